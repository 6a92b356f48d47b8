module {
  tile.kernel @copy(%x: !tile.ptr<f32>, %y: !tile.ptr<f32>) {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = tile.load %x[%r] : tensor<128xi32> -> tensor<128xf32>
    tile.store %v, %y[%r] : tensor<128xi32>, tensor<128xf32>
    tile.return
  }
}
