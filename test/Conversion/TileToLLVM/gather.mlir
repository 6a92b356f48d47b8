// tile.gather (Triton's tl.gather: the source staged to shared memory, each
// result element read at its index, clamped to the axis) and tile.barrier
// (tl.debug_barrier: bar.sync 0), and tile.histogram (tl.histogram:
// shared-memory atomics). Numerics: test/python/test_dsl_gather.py.
// RUN: tile-opt %s | tile-opt | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: tile-translate --gpu-name=sm_80 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

// ROUNDTRIP: tile.gather %{{.*}}[%{{.*}}] axis 1 : tensor<16x64xf32>, tensor<16x32xi32>
// ROUNDTRIP: tile.barrier
// ROUNDTRIP: tile.histogram %{{.*}} mask %{{.*}} : tensor<256xi32> -> tensor<64xi32>

// The staging barriers (before and after), then the clamped index and one
// shared load per element the thread holds (4: 16 x 32 over 128 threads).
// PTX-LABEL: .entry rows(
// PTX-COUNT-2: bar.sync 0;
// PTX-COUNT-4: max.s32
// PTX-NOT: bar.sync
// PTX: ret;
// PTX-LABEL: .entry sync(
// PTX: bar.sync 0;

// Zeroed (64 bins: threads 0-63), counted (two elements a thread, each
// when in range and masked in), read back.
// PTX-LABEL: .entry hist(
// PTX: st.shared.b32
// PTX: bar.sync 0;
// PTX-COUNT-2: atom.shared.add.u32
// PTX: bar.sync 0;
// PTX: ld.shared.b32

module {
  tile.kernel @rows(%p: !tile.ptr<f32>, %ip: !tile.ptr<i32>, %q: !tile.ptr<f32>) {
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
    %r32 = tile.range 0 to 32 : tensor<32xi32>
    %c32 = tile.expand_dims %r32 axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %k32 = arith.constant dense<32> : tensor<16x1xi32>
    %ro32 = arith.muli %rw, %k32 : tensor<16x1xi32>
    %rb32 = tile.broadcast %ro32 : tensor<16x1xi32> -> tensor<16x32xi32>
    %cb32 = tile.broadcast %c32 : tensor<1x32xi32> -> tensor<16x32xi32>
    %idx32 = arith.addi %rb32, %cb32 : tensor<16x32xi32>
    %i = tile.load %ip[%idx32] : tensor<16x32xi32> -> tensor<16x32xi32>
    %g = tile.gather %v[%i] axis 1 : tensor<16x64xf32>, tensor<16x32xi32>
    tile.store %g, %q[%idx32] : tensor<16x32xi32>, tensor<16x32xf32>
    tile.return
  }
  tile.kernel @sync(%p: !tile.ptr<i32>) {
    tile.barrier
    tile.return
  }
  tile.kernel @hist(%p: !tile.ptr<i32>, %n: i32) {
    %r = tile.range 0 to 256 : tensor<256xi32>
    %v = tile.load %p[%r] : tensor<256xi32> -> tensor<256xi32>
    %ns = tile.splat %n : tensor<256xi32>
    %m = arith.cmpi slt, %r, %ns : tensor<256xi32>
    %h = tile.histogram %v mask %m : tensor<256xi32> -> tensor<64xi32>
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    tile.store %h, %p[%r64] : tensor<64xi32>, tensor<64xi32>
    tile.return
  }
}
