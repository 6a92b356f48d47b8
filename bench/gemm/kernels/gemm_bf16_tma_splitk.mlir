// bench/gemm experiment: split-K for small problems. 1024^3 has 32 blocks
// of 128x256 for 132 SMs; with grid z = 4 K splits (the `bench: split_k`
// line) 128 programs each run a quarter of the K loop and add their
// partial block into C with a TMA reduction (tile.store_box ... reduce
// add: cp.reduce.async.bulk.tensor, atomic per element). C (f32) must be
// zero before the launch; the bench times a memset with the kernel.
// bench: split_k 4
module {
  tile.kernel @gemm_bf16_tma_splitk(%a: !tile.ptr<bf16> {tile.tensor_map},
                                    %b: !tile.ptr<bf16> {tile.tensor_map},
                                    %c: !tile.ptr<f32> {tile.tensor_map},
                                    %M: i32, %N: i32, %K: i32)
      attributes {num_warps = 8 : i32} {
    %px = tile.program_id x : i32
    %py = tile.program_id y : i32
    %pz = tile.program_id z : i32
    %splits = tile.num_programs z : i32
    %c1 = arith.constant 1 : i32
    %c63 = arith.constant 63 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c256 = arith.constant 256 : i32
    %m0 = arith.muli %py, %c128 : i32
    %n0 = arith.muli %px, %c256 : i32
    // K steps of 64, split evenly: split z runs steps [z s, (z + 1) s).
    %k63 = arith.addi %K, %c63 : i32
    %steps = arith.divui %k63, %c64 : i32
    %sp1 = arith.subi %splits, %c1 : i32
    %steps_up = arith.addi %steps, %sp1 : i32
    %per = arith.divui %steps_up, %splits : i32
    %first = arith.muli %pz, %per : i32
    %last0 = arith.addi %first, %per : i32
    %last = arith.minui %last0, %steps : i32
    %kb = arith.muli %first, %c64 : i32
    %ke = arith.muli %last, %c64 : i32

    %zero = arith.constant dense<0.0> : tensor<128x256xf32>
    %acc = scf.for %k0 = %kb to %ke step %c64 iter_args(%acc_in = %zero) -> (tensor<128x256xf32>) : i32 {
      %ta = tile.load_box %a[%k0, %m0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
      %tb = tile.load_box %b[%k0, %n0] : !tile.ptr<bf16> -> tensor<256x64xbf16>
      %tbt = tile.trans %tb : tensor<256x64xbf16> -> tensor<64x256xbf16>
      %d = tile.dot %ta, %tbt, %acc_in : tensor<128x64xbf16>, tensor<64x256xbf16> -> tensor<128x256xf32>
      scf.yield %d : tensor<128x256xf32>
    }
    // This split's share of the block, added to C by TMA (edges clipped).
    tile.store_box %acc, %c[%n0, %m0] reduce add : tensor<128x256xf32>, !tile.ptr<f32>
    tile.return
  }
}
