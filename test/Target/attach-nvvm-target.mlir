// RUN: tile-opt --tile-assign-layouts --convert-tile-to-llvm --tile-attach-nvvm-target %s | FileCheck %s
// RUN: tile-opt --tile-assign-layouts --convert-tile-to-llvm --tile-attach-nvvm-target="ptx-version=9.0 O=2" %s | FileCheck %s --check-prefix=PTX90

// The family-specific target gets the f chip and its own minimum PTX (8.8);
// the upstream per-op SM check, which only knows `a`, is replaced by tile's.
// CHECK: gpu.module @tile_kernels [#nvvm.target<O = 3, chip = "sm_100f", features = "+ptx88", verifyTarget = false>]
// PTX90: gpu.module @tile_kernels [#nvvm.target<chip = "sm_100f", features = "+ptx90", verifyTarget = false>]
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "f"} {
  tile.kernel @k(%p: !tile.ptr<f32>) {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = tile.load %p[%r] : tensor<128xi32> -> tensor<128xf32>
    tile.store %v, %p[%r] : tensor<128xi32>, tensor<128xf32>
    tile.return
  }
}
