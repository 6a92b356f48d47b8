// mma.sync targets (sm_80 on): tile-pipeline marks a K loop whose body
// loads A and B with tile.load at index-tile offsets and feeds them to one
// tile.dot; convert-tile-to-llvm lowers it to a cp.async pipeline through
// a ring of stages: in the kernel's static buffer when all `stages` fit in
// its 48 KiB (the launch does not change), else in dynamic shared memory
// (as many as fit the target's shared memory per block, less 4 KiB kept
// for the static buffer), which smem_bytes grows by.
//
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-pipeline %examples/gemm_bf16.mlir | FileCheck %s --check-prefix=MARK
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-pipeline=stages=2 %examples/gemm_bf16.mlir | FileCheck %s --check-prefix=STAGES2
// RUN: tile-translate --gpu-name=sm_80 %examples/gemm_bf16.mlir -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: FileCheck %s --check-prefix=ROLLED --implicit-check-not=nounroll < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 -v %t.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_80 --emit=mlir %examples/gemm_bf16.mlir | FileCheck %s --check-prefix=BACKEDGE
// RUN: tile-translate --gpu-name=sm_120a %examples/gemm_bf16.mlir -o %t.120a.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.120a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_120a -v %t.120a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_90a --dot-kind=mma_sync %examples/gemm_bf16.mlir | FileCheck %s --check-prefix=PTX
// RUN: tile-translate --gpu-name=sm_89 %S/Inputs/gemm_fp8_cp_async.mlir -o %t.fp8.ptx
// RUN: FileCheck %s --check-prefix=FP8 < %t.fp8.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_89 -v %t.fp8.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-pipeline %s -split-input-file | FileCheck %s --check-prefix=SKIP
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-pipeline --tile-assign-layouts --convert-tile-to-llvm %examples/gemm_bf16.mlir | FileCheck %s --check-prefix=PROVEN
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-pipeline --tile-assign-layouts --convert-tile-to-llvm %S/Inputs/gemm_runtime_stride.mlir | FileCheck %s --check-prefix=RUNTIME
// RUN: tile-translate --gpu-name=sm_80 %S/Inputs/gemm_runtime_stride.mlir -o %t.stride.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 -v %t.stride.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-pipeline %S/Inputs/gemm_tf32_index.mlir | FileCheck %s --check-prefix=TF32MARK
// RUN: tile-translate --gpu-name=sm_80 %S/Inputs/gemm_tf32_index.mlir -o %t.tf32.ptx
// RUN: FileCheck %s --check-prefix=TF32 < %t.tf32.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 -v %t.tf32.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}

// 128x32 A and 32x64 B bf16 stages, rows padded by 16 bytes: 10240 + 4608
// bytes, 4 of them (59392 bytes: more than the 48 KiB a static buffer may
// hold) at offset 0 of the kernel's dynamic shared memory.
// MARK: tile.kernel @gemm_bf16({{.*}}) attributes {num_warps = 4 : i32, smem_bytes = 59392 : i32}
// MARK: scf.for
// MARK: tile.dot {{.*}} kind mma_sync
// MARK: } {tile.pipeline = #tile.pipeline<cp_async_mma_sync, stages = 4, smem_offset = 0>}
// Two stages fit in the static buffer.
// STAGES2: tile.kernel @gemm_bf16({{.*}}) attributes {num_warps = 4 : i32} {
// STAGES2: } {tile.pipeline = #tile.pipeline<cp_async_mma_sync, stages = 2>}

// The prologue fills stages 0 .. S-2 (one commit group each); every
// iteration waits for its own group, synchronizes, starts the copies of the
// iteration S-1 ahead (A: 4 chunks per thread, B: 2), commits, multiplies
// (A fragments with ldmatrix.x4, B with ldmatrix.x4.trans, two 8-column
// tiles each, k-major rows);
// the loop ends by draining the groups. LLVM rotates the loops, so only
// the pairs that stay adjacent are checked in order.
// PTX-NOT: .shared .align 16 .b8 gemm_bf16_smem
// PTX: .extern .shared .align 1024 .b8 gemm_bf16_dsmem[];
// PTX-DAG: cp.async.cg.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 16, %r{{[0-9]+}};
// PTX-DAG: cp.async.commit_group;
// PTX-DAG: ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+.*}}];
// PTX-DAG: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+.*}}];
// PTX-DAG: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// PTX: cp.async.wait_group 2;
// PTX-NEXT: // end inline asm
// PTX-NEXT: bar.sync 0;
// PTX: cp.async.wait_all;
// PTX-NEXT: // end inline asm
// PTX-NEXT: bar.sync 0;
// PTX: st.global

// PTXAS: 0 bytes spill stores, 0 bytes spill loads

// A chunk whose first address is not 16-byte aligned at run time (a row
// stride or base that tile.divisibility does not vouch for) is copied
// element by element: a loop over its 8 elements, one predicated load and
// shared store each, that LLVM neither unrolls nor vectorizes (its
// scf.for's #llvm.loop_annotation reaches the back-edge llvm.br). 6 chunk
// sites per thread (4 of A, 2 of B), in the prologue and in the loop: 12
// loads, not 96. The PTX emitter drops the annotation after LLVM's
// optimizer, so no `.pragma "nounroll"` binds ptxas.
// BACKEDGE: #loop_annotation = #llvm.loop_annotation<vectorize = #loop_vectorize, unroll = #loop_unroll>
// BACKEDGE-COUNT-12: llvm.br ^bb{{[0-9]+}}(%{{[0-9]+}} : i64) {loop_annotation = #loop_annotation}
// BACKEDGE-NOT: loop_annotation
// ROLLED-COUNT-12: @%tile_p ld.global.b16
// ROLLED-NOT: ld.global.b16

// The example's offsets are unit-stride along the rows of A and B and its
// masks compares of such an index with a bound (K for A, N for B) and-ed
// with row masks: no per-element check, the chunk's length is
// clamp(bound - index, 0, 8), for 4 A and 2 B chunks per thread, in the
// prologue and in the loop.
// PROVEN-COUNT-12: arith.minsi
// PROVEN-NOT: arith.minsi
// PROVEN-NOT: arith.cmpi eq, %{{[0-9]+}}, %{{[0-9]+}} : i32
// PROVEN: tile_nv.cp_async_wait_all

// A runtime column stride: A's two chunks per thread are proven (x 2
// sites), B's are checked element by element (7 compares per chunk).
// RUNTIME-COUNT-4: arith.minsi
// RUNTIME-NOT: arith.minsi
// RUNTIME: arith.cmpi eq
// RUNTIME: tile_nv.cp_async cg

// fp8: 16 elements per chunk, stages of 64 x (64 + 16) bytes each operand.
// FP8: .shared .align 16 .b8 gemm_fp8_cp_async_smem[40960];
// FP8: cp.async.cg.shared.global
// FP8: cp.async.wait_group 2;
// FP8: mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32

// tf32 over an index loop: 4 stages of 32x(16+4) and 16x(32+4) floats.
// TF32MARK: } {tile.pipeline = #tile.pipeline<cp_async_mma_sync, stages = 4>}
// TF32: .shared .align 16 .b8 tf32_index_smem[19456];
// TF32-DAG: cp.async.wait_group 2;
// TF32-DAG: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32

// A nonzero `other` is not what cp.async's zero fill writes: the loop
// stays as it is.
// SKIP-LABEL: tile.kernel @nonzero_other
// SKIP-NOT: tile.pipeline
// SKIP: tile.return
module {
  tile.kernel @nonzero_other(%a: !tile.ptr<bf16>, %b: !tile.ptr<bf16>, %c: !tile.ptr<f32>, %K: i32) {
    %c0 = arith.constant 0 : i32
    %c16 = arith.constant 16 : i32
    %one = arith.constant 1.0 : bf16
    %r16 = tile.range 0 to 16 : tensor<16xi32>
    %kc = tile.expand_dims %r16 axis 0 : tensor<16xi32> -> tensor<1x16xi32>
    %kc_b = tile.broadcast %kc : tensor<1x16xi32> -> tensor<16x16xi32>
    %zero = arith.constant dense<0.0> : tensor<16x16xf32>
    %acc = scf.for %k0 = %c0 to %K step %c16 iter_args(%acc_in = %zero) -> (tensor<16x16xf32>) : i32 {
      %ks = tile.splat %k0 : tensor<16x16xi32>
      %off = arith.addi %kc_b, %ks : tensor<16x16xi32>
      %Ks = tile.splat %K : tensor<16x16xi32>
      %m = arith.cmpi slt, %off, %Ks : tensor<16x16xi32>
      %ta = tile.load %a[%off] mask %m other %one : tensor<16x16xi32> -> tensor<16x16xbf16>
      %tb = tile.load %b[%off] mask %m : tensor<16x16xi32> -> tensor<16x16xbf16>
      %d = tile.dot %ta, %tb, %acc_in : tensor<16x16xbf16>, tensor<16x16xbf16> -> tensor<16x16xf32>
      scf.yield %d : tensor<16x16xf32>
    }
    %r = tile.range 0 to 16 : tensor<16xi32>
    %rr = tile.expand_dims %r axis 1 : tensor<16xi32> -> tensor<16x1xi32>
    %rr_b = tile.broadcast %rr : tensor<16x1xi32> -> tensor<16x16xi32>
    tile.store %acc, %c[%rr_b] : tensor<16x16xi32>, tensor<16x16xf32>
    tile.return
  }
}

// -----

// Offsets read from memory (a gather) are not index arithmetic.
// SKIP-LABEL: tile.kernel @gather
// SKIP-NOT: tile.pipeline
// SKIP: tile.return
module {
  tile.kernel @gather(%a: !tile.ptr<bf16>, %idx: !tile.ptr<i32>, %c: !tile.ptr<f32>, %K: i32) {
    %c0 = arith.constant 0 : i32
    %c16 = arith.constant 16 : i32
    %r16 = tile.range 0 to 16 : tensor<16xi32>
    %kc = tile.expand_dims %r16 axis 0 : tensor<16xi32> -> tensor<1x16xi32>
    %kc_b = tile.broadcast %kc : tensor<1x16xi32> -> tensor<16x16xi32>
    %zero = arith.constant dense<0.0> : tensor<16x16xf32>
    %acc = scf.for %k0 = %c0 to %K step %c16 iter_args(%acc_in = %zero) -> (tensor<16x16xf32>) : i32 {
      %ks = tile.splat %k0 : tensor<16x16xi32>
      %off = arith.addi %kc_b, %ks : tensor<16x16xi32>
      %g = tile.load %idx[%off] : tensor<16x16xi32> -> tensor<16x16xi32>
      %ta = tile.load %a[%g] : tensor<16x16xi32> -> tensor<16x16xbf16>
      %tb = tile.load %a[%off] : tensor<16x16xi32> -> tensor<16x16xbf16>
      %d = tile.dot %ta, %tb, %acc_in : tensor<16x16xbf16>, tensor<16x16xbf16> -> tensor<16x16xf32>
      scf.yield %d : tensor<16x16xf32>
    }
    %r = tile.range 0 to 16 : tensor<16xi32>
    %rr = tile.expand_dims %r axis 1 : tensor<16xi32> -> tensor<16x1xi32>
    %rr_b = tile.broadcast %rr : tensor<16x1xi32> -> tensor<16x16xi32>
    tile.store %acc, %c[%rr_b] : tensor<16x16xi32>, tensor<16x16xf32>
    tile.return
  }
}

// -----

// Two stages of 128x256 A and 256x128 B bf16 (2 x 137216 bytes) do not
// fit sm_80's 166912 bytes of shared memory per block: the loop stays as
// it is.
// SKIP-LABEL: tile.kernel @too_big
// SKIP-NOT: tile.pipeline
// SKIP: tile.return
module {
  tile.kernel @too_big(%a: !tile.ptr<bf16>, %c: !tile.ptr<f32>, %K: i32) attributes {num_warps = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c256 = arith.constant 256 : i32
    %r256 = tile.range 0 to 256 : tensor<256xi32>
    %r128 = tile.range 0 to 128 : tensor<128xi32>
    %kc = tile.expand_dims %r256 axis 0 : tensor<256xi32> -> tensor<1x256xi32>
    %kc_a = tile.broadcast %kc : tensor<1x256xi32> -> tensor<128x256xi32>
    %nc = tile.expand_dims %r128 axis 0 : tensor<128xi32> -> tensor<1x128xi32>
    %nc_b = tile.broadcast %nc : tensor<1x128xi32> -> tensor<256x128xi32>
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    %acc = scf.for %k0 = %c0 to %K step %c256 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
      %ks = tile.splat %k0 : tensor<128x256xi32>
      %aoff = arith.addi %kc_a, %ks : tensor<128x256xi32>
      %ta = tile.load %a[%aoff] : tensor<128x256xi32> -> tensor<128x256xbf16>
      %kb = tile.splat %k0 : tensor<256x128xi32>
      %boff = arith.addi %nc_b, %kb : tensor<256x128xi32>
      %tb = tile.load %a[%boff] : tensor<256x128xi32> -> tensor<256x128xbf16>
      %d = tile.dot %ta, %tb, %acc_in : tensor<128x256xbf16>, tensor<256x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    }
    %r = tile.range 0 to 128 : tensor<128xi32>
    %rr = tile.expand_dims %r axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %rr_b = tile.broadcast %rr : tensor<128x1xi32> -> tensor<128x128xi32>
    tile.store %acc, %c[%rr_b] : tensor<128x128xi32>, tensor<128x128xf32>
    tile.return
  }
}

// -----

// A 128x128x32 bf16 block: stages of 128x32 A and 32x128 B, 10240 + 8704
// bytes; 2 fit in 48 KiB, so the 4 go to dynamic shared memory. Two such K
// loops run one after the other: they share one ring (offset 0, 4 x 18944
// bytes), and the second loop, whose stages are the same size, has as
// many.
// SKIP-LABEL: tile.kernel @two_loops
// SKIP-SAME: smem_bytes = 75776 : i32
// SKIP: } {tile.pipeline = #tile.pipeline<cp_async_mma_sync, stages = 4, smem_offset = 0>}
// SKIP: } {tile.pipeline = #tile.pipeline<cp_async_mma_sync, stages = 4, smem_offset = 0>}
// SKIP: tile.return
module {
  tile.kernel @two_loops(%a: !tile.ptr<bf16>, %c: !tile.ptr<f32>, %K: i32) {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %r32 = tile.range 0 to 32 : tensor<32xi32>
    %r128 = tile.range 0 to 128 : tensor<128xi32>
    %kc = tile.expand_dims %r32 axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %kc_a = tile.broadcast %kc : tensor<1x32xi32> -> tensor<128x32xi32>
    %nc = tile.expand_dims %r128 axis 0 : tensor<128xi32> -> tensor<1x128xi32>
    %nc_b = tile.broadcast %nc : tensor<1x128xi32> -> tensor<32x128xi32>
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    %acc = scf.for %k0 = %c0 to %K step %c32 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
      %ks = tile.splat %k0 : tensor<128x32xi32>
      %aoff = arith.addi %kc_a, %ks : tensor<128x32xi32>
      %ta = tile.load %a[%aoff] : tensor<128x32xi32> -> tensor<128x32xbf16>
      %kb = tile.splat %k0 : tensor<32x128xi32>
      %boff = arith.addi %nc_b, %kb : tensor<32x128xi32>
      %tb = tile.load %a[%boff] : tensor<32x128xi32> -> tensor<32x128xbf16>
      %d = tile.dot %ta, %tb, %acc_in : tensor<128x32xbf16>, tensor<32x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    }
    %acc2 = scf.for %k0 = %c0 to %K step %c32 iter_args(%acc_in = %acc) -> (tensor<128x128xf32>) : i32 {
      %ks = tile.splat %k0 : tensor<128x32xi32>
      %aoff = arith.addi %kc_a, %ks : tensor<128x32xi32>
      %ta = tile.load %a[%aoff] : tensor<128x32xi32> -> tensor<128x32xbf16>
      %kb = tile.splat %k0 : tensor<32x128xi32>
      %boff = arith.addi %nc_b, %kb : tensor<32x128xi32>
      %tb = tile.load %a[%boff] : tensor<32x128xi32> -> tensor<32x128xbf16>
      %d = tile.dot %ta, %tb, %acc_in : tensor<128x32xbf16>, tensor<32x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    }
    %r = tile.range 0 to 128 : tensor<128xi32>
    %rr = tile.expand_dims %r axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %rr_b = tile.broadcast %rr : tensor<128x1xi32> -> tensor<128x128xi32>
    tile.store %acc2, %c[%rr_b] : tensor<128x128xi32>, tensor<128x128xf32>
    tile.return
  }
}
