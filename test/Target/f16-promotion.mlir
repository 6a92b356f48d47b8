// Seed 002: fp16 arithmetic is native from sm_53; older targets promote it
// to f32 and convert back for storage (and never contract a * x + y into
// an fma, which LLVM would compute in f64 there: test/Target/fp-fusion.mlir).

// RUN: tile-translate --gpu-name=sm_80 %s | FileCheck %s --check-prefix=FUSED
// RUN: tile-translate --gpu-name=sm_80 --enable-fp-fusion=false %s | FileCheck %s --check-prefix=NATIVE
// RUN: tile-translate --gpu-name=sm_52 %s | FileCheck %s --check-prefix=PROMOTE

// FUSED: .target sm_80
// FUSED: fma.rn.f16
// FUSED-NOT: cvt.f32.f16

// NATIVE: .target sm_80
// NATIVE-DAG: add.rn.f16
// NATIVE-DAG: mul.rn.f16
// NATIVE-NOT: cvt.f32.f16

// PROMOTE: .target sm_52
// PROMOTE-NOT: add{{(.rn)?}}.f16
// PROMOTE-DAG: cvt.f32.f16
// PROMOTE-DAG: add{{(.rn)?}}.f32
// PROMOTE-DAG: cvt.rn.f16.f32
// PROMOTE-NOT: mul{{(.rn)?}}.f16

module {
  tile.kernel @axpy_f16(%x: !tile.ptr<f16>, %y: !tile.ptr<f16>, %a: f16) {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %vx = tile.load %x[%r] : tensor<128xi32> -> tensor<128xf16>
    %vy = tile.load %y[%r] : tensor<128xi32> -> tensor<128xf16>
    %va = tile.splat %a : tensor<128xf16>
    %m = arith.mulf %va, %vx : tensor<128xf16>
    %s = arith.addf %m, %vy : tensor<128xf16>
    tile.store %s, %y[%r] : tensor<128xi32>, tensor<128xf16>
    tile.return
  }
}
