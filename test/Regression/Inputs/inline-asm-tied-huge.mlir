// An input tied to output 18446744073709551616 (2^64: a rescaled number in
// the lowered sm_90a TMA GEMM's wgmma constraints, test/fuzz/fuzz.py seed 23):
// the number does not fit 64 bits.
module attributes {gpu.container_module, tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  gpu.module @tile_kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx70">] {
    llvm.func @k(%arg0: i32) attributes {nvvm.kernel} {
      %0 = llvm.inline_asm has_side_effects "add.s32 $0, $1, $2;", "=r,0,18446744073709551616" %arg0, %arg0 : (i32, i32) -> i32
      llvm.return
    }
  }
}
