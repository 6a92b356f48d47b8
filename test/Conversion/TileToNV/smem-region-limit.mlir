// A kernel's own smem_bytes region must fit its target (the verifier allows
// 227 KiB, the most of any target); the check names the target's limit.
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-assign-layouts --convert-tile-to-llvm %s -verify-diagnostics -o /dev/null
// RUN: not tile-translate --gpu-name=sm_86 %s -o /dev/null 2>&1 | FileCheck %s
// RUN: tile-translate --gpu-name=sm_90a %s -o /dev/null
// CHECK: smem-region-limit.mlir:[[@LINE+3]]:3: error: 'tile.kernel' op smem_bytes is 200000; sm_86 has at most 101376 bytes of shared memory per block
module {
  // expected-error @+1 {{smem_bytes is 200000; sm_80 has at most 166912 bytes of shared memory per block}}
  tile.kernel @region(%c: !tile.ptr<f32>) attributes {num_warps = 4 : i32, smem_bytes = 200000 : i32} {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = arith.sitofp %r : tensor<128xi32> to tensor<128xf32>
    tile.store %v, %c[%r] : tensor<128xi32>, tensor<128xf32>
    tile.return
  }
}
