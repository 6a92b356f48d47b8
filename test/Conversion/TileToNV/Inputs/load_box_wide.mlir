// A 64 x 256 bf16 box (4 slabs of 64 columns) outside any pipeline, stored
// to global memory.
module {
  tile.kernel @load_box_wide(%b: !tile.ptr<bf16> {tile.tensor_map}, %out: !tile.ptr<bf16>, %n0: i32, %k0: i32) {
    %t = tile.load_box %b[%n0, %k0] : !tile.ptr<bf16> -> tensor<64x256xbf16>
    %r = tile.range 0 to 64 : tensor<64xi32>
    %c = tile.range 0 to 256 : tensor<256xi32>
    %r2 = tile.expand_dims %r axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %c2 = tile.expand_dims %c axis 0 : tensor<256xi32> -> tensor<1x256xi32>
    %c256 = arith.constant dense<256> : tensor<64x1xi32>
    %ro = arith.muli %r2, %c256 : tensor<64x1xi32>
    %rob = tile.broadcast %ro : tensor<64x1xi32> -> tensor<64x256xi32>
    %cb = tile.broadcast %c2 : tensor<1x256xi32> -> tensor<64x256xi32>
    %offs = arith.addi %rob, %cb : tensor<64x256xi32>
    tile.store %t, %out[%offs] : tensor<64x256xi32>, tensor<64x256xbf16>
    tile.return
  }
}
