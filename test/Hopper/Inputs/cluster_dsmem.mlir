// Distributed shared memory, relaxed cluster barriers and the cluster-shape
// attributes that need PTX 8.0 / 9.0.
module {
  // Each block writes its rank into its own shared memory, then reads its
  // neighbour's through the cluster window.
  tile.kernel @dsmem_exchange(%out: !tile.ptr<f32>)
      attributes {cluster_dims = array<i32: 4>, smem_bytes = 512 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %rank = tile.cluster_block_rank : i32
    %next0 = arith.addi %rank, %c1 : i32
    %next = arith.remui %next0, %c4 : i32
    %r = tile.range 0 to 128 : tensor<128xi32>
    %rf = arith.sitofp %rank : i32 to f32
    %v = tile.splat %rf : tensor<128xf32>
    tile.smem_store %v, %c0[%r] : tensor<128xi32>, tensor<128xf32>
    tile.cluster_arrive relaxed aligned
    tile.cluster_wait aligned
    %w = tile.smem_load %c0[%r] rank %next : tensor<128xi32> -> tensor<128xf32>
    tile.smem_store %w, %c0[%r] rank %next : tensor<128xi32>, tensor<128xf32>
    %h = tile.smem_load %c0[%r] rank %next : tensor<128xi32> -> tensor<128xf16>
    %hf = arith.extf %h : tensor<128xf16> to tensor<128xf32>
    %sum = arith.addf %w, %hf : tensor<128xf32>
    tile.cluster_arrive
    tile.cluster_wait
    %pid = tile.program_id x : i32
    %c128 = arith.constant 128 : i32
    %base = arith.muli %pid, %c128 : i32
    %bs = tile.splat %base : tensor<128xi32>
    %offs = arith.addi %bs, %r : tensor<128xi32>
    tile.store %sum, %out[%offs] : tensor<128xi32>, tensor<128xf32>
    tile.return
  }
  // 16 blocks: only with non_portable_cluster_size.
  tile.kernel @wide_cluster(%out: !tile.ptr<f32>)
      attributes {cluster_dims = array<i32: 4, 2, 2>, non_portable_cluster_size} {
    tile.return
  }
  tile.kernel @ranked(%out: !tile.ptr<f32>)
      attributes {max_cluster_rank = 8 : i32, num_warps = 2 : i32} {
    tile.return
  }
}
