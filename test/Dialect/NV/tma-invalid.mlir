// The tile_nv TMA-family verifiers: what PTX requires, and the target
// check where the module names a target.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @f(%dst: i32, %desc: i64, %bar: i32) {
  // expected-error @+1 {{a tensor map has 1 to 5 dimensions, got 0}}
  tile_nv.cp_async_bulk_tensor_load tile dims 0 %dst, %desc[], %bar
  return
}

// -----

func.func @f(%desc: i64, %x: i32, %src: i32) {
  // expected-error @+1 {{a tensor map has 1 to 5 dimensions, got 6}}
  tile_nv.cp_async_bulk_tensor_store dims 6 %desc[%x, %x, %x, %x, %x, %x], %src
  return
}

// -----

func.func @f(%dst: i32, %desc: i64, %x: i32, %bar: i32) {
  // expected-error @+1 {{takes one coordinate per dimension: 3 dimensions, 2 coordinates}}
  tile_nv.cp_async_bulk_tensor_load tile dims 3 %dst, %desc[%x, %x], %bar
  return
}

// -----

func.func @f(%desc: i64, %x: i32) {
  // expected-error @+1 {{takes one coordinate per dimension: 1 dimensions, 2 coordinates}}
  tile_nv.cp_async_bulk_tensor_prefetch tile dims 1 %desc[%x, %x]
  return
}

// -----

func.func @f(%dst: i32, %desc: i64, %x: i32, %bar: i32) {
  // expected-error @+1 {{im2col offsets need an im2col mode}}
  tile_nv.cp_async_bulk_tensor_load tile dims 3 %dst, %desc[%x, %x, %x], %bar im2col_offsets [%x]
  return
}

// -----

func.func @f(%dst: i32, %desc: i64, %x: i32, %bar: i32) {
  // expected-error @+1 {{mode im2col needs 3 to 5 dimensions, got 2}}
  tile_nv.cp_async_bulk_tensor_load im2col dims 2 %dst, %desc[%x, %x], %bar
  return
}

// -----

func.func @f(%dst: i32, %desc: i64, %x: i32, %bar: i32) {
  // expected-error @+1 {{mode im2col on 4 dimensions takes 2 im2col offsets, got 1}}
  tile_nv.cp_async_bulk_tensor_load im2col dims 4 %dst, %desc[%x, %x, %x, %x], %bar im2col_offsets [%x]
  return
}

// -----

func.func @f(%dst: i32, %desc: i64, %x: i32, %bar: i32) {
  // expected-error @+1 {{mode im2col_w on 5 dimensions takes 2 im2col offsets, got 3}}
  tile_nv.cp_async_bulk_tensor_load im2col_w dims 5 %dst, %desc[%x, %x, %x, %x, %x], %bar im2col_offsets [%x, %x, %x]
  return
}

// -----

func.func @f(%dst: i32, %desc: i64, %x: i32, %bar: i32) {
  // expected-error @+1 {{cta_group is 1 or 2, got 3}}
  tile_nv.cp_async_bulk_tensor_load tile dims 1 %dst, %desc[%x], %bar cta_group 3
  return
}

// -----

func.func @f(%desc: i64, %x: i32) {
  // expected-error @+1 {{prefetches in mode tile or im2col, not im2col_w}}
  tile_nv.cp_async_bulk_tensor_prefetch im2col_w dims 3 %desc[%x, %x, %x] im2col_offsets [%x, %x]
  return
}

// -----

func.func @f(%addr: i32, %rank: i32) {
  // expected-error @+1 {{u8 moves a byte in an i32 register, not 'i16'}}
  %v = tile_nv.ld_shared_cluster %addr rank %rank u8 : i16
  return
}

// -----

func.func @f(%addr: i32, %rank: i32, %v: f32) {
  // expected-error @+1 {{u8 moves a byte in an i32 register, not 'f32'}}
  tile_nv.st_shared_cluster %addr, %v rank %rank u8 : f32
  return
}

// -----

func.func @f(%addr: i32, %rank: i32) {
  // expected-error @+1 {{result #0 must be}}
  %v = tile_nv.ld_shared_cluster %addr rank %rank : i8
  return
}

// -----

// Target gates: the instruction on a target that cannot run it.
module attributes {tile.compute_capability = 89 : i32, tile.target_spec = ""} {
  func.func @f(%dst: i32, %desc: i64, %x: i32, %bar: i32) {
    // expected-error @+1 {{unsupported operation for target sm_89: tile_nv.cp_async_bulk_tensor_load needs sm_90 or newer}}
    tile_nv.cp_async_bulk_tensor_load tile dims 1 %dst, %desc[%x], %bar
    return
  }
}

// -----

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  func.func @f(%dst: i32, %desc: i64, %x: i32, %bar: i32) {
    // expected-error @+1 {{unsupported operation for target sm_90a: tile_nv.cp_async_bulk_tensor_load cta_group 2 needs}}
    tile_nv.cp_async_bulk_tensor_load tile dims 1 %dst, %desc[%x], %bar cta_group 2
    return
  }
}

// -----

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  func.func @f(%dst: i32, %desc: i64, %x: i32, %bar: i32) {
    // expected-error @+1 {{unsupported operation for target sm_90a: tile_nv.cp_async_bulk_tensor_load mode im2col_w needs}}
    tile_nv.cp_async_bulk_tensor_load im2col_w dims 3 %dst, %desc[%x, %x, %x], %bar im2col_offsets [%x, %x]
    return
  }
}

// -----

module attributes {tile.compute_capability = 89 : i32, tile.target_spec = ""} {
  func.func @f(%desc: i64, %x: i32, %src: i32) {
    // expected-error @+1 {{unsupported operation for target sm_89: tile_nv.cp_async_bulk_tensor_store needs sm_90 or newer}}
    tile_nv.cp_async_bulk_tensor_store dims 1 %desc[%x], %src reduce add
    return
  }
}

// -----

module attributes {tile.compute_capability = 89 : i32, tile.target_spec = ""} {
  func.func @f() {
    // expected-error @+1 {{unsupported operation for target sm_89: tile_nv.cp_async_bulk_wait_group needs sm_90 or newer}}
    tile_nv.cp_async_bulk_wait_group 0 read
    return
  }
}

// -----

module attributes {tile.compute_capability = 89 : i32, tile.target_spec = ""} {
  func.func @f(%addr: i32, %rank: i32) {
    // expected-error @+1 {{unsupported operation for target sm_89: tile_nv.mapa needs sm_90 or newer}}
    %r = tile_nv.mapa %addr, %rank
    return
  }
}

// -----

module attributes {tile.compute_capability = 89 : i32, tile.target_spec = ""} {
  func.func @f() -> i64 {
    // expected-error @+1 {{unsupported operation for target sm_89: tile_nv.createpolicy_fractional needs sm_90 or newer}}
    %p = tile_nv.createpolicy_fractional evict_last
    return %p : i64
  }
}

// -----

module attributes {tile.compute_capability = 89 : i32, tile.target_spec = ""} {
  func.func @f(%desc: i64) {
    // expected-error @+1 {{unsupported operation for target sm_89: tile_nv.prefetch_tensormap needs sm_90 or newer}}
    tile_nv.prefetch_tensormap %desc
    return
  }
}
