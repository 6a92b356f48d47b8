// TMA copies into buffers and mbarrier buffers (lib/Conversion/TileToNV/
// BufferBoxes.cpp): a barrier buffer is one mbarrier per stage at the
// stage's first byte; thread 0 initializes them (then a fence and a block
// barrier), arms one with the expected bytes, issues one
// cp.async.bulk.tensor per 128-byte slab of the box's lines (a 64x128 bf16
// box: two slabs, the second 64 columns on and 64 x 128 bytes further),
// and invalidates them after a block barrier; every thread waits with
// try_wait.parity. The `if` predicate joins thread 0's test.
// The pipelines that use them: test/Transforms/pipeline-loads.mlir.
//
// RUN: tile-opt --tile-allocate-shared --tile-assign-layouts --convert-tile-to-llvm %s -split-input-file -verify-diagnostics | FileCheck %s

!bars = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 2>
!bar = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
!boxes = !tile.buffer<64x128xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 2>
!box = !tile.buffer<64x128xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>

// CHECK-LABEL: llvm.func @boxes
// CHECK: scf.if
// CHECK: tile_nv.mbarrier_init shared_cta %{{.*}} count 1
// CHECK-NEXT: %[[SECOND:.*]] = arith.addi %{{.*}}, %c16_i32
// CHECK-NEXT: tile_nv.mbarrier_init shared_cta %[[SECOND]] count 1
// CHECK-NEXT: tile_nv.fence_mbarrier_init
// CHECK: nvvm.barrier0
// CHECK: %[[ARM:.*]] = arith.andi %{{.*}}, %arg4 : i1
// CHECK: scf.if %[[ARM]]
// CHECK: tile_nv.mbarrier_arrive_expect_tx shared_cta %{{.*}}, %c16384_i32
// CHECK: %[[COPY:.*]] = arith.andi %{{.*}}, %arg4 : i1
// CHECK: scf.if %[[COPY]]
// CHECK: tile_nv.cp_async_bulk_tensor_load tile dims 2 %[[DST:.*]], %[[MAP:.*]][%arg2, %arg3], %[[BAR:.*]]
// CHECK: %[[C1:.*]] = arith.addi %arg2, %c64_i32
// CHECK: %[[DST1:.*]] = arith.addi %[[DST]], %c8192_i32
// CHECK: tile_nv.cp_async_bulk_tensor_load tile dims 2 %[[DST1]], %[[MAP]][%[[C1]], %arg3], %[[BAR]]
// CHECK: scf.while
// CHECK: tile_nv.mbarrier_try_wait shared_cta %{{.*}}, %{{.*}} : i32
// CHECK: nvvm.barrier0
// CHECK: scf.if
// CHECK: tile_nv.mbarrier_inval shared_cta
// CHECK-NEXT: arith.addi %{{.*}}, %c16_i32
// CHECK-NEXT: tile_nv.mbarrier_inval shared_cta
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
tile.kernel @boxes(%d: !tile.ptr<bf16> {tile.tensor_map}, %o: !tile.ptr<bf16>, %x: i32, %y: i32, %p: i1) {
  %c1 = arith.constant 1 : i32
  %bars = tile.buffer_alloc : !bars
  %ring = tile.buffer_alloc : !boxes
  tile.barrier_init %bars, count 1 : !bars
  %bar = tile.buffer_stage %bars[%c1] : !bars
  %box = tile.buffer_stage %ring[%c1] : !boxes
  tile.barrier_expect %bar, 16384 bytes if %p : !bar
  tile.async_load_box %d[%x, %y], %box, %bar if %p : !tile.ptr<bf16>, !box, !bar
  tile.barrier_wait %bar, phase %c1 : !bar
  %t = tile.buffer_load %box : !box -> tensor<64x128xbf16>
  tile.barrier_inval %bars : !bars
  %r = tile.range 0 to 8192 : tensor<8192xi32>
  %off = tile.reshape %r : tensor<8192xi32> -> tensor<64x128xi32>
  tile.store %t, %o[%off] : tensor<64x128xi32>, tensor<64x128xbf16>
  tile.return
}
}

// -----

// mbarrier transaction counts and TMA need sm_90: a located error before.
module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
tile.kernel @old() {
  %bars = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  // expected-error @+1 {{'tile.barrier_init' op unsupported operation for target sm_80: mbarrier transaction counts and TMA copies (tile.barrier_init) needs sm_90 or newer}}
  tile.barrier_init %bars, count 1 : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.return
}
}
