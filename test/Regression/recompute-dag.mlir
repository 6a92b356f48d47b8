// RUN: tile-opt --tile-assign-layouts --convert-tile-to-llvm %s | FileCheck %s
// RUN: tile-translate --gpu-name=sm_90a %s -o /dev/null

// Found by test/fuzz/fuzz.py: elementAt recomputed an index expression at
// another index (for tile.expand_dims / tile.broadcast) once per path
// through it, so a DAG of n additions that each use the previous value
// twice emitted 2^n ops (a hang and then out of memory at n = 22). Now each
// node is recomputed once per index: 64 additions recompute %a64 at the
// index tile.expand_dims asks for (the 64 that materialized the tiles are
// used by nothing else, and convert-tile-to-llvm erases dead arithmetic).

// CHECK-LABEL: llvm.func @dag
// CHECK-COUNT-64: arith.addi %{{[0-9]+}}, %{{[0-9]+}} : i32
// CHECK-NOT: arith.addi
// CHECK: llvm.store
module {
  tile.kernel @dag(%x: !tile.ptr<i32>) attributes {num_warps = 1 : i32} {
    %a0 = tile.range 0 to 32 : tensor<32xi32>
    %a1 = arith.addi %a0, %a0 : tensor<32xi32>
    %a2 = arith.addi %a1, %a1 : tensor<32xi32>
    %a3 = arith.addi %a2, %a2 : tensor<32xi32>
    %a4 = arith.addi %a3, %a3 : tensor<32xi32>
    %a5 = arith.addi %a4, %a4 : tensor<32xi32>
    %a6 = arith.addi %a5, %a5 : tensor<32xi32>
    %a7 = arith.addi %a6, %a6 : tensor<32xi32>
    %a8 = arith.addi %a7, %a7 : tensor<32xi32>
    %a9 = arith.addi %a8, %a8 : tensor<32xi32>
    %a10 = arith.addi %a9, %a9 : tensor<32xi32>
    %a11 = arith.addi %a10, %a10 : tensor<32xi32>
    %a12 = arith.addi %a11, %a11 : tensor<32xi32>
    %a13 = arith.addi %a12, %a12 : tensor<32xi32>
    %a14 = arith.addi %a13, %a13 : tensor<32xi32>
    %a15 = arith.addi %a14, %a14 : tensor<32xi32>
    %a16 = arith.addi %a15, %a15 : tensor<32xi32>
    %a17 = arith.addi %a16, %a16 : tensor<32xi32>
    %a18 = arith.addi %a17, %a17 : tensor<32xi32>
    %a19 = arith.addi %a18, %a18 : tensor<32xi32>
    %a20 = arith.addi %a19, %a19 : tensor<32xi32>
    %a21 = arith.addi %a20, %a20 : tensor<32xi32>
    %a22 = arith.addi %a21, %a21 : tensor<32xi32>
    %a23 = arith.addi %a22, %a22 : tensor<32xi32>
    %a24 = arith.addi %a23, %a23 : tensor<32xi32>
    %a25 = arith.addi %a24, %a24 : tensor<32xi32>
    %a26 = arith.addi %a25, %a25 : tensor<32xi32>
    %a27 = arith.addi %a26, %a26 : tensor<32xi32>
    %a28 = arith.addi %a27, %a27 : tensor<32xi32>
    %a29 = arith.addi %a28, %a28 : tensor<32xi32>
    %a30 = arith.addi %a29, %a29 : tensor<32xi32>
    %a31 = arith.addi %a30, %a30 : tensor<32xi32>
    %a32 = arith.addi %a31, %a31 : tensor<32xi32>
    %a33 = arith.addi %a32, %a32 : tensor<32xi32>
    %a34 = arith.addi %a33, %a33 : tensor<32xi32>
    %a35 = arith.addi %a34, %a34 : tensor<32xi32>
    %a36 = arith.addi %a35, %a35 : tensor<32xi32>
    %a37 = arith.addi %a36, %a36 : tensor<32xi32>
    %a38 = arith.addi %a37, %a37 : tensor<32xi32>
    %a39 = arith.addi %a38, %a38 : tensor<32xi32>
    %a40 = arith.addi %a39, %a39 : tensor<32xi32>
    %a41 = arith.addi %a40, %a40 : tensor<32xi32>
    %a42 = arith.addi %a41, %a41 : tensor<32xi32>
    %a43 = arith.addi %a42, %a42 : tensor<32xi32>
    %a44 = arith.addi %a43, %a43 : tensor<32xi32>
    %a45 = arith.addi %a44, %a44 : tensor<32xi32>
    %a46 = arith.addi %a45, %a45 : tensor<32xi32>
    %a47 = arith.addi %a46, %a46 : tensor<32xi32>
    %a48 = arith.addi %a47, %a47 : tensor<32xi32>
    %a49 = arith.addi %a48, %a48 : tensor<32xi32>
    %a50 = arith.addi %a49, %a49 : tensor<32xi32>
    %a51 = arith.addi %a50, %a50 : tensor<32xi32>
    %a52 = arith.addi %a51, %a51 : tensor<32xi32>
    %a53 = arith.addi %a52, %a52 : tensor<32xi32>
    %a54 = arith.addi %a53, %a53 : tensor<32xi32>
    %a55 = arith.addi %a54, %a54 : tensor<32xi32>
    %a56 = arith.addi %a55, %a55 : tensor<32xi32>
    %a57 = arith.addi %a56, %a56 : tensor<32xi32>
    %a58 = arith.addi %a57, %a57 : tensor<32xi32>
    %a59 = arith.addi %a58, %a58 : tensor<32xi32>
    %a60 = arith.addi %a59, %a59 : tensor<32xi32>
    %a61 = arith.addi %a60, %a60 : tensor<32xi32>
    %a62 = arith.addi %a61, %a61 : tensor<32xi32>
    %a63 = arith.addi %a62, %a62 : tensor<32xi32>
    %a64 = arith.addi %a63, %a63 : tensor<32xi32>
    %e = tile.expand_dims %a64 axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %z = tile.range 0 to 32 : tensor<32xi32>
    %ze = tile.expand_dims %z axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    tile.store %e, %x[%ze] : tensor<1x32xi32>, tensor<1x32xi32>
    tile.return
  }
}
