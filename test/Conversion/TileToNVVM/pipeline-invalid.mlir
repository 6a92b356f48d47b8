// RUN: tile-opt --tile-pipeline --convert-tile-to-llvm %s -split-input-file -verify-diagnostics
// RUN: not tile-opt --tile-pipeline=stages=1 %s -split-input-file 2>&1 | FileCheck %s --check-prefix=STAGES

// STAGES: error: tile-pipeline needs at least 2 stages, got 1

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k(%d: !tile.ptr<bf16> {tile.tensor_map}, %x: i32) {
    // expected-error @+1 {{unsupported operation for target sm_80: tile.load_box (cp.async.bulk.tensor) needs sm_90 or newer (any suffix)}}
    %a = tile.load_box %d[%x, %x] : !tile.ptr<bf16> -> tensor<64x64xbf16>
    tile.return
  }
}

// -----

// A wrong attribute written by hand is an error at the loop, not a crash.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{has a malformed tile.pipeline attribute (tile-pipeline writes it: stages >= 2, a 1024-aligned smem_offset, register counts multiples of 8 in [24, 256])}}
    scf.for %i = %c0 to %n step %c1 : i32 {
      scf.yield
    } {tile.pipeline = {stages = 1 : i32}}
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{is marked tile.pipeline but cannot be pipelined: the loop carries 0 values, not one accumulator}}
    scf.for %i = %c0 to %n step %c1 : i32 {
      scf.yield
    } {tile.pipeline = {stages = 4 : i32, smem_offset = 0 : i32, entry_regs = 168 : i32, producer_regs = 40 : i32, consumer_regs = 232 : i32}}
    tile.return
  }
}

