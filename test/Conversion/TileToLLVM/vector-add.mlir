// RUN: tile-opt --convert-tile-to-llvm %s | FileCheck %s

// Each of the 128 threads holds 1024/128 = 8 elements: slot s of thread t is
// element t + 128*s.

// CHECK: module attributes {gpu.container_module, tile.compute_capability = 80 : i32
// CHECK: gpu.module @tile_kernels {
// CHECK: llvm.func @add(%[[X:.*]]: !llvm.ptr<1>, %[[Y:.*]]: !llvm.ptr<1>, %[[O:.*]]: !llvm.ptr<1>, %[[N:.*]]: i32)
// CHECK-SAME: nvvm.kernel
// CHECK-SAME: nvvm.reqntid = array<i32: 128>
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: nvvm.read.ptx.sreg.ctaid.x : i32
// Masked loads are predicated PTX loads (no branch per element); the
// unmasked ones are plain llvm.load.
// CHECK-COUNT-8: llvm.inline_asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"
// CHECK-COUNT-8: llvm.load %{{.*}} : !llvm.ptr<1> -> f32
// CHECK-COUNT-8: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-COUNT-8: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<1>
// CHECK: llvm.return
// CHECK-NOT: tile.
module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @add(%x: !tile.ptr<f32>, %y: !tile.ptr<f32>, %out: !tile.ptr<f32>, %n: i32) {
    %pid = tile.program_id x : i32
    %c1024 = arith.constant 1024 : i32
    %start = arith.muli %pid, %c1024 : i32
    %range = tile.range 0 to 1024 : tensor<1024xi32>
    %base = tile.splat %start : tensor<1024xi32>
    %offs = arith.addi %base, %range : tensor<1024xi32>
    %bound = tile.splat %n : tensor<1024xi32>
    %mask = arith.cmpi slt, %offs, %bound : tensor<1024xi32>
    %a = tile.load %x[%offs] mask %mask : tensor<1024xi32> -> tensor<1024xf32>
    %b = tile.load %y[%offs] : tensor<1024xi32> -> tensor<1024xf32>
    %sum = arith.addf %a, %b : tensor<1024xf32>
    tile.store %sum, %out[%offs] : tensor<1024xi32>, tensor<1024xf32>
    tile.return
  }
}
