// Layout changes and staged dot operands outside a pipelined loop go through
// one shared buffer: up to 48 KiB a static array, above that dynamic shared
// memory (dynamic-staging.mlir). Over the target's shared memory per block,
// the kernel gets the error and a note at the op that asked for the most.
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-assign-layouts --convert-tile-to-llvm %s -verify-diagnostics -o /dev/null
// RUN: not tile-translate --gpu-name=sm_80 %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: static-smem-limit.mlir:[[@LINE+4]]:3: error: 'tile.kernel' op needs 196608 bytes of shared memory for layout changes and staged tiles; sm_80 has at most 166912 bytes per block (use smaller tiles)
// CHECK: static-smem-limit.mlir:{{[0-9]+}}:10: note: the largest use (196608 bytes) is here
module {
  // expected-error @+1 {{needs 196608 bytes of shared memory for layout changes and staged tiles; sm_80 has at most 166912 bytes per block}}
  tile.kernel @huge(%a: !tile.ptr<bf16>, %b: !tile.ptr<bf16>, %c: !tile.ptr<f32>) attributes {num_warps = 8 : i32} {
    %r = tile.range 0 to 256 : tensor<256xi32>
    %rr = tile.expand_dims %r axis 0 : tensor<256xi32> -> tensor<1x256xi32>
    %ab = tile.broadcast %rr : tensor<1x256xi32> -> tensor<128x256xi32>
    %ta = tile.load %a[%ab] : tensor<128x256xi32> -> tensor<128x256xbf16>
    %bb = tile.broadcast %rr : tensor<1x256xi32> -> tensor<256x256xi32>
    %tb = tile.load %b[%bb] : tensor<256x256xi32> -> tensor<256x256xbf16>
    %zero = arith.constant dense<0.0> : tensor<128x256xf32>
    // expected-note @+1 {{the largest use (196608 bytes) is here}}
    %d = tile.dot %ta, %tb, %zero : tensor<128x256xbf16>, tensor<256x256xbf16> -> tensor<128x256xf32>
    tile.store %d, %c[%ab] : tensor<128x256xi32>, tensor<128x256xf32>
    tile.return
  }
}

