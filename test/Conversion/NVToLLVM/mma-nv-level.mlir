// The warp-level MMA family at the tile_nv level of real kernels, after
// convert-tile-to-llvm and before the final conversion writes the ops as
// inline PTX.
//
// The warp-specialized TMA + wgmma GEMM on sm_90a: each consumer iteration
// fences the accumulator registers, issues the stage's four K steps of
// m64n256k16, commits them as one group and waits for the previous group
// (wgmma.wait_group 1) before releasing its stage; after the loop it waits
// for the last group (0). The accumulators pass through every wgmma and
// wait.
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline --tile-assign-layouts --convert-tile-to-llvm %examples/gemm_bf16_tma.mlir > %t.wgmma.mlir
// RUN: FileCheck %s --check-prefix=WG < %t.wgmma.mlir
// RUN: tile-opt --convert-tile-nv-to-llvm %t.wgmma.mlir | FileCheck %s --check-prefix=WGASM
//
// The cp.async + mma.sync GEMM on sm_80: in the main loop, after the
// cp.async group of the stage arrives, each K step of 16 issues the warp's
// sixteen m16n8k16 bf16 mma.sync (pure: no side effects).
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-pipeline --tile-assign-layouts --convert-tile-to-llvm %examples/gemm_bf16.mlir > %t.mma.mlir
// RUN: FileCheck %s --check-prefix=MMA < %t.mma.mlir
// RUN: tile-opt --convert-tile-nv-to-llvm %t.mma.mlir | FileCheck %s --check-prefix=MMAASM
//
// Block-scaled mma.sync on sm_120a: MXFP8 (kind::mxf8f6f4, one ue8m0 scale
// per 32 of K) and NVFP4 (kind::mxf4nvf4, one ue4m3 scale per 16), the
// scale registers of A and B after the accumulators.
// RUN: tile-opt --tile-set-target=gpu-name=sm_120a --tile-lower-dot --tile-pipeline --tile-assign-layouts --convert-tile-to-llvm %examples/gemm_mxfp8.mlir > %t.mxfp8.mlir
// RUN: FileCheck %s --check-prefix=MXFP8 < %t.mxfp8.mlir
// RUN: tile-opt --convert-tile-nv-to-llvm %t.mxfp8.mlir | FileCheck %s --check-prefix=MXFP8ASM
// RUN: tile-opt --tile-set-target=gpu-name=sm_120a --tile-lower-dot --tile-pipeline --tile-assign-layouts --convert-tile-to-llvm %examples/gemm_nvfp4.mlir | FileCheck %s --check-prefix=NVFP4

// The producer's copy thread issues the TMA loads; its warp reconverges
// before the named barrier that hands the registers over.
// WG-LABEL: llvm.func @gemm_bf16_tma
// WG: tile_nv.setmaxnreg dec 40
// WG: tile_nv.bar_warp_sync -1
// WG-NEXT: tile_nv.bar_sync 1, %c384_i32{{$}}
// The consumers' main loop.
// WG: scf.for {{.*}} iter_args(
// WG: tile_nv.mbarrier_try_wait shared_cta
// WG: tile_nv.wgmma_fence{{$}}
// WG-NOT: tile_nv.wgmma_commit_group
// WG-COUNT-4: = tile_nv.wgmma_mma_async n 256 k 16 f32, bf16, bf16 a_desc %{{[0-9]+}} b_desc %{{[0-9]+}} scale_d %c1_i32{{[_0-9]*}} acc(
// WG-NOT: tile_nv.wgmma_mma_async
// WG: tile_nv.wgmma_commit_group{{$}}
// WG-NEXT: %[[W:[0-9]+]]:128 = tile_nv.wgmma_wait_group 1 acc(
// WG: tile_nv.mbarrier_arrive shared_cta %{{[0-9]+}}{{$}}
// WG: scf.yield %[[W]]#0, %[[W]]#1,
// WG-NEXT: }
// WG-NEXT: %{{[0-9]+}}:128 = tile_nv.wgmma_wait_group 0 acc(
// WG-NOT: "wgmma.
// WG-NOT: "bar.warp.sync

// PipelinedDot's fence and commit clobber memory; wgmma.mma_async and
// wait_group have side effects without the clobber, their 128 f32
// accumulators tied to the outputs.
// WGASM: llvm.inline_asm has_side_effects "bar.warp.sync -1;", "~{memory}"
// WGASM: llvm.inline_asm has_side_effects "wgmma.fence.sync.aligned;", "~{memory}"
// WGASM: llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, {{.*}}, $127}, $128, $129, p, 1, 1, 0, 0;\0A}", "=f,{{.*}},=f,l,l,r,0,1,{{.*}},127" {{.*}} -> !llvm.struct<(f32,
// WGASM: llvm.inline_asm has_side_effects "wgmma.commit_group.sync.aligned;", "~{memory}"
// WGASM: llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 1;", "=f,{{.*}},=f,0,1,{{.*}},127"
// WGASM: llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 0;"
// WGASM-NOT: tile_nv.

// MMA-LABEL: llvm.func @gemm_bf16
// MMA: tile_nv.cp_async_commit_group
// MMA: scf.for {{.*}} iter_args(
// MMA-NEXT: tile_nv.cp_async_wait_group 2
// MMA: scf.for %{{.*}} = %{{.*}} to %c32 step %c16 iter_args(
// MMA-COUNT-16: = tile_nv.mma_sync m 16 n 8 k 16 f32, bf16, bf16 a(%{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}) b(%{{[0-9]+}}, %{{[0-9]+}}) c(%{{.*}}) : f32, f32, f32, f32 -> f32, f32, f32, f32
// MMA-NOT: tile_nv.mma_sync
// MMA: tile_nv.cp_async_wait_all
// MMA-NOT: "mma.sync

// MMAASM-COUNT-16: llvm.inline_asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" {{.*}} : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// MMAASM-NOT: tile_nv.

// MXFP8-COUNT-16: = tile_nv.mma_sync m 16 n 8 k 32 f32, e4m3, e4m3 block_scale mxf8f6f4 scale_vec 1 scale_type ue8m0 a({{.*}}) b({{.*}}) c({{.*}}) scales(%{{[0-9]+}}, %{{[0-9]+}}) : f32, f32, f32, f32 -> f32, f32, f32, f32
// MXFP8-NOT: tile_nv.mma_sync
// MXFP8ASM: llvm.inline_asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"
// NVFP4-COUNT-16: = tile_nv.mma_sync m 16 n 8 k 64 f32, e2m1, e2m1 block_scale mxf4nvf4 scale_vec 4 scale_type ue4m3 a({{.*}}) scales(
// NVFP4-NOT: tile_nv.mma_sync
