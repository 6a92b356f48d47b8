// The tile_nv level of a real pipeline: the warp-specialized TMA + wgmma
// GEMM on sm_90a after convert-tile-to-llvm, before the final conversion
// writes the instructions as inline PTX (tile-scalars-to-llvm, or
// convert-tile-nv-to-llvm on its own).
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline --tile-assign-layouts --convert-tile-to-llvm %examples/gemm_bf16_tma.mlir > %t.nv.mlir
// RUN: FileCheck %s --check-prefix=NV < %t.nv.mlir
// RUN: tile-opt --convert-tile-nv-to-llvm %t.nv.mlir | FileCheck %s --check-prefix=ASM

// Thread 0 initializes each stage's full (1 arrival) and empty (256: both
// consumer warpgroups) barriers, then fences the inits for the cluster.
// NV-LABEL: llvm.func @gemm_bf16_tma
// NV: tile_nv.mbarrier_init shared_cta %{{[0-9]+}} count 1{{$}}
// NV: tile_nv.mbarrier_init shared_cta %{{[0-9]+}}, %c256_i32{{[_0-9]*}}{{$}}
// NV: tile_nv.mbarrier_init shared_cta %{{[0-9]+}} count 1{{$}}
// NV: tile_nv.mbarrier_init shared_cta %{{[0-9]+}}, %c256_i32{{[_0-9]*}}{{$}}
// NV: tile_nv.mbarrier_init shared_cta %{{[0-9]+}} count 1{{$}}
// NV: tile_nv.mbarrier_init shared_cta %{{[0-9]+}}, %c256_i32{{[_0-9]*}}{{$}}
// NV: tile_nv.mbarrier_init shared_cta %{{[0-9]+}} count 1{{$}}
// NV: tile_nv.mbarrier_init shared_cta %{{[0-9]+}}, %c256_i32{{[_0-9]*}}{{$}}
// NV-NOT: tile_nv.mbarrier_init
// NV: tile_nv.fence_mbarrier_init
// The producer warpgroup gives registers back, waits for an empty stage
// (a try_wait loop) and arms the full barrier with the stage's bytes.
// NV: tile_nv.setmaxnreg dec 40
// NV: scf.while
// NV-NEXT: tile_nv.mbarrier_try_wait shared_cta %{{[0-9]+}}, %{{[0-9]+}} : i32
// NV: tile_nv.mbarrier_arrive_expect_tx shared_cta %{{[0-9]+}}, %c49152_i32{{[_0-9]*}}{{$}}
// NV: tile_nv.cp_async_bulk_tensor_load tile dims 2
// Named barrier 1 orders the register moves between the roles.
// NV: tile_nv.bar_sync 1, %c384_i32
// NV-NEXT: tile_nv.setmaxnreg inc 168
// NV: tile_nv.setmaxnreg inc 232
// NV: tile_nv.bar_arrive 1, %c384_i32
// Consumers wait for a full stage and release it after their wgmma group.
// NV: tile_nv.mbarrier_try_wait shared_cta
// NV: tile_nv.wgmma_mma_async
// NV: tile_nv.mbarrier_arrive shared_cta %{{[0-9]+}}{{$}}
// NV: tile_nv.bar_sync 2 threads 128
// NV: tile_nv.bar_sync 3 threads 128
// NV: tile_nv.setmaxnreg dec 168
// The instructions the level owns are never inline PTX at this point.
// NV-NOT: "mbarrier.
// NV-NOT: "setmaxnreg.

// ASM: llvm.inline_asm has_side_effects "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"
// ASM: llvm.inline_asm has_side_effects "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"
// ASM: llvm.inline_asm has_side_effects "fence.mbarrier_init.release.cluster;", "~{memory}"
// ASM: "setmaxnreg.dec.sync.aligned.u32 40;"
// ASM: "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"
// ASM: "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"
// ASM: "bar.sync 1, $0;", "r,~{memory}"
// ASM: "bar.arrive 1, $0;", "r,~{memory}"
// ASM: "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}"
// ASM: "bar.sync 2, 128;", "~{memory}"
// ASM-NOT: tile_nv.
