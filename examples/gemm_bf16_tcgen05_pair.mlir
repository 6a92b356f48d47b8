// C[M,N] = A[M,K] * B[K,N] on Blackwell over CTA pairs (tcgen05.mma
// cta_group::2): the kernel of examples/gemm_bf16_tma_cluster.mlir (bf16
// in, f32 out, A row-major, B stored as its N x K transpose, 128x256
// blocks of C, the two blocks of a 1x2 cluster vertically adjacent, so
// they need the same 256x64 B box at every K step) with `cta_group = 2`.
//
// The two blocks of the cluster form a CTA pair. tile-pipeline splits the
// B box between them: each block copies its 128x64 A box and 128 rows of
// the B box (rows [128 r, 128 r + 128), r its rank in the pair) into its
// own stage, all four copies completing on the first block's full[s]
// barrier (cp.async.bulk.tensor ... .cta_group::2, the barrier address
// from mapa). The first block then issues one tcgen05.mma.cta_group::2 of
// M = 256, N = 256 per K step, which reads A and B from both blocks'
// shared memory and accumulates each block's 128 rows of C in that
// block's tensor memory; its commits release the stage in both blocks
// (.multicast::cluster). A stage is 32 KiB instead of 48, so the same
// shared memory holds a deeper ring (tile-pipeline's `stages` option: 6
// stages take 192 KiB where 4 unpaired stages took 192 KiB).
//
//   tile-translate --gpu-name=sm_100a examples/gemm_bf16_tcgen05_pair.mlir -o gemm.ptx
//   tile-translate --gpu-name=sm_100a --emit=metadata examples/gemm_bf16_tcgen05_pair.mlir
//   launch: grid = (ceil(N/256), 2 * ceil(M/256)) (whole clusters: y even);
//   block = the metadata's threads_per_block (256); dynamic shared memory =
//   its dynamic_shared_bytes.
//
// Host side: the metadata's "box" of each tensor-map parameter. B's box is
// half the B tile:
//   A: dims {K, M}, strides {K * 2}, box {64, 128}
//   B: dims {K, N}, strides {K * 2}, box {64, 128}   (not 256)

module {
  tile.kernel @gemm_bf16_tcgen05_pair(%a: !tile.ptr<bf16> {tile.tensor_map},
                                      %b: !tile.ptr<bf16> {tile.tensor_map},
                                      %c: !tile.ptr<f32>, %M: i32, %N: i32, %K: i32)
      attributes {num_warps = 8 : i32, cluster_dims = array<i32: 1, 2, 1>,
                  cta_group = 2 : i32} {
    // Grouped launch order over clusters (Triton's GROUP_M, in pairs of
    // block rows): consecutive clusters walk 4 pairs (8 block rows) of a
    // group before moving to the next block column. Block r of a cluster
    // takes row 2 * pair + r; both take the same column pn.
    %r = tile.cluster_block_id y : i32
    %cy = tile.cluster_id y : i32
    %pairs = tile.num_clusters y : i32
    %px = tile.program_id x : i32
    %gx = tile.num_programs x : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %cid0 = arith.muli %cy, %gx : i32
    %cid = arith.addi %cid0, %px : i32
    %in_group = arith.muli %gx, %c4 : i32
    %group = arith.divui %cid, %in_group : i32
    %first = arith.muli %group, %c4 : i32
    %left = arith.subi %pairs, %first : i32
    %group_p = arith.minui %left, %c4 : i32
    %cid_in = arith.remui %cid, %in_group : i32
    %pair_off = arith.remui %cid_in, %group_p : i32
    %pair = arith.addi %first, %pair_off : i32
    %pn = arith.divui %cid_in, %group_p : i32
    %pm0 = arith.muli %pair, %c2 : i32
    %pm = arith.addi %pm0, %r : i32
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %m0 = arith.muli %pm, %c128 : i32
    %n0 = arith.muli %pn, %c256 : i32

    %zero = arith.constant dense<0.0> : tensor<128x256xf32>
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x256xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %m0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %n0] : !tile.ptr<bf16> -> tensor<256x64xbf16>
      %tbt = tile.trans %tb : tensor<256x64xbf16> -> tensor<64x256xbf16>
      %d = tile.dot %ta, %tbt, %acc_in : tensor<128x64xbf16>, tensor<64x256xbf16> -> tensor<128x256xf32>
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
