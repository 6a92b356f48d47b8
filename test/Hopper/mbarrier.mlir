// mbarriers: init, arrive (with count), arrive.expect_tx, expect_tx,
// complete_tx, test_wait / try_wait / try_wait.parity with a time limit, a
// blocking wait, invalidate, and the .shared::cluster forms on a peer block.

// RUN: tile-translate --gpu-name=sm_90a %S/Inputs/mbarrier.mlir -o %t.90a.ptx
// RUN: FileCheck %s < %t.90a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.90a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_90 %S/Inputs/mbarrier.mlir -o %t.90.ptx
// RUN: FileCheck %s < %t.90.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.90.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100a %S/Inputs/mbarrier.mlir -o %t.100a.ptx
// RUN: FileCheck %s < %t.100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.100a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100f %S/Inputs/mbarrier.mlir -o %t.100f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100f %t.100f.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_120a %S/Inputs/mbarrier.mlir -o %t.120a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_120a %t.120a.ptx -o /dev/null %}

// CHECK-LABEL: .entry mbarriers(
// Thread 0 initializes, then the block synchronizes.
// CHECK:      setp.eq.u32 %tl_p, [[TID:%r[0-9]+]], 0;
// CHECK-NEXT: @%tl_p mbarrier.init.shared.b64 [{{%r[0-9]+}}], {{%r[0-9]+}};
// CHECK:      bar.sync 0;
// CHECK:      mbarrier.arrive.shared.b64 {{%rd[0-9]+}}, [{{%r[0-9]+}}];
// CHECK:      mbarrier.test_wait.shared.b64 %tl_p, [{{%r[0-9]+}}], {{%rd[0-9]+}};
// CHECK:      mbarrier.try_wait.shared::cta.b64 %tl_p, [{{%r[0-9]+}}], {{%rd[0-9]+}};
// CHECK:      mbarrier.try_wait.shared::cta.b64 %tl_p, [{{%r[0-9]+}}], {{%rd[0-9]+}}, {{%r[0-9]+}};
// CHECK:      TL_WAIT:
// CHECK-NEXT: mbarrier.try_wait.shared::cta.b64 %tl_p, [{{%r[0-9]+}}], {{%rd[0-9]+}};
// CHECK-NEXT: @!%tl_p bra TL_WAIT;
// CHECK:      mbarrier.arrive.shared::cta.b64 {{%rd[0-9]+}}, [{{%r[0-9]+}}], {{%r[0-9]+}};
// CHECK:      mbarrier.test_wait.parity.shared.b64 %tl_p, [{{%r[0-9]+}}], {{%r[0-9]+}};
// CHECK:      mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [{{%r[0-9]+}}], {{%r[0-9]+}};
// CHECK:      mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [{{%r[0-9]+}}], {{%r[0-9]+}}, {{%r[0-9]+}};
// CHECK:      mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [{{%r[0-9]+}}], {{%r[0-9]+}};
// CHECK-NEXT: @!%tl_p bra TL_WAIT;
// CHECK:      @%tl_p mbarrier.arrive.expect_tx.shared::cta.b64 _, [{{%r[0-9]+}}], {{%r[0-9]+}};
// CHECK:      @%tl_p mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [{{%r[0-9]+}}], {{%r[0-9]+}};
// CHECK:      @%tl_p mbarrier.complete_tx.relaxed.cta.shared::cta.b64 [{{%r[0-9]+}}], {{%r[0-9]+}};
// CHECK:      @%tl_p mapa.shared::cluster.u32 %tl_a,
// CHECK-NEXT: @%tl_p mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64 _, [%tl_a], {{%r[0-9]+}};
// CHECK:      @%tl_p mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%tl_a], {{%r[0-9]+}};
// CHECK:      @%tl_p mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64 [%tl_a], {{%r[0-9]+}};
// CHECK:      mapa.shared::cluster.u32 %tl_a,
// CHECK-NEXT: mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%tl_a], {{%r[0-9]+}};
// CHECK:      bar.sync 0;
// CHECK:      @%tl_p mbarrier.inval.shared.b64 [{{%r[0-9]+}}];

// The sm_80 subset runs on sm_80 at the target's own PTX version.
// RUN: tile-translate --gpu-name=sm_80 %S/Inputs/mbarrier_sm80.mlir -o %t.80.ptx
// RUN: FileCheck %s --check-prefix=SM80 < %t.80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.80.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_90a %S/Inputs/mbarrier_sm80.mlir -o %t.80on90a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.80on90a.ptx -o /dev/null %}
// SM80: .version 7.0
// SM80: mbarrier.init.shared.b64
// SM80: mbarrier.arrive.shared.b64
// SM80: mbarrier.test_wait.shared.b64
// SM80: mbarrier.inval.shared.b64

// The Hopper forms are an error on sm_80 (exit status 1).
// RUN: sh -c 'tile-translate --gpu-name=sm_80 %S/Inputs/mbarrier.mlir -o /dev/null 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=BAD80
// BAD80: error: 'tile.kernel' op unsupported operation for target sm_80: cluster_dims (.reqnctapercluster) needs sm_90 or newer (any suffix)
// BAD80: exit=1
