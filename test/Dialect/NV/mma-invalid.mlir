// The verifiers of the warp-level MMA family: register counts of each
// shape and type, the type combinations PTX accepts, and the target gate
// where the module names a target.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{A and B take f16, bf16, tf32, e4m3, e5m2, e2m1 or s8 elements}}
  %d:4 = tile_nv.mma_sync m 16 n 8 k 16 f32, f32, f32 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{A and B must have the same type (or both be fp8)}}
  %d:4 = tile_nv.mma_sync m 16 n 8 k 16 f32, f16, bf16 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{accumulators of type f16 do not go with bf16 operands}}
  %d:2 = tile_nv.mma_sync m 16 n 8 k 16 f16, bf16, bf16 a(%a, %a, %a, %a) b(%a, %a) c(%h, %h) : i32, i32 -> i32, i32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{accumulators of type f32 do not go with s8 operands}}
  %d:4 = tile_nv.mma_sync m 16 n 8 k 32 f32, s8, s8 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{shape must be m16n8kK, got m8n8k16}}
  %d:4 = tile_nv.mma_sync m 8 n 8 k 16 f32, bf16, bf16 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{K 32 is not a shape of bf16 operands}}
  %d:4 = tile_nv.mma_sync m 16 n 8 k 32 f32, bf16, bf16 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{takes 4 A registers, got 2}}
  %d:4 = tile_nv.mma_sync m 16 n 8 k 16 f32, bf16, bf16 a(%a, %a) b(%a, %a) c(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{takes 2 B registers, got 1}}
  %d:4 = tile_nv.mma_sync m 16 n 8 k 16 f32, bf16, bf16 a(%a, %a, %a, %a) b(%a) c(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{C registers must be 'f32', got 'i32'}}
  %d:4 = tile_nv.mma_sync m 16 n 8 k 16 f32, bf16, bf16 a(%a, %a, %a, %a) b(%a, %a) c(%h, %h, %h, %h) : i32, i32, i32, i32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{takes 2 C registers, got 4}}
  %d:4 = tile_nv.mma_sync m 16 n 8 k 16 f16, f16, f16 a(%a, %a, %a, %a) b(%a, %a) c(%h, %h, %h, %h) : i32, i32, i32, i32 -> i32, i32, i32, i32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{takes 4 D registers, got 2}}
  %d:2 = tile_nv.mma_sync m 16 n 8 k 16 f32, bf16, bf16 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{block_scale takes the scale registers of A and B}}
  %d:4 = tile_nv.mma_sync m 16 n 8 k 32 f32, e4m3, e4m3 block_scale mxf8f6f4 scale_vec 1 scale_type ue8m0 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{block_scale takes scale_vec and scale_type}}
  %d:4 = tile_nv.mma_sync m 16 n 8 k 32 f32, e4m3, e4m3 block_scale mxf8f6f4 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) scales(%s, %s) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{kind mxf8f6f4 takes fp8 operands, K 32}}
  %d:4 = tile_nv.mma_sync m 16 n 8 k 64 f32, e2m1, e2m1 block_scale mxf8f6f4 scale_vec 1 scale_type ue8m0 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) scales(%s, %s) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{kind mxf8f6f4 takes scale_vec 1, ue8m0}}
  %d:4 = tile_nv.mma_sync m 16 n 8 k 32 f32, e4m3, e4m3 block_scale mxf8f6f4 scale_vec 2 scale_type ue8m0 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) scales(%s, %s) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{kind mxf4 takes e2m1 operands}}
  %d:4 = tile_nv.mma_sync m 16 n 8 k 32 f32, e4m3, e4m3 block_scale mxf4 scale_vec 2 scale_type ue8m0 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) scales(%s, %s) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{kind mxf4 takes scale_vec 2, ue8m0}}
  %d:4 = tile_nv.mma_sync m 16 n 8 k 64 f32, e2m1, e2m1 block_scale mxf4 scale_vec 4 scale_type ue4m3 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) scales(%s, %s) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{kind mxf4nvf4 takes scale_vec 2 with ue8m0 or 4 with ue4m3}}
  %d:4 = tile_nv.mma_sync m 16 n 8 k 64 f32, e2m1, e2m1 block_scale mxf4nvf4 scale_vec 4 scale_type ue8m0 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) scales(%s, %s) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{takes scales only with block_scale}}
  %d:4 = tile_nv.mma_sync m 16 n 8 k 32 f32, e4m3, e4m3 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) scales(%s, %s) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{e2m1 operands need block_scale}}
  %d:4 = tile_nv.mma_sync m 16 n 8 k 64 f32, e2m1, e2m1 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{stores 1, 2 or 4 matrices (registers), got 3}}
  tile_nv.stmatrix %da, %a, %a, %a : i64
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{A and B take f16, bf16, tf32, e4m3, e5m2 or s8 elements}}
  %d:4 = tile_nv.wgmma_mma_async n 8 k 64 f32, e2m1, e2m1 a_desc %da b_desc %db scale_d %a acc(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{A and B must have the same type (or both be fp8)}}
  %d:4 = tile_nv.wgmma_mma_async n 8 k 16 f32, f16, bf16 a_desc %da b_desc %db scale_d %a acc(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{accumulators of type f16 do not go with tf32 operands}}
  %d:2 = tile_nv.wgmma_mma_async n 8 k 8 f16, tf32, tf32 a_desc %da b_desc %db scale_d %a acc(%h, %h) : i32, i32 -> i32, i32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{N must be a multiple of 8 in [8, 256], got 12}}
  %d:6 = tile_nv.wgmma_mma_async n 12 k 16 f32, bf16, bf16 a_desc %da b_desc %db scale_d %a acc(%c, %c, %c, %c, %c, %c) : f32, f32, f32, f32, f32, f32 -> f32, f32, f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{K of bf16 operands is 16, got 32}}
  %d:4 = tile_nv.wgmma_mma_async n 8 k 32 f32, bf16, bf16 a_desc %da b_desc %db scale_d %a acc(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{takes A as a descriptor or in registers, exactly one}}
  %d:4 = tile_nv.wgmma_mma_async n 8 k 16 f32, bf16, bf16 a_desc %da a(%a, %a, %a, %a) b_desc %db scale_d %a acc(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{takes 4 A registers, got 2}}
  %d:4 = tile_nv.wgmma_mma_async n 8 k 16 f32, bf16, bf16 a(%a, %a) b_desc %db scale_d %a acc(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{takes 4 accumulator registers, got 2}}
  %d:2 = tile_nv.wgmma_mma_async n 8 k 16 f32, bf16, bf16 a_desc %da b_desc %db scale_d %a acc(%c, %c) : f32, f32 -> f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{accumulator registers must be 'i32', got 'f32'}}
  %d:4 = tile_nv.wgmma_mma_async n 8 k 32 s32, s8, s8 a_desc %da b_desc %db scale_d %a acc(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{transposes only 16-bit (f16, bf16) operands}}
  %d:4 = tile_nv.wgmma_mma_async n 8 k 8 f32, tf32, tf32 a_desc %da b_desc %db scale_d %a trans_b acc(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{A in registers has no transpose}}
  %d:4 = tile_nv.wgmma_mma_async n 8 k 16 f32, bf16, bf16 a(%a, %a, %a, %a) b_desc %db scale_d %a trans_a acc(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{s8 operands take no scale immediates}}
  %d:4 = tile_nv.wgmma_mma_async n 8 k 32 s32, s8, s8 a_desc %da b_desc %db scale_d %a neg_a acc(%h, %h, %h, %h) : i32, i32, i32, i32 -> i32, i32, i32, i32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{passes 2 accumulators through but has 1 results}}
  %d = tile_nv.wgmma_wait_group 0 acc(%c, %c) : f32, f32 -> f32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{result types must match the accumulators'}}
  %d:2 = tile_nv.wgmma_wait_group 0 acc(%c, %c) : f32, f32 -> i32, i32
  return
}

// -----

func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
  // expected-error @+1 {{mask names no lane}}
  tile_nv.bar_warp_sync 0
  return
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
    // expected-error @+1 {{unsupported operation for target sm_80: tile_nv.mma_sync on fp8 needs}}
    %d:4 = tile_nv.mma_sync m 16 n 8 k 32 f32, e4m3, e4m3 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
    return
  }
}

// -----

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
    // expected-error @+1 {{unsupported operation for target sm_90a: tile_nv.mma_sync block_scale needs}}
    %d:4 = tile_nv.mma_sync m 16 n 8 k 32 f32, e4m3, e4m3 block_scale mxf8f6f4 scale_vec 1 scale_type ue8m0 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) scales(%s, %s) : f32, f32, f32, f32 -> f32, f32, f32, f32
    return
  }
}

// -----

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = ""} {
  func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
    // expected-error @+1 {{unsupported operation for target sm_90: tile_nv.wgmma_mma_async needs}}
    %d:4 = tile_nv.wgmma_mma_async n 8 k 16 f32, bf16, bf16 a_desc %da b_desc %db scale_d %a acc(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
    return
  }
}

// -----

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = ""} {
  func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
    // expected-error @+1 {{unsupported operation for target sm_90: tile_nv.wgmma_fence needs}}
    tile_nv.wgmma_fence
    return
  }
}

// -----

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = ""} {
  func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
    // expected-error @+1 {{unsupported operation for target sm_90: tile_nv.wgmma_commit_group needs}}
    tile_nv.wgmma_commit_group
    return
  }
}

// -----

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = ""} {
  func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
    // expected-error @+1 {{unsupported operation for target sm_90: tile_nv.wgmma_wait_group needs}}
    tile_nv.wgmma_wait_group 0
    return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  func.func @f(%a: i32, %c: f32, %h: i32, %s: i32, %da: i64, %db: i64) {
    // expected-error @+1 {{unsupported operation for target sm_80: tile_nv.stmatrix needs}}
    tile_nv.stmatrix %da, %a, %a, %a, %a : i64
    return
  }
}
