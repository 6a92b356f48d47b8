// Boxes whose rows are 16, 32 or 64 bytes (Triton's BLOCK_K = 32 f16
// descriptors, a subtiled epilogue's 32-column stores, fp8 attention with
// HEAD_DIM = 64): one TMA copy of the whole box, unswizzled (the host
// encodes such maps without swizzle), rows one after the other in shared
// memory; a K loop over them runs unpipelined where the dot is wgmma or
// tcgen05 (their descriptors read 128-byte-swizzled rows), and on the TMA +
// mma.sync pipeline on sm_120a (stages of the narrow rows as they are).
// ptxas accepts the PTX, and the metadata reports the boxes as they are,
// with no swizzle (the box ops' #tile.shared layout).
//
// RUN: tile-translate --gpu-name=sm_90a %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100a %s -o %t.100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.100a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_90a --emit=metadata %s | FileCheck %s --check-prefix=META
// RUN: tile-translate --gpu-name=sm_120a --remarks %s -o %t.120a.ptx 2>&1 | FileCheck %s --check-prefix=REMARK120
// RUN: FileCheck %s --check-prefix=SM120 < %t.120a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_120a -v %t.120a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}

// CHECK-LABEL: .entry narrow_copy(
// CHECK: mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK-COUNT-1: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// CHECK-NOT: cp.async.bulk.tensor
// CHECK: ret;
// CHECK-LABEL: .entry narrow_k(

// META: "name": "narrow_copy"
// META: "box": [
// META-NEXT: 64,
// META-NEXT: 16
// META-NEXT: ],
// META-NEXT: "swizzle": 0
// META: "box": [
// META-NEXT: 64,
// META-NEXT: 32
// META-NEXT: ],
// META-NEXT: "swizzle": 0
// REMARK120: remark: pipelined: TMA + mma.sync, 4 stages of 16384 bytes

// The stages: 128 + 128 rows of 64 bytes, expect_tx 16384 bytes per stage.
// SM120-LABEL: .entry narrow_k(
// SM120: mov.b32 [[BYTES:%r[0-9]+]], 16384;
// SM120: mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r{{[0-9]+}}], [[BYTES]];
// SM120: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// SM120: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// PTXAS: 0 bytes spill stores, 0 bytes spill loads

// META: "name": "narrow_k"
// META: "box": [
// META-NEXT: 128,
// META-NEXT: 32
// META: "box": [
// META-NEXT: 128,
// META-NEXT: 32

module {
  // 64 x 16 f16 (32-byte rows) in, doubled, 64 x 32 f16 (64-byte rows) out.
  tile.kernel @narrow_copy(%src: !tile.ptr<f16> {tile.tensor_map},
                           %dst: !tile.ptr<f16> {tile.tensor_map}, %x: i32) {
    %a = tile.load_box %src[%x, %x] : !tile.ptr<f16> -> tensor<64x16xf16>
    %j = tile.join %a, %a : tensor<64x16xf16> -> tensor<64x16x2xf16>
    %w = tile.reshape %j : tensor<64x16x2xf16> -> tensor<64x32xf16>
    tile.store_box %w, %dst[%x, %x] : tensor<64x32xf16>, !tile.ptr<f16>
    tile.return
  }

  // A K loop over 128 x 32 bf16 boxes (64-byte rows): not pipelined on
  // sm_90a and sm_100a, TMA + mma.sync on sm_120a.
  tile.kernel @narrow_k(%a: !tile.ptr<bf16> {tile.tensor_map},
                        %b: !tile.ptr<bf16> {tile.tensor_map},
                        %c: !tile.ptr<f32>, %K: i32)
      attributes {num_warps = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    %acc = scf.for %k0 = %c0 to %K step %c32 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x32xbf16>
      %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x32xbf16>
      %tbt = tile.trans %tb : tensor<128x32xbf16> -> tensor<32x128xbf16>
      %d = tile.dot %ta, %tbt, %acc_in : tensor<128x32xbf16>, tensor<32x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    }
    %r = tile.range 0 to 128 : tensor<128xi32>
    %row = tile.expand_dims %r axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %col = tile.expand_dims %r axis 0 : tensor<128xi32> -> tensor<1x128xi32>
    %c128 = arith.constant dense<128> : tensor<128x1xi32>
    %ro = arith.muli %row, %c128 : tensor<128x1xi32>
    %rb = tile.broadcast %ro : tensor<128x1xi32> -> tensor<128x128xi32>
    %cb = tile.broadcast %col : tensor<1x128xi32> -> tensor<128x128xi32>
    %offs = arith.addi %rb, %cb : tensor<128x128xi32>
    tile.store %acc, %c[%offs] : tensor<128x128xi32>, tensor<128x128xf32>
    tile.return
  }
}
