// Found by test/fuzz/fuzz.py: input nested a few thousand levels deep made
// MLIR's recursive-descent parser overflow the stack (segfault). tile-translate
// now rejects brackets nested more than 256 deep before parsing, with the
// location of the first one too deep (docs/robustness.md).

// 4000 nested modules (crashed at about 3500 before).
// RUN: %python -c "print('module {\n' * 4000 + '}\n' * 4000)" > %t.modules.mlir
// RUN: not tile-translate --gpu-name=sm_90a %t.modules.mlir 2>&1 | FileCheck %s --check-prefix=MODULES
// MODULES: modules.mlir:257:8: error: brackets nest more than 256 levels deep here; tile rejects such input before parsing it

// 20000 nested array attributes (crashed at about 10000).
// RUN: %python -c "print('module attributes {a = ' + '[' * 20000 + ']' * 20000 + '} {}')" > %t.arrays.mlir
// RUN: not tile-translate --gpu-name=sm_90a %t.arrays.mlir 2>&1 | FileCheck %s --check-prefix=ARRAYS
// ARRAYS: arrays.mlir:1:279: error: brackets nest more than 256 levels deep

// Nested types count as well; brackets inside strings and comments do not.
// RUN: %python -c "print('module attributes {a = ' + 'tuple<' * 5000 + 'f32' + '>' * 5000 + '} {}')" > %t.types.mlir
// RUN: not tile-translate --gpu-name=sm_90a %t.types.mlir 2>&1 | FileCheck %s --check-prefix=TYPES
// TYPES: error: brackets nest more than 256 levels deep
// RUN: %python -c "print('// ' + '{' * 5000 + '\nmodule attributes {s = \"' + '[' * 5000 + '\"} {}')" > %t.strings.mlir
// RUN: not tile-translate --gpu-name=sm_90a %t.strings.mlir 2>&1 | FileCheck %s --check-prefix=STRINGS
// STRINGS-NOT: brackets nest
// STRINGS: error: 'builtin.module' op can only contain attributes with dialect-prefixed names

// 200 levels is fine (and `->` closes nothing).
// RUN: %python -c "print('module {\n' * 200 + '}\n' * 200)" > %t.ok.mlir
// RUN: not tile-translate --gpu-name=sm_90a %t.ok.mlir 2>&1 | FileCheck %s --check-prefix=OK
// OK: error: nothing to emit: the module has no tile.kernel
