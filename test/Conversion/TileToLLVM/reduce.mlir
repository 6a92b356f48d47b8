// tile.reduce where the tile's elements (8 to 32 bits, power-of-two sizes)
// spread over the block's threads without repeats: each thread combines
// its own slots, each warp its lanes by shfl.sync.bfly, and the warps'
// values meet in shared memory (one word per result and warp); otherwise
// the tile goes through shared memory and each thread reads the whole
// reduced axis.

// RUN: tile-translate --gpu-name=sm_90a %s -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ptx -o /dev/null %}
// shfl.sync needs PTX 6.0 (sm_30+): sm_30 starts lower and is raised, sm_20
// has no shuffles and reduces through shared memory.
// RUN: tile-translate --gpu-name=sm_30 %s | FileCheck %s --check-prefix=SM30
// RUN: tile-translate --gpu-name=sm_20 %s | FileCheck %s --check-prefix=SM20
// SM30: .version 6.0
// SM30: shfl.sync.bfly.b32
// SM20: .target sm_20
// SM20-NOT: shfl

// 1024 f32 over 128 threads: 8 slots each, 5 butterfly steps, 4 warps.
// CHECK-LABEL: .entry sum_f32(
// CHECK: .shared .align 16 .b8 sum_f32_smem[16];
// CHECK-COUNT-7: add{{(.rn)?}}.f32
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

// f16 shuffles as a 32-bit word.
// CHECK-LABEL: .entry sum_f16(
// CHECK-COUNT-5: shfl.sync.bfly.b32
// CHECK-NOT: ld.shared.b16
// CHECK: ret;

// A 64-element tile over 128 threads: held by threads 0-63 and repeated by
// 64-127, so reduced as if the block were 64 threads (5 steps, a word for
// each of 2 warps; warps 2 and 3 write the same words). An f64 tile goes
// through shared memory.
// CHECK-LABEL: .entry sum_small(
// CHECK: .shared .align 16 .b8 sum_small_smem[8];
// CHECK: and.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 63;
// CHECK-COUNT-5: shfl.sync.bfly.b32
// CHECK-NOT: shfl
// CHECK: ld.shared.v2.b32
// CHECK: ret;
// CHECK-LABEL: .entry sum_f64(
// CHECK-NOT: shfl
// CHECK: ld.shared.b64
// CHECK: ret;

// 16 x 256 over 128 threads, in runs of 4 (a thread's 4 consecutive
// elements: linear bits 0-1 the slot's, 2-6 the lane's, 7-8 the warp's,
// the rest the slot's). Along rows (axis 1, bits 0-7): each thread first
// combines its runs (8 partials of its 32 slots), 5 butterfly steps each,
// 2 warp parts per row in shared memory (128 bytes); each thread reads its
// row's 2.
// CHECK-LABEL: .entry rows(
// CHECK: .shared .align 16 .b8 rows_smem[128];
// CHECK-COUNT-40: shfl.sync.bfly.b32
// CHECK-NOT: shfl
// CHECK: bar.sync 0;
// CHECK: ld.shared.v2.b32
// CHECK-NOT: ld.shared
// CHECK: ret;
// Along columns (axis 0, bits 8-11): 8 of a column's 16 elements are slots
// of one thread (4 partials per thread), the other 8 in the other warp
// half: one word per result and warp part (2048 bytes), no shuffles.
// CHECK-LABEL: .entry cols(
// CHECK: .shared .align 16 .b8 cols_smem[2048];
// CHECK-NOT: shfl
// CHECK: bar.sync 0;
// CHECK: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK: ret;

// 8 x 128 rows (runs of 4): a row is the runs of all 32 lanes of a warp, 2
// partials per thread, 5 steps each; 64 x 64 rows: a row is the runs of 16
// lanes, 8 partials of 4 steps each (cheaper than staging the 16 KiB tile,
// which a thread holding one element each of 32 rows needed element by
// element).
// CHECK-LABEL: .entry rows_lanes_warps(
// CHECK: .shared .align 16 .b8 rows_lanes_warps_smem[32];
// CHECK-COUNT-10: shfl.sync.bfly.b32
// CHECK-NOT: shfl
// CHECK: ret;
// CHECK-LABEL: .entry rows_64(
// CHECK: .shared .align 16 .b8 rows_64_smem[256];
// CHECK-COUNT-32: shfl.sync.bfly.b32
// CHECK-NOT: shfl
// CHECK: ret;

// Softmax over the rows of 16 x 256: each reduction is broadcast back over
// its axis (x - max, e / sum) from the values the shuffle reduction left in
// the threads that hold each element: two barriers per reduction, no
// staging of the 16-element results.
// CHECK-LABEL: .entry softmax_rows(
// CHECK-COUNT-40: shfl.sync.bfly.b32
// CHECK: bar.sync 0;
// CHECK: bar.sync 0;
// CHECK-COUNT-32: ex2.approx.f32
// CHECK-COUNT-40: shfl.sync.bfly.b32
// CHECK: bar.sync 0;
// CHECK: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK: ret;

// Runs of 1 (convert-tile-to-llvm{max-run=1}: element l in thread l mod
// 128): a row of 16 x 256 is 2 slots of every thread (16 partials of 5
// steps, 4 warp parts per row), a column 16 slots of one thread that also
// holds the column's result (no communication), and the rows of 64 x 64
// are staged (each thread holds one element each of 32 rows).
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-assign-layouts=max-run=1 --convert-tile-to-llvm=max-run=1 --tile-to-nvvm %s | tile-translate --gpu-name=sm_90a | FileCheck %s --check-prefix=RUN1
// RUN1-LABEL: .entry rows(
// RUN1: .shared .align 16 .b8 rows_smem[256];
// RUN1-COUNT-80: shfl.sync.bfly.b32
// RUN1-NOT: shfl
// RUN1: ret;
// RUN1-LABEL: .entry cols(
// RUN1-NOT: shfl
// RUN1-NOT: .shared
// RUN1-NOT: bar.sync
// RUN1: ret;
// RUN1-LABEL: .entry rows_64(
// RUN1-NOT: shfl
// RUN1: ret;

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
  tile.kernel @sum_f64(%x: !tile.ptr<f64>, %out: !tile.ptr<f64>) {
    %r = tile.range 0 to 256 : tensor<256xi32>
    %v = tile.load %x[%r] : tensor<256xi32> -> tensor<256xf64>
    %s = tile.reduce add %v axis 0 : tensor<256xf64> -> f64
    %o = tile.range 0 to 1 : tensor<1xi32>
    %t = tile.splat %s : tensor<1xf64>
    tile.store %t, %out[%o] : tensor<1xi32>, tensor<1xf64>
    tile.return
  }
  tile.kernel @rows(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>) {
    %i = tile.range 0 to 16 : tensor<16xi32>
    %j = tile.range 0 to 256 : tensor<256xi32>
    %ie = tile.expand_dims %i axis 1 : tensor<16xi32> -> tensor<16x1xi32>
    %je = tile.expand_dims %j axis 0 : tensor<256xi32> -> tensor<1x256xi32>
    %c256 = arith.constant 256 : i32
    %s256 = tile.splat %c256 : tensor<16x1xi32>
    %rowoff = arith.muli %ie, %s256 : tensor<16x1xi32>
    %rb = tile.broadcast %rowoff : tensor<16x1xi32> -> tensor<16x256xi32>
    %jb = tile.broadcast %je : tensor<1x256xi32> -> tensor<16x256xi32>
    %offs = arith.addi %rb, %jb : tensor<16x256xi32>
    %v = tile.load %x[%offs] : tensor<16x256xi32> -> tensor<16x256xf32>
    %s = tile.reduce add %v axis 1 : tensor<16x256xf32> -> tensor<16xf32>
    tile.store %s, %out[%i] : tensor<16xi32>, tensor<16xf32>
    tile.return
  }
  tile.kernel @cols(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>) {
    %i = tile.range 0 to 16 : tensor<16xi32>
    %j = tile.range 0 to 256 : tensor<256xi32>
    %ie = tile.expand_dims %i axis 1 : tensor<16xi32> -> tensor<16x1xi32>
    %je = tile.expand_dims %j axis 0 : tensor<256xi32> -> tensor<1x256xi32>
    %c256 = arith.constant 256 : i32
    %s256 = tile.splat %c256 : tensor<16x1xi32>
    %rowoff = arith.muli %ie, %s256 : tensor<16x1xi32>
    %rb = tile.broadcast %rowoff : tensor<16x1xi32> -> tensor<16x256xi32>
    %jb = tile.broadcast %je : tensor<1x256xi32> -> tensor<16x256xi32>
    %offs = arith.addi %rb, %jb : tensor<16x256xi32>
    %v = tile.load %x[%offs] : tensor<16x256xi32> -> tensor<16x256xf32>
    %s = tile.reduce max %v axis 0 : tensor<16x256xf32> -> tensor<256xf32>
    tile.store %s, %out[%j] : tensor<256xi32>, tensor<256xf32>
    tile.return
  }
  tile.kernel @rows_lanes_warps(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>) {
    %k = tile.range 0 to 8 : tensor<8xi32>
    %l = tile.range 0 to 128 : tensor<128xi32>
    %ke = tile.expand_dims %k axis 1 : tensor<8xi32> -> tensor<8x1xi32>
    %le = tile.expand_dims %l axis 0 : tensor<128xi32> -> tensor<1x128xi32>
    %c128 = arith.constant 128 : i32
    %s128 = tile.splat %c128 : tensor<8x1xi32>
    %row = arith.muli %ke, %s128 : tensor<8x1xi32>
    %rb = tile.broadcast %row : tensor<8x1xi32> -> tensor<8x128xi32>
    %lb = tile.broadcast %le : tensor<1x128xi32> -> tensor<8x128xi32>
    %offs = arith.addi %rb, %lb : tensor<8x128xi32>
    %w = tile.load %x[%offs] : tensor<8x128xi32> -> tensor<8x128xf32>
    %s = tile.reduce add %w axis 1 : tensor<8x128xf32> -> tensor<8xf32>
    tile.store %s, %out[%k] : tensor<8xi32>, tensor<8xf32>
    tile.return
  }
  tile.kernel @rows_64(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>) {
    %i = tile.range 0 to 64 : tensor<64xi32>
    %ie = tile.expand_dims %i axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %je = tile.expand_dims %i axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %c64 = arith.constant 64 : i32
    %s64 = tile.splat %c64 : tensor<64x1xi32>
    %rowoff = arith.muli %ie, %s64 : tensor<64x1xi32>
    %rb = tile.broadcast %rowoff : tensor<64x1xi32> -> tensor<64x64xi32>
    %jb = tile.broadcast %je : tensor<1x64xi32> -> tensor<64x64xi32>
    %offs = arith.addi %rb, %jb : tensor<64x64xi32>
    %v = tile.load %x[%offs] : tensor<64x64xi32> -> tensor<64x64xf32>
    %rows = tile.reduce add %v axis 1 : tensor<64x64xf32> -> tensor<64xf32>
    tile.store %rows, %out[%i] : tensor<64xi32>, tensor<64xf32>
    tile.return
  }
  tile.kernel @softmax_rows(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>) {
    %i = tile.range 0 to 16 : tensor<16xi32>
    %j = tile.range 0 to 256 : tensor<256xi32>
    %ie = tile.expand_dims %i axis 1 : tensor<16xi32> -> tensor<16x1xi32>
    %je = tile.expand_dims %j axis 0 : tensor<256xi32> -> tensor<1x256xi32>
    %c256 = arith.constant 256 : i32
    %s256 = tile.splat %c256 : tensor<16x1xi32>
    %rowoff = arith.muli %ie, %s256 : tensor<16x1xi32>
    %rb = tile.broadcast %rowoff : tensor<16x1xi32> -> tensor<16x256xi32>
    %jb = tile.broadcast %je : tensor<1x256xi32> -> tensor<16x256xi32>
    %offs = arith.addi %rb, %jb : tensor<16x256xi32>
    %v = tile.load %x[%offs] : tensor<16x256xi32> -> tensor<16x256xf32>
    %m = tile.reduce max %v axis 1 : tensor<16x256xf32> -> tensor<16xf32>
    %me = tile.expand_dims %m axis 1 : tensor<16xf32> -> tensor<16x1xf32>
    %mb = tile.broadcast %me : tensor<16x1xf32> -> tensor<16x256xf32>
    %d = arith.subf %v, %mb : tensor<16x256xf32>
    %e = math.exp %d : tensor<16x256xf32>
    %s = tile.reduce add %e axis 1 : tensor<16x256xf32> -> tensor<16xf32>
    %se = tile.expand_dims %s axis 1 : tensor<16xf32> -> tensor<16x1xf32>
    %sb = tile.broadcast %se : tensor<16x1xf32> -> tensor<16x256xf32>
    %y = arith.divf %e, %sb : tensor<16x256xf32>
    tile.store %y, %out[%offs] : tensor<16x256xi32>, tensor<16x256xf32>
    tile.return
  }
}
