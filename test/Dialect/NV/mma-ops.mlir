// Every op of the warp-level MMA family prints and parses back (the
// generic form too); mma.sync is pure, the others are not erased.
// RUN: tile-opt %s -split-input-file | tile-opt | FileCheck %s
// RUN: tile-opt %s -split-input-file --mlir-print-op-generic | tile-opt | FileCheck %s
// RUN: tile-opt %s -split-input-file --canonicalize --cse | FileCheck %s --check-prefix=DCE

// CHECK-LABEL: func.func @mma_sync
func.func @mma_sync(%a: i32, %c: f32, %h: i32, %s: i32) -> (f32, i32, i32, f32, f32) {
  // CHECK: tile_nv.mma_sync m 16 n 8 k 16 f32, bf16, bf16 a(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) b(%{{.*}}, %{{.*}}) c(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : f32, f32, f32, f32 -> f32, f32, f32, f32
  %d:4 = tile_nv.mma_sync m 16 n 8 k 16 f32, bf16, bf16 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  // CHECK: tile_nv.mma_sync m 16 n 8 k 16 f16, f16, f16 a({{.*}}) b({{.*}}) c(%{{.*}}, %{{.*}}) : i32, i32 -> i32, i32
  %e:2 = tile_nv.mma_sync m 16 n 8 k 16 f16, f16, f16 a(%a, %a, %a, %a) b(%a, %a) c(%h, %h) : i32, i32 -> i32, i32
  // CHECK: tile_nv.mma_sync m 16 n 8 k 8 f32, tf32, tf32
  %f:4 = tile_nv.mma_sync m 16 n 8 k 8 f32, tf32, tf32 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  // CHECK: tile_nv.mma_sync m 16 n 8 k 32 s32, s8, s8 {{.*}} : i32, i32, i32, i32 -> i32, i32, i32, i32
  %g:4 = tile_nv.mma_sync m 16 n 8 k 32 s32, s8, s8 a(%a, %a, %a, %a) b(%a, %a) c(%h, %h, %h, %h) : i32, i32, i32, i32 -> i32, i32, i32, i32
  // CHECK: tile_nv.mma_sync m 16 n 8 k 32 f32, e4m3, e5m2
  %i:4 = tile_nv.mma_sync m 16 n 8 k 32 f32, e4m3, e5m2 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  // CHECK: tile_nv.mma_sync m 16 n 8 k 32 f32, e4m3, e4m3 block_scale mxf8f6f4 scale_vec 1 scale_type ue8m0 a({{.*}}) b({{.*}}) c({{.*}}) scales(%{{.*}}, %{{.*}})
  %j:4 = tile_nv.mma_sync m 16 n 8 k 32 f32, e4m3, e4m3 block_scale mxf8f6f4 scale_vec 1 scale_type ue8m0 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) scales(%s, %s) : f32, f32, f32, f32 -> f32, f32, f32, f32
  // CHECK: tile_nv.mma_sync m 16 n 8 k 64 f32, e2m1, e2m1 block_scale mxf4nvf4 scale_vec 4 scale_type ue4m3
  %k:4 = tile_nv.mma_sync m 16 n 8 k 64 f32, e2m1, e2m1 block_scale mxf4nvf4 scale_vec 4 scale_type ue4m3 a(%a, %a, %a, %a) b(%a, %a) c(%c, %c, %c, %c) scales(%s, %s) : f32, f32, f32, f32 -> f32, f32, f32, f32
  return %d#0, %e#0, %g#0, %j#0, %k#0 : f32, i32, i32, f32, f32
}

// No side effects: an unused mma.sync is erased, a used one stays.
// DCE-LABEL: func.func @mma_sync
// DCE-COUNT-5: tile_nv.mma_sync
// DCE-NOT: tile_nv.mma_sync
// DCE: return

// -----

// CHECK-LABEL: func.func @stmatrix
func.func @stmatrix(%addr: i64, %saddr: i32, %r: i32) {
  // CHECK: tile_nv.stmatrix %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i64
  tile_nv.stmatrix %addr, %r, %r, %r, %r : i64
  // CHECK: tile_nv.stmatrix trans %{{.*}}, %{{.*}} : i32
  tile_nv.stmatrix trans %saddr, %r : i32
  return
}

// DCE-LABEL: func.func @stmatrix
// DCE-COUNT-2: tile_nv.stmatrix

// -----

// CHECK-LABEL: func.func @wgmma
func.func @wgmma(%da: i64, %db: i64, %one: i32, %c: f32, %h: i32, %a: i32) -> (f32, i32) {
  // CHECK: tile_nv.wgmma_fence{{$}}
  tile_nv.wgmma_fence
  // CHECK: tile_nv.wgmma_fence {no_memory_clobber}
  tile_nv.wgmma_fence {no_memory_clobber}
  // CHECK: tile_nv.wgmma_mma_async n 8 k 16 f32, bf16, bf16 a_desc %{{.*}} b_desc %{{.*}} scale_d %{{.*}} acc(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : f32, f32, f32, f32 -> f32, f32, f32, f32
  %d:4 = tile_nv.wgmma_mma_async n 8 k 16 f32, bf16, bf16 a_desc %da b_desc %db scale_d %one acc(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  // CHECK: tile_nv.wgmma_mma_async n 8 k 16 f16, f16, f16 a(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) b_desc %{{.*}} scale_d %{{.*}} neg_b trans_b acc(%{{.*}}, %{{.*}}) : i32, i32 -> i32, i32
  %e:2 = tile_nv.wgmma_mma_async n 8 k 16 f16, f16, f16 a(%a, %a, %a, %a) b_desc %db scale_d %one neg_b trans_b acc(%h, %h) : i32, i32 -> i32, i32
  // CHECK: tile_nv.wgmma_mma_async n 8 k 32 s32, s8, s8 a_desc
  %f:4 = tile_nv.wgmma_mma_async n 8 k 32 s32, s8, s8 a_desc %da b_desc %db scale_d %one acc(%h, %h, %h, %h) : i32, i32, i32, i32 -> i32, i32, i32, i32
  // CHECK: tile_nv.wgmma_mma_async n 8 k 8 f32, tf32, tf32 a_desc %{{.*}} b_desc %{{.*}} scale_d %{{.*}} neg_a acc
  %g:4 = tile_nv.wgmma_mma_async n 8 k 8 f32, tf32, tf32 a_desc %da b_desc %db scale_d %one neg_a acc(%c, %c, %c, %c) : f32, f32, f32, f32 -> f32, f32, f32, f32
  // CHECK: tile_nv.wgmma_commit_group{{$}}
  tile_nv.wgmma_commit_group
  // CHECK: tile_nv.wgmma_commit_group {no_memory_clobber}
  tile_nv.wgmma_commit_group {no_memory_clobber}
  // CHECK: tile_nv.wgmma_wait_group 1 acc(%{{.*}}, %{{.*}}) : i32, i32 -> i32, i32
  %w:2 = tile_nv.wgmma_wait_group 1 acc(%e#0, %e#1) : i32, i32 -> i32, i32
  // CHECK: tile_nv.wgmma_wait_group 0 acc(%{{.*}}#0, %{{.*}}#1, %{{.*}}#2, %{{.*}}#3) : f32, f32, f32, f32 -> f32, f32, f32, f32
  %x:4 = tile_nv.wgmma_wait_group 0 acc(%d#0, %d#1, %d#2, %d#3) : f32, f32, f32, f32 -> f32, f32, f32, f32
  // CHECK: tile_nv.wgmma_wait_group 0{{$}}
  tile_nv.wgmma_wait_group 0
  return %x#0, %w#0 : f32, i32
}

// Side effects keep wgmma whose results are unused.
// DCE-LABEL: func.func @wgmma
// DCE-COUNT-2: tile_nv.wgmma_fence
// DCE-COUNT-4: tile_nv.wgmma_mma_async
// DCE-COUNT-2: tile_nv.wgmma_commit_group
// DCE-COUNT-3: tile_nv.wgmma_wait_group

// -----

// CHECK-LABEL: func.func @bar_warp_sync
func.func @bar_warp_sync() {
  // CHECK: tile_nv.bar_warp_sync -1
  tile_nv.bar_warp_sync -1
  // CHECK: tile_nv.bar_warp_sync 255
  tile_nv.bar_warp_sync 255
  return
}

// DCE-LABEL: func.func @bar_warp_sync
// DCE-COUNT-2: tile_nv.bar_warp_sync
