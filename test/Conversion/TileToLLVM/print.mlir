// tile.print and tile.assert: each element is printed, or checked, by the
// one thread that holds it, through the CUDA system calls vprintf and
// __assertfail; vprintf's argument buffer lives in the kernel's entry block
// (a print in a loop does not grow the stack).
// RUN: tile-opt %s | tile-opt | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: tile-translate --gpu-name=sm_80 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_90a --emit=llvm %s | FileCheck %s --check-prefix=LLVM
// RUN: tile-translate --gpu-name=sm_100a %s -o %t.100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.100a.ptx -o /dev/null %}

// ROUNDTRIP: tile.print "v = "(%{{.*}}, %{{.*}}, %{{.*}}) : tensor<64xf32>, tensor<64xi32>, i32
// ROUNDTRIP: tile.print "bits " hex(%{{.*}}) : tensor<64xf32>
// ROUNDTRIP: tile.print "n = "(%{{.*}}) : i32 {unsigned_args = array<i1: true>}
// ROUNDTRIP: tile.print "done"
// ROUNDTRIP: tile.assert %{{.*}}, "r < 32" : tensor<64xi1>
// ROUNDTRIP: tile.assert %{{.*}}, "n > 0" : i1

// The format strings, NUL-terminated (one constant per distinct text).
// PTX-DAG: .extern .func  (.param .b32 func_retval0) vprintf
// PTX-DAG: .extern .func __assertfail
// PTX-LABEL: .entry show(
// PTX: .local .align 8 .b8 __local_depot0[
// 64 elements, 128 threads: threads 64..127 print nothing.
// PTX: setp.gt.u32 {{.*}}, 63;
// PTX-COUNT-2: call.uni (retval0), vprintf, (param0, param1);
// PTX: setp.ne.b32 {{.*}}, 0;
// PTX-COUNT-2: call.uni (retval0), vprintf, (param0, param1);
// PTX-COUNT-2: call.uni __assertfail, (param0, param1, param2, param3, param4);
// PTX: ret;

// 256 elements, 128 threads: two per thread, each printed by its holder.
// PTX-LABEL: .entry in_loop(
// PTX-NOT: setp.gt.u32 {{.*}}, 127;
// PTX: $L__BB1_[[LOOP:[0-9]+]]:
// PTX-COUNT-2: call.uni (retval0), vprintf, (param0, param1);
// PTX: bra{{(.uni)?}} $L__BB1_[[LOOP]];

// LLVM-LABEL: define ptx_kernel void @in_loop(
// LLVM-NEXT: alloca { i32, i32, i32, i32, i32, double }, align 8
// LLVM-NOT: alloca
// LLVM: call i32 @vprintf(ptr

module {
  tile.kernel @show(%p: !tile.ptr<f32>, %n: i32) {
    %r = tile.range 0 to 64 : tensor<64xi32>
    %v = tile.load %p[%r] : tensor<64xi32> -> tensor<64xf32>
    tile.print "v = " (%v, %r, %n) : tensor<64xf32>, tensor<64xi32>, i32
    tile.print "bits " hex (%v) : tensor<64xf32>
    tile.print "n = " (%n) : i32 {unsigned_args = array<i1: true>}
    tile.print "done"
    %c = arith.constant dense<32> : tensor<64xi32>
    %ok = arith.cmpi slt, %r, %c : tensor<64xi32>
    tile.assert %ok, "r < 32" : tensor<64xi1>
    %c0 = arith.constant 0 : i32
    %pos = arith.cmpi sgt, %n, %c0 : i32
    tile.assert %pos, "n > 0" : i1
    tile.return
  }
  tile.kernel @in_loop(%p: !tile.ptr<f32>, %n: i32) {
    %r = tile.range 0 to 256 : tensor<256xi32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %n step %c1 : i32 {
      %v = tile.load %p[%r] : tensor<256xi32> -> tensor<256xf32>
      tile.print "i " (%i, %v) : i32, tensor<256xf32>
    }
    tile.return
  }
}
