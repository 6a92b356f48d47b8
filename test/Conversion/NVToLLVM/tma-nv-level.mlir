// The TMA side of the warp-specialized TMA + wgmma GEMM on sm_90a at the
// tile_nv level (after convert-tile-to-llvm): the producer's box copies,
// the barriers they complete on and the waits around them, in order.
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline --tile-assign-layouts --convert-tile-to-llvm %examples/gemm_bf16_tma.mlir > %t.nv.mlir
// RUN: FileCheck %s --check-prefix=NV < %t.nv.mlir
// RUN: tile-opt --convert-tile-nv-to-llvm %t.nv.mlir | FileCheck %s --check-prefix=ASM

// NV-LABEL: llvm.func @gemm_bf16_tma
// NV: tile_nv.fence_mbarrier_init
// The producer: once the ring is full (i >= 4 stages), one thread waits
// for the stage's empty barrier, then arms its full barrier with both
// boxes' bytes and copies the A and B boxes of iteration i (the same K
// coordinate) into the stage, completing on that full barrier.
// NV: tile_nv.setmaxnreg dec 40
// NV: scf.for
// NV: scf.while
// NV-NEXT: tile_nv.mbarrier_try_wait shared_cta %{{[0-9]+}}, %{{[0-9]+}} : i32
// NV: tile_nv.mbarrier_arrive_expect_tx shared_cta %[[FULL:[0-9]+]], %c49152_i32{{[_0-9]*}}{{$}}
// NV-NEXT: %[[DESCA:[0-9]+]] = llvm.ptrtoint %arg0 : !llvm.ptr to i64
// NV-NEXT: tile_nv.cp_async_bulk_tensor_load tile dims 2 %{{[0-9]+}}, %[[DESCA]][%[[K:[0-9]+]], %{{[0-9]+}}], %[[FULL]]{{$}}
// NV-NEXT: %[[DESCB:[0-9]+]] = llvm.ptrtoint %arg1 : !llvm.ptr to i64
// NV-NEXT: tile_nv.cp_async_bulk_tensor_load tile dims 2 %{{[0-9]+}}, %[[DESCB]][%[[K]], %{{[0-9]+}}], %[[FULL]]{{$}}
// NV-NOT: tile_nv.cp_async_bulk_tensor_load
// The consumers wait for the full barrier of each stage before their
// wgmmas and release the stage (the empty barrier) after them.
// NV: tile_nv.setmaxnreg inc 232
// NV: scf.for
// NV: scf.while
// NV-NEXT: tile_nv.mbarrier_try_wait shared_cta %{{[0-9]+}}, %{{[0-9]+}} : i32
// NV: tile_nv.wgmma_mma_async
// NV: tile_nv.mbarrier_arrive shared_cta %{{[0-9]+}}{{$}}
// The copies are never inline PTX at this level.
// NV-NOT: "cp.async.bulk

// ASM: "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"
// ASM-NEXT: llvm.ptrtoint
// ASM-NEXT: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}" %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} : (i32, i64, i32, i32, i32) -> ()
// ASM-NEXT: llvm.ptrtoint
// ASM-NEXT: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"
// ASM-NOT: tile_nv.
