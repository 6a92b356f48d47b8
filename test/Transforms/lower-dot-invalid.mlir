// RUN: tile-opt --tile-lower-dot %s -split-input-file -verify-diagnostics

// fp8 mma.sync starts at sm_89.
module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<32x64xf8E4M3FN>
    %b = arith.constant dense<1.0> : tensor<64x32xf8E4M3FN>
    %c = arith.constant dense<0.0> : tensor<32x32xf32>
    // expected-error @+1 {{unsupported operation for target sm_80: tile.dot on 'f8E4M3FN' as mma_sync needs sm_89 or newer (any suffix)}}
    %d = tile.dot %a, %b, %c : tensor<32x64xf8E4M3FN>, tensor<64x32xf8E4M3FN> -> tensor<32x32xf32>
    tile.return
  }
}

// -----

// Tensor cores start at sm_80.
module attributes {tile.compute_capability = 75 : i32, tile.target_spec = ""} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<32x16xf16>
    %b = arith.constant dense<1.0> : tensor<16x32xf16>
    %c = arith.constant dense<0.0> : tensor<32x32xf32>
    // expected-error @+1 {{unsupported operation for target sm_75: tile.dot on 'f16' as mma_sync needs sm_80 or newer (any suffix)}}
    %d = tile.dot %a, %b, %c : tensor<32x16xf16>, tensor<16x32xf16> -> tensor<32x32xf32>
    tile.return
  }
}

// -----

// wgmma only runs on sm_90a.
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<64x16xbf16>
    %b = arith.constant dense<1.0> : tensor<16x64xbf16>
    %c = arith.constant dense<0.0> : tensor<64x64xf32>
    // expected-error @+1 {{unsupported operation for target sm_100a: tile.dot on 'bf16' as wgmma needs sm_90a}}
    %d = tile.dot %a, %b, %c kind wgmma : tensor<64x16xbf16>, tensor<16x64xbf16> -> tensor<64x64xf32>
    tile.return
  }
}

// -----

// tcgen05 needs tensor memory: sm_120a has none.
module attributes {tile.compute_capability = 120 : i32, tile.target_spec = "a"} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<128x16xbf16>
    %b = arith.constant dense<1.0> : tensor<16x64xbf16>
    %c = arith.constant dense<0.0> : tensor<128x64xf32>
    // expected-error @+1 {{unsupported operation for target sm_120a: tile.dot on 'bf16' as tcgen05 needs sm_100f, sm_100a, sm_101f, sm_101a, sm_103f, sm_103a, sm_110f, sm_110a}}
    %d = tile.dot %a, %b, %c kind tcgen05 : tensor<128x16xbf16>, tensor<16x64xbf16> -> tensor<128x64xf32>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 120 : i32, tile.target_spec = "a"} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<32x16xf16>
    %b = arith.constant dense<1.0> : tensor<16x32xf16>
    %c = arith.constant dense<0.0> : tensor<32x32xf32>
    // expected-error @+1 {{block_scale is the family of tile.dot_scaled}}
    %d = tile.dot %a, %b, %c kind block_scale : tensor<32x16xf16>, tensor<16x32xf16> -> tensor<32x32xf32>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<24x16xbf16>
    %b = arith.constant dense<1.0> : tensor<16x32xbf16>
    %c = arith.constant dense<0.0> : tensor<24x32xf32>
    // expected-error @+1 {{a 24x32x16 (MxNxK) dot cannot be split into m16n8k16 mma.sync instructions: M must be a multiple of 16, N of 8 and K of 16}}
    %d = tile.dot %a, %b, %c : tensor<24x16xbf16>, tensor<16x32xbf16> -> tensor<24x32xf32>
    tile.return
  }
}

// -----

// No target, no choice.
module {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<32x16xbf16>
    %b = arith.constant dense<1.0> : tensor<16x32xbf16>
    %c = arith.constant dense<0.0> : tensor<32x32xf32>
    // expected-error @+1 {{needs a target to choose its tensor-core family}}
    %d = tile.dot %a, %b, %c : tensor<32x16xbf16>, tensor<16x32xbf16> -> tensor<32x32xf32>
    tile.return
  }
}
