// A wgmma accumulator of 192 rows (3 tiles on one warpgroup: even, not a
// power of two) whose row max is broadcast back: the rows stay in the
// fragment (check-layouts.mlir, ROWS192).
tile.kernel @rows192(%a: !tile.ptr<f16>, %b: !tile.ptr<f16>, %c: !tile.ptr<f32>) attributes {num_warps = 4 : i32} {
  %ri = tile.range 0 to 192 : tensor<192xi32>
  %rk = tile.range 0 to 16 : tensor<16xi32>
  %rn = tile.range 0 to 64 : tensor<64xi32>
  %ar = tile.expand_dims %ri axis 1 : tensor<192xi32> -> tensor<192x1xi32>
  %c16 = arith.constant dense<16> : tensor<192x1xi32>
  %arow = arith.muli %ar, %c16 : tensor<192x1xi32>
  %ab = tile.broadcast %arow : tensor<192x1xi32> -> tensor<192x16xi32>
  %ak = tile.expand_dims %rk axis 0 : tensor<16xi32> -> tensor<1x16xi32>
  %akb = tile.broadcast %ak : tensor<1x16xi32> -> tensor<192x16xi32>
  %aoff = arith.addi %ab, %akb : tensor<192x16xi32>
  %ta = tile.load %a[%aoff] : tensor<192x16xi32> -> tensor<192x16xf16>
  %bk = tile.expand_dims %rk axis 1 : tensor<16xi32> -> tensor<16x1xi32>
  %c64 = arith.constant dense<64> : tensor<16x1xi32>
  %brow = arith.muli %bk, %c64 : tensor<16x1xi32>
  %bb = tile.broadcast %brow : tensor<16x1xi32> -> tensor<16x64xi32>
  %bn = tile.expand_dims %rn axis 0 : tensor<64xi32> -> tensor<1x64xi32>
  %bnb = tile.broadcast %bn : tensor<1x64xi32> -> tensor<16x64xi32>
  %boff = arith.addi %bb, %bnb : tensor<16x64xi32>
  %tb = tile.load %b[%boff] : tensor<16x64xi32> -> tensor<16x64xf16>
  %z = arith.constant dense<0.0> : tensor<192x64xf32>
  %d = tile.dot %ta, %tb, %z : tensor<192x16xf16>, tensor<16x64xf16> -> tensor<192x64xf32>
  %m = tile.reduce max %d axis 1 : tensor<192x64xf32> -> tensor<192xf32>
  %me = tile.expand_dims %m axis 1 : tensor<192xf32> -> tensor<192x1xf32>
  %mb = tile.broadcast %me : tensor<192x1xf32> -> tensor<192x64xf32>
  %s = arith.subf %d, %mb : tensor<192x64xf32>
  %cr = tile.expand_dims %ri axis 1 : tensor<192xi32> -> tensor<192x1xi32>
  %c64c = arith.constant dense<64> : tensor<192x1xi32>
  %crow = arith.muli %cr, %c64c : tensor<192x1xi32>
  %cb = tile.broadcast %crow : tensor<192x1xi32> -> tensor<192x64xi32>
  %cn = tile.expand_dims %rn axis 0 : tensor<64xi32> -> tensor<1x64xi32>
  %cnb = tile.broadcast %cn : tensor<1x64xi32> -> tensor<192x64xi32>
  %coff = arith.addi %cb, %cnb : tensor<192x64xi32>
  tile.store %s, %c[%coff] : tensor<192x64xi32>, tensor<192x64xf32>
  tile.return
}
