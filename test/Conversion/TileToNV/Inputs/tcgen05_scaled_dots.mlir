// tile.dot_scaled (MXFP8) kernels for the tcgen05 block-scaled lowering;
// each stores its MxN result.
//  scaled_k128:   128x64x128, e4m3, scales loaded from memory, C = +0.0: one
//                 K group of 4 scale blocks (SF IDs 0-3), one A and one B atom.
//  scaled_m256:   256x32x64, e5m2 x e4m3, C = 2.0 (to TMEM first), 8 warps:
//                 two M blocks, so two A atoms.
//  scaled_rounds: 128x16x384, C = 1.0, 8 warps: A and B do not fit in shared
//                 memory at once, so two rounds of K 192 (6 scale blocks: two
//                 K groups, SF IDs 0-3 then 0-1).
//  scaled_n48:    128x48x32, e5m2, C = +0.0: N not a multiple of 32 (16-column
//                 tcgen05.ld pieces), one scale block.
module {
  tile.kernel @scaled_k128(%out: !tile.ptr<f32>, %psa: !tile.ptr<f8E8M0FNU>, %psb: !tile.ptr<f8E8M0FNU>) {
    %a = arith.constant dense<1.0> : tensor<128x128xf8E4M3FN>
    %sa_r = tile.range 0 to 128 : tensor<128xi32>
    %sa_k = tile.range 0 to 4 : tensor<4xi32>
    %sa_re = tile.expand_dims %sa_r axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %sa_ld = arith.constant dense<4> : tensor<128x1xi32>
    %sa_row = arith.muli %sa_re, %sa_ld : tensor<128x1xi32>
    %sa_rowb = tile.broadcast %sa_row : tensor<128x1xi32> -> tensor<128x4xi32>
    %sa_ke = tile.expand_dims %sa_k axis 0 : tensor<4xi32> -> tensor<1x4xi32>
    %sa_kb = tile.broadcast %sa_ke : tensor<1x4xi32> -> tensor<128x4xi32>
    %sa_off = arith.addi %sa_rowb, %sa_kb : tensor<128x4xi32>
    %sa = tile.load %psa[%sa_off] : tensor<128x4xi32> -> tensor<128x4xf8E8M0FNU>
    %b = arith.constant dense<1.0> : tensor<128x64xf8E4M3FN>
    %sb_r = tile.range 0 to 64 : tensor<64xi32>
    %sb_k = tile.range 0 to 4 : tensor<4xi32>
    %sb_re = tile.expand_dims %sb_r axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %sb_ld = arith.constant dense<4> : tensor<64x1xi32>
    %sb_row = arith.muli %sb_re, %sb_ld : tensor<64x1xi32>
    %sb_rowb = tile.broadcast %sb_row : tensor<64x1xi32> -> tensor<64x4xi32>
    %sb_ke = tile.expand_dims %sb_k axis 0 : tensor<4xi32> -> tensor<1x4xi32>
    %sb_kb = tile.broadcast %sb_ke : tensor<1x4xi32> -> tensor<64x4xi32>
    %sb_off = arith.addi %sb_rowb, %sb_kb : tensor<64x4xi32>
    %sb = tile.load %psb[%sb_off] : tensor<64x4xi32> -> tensor<64x4xf8E8M0FNU>
    %c = arith.constant dense<0.0> : tensor<128x64xf32>
    %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c : tensor<128x128xf8E4M3FN>, tensor<128x4xf8E8M0FNU>, tensor<128x64xf8E4M3FN>, tensor<64x4xf8E8M0FNU> -> tensor<128x64xf32>
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
  tile.kernel @scaled_m256(%out: !tile.ptr<f32>) attributes {num_warps = 8 : i32} {
    %a = arith.constant dense<1.0> : tensor<256x64xf8E5M2>
    %sa = arith.constant dense<1.0> : tensor<256x2xf8E8M0FNU>
    %b = arith.constant dense<1.0> : tensor<64x32xf8E4M3FN>
    %sb = arith.constant dense<2.0> : tensor<32x2xf8E8M0FNU>
    %c = arith.constant dense<2.0> : tensor<256x32xf32>
    %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c : tensor<256x64xf8E5M2>, tensor<256x2xf8E8M0FNU>, tensor<64x32xf8E4M3FN>, tensor<32x2xf8E8M0FNU> -> tensor<256x32xf32>
    %rm = tile.range 0 to 256 : tensor<256xi32>
    %rn = tile.range 0 to 32 : tensor<32xi32>
    %rme = tile.expand_dims %rm axis 1 : tensor<256xi32> -> tensor<256x1xi32>
    %ld = arith.constant dense<32> : tensor<256x1xi32>
    %row = arith.muli %rme, %ld : tensor<256x1xi32>
    %rowb = tile.broadcast %row : tensor<256x1xi32> -> tensor<256x32xi32>
    %rne = tile.expand_dims %rn axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %colb = tile.broadcast %rne : tensor<1x32xi32> -> tensor<256x32xi32>
    %off = arith.addi %rowb, %colb : tensor<256x32xi32>
    tile.store %d, %out[%off] : tensor<256x32xi32>, tensor<256x32xf32>
    tile.return
  }
  tile.kernel @scaled_rounds(%out: !tile.ptr<f32>) attributes {num_warps = 8 : i32} {
    %a = arith.constant dense<1.0> : tensor<128x384xf8E4M3FN>
    %sa = arith.constant dense<1.0> : tensor<128x12xf8E8M0FNU>
    %b = arith.constant dense<1.0> : tensor<384x16xf8E4M3FN>
    %sb = arith.constant dense<2.0> : tensor<16x12xf8E8M0FNU>
    %c = arith.constant dense<1.0> : tensor<128x16xf32>
    %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c : tensor<128x384xf8E4M3FN>, tensor<128x12xf8E8M0FNU>, tensor<384x16xf8E4M3FN>, tensor<16x12xf8E8M0FNU> -> tensor<128x16xf32>
    %rm = tile.range 0 to 128 : tensor<128xi32>
    %rn = tile.range 0 to 16 : tensor<16xi32>
    %rme = tile.expand_dims %rm axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %ld = arith.constant dense<16> : tensor<128x1xi32>
    %row = arith.muli %rme, %ld : tensor<128x1xi32>
    %rowb = tile.broadcast %row : tensor<128x1xi32> -> tensor<128x16xi32>
    %rne = tile.expand_dims %rn axis 0 : tensor<16xi32> -> tensor<1x16xi32>
    %colb = tile.broadcast %rne : tensor<1x16xi32> -> tensor<128x16xi32>
    %off = arith.addi %rowb, %colb : tensor<128x16xi32>
    tile.store %d, %out[%off] : tensor<128x16xi32>, tensor<128x16xf32>
    tile.return
  }
  tile.kernel @scaled_n48(%out: !tile.ptr<f32>) {
    %a = arith.constant dense<1.0> : tensor<128x32xf8E5M2>
    %sa = arith.constant dense<1.0> : tensor<128x1xf8E8M0FNU>
    %b = arith.constant dense<1.0> : tensor<32x48xf8E5M2>
    %sb = arith.constant dense<2.0> : tensor<48x1xf8E8M0FNU>
    %c = arith.constant dense<0.0> : tensor<128x48xf32>
    %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c : tensor<128x32xf8E5M2>, tensor<128x1xf8E8M0FNU>, tensor<32x48xf8E5M2>, tensor<48x1xf8E8M0FNU> -> tensor<128x48xf32>
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
}
