// Thread-block clusters: when every block of a cluster loads the same box
// at every K step (its coordinates depend only on the cluster's position),
// tile-pipeline marks the box for TMA multicast and the lowering copies it
// once per cluster, into the stages of all its blocks.
//
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline %examples/gemm_bf16_tma_cluster.mlir | FileCheck %s --check-prefix=MARK
// RUN: tile-translate --gpu-name=sm_90a %examples/gemm_bf16_tma_cluster.mlir -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_90a --emit=metadata %examples/gemm_bf16_tma_cluster.mlir | FileCheck %s --check-prefix=META
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline --tile-assign-layouts --convert-tile-to-llvm %examples/gemm_bf16_tma_cluster.mlir | FileCheck %s --check-prefix=LLVM
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline %s -split-input-file | FileCheck %s --check-prefix=SKIP
// RUN: tile-translate --gpu-name=sm_90a %examples/gemm_bf16_tma.mlir | FileCheck %s --check-prefix=NOCLUSTER
// RUN: tile-translate --gpu-name=sm_100a %examples/gemm_bf16_tma_cluster.mlir -o %t.100a.ptx
// RUN: FileCheck %s --check-prefix=TC05 < %t.100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t.100a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_100a %S/Inputs/gemm_cluster_2x2_tma.mlir -o %t.2d.100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t.2d.100a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline %S/Inputs/gemm_cluster_2x2_tma.mlir | FileCheck %s --check-prefix=MARK2D
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline --tile-assign-layouts --convert-tile-to-llvm %S/Inputs/gemm_cluster_2x2_tma.mlir | FileCheck %s --check-prefix=LLVM2D
// RUN: tile-translate --gpu-name=sm_90a %S/Inputs/gemm_cluster_2x2_tma.mlir -o %t.2d.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.2d.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline %S/Inputs/gemm_persistent_cluster_tma.mlir | FileCheck %s --check-prefix=PERSIST
// RUN: tile-translate --gpu-name=sm_90a %S/Inputs/gemm_persistent_cluster_tma.mlir -o %t.persist.ptx
// RUN: FileCheck %s --check-prefix=PERSISTPTX < %t.persist.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.persist.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}

// The B box (256 x 64) is the same in both blocks of the 1x2 cluster; the
// A box depends on the block's rank in the cluster.
// MARK: tile.kernel @gemm_bf16_tma_cluster
// MARK-SAME: cluster_dims = array<i32: 1, 2, 1>
// MARK: } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, multicast_b = 2, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}

// An empty barrier expects one arrival per consumer warpgroup (2) of each
// block of the cluster (2).
// LLVM: tile_nv.mbarrier_init shared_cta %{{[0-9]+}} count 1
// LLVM: tile_nv.mbarrier_init shared_cta %{{[0-9]+}}, %c4_i32{{$}}

// The cluster starts once every block's barriers are initialized; the
// producer copies A into its own block and, at iterations whose turn it is
// (i % 2 == its rank), B into both; consumers release a stage in both
// blocks (mapa + a cluster-scope remote arrive); the cluster synchronizes
// before its blocks exit.
// PTX: .explicitcluster
// PTX: .reqnctapercluster 1, 2, 1
// PTX: %cluster_ctaid.y
// PTX: fence.mbarrier_init.release.cluster;
// PTX: barrier.cluster.arrive.aligned;
// PTX-NEXT: // end inline asm
// PTX: barrier.cluster.wait.aligned;
// PTX: mbarrier.arrive.expect_tx.shared::cta.b64 _, [[[BAR:%r[0-9]+]]], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
// PTX-NEXT: // begin inline asm
// PTX-NEXT: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [[[BAR]]];
// PTX: cvt.u16.u32 %tl_m, %r{{[0-9]+}};
// PTX-NEXT: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%r{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [[[BAR]]], %tl_m;
// PTX: wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16
// PTX: wgmma.wait_group.sync.aligned 1;
// PTX: mapa.shared::cluster.u32 %tl_a, %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%tl_a];
// PTX: wgmma.wait_group.sync.aligned 0;
// PTX: barrier.cluster.arrive.aligned;
// PTX: barrier.cluster.wait.aligned;
// PTX-NOT: mbarrier.arrive.shared::cta.b64

// PTXAS: 0 bytes spill stores, 0 bytes spill loads

// tcgen05 (sm_100a): through the generic passes, a producer warp (the
// 9th) copying; a stage's MMAs commit to empty[s] in both blocks
// (.multicast::cluster, mask 3), which expects 2 arrivals; the cluster
// meets once every block's barriers are initialized, and after the
// producer waited for the commits of the stages it did not refill.
// TC05: .reqntid 288
// TC05: .reqnctapercluster 1, 2, 1
// TC05: mbarrier.init.shared::cta.b64 [%r{{[0-9]+}}], 2;
// TC05: fence.mbarrier_init.release.cluster;
// TC05: barrier.cluster.arrive;
// TC05: barrier.cluster.wait;
// TC05: bulk.tensor{{.*}}.multicast::cluster
// TC05: tcgen05.mma.cta_group::1.kind::f16
// TC05: mov.b16 %tl_m, 3;
// TC05-NEXT: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%r{{[0-9]+}}], %tl_m;
// TC05: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
// TC05: mbarrier.try_wait.parity
// TC05: tcgen05.ld.sync.aligned
// TC05: tcgen05.dealloc
// TC05-COUNT-4: mbarrier.try_wait.parity
// TC05: barrier.cluster.arrive;
// TC05: barrier.cluster.wait;

// META: "threads_per_block": 384
// META: "cluster_shape": [
// META-NEXT: 1,
// META-NEXT: 2,
// META-NEXT: 1

// Without a cluster nothing changes: no multicast, no cluster barrier.
// NOCLUSTER-NOT: multicast::cluster
// NOCLUSTER-NOT: barrier.cluster
// NOCLUSTER: mbarrier.arrive.shared::cta.b64
// NOCLUSTER-NOT: mapa

// 2 x 2 clusters: A is shared along x (the blocks of a cluster row), B
// along y (a column). Block (x, y) has rank x + 2 y; the A copies go to
// ranks 2y and 2y + 1 (mask 3 << 2y), the B copies to x and x + 2 (mask
// 5 << x); each block copies every other iteration's boxes of its row and
// of its column (i % 2 == its x, resp. its y).
// MARK2D: tile.pipeline = #tile.pipeline<tma_wgmma, {{.*}}, multicast_a = 1, multicast_b = 2,
// LLVM2D: [[X:%.*]] = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
// LLVM2D-NEXT: [[IX:%.*]] = arith.addi %{{.*}}, [[X]] : i32
// LLVM2D: nvvm.read.ptx.sreg.cluster.ctaid.y : i32
// LLVM2D: arith.cmpi eq, %{{.*}}, [[IX]] : i32
// LLVM2D-NEXT: arith.shli %c3_i32, %{{.*}} : i32
// LLVM2D: tile_nv.cp_async_bulk_tensor_load tile dims 2 {{.*}} multicast %{{[0-9]+}}{{$}}
// LLVM2D: [[Y:%.*]] = nvvm.read.ptx.sreg.cluster.ctaid.y : i32
// LLVM2D-NEXT: [[IY:%.*]] = arith.addi %{{.*}}, [[Y]] : i32
// LLVM2D: arith.cmpi eq, %{{.*}}, [[IY]] : i32
// LLVM2D-NEXT: arith.shli %c5_i32, %{{.*}} : i32
// LLVM2D: tile_nv.cp_async_bulk_tensor_load tile dims 2 {{.*}} multicast %{{[0-9]+}}{{$}}

// A persistent loop over tiles indexed by the cluster (cluster_id x to
// #tiles step num_clusters x): both blocks of a cluster run the same tiles,
// so the B box is still shared; the ring carries on from tile to tile.
// PERSIST: tile.pipeline = #tile.pipeline<tma_wgmma, {{.*}}, multicast_b = 1,
// PERSIST: } {tile.persistent}
// PERSISTPTX: barrier.cluster.wait.aligned;
// PERSISTPTX: .multicast::cluster
// PERSISTPTX: mbarrier.arrive.release.cluster.shared::cluster.b64
// PERSISTPTX: barrier.cluster.arrive.aligned;
// PERSISTPTX-NEXT: // end inline asm
// PERSISTPTX: barrier.cluster.wait.aligned;

// -----

// The cluster spans x: program_id x / 2 is the cluster's coordinate, the
// same in both blocks, so B (at n0 = (x / 2) * 128) is shared; A (at
// program_id y) is too, since the cluster does not span y.
// SKIP-LABEL: tile.kernel @both_shared
// SKIP: tile.pipeline = #tile.pipeline<tma_wgmma, {{.*}}, multicast_a = 1, multicast_b = 1,
module {
  tile.kernel @both_shared(%a: !tile.ptr<bf16> {tile.tensor_map},
                           %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 8 : i32, cluster_dims = array<i32: 2>} {
    %px = tile.program_id x : i32
    %py = tile.program_id y : i32
    %c0 = arith.constant 0 : i32
    %c2 = arith.constant 2 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %q = arith.divui %px, %c2 : i32
    %n0 = arith.muli %q, %c128 : i32
    %m0 = arith.muli %py, %c128 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %m0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %n0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tbt = tile.trans %tb : tensor<128x64xbf16> -> tensor<64x128xbf16>
      %d = tile.dot %ta, %tbt, %acc_in : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    }
    tile.return
  }
}

// -----

// program_id x with the cluster spanning x: the boxes differ between the
// blocks, nothing is multicast (x / 3 is not the cluster's coordinate for
// a cluster of 2 either).
// SKIP-LABEL: tile.kernel @not_shared
// SKIP: tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, entry_regs
// SKIP-NOT: multicast
// SKIP: tile.return
module {
  tile.kernel @not_shared(%a: !tile.ptr<bf16> {tile.tensor_map},
                          %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 8 : i32, cluster_dims = array<i32: 2, 1, 1>} {
    %px = tile.program_id x : i32
    %c0 = arith.constant 0 : i32
    %c3 = arith.constant 3 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %q = arith.divui %px, %c3 : i32
    %n0 = arith.muli %q, %c128 : i32
    %m0 = arith.muli %px, %c128 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %m0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %n0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tbt = tile.trans %tb : tensor<128x64xbf16> -> tensor<64x128xbf16>
      %d = tile.dot %ta, %tbt, %acc_in : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    }
    tile.return
  }
}

// -----

// Shared boxes, but the trip count depends on the block (its K range is
// program_id x): a block that stops early would leave the others waiting
// for its copies. No multicast.
// SKIP-LABEL: tile.kernel @bounds_differ
// SKIP: tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, entry_regs
// SKIP-NOT: multicast
// SKIP: tile.return
module {
  tile.kernel @bounds_differ(%a: !tile.ptr<bf16> {tile.tensor_map},
                             %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 8 : i32, cluster_dims = array<i32: 2>} {
    %px = tile.program_id x : i32
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %kend = arith.addi %K, %px : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    %acc = scf.for %k0 = %c0 to %kend step %c64 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tbt = tile.trans %tb : tensor<128x64xbf16> -> tensor<64x128xbf16>
      %d = tile.dot %ta, %tbt, %acc_in : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    }
    tile.return
  }
}

// -----

// A loop over tiles from program_id x (the cluster spans x): the blocks of
// a cluster may run different tiles, so the box in the K loop is not
// shared even though its coordinates come from that loop's variable.
// SKIP-LABEL: tile.kernel @outer_differs
// SKIP: tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, entry_regs
// SKIP-NOT: multicast
// SKIP: tile.return
module {
  tile.kernel @outer_differs(%a: !tile.ptr<bf16> {tile.tensor_map},
                             %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32, %T: i32)
      attributes {num_warps = 8 : i32, cluster_dims = array<i32: 2>} {
    %px = tile.program_id x : i32
    %np = tile.num_programs x : i32
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    scf.for %t = %px to %T step %np : i32 {
      %n0 = arith.muli %t, %c128 : i32
      %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
        %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
        %tb = tile.load_box %b[%k0, %n0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
        %tbt = tile.trans %tb : tensor<128x64xbf16> -> tensor<64x128xbf16>
        %d = tile.dot %ta, %tbt, %acc_in : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
        scf.yield %d : tensor<128x128xf32>
      }
    }
    tile.return
  }
}
