// Vector addition, f32 and f16: each program instance adds one 1024-element
// block; the tail block is masked.
//
//   tile-translate --gpu-name=sm_90a examples/vector_add.mlir -o vector_add.ptx
//   launch: grid = ceil(n / 1024), block = 128 threads (num_warps = 4)

module {
  tile.kernel @vector_add_f32(%x: !tile.ptr<f32>, %y: !tile.ptr<f32>,
                              %out: !tile.ptr<f32>, %n: i32) {
    %pid = tile.program_id x : i32
    %c1024 = arith.constant 1024 : i32
    %start = arith.muli %pid, %c1024 : i32
    %range = tile.range 0 to 1024 : tensor<1024xi32>
    %base = tile.splat %start : tensor<1024xi32>
    %offs = arith.addi %base, %range : tensor<1024xi32>
    %bound = tile.splat %n : tensor<1024xi32>
    %mask = arith.cmpi slt, %offs, %bound : tensor<1024xi32>
    %a = tile.load %x[%offs] mask %mask : tensor<1024xi32> -> tensor<1024xf32>
    %b = tile.load %y[%offs] mask %mask : tensor<1024xi32> -> tensor<1024xf32>
    %sum = arith.addf %a, %b : tensor<1024xf32>
    tile.store %sum, %out[%offs] mask %mask : tensor<1024xi32>, tensor<1024xf32>
    tile.return
  }

  tile.kernel @vector_add_f16(%x: !tile.ptr<f16>, %y: !tile.ptr<f16>,
                              %out: !tile.ptr<f16>, %n: i32) {
    %pid = tile.program_id x : i32
    %c1024 = arith.constant 1024 : i32
    %start = arith.muli %pid, %c1024 : i32
    %range = tile.range 0 to 1024 : tensor<1024xi32>
    %base = tile.splat %start : tensor<1024xi32>
    %offs = arith.addi %base, %range : tensor<1024xi32>
    %bound = tile.splat %n : tensor<1024xi32>
    %mask = arith.cmpi slt, %offs, %bound : tensor<1024xi32>
    %a = tile.load %x[%offs] mask %mask : tensor<1024xi32> -> tensor<1024xf16>
    %b = tile.load %y[%offs] mask %mask : tensor<1024xi32> -> tensor<1024xf16>
    %sum = arith.addf %a, %b : tensor<1024xf16>
    tile.store %sum, %out[%offs] mask %mask : tensor<1024xi32>, tensor<1024xf16>
    tile.return
  }
}
