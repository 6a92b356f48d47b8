// tile-lower-dot on a tensor-memory target: tcgen05 where the shape fits
// the tcgen05 lowering, mma.sync otherwise.
module {
  // CHECK-LABEL: tile.kernel @fits
  // CHECK: tile.dot {{.*}} kind tcgen05
  tile.kernel @fits() {
    %a = arith.constant dense<1.0> : tensor<128x32xbf16>
    %b = arith.constant dense<1.0> : tensor<32x64xbf16>
    %c = arith.constant dense<0.0> : tensor<128x64xf32>
    %d = tile.dot %a, %b, %c : tensor<128x32xbf16>, tensor<32x64xbf16> -> tensor<128x64xf32>
    tile.return
  }
  // CHECK-LABEL: tile.kernel @tf32_fp8
  // CHECK: tile.dot {{.*}} kind tcgen05
  // CHECK: tile.dot {{.*}} kind tcgen05
  tile.kernel @tf32_fp8() {
    %a = arith.constant dense<1.0> : tensor<128x8xf32>
    %b = arith.constant dense<1.0> : tensor<8x16xf32>
    %c = arith.constant dense<0.0> : tensor<128x16xf32>
    %d = tile.dot %a, %b, %c : tensor<128x8xf32>, tensor<8x16xf32> -> tensor<128x16xf32>
    %a8 = arith.constant dense<1.0> : tensor<128x32xf8E5M2>
    %b8 = arith.constant dense<1.0> : tensor<32x256xf8E4M3FN>
    %c8 = arith.constant dense<0.0> : tensor<128x256xf32>
    %d8 = tile.dot %a8, %b8, %c8 : tensor<128x32xf8E5M2>, tensor<32x256xf8E4M3FN> -> tensor<128x256xf32>
    tile.return
  }
  // M = 64: no 128-row MMA.
  // CHECK-LABEL: tile.kernel @small
  // CHECK: tile.dot {{.*}} kind mma_sync
  tile.kernel @small() {
    %a = arith.constant dense<1.0> : tensor<64x32xbf16>
    %b = arith.constant dense<1.0> : tensor<32x64xbf16>
    %c = arith.constant dense<0.0> : tensor<64x64xf32>
    %d = tile.dot %a, %b, %c : tensor<64x32xbf16>, tensor<32x64xbf16> -> tensor<64x64xf32>
    tile.return
  }
  // f16 accumulator: tcgen05 here is f32-only.
  // CHECK-LABEL: tile.kernel @f16_acc
  // CHECK: tile.dot {{.*}} kind mma_sync
  tile.kernel @f16_acc() {
    %a = arith.constant dense<1.0> : tensor<128x16xf16>
    %b = arith.constant dense<1.0> : tensor<16x64xf16>
    %c = arith.constant dense<0.0> : tensor<128x64xf16>
    %d = tile.dot %a, %b, %c : tensor<128x16xf16>, tensor<16x64xf16> -> tensor<128x64xf16>
    tile.return
  }
  // N = 8: below the 16 an M = 128 MMA needs.
  // CHECK-LABEL: tile.kernel @narrow
  // CHECK: tile.dot {{.*}} kind mma_sync
  tile.kernel @narrow() {
    %a = arith.constant dense<1.0> : tensor<128x16xbf16>
    %b = arith.constant dense<1.0> : tensor<16x8xbf16>
    %c = arith.constant dense<0.0> : tensor<128x8xf32>
    %d = tile.dot %a, %b, %c : tensor<128x16xbf16>, tensor<16x8xbf16> -> tensor<128x8xf32>
    tile.return
  }
  // Two warps cannot reach the 128 tensor-memory lanes.
  // CHECK-LABEL: tile.kernel @two_warps
  // CHECK: tile.dot {{.*}} kind mma_sync
  tile.kernel @two_warps() attributes {num_warps = 2 : i32} {
    %a = arith.constant dense<1.0> : tensor<128x16xbf16>
    %b = arith.constant dense<1.0> : tensor<16x32xbf16>
    %c = arith.constant dense<0.0> : tensor<128x32xf32>
    %d = tile.dot %a, %b, %c : tensor<128x16xbf16>, tensor<16x32xbf16> -> tensor<128x32xf32>
    tile.return
  }
}
