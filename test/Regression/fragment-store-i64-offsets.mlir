// RUN: tile-translate --gpu-name=sm_80 %s -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

// A dot accumulator stored from its fragment at 64-bit offsets (a per-head
// base `Out + off_z.to(int64) * stride`, as Triton's attention tutorial
// builds its block pointers): the vector-store contiguity test added i32
// constants to the i64 offsets ('arith.addi' op requires the same type,
// an internal verifier error). Constants now take the offsets' type.

// CHECK: .entry k(
// CHECK: mma.sync.aligned.m16n8k16
// CHECK: st.global
// CHECK: ret;

module {
  tile.kernel @k(%a: !tile.ptr<f16>, %c: !tile.ptr<f16>, %base: i64) {
    %r = tile.range 0 to 64 : tensor<64xi32>
    %row = tile.expand_dims %r axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %col = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %c64 = arith.constant dense<64> : tensor<64x1xi32>
    %rs = arith.muli %row, %c64 : tensor<64x1xi32>
    %rb = tile.broadcast %rs : tensor<64x1xi32> -> tensor<64x64xi32>
    %cb = tile.broadcast %col : tensor<1x64xi32> -> tensor<64x64xi32>
    %i32 = arith.addi %rb, %cb : tensor<64x64xi32>
    %x = tile.load %a[%i32] : tensor<64x64xi32> -> tensor<64x64xf16>
    %z = arith.constant dense<0.0> : tensor<64x64xf32>
    %d = tile.dot %x, %x, %z : tensor<64x64xf16>, tensor<64x64xf16> -> tensor<64x64xf32>
    %h = arith.truncf %d : tensor<64x64xf32> to tensor<64x64xf16>
    %i64 = arith.extsi %i32 : tensor<64x64xi32> to tensor<64x64xi64>
    %b = tile.splat %base : tensor<64x64xi64>
    %o = arith.addi %i64, %b : tensor<64x64xi64>
    tile.store %h, %c[%o] : tensor<64x64xi64>, tensor<64x64xf16>
    tile.return
  }
}
