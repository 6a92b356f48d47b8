// test/Transforms/Inputs/attention_tma_m128.mlir as a persistent kernel: one
// program per SM (grid = (P, 1, 1)) loops over the (query block, head) tiles,
// tile t = query block t mod ceil(seqlen / 128) of head t / that. The
// generic passes share the K/V rings between the tiles
// (tile-pipeline-loads), give the producer warpgroup its own loop over them
// (tile-warp-specialize), so that it copies the next tile's K and V while
// the consumers finish this one. Parameters as attention_tma_m128.mlir's,
// plus %heads (the query heads: tiles = blocks * heads).

module {
  tile.kernel @attention_tma(%q: !tile.ptr<bf16>, %k: !tile.ptr<bf16>, %v: !tile.ptr<bf16>, %o: !tile.ptr<bf16>, %seqlen: i32, %kv_heads: i32, %sm_scale: f32, %__tile_desc0: !tile.ptr<bf16> {tile.tensor_map}, %__tile_desc1: !tile.ptr<bf16> {tile.tensor_map}, %heads: i32) attributes {num_warps = 8 : i32} {
    %c127 = arith.constant 127 : i32
    %c128 = arith.constant 128 : i32
    %sp = arith.addi %seqlen, %c127 : i32
    %nqb = arith.divui %sp, %c128 : i32
    %ntiles = arith.muli %nqb, %heads : i32
    %pid = tile.program_id x : i32
    %nprog = tile.num_programs x : i32
    scf.for %t = %pid to %ntiles step %nprog : i32 {
      %0 = arith.remui %t, %nqb : i32
      %1 = arith.divui %t, %nqb : i32
      %2 = arith.muli %1, %seqlen : i32
      %3 = arith.constant 64 : i32
      %4 = arith.muli %2, %3 : i32
      %5 = arith.constant 1 : i32
      %6 = arith.divsi %1, %5 : i32
      %7 = arith.muli %6, %seqlen : i32
      %8 = arith.muli %kv_heads, %seqlen : i32
      %9 = arith.constant 128 : i32
      %10 = arith.muli %0, %9 : i32
      %11 = tile.range 0 to 128 : tensor<128xi32>
      %12 = tile.splat %10 : tensor<128xi32>
      %13 = arith.addi %12, %11 : tensor<128xi32>
      %14 = tile.range 0 to 64 : tensor<64xi32>
      %15 = tile.expand_dims %13 axis 1 : tensor<128xi32> -> tensor<128x1xi32>
      %16 = tile.splat %seqlen : tensor<128x1xi32>
      %17 = arith.cmpi slt, %15, %16 : tensor<128x1xi32>
      %18 = tile.splat %3 : tensor<128x1xi32>
      %19 = arith.muli %15, %18 : tensor<128x1xi32>
      %20 = tile.splat %4 : tensor<128x1xi32>
      %21 = arith.addi %20, %19 : tensor<128x1xi32>
      %22 = tile.expand_dims %14 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
      %23 = tile.broadcast %21 : tensor<128x1xi32> -> tensor<128x64xi32>
      %24 = tile.broadcast %22 : tensor<1x64xi32> -> tensor<128x64xi32>
      %25 = arith.addi %23, %24 : tensor<128x64xi32>
      %26 = tile.broadcast %17 : tensor<128x1xi1> -> tensor<128x64xi1>
      %27 = arith.constant 0.0 : bf16
      %28 = tile.load %q[%25] mask %26 other %27 : tensor<128x64xi32> -> tensor<128x64xbf16>
      %29 = arith.constant dense<0xFF800000> : tensor<128xf32>
      %30 = arith.constant dense<0.0> : tensor<128xf32>
      %31 = arith.constant dense<0.0> : tensor<128x64xf32>
      %32 = arith.constant 1.4426950408889634 : f32
      %33 = arith.mulf %sm_scale, %32 : f32
      %34 = arith.constant 0 : i32
      %35:3 = scf.for %36 = %34 to %seqlen step %3 iter_args(%37 = %30, %38 = %31, %39 = %29) -> (tensor<128xf32>, tensor<128x64xf32>, tensor<128xf32>) : i32 {
        %40 = tile.splat %36 : tensor<64xi32>
        %41 = arith.addi %40, %14 : tensor<64xi32>
        %42 = arith.addi %7, %36 : i32
        %43 = tile.load_box %__tile_desc0[%34, %42] : !tile.ptr<bf16> -> tensor<64x64xbf16>
        %44 = tile.trans %43 : tensor<64x64xbf16> -> tensor<64x64xbf16>
        %45 = tile.dot %28, %44, %31 : tensor<128x64xbf16>, tensor<64x64xbf16> -> tensor<128x64xf32>
        %46 = tile.expand_dims %41 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
        %47 = tile.splat %seqlen : tensor<1x64xi32>
        %48 = arith.cmpi slt, %46, %47 : tensor<1x64xi32>
        %49 = tile.splat %33 : tensor<128x64xf32>
        %50 = arith.mulf %45, %49 : tensor<128x64xf32>
        %51 = arith.constant 0xFF800000 : f32
        %52 = tile.splat %51 : tensor<128x64xf32>
        %53 = tile.broadcast %48 : tensor<1x64xi1> -> tensor<128x64xi1>
        %54 = arith.select %53, %50, %52 : tensor<128x64xi1>, tensor<128x64xf32>
        %55 = tile.reduce max %54 axis 1 : tensor<128x64xf32> -> tensor<128xf32>
        %56 = arith.maxnumf %39, %55 : tensor<128xf32>
        %57 = tile.expand_dims %56 axis 1 : tensor<128xf32> -> tensor<128x1xf32>
        %58 = tile.broadcast %57 : tensor<128x1xf32> -> tensor<128x64xf32>
        %59 = arith.subf %54, %58 : tensor<128x64xf32>
        %60 = math.exp2 %59 : tensor<128x64xf32>
        %61 = arith.subf %39, %56 : tensor<128xf32>
        %62 = math.exp2 %61 : tensor<128xf32>
        %63 = arith.mulf %37, %62 : tensor<128xf32>
        %64 = tile.reduce add %60 axis 1 : tensor<128x64xf32> -> tensor<128xf32>
        %65 = arith.addf %63, %64 : tensor<128xf32>
        %66 = arith.truncf %60 : tensor<128x64xf32> to tensor<128x64xbf16>
        %67 = tile.load_box %__tile_desc1[%34, %42] : !tile.ptr<bf16> -> tensor<64x64xbf16>
        %68 = tile.expand_dims %62 axis 1 : tensor<128xf32> -> tensor<128x1xf32>
        %69 = tile.broadcast %68 : tensor<128x1xf32> -> tensor<128x64xf32>
        %70 = arith.mulf %38, %69 : tensor<128x64xf32>
        %71 = tile.dot %66, %67, %70 : tensor<128x64xbf16>, tensor<64x64xbf16> -> tensor<128x64xf32>
        scf.yield %65, %71, %56 : tensor<128xf32>, tensor<128x64xf32>, tensor<128xf32>
      }
      %72 = tile.expand_dims %35#0 axis 1 : tensor<128xf32> -> tensor<128x1xf32>
      %73 = tile.broadcast %72 : tensor<128x1xf32> -> tensor<128x64xf32>
      %74 = arith.divf %35#1, %73 : tensor<128x64xf32>
      %75 = arith.truncf %74 : tensor<128x64xf32> to tensor<128x64xbf16>
      tile.store %75, %o[%25] mask %26 : tensor<128x64xi32>, tensor<128x64xbf16>
    }
    tile.return
  }
}
