// RUN: %python -c "P = chr(37); n = 64; print('module {'); print('  tile.kernel @k(' + P + 'x: !tile.ptr<f32>, ' + P + 'y: !tile.ptr<f32>, ' + P + 'n: i32) {'); print('    ' + P + 'pid = tile.program_id x : i32'); print('    ' + P + 'r = tile.range 0 to 1024 : tensor<1024xi32>'); print('    ' + P + 'b = tile.splat ' + P + 'pid : tensor<1024xi32>'); print('    ' + P + 'base = arith.addi ' + P + 'b, ' + P + 'r : tensor<1024xi32>'); print('    ' + P + 'bound = tile.splat ' + P + 'n : tensor<1024xi32>'); [print('    ' + P + 'c' + str(i) + ' = arith.constant dense<' + str(1024 * i) + '> : tensor<1024xi32>\n' + '    ' + P + 'o' + str(i) + ' = arith.addi ' + P + 'base, ' + P + 'c' + str(i) + ' : tensor<1024xi32>\n' + '    ' + P + 'm' + str(i) + ' = arith.cmpi slt, ' + P + 'o' + str(i) + ', ' + P + 'bound : tensor<1024xi32>\n' + '    ' + P + 'v' + str(i) + ' = tile.load ' + P + 'x[' + P + 'o' + str(i) + '] mask ' + P + 'm' + str(i) + ' : tensor<1024xi32> -> tensor<1024xf32>\n' + '    tile.store ' + P + 'v' + str(i) + ', ' + P + 'y[' + P + 'o' + str(i) + '] mask ' + P + 'm' + str(i) + ' : tensor<1024xi32>, tensor<1024xf32>') for i in range(n)]; print('    tile.return'); print('  }'); print('}')" > %t.64.mlir
// RUN: %python -c "P = chr(37); n = 65; print('module {'); print('  tile.kernel @k(' + P + 'x: !tile.ptr<f32>, ' + P + 'y: !tile.ptr<f32>, ' + P + 'n: i32) {'); print('    ' + P + 'pid = tile.program_id x : i32'); print('    ' + P + 'r = tile.range 0 to 1024 : tensor<1024xi32>'); print('    ' + P + 'b = tile.splat ' + P + 'pid : tensor<1024xi32>'); print('    ' + P + 'base = arith.addi ' + P + 'b, ' + P + 'r : tensor<1024xi32>'); print('    ' + P + 'bound = tile.splat ' + P + 'n : tensor<1024xi32>'); [print('    ' + P + 'c' + str(i) + ' = arith.constant dense<' + str(1024 * i) + '> : tensor<1024xi32>\n' + '    ' + P + 'o' + str(i) + ' = arith.addi ' + P + 'base, ' + P + 'c' + str(i) + ' : tensor<1024xi32>\n' + '    ' + P + 'm' + str(i) + ' = arith.cmpi slt, ' + P + 'o' + str(i) + ', ' + P + 'bound : tensor<1024xi32>\n' + '    ' + P + 'v' + str(i) + ' = tile.load ' + P + 'x[' + P + 'o' + str(i) + '] mask ' + P + 'm' + str(i) + ' : tensor<1024xi32> -> tensor<1024xf32>\n' + '    tile.store ' + P + 'v' + str(i) + ', ' + P + 'y[' + P + 'o' + str(i) + '] mask ' + P + 'm' + str(i) + ' : tensor<1024xi32>, tensor<1024xf32>') for i in range(n)]; print('    tile.return'); print('  }'); print('}')" > %t.65.mlir
// RUN: tile-opt --tile-assign-layouts --convert-tile-to-llvm %t.64.mlir -o /dev/null
// RUN: not tile-translate --gpu-name=sm_90a %t.65.mlir 2>&1 | FileCheck %s

// Found while calibrating the fuzzer's hang limit: masked tile.load /
// tile.store elements are predicated accesses whose addresses LLVM 22's
// NVPTX "straight line strength reduction" pass (in llc's IR pipeline)
// compares with every earlier one, so compile time grows with the square of
// their number: 64 copies of a masked 1024-element copy (1024 masked
// accesses per thread, 21 KB of input) take ~4 s, 128 copies (42 KB) ~16 s,
// past the fuzzer's 20 s hang limit on a loaded machine. A kernel may now
// have at most 1024 masked accesses per thread (docs/robustness.md); the
// 65th copy here is rejected at its load, before anything is emitted. Since
// tile skips that pass (lib/Target/PTXEmitter.cpp) the 64 copies compile in
// ~0.3 s; the bound stays as a guard on code size.

// CHECK: 65.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'tile.load' op brings the kernel to more than 1024 masked global accesses per thread, tile's bound on the predicated accesses it unrolls
// CHECK-NEXT: %v64 = tile.load
