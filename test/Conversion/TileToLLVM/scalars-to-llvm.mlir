// RUN: tile-opt --tile-scalars-to-llvm %s -split-input-file -verify-diagnostics | FileCheck %s

// scf, arith, math, cf and index in one conversion: nothing of them is left,
// and no unrealized casts either.
// CHECK-LABEL: llvm.func @f
// CHECK-NOT: scf.
// CHECK-NOT: arith.
// CHECK-NOT: math.
// CHECK-NOT: cf.
// CHECK-NOT: unrealized_conversion_cast
// CHECK: llvm.cond_br
// CHECK: llvm.intr.sqrt
// CHECK: llvm.return
gpu.module @tile_kernels {
  llvm.func @f(%n: i32, %x: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %ni = arith.index_cast %n : i32 to index
    %r = scf.for %i = %c0 to %ni step %c1 iter_args(%acc = %x) -> (f32) {
      %s = math.sqrt %acc : f32
      %j = index.add %i, %c1
      %jf = arith.index_cast %j : index to i32
      %jff = arith.sitofp %jf : i32 to f32
      %t = arith.addf %s, %jff : f32
      scf.yield %t : f32
    }
    llvm.return %r : f32
  }
}

// -----

// What no pattern lowers stays an error at the op, never a half-converted
// module.
gpu.module @tile_kernels {
  llvm.func @g(%n: i32) -> i32 {
    // expected-error @+1 {{failed to legalize operation 'math.ipowi'}}
    %i = math.ipowi %n, %n : i32
    llvm.return %i : i32
  }
}
