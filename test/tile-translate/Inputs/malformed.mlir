module {
  tile.kernel @k(%x: !tile.ptr<f32>) {
    %r = tile.range 0 to 128 : tensor<64xi32
    tile.return
  }
}
