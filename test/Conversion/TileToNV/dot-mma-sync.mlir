// tile.dot lowers to mma.sync on every target from sm_80 that has no better
// family implemented; each element type gets its own instruction shape.

// RUN: tile-opt --tile-lower-dot %s --split-input-file | FileCheck %s --check-prefix=KIND
// KIND: tile.dot {{.*}} kind mma_sync

// RUN: tile-translate --gpu-name=sm_80 %S/Inputs/dots.mlir -o %t.sm_80.ptx
// RUN: FileCheck %s --check-prefix=SM80 < %t.sm_80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.sm_80.ptx -o /dev/null %}
// SM80: .version 7.0
// SM80-DAG: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// SM80-DAG: mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16
// SM80-DAG: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32

// fp8 needs sm_89 and PTX 8.4.
// RUN: tile-translate --gpu-name=sm_89 %S/Inputs/dot_fp8.mlir -o %t.sm_89.ptx
// RUN: FileCheck %s --check-prefix=SM89 < %t.sm_89.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_89 %t.sm_89.ptx -o /dev/null %}
// SM89: .version 8.4
// SM89: mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32

// RUN: tile-translate --gpu-name=sm_90 %S/Inputs/dots.mlir -o %t.sm_90.ptx
// RUN: FileCheck %s --check-prefix=MMA < %t.sm_90.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.sm_90.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_120 %S/Inputs/dots.mlir -o %t.sm_120.ptx
// RUN: FileCheck %s --check-prefix=MMA < %t.sm_120.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_120 %t.sm_120.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_89 %S/Inputs/dots.mlir -o %t.sm_89b.ptx
// RUN: FileCheck %s --check-prefix=MMA < %t.sm_89b.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_89 %t.sm_89b.ptx -o /dev/null %}
// MMA: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32

// Forcing mma_sync on an arch-specific target works as well.
// RUN: tile-translate --gpu-name=sm_90a --dot-kind=mma_sync %S/Inputs/dots.mlir -o %t.sm_90a.ptx
// RUN: FileCheck %s --check-prefix=MMA < %t.sm_90a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.sm_90a.ptx -o /dev/null %}

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k() {
    %a = arith.constant dense<1.0> : tensor<32x16xbf16>
    %b = arith.constant dense<1.0> : tensor<16x16xbf16>
    %c = arith.constant dense<0.0> : tensor<32x16xf32>
    %d = tile.dot %a, %b, %c : tensor<32x16xbf16>, tensor<16x16xbf16> -> tensor<32x16xf32>
    tile.return
  }
}
