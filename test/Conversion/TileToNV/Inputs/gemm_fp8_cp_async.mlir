// An fp8 (e4m3 x e5m2) GEMM K loop for mma.sync on sm_89: tile-pipeline
// turns it into a cp.async pipeline with 16 elements per 16-byte chunk.
// A is M x K row-major, B is K x N row-major; loads are masked on M, N, K.
module {
  tile.kernel @gemm_fp8_cp_async(%a: !tile.ptr<f8E4M3FN>, %b: !tile.ptr<f8E5M2>,
                                 %c: !tile.ptr<f32>, %M: i32, %N: i32, %K: i32) {
    %pm = tile.program_id y : i32
    %pn = tile.program_id x : i32
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %m0 = arith.muli %pm, %c64 : i32
    %n0 = arith.muli %pn, %c64 : i32
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %m0s = tile.splat %m0 : tensor<64xi32>
    %rows = arith.addi %m0s, %r64 : tensor<64xi32>
    %n0s = tile.splat %n0 : tensor<64xi32>
    %cols = arith.addi %n0s, %r64 : tensor<64xi32>
    %rows_c = tile.expand_dims %rows axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %cols_r = tile.expand_dims %cols axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %k_r = tile.expand_dims %r64 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %k_c = tile.expand_dims %r64 axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %Ms = tile.splat %M : tensor<64x1xi32>
    %Ns = tile.splat %N : tensor<1x64xi32>
    %Ks = tile.splat %K : tensor<64x1xi32>
    %row_ok = arith.cmpi slt, %rows_c, %Ms : tensor<64x1xi32>
    %col_ok = arith.cmpi slt, %cols_r, %Ns : tensor<1x64xi32>
    %a_row = arith.muli %rows_c, %Ks : tensor<64x1xi32>
    %Nc = tile.splat %N : tensor<64x1xi32>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    // A zero `other` is what the zero fill writes (allowed on fp8 here).
    %fz = arith.constant 0.0 : f8E4M3FN
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<64x64xf32>) : i32 {
      %k0r = tile.splat %k0 : tensor<1x64xi32>
      %ka = arith.addi %k_r, %k0r : tensor<1x64xi32>
      %a_row_b = tile.broadcast %a_row : tensor<64x1xi32> -> tensor<64x64xi32>
      %ka_b = tile.broadcast %ka : tensor<1x64xi32> -> tensor<64x64xi32>
      %a_off = arith.addi %a_row_b, %ka_b : tensor<64x64xi32>
      %Kr = tile.splat %K : tensor<1x64xi32>
      %ka_ok = arith.cmpi slt, %ka, %Kr : tensor<1x64xi32>
      %row_ok_b = tile.broadcast %row_ok : tensor<64x1xi1> -> tensor<64x64xi1>
      %ka_ok_b = tile.broadcast %ka_ok : tensor<1x64xi1> -> tensor<64x64xi1>
      %a_m = arith.andi %row_ok_b, %ka_ok_b : tensor<64x64xi1>
      %ta = tile.load %a[%a_off] mask %a_m other %fz : tensor<64x64xi32> -> tensor<64x64xf8E4M3FN>
      %k0c = tile.splat %k0 : tensor<64x1xi32>
      %kb = arith.addi %k_c, %k0c : tensor<64x1xi32>
      %b_row = arith.muli %kb, %Nc : tensor<64x1xi32>
      %b_row_b = tile.broadcast %b_row : tensor<64x1xi32> -> tensor<64x64xi32>
      %cols_b = tile.broadcast %cols_r : tensor<1x64xi32> -> tensor<64x64xi32>
      %b_off = arith.addi %b_row_b, %cols_b : tensor<64x64xi32>
      %kb_ok = arith.cmpi slt, %kb, %Ks : tensor<64x1xi32>
      %kb_ok_b = tile.broadcast %kb_ok : tensor<64x1xi1> -> tensor<64x64xi1>
      %col_ok_b = tile.broadcast %col_ok : tensor<1x64xi1> -> tensor<64x64xi1>
      %b_m = arith.andi %kb_ok_b, %col_ok_b : tensor<64x64xi1>
      %tb = tile.load %b[%b_off] mask %b_m : tensor<64x64xi32> -> tensor<64x64xf8E5M2>
      %d = tile.dot %ta, %tb, %acc_in : tensor<64x64xf8E4M3FN>, tensor<64x64xf8E5M2> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    }
    %c_row = arith.muli %rows_c, %Nc : tensor<64x1xi32>
    %c_row_b = tile.broadcast %c_row : tensor<64x1xi32> -> tensor<64x64xi32>
    %c_cols = tile.broadcast %cols_r : tensor<1x64xi32> -> tensor<64x64xi32>
    %c_off = arith.addi %c_row_b, %c_cols : tensor<64x64xi32>
    %c_rm = tile.broadcast %row_ok : tensor<64x1xi1> -> tensor<64x64xi1>
    %c_cm = tile.broadcast %col_ok : tensor<1x64xi1> -> tensor<64x64xi1>
    %c_m = arith.andi %c_rm, %c_cm : tensor<64x64xi1>
    tile.store %acc, %c[%c_off] mask %c_m : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}
