// TMA loads in tile mode (1-5 D) and im2col mode (3-5 D), multicast, L2
// cache hints, stores and reductions, prefetches.
module {
  tile.kernel @tma(%t: !tile.ptr<f16> {tile.tensor_map},
                   %g: !tile.ptr<f16>)
      attributes {cluster_dims = array<i32: 2>, smem_bytes = 8200 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %dst = arith.constant 0 : i32
    %bar = arith.constant 8192 : i32
    %bytes = arith.constant 4096 : i32
    %x = tile.program_id x : i32
    tile.mbarrier_init %bar, %c1
    tile.mbarrier_arrive_expect_tx %bar, %bytes
    // tile mode, 1 to 5 dimensions
    tile.tma_load %t[%x], %dst, %bar : !tile.ptr<f16>
    tile.tma_load %t[%x, %c1], %dst, %bar : !tile.ptr<f16>
    tile.tma_load %t[%x, %c1, %c2], %dst, %bar : !tile.ptr<f16>
    tile.tma_load %t[%x, %c1, %c2, %c3], %dst, %bar : !tile.ptr<f16>
    tile.tma_load %t[%x, %c1, %c2, %c3, %c4], %dst, %bar : !tile.ptr<f16>
    // im2col, 3 to 5 dimensions (N-2 offsets)
    tile.tma_load %t[%x, %c1, %c2], %dst, %bar im2col[%c1] mode im2col : !tile.ptr<f16>
    tile.tma_load %t[%x, %c1, %c2, %c3], %dst, %bar im2col[%c1, %c2] mode im2col : !tile.ptr<f16>
    tile.tma_load %t[%x, %c1, %c2, %c3, %c4], %dst, %bar im2col[%c1, %c2, %c3] mode im2col : !tile.ptr<f16>
    // multicast to the blocks of a CTA mask, and an L2 cache hint
    %pol = tile.l2_policy evict_first : i64
    %keep = tile.l2_policy evict_last : i64
    tile.tma_load %t[%x, %c1], %dst, %bar multicast %c3 : !tile.ptr<f16>
    tile.tma_load %t[%x, %c1], %dst, %bar cache_hint %pol : !tile.ptr<f16>
    tile.tma_load %t[%x, %c1], %dst, %bar multicast %c3 cache_hint %keep : !tile.ptr<f16>
    // a tensor map in global memory instead of a parameter
    tile.tma_load %g[%x, %c1], %dst, %bar : !tile.ptr<f16>
    tile.mbarrier_wait %bar, %c0 : i32
    // shared -> global: copy and reductions
    tile.tma_store %dst, %t[%x, %c1] : !tile.ptr<f16>
    tile.tma_store %dst, %t[%x, %c1, %c2, %c3, %c4] : !tile.ptr<f16>
    tile.tma_store %dst, %t[%x, %c1] reduce add : !tile.ptr<f16>
    tile.tma_store %dst, %t[%x, %c1] reduce min : !tile.ptr<f16>
    tile.tma_store %dst, %t[%x, %c1] reduce max cache_hint %pol : !tile.ptr<f16>
    tile.tma_store_wait read
    tile.tma_store_wait
    // prefetches: a box into L2, the descriptor itself
    tile.tma_prefetch %t[%x, %c1] : !tile.ptr<f16>
    tile.tma_prefetch %t[%x, %c1, %c2, %c3] im2col[%c1, %c2] mode im2col : !tile.ptr<f16>
    tile.tma_prefetch %t[%x] cache_hint %keep : !tile.ptr<f16>
    tile.tensormap_prefetch %t : !tile.ptr<f16>
    tile.tensormap_prefetch %g : !tile.ptr<f16>
    tile.return
  }
}
