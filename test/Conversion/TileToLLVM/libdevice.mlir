// Math functions PTX has no instruction for become calls of CUDA's
// libdevice functions (__nv_powf, __nv_log1pf, ...; f64: __nv_pow, and
// exp/log/sin/... too), declared in the gpu.module; f16 and bf16 go through
// f32. tile-translate links libdevice.10.bc, makes its functions internal
// and inlines them: the PTX has no call left (f64 sin/cos/tan keep
// libdevice's slow-path argument reduction as a .func).

// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-assign-layouts --convert-tile-to-llvm --tile-scalars-to-llvm %s | FileCheck %s --check-prefix=IR
// RUN: %if libdevice %{ tile-translate --gpu-name=sm_80 %s -o %t.ptx %}
// RUN: %if libdevice %{ FileCheck %s --check-prefix=PTX --input-file=%t.ptx %}
// RUN: %if libdevice && ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// RUN: %if libdevice %{ tile-translate --gpu-name=sm_90a -O0 %s | FileCheck %s --check-prefix=O0 %}
// RUN: not tile-translate --gpu-name=sm_80 --libdevice=%t.missing.bc %s 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: env TILE_LIBDEVICE_PATH=%t.missing.bc not tile-translate --gpu-name=sm_80 %s 2>&1 | FileCheck %s --check-prefix=ENV
// RUN: %if libdevice %{ env TILE_LIBDEVICE_PATH=%libdevice_path tile-translate --gpu-name=sm_80 %s | FileCheck %s --check-prefix=PTX %}
// RUN: echo "not bitcode" > %t.bad.bc
// RUN: not tile-translate --gpu-name=sm_80 --libdevice=%t.bad.bc %s 2>&1 | FileCheck %s --check-prefix=BAD

// IR-DAG: llvm.func @__nv_powf(f32, f32) -> f32
// IR-DAG: llvm.func @__nv_log1pf(f32) -> f32
// IR-DAG: llvm.func @__nv_atan2f(f32, f32) -> f32
// IR-DAG: llvm.func @__nv_exp(f64) -> f64
// IR-DAG: llvm.func @__nv_sin(f64) -> f64
// IR-DAG: llvm.func @__nv_erff(f32) -> f32
// IR-DAG: llvm.call @__nv_powf({{.*}}) : (f32, f32) -> f32
// IR-DAG: llvm.call @__nv_exp({{.*}}) : (f64) -> f64
// An f16 atan2: extended to f32, the result truncated back.
// IR-DAG: %[[A:.*]] = llvm.call @__nv_atan2f({{.*}}) : (f32, f32) -> f32
// IR-DAG: llvm.fptrunc %[[A]] : f32 to f16
// The f32 exp stays PTX's ex2.approx.
// IR-NOT: __nv_expf

// PTX: .entry libm
// PTX-NOT: call{{.*}}__nv_powf
// PTX-NOT: call{{.*}}__nv_log1pf
// PTX-NOT: __nvvm_reflect
// PTX: ex2.approx
// Unoptimized: the functions are called, and defined in the PTX.
// O0-DAG: .func  (.param .b32 func_retval0) __nv_powf
// O0-DAG: call.uni (retval0), __nv_powf,
// O0-NOT: __nvvm_reflect

// MISSING: libdevice.mlir:[[@LINE+7]]:{{[0-9]+}}: error: math functions that PTX has no instruction for need libdevice (here __nv_{{.*}}): --libdevice '{{.*}}missing.bc' is not a file
// ENV: libdevice.mlir:[[@LINE+6]]:{{[0-9]+}}: error: math functions that PTX has no instruction for need libdevice (here __nv_{{.*}}): $TILE_LIBDEVICE_PATH '{{.*}}missing.bc' is not a file
// BAD: error: cannot read libdevice '{{.*}}bad.bc'

tile.kernel @libm(%p: !tile.ptr<f32>, %q: !tile.ptr<f64>, %h: !tile.ptr<f16>) {
  %r = tile.range 0 to 128 : tensor<128xi32>
  %v = tile.load %p[%r] : tensor<128xi32> -> tensor<128xf32>
  %w = math.powf %v, %v : tensor<128xf32>
  %l = math.log1p %w : tensor<128xf32>
  %e = math.exp %l : tensor<128xf32>
  %f = math.erf %e : tensor<128xf32>
  tile.store %f, %p[%r] : tensor<128xi32>, tensor<128xf32>
  %d = tile.load %q[%r] : tensor<128xi32> -> tensor<128xf64>
  %x = math.exp %d : tensor<128xf64>
  %s = math.sin %x : tensor<128xf64>
  tile.store %s, %q[%r] : tensor<128xi32>, tensor<128xf64>
  %a = tile.load %h[%r] : tensor<128xi32> -> tensor<128xf16>
  %t = math.atan2 %a, %a : tensor<128xf16>
  tile.store %t, %h[%r] : tensor<128xi32>, tensor<128xf16>
  tile.return
}
