// tile.dot_scaled shapes and formats the tcgen05 block-scaled lowering cannot
// take, on tensor-memory targets (where it is the only block-scaled family,
// so `auto` reports them too), and families the target lacks.

// M = 64: kind::mxf8f6f4.block_scale with cta_group::1 is M = 128 only.
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<64x64xf8E4M3FN>
    %sa = arith.constant dense<1.0> : tensor<64x2xf8E8M0FNU>
    %b = arith.constant dense<1.0> : tensor<64x64xf8E4M3FN>
    %sb = arith.constant dense<1.0> : tensor<64x2xf8E8M0FNU>
    %c = arith.constant dense<0.0> : tensor<64x64xf32>
    // expected-error @+1 {{a 64x64x64 (MxNxK) dot_scaled cannot be emitted as tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale (M a multiple of 128, N from 16 to 256 in steps of 16, K a multiple of 32): M must be a multiple of 128; tcgen05 block scaling is the only block-scaled family on sm_100a}}
    %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c : tensor<64x64xf8E4M3FN>, tensor<64x2xf8E8M0FNU>, tensor<64x64xf8E4M3FN>, tensor<64x2xf8E8M0FNU> -> tensor<64x64xf32>
    tile.return
  }
}

// -----

// Forced kind: the reason alone.
module attributes {tile.compute_capability = 103 : i32, tile.target_spec = "f"} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<128x32xf8E4M3FN>
    %sa = arith.constant dense<1.0> : tensor<128x1xf8E8M0FNU>
    %b = arith.constant dense<1.0> : tensor<32x24xf8E4M3FN>
    %sb = arith.constant dense<1.0> : tensor<24x1xf8E8M0FNU>
    %c = arith.constant dense<0.0> : tensor<128x24xf32>
    // expected-error @+1 {{a 128x24x32 (MxNxK) dot_scaled cannot be emitted as tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale (M a multiple of 128, N from 16 to 256 in steps of 16, K a multiple of 32): N must be a multiple of 16 from 16 to 256}}
    %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c kind tcgen05 : tensor<128x32xf8E4M3FN>, tensor<128x1xf8E8M0FNU>, tensor<32x24xf8E4M3FN>, tensor<24x1xf8E8M0FNU> -> tensor<128x24xf32>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "f"} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<128x96xf4E2M1FN>
    %sa = arith.constant dense<1.0> : tensor<128x3xf8E8M0FNU>
    %b = arith.constant dense<1.0> : tensor<96x32xf4E2M1FN>
    %sb = arith.constant dense<1.0> : tensor<32x3xf8E8M0FNU>
    %c = arith.constant dense<0.0> : tensor<128x32xf32>
    // expected-error @+1 {{a mxfp4 dot_scaled on tcgen05 (kind::mxf4, K 64 per MMA) needs K a multiple of 64, got 96; tcgen05 block scaling is the only block-scaled family on sm_100f}}
    %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c : tensor<128x96xf4E2M1FN>, tensor<128x3xf8E8M0FNU>, tensor<96x32xf4E2M1FN>, tensor<32x3xf8E8M0FNU> -> tensor<128x32xf32>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 110 : i32, tile.target_spec = "a"} {
  tile.kernel @k() attributes {num_warps = 2 : i32} {
    %a = arith.constant dense<1.0> : tensor<128x32xf8E4M3FN>
    %sa = arith.constant dense<1.0> : tensor<128x1xf8E8M0FNU>
    %b = arith.constant dense<1.0> : tensor<32x32xf8E4M3FN>
    %sb = arith.constant dense<1.0> : tensor<32x1xf8E8M0FNU>
    %c = arith.constant dense<0.0> : tensor<128x32xf32>
    // expected-error @+1 {{tcgen05 needs num_warps >= 4: the accumulator rows live in the tensor-memory lanes of warps 0-3; the kernel has 2 warp(s)}}
    %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c kind tcgen05 : tensor<128x32xf8E4M3FN>, tensor<128x1xf8E8M0FNU>, tensor<32x32xf8E4M3FN>, tensor<32x1xf8E8M0FNU> -> tensor<128x32xf32>
    tile.return
  }
}

// -----

// The accumulator takes all 512 tensor-memory columns: no room for scales.
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<256x32xf8E4M3FN>
    %sa = arith.constant dense<1.0> : tensor<256x1xf8E8M0FNU>
    %b = arith.constant dense<1.0> : tensor<32x256xf8E4M3FN>
    %sb = arith.constant dense<1.0> : tensor<256x1xf8E8M0FNU>
    %c = arith.constant dense<0.0> : tensor<256x256xf32>
    // expected-error @+1 {{a 256x256x32 (MxNxK) dot_scaled needs 528 tensor-memory columns for its f32 accumulator (M/128 * N) and one K group of scales ((M/128 + ceil(N/128)) * 4); a CTA has 512}}
    %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c kind tcgen05 : tensor<256x32xf8E4M3FN>, tensor<256x1xf8E8M0FNU>, tensor<32x256xf8E4M3FN>, tensor<256x1xf8E8M0FNU> -> tensor<256x256xf32>
    tile.return
  }
}

// -----

// No mma.sync block_scale on a tensor-memory target ...
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<128x32xf8E4M3FN>
    %sa = arith.constant dense<1.0> : tensor<128x1xf8E8M0FNU>
    %b = arith.constant dense<1.0> : tensor<32x32xf8E4M3FN>
    %sb = arith.constant dense<1.0> : tensor<32x1xf8E8M0FNU>
    %c = arith.constant dense<0.0> : tensor<128x32xf32>
    // expected-error @+1 {{unsupported operation for target sm_100a: tile.dot_scaled (mxfp8) with kind block_scale needs sm_120f, sm_120a, sm_121f, sm_121a (mma.sync block_scale); sm_100a has tcgen05 block scaling (kind tcgen05), which the default kind (auto) picks}}
    %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c kind block_scale : tensor<128x32xf8E4M3FN>, tensor<128x1xf8E8M0FNU>, tensor<32x32xf8E4M3FN>, tensor<32x1xf8E8M0FNU> -> tensor<128x32xf32>
    tile.return
  }
}

// -----

// ... and no tcgen05 on consumer Blackwell.
module attributes {tile.compute_capability = 120 : i32, tile.target_spec = "a"} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<128x32xf8E4M3FN>
    %sa = arith.constant dense<1.0> : tensor<128x1xf8E8M0FNU>
    %b = arith.constant dense<1.0> : tensor<32x32xf8E4M3FN>
    %sb = arith.constant dense<1.0> : tensor<32x1xf8E8M0FNU>
    %c = arith.constant dense<0.0> : tensor<128x32xf32>
    // expected-error @+1 {{unsupported operation for target sm_120a: tile.dot_scaled (mxfp8) with kind tcgen05 needs sm_100f, sm_100a, sm_101f, sm_101a, sm_103f, sm_103a, sm_110f, sm_110a (tcgen05 block scaling); sm_120a has mma.sync block_scale (kind block_scale), which the default kind (auto) picks}}
    %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c kind tcgen05 : tensor<128x32xf8E4M3FN>, tensor<128x1xf8E8M0FNU>, tensor<32x32xf8E4M3FN>, tensor<32x1xf8E8M0FNU> -> tensor<128x32xf32>
    tile.return
  }
}

// -----

// FP4 is planned on its packed bytes; the message gives K in elements.
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<128x64xf4E2M1FN>
    %sa = arith.constant dense<1.0> : tensor<128x4xf8E4M3FN>
    %b = arith.constant dense<1.0> : tensor<64x8xf4E2M1FN>
    %sb = arith.constant dense<1.0> : tensor<8x4xf8E4M3FN>
    %c = arith.constant dense<0.0> : tensor<128x8xf32>
    // expected-error @+1 {{a 128x8x64 (MxNxK) dot_scaled cannot be emitted as tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale (M a multiple of 128, N from 16 to 256 in steps of 16, K a multiple of 64): N must be a multiple of 16 from 16 to 256}}
    %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c : tensor<128x64xf4E2M1FN>, tensor<128x4xf8E4M3FN>, tensor<64x8xf4E2M1FN>, tensor<8x4xf8E4M3FN> -> tensor<128x8xf32>
    tile.return
  }
}
