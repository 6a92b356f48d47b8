module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  // expected-error @+1 {{PTX version 9.1 is newer than this build of LLVM can emit (at most 9.0)}}
  gpu.module @tile_kernels {
  }
}
