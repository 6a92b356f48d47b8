// RUN: tile-opt --tile-assign-layouts --convert-tile-to-llvm %s | FileCheck %s
// RUN: tile-opt --tile-assign-layouts --convert-tile-to-llvm --convert-tile-nv-to-llvm %s | FileCheck %s --check-prefix=ASM
// RUN: tile-opt --tile-assign-layouts=max-run=1 --convert-tile-to-llvm=max-run=1 %s | FileCheck %s --check-prefix=RUN1
// RUN: tile-opt --tile-assign-layouts=max-run=1 --convert-tile-to-llvm=max-run=1 --convert-tile-nv-to-llvm %s | FileCheck %s --check-prefix=ASM1
// ASM1-COUNT-8: llvm.inline_asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"
// RUN: not tile-opt --tile-assign-layouts --convert-tile-to-llvm=max-run=0 %s 2>&1 | FileCheck %s --check-prefix=BADMAX
// BADMAX: error: convert-tile-to-llvm: max-run is 0; it is the most consecutive elements of a tile a thread holds, 1 or more
// Laid out for runs of 4, lowered with runs of 1: refused at the first tile
// (the lowering deals the blocked runs itself; both need the same max-run).
// RUN: not tile-opt --tile-assign-layouts --convert-tile-to-llvm=max-run=1 %s 2>&1 | FileCheck %s --check-prefix=MISMATCH
// MISMATCH: vector-add.mlir:{{[0-9]+}}:{{[0-9]+}}: error: this 'tensor<{{.*}}, #tile.blocked<run = 4, threads = 128>>' is laid out for another block or max-run than convert-tile-to-llvm's, which deals it in runs of 1 over 128 threads; give tile-assign-layouts the lowering's max-run
// RUN: tile-translate --gpu-name=sm_80 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// Runs of 8 16-bit elements: one 16-byte ld/st.global.v4.b32 a run, pairs
// packed into its words, lower address in the low half (PTX has no .v8.b16).
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-assign-layouts=max-run=8 --convert-tile-to-llvm=max-run=8 --tile-to-nvvm %examples/vector_add.mlir | tile-translate --gpu-name=sm_80 - -o %t.run8.ptx
// RUN: FileCheck %s --check-prefix=RUN8 --input-file=%t.run8.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.run8.ptx -o /dev/null %}
// RUN8: .entry vector_add_f16(
// RUN8: .reg .b32 %tile_w<4>;
// RUN8-NEXT: @%tile_v ld.global.v4.b32 {%tile_w0, %tile_w1, %tile_w2, %tile_w3}, [%rd{{[0-9]+}}];
// RUN8-NEXT: @%tile_v mov.b32 {%rs[[A:[0-9]+]], %rs{{[0-9]+}}}, %tile_w0;
// RUN8-NEXT: @%tile_v mov.b32 {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %tile_w1;
// RUN8: @%tile_p ld.global.b16 %rs[[A]], [%rd{{[0-9]+}}];
// RUN8: mov.b32 %tile_w0, {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
// RUN8: @%tile_v st.global.v4.b32 [%rd{{[0-9]+}}], {%tile_w0, %tile_w1, %tile_w2, %tile_w3};
// RUN8-NOT: .v8.

// Each of the 128 threads holds 1024/128 = 8 elements in two runs of 4:
// slot s of thread t is element 512 * (s / 4) + 4 t + s % 4.

// CHECK: module attributes {gpu.container_module, tile.compute_capability = 80 : i32
// CHECK: gpu.module @tile_kernels {
// CHECK: llvm.func @add(%[[X:.*]]: !llvm.ptr<1>, %[[Y:.*]]: !llvm.ptr<1>, %[[O:.*]]: !llvm.ptr<1>, %[[N:.*]]: i32)
// CHECK-SAME: nvvm.kernel
// CHECK-SAME: nvvm.reqntid = array<i32: 128>
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[T4:.*]] = arith.muli %[[TID]], %{{.*}} : i32
// CHECK: nvvm.read.ptx.sreg.ctaid.x : i32
// A run is one ld.global.v4.b32 when its first address is 16-byte aligned
// and its mask is on (checked at run time), else element by element under
// each element's mask: `other` first (masked), then the vector load, then
// the single ones, addressed from the first element's pointer (the offsets
// rise by one along the run). Unmasked loads have no `other`.
// CHECK-COUNT-2: tile_nv.ld_global_vec %{{.*}}, %{{.*}} : !llvm.ptr<1> slow %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} other %{{.*}} : f32 contiguous -> f32, f32, f32, f32
// CHECK-COUNT-2: tile_nv.ld_global_vec %{{.*}}, %{{.*}} : !llvm.ptr<1> slow %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} contiguous -> f32, f32, f32, f32
// CHECK-COUNT-8: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-COUNT-2: tile_nv.st_global_vec %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : f32, f32, f32, f32 to %{{.*}} : !llvm.ptr<1> slow %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} contiguous
// The same runs as the inline PTX they become (convert-tile-nv-to-llvm,
// part of tile-scalars-to-llvm):
// ASM-COUNT-2: llvm.inline_asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b32 $0, $10;\0Amov.b32 $1, $10;\0Amov.b32 $2, $10;\0Amov.b32 $3, $10;\0A@%tile_v ld.global.v4.b32 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b32 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b32 $1, [$5+4];
// ASM-COUNT-2: llvm.inline_asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0A@%tile_v ld.global.v4.b32 {$0, $1, $2, $3}, [$5];
// ASM-COUNT-2: llvm.inline_asm has_side_effects "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;
// CHECK: llvm.return
// CHECK-NOT: tile.

// PTX: shl.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 2;
// PTX-COUNT-4: @%tile_v ld.global.v4.b32
// PTX-COUNT-2: @%tile_v st.global.v4.b32
// PTX-NOT: ld.global
// PTX: ret;

// Runs of 1 (max-run=1): slot s of thread t is element t + 128 s, masked
// loads are predicated PTX loads (no branch per element), the unmasked ones
// plain llvm.load.
// RUN1: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// RUN1-COUNT-8: tile_nv.ld_global %{{.*}}, %{{.*}}, %{{.*}} : !llvm.ptr<1>, f32
// RUN1-COUNT-8: llvm.load %{{.*}} : !llvm.ptr<1> -> f32
// RUN1-COUNT-8: arith.addf %{{.*}}, %{{.*}} : f32
// RUN1-COUNT-8: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<1>
// RUN1: llvm.return
module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @add(%x: !tile.ptr<f32>, %y: !tile.ptr<f32>, %out: !tile.ptr<f32>, %n: i32) {
    %pid = tile.program_id x : i32
    %c1024 = arith.constant 1024 : i32
    %start = arith.muli %pid, %c1024 : i32
    %range = tile.range 0 to 1024 : tensor<1024xi32>
    %base = tile.splat %start : tensor<1024xi32>
    %offs = arith.addi %base, %range : tensor<1024xi32>
    %bound = tile.splat %n : tensor<1024xi32>
    %mask = arith.cmpi slt, %offs, %bound : tensor<1024xi32>
    %a = tile.load %x[%offs] mask %mask : tensor<1024xi32> -> tensor<1024xf32>
    %b = tile.load %y[%offs] : tensor<1024xi32> -> tensor<1024xf32>
    %sum = arith.addf %a, %b : tensor<1024xf32>
    tile.store %sum, %out[%offs] : tensor<1024xi32>, tensor<1024xf32>
    tile.return
  }
}
