// math.exp, exp2, log, log2, sin, cos and tanh lower to PTX's approximate
// f32 instructions (CUDA's fast math, Triton's tl.exp): exp(x) =
// ex2(x log2 e), log(x) = lg2(x) ln 2; bf16 goes through f32. exp2
// flushes subnormal inputs and results to zero (ex2.approx.ftz.f32, as
// Triton's tl.math.exp2; ptxas would otherwise wrap each ex2 in a range test
// and two multiplies), exp keeps them (ex2.approx.f32, as tl.exp). tanh is
// tanh.approx.f32 from sm_75, which needs PTX 7.0 (sm_75's own minimum is
// 6.3); older targets compute it from ex2.

// RUN: tile-translate --gpu-name=sm_80 %s -o %t.80.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,APPROX --input-file=%t.80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.80.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_75 %s -o %t.75.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,APPROX,V70 --input-file=%t.75.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_75 %t.75.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_72 %s | FileCheck %s --check-prefixes=CHECK,NOTANH

// V70: .version 7.0
// CHECK: .entry math
// The tile's exp, and the scalar one (the same instructions).
// CHECK-DAG: mul{{(.rn)?}}.f32 [[E:%r[0-9]+]], {{%r[0-9]+}}, 0f3FB8AA3B;
// CHECK-DAG: ex2.approx.f32 [[X:%r[0-9]+]], [[E]];
// CHECK-DAG: ex2.approx.ftz.f32 {{%r[0-9]+}}, [[X]];
// CHECK-DAG: lg2.approx.f32 [[L:%r[0-9]+]],
// CHECK-DAG: mul{{(.rn)?}}.f32 {{%r[0-9]+}}, [[L]], 0f3F317218;
// CHECK-DAG: sin.approx.f32
// CHECK-DAG: cos.approx.f32
// APPROX-DAG: tanh.approx.f32
// NOTANH-DAG: mul{{(.rn)?}}.f32 [[T:%r[0-9]+]], {{%r[0-9]+}}, 0fC038AA3B;
// NOTANH-DAG: ex2.approx.f32 {{%r[0-9]+}}, [[T]];
// NOTANH-DAG: div.rn.f32
// NOTANH-DAG: copysign.f32
// NOTANH-NOT: tanh.approx
// CHECK: ret;
// CHECK: .entry exp_bf16
// CHECK: mul{{(.rn)?}}.f32 [[B:%r[0-9]+]], {{%r[0-9]+}}, 0f3FB8AA3B;
// CHECK: ex2.approx.f32 {{%r[0-9]+}}, [[B]];
// CHECK-NOT: approx

module {
  tile.kernel @math(%x: !tile.ptr<f32>, %y: !tile.ptr<f32>, %s: f32) {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = tile.load %x[%r] : tensor<128xi32> -> tensor<128xf32>
    %e = math.exp %v : tensor<128xf32>
    %e2 = math.exp2 %e : tensor<128xf32>
    %l = math.log %e2 : tensor<128xf32>
    %l2 = math.log2 %l : tensor<128xf32>
    %si = math.sin %l2 : tensor<128xf32>
    %co = math.cos %si : tensor<128xf32>
    %th = math.tanh %co : tensor<128xf32>
    %se = math.exp %s : f32
    %sp = tile.splat %se : tensor<128xf32>
    %o = arith.addf %th, %sp : tensor<128xf32>
    tile.store %o, %y[%r] : tensor<128xi32>, tensor<128xf32>
    tile.return
  }
  tile.kernel @exp_bf16(%h: !tile.ptr<bf16>) {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = tile.load %h[%r] : tensor<128xi32> -> tensor<128xbf16>
    %e = math.exp %v : tensor<128xbf16>
    tile.store %e, %h[%r] : tensor<128xi32>, tensor<128xbf16>
    tile.return
  }
}
