// tile.dot lowers to tcgen05 (tensor memory, cta_group::1) on every target
// with tensor memory (sm_100a/f, sm_103a/f, sm_110a/f) when the shape fits a
// 128-row MMA; elsewhere, and for other shapes, it stays on mma.sync.

// Family choice on a tensor-memory target, and forced-kind errors.
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot %S/Inputs/tcgen05_select.mlir | FileCheck %S/Inputs/tcgen05_select.mlir
// RUN: tile-opt --tile-lower-dot %S/Inputs/tcgen05_invalid.mlir -split-input-file -verify-diagnostics

// The encodings, before LLVM sees them.
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-assign-layouts --convert-tile-to-llvm %S/Inputs/tcgen05_dots.mlir | FileCheck %s --check-prefix=IR
// IR: gpu.module @tile_kernels attributes {tile.features = ["tcgen05"]}
// IR-LABEL: llvm.func @dot_bf16
// 64 f32 columns: the smallest power of two >= max(32, N); the only tcgen05
// dot of the kernel, outside any loop, so the CTA gives up its permit.
// IR: tile_nv.tcgen05_alloc cta_group 1 %{{[0-9]+}}, 64 relinquish
// IR: tile_nv.tcgen05_fence before_thread_sync proxy_async
// Instruction descriptor 0x08100490: D f32 (1 << 4), A bf16 (1 << 7),
// B bf16 (1 << 10), both K-major (bits 15, 16 clear), N >> 3 = 8 (<< 17),
// M >> 4 = 8 (<< 24): the MMAs' %c135267472_i32 below.
// Shared-memory descriptor bits above the start address, 0x402400090000:
// LBO 144 B (9 << 16: core matrices 128 B plus 16 B of skew apart along K),
// SBO 4 core matrices of K * 144 B = 576 B (36 << 32), the fixed 0b001 at
// bits 46-48, no swizzle (bits 61-63 clear).
// IR: arith.ori %{{[0-9]+}}, %c70523363590144_i64 : i64
// C is +0.0: nothing is stored to tensor memory; the first MMA runs with
// enable-input-d = false (operand $4), the second accumulates.
// IR-NOT: tile_nv.tcgen05_st
// IR: tile_nv.tcgen05_mma cta_group 1 f16 {{.*}}, %c135267472_i32, %c0_i32{{[_0-9]*}}{{$}}
// IR: tile_nv.tcgen05_mma cta_group 1 f16 {{.*}}, %c135267472_i32, %c1_i32{{[_0-9]*}}{{$}}
// IR: tile_nv.tcgen05_commit cta_group 1 %{{[0-9]+}}{{$}}
// IR: tile_nv.tcgen05_commit_barrier_wait
// D is stored from the registers tcgen05.ld reads it into (#tile.tcgen05:
// thread t of the warpgroup holds row t), not through shared memory.
// IR: tile_nv.tcgen05_ld _32x32b num 32 %{{[0-9]+}} wait braced :
// IR: tile_nv.tcgen05_dealloc cta_group 1 %{{[0-9]+}}, 64 fence_after
// IR: tile_nv.mbarrier_inval shared_cta
// IR-LABEL: llvm.func @dot_f16
// C = 2.0 goes to tensor memory first (warps 0-3, 32 rows each), and every
// MMA accumulates onto it.
// IR: tile_nv.tcgen05_st _32x32b num 16 %{{[0-9]+}}, %{{.*}} : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32{{$}}
// IR: tile_nv.tcgen05_wait st
// 0x080C0010 (%c135004176_i32): D f32, A and B f16 (0), N >> 3 = 6, M >> 4 = 8.
// SBO 2 core matrices of K * 144 B = 288 B (18 << 32).
// IR: arith.ori %{{[0-9]+}}, %c70446054178816_i64 : i64
// IR: tile_nv.tcgen05_mma cta_group 1 f16 {{.*}}, %c135004176_i32, %c1_i32{{[_0-9]*}}{{$}}
// IR: tile_nv.tcgen05_ld _32x32b num 16 %{{[0-9]+}} wait braced :
// IR-LABEL: llvm.func @dot_tf32
// 0x08080910: D f32, A and B tf32 (2 << 7, 2 << 10), N >> 3 = 4, M >> 4 = 8.
// IR: tile_nv.tcgen05_mma cta_group 1 tf32 {{.*}}, %c134744336_i32, %c0_i32{{[_0-9]*}}{{$}}
// IR-LABEL: llvm.func @dot_fp8
// 0x08100410: D f32, A e4m3 (0 << 7), B e5m2 (1 << 10), N >> 3 = 8, M >> 4 = 8.
// IR: tile_nv.tcgen05_mma cta_group 1 f8f6f4 {{.*}}, %c135267344_i32, %c0_i32{{[_0-9]*}}{{$}}

// Attention's key loop on tcgen05 dots that run by themselves
// (Inputs/tcgen05_rows.mlir): S, P and O in #tile.tcgen05 (thread t of a
// warpgroup holds row t), m_i and l_i in its #tile.slice rows, Q staged
// once before the loop.
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-assign-layouts %S/Inputs/tcgen05_rows.mlir | FileCheck %s --check-prefix=ROWLAYOUT
// ROWLAYOUT-LABEL: tile.kernel @rows_4_warps
// ROWLAYOUT: tile.dot {{.*}} kind tcgen05 : tensor<128x64xbf16, #tile.blocked<run = 1, threads = 128>>, {{.*}} -> tensor<128x64xf32, #tile.tcgen05<warpgroups = 1, of = 1>>
// ROWLAYOUT: tile.reduce max %{{[0-9]+}} axis 1 : tensor<128x64xf32, #tile.tcgen05<warpgroups = 1, of = 1>> -> tensor<128xf32, #tile.slice<dim = 1, parent = #tile.tcgen05<warpgroups = 1, of = 1>>>
// ROWLAYOUT: tile.broadcast %{{[0-9]+}} : tensor<128x1xf32, #tile.tcgen05<warpgroups = 1, of = 1>> -> tensor<128x64xf32, #tile.tcgen05<warpgroups = 1, of = 1>>
// ROWLAYOUT: tile.dot {{.*}} kind tcgen05 : tensor<128x64xbf16, #tile.tcgen05<warpgroups = 1, of = 1>>, tensor<64x64xbf16, #tile.blocked<run = 1, threads = 128>> -> tensor<128x64xf32, #tile.tcgen05<warpgroups = 1, of = 1>>
// ROWLAYOUT-LABEL: tile.kernel @rows_8_warps
// ROWLAYOUT: tile.reduce add %{{[0-9]+}} axis 1 : tensor<128x64xf32, #tile.tcgen05<warpgroups = 2, of = 2>> -> tensor<128xf32, #tile.slice<dim = 1, parent = #tile.tcgen05<warpgroups = 2, of = 2>>>
// O of 256 columns on one warpgroup is no #tile.tcgen05 (at most 128
// columns a thread): it stays blocked, and so does alpha's broadcast into
// it (the row vector converted to the blocked distribution first).
// ROWLAYOUT-LABEL: tile.kernel @rows_wide_o
// ROWLAYOUT: tile.reduce max %{{[0-9]+}} axis 1 : tensor<128x64xf32, #tile.tcgen05<warpgroups = 1, of = 1>>
// ROWLAYOUT: tile.broadcast %{{[0-9]+}} : tensor<128x1xf32, #tile.blocked<run = 1, threads = 128>> -> tensor<128x256xf32, #tile.blocked<run = 1, threads = 128>>
// ROWLAYOUT: tile.dot {{.*}} kind tcgen05 : tensor<128x64xbf16, #tile.tcgen05<warpgroups = 1, of = 1>>, tensor<64x256xbf16, #tile.blocked<run = 1, threads = 128>> -> tensor<128x256xf32, #tile.blocked<run = 1, threads = 128>>
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-assign-layouts --convert-tile-to-llvm=remarks %S/Inputs/tcgen05_rows.mlir 2>&1 | FileCheck %s --check-prefix=ROWS
// ROWS: remark: A (tensor<128x64xbf16>, defined before the loop) is staged to shared memory once, before the loop
// ROWS-LABEL: llvm.func @rows_4_warps
// ROWS: tile_nv.fence_proxy_async shared_cta
// ROWS: scf.for
// S is read into the registers of its rows ...
// ROWS: tile_nv.tcgen05_commit_barrier_wait
// ROWS: tile_nv.tcgen05_ld _32x32b num 32 {{.*}} wait braced
// ROWS: tile_nv.tcgen05_ld _32x32b num 32 {{.*}} wait braced
// ROWS: nvvm.barrier0
// ROWS: tile_nv.mbarrier_inval
// ... and its softmax needs neither shuffles nor a barrier (the rows are
// the threads'): the next barrier opens the second dot.
// ROWS-NOT: shfl
// ROWS: nvvm.barrier0
// ROWS-NEXT: scf.if
// ROWS-NEXT: tile_nv.tcgen05_commit_barrier_init
// ROWS: tile_nv.tcgen05_alloc
// O * alpha goes to tensor memory from the registers, no shared memory.
// ROWS: nvvm.barrier0
// ROWS-NOT: llvm.load {{.*}} -> f32
// ROWS: tile_nv.tcgen05_st _32x32b num 32
// ROWS: tile_nv.tcgen05_st _32x32b num 32
// ROWS: tile_nv.tcgen05_wait st
// ROWS: tile_nv.tcgen05_ld _32x32b num 32 {{.*}} wait braced
// Two warpgroups: each holds half of a row's columns; the halves meet in
// shared memory (a barrier each way) for every row reduction.
// ROWS-LABEL: llvm.func @rows_8_warps
// ROWS: tile_nv.mbarrier_inval
// ROWS-NOT: shfl
// ROWS: nvvm.barrier0
// ROWS: nvvm.barrier0
// ROWS: tile_nv.tcgen05_alloc
// RUN: tile-translate --gpu-name=sm_100a --check-layouts %S/Inputs/tcgen05_rows.mlir -o %t.rows.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.rows.ptx -o /dev/null %}

// Attention's key loop pipelined by --pipeline-loads (cp.async rings of K
// and V, head 128): both tcgen05 dots read B where it lies in its ring's
// stage, K^T K-major (instruction descriptor 0x08100490: N = 64) and V
// MN-major (0x08210490: N = 128 and the transpose-B bit 16), so nothing of
// B is staged. tile-tmem-dots gives them tensor memory allocated before the
// loop (O kept there, rescaled with tcgen05.ld / tcgen05.st) and Q's buffer
// filled once (test/Transforms/tmem-dots.mlir); the loop allocates
// nothing.
// RUN: tile-translate --gpu-name=sm_100a --pipeline-loads=2 --check-layouts --remarks %S/Inputs/tcgen05_attention_rings.mlir -o %t.rings.ptx 2>&1 | FileCheck %s --check-prefix=RINGS
// RUN: FileCheck %s --check-prefix=RINGS-PTX < %t.rings.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.rings.ptx -o /dev/null %}
// RINGS: remark: pipelined in the {{IR}}: 2 tile.load(s) through 2-stage cp.async rings (tile.async_copy 1 iterations ahead); its 2 tcgen05 dots each run in their iteration, reading B from its ring where a descriptor can
// RINGS: remark: tcgen05 dots on tensor memory allocated before the loop: 2 dot(s), 1 accumulator(s) kept in tensor memory across the loop
// RINGS-NOT: staged
// RINGS-PTX: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16,
// RINGS-PTX-COUNT-2: tcgen05.alloc.cta_group::1
// RINGS-PTX-NOT: tcgen05.alloc
// RINGS-PTX: cp.async.wait_group
// RINGS-PTX: mov.b32 {{.*}}, 135267472;
// RINGS-PTX-COUNT-8: tcgen05.mma.cta_group::1.kind::f16
// RINGS-PTX: tcgen05.st.sync.aligned.32x32b
// RINGS-PTX: mov.b32 {{.*}}, 136381584;
// RINGS-PTX-COUNT-4: tcgen05.mma.cta_group::1.kind::f16
// RINGS-PTX-NOT: tcgen05.mma
// RINGS-PTX-NOT: tcgen05.alloc

// Every tensor-memory target: the PTX version is the highest of the target's
// minimum and tcgen05's (8.6 on a targets, 8.8 on f targets; sm_103a needs
// 8.8 and sm_110* 9.0 for the target itself), and ptxas accepts the code.
// RUN: tile-translate --gpu-name=sm_100a %S/Inputs/tcgen05_dots.mlir -o %t.sm_100a.ptx
// RUN: FileCheck %s --check-prefix=PTX -DTARGET=sm_100a -DVERSION=8.6 < %t.sm_100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.sm_100a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100f %S/Inputs/tcgen05_dots.mlir -o %t.sm_100f.ptx
// RUN: FileCheck %s --check-prefix=PTX -DTARGET=sm_100f -DVERSION=8.8 < %t.sm_100f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100f %t.sm_100f.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_103a %S/Inputs/tcgen05_dots.mlir -o %t.sm_103a.ptx
// RUN: FileCheck %s --check-prefix=PTX -DTARGET=sm_103a -DVERSION=8.8 < %t.sm_103a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_103a %t.sm_103a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_103f %S/Inputs/tcgen05_dots.mlir -o %t.sm_103f.ptx
// RUN: FileCheck %s --check-prefix=PTX -DTARGET=sm_103f -DVERSION=8.8 < %t.sm_103f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_103f %t.sm_103f.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_110a %S/Inputs/tcgen05_dots.mlir -o %t.sm_110a.ptx
// RUN: FileCheck %s --check-prefix=PTX -DTARGET=sm_110a -DVERSION=9.0 < %t.sm_110a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_110a %t.sm_110a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_110f %S/Inputs/tcgen05_dots.mlir -o %t.sm_110f.ptx
// RUN: FileCheck %s --check-prefix=PTX -DTARGET=sm_110f -DVERSION=9.0 < %t.sm_110f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_110f %t.sm_110f.ptx -o /dev/null %}
// PTX: .version [[VERSION]]
// PTX-NEXT: .target [[TARGET]]
// PTX-LABEL: .entry dot_bf16(
// PTX: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r{{[0-9]+}}], 64;
// PTX: tcgen05.mma.cta_group::1.kind::f16 [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}}, p;
// PTX: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
// PTX: tcgen05.ld.sync.aligned.32x32b.x32.b32
// PTX: tcgen05.wait::ld.sync.aligned;
// PTX: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r{{[0-9]+}}, 64;
// PTX-LABEL: .entry dot_f16(
// PTX: tcgen05.mma.cta_group::1.kind::f16
// PTX: tcgen05.ld.sync.aligned.32x32b.x16.b32
// PTX: tcgen05.dealloc
// PTX-LABEL: .entry dot_tf32(
// PTX: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r{{[0-9]+}}], 32;
// PTX: tcgen05.mma.cta_group::1.kind::tf32
// PTX: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r{{[0-9]+}}, 32;
// PTX-LABEL: .entry dot_fp8(
// PTX: tcgen05.mma.cta_group::1.kind::f8f6f4
// PTX: tcgen05.commit
// PTX: tcgen05.ld
// PTX: tcgen05.dealloc

// A K loop around the dot that tile-pipeline leaves alone (it carries a
// second value): tile-tmem-dots allocates the accumulator once, before the
// loop, the kernel's only allocation, so the CTA gives up its permit right
// after it; A and B go to their buffers in every iteration, the
// accumulator stays in tensor memory and is freed after the loop. (A
// pipelinable one: pipeline-cp-async-core.mlir.)
// RUN: tile-translate --gpu-name=sm_100f %S/Inputs/tcgen05_gemm.mlir -o %t.gemm.ptx
// RUN: FileCheck %s --check-prefix=GEMM < %t.gemm.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100f %t.gemm.ptx -o /dev/null %}
// GEMM: .version 8.8
// GEMM: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r{{[0-9]+}}], 64;
// GEMM-NEXT: tcgen05.relinquish_alloc_permit
// GEMM-NOT: tcgen05.alloc
// GEMM: tcgen05.mma.cta_group::1.kind::f16
// GEMM-NOT: tcgen05.alloc
// GEMM: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r{{[0-9]+}}, 64;
// GEMM-NOT: tcgen05.alloc

// Two M blocks, 8 and 5 warps, and K in two rounds.
// RUN: tile-translate --gpu-name=sm_100a %S/Inputs/tcgen05_shapes.mlir -o %t.shapes.ptx
// RUN: FileCheck %s --check-prefix=SHAPES < %t.shapes.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.shapes.ptx -o /dev/null %}
// SHAPES-LABEL: .entry dot_m256(
// SHAPES: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r{{[0-9]+}}], 128;
// C in four chunks of 64 rows (what fits beside A and B), two x32 pieces each.
// SHAPES-COUNT-8: tcgen05.st.sync.aligned.32x32b.x32.b32
// SHAPES-COUNT-4: tcgen05.mma.cta_group::1.kind::f16
// SHAPES-LABEL: .entry dot_w8(
// SHAPES: .reqntid 256
// SHAPES: tcgen05.mma.cta_group::1.kind::f16
// SHAPES-LABEL: .entry dot_w5(
// SHAPES: .reqntid 160
// SHAPES: tcgen05.mma.cta_group::1.kind::f16
// SHAPES-LABEL: .entry dot_k128(
// SHAPES: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r{{[0-9]+}}], 128;
// SHAPES-COUNT-4: tcgen05.mma.cta_group::1.kind::f16
// SHAPES: tcgen05.commit
// SHAPES: mbarrier.try_wait.parity
// SHAPES-COUNT-4: tcgen05.mma.cta_group::1.kind::f16
// SHAPES: tcgen05.commit
// SHAPES: mbarrier.try_wait.parity

// The example GEMM (128x64 blocks of C, K steps of 32) takes tcgen05.
// RUN: tile-translate --gpu-name=sm_100a %examples/gemm_bf16.mlir -o %t.example.ptx
// RUN: FileCheck %s --check-prefix=EXAMPLE < %t.example.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.example.ptx -o /dev/null %}
// EXAMPLE: .entry gemm_bf16(
// EXAMPLE-NOT: mma.sync
// EXAMPLE: tcgen05.mma.cta_group::1.kind::f16
// EXAMPLE-NOT: mma.sync
