// RUN: not tile-translate --gpu-name=sm_80 %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not tile-opt --tile-set-target=gpu-name=sm_80 --tile-assign-layouts --convert-tile-to-llvm %s -o /dev/null 2>&1 | FileCheck %s
// Two `module { }` blocks in one file: the parser nests both in an implicit
// module. tile-translate said "failed to legalize operation 'arith.sitofp'
// that was explicitly marked illegal" and tile-opt left both kernels
// unlowered without a word; now the first kernel gets the error.

// CHECK: nested-modules.mlir:[[@LINE+3]]:3: error: 'tile.kernel' op is inside a nested module, which convert-tile-to-llvm does not lower (it lowers the kernels of the module it runs on): put all kernels in one top-level module
// CHECK-NOT: failed to legalize
module {
  tile.kernel @k1(%c: !tile.ptr<f32>) attributes {num_warps = 4 : i32} {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = arith.sitofp %r : tensor<128xi32> to tensor<128xf32>
    tile.store %v, %c[%r] : tensor<128xi32>, tensor<128xf32>
    tile.return
  }
}
module {
  tile.kernel @k2(%c: !tile.ptr<i32>) attributes {num_warps = 4 : i32} {
    %r = tile.range 0 to 128 : tensor<128xi32>
    tile.store %r, %c[%r] : tensor<128xi32>, tensor<128xi32>
    tile.return
  }
}
