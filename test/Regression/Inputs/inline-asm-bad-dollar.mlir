module attributes {gpu.container_module, tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  gpu.module @tile_kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx70">] {
    llvm.func @k(%arg0: i32) attributes {nvvm.kernel} {
      %0 = llvm.inline_asm has_side_effects "add.s32 $0, $x, 1;", "=r,r" %arg0 : (i32) -> i32
      llvm.return
    }
  }
}
