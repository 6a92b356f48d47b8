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

// 16 x 256 over 128 threads. Along rows (axis 1): a row is 2 slots of every
// thread, so 16 partials per thread, 5 butterfly steps each, 4 warp parts
// per row in shared memory (256 bytes); each thread reads its row's 4.
// CHECK-LABEL: .entry rows(
// CHECK: .shared .align 16 .b8 rows_smem[256];
// CHECK-COUNT-80: shfl.sync.bfly.b32
// CHECK-NOT: shfl
// CHECK: bar.sync 0;
// CHECK: ld.shared.v4.b32
// CHECK-NOT: ld.shared
// CHECK: ret;
// Along columns (axis 0): a column is 16 slots of one thread, which also
// holds the column's sum in the result's distribution: no communication.
// CHECK-LABEL: .entry cols(
// CHECK-NOT: shfl
// CHECK-NOT: .shared
// CHECK-NOT: bar.sync
// CHECK: ret;

// 8 x 128 rows: the lanes of all 4 warps, 8 partials per thread, 5 steps
// each; 64 x 64 rows: each thread holds one element of 32 rows, which would
// be 32 partials of 5 steps each, more than the shared-memory way (32
// stores and the 64 elements of its one row).
// CHECK-LABEL: .entry rows_lanes_warps(
// CHECK: .shared .align 16 .b8 rows_lanes_warps_smem[128];
// CHECK-COUNT-40: shfl.sync.bfly.b32
// CHECK-NOT: shfl
// CHECK: ret;
// CHECK-LABEL: .entry rows_64(
// CHECK-NOT: shfl
// CHECK: ret;

// Softmax over the rows of 16 x 256: each reduction is broadcast back over
// its axis (x - max, e / sum) from the values the shuffle reduction left in
// the threads that hold each element: two barriers per reduction, no
// staging of the 16-element results.
// CHECK-LABEL: .entry softmax_rows(
// CHECK-COUNT-80: shfl.sync.bfly.b32
// CHECK: bar.sync 0;
// CHECK: bar.sync 0;
// CHECK-COUNT-16: ex2.approx.f32
// CHECK-COUNT-80: shfl.sync.bfly.b32
// CHECK: bar.sync 0;
// CHECK: bar.sync 0;
// CHECK-NOT: bar.sync
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
