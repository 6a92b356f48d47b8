module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "f"} {
  // expected-error @+1 {{PTX version 8.6 is too old for sm_100f: the target needs at least 8.8}}
  gpu.module @tile_kernels {
  }
}
