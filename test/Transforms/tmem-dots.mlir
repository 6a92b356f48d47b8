// tile-tmem-dots at its own level: a loop whose tcgen05 dots read B where
// it lies in a ring's stage gets their accumulators allocated once before
// the loop; a dot from a zero (S = Q K^T) is read back where it stood, one
// that accumulates onto what the loop carries (O, rescaled by a row
// factor) stays in tensor memory across the loop (rescaled there with
// tile.tmem_load / tile.tmem_store) and is read back after it. Loops of
// another shape are left to the lowering of tile.dot, with a remark.
//
// Attention of 128 rows on sm_100a through TMA rings (8 warps, head 64):
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline --tile-pipeline-loads=planned "--tile-tmem-dots=remarks" %S/Inputs/attention_tma_m128.mlir 2>&1 | FileCheck %s --check-prefix=TMA
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline --tile-pipeline-loads=planned --tile-tmem-dots %S/Inputs/attention_tma_m128.mlir -o %t.tma.mlir
// RUN: tile-translate --gpu-name=sm_100a --check-layouts %t.tma.mlir -o %t.tma.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.tma.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.tma.ptx -o /dev/null %}
// The same with cp.async rings (head 128, 8 warps: each warpgroup holds
// half of each row):
// RUN: tile-opt --tile-set-target=gpu-name=sm_100a --tile-lower-dot --tile-pipeline --tile-pipeline-loads=stages=2 --tile-tmem-dots %S/../Conversion/TileToNV/Inputs/tcgen05_attention_rings.mlir -o %t.cp.mlir
// RUN: FileCheck %s --check-prefix=CP < %t.cp.mlir
// RUN: tile-translate --gpu-name=sm_100a --check-layouts %t.cp.mlir -o %t.cp.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.cp.ptx -o /dev/null %}
// Loops it takes with B in registers, and loops it leaves alone:
// RUN: tile-opt --tile-tmem-dots=remarks %s -split-input-file -verify-diagnostics | FileCheck %s --check-prefix=REGS
// REGS-LABEL: tile.kernel @b_in_registers
// REGS: %[[T:.*]] = tile.tmem_alloc
// REGS: %[[A:.*]] = tile.buffer_alloc : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
// REGS-NEXT: tile.buffer_store %{{.*}}, %[[A]]
// REGS-NEXT: tile.fence_proxy_async
// REGS-NEXT: %[[B:.*]] = tile.buffer_alloc : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
// REGS-NEXT: tile.buffer_store %{{.*}}, %[[B]]
// REGS-NEXT: tile.fence_proxy_async
// REGS-NEXT: tile.tmem_store %{{.*}}, %[[T]]
// REGS-NEXT: scf.for
// REGS-NOT: tile.buffer_store
// REGS: tile.tmem_dot %[[A]], %[[B]], %[[T]] accumulate %{{.*}} fenced
// REGS: tile.tmem_load %[[T]] fenced

// TMA: remark: tcgen05 dots on tensor memory allocated before the loop: 2 dot(s), 1 accumulator(s) kept in tensor memory across the loop
// S's accumulator, its barrier, Q's buffer (Q stored once):
// TMA: %[[S:.*]] = tile.tmem_alloc %{{.*}} -> !tile.tmem<128x64xf32>
// TMA: %[[SBAR:.*]] = tile.buffer_alloc : !tile.buffer<1xi64
// TMA-NEXT: tile.barrier_init %[[SBAR]], count 1
// TMA-NEXT: %[[Q:.*]] = tile.buffer_alloc : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
// TMA-NEXT: tile.buffer_store %{{.*}}, %[[Q]]
// TMA-NEXT: tile.fence_proxy_async
// O's accumulator, its barrier, P's buffer, O's start written:
// TMA: %[[O:.*]] = tile.tmem_alloc %{{.*}} -> !tile.tmem<128x64xf32>
// TMA: %[[OBAR:.*]] = tile.buffer_alloc : !tile.buffer<1xi64
// TMA: %[[P:.*]] = tile.buffer_alloc : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
// TMA-NEXT: tile.tmem_store %{{.*}}, %[[O]] : tensor<128x64xf32> -> !tile.tmem<128x64xf32>
// The loop no longer carries O (l and m only):
// TMA-NEXT: %[[LOOP:.*]]:2 = scf.for {{.*}} -> (tensor<128xf32>, tensor<128xf32>)
// TMA: %[[PHASE:.*]] = arith.remui
// TMA: tile.barrier_wait %{{.*}}, phase
// TMA: %[[K:.*]] = tile.buffer_stage
// TMA-NEXT: tile.barrier{{$}}
// TMA-NEXT: %[[FALSE:.*]] = arith.constant false
// TMA-NEXT: tile.tmem_dot %[[Q]], %[[K]] transpose_b, %[[S]] accumulate %[[FALSE]] fenced
// TMA-NEXT: tile.tmem_commit %[[SBAR]]
// TMA-NEXT: tile.barrier_wait %[[SBAR]], phase %[[PHASE]]
// TMA-NEXT: tile.tmem_load %[[S]] fenced : !tile.tmem<128x64xf32> -> tensor<128x64xf32>
// TMA: %[[V:.*]] = tile.buffer_stage
// O rescaled in tensor memory:
// TMA: %[[HELD:.*]] = tile.tmem_load %[[O]] fenced
// TMA-NEXT: %[[SCALED:.*]] = arith.mulf %[[HELD]], %{{.*}} : tensor<128x64xf32>
// TMA-NEXT: tile.tmem_store %[[SCALED]], %[[O]]
// TMA-NEXT: tile.buffer_store %{{.*}}, %[[P]] : tensor<128x64xbf16>
// TMA-NEXT: tile.fence_proxy_async
// TMA-NEXT: tile.barrier{{$}}
// TMA-NEXT: %[[TRUE:.*]] = arith.constant true
// TMA-NEXT: tile.tmem_dot %[[P]], %[[V]], %[[O]] accumulate %[[TRUE]] fenced
// TMA-NEXT: tile.tmem_commit %[[OBAR]]
// TMA-NEXT: tile.barrier_wait %[[OBAR]], phase %[[PHASE]]
// TMA-NEXT: scf.yield
// TMA-NOT: tile.dot
// After the loop: O read back, everything freed.
// TMA: %[[OUT:.*]] = tile.tmem_load %[[O]] fenced
// TMA-NEXT: tile.tmem_dealloc %[[S]]
// TMA-NEXT: tile.barrier_inval %[[SBAR]]
// TMA-NEXT: tile.tmem_dealloc %[[O]]
// TMA-NEXT: tile.barrier_inval %[[OBAR]]
// TMA: arith.divf %[[OUT]]

// Two allocations (the permit kept for the second), O's start and each
// rescale one tcgen05.st of 32 columns a warp (64 columns, 2 warpgroups),
// S, O and the rescale read with tcgen05.ld, P stored 16 bytes a time.
// PTX: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [{{.*}}], 64;
// PTX-NOT: tcgen05.relinquish_alloc_permit
// PTX: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [{{.*}}], 64;
// PTX: tcgen05.st.sync.aligned.32x32b.x32.b32
// PTX: tcgen05.mma.cta_group::1.kind::f16
// PTX: tcgen05.ld.sync.aligned.32x32b.x32.b32
// PTX: tcgen05.ld.sync.aligned.32x32b.x32.b32
// PTX: tcgen05.st.sync.aligned.32x32b.x32.b32
// PTX: st.shared.v4.b32
// PTX: tcgen05.mma.cta_group::1.kind::f16
// PTX: tcgen05.ld.sync.aligned.32x32b.x32.b32
// PTX: tcgen05.dealloc
// PTX: tcgen05.dealloc

// CP: tile.buffer_alloc : !tile.buffer<128x128xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
// CP: tile.tmem_store %{{.*}} : tensor<128x128xf32> -> !tile.tmem<128x128xf32>
// CP: scf.for {{.*}} -> (tensor<128xf32>, tensor<128xf32>)
// CP: tile.async_wait pending 0, async_proxy
// CP: tile.tmem_dot {{.*}} transpose_b, {{.*}} accumulate %{{.*}} fenced : !tile.buffer<128x128xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.buffer<64x128xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.tmem<128x64xf32>
// CP: tile.tmem_dot {{.*}} accumulate %{{.*}} fenced : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.buffer<64x128xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.tmem<128x128xf32>
// CP-NOT: tile.dot

// -----

// B a tile in registers (no rings): stored into a buffer of its own, here
// once before the loop (a K x N B, read MN-major); the accumulator a GEMM's,
// carried as it is.
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
tile.kernel @b_in_registers(%n: i32) attributes {num_warps = 4 : i32} {
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %a = arith.constant dense<1.0> : tensor<128x64xbf16>
  %b = arith.constant dense<1.0> : tensor<64x64xbf16>
  %z = arith.constant dense<0.0> : tensor<128x64xf32>
  // expected-remark @below {{tcgen05 dots on tensor memory allocated before the loop: 1 dot(s), 1 accumulator(s) kept in tensor memory across the loop}}
  %r = scf.for %i = %c0 to %n step %c64 iter_args(%acc = %z) -> (tensor<128x64xf32>) : i32 {
    %d = tile.dot %a, %b, %acc kind tcgen05 : tensor<128x64xbf16>, tensor<64x64xbf16> -> tensor<128x64xf32>
    scf.yield %d : tensor<128x64xf32>
  }
  tile.return
}
}

// -----

// A K x N B of f32 (tf32): tcgen05 reads it K-major only.
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
tile.kernel @tf32_b_kn(%n: i32) attributes {num_warps = 4 : i32} {
  %c0 = arith.constant 0 : i32
  %c32 = arith.constant 32 : i32
  %a = arith.constant dense<1.0> : tensor<128x32xf32>
  %b = arith.constant dense<1.0> : tensor<32x64xf32>
  %z = arith.constant dense<0.0> : tensor<128x64xf32>
  // expected-remark @below {{tcgen05 dots left to the lowering: a tcgen05 dot whose B, in registers, no swizzled buffer holds as tcgen05 reads it}}
  %r = scf.for %i = %c0 to %n step %c32 iter_args(%acc = %z) -> (tensor<128x64xf32>) : i32 {
    %d = tile.dot %a, %b, %acc kind tcgen05 : tensor<128x32xf32>, tensor<32x64xf32> -> tensor<128x64xf32>
    scf.yield %d : tensor<128x64xf32>
  }
  tile.return
}
}

// -----

// C neither zero nor carried from the dot's last result.
!ring = !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 2>
!stage = !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
tile.kernel @c_from_outside(%n: i32) attributes {num_warps = 4 : i32} {
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %a = arith.constant dense<1.0> : tensor<128x64xbf16>
  %c = arith.constant dense<1.0> : tensor<128x64xf32>
  %ring = tile.buffer_alloc : !ring
  // expected-remark @below {{tcgen05 dots left to the lowering: a tcgen05 dot whose C is neither zero nor what the loop carries from the dot's last result}}
  %r = scf.for %i = %c0 to %n step %c64 iter_args(%acc = %c) -> (tensor<128x64xf32>) : i32 {
    %st = tile.buffer_stage %ring[%c0] : !ring
    tile.async_wait pending 0, async_proxy
    %kt = tile.buffer_load %st : !stage -> tensor<64x64xbf16>
    %k = tile.trans %kt : tensor<64x64xbf16> -> tensor<64x64xbf16>
    %d = tile.dot %a, %k, %c kind tcgen05 : tensor<128x64xbf16>, tensor<64x64xbf16> -> tensor<128x64xf32>
    %e = arith.addf %acc, %d : tensor<128x64xf32>
    scf.yield %e : tensor<128x64xf32>
  }
  tile.return
}
}

// -----

// A loop of one tcgen05 dot and one mma.sync dot.
!ring = !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 2>
!stage = !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
tile.kernel @mixed(%n: i32) attributes {num_warps = 4 : i32} {
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %a = arith.constant dense<1.0> : tensor<128x64xbf16>
  %z = arith.constant dense<0.0> : tensor<128x64xf32>
  %ring = tile.buffer_alloc : !ring
  // expected-remark @below {{tcgen05 dots left to the lowering: a dot that is not tcgen05}}
  %r = scf.for %i = %c0 to %n step %c64 iter_args(%acc = %z) -> (tensor<128x64xf32>) : i32 {
    %st = tile.buffer_stage %ring[%c0] : !ring
    tile.async_wait pending 0, async_proxy
    %kt = tile.buffer_load %st : !stage -> tensor<64x64xbf16>
    %k = tile.trans %kt : tensor<64x64xbf16> -> tensor<64x64xbf16>
    %s = tile.dot %a, %k, %z kind tcgen05 : tensor<128x64xbf16>, tensor<64x64xbf16> -> tensor<128x64xf32>
    %p = arith.truncf %s : tensor<128x64xf32> to tensor<128x64xbf16>
    %b = arith.constant dense<1.0> : tensor<64x64xbf16>
    %d = tile.dot %p, %b, %acc kind mma_sync : tensor<128x64xbf16>, tensor<64x64xbf16> -> tensor<128x64xf32>
    scf.yield %d : tensor<128x64xf32>
  }
  tile.return
}
}
