// C[M,N] = A B with A (M x K) and B stored N x K, both e4m3 in global
// memory read with masked tile.load (no tensor maps), f32 accumulation.
// One 128x64 block of C per program, 128 threads, K in steps of 32: rows
// of 32 bytes, which tile-pipeline-loads puts in 32-byte-swizzled cp.async
// rings where a tcgen05 dot reads them K-major in place
// (test/Transforms/pipeline-loads.mlir, test_buffers_emulated.py). M, N
// and K are arbitrary (masked).
//
//   launch: grid = (ceil(N/64), ceil(M/128)), block = 128 threads
tile.kernel @gemm_fp8_loads(%a: !tile.ptr<f8E4M3FN>, %bt: !tile.ptr<f8E4M3FN>,
                            %c: !tile.ptr<f32>, %M: i32, %N: i32, %K: i32) {
  %pn = tile.program_id x : i32
  %pm = tile.program_id y : i32
  %c0 = arith.constant 0 : i32
  %c32 = arith.constant 32 : i32
  %c64 = arith.constant 64 : i32
  %c128 = arith.constant 128 : i32
  %m0 = arith.muli %pm, %c128 : i32
  %n0 = arith.muli %pn, %c64 : i32
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
  // A at rows[i] K + k, B^T at cols[j] K + k.
  %Ka = tile.splat %K : tensor<128x1xi32>
  %a_row = arith.muli %rows_c, %Ka : tensor<128x1xi32>
  %a_row_b = tile.broadcast %a_row : tensor<128x1xi32> -> tensor<128x32xi32>
  %Ma = tile.splat %M : tensor<128x1xi32>
  %a_rmask = arith.cmpi slt, %rows_c, %Ma : tensor<128x1xi32>
  %a_rmask_b = tile.broadcast %a_rmask : tensor<128x1xi1> -> tensor<128x32xi1>
  %ka_b = tile.broadcast %k_r : tensor<1x32xi32> -> tensor<128x32xi32>
  %Kaa = tile.splat %K : tensor<128x32xi32>
  %Kb = tile.splat %K : tensor<64x1xi32>
  %b_row = arith.muli %cols_c, %Kb : tensor<64x1xi32>
  %b_row_b = tile.broadcast %b_row : tensor<64x1xi32> -> tensor<64x32xi32>
  %Nb = tile.splat %N : tensor<64x1xi32>
  %b_rmask = arith.cmpi slt, %cols_c, %Nb : tensor<64x1xi32>
  %b_rmask_b = tile.broadcast %b_rmask : tensor<64x1xi1> -> tensor<64x32xi1>
  %kb_b = tile.broadcast %k_r : tensor<1x32xi32> -> tensor<64x32xi32>
  %Kbb = tile.splat %K : tensor<64x32xi32>
  %zero = arith.constant dense<0.0> : tensor<128x64xf32>
  %acc = scf.for %k0 = %c0 to %K step %c32 iter_args(%acc_in = %zero) -> (tensor<128x64xf32>) : i32 {
    %k0a = tile.splat %k0 : tensor<128x32xi32>
    %ka = arith.addi %ka_b, %k0a : tensor<128x32xi32>
    %a_off = arith.addi %a_row_b, %ka : tensor<128x32xi32>
    %a_kmask = arith.cmpi slt, %ka, %Kaa : tensor<128x32xi32>
    %a_mask = arith.andi %a_rmask_b, %a_kmask : tensor<128x32xi1>
    %ta = tile.load %a[%a_off] mask %a_mask : tensor<128x32xi32> -> tensor<128x32xf8E4M3FN>
    %k0b = tile.splat %k0 : tensor<64x32xi32>
    %kb = arith.addi %kb_b, %k0b : tensor<64x32xi32>
    %b_off = arith.addi %b_row_b, %kb : tensor<64x32xi32>
    %b_kmask = arith.cmpi slt, %kb, %Kbb : tensor<64x32xi32>
    %b_mask = arith.andi %b_rmask_b, %b_kmask : tensor<64x32xi1>
    %tbn = tile.load %bt[%b_off] mask %b_mask : tensor<64x32xi32> -> tensor<64x32xf8E4M3FN>
    %tb = tile.trans %tbn : tensor<64x32xf8E4M3FN> -> tensor<32x64xf8E4M3FN>
    %acc_out = tile.dot %ta, %tb, %acc_in : tensor<128x32xf8E4M3FN>, tensor<32x64xf8E4M3FN> -> tensor<128x64xf32>
    scf.yield %acc_out : tensor<128x64xf32>
  }
  %Nc = tile.splat %N : tensor<128x1xi32>
  %c_row = arith.muli %rows_c, %Nc : tensor<128x1xi32>
  %c_row_b = tile.broadcast %c_row : tensor<128x1xi32> -> tensor<128x64xi32>
  %c_col_b = tile.broadcast %cols_r : tensor<1x64xi32> -> tensor<128x64xi32>
  %c_off = arith.addi %c_row_b, %c_col_b : tensor<128x64xi32>
  %c_rmask = tile.broadcast %a_rmask : tensor<128x1xi1> -> tensor<128x64xi1>
  %Nr = tile.splat %N : tensor<1x64xi32>
  %c_cok = arith.cmpi slt, %cols_r, %Nr : tensor<1x64xi32>
  %c_cmask = tile.broadcast %c_cok : tensor<1x64xi1> -> tensor<128x64xi1>
  %c_mask = arith.andi %c_rmask, %c_cmask : tensor<128x64xi1>
  tile.store %acc, %c[%c_off] mask %c_mask : tensor<128x64xi32>, tensor<128x64xf32>
  tile.return
}
