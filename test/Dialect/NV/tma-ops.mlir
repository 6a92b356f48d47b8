// Every tile_nv TMA-family op prints and parses back (the generic form too).
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s
// RUN: tile-opt %s --canonicalize --cse | FileCheck %s --check-prefix=DCE

// CHECK-LABEL: func.func @tensor_copies
func.func @tensor_copies(%dst: i32, %desc: i64, %x: i32, %y: i32, %z: i32,
                         %w: i32, %n: i32, %bar: i32, %o0: i32, %o1: i32,
                         %o2: i32, %mask: i32, %hint: i64, %tid: i32) {
  // CHECK: tile_nv.cp_async_bulk_tensor_load tile dims 1 %{{.*}}, %{{.*}}[%{{.*}}], %{{.*}}{{$}}
  tile_nv.cp_async_bulk_tensor_load tile dims 1 %dst, %desc[%x], %bar
  // CHECK: tile_nv.cp_async_bulk_tensor_load tile dims 2 %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}{{$}}
  tile_nv.cp_async_bulk_tensor_load tile dims 2 %dst, %desc[%x, %y], %bar
  // CHECK: tile_nv.cp_async_bulk_tensor_load tile dims 2 %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} multicast %{{.*}}{{$}}
  tile_nv.cp_async_bulk_tensor_load tile dims 2 %dst, %desc[%x, %y], %bar multicast %mask
  // CHECK: tile_nv.cp_async_bulk_tensor_load tile dims 2 %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} cta_group 2{{$}}
  tile_nv.cp_async_bulk_tensor_load tile dims 2 %dst, %desc[%x, %y], %bar cta_group 2
  // CHECK: tile_nv.cp_async_bulk_tensor_load tile dims 5 %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}], %{{.*}} multicast %{{.*}} cache_hint %{{.*}} leader %{{.*}}{{$}}
  tile_nv.cp_async_bulk_tensor_load tile dims 5 %dst, %desc[%x, %y, %z, %w, %n], %bar multicast %mask cache_hint %hint leader %tid
  // CHECK: tile_nv.cp_async_bulk_tensor_load im2col dims 5 %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}], %{{.*}} im2col_offsets[%{{.*}}, %{{.*}}, %{{.*}}] leader %{{.*}}{{$}}
  tile_nv.cp_async_bulk_tensor_load im2col dims 5 %dst, %desc[%x, %y, %z, %w, %n], %bar im2col_offsets [%o0, %o1, %o2] leader %tid
  // CHECK: tile_nv.cp_async_bulk_tensor_load im2col_w128 dims 3 %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}], %{{.*}} im2col_offsets[%{{.*}}, %{{.*}}] cta_group 1 leader %{{.*}}{{$}}
  tile_nv.cp_async_bulk_tensor_load im2col_w128 dims 3 %dst, %desc[%x, %y, %z], %bar im2col_offsets [%o0, %o1] cta_group 1 leader %tid
  // CHECK: tile_nv.cp_async_bulk_tensor_store dims 2 %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}{{$}}
  tile_nv.cp_async_bulk_tensor_store dims 2 %desc[%x, %y], %dst
  // CHECK: tile_nv.cp_async_bulk_tensor_store dims 3 %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}], %{{.*}} cache_hint %{{.*}} leader %{{.*}} commit_group{{$}}
  tile_nv.cp_async_bulk_tensor_store dims 3 %desc[%x, %y, %z], %dst cache_hint %hint leader %tid commit_group
  // CHECK: tile_nv.cp_async_bulk_tensor_store dims 2 %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} reduce add{{$}}
  tile_nv.cp_async_bulk_tensor_store dims 2 %desc[%x, %y], %dst reduce add
  // CHECK: tile_nv.cp_async_bulk_tensor_store dims 1 %{{.*}}[%{{.*}}], %{{.*}} reduce xor leader %{{.*}} commit_group{{$}}
  tile_nv.cp_async_bulk_tensor_store dims 1 %desc[%x], %dst reduce xor leader %tid commit_group
  // CHECK: tile_nv.cp_async_bulk_tensor_prefetch tile dims 2 %{{.*}}[%{{.*}}, %{{.*}}]{{$}}
  tile_nv.cp_async_bulk_tensor_prefetch tile dims 2 %desc[%x, %y]
  // CHECK: tile_nv.cp_async_bulk_tensor_prefetch im2col dims 4 %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] im2col_offsets[%{{.*}}, %{{.*}}] cache_hint %{{.*}} leader %{{.*}}{{$}}
  tile_nv.cp_async_bulk_tensor_prefetch im2col dims 4 %desc[%x, %y, %z, %w] im2col_offsets [%o0, %o1] cache_hint %hint leader %tid
  return
}

// CHECK-LABEL: func.func @groups_and_cluster
func.func @groups_and_cluster(%desc: i64, %addr: i32, %rank: i32, %tid: i32,
                              %f: f32, %d: f64, %h: i16, %i: i32, %l: i64) {
  // CHECK: tile_nv.cp_async_bulk_commit_group{{$}}
  tile_nv.cp_async_bulk_commit_group
  // CHECK: tile_nv.cp_async_bulk_wait_group 0{{$}}
  tile_nv.cp_async_bulk_wait_group 0
  // CHECK: tile_nv.cp_async_bulk_wait_group 3 read{{$}}
  tile_nv.cp_async_bulk_wait_group 3 read
  // CHECK: tile_nv.cp_async_bulk_wait_group 0 read leader %{{.*}}{{$}}
  tile_nv.cp_async_bulk_wait_group 0 read leader %tid
  // CHECK: tile_nv.prefetch_tensormap %{{.*}}{{$}}
  tile_nv.prefetch_tensormap %desc
  // CHECK: tile_nv.prefetch_tensormap %{{.*}} leader %{{.*}}{{$}}
  tile_nv.prefetch_tensormap %desc leader %tid
  // CHECK: tile_nv.mapa %{{.*}}, %{{.*}}{{$}}
  %m = tile_nv.mapa %addr, %rank
  // CHECK: tile_nv.ld_shared_cluster %{{.*}} rank %{{.*}} : f32
  %0 = tile_nv.ld_shared_cluster %addr rank %rank : f32
  // CHECK: tile_nv.ld_shared_cluster %{{.*}} rank %{{.*}} u8 : i32
  %1 = tile_nv.ld_shared_cluster %addr rank %rank u8 : i32
  // CHECK: tile_nv.ld_shared_cluster %{{.*}} rank %{{.*}} : i16
  %2 = tile_nv.ld_shared_cluster %addr rank %rank : i16
  // CHECK: tile_nv.st_shared_cluster %{{.*}}, %{{.*}} rank %{{.*}} : f64
  tile_nv.st_shared_cluster %addr, %d rank %rank : f64
  // CHECK: tile_nv.st_shared_cluster %{{.*}}, %{{.*}} rank %{{.*}} u8 : i32
  tile_nv.st_shared_cluster %addr, %i rank %rank u8 : i32
  // CHECK: tile_nv.st_shared_cluster %{{.*}}, %{{.*}} rank %{{.*}} : i64
  tile_nv.st_shared_cluster %addr, %l rank %rank : i64
  // CHECK: tile_nv.createpolicy_fractional evict_normal
  %p0 = tile_nv.createpolicy_fractional evict_normal
  // CHECK: tile_nv.createpolicy_fractional evict_first
  %p1 = tile_nv.createpolicy_fractional evict_first
  // CHECK: tile_nv.createpolicy_fractional evict_last
  %p2 = tile_nv.createpolicy_fractional evict_last
  // CHECK: tile_nv.createpolicy_fractional evict_unchanged
  %p3 = tile_nv.createpolicy_fractional evict_unchanged
  return
}

// The cluster loads keep their (declared) side effects through DCE, as the
// asm they become does; mapa and createpolicy compute a register only, so
// an unused one goes and two equal ones are one.
// DCE-LABEL: func.func @effects
func.func @effects(%addr: i32, %rank: i32) -> (i64, i64) {
  // DCE-NOT: tile_nv.mapa
  // DCE: tile_nv.ld_shared_cluster
  // DCE-NEXT: %[[P:.*]] = tile_nv.createpolicy_fractional evict_last
  // DCE-NEXT: return %[[P]], %[[P]]
  %m = tile_nv.mapa %addr, %rank
  %v = tile_nv.ld_shared_cluster %addr rank %rank : f32
  %dead = tile_nv.createpolicy_fractional evict_first
  %p = tile_nv.createpolicy_fractional evict_last
  %q = tile_nv.createpolicy_fractional evict_last
  return %p, %q : i64, i64
}
