// examples/python/attention.py's attention as its --ir prints it for sm_100a
// (HEAD=128, BLOCK_M=128, CAUSAL=True, num_warps=8): 128 query rows whose
// two dots are tcgen05, K and V loaded with masks (ragged sequence
// lengths) and pipelined into cp.async rings by --pipeline-loads
// (dot-tcgen05.mlir, RINGS).

module {
  tile.kernel @attention(%q: !tile.ptr<bf16>, %k: !tile.ptr<bf16>, %v: !tile.ptr<bf16>, %o: !tile.ptr<bf16>, %seqlen: i32, %sm_scale: f32) attributes {num_warps = 8 : i32} {
    %0 = tile.program_id x : i32
    %1 = tile.program_id y : i32
    %2 = arith.muli %1, %seqlen : i32
    %3 = arith.constant 128 : i32
    %4 = arith.muli %2, %3 : i32
    %5 = arith.constant 1 : i32
    %6 = arith.divsi %1, %5 : i32
    %7 = arith.muli %6, %seqlen : i32
    %8 = arith.muli %7, %3 : i32
    %9 = arith.muli %0, %3 : i32
    %10 = tile.range 0 to 128 : tensor<128xi32>
    %11 = tile.splat %9 : tensor<128xi32>
    %12 = arith.addi %11, %10 : tensor<128xi32>
    %13 = tile.expand_dims %12 axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %14 = tile.splat %seqlen : tensor<128x1xi32>
    %15 = arith.cmpi slt, %13, %14 : tensor<128x1xi32>
    %16 = tile.splat %3 : tensor<128x1xi32>
    %17 = arith.muli %13, %16 : tensor<128x1xi32>
    %18 = tile.splat %4 : tensor<128x1xi32>
    %19 = arith.addi %18, %17 : tensor<128x1xi32>
    %20 = tile.expand_dims %10 axis 0 : tensor<128xi32> -> tensor<1x128xi32>
    %21 = tile.broadcast %19 : tensor<128x1xi32> -> tensor<128x128xi32>
    %22 = tile.broadcast %20 : tensor<1x128xi32> -> tensor<128x128xi32>
    %23 = arith.addi %21, %22 : tensor<128x128xi32>
    %24 = tile.broadcast %15 : tensor<128x1xi1> -> tensor<128x128xi1>
    %25 = arith.constant 0.0 : bf16
    %26 = tile.load %q[%23] mask %24 other %25 : tensor<128x128xi32> -> tensor<128x128xbf16>
    %27 = arith.constant dense<0xFF800000> : tensor<128xf32>
    %28 = arith.constant dense<0.0> : tensor<128xf32>
    %29 = arith.constant dense<0.0> : tensor<128x128xf32>
    %30 = arith.constant 1.4426950408889634 : f32
    %31 = arith.mulf %sm_scale, %30 : f32
    %32 = arith.addi %0, %5 : i32
    %33 = arith.muli %32, %3 : i32
    %34 = arith.constant 0 : i32
    %35 = arith.constant 64 : i32
    %36:3 = scf.for %37 = %34 to %33 step %35 iter_args(%38 = %28, %39 = %29, %40 = %27) -> (tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>) : i32 {
      %41 = tile.range 0 to 64 : tensor<64xi32>
      %42 = tile.splat %37 : tensor<64xi32>
      %43 = arith.addi %42, %41 : tensor<64xi32>
      %44 = tile.expand_dims %43 axis 1 : tensor<64xi32> -> tensor<64x1xi32>
      %45 = tile.splat %3 : tensor<64x1xi32>
      %46 = arith.muli %44, %45 : tensor<64x1xi32>
      %47 = tile.splat %8 : tensor<64x1xi32>
      %48 = arith.addi %47, %46 : tensor<64x1xi32>
      %49 = tile.broadcast %48 : tensor<64x1xi32> -> tensor<64x128xi32>
      %50 = tile.broadcast %20 : tensor<1x128xi32> -> tensor<64x128xi32>
      %51 = arith.addi %49, %50 : tensor<64x128xi32>
      %52 = tile.splat %seqlen : tensor<64x1xi32>
      %53 = arith.cmpi slt, %44, %52 : tensor<64x1xi32>
      %54 = tile.broadcast %53 : tensor<64x1xi1> -> tensor<64x128xi1>
      %55 = tile.load %k[%51] mask %54 other %25 : tensor<64x128xi32> -> tensor<64x128xbf16>
      %56 = tile.trans %55 : tensor<64x128xbf16> -> tensor<128x64xbf16>
      %57 = arith.constant dense<0.0> : tensor<128x64xf32>
      %58 = tile.dot %26, %56, %57 : tensor<128x128xbf16>, tensor<128x64xbf16> -> tensor<128x64xf32>
      %59 = arith.addi %37, %35 : i32
      %60 = arith.cmpi sgt, %59, %9 : i32
      %61 = tile.expand_dims %43 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
      %62 = tile.splat %seqlen : tensor<1x64xi32>
      %63 = arith.cmpi slt, %61, %62 : tensor<1x64xi32>
      %64 = tile.broadcast %61 : tensor<1x64xi32> -> tensor<128x64xi32>
      %65 = tile.broadcast %13 : tensor<128x1xi32> -> tensor<128x64xi32>
      %66 = arith.cmpi sle, %64, %65 : tensor<128x64xi32>
      %67 = tile.broadcast %63 : tensor<1x64xi1> -> tensor<128x64xi1>
      %68 = arith.andi %67, %66 : tensor<128x64xi1>
      %69 = arith.constant 0xFF800000 : f32
      %70 = tile.splat %69 : tensor<128x64xf32>
      %71 = arith.select %68, %58, %70 : tensor<128x64xi1>, tensor<128x64xf32>
      %72 = tile.reduce max %71 axis 1 : tensor<128x64xf32> -> tensor<128xf32>
      %73 = tile.splat %31 : tensor<128xf32>
      %74 = arith.mulf %72, %73 : tensor<128xf32>
      %75 = arith.maxnumf %40, %74 : tensor<128xf32>
      %76 = tile.splat %31 : tensor<128x64xf32>
      %77 = arith.mulf %71, %76 : tensor<128x64xf32>
      %78 = tile.expand_dims %75 axis 1 : tensor<128xf32> -> tensor<128x1xf32>
      %79 = tile.broadcast %78 : tensor<128x1xf32> -> tensor<128x64xf32>
      %80 = arith.subf %77, %79 : tensor<128x64xf32>
      %81 = math.exp2 %80 : tensor<128x64xf32>
      %82 = arith.subf %40, %75 : tensor<128xf32>
      %83 = math.exp2 %82 : tensor<128xf32>
      %84 = arith.mulf %38, %83 : tensor<128xf32>
      %85 = tile.reduce add %81 axis 1 : tensor<128x64xf32> -> tensor<128xf32>
      %86 = arith.addf %84, %85 : tensor<128xf32>
      %87 = tile.load %v[%51] mask %54 other %25 : tensor<64x128xi32> -> tensor<64x128xbf16>
      %88 = arith.truncf %81 : tensor<128x64xf32> to tensor<128x64xbf16>
      %89 = tile.expand_dims %83 axis 1 : tensor<128xf32> -> tensor<128x1xf32>
      %90 = tile.broadcast %89 : tensor<128x1xf32> -> tensor<128x128xf32>
      %91 = arith.mulf %39, %90 : tensor<128x128xf32>
      %92 = tile.dot %88, %87, %91 : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
      scf.yield %86, %92, %75 : tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>
    }
    %93 = arith.constant 1.0 : f32
    %94 = tile.splat %93 : tensor<128xf32>
    %95 = arith.divf %94, %36#0 : tensor<128xf32>
    %96 = tile.expand_dims %95 axis 1 : tensor<128xf32> -> tensor<128x1xf32>
    %97 = tile.broadcast %96 : tensor<128x1xf32> -> tensor<128x128xf32>
    %98 = arith.mulf %36#1, %97 : tensor<128x128xf32>
    %99 = arith.truncf %98 : tensor<128x128xf32> to tensor<128x128xbf16>
    tile.store %99, %o[%23] mask %24 : tensor<128x128xi32>, tensor<128x128xbf16>
    tile.return
  }
}

