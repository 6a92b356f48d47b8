// RUN: %python -c "P = chr(37); n = 1000; print('module {'); print('  tile.kernel @k(' + P + 'x: !tile.ptr<f32>) {'); print('    ' + P + 't = arith.constant true'); print(('    scf.if ' + P + 't {\n') * n + '    }\n' * n + '    tile.return'); print('  }'); print('}')" > %t.deep.mlir
// RUN: not tile-opt --tile-assign-layouts --convert-tile-to-llvm %t.deep.mlir 2>&1 | FileCheck %s --check-prefix=DEEP
// RUN: %python -c "P = chr(37); n = 200; print('module {'); print('  tile.kernel @k(' + P + 'x: !tile.ptr<f32>) {'); print('    ' + P + 't = arith.constant true'); print(('    scf.if ' + P + 't {\n') * n + '    }\n' * n + '    tile.return'); print('  }'); print('}')" > %t.ok.mlir
// RUN: tile-opt --tile-assign-layouts --convert-tile-to-llvm %t.ok.mlir | FileCheck %s --check-prefix=OK

// Found by test/fuzz/fuzz.py against the ASan build: 3000 nested scf.if in a
// kernel (which tile-opt parses; tile-translate rejects such input before
// parsing) made convert-tile-to-llvm recurse lowerBlock -> lowerIf once per
// level until the stack overflowed. Regions nested deeper than 256 inside a
// kernel are now rejected before anything is emitted. (tile-opt now rejects
// brackets nested deeper than 1024 before parsing, hence 1000 levels here.)

// DEEP: deep.mlir:260:5: error: 'scf.if' op is nested 257 regions deep in its tile.kernel; the lowering allows at most 256
// OK: llvm.func @k
// OK-COUNT-200: scf.if
