// tile.griddepcontrol (programmatic dependent launch; Triton's
// tl.extra.cuda.gdc_wait / gdc_launch_dependents): griddepcontrol.wait and
// .launch_dependents on sm_90+ (PTX 7.8, what ptxas 13 accepts), a located
// error naming the targets on older ones.

// RUN: tile-translate --gpu-name=sm_90 %s -o %t.90.ptx
// RUN: FileCheck %s < %t.90.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.90.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100f %s -o %t.100f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100f %t.100f.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_120 %s -o %t.120.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_120 %t.120.ptx -o /dev/null %}
// RUN: not tile-translate --gpu-name=sm_89 %s 2>&1 | FileCheck %s --check-prefix=OLD
// RUN: tile-opt %s | tile-opt | FileCheck %s --check-prefix=ROUND

// CHECK: .version 7.8
// CHECK-LABEL: .entry add_after(
// CHECK: griddepcontrol.wait;
// CHECK: ld.global
// CHECK: griddepcontrol.launch_dependents;
// CHECK: st.global
// OLD: griddepcontrol.mlir:[[@LINE+9]]:5: error: 'tile.griddepcontrol' op unsupported operation for target sm_89: griddepcontrol.wait needs sm_90 or newer (any suffix)
// ROUND: tile.griddepcontrol wait
// ROUND: tile.griddepcontrol launch_dependents
module {
  tile.kernel @add_after(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>) {
    %pid = tile.program_id x : i32
    %r = tile.range 0 to 128 : tensor<128xi32>
    %c128 = arith.constant 128 : i32
    %start = arith.muli %pid, %c128 : i32
    tile.griddepcontrol wait
    %base = tile.splat %start : tensor<128xi32>
    %offs = arith.addi %base, %r : tensor<128xi32>
    %v = tile.load %x[%offs] : tensor<128xi32> -> tensor<128xf32>
    tile.griddepcontrol launch_dependents
    %w = arith.addf %v, %v : tensor<128xf32>
    tile.store %w, %out[%offs] : tensor<128xi32>, tensor<128xf32>
    tile.return
  }
}
