// The TMA GEMM with its epilogue in registers: alpha * A B converted to
// bf16 and stored straight from the accumulator fragments (elementwise ops
// with index-tile or splat operands keep the fragment layout).

module {
  tile.kernel @gemm_bf16_out(%a: !tile.ptr<bf16> {tile.tensor_map},
                             %b: !tile.ptr<bf16> {tile.tensor_map},
                             %c: !tile.ptr<bf16>, %alpha: f32, %M: i32, %N: i32, %K: i32)
      attributes {num_warps = 8 : i32} {
    %pn = tile.program_id x : i32
    %pm = tile.program_id y : i32
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
    // Epilogue in registers: C = bf16(alpha * A B).
    %alphas = tile.splat %alpha : tensor<128x256xf32>
    %scaled = arith.mulf %acc, %alphas : tensor<128x256xf32>
    %out = arith.truncf %scaled : tensor<128x256xf32> to tensor<128x256xbf16>
    tile.store %out, %c[%offs] mask %mask : tensor<128x256xi32>, tensor<128x256xbf16>
    tile.return
  }
}
