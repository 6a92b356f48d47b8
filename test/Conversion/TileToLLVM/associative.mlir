// tile.associative_scan / tile.associative_reduce: Triton's
// tl.associative_scan and tl.reduce with a combine_fn. The combiner region
// is lowered inline at every combination; the scan runs as tile.scan's
// (by warp shuffles along a last axis of 32..1024, else in shared memory in
// log2(n) rounds), and a reduction reads the scan's last element along the
// axis. Numerics: test/python/test_dsl_combine.py.
// RUN: tile-opt %s | tile-opt | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: tile-translate --gpu-name=sm_80 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

// ROUNDTRIP: %{{.*}}:2 = tile.associative_scan %{{.*}}, %{{.*}} axis 0 : tensor<128xf32>, tensor<128xf32> {
// ROUNDTRIP-NEXT: ^bb0(%{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32):
// ROUNDTRIP: tile.yield %{{.*}}, %{{.*}} : f32, f32
// ROUNDTRIP: tile.associative_reduce %{{.*}}, %{{.*}} axis 1 : tensor<16x64xf32>, tensor<16x64xi32> {
// ROUNDTRIP: tile.associative_scan %{{.*}} axis 0 reverse : tensor<256xi32> {
// ROUNDTRIP: tile.associative_reduce %{{.*}} axis 0 : tensor<256xi32> {

// 128 elements over 128 threads: 4 chunks of 32 scanned by shuffles, their
// totals through shared memory (3 barriers); the combiner between warps'
// values keeps the order (earlier, later).
// PTX-LABEL: .entry rec(
// PTX-COUNT-3: bar.sync 0;
// PTX-NOT: bar.sync
// PTX: ret;

// 64 columns over 128 threads in runs of 4: a row is the runs of 16 lanes,
// so the warp scan needs no barrier; the scanned tile is stored between two
// for the last column's reads.
// PTX-LABEL: .entry argmax(
// PTX-COUNT-2: bar.sync 0;
// PTX-NOT: bar.sync
// PTX: ret;

module {
  tile.kernel @rec(%pa: !tile.ptr<f32>, %pb: !tile.ptr<f32>, %out: !tile.ptr<f32>) {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %a = tile.load %pa[%r] : tensor<128xi32> -> tensor<128xf32>
    %b = tile.load %pb[%r] : tensor<128xi32> -> tensor<128xf32>
    %h:2 = tile.associative_scan %a, %b axis 0 : tensor<128xf32>, tensor<128xf32> {
    ^bb0(%a1: f32, %b1: f32, %a2: f32, %b2: f32):
      %m = arith.mulf %a1, %a2 : f32
      %t = arith.mulf %b1, %a2 : f32
      %s = arith.addf %t, %b2 : f32
      tile.yield %m, %s : f32, f32
    }
    tile.store %h#1, %out[%r] : tensor<128xi32>, tensor<128xf32>
    tile.return
  }
  tile.kernel @argmax(%p: !tile.ptr<f32>, %out: !tile.ptr<i32>) {
    %r = tile.range 0 to 64 : tensor<64xi32>
    %rr = tile.range 0 to 16 : tensor<16xi32>
    %c = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %cb = tile.broadcast %c : tensor<1x64xi32> -> tensor<16x64xi32>
    %rw = tile.expand_dims %rr axis 1 : tensor<16xi32> -> tensor<16x1xi32>
    %c64 = arith.constant dense<64> : tensor<16x1xi32>
    %ro = arith.muli %rw, %c64 : tensor<16x1xi32>
    %rb = tile.broadcast %ro : tensor<16x1xi32> -> tensor<16x64xi32>
    %idx = arith.addi %rb, %cb : tensor<16x64xi32>
    %v = tile.load %p[%idx] : tensor<16x64xi32> -> tensor<16x64xf32>
    %m:2 = tile.associative_reduce %v, %cb axis 1 : tensor<16x64xf32>, tensor<16x64xi32> {
    ^bb0(%v1: f32, %i1: i32, %v2: f32, %i2: i32):
      %gt = arith.cmpf ogt, %v2, %v1 : f32
      %vv = arith.select %gt, %v2, %v1 : f32
      %ii = arith.select %gt, %i2, %i1 : i32
      tile.yield %vv, %ii : f32, i32
    }
    tile.store %m#1, %out[%rr] : tensor<16xi32>, tensor<16xi32>
    tile.return
  }
  // A reversed running xor, and the xor of all 256 (a scalar, one shared
  // word read by every thread).
  tile.kernel @xors(%p: !tile.ptr<i32>, %q: !tile.ptr<i32>) {
    %r = tile.range 0 to 256 : tensor<256xi32>
    %v = tile.load %p[%r] : tensor<256xi32> -> tensor<256xi32>
    %s = tile.associative_scan %v axis 0 reverse : tensor<256xi32> {
    ^bb0(%x: i32, %y: i32):
      %z = arith.xori %x, %y : i32
      tile.yield %z : i32
    }
    tile.store %s, %p[%r] : tensor<256xi32>, tensor<256xi32>
    %all = tile.associative_reduce %v axis 0 : tensor<256xi32> {
    ^bb0(%x: i32, %y: i32):
      %z = arith.xori %x, %y : i32
      tile.yield %z : i32
    }
    %z = tile.range 0 to 1 : tensor<1xi32>
    %t = tile.splat %all : tensor<1xi32>
    tile.store %t, %q[%z] : tensor<1xi32>, tensor<1xi32>
    tile.return
  }
}
