// tile-pipeline's remarks say what became of every loop that runs a
// tile.dot: its pipeline, or why it was left alone; and the same through
// tile-translate --remarks.
//
// RUN: tile-opt --tile-lower-dot --tile-pipeline=remarks=true %s -split-input-file -verify-diagnostics -o /dev/null
// RUN: tile-translate --gpu-name=sm_90a --remarks %examples/gemm_bf16_tma_cluster.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=CLUSTER
// RUN: tile-translate --gpu-name=sm_90a --remarks %examples/gemm_bf16_tma_persistent.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PERSIST
// RUN: tile-translate --gpu-name=sm_80 --remarks %examples/gemm_bf16.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=CPASYNC
// RUN: tile-translate --gpu-name=sm_90a %examples/gemm_bf16.mlir -o /dev/null 2>&1 | count 0

// CLUSTER: gemm_bf16_tma_cluster.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: pipelined: TMA + wgmma, warp-specialized, 4 stages of 49152 bytes; A not multicast: the box's coordinates may differ between the blocks of a cluster; B multicast along y
// PERSIST-DAG: remark: pipelined: TMA + wgmma, warp-specialized, 4 stages of 49152 bytes
// PERSIST-DAG: remark: persistent: one ring for all its iterations
// CPASYNC: gemm_bf16.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: pipelined: cp.async + mma.sync, 4 stages of 14848 bytes

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @pipelined(%a: !tile.ptr<bf16> {tile.tensor_map},
                         %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    // expected-remark @+1 {{pipelined: TMA + wgmma, warp-specialized, 4 stages of 32768 bytes}}
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tbt = tile.trans %tb : tensor<128x64xbf16> -> tensor<64x128xbf16>
      %d = tile.dot %ta, %tbt, %acc_in : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    }
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @too_few_warps(%a: !tile.ptr<bf16> {tile.tensor_map},
                             %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 4 : i32} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    // expected-remark @+1 {{not pipelined: the kernel has 4 warps; a wgmma pipeline for M = 128 needs 8 (one warpgroup per 64 rows)}}
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tbt = tile.trans %tb : tensor<128x64xbf16> -> tensor<64x128xbf16>
      %d = tile.dot %ta, %tbt, %acc_in : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    }
    tile.return
  }
}

// -----

// Boxes of 64-byte rows (K = 32 bf16) are copied and read unswizzled; the
// pipelines read 128-byte-swizzled rows, so the loop stays a plain loop.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @narrow_rows(%a: !tile.ptr<bf16> {tile.tensor_map},
                           %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    // expected-remark @+1 {{not pipelined: a box has rows of 64 bytes: the wgmma and tcgen05 pipelines read 128-byte-swizzled rows (tile-pipeline-loads, --pipeline-loads, puts a box of 32- or 64-byte rows in a ring of that swizzle)}}
    %acc = scf.for %k0 = %c0 to %K step %c32 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x32xbf16>
      %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x32xbf16>
      %tbt = tile.trans %tb : tensor<128x32xbf16> -> tensor<32x128xbf16>
      %d = tile.dot %ta, %tbt, %acc_in : tensor<128x32xbf16>, tensor<32x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    }
    tile.return
  }
}

// -----

// A loop carrying a second value that is used after it (a counter that
// is not would be folded away); a loop without a dot says nothing.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @two_accumulators(%a: !tile.ptr<bf16> {tile.tensor_map},
                                %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    // expected-remark @+1 {{not pipelined: the loop carries 2 values, not one accumulator}}
    %acc:2 = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero, %n = %c0) -> (tensor<128x128xf32>, i32) : i32 {
      %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tbt = tile.trans %tb : tensor<128x64xbf16> -> tensor<64x128xbf16>
      %d = tile.dot %ta, %tbt, %acc_in : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
      %n1 = arith.addi %n, %c1 : i32
      scf.yield %d, %n1 : tensor<128x128xf32>, i32
    }
    scf.for %i = %c0 to %acc#1 step %c1 : i32 {
      scf.yield
    }
    tile.return
  }
}

// -----

// A cluster kernel whose B box moves with program_id x, the dimension the
// cluster spans.
module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @cluster_not_shared(%a: !tile.ptr<bf16> {tile.tensor_map},
                                  %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 8 : i32, cluster_dims = array<i32: 2>} {
    %px = tile.program_id x : i32
    %py = tile.program_id y : i32
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    // expected-remark @+1 {{pipelined: TMA + wgmma, warp-specialized, 4 stages of 32768 bytes; A multicast along x; B not multicast: the box's coordinates may differ between the blocks of a cluster}}
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %py] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %px] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tbt = tile.trans %tb : tensor<128x64xbf16> -> tensor<64x128xbf16>
      %d = tile.dot %ta, %tbt, %acc_in : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    }
    tile.return
  }
}
