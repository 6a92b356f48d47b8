// tile.scan: Hillis-Steele in shared memory, log2(extent) rounds with a
// barrier between them (the last round's values stay in registers).
// RUN: tile-opt %s | tile-opt | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: tile-translate --gpu-name=sm_80 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

// ROUNDTRIP: tile.scan add %{{.*}} axis 1 : tensor<16x64xf32>
// ROUNDTRIP: tile.scan max %{{.*}} axis 0 reverse : tensor<256xi32>

// 64 columns: rounds 1, 2, 4, 8, 16, 32; the staging barrier, one before it
// (earlier readers) and one after each of the first five rounds.
// PTX-LABEL: .entry rows(
// PTX-COUNT-7: bar.sync 0;
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
  tile.kernel @running_max(%q: !tile.ptr<i32>) {
    %r = tile.range 0 to 256 : tensor<256xi32>
    %v = tile.load %q[%r] : tensor<256xi32> -> tensor<256xi32>
    %m = tile.scan max %v axis 0 reverse : tensor<256xi32>
    tile.store %m, %q[%r] : tensor<256xi32>, tensor<256xi32>
    tile.return
  }
}
