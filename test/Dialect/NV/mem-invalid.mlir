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

// -----

func.func @atom_kind_type(%a: i64, %f: f32) {
  // expected-error @+1 {{has no min on f32}}
  %0 = tile_nv.atom_global min f32 %a, %f : f32
  return
}

// -----

func.func @atom_register(%a: i64, %f: f32) {
  // expected-error @+1 {{moves f64 in 'f64', got 'f32'}}
  %0 = tile_nv.atom_global add f64 %a, %f : f32
  return
}

// -----

func.func @atom_cas_compare(%a: i64, %i: i32) {
  // expected-error @+1 {{cas needs a compare operand}}
  %0 = tile_nv.atom_global cas b32 %a, %i : i32
  return
}

// -----

func.func @atom_compare_not_cas(%a: i64, %i: i32) {
  // expected-error @+1 {{takes a compare operand only for cas}}
  %0 = tile_nv.atom_global exch b32 %a compare %i : i32, %i : i32
  return
}

// -----

func.func @atom_compare_type(%a: i64, %i: i32, %d: i64) {
  // expected-error @+1 {{compares 'i32' values, got 'i64'}}
  %0 = tile_nv.atom_global cas b32 %a compare %d : i64, %i : i32
  return
}

// -----

func.func @atom_limit(%a: i64, %i: i32, %pos: i32) {
  // expected-error @+1 {{takes a position and its limit together}}
  %0 = "tile_nv.atom_global"(%a, %i, %pos) {kind = 0 : i32, elem_type = 2 : i32, operandSegmentSizes = array<i32: 1, 0, 1, 1, 0>} : (i64, i32, i32) -> i32
  return
}

// -----

func.func @atom_sc(%a: i64, %i: i32) {
  // expected-error @+1 {{takes relaxed, acquire, release or acq_rel, not sc}}
  %0 = tile_nv.atom_global add u32 sem sc %a, %i : i32
  return
}

// -----

func.func @atom_sem_and_membar(%a: i64, %i: i32) {
  // expected-error @+1 {{takes a memory order or the membar fences that emulate it, not both}}
  %0 = tile_nv.atom_global add u32 sem release membar_before gl %a, %i : i32
  return
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  func.func @atom_bf16_sm80(%a: i64, %h: i16) {
    // expected-error @+1 {{unsupported operation for target sm_80: tile_nv.atom_global add bf16 needs}}
    %0 = tile_nv.atom_global add bf16 %a, %h : i16
    return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  func.func @atom_cluster_sm80(%a: i64, %i: i32) {
    // expected-error @+1 {{unsupported operation for target sm_80: tile_nv.atom_global scope cluster needs}}
    %0 = tile_nv.atom_global add u32 scope cluster %a, %i : i32
    return
  }
}
