// A 16-bit operand A that is the accumulator fragment of an earlier wgmma
// dot on the same warpgroups (FlashAttention's P = exp2(S - m).to(bf16))
// goes to wgmma in registers: the accumulator registers of each 16 columns
// are, in pairs, the four A registers of one K step (PTX ISA "Register
// Fragments" for wgmma .m64nNk16), so only B is staged in shared memory.
// test/python/test_fragments_emulated.py runs these paths in the emulator.
// RUN: tile-translate --gpu-name=sm_90a %s -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_90a %S/../../../examples/attention.mlir | FileCheck %s --check-prefix=ATTN
// RUN: tile-translate --gpu-name=sm_80 %S/../../../examples/attention.mlir | FileCheck %s --check-prefix=ATTN80
// RUN: tile-translate --gpu-name=sm_90a --remarks %S/../../../examples/attention.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: tile-translate --gpu-name=sm_80 --remarks %S/../../../examples/attention.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK80
// The pass option itself: tile-opt --convert-tile-to-llvm=remarks=true.
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-assign-layouts --convert-tile-to-llvm=remarks=true %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPT
// OPT: wgmma-register-a.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: A (a wgmma result) goes to wgmma in registers: no shared memory
// A bad value is an error, exit status 1.
// RUN: not tile-opt --tile-assign-layouts --convert-tile-to-llvm=remarks=maybe %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADOPT
// BADOPT: 'maybe' is invalid value for boolean argument

// --remarks says which operands skip per-iteration staging (Q, P).
// REMARK: attention.mlir:78:13: remark: A (tensor<64x64xbf16>, defined before the loop) is staged to shared memory once, before the loop
// REMARK: attention.mlir:107:18: remark: A (a wgmma result) goes to wgmma in registers: no shared memory
// REMARK80: attention.mlir:78:13: remark: A (tensor<64x64xbf16>, defined before the loop) is staged to shared memory once, before the loop
// REMARK80: attention.mlir:107:18: remark: A (a tensor-core result) goes to mma.sync in registers: no shared memory

// 64 rows on one warpgroup: P (64 x 64) feeds 4 register-A wgmmas (K 16
// each), between the two dots only B (64 x 64 bf16) is written to shared
// memory, never P.
// CHECK-LABEL: .entry chain_4w(
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{.*}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1, 0, 1;
// CHECK: wgmma.wait_group.sync.aligned 0;
// CHECK: ex2.approx
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{.*}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, p, 1, 1, 1;
// CHECK: wgmma.wait_group.sync.aligned 0;
// CHECK: ret;

// 128 rows on two warpgroups: each holds its 64 rows of P in registers.
// CHECK-LABEL: .entry chain_8w(
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{.*}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, p, 1, 1, 1;
// CHECK: ret;

// 64 rows on two warpgroups: the second has no rows of its own (the
// fragment is uneven), so P is staged through shared memory as before.
// CHECK-LABEL: .entry chain_8w_m64(
// CHECK-NOT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, p, 1, 1, 1;
// CHECK: ret;

// examples/attention.mlir: the P x V product takes P from registers.
// B operands given K x N (tb here, attention's V) are staged MN-major: the
// last immediate, transpose-B, is 1.
// ATTN-LABEL: .entry attention(
// ATTN-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{.*}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, p, 1, 1, 1;

module {
  tile.kernel @chain_4w(%a: !tile.ptr<bf16>, %b: !tile.ptr<bf16>, %c: !tile.ptr<f32>) {
    %r = tile.range 0 to 64 : tensor<64xi32>
    %r2 = tile.expand_dims %r axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %c64 = arith.constant 64 : i32
    %c64t = tile.splat %c64 : tensor<64x1xi32>
    %ro = arith.muli %r2, %c64t : tensor<64x1xi32>
    %rob = tile.broadcast %ro : tensor<64x1xi32> -> tensor<64x64xi32>
    %cc = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %ccb = tile.broadcast %cc : tensor<1x64xi32> -> tensor<64x64xi32>
    %off = arith.addi %rob, %ccb : tensor<64x64xi32>
    %ta = tile.load %a[%off] : tensor<64x64xi32> -> tensor<64x64xbf16>
    %tb = tile.load %b[%off] : tensor<64x64xi32> -> tensor<64x64xbf16>
    %z = arith.constant dense<0.0> : tensor<64x64xf32>
    %s = tile.dot %ta, %tb, %z : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
    %e = math.exp2 %s : tensor<64x64xf32>
    %p = arith.truncf %e : tensor<64x64xf32> to tensor<64x64xbf16>
    %o = tile.dot %p, %tb, %z : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
    tile.store %o, %c[%off] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }

  tile.kernel @chain_8w(%a: !tile.ptr<bf16>, %b: !tile.ptr<bf16>, %c: !tile.ptr<f32>)
      attributes {num_warps = 8 : i32} {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %r2 = tile.expand_dims %r axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %c64 = arith.constant 64 : i32
    %c64t = tile.splat %c64 : tensor<128x1xi32>
    %ro = arith.muli %r2, %c64t : tensor<128x1xi32>
    %rob = tile.broadcast %ro : tensor<128x1xi32> -> tensor<128x64xi32>
    %rc = tile.range 0 to 64 : tensor<64xi32>
    %cc = tile.expand_dims %rc axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %ccb = tile.broadcast %cc : tensor<1x64xi32> -> tensor<128x64xi32>
    %off = arith.addi %rob, %ccb : tensor<128x64xi32>
    %ta = tile.load %a[%off] : tensor<128x64xi32> -> tensor<128x64xbf16>
    %rb2 = tile.expand_dims %rc axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %c64b = tile.splat %c64 : tensor<64x1xi32>
    %rbo = arith.muli %rb2, %c64b : tensor<64x1xi32>
    %rbob = tile.broadcast %rbo : tensor<64x1xi32> -> tensor<64x64xi32>
    %ccb2 = tile.broadcast %cc : tensor<1x64xi32> -> tensor<64x64xi32>
    %offb = arith.addi %rbob, %ccb2 : tensor<64x64xi32>
    %tb = tile.load %b[%offb] : tensor<64x64xi32> -> tensor<64x64xbf16>
    %z = arith.constant dense<0.0> : tensor<128x64xf32>
    %s = tile.dot %ta, %tb, %z : tensor<128x64xbf16>, tensor<64x64xbf16> -> tensor<128x64xf32>
    %e = math.exp2 %s : tensor<128x64xf32>
    %p = arith.truncf %e : tensor<128x64xf32> to tensor<128x64xbf16>
    %o = tile.dot %p, %tb, %z : tensor<128x64xbf16>, tensor<64x64xbf16> -> tensor<128x64xf32>
    tile.store %o, %c[%off] : tensor<128x64xi32>, tensor<128x64xf32>
    tile.return
  }

  tile.kernel @chain_8w_m64(%a: !tile.ptr<bf16>, %b: !tile.ptr<bf16>, %c: !tile.ptr<f32>)
      attributes {num_warps = 8 : i32} {
    %r = tile.range 0 to 64 : tensor<64xi32>
    %r2 = tile.expand_dims %r axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %c64 = arith.constant 64 : i32
    %c64t = tile.splat %c64 : tensor<64x1xi32>
    %ro = arith.muli %r2, %c64t : tensor<64x1xi32>
    %rob = tile.broadcast %ro : tensor<64x1xi32> -> tensor<64x64xi32>
    %cc = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %ccb = tile.broadcast %cc : tensor<1x64xi32> -> tensor<64x64xi32>
    %off = arith.addi %rob, %ccb : tensor<64x64xi32>
    %ta = tile.load %a[%off] : tensor<64x64xi32> -> tensor<64x64xbf16>
    %tb = tile.load %b[%off] : tensor<64x64xi32> -> tensor<64x64xbf16>
    %z = arith.constant dense<0.0> : tensor<64x64xf32>
    %s = tile.dot %ta, %tb, %z : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
    %e = math.exp2 %s : tensor<64x64xf32>
    %p = arith.truncf %e : tensor<64x64xf32> to tensor<64x64xbf16>
    %o = tile.dot %p, %tb, %z : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
    tile.store %o, %c[%off] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}

// mma.sync (sm_80): the same for a fragment with whole rows of tiles per
// warp (attention's row max gives both dots that tiling): accumulator tiles
// 2 j and 2 j + 1 are the A registers of K step j. Only Q x K^T reads its
// A through ldmatrix (4 K steps: 4 x4); P x V reads none.
// K^T is staged as K (row-major, conflict-free stores) and its B fragments
// read with ldmatrix without .trans, two 8-column tiles per x4 (8 tiles, 4
// K steps: 16); V's with .trans (16 more).
// ATTN80-LABEL: .entry attention(
// ATTN80-COUNT-20: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// ATTN80-NOT: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// ATTN80-COUNT-16: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// ATTN80-NOT: ldmatrix
// ATTN80: ret;
