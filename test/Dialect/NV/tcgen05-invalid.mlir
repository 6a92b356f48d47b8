// The tcgen05 verifiers of tile_nv: what PTX requires, and the target check
// (the tcgen05 feature and its cta_group::2, kind::i8 and block-scale
// variants) where the module names a target.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @f(%slot: i32) {
  // expected-error @+1 {{allocates a power of 2 of columns from 32 to 512, got 48}}
  tile_nv.tcgen05_alloc cta_group 1 %slot, 48
  return
}

// -----

func.func @f(%slot: i32) {
  // expected-error @+1 {{cta_group must be 1 or 2, got 3}}
  tile_nv.tcgen05_alloc cta_group 3 %slot, 32
  return
}

// -----

func.func @f(%taddr: i32) {
  // expected-error @+1 {{frees a power of 2 of columns from 32 to 512, got 1024}}
  tile_nv.tcgen05_dealloc cta_group 1 %taddr, 1024
  return
}

// -----

func.func @f(%d: i32, %a: i64, %b: i64, %i: i32, %acc: i32) {
  // expected-error @+1 {{kind mxf8f6f4 is block-scaled: it takes scale factors (scale %a, %b) and a scale block size (block 16 or 32)}}
  tile_nv.tcgen05_mma cta_group 1 mxf8f6f4 %d, %a, %b, %i, %acc
  return
}

// -----

func.func @f(%d: i32, %a: i64, %b: i64, %i: i32, %acc: i32, %s: i32) {
  // expected-error @+1 {{kind f16 takes no scale factors}}
  tile_nv.tcgen05_mma cta_group 1 f16 %d, %a, %b, %i, %acc scale %s, %s block 32
  return
}

// -----

func.func @f(%d: i32, %a: i64, %b: i64, %i: i32, %acc: i32, %s: i32) {
  // expected-error @+1 {{scale block size 16 is kind mxf4nvf4's only}}
  tile_nv.tcgen05_mma cta_group 1 mxf8f6f4 %d, %a, %b, %i, %acc scale %s, %s block 16
  return
}

// -----

func.func @f(%d: i32, %a: i64, %b: i64, %i: i32, %acc: i32, %s: i32) {
  // expected-error @+1 {{scale block size must be 16 or 32, got 64}}
  tile_nv.tcgen05_mma cta_group 1 mxf4 %d, %a, %b, %i, %acc scale %s, %s block 64
  return
}

// -----

func.func @f(%bar: i32, %m: i32) {
  // expected-error @+1 {{takes the multicast mask as a register or an immediate, not both}}
  tile_nv.tcgen05_commit cta_group 1 %bar multicast %m multicast_mask 3
  return
}

// -----

func.func @f(%bar: i32) {
  // expected-error @+1 {{multicast mask must be a 16-bit CTA mask, not 0; got 65536}}
  tile_nv.tcgen05_commit cta_group 1 %bar multicast_mask 65536
  return
}

// -----

func.func @f(%taddr: i32) {
  // expected-error @+1 {{moves 2 registers a thread (shape 16x128b, num 1), got 1}}
  %r = tile_nv.tcgen05_ld _16x128b num 1 %taddr : i32
  return
}

// -----

func.func @f(%taddr: i32) {
  // expected-error @+1 {{num must be a power of 2 from 1 to 128 for shape 32x32b, got 3}}
  %r:3 = tile_nv.tcgen05_ld _32x32b num 3 %taddr : i32, i32, i32
  return
}

// -----

func.func @f(%taddr: i32, %x: i32) {
  // expected-error @+1 {{num must be a power of 2 from 1 to 32 for shape 16x256b, got 64}}
  tile_nv.tcgen05_st _16x256b num 64 %taddr, %x : i32
  return
}

// -----

func.func @f(%taddr: i32, %desc: i64) {
  // expected-error @+1 {{shape 32x128b takes the warpx4 multicast}}
  tile_nv.tcgen05_cp cta_group 1 _32x128b %taddr, %desc
  return
}

// -----

func.func @f(%taddr: i32, %desc: i64) {
  // expected-error @+1 {{shape 64x128b takes a warpx2 multicast}}
  tile_nv.tcgen05_cp cta_group 1 _64x128b warpx4 %taddr, %desc
  return
}

// -----

func.func @f(%taddr: i32, %desc: i64) {
  // expected-error @+1 {{shape 128x256b takes no multicast}}
  tile_nv.tcgen05_cp cta_group 1 _128x256b warpx4 %taddr, %desc
  return
}

// -----

// Target gates: the instruction on a target that cannot run it.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  func.func @f() {
    // expected-error @+1 {{unsupported operation for target sm_90a: tile_nv.tcgen05_fence needs}}
    tile_nv.tcgen05_fence before_thread_sync
    return
  }
}

// -----

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  func.func @f(%bar: i32, %p: i32) {
    // expected-error @+1 {{unsupported operation for target sm_90a: tile_nv.tcgen05_commit_barrier_wait needs}}
    tile_nv.tcgen05_commit_barrier_wait %bar, %p
    return
  }
}

// -----

// sm_100f runs tcgen05 but not kind::i8.
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "f"} {
  func.func @f(%d: i32, %a: i64, %b: i64, %i: i32, %acc: i32) {
    // expected-error @+1 {{unsupported operation for target sm_100f: tile_nv.tcgen05_mma kind i8 needs}}
    tile_nv.tcgen05_mma cta_group 1 i8 %d, %a, %b, %i, %acc
    return
  }
}

// -----

// The tensor-memory targets run it.
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
  func.func @f(%d: i32, %a: i64, %b: i64, %i: i32, %acc: i32, %slot: i32) {
    tile_nv.tcgen05_alloc cta_group 2 %slot, 256
    tile_nv.tcgen05_mma cta_group 2 i8 %d, %a, %b, %i, %acc
    return
  }
}
