// Kernels whose tensor-core results are reduced and broadcast in registers
// (FragmentLayout row structure, rowsLayout): bench/kernels/check.py checks
// their numerics, test/Conversion/TileToLLVM/fragment-rows.mlir their PTX.
// 64 x 64 x 64 bf16 products, row-major, one block of 128 threads.
//
//   dot_softmax(a, b, c):              c = softmax(a @ b) over rows (f32)
//   dot_rowsum_colscale(a, b, c, rs, cs): rs = (a @ b).sum(1), c = (a @ b) * cs[None, :]
//   dot_rowmax_8warps(a, b, m):        m = (a @ b).max(1), 256 threads: on mma.sync
//                                      each row in 4 warps (parts through shared memory)
module {
  tile.kernel @dot_softmax(%a: !tile.ptr<bf16>, %b: !tile.ptr<bf16>, %c: !tile.ptr<f32>) {
    %r = tile.range 0 to 64 : tensor<64xi32>
    %r2 = tile.expand_dims %r axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %c64 = arith.constant 64 : i32
    %c64t = tile.splat %c64 : tensor<64x1xi32>
    %ro = arith.muli %r2, %c64t : tensor<64x1xi32>
    %rob = tile.broadcast %ro : tensor<64x1xi32> -> tensor<64x64xi32>
    %cc = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %ccb = tile.broadcast %cc : tensor<1x64xi32> -> tensor<64x64xi32>
    %off = arith.addi %rob, %ccb : tensor<64x64xi32>
    %ta = tile.load %a[%off] : tensor<64x64xi32> -> tensor<64x64xbf16>
    %tb = tile.load %b[%off] : tensor<64x64xi32> -> tensor<64x64xbf16>
    %z = arith.constant dense<0.0> : tensor<64x64xf32>
    %s = tile.dot %ta, %tb, %z : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
    %m = tile.reduce max %s axis 1 : tensor<64x64xf32> -> tensor<64xf32>
    %m2 = tile.expand_dims %m axis 1 : tensor<64xf32> -> tensor<64x1xf32>
    %mb = tile.broadcast %m2 : tensor<64x1xf32> -> tensor<64x64xf32>
    %d = arith.subf %s, %mb : tensor<64x64xf32>
    %e = math.exp %d : tensor<64x64xf32>
    %sum = tile.reduce add %e axis 1 : tensor<64x64xf32> -> tensor<64xf32>
    %s2 = tile.expand_dims %sum axis 1 : tensor<64xf32> -> tensor<64x1xf32>
    %sb = tile.broadcast %s2 : tensor<64x1xf32> -> tensor<64x64xf32>
    %y = arith.divf %e, %sb : tensor<64x64xf32>
    tile.store %y, %c[%off] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }

  tile.kernel @dot_rowsum_colscale(%a: !tile.ptr<bf16>, %b: !tile.ptr<bf16>, %c: !tile.ptr<f32>, %rs: !tile.ptr<f32>, %cs: !tile.ptr<f32>) {
    %r = tile.range 0 to 64 : tensor<64xi32>
    %r2 = tile.expand_dims %r axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %c64 = arith.constant 64 : i32
    %c64t = tile.splat %c64 : tensor<64x1xi32>
    %ro = arith.muli %r2, %c64t : tensor<64x1xi32>
    %rob = tile.broadcast %ro : tensor<64x1xi32> -> tensor<64x64xi32>
    %cc = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %ccb = tile.broadcast %cc : tensor<1x64xi32> -> tensor<64x64xi32>
    %off = arith.addi %rob, %ccb : tensor<64x64xi32>
    %ta = tile.load %a[%off] : tensor<64x64xi32> -> tensor<64x64xbf16>
    %tb = tile.load %b[%off] : tensor<64x64xi32> -> tensor<64x64xbf16>
    %z = arith.constant dense<0.0> : tensor<64x64xf32>
    %s = tile.dot %ta, %tb, %z : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
    %sum = tile.reduce add %s axis 1 : tensor<64x64xf32> -> tensor<64xf32>
    tile.store %sum, %rs[%r] : tensor<64xi32>, tensor<64xf32>
    %w = tile.load %cs[%r] : tensor<64xi32> -> tensor<64xf32>
    %w2 = tile.expand_dims %w axis 0 : tensor<64xf32> -> tensor<1x64xf32>
    %wb = tile.broadcast %w2 : tensor<1x64xf32> -> tensor<64x64xf32>
    %y = arith.mulf %s, %wb : tensor<64x64xf32>
    tile.store %y, %c[%off] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }

  tile.kernel @dot_rowmax_8warps(%a: !tile.ptr<bf16>, %b: !tile.ptr<bf16>, %mx: !tile.ptr<f32>)
      attributes {num_warps = 8 : i32} {
    %r = tile.range 0 to 64 : tensor<64xi32>
    %r2 = tile.expand_dims %r axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %c64 = arith.constant 64 : i32
    %c64t = tile.splat %c64 : tensor<64x1xi32>
    %ro = arith.muli %r2, %c64t : tensor<64x1xi32>
    %rob = tile.broadcast %ro : tensor<64x1xi32> -> tensor<64x64xi32>
    %cc = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %ccb = tile.broadcast %cc : tensor<1x64xi32> -> tensor<64x64xi32>
    %off = arith.addi %rob, %ccb : tensor<64x64xi32>
    %ta = tile.load %a[%off] : tensor<64x64xi32> -> tensor<64x64xbf16>
    %tb = tile.load %b[%off] : tensor<64x64xi32> -> tensor<64x64xbf16>
    %z = arith.constant dense<0.0> : tensor<64x64xf32>
    %s = tile.dot %ta, %tb, %z : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
    %m = tile.reduce max %s axis 1 : tensor<64x64xf32> -> tensor<64xf32>
    tile.store %m, %mx[%r] : tensor<64xi32>, tensor<64xf32>
    tile.return
  }
}
