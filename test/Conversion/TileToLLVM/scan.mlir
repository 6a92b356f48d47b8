// tile.scan along the last axis, rows of 32..1024 runs (a thread's R
// consecutive elements): by the warps that hold them (each thread scans its
// runs, shfl.sync.up over the run totals of each 32-lane chunk, one more
// shuffle hands each lane the total before it; the chunk totals scanned in
// shared memory by shuffles again, then added: at most 3 barriers, none
// where a row fits one warp). Otherwise (other axes): Hillis-Steele in
// shared memory, log2(extent) rounds with a barrier between them (the last
// round's values stay in registers).
// RUN: tile-opt %s | tile-opt | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: tile-translate --gpu-name=sm_80 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// Element by element (runs of 1, convert-tile-to-llvm{max-run=1}): 32
// elements of a row per chunk.
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-assign-layouts=max-run=1 --convert-tile-to-llvm=max-run=1 --tile-to-nvvm %s | tile-translate --gpu-name=sm_80 -o %t1.ptx
// RUN: FileCheck %s --check-prefix=RUN1 --input-file=%t1.ptx

// ROUNDTRIP: tile.scan add %{{.*}} axis 1 : tensor<16x64xf32>
// ROUNDTRIP: tile.scan max %{{.*}} axis 0 reverse : tensor<256xi32>

// 16 x 64 over 128 threads in runs of 4: a row is the runs of 16 lanes, two
// groups of 4 slots per thread, 4 rounds and the hand-over each, no
// shared memory.
// PTX-LABEL: .entry rows(
// PTX-COUNT-10: shfl.sync.up.b32
// PTX-NOT: shfl.sync.up
// PTX-NOT: bar.sync
// PTX: ret;
// 32 columns (128 elements: runs of 1): each row is one warp's chunk, no
// shared memory at all.
// PTX-LABEL: .entry rows32(
// PTX-COUNT-5: shfl.sync.up.b32
// PTX-NOT: bar.sync
// PTX: ret;
// A reverse scan of 256 over 128 threads (runs of 2): shfl.sync.down (5
// rounds, the hand-over, then 2 rounds over the 4 chunk totals), 3
// barriers.
// PTX-LABEL: .entry running_max(
// PTX-COUNT-6: shfl.sync.down.b32
// PTX-COUNT-2: bar.sync 0;
// PTX-COUNT-2: shfl.sync.down.b32
// PTX-NOT: shfl.sync.down
// PTX: bar.sync 0;
// PTX-NOT: bar.sync
// PTX: ret;
// Along the first axis: Hillis-Steele, the staging barrier, one before it
// and one after each of the first three of four rounds.
// PTX-LABEL: .entry columns(
// PTX-COUNT-5: bar.sync 0;
// PTX-NOT: bar.sync
// PTX: ret;

// Runs of 1: 8 slots of 5 rounds, one more for the two chunks of each row;
// barriers before and after the chunk totals are stored and after they are
// scanned.
// RUN1-LABEL: .entry rows(
// RUN1-COUNT-3: bar.sync 0;
// RUN1-NOT: bar.sync
// RUN1: ret;
// RUN1-LABEL: .entry running_max(
// RUN1-COUNT-3: bar.sync 0;
// RUN1-NOT: bar.sync
// RUN1: ret;

module {
  tile.kernel @rows(%p: !tile.ptr<f32>) {
    %r = tile.range 0 to 64 : tensor<64xi32>
    %rr = tile.range 0 to 16 : tensor<16xi32>
    %c = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %rw = tile.expand_dims %rr axis 1 : tensor<16xi32> -> tensor<16x1xi32>
    %c64 = arith.constant dense<64> : tensor<16x1xi32>
    %ro = arith.muli %rw, %c64 : tensor<16x1xi32>
    %rb = tile.broadcast %ro : tensor<16x1xi32> -> tensor<16x64xi32>
    %cb = tile.broadcast %c : tensor<1x64xi32> -> tensor<16x64xi32>
    %idx = arith.addi %rb, %cb : tensor<16x64xi32>
    %v = tile.load %p[%idx] : tensor<16x64xi32> -> tensor<16x64xf32>
    %s = tile.scan add %v axis 1 : tensor<16x64xf32>
    tile.store %s, %p[%idx] : tensor<16x64xi32>, tensor<16x64xf32>
    tile.return
  }
  tile.kernel @rows32(%p: !tile.ptr<i32>) {
    %r = tile.range 0 to 32 : tensor<32xi32>
    %rr = tile.range 0 to 4 : tensor<4xi32>
    %c = tile.expand_dims %r axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %rw = tile.expand_dims %rr axis 1 : tensor<4xi32> -> tensor<4x1xi32>
    %c32 = arith.constant dense<32> : tensor<4x1xi32>
    %ro = arith.muli %rw, %c32 : tensor<4x1xi32>
    %rb = tile.broadcast %ro : tensor<4x1xi32> -> tensor<4x32xi32>
    %cb = tile.broadcast %c : tensor<1x32xi32> -> tensor<4x32xi32>
    %idx = arith.addi %rb, %cb : tensor<4x32xi32>
    %v = tile.load %p[%idx] : tensor<4x32xi32> -> tensor<4x32xi32>
    %s = tile.scan add %v axis 1 : tensor<4x32xi32>
    tile.store %s, %p[%idx] : tensor<4x32xi32>, tensor<4x32xi32>
    tile.return
  }
  tile.kernel @running_max(%q: !tile.ptr<i32>) {
    %r = tile.range 0 to 256 : tensor<256xi32>
    %v = tile.load %q[%r] : tensor<256xi32> -> tensor<256xi32>
    %m = tile.scan max %v axis 0 reverse : tensor<256xi32>
    tile.store %m, %q[%r] : tensor<256xi32>, tensor<256xi32>
    tile.return
  }
  tile.kernel @columns(%p: !tile.ptr<i32>) {
    %r = tile.range 0 to 32 : tensor<32xi32>
    %rr = tile.range 0 to 16 : tensor<16xi32>
    %c = tile.expand_dims %r axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %rw = tile.expand_dims %rr axis 1 : tensor<16xi32> -> tensor<16x1xi32>
    %c32 = arith.constant dense<32> : tensor<16x1xi32>
    %ro = arith.muli %rw, %c32 : tensor<16x1xi32>
    %rb = tile.broadcast %ro : tensor<16x1xi32> -> tensor<16x32xi32>
    %cb = tile.broadcast %c : tensor<1x32xi32> -> tensor<16x32xi32>
    %idx = arith.addi %rb, %cb : tensor<16x32xi32>
    %v = tile.load %p[%idx] : tensor<16x32xi32> -> tensor<16x32xi32>
    %s = tile.scan add %v axis 0 : tensor<16x32xi32>
    tile.store %s, %p[%idx] : tensor<16x32xi32>, tensor<16x32xi32>
    tile.return
  }
}
