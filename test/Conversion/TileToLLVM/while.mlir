// scf.while inside a tile.kernel: carried tiles go through the block
// distribution (one register per element and thread), the condition's
// scalar (here a block-wide reduction) decides for the whole block.
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-assign-layouts --convert-tile-to-llvm %s | FileCheck %s --check-prefix=LLVM
// RUN: tile-translate --gpu-name=sm_80 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

// LLVM-LABEL: llvm.func @halve
// LLVM: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : (i32, i32, i32) -> (i32, i32, i32)
// LLVM: scf.condition(%{{.*}}) %{{.*}}, %{{.*}}, %{{.*}} : i32, i32, i32
// LLVM: } do {
// LLVM: scf.yield %{{.*}}, %{{.*}}, %{{.*}} : i32, i32, i32

// PTX-LABEL: .entry halve(
// PTX: [[LOOP:\$L__BB0_[0-9]+]]:
// PTX: shfl.sync.bfly
// PTX: bra{{.*}}[[LOOP]];
// PTX: st.global.b32

module {
  // Halves 256 values (2 per thread) until their maximum is at most %limit;
  // also counts the rounds.
  tile.kernel @halve(%p: !tile.ptr<i32>, %q: !tile.ptr<i32>, %limit: i32) {
    %r = tile.range 0 to 256 : tensor<256xi32>
    %v = tile.load %p[%r] : tensor<256xi32> -> tensor<256xi32>
    %c0 = arith.constant 0 : i32
    %res:2 = scf.while (%x = %v, %n = %c0) : (tensor<256xi32>, i32) -> (tensor<256xi32>, i32) {
      %m = tile.reduce max %x axis 0 : tensor<256xi32> -> i32
      %go = arith.cmpi sgt, %m, %limit : i32
      scf.condition(%go) %x, %n : tensor<256xi32>, i32
    } do {
    ^bb0(%x2: tensor<256xi32>, %n2: i32):
      %two = arith.constant dense<2> : tensor<256xi32>
      %h = arith.divsi %x2, %two : tensor<256xi32>
      %c1 = arith.constant 1 : i32
      %n3 = arith.addi %n2, %c1 : i32
      scf.yield %h, %n3 : tensor<256xi32>, i32
    }
    tile.store %res#0, %p[%r] : tensor<256xi32>, tensor<256xi32>
    %rounds = tile.splat %res#1 : tensor<256xi32>
    tile.store %rounds, %q[%r] : tensor<256xi32>, tensor<256xi32>
    tile.return
  }
}
