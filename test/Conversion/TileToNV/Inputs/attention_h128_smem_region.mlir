// examples/python/attention.py --target sm_80 --head 128 --num-warps 8 --ir
// (FlashAttention-2's loop at head 128: K and V blocks of 64 x 128), with
// smem_bytes = 100000 added to the kernel: a region of the kernel's own
// before tile's buffers. Copying K and V ahead (DotPrefetch's double-
// buffered rings, 96256 bytes) no longer fits beside it on sm_80, so they
// are loaded in each iteration, with a remark (dot-prefetch.mlir).
module {
  tile.kernel @attention(%q: !tile.ptr<bf16>, %k: !tile.ptr<bf16>, %v: !tile.ptr<bf16>, %o: !tile.ptr<bf16>, %seqlen: i32, %sm_scale: f32) attributes {num_warps = 8 : i32, smem_bytes = 100000 : i32} {
    %0 = tile.program_id x : i32
    %1 = tile.program_id y : i32
    %2 = arith.muli %1, %seqlen : i32
    %3 = arith.constant 128 : i32
    %4 = arith.muli %2, %3 : i32
    %5 = arith.constant 1 : i32
    %6 = arith.divsi %1, %5 : i32
    %7 = arith.muli %6, %seqlen : i32
    %8 = arith.muli %7, %3 : i32
    %9 = arith.constant 64 : i32
    %10 = arith.muli %0, %9 : i32
    %11 = tile.range 0 to 64 : tensor<64xi32>
    %12 = tile.splat %10 : tensor<64xi32>
    %13 = arith.addi %12, %11 : tensor<64xi32>
    %14 = tile.range 0 to 128 : tensor<128xi32>
    %15 = tile.expand_dims %13 axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %16 = tile.splat %seqlen : tensor<64x1xi32>
    %17 = arith.cmpi slt, %15, %16 : tensor<64x1xi32>
    %18 = tile.splat %3 : tensor<64x1xi32>
    %19 = arith.muli %15, %18 : tensor<64x1xi32>
    %20 = tile.splat %4 : tensor<64x1xi32>
    %21 = arith.addi %20, %19 : tensor<64x1xi32>
    %22 = tile.expand_dims %14 axis 0 : tensor<128xi32> -> tensor<1x128xi32>
    %23 = tile.broadcast %21 : tensor<64x1xi32> -> tensor<64x128xi32>
    %24 = tile.broadcast %22 : tensor<1x128xi32> -> tensor<64x128xi32>
    %25 = arith.addi %23, %24 : tensor<64x128xi32>
    %26 = tile.broadcast %17 : tensor<64x1xi1> -> tensor<64x128xi1>
    %27 = arith.constant 0.0 : bf16
    %28 = tile.load %q[%25] mask %26 other %27 : tensor<64x128xi32> -> tensor<64x128xbf16>
    %29 = arith.constant dense<0xFF800000> : tensor<64xf32>
    %30 = arith.constant dense<0.0> : tensor<64xf32>
    %31 = arith.constant dense<0.0> : tensor<64x128xf32>
    %32 = arith.constant 1.4426950408889634 : f32
    %33 = arith.mulf %sm_scale, %32 : f32
    %34 = arith.constant 0 : i32
    %35:3 = scf.for %36 = %34 to %seqlen step %9 iter_args(%37 = %30, %38 = %31, %39 = %29) -> (tensor<64xf32>, tensor<64x128xf32>, tensor<64xf32>) : i32 {
      %40 = tile.splat %36 : tensor<64xi32>
      %41 = arith.addi %40, %11 : tensor<64xi32>
      %42 = tile.expand_dims %41 axis 1 : tensor<64xi32> -> tensor<64x1xi32>
      %43 = arith.muli %42, %18 : tensor<64x1xi32>
      %44 = tile.splat %8 : tensor<64x1xi32>
      %45 = arith.addi %44, %43 : tensor<64x1xi32>
      %46 = tile.broadcast %45 : tensor<64x1xi32> -> tensor<64x128xi32>
      %47 = arith.addi %46, %24 : tensor<64x128xi32>
      %48 = arith.cmpi slt, %42, %16 : tensor<64x1xi32>
      %49 = tile.broadcast %48 : tensor<64x1xi1> -> tensor<64x128xi1>
      %50 = tile.load %k[%47] mask %49 other %27 : tensor<64x128xi32> -> tensor<64x128xbf16>
      %51 = tile.trans %50 : tensor<64x128xbf16> -> tensor<128x64xbf16>
      %52 = arith.constant dense<0.0> : tensor<64x64xf32>
      %53 = tile.dot %28, %51, %52 : tensor<64x128xbf16>, tensor<128x64xbf16> -> tensor<64x64xf32>
      %54 = arith.addi %36, %9 : i32
      %55 = arith.cmpi sgt, %54, %10 : i32
      %56 = tile.expand_dims %41 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
      %57 = tile.splat %seqlen : tensor<1x64xi32>
      %58 = arith.cmpi slt, %56, %57 : tensor<1x64xi32>
      %59 = arith.constant 0xFF800000 : f32
      %60 = tile.splat %59 : tensor<64x64xf32>
      %61 = tile.broadcast %58 : tensor<1x64xi1> -> tensor<64x64xi1>
      %62 = arith.select %61, %53, %60 : tensor<64x64xi1>, tensor<64x64xf32>
      %63 = tile.reduce max %62 axis 1 : tensor<64x64xf32> -> tensor<64xf32>
      %64 = tile.splat %33 : tensor<64xf32>
      %65 = arith.mulf %63, %64 : tensor<64xf32>
      %66 = arith.maxnumf %39, %65 : tensor<64xf32>
      %67 = tile.splat %33 : tensor<64x64xf32>
      %68 = arith.mulf %62, %67 : tensor<64x64xf32>
      %69 = tile.expand_dims %66 axis 1 : tensor<64xf32> -> tensor<64x1xf32>
      %70 = tile.broadcast %69 : tensor<64x1xf32> -> tensor<64x64xf32>
      %71 = arith.subf %68, %70 : tensor<64x64xf32>
      %72 = math.exp2 %71 : tensor<64x64xf32>
      %73 = arith.subf %39, %66 : tensor<64xf32>
      %74 = math.exp2 %73 : tensor<64xf32>
      %75 = arith.mulf %37, %74 : tensor<64xf32>
      %76 = tile.reduce add %72 axis 1 : tensor<64x64xf32> -> tensor<64xf32>
      %77 = arith.addf %75, %76 : tensor<64xf32>
      %78 = tile.load %v[%47] mask %49 other %27 : tensor<64x128xi32> -> tensor<64x128xbf16>
      %79 = arith.truncf %72 : tensor<64x64xf32> to tensor<64x64xbf16>
      %80 = tile.expand_dims %74 axis 1 : tensor<64xf32> -> tensor<64x1xf32>
      %81 = tile.broadcast %80 : tensor<64x1xf32> -> tensor<64x128xf32>
      %82 = arith.mulf %38, %81 : tensor<64x128xf32>
      %83 = tile.dot %79, %78, %82 : tensor<64x64xbf16>, tensor<64x128xbf16> -> tensor<64x128xf32>
      scf.yield %77, %83, %66 : tensor<64xf32>, tensor<64x128xf32>, tensor<64xf32>
    }
    %84 = arith.constant 1.0 : f32
    %85 = tile.splat %84 : tensor<64xf32>
    %86 = arith.divf %85, %35#0 : tensor<64xf32>
    %87 = tile.expand_dims %86 axis 1 : tensor<64xf32> -> tensor<64x1xf32>
    %88 = tile.broadcast %87 : tensor<64x1xf32> -> tensor<64x128xf32>
    %89 = arith.mulf %35#1, %88 : tensor<64x128xf32>
    %90 = arith.truncf %89 : tensor<64x128xf32> to tensor<64x128xbf16>
    tile.store %90, %o[%25] mask %26 : tensor<64x128xi32>, tensor<64x128xbf16>
    tile.return
  }
}
