// RUN: tile-opt --tile-assign-layouts --convert-tile-to-llvm %s -split-input-file -verify-diagnostics

// A zero-element tile (tensor<0xf32>) passes the op verifiers, but the
// distribution gave it one slot per thread indexed modulo 0 (`urem` by zero
// in the emitted code), and reducing one left an llvm.mlir.addressof of a
// shared-memory buffer that was never created (zero bytes), an internal
// verifier error. Empty tiles are now rejected at the op.

module {
  tile.kernel @k(%x: !tile.ptr<f32>) {
    // expected-error @+1 {{'arith.constant' op uses a tile 'tensor<0xi32>' with no elements; tiles need at least one}}
    %z = arith.constant dense<0> : tensor<0xi32>
    %zf = arith.constant dense<1.0> : tensor<0xf32>
    tile.store %zf, %x[%z] : tensor<0xi32>, tensor<0xf32>
    tile.return
  }
}

// -----

module {
  tile.kernel @k(%x: !tile.ptr<f32>) {
    // expected-error @+1 {{'arith.constant' op uses a tile 'tensor<4x0xf32>' with no elements}}
    %zf = arith.constant dense<1.0> : tensor<4x0xf32>
    %t = tile.reduce add %zf axis 1 : tensor<4x0xf32> -> tensor<4xf32>
    tile.return
  }
}
