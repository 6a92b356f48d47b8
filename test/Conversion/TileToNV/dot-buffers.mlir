// Tensor-core dots that read A and B from shared-memory buffers: a
// tile.buffer_load of a 16-bit tile whose every user is a dot in its block,
// nothing between that could write shared memory, from a buffer of whole
// 16-byte chunks per line (not transposed), is never lowered by itself:
// an mma.sync dot's ldmatrix reads the fragments where the buffer's
// #tile.shared layout puts them; a wgmma dot builds its descriptors from
// that layout where it is swizzled and the load follows an async-proxy
// fence (bufferReadByDot). Otherwise the load is lowered and the dot
// stages its operand as any other.
// The hand-pipelined GEMM (3-stage cp.async rings): Inputs/buffer_gemm.mlir,
// numerics in test/python/test_buffers_emulated.py.
//
// RUN: tile-opt --tile-lower-dot --tile-allocate-shared --tile-assign-layouts --convert-tile-to-llvm=remarks %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: tile-translate --gpu-name=sm_80 --remarks %S/Inputs/buffer_gemm.mlir -o - 2>&1 | FileCheck %s --check-prefix=GEMM
// RUN: tile-translate --gpu-name=sm_80 --emit=metadata %S/Inputs/buffer_gemm.mlir -o - | FileCheck %s --check-prefix=META
// RUN: %if ptxas %{ tile-translate --gpu-name=sm_80 %S/Inputs/buffer_gemm.mlir -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

// GEMM: buffer_gemm.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: not pipelined: the dot reads a tile.buffer_load: the loop's copies are in the IR already (tile.async_copy into buffers), nothing for tile-pipeline to plan
// GEMM: buffer_gemm.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: A and B are read from their buffers: no staging
// GEMM-LABEL: .visible .entry buffer_gemm(
// GEMM-DAG: cp.async.wait_group 1;
// GEMM-DAG: cp.async.commit_group;
// GEMM-DAG: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// GEMM-DAG: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// GEMM-DAG: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// META: "dynamic_shared_bytes": 24576,

!sa = !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>
!sb = !tile.buffer<32x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>

// Both operands from their buffers: ldmatrix at the buffers' addresses,
// nothing stored to shared memory before the dot.
// CHECK-LABEL: llvm.func @both
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: nvvm.ldmatrix
// CHECK: tile_nv.mma_sync
module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
tile.kernel @both(%c: !tile.ptr<f32>) {
  %a = tile.buffer_alloc : !sa
  %b = tile.buffer_alloc : !sb
  %at = tile.buffer_load %a : !sa -> tensor<64x32xbf16>
  %bt = tile.buffer_load %b : !sb -> tensor<32x64xbf16>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  // expected-remark @+1 {{A and B are read from their buffers: no staging}}
  %d = tile.dot %at, %bt, %zero : tensor<64x32xbf16>, tensor<32x64xbf16> -> tensor<64x64xf32>
  %r = tile.range 0 to 4096 : tensor<4096xi32>
  %o = tile.reshape %r : tensor<4096xi32> -> tensor<64x64xi32>
  tile.store %d, %c[%o] : tensor<64x64xi32>, tensor<64x64xf32>
  tile.return
}
}

// -----

!sa = !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>
!sb = !tile.buffer<32x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>

// A store to a buffer between B's load and the dot: B is loaded where it
// stands (and staged by the dot); A is still read from its buffer.
// CHECK-LABEL: llvm.func @written_between
module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
tile.kernel @written_between(%c: !tile.ptr<f32>, %x: !tile.ptr<bf16>) {
  %a = tile.buffer_alloc : !sa
  %b = tile.buffer_alloc : !sb
  %bt = tile.buffer_load %b : !sb -> tensor<32x64xbf16>
  %r2 = tile.range 0 to 2048 : tensor<2048xi32>
  %o2 = tile.reshape %r2 : tensor<2048xi32> -> tensor<32x64xi32>
  %v = tile.load %x[%o2] : tensor<32x64xi32> -> tensor<32x64xbf16>
  tile.buffer_store %v, %b : tensor<32x64xbf16>, !sb
  %at = tile.buffer_load %a : !sa -> tensor<64x32xbf16>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  // expected-remark @+1 {{A is read from its buffer: no staging}}
  %d = tile.dot %at, %bt, %zero : tensor<64x32xbf16>, tensor<32x64xbf16> -> tensor<64x64xf32>
  %r = tile.range 0 to 4096 : tensor<4096xi32>
  %o = tile.reshape %r : tensor<4096xi32> -> tensor<64x64xi32>
  tile.store %d, %c[%o] : tensor<64x64xi32>, tensor<64x64xf32>
  tile.return
}
}

// -----

// A transposed buffer (K-major A) is loaded and staged: no remark.
// CHECK-LABEL: llvm.func @transposed
module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
tile.kernel @transposed(%c: !tile.ptr<f32>, %x: !tile.ptr<bf16>) {
  %a = tile.buffer_alloc : !tile.buffer<64x32xbf16, #tile.shared<swizzle = 0, elem_bytes = 2, transposed>>
  %at = tile.buffer_load %a : !tile.buffer<64x32xbf16, #tile.shared<swizzle = 0, elem_bytes = 2, transposed>> -> tensor<64x32xbf16>
  %r2 = tile.range 0 to 2048 : tensor<2048xi32>
  %o2 = tile.reshape %r2 : tensor<2048xi32> -> tensor<32x64xi32>
  %bt = tile.load %x[%o2] : tensor<32x64xi32> -> tensor<32x64xbf16>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  %d = tile.dot %at, %bt, %zero : tensor<64x32xbf16>, tensor<32x64xbf16> -> tensor<64x64xf32>
  %r = tile.range 0 to 4096 : tensor<4096xi32>
  %o = tile.reshape %r : tensor<4096xi32> -> tensor<64x64xi32>
  tile.store %d, %c[%o] : tensor<64x64xi32>, tensor<64x64xf32>
  tile.return
}
}

// -----

// B as the tile.trans of a buffer load (attention's K^T, K stored N x K):
// read from the buffer by ldmatrix without .trans, nothing staged.
// CHECK-LABEL: llvm.func @transposed_b
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: nvvm.ldmatrix
module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
tile.kernel @transposed_b(%c: !tile.ptr<f32>) {
  %a = tile.buffer_alloc : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
  %k = tile.buffer_alloc : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
  %at = tile.buffer_load %a : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>> -> tensor<64x64xbf16>
  %kt = tile.buffer_load %k : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>> -> tensor<64x64xbf16>
  %bt = tile.trans %kt : tensor<64x64xbf16> -> tensor<64x64xbf16>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  // expected-remark @+1 {{A and B are read from their buffers: no staging}}
  %d = tile.dot %at, %bt, %zero : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
  %r = tile.range 0 to 4096 : tensor<4096xi32>
  %o = tile.reshape %r : tensor<4096xi32> -> tensor<64x64xi32>
  tile.store %d, %c[%o] : tensor<64x64xi32>, tensor<64x64xf32>
  tile.return
}
}

// -----

// wgmma (sm_90a) reads swizzled buffers through matrix descriptors after a
// wait that fenced them for the async proxy: A K-major (64-byte swizzle,
// layout type 2 in bits 62-63), B as loaded K x N (128-byte swizzle, type
// 1, MN-major: the transpose-B immediate 1), nothing stored to shared
// memory before the wgmma.
!sa = !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>
!sb = !tile.buffer<32x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
// CHECK-LABEL: llvm.func @wgmma_both
// CHECK: tile_nv.cp_async_wait_group 0
// CHECK-NEXT: tile_nv.fence_proxy_async
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: arith.constant -9223372036854775808 : i64
// CHECK: arith.constant 4611686018427387904 : i64
// CHECK: tile_nv.wgmma_mma_async n 64 k 16 f32, bf16, bf16 a_desc %{{.*}} b_desc %{{.*}} scale_d %{{.*}} trans_b acc(
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
tile.kernel @wgmma_both(%c: !tile.ptr<f32>) {
  %a = tile.buffer_alloc : !sa
  %b = tile.buffer_alloc : !sb
  tile.async_wait pending 0, async_proxy
  %at = tile.buffer_load %a : !sa -> tensor<64x32xbf16>
  %bt = tile.buffer_load %b : !sb -> tensor<32x64xbf16>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  // expected-remark @+1 {{A and B are read from their buffers: no staging}}
  %d = tile.dot %at, %bt, %zero : tensor<64x32xbf16>, tensor<32x64xbf16> -> tensor<64x64xf32>
  %r = tile.range 0 to 4096 : tensor<4096xi32>
  %o = tile.reshape %r : tensor<4096xi32> -> tensor<64x64xi32>
  tile.store %d, %c[%o] : tensor<64x64xi32>, tensor<64x64xf32>
  tile.return
}
}

// -----

// wgmma with B the tile.trans of an N x K buffer (attention's K^T): read
// K-major, without the transpose-B immediate.
!sk = !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
// CHECK-LABEL: llvm.func @wgmma_transposed_b
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: tile_nv.wgmma_mma_async n 64 k 16 f32, bf16, bf16 a_desc %{{.*}} b_desc %{{.*}} scale_d %{{.*}} acc(
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
tile.kernel @wgmma_transposed_b(%c: !tile.ptr<f32>) {
  %a = tile.buffer_alloc : !sk
  %k = tile.buffer_alloc : !sk
  tile.async_wait pending 0, async_proxy
  %at = tile.buffer_load %a : !sk -> tensor<64x64xbf16>
  %kt = tile.buffer_load %k : !sk -> tensor<64x64xbf16>
  %bt = tile.trans %kt : tensor<64x64xbf16> -> tensor<64x64xbf16>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  // expected-remark @+1 {{A and B are read from their buffers: no staging}}
  %d = tile.dot %at, %bt, %zero : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
  %r = tile.range 0 to 4096 : tensor<4096xi32>
  %o = tile.reshape %r : tensor<4096xi32> -> tensor<64x64xi32>
  tile.store %d, %c[%o] : tensor<64x64xi32>, tensor<64x64xf32>
  tile.return
}
}

// -----

// fp8 (FlashAttention-3's e4m3 K^T and V^T): 8-bit wgmma operands are
// K-major only, which A as stored (M x K) and B through the tile.trans of
// its N x K buffer are: both read where they lie, K 32 per instruction.
!sk8 = !tile.buffer<64x128xf8E4M3FN, #tile.shared<swizzle = 128, elem_bytes = 1>>
// CHECK-LABEL: llvm.func @wgmma_fp8_k_major
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: tile_nv.wgmma_mma_async n 64 k 32 f32, e4m3, e4m3 a_desc %{{.*}} b_desc %{{.*}} scale_d %{{.*}} acc(
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
tile.kernel @wgmma_fp8_k_major(%c: !tile.ptr<f32>) {
  %a = tile.buffer_alloc : !sk8
  %k = tile.buffer_alloc : !sk8
  tile.async_wait pending 0, async_proxy
  %at = tile.buffer_load %a : !sk8 -> tensor<64x128xf8E4M3FN>
  %kt = tile.buffer_load %k : !sk8 -> tensor<64x128xf8E4M3FN>
  %bt = tile.trans %kt : tensor<64x128xf8E4M3FN> -> tensor<128x64xf8E4M3FN>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  // expected-remark @+1 {{A and B are read from their buffers: no staging}}
  %d = tile.dot %at, %bt, %zero : tensor<64x128xf8E4M3FN>, tensor<128x64xf8E4M3FN> -> tensor<64x64xf32>
  %r = tile.range 0 to 4096 : tensor<4096xi32>
  %o = tile.reshape %r : tensor<4096xi32> -> tensor<64x64xi32>
  tile.store %d, %c[%o] : tensor<64x64xi32>, tensor<64x64xf32>
  tile.return
}
}

// -----

// int8 likewise (an int8 GEMM's rings, B N x K through tile.trans): both
// read where they lie, s8 with an s32 accumulator, K 32 per instruction.
!si8 = !tile.buffer<64x128xi8, #tile.shared<swizzle = 128, elem_bytes = 1>>
// CHECK-LABEL: llvm.func @wgmma_i8_k_major
// CHECK-NOT: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: tile_nv.wgmma_mma_async n 64 k 32 s32, s8, s8 a_desc %{{.*}} b_desc %{{.*}} scale_d %{{.*}} acc(
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
tile.kernel @wgmma_i8_k_major(%c: !tile.ptr<i32>) {
  %a = tile.buffer_alloc : !si8
  %k = tile.buffer_alloc : !si8
  tile.async_wait pending 0, async_proxy
  %at = tile.buffer_load %a : !si8 -> tensor<64x128xi8>
  %kt = tile.buffer_load %k : !si8 -> tensor<64x128xi8>
  %bt = tile.trans %kt : tensor<64x128xi8> -> tensor<128x64xi8>
  %zero = arith.constant dense<0> : tensor<64x64xi32>
  // expected-remark @+1 {{A and B are read from their buffers: no staging}}
  %d = tile.dot %at, %bt, %zero : tensor<64x128xi8>, tensor<128x64xi8> -> tensor<64x64xi32>
  %r = tile.range 0 to 4096 : tensor<4096xi32>
  %o = tile.reshape %r : tensor<4096xi32> -> tensor<64x64xi32>
  tile.store %d, %c[%o] : tensor<64x64xi32>, tensor<64x64xi32>
  tile.return
}
}

// -----

// An fp8 B as loaded, K x N, would be MN-major, which 8-bit wgmma cannot
// read: it is loaded and staged K-major; A is still read in place.
!sa8 = !tile.buffer<64x64xf8E4M3FN, #tile.shared<swizzle = 64, elem_bytes = 1>>
!sb8 = !tile.buffer<64x128xf8E4M3FN, #tile.shared<swizzle = 128, elem_bytes = 1>>
// CHECK-LABEL: llvm.func @wgmma_fp8_mn_major_b
// CHECK: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: tile_nv.wgmma_mma_async n 128 k 32 f32, e4m3, e4m3 a_desc
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
tile.kernel @wgmma_fp8_mn_major_b(%c: !tile.ptr<f32>) {
  %a = tile.buffer_alloc : !sa8
  %b = tile.buffer_alloc : !sb8
  tile.async_wait pending 0, async_proxy
  %at = tile.buffer_load %a : !sa8 -> tensor<64x64xf8E4M3FN>
  %bt = tile.buffer_load %b : !sb8 -> tensor<64x128xf8E4M3FN>
  %zero = arith.constant dense<0.0> : tensor<64x128xf32>
  // expected-remark @+1 {{A is read from its buffer: no staging}}
  %d = tile.dot %at, %bt, %zero : tensor<64x64xf8E4M3FN>, tensor<64x128xf8E4M3FN> -> tensor<64x128xf32>
  %r = tile.range 0 to 8192 : tensor<8192xi32>
  %o = tile.reshape %r : tensor<8192xi32> -> tensor<64x128xi32>
  tile.store %d, %c[%o] : tensor<64x128xi32>, tensor<64x128xf32>
  tile.return
}
}

// -----

// What a wgmma descriptor cannot read where it lies is loaded and staged
// (no remark): A unswizzled (plain lines are not a descriptor layout), and
// B not fenced for the async proxy (no async_proxy wait before its load:
// its bytes might be generic-proxy writes the wgmma cannot see).
// CHECK-LABEL: llvm.func @wgmma_staged
// CHECK: llvm.store {{.*}} !llvm.ptr<3>
// CHECK: tile_nv.fence_proxy_async
// CHECK: tile_nv.wgmma_mma_async
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
tile.kernel @wgmma_staged(%c: !tile.ptr<f32>) {
  %a = tile.buffer_alloc : !tile.buffer<64x32xbf16, #tile.shared<swizzle = 0, elem_bytes = 2>>
  %b = tile.buffer_alloc : !tile.buffer<32x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
  tile.async_wait pending 0
  %at = tile.buffer_load %a : !tile.buffer<64x32xbf16, #tile.shared<swizzle = 0, elem_bytes = 2>> -> tensor<64x32xbf16>
  %bt = tile.buffer_load %b : !tile.buffer<32x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>> -> tensor<32x64xbf16>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32>
  %d = tile.dot %at, %bt, %zero : tensor<64x32xbf16>, tensor<32x64xbf16> -> tensor<64x64xf32>
  %r = tile.range 0 to 4096 : tensor<4096xi32>
  %o = tile.reshape %r : tensor<4096xi32> -> tensor<64x64xi32>
  tile.store %d, %c[%o] : tensor<64x64xi32>, tensor<64x64xf32>
  tile.return
}
}

// -----

// async_proxy fences need sm_90: an error on sm_80.
module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @no_proxy_fence() {
    // expected-error @+1 {{unsupported operation for target sm_80: a proxy fence for the async proxy (tile.async_wait async_proxy)}}
    tile.async_wait pending 0, async_proxy
    tile.return
  }
}

// -----

// Without cp.async (sm_75): an error at the first async op.
module attributes {tile.compute_capability = 75 : i32, tile.target_spec = ""} {
  tile.kernel @old() {
    // expected-error @+1 {{unsupported operation for target sm_75: cp.async groups (tile.async_commit)}}
    tile.async_commit
    tile.return
  }
}
