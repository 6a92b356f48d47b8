// B stored N x K (a Linear layer's weight, attention's K, the K-major fp8
// operand): the dot reads the tile.trans of an N x K tile.load. On
// mma.sync targets the K loop is still a cp.async pipeline: B's stages
// hold the loaded N x K rows (K contiguous, padded by 16 bytes) and the
// fragments are read with ldmatrix without .trans (16-bit) or 32-bit
// loads along K (fp8, tf32).
//
// RUN: tile-translate --gpu-name=sm_80 --remarks %s -o %t.80.ptx 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=PTX --implicit-check-not=.trans < %t.80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 -v %t.80.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_120a --remarks %s -o %t.120a.ptx 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=PTX --implicit-check-not=.trans < %t.120a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_120a -v %t.120a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}

// 64x32 A and 64x32 B bf16 stages, rows of 32 + 8 elements: 5120 + 5120
// bytes, 4 stages.
// REMARK: remark: pipelined: cp.async + mma.sync, 4 stages of 10240 bytes
// PTX: .shared .align 16 .b8 gemm_nk_smem[40960];
// PTX: cp.async.cg.shared.global
// PTX: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// PTX: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// PTX: cp.async.wait_group 2;
// PTXAS: 0 bytes spill stores, 0 bytes spill loads

module {
  tile.kernel @gemm_nk(%a: !tile.ptr<bf16>, %bt: !tile.ptr<bf16>, %c: !tile.ptr<f32>,
                       %M: i32, %N: i32, %K: i32) {
    %pm = tile.program_id y : i32
    %pn = tile.program_id x : i32
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %m0 = arith.muli %pm, %c64 : i32
    %n0 = arith.muli %pn, %c64 : i32
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %r32 = tile.range 0 to 32 : tensor<32xi32>
    %m0s = tile.splat %m0 : tensor<64xi32>
    %rows = arith.addi %m0s, %r64 : tensor<64xi32>
    %n0s = tile.splat %n0 : tensor<64xi32>
    %cols = arith.addi %n0s, %r64 : tensor<64xi32>
    %rows_c = tile.expand_dims %rows axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %cols_c = tile.expand_dims %cols axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %k_r = tile.expand_dims %r32 axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %Ks = tile.splat %K : tensor<64x1xi32>
    %Ms = tile.splat %M : tensor<64x1xi32>
    %Ns = tile.splat %N : tensor<64x1xi32>
    %a_row = arith.muli %rows_c, %Ks : tensor<64x1xi32>
    %b_row = arith.muli %cols_c, %Ks : tensor<64x1xi32>
    %row_ok = arith.cmpi slt, %rows_c, %Ms : tensor<64x1xi32>
    %col_ok = arith.cmpi slt, %cols_c, %Ns : tensor<64x1xi32>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    %acc = scf.for %k0 = %c0 to %K step %c32 iter_args(%acc_in = %zero) -> (tensor<64x64xf32>) : i32 {
      %k0r = tile.splat %k0 : tensor<1x32xi32>
      %ks = arith.addi %k_r, %k0r : tensor<1x32xi32>
      %ks_b = tile.broadcast %ks : tensor<1x32xi32> -> tensor<64x32xi32>
      %Kr = tile.splat %K : tensor<1x32xi32>
      %k_ok = arith.cmpi slt, %ks, %Kr : tensor<1x32xi32>
      %k_ok_b = tile.broadcast %k_ok : tensor<1x32xi1> -> tensor<64x32xi1>
      %a_row_b = tile.broadcast %a_row : tensor<64x1xi32> -> tensor<64x32xi32>
      %a_off = arith.addi %a_row_b, %ks_b : tensor<64x32xi32>
      %row_ok_b = tile.broadcast %row_ok : tensor<64x1xi1> -> tensor<64x32xi1>
      %a_m = arith.andi %row_ok_b, %k_ok_b : tensor<64x32xi1>
      %ta = tile.load %a[%a_off] mask %a_m : tensor<64x32xi32> -> tensor<64x32xbf16>
      %b_row_b = tile.broadcast %b_row : tensor<64x1xi32> -> tensor<64x32xi32>
      %b_off = arith.addi %b_row_b, %ks_b : tensor<64x32xi32>
      %col_ok_b = tile.broadcast %col_ok : tensor<64x1xi1> -> tensor<64x32xi1>
      %b_m = arith.andi %col_ok_b, %k_ok_b : tensor<64x32xi1>
      %tbt = tile.load %bt[%b_off] mask %b_m : tensor<64x32xi32> -> tensor<64x32xbf16>
      %tb = tile.trans %tbt : tensor<64x32xbf16> -> tensor<32x64xbf16>
      %d = tile.dot %ta, %tb, %acc_in : tensor<64x32xbf16>, tensor<32x64xbf16> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    }
    %Nr = tile.splat %N : tensor<64x1xi32>
    %c_row = arith.muli %rows_c, %Nr : tensor<64x1xi32>
    %c_row_b = tile.broadcast %c_row : tensor<64x1xi32> -> tensor<64x64xi32>
    %cols_r = tile.expand_dims %cols axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %cols_b = tile.broadcast %cols_r : tensor<1x64xi32> -> tensor<64x64xi32>
    %c_off = arith.addi %c_row_b, %cols_b : tensor<64x64xi32>
    %row_ok_c = tile.broadcast %row_ok : tensor<64x1xi1> -> tensor<64x64xi1>
    %Nrr = tile.splat %N : tensor<1x64xi32>
    %col_ok_r = arith.cmpi slt, %cols_r, %Nrr : tensor<1x64xi32>
    %col_ok_c = tile.broadcast %col_ok_r : tensor<1x64xi1> -> tensor<64x64xi1>
    %c_m = arith.andi %row_ok_c, %col_ok_c : tensor<64x64xi1>
    tile.store %acc, %c[%c_off] mask %c_m : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}
