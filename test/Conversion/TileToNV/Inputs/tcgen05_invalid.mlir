// Forcing kind tcgen05 on shapes the tcgen05 lowering cannot emit.
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<64x32xbf16>
    %b = arith.constant dense<1.0> : tensor<32x64xbf16>
    %c = arith.constant dense<0.0> : tensor<64x64xf32>
    // expected-error @+1 {{a 64x64x32 (MxNxK) dot cannot be emitted as tcgen05.mma.cta_group::1.kind::f16 (M a multiple of 128, N from 16 to 256 in steps of 16, K a multiple of 16): M must be a multiple of 128}}
    %d = tile.dot %a, %b, %c kind tcgen05 : tensor<64x32xbf16>, tensor<32x64xbf16> -> tensor<64x64xf32>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "f"} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<128x16xbf16>
    %b = arith.constant dense<1.0> : tensor<16x24xbf16>
    %c = arith.constant dense<0.0> : tensor<128x24xf32>
    // expected-error @+1 {{a 128x24x16 (MxNxK) dot cannot be emitted as tcgen05.mma.cta_group::1.kind::f16 (M a multiple of 128, N from 16 to 256 in steps of 16, K a multiple of 16): N must be a multiple of 16 from 16 to 256}}
    %d = tile.dot %a, %b, %c kind tcgen05 : tensor<128x16xbf16>, tensor<16x24xbf16> -> tensor<128x24xf32>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 103 : i32, tile.target_spec = "a"} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<128x512xbf16>
    %b = arith.constant dense<1.0> : tensor<512x512xbf16>
    %c = arith.constant dense<0.0> : tensor<128x512xf32>
    // expected-error @+1 {{N must be a multiple of 16 from 16 to 256}}
    %d = tile.dot %a, %b, %c kind tcgen05 : tensor<128x512xbf16>, tensor<512x512xbf16> -> tensor<128x512xf32>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 110 : i32, tile.target_spec = "a"} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<128x48xf8E4M3FN>
    %b = arith.constant dense<1.0> : tensor<48x32xf8E4M3FN>
    %c = arith.constant dense<0.0> : tensor<128x32xf32>
    // expected-error @+1 {{a 128x32x48 (MxNxK) dot cannot be emitted as tcgen05.mma.cta_group::1.kind::f8f6f4 (M a multiple of 128, N from 16 to 256 in steps of 16, K a multiple of 32): K must be a multiple of 32}}
    %d = tile.dot %a, %b, %c kind tcgen05 : tensor<128x48xf8E4M3FN>, tensor<48x32xf8E4M3FN> -> tensor<128x32xf32>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<128x16xf16>
    %b = arith.constant dense<1.0> : tensor<16x64xf16>
    %c = arith.constant dense<0.0> : tensor<128x64xf16>
    // expected-error @+1 {{tcgen05 lowering of tile.dot supports f32 accumulators (i32 for i8 operands) only; the accumulator is 'f16' (use kind mma_sync)}}
    %d = tile.dot %a, %b, %c kind tcgen05 : tensor<128x16xf16>, tensor<16x64xf16> -> tensor<128x64xf16>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
  tile.kernel @k() attributes {num_warps = 2 : i32} {
    %a = arith.constant dense<1.0> : tensor<128x16xbf16>
    %b = arith.constant dense<1.0> : tensor<16x32xbf16>
    %c = arith.constant dense<0.0> : tensor<128x32xf32>
    // expected-error @+1 {{tcgen05 needs num_warps >= 4: the accumulator rows live in the tensor-memory lanes of warps 0-3; the kernel has 2 warp(s)}}
    %d = tile.dot %a, %b, %c kind tcgen05 : tensor<128x16xbf16>, tensor<16x32xbf16> -> tensor<128x32xf32>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<384x16xbf16>
    %b = arith.constant dense<1.0> : tensor<16x256xbf16>
    %c = arith.constant dense<0.0> : tensor<384x256xf32>
    // expected-error @+1 {{a 384x256x16 (MxNxK) dot needs 768 tensor-memory columns for its f32 accumulator (M/128 * N); a CTA has 512}}
    %d = tile.dot %a, %b, %c kind tcgen05 : tensor<384x16xbf16>, tensor<16x256xbf16> -> tensor<384x256xf32>
    tile.return
  }
}
