// One consumer warpgroup (M = 64): the producer's registers are not needed
// by the consumer, whose budget is the entry count (240 with 256 threads).

module {
  tile.kernel @gemm_m64_tma(%a: !tile.ptr<bf16> {tile.tensor_map},
                             %b: !tile.ptr<bf16> {tile.tensor_map},
                             %c: !tile.ptr<f32>, %M: i32, %N: i32, %K: i32)
      attributes {num_warps = 4 : i32} {
    %pn = tile.program_id x : i32
    %pm = tile.program_id y : i32
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %m0 = arith.muli %pm, %c128 : i32
    %n0 = arith.muli %pn, %c256 : i32

    %zero = arith.constant dense<0.0> : tensor<64x256xf32>
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<64x256xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %m0] : !tile.ptr<bf16> -> tensor<64x64xbf16>
      %tb = tile.load_box %b[%k0, %n0] : !tile.ptr<bf16> -> tensor<256x64xbf16>
      %tbt = tile.trans %tb : tensor<256x64xbf16> -> tensor<64x256xbf16>
      %d = tile.dot %ta, %tbt, %acc_in : tensor<64x64xbf16>, tensor<64x256xbf16> -> tensor<64x256xf32>
      scf.yield %d : tensor<64x256xf32>
    }

    // Store the block where it lies inside M x N: offset rows[i]*N + cols[j].
    %r128 = tile.range 0 to 64 : tensor<64xi32>
    %r256 = tile.range 0 to 256 : tensor<256xi32>
    %m0s = tile.splat %m0 : tensor<64xi32>
    %rows = arith.addi %m0s, %r128 : tensor<64xi32>
    %n0s = tile.splat %n0 : tensor<256xi32>
    %cols = arith.addi %n0s, %r256 : tensor<256xi32>
    %rows_c = tile.expand_dims %rows axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %cols_r = tile.expand_dims %cols axis 0 : tensor<256xi32> -> tensor<1x256xi32>
    %Nc = tile.splat %N : tensor<64x1xi32>
    %row_off = arith.muli %rows_c, %Nc : tensor<64x1xi32>
    %row_off_b = tile.broadcast %row_off : tensor<64x1xi32> -> tensor<64x256xi32>
    %cols_b = tile.broadcast %cols_r : tensor<1x256xi32> -> tensor<64x256xi32>
    %offs = arith.addi %row_off_b, %cols_b : tensor<64x256xi32>
    %Mc = tile.splat %M : tensor<64x1xi32>
    %row_ok = arith.cmpi slt, %rows_c, %Mc : tensor<64x1xi32>
    %Nr = tile.splat %N : tensor<1x256xi32>
    %col_ok = arith.cmpi slt, %cols_r, %Nr : tensor<1x256xi32>
    %row_ok_b = tile.broadcast %row_ok : tensor<64x1xi1> -> tensor<64x256xi1>
    %col_ok_b = tile.broadcast %col_ok : tensor<1x256xi1> -> tensor<64x256xi1>
    %mask = arith.andi %row_ok_b, %col_ok_b : tensor<64x256xi1>
    tile.store %acc, %c[%offs] mask %mask : tensor<64x256xi32>, tensor<64x256xf32>
    tile.return
  }
}
