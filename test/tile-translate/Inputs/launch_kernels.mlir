// Two kernels with launch attributes, for --emit=metadata.
module {
  tile.kernel @gemm_like(%a: !tile.ptr<bf16>, %desc: !tile.ptr<bf16> {tile.tensor_map}, %n: i32)
      attributes {num_warps = 8 : i32, cluster_dims = array<i32: 2>,
                  smem_bytes = 33024 : i32, min_blocks_per_sm = 1 : i32,
                  max_registers = 128 : i32} {
    %c0 = arith.constant 0 : i32
    %bar = arith.constant 32768 : i32
    %bytes = arith.constant 32768 : i32
    %c1 = arith.constant 1 : i32
    %x = tile.program_id x : i32
    tile.mbarrier_init %bar, %c1
    tile.mbarrier_arrive_expect_tx %bar, %bytes
    tile.tma_load %desc[%c0, %x], %c0, %bar : !tile.ptr<bf16>
    tile.mbarrier_wait %bar, %c0 : i32
    tile.return
  }
  tile.kernel @reduce_rows(%x: !tile.ptr<f32>, %n: i32)
      attributes {num_warps = 2 : i32, maxntid, max_cluster_rank = 4 : i32} {
    %r = tile.range 0 to 256 : tensor<256xi32>
    %v = tile.load %x[%r] : tensor<256xi32> -> tensor<256xf32>
    %s = tile.reduce add %v axis 0 : tensor<256xf32> -> f32
    %t = tile.splat %s : tensor<256xf32>
    tile.store %t, %x[%r] : tensor<256xi32>, tensor<256xf32>
    tile.return
  }
}
