// tile.int_to_ptr / tile.ptr_to_int: a table of 64-bit addresses in global
// memory (Triton's grouped GEMM: tl.load(ptrs + g).to(tl.pointer_type(T)))
// gives the base pointers of loads and stores; the lowering is llvm.inttoptr
// / llvm.ptrtoint on global (addrspace 1) pointers, and ptxas takes the PTX.

// RUN: tile-opt --tile-assign-layouts --convert-tile-to-llvm %s | FileCheck %s --check-prefix=LLVM
// RUN: tile-translate --gpu-name=sm_80 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// RUN: tile-opt %s | tile-opt | FileCheck %s --check-prefix=ROUND

// LLVM-LABEL: llvm.func @copy_through_table
// LLVM: llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// LLVM: llvm.ptrtoint %{{.*}} : !llvm.ptr<1> to i64
// PTX-LABEL: .entry copy_through_table(
// PTX: ld.global
// PTX: st.global
// ROUND: tile.int_to_ptr %{{.*}} : !tile.ptr<f32>
// ROUND: tile.ptr_to_int %{{.*}} : !tile.ptr<f32>
module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @copy_through_table(%table: !tile.ptr<i64>, %addr_out: !tile.ptr<i64>) {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %z = arith.constant dense<0> : tensor<1xi32>
    %one = arith.constant dense<1> : tensor<1xi32>
    %a0 = tile.load %table[%z] : tensor<1xi32> -> tensor<1xi64>
    %a1 = tile.load %table[%one] : tensor<1xi32> -> tensor<1xi64>
    %s0 = tile.reduce add %a0 axis 0 : tensor<1xi64> -> i64
    %s1 = tile.reduce add %a1 axis 0 : tensor<1xi64> -> i64
    %src = tile.int_to_ptr %s0 : !tile.ptr<f32>
    %dst = tile.int_to_ptr %s1 : !tile.ptr<f32>
    %v = tile.load %src[%r] : tensor<128xi32> -> tensor<128xf32>
    tile.store %v, %dst[%r] : tensor<128xi32>, tensor<128xf32>
    %back = tile.ptr_to_int %dst : !tile.ptr<f32>
    %b = tile.splat %back : tensor<1xi64>
    tile.store %b, %addr_out[%z] : tensor<1xi32>, tensor<1xi64>
    tile.return
  }
}
