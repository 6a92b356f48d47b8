// f16 accumulators: f16 and fp8 (e4m3/e5m2) operands. wgmma on sm_90a
// (.f16 accumulators: N / 4 .f16x2 registers per m64nN tile); mma.sync
// elsewhere, whose fp8 form with .f16 accumulators needs PTX 8.7 (ptxas 13
// rejects it below: "mma with FP8 floating point type and FP16
// accumulation"), on sm_89 whose own minimum is 7.8 as on sm_100a (8.6);
// tcgen05 takes f32 accumulators only.

// RUN: tile-translate --gpu-name=sm_90a %s -o %t.90a.ptx
// RUN: FileCheck %s --check-prefix=WGMMA < %t.90a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.90a.ptx -o /dev/null %}
// WGMMA: .version 8.0
// WGMMA-LABEL: .entry f16_acc(
// WGMMA: wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {{[{](%r[0-9]+, ){15}%r[0-9]+[}]}}
// WGMMA-LABEL: .entry fp8_f16_acc(
// WGMMA: wgmma.mma_async.sync.aligned.m64n64k32.f16.e4m3.e5m2 {{[{](%r[0-9]+, ){15}%r[0-9]+[}]}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1;

// RUN: tile-translate --gpu-name=sm_89 %s -o %t.89.ptx
// RUN: FileCheck %s --check-prefix=SYNC < %t.89.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_89 %t.89.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100a %s -o %t.100a.ptx
// RUN: FileCheck %s --check-prefix=SYNC < %t.100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.100a.ptx -o /dev/null %}
// SYNC: .version 8.7
// SYNC-LABEL: .entry f16_acc(
// SYNC: mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16
// SYNC-LABEL: .entry fp8_f16_acc(
// SYNC: mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e5m2.f16

// A PTX version below what the fp8 form needs is an error.
// RUN: not tile-translate --gpu-name=sm_89 --ptx-version=8.4 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OLD
// OLD: error: {{.*}}8.7

module {
  tile.kernel @f16_acc(%out: !tile.ptr<f16>) {
    %a = arith.constant dense<1.0> : tensor<64x16xf16>
    %b = arith.constant dense<1.0> : tensor<16x64xf16>
    %c = arith.constant dense<0.0> : tensor<64x64xf16>
    %d = tile.dot %a, %b, %c : tensor<64x16xf16>, tensor<16x64xf16> -> tensor<64x64xf16>
    %r = tile.range 0 to 64 : tensor<64xi32>
    %re = tile.expand_dims %r axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %ld = arith.constant dense<64> : tensor<64x1xi32>
    %row = arith.muli %re, %ld : tensor<64x1xi32>
    %rowb = tile.broadcast %row : tensor<64x1xi32> -> tensor<64x64xi32>
    %ce = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %colb = tile.broadcast %ce : tensor<1x64xi32> -> tensor<64x64xi32>
    %off = arith.addi %rowb, %colb : tensor<64x64xi32>
    tile.store %d, %out[%off] : tensor<64x64xi32>, tensor<64x64xf16>
    tile.return
  }
  tile.kernel @fp8_f16_acc(%pa: !tile.ptr<f8E4M3FN>, %pb: !tile.ptr<f8E5M2>, %out: !tile.ptr<f16>) {
    %r = tile.range 0 to 64 : tensor<64xi32>
    %k = tile.range 0 to 32 : tensor<32xi32>
    %re = tile.expand_dims %r axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %ld32 = arith.constant dense<32> : tensor<64x1xi32>
    %arow = arith.muli %re, %ld32 : tensor<64x1xi32>
    %arowb = tile.broadcast %arow : tensor<64x1xi32> -> tensor<64x32xi32>
    %ke = tile.expand_dims %k axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %kb = tile.broadcast %ke : tensor<1x32xi32> -> tensor<64x32xi32>
    %aoff = arith.addi %arowb, %kb : tensor<64x32xi32>
    // A is 64 x 32 (M x K) and B is stored N x K: both K-major.
    %a = tile.load %pa[%aoff] : tensor<64x32xi32> -> tensor<64x32xf8E4M3FN>
    %bt = tile.load %pb[%aoff] : tensor<64x32xi32> -> tensor<64x32xf8E5M2>
    %b = tile.trans %bt : tensor<64x32xf8E5M2> -> tensor<32x64xf8E5M2>
    %c = arith.constant dense<0.0> : tensor<64x64xf16>
    %d = tile.dot %a, %b, %c : tensor<64x32xf8E4M3FN>, tensor<32x64xf8E5M2> -> tensor<64x64xf16>
    %ld = arith.constant dense<64> : tensor<64x1xi32>
    %row = arith.muli %re, %ld : tensor<64x1xi32>
    %rowb = tile.broadcast %row : tensor<64x1xi32> -> tensor<64x64xi32>
    %ce = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %colb = tile.broadcast %ce : tensor<1x64xi32> -> tensor<64x64xi32>
    %off = arith.addi %rowb, %colb : tensor<64x64xi32>
    tile.store %d, %out[%off] : tensor<64x64xi32>, tensor<64x64xf16>
    tile.return
  }
}
