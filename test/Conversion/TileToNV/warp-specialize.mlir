// tile.warp_specialize to per-thread code (lib/Conversion/TileToNV/
// WarpSpecialize.cpp): a branch on the thread index. Threads 128 and up
// (the producer warp the launch adds: reqntid 160) run the producer
// region, whose first thread (128, not 0) arms the mbarrier and issues the
// copy; a region of nothing else (such ops, waits, scalar code) that
// thread runs alone, with no test of the thread index left inside, while
// one that arrives on an mbarrier (every thread's arrival counts) runs on
// every producer thread; threads 0 .. 127 run the consumers' region, where a block barrier
// is named barrier 8 of 128 threads and every thread arrives on the stage
// it released. The pass that writes the op: test/Transforms/
// warp-specialize.mlir. With register budgets, each partition's warps
// first move to theirs (setmaxnreg.dec in the producer, .inc in the
// consumers); on a target without setmaxnreg that is an error at the op.
//
// RUN: tile-opt --tile-allocate-shared --tile-assign-layouts --convert-tile-to-llvm %s -split-input-file -verify-diagnostics | FileCheck %s

// CHECK-LABEL: llvm.func @partitions
// CHECK-SAME: nvvm.reqntid = array<i32: 160>
// CHECK: tile_nv.mbarrier_init shared_cta %{{.*}} count 128
// CHECK: nvvm.barrier0
// CHECK: %[[PRODUCER:.*]] = arith.cmpi uge, %[[TID:.*]], %c128_i32{{.*}} : i32
// CHECK-NEXT: scf.if %[[PRODUCER]] {
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[TID]], %c128_i32
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NOT: arith.cmpi
// CHECK: tile_nv.mbarrier_arrive_expect_tx shared_cta %{{.*}}, %c8192_i32
// CHECK-NOT: arith.cmpi
// CHECK: tile_nv.cp_async_bulk_tensor_load
// CHECK: } else {
// CHECK: tile_nv.mbarrier_try_wait
// CHECK: tile_nv.bar_sync 8 threads 128
// CHECK-NOT: nvvm.barrier0
// CHECK: tile_nv.mbarrier_arrive shared_cta
!bars = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 2>
!bar = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
!box = !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
tile.kernel @partitions(%d: !tile.ptr<bf16> {tile.tensor_map}, %y: !tile.ptr<bf16>, %x: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %bars = tile.buffer_alloc : !bars
  %buf = tile.buffer_alloc : !box
  tile.barrier_init %bars, count 128 : !bars
  tile.warp_specialize producer_warps = 1 {
    %bar = tile.buffer_stage %bars[%c0] : !bars
    tile.barrier_expect %bar, 8192 bytes : !bar
    tile.async_load_box %d[%c0, %x], %buf, %bar : !tile.ptr<bf16>, !box, !bar
  } consumers {
    %bar = tile.buffer_stage %bars[%c0] : !bars
    tile.barrier_wait %bar, phase %c0 : !bar
    %t = tile.buffer_load %buf : !box -> tensor<64x64xbf16>
    tile.barrier
    %e = tile.buffer_stage %bars[%c1] : !bars
    tile.barrier_arrive %e : !bar
    %r = tile.range 0 to 4096 : tensor<4096xi32>
    %o = tile.reshape %r : tensor<4096xi32> -> tensor<64x64xi32>
    tile.store %t, %y[%o] : tensor<64x64xi32>, tensor<64x64xbf16>
  }
  tile.return
}
}

// -----

// CHECK-LABEL: llvm.func @budgets
// CHECK-SAME: nvvm.reqntid = array<i32: 256>
// CHECK: %[[PRODUCER:.*]] = arith.cmpi uge, %{{.*}}, %c128_i32{{.*}} : i32
// CHECK-NEXT: scf.if %[[PRODUCER]] {
// CHECK-NEXT: tile_nv.setmaxnreg dec 40
// CHECK-NOT: scf.if
// CHECK: tile_nv.mbarrier_arrive shared_cta
// CHECK: } else {
// CHECK-NEXT: tile_nv.setmaxnreg inc 240
!bars = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 2>
!bar = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
tile.kernel @budgets(%y: !tile.ptr<f32>) {
  %c0 = arith.constant 0 : i32
  %bars = tile.buffer_alloc : !bars
  tile.barrier_init %bars, count 128 : !bars
  tile.warp_specialize producer_warps = 4 registers(40, 240) {
    %bar = tile.buffer_stage %bars[%c0] : !bars
    tile.barrier_arrive %bar : !bar
  } consumers {
    %bar = tile.buffer_stage %bars[%c0] : !bars
    tile.barrier_wait %bar, phase %c0 : !bar
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = arith.sitofp %r : tensor<128xi32> to tensor<128xf32>
    tile.store %v, %y[%r] : tensor<128xi32>, tensor<128xf32>
  }
  tile.return
}
}

// -----

!bars = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 2>
module attributes {tile.compute_capability = 90 : i32} {
tile.kernel @no_setmaxnreg() {
  %bars = tile.buffer_alloc : !bars
  tile.barrier_init %bars, count 128 : !bars
  // expected-error @+1 {{'tile.warp_specialize' op unsupported operation for target sm_90: setmaxnreg (tile.warp_specialize registers) needs sm_90a,}}
  tile.warp_specialize producer_warps = 4 registers(40, 240) {
  } consumers {
  }
  tile.return
}
}

// -----

// Turns of two consumer warpgroups: warpgroup 1 passes warpgroup 0 the
// first (arrives at barrier 9); each turn waits at the warpgroup's own
// barrier (9 + w, 256 threads: its 128 and the passing warpgroup's) and
// passes the next at its barrier; warpgroup 0 meets barrier 9 once more at
// the end, so every turn barrier is met as often as arrived at.
// CHECK-LABEL: llvm.func @turns
// CHECK: } else {
// CHECK: %[[WG:.*]] = arith.divui %{{.*}}, %c128_i32
// CHECK: %[[LAST:.*]] = arith.cmpi eq, %[[WG]], %c1_i32{{.*}} : i32
// CHECK-NEXT: scf.if %[[LAST]] {
// CHECK-NEXT: tile_nv.bar_arrive 9 threads 256
// CHECK: scf.for
// CHECK: scf.if
// CHECK-NEXT: tile_nv.bar_sync 9 threads 256
// CHECK: scf.if
// CHECK-NEXT: tile_nv.bar_sync 10 threads 256
// CHECK: arith.addi
// CHECK: scf.if
// CHECK-NEXT: tile_nv.bar_arrive 10 threads 256
// CHECK: scf.if
// CHECK-NEXT: tile_nv.bar_arrive 9 threads 256
// CHECK: }
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %{{.*}}, %c0_i32{{.*}} : i32
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NEXT: tile_nv.bar_sync 9 threads 256
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
tile.kernel @turns(%y: !tile.ptr<i32>, %n: i32) attributes {num_warps = 8 : i32} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  tile.warp_specialize producer_warps = 4 {
  } consumers {
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %c0) -> (i32) : i32 {
      tile.turn_begin
      %t = arith.addi %s, %i : i32
      tile.turn_end
      scf.yield %t : i32
    }
    %idx = tile.range 0 to 256 : tensor<256xi32>
    %v = tile.splat %r : tensor<256xi32>
    tile.store %v, %y[%idx] : tensor<256xi32>, tensor<256xi32>
  }
  tile.return
}
}

// -----

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
tile.kernel @barrier_in_turn() attributes {num_warps = 8 : i32} {
  tile.warp_specialize producer_warps = 4 {
  } consumers {
    // expected-error @+1 {{'tile.turn_begin' op brackets ops that need the consumers' block-wide barrier (shared memory they exchange or stage through), where the other warpgroups would be waiting for their turn instead: move those ops out of the turn}}
    tile.turn_begin
    // expected-note @+1 {{the first such barrier is for the op here (an operand staged from registers, or a tile.load_box read where it lands)}}
    tile.barrier
    tile.turn_end
  }
  tile.return
}
}
