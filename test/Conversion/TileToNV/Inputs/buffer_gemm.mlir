// C[M,N] = A[M,K] B[K,N] (bf16, f32 accumulation, row-major, masked) with
// the K loop pipelined by hand through shared-memory buffers: 3-stage
// cp.async rings for A (64x32, 64-byte swizzle) and B (32x64, 128-byte
// swizzle); iteration i waits for its stage, multiplies it (the dot reads
// A and B from their buffers with ldmatrix), then issues the copies of
// block i + 2 into the stage iteration i - 1 read. One 64x64 block of C
// per program, 128 threads. Lit: test/Conversion/TileToNV/dot-buffers.mlir;
// numerics: test/python/test_buffers_emulated.py.
!ringA = !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>, stages = 3>
!ringB = !tile.buffer<32x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 3>
!stageA = !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>
!stageB = !tile.buffer<32x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
tile.kernel @buffer_gemm(%a: !tile.ptr<bf16>, %b: !tile.ptr<bf16>, %c: !tile.ptr<f32>,
                         %M: i32, %N: i32, %K: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c32 = arith.constant 32 : i32
  %c64 = arith.constant 64 : i32
  %pn = tile.program_id x : i32
  %pm = tile.program_id y : i32
  %m0 = arith.muli %pm, %c64 : i32
  %n0 = arith.muli %pn, %c64 : i32
  %ringA = tile.buffer_alloc : !ringA
  %ringB = tile.buffer_alloc : !ringB

  // A block: rows m0 + i, columns k0 + j.
  %r64 = tile.range 0 to 64 : tensor<64xi32>
  %r32 = tile.range 0 to 32 : tensor<32xi32>
  %m0s = tile.splat %m0 : tensor<64xi32>
  %rows = arith.addi %m0s, %r64 : tensor<64xi32>
  %rows_c = tile.expand_dims %rows axis 1 : tensor<64xi32> -> tensor<64x1xi32>
  %rows_b = tile.broadcast %rows_c : tensor<64x1xi32> -> tensor<64x32xi32>
  %Ka = tile.splat %K : tensor<64x32xi32>
  %Ma = tile.splat %M : tensor<64x32xi32>
  %a_row = arith.muli %rows_b, %Ka : tensor<64x32xi32>
  %a_rok = arith.cmpi slt, %rows_b, %Ma : tensor<64x32xi32>
  %ka = tile.expand_dims %r32 axis 0 : tensor<32xi32> -> tensor<1x32xi32>
  %ka_b = tile.broadcast %ka : tensor<1x32xi32> -> tensor<64x32xi32>
  // B block: rows k0 + i, columns n0 + j.
  %n0s = tile.splat %n0 : tensor<64xi32>
  %cols = arith.addi %n0s, %r64 : tensor<64xi32>
  %cols_r = tile.expand_dims %cols axis 0 : tensor<64xi32> -> tensor<1x64xi32>
  %cols_b = tile.broadcast %cols_r : tensor<1x64xi32> -> tensor<32x64xi32>
  %Nb = tile.splat %N : tensor<32x64xi32>
  %Kb = tile.splat %K : tensor<32x64xi32>
  %b_cok = arith.cmpi slt, %cols_b, %Nb : tensor<32x64xi32>
  %kb = tile.expand_dims %r32 axis 1 : tensor<32xi32> -> tensor<32x1xi32>
  %kb_b = tile.broadcast %kb : tensor<32x1xi32> -> tensor<32x64xi32>

  // Blocks of K, rounded up.
  %kp = arith.addi %K, %c32 : i32
  %kp1 = arith.subi %kp, %c1 : i32
  %nk = arith.divui %kp1, %c32 : i32

  // Prologue: blocks 0 and 1 into stages 0 and 1 (masked off past K).
  scf.for %p = %c0 to %c2 step %c1 : i32 {
    %k0 = arith.muli %p, %c32 : i32
    %k0a = tile.splat %k0 : tensor<64x32xi32>
    %ka_g = arith.addi %ka_b, %k0a : tensor<64x32xi32>
    %a_off = arith.addi %a_row, %ka_g : tensor<64x32xi32>
    %a_kok = arith.cmpi slt, %ka_g, %Ka : tensor<64x32xi32>
    %a_m = arith.andi %a_rok, %a_kok : tensor<64x32xi1>
    %sa = tile.buffer_stage %ringA[%p] : !ringA
    tile.async_copy %a[%a_off] mask %a_m, %sa : tensor<64x32xi32>, !stageA
    %k0b = tile.splat %k0 : tensor<32x64xi32>
    %kb_g = arith.addi %kb_b, %k0b : tensor<32x64xi32>
    %b_rowo = arith.muli %kb_g, %Nb : tensor<32x64xi32>
    %b_off = arith.addi %b_rowo, %cols_b : tensor<32x64xi32>
    %b_kok = arith.cmpi slt, %kb_g, %Kb : tensor<32x64xi32>
    %b_m = arith.andi %b_kok, %b_cok : tensor<32x64xi1>
    %sb = tile.buffer_stage %ringB[%p] : !ringB
    tile.async_copy %b[%b_off] mask %b_m, %sb : tensor<32x64xi32>, !stageB
    tile.async_commit
  }

  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %i = %c0 to %nk step %c1 iter_args(%acc_in = %zero) -> (tensor<64x64xf32>) : i32 {
    // Block i has landed (at most the one issued after it is pending).
    tile.async_wait pending 1
    %s = arith.remui %i, %c3 : i32
    %sa = tile.buffer_stage %ringA[%s] : !ringA
    %sb = tile.buffer_stage %ringB[%s] : !ringB
    %at = tile.buffer_load %sa : !stageA -> tensor<64x32xbf16>
    %bt = tile.buffer_load %sb : !stageB -> tensor<32x64xbf16>
    %acc_out = tile.dot %at, %bt, %acc_in : tensor<64x32xbf16>, tensor<32x64xbf16> -> tensor<64x64xf32>
    // Block i + 2 into the stage iteration i - 1 read (every thread is past
    // it: the wait above met at a barrier).
    %j = arith.addi %i, %c2 : i32
    %sj = arith.remui %j, %c3 : i32
    %k0 = arith.muli %j, %c32 : i32
    %k0a = tile.splat %k0 : tensor<64x32xi32>
    %ka_g = arith.addi %ka_b, %k0a : tensor<64x32xi32>
    %a_off = arith.addi %a_row, %ka_g : tensor<64x32xi32>
    %a_kok = arith.cmpi slt, %ka_g, %Ka : tensor<64x32xi32>
    %a_m = arith.andi %a_rok, %a_kok : tensor<64x32xi1>
    %ja = tile.buffer_stage %ringA[%sj] : !ringA
    tile.async_copy %a[%a_off] mask %a_m, %ja : tensor<64x32xi32>, !stageA
    %k0b = tile.splat %k0 : tensor<32x64xi32>
    %kb_g = arith.addi %kb_b, %k0b : tensor<32x64xi32>
    %b_rowo = arith.muli %kb_g, %Nb : tensor<32x64xi32>
    %b_off = arith.addi %b_rowo, %cols_b : tensor<32x64xi32>
    %b_kok = arith.cmpi slt, %kb_g, %Kb : tensor<32x64xi32>
    %b_m = arith.andi %b_kok, %b_cok : tensor<32x64xi1>
    %jb = tile.buffer_stage %ringB[%sj] : !ringB
    tile.async_copy %b[%b_off] mask %b_m, %jb : tensor<32x64xi32>, !stageB
    tile.async_commit
    scf.yield %acc_out : tensor<64x64xf32>
  }
  tile.async_wait pending 0

  %rows_cc = tile.expand_dims %rows axis 1 : tensor<64xi32> -> tensor<64x1xi32>
  %rows_cb = tile.broadcast %rows_cc : tensor<64x1xi32> -> tensor<64x64xi32>
  %cols_cr = tile.expand_dims %cols axis 0 : tensor<64xi32> -> tensor<1x64xi32>
  %cols_cb = tile.broadcast %cols_cr : tensor<1x64xi32> -> tensor<64x64xi32>
  %Nc = tile.splat %N : tensor<64x64xi32>
  %Mc = tile.splat %M : tensor<64x64xi32>
  %c_row = arith.muli %rows_cb, %Nc : tensor<64x64xi32>
  %c_off = arith.addi %c_row, %cols_cb : tensor<64x64xi32>
  %c_rok = arith.cmpi slt, %rows_cb, %Mc : tensor<64x64xi32>
  %c_cok = arith.cmpi slt, %cols_cb, %Nc : tensor<64x64xi32>
  %c_m = arith.andi %c_rok, %c_cok : tensor<64x64xi1>
  tile.store %acc, %c[%c_off] mask %c_m : tensor<64x64xi32>, tensor<64x64xf32>
  tile.return
}
