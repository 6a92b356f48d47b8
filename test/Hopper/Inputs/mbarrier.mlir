// Every mbarrier operation, local and on a cluster peer.
module {
  tile.kernel @mbarriers(%out: !tile.ptr<i32>)
      attributes {cluster_dims = array<i32: 2>, smem_bytes = 64 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c128 = arith.constant 128 : i32
    %c1000 = arith.constant 1000 : i32
    %bytes = arith.constant 4096 : i32
    %bar = arith.constant 0 : i32
    %bar2 = arith.constant 8 : i32
    %rank = tile.cluster_block_rank : i32
    %peer = arith.xori %rank, %c1 : i32
    tile.mbarrier_init %bar, %c128
    tile.mbarrier_init %bar2, %c2
    tile.cluster_arrive aligned
    tile.cluster_wait aligned
    %tok = tile.mbarrier_arrive %bar : i64
    %d0 = tile.mbarrier_test_wait %bar, %tok : i64
    %d1 = tile.mbarrier_try_wait %bar, %tok : i64
    %d2 = tile.mbarrier_try_wait %bar, %tok timeout %c1000 : i64
    tile.mbarrier_wait %bar, %tok : i64
    %tok2 = tile.mbarrier_arrive %bar count %c1 : i64
    %d3 = tile.mbarrier_test_wait %bar, %c1 : i32
    %d4 = tile.mbarrier_try_wait %bar, %c1 : i32
    %d5 = tile.mbarrier_try_wait %bar, %c1 timeout %c1000 : i32
    tile.mbarrier_wait %bar, %c1 : i32
    tile.mbarrier_arrive_expect_tx %bar2, %bytes
    tile.mbarrier_expect_tx %bar2, %bytes
    tile.mbarrier_complete_tx %bar2, %bytes
    tile.mbarrier_arrive_expect_tx %bar2, %bytes rank %peer
    tile.mbarrier_expect_tx %bar2, %bytes rank %peer
    tile.mbarrier_complete_tx %bar2, %bytes rank %peer
    tile.mbarrier_arrive_cluster %bar2, %peer
    tile.mbarrier_arrive_cluster %bar2, %peer count %c2
    tile.mbarrier_wait %bar2, %c0 : i32
    tile.mbarrier_inval %bar
    tile.mbarrier_inval %bar2
    %a = arith.extui %d0 : i1 to i32
    %b = arith.extui %d1 : i1 to i32
    %c = arith.extui %d2 : i1 to i32
    %d = arith.extui %d3 : i1 to i32
    %e = arith.extui %d4 : i1 to i32
    %f = arith.extui %d5 : i1 to i32
    %t = arith.trunci %tok2 : i64 to i32
    %s0 = arith.addi %a, %b : i32
    %s1 = arith.addi %s0, %c : i32
    %s2 = arith.addi %s1, %d : i32
    %s3 = arith.addi %s2, %e : i32
    %s4 = arith.addi %s3, %f : i32
    %s5 = arith.addi %s4, %t : i32
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = tile.splat %s5 : tensor<128xi32>
    tile.store %v, %out[%r] : tensor<128xi32>, tensor<128xi32>
    tile.return
  }
}
