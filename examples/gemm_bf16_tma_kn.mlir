// C[M,N] = A[M,K] * B[K,N] on Hopper with B row-major (K x N, as
// torch.matmul(a, b) has it): examples/gemm_bf16_tma.mlir (bf16 in, f32
// out, 128x256 blocks, grouped launch order, masked store) whose B box is
// the 64 x 256 tile of B itself instead of the transpose of a 256 x 64 box
// of B stored N x K.
//
// A box row of 256 bf16 is 512 bytes: tile.load_box copies it as 4 slabs
// of 64 columns (64 rows x 128 bytes each, 128-byte swizzled), which is
// the MN-major layout wgmma reads with its transpose-B flag: descriptors
// with leading byte offset = one slab (8 KiB), stride byte offset = 8 rows
// of K (1 KiB), and 16 rows of K (2 KiB) per instruction. The pipeline is
// otherwise that of gemm_bf16_tma.mlir (4 stages of 48 KiB, a producer
// warpgroup, two consumer warpgroups). On tensor-memory targets (sm_100a,
// ...) the tcgen05 pipeline reads the same slabs with its transpose-B
// instruction bit. 16-bit types only: fp8 and tf32 are read K-major (use
// gemm_fp8_tma.mlir's N x K layout).
//
//   tile-translate --gpu-name=sm_90a examples/gemm_bf16_tma_kn.mlir -o gemm.ptx
//   launch as gemm_bf16_tma.mlir: grid = (ceil(N/256), ceil(M/128)),
//   the metadata's threads_per_block (384) and dynamic_shared_bytes.
//
// Host side: two CUtensorMaps, bf16, rank 2, CU_TENSOR_MAP_SWIZZLE_128B,
// zero fill:
//   A: dims {K, M}, strides {K * 2}, box {64, 128}
//   B: dims {N, K}, strides {N * 2}, box {64, 64}   (one slab; N % 8 == 0)

module {
  tile.kernel @gemm_bf16_tma_kn(%a: !tile.ptr<bf16> {tile.tensor_map},
                                %b: !tile.ptr<bf16> {tile.tensor_map},
                                %c: !tile.ptr<f32>, %M: i32, %N: i32, %K: i32)
      attributes {num_warps = 8 : i32} {
    // Grouped launch order (as Triton's GROUP_M): consecutive program
    // instances walk the block rows of a group of 8 before moving to the
    // next block column, so the B boxes they share are still in L2 when the
    // next ones read them (H100, 8192^3: 0.98x cuBLAS with it, 0.82x without).
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
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %m0 = arith.muli %pm, %c128 : i32
    %n0 = arith.muli %pn, %c256 : i32

    %zero = arith.constant dense<0.0> : tensor<128x256xf32>
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x256xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %m0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      // B row-major: the K x N box at (k0, n0), 4 slabs of 64 columns.
      %tb = tile.load_box %b[%n0, %k0] : !tile.ptr<bf16> -> tensor<64x256xbf16>
      %d = tile.dot %ta, %tb, %acc_in : tensor<128x64xbf16>, tensor<64x256xbf16> -> tensor<128x256xf32>
      scf.yield %d : tensor<128x256xf32>
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
    tile.store %acc, %c[%offs] mask %mask : tensor<128x256xi32>, tensor<128x256xf32>
    tile.return
  }
}
