// tile-allocate-shared at its own level: every tile.buffer_alloc gets its
// bytes of the kernel's smem_bytes region (`at N`) from the buffers' live
// ranges (a use in a loop keeps a buffer for the whole loop), buffers that
// are never live together share bytes, the region grows to hold them
// after what it had; a TMA store's tile (tile.store_box) placed the same
// way, in rounds of fewer slabs where it does not fit whole; the errors it
// stops with. The lowering of placed
// buffers: test/Conversion/TileToLLVM/buffers.mlir.
//
// RUN: tile-opt --tile-allocate-shared %s -split-input-file -verify-diagnostics | FileCheck %s

!a = !tile.buffer<64x32xbf16, #tile.shared<swizzle = 0, elem_bytes = 2>>
!b = !tile.buffer<128xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>

// Two buffers whose lives do not overlap share offset 0; a third, live
// with the second, goes past it. 64x32 bf16 = 4096 bytes; 128 f32 = 512.
// CHECK-LABEL: tile.kernel @disjoint
// CHECK-SAME: smem_bytes = 4608 : i32
// CHECK: tile.buffer_alloc at 0 : !tile.buffer<64x32xbf16
// CHECK: tile.buffer_alloc at 4096 : !tile.buffer<128xf32
// CHECK: tile.buffer_alloc at 0 : !tile.buffer<64x32xbf16
tile.kernel @disjoint(%x: !tile.ptr<f32>) {
  %r = tile.range 0 to 128 : tensor<128xi32>
  %v = tile.load %x[%r] : tensor<128xi32> -> tensor<128xf32>
  %first = tile.buffer_alloc : !a
  %t = tile.buffer_load %first : !a -> tensor<64x32xbf16>
  %second = tile.buffer_alloc : !b
  %third = tile.buffer_alloc : !a
  tile.buffer_store %t, %third : tensor<64x32xbf16>, !a
  tile.buffer_store %v, %second : tensor<128xf32>, !b
  tile.return
}

// -----

!b = !tile.buffer<128xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>
// A ring used in a loop is live for all of it: a buffer allocated in the
// loop body cannot take its bytes; after the loop it can. The ring's three
// 1024-aligned stages of 4096 bytes (64-byte swizzle) take 12288.
// CHECK-LABEL: tile.kernel @loop
// CHECK-SAME: smem_bytes = 12800 : i32
// CHECK: tile.buffer_alloc at 0 : !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>, stages = 3>
// CHECK: scf.for
// CHECK: tile.buffer_alloc at 12288 : !tile.buffer<128xf32
// CHECK: tile.buffer_alloc at 0 : !tile.buffer<128xf32
!ring = !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>, stages = 3>
tile.kernel @loop(%x: !tile.ptr<f32>, %n: i32) {
  %ring = tile.buffer_alloc : !ring
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %r = tile.range 0 to 128 : tensor<128xi32>
  scf.for %i = %c0 to %n step %c1 : i32 {
    %s = arith.remui %i, %c3 : i32
    %stage = tile.buffer_stage %ring[%s] : !ring
    %t = tile.buffer_load %stage : !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>> -> tensor<64x32xbf16>
    %inner = tile.buffer_alloc : !b
    %v = tile.buffer_load %inner : !b -> tensor<128xf32>
    tile.store %v, %x[%r] : tensor<128xi32>, tensor<128xf32>
  }
  %after = tile.buffer_alloc : !b
  %w = tile.buffer_load %after : !b -> tensor<128xf32>
  tile.store %w, %x[%r] : tensor<128xi32>, tensor<128xf32>
  tile.return
}

// -----

!b = !tile.buffer<128xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>
// Buffers go after the bytes the kernel's region already has (mbarriers,
// TMA boxes), at their alignment (16 bytes for a 1-D buffer); a placed
// buffer keeps its place.
// CHECK-LABEL: tile.kernel @after_region
// CHECK-SAME: smem_bytes = 2560 : i32
// CHECK: tile.buffer_alloc at 2048 : !tile.buffer<128xf32
// CHECK: tile.buffer_alloc at 16 : !tile.buffer<128xf32
tile.kernel @after_region(%x: !tile.ptr<f32>) attributes {smem_bytes = 8 : i32} {
  %r = tile.range 0 to 128 : tensor<128xi32>
  %v = tile.load %x[%r] : tensor<128xi32> -> tensor<128xf32>
  %placed = tile.buffer_alloc at 2048 : !b
  %new = tile.buffer_alloc : !b
  tile.buffer_store %v, %placed : tensor<128xf32>, !b
  tile.buffer_store %v, %new : tensor<128xf32>, !b
  tile.return
}

// -----

// A ring that does not fit says how much a stage takes.
module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @ring_too_big() {
    // expected-error @+1 {{'tile.buffer_alloc' op needs bytes [0, 196608) of shared memory for its buffer, beyond the 166912 bytes sm_80 has per block (with the other buffers live at the same time); it is a ring of 3 stages of 65536 bytes: fewer stages take less (tile-pipeline-loads stages=N, --pipeline-loads=N; 1 keeps one buffer per load)}}
    %ring = tile.buffer_alloc : !tile.buffer<128x256xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 3>
    %c0 = arith.constant 0 : i32
    %s = tile.buffer_stage %ring[%c0] : !tile.buffer<128x256xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 3>
    %t = tile.buffer_load %s : !tile.buffer<128x256xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>> -> tensor<128x256xbf16>
    tile.return
  }
}

// -----

// More than the target has: an error at the buffer that does not fit.
module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @too_big(%x: !tile.ptr<f32>) {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = tile.load %x[%r] : tensor<128xi32> -> tensor<128xf32>
    %big = tile.buffer_alloc : !tile.buffer<128x256xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>
    // expected-error @+1 {{'tile.buffer_alloc' op needs bytes [131072, 262144) of shared memory for its buffer, beyond the 166912 bytes sm_80 has per block (with the other buffers live at the same time)}}
    %small = tile.buffer_alloc : !tile.buffer<128x256xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>
    %t = tile.buffer_load %big : !tile.buffer<128x256xf32, #tile.shared<swizzle = 0, elem_bytes = 4>> -> tensor<128x256xf32>
    tile.buffer_store %t, %small : tensor<128x256xf32>, !tile.buffer<128x256xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>
    tile.return
  }
}

// -----

!b = !tile.buffer<128xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>
// A buffer carried through a loop is not followed.
tile.kernel @carried(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %buf = tile.buffer_alloc : !b
  // expected-error @+1 {{'scf.for' op takes a !tile.buffer, which tile-allocate-shared follows only into tile.buffer_stage and the ops that read, write or wait on a buffer (index a ring with a stage number instead of carrying buffers)}}
  %out = scf.for %i = %c0 to %n step %c1 iter_args(%b = %buf) -> (!b) : i32 {
    scf.yield %b : !b
  }
  tile.return
}

// -----

// A tile.store_box nobody placed (tile-pipeline places those after its own
// rings) is scratch live at the op: after a loop it takes the bytes of the
// loop's ring, behind a tile.barrier (a warpgroup may still read a stage
// another is done with); one reusing nothing goes where the region ends,
// 1024-byte aligned, with no barrier. 64x64 f32 staging: 2 slabs of 64 rows
// x 128 bytes = 16384 bytes.
// CHECK-LABEL: tile.kernel @store_after_ring
// CHECK-SAME: smem_bytes = 24576 : i32
// CHECK: tile.buffer_alloc at 0 : !tile.buffer<64x64xbf16
// CHECK: scf.for
// CHECK: tile.barrier{{$}}
// CHECK-NEXT: tile.store_box {{.*}} {smem_offset = 0 : i32}
// CHECK-LABEL: tile.kernel @store_alone
// CHECK-SAME: smem_bytes = 17408 : i32
// CHECK-NOT: tile.barrier{{$}}
// CHECK: tile.store_box {{.*}} {smem_offset = 1024 : i32}
!ring = !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 3>
tile.kernel @store_after_ring(%c: !tile.ptr<f32> {tile.tensor_map}, %n: i32) {
  %ring = tile.buffer_alloc : !ring
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero) -> (tensor<64x64xf32>) : i32 {
    %s = arith.remui %i, %c3 : i32
    %stage = tile.buffer_stage %ring[%s] : !ring
    %t = tile.buffer_load %stage : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>> -> tensor<64x64xbf16>
    %d = tile.dot %t, %t, %a : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
    scf.yield %d : tensor<64x64xf32>
  }
  tile.store_box %acc, %c[%c0, %c0] : tensor<64x64xf32>, !tile.ptr<f32>
  tile.return
}
tile.kernel @store_alone(%c: !tile.ptr<f32> {tile.tensor_map}) attributes {smem_bytes = 8 : i32} {
  %c0 = arith.constant 0 : i32
  %zero = arith.constant dense<1.0> : tensor<64x64xf32>
  tile.store_box %zero, %c[%c0, %c0] : tensor<64x64xf32>, !tile.ptr<f32>
  tile.return
}

// -----

// Warp-specialized: the producer's copies into a ring are all waited for
// in the consumers' loop, so the consumers' store after it takes the
// ring's bytes. mbarriers nobody invalidates keep theirs to the end.
// CHECK-LABEL: tile.kernel @store_after_consumers
// CHECK: tile.buffer_alloc at 0 : !tile.buffer<64x64xbf16
// CHECK: tile.buffer_alloc at 24576 : !tile.buffer<1xi64
// CHECK: tile.warp_specialize
// CHECK: } consumers {
// CHECK: scf.for
// CHECK: tile.barrier{{$}}
// CHECK-NEXT: tile.store_box {{.*}} {smem_offset = 0 : i32}
!ring = !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 3>
!bars = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 3>
!bar = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
tile.kernel @store_after_consumers(%a: !tile.ptr<bf16> {tile.tensor_map}, %c: !tile.ptr<f32> {tile.tensor_map}, %n: i32) attributes {num_warps = 4 : i32} {
  %ring = tile.buffer_alloc : !ring
  %full = tile.buffer_alloc : !bars
  tile.barrier_init %full, count 1 : !bars
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  tile.warp_specialize producer_warps = 1 {
    scf.for %i = %c0 to %n step %c1 : i32 {
      %s = arith.remui %i, %c3 : i32
      %bar = tile.buffer_stage %full[%s] : !bars
      tile.barrier_expect %bar, 8192 bytes : !bar
      %stage = tile.buffer_stage %ring[%s] : !ring
      tile.async_load_box %a[%c0, %i], %stage, %bar : <bf16>, !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !bar
    }
  } consumers {
    %acc = scf.for %i = %c0 to %n step %c1 iter_args(%acc_in = %zero) -> (tensor<64x64xf32>) : i32 {
      %s = arith.remui %i, %c3 : i32
      %bar = tile.buffer_stage %full[%s] : !bars
      tile.barrier_wait %bar, phase %c0 : !bar
      %stage = tile.buffer_stage %ring[%s] : !ring
      %t = tile.buffer_load %stage : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>> -> tensor<64x64xbf16>
      %d = tile.dot %t, %t, %acc_in : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    }
    tile.store_box %acc, %c[%c0, %c0] : tensor<64x64xf32>, !tile.ptr<f32>
  }
  tile.return
}

// -----

// An mbarrier ring nobody invalidates keeps its bytes to the kernel's end
// (PTX reuses a barrier's bytes only after mbarrier.inval): the 32 KiB
// stored tile (placed first, the largest) shares bytes with the dead 24 KiB
// ring, and the barriers go past both (not at 24576, after the ring, as
// for a buffer dead at the loop's end).
// CHECK-LABEL: tile.kernel @store_keeps_barriers
// CHECK: tile.buffer_alloc at 0 : !tile.buffer<64x64xbf16
// CHECK: tile.buffer_alloc at 32768 : !tile.buffer<1xi64
// CHECK: tile.barrier{{$}}
// CHECK-NEXT: tile.store_box {{.*}} {smem_offset = 0 : i32}
!ring = !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 3>
!bars = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 3>
!bar = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
tile.kernel @store_keeps_barriers(%a: !tile.ptr<bf16> {tile.tensor_map}, %c: !tile.ptr<f32> {tile.tensor_map}, %n: i32) {
  %ring = tile.buffer_alloc : !ring
  %full = tile.buffer_alloc : !bars
  tile.barrier_init %full, count 1 : !bars
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %zero = arith.constant dense<0.0> : tensor<64x128xf32>
  %acc = scf.for %i = %c0 to %n step %c1 iter_args(%acc_in = %zero) -> (tensor<64x128xf32>) : i32 {
    %s = arith.remui %i, %c3 : i32
    %bar = tile.buffer_stage %full[%s] : !bars
    tile.barrier_wait %bar, phase %c0 : !bar
    %stage = tile.buffer_stage %ring[%s] : !ring
    %t = tile.buffer_load %stage : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>> -> tensor<64x64xbf16>
    %u = tile.load_box %a[%c0, %i] : !tile.ptr<bf16> -> tensor<64x128xbf16>
    %d = tile.dot %t, %u, %acc_in : tensor<64x64xbf16>, tensor<64x128xbf16> -> tensor<64x128xf32>
    scf.yield %d : tensor<64x128xf32>
  }
  tile.store_box %acc, %c[%c0, %c0] : tensor<64x128xf32>, !tile.ptr<f32>
  tile.return
}

// -----

// A tile stored in a loop over tiles (a persistent kernel's): its buffer is
// its own for the whole loop (the largest, placed first; the ring and its
// barriers, live in the loop too, after it), and its copies drain while
// the loop goes on (drains_later): the next tile's store waits for them,
// and a tile.tma_store_wait after the loop for the last ones.
// CHECK-LABEL: tile.kernel @store_in_tile_loop
// CHECK-SAME: smem_bytes = 57392 : i32
// CHECK: tile.buffer_alloc at 32768 : !tile.buffer<64x64xbf16
// CHECK: tile.buffer_alloc at 57344 : !tile.buffer<1xi64
// CHECK: scf.for
// CHECK: scf.for
// CHECK: }
// CHECK-NOT: tile.barrier{{$}}
// CHECK: tile.store_box {{.*}} {drains_later, smem_offset = 0 : i32}
// CHECK-NEXT: }
// CHECK-NEXT: tile.tma_store_wait{{$}}
// CHECK-NEXT: tile.return
!ring = !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 3>
!bars = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 3>
!bar = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
tile.kernel @store_in_tile_loop(%a: !tile.ptr<bf16> {tile.tensor_map}, %c: !tile.ptr<f32> {tile.tensor_map}, %n: i32, %tiles: i32) {
  %ring = tile.buffer_alloc : !ring
  %full = tile.buffer_alloc : !bars
  tile.barrier_init %full, count 1 : !bars
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %zero = arith.constant dense<0.0> : tensor<64x128xf32>
  scf.for %t = %c0 to %tiles step %c1 : i32 {
    %acc = scf.for %i = %c0 to %n step %c1 iter_args(%acc_in = %zero) -> (tensor<64x128xf32>) : i32 {
      %s = arith.remui %i, %c3 : i32
      %bar = tile.buffer_stage %full[%s] : !bars
      tile.barrier_wait %bar, phase %c0 : !bar
      %stage = tile.buffer_stage %ring[%s] : !ring
      %x = tile.buffer_load %stage : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>> -> tensor<64x64xbf16>
      %u = tile.load_box %a[%c0, %i] : !tile.ptr<bf16> -> tensor<64x128xbf16>
      %d = tile.dot %x, %u, %acc_in : tensor<64x64xbf16>, tensor<64x128xbf16> -> tensor<64x128xf32>
      scf.yield %d : tensor<64x128xf32>
    }
    tile.store_box %acc, %c[%c0, %t] : tensor<64x128xf32>, !tile.ptr<f32>
  }
  tile.return
}

// -----

// A stored tile that does not fit whole goes out in rounds through fewer
// of its row's 128-byte slabs (buffer_slabs, a divisor of them): 128x256
// bf16 is 4 slabs of 16 KiB; after 176 KiB of the region, 2 of them fit.
// CHECK-LABEL: tile.kernel @store_in_rounds
// CHECK-SAME: smem_bytes = 212992 : i32
// CHECK: tile.store_box {{.*}} {buffer_slabs = 2 : i32, smem_offset = 180224 : i32}
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @store_in_rounds(%c: !tile.ptr<bf16> {tile.tensor_map}) attributes {smem_bytes = 180224 : i32} {
    %c0 = arith.constant 0 : i32
    %one = arith.constant dense<1.0> : tensor<128x256xbf16>
    tile.store_box %one, %c[%c0, %c0] : tensor<128x256xbf16>, !tile.ptr<bf16>
    tile.return
  }
}

// -----

// A stored tile that does not fit even one slab at a time: an error at the
// store.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @store_too_big(%c: !tile.ptr<f32> {tile.tensor_map}) attributes {smem_bytes = 220160 : i32} {
    %c0 = arith.constant 0 : i32
    %one = arith.constant dense<1.0> : tensor<128x256xf32>
    // expected-error @+1 {{'tile.store_box' op needs bytes [220160, 236544) of shared memory for the tile it stores, even one 128-byte slab of its rows at a time, beyond the 232448 bytes sm_90a has per block (with the other buffers live at the same time and the kernel's 220160-byte smem_bytes region)}}
    tile.store_box %one, %c[%c0, %c0] : tensor<128x256xf32>, !tile.ptr<f32>
    tile.return
  }
}
