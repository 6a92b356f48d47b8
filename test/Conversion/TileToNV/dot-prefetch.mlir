// A loop that is not a K-loop pipeline (FlashAttention's: two dots, the
// softmax between them, three carried values) still gets its dot operands
// asynchronously on mma.sync and wgmma targets: each tile.load that feeds
// a tile.dot as A or B (B also through tile.trans: K^T) only is copied with
// cp.async one iteration ahead into a double-buffered ring in the static
// shared memory, laid out as the dot stages B (rows padded by 16 bytes),
// and the dot reads it there; no loads into registers, no staging. (Q,
// loaded before the loop, is staged once as before.)
// test/python/test_dsl_emulated.py (test_attention_kv_prefetch) runs it in
// the emulator under random schedules.
//
// RUN: tile-translate --gpu-name=sm_80 --remarks %examples/attention.mlir -o %t.80.ptx 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=PTX < %t.80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 -v %t.80.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_120a %examples/attention.mlir -o %t.120a.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.120a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_120a -v %t.120a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_90a --remarks %examples/attention.mlir -o %t.90a.ptx 2>&1 | FileCheck %s --check-prefix=REMARK90
// RUN: FileCheck %s --check-prefix=WGMMA < %t.90a.ptx
// RUN: FileCheck %s --check-prefix=WAITALL < %t.90a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.90a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-assign-layouts --convert-tile-to-llvm %s -split-input-file | FileCheck %s --check-prefix=SKIP
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-assign-layouts --convert-tile-to-llvm=remarks %s -split-input-file 2>&1 | FileCheck %s --check-prefix=CARRIED

// RUN: tile-translate --gpu-name=sm_80 --remarks %S/Inputs/attention_h128_smem_region.mlir -o %t.region.ptx 2>&1 | FileCheck %s --check-prefix=REGION
// RUN: tile-translate --gpu-name=sm_80 --emit=metadata %S/Inputs/attention_h128_smem_region.mlir -o - | FileCheck %s --check-prefix=REGION-META
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.region.ptx -o /dev/null %}
// What the remark suggests: one buffer per load, copied ahead.
// RUN: tile-translate --gpu-name=sm_80 --pipeline-loads=1 --remarks %S/Inputs/attention_h128_smem_region.mlir -o %t.region1.ptx 2>&1 | FileCheck %s --check-prefix=REGION-ONE
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.region1.ptx -o /dev/null %}
// K (64 x 64, read as K^T) and V: 9216 bytes each, a stage of 18432.
// REMARK: attention.mlir:78:{{[0-9]+}}: remark: B is copied with cp.async one iteration ahead (double-buffered, 18432 bytes a stage): no loads into registers, no staging
// REMARK: attention.mlir:107:{{[0-9]+}}: remark: B is copied with cp.async one iteration ahead (double-buffered, 18432 bytes a stage)
// REMARK-NOT: loaded into registers
// Rings that do not fit beside the kernel's own smem_bytes region: the
// operands are loaded in each iteration instead, and a remark says so.
// The rings are left out where the loop is lowered (the kernel is lowered
// once), not found too large once the kernel is lowered.
// REGION: attention_h128_smem_region.mlir:44:{{[0-9]+}}: remark: dot operands copied ahead with cp.async (double-buffered rings) would need 69632 bytes of shared memory after the 17408 staged before the loop, more than the 66816 the target leaves the kernel's shared buffer (166912 per block less the 100096 of its smem_bytes region): loaded in each iteration instead, not copied ahead (--pipeline-loads=1, pipeline_loads=1: copied ahead into one buffer each)
// REGION-NOT: would need
// REGION-ONE: remark: pipelined in the IR: 2 tile.load(s) through one cp.async buffer each (stages = 1)
// REGION-ONE-NOT: would need
// REGION-NOT: one iteration ahead
// REGION-META: "static_shared_bytes": 44032,
// REGION-META-NEXT: "dynamic_shared_bytes": 100000,
// sm_90a: unpadded (swizzled, below), 8192 bytes each.
// REMARK90: attention.mlir:78:{{[0-9]+}}: remark: B is copied with cp.async one iteration ahead (double-buffered, 16384 bytes a stage): no loads into registers, no staging
// REMARK90: attention.mlir:107:{{[0-9]+}}: remark: B is copied with cp.async one iteration ahead (double-buffered, 16384 bytes a stage)
// REMARK90-NOT: loaded into registers

// Before the loop: the first block's K and V (4 chunks of 16 bytes a
// thread each), one commit group. In the loop: wait for this block's
// group, synchronize (every warp is also done with the previous block),
// copy the next block into the other stage, then the dots (LLVM rotates
// the loop: the first iteration's dots come first in the text).
// PTX-COUNT-8: cp.async.cg.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 16,
// PTX: cp.async.commit_group;
// PTX: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// PTX: cp.async.wait_group 0;
// PTX-NEXT: // end inline asm
// PTX-NEXT: bar.sync 0;
// PTX: cp.async.wait_all;
// PTX-NOT: cp.async

// wgmma (sm_90a): the same ring, in the 128-byte swizzle layout (as the
// cp.async pipelines' stages; wgmma reads no-swizzle core matrices with
// about 5 times the shared-memory wavefronts), each part on a 1024-byte
// atom in a static buffer aligned so: K as loaded, K-major (N x K, the B
// of Q K^T: rows of 128 bytes, SBO 1024; descriptor high bits 1 << 62 |
// 64 << 32 | 1 << 16), V as loaded, MN-major (K x N: the dot's
// transpose-B bit; one slab of 64 columns, LBO 64 x 128 = 8192:
// 1 << 62 | 64 << 32 | 512 << 16). Q, staged from registers once before
// the loop, is swizzled the same way. cp.async writes through the generic
// proxy, wgmma reads through the async proxy: each thread fences its
// copies after the wait, before the barrier.
// WGMMA: .shared .align 1024 .b8 attention_smem[
// WGMMA-COUNT-8: cp.async.cg.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 16,
// WGMMA: cp.async.commit_group;
// WGMMA: or.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 4611686293305360384;
// WGMMA: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{.*}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1, 0, 0;
// WGMMA: or.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 4611686293338849280;
// WGMMA: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{.*}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, p, 1, 1, 1;
// WGMMA: cp.async.wait_group 0;
// WGMMA-NEXT: // end inline asm
// WGMMA-NEXT: // begin inline asm
// WGMMA-NEXT: fence.proxy.async.shared::cta;
// WGMMA-NEXT: // end inline asm
// WGMMA-NEXT: bar.sync 0;
// After the loop (LLVM places that block before the loop's body in the
// text): one cp.async.wait_all.
// WAITALL-COUNT-1: cp.async.wait_all;
// WAITALL-NOT: cp.async.wait_all;

// PTXAS: 0 bytes spill stores, 0 bytes spill loads

// Loaded tiles that are not only a dot's operand (here also added to its
// result) are loaded into registers as before; --remarks says why.
// CARRIED: dot-prefetch.mlir:[[# @LINE + 21]]:12: remark: A is loaded into registers and staged in every iteration, not copied one iteration ahead with cp.async: it is also used other than as the operand (by 'arith.extf')
// SKIP: llvm.func @not_only_b
// SKIP-NOT: cp.async
// SKIP: llvm.return
module {
  tile.kernel @not_only_b(%a: !tile.ptr<bf16>, %c: !tile.ptr<f32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %r = tile.range 0 to 64 : tensor<64xi32>
    %row = tile.expand_dims %r axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %col = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %cst = arith.constant 64 : i32
    %s = tile.splat %cst : tensor<64x1xi32>
    %rowoff = arith.muli %row, %s : tensor<64x1xi32>
    %rb = tile.broadcast %rowoff : tensor<64x1xi32> -> tensor<64x64xi32>
    %cb = tile.broadcast %col : tensor<1x64xi32> -> tensor<64x64xi32>
    %base = arith.addi %rb, %cb : tensor<64x64xi32>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    %acc = scf.for %k0 = %c0 to %n step %c64 iter_args(%acc_in = %zero) -> (tensor<64x64xf32>) : i32 {
      %ks = tile.splat %k0 : tensor<64x64xi32>
      %off = arith.addi %base, %ks : tensor<64x64xi32>
      %x = tile.load %a[%off] : tensor<64x64xi32> -> tensor<64x64xbf16>
      %y = tile.load %a[%off] : tensor<64x64xi32> -> tensor<64x64xbf16>
      %xf = arith.extf %x : tensor<64x64xbf16> to tensor<64x64xf32>
      %yf = arith.extf %y : tensor<64x64xbf16> to tensor<64x64xf32>
      %d = tile.dot %x, %y, %acc_in kind mma_sync : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
      %e = arith.addf %d, %yf : tensor<64x64xf32>
      %e2 = arith.addf %e, %xf : tensor<64x64xf32>
      scf.yield %e2 : tensor<64x64xf32>
    }
    tile.store %acc, %c[%base] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}

// -----

// A loop that stores (here into what it loads) is left as it is: the next
// iteration's tiles would be read before this one's stores.
// CARRIED: dot-prefetch.mlir:[[# @LINE + 22]]:12: remark: B is loaded into registers and staged in every iteration, not copied one iteration ahead with cp.async: the loop writes memory, which the next iteration's copies would read before this iteration's stores
// SKIP: llvm.func @stores
// SKIP-NOT: cp.async
// SKIP: llvm.return
module {
  tile.kernel @stores(%a: !tile.ptr<bf16>, %c: !tile.ptr<f32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %r = tile.range 0 to 64 : tensor<64xi32>
    %row = tile.expand_dims %r axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %col = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %s = tile.splat %c64 : tensor<64x1xi32>
    %rowoff = arith.muli %row, %s : tensor<64x1xi32>
    %rb = tile.broadcast %rowoff : tensor<64x1xi32> -> tensor<64x64xi32>
    %cb = tile.broadcast %col : tensor<1x64xi32> -> tensor<64x64xi32>
    %base = arith.addi %rb, %cb : tensor<64x64xi32>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    %one = arith.constant dense<1.0> : tensor<64x64xbf16>
    %acc = scf.for %k0 = %c0 to %n step %c64 iter_args(%acc_in = %zero) -> (tensor<64x64xf32>) : i32 {
      %ks = tile.splat %k0 : tensor<64x64xi32>
      %off = arith.addi %base, %ks : tensor<64x64xi32>
      %x = tile.load %a[%base] : tensor<64x64xi32> -> tensor<64x64xbf16>
      %y = tile.load %a[%off] : tensor<64x64xi32> -> tensor<64x64xbf16>
      %d = tile.dot %x, %y, %acc_in kind mma_sync : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
      %c64b = tile.splat %c64 : tensor<64x64xi32>
      %next = arith.addi %off, %c64b : tensor<64x64xi32>
      tile.store %one, %a[%next] : tensor<64x64xi32>, tensor<64x64xbf16>
      %e = arith.addf %d, %d : tensor<64x64xf32>
      scf.yield %e : tensor<64x64xf32>
    }
    tile.store %acc, %c[%base] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}

// -----

// Triton's block pointers: the loop carries its coordinates (%kc, advanced
// by 64 each iteration) and strides (%ld, unchanged), and reads B (K x N)
// through strides that make it contiguous along K (K^T through a block
// pointer of order (0, 1)). Both loads are still copied ahead (their
// offsets at iteration j use %kc's init + j 64), B in chunks along K,
// stored N x K.
// CARRIED: dot-prefetch.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: A is copied with cp.async one iteration ahead
// CARRIED: dot-prefetch.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: B is copied with cp.async one iteration ahead
// CARRIED-LABEL: llvm.func @carried_kt
// CARRIED-COUNT-16: tile_nv.cp_async cg
// CARRIED-NOT: tile_nv.cp_async cg
// CARRIED: llvm.return
module {
  tile.kernel @carried_kt(%a: !tile.ptr<bf16> {tile.divisibility = 16 : i64},
                          %b: !tile.ptr<bf16> {tile.divisibility = 16 : i64},
                          %c: !tile.ptr<f32>, %n: i32, %ldb: i32 {tile.divisibility = 16 : i64}) {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %r = tile.range 0 to 64 : tensor<64xi32>
    %row = tile.expand_dims %r axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %col = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %s64 = tile.splat %c64 : tensor<64x1xi32>
    %rowoff = arith.muli %row, %s64 : tensor<64x1xi32>
    %rb = tile.broadcast %rowoff : tensor<64x1xi32> -> tensor<64x64xi32>
    %cb = tile.broadcast %col : tensor<1x64xi32> -> tensor<64x64xi32>
    %base = arith.addi %rb, %cb : tensor<64x64xi32>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    %half = arith.constant dense<0.5> : tensor<64x64xf32>
    %res:3 = scf.for %k0 = %c0 to %n step %c64 iter_args(%acc_in = %zero, %kc = %c0, %ld = %ldb) -> (tensor<64x64xf32>, i32, i32) : i32 {
      %ks = tile.splat %k0 : tensor<64x64xi32>
      %aoff = arith.addi %base, %ks : tensor<64x64xi32>
      %ta = tile.load %a[%aoff] : tensor<64x64xi32> -> tensor<64x64xbf16>
      // B[k][n] at (n + kc) * ld + k: contiguous along k (dimension 0).
      %kcs = tile.splat %kc : tensor<1x64xi32>
      %ncol = arith.addi %col, %kcs : tensor<1x64xi32>
      %lds = tile.splat %ld : tensor<1x64xi32>
      %nld = arith.muli %ncol, %lds : tensor<1x64xi32>
      %nb = tile.broadcast %nld : tensor<1x64xi32> -> tensor<64x64xi32>
      %kb = tile.broadcast %row : tensor<64x1xi32> -> tensor<64x64xi32>
      %boff = arith.addi %nb, %kb : tensor<64x64xi32>
      %tb = tile.load %b[%boff] : tensor<64x64xi32> -> tensor<64x64xbf16>
      %d = tile.dot %ta, %tb, %acc_in kind mma_sync : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
      %e = arith.mulf %d, %half : tensor<64x64xf32>
      %kn = arith.addi %kc, %c64 : i32
      scf.yield %e, %kn, %ld : tensor<64x64xf32>, i32, i32
    }
    tile.store %res#0, %c[%base] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}
