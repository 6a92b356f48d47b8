// A constraint "-1169511641027158818980" (a rescaled tied-operand number in
// the lowered sm_90a fp8 TMA GEMM's wgmma, test/fuzz/fuzz.py seed 23):
// neither register-class letters nor a number; LLVM's MachineLICM crashed.
module attributes {gpu.container_module, tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  gpu.module @tile_kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx70">] {
    llvm.func @k(%arg0: i32) attributes {nvvm.kernel} {
      %0 = llvm.inline_asm has_side_effects "add.s32 $0, $1, 1;", "=r,-1169511641027158818980" %arg0 : (i32) -> i32
      llvm.return
    }
  }
}
