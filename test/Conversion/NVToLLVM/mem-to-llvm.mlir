// Each tile_nv global access and conversion becomes the inline PTX tile
// emits: text, constraints (no memory clobber: loads have no side effects,
// stores have side effects only) and the register moves around it.
// RUN: tile-opt %s --convert-tile-nv-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @scalar
llvm.func @scalar(%p: !llvm.ptr<1>, %m: i1, %f: f32, %b: i8, %d: i64) {
  // CHECK: %[[M:.*]] = llvm.zext %{{.*}} : i1 to i32
  // CHECK: %[[O:.*]] = llvm.bitcast %{{.*}} : f32 to i32
  // CHECK: %[[R:.*]] = llvm.inline_asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r" %{{.*}}, %[[M]], %[[O]] : (!llvm.ptr<1>, i32, i32) -> i32
  // CHECK: llvm.bitcast %[[R]] : i32 to f32
  %v = tile_nv.ld_global %p, %m, %f : !llvm.ptr<1>, f32
  // An 8-bit element: zero-extended into a .b16 register, ld.global.u8.
  // CHECK: llvm.zext %{{.*}} : i8 to i16
  // CHECK: llvm.inline_asm "{{.*}}mov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"
  // CHECK: llvm.trunc %{{.*}} : i16 to i8
  %u = tile_nv.ld_global %p, %m, %b : !llvm.ptr<1>, i8
  // CHECK: llvm.inline_asm has_side_effects "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b8 [$0], $2;\0A}", "l,r,h"
  tile_nv.st_global %p, %m, %b : !llvm.ptr<1>, i8
  // CHECK: llvm.inline_asm has_side_effects "{{.*}}@%tile_p st.global.b64 [$0], $2;\0A}", "l,r,l"
  tile_nv.st_global %p, %m, %d : !llvm.ptr<1>, i64
  llvm.return
}

// CHECK-LABEL: llvm.func @vector
llvm.func @vector(%fast: i1, %p0: !llvm.ptr<1>, %p1: !llvm.ptr<1>, %m0: i1,
                  %m1: i1, %z: f16, %x: f32, %y: f32, %h: f16) {
  // Contiguous: one address operand, element i at [$k+i*bytes]; the
  // results come back as a struct (even of one).
  // CHECK: llvm.inline_asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $2, 0;\0A@%tile_v ld.global.v2.b32 {$0, $1}, [$3];\0A}", "=&r,=&r,r,l" {{.*}} -> !llvm.struct<(i32, i32)>
  %a, %b = tile_nv.ld_global_vec %fast, %p0 : !llvm.ptr<1> contiguous -> f32, f32
  // Element by element where the fast test fails, `other` first.
  // CHECK: llvm.inline_asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $2, 0;\0Amov.b16 $0, $7;\0Amov.b16 $1, $7;\0A@%tile_v ld.global.v2.b16 {$0, $1}, [$3];\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p ld.global.b16 $0, [$3];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $1, [$4];\0A}", "=&h,=&h,r,l,l,r,r,h"
  %c, %d = tile_nv.ld_global_vec %fast, %p0, %p1 : !llvm.ptr<1>, !llvm.ptr<1>
      slow %m0, %m1 other %z : f16 -> f16, f16
  // CHECK: llvm.inline_asm has_side_effects "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"
  tile_nv.st_global_vec %fast, %x, %y : f32, f32 to %p0 : !llvm.ptr<1>
      slow %m0, %m1 contiguous
  // Eight 16-bit values: packed in pairs into .v4.b32.
  // CHECK: llvm.inline_asm has_side_effects "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A.reg .b32 %tile_w<4>;\0Amov.b32 %tile_w0, {$1, $2};\0Amov.b32 %tile_w1, {$3, $4};\0Amov.b32 %tile_w2, {$5, $6};\0Amov.b32 %tile_w3, {$7, $8};\0A@%tile_v st.global.v4.b32 [$9], {%tile_w0, %tile_w1, %tile_w2, %tile_w3};\0A}"
  tile_nv.st_global_vec %fast, %h, %h, %h, %h, %h, %h, %h, %h
      : f16, f16, f16, f16, f16, f16, f16, f16 to %p0 : !llvm.ptr<1> contiguous
  llvm.return
}

// CHECK-LABEL: llvm.func @cvt
llvm.func @cvt(%x: f32, %pair: i16) {
  // CHECK: llvm.inline_asm "{\0A.reg .b32 %tile_z;\0Amov.b32 %tile_z, 0f00000000;\0Acvt.rn.satfinite.e4m3x2.f32 $0, %tile_z, $1;\0A}", "=h,f" %{{.*}} : (f32) -> i16
  %a = tile_nv.cvt_f32_to_f8 e4m3 %x
  // CHECK: llvm.inline_asm "cvt.rn.f16x2.e5m2x2 $0, $1;", "=r,h" %{{.*}} : (i16) -> i32
  %h = tile_nv.cvt_f8x2_to_f16x2 e5m2 %pair
  llvm.return
}

// The global atomics: side effects and the memory clobber, the register of
// the type, the membar emulation, the guarded forms (0 where off).
// CHECK-LABEL: llvm.func @atoms
llvm.func @atoms(%a: i64, %f: f32, %i: i32, %d: i64, %h: i16, %pos: i32,
                 %m: i1, %slot: i32) {
  // CHECK: llvm.inline_asm has_side_effects "atom.gpu.global.add.f32 $0, [$1], $2;", "=f,l,f,~{memory}" %{{.*}}, %{{.*}} : (i64, f32) -> f32
  %0 = tile_nv.atom_global add f32 scope gpu %a, %f : f32
  // CHECK: %[[M:.*]] = llvm.zext %{{.*}} : i1 to i32
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09.reg .pred %tl_m;\0A\09setp.lt.u32 %tl_p, $4, 100;\0A\09setp.ne.u32 %tl_m, $5, 0;\0A\09and.pred %tl_p, %tl_p, %tl_m;\0A\09mov.b32 $0, 0;\0A\09@%tl_p atom.acq_rel.sys.global.cas.b32 $0, [$1], $2, $3;\0A\09}", "=r,l,r,r,r,r,~{memory}" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[M]] : (i64, i32, i32, i32, i32) -> i32
  %1 = tile_nv.atom_global cas b32 sem acq_rel scope sys %a compare %i : i32,
      %i position %pos below 100 mask %m : i32
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09setp.ne.u32 %tl_p, $3, 0;\0A\09mov.b64 $0, 0;\0A\09@%tl_p membar.cta;\0A\09@%tl_p atom.global.min.s64 $0, [$1], $2;\0A\09@%tl_p membar.cta;\0A\09}", "=l,l,l,r,~{memory}"
  %2 = tile_nv.atom_global min s64 membar_before cta membar_after cta %a, %d
      mask %m : i64
  // CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09setp.lt.u32 %tl_p, $3, 7;\0A\09mov.b16 $0, 0;\0A\09@%tl_p atom.cluster.global.add.noftz.bf16 $0, [$1], $2;\0A\09}", "=h,l,h,r,~{memory}"
  %3 = tile_nv.atom_global add bf16 scope cluster %a, %h position %pos below 7
      : i16
  // CHECK: llvm.inline_asm has_side_effects "atom.global.and.b64 $0, [$1], $2;\0A\09membar.gl;", "=l,l,l,~{memory}"
  %4 = tile_nv.atom_global and b64 membar_after gl %a, %d : i64
  // CHECK: llvm.inline_asm has_side_effects "ld.shared.b32 $0, [$1];", "=r,r,~{memory}" %{{.*}} : (i32) -> i32
  %5 = tile_nv.ld_shared %slot
  llvm.return
}
