// C[M,N] = sum over K blocks kb of (A[:, kb] B[kb, :]) * S[kb, :] with A
// and B read through TMA tensor maps (A row-major M x K, B stored N x K,
// both SWIZZLE_128B with 64 x 64 boxes) and the scale row (f32, one per
// column and K block of 64) with an ordinary load. tile-pipeline's
// templates refuse it (a third load, and the loop yields the scaled sum);
// tile-pipeline-loads pipelines all three: the boxes through TMA rings
// with one mbarrier per stage, the scale row through a cp.async ring
// (test/Transforms/pipeline-loads.mlir; numerics:
// test/python/test_buffers_emulated.py). One 64x64 block of C per program,
// 128 threads.
tile.kernel @gemm_box_scaled(%a: !tile.ptr<bf16> {tile.tensor_map},
                             %bt: !tile.ptr<bf16> {tile.tensor_map},
                             %s: !tile.ptr<f32>, %c: !tile.ptr<f32>,
                             %M: i32, %N: i32, %K: i32) {
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %pn = tile.program_id x : i32
  %pm = tile.program_id y : i32
  %m0 = arith.muli %pm, %c64 : i32
  %n0 = arith.muli %pn, %c64 : i32
  %r64 = tile.range 0 to 64 : tensor<64xi32>
  %m0s = tile.splat %m0 : tensor<64xi32>
  %rows = arith.addi %m0s, %r64 : tensor<64xi32>
  %n0s = tile.splat %n0 : tensor<64xi32>
  %cols = arith.addi %n0s, %r64 : tensor<64xi32>
  %Ns = tile.splat %N : tensor<64xi32>
  %s_cok = arith.cmpi slt, %cols, %Ns : tensor<64xi32>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<64x64xf32>) : i32 {
    %ta = tile.load_box %a[%k0, %m0] : !tile.ptr<bf16> -> tensor<64x64xbf16>
    %tbn = tile.load_box %bt[%k0, %n0] : !tile.ptr<bf16> -> tensor<64x64xbf16>
    %tb = tile.trans %tbn : tensor<64x64xbf16> -> tensor<64x64xbf16>
    // Scale row k0 / 64: S[k0 / 64, cols].
    %kblk = arith.divui %k0, %c64 : i32
    %srow = arith.muli %kblk, %N : i32
    %srows = tile.splat %srow : tensor<64xi32>
    %s_off = arith.addi %srows, %cols : tensor<64xi32>
    %ts = tile.load %s[%s_off] mask %s_cok : tensor<64xi32> -> tensor<64xf32>
    %part = tile.dot %ta, %tb, %zero : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
    %ts_r = tile.expand_dims %ts axis 0 : tensor<64xf32> -> tensor<1x64xf32>
    %ts_b = tile.broadcast %ts_r : tensor<1x64xf32> -> tensor<64x64xf32>
    %scaled = arith.mulf %part, %ts_b : tensor<64x64xf32>
    %acc_out = arith.addf %acc_in, %scaled : tensor<64x64xf32>
    scf.yield %acc_out : tensor<64x64xf32>
  }
  %rows_c = tile.expand_dims %rows axis 1 : tensor<64xi32> -> tensor<64x1xi32>
  %rows_b = tile.broadcast %rows_c : tensor<64x1xi32> -> tensor<64x64xi32>
  %cols_r = tile.expand_dims %cols axis 0 : tensor<64xi32> -> tensor<1x64xi32>
  %cols_b = tile.broadcast %cols_r : tensor<1x64xi32> -> tensor<64x64xi32>
  %Nc = tile.splat %N : tensor<64x64xi32>
  %Mc = tile.splat %M : tensor<64x64xi32>
  %c_row = arith.muli %rows_b, %Nc : tensor<64x64xi32>
  %c_off = arith.addi %c_row, %cols_b : tensor<64x64xi32>
  %c_rok = arith.cmpi slt, %rows_b, %Mc : tensor<64x64xi32>
  %c_cok = arith.cmpi slt, %cols_b, %Nc : tensor<64x64xi32>
  %c_m = arith.andi %c_rok, %c_cok : tensor<64x64xi1>
  tile.store %acc, %c[%c_off] mask %c_m : tensor<64x64xi32>, tensor<64x64xf32>
  tile.return
}
