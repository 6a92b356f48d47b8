// The TMA forms that need sm_100a/f, 103a/f or 110a/f: CTA pairs and the
// im2col::w modes.
module {
  tile.kernel @tma_blackwell(%t: !tile.ptr<bf16> {tile.tensor_map})
      attributes {cluster_dims = array<i32: 2>, smem_bytes = 8200 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %bar = arith.constant 8192 : i32
    %bytes = arith.constant 8192 : i32
    tile.mbarrier_init %bar, %c1
    tile.mbarrier_arrive_expect_tx %bar, %bytes
    tile.tma_load %t[%c0, %c1], %c0, %bar cta_group 2 : !tile.ptr<bf16>
    tile.tma_load %t[%c0, %c1, %c2], %c0, %bar im2col[%c1, %c2] mode im2col_w : !tile.ptr<bf16>
    tile.tma_load %t[%c0, %c1, %c2, %c0], %c0, %bar im2col[%c1, %c2] mode im2col_w128 : !tile.ptr<bf16>
    tile.tma_load %t[%c0, %c1, %c2, %c0, %c1], %c0, %bar im2col[%c1, %c2] multicast %c2 mode im2col_w cta_group 2 : !tile.ptr<bf16>
    tile.mbarrier_wait %bar, %c0 : i32
    tile.return
  }
}
