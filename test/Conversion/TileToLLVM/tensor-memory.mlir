// The tensor-memory ops lowered as they stand (lib/Conversion/TileToNV/
// TensorMemory.cpp): one TMA box of A and one of B into 128-byte-swizzled
// buffers, thread 0's tcgen05.mma over their K (4 MMAs of K 16, the first
// overwriting the accumulator), its commit to an mbarrier, every warp's
// tcgen05.ld of its lanes after the wait, the free. On a target without
// tensor memory: a located error naming the targets that have it.
// RUN: tile-translate --gpu-name=sm_100a %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.ptx -o /dev/null %}
// RUN: not tile-translate --gpu-name=sm_90a %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=HOPPER
//
// An accumulator read back in a loop and rewritten by the next MMAs: the
// lowering fences only what the IR marks `fenced`, and refuses the
// unmarked ops (the passes that write such loops mark them).
// RUN: not tile-translate --gpu-name=sm_100a %S/Inputs/tmem_rewritten.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNFENCED
// RUN: sed 's/accumulate %%false :/accumulate %%false fenced :/; s/tmem_load %%t :/tmem_load %%t fenced :/' %S/Inputs/tmem_rewritten.mlir > %t.fenced.mlir
// RUN: tile-translate --gpu-name=sm_100a %t.fenced.mlir -o %t.fenced.ptx
// RUN: FileCheck %s --check-prefix=FENCED < %t.fenced.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.fenced.ptx -o /dev/null %}
//
// Block scaling (tile.tmem_dot_scaled, Inputs/tmem_scaled.mlir): one
// tcgen05.alloc for the accumulator's 64 columns and the scales' 8 (128),
// the leader's tcgen05.cp of A's atom to the scale columns (64 on) and
// B's to 4 columns after it, then one MMA per 32 bytes of K reading scale
// block ks: the instruction descriptor's SFA / SFB IDs 0, then 1 (bits
// 29-30 and 4-5), the transpose-B bit of the K x N B. Without block
// scaling on the target: a located error.
// RUN: tile-translate --gpu-name=sm_100a %S/Inputs/tmem_scaled.mlir -o %t.scaled.ptx
// RUN: FileCheck %s --check-prefix=SCALED < %t.scaled.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.scaled.ptx -o /dev/null %}
// RUN: not tile-translate --gpu-name=sm_90a %S/Inputs/tmem_scaled.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCALED-HOPPER
// MXFP4 (Inputs/tmem_scaled_fp4.mlir: packed e2m1 bytes, K 128, 2 scale
// blocks an MMA): kind::mxf4, both MMAs reading the one atom of A's and of
// B's scales, the second from bytes 2 and 3 of the cells (SFA / SFB IDs
// 2), A and B e2m1 (format 1, bits 7-9 and 10-12), B K-major.
// RUN: tile-translate --gpu-name=sm_100a %S/Inputs/tmem_scaled_fp4.mlir -o %t.fp4.ptx
// RUN: FileCheck %s --check-prefix=FP4 < %t.fp4.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.fp4.ptx -o /dev/null %}
// Operands in core matrices (Inputs/tmem_core.mlir: e4m3 A 128 x 32,
// B K x N 32 x 48 of lines of 48 bytes): 16-byte cp.async chunks dealt
// core matrix by core matrix (A's 256 in two rounds of the 128 threads,
// B's 96 in one, the threads past them idle), then no-swizzle
// descriptors: A K-major, LBO 128 (the next core matrix of K) and SBO 256
// (the next band of 8 rows: two core matrices of K), (8 << 16) | (16 <<
// 32) | 1 << 46 = 70437464178688; B MN-major, LBO 384 (the next band of
// 8 lines of K: three core matrices of N) and SBO 128, (24 << 16) | (8 <<
// 32) | 1 << 46 = 70403105488896.
// RUN: tile-translate --gpu-name=sm_100a %S/Inputs/tmem_core.mlir -o %t.core.ptx
// RUN: FileCheck %s --check-prefix=CORE < %t.core.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.core.ptx -o /dev/null %}
// CORE: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16
// CORE: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16
// CORE: setp.gt.u32 {{.*}}, 95;
// CORE: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16
// CORE-NOT: cp.async.cg
// CORE: or.b64 [[ADESC:%rd[0-9]+]], %rd{{[0-9]+}}, 70437464178688;
// CORE: or.b64 [[BDESC:%rd[0-9]+]], %rd{{[0-9]+}}, 70403105488896;
// CORE: tcgen05.mma.cta_group::1.kind::f8f6f4 [%r{{[0-9]+}}], [[ADESC]], [[BDESC]], %r{{[0-9]+}}, p;
// CORE-NOT: tcgen05.mma
// SCALED: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r{{[0-9]+}}], 128;
// SCALED: ld.shared.b32 [[T:%r[0-9]+]],
// SCALED: add.s32 [[SFA:%r[0-9]+]], [[T]], 64;
// SCALED: tcgen05.fence::after_thread_sync;
// SCALED: tcgen05.cp.cta_group::1.32x128b.warpx4 {{\[}}[[SFA]]{{\]}}, %rd{{[0-9]+}};
// SCALED: add.s32 [[SFB:%r[0-9]+]], [[T]], 68;
// SCALED: tcgen05.cp.cta_group::1.32x128b.warpx4 {{\[}}[[SFB]]{{\]}}, %rd{{[0-9]+}};
// SCALED: mov.b32 [[ID0:%r[0-9]+]], 143720448;
// SCALED: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 {{\[}}[[T]]{{\]}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, [[ID0]], {{\[}}[[SFA]]{{\]}}, {{\[}}[[SFB]]{{\]}}, p;
// SCALED: mov.b32 [[ID1:%r[0-9]+]], 680591376;
// SCALED: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 {{\[}}[[T]]{{\]}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, [[ID1]], {{\[}}[[SFA]]{{\]}}, {{\[}}[[SFB]]{{\]}}, p;
// SCALED-NOT: tcgen05.mma
// SCALED: tcgen05.commit
// SCALED: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r{{[0-9]+}}, 128;
// FP4: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r{{[0-9]+}}], 128;
// FP4: add.s32 [[SFA:%r[0-9]+]], [[T:%r[0-9]+]], 64;
// FP4: tcgen05.cp.cta_group::1.32x128b.warpx4 {{\[}}[[SFA]]{{\]}}, %rd{{[0-9]+}};
// FP4: add.s32 [[SFB:%r[0-9]+]], [[T]], 68;
// FP4: tcgen05.cp.cta_group::1.32x128b.warpx4 {{\[}}[[SFB]]{{\]}}, %rd{{[0-9]+}};
// 0x8900480 and 0x489004a0.
// FP4: mov.b32 [[ID0:%r[0-9]+]], 143656064;
// FP4: tcgen05.mma.cta_group::1.kind::mxf4.block_scale.block32 {{\[}}[[T]]{{\]}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, [[ID0]], {{\[}}[[SFA]]{{\]}}, {{\[}}[[SFB]]{{\]}}, p;
// FP4: mov.b32 [[ID1:%r[0-9]+]], 1217397920;
// FP4: tcgen05.mma.cta_group::1.kind::mxf4.block_scale.block32 {{\[}}[[T]]{{\]}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, [[ID1]], {{\[}}[[SFA]]{{\]}}, {{\[}}[[SFB]]{{\]}}, p;
// FP4-NOT: tcgen05.mma
// SCALED-HOPPER: tmem_scaled.mlir:{{[0-9]+}}:{{[0-9]+}}: error:
// UNFENCED: tmem_rewritten.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'tile.tmem_dot' op reads or writes an accumulator that is read back and rewritten in loops (a persistent kernel's tiles): mark its tile.tmem_load and tile.tmem_dot `fenced`
// FENCED: tcgen05.fence::after_thread_sync;
// FENCED-NOT: bar.sync
// FENCED: tcgen05.mma.cta_group::1.kind::f16
// FENCED: tcgen05.ld.sync.aligned.32x32b
// FENCED: tcgen05.wait::ld.sync.aligned;
// FENCED-NOT: bar.sync
// FENCED: tcgen05.fence::before_thread_sync;
// FENCED: bar.sync
// FENCED-NOT: tcgen05.dealloc
// FENCED: tcgen05.fence::before_thread_sync;
// FENCED: tcgen05.dealloc

!a = !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
!b = !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
!bar = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>

// CHECK-LABEL: .entry one_k_block
// CHECK: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [{{.*}}], 128;
// CHECK: tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
// CHECK: cp.async.bulk.tensor.2d
// CHECK: cp.async.bulk.tensor.2d
// CHECK: mbarrier.try_wait.parity
// CHECK: tcgen05.mma.cta_group::1.kind::f16
// CHECK: tcgen05.mma.cta_group::1.kind::f16
// CHECK: tcgen05.mma.cta_group::1.kind::f16
// CHECK: tcgen05.mma.cta_group::1.kind::f16
// CHECK-NOT: tcgen05.mma
// CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
// CHECK: mbarrier.try_wait.parity
// CHECK: tcgen05.fence::after_thread_sync;
// CHECK: tcgen05.ld.sync.aligned.32x32b.x32.b32
// CHECK: tcgen05.wait::ld.sync.aligned;
// CHECK: tcgen05.dealloc.cta_group::1.sync.aligned.b32 {{.*}}, 128;
// HOPPER: error: 'tile.tmem_alloc' op unsupported operation for target sm_90a: tensor memory and tcgen05.mma (tile.tmem_alloc) needs sm_100f, sm_100a
module {
  tile.kernel @one_k_block(%pa: !tile.ptr<bf16> {tile.tensor_map},
                           %pb: !tile.ptr<bf16> {tile.tensor_map},
                           %c: !tile.ptr<f32>) attributes {num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %false = arith.constant false
    %a = tile.buffer_alloc : !a
    %b = tile.buffer_alloc : !b
    %full = tile.buffer_alloc : !bar
    tile.barrier_init %full, count 1 : !bar
    %done = tile.buffer_alloc : !bar
    tile.barrier_init %done, count 1 : !bar
    %slot = tile.buffer_alloc : !slot
    %t = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x128xf32>
    tile.barrier_expect %full, 32768 bytes : !bar
    tile.async_load_box %pa[%c0, %c0], %a, %full : !tile.ptr<bf16>, !a, !bar
    tile.async_load_box %pb[%c0, %c0], %b, %full : !tile.ptr<bf16>, !b, !bar
    tile.barrier_wait %full, phase %c0 : !bar
    tile.tmem_dot %a, %b transpose_b, %t accumulate %false : !a, !b, !tile.tmem<128x128xf32>
    tile.tmem_commit %done : !bar
    tile.barrier_wait %done, phase %c0 : !bar
    %r = tile.tmem_load %t : !tile.tmem<128x128xf32> -> tensor<128x128xf32>
    tile.tmem_dealloc %t : !tile.tmem<128x128xf32>
    tile.barrier_inval %full : !bar
    tile.barrier_inval %done : !bar
    %i = tile.range 0 to 16384 : tensor<16384xi32>
    %o = tile.reshape %i : tensor<16384xi32> -> tensor<128x128xi32>
    tile.store %r, %c[%o] : tensor<128x128xi32>, tensor<128x128xf32>
    tile.return
  }
}
