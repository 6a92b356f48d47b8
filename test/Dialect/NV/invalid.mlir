// The tile_nv verifiers: what PTX requires, and the target check where the
// module names a target.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

func.func @f(%bar: i32) {
  // expected-error @+1 {{an mbarrier is in shared memory, not global}}
  tile_nv.mbarrier_inval global %bar
  return
}

// -----

func.func @f(%bar: i32) {
  // expected-error @+1 {{takes a shared::cta barrier (shared or shared_cta)}}
  tile_nv.mbarrier_init shared_cluster %bar count 1
  return
}

// -----

func.func @f(%bar: i32, %n: i32) {
  // expected-error @+1 {{takes the count as a register or an immediate (count N), exactly one}}
  tile_nv.mbarrier_init shared_cta %bar, %n count 1
  return
}

// -----

func.func @f(%bar: i32) {
  // expected-error @+1 {{takes the count as a register or an immediate (count N), exactly one}}
  tile_nv.mbarrier_init shared_cta %bar
  return
}

// -----

func.func @f(%bar: i32) {
  // expected-error @+1 {{count must be in [1, 2^20 - 1], got 0}}
  tile_nv.mbarrier_init shared_cta %bar count 0
  return
}

// -----

func.func @f(%bar: i32, %rank: i32) {
  // expected-error @+1 {{with a cluster rank addresses a shared_cluster barrier}}
  tile_nv.mbarrier_arrive shared_cta %bar rank %rank
  return
}

// -----

func.func @f(%bar: i32) {
  // expected-error @+1 {{on a shared_cluster barrier needs the rank of its block}}
  tile_nv.mbarrier_arrive shared_cluster %bar
  return
}

// -----

func.func @f(%bar: i32, %rank: i32) {
  // expected-error @+1 {{on a shared_cluster barrier returns no state}}
  %s = tile_nv.mbarrier_arrive shared_cluster %bar rank %rank : i64
  return
}

// -----

func.func @f(%bar: i32) {
  // expected-error @+1 {{takes sem and scope together}}
  tile_nv.mbarrier_arrive shared_cta %bar sem release
  return
}

// -----

func.func @f(%bar: i32) {
  // expected-error @+1 {{scope must be cta or cluster}}
  tile_nv.mbarrier_arrive shared_cta %bar sem release scope gpu
  return
}

// -----

func.func @f(%bar: i32) {
  // expected-error @+1 {{sem must be release or relaxed}}
  tile_nv.mbarrier_arrive shared_cta %bar sem acquire scope cta
  return
}

// -----

func.func @f(%bar: i32, %n: i32) {
  // expected-error @+1 {{sem must be release or relaxed}}
  tile_nv.mbarrier_arrive_expect_tx shared_cta %bar, %n sem sc scope cta
  return
}

// -----

func.func @f(%bar: i32, %n: i32) {
  // expected-error @+1 {{sem must be relaxed}}
  tile_nv.mbarrier_expect_tx shared_cta %bar, %n sem release scope cta
  return
}

// -----

func.func @f(%bar: i32, %n: i32) {
  // expected-error @+1 {{on a shared_cluster barrier needs the rank of its block}}
  tile_nv.mbarrier_complete_tx shared_cluster %bar, %n sem relaxed scope cluster
  return
}

// -----

func.func @f(%bar: i32, %n: i32) {
  // expected-error @+1 {{takes a shared::cta barrier (shared or shared_cta)}}
  %d = tile_nv.mbarrier_try_wait shared_cluster %bar, %n : i32
  return
}

// -----

func.func @f(%bar: i32, %n: i16) {
  // expected-error @+1 {{operand #1 must be 32-bit signless integer or 64-bit signless integer}}
  %d = tile_nv.mbarrier_test_wait shared %bar, %n : i16
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{space must be shared_cta, shared_cluster or global}}
  tile_nv.fence_proxy_async shared
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{sem must be sc or acq_rel}}
  tile_nv.fence release cluster
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{barrier id must be in [0, 15], got 16}}
  tile_nv.bar_sync 16 threads 128
  return
}

// -----

func.func @f(%n: i32) {
  // expected-error @+1 {{takes the thread count as a register or an immediate, not both}}
  tile_nv.bar_sync 1, %n threads 128
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{needs a thread count}}
  tile_nv.bar_arrive 1
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{thread count must be a multiple of 32 in [32, 1024], got 100}}
  tile_nv.bar_sync 1 threads 100
  return
}

// -----

func.func @f(%dst: i32, %src: !llvm.ptr<1>) {
  // expected-error @+1 {{copies 4, 8 or 16 bytes, not 2}}
  tile_nv.cp_async ca %dst, %src, 2 : !llvm.ptr<1>
  return
}

// -----

func.func @f(%dst: i32, %src: !llvm.ptr<1>) {
  // expected-error @+1 {{cg (L2 only) copies 16 bytes, not 8}}
  tile_nv.cp_async cg %dst, %src, 8 : !llvm.ptr<1>
  return
}

// -----

func.func @f(%dst: i32, %src: !llvm.ptr<3>) {
  // expected-error @+1 {{reads a global (or generic) pointer, not address space 3}}
  tile_nv.cp_async cg %dst, %src, 16 : !llvm.ptr<3>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{register count must be a multiple of 8 in [24, 256], got 20}}
  tile_nv.setmaxnreg dec 20
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{register count must be a multiple of 8 in [24, 256], got 244}}
  tile_nv.setmaxnreg inc 244
  return
}

// -----

// Target gates: the instruction on a target that cannot run it.
module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  func.func @f() {
    // expected-error @+1 {{unsupported operation for target sm_80: tile_nv.setmaxnreg needs}}
    tile_nv.setmaxnreg inc 240
    return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  func.func @f(%bar: i32, %n: i32) {
    // expected-error @+1 {{unsupported operation for target sm_80: tile_nv.mbarrier_try_wait needs sm_90 or newer}}
    %d = tile_nv.mbarrier_try_wait shared_cta %bar, %n : i32
    return
  }
}

// -----

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = ""} {
  func.func @f() {
    // expected-error @+1 {{unsupported operation for target sm_90: tile_nv.setmaxnreg needs}}
    tile_nv.setmaxnreg inc 240
    return
  }
}

// -----

module attributes {tile.compute_capability = 75 : i32, tile.target_spec = ""} {
  func.func @f(%dst: i32, %src: !llvm.ptr<1>) {
    // expected-error @+1 {{unsupported operation for target sm_75: tile_nv.cp_async needs sm_80 or newer}}
    tile_nv.cp_async cg %dst, %src, 16 : !llvm.ptr<1>
    return
  }
}

// -----

module attributes {tile.compute_capability = 89 : i32, tile.target_spec = ""} {
  func.func @f() {
    // expected-error @+1 {{unsupported operation for target sm_89: tile_nv.fence at cluster scope needs sm_90 or newer}}
    tile_nv.fence acq_rel cluster
    return
  }
}

// -----

module attributes {tile.compute_capability = 89 : i32, tile.target_spec = ""} {
  func.func @f() {
    // expected-error @+1 {{unsupported operation for target sm_89: tile_nv.barrier_cluster_arrive needs sm_90 or newer}}
    tile_nv.barrier_cluster_arrive aligned
    return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  func.func @f(%bar: i32, %n: i32) {
    // expected-error @+1 {{unsupported operation for target sm_80: tile_nv.mbarrier_arrive with a count, rank or sem needs sm_90 or newer}}
    %s = tile_nv.mbarrier_arrive shared_cta %bar, %n : i64
    return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  func.func @f() {
    // expected-error @+1 {{unsupported operation for target sm_80: tile_nv.griddepcontrol needs sm_90 or newer}}
    tile_nv.griddepcontrol wait
    return
  }
}

// -----

// The target runs it: no error (sm_80 has the basic mbarrier and cp.async).
module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  func.func @f(%bar: i32, %n: i32, %dst: i32, %src: !llvm.ptr<1>) {
    tile_nv.mbarrier_init shared %bar, %n
    %s = tile_nv.mbarrier_arrive shared %bar : i64
    tile_nv.cp_async cg %dst, %src, 16, %n : !llvm.ptr<1>
    tile_nv.cp_async_wait_all
    return
  }
}
