// #tile.pipeline, the plan tile-pipeline writes on a K loop: each kind
// with and without its optional parameters round-trips (printed in
// declaration order, absent ones left out), and its verifier rejects what
// tile-pipeline never writes.
// RUN: tile-opt %s -split-input-file -verify-diagnostics | tile-opt -split-input-file | FileCheck %s

// CHECK-LABEL: tile.kernel @kinds
// CHECK: } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}
// CHECK: } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}
// CHECK: } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, multicast_a = 1, multicast_b = 2, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}
// CHECK: } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 6, smem_offset = 1024, multicast_b = 7, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}
// CHECK: } {tile.pipeline = #tile.pipeline<tma_mma_sync, stages = 2, smem_offset = 0>}
// CHECK: } {tile.pipeline = #tile.pipeline<cp_async_mma_sync, stages = 3>}
// CHECK: } {tile.pipeline = #tile.pipeline<cp_async_mma_sync, stages = 4, smem_offset = 128>}
// CHECK: } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 16, smem_offset = 0>}
// CHECK: } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 4, smem_offset = 1024, shared_a = #tile.shared<swizzle = 64, elem_bytes = 2>, shared_b = #tile.shared<swizzle = 128, elem_bytes = 2>>}
// CHECK: } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 4, smem_offset = 0, shared_a = #tile.shared<swizzle = 128, elem_bytes = 1>, shared_b = #tile.shared<swizzle = 128, elem_bytes = 1, transposed>>}
tile.kernel @kinds(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  } {tile.pipeline = #tile.pipeline<tma_wgmma, consumer_regs = 232, producer_regs = 40, stages = 4, entry_regs = 168, smem_offset = 0>}
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, multicast_a = 1, multicast_b = 2, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 6, smem_offset = 1024, multicast_b = 7, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  } {tile.pipeline = #tile.pipeline<tma_mma_sync, stages = 2, smem_offset = 0>}
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  } {tile.pipeline = #tile.pipeline<cp_async_mma_sync, stages = 3>}
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  } {tile.pipeline = #tile.pipeline<cp_async_mma_sync, stages = 4, smem_offset = 128>}
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 16, smem_offset = 0>}
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 4, smem_offset = 1024, shared_a = #tile.shared<swizzle = 64, elem_bytes = 2>, shared_b = #tile.shared<swizzle = 128, elem_bytes = 2>>}
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  } {tile.pipeline = #tile.pipeline<cp_async_wgmma, shared_b = #tile.shared<swizzle = 128, elem_bytes = 1, transposed>, stages = 4, shared_a = #tile.shared<swizzle = 128, elem_bytes = 1>, smem_offset = 0>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<tma_wgmma> has stages = 1; tile-pipeline writes 2 to 16 (a loop of 1 stage has no tile.pipeline)}}
  } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 1, smem_offset = 0, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<cp_async_mma_sync> has stages = 17; tile-pipeline writes 2 to 16}}
  } {tile.pipeline = #tile.pipeline<cp_async_mma_sync, stages = 17>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<tma_mma_sync> has no smem_offset (tile-pipeline places its ring in the kernel's dynamic shared memory)}}
  } {tile.pipeline = #tile.pipeline<tma_mma_sync, stages = 4>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<cp_async_wgmma> has no smem_offset}}
  } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 4>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<tma_mma_sync> has smem_offset = 512; tile-pipeline places a TMA ring at a non-negative multiple of 1024 bytes}}
  } {tile.pipeline = #tile.pipeline<tma_mma_sync, stages = 4, smem_offset = 512>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<tma_mma_sync> has smem_offset = -1024; tile-pipeline places a TMA ring at a non-negative multiple of 1024 bytes}}
  } {tile.pipeline = #tile.pipeline<tma_mma_sync, stages = 4, smem_offset = -1024>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<cp_async_wgmma> has smem_offset = 64; tile-pipeline places a cp.async ring at a non-negative multiple of 128 bytes}}
  } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 4, smem_offset = 64>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<cp_async_wgmma> has multicast_a; only a TMA pipeline of wgmma multicasts its boxes (tma_wgmma; tcgen05 loops multicast through tile-warp-specialize)}}
  } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 4, smem_offset = 0, multicast_a = 1>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<tma_mma_sync> has multicast_b; only a TMA pipeline of wgmma multicasts its boxes}}
  } {tile.pipeline = #tile.pipeline<tma_mma_sync, stages = 4, smem_offset = 0, multicast_b = 1>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<tma_wgmma> has multicast_a = 0; tile-pipeline writes the cluster dimensions the A box is shared along: a mask of x = 1, y = 2, z = 4}}
  } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, multicast_a = 0, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<tma_wgmma> has multicast_b = 8; tile-pipeline writes the cluster dimensions the B box is shared along}}
  } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, multicast_b = 8, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<tma_mma_sync> has entry_regs; only a tma_wgmma pipeline (warp-specialized) has setmaxnreg budgets}}
  } {tile.pipeline = #tile.pipeline<tma_mma_sync, stages = 4, smem_offset = 0, entry_regs = 168>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<cp_async_wgmma> has consumer_regs; only a tma_wgmma pipeline (warp-specialized) has setmaxnreg budgets}}
  } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 4, smem_offset = 0, consumer_regs = 232>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<tma_wgmma> has no producer_regs (tile-pipeline writes entry_regs, producer_regs and consumer_regs, the setmaxnreg budgets of its warp specialization)}}
  } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, entry_regs = 168, consumer_regs = 232>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<tma_wgmma> has producer_regs = 16; setmaxnreg budgets are multiples of 8 in [24, 256]}}
  } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, entry_regs = 168, producer_regs = 16, consumer_regs = 232>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<tma_wgmma> has entry_regs = 170; setmaxnreg budgets are multiples of 8 in [24, 256]}}
  } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, entry_regs = 170, producer_regs = 40, consumer_regs = 232>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<tma_wgmma> has consumer_regs = 264; setmaxnreg budgets are multiples of 8 in [24, 256]}}
  } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, entry_regs = 168, producer_regs = 40, consumer_regs = 264>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{struct is missing required parameter: stages}}
  } {tile.pipeline = #tile.pipeline<cp_async_mma_sync, smem_offset = 0>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{duplicate or unknown struct parameter name: num_stages}}
  } {tile.pipeline = #tile.pipeline<cp_async_mma_sync, stages = 4, num_stages = 4>}
  tile.return
}

// -----

// The dictionary tile-pipeline wrote before the attribute was typed.
tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  // expected-error @+1 {{'tile.pipeline' is a #tile.pipeline on an scf.for (written by tile-pipeline)}}
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  } {tile.pipeline = {stages = 4 : i32, smem_offset = 0 : i32}}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  // expected-error @+1 {{'tile.pipeline' is a #tile.pipeline on an scf.for (written by tile-pipeline)}}
  %c0 = arith.constant {tile.pipeline = #tile.pipeline<cp_async_mma_sync, stages = 4>} 0 : i32
  tile.return
}

// -----

// expected-error @+1 {{'tile.pipeline' is a #tile.pipeline on an scf.for (written by tile-pipeline)}}
tile.kernel @k(%n: i32) attributes {tile.pipeline = #tile.pipeline<tma_mma_sync, stages = 4, smem_offset = 0>} {
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<cp_async_mma_sync> has shared_a; only a cp_async_wgmma pipeline records the layouts of its stages}}
  } {tile.pipeline = #tile.pipeline<cp_async_mma_sync, stages = 4, smem_offset = 0, shared_a = #tile.shared<swizzle = 128, elem_bytes = 2>, shared_b = #tile.shared<swizzle = 128, elem_bytes = 2, transposed>>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<cp_async_wgmma> has shared_a without shared_b; a swizzled ring swizzles both operands (neither: wgmma's no-swizzle core matrices)}}
  } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 4, smem_offset = 0, shared_a = #tile.shared<swizzle = 128, elem_bytes = 2>>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<cp_async_wgmma> has shared_a = #tile.shared<swizzle = 0, elem_bytes = 2>; its stages are swizzled (leave both out for wgmma's no-swizzle core matrices)}}
  } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 4, smem_offset = 0, shared_a = #tile.shared<swizzle = 0, elem_bytes = 2>, shared_b = #tile.shared<swizzle = 128, elem_bytes = 2>>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<cp_async_wgmma> has shared_a = #tile.shared<swizzle = 128, elem_bytes = 2, transposed>; A's stages are M x K with K contiguous (not transposed)}}
  } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 4, smem_offset = 0, shared_a = #tile.shared<swizzle = 128, elem_bytes = 2, transposed>, shared_b = #tile.shared<swizzle = 128, elem_bytes = 2>>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+1 {{#tile.pipeline<cp_async_wgmma> has smem_offset = 128 and swizzled stages; a swizzled ring starts on a multiple of 1024 bytes (the swizzle repeats every 1024)}}
  } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 4, smem_offset = 128, shared_a = #tile.shared<swizzle = 128, elem_bytes = 2>, shared_b = #tile.shared<swizzle = 128, elem_bytes = 2>>}
  tile.return
}

// -----

// A tcgen05 dot's loop has no kind: tile-pipeline-loads writes it as IR
// (the cp_async_tcgen05 template is gone since session 50, the TMA one,
// tma_tcgen05, and its cta_group since session 51).
tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+2 {{expected ::tile::PipelineKind to be one of: tma_wgmma, tma_mma_sync, cp_async_mma_sync, cp_async_wgmma}}
  // expected-error @+1 {{failed to parse Tile_PipelineAttr parameter 'kind'}}
  } {tile.pipeline = #tile.pipeline<cp_async_tcgen05, stages = 2, smem_offset = 2048>}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  // expected-error @+2 {{expected ::tile::PipelineKind to be one of: tma_wgmma, tma_mma_sync, cp_async_mma_sync, cp_async_wgmma}}
  // expected-error @+1 {{failed to parse Tile_PipelineAttr parameter 'kind'}}
  } {tile.pipeline = #tile.pipeline<tma_tcgen05, stages = 4, smem_offset = 0>}
  tile.return
}
