// Buffer ops lowered where tile-allocate-shared placed them: a buffer is
// its bytes of the kernel's dynamic region (<kernel>_dsmem, at its
// offset), a stage that plus index * stage bytes; tile.async_copy is
// cp.async (16 bytes a run where the runs allow, zero-filled where the
// mask is off, element by element where a run is not contiguous and
// aligned at run time), async_commit / async_wait are commit_group and
// wait_group + bar.sync. Errors: an unplaced buffer, a target without
// cp.async. Numerics and every #tile.shared layout's bytes:
// test/python/test_buffers_emulated.py.
//
// RUN: tile-opt --tile-allocate-shared --tile-assign-layouts=max-run=8 --convert-tile-to-llvm=max-run=8 %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: tile-translate --gpu-name=sm_80 %S/Inputs/buffer_ring.mlir -o - | FileCheck %s --check-prefix=PTX
// RUN: tile-translate --gpu-name=sm_80 --emit=metadata %S/Inputs/buffer_ring.mlir -o - | FileCheck %s --check-prefix=META
// RUN: not tile-opt --tile-set-target=gpu-name=sm_80 --tile-assign-layouts --convert-tile-to-llvm %S/Inputs/buffer_ring.mlir 2>&1 | FileCheck %s --check-prefix=UNPLACED
// RUN: %if ptxas %{ tile-translate --gpu-name=sm_80 %S/Inputs/buffer_ring.mlir -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

// PTX-LABEL: .visible .entry ring(
// PTX: cp.async.ca.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 8{{(, %r[0-9]+)?}};
// PTX: cp.async.commit_group;
// PTX: cp.async.wait_group 1;
// PTX: bar.sync 0;
// META: "name": "ring"
// META: "dynamic_shared_bytes": 4096,
// UNPLACED: error: 'tile.buffer_alloc' op has no place in shared memory; run tile-allocate-shared first (tile-translate does)

!stage = !tile.buffer<16x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
!ring = !tile.buffer<16x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 2>

// An aligned, unmasked copy is one cp.async.cg of 16 bytes a run; a stage
// is the ring's address plus index * 2048.
// CHECK-LABEL: llvm.func @copy
// CHECK: llvm.mlir.addressof @copy_dsmem
// CHECK: tile_nv.cp_async cg {{.*}}, 16 : !llvm.ptr<1>
// CHECK-NOT: tile_nv.cp_async
// CHECK: tile_nv.cp_async_commit_group
// CHECK: tile_nv.cp_async_wait_group 0
// CHECK-NEXT: nvvm.barrier0
module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
tile.kernel @copy(%x: !tile.ptr<bf16> {tile.divisibility = 16 : i32}, %y: !tile.ptr<bf16>, %i: i32) {
  %ring = tile.buffer_alloc : !ring
  %s = tile.buffer_stage %ring[%i] : !ring
  %lin = tile.range 0 to 1024 : tensor<1024xi32>
  %offs = tile.reshape %lin : tensor<1024xi32> -> tensor<16x64xi32>
  tile.async_copy %x[%offs], %s : tensor<16x64xi32>, !stage
  tile.async_commit
  tile.async_wait pending 0
  %v = tile.buffer_load %s : !stage -> tensor<16x64xbf16>
  tile.store %v, %y[%offs] : tensor<16x64xi32>, tensor<16x64xbf16>
  tile.return
}
}

// -----

// Without cp.async (sm_75): an error at the copy.
module attributes {tile.compute_capability = 75 : i32, tile.target_spec = ""} {
  tile.kernel @old(%x: !tile.ptr<f32>) {
    %b = tile.buffer_alloc : !tile.buffer<128xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>
    %r = tile.range 0 to 128 : tensor<128xi32>
    // expected-error @+1 {{unsupported operation for target sm_75: cp.async (tile.async_copy)}}
    tile.async_copy %x[%r], %b : tensor<128xi32>, !tile.buffer<128xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>
    tile.return
  }
}
