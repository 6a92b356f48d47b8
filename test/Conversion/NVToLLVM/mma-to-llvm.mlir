// Each op of the warp-level MMA family becomes the inline PTX tile emits:
// mma.sync without side effects, wgmma.mma_async and wgmma.wait_group with
// side effects but no memory clobber (their accumulators a literal struct,
// tied to the outputs), the fences and commits with or without it.
// RUN: tile-opt %s --convert-tile-nv-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @mma_sync
llvm.func @mma_sync(%a: i32, %c: f32, %h: i32, %s: i32) {
  // CHECK: llvm.inline_asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %d:4 = tile_nv.mma_sync m 16 n 8 k 16 f32, bf16, bf16 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  // CHECK: llvm.inline_asm "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};", "=r,=r,r,r,r,r,r,r,r,r" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32)>
  %e:2 = tile_nv.mma_sync m 16 n 8 k 16 f16, f16, f16 a(%a, %a, %a, %a) b(%a, %a) c(%h, %h) : i32, i32 -> i32, i32
  // CHECK: llvm.inline_asm "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %f:4 = tile_nv.mma_sync m 16 n 8 k 8 f32, tf32, tf32 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  // CHECK: llvm.inline_asm "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=r,=r,=r,=r,r,r,r,r,r,r,r,r,r,r" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %g:4 = tile_nv.mma_sync m 16 n 8 k 32 s32, s8, s8 a(%a, %a, %a, %a) b(%a, %a) c(%h, %h, %h, %h) : i32, i32, i32, i32 -> i32, i32, i32, i32
  // CHECK: llvm.inline_asm "mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e5m2.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};", "=r,=r,r,r,r,r,r,r,r,r" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32)>
  %i:2 = tile_nv.mma_sync m 16 n 8 k 32 f16, e4m3, e5m2 a(%a, %a, %a, %a) b(%a, %a) c(%h, %h) : i32, i32 -> i32, i32
  // CHECK: llvm.inline_asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
  %j:4 = tile_nv.mma_sync m 16 n 8 k 32 f32, e4m3, e4m3 block_scale mxf8f6f4 scale_vec 1 scale_type ue8m0 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) scales(%s, %s) : f32, f32, f32, f32 -> f32, f32, f32, f32
  // CHECK: llvm.inline_asm "mma.sync.aligned.kind::mxf4.block_scale.scale_vec::2X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
  %k:4 = tile_nv.mma_sync m 16 n 8 k 64 f32, e2m1, e2m1 block_scale mxf4 scale_vec 2 scale_type ue8m0 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) scales(%s, %s) : f32, f32, f32, f32 -> f32, f32, f32, f32
  // CHECK: llvm.inline_asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
  %l:4 = tile_nv.mma_sync m 16 n 8 k 64 f32, e2m1, e2m1 block_scale mxf4nvf4 scale_vec 4 scale_type ue4m3 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) scales(%s, %s) : f32, f32, f32, f32 -> f32, f32, f32, f32
  llvm.return
}

// CHECK-LABEL: llvm.func @stmatrix
llvm.func @stmatrix(%addr: i64, %saddr: i32, %r: i32) {
  // CHECK: llvm.inline_asm has_side_effects "stmatrix.sync.aligned.m8n8.x4.shared.b16 [$0], {$1, $2, $3, $4};", "l,r,r,r,r,~{memory}" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (i64, i32, i32, i32, i32) -> ()
  tile_nv.stmatrix %addr, %r, %r, %r, %r : i64
  // CHECK: llvm.inline_asm has_side_effects "stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [$0], {$1, $2};", "r,r,r,~{memory}" %{{.*}}, %{{.*}}, %{{.*}} : (i32, i32, i32) -> ()
  tile_nv.stmatrix trans %saddr, %r, %r : i32
  llvm.return
}

// CHECK-LABEL: llvm.func @wgmma
llvm.func @wgmma(%da: i64, %db: i64, %one: i32, %c: f32, %h: i32, %a: i32) {
  // CHECK: llvm.inline_asm has_side_effects "wgmma.fence.sync.aligned;", "~{memory}"  : () -> ()
  tile_nv.wgmma_fence
  // CHECK: llvm.inline_asm has_side_effects "wgmma.fence.sync.aligned;", ""  : () -> ()
  tile_nv.wgmma_fence {no_memory_clobber}
  // CHECK: llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $6, 0;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {$0, $1, $2, $3}, $4, $5, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,l,l,r,0,1,2,3" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (i64, i64, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %d:4 = tile_nv.wgmma_mma_async n 8 k 16 f32, bf16, bf16 a_desc %da b_desc %db scale_d %one acc(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  // CHECK: llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $6, 0;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $4, $5, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,l,l,r,0,1,2,3" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (i64, i64, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %d2:4 = tile_nv.wgmma_mma_async n 8 k 16 f32, f16, f16 a_desc %da b_desc %db scale_d %one trans_b acc(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  // CHECK: llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $7, 0;\0Awgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, $6, p, 1, 1, 1;\0A}", "=r,=r,r,r,r,r,l,r,0,1" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (i32, i32, i32, i32, i64, i32, i32, i32) -> !llvm.struct<(i32, i32)>
  %e:2 = tile_nv.wgmma_mma_async n 8 k 16 f16, f16, f16 a(%a, %a, %a, %a) b_desc %db scale_d %one trans_b acc(%h, %h) : i32, i32 -> i32, i32
  // CHECK: llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $6, 0;\0Awgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8 {$0, $1, $2, $3}, $4, $5, p;\0A}", "=r,=r,=r,=r,l,l,r,0,1,2,3" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %f:4 = tile_nv.wgmma_mma_async n 8 k 32 s32, s8, s8 a_desc %da b_desc %db scale_d %one acc(%h, %h, %h, %h) : i32, i32, i32, i32 -> i32, i32, i32, i32
  // CHECK: llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $6, 0;\0Awgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e5m2 {$0, $1, $2, $3}, $4, $5, p, -1, 1;\0A}", "=f,=f,=f,=f,l,l,r,0,1,2,3" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (i64, i64, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %g:4 = tile_nv.wgmma_mma_async n 8 k 32 f32, e4m3, e5m2 a_desc %da b_desc %db scale_d %one neg_a acc(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  // CHECK: llvm.inline_asm has_side_effects "wgmma.commit_group.sync.aligned;", "~{memory}"  : () -> ()
  tile_nv.wgmma_commit_group
  // CHECK: llvm.inline_asm has_side_effects "wgmma.commit_group.sync.aligned;", ""  : () -> ()
  tile_nv.wgmma_commit_group {no_memory_clobber}
  // CHECK: llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 1;", "=r,=r,0,1" %{{.*}}, %{{.*}} : (i32, i32) -> !llvm.struct<(i32, i32)>
  %w:2 = tile_nv.wgmma_wait_group 1 acc(%e#0, %e#1) : i32, i32 -> i32, i32
  // CHECK: llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,0,1,2,3" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %x:4 = tile_nv.wgmma_wait_group 0 acc(%d#0, %d#1, %d#2, %d#3) : f32, f32, f32, f32 -> f32, f32, f32, f32
  llvm.return
}

// CHECK-LABEL: llvm.func @bar_warp_sync
llvm.func @bar_warp_sync() {
  // CHECK: llvm.inline_asm has_side_effects "bar.warp.sync -1;", "~{memory}"  : () -> ()
  tile_nv.bar_warp_sync -1
  llvm.return
}
