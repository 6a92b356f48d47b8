// tile-pipeline at its own level: the #tile.pipeline plan it writes on each
// target's K loop (TMA boxes: wgmma warp-specialized with its setmaxnreg
// budgets, mma.sync; tile.loads: cp.async + mma.sync or wgmma; tcgen05:
// the stages and producer warps it leaves to the generic passes),
// the kernel attributes it grows (warps, registers), the box offsets of
// other tile.load_box ops, and the errors it stops with. The lowering of
// these plans is tested in test/Conversion/TileToNV/pipeline*.mlir.
//
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline %examples/gemm_bf16_tma.mlir | FileCheck %s --check-prefix=WGMMA
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline %examples/gemm_bf16_tma.mlir | FileCheck %s --check-prefix=TCGEN05
// RUN: tile-opt --tile-set-target=gpu-name=sm_90 --tile-lower-dot --tile-pipeline %examples/gemm_bf16_tma.mlir | FileCheck %s --check-prefix=TMA-MMA
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-pipeline %examples/gemm_bf16.mlir | FileCheck %s --check-prefix=CP-MMA
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline %examples/gemm_bf16.mlir | FileCheck %s --check-prefix=CP-WGMMA
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline=stages=2 %examples/gemm_bf16_tma.mlir | FileCheck %s --check-prefix=STAGES2
// RUN: not tile-opt --tile-set-target=gpu-name=sm_90a --tile-pipeline=stages=17 %examples/gemm_bf16_tma.mlir 2>&1 | FileCheck %s --check-prefix=STAGES17
// RUN: tile-opt --tile-pipeline %s -split-input-file -verify-diagnostics
// Attention's key loop on sm_100a (128 rows: both dots tcgen05), which no
// template matches, is planned for tile-pipeline-loads: 2 stages, or the
// loop's tile.num_stages; num_stages = 1 leaves it alone.
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot "--tile-pipeline=remarks" %S/Inputs/attention_tma_m128.mlir 2>&1 | FileCheck %s --check-prefix=TCGATT
// RUN: sed 's/^    }$/    } {tile.num_stages = 3 : i64}/' %S/Inputs/attention_tma_m128.mlir | tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline | FileCheck %s --check-prefix=TCGATT3
// RUN: sed 's/^    }$/    } {tile.num_stages = 1 : i64}/' %S/Inputs/attention_tma_m128.mlir | tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot "--tile-pipeline=remarks" 2>&1 | FileCheck %s --check-prefix=TCGATT1
// TCGATT: remark: pipelined: 2 tcgen05 dots, 2 stages, as {{IR}} (tile-pipeline-loads: rings of the loop's 2 loads, each dot reading B from its stage)
// TCGATT: } {tile.pipeline_loads = 2 : i64}
// TCGATT3: } {tile.num_stages = 3 : i64, tile.pipeline_loads = 3 : i64}
// TCGATT1: remark: not pipelined: its tile.num_stages is 1
// TCGATT1-NOT: tile.pipeline_loads
// Triton's fused-attention tutorial through block pointers: the key loop
// carries their coordinates (advanced by BLOCK_N) and their strides and
// bases (unchanged). Inside the loop those become functions of the
// induction variable, init + ((iv - lb) / step) * 64, and the strides
// their inits, so the rings can address a later iteration's K and V.
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot "--tile-pipeline=remarks" %S/Inputs/attention_block_ptr_tcgen05.mlir 2>&1 | FileCheck %s --check-prefix=TCGBP
// TCGBP: remark: pipelined: 2 tcgen05 dots, 2 stages
// TCGBP: tile.kernel @_attn_fwd
// TCGBP: scf.for %[[IV:[^ ]+]] = %[[LB:[^ ]+]] to %{{[^ ]+}} step %[[STEP:[^ ]+]] iter_args
// TCGBP-NEXT: %[[SUB:[^ ]+]] = arith.subi %[[IV]], %[[LB]] : i32
// TCGBP-NEXT: %[[ITER:[^ ]+]] = arith.divui %[[SUB]], %[[STEP]] : i32
// TCGBP: arith.muli %[[ITER]], %c64_i32 : i32
// TCGBP: tile.load %arg1
// TCGBP: tile.load %arg2
// TCGBP: } {tile.pipeline_loads = 2 : i64}

// A producer warpgroup more (8 + 4 warps), the entry register count every
// thread starts with, the producer's and the consumers' budgets.
// WGMMA: tile.kernel @gemm_bf16_tma
// WGMMA-SAME: max_registers = 168
// WGMMA-SAME: num_warps = 12
// WGMMA: } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}

// tcgen05: left to the generic passes, the stages that fit on the loop and
// the producer warp tile-warp-specialize splits off on the kernel (the
// block grows there, not here); the boxes get no place of their own.
// TCGEN05: tile.kernel @gemm_bf16_tma
// TCGEN05-SAME: num_warps = 8
// TCGEN05-SAME: tile.warp_specialize = 1 : i32
// TCGEN05-NOT: smem_offset
// TCGEN05: } {tile.pipeline_loads = 4 : i64}

// TMA-MMA: } {tile.pipeline = #tile.pipeline<tma_mma_sync, stages = 4, smem_offset = 0>}

// CP-MMA: } {tile.pipeline = #tile.pipeline<cp_async_mma_sync, stages = 4, smem_offset = 0>}
// CP-WGMMA: } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 4, smem_offset = 0, shared_a = #tile.shared<swizzle = 64, elem_bytes = 2>, shared_b = #tile.shared<swizzle = 128, elem_bytes = 2>>}

// STAGES2: #tile.pipeline<tma_wgmma, stages = 2, smem_offset = 0,

// STAGES17: error: tile-pipeline needs 2 to 16 stages, got 17

// One tensor map, two box shapes: TMA would copy the map's box for both.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%d: !tile.ptr<bf16> {tile.tensor_map}, %x: i32) {
    // expected-note @+1 {{the other op}}
    %a = tile.load_box %d[%x, %x] : !tile.ptr<bf16> -> tensor<128x64xbf16>
    // expected-error @+1 {{'tile.load_box' op copies 64x64 boxes through a tensor map that another op copies 128x64 boxes through; a tensor map has one box shape (pass a second tensor map)}}
    %b = tile.load_box %d[%x, %x] : !tile.ptr<bf16> -> tensor<64x64xbf16>
    tile.return
  }
}

// -----

// A cta_group = 2 kernel whose tcgen05 dot is in no pairable K loop.
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
  tile.kernel @k() attributes {num_warps = 4 : i32, cluster_dims = array<i32: 2>, cta_group = 2 : i32} {
    %a = arith.constant dense<1.0> : tensor<128x16xbf16>
    %b = arith.constant dense<1.0> : tensor<16x64xbf16>
    %c = arith.constant dense<0.0> : tensor<128x64xf32>
    // expected-error @+1 {{the kernel has cta_group = 2, so its tcgen05 MMAs run over CTA pairs, but this dot is not in a K loop that tile-pipeline pairs}}
    %d = tile.dot %a, %b, %c kind tcgen05 : tensor<128x16xbf16>, tensor<16x64xbf16> -> tensor<128x64xf32>
    tile.return
  }
}
