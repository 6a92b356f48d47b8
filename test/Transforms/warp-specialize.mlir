// tile-warp-specialize: a kernel whose loop tile-pipeline-loads pipelined
// through TMA rings becomes a tile.warp_specialize. The producer warp runs
// the iterations alone: it waits until the consumers released stage
// j mod 3 ("empty" ring, 128 arrivals, phase (j / 3 + 1) mod 2: the first
// round passes), arms that stage's "full" mbarrier for both boxes and
// copies iteration j's K and V boxes. The consumers keep the kernel: the
// loop still waits on "full", arrives on "empty" at its end, and no longer
// meets at a block barrier or copies; the copies before the loop and the
// mbarriers' invalidation are gone. Numerics: test/python/
// test_buffers_emulated.py (attention with K and V through tensor maps).
//
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline --tile-pipeline-loads "--tile-warp-specialize=remarks" %S/Inputs/attention_boxes.mlir 2>&1 | FileCheck %s --check-prefix=ATTN
// RUN: tile-translate --gpu-name=sm_90a --pipeline-loads=3 --warp-specialize=1 --emit=metadata %S/Inputs/attention_boxes.mlir -o - | FileCheck %s --check-prefix=META
// RUN: %if ptxas %{ tile-translate --gpu-name=sm_90a --pipeline-loads=3 --warp-specialize=1 %S/Inputs/attention_boxes.mlir -o %t.ptx && %ptxas -arch=sm_90a %t.ptx -o /dev/null %}
// RUN: %if ptxas %{ tile-translate --gpu-name=sm_90 --pipeline-loads=2 --warp-specialize=2 %S/Inputs/attention_boxes.mlir -o %t.90.ptx && %ptxas -arch=sm_90 %t.90.ptx -o /dev/null %}
// RUN: not tile-translate --gpu-name=sm_90a --warp-specialize=1 %S/Inputs/attention_boxes.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOLOADS
// RUN: not tile-translate --gpu-name=sm_90a --pipeline-loads=3 --warp-specialize=5 %S/Inputs/attention_boxes.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=MANY
// RUN: tile-opt --tile-warp-specialize=remarks %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: not tile-opt --tile-warp-specialize=planned %S/Inputs/warp_specialize_planned.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLANNED
// RUN: tile-opt --tile-warp-specialize %S/Inputs/warp_specialize_planned.mlir | FileCheck %s --check-prefix=UNPLANNED
// PLANNED: error: tile-pipeline planned 1 producer warp(s) for this kernel's TMA loop, but tile-warp-specialize cannot split it: it copies no TMA boxes into rings (tile-pipeline-loads did not pipeline its loop)
// Without `planned` (--warp-specialize=N) the mark goes either way.
// UNPLANNED: tile.kernel @k
// UNPLANNED-NOT: tile.warp_specialize
//
// A producer warpgroup beside two consumer warpgroups (the kernel at 8
// warps) gets register budgets on sm_90a, none on sm_90 (no setmaxnreg)
// or beside one consumer warpgroup (its 240 at entry are already the most).
// RUN: sed 's/%%scale: f32) {/%%scale: f32) attributes {num_warps = 8 : i32} {/' %S/Inputs/attention_boxes.mlir > %t.8.mlir
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline --tile-pipeline-loads "--tile-warp-specialize=producer-warps=4 remarks" %t.8.mlir 2>&1 | FileCheck %s --check-prefix=WG
// RUN: tile-opt --tile-set-target=gpu-name=sm_90 --tile-lower-dot --tile-pipeline --tile-pipeline-loads "--tile-warp-specialize=producer-warps=4 remarks" %t.8.mlir 2>&1 | FileCheck %s --check-prefix=WG90
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline --tile-pipeline-loads "--tile-warp-specialize=producer-warps=4 remarks" %S/Inputs/attention_boxes.mlir 2>&1 | FileCheck %s --check-prefix=WG4
// RUN: %if ptxas %{ tile-translate --gpu-name=sm_90a --pipeline-loads=3 --warp-specialize=4 %t.8.mlir -o %t.8.ptx && %ptxas -arch=sm_90a -v %t.8.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=WGPTXAS %}
//
// Ping-pong: the two consumer warpgroups of the 128-row attention take
// turns at each of the loop's dots (not where the kernel has one
// warpgroup), each dot issued async in its turn and waited for after it
// (the next warpgroup's turn starts once the dot is issued, as
// FlashAttention-3's do); ptxas takes the named barriers of the turns. Where the
// warpgroups' dots exchange through shared memory (64 rows on 8 warps:
// P's columns are split between them), the lowering refuses the turns at
// the dot that would wait at the consumers' barrier inside its turn.
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline --tile-pipeline-loads "--tile-warp-specialize=producer-warps=4 ping-pong remarks" %S/Inputs/attention_tma_m128.mlir 2>&1 | FileCheck %s --check-prefix=PP
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline --tile-pipeline-loads "--tile-warp-specialize=producer-warps=1 ping-pong remarks" %S/Inputs/attention_boxes.mlir 2>&1 | FileCheck %s --check-prefix=PP4
// RUN: %if ptxas %{ tile-translate --gpu-name=sm_90a --pipeline-loads=3 --warp-specialize=4 --ping-pong %S/Inputs/attention_tma_m128.mlir -o %t.pp.ptx && %ptxas -arch=sm_90a %t.pp.ptx -o /dev/null %}
// RUN: not tile-translate --gpu-name=sm_90a --pipeline-loads=3 --warp-specialize=4 --ping-pong %t.8.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PPSHARED
// RUN: not tile-translate --gpu-name=sm_90a --pipeline-loads=3 --ping-pong %S/Inputs/attention_boxes.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PPALONE
//
// A persistent kernel (tile-pipeline-loads' rings shared by the loop over
// tiles): the producer gets its own loop over the tiles, carrying their
// base, so it copies the next tile's boxes while the consumers store this
// one; the consumers no longer issue a tile's first copies.
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline-loads "--tile-warp-specialize=producer-warps=4 remarks" %examples/gemm_bf16_tma_persistent.mlir 2>&1 | FileCheck %s --check-prefix=TILES
// RUN: %if ptxas %{ tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline-loads --tile-warp-specialize=producer-warps=4 %examples/gemm_bf16_tma_persistent.mlir | tile-translate --gpu-name=sm_90a --check-layouts -o %t.tiles.ptx && %ptxas -arch=sm_90a %t.tiles.ptx -o /dev/null %}
//
// TMA multicast: examples/gemm_bf16_tma_cluster.mlir's two blocks of a
// cluster (along y) compute the same columns of C, so they load the same
// B box. Block j mod 2 copies iteration j's B box into both blocks'
// stage (its CTA mask: 3 << 0, the group spanning y); each copies its own
// A box. A stage is released cluster-wide: lane r of every consumer warp
// arrives in block r (8 warps x 2 blocks = 16 arrivals). The cluster
// meets before the partitions (every block's barriers initialized) and
// after them (no block leaves while another may still copy into it).
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline-loads=stages=4 "--tile-warp-specialize=producer-warps=4 remarks" --tile-overlap-dots %examples/gemm_bf16_tma_cluster.mlir 2>&1 | FileCheck %s --check-prefix=MC
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline-loads=stages=4 --tile-warp-specialize=producer-warps=4 --tile-overlap-dots %examples/gemm_bf16_tma_cluster.mlir | tile-translate --gpu-name=sm_90a -o %t.mc.ptx && FileCheck %s --check-prefix=MCPTX < %t.mc.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.mc.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=WGPTXAS %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline-loads=stages=4 "--tile-warp-specialize=producer-warps=1 remarks" %examples/gemm_bf16_tma_cluster.mlir -o %t.tmem.mlir 2>&1 | FileCheck %s --check-prefix=TMEM
// RUN: FileCheck %s --check-prefix=TMEM-IR < %t.tmem.mlir
// RUN: tile-translate --gpu-name=sm_100a %t.tmem.mlir -o %t.tmem.ptx
// RUN: FileCheck %s --check-prefix=TMEMPTX < %t.tmem.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.tmem.ptx -o /dev/null %}
//
// A tcgen05 loop (tile-pipeline-loads' tensor-memory form) splits the same
// way, its MMAs' commits releasing the stages the producer waits for. In
// the cluster block j mod 2 copies iteration j's B box into both blocks'
// stage, and each block's MMAs commit the stage's release to both blocks
// (`cluster`: "empty" counts one commit per block). Other blocks' commits
// land in this block's barriers asynchronously: after its loop the
// producer waits for the releases of the last S stages (as it would to
// refill them), the consumers no longer invalidate the "empty" ring it
// waits on, and the cluster meets around the partitions.
//
// The persistent form in a cluster of 2 (along x, B shared): the
// producer's first copies of each tile and its K loop's refills multicast
// alike, its MMAs commit to both blocks, and after its loop over the tiles
// it waits for the last S releases.
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline-loads=stages=3 "--tile-warp-specialize=producer-warps=1 remarks" %S/../Conversion/TileToNV/Inputs/gemm_persistent_cluster_tma.mlir -o %t.tmempc.mlir 2>&1 | FileCheck %s --check-prefix=TMEMPC
// RUN: FileCheck %s --check-prefix=TMEMPC-IR < %t.tmempc.mlir
// RUN: %if ptxas %{ tile-translate --gpu-name=sm_100a %t.tmempc.mlir -o %t.tmempc.ptx && %ptxas -arch=sm_100a %t.tmempc.ptx -o /dev/null %}
// TMEMPC: remark: warp-specialized: 1 producer warp(s) issue the 2 box copies of every iteration; the producer issues the tcgen05 MMAs too, {{.*}}; the box of kernel argument 1 multicast along x (one block of each group copies it into all, in turn; stages released cluster-wide)
// TMEMPC-IR: tile.barrier_init %{{.*}}, count 1 : {{.*}}stages = 3>
// TMEMPC-IR-NEXT: %[[EMPTY:.*]] = tile.buffer_alloc
// TMEMPC-IR-NEXT: tile.barrier_init %[[EMPTY]], count 2 :
// TMEMPC-IR: tile.cluster_arrive
// TMEMPC-IR-NEXT: tile.cluster_wait
// TMEMPC-IR-NEXT: tile.warp_specialize producer_warps = 1 {
// TMEMPC-IR: tile.async_load_box %arg1{{.*}} multicast
// TMEMPC-IR: scf.for
// TMEMPC-IR: tile.tmem_commit %{{.*}} cluster :
// TMEMPC-IR: scf.if
// TMEMPC-IR: tile.async_load_box %arg1{{.*}} multicast
// TMEMPC-IR: tile.tmem_commit
// TMEMPC-IR-NOT: cluster
// TMEMPC-IR: scf.yield
// TMEMPC-IR-COUNT-3: tile.barrier_wait
// TMEMPC-IR-NEXT: } consumers {
// TMEMPC-IR-NOT: tile.barrier_inval %[[EMPTY]]
// TMEMPC-IR: tile.cluster_arrive
// TMEMPC-IR-NEXT: tile.cluster_wait
// TMEMPC-IR-NEXT: tile.return
//
// Over CTA pairs (tile-pipeline-loads' paired form): each block's producer
// waits for its stages' releases (the first block's commits to both) and
// copies onto the first block's barriers, which the first block's
// producer alone arms; the first block's MMAs stay in the consumers'
// scf.if. The tensor memory is allocated before the pair meets (the first
// block's MMAs write the second's), the pair meets around the partitions,
// and the shared B box is split, not multicast. In a persistent paired
// kernel the first block's producer issues the MMAs, into two
// accumulators, once both blocks' consumers released one (one arrival a
// warp on the first block's ACC, 2 x 8 warps), and commits each tile to
// both blocks' DONE; each tile's first copies no longer wait in the
// consumers, and the pair meets around the partitions alone. Each
// block's producer waits for the last stages' releases (the first block's
// commits land in the second's EMPTY asynchronously) instead of the
// consumers; neither EMPTY nor ACC is invalidated (the producer may still
// wait on EMPTY, and the second block's last release may land on the
// first's ACC after its consumers are done).
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline-loads=stages=4 "--tile-warp-specialize=producer-warps=1 remarks" %examples/gemm_bf16_tcgen05_pair.mlir -o %t.pair.mlir 2>&1 | FileCheck %s --check-prefix=PAIR
// RUN: FileCheck %s --check-prefix=PAIR-IR < %t.pair.mlir
// RUN: %if ptxas %{ tile-translate --gpu-name=sm_100a %t.pair.mlir -o %t.pair.ptx && %ptxas -arch=sm_100a %t.pair.ptx -o /dev/null %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline-loads=stages=4 "--tile-warp-specialize=producer-warps=1 remarks" %S/../Conversion/TileToNV/Inputs/gemm_persistent_pair.mlir -o %t.pairper.mlir 2>&1 | FileCheck %s --check-prefix=PAIRPER
// RUN: FileCheck %s --check-prefix=PAIRPER-IR < %t.pairper.mlir
// RUN: tile-translate --gpu-name=sm_100a %t.pairper.mlir -o %t.pairper.ptx
// RUN: FileCheck %s --check-prefix=PAIRPERPTX < %t.pairper.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.pairper.ptx -o /dev/null %}
// PAIR: remark: warp-specialized: 1 producer warp(s) issue the 2 box copies of every iteration; the tcgen05 MMAs' commits release each stage; {{.*}}; boxes not multicast: its blocks are CTA pairs, which split the box they share
// PAIR-IR: tile.tmem_alloc
// PAIR-IR: %[[FIRST:.*]] = arith.cmpi eq
// PAIR-IR-NOT: tile.cluster_wait
// PAIR-IR: tile.cluster_arrive
// PAIR-IR-NEXT: tile.cluster_wait
// PAIR-IR-NEXT: tile.warp_specialize producer_warps = 1 {
// PAIR-IR: tile.barrier_expect %{{.*}}, 65536 bytes if %[[FIRST]]
// PAIR-IR: tile.async_load_box %arg0{{.*}} pair :
// PAIR-IR: tile.async_load_box %arg1{{.*}} pair :
// PAIR-IR: } consumers {
// PAIR-IR-NOT: tile.async_load_box
// PAIR-IR: scf.if %[[FIRST]] {
// PAIR-IR: tile.tmem_dot {{.*}} pair :
// PAIR-IR: tile.tmem_commit %{{.*}} pair :
// PAIR-IR-NOT: tile.cluster_wait
// PAIR-IR: tile.tmem_dealloc
// PAIR-IR-NOT: tile.cluster_wait
// PAIR-IR: tile.cluster_arrive
// PAIR-IR-NEXT: tile.cluster_wait
// PAIR-IR-NEXT: tile.return
// PAIRPER: remark: warp-specialized: 1 producer warp(s) issue the 2 box copies of every iteration; the producer issues the tcgen05 MMAs too, {{.*}}; boxes not multicast: its blocks are CTA pairs, which split the box they share
// PAIRPER-IR: tile.barrier_init %{{.*}}, count 1 : {{.*}}stages = 4>
// PAIRPER-IR-NEXT: %[[EMPTY:.*]] = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 4>
// PAIRPER-IR: %[[DONE:.*]] = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 2>
// PAIRPER-IR-NEXT: tile.barrier_init %[[DONE]], count 1
// PAIRPER-IR-NEXT: %[[ACC:.*]] = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 2>
// PAIRPER-IR-NEXT: tile.barrier_init %[[ACC]], count 16
// PAIRPER-IR: %[[T:.*]] = tile.tmem_alloc %{{.*}} -> !tile.tmem<128x256xf32, buffers = 2>
// PAIRPER-IR: %[[FIRST:.*]] = arith.cmpi eq
// PAIRPER-IR-NOT: tile.cluster_wait
// PAIRPER-IR: tile.cluster_arrive
// PAIRPER-IR-NEXT: tile.cluster_wait
// PAIRPER-IR-NEXT: tile.warp_specialize producer_warps = 1 {
// PAIRPER-IR: tile.barrier_expect %{{.*}}, 65536 bytes if
// PAIRPER-IR: tile.async_load_box %arg0{{.*}} pair :
// PAIRPER-IR: scf.if %[[FIRST]] {
// PAIRPER-IR-NEXT: %[[AE:.*]] = tile.buffer_stage %[[ACC]][%[[W:.*]]] :
// PAIRPER-IR-NEXT: tile.barrier_wait %[[AE]], phase
// PAIRPER-IR-NEXT: }
// PAIRPER-IR-NEXT: %[[TW:.*]] = tile.tmem_buffer %[[T]][%[[W]]]
// PAIRPER-IR-NEXT: scf.for
// PAIRPER-IR: scf.if %[[FIRST]] {
// PAIRPER-IR: tile.tmem_dot {{.*}}, %[[TW]] accumulate %{{.*}} pair fenced :
// PAIRPER-IR: %[[D:.*]] = tile.buffer_stage %[[DONE]][%[[W]]]
// PAIRPER-IR-NEXT: tile.tmem_commit %[[D]] pair if %[[FIRST]] :
// The producer waits for the releases of the last 4 stages (the first
// block's commits land in the second's "empty" ring asynchronously).
// PAIRPER-IR-COUNT-4: tile.barrier_wait %{{.*}}, phase
// PAIRPER-IR-NEXT: } consumers {
// PAIRPER-IR-NOT: tile.tmem_dot
// PAIRPER-IR-NOT: tile.async_load_box
// PAIRPER-IR-NOT: tile.cluster_wait
// PAIRPER-IR: scf.for
// PAIRPER-IR-NOT: tile.barrier_wait
// PAIRPER-IR: %[[CD:.*]] = tile.buffer_stage %[[DONE]][%[[CW:.*]]] :
// PAIRPER-IR-NEXT: tile.barrier_wait %[[CD]], phase
// PAIRPER-IR: %[[CT:.*]] = tile.tmem_buffer %[[T]][%[[CW]]]
// PAIRPER-IR-NEXT: tile.tmem_load %[[CT]] written %{{.*}} fenced :
// PAIRPER-IR-NEXT: %[[CE:.*]] = tile.buffer_stage %[[ACC]][%[[CW]]]
// PAIRPER-IR-NEXT: tile.barrier_arrive %[[CE]] pair :
// PAIRPER-IR: tile.store
// PAIRPER-IR-NOT: tile.cluster_wait
// PAIRPER-IR-NOT: tile.barrier_wait
// PAIRPER-IR: tile.tmem_dealloc %[[T]]
// PAIRPER-IR-NOT: tile.barrier_inval %[[ACC]]
// PAIRPER-IR-NOT: tile.barrier_inval %[[EMPTY]]
// PAIRPER-IR: tile.barrier_inval %[[DONE]]
// PAIRPER-IR-NOT: tile.barrier_inval %[[ACC]]
// PAIRPER-IR-NOT: tile.barrier_inval %[[EMPTY]]
// PAIRPER-IR: tile.cluster_arrive
// PAIRPER-IR-NEXT: tile.cluster_wait
// PAIRPER-IR-NEXT: tile.return
// The release: each warp's lane 0 on the first block's mbarrier (mapa to
// the pair's first rank).
// PAIRPERPTX: tcgen05.ld.sync.aligned
// PAIRPERPTX: tcgen05.fence::before_thread_sync;
// PAIRPERPTX: bar.warp.sync -1;
// PAIRPERPTX: mapa.shared::cluster.u32
// PAIRPERPTX: mbarrier.arrive.release.cluster.shared::cluster.b64
//
// A persistent tcgen05 kernel: the producer issues the MMAs too, into two
// accumulators in tensor memory (buffers = 2), tile t into t mod 2. Its
// loop over the tiles copies each tile's first S iterations (each copy
// waiting for its stage's release), waits until the consumers have read
// tile t - 2 back (ACC[t mod 2]: one arrival per consumer thread), runs
// the K loop (MMAs, commits, refills) and commits to DONE[t mod 2]; the
// consumers wait for it, read the accumulator back, release it and store
// the tile, while the producer runs the next tile. The accumulators are
// allocated before the partitions (both use them).
// RUN: tile-opt --tile-set-target=gpu-name=sm_100f --tile-lower-dot --tile-pipeline-loads=stages=3 "--tile-warp-specialize=producer-warps=1 remarks" %examples/gemm_bf16_tma_persistent.mlir -o %t.tmemtiles.mlir 2>&1 | FileCheck %s --check-prefix=TMEMTILES
// RUN: FileCheck %s --check-prefix=TMEMTILES-IR < %t.tmemtiles.mlir
// RUN: tile-translate --gpu-name=sm_100f %t.tmemtiles.mlir -o %t.tmemtiles.ptx
// RUN: FileCheck %s --check-prefix=TMEMTILESPTX < %t.tmemtiles.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100f %t.tmemtiles.ptx -o /dev/null %}
// TMEMTILES: remark: warp-specialized: 1 producer warp(s) issue the 2 box copies of every iteration; the producer issues the tcgen05 MMAs too, each stage released by their commits, into two accumulators in tensor memory, one per tile in turn; the kernel's warps read each tile's accumulator back and release it while the producer runs the next tile's copies and MMAs
// TMEMTILES-IR: tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 3>
// TMEMTILES-IR: %[[EMPTY:.*]] = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 3>
// TMEMTILES-IR: %[[DONE:.*]] = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 2>
// TMEMTILES-IR-NEXT: tile.barrier_init %[[DONE]], count 1
// TMEMTILES-IR-NEXT: %[[ACC:.*]] = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 2>
// TMEMTILES-IR-NEXT: tile.barrier_init %[[ACC]], count 256
// TMEMTILES-IR: %[[T:.*]] = tile.tmem_alloc %{{.*}} -> !tile.tmem<128x256xf32, buffers = 2>
// TMEMTILES-IR: tile.warp_specialize producer_warps = 1 {
// TMEMTILES-IR: scf.for %[[TILE:[^ ]*]] = {{.*}} iter_args(%[[BASE:[^ ]*]] = {{.*}}) -> (i32)
// TMEMTILES-IR: %[[P:.*]] = tile.buffer_stage %[[EMPTY]]
// TMEMTILES-IR-NEXT: tile.barrier_wait %[[P]], phase
// TMEMTILES-IR: tile.async_load_box
// TMEMTILES-IR: %[[AE:.*]] = tile.buffer_stage %[[ACC]][%[[W:.*]]] :
// TMEMTILES-IR-NEXT: tile.barrier_wait %[[AE]], phase
// TMEMTILES-IR-NEXT: %[[TW:.*]] = tile.tmem_buffer %[[T]][%[[W]]]
// TMEMTILES-IR-NEXT: scf.for
// TMEMTILES-IR: tile.tmem_dot {{.*}}, %[[TW]] accumulate %{{.*}} fenced :
// TMEMTILES-IR: %[[D:.*]] = tile.buffer_stage %[[DONE]][%[[W]]]
// TMEMTILES-IR-NEXT: tile.tmem_commit %[[D]]
// TMEMTILES-IR: } consumers {
// TMEMTILES-IR-NOT: tile.tmem_dot
// TMEMTILES-IR-NOT: tile.async_load_box
// TMEMTILES-IR: %[[CD:.*]] = tile.buffer_stage %[[DONE]][%[[CW:.*]]] :
// TMEMTILES-IR-NEXT: tile.barrier_wait %[[CD]], phase
// TMEMTILES-IR: %[[CT:.*]] = tile.tmem_buffer %[[T]][%[[CW]]]
// TMEMTILES-IR-NEXT: tile.tmem_load %[[CT]] written %{{.*}} fenced :
// TMEMTILES-IR-NEXT: %[[CE:.*]] = tile.buffer_stage %[[ACC]][%[[CW]]]
// TMEMTILES-IR-NEXT: tile.barrier_arrive %[[CE]]
// TMEMTILES-IR: tile.store
// TMEMTILES-IR: tile.tmem_dealloc %[[T]]
// The read-back fenced before the release, the MMAs after the wait for it;
// the producer's one thread alone issues them.
// TMEMTILESPTX: tcgen05.alloc
// TMEMTILESPTX: tcgen05.fence::after_thread_sync;
// TMEMTILESPTX-NOT: tcgen05.ld
// TMEMTILESPTX: tcgen05.mma.cta_group::1.kind::f16
// TMEMTILESPTX: tcgen05.ld.sync.aligned.32x32b
// TMEMTILESPTX: tcgen05.fence::before_thread_sync;
// TMEMTILESPTX: mbarrier.arrive
// TMEMTILESPTX: tcgen05.dealloc
// TMEM: remark: warp-specialized: 1 producer warp(s) issue the 2 box copies of every iteration; the tcgen05 MMAs' commits release each stage; no register budgets: {{.*}}; the box of kernel argument 1 multicast along y (one block of each group copies it into all, in turn; stages released cluster-wide); other boxes not multicast: the box's coordinates may differ between the blocks of a cluster
// TMEM-IR: tile.barrier_init %{{.*}}, count 1 : {{.*}}stages = 4>
// TMEM-IR-NEXT: %[[EMPTY:.*]] = tile.buffer_alloc
// TMEM-IR-NEXT: tile.barrier_init %[[EMPTY]], count 2 :
// TMEM-IR: tile.cluster_arrive
// TMEM-IR-NEXT: tile.cluster_wait
// TMEM-IR-NEXT: tile.warp_specialize producer_warps = 1 {
// TMEM-IR: tile.async_load_box %arg0
// TMEM-IR-NOT: multicast
// TMEM-IR: tile.async_load_box %arg1{{.*}} multicast
// TMEM-IR-NEXT: }
// TMEM-IR-COUNT-4: tile.barrier_wait
// TMEM-IR-NEXT: } consumers {
// TMEM-IR: tile.tmem_dot
// TMEM-IR-NEXT: %[[E:.*]] = tile.buffer_stage %[[EMPTY]]
// TMEM-IR-NEXT: tile.tmem_commit %[[E]] cluster :
// TMEM-IR-NOT: tile.barrier_inval %[[EMPTY]]
// TMEM-IR: tile.cluster_arrive
// TMEM-IR-NEXT: tile.cluster_wait
// TMEM-IR-NEXT: tile.return
// TMEMPTX: .reqnctapercluster 1, 2, 1
// TMEMPTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [
// TMEMPTX: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [{{%r[0-9]+}}], {{%tl_m|%r[0-9]+}};

// MC: remark: warp-specialized: 4 producer warp(s) issue the 2 box copies of every iteration; {{.*}}; the box of kernel argument 1 multicast along y (one block of each group copies it into all, in turn; stages released cluster-wide); other boxes not multicast: the box's coordinates may differ between the blocks of a cluster
// MC: tile.barrier_init %[[FULL:[^ ,]*]], count 1
// MC: %[[EMPTY:.*]] = tile.buffer_alloc
// MC-NEXT: tile.barrier_init %[[EMPTY]], count 16
// MC: tile.cluster_arrive
// MC-NEXT: tile.cluster_wait
// MC-NEXT: tile.warp_specialize producer_warps = 4
// MC: %[[R:.*]] = tile.cluster_block_id y : i32
// MC: %[[IDX:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
// MC: %[[MASK:.*]] = arith.shli %{{.*}}, %{{.*}} : i32
// MC: scf.for
// MC: tile.async_load_box %arg0[%{{.*}}, %{{.*}}], %{{.*}}, %{{[^ ]*}} :
// MC: tile.buffer_stage
// MC: %[[NTH:.*]] = arith.remui %{{.*}}, %{{.*}} : i32
// MC-NEXT: %[[COPIER:.*]] = arith.cmpi eq, %[[NTH]], %[[IDX]] : i32
// MC-NEXT: tile.async_load_box %arg1[%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} if %[[COPIER]] multicast %[[MASK]] :
// MC: } consumers {
// MC: tile.barrier_arrive %{{.*}} cluster :
// MC: tile.store
// MC: tile.cluster_arrive
// MC-NEXT: tile.cluster_wait
// MC-NEXT: tile.return
// MCPTX: .reqnctapercluster 1, 2, 1
// MCPTX: mbarrier.init.shared::cta.b64 [{{.*}}], 16;
// MCPTX: barrier.cluster.arrive;
// MCPTX: barrier.cluster.wait;
// MCPTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [
// MCPTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [
// MCPTX: bar.warp.sync -1;
// MCPTX: mapa.shared::cluster.u32
// MCPTX: mbarrier.arrive.release.cluster.shared::cluster.b64
// MCPTX: barrier.cluster.arrive;
// MCPTX: barrier.cluster.wait;

// ATTN: remark: warp-specialized: 1 producer warp(s) issue the 2 box copies of every iteration; the kernel's 4 warps release each stage after reading it
// ATTN: %[[K:.*]] = tile.buffer_alloc : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 3>
// ATTN: %[[V:.*]] = tile.buffer_alloc : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 3>
// ATTN: %[[FULL:.*]] = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 3>
// ATTN: tile.barrier_init %[[FULL]], count 1
// ATTN: %[[EMPTY:.*]] = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 3>
// ATTN: tile.barrier_init %[[EMPTY]], count 128
// ATTN-NOT: tile.async_load_box
// ATTN: tile.warp_specialize producer_warps = 1 {
// ATTN: scf.for %[[IV:.*]] = %[[LB:[^ ]*]] to %{{[^ ]*}} step %[[ST:[^ ]*]] : i32 {
// ATTN: %[[D:.*]] = arith.subi %[[IV]], %[[LB]]
// ATTN: %[[J:.*]] = arith.divui %[[D]], %[[ST]]
// ATTN: %[[S:.*]] = arith.remui %[[J]], %[[C3:.*]] : i32
// ATTN: %[[ROUND:.*]] = arith.divui %[[J]], %[[C3]]
// ATTN: %[[NEXT:.*]] = arith.addi %[[ROUND]], %{{.*}}
// ATTN: %[[PHASE:.*]] = arith.remui %[[NEXT]], %{{.*}}
// ATTN: %[[E:.*]] = tile.buffer_stage %[[EMPTY]][%[[S]]]
// ATTN: tile.barrier_wait %[[E]], phase %[[PHASE]]
// ATTN: %[[F:.*]] = tile.buffer_stage %[[FULL]][%[[S]]]
// ATTN: tile.barrier_expect %[[F]], 16384 bytes :
// ATTN: tile.async_load_box %arg1[%{{.*}}, %{{.*}}], %{{.*}}, %[[F]] :
// ATTN: tile.async_load_box %arg2[%{{.*}}, %{{.*}}], %{{.*}}, %[[F]] :
// ATTN: } consumers {
// ATTN: tile.load %arg0
// ATTN: scf.for
// ATTN-NOT: tile.barrier{{$}}
// ATTN-NOT: tile.async_load_box
// ATTN: tile.barrier_wait
// ATTN: tile.dot
// ATTN: tile.dot
// ATTN: %[[R:.*]] = tile.buffer_stage %[[EMPTY]][
// ATTN-NEXT: tile.barrier_arrive %[[R]]
// ATTN-NEXT: scf.yield
// ATTN-NOT: tile.barrier_inval
// ATTN: tile.store
// ATTN: }
// ATTN-NEXT: tile.return

// WG: remark: warp-specialized: 4 producer warp(s) issue the 2 box copies of every iteration; the kernel's 8 warps release each stage after reading it; setmaxnreg: the producer keeps 40 registers per thread, the consumers take 232 (168 at entry)
// WG: tile.barrier_init %{{.*}}, count 256
// WG: tile.warp_specialize producer_warps = 4 registers(40, 232) {
// WG90: remark: warp-specialized: {{.*}}; no register budgets: the target has no setmaxnreg (sm_90a,
// WG90: tile.warp_specialize producer_warps = 4 {
// WG4: remark: warp-specialized: {{.*}}; no register budgets: every thread starts with 240 registers, already the most the consumers could take
// WGPTXAS: 0 bytes spill stores, 0 bytes spill loads
// PP: remark: warp-specialized: {{.*}}; its consumer warpgroups take turns at each of its dots
// PP: } consumers {
// PP: scf.for
// PP: tile.turn_begin
// PP-NEXT: %[[S:.*]] = tile.dot {{.*}} kind wgmma async
// PP-NEXT: tile.turn_end
// PP-NEXT: tile.dot_wait %[[S]] pending 0
// PP: tile.turn_begin
// PP-NEXT: %[[O:.*]] = tile.dot {{.*}} kind wgmma async
// PP-NEXT: tile.turn_end
// PP-NEXT: tile.dot_wait %[[O]] pending 0
// PP: tile.barrier_arrive
// PP4: remark: warp-specialized: {{.*}}; no turns: turns are between 2 to 7 consumer warpgroups, the kernel has 4 warps
// PP4-NOT: tile.turn_begin
// PPSHARED: error: 'tile.turn_begin' op brackets ops that need the consumers' block-wide barrier (shared memory they exchange or stage through), where the other warpgroups would be waiting for their turn instead: move those ops out of the turn
// PPSHARED: note: the first such barrier is for the op here (an operand staged from registers, or a tile.load_box read where it lands)
// PPALONE: --ping-pong (ping_pong) orders the consumer warpgroups of a warp-specialized loop; give --warp-specialize (warp_specialize) too

// The launch: K's and V's tensor maps keep the box and swizzle of the
// copies that replaced their tile.load_box ops (what a launcher encodes
// them with), and the kernel's 4 warps and the producer's.
// META: "tensor_map": true,
// META-NEXT: "box": [
// META-NEXT: 64,
// META-NEXT: 64
// META-NEXT: ],
// META-NEXT: "swizzle": 128
// META: "tensor_map": true,
// META-NEXT: "box": [
// META-NEXT: 64,
// META-NEXT: 64
// META-NEXT: ],
// META-NEXT: "swizzle": 128
// META: "threads_per_block": 160
// NOLOADS: --warp-specialize (warp_specialize) splits the loops the generic pipeliner wrote; give --pipeline-loads (pipeline_loads) too
// MANY: --warp-specialize (warp_specialize) is 5; a producer partition has 1 to 4 warps (0: off)

// A loop that also copies with cp.async: left as it is.
// CHECK-LABEL: tile.kernel @mixed
// CHECK-NOT: tile.warp_specialize
!bars = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 2>
!bar = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
!ring = !tile.buffer<64x64xf32, #tile.shared<swizzle = 128, elem_bytes = 4>, stages = 2>
!box = !tile.buffer<64x64xf32, #tile.shared<swizzle = 128, elem_bytes = 4>>
// expected-remark @+1 {{not warp-specialized: its loop also copies with cp.async (the producer issues TMA copies only)}}
tile.kernel @mixed(%w: !tile.ptr<f32> {tile.tensor_map}, %x: !tile.ptr<f32>, %k: i32) {
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %bars = tile.buffer_alloc : !bars
  %ring = tile.buffer_alloc : !ring
  %vec = tile.buffer_alloc : !tile.buffer<64xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  tile.barrier_init %bars, count 1 : !bars
  scf.for %i = %c0 to %k step %c64 : i32 {
    %ahead = arith.addi %i, %c64 : i32
    %p = arith.cmpi slt, %ahead, %k : i32
    %bar = tile.buffer_stage %bars[%c0] : !bars
    %b = tile.buffer_stage %ring[%c0] : !ring
    tile.barrier_expect %bar, 16384 bytes if %p : !bar
    tile.async_load_box %w[%c0, %ahead], %b, %bar if %p : !tile.ptr<f32>, !box, !bar
    %r = tile.range 0 to 64 : tensor<64xi32>
    tile.async_copy %x[%r], %vec : tensor<64xi32>, !tile.buffer<64xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>
    tile.async_wait pending 0
    tile.barrier_wait %bar, phase %c0 : !bar
  }
  tile.return
}

// -----

// Two loops that copy boxes: which one the producer serves is not decided.
// CHECK-LABEL: tile.kernel @two_loops
// CHECK-NOT: tile.warp_specialize
!bars = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 2>
!bar = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
!ring = !tile.buffer<64x64xf32, #tile.shared<swizzle = 128, elem_bytes = 4>, stages = 2>
!box = !tile.buffer<64x64xf32, #tile.shared<swizzle = 128, elem_bytes = 4>>
// expected-remark @+1 {{not warp-specialized: it has 2 loops in its body that copy TMA boxes into rings, not one (tile-pipeline-loads writes them)}}
tile.kernel @two_loops(%w: !tile.ptr<f32> {tile.tensor_map}, %k: i32) {
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %bars = tile.buffer_alloc : !bars
  %ring = tile.buffer_alloc : !ring
  tile.barrier_init %bars, count 1 : !bars
  scf.for %i = %c0 to %k step %c64 : i32 {
    %bar = tile.buffer_stage %bars[%c0] : !bars
    %b = tile.buffer_stage %ring[%c0] : !ring
    tile.async_load_box %w[%c0, %i], %b, %bar : !tile.ptr<f32>, !box, !bar
  }
  scf.for %i = %c0 to %k step %c64 : i32 {
    %bar = tile.buffer_stage %bars[%c0] : !bars
    %b = tile.buffer_stage %ring[%c0] : !ring
    tile.async_load_box %w[%c0, %i], %b, %bar : !tile.ptr<f32>, !box, !bar
  }
  tile.return
}

// -----

// A ring loop inside a loop over tiles whose stage does not count on from
// the tiles before (not tile-pipeline-loads' persistent rings): the
// producer could not tell the tiles' phases apart, so it is left as it is.
// CHECK-LABEL: tile.kernel @tiles_not_shared
// CHECK-NOT: tile.warp_specialize
!bars = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 2>
!bar = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
!ring = !tile.buffer<64x64xf32, #tile.shared<swizzle = 128, elem_bytes = 4>, stages = 2>
!box = !tile.buffer<64x64xf32, #tile.shared<swizzle = 128, elem_bytes = 4>>
// expected-remark @+1 {{not warp-specialized: its loop is in a loop over tiles whose rings are not shared (not tile-pipeline-loads' persistent rings: a stage counted on from the tiles before)}}
tile.kernel @tiles_not_shared(%w: !tile.ptr<f32> {tile.tensor_map}, %k: i32, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c64 = arith.constant 64 : i32
  %bars = tile.buffer_alloc : !bars
  %ring = tile.buffer_alloc : !ring
  tile.barrier_init %bars, count 1 : !bars
  scf.for %t = %c0 to %n step %c1 : i32 {
    scf.for %i = %c0 to %k step %c64 : i32 {
      %j = arith.divui %i, %c64 : i32
      %s = arith.remui %j, %c2 : i32
      %ahead = arith.addi %i, %c64 : i32
      %p = arith.cmpi slt, %ahead, %k : i32
      %bar = tile.buffer_stage %bars[%s] : !bars
      %b = tile.buffer_stage %ring[%s] : !ring
      tile.barrier_expect %bar, 16384 bytes if %p : !bar
      tile.async_load_box %w[%c0, %ahead], %b, %bar if %p : !tile.ptr<f32>, !box, !bar
      tile.barrier_wait %bar, phase %c0 : !bar
    }
  }
  tile.return
}

// TILES: remark: warp-specialized: 4 producer warp(s) issue the 2 box copies of every iteration
// TILES: tile.warp_specialize producer_warps = 4 registers(40, 232) {
// TILES-NEXT: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[BASE:.*]] = %{{.*}}) -> (i32)
// TILES: scf.for
// TILES: arith.addi %[[BASE]], %{{.*}} : i32
// TILES: tile.barrier_wait
// TILES: tile.barrier_expect
// TILES: tile.async_load_box
// TILES: tile.async_load_box
// TILES: scf.yield %{{.*}} : i32
// TILES: } consumers {
// TILES-NOT: tile.async_load_box
// TILES-NOT: tile.barrier{{$}}
// TILES: tile.barrier_arrive
// TILES: tile.store

// -----

// In a cluster of 2 x 1 blocks: the box's row comes from the block's
// position in the cluster, so each block copies its own (no multicast,
// and the stages are released in each block alone).
// CHECK-LABEL: tile.kernel @cluster_own_boxes
// CHECK: tile.barrier_init %{{.*}}, count 128
// CHECK-NOT: tile.cluster_arrive
// CHECK: tile.warp_specialize
// CHECK-NOT: multicast
// CHECK: tile.barrier_arrive %{{[^ ]*}} :
// CHECK-NOT: tile.cluster_arrive
// CHECK: tile.return
!bars = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 2>
!bar = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
!ring = !tile.buffer<64x64xf32, #tile.shared<swizzle = 128, elem_bytes = 4>, stages = 2>
!box = !tile.buffer<64x64xf32, #tile.shared<swizzle = 128, elem_bytes = 4>>
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @cluster_own_boxes(%w: !tile.ptr<f32> {tile.tensor_map}, %k: i32) attributes {cluster_dims = array<i32: 2, 1, 1>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c64 = arith.constant 64 : i32
    %x = tile.cluster_block_id x : i32
    %row = arith.muli %x, %c64 : i32
    %bars = tile.buffer_alloc : !bars
    %ring = tile.buffer_alloc : !ring
    tile.barrier_init %bars, count 1 : !bars
    // expected-remark @+1 {{warp-specialized: 1 producer warp(s) issue the 1 box copies of every iteration; the kernel's 4 warps release each stage after reading it; no register budgets: setmaxnreg moves registers between whole warpgroups (4 producer warps beside a multiple of 4, here 1 beside 4); boxes not multicast: the box's coordinates may differ between the blocks of a cluster}}
    scf.for %i = %c0 to %k step %c64 : i32 {
      %j = arith.divui %i, %c64 : i32
      %s = arith.remui %j, %c2 : i32
      %ahead = arith.addi %i, %c64 : i32
      %p = arith.cmpi slt, %ahead, %k : i32
      tile.barrier
      %bar = tile.buffer_stage %bars[%s] : !bars
      %b = tile.buffer_stage %ring[%s] : !ring
      tile.barrier_expect %bar, 16384 bytes if %p : !bar
      tile.async_load_box %w[%ahead, %row], %b, %bar if %p : !tile.ptr<f32>, !box, !bar
      tile.barrier_wait %bar, phase %c0 : !bar
    }
    tile.barrier_inval %bars : !bars
    tile.return
  }
}

// -----

// The same loop with the box's row from the cluster's position: both
// blocks copy the same box, so block j mod 2 copies iteration j's into
// both (CTA mask 3); a stage is empty once lane r of each warp of both
// blocks arrived in block r (4 warps x 2 blocks).
// CHECK-LABEL: tile.kernel @cluster_shared_box
// CHECK: tile.barrier_init %{{.*}}, count 1
// CHECK-NEXT: %[[EMPTY:.*]] = tile.buffer_alloc
// CHECK-NEXT: tile.barrier_init %[[EMPTY]], count 8
// CHECK-NEXT: tile.cluster_arrive
// CHECK-NEXT: tile.cluster_wait
// CHECK-NEXT: tile.warp_specialize producer_warps = 1 {
// CHECK: tile.cluster_block_id x : i32
// CHECK: %[[IDX:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
// CHECK: %[[MASK:.*]] = arith.shli %{{.*}}, %{{.*}} : i32
// CHECK: scf.for
// CHECK: tile.barrier_expect
// CHECK: %[[NTH:.*]] = arith.remui %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[COPIER:.*]] = arith.cmpi eq, %[[NTH]], %[[IDX]] : i32
// CHECK-NEXT: tile.async_load_box %arg0[%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} if %[[COPIER]] multicast %[[MASK]] :
// CHECK: } consumers {
// CHECK: tile.barrier_arrive %{{.*}} cluster :
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: tile.cluster_arrive
// CHECK-NEXT: tile.cluster_wait
// CHECK-NEXT: tile.return
!bars = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 2>
!bar = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
!ring = !tile.buffer<64x64xf32, #tile.shared<swizzle = 128, elem_bytes = 4>, stages = 2>
!box = !tile.buffer<64x64xf32, #tile.shared<swizzle = 128, elem_bytes = 4>>
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @cluster_shared_box(%w: !tile.ptr<f32> {tile.tensor_map}, %k: i32) attributes {cluster_dims = array<i32: 2, 1, 1>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c64 = arith.constant 64 : i32
    %cx = tile.cluster_id x : i32
    %row = arith.muli %cx, %c64 : i32
    %bars = tile.buffer_alloc : !bars
    %ring = tile.buffer_alloc : !ring
    tile.barrier_init %bars, count 1 : !bars
    // expected-remark @+1 {{warp-specialized: 1 producer warp(s) issue the 1 box copies of every iteration; the kernel's 4 warps release each stage after reading it; no register budgets: setmaxnreg moves registers between whole warpgroups (4 producer warps beside a multiple of 4, here 1 beside 4); the box of kernel argument 0 multicast along x (one block of each group copies it into all, in turn; stages released cluster-wide)}}
    scf.for %i = %c0 to %k step %c64 : i32 {
      %j = arith.divui %i, %c64 : i32
      %s = arith.remui %j, %c2 : i32
      %ahead = arith.addi %i, %c64 : i32
      %p = arith.cmpi slt, %ahead, %k : i32
      tile.barrier
      %bar = tile.buffer_stage %bars[%s] : !bars
      %b = tile.buffer_stage %ring[%s] : !ring
      tile.barrier_expect %bar, 16384 bytes if %p : !bar
      tile.async_load_box %w[%ahead, %row], %b, %bar if %p : !tile.ptr<f32>, !box, !bar
      tile.barrier_wait %bar, phase %c0 : !bar
    }
    tile.barrier_inval %bars : !bars
    tile.return
  }
}

// -----

// The same on sm_90 (no `a`): ptxas advises against .multicast::cluster
// there, so each block copies its own box.
// CHECK-LABEL: tile.kernel @cluster_shared_box_sm_90
// CHECK: tile.barrier_init %{{.*}}, count 128
// CHECK-NOT: multicast
// CHECK-NOT: tile.cluster_arrive
// CHECK: tile.return
!bars = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 2>
!bar = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
!ring = !tile.buffer<64x64xf32, #tile.shared<swizzle = 128, elem_bytes = 4>, stages = 2>
!box = !tile.buffer<64x64xf32, #tile.shared<swizzle = 128, elem_bytes = 4>>
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = ""} {
  tile.kernel @cluster_shared_box_sm_90(%w: !tile.ptr<f32> {tile.tensor_map}, %k: i32) attributes {cluster_dims = array<i32: 2, 1, 1>} {
    %c0 = arith.constant 0 : i32
    %c2 = arith.constant 2 : i32
    %c64 = arith.constant 64 : i32
    %cx = tile.cluster_id x : i32
    %row = arith.muli %cx, %c64 : i32
    %bars = tile.buffer_alloc : !bars
    %ring = tile.buffer_alloc : !ring
    tile.barrier_init %bars, count 1 : !bars
    // expected-remark @+1 {{boxes not multicast: ptxas advises against .multicast::cluster on sm_90 (reduced performance expected on future architectures); it multicasts on sm_90a, }}
    scf.for %i = %c0 to %k step %c64 : i32 {
      %j = arith.divui %i, %c64 : i32
      %s = arith.remui %j, %c2 : i32
      %ahead = arith.addi %i, %c64 : i32
      %p = arith.cmpi slt, %ahead, %k : i32
      tile.barrier
      %bar = tile.buffer_stage %bars[%s] : !bars
      %b = tile.buffer_stage %ring[%s] : !ring
      tile.barrier_expect %bar, 16384 bytes if %p : !bar
      tile.async_load_box %w[%ahead, %row], %b, %bar if %p : !tile.ptr<f32>, !box, !bar
      tile.barrier_wait %bar, phase %c0 : !bar
    }
    tile.barrier_inval %bars : !bars
    tile.return
  }
}
