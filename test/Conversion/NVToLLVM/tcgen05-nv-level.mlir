// The tcgen05 level of a real pipeline: the TMA + tcgen05 GEMM on sm_100a
// after convert-tile-to-llvm, before the final conversion writes the
// instructions as inline PTX (tile-scalars-to-llvm, or
// convert-tile-nv-to-llvm on its own).
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline --tile-pipeline-loads=planned --tile-warp-specialize=planned --tile-allocate-shared --tile-assign-layouts --convert-tile-to-llvm %examples/gemm_bf16_tma.mlir > %t.nv.mlir
// RUN: FileCheck %s --check-prefix=NV < %t.nv.mlir
// RUN: tile-opt --convert-tile-nv-to-llvm %t.nv.mlir | FileCheck %s --check-prefix=ASM

// In the consumers' partition (the kernel's 256 threads; a producer warp
// copies), warp 0 allocates the accumulator's 256 columns and gives up the
// permit (the loop runs once); the fences around the consumers' named
// barrier publish the address.
// NV-LABEL: llvm.func @gemm_bf16_tma
// NV: tile_nv.fence_mbarrier_init
// NV: tile_nv.tcgen05_alloc cta_group 1 %{{[0-9]+}}, 256 relinquish
// NV-NEXT: }
// NV-NEXT: tile_nv.tcgen05_fence before_thread_sync{{$}}
// NV-NEXT: tile_nv.bar_sync {{[0-9]+}} threads 256
// NV-NEXT: tile_nv.tcgen05_fence after_thread_sync{{$}}
// NV-NEXT: %{{[0-9]+}} = tile_nv.ld_shared %{{[0-9]+}}{{$}}
// The issuing thread waits for a full stage, runs its four MMAs (K 64 of
// bf16, 16 a step; the first accumulates unless it is the first stage) and
// commits them to the stage's empty barrier.
// NV: tile_nv.mbarrier_try_wait shared_cta
// NV: tile_nv.tcgen05_mma cta_group 1 f16 %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %c{{[0-9]+}}_i32{{[_0-9]*}}, %{{[0-9]+}}{{$}}
// NV: tile_nv.tcgen05_mma cta_group 1 f16 {{.*}}, %c1_i32
// NV: tile_nv.tcgen05_mma cta_group 1 f16 {{.*}}, %c1_i32
// NV: tile_nv.tcgen05_mma cta_group 1 f16 {{.*}}, %c1_i32
// NV-NOT: tile_nv.tcgen05_mma
// NV: tile_nv.tcgen05_commit cta_group 1 %{{[0-9]+}}{{$}}
// After the loop: a commit to the done barrier, which everyone waits for,
// then the accumulator comes back 32 columns at a time.
// NV: tile_nv.tcgen05_commit cta_group 1 %{{[0-9]+}}{{$}}
// NV: scf.while
// NV-NEXT: tile_nv.mbarrier_try_wait shared_cta %{{[0-9]+}}, %c0_i32
// NV: tile_nv.tcgen05_fence after_thread_sync{{$}}
// NV: tile_nv.tcgen05_ld _32x32b num 32 %{{[0-9]+}} wait braced : i32, i32
// NV: tile_nv.tcgen05_ld _32x32b num 32
// NV: tile_nv.tcgen05_ld _32x32b num 32
// NV: tile_nv.tcgen05_ld _32x32b num 32
// NV-NOT: tile_nv.tcgen05_ld
// Everyone has read tensor memory: warp 0 frees it.
// NV: tile_nv.tcgen05_fence before_thread_sync{{$}}
// NV-NEXT: tile_nv.bar_sync {{[0-9]+}} threads 256
// NV: tile_nv.tcgen05_dealloc cta_group 1 %{{[0-9]+}}, 256 fence_after
// NV: tile_nv.mbarrier_inval
// The instructions the level owns are never inline PTX at this point.
// NV-NOT: "tcgen05.

// ASM: "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"
// ASM: "tcgen05.fence::before_thread_sync;", "~{memory}"
// ASM: "tcgen05.fence::after_thread_sync;", "~{memory}"
// ASM: "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"
// ASM: "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"
// ASM: "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"
// ASM: "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, {{.*}}, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,{{.*}},=r,r,~{memory}" %{{[0-9]+}} : (i32) -> !llvm.struct<(i32, i32,
// ASM: "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 256;", "r,~{memory}"
// ASM-NOT: tile_nv.
