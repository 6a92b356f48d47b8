// tile.hint (Triton's tl.multiple_of / tl.max_contiguous): the planning
// passes move its promises onto the op that defines the hinted value
// (tile.divisibility / tile.contiguity, one entry per dimension) or onto a
// kernel parameter (tile.divisibility), and erase it, so it hides no index
// arithmetic from the passes that match it. The promises then prove runs
// aligned and consecutive that the arithmetic alone cannot (a select, as
// tl.where(offs < n, offs, 0) in Triton's persistent matmul): one plain
// vector access, no run-time test, no element-by-element path.
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot %s | FileCheck %s --check-prefix=MOVED
// RUN: tile-translate --gpu-name=sm_80 %s -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

// MOVED-LABEL: tile.kernel @hinted(
// MOVED-SAME: %arg2: i32 {tile.divisibility = 16 : i64}
// MOVED-NOT: tile.hint
// MOVED: arith.select {{.*}} {tile.contiguity = array<i64: 256>, tile.divisibility = array<i64: 256>} : tensor<256xi1>, tensor<256xi32>
// MOVED-NOT: tile.hint
// MOVED: tile.return

// CHECK-LABEL: .entry hinted(
// CHECK-NOT: @%tile_v
// CHECK-NOT: @%tile_p
// CHECK: ld.global.v2.b32
// CHECK-NOT: @%tile_v
// CHECK: ret;
// Without the hints the select's runs are tested at run time (consecutive
// offsets), with an element-by-element path.
// CHECK-LABEL: .entry unhinted(
// CHECK: setp.eq.b32
// CHECK: @%tile_v ld.global.v2.b32
// CHECK: @%tile_p ld.global.b32
// CHECK: ret;
module {
  tile.kernel @hinted(%x: !tile.ptr<f32> {tile.divisibility = 16 : i64},
                      %y: !tile.ptr<f32> {tile.divisibility = 16 : i64}, %n: i32) {
    %pid = tile.program_id x : i32
    %c256 = arith.constant 256 : i32
    %start = arith.muli %pid, %c256 : i32
    %r = tile.range 0 to 256 : tensor<256xi32>
    %s = tile.splat %start : tensor<256xi32>
    %o = arith.addi %s, %r : tensor<256xi32>
    %nh = tile.hint %n {divisibility = array<i64: 16>} : i32
    %ns = tile.splat %nh : tensor<256xi32>
    %in = arith.cmpi slt, %o, %ns : tensor<256xi32>
    %z = arith.constant dense<0> : tensor<256xi32>
    %w = arith.select %in, %o, %z : tensor<256xi1>, tensor<256xi32>
    %d = tile.hint %w {divisibility = array<i64: 256>} : tensor<256xi32>
    %h = tile.hint %d {contiguity = array<i64: 256>} : tensor<256xi32>
    %v = tile.load %x[%h] : tensor<256xi32> -> tensor<256xf32>
    tile.store %v, %y[%h] : tensor<256xi32>, tensor<256xf32>
    tile.return
  }
  tile.kernel @unhinted(%x: !tile.ptr<f32> {tile.divisibility = 16 : i64},
                        %y: !tile.ptr<f32> {tile.divisibility = 16 : i64}, %n: i32) {
    %pid = tile.program_id x : i32
    %c256 = arith.constant 256 : i32
    %start = arith.muli %pid, %c256 : i32
    %r = tile.range 0 to 256 : tensor<256xi32>
    %s = tile.splat %start : tensor<256xi32>
    %o = arith.addi %s, %r : tensor<256xi32>
    %ns = tile.splat %n : tensor<256xi32>
    %in = arith.cmpi slt, %o, %ns : tensor<256xi32>
    %z = arith.constant dense<0> : tensor<256xi32>
    %w = arith.select %in, %o, %z : tensor<256xi1>, tensor<256xi32>
    %v = tile.load %x[%w] : tensor<256xi32> -> tensor<256xf32>
    tile.store %v, %y[%w] : tensor<256xi32>, tensor<256xf32>
    tile.return
  }
}
