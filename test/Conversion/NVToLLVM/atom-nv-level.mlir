// The global atomics at the tile_nv level: tile.atomic_rmw / atomic_cas
// after convert-tile-to-llvm build tile_nv.atom_global, one per element
// slot, with the memory order (sm_70+) or the membar fences that emulate
// it (before), the scope (sm_60+), the first-holder guard where elements
// repeat over the block and the mask; then the asm each becomes.
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-assign-layouts --convert-tile-to-llvm %S/../../Hopper/atomics-order.mlir > %t.80.mlir
// RUN: FileCheck %s --check-prefix=SM80 < %t.80.mlir
// RUN: tile-opt --convert-tile-nv-to-llvm %t.80.mlir | FileCheck %s --check-prefix=ASM80
// RUN: tile-opt --tile-set-target=gpu-name=sm_60 --tile-assign-layouts --convert-tile-to-llvm %S/../../Hopper/atomics-order.mlir | FileCheck %s --check-prefix=SM60
// RUN: tile-opt --tile-set-target=gpu-name=sm_52 --tile-assign-layouts --convert-tile-to-llvm %S/../../Hopper/atomics-order.mlir | FileCheck %s --check-prefix=SM52
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-assign-layouts --convert-tile-to-llvm %S/../../Hopper/atomics.mlir | FileCheck %s --check-prefix=GUARD
// RUN: tile-opt --tile-set-target=gpu-name=sm_90 --tile-assign-layouts --convert-tile-to-llvm %S/../../Hopper/atomics-f16.mlir | FileCheck %s --check-prefix=BF16

// SM80-LABEL: llvm.func @orders
// SM80: tile_nv.atom_global cas b32 sem acquire scope gpu %{{[0-9]+}} compare %{{.*}} : i32, %{{.*}} position %{{[0-9]+}} below 1 : i32
// SM80: tile_nv.atom_global exch b32 sem release scope gpu %{{[0-9]+}}, %{{.*}} position %{{[0-9]+}} below 1 : i32
// SM80: tile_nv.atom_global add u32 sem acq_rel scope cta %{{[0-9]+}}, %{{[0-9]+}} mask %{{[0-9]+}} : i32
// SM80: tile_nv.atom_global max u32 scope gpu %{{[0-9]+}}, %{{[0-9]+}} : i32
// SM80-NOT: tile_nv.atom_global

// ASM80-LABEL: llvm.func @orders
// ASM80: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09setp.lt.u32 %tl_p, $4, 1;\0A\09mov.b32 $0, 0;\0A\09@%tl_p atom.acquire.gpu.global.cas.b32 $0, [$1], $2, $3;\0A\09}", "=r,l,r,r,r,~{memory}"
// ASM80: llvm.inline_asm has_side_effects "{{.*}}@%tl_p atom.release.gpu.global.exch.b32 $0, [$1], $2;\0A\09}", "=r,l,r,r,~{memory}"
// ASM80: llvm.inline_asm has_side_effects "{\0A\09.reg .pred %tl_p;\0A\09setp.ne.u32 %tl_p, $3, 0;\0A\09mov.b32 $0, 0;\0A\09@%tl_p atom.acq_rel.cta.global.add.u32 $0, [$1], $2;\0A\09}", "=r,l,r,r,~{memory}"
// ASM80: llvm.inline_asm has_side_effects "atom.gpu.global.max.u32 $0, [$1], $2;", "=r,l,r,~{memory}"

// SM60-LABEL: llvm.func @orders
// SM60: tile_nv.atom_global cas b32 scope gpu membar_after gl
// SM60: tile_nv.atom_global exch b32 scope gpu membar_before gl
// SM60: tile_nv.atom_global add u32 scope cta membar_before cta membar_after cta
// SM60: tile_nv.atom_global max u32 scope gpu %

// SM52-LABEL: llvm.func @orders
// SM52: tile_nv.atom_global cas b32 membar_after gl
// SM52: tile_nv.atom_global exch b32 membar_before gl
// SM52: tile_nv.atom_global add u32 membar_before cta membar_after cta
// SM52: tile_nv.atom_global max u32 %

// Elements that repeat over the block: only the first holder (position
// below the element count) runs the atom.
// GUARD-LABEL: llvm.func @wraps
// GUARD: tile_nv.atom_global add u32 scope gpu %{{[0-9]+}}, %{{.*}} : i32
// GUARD: tile_nv.atom_global add u32 scope gpu %{{[0-9]+}}, %{{.*}} position %{{[0-9]+}} below 192 : i32
// GUARD-LABEL: llvm.func @masked_small
// GUARD: tile_nv.atom_global add f32 scope cta %{{[0-9]+}}, %{{.*}} position %{{[0-9]+}} below 64 mask %{{[0-9]+}} : f32

// 16-bit floats travel as i16 bit patterns.
// BF16: llvm.bitcast %{{.*}} : bf16 to i16
// BF16: tile_nv.atom_global add bf16 scope gpu %{{[0-9]+}}, %{{[0-9]+}}{{.*}} : i16
