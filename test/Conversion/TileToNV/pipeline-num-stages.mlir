// tile.num_stages on an scf.for (Triton's num_stages; the DSL's
// tile.range(..., num_stages=n) and kernel option num_stages): the loop's
// own pipeline depth instead of tile-pipeline's `stages`; 1 leaves it a
// plain loop. Still capped by what fits in shared memory.
//
// RUN: tile-opt --tile-lower-dot --tile-pipeline=remarks=true %s -verify-diagnostics -o /dev/null
// RUN: tile-translate --gpu-name=sm_90a %s -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ptx -o /dev/null %}

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @two(%a: !tile.ptr<bf16> {tile.tensor_map},
                   %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    // expected-remark @+1 {{pipelined: TMA + wgmma, warp-specialized, 2 stages of 32768 bytes}}
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tbt = tile.trans %tb : tensor<128x64xbf16> -> tensor<64x128xbf16>
      %d = tile.dot %ta, %tbt, %acc_in : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    } {tile.num_stages = 2 : i32}
    tile.return
  }

  // More than fits: as many as fit (227 KiB: 7 stages of 32 KiB).
  tile.kernel @capped(%a: !tile.ptr<bf16> {tile.tensor_map},
                      %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    // expected-remark @+1 {{pipelined: TMA + wgmma, warp-specialized, 7 stages of 32768 bytes}}
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tbt = tile.trans %tb : tensor<128x64xbf16> -> tensor<64x128xbf16>
      %d = tile.dot %ta, %tbt, %acc_in : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    } {tile.num_stages = 16 : i32}
    tile.return
  }

  tile.kernel @off(%a: !tile.ptr<bf16> {tile.tensor_map},
                   %b: !tile.ptr<bf16> {tile.tensor_map}, %K: i32)
      attributes {num_warps = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.0> : tensor<128x128xf32>
    // expected-remark @+1 {{not pipelined: its tile.num_stages is 1}}
    %acc = scf.for %k0 = %c0 to %K step %c64 iter_args(%acc_in = %zero) -> (tensor<128x128xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %c0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tbt = tile.trans %tb : tensor<128x64xbf16> -> tensor<64x128xbf16>
      %d = tile.dot %ta, %tbt, %acc_in : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
      scf.yield %d : tensor<128x128xf32>
    } {tile.num_stages = 1 : i32}
    tile.return
  }
}
