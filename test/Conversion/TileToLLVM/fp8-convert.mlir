// Conversions into and out of 8-bit floats (arith.truncf / arith.extf on
// e4m3 / e5m2 tiles): cvt.rn.satfinite.{e4m3x2,e5m2x2}.f32 and
// cvt.rn.f16x2.{e4m3x2,e5m2x2}, target feature fp8_convert (sm_89+, PTX 8.1
// on sm_89). Numerics: test/python/test_dsl_emulated.py (test_fp8_*).
// RUN: tile-translate --gpu-name=sm_89 %s | FileCheck %s --check-prefix=SM89
// RUN: tile-translate --gpu-name=sm_100a %s | FileCheck %s --check-prefix=SM100
// RUN: not tile-translate --gpu-name=sm_80 %s 2>&1 | FileCheck %s --check-prefix=SM80
// RUN: %if ptxas %{ tile-translate --gpu-name=sm_89 %s -o %t.89.ptx && %ptxas -arch=sm_89 %t.89.ptx -o /dev/null %}
// RUN: %if ptxas %{ tile-translate --gpu-name=sm_120a %s -o %t.120.ptx && %ptxas -arch=sm_120a %t.120.ptx -o /dev/null %}

// SM89: .version 8.1
// SM89: cvt.rn.satfinite.e4m3x2.f32
// SM89: cvt.rn.f16x2.e4m3x2
// SM89: cvt.rn.satfinite.e5m2x2.f32
// SM100: cvt.rn.satfinite.e4m3x2.f32
// SM80: error: 'arith.truncf' op converts to or from an 8-bit float, which needs cvt .e4m3x2/.e5m2x2: {{.*}}sm_89{{.*}}, not sm_80
module {
  tile.kernel @quant(%x: !tile.ptr<f32>, %q: !tile.ptr<f8E4M3FN>, %r: !tile.ptr<bf16>,
                     %s: !tile.ptr<f8E5M2>) attributes {num_warps = 4 : i32} {
    %i = tile.range 0 to 128 : tensor<128xi32>
    %v = tile.load %x[%i] : tensor<128xi32> -> tensor<128xf32>
    %f = arith.truncf %v : tensor<128xf32> to tensor<128xf8E4M3FN>
    tile.store %f, %q[%i] : tensor<128xi32>, tensor<128xf8E4M3FN>
    %w = tile.load %q[%i] : tensor<128xi32> -> tensor<128xf8E4M3FN>
    %b = arith.extf %w : tensor<128xf8E4M3FN> to tensor<128xbf16>
    tile.store %b, %r[%i] : tensor<128xi32>, tensor<128xbf16>
    %h = arith.truncf %b : tensor<128xbf16> to tensor<128xf8E5M2>
    tile.store %h, %s[%i] : tensor<128xi32>, tensor<128xf8E5M2>
    tile.return
  }
}
