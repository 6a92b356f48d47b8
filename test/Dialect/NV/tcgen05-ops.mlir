// Every tcgen05 op of tile_nv prints and parses back (the generic form too).
// RUN: tile-opt %s -split-input-file | tile-opt | FileCheck %s
// RUN: tile-opt %s -split-input-file --mlir-print-op-generic | tile-opt | FileCheck %s

// CHECK-LABEL: func.func @tmem
func.func @tmem(%slot: i32, %taddr: i32) {
  // CHECK: tile_nv.tcgen05_alloc cta_group 1 %{{.*}}, 128 relinquish
  tile_nv.tcgen05_alloc cta_group 1 %slot, 128 relinquish
  // CHECK: tile_nv.tcgen05_alloc cta_group 2 %{{.*}}, 512{{$}}
  tile_nv.tcgen05_alloc cta_group 2 %slot, 512
  // CHECK: tile_nv.tcgen05_relinquish_alloc_permit cta_group 2
  tile_nv.tcgen05_relinquish_alloc_permit cta_group 2
  // CHECK: tile_nv.tcgen05_dealloc cta_group 1 %{{.*}}, 128 fence_after
  tile_nv.tcgen05_dealloc cta_group 1 %taddr, 128 fence_after
  // CHECK: tile_nv.tcgen05_dealloc cta_group 2 %{{.*}}, 32{{$}}
  tile_nv.tcgen05_dealloc cta_group 2 %taddr, 32
  return
}

// -----

// CHECK-LABEL: func.func @mma
func.func @mma(%d: i32, %a: i64, %b: i64, %idesc: i32, %acc: i32,
               %sfa: i32, %sfb: i32, %bar: i32, %mask: i32) {
  // CHECK: tile_nv.tcgen05_mma cta_group 1 f16 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}{{$}}
  tile_nv.tcgen05_mma cta_group 1 f16 %d, %a, %b, %idesc, %acc
  // CHECK: tile_nv.tcgen05_mma cta_group 2 tf32
  tile_nv.tcgen05_mma cta_group 2 tf32 %d, %a, %b, %idesc, %acc
  // CHECK: tile_nv.tcgen05_mma cta_group 1 i8
  tile_nv.tcgen05_mma cta_group 1 i8 %d, %a, %b, %idesc, %acc
  // CHECK: tile_nv.tcgen05_mma cta_group 1 f8f6f4
  tile_nv.tcgen05_mma cta_group 1 f8f6f4 %d, %a, %b, %idesc, %acc
  // CHECK: tile_nv.tcgen05_mma cta_group 1 mxf8f6f4 %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} scale %{{.*}}, %{{.*}} block 32
  tile_nv.tcgen05_mma cta_group 1 mxf8f6f4 %d, %a, %b, %idesc, %acc scale %sfa, %sfb block 32
  // CHECK: tile_nv.tcgen05_mma cta_group 1 mxf4 {{.*}} block 32
  tile_nv.tcgen05_mma cta_group 1 mxf4 %d, %a, %b, %idesc, %acc scale %sfa, %sfb block 32
  // CHECK: tile_nv.tcgen05_mma cta_group 1 mxf4nvf4 {{.*}} block 16
  tile_nv.tcgen05_mma cta_group 1 mxf4nvf4 %d, %a, %b, %idesc, %acc scale %sfa, %sfb block 16
  // CHECK: tile_nv.tcgen05_commit cta_group 1 %{{.*}}{{$}}
  tile_nv.tcgen05_commit cta_group 1 %bar
  // CHECK: tile_nv.tcgen05_commit cta_group 2 %{{.*}} multicast %{{.*}}{{$}}
  tile_nv.tcgen05_commit cta_group 2 %bar multicast %mask
  // CHECK: tile_nv.tcgen05_commit cta_group 1 %{{.*}} multicast_mask 3
  tile_nv.tcgen05_commit cta_group 1 %bar multicast_mask 3
  return
}

// -----

// CHECK-LABEL: func.func @copies
func.func @copies(%taddr: i32, %desc: i64, %x: i32, %y: i32, %f: f32) {
  // CHECK: %{{.*}}:2 = tile_nv.tcgen05_ld _32x32b num 2 %{{.*}} wait : i32, i32
  %r:2 = tile_nv.tcgen05_ld _32x32b num 2 %taddr wait : i32, i32
  // CHECK: tile_nv.tcgen05_ld _16x128b num 1 %{{.*}} wait braced : f32, f32
  %s:2 = tile_nv.tcgen05_ld _16x128b num 1 %taddr wait braced : f32, f32
  // CHECK: tile_nv.tcgen05_ld _16x64b num 1 %{{.*}} : i32{{$}}
  %t = tile_nv.tcgen05_ld _16x64b num 1 %taddr : i32
  // CHECK: tile_nv.tcgen05_st _32x32b num 2 %{{.*}}, %{{.*}}, %{{.*}} : i32, i32
  tile_nv.tcgen05_st _32x32b num 2 %taddr, %x, %y : i32, i32
  // CHECK: tile_nv.tcgen05_st _16x256b num 1 %{{.*}} : i32, i32, f32, i32
  tile_nv.tcgen05_st _16x256b num 1 %taddr, %x, %y, %f, %x : i32, i32, f32, i32
  // CHECK: tile_nv.tcgen05_cp cta_group 1 _32x128b warpx4 %{{.*}}, %{{.*}}
  tile_nv.tcgen05_cp cta_group 1 _32x128b warpx4 %taddr, %desc
  // CHECK: tile_nv.tcgen05_cp cta_group 2 _64x128b warpx2_01_23
  tile_nv.tcgen05_cp cta_group 2 _64x128b warpx2_01_23 %taddr, %desc
  // CHECK: tile_nv.tcgen05_cp cta_group 1 _128x256b %{{.*}}, %{{.*}}
  tile_nv.tcgen05_cp cta_group 1 _128x256b %taddr, %desc
  return
}

// -----

// CHECK-LABEL: func.func @sync
func.func @sync(%bar: i32, %parity: i32) {
  // CHECK: tile_nv.tcgen05_fence before_thread_sync{{$}}
  tile_nv.tcgen05_fence before_thread_sync
  // CHECK: tile_nv.tcgen05_fence after_thread_sync proxy_async
  tile_nv.tcgen05_fence after_thread_sync proxy_async
  // CHECK: tile_nv.tcgen05_wait ld
  tile_nv.tcgen05_wait ld
  // CHECK: tile_nv.tcgen05_wait st
  tile_nv.tcgen05_wait st
  // CHECK: tile_nv.tcgen05_commit_barrier_init %{{.*}}
  tile_nv.tcgen05_commit_barrier_init %bar
  // CHECK: tile_nv.tcgen05_commit_barrier_wait %{{.*}}, %{{.*}}
  tile_nv.tcgen05_commit_barrier_wait %bar, %parity
  return
}
