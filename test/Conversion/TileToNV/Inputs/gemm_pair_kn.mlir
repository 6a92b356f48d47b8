// A CTA-pair GEMM (cta_group = 2) with a row-major B: each block of the
// pair copies 2 of the 4 128-byte slabs of the 64x256 K x N box.
module {
  tile.kernel @gemm_pair_kn(%a: !tile.ptr<bf16> {tile.tensor_map},
                            %b: !tile.ptr<bf16> {tile.tensor_map},
                            %c: !tile.ptr<f32>, %M: i32, %N: i32, %K: i32)
      attributes {num_warps = 8 : i32, cluster_dims = array<i32: 2, 1, 1>,
                  cta_group = 2 : i32} {
    %r = tile.cluster_block_id x : i32
    %cx = tile.cluster_id x : i32
    %pn = tile.program_id y : i32
    %c0 = arith.constant 0 : i32
    %c2 = arith.constant 2 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %pm0 = arith.muli %cx, %c2 : i32
    %pm = arith.addi %pm0, %r : i32
    %m0 = arith.muli %pm, %c128 : i32
    %n0 = arith.muli %pn, %c256 : i32
    %zero = arith.constant dense<0.0> : tensor<128x256xf32>
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x256xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %m0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%n0, %k0] : !tile.ptr<bf16> -> tensor<64x256xbf16>
      %d = tile.dot %ta, %tb, %acc_in : tensor<128x64xbf16>, tensor<64x256xbf16> -> tensor<128x256xf32>
      scf.yield %d : tensor<128x256xf32>
    }
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
    tile.store %acc, %c[%offs] : tensor<128x256xi32>, tensor<128x256xf32>
    tile.return
  }
}
