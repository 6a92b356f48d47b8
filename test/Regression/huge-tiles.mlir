// RUN: tile-opt --tile-assign-layouts --convert-tile-to-llvm %s -split-input-file -verify-diagnostics
// RUN: not tile-translate --gpu-name=sm_90a %S/Inputs/huge-tile.mlir 2>&1 | FileCheck %s

// Found by test/fuzz/fuzz.py: convert-tile-to-llvm unrolls every tile into
// ceil(N / T) scalars per thread, so tensor<1000000000xf32> emitted billions
// of ops (a hang, then out of memory), and tensor<4294967296x4294967296xf32>
// overflowed the element count. Tiles are now bounded before anything is
// emitted: at most 256 elements per thread per tile, 8192 per thread over all
// of a kernel's tiles (docs/robustness.md).

// CHECK: huge-tile.mlir:3:10: error: 'tile.range' op uses a tile 'tensor<1000000000xi32>' of 1000000000 elements: 7812500 per thread with 128 threads; tile-translate unrolls tiles into registers and allows at most 256 elements per thread (use smaller tiles or more warps)

module {
  tile.kernel @k(%x: !tile.ptr<f32>) {
    // expected-error @+1 {{'tile.range' op uses a tile 'tensor<1000000000xi32>' of 1000000000 elements: 7812500 per thread with 128 threads; tile-translate unrolls tiles into registers and allows at most 256 elements per thread}}
    %r = tile.range 0 to 1000000000 : tensor<1000000000xi32>
    %v = tile.load %x[%r] : tensor<1000000000xi32> -> tensor<1000000000xf32>
    tile.store %v, %x[%r] : tensor<1000000000xi32>, tensor<1000000000xf32>
    tile.return
  }
}

// -----

module {
  tile.kernel @k(%x: !tile.ptr<f32>) {
    // expected-error @+1 {{'arith.constant' op uses a tile 'tensor<4294967296x4294967296xi32>' with more than 2^63 elements}}
    %z = arith.constant dense<0> : tensor<4294967296x4294967296xi32>
    %c = arith.constant dense<1.0> : tensor<4294967296x4294967296xf32>
    tile.store %c, %x[%z] : tensor<4294967296x4294967296xi32>, tensor<4294967296x4294967296xf32>
    tile.return
  }
}

// -----

// 32768 elements over 128 threads is 256 each: the limit, accepted; one warp
// more or fewer moves it over.
module {
  tile.kernel @ok(%x: !tile.ptr<f32>) {
    %r = tile.range 0 to 32768 : tensor<32768xi32>
    %v = tile.load %x[%r] : tensor<32768xi32> -> tensor<32768xf32>
    tile.store %v, %x[%r] : tensor<32768xi32>, tensor<32768xf32>
    tile.return
  }
  tile.kernel @over(%x: !tile.ptr<f32>) attributes {num_warps = 2 : i32} {
    // expected-error @+1 {{'tile.range' op uses a tile 'tensor<32768xi32>' of 32768 elements: 512 per thread with 64 threads}}
    %r = tile.range 0 to 32768 : tensor<32768xi32>
    tile.return
  }
}

// -----

// Many tiles, each within bounds, that together exceed 8192 per thread.
module {
  tile.kernel @k(%x: !tile.ptr<f32>) {
    %r = tile.range 0 to 32768 : tensor<32768xi32>
    %v = tile.load %x[%r] : tensor<32768xi32> -> tensor<32768xf32>
    %a1 = arith.addf %v, %v : tensor<32768xf32>
    %a2 = arith.addf %a1, %v : tensor<32768xf32>
    %a3 = arith.addf %a2, %v : tensor<32768xf32>
    %a4 = arith.addf %a3, %v : tensor<32768xf32>
    %a5 = arith.addf %a4, %v : tensor<32768xf32>
    %a6 = arith.addf %a5, %v : tensor<32768xf32>
    %a7 = arith.addf %a6, %v : tensor<32768xf32>
    %a8 = arith.addf %a7, %v : tensor<32768xf32>
    %a9 = arith.addf %a8, %v : tensor<32768xf32>
    %a10 = arith.addf %a9, %v : tensor<32768xf32>
    %a11 = arith.addf %a10, %v : tensor<32768xf32>
    %a12 = arith.addf %a11, %v : tensor<32768xf32>
    %a13 = arith.addf %a12, %v : tensor<32768xf32>
    %a14 = arith.addf %a13, %v : tensor<32768xf32>
    %a15 = arith.addf %a14, %v : tensor<32768xf32>
    %a16 = arith.addf %a15, %v : tensor<32768xf32>
    %a17 = arith.addf %a16, %v : tensor<32768xf32>
    %a18 = arith.addf %a17, %v : tensor<32768xf32>
    %a19 = arith.addf %a18, %v : tensor<32768xf32>
    %a20 = arith.addf %a19, %v : tensor<32768xf32>
    %a21 = arith.addf %a20, %v : tensor<32768xf32>
    %a22 = arith.addf %a21, %v : tensor<32768xf32>
    %a23 = arith.addf %a22, %v : tensor<32768xf32>
    %a24 = arith.addf %a23, %v : tensor<32768xf32>
    %a25 = arith.addf %a24, %v : tensor<32768xf32>
    %a26 = arith.addf %a25, %v : tensor<32768xf32>
    %a27 = arith.addf %a26, %v : tensor<32768xf32>
    %a28 = arith.addf %a27, %v : tensor<32768xf32>
    %a29 = arith.addf %a28, %v : tensor<32768xf32>
    %a30 = arith.addf %a29, %v : tensor<32768xf32>
    // expected-error @+1 {{'arith.addf' op brings the kernel's tiles to more than 8192 elements per thread in total}}
    %a31 = arith.addf %a30, %v : tensor<32768xf32>
    tile.store %a31, %x[%r] : tensor<32768xi32>, tensor<32768xf32>
    tile.return
  }
}
