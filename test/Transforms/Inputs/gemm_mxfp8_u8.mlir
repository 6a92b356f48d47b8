// examples/gemm_mxfp8.mlir as Triton kernels write it: A, B and their
// scales loaded as uint8 (i8) bytes and viewed as e4m3 / e8m0 through
// arith.bitcast before the tile.dot_scaled (pipeline-loads.mlir TCGMXU8).
module {
  tile.kernel @gemm_mxfp8_u8(%a: !tile.ptr<i8>, %sa: !tile.ptr<i8>,
                          %b: !tile.ptr<i8>, %sb: !tile.ptr<i8>,
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
      %ua = tile.load %a[%a_off] mask %a_ok : tensor<128x32xi32> -> tensor<128x32xi8>
      %ta = arith.bitcast %ua : tensor<128x32xi8> to tensor<128x32xf8E4M3FN>
      %kb0 = arith.divui %k0, %c32 : i32
      %kb0a = tile.splat %kb0 : tensor<128x1xi32>
      %sa_off = arith.addi %sa_row, %kb0a : tensor<128x1xi32>
      %usa = tile.load %sa[%sa_off] mask %row_ok : tensor<128x1xi32> -> tensor<128x1xi8>
      %tsa = arith.bitcast %usa : tensor<128x1xi8> to tensor<128x1xf8E8M0FNU>

      // B block (32x64 e4m3, row-major K x N) and its scales (64x1, per column).
      %k0b = tile.splat %k0 : tensor<32x64xi32>
      %kbk = arith.addi %b_k_b, %k0b : tensor<32x64xi32>
      %b_row = arith.muli %kbk, %Nb : tensor<32x64xi32>
      %b_off = arith.addi %b_row, %b_col_b : tensor<32x64xi32>
      %ub = tile.load %b[%b_off] mask %b_ok : tensor<32x64xi32> -> tensor<32x64xi8>
      %tb = arith.bitcast %ub : tensor<32x64xi8> to tensor<32x64xf8E4M3FN>
      %kb0b = tile.splat %kb0 : tensor<64x1xi32>
      %sb_off = arith.addi %sb_row, %kb0b : tensor<64x1xi32>
      %usb = tile.load %sb[%sb_off] mask %colc_ok : tensor<64x1xi32> -> tensor<64x1xi8>
      %tsb = arith.bitcast %usb : tensor<64x1xi8> to tensor<64x1xf8E8M0FNU>

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
