// C[M,N] = A B with A (M x K) and B stored N x K in e4m3, read through TMA
// tensor maps in 64 x 64 boxes: rows of 64 bytes, so tile-pipeline-loads
// puts them in 64-byte-swizzled rings (the maps' metadata says 64) and
// wgmma reads both K-major where they landed
// (test/Transforms/pipeline-loads.mlir). One 64x64 block of C per
// program, 128 threads.
tile.kernel @gemm_box_fp8(%a: !tile.ptr<f8E4M3FN> {tile.tensor_map},
                          %bt: !tile.ptr<f8E4M3FN> {tile.tensor_map},
                          %c: !tile.ptr<f32>, %N: i32, %K: i32) {
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %pn = tile.program_id x : i32
  %pm = tile.program_id y : i32
  %m0 = arith.muli %pm, %c64 : i32
  %n0 = arith.muli %pn, %c64 : i32
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<64x64xf32>) : i32 {
    %ta = tile.load_box %a[%k0, %m0] : !tile.ptr<f8E4M3FN> -> tensor<64x64xf8E4M3FN>
    %tbn = tile.load_box %bt[%k0, %n0] : !tile.ptr<f8E4M3FN> -> tensor<64x64xf8E4M3FN>
    %tb = tile.trans %tbn : tensor<64x64xf8E4M3FN> -> tensor<64x64xf8E4M3FN>
    %acc_out = tile.dot %ta, %tb, %acc_in : tensor<64x64xf8E4M3FN>, tensor<64x64xf8E4M3FN> -> tensor<64x64xf32>
    scf.yield %acc_out : tensor<64x64xf32>
  }
  %r64 = tile.range 0 to 64 : tensor<64xi32>
  %m0s = tile.splat %m0 : tensor<64xi32>
  %rows = arith.addi %m0s, %r64 : tensor<64xi32>
  %n0s = tile.splat %n0 : tensor<64xi32>
  %cols = arith.addi %n0s, %r64 : tensor<64xi32>
  %rows_c = tile.expand_dims %rows axis 1 : tensor<64xi32> -> tensor<64x1xi32>
  %rows_b = tile.broadcast %rows_c : tensor<64x1xi32> -> tensor<64x64xi32>
  %cols_r = tile.expand_dims %cols axis 0 : tensor<64xi32> -> tensor<1x64xi32>
  %cols_b = tile.broadcast %cols_r : tensor<1x64xi32> -> tensor<64x64xi32>
  %Nc = tile.splat %N : tensor<64x64xi32>
  %c_row = arith.muli %rows_b, %Nc : tensor<64x64xi32>
  %c_off = arith.addi %c_row, %cols_b : tensor<64x64xi32>
  tile.store %acc, %c[%c_off] : tensor<64x64xi32>, tensor<64x64xf32>
  tile.return
}
