// tile-opt runs tile's pre-parse guard (tile::findUnparseableInput, as
// tile-translate does) before MlirOptMain parses its input: input on which
// MLIR 22's parser segfaults gets a located error and exit status 1. Under
// -split-input-file only the chunks that have such input are rejected, the
// others run as in mlir-opt, and -verify-diagnostics checks the guard's
// errors like any other.

// RUN: tile-opt -split-input-file -verify-diagnostics %s | FileCheck %s
// RUN: tile-opt -split-input-file -verify-diagnostics - < %s | FileCheck %s
// RUN: not tile-opt -split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// RUN: not tile-opt %s 2>&1 >/dev/null | FileCheck %s --check-prefix=WHOLE

// CHECK-LABEL: func.func @before
// CHECK: // -----
// CHECK: // -----
// CHECK: // -----
// CHECK: func.func @after
// CHECK-NEXT: arith.constant 3 : i64
func.func @before() {
  return
}

// -----

// ERR: pre-parse-guard.mlir:[[@LINE+3]]:32: error: dense arrays of index (array<index: ...>) are not supported
// WHOLE: pre-parse-guard.mlir:[[@LINE+2]]:32: error: dense arrays of index
// expected-error @below {{dense arrays of index (array<index: ...>) are not supported}}
func.func @f() attributes {a = array<index: 1, 2>} {
  return
}

// -----

llvm.func @g(%s: !llvm.struct<(f32, f32)>) -> f32 {
  // ERR: pre-parse-guard.mlir:[[@LINE+2]]:8: error: llvm.extractvalue / llvm.insertvalue position 2147483648 is out of range (at most 2^31 - 1)
  // expected-error @below {{position 2147483648 is out of range}}
  %0 = llvm.extractvalue %s[2147483648] : !llvm.struct<(f32, f32)>
  llvm.return %0 : f32
}

// -----

func.func @after() -> i64 {
  %c = arith.constant 3 : i64
  return %c : i64
}

// Brackets may nest 1024 levels deep in tile-opt's input (256 in
// tile-translate's); MLIR 22's parser overflows the stack at ~3500.
// RUN: %python -c "n = 1024; print('module {' * n + '}' * n)" > %t.1024.mlir
// RUN: tile-opt %t.1024.mlir | FileCheck %s --check-prefix=DEEP
// DEEP-COUNT-1024: module {
// RUN: %python -c "n = 20000; print('module {\n' * n + '}\n' * n)" > %t.20000.mlir
// RUN: not tile-opt %t.20000.mlir 2>&1 | FileCheck %s --check-prefix=TOODEEP
// TOODEEP: 20000.mlir:1025:8: error: brackets nest more than 1024 levels deep here; tile rejects such input before parsing it

// MLIR bytecode is not checked as text: the bytes of 40000 random 62-bit
// constants would read as brackets nested over 3000 deep.
// RUN: %python -c "import random; r = random.Random(1); P = chr(37); print('func.func @constants() {'); print(''.join('  ' + P + 'c' + str(i) + ' = arith.constant ' + str(r.randrange(1 << 62)) + ' : i64\n' for i in range(40000)) + '  return\n}')" > %t.constants.mlir
// RUN: tile-opt -emit-bytecode %t.constants.mlir -o %t.constants.mlirbc
// RUN: tile-opt %t.constants.mlir > %t.constants.text
// RUN: tile-opt %t.constants.mlirbc > %t.constants.bytecode
// RUN: diff %t.constants.text %t.constants.bytecode
