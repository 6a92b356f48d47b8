// The TMA examples on targets that have TMA but run the dot on mma.sync
// (sm_90 without the a, sm_120a/f, sm_121a/f): tile-pipeline gives the K
// loop a TMA + mma.sync pipeline. Thread 0 keeps S - 1 iterations of boxes
// in flight (one full mbarrier per stage, no producer warpgroup, no
// setmaxnreg), and every warp reads its mma.sync fragments straight from
// the 128-byte-swizzled stages with ldmatrix (.trans for a K x N box of B);
// nothing is copied through registers, so ptxas -v reports no spills.
//
// RUN: tile-translate --gpu-name=sm_120a --remarks %examples/gemm_bf16_tma.mlir -o %t.120a.ptx 2>&1 | FileCheck %s --check-prefix=REMARK120
// RUN: FileCheck %s --check-prefix=PTX < %t.120a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_120a -v %t.120a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_90 --remarks %examples/gemm_bf16_tma.mlir -o %t.90.ptx 2>&1 | FileCheck %s --check-prefix=REMARK90
// RUN: FileCheck %s --check-prefix=PTX < %t.90.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 -v %t.90.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_121f %examples/gemm_fp8_tma.mlir -o %t.fp8.ptx
// RUN: FileCheck %s --check-prefix=FP8 < %t.fp8.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_121f -v %t.fp8.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_120a --tile-lower-dot --tile-pipeline %examples/gemm_bf16_tma_kn.mlir | FileCheck %s --check-prefix=MARK
// RUN: tile-translate --gpu-name=sm_120a %examples/gemm_bf16_tma_kn.mlir -o %t.kn.ptx
// RUN: FileCheck %s --check-prefix=KN < %t.kn.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_120a -v %t.kn.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_120a --emit=metadata %examples/gemm_bf16_tma.mlir | FileCheck %s --check-prefix=META
// RUN: tile-translate --gpu-name=sm_120a --remarks %examples/gemm_bf16_tma_persistent.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PERSIST

// sm_120a has 99 KiB of shared memory per block: 2 stages of the 128x64 A
// and 256x64 B boxes; sm_90 has 227 KiB: the 4 the example asks for.
// REMARK120: remark: pipelined: TMA + mma.sync, 2 stages of 49152 bytes
// REMARK90: remark: pipelined: TMA + mma.sync, 4 stages of 49152 bytes

// PTX: .entry gemm_bf16_tma(
// PTX: mbarrier.init.shared::cta.b64 [{{.*}}], 1;
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// PTX-DAG: mbarrier.try_wait.parity
// PTX-DAG: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// PTX-DAG: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// PTX-DAG: mbarrier.inval.shared::cta.b64
// PTX-NOT: setmaxnreg
// PTX-NOT: wgmma
// PTX-NOT: st.local
// PTX-NOT: ldmatrix.sync.aligned.m8n8.x2

// 8-bit operands: m16n8k32, each fragment register one 32-bit shared load.
// FP8: cp.async.bulk.tensor.2d
// FP8: ld.shared.b32
// FP8: mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32
// FP8-NOT: st.local

// MARK: } {tile.pipeline = #tile.pipeline<tma_mma_sync, stages = 2, smem_offset = 0>}
// KN: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// KN: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32

// The launch needs the ring (2 x 48 KiB + the mbarriers) and 8 warps.
// META: "threads_per_block": 256
// META: "dynamic_shared_bytes": 98352

// A loop over output tiles around the pipeline stays a plain loop (each
// tile fills the ring anew), and --remarks says so at it.
// PERSIST-DAG: remark: pipelined: TMA + mma.sync, 2 stages of 49152 bytes
// PERSIST-DAG: remark: not persistent: the pipeline is TMA + mma.sync (persistent loops are wgmma and tcgen05 pipelines)

// PTXAS-NOT: error
// PTXAS: 0 bytes spill stores, 0 bytes spill loads
