// Every Hopper/Blackwell op on a target that cannot run it: a located
// "unsupported operation for target" error from convert-tile-to-llvm, before
// LLVM sees an instruction.
// RUN: tile-opt --tile-assign-layouts --convert-tile-to-llvm %s -split-input-file -verify-diagnostics

// Clusters start at sm_90 (kernel attributes are checked at the kernel).
module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  // expected-error @+1 {{'tile.kernel' op unsupported operation for target sm_80: cluster_dims (.reqnctapercluster) needs sm_90 or newer (any suffix)}}
  tile.kernel @k() attributes {cluster_dims = array<i32: 2>} {
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 89 : i32, tile.target_spec = ""} {
  // expected-error @+1 {{'tile.kernel' op unsupported operation for target sm_89: max_cluster_rank (.maxclusterrank) needs sm_90 or newer (any suffix)}}
  tile.kernel @k() attributes {max_cluster_rank = 4 : i32} {
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k() {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.cluster_id' op unsupported operation for target sm_80: tile.cluster_id needs sm_90 or newer (any suffix)}}
    %x = tile.cluster_id x : i32
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 86 : i32, tile.target_spec = ""} {
  tile.kernel @k() {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.is_explicit_cluster' op unsupported operation for target sm_86: tile.is_explicit_cluster needs sm_90 or newer (any suffix)}}
    %x = tile.is_explicit_cluster
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k() {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.cluster_arrive' op unsupported operation for target sm_80: barrier.cluster.arrive needs sm_90 or newer (any suffix)}}
    tile.cluster_arrive aligned
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 89 : i32, tile.target_spec = ""} {
  tile.kernel @k() {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.cluster_wait' op unsupported operation for target sm_89: barrier.cluster.wait needs sm_90 or newer (any suffix)}}
    tile.cluster_wait
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k() {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.fence_cluster' op unsupported operation for target sm_80: fence.sc.cluster needs sm_90 or newer (any suffix)}}
    tile.fence_cluster sc
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k() {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.fence_cluster' op unsupported operation for target sm_80: fence.acq_rel.cluster needs sm_90 or newer (any suffix)}}
    tile.fence_cluster acq_rel
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k() {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.fence_proxy_async' op unsupported operation for target sm_80: fence.proxy.async.shared::cta needs sm_90 or newer (any suffix)}}
    tile.fence_proxy_async
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k() attributes {smem_bytes = 1024 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = tile.range 0 to 128 : tensor<128xi32>
    // expected-error @+1 {{'tile.smem_load' op unsupported operation for target sm_80: ld.shared::cluster (tile.smem_load rank) needs sm_90 or newer (any suffix)}}
    %v = tile.smem_load %c0[%r] rank %c1 : tensor<128xi32> -> tensor<128xf32>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k() attributes {smem_bytes = 1024 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = arith.constant dense<1.0> : tensor<128xf32>
    // expected-error @+1 {{'tile.smem_store' op unsupported operation for target sm_80: st.shared::cluster (tile.smem_store rank) needs sm_90 or newer (any suffix)}}
    tile.smem_store %v, %c0[%r] rank %c1 : tensor<128xi32>, tensor<128xf32>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k(%p: !tile.ptr<i32>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = arith.constant dense<1> : tensor<128xi32>
    // expected-error @+1 {{'tile.atomic_rmw' op unsupported operation for target sm_80: atom with .cluster scope needs sm_90 or newer (any suffix)}}
    %o = tile.atomic_rmw add %p[%r], %v scope cluster : tensor<128xi32>, tensor<128xi32>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 75 : i32, tile.target_spec = ""} {
  tile.kernel @k() attributes {smem_bytes = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.mbarrier_init' op unsupported operation for target sm_75: mbarrier.init needs sm_80 or newer (any suffix)}}
    tile.mbarrier_init %c0, %c1
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k() attributes {smem_bytes = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.mbarrier_arrive' op unsupported operation for target sm_80: mbarrier.arrive with a count needs sm_90 or newer (any suffix)}}
    %t = tile.mbarrier_arrive %c0 count %c1 : i64
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k() attributes {smem_bytes = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.mbarrier_test_wait' op unsupported operation for target sm_80: mbarrier.test_wait.parity needs sm_90 or newer (any suffix)}}
    %d = tile.mbarrier_test_wait %c0, %c1 : i32
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k() attributes {smem_bytes = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.mbarrier_try_wait' op unsupported operation for target sm_80: mbarrier.try_wait.parity needs sm_90 or newer (any suffix)}}
    %d = tile.mbarrier_try_wait %c0, %c1 : i32
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 86 : i32, tile.target_spec = ""} {
  tile.kernel @k() attributes {smem_bytes = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.mbarrier_wait' op unsupported operation for target sm_86: mbarrier.try_wait.parity needs sm_90 or newer (any suffix)}}
    tile.mbarrier_wait %c0, %c1 : i32
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k() attributes {smem_bytes = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.mbarrier_arrive_expect_tx' op unsupported operation for target sm_80: mbarrier.arrive.expect_tx needs sm_90 or newer (any suffix)}}
    tile.mbarrier_arrive_expect_tx %c0, %c1
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k() attributes {smem_bytes = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.mbarrier_complete_tx' op unsupported operation for target sm_80: mbarrier.complete_tx needs sm_90 or newer (any suffix)}}
    tile.mbarrier_complete_tx %c0, %c1
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k() attributes {smem_bytes = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.mbarrier_arrive_cluster' op unsupported operation for target sm_80: mbarrier.arrive.shared::cluster needs sm_90 or newer (any suffix)}}
    tile.mbarrier_arrive_cluster %c0, %c1
    tile.return
  }
}

// -----

// TMA starts at sm_90.
module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k(%t: !tile.ptr<f16> {tile.tensor_map}) attributes {smem_bytes = 1024 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.tma_load' op unsupported operation for target sm_80: cp.async.bulk.tensor (tile.tma_load) needs sm_90 or newer (any suffix)}}
    tile.tma_load %t[%c0, %c0], %c0, %c0 : !tile.ptr<f16>
    tile.return
  }
}

// -----

// im2col::w and CTA pairs need the tensor-memory Blackwell targets.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%t: !tile.ptr<f16> {tile.tensor_map}) attributes {smem_bytes = 1024 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    // expected-error @+1 {{'tile.tma_load' op unsupported operation for target sm_90a: tile.tma_load mode im2col_w needs sm_100f, sm_100a, sm_101f, sm_101a, sm_103f, sm_103a, sm_110f, sm_110a}}
    tile.tma_load %t[%c0, %c0, %c0], %c0, %c0 im2col[%c1, %c2] mode im2col_w : !tile.ptr<f16>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 120 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%t: !tile.ptr<f16> {tile.tensor_map}) attributes {smem_bytes = 1024 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    // expected-error @+1 {{'tile.tma_load' op unsupported operation for target sm_120a: tile.tma_load mode im2col_w128 needs sm_100f, sm_100a,}}
    tile.tma_load %t[%c0, %c0, %c0, %c0], %c0, %c0 im2col[%c1, %c2] mode im2col_w128 : !tile.ptr<f16>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = ""} {
  tile.kernel @k(%t: !tile.ptr<f16> {tile.tensor_map}) attributes {smem_bytes = 1024 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.tma_load' op unsupported operation for target sm_90: tile.tma_load cta_group 2 needs sm_100f, sm_100a, sm_101f, sm_101a, sm_103f, sm_103a, sm_110f, sm_110a}}
    tile.tma_load %t[%c0, %c0], %c0, %c0 cta_group 2 : !tile.ptr<f16>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 89 : i32, tile.target_spec = ""} {
  tile.kernel @k(%t: !tile.ptr<f16> {tile.tensor_map}) attributes {smem_bytes = 1024 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.tma_store' op unsupported operation for target sm_89: cp.reduce.async.bulk.tensor (tile.tma_store reduce) needs sm_90 or newer (any suffix)}}
    tile.tma_store %c0, %t[%c0, %c0] reduce add : !tile.ptr<f16>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k() {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.tma_store_wait' op unsupported operation for target sm_80: cp.async.bulk.wait_group (tile.tma_store_wait) needs sm_90 or newer (any suffix)}}
    tile.tma_store_wait
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k(%t: !tile.ptr<f16> {tile.tensor_map}) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.tma_prefetch' op unsupported operation for target sm_80: cp.async.bulk.prefetch.tensor (tile.tma_prefetch) needs sm_90 or newer (any suffix)}}
    tile.tma_prefetch %t[%c0] : !tile.ptr<f16>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 75 : i32, tile.target_spec = ""} {
  tile.kernel @k(%t: !tile.ptr<f16> {tile.tensor_map}) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.tensormap_prefetch' op unsupported operation for target sm_75: prefetch.tensormap (tile.tensormap_prefetch) needs sm_90 or newer (any suffix)}}
    tile.tensormap_prefetch %t : !tile.ptr<f16>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k() {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.l2_policy' op unsupported operation for target sm_80: createpolicy (tile.l2_policy) needs sm_90 or newer (any suffix)}}
    %p = tile.l2_policy evict_last : i64
    tile.return
  }
}

// -----

// setmaxnreg: sm_90a and the a/f targets from sm_100.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = ""} {
  tile.kernel @k() {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.setmaxnreg' op unsupported operation for target sm_90: setmaxnreg needs sm_90a, sm_100f, sm_100a, sm_101f, sm_101a, sm_103f, sm_103a, sm_110f, sm_110a, sm_120f, sm_120a, sm_121f, sm_121a}}
    tile.setmaxnreg inc 240
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 120 : i32, tile.target_spec = ""} {
  tile.kernel @k() {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.setmaxnreg' op unsupported operation for target sm_120: setmaxnreg needs sm_90a,}}
    tile.setmaxnreg dec 40
    tile.return
  }
}

// -----

// Without a target there is nothing to check the op against.
module {
  tile.kernel @k() {
    // expected-error @+1 {{'tile.setmaxnreg' op needs a target to check setmaxnreg against: the module has no tile.compute_capability / tile.target_spec (pass --gpu-name)}}
    tile.setmaxnreg inc 240
    tile.return
  }
}


// -----

// Scope qualifiers are sm_60's: before, atoms are device-wide, which a sys
// scope would silently weaken.
module attributes {tile.compute_capability = 52 : i32, tile.target_spec = ""} {
  tile.kernel @k(%p: !tile.ptr<i32>) {
    %r = tile.range 0 to 128 : tensor<128xi32>
    // expected-error @+1 {{'tile.atomic_rmw' op atom with .sys scope needs sm_60 or newer; sm_52 has only device-wide atomics}}
    %o = tile.atomic_rmw add %p[%r], %r scope sys : tensor<128xi32>, tensor<128xi32>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 52 : i32, tile.target_spec = ""} {
  tile.kernel @k(%p: !tile.ptr<f64>) {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = arith.sitofp %r : tensor<128xi32> to tensor<128xf64>
    // expected-error @+1 {{'tile.atomic_rmw' op atom.add.f64 needs sm_60 or newer, not sm_52}}
    %o = tile.atomic_rmw add %p[%r], %v scope gpu : tensor<128xi32>, tensor<128xf64>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 30 : i32, tile.target_spec = ""} {
  tile.kernel @k(%p: !tile.ptr<i64>) {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = arith.extsi %r : tensor<128xi32> to tensor<128xi64>
    // expected-error @+1 {{'tile.atomic_rmw' op 64-bit atom.max needs sm_32 or newer, not sm_30}}
    %o = tile.atomic_rmw max %p[%r], %v scope gpu : tensor<128xi32>, tensor<128xi64>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 89 : i32, tile.target_spec = ""} {
  tile.kernel @k() {
    // expected-error @+1 {{'tile.griddepcontrol' op unsupported operation for target sm_89: griddepcontrol.launch_dependents needs sm_90 or newer (any suffix)}}
    tile.griddepcontrol launch_dependents
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k(%p: !tile.ptr<bf16>) {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = arith.constant dense<1.0> : tensor<128xbf16>
    // expected-error @+1 {{'tile.atomic_rmw' op unsupported operation for target sm_80: atom.add.noftz.bf16 needs sm_90 or newer (any suffix)}}
    %o = tile.atomic_rmw add %p[%r], %v scope gpu : tensor<128xi32>, tensor<128xbf16>
    tile.return
  }
}

// -----

// An int8 dot forced onto tcgen05 on a family target: the tcgen05 family
// runs there, kind::i8 does not (ptxas 13 takes it on sm_100a and sm_110a).
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "f"} {
  tile.kernel @k(%p: !tile.ptr<i8>, %q: !tile.ptr<i32>) attributes {num_warps = 4 : i32} {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %rr = tile.expand_dims %r axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %rb = tile.broadcast %rr : tensor<128x1xi32> -> tensor<128x128xi32>
    %t = tile.load %p[%rb] : tensor<128x128xi32> -> tensor<128x128xi8>
    %c = arith.constant dense<0> : tensor<128x128xi32>
    // expected-error @+1 {{'tile.dot' op unsupported operation for target sm_100f: tcgen05.mma kind::i8 needs sm_100a, sm_101a, sm_110a}}
    %d = tile.dot %t, %t, %c kind tcgen05 : tensor<128x128xi8>, tensor<128x128xi8> -> tensor<128x128xi32>
    tile.store %d, %q[%rb] : tensor<128x128xi32>, tensor<128x128xi32>
    tile.return
  }
}
