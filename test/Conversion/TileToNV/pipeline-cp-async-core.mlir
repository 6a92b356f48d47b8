// sm_90a: a K loop of tile.loads feeding a wgmma tile.dot (the Triton-style
// GEMM of examples/gemm_bf16.mlir and examples/python/gemm.py) becomes a
// cp.async pipeline: the stages live in dynamic shared memory in wgmma's
// no-swizzle core-matrix layouts, every warpgroup copies and multiplies,
// one wgmma group stays in flight. On tensor-memory targets (sm_100a) the
// same stages feed tcgen05.mma, issued by one thread into a tensor-memory
// accumulator and committed to each stage's mbarrier.
// test/python/test_ptxemu_async.py and test/fuzz/cp_async_sweep.py run
// these kernels in the emulator.
//
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline %examples/gemm_bf16.mlir | FileCheck %s --check-prefix=MARK
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline=stages=3 %examples/gemm_bf16.mlir | FileCheck %s --check-prefix=STAGES3
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline=stages=2 --tile-assign-layouts --convert-tile-to-llvm %examples/gemm_bf16.mlir | FileCheck %s --check-prefix=TWO
// RUN: tile-translate --gpu-name=sm_90a --remarks %examples/gemm_bf16.mlir -o %t.ptx 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_90a --emit=metadata %examples/gemm_bf16.mlir | FileCheck %s --check-prefix=META
// RUN: tile-translate --gpu-name=sm_90a --remarks %S/Inputs/gemm_wgmma_cp_async.mlir -o %t.kmajor.ptx 2>&1 | FileCheck %s --check-prefix=KREMARK
// RUN: FileCheck %s --check-prefix=KMAJOR < %t.kmajor.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.kmajor.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline=remarks=true %s -split-input-file -verify-diagnostics -o /dev/null
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline %examples/gemm_bf16.mlir | FileCheck %s --check-prefix=TCMARK
// RUN: tile-translate --gpu-name=sm_100a --remarks %examples/gemm_bf16.mlir -o %t.tc.ptx 2>&1 | FileCheck %s --check-prefix=TCREMARK
// RUN: FileCheck %s --check-prefix=TC < %t.tc.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t.tc.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_100a --remarks %S/Inputs/gemm_wgmma_cp_async.mlir -o %t.tc2.ptx 2>&1 | FileCheck %s --check-prefix=TCREMARK2
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t.tc2.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}

// 128x32 A and 32x64 B bf16 stages: 12288 bytes a stage, 4 stages at
// offset 0 of the kernel's dynamic shared memory, which grows to hold them;
// the plan records their layouts: A's 64-byte lines of K 64-byte swizzled,
// B's (MN-major) 128-byte lines of N 128-byte swizzled.
// MARK: tile.kernel @gemm_bf16({{.*}}) attributes {num_warps = 4 : i32, smem_bytes = 49152 : i32}
// MARK: tile.dot {{.*}} kind wgmma
// MARK: } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 4, smem_offset = 0, shared_a = #tile.shared<swizzle = 64, elem_bytes = 2>, shared_b = #tile.shared<swizzle = 128, elem_bytes = 2>>}
// STAGES3: } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 3, smem_offset = 0, shared_a = #tile.shared<swizzle = 64, elem_bytes = 2>, shared_b = #tile.shared<swizzle = 128, elem_bytes = 2>>}
// REMARK: gemm_bf16.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: pipelined: cp.async + wgmma, 4 stages of 12288 bytes (B MN-major)
// Two stages (what fits for the largest blocks): the copies run one
// iteration ahead and each iteration waits for its own wgmma group.
// TWO: tile_nv.cp_async_wait_group 0
// TWO: tile_nv.fence_proxy_async shared_cta
// TWO: tile_nv.wgmma_commit_group{{$}}
// TWO: tile_nv.wgmma_wait_group 0 acc(
// TWO-NOT: tile_nv.wgmma_wait_group 1
// META: "dynamic_shared_bytes": 49152

// The prologue copies S - 2 = 2 iterations ahead; each iteration waits for
// its own group (S - 3 = 1 may stay pending), fences its copies for the
// async proxy and synchronizes, refills the stage the wgmma two iterations
// back read, and keeps one wgmma group in flight. B (K x N row-major) is
// read MN-major: the transpose-B immediate is 1. LLVM rotates the loop, so
// only the adjacent pairs are checked in order.
// PTX: .extern .shared .align 1024 .b8 gemm_bf16_dsmem[];
// PTX-DAG: cp.async.cg.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 16, %r{{[0-9]+}};
// PTX-DAG: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{.*}}, p, 1, 1, 0, 1;
// The stages are swizzled as the plan says: A's rows of K are
// 64 bytes, 64-byte swizzle (layout type 2 in bits 62-63, SBO 8 x 64 =
// 512, LBO unused: 1); B MN-major, rows of N 128 bytes, 128-byte swizzle
// (type 1, SBO 1024, LBO 4096: the distance between slabs of 64 columns,
// 32 rows of K x 128 bytes). Descriptor high bits, as signed i64:
// 2 << 62 | 32 << 32 | 1 << 16 and 1 << 62 | 64 << 32 | 256 << 16.
// PTX-DAG: or.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, -9223371899415756800;
// PTX-DAG: or.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 4611686293322072064;
// PTX-DAG: wgmma.commit_group.sync.aligned;
// PTX: wgmma.wait_group.sync.aligned 1;
// PTX: cp.async.wait_group 1;
// PTX-NEXT: // end inline asm
// PTX-NEXT: // begin inline asm
// PTX-NEXT: fence.proxy.async.shared::cta;
// PTX-NEXT: // end inline asm
// PTX-NEXT: bar.sync 0;
// PTX: wgmma.wait_group.sync.aligned 0;
// PTX: cp.async.wait_all;
// PTX-NEXT: // end inline asm
// PTX-NEXT: bar.sync 0;
// PTX: st.global

// PTXAS: 0 bytes spill stores, 0 bytes spill loads

// B K-major: the tile.trans of an N x K load (bf16, two warpgroups, M =
// 128), and an fp8 K x N tile of B stored N x K, copied down its columns
// (fp8 wgmma reads B only K-major). The transpose-B immediate is 0 / absent.
// KREMARK: gemm_wgmma_cp_async.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: pipelined: cp.async + wgmma, 4 stages of 32768 bytes (B K-major)
// KREMARK: gemm_wgmma_cp_async.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: pipelined: cp.async + wgmma, 4 stages of 8192 bytes (B K-major)
// KMAJOR-LABEL: .entry gemm_bt(
// KMAJOR: cp.async.cg.shared.global
// KMAJOR: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {{.*}}, p, 1, 1, 0, 0;
// bf16 rows of 64 elements: 128-byte swizzle for A and B (1 << 62 |
// 64 << 32 | 1 << 16); the fp8 kernel's rows of 64 bytes: 64-byte swizzle.
// KMAJOR: or.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 4611686293305360384;
// KMAJOR-LABEL: .entry gemm_fp8_nk(
// KMAJOR: cp.async.cg.shared.global
// KMAJOR: or.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, -9223371899415756800;
// KMAJOR: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {{.*}}, p, 1, 1;

// sm_100a: tile-pipeline plans 4 stages of 12288 bytes and leaves the loop
// to tile-pipeline-loads (`tile.pipeline_loads = 4`), which writes it as IR
// (test/Transforms/pipeline-loads.mlir TCGCP): rings swizzled for the MMAs'
// descriptors, a stage mbarrier each, the accumulator in tensor memory.
// Warp 0 allocates 64 columns; the block waits for its copies, fences them
// for the async proxy and synchronizes; thread 0 issues the stage's two
// MMAs (K 16 each; B MN-major: the instruction descriptor 0x8110490 =
// 135333008 has the transpose-B bit 16) and commits them to the stage's
// mbarrier; the refill of a stage waits on that mbarrier; the done commit
// ends the loop and the accumulator is read back once.
// TCMARK: tile.kernel @gemm_bf16({{.*}}) attributes {num_warps = 4 : i32} {
// TCMARK: tile.dot {{.*}} kind tcgen05
// TCMARK: } {tile.pipeline_loads = 4 : i64}
// TCREMARK: gemm_bf16.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: pipelined: cp.async + tcgen05, 4 stages of 12288 bytes, as IR (tile-pipeline-loads: rings laid out for the MMAs' descriptors, the accumulator a !tile.tmem)
// TCREMARK: gemm_bf16.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: pipelined in the IR: 2 tile.load(s) through 4-stage cp.async rings
// TC: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r{{[0-9]+}}], 64;
// TC: cp.async.wait_group 2;
// TC-NEXT: // end inline asm
// TC-NEXT: // begin inline asm
// TC-NEXT: fence.proxy.async.shared::cta;
// TC-NEXT: // end inline asm
// TC-NEXT: bar.sync 0;
// TC: mov.b32 %r[[IDESC:[0-9]+]], 135333008;
// TC-COUNT-2: tcgen05.mma.cta_group::1.kind::f16 [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r[[IDESC]], p;
// TC: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
// TC: mbarrier.try_wait.parity.shared::cta.b64
// TC: cp.async.cg.shared.global
// TC: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
// TC: tcgen05.ld.sync.aligned.32x32b.x32.b32
// TC: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r{{[0-9]+}}, 64;
// TCREMARK2: gemm_wgmma_cp_async.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: pipelined: cp.async + tcgen05, 4 stages of 32768 bytes, as IR
// M = 64 has no tcgen05 form: that dot is mma.sync, and its loop the
// mma.sync pipeline.
// TCREMARK2: gemm_wgmma_cp_async.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: pipelined: cp.async + mma.sync, 4 stages of 10240 bytes

// Two stages (one being read, one being filled) must fit the
// target's shared memory: a 256 x 256 x 128 block's 128 KiB stages do not.
module {
  tile.kernel @too_big(%a: !tile.ptr<bf16>, %b: !tile.ptr<bf16>, %c: !tile.ptr<f32>, %K: i32)
      attributes {num_warps = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c128 = arith.constant 128 : i32
    %r = tile.range 0 to 128 : tensor<128xi32>
    %r256 = tile.range 0 to 256 : tensor<256xi32>
    %kr = tile.expand_dims %r axis 0 : tensor<128xi32> -> tensor<1x128xi32>
    %kc = tile.expand_dims %r axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %mr = tile.expand_dims %r256 axis 1 : tensor<256xi32> -> tensor<256x1xi32>
    %nr = tile.expand_dims %r256 axis 0 : tensor<256xi32> -> tensor<1x256xi32>
    %zero = arith.constant dense<0.0> : tensor<256x256xf32>
    // expected-remark @+1 {{not pipelined: two stages of 131072 bytes do not fit the target's 232448 bytes of shared memory per block}}
    %acc = scf.for %k0 = %c0 to %K step %c128 iter_args(%acc_in = %zero) -> (tensor<256x256xf32>) : i32 {
      %ks = tile.splat %k0 : tensor<1x128xi32>
      %kk = arith.addi %kr, %ks : tensor<1x128xi32>
      %mb = tile.broadcast %mr : tensor<256x1xi32> -> tensor<256x128xi32>
      %kb = tile.broadcast %kk : tensor<1x128xi32> -> tensor<256x128xi32>
      %a_off = arith.addi %mb, %kb : tensor<256x128xi32>
      %ta = tile.load %a[%a_off] : tensor<256x128xi32> -> tensor<256x128xbf16>
      %kcs = tile.splat %k0 : tensor<128x1xi32>
      %kk2 = arith.addi %kc, %kcs : tensor<128x1xi32>
      %kb2 = tile.broadcast %kk2 : tensor<128x1xi32> -> tensor<128x256xi32>
      %nb = tile.broadcast %nr : tensor<1x256xi32> -> tensor<128x256xi32>
      %b_off = arith.addi %kb2, %nb : tensor<128x256xi32>
      %tb = tile.load %b[%b_off] : tensor<128x256xi32> -> tensor<128x256xbf16>
      %d = tile.dot %ta, %tb, %acc_in : tensor<256x128xbf16>, tensor<128x256xbf16> -> tensor<256x256xf32>
      scf.yield %d : tensor<256x256xf32>
    }
    %off = tile.broadcast %nr : tensor<1x256xi32> -> tensor<256x256xi32>
    tile.store %acc, %c[%off] : tensor<256x256xi32>, tensor<256x256xf32>
    tile.return
  }
}

// -----

// The dot's B is a tile.load but A comes from a computation, not a load:
// the general lowering, with the reason.
module {
  tile.kernel @a_computed(%a: !tile.ptr<bf16>, %b: !tile.ptr<bf16>, %c: !tile.ptr<f32>, %K: i32) {
    %c0 = arith.constant 0 : i32
    %c16 = arith.constant 16 : i32
    %r = tile.range 0 to 64 : tensor<64xi32>
    %r16 = tile.range 0 to 16 : tensor<16xi32>
    %kr = tile.expand_dims %r16 axis 0 : tensor<16xi32> -> tensor<1x16xi32>
    %kc = tile.expand_dims %r16 axis 1 : tensor<16xi32> -> tensor<16x1xi32>
    %mr = tile.expand_dims %r axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %nr = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    // expected-remark @+1 {{not pipelined: A is neither a tile.load_box nor a tile.load, or B neither a tile.load_box, a tile.load nor the tile.trans of one (wgmma pipelines stream TMA boxes or copy tile.loads with cp.async)}}
    %acc = scf.for %k0 = %c0 to %K step %c16 iter_args(%acc_in = %zero) -> (tensor<64x64xf32>) : i32 {
      %mb = tile.broadcast %mr : tensor<64x1xi32> -> tensor<64x16xi32>
      %kb = tile.broadcast %kr : tensor<1x16xi32> -> tensor<64x16xi32>
      %a_off = arith.addi %mb, %kb : tensor<64x16xi32>
      %la = tile.load %a[%a_off] : tensor<64x16xi32> -> tensor<64x16xbf16>
      %ta = arith.addf %la, %la : tensor<64x16xbf16>
      %kb2 = tile.broadcast %kc : tensor<16x1xi32> -> tensor<16x64xi32>
      %nb = tile.broadcast %nr : tensor<1x64xi32> -> tensor<16x64xi32>
      %b_off = arith.addi %kb2, %nb : tensor<16x64xi32>
      %tb = tile.load %b[%b_off] : tensor<16x64xi32> -> tensor<16x64xbf16>
      %d = tile.dot %ta, %tb, %acc_in : tensor<64x16xbf16>, tensor<16x64xbf16> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    }
    %off = tile.broadcast %nr : tensor<1x64xi32> -> tensor<64x64xi32>
    tile.store %acc, %c[%off] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}
