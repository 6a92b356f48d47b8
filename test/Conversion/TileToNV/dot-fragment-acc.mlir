// An accumulator carried through the K loop stays in the tensor-core
// fragment registers: no f32 goes through shared memory, in the loop or in
// the epilogue (the store writes straight from the fragment). Only a
// consumer that needs the blocked distribution (here tile.reduce) brings it
// back through shared memory.
//
// RUN: tile-translate --gpu-name=sm_90a %examples/gemm_bf16.mlir -o %t.wgmma.ptx
// RUN: FileCheck %s --check-prefix=KEPT < %t.wgmma.ptx
// RUN: tile-translate --gpu-name=sm_80 %examples/gemm_bf16.mlir -o %t.mma.ptx
// RUN: FileCheck %s --check-prefix=KEPT < %t.mma.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.mma.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_90a %s -o %t.reduce.ptx
// RUN: FileCheck %s --check-prefix=REDUCE < %t.reduce.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.reduce.ptx -o /dev/null %}

// (f32 in shared memory prints as .b32; bf16 operands are staged as .b16.)
// KEPT-NOT: st.shared{{(\.v[24])?}}.b32
// KEPT: st.global.b32
// KEPT-NOT: st.shared{{(\.v[24])?}}.b32

// REDUCE: wgmma.mma_async
// REDUCE: wgmma.wait_group
// REDUCE: st.shared{{(\.v[24])?}}.b32
// REDUCE: bar.sync
// REDUCE: ld.shared{{(\.v[24])?}}.b32

module {
  tile.kernel @row_sums(%a: !tile.ptr<bf16>, %b: !tile.ptr<bf16>,
                        %out: !tile.ptr<f32>, %K: i32) {
    %c0 = arith.constant 0 : i32
    %c16 = arith.constant 16 : i32
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %r16 = tile.range 0 to 16 : tensor<16xi32>
    // A: 64x16, offset 16*i + j; B: 16x64, offset 64*i + j.
    %ai = tile.expand_dims %r64 axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %aj = tile.expand_dims %r16 axis 0 : tensor<16xi32> -> tensor<1x16xi32>
    %s16 = tile.splat %c16 : tensor<64x1xi32>
    %arow = arith.muli %ai, %s16 : tensor<64x1xi32>
    %arow_b = tile.broadcast %arow : tensor<64x1xi32> -> tensor<64x16xi32>
    %aj_b = tile.broadcast %aj : tensor<1x16xi32> -> tensor<64x16xi32>
    %aoff = arith.addi %arow_b, %aj_b : tensor<64x16xi32>
    %bi = tile.expand_dims %r16 axis 1 : tensor<16xi32> -> tensor<16x1xi32>
    %bj = tile.expand_dims %r64 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %c64 = arith.constant 64 : i32
    %s64 = tile.splat %c64 : tensor<16x1xi32>
    %brow = arith.muli %bi, %s64 : tensor<16x1xi32>
    %brow_b = tile.broadcast %brow : tensor<16x1xi32> -> tensor<16x64xi32>
    %bj_b = tile.broadcast %bj : tensor<1x64xi32> -> tensor<16x64xi32>
    %boff = arith.addi %brow_b, %bj_b : tensor<16x64xi32>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    %acc = scf.for %k0 = %c0 to %K step %c16 iter_args(%c = %zero) -> (tensor<64x64xf32>) : i32 {
      %ta = tile.load %a[%aoff] : tensor<64x16xi32> -> tensor<64x16xbf16>
      %tb = tile.load %b[%boff] : tensor<16x64xi32> -> tensor<16x64xbf16>
      %d = tile.dot %ta, %tb, %c : tensor<64x16xbf16>, tensor<16x64xbf16> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    }
    %s = tile.reduce add %acc axis 1 : tensor<64x64xf32> -> tensor<64xf32>
    tile.store %s, %out[%r64] : tensor<64xi32>, tensor<64xf32>
    tile.return
  }
}
