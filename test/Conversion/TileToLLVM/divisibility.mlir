// tile.divisibility on kernel parameters (Triton's tt.divisibility, what a
// DSL launch marks 16-byte aligned pointers and multiples of 16 with): a
// pointer's alignment in bytes (PTX .ptr .global .align N), an integer's
// divisor. Runs whose first address the offsets then prove aligned are one
// plain vector access: no run-time test, no element-by-element path.
// RUN: tile-translate --gpu-name=sm_80 %s -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// RUN: tile-opt --split-input-file --verify-diagnostics %S/Inputs/divisibility_invalid.mlir

// Rows at a stride divisible by 16 from 16-byte aligned pointers.
// CHECK-LABEL: .entry aligned(
// CHECK: .param .u64 .ptr .global .align 16 aligned_param_0,
// CHECK: .param .u64 .ptr .global .align 16 aligned_param_1,
// CHECK-NOT: @%tile_v
// CHECK-NOT: and.b64
// CHECK: ld.global.v4.b32
// CHECK: st.global.v4.b32
// CHECK: ret;
// The same with a stride not known divisible: tested at run time.
// CHECK-LABEL: .entry unknown_stride(
// CHECK: .param .u64 .ptr .global .align 16 unknown_stride_param_0,
// CHECK: @%tile_v ld.global.v4.b32
// CHECK: ret;
// A stride divisible by 2 only: runs of 4 f32 (16 bytes) are not proven
// aligned either.
// CHECK-LABEL: .entry even_stride(
// CHECK: @%tile_v ld.global.v4.b32
// CHECK: ret;
// Rows masked off as a whole (rows < M, constant along a run): a run is
// one vector or nothing, with no element-by-element path.
// CHECK-LABEL: .entry row_masked(
// CHECK: @%tile_v ld.global.v4.b32
// CHECK-NOT: @%tile_p ld.global
// CHECK: @%tile_v st.global.v4.b32
// CHECK-NOT: @%tile_p st.global
// CHECK: ret;
// A pipelined K loop (cp.async + mma.sync): the chunks of A and B are
// contiguous and aligned, so the unmasked copies are plain cp.async with no
// alignment test or element-by-element fallback; C's pairs of columns are
// stored from the fragments without an alignment test either.
// C's column mask (cols < N, N a multiple of 16) is the same for both
// columns of a pair (maskUniform): one st.global.v2 or none, no
// element-by-element path.
// CHECK-LABEL: .entry gemm(
// CHECK-NOT: ld.global
// CHECK: cp.async.cg.shared.global
// CHECK-NOT: ld.global
// CHECK: mma.sync.aligned
// CHECK-NOT: and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, {{7|15}};
// CHECK-NOT: @%tile_p st.global
// CHECK: ret;
// K masked as Triton's tutorial does (offs_k < K - k0, a tile.range
// against what is left): a prefix of each chunk (cp.async's src-size), so
// no copy has an element-by-element path either.
// CHECK-LABEL: .entry gemm_k_left(
// CHECK-NOT: ld.global
// CHECK: cp.async.cg.shared.global
// CHECK-NOT: ld.global
// CHECK: ret;
// The masked tail of a 1-D tile (offs < n): with n a multiple of 16 every
// run of 4 is all on or all off (maskUniform: Triton's AxisInfo constancy),
// one vector access under the first element's mask, no element-by-element
// path; `offs <= n`, or an n not known divisible, keeps that path.
// CHECK-LABEL: .entry tail_masked(
// CHECK-NOT: @%tile_p
// CHECK: @%tile_v ld.global.v4.b32
// CHECK-NOT: @%tile_p
// CHECK: @%tile_v st.global.v4.b32
// CHECK-NOT: @%tile_p
// CHECK: ret;
// CHECK-LABEL: .entry tail_masked_le(
// CHECK: @%tile_p ld.global.b32
// CHECK: ret;
// CHECK-LABEL: .entry tail_masked_any_n(
// CHECK: @%tile_p ld.global.b32
// CHECK: ret;
// A pointer retyped through its address (tile.ptr_to_int, tile.int_to_ptr:
// what tile-pipeline-loads writes for Triton's uint8 views) keeps its
// alignment: the same plain vector accesses as `aligned`.
// CHECK-LABEL: .entry retyped(
// CHECK-NOT: @%tile_v
// CHECK-NOT: and.b64
// CHECK: ld.global.v4.b32
// CHECK: st.global.v4.b32
// CHECK: ret;

module {
  tile.kernel @aligned(%x: !tile.ptr<f32> {tile.divisibility = 16 : i64},
                       %y: !tile.ptr<f32> {tile.divisibility = 16 : i64},
                       %ld: i32 {tile.divisibility = 16 : i64}) {
    %r = tile.range 0 to 16 : tensor<16xi32>
    %c = tile.range 0 to 64 : tensor<64xi32>
    %re = tile.expand_dims %r axis 1 : tensor<16xi32> -> tensor<16x1xi32>
    %ce = tile.expand_dims %c axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %lds = tile.splat %ld : tensor<16x1xi32>
    %rs = arith.muli %re, %lds : tensor<16x1xi32>
    %rb = tile.broadcast %rs : tensor<16x1xi32> -> tensor<16x64xi32>
    %cb = tile.broadcast %ce : tensor<1x64xi32> -> tensor<16x64xi32>
    %offs = arith.addi %rb, %cb : tensor<16x64xi32>
    %v = tile.load %x[%offs] : tensor<16x64xi32> -> tensor<16x64xf32>
    tile.store %v, %y[%offs] : tensor<16x64xi32>, tensor<16x64xf32>
    tile.return
  }
  tile.kernel @unknown_stride(%x: !tile.ptr<f32> {tile.divisibility = 16 : i64},
                              %y: !tile.ptr<f32> {tile.divisibility = 16 : i64},
                              %ld: i32) {
    %r = tile.range 0 to 16 : tensor<16xi32>
    %c = tile.range 0 to 64 : tensor<64xi32>
    %re = tile.expand_dims %r axis 1 : tensor<16xi32> -> tensor<16x1xi32>
    %ce = tile.expand_dims %c axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %lds = tile.splat %ld : tensor<16x1xi32>
    %rs = arith.muli %re, %lds : tensor<16x1xi32>
    %rb = tile.broadcast %rs : tensor<16x1xi32> -> tensor<16x64xi32>
    %cb = tile.broadcast %ce : tensor<1x64xi32> -> tensor<16x64xi32>
    %offs = arith.addi %rb, %cb : tensor<16x64xi32>
    %v = tile.load %x[%offs] : tensor<16x64xi32> -> tensor<16x64xf32>
    tile.store %v, %y[%offs] : tensor<16x64xi32>, tensor<16x64xf32>
    tile.return
  }
  tile.kernel @even_stride(%x: !tile.ptr<f32> {tile.divisibility = 16 : i64},
                           %y: !tile.ptr<f32> {tile.divisibility = 16 : i64},
                           %ld: i32 {tile.divisibility = 2 : i64}) {
    %r = tile.range 0 to 16 : tensor<16xi32>
    %c = tile.range 0 to 64 : tensor<64xi32>
    %re = tile.expand_dims %r axis 1 : tensor<16xi32> -> tensor<16x1xi32>
    %ce = tile.expand_dims %c axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %lds = tile.splat %ld : tensor<16x1xi32>
    %rs = arith.muli %re, %lds : tensor<16x1xi32>
    %rb = tile.broadcast %rs : tensor<16x1xi32> -> tensor<16x64xi32>
    %cb = tile.broadcast %ce : tensor<1x64xi32> -> tensor<16x64xi32>
    %offs = arith.addi %rb, %cb : tensor<16x64xi32>
    %v = tile.load %x[%offs] : tensor<16x64xi32> -> tensor<16x64xf32>
    tile.store %v, %y[%offs] : tensor<16x64xi32>, tensor<16x64xf32>
    tile.return
  }
  tile.kernel @row_masked(%x: !tile.ptr<f32> {tile.divisibility = 16 : i64},
                          %y: !tile.ptr<f32> {tile.divisibility = 16 : i64},
                          %M: i32) {
    %r = tile.range 0 to 16 : tensor<16xi32>
    %c = tile.range 0 to 64 : tensor<64xi32>
    %re = tile.expand_dims %r axis 1 : tensor<16xi32> -> tensor<16x1xi32>
    %ce = tile.expand_dims %c axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %c64 = arith.constant dense<64> : tensor<16x1xi32>
    %rs = arith.muli %re, %c64 : tensor<16x1xi32>
    %rb = tile.broadcast %rs : tensor<16x1xi32> -> tensor<16x64xi32>
    %cb = tile.broadcast %ce : tensor<1x64xi32> -> tensor<16x64xi32>
    %offs = arith.addi %rb, %cb : tensor<16x64xi32>
    %Ms = tile.splat %M : tensor<16x1xi32>
    %rm = arith.cmpi slt, %re, %Ms : tensor<16x1xi32>
    %m = tile.broadcast %rm : tensor<16x1xi1> -> tensor<16x64xi1>
    %v = tile.load %x[%offs] mask %m : tensor<16x64xi32> -> tensor<16x64xf32>
    tile.store %v, %y[%offs] mask %m : tensor<16x64xi32>, tensor<16x64xf32>
    tile.return
  }
  tile.kernel @gemm(%a: !tile.ptr<bf16> {tile.divisibility = 16 : i64}, %b: !tile.ptr<bf16> {tile.divisibility = 16 : i64},
                         %c: !tile.ptr<f32> {tile.divisibility = 16 : i64}, %M: i32, %N: i32 {tile.divisibility = 16 : i64}, %K: i32 {tile.divisibility = 16 : i64}) {
    %pn = tile.program_id x : i32
    %pm = tile.program_id y : i32
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %m0 = arith.muli %pm, %c128 : i32
    %n0 = arith.muli %pn, %c64 : i32

    // Global row and column indices of this block.
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %r128 = tile.range 0 to 128 : tensor<128xi32>
    %r32 = tile.range 0 to 32 : tensor<32xi32>
    %m0s = tile.splat %m0 : tensor<128xi32>
    %rows = arith.addi %m0s, %r128 : tensor<128xi32>
    %n0s = tile.splat %n0 : tensor<64xi32>
    %cols = arith.addi %n0s, %r64 : tensor<64xi32>

    // A block (128x32): offset rows[i]*K + k, valid where rows[i] < M, k < K.
    %rows_c = tile.expand_dims %rows axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %Ka = tile.splat %K : tensor<128x1xi32>
    %a_row = arith.muli %rows_c, %Ka : tensor<128x1xi32>
    %a_row_b = tile.broadcast %a_row : tensor<128x1xi32> -> tensor<128x32xi32>
    %Ma = tile.splat %M : tensor<128x1xi32>
    %a_rmask = arith.cmpi slt, %rows_c, %Ma : tensor<128x1xi32>
    %a_rmask_b = tile.broadcast %a_rmask : tensor<128x1xi1> -> tensor<128x32xi1>
    %ka = tile.expand_dims %r32 axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %ka_b = tile.broadcast %ka : tensor<1x32xi32> -> tensor<128x32xi32>

    // B block (32x64): offset k*N + cols[j], valid where k < K, cols[j] < N.
    %kb = tile.expand_dims %r32 axis 1 : tensor<32xi32> -> tensor<32x1xi32>
    %kb_b = tile.broadcast %kb : tensor<32x1xi32> -> tensor<32x64xi32>
    %cols_r = tile.expand_dims %cols axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %cols_b = tile.broadcast %cols_r : tensor<1x64xi32> -> tensor<32x64xi32>
    %Nb = tile.splat %N : tensor<1x64xi32>
    %b_cmask = arith.cmpi slt, %cols_r, %Nb : tensor<1x64xi32>
    %b_cmask_b = tile.broadcast %b_cmask : tensor<1x64xi1> -> tensor<32x64xi1>
    %Nbb = tile.splat %N : tensor<32x64xi32>
    %Kaa = tile.splat %K : tensor<128x32xi32>
    %Kbb = tile.splat %K : tensor<32x64xi32>

    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    %acc = scf.for %k0 = %c0 to %K step %c32 iter_args(%acc_in = %zero) -> (tensor<128x64xf32>) : i32 {
      %k0a = tile.splat %k0 : tensor<128x32xi32>
      %ka_g = arith.addi %ka_b, %k0a : tensor<128x32xi32>
      %a_off = arith.addi %a_row_b, %ka_g : tensor<128x32xi32>
      %a_kmask = arith.cmpi slt, %ka_g, %Kaa : tensor<128x32xi32>
      %a_mask = arith.andi %a_rmask_b, %a_kmask : tensor<128x32xi1>
      %ta = tile.load %a[%a_off] mask %a_mask : tensor<128x32xi32> -> tensor<128x32xbf16>

      %k0b = tile.splat %k0 : tensor<32x64xi32>
      %kb_g = arith.addi %kb_b, %k0b : tensor<32x64xi32>
      %b_row = arith.muli %kb_g, %Nbb : tensor<32x64xi32>
      %b_off = arith.addi %b_row, %cols_b : tensor<32x64xi32>
      %b_kmask = arith.cmpi slt, %kb_g, %Kbb : tensor<32x64xi32>
      %b_mask = arith.andi %b_kmask, %b_cmask_b : tensor<32x64xi1>
      %tb = tile.load %b[%b_off] mask %b_mask : tensor<32x64xi32> -> tensor<32x64xbf16>

      %acc_out = tile.dot %ta, %tb, %acc_in : tensor<128x32xbf16>, tensor<32x64xbf16> -> tensor<128x64xf32>
      scf.yield %acc_out : tensor<128x64xf32>
    }

    // Store the 128x64 block of C where it lies inside M x N.
    %Nc = tile.splat %N : tensor<128x1xi32>
    %c_row = arith.muli %rows_c, %Nc : tensor<128x1xi32>
    %c_row_b = tile.broadcast %c_row : tensor<128x1xi32> -> tensor<128x64xi32>
    %cols_cb = tile.broadcast %cols_r : tensor<1x64xi32> -> tensor<128x64xi32>
    %c_off = arith.addi %c_row_b, %cols_cb : tensor<128x64xi32>
    %c_rmask = tile.broadcast %a_rmask : tensor<128x1xi1> -> tensor<128x64xi1>
    %c_cmask = tile.broadcast %b_cmask : tensor<1x64xi1> -> tensor<128x64xi1>
    %c_mask = arith.andi %c_rmask, %c_cmask : tensor<128x64xi1>
    tile.store %acc, %c[%c_off] mask %c_mask : tensor<128x64xi32>, tensor<128x64xf32>
    tile.return
  }
  tile.kernel @gemm_k_left(%a: !tile.ptr<bf16> {tile.divisibility = 16 : i64}, %b: !tile.ptr<bf16> {tile.divisibility = 16 : i64},
                         %c: !tile.ptr<f32> {tile.divisibility = 16 : i64}, %M: i32, %N: i32 {tile.divisibility = 16 : i64}, %K: i32 {tile.divisibility = 16 : i64}) {
    %pn = tile.program_id x : i32
    %pm = tile.program_id y : i32
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %m0 = arith.muli %pm, %c128 : i32
    %n0 = arith.muli %pn, %c64 : i32

    // Global row and column indices of this block.
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %r128 = tile.range 0 to 128 : tensor<128xi32>
    %r32 = tile.range 0 to 32 : tensor<32xi32>
    %m0s = tile.splat %m0 : tensor<128xi32>
    %rows = arith.addi %m0s, %r128 : tensor<128xi32>
    %n0s = tile.splat %n0 : tensor<64xi32>
    %cols = arith.addi %n0s, %r64 : tensor<64xi32>

    // A block (128x32): offset rows[i]*K + k, valid where rows[i] < M, k < K.
    %rows_c = tile.expand_dims %rows axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %Ka = tile.splat %K : tensor<128x1xi32>
    %a_row = arith.muli %rows_c, %Ka : tensor<128x1xi32>
    %a_row_b = tile.broadcast %a_row : tensor<128x1xi32> -> tensor<128x32xi32>
    %Ma = tile.splat %M : tensor<128x1xi32>
    %a_rmask = arith.cmpi slt, %rows_c, %Ma : tensor<128x1xi32>
    %a_rmask_b = tile.broadcast %a_rmask : tensor<128x1xi1> -> tensor<128x32xi1>
    %ka = tile.expand_dims %r32 axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %ka_b = tile.broadcast %ka : tensor<1x32xi32> -> tensor<128x32xi32>

    // B block (32x64): offset k*N + cols[j], valid where k < K, cols[j] < N.
    %kb = tile.expand_dims %r32 axis 1 : tensor<32xi32> -> tensor<32x1xi32>
    %kb_b = tile.broadcast %kb : tensor<32x1xi32> -> tensor<32x64xi32>
    %cols_r = tile.expand_dims %cols axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %cols_b = tile.broadcast %cols_r : tensor<1x64xi32> -> tensor<32x64xi32>
    %Nb = tile.splat %N : tensor<1x64xi32>
    %b_cmask = arith.cmpi slt, %cols_r, %Nb : tensor<1x64xi32>
    %b_cmask_b = tile.broadcast %b_cmask : tensor<1x64xi1> -> tensor<32x64xi1>
    %Nbb = tile.splat %N : tensor<32x64xi32>
    %Kaa = tile.splat %K : tensor<128x32xi32>
    %Kbb = tile.splat %K : tensor<32x64xi32>

    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    %acc = scf.for %k0 = %c0 to %K step %c32 iter_args(%acc_in = %zero) -> (tensor<128x64xf32>) : i32 {
      %k0a = tile.splat %k0 : tensor<128x32xi32>
      %ka_g = arith.addi %ka_b, %k0a : tensor<128x32xi32>
      %a_off = arith.addi %a_row_b, %ka_g : tensor<128x32xi32>
      %kleft = arith.subi %K, %k0 : i32
      %kleft_a = tile.splat %kleft : tensor<128x32xi32>
      %a_kmask = arith.cmpi slt, %ka_b, %kleft_a : tensor<128x32xi32>
      %a_mask = arith.andi %a_rmask_b, %a_kmask : tensor<128x32xi1>
      %ta = tile.load %a[%a_off] mask %a_mask : tensor<128x32xi32> -> tensor<128x32xbf16>

      %k0b = tile.splat %k0 : tensor<32x64xi32>
      %kb_g = arith.addi %kb_b, %k0b : tensor<32x64xi32>
      %b_row = arith.muli %kb_g, %Nbb : tensor<32x64xi32>
      %b_off = arith.addi %b_row, %cols_b : tensor<32x64xi32>
      %kleft_b = tile.splat %kleft : tensor<32x64xi32>
      %b_kmask = arith.cmpi slt, %kb_b, %kleft_b : tensor<32x64xi32>
      %b_mask = arith.andi %b_kmask, %b_cmask_b : tensor<32x64xi1>
      %tb = tile.load %b[%b_off] mask %b_mask : tensor<32x64xi32> -> tensor<32x64xbf16>

      %acc_out = tile.dot %ta, %tb, %acc_in : tensor<128x32xbf16>, tensor<32x64xbf16> -> tensor<128x64xf32>
      scf.yield %acc_out : tensor<128x64xf32>
    }

    // Store the 128x64 block of C where it lies inside M x N.
    %Nc = tile.splat %N : tensor<128x1xi32>
    %c_row = arith.muli %rows_c, %Nc : tensor<128x1xi32>
    %c_row_b = tile.broadcast %c_row : tensor<128x1xi32> -> tensor<128x64xi32>
    %cols_cb = tile.broadcast %cols_r : tensor<1x64xi32> -> tensor<128x64xi32>
    %c_off = arith.addi %c_row_b, %cols_cb : tensor<128x64xi32>
    %c_rmask = tile.broadcast %a_rmask : tensor<128x1xi1> -> tensor<128x64xi1>
    %c_cmask = tile.broadcast %b_cmask : tensor<1x64xi1> -> tensor<128x64xi1>
    %c_mask = arith.andi %c_rmask, %c_cmask : tensor<128x64xi1>
    tile.store %acc, %c[%c_off] mask %c_mask : tensor<128x64xi32>, tensor<128x64xf32>
    tile.return
  }
  tile.kernel @tail_masked(%x: !tile.ptr<f32> {tile.divisibility = 16 : i64},
                        %y: !tile.ptr<f32> {tile.divisibility = 16 : i64},
                        %n: i32 {tile.divisibility = 16 : i64}) {
    %pid = tile.program_id x : i32
    %c512 = arith.constant 512 : i32
    %start = arith.muli %pid, %c512 : i32
    %r = tile.range 0 to 512 : tensor<512xi32>
    %s = tile.splat %start : tensor<512xi32>
    %offs = arith.addi %s, %r : tensor<512xi32>
    %ns = tile.splat %n : tensor<512xi32>
    %m = arith.cmpi slt, %offs, %ns : tensor<512xi32>
    %v = tile.load %x[%offs] mask %m : tensor<512xi32> -> tensor<512xf32>
    tile.store %v, %y[%offs] mask %m : tensor<512xi32>, tensor<512xf32>
    tile.return
  }
  tile.kernel @tail_masked_le(%x: !tile.ptr<f32> {tile.divisibility = 16 : i64},
                        %y: !tile.ptr<f32> {tile.divisibility = 16 : i64},
                        %n: i32 {tile.divisibility = 16 : i64}) {
    %pid = tile.program_id x : i32
    %c512 = arith.constant 512 : i32
    %start = arith.muli %pid, %c512 : i32
    %r = tile.range 0 to 512 : tensor<512xi32>
    %s = tile.splat %start : tensor<512xi32>
    %offs = arith.addi %s, %r : tensor<512xi32>
    %ns = tile.splat %n : tensor<512xi32>
    %m = arith.cmpi sle, %offs, %ns : tensor<512xi32>
    %v = tile.load %x[%offs] mask %m : tensor<512xi32> -> tensor<512xf32>
    tile.store %v, %y[%offs] mask %m : tensor<512xi32>, tensor<512xf32>
    tile.return
  }
  tile.kernel @tail_masked_any_n(%x: !tile.ptr<f32> {tile.divisibility = 16 : i64},
                        %y: !tile.ptr<f32> {tile.divisibility = 16 : i64},
                        %n: i32) {
    %pid = tile.program_id x : i32
    %c512 = arith.constant 512 : i32
    %start = arith.muli %pid, %c512 : i32
    %r = tile.range 0 to 512 : tensor<512xi32>
    %s = tile.splat %start : tensor<512xi32>
    %offs = arith.addi %s, %r : tensor<512xi32>
    %ns = tile.splat %n : tensor<512xi32>
    %m = arith.cmpi slt, %offs, %ns : tensor<512xi32>
    %v = tile.load %x[%offs] mask %m : tensor<512xi32> -> tensor<512xf32>
    tile.store %v, %y[%offs] mask %m : tensor<512xi32>, tensor<512xf32>
    tile.return
  }
  tile.kernel @retyped(%xi: !tile.ptr<i32> {tile.divisibility = 16 : i64},
                       %y: !tile.ptr<f32> {tile.divisibility = 16 : i64},
                       %ld: i32 {tile.divisibility = 16 : i64}) {
    %addr = tile.ptr_to_int %xi : !tile.ptr<i32>
    %x = tile.int_to_ptr %addr : !tile.ptr<f32>
    %r = tile.range 0 to 16 : tensor<16xi32>
    %c = tile.range 0 to 64 : tensor<64xi32>
    %re = tile.expand_dims %r axis 1 : tensor<16xi32> -> tensor<16x1xi32>
    %ce = tile.expand_dims %c axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %lds = tile.splat %ld : tensor<16x1xi32>
    %rs = arith.muli %re, %lds : tensor<16x1xi32>
    %rb = tile.broadcast %rs : tensor<16x1xi32> -> tensor<16x64xi32>
    %cb = tile.broadcast %ce : tensor<1x64xi32> -> tensor<16x64xi32>
    %offs = arith.addi %rb, %cb : tensor<16x64xi32>
    %v = tile.load %x[%offs] : tensor<16x64xi32> -> tensor<16x64xf32>
    tile.store %v, %y[%offs] : tensor<16x64xi32>, tensor<16x64xf32>
    tile.return
  }
}
