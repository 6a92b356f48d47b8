// FP4 (e2m1) conversions on any target: a kernel quantizes f32 to e2m1
// (arith.truncf: nearest, ties to even, saturating), packs pairs into
// bytes (tile.pack_fp4) and reads them back (tile.unpack_fp4 +
// arith.extf), all in integer arithmetic; ptxas accepts it on sm_80. The
// values are checked against NumPy in the emulator
// (test_dsl_emulated.py::test_quantize_fp4, test_unpack_fp4_to_float).

// RUN: tile-translate --gpu-name=sm_80 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// CHECK: .target sm_80
// CHECK: setp.gt.f32 {{%p[0-9]+}}, {{%r[0-9]+}}, 0f3E800000;
// CHECK: st.global.{{.*}}b8
// CHECK: st.global

// Arithmetic on e2m1 tiles is refused with what they can do instead.
// RUN: not tile-translate --gpu-name=sm_80 %S/Inputs/fp4_arith.mlir 2>&1 | FileCheck %s --check-prefix=ARITH
// ARITH: fp4_arith.mlir:4:8: error: 'arith.addf' op on f4E2M1FN tiles is not supported; they come from tile.unpack_fp4 or arith.truncf, convert with arith.extf, go to bytes with tile.pack_fp4 and feed tile.dot_scaled

tile.kernel @quantize(%x: !tile.ptr<f32>, %q: !tile.ptr<i8>, %back: !tile.ptr<f32>) {
  %o = tile.range 0 to 256 : tensor<256xi32>
  %v = tile.load %x[%o] : tensor<256xi32> -> tensor<256xf32>
  %f = arith.truncf %v : tensor<256xf32> to tensor<256xf4E2M1FN>
  %b = tile.pack_fp4 %f : tensor<256xf4E2M1FN> -> tensor<128xi8>
  %o2 = tile.range 0 to 128 : tensor<128xi32>
  tile.store %b, %q[%o2] : tensor<128xi32>, tensor<128xi8>
  %u = tile.unpack_fp4 %b : tensor<128xi8> -> tensor<256xf4E2M1FN>
  %w = arith.extf %u : tensor<256xf4E2M1FN> to tensor<256xf32>
  tile.store %w, %back[%o] : tensor<256xi32>, tensor<256xf32>
  tile.return
}
