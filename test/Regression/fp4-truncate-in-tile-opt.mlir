// RUN: tile-opt --tile-set-target=gpu-name=sm_89 --tile-assign-layouts --convert-tile-to-llvm %s | FileCheck %s

// Found by test/fuzz/fuzz.py (seed 94): arith.truncf into f4E2M1FN took the
// magnitude with math.absf, but tile-opt's --convert-tile-to-llvm does not
// load the math dialect when the input has no math op, so the op was built
// unregistered and the process crashed. The magnitude is now the sign bit
// cleared with arith ops.

// CHECK: llvm.func @k
// CHECK-NOT: math.absf
tile.kernel @k(%x: !tile.ptr<f64>, %y: !tile.ptr<f64>) {
  %r = tile.range 0 to 4 : tensor<4xi32>
  %v = tile.load %x[%r] : tensor<4xi32> -> tensor<4xf64>
  %q = arith.truncf %v : tensor<4xf64> to tensor<4xf4E2M1FN>
  %p = tile.pack_fp4 %q : tensor<4xf4E2M1FN> -> tensor<2xi8>
  %u = tile.unpack_fp4 %p : tensor<2xi8> -> tensor<4xf4E2M1FN>
  %e = arith.extf %u : tensor<4xf4E2M1FN> to tensor<4xf64>
  tile.store %e, %y[%r] : tensor<4xi32>, tensor<4xf64>
  tile.return
}
