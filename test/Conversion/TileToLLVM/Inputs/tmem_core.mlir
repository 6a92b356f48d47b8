// One tcgen05 MMA over operands in core matrices (#tile.shared<..., core>,
// no swizzle), copied in with cp.async: an e4m3 A 128 x 32 (K-major, two
// core matrices a band) and B K x N 32 x 48 (MN-major, lines of N of 48
// bytes, which no swizzle spans: three core matrices a band). Checked in
// test/Conversion/TileToLLVM/tensor-memory.mlir (CORE); numerics:
// test/python/test_tcgen05_copies_emulated.py.
!a = !tile.buffer<128x32xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, core>>
!b = !tile.buffer<32x48xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, core>>
!bar = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
tile.kernel @core_mma(%pa: !tile.ptr<f8E4M3FN>, %pb: !tile.ptr<f8E4M3FN>,
                      %c: !tile.ptr<f32>) attributes {num_warps = 4 : i32} {
  %c0 = arith.constant 0 : i32
  %false = arith.constant false
  %a = tile.buffer_alloc : !a
  %b = tile.buffer_alloc : !b
  %done = tile.buffer_alloc : !bar
  tile.barrier_init %done, count 1 : !bar
  %slot = tile.buffer_alloc : !slot
  %t = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x48xf32>
  // Row-major A (K 32) and B (N 48): row r, column c at r * cols + c.
  %r128 = tile.range 0 to 128 : tensor<128xi32>
  %r32 = tile.range 0 to 32 : tensor<32xi32>
  %r48 = tile.range 0 to 48 : tensor<48xi32>
  %ar = tile.expand_dims %r128 axis 1 : tensor<128xi32> -> tensor<128x1xi32>
  %k32 = arith.constant dense<32> : tensor<128x1xi32>
  %arow = arith.muli %ar, %k32 : tensor<128x1xi32>
  %arowb = tile.broadcast %arow : tensor<128x1xi32> -> tensor<128x32xi32>
  %ac = tile.expand_dims %r32 axis 0 : tensor<32xi32> -> tensor<1x32xi32>
  %acb = tile.broadcast %ac : tensor<1x32xi32> -> tensor<128x32xi32>
  %oa = arith.addi %arowb, %acb : tensor<128x32xi32>
  tile.async_copy %pa[%oa], %a : tensor<128x32xi32>, !a
  %br = tile.expand_dims %r32 axis 1 : tensor<32xi32> -> tensor<32x1xi32>
  %n48 = arith.constant dense<48> : tensor<32x1xi32>
  %brow = arith.muli %br, %n48 : tensor<32x1xi32>
  %browb = tile.broadcast %brow : tensor<32x1xi32> -> tensor<32x48xi32>
  %bc = tile.expand_dims %r48 axis 0 : tensor<48xi32> -> tensor<1x48xi32>
  %bcb = tile.broadcast %bc : tensor<1x48xi32> -> tensor<32x48xi32>
  %ob = arith.addi %browb, %bcb : tensor<32x48xi32>
  tile.async_copy %pb[%ob], %b : tensor<32x48xi32>, !b
  tile.async_commit
  tile.async_wait pending 0, async_proxy
  tile.tmem_dot %a, %b, %t accumulate %false : !a, !b, !tile.tmem<128x48xf32>
  tile.tmem_commit %done : !bar
  tile.barrier_wait %done, phase %c0 : !bar
  %r = tile.tmem_load %t : !tile.tmem<128x48xf32> -> tensor<128x48xf32>
  tile.tmem_dealloc %t : !tile.tmem<128x48xf32>
  tile.barrier_inval %done : !bar
  %i = tile.range 0 to 6144 : tensor<6144xi32>
  %o = tile.reshape %i : tensor<6144xi32> -> tensor<128x48xi32>
  tile.store %r, %c[%o] : tensor<128x48xi32>, tensor<128x48xf32>
  tile.return
}
