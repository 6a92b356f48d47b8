// #tile.shared, where a tile staged in shared memory puts each element: it
// round-trips (swizzled, transposed, padded), and its verifier rejects
// spans, element sizes and paddings tile does not lay out.
// RUN: tile-opt %s -split-input-file -verify-diagnostics | tile-opt -split-input-file | FileCheck %s

// CHECK-LABEL: module attributes
// CHECK-SAME: test.a = #tile.shared<swizzle = 128, elem_bytes = 2>
// CHECK-SAME: test.b = #tile.shared<swizzle = 64, elem_bytes = 2, transposed>
// CHECK-SAME: test.c = #tile.shared<swizzle = 32, elem_bytes = 1>
// CHECK-SAME: test.d = #tile.shared<swizzle = 0, elem_bytes = 2, pad = 16>
// CHECK-SAME: test.e = #tile.shared<swizzle = 0, elem_bytes = 4, transposed, pad = 32>
// CHECK-SAME: test.f = #tile.shared<swizzle = 0, elem_bytes = 8>
// CHECK-SAME: test.g = #tile.shared<swizzle = 0, elem_bytes = 1, core>
// CHECK-SAME: test.h = #tile.shared<swizzle = 0, elem_bytes = 2, transposed, core>
module attributes {
  test.a = #tile.shared<swizzle = 128, elem_bytes = 2>,
  test.b = #tile.shared<swizzle = 64, elem_bytes = 2, transposed>,
  test.c = #tile.shared<swizzle = 32, elem_bytes = 1>,
  test.d = #tile.shared<swizzle = 0, elem_bytes = 2, pad = 16>,
  test.e = #tile.shared<swizzle = 0, elem_bytes = 4, pad = 32, transposed>,
  test.f = #tile.shared<swizzle = 0, elem_bytes = 8>,
  test.g = #tile.shared<swizzle = 0, elem_bytes = 1, core>,
  test.h = #tile.shared<swizzle = 0, elem_bytes = 2, core, transposed>
} {}

// -----

// expected-error @+1 {{#tile.shared has swizzle = 48; a swizzle spans 32, 64 or 128 bytes (0: none)}}
module attributes {test.a = #tile.shared<swizzle = 48, elem_bytes = 2>} {}

// -----

// expected-error @+1 {{#tile.shared has swizzle = 16; a swizzle spans 32, 64 or 128 bytes (0: none)}}
module attributes {test.a = #tile.shared<swizzle = 16, elem_bytes = 2>} {}

// -----

// expected-error @+1 {{#tile.shared has elem_bytes = 3; an element takes 1, 2, 4 or 8 bytes}}
module attributes {test.a = #tile.shared<swizzle = 128, elem_bytes = 3>} {}

// -----

// expected-error @+1 {{#tile.shared has pad = 8; a line's padding is a multiple of 16 bytes}}
module attributes {test.a = #tile.shared<swizzle = 0, elem_bytes = 2, pad = 8>} {}

// -----

// expected-error @+1 {{#tile.shared has swizzle = 128 and pad = 16; swizzled lines are whole slabs, unpadded}}
module attributes {test.a = #tile.shared<swizzle = 128, elem_bytes = 2, pad = 16>} {}

// -----

// expected-error @+1 {{expected 'pad', 'transposed', 'scales' or 'core'}}
module attributes {test.a = #tile.shared<swizzle = 128, elem_bytes = 2, k_major>} {}

// -----

// expected-error @+1 {{#tile.shared's `core` (the matrix descriptors' no-swizzle core matrices) holds elements of 1, 2 or 4 bytes, neither swizzled, padded nor scale atoms}}
module attributes {test.a = #tile.shared<swizzle = 64, elem_bytes = 2, core>} {}

// -----

// expected-error @+1 {{#tile.shared's `core` (the matrix descriptors' no-swizzle core matrices) holds elements of 1, 2 or 4 bytes}}
module attributes {test.a = #tile.shared<swizzle = 0, elem_bytes = 2, pad = 16, core>} {}
