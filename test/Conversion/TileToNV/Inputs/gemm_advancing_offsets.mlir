// Triton's matmul tutorial as the DSL writes it (examples: test/fuzz/
// cp_async_sweep.py's "advancing" kernels): the pointer tiles a_ptrs and
// b_ptrs are offset tiles carried through the K loop and advanced by a
// loop-invariant step every iteration (a_ptrs += 32, b_ptrs += 32 * N).
module {
  tile.kernel @tutorial(%a: !tile.ptr<bf16>, %b: !tile.ptr<bf16>, %c: !tile.ptr<f32>, %N: i32, %K: i32) attributes {num_warps = 4 : i32} {
    %0 = tile.program_id y : i32
    %1 = arith.constant 64 : i32
    %2 = arith.muli %0, %1 : i32
    %3 = tile.range 0 to 64 : tensor<64xi32>
    %4 = tile.splat %2 : tensor<64xi32>
    %5 = arith.addi %4, %3 : tensor<64xi32>
    %6 = tile.program_id x : i32
    %7 = arith.muli %6, %1 : i32
    %8 = tile.splat %7 : tensor<64xi32>
    %9 = arith.addi %8, %3 : tensor<64xi32>
    %10 = tile.range 0 to 32 : tensor<32xi32>
    %11 = tile.expand_dims %5 axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %12 = tile.splat %K : tensor<64x1xi32>
    %13 = arith.muli %11, %12 : tensor<64x1xi32>
    %14 = tile.expand_dims %10 axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %15 = tile.broadcast %13 : tensor<64x1xi32> -> tensor<64x32xi32>
    %16 = tile.broadcast %14 : tensor<1x32xi32> -> tensor<64x32xi32>
    %17 = arith.addi %15, %16 : tensor<64x32xi32>
    %18 = tile.expand_dims %10 axis 1 : tensor<32xi32> -> tensor<32x1xi32>
    %19 = tile.splat %N : tensor<32x1xi32>
    %20 = arith.muli %18, %19 : tensor<32x1xi32>
    %21 = tile.expand_dims %9 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %22 = tile.broadcast %20 : tensor<32x1xi32> -> tensor<32x64xi32>
    %23 = tile.broadcast %21 : tensor<1x64xi32> -> tensor<32x64xi32>
    %24 = arith.addi %22, %23 : tensor<32x64xi32>
    %25 = arith.constant dense<0.0> : tensor<64x64xf32>
    %26 = arith.constant 32 : i32
    %27 = arith.addi %K, %26 : i32
    %28 = arith.constant 1 : i32
    %29 = arith.subi %27, %28 : i32
    %30 = arith.divsi %29, %26 : i32
    %31 = arith.constant 0 : i32
    %32:3 = scf.for %33 = %31 to %30 step %28 iter_args(%34 = %25, %35 = %17, %36 = %24) -> (tensor<64x64xf32>, tensor<64x32xi32>, tensor<32x64xi32>) : i32 {
      %37 = arith.muli %33, %26 : i32
      %38 = arith.subi %K, %37 : i32
      %39 = tile.splat %38 : tensor<1x32xi32>
      %40 = arith.cmpi slt, %14, %39 : tensor<1x32xi32>
      %41 = tile.broadcast %40 : tensor<1x32xi1> -> tensor<64x32xi1>
      %42 = tile.load %a[%35] mask %41 : tensor<64x32xi32> -> tensor<64x32xbf16>
      %43 = tile.splat %38 : tensor<32x1xi32>
      %44 = arith.cmpi slt, %18, %43 : tensor<32x1xi32>
      %45 = tile.broadcast %44 : tensor<32x1xi1> -> tensor<32x64xi1>
      %46 = tile.load %b[%36] mask %45 : tensor<32x64xi32> -> tensor<32x64xbf16>
      %47 = tile.dot %42, %46, %34 : tensor<64x32xbf16>, tensor<32x64xbf16> -> tensor<64x64xf32>
      %48 = tile.splat %26 : tensor<64x32xi32>
      %49 = arith.addi %35, %48 : tensor<64x32xi32>
      %50 = arith.muli %26, %N : i32
      %51 = tile.splat %50 : tensor<32x64xi32>
      %52 = arith.addi %36, %51 : tensor<32x64xi32>
      scf.yield %47, %49, %52 : tensor<64x64xf32>, tensor<64x32xi32>, tensor<32x64xi32>
    }
    %53 = tile.splat %N : tensor<64x1xi32>
    %54 = arith.muli %11, %53 : tensor<64x1xi32>
    %55 = tile.broadcast %54 : tensor<64x1xi32> -> tensor<64x64xi32>
    %56 = tile.broadcast %21 : tensor<1x64xi32> -> tensor<64x64xi32>
    %57 = arith.addi %55, %56 : tensor<64x64xi32>
    tile.store %32#0, %c[%57] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}

