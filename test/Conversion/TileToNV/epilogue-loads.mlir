// Vector loads in a GEMM epilogue (a bias): in tile-pipeline's persistent
// loop (wgmma), whose epilogue threads cannot stage tiles through shared
// memory with the whole block, each thread loads the bias at the columns
// of its accumulator fragment where the epilogue adds it, and the loop
// stays persistent.
// Elsewhere the bias still goes through shared memory (fewer live values).
//
// RUN: tile-translate --gpu-name=sm_90a --remarks %S/Inputs/gemm_persistent_bias.mlir -o %t.ptx 2>&1 | FileCheck %s --check-prefix=REMARKS
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate --gpu-name=sm_100a --remarks %S/Inputs/gemm_persistent_bias.mlir -o %t.100a.ptx 2>&1 | FileCheck %s --check-prefix=REMARKS
// RUN: FileCheck %s --check-prefix=TC05 < %t.100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.100a.ptx -o /dev/null %}
// RUN: sed -e 's/^\( *\)\(%%bv = tile.load %%bias.*\)$/\1\2\n\1tile.store %%bv, %%bias[%%ncols] mask %%inb : tensor<256xi32>, tensor<256xf32>/' %S/Inputs/gemm_persistent_bias.mlir | tile-translate --gpu-name=sm_90a --remarks - -o /dev/null 2>&1 | FileCheck %s --check-prefix=WRITTEN
// RUN: tile-translate --gpu-name=sm_90a %S/Inputs/gemm_bias_tma.mlir -o %t.plain.ptx
// RUN: FileCheck %s --check-prefix=PLAIN < %t.plain.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.plain.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}

// REMARKS: remark: pipelined: TMA + {{.*}}4 stages of 49152 bytes
// REMARKS: remark: persistent: one ring for all its iterations

// A wgmma thread holds 64 columns of the 128x256 block (2 q + 8 j + {0, 1}):
// 64 predicated loads of the bias (masked at N), added to the accumulator,
// and no shared memory between the K loop and the TMA store.
// PTX: wgmma.wait_group.sync.aligned 0;
// PTX-NOT: st.shared
// PTX-COUNT-64: @%tile_p ld.global.b32
// PTX-NOT: ld.global
// PTX-NOT: st.shared.b32
// PTX: stmatrix.sync.aligned.m8n8.x4.shared.b16
// PTXAS: 0 bytes spill stores, 0 bytes spill loads

// tcgen05 (the generic passes: a producer warp beside the kernel's 8
// warps, which meet at a named barrier of their own): a thread holds 128
// columns of one row; the bias is loaded once in the block distribution
// and read back from shared memory at those columns, 16 bytes at a time.
// TC05: tcgen05.ld.sync.aligned.32x32b
// TC05: @%tile_p ld.global.b32
// TC05-NOT: ld.global
// TC05: bar.sync {{[0-9]+}}, 256;
// TC05: st.shared.b32
// TC05: bar.sync {{[0-9]+}}, 256;
// TC05-COUNT-32: ld.shared.v4.b32
// TC05-NOT: ld.global
// TC05: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group

// A write to memory between the load and the epilogue: the bias may not be
// read again later, and the loop stays plain.
// WRITTEN: remark: not persistent: 'tile.load' makes a tile that is not index arithmetic (or a vector loaded at index-tile offsets that nothing writes over before its use)

// Not persistent: the bias is loaded in the block distribution and staged
// through shared memory for the fragment's columns, as before.
// PLAIN: .entry gemm_bias(
// PLAIN: wgmma.wait_group.sync.aligned 0;
// PLAIN: ld.global
// PLAIN: st.shared
// PLAIN: bar.sync 0;
// PLAIN: ld.shared
