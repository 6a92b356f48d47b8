// TMA: cp.async.bulk.tensor loads (tile 1-5 D, im2col 3-5 D, multicast,
// L2 cache hints), stores and .add/.min/.max reductions, tensor and
// descriptor prefetches on every sm_90+ target; CTA pairs and im2col::w on
// the tensor-memory Blackwell targets only.

// RUN: tile-translate --gpu-name=sm_90a %S/Inputs/tma.mlir -o %t.90a.ptx
// RUN: FileCheck %s < %t.90a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.90a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_90 %S/Inputs/tma.mlir -o %t.90.ptx
// RUN: FileCheck %s < %t.90.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.90.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100a %S/Inputs/tma.mlir -o %t.100a.ptx
// RUN: FileCheck %s < %t.100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.100a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100f %S/Inputs/tma.mlir -o %t.100f.ptx
// RUN: FileCheck %s < %t.100f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100f %t.100f.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_103a %S/Inputs/tma.mlir -o %t.103a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_103a %t.103a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_120a %S/Inputs/tma.mlir -o %t.120a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_120a %t.120a.ptx -o /dev/null 2>/dev/null %}

// CHECK:      .extern .shared .align 1024 .b8 tma_dsmem[];
// CHECK-LABEL: .entry tma(
// CHECK:      .param .align 64 .b8 tma_param_0[128],
// CHECK-NEXT: .param .u64 .ptr .global .align 1 tma_param_1
// CHECK:      cvta.param.u64 [[DESC:%rd[0-9]+]],
// CHECK:      @%tl_p cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [{{%r[0-9]+}}], [[[DESC]], {{{%r[0-9]+}}}], [{{%r[0-9]+}}];
// CHECK:      @%tl_p cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [{{%r[0-9]+}}], [[[DESC]], {{{%r[0-9]+}}, {{%r[0-9]+}}}], [{{%r[0-9]+}}];
// CHECK:      cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK:      cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK:      cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK:      cvt.u16.u32 %tl_o0,
// CHECK:      cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [{{%r[0-9]+}}], [[[DESC]], {{{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}}], [{{%r[0-9]+}}], {%tl_o0};
// CHECK:      cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes {{.*}}, {%tl_o0, %tl_o1};
// CHECK:      cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes {{.*}}, {%tl_o0, %tl_o1, %tl_o2};
// CHECK-DAG:  createpolicy.fractional.L2::evict_first.b64 [[FIRST:%rd[0-9]+]], 1.0;
// CHECK-DAG:  createpolicy.fractional.L2::evict_last.b64 [[LAST:%rd[0-9]+]], 1.0;
// CHECK:      cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [{{%r[0-9]+}}], [[[DESC]], {{.*}}], [{{%r[0-9]+}}], %tl_m;
// CHECK:      cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [{{%r[0-9]+}}], [[[DESC]], {{.*}}], [{{%r[0-9]+}}], [[FIRST]];
// CHECK:      cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint {{.*}}, %tl_m, [[LAST]];
// CHECK:      cvta.global.u64 [[GDESC:%rd[0-9]+]],
// CHECK:      cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [{{%r[0-9]+}}], [[[GDESC]],
// CHECK:      fence.proxy.async.shared::cta;
// CHECK-NEXT: // end inline asm
// CHECK-NEXT: bar.sync 0;
// CHECK:      @%tl_p cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [[[DESC]], {{{%r[0-9]+}}, {{%r[0-9]+}}}], [{{%r[0-9]+}}];
// CHECK-NEXT: @%tl_p cp.async.bulk.commit_group;
// CHECK:      cp.async.bulk.tensor.5d.global.shared::cta.tile.bulk_group
// CHECK:      cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group
// CHECK:      cp.reduce.async.bulk.tensor.2d.global.shared::cta.min.tile.bulk_group
// CHECK:      cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.tile.bulk_group.L2::cache_hint {{.*}}, [[FIRST]];
// CHECK:      @%tl_p cp.async.bulk.wait_group.read 0;
// CHECK:      bar.sync 0;
// CHECK:      @%tl_p cp.async.bulk.wait_group 0;
// CHECK:      @%tl_p cp.async.bulk.prefetch.tensor.2d.L2.global.tile [[[DESC]], {{{%r[0-9]+}}, {{%r[0-9]+}}}];
// CHECK:      @%tl_p cp.async.bulk.prefetch.tensor.4d.L2.global.im2col [[[DESC]], {{.*}}], {%tl_o0, %tl_o1};
// CHECK:      @%tl_p cp.async.bulk.prefetch.tensor.1d.L2.global.tile.L2::cache_hint [[[DESC]], {{{%r[0-9]+}}}], [[LAST]];
// CHECK:      @%tl_p prefetch.tensormap [[[DESC]]];
// CHECK:      @%tl_p prefetch.tensormap [[[GDESC]]];

// CTA pairs and im2col::w: sm_100a/f, 103a/f, 110a/f.
// RUN: tile-translate --gpu-name=sm_100a %S/Inputs/tma_sm100.mlir -o %t.w100a.ptx
// RUN: FileCheck %s --check-prefixes=W,W86 < %t.w100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.w100a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100f %S/Inputs/tma_sm100.mlir -o %t.w100f.ptx
// RUN: FileCheck %s --check-prefixes=W,W88 < %t.w100f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100f %t.w100f.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_103f %S/Inputs/tma_sm100.mlir -o %t.w103f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_103f %t.w103f.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_110a %S/Inputs/tma_sm100.mlir -o %t.w110a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_110a %t.w110a.ptx -o /dev/null %}
// W86: .version 8.6
// W88: .version 8.8
// W:   cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [
// W:   cp.async.bulk.tensor.3d.shared::cluster.global.im2col::w.mbarrier::complete_tx::bytes {{.*}}, {%tl_o0, %tl_o1};
// W:   cp.async.bulk.tensor.4d.shared::cluster.global.im2col::w::128.mbarrier::complete_tx::bytes {{.*}}, {%tl_o0, %tl_o1};
// W:   cp.async.bulk.tensor.5d.shared::cluster.global.im2col::w.mbarrier::complete_tx::bytes.multicast::cluster.cta_group::2 {{.*}}, {%tl_o0, %tl_o1}, %tl_m;

// ... and a clean error elsewhere (exit status 1).
// RUN: sh -c 'tile-translate --gpu-name=sm_90a %S/Inputs/tma_sm100.mlir -o /dev/null 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=W90A
// W90A: tma_sm100.mlir:{{[0-9]+}}:5: error: 'tile.tma_load' op unsupported operation for target sm_90a: tile.tma_load cta_group 2 needs sm_100f, sm_100a, sm_101f, sm_101a, sm_103f, sm_103a, sm_110f, sm_110a
// W90A: exit=1
// RUN: sh -c 'tile-translate --gpu-name=sm_90a %S/Inputs/tma_im2col_w.mlir -o /dev/null 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=IM2COLW90A
// IM2COLW90A: tma_im2col_w.mlir:12:5: error: 'tile.tma_load' op unsupported operation for target sm_90a: tile.tma_load mode im2col_w needs sm_100f, sm_100a, sm_101f, sm_101a, sm_103f, sm_103a, sm_110f, sm_110a
// IM2COLW90A: exit=1
// RUN: tile-translate --gpu-name=sm_100f %S/Inputs/tma_im2col_w.mlir -o %t.iw100f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100f %t.iw100f.ptx -o /dev/null %}
// RUN: not tile-translate --gpu-name=sm_120a %S/Inputs/tma_sm100.mlir 2>&1 | FileCheck %s --check-prefix=W120A
// W120A: error: 'tile.tma_load' op unsupported operation for target sm_120a: tile.tma_load cta_group 2 needs sm_100f,
// RUN: not tile-translate --gpu-name=sm_80 %S/Inputs/tma.mlir 2>&1 | FileCheck %s --check-prefix=TMA80
// TMA80: error: 'tile.kernel' op unsupported operation for target sm_80: cluster_dims (.reqnctapercluster) needs sm_90 or newer (any suffix)
