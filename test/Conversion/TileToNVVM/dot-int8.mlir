// int8 x int8 -> int32 tile.dot: mma.sync m16n8k32 .s32.s8.s8.s32 (sm_80
// on; 4 s8 per A/B register, s32 accumulators in "r" registers). On
// sm_90a and the tensor-memory targets `auto` takes mma.sync too: tile's
// wgmma and tcgen05 lowerings take f32 accumulators only, and forcing
// them says so.
// RUN: tile-translate --gpu-name=sm_80 %s -o %t80.ptx
// RUN: FileCheck %s --input-file=%t80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t80.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_90a %s -o %t90.ptx
// RUN: FileCheck %s --input-file=%t90.ptx --check-prefixes=CHECK,NOWGMMA
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t90.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100a %s -o - | FileCheck %s
// RUN: not tile-translate --gpu-name=sm_90a --dot-kind=wgmma %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=WGMMA
// RUN: not tile-translate --gpu-name=sm_75 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM75
// RUN: tile-translate --gpu-name=sm_90a --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: tile-translate --gpu-name=sm_80 --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOREMARK --allow-empty

// CHECK-LABEL: .entry i8dot(
// CHECK: ld.global{{.*}}.b8
// CHECK-COUNT-4: mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}},
// CHECK: st.global{{.*}}.b32
// NOWGMMA-NOT: wgmma

// WGMMA: error: 'tile.dot' op wgmma lowering supports f32 accumulators only
// REMARK: dot-int8.mlir:[[@LINE+17]]:10: remark: tile.dot runs on mma_sync; not wgmma: wgmma lowering supports f32 accumulators only
// NOREMARK-NOT: tile.dot runs on
// SM75: error: 'tile.dot' op unsupported operation for target sm_75: tile.dot on 'i8' as mma_sync needs sm_80 or newer (any suffix)

module {
  tile.kernel @i8dot(%a: !tile.ptr<i8>, %b: !tile.ptr<i8>, %c: !tile.ptr<i32>) attributes {num_warps = 4 : i32} {
    %r = tile.range 0 to 64 : tensor<64xi32>
    %rr = tile.expand_dims %r axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %cc = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %c64 = arith.constant dense<64> : tensor<64x1xi32>
    %rowoff = arith.muli %rr, %c64 : tensor<64x1xi32>
    %rb = tile.broadcast %rowoff : tensor<64x1xi32> -> tensor<64x64xi32>
    %cb = tile.broadcast %cc : tensor<1x64xi32> -> tensor<64x64xi32>
    %idx = arith.addi %rb, %cb : tensor<64x64xi32>
    %ta = tile.load %a[%idx] : tensor<64x64xi32> -> tensor<64x64xi8>
    %tb = tile.load %b[%idx] : tensor<64x64xi32> -> tensor<64x64xi8>
    %zero = arith.constant dense<0> : tensor<64x64xi32>
    %d = tile.dot %ta, %tb, %zero : tensor<64x64xi8>, tensor<64x64xi8> -> tensor<64x64xi32>
    tile.store %d, %c[%idx] : tensor<64x64xi32>, tensor<64x64xi32>
    tile.return
  }
}
