// A loop over output blocks around a pipelined K loop (a persistent
// kernel): tile-pipeline marks it tile.persistent when nothing in it needs
// the whole block, and convert-tile-to-llvm keeps one ring for all blocks.
//
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline %examples/gemm_bf16_tma_persistent.mlir | FileCheck %s --check-prefix=MARK
// RUN: tile-translate --gpu-name=sm_90a %examples/gemm_bf16_tma_persistent.mlir -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline %s -split-input-file | FileCheck %s --check-prefix=SKIP
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline %examples/gemm_bf16_tma_persistent.mlir | FileCheck %s --check-prefix=TC05
// RUN: tile-translate --gpu-name=sm_100a %examples/gemm_bf16_tma_persistent.mlir -o %t.100a.ptx
// RUN: FileCheck %s --check-prefix=TC05PTX < %t.100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t.100a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}

// MARK: scf.for
// MARK: scf.for
// MARK: } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}
// MARK: } {tile.persistent}

// The barriers are set up once, before any block (4 stages: a full and an
// empty barrier each), and the whole block synchronizes only after that
// and at the end: nothing in the loop waits for the producer warpgroup.
// PTX-COUNT-8: mbarrier.init.shared::cta.b64
// PTX-NOT: mbarrier.init
// PTX: bar.sync{{[[:space:]]+}}0;
// PTX: setmaxnreg.dec.sync.aligned.u32 40;
// The producer's copy loop and the consumers' K loop; after it the last
// stage is released (the producer may be refilling it for the next block
// already) and the block is stored from registers.
// PTX-DAG: mbarrier.arrive.expect_tx.shared::cta.b64
// PTX-DAG: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// PTX-DAG: setmaxnreg.inc.sync.aligned.u32 232;
// PTX-DAG: wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16
// PTX-DAG: st.global.v2.b32
// PTX-DAG: wgmma.wait_group.sync.aligned 1;
// PTX: wgmma.wait_group.sync.aligned 0;
// PTX-NEXT: // end inline asm
// PTX: mbarrier.arrive.shared::cta.b64
// PTX-NOT: bar.sync{{[[:space:]]+}}0;
// PTX: bar.sync 1, %r{{[0-9]+}};
// PTX-NOT: bar.sync{{[[:space:]]+}}0;
// PTX: setmaxnreg.dec.sync.aligned.u32 168;
// PTX-NEXT: // end inline asm
// PTX-NEXT: $L__BB{{.*}}:
// PTX-NEXT: bar.sync{{[[:space:]]+}}0;
// PTX-NEXT: ret;

// PTXAS: 0 bytes spill stores, 0 bytes spill loads

// tcgen05: left to the generic passes (tile-pipeline-loads' persistent
// rings, tile-warp-specialize's producer warp, which issues the MMAs
// too); the planner leaves the block as it is.
// TC05: tile.kernel @gemm_bf16_tma_persistent
// TC05-SAME: num_warps = 8 : i32, tile.warp_specialize = 1 : i32
// TC05-NOT: tile.persistent
// TC05: } {tile.pipeline_loads = 4 : i64}
// TC05-NOT: tile.persistent

// 8 warps + the producer warp (warp 8), which allocates 512 columns (two
// 128 x 256 f32 accumulators) before the partitions, copies each tile's
// boxes and issues its MMAs into accumulator t % 2 once the kernel's warps
// released it, committing each tile to its accumulator's barrier; the
// kernel's warps (0..7) wait for it, read it back and release it.
// TC05PTX: .reqntid 288
// TC05PTX: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r{{[0-9]+}}], 512;
// TC05PTX: setp.gt.u32 %p{{[0-9]+}}, %r{{[0-9]+}}, 255;
// TC05PTX: mbarrier.try_wait.parity
// TC05PTX: cp.async.bulk.tensor.2d
// TC05PTX: tcgen05.mma.cta_group::1.kind::f16
// TC05PTX: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
// TC05PTX: tcgen05.ld.sync.aligned.32x32b.x32.b32
// TC05PTX: mbarrier.arrive.shared::cta.b64 _,
// TC05PTX: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r{{[0-9]+}}, 512;

// An epilogue that needs the whole block (a row sum of the accumulator)
// keeps the loop over blocks plain; the K loop is still pipelined.
// SKIP-LABEL: tile.kernel @reduce_epilogue
// SKIP: tile.pipeline
// SKIP-NOT: tile.persistent
module {
  tile.kernel @reduce_epilogue(%a: !tile.ptr<bf16> {tile.tensor_map},
                               %b: !tile.ptr<bf16> {tile.tensor_map},
                               %c: !tile.ptr<f32>, %T: i32, %K: i32)
      attributes {num_warps = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %zero = arith.constant dense<0.0> : tensor<128x256xf32>
    %pid0 = tile.program_id x : i32
    %nprog = tile.num_programs x : i32
    scf.for %t = %pid0 to %T step %nprog : i32 {
      %m0 = arith.muli %t, %c128 : i32
      %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x256xf32>) : i32 {
        %ta = tile.load_box %a[%k0, %m0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
        %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<256x64xbf16>
        %tbt = tile.trans %tb : tensor<256x64xbf16> -> tensor<64x256xbf16>
        %d = tile.dot %ta, %tbt, %acc_in : tensor<128x64xbf16>, tensor<64x256xbf16> -> tensor<128x256xf32>
        scf.yield %d : tensor<128x256xf32>
      }
      %s = tile.reduce add %acc axis 1 : tensor<128x256xf32> -> tensor<128xf32>
      %r = tile.range 0 to 128 : tensor<128xi32>
      %m0s = tile.splat %m0 : tensor<128xi32>
      %rows = arith.addi %m0s, %r : tensor<128xi32>
      tile.store %s, %c[%rows] : tensor<128xi32>, tensor<128xf32>
    }
    tile.return
  }
}

// -----

// A loop that carries a value is not a persistent loop either.
// SKIP-LABEL: tile.kernel @carried
// SKIP: tile.pipeline
// SKIP-NOT: tile.persistent
module {
  tile.kernel @carried(%a: !tile.ptr<bf16> {tile.tensor_map},
                       %b: !tile.ptr<bf16> {tile.tensor_map},
                       %c: !tile.ptr<f32>, %K: i32)
      attributes {num_warps = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<128x256xf32>
    %sum = scf.for %t = %c0 to %c2 step %c1 iter_args(%prev = %c0) -> (i32) : i32 {
      %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x256xf32>) : i32 {
        %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
        %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<256x64xbf16>
        %tbt = tile.trans %tb : tensor<256x64xbf16> -> tensor<64x256xbf16>
        %d = tile.dot %ta, %tbt, %acc_in : tensor<128x64xbf16>, tensor<64x256xbf16> -> tensor<128x256xf32>
        scf.yield %d : tensor<128x256xf32>
      }
      %r = tile.range 0 to 256 : tensor<256xi32>
      %r2 = tile.expand_dims %r axis 0 : tensor<256xi32> -> tensor<1x256xi32>
      %offs = tile.broadcast %r2 : tensor<1x256xi32> -> tensor<128x256xi32>
      tile.store %acc, %c[%offs] : tensor<128x256xi32>, tensor<128x256xf32>
      %next = arith.addi %prev, %c1 : i32
      scf.yield %next : i32
    }
    tile.return
  }
}
