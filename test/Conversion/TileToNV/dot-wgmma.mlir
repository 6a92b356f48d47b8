// On sm_90a tile.dot becomes wgmma.mma_async when M is a multiple of 64 and
// the accumulator is f32 (or f16 with f16 operands, i32 with i8); other
// shapes keep mma.sync.

// RUN: tile-opt --tile-lower-dot %s | FileCheck %s --check-prefix=KIND
// KIND-LABEL: tile.kernel @fits
// KIND: tile.dot {{.*}} kind wgmma
// KIND-LABEL: tile.kernel @too_few_rows
// KIND: tile.dot {{.*}} kind mma_sync
// KIND-LABEL: tile.kernel @f16_accumulator
// KIND: tile.dot {{.*}} kind wgmma

// RUN: tile-translate --gpu-name=sm_90a %S/Inputs/wgmma_dots.mlir -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ptx -o /dev/null %}
// PTX: .version 8.0
// PTX-NEXT: .target sm_90a
// PTX-LABEL: .entry wgmma_bf16(
// PTX: fence.proxy.async.shared::cta;
// PTX: wgmma.fence.sync.aligned;
// PTX: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// PTX: wgmma.commit_group.sync.aligned;
// PTX: wgmma.wait_group.sync.aligned 0;
// PTX-LABEL: .entry wgmma_f16_two_groups(
// PTX: .reqntid 256
// PTX: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// PTX-LABEL: .entry wgmma_tf32(
// PTX: wgmma.mma_async.sync.aligned.m64n32k8.f32.tf32.tf32
// PTX-LABEL: .entry wgmma_fp8(
// PTX: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e5m2
// An f16 accumulator: 64x64 per warpgroup is 16 .f16x2 registers (two f16
// each, the f32 fragment's pairs), passed through the wait as they are.
// PTX-LABEL: .entry wgmma_f16_accumulator(
// PTX: wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {{[{](%r[0-9]+, ){15}%r[0-9]+[}]}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1, 0, 1;
// PTX: wgmma.wait_group.sync.aligned 0;
// PTX: st.global.v2.b16

// The example GEMM (64x64 blocks) takes wgmma on sm_90a.
// RUN: tile-translate --gpu-name=sm_90a %examples/gemm_bf16.mlir -o %t.gemm.ptx
// RUN: FileCheck %s --check-prefix=GEMM < %t.gemm.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.gemm.ptx -o /dev/null %}
// GEMM: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// GEMM-NOT: mma.sync.aligned

// Forcing a shape that does not fit says why.
// RUN: not tile-translate --gpu-name=sm_90a --dot-kind=wgmma %S/Inputs/dots.mlir 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: error: 'tile.dot' op a 32x32x32 (MxNxK) dot cannot be split into wgmma m64nNk16 instructions: M must be a multiple of 64, N of 8 and K of 16

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @fits() {
    %a = arith.constant dense<1.0> : tensor<64x16xbf16>
    %b = arith.constant dense<1.0> : tensor<16x64xbf16>
    %c = arith.constant dense<0.0> : tensor<64x64xf32>
    %d = tile.dot %a, %b, %c : tensor<64x16xbf16>, tensor<16x64xbf16> -> tensor<64x64xf32>
    tile.return
  }
  tile.kernel @too_few_rows() {
    %a = arith.constant dense<1.0> : tensor<32x16xbf16>
    %b = arith.constant dense<1.0> : tensor<16x64xbf16>
    %c = arith.constant dense<0.0> : tensor<32x64xf32>
    %d = tile.dot %a, %b, %c : tensor<32x16xbf16>, tensor<16x64xbf16> -> tensor<32x64xf32>
    tile.return
  }
  tile.kernel @f16_accumulator() {
    %a = arith.constant dense<1.0> : tensor<64x16xf16>
    %b = arith.constant dense<1.0> : tensor<16x64xf16>
    %c = arith.constant dense<0.0> : tensor<64x64xf16>
    %d = tile.dot %a, %b, %c : tensor<64x16xf16>, tensor<16x64xf16> -> tensor<64x64xf16>
    tile.return
  }
}
