// One kernel per tcgen05 instruction kind (kind::f16 with bf16 and with f16
// inputs and a non-zero C, kind::tf32, kind::f8f6f4 with mixed fp8); each
// stores its 128xN result.
module {
  tile.kernel @dot_bf16(%out: !tile.ptr<f32>) {
    %a = arith.constant dense<1.0> : tensor<128x32xbf16>
    %b = arith.constant dense<1.0> : tensor<32x64xbf16>
    %c = arith.constant dense<0.0> : tensor<128x64xf32>
    %d = tile.dot %a, %b, %c : tensor<128x32xbf16>, tensor<32x64xbf16> -> tensor<128x64xf32>
    %rm = tile.range 0 to 128 : tensor<128xi32>
    %rn = tile.range 0 to 64 : tensor<64xi32>
    %rme = tile.expand_dims %rm axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %ld = arith.constant dense<64> : tensor<128x1xi32>
    %row = arith.muli %rme, %ld : tensor<128x1xi32>
    %rowb = tile.broadcast %row : tensor<128x1xi32> -> tensor<128x64xi32>
    %rne = tile.expand_dims %rn axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %colb = tile.broadcast %rne : tensor<1x64xi32> -> tensor<128x64xi32>
    %off = arith.addi %rowb, %colb : tensor<128x64xi32>
    tile.store %d, %out[%off] : tensor<128x64xi32>, tensor<128x64xf32>
    tile.return
  }
  tile.kernel @dot_f16(%out: !tile.ptr<f32>) {
    %a = arith.constant dense<1.0> : tensor<128x16xf16>
    %b = arith.constant dense<1.0> : tensor<16x48xf16>
    %c = arith.constant dense<2.0> : tensor<128x48xf32>
    %d = tile.dot %a, %b, %c : tensor<128x16xf16>, tensor<16x48xf16> -> tensor<128x48xf32>
    %rm = tile.range 0 to 128 : tensor<128xi32>
    %rn = tile.range 0 to 48 : tensor<48xi32>
    %rme = tile.expand_dims %rm axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %ld = arith.constant dense<48> : tensor<128x1xi32>
    %row = arith.muli %rme, %ld : tensor<128x1xi32>
    %rowb = tile.broadcast %row : tensor<128x1xi32> -> tensor<128x48xi32>
    %rne = tile.expand_dims %rn axis 0 : tensor<48xi32> -> tensor<1x48xi32>
    %colb = tile.broadcast %rne : tensor<1x48xi32> -> tensor<128x48xi32>
    %off = arith.addi %rowb, %colb : tensor<128x48xi32>
    tile.store %d, %out[%off] : tensor<128x48xi32>, tensor<128x48xf32>
    tile.return
  }
  tile.kernel @dot_tf32(%out: !tile.ptr<f32>) {
    %a = arith.constant dense<1.0> : tensor<128x16xf32>
    %b = arith.constant dense<1.0> : tensor<16x32xf32>
    %c = arith.constant dense<0.0> : tensor<128x32xf32>
    %d = tile.dot %a, %b, %c : tensor<128x16xf32>, tensor<16x32xf32> -> tensor<128x32xf32>
    %rm = tile.range 0 to 128 : tensor<128xi32>
    %rn = tile.range 0 to 32 : tensor<32xi32>
    %rme = tile.expand_dims %rm axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %ld = arith.constant dense<32> : tensor<128x1xi32>
    %row = arith.muli %rme, %ld : tensor<128x1xi32>
    %rowb = tile.broadcast %row : tensor<128x1xi32> -> tensor<128x32xi32>
    %rne = tile.expand_dims %rn axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %colb = tile.broadcast %rne : tensor<1x32xi32> -> tensor<128x32xi32>
    %off = arith.addi %rowb, %colb : tensor<128x32xi32>
    tile.store %d, %out[%off] : tensor<128x32xi32>, tensor<128x32xf32>
    tile.return
  }
  tile.kernel @dot_fp8(%out: !tile.ptr<f32>) {
    %a = arith.constant dense<1.0> : tensor<128x64xf8E4M3FN>
    %b = arith.constant dense<1.0> : tensor<64x64xf8E5M2>
    %c = arith.constant dense<0.0> : tensor<128x64xf32>
    %d = tile.dot %a, %b, %c : tensor<128x64xf8E4M3FN>, tensor<64x64xf8E5M2> -> tensor<128x64xf32>
    %rm = tile.range 0 to 128 : tensor<128xi32>
    %rn = tile.range 0 to 64 : tensor<64xi32>
    %rme = tile.expand_dims %rm axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %ld = arith.constant dense<64> : tensor<128x1xi32>
    %row = arith.muli %rme, %ld : tensor<128x1xi32>
    %rowb = tile.broadcast %row : tensor<128x1xi32> -> tensor<128x64xi32>
    %rne = tile.expand_dims %rn axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %colb = tile.broadcast %rne : tensor<1x64xi32> -> tensor<128x64xi32>
    %off = arith.addi %rowb, %colb : tensor<128x64xi32>
    tile.store %d, %out[%off] : tensor<128x64xi32>, tensor<128x64xf32>
    tile.return
  }
}
