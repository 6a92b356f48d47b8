// C[M,N] = sum over K blocks kb of (A[:, kb] B[kb, :]) * S[kb, :]: a bf16
// GEMM whose K loop also loads a per-iteration scale row (f32, one per
// column and K block of 32), as block-scaled fp8 GEMMs do. tile-pipeline's
// templates refuse it (the loop yields the scaled sum, not a dot);
// tile-pipeline-loads pipelines all three loads (test/Transforms/
// pipeline-loads.mlir; numerics: test/python/test_buffers_emulated.py).
// One 64x64 block of C per program, 128 threads.
tile.kernel @gemm_scaled(%a: !tile.ptr<bf16>, %b: !tile.ptr<bf16>, %s: !tile.ptr<f32>,
                         %c: !tile.ptr<f32>, %M: i32, %N: i32, %K: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %c64 = arith.constant 64 : i32
  %pn = tile.program_id x : i32
  %pm = tile.program_id y : i32
  %m0 = arith.muli %pm, %c64 : i32
  %n0 = arith.muli %pn, %c64 : i32
  %r64 = tile.range 0 to 64 : tensor<64xi32>
  %r32 = tile.range 0 to 32 : tensor<32xi32>
  %m0s = tile.splat %m0 : tensor<64xi32>
  %rows = arith.addi %m0s, %r64 : tensor<64xi32>
  %n0s = tile.splat %n0 : tensor<64xi32>
  %cols = arith.addi %n0s, %r64 : tensor<64xi32>
  %rows_c = tile.expand_dims %rows axis 1 : tensor<64xi32> -> tensor<64x1xi32>
  %rows_b = tile.broadcast %rows_c : tensor<64x1xi32> -> tensor<64x32xi32>
  %Ka = tile.splat %K : tensor<64x32xi32>
  %Ma = tile.splat %M : tensor<64x32xi32>
  %a_row = arith.muli %rows_b, %Ka : tensor<64x32xi32>
  %a_rok = arith.cmpi slt, %rows_b, %Ma : tensor<64x32xi32>
  %ka = tile.expand_dims %r32 axis 0 : tensor<32xi32> -> tensor<1x32xi32>
  %ka_b = tile.broadcast %ka : tensor<1x32xi32> -> tensor<64x32xi32>
  %cols_r = tile.expand_dims %cols axis 0 : tensor<64xi32> -> tensor<1x64xi32>
  %cols_b = tile.broadcast %cols_r : tensor<1x64xi32> -> tensor<32x64xi32>
  %Nb = tile.splat %N : tensor<32x64xi32>
  %Kb = tile.splat %K : tensor<32x64xi32>
  %b_cok = arith.cmpi slt, %cols_b, %Nb : tensor<32x64xi32>
  %kb = tile.expand_dims %r32 axis 1 : tensor<32xi32> -> tensor<32x1xi32>
  %kb_b = tile.broadcast %kb : tensor<32x1xi32> -> tensor<32x64xi32>
  %Ns = tile.splat %N : tensor<64xi32>
  %s_cok = arith.cmpi slt, %cols, %Ns : tensor<64xi32>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %k0 = %c0 to %K step %c32 iter_args(%acc_in = %zero) -> (tensor<64x64xf32>) : i32 {
    %k0a = tile.splat %k0 : tensor<64x32xi32>
    %ka_g = arith.addi %ka_b, %k0a : tensor<64x32xi32>
    %a_off = arith.addi %a_row, %ka_g : tensor<64x32xi32>
    %a_kok = arith.cmpi slt, %ka_g, %Ka : tensor<64x32xi32>
    %a_m = arith.andi %a_rok, %a_kok : tensor<64x32xi1>
    %ta = tile.load %a[%a_off] mask %a_m : tensor<64x32xi32> -> tensor<64x32xbf16>
    %k0b = tile.splat %k0 : tensor<32x64xi32>
    %kb_g = arith.addi %kb_b, %k0b : tensor<32x64xi32>
    %b_rowo = arith.muli %kb_g, %Nb : tensor<32x64xi32>
    %b_off = arith.addi %b_rowo, %cols_b : tensor<32x64xi32>
    %b_kok = arith.cmpi slt, %kb_g, %Kb : tensor<32x64xi32>
    %b_m = arith.andi %b_kok, %b_cok : tensor<32x64xi1>
    %tb = tile.load %b[%b_off] mask %b_m : tensor<32x64xi32> -> tensor<32x64xbf16>
    // Scale row k0 / 32: S[k0 / 32, cols].
    %kblk = arith.divui %k0, %c32 : i32
    %srow = arith.muli %kblk, %N : i32
    %srows = tile.splat %srow : tensor<64xi32>
    %s_off = arith.addi %srows, %cols : tensor<64xi32>
    %ts = tile.load %s[%s_off] mask %s_cok : tensor<64xi32> -> tensor<64xf32>
    %part = tile.dot %ta, %tb, %zero : tensor<64x32xbf16>, tensor<32x64xbf16> -> tensor<64x64xf32>
    %ts_r = tile.expand_dims %ts axis 0 : tensor<64xf32> -> tensor<1x64xf32>
    %ts_b = tile.broadcast %ts_r : tensor<1x64xf32> -> tensor<64x64xf32>
    %scaled = arith.mulf %part, %ts_b : tensor<64x64xf32>
    %acc_out = arith.addf %acc_in, %scaled : tensor<64x64xf32>
    scf.yield %acc_out : tensor<64x64xf32>
  }
  %rows_cc = tile.expand_dims %rows axis 1 : tensor<64xi32> -> tensor<64x1xi32>
  %rows_cb = tile.broadcast %rows_cc : tensor<64x1xi32> -> tensor<64x64xi32>
  %cols_cc = tile.broadcast %cols_r : tensor<1x64xi32> -> tensor<64x64xi32>
  %Nc = tile.splat %N : tensor<64x64xi32>
  %Mc = tile.splat %M : tensor<64x64xi32>
  %c_row = arith.muli %rows_cb, %Nc : tensor<64x64xi32>
  %c_off = arith.addi %c_row, %cols_cc : tensor<64x64xi32>
  %c_rok = arith.cmpi slt, %rows_cb, %Mc : tensor<64x64xi32>
  %c_cok = arith.cmpi slt, %cols_cc, %Nc : tensor<64x64xi32>
  %c_m = arith.andi %c_rok, %c_cok : tensor<64x64xi1>
  tile.store %acc, %c[%c_off] mask %c_m : tensor<64x64xi32>, tensor<64x64xf32>
  tile.return
}
