// One tensor map copied into a 64-byte-swizzled buffer and also read by a
// tile.load_box where it lands (unswizzled): no one encoding serves both,
// so the metadata gives the map no box and no swizzle (the launch must be
// handed a map). A second map read only through the buffer: box and
// swizzle 64.
tile.kernel @mixed_swizzles(%d: !tile.ptr<bf16> {tile.tensor_map},
                            %e: !tile.ptr<bf16> {tile.tensor_map},
                            %y: !tile.ptr<f32>, %i: i32) {
  %c0 = arith.constant 0 : i32
  %bar = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  %box = tile.buffer_alloc : !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>
  %box2 = tile.buffer_alloc : !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>
  tile.barrier_init %bar, count 1 : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.barrier_expect %bar, 8192 bytes : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.async_load_box %d[%c0, %i], %box, %bar : !tile.ptr<bf16>, !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>, !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.async_load_box %e[%c0, %i], %box2, %bar : !tile.ptr<bf16>, !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>, !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.barrier_wait %bar, phase %c0 : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  %t = tile.buffer_load %box : !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>> -> tensor<64x32xbf16>
  %t2 = tile.buffer_load %box2 : !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>> -> tensor<64x32xbf16>
  %u = tile.load_box %d[%c0, %c0] : !tile.ptr<bf16> -> tensor<64x32xbf16>
  %a = arith.extf %t : tensor<64x32xbf16> to tensor<64x32xf32>
  %a2 = arith.extf %t2 : tensor<64x32xbf16> to tensor<64x32xf32>
  %b = arith.extf %u : tensor<64x32xbf16> to tensor<64x32xf32>
  %s0 = arith.addf %a, %b : tensor<64x32xf32>
  %s = arith.addf %s0, %a2 : tensor<64x32xf32>
  %r = tile.range 0 to 2048 : tensor<2048xi32>
  %o = tile.reshape %r : tensor<2048xi32> -> tensor<64x32xi32>
  tile.store %s, %y[%o] : tensor<64x32xi32>, tensor<64x32xf32>
  tile.return
}
