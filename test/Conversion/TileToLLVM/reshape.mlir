// tile.reshape is free in the block distribution: element l stays in
// thread l mod T, slot l / T, whatever the shape (no shared memory, no
// barrier); a reshaped index tile is recomputed from its source.
// RUN: tile-opt %s | tile-opt | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: tile-translate --gpu-name=sm_80 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

// ROUNDTRIP: tile.reshape %{{.*}} : tensor<16x64xf32> -> tensor<1024xf32>

// PTX-LABEL: .entry flat(
// PTX-NOT: bar.sync
// PTX-NOT: .shared
// PTX: ret;

module {
  tile.kernel @flat(%p: !tile.ptr<f32>, %q: !tile.ptr<f32>) {
    %r = tile.range 0 to 64 : tensor<64xi32>
    %rr = tile.range 0 to 16 : tensor<16xi32>
    %c = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %rw = tile.expand_dims %rr axis 1 : tensor<16xi32> -> tensor<16x1xi32>
    %c64 = arith.constant dense<64> : tensor<16x1xi32>
    %ro = arith.muli %rw, %c64 : tensor<16x1xi32>
    %rb = tile.broadcast %ro : tensor<16x1xi32> -> tensor<16x64xi32>
    %cb = tile.broadcast %c : tensor<1x64xi32> -> tensor<16x64xi32>
    %idx = arith.addi %rb, %cb : tensor<16x64xi32>
    %v = tile.load %p[%idx] : tensor<16x64xi32> -> tensor<16x64xf32>
    %f = tile.reshape %v : tensor<16x64xf32> -> tensor<1024xf32>
    %fi = tile.reshape %idx : tensor<16x64xi32> -> tensor<1024xi32>
    tile.store %f, %q[%fi] : tensor<1024xi32>, tensor<1024xf32>
    tile.return
  }
}
