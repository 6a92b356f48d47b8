// tile.warp_specialize (include/TileDialect/TilePartitions.td) and
// tile.barrier_arrive round-trip; the verifier keeps tiles and block-wide
// synchronization out of the producer partition and the op last in its
// kernel, and register budgets (registers(P, C)) to whole warpgroups,
// setmaxnreg's counts and the SM's 65536 registers.
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
  // expected-error @+1 {{'tile.warp_specialize' op is the last op of its kernel before tile.return (but for tile.cluster_arrive and tile.cluster_wait): after it the partitions' warps do not run together}}
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

// -----

// Register budgets: a producer warpgroup beside two consumer warpgroups,
// 128 x 40 + 256 x 232 = 64512 registers.
// CHECK-LABEL: tile.kernel @budgets
// CHECK: tile.warp_specialize producer_warps = 4 registers(40, 232) {
tile.kernel @budgets() attributes {num_warps = 8 : i32} {
  tile.warp_specialize producer_warps = 4 registers(40, 232) {
  } consumers {
  }
  tile.return
}

// -----

tile.kernel @budget_not_setmaxnreg() {
  // expected-error @+1 {{'tile.warp_specialize' op gives the producer 20 registers per thread; setmaxnreg takes a multiple of 8 in [24, 256]}}
  tile.warp_specialize producer_warps = 4 registers(20, 232) {
  } consumers {
  }
  tile.return
}

// -----

tile.kernel @budget_upside_down() {
  // expected-error @+1 {{'tile.warp_specialize' op gives the producer 240 registers per thread, more than the consumers' 40: the budgets move registers from the producer to the consumers}}
  tile.warp_specialize producer_warps = 4 registers(240, 40) {
  } consumers {
  }
  tile.return
}

// -----

tile.kernel @budget_one_warp() {
  // expected-error @+1 {{'tile.warp_specialize' op sets register budgets with 1 producer and 4 consumer warps; setmaxnreg runs in whole warpgroups, so both must be multiples of 4}}
  tile.warp_specialize producer_warps = 1 registers(40, 232) {
  } consumers {
  }
  tile.return
}

// -----

tile.kernel @budget_too_big() attributes {num_warps = 8 : i32} {
  // expected-error @+1 {{'tile.warp_specialize' op budgets need 66560 registers (128 x 40 + 256 x 240), more than the 65536 of an SM}}
  tile.warp_specialize producer_warps = 4 registers(40, 240) {
  } consumers {
  }
  tile.return
}

// -----

tile.kernel @budget_half() {
  // expected-error @+1 {{'tile.warp_specialize' op sets the register budgets of both partitions or of neither (registers(producer, consumers))}}
  "tile.warp_specialize"() <{producer_warps = 4 : i32, producer_registers = 40 : i32}> ({
    %c0 = arith.constant 0 : i32
  }, {
    %c1 = arith.constant 1 : i32
  }) : () -> ()
  tile.return
}

// -----

// Turns: the consumer warpgroups run the bracketed ops one at a time.
// CHECK-LABEL: tile.kernel @turns
// CHECK: } consumers {
// CHECK-NEXT: scf.for
// CHECK-NEXT: tile.turn_begin
// CHECK-NEXT: arith.addi
// CHECK-NEXT: tile.turn_end
tile.kernel @turns(%n: i32) attributes {num_warps = 8 : i32} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  tile.warp_specialize producer_warps = 4 {
  } consumers {
    scf.for %i = %c0 to %n step %c1 : i32 {
      tile.turn_begin
      %j = arith.addi %i, %c1 : i32
      tile.turn_end
    }
  }
  tile.return
}

// -----

tile.kernel @turn_outside() attributes {num_warps = 8 : i32} {
  // expected-error @+1 {{'tile.turn_begin' op stands in the consumers' region of a tile.warp_specialize (the consumer warpgroups take turns)}}
  tile.turn_begin
  tile.turn_end
  tile.return
}

// -----

tile.kernel @turn_in_producer() attributes {num_warps = 8 : i32} {
  tile.warp_specialize producer_warps = 4 {
    // expected-error @+1 {{'tile.turn_begin' op stands in the consumers' region of a tile.warp_specialize (the consumer warpgroups take turns)}}
    tile.turn_begin
    tile.turn_end
  } consumers {
  }
  tile.return
}

// -----

tile.kernel @turn_one_warpgroup() {
  tile.warp_specialize producer_warps = 1 {
  } consumers {
    // expected-error @+1 {{'tile.turn_begin' op takes turns between consumer warpgroups; the kernel's 4 warps are not 2 to 7 whole warpgroups (num_warps a multiple of 4 from 8 to 28: named barriers 9 to 15)}}
    tile.turn_begin
    tile.turn_end
  }
  tile.return
}

// -----

tile.kernel @turn_unended() attributes {num_warps = 8 : i32} {
  tile.warp_specialize producer_warps = 1 {
  } consumers {
    // expected-error @+1 {{'tile.turn_begin' op has no tile.turn_end after it in its block}}
    tile.turn_begin
  }
  tile.return
}

// -----

tile.kernel @turn_nested(%p: i1) attributes {num_warps = 8 : i32} {
  tile.warp_specialize producer_warps = 1 {
  } consumers {
    // expected-error @+1 {{'tile.turn_begin' op is followed by another turn before its tile.turn_end; turns do not nest}}
    tile.turn_begin
    scf.if %p {
      tile.turn_begin
      tile.turn_end
    }
    tile.turn_end
  }
  tile.return
}

// -----

tile.kernel @turn_unbegun() attributes {num_warps = 8 : i32} {
  tile.warp_specialize producer_warps = 1 {
  } consumers {
    // expected-error @+1 {{'tile.turn_end' op has no tile.turn_begin before it in its block}}
    tile.turn_end
  }
  tile.return
}
