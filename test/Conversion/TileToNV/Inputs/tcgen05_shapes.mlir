// Shapes beyond one 128xN MMA over 4 warps: two M blocks (M = 256), 8 warps
// (warps 4-7 do not touch tensor memory), 5 warps (slots that straddle the
// chunks C and D move through), and a K too large for shared memory at once
// (two K rounds on one mbarrier, phases 0 and 1). Non-zero C goes to tensor
// memory before the MMAs.
module {
  tile.kernel @dot_m256(%out: !tile.ptr<f32>) {
    %a = arith.constant dense<1.0> : tensor<256x32xbf16>
    %b = arith.constant dense<1.0> : tensor<32x64xbf16>
    %c = arith.constant dense<3.0> : tensor<256x64xf32>
    %d = tile.dot %a, %b, %c : tensor<256x32xbf16>, tensor<32x64xbf16> -> tensor<256x64xf32>
    %rm = tile.range 0 to 256 : tensor<256xi32>
    %rn = tile.range 0 to 64 : tensor<64xi32>
    %rme = tile.expand_dims %rm axis 1 : tensor<256xi32> -> tensor<256x1xi32>
    %ld = arith.constant dense<64> : tensor<256x1xi32>
    %row = arith.muli %rme, %ld : tensor<256x1xi32>
    %rowb = tile.broadcast %row : tensor<256x1xi32> -> tensor<256x64xi32>
    %rne = tile.expand_dims %rn axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %colb = tile.broadcast %rne : tensor<1x64xi32> -> tensor<256x64xi32>
    %off = arith.addi %rowb, %colb : tensor<256x64xi32>
    tile.store %d, %out[%off] : tensor<256x64xi32>, tensor<256x64xf32>
    tile.return
  }
  tile.kernel @dot_w8(%out: !tile.ptr<f32>) attributes {num_warps = 8 : i32} {
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
  tile.kernel @dot_w5(%out: !tile.ptr<f32>) attributes {num_warps = 5 : i32} {
    %a = arith.constant dense<1.0> : tensor<128x16xbf16>
    %b = arith.constant dense<1.0> : tensor<16x16xbf16>
    %c = arith.constant dense<1.0> : tensor<128x16xf32>
    %d = tile.dot %a, %b, %c : tensor<128x16xbf16>, tensor<16x16xbf16> -> tensor<128x16xf32>
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
  tile.kernel @dot_k128(%out: !tile.ptr<f32>) {
    %a = arith.constant dense<1.0> : tensor<128x128xbf16>
    %b = arith.constant dense<1.0> : tensor<128x128xbf16>
    %c = arith.constant dense<0.0> : tensor<128x128xf32>
    %d = tile.dot %a, %b, %c : tensor<128x128xbf16>, tensor<128x128xbf16> -> tensor<128x128xf32>
    %rm = tile.range 0 to 128 : tensor<128xi32>
    %rn = tile.range 0 to 128 : tensor<128xi32>
    %rme = tile.expand_dims %rm axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %ld = arith.constant dense<128> : tensor<128x1xi32>
    %row = arith.muli %rme, %ld : tensor<128x1xi32>
    %rowb = tile.broadcast %row : tensor<128x1xi32> -> tensor<128x128xi32>
    %rne = tile.expand_dims %rn axis 0 : tensor<128xi32> -> tensor<1x128xi32>
    %colb = tile.broadcast %rne : tensor<1x128xi32> -> tensor<128x128xi32>
    %off = arith.addi %rowb, %colb : tensor<128x128xi32>
    tile.store %d, %out[%off] : tensor<128x128xi32>, tensor<128x128xf32>
    tile.return
  }
}
