// Every tile_nv global access and conversion prints and parses back (the
// generic form too); an unused load or conversion may be erased, a store
// may not.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s
// RUN: tile-opt %s --canonicalize --cse | FileCheck %s --check-prefix=DCE

// CHECK-LABEL: func.func @scalar
// DCE-LABEL: func.func @scalar
func.func @scalar(%p: !llvm.ptr<1>, %m: i1, %f: f32, %h: f16, %b: i8) -> f32 {
  // CHECK: tile_nv.ld_global %{{.*}}, %{{.*}}, %{{.*}} : !llvm.ptr<1>, f32
  %v = tile_nv.ld_global %p, %m, %f : !llvm.ptr<1>, f32
  // CHECK: tile_nv.ld_global %{{.*}}, %{{.*}}, %{{.*}} : !llvm.ptr<1>, i8
  // DCE-NOT: tile_nv.ld_global {{.*}} i8
  %u = tile_nv.ld_global %p, %m, %b : !llvm.ptr<1>, i8
  // CHECK: tile_nv.st_global %{{.*}}, %{{.*}}, %{{.*}} : !llvm.ptr<1>, f16
  // DCE: tile_nv.st_global
  tile_nv.st_global %p, %m, %h : !llvm.ptr<1>, f16
  return %v : f32
}

// CHECK-LABEL: func.func @vector
func.func @vector(%fast: i1, %p0: !llvm.ptr<1>, %p1: !llvm.ptr<1>, %m0: i1,
                  %m1: i1, %z: f16, %x: f32, %y: f32) -> (f32, f16) {
  // CHECK: tile_nv.ld_global_vec %{{.*}}, %{{.*}} : !llvm.ptr<1> contiguous -> f32, f32
  %a, %b = tile_nv.ld_global_vec %fast, %p0 : !llvm.ptr<1> contiguous -> f32, f32
  // CHECK: tile_nv.ld_global_vec %{{.*}}, %{{.*}}, %{{.*}} : !llvm.ptr<1>, !llvm.ptr<1> slow %{{.*}}, %{{.*}} other %{{.*}} : f16 -> f16, f16
  %c, %d = tile_nv.ld_global_vec %fast, %p0, %p1 : !llvm.ptr<1>, !llvm.ptr<1>
      slow %m0, %m1 other %z : f16 -> f16, f16
  // CHECK: tile_nv.st_global_vec %{{.*}}, %{{.*}}, %{{.*}} : f32, f32 to %{{.*}} : !llvm.ptr<1> slow %{{.*}}, %{{.*}} contiguous
  tile_nv.st_global_vec %fast, %x, %y : f32, f32 to %p0 : !llvm.ptr<1>
      slow %m0, %m1 contiguous
  return %a, %c : f32, f16
}

// CHECK-LABEL: func.func @cvt
// DCE-LABEL: func.func @cvt
func.func @cvt(%x: f32, %pair: i16) -> i16 {
  // CHECK: tile_nv.cvt_f32_to_f8 e4m3 %{{.*}}
  %a = tile_nv.cvt_f32_to_f8 e4m3 %x
  // CHECK: tile_nv.cvt_f8x2_to_f16x2 e5m2 %{{.*}}
  // DCE-NOT: tile_nv.cvt_f8x2_to_f16x2
  %h = tile_nv.cvt_f8x2_to_f16x2 e5m2 %pair
  return %a : i16
}

// The global atomics (every modifier, the guarded forms) and the
// shared-memory word load: none may be erased.
// CHECK-LABEL: func.func @atoms
// DCE-LABEL: func.func @atoms
func.func @atoms(%a: i64, %f: f32, %i: i32, %d: i64, %h: i16, %pos: i32,
                 %m: i1, %slot: i32) {
  // CHECK: tile_nv.atom_global add f32 scope gpu %{{.*}}, %{{.*}} : f32
  // DCE: tile_nv.atom_global add f32
  %0 = tile_nv.atom_global add f32 scope gpu %a, %f : f32
  // CHECK: tile_nv.atom_global cas b32 sem acq_rel scope sys %{{.*}} compare %{{.*}} : i32, %{{.*}} position %{{.*}} below 100 mask %{{.*}} : i32
  %1 = tile_nv.atom_global cas b32 sem acq_rel scope sys %a compare %i : i32,
      %i position %pos below 100 mask %m : i32
  // CHECK: tile_nv.atom_global min s64 membar_before cta membar_after cta %{{.*}}, %{{.*}} mask %{{.*}} : i64
  %2 = tile_nv.atom_global min s64 membar_before cta membar_after cta %a, %d
      mask %m : i64
  // CHECK: tile_nv.atom_global add bf16 scope cluster %{{.*}}, %{{.*}} position %{{.*}} below 7 : i16
  %3 = tile_nv.atom_global add bf16 scope cluster %a, %h position %pos below 7
      : i16
  // CHECK: tile_nv.atom_global and b64 membar_after gl %{{.*}}, %{{.*}} : i64
  %4 = tile_nv.atom_global and b64 membar_after gl %a, %d : i64
  // CHECK: tile_nv.ld_shared %{{.*}}
  // DCE: tile_nv.ld_shared
  %5 = tile_nv.ld_shared %slot
  return
}
