// One kernel per element combination; each stores its result.
module {
  tile.kernel @dot_bf16(%out: !tile.ptr<f32>) {
    %a = arith.constant dense<1.0> : tensor<64x32xbf16>
    %b = arith.constant dense<1.0> : tensor<32x64xbf16>
    %c = arith.constant dense<0.0> : tensor<64x64xf32>
    %d = tile.dot %a, %b, %c : tensor<64x32xbf16>, tensor<32x64xbf16> -> tensor<64x64xf32>
    %rm = tile.range 0 to 64 : tensor<64xi32>
    %rn = tile.range 0 to 64 : tensor<64xi32>
    %rme = tile.expand_dims %rm axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %ld = arith.constant dense<64> : tensor<64x1xi32>
    %row = arith.muli %rme, %ld : tensor<64x1xi32>
    %rowb = tile.broadcast %row : tensor<64x1xi32> -> tensor<64x64xi32>
    %rne = tile.expand_dims %rn axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %colb = tile.broadcast %rne : tensor<1x64xi32> -> tensor<64x64xi32>
    %off = arith.addi %rowb, %colb : tensor<64x64xi32>
    tile.store %d, %out[%off] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
  tile.kernel @dot_f16_f16acc(%out: !tile.ptr<f16>) {
    %a = arith.constant dense<1.0> : tensor<32x32xf16>
    %b = arith.constant dense<1.0> : tensor<32x32xf16>
    %c = arith.constant dense<0.0> : tensor<32x32xf16>
    %d = tile.dot %a, %b, %c : tensor<32x32xf16>, tensor<32x32xf16> -> tensor<32x32xf16>
    %rm = tile.range 0 to 32 : tensor<32xi32>
    %rn = tile.range 0 to 32 : tensor<32xi32>
    %rme = tile.expand_dims %rm axis 1 : tensor<32xi32> -> tensor<32x1xi32>
    %ld = arith.constant dense<32> : tensor<32x1xi32>
    %row = arith.muli %rme, %ld : tensor<32x1xi32>
    %rowb = tile.broadcast %row : tensor<32x1xi32> -> tensor<32x32xi32>
    %rne = tile.expand_dims %rn axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %colb = tile.broadcast %rne : tensor<1x32xi32> -> tensor<32x32xi32>
    %off = arith.addi %rowb, %colb : tensor<32x32xi32>
    tile.store %d, %out[%off] : tensor<32x32xi32>, tensor<32x32xf16>
    tile.return
  }
  tile.kernel @dot_f16(%out: !tile.ptr<f32>) {
    %a = arith.constant dense<1.0> : tensor<32x16xf16>
    %b = arith.constant dense<1.0> : tensor<16x16xf16>
    %c = arith.constant dense<0.0> : tensor<32x16xf32>
    %d = tile.dot %a, %b, %c : tensor<32x16xf16>, tensor<16x16xf16> -> tensor<32x16xf32>
    %rm = tile.range 0 to 32 : tensor<32xi32>
    %rn = tile.range 0 to 16 : tensor<16xi32>
    %rme = tile.expand_dims %rm axis 1 : tensor<32xi32> -> tensor<32x1xi32>
    %ld = arith.constant dense<16> : tensor<32x1xi32>
    %row = arith.muli %rme, %ld : tensor<32x1xi32>
    %rowb = tile.broadcast %row : tensor<32x1xi32> -> tensor<32x16xi32>
    %rne = tile.expand_dims %rn axis 0 : tensor<16xi32> -> tensor<1x16xi32>
    %colb = tile.broadcast %rne : tensor<1x16xi32> -> tensor<32x16xi32>
    %off = arith.addi %rowb, %colb : tensor<32x16xi32>
    tile.store %d, %out[%off] : tensor<32x16xi32>, tensor<32x16xf32>
    tile.return
  }
  tile.kernel @dot_tf32(%out: !tile.ptr<f32>) {
    %a = arith.constant dense<1.0> : tensor<32x16xf32>
    %b = arith.constant dense<1.0> : tensor<16x32xf32>
    %c = arith.constant dense<0.0> : tensor<32x32xf32>
    %d = tile.dot %a, %b, %c : tensor<32x16xf32>, tensor<16x32xf32> -> tensor<32x32xf32>
    %rm = tile.range 0 to 32 : tensor<32xi32>
    %rn = tile.range 0 to 32 : tensor<32xi32>
    %rme = tile.expand_dims %rm axis 1 : tensor<32xi32> -> tensor<32x1xi32>
    %ld = arith.constant dense<32> : tensor<32x1xi32>
    %row = arith.muli %rme, %ld : tensor<32x1xi32>
    %rowb = tile.broadcast %row : tensor<32x1xi32> -> tensor<32x32xi32>
    %rne = tile.expand_dims %rn axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %colb = tile.broadcast %rne : tensor<1x32xi32> -> tensor<32x32xi32>
    %off = arith.addi %rowb, %colb : tensor<32x32xi32>
    tile.store %d, %out[%off] : tensor<32x32xi32>, tensor<32x32xf32>
    tile.return
  }
}
