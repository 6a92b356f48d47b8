// A 2-stage cp.async ring streaming a ragged bf16 array through shared
// memory (test/Conversion/TileToLLVM/buffers.mlir; numerics:
// test/python/test_buffers_emulated.py).
!ring = !tile.buffer<16x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 2>
!stage = !tile.buffer<16x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
tile.kernel @ring(%x: !tile.ptr<bf16>, %y: !tile.ptr<f32>, %m: i32, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %crows = arith.constant 16 : i32
  %ring = tile.buffer_alloc : !ring
  %r = tile.range 0 to 16 : tensor<16xi32>
  %c = tile.range 0 to 64 : tensor<64xi32>
  %rc = tile.expand_dims %r axis 1 : tensor<16xi32> -> tensor<16x1xi32>
  %cr = tile.expand_dims %c axis 0 : tensor<64xi32> -> tensor<1x64xi32>
  %rb = tile.broadcast %rc : tensor<16x1xi32> -> tensor<16x64xi32>
  %cb = tile.broadcast %cr : tensor<1x64xi32> -> tensor<16x64xi32>
  %ns = tile.splat %n : tensor<16x64xi32>
  %ms = tile.splat %m : tensor<16x64xi32>
  %colok = arith.cmpi slt, %cb, %ns : tensor<16x64xi32>
  %rown = arith.muli %rb, %ns : tensor<16x64xi32>
  %base = arith.addi %rown, %cb : tensor<16x64xi32>
  %mplus = arith.addi %m, %crows : i32
  %mminus = arith.subi %mplus, %c1 : i32
  %blocks = arith.divui %mminus, %crows : i32
  // Block 0 into stage 0.
  %s0 = tile.buffer_stage %ring[%c0] : !ring
  %rowok0 = arith.cmpi slt, %rb, %ms : tensor<16x64xi32>
  %m0 = arith.andi %rowok0, %colok : tensor<16x64xi1>
  tile.async_copy %x[%base] mask %m0, %s0 : tensor<16x64xi32>, !stage
  tile.async_commit
  scf.for %i = %c0 to %blocks step %c1 : i32 {
    // Block i + 1 into the other stage (all masked off past the end).
    %next = arith.addi %i, %c1 : i32
    %ns1 = arith.remui %next, %c2 : i32
    %s1 = tile.buffer_stage %ring[%ns1] : !ring
    %row1 = arith.muli %next, %crows : i32
    %row1s = tile.splat %row1 : tensor<16x64xi32>
    %rows1 = arith.addi %rb, %row1s : tensor<16x64xi32>
    %rowok1 = arith.cmpi slt, %rows1, %ms : tensor<16x64xi32>
    %m1 = arith.andi %rowok1, %colok : tensor<16x64xi1>
    %off1n = arith.muli %row1, %n : i32
    %off1s = tile.splat %off1n : tensor<16x64xi32>
    %off1 = arith.addi %base, %off1s : tensor<16x64xi32>
    tile.async_copy %x[%off1] mask %m1, %s1 : tensor<16x64xi32>, !stage
    tile.async_commit
    // Block i, copied one iteration ago.
    tile.async_wait pending 1
    %cs = arith.remui %i, %c2 : i32
    %s = tile.buffer_stage %ring[%cs] : !ring
    %v = tile.buffer_load %s : !stage -> tensor<16x64xbf16>
    %f = arith.extf %v : tensor<16x64xbf16> to tensor<16x64xf32>
    %two = arith.constant dense<2.0> : tensor<16x64xf32>
    %d = arith.mulf %f, %two : tensor<16x64xf32>
    %row0 = arith.muli %i, %crows : i32
    %row0s = tile.splat %row0 : tensor<16x64xi32>
    %rows0 = arith.addi %rb, %row0s : tensor<16x64xi32>
    %rowok = arith.cmpi slt, %rows0, %ms : tensor<16x64xi32>
    %mo = arith.andi %rowok, %colok : tensor<16x64xi1>
    %off0n = arith.muli %row0, %n : i32
    %off0s = tile.splat %off0n : tensor<16x64xi32>
    %off0 = arith.addi %base, %off0s : tensor<16x64xi32>
    tile.store %d, %y[%off0] mask %mo : tensor<16x64xi32>, tensor<16x64xf32>
    // Every thread is done with stage i before it is refilled.
    tile.barrier
  }
  tile.return
}
