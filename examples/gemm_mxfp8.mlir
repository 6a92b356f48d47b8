// MXFP8 GEMM: C[M,N] = (A * SA)[M,K] x (B * SB)[K,N] with A, B in e4m3 and
// one ue8m0 scale per 32 elements along K (SA is M x K/32 row-major, SB is
// N x K/32 row-major), f32 accumulation. K must be a multiple of 32; M and N
// are arbitrary (masked). Each program instance computes one 128x64 block of
// C (128 rows: what tcgen05 kind::mxf8f6f4 with cta_group::1 needs), looping
// over K in steps of 32, one scale block per row and column per step (as K
// is a multiple of 32, no K mask is needed).
//
//   tile-translate --gpu-name=sm_100a examples/gemm_mxfp8.mlir -o gemm_mxfp8.ptx
//   launch: grid = (ceil(N/64), ceil(M/128)), block = 128 threads
//   (on sm_100a/f, sm_103a/f, sm_110a/f the K loop is a cp.async pipeline in
//   dynamic shared memory: launch with the dynamic_shared_bytes that
//   `tile-translate --emit=metadata` reports, 29440 bytes)
//
// Targets: tcgen05 block scaling (tcgen05.mma kind::mxf8f6f4.block_scale) on
// sm_100a/f, sm_103a/f and sm_110a/f; mma.sync block_scale on sm_120a/f and
// sm_121a/f; any other target stops with "unsupported operation for target".

module {
  tile.kernel @gemm_mxfp8(%a: !tile.ptr<f8E4M3FN>, %sa: !tile.ptr<f8E8M0FNU>,
                          %b: !tile.ptr<f8E4M3FN>, %sb: !tile.ptr<f8E8M0FNU>,
                          %c: !tile.ptr<f32>, %M: i32, %N: i32, %K: i32) {
    %pn = tile.program_id x : i32
    %pm = tile.program_id y : i32
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %m0 = arith.muli %pm, %c128 : i32
    %n0 = arith.muli %pn, %c64 : i32
    %KS = arith.divui %K, %c32 : i32

    // Global row and column indices of this block.
    %r128 = tile.range 0 to 128 : tensor<128xi32>
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %r32 = tile.range 0 to 32 : tensor<32xi32>
    %m0s = tile.splat %m0 : tensor<128xi32>
    %rows = arith.addi %m0s, %r128 : tensor<128xi32>
    %n0s = tile.splat %n0 : tensor<64xi32>
    %cols = arith.addi %n0s, %r64 : tensor<64xi32>
    %rows_c = tile.expand_dims %rows axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %cols_c = tile.expand_dims %cols axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %cols_r = tile.expand_dims %cols axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %k_r = tile.expand_dims %r32 axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %k_c = tile.expand_dims %r32 axis 1 : tensor<32xi32> -> tensor<32x1xi32>

    // Row/column validity.
    %Mv = tile.splat %M : tensor<128x1xi32>
    %Nv = tile.splat %N : tensor<64x1xi32>
    %Nr = tile.splat %N : tensor<1x64xi32>
    %row_ok = arith.cmpi slt, %rows_c, %Mv : tensor<128x1xi32>
    %colc_ok = arith.cmpi slt, %cols_c, %Nv : tensor<64x1xi32>
    %colr_ok = arith.cmpi slt, %cols_r, %Nr : tensor<1x64xi32>

    // Loop-invariant parts of the offsets: A (128x32) at rows[i]*K + k,
    // B (32x64) at k*N + cols[j], SA (128x1) at rows[i]*K/32 + k/32, SB
    // (64x1) at cols[j]*K/32 + k/32.
    %Ka = tile.splat %K : tensor<128x1xi32>
    %a_row = arith.muli %rows_c, %Ka : tensor<128x1xi32>
    %a_row_b = tile.broadcast %a_row : tensor<128x1xi32> -> tensor<128x32xi32>
    %a_k_b = tile.broadcast %k_r : tensor<1x32xi32> -> tensor<128x32xi32>
    %a_ok = tile.broadcast %row_ok : tensor<128x1xi1> -> tensor<128x32xi1>
    %Nb = tile.splat %N : tensor<32x64xi32>
    %b_k_b = tile.broadcast %k_c : tensor<32x1xi32> -> tensor<32x64xi32>
    %b_col_b = tile.broadcast %cols_r : tensor<1x64xi32> -> tensor<32x64xi32>
    %b_ok = tile.broadcast %colr_ok : tensor<1x64xi1> -> tensor<32x64xi1>
    %KSa = tile.splat %KS : tensor<128x1xi32>
    %sa_row = arith.muli %rows_c, %KSa : tensor<128x1xi32>
    %KSb = tile.splat %KS : tensor<64x1xi32>
    %sb_row = arith.muli %cols_c, %KSb : tensor<64x1xi32>

    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    %acc = scf.for %k0 = %c0 to %K step %c32 iter_args(%acc_in = %zero) -> (tensor<128x64xf32>) : i32 {
      // A block (128x32 e4m3) and its scales (128x1).
      %k0a = tile.splat %k0 : tensor<128x32xi32>
      %ka = arith.addi %a_k_b, %k0a : tensor<128x32xi32>
      %a_off = arith.addi %a_row_b, %ka : tensor<128x32xi32>
      %ta = tile.load %a[%a_off] mask %a_ok : tensor<128x32xi32> -> tensor<128x32xf8E4M3FN>
      %kb0 = arith.divui %k0, %c32 : i32
      %kb0a = tile.splat %kb0 : tensor<128x1xi32>
      %sa_off = arith.addi %sa_row, %kb0a : tensor<128x1xi32>
      %tsa = tile.load %sa[%sa_off] mask %row_ok : tensor<128x1xi32> -> tensor<128x1xf8E8M0FNU>

      // B block (32x64 e4m3, row-major K x N) and its scales (64x1, per column).
      %k0b = tile.splat %k0 : tensor<32x64xi32>
      %kbk = arith.addi %b_k_b, %k0b : tensor<32x64xi32>
      %b_row = arith.muli %kbk, %Nb : tensor<32x64xi32>
      %b_off = arith.addi %b_row, %b_col_b : tensor<32x64xi32>
      %tb = tile.load %b[%b_off] mask %b_ok : tensor<32x64xi32> -> tensor<32x64xf8E4M3FN>
      %kb0b = tile.splat %kb0 : tensor<64x1xi32>
      %sb_off = arith.addi %sb_row, %kb0b : tensor<64x1xi32>
      %tsb = tile.load %sb[%sb_off] mask %colc_ok : tensor<64x1xi32> -> tensor<64x1xf8E8M0FNU>

      %acc_out = tile.dot_scaled %ta scale %tsa, %tb scale %tsb, %acc_in
          : tensor<128x32xf8E4M3FN>, tensor<128x1xf8E8M0FNU>, tensor<32x64xf8E4M3FN>,
            tensor<64x1xf8E8M0FNU> -> tensor<128x64xf32>
      scf.yield %acc_out : tensor<128x64xf32>
    }

    // C block: offset rows[i]*N + cols[j], valid where rows[i] < M, cols[j] < N.
    %Nc = tile.splat %N : tensor<128x1xi32>
    %c_row = arith.muli %rows_c, %Nc : tensor<128x1xi32>
    %c_row_b = tile.broadcast %c_row : tensor<128x1xi32> -> tensor<128x64xi32>
    %c_col_b = tile.broadcast %cols_r : tensor<1x64xi32> -> tensor<128x64xi32>
    %c_off = arith.addi %c_row_b, %c_col_b : tensor<128x64xi32>
    %c_rmask = tile.broadcast %row_ok : tensor<128x1xi1> -> tensor<128x64xi1>
    %c_cmask = tile.broadcast %colr_ok : tensor<1x64xi1> -> tensor<128x64xi1>
    %c_mask = arith.andi %c_rmask, %c_cmask : tensor<128x64xi1>
    tile.store %acc, %c[%c_off] mask %c_mask : tensor<128x64xi32>, tensor<128x64xf32>
    tile.return
  }
}
