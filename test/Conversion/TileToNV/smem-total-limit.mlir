// A static layout-change buffer under 48 KiB next to the kernel's
// smem_bytes region (a pipeline ring, say): together they must fit the
// target's shared memory per block, or the PTX could not launch.
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-assign-layouts --convert-tile-to-llvm %s -verify-diagnostics -o /dev/null
// RUN: not tile-translate --gpu-name=sm_80 %s -o /dev/null 2>&1 | FileCheck %s
// RUN: tile-translate --gpu-name=sm_90a %s --emit=metadata -o - | FileCheck %s --check-prefix=FITS
// CHECK: smem-total-limit.mlir:[[@LINE+5]]:3: error: 'tile.kernel' op needs {{[0-9]+}} bytes of shared memory for layout changes and staged tiles besides its 160000-byte smem_bytes region; sm_80 has at most 166912 bytes per block (use smaller tiles or fewer pipeline stages)
// FITS: "static_shared_bytes": {{[1-9][0-9]+}},
// FITS-NEXT: "dynamic_shared_bytes": 160000,
module {
  // expected-error @+1 {{bytes of shared memory for layout changes and staged tiles besides its 160000-byte smem_bytes region; sm_80 has at most 166912 bytes per block}}
  tile.kernel @both(%a: !tile.ptr<bf16>, %b: !tile.ptr<bf16>, %c: !tile.ptr<f32>) attributes {num_warps = 4 : i32, smem_bytes = 160000 : i32} {
    %r = tile.range 0 to 64 : tensor<64xi32>
    %rr = tile.expand_dims %r axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %idx = tile.broadcast %rr : tensor<1x64xi32> -> tensor<64x64xi32>
    %ta = tile.load %a[%idx] : tensor<64x64xi32> -> tensor<64x64xbf16>
    %tb = tile.load %b[%idx] : tensor<64x64xi32> -> tensor<64x64xbf16>
    %zero = arith.constant dense<0.0> : tensor<64x64xf32>
    // expected-note @+1 {{the largest use}}
    %d = tile.dot %ta, %tb, %zero : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
    tile.store %d, %c[%idx] : tensor<64x64xi32>, tensor<64x64xf32>
    tile.return
  }
}
