// CTA pairs (tile.kernel `cta_group = 2`, tcgen05 targets): the two blocks
// of a pair (cluster ranks 2i, 2i + 1) split the B box both load; the
// first block issues one tcgen05.mma.cta_group::2 of M = 256 per K step
// over both blocks' shared memory, each block's 128 rows of C in its own
// tensor memory.
//
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline %examples/gemm_bf16_tcgen05_pair.mlir | FileCheck %s --check-prefix=MARK
// RUN: tile-translate --gpu-name=sm_100a %examples/gemm_bf16_tcgen05_pair.mlir -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX --implicit-check-not=cta_group::1 < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_100a --emit=metadata %examples/gemm_bf16_tcgen05_pair.mlir | FileCheck %s --check-prefix=META
// RUN: tile-translate --gpu-name=sm_100a %S/Inputs/gemm_pair_kn.mlir -o %t.kn.ptx
// RUN: FileCheck %s --check-prefix=KN --implicit-check-not=cta_group::1 < %t.kn.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t.kn.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_100a --emit=metadata %S/Inputs/gemm_pair_kn.mlir | FileCheck %s --check-prefix=KNMETA
// RUN: tile-translate --gpu-name=sm_103a %examples/gemm_bf16_tcgen05_pair.mlir -o %t.103a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_103a %t.103a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100a --remarks %examples/gemm_bf16_tcgen05_pair.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: tile-translate --gpu-name=sm_100a --remarks %S/Inputs/gemm_persistent_pair.mlir -o %t.persist.ptx 2>&1 | FileCheck %s --check-prefix=PREMARK
// RUN: FileCheck %s --check-prefix=PERSIST --implicit-check-not=cta_group::1 < %t.persist.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t.persist.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-opt --tile-pipeline --tile-assign-layouts --convert-tile-to-llvm %s -split-input-file -verify-diagnostics

// The plan: the stages (of 16 KiB of A + 16 KiB of half B) and a producer
// warp, left to the generic passes.
// MARK: tile.kernel @gemm_bf16_tcgen05_pair
// MARK-SAME: tile.warp_specialize = 1 : i32
// MARK: } {tile.pipeline_loads = 4 : i64}

// Every tcgen05 instruction of the kernel is cta_group::2 (ptxas takes one
// group per kernel; --implicit-check-not above). Warp 0 of each block
// allocates together; the cluster synchronizes after the barriers are set
// up. Each block's producer warp copies into its own stage, completing on
// the first block's full barrier (mapa to rank & ~1), which only the first
// block arms, for the bytes of both (2 x 32 KiB); the second block's half
// of the B box starts 128 rows further. The first block's MMA: M = 256
// (bits 24-28 = 16), N = 256, bf16 -> f32: 0x10400490; commits to both
// blocks' barriers (CTA mask 3 << rank). The pair meets again after the
// partitions.
// PTX: .reqntid 288
// PTX: .reqnctapercluster 1, 2, 1
// PTX: tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [%r{{[0-9]+}}], 256;
// PTX-NEXT: tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;
// PTX: barrier.cluster.arrive;
// PTX: barrier.cluster.wait;
// PTX: mapa.shared::cluster.u32 [[BAR:%r[0-9]+]], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [%r{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [[[BAR]]];
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [%r{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [[[BAR]]];
// PTX: mov.b32 [[BYTES:%r[0-9]+]], 65536;
// PTX: mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r{{[0-9]+}}], [[BYTES]];
// PTX: mov.b32 [[IDESC:%r[0-9]+]], 272630928;
// PTX: tcgen05.mma.cta_group::2.kind::f16 [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, [[IDESC]], p;
// PTX: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%r{{[0-9]+}}], %tl_m;
// PTX: tcgen05.ld.sync.aligned.32x32b.x32.b32
// PTX: tcgen05.dealloc.cta_group::2.sync.aligned.b32 %r{{[0-9]+}}, 256;
// PTX: barrier.cluster.arrive;
// PTX: barrier.cluster.wait;

// PTXAS: 0 bytes spill stores, 0 bytes spill loads

// The host encodes B's tensor map with the box each block copies.
// META: "name": "gemm_bf16_tcgen05_pair"
// META: "tensor_map": true,
// META-NEXT: "box": [
// META-NEXT: 128,
// META-NEXT: 64
// META: "tensor_map": true,
// META-NEXT: "box": [
// META-NEXT: 128,
// META-NEXT: 64

// Row-major B: each block copies 2 of the 4 slabs (its half of N); the
// MMA reads B MN-major (instruction-descriptor bit 16: 0x10410490).
// KN: mov.b32 [[IDESC:%r[0-9]+]], 272696464;
// KN: tcgen05.mma.cta_group::2.kind::f16 [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, [[IDESC]], p;
// KNMETA: "tensor_map": true,
// KNMETA-NEXT: "box": [
// KNMETA-NEXT: 128,
// KNMETA-NEXT: 64
// KNMETA: "tensor_map": true,
// KNMETA-NEXT: "box": [
// KNMETA-NEXT: 64,
// KNMETA-NEXT: 128

// REMARK: remark: pipelined: TMA + tcgen05, 4 stages of 32768 bytes, as IR (tile-pipeline-loads: TMA rings, the accumulator a !tile.tmem; tile-warp-specialize: a producer warp issues the copies); over CTA pairs along y (tcgen05.mma cta_group::2, M = 256: each block copies its A box and half of the B box)

// A persistent loop over CTA pairs: the producer warp of each block copies
// its halves; only the first block's producer issues the MMAs
// (cta_group::2), into one of two accumulators (2 x 256 columns of both
// blocks' tensor memory), committing each tile to "done" in both blocks;
// the warps of both blocks (8 each) release an accumulator on the first
// block's mbarrier (each warp's lane 0, mapa), which counts 16 arrivals.
// PREMARK: remark: pipelined: TMA + tcgen05, 4 stages of 32768 bytes, as IR ({{.*}} and the MMAs, into two accumulators, one per tile in turn); over CTA pairs along x
// PREMARK: remark: persistent: one ring for all its iterations
// PREMARK: remark: warp-specialized: 1 producer warp(s) issue the 2 box copies of every iteration; the producer issues the tcgen05 MMAs too
// PERSIST: .reqntid 288
// PERSIST: .reqnctapercluster 2, 1, 1
// PERSIST: mbarrier.init.shared::cta.b64 [%r{{[0-9]+}}], 16;
// PERSIST: tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [%r{{[0-9]+}}], 512;
// PERSIST: barrier.cluster.wait;
// PERSIST: complete_tx::bytes.cta_group::2
// PERSIST: tcgen05.mma.cta_group::2.kind::f16
// PERSIST: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64
// PERSIST: tcgen05.ld.sync.aligned.32x32b
// PERSIST: mapa.shared::cluster.u32 %tl_a
// PERSIST-NEXT: mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%tl_a];
// PERSIST: tcgen05.dealloc.cta_group::2.sync.aligned.b32 %r{{[0-9]+}}, 512;
// PERSIST: barrier.cluster.arrive;

// -----

// Hopper has no CTA pairs: the request is an error, not ignored.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  // expected-error @+1 {{'tile.kernel' op unsupported operation for target sm_90a: cta_group = 2 (tcgen05.mma over CTA pairs) needs sm_100f, sm_100a}}
  tile.kernel @k(%a: !tile.ptr<bf16> {tile.tensor_map}, %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 8 : i32, cluster_dims = array<i32: 1, 2, 1>, cta_group = 2 : i32} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %r = tile.cluster_block_id y : i32
    %zero = arith.constant dense<0.0> : tensor<128x256xf32>
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x256xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %r] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<256x64xbf16>
      %tbt = tile.trans %tb : tensor<256x64xbf16> -> tensor<64x256xbf16>
      %d = tile.dot %ta, %tbt, %acc_in kind wgmma : tensor<128x64xbf16>, tensor<64x256xbf16> -> tensor<128x256xf32>
      scf.yield %d : tensor<128x256xf32>
    }
    tile.return
  }
}

// -----

// The blocks of a pair must load the same B box: here B's row depends on
// the block's position in the pair.
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%a: !tile.ptr<bf16> {tile.tensor_map}, %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 8 : i32, cluster_dims = array<i32: 2, 1, 1>, cta_group = 2 : i32} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %r = tile.cluster_block_id x : i32
    %zero = arith.constant dense<0.0> : tensor<128x256xf32>
    // expected-error @+1 {{the kernel has cta_group = 2, but this K loop cannot run over CTA pairs: the blocks of a pair must load the same B box, but the box's coordinates may differ between the blocks of a cluster}}
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x256xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %r] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %r] : !tile.ptr<bf16> -> tensor<256x64xbf16>
      %tbt = tile.trans %tb : tensor<256x64xbf16> -> tensor<64x256xbf16>
      %d = tile.dot %ta, %tbt, %acc_in kind tcgen05 : tensor<128x64xbf16>, tensor<64x256xbf16> -> tensor<128x256xf32>
      scf.yield %d : tensor<128x256xf32>
    }
    tile.return
  }
}

// -----

// A cta_group = 2 kernel without a K loop to pair.
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
  // expected-error @+1 {{cta_group = 2 asks for tcgen05 MMAs over CTA pairs, but the kernel has no K loop of TMA boxes and a tile.dot to pair (docs/gemm.md)}}
  tile.kernel @k(%x: !tile.ptr<f32>) attributes {cluster_dims = array<i32: 2>, cta_group = 2 : i32} {
    tile.return
  }
}

// -----

// A pair along a dimension of extent 3 does not exist.
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
  // expected-error @+1 {{'tile.kernel' op cta_group = 2 runs the tcgen05 MMAs over pairs of blocks (cluster ranks 2i, 2i + 1): it needs cluster_dims whose first entry above 1 is even, such as array<i32: 2, 1, 1>}}
  tile.kernel @k(%x: !tile.ptr<f32>) attributes {cluster_dims = array<i32: 1, 3>, cta_group = 2 : i32} {
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
  // expected-error @+1 {{'tile.kernel' op cta_group is 1 or 2, got 4}}
  tile.kernel @k(%x: !tile.ptr<f32>) attributes {cluster_dims = array<i32: 2>, cta_group = 4 : i32} {
    tile.return
  }
}
