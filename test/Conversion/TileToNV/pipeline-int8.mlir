// examples/gemm_i8_tma.mlir: the int8 GEMM takes the same warp-specialized
// TMA pipelines as the fp8 one, with s32 accumulators: wgmma .s32.s8.s8 in
// "r" registers on sm_90a; tcgen05.mma kind::i8 into tensor memory, read
// back as b32 cells, on sm_100a and sm_110a; sm_100f and sm_103a cannot run
// kind::i8, so the dot falls back to mma.sync, which the TMA + mma.sync
// pipeline feeds (32-bit fragment loads from the swizzled stages, no
// spills), and --remarks says both.
//
// RUN: tile-translate --gpu-name=sm_90a --remarks %examples/gemm_i8_tma.mlir -o %t.90a.ptx 2>&1 | FileCheck %s --check-prefix=REMARK90
// RUN: FileCheck %s --check-prefix=WGMMA < %t.90a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.90a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_100a --remarks %examples/gemm_i8_tma.mlir -o %t.100a.ptx 2>&1 | FileCheck %s --check-prefix=REMARK100
// RUN: FileCheck %s --check-prefix=TC05 < %t.100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t.100a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_110a %examples/gemm_i8_tma.mlir -o %t.110a.ptx
// RUN: FileCheck %s --check-prefix=TC05 < %t.110a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_110a -v %t.110a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_103a --remarks %examples/gemm_i8_tma.mlir -o %t.103a.ptx 2>&1 | FileCheck %s --check-prefix=REMARK103
// RUN: FileCheck %s --check-prefix=SYNC < %t.103a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_103a -v %t.103a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_100f %examples/gemm_i8_tma.mlir -o - | FileCheck %s --check-prefix=SYNC

// REMARK90: remark: pipelined: TMA + wgmma, warp-specialized, 4 stages of 49152 bytes
// REMARK100: remark: pipelined: TMA + tcgen05, 4 stages of 49152 bytes
// REMARK103-DAG: remark: tile.dot runs on mma_sync; not tcgen05: tcgen05.mma kind::i8 needs sm_100a, sm_101a, sm_110a, not sm_103a
// REMARK103-DAG: remark: pipelined: TMA + mma.sync, 4 stages of 49152 bytes

// WGMMA: .entry gemm_i8_tma(
// WGMMA-DAG: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// WGMMA-DAG: mbarrier.try_wait.parity
// WGMMA-DAG: setmaxnreg.inc.sync.aligned.u32
// WGMMA-COUNT-4: wgmma.mma_async.sync.aligned.m64n256k32.s32.s8.s8 {%r{{[0-9]+}},
// WGMMA: wgmma.wait_group.sync.aligned 1;
// WGMMA-NOT: mma.sync
// WGMMA: st.global{{.*}}.b32

// TC05: .entry gemm_i8_tma(
// TC05-DAG: cp.async.bulk.tensor.2d
// TC05-DAG: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32
// TC05: tcgen05.mma.cta_group::1.kind::i8
// TC05: tcgen05.ld.sync.aligned.32x32b
// TC05-NOT: mma.sync

// SYNC: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// SYNC: mbarrier.try_wait.parity
// SYNC: mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32
// SYNC-NOT: tcgen05.mma
// SYNC-NOT: setmaxnreg

// PTXAS-NOT: error
// PTXAS: 0 bytes spill stores, 0 bytes spill loads
