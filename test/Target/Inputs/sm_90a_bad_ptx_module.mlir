module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  // expected-error @+1 {{invalid PTX version 'eight'; expected X.Y such as 8.8}}
  gpu.module @tile_kernels {
  }
}
