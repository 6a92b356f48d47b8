// The verifiers of the tile_nv global accesses and conversions: element
// types, one address per element (or only the first), a slow mask per
// element or none, and the 8-bit float conversion's target gate.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @wide(%p: !llvm.ptr<1>, %m: i1, %v: i128) {
  // expected-error @+1 {{moves elements of at most 64 bits, got 'i128'}}
  tile_nv.st_global %p, %m, %v : !llvm.ptr<1>, i128
  return
}

// -----

func.func @mixed(%fast: i1, %p: !llvm.ptr<1>, %x: f32, %y: i32) {
  // expected-error @+1 {{moves elements of one type, got 'f32' and 'i32'}}
  tile_nv.st_global_vec %fast, %x, %y : f32, i32 to %p : !llvm.ptr<1> contiguous
  return
}

// -----

func.func @other_type(%fast: i1, %p: !llvm.ptr<1>, %z: f16) {
  // expected-error @+1 {{moves elements of one type, got 'f32' and 'f16'}}
  %a = tile_nv.ld_global_vec %fast, %p : !llvm.ptr<1> other %z : f16
      contiguous -> f32
  return
}

// -----

func.func @addresses(%fast: i1, %p: !llvm.ptr<1>) {
  // expected-error @+1 {{takes one address per element, got 1 for 2 element(s)}}
  %a, %b = tile_nv.ld_global_vec %fast, %p : !llvm.ptr<1> -> f32, f32
  return
}

// -----

func.func @contiguous(%fast: i1, %p: !llvm.ptr<1>, %x: f32, %y: f32) {
  // expected-error @+1 {{takes only the first address (contiguous), got 2 for 2 element(s)}}
  tile_nv.st_global_vec %fast, %x, %y : f32, f32
      to %p, %p : !llvm.ptr<1>, !llvm.ptr<1> contiguous
  return
}

// -----

func.func @masks(%fast: i1, %p: !llvm.ptr<1>, %m: i1) {
  // expected-error @+1 {{takes a slow mask per element or none, got 1 for 2 element(s)}}
  %a, %b = tile_nv.ld_global_vec %fast, %p : !llvm.ptr<1> slow %m
      contiguous -> f32, f32
  return
}

// -----

func.func @none(%fast: i1, %p: !llvm.ptr<1>) {
  // expected-error @+1 {{moves at least one element}}
  "tile_nv.st_global_vec"(%fast, %p) <{contiguous, operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (i1, !llvm.ptr<1>) -> ()
  return
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  func.func @fp8_sm80(%x: f32) -> i16 {
    // expected-error @+1 {{unsupported operation for target sm_80: tile_nv.cvt_f32_to_f8 needs}}
    %a = tile_nv.cvt_f32_to_f8 e4m3 %x
    return %a : i16
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  func.func @fp8_extend_sm80(%pair: i16) -> i32 {
    // expected-error @+1 {{unsupported operation for target sm_80: tile_nv.cvt_f8x2_to_f16x2 needs}}
    %h = tile_nv.cvt_f8x2_to_f16x2 e4m3 %pair
    return %h : i32
  }
}
