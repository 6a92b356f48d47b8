// Memory orders and scopes of tile.atomic_rmw / tile.atomic_cas per target:
// PTX's atom.sem from sm_70 (and PTX 6.0), membar fences around a relaxed
// atom before that (the memory model's release and acquire patterns); scope
// qualifiers from sm_60, before that every atom is device-wide (enough for
// cta; sys is an error: unsupported-targets.mlir). A masked (or repeated)
// atom and its fences all run under the guard's predicate: a lane that is
// off performs neither.

// RUN: tile-translate --gpu-name=sm_80 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=SM80 --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_60 %s -o - | FileCheck %s --check-prefix=SM60
// RUN: tile-translate --gpu-name=sm_52 %s -o - | FileCheck %s --check-prefix=SM52
// RUN: tile-opt %s | tile-opt | FileCheck %s --check-prefix=ROUNDTRIP

// SM80-LABEL: .entry orders(
// SM80: atom.acquire.gpu.global.cas.b32 {{%r[0-9]+}}, [{{%rd[0-9]+}}], {{%r[0-9]+}}, {{%r[0-9]+}};
// SM80: atom.release.gpu.global.exch.b32
// SM80: atom.acq_rel.cta.global.add.u32
// SM80: atom.gpu.global.max.u32
// SM80-NOT: membar

// SM60-LABEL: .entry orders(
// SM60: atom.gpu.global.cas.b32
// SM60-NEXT: membar.gl;
// SM60: membar.gl;
// SM60-NEXT: atom.gpu.global.exch.b32
// SM60: @%tl_p membar.cta;
// SM60-NEXT: @%tl_p atom.cta.global.add.u32
// SM60-NEXT: @%tl_p membar.cta;
// SM60: atom.gpu.global.max.u32

// SM52-LABEL: .entry orders(
// SM52: atom.global.cas.b32
// SM52-NEXT: membar.gl;
// SM52: membar.gl;
// SM52-NEXT: atom.global.exch.b32
// SM52: @%tl_p membar.cta;
// SM52-NEXT: @%tl_p atom.global.add.u32
// SM52-NEXT: @%tl_p membar.cta;
// SM52: atom.global.max.u32

// ROUNDTRIP: tile.atomic_cas %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} sem acquire scope gpu : tensor<1xi32>, tensor<1xi32>
// ROUNDTRIP: tile.atomic_rmw exch %{{.*}}[%{{.*}}], %{{.*}} sem release scope gpu
// ROUNDTRIP: tile.atomic_rmw add %{{.*}}[%{{.*}}], %{{.*}} mask %{{.*}} sem acq_rel scope cta
// ROUNDTRIP: tile.atomic_rmw umax %{{.*}}[%{{.*}}], %{{.*}} scope gpu

module {
  tile.kernel @orders(%p: !tile.ptr<i32>, %q: !tile.ptr<i32>) {
    %i = tile.range 0 to 1 : tensor<1xi32>
    %zero = arith.constant dense<0> : tensor<1xi32>
    %one = arith.constant dense<1> : tensor<1xi32>
    %was = tile.atomic_cas %p[%i], %zero, %one sem acquire scope gpu : tensor<1xi32>, tensor<1xi32>
    %prev = tile.atomic_rmw exch %p[%i], %zero sem release scope gpu : tensor<1xi32>, tensor<1xi32>
    %r = tile.range 0 to 128 : tensor<128xi32>
    %c = arith.constant dense<64> : tensor<128xi32>
    %m = arith.cmpi slt, %r, %c : tensor<128xi32>
    %o = tile.atomic_rmw add %q[%r], %r mask %m sem acq_rel scope cta : tensor<128xi32>, tensor<128xi32>
    %u = tile.atomic_rmw umax %q[%r], %r scope gpu : tensor<128xi32>, tensor<128xi32>
    tile.return
  }
}
