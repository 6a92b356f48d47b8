// Float multiplies and adds contract into fma by default, as nvcc's --fmad
// and Triton's enable_fp_fusion do: a * x + y is one fma.rn.f32 (the PTX
// then prints mul.f32 / add.f32 without .rn elsewhere, which ptxas may
// contract too). --enable-fp-fusion=false rounds each on its own (mul.rn,
// add.rn: ptxas may not contract them). Targets before sm_53 (fp16
// promoted) never contract.

// RUN: tile-translate --gpu-name=sm_90a %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=FUSED --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_90a --enable-fp-fusion=false %s | FileCheck %s --check-prefix=SEPARATE
// RUN: tile-translate --gpu-name=sm_52 %s | FileCheck %s --check-prefix=SEPARATE
// RUN: not tile-translate --gpu-name=sm_90a --enable-fp-fusion=maybe %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

// FUSED-LABEL: .entry axpy(
// FUSED: fma.rn.f32
// FUSED-NOT: mul.rn.f32
// FUSED-NOT: add.rn.f32
// FUSED: ret;

// SEPARATE-LABEL: .entry axpy(
// SEPARATE-NOT: fma.rn.f32
// SEPARATE-DAG: mul.rn.f32
// SEPARATE-DAG: add.rn.f32
// SEPARATE: ret;

// BAD: enable-fp-fusion

module {
  tile.kernel @axpy(%x: !tile.ptr<f32>, %y: !tile.ptr<f32>, %a: f32) {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %vx = tile.load %x[%r] : tensor<128xi32> -> tensor<128xf32>
    %vy = tile.load %y[%r] : tensor<128xi32> -> tensor<128xf32>
    %sa = tile.splat %a : tensor<128xf32>
    %ax = arith.mulf %sa, %vx : tensor<128xf32>
    %s = arith.addf %ax, %vy : tensor<128xf32>
    tile.store %s, %y[%r] : tensor<128xi32>, tensor<128xf32>
    tile.return
  }
}
