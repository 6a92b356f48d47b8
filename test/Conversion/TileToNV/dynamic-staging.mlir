// Layout changes and staged dot operands over 48 KiB (the most PTX allows
// statically) use dynamic shared memory: the kernel's extern array, after
// its own smem_bytes region. The metadata's dynamic_shared_bytes is what the
// launch needs; ptxas accepts the kernel.
// RUN: tile-translate --gpu-name=sm_80 %s -o - | FileCheck %s --check-prefix=PTX
// RUN: tile-translate --gpu-name=sm_80 --emit=metadata %s -o - | FileCheck %s --check-prefix=META
// RUN: tile-translate --gpu-name=sm_80 --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: tile-opt --tile-set-target=gpu-name=sm_80 --tile-lower-dot --tile-assign-layouts --convert-tile-to-llvm %s | FileCheck %s --check-prefix=LLVM
// RUN: %if ptxas %{ tile-translate --gpu-name=sm_80 %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

// PTX-NOT: .shared .align 16
// PTX: .extern .shared .align 1024 .b8 big_dsmem[];
// PTX-LABEL: .visible .entry big(
// PTX: mov.b64 %rd{{[0-9]+}}, big_dsmem;
// PTX: st.shared.{{(v2.b32|b16)}}
// PTX: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32

// META: "name": "big"
// META: "static_shared_bytes": 0,
// META-NEXT: "dynamic_shared_bytes": 103424,

// REMARK-NOT: staged compactly
// REMARK: dynamic-staging.mlir:[[@LINE+18]]:10: remark: layout changes and staged tiles need 102400 bytes of shared memory, more than the 49152 PTX allows statically: they use dynamic shared memory at offset 1024 (launch with 103424 bytes of dynamic shared memory)

// LLVM: llvm.mlir.global external @big_dsmem() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<0 x i8>
// LLVM-NOT: @big_smem
// LLVM: llvm.func @big({{.*}}tile.dynamic_shared_bytes = 103424 : i64
// LLVM: llvm.mlir.addressof @big_dsmem
// LLVM-NEXT: llvm.getelementptr {{.*}}[1024]
module {
  tile.kernel @big(%a: !tile.ptr<bf16>, %b: !tile.ptr<bf16>, %c: !tile.ptr<f32>) attributes {num_warps = 8 : i32, smem_bytes = 1000 : i32} {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %r256 = tile.range 0 to 256 : tensor<256xi32>
    %rr = tile.expand_dims %r axis 0 : tensor<128xi32> -> tensor<1x128xi32>
    %nr = tile.expand_dims %r256 axis 0 : tensor<256xi32> -> tensor<1x256xi32>
    %ab = tile.broadcast %rr : tensor<1x128xi32> -> tensor<128x128xi32>
    %ta = tile.load %a[%ab] : tensor<128x128xi32> -> tensor<128x128xbf16>
    %bb = tile.broadcast %nr : tensor<1x256xi32> -> tensor<128x256xi32>
    %tb = tile.load %b[%bb] : tensor<128x256xi32> -> tensor<128x256xbf16>
    %zero = arith.constant dense<0.0> : tensor<128x256xf32>
    %d = tile.dot %ta, %tb, %zero : tensor<128x128xbf16>, tensor<128x256xbf16> -> tensor<128x256xf32>
    %cb = tile.broadcast %nr : tensor<1x256xi32> -> tensor<128x256xi32>
    tile.store %d, %c[%cb] : tensor<128x256xi32>, tensor<128x256xf32>
    tile.return
  }
}
