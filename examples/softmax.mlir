// Row-wise softmax of an M x N f32 matrix (N <= 1024): each program instance
// normalizes one row in registers. The row's maximum is subtracted before
// math.exp (no exponential overflows); the columns past N read as -inf,
// whose exponential is 0. math.exp lowers to ex2.approx.f32(x * log2 e),
// as Triton's tl.exp and CUDA's __expf do (examples/python/softmax.py is
// the DSL version, several rows per program).
//
//   tile-translate --gpu-name=sm_90a examples/softmax.mlir -o softmax.ptx
//   launch: grid = M, block = 128 threads (num_warps = 4)

module {
  tile.kernel @softmax(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>, %n: i32,
                       %stride: i32) {
    %row = tile.program_id x : i32
    %start = arith.muli %row, %stride : i32
    %cols = tile.range 0 to 1024 : tensor<1024xi32>
    %base = tile.splat %start : tensor<1024xi32>
    %offs = arith.addi %base, %cols : tensor<1024xi32>
    %bound = tile.splat %n : tensor<1024xi32>
    %mask = arith.cmpi slt, %cols, %bound : tensor<1024xi32>
    %ninf = arith.constant 0xFF800000 : f32
    %v = tile.load %x[%offs] mask %mask other %ninf : tensor<1024xi32> -> tensor<1024xf32>
    %max = tile.reduce max %v axis 0 : tensor<1024xf32> -> f32
    %maxs = tile.splat %max : tensor<1024xf32>
    %shifted = arith.subf %v, %maxs : tensor<1024xf32>
    %e = math.exp %shifted : tensor<1024xf32>
    %sum = tile.reduce add %e axis 0 : tensor<1024xf32> -> f32
    %sums = tile.splat %sum : tensor<1024xf32>
    %y = arith.divf %e, %sums : tensor<1024xf32>
    tile.store %y, %out[%offs] mask %mask : tensor<1024xi32>, tensor<1024xf32>
    tile.return
  }
}
