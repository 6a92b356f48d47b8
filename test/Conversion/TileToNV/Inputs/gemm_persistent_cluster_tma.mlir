// A persistent GEMM in clusters of 2 blocks that share the B box by TMA
// multicast: examples/gemm_bf16_tma_persistent.mlir where the loop over
// output tiles runs over pairs of block rows, indexed by the cluster (the
// same tiles in both blocks of a cluster), and block r of the cluster
// takes row 2 * pair + r. Launch: grid = (2 x the clusters that fit at
// once, 1, 1).
module {
  tile.kernel @gemm_persistent_cluster(%a: !tile.ptr<bf16> {tile.tensor_map},
                             %b: !tile.ptr<bf16> {tile.tensor_map},
                             %c: !tile.ptr<f32>, %M: i32, %N: i32, %K: i32)
      attributes {num_warps = 8 : i32, cluster_dims = array<i32: 2>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %c127 = arith.constant 127 : i32
    %c128 = arith.constant 128 : i32
    %c255 = arith.constant 255 : i32
    %c256 = arith.constant 256 : i32
    %c8 = arith.constant 8 : i32
    %zero = arith.constant dense<0.0> : tensor<128x256xf32>
    // Pairs of output block rows: gp = ceil(M/256) by gx = ceil(N/256).
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %mp = arith.addi %M, %c255 : i32
    %gp = arith.divui %mp, %c256 : i32
    %np_ = arith.addi %N, %c255 : i32
    %gx = arith.divui %np_, %c256 : i32
    %ntiles = arith.muli %gx, %gp : i32
    // One cluster of 2 blocks (along x) per pair of SMs; cluster c takes
    // pair tiles c, c + #clusters, ...: the same sequence in both blocks,
    // which take adjacent block rows and the same B box.
    %cid = tile.cluster_id x : i32
    %ncl = tile.num_clusters x : i32
    %r = tile.cluster_block_id x : i32
    scf.for %t = %cid to %ntiles step %ncl : i32 {
      %in_group = arith.muli %gx, %c4 : i32
      %group = arith.divui %t, %in_group : i32
      %first = arith.muli %group, %c4 : i32
      %left = arith.subi %gp, %first : i32
      %group_p = arith.minui %left, %c4 : i32
      %t_in = arith.remui %t, %in_group : i32
      %pair_off = arith.remui %t_in, %group_p : i32
      %pair = arith.addi %first, %pair_off : i32
      %pn = arith.divui %t_in, %group_p : i32
      %pm0 = arith.muli %pair, %c2 : i32
      %pm = arith.addi %pm0, %r : i32
      %m0 = arith.muli %pm, %c128 : i32
      %n0 = arith.muli %pn, %c256 : i32
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
    }
    tile.return
  }
}
