// An accumulator read back in a loop over tiles and rewritten by the next
// tile's MMAs (the shape tile-pipeline-loads gives a persistent kernel),
// its ops not marked `fenced`: tensor-memory.mlir checks the lowering
// refuses it, and lowers it with the marks (sed).
!a = !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
!b = !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
!bar = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
module {
  tile.kernel @rewritten(%c: !tile.ptr<f32>, %n: i32) attributes {num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %false = arith.constant false
    %a = tile.buffer_alloc : !a
    %b = tile.buffer_alloc : !b
    %done = tile.buffer_alloc : !bar
    tile.barrier_init %done, count 1 : !bar
    %slot = tile.buffer_alloc : !slot
    %t = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x128xf32>
    %i = tile.range 0 to 16384 : tensor<16384xi32>
    %o = tile.reshape %i : tensor<16384xi32> -> tensor<128x128xi32>
    scf.for %tile = %c0 to %n step %c1 : i32 {
      scf.for %k = %c0 to %n step %c1 : i32 {
        tile.tmem_dot %a, %b transpose_b, %t accumulate %false : !a, !b, !tile.tmem<128x128xf32>
      }
      tile.tmem_commit %done : !bar
      %phase = arith.remui %tile, %c1 : i32
      tile.barrier_wait %done, phase %phase : !bar
      %r = tile.tmem_load %t : !tile.tmem<128x128xf32> -> tensor<128x128xf32>
      tile.store %r, %c[%o] : tensor<128x128xi32>, tensor<128x128xf32>
      tile.barrier
    }
    tile.tmem_dealloc %t : !tile.tmem<128x128xf32>
    tile.return
  }
}
