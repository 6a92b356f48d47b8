// tile.load K loops of wgmma dots (sm_90a) that tile-pipeline turns into
// cp.async pipelines with B K-major: @gemm_bt reads B (stored N x K) as the
// tile.trans of an N x K load (bf16, 128x128x64 on 8 warps); @gemm_fp8_nk
// loads a K x N tile of B stored N x K (offsets n * K + k: contiguous down
// the tile's columns), copied down the columns (fp8 wgmma reads B only
// K-major). Loads are masked on M, N and K.
module {
  tile.kernel @gemm_bt(%a: !tile.ptr<bf16>, %b: !tile.ptr<bf16>, %c: !tile.ptr<f32>,
                       %M: i32, %N: i32, %K: i32) attributes {num_warps = 8 : i32} {
    %pm = tile.program_id y : i32
    %pn = tile.program_id x : i32
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %m0 = arith.muli %pm, %c128 : i32
    %n0 = arith.muli %pn, %c128 : i32
    %r128 = tile.range 0 to 128 : tensor<128xi32>
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %m0s = tile.splat %m0 : tensor<128xi32>
    %gr = arith.addi %m0s, %r128 : tensor<128xi32>
    %n0s = tile.splat %n0 : tensor<128xi32>
    %gc = arith.addi %n0s, %r128 : tensor<128xi32>
    %gr2 = tile.expand_dims %gr axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %gc2 = tile.expand_dims %gc axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %k2 = tile.expand_dims %r64 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %Ks = tile.splat %K : tensor<128x1xi32>
    %Ms = tile.splat %M : tensor<128x1xi32>
    %Ns = tile.splat %N : tensor<128x1xi32>
    %a_row = arith.muli %gr2, %Ks : tensor<128x1xi32>
    %b_row = arith.muli %gc2, %Ks : tensor<128x1xi32>
    %row_ok = arith.cmpi slt, %gr2, %Ms : tensor<128x1xi32>
    %col_ok = arith.cmpi slt, %gc2, %Ns : tensor<128x1xi32>
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
      %k0s = tile.splat %k0 : tensor<1x64xi32>
      %kk = arith.addi %k2, %k0s : tensor<1x64xi32>
      %Kr = tile.splat %K : tensor<1x64xi32>
      %k_ok = arith.cmpi slt, %kk, %Kr : tensor<1x64xi32>
      %k_ok_b = tile.broadcast %k_ok : tensor<1x64xi1> -> tensor<128x64xi1>
      %kk_b = tile.broadcast %kk : tensor<1x64xi32> -> tensor<128x64xi32>
      %a_row_b = tile.broadcast %a_row : tensor<128x1xi32> -> tensor<128x64xi32>
      %a_off = arith.addi %a_row_b, %kk_b : tensor<128x64xi32>
      %row_ok_b = tile.broadcast %row_ok : tensor<128x1xi1> -> tensor<128x64xi1>
      %a_m = arith.andi %row_ok_b, %k_ok_b : tensor<128x64xi1>
      %ta = tile.load %a[%a_off] mask %a_m : tensor<128x64xi32> -> tensor<128x64xbf16>
      %b_row_b = tile.broadcast %b_row : tensor<128x1xi32> -> tensor<128x64xi32>
      %b_off = arith.addi %b_row_b, %kk_b : tensor<128x64xi32>
      %col_ok_b = tile.broadcast %col_ok : tensor<128x1xi1> -> tensor<128x64xi1>
      %b_m = arith.andi %col_ok_b, %k_ok_b : tensor<128x64xi1>
      %tb = tile.load %b[%b_off] mask %b_m : tensor<128x64xi32> -> tensor<128x64xbf16>
      %tbt = tile.trans %tb : tensor<128x64xbf16> -> tensor<64x128xbf16>
      %d = tile.dot %ta, %tbt, %acc_in : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    }
    %gcr = tile.expand_dims %gc axis 0 : tensor<128xi32> -> tensor<1x128xi32>
    %Nr = tile.splat %N : tensor<128x1xi32>
    %c_row = arith.muli %gr2, %Nr : tensor<128x1xi32>
    %c_row_b = tile.broadcast %c_row : tensor<128x1xi32> -> tensor<128x128xi32>
    %gcr_b = tile.broadcast %gcr : tensor<1x128xi32> -> tensor<128x128xi32>
    %c_off = arith.addi %c_row_b, %gcr_b : tensor<128x128xi32>
    %Nrow = tile.splat %N : tensor<1x128xi32>
    %cok = arith.cmpi slt, %gcr, %Nrow : tensor<1x128xi32>
    %cok_b = tile.broadcast %cok : tensor<1x128xi1> -> tensor<128x128xi1>
    %rok_b = tile.broadcast %row_ok : tensor<128x1xi1> -> tensor<128x128xi1>
    %c_m = arith.andi %rok_b, %cok_b : tensor<128x128xi1>
    tile.store %acc, %c[%c_off] mask %c_m : tensor<128x128xi32>, tensor<128x128xf32>
    tile.return
  }

  tile.kernel @gemm_fp8_nk(%a: !tile.ptr<f8E4M3FN>, %b: !tile.ptr<f8E4M3FN>, %c: !tile.ptr<f32>,
                           %M: i32, %N: i32, %K: i32) {
    %pm = tile.program_id y : i32
    %pn = tile.program_id x : i32
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %m0 = arith.muli %pm, %c64 : i32
    %n0 = arith.muli %pn, %c64 : i32
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %m0s = tile.splat %m0 : tensor<64xi32>
    %gr = arith.addi %m0s, %r64 : tensor<64xi32>
    %n0s = tile.splat %n0 : tensor<64xi32>
    %gc = arith.addi %n0s, %r64 : tensor<64xi32>
    %gr2 = tile.expand_dims %gr axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %gcr = tile.expand_dims %gc axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %k_r = tile.expand_dims %r64 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %k_c = tile.expand_dims %r64 axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %Ks = tile.splat %K : tensor<64x1xi32>
    %Kr = tile.splat %K : tensor<1x64xi32>
    %Ms = tile.splat %M : tensor<64x1xi32>
    %Nr = tile.splat %N : tensor<1x64xi32>
    %a_row = arith.muli %gr2, %Ks : tensor<64x1xi32>
    %b_col = arith.muli %gcr, %Kr : tensor<1x64xi32>
    %row_ok = arith.cmpi slt, %gr2, %Ms : tensor<64x1xi32>
    %col_ok = arith.cmpi slt, %gcr, %Nr : tensor<1x64xi32>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<64x64xf32>) : i32 {
      %k0r = tile.splat %k0 : tensor<1x64xi32>
      %ka = arith.addi %k_r, %k0r : tensor<1x64xi32>
      %ka_b = tile.broadcast %ka : tensor<1x64xi32> -> tensor<64x64xi32>
      %a_row_b = tile.broadcast %a_row : tensor<64x1xi32> -> tensor<64x64xi32>
      %a_off = arith.addi %a_row_b, %ka_b : tensor<64x64xi32>
      %ka_ok = arith.cmpi slt, %ka, %Kr : tensor<1x64xi32>
      %ka_ok_b = tile.broadcast %ka_ok : tensor<1x64xi1> -> tensor<64x64xi1>
      %row_ok_b = tile.broadcast %row_ok : tensor<64x1xi1> -> tensor<64x64xi1>
      %a_m = arith.andi %row_ok_b, %ka_ok_b : tensor<64x64xi1>
      %ta = tile.load %a[%a_off] mask %a_m : tensor<64x64xi32> -> tensor<64x64xf8E4M3FN>
      // B[k, n] at n * K + k: a K x N tile contiguous down its columns.
      %k0c = tile.splat %k0 : tensor<64x1xi32>
      %kb = arith.addi %k_c, %k0c : tensor<64x1xi32>
      %kb_b = tile.broadcast %kb : tensor<64x1xi32> -> tensor<64x64xi32>
      %b_col_b = tile.broadcast %b_col : tensor<1x64xi32> -> tensor<64x64xi32>
      %b_off = arith.addi %b_col_b, %kb_b : tensor<64x64xi32>
      %kb_ok = arith.cmpi slt, %kb, %Ks : tensor<64x1xi32>
      %kb_ok_b = tile.broadcast %kb_ok : tensor<64x1xi1> -> tensor<64x64xi1>
      %col_ok_b = tile.broadcast %col_ok : tensor<1x64xi1> -> tensor<64x64xi1>
      %b_m = arith.andi %kb_ok_b, %col_ok_b : tensor<64x64xi1>
      %tb = tile.load %b[%b_off] mask %b_m : tensor<64x64xi32> -> tensor<64x64xf8E4M3FN>
      %d = tile.dot %ta, %tb, %acc_in : tensor<64x64xf8E4M3FN>, tensor<64x64xf8E4M3FN> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    }
    %Nc = tile.splat %N : tensor<64x1xi32>
    %c_row = arith.muli %gr2, %Nc : tensor<64x1xi32>
    %c_row_b = tile.broadcast %c_row : tensor<64x1xi32> -> tensor<64x64xi32>
    %gcr_b = tile.broadcast %gcr : tensor<1x64xi32> -> tensor<64x64xi32>
    %c_off = arith.addi %c_row_b, %gcr_b : tensor<64x64xi32>
    %rok_b = tile.broadcast %row_ok : tensor<64x1xi1> -> tensor<64x64xi1>
    %cok_b = tile.broadcast %col_ok : tensor<1x64xi1> -> tensor<64x64xi1>
    %c_m = arith.andi %rok_b, %cok_b : tensor<64x64xi1>
    tile.store %acc, %c[%c_off] mask %c_m : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}
