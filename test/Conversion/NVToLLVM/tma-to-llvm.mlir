// Each tile_nv TMA-family op becomes the inline PTX tile emits: text,
// constraints (side-effecting with the memory clobber; createpolicy
// neither) and result types.
// RUN: tile-opt %s --convert-tile-nv-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @tensor_copies
llvm.func @tensor_copies(%dst: i32, %desc: i64, %x: i32, %y: i32, %z: i32, %bar: i32, %o0: i32, %o1: i32, %mask: i32, %hint: i64, %tid: i32) {
  // CHECK: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}" {{.*}} : (i32, i64, i32, i32, i32) -> ()
  tile_nv.cp_async_bulk_tensor_load tile dims 2 %dst, %desc[%x, %y], %bar
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $5;\0A\09cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3}], [$4], %tl_m;\0A\09}", "r,l,r,r,r,r,~{memory}" {{.*}} : (i32, i64, i32, i32, i32, i32) -> ()
  tile_nv.cp_async_bulk_tensor_load tile dims 2 %dst, %desc[%x, %y], %bar multicast %mask
  // CHECK: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}" {{.*}} : (i32, i64, i32, i32, i32) -> ()
  tile_nv.cp_async_bulk_tensor_load tile dims 2 %dst, %desc[%x, %y], %bar cta_group 2
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $4, 0;\0A\09@%tl_p cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2}], [$3];\0A\09}", "r,l,r,r,r,~{memory}" {{.*}} : (i32, i64, i32, i32, i32) -> ()
  tile_nv.cp_async_bulk_tensor_load tile dims 1 %dst, %desc[%x], %bar leader %tid
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $8, 0;\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $6;\0A\09@%tl_p cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], %tl_m, $7;\0A\09}", "r,l,r,r,r,r,r,l,r,~{memory}" {{.*}} : (i32, i64, i32, i32, i32, i32, i32, i64, i32) -> ()
  tile_nv.cp_async_bulk_tensor_load tile dims 3 %dst, %desc[%x, %y, %z], %bar multicast %mask cache_hint %hint leader %tid
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $7, 0;\0A\09.reg .b16 %tl_o0;\0A\09cvt.u16.u32 %tl_o0, $6;\0A\09@%tl_p cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5], {%tl_o0};\0A\09}", "r,l,r,r,r,r,r,r,~{memory}" {{.*}} : (i32, i64, i32, i32, i32, i32, i32, i32) -> ()
  tile_nv.cp_async_bulk_tensor_load im2col dims 3 %dst, %desc[%x, %y, %z], %bar im2col_offsets [%o0] leader %tid
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $9, 0;\0A\09.reg .b16 %tl_o0;\0A\09cvt.u16.u32 %tl_o0, $6;\0A\09.reg .b16 %tl_o1;\0A\09cvt.u16.u32 %tl_o1, $7;\0A\09.reg .b16 %tl_m;\0A\09cvt.u16.u32 %tl_m, $8;\0A\09@%tl_p cp.async.bulk.tensor.3d.shared::cluster.global.im2col::w.mbarrier::complete_tx::bytes.multicast::cluster.cta_group::1 [$0], [$1, {$2, $3, $4}], [$5], {%tl_o0, %tl_o1}, %tl_m;\0A\09}", "r,l,r,r,r,r,r,r,r,r,~{memory}" {{.*}} : (i32, i64, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  tile_nv.cp_async_bulk_tensor_load im2col_w dims 3 %dst, %desc[%x, %y, %z], %bar im2col_offsets [%o0, %o1] multicast %mask cta_group 1 leader %tid
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $8, 0;\0A\09.reg .b16 %tl_o0;\0A\09cvt.u16.u32 %tl_o0, $6;\0A\09.reg .b16 %tl_o1;\0A\09cvt.u16.u32 %tl_o1, $7;\0A\09@%tl_p cp.async.bulk.tensor.3d.shared::cluster.global.im2col::w::128.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5], {%tl_o0, %tl_o1};\0A\09}", "r,l,r,r,r,r,r,r,r,~{memory}" {{.*}} : (i32, i64, i32, i32, i32, i32, i32, i32, i32) -> ()
  tile_nv.cp_async_bulk_tensor_load im2col_w128 dims 3 %dst, %desc[%x, %y, %z], %bar im2col_offsets [%o0, %o1] leader %tid
  // CHECK: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}" {{.*}} : (i64, i32, i32, i32) -> ()
  tile_nv.cp_async_bulk_tensor_store dims 2 %desc[%x, %y], %dst
  // CHECK: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}" {{.*}} : (i64, i32, i32, i32) -> ()
  tile_nv.cp_async_bulk_tensor_store dims 2 %desc[%x, %y], %dst reduce max
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $3, 0;\0A\09@%tl_p cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group [$0, {$1}], [$2];\0A\09@%tl_p cp.async.bulk.commit_group;\0A\09}", "l,r,r,r,~{memory}" {{.*}} : (i64, i32, i32, i32) -> ()
  tile_nv.cp_async_bulk_tensor_store dims 1 %desc[%x], %dst leader %tid commit_group
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $6, 0;\0A\09@%tl_p cp.reduce.async.bulk.tensor.3d.global.shared::cta.and.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;\0A\09@%tl_p cp.async.bulk.commit_group;\0A\09}", "l,r,r,r,r,l,r,~{memory}" {{.*}} : (i64, i32, i32, i32, i32, i64, i32) -> ()
  tile_nv.cp_async_bulk_tensor_store dims 3 %desc[%x, %y, %z], %dst reduce and cache_hint %hint leader %tid commit_group
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $3, 0;\0A\09@%tl_p cp.async.bulk.prefetch.tensor.2d.L2.global.tile [$0, {$1, $2}];\0A\09}", "l,r,r,r,~{memory}" {{.*}} : (i64, i32, i32, i32) -> ()
  tile_nv.cp_async_bulk_tensor_prefetch tile dims 2 %desc[%x, %y] leader %tid
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $8, 0;\0A\09.reg .b16 %tl_o0;\0A\09cvt.u16.u32 %tl_o0, $5;\0A\09.reg .b16 %tl_o1;\0A\09cvt.u16.u32 %tl_o1, $6;\0A\09@%tl_p cp.async.bulk.prefetch.tensor.4d.L2.global.im2col.L2::cache_hint [$0, {$1, $2, $3, $4}], {%tl_o0, %tl_o1}, $7;\0A\09}", "l,r,r,r,r,r,r,l,r,~{memory}" {{.*}} : (i64, i32, i32, i32, i32, i32, i32, i64, i32) -> ()
  tile_nv.cp_async_bulk_tensor_prefetch im2col dims 4 %desc[%x, %y, %z, %x] im2col_offsets [%o0, %o1] cache_hint %hint leader %tid
  llvm.return
}

// CHECK-LABEL: llvm.func @groups_and_cluster
llvm.func @groups_and_cluster(%desc: i64, %addr: i32, %rank: i32, %tid: i32, %f: f32, %d: f64, %h: i16, %i: i32, %l: i64) -> i64 {
  // CHECK: llvm.inline_asm has_side_effects "cp.async.bulk.commit_group;", "~{memory}"  : () -> ()
  tile_nv.cp_async_bulk_commit_group
  // CHECK: llvm.inline_asm has_side_effects "cp.async.bulk.wait_group 0;", "~{memory}"  : () -> ()
  tile_nv.cp_async_bulk_wait_group 0
  // CHECK: llvm.inline_asm has_side_effects "cp.async.bulk.wait_group.read 2;", "~{memory}"  : () -> ()
  tile_nv.cp_async_bulk_wait_group 2 read
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $0, 0;\0A\09@%tl_p cp.async.bulk.wait_group 0;\0A\09}", "r,~{memory}" {{.*}} : (i32) -> ()
  tile_nv.cp_async_bulk_wait_group 0 leader %tid
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $0, 0;\0A\09@%tl_p cp.async.bulk.wait_group.read 0;\0A\09}", "r,~{memory}" {{.*}} : (i32) -> ()
  tile_nv.cp_async_bulk_wait_group 0 read leader %tid
  // CHECK: llvm.inline_asm has_side_effects "prefetch.tensormap [$0];", "l,~{memory}" {{.*}} : (i64) -> ()
  tile_nv.prefetch_tensormap %desc
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $1, 0;\0A\09@%tl_p prefetch.tensormap [$0];\0A\09}", "l,r,~{memory}" {{.*}} : (i64, i32) -> ()
  tile_nv.prefetch_tensormap %desc leader %tid
  // CHECK: llvm.inline_asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" {{.*}} : (i32, i32) -> i32
  %m = tile_nv.mapa %addr, %rank
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .b32 %tl_a;\0A\09mapa.shared::cluster.u32 %tl_a, $1, $2;\0A\09ld.shared::cluster.f32 $0, [%tl_a];\0A\09}", "=f,r,r,~{memory}" {{.*}} : (i32, i32) -> f32
  %0 = tile_nv.ld_shared_cluster %addr rank %rank : f32
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .b32 %tl_a;\0A\09mapa.shared::cluster.u32 %tl_a, $1, $2;\0A\09ld.shared::cluster.f64 $0, [%tl_a];\0A\09}", "=d,r,r,~{memory}" {{.*}} : (i32, i32) -> f64
  %1 = tile_nv.ld_shared_cluster %addr rank %rank : f64
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .b32 %tl_a;\0A\09mapa.shared::cluster.u32 %tl_a, $1, $2;\0A\09ld.shared::cluster.b16 $0, [%tl_a];\0A\09}", "=h,r,r,~{memory}" {{.*}} : (i32, i32) -> i16
  %2 = tile_nv.ld_shared_cluster %addr rank %rank : i16
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .b32 %tl_a;\0A\09mapa.shared::cluster.u32 %tl_a, $1, $2;\0A\09ld.shared::cluster.b32 $0, [%tl_a];\0A\09}", "=r,r,r,~{memory}" {{.*}} : (i32, i32) -> i32
  %3 = tile_nv.ld_shared_cluster %addr rank %rank : i32
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .b32 %tl_a;\0A\09mapa.shared::cluster.u32 %tl_a, $1, $2;\0A\09ld.shared::cluster.b64 $0, [%tl_a];\0A\09}", "=l,r,r,~{memory}" {{.*}} : (i32, i32) -> i64
  %4 = tile_nv.ld_shared_cluster %addr rank %rank : i64
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .b32 %tl_a;\0A\09mapa.shared::cluster.u32 %tl_a, $1, $2;\0A\09ld.shared::cluster.u8 $0, [%tl_a];\0A\09}", "=r,r,r,~{memory}" {{.*}} : (i32, i32) -> i32
  %5 = tile_nv.ld_shared_cluster %addr rank %rank u8 : i32
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .b32 %tl_a;\0A\09mapa.shared::cluster.u32 %tl_a, $0, $1;\0A\09st.shared::cluster.f32 [%tl_a], $2;\0A\09}", "r,r,f,~{memory}" {{.*}} : (i32, i32, f32) -> ()
  tile_nv.st_shared_cluster %addr, %f rank %rank : f32
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .b32 %tl_a;\0A\09mapa.shared::cluster.u32 %tl_a, $0, $1;\0A\09st.shared::cluster.b16 [%tl_a], $2;\0A\09}", "r,r,h,~{memory}" {{.*}} : (i32, i32, i16) -> ()
  tile_nv.st_shared_cluster %addr, %h rank %rank : i16
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .b32 %tl_a;\0A\09mapa.shared::cluster.u32 %tl_a, $0, $1;\0A\09st.shared::cluster.b64 [%tl_a], $2;\0A\09}", "r,r,l,~{memory}" {{.*}} : (i32, i32, i64) -> ()
  tile_nv.st_shared_cluster %addr, %l rank %rank : i64
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .b32 %tl_a;\0A\09mapa.shared::cluster.u32 %tl_a, $0, $1;\0A\09st.shared::cluster.u8 [%tl_a], $2;\0A\09}", "r,r,r,~{memory}" {{.*}} : (i32, i32, i32) -> ()
  tile_nv.st_shared_cluster %addr, %i rank %rank u8 : i32
  // CHECK: llvm.inline_asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"  : () -> i64
  %p = tile_nv.createpolicy_fractional evict_first
  llvm.return %p : i64
}
