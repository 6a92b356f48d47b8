// tile.store_box: a tile goes to a box of a tensor map through shared
// memory (128-byte swizzled slabs) and one TMA copy per slab.
//
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline %examples/gemm_bf16_tma_store.mlir | FileCheck %s --check-prefix=PLACE
// RUN: tile-translate --gpu-name=sm_90a %examples/gemm_bf16_tma_store.mlir -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_100a %examples/gemm_bf16_tma_store.mlir -o %t.100a.ptx
// RUN: FileCheck %s --check-prefix=TC05 < %t.100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t.100a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_90a --emit=metadata %examples/gemm_bf16_tma_store.mlir | FileCheck %s --check-prefix=META
// RUN: tile-translate --gpu-name=sm_90a --remarks %tile_src_root/bench/gemm/kernels/gemm_bf16_tma_persistent_store.mlir -o %t.persist.ptx 2>&1 | FileCheck %s --check-prefix=PERSIST
// RUN: FileCheck %s --check-prefix=PERSISTPTX < %t.persist.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.persist.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_100a %tile_src_root/bench/gemm/kernels/gemm_bf16_tma_persistent_store.mlir -o %t.persist.100a.ptx
// RUN: FileCheck %s --check-prefix=PERSISTTC05 < %t.persist.100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t.persist.100a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-opt --tile-set-target=gpu-name=sm_90a --tile-lower-dot --tile-pipeline %tile_src_root/bench/gemm/kernels/gemm_bf16_tma_persistent_store.mlir | FileCheck %s --check-prefix=PERSISTPLACE
// RUN: sed -e 's/%%c: !tile.ptr<bf16>/%%c: !tile.ptr<f32>/' -e 's/^ *%%cb = arith.truncf.*$//' -e 's/store_box %%cb, %%c\[%%n0, %%m0\] : tensor<128x256xbf16>, !tile.ptr<bf16>/store_box %%acc, %%c[%%n0, %%m0] : tensor<128x256xf32>, !tile.ptr<f32>/' %tile_src_root/bench/gemm/kernels/gemm_bf16_tma_persistent_store.mlir > %t.f32.mlir
// RUN: tile-translate --gpu-name=sm_90a --remarks %t.f32.mlir -o %t.f32.ptx 2>&1 | FileCheck %s --check-prefix=F32
// RUN: FileCheck %s --check-prefix=F32PTX < %t.f32.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.f32.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_100a %t.f32.mlir -o %t.f32.100a.ptx
// RUN: FileCheck %s --check-prefix=F32TC05 < %t.f32.100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t.f32.100a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: sed -e 's/\(store_box %%acc, %%c\[%%n0, %%m0\]\)/\1 {buffer_slabs = 8 : i32}/' %t.f32.mlir | tile-translate --gpu-name=sm_90a --remarks - -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOROOM
// RUN: sed -e 's/\(store_box %%cb, %%c\[%%n0, %%m0\]\)/\1 {buffer_slabs = 1 : i32}/' %tile_src_root/bench/gemm/kernels/gemm_bf16_tma_persistent_store.mlir | tile-translate --gpu-name=sm_100a - -o %t.one.ptx
// RUN: FileCheck %s --check-prefix=ONESLAB < %t.one.ptx
// RUN: grep -c "cp.async.bulk.tensor.2d.global" %t.one.ptx | FileCheck %s --check-prefix=ONECOUNT
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t.one.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_90a %tile_src_root/bench/gemm/kernels/gemm_bf16_tma_splitk.mlir -o %t.splitk.ptx
// RUN: FileCheck %s --check-prefix=REDUCE < %t.splitk.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.splitk.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_100a %tile_src_root/bench/gemm/kernels/gemm_bf16_tma_splitk.mlir -o %t.splitk.100a.ptx
// RUN: FileCheck %s --check-prefix=REDUCE < %t.splitk.100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a -v %t.splitk.100a.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_90a %s -o %t.blocked.ptx
// RUN: FileCheck %s --check-prefix=BLOCKED < %t.blocked.ptx
// RUN: FileCheck %s --check-prefix=ROUNDS < %t.blocked.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.blocked.ptx -o /dev/null %}
// RUN: not tile-translate --gpu-name=sm_80 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80

// After the K loop the ring is free: the 128 KiB tile takes its place
// (offset 0) and the kernel's shared memory does not grow.
// PLACE: smem_bytes = 196688 : i32
// PLACE: tile.store_box {{.*}} {smem_offset = 0 : i32} : tensor<128x256xf32>, <f32>

// The wgmma accumulator's column pairs go to shared memory 8 bytes at a
// time; every thread fences for the async proxy, the block synchronizes,
// thread 0 copies 8 slabs of 128 x 32 f32 (columns n0 + 32 j) and waits
// until shared memory has been read; the block synchronizes again.
// PTX: wgmma.wait_group.sync.aligned 0;
// PTX: st.shared.v2.b32
// PTX: fence.proxy.async.shared::cta;
// PTX-NEXT: // end inline asm
// PTX-NEXT: bar.sync 0;
// PTX-COUNT-8: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{[0-9]+}}];
// PTX: cp.async.bulk.commit_group;
// PTX: cp.async.bulk.wait_group.read 0;
// PTX: bar.sync 0;
// PTX-NOT: st.global

// PTXAS: 0 bytes spill stores, 0 bytes spill loads

// tcgen05: a warp's TMEM row segment goes out 16 bytes at a time.
// TC05: tcgen05.ld.sync.aligned.32x32b.x32.b32
// TC05: st.shared.v4.b32
// TC05-COUNT-8: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// TC05-NOT: st.global

// META: "index": 2,
// META: "tensor_map": true,
// META-NEXT: "box": [
// META-NEXT: 128,
// META-NEXT: 256
// META-NEXT: ],
// META-NEXT: "swizzle": 128

// In a persistent loop the ring holds the next tile's boxes while the
// epilogue stores this one: the tile gets its own buffer after the ring.
// The whole 64 KiB bf16 tile would leave room for 3 stages; 2 of its 4
// slabs (32 KiB) leave room for 4: buffer_slabs = 2, and the tile goes out
// one slab at a time, double-buffered. The epilogue threads (the consumer
// warpgroups on sm_90a, the kernel's 8 warps beside the producer warp on
// sm_100a) synchronize on a named barrier, not the whole block.
// PERSIST: remark: pipelined: TMA + wgmma, warp-specialized, 4 stages of 49152 bytes
// PERSIST: remark: TMA store through its own buffer beside the ring: 2 of the row's 4 slabs at a time, 32768 bytes
// PERSIST: remark: persistent: one ring for all its iterations
// PERSISTPLACE: smem_bytes = 230400 : i32
// PERSISTPLACE: tile.store_box {{.*}} {buffer_slabs = 2 : i32, smem_offset = 197632 : i32} : tensor<128x256xbf16>, <bf16>
// Slab j (columns n0 + 64 j) goes through buffer slab j % 2; before
// writing it thread 0 waits until at most one copy still reads (the one
// of slab j - 1), also for slab 0: the last copies of the previous tile
// drained while this tile's K loop ran. The stores of the wgmma
// accumulator need no test of their columns: its 8x8 blocks of bf16 go
// out four at a time with stmatrix (a slab of 64 columns: 4 per warp).
// After the loop, thread 0 waits for every copy before the block exits.
// PERSISTPTX: cp.async.bulk.wait_group.read 1;
// PERSISTPTX: bar.sync 7, 256;
// PERSISTPTX-NOT: st.shared
// PERSISTPTX-COUNT-4: stmatrix.sync.aligned.m8n8.x4.shared.b16 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
// PERSISTPTX-NOT: st.shared
// PERSISTPTX: fence.proxy.async.shared::cta;
// PERSISTPTX: bar.sync 7, 256;
// PERSISTPTX: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{[0-9]+}}];
// PERSISTPTX-NOT: cp.async.bulk.tensor.2d.global
// PERSISTPTX: cp.async.bulk.commit_group;
// PERSISTPTX-COUNT-3: cp.async.bulk.wait_group.read 1;
// PERSISTPTX-NOT: cp.async.bulk.wait_group.read
// PERSISTPTX: cp.async.bulk.wait_group 0;
// The tcgen05 epilogue: warps 0-3 hold columns 0-127, warps 4-7 columns
// 128-255 (two column groups), so one round writes slab p of each: 2
// rounds of 2 slabs through the 2-slab buffer, each waiting until the
// copies before have read it.
// PERSISTTC05: cp.async.bulk.wait_group.read 0;
// PERSISTTC05: bar.sync {{[0-9]+}}, 256;
// PERSISTTC05-COUNT-8: st.shared.v4.b32 [%rd{{[0-9]+}}{{(\+[0-9]+)?}}]
// PERSISTTC05-NEXT: // begin inline asm
// PERSISTTC05-NEXT: fence.proxy.async.shared::cta;
// PERSISTTC05: bar.sync {{[0-9]+}}, 256;
// PERSISTTC05-COUNT-2: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// PERSISTTC05: cp.async.bulk.commit_group;
// PERSISTTC05: cp.async.bulk.wait_group.read 0;
// PERSISTTC05-COUNT-8: st.shared.v4.b32 [%rd{{[0-9]+}}{{(\+[0-9]+)?}}]
// PERSISTTC05-COUNT-2: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// PERSISTTC05: cp.async.bulk.commit_group;
// PERSISTTC05-NOT: cp.async.bulk.tensor.2d.global
// PERSISTTC05: cp.async.bulk.wait_group 0;
// buffer_slabs = 1 by hand on sm_100a: a round holds one slab, of one
// column group; only that group's warps write it (one test per round, not
// per element), and each round waits until the one before has been read.
// ONESLAB: cp.async.bulk.wait_group.read 0;
// ONESLAB: bar.sync {{[0-9]+}}, 256;
// ONESLAB-NEXT: // end inline asm
// ONESLAB-NEXT: @%p{{[0-9]+}} bra
// ONESLAB-NOT: @%p{{[0-9]+}} st.shared
// ONESLAB-COUNT-8: st.shared.v4.b32
// ONESLAB-NOT: st.shared
// ONESLAB: fence.proxy.async.shared::cta;
// ONESLAB: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// ONESLAB-NOT: cp.async.bulk.tensor.2d.global
// ONESLAB: cp.async.bulk.commit_group;
// ONECOUNT: 4
// The 128 KiB f32 tile: 2 of its 8 slabs of 128 x 32, 4 stages as well.
// F32: remark: pipelined: TMA + wgmma, warp-specialized, 4 stages of 49152 bytes
// F32: remark: TMA store through its own buffer beside the ring: 2 of the row's 8 slabs at a time, 32768 bytes
// F32: remark: persistent: one ring for all its iterations
// F32PTX-COUNT-8: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// F32PTX-NOT: cp.async.bulk.tensor.2d.global
// F32PTX: cp.async.bulk.wait_group 0;
// F32TC05-COUNT-4: cp.async.bulk.wait_group.read 0;
// F32TC05-NOT: cp.async.bulk.wait_group.read
// F32TC05: cp.async.bulk.wait_group 0;
// The user's buffer_slabs stays: the whole f32 tile leaves room for 2
// stages, and the loop stays plain instead.
// NOROOM: remark: pipelined: TMA + wgmma, warp-specialized, 4 stages of 49152 bytes
// NOROOM: remark: not persistent: its tile.store_box buffers (131072 bytes) leave room for 2 stages of the K loop, fewer than 3 (store a narrower type, or with tile.store)

// A tile in the blocked distribution (no dot): its own buffer, 64 x 64
// bf16 in one slab.
// BLOCKED: .entry fill(
// BLOCKED: st.shared.b16
// BLOCKED: fence.proxy.async.shared::cta;
// BLOCKED: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// BLOCKED-NOT: cp.async.bulk.tensor
// BLOCKED: cp.async.bulk.wait_group.read 0;

// reduce add (split-K: each K split adds its partial block into C): the
// same rounds, with TMA reductions instead of copies.
// REDUCE: fence.proxy.async.shared::cta;
// REDUCE-COUNT-8: cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{[0-9]+}}];
// REDUCE: cp.async.bulk.commit_group;
// REDUCE: cp.async.bulk.wait_group.read 0;
// REDUCE-NOT: cp.async.bulk.tensor

// A blocked tile through a one-slab buffer (buffer_slabs = 1): each
// element tests which slab its column is in; slab 1 waits until slab 0
// has been read, and the store waits for the last copy.
// ROUNDS: .entry fill_rounds(
// ROUNDS: st.shared.b16
// ROUNDS: fence.proxy.async.shared::cta;
// ROUNDS: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// ROUNDS: cp.async.bulk.commit_group;
// ROUNDS: cp.async.bulk.wait_group.read 0;
// ROUNDS: st.shared.b16
// ROUNDS: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// ROUNDS: cp.async.bulk.commit_group;
// ROUNDS: cp.async.bulk.wait_group.read 0;
// ROUNDS-NOT: cp.async.bulk

// SM80: error: 'tile.store_box' op unsupported operation for target sm_80: tile.store_box (cp.async.bulk.tensor) needs sm_90 or newer (any suffix)

module {
  tile.kernel @fill(%out: !tile.ptr<bf16> {tile.tensor_map}, %x: i32, %y: i32) {
    %r = tile.range 0 to 64 : tensor<64xi32>
    %rc = tile.expand_dims %r axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %rr = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %a = tile.broadcast %rc : tensor<64x1xi32> -> tensor<64x64xi32>
    %b = tile.broadcast %rr : tensor<1x64xi32> -> tensor<64x64xi32>
    %s = arith.addi %a, %b : tensor<64x64xi32>
    %f = arith.sitofp %s : tensor<64x64xi32> to tensor<64x64xbf16>
    tile.store_box %f, %out[%x, %y] : tensor<64x64xbf16>, !tile.ptr<bf16>
    tile.return
  }
  tile.kernel @fill_rounds(%out: !tile.ptr<bf16> {tile.tensor_map}, %x: i32, %y: i32) {
    %r = tile.range 0 to 64 : tensor<64xi32>
    %c = tile.range 0 to 128 : tensor<128xi32>
    %rc = tile.expand_dims %r axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %rr = tile.expand_dims %c axis 0 : tensor<128xi32> -> tensor<1x128xi32>
    %a = tile.broadcast %rc : tensor<64x1xi32> -> tensor<64x128xi32>
    %b = tile.broadcast %rr : tensor<1x128xi32> -> tensor<64x128xi32>
    %s = arith.addi %a, %b : tensor<64x128xi32>
    %f = arith.sitofp %s : tensor<64x128xi32> to tensor<64x128xbf16>
    tile.store_box %f, %out[%x, %y] {buffer_slabs = 1 : i32} : tensor<64x128xbf16>, !tile.ptr<bf16>
    tile.return
  }
}
