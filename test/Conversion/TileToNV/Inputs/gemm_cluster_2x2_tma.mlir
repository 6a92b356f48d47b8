// 2 x 2 clusters: the blocks of a cluster row (same program_id y) share
// the A box, those of a cluster column (same program_id x) the B box.
module {
  tile.kernel @gemm_cluster_2x2(%a: !tile.ptr<bf16> {tile.tensor_map},
                                %b: !tile.ptr<bf16> {tile.tensor_map},
                                %c: !tile.ptr<f32>, %N: i32, %K: i32)
      attributes {num_warps = 8 : i32, cluster_dims = array<i32: 2, 2>} {
    %px = tile.program_id x : i32
    %py = tile.program_id y : i32
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %m0 = arith.muli %py, %c128 : i32
    %n0 = arith.muli %px, %c128 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %m0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %n0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tbt = tile.trans %tb : tensor<128x64xbf16> -> tensor<64x128xbf16>
      %d = tile.dot %ta, %tbt, %acc_in : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    }
    %r = tile.range 0 to 128 : tensor<128xi32>
    %m0s = tile.splat %m0 : tensor<128xi32>
    %n0s = tile.splat %n0 : tensor<128xi32>
    %gr = arith.addi %m0s, %r : tensor<128xi32>
    %gc = arith.addi %n0s, %r : tensor<128xi32>
    %gr2 = tile.expand_dims %gr axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %gc2 = tile.expand_dims %gc axis 0 : tensor<128xi32> -> tensor<1x128xi32>
    %Ns = tile.splat %N : tensor<128x1xi32>
    %ro = arith.muli %gr2, %Ns : tensor<128x1xi32>
    %rob = tile.broadcast %ro : tensor<128x1xi32> -> tensor<128x128xi32>
    %gcb = tile.broadcast %gc2 : tensor<1x128xi32> -> tensor<128x128xi32>
    %offs = arith.addi %rob, %gcb : tensor<128x128xi32>
    tile.store %acc, %c[%offs] : tensor<128x128xi32>, tensor<128x128xf32>
    tile.return
  }
}
