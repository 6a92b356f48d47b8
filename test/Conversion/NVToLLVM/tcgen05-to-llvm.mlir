// Each tcgen05 op of tile_nv becomes the inline PTX tile emits: text,
// constraints (side-effecting, with the memory clobber) and result types.
// RUN: tile-opt %s --convert-tile-nv-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @tmem
llvm.func @tmem(%slot: i32, %taddr: i32) {
  // CHECK: llvm.inline_asm has_side_effects "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 128;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}" %{{.*}} : (i32) -> ()
  tile_nv.tcgen05_alloc cta_group 1 %slot, 128 relinquish
  // CHECK: llvm.inline_asm has_side_effects "tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [$0], 512;", "r,~{memory}"
  tile_nv.tcgen05_alloc cta_group 2 %slot, 512
  // CHECK: llvm.inline_asm has_side_effects "tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;", "~{memory}"
  tile_nv.tcgen05_relinquish_alloc_permit cta_group 2
  // CHECK: llvm.inline_asm has_side_effects "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 128;", "r,~{memory}" %{{.*}} : (i32) -> ()
  tile_nv.tcgen05_dealloc cta_group 1 %taddr, 128 fence_after
  // CHECK: llvm.inline_asm has_side_effects "tcgen05.dealloc.cta_group::2.sync.aligned.b32 $0, 32;", "r,~{memory}"
  tile_nv.tcgen05_dealloc cta_group 2 %taddr, 32
  llvm.return
}

// CHECK-LABEL: llvm.func @mma
llvm.func @mma(%d: i32, %a: i64, %b: i64, %idesc: i32, %acc: i32,
               %sfa: i32, %sfb: i32, %bar: i32, %mask: i32) {
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (i32, i64, i64, i32, i32) -> ()
  tile_nv.tcgen05_mma cta_group 1 f16 %d, %a, %b, %idesc, %acc
  // CHECK: "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::i8 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"
  tile_nv.tcgen05_mma cta_group 2 i8 %d, %a, %b, %idesc, %acc
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 [$0], $1, $2, $3, [$5], [$6], p;\0A\09}", "r,l,l,r,r,r,r,~{memory}" %{{.*}} : (i32, i64, i64, i32, i32, i32, i32) -> ()
  tile_nv.tcgen05_mma cta_group 1 mxf8f6f4 %d, %a, %b, %idesc, %acc scale %sfa, %sfb block 32
  // CHECK: "{{.*}}tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16 [$0], $1, $2, $3, [$5], [$6], p;\0A\09}", "r,l,l,r,r,r,r,~{memory}"
  tile_nv.tcgen05_mma cta_group 1 mxf4nvf4 %d, %a, %b, %idesc, %acc scale %sfa, %sfb block 16
  // CHECK: llvm.inline_asm has_side_effects "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}" %{{.*}} : (i32) -> ()
  tile_nv.tcgen05_commit cta_group 1 %bar
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $1;\0A\09tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], %tl_m;\0A\09}", "r,r,~{memory}"
  tile_nv.tcgen05_commit cta_group 2 %bar multicast %mask
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .b16 %tl_m;\0A\09mov.b16 %tl_m, 3;\0A\09tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], %tl_m;\0A\09}", "r,~{memory}"
  tile_nv.tcgen05_commit cta_group 1 %bar multicast_mask 3
  llvm.return
}

// The registers of tcgen05.ld are the fields of a literal struct, extracted
// all at once after the asm ...
// CHECK-LABEL: llvm.func @ld
llvm.func @ld(%taddr: i32, %p: !llvm.ptr<3>) {
  // CHECK: %[[R:.*]] = llvm.inline_asm has_side_effects "tcgen05.ld.sync.aligned.32x32b.x2.b32 {$0, $1}, [$2];\0A\09tcgen05.wait::ld.sync.aligned;", "=r,=r,r,~{memory}" %{{.*}} : (i32) -> !llvm.struct<(i32, i32)>
  // CHECK-NEXT: %[[R0:.*]] = llvm.extractvalue %[[R]][0]
  // CHECK-NEXT: %[[R1:.*]] = llvm.extractvalue %[[R]][1]
  // CHECK-NEXT: llvm.mlir.constant
  // CHECK-NEXT: llvm.store %[[R0]]
  // CHECK-NEXT: llvm.store %[[R1]]
  %r:2 = tile_nv.tcgen05_ld _32x32b num 2 %taddr wait : i32, i32
  %c = llvm.mlir.constant(0 : i32) : i32
  llvm.store %r#0, %p : i32, !llvm.ptr<3>
  llvm.store %r#1, %p : i32, !llvm.ptr<3>
  llvm.return
}

// ... or, where the next op uses the first register (the pipelines), each
// right before its first user.
// CHECK-LABEL: llvm.func @ld_interleaved
llvm.func @ld_interleaved(%taddr: i32) -> f32 {
  // CHECK: %[[R:.*]] = llvm.inline_asm has_side_effects "{\0A\09tcgen05.ld.sync.aligned.16x128b.x1.b32 {$0, $1}, [$2];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,r,~{memory}" %{{.*}} : (i32) -> !llvm.struct<(i32, i32)>
  // CHECK-NEXT: llvm.extractvalue %[[R]][0]
  // CHECK-NEXT: llvm.bitcast
  // CHECK-NEXT: llvm.extractvalue %[[R]][1]
  // CHECK-NEXT: llvm.bitcast
  %r:2 = tile_nv.tcgen05_ld _16x128b num 1 %taddr wait braced : i32, i32
  %a = llvm.bitcast %r#0 : i32 to f32
  %b = llvm.bitcast %r#1 : i32 to f32
  %s = llvm.fadd %a, %b : f32
  llvm.return %s : f32
}

// CHECK-LABEL: llvm.func @ld_f32
llvm.func @ld_f32(%taddr: i32) -> f32 {
  // CHECK: llvm.inline_asm has_side_effects "tcgen05.ld.sync.aligned.16x64b.x1.b32 {$0}, [$1];", "=f,r,~{memory}" %{{.*}} : (i32) -> f32
  %r = tile_nv.tcgen05_ld _16x64b num 1 %taddr : f32
  llvm.return %r : f32
}

// CHECK-LABEL: llvm.func @st_cp
llvm.func @st_cp(%taddr: i32, %x: i32, %f: f32, %desc: i64) {
  // CHECK: llvm.inline_asm has_side_effects "tcgen05.st.sync.aligned.32x32b.x2.b32 [$0], {$1, $2};", "r,r,f,~{memory}" %{{.*}}, %{{.*}}, %{{.*}} : (i32, i32, f32) -> ()
  tile_nv.tcgen05_st _32x32b num 2 %taddr, %x, %f : i32, f32
  // CHECK: llvm.inline_asm has_side_effects "tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;", "r,l,~{memory}" %{{.*}}, %{{.*}} : (i32, i64) -> ()
  tile_nv.tcgen05_cp cta_group 1 _32x128b warpx4 %taddr, %desc
  // CHECK: "tcgen05.cp.cta_group::2.64x128b.warpx2::02_13 [$0], $1;", "r,l,~{memory}"
  tile_nv.tcgen05_cp cta_group 2 _64x128b warpx2_02_13 %taddr, %desc
  // CHECK: "tcgen05.cp.cta_group::1.128x256b [$0], $1;", "r,l,~{memory}"
  tile_nv.tcgen05_cp cta_group 1 _128x256b %taddr, %desc
  llvm.return
}

// CHECK-LABEL: llvm.func @sync
llvm.func @sync(%bar: i32, %parity: i32) {
  // CHECK: llvm.inline_asm has_side_effects "tcgen05.fence::before_thread_sync;", "~{memory}"
  tile_nv.tcgen05_fence before_thread_sync
  // CHECK: llvm.inline_asm has_side_effects "tcgen05.fence::after_thread_sync;", "~{memory}"
  tile_nv.tcgen05_fence after_thread_sync
  // CHECK: llvm.inline_asm has_side_effects "fence.proxy.async.shared::cta;\0A\09tcgen05.fence::before_thread_sync;", "~{memory}"
  tile_nv.tcgen05_fence before_thread_sync proxy_async
  // CHECK: llvm.inline_asm has_side_effects "tcgen05.fence::after_thread_sync;\0A\09fence.proxy.async.shared::cta;", "~{memory}"
  tile_nv.tcgen05_fence after_thread_sync proxy_async
  // CHECK: llvm.inline_asm has_side_effects "tcgen05.wait::ld.sync.aligned;", "~{memory}"
  tile_nv.tcgen05_wait ld
  // CHECK: llvm.inline_asm has_side_effects "tcgen05.wait::st.sync.aligned;", "~{memory}"
  tile_nv.tcgen05_wait st
  // CHECK: llvm.inline_asm has_side_effects "mbarrier.init.shared::cta.b64 [$0], 1;\0A\09fence.mbarrier_init.release.cluster;", "r,~{memory}" %{{.*}} : (i32) -> ()
  tile_nv.tcgen05_commit_barrier_init %bar
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred done;\0A\09WAIT:\0A\09mbarrier.try_wait.parity.shared::cta.b64 done, [$0], $1;\0A\09@done bra DONE;\0A\09bra WAIT;\0A\09DONE:\0A\09}", "r,r,~{memory}" %{{.*}}, %{{.*}} : (i32, i32) -> ()
  tile_nv.tcgen05_commit_barrier_wait %bar, %parity
  llvm.return
}
// CHECK-NOT: tile_nv.
