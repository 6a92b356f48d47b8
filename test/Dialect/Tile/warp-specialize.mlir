// tile.warp_specialize (include/TileDialect/TilePartitions.td) and
// tile.barrier_arrive round-trip; the verifier keeps tiles and block-wide
// synchronization out of the producer partition and the op last in its
// kernel.
// RUN: tile-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: tile-opt %s -split-input-file -verify-diagnostics | tile-opt -split-input-file | FileCheck %s
// RUN: tile-opt %s -split-input-file -verify-diagnostics -mlir-print-op-generic | tile-opt -split-input-file | FileCheck %s

!bars = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 2>
!bar = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>

// CHECK-LABEL: tile.kernel @partitions
// CHECK: tile.warp_specialize producer_warps = 1 {
// CHECK: scf.for
// CHECK: tile.barrier_wait
// CHECK: } consumers {
// CHECK: tile.barrier_arrive %{{.*}} : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
// CHECK: tile.store
// CHECK: }
// CHECK-NEXT: tile.return
tile.kernel @partitions(%y: !tile.ptr<f32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %bars = tile.buffer_alloc : !bars
  tile.barrier_init %bars, count 128 : !bars
  tile.warp_specialize producer_warps = 1 {
    scf.for %i = %c0 to %n step %c1 : i32 {
      %bar = tile.buffer_stage %bars[%c0] : !bars
      tile.barrier_wait %bar, phase %c1 : !bar
    }
  } consumers {
    %bar = tile.buffer_stage %bars[%c0] : !bars
    tile.barrier_arrive %bar : !bar
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = arith.sitofp %r : tensor<128xi32> to tensor<128xf32>
    tile.store %v, %y[%r] : tensor<128xi32>, tensor<128xf32>
  }
  tile.return
}

// -----

tile.kernel @tiles_in_producer(%y: !tile.ptr<f32>) {
  tile.warp_specialize producer_warps = 1 {
    // expected-error @+1 {{'tile.range' op works on tiles, which the producer partition of a tile.warp_specialize does not hold (tiles are the consumers' threads')}}
    %r = tile.range 0 to 128 : tensor<128xi32>
  } consumers {
  }
  tile.return
}

// -----

tile.kernel @barrier_in_producer() {
  tile.warp_specialize producer_warps = 2 {
    // expected-error @+1 {{'tile.barrier' op needs the whole block or the consumers' tiles; the producer partition of a tile.warp_specialize runs scalar code, TMA copies and mbarrier waits and arrivals}}
    tile.barrier
  } consumers {
  }
  tile.return
}

// -----

tile.kernel @not_last(%y: !tile.ptr<f32>) {
  // expected-error @+1 {{'tile.warp_specialize' op is the last op of its kernel before tile.return: after it the partitions' warps do not run together}}
  tile.warp_specialize producer_warps = 1 {
  } consumers {
  }
  tile.barrier
  tile.return
}

// -----

tile.kernel @nested() {
  // expected-error @+1 {{'tile.warp_specialize' op holds another tile.warp_specialize; partitions do not nest}}
  tile.warp_specialize producer_warps = 1 {
  } consumers {
    scf.execute_region {
      tile.warp_specialize producer_warps = 1 {
      } consumers {
      }
      scf.yield
    }
  }
  tile.return
}

// -----

tile.kernel @no_warps() {
  // expected-error @+1 {{'tile.warp_specialize' op attribute 'producer_warps' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  tile.warp_specialize producer_warps = 0 {
  } consumers {
  }
  tile.return
}
