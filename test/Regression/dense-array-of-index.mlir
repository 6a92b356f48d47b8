// RUN: not tile-translate --gpu-name=sm_90a %s 2>&1 | FileCheck %s
// RUN: not tile-opt %s 2>&1 | FileCheck %s
// RUN: not tile-opt --tile-assign-layouts --convert-tile-to-llvm -o %t %s 2>&1 | FileCheck %s

// Found by test/fuzz/fuzz.py (a generic-form tile.load whose
// operandSegmentSizes element type was mutated to index): MLIR 22's parser
// segfaults on a dense array of index (parseDenseArrayAttr asks the index
// type for its bit width). tile-translate and tile-opt reject it before
// parsing (`not` fails on a signal); see docs/robustness.md.

// CHECK: dense-array-of-index.mlir:[[@LINE+5]]:57: error: dense arrays of index (array<index: ...>) are not supported; use a fixed-width integer type such as i64
"builtin.module"() ({
  "tile.kernel"() <{function_type = (!tile.ptr<f32>) -> (), sym_name = "k"}> ({
  ^bb0(%arg0: !tile.ptr<f32>):
    %0 = "tile.range"() <{end = 128 : i32, start = 0 : i32}> : () -> tensor<128xi32>
    %1 = "tile.load"(%arg0, %0) <{operandSegmentSizes = array<index: 1, 1, 0, 0>}> : (!tile.ptr<f32>, tensor<128xi32>) -> tensor<128xf32>
    "tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
