// A persistent GEMM: the kernel of gemm_bf16_tma.mlir (C = A * B, bf16 in,
// f32 out, B stored as its N x K transpose, 128x256 blocks, both read
// through TMA tensor maps) with one program per SM that loops over the
// output blocks: launch grid = (number of SMs, 1, 1).
//
// tile-pipeline pipelines the K loop as in gemm_bf16_tma.mlir and marks the
// loop over blocks `tile.persistent`: the ring of stages and its mbarriers
// are set up once, stage and phase carry on from block to block, and the
// producer warpgroup starts copying the next block's boxes while the
// consumer warpgroups still store this one from their registers. (This
// needs an epilogue that is elementwise arithmetic and stores from the
// accumulator; anything that needs the whole block, such as tile.reduce of
// the accumulator, keeps the loop non-persistent.)
//
//   tile-translate --gpu-name=sm_90a examples/gemm_bf16_tma_persistent.mlir
//
// Host side as for gemm_bf16_tma.mlir. bench/gemm runs it as the
// tile_tma_persistent variant.
// bench: persistent
module {
  tile.kernel @gemm_bf16_tma_persistent(%a: !tile.ptr<bf16> {tile.tensor_map},
                             %b: !tile.ptr<bf16> {tile.tensor_map},
                             %c: !tile.ptr<f32>, %M: i32, %N: i32, %K: i32)
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
