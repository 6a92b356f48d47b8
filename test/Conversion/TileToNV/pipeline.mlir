// tile-pipeline marks the K loop of the TMA GEMM example; convert-tile-to-llvm
// lowers it to a warp-specialized TMA + mbarrier + wgmma pipeline.
//
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline %examples/gemm_bf16_tma.mlir | FileCheck %s --check-prefix=MARK
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline=stages=2 %examples/gemm_bf16_tma.mlir | FileCheck %s --check-prefix=STAGES2
// RUN: tile-translate --gpu-name=sm_90a %examples/gemm_bf16_tma.mlir -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: FileCheck %s --check-prefix=REGS < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_90a --emit=metadata %examples/gemm_bf16_tma.mlir | FileCheck %s --check-prefix=META
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline %s -split-input-file | FileCheck %s --check-prefix=SKIP
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline %examples/gemm_bf16_tma.mlir | FileCheck %s --check-prefix=MARK100
// RUN: tile-translate --gpu-name=sm_100a %examples/gemm_bf16_tma.mlir -o %t.100a.ptx
// RUN: FileCheck %s --check-prefix=TC05 < %t.100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t.100a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_103f %examples/gemm_fp8_tma.mlir -o %t.103f.ptx
// RUN: FileCheck %s --check-prefix=TC05FP8 < %t.103f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_103f -v %t.103f.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_90a %S/Inputs/gemm_m64_tma.mlir -o %t.m64.ptx
// RUN: FileCheck %s --check-prefix=M64 < %t.m64.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.m64.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_90a %S/Inputs/gemm_bf16_out_tma.mlir -o %t.out90.ptx
// RUN: FileCheck %s --check-prefix=EPI < %t.out90.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.out90.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_100a %S/Inputs/gemm_bf16_out_tma.mlir -o %t.out100.ptx
// RUN: FileCheck %s --check-prefix=EPI < %t.out100.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t.out100.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_90a %S/Inputs/gemm_outer_loop_tma.mlir -o %t.outer90.ptx
// RUN: FileCheck %s --check-prefix=OUTER < %t.outer90.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.outer90.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100a %S/Inputs/gemm_outer_loop_tma.mlir -o %t.outer100.ptx
// RUN: FileCheck %s --check-prefix=OUTER100 < %t.outer100.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.outer100.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_90a %examples/gemm_fp8_tma.mlir -o %t.fp8.ptx
// RUN: FileCheck %s --check-prefix=FP8 < %t.fp8.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.fp8.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}

// The kernel gains the producer warpgroup, the ring (4 stages of a 128x64
// and a 256x64 bf16 box, 48 KiB each, and 8 mbarriers) and the register
// budget at entry that setmaxnreg starts from.
// MARK: tile.kernel @gemm_bf16_tma
// MARK-SAME: max_registers = 168 : i32, num_warps = 12 : i32, smem_bytes = 196688 : i32
// MARK: scf.for
// MARK: tile.load_box
// MARK: tile.dot {{.*}} kind wgmma
// MARK: } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}

// STAGES2: smem_bytes = 98352 : i32
// STAGES2: tile.pipeline = #tile.pipeline<tma_wgmma, stages = 2,

// Producer: gives registers up, then one thread arms the stage's barrier and
// starts both box copies. Consumers: take registers, wait for the stage,
// four m64n256k16 wgmmas (64 of K in 16-element steps) from 128-byte-
// swizzled descriptors (0x4000004000010000: layout type 1, SBO 1024, LBO 1),
// keep one group in flight and release the previous stage.
// PTX: .reqntid 384
// PTX: .maxnreg 168
// PTX-DAG: setmaxnreg.dec.sync.aligned.u32 40;
// PTX-DAG: mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r{{[0-9]+}}], %r{{[0-9]+}};
// PTX-DAG: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// PTX-DAG: setmaxnreg.inc.sync.aligned.u32 232;
// PTX-DAG: mbarrier.try_wait.parity.shared::cta.b64
// PTX-DAG: or.b64 {{.*}}, 4611686293305360384;
// PTX-DAG: wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16
// PTX-DAG: wgmma.wait_group.sync.aligned 1;
// PTX-DAG: mbarrier.arrive.shared::cta.b64 _, [%r{{[0-9]+}}];
// PTX-DAG: wgmma.wait_group.sync.aligned 0;
// PTX-DAG: setmaxnreg.dec.sync.aligned.u32 168;
// PTX-DAG: setmaxnreg.inc.sync.aligned.u32 168;
// The accumulator is stored from registers: no f32 in shared memory; two
// adjacent columns of a fragment with one st.global.v2 where the addresses
// are contiguous and aligned at run time, else element by element.
// PTX-NOT: st.shared{{(\.v[24])?}}.b32
// PTX: @%tile_v st.global.v2.b32 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}};
// PTX: @%tile_p st.global.b32

// The registers change hands in order (named barrier 1): the consumers
// arrive once they hold their 232, the producer warpgroup waits for that
// before taking its 168 back, and each consumer warpgroup syncs on its own
// barrier before giving registers back. Without the order the producer's
// idle warps could take back what the consumers wait for: a deadlock.
// REGS: setmaxnreg.inc.sync.aligned.u32 232;
// REGS-NEXT: // end inline asm
// REGS-NEXT: mov.b32 [[N:%r[0-9]+]], 384;
// REGS-NEXT: // begin inline asm
// REGS-NEXT: bar.arrive 1, [[N]];
// REGS: bar.sync {{[23]}}, 128;
// REGS: setmaxnreg.dec.sync.aligned.u32 168;
// REGS: bar.sync 1, [[M:%r[0-9]+]];
// REGS-NEXT: // end inline asm
// REGS-NEXT: // begin inline asm
// REGS-NEXT: setmaxnreg.inc.sync.aligned.u32 168;

// PTXAS: 0 bytes spill stores, 0 bytes spill loads

// An epilogue of elementwise ops on the accumulator (alpha * AB, to bf16)
// stays in the fragment registers: no f32 through shared memory.
// EPI-NOT: st.shared{{(\.v[24])?}}.b32
// EPI: mul{{(.rn)?}}.f32
// EPI: cvt.rn.bf16.f32
// EPI: st.global.b16
// EPI-NOT: st.shared{{(\.v[24])?}}.b32

// Carried by an outer loop: converted through the ring (dynamic shared
// memory); no static buffer is declared.
// OUTER-NOT: .shared .align 16 .b8 gemm_outer_loop_smem
// OUTER: .extern .shared .align 1024 .b8 gemm_outer_loop_dsmem[];
// OUTER-DAG: cp.async.bulk.tensor.2d
// OUTER-DAG: st.shared{{(\.v[24])?}}.b32
// OUTER-DAG: ld.shared{{(\.v[24])?}}.b32

// On tensor-memory targets the outer loop carries the accumulator as
// tcgen05.ld read it back (tile-assign-layouts: a read-back carried on
// stays in its layout), so nothing goes through shared memory; the outer
// loop shares the rings (tile-pipeline-loads' persistent form) and the
// producer warp issues the MMAs into two accumulators.
// OUTER100: .extern .shared .align 1024 .b8 gemm_outer_loop_dsmem[];
// OUTER100: .reqntid 288
// OUTER100-NOT: st.shared
// OUTER100: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r{{[0-9]+}}], 512;
// OUTER100-NOT: st.shared
// OUTER100: tcgen05.ld.sync.aligned.32x32b
// OUTER100-NOT: st.shared
// OUTER100: st.global.b32

// M = 64: one consumer warpgroup; 256 threads start at 240 registers.
// M64: .reqntid 256
// M64: .maxnreg 240
// M64-DAG: setmaxnreg.dec.sync.aligned.u32 40;
// M64-DAG: setmaxnreg.inc.sync.aligned.u32 240;
// M64-DAG: wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16

// fp8: 128-element box rows, four m64n256k32 wgmmas per stage.
// FP8: setmaxnreg.dec.sync.aligned.u32 40;
// FP8: cp.async.bulk.tensor.2d
// FP8: mbarrier.try_wait.parity
// FP8: wgmma.mma_async.sync.aligned.m64n256k32.f32.e4m3.e4m3
// FP8: wgmma.wait_group.sync.aligned 1;

// tcgen05 (tensor-memory targets): left to the generic passes (the stages
// on the loop, a producer warp on the kernel); the kernel's warps read the
// accumulator back from tensor memory.
// MARK100: tile.kernel @gemm_bf16_tma
// MARK100-SAME: num_warps = 8 : i32, tile.warp_specialize = 1 : i32
// MARK100: tile.dot {{.*}} kind tcgen05
// MARK100: } {tile.pipeline_loads = 4 : i64}

// A producer warp (the 9th) issues the copies, one thread of the kernel's
// warps the MMAs: kind::f16 (bf16 A and B, f32 D, N = 256, M = 128:
// instruction descriptor 0x08400490) from 128-byte-swizzled descriptors
// (0x4000404000010000: version 1, SBO 1024, LBO 16, swizzle mode 2),
// committing each stage back to its empty barrier; every warp reads 32
// lanes x 128 columns of tensor memory.
// TC05: .reqntid 288
// TC05-DAG: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r{{[0-9]+}}], 256;
// TC05-DAG: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// TC05-DAG: mbarrier.try_wait.parity.shared::cta.b64
// TC05-DAG: mov.b32 {{.*}}, 138413200;
// TC05-DAG: or.b64 {{.*}}, 4611756662049538048;
// TC05-DAG: tcgen05.mma.cta_group::1.kind::f16 [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}}, p;
// TC05-DAG: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
// TC05-DAG: tcgen05.ld.sync.aligned.32x32b.x32.b32
// TC05-DAG: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r{{[0-9]+}}, 256;
// TC05-NOT: st.shared{{(\.v[24])?}}.b32
// TC05: st.global.b32

// TC05FP8: tcgen05.mma.cta_group::1.kind::f8f6f4
// TC05FP8: tcgen05.ld.sync.aligned.32x32b.x32.b32

// META: "threads_per_block": 384
// META: "dynamic_shared_bytes": 196688
// META: "max_registers": 168

// A loop that is not a K loop of boxes feeding one dot stays as it is:
// here A is the transpose of a K x M box (the pipeline reads A K-major, an
// M x K box itself).
// SKIP-LABEL: tile.kernel @a_transposed
// SKIP-SAME: num_warps = 8 : i32
// SKIP-NOT: tile.pipeline
// SKIP: tile.load_box {{.*}} {smem_offset = 0 : i32}
// SKIP: tile.load_box {{.*}} {smem_offset = 17408 : i32}
module {
  tile.kernel @a_transposed(%a: !tile.ptr<bf16> {tile.tensor_map},
                            %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x64xf32>) : i32 {
      %ta0 = tile.load_box %a[%c0, %k0] : !tile.ptr<bf16> -> tensor<64x128xbf16>
      %ta = tile.trans %ta0 : tensor<64x128xbf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%c0, %k0] : !tile.ptr<bf16> -> tensor<64x64xbf16>
      %d = tile.dot %ta, %tb, %acc_in : tensor<128x64xbf16>, tensor<64x64xbf16> -> tensor<128x64xf32>
      scf.yield %d : tensor<128x64xf32>
    }
    tile.return
  }
}

// -----

// Four warps for a 128-row accumulator: not one consumer warpgroup per 64
// rows, so the loop is lowered one K step at a time.
// SKIP-LABEL: tile.kernel @too_few_warps
// SKIP-SAME: num_warps = 4 : i32
// SKIP-NOT: tile.pipeline
// SKIP: tile.return
module {
  tile.kernel @too_few_warps(%a: !tile.ptr<bf16> {tile.tensor_map},
                             %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32) {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x64xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<64x64xbf16>
      %tbt = tile.trans %tb : tensor<64x64xbf16> -> tensor<64x64xbf16>
      %d = tile.dot %ta, %tbt, %acc_in : tensor<128x64xbf16>, tensor<64x64xbf16> -> tensor<128x64xf32>
      scf.yield %d : tensor<128x64xf32>
    }
    tile.return
  }
}

// -----

// max_registers = 128 with 256 threads leaves room for two blocks per SM:
// the consumers may grow only into their block's half of the register file
// ((32768 - 128 x 40) / 128 = 216), not into the other block's.
// SKIP-LABEL: tile.kernel @two_blocks_per_sm
// SKIP: tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, entry_regs = 128, producer_regs = 40, consumer_regs = 216>
module {
  tile.kernel @two_blocks_per_sm(%a: !tile.ptr<bf16> {tile.tensor_map},
                                 %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 4 : i32, max_registers = 128 : i32} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<64x128xf32>
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<64x128xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<bf16> -> tensor<64x64xbf16>
      %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tbt = tile.trans %tb : tensor<128x64xbf16> -> tensor<64x128xbf16>
      %d = tile.dot %ta, %tbt, %acc_in : tensor<64x64xbf16>, tensor<64x128xbf16> -> tensor<64x128xf32>
      scf.yield %d : tensor<64x128xf32>
    }
    tile.return
  }
}
