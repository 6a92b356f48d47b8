// Triton's matmul tutorial carries its pointer tiles through the K loop and
// advances them each iteration. tile-pipeline rewrites such offset tiles
// (carried, yielded as x + d with d loop-invariant, unused after the loop)
// into functions of the induction variable, init + ((iv - lb) / step) * d,
// so the loop carries its accumulator alone and is pipelined.
// test/fuzz/cp_async_sweep.py runs such kernels ("advancing") in the
// emulator on every family.
//
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline %S/Inputs/gemm_advancing_offsets.mlir | FileCheck %s
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-pipeline %S/Inputs/gemm_advancing_offsets.mlir | FileCheck %s --check-prefix=SM80
// RUN: tile-translate --gpu-name=sm_90a --remarks %S/Inputs/gemm_advancing_offsets.mlir -o %t.ptx 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ptx -o /dev/null %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline=remarks=true %s -split-input-file -verify-diagnostics -o /dev/null

// CHECK: scf.for %[[IV:[a-z0-9_]+]] = %[[LB:[a-z0-9_]+]] to %{{[a-z0-9_]+}} step %[[STEP:[a-z0-9_]+]] iter_args(%{{[a-z0-9_]+}} = %{{[a-z0-9_]+}}) -> (tensor<64x64xf32>)
// CHECK-NEXT: %[[D:[0-9]+]] = arith.subi %[[IV]], %[[LB]] : i32
// CHECK-NEXT: %[[J:[0-9]+]] = arith.divui %[[D]], %[[STEP]] : i32
// CHECK: tile.splat %[[J]] : tensor<64x32xi32>
// CHECK: tile.splat %[[J]] : tensor<32x64xi32>
// CHECK: tile.load
// CHECK: tile.load
// CHECK: tile.dot {{.*}} kind wgmma
// CHECK-NEXT: scf.yield %{{[0-9]+}} : tensor<64x64xf32>
// CHECK-NEXT: } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 4, smem_offset = 0, shared_a = #tile.shared<swizzle = 64, elem_bytes = 2>, shared_b = #tile.shared<swizzle = 128, elem_bytes = 2>>}
// SM80: } {tile.pipeline = #tile.pipeline<cp_async_mma_sync, stages = {{[0-9]}}>}
// REMARK: gemm_advancing_offsets.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: pipelined: cp.async + wgmma, 4 stages of 8192 bytes (B MN-major)

// The advanced tile is used after the loop: the loop stays as it is.
module {
  tile.kernel @used_after(%a: !tile.ptr<bf16>, %c: !tile.ptr<f32>, %K: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %r = tile.range 0 to 64 : tensor<64xi32>
    %k16 = tile.range 0 to 16 : tensor<16xi32>
    %ka = tile.expand_dims %k16 axis 0 : tensor<16xi32> -> tensor<1x16xi32>
    %a0 = tile.broadcast %ka : tensor<1x16xi32> -> tensor<64x16xi32>
    %kb = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %b0 = tile.broadcast %kb : tensor<1x64xi32> -> tensor<16x64xi32>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    %step = tile.splat %c16 : tensor<64x16xi32>
    %stepb = tile.splat %c16 : tensor<16x64xi32>
    // expected-remark @+1 {{not pipelined: the loop carries 3 values, not one accumulator}}
    %acc, %ao, %bo = scf.for %k = %c0 to %K step %c1 iter_args(%acc_in = %zero, %ap = %a0, %bp = %b0) -> (tensor<64x64xf32>, tensor<64x16xi32>, tensor<16x64xi32>) : i32 {
      %ta = tile.load %a[%ap] : tensor<64x16xi32> -> tensor<64x16xbf16>
      %tb = tile.load %a[%bp] : tensor<16x64xi32> -> tensor<16x64xbf16>
      %d = tile.dot %ta, %tb, %acc_in : tensor<64x16xbf16>, tensor<16x64xbf16> -> tensor<64x64xf32>
      %an = arith.addi %ap, %step : tensor<64x16xi32>
      %bn = arith.addi %bp, %stepb : tensor<16x64xi32>
      scf.yield %d, %an, %bn : tensor<64x64xf32>, tensor<64x16xi32>, tensor<16x64xi32>
    }
    %cb = tile.broadcast %kb : tensor<1x64xi32> -> tensor<64x64xi32>
    tile.store %acc, %c[%cb] : tensor<64x64xi32>, tensor<64x64xf32>
    %ac = arith.sitofp %ao : tensor<64x16xi32> to tensor<64x16xf32>
    tile.store %ac, %c[%a0] : tensor<64x16xi32>, tensor<64x16xf32>
    tile.return
  }
}

// -----

// A step that changes from iteration to iteration (the induction variable
// itself) is not an advance by a constant: the loop stays as it is.
module {
  tile.kernel @varying_step(%a: !tile.ptr<bf16>, %c: !tile.ptr<f32>, %K: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = tile.range 0 to 64 : tensor<64xi32>
    %k16 = tile.range 0 to 16 : tensor<16xi32>
    %ka = tile.expand_dims %k16 axis 0 : tensor<16xi32> -> tensor<1x16xi32>
    %a0 = tile.broadcast %ka : tensor<1x16xi32> -> tensor<64x16xi32>
    %kb = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %b0 = tile.broadcast %kb : tensor<1x64xi32> -> tensor<16x64xi32>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    // expected-remark @+1 {{not pipelined: the loop carries 2 values, not one accumulator}}
    %acc, %ao = scf.for %k = %c0 to %K step %c1 iter_args(%acc_in = %zero, %ap = %a0) -> (tensor<64x64xf32>, tensor<64x16xi32>) : i32 {
      %ta = tile.load %a[%ap] : tensor<64x16xi32> -> tensor<64x16xbf16>
      %tb = tile.load %a[%b0] : tensor<16x64xi32> -> tensor<16x64xbf16>
      %d = tile.dot %ta, %tb, %acc_in : tensor<64x16xbf16>, tensor<16x64xbf16> -> tensor<64x64xf32>
      %kv = tile.splat %k : tensor<64x16xi32>
      %an = arith.addi %ap, %kv : tensor<64x16xi32>
      scf.yield %d, %an : tensor<64x64xf32>, tensor<64x16xi32>
    }
    %cb = tile.broadcast %kb : tensor<1x64xi32> -> tensor<64x64xi32>
    tile.store %acc, %c[%cb] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}

// -----

// Block pointers (tl.advance) carry scalar offsets, here before the
// accumulator, and their shape and strides unchanged (even used after the
// loop): folded the same way, and the loop is pipelined.
module {
  tile.kernel @scalar_offsets(%a: !tile.ptr<bf16>, %c: !tile.ptr<f32>, %K: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %r = tile.range 0 to 64 : tensor<64xi32>
    %k16 = tile.range 0 to 16 : tensor<16xi32>
    %ka = tile.expand_dims %k16 axis 0 : tensor<16xi32> -> tensor<1x16xi32>
    %a0 = tile.broadcast %ka : tensor<1x16xi32> -> tensor<64x16xi32>
    %kb = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %b0 = tile.broadcast %kb : tensor<1x64xi32> -> tensor<16x64xi32>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    // expected-remark @+1 {{pipelined: cp.async + wgmma}}
    %off, %acc, %same = scf.for %k = %c0 to %K step %c1 iter_args(%o = %c0, %acc_in = %zero, %st = %K) -> (i32, tensor<64x64xf32>, i32) : i32 {
      %os = tile.splat %o : tensor<64x16xi32>
      %ap = arith.addi %a0, %os : tensor<64x16xi32>
      %ob = tile.splat %o : tensor<16x64xi32>
      %bp = arith.addi %b0, %ob : tensor<16x64xi32>
      %ta = tile.load %a[%ap] : tensor<64x16xi32> -> tensor<64x16xbf16>
      %tb = tile.load %a[%bp] : tensor<16x64xi32> -> tensor<16x64xbf16>
      %d = tile.dot %ta, %tb, %acc_in : tensor<64x16xbf16>, tensor<16x64xbf16> -> tensor<64x64xf32>
      %on = arith.addi %o, %c16 : i32
      scf.yield %on, %d, %st : i32, tensor<64x64xf32>, i32
    }
    %cb = tile.broadcast %kb : tensor<1x64xi32> -> tensor<64x64xi32>
    %sb = tile.splat %same : tensor<64x64xi32>
    %cbs = arith.addi %cb, %sb : tensor<64x64xi32>
    tile.store %acc, %c[%cbs] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}
