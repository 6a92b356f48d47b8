// One MXFP4 K block of 128 (two MMAs of 32 packed bytes, 4 e8m0 scales a
// row, 2 an MMA) from hand-filled buffers: A 128 x 64 bytes (e2m1 two a
// byte along K) in 64-byte-swizzled lines, B N x K/2 = 64 x 64 bytes
// (transpose_b), their scales in tcgen05's scale atoms (one atom each);
// the scale columns allocated beside the accumulator.
!a = !tile.buffer<128x64xi8, #tile.shared<swizzle = 64, elem_bytes = 1>>
!b = !tile.buffer<64x64xi8, #tile.shared<swizzle = 64, elem_bytes = 1>>
!sa = !tile.buffer<128x4xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>
!sb = !tile.buffer<64x4xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>
!bar = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
!slot = !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>>
module {
  tile.kernel @scaled_fp4(%pa: !tile.ptr<i8>, %psa: !tile.ptr<f8E8M0FNU>,
                            %pb: !tile.ptr<i8>, %psb: !tile.ptr<f8E8M0FNU>,
                            %pc: !tile.ptr<f32>) attributes {num_warps = 4 : i32} {
    %a = tile.buffer_alloc : !a
    %b = tile.buffer_alloc : !b
    %sa = tile.buffer_alloc : !sa
    %sb = tile.buffer_alloc : !sb
    %bar = tile.buffer_alloc : !bar
    %slot = tile.buffer_alloc : !slot
    tile.barrier_init %bar, count 1 : !bar
    %r128 = tile.range 0 to 128 : tensor<128xi32>
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %r4 = tile.range 0 to 4 : tensor<4xi32>
    %rows = tile.expand_dims %r128 axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %rows64 = tile.expand_dims %r64 axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %cols = tile.expand_dims %r64 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %cols4 = tile.expand_dims %r4 axis 0 : tensor<4xi32> -> tensor<1x4xi32>
    %c64 = arith.constant dense<64> : tensor<128x1xi32>
    %c64b = arith.constant dense<64> : tensor<64x1xi32>
    %c4 = arith.constant dense<4> : tensor<128x1xi32>
    %c4b = arith.constant dense<4> : tensor<64x1xi32>
    %ar = arith.muli %rows, %c64 : tensor<128x1xi32>
    %ar_b = tile.broadcast %ar : tensor<128x1xi32> -> tensor<128x64xi32>
    %ac_b = tile.broadcast %cols : tensor<1x64xi32> -> tensor<128x64xi32>
    %aoff = arith.addi %ar_b, %ac_b : tensor<128x64xi32>
    %br = arith.muli %rows64, %c64b : tensor<64x1xi32>
    %br_b = tile.broadcast %br : tensor<64x1xi32> -> tensor<64x64xi32>
    %bc_b = tile.broadcast %cols : tensor<1x64xi32> -> tensor<64x64xi32>
    %boff = arith.addi %br_b, %bc_b : tensor<64x64xi32>
    %sar = arith.muli %rows, %c4 : tensor<128x1xi32>
    %sar_b = tile.broadcast %sar : tensor<128x1xi32> -> tensor<128x4xi32>
    %sac_b = tile.broadcast %cols4 : tensor<1x4xi32> -> tensor<128x4xi32>
    %saoff = arith.addi %sar_b, %sac_b : tensor<128x4xi32>
    %sbr = arith.muli %rows64, %c4b : tensor<64x1xi32>
    %sbr_b = tile.broadcast %sbr : tensor<64x1xi32> -> tensor<64x4xi32>
    %sbc_b = tile.broadcast %cols4 : tensor<1x4xi32> -> tensor<64x4xi32>
    %sboff = arith.addi %sbr_b, %sbc_b : tensor<64x4xi32>
    tile.async_copy %pa[%aoff], %a : tensor<128x64xi32>, !a
    tile.async_copy %pb[%boff], %b : tensor<64x64xi32>, !b
    tile.async_copy %psa[%saoff], %sa : tensor<128x4xi32>, !sa
    tile.async_copy %psb[%sboff], %sb : tensor<64x4xi32>, !sb
    tile.async_commit
    tile.async_wait pending 0, async_proxy
    %t, %sf = tile.tmem_alloc %slot : !slot -> !tile.tmem<128x64xf32>, !tile.tmem<128x8xf8E8M0FNU>
    %false = arith.constant false
    tile.tmem_dot_scaled %a scale %sa, %b scale %sb transpose_b, %t accumulate %false scales_in %sf fenced : !a, !sa, !b, !sb, !tile.tmem<128x64xf32>, !tile.tmem<128x8xf8E8M0FNU>
    tile.tmem_commit %bar : !bar
    %c0 = arith.constant 0 : i32
    tile.barrier_wait %bar, phase %c0 : !bar
    %c = tile.tmem_load %t : !tile.tmem<128x64xf32> -> tensor<128x64xf32>
    tile.tmem_dealloc %t : !tile.tmem<128x64xf32>
    %coff = arith.addi %ar_b, %ac_b : tensor<128x64xi32>
    tile.store %c, %pc[%coff] : tensor<128x64xi32>, tensor<128x64xf32>
    tile.return
  }
}
