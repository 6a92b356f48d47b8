// examples/attention.mlir with K and V read through TMA tensor maps
// (tile.load_box of 64 x 64 boxes of the (batch * heads * seqlen) x 64
// matrices, SWIZZLE_128B): rows past seqlen belong to the next head (or
// read as zero past the tensor) and are masked off in S as before, so P is
// zero there. tile-pipeline refuses the loop (three carried values);
// tile-pipeline-loads pipelines K and V through TMA rings with one
// mbarrier per stage (test/Transforms/pipeline-loads.mlir; numerics:
// test/python/test_buffers_emulated.py).

module {
  tile.kernel @attention_boxes(%q: !tile.ptr<bf16>,
                         %k: !tile.ptr<bf16> {tile.tensor_map},
                         %v: !tile.ptr<bf16> {tile.tensor_map}, %o: !tile.ptr<bf16>,
                         %seqlen: i32, %scale: f32) {
    %pm = tile.program_id x : i32
    %bh = tile.program_id y : i32
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %head0 = arith.muli %bh, %seqlen : i32
    %base = arith.muli %head0, %c64 : i32
    %m0 = arith.muli %pm, %c64 : i32
    %log2e = arith.constant 1.44269504 : f32
    %qk_scale = arith.mulf %scale, %log2e : f32

    // Q block: rows m0 .. m0 + 63 (masked past seqlen), all 64 columns.
    %r = tile.range 0 to 64 : tensor<64xi32>
    %m0s = tile.splat %m0 : tensor<64xi32>
    %rows = arith.addi %m0s, %r : tensor<64xi32>
    %rows2 = tile.expand_dims %rows axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %seq_r = tile.splat %seqlen : tensor<64x1xi32>
    %row_ok = arith.cmpi slt, %rows2, %seq_r : tensor<64x1xi32>
    %c64_r = tile.splat %c64 : tensor<64x1xi32>
    %row_off = arith.muli %rows2, %c64_r : tensor<64x1xi32>
    %base_r = tile.splat %base : tensor<64x1xi32>
    %q_row = arith.addi %base_r, %row_off : tensor<64x1xi32>
    %d = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %q_row_b = tile.broadcast %q_row : tensor<64x1xi32> -> tensor<64x64xi32>
    %d_b = tile.broadcast %d : tensor<1x64xi32> -> tensor<64x64xi32>
    %q_off = arith.addi %q_row_b, %d_b : tensor<64x64xi32>
    %q_mask = tile.broadcast %row_ok : tensor<64x1xi1> -> tensor<64x64xi1>
    %zero_bf16 = arith.constant 0.0 : bf16
    %qt = tile.load %q[%q_off] mask %q_mask other %zero_bf16 : tensor<64x64xi32> -> tensor<64x64xbf16>

    %ninf = arith.constant dense<0xFF800000> : tensor<64xf32>
    %zero_v = arith.constant dense<0.0> : tensor<64xf32>
    %zero_acc = arith.constant dense<0.0> : tensor<64x64xf32>
    %res:3 = scf.for %n0 = %c0 to %seqlen step %c64
        iter_args(%l_i = %zero_v, %acc = %zero_acc, %m_i = %ninf)
        -> (tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>) : i32 {
      // Keys n0 .. n0 + 63 (masked past seqlen).
      %n0s = tile.splat %n0 : tensor<64xi32>
      %cols = arith.addi %n0s, %r : tensor<64xi32>
      %cols_r = tile.expand_dims %cols axis 0 : tensor<64xi32> -> tensor<1x64xi32>
      %seq_c = tile.splat %seqlen : tensor<1x64xi32>
      %col_ok = arith.cmpi slt, %cols_r, %seq_c : tensor<1x64xi32>
      %col_mask = tile.broadcast %col_ok : tensor<1x64xi1> -> tensor<64x64xi1>

      // K block (64 x 64): rows n0 .. n0 + 63 (masked past seqlen), read
      // along its rows; the dot stages its transpose.
      %keys = tile.expand_dims %cols axis 1 : tensor<64xi32> -> tensor<64x1xi32>
      %k_row = arith.muli %keys, %c64_r : tensor<64x1xi32>
      %k_row2 = arith.addi %base_r, %k_row : tensor<64x1xi32>
      %k_row_b = tile.broadcast %k_row2 : tensor<64x1xi32> -> tensor<64x64xi32>
      %kv_off = arith.addi %k_row_b, %d_b : tensor<64x64xi32>
      %key_ok = arith.cmpi slt, %keys, %seq_r : tensor<64x1xi32>
      %kv_mask = tile.broadcast %key_ok : tensor<64x1xi1> -> tensor<64x64xi1>
      %kv_row = arith.addi %head0, %n0 : i32
      %kb = tile.load_box %k[%c0, %kv_row] : !tile.ptr<bf16> -> tensor<64x64xbf16>
      %kt = tile.trans %kb : tensor<64x64xbf16> -> tensor<64x64xbf16>

      // S = Q K^T * scale * log2(e); keys past seqlen are -inf.
      %s0 = tile.dot %qt, %kt, %zero_acc : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
      %scale_t = tile.splat %qk_scale : tensor<64x64xf32>
      %s1 = arith.mulf %s0, %scale_t : tensor<64x64xf32>
      %ninf_s = arith.constant 0xFF800000 : f32
      %ninf_t = tile.splat %ninf_s : tensor<64x64xf32>
      %s = arith.select %col_mask, %s1, %ninf_t : tensor<64x64xi1>, tensor<64x64xf32>

      // Online softmax: new row max, P = exp2(S - m_new), the rescale
      // alpha = exp2(m_i - m_new) of the old sum and accumulator.
      %row_max = tile.reduce max %s axis 1 : tensor<64x64xf32> -> tensor<64xf32>
      %m_new = arith.maxnumf %m_i, %row_max : tensor<64xf32>
      %m_new2 = tile.expand_dims %m_new axis 1 : tensor<64xf32> -> tensor<64x1xf32>
      %m_new_b = tile.broadcast %m_new2 : tensor<64x1xf32> -> tensor<64x64xf32>
      %shifted = arith.subf %s, %m_new_b : tensor<64x64xf32>
      %p = math.exp2 %shifted : tensor<64x64xf32>
      %m_diff = arith.subf %m_i, %m_new : tensor<64xf32>
      %alpha = math.exp2 %m_diff : tensor<64xf32>
      %l_old = arith.mulf %l_i, %alpha : tensor<64xf32>
      %row_sum = tile.reduce add %p axis 1 : tensor<64x64xf32> -> tensor<64xf32>
      %l_new = arith.addf %l_old, %row_sum : tensor<64xf32>

      // V block (64 x 64): the same rows of V.
      %vt = tile.load_box %v[%c0, %kv_row] : !tile.ptr<bf16> -> tensor<64x64xbf16>

      // acc = acc * alpha[:, None] + P V.
      %p16 = arith.truncf %p : tensor<64x64xf32> to tensor<64x64xbf16>
      %alpha2 = tile.expand_dims %alpha axis 1 : tensor<64xf32> -> tensor<64x1xf32>
      %alpha_b = tile.broadcast %alpha2 : tensor<64x1xf32> -> tensor<64x64xf32>
      %acc_scaled = arith.mulf %acc, %alpha_b : tensor<64x64xf32>
      %acc_new = tile.dot %p16, %vt, %acc_scaled : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
      scf.yield %l_new, %acc_new, %m_new : tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>
    }

    // O = acc / l[:, None], stored where the row is inside seqlen.
    %l2 = tile.expand_dims %res#0 axis 1 : tensor<64xf32> -> tensor<64x1xf32>
    %l_b = tile.broadcast %l2 : tensor<64x1xf32> -> tensor<64x64xf32>
    %out = arith.divf %res#1, %l_b : tensor<64x64xf32>
    %out16 = arith.truncf %out : tensor<64x64xf32> to tensor<64x64xbf16>
    tile.store %out16, %o[%q_off] mask %q_mask : tensor<64x64xi32>, tensor<64x64xbf16>
    tile.return
  }
}
