// im2col::w alone (sm_100a/f, 103a/f, 110a/f).
module {
  tile.kernel @im2col_w(%t: !tile.ptr<f16> {tile.tensor_map})
      attributes {smem_bytes = 8200 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %bar = arith.constant 8192 : i32
    %bytes = arith.constant 8192 : i32
    tile.mbarrier_init %bar, %c1
    tile.mbarrier_arrive_expect_tx %bar, %bytes
    tile.tma_load %t[%c0, %c1, %c2], %c0, %bar im2col[%c1, %c2] mode im2col_w : !tile.ptr<f16>
    tile.mbarrier_wait %bar, %c0 : i32
    tile.return
  }
}
