// Kernel launch attributes become PTX directives: num_warps -> .reqntid (or
// .maxntid with `maxntid`), min_blocks_per_sm -> .minnctapersm,
// max_registers -> .maxnreg. They run on every target.

// RUN: tile-translate --gpu-name=sm_90a %s -o %t.90a.ptx
// RUN: FileCheck %s < %t.90a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.90a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_80 %s -o %t.80.ptx
// RUN: FileCheck %s < %t.80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.80.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100f %s -o %t.100f.ptx
// RUN: FileCheck %s < %t.100f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100f %t.100f.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_120a %s -o %t.120a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_120a %t.120a.ptx -o /dev/null %}

// CHECK-LABEL: .entry default_block(
// CHECK:       .reqntid 128
// CHECK-NOT:   .maxntid
// CHECK-NOT:   .minnctapersm
// CHECK:       {
// CHECK-LABEL: .entry bounded(
// CHECK:       .maxntid 256
// CHECK-NEXT:  .minnctapersm 2
// CHECK-NEXT:  .maxnreg 128
// CHECK-NOT:   .reqntid
// CHECK:       {
// CHECK-LABEL: .entry exact(
// CHECK:       .reqntid 64
// CHECK-NEXT:  .minnctapersm 4
// CHECK-NEXT:  .maxnreg 64
// CHECK:       {

module {
  tile.kernel @default_block(%x: !tile.ptr<f32>) {
    tile.return
  }
  tile.kernel @bounded(%x: !tile.ptr<f32>)
      attributes {num_warps = 8 : i32, maxntid, min_blocks_per_sm = 2 : i32,
                  max_registers = 128 : i32} {
    tile.return
  }
  tile.kernel @exact(%x: !tile.ptr<f32>)
      attributes {num_warps = 2 : i32, min_blocks_per_sm = 4 : i32,
                  max_registers = 64 : i32} {
    tile.return
  }
}
