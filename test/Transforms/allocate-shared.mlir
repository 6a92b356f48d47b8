// tile-allocate-shared at its own level: every tile.buffer_alloc gets its
// bytes of the kernel's smem_bytes region (`at N`) from the buffers' live
// ranges (a use in a loop keeps a buffer for the whole loop), buffers that
// are never live together share bytes, the region grows to hold them
// after what it had; the errors it stops with. The lowering of placed
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
// TMA boxes), at their alignment; a placed buffer keeps its place.
// CHECK-LABEL: tile.kernel @after_region
// CHECK-SAME: smem_bytes = 2560 : i32
// CHECK: tile.buffer_alloc at 2048 : !tile.buffer<128xf32
// CHECK: tile.buffer_alloc at 128 : !tile.buffer<128xf32
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
