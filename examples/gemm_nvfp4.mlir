// NVFP4 GEMM: C[M,N] = (A * SA)[M,K] x ((B * SB)[N,K])^T with A and B in
// e2m1 (FP4), two values per byte (the element of even K in the low
// nibble: PyTorch's float4_e2m1fn_x2), and one e4m3 scale per 16 elements
// along K (SA is M x K/16 row-major, SB is N x K/16 row-major), f32
// accumulation. B is stored N x K (K-major, as weights of `x @ w.T` are).
// K must be a multiple of 64; M and N are arbitrary (masked). Each program
// instance computes one 128x64 block of C, looping over K in steps of 64
// (32 bytes of each row of A and B, 4 scales per row).
//
//   tile-translate --gpu-name=sm_120a examples/gemm_nvfp4.mlir -o gemm_nvfp4.ptx
//   launch: grid = (ceil(N/64), ceil(M/128)), block = 128 threads
//   (on sm_100a/f, sm_103a/f, sm_110a/f the K loop is a cp.async pipeline in
//   dynamic shared memory: launch with the dynamic_shared_bytes that
//   `tile-translate --emit=metadata` reports, 29440 bytes)
//
// Targets: mma.sync kind::mxf4nvf4.block_scale.scale_vec::4X on sm_120a/f
// and sm_121a/f; tcgen05.mma kind::mxf4nvf4.block_scale.block16 on
// sm_100a/f, sm_103a/f and sm_110a/f; any other target stops with
// "unsupported operation for target". MXFP4 is the same kernel with
// f8E8M0FNU scales, one per 32 elements (kind::mxf4 ... scale_vec::2X /
// block32).

module {
  tile.kernel @gemm_nvfp4(%a: !tile.ptr<i8>, %sa: !tile.ptr<f8E4M3FN>,
                          %b: !tile.ptr<i8>, %sb: !tile.ptr<f8E4M3FN>,
                          %c: !tile.ptr<f32>, %M: i32, %N: i32, %K: i32) {
    %pn = tile.program_id x : i32
    %pm = tile.program_id y : i32
    %c0 = arith.constant 0 : i32
    %c2 = arith.constant 2 : i32
    %c16 = arith.constant 16 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %m0 = arith.muli %pm, %c128 : i32
    %n0 = arith.muli %pn, %c64 : i32
    %KB = arith.divui %K, %c2 : i32   // bytes per row of A and B
    %KS = arith.divui %K, %c16 : i32  // scales per row

    // Global row and column indices of this block.
    %r128 = tile.range 0 to 128 : tensor<128xi32>
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %r32 = tile.range 0 to 32 : tensor<32xi32>
    %r4 = tile.range 0 to 4 : tensor<4xi32>
    %m0s = tile.splat %m0 : tensor<128xi32>
    %rows = arith.addi %m0s, %r128 : tensor<128xi32>
    %n0s = tile.splat %n0 : tensor<64xi32>
    %cols = arith.addi %n0s, %r64 : tensor<64xi32>
    %rows_c = tile.expand_dims %rows axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %cols_c = tile.expand_dims %cols axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %cols_r = tile.expand_dims %cols axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %kb_r = tile.expand_dims %r32 axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %ks_r = tile.expand_dims %r4 axis 0 : tensor<4xi32> -> tensor<1x4xi32>

    // Row/column validity.
    %Mv = tile.splat %M : tensor<128x1xi32>
    %Nv = tile.splat %N : tensor<64x1xi32>
    %Nr = tile.splat %N : tensor<1x64xi32>
    %row_ok = arith.cmpi slt, %rows_c, %Mv : tensor<128x1xi32>
    %colc_ok = arith.cmpi slt, %cols_c, %Nv : tensor<64x1xi32>
    %colr_ok = arith.cmpi slt, %cols_r, %Nr : tensor<1x64xi32>

    // Loop-invariant parts of the offsets: A bytes (128x32) at
    // rows[i]*K/2 + kb, B bytes (64x32) at cols[j]*K/2 + kb, SA (128x4) at
    // rows[i]*K/16 + ks, SB (64x4) at cols[j]*K/16 + ks.
    %KBa = tile.splat %KB : tensor<128x1xi32>
    %a_row = arith.muli %rows_c, %KBa : tensor<128x1xi32>
    %a_row_b = tile.broadcast %a_row : tensor<128x1xi32> -> tensor<128x32xi32>
    %a_k_b = tile.broadcast %kb_r : tensor<1x32xi32> -> tensor<128x32xi32>
    %a_base = arith.addi %a_row_b, %a_k_b : tensor<128x32xi32>
    %a_ok = tile.broadcast %row_ok : tensor<128x1xi1> -> tensor<128x32xi1>
    %KBb = tile.splat %KB : tensor<64x1xi32>
    %b_row = arith.muli %cols_c, %KBb : tensor<64x1xi32>
    %b_row_b = tile.broadcast %b_row : tensor<64x1xi32> -> tensor<64x32xi32>
    %b_k_b = tile.broadcast %kb_r : tensor<1x32xi32> -> tensor<64x32xi32>
    %b_base = arith.addi %b_row_b, %b_k_b : tensor<64x32xi32>
    %b_ok = tile.broadcast %colc_ok : tensor<64x1xi1> -> tensor<64x32xi1>
    %KSa = tile.splat %KS : tensor<128x1xi32>
    %sa_row = arith.muli %rows_c, %KSa : tensor<128x1xi32>
    %sa_row_b = tile.broadcast %sa_row : tensor<128x1xi32> -> tensor<128x4xi32>
    %sa_k_b = tile.broadcast %ks_r : tensor<1x4xi32> -> tensor<128x4xi32>
    %sa_base = arith.addi %sa_row_b, %sa_k_b : tensor<128x4xi32>
    %sa_ok = tile.broadcast %row_ok : tensor<128x1xi1> -> tensor<128x4xi1>
    %KSb = tile.splat %KS : tensor<64x1xi32>
    %sb_row = arith.muli %cols_c, %KSb : tensor<64x1xi32>
    %sb_row_b = tile.broadcast %sb_row : tensor<64x1xi32> -> tensor<64x4xi32>
    %sb_k_b = tile.broadcast %ks_r : tensor<1x4xi32> -> tensor<64x4xi32>
    %sb_base = arith.addi %sb_row_b, %sb_k_b : tensor<64x4xi32>
    %sb_ok = tile.broadcast %colc_ok : tensor<64x1xi1> -> tensor<64x4xi1>

    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x64xf32>) : i32 {
      %kb0 = arith.divui %k0, %c2 : i32
      %ks0 = arith.divui %k0, %c16 : i32
      // A block: 128x32 bytes = 128x64 e2m1, and its 128x4 scales.
      %kb0a = tile.splat %kb0 : tensor<128x32xi32>
      %a_off = arith.addi %a_base, %kb0a : tensor<128x32xi32>
      %pa = tile.load %a[%a_off] mask %a_ok : tensor<128x32xi32> -> tensor<128x32xi8>
      %ta = tile.unpack_fp4 %pa : tensor<128x32xi8> -> tensor<128x64xf4E2M1FN>
      %ks0a = tile.splat %ks0 : tensor<128x4xi32>
      %sa_off = arith.addi %sa_base, %ks0a : tensor<128x4xi32>
      %tsa = tile.load %sa[%sa_off] mask %sa_ok : tensor<128x4xi32> -> tensor<128x4xf8E4M3FN>

      // B block: 64x32 bytes (N x K) = 64x64 e2m1, used as its 64x64 K x N
      // transpose, and its 64x4 scales (one row per column of B).
      %kb0b = tile.splat %kb0 : tensor<64x32xi32>
      %b_off = arith.addi %b_base, %kb0b : tensor<64x32xi32>
      %pb = tile.load %b[%b_off] mask %b_ok : tensor<64x32xi32> -> tensor<64x32xi8>
      %tbn = tile.unpack_fp4 %pb : tensor<64x32xi8> -> tensor<64x64xf4E2M1FN>
      %tb = tile.trans %tbn : tensor<64x64xf4E2M1FN> -> tensor<64x64xf4E2M1FN>
      %ks0b = tile.splat %ks0 : tensor<64x4xi32>
      %sb_off = arith.addi %sb_base, %ks0b : tensor<64x4xi32>
      %tsb = tile.load %sb[%sb_off] mask %sb_ok : tensor<64x4xi32> -> tensor<64x4xf8E4M3FN>

      %acc_out = tile.dot_scaled %ta scale %tsa, %tb scale %tsb, %acc_in
          : tensor<128x64xf4E2M1FN>, tensor<128x4xf8E4M3FN>, tensor<64x64xf4E2M1FN>,
            tensor<64x4xf8E4M3FN> -> tensor<128x64xf32>
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
