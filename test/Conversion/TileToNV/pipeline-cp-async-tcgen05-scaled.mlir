// Block-scaled tcgen05 K loops (tile.dot_scaled on sm_100a/f, sm_103a/f,
// sm_110a/f) are cp.async pipelines in dynamic shared memory.
//
// They go through the generic passes (tile-pipeline plans the stages,
// tile-pipeline-loads writes the rings as IR, tile.tmem_dot_scaled): A and
// B in rings laid out for the MMAs' descriptors, the scales in rings of
// tcgen05's 512-byte scale atoms (128 rows x 4 scale blocks; a row's 4
// scales 4 contiguous bytes: one 4-byte cp.async.ca where a thread holds
// them, single bytes otherwise). Each iteration the leader thread copies
// the stage's atoms into tensor-memory columns of the stage's own
// (tcgen05.cp) and issues its MMAs, committed to the stage's mbarrier.
//
// NVFP4 and MXFP4 the same way, A and B as their packed bytes (e2m1 two a
// byte along K): an MMA reads 32 bytes of K and 4 (NVFP4) or 2 (MXFP4)
// scale blocks of a tensor-memory cell.
//
// RUN: tile-translate --gpu-name=sm_100a --remarks %s -o %t.wide.ptx 2>&1 | FileCheck %s --check-prefix=WIDE-REMARK
// RUN: FileCheck %s --check-prefix=WIDE < %t.wide.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t.wide.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_100a --remarks %examples/gemm_nvfp4.mlir -o %t.nvfp4.ptx 2>&1 | FileCheck %s --check-prefix=NVFP4-REMARK
// RUN: FileCheck %s --check-prefix=NVFP4 < %t.nvfp4.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t.nvfp4.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_103f --remarks %examples/gemm_mxfp8.mlir -o %t.mxfp8.ptx 2>&1 | FileCheck %s --check-prefix=MXFP8-REMARK
// RUN: FileCheck %s --check-prefix=MXFP8 --implicit-check-not=cp.async.ca < %t.mxfp8.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_103f -v %t.mxfp8.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}

// 128 x 256 MXFP8, K steps of 128 (8 warps read the accumulator back): A
// 16 KiB, B (N x K) 32 KiB, scales 1 + 2 atoms: 50688 bytes a stage. Tensor
// memory: 256 accumulator columns, then 12 scale columns a stage (512 in
// all); stage s's atoms at columns 256 + 12 s, A's first.
// WIDE-REMARK: remark: pipelined: cp.async + block-scaled tcgen05, 4 stages of 50688 bytes, as IR (tile-pipeline-loads: rings laid out for the MMAs' descriptors, the accumulator a !tile.tmem)
// WIDE-REMARK: remark: pipelined in the IR: 4 tile.load(s) through 4-stage cp.async rings (tile.async_copy 3 iterations ahead, laid out for the MMAs' descriptors; the scales in tcgen05's scale atoms), the tcgen05 dot reading them in place into an accumulator in tensor memory (tile.tmem_dot_scaled, each stage's scales copied into columns of their own)
// WIDE: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r{{[0-9]+}}], 512;
// B's scale rows (4 a thread): 4 bytes with one cp.async.ca; A and B in
// 16-byte chunks.
// WIDE-DAG: cp.async.ca.shared.global [{{%r[0-9]+}}], [{{%rd[0-9]+}}], 4,
// WIDE-DAG: cp.async.cg.shared.global [{{%r[0-9]+}}], [{{%rd[0-9]+}}], 16,
// The loop: wait for the stage, fence it to the async proxy, barrier; the
// leader copies the stage's 3 atoms and issues 4 MMAs (K 32 each: scale
// bytes 0 to 3).
// WIDE: cp.async.wait_group 2;
// WIDE: fence.proxy.async.shared::cta;
// WIDE: bar.sync 0;
// WIDE: mad.lo.s32 [[SFA:%r[0-9]+]], {{%r[0-9]+}}, 12, {{%r[0-9]+}};
// WIDE: tcgen05.fence::after_thread_sync;
// WIDE: tcgen05.cp.cta_group::1.32x128b.warpx4 {{\[}}[[SFA]]{{\]}}, %rd{{[0-9]+}};
// WIDE: add.s32 [[SFB:%r[0-9]+]], [[SFA]], 4;
// WIDE: tcgen05.cp.cta_group::1.32x128b.warpx4 {{\[}}[[SFB]]{{\]}}, %rd{{[0-9]+}};
// WIDE: add.s32 [[SFB1:%r[0-9]+]], [[SFA]], 8;
// WIDE: tcgen05.cp.cta_group::1.32x128b.warpx4 {{\[}}[[SFB1]]{{\]}}, %rd{{[0-9]+}};
// WIDE: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 {{\[}}[[T:%r[0-9]+]]{{\]}}, {{.*}}, {{\[}}[[SFA]]{{\]}}, {{\[}}[[SFB]]{{\]}}, p;
// WIDE-COUNT-3: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 {{\[}}[[T]]{{\]}}, {{.*}}, {{\[}}[[SFA]]{{\]}}, {{\[}}[[SFB]]{{\]}}, p;
// WIDE-NOT: tcgen05.mma
// WIDE: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
// WIDE: mbarrier.try_wait.parity
// WIDE: tcgen05.ld.sync.aligned.32x32b
// WIDE: tcgen05.dealloc.cta_group::1.sync.aligned.b32 [[T]], 512;

// PTXAS: 0 bytes spill stores, 0 bytes spill loads

// examples/gemm_nvfp4.mlir (K steps of 64: A 128 x 32 and B 64 x 32
// packed bytes in 32-byte-swizzled rings, 4 e4m3 scales a row in one
// 4-byte cp.async.ca): 64 + 4 x 8 tensor-memory columns; one MMA a step,
// its 4 scale blocks bytes 0 to 3 of the cells.
// NVFP4-REMARK: remark: pipelined: cp.async + block-scaled tcgen05, 4 stages of 7168 bytes, as IR
// NVFP4-REMARK: remark: pipelined in the IR: 4 tile.load(s) through 4-stage cp.async rings
// NVFP4: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r{{[0-9]+}}], 128;
// NVFP4-DAG: cp.async.ca.shared.global [{{%r[0-9]+}}], [{{%rd[0-9]+}}], 4,
// NVFP4-DAG: cp.async.cg.shared.global [{{%r[0-9]+}}], [{{%rd[0-9]+}}], 16,
// NVFP4: cp.async.wait_group 2;
// NVFP4: fence.proxy.async.shared::cta;
// NVFP4: tcgen05.cp.cta_group::1.32x128b.warpx4 {{\[}}[[SFA:%r[0-9]+]]{{\]}}
// NVFP4: tcgen05.cp.cta_group::1.32x128b.warpx4 {{\[}}[[SFB:%r[0-9]+]]{{\]}}
// NVFP4: tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16 [{{%r[0-9]+}}], {{.*}}, {{\[}}[[SFA]]{{\]}}, {{\[}}[[SFB]]{{\]}}, p;
// NVFP4-NOT: tcgen05.mma
// NVFP4: tcgen05.commit

// examples/gemm_mxfp8.mlir (K steps of 32: one scale a row, copied byte by
// byte): B is K x N, copied along N in 16-byte chunks into a 64-byte-
// swizzled ring, which kind::mxf8f6f4 reads MN-major (instruction
// descriptor bit 16).
// MXFP8-REMARK: remark: pipelined: cp.async + block-scaled tcgen05, 4 stages of 7168 bytes, as IR
// MXFP8: cp.async.cg.shared.global [{{%r[0-9]+}}], [{{%rd[0-9]+}}], 16,
// MXFP8: ld.global.u8
// MXFP8: st.shared.b8
// MXFP8: cp.async.wait_group 2;
// MXFP8: tcgen05.cp.cta_group::1.32x128b.warpx4
// MXFP8: tcgen05.cp.cta_group::1.32x128b.warpx4
// MXFP8-NOT: tcgen05.cp
// MXFP8: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32
// MXFP8-NOT: tcgen05.mma

module {
  tile.kernel @mxfp8_wide(%a: !tile.ptr<f8E4M3FN>, %sa: !tile.ptr<f8E8M0FNU>,
                          %b: !tile.ptr<f8E4M3FN>, %sb: !tile.ptr<f8E8M0FNU>,
                          %c: !tile.ptr<f32>, %K: i32)
      attributes {num_warps = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %c128 = arith.constant 128 : i32
    %KS = arith.divui %K, %c32 : i32
    %r128 = tile.range 0 to 128 : tensor<128xi32>
    %r256 = tile.range 0 to 256 : tensor<256xi32>
    %r4 = tile.range 0 to 4 : tensor<4xi32>
    %ra = tile.expand_dims %r128 axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %rb = tile.expand_dims %r256 axis 1 : tensor<256xi32> -> tensor<256x1xi32>
    %kk = tile.expand_dims %r128 axis 0 : tensor<128xi32> -> tensor<1x128xi32>
    %k4 = tile.expand_dims %r4 axis 0 : tensor<4xi32> -> tensor<1x4xi32>
    // A (128 x K) and B (256 x K) rows of K, scales rows of K / 32.
    %Ka = tile.splat %K : tensor<128x1xi32>
    %Kb = tile.splat %K : tensor<256x1xi32>
    %a_row = arith.muli %ra, %Ka : tensor<128x1xi32>
    %b_row = arith.muli %rb, %Kb : tensor<256x1xi32>
    %a_rb = tile.broadcast %a_row : tensor<128x1xi32> -> tensor<128x128xi32>
    %a_kb = tile.broadcast %kk : tensor<1x128xi32> -> tensor<128x128xi32>
    %a_base = arith.addi %a_rb, %a_kb : tensor<128x128xi32>
    %b_rb = tile.broadcast %b_row : tensor<256x1xi32> -> tensor<256x128xi32>
    %b_kb = tile.broadcast %kk : tensor<1x128xi32> -> tensor<256x128xi32>
    %b_base = arith.addi %b_rb, %b_kb : tensor<256x128xi32>
    %KSa = tile.splat %KS : tensor<128x1xi32>
    %KSb = tile.splat %KS : tensor<256x1xi32>
    %sa_row = arith.muli %ra, %KSa : tensor<128x1xi32>
    %sb_row = arith.muli %rb, %KSb : tensor<256x1xi32>
    %sa_rb = tile.broadcast %sa_row : tensor<128x1xi32> -> tensor<128x4xi32>
    %sa_kb = tile.broadcast %k4 : tensor<1x4xi32> -> tensor<128x4xi32>
    %sa_base = arith.addi %sa_rb, %sa_kb : tensor<128x4xi32>
    %sb_rb = tile.broadcast %sb_row : tensor<256x1xi32> -> tensor<256x4xi32>
    %sb_kb = tile.broadcast %k4 : tensor<1x4xi32> -> tensor<256x4xi32>
    %sb_base = arith.addi %sb_rb, %sb_kb : tensor<256x4xi32>
    %zero = arith.constant dense<0.0> : tensor<128x256xf32>
    %acc = scf.for %k0 = %c0 to %K step %c128 iter_args(%acc_in = %zero) -> (tensor<128x256xf32>) : i32 {
      %ka = tile.splat %k0 : tensor<128x128xi32>
      %a_off = arith.addi %a_base, %ka : tensor<128x128xi32>
      %ta = tile.load %a[%a_off] : tensor<128x128xi32> -> tensor<128x128xf8E4M3FN>
      %kb = tile.splat %k0 : tensor<256x128xi32>
      %b_off = arith.addi %b_base, %kb : tensor<256x128xi32>
      %tbn = tile.load %b[%b_off] : tensor<256x128xi32> -> tensor<256x128xf8E4M3FN>
      %tb = tile.trans %tbn : tensor<256x128xf8E4M3FN> -> tensor<128x256xf8E4M3FN>
      %kb0 = arith.divui %k0, %c32 : i32
      %ksa = tile.splat %kb0 : tensor<128x4xi32>
      %sa_off = arith.addi %sa_base, %ksa : tensor<128x4xi32>
      %tsa = tile.load %sa[%sa_off] : tensor<128x4xi32> -> tensor<128x4xf8E8M0FNU>
      %ksb = tile.splat %kb0 : tensor<256x4xi32>
      %sb_off = arith.addi %sb_base, %ksb : tensor<256x4xi32>
      %tsb = tile.load %sb[%sb_off] : tensor<256x4xi32> -> tensor<256x4xf8E8M0FNU>
      %acc_out = tile.dot_scaled %ta scale %tsa, %tb scale %tsb, %acc_in
          : tensor<128x128xf8E4M3FN>, tensor<128x4xf8E8M0FNU>, tensor<128x256xf8E4M3FN>,
            tensor<256x4xf8E8M0FNU> -> tensor<128x256xf32>
      scf.yield %acc_out : tensor<128x256xf32>
    }
    %c256 = arith.constant 256 : i32
    %cv = tile.splat %c256 : tensor<128x1xi32>
    %crow = arith.muli %ra, %cv : tensor<128x1xi32>
    %crow_b = tile.broadcast %crow : tensor<128x1xi32> -> tensor<128x256xi32>
    %ccol = tile.expand_dims %r256 axis 0 : tensor<256xi32> -> tensor<1x256xi32>
    %ccol_b = tile.broadcast %ccol : tensor<1x256xi32> -> tensor<128x256xi32>
    %coff = arith.addi %crow_b, %ccol_b : tensor<128x256xi32>
    tile.store %acc, %c[%coff] : tensor<128x256xi32>, tensor<128x256xf32>
    tile.return
  }
}
