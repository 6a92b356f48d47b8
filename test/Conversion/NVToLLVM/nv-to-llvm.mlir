// Each tile_nv op becomes the inline PTX tile emits: text, constraints
// (side-effecting, with the memory clobber) and result types.
// RUN: tile-opt %s --convert-tile-nv-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @mbarrier
llvm.func @mbarrier(%bar: i32, %n: i32, %tid: i32, %rank: i32, %state: i64) {
  // CHECK: llvm.inline_asm has_side_effects "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}" %{{.*}} : (i32) -> ()
  tile_nv.mbarrier_init shared_cta %bar count 1
  // CHECK: llvm.inline_asm has_side_effects "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}" %{{.*}}, %{{.*}} : (i32, i32) -> ()
  tile_nv.mbarrier_init shared_cta %bar, %n
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $2, 0;\0A\09@%tl_p mbarrier.init.shared.b64 [$0], $1;\0A\09}", "r,r,r,~{memory}"
  tile_nv.mbarrier_init shared %bar, %n leader %tid
  // CHECK: llvm.inline_asm has_side_effects "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"
  tile_nv.mbarrier_inval shared_cta %bar
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $1, 0;\0A\09@%tl_p mbarrier.inval.shared.b64 [$0];\0A\09}", "r,r,~{memory}"
  tile_nv.mbarrier_inval shared %bar leader %tid
  // CHECK: llvm.inline_asm has_side_effects "mbarrier.arrive.shared.b64 $0, [$1];", "=l,r,~{memory}" %{{.*}} : (i32) -> i64
  %s0 = tile_nv.mbarrier_arrive shared %bar : i64
  // CHECK: llvm.inline_asm has_side_effects "mbarrier.arrive.shared::cta.b64 $0, [$1], $2;", "=l,r,r,~{memory}" %{{.*}}, %{{.*}} : (i32, i32) -> i64
  %s1 = tile_nv.mbarrier_arrive shared_cta %bar, %n : i64
  // CHECK: llvm.inline_asm has_side_effects "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}"
  tile_nv.mbarrier_arrive shared_cta %bar
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .b32 %tl_a;\0A\09mapa.shared::cluster.u32 %tl_a, $0, $1;\0A\09mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%tl_a];\0A\09}", "r,r,~{memory}"
  tile_nv.mbarrier_arrive shared_cluster %bar rank %rank sem release scope cluster
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .b32 %tl_a;\0A\09mapa.shared::cluster.u32 %tl_a, $0, $1;\0A\09mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%tl_a], $2;\0A\09}", "r,r,r,~{memory}"
  tile_nv.mbarrier_arrive shared_cluster %bar, %n rank %rank sem release scope cluster
  // CHECK: llvm.inline_asm has_side_effects "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"
  tile_nv.mbarrier_arrive_expect_tx shared_cta %bar, %n
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $2, 0;\0A\09@%tl_p mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;\0A\09}", "r,r,r,~{memory}"
  tile_nv.mbarrier_arrive_expect_tx shared_cta %bar, %n leader %tid
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09.reg .b32 %tl_a;\0A\09setp.eq.u32 %tl_p, $3, 0;\0A\09@%tl_p mapa.shared::cluster.u32 %tl_a, $0, $2;\0A\09@%tl_p mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64 _, [%tl_a], $1;\0A\09}", "r,r,r,r,~{memory}"
  tile_nv.mbarrier_arrive_expect_tx shared_cluster %bar, %n rank %rank leader %tid sem release scope cluster
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $2, 0;\0A\09@%tl_p mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [$0], $1;\0A\09}", "r,r,r,~{memory}"
  tile_nv.mbarrier_expect_tx shared_cta %bar, %n leader %tid sem relaxed scope cta
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09.reg .b32 %tl_a;\0A\09setp.eq.u32 %tl_p, $3, 0;\0A\09@%tl_p mapa.shared::cluster.u32 %tl_a, $0, $2;\0A\09@%tl_p mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64 [%tl_a], $1;\0A\09}", "r,r,r,r,~{memory}"
  tile_nv.mbarrier_complete_tx shared_cluster %bar, %n rank %rank leader %tid sem relaxed scope cluster
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.test_wait.parity.shared.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}" %{{.*}}, %{{.*}} : (i32, i32) -> i32
  %t0 = tile_nv.mbarrier_test_wait shared %bar, %n : i32
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.test_wait.shared.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,l,~{memory}" %{{.*}}, %{{.*}} : (i32, i64) -> i32
  %t1 = tile_nv.mbarrier_test_wait shared %bar, %state : i64
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"
  %w0 = tile_nv.mbarrier_try_wait shared_cta %bar, %n : i32
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.shared::cta.b64 %tl_p, [$1], $2, $3;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,l,r,~{memory}"
  %w1 = tile_nv.mbarrier_try_wait shared_cta %bar, %state timeout %n : i64
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09TL_WAIT:\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$0], $1;\0A\09@!%tl_p bra TL_WAIT;\0A\09}", "r,r,~{memory}"
  tile_nv.mbarrier_wait shared_cta %bar, %n : i32
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09TL_WAIT:\0A\09mbarrier.try_wait.shared::cta.b64 %tl_p, [$0], $1;\0A\09@!%tl_p bra TL_WAIT;\0A\09}", "r,l,~{memory}"
  tile_nv.mbarrier_wait shared_cta %bar, %state : i64
  // CHECK-NOT: tile_nv.
  llvm.return
}

// CHECK-LABEL: llvm.func @fences_and_barriers
llvm.func @fences_and_barriers(%n: i32) {
  // CHECK: llvm.inline_asm has_side_effects "fence.proxy.async.shared::cta;", "~{memory}"  : () -> ()
  tile_nv.fence_proxy_async shared_cta
  // CHECK: llvm.inline_asm has_side_effects "fence.proxy.async.shared::cta;", ""  : () -> ()
  tile_nv.fence_proxy_async shared_cta {no_memory_clobber}
  // CHECK: llvm.inline_asm has_side_effects "fence.proxy.async;", "~{memory}"
  tile_nv.fence_proxy_async
  // CHECK: llvm.inline_asm has_side_effects "fence.mbarrier_init.release.cluster;", "~{memory}"
  tile_nv.fence_mbarrier_init
  // CHECK: llvm.inline_asm has_side_effects "fence.sc.cluster;", "~{memory}"
  tile_nv.fence sc cluster
  // CHECK: llvm.inline_asm has_side_effects "fence.acq_rel.cluster;", "~{memory}"
  tile_nv.fence acq_rel cluster
  // CHECK: llvm.inline_asm has_side_effects "barrier.cluster.arrive.relaxed.aligned;", "~{memory}"
  tile_nv.barrier_cluster_arrive relaxed aligned
  // CHECK: llvm.inline_asm has_side_effects "barrier.cluster.arrive;", "~{memory}"
  tile_nv.barrier_cluster_arrive
  // CHECK: llvm.inline_asm has_side_effects "barrier.cluster.wait.aligned;", "~{memory}"
  tile_nv.barrier_cluster_wait aligned
  // CHECK: llvm.inline_asm has_side_effects "bar.sync 1, $0;", "r,~{memory}" %{{.*}} : (i32) -> ()
  tile_nv.bar_sync 1, %n
  // CHECK: llvm.inline_asm has_side_effects "bar.sync 2, 128;", "~{memory}"
  tile_nv.bar_sync 2 threads 128
  // CHECK: llvm.inline_asm has_side_effects "bar.sync 0;", "~{memory}"
  tile_nv.bar_sync 0
  // CHECK: llvm.inline_asm has_side_effects "bar.arrive 1, $0;", "r,~{memory}"
  tile_nv.bar_arrive 1, %n
  // CHECK: llvm.inline_asm has_side_effects "bar.arrive 3, 64;", "~{memory}"
  tile_nv.bar_arrive 3 threads 64
  llvm.return
}

// CHECK-LABEL: llvm.func @cp_async
llvm.func @cp_async(%dst: i32, %src: !llvm.ptr<1>, %gen: i64, %n: i32) {
  // CHECK: llvm.inline_asm has_side_effects "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}" %{{.*}}, %{{.*}}, %{{.*}} : (i32, !llvm.ptr<1>, i32) -> ()
  tile_nv.cp_async cg %dst, %src, 16, %n : !llvm.ptr<1>
  // CHECK: llvm.inline_asm has_side_effects "cp.async.ca.shared.global [$0], [$1], 4;", "r,l,~{memory}" %{{.*}}, %{{.*}} : (i32, i64) -> ()
  tile_nv.cp_async ca %dst, %gen, 4 : i64
  // CHECK: llvm.inline_asm has_side_effects "cp.async.commit_group;", "~{memory}"
  tile_nv.cp_async_commit_group
  // CHECK: llvm.inline_asm has_side_effects "cp.async.wait_group 2;", "~{memory}"
  tile_nv.cp_async_wait_group 2
  // CHECK: llvm.inline_asm has_side_effects "cp.async.wait_all;", "~{memory}"
  tile_nv.cp_async_wait_all
  llvm.return
}

// CHECK-LABEL: llvm.func @registers_and_launches
llvm.func @registers_and_launches() {
  // CHECK: llvm.inline_asm has_side_effects "setmaxnreg.inc.sync.aligned.u32 240;", "~{memory}"
  tile_nv.setmaxnreg inc 240
  // CHECK: llvm.inline_asm has_side_effects "setmaxnreg.dec.sync.aligned.u32 40;", "~{memory}"
  tile_nv.setmaxnreg dec 40
  // CHECK: nvvm.griddepcontrol wait
  tile_nv.griddepcontrol wait
  // CHECK: nvvm.griddepcontrol launch_dependents
  tile_nv.griddepcontrol launch_dependents
  llvm.return
}
