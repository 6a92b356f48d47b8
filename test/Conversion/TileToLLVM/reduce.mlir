// tile.reduce of a whole 1-D tile to a scalar: where the tile's 32-bit
// elements spread over the block's threads without repeats, each thread
// combines its own slots, each warp by shfl.sync.bfly, and the warps'
// values meet in shared memory (one word per warp); otherwise the tile goes
// through shared memory and each thread reads it all.

// RUN: tile-translate --gpu-name=sm_90a %s -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ptx -o /dev/null %}

// 1024 f32 over 128 threads: 8 slots each, 5 butterfly steps, 4 warps.
// CHECK-LABEL: .entry sum_f32(
// CHECK: .shared .align 16 .b8 sum_f32_smem[16];
// CHECK-COUNT-7: add.rn.f32
// CHECK: shfl.sync.bfly.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 16, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 8, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 4, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 2, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 1, 31, -1;
// CHECK: bar.sync 0;
// CHECK: st.shared.b32
// CHECK: bar.sync 0;
// CHECK: ld.shared.v4.b32
// CHECK-NOT: ld.shared
// CHECK: ret;

// i32 max in one warp: no shared memory, no barrier.
// CHECK-LABEL: .entry max_i32(
// CHECK-NOT: .shared
// CHECK-COUNT-5: shfl.sync.bfly.b32
// CHECK-NOT: bar.sync
// CHECK: ret;

// f16 (16-bit) and a 64-element tile over 128 threads (repeated elements):
// through shared memory.
// CHECK-LABEL: .entry sum_f16(
// CHECK-NOT: shfl
// CHECK: ld.shared.b16
// CHECK: ret;
// CHECK-LABEL: .entry sum_small(
// CHECK-NOT: shfl
// CHECK: ld.shared
// CHECK: ret;

module {
  tile.kernel @sum_f32(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>) {
    %r = tile.range 0 to 1024 : tensor<1024xi32>
    %v = tile.load %x[%r] : tensor<1024xi32> -> tensor<1024xf32>
    %s = tile.reduce add %v axis 0 : tensor<1024xf32> -> f32
    %o = tile.range 0 to 1 : tensor<1xi32>
    %t = tile.splat %s : tensor<1xf32>
    tile.store %t, %out[%o] : tensor<1xi32>, tensor<1xf32>
    tile.return
  }
  tile.kernel @max_i32(%x: !tile.ptr<i32>, %out: !tile.ptr<i32>)
      attributes {num_warps = 1 : i32} {
    %r = tile.range 0 to 256 : tensor<256xi32>
    %v = tile.load %x[%r] : tensor<256xi32> -> tensor<256xi32>
    %s = tile.reduce max %v axis 0 : tensor<256xi32> -> i32
    %o = tile.range 0 to 1 : tensor<1xi32>
    %t = tile.splat %s : tensor<1xi32>
    tile.store %t, %out[%o] : tensor<1xi32>, tensor<1xi32>
    tile.return
  }
  tile.kernel @sum_f16(%x: !tile.ptr<f16>, %out: !tile.ptr<f16>) {
    %r = tile.range 0 to 256 : tensor<256xi32>
    %v = tile.load %x[%r] : tensor<256xi32> -> tensor<256xf16>
    %s = tile.reduce add %v axis 0 : tensor<256xf16> -> f16
    %o = tile.range 0 to 1 : tensor<1xi32>
    %t = tile.splat %s : tensor<1xf16>
    tile.store %t, %out[%o] : tensor<1xi32>, tensor<1xf16>
    tile.return
  }
  tile.kernel @sum_small(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>) {
    %r = tile.range 0 to 64 : tensor<64xi32>
    %v = tile.load %x[%r] : tensor<64xi32> -> tensor<64xf32>
    %s = tile.reduce add %v axis 0 : tensor<64xf32> -> f32
    %o = tile.range 0 to 1 : tensor<1xi32>
    %t = tile.splat %s : tensor<1xf32>
    tile.store %t, %out[%o] : tensor<1xi32>, tensor<1xf32>
    tile.return
  }
}
