// Every tile_nv op prints and parses back (the generic form too).
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s
// RUN: tile-opt %s --canonicalize --cse | FileCheck %s --check-prefix=DCE

// CHECK-LABEL: func.func @mbarrier
func.func @mbarrier(%bar: i32, %n: i32, %tid: i32, %rank: i32, %state: i64) {
  // CHECK: tile_nv.mbarrier_init shared_cta %{{.*}} count 1
  tile_nv.mbarrier_init shared_cta %bar count 1
  // CHECK: tile_nv.mbarrier_init shared_cta %{{.*}}, %{{.*}}{{$}}
  tile_nv.mbarrier_init shared_cta %bar, %n
  // CHECK: tile_nv.mbarrier_init shared %{{.*}}, %{{.*}} leader %{{.*}}
  tile_nv.mbarrier_init shared %bar, %n leader %tid
  // CHECK: tile_nv.mbarrier_inval shared_cta %{{.*}}{{$}}
  tile_nv.mbarrier_inval shared_cta %bar
  // CHECK: tile_nv.mbarrier_inval shared %{{.*}} leader %{{.*}}
  tile_nv.mbarrier_inval shared %bar leader %tid
  // CHECK: tile_nv.mbarrier_arrive shared %{{.*}} : i64
  %s0 = tile_nv.mbarrier_arrive shared %bar : i64
  // CHECK: tile_nv.mbarrier_arrive shared_cta %{{.*}}, %{{.*}} : i64
  %s1 = tile_nv.mbarrier_arrive shared_cta %bar, %n : i64
  // CHECK: tile_nv.mbarrier_arrive shared_cta %{{.*}}{{$}}
  tile_nv.mbarrier_arrive shared_cta %bar
  // CHECK: tile_nv.mbarrier_arrive shared_cluster %{{.*}} rank %{{.*}} sem release scope cluster
  tile_nv.mbarrier_arrive shared_cluster %bar rank %rank sem release scope cluster
  // CHECK: tile_nv.mbarrier_arrive shared_cluster %{{.*}}, %{{.*}} rank %{{.*}} sem release scope cluster
  tile_nv.mbarrier_arrive shared_cluster %bar, %n rank %rank sem release scope cluster
  // CHECK: tile_nv.mbarrier_arrive_expect_tx shared_cta %{{.*}}, %{{.*}}{{$}}
  tile_nv.mbarrier_arrive_expect_tx shared_cta %bar, %n
  // CHECK: tile_nv.mbarrier_arrive_expect_tx shared_cta %{{.*}}, %{{.*}} leader %{{.*}}{{$}}
  tile_nv.mbarrier_arrive_expect_tx shared_cta %bar, %n leader %tid
  // CHECK: tile_nv.mbarrier_arrive_expect_tx shared_cluster %{{.*}}, %{{.*}} rank %{{.*}} leader %{{.*}} sem release scope cluster
  tile_nv.mbarrier_arrive_expect_tx shared_cluster %bar, %n rank %rank leader %tid sem release scope cluster
  // CHECK: tile_nv.mbarrier_expect_tx shared_cta %{{.*}}, %{{.*}} leader %{{.*}} sem relaxed scope cta
  tile_nv.mbarrier_expect_tx shared_cta %bar, %n leader %tid sem relaxed scope cta
  // CHECK: tile_nv.mbarrier_expect_tx shared_cluster %{{.*}}, %{{.*}} rank %{{.*}} leader %{{.*}} sem relaxed scope cluster
  tile_nv.mbarrier_expect_tx shared_cluster %bar, %n rank %rank leader %tid sem relaxed scope cluster
  // CHECK: tile_nv.mbarrier_complete_tx shared_cta %{{.*}}, %{{.*}} leader %{{.*}} sem relaxed scope cta
  tile_nv.mbarrier_complete_tx shared_cta %bar, %n leader %tid sem relaxed scope cta
  // CHECK: tile_nv.mbarrier_test_wait shared %{{.*}}, %{{.*}} : i32
  %t0 = tile_nv.mbarrier_test_wait shared %bar, %n : i32
  // CHECK: tile_nv.mbarrier_test_wait shared %{{.*}}, %{{.*}} : i64
  %t1 = tile_nv.mbarrier_test_wait shared %bar, %state : i64
  // CHECK: tile_nv.mbarrier_try_wait shared_cta %{{.*}}, %{{.*}} : i32
  %w0 = tile_nv.mbarrier_try_wait shared_cta %bar, %n : i32
  // CHECK: tile_nv.mbarrier_try_wait shared_cta %{{.*}}, %{{.*}} timeout %{{.*}} : i64
  %w1 = tile_nv.mbarrier_try_wait shared_cta %bar, %state timeout %n : i64
  // CHECK: tile_nv.mbarrier_wait shared_cta %{{.*}}, %{{.*}} : i32
  tile_nv.mbarrier_wait shared_cta %bar, %n : i32
  // CHECK: tile_nv.mbarrier_wait shared_cta %{{.*}}, %{{.*}} : i64
  tile_nv.mbarrier_wait shared_cta %bar, %state : i64
  return
}

// CHECK-LABEL: func.func @fences_and_barriers
func.func @fences_and_barriers(%n: i32) {
  // CHECK: tile_nv.fence_proxy_async shared_cta{{$}}
  tile_nv.fence_proxy_async shared_cta
  // CHECK: tile_nv.fence_proxy_async shared_cta {no_memory_clobber}
  tile_nv.fence_proxy_async shared_cta {no_memory_clobber}
  // CHECK: tile_nv.fence_proxy_async{{$}}
  tile_nv.fence_proxy_async
  // CHECK: tile_nv.fence_mbarrier_init
  tile_nv.fence_mbarrier_init
  // CHECK: tile_nv.fence sc cluster
  tile_nv.fence sc cluster
  // CHECK: tile_nv.fence acq_rel cluster
  tile_nv.fence acq_rel cluster
  // CHECK: tile_nv.barrier_cluster_arrive relaxed aligned
  tile_nv.barrier_cluster_arrive relaxed aligned
  // CHECK: tile_nv.barrier_cluster_arrive{{$}}
  tile_nv.barrier_cluster_arrive
  // CHECK: tile_nv.barrier_cluster_wait aligned
  tile_nv.barrier_cluster_wait aligned
  // CHECK: tile_nv.bar_sync 1, %{{.*}}{{$}}
  tile_nv.bar_sync 1, %n
  // CHECK: tile_nv.bar_sync 2 threads 128
  tile_nv.bar_sync 2 threads 128
  // CHECK: tile_nv.bar_arrive 1, %{{.*}}{{$}}
  tile_nv.bar_arrive 1, %n
  // CHECK: tile_nv.bar_arrive 3 threads 64
  tile_nv.bar_arrive 3 threads 64
  return
}

// CHECK-LABEL: func.func @cp_async
func.func @cp_async(%dst: i32, %src: !llvm.ptr<1>, %gen: i64, %n: i32) {
  // CHECK: tile_nv.cp_async cg %{{.*}}, %{{.*}}, 16, %{{.*}} : !llvm.ptr<1>
  tile_nv.cp_async cg %dst, %src, 16, %n : !llvm.ptr<1>
  // CHECK: tile_nv.cp_async ca %{{.*}}, %{{.*}}, 4 : i64
  tile_nv.cp_async ca %dst, %gen, 4 : i64
  // CHECK: tile_nv.cp_async_commit_group
  tile_nv.cp_async_commit_group
  // CHECK: tile_nv.cp_async_wait_group 2
  tile_nv.cp_async_wait_group 2
  // CHECK: tile_nv.cp_async_wait_all
  tile_nv.cp_async_wait_all
  return
}

// CHECK-LABEL: func.func @registers_and_launches
func.func @registers_and_launches() {
  // CHECK: tile_nv.setmaxnreg inc 240
  tile_nv.setmaxnreg inc 240
  // CHECK: tile_nv.setmaxnreg dec 40
  tile_nv.setmaxnreg dec 40
  // CHECK: tile_nv.griddepcontrol wait
  tile_nv.griddepcontrol wait
  // CHECK: tile_nv.griddepcontrol launch_dependents
  tile_nv.griddepcontrol launch_dependents
  return
}

// Declared side effects keep unused results alive through DCE.
// DCE-LABEL: func.func @not_dead
func.func @not_dead(%bar: i32, %n: i32) {
  // DCE: tile_nv.mbarrier_arrive shared %{{.*}} : i64
  // DCE-NEXT: tile_nv.mbarrier_arrive shared %{{.*}} : i64
  %s = tile_nv.mbarrier_arrive shared %bar : i64
  %s2 = tile_nv.mbarrier_arrive shared %bar : i64
  // DCE-NEXT: tile_nv.mbarrier_try_wait
  // DCE-NEXT: tile_nv.mbarrier_try_wait
  %w = tile_nv.mbarrier_try_wait shared_cta %bar, %n : i32
  %w2 = tile_nv.mbarrier_try_wait shared_cta %bar, %n : i32
  return
}
