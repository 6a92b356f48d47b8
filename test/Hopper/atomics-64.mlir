// 64-bit atomics: i64 (add, min/max signed and unsigned, exch, and/or/xor,
// cas) and f64 (add, exch), in "l"/"d" registers; masked forms write 0 with
// mov.b64. f64 add needs sm_60 and 64-bit min/max/and/or/xor sm_32
// (unsupported-targets.mlir).
// RUN: tile-translate --gpu-name=sm_80 %s -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

// CHECK-LABEL: .entry wide(
// CHECK: atom.acq_rel.gpu.global.add.u64 {{%rd[0-9]+}}, [{{%rd[0-9]+}}], {{%rd[0-9]+}};
// CHECK: atom.gpu.global.max.s64
// CHECK: atom.gpu.global.min.u64
// CHECK: mov.b64 {{%fd[0-9]+|%rd[0-9]+}}, 0;
// CHECK-NEXT: @%tl_p atom.gpu.global.add.f64
// CHECK: atom.acquire.gpu.global.cas.b64

module {
  tile.kernel @wide(%p: !tile.ptr<i64>, %f: !tile.ptr<f64>, %n: i32) {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = arith.extsi %r : tensor<128xi32> to tensor<128xi64>
    %a = tile.atomic_rmw add %p[%r], %v sem acq_rel scope gpu : tensor<128xi32>, tensor<128xi64>
    %b = tile.atomic_rmw max %p[%r], %v scope gpu : tensor<128xi32>, tensor<128xi64>
    %c = tile.atomic_rmw umin %p[%r], %v scope gpu : tensor<128xi32>, tensor<128xi64>
    %ns = tile.splat %n : tensor<128xi32>
    %m = arith.cmpi slt, %r, %ns : tensor<128xi32>
    %fv = arith.sitofp %r : tensor<128xi32> to tensor<128xf64>
    %d = tile.atomic_rmw add %f[%r], %fv mask %m scope gpu : tensor<128xi32>, tensor<128xf64>
    %e = tile.atomic_cas %p[%r], %v, %a sem acquire scope gpu : tensor<128xi32>, tensor<128xi64>
    tile.return
  }
}
