// Clusters without the PTX 8.0 forms: .version stays the target's on sm_90.
module {
  tile.kernel @cluster_basic(%out: !tile.ptr<i32>)
      attributes {cluster_dims = array<i32: 2, 2>} {
    %rank = tile.cluster_block_rank : i32
    %n = tile.cluster_num_blocks : i32
    %cx = tile.cluster_id x : i32
    %cy = tile.cluster_id y : i32
    %cz = tile.cluster_id z : i32
    %nx = tile.num_clusters x : i32
    %ny = tile.num_clusters y : i32
    %nz = tile.num_clusters z : i32
    %bx = tile.cluster_block_id x : i32
    %by = tile.cluster_block_id y : i32
    %bz = tile.cluster_block_id z : i32
    %sx = tile.cluster_shape x : i32
    %sy = tile.cluster_shape y : i32
    %sz = tile.cluster_shape z : i32
    %explicit = tile.is_explicit_cluster
    %e = arith.extui %explicit : i1 to i32
    tile.cluster_arrive
    tile.cluster_wait
    tile.cluster_arrive aligned
    tile.cluster_wait aligned
    tile.fence_cluster sc
    tile.fence_cluster acq_rel
    %s0 = arith.addi %rank, %n : i32
    %s1 = arith.addi %s0, %cx : i32
    %s2 = arith.addi %s1, %cy : i32
    %s3 = arith.addi %s2, %cz : i32
    %s4 = arith.addi %s3, %nx : i32
    %s5 = arith.addi %s4, %ny : i32
    %s6 = arith.addi %s5, %nz : i32
    %s7 = arith.addi %s6, %bx : i32
    %s8 = arith.addi %s7, %by : i32
    %s9 = arith.addi %s8, %bz : i32
    %s10 = arith.addi %s9, %sx : i32
    %s11 = arith.addi %s10, %sy : i32
    %s12 = arith.addi %s11, %sz : i32
    %s13 = arith.addi %s12, %e : i32
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = tile.splat %s13 : tensor<128xi32>
    %old = tile.atomic_rmw add %out[%r], %v scope cluster : tensor<128xi32>, tensor<128xi32>
    %m = tile.atomic_rmw max %out[%r], %old scope gpu : tensor<128xi32>, tensor<128xi32>
    tile.store %m, %out[%r] : tensor<128xi32>, tensor<128xi32>
    tile.return
  }
}
