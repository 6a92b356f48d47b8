// RUN: tile-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{'tile.kernel' op cluster_dims allows 9 blocks per cluster; a portable cluster has at most 8 (add `non_portable_cluster_size` for up to 16 on sm_90 and sm_100)}}
tile.kernel @k() attributes {cluster_dims = array<i32: 3, 3>} {
  tile.return
}

// -----

// expected-error @+1 {{'tile.kernel' op cluster_dims allows 32 blocks per cluster; a cluster has at most 16 blocks (non-portable)}}
tile.kernel @k() attributes {cluster_dims = array<i32: 4, 4, 2>, non_portable_cluster_size} {
  tile.return
}

// -----

// expected-error @+1 {{'tile.kernel' op cluster_dims needs 1 to 3 entries (x, y, z), got 4}}
tile.kernel @k() attributes {cluster_dims = array<i32: 1, 1, 1, 1>} {
  tile.return
}

// -----

// expected-error @+1 {{'tile.kernel' op cluster_dims entries must be positive, got 0}}
tile.kernel @k() attributes {cluster_dims = array<i32: 2, 0>} {
  tile.return
}

// -----

// expected-error @+1 {{'tile.kernel' op max_cluster_rank allows 12 blocks per cluster; a portable cluster has at most 8}}
tile.kernel @k() attributes {max_cluster_rank = 12 : i32} {
  tile.return
}

// -----

// expected-error @+1 {{max_cluster_rank and cluster_dims cannot both be given}}
tile.kernel @k() attributes {cluster_dims = array<i32: 2>, max_cluster_rank = 2 : i32} {
  tile.return
}

// -----

// expected-error @+1 {{'tile.kernel' op blocks_are_clusters needs cluster_dims}}
tile.kernel @k() attributes {blocks_are_clusters} {
  tile.return
}

// -----

// expected-error @+1 {{'tile.kernel' op blocks_are_clusters needs .reqntid; drop maxntid}}
tile.kernel @k() attributes {cluster_dims = array<i32: 2>, blocks_are_clusters, maxntid} {
  tile.return
}

// -----

// expected-error @+1 {{'tile.kernel' op max_registers is 300; a thread has at most 255 registers}}
tile.kernel @k() attributes {max_registers = 300 : i32} {
  tile.return
}

// -----

// expected-error @+1 {{'tile.kernel' op attribute 'min_blocks_per_sm' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
tile.kernel @k() attributes {min_blocks_per_sm = 0 : i32} {
  tile.return
}

// -----

// expected-error @+1 {{'tile.kernel' op smem_bytes is 300000; a block has at most 232448 bytes (227 KiB) of shared memory}}
tile.kernel @k() attributes {smem_bytes = 300000 : i32} {
  tile.return
}

// -----

// expected-error @+1 {{'tile.kernel' op parameter #0 has tile.tensor_map but type 'i32'; a tensor map is a !tile.ptr parameter}}
tile.kernel @k(%n: i32 {tile.tensor_map}) {
  tile.return
}

// -----

tile.kernel @k() {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  // expected-error @+1 {{'tile.mbarrier_init' op addresses shared memory, but the kernel has no shared-memory region: add `smem_bytes = N : i32` to @k's attributes}}
  tile.mbarrier_init %c0, %c1
  tile.return
}

// -----

tile.kernel @k() attributes {smem_bytes = 64 : i32} {
  %c4 = arith.constant 4 : i32
  %c1 = arith.constant 1 : i32
  // expected-error @+1 {{'tile.mbarrier_init' op the mbarrier at byte 4 must be 8-byte aligned}}
  tile.mbarrier_init %c4, %c1
  tile.return
}

// -----

tile.kernel @k() attributes {smem_bytes = 64 : i32} {
  %c64 = arith.constant 64 : i32
  %c1 = arith.constant 1 : i32
  // expected-error @+1 {{'tile.mbarrier_arrive_expect_tx' op the mbarrier at byte 64 (8 bytes) is outside the kernel's 64-byte shared-memory region}}
  tile.mbarrier_arrive_expect_tx %c64, %c1
  tile.return
}

// -----

tile.kernel @k(%t: !tile.ptr<f16> {tile.tensor_map}) attributes {smem_bytes = 1024 : i32} {
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %bar = arith.constant 1016 : i32
  // expected-error @+1 {{'tile.tma_load' op the destination at byte 64 must be 128-byte aligned}}
  tile.tma_load %t[%c0, %c0], %c64, %bar : !tile.ptr<f16>
  tile.return
}

// -----

tile.kernel @k(%t: !tile.ptr<f16> {tile.tensor_map}) attributes {smem_bytes = 1024 : i32} {
  %c0 = arith.constant 0 : i32
  %bar = arith.constant 1016 : i32
  // expected-error @+1 {{'tile.tma_load' op a tensor map has 1 to 5 dimensions, got 6 coordinates}}
  tile.tma_load %t[%c0, %c0, %c0, %c0, %c0, %c0], %c0, %bar : !tile.ptr<f16>
  tile.return
}

// -----

tile.kernel @k(%t: !tile.ptr<f16> {tile.tensor_map}) attributes {smem_bytes = 1024 : i32} {
  %c0 = arith.constant 0 : i32
  %bar = arith.constant 1016 : i32
  // expected-error @+1 {{'tile.tma_load' op mode im2col needs 3 to 5 dimensions, got 2}}
  tile.tma_load %t[%c0, %c0], %c0, %bar im2col[%c0] mode im2col : !tile.ptr<f16>
  tile.return
}

// -----

tile.kernel @k(%t: !tile.ptr<f16> {tile.tensor_map}) attributes {smem_bytes = 1024 : i32} {
  %c0 = arith.constant 0 : i32
  %bar = arith.constant 1016 : i32
  // expected-error @+1 {{'tile.tma_load' op mode im2col on 4 dimensions takes 2 im2col offsets, got 1}}
  tile.tma_load %t[%c0, %c0, %c0, %c0], %c0, %bar im2col[%c0] mode im2col : !tile.ptr<f16>
  tile.return
}

// -----

tile.kernel @k(%t: !tile.ptr<f16> {tile.tensor_map}) attributes {smem_bytes = 1024 : i32} {
  %c0 = arith.constant 0 : i32
  %bar = arith.constant 1016 : i32
  // expected-error @+1 {{'tile.tma_load' op mode im2col_w on 5 dimensions takes 2 im2col offsets, got 3}}
  tile.tma_load %t[%c0, %c0, %c0, %c0, %c0], %c0, %bar im2col[%c0, %c0, %c0] mode im2col_w : !tile.ptr<f16>
  tile.return
}

// -----

tile.kernel @k(%t: !tile.ptr<f16> {tile.tensor_map}) attributes {smem_bytes = 1024 : i32} {
  %c0 = arith.constant 0 : i32
  %bar = arith.constant 1016 : i32
  // expected-error @+1 {{'tile.tma_load' op im2col offsets need mode im2col, im2col_w or im2col_w128}}
  tile.tma_load %t[%c0, %c0, %c0], %c0, %bar im2col[%c0] : !tile.ptr<f16>
  tile.return
}

// -----

tile.kernel @k(%t: !tile.ptr<f16> {tile.tensor_map}) attributes {smem_bytes = 1024 : i32} {
  %c0 = arith.constant 0 : i32
  %bar = arith.constant 1016 : i32
  // expected-error @+1 {{'tile.tma_load' op cta_group is 1 or 2, got 4}}
  tile.tma_load %t[%c0, %c0], %c0, %bar cta_group 4 : !tile.ptr<f16>
  tile.return
}

// -----

tile.kernel @k(%t: !tile.ptr<f16> {tile.tensor_map}) attributes {smem_bytes = 1024 : i32} {
  %c0 = arith.constant 0 : i32
  // expected-error @+1 {{'tile.tma_prefetch' op tma_prefetch supports modes tile and im2col}}
  tile.tma_prefetch %t[%c0, %c0, %c0] im2col[%c0, %c0] mode im2col_w : !tile.ptr<f16>
  tile.return
}

// -----

tile.kernel @k(%t: !tile.ptr<f16> {tile.tensor_map}) attributes {smem_bytes = 1024 : i32} {
  %c8 = arith.constant 8 : i32
  %c0 = arith.constant 0 : i32
  // expected-error @+1 {{'tile.tma_store' op the source at byte 8 must be 128-byte aligned}}
  tile.tma_store %c8, %t[%c0] : !tile.ptr<f16>
  tile.return
}

// -----

tile.kernel @k() attributes {smem_bytes = 1024 : i32} {
  %c0 = arith.constant 0 : i32
  %r = tile.range 0 to 64 : tensor<64xi32>
  // expected-error @+1 {{'tile.smem_load' op offsets 'tensor<64xi32>' must have the shape of the data tile 'tensor<32xf32>'}}
  %v = tile.smem_load %c0[%r] : tensor<64xi32> -> tensor<32xf32>
  tile.return
}

// -----

tile.kernel @k() attributes {smem_bytes = 1024 : i32} {
  %c2 = arith.constant 2 : i32
  %r = tile.range 0 to 64 : tensor<64xi32>
  // expected-error @+1 {{'tile.smem_load' op the tile base at byte 2 must be 4-byte aligned}}
  %v = tile.smem_load %c2[%r] : tensor<64xi32> -> tensor<64xf32>
  tile.return
}

// -----

tile.kernel @k(%p: !tile.ptr<f32>) {
  %r = tile.range 0 to 64 : tensor<64xi32>
  %v = arith.constant dense<1.0> : tensor<64xf32>
  // expected-error @+1 {{'tile.atomic_rmw' op float atomics (f32, f64) support add and exch, not max}}
  %o = tile.atomic_rmw max %p[%r], %v scope gpu : tensor<64xi32>, tensor<64xf32>
  tile.return
}

// -----

tile.kernel @k(%p: !tile.ptr<f32>) {
  %r = tile.range 0 to 64 : tensor<64xi32>
  %v = arith.constant dense<1.0> : tensor<64xf32>
  // expected-error @+1 {{'tile.atomic_rmw' op float atomics (f32, f64) support add and exch, not umax}}
  %o = tile.atomic_rmw umax %p[%r], %v scope gpu : tensor<64xi32>, tensor<64xf32>
  tile.return
}

// -----

tile.kernel @k(%p: !tile.ptr<i32>) {
  %r = tile.range 0 to 64 : tensor<64xi32>
  %m = arith.constant dense<true> : tensor<32xi1>
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%m' expects different type than prior uses: 'tensor<64xi1>' vs 'tensor<32xi1>'}}
  %o = tile.atomic_rmw add %p[%r], %r mask %m scope gpu : tensor<64xi32>, tensor<64xi32>
  tile.return
}

// -----

tile.kernel @k(%p: !tile.ptr<i8>) {
  %r = tile.range 0 to 64 : tensor<64xi32>
  %v = arith.constant dense<1> : tensor<64xi8>
  // expected-error @+1 {{'tile.atomic_cas' op atomics support i32, i64, f16, bf16, f32 and f64 elements, got 'i8'}}
  %o = tile.atomic_cas %p[%r], %v, %v sem acquire scope gpu : tensor<64xi32>, tensor<64xi8>
  tile.return
}

// -----

tile.kernel @k(%p: !tile.ptr<f16>) {
  %r = tile.range 0 to 64 : tensor<64xi32>
  %v = arith.constant dense<1.0> : tensor<64xf16>
  // expected-error @+1 {{'tile.atomic_rmw' op f16 and bf16 atomics are adds only (atom.add.noftz), got exch}}
  %o = tile.atomic_rmw exch %p[%r], %v scope gpu : tensor<64xi32>, tensor<64xf16>
  tile.return
}

// -----

tile.kernel @k(%p: !tile.ptr<bf16>) {
  %r = tile.range 0 to 64 : tensor<64xi32>
  %v = arith.constant dense<1.0> : tensor<64xbf16>
  // expected-error @+1 {{'tile.atomic_cas' op f16 and bf16 atomics are adds only (atom.add.noftz), got cas}}
  %o = tile.atomic_cas %p[%r], %v, %v scope gpu : tensor<64xi32>, tensor<64xbf16>
  tile.return
}

// -----

tile.kernel @k(%p: !tile.ptr<i32>) {
  %r = tile.range 0 to 64 : tensor<64xi32>
  %s = tile.range 0 to 32 : tensor<32xi32>
  // expected-error @+1 {{'tile.atomic_cas' op offsets 'tensor<32xi32>' must have the shape of the value tile 'tensor<64xi32>'}}
  %o = tile.atomic_cas %p[%s], %r, %r scope gpu : tensor<32xi32>, tensor<64xi32>
  tile.return
}
