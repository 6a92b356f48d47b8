// tile.dot_scaled with FP4 operands (NVFP4: e4m3 scales per 16 elements;
// MXFP4: ue8m0 per 32) lowers to mma.sync m16n8k64 block scaling on
// sm_120a/f and sm_121a/f, and to tcgen05 block scaling on tensor-memory
// targets. examples/gemm_nvfp4.mlir loads packed e2m1
// bytes and unpacks them with tile.unpack_fp4; the dot stages the bytes as
// they are (no unpacking in registers) and reads each fragment register
// with one 32-bit load.

// RUN: tile-translate --gpu-name=sm_120a %examples/gemm_nvfp4.mlir -o %t.sm_120a.ptx
// RUN: FileCheck %s --check-prefix=NV < %t.sm_120a.ptx
// RUN: %if ptxas %{ %ptxas -v -arch=sm_120a %t.sm_120a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPILLS %}
// NV: .target sm_120a
// NV-NOT: ld.shared.u8
// NV: ld.shared.b32
// NV: mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {{.*}}, {0, 0}, {{.*}}, {0, 0};
// SPILLS: 0 bytes spill stores, 0 bytes spill loads

// RUN: tile-translate --gpu-name=sm_121f %examples/gemm_nvfp4.mlir -o %t.sm_121f.ptx
// RUN: FileCheck %s --check-prefix=F121 < %t.sm_121f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_121f %t.sm_121f.ptx -o /dev/null %}
// F121: .version 8.8
// F121: mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64

// MXFP4 (the kernel below): kind::mxf4 with two ue8m0 scales per register.
// RUN: tile-translate --gpu-name=sm_120f %s -o %t.mx.ptx
// RUN: FileCheck %s --check-prefix=MX < %t.mx.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_120f %t.mx.ptx -o /dev/null %}
// MX: mma.sync.aligned.kind::mxf4.block_scale.scale_vec::2X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue8m0

// tcgen05 targets: the same packed bytes in the canonical K-major layout,
// tcgen05.mma kind::mxf4nvf4 with .block16 scales from tensor memory.
// RUN: tile-translate --gpu-name=sm_100a %examples/gemm_nvfp4.mlir -o %t.sm_100a.ptx
// RUN: FileCheck %s --check-prefix=TC < %t.sm_100a.ptx
// RUN: %if ptxas %{ %ptxas -v -arch=sm_100a %t.sm_100a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPILLS %}
// RUN: tile-translate --gpu-name=sm_103f %examples/gemm_nvfp4.mlir -o %t.sm_103f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_103f %t.sm_103f.ptx -o /dev/null %}
// TC: .target sm_100a
// TC: tcgen05.cp.cta_group::1.32x128b.warpx4
// TC: tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16 [{{.*}}], {{.*}}, {{.*}}, {{.*}}, [{{.*}}], [{{.*}}], p;

// Elsewhere no block scaling at all.
// RUN: not tile-translate --gpu-name=sm_90a %examples/gemm_nvfp4.mlir 2>&1 | FileCheck %s --check-prefix=HOPPER
// HOPPER: gemm_nvfp4.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'tile.dot_scaled' op unsupported operation for target sm_90a: tile.dot_scaled (nvfp4) needs sm_100f, sm_100a, sm_101f, sm_101a, sm_103f, sm_103a, sm_110f, sm_110a (tcgen05 block scaling) or sm_120f, sm_120a, sm_121f, sm_121a (mma.sync block_scale)

module {
  tile.kernel @mxfp4(%a: !tile.ptr<i8>, %sa: !tile.ptr<f8E8M0FNU>,
                     %b: !tile.ptr<i8>, %sb: !tile.ptr<f8E8M0FNU>,
                     %c: !tile.ptr<f32>) {
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %r32 = tile.range 0 to 32 : tensor<32xi32>
    %r2 = tile.range 0 to 2 : tensor<2xi32>
    %rows = tile.expand_dims %r64 axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %kb = tile.expand_dims %r32 axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %ks = tile.expand_dims %r2 axis 0 : tensor<2xi32> -> tensor<1x2xi32>
    %c32 = arith.constant dense<32> : tensor<64x1xi32>
    %c2 = arith.constant dense<2> : tensor<64x1xi32>
    %c64 = arith.constant dense<64> : tensor<64x1xi32>
    %row_b = arith.muli %rows, %c32 : tensor<64x1xi32>
    %row_bb = tile.broadcast %row_b : tensor<64x1xi32> -> tensor<64x32xi32>
    %kb_b = tile.broadcast %kb : tensor<1x32xi32> -> tensor<64x32xi32>
    %off = arith.addi %row_bb, %kb_b : tensor<64x32xi32>
    %row_s = arith.muli %rows, %c2 : tensor<64x1xi32>
    %row_sb = tile.broadcast %row_s : tensor<64x1xi32> -> tensor<64x2xi32>
    %ks_b = tile.broadcast %ks : tensor<1x2xi32> -> tensor<64x2xi32>
    %soff = arith.addi %row_sb, %ks_b : tensor<64x2xi32>
    %pa = tile.load %a[%off] : tensor<64x32xi32> -> tensor<64x32xi8>
    %pb = tile.load %b[%off] : tensor<64x32xi32> -> tensor<64x32xi8>
    %ta = tile.unpack_fp4 %pa : tensor<64x32xi8> -> tensor<64x64xf4E2M1FN>
    %tbn = tile.unpack_fp4 %pb : tensor<64x32xi8> -> tensor<64x64xf4E2M1FN>
    %tb = tile.trans %tbn : tensor<64x64xf4E2M1FN> -> tensor<64x64xf4E2M1FN>
    %tsa = tile.load %sa[%soff] : tensor<64x2xi32> -> tensor<64x2xf8E8M0FNU>
    %tsb = tile.load %sb[%soff] : tensor<64x2xi32> -> tensor<64x2xf8E8M0FNU>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    %d = tile.dot_scaled %ta scale %tsa, %tb scale %tsb, %zero
        : tensor<64x64xf4E2M1FN>, tensor<64x2xf8E8M0FNU>, tensor<64x64xf4E2M1FN>,
          tensor<64x2xf8E8M0FNU> -> tensor<64x64xf32>
    %r64r = tile.expand_dims %r64 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %crow = arith.muli %rows, %c64 : tensor<64x1xi32>
    %crow_b = tile.broadcast %crow : tensor<64x1xi32> -> tensor<64x64xi32>
    %ccol_b = tile.broadcast %r64r : tensor<1x64xi32> -> tensor<64x64xi32>
    %coff = arith.addi %crow_b, %ccol_b : tensor<64x64xi32>
    tile.store %d, %c[%coff] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}
