// RUN: tile-opt --tile-assign-layouts --convert-tile-to-llvm %s | FileCheck %s
// RUN: tile-translate --gpu-name=sm_80 %s -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

// Index tiles are recomputed where a broadcast needs them; loaded data that
// changes layout goes through shared memory between two barriers.

// CHECK: llvm.mlir.global internal @rowsum_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<64 x i8>
// CHECK-LABEL: llvm.func @rowsum
// The row sums: a thread holds a run of 4 consecutive elements of one row
// (512 elements over 128 threads), a row's 32 elements are the runs of 8
// lanes, so the thread adds its 4, then 3 butterfly steps, then the 16 sums
// go to shared memory and each thread reads the one it holds.
// CHECK-COUNT-3: arith.addf
// CHECK: nvvm.shfl.sync bfly %{{.*}}, %{{.*}}, %c4_i32
// CHECK: nvvm.shfl.sync bfly %{{.*}}, %{{.*}}, %c2_i32
// CHECK: nvvm.shfl.sync bfly %{{.*}}, %{{.*}}, %c1_i32
// CHECK-NOT: nvvm.shfl.sync bfly %{{.*}}, %{{.*}}, %c16_i32
// CHECK: nvvm.barrier0
// CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// The 1-D max reduction to a scalar.
// CHECK: arith.maxnumf
// The loop carries the thread's 4 slots of the 16x32 accumulator.
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (f32, f32, f32, f32)
module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @rowsum(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>, %ld: i32) {
    %r = tile.range 0 to 16 : tensor<16xi32>
    %c = tile.range 0 to 32 : tensor<32xi32>
    %re = tile.expand_dims %r axis 1 : tensor<16xi32> -> tensor<16x1xi32>
    %ce = tile.expand_dims %c axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %lds = tile.splat %ld : tensor<16x1xi32>
    %rs = arith.muli %re, %lds : tensor<16x1xi32>
    %rb = tile.broadcast %rs : tensor<16x1xi32> -> tensor<16x32xi32>
    %cb = tile.broadcast %ce : tensor<1x32xi32> -> tensor<16x32xi32>
    %offs = arith.addi %rb, %cb : tensor<16x32xi32>
    %v = tile.load %x[%offs] : tensor<16x32xi32> -> tensor<16x32xf32>
    %s = tile.reduce add %v axis 1 : tensor<16x32xf32> -> tensor<16xf32>
    %se = tile.expand_dims %s axis 1 : tensor<16xf32> -> tensor<16x1xf32>
    %sb = tile.broadcast %se : tensor<16x1xf32> -> tensor<16x32xf32>
    %d = arith.subf %v, %sb : tensor<16x32xf32>
    tile.store %d, %out[%offs] : tensor<16x32xi32>, tensor<16x32xf32>
    %tot = tile.reduce max %s axis 0 : tensor<16xf32> -> f32
    %z = arith.constant 0 : i32
    %zt = tile.splat %z : tensor<1xi32>
    %tt = tile.splat %tot : tensor<1xf32>
    tile.store %tt, %out[%zt] : tensor<1xi32>, tensor<1xf32>
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %acc0 = arith.constant dense<0.0> : tensor<16x32xf32>
    %acc = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %acc0) -> tensor<16x32xf32> {
      %n = arith.addf %a, %v : tensor<16x32xf32>
      scf.yield %n : tensor<16x32xf32>
    }
    tile.store %acc, %out[%offs] : tensor<16x32xi32>, tensor<16x32xf32>
    tile.return
  }
}
