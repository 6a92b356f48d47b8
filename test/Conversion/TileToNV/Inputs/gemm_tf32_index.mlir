// A tf32 K loop over an index induction variable, unmasked loads: on sm_80
// tile-pipeline makes it a cp.async pipeline (4 elements per 16-byte chunk).
module {
  tile.kernel @tf32_index(%a: !tile.ptr<f32>, %b: !tile.ptr<f32>, %c: !tile.ptr<f32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %r32 = tile.range 0 to 32 : tensor<32xi32>
    %r16 = tile.range 0 to 16 : tensor<16xi32>
    %rows = tile.expand_dims %r32 axis 1 : tensor<32xi32> -> tensor<32x1xi32>
    %ld = arith.constant dense<1024> : tensor<32x1xi32>
    %arow = arith.muli %rows, %ld : tensor<32x1xi32>
    %arow_b = tile.broadcast %arow : tensor<32x1xi32> -> tensor<32x16xi32>
    %kc = tile.expand_dims %r16 axis 0 : tensor<16xi32> -> tensor<1x16xi32>
    %kc_b = tile.broadcast %kc : tensor<1x16xi32> -> tensor<32x16xi32>
    %kr = tile.expand_dims %r16 axis 1 : tensor<16xi32> -> tensor<16x1xi32>
    %ldb = arith.constant dense<32> : tensor<16x1xi32>
    %brow = arith.muli %kr, %ldb : tensor<16x1xi32>
    %brow_b = tile.broadcast %brow : tensor<16x1xi32> -> tensor<16x32xi32>
    %nc = tile.expand_dims %r32 axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %nc_b = tile.broadcast %nc : tensor<1x32xi32> -> tensor<16x32xi32>
    %zero = arith.constant dense<0.0> : tensor<32x32xf32>
    %acc = scf.for %k = %c0 to %n step %c16 iter_args(%acc_in = %zero) -> (tensor<32x32xf32>) {
      %k32 = arith.index_cast %k : index to i32
      %ks = tile.splat %k32 : tensor<32x16xi32>
      %ka = arith.addi %kc_b, %ks : tensor<32x16xi32>
      %aoff = arith.addi %arow_b, %ka : tensor<32x16xi32>
      %ta = tile.load %a[%aoff] : tensor<32x16xi32> -> tensor<32x16xf32>
      %c32 = arith.constant 32 : i32
      %kn = arith.muli %k32, %c32 : i32
      %kns = tile.splat %kn : tensor<16x32xi32>
      %boff0 = arith.addi %brow_b, %kns : tensor<16x32xi32>
      %boff = arith.addi %boff0, %nc_b : tensor<16x32xi32>
      %tb = tile.load %b[%boff] : tensor<16x32xi32> -> tensor<16x32xf32>
      %d = tile.dot %ta, %tb, %acc_in : tensor<32x16xf32>, tensor<16x32xf32> -> tensor<32x32xf32>
      scf.yield %d : tensor<32x32xf32>
    }
    %crow = arith.muli %rows, %ld : tensor<32x1xi32>
    %crow_b = tile.broadcast %crow : tensor<32x1xi32> -> tensor<32x32xi32>
    %nc32 = tile.broadcast %nc : tensor<1x32xi32> -> tensor<32x32xi32>
    %coff = arith.addi %crow_b, %nc32 : tensor<32x32xi32>
    tile.store %acc, %c[%coff] : tensor<32x32xi32>, tensor<32x32xf32>
    tile.return
  }
}
