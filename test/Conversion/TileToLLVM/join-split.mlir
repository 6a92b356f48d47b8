// tile.join / tile.split go through shared memory: the sources staged
// row-major, each result element loaded from its source position.
// RUN: tile-opt %s | tile-opt | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: tile-translate --gpu-name=sm_80 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

// ROUNDTRIP: tile.join %{{.*}}, %{{.*}} : tensor<128xf32> -> tensor<128x2xf32>
// ROUNDTRIP: %lhs, %rhs = tile.split %{{.*}} : tensor<128x2xf32> -> tensor<128xf32>

// PTX-LABEL: .entry pairs(
// PTX: st.shared.b32
// PTX: bar.sync 0;
// PTX: ld.shared.b32
// PTX: ret;

module {
  tile.kernel @pairs(%p: !tile.ptr<f32>, %q: !tile.ptr<f32>) {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = tile.load %p[%r] : tensor<128xi32> -> tensor<128xf32>
    %w = arith.addf %v, %v : tensor<128xf32>
    %j = tile.join %v, %w : tensor<128xf32> -> tensor<128x2xf32>
    %a, %b = tile.split %j : tensor<128x2xf32> -> tensor<128xf32>
    %s = arith.subf %b, %a : tensor<128xf32>
    tile.store %s, %q[%r] : tensor<128xi32>, tensor<128xf32>
    tile.return
  }
}
