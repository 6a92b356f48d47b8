// Tensor memory in the IR: !tile.tmem (a 128 x N tcgen05 accumulator) and
// the ops on it round-trip, in the custom and the generic form; the
// verifiers reject operands tcgen05.mma cannot read and accumulators it
// cannot write.
// RUN: tile-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: tile-opt %s -split-input-file -verify-diagnostics | tile-opt -split-input-file | FileCheck %s
// RUN: tile-opt %s -split-input-file -verify-diagnostics -mlir-print-op-generic | tile-opt -split-input-file | FileCheck %s

!a = !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
!b = !tile.buffer<256x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
!bkn = !tile.buffer<64x256xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
!bar = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>

// CHECK-LABEL: tile.kernel @tmem
tile.kernel @tmem(%p: i1) attributes {num_warps = 8 : i32} {
  %a = tile.buffer_alloc : !a
  %b = tile.buffer_alloc : !b
  %bkn = tile.buffer_alloc : !bkn
  %bar = tile.buffer_alloc : !bar
  %slot = tile.buffer_alloc : !slot
  // CHECK: %[[T:.*]] = tile.tmem_alloc %{{.*}} : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>> -> !tile.tmem<128x256xf32>
  %t = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x256xf32>
  // CHECK: tile.tmem_dot %{{.*}}, %{{.*}} transpose_b, %[[T]] accumulate %{{.*}} : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.buffer<256x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.tmem<128x256xf32>
  tile.tmem_dot %a, %b transpose_b, %t accumulate %p : !a, !b, !tile.tmem<128x256xf32>
  // CHECK: tile.tmem_dot %{{.*}}, %{{.*}}, %[[T]] accumulate %{{.*}} : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.buffer<64x256xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.tmem<128x256xf32>
  tile.tmem_dot %a, %bkn, %t accumulate %p : !a, !bkn, !tile.tmem<128x256xf32>
  // CHECK: tile.tmem_commit %{{.*}} : !tile.buffer<1xi64
  tile.tmem_commit %bar : !bar
  // CHECK: tile.tmem_commit %{{.*}} if %{{.*}} : !tile.buffer<1xi64
  tile.tmem_commit %bar if %p : !bar
  // CHECK: tile.tmem_load %[[T]] written %{{.*}} : !tile.tmem<128x256xf32> -> tensor<128x256xf32>
  %r = tile.tmem_load %t written %p : !tile.tmem<128x256xf32> -> tensor<128x256xf32>
  // CHECK: tile.tmem_load %[[T]] : !tile.tmem<128x256xf32> -> tensor<128x256xf32>
  %r2 = tile.tmem_load %t : !tile.tmem<128x256xf32> -> tensor<128x256xf32>
  // Written back from registers (attention's O rescaled in place).
  // CHECK: tile.tmem_store %{{.*}}, %[[T]] : tensor<128x256xf32> -> !tile.tmem<128x256xf32>
  tile.tmem_store %r2, %t : tensor<128x256xf32> -> !tile.tmem<128x256xf32>
  // CHECK: tile.tmem_dealloc %[[T]] : !tile.tmem<128x256xf32>
  tile.tmem_dealloc %t : !tile.tmem<128x256xf32>
  // Two accumulators side by side, one taken at a time.
  // CHECK: %[[TS:.*]] = tile.tmem_alloc %{{.*}} -> !tile.tmem<128x256xf32, buffers = 2>
  %ts = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x256xf32, buffers = 2>
  %c1 = arith.constant 1 : i32
  // CHECK: %[[T1:.*]] = tile.tmem_buffer %[[TS]][%{{.*}}] : !tile.tmem<128x256xf32, buffers = 2> -> !tile.tmem<128x256xf32>
  %t1 = tile.tmem_buffer %ts[%c1] : !tile.tmem<128x256xf32, buffers = 2> -> !tile.tmem<128x256xf32>
  // CHECK: tile.tmem_dot %{{.*}}, %{{.*}} transpose_b, %[[T1]] accumulate
  tile.tmem_dot %a, %b transpose_b, %t1 accumulate %p : !a, !b, !tile.tmem<128x256xf32>
  // CHECK: tile.tmem_load %[[T1]] : !tile.tmem<128x256xf32> -> tensor<128x256xf32>
  %r3 = tile.tmem_load %t1 : !tile.tmem<128x256xf32> -> tensor<128x256xf32>
  // Fenced around the threads' synchronization (a persistent kernel's tiles).
  // CHECK: tile.tmem_dot %{{.*}}, %{{.*}} transpose_b, %[[T1]] accumulate %{{.*}} fenced :
  tile.tmem_dot %a, %b transpose_b, %t1 accumulate %p fenced : !a, !b, !tile.tmem<128x256xf32>
  // CHECK: tile.tmem_load %[[T1]] written %{{.*}} fenced : !tile.tmem<128x256xf32> -> tensor<128x256xf32>
  %r4 = tile.tmem_load %t1 written %p fenced : !tile.tmem<128x256xf32> -> tensor<128x256xf32>
  // CHECK: tile.tmem_dealloc %[[TS]] : !tile.tmem<128x256xf32, buffers = 2>
  tile.tmem_dealloc %ts : !tile.tmem<128x256xf32, buffers = 2>
  tile.return
}

// -----

// Narrower swizzles (cp.async rings of lines of 64 or 32 bytes), lines in
// slabs of the span.
!a64 = !tile.buffer<128x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>
!bkn64 = !tile.buffer<32x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>
!a8 = !tile.buffer<128x64xf8E4M3FN, #tile.shared<swizzle = 32, elem_bytes = 1>>
!b8 = !tile.buffer<64x64xf8E4M3FN, #tile.shared<swizzle = 32, elem_bytes = 1>>
!b8kn = !tile.buffer<64x64xf8E4M3FN, #tile.shared<swizzle = 64, elem_bytes = 1>>
!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>

// CHECK-LABEL: tile.kernel @narrow_swizzles
tile.kernel @narrow_swizzles(%p: i1) {
  %a = tile.buffer_alloc : !a64
  %b = tile.buffer_alloc : !bkn64
  %a8 = tile.buffer_alloc : !a8
  %b8 = tile.buffer_alloc : !b8
  %slot = tile.buffer_alloc : !slot
  %t = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x64xf32>
  %t32 = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x32xf32>
  // CHECK: tile.tmem_dot %{{.*}}, %{{.*}}, %{{.*}} accumulate %{{.*}} fenced : !tile.buffer<128x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>, !tile.buffer<32x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>, !tile.tmem<128x32xf32>
  tile.tmem_dot %a, %b, %t32 accumulate %p fenced : !a64, !bkn64, !tile.tmem<128x32xf32>
  // CHECK: tile.tmem_dot %{{.*}}, %{{.*}} transpose_b, %{{.*}} accumulate %{{.*}} : !tile.buffer<128x64xf8E4M3FN, #tile.shared<swizzle = 32, elem_bytes = 1>>, !tile.buffer<64x64xf8E4M3FN, #tile.shared<swizzle = 32, elem_bytes = 1>>, !tile.tmem<128x64xf32>
  tile.tmem_dot %a8, %b8 transpose_b, %t accumulate %p : !a8, !b8, !tile.tmem<128x64xf32>
  // An e4m3 B K x N (MN-major), lines of 64 bytes of N.
  // CHECK: tile.tmem_dot %{{.*}}, %{{.*}}, %{{.*}} accumulate %{{.*}} : !tile.buffer<128x64xf8E4M3FN, #tile.shared<swizzle = 32, elem_bytes = 1>>, !tile.buffer<64x64xf8E4M3FN, #tile.shared<swizzle = 64, elem_bytes = 1>>, !tile.tmem<128x64xf32>
  %b8kn = tile.buffer_alloc : !b8kn
  tile.tmem_dot %a8, %b8kn, %t accumulate %p : !a8, !b8kn, !tile.tmem<128x64xf32>
  tile.return
}

// -----

// Operands in core matrices (no swizzle): lines no swizzle spans, as an
// e4m3 B K x N of 48 bytes of N.
!a8 = !tile.buffer<128x32xf8E4M3FN, #tile.shared<swizzle = 32, elem_bytes = 1>>
!bcore = !tile.buffer<32x48xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, core>>
!acore = !tile.buffer<128x32xbf16, #tile.shared<swizzle = 0, elem_bytes = 2, core>>
!bnk = !tile.buffer<48x32xbf16, #tile.shared<swizzle = 0, elem_bytes = 2, core>>
!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>

// CHECK-LABEL: tile.kernel @core_matrices
tile.kernel @core_matrices(%p: i1) {
  %a8 = tile.buffer_alloc : !a8
  %b = tile.buffer_alloc : !bcore
  %a = tile.buffer_alloc : !acore
  %bnk = tile.buffer_alloc : !bnk
  %slot = tile.buffer_alloc : !slot
  %t = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x48xf32>
  // CHECK: tile.tmem_dot %{{.*}}, %{{.*}}, %{{.*}} accumulate %{{.*}} : !tile.buffer<128x32xf8E4M3FN, #tile.shared<swizzle = 32, elem_bytes = 1>>, !tile.buffer<32x48xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, core>>, !tile.tmem<128x48xf32>
  tile.tmem_dot %a8, %b, %t accumulate %p : !a8, !bcore, !tile.tmem<128x48xf32>
  // CHECK: tile.tmem_dot %{{.*}}, %{{.*}} transpose_b, %{{.*}} accumulate %{{.*}} : !tile.buffer<128x32xbf16, #tile.shared<swizzle = 0, elem_bytes = 2, core>>, !tile.buffer<48x32xbf16, #tile.shared<swizzle = 0, elem_bytes = 2, core>>, !tile.tmem<128x48xf32>
  tile.tmem_dot %a, %bnk transpose_b, %t accumulate %p : !acore, !bnk, !tile.tmem<128x48xf32>
  tile.return
}

// -----

!a = !tile.buffer<128x32xf32, #tile.shared<swizzle = 0, elem_bytes = 4, core>>
!b = !tile.buffer<32x64xf32, #tile.shared<swizzle = 0, elem_bytes = 4, core>>
!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
tile.kernel @core_b_mn_major_tf32(%p: i1) {
  %a = tile.buffer_alloc : !a
  %b = tile.buffer_alloc : !b
  %slot = tile.buffer_alloc : !slot
  %t = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x64xf32>
  // expected-error @+1 {{reads B through matrix descriptors}}
  tile.tmem_dot %a, %b, %t accumulate %p : !a, !b, !tile.tmem<128x64xf32>
  tile.return
}

// -----
tile.kernel @rows() {
  %slot = tile.buffer_alloc : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  // expected-error @+1 {{!tile.tmem holds a 128 x N accumulator (tcgen05.mma, cta_group::1, M = 128), N from 16 to 256 in steps of 16; not 64x256}}
  %t = tile.tmem_alloc %slot : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>> -> !tile.tmem<64x256xf32>
  tile.return
}

// -----

tile.kernel @f16_acc() {
  %slot = tile.buffer_alloc : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  // expected-error @+1 {{!tile.tmem holds f32 (or i32 for int8 operands) accumulators, or block scales (f8E8M0FNU, f8E4M3FN), not 'f16'}}
  %t = tile.tmem_alloc %slot : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>> -> !tile.tmem<128x128xf16>
  tile.return
}

// -----

!a = !tile.buffer<128x32xf32, #tile.shared<swizzle = 128, elem_bytes = 4>>
!b = !tile.buffer<32x256xf32, #tile.shared<swizzle = 128, elem_bytes = 4>>
!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
tile.kernel @b_mn_major_tf32(%p: i1) {
  %a = tile.buffer_alloc : !a
  %b = tile.buffer_alloc : !b
  %slot = tile.buffer_alloc : !slot
  %t = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x256xf32>
  // expected-error @+1 {{reads B through matrix descriptors: a 2-D buffer, swizzle = 128, 64 or 32, of lines of K in slabs of that many bytes or in core matrices (B stored N x K: transpose_b), or for B of 16- or 8-bit elements K x N, lines of N so}}
  tile.tmem_dot %a, %b, %t accumulate %p : !a, !b, !tile.tmem<128x256xf32>
  tile.return
}

// -----

!a = !tile.buffer<128x32xbf16, #tile.shared<swizzle = 0, elem_bytes = 2>>
!b = !tile.buffer<256x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>
!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
tile.kernel @unswizzled(%p: i1) {
  %a = tile.buffer_alloc : !a
  %b = tile.buffer_alloc : !b
  %slot = tile.buffer_alloc : !slot
  %t = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x256xf32>
  // expected-error @+1 {{reads A through matrix descriptors: a 2-D buffer, swizzle = 128, 64 or 32, of lines of K in slabs of that many bytes or in core matrices}}
  tile.tmem_dot %a, %b transpose_b, %t accumulate %p : !a, !b, !tile.tmem<128x256xf32>
  tile.return
}

// -----

!a = !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
!b = !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
tile.kernel @shapes(%p: i1) {
  %a = tile.buffer_alloc : !a
  %b = tile.buffer_alloc : !b
  %slot = tile.buffer_alloc : !slot
  %t = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x256xf32>
  // expected-error @+1 {{multiplies a 128x64 A by a 64x128 B into '!tile.tmem<128x256xf32>': the shapes do not agree}}
  tile.tmem_dot %a, %b transpose_b, %t accumulate %p : !a, !b, !tile.tmem<128x256xf32>
  tile.return
}

// -----

!a = !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
!b = !tile.buffer<128x64xf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
tile.kernel @types(%p: i1) {
  %a = tile.buffer_alloc : !a
  %b = tile.buffer_alloc : !b
  %slot = tile.buffer_alloc : !slot
  %t = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x128xf32>
  // expected-error @+1 {{has no tcgen05.mma kind for 'bf16' x 'f16' into 'f32'}}
  tile.tmem_dot %a, %b transpose_b, %t accumulate %p : !a, !b, !tile.tmem<128x128xf32>
  tile.return
}

// -----

!a = !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 2>
!b = !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
tile.kernel @ring(%p: i1) {
  %a = tile.buffer_alloc : !a
  %b = tile.buffer_alloc : !b
  %slot = tile.buffer_alloc : !slot
  %t = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x128xf32>
  // expected-error @+1 {{reads one stage of A; '!tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 2>' is a ring of 2 (take one with tile.buffer_stage)}}
  tile.tmem_dot %a, %b transpose_b, %t accumulate %p : !a, !b, !tile.tmem<128x128xf32>
  tile.return
}

// -----

tile.kernel @slot() {
  %s = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  // expected-error @+1 {{writes the tensor-memory address into a 4-byte slot}}
  %t = tile.tmem_alloc %s : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>> -> !tile.tmem<128x128xf32>
  tile.return
}

// -----

// CHECK-LABEL: tile.kernel @commit_cluster
tile.kernel @commit_cluster(%p: i1) attributes {num_warps = 4 : i32, cluster_dims = array<i32: 2, 2>} {
  %bar = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  // CHECK: tile.tmem_commit %{{.*}} cluster : !tile.buffer<1xi64
  tile.tmem_commit %bar cluster : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  // CHECK: tile.tmem_commit %{{.*}} cluster if %{{.*}} : !tile.buffer<1xi64
  tile.tmem_commit %bar cluster if %p : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.return
}

// -----

tile.kernel @commit_cluster_of_one() attributes {num_warps = 4 : i32} {
  %bar = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  // expected-error @+1 {{commits to every block of the cluster, so its kernel needs cluster_dims of 2 to 16 blocks; its kernel's cluster has 1}}
  tile.tmem_commit %bar cluster : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.return
}

// -----

// Over CTA pairs: each block's half of B's N, the accumulator all of it.
// CHECK-LABEL: tile.kernel @pair
tile.kernel @pair(%p: i1) attributes {num_warps = 8 : i32, cluster_dims = array<i32: 1, 2, 1>, cta_group = 2 : i32} {
  %a = tile.buffer_alloc : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
  %b = tile.buffer_alloc : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
  %bar = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  %slot = tile.buffer_alloc : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  %t = tile.tmem_alloc %slot : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>> -> !tile.tmem<128x256xf32>
  // CHECK: tile.tmem_dot %{{.*}}, %{{.*}} transpose_b, %{{.*}} accumulate %{{.*}} pair : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.tmem<128x256xf32>
  tile.tmem_dot %a, %b transpose_b, %t accumulate %p pair : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.tmem<128x256xf32>
  // CHECK: tile.tmem_commit %{{.*}} pair if %{{.*}} : !tile.buffer<1xi64
  tile.tmem_commit %bar pair if %p : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.tmem_dealloc %t : !tile.tmem<128x256xf32>
  tile.return
}

// -----

tile.kernel @pair_without_pairs(%p: i1) attributes {num_warps = 8 : i32} {
  %a = tile.buffer_alloc : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
  %b = tile.buffer_alloc : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
  %slot = tile.buffer_alloc : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  %t = tile.tmem_alloc %slot : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>> -> !tile.tmem<128x256xf32>
  // expected-error @+1 {{with `pair` runs over the CTA pair, so its kernel needs cta_group = 2}}
  tile.tmem_dot %a, %b transpose_b, %t accumulate %p pair : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.tmem<128x256xf32>
  tile.return
}

// -----

tile.kernel @pair_half_of_n(%p: i1) attributes {num_warps = 8 : i32, cluster_dims = array<i32: 1, 2, 1>, cta_group = 2 : i32} {
  %a = tile.buffer_alloc : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
  %b = tile.buffer_alloc : !tile.buffer<256x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
  %slot = tile.buffer_alloc : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  %t = tile.tmem_alloc %slot : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>> -> !tile.tmem<128x256xf32>
  // expected-error @+1 {{multiplies a 128x64 A by a 64x256 B (this block's half of a pair's) into '!tile.tmem<128x256xf32>': the shapes do not agree}}
  tile.tmem_dot %a, %b transpose_b, %t accumulate %p pair : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.buffer<256x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.tmem<128x256xf32>
  tile.return
}

// -----

tile.kernel @commit_unpaired() attributes {num_warps = 8 : i32, cluster_dims = array<i32: 1, 2, 1>, cta_group = 2 : i32} {
  %bar = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  // expected-error @+1 {{is in a kernel with cta_group = 2, whose tcgen05 MMAs and commits all run over CTA pairs (ptxas takes one cta_group per kernel): mark it `pair`}}
  tile.tmem_commit %bar : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.return
}

// -----

tile.kernel @commit_pair_and_cluster() attributes {num_warps = 8 : i32, cluster_dims = array<i32: 1, 2, 1>, cta_group = 2 : i32} {
  %bar = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  // expected-error @+1 {{commits to both blocks of its pair (`pair`) or to every block of the cluster (`cluster`), not both}}
  tile.tmem_commit %bar cluster pair : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.return
}

// -----

tile.kernel @commit() {
  %s = tile.buffer_alloc : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  // expected-error @+1 {{takes a barrier buffer}}
  tile.tmem_commit %s : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  tile.return
}

// -----

tile.kernel @load() {
  %s = tile.buffer_alloc : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  %t = tile.tmem_alloc %s : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>> -> !tile.tmem<128x128xf32>
  // expected-error @+1 {{reads '!tile.tmem<128x128xf32>' into a tile of the same shape and element type, not 'tensor<128x64xf32>'}}
  %r = tile.tmem_load %t : !tile.tmem<128x128xf32> -> tensor<128x64xf32>
  tile.return
}

// -----

tile.kernel @too_many_buffers() {
  %slot = tile.buffer_alloc : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  // expected-error @+1 {{!tile.tmem of 3 buffers of 128 x 256: tensor memory has 512 columns (1 to 2 buffers of 256)}}
  %t = tile.tmem_alloc %slot : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>> -> !tile.tmem<128x256xf32, buffers = 3>
  tile.return
}

// -----

tile.kernel @store() {
  %s = tile.buffer_alloc : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  %t = tile.tmem_alloc %s : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>> -> !tile.tmem<128x128xf32>
  %v = arith.constant dense<0.0> : tensor<128x64xf32>
  // expected-error @+1 {{writes a tile of the accumulator's shape and element type into '!tile.tmem<128x128xf32>', not 'tensor<128x64xf32>'}}
  tile.tmem_store %v, %t : tensor<128x64xf32> -> !tile.tmem<128x128xf32>
  tile.return
}

// -----

tile.kernel @load_of_two() {
  %s = tile.buffer_alloc : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  %t = tile.tmem_alloc %s : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>> -> !tile.tmem<128x128xf32, buffers = 2>
  // expected-error @+1 {{takes one accumulator; '!tile.tmem<128x128xf32, buffers = 2>' holds 2 (take one with tile.tmem_buffer)}}
  %r = tile.tmem_load %t : !tile.tmem<128x128xf32, buffers = 2> -> tensor<128x128xf32>
  tile.return
}

// -----

tile.kernel @buffer_of_one(%i: i32) {
  %s = tile.buffer_alloc : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  %t = tile.tmem_alloc %s : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>> -> !tile.tmem<128x128xf32>
  // expected-error @+1 {{takes one of several accumulators; '!tile.tmem<128x128xf32>' is one}}
  %b = tile.tmem_buffer %t[%i] : !tile.tmem<128x128xf32> -> !tile.tmem<128x128xf32>
  tile.return
}

// -----

tile.kernel @buffer_type(%i: i32) {
  %s = tile.buffer_alloc : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  %t = tile.tmem_alloc %s : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>> -> !tile.tmem<128x128xf32, buffers = 2>
  // expected-error @+1 {{gives one accumulator of '!tile.tmem<128x128xf32, buffers = 2>', '!tile.tmem<128x128xf32>', not '!tile.tmem<128x64xf32>'}}
  %b = tile.tmem_buffer %t[%i] : !tile.tmem<128x128xf32, buffers = 2> -> !tile.tmem<128x64xf32>
  tile.return
}

// -----

// Block scaling (MXFP8): the scales in tcgen05's 512-byte scale atoms, their
// tensor-memory columns allocated beside the accumulator, a buffer of them a
// stage.
!fa = !tile.buffer<128x64xf8E4M3FN, #tile.shared<swizzle = 64, elem_bytes = 1>>
!fb = !tile.buffer<64x256xf8E4M3FN, #tile.shared<swizzle = 128, elem_bytes = 1>>
!fbt = !tile.buffer<256x64xf8E4M3FN, #tile.shared<swizzle = 64, elem_bytes = 1>>
!sa = !tile.buffer<128x2xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>
!sb = !tile.buffer<256x2xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1, scales>, stages = 2>
!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>

// CHECK-LABEL: tile.kernel @tmem_scaled
tile.kernel @tmem_scaled(%p: i1, %i: i32) attributes {num_warps = 4 : i32} {
  %a = tile.buffer_alloc : !fa
  %b = tile.buffer_alloc : !fb
  %bt = tile.buffer_alloc : !fbt
  %sa = tile.buffer_alloc : !sa
  %sbs = tile.buffer_alloc : !sb
  %slot = tile.buffer_alloc : !slot
  // CHECK: %[[T:.*]], %[[SF:.*]] = tile.tmem_alloc %{{.*}} -> !tile.tmem<128x256xf32>, !tile.tmem<128x12xf8E8M0FNU, buffers = 2>
  %t, %sf = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x256xf32>, !tile.tmem<128x12xf8E8M0FNU, buffers = 2>
  // CHECK: %[[SF1:.*]] = tile.tmem_buffer %[[SF]][%{{.*}}] : !tile.tmem<128x12xf8E8M0FNU, buffers = 2> -> !tile.tmem<128x12xf8E8M0FNU>
  %sf1 = tile.tmem_buffer %sf[%i] : !tile.tmem<128x12xf8E8M0FNU, buffers = 2> -> !tile.tmem<128x12xf8E8M0FNU>
  %sb = tile.buffer_stage %sbs[%i] : !sb
  // CHECK: tile.tmem_dot_scaled %{{.*}} scale %{{.*}}, %{{.*}} scale %{{.*}}, %[[T]] accumulate %{{.*}} scales_in %[[SF1]] fenced : !tile.buffer<128x64xf8E4M3FN, #tile.shared<swizzle = 64, elem_bytes = 1>>, !tile.buffer<128x2xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>, !tile.buffer<64x256xf8E4M3FN, #tile.shared<swizzle = 128, elem_bytes = 1>>, !tile.buffer<256x2xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>, !tile.tmem<128x256xf32>, !tile.tmem<128x12xf8E8M0FNU>
  tile.tmem_dot_scaled %a scale %sa, %b scale %sb, %t accumulate %p scales_in %sf1 fenced : !fa, !sa, !fb, !tile.buffer<256x2xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>, !tile.tmem<128x256xf32>, !tile.tmem<128x12xf8E8M0FNU>
  // CHECK: tile.tmem_dot_scaled %{{.*}} scale %{{.*}}, %{{.*}} scale %{{.*}} transpose_b, %[[T]] accumulate
  tile.tmem_dot_scaled %a scale %sa, %bt scale %sb transpose_b, %t accumulate %p scales_in %sf1 : !fa, !sa, !fbt, !tile.buffer<256x2xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>, !tile.tmem<128x256xf32>, !tile.tmem<128x12xf8E8M0FNU>
  tile.tmem_dealloc %t : !tile.tmem<128x256xf32>
  tile.return
}

// -----

// FP4 (e2m1, two a byte along K): NVFP4 with e4m3 scales per 16 values,
// MXFP4 with e8m0 scales per 32; B N x K/2 (transpose_b).
!pa = !tile.buffer<128x64xi8, #tile.shared<swizzle = 64, elem_bytes = 1>>
!pb = !tile.buffer<64x64xi8, #tile.shared<swizzle = 64, elem_bytes = 1>>
!nsa = !tile.buffer<128x8xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>
!nsb = !tile.buffer<64x8xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>
!msa = !tile.buffer<128x4xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>
!msb = !tile.buffer<64x4xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>
!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>

// CHECK-LABEL: tile.kernel @tmem_scaled_fp4
tile.kernel @tmem_scaled_fp4(%p: i1) attributes {num_warps = 4 : i32} {
  %a = tile.buffer_alloc : !pa
  %b = tile.buffer_alloc : !pb
  %nsa = tile.buffer_alloc : !nsa
  %nsb = tile.buffer_alloc : !nsb
  %msa = tile.buffer_alloc : !msa
  %msb = tile.buffer_alloc : !msb
  %slot = tile.buffer_alloc : !slot
  %slot2 = tile.buffer_alloc : !slot
  // NVFP4: K 128 (64 bytes), 8 scales a row: an atom of A's and one of
  // B's, 2 groups each: 16 columns.
  %t, %nsf = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x64xf32>, !tile.tmem<128x16xf8E4M3FN>
  // CHECK: tile.tmem_dot_scaled %{{.*}} scale %{{.*}}, %{{.*}} scale %{{.*}} transpose_b, %{{.*}} accumulate %{{.*}} scales_in %{{.*}} : !tile.buffer<128x64xi8, #tile.shared<swizzle = 64, elem_bytes = 1>>, !tile.buffer<128x8xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>, !tile.buffer<64x64xi8, #tile.shared<swizzle = 64, elem_bytes = 1>>, !tile.buffer<64x8xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>, !tile.tmem<128x64xf32>, !tile.tmem<128x16xf8E4M3FN>
  tile.tmem_dot_scaled %a scale %nsa, %b scale %nsb transpose_b, %t accumulate %p scales_in %nsf : !pa, !nsa, !pb, !nsb, !tile.tmem<128x64xf32>, !tile.tmem<128x16xf8E4M3FN>
  // MXFP4: 4 scales a row, one group: 8 columns.
  %u, %msf = tile.tmem_alloc %slot2 : !slot -> !tile.tmem<128x64xf32>, !tile.tmem<128x8xf8E8M0FNU>
  // CHECK: tile.tmem_dot_scaled {{.*}} : !tile.buffer<128x64xi8, #tile.shared<swizzle = 64, elem_bytes = 1>>, !tile.buffer<128x4xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>
  tile.tmem_dot_scaled %a scale %msa, %b scale %msb transpose_b, %u accumulate %p scales_in %msf : !pa, !msa, !pb, !msb, !tile.tmem<128x64xf32>, !tile.tmem<128x8xf8E8M0FNU>
  tile.tmem_dealloc %u : !tile.tmem<128x64xf32>
  tile.tmem_dealloc %t : !tile.tmem<128x64xf32>
  tile.return
}

// -----

!pa = !tile.buffer<128x64xi8, #tile.shared<swizzle = 64, elem_bytes = 1>>
!pb = !tile.buffer<64x64xi8, #tile.shared<swizzle = 64, elem_bytes = 1>>
!nsa = !tile.buffer<128x8xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>
!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
tile.kernel @fp4_mn_major(%p: i1) {
  %slot = tile.buffer_alloc : !slot
  %t, %sf = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x64xf32>, !tile.tmem<128x16xf8E4M3FN>
  %a = tile.buffer_alloc : !pa
  %b = tile.buffer_alloc : !pb
  %sa = tile.buffer_alloc : !nsa
  // expected-error @+1 {{reads FP4 operands K-major only: B's packed bytes N x K/2 with transpose_b}}
  tile.tmem_dot_scaled %a scale %sa, %b scale %sa, %t accumulate %p scales_in %sf : !pa, !nsa, !pb, !nsa, !tile.tmem<128x64xf32>, !tile.tmem<128x16xf8E4M3FN>
  tile.return
}

// -----

!pa = !tile.buffer<128x64xi8, #tile.shared<swizzle = 64, elem_bytes = 1>>
!pb = !tile.buffer<64x64xi8, #tile.shared<swizzle = 64, elem_bytes = 1>>
!nsa = !tile.buffer<128x8xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>
!msb = !tile.buffer<64x4xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>
!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
tile.kernel @fp4_mixed_scales(%p: i1) {
  %slot = tile.buffer_alloc : !slot
  %t, %sf = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x64xf32>, !tile.tmem<128x16xf8E4M3FN>
  %a = tile.buffer_alloc : !pa
  %b = tile.buffer_alloc : !pb
  %sa = tile.buffer_alloc : !nsa
  %sb = tile.buffer_alloc : !msb
  // expected-error @+1 {{takes B's scales as one stage of 64x8 f8E4M3FN (NVFP4, a scale per 16 values of K) or f8E8M0FNU (MXFP4, per 32), A's and B's alike, in scale atoms}}
  tile.tmem_dot_scaled %a scale %sa, %b scale %sb transpose_b, %t accumulate %p scales_in %sf : !pa, !nsa, !pb, !msb, !tile.tmem<128x64xf32>, !tile.tmem<128x16xf8E4M3FN>
  tile.return
}

// -----

!pas = !tile.buffer<128x32xi8, #tile.shared<swizzle = 32, elem_bytes = 1>>
!pb = !tile.buffer<64x32xi8, #tile.shared<swizzle = 32, elem_bytes = 1>>
!nsa = !tile.buffer<128x4xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>
!nsb = !tile.buffer<64x4xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>
!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
tile.kernel @fp4_scales_in_e8m0_columns(%p: i1) {
  %slot = tile.buffer_alloc : !slot
  %t, %sf = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x64xf32>, !tile.tmem<128x8xf8E8M0FNU>
  %a = tile.buffer_alloc : !pas
  %b = tile.buffer_alloc : !pb
  %sa = tile.buffer_alloc : !nsa
  %sb = tile.buffer_alloc : !nsb
  // expected-error @+1 {{copies its nvfp4 scales into 8 tensor-memory columns of 'f8E4M3FN' (4 an atom); '!tile.tmem<128x8xf8E8M0FNU>' is not that}}
  tile.tmem_dot_scaled %a scale %sa, %b scale %sb transpose_b, %t accumulate %p scales_in %sf : !pas, !nsa, !pb, !nsb, !tile.tmem<128x64xf32>, !tile.tmem<128x8xf8E8M0FNU>
  tile.return
}

// -----

tile.kernel @scales_swizzled() {
  // expected-error @+1 {{#tile.shared's `scales` (tcgen05's 512-byte scale atoms) holds 1-byte elements, neither swizzled, padded nor transposed}}
  %x = tile.buffer_alloc : !tile.buffer<128x4xf8E8M0FNU, #tile.shared<swizzle = 32, elem_bytes = 1, scales>>
  tile.return
}

// -----

!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
tile.kernel @scales_too_many() {
  %slot = tile.buffer_alloc : !slot
  // expected-error @+1 {{allocates 256 columns of accumulators and 288 of scales; tensor memory has 512}}
  %t, %sf = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x256xf32>, !tile.tmem<128x96xf8E8M0FNU, buffers = 3>
  tile.return
}

// -----

!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
tile.kernel @scales_first() {
  %slot = tile.buffer_alloc : !slot
  // expected-error @+1 {{allocates an accumulator first; '!tile.tmem<128x8xf8E8M0FNU>' holds scales}}
  %t = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x8xf8E8M0FNU>
  tile.return
}

// -----

!fa = !tile.buffer<128x64xf8E4M3FN, #tile.shared<swizzle = 64, elem_bytes = 1>>
!fb = !tile.buffer<64x128xf8E4M3FN, #tile.shared<swizzle = 128, elem_bytes = 1>>
!plain = !tile.buffer<128x2xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1>>
!sb = !tile.buffer<128x2xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>
!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
tile.kernel @scales_not_atoms(%p: i1) {
  %slot = tile.buffer_alloc : !slot
  %t, %sf = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x128xf32>, !tile.tmem<128x8xf8E8M0FNU>
  %a = tile.buffer_alloc : !fa
  %b = tile.buffer_alloc : !fb
  %sa = tile.buffer_alloc : !plain
  %sb = tile.buffer_alloc : !sb
  // expected-error @+1 {{takes A's scales as one stage of 128x2 f8E8M0FNU (a scale per 32 elements of K) in scale atoms}}
  tile.tmem_dot_scaled %a scale %sa, %b scale %sb, %t accumulate %p scales_in %sf : !fa, !plain, !fb, !sb, !tile.tmem<128x128xf32>, !tile.tmem<128x8xf8E8M0FNU>
  tile.return
}

// -----

!fa = !tile.buffer<128x64xf8E4M3FN, #tile.shared<swizzle = 64, elem_bytes = 1>>
!fb = !tile.buffer<64x256xf8E4M3FN, #tile.shared<swizzle = 128, elem_bytes = 1>>
!sa = !tile.buffer<128x2xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>
!sb = !tile.buffer<256x2xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>
!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
tile.kernel @scale_columns_short(%p: i1) {
  %slot = tile.buffer_alloc : !slot
  %t, %sf = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x256xf32>, !tile.tmem<128x8xf8E8M0FNU>
  %a = tile.buffer_alloc : !fa
  %b = tile.buffer_alloc : !fb
  %sa = tile.buffer_alloc : !sa
  %sb = tile.buffer_alloc : !sb
  // expected-error @+1 {{copies its mxfp8 scales into 12 tensor-memory columns of 'f8E8M0FNU' (4 an atom); '!tile.tmem<128x8xf8E8M0FNU>' is not that}}
  tile.tmem_dot_scaled %a scale %sa, %b scale %sb, %t accumulate %p scales_in %sf : !fa, !sa, !fb, !sb, !tile.tmem<128x256xf32>, !tile.tmem<128x8xf8E8M0FNU>
  tile.return
}

// -----

!a = !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
!b = !tile.buffer<64x128xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
!sa = !tile.buffer<128x2xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>
!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
tile.kernel @scaled_bf16(%p: i1) {
  %slot = tile.buffer_alloc : !slot
  %t, %sf = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x128xf32>, !tile.tmem<128x8xf8E8M0FNU>
  %a = tile.buffer_alloc : !a
  %b = tile.buffer_alloc : !b
  %sa = tile.buffer_alloc : !sa
  // expected-error @+1 {{multiplies MXFP8 operands (f8E4M3FN or f8E5M2) or packed FP4 (i8, two e2m1 a byte) into an f32 accumulator; not 'bf16' x 'bf16'}}
  tile.tmem_dot_scaled %a scale %sa, %b scale %sa, %t accumulate %p scales_in %sf : !a, !sa, !b, !sa, !tile.tmem<128x128xf32>, !tile.tmem<128x8xf8E8M0FNU>
  tile.return
}

// -----

!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
tile.kernel @scales_read_back() {
  %slot = tile.buffer_alloc : !slot
  %t, %sf = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x128xf32>, !tile.tmem<128x8xf8E8M0FNU>
  // expected-error @+1 {{reads an accumulator back; '!tile.tmem<128x8xf8E8M0FNU>' holds scales}}
  %r = tile.tmem_load %sf : !tile.tmem<128x8xf8E8M0FNU> -> tensor<128x8xf8E8M0FNU>
  tile.return
}
