// B's column stride is a kernel argument (%s): the index arithmetic cannot
// prove its chunks contiguous, so each chunk checks at run time (its eight
// offsets consecutive) and falls back to element loads where they are not;
// A's masked chunks are proven prefixes.
module {
  tile.kernel @runtime_stride(%a: !tile.ptr<bf16>, %b: !tile.ptr<bf16>, %c: !tile.ptr<f32>,
                              %K: i32, %N: i32, %s: i32) {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %r32 = tile.range 0 to 32 : tensor<32xi32>
    %rows = tile.expand_dims %r64 axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %Ks = tile.splat %K : tensor<64x1xi32>
    %arow = arith.muli %rows, %Ks : tensor<64x1xi32>
    %arow_b = tile.broadcast %arow : tensor<64x1xi32> -> tensor<64x32xi32>
    %kc = tile.expand_dims %r32 axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %kc_b = tile.broadcast %kc : tensor<1x32xi32> -> tensor<64x32xi32>
    %kr = tile.expand_dims %r32 axis 1 : tensor<32xi32> -> tensor<32x1xi32>
    %kr_b = tile.broadcast %kr : tensor<32x1xi32> -> tensor<32x64xi32>
    %nc = tile.expand_dims %r64 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %nc_b = tile.broadcast %nc : tensor<1x64xi32> -> tensor<32x64xi32>
    %ss = tile.splat %s : tensor<32x64xi32>
    %ncs = arith.muli %nc_b, %ss : tensor<32x64xi32>
    %Ns = tile.splat %N : tensor<32x64xi32>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    %acc = scf.for %k0 = %c0 to %K step %c32 iter_args(%acc_in = %zero) -> (tensor<64x64xf32>) : i32 {
      %k0a = tile.splat %k0 : tensor<64x32xi32>
      %ka = arith.addi %kc_b, %k0a : tensor<64x32xi32>
      %aoff = arith.addi %arow_b, %ka : tensor<64x32xi32>
      %Ka = tile.splat %K : tensor<64x32xi32>
      %am = arith.cmpi slt, %ka, %Ka : tensor<64x32xi32>
      %ta = tile.load %a[%aoff] mask %am : tensor<64x32xi32> -> tensor<64x32xbf16>
      %k0b = tile.splat %k0 : tensor<32x64xi32>
      %kb = arith.addi %kr_b, %k0b : tensor<32x64xi32>
      %brow = arith.muli %kb, %Ns : tensor<32x64xi32>
      %boff = arith.addi %brow, %ncs : tensor<32x64xi32>
      %tb = tile.load %b[%boff] : tensor<32x64xi32> -> tensor<32x64xbf16>
      %d = tile.dot %ta, %tb, %acc_in : tensor<64x32xbf16>, tensor<32x64xbf16> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    }
    %Nc = tile.splat %N : tensor<64x1xi32>
    %crow = arith.muli %rows, %Nc : tensor<64x1xi32>
    %crow_b = tile.broadcast %crow : tensor<64x1xi32> -> tensor<64x64xi32>
    %nc64 = tile.broadcast %nc : tensor<1x64xi32> -> tensor<64x64xi32>
    %coff = arith.addi %crow_b, %nc64 : tensor<64x64xi32>
    tile.store %acc, %c[%coff] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}
