// f16 and bf16 atomic adds (Triton's tl.atomic_add on float16/bfloat16
// pointers): atom.add.noftz.f16 from sm_70 (PTX 6.3), .bf16 from sm_90
// (PTX 7.8), values in 16-bit registers; the guarded form for repeated
// elements and masks; a located error naming the targets elsewhere.

// RUN: tile-translate --gpu-name=sm_80 %S/Inputs/atomic_f16.mlir -o %t.80.ptx
// RUN: FileCheck %s --check-prefix=F16 < %t.80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.80.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_70 %S/Inputs/atomic_f16.mlir -o %t.70.ptx
// RUN: FileCheck %s --check-prefix=V63 < %t.70.ptx
// (CUDA 13's ptxas has no sm_70; sm_75 checks the same PTX 6.3 form.)
// RUN: tile-translate --gpu-name=sm_75 %S/Inputs/atomic_f16.mlir -o %t.75.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_75 %t.75.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_90 %s -o %t.90.ptx
// RUN: FileCheck %s --check-prefix=BF16 < %t.90.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.90.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100f %s -o %t.100f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100f %t.100f.ptx -o /dev/null %}
// RUN: not tile-translate --gpu-name=sm_80 %s 2>&1 | FileCheck %s --check-prefix=OLD
// RUN: not tile-translate --gpu-name=sm_61 %S/Inputs/atomic_f16.mlir 2>&1 | FileCheck %s --check-prefix=OLD16

// F16-LABEL: .entry add_f16(
// F16: atom.acq_rel.gpu.global.add.noftz.f16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}], %rs{{[0-9]+}};
// F16: setp.ne.u32 %tl_p
// F16: @%tl_p atom.gpu.global.add.noftz.f16
// V63: .version 6.3
// BF16-LABEL: .entry add_bf16(
// BF16: setp.lt.u32 %tl_p, {{%r[0-9]+}}, 64;
// BF16: @%tl_p atom.gpu.global.add.noftz.bf16
// BF16: st.shared.b16
// BF16: ld.shared.b16
// OLD: atomics-f16.mlir:[[@LINE+8]]:12: error: 'tile.atomic_rmw' op unsupported operation for target sm_80: atom.add.noftz.bf16 needs sm_90 or newer (any suffix)
// OLD16: error: 'tile.atomic_rmw' op unsupported operation for target sm_61: atom.add.noftz.f16 needs sm_70 or newer (any suffix)
module {
  // 64 elements over 128 threads: the first holders add, the old values go
  // through shared memory to the others.
  tile.kernel @add_bf16(%p: !tile.ptr<bf16>, %out: !tile.ptr<bf16>) {
    %r = tile.range 0 to 64 : tensor<64xi32>
    %v = arith.constant dense<1.5> : tensor<64xbf16>
    %old = tile.atomic_rmw add %p[%r], %v scope gpu : tensor<64xi32>, tensor<64xbf16>
    tile.store %old, %out[%r] : tensor<64xi32>, tensor<64xbf16>
    tile.return
  }
}
