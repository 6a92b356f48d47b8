// TMA copy-and-scale (sm_90+): each block moves one 32x64 f32 box of a 2-D
// tensor into shared memory with cp.async.bulk.tensor, waits on an mbarrier,
// scales it, and writes it back with a TMA store.
//
//   tile-translate --gpu-name=sm_90a examples/hopper_tma_copy.mlir -o tma.ptx
//   tile-translate --gpu-name=sm_90a --emit=cubin examples/hopper_tma_copy.mlir -o tma.cubin
//   tile-translate --gpu-name=sm_90a --emit=metadata examples/hopper_tma_copy.mlir
//
// Host side (docs/hopper.md, "Tensor maps"): encode two CUtensorMaps with
// cuTensorMapEncodeTiled(CU_TENSOR_MAP_DATA_TYPE_FLOAT32, rank 2,
// dims {cols, rows}, strides {cols * 4}, box {64, 32}, element strides {1, 1},
// CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_NONE,
// CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE) and pass
// them by value. Launch: grid = (cols / 64, rows / 32), block = 128 threads,
// 16392 bytes of dynamic shared memory.

module {
  tile.kernel @tma_scale(%in: !tile.ptr<f32> {tile.tensor_map},
                         %out: !tile.ptr<f32> {tile.tensor_map}, %s: f32)
      attributes {num_warps = 4 : i32, smem_bytes = 16392 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    // Shared memory: the input box at 0, the output box at 8192, the
    // mbarrier at 16384.
    %out_box = arith.constant 8192 : i32
    %bar = arith.constant 16384 : i32
    %box_bytes = arith.constant 8192 : i32
    %bx = tile.program_id x : i32
    %by = tile.program_id y : i32
    %col = arith.muli %bx, %c64 : i32
    %row = arith.muli %by, %c32 : i32

    tile.tensormap_prefetch %in : !tile.ptr<f32>
    tile.mbarrier_init %bar, %c1
    tile.mbarrier_arrive_expect_tx %bar, %box_bytes
    tile.tma_load %in[%col, %row], %c0, %bar : !tile.ptr<f32>
    tile.mbarrier_wait %bar, %c0 : i32

    %r = tile.range 0 to 2048 : tensor<2048xi32>
    %v = tile.smem_load %c0[%r] : tensor<2048xi32> -> tensor<2048xf32>
    %ss = tile.splat %s : tensor<2048xf32>
    %w = arith.mulf %v, %ss : tensor<2048xf32>
    tile.smem_store %w, %out_box[%r] : tensor<2048xi32>, tensor<2048xf32>

    tile.tma_store %out_box, %out[%col, %row] : !tile.ptr<f32>
    tile.tma_store_wait
    tile.mbarrier_inval %bar
    tile.return
  }
}
