// tile-pipeline's plan for tile-warp-specialize on a kernel whose loop
// tile-pipeline-loads did not pipeline (no TMA rings to split): with
// `planned`, an error at the kernel, not a kernel left unspecialized.
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%p: !tile.ptr<f32>) attributes {num_warps = 4 : i32, tile.warp_specialize = 1 : i32} {
    tile.return
  }
}
