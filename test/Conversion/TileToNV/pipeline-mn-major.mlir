// B row-major (K x N): a K x N tile.load_box wider than 128 bytes is copied
// as 128-byte-wide slabs, and the wgmma pipeline reads it MN-major (the
// transpose-B immediate, descriptors with LBO = one slab).
//
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline %examples/gemm_bf16_tma_kn.mlir | FileCheck %s --check-prefix=MARK
// RUN: tile-translate --gpu-name=sm_90a %examples/gemm_bf16_tma_kn.mlir -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_100a %examples/gemm_bf16_tma_kn.mlir -o %t.100a.ptx
// RUN: FileCheck %s --check-prefix=TC05 < %t.100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t.100a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline=remarks=true %s -split-input-file -verify-diagnostics -o /dev/null
// RUN: tile-translate --gpu-name=sm_90a %S/Inputs/load_box_wide.mlir -o %t.wide.ptx
// RUN: FileCheck %s --check-prefix=WIDE < %t.wide.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.wide.ptx -o /dev/null %}

// MARK: tile.load_box %arg1[{{.*}}] : <bf16> -> tensor<64x256xbf16>
// MARK-NOT: tile.trans
// MARK: } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}

// Per stage: A's 128 x 64 box, then B's four 64 x 64 slabs at columns n0,
// n0 + 64, ... into consecutive 8 KiB slabs, all on the stage's barrier.
// PTX: mbarrier.arrive.expect_tx.shared::cta.b64 _, [[[BAR:%r[0-9]+]]], %r{{[0-9]+}};
// PTX-NEXT: // end inline asm
// PTX-NEXT: // begin inline asm
// PTX-NEXT: cp.async.bulk.tensor.2d{{.*}} [[[A:%r[0-9]+]]], [%rd{{[0-9]+}}, {[[K0:%r[0-9]+]], %r{{[0-9]+}}}], [[[BAR]]];
// PTX: cp.async.bulk.tensor.2d{{.*}} [%r{{[0-9]+}}], [[[MAPB:%rd[0-9]+]], {%r{{[0-9]+}}, [[K0]]}], [[[BAR]]];
// PTX: add.s32 %r{{[0-9]+}}, [[A]], 24576;
// PTX: cp.async.bulk.tensor.2d{{.*}} [%r{{[0-9]+}}], [[[MAPB]], {%r{{[0-9]+}}, [[K0]]}], [[[BAR]]];
// PTX: add.s32 %r{{[0-9]+}}, [[A]], 32768;
// PTX: cp.async.bulk.tensor.2d{{.*}} [%r{{[0-9]+}}], [[[MAPB]], {%r{{[0-9]+}}, [[K0]]}], [[[BAR]]];
// PTX: add.s32 %r{{[0-9]+}}, [[A]], 40960;
// PTX: cp.async.bulk.tensor.2d{{.*}} [%r{{[0-9]+}}], [[[MAPB]], {%r{{[0-9]+}}, [[K0]]}], [[[BAR]]];
// PTX-NOT: cp.async.bulk.tensor
// PTX: mbarrier.try_wait.parity
// B's descriptor: layout type 1 (128B swizzle), SBO 1024 B (8 rows of K),
// LBO 8192 B (one slab of N): 0x4000004002000000; 16 rows of K (2 KiB) per
// instruction; transpose-B = 1.
// PTX: or.b64 {{.*}}, 4611686293338849280;
// PTX: wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {{.*}}, p, 1, 1, 0, 1;
// PTX: add.s32 %r{{[0-9]+}}, [[B:%r[0-9]+]], 18432;
// PTX: or.b64 {{.*}}, 4611686293338849280;
// PTX: wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {{.*}}, p, 1, 1, 0, 1;
// PTX: add.s32 %r{{[0-9]+}}, [[B]], 20480;
// PTX-NOT: p, 1, 1, 0, 0;

// PTXAS: 0 bytes spill stores, 0 bytes spill loads

// tcgen05 (sm_100a): the same slabs; the instruction descriptor of the K-major
// pipeline (138413200) with bit 16 set, transpose B; A's shared-memory
// descriptor bits as before (LBO 16, SBO 1024, version 1, 128B swizzle:
// 0x4000404000010000), B's with LBO = one 8 KiB slab (0x4000404002000000),
// 16 rows of K (2 KiB) per MMA.
// (The producer warp's copies: A's box and B's 4 slabs.)
// TC05-COUNT-5: cp.async.bulk.tensor.2d
// TC05-DAG: mov.b32 {{%r[0-9]+}}, 138478736;
// TC05-DAG: or.b64 {{.*}}, 4611756662049538048;
// TC05-DAG: or.b64 {{.*}}, 4611756662083026944;
// TC05: tcgen05.mma.cta_group::1.kind::f16

// A wide box outside a pipeline: one TMA copy per slab, the whole box's
// bytes expected on one barrier.
// WIDE: mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r{{[0-9]+}}], %r{{[0-9]+}};
// WIDE-COUNT-4: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// WIDE-NOT: cp.async.bulk.tensor
// WIDE: mbarrier.try_wait.parity

module {
  tile.kernel @fp8_kn(%a: !tile.ptr<f8E4M3FN> {tile.tensor_map},
                      %b: !tile.ptr<f8E4M3FN> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c128 = arith.constant 128 : i32
    %zero = arith.constant dense<0.0> : tensor<128x256xf32>
    // expected-remark @+1 {{not pipelined: B is a K x N box (MN-major) of f8E4M3FN: the pipelines read MN-major operands of 16-bit types only; load B as an N x K box and tile.trans it}}
    %acc = scf.for %k0 = %c0 to %K step %c128 iter_args(%acc_in = %zero) -> (tensor<128x256xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<f8E4M3FN> -> tensor<128x128xf8E4M3FN>
      %tb = tile.load_box %b[%c0, %k0] : !tile.ptr<f8E4M3FN> -> tensor<128x256xf8E4M3FN>
      %d = tile.dot %ta, %tb, %acc_in : tensor<128x128xf8E4M3FN>, tensor<128x256xf8E4M3FN> -> tensor<128x256xf32>
      scf.yield %d : tensor<128x256xf32>
    }
    tile.return
  }
}

// -----

module {
  tile.kernel @n64(%a: !tile.ptr<bf16> {tile.tensor_map},
                           %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    // expected-remark @+1 {{pipelined: TMA + wgmma, warp-specialized, 4 stages of 24576 bytes}}
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x64xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%c0, %k0] : !tile.ptr<bf16> -> tensor<64x64xbf16>
      %d = tile.dot %ta, %tb, %acc_in : tensor<128x64xbf16>, tensor<64x64xbf16> -> tensor<128x64xf32>
      scf.yield %d : tensor<128x64xf32>
    }
    tile.return
  }
}

// -----

// A K-major box with rows of two slabs: one K step of the pipeline is one
// 128-byte row.
module {
  tile.kernel @wide_a(%a: !tile.ptr<bf16> {tile.tensor_map},
                      %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c128 = arith.constant 128 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    // expected-remark @+1 {{not pipelined: a K-major box has rows wider than 128 bytes (K = 128): one K step of the pipeline is one 128-byte row}}
    %acc = scf.for %k0 = %c0 to %K step %c128 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x128xbf16>
      %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x128xbf16>
      %tbt = tile.trans %tb : tensor<128x128xbf16> -> tensor<128x128xbf16>
      %d = tile.dot %ta, %tbt, %acc_in : tensor<128x128xbf16>, tensor<128x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    }
    tile.return
  }
}
