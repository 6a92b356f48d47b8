// tile.dot_scaled (MXFP8) lowers to block-scaled mma.sync on consumer
// Blackwell (sm_120a/f, sm_121a/f); tensor-memory targets use tcgen05
// (dot-scaled-tcgen05.mlir); other targets stop with a clear error.

// RUN: tile-opt --tile-lower-dot %s | FileCheck %s --check-prefix=KIND
// KIND: tile.dot_scaled {{.*}} kind block_scale

// RUN: tile-translate --gpu-name=sm_120a %examples/gemm_mxfp8.mlir -o %t.sm_120a.ptx
// RUN: FileCheck %s --check-prefix=SM120A < %t.sm_120a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_120a %t.sm_120a.ptx -o /dev/null %}
// SM120A: .version 8.7
// SM120A-NEXT: .target sm_120a
// SM120A: mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0

// RUN: tile-translate --gpu-name=sm_120f %examples/gemm_mxfp8.mlir -o %t.sm_120f.ptx
// RUN: FileCheck %s --check-prefix=BS88 < %t.sm_120f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_120f %t.sm_120f.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_121a %examples/gemm_mxfp8.mlir -o %t.sm_121a.ptx
// RUN: FileCheck %s --check-prefix=BS88 < %t.sm_121a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_121a %t.sm_121a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_121f %examples/gemm_mxfp8.mlir -o %t.sm_121f.ptx
// RUN: FileCheck %s --check-prefix=BS88 < %t.sm_121f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_121f %t.sm_121f.ptx -o /dev/null %}
// BS88: .version 8.8
// BS88: mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0

// No block scaling on Hopper or Ada: exit 1 with the targets that have it.
// RUN: not tile-translate --gpu-name=sm_90a %examples/gemm_mxfp8.mlir 2>&1 | FileCheck %s --check-prefix=HOPPER
// HOPPER: gemm_mxfp8.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'tile.dot_scaled' op unsupported operation for target sm_90a: tile.dot_scaled (mxfp8) needs sm_100f, sm_100a, sm_101f, sm_101a, sm_103f, sm_103a, sm_110f, sm_110a (tcgen05 block scaling) or sm_120f, sm_120a, sm_121f, sm_121a (mma.sync block_scale)
// RUN: not tile-translate --gpu-name=sm_89 %examples/gemm_mxfp8.mlir 2>&1 | FileCheck %s --check-prefix=ADA
// ADA: error: 'tile.dot_scaled' op unsupported operation for target sm_89: tile.dot_scaled (mxfp8)
// RUN: not tile-translate --gpu-name=sm_120 %examples/gemm_mxfp8.mlir 2>&1 | FileCheck %s --check-prefix=BASE120
// BASE120: error: 'tile.dot_scaled' op unsupported operation for target sm_120: tile.dot_scaled (mxfp8)

module attributes {tile.compute_capability = 121 : i32, tile.target_spec = "f"} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<32x64xf8E5M2>
    %sa = arith.constant dense<1.0> : tensor<32x2xf8E8M0FNU>
    %b = arith.constant dense<1.0> : tensor<64x16xf8E4M3FN>
    %sb = arith.constant dense<1.0> : tensor<16x2xf8E8M0FNU>
    %c = arith.constant dense<0.0> : tensor<32x16xf32>
    %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c : tensor<32x64xf8E5M2>, tensor<32x2xf8E8M0FNU>, tensor<64x16xf8E4M3FN>, tensor<16x2xf8E8M0FNU> -> tensor<32x16xf32>
    tile.return
  }
}
