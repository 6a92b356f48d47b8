// RUN: not tile-translate --gpu-name=sm_90a %s 2>&1 | FileCheck %s
// RUN: not tile-opt %s 2>&1 | FileCheck %s
// RUN: not tile-opt - < %s 2>&1 | FileCheck %s --check-prefix=STDIN

// Found by test/fuzz/fuzz.py (seed 37: the lowered persistent TMA GEMM with
// an accumulator position [60] rescaled to [4294967296]): MLIR 22's parser
// segfaults on an llvm.extractvalue / insertvalue position of 2^32 or more
// (smaller ones out of bounds are diagnosed). tile-translate and tile-opt
// reject positions of 2^31 or more before parsing (`not` fails on a signal);
// see docs/robustness.md.

// CHECK: extractvalue-position.mlir:[[@LINE+5]]:8: error: llvm.extractvalue / llvm.insertvalue position 4294967296 is out of range (at most 2^31 - 1)
// STDIN: <stdin>:[[@LINE+4]]:8: error: llvm.extractvalue / llvm.insertvalue position 4294967296 is out of range
module attributes {gpu.container_module} {
  gpu.module @tile_kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">] {
    llvm.func @f(%a: !llvm.struct<(f32, f32)>) -> f32 {
  %0 = llvm.extractvalue %a[4294967296] : !llvm.struct<(f32, f32)>
      llvm.return %0 : f32
    }
  }
}
