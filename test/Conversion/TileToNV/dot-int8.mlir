// int8 x int8 -> int32 tile.dot, per target (integer MMA left the tcgen05
// family: ptxas 13 takes tcgen05.mma kind::i8 on sm_100a and sm_110a only):
//   mma.sync m16n8k32 .s32.s8.s8.s32 from sm_80 (4 s8 per A/B register,
//     s32 accumulators in "r" registers), and wherever nothing better fits;
//   wgmma m64nNk32 .s32.s8.s8 on sm_90a (no scale or transpose immediates);
//   tcgen05.mma kind::i8 on sm_100a / sm_110a for M = 128 (instruction
//     descriptor 0x82004A0: D S32 = 2 at bits 4-5, A/B S8 = 1 at bits
//     7-9 / 10-12, N >> 3 at 17-22, M >> 4 at 24-28);
//   sm_100f, sm_103a, sm_110f: mma.sync, and --remarks says why.
// RUN: tile-translate --gpu-name=sm_80 %s -o %t80.ptx
// RUN: FileCheck %s --input-file=%t80.ptx --check-prefixes=CHECK,SYNC128
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t80.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_90a %s -o %t90.ptx
// RUN: FileCheck %s --input-file=%t90.ptx --check-prefix=WGMMA
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t90.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_100a %s -o %t100.ptx
// RUN: FileCheck %s --input-file=%t100.ptx --check-prefixes=CHECK,TC05
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t100.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_110a %s -o - | FileCheck %s --check-prefixes=CHECK,TC05
// RUN: tile-translate --gpu-name=sm_103a %s -o %t103.ptx
// RUN: FileCheck %s --input-file=%t103.ptx --check-prefixes=CHECK,SYNC128
// RUN: %if ptxas %{ %ptxas -arch=sm_103a %t103.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100f %s -o - | FileCheck %s --check-prefixes=CHECK,SYNC128
// RUN: not tile-translate --gpu-name=sm_100f --dot-kind=tcgen05 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=FORCED
// RUN: not tile-translate --gpu-name=sm_75 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM75
// RUN: tile-translate --gpu-name=sm_100a --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK100A
// RUN: tile-translate --gpu-name=sm_103a --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK103
// RUN: tile-translate --gpu-name=sm_80 --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOREMARK --allow-empty

// CHECK-LABEL: .entry i8dot(
// CHECK: ld.global{{.*}}.{{[bu]}}8
// CHECK-COUNT-4: mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}},
// CHECK: st.global{{.*}}.b32
// CHECK-LABEL: .entry i8dot128(
// SYNC128: mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32
// SYNC128-NOT: tcgen05.mma
// TC05-NOT: mma.sync
// TC05: mov.b32 [[IDESC:%r[0-9]+]], 136316064;
// TC05: tcgen05.mma.cta_group::1.kind::i8 [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, [[IDESC]], p;
// TC05: tcgen05.ld.sync.aligned.32x32b

// One warpgroup, two K steps of 32 on a 64x64 tile: s32 registers, then
// the accumulator passes through the wait.
// WGMMA-LABEL: .entry i8dot(
// WGMMA-NOT: mma.sync
// WGMMA-COUNT-2: wgmma.mma_async.sync.aligned.m64n64k32.s32.s8.s8 {%r{{[0-9]+}}, {{.*}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p;
// WGMMA: wgmma.wait_group.sync.aligned 0;
// WGMMA-LABEL: .entry i8dot128(
// WGMMA: wgmma.mma_async.sync.aligned.m64n128k32.s32.s8.s8
// PTXAS-NOT: error
// PTXAS: 0 bytes spill stores

// FORCED: error: 'tile.dot' op unsupported operation for target sm_100f: tile.dot on 'i8' as tcgen05 needs sm_100a, sm_101a, sm_110a
// SM75: error: 'tile.dot' op unsupported operation for target sm_75: tile.dot on 'i8' as mma_sync needs sm_80 or newer (any suffix)
// REMARK100A: dot-int8.mlir:[[@LINE+19]]:10: remark: tile.dot runs on mma_sync; not tcgen05: a 64x64x64 (MxNxK) dot cannot be emitted as tcgen05.mma.cta_group::1.kind::i8 {{.*}}: M must be a multiple of 128
// REMARK100A-NOT: remark: tile.dot runs on
// REMARK103: dot-int8.mlir:[[@LINE+17]]:10: remark: tile.dot runs on mma_sync; not tcgen05: tcgen05.mma kind::i8 needs sm_100a, sm_101a, sm_110a, not sm_103a
// REMARK103: dot-int8.mlir:[[@LINE+34]]:10: remark: tile.dot runs on mma_sync; not tcgen05: tcgen05.mma kind::i8 needs sm_100a, sm_101a, sm_110a, not sm_103a
// NOREMARK-NOT: tile.dot runs on

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

  // M = 128 (tcgen05's), onto a nonzero start: C staged into tensor memory.
  tile.kernel @i8dot128(%a: !tile.ptr<i8>, %b: !tile.ptr<i8>, %c: !tile.ptr<i32>) attributes {num_warps = 4 : i32} {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %rr = tile.expand_dims %r axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %cc = tile.expand_dims %r axis 0 : tensor<128xi32> -> tensor<1x128xi32>
    %c128 = arith.constant dense<128> : tensor<128x1xi32>
    %rowoff = arith.muli %rr, %c128 : tensor<128x1xi32>
    %rb = tile.broadcast %rowoff : tensor<128x1xi32> -> tensor<128x128xi32>
    %cb = tile.broadcast %cc : tensor<1x128xi32> -> tensor<128x128xi32>
    %idx = arith.addi %rb, %cb : tensor<128x128xi32>
    %ta = tile.load %a[%idx] : tensor<128x128xi32> -> tensor<128x128xi8>
    %tb = tile.load %b[%idx] : tensor<128x128xi32> -> tensor<128x128xi8>
    %start = tile.load %c[%idx] : tensor<128x128xi32> -> tensor<128x128xi32>
    %d = tile.dot %ta, %tb, %start : tensor<128x128xi8>, tensor<128x128xi8> -> tensor<128x128xi32>
    tile.store %d, %c[%idx] : tensor<128x128xi32>, tensor<128x128xi32>
    tile.return
  }
}
