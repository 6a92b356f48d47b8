// C[M,N] = A[M,K] * B[K,N] with int8 inputs and int32 accumulation (exact;
// wrapping modulo 2^32 as the hardware does), the pipeline of
// gemm_fp8_tma.mlir: A row-major (M x K), B column-major (stored as its
// N x K transpose: 8-bit wgmma and tcgen05 operands are K-major), 128x256
// blocks of C per program instance, 128 x 128 and 256 x 128 boxes.
//
//   tile-translate --gpu-name=sm_90a examples/gemm_i8_tma.mlir -o gemm.ptx
//
// Which integer MMA each target gets (docs/dot.md has the whole table):
// sm_90a: wgmma m64n256k32 .s32.s8.s8 from the TMA stages; sm_100a and
// sm_110a: tcgen05.mma kind::i8 with the accumulator in tensor memory;
// sm_100f, sm_103a/f, sm_110f, sm_120a/f: mma.sync m16n8k32 .s32.s8.s8.s32
// (ptxas takes kind::i8 on no family target and not on sm_103a), reading
// the swizzled TMA stages in place (the TMA + mma.sync pipeline); sm_80
// and sm_89 have no TMA (a box load is sm_90+: the error says so).
//   launch: grid = (ceil(N/256), ceil(M/128)), block and dynamic shared
//   memory from --emit=metadata.
//
// Host side: two CUtensorMaps, CU_TENSOR_MAP_DATA_TYPE_UINT8, rank 2,
// CU_TENSOR_MAP_SWIZZLE_128B: A: dims {K, M}, strides {K}, box {128, 128};
// B: dims {K, N}, strides {K}, box {128, 256}.

module {
  tile.kernel @gemm_i8_tma(%a: !tile.ptr<i8> {tile.tensor_map},
                             %b: !tile.ptr<i8> {tile.tensor_map},
                             %c: !tile.ptr<i32>, %M: i32, %N: i32, %K: i32)
      attributes {num_warps = 8 : i32} {
    // Grouped launch order (as Triton's GROUP_M), as in gemm_fp8_tma.mlir.
    %px = tile.program_id x : i32
    %py = tile.program_id y : i32
    %gx = tile.num_programs x : i32
    %gy = tile.num_programs y : i32
    %c8 = arith.constant 8 : i32
    %pid0 = arith.muli %py, %gx : i32
    %pid = arith.addi %pid0, %px : i32
    %in_group = arith.muli %gx, %c8 : i32
    %group = arith.divui %pid, %in_group : i32
    %first_m = arith.muli %group, %c8 : i32
    %left_m = arith.subi %gy, %first_m : i32
    %group_m = arith.minui %left_m, %c8 : i32
    %pid_in = arith.remui %pid, %in_group : i32
    %pm_off = arith.remui %pid_in, %group_m : i32
    %pm = arith.addi %first_m, %pm_off : i32
    %pn = arith.divui %pid_in, %group_m : i32
    %c0 = arith.constant 0 : i32
    %c128k = arith.constant 128 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %m0 = arith.muli %pm, %c128 : i32
    %n0 = arith.muli %pn, %c256 : i32

    %zero = arith.constant dense<0> : tensor<128x256xi32>
    %acc = scf.for %k0 = %c0 to %K step %c128k iter_args(%acc_in = %zero) -> (tensor<128x256xi32>) : i32 {
      %ta = tile.load_box %a[%k0, %m0] : !tile.ptr<i8> -> tensor<128x128xi8>
      %tb = tile.load_box %b[%k0, %n0] : !tile.ptr<i8> -> tensor<256x128xi8>
      %tbt = tile.trans %tb : tensor<256x128xi8> -> tensor<128x256xi8>
      %d = tile.dot %ta, %tbt, %acc_in : tensor<128x128xi8>, tensor<128x256xi8> -> tensor<128x256xi32>
      scf.yield %d : tensor<128x256xi32>
    }

    // Store the block where it lies inside M x N: offset rows[i]*N + cols[j].
    %r128 = tile.range 0 to 128 : tensor<128xi32>
    %r256 = tile.range 0 to 256 : tensor<256xi32>
    %m0s = tile.splat %m0 : tensor<128xi32>
    %rows = arith.addi %m0s, %r128 : tensor<128xi32>
    %n0s = tile.splat %n0 : tensor<256xi32>
    %cols = arith.addi %n0s, %r256 : tensor<256xi32>
    %rows_c = tile.expand_dims %rows axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %cols_r = tile.expand_dims %cols axis 0 : tensor<256xi32> -> tensor<1x256xi32>
    %Nc = tile.splat %N : tensor<128x1xi32>
    %row_off = arith.muli %rows_c, %Nc : tensor<128x1xi32>
    %row_off_b = tile.broadcast %row_off : tensor<128x1xi32> -> tensor<128x256xi32>
    %cols_b = tile.broadcast %cols_r : tensor<1x256xi32> -> tensor<128x256xi32>
    %offs = arith.addi %row_off_b, %cols_b : tensor<128x256xi32>
    %Mc = tile.splat %M : tensor<128x1xi32>
    %row_ok = arith.cmpi slt, %rows_c, %Mc : tensor<128x1xi32>
    %Nr = tile.splat %N : tensor<1x256xi32>
    %col_ok = arith.cmpi slt, %cols_r, %Nr : tensor<1x256xi32>
    %row_ok_b = tile.broadcast %row_ok : tensor<128x1xi1> -> tensor<128x256xi1>
    %col_ok_b = tile.broadcast %col_ok : tensor<1x256xi1> -> tensor<128x256xi1>
    %mask = arith.andi %row_ok_b, %col_ok_b : tensor<128x256xi1>
    tile.store %acc, %c[%offs] mask %mask : tensor<128x256xi32>, tensor<128x256xi32>
    tile.return
  }
}
