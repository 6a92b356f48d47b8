// RUN: tile-opt --tile-attach-nvvm-target %s -split-input-file -verify-diagnostics
// RUN: tile-opt --tile-attach-nvvm-target="ptx-version=8.6" %S/Inputs/sm_100f_module.mlir -verify-diagnostics
// RUN: tile-opt --tile-attach-nvvm-target="ptx-version=9.1" %S/Inputs/sm_90a_module.mlir -verify-diagnostics
// RUN: tile-opt --tile-attach-nvvm-target="ptx-version=eight" %S/Inputs/sm_90a_bad_ptx_module.mlir -verify-diagnostics

// A module without target attributes never gets a default chip.
// expected-error @+1 {{no target: the module has no tile.compute_capability / tile.target_spec attributes}}
module {
  gpu.module @tile_kernels {
  }
}

// -----

// A chip already on the gpu.module must agree with the module's target.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  // expected-error @+1 {{gpu.module already has target #nvvm.target<chip = "sm_80"> but the module targets sm_90a}}
  gpu.module @tile_kernels [#nvvm.target<chip = "sm_80">] {
  }
}

// -----

// An instruction family the target cannot run is stopped here at the latest.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = ""} {
  // expected-error @+1 {{unsupported operation for target sm_90: wgmma needs sm_90a}}
  gpu.module @tile_kernels attributes {tile.features = ["wgmma"]} {
  }
}
