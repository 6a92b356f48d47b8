// RUN: tile-opt %s -split-input-file -verify-diagnostics
// RUN: not tile-translate --gpu-name=sm_90a %s 2>&1 | FileCheck %s

// Found by test/fuzz/fuzz.py: an attribute dictionary that gives num_warps a
// value of the wrong kind leaves the num_warps property empty instead of
// failing to parse, and KernelOp::verify() dereferenced it (segfault in
// IntegerAttr::getValue). Now a located diagnostic.

// CHECK: kernel-num-warps-not-integer.mlir:[[@LINE+2]]:1: error: 'tile.kernel' op num_warps must be an i32 integer attribute, such as `num_warps = 4 : i32`
// expected-error @+1 {{'tile.kernel' op num_warps must be an i32 integer attribute}}
tile.kernel @k() attributes {num_warps = "15"} {
  tile.return
}

// -----

// expected-error @+1 {{'tile.kernel' op num_warps must be an i32 integer attribute}}
tile.kernel @k() attributes {num_warps = [4]} {
  tile.return
}

// -----

// A typed integer of the wrong width is caught by the attribute constraint.
// expected-error @+1 {{attribute 'num_warps' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
tile.kernel @k() attributes {num_warps = 4 : i64} {
  tile.return
}
