// MXFP8 GEMM: C[M,N] = (A * SA)[M,K] x (B * SB)[K,N] with A, B in e4m3 and
// one ue8m0 scale per 32 elements along K (SA is M x K/32 row-major, SB is
// N x K/32 row-major), f32 accumulation. K must be a multiple of 32; M and N
// are arbitrary (masked).
//
//   tile-translate --gpu-name=sm_120a examples/gemm_mxfp8.mlir -o gemm_mxfp8.ptx
//   launch: grid = (ceil(N/64), ceil(M/64)), block = 128 threads
//
// Targets: mma.sync block_scale on sm_120a/f and sm_121a/f; any other target
// stops with "unsupported operation for target".

module {
  tile.kernel @gemm_mxfp8(%a: !tile.ptr<f8E4M3FN>, %sa: !tile.ptr<f8E8M0FNU>,
                          %b: !tile.ptr<f8E4M3FN>, %sb: !tile.ptr<f8E8M0FNU>,
                          %c: !tile.ptr<f32>, %M: i32, %N: i32, %K: i32) {
    %pn = tile.program_id x : i32
    %pm = tile.program_id y : i32
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %m0 = arith.muli %pm, %c64 : i32
    %n0 = arith.muli %pn, %c64 : i32
    %KS = arith.divui %K, %c32 : i32

    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %r2 = tile.range 0 to 2 : tensor<2xi32>
    %m0s = tile.splat %m0 : tensor<64xi32>
    %rows = arith.addi %m0s, %r64 : tensor<64xi32>
    %n0s = tile.splat %n0 : tensor<64xi32>
    %cols = arith.addi %n0s, %r64 : tensor<64xi32>
    %rows_c = tile.expand_dims %rows axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %cols_c = tile.expand_dims %cols axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %cols_r = tile.expand_dims %cols axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %k64 = tile.expand_dims %r64 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %k64c = tile.expand_dims %r64 axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %j2 = tile.expand_dims %r2 axis 0 : tensor<2xi32> -> tensor<1x2xi32>

    // Row/column validity.
    %Mv = tile.splat %M : tensor<64x1xi32>
    %Nv = tile.splat %N : tensor<64x1xi32>
    %Nr = tile.splat %N : tensor<1x64xi32>
    %row_ok = arith.cmpi slt, %rows_c, %Mv : tensor<64x1xi32>
    %colc_ok = arith.cmpi slt, %cols_c, %Nv : tensor<64x1xi32>
    %colr_ok = arith.cmpi slt, %cols_r, %Nr : tensor<1x64xi32>

    // Loop-invariant parts of the offsets.
    %Ka = tile.splat %K : tensor<64x1xi32>
    %a_row = arith.muli %rows_c, %Ka : tensor<64x1xi32>
    %a_row_b = tile.broadcast %a_row : tensor<64x1xi32> -> tensor<64x64xi32>
    %a_k_b = tile.broadcast %k64 : tensor<1x64xi32> -> tensor<64x64xi32>
    %a_ok = tile.broadcast %row_ok : tensor<64x1xi1> -> tensor<64x64xi1>
    %Nb = tile.splat %N : tensor<64x64xi32>
    %b_k_b = tile.broadcast %k64c : tensor<64x1xi32> -> tensor<64x64xi32>
    %b_col_b = tile.broadcast %cols_r : tensor<1x64xi32> -> tensor<64x64xi32>
    %b_ok = tile.broadcast %colr_ok : tensor<1x64xi1> -> tensor<64x64xi1>
    %KSa = tile.splat %KS : tensor<64x1xi32>
    %sa_row = arith.muli %rows_c, %KSa : tensor<64x1xi32>
    %sa_row_b = tile.broadcast %sa_row : tensor<64x1xi32> -> tensor<64x2xi32>
    %sb_row = arith.muli %cols_c, %KSa : tensor<64x1xi32>
    %sb_row_b = tile.broadcast %sb_row : tensor<64x1xi32> -> tensor<64x2xi32>
    %j2_b = tile.broadcast %j2 : tensor<1x2xi32> -> tensor<64x2xi32>
    %sa_ok = tile.broadcast %row_ok : tensor<64x1xi1> -> tensor<64x2xi1>
    %sb_ok = tile.broadcast %colc_ok : tensor<64x1xi1> -> tensor<64x2xi1>
    %Kaa = tile.splat %K : tensor<64x64xi32>

    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<64x64xf32>) : i32 {
      // A block (64x64 e4m3) and its scales (64x2).
      %k0s = tile.splat %k0 : tensor<64x64xi32>
      %ka = arith.addi %a_k_b, %k0s : tensor<64x64xi32>
      %a_off = arith.addi %a_row_b, %ka : tensor<64x64xi32>
      %ka_ok = arith.cmpi slt, %ka, %Kaa : tensor<64x64xi32>
      %a_mask = arith.andi %a_ok, %ka_ok : tensor<64x64xi1>
      %ta = tile.load %a[%a_off] mask %a_mask : tensor<64x64xi32> -> tensor<64x64xf8E4M3FN>
      %kb0 = arith.divui %k0, %c32 : i32
      %kb0s = tile.splat %kb0 : tensor<64x2xi32>
      %kb = arith.addi %j2_b, %kb0s : tensor<64x2xi32>
      %KSs = tile.splat %KS : tensor<64x2xi32>
      %kb_ok = arith.cmpi slt, %kb, %KSs : tensor<64x2xi32>
      %sa_off = arith.addi %sa_row_b, %kb : tensor<64x2xi32>
      %sa_mask = arith.andi %sa_ok, %kb_ok : tensor<64x2xi1>
      %tsa = tile.load %sa[%sa_off] mask %sa_mask : tensor<64x2xi32> -> tensor<64x2xf8E8M0FNU>

      // B block (64x64 e4m3, row-major K x N) and its scales (64x2, per column).
      %kbk = arith.addi %b_k_b, %k0s : tensor<64x64xi32>
      %b_row = arith.muli %kbk, %Nb : tensor<64x64xi32>
      %b_off = arith.addi %b_row, %b_col_b : tensor<64x64xi32>
      %kbk_ok = arith.cmpi slt, %kbk, %Kaa : tensor<64x64xi32>
      %b_mask = arith.andi %b_ok, %kbk_ok : tensor<64x64xi1>
      %tb = tile.load %b[%b_off] mask %b_mask : tensor<64x64xi32> -> tensor<64x64xf8E4M3FN>
      %sb_off = arith.addi %sb_row_b, %kb : tensor<64x2xi32>
      %sb_mask = arith.andi %sb_ok, %kb_ok : tensor<64x2xi1>
      %tsb = tile.load %sb[%sb_off] mask %sb_mask : tensor<64x2xi32> -> tensor<64x2xf8E8M0FNU>

      %acc_out = tile.dot_scaled %ta scale %tsa, %tb scale %tsb, %acc_in
          : tensor<64x64xf8E4M3FN>, tensor<64x2xf8E8M0FNU>, tensor<64x64xf8E4M3FN>,
            tensor<64x2xf8E8M0FNU> -> tensor<64x64xf32>
      scf.yield %acc_out : tensor<64x64xf32>
    }

    %c_row = arith.muli %rows_c, %Nv : tensor<64x1xi32>
    %c_row_b = tile.broadcast %c_row : tensor<64x1xi32> -> tensor<64x64xi32>
    %c_off = arith.addi %c_row_b, %b_col_b : tensor<64x64xi32>
    %c_rmask = tile.broadcast %row_ok : tensor<64x1xi1> -> tensor<64x64xi1>
    %c_mask = arith.andi %c_rmask, %b_ok : tensor<64x64xi1>
    tile.store %acc, %c[%c_off] mask %c_mask : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}
