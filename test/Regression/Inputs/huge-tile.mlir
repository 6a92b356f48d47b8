module {
  tile.kernel @k(%x: !tile.ptr<f32>) {
    %r = tile.range 0 to 1000000000 : tensor<1000000000xi32>
    %v = tile.load %x[%r] : tensor<1000000000xi32> -> tensor<1000000000xf32>
    tile.store %v, %x[%r] : tensor<1000000000xi32>, tensor<1000000000xf32>
    tile.return
  }
}
