module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%x: !tile.ptr<f32>) {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = tile.load %x[%r] : tensor<128xi32> -> tensor<128xf32>
    tile.store %v, %x[%r] : tensor<128xi32>, tensor<128xf32>
    tile.return
  }
}
