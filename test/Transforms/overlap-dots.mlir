// tile-overlap-dots at its own level: the consumers' loop of a
// warp-specialized TMA attention (128 rows on two consumer warpgroups,
// taking turns) issues iteration i's S = Q K^T with iteration i - 1's
// O += P V, both async, waits for S with the second in flight, runs the
// softmax, then waits for O and releases the stage i - 1 read. Iteration
// 0's first part runs before the loop and the last iteration's second dot
// after it, inside an scf.if on the loop running at all.
//
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline --tile-pipeline-loads "--tile-warp-specialize=producer-warps=4 ping-pong" --tile-overlap-dots=remarks %S/Inputs/attention_tma_m128.mlir 2>&1 | FileCheck %s --check-prefix=FA3
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline --tile-pipeline-loads --tile-warp-specialize=producer-warps=4 --tile-overlap-dots --tile-assign-layouts %S/Inputs/attention_tma_m128.mlir | FileCheck %s --check-prefix=LAYOUT
// RUN: tile-translate --gpu-name=sm_90a --pipeline-loads=3 --warp-specialize=4 --ping-pong --overlap-dots --check-layouts %S/Inputs/attention_tma_m128.mlir -o %t.ov.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ov.ptx
// RUN: FileCheck %s --check-prefix=WAIT < %t.ov.ptx
// RUN: %if ptxas %{ tile-translate --gpu-name=sm_90a --pipeline-loads=3 --warp-specialize=4 --ping-pong --overlap-dots %S/Inputs/attention_tma_m128.mlir -o %t.ptx && %ptxas -arch=sm_90a %t.ptx -o /dev/null %}
// RUN: not tile-translate --gpu-name=sm_90a --pipeline-loads=3 --overlap-dots %S/Inputs/attention_tma_m128.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline-loads --tile-warp-specialize --tile-overlap-dots=remarks %examples/gemm_bf16_tma.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=GEMM
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline-loads --tile-warp-specialize=producer-warps=4 --tile-overlap-dots %examples/gemm_bf16_tma.mlir | FileCheck %s --check-prefix=GEMM-IR
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline-loads --tile-warp-specialize=producer-warps=4 --tile-overlap-dots %examples/gemm_bf16_tma.mlir | tile-translate --gpu-name=sm_90a --check-layouts -o %t.gemm.ptx
// RUN: FileCheck %s --check-prefix=GEMM-PTX < %t.gemm.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.gemm.ptx -o /dev/null %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline-loads=stages=4 --tile-warp-specialize=producer-warps=4 --tile-overlap-dots %examples/gemm_i8_tma.mlir | FileCheck %s --check-prefix=I8-IR
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline-loads=stages=4 --tile-warp-specialize=producer-warps=4 --tile-overlap-dots %examples/gemm_i8_tma.mlir | tile-translate --gpu-name=sm_90a --check-layouts -o %t.i8.ptx
// RUN: FileCheck %s --check-prefix=I8-PTX < %t.i8.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.i8.ptx -o /dev/null %}
// RUN: tile-opt %s -split-input-file -verify-diagnostics --tile-overlap-dots=remarks
//
// In a persistent kernel's loop over tiles the dot stays in flight too;
// a tile's first iteration releases the stage the tile before ended on
// (past the first iteration of all: the global iteration is not 0).
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline-loads --tile-warp-specialize=producer-warps=4 --tile-overlap-dots=remarks %examples/gemm_bf16_tma_persistent.mlir 2>&1 | FileCheck %s --check-prefix=TILES
// RUN: %if ptxas %{ tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline-loads --tile-warp-specialize=producer-warps=4 --tile-overlap-dots %examples/gemm_bf16_tma_persistent.mlir | tile-translate --gpu-name=sm_90a --check-layouts -o %t.tiles.ptx && %ptxas -arch=sm_90a %t.tiles.ptx -o /dev/null %}
//
// FlashAttention-3's structure in a persistent kernel (the 128-row TMA
// attention looping over its (query block, head) tiles): the turns and the
// overlapped dots inside the consumers' loop over tiles, the producer's own
// loop over them.
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline-loads "--tile-warp-specialize=producer-warps=4 ping-pong" --tile-overlap-dots=remarks %S/Inputs/attention_tma_m128_persistent.mlir 2>&1 | FileCheck %s --check-prefix=FA3TILES
// RUN: %if ptxas %{ tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline-loads "--tile-warp-specialize=producer-warps=4 ping-pong" --tile-overlap-dots %S/Inputs/attention_tma_m128_persistent.mlir | tile-translate --gpu-name=sm_90a --check-layouts -o %t.fa3tiles.ptx && %ptxas -arch=sm_90a %t.fa3tiles.ptx -o /dev/null %}

// FA3: remark: dots overlapped: each iteration issues its first dot with the previous iteration's second, and runs its work between them while the second is in flight; 3 value(s) carried from one iteration's first part to its second
// FA3: tile.warp_specialize
// FA3: } consumers {
// FA3: %[[RUNS:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : i32
// FA3: scf.if %[[RUNS]]
// Iteration 0's S, waited for at once (outside the turns).
// FA3: tile.barrier_wait
// FA3-NOT: tile.turn_begin
// FA3: tile.dot {{.*}} kind wgmma :
// FA3: math.exp2
// FA3: scf.for {{.*}} -> (tensor<128xf32>, tensor<128x64xf32>, tensor<128xf32>, i32, tensor<128xf32>, tensor<128x64xbf16>)
// FA3: tile.barrier_wait
// FA3: tile.buffer_load
// FA3: tile.turn_begin
// FA3-NEXT: arith.constant
// FA3-NEXT: %[[S:.*]] = tile.dot {{.*}} kind wgmma async
// FA3-NEXT: %[[O:.*]] = tile.dot {{.*}} kind wgmma async
// FA3-NEXT: tile.turn_end
// FA3-NEXT: %{{.*}} = tile.dot_wait %[[S]] pending 1
// FA3: math.exp2
// FA3: tile.reduce add
// FA3: %[[OW:.*]] = tile.dot_wait %[[O]] pending 0
// FA3-NEXT: tile.buffer_stage
// FA3-NEXT: tile.barrier_arrive
// FA3-NEXT: scf.yield {{.*}}%[[OW]]
// The last iteration's O += P V, and its release.
// FA3: tile.dot {{.*}} kind wgmma :
// FA3-NEXT: tile.buffer_stage
// FA3-NEXT: tile.barrier_arrive
// FA3: scf.yield
// FA3: } else {

// The async dots' results and their waits stay in the wgmma registers, and
// so do P (bf16) and the row rescale carried to the next iteration.
// LAYOUT: scf.for {{.*}} -> (tensor<128xf32, #tile.slice<dim = 1, parent = #tile.wgmma<n = 64, warpgroups = 2, of = 2>>>, tensor<128x64xf32, #tile.wgmma<n = 64, warpgroups = 2, of = 2>>, tensor<128xf32, #tile.slice<dim = 1, parent = #tile.wgmma<n = 64, warpgroups = 2, of = 2>>>, i32, tensor<128xf32, #tile.slice<dim = 1, parent = #tile.wgmma<n = 64, warpgroups = 2, of = 2>>>, tensor<128x64xbf16, #tile.wgmma<n = 64, warpgroups = 2, of = 2>>)
// LAYOUT-NOT: tile.convert_layout {{.*}}xf32
// LAYOUT: tile.dot_wait {{.*}} pending 1 : tensor<128x64xf32, #tile.wgmma<n = 64, warpgroups = 2, of = 2>>
// LAYOUT-NOT: tile.convert_layout {{.*}}xf32
// LAYOUT: tile.dot_wait {{.*}} pending 0 : tensor<128x64xf32, #tile.wgmma<n = 64, warpgroups = 2, of = 2>>

// Two wgmma groups committed with no wait between them (S of this block
// and P V of the one before), and a wait that leaves one in flight. (The
// first group, the S before the loop, is waited for at once.)
// PTX: wgmma.commit_group.sync.aligned;
// PTX-NEXT: // end inline asm
// PTX-NEXT: // begin inline asm
// PTX-NEXT: wgmma.wait_group.sync.aligned 0;
// PTX: wgmma.commit_group.sync.aligned;
// PTX-NOT: wgmma.wait_group
// PTX: wgmma.mma_async
// PTX-NOT: wgmma.wait_group
// PTX: wgmma.commit_group.sync.aligned;
// WAIT: wgmma.wait_group.sync.aligned 1;

// A warp-specialized GEMM's loop has one dot: it stays in flight across
// iterations (the previous one waited for with pending 1, and the stage it
// read released then; none in iteration 0), the last one waited for after
// the loop, as tile-pipeline's TMA template keeps it.
// GEMM: gemm_bf16_tma.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: dot kept in flight across iterations: each iteration waits for the previous one's (pending 1) and releases the stage it read
// GEMM-IR: tile.warp_specialize
// GEMM-IR: scf.for %{{.*}} iter_args(%[[ACC:[^ ]*]] = %{{.*}})
// GEMM-IR: tile.barrier_wait
// GEMM-IR: tile.dot %{{.*}}, %{{.*}}, %[[ACC]] kind wgmma async
// GEMM-IR-NEXT: tile.dot_wait %[[ACC]] pending 1
// GEMM-IR: %[[STARTED:.*]] = arith.cmpi sgt
// GEMM-IR: scf.if %[[STARTED]] {
// GEMM-IR: tile.barrier_arrive
// GEMM-IR: scf.yield
// GEMM-IR-NEXT: }
// GEMM-IR-NEXT: tile.dot_wait %{{.*}} pending 0
// GEMM-PTX: wgmma.commit_group.sync.aligned;
// GEMM-PTX-NEXT: // end inline asm
// GEMM-PTX: wgmma.wait_group.sync.aligned 1;
// GEMM-PTX: mbarrier.arrive
// GEMM-PTX: wgmma.wait_group.sync.aligned 0;

// An int8 GEMM's s32 accumulator stays in flight as f32 ones do (one
// element per register); its s8 operands are read where the rings hold
// them, so 4 stages fit.
// I8-IR: tile.dot %{{.*}} kind wgmma async : tensor<128x128xi8>, tensor<128x256xi8> -> tensor<128x256xi32>
// I8-IR-NEXT: tile.dot_wait %{{.*}} pending 1 : tensor<128x256xi32>
// I8-IR: tile.dot_wait %{{.*}} pending 0 : tensor<128x256xi32>
// I8-PTX-NOT: st.shared
// I8-PTX: wgmma.mma_async.sync.aligned.m64n256k32.s32.s8.s8
// I8-PTX: wgmma.wait_group.sync.aligned 1;
// I8-PTX: mbarrier.arrive
// I8-PTX: wgmma.wait_group.sync.aligned 0;

// FLAG: --overlap-dots (overlap_dots) rotates the consumers' loop of a warp-specialized kernel; give --warp-specialize (warp_specialize) too

// -----

// An async dot of another family.
tile.kernel @async_mma_sync(%p: !tile.ptr<f32>) {
  %a = arith.constant dense<1.0> : tensor<64x16xf16>
  %b = arith.constant dense<1.0> : tensor<16x64xf16>
  %c = arith.constant dense<0.0> : tensor<64x64xf32>
  // expected-error @+1 {{'tile.dot' op is async, which only a wgmma dot can be (kind mma_sync)}}
  %d = tile.dot %a, %b, %c kind mma_sync async : tensor<64x16xf16>, tensor<16x64xf16> -> tensor<64x64xf32>
  %e = tile.dot_wait %d pending 0 : tensor<64x64xf32>
  tile.return
}

// -----

// An async dot with f16 accumulators (two per register, which the wait
// would have to unpack); f32 and i32 ones are one element per register.
tile.kernel @async_f16_accumulator(%p: !tile.ptr<f32>) {
  %a = arith.constant dense<1.0> : tensor<64x16xf16>
  %b = arith.constant dense<1.0> : tensor<16x64xf16>
  %c = arith.constant dense<0.0> : tensor<64x64xf16>
  // expected-error @+1 {{'tile.dot' op is async with a 'f16' accumulator; an async dot accumulates in f32 or i32}}
  %d = tile.dot %a, %b, %c kind wgmma async : tensor<64x16xf16>, tensor<16x64xf16> -> tensor<64x64xf16>
  %e = tile.dot_wait %d pending 0 : tensor<64x64xf16>
  tile.return
}

// -----

tile.kernel @async_used_twice(%p: !tile.ptr<f32>) {
  %a = arith.constant dense<1.0> : tensor<64x16xf16>
  %b = arith.constant dense<1.0> : tensor<16x64xf16>
  %c = arith.constant dense<0.0> : tensor<64x64xf32>
  // expected-error @+1 {{'tile.dot' op is async: its result must have exactly one use, a tile.dot_wait}}
  %d = tile.dot %a, %b, %c kind wgmma async : tensor<64x16xf16>, tensor<16x64xf16> -> tensor<64x64xf32>
  %e = tile.dot_wait %d pending 0 : tensor<64x64xf32>
  %f = arith.addf %d, %e : tensor<64x64xf32>
  tile.return
}

// -----

// A wait that would leave its own dot in flight.
tile.kernel @wait_too_early(%p: !tile.ptr<f32>) {
  %a = arith.constant dense<1.0> : tensor<64x16xf16>
  %b = arith.constant dense<1.0> : tensor<16x64xf16>
  %c = arith.constant dense<0.0> : tensor<64x64xf32>
  %d = tile.dot %a, %b, %c kind wgmma async : tensor<64x16xf16>, tensor<16x64xf16> -> tensor<64x64xf32>
  // expected-error @+1 {{'tile.dot_wait' op leaves 1 dots pending, but 0 async tile.dot(s) come between the one it waits for and it: that one could still be in flight}}
  %e = tile.dot_wait %d pending 1 : tensor<64x64xf32>
  tile.return
}

// -----

tile.kernel @wait_for_sync_dot(%p: !tile.ptr<f32>) {
  %a = arith.constant dense<1.0> : tensor<64x16xf16>
  %b = arith.constant dense<1.0> : tensor<16x64xf16>
  %c = arith.constant dense<0.0> : tensor<64x64xf32>
  %d = tile.dot %a, %b, %c kind wgmma : tensor<64x16xf16>, tensor<16x64xf16> -> tensor<64x64xf32>
  // expected-error @+1 {{'tile.dot_wait' op waits for a value that is not the result of an async tile.dot}}
  %e = tile.dot_wait %d pending 0 : tensor<64x64xf32>
  tile.return
}

// -----

// A dot its loop carries in flight whose carried value is read.
tile.kernel @carried_in_flight_read(%p: !tile.ptr<f32>, %n: i32) {
  %a = arith.constant dense<1.0> : tensor<64x16xf16>
  %b = arith.constant dense<1.0> : tensor<16x64xf16>
  %c = arith.constant dense<0.0> : tensor<64x64xf32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c) -> (tensor<64x64xf32>) : i32 {
    %x = arith.addf %acc, %acc : tensor<64x64xf32>
    // expected-error @+1 {{'tile.dot' op is async and carried by its loop in flight, but the carried value is used by arith.addf: only async dots (as their accumulator) and tile.dot_wait may use it}}
    %d = tile.dot %a, %b, %acc kind wgmma async : tensor<64x16xf16>, tensor<16x64xf16> -> tensor<64x64xf32>
    scf.yield %d : tensor<64x64xf32>
  }
  %w = tile.dot_wait %r pending 0 : tensor<64x64xf32>
  tile.return
}

// -----

// A loop's result still in flight, stored.
tile.kernel @carried_out_unwaited(%p: !tile.ptr<f32>, %n: i32) {
  %a = arith.constant dense<1.0> : tensor<64x16xf16>
  %b = arith.constant dense<1.0> : tensor<16x64xf16>
  %c = arith.constant dense<0.0> : tensor<64x64xf32>
  %o = arith.constant dense<0> : tensor<64x64xi32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c) -> (tensor<64x64xf32>) : i32 {
    // expected-error @+1 {{'tile.dot' op is async and carried out of its loop in flight, but the loop's result is used by tile.store: wait for it with tile.dot_wait first}}
    %d = tile.dot %a, %b, %acc kind wgmma async : tensor<64x16xf16>, tensor<16x64xf16> -> tensor<64x64xf32>
    scf.yield %d : tensor<64x64xf32>
  }
  tile.store %r, %p[%o] : tensor<64x64xi32>, tensor<64x64xf32>
  tile.return
}

// -----

// The previous iteration's dot waited for with two pending: one async dot
// comes after it in the body.
tile.kernel @carried_wait_too_early(%p: !tile.ptr<f32>, %n: i32) {
  %a = arith.constant dense<1.0> : tensor<64x16xf16>
  %b = arith.constant dense<1.0> : tensor<16x64xf16>
  %c = arith.constant dense<0.0> : tensor<64x64xf32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c) -> (tensor<64x64xf32>) : i32 {
    %d = tile.dot %a, %b, %acc kind wgmma async : tensor<64x16xf16>, tensor<16x64xf16> -> tensor<64x64xf32>
    // expected-error @+1 {{'tile.dot_wait' op leaves 2 dots pending, but 1 async tile.dot(s) come between the one it waits for and it}}
    %prev = tile.dot_wait %acc pending 2 : tensor<64x64xf32>
    scf.yield %d : tensor<64x64xf32>
  }
  %w = tile.dot_wait %r pending 0 : tensor<64x64xf32>
  tile.return
}

// TILES: remark: dot kept in flight across iterations
// TILES: } consumers {
// TILES: scf.for
// TILES: scf.for
// TILES: %[[J:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
// TILES: arith.remui %[[J]],
// TILES: tile.dot {{.*}} kind wgmma async
// TILES: tile.dot_wait %{{.*}} pending 1
// TILES: %[[GOING:.*]] = arith.cmpi ne, %[[J]], %{{.*}} : i32
// TILES: scf.if %[[GOING]]
// TILES: tile.barrier_arrive
// TILES: tile.dot_wait %{{.*}} pending 0
// TILES: tile.store

// FA3TILES: remark: dots overlapped: each iteration issues its first dot with the previous iteration's second
// FA3TILES: tile.warp_specialize producer_warps = 4 registers(40, 232) {
// FA3TILES-NEXT: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (i32)
// FA3TILES: } consumers {
// FA3TILES: scf.for {{.*}} -> (i32)
// FA3TILES: tile.turn_begin
// FA3TILES: tile.dot {{.*}} kind wgmma async
// FA3TILES: tile.dot {{.*}} kind wgmma async
// FA3TILES: tile.turn_end
// FA3TILES: tile.dot_wait {{.*}} pending 1
// FA3TILES: tile.store
