// examples/gemm_bf16.mlir with B stored N x K (row n holds B's column n,
// K contiguous: the weight of `x @ w.T`) and still loaded as the K x N
// tile the dot takes, through its offsets (n K + k): its addresses run
// down the tile's columns. tile-translate's default copies it into N x K
// rings along K (the offsets' and mask's tile.trans), read by the MMAs
// K-major (transpose_b).
//   launch: grid = (ceil(N/64), ceil(M/128)), block = 128 threads

module {
  tile.kernel @gemm_bf16_bnk(%a: !tile.ptr<bf16>, %b: !tile.ptr<bf16>,
                         %c: !tile.ptr<f32>, %M: i32, %N: i32, %K: i32) {
    %pn = tile.program_id x : i32
    %pm = tile.program_id y : i32
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %m0 = arith.muli %pm, %c128 : i32
    %n0 = arith.muli %pn, %c64 : i32

    // Global row and column indices of this block.
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %r128 = tile.range 0 to 128 : tensor<128xi32>
    %r32 = tile.range 0 to 32 : tensor<32xi32>
    %m0s = tile.splat %m0 : tensor<128xi32>
    %rows = arith.addi %m0s, %r128 : tensor<128xi32>
    %n0s = tile.splat %n0 : tensor<64xi32>
    %cols = arith.addi %n0s, %r64 : tensor<64xi32>

    // A block (128x32): offset rows[i]*K + k, valid where rows[i] < M, k < K.
    %rows_c = tile.expand_dims %rows axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %Ka = tile.splat %K : tensor<128x1xi32>
    %a_row = arith.muli %rows_c, %Ka : tensor<128x1xi32>
    %a_row_b = tile.broadcast %a_row : tensor<128x1xi32> -> tensor<128x32xi32>
    %Ma = tile.splat %M : tensor<128x1xi32>
    %a_rmask = arith.cmpi slt, %rows_c, %Ma : tensor<128x1xi32>
    %a_rmask_b = tile.broadcast %a_rmask : tensor<128x1xi1> -> tensor<128x32xi1>
    %ka = tile.expand_dims %r32 axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %ka_b = tile.broadcast %ka : tensor<1x32xi32> -> tensor<128x32xi32>

    // B block (32x64): offset k*N + cols[j], valid where k < K, cols[j] < N.
    %kb = tile.expand_dims %r32 axis 1 : tensor<32xi32> -> tensor<32x1xi32>
    %kb_b = tile.broadcast %kb : tensor<32x1xi32> -> tensor<32x64xi32>
    %cols_r = tile.expand_dims %cols axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %cols_b = tile.broadcast %cols_r : tensor<1x64xi32> -> tensor<32x64xi32>
    %Nb = tile.splat %N : tensor<1x64xi32>
    %b_cmask = arith.cmpi slt, %cols_r, %Nb : tensor<1x64xi32>
    %b_cmask_b = tile.broadcast %b_cmask : tensor<1x64xi1> -> tensor<32x64xi1>
    %Nbb = tile.splat %N : tensor<32x64xi32>
    %Kaa = tile.splat %K : tensor<128x32xi32>
    %Kbb = tile.splat %K : tensor<32x64xi32>

    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    %acc = scf.for %k0 = %c0 to %K step %c32 iter_args(%acc_in = %zero) -> (tensor<128x64xf32>) : i32 {
      %k0a = tile.splat %k0 : tensor<128x32xi32>
      %ka_g = arith.addi %ka_b, %k0a : tensor<128x32xi32>
      %a_off = arith.addi %a_row_b, %ka_g : tensor<128x32xi32>
      %a_kmask = arith.cmpi slt, %ka_g, %Kaa : tensor<128x32xi32>
      %a_mask = arith.andi %a_rmask_b, %a_kmask : tensor<128x32xi1>
      %ta = tile.load %a[%a_off] mask %a_mask : tensor<128x32xi32> -> tensor<128x32xbf16>

      %k0b = tile.splat %k0 : tensor<32x64xi32>
      %kb_g = arith.addi %kb_b, %k0b : tensor<32x64xi32>
      %b_col = arith.muli %cols_b, %Kbb : tensor<32x64xi32>
      %b_off = arith.addi %b_col, %kb_g : tensor<32x64xi32>
      %b_kmask = arith.cmpi slt, %kb_g, %Kbb : tensor<32x64xi32>
      %b_mask = arith.andi %b_kmask, %b_cmask_b : tensor<32x64xi1>
      %tb = tile.load %b[%b_off] mask %b_mask : tensor<32x64xi32> -> tensor<32x64xbf16>

      %acc_out = tile.dot %ta, %tb, %acc_in : tensor<128x32xbf16>, tensor<32x64xbf16> -> tensor<128x64xf32>
      scf.yield %acc_out : tensor<128x64xf32>
    }

    // Store the 128x64 block of C where it lies inside M x N.
    %Nc = tile.splat %N : tensor<128x1xi32>
    %c_row = arith.muli %rows_c, %Nc : tensor<128x1xi32>
    %c_row_b = tile.broadcast %c_row : tensor<128x1xi32> -> tensor<128x64xi32>
    %cols_cb = tile.broadcast %cols_r : tensor<1x64xi32> -> tensor<128x64xi32>
    %c_off = arith.addi %c_row_b, %cols_cb : tensor<128x64xi32>
    %c_rmask = tile.broadcast %a_rmask : tensor<128x1xi1> -> tensor<128x64xi1>
    %c_cmask = tile.broadcast %b_cmask : tensor<1x64xi1> -> tensor<128x64xi1>
    %c_mask = arith.andi %c_rmask, %c_cmask : tensor<128x64xi1>
    tile.store %acc, %c[%c_off] mask %c_mask : tensor<128x64xi32>, tensor<128x64xf32>
    tile.return
  }
}
