// Shared-memory buffers in the IR: !tile.buffer (a tile or a ring of them
// in a #tile.shared layout) and the ops on it round-trip, in the custom and
// the generic form; the verifiers reject what the lowering could not place
// or address.
// RUN: tile-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: tile-opt %s -split-input-file -verify-diagnostics | tile-opt -split-input-file | FileCheck %s
// RUN: tile-opt %s -split-input-file -verify-diagnostics -mlir-print-op-generic | tile-opt -split-input-file | FileCheck %s

!ring = !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>, stages = 3>
!stage = !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>
!vec = !tile.buffer<64xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>

// CHECK-LABEL: tile.kernel @buffers
tile.kernel @buffers(%a: !tile.ptr<bf16>, %s: !tile.ptr<f32>, %i: i32) {
  // CHECK: %[[RING:.*]] = tile.buffer_alloc : !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>, stages = 3>
  %ring = tile.buffer_alloc : !ring
  // CHECK: %[[VEC:.*]] = tile.buffer_alloc at 6144 : !tile.buffer<64xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  %vec = tile.buffer_alloc at 6144 : !vec
  // CHECK: %[[STAGE:.*]] = tile.buffer_stage %[[RING]][%{{.*}}] : !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>, stages = 3>
  %stage = tile.buffer_stage %ring[%i] : !ring
  %offs = tile.range 0 to 2048 : tensor<2048xi32>
  %o2 = tile.reshape %offs : tensor<2048xi32> -> tensor<64x32xi32>
  %c = arith.constant 1000 : i32
  %n = tile.splat %c : tensor<64x32xi32>
  %m = arith.cmpi slt, %o2, %n : tensor<64x32xi32>
  // CHECK: tile.async_copy %{{.*}}[%{{.*}}] mask %{{.*}}, %[[STAGE]] : tensor<64x32xi32>, !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>
  tile.async_copy %a[%o2] mask %m, %stage : tensor<64x32xi32>, !stage
  // CHECK: tile.async_commit
  tile.async_commit
  // CHECK: tile.async_wait pending 0{{$}}
  tile.async_wait pending 0
  // CHECK: tile.async_wait pending 1, async_proxy{{$}}
  tile.async_wait pending 1, async_proxy
  // CHECK: tile.buffer_load %[[STAGE]] : !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>> -> tensor<64x32xbf16>
  %t = tile.buffer_load %stage : !stage -> tensor<64x32xbf16>
  %r = tile.range 0 to 64 : tensor<64xi32>
  %v = tile.load %s[%r] : tensor<64xi32> -> tensor<64xf32>
  // CHECK: tile.buffer_store %{{.*}}, %[[VEC]] : tensor<64xf32>, !tile.buffer<64xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  tile.buffer_store %v, %vec : tensor<64xf32>, !vec
  tile.return
}

// -----

// CHECK-LABEL: tile.kernel @padded_transposed
tile.kernel @padded_transposed() {
  // CHECK: tile.buffer_alloc : !tile.buffer<32x64xf16, #tile.shared<swizzle = 0, elem_bytes = 2, transposed, pad = 16>, stages = 2>
  %b = tile.buffer_alloc : !tile.buffer<32x64xf16, #tile.shared<swizzle = 0, elem_bytes = 2, transposed, pad = 16>, stages = 2>
  tile.return
}

// -----

tile.kernel @wrong_elem_bytes() {
  // expected-error @+1 {{!tile.buffer of 'bf16' (2 bytes an element) has a layout of 4-byte elements}}
  %b = tile.buffer_alloc : !tile.buffer<64x32xbf16, #tile.shared<swizzle = 0, elem_bytes = 4>>
  tile.return
}

// -----

tile.kernel @rank3() {
  // expected-error @+1 {{!tile.buffer holds a 1-D or 2-D tile, not rank 3}}
  %b = tile.buffer_alloc : !tile.buffer<2x64x32xbf16, #tile.shared<swizzle = 0, elem_bytes = 2>>
  tile.return
}

// -----

tile.kernel @short_lines() {
  // expected-error @+1 {{!tile.buffer's lines are 32 bytes, not a multiple of its 128-byte swizzle}}
  %b = tile.buffer_alloc : !tile.buffer<64x16xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
  tile.return
}

// -----

tile.kernel @core_lines() {
  // expected-error @+1 {{!tile.buffer's 32 lines of 24 bytes are not core matrices: a multiple of 8 lines of a multiple of 16 bytes}}
  %b = tile.buffer_alloc : !tile.buffer<32x12xbf16, #tile.shared<swizzle = 0, elem_bytes = 2, core>>
  tile.return
}

// -----

tile.kernel @core_band() {
  // expected-error @+1 {{!tile.buffer's 12 lines of 32 bytes are not core matrices}}
  %b = tile.buffer_alloc : !tile.buffer<16x12xbf16, #tile.shared<swizzle = 0, elem_bytes = 2, transposed, core>>
  tile.return
}

// -----

tile.kernel @core_vector() {
  // expected-error @+1 {{a !tile.buffer in core matrices (#tile.shared<..., core>) holds a 2-D tile}}
  %b = tile.buffer_alloc : !tile.buffer<64xbf16, #tile.shared<swizzle = 0, elem_bytes = 2, core>>
  tile.return
}

// -----

tile.kernel @swizzled_vector() {
  // expected-error @+1 {{a 1-D !tile.buffer is one plain line: its layout has swizzle = 0 and is not transposed}}
  %b = tile.buffer_alloc : !tile.buffer<64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
  tile.return
}

// -----

tile.kernel @misaligned() {
  // expected-error @+1 {{'tile.buffer_alloc' op is placed at byte 512, not a multiple of its buffer's 1024-byte alignment}}
  %b = tile.buffer_alloc at 512 : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
  tile.return
}

// -----

tile.kernel @stage_of_tile(%i: i32) {
  %b = tile.buffer_alloc : !tile.buffer<64xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  // expected-error @+1 {{'tile.buffer_stage' op takes a stage of a ring (a !tile.buffer with stages = S); '!tile.buffer<64xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>' is a single tile}}
  %s = tile.buffer_stage %b[%i] : !tile.buffer<64xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  tile.return
}

// -----

tile.kernel @load_from_ring() {
  %b = tile.buffer_alloc : !tile.buffer<64xf32, #tile.shared<swizzle = 0, elem_bytes = 4>, stages = 2>
  // expected-error @+1 {{'tile.buffer_load' op addresses one tile; '!tile.buffer<64xf32, #tile.shared<swizzle = 0, elem_bytes = 4>, stages = 2>' is a ring of 2 (take one with tile.buffer_stage)}}
  %v = tile.buffer_load %b : !tile.buffer<64xf32, #tile.shared<swizzle = 0, elem_bytes = 4>, stages = 2> -> tensor<64xf32>
  tile.return
}

// -----

tile.kernel @store_other_tile(%x: !tile.ptr<f32>) {
  %b = tile.buffer_alloc : !tile.buffer<64xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  %r = tile.range 0 to 32 : tensor<32xi32>
  %v = tile.load %x[%r] : tensor<32xi32> -> tensor<32xf32>
  // expected-error @+1 {{'tile.buffer_store' op value 'tensor<32xf32>' is not the tile the buffer holds ('tensor<64xf32>')}}
  tile.buffer_store %v, %b : tensor<32xf32>, !tile.buffer<64xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  tile.return
}

// -----

tile.kernel @copy_other_type(%x: !tile.ptr<f16>) {
  %b = tile.buffer_alloc : !tile.buffer<64xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  %r = tile.range 0 to 64 : tensor<64xi32>
  // expected-note @-3 {{prior use here}}
  // expected-error @+1 {{use of value '%x' expects different type than prior uses: '!tile.ptr<f32>' vs '!tile.ptr<f16>'}}
  tile.async_copy %x[%r], %b : tensor<64xi32>, !tile.buffer<64xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>
  tile.return
}

// -----

// TMA copies into buffers and the mbarrier buffers they complete on.
!bars = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 2>
!bar = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
!boxes = !tile.buffer<64x128xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 2>
!box = !tile.buffer<64x128xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>

// CHECK-LABEL: tile.kernel @tma_buffers
tile.kernel @tma_buffers(%d: !tile.ptr<bf16> {tile.tensor_map}, %i: i32, %x: i32, %p: i1) {
  %bars = tile.buffer_alloc : !bars
  %ring = tile.buffer_alloc : !boxes
  // CHECK: tile.barrier_init %{{.*}}, count 1 : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 2>
  tile.barrier_init %bars, count 1 : !bars
  %bar = tile.buffer_stage %bars[%i] : !bars
  %box = tile.buffer_stage %ring[%i] : !boxes
  // CHECK: tile.barrier_expect %{{.*}}, 16384 bytes if %{{.*}} : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.barrier_expect %bar, 16384 bytes if %p : !bar
  // CHECK: tile.barrier_expect %{{.*}}, 16384 bytes : !tile.buffer
  tile.barrier_expect %bar, 16384 bytes : !bar
  // CHECK: tile.async_load_box %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} if %{{.*}} : <bf16>, !tile.buffer<64x128xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.async_load_box %d[%x, %i], %box, %bar if %p : !tile.ptr<bf16>, !box, !bar
  // A box of 64-byte lines, 64-byte swizzled.
  %narrow = tile.buffer_alloc : !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>
  // CHECK: tile.async_load_box %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} : <bf16>, !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>
  tile.async_load_box %d[%x, %i], %narrow, %bar : !tile.ptr<bf16>, !tile.buffer<64x32xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>, !bar
  // CHECK: tile.barrier_wait %{{.*}}, phase %{{.*}} : !tile.buffer<1xi64
  tile.barrier_wait %bar, phase %x : !bar
  %t = tile.buffer_load %box : !box -> tensor<64x128xbf16>
  // CHECK: tile.barrier_inval %{{.*}} : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 2>
  tile.barrier_inval %bars : !bars
  tile.return
}

// -----

tile.kernel @not_barriers(%i: i32) {
  %b = tile.buffer_alloc : !tile.buffer<2xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  // expected-error @+1 {{'tile.barrier_init' op takes a barrier buffer (!tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>, one mbarrier per stage); '!tile.buffer<2xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>' is not one}}
  tile.barrier_init %b, count 1 : !tile.buffer<2xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.return
}

// -----

tile.kernel @wait_on_a_ring(%i: i32) {
  %b = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 3>
  // expected-error @+1 {{'tile.barrier_wait' op addresses one mbarrier; '!tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 3>' is a ring of 3 (take one with tile.buffer_stage)}}
  tile.barrier_wait %b, phase %i : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 3>
  tile.return
}

// -----

tile.kernel @box_unswizzled(%d: !tile.ptr<bf16> {tile.tensor_map}, %i: i32) {
  %b = tile.buffer_alloc : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>
  %bar = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  // expected-error @+1 {{'tile.async_load_box' op copies boxes of swizzled lines (a 2-D tile; #tile.shared<swizzle = 128> with lines a multiple of 128 bytes, or swizzle = 64 or 32 with lines that long); '!tile.buffer<64x64xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>' is not one}}
  tile.async_load_box %d[%i, %i], %b, %bar : !tile.ptr<bf16>, !tile.buffer<64x64xbf16, #tile.shared<swizzle = 64, elem_bytes = 2>>, !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.return
}

// -----

tile.kernel @box_three_coords(%d: !tile.ptr<bf16> {tile.tensor_map}, %i: i32) {
  %b = tile.buffer_alloc : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
  %bar = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  // expected-error @+1 {{'tile.async_load_box' op takes 2 coordinates (a 2-D box, innermost first), got 3}}
  tile.async_load_box %d[%i, %i, %i], %b, %bar : !tile.ptr<bf16>, !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.return
}

// -----

// TMA multicast in a cluster: one block copies a box into the same buffer
// of every block of a CTA mask; the stage's release is the cluster's.
!bar1 = !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
!box1 = !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>

// CHECK-LABEL: tile.kernel @multicast
tile.kernel @multicast(%d: !tile.ptr<bf16> {tile.tensor_map}, %i: i32, %p: i1, %mask: i32) attributes {cluster_dims = array<i32: 1, 2, 1>} {
  %b = tile.buffer_alloc : !box1
  %bar = tile.buffer_alloc : !bar1
  // CHECK: tile.async_load_box %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} if %{{.*}} multicast %{{.*}} : <bf16>
  tile.async_load_box %d[%i, %i], %b, %bar if %p multicast %mask : !tile.ptr<bf16>, !box1, !bar1
  // CHECK: tile.async_load_box %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} multicast %{{.*}} : <bf16>
  tile.async_load_box %d[%i, %i], %b, %bar multicast %mask : !tile.ptr<bf16>, !box1, !bar1
  // CHECK: tile.barrier_arrive %{{.*}} cluster : !tile.buffer<1xi64
  tile.barrier_arrive %bar cluster : !bar1
  tile.return
}

// -----

tile.kernel @multicast_without_cluster(%d: !tile.ptr<bf16> {tile.tensor_map}, %i: i32, %mask: i32) {
  %b = tile.buffer_alloc : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
  %bar = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  // expected-error @+1 {{'tile.async_load_box' op multicasts its box (a CTA mask of the cluster's blocks), so its kernel needs cluster_dims of 2 to 16 blocks; its kernel's cluster has 1}}
  tile.async_load_box %d[%i, %i], %b, %bar multicast %mask : !tile.ptr<bf16>, !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.return
}

// -----

// CTA pairs: a copy completing on the barrier of the pair's first block.
// CHECK-LABEL: tile.kernel @pair_copy
tile.kernel @pair_copy(%d: !tile.ptr<bf16> {tile.tensor_map}, %i: i32, %p: i1) attributes {num_warps = 4 : i32, cluster_dims = array<i32: 2, 1, 1>, cta_group = 2 : i32} {
  %b = tile.buffer_alloc : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
  %bar = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  // CHECK: tile.async_load_box %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} if %{{.*}} pair : <bf16>
  tile.async_load_box %d[%i, %i], %b, %bar if %p pair : !tile.ptr<bf16>, !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  // A release on the pair's first block's mbarrier.
  // CHECK: tile.barrier_arrive %{{.*}} pair : !tile.buffer<1xi64
  tile.barrier_arrive %bar pair : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.return
}

// -----

tile.kernel @pair_arrive_without_pairs() attributes {num_warps = 4 : i32, cluster_dims = array<i32: 2, 1, 1>} {
  %bar = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  // expected-error @+1 {{'tile.barrier_arrive' op with `pair` arrives in its CTA pair's first block, so its kernel needs cta_group = 2}}
  tile.barrier_arrive %bar pair : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.return
}

// -----

tile.kernel @pair_and_cluster_arrive() attributes {num_warps = 4 : i32, cluster_dims = array<i32: 2, 1, 1>, cta_group = 2 : i32} {
  %bar = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  // expected-error @+1 {{'tile.barrier_arrive' op arrives either in every block of the cluster (`cluster`) or in its CTA pair's first block (`pair`), not both}}
  tile.barrier_arrive %bar cluster pair : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.return
}

// -----

tile.kernel @pair_copy_without_pairs(%d: !tile.ptr<bf16> {tile.tensor_map}, %i: i32) attributes {num_warps = 4 : i32, cluster_dims = array<i32: 2, 1, 1>} {
  %b = tile.buffer_alloc : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
  %bar = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  // expected-error @+1 {{'tile.async_load_box' op with `pair` completes on the barrier of its pair's first block, so its kernel needs cta_group = 2}}
  tile.async_load_box %d[%i, %i], %b, %bar pair : !tile.ptr<bf16>, !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.return
}

// -----

tile.kernel @pair_copy_multicast(%d: !tile.ptr<bf16> {tile.tensor_map}, %i: i32, %mask: i32) attributes {num_warps = 4 : i32, cluster_dims = array<i32: 2, 1, 1>, cta_group = 2 : i32} {
  %b = tile.buffer_alloc : !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>
  %bar = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  // expected-error @+1 {{'tile.async_load_box' op copies into this block (`pair`) or into the blocks of a mask (`multicast`), not both}}
  tile.async_load_box %d[%i, %i], %b, %bar multicast %mask pair : !tile.ptr<bf16>, !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.return
}

// -----

tile.kernel @cluster_arrive_with_blocks_as_clusters() attributes {cluster_dims = array<i32: 2, 1, 1>, blocks_are_clusters, num_warps = 4 : i32} {
  %bar = tile.buffer_alloc : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  // expected-error @+1 {{'tile.barrier_arrive' op arrives in every block of the cluster (lane r of each warp in block r), so its kernel needs cluster_dims of 2 to 16 blocks; its kernel's blocks are clusters (blocks_are_clusters)}}
  tile.barrier_arrive %bar cluster : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
  tile.return
}
