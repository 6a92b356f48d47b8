module {
  tile.kernel @dot_fp8(%out: !tile.ptr<f32>) {
    %a = arith.constant dense<1.0> : tensor<32x64xf8E4M3FN>
    %b = arith.constant dense<1.0> : tensor<64x32xf8E5M2>
    %c = arith.constant dense<0.0> : tensor<32x32xf32>
    %d = tile.dot %a, %b, %c : tensor<32x64xf8E4M3FN>, tensor<64x32xf8E5M2> -> tensor<32x32xf32>
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
