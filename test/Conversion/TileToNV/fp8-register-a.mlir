// An fp8 (e4m3) A that is the f32 accumulator fragment of an earlier dot,
// rounded to e4m3 (FlashAttention-3's fp8 P), goes to the second dot in
// registers. The 8-bit A fragment wants 4 consecutive columns per b32
// register (PTX ISA: wgmma m64nNk32 / mma.sync m16n8k32, a0 = row g,
// columns 4 q .. 4 q + 3), the accumulator holds 2 (columns 2 q, 2 q + 1
// of each 8): each A register is two shfl.sync.idx from the quad and a
// byte select, 4 registers per K step of 32, no shared memory for P.
// test/python/test_dsl_emulated.py (test_attention_fp8_dsl) runs these
// paths in the emulator (a swapped byte select fails every variant).
// RUN: tile-translate --gpu-name=sm_90a --remarks %s -o %t.ptx 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_89 --remarks %s -o %t89.ptx 2>&1 | FileCheck %s --check-prefix=REMARK89
// RUN: FileCheck %s --input-file=%t89.ptx --check-prefix=MMA
// RUN: %if ptxas %{ %ptxas -arch=sm_89 %t89.ptx -o /dev/null %}

// REMARK: fp8-register-a.mlir:{{[0-9]+}}:10: remark: A (a wgmma result) goes to wgmma in registers, 4 columns per register gathered by quad shuffles: no shared memory
// REMARK89: fp8-register-a.mlir:{{[0-9]+}}:10: remark: A (a tensor-core result) goes to mma.sync in registers, 4 columns per register gathered by quad shuffles: no shared memory

// wgmma: P (64 x 64) is 2 K steps of 4 registers, each 2 shuffles.
// CHECK-LABEL: .entry chain_fp8(
// CHECK-COUNT-2: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {{.*}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1;
// CHECK: wgmma.wait_group.sync.aligned 0;
// CHECK-COUNT-16: shfl.sync.idx.b32
// CHECK-NOT: shfl.sync.idx
// CHECK-COUNT-2: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {{.*}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, p, 1, 1;
// CHECK: ret;

// mma.sync: the same registers, 2 K steps of each 16 x 8 tile's row block.
// MMA-LABEL: .entry chain_fp8(
// MMA-COUNT-16: shfl.sync.idx.b32
// MMA-NOT: shfl.sync.idx
// MMA: mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32
// MMA: ret;

module {
  tile.kernel @chain_fp8(%a: !tile.ptr<f8E4M3FN>, %b: !tile.ptr<f8E4M3FN>, %c: !tile.ptr<f32>) {
    %r = tile.range 0 to 64 : tensor<64xi32>
    %r2 = tile.expand_dims %r axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %c64 = arith.constant 64 : i32
    %c64t = tile.splat %c64 : tensor<64x1xi32>
    %ro = arith.muli %r2, %c64t : tensor<64x1xi32>
    %rob = tile.broadcast %ro : tensor<64x1xi32> -> tensor<64x64xi32>
    %cc = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %ccb = tile.broadcast %cc : tensor<1x64xi32> -> tensor<64x64xi32>
    %off = arith.addi %rob, %ccb : tensor<64x64xi32>
    %ta = tile.load %a[%off] : tensor<64x64xi32> -> tensor<64x64xf8E4M3FN>
    %tb = tile.load %b[%off] : tensor<64x64xi32> -> tensor<64x64xf8E4M3FN>
    %z = arith.constant dense<0.0> : tensor<64x64xf32>
    %s = tile.dot %ta, %tb, %z : tensor<64x64xf8E4M3FN>, tensor<64x64xf8E4M3FN> -> tensor<64x64xf32>
    // The row max (softmax's) gives mma.sync's warps whole rows of tiles ...
    %m = tile.reduce max %s axis 1 : tensor<64x64xf32> -> tensor<64xf32>
    %m2 = tile.expand_dims %m axis 1 : tensor<64xf32> -> tensor<64x1xf32>
    %mb = tile.broadcast %m2 : tensor<64x1xf32> -> tensor<64x64xf32>
    %d = arith.subf %s, %mb : tensor<64x64xf32>
    %e = math.exp2 %d : tensor<64x64xf32>
    %p = arith.truncf %e : tensor<64x64xf32> to tensor<64x64xf8E4M3FN>
    %o = tile.dot %p, %tb, %z : tensor<64x64xf8E4M3FN>, tensor<64x64xf8E4M3FN> -> tensor<64x64xf32>
    // ... and normalizing by the row sum gives the second dot's the same.
    %l = tile.reduce add %e axis 1 : tensor<64x64xf32> -> tensor<64xf32>
    %l2 = tile.expand_dims %l axis 1 : tensor<64xf32> -> tensor<64x1xf32>
    %lb = tile.broadcast %l2 : tensor<64x1xf32> -> tensor<64x64xf32>
    %y = arith.divf %o, %lb : tensor<64x64xf32>
    tile.store %y, %c[%off] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}
