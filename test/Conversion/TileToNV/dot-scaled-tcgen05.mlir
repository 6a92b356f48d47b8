// tile.dot_scaled (MXFP8) lowers to tcgen05.mma.cta_group::1.kind::mxf8f6f4
// .block_scale on every target with tensor memory (sm_100a/f, sm_103a/f,
// sm_110a/f) when M is a multiple of 128: the ue8m0 scales go through shared
// memory to tensor memory with tcgen05.cp, and the MMA reads them there.

// Family choice, and the shapes and formats it cannot take.
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot %examples/gemm_mxfp8.mlir | FileCheck %s --check-prefix=KIND
// KIND: tile.dot_scaled {{.*}} kind tcgen05
// RUN: tile-opt --tile-lower-dot %S/Inputs/tcgen05_scaled_invalid.mlir -split-input-file -verify-diagnostics

// The encodings, before LLVM sees them.
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-assign-layouts --convert-tile-to-llvm %S/Inputs/tcgen05_scaled_dots.mlir | FileCheck %s --check-prefix=IR
// IR: gpu.module @tile_kernels attributes {tile.features = ["tcgen05", "tcgen05_block_scale"]}
// IR-LABEL: llvm.func @scaled_k128
// 64 accumulator columns, then one 4-column atom of A's and one of B's
// scales: 72 columns, allocated as 128.
// IR: tile_nv.tcgen05_alloc cta_group 1 %{{[0-9]+}}, 128 relinquish
// IR: tile_nv.tcgen05_fence before_thread_sync proxy_async
// The tcgen05.cp source descriptor above the start address, 0x400800000000:
// LBO 0 (one 16-byte column), SBO 128 B (8 << 32: 8 rows x 16 B between the
// 8-row core matrices of a 32x128b atom), the fixed 0b001 at bits 46-48, no
// swizzle.
// IR: arith.ori %{{[0-9]+}}, %c70403103916032_i64 : i64
// IR: tile_nv.tcgen05_cp cta_group 1 _32x128b warpx4 %{{[0-9]+}}, %{{[0-9]+}}{{$}}
// IR: arith.ori %{{[0-9]+}}, %c70403103916032_i64 : i64
// IR: tile_nv.tcgen05_cp cta_group 1 _32x128b warpx4 %{{[0-9]+}}, %{{[0-9]+}}{{$}}
// K 128 = four MMAs of K 32, one scale block each: SF IDs (bytes) 0-3 of the
// same TMEM columns. Block-scaled instruction descriptors: 0x08900000 =
// N >> 3 = 8 (<< 17), UE8M0 scales (1 << 23), M >> 7 = 1 (<< 27), A and B
// e4m3 (0), SFA = SFB = 0; then SFA ID << 29 | SFB ID << 4 for IDs 1-3
// (0x28900010, 0x48900020, 0x68900030). C is +0.0: the first MMA runs with
// enable-input-d = false.
// IR: tile_nv.tcgen05_mma cta_group 1 mxf8f6f4 {{.*}}, %c143654912_i32, %c0_i32{{[_0-9]*}} scale %{{[0-9]+}}, %{{[0-9]+}} block 32{{$}}
// IR: tile_nv.tcgen05_mma cta_group 1 mxf8f6f4 {{.*}}, %c680525840_i32, %c1_i32{{[_0-9]*}} scale
// IR: tile_nv.tcgen05_mma cta_group 1 mxf8f6f4 {{.*}}, %c1217396768_i32, %c1_i32{{[_0-9]*}} scale
// IR: tile_nv.tcgen05_mma cta_group 1 mxf8f6f4 {{.*}}, %c1754267696_i32, %c1_i32{{[_0-9]*}} scale
// IR: tile_nv.tcgen05_commit cta_group 1 %{{[0-9]+}}{{$}}
// IR: tile_nv.tcgen05_ld _32x32b num 32 %{{[0-9]+}} wait :
// IR: tile_nv.tcgen05_dealloc cta_group 1 %{{[0-9]+}}, 128 fence_after
// IR-LABEL: llvm.func @scaled_m256
// C = 2.0 goes to tensor memory first; two M blocks: two A atoms, one B atom.
// IR: tile_nv.tcgen05_st _32x32b num 32
// IR-COUNT-3: tile_nv.tcgen05_cp cta_group 1 _32x128b warpx4
// 0x08840080: A e5m2 (1 << 7), B e4m3, N >> 3 = 4, every MMA accumulates.
// IR: tile_nv.tcgen05_mma cta_group 1 mxf8f6f4 {{.*}}, %c143130752_i32, %c1_i32{{[_0-9]*}} scale
// IR-LABEL: llvm.func @scaled_rounds
// 16 accumulator columns + 2 K groups x (1 + 1) atoms x 4 = 32 columns.
// IR: tile_nv.tcgen05_alloc cta_group 1 %{{[0-9]+}}, 32 relinquish
// IR-COUNT-4: tile_nv.tcgen05_cp cta_group 1 _32x128b warpx4
// IR-COUNT-6: tile_nv.tcgen05_mma cta_group 1 mxf8f6f4 {{.*}} block 32
// IR: tile_nv.tcgen05_commit
// IR: tile_nv.tcgen05_commit_barrier_wait
// IR-COUNT-4: tile_nv.tcgen05_cp cta_group 1 _32x128b warpx4
// IR-COUNT-6: tile_nv.tcgen05_mma cta_group 1 mxf8f6f4 {{.*}} block 32
// IR: tile_nv.tcgen05_commit
// IR: tile_nv.tcgen05_commit_barrier_wait
// IR-LABEL: llvm.func @scaled_n48
// 48 + 4 + 4 columns -> 64; 0x08980280: A and B e5m2, N >> 3 = 6.
// IR: tile_nv.tcgen05_alloc cta_group 1 %{{[0-9]+}}, 64 relinquish
// IR: tile_nv.tcgen05_mma cta_group 1 mxf8f6f4 {{.*}}, %c143393920_i32, %c0_i32{{[_0-9]*}} scale

// Every tensor-memory target: PTX 8.8 (9.0 on sm_110*, the target's own
// minimum) also on sm_100a, whose tcgen05 minimum is 8.6, and ptxas accepts
// the code. The MMA is spelled .block32 (PTX 8.8), which ptxas 13 accepts on
// the a and f targets alike; it rejects the .scale_vec::1X spelling on f
// targets.
// RUN: tile-translate --gpu-name=sm_100a %S/Inputs/tcgen05_scaled_dots.mlir -o %t.sm_100a.ptx
// RUN: FileCheck %s --check-prefix=PTX -DTARGET=sm_100a -DVERSION=8.8 < %t.sm_100a.ptx
// RUN: FileCheck %s --check-prefix=LAYOUT < %t.sm_100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.sm_100a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100f %S/Inputs/tcgen05_scaled_dots.mlir -o %t.sm_100f.ptx
// RUN: FileCheck %s --check-prefix=PTX -DTARGET=sm_100f -DVERSION=8.8 < %t.sm_100f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100f %t.sm_100f.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_103a %S/Inputs/tcgen05_scaled_dots.mlir -o %t.sm_103a.ptx
// RUN: FileCheck %s --check-prefix=PTX -DTARGET=sm_103a -DVERSION=8.8 < %t.sm_103a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_103a %t.sm_103a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_103f %S/Inputs/tcgen05_scaled_dots.mlir -o %t.sm_103f.ptx
// RUN: FileCheck %s --check-prefix=PTX -DTARGET=sm_103f -DVERSION=8.8 < %t.sm_103f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_103f %t.sm_103f.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_110a %S/Inputs/tcgen05_scaled_dots.mlir -o %t.sm_110a.ptx
// RUN: FileCheck %s --check-prefix=PTX -DTARGET=sm_110a -DVERSION=9.0 < %t.sm_110a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_110a %t.sm_110a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_110f %S/Inputs/tcgen05_scaled_dots.mlir -o %t.sm_110f.ptx
// RUN: FileCheck %s --check-prefix=PTX -DTARGET=sm_110f -DVERSION=9.0 < %t.sm_110f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_110f %t.sm_110f.ptx -o /dev/null %}
// PTX: .version [[VERSION]]
// PTX-NEXT: .target [[TARGET]]
// PTX-LABEL: .entry scaled_k128(
// PTX: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r{{[0-9]+}}], 128;
// PTX-COUNT-2: tcgen05.cp.cta_group::1.32x128b.warpx4 [%r{{[0-9]+}}], %rd{{[0-9]+}};
// PTX: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}}, [%r{{[0-9]+}}], [%r{{[0-9]+}}], p;
// PTX-COUNT-3: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32
// PTX: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
// PTX: tcgen05.ld.sync.aligned.32x32b.x32.b32
// PTX: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r{{[0-9]+}}, 128;
// PTX-LABEL: .entry scaled_m256(
// PTX: .reqntid 256
// PTX-COUNT-4: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32
// PTX-LABEL: .entry scaled_rounds(
// PTX-COUNT-6: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32
// PTX: mbarrier.try_wait.parity
// PTX-COUNT-6: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32
// PTX: mbarrier.try_wait.parity
// PTX-LABEL: .entry scaled_n48(
// PTX: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r{{[0-9]+}}], 64;
// PTX: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32
// PTX: tcgen05.ld.sync.aligned.32x32b.x16.b32
// PTX: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r{{[0-9]+}}, 64;

// Where the scales live, in the PTX of scaled_m256: A's atoms of M blocks 0
// and 1 at TMEM columns 64 and 68 (after the 2 x 32 accumulator columns),
// B's atom at 72; the MMA of M block 1 writes D columns 32-63 and reads A's
// scales from column 68, both MMAs B's from 72.
// LAYOUT-LABEL: .entry scaled_m256(
// LAYOUT: add.s32 [[SFA0:%r[0-9]+]], [[T:%r[0-9]+]], 64;
// LAYOUT: tcgen05.cp.cta_group::1.32x128b.warpx4 {{\[}}[[SFA0]]{{\]}}, %rd{{[0-9]+}};
// LAYOUT: add.s32 [[SFA1:%r[0-9]+]], [[T]], 68;
// LAYOUT: tcgen05.cp.cta_group::1.32x128b.warpx4 {{\[}}[[SFA1]]{{\]}}, %rd{{[0-9]+}};
// LAYOUT: add.s32 [[SFB:%r[0-9]+]], [[T]], 72;
// LAYOUT: tcgen05.cp.cta_group::1.32x128b.warpx4 {{\[}}[[SFB]]{{\]}}, %rd{{[0-9]+}};
// LAYOUT: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 {{\[}}[[T]]{{\]}}, {{.*}}, {{\[}}[[SFA0]]{{\]}}, {{\[}}[[SFB]]{{\]}}, p;
// LAYOUT: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 {{\[}}[[T]]{{\]}}, {{.*}}, {{\[}}[[SFA0]]{{\]}}, {{\[}}[[SFB]]{{\]}}, p;
// LAYOUT: add.s32 [[D1:%r[0-9]+]], [[T]], 32;
// LAYOUT: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 {{\[}}[[D1]]{{\]}}, {{.*}}, {{\[}}[[SFA1]]{{\]}}, {{\[}}[[SFB]]{{\]}}, p;
// LAYOUT: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 {{\[}}[[D1]]{{\]}}, {{.*}}, {{\[}}[[SFA1]]{{\]}}, {{\[}}[[SFB]]{{\]}}, p;

// The example MXFP8 GEMM (128x64 blocks of C, K steps of 32) takes tcgen05
// block scaling on every tensor-memory target, without register spills.
// RUN: tile-translate --gpu-name=sm_100a %examples/gemm_mxfp8.mlir -o %t.ex.sm_100a.ptx
// RUN: FileCheck %s --check-prefix=EXAMPLE -DVERSION=8.8 < %t.ex.sm_100a.ptx
// RUN: %if ptxas %{ %ptxas -v -arch=sm_100a %t.ex.sm_100a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOSPILL %}
// RUN: tile-translate --gpu-name=sm_100f %examples/gemm_mxfp8.mlir -o %t.ex.sm_100f.ptx
// RUN: FileCheck %s --check-prefix=EXAMPLE -DVERSION=8.8 < %t.ex.sm_100f.ptx
// RUN: %if ptxas %{ %ptxas -v -arch=sm_100f %t.ex.sm_100f.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOSPILL %}
// RUN: tile-translate --gpu-name=sm_103a %examples/gemm_mxfp8.mlir -o %t.ex.sm_103a.ptx
// RUN: FileCheck %s --check-prefix=EXAMPLE -DVERSION=8.8 < %t.ex.sm_103a.ptx
// RUN: %if ptxas %{ %ptxas -v -arch=sm_103a %t.ex.sm_103a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOSPILL %}
// RUN: tile-translate --gpu-name=sm_103f %examples/gemm_mxfp8.mlir -o %t.ex.sm_103f.ptx
// RUN: FileCheck %s --check-prefix=EXAMPLE -DVERSION=8.8 < %t.ex.sm_103f.ptx
// RUN: %if ptxas %{ %ptxas -v -arch=sm_103f %t.ex.sm_103f.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOSPILL %}
// RUN: tile-translate --gpu-name=sm_110a %examples/gemm_mxfp8.mlir -o %t.ex.sm_110a.ptx
// RUN: FileCheck %s --check-prefix=EXAMPLE -DVERSION=9.0 < %t.ex.sm_110a.ptx
// RUN: %if ptxas %{ %ptxas -v -arch=sm_110a %t.ex.sm_110a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOSPILL %}
// RUN: tile-translate --gpu-name=sm_110f %examples/gemm_mxfp8.mlir -o %t.ex.sm_110f.ptx
// RUN: FileCheck %s --check-prefix=EXAMPLE -DVERSION=9.0 < %t.ex.sm_110f.ptx
// RUN: %if ptxas %{ %ptxas -v -arch=sm_110f %t.ex.sm_110f.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOSPILL %}
// EXAMPLE: .version [[VERSION]]
// EXAMPLE: .entry gemm_mxfp8(
// EXAMPLE-NOT: mma.sync
// EXAMPLE: tcgen05.cp.cta_group::1.32x128b.warpx4
// EXAMPLE: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32
// EXAMPLE-NOT: mma.sync
// NOSPILL: Function properties for gemm_mxfp8
// NOSPILL-NEXT: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
