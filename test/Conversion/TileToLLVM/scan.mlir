// tile.scan along the last axis, rows of 32..1024 elements: by the warps
// that hold them (shfl.sync.up within each 32-element chunk, the chunk
// totals scanned in shared memory by shuffles again, then added: at most 3
// barriers, none for 32-element rows). Otherwise (other axes, reverse
// scans): Hillis-Steele in shared memory, log2(extent) rounds with a
// barrier between them (the last round's values stay in registers).
// RUN: tile-opt %s | tile-opt | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: tile-translate --gpu-name=sm_80 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

// ROUNDTRIP: tile.scan add %{{.*}} axis 1 : tensor<16x64xf32>
// ROUNDTRIP: tile.scan max %{{.*}} axis 0 reverse : tensor<256xi32>

// 64 columns over 128 threads: 8 slots of 5 shuffle rounds, one more for
// the two chunks of each row; barriers before and after the chunk totals
// are stored and after they are scanned.
// PTX-LABEL: .entry rows(
// PTX-COUNT-3: bar.sync 0;
// PTX-NOT: bar.sync
// PTX: ret;
// 32 columns: each row is one warp's chunk, no shared memory at all.
// PTX-LABEL: .entry rows32(
// PTX-COUNT-5: shfl.sync.up.b32
// PTX-NOT: bar.sync
// PTX: ret;
// A reverse scan of 256 over 128 threads: shfl.sync.down, 3 barriers.
// PTX-LABEL: .entry running_max(
// PTX-COUNT-3: bar.sync 0;
// PTX-NOT: bar.sync
// PTX: ret;
// Along the first axis: Hillis-Steele, the staging barrier, one before it
// and one after each of the first three of four rounds.
// PTX-LABEL: .entry columns(
// PTX-COUNT-5: bar.sync 0;
// PTX-NOT: bar.sync
// PTX: ret;

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
