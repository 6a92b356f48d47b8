// RUN: tile-opt --tile-pipeline --tile-assign-layouts --convert-tile-to-llvm %s -split-input-file -verify-diagnostics
// RUN: not tile-opt --tile-pipeline=stages=1 %s -split-input-file 2>&1 | FileCheck %s --check-prefix=STAGES

// STAGES: error: tile-pipeline needs 2 to 16 stages, got 1

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k(%d: !tile.ptr<bf16> {tile.tensor_map}, %x: i32) {
    // expected-error @+1 {{unsupported operation for target sm_80: tile.load_box (cp.async.bulk.tensor) needs sm_90 or newer (any suffix)}}
    %a = tile.load_box %d[%x, %x] : !tile.ptr<bf16> -> tensor<64x64xbf16>
    tile.return
  }
}

// -----

// A wrong attribute written by hand is an error at the attribute (its
// verifier), not a crash.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1 : i32 {
      scf.yield
    // expected-error @+1 {{#tile.pipeline<tma_wgmma> has stages = 1; tile-pipeline writes 2 to 16 (a loop of 1 stage has no tile.pipeline)}}
    } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 1, smem_offset = 0, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{is marked tile.pipeline but cannot be pipelined: the loop carries 0 values, not one accumulator}}
    scf.for %i = %c0 to %n step %c1 : i32 {
      scf.yield
    } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}
    tile.return
  }
}


// -----

// Hand-placed boxes must lie inside the kernel's dynamic shared memory and
// on the 1024-byte swizzle atom.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%d: !tile.ptr<bf16> {tile.tensor_map}, %x: i32)
      attributes {smem_bytes = 4096 : i32} {
    // expected-error @+1 {{needs bytes [0, 8200) of dynamic shared memory for the box and its mbarrier, but the kernel's smem_bytes is 4096 (tile-pipeline sizes it)}}
    %a = tile.load_box %d[%x, %x] {smem_offset = 0 : i32} : !tile.ptr<bf16> -> tensor<64x64xbf16>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%d: !tile.ptr<bf16> {tile.tensor_map}, %x: i32)
      attributes {smem_bytes = 65536 : i32} {
    // expected-error @+1 {{smem_offset 512 is not 1024-byte aligned (the swizzle atom)}}
    %a = tile.load_box %d[%x, %x] {smem_offset = 512 : i32} : !tile.ptr<bf16> -> tensor<64x64xbf16>
    tile.return
  }
}

// -----

// A ring that does not fit the kernel's dynamic shared memory.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%a: !tile.ptr<bf16> {tile.tensor_map},
                 %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 12 : i32, max_registers = 168 : i32, smem_bytes = 1024 : i32} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    // expected-error @+1 {{needs bytes [0, 98384) of dynamic shared memory for its ring of stages and mbarriers, but the kernel's smem_bytes is 1024}}
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x64xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<64x64xbf16>
      %tbt = tile.trans %tb : tensor<64x64xbf16> -> tensor<64x64xbf16>
      %d = tile.dot %ta, %tbt, %acc_in kind wgmma : tensor<128x64xbf16>, tensor<64x64xbf16> -> tensor<128x64xf32>
      scf.yield %d : tensor<128x64xf32>
    } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}
    tile.return
  }
}

// -----

// tile.persistent written by hand on a loop that is not a persistent loop
// around a pipelined one.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{is marked tile.persistent but its body has no pipelined loop}}
    scf.for %i = %c0 to %n step %c1 : i32 {
      scf.yield
    } {tile.persistent}
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'tile.persistent' is a unit attribute on an scf.for (written by tile-pipeline)}}
    scf.for %i = %c0 to %n step %c1 : i32 {
      scf.yield
    } {tile.persistent = 1 : i32}
    tile.return
  }
}

// -----

// A hand-marked persistent loop whose epilogue needs the whole block (a
// reduction of the accumulator) would deadlock with a producer warpgroup
// running its own loop: an error, not a hang.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%a: !tile.ptr<bf16> {tile.tensor_map},
                 %b: !tile.ptr<bf16> {tile.tensor_map}, %c: !tile.ptr<f32>,
                 %T: i32, %K: i32)
      attributes {num_warps = 12 : i32, max_registers = 168 : i32, smem_bytes = 98384 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    // expected-error @+1 {{is marked tile.persistent but 'tile.reduce' uses the accumulator in a way that needs its values in shared memory (a block-wide barrier)}}
    scf.for %t = %c0 to %T step %c1 : i32 {
      %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x64xf32>) : i32 {
        %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
        %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<64x64xbf16>
        %tbt = tile.trans %tb : tensor<64x64xbf16> -> tensor<64x64xbf16>
        %d = tile.dot %ta, %tbt, %acc_in kind wgmma : tensor<128x64xbf16>, tensor<64x64xbf16> -> tensor<128x64xf32>
        scf.yield %d : tensor<128x64xf32>
      } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}
      %s = tile.reduce add %acc axis 1 : tensor<128x64xf32> -> tensor<128xf32>
      %r = tile.range 0 to 128 : tensor<128xi32>
      tile.store %s, %c[%r] : tensor<128xi32>, tensor<128xf32>
    } {tile.persistent}
    tile.return
  }
}

// -----

// cp.async pipelines (mma.sync): a hand-written plan with too few stages,
// or, without an smem_offset, more than the 48 KiB static buffer holds.
module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k(%a: !tile.ptr<bf16>, %c: !tile.ptr<f32>, %K: i32) {
    %c0 = arith.constant 0 : i32
    %c16 = arith.constant 16 : i32
    %r16 = tile.range 0 to 16 : tensor<16xi32>
    %kc = tile.expand_dims %r16 axis 0 : tensor<16xi32> -> tensor<1x16xi32>
    %kc_b = tile.broadcast %kc : tensor<1x16xi32> -> tensor<16x16xi32>
    %zero = arith.constant dense<0.0> : tensor<16x16xf32>
    %acc = scf.for %k0 = %c0 to %K step %c16 iter_args(%acc_in = %zero) -> (tensor<16x16xf32>) : i32 {
      %ks = tile.splat %k0 : tensor<16x16xi32>
      %off = arith.addi %kc_b, %ks : tensor<16x16xi32>
      %ta = tile.load %a[%off] : tensor<16x16xi32> -> tensor<16x16xbf16>
      %tb = tile.load %a[%off] : tensor<16x16xi32> -> tensor<16x16xbf16>
      %d = tile.dot %ta, %tb, %acc_in kind mma_sync : tensor<16x16xbf16>, tensor<16x16xbf16> -> tensor<16x16xf32>
      scf.yield %d : tensor<16x16xf32>
    // expected-error @+1 {{#tile.pipeline<cp_async_mma_sync> has stages = 1; tile-pipeline writes 2 to 16 (a loop of 1 stage has no tile.pipeline)}}
    } {tile.pipeline = #tile.pipeline<cp_async_mma_sync, stages = 1>}
    tile.store %acc, %c[%kc_b] : tensor<16x16xi32>, tensor<16x16xf32>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k(%a: !tile.ptr<bf16>, %c: !tile.ptr<f32>, %K: i32) {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %kc = tile.expand_dims %r64 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %kc_b = tile.broadcast %kc : tensor<1x64xi32> -> tensor<64x64xi32>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    // expected-error @+1 {{is pipelined with 4 stages of 18432 bytes, more than the 49152 bytes of static shared memory a kernel can have (tile-pipeline sizes it)}}
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<64x64xf32>) : i32 {
      %ks = tile.splat %k0 : tensor<64x64xi32>
      %off = arith.addi %kc_b, %ks : tensor<64x64xi32>
      %ta = tile.load %a[%off] : tensor<64x64xi32> -> tensor<64x64xbf16>
      %tb = tile.load %a[%off] : tensor<64x64xi32> -> tensor<64x64xbf16>
      %d = tile.dot %ta, %tb, %acc_in kind mma_sync : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    } {tile.pipeline = #tile.pipeline<cp_async_mma_sync, stages = 4>}
    tile.store %acc, %c[%kc_b] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}

// -----

// The same ring placed in dynamic shared memory (smem_offset) must lie in
// the kernel's smem_bytes.
module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k(%a: !tile.ptr<bf16>, %c: !tile.ptr<f32>, %K: i32) attributes {smem_bytes = 4096 : i32} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %kc = tile.expand_dims %r64 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %kc_b = tile.broadcast %kc : tensor<1x64xi32> -> tensor<64x64xi32>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    // expected-error @+1 {{needs bytes [0, 73728) of dynamic shared memory for its cp.async stages, but the kernel's smem_bytes is 4096 (tile-pipeline sizes it)}}
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<64x64xf32>) : i32 {
      %ks = tile.splat %k0 : tensor<64x64xi32>
      %off = arith.addi %kc_b, %ks : tensor<64x64xi32>
      %ta = tile.load %a[%off] : tensor<64x64xi32> -> tensor<64x64xbf16>
      %tb = tile.load %a[%off] : tensor<64x64xi32> -> tensor<64x64xbf16>
      %d = tile.dot %ta, %tb, %acc_in kind mma_sync : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    } {tile.pipeline = #tile.pipeline<cp_async_mma_sync, stages = 4, smem_offset = 0>}
    tile.store %acc, %c[%kc_b] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}

// -----

// cp.async + wgmma (sm_90a): the ring is in dynamic shared memory, so a
// hand-written plan needs an smem_offset ...
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%a: !tile.ptr<bf16>, %c: !tile.ptr<f32>, %K: i32) {
    %c0 = arith.constant 0 : i32
    %c16 = arith.constant 16 : i32
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %r16 = tile.range 0 to 16 : tensor<16xi32>
    %ka = tile.expand_dims %r16 axis 0 : tensor<16xi32> -> tensor<1x16xi32>
    %ka_b = tile.broadcast %ka : tensor<1x16xi32> -> tensor<64x16xi32>
    %kb = tile.expand_dims %r64 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %kb_b = tile.broadcast %kb : tensor<1x64xi32> -> tensor<16x64xi32>
    %cb = tile.broadcast %kb : tensor<1x64xi32> -> tensor<64x64xi32>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    %acc = scf.for %k0 = %c0 to %K step %c16 iter_args(%acc_in = %zero) -> (tensor<64x64xf32>) : i32 {
      %ta = tile.load %a[%ka_b] : tensor<64x16xi32> -> tensor<64x16xbf16>
      %tb = tile.load %a[%kb_b] : tensor<16x64xi32> -> tensor<16x64xbf16>
      %d = tile.dot %ta, %tb, %acc_in kind wgmma : tensor<64x16xbf16>, tensor<16x64xbf16> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    // expected-error @+1 {{#tile.pipeline<cp_async_wgmma> has no smem_offset (tile-pipeline places its ring in the kernel's dynamic shared memory)}}
    } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 4>}
    tile.store %acc, %c[%cb] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}

// -----

// ... inside the kernel's smem_bytes.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%a: !tile.ptr<bf16>, %c: !tile.ptr<f32>, %K: i32) attributes {smem_bytes = 4096 : i32} {
    %c0 = arith.constant 0 : i32
    %c16 = arith.constant 16 : i32
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %r16 = tile.range 0 to 16 : tensor<16xi32>
    %ka = tile.expand_dims %r16 axis 0 : tensor<16xi32> -> tensor<1x16xi32>
    %ka_b = tile.broadcast %ka : tensor<1x16xi32> -> tensor<64x16xi32>
    %kb = tile.expand_dims %r64 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %kb_b = tile.broadcast %kb : tensor<1x64xi32> -> tensor<16x64xi32>
    %cb = tile.broadcast %kb : tensor<1x64xi32> -> tensor<64x64xi32>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    // expected-error @+1 {{needs bytes [1024, 17408) of dynamic shared memory for its cp.async stages, but the kernel's smem_bytes is 4096 (tile-pipeline sizes it)}}
    %acc = scf.for %k0 = %c0 to %K step %c16 iter_args(%acc_in = %zero) -> (tensor<64x64xf32>) : i32 {
      %ta = tile.load %a[%ka_b] : tensor<64x16xi32> -> tensor<64x16xbf16>
      %tb = tile.load %a[%kb_b] : tensor<16x64xi32> -> tensor<16x64xbf16>
      %d = tile.dot %ta, %tb, %acc_in kind wgmma : tensor<64x16xbf16>, tensor<16x64xbf16> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 4, smem_offset = 1024>}
    tile.store %acc, %c[%cb] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}

// -----

// A hand-written multicast of a box whose coordinates differ between the
// blocks of the cluster (program_id x, the cluster spans x) would mix the
// blocks' tiles: rejected.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%a: !tile.ptr<bf16> {tile.tensor_map},
                 %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 12 : i32, max_registers = 168 : i32, smem_bytes = 131152 : i32,
                  cluster_dims = array<i32: 2>} {
    %px = tile.program_id x : i32
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    // expected-error @+1 {{is marked to multicast its A box (multicast_a), but the box's coordinates may differ between the blocks of a cluster}}
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %px] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tbt = tile.trans %tb : tensor<128x64xbf16> -> tensor<64x128xbf16>
      %d = tile.dot %ta, %tbt, %acc_in kind wgmma : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, multicast_a = 1, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}
    tile.return
  }
}

// -----

// Multicast needs a cluster.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%a: !tile.ptr<bf16> {tile.tensor_map},
                 %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 12 : i32, max_registers = 168 : i32, smem_bytes = 131152 : i32} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    // expected-error @+1 {{is marked to multicast its B box (multicast_b), but the kernel has no cluster_dims of 2 or more blocks}}
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tbt = tile.trans %tb : tensor<128x64xbf16> -> tensor<64x128xbf16>
      %d = tile.dot %ta, %tbt, %acc_in kind wgmma : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, multicast_b = 1, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}
    tile.return
  }
}

// -----

// A box that moves with program_id y cannot be shared along y; a plan
// that is not a dimension mask is malformed.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%a: !tile.ptr<bf16> {tile.tensor_map},
                 %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 12 : i32, max_registers = 168 : i32, smem_bytes = 131152 : i32,
                  cluster_dims = array<i32: 2, 2>} {
    %py = tile.program_id y : i32
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    // expected-error @+1 {{is marked to multicast its A box along x, y (multicast_a = 3), but it may differ along y between the blocks of a cluster}}
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %py] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tbt = tile.trans %tb : tensor<128x64xbf16> -> tensor<64x128xbf16>
      %d = tile.dot %ta, %tbt, %acc_in kind wgmma : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, multicast_a = 3, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%a: !tile.ptr<bf16> {tile.tensor_map},
                 %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 12 : i32, max_registers = 168 : i32, smem_bytes = 131152 : i32,
                  cluster_dims = array<i32: 2>} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tbt = tile.trans %tb : tensor<128x64xbf16> -> tensor<64x128xbf16>
      %d = tile.dot %ta, %tbt, %acc_in kind wgmma : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    // expected-error @+1 {{#tile.pipeline<tma_wgmma> has multicast_b = 8; tile-pipeline writes the cluster dimensions the B box is shared along: a mask of x = 1, y = 2, z = 4}}
    } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, multicast_b = 8, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}
    tile.return
  }
}

// -----

// One tensor map, two box shapes: TMA would copy the map's box for both.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%d: !tile.ptr<bf16> {tile.tensor_map}, %x: i32) {
    // expected-note @+1 {{the other op}}
    %a = tile.load_box %d[%x, %x] : !tile.ptr<bf16> -> tensor<128x64xbf16>
    // expected-error @+1 {{'tile.load_box' op copies 64x64 boxes through a tensor map that another op copies 128x64 boxes through; a tensor map has one box shape (pass a second tensor map)}}
    %b = tile.load_box %d[%x, %x] : !tile.ptr<bf16> -> tensor<64x64xbf16>
    tile.return
  }
}

// -----

// Wide boxes of different widths read the same 128-byte slabs: fine.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%d: !tile.ptr<bf16> {tile.tensor_map}, %x: i32) {
    %a = tile.load_box %d[%x, %x] : !tile.ptr<bf16> -> tensor<64x256xbf16>
    %b = tile.load_box %d[%x, %x] : !tile.ptr<bf16> -> tensor<64x64xbf16>
    tile.return
  }
}

// -----

// The TMA + mma.sync pipeline (sm_120a) copies every box itself: a
// hand-written multicast of one is rejected at the loop.
module attributes {tile.compute_capability = 120 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%a: !tile.ptr<bf16> {tile.tensor_map},
                 %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 4 : i32, smem_bytes = 65616 : i32,
                  cluster_dims = array<i32: 2>} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<64x64xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<bf16> -> tensor<64x64xbf16>
      %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<64x64xbf16>
      %tbt = tile.trans %tb : tensor<64x64xbf16> -> tensor<64x64xbf16>
      %d = tile.dot %ta, %tbt, %acc_in kind mma_sync : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    // expected-error @+1 {{#tile.pipeline<tma_mma_sync> has multicast_a; only a TMA pipeline of wgmma multicasts its boxes (tma_wgmma; tcgen05 loops multicast through tile-warp-specialize)}}
    } {tile.pipeline = #tile.pipeline<tma_mma_sync, stages = 4, smem_offset = 0, multicast_a = 1>}
    tile.return
  }
}

// -----

// The plan names another pipeline than the loop's loads and dot make (an
// mma.sync dot of tile.loads: cp_async_mma_sync): an error naming both,
// not the lowering of another pipeline.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%a: !tile.ptr<bf16>, %c: !tile.ptr<f32>, %K: i32)
      attributes {smem_bytes = 65536 : i32} {
    %c0 = arith.constant 0 : i32
    %c16 = arith.constant 16 : i32
    %r16 = tile.range 0 to 16 : tensor<16xi32>
    %kc = tile.expand_dims %r16 axis 0 : tensor<16xi32> -> tensor<1x16xi32>
    %kc_b = tile.broadcast %kc : tensor<1x16xi32> -> tensor<16x16xi32>
    %zero = arith.constant dense<0.0> : tensor<16x16xf32>
    // expected-error @+1 {{is marked tile.pipeline as a cp_async_wgmma pipeline, but its loads and dot make a cp_async_mma_sync pipeline (run tile-pipeline again on the loop without it)}}
    %acc = scf.for %k0 = %c0 to %K step %c16 iter_args(%acc_in = %zero) -> (tensor<16x16xf32>) : i32 {
      %ks = tile.splat %k0 : tensor<16x16xi32>
      %off = arith.addi %kc_b, %ks : tensor<16x16xi32>
      %ta = tile.load %a[%off] : tensor<16x16xi32> -> tensor<16x16xbf16>
      %tb = tile.load %a[%off] : tensor<16x16xi32> -> tensor<16x16xbf16>
      %d = tile.dot %ta, %tb, %acc_in kind mma_sync : tensor<16x16xbf16>, tensor<16x16xbf16> -> tensor<16x16xf32>
      scf.yield %d : tensor<16x16xf32>
    } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 4, smem_offset = 0>}
    tile.store %acc, %c[%kc_b] : tensor<16x16xi32>, tensor<16x16xf32>
    tile.return
  }
}

// -----

// A tcgen05 dot's cp.async K loop (sm_100a) marked with a template's kind:
// no #tile.pipeline names such a loop (tile-pipeline-loads writes it as
// IR), an error saying so.
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%a: !tile.ptr<bf16>, %c: !tile.ptr<f32>, %K: i32)
      attributes {smem_bytes = 65536 : i32} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %r32 = tile.range 0 to 32 : tensor<32xi32>
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %ka1 = tile.expand_dims %r32 axis 0 : tensor<32xi32> -> tensor<1x32xi32>
    %offa = tile.broadcast %ka1 : tensor<1x32xi32> -> tensor<128x32xi32>
    %nb1 = tile.expand_dims %r64 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %offb = tile.broadcast %nb1 : tensor<1x64xi32> -> tensor<32x64xi32>
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    // expected-error @+1 {{is marked tile.pipeline as a cp_async_wgmma pipeline, but its loads feed a tcgen05 dot, whose pipeline tile-pipeline-loads writes as IR (run tile-pipeline and tile-pipeline-loads on the loop without it)}}
    %acc = scf.for %k0 = %c0 to %K step %c32 iter_args(%acc_in = %zero) -> (tensor<128x64xf32>) : i32 {
      %ka = tile.splat %k0 : tensor<128x32xi32>
      %pa = arith.addi %offa, %ka : tensor<128x32xi32>
      %ta = tile.load %a[%pa] : tensor<128x32xi32> -> tensor<128x32xbf16>
      %kb = tile.splat %k0 : tensor<32x64xi32>
      %pb = arith.addi %offb, %kb : tensor<32x64xi32>
      %tb = tile.load %a[%pb] : tensor<32x64xi32> -> tensor<32x64xbf16>
      %d = tile.dot %ta, %tb, %acc_in kind tcgen05 : tensor<128x32xbf16>, tensor<32x64xbf16> -> tensor<128x64xf32>
      scf.yield %d : tensor<128x64xf32>
    } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 4, smem_offset = 0>}
    tile.return
  }
}

// -----

// A TMA tcgen05 K loop (sm_100a) marked as a wgmma pipeline: a tcgen05
// loop has no template since session 51 (tile-pipeline-loads writes it).
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%a: !tile.ptr<bf16> {tile.tensor_map},
                 %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 12 : i32, max_registers = 168 : i32, smem_bytes = 131152 : i32} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    // expected-error @+1 {{is marked tile.pipeline as a tma_wgmma pipeline, but its loads feed a tcgen05 dot, whose pipeline tile-pipeline-loads writes as IR (run tile-pipeline and tile-pipeline-loads on the loop without it)}}
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tbt = tile.trans %tb : tensor<128x64xbf16> -> tensor<64x128xbf16>
      %d = tile.dot %ta, %tbt, %acc_in kind tcgen05 : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0, entry_regs = 168, producer_regs = 40, consumer_regs = 232>}
    tile.return
  }
}

// -----

// The stages' shared layouts a hand-written plan records must fit the
// loop: A's rows of K = 16 bf16 are 32 bytes, not whole 128-byte slabs.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%a: !tile.ptr<bf16>, %c: !tile.ptr<f32>, %K: i32) attributes {smem_bytes = 32768 : i32} {
    %c0 = arith.constant 0 : i32
    %c16 = arith.constant 16 : i32
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %r16 = tile.range 0 to 16 : tensor<16xi32>
    %ka = tile.expand_dims %r16 axis 0 : tensor<16xi32> -> tensor<1x16xi32>
    %ka_b = tile.broadcast %ka : tensor<1x16xi32> -> tensor<64x16xi32>
    %kb = tile.expand_dims %r64 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %kb_b = tile.broadcast %kb : tensor<1x64xi32> -> tensor<16x64xi32>
    %cb = tile.broadcast %kb : tensor<1x64xi32> -> tensor<64x64xi32>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    // expected-error @+1 {{'scf.for' op cannot hold its stages in shared_a = #tile.shared<swizzle = 128, elem_bytes = 2>, shared_b = #tile.shared<swizzle = 128, elem_bytes = 2>: A's 32-byte lines are not whole 128-byte slabs}}
    %acc = scf.for %k0 = %c0 to %K step %c16 iter_args(%acc_in = %zero) -> (tensor<64x64xf32>) : i32 {
      %ta = tile.load %a[%ka_b] : tensor<64x16xi32> -> tensor<64x16xbf16>
      %tb = tile.load %a[%kb_b] : tensor<16x64xi32> -> tensor<16x64xbf16>
      %d = tile.dot %ta, %tb, %acc_in kind wgmma : tensor<64x16xbf16>, tensor<16x64xbf16> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 4, smem_offset = 1024, shared_a = #tile.shared<swizzle = 128, elem_bytes = 2>, shared_b = #tile.shared<swizzle = 128, elem_bytes = 2>>}
    tile.store %acc, %c[%cb] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}

// -----

// ... and B staged as the loop stages it: a K x N B read as it is, MN-major
// (not transposed).
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%a: !tile.ptr<bf16>, %c: !tile.ptr<f32>, %K: i32) attributes {smem_bytes = 32768 : i32} {
    %c0 = arith.constant 0 : i32
    %c16 = arith.constant 16 : i32
    %r64 = tile.range 0 to 64 : tensor<64xi32>
    %r16 = tile.range 0 to 16 : tensor<16xi32>
    %ka = tile.expand_dims %r16 axis 0 : tensor<16xi32> -> tensor<1x16xi32>
    %ka_b = tile.broadcast %ka : tensor<1x16xi32> -> tensor<64x16xi32>
    %kb = tile.expand_dims %r64 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %kb_b = tile.broadcast %kb : tensor<1x64xi32> -> tensor<16x64xi32>
    %cb = tile.broadcast %kb : tensor<1x64xi32> -> tensor<64x64xi32>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    // expected-error @+1 {{'scf.for' op cannot hold its stages in shared_a = #tile.shared<swizzle = 32, elem_bytes = 2>, shared_b = #tile.shared<swizzle = 128, elem_bytes = 2, transposed>: its B is staged MN-major (K x N, N contiguous: not transposed)}}
    %acc = scf.for %k0 = %c0 to %K step %c16 iter_args(%acc_in = %zero) -> (tensor<64x64xf32>) : i32 {
      %ta = tile.load %a[%ka_b] : tensor<64x16xi32> -> tensor<64x16xbf16>
      %tb = tile.load %a[%kb_b] : tensor<16x64xi32> -> tensor<16x64xbf16>
      %d = tile.dot %ta, %tb, %acc_in kind wgmma : tensor<64x16xbf16>, tensor<16x64xbf16> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 4, smem_offset = 1024, shared_a = #tile.shared<swizzle = 32, elem_bytes = 2>, shared_b = #tile.shared<swizzle = 128, elem_bytes = 2, transposed>>}
    tile.store %acc, %c[%cb] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}
