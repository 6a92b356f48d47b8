// RUN: not tile-translate --gpu-name=sm_90a %s 2>&1 | FileCheck %s
// Found by test/fuzz/fuzz.py (seed 29: the lowered sm_90a TMA-store GEMM
// with a vector<2xf32> rescaled to vector<2147483648xf32>): LLVM's code
// generator ran out of memory splitting it ("LLVM ERROR: out of memory").
// tile-translate rejects such LLVM-dialect input at the op.

// CHECK: huge-llvm-vector.mlir:[[@LINE+4]]:12: error: 'llvm.mlir.undef' op uses a vector of 2147483648 elements; tile-translate accepts LLVM vectors of at most 4096 elements
module attributes {gpu.container_module, tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  gpu.module @tile_kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">] {
    llvm.func @k(%p: !llvm.ptr<3>) attributes {nvvm.kernel} {
      %0 = llvm.mlir.undef : vector<2147483648xf32>
      llvm.store %0, %p {alignment = 8 : i64} : vector<2147483648xf32>, !llvm.ptr<3>
      llvm.return
    }
  }
}
