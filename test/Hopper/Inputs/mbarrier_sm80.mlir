// The mbarrier subset that sm_80 has: init, arrive (one), test_wait on a
// token, inval.
module {
  tile.kernel @mbarrier_basic(%out: !tile.ptr<i32>) attributes {smem_bytes = 8 : i32} {
    %bar = arith.constant 0 : i32
    %c128 = arith.constant 128 : i32
    tile.mbarrier_init %bar, %c128
    %tok = tile.mbarrier_arrive %bar : i64
    %done = tile.mbarrier_test_wait %bar, %tok : i64
    tile.mbarrier_inval %bar
    %d = arith.extui %done : i1 to i32
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = tile.splat %d : tensor<128xi32>
    tile.store %v, %out[%r] : tensor<128xi32>, tensor<128xi32>
    tile.return
  }
}
