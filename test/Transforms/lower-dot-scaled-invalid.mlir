// RUN: tile-opt --tile-lower-dot %s -split-input-file -verify-diagnostics

module attributes {tile.compute_capability = 120 : i32, tile.target_spec = "a"} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<32x64xf8E4M3FN>
    %sa = arith.constant dense<1.0> : tensor<32x2xf8E8M0FNU>
    %b = arith.constant dense<1.0> : tensor<64x16xf8E4M3FN>
    %sb = arith.constant dense<1.0> : tensor<16x2xf8E8M0FNU>
    %c = arith.constant dense<0.0> : tensor<32x16xf32>
    // expected-error @+1 {{mma_sync has no block-scaled form; tile.dot_scaled uses block_scale or tcgen05}}
    %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c kind mma_sync : tensor<32x64xf8E4M3FN>, tensor<32x2xf8E8M0FNU>, tensor<64x16xf8E4M3FN>, tensor<16x2xf8E8M0FNU> -> tensor<32x16xf32>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 120 : i32, tile.target_spec = "a"} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<24x64xf8E4M3FN>
    %sa = arith.constant dense<1.0> : tensor<24x2xf8E8M0FNU>
    %b = arith.constant dense<1.0> : tensor<64x16xf8E4M3FN>
    %sb = arith.constant dense<1.0> : tensor<16x2xf8E8M0FNU>
    %c = arith.constant dense<0.0> : tensor<24x16xf32>
    // expected-error @+1 {{a 24x16x64 (MxNxK) mxfp8 dot_scaled cannot be split into m16n8k32 block-scaled mma.sync instructions}}
    %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c : tensor<24x64xf8E4M3FN>, tensor<24x2xf8E8M0FNU>, tensor<64x16xf8E4M3FN>, tensor<16x2xf8E8M0FNU> -> tensor<24x16xf32>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 120 : i32, tile.target_spec = "a"} {
  tile.kernel @k() {
    %c = arith.constant dense<0.0> : tensor<32x16xf32>
    // NVFP4 runs on m16n8k64: K = 32 does not split.
    %a2 = arith.constant dense<1.0> : tensor<32x32xf4E2M1FN>
    %sa2 = arith.constant dense<1.0> : tensor<32x2xf8E4M3FN>
    %b2 = arith.constant dense<1.0> : tensor<32x16xf4E2M1FN>
    %sb2 = arith.constant dense<1.0> : tensor<16x2xf8E4M3FN>
    // expected-error @+1 {{a 32x16x32 (MxNxK) nvfp4 dot_scaled cannot be split into m16n8k64 block-scaled mma.sync instructions: M must be a multiple of 16, N of 8 and K of 64}}
    %d = tile.dot_scaled %a2 scale %sa2, %b2 scale %sb2, %c : tensor<32x32xf4E2M1FN>, tensor<32x2xf8E4M3FN>, tensor<32x16xf4E2M1FN>, tensor<16x2xf8E4M3FN> -> tensor<32x16xf32>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 100 : i32, tile.target_spec = ""} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<32x64xf8E4M3FN>
    %sa = arith.constant dense<1.0> : tensor<32x2xf8E8M0FNU>
    %b = arith.constant dense<1.0> : tensor<64x16xf8E4M3FN>
    %sb = arith.constant dense<1.0> : tensor<16x2xf8E8M0FNU>
    %c = arith.constant dense<0.0> : tensor<32x16xf32>
    // expected-error @+1 {{unsupported operation for target sm_100: tile.dot_scaled (mxfp8) needs}}
    %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c : tensor<32x64xf8E4M3FN>, tensor<32x2xf8E8M0FNU>, tensor<64x16xf8E4M3FN>, tensor<16x2xf8E8M0FNU> -> tensor<32x16xf32>
    tile.return
  }
}
