// tile-pipeline-loads at its own level: the tile.loads of a loop become
// cp.async rings of buffers (the first stages - 1 iterations copied before
// the loop, iteration j waiting for its own and copying iteration
// j + stages - 1's at its end, a drain after the loop), any number of
// loads: here a GEMM's A and B and a per-iteration scale row, which
// tile-pipeline's templates refuse. Loops it leaves alone say why
// (remarks). Numerics: test/python/test_buffers_emulated.py.
//
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-pipeline-loads=remarks %S/Inputs/gemm_scaled.mlir 2>&1 | FileCheck %s --check-prefix=SCALED
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-pipeline-loads=stages=4 %S/Inputs/gemm_scaled.mlir | FileCheck %s --check-prefix=FOUR
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-pipeline --tile-pipeline-loads %examples/attention.mlir | FileCheck %s --check-prefix=RUNS
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-pipeline-loads %S/Inputs/gemm_scaled.mlir | tile-translate --gpu-name=sm_80 --remarks -o - 2>&1 | FileCheck %s --check-prefix=PTX
// RUN: tile-translate --gpu-name=sm_80 --pipeline-loads=3 %S/Inputs/gemm_scaled.mlir -o - | FileCheck %s --check-prefix=TRANSLATE
// RUN: not tile-translate --gpu-name=sm_80 --pipeline-loads=9 %S/Inputs/gemm_scaled.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADFLAG
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline-loads %S/Inputs/gemm_scaled.mlir | FileCheck %s --check-prefix=HOPPER
// RUN: tile-translate --gpu-name=sm_90a --pipeline-loads=3 --remarks %S/Inputs/gemm_scaled.mlir -o - 2>&1 | FileCheck %s --check-prefix=HOPPER-PTX
// RUN: %if ptxas %{ tile-translate --gpu-name=sm_90a --pipeline-loads=3 %S/Inputs/gemm_scaled.mlir -o %t.ptx && %ptxas -arch=sm_90a %t.ptx -o /dev/null %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline --tile-pipeline-loads %S/Inputs/attention_boxes.mlir | FileCheck %s --check-prefix=BOXES
// RUN: tile-translate --gpu-name=sm_90a --pipeline-loads=3 --remarks %S/Inputs/gemm_box_scaled.mlir -o - 2>&1 | FileCheck %s --check-prefix=MIXED
// RUN: %if ptxas %{ tile-translate --gpu-name=sm_90a --pipeline-loads=3 %S/Inputs/attention_boxes.mlir -o %t.att.ptx && %ptxas -arch=sm_90a %t.att.ptx -o /dev/null %}
// RUN: %if ptxas %{ tile-translate --gpu-name=sm_90 --pipeline-loads=3 %S/Inputs/gemm_box_scaled.mlir -o %t.box.ptx && %ptxas -arch=sm_90 %t.box.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_90a --pipeline-loads=3 --remarks %S/Inputs/gemm_box_fp8.mlir -o - 2>&1 | FileCheck %s --check-prefix=NARROW
// RUN: tile-translate --gpu-name=sm_90a --pipeline-loads=3 --emit=metadata %S/Inputs/gemm_box_fp8.mlir -o - | FileCheck %s --check-prefix=NARROW-META
// RUN: %if ptxas %{ tile-translate --gpu-name=sm_90a --pipeline-loads=3 %S/Inputs/gemm_box_fp8.mlir -o %t.fp8.ptx && %ptxas -arch=sm_90a %t.fp8.ptx -o /dev/null %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline --tile-pipeline-loads %S/Inputs/attention_boxes_causal.mlir | FileCheck %s --check-prefix=CAUSAL
// RUN: %if ptxas %{ tile-translate --gpu-name=sm_90a --pipeline-loads=3 --warp-specialize=1 --check-layouts %S/Inputs/attention_boxes_causal.mlir -o %t.causal.ptx && %ptxas -arch=sm_90a %t.causal.ptx -o /dev/null %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline-loads=remarks %examples/gemm_bf16.mlir 2>&1 | FileCheck %s --check-prefix=INFLIGHT
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline-loads %examples/gemm_bf16.mlir | tile-translate --gpu-name=sm_90a --check-layouts -o %t.inflight.ptx
// RUN: FileCheck %s --check-prefix=INFLIGHT-PTX < %t.inflight.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.inflight.ptx -o /dev/null %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline-loads=stages=2 %examples/gemm_bf16.mlir | FileCheck %s --check-prefix=TWO
// RUN: tile-opt --tile-pipeline-loads=remarks %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: not tile-opt --tile-pipeline-loads=stages=9 %s -split-input-file 2>&1 | FileCheck %s --check-prefix=STAGES
//
// One buffer per load (stages=1, FlashAttention-2's schedule for K and V):
// examples/attention.mlir's K is waited for just before its tile.trans
// (pending 1: V's copy of the iteration before may still run), refilled
// for the next iteration after the first dot and a barrier; V is waited
// for just before the second dot (pending 1: the next K's copy, issued
// after the first dot, may still run), refilled after it. Iteration 0's
// copies go before the loop in the same order (K, V), a drain after it.
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot "--tile-pipeline-loads=stages=1 remarks" %examples/attention.mlir 2>&1 | FileCheck %s --check-prefix=ONE
// RUN: tile-translate --gpu-name=sm_80 --pipeline-loads=1 %examples/attention.mlir -o %t.one.ptx
// RUN: FileCheck %s --check-prefix=ONE-PTX < %t.one.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.one.ptx -o /dev/null %}
// RUN: %if ptxas %{ tile-translate --gpu-name=sm_90a --pipeline-loads=1 %examples/attention.mlir -o %t.one90.ptx && %ptxas -arch=sm_90a %t.one90.ptx -o /dev/null %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot "--tile-pipeline-loads=stages=4 remarks" %examples/gemm_bf16_tma.mlir 2>&1 | FileCheck %s --check-prefix=TCG
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline-loads=stages=4 %examples/gemm_bf16_tma.mlir | tile-translate --gpu-name=sm_100a --check-layouts -o %t.tc.ptx
// RUN: FileCheck %s --check-prefix=TCGPTX < %t.tc.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.tc.ptx -o /dev/null %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline-loads=stages=4 "--tile-warp-specialize=producer-warps=4 remarks" %examples/gemm_bf16_tma.mlir -o %t.tcws.mlir 2>&1 | FileCheck %s --check-prefix=TCGWS
// RUN: FileCheck %s --check-prefix=TCGWS-IR < %t.tcws.mlir
// RUN: tile-translate --gpu-name=sm_100a --check-layouts %t.tcws.mlir -o %t.tcws.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.tcws.ptx -o /dev/null %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline-loads=stages=4 %examples/gemm_bf16_tma_kn.mlir -o %t.kn.mlir
// RUN: FileCheck %s --check-prefix=TCGKN < %t.kn.mlir
// RUN: %if ptxas %{ tile-translate --gpu-name=sm_100a %t.kn.mlir -o %t.kn.ptx && %ptxas -arch=sm_100a %t.kn.ptx -o /dev/null %}
// RUN: %if ptxas %{ tile-opt --tile-set-target=gpu-name=sm_103f --tile-lower-dot --tile-pipeline-loads=stages=2 %examples/gemm_bf16_tma.mlir | tile-translate --gpu-name=sm_103f -o %t.tc103.ptx && %ptxas -arch=sm_103f %t.tc103.ptx -o /dev/null %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot "--tile-pipeline-loads=stages=1 remarks" %S/Inputs/attention_boxes.mlir 2>&1 | FileCheck %s --check-prefix=ONE-BOXES
// A tcgen05 dot fed by tile.loads (no tensor maps): cp.async rings laid
// out for its descriptors (A's lines of 64 bytes 64-byte-swizzled, B K x N
// in a 128-byte slab; e4m3 lines of 32 bytes 32-byte-swizzled), every
// thread's copies fenced for the async proxy and met at the block's
// barrier before the leader's MMAs (`fenced`), each stage refilled by
// every thread once its MMAs' commit released it.
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot "--tile-pipeline-loads=stages=3 remarks" %examples/gemm_bf16.mlir 2>&1 | FileCheck %s --check-prefix=TCGCP
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline-loads=stages=3 %examples/gemm_bf16.mlir | tile-translate --gpu-name=sm_100a --check-layouts -o %t.tccp.ptx
// RUN: FileCheck %s --check-prefix=TCGCPPTX < %t.tccp.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.tccp.ptx -o /dev/null %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_100f --tile-lower-dot --tile-pipeline-loads=stages=4 %S/Inputs/gemm_fp8_loads.mlir | FileCheck %s --check-prefix=TCGCP8
// tile-translate's default: tile-pipeline plans the stages of such a loop
// (tile.pipeline_loads = 4) and leaves it to this pass, which with
// `planned` pipelines those loops alone, with the planned stages.
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline %examples/gemm_bf16.mlir | tile-opt "--tile-pipeline-loads=planned stages=2 remarks" -o %t.planned.mlir 2>&1 | FileCheck %s --check-prefix=PLANNED
// RUN: FileCheck %s --check-prefix=PLANNED-IR < %t.planned.mlir
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot "--tile-pipeline-loads=planned remarks" %examples/gemm_bf16.mlir 2>&1 | FileCheck %s --check-prefix=UNPLANNED
// RUN: %if ptxas %{ tile-opt --tile-set-target=gpu-name=sm_100f --tile-lower-dot --tile-pipeline-loads=stages=4 %S/Inputs/gemm_fp8_loads.mlir | tile-translate --gpu-name=sm_100f -o %t.tccp8.ptx && %ptxas -arch=sm_100f %t.tccp8.ptx -o /dev/null %}
// MXFP8 (tile.dot_scaled on tcgen05): four rings, the scales' in tcgen05's
// scale atoms; the scale columns allocated beside the accumulator, a
// buffer of them a stage (a stage's scales are copied in while the MMAs
// of the one before still read theirs); tile.tmem_dot_scaled. NVFP4 (and
// MXFP4) the same way on the packed bytes: rings of i8, the
// tile.unpack_fp4s gone with the dot.
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot "--tile-pipeline-loads=stages=3 remarks" %examples/gemm_mxfp8.mlir 2>&1 | FileCheck %s --check-prefix=TCGMX
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline-loads=stages=3 %examples/gemm_mxfp8.mlir | tile-translate --gpu-name=sm_100a --check-layouts -o %t.tcmx.ptx
// RUN: FileCheck %s --check-prefix=TCGMXPTX < %t.tcmx.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.tcmx.ptx -o /dev/null %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot "--tile-pipeline-loads=stages=3 remarks" %examples/gemm_nvfp4.mlir 2>&1 | FileCheck %s --check-prefix=TCGFP4
// Triton's form (uint8 bytes viewed as e4m3 / e8m0 through arith.bitcast):
// rings of the views, copied from the same pointers retyped before the
// loop; tile-translate's default gives the example's PTX, byte for byte.
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline-loads=stages=3 %S/Inputs/gemm_mxfp8_u8.mlir | FileCheck %s --check-prefix=TCGMXU8
// RUN: tile-translate --gpu-name=sm_100a %S/Inputs/gemm_mxfp8_u8.mlir -o %t.mxu8.ptx
// RUN: tile-translate --gpu-name=sm_100a %examples/gemm_mxfp8.mlir -o %t.mx.ptx
// RUN: sed 's/gemm_mxfp8_u8/gemm_mxfp8/g' %t.mxu8.ptx | diff - %t.mx.ptx
// A tcgen05 cp.async K loop inside a loop over output tiles
// (Inputs/gemm_bf16_two_tiles.mlir): rings, barriers and tensor memory set
// up for each tile, the first iterations' copies a loop of their own (LLVM
// would hoist the unrolled copies' addresses out of the tiles' loop: 151
// registers, 80 so), the accumulator read back fenced; no spills.
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline-loads=stages=3 %S/Inputs/gemm_bf16_two_tiles.mlir | FileCheck %s --check-prefix=TCGTILES
// RUN: tile-translate --gpu-name=sm_100a %S/Inputs/gemm_bf16_two_tiles.mlir -o %t.tiles.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t.tiles.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=TCGTILESPTX %}
// B stored N x K but loaded as the K x N tile the dot takes
// (Inputs/gemm_bf16_b_nk.mlir: offsets n K + k, down its columns): an N x
// K ring, copied along K through the tile.trans of the offsets and mask,
// read K-major (transpose_b); tile-translate's default takes it too.
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline-loads=stages=3 %S/Inputs/gemm_bf16_b_nk.mlir | FileCheck %s --check-prefix=TCGBNK
// RUN: tile-translate --gpu-name=sm_100a --remarks %S/Inputs/gemm_bf16_b_nk.mlir -o %t.bnk.ptx 2>&1 | FileCheck %s --check-prefix=TCGBNKREMARK
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t.bnk.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=TCGTILESPTX %}
// Lines no swizzle spans (examples/gemm_bf16.mlir with e4m3 operands and
// 128 x 48 blocks of C: B K x N in lines of 48 bytes of N): B's ring in
// core matrices (the descriptors' no-swizzle layout), A's 32-byte lines
// swizzled; tile-translate's default hands such a loop over too.
// RUN: sed -E 's/bf16/f8E4M3FN/g; s/([<x ])64(x|\b)/\148\2/g' %examples/gemm_bf16.mlir > %t.n48.mlir
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline-loads=stages=3 %t.n48.mlir | FileCheck %s --check-prefix=TCGCORE
// RUN: tile-translate --gpu-name=sm_100a --remarks %t.n48.mlir -o %t.n48.ptx 2>&1 | FileCheck %s --check-prefix=TCGCOREREMARK
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.n48.ptx -o /dev/null %}
//
// A loop of two tcgen05 dots (attention's S = Q K^T and O += P V, 128
// rows) on TMA rings: each dot stays a tile.dot of its iteration (no
// accumulator kept in tensor memory across it) and reads B from the ring's
// stage, K through a tile.trans (dot-tcgen05.mlir, RINGS, has the PTX).
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline "--tile-pipeline-loads=stages=2 remarks" %S/Inputs/attention_tma_m128.mlir 2>&1 | FileCheck %s --check-prefix=TCGATT
//
// Persistent: a loop over output tiles around a K loop of TMA boxes shares
// its rings: allocated and their mbarriers initialized once, before it;
// it carries the iterations of the tiles before (base), from which each
// tile's first copies and every iteration's stage and phase count on.
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline-loads=remarks %examples/gemm_bf16_tma_persistent.mlir 2>&1 | FileCheck %s --check-prefix=PERSIST
// RUN: %if ptxas %{ tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline-loads %examples/gemm_bf16_tma_persistent.mlir | tile-translate --gpu-name=sm_90a --check-layouts -o %t.persist.ptx && %ptxas -arch=sm_90a %t.persist.ptx -o /dev/null %}
// On tensor-memory targets the accumulator is shared too: allocated once,
// each tile's MMAs committed to "done" (phase t mod 2 for the t-th tile)
// and read back; the block meets before the next tile's MMAs overwrite it
// (tcgen05 fences around that barrier).
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot "--tile-pipeline-loads=stages=4 remarks" %examples/gemm_bf16_tma_persistent.mlir 2>&1 | FileCheck %s --check-prefix=TCGPER
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline-loads=stages=4 %examples/gemm_bf16_tma_persistent.mlir | tile-translate --gpu-name=sm_100a --check-layouts -o %t.tcper.ptx
// RUN: FileCheck %s --check-prefix=TCGPERPTX < %t.tcper.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.tcper.ptx -o /dev/null %}
// RUN: %if ptxas %{ tile-opt --tile-set-target=gpu-name=sm_100f --tile-lower-dot --tile-pipeline-loads=stages=3 --tile-warp-specialize=producer-warps=1 %examples/gemm_bf16_tma_persistent.mlir | tile-translate --gpu-name=sm_100f -o %t.tcperws.ptx && %ptxas -arch=sm_100f %t.tcperws.ptx -o /dev/null %}
// Over CTA pairs (examples/gemm_bf16_tcgen05_pair.mlir, cta_group = 2):
// each block's B ring holds half of the box's rows (this block's, rank r:
// rows r N/2 on); every copy completes on the first block's "full"
// barrier (`pair`), which that block alone arms for both blocks' bytes
// (2 x 32 KiB) and waits on; its MMAs (M = 256) and their commits to both
// blocks (`pair`) stand in an scf.if on being the first. The pair meets
// once its barriers and tensor memory are set up and before it leaves;
// each block waits for the last stages' releases (the first block's
// commits land in the second's barriers asynchronously; test/Transforms/
// warp-specialize.mlir splits it into partitions). With B stored K x N (a 64 x 256 box of four
// 128-byte slabs) each block copies two slabs, columns r N/2 on.
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot "--tile-pipeline-loads=stages=4 remarks" %examples/gemm_bf16_tcgen05_pair.mlir -o %t.pair.mlir 2>&1 | FileCheck %s --check-prefix=PAIR
// RUN: FileCheck %s --check-prefix=PAIR-IR < %t.pair.mlir
// RUN: tile-translate --gpu-name=sm_100a %t.pair.mlir -o %t.pair.ptx
// RUN: FileCheck %s --check-prefix=PAIRPTX < %t.pair.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.pair.ptx -o /dev/null %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline-loads=stages=4 %S/../Conversion/TileToNV/Inputs/gemm_pair_kn.mlir -o %t.pairkn.mlir
// RUN: FileCheck %s --check-prefix=PAIRKN < %t.pairkn.mlir
// RUN: %if ptxas %{ tile-translate --gpu-name=sm_100a %t.pairkn.mlir -o %t.pairkn.ptx && %ptxas -arch=sm_100a %t.pairkn.ptx -o /dev/null %}
// A persistent loop over tiles both blocks of each pair run alike: the
// tile's first copies wait for their stages' releases as the refills do
// (the first block's commits land in the second's barriers in no order),
// the pair meets after each tile's read-back (the first block's MMAs
// write both blocks' tensor memory), and the last releases of all tiles
// are waited for after the loop over tiles.
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline-loads=stages=3 %S/../Conversion/TileToNV/Inputs/gemm_persistent_pair.mlir -o %t.pairper.mlir
// RUN: FileCheck %s --check-prefix=PAIRPER < %t.pairper.mlir
// RUN: %if ptxas %{ tile-translate --gpu-name=sm_100a %t.pairper.mlir -o %t.pairper.ptx && %ptxas -arch=sm_100a %t.pairper.ptx -o /dev/null %}
// RUN: sed 's/256/192/g' %S/../Conversion/TileToNV/Inputs/gemm_pair_kn.mlir > %t.pairkn3.mlir
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot "--tile-pipeline-loads=stages=4 remarks" %t.pairkn3.mlir 2>&1 | FileCheck %s --check-prefix=PAIRKN3

// SCALED: gemm_scaled.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: pipelined in the IR: 3 tile.load(s) through 3-stage cp.async rings (tile.async_copy 2 iterations ahead)
// SCALED-DAG: %[[A:.*]] = tile.buffer_alloc : !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>, stages = 3>
// SCALED-DAG: %[[B:.*]] = tile.buffer_alloc : !tile.buffer<32x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 3>
// SCALED-DAG: %[[S:.*]] = tile.buffer_alloc : !tile.buffer<64xf32, #tile.shared<swizzle = 0, elem_bytes = 4>, stages = 3>
// SCALED: tile.async_copy %{{.*}}, %{{.*}} : tensor<64x32xi32>, !tile.buffer<64x32xbf16
// SCALED: tile.async_copy %{{.*}}, %{{.*}} : tensor<32x64xi32>, !tile.buffer<32x64xbf16
// SCALED: tile.async_copy %{{.*}}, %{{.*}} : tensor<64xi32>, !tile.buffer<64xf32
// SCALED: tile.async_commit
// SCALED: tile.async_copy
// SCALED: tile.async_commit
// SCALED: scf.for
// SCALED: tile.async_wait pending 1
// SCALED-NOT: tile.load
// SCALED: tile.buffer_load {{.*}} -> tensor<64x32xbf16>
// SCALED: tile.buffer_load {{.*}} -> tensor<32x64xbf16>
// SCALED: tile.buffer_load {{.*}} -> tensor<64xf32>
// SCALED: tile.dot
// SCALED: tile.async_copy
// SCALED: tile.async_copy
// SCALED: tile.async_copy
// SCALED: tile.async_commit
// SCALED-NEXT: scf.yield
// SCALED: tile.async_wait pending 0
// SCALED-NEXT: tile.expand_dims

// Causal attention with the mask in an scf.if (the diagonal block's):
// K and V through TMA rings, the scf.if left between the two dots.
// CAUSAL: scf.for
// CAUSAL: tile.async_load_box
// CAUSAL: tile.async_load_box
// CAUSAL: tile.barrier_wait
// CAUSAL-NOT: tile.load_box
// CAUSAL: tile.dot
// CAUSAL: scf.if
// CAUSAL: arith.select
// CAUSAL: } else {
// CAUSAL: tile.reduce max
// CAUSAL: tile.dot
// CAUSAL: scf.yield

// Runs of 16 bytes where every pipelined load has elements under 4 bytes
// (attention's bf16 K and V: tile.max_run = 8, one 16-byte cp.async per
// run); the scaled GEMM's f32 scale row keeps the default (4).
// RUNS: tile.kernel @attention({{.*}}) attributes {num_warps = 4 : i32, tile.max_run = 8 : i64}
// FOUR: tile.kernel @gemm_scaled({{.*}}) attributes {num_warps = 4 : i32} {
// FOUR: stages = 4>
// FOUR: scf.for
// FOUR: tile.async_wait pending 2

// PTX: remark: A and B are read from their buffers: no staging
// PTX-DAG: cp.async.wait_group 1;
// PTX-DAG: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// PTX-DAG: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32

// STAGES: error: tile-pipeline-loads needs 1 to 8 stages, got 9

// TMA boxes (attention with K and V through tensor maps): a ring per box in
// the 128-byte swizzle TMA writes, one mbarrier per stage (initialized
// before the loop, armed for both boxes' bytes), the first two
// iterations' copies before the loop; in iteration j a block barrier (every
// thread is done with the stage iteration j - 1 read), the copies of
// iteration j + 2 into that stage, then the wait for this iteration's
// stage in phase (j / 3) mod 2; the dots read the rings; the mbarriers
// are invalidated after the loop. The boxes' own bytes (tile-pipeline
// placed them) are given back (smem_bytes 0 again until
// tile-allocate-shared places the rings).
// BOXES: tile.kernel @attention_boxes{{.*}}smem_bytes = 0 : i32
// BOXES: %[[K:.*]] = tile.buffer_alloc : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 3>
// BOXES: %[[V:.*]] = tile.buffer_alloc : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 3>
// BOXES: %[[BARS:.*]] = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 3>
// BOXES: tile.barrier_init %[[BARS]], count 1
// BOXES: tile.barrier_expect %{{.*}}, 16384 bytes if
// BOXES: tile.async_load_box %arg1
// BOXES: tile.async_load_box %arg2
// BOXES: tile.barrier_expect
// BOXES: scf.for %[[IV:.*]] = %[[LB:[^ ]*]] to
// BOXES: %[[D:.*]] = arith.subi %[[IV]], %[[LB]]
// BOXES: %[[J:.*]] = arith.divui %[[D]], %{{.*}}
// BOXES: %[[STAGE:.*]] = arith.remui %[[J]], %[[C3:.*]] : i32
// BOXES: tile.barrier
// BOXES-NEXT: %[[AHEAD:.*]] = arith.cmpi slt
// BOXES: tile.barrier_expect
// BOXES: tile.async_load_box %arg1
// BOXES: tile.async_load_box %arg2
// BOXES: %[[TURN:.*]] = arith.divui %[[J]], %[[C3]]
// BOXES: %[[PHASE:.*]] = arith.remui %[[TURN]], %{{.*}}
// BOXES: %[[BAR:.*]] = tile.buffer_stage %[[BARS]][%[[STAGE]]]
// BOXES: tile.barrier_wait %[[BAR]], phase %[[PHASE]]
// BOXES-NOT: tile.load_box
// BOXES: tile.buffer_stage %[[K]][%[[STAGE]]]
// BOXES: tile.dot {{.*}} kind wgmma
// BOXES: tile.buffer_stage %[[V]][%[[STAGE]]]
// BOXES: tile.dot {{.*}} kind wgmma
// BOXES: scf.yield
// BOXES-NEXT: }
// BOXES-NEXT: tile.barrier_inval %[[BARS]]

// Boxes and an ordinary load in one loop: TMA rings for A and B, a
// cp.async ring for the scale row (its wait's barrier is the one the TMA
// copies need), the dot reading A and B where TMA put them.
// MIXED: remark: pipelined in the IR: 1 tile.load(s) through 3-stage cp.async rings (tile.async_copy 2 iterations ahead), 2 tile.load_box(es) through 3-stage TMA rings (tile.async_load_box 2 iterations ahead, one mbarrier per stage)
// MIXED: remark: A and B are read from their buffers: no staging
// MIXED: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// MIXED: cp.async.wait_group 1;
// MIXED: mbarrier.try_wait.parity
// MIXED: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16

// e4m3 boxes of 64-byte rows: 64-byte-swizzled rings read by wgmma where
// they land, and both tensor maps' metadata says the 64-byte swizzle
// (numerics: test_attention_fp8_dsl at head 64 in the emulator).
// NARROW: remark: pipelined in the IR: 2 tile.load_box(es) through 3-stage TMA rings
// NARROW: remark: A and B are read from their buffers: no staging
// NARROW: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// NARROW: mbarrier.try_wait.parity
// NARROW: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3
// NARROW-META: "box": [
// NARROW-META-NEXT: 64,
// NARROW-META-NEXT: 64
// NARROW-META-NEXT: ],
// NARROW-META-NEXT: "swizzle": 64
// NARROW-META: "swizzle": 64

// On sm_90a the dot is wgmma: the same rings (swizzled, so that its
// descriptors describe them), and the wait fences the copies for the
// async proxy the wgmma reads them through.
// HOPPER: tile.buffer_alloc : !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>, stages = 3>
// HOPPER: scf.for
// HOPPER: tile.async_wait pending 1, async_proxy
// HOPPER: tile.dot {{.*}} kind wgmma
// HOPPER: tile.async_wait pending 0{{$}}
// HOPPER-PTX: remark: A and B are read from their buffers: no staging
// HOPPER-PTX: cp.async.wait_group 1;
// HOPPER-PTX-NEXT: // end inline asm
// HOPPER-PTX-NEXT: // begin inline asm
// HOPPER-PTX-NEXT: fence.proxy.async.shared::cta;
// HOPPER-PTX: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// The scale row is read from its ring at the accumulator's columns, where
// it lies: no staging, no barrier between the dot and the multiply.
// HOPPER-PTX: wgmma.wait_group.sync.aligned 0;
// HOPPER-PTX-NOT: bar.sync
// HOPPER-PTX-NOT: st.shared
// HOPPER-PTX: ld.shared.v2.b32
// HOPPER-PTX-NOT: bar.sync
// HOPPER-PTX: fma.rn.f32

// A GEMM's K loop (one wgmma dot accumulating what the loop carries)
// keeps its dot in flight: issued async, the previous iteration's waited
// for right after it (pending 1: the stage it read is free), the last
// after the loop; the copies go stages - 2 iterations ahead, into the
// stage the dot of two iterations back read. With 2 stages the dot stays
// synchronous.
// INFLIGHT: remark: pipelined in the IR: 2 tile.load(s) through 3-stage cp.async rings (tile.async_copy 1 iterations ahead, the wgmma dot kept in flight across iterations)
// INFLIGHT: tile.async_commit
// INFLIGHT: %[[R:.*]] = scf.for %{{.*}} iter_args(%[[ACC:[^ ]*]] = %{{.*}})
// INFLIGHT: tile.async_wait pending 0, async_proxy
// INFLIGHT: tile.dot %{{.*}}, %{{.*}}, %[[ACC]] kind wgmma async
// INFLIGHT-NEXT: tile.dot_wait %[[ACC]] pending 1
// INFLIGHT: tile.async_copy
// INFLIGHT: tile.async_commit
// INFLIGHT-NEXT: scf.yield
// INFLIGHT: tile.async_wait pending 0{{$}}
// INFLIGHT-NEXT: tile.dot_wait %[[R]] pending 0
// INFLIGHT-PTX: wgmma.commit_group.sync.aligned;
// INFLIGHT-PTX-NOT: wgmma.wait_group.sync.aligned 0;
// INFLIGHT-PTX: wgmma.wait_group.sync.aligned 1;
// INFLIGHT-PTX: wgmma.wait_group.sync.aligned 0;
// ONE: remark: pipelined in the IR: 2 tile.load(s) through one cp.async buffer each (stages = 1): waited for just before the tile's first reader, refilled for the next iteration once its last reader is done
// ONE: %[[KBUF:.*]] = tile.buffer_alloc : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
// ONE: %[[VBUF:.*]] = tile.buffer_alloc : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
// ONE: tile.async_copy %arg1[%{{.*}}] mask %{{.*}}, %[[KBUF]]
// ONE-NEXT: tile.async_commit
// ONE: tile.async_copy %arg2[%{{.*}}] mask %{{.*}}, %[[VBUF]]
// ONE-NEXT: tile.async_commit
// ONE: scf.for
// ONE: tile.async_wait pending 1{{$}}
// ONE-NEXT: %[[K:.*]] = tile.buffer_load %[[KBUF]]
// ONE-NEXT: tile.trans %[[K]]
// ONE-NEXT: tile.dot
// ONE-NEXT: tile.barrier{{$}}
// ONE: tile.async_copy %arg1[%{{.*}}] mask %{{.*}}, %[[KBUF]]
// ONE-NEXT: tile.async_commit
// ONE: tile.async_wait pending 1{{$}}
// ONE-NEXT: %[[V:.*]] = tile.buffer_load %[[VBUF]]
// ONE-NEXT: tile.dot %{{.*}}, %[[V]]
// ONE-NEXT: tile.barrier{{$}}
// ONE: tile.async_copy %arg2[%{{.*}}] mask %{{.*}}, %[[VBUF]]
// ONE-NEXT: tile.async_commit
// ONE-NEXT: scf.yield
// ONE: tile.async_wait pending 0
// ONE-PTX: cp.async.wait_group 1;
// ONE-PTX: cp.async.wait_group 1;
// ONE-PTX: cp.async.wait_group 0;
// ONE-BOXES: remark: not pipelined in the IR: its tile.load_box(es) need rings of 2 or more stages (one buffer per load, stages = 1, is for cp.async copies)
// TWO: scf.for
// TWO: tile.dot {{.*}} kind wgmma :
// TWO-NOT: tile.dot_wait

// tile-translate --pipeline-loads=S runs the pass after tile-pipeline.
// TRANSLATE-DAG: cp.async.wait_group 1;
// TRANSLATE-DAG: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// BADFLAG: --pipeline-loads (pipeline_loads) is 9; the generic pipeliner's rings have 1 to 8 stages (1: one buffer per load, refilled after its last reader; 0: off)

// A loop that stores: its loads could read what an earlier iteration
// wrote if they moved ahead.
// CHECK-LABEL: tile.kernel @stores
// CHECK: scf.for
// CHECK-NEXT: tile.splat
tile.kernel @stores(%x: !tile.ptr<f32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = tile.range 0 to 128 : tensor<128xi32>
  // expected-remark @+1 {{not pipelined in the IR: 'tile.store' has memory effects (a load moved iterations ahead could read what it writes)}}
  scf.for %i = %c0 to %n step %c1 : i32 {
    %is = tile.splat %i : tensor<128xi32>
    %o = arith.addi %r, %is : tensor<128xi32>
    %v = tile.load %x[%o] : tensor<128xi32> -> tensor<128xf32>
    %w = arith.addf %v, %v : tensor<128xf32>
    %o1 = arith.addi %o, %r : tensor<128xi32>
    tile.store %w, %x[%o1] : tensor<128xi32>, tensor<128xf32>
  }
  tile.return
}

// -----

// Offsets carried by the loop: not computable for another iteration.
// CHECK-LABEL: tile.kernel @carried
tile.kernel @carried(%x: !tile.ptr<f32>, %y: !tile.ptr<f32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = tile.range 0 to 128 : tensor<128xi32>
  %z = arith.constant dense<0.0> : tensor<128xf32>
  // expected-remark @+1 {{not pipelined in the IR: no tile.load (or tile.load_box) whose addresses are computed from the induction variable}}
  %s:2 = scf.for %i = %c0 to %n step %c1 iter_args(%o = %r, %acc = %z) -> (tensor<128xi32>, tensor<128xf32>) : i32 {
    %v = tile.load %x[%o] : tensor<128xi32> -> tensor<128xf32>
    %a = arith.addf %acc, %v : tensor<128xf32>
    %o1 = arith.addi %o, %r : tensor<128xi32>
    scf.yield %o1, %a : tensor<128xi32>, tensor<128xf32>
  }
  tile.store %s#1, %y[%r] : tensor<128xi32>, tensor<128xf32>
  tile.return
}

// -----

// A box of 16-byte rows (no swizzle spans them): the remark says why
// nothing is pipelined.
// CHECK-LABEL: tile.kernel @only_narrow_boxes
// CHECK-NOT: tile.buffer_alloc
tile.kernel @only_narrow_boxes(%n: !tile.ptr<f32> {tile.tensor_map}, %y: !tile.ptr<f32>, %k: i32) {
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %zn = arith.constant dense<0.0> : tensor<64x4xf32>
  // expected-remark @+1 {{not pipelined in the IR: its tile.load_box (tensor<64x4xf32>) has rows of 16 bytes: TMA rings take boxes of rows of 32, 64 or a multiple of 128 bytes (a swizzle's span), a box of other rows is read where it lands}}
  %s = scf.for %i = %c0 to %k step %c64 iter_args(%acc = %zn) -> (tensor<64x4xf32>) : i32 {
    %u = tile.load_box %n[%c0, %i] : !tile.ptr<f32> -> tensor<64x4xf32>
    %b = arith.addf %acc, %u : tensor<64x4xf32>
    scf.yield %b : tensor<64x4xf32>
  }
  %r = tile.range 0 to 256 : tensor<256xi32>
  %o = tile.reshape %r : tensor<256xi32> -> tensor<64x4xi32>
  tile.store %s, %y[%o] : tensor<64x4xi32>, tensor<64x4xf32>
  tile.return
}

// -----

// A box of 64-byte rows whose tensor map a tile.load_box after the loop
// also reads (unswizzled, where it lands): one map has one swizzle, so the
// loop's box is not put in a 64-byte-swizzled ring.
// CHECK-LABEL: tile.kernel @narrow_map_shared
// CHECK-NOT: tile.buffer_alloc
tile.kernel @narrow_map_shared(%n: !tile.ptr<f32> {tile.tensor_map}, %y: !tile.ptr<f32>, %k: i32) {
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %zn = arith.constant dense<0.0> : tensor<64x16xf32>
  // expected-remark @+1 {{not pipelined in the IR: its tile.load_box (tensor<64x16xf32>) has rows of 64 bytes, and its tensor map is also used by the 'tile.load_box' at line}}
  %s = scf.for %i = %c0 to %k step %c64 iter_args(%acc = %zn) -> (tensor<64x16xf32>) : i32 {
    %u = tile.load_box %n[%c0, %i] : !tile.ptr<f32> -> tensor<64x16xf32>
    %b = arith.addf %acc, %u : tensor<64x16xf32>
    scf.yield %b : tensor<64x16xf32>
  }
  %last = tile.load_box %n[%c0, %k] : !tile.ptr<f32> -> tensor<64x16xf32>
  %t = arith.addf %s, %last : tensor<64x16xf32>
  %r = tile.range 0 to 1024 : tensor<1024xi32>
  %o = tile.reshape %r : tensor<1024xi32> -> tensor<64x16xi32>
  tile.store %t, %y[%o] : tensor<64x16xi32>, tensor<64x16xf32>
  tile.return
}

// -----

// Narrow boxes go into rings swizzled as wide as their rows (fp8
// attention's K at head 64: 64 bytes; 32 bytes here for bf16), beside a
// 128-byte-swizzled wide one.
// CHECK-LABEL: tile.kernel @narrow_box
// CHECK: tile.buffer_alloc : !tile.buffer<64x64xf32, #tile.shared<swizzle = 128, elem_bytes = 4>, stages = 3>
// CHECK: tile.buffer_alloc : !tile.buffer<64x16xf32, #tile.shared<swizzle = 64, elem_bytes = 4>, stages = 3>
// CHECK: tile.buffer_alloc : !tile.buffer<64x16xbf16, #tile.shared<swizzle = 32, elem_bytes = 2>, stages = 3>
// CHECK: scf.for
// CHECK-NOT: tile.load_box
// CHECK: tile.async_load_box %arg2{{.*}} : <bf16>, !tile.buffer<64x16xbf16, #tile.shared<swizzle = 32, elem_bytes = 2>>
tile.kernel @narrow_box(%w: !tile.ptr<f32> {tile.tensor_map}, %n: !tile.ptr<f32> {tile.tensor_map},
                        %h: !tile.ptr<bf16> {tile.tensor_map}, %y: !tile.ptr<f32>, %k: i32) {
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %z = arith.constant dense<0.0> : tensor<64x64xf32>
  %zn = arith.constant dense<0.0> : tensor<64x16xf32>
  // expected-remark @+1 {{pipelined in the IR: 3 tile.load_box(es) through 3-stage TMA rings (tile.async_load_box 2 iterations ahead, one mbarrier per stage)}}
  %s:2 = scf.for %i = %c0 to %k step %c64 iter_args(%acc = %z, %accn = %zn) -> (tensor<64x64xf32>, tensor<64x16xf32>) : i32 {
    %v = tile.load_box %w[%c0, %i] : !tile.ptr<f32> -> tensor<64x64xf32>
    %u = tile.load_box %n[%c0, %i] : !tile.ptr<f32> -> tensor<64x16xf32>
    %hb = tile.load_box %h[%c0, %i] : !tile.ptr<bf16> -> tensor<64x16xbf16>
    %hf = arith.extf %hb : tensor<64x16xbf16> to tensor<64x16xf32>
    %a = arith.addf %acc, %v : tensor<64x64xf32>
    %b0 = arith.addf %accn, %u : tensor<64x16xf32>
    %b = arith.addf %b0, %hf : tensor<64x16xf32>
    scf.yield %a, %b : tensor<64x64xf32>, tensor<64x16xf32>
  }
  %r = tile.range 0 to 4096 : tensor<4096xi32>
  %o = tile.reshape %r : tensor<4096xi32> -> tensor<64x64xi32>
  tile.store %s#0, %y[%o] : tensor<64x64xi32>, tensor<64x64xf32>
  %r2 = tile.range 0 to 1024 : tensor<1024xi32>
  %o2 = tile.reshape %r2 : tensor<1024xi32> -> tensor<64x16xi32>
  tile.store %s#1, %y[%o2] : tensor<64x16xi32>, tensor<64x16xf32>
  tile.return
}

// -----

// A row sum streamed through a 3-stage ring: no dot needed.
// CHECK-LABEL: tile.kernel @row_sum
// CHECK: tile.buffer_alloc : !tile.buffer<128xf32, #tile.shared<swizzle = 0, elem_bytes = 4>, stages = 3>
// CHECK: scf.for
// CHECK: tile.async_wait pending 1
// CHECK: tile.buffer_load
tile.kernel @row_sum(%x: !tile.ptr<f32>, %y: !tile.ptr<f32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c128 = arith.constant 128 : i32
  %r = tile.range 0 to 128 : tensor<128xi32>
  %ns = tile.splat %n : tensor<128xi32>
  %z = arith.constant dense<0.0> : tensor<128xf32>
  // expected-remark @+1 {{pipelined in the IR: 1 tile.load(s) through 3-stage cp.async rings (tile.async_copy 2 iterations ahead)}}
  %s = scf.for %i = %c0 to %n step %c128 iter_args(%acc = %z) -> (tensor<128xf32>) : i32 {
    %is = tile.splat %i : tensor<128xi32>
    %o = arith.addi %r, %is : tensor<128xi32>
    %m = arith.cmpi slt, %o, %ns : tensor<128xi32>
    %v = tile.load %x[%o] mask %m : tensor<128xi32> -> tensor<128xf32>
    %a = arith.addf %acc, %v : tensor<128xf32>
    scf.yield %a : tensor<128xf32>
  }
  tile.store %s, %y[%r] : tensor<128xi32>, tensor<128xf32>
  tile.return
}

// -----

// Arithmetic in an scf.if stays in the loop body, which is pipelined
// around it (attention's causal mask on the diagonal block alone).
// CHECK-LABEL: tile.kernel @row_sum_if
// CHECK: scf.for
// CHECK: tile.async_wait pending 1
// CHECK: %[[V:.*]] = tile.buffer_load
// CHECK: scf.if
// CHECK: arith.mulf %[[V]]
// CHECK: scf.yield
// CHECK: } else {
// CHECK-NEXT: scf.yield %[[V]]
tile.kernel @row_sum_if(%x: !tile.ptr<f32>, %y: !tile.ptr<f32>, %n: i32, %half: i32) {
  %c0 = arith.constant 0 : i32
  %c128 = arith.constant 128 : i32
  %r = tile.range 0 to 128 : tensor<128xi32>
  %z = arith.constant dense<0.0> : tensor<128xf32>
  %two = arith.constant dense<2.0> : tensor<128xf32>
  // expected-remark @+1 {{pipelined in the IR: 1 tile.load(s) through 3-stage cp.async rings (tile.async_copy 2 iterations ahead)}}
  %s = scf.for %i = %c0 to %n step %c128 iter_args(%acc = %z) -> (tensor<128xf32>) : i32 {
    %is = tile.splat %i : tensor<128xi32>
    %o = arith.addi %r, %is : tensor<128xi32>
    %v = tile.load %x[%o] : tensor<128xi32> -> tensor<128xf32>
    %late = arith.cmpi sge, %i, %half : i32
    %w = scf.if %late -> (tensor<128xf32>) {
      %d = arith.mulf %v, %two : tensor<128xf32>
      scf.yield %d : tensor<128xf32>
    } else {
      scf.yield %v : tensor<128xf32>
    }
    %a = arith.addf %acc, %w : tensor<128xf32>
    scf.yield %a : tensor<128xf32>
  }
  tile.store %s, %y[%r] : tensor<128xi32>, tensor<128xf32>
  tile.return
}

// -----

// A load inside an scf.if would be moved out of its branch: refused.
tile.kernel @row_sum_load_in_if(%x: !tile.ptr<f32>, %y: !tile.ptr<f32>, %n: i32, %half: i32) {
  %c0 = arith.constant 0 : i32
  %c128 = arith.constant 128 : i32
  %r = tile.range 0 to 128 : tensor<128xi32>
  %z = arith.constant dense<0.0> : tensor<128xf32>
  // expected-remark @+1 {{not pipelined in the IR: it holds an 'scf.if' with memory effects, dots or loops (a loop body of straight-line ops, or an scf.if of arithmetic only)}}
  %s = scf.for %i = %c0 to %n step %c128 iter_args(%acc = %z) -> (tensor<128xf32>) : i32 {
    %is = tile.splat %i : tensor<128xi32>
    %o = arith.addi %r, %is : tensor<128xi32>
    %v = tile.load %x[%o] : tensor<128xi32> -> tensor<128xf32>
    %late = arith.cmpi sge, %i, %half : i32
    %w = scf.if %late -> (tensor<128xf32>) {
      %u = tile.load %y[%o] : tensor<128xi32> -> tensor<128xf32>
      scf.yield %u : tensor<128xf32>
    } else {
      scf.yield %v : tensor<128xf32>
    }
    %a = arith.addf %acc, %w : tensor<128xf32>
    scf.yield %a : tensor<128xf32>
  }
  tile.store %s, %y[%r] : tensor<128xi32>, tensor<128xf32>
  tile.return
}

// PERSIST: gemm_bf16_tma_persistent.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: pipelined in the IR: 2 tile.load_box(es) through 3-stage TMA rings (tile.async_load_box 2 iterations ahead, one mbarrier per stage); persistent: the loop over tiles around it shares the rings, stage and phase counting on from tile to tile
// PERSIST: tile.buffer_alloc : !tile.buffer<128x64xbf16
// PERSIST: %[[BARS:.*]] = tile.buffer_alloc : !tile.buffer<1xi64
// PERSIST-NEXT: tile.barrier_init %[[BARS]], count 1
// PERSIST: %{{.*}} = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[BASE:.*]] = %{{.*}}) -> (i32)
// PERSIST: tile.barrier{{$}}
// PERSIST: %[[P0:.*]] = arith.addi %[[BASE]], %{{.*}} : i32
// PERSIST: arith.remui %[[P0]],
// PERSIST: scf.for
// PERSIST: %[[J:.*]] = arith.addi %[[BASE]], %{{.*}} : i32
// PERSIST: arith.remui %[[J]],
// PERSIST: tile.barrier_wait
// PERSIST: %[[NEXT:.*]] = arith.addi %[[BASE]], %{{.*}} : i32
// PERSIST-NEXT: scf.yield %[[NEXT]] : i32
// PERSIST: tile.barrier_inval %[[BARS]]

// The tcgen05 form (tensor-memory targets): examples/gemm_bf16_tma.mlir's
// K loop keeps its accumulator in tensor memory. Four stages of A and B,
// "full" and "empty" mbarriers per stage, a "done" one; the loop carries
// nothing. Iteration j waits for its stage, issues its MMAs into the
// accumulator (overwriting it at j = 0), commits them to the stage's
// "empty" barrier, then refills the stage of iteration j - 1 with
// iteration j + 3 once that barrier's phase completed. After the loop: the
// last commit to "done", the read-back, the free.
// TCG: gemm_bf16_tma.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: pipelined in the IR: 2 tile.load_box(es) through 4-stage TMA rings (tile.async_load_box 4 iterations ahead, one mbarrier per stage), the tcgen05 dot reading them in place into an accumulator in tensor memory (tile.tmem_dot), each stage released by its MMAs' commit (tile.tmem_commit)
// TCG: %[[A:.*]] = tile.buffer_alloc : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 4>
// TCG: %[[B:.*]] = tile.buffer_alloc : !tile.buffer<256x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 4>
// TCG: %[[FULL:.*]] = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 4>
// TCG-NEXT: tile.barrier_init %[[FULL]], count 1
// TCG-NEXT: %[[EMPTY:.*]] = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 4>
// TCG-NEXT: tile.barrier_init %[[EMPTY]], count 1
// TCG-NEXT: %[[DONE:.*]] = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
// TCG-NEXT: tile.barrier_init %[[DONE]], count 1
// TCG-NEXT: %[[SLOT:.*]] = tile.buffer_alloc : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
// TCG-NEXT: %[[T:.*]] = tile.tmem_alloc %[[SLOT]] : {{.*}} -> !tile.tmem<128x256xf32>
// TCG-COUNT-4: tile.async_load_box %arg1
// TCG-NOT: tile.async_load_box
// TCG: scf.for %[[K:.*]] = %[[LB:.*]] to %[[UB:.*]] step %{{.*}} : i32 {
// TCG: %[[S:.*]] = arith.remui
// TCG: %[[FS:.*]] = tile.buffer_stage %[[FULL]][%[[S]]]
// TCG-NEXT: tile.barrier_wait %[[FS]], phase %{{.*}} leader :
// TCG-NEXT: %[[NOTFIRST:.*]] = arith.cmpi ne, %[[K]], %[[LB]] : i32
// TCG-NEXT: %[[SA:.*]] = tile.buffer_stage %[[A]][%[[S]]]
// TCG-NEXT: %[[SB:.*]] = tile.buffer_stage %[[B]][%[[S]]]
// TCG-NEXT: tile.tmem_dot %[[SA]], %[[SB]] transpose_b, %[[T]] accumulate %[[NOTFIRST]]
// TCG-NEXT: %[[ES:.*]] = tile.buffer_stage %[[EMPTY]][%[[S]]]
// TCG-NEXT: tile.tmem_commit %[[ES]]
// TCG: %[[REFILL:.*]] = arith.andi %[[NOTFIRST]], %{{.*}} : i1
// TCG-NEXT: scf.if %[[REFILL]] {
// TCG: %[[PS:.*]] = arith.remui
// TCG: %[[PE:.*]] = tile.buffer_stage %[[EMPTY]][%[[PS]]]
// TCG-NEXT: tile.barrier_wait %[[PE]], phase %{{.*}} leader :
// TCG: tile.barrier_expect
// TCG: tile.async_load_box %arg0
// TCG: tile.async_load_box %arg1
// TCG-NEXT: }
// TCG-NEXT: }
// TCG-NEXT: tile.tmem_commit %[[DONE]]
// TCG-NEXT: %[[ZERO:.*]] = arith.constant 0 : i32
// TCG-NEXT: tile.barrier_wait %[[DONE]], phase %[[ZERO]] :
// TCG-NEXT: %[[RAN:.*]] = arith.cmpi slt, %[[LB]], %[[UB]] : i32
// TCG-NEXT: %[[C:.*]] = tile.tmem_load %[[T]] written %[[RAN]] : !tile.tmem<128x256xf32> -> tensor<128x256xf32>
// TCG-NEXT: tile.tmem_dealloc %[[T]]
// TCG-NEXT: tile.barrier_inval %[[FULL]]
// TCG-NEXT: tile.barrier_inval %[[EMPTY]]
// TCG-NEXT: tile.barrier_inval %[[DONE]]
// TCG: tile.store %[[C]]
//
// B row-major (examples/gemm_bf16_tma_kn.mlir: a K x N box in slabs): the
// MMAs read it MN-major, no transpose_b.
// TCGKN: tile.buffer_alloc : !tile.buffer<64x256xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 4>
// TCGKN: tile.tmem_dot %{{.*}}, %{{.*}}, %{{.*}} accumulate %{{.*}} : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.buffer<64x256xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.tmem<128x256xf32>
//
// Warp-specialized (tile-warp-specialize): the producer waits for each
// stage's "empty" phase (the MMAs' commit), arms it and copies; the
// consumers keep the wait on "full", the MMAs and their commit, and lose
// the refill and the copies before the loop. No barrier_arrive: the commit
// releases the stage.
// TCGPER: gemm_bf16_tma_persistent.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: pipelined in the IR: 2 tile.load_box(es) through 4-stage TMA rings {{.*}} (tile.tmem_commit); persistent: the loop over tiles around it shares the rings and the accumulator, stage and phase counting on from tile to tile
// TCGPER: %[[FULL:.*]] = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 4>
// TCGPER: %[[DONE:.*]] = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
// TCGPER: %[[T:.*]] = tile.tmem_alloc
// TCGPER: scf.for %[[TILE:.*]] = %[[TLB:.*]] to %{{.*}} step %[[TSTEP:.*]] iter_args(%[[BASE:.*]] = %{{.*}}) -> (i32)
// TCGPER-NOT: tile.tmem_alloc
// TCGPER: %[[P0:.*]] = arith.addi %[[BASE]], %{{.*}} : i32
// TCGPER: arith.remui %[[P0]]
// TCGPER: tile.async_load_box
// TCGPER: tile.barrier{{$}}
// TCGPER-NEXT: scf.for %[[K:.*]] = %[[LB:.*]] to %[[UB:.*]] step
// TCGPER: %[[J:.*]] = arith.addi %[[BASE]], %{{.*}} : i32
// TCGPER: %[[S:.*]] = arith.remui %[[J]]
// TCGPER: %[[FS:.*]] = tile.buffer_stage %[[FULL]][%[[S]]]
// TCGPER-NEXT: tile.barrier_wait %[[FS]], phase %{{.*}} leader :
// TCGPER: tile.tmem_dot %{{.*}}, %{{.*}} transpose_b, %[[T]] accumulate %{{.*}} fenced :
// TCGPER: tile.tmem_commit %[[DONE]]
// TCGPER: %[[D:.*]] = arith.subi %[[TILE]], %[[TLB]] : i32
// TCGPER-NEXT: %[[TN:.*]] = arith.divui %[[D]], %[[TSTEP]] : i32
// TCGPER: %[[PH:.*]] = arith.remui %[[TN]]
// TCGPER-NEXT: tile.barrier_wait %[[DONE]], phase %[[PH]] :
// TCGPER: tile.tmem_load %[[T]] written %{{.*}} fenced :
// TCGPER: tile.store
// TCGPER: scf.yield
// TCGPER-NEXT: }
// TCGPER-NEXT: tile.tmem_dealloc %[[T]]
// TCGPER-NEXT: tile.barrier_inval %[[FULL]]

// The accumulator allocated once; each tile's MMAs fenced after the
// tile's barrier, its read-back before it.
// TCGPERPTX: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32
// TCGPERPTX-NOT: tcgen05.alloc
// TCGPERPTX: tcgen05.fence::after_thread_sync;
// TCGPERPTX-NOT: tcgen05.mma
// TCGPERPTX: bar.sync 0;
// TCGPERPTX-NOT: bar.sync
// TCGPERPTX: tcgen05.fence::after_thread_sync;
// TCGPERPTX-NOT: bar.sync
// TCGPERPTX: tcgen05.mma.cta_group::1.kind::f16
// TCGPERPTX: tcgen05.ld.sync.aligned.32x32b.x32
// TCGPERPTX: tcgen05.fence::before_thread_sync;
// TCGPERPTX-NOT: tcgen05.alloc
// TCGPERPTX: tcgen05.dealloc.cta_group::1.sync.aligned.b32

// PAIR: remark: pipelined in the IR: 2 tile.load_box(es) through 4-stage TMA rings {{.*}}; over CTA pairs: each block copies its A box and half of the B box's rows onto the first block's barriers, whose MMAs (M = 256) read both blocks' stages and commit to both
// PAIR-IR: tile.buffer_alloc : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 4>
// PAIR-IR-NEXT: tile.buffer_alloc : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 4>
// PAIR-IR: tile.tmem_alloc
// PAIR-IR: %[[R:.*]] = tile.cluster_block_id y
// PAIR-IR: %[[RANK:.*]] = arith.remui %[[R]]
// PAIR-IR: %[[FIRST:.*]] = arith.cmpi eq, %[[RANK]]
// PAIR-IR-NEXT: tile.cluster_arrive
// PAIR-IR-NEXT: tile.cluster_wait
// PAIR-IR: %[[ARM:.*]] = arith.andi %{{.*}}, %[[FIRST]]
// PAIR-IR: tile.barrier_expect %{{.*}}, 65536 bytes if %[[ARM]]
// PAIR-IR: tile.async_load_box %arg0{{.*}} pair :
// PAIR-IR: %[[HALF:.*]] = arith.muli %[[RANK]], %{{.*}}
// PAIR-IR-NEXT: %[[ROW:.*]] = arith.addi %{{.*}}, %[[HALF]]
// PAIR-IR: tile.async_load_box %arg1[%{{.*}}, %[[ROW]]], {{.*}} pair :
// PAIR-IR: scf.for
// PAIR-IR: scf.if %[[FIRST]] {
// PAIR-IR: tile.barrier_wait {{.*}} leader
// PAIR-IR: tile.tmem_dot {{.*}} pair :
// PAIR-IR: tile.tmem_commit {{.*}} pair :
// PAIR-IR: scf.if
// PAIR-IR: tile.barrier_wait {{.*}} leader
// PAIR-IR: tile.async_load_box {{.*}} pair :
// PAIR-IR: tile.tmem_commit %{{.*}} pair if %[[FIRST]] :
// PAIR-IR-COUNT-5: tile.barrier_wait
// PAIR-IR: tile.tmem_load
// PAIR-IR: tile.cluster_arrive
// PAIR-IR-NEXT: tile.cluster_wait
// PAIRPTX: tcgen05.alloc.cta_group::2
// PAIRPTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2
// PAIRPTX: tcgen05.mma.cta_group::2.kind::f16
// PAIRPTX: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64
// PAIRPTX: tcgen05.dealloc.cta_group::2
// PAIRKN: tile.buffer_alloc : !tile.buffer<64x128xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 4>
// PAIRKN: %[[R:.*]] = tile.cluster_block_id x
// PAIRKN: %[[RANK:.*]] = arith.remui %[[R]]
// PAIRKN: %[[HALF:.*]] = arith.muli %[[RANK]], %c128
// PAIRKN-NEXT: %[[COL:.*]] = arith.addi %{{.*}}, %[[HALF]]
// PAIRKN-NEXT: tile.buffer_stage
// PAIRKN-NEXT: tile.async_load_box %arg1[%[[COL]], %{{.*}}], {{.*}} pair :
// PAIRKN: tile.tmem_dot %{{.*}}, %{{.*}}, %{{.*}} accumulate %{{.*}} pair : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.buffer<64x128xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.tmem<128x256xf32>
// PAIRPER: tile.cluster_arrive
// PAIRPER-NEXT: tile.cluster_wait
// PAIRPER: %{{.*}} = scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (i32)
// PAIRPER: tile.barrier_wait %{{.*}}, phase %{{.*}} leader
// PAIRPER: tile.barrier_expect
// PAIRPER: tile.cluster_arrive
// PAIRPER-NEXT: tile.cluster_wait
// PAIRPER-NEXT: scf.for
// PAIRPER: tile.tmem_dot {{.*}} pair fenced :
// PAIRPER: tile.tmem_commit %{{.*}} pair if
// PAIRPER: tile.tmem_load
// PAIRPER: scf.yield
// PAIRPER-COUNT-3: tile.barrier_wait {{.*}} leader
// PAIRPER: tile.tmem_dealloc
// PAIRPER: tile.cluster_arrive
// PAIRPER-NEXT: tile.cluster_wait
// PAIRKN3: remark: not pipelined in the IR: its tcgen05 dot runs over CTA pairs (cta_group = 2), which tile-pipeline-loads does for a K x N B box of an even number of 128-byte slabs (the pair's blocks copy half of them each); it has lines of 384 bytes

// TCGWS: remark: warp-specialized: 4 producer warp(s) issue the 2 box copies of every iteration; the tcgen05 MMAs' commits release each stage; setmaxnreg
// TCGWS-IR: %[[FULL:.*]] = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 4>
// TCGWS-IR: %[[EMPTY:.*]] = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 4>
// TCGWS-IR-NEXT: tile.barrier_init %[[EMPTY]], count 1
// TCGWS-IR-NOT: tile.async_load_box
// TCGWS-IR: tile.warp_specialize producer_warps = 4
// TCGWS-IR: scf.for
// TCGWS-IR: %[[PE:.*]] = tile.buffer_stage %[[EMPTY]]
// TCGWS-IR-NEXT: tile.barrier_wait %[[PE]], phase
// TCGWS-IR: tile.barrier_expect
// TCGWS-IR: tile.async_load_box %arg0
// TCGWS-IR: tile.async_load_box %arg1
// TCGWS-IR: } consumers {
// TCGWS-IR: tile.tmem_alloc
// TCGWS-IR: scf.for
// TCGWS-IR: tile.barrier_wait
// TCGWS-IR: tile.tmem_dot
// TCGWS-IR: %[[CE:.*]] = tile.buffer_stage %[[EMPTY]]
// TCGWS-IR-NEXT: tile.tmem_commit %[[CE]]
// TCGWS-IR-NEXT: }
// TCGWS-IR-NOT: tile.barrier_arrive
// TCGWS-IR: tile.tmem_load
//
// In the PTX, one thread issues tcgen05.mma (4 per stage: K 64 by 16)
// and commits, the 256 threads reading the accumulator back (8 warps, two
// column halves), no staging through st.shared.
// TCGPTX: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32
// TCGPTX-COUNT-4: tcgen05.mma.cta_group::1.kind::f16
// TCGPTX-NOT: tcgen05.mma
// TCGPTX: tcgen05.commit.cta_group::1.mbarrier::arrive::one
// TCGPTX: tcgen05.commit.cta_group::1.mbarrier::arrive::one
// TCGPTX: tcgen05.ld.sync.aligned.32x32b.x32
// TCGPTX: tcgen05.dealloc.cta_group::1.sync.aligned.b32
// TCGPTX-NOT: st.shared

// TCGCP: gemm_bf16.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: pipelined in the IR: 2 tile.load(s) through 3-stage cp.async rings (tile.async_copy 2 iterations ahead, laid out for the MMAs' descriptors), the tcgen05 dot reading them in place into an accumulator in tensor memory (tile.tmem_dot), each stage refilled once its MMAs' commit (tile.tmem_commit) released it
// TCGCP: %[[A:.*]] = tile.buffer_alloc : !tile.buffer<128x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>, stages = 3>
// TCGCP-NEXT: %[[B:.*]] = tile.buffer_alloc : !tile.buffer<32x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 3>
// TCGCP-NEXT: %[[EMPTY:.*]] = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 3>
// TCGCP-NEXT: tile.barrier_init %[[EMPTY]], count 1
// TCGCP-NEXT: %[[DONE:.*]] = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
// TCGCP-NEXT: tile.barrier_init %[[DONE]], count 1
// TCGCP: %[[T:.*]] = tile.tmem_alloc %{{.*}} -> !tile.tmem<128x64xf32>
// TCGCP-COUNT-2: tile.async_copy %arg0
// TCGCP-NOT: scf.for
// TCGCP: tile.async_commit
// TCGCP: scf.for %[[K:.*]] = %[[LB:.*]] to %[[UB:.*]] step %{{.*}} : i32 {
// TCGCP: %[[S:.*]] = arith.remui
// TCGCP-NEXT: tile.async_wait pending 1, async_proxy
// TCGCP-NEXT: %[[NOTFIRST:.*]] = arith.cmpi ne, %[[K]], %[[LB]] : i32
// TCGCP-NEXT: %[[SA:.*]] = tile.buffer_stage %[[A]][%[[S]]]
// TCGCP-NEXT: %[[SB:.*]] = tile.buffer_stage %[[B]][%[[S]]]
// TCGCP-NEXT: tile.tmem_dot %[[SA]], %[[SB]], %[[T]] accumulate %[[NOTFIRST]] fenced :
// TCGCP-NEXT: %[[ES:.*]] = tile.buffer_stage %[[EMPTY]][%[[S]]]
// TCGCP-NEXT: tile.tmem_commit %[[ES]]
// TCGCP: %[[REFILL:.*]] = arith.cmpi slt, %{{.*}}, %[[UB]] : i32
// TCGCP-NEXT: scf.if %[[REFILL]] {
// TCGCP: %[[PE:.*]] = tile.buffer_stage %[[EMPTY]][%[[PS:.*]]]
// TCGCP-NEXT: tile.barrier_wait %[[PE]], phase %{{.*}} :
// TCGCP: tile.async_copy %arg0[%{{.*}}] mask %{{.*}}, %{{.*}} :
// TCGCP: tile.async_copy %arg1[%{{.*}}] mask %{{.*}}, %{{.*}} :
// TCGCP-NEXT: }
// TCGCP-NEXT: tile.async_commit
// TCGCP-NEXT: }
// TCGCP-NEXT: tile.tmem_commit %[[DONE]]
// TCGCP: tile.barrier_wait %[[DONE]], phase
// TCGCP: %[[C:.*]] = tile.tmem_load %[[T]] written %{{.*}} : !tile.tmem<128x64xf32> -> tensor<128x64xf32>
// TCGCP-NEXT: tile.async_wait pending 0
// TCGCP-NEXT: tile.tmem_dealloc %[[T]]
// TCGCP: tile.store %[[C]]

// TCGCPPTX: cp.async.commit_group;
// TCGCPPTX: cp.async.wait_group 1;
// TCGCPPTX: fence.proxy.async.shared::cta;
// TCGCPPTX: bar.sync
// TCGCPPTX: tcgen05.fence::after_thread_sync;
// TCGCPPTX-COUNT-2: tcgen05.mma.cta_group::1.kind::f16
// TCGCPPTX-NOT: tcgen05.mma
// TCGCPPTX: tcgen05.commit.cta_group::1.mbarrier::arrive::one
// TCGCPPTX: mbarrier.try_wait.parity
// TCGCPPTX: cp.async.cg.shared.global
// TCGCPPTX: tcgen05.commit.cta_group::1.mbarrier::arrive::one
// TCGCPPTX: tcgen05.ld.sync.aligned.32x32b.x32
// TCGCPPTX: tcgen05.dealloc.cta_group::1.sync.aligned.b32

// PLANNED: remark: pipelined in the IR: 2 tile.load(s) through 4-stage cp.async rings
// PLANNED-IR-NOT: tile.pipeline_loads
// PLANNED-IR: tile.buffer_alloc : !tile.buffer<128x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>, stages = 4>
// PLANNED-IR: tile.tmem_dot
// A loop nobody planned is left alone (and the module untouched: no remark).
// UNPLANNED-NOT: remark
// UNPLANNED: tile.dot {{.*}} kind wgmma
// UNPLANNED-NOT: tile.buffer_alloc

// TCGMX: gemm_mxfp8.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: pipelined in the IR: 4 tile.load(s) through 3-stage cp.async rings (tile.async_copy 2 iterations ahead, laid out for the MMAs' descriptors; the scales in tcgen05's scale atoms), the tcgen05 dot reading them in place into an accumulator in tensor memory (tile.tmem_dot_scaled, each stage's scales copied into columns of their own), each stage refilled once its MMAs' commit (tile.tmem_commit) released it
// TCGMX: %[[A:.*]] = tile.buffer_alloc : !tile.buffer<128x32xf8E4M3FN, #tile.shared<swizzle = 32, elem_bytes = 1>, stages = 3>
// TCGMX-NEXT: %[[SA:.*]] = tile.buffer_alloc : !tile.buffer<128x1xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1, scales>, stages = 3>
// TCGMX-NEXT: %[[B:.*]] = tile.buffer_alloc : !tile.buffer<32x64xf8E4M3FN, #tile.shared<swizzle = 64, elem_bytes = 1>, stages = 3>
// TCGMX-NEXT: %[[SB:.*]] = tile.buffer_alloc : !tile.buffer<64x1xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1, scales>, stages = 3>
// TCGMX: %[[T:.*]], %[[SF:.*]] = tile.tmem_alloc %{{.*}} -> !tile.tmem<128x64xf32>, !tile.tmem<128x8xf8E8M0FNU, buffers = 3>
// TCGMX-COUNT-2: tile.async_copy %arg0
// TCGMX-NOT: scf.for
// TCGMX: tile.async_commit
// TCGMX: scf.for %[[K:.*]] = %[[LB:.*]] to %{{.*}} step %{{.*}} : i32 {
// TCGMX: %[[S:.*]] = arith.remui
// TCGMX-NEXT: tile.async_wait pending 1, async_proxy
// TCGMX-NEXT: %[[NOTFIRST:.*]] = arith.cmpi ne, %[[K]], %[[LB]] : i32
// TCGMX-NEXT: %[[STA:.*]] = tile.buffer_stage %[[A]][%[[S]]]
// TCGMX-NEXT: %[[STB:.*]] = tile.buffer_stage %[[B]][%[[S]]]
// TCGMX-NEXT: %[[STSF:.*]] = tile.tmem_buffer %[[SF]][%[[S]]] : !tile.tmem<128x8xf8E8M0FNU, buffers = 3> -> !tile.tmem<128x8xf8E8M0FNU>
// TCGMX-NEXT: %[[STSA:.*]] = tile.buffer_stage %[[SA]][%[[S]]]
// TCGMX-NEXT: %[[STSB:.*]] = tile.buffer_stage %[[SB]][%[[S]]]
// TCGMX-NEXT: tile.tmem_dot_scaled %[[STA]] scale %[[STSA]], %[[STB]] scale %[[STSB]], %[[T]] accumulate %[[NOTFIRST]] scales_in %[[STSF]] fenced :
// TCGMX-NEXT: %[[ES:.*]] = tile.buffer_stage
// TCGMX-NEXT: tile.tmem_commit %[[ES]]
// TCGMX: scf.if
// TCGMX: tile.barrier_wait
// TCGMX-COUNT-4: tile.async_copy
// TCGMX: tile.tmem_load %[[T]] written
// TCGMX: tile.tmem_dealloc %[[T]]
// TCGMXPTX: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r{{[0-9]+}}], 128;
// TCGMXPTX: cp.async.wait_group 1;
// TCGMXPTX: fence.proxy.async.shared::cta;
// TCGMXPTX: tcgen05.cp.cta_group::1.32x128b.warpx4
// TCGMXPTX: tcgen05.cp.cta_group::1.32x128b.warpx4
// TCGMXPTX-NOT: tcgen05.cp
// TCGMXPTX: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32
// TCGMXPTX-NOT: tcgen05.mma
// TCGMXPTX: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
// TCGMXPTX: mbarrier.try_wait.parity
// TCGMXPTX: ld.global.u8
// TCGMXPTX: st.shared.b8
// TCGMXPTX: tcgen05.ld.sync.aligned.32x32b
// TCGMXU8: tile.buffer_alloc : !tile.buffer<128x32xf8E4M3FN, #tile.shared<swizzle = 32, elem_bytes = 1>, stages = 3>
// TCGMXU8-NEXT: tile.buffer_alloc : !tile.buffer<128x1xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1, scales>, stages = 3>
// TCGMXU8: %[[ADDR:.*]] = tile.ptr_to_int %arg0 : !tile.ptr<i8>
// TCGMXU8-NEXT: %[[A:.*]] = tile.int_to_ptr %[[ADDR]] : !tile.ptr<f8E4M3FN>
// TCGMXU8-NOT: arith.bitcast
// TCGMXU8: tile.async_copy %[[A]][
// TCGMXU8-NOT: arith.bitcast
// TCGMXU8: tile.tmem_dot_scaled
// TCGMXU8-NOT: arith.bitcast
// TCGFP4: gemm_nvfp4.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: pipelined in the IR: 4 tile.load(s) through 3-stage cp.async rings
// TCGFP4: %[[A:.*]] = tile.buffer_alloc : !tile.buffer<128x32xi8, #tile.shared<swizzle = 32, elem_bytes = 1>, stages = 3>
// TCGFP4-NEXT: %[[SA:.*]] = tile.buffer_alloc : !tile.buffer<128x4xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, scales>, stages = 3>
// TCGFP4-NEXT: %[[B:.*]] = tile.buffer_alloc : !tile.buffer<64x32xi8, #tile.shared<swizzle = 32, elem_bytes = 1>, stages = 3>
// TCGFP4-NEXT: %[[SB:.*]] = tile.buffer_alloc : !tile.buffer<64x4xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, scales>, stages = 3>
// TCGFP4: %[[T:.*]], %[[SF:.*]] = tile.tmem_alloc %{{.*}} -> !tile.tmem<128x64xf32>, !tile.tmem<128x8xf8E4M3FN, buffers = 3>
// TCGFP4-NOT: tile.unpack_fp4
// TCGFP4: scf.for
// TCGFP4-NOT: tile.unpack_fp4
// TCGFP4: tile.tmem_dot_scaled %{{.*}} scale %{{.*}}, %{{.*}} scale %{{.*}} transpose_b, %[[T]] accumulate %{{.*}} scales_in %{{.*}} fenced : !tile.buffer<128x32xi8, #tile.shared<swizzle = 32, elem_bytes = 1>>, !tile.buffer<128x4xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>, !tile.buffer<64x32xi8, #tile.shared<swizzle = 32, elem_bytes = 1>>, !tile.buffer<64x4xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>, !tile.tmem<128x64xf32>, !tile.tmem<128x8xf8E4M3FN>
// TCGFP4-NOT: tile.unpack_fp4
// TCGFP4: tile.tmem_load %[[T]] written
// TCGCP8: tile.buffer_alloc : !tile.buffer<128x32xf8E4M3FN, #tile.shared<swizzle = 32, elem_bytes = 1>, stages = 4>
// TCGCP8-NEXT: tile.buffer_alloc : !tile.buffer<64x32xf8E4M3FN, #tile.shared<swizzle = 32, elem_bytes = 1>, stages = 4>
// TCGCP8: tile.tmem_dot %{{.*}}, %{{.*}} transpose_b, %{{.*}} accumulate %{{.*}} fenced : !tile.buffer<128x32xf8E4M3FN, #tile.shared<swizzle = 32, elem_bytes = 1>>, !tile.buffer<64x32xf8E4M3FN, #tile.shared<swizzle = 32, elem_bytes = 1>>, !tile.tmem<128x64xf32>
// TCGCP8-NOT: tile.trans

// -----

// A tcgen05 dot whose f32 B (kind tf32) is loaded K x N: tcgen05 reads
// tf32 K-major only in these layouts, so B's ring is N x K, filled through
// the tile.trans of its offsets (its memory runs along N: element by
// element), and the dot reads it with transpose_b.
// CHECK-LABEL: tile.kernel @tcgen05_copies_tf32_kn
// CHECK: tile.buffer_alloc : !tile.buffer<64x32xf32, #tile.shared<swizzle = 128, elem_bytes = 4>, stages = 3>
// CHECK: tile.trans %{{.*}} : tensor<32x64xi32> -> tensor<64x32xi32>
// CHECK: tile.async_copy %arg1[%{{.*}}] mask %{{.*}}, %{{.*}} : tensor<64x32xi32>, !tile.buffer<64x32xf32, #tile.shared<swizzle = 128, elem_bytes = 4>>
// CHECK: tile.tmem_dot %{{.*}}, %{{.*}} transpose_b, %{{.*}} accumulate
tile.kernel @tcgen05_copies_tf32_kn(%a: !tile.ptr<f32>, %b: !tile.ptr<f32>, %y: !tile.ptr<f32>, %k: i32) attributes {num_warps = 4 : i32} {
  %c0 = arith.constant 0 : i32
  %c32 = arith.constant 32 : i32
  %ra = tile.range 0 to 4096 : tensor<4096xi32>
  %oa = tile.reshape %ra : tensor<4096xi32> -> tensor<128x32xi32>
  %rb = tile.range 0 to 2048 : tensor<2048xi32>
  %ob = tile.reshape %rb : tensor<2048xi32> -> tensor<32x64xi32>
  %zero = arith.constant dense<0.0> : tensor<128x64xf32>
  // expected-remark @+1 {{pipelined in the IR: 2 tile.load(s) through 3-stage cp.async rings}}
  %s = scf.for %i = %c0 to %k step %c32 iter_args(%acc = %zero) -> (tensor<128x64xf32>) : i32 {
    %ia = tile.splat %i : tensor<128x32xi32>
    %pa = arith.addi %oa, %ia : tensor<128x32xi32>
    %ta = tile.load %a[%pa] : tensor<128x32xi32> -> tensor<128x32xf32>
    %ib = tile.splat %i : tensor<32x64xi32>
    %pb = arith.addi %ob, %ib : tensor<32x64xi32>
    %tb = tile.load %b[%pb] : tensor<32x64xi32> -> tensor<32x64xf32>
    %d = tile.dot %ta, %tb, %acc kind tcgen05 : tensor<128x32xf32>, tensor<32x64xf32> -> tensor<128x64xf32>
    scf.yield %d : tensor<128x64xf32>
  }
  %r = tile.range 0 to 8192 : tensor<8192xi32>
  %o = tile.reshape %r : tensor<8192xi32> -> tensor<128x64xi32>
  tile.store %s, %y[%o] : tensor<128x64xi32>, tensor<128x64xf32>
  tile.return
}

// -----

// A loop tile-pipeline planned for this pass (tile.pipeline_loads) that it
// cannot pipeline (here: TMA boxes with a C of its own): an error at the
// loop, not a loop left unpipelined.
tile.kernel @planned_refused(%a: !tile.ptr<bf16> {tile.tensor_map}, %b: !tile.ptr<bf16> {tile.tensor_map}, %y: !tile.ptr<f32>, %k: i32) attributes {num_warps = 4 : i32} {
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %one = arith.constant dense<1.0> : tensor<128x128xf32>
  // expected-error @+1 {{tile-pipeline planned 3 stages for this loop in the IR, but tile-pipeline-loads does not pipeline it: its tcgen05 dot is pipelined on TMA rings with the accumulator in tensor memory, which needs a loop that starts from a zero accumulator}}
  %s = scf.for %i = %c0 to %k step %c64 iter_args(%acc = %one) -> (tensor<128x128xf32>) : i32 {
    %ta = tile.load_box %a[%i, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
    %tb = tile.load_box %b[%i, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
    %tbt = tile.trans %tb : tensor<128x64xbf16> -> tensor<64x128xbf16>
    %d = tile.dot %ta, %tbt, %acc kind tcgen05 : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
    scf.yield %d : tensor<128x128xf32>
  } {tile.pipeline_loads = 3 : i64}
  %r = tile.range 0 to 16384 : tensor<16384xi32>
  %o = tile.reshape %r : tensor<16384xi32> -> tensor<128x128xi32>
  tile.store %s, %y[%o] : tensor<128x128xi32>, tensor<128x128xf32>
  tile.return
}

// -----

// A tcgen05 loop that starts from a C of its own (not zero): the
// accumulator would be loaded into tensor memory first; left alone.
tile.kernel @tcgen05_with_c(%a: !tile.ptr<bf16> {tile.tensor_map}, %b: !tile.ptr<bf16> {tile.tensor_map}, %y: !tile.ptr<f32>, %k: i32) attributes {num_warps = 4 : i32} {
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %one = arith.constant dense<1.0> : tensor<128x128xf32>
  // expected-remark @+1 {{not pipelined in the IR: its tcgen05 dot is pipelined on TMA rings with the accumulator in tensor memory, which needs a loop that starts from a zero accumulator}}
  %s = scf.for %i = %c0 to %k step %c64 iter_args(%acc = %one) -> (tensor<128x128xf32>) : i32 {
    %ta = tile.load_box %a[%i, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
    %tb = tile.load_box %b[%i, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
    %tbt = tile.trans %tb : tensor<128x64xbf16> -> tensor<64x128xbf16>
    %d = tile.dot %ta, %tbt, %acc kind tcgen05 : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
    scf.yield %d : tensor<128x128xf32>
  }
  %r = tile.range 0 to 16384 : tensor<16384xi32>
  %o = tile.reshape %r : tensor<16384xi32> -> tensor<128x128xi32>
  tile.store %s, %y[%o] : tensor<128x128xi32>, tensor<128x128xf32>
  tile.return
}

// -----

// A tcgen05 loop whose 128 x 256 accumulator one warpgroup would read back
// (256 columns a thread): left alone.
tile.kernel @tcgen05_one_warpgroup(%a: !tile.ptr<bf16> {tile.tensor_map}, %b: !tile.ptr<bf16> {tile.tensor_map}, %y: !tile.ptr<f32>, %k: i32) attributes {num_warps = 4 : i32} {
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %zero = arith.constant dense<0.0> : tensor<128x256xf32>
  // expected-remark @+1 {{not pipelined in the IR: its tcgen05 dot is pipelined on TMA rings with the accumulator in tensor memory, which needs whole warpgroups that read back 8 to 128 of its 256 columns each (a multiple of 8); the kernel has 4 warps}}
  %s = scf.for %i = %c0 to %k step %c64 iter_args(%acc = %zero) -> (tensor<128x256xf32>) : i32 {
    %ta = tile.load_box %a[%i, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
    %tb = tile.load_box %b[%i, %c0] : !tile.ptr<bf16> -> tensor<256x64xbf16>
    %tbt = tile.trans %tb : tensor<256x64xbf16> -> tensor<64x256xbf16>
    %d = tile.dot %ta, %tbt, %acc kind tcgen05 : tensor<128x64xbf16>, tensor<64x256xbf16> -> tensor<128x256xf32>
    scf.yield %d : tensor<128x256xf32>
  }
  %r = tile.range 0 to 32768 : tensor<32768xi32>
  %o = tile.reshape %r : tensor<32768xi32> -> tensor<128x256xi32>
  tile.store %s, %y[%o] : tensor<128x256xi32>, tensor<128x256xf32>
  tile.return
}

// TCGTILES: scf.for %[[T:.*]] = %{{.*}} to %{{.*}} step %{{.*}} : i32 {
// TCGTILES: tile.barrier_init
// TCGTILES: %[[ACC:.*]] = tile.tmem_alloc
// TCGTILES: scf.for %[[P:.*]] = %{{.*}} to %{{.*}} step %{{.*}} : i32 {
// TCGTILES-COUNT-2: tile.async_copy
// TCGTILES-NEXT: tile.async_commit
// TCGTILES-NEXT: }
// TCGTILES-NEXT: scf.for
// TCGTILES: tile.tmem_dot %{{.*}}, %{{.*}}, %[[ACC]] accumulate %{{.*}} fenced
// TCGTILES: tile.tmem_load %[[ACC]] written %{{.*}} fenced
// TCGTILES: tile.tmem_dealloc %[[ACC]]
// TCGTILES: tile.store
// TCGTILES-NEXT: }
// TCGTILESPTX-NOT: relinquish
// TCGTILESPTX: 0 bytes spill stores

// TCGBNK: tile.buffer_alloc : !tile.buffer<128x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>, stages = 3>
// TCGBNK-NEXT: %[[B:.*]] = tile.buffer_alloc : !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>, stages = 3>
// TCGBNK: %[[OFF:.*]] = tile.trans %{{.*}} : tensor<32x64xi32> -> tensor<64x32xi32>
// TCGBNK-NEXT: %[[MASK:.*]] = tile.trans %{{.*}} : tensor<32x64xi1> -> tensor<64x32xi1>
// TCGBNK-NEXT: %[[ST:.*]] = tile.buffer_stage %[[B]]
// TCGBNK-NEXT: tile.async_copy %arg1[%[[OFF]]] mask %[[MASK]], %[[ST]] : tensor<64x32xi32>, !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>
// TCGBNK: tile.tmem_dot %{{.*}}, %{{.*}} transpose_b, %{{.*}} accumulate %{{.*}} fenced : !tile.buffer<128x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>, !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>, !tile.tmem<128x64xf32>
// TCGBNKREMARK: remark: pipelined: cp.async + tcgen05, 4 stages of 12288 bytes, as IR
// TCGCORE: %[[A:.*]] = tile.buffer_alloc : !tile.buffer<128x32xf8E4M3FN, #tile.shared<swizzle = 32, elem_bytes = 1>, stages = 3>
// TCGCORE-NEXT: %[[B:.*]] = tile.buffer_alloc : !tile.buffer<32x48xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, core>, stages = 3>
// TCGCORE: tile.async_copy %arg1[%{{.*}}] mask %{{.*}}, %{{.*}} : tensor<32x48xi32>, !tile.buffer<32x48xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, core>>
// TCGCORE: tile.tmem_dot %{{.*}}, %{{.*}}, %{{.*}} accumulate %{{.*}} fenced : !tile.buffer<128x32xf8E4M3FN, #tile.shared<swizzle = 32, elem_bytes = 1>>, !tile.buffer<32x48xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, core>>, !tile.tmem<128x48xf32>
// TCGCOREREMARK: remark: pipelined: cp.async + tcgen05, 4 stages of 5632 bytes, as IR

// TCGATT: remark: pipelined in the IR: 2 tile.load_box(es) through 2-stage TMA rings (tile.async_load_box 1 iterations ahead, one mbarrier per stage); its 2 tcgen05 dots each run in their iteration, reading B from its ring where a descriptor can
// TCGATT: %[[K:.*]] = tile.buffer_alloc : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 2>
// TCGATT: %[[V:.*]] = tile.buffer_alloc : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 2>
// TCGATT: scf.for
// TCGATT: tile.async_load_box %{{.*}}, %{{.*}}, %{{.*}} if
// TCGATT: tile.async_load_box %{{.*}}, %{{.*}}, %{{.*}} if
// TCGATT: tile.barrier_wait
// TCGATT: %[[KS:.*]] = tile.buffer_stage %[[K]][
// TCGATT: %[[KL:.*]] = tile.buffer_load %[[KS]]
// TCGATT: %[[KT:.*]] = tile.trans %[[KL]]
// TCGATT: tile.dot %{{.*}}, %[[KT]], %{{.*}} kind tcgen05
// TCGATT: %[[VS:.*]] = tile.buffer_stage %[[V]][
// TCGATT: %[[VL:.*]] = tile.buffer_load %[[VS]]
// TCGATT: tile.dot %{{.*}}, %[[VL]], %{{.*}} kind tcgen05
// TCGATT-NOT: tile.tmem_dot

// Triton's fused-attention tutorial through block pointers (sm_90a here):
// its key loop carries the coordinates, advanced by BLOCK_N, and passes
// the strides and bases through. Inside the loop they become functions of
// the induction variable, so the rings copy K and V two iterations ahead:
// two in the prologue, one in the loop.
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot "--tile-pipeline-loads=stages=3 remarks" %S/Inputs/attention_block_ptr_tcgen05.mlir 2>&1 | FileCheck %s --check-prefix=BLOCKPTR
// BLOCKPTR: remark: pipelined in the IR: 2 tile.load(s) through 3-stage cp.async rings (tile.async_copy 2 iterations ahead)
// BLOCKPTR: tile.kernel @_attn_fwd
// BLOCKPTR-COUNT-4: tile.async_copy
// BLOCKPTR: scf.for
// BLOCKPTR: tile.async_copy %arg1
// BLOCKPTR: tile.async_copy %arg2
// BLOCKPTR-NOT: tile.load %arg1
