// A tile.load_box outside a pipelined loop: thread 0 arms an mbarrier and
// starts one TMA copy; the block waits and reads the 128-byte-swizzled box
// into its registers (16-byte chunk c of row r at chunk c ^ (r % 8)).
//
// RUN: tile-translate --gpu-name=sm_90a %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100f %s -o %t.100f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100f %t.100f.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_90a --emit=metadata %s | FileCheck %s --check-prefix=META
// RUN: not tile-opt --tile-set-target=gpu-name=sm_90a --tile-assign-layouts --convert-tile-to-llvm %s 2>&1 | FileCheck %s --check-prefix=UNPLACED

// CHECK: .extern .shared .align 1024 .b8 copy_box_dsmem[];
// CHECK: mbarrier.init.shared::cta.b64
// CHECK: bar.sync
// CHECK: mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK: mbarrier.try_wait.parity.shared::cta.b64
// CHECK: xor.b32
// CHECK: ld.shared
// CHECK: mbarrier.inval.shared::cta.b64

// The box (64 x 64 f16 = 8 KiB) and its barrier come after the kernel's
// own 100 bytes, at the next 1024-byte boundary.
// META: "dynamic_shared_bytes": 9224

// UNPLACED: error: 'tile.load_box' op has no place in shared memory; run tile-pipeline first (tile-translate does)

module {
  tile.kernel @copy_box(%d: !tile.ptr<f16> {tile.tensor_map},
                        %out: !tile.ptr<f16>, %x: i32, %y: i32)
      attributes {smem_bytes = 100 : i32} {
    %box = tile.load_box %d[%x, %y] : !tile.ptr<f16> -> tensor<64x64xf16>
    %r = tile.range 0 to 4096 : tensor<4096xi32>
    %i = tile.range 0 to 64 : tensor<64xi32>
    %row = tile.expand_dims %i axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %col = tile.expand_dims %i axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %c64 = arith.constant 64 : i32
    %s64 = tile.splat %c64 : tensor<64x1xi32>
    %ro = arith.muli %row, %s64 : tensor<64x1xi32>
    %rob = tile.broadcast %ro : tensor<64x1xi32> -> tensor<64x64xi32>
    %cob = tile.broadcast %col : tensor<1x64xi32> -> tensor<64x64xi32>
    %offs = arith.addi %rob, %cob : tensor<64x64xi32>
    tile.store %box, %out[%offs] : tensor<64x64xi32>, tensor<64x64xf16>
    tile.return
  }
}
