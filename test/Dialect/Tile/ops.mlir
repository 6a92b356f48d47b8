// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// CHECK: module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"}
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  // CHECK-LABEL: tile.kernel @all_ops
  // CHECK-SAME: (%[[X:.*]]: !tile.ptr<f32>, %[[N:.*]]: i32)
  tile.kernel @all_ops(%x: !tile.ptr<f32>, %n: i32) attributes {num_warps = 8 : i32} {
    // CHECK: tile.program_id x : i32
    %pid = tile.program_id x : i32
    // CHECK: tile.num_programs y : i32
    %np = tile.num_programs y : i32
    // CHECK: tile.range 0 to 64 : tensor<64xi32>
    %r = tile.range 0 to 64 : tensor<64xi32>
    // CHECK: tile.splat %[[N]] : tensor<64xi32>
    %s = tile.splat %n : tensor<64xi32>
    %m = arith.cmpi slt, %r, %s : tensor<64xi32>
    // CHECK: tile.load %[[X]][%{{.*}}] mask %{{.*}} other %{{.*}} : tensor<64xi32> -> tensor<64xf32>
    %zero = arith.constant 0.0 : f32
    %v = tile.load %x[%r] mask %m other %zero : tensor<64xi32> -> tensor<64xf32>
    // CHECK: tile.load %[[X]][%{{.*}}] : tensor<64xi32> -> tensor<64xf32>
    %w = tile.load %x[%r] : tensor<64xi32> -> tensor<64xf32>
    // CHECK: tile.expand_dims %{{.*}} axis 1 : tensor<64xf32> -> tensor<64x1xf32>
    %e = tile.expand_dims %v axis 1 : tensor<64xf32> -> tensor<64x1xf32>
    // CHECK: tile.broadcast %{{.*}} : tensor<64x1xf32> -> tensor<64x32xf32>
    %b = tile.broadcast %e : tensor<64x1xf32> -> tensor<64x32xf32>
    // CHECK: tile.reduce add %{{.*}} axis 1 : tensor<64x32xf32> -> tensor<64xf32>
    %red = tile.reduce add %b axis 1 : tensor<64x32xf32> -> tensor<64xf32>
    // CHECK: tile.reduce max %{{.*}} axis 0 : tensor<64xf32> -> f32
    %mx = tile.reduce max %red axis 0 : tensor<64xf32> -> f32
    %sum = arith.addf %red, %w : tensor<64xf32>
    // CHECK: tile.store %{{.*}}, %[[X]][%{{.*}}] mask %{{.*}} : tensor<64xi32>, tensor<64xf32>
    tile.store %sum, %x[%r] mask %m : tensor<64xi32>, tensor<64xf32>
    // CHECK: tile.return
    tile.return
  }

  // CHECK-LABEL: tile.kernel @dots
  tile.kernel @dots(%p: !tile.ptr<bf16>) {
    %a = arith.constant dense<1.0> : tensor<64x32xbf16>
    %b = arith.constant dense<1.0> : tensor<32x64xbf16>
    %c = arith.constant dense<0.0> : tensor<64x64xf32>
    // CHECK: tile.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x32xbf16>, tensor<32x64xbf16> -> tensor<64x64xf32>
    %d = tile.dot %a, %b, %c : tensor<64x32xbf16>, tensor<32x64xbf16> -> tensor<64x64xf32>
    %h = arith.constant dense<1.0> : tensor<64x32xf16>
    %hb = arith.constant dense<1.0> : tensor<32x64xf16>
    %hc = arith.constant dense<0.0> : tensor<64x64xf16>
    // CHECK: tile.dot {{.*}} kind mma_sync : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf16>
    %hd = tile.dot %h, %hb, %hc kind mma_sync : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf16>
    %f8 = arith.constant dense<1.0> : tensor<64x32xf8E4M3FN>
    %f8b = arith.constant dense<1.0> : tensor<32x64xf8E5M2>
    // CHECK: tile.dot {{.*}} : tensor<64x32xf8E4M3FN>, tensor<32x64xf8E5M2> -> tensor<64x64xf32>
    %fd = tile.dot %f8, %f8b, %c : tensor<64x32xf8E4M3FN>, tensor<32x64xf8E5M2> -> tensor<64x64xf32>
    %sa = arith.constant dense<1.0> : tensor<64x1xf8E8M0FNU>
    %sb = arith.constant dense<1.0> : tensor<64x1xf8E8M0FNU>
    // CHECK: tile.dot_scaled %{{.*}} scale %{{.*}}, %{{.*}} scale %{{.*}}, %{{.*}} : tensor<64x32xf8E4M3FN>, tensor<64x1xf8E8M0FNU>, tensor<32x64xf8E5M2>, tensor<64x1xf8E8M0FNU> -> tensor<64x64xf32>
    %sd = tile.dot_scaled %f8 scale %sa, %f8b scale %sb, %c : tensor<64x32xf8E4M3FN>, tensor<64x1xf8E8M0FNU>, tensor<32x64xf8E5M2>, tensor<64x1xf8E8M0FNU> -> tensor<64x64xf32>
    %bytes = arith.constant dense<0> : tensor<64x16xi8>
    // CHECK: tile.unpack_fp4 %{{.*}} : tensor<64x16xi8> -> tensor<64x32xf4E2M1FN>
    %n4u = tile.unpack_fp4 %bytes : tensor<64x16xi8> -> tensor<64x32xf4E2M1FN>
    // CHECK: tile.pack_fp4 %{{.*}} : tensor<64x32xf4E2M1FN> -> tensor<64x16xi8>
    %n4p = tile.pack_fp4 %n4u : tensor<64x32xf4E2M1FN> -> tensor<64x16xi8>
    %n4a = arith.constant dense<1.0> : tensor<64x32xf4E2M1FN>
    %n4b = arith.constant dense<1.0> : tensor<32x64xf4E2M1FN>
    %n4sa = arith.constant dense<1.0> : tensor<64x2xf8E4M3FN>
    %n4sb = arith.constant dense<1.0> : tensor<64x2xf8E4M3FN>
    // CHECK: tile.dot_scaled {{.*}} kind block_scale : tensor<64x32xf4E2M1FN>, tensor<64x2xf8E4M3FN>
    %nd = tile.dot_scaled %n4a scale %n4sa, %n4b scale %n4sb, %c kind block_scale : tensor<64x32xf4E2M1FN>, tensor<64x2xf8E4M3FN>, tensor<32x64xf4E2M1FN>, tensor<64x2xf8E4M3FN> -> tensor<64x64xf32>
    tile.return
  }
  // CHECK-LABEL: tile.kernel @boxes
  tile.kernel @boxes(%d: !tile.ptr<f8E4M3FN> {tile.tensor_map}, %x: i32) {
    // CHECK: tile.load_box %{{.*}}[%{{.*}}, %{{.*}}] : {{(!tile.ptr)?}}<f8E4M3FN> -> tensor<64x128xf8E4M3FN>
    %a = tile.load_box %d[%x, %x] : !tile.ptr<f8E4M3FN> -> tensor<64x128xf8E4M3FN>
    // CHECK: tile.trans %{{.*}} : tensor<64x128xf8E4M3FN> -> tensor<128x64xf8E4M3FN>
    %t = tile.trans %a : tensor<64x128xf8E4M3FN> -> tensor<128x64xf8E4M3FN>
    // CHECK: tile.store_box %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] {buffer_slabs = 1 : i32} : tensor<64x128xf8E4M3FN>, {{(!tile.ptr)?}}<f8E4M3FN>
    tile.store_box %a, %d[%x, %x] {buffer_slabs = 1 : i32} : tensor<64x128xf8E4M3FN>, !tile.ptr<f8E4M3FN>
    tile.return
  }
  // CHECK-LABEL: tile.kernel @reduce_box
  tile.kernel @reduce_box(%d: !tile.ptr<f32> {tile.tensor_map}, %x: i32) {
    %v = arith.constant dense<0.0> : tensor<64x32xf32>
    // CHECK: tile.store_box %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] reduce add : tensor<64x32xf32>, {{(!tile.ptr)?}}<f32>
    tile.store_box %v, %d[%x, %x] reduce add : tensor<64x32xf32>, !tile.ptr<f32>
    tile.return
  }
  // CHECK-LABEL: tile.kernel @hints
  tile.kernel @hints(%n: i32) {
    %r = tile.range 0 to 64 : tensor<64xi32>
    // CHECK: tile.hint %{{.*}} {contiguity = array<i64: 64>, divisibility = array<i64: 64>} : tensor<64xi32>
    %h = tile.hint %r {divisibility = array<i64: 64>, contiguity = array<i64: 64>} : tensor<64xi32>
    // CHECK: tile.hint %{{.*}} {divisibility = array<i64: 16>} : i32
    %m = tile.hint %n {divisibility = array<i64: 16>} : i32
    tile.return
  }
}
