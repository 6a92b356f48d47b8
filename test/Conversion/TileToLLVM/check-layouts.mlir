// convert-tile-to-llvm{check-layouts}: the kernel comes laid out by
// tile-assign-layouts; the lowering takes the encodings and conversions off,
// reads them where it places dot results, elementwise arithmetic, row
// reductions and loop-carried values, and says where it holds a value in
// another layout than the one written on it. On the examples (and the whole
// golden corpus: test/golden/check-layouts.test) there is no such value;
// here a hand-written layout that the lowering does not read (a load in a
// fragment) is refused, and one it reads (rows converted right away) is
// followed.
//
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-assign-layouts --convert-tile-to-llvm=check-layouts %examples/attention.mlir | FileCheck %s --check-prefix=ATTN
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline --tile-assign-layouts --convert-tile-to-llvm=check-layouts %examples/gemm_bf16_tma.mlir | FileCheck %s --check-prefix=TMA
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline --tile-pipeline-loads=planned --tile-allocate-shared --tile-assign-layouts --convert-tile-to-llvm=check-layouts %examples/gemm_bf16.mlir | FileCheck %s --check-prefix=TCGEN05
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-assign-layouts %S/Inputs/rows_192.mlir | FileCheck %s --check-prefix=ROWS192
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-assign-layouts --convert-tile-to-llvm=check-layouts %S/Inputs/rows_192.mlir -o /dev/null
// RUN: tile-opt %s -split-input-file -verify-diagnostics --tile-set-target=gpu-name=sm_80 --convert-tile-to-llvm=check-layouts
// RUN: not tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --convert-tile-to-llvm %examples/attention.mlir 2>&1 | FileCheck %s --check-prefix=UNLAID

// Attention on sm_80: S, the softmax and P in the mma.sync fragment, the
// row max and sum in its rows, as the pass wrote: lowered, no tile op left.
// ATTN: llvm.func @attention
// ATTN: mma_sync
// ATTN-NOT: = tile.
// ATTN-NOT: tile.store

// TMA + wgmma, producer warpgroup: the accumulator in the two consumers'.
// TMA: llvm.func @gemm_bf16_tma
// TMA: wgmma
// TMA-NOT: = tile.

// tcgen05: the pipeline's accumulator read back as #tile.tcgen05 says.
// TCGEN05: llvm.func @gemm_bf16
// TCGEN05: tcgen05_ld
// TCGEN05-NOT: = tile.

// Rows that are not a power of two: a wgmma accumulator of 192 rows (three
// tiles, one warpgroup) keeps its row max in its rows, as the lowering does
// (the pass once asked for a linear map there, which needs a power of two).
// ROWS192: tile.reduce max {{.*}} -> tensor<192xf32, #tile.slice<dim = 1, parent = #tile.wgmma<n = 64, warpgroups = 1, of = 1>>>
// ROWS192: tile.broadcast {{.*}} : tensor<192x1xf32, #tile.wgmma<n = 64, warpgroups = 1, of = 1>> -> tensor<192x64xf32, #tile.wgmma<n = 64, warpgroups = 1, of = 1>>

// The lowering reads the layouts: it refuses a kernel tile-assign-layouts
// did not lay out, at its first tile.
// UNLAID: attention.mlir:{{[0-9]+}}:{{[0-9]+}}: error: convert-tile-to-llvm lowers tiles laid out by tile-assign-layouts, and this 'tensor<{{.*}}>' has no layout; run tile-assign-layouts first (tile-translate does)
// UNLAID: note: in this kernel

// A loaded tile said to be in an mma.sync fragment: the lowering loads it in
// the blocked distribution.
tile.kernel @loaded_in_fragment(%p: !tile.ptr<f32>, %i: i32) attributes {num_warps = 4 : i32} {
  %o = tile.splat %i : tensor<16x8xi32, #tile.blocked<run = 1, threads = 128>>
  // expected-error @+1 {{'tile.load' op check-layouts: the lowering holds result #0 in the blocked distribution, tile-assign-layouts wrote 'mma_sync 16x8 in 16x8 tiles on 4 of 4'}}
  %v = tile.load %p[%o] : tensor<16x8xi32, #tile.blocked<run = 1, threads = 128>> -> tensor<16x8xf32, #tile.mma_sync<warps = 4>>
  %w = arith.addf %v, %v : tensor<16x8xf32, #tile.mma_sync<warps = 4>>
  %b = tile.convert_layout %w : tensor<16x8xf32, #tile.mma_sync<warps = 4>> -> tensor<16x8xf32, #tile.blocked<run = 1, threads = 128>>
  tile.store %b, %p[%o] : tensor<16x8xi32, #tile.blocked<run = 1, threads = 128>>, tensor<16x8xf32, #tile.blocked<run = 1, threads = 128>>
  tile.return
}

// -----

// A row reduction written as converted to the blocked distribution right
// away, where the lowering would have kept it in the fragment's rows (its
// user, arithmetic with a constant, takes them there): the lowering reads
// the conversion and follows it (no error).
tile.kernel @rows_stored(%a: !tile.ptr<bf16>, %p: !tile.ptr<f32>, %i: i32) attributes {num_warps = 4 : i32} {
  %o = tile.splat %i : tensor<64x64xi32, #tile.blocked<run = 4, threads = 128>>
  %x = tile.load %a[%o] : tensor<64x64xi32, #tile.blocked<run = 4, threads = 128>> -> tensor<64x64xbf16, #tile.blocked<run = 4, threads = 128>>
  %c = arith.constant dense<0.0> : tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>
  %d = tile.dot %x, %x, %c kind mma_sync : tensor<64x64xbf16, #tile.blocked<run = 4, threads = 128>>, tensor<64x64xbf16, #tile.blocked<run = 4, threads = 128>> -> tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>
  %r = tile.reduce max %d axis 1 : tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>> -> tensor<64xf32, #tile.slice<dim = 1, parent = #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>>
  %rb = tile.convert_layout %r : tensor<64xf32, #tile.slice<dim = 1, parent = #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>> -> tensor<64xf32, #tile.blocked<run = 1, threads = 128>>
  %ro = tile.splat %i : tensor<64xi32, #tile.blocked<run = 1, threads = 128>>
  %one = arith.constant dense<1.0> : tensor<64xf32, #tile.blocked<run = 1, threads = 128>>
  %s = arith.addf %rb, %one : tensor<64xf32, #tile.blocked<run = 1, threads = 128>>
  tile.store %s, %p[%ro] : tensor<64xi32, #tile.blocked<run = 1, threads = 128>>, tensor<64xf32, #tile.blocked<run = 1, threads = 128>>
  tile.return
}

// -----

// Arithmetic on a dot result written in the blocked distribution (its
// operand converted first), where the lowering would have computed it in
// the fragment the result is still held in for its other user: the
// lowering reads the layout and converts the operand (no error).
tile.kernel @add_blocked(%a: !tile.ptr<bf16>, %p: !tile.ptr<f32>, %q: !tile.ptr<f32>, %i: i32) attributes {num_warps = 4 : i32} {
  %o = tile.splat %i : tensor<64x64xi32, #tile.blocked<run = 4, threads = 128>>
  %x = tile.load %a[%o] : tensor<64x64xi32, #tile.blocked<run = 4, threads = 128>> -> tensor<64x64xbf16, #tile.blocked<run = 4, threads = 128>>
  %c = arith.constant dense<0.0> : tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>
  %d = tile.dot %x, %x, %c kind mma_sync : tensor<64x64xbf16, #tile.blocked<run = 4, threads = 128>>, tensor<64x64xbf16, #tile.blocked<run = 4, threads = 128>> -> tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>
  %e = arith.mulf %d, %d : tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>
  %om = tile.convert_layout %o : tensor<64x64xi32, #tile.blocked<run = 4, threads = 128>> -> tensor<64x64xi32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>
  tile.store %e, %q[%om] : tensor<64x64xi32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>, tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>
  %db = tile.convert_layout %d : tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>> -> tensor<64x64xf32, #tile.blocked<run = 4, threads = 128>>
  %s = arith.addf %db, %db : tensor<64x64xf32, #tile.blocked<run = 4, threads = 128>>
  tile.store %s, %p[%o] : tensor<64x64xi32, #tile.blocked<run = 4, threads = 128>>, tensor<64x64xf32, #tile.blocked<run = 4, threads = 128>>
  tile.return
}
