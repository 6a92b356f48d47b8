// tile.inline_asm (Triton's tl.inline_asm_elementwise): the assembly once
// per element each thread holds, operands in the registers their
// constraints name (floats in integer registers by bit pattern), several
// results through one asm statement; with pack = P, P elements of each
// operand and result in one register per run. Numerics (emulated):
// test/python/test_dsl_gather.py.
// RUN: tile-opt %s | tile-opt | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: tile-translate --gpu-name=sm_80 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

// ROUNDTRIP: tile.inline_asm "shf.l.wrap.b32 $0, $1, $1, 8;", "=r,r" pure(%{{.*}}) : (tensor<128xi32>) -> tensor<128xi32>
// ROUNDTRIP: tile.inline_asm "fma.rn.f32 $0, $1, $2, $1;", "=f,f,f" pure(%{{.*}}, %{{.*}}) : (tensor<128xf32>, f32) -> tensor<128xf32>
// ROUNDTRIP: %{{.*}}:2 = tile.inline_asm "mov.b32 {$0, $1}, $2;", "=h,=h,r" pure(%{{.*}}) : (tensor<128xi32>) -> (tensor<128xi16>, tensor<128xi16>)
// ROUNDTRIP: tile.inline_asm "membar.gl; mov.b32 $0, $1;", "=r,r,~{memory}"(%{{.*}}) : (tensor<128xi32>) -> tensor<128xi32>
// ROUNDTRIP: tile.inline_asm "xor.b32 $0, $1, 0x80808080;", "=r,r" pure(%{{.*}}) {pack = 4 : i32} : (tensor<512xi8>) -> tensor<512xi8>

// PTX-LABEL: .entry k(
// PTX: shf.l.wrap.b32 %r{{[0-9]+}}, %r[[X:[0-9]+]], %r[[X]], 8;
// PTX: fma.rn.f32 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}};
// PTX: mov.b32 {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %r[[X]];
// PTX: membar.gl; mov.b32
// 512 int8 over 128 threads: each thread's four slots in one register, one
// xor for them.
// PTX-LABEL: .entry packed(
// PTX-COUNT-1: xor.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 0x80808080;
// PTX-NOT: xor.b32 {{.*}}0x80808080
// PTX: ret;

module {
  tile.kernel @k(%p: !tile.ptr<i32>, %q: !tile.ptr<f32>, %h: !tile.ptr<i16>) {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %x = tile.load %p[%r] : tensor<128xi32> -> tensor<128xi32>
    %y = tile.inline_asm "shf.l.wrap.b32 $0, $1, $1, 8;", "=r,r" pure (%x) : (tensor<128xi32>) -> tensor<128xi32>
    tile.store %y, %p[%r] : tensor<128xi32>, tensor<128xi32>
    %f = tile.load %q[%r] : tensor<128xi32> -> tensor<128xf32>
    %c = arith.constant 2.0 : f32
    %g = tile.inline_asm "fma.rn.f32 $0, $1, $2, $1;", "=f,f,f" pure (%f, %c) : (tensor<128xf32>, f32) -> tensor<128xf32>
    tile.store %g, %q[%r] : tensor<128xi32>, tensor<128xf32>
    %lo, %hi = tile.inline_asm "mov.b32 {$0, $1}, $2;", "=h,=h,r" pure (%x) : (tensor<128xi32>) -> (tensor<128xi16>, tensor<128xi16>)
    %s = arith.addi %lo, %hi : tensor<128xi16>
    tile.store %s, %h[%r] : tensor<128xi32>, tensor<128xi16>
    %z = tile.inline_asm "membar.gl; mov.b32 $0, $1;", "=r,r,~{memory}" (%x) : (tensor<128xi32>) -> tensor<128xi32>
    tile.store %z, %p[%r] : tensor<128xi32>, tensor<128xi32>
    tile.return
  }
  tile.kernel @packed(%p: !tile.ptr<i8>) {
    %r = tile.range 0 to 512 : tensor<512xi32>
    %x = tile.load %p[%r] : tensor<512xi32> -> tensor<512xi8>
    %y = tile.inline_asm "xor.b32 $0, $1, 0x80808080;", "=r,r" pure (%x) {pack = 4 : i32} : (tensor<512xi8>) -> tensor<512xi8>
    tile.store %y, %p[%r] : tensor<512xi32>, tensor<512xi8>
    tile.return
  }
}
