// Reductions and approximate math for bench/kernels/check.py: each kernel
// is one program (grid 1) unless noted; check.py compares with NumPy.

module {
  // 1-D to a scalar: 8 slots per thread, 5 butterfly steps, 4 warp words.
  tile.kernel @sum_1d(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>) {
    %r = tile.range 0 to 1024 : tensor<1024xi32>
    %v = tile.load %x[%r] : tensor<1024xi32> -> tensor<1024xf32>
    %s = tile.reduce add %v axis 0 : tensor<1024xf32> -> f32
    %o = tile.range 0 to 1 : tensor<1xi32>
    %t = tile.splat %s : tensor<1xf32>
    tile.store %t, %out[%o] : tensor<1xi32>, tensor<1xf32>
    tile.return
  }
  // One warp: the butterfly alone.
  tile.kernel @max_i32_warp(%x: !tile.ptr<i32>, %out: !tile.ptr<i32>)
      attributes {num_warps = 1 : i32} {
    %r = tile.range 0 to 256 : tensor<256xi32>
    %v = tile.load %x[%r] : tensor<256xi32> -> tensor<256xi32>
    %s = tile.reduce max %v axis 0 : tensor<256xi32> -> i32
    %o = tile.range 0 to 1 : tensor<1xi32>
    %t = tile.splat %s : tensor<1xi32>
    tile.store %t, %out[%o] : tensor<1xi32>, tensor<1xi32>
    tile.return
  }
  // f16 shuffled as 32-bit words.
  tile.kernel @sum_f16(%x: !tile.ptr<f16>, %out: !tile.ptr<f16>) {
    %r = tile.range 0 to 256 : tensor<256xi32>
    %v = tile.load %x[%r] : tensor<256xi32> -> tensor<256xf16>
    %s = tile.reduce add %v axis 0 : tensor<256xf16> -> f16
    %o = tile.range 0 to 1 : tensor<1xi32>
    %t = tile.splat %s : tensor<1xf16>
    tile.store %t, %out[%o] : tensor<1xi32>, tensor<1xf16>
    tile.return
  }
  // Fewer elements than threads: the first 64 hold them, reduced as if the
  // block were 64 threads.
  tile.kernel @sum_small(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>) {
    %r = tile.range 0 to 64 : tensor<64xi32>
    %v = tile.load %x[%r] : tensor<64xi32> -> tensor<64xf32>
    %s = tile.reduce add %v axis 0 : tensor<64xf32> -> f32
    %o = tile.range 0 to 1 : tensor<1xi32>
    %t = tile.splat %s : tensor<1xf32>
    tile.store %t, %out[%o] : tensor<1xi32>, tensor<1xf32>
    tile.return
  }
  // 16 x 256 row sums (slot, lane and warp bits) and column maxima (slot
  // bits only), stored to out[0..16) and out[16..272).
  tile.kernel @rows_cols(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>) {
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
    %rows = tile.reduce add %v axis 1 : tensor<16x256xf32> -> tensor<16xf32>
    tile.store %rows, %out[%i] : tensor<16xi32>, tensor<16xf32>
    %cols = tile.reduce max %v axis 0 : tensor<16x256xf32> -> tensor<256xf32>
    %c16 = arith.constant 16 : i32
    %s16 = tile.splat %c16 : tensor<256xi32>
    %jo = arith.addi %j, %s16 : tensor<256xi32>
    tile.store %cols, %out[%jo] : tensor<256xi32>, tensor<256xf32>
    tile.return
  }
  // 64 x 64 row sums: each thread holds one element of 32 rows, cheaper
  // through shared memory (the cost model of reduceByThreads); 8 x 128 row
  // sums: a row is the lanes of all 4 warps (lane and warp bits), stored
  // to out[64..72).
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
    %k = tile.range 0 to 8 : tensor<8xi32>
    %l = tile.range 0 to 128 : tensor<128xi32>
    %ke = tile.expand_dims %k axis 1 : tensor<8xi32> -> tensor<8x1xi32>
    %le = tile.expand_dims %l axis 0 : tensor<128xi32> -> tensor<1x128xi32>
    %c128 = arith.constant 128 : i32
    %s128 = tile.splat %c128 : tensor<8x1xi32>
    %row8 = arith.muli %ke, %s128 : tensor<8x1xi32>
    %r8b = tile.broadcast %row8 : tensor<8x1xi32> -> tensor<8x128xi32>
    %l8b = tile.broadcast %le : tensor<1x128xi32> -> tensor<8x128xi32>
    %offs8 = arith.addi %r8b, %l8b : tensor<8x128xi32>
    %w = tile.load %x[%offs8] : tensor<8x128xi32> -> tensor<8x128xf32>
    %rows8 = tile.reduce add %w axis 1 : tensor<8x128xf32> -> tensor<8xf32>
    %c64v = tile.splat %c64 : tensor<8xi32>
    %ko = arith.addi %k, %c64v : tensor<8xi32>
    tile.store %rows8, %out[%ko] : tensor<8xi32>, tensor<8xf32>
    tile.return
  }
  // exp, exp2, log, log2, sin, cos, tanh of n elements (1024 per program)
  // to out[k n + i], k in that order.
  tile.kernel @approx_math(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>, %n: i32) {
    %pid = tile.program_id x : i32
    %c1024 = arith.constant 1024 : i32
    %start = arith.muli %pid, %c1024 : i32
    %r = tile.range 0 to 1024 : tensor<1024xi32>
    %base = tile.splat %start : tensor<1024xi32>
    %offs = arith.addi %base, %r : tensor<1024xi32>
    %bound = tile.splat %n : tensor<1024xi32>
    %mask = arith.cmpi slt, %offs, %bound : tensor<1024xi32>
    %v = tile.load %x[%offs] mask %mask : tensor<1024xi32> -> tensor<1024xf32>
    %e = math.exp %v : tensor<1024xf32>
    %e2 = math.exp2 %v : tensor<1024xf32>
    %l = math.log %v : tensor<1024xf32>
    %l2 = math.log2 %v : tensor<1024xf32>
    %s = math.sin %v : tensor<1024xf32>
    %c = math.cos %v : tensor<1024xf32>
    %t = math.tanh %v : tensor<1024xf32>
    %nt = tile.splat %n : tensor<1024xi32>
    %o1 = arith.addi %offs, %nt : tensor<1024xi32>
    %o2 = arith.addi %o1, %nt : tensor<1024xi32>
    %o3 = arith.addi %o2, %nt : tensor<1024xi32>
    %o4 = arith.addi %o3, %nt : tensor<1024xi32>
    %o5 = arith.addi %o4, %nt : tensor<1024xi32>
    %o6 = arith.addi %o5, %nt : tensor<1024xi32>
    tile.store %e, %out[%offs] mask %mask : tensor<1024xi32>, tensor<1024xf32>
    tile.store %e2, %out[%o1] mask %mask : tensor<1024xi32>, tensor<1024xf32>
    tile.store %l, %out[%o2] mask %mask : tensor<1024xi32>, tensor<1024xf32>
    tile.store %l2, %out[%o3] mask %mask : tensor<1024xi32>, tensor<1024xf32>
    tile.store %s, %out[%o4] mask %mask : tensor<1024xi32>, tensor<1024xf32>
    tile.store %c, %out[%o5] mask %mask : tensor<1024xi32>, tensor<1024xf32>
    tile.store %t, %out[%o6] mask %mask : tensor<1024xi32>, tensor<1024xf32>
    tile.return
  }
  // 192 counters over 128 threads (the last slot wraps around): each is
  // incremented once; old values to %old.
  tile.kernel @atomic_wrap(%p: !tile.ptr<i32>, %old: !tile.ptr<i32>) {
    %r = tile.range 0 to 192 : tensor<192xi32>
    %one = arith.constant 1 : i32
    %v = tile.splat %one : tensor<192xi32>
    %o = tile.atomic_rmw add %p[%r], %v scope gpu : tensor<192xi32>, tensor<192xi32>
    tile.store %o, %old[%r] : tensor<192xi32>, tensor<192xi32>
    tile.return
  }
  // Softmax over the rows of 16 x 256, max and sum broadcast back from the
  // shuffle reductions.
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
