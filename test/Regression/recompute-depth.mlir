// RUN: %python -c "P = chr(37); n = 8000; print('module {'); print('  tile.kernel @chain(' + P + 'x: !tile.ptr<i32>) attributes {num_warps = 1 : i32} {'); print('    ' + P + 'a0 = tile.range 0 to 32 : tensor<32xi32>'); [print('    ' + P + 'a' + str(i) + ' = arith.addi ' + P + 'a' + str(i - 1) + ', ' + P + 'a0 : tensor<32xi32>') for i in range(1, n + 1)]; print('    ' + P + 'e = tile.expand_dims ' + P + 'a' + str(n) + ' axis 0 : tensor<32xi32> -> tensor<1x32xi32>'); print('    ' + P + 'ze = tile.expand_dims ' + P + 'a0 axis 0 : tensor<32xi32> -> tensor<1x32xi32>'); print('    tile.store ' + P + 'e, ' + P + 'x[' + P + 'ze] : tensor<1x32xi32>, tensor<1x32xi32>'); print('    tile.return'); print('  }'); print('}')" > %t.mlir
// RUN: ulimit -s 1024
// RUN: tile-opt --tile-assign-layouts --convert-tile-to-llvm %t.mlir | FileCheck %s
// RUN: tile-translate --gpu-name=sm_80 %t.mlir -o /dev/null

// Index arithmetic is recomputed wherever a layout change needs it, and
// isRecomputable/elementAt recursed once per level of the expression: this
// 8000-deep chain (within the 8192-per-thread budget) needed 4-8 MiB of stack
// and segfaulted under a 4 MiB one (a smaller thread stack, or ASan's larger
// frames). Found while bounding the fuzzer's inputs. Expressions deeper than
// 256 levels now go through shared memory like loaded data, so the recursion
// is bounded; this runs under a 1 MiB stack.

// CHECK-LABEL: llvm.func @chain
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.*}}, %{{.*}} : i32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK: llvm.store %{{.*}}, %{{.*}} : i32, !llvm.ptr<1>
