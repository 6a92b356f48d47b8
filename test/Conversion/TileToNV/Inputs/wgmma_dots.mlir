// Loaded operands, stored results: one kernel per wgmma element type.
module {
  tile.kernel @wgmma_bf16(%pa: !tile.ptr<bf16>, %pb: !tile.ptr<bf16>, %out: !tile.ptr<f32>) {
    %rm = tile.range 0 to 64 : tensor<64xi32>
    %rn = tile.range 0 to 64 : tensor<64xi32>
    %rk = tile.range 0 to 32 : tensor<32xi32>
    %rme = tile.expand_dims %rm axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %ldk = arith.constant dense<32> : tensor<64x1xi32>
    %arow = arith.muli %rme, %ldk : tensor<64x1xi32>
    %arowb = tile.broadcast %arow : tensor<64x1xi32> -> tensor<64x32xi32>
    %rke = tile.expand_dims %rk axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %rkb = tile.broadcast %rke : tensor<1x32xi32> -> tensor<64x32xi32>
    %aoff = arith.addi %arowb, %rkb : tensor<64x32xi32>
    %a = tile.load %pa[%aoff] : tensor<64x32xi32> -> tensor<64x32xbf16>
    %rkc = tile.expand_dims %rk axis 1 : tensor<32xi32> -> tensor<32x1xi32>
    %ldn = arith.constant dense<64> : tensor<32x1xi32>
    %brow = arith.muli %rkc, %ldn : tensor<32x1xi32>
    %browb = tile.broadcast %brow : tensor<32x1xi32> -> tensor<32x64xi32>
    %rne = tile.expand_dims %rn axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %rnb = tile.broadcast %rne : tensor<1x64xi32> -> tensor<32x64xi32>
    %boff = arith.addi %browb, %rnb : tensor<32x64xi32>
    %b = tile.load %pb[%boff] : tensor<32x64xi32> -> tensor<32x64xbf16>
    %c = arith.constant dense<0.0> : tensor<64x64xf32>
    %d = tile.dot %a, %b, %c : tensor<64x32xbf16>, tensor<32x64xbf16> -> tensor<64x64xf32>
    %ldc = arith.constant dense<64> : tensor<64x1xi32>
    %crow = arith.muli %rme, %ldc : tensor<64x1xi32>
    %crowb = tile.broadcast %crow : tensor<64x1xi32> -> tensor<64x64xi32>
    %rncb = tile.broadcast %rne : tensor<1x64xi32> -> tensor<64x64xi32>
    %coff = arith.addi %crowb, %rncb : tensor<64x64xi32>
    tile.store %d, %out[%coff] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
  tile.kernel @wgmma_f16_two_groups(%pa: !tile.ptr<f16>, %pb: !tile.ptr<f16>, %out: !tile.ptr<f32>) attributes {num_warps = 8 : i32} {
    %rm = tile.range 0 to 128 : tensor<128xi32>
    %rn = tile.range 0 to 64 : tensor<64xi32>
    %rk = tile.range 0 to 16 : tensor<16xi32>
    %rme = tile.expand_dims %rm axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %ldk = arith.constant dense<16> : tensor<128x1xi32>
    %arow = arith.muli %rme, %ldk : tensor<128x1xi32>
    %arowb = tile.broadcast %arow : tensor<128x1xi32> -> tensor<128x16xi32>
    %rke = tile.expand_dims %rk axis 0 : tensor<16xi32> -> tensor<1x16xi32>
    %rkb = tile.broadcast %rke : tensor<1x16xi32> -> tensor<128x16xi32>
    %aoff = arith.addi %arowb, %rkb : tensor<128x16xi32>
    %a = tile.load %pa[%aoff] : tensor<128x16xi32> -> tensor<128x16xf16>
    %rkc = tile.expand_dims %rk axis 1 : tensor<16xi32> -> tensor<16x1xi32>
    %ldn = arith.constant dense<64> : tensor<16x1xi32>
    %brow = arith.muli %rkc, %ldn : tensor<16x1xi32>
    %browb = tile.broadcast %brow : tensor<16x1xi32> -> tensor<16x64xi32>
    %rne = tile.expand_dims %rn axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %rnb = tile.broadcast %rne : tensor<1x64xi32> -> tensor<16x64xi32>
    %boff = arith.addi %browb, %rnb : tensor<16x64xi32>
    %b = tile.load %pb[%boff] : tensor<16x64xi32> -> tensor<16x64xf16>
    %c = arith.constant dense<0.0> : tensor<128x64xf32>
    %d = tile.dot %a, %b, %c : tensor<128x16xf16>, tensor<16x64xf16> -> tensor<128x64xf32>
    %ldc = arith.constant dense<64> : tensor<128x1xi32>
    %crow = arith.muli %rme, %ldc : tensor<128x1xi32>
    %crowb = tile.broadcast %crow : tensor<128x1xi32> -> tensor<128x64xi32>
    %rncb = tile.broadcast %rne : tensor<1x64xi32> -> tensor<128x64xi32>
    %coff = arith.addi %crowb, %rncb : tensor<128x64xi32>
    tile.store %d, %out[%coff] : tensor<128x64xi32>, tensor<128x64xf32>
    tile.return
  }
  tile.kernel @wgmma_tf32(%pa: !tile.ptr<f32>, %pb: !tile.ptr<f32>, %out: !tile.ptr<f32>) {
    %rm = tile.range 0 to 64 : tensor<64xi32>
    %rn = tile.range 0 to 32 : tensor<32xi32>
    %rk = tile.range 0 to 16 : tensor<16xi32>
    %rme = tile.expand_dims %rm axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %ldk = arith.constant dense<16> : tensor<64x1xi32>
    %arow = arith.muli %rme, %ldk : tensor<64x1xi32>
    %arowb = tile.broadcast %arow : tensor<64x1xi32> -> tensor<64x16xi32>
    %rke = tile.expand_dims %rk axis 0 : tensor<16xi32> -> tensor<1x16xi32>
    %rkb = tile.broadcast %rke : tensor<1x16xi32> -> tensor<64x16xi32>
    %aoff = arith.addi %arowb, %rkb : tensor<64x16xi32>
    %a = tile.load %pa[%aoff] : tensor<64x16xi32> -> tensor<64x16xf32>
    %rkc = tile.expand_dims %rk axis 1 : tensor<16xi32> -> tensor<16x1xi32>
    %ldn = arith.constant dense<32> : tensor<16x1xi32>
    %brow = arith.muli %rkc, %ldn : tensor<16x1xi32>
    %browb = tile.broadcast %brow : tensor<16x1xi32> -> tensor<16x32xi32>
    %rne = tile.expand_dims %rn axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %rnb = tile.broadcast %rne : tensor<1x32xi32> -> tensor<16x32xi32>
    %boff = arith.addi %browb, %rnb : tensor<16x32xi32>
    %b = tile.load %pb[%boff] : tensor<16x32xi32> -> tensor<16x32xf32>
    %c = arith.constant dense<0.0> : tensor<64x32xf32>
    %d = tile.dot %a, %b, %c : tensor<64x16xf32>, tensor<16x32xf32> -> tensor<64x32xf32>
    %ldc = arith.constant dense<32> : tensor<64x1xi32>
    %crow = arith.muli %rme, %ldc : tensor<64x1xi32>
    %crowb = tile.broadcast %crow : tensor<64x1xi32> -> tensor<64x32xi32>
    %rncb = tile.broadcast %rne : tensor<1x32xi32> -> tensor<64x32xi32>
    %coff = arith.addi %crowb, %rncb : tensor<64x32xi32>
    tile.store %d, %out[%coff] : tensor<64x32xi32>, tensor<64x32xf32>
    tile.return
  }
  tile.kernel @wgmma_fp8(%pa: !tile.ptr<f8E4M3FN>, %pb: !tile.ptr<f8E5M2>, %out: !tile.ptr<f32>) {
    %rm = tile.range 0 to 64 : tensor<64xi32>
    %rn = tile.range 0 to 64 : tensor<64xi32>
    %rk = tile.range 0 to 64 : tensor<64xi32>
    %rme = tile.expand_dims %rm axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %ldk = arith.constant dense<64> : tensor<64x1xi32>
    %arow = arith.muli %rme, %ldk : tensor<64x1xi32>
    %arowb = tile.broadcast %arow : tensor<64x1xi32> -> tensor<64x64xi32>
    %rke = tile.expand_dims %rk axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %rkb = tile.broadcast %rke : tensor<1x64xi32> -> tensor<64x64xi32>
    %aoff = arith.addi %arowb, %rkb : tensor<64x64xi32>
    %a = tile.load %pa[%aoff] : tensor<64x64xi32> -> tensor<64x64xf8E4M3FN>
    %rkc = tile.expand_dims %rk axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %ldn = arith.constant dense<64> : tensor<64x1xi32>
    %brow = arith.muli %rkc, %ldn : tensor<64x1xi32>
    %browb = tile.broadcast %brow : tensor<64x1xi32> -> tensor<64x64xi32>
    %rne = tile.expand_dims %rn axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %rnb = tile.broadcast %rne : tensor<1x64xi32> -> tensor<64x64xi32>
    %boff = arith.addi %browb, %rnb : tensor<64x64xi32>
    %b = tile.load %pb[%boff] : tensor<64x64xi32> -> tensor<64x64xf8E5M2>
    %c = arith.constant dense<0.0> : tensor<64x64xf32>
    %d = tile.dot %a, %b, %c : tensor<64x64xf8E4M3FN>, tensor<64x64xf8E5M2> -> tensor<64x64xf32>
    %ldc = arith.constant dense<64> : tensor<64x1xi32>
    %crow = arith.muli %rme, %ldc : tensor<64x1xi32>
    %crowb = tile.broadcast %crow : tensor<64x1xi32> -> tensor<64x64xi32>
    %rncb = tile.broadcast %rne : tensor<1x64xi32> -> tensor<64x64xi32>
    %coff = arith.addi %crowb, %rncb : tensor<64x64xi32>
    tile.store %d, %out[%coff] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
  tile.kernel @wgmma_f16_accumulator(%pa: !tile.ptr<f16>, %pb: !tile.ptr<f16>, %out: !tile.ptr<f16>) {
    %rm = tile.range 0 to 64 : tensor<64xi32>
    %rn = tile.range 0 to 64 : tensor<64xi32>
    %rk = tile.range 0 to 32 : tensor<32xi32>
    %rme = tile.expand_dims %rm axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %ldk = arith.constant dense<32> : tensor<64x1xi32>
    %arow = arith.muli %rme, %ldk : tensor<64x1xi32>
    %arowb = tile.broadcast %arow : tensor<64x1xi32> -> tensor<64x32xi32>
    %rke = tile.expand_dims %rk axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %rkb = tile.broadcast %rke : tensor<1x32xi32> -> tensor<64x32xi32>
    %aoff = arith.addi %arowb, %rkb : tensor<64x32xi32>
    %a = tile.load %pa[%aoff] : tensor<64x32xi32> -> tensor<64x32xf16>
    %rkc = tile.expand_dims %rk axis 1 : tensor<32xi32> -> tensor<32x1xi32>
    %ldn = arith.constant dense<64> : tensor<32x1xi32>
    %brow = arith.muli %rkc, %ldn : tensor<32x1xi32>
    %browb = tile.broadcast %brow : tensor<32x1xi32> -> tensor<32x64xi32>
    %rne = tile.expand_dims %rn axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %rnb = tile.broadcast %rne : tensor<1x64xi32> -> tensor<32x64xi32>
    %boff = arith.addi %browb, %rnb : tensor<32x64xi32>
    %b = tile.load %pb[%boff] : tensor<32x64xi32> -> tensor<32x64xf16>
    %c = arith.constant dense<0.0> : tensor<64x64xf16>
    %d = tile.dot %a, %b, %c : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf16>
    %ldc = arith.constant dense<64> : tensor<64x1xi32>
    %crow = arith.muli %rme, %ldc : tensor<64x1xi32>
    %crowb = tile.broadcast %crow : tensor<64x1xi32> -> tensor<64x64xi32>
    %rncb = tile.broadcast %rne : tensor<1x64xi32> -> tensor<64x64xi32>
    %coff = arith.addi %crowb, %rncb : tensor<64x64xi32>
    tile.store %d, %out[%coff] : tensor<64x64xi32>, tensor<64x64xf16>
    tile.return
  }
}
