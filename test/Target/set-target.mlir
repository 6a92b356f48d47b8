// RUN: tile-opt --tile-set-target=gpu-name=sm_90a %s | FileCheck %s
// RUN: tile-opt --tile-set-target=gpu-name=sm_103f %s | FileCheck %s --check-prefix=F
// RUN: not tile-opt --tile-set-target=gpu-name=sm_91 %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not tile-opt --tile-set-target=gpu-name=sm_80 %S/Inputs/sm_90a_module.mlir 2>&1 | FileCheck %s --check-prefix=CONFLICT

// CHECK: module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"}
// F: module attributes {tile.compute_capability = 103 : i32, tile.target_spec = "f"}
// BAD: error: invalid gpu-name: unknown target 'sm_91'; did you mean sm_90
// CONFLICT: error: the module targets sm_90a (tile.compute_capability/tile.target_spec) but sm_80 was requested
module {
}
