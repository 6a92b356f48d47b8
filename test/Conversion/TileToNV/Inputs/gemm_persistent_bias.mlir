// A persistent TMA GEMM whose epilogue reads a bias vector:
// C = relu(A B^T + bias[n]) in bf16, stored with tile.store_box. The bias
// load is read again at the accumulator fragment's columns where the
// epilogue adds it, so the loop stays persistent (no block-wide staging
// through shared memory). Used by test/Conversion/TileToNV/epilogue-loads.mlir.
module {
  tile.kernel @gemm_persistent_bias(%a: !tile.ptr<bf16> {tile.tensor_map},
                             %b: !tile.ptr<bf16> {tile.tensor_map},
                             %c: !tile.ptr<bf16> {tile.tensor_map}, %M: i32, %N: i32, %K: i32,
                             %bias: !tile.ptr<f32>)
      attributes {num_warps = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %c127 = arith.constant 127 : i32
    %c128 = arith.constant 128 : i32
    %c255 = arith.constant 255 : i32
    %c256 = arith.constant 256 : i32
    %c8 = arith.constant 8 : i32
    %zero = arith.constant dense<0.0> : tensor<128x256xf32>
    // Output blocks: gy = ceil(M/128) rows by gx = ceil(N/256) columns.
    %mp = arith.addi %M, %c127 : i32
    %gy = arith.divui %mp, %c128 : i32
    %np_ = arith.addi %N, %c255 : i32
    %gx = arith.divui %np_, %c256 : i32
    %ntiles = arith.muli %gx, %gy : i32
    // Persistent: launch one program per SM (grid = (#SMs, 1, 1)); each
    // takes tiles pid, pid + #programs, ... tile-pipeline marks this loop
    // tile.persistent: the producer warpgroup runs ahead into the next
    // tile's boxes while the consumers store this one.
    %pid0 = tile.program_id x : i32
    %nprog = tile.num_programs x : i32
    scf.for %pid = %pid0 to %ntiles step %nprog : i32 {
      // Grouped order (as Triton's GROUP_M), from the tile index.
      %in_group = arith.muli %gx, %c8 : i32
      %group = arith.divui %pid, %in_group : i32
      %first_m = arith.muli %group, %c8 : i32
      %left_m = arith.subi %gy, %first_m : i32
      %group_m = arith.minui %left_m, %c8 : i32
      %pid_in = arith.remui %pid, %in_group : i32
      %pm_off = arith.remui %pid_in, %group_m : i32
      %pm = arith.addi %first_m, %pm_off : i32
      %pn = arith.divui %pid_in, %group_m : i32
      %m0 = arith.muli %pm, %c128 : i32
      %n0 = arith.muli %pn, %c256 : i32
      %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x256xf32>) : i32 {
        %ta = tile.load_box %a[%k0, %m0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
        %tb = tile.load_box %b[%k0, %n0] : !tile.ptr<bf16> -> tensor<256x64xbf16>
        %tbt = tile.trans %tb : tensor<256x64xbf16> -> tensor<64x256xbf16>
        %d = tile.dot %ta, %tbt, %acc_in : tensor<128x64xbf16>, tensor<64x256xbf16> -> tensor<128x256xf32>
        scf.yield %d : tensor<128x256xf32>
      }

      // The epilogue: C = relu(acc + bias[n]) in bf16, bias read at the
      // accumulator fragment's columns.
      %cols = tile.range 0 to 256 : tensor<256xi32>
      %n0s = tile.splat %n0 : tensor<256xi32>
      %ncols = arith.addi %n0s, %cols : tensor<256xi32>
      %Ns = tile.splat %N : tensor<256xi32>
      %inb = arith.cmpi slt, %ncols, %Ns : tensor<256xi32>
      %bv = tile.load %bias[%ncols] mask %inb : tensor<256xi32> -> tensor<256xf32>
      %be = tile.expand_dims %bv axis 0 : tensor<256xf32> -> tensor<1x256xf32>
      %bb = tile.broadcast %be : tensor<1x256xf32> -> tensor<128x256xf32>
      %sum = arith.addf %acc, %bb : tensor<128x256xf32>
      %relu = arith.maximumf %sum, %zero : tensor<128x256xf32>
      %cb = arith.truncf %relu : tensor<128x256xf32> to tensor<128x256xbf16>
      tile.store_box %cb, %c[%n0, %m0] : tensor<128x256xbf16>, !tile.ptr<bf16>
    }
    tile.return
  }
}
