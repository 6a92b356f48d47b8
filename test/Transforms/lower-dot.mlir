// tile-lower-dot at its own level: the family each tile.dot gets from the
// target model, written as its `kind` (the lowering only reads it), the
// remark when `auto` takes a family below the target's best, and the
// located error for a family the target cannot run.
// RUN: tile-opt --tile-lower-dot %s -split-input-file | FileCheck %s
// RUN: tile-opt --tile-lower-dot=remarks=true %s -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK

// CHECK-LABEL: tile.kernel @hopper
// CHECK: tile.dot {{.*}} kind wgmma :
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @hopper() {
    %a = arith.constant dense<1.0> : tensor<64x16xbf16>
    %b = arith.constant dense<1.0> : tensor<16x64xbf16>
    %c = arith.constant dense<0.0> : tensor<64x64xf32>
    %d = tile.dot %a, %b, %c : tensor<64x16xbf16>, tensor<16x64xbf16> -> tensor<64x64xf32>
    tile.return
  }
}

// -----

// CHECK-LABEL: tile.kernel @blackwell
// CHECK: tile.dot {{.*}} kind tcgen05 :
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "f"} {
  tile.kernel @blackwell() {
    %a = arith.constant dense<1.0> : tensor<128x16xbf16>
    %b = arith.constant dense<1.0> : tensor<16x64xbf16>
    %c = arith.constant dense<0.0> : tensor<128x64xf32>
    %d = tile.dot %a, %b, %c : tensor<128x16xbf16>, tensor<16x64xbf16> -> tensor<128x64xf32>
    tile.return
  }
}

// -----

// sm_90 without the suffix has no wgmma.
// CHECK-LABEL: tile.kernel @hopper_plain
// CHECK: tile.dot {{.*}} kind mma_sync :
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = ""} {
  tile.kernel @hopper_plain() {
    %a = arith.constant dense<1.0> : tensor<64x16xbf16>
    %b = arith.constant dense<1.0> : tensor<16x64xbf16>
    %c = arith.constant dense<0.0> : tensor<64x64xf32>
    %d = tile.dot %a, %b, %c : tensor<64x16xbf16>, tensor<16x64xbf16> -> tensor<64x64xf32>
    tile.return
  }
}

// -----

// M = 32 cannot be split into wgmma's m64: auto takes mma.sync and says why.
// CHECK-LABEL: tile.kernel @small_m
// CHECK: tile.dot {{.*}} kind mma_sync :
// REMARK: remark: tile.dot runs on mma_sync; not wgmma: a 32x64x16 (MxNxK) dot cannot be split into wgmma m64nNk16 instructions
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @small_m() {
    %a = arith.constant dense<1.0> : tensor<32x16xbf16>
    %b = arith.constant dense<1.0> : tensor<16x64xbf16>
    %c = arith.constant dense<0.0> : tensor<32x64xf32>
    %d = tile.dot %a, %b, %c : tensor<32x16xbf16>, tensor<16x64xbf16> -> tensor<32x64xf32>
    tile.return
  }
}
