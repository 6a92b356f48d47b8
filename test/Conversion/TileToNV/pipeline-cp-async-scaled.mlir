// Block-scaled mma.sync K loops (tile.dot_scaled on sm_120a/f, sm_121a/f)
// are cp.async pipelines of four tiles a stage: A, B and their scales.
// NVFP4 (examples/gemm_nvfp4.mlir): the packed e2m1 bytes (A 128 x 32 and
// B 64 x 32, rows padded by 16 bytes) and 4-byte scale rows (cp.async.ca
// ... 4). MXFP8 (examples/gemm_mxfp8.mlir, K step 32): one scale a row,
// no cp.async of one byte: each byte of iteration i + 3 is loaded before
// iteration i's mma.sync and stored after it. tcgen05 block scaling
// (sm_100a, ...) is pipelined too: pipeline-cp-async-tcgen05-scaled.mlir.
//
// RUN: tile-translate --gpu-name=sm_120a --remarks %S/../../../examples/gemm_nvfp4.mlir -o %t.nvfp4.ptx 2>&1 | FileCheck %s --check-prefix=NVFP4-REMARK
// RUN: FileCheck %s --check-prefix=NVFP4 < %t.nvfp4.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_120a -v %t.nvfp4.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_121f --remarks %S/../../../examples/gemm_mxfp8.mlir -o %t.mxfp8.ptx 2>&1 | FileCheck %s --check-prefix=MXFP8-REMARK
// RUN: FileCheck %s --check-prefix=MXFP8 --implicit-check-not=cp.async.ca < %t.mxfp8.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_121f -v %t.mxfp8.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_120a --remarks %s -o %t.splat.ptx 2>&1 | FileCheck %s --check-prefix=SPLAT
// RUN: %if ptxas %{ %ptxas -arch=sm_120a %t.splat.ptx -o /dev/null %}

// A 128x48, B 64x48, scales 128x4 and 64x4 bytes: 9984 bytes a stage.
// NVFP4-REMARK: remark: pipelined: cp.async + block-scaled mma.sync, 4 stages of 9984 bytes
// NVFP4: .shared .align 16 .b8 gemm_nvfp4_smem[39936];
// NVFP4: cp.async.cg.shared.global [{{%r[0-9]+}}], [{{%rd[0-9]+}}], 16,
// NVFP4: cp.async.ca.shared.global [{{%r[0-9]+}}], [{{%rd[0-9]+}}], 4,
// NVFP4: cp.async.commit_group;
// NVFP4: mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3
// NVFP4: cp.async.wait_group 2;
// NVFP4-NEXT: //
// NVFP4-NEXT: bar.sync 0;
// NVFP4: cp.async.wait_all;

// A 128x48 e4m3, B 32x80 (K x N, padded), scales 128 and 64 bytes.
// MXFP8-REMARK: remark: pipelined: cp.async + block-scaled mma.sync, 4 stages of 8896 bytes
// MXFP8-DAG: .shared .align 16 .b8 gemm_mxfp8_smem[35584];
// MXFP8-DAG: cp.async.cg.shared.global
// In the loop: the scale bytes of A and B stored after the mma.sync.
// MXFP8: cp.async.wait_group 2;
// MXFP8: ld.global.u8
// MXFP8: mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0
// MXFP8: st.shared.b8 [{{%rd[0-9]+}}], {{%rs[0-9]+}};
// MXFP8: st.shared.b8 [{{%rd[0-9]+}}], {{%rs[0-9]+}};
// MXFP8: bar.sync 0;

// PTXAS: 0 bytes spill stores, 0 bytes spill loads

// Scales that are not tile.loads of the loop (here a splat of an f8E8M0FNU
// constant): the loop is left to the general lowering, and the remark says
// why. (Staging such a splat to shared memory stores the constant's bits:
// it used to stop with an invalid arith.extui of f8E8M0FNU.)
// SPLAT: remark: not pipelined: a scale tile is not a tile.load (or the arith.bitcast of one): the pipeline copies the scales with A and B
module {
  tile.kernel @splat_scales(%a: !tile.ptr<f8E4M3FN>, %b: !tile.ptr<f8E4M3FN>,
                            %c: !tile.ptr<f32>, %K: i32) {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %one = arith.constant 1.0 : f8E8M0FNU
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %r32 = tile.range 0 to 32 : tensor<32xi32>
    %rows = tile.expand_dims %r64 axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %ks = tile.expand_dims %r32 axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %Kv = tile.splat %K : tensor<64x1xi32>
    %row_off = arith.muli %rows, %Kv : tensor<64x1xi32>
    %row_b = tile.broadcast %row_off : tensor<64x1xi32> -> tensor<64x32xi32>
    %k_b = tile.broadcast %ks : tensor<1x32xi32> -> tensor<64x32xi32>
    %base = arith.addi %row_b, %k_b : tensor<64x32xi32>
    %sa = tile.splat %one : tensor<64x1xf8E8M0FNU>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    %acc = scf.for %k0 = %c0 to %K step %c32 iter_args(%acc_in = %zero) -> (tensor<64x64xf32>) : i32 {
      %k0s = tile.splat %k0 : tensor<64x32xi32>
      %off = arith.addi %base, %k0s : tensor<64x32xi32>
      %ta = tile.load %a[%off] : tensor<64x32xi32> -> tensor<64x32xf8E4M3FN>
      %tbn = tile.load %b[%off] : tensor<64x32xi32> -> tensor<64x32xf8E4M3FN>
      %tb = tile.trans %tbn : tensor<64x32xf8E4M3FN> -> tensor<32x64xf8E4M3FN>
      %acc_out = tile.dot_scaled %ta scale %sa, %tb scale %sa, %acc_in
          : tensor<64x32xf8E4M3FN>, tensor<64x1xf8E8M0FNU>, tensor<32x64xf8E4M3FN>,
            tensor<64x1xf8E8M0FNU> -> tensor<64x64xf32>
      scf.yield %acc_out : tensor<64x64xf32>
    }
    %r64c = tile.expand_dims %r64 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %c64 = arith.constant 64 : i32
    %c64v = tile.splat %c64 : tensor<64x1xi32>
    %crow = arith.muli %rows, %c64v : tensor<64x1xi32>
    %crow_b = tile.broadcast %crow : tensor<64x1xi32> -> tensor<64x64xi32>
    %ccol_b = tile.broadcast %r64c : tensor<1x64xi32> -> tensor<64x64xi32>
    %coff = arith.addi %crow_b, %ccol_b : tensor<64x64xi32>
    tile.store %acc, %c[%coff] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}
