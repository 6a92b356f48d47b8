// The static shared buffer (layout changes, staged dot operands outside a
// pipelined loop) holds at most 48 KiB: over it, the kernel gets the error
// and a note at the op that asked for the most.
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --convert-tile-to-llvm %s -verify-diagnostics -o /dev/null
// RUN: not tile-translate --gpu-name=sm_80 %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: static-smem-limit.mlir:[[@LINE+4]]:3: error: 'tile.kernel' op needs 98304 bytes of shared memory for layout changes and staged tiles; at most 49152 can be allocated statically (use smaller tiles)
// CHECK: static-smem-limit.mlir:{{[0-9]+}}:10: note: the largest use (98304 bytes) is here
module {
  // expected-error @+1 {{needs 98304 bytes of shared memory for layout changes and staged tiles}}
  tile.kernel @big(%a: !tile.ptr<bf16>, %b: !tile.ptr<bf16>, %c: !tile.ptr<f32>) attributes {num_warps = 8 : i32} {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %r256 = tile.range 0 to 256 : tensor<256xi32>
    %rr = tile.expand_dims %r axis 0 : tensor<128xi32> -> tensor<1x128xi32>
    %nr = tile.expand_dims %r256 axis 0 : tensor<256xi32> -> tensor<1x256xi32>
    %ab = tile.broadcast %rr : tensor<1x128xi32> -> tensor<128x128xi32>
    %ta = tile.load %a[%ab] : tensor<128x128xi32> -> tensor<128x128xbf16>
    %bb = tile.broadcast %nr : tensor<1x256xi32> -> tensor<128x256xi32>
    %tb = tile.load %b[%bb] : tensor<128x256xi32> -> tensor<128x256xbf16>
    %zero = arith.constant dense<0.0> : tensor<128x256xf32>
    // expected-note @+1 {{the largest use (98304 bytes) is here}}
    %d = tile.dot %ta, %tb, %zero : tensor<128x128xbf16>, tensor<128x256xbf16> -> tensor<128x256xf32>
    %cb = tile.broadcast %nr : tensor<1x256xi32> -> tensor<128x256xi32>
    tile.store %d, %c[%cb] : tensor<128x256xi32>, tensor<128x256xf32>
    tile.return
  }
}
