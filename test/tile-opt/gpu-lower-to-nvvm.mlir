// tile-opt registers what mlir-opt does for GPU work (the GPU, NVVM, ...
// translations to LLVM IR, the #nvvm.target serialization), so upstream's
// gpu-lower-to-nvvm-pipeline runs unchanged and gives the same output as
// mlir-opt: here an sm_90a kernel in upstream dialects (TMA, mbarrier, wgmma)
// down to PTX. gpu-lower-to-nvvm-ptxas.test assembles that PTX.

// RUN: tile-opt %s -gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90a cubin-features=+ptx80 opt-level=3 cubin-format=isa" > %t.tile.mlir
// RUN: FileCheck %s --check-prefix=BIN < %t.tile.mlir
// RUN: %python %S/Inputs/gpu_binary_ptx.py < %t.tile.mlir | FileCheck %s

// The same bytes as mlir-opt, but for the time LLVM took.
// RUN: mlir-opt %s -gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90a cubin-features=+ptx80 opt-level=3 cubin-format=isa" > %t.upstream.mlir
// RUN: sed -e 's/LLVMIRToISATimeInMs = [0-9]* : i64, //' %t.tile.mlir > %t.tile.cmp
// RUN: sed -e 's/LLVMIRToISATimeInMs = [0-9]* : i64, //' %t.upstream.mlir > %t.upstream.cmp
// RUN: diff %t.tile.cmp %t.upstream.cmp

// BIN: gpu.binary @kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">

// CHECK: .version 8.0
// CHECK: .target sm_90a
// CHECK: .visible .entry gemm_64x64x64(
// CHECK: mbarrier.init.shared.b64
// CHECK: prefetch.tensormap
// CHECK: mbarrier.arrive.expect_tx.shared.b64
// CHECK-COUNT-2: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK: mbarrier.try_wait.parity.shared.b64
// CHECK: wgmma.fence.sync.aligned
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK: wgmma.commit_group.sync.aligned
// CHECK: wgmma.wait_group.sync.aligned 0

// One warpgroup computes D (64x64, f32) = A (64x64, f16) * B^T (B 64x64,
// f16): one mbarrier, two TMA loads (128-byte swizzle) into dynamic shared
// memory, four m64n64k16 wgmma along K, the accumulator stored to global
// memory. The tensor maps come in as pointers (gpu-lower-to-nvvm-pipeline
// does not convert a gpu.func signature with !nvgpu.tensormap.descriptor).

!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!tensorMap = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!smemTile = memref<64x64xf16, #gpu.address_space<workgroup>>
!wgmmaDesc = !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x64xf32>>

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_64x64x64(%mapA: !llvm.ptr, %mapB: !llvm.ptr,
                            %d: memref<64x64xf32>) kernel {
      %descA = builtin.unrealized_conversion_cast %mapA : !llvm.ptr to !tensorMap
      %descB = builtin.unrealized_conversion_cast %mapB : !llvm.ptr to !tensorMap
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %tileBytes = arith.constant 8192 : index
      %txBytes = arith.constant 16384 : index
      %ticks = arith.constant 10000000 : index
      %phase = arith.constant false
      %tid = gpu.thread_id x
      %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %a = memref.view %smem[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to !smemTile
      %b = memref.view %smem[%tileBytes][] : memref<?xi8, #gpu.address_space<workgroup>> to !smemTile
      %bar = nvgpu.mbarrier.create -> !barrier
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        nvgpu.mbarrier.init %bar[%c0], %c1 : !barrier
        nvgpu.tma.prefetch.descriptor %descA : !tensorMap
        nvgpu.tma.prefetch.descriptor %descB : !tensorMap
      }
      gpu.barrier
      scf.if %leader {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %txBytes : !barrier
        nvgpu.tma.async.load %descA[%c0, %c0], %bar[%c0] to %a : !tensorMap, !barrier -> !smemTile
        nvgpu.tma.async.load %descB[%c0, %c0], %bar[%c0] to %b : !tensorMap, !barrier -> !smemTile
      }
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : !barrier
      %wa = nvgpu.warpgroup.generate.descriptor %a, %descA : !smemTile, !tensorMap -> !wgmmaDesc
      %wb = nvgpu.warpgroup.generate.descriptor %b, %descB : !smemTile, !tensorMap -> !wgmmaDesc
      %zero = nvgpu.warpgroup.mma.init.accumulator -> !acc
      %sum = nvgpu.warpgroup.mma %wa, %wb, %zero {transposeB} : !wgmmaDesc, !wgmmaDesc, !acc -> !acc
      nvvm.wgmma.wait.group.sync.aligned 0
      nvgpu.warpgroup.mma.store %sum, %d : !acc to memref<64x64xf32>
      gpu.return
    }
  }
}
