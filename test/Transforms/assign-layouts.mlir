// tile-assign-layouts at its own level: every tile gets a layout, the
// register-fragment dots their accumulator's (with the lowering's tilings),
// and what the lowering keeps there stays there (epilogue arithmetic, row
// reductions in the rows, broadcasts back, loop-carried accumulators and
// row vectors, stores at index-tile offsets, a dot's operand from another
// dot's registers); tile.convert_layout sits wherever layouts meet.
// convert-tile-to-llvm reads these layouts; scripts/golden --check-layouts
// checks it holds every value so on the whole corpus.
//
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-pipeline --tile-assign-layouts %examples/gemm_bf16.mlir | FileCheck %s --check-prefix=MMA
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline --tile-assign-layouts %examples/gemm_bf16.mlir | FileCheck %s --check-prefix=WGMMA
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline --tile-assign-layouts %examples/gemm_bf16_tma.mlir | FileCheck %s --check-prefix=PRODUCER
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline --tile-pipeline-loads=planned --tile-warp-specialize=planned --tile-assign-layouts %examples/gemm_bf16_tma.mlir | FileCheck %s --check-prefix=TCGEN05
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-assign-layouts %examples/attention.mlir | FileCheck %s --check-prefix=ATTN
// RUN: tile-opt --tile-set-target=gpu-name=sm_120a --tile-lower-dot --tile-assign-layouts %examples/gemm_mxfp8.mlir | FileCheck %s --check-prefix=SCALED
// RUN: tile-opt %s -split-input-file -verify-diagnostics --tile-assign-layouts=max-run=2 | FileCheck %s
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-assign-layouts=remarks %examples/attention.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-assign-layouts --convert-tile-to-llvm %examples/gemm_bf16.mlir | FileCheck %s --check-prefix=LOWER
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline-loads --tile-assign-layouts %S/Inputs/attention_boxes_causal.mlir | FileCheck %s --check-prefix=CAUSAL
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-pipeline --tile-pipeline-loads --tile-assign-layouts %S/Inputs/gemm_scaled.mlir | FileCheck %s --check-prefix=SUM
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline --tile-pipeline-loads=planned --tile-assign-layouts %S/../Conversion/TileToNV/Inputs/tcgen05_attention_rings.mlir | FileCheck %s --check-prefix=TCGRUNS
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-assign-layouts %S/../Conversion/TileToNV/Inputs/tcgen05_attention_rings.mlir | FileCheck %s --check-prefix=TCGRUN1

// mma.sync (sm_80): the 128x64 accumulator in 2x2 warps of 4x4 16x8
// tiles, carried by the K loop from a constant built in the fragment, and
// stored from it (its offsets and mask converted: recomputed there).
// MMA-DAG: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [4, 4], warps_n = 2>>
// MMA: %[[ACC:.*]] = scf.for {{.*}} iter_args(%[[ARG:.*]] = %[[ZERO]]) -> (tensor<128x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [4, 4], warps_n = 2>>)
// MMA: tile.load {{.*}} -> tensor<128x32xbf16, #tile.blocked<run = 4, threads = 128>>
// MMA: %[[D:.*]] = tile.dot {{.*}}, %[[ARG]] kind mma_sync : tensor<128x32xbf16, #tile.blocked<run = 4, threads = 128>>, tensor<32x64xbf16, #tile.blocked<run = 4, threads = 128>> -> tensor<128x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [4, 4], warps_n = 2>>
// MMA-NEXT: scf.yield %[[D]]
// MMA: } {tile.pipeline = #tile.pipeline<cp_async_mma_sync
// MMA: %[[OFF:.*]] = tile.convert_layout %{{.*}} : tensor<128x64xi32, #tile.blocked<run = 4, threads = 128>> -> tensor<128x64xi32, #tile.mma_sync<warps = 4, warp_tiles = [4, 4], warps_n = 2>>
// MMA: %[[MASK:.*]] = tile.convert_layout %{{.*}} : tensor<128x64xi1, #tile.blocked<run = 4, threads = 128>> -> tensor<128x64xi1, #tile.mma_sync<warps = 4, warp_tiles = [4, 4], warps_n = 2>>
// MMA: tile.store %[[ACC]], %{{.*}}[%[[OFF]]] mask %[[MASK]]
// MMA-NOT: tile.convert_layout

// wgmma (sm_90a, one warpgroup): 64-wide instructions.
// WGMMA: scf.for {{.*}} -> (tensor<128x64xf32, #tile.wgmma<n = 64, warpgroups = 1, of = 1>>)
// WGMMA: tile.dot {{.*}} kind wgmma : {{.*}} -> tensor<128x64xf32, #tile.wgmma<n = 64, warpgroups = 1, of = 1>>

// The warp-specialized TMA pipeline: 3 warpgroups, the producer computes
// none of the accumulator; 384 threads give runs of 1 (32768 elements are
// no multiple of 768).
// PRODUCER: tile.dot {{.*}} kind wgmma : tensor<128x64xbf16, #tile.blocked<run = 1, threads = 384>>, tensor<64x256xbf16, #tile.blocked<run = 1, threads = 384>> -> tensor<128x256xf32, #tile.wgmma<n = 256, warpgroups = 2, of = 3>>
// PRODUCER: tile.pipeline = #tile.pipeline<tma_wgmma

// Blackwell attention of 128 rows (S and O held as tcgen05.ld reads
// them): pipelined, K^T and V are read from their rings and Q is staged
// along K, so the kernel keeps its runs (16-byte cp.async copies, Q staged
// a run per vector store). Unpipelined, V (64 x 128, K x N) would be
// staged K-major from runs along N, across core-matrix rows: runs of 1.
// TCGRUNS: tile.load %arg0{{.*}} -> tensor<128x128xbf16, #tile.blocked<run = 8, threads = 256>>
// TCGRUNS: tile.async_copy %arg1{{.*}} : tensor<64x128xi32, #tile.blocked<run = 8, threads = 256>>, !tile.buffer<64x128xbf16
// TCGRUNS: tile.dot {{.*}} kind tcgen05 : tensor<128x128xbf16, #tile.blocked<run = 8, threads = 256>>, {{.*}} -> tensor<128x64xf32, #tile.tcgen05<warpgroups = 2, of = 2>>
// TCGRUN1: tile.load %arg0{{.*}} -> tensor<128x128xbf16, #tile.blocked<run = 1, threads = 256>>
// TCGRUN1: tile.dot {{.*}} kind tcgen05 : tensor<128x64xbf16, #tile.tcgen05<warpgroups = 2, of = 2>>, tensor<64x128xbf16, #tile.blocked<run = 1, threads = 256>> -> tensor<128x128xf32, #tile.tcgen05<warpgroups = 2, of = 2>>

// tcgen05 keeps its accumulator in tensor memory (the generic passes'
// !tile.tmem, the MMAs issued by the consumers' leader beside a producer
// warp): tcgen05.ld.32x32b reads it back after the loop (#tile.tcgen05,
// each of the kernel's two warpgroups 128 of the columns), the store
// writes from there, its offsets and mask converted to that layout.
// TCGEN05: tile.warp_specialize producer_warps = 1
// TCGEN05: } consumers {
// TCGEN05: %[[ACC:.*]] = tile.tmem_load {{.*}} -> tensor<128x256xf32, #tile.tcgen05<warpgroups = 2, of = 2>>
// TCGEN05: tile.store %[[ACC]], {{.*}} : tensor<128x256xi32, #tile.tcgen05<warpgroups = 2, of = 2>>, tensor<128x256xf32, #tile.tcgen05<warpgroups = 2, of = 2>>

// Attention, as the lowering computes it: S = Q K^T meets row reductions,
// so its mma.sync tiling keeps whole rows per warp (1x8 tiles each,
// warps_n = 1); the softmax stays in that fragment, the row max and sum in
// its rows (#tile.slice, carried by the loop), broadcast back from there
// (64x1 in the fragment: its rows), and P feeds the second dot from its
// registers. The only conversions left are index tiles and masks (the
// lowering recomputes them at the fragment's positions).
// ATTN: scf.for {{.*}} -> (tensor<64xf32, #tile.slice<dim = 1, parent = #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>>, tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>, tensor<64xf32, #tile.slice<dim = 1, parent = #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>>)
// ATTN: %[[S:.*]] = tile.dot {{.*}} kind mma_sync : {{.*}} -> tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>
// ATTN: tile.reduce max {{.*}} axis 1 : tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>> -> tensor<64xf32, #tile.slice<dim = 1, parent = #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>>
// ATTN: tile.expand_dims {{.*}} axis 1 : tensor<64xf32, #tile.slice<dim = 1, parent = #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>> -> tensor<64x1xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>
// ATTN: tile.broadcast {{.*}} : tensor<64x1xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>> -> tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>
// ATTN: math.exp2 {{.*}} : tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>
// ATTN: %[[P:.*]] = arith.truncf {{.*}} : tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>> to tensor<64x64xbf16, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>
// ATTN: tile.dot %[[P]], {{.*}} kind mma_sync : tensor<64x64xbf16, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>, tensor<64x64xbf16, #tile.blocked<run = 4, threads = 128>> -> tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>
// ATTN: scf.yield {{.*}} : tensor<64xf32, #tile.slice<dim = 1, parent = #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>>, tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>, tensor<64xf32, #tile.slice<dim = 1, parent = #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>>

// Block-scaled mma.sync (sm_120a): the dot_scaled accumulator as mma.sync's.
// SCALED: tile.dot_scaled {{.*}} kind block_scale : {{.*}} -> tensor<128x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [4, 4], warps_n = 2>>

// What each conversion takes: in attention only index tiles and masks
// meet the fragment (the loop's column mask, the epilogue's offsets and
// mask), which the lowering recomputes there.
// REMARK: attention.mlir:83:12: remark: converts #tile.blocked<run = 4, threads = 128> to #tile.wgmma<n = 64, warpgroups = 1, of = 1>: an index tile, recomputed at the new positions
// REMARK-NOT: shared memory

// The lowering reads the layouts: the accumulator stays in the mma.sync
// registers across the loop, no tile op is left.
// LOWER: llvm.func @gemm_bf16
// LOWER: tile_nv.mma_sync
// LOWER-NOT: tile.{{[a-z_]+}} %

// Causal attention masking S in an scf.if on the diagonal block: the
// scf.if's result is in the wgmma registers (both branches yield it there),
// and S never leaves them (only the index mask is converted).
// CAUSAL: %[[S:.*]] = tile.dot {{.*}} -> tensor<64x64xf32, #tile.wgmma<n = 64, warpgroups = 1, of = 1>>
// CAUSAL-NOT: tile.convert_layout {{.*}}xf32
// CAUSAL: scf.if %{{.*}} -> (tensor<64x64xf32, #tile.wgmma<n = 64, warpgroups = 1, of = 1>>)
// CAUSAL: arith.select %{{.*}}, %[[S]], %{{.*}} : tensor<64x64xi1, #tile.wgmma<n = 64, warpgroups = 1, of = 1>>, tensor<64x64xf32, #tile.wgmma<n = 64, warpgroups = 1, of = 1>>
// CAUSAL: } else {
// CAUSAL-NEXT: scf.yield %[[S]] : tensor<64x64xf32, #tile.wgmma<n = 64, warpgroups = 1, of = 1>>
// CAUSAL: tile.reduce max %{{.*}} axis 1 : tensor<64x64xf32, #tile.wgmma<n = 64, warpgroups = 1, of = 1>> -> tensor<64xf32, #tile.slice<dim = 1, parent = #tile.wgmma<n = 64, warpgroups = 1, of = 1>>>
// CAUSAL-NOT: tile.convert_layout {{.*}}xf32
// CAUSAL: scf.yield

// A loop that sums scaled dot results (acc + dot * scale, not a dot's own
// accumulator) carries the sum in the dot's fragment: the products are
// added where the dot leaves them, with no trip through shared memory.
// SUM: scf.for {{.*}} -> (tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [2, 4], warps_n = 2>>)
// SUM: %[[D:.*]] = tile.dot {{.*}} -> tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [2, 4], warps_n = 2>>
// SUM-NOT: tile.convert_layout %[[D]]
// SUM: arith.mulf %[[D]], %{{.*}} : tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [2, 4], warps_n = 2>>
// SUM-NEXT: arith.addf %{{.*}}, %{{.*}} : tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [2, 4], warps_n = 2>>
// SUM-NOT: tile.convert_layout
// SUM: scf.yield %{{.*}} : tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [2, 4], warps_n = 2>>

// A dot without a family (tile-lower-dot not run) and its loop stay
// blocked; `max-run` bounds the runs; a tile smaller than the block wraps.
// CHECK-LABEL: tile.kernel @no_family
// CHECK: tile.range 0 to 512 : tensor<512xi32, #tile.blocked<run = 2, threads = 128>>
// CHECK: tile.range 0 to 64 : tensor<64xi32, #tile.blocked<run = 1, threads = 128>>
// CHECK: tile.dot {{.*}} -> tensor<32x32xf32, #tile.blocked<run = 2, threads = 128>>
// CHECK-NOT: tile.convert_layout
tile.kernel @no_family(%p: !tile.ptr<f32>) {
  %r = tile.range 0 to 512 : tensor<512xi32>
  %s = tile.range 0 to 64 : tensor<64xi32>
  %a = arith.constant dense<1.0> : tensor<32x16xbf16>
  %b = arith.constant dense<1.0> : tensor<16x32xbf16>
  %c = arith.constant dense<0.0> : tensor<32x32xf32>
  %d = tile.dot %a, %b, %c : tensor<32x16xbf16>, tensor<16x32xbf16> -> tensor<32x32xf32>
  tile.return
}

// -----

// Conversions already in the input: a round trip folds to its source (the
// inner conversion, left unused, goes in its own turn).
// CHECK-LABEL: tile.kernel @round_trip
// CHECK-NOT: tile.convert_layout
// CHECK: tile.store %[[S:.*]], %{{.*}}[%{{.*}}] : tensor<16x8xi32, #tile.blocked<run = 1, threads = 128>>, tensor<16x8xf32, #tile.blocked<run = 1, threads = 128>>
tile.kernel @round_trip(%p: !tile.ptr<f32>, %x: f32, %i: i32) {
  %s = tile.splat %x : tensor<16x8xf32, #tile.blocked<run = 1, threads = 128>>
  %m = tile.convert_layout %s : tensor<16x8xf32, #tile.blocked<run = 1, threads = 128>> -> tensor<16x8xf32, #tile.mma_sync<warps = 4>>
  %b = tile.convert_layout %m : tensor<16x8xf32, #tile.mma_sync<warps = 4>> -> tensor<16x8xf32, #tile.blocked<run = 1, threads = 128>>
  %o = tile.splat %i : tensor<16x8xi32, #tile.blocked<run = 1, threads = 128>>
  tile.store %b, %p[%o] : tensor<16x8xi32, #tile.blocked<run = 1, threads = 128>>, tensor<16x8xf32, #tile.blocked<run = 1, threads = 128>>
  tile.return
}

// -----

// A tile that already has an encoding of another kind keeps it, and the
// pass says it has no layout.
tile.kernel @foreign_encoding() {
  // expected-error @below {{'tile.range' op result has no #tile layout after tile-assign-layouts: 'tensor<64xi32, "other">'}}
  %r = tile.range 0 to 64 : tensor<64xi32, "other">
  tile.return
}

// -----

// An scf.if that masks a dot result in one branch and yields it in the
// other: its result stays in the dot's fragment, and the row reduction
// after it gives the dot a tiling of whole rows per warp (warps_n = 1), as
// without the branch.
// CHECK-LABEL: tile.kernel @masked_in_if
// CHECK: tile.dot {{.*}} kind mma_sync : {{.*}} -> tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>
// CHECK: scf.if %{{.*}} -> (tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>)
// CHECK-NOT: tile.convert_layout {{.*}}xf32
// CHECK: tile.reduce max %{{.*}} axis 1 : tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>
tile.kernel @masked_in_if(%p: !tile.ptr<f32>, %a: !tile.ptr<bf16>, %diag: i1) {
  %r = tile.range 0 to 4096 : tensor<4096xi32>
  %o = tile.reshape %r : tensor<4096xi32> -> tensor<64x64xi32>
  %x = tile.load %a[%o] : tensor<64x64xi32> -> tensor<64x64xbf16>
  %c = arith.constant dense<0.0> : tensor<64x64xf32>
  %s = tile.dot %x, %x, %c kind mma_sync : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
  %m = scf.if %diag -> (tensor<64x64xf32>) {
    %i = tile.range 0 to 64 : tensor<64xi32>
    %row = tile.expand_dims %i axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %col = tile.expand_dims %i axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %rb = tile.broadcast %row : tensor<64x1xi32> -> tensor<64x64xi32>
    %cb = tile.broadcast %col : tensor<1x64xi32> -> tensor<64x64xi32>
    %seen = arith.cmpi sle, %cb, %rb : tensor<64x64xi32>
    %ninf = arith.constant dense<0xFF800000> : tensor<64x64xf32>
    %k = arith.select %seen, %s, %ninf : tensor<64x64xi1>, tensor<64x64xf32>
    scf.yield %k : tensor<64x64xf32>
  } else {
    scf.yield %s : tensor<64x64xf32>
  }
  %mx = tile.reduce max %m axis 1 : tensor<64x64xf32> -> tensor<64xf32>
  %i2 = tile.range 0 to 64 : tensor<64xi32>
  tile.store %mx, %p[%i2] : tensor<64xi32>, tensor<64xf32>
  tile.return
}
