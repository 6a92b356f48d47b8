// tile.atomic_rmw applies each element once. A tile whose elements repeat
// over the block (fewer than the threads, or a last slot that wraps around
// to the first elements) has only each element's first holder, the thread
// with t + T s < n, perform the atomic; the others get its old value
// through shared memory when the result is used.

// RUN: tile-translate --gpu-name=sm_80 %s -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

// 256 elements over 128 threads: no repeats, no guard.
// CHECK-LABEL: .entry even(
// CHECK-NOT: %tl_p
// CHECK-COUNT-2: atom.gpu.global.add.u32
// CHECK-NOT: bar.sync
// CHECK: ret;

// 192 elements: slot 0 holds elements 0-127, slot 1 elements 128-191 in
// threads 0-63 and again 0-63 in threads 64-127, which must not add.
// CHECK-LABEL: .entry wraps(
// CHECK: mov.u32 [[T:%r[0-9]+]], %tid.x;
// CHECK: or.b32 [[T1:%r[0-9]+]], [[T]], 128;
// CHECK-NOT: %tl_p
// CHECK: atom.gpu.global.add.u32
// CHECK: setp.lt.u32 %tl_p, [[T1]], 192;
// CHECK: @%tl_p atom.gpu.global.add.u32
// The old values: the first holders write them, everyone reads its own.
// CHECK: bar.sync 0;
// CHECK: st.shared.b32
// CHECK: st.shared.b32
// CHECK: bar.sync 0;
// CHECK: ld.shared.b32
// CHECK: ld.shared.b32
// CHECK: ret;

// 64 elements: threads 64-127 repeat them; the result is unused, so no
// shared memory.
// CHECK-LABEL: .entry small(
// CHECK: setp.lt.u32 %tl_p, {{%r[0-9]+}}, 64;
// CHECK: @%tl_p atom.gpu.global.max.s32
// CHECK-NOT: bar.sync
// CHECK: ret;

// A mask predicates each atom; masked-off elements read 0. With the
// first-holder guard too, both predicates are combined.
// CHECK-LABEL: .entry masked(
// CHECK: setp.ne.u32 %tl_p, {{%r[0-9]+}}, 0;
// CHECK-NEXT: mov.b32 {{%r[0-9]+}}, 0;
// CHECK-NEXT: @%tl_p atom.gpu.global.max.u32
// CHECK-LABEL: .entry masked_small(
// CHECK: setp.lt.u32 %tl_p, {{%r[0-9]+}}, 64;
// CHECK-NEXT: setp.ne.u32 %tl_m, {{%r[0-9]+}}, 0;
// CHECK-NEXT: and.pred %tl_p, %tl_p, %tl_m;
// CHECK-NEXT: mov.b32 {{%[rf][0-9]+}}, 0;
// CHECK-NEXT: @%tl_p atom.cta.global.add.f32
// CHECK: ret;

module {
  tile.kernel @even(%p: !tile.ptr<i32>) {
    %r = tile.range 0 to 256 : tensor<256xi32>
    %one = arith.constant 1 : i32
    %v = tile.splat %one : tensor<256xi32>
    %old = tile.atomic_rmw add %p[%r], %v scope gpu : tensor<256xi32>, tensor<256xi32>
    tile.return
  }
  tile.kernel @wraps(%p: !tile.ptr<i32>, %q: !tile.ptr<i32>) {
    %r = tile.range 0 to 192 : tensor<192xi32>
    %one = arith.constant 1 : i32
    %v = tile.splat %one : tensor<192xi32>
    %old = tile.atomic_rmw add %p[%r], %v scope gpu : tensor<192xi32>, tensor<192xi32>
    tile.store %old, %q[%r] : tensor<192xi32>, tensor<192xi32>
    tile.return
  }
  tile.kernel @small(%p: !tile.ptr<i32>) {
    %r = tile.range 0 to 64 : tensor<64xi32>
    %v = tile.load %p[%r] : tensor<64xi32> -> tensor<64xi32>
    %old = tile.atomic_rmw max %p[%r], %v scope gpu : tensor<64xi32>, tensor<64xi32>
    tile.return
  }
  tile.kernel @masked(%p: !tile.ptr<i32>, %n: i32) {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %ns = tile.splat %n : tensor<128xi32>
    %m = arith.cmpi slt, %r, %ns : tensor<128xi32>
    %old = tile.atomic_rmw umax %p[%r], %r mask %m scope gpu : tensor<128xi32>, tensor<128xi32>
    tile.return
  }
  tile.kernel @masked_small(%p: !tile.ptr<f32>, %n: i32) {
    %r = tile.range 0 to 64 : tensor<64xi32>
    %ns = tile.splat %n : tensor<64xi32>
    %m = arith.cmpi slt, %r, %ns : tensor<64xi32>
    %v = arith.constant dense<1.0> : tensor<64xf32>
    %old = tile.atomic_rmw add %p[%r], %v mask %m scope cta : tensor<64xi32>, tensor<64xf32>
    tile.return
  }
}
