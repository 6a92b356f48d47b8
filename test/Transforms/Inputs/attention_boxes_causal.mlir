// Causal attention_boxes.mlir for a seqlen that is a multiple of 64 (the
// DSL example's EVEN_N): no key or query masks; query block m0 reads keys
// 0 .. min(m0 + 64, seqlen), and only the block on the diagonal (n0 + 64 >
// m0) masks S by causality, in an scf.if whose result stays in the dot's
// registers (tile-assign-layouts; test/Transforms/assign-layouts.mlir).
// tile-pipeline-loads pipelines K and V around the scf.if
// (test/Transforms/pipeline-loads.mlir; numerics:
// test/python/test_buffers_emulated.py).

module {
  tile.kernel @attention_boxes_causal(%q: !tile.ptr<bf16>,
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

    // Q block: rows m0 .. m0 + 63, all 64 columns.
    %r = tile.range 0 to 64 : tensor<64xi32>
    %m0s = tile.splat %m0 : tensor<64xi32>
    %rows = arith.addi %m0s, %r : tensor<64xi32>
    %rows2 = tile.expand_dims %rows axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %c64_r = tile.splat %c64 : tensor<64x1xi32>
    %row_off = arith.muli %rows2, %c64_r : tensor<64x1xi32>
    %base_r = tile.splat %base : tensor<64x1xi32>
    %q_row = arith.addi %base_r, %row_off : tensor<64x1xi32>
    %d = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %q_row_b = tile.broadcast %q_row : tensor<64x1xi32> -> tensor<64x64xi32>
    %d_b = tile.broadcast %d : tensor<1x64xi32> -> tensor<64x64xi32>
    %q_off = arith.addi %q_row_b, %d_b : tensor<64x64xi32>
    %qt = tile.load %q[%q_off] : tensor<64x64xi32> -> tensor<64x64xbf16>
    %rows_b = tile.broadcast %rows2 : tensor<64x1xi32> -> tensor<64x64xi32>

    // Keys up to the block's last query.
    %m1 = arith.addi %m0, %c64 : i32
    %hi = arith.minsi %m1, %seqlen : i32
    %ninf = arith.constant dense<0xFF800000> : tensor<64xf32>
    %zero_v = arith.constant dense<0.0> : tensor<64xf32>
    %zero_acc = arith.constant dense<0.0> : tensor<64x64xf32>
    %res:3 = scf.for %n0 = %c0 to %hi step %c64
        iter_args(%l_i = %zero_v, %acc = %zero_acc, %m_i = %ninf)
        -> (tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>) : i32 {
      %kv_row = arith.addi %head0, %n0 : i32
      %kb = tile.load_box %k[%c0, %kv_row] : !tile.ptr<bf16> -> tensor<64x64xbf16>
      %kt = tile.trans %kb : tensor<64x64xbf16> -> tensor<64x64xbf16>
      %s0 = tile.dot %qt, %kt, %zero_acc : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>

      // The diagonal block: keys after the query are -inf. The others
      // skip the mask.
      %n1 = arith.addi %n0, %c64 : i32
      %diagonal = arith.cmpi sgt, %n1, %m0 : i32
      %s = scf.if %diagonal -> (tensor<64x64xf32>) {
        %n0s = tile.splat %n0 : tensor<64xi32>
        %cols = arith.addi %n0s, %r : tensor<64xi32>
        %cols_r = tile.expand_dims %cols axis 0 : tensor<64xi32> -> tensor<1x64xi32>
        %cols_b = tile.broadcast %cols_r : tensor<1x64xi32> -> tensor<64x64xi32>
        %seen = arith.cmpi sle, %cols_b, %rows_b : tensor<64x64xi32>
        %ninf_s = arith.constant 0xFF800000 : f32
        %ninf_t = tile.splat %ninf_s : tensor<64x64xf32>
        %masked = arith.select %seen, %s0, %ninf_t : tensor<64x64xi1>, tensor<64x64xf32>
        scf.yield %masked : tensor<64x64xf32>
      } else {
        scf.yield %s0 : tensor<64x64xf32>
      }

      // Online softmax on S * qk_scale (one fma per element).
      %row_max = tile.reduce max %s axis 1 : tensor<64x64xf32> -> tensor<64xf32>
      %qk_v = tile.splat %qk_scale : tensor<64xf32>
      %max_scaled = arith.mulf %row_max, %qk_v : tensor<64xf32>
      %m_new = arith.maxnumf %m_i, %max_scaled : tensor<64xf32>
      %scale_t = tile.splat %qk_scale : tensor<64x64xf32>
      %s1 = arith.mulf %s, %scale_t : tensor<64x64xf32>
      %m_new2 = tile.expand_dims %m_new axis 1 : tensor<64xf32> -> tensor<64x1xf32>
      %m_new_b = tile.broadcast %m_new2 : tensor<64x1xf32> -> tensor<64x64xf32>
      %shifted = arith.subf %s1, %m_new_b : tensor<64x64xf32>
      %p = math.exp2 %shifted : tensor<64x64xf32>
      %m_diff = arith.subf %m_i, %m_new : tensor<64xf32>
      %alpha = math.exp2 %m_diff : tensor<64xf32>
      %l_old = arith.mulf %l_i, %alpha : tensor<64xf32>
      %row_sum = tile.reduce add %p axis 1 : tensor<64x64xf32> -> tensor<64xf32>
      %l_new = arith.addf %l_old, %row_sum : tensor<64xf32>

      // acc = acc * alpha[:, None] + P V.
      %vt = tile.load_box %v[%c0, %kv_row] : !tile.ptr<bf16> -> tensor<64x64xbf16>
      %p16 = arith.truncf %p : tensor<64x64xf32> to tensor<64x64xbf16>
      %alpha2 = tile.expand_dims %alpha axis 1 : tensor<64xf32> -> tensor<64x1xf32>
      %alpha_b = tile.broadcast %alpha2 : tensor<64x1xf32> -> tensor<64x64xf32>
      %acc_scaled = arith.mulf %acc, %alpha_b : tensor<64x64xf32>
      %acc_new = tile.dot %p16, %vt, %acc_scaled : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
      scf.yield %l_new, %acc_new, %m_new : tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>
    }

    // O = acc * (1 / l)[:, None].
    %one = arith.constant dense<1.0> : tensor<64xf32>
    %inv = arith.divf %one, %res#0 : tensor<64xf32>
    %inv2 = tile.expand_dims %inv axis 1 : tensor<64xf32> -> tensor<64x1xf32>
    %inv_b = tile.broadcast %inv2 : tensor<64x1xf32> -> tensor<64x64xf32>
    %out = arith.mulf %res#1, %inv_b : tensor<64x64xf32>
    %out16 = arith.truncf %out : tensor<64x64xf32> to tensor<64x64xbf16>
    tile.store %out16, %o[%q_off] : tensor<64x64xi32>, tensor<64x64xbf16>
    tile.return
  }
}
