// RUN: tile-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{target attributes name no known target: unknown target 'sm_95'}}
module attributes {tile.compute_capability = 95 : i32, tile.target_spec = ""} {}

// -----

// expected-error @+1 {{'tile.target_spec' is "x"; it must be "", "a" or "f"}}
module attributes {tile.compute_capability = 120 : i32, tile.target_spec = "x"} {}

// -----

// expected-error @+1 {{target 'sm_89a' has no 'a' variant}}
module attributes {tile.compute_capability = 89 : i32, tile.target_spec = "a"} {}

// -----

// expected-error @+1 {{'tile.compute_capability' must be an i32 such as 90}}
module attributes {tile.compute_capability = "90", tile.target_spec = "a"} {}

// -----

// expected-error @+1 {{unknown tile attribute 'tile.chip'}}
module attributes {tile.chip = "sm_90"} {}

// -----

// expected-error @+1 {{'tile.dynamic_shared_bytes' is a non-negative integer on an llvm.func (written by convert-tile-to-llvm)}}
module attributes {tile.dynamic_shared_bytes = 1024 : i64} {}

// -----

module {
  // expected-error @+1 {{'tile.dynamic_shared_bytes' is a non-negative integer on an llvm.func}}
  llvm.func @k() attributes {tile.dynamic_shared_bytes = -1 : i64} {
    llvm.return
  }
}

// -----

// expected-error @+1 {{kernels return nothing}}
"tile.kernel"() <{function_type = (i32) -> i32, sym_name = "k"}> ({
^bb0(%arg0: i32):
  tile.return
}) : () -> ()

// -----

// expected-error @+1 {{parameter #0 has type 'tensor<4xf32>'; kernel parameters are !tile.ptr, integers or floats}}
tile.kernel @k(%t: tensor<4xf32>) {
  tile.return
}

// -----

// expected-error @+1 {{num_warps is 64; a thread block has at most 32 warps}}
tile.kernel @k() attributes {num_warps = 64 : i32} {
  tile.return
}

// -----

tile.kernel @k() {
  // expected-error @+1 {{result has 64 elements but the range [0, 128) has 128}}
  %r = tile.range 0 to 128 : tensor<64xi32>
  tile.return
}

// -----

tile.kernel @k() {
  // expected-error @+1 {{range [5, 5) is empty}}
  %r = tile.range 5 to 5 : tensor<0xi32>
  tile.return
}

// -----

tile.kernel @k() {
  // expected-error @+1 {{result must be a 1-D tile of i32}}
  %r = tile.range 0 to 4 : tensor<4xi64>
  tile.return
}

// -----

tile.kernel @k(%p: !tile.ptr<f32>) {
  %r = tile.range 0 to 64 : tensor<64xi32>
  // expected-error @+1 {{offsets 'tensor<64xi32>' must have the shape of the data tile 'tensor<32xf32>'}}
  %v = tile.load %p[%r] : tensor<64xi32> -> tensor<32xf32>
  tile.return
}

// -----

// expected-note @+1 {{prior use here}}
tile.kernel @k(%p: !tile.ptr<f16>) {
  %r = tile.range 0 to 64 : tensor<64xi32>
  // expected-error @+1 {{use of value '%p' expects different type than prior uses: '!tile.ptr<f32>' vs '!tile.ptr<f16>'}}
  %v = tile.load %p[%r] : tensor<64xi32> -> tensor<64xf32>
  tile.return
}

// -----

tile.kernel @k(%p: !tile.ptr<f32>) {
  %r = tile.range 0 to 64 : tensor<64xi32>
  %o = arith.constant 1.0 : f32
  // expected-error @+1 {{'other' is only meaningful with a mask}}
  %v = "tile.load"(%p, %r, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (!tile.ptr<f32>, tensor<64xi32>, f32) -> tensor<64xf32>
  tile.return
}

// -----

tile.kernel @k(%p: !tile.ptr<f32>) {
  %r = tile.range 0 to 64 : tensor<64xi32>
  // expected-note @+1 {{prior use here}}
  %o = arith.constant 1.0 : f16
  %m = arith.constant dense<true> : tensor<64xi1>
  // expected-error @+1 {{use of value '%o' expects different type than prior uses: 'f32' vs 'f16'}}
  %v = tile.load %p[%r] mask %m other %o : tensor<64xi32> -> tensor<64xf32>
  tile.return
}

// -----

tile.kernel @k(%p: !tile.ptr<f32>) {
  %r = tile.range 0 to 64 : tensor<64xi32>
  %v = arith.constant dense<1.0> : tensor<64xf32>
  %r8 = arith.constant dense<1> : tensor<64xi8>
  // expected-error @+1 {{offsets must be i32 or i64, got 'i8'}}
  tile.store %v, %p[%r8] : tensor<64xi8>, tensor<64xf32>
  tile.return
}

// -----

// expected-error @+1 {{!tile.ptr must point to an integer or float type, got 'index'}}
tile.kernel @k(%p: !tile.ptr<index>) {
  tile.return
}

// -----

tile.kernel @k() {
  %r = tile.range 0 to 64 : tensor<64xi32>
  // expected-error @+1 {{result type 'tensor<1x64xi32>' is not 'tensor<64xi32>' with a 1 inserted at axis 1}}
  %e = tile.expand_dims %r axis 1 : tensor<64xi32> -> tensor<1x64xi32>
  tile.return
}

// -----

tile.kernel @k() {
  %r = tile.range 0 to 64 : tensor<64xi32>
  // expected-error @+1 {{axis 3 is out of range for a rank-1 tile}}
  %e = tile.expand_dims %r axis 3 : tensor<64xi32> -> tensor<64x1xi32>
  tile.return
}

// -----

tile.kernel @k() {
  %c = arith.constant dense<1> : tensor<2x64xi32>
  // expected-error @+1 {{dimension 0 has size 2; only dimensions of size 1 can be broadcast (to 8)}}
  %b = tile.broadcast %c : tensor<2x64xi32> -> tensor<8x64xi32>
  tile.return
}

// -----

tile.kernel @k() {
  %c = arith.constant dense<1> : tensor<64xi32>
  // expected-error @+1 {{source and result must have the same rank}}
  %b = tile.broadcast %c : tensor<64xi32> -> tensor<8x64xi32>
  tile.return
}

// -----

tile.kernel @k() {
  %c = arith.constant dense<1.0> : tensor<8x64xf32>
  // expected-error @+1 {{axis 2 is out of range for a rank-2 tile}}
  %s = tile.reduce add %c axis 2 : tensor<8x64xf32> -> tensor<8xf32>
  tile.return
}

// -----

tile.kernel @k() {
  %c = arith.constant dense<1.0> : tensor<8x64xf32>
  // expected-error @+1 {{result type must be 'tensor<64xf32>', got 'tensor<8xf32>'}}
  %s = tile.reduce add %c axis 0 : tensor<8x64xf32> -> tensor<8xf32>
  tile.return
}

// -----

tile.kernel @k() {
  %c = arith.constant dense<1.0> : tensor<64xf32>
  // expected-error @+1 {{reducing a 1-D tile gives a scalar of type 'f32', not 'f16'}}
  %s = tile.reduce add %c axis 0 : tensor<64xf32> -> f16
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<64x32xbf16>
  %b = arith.constant dense<1.0> : tensor<16x64xbf16>
  %c = arith.constant dense<0.0> : tensor<64x64xf32>
  // expected-error @+1 {{a is 64x32 but b is 16x64: the K dimensions differ}}
  %d = tile.dot %a, %b, %c : tensor<64x32xbf16>, tensor<16x64xbf16> -> tensor<64x64xf32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<64x32xbf16>
  %b = arith.constant dense<1.0> : tensor<32x64xbf16>
  %c = arith.constant dense<0.0> : tensor<64x32xf32>
  // expected-error @+1 {{accumulator is 64x32 but a*b is 64x64}}
  %d = tile.dot %a, %b, %c : tensor<64x32xbf16>, tensor<32x64xbf16> -> tensor<64x32xf32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<64x32xbf16>
  %b = arith.constant dense<1.0> : tensor<32x64xbf16>
  %c = arith.constant dense<0.0> : tensor<64x64xbf16>
  // expected-error @+1 {{unsupported element types: 'bf16' inputs with 'bf16' accumulator}}
  %d = tile.dot %a, %b, %c : tensor<64x32xbf16>, tensor<32x64xbf16> -> tensor<64x64xbf16>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<64x32xf16>
  %b = arith.constant dense<1.0> : tensor<32x64xbf16>
  %c = arith.constant dense<0.0> : tensor<64x64xf32>
  // expected-error @+1 {{a and b element types differ ('f16' vs 'bf16')}}
  %d = tile.dot %a, %b, %c : tensor<64x32xf16>, tensor<32x64xbf16> -> tensor<64x64xf32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1> : tensor<64x32xi8>
  %c = arith.constant dense<0.0> : tensor<64x64xf32>
  %b = arith.constant dense<1> : tensor<32x64xi8>
  // expected-error @+1 {{unsupported element types: 'i8' inputs with 'f32' accumulator (supported: f16->f32|f16, bf16->f32, f32(tf32)->f32, f8E4M3FN/f8E5M2->f32|f16, i8->i32)}}
  %d = tile.dot %a, %b, %c : tensor<64x32xi8>, tensor<32x64xi8> -> tensor<64x64xf32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1> : tensor<64x32xi16>
  %c = arith.constant dense<0> : tensor<64x64xi32>
  %b = arith.constant dense<1> : tensor<32x64xi16>
  // expected-error @+1 {{unsupported element types: 'i16' inputs with 'i32' accumulator}}
  %d = tile.dot %a, %b, %c : tensor<64x32xi16>, tensor<32x64xi16> -> tensor<64x64xi32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<64xf16>
  // expected-error @+1 {{operands must be 2-D tiles}}
  %d = tile.dot %a, %a, %a : tensor<64xf16>, tensor<64xf16> -> tensor<64xf16>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<32x64xf8E4M3FN>
  %sa = arith.constant dense<1.0> : tensor<32x4xf8E8M0FNU>
  %b = arith.constant dense<1.0> : tensor<64x16xf8E4M3FN>
  %sb = arith.constant dense<1.0> : tensor<16x2xf8E8M0FNU>
  %c = arith.constant dense<0.0> : tensor<32x16xf32>
  // expected-error @+1 {{a_scale must be 32x2 (one scale per 32 elements of each row of a), got 32x4}}
  %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c : tensor<32x64xf8E4M3FN>, tensor<32x4xf8E8M0FNU>, tensor<64x16xf8E4M3FN>, tensor<16x2xf8E8M0FNU> -> tensor<32x16xf32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<32x64xf8E4M3FN>
  %sa = arith.constant dense<1.0> : tensor<32x2xf8E4M3FN>
  %b = arith.constant dense<1.0> : tensor<64x16xf8E4M3FN>
  %sb = arith.constant dense<1.0> : tensor<16x2xf8E4M3FN>
  %c = arith.constant dense<0.0> : tensor<32x16xf32>
  // expected-error @+1 {{MXFP8 scales must be f8E8M0FNU (ue8m0), got 'f8E4M3FN'}}
  %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c : tensor<32x64xf8E4M3FN>, tensor<32x2xf8E4M3FN>, tensor<64x16xf8E4M3FN>, tensor<16x2xf8E4M3FN> -> tensor<32x16xf32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<32x64xbf16>
  %sa = arith.constant dense<1.0> : tensor<32x2xf8E8M0FNU>
  %b = arith.constant dense<1.0> : tensor<64x16xbf16>
  %sb = arith.constant dense<1.0> : tensor<16x2xf8E8M0FNU>
  %c = arith.constant dense<0.0> : tensor<32x16xf32>
  // expected-error @+1 {{a and b must both be f8E4M3FN/f8E5M2 (MXFP8) or both f4E2M1FN (MXFP4, NVFP4), got 'bf16' and 'bf16'}}
  %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c : tensor<32x64xbf16>, tensor<32x2xf8E8M0FNU>, tensor<64x16xbf16>, tensor<16x2xf8E8M0FNU> -> tensor<32x16xf32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<32x48xf4E2M1FN>
  %sa = arith.constant dense<1.0> : tensor<32x1xf8E8M0FNU>
  %b = arith.constant dense<1.0> : tensor<48x16xf4E2M1FN>
  %sb = arith.constant dense<1.0> : tensor<16x1xf8E8M0FNU>
  %c = arith.constant dense<0.0> : tensor<32x16xf32>
  // expected-error @+1 {{K = 48 is not a multiple of the mxfp4 scale block 32}}
  %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c : tensor<32x48xf4E2M1FN>, tensor<32x1xf8E8M0FNU>, tensor<48x16xf4E2M1FN>, tensor<16x1xf8E8M0FNU> -> tensor<32x16xf32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<32x64xf8E4M3FN>
  %sa = arith.constant dense<1.0> : tensor<32x2xf8E8M0FNU>
  %b = arith.constant dense<1.0> : tensor<64x16xf8E4M3FN>
  %sb = arith.constant dense<1.0> : tensor<16x2xf8E8M0FNU>
  %c = arith.constant dense<0.0> : tensor<32x16xf16>
  // expected-error @+1 {{the accumulator must be f32, got 'f16'}}
  %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c : tensor<32x64xf8E4M3FN>, tensor<32x2xf8E8M0FNU>, tensor<64x16xf8E4M3FN>, tensor<16x2xf8E8M0FNU> -> tensor<32x16xf16>
  tile.return
}

// -----

// expected-error @+1 {{name 'k-1' is not a valid PTX entry name (letters, digits, '_' and '$', not starting with a digit)}}
tile.kernel @"k-1"() {
  tile.return
}

// -----

// expected-error @+1 {{name '1k' is not a valid PTX entry name}}
tile.kernel @"1k"() {
  tile.return
}

// -----

tile.kernel @k(%d: !tile.ptr<bf16> {tile.tensor_map}, %x: i32) {
  // expected-error @+1 {{needs rows of 128 bytes (the 128-byte swizzle span of the tensor map), 2 to 4 such slabs side by side, or 16, 32 or 64 bytes: 48 x 'bf16' is 96 bytes; use a multiple of 64 columns}}
  %a = tile.load_box %d[%x, %x] : !tile.ptr<bf16> -> tensor<128x48xbf16>
  tile.return
}

// -----

tile.kernel @k(%d: !tile.ptr<bf16> {tile.tensor_map}, %x: i32) {
  // expected-error @+1 {{needs rows of 128 bytes (the 128-byte swizzle span of the tensor map), 2 to 4 such slabs side by side, or 16, 32 or 64 bytes: 320 x 'bf16' is 640 bytes; use a multiple of 64 columns}}
  %a = tile.load_box %d[%x, %x] : !tile.ptr<bf16> -> tensor<64x320xbf16>
  tile.return
}

// -----

tile.kernel @k(%d: !tile.ptr<bf16> {tile.tensor_map}, %x: i32) {
  // expected-error @+1 {{takes 2 coordinates (innermost first) for a 2-D box, got 1}}
  %a = tile.load_box %d[%x] : !tile.ptr<bf16> -> tensor<128x64xbf16>
  tile.return
}

// -----

tile.kernel @k(%d: !tile.ptr<f32> {tile.tensor_map}, %x: i32) {
  // expected-error @+1 {{loads 2-D boxes; the tile has rank 1}}
  %a = tile.load_box %d[%x] : !tile.ptr<f32> -> tensor<32xf32>
  tile.return
}

// -----

tile.kernel @k(%d: !tile.ptr<bf16> {tile.tensor_map}, %x: i32) {
  // expected-error @+1 {{box dimensions are at most 256 elements (TMA), got 512 rows}}
  %a = tile.load_box %d[%x, %x] : !tile.ptr<bf16> -> tensor<512x64xbf16>
  tile.return
}

// -----

tile.kernel @k(%d: !tile.ptr<bf16> {tile.tensor_map}, %x: i32) {
  // expected-error @+1 {{needs a multiple of 8 rows (one 1024-byte swizzle atom), got 12}}
  %a = tile.load_box %d[%x, %x] : !tile.ptr<bf16> -> tensor<12x64xbf16>
  tile.return
}

// -----

tile.kernel @k(%d: !tile.ptr<bf16> {tile.tensor_map}, %x: i32) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.tensor, but found 'f32'}}
  %a = tile.load_box %d[%x, %x] : !tile.ptr<bf16> -> f32
  tile.return
}

// -----

tile.kernel @k() {
  %z = arith.constant dense<0.0> : tensor<16x32xf32>
  // expected-error @+1 {{result must be 'tensor<32x16xf32>', the transpose of 'tensor<16x32xf32>', not 'tensor<16x32xf32>'}}
  %t = tile.trans %z : tensor<16x32xf32> -> tensor<16x32xf32>
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  // expected-error @+1 {{'tile.pipeline' is a #tile.pipeline on an scf.for (written by tile-pipeline)}}
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.yield
  } {tile.pipeline = 4 : i32}
  tile.return
}

// -----

tile.kernel @k(%d: !tile.ptr<f32> {tile.tensor_map}, %x: i32) {
  %v = arith.constant dense<0.0> : tensor<128x512xf32>
  // expected-error @+1 {{needs rows of 128 bytes (the 128-byte swizzle span of the tensor map), 2 to 8 such slabs side by side, or 16, 32 or 64 bytes: 512 x 'f32' is 2048 bytes; use a multiple of 32 columns}}
  tile.store_box %v, %d[%x, %x] : tensor<128x512xf32>, !tile.ptr<f32>
  tile.return
}

// -----

tile.kernel @k(%d: !tile.ptr<bf16> {tile.tensor_map}, %x: i32) {
  %v = arith.constant dense<0.0> : tensor<128x64xf32>
  // expected-error @+1 {{stores 'f32' elements through a tensor map of '!tile.ptr<bf16>'}}
  tile.store_box %v, %d[%x, %x] : tensor<128x64xf32>, !tile.ptr<bf16>
  tile.return
}

// -----

tile.kernel @k(%d: !tile.ptr<f32> {tile.tensor_map}, %x: i32) {
  %v = arith.constant dense<0.0> : tensor<300x32xf32>
  // expected-error @+1 {{box dimensions are at most 256 elements (TMA), got 300 rows}}
  tile.store_box %v, %d[%x, %x] : tensor<300x32xf32>, !tile.ptr<f32>
  tile.return
}

// -----

tile.kernel @k(%d: !tile.ptr<bf16> {tile.tensor_map}, %x: i32) {
  %v = arith.constant dense<0.0> : tensor<128x256xbf16>
  // expected-error @+1 {{buffer_slabs = 3 must divide the 4 slab(s) of 128 bytes in a row of 'tensor<128x256xbf16>'}}
  tile.store_box %v, %d[%x, %x] {buffer_slabs = 3 : i32} : tensor<128x256xbf16>, !tile.ptr<bf16>
  tile.return
}

// -----

// drains_later outside a loop: nothing runs the store again.
tile.kernel @k(%d: !tile.ptr<bf16> {tile.tensor_map}, %x: i32) {
  %v = arith.constant dense<0.0> : tensor<128x256xbf16>
  // expected-error @+1 {{'tile.store_box' op is drains_later outside the body of an scf.for}}
  tile.store_box %v, %d[%x, %x] {drains_later} : tensor<128x256xbf16>, !tile.ptr<bf16>
  tile.return
}

// -----

// drains_later with nothing after its loop that waits for the last copies.
tile.kernel @k(%d: !tile.ptr<bf16> {tile.tensor_map}, %x: i32) {
  %v = arith.constant dense<0.0> : tensor<128x256xbf16>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %x step %c1 : i32 {
    // expected-error @+1 {{'tile.store_box' op is drains_later, but no tile.tma_store_wait follows its loop}}
    tile.store_box %v, %d[%i, %x] {drains_later} : tensor<128x256xbf16>, !tile.ptr<bf16>
  }
  tile.return
}

// -----

tile.kernel @k(%d: !tile.ptr<bf16> {tile.tensor_map}, %x: i32) {
  %v = arith.constant dense<0.0> : tensor<128x256xbf16>
  // expected-error @+1 {{attribute 'buffer_slabs' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  tile.store_box %v, %d[%x, %x] {buffer_slabs = 0 : i32} : tensor<128x256xbf16>, !tile.ptr<bf16>
  tile.return
}

// -----

tile.kernel @k(%d: !tile.ptr<f32> {tile.tensor_map}, %x: i32) {
  %v = arith.constant dense<0.0> : tensor<128x32xf32>
  // expected-error @+1 {{'tile.store_box' op reduce max combines f16, bf16, i32 or i64 elements (cp.reduce.async.bulk.tensor), not 'f32'}}
  tile.store_box %v, %d[%x, %x] reduce max : tensor<128x32xf32>, !tile.ptr<f32>
  tile.return
}

// -----

tile.kernel @k(%d: !tile.ptr<bf16> {tile.tensor_map}, %x: i32) {
  %v = arith.constant dense<0.0> : tensor<128x64xbf16>
  // expected-error @+1 {{'tile.store_box' op reduce inc combines i32 elements (cp.reduce.async.bulk.tensor), not 'bf16'}}
  tile.store_box %v, %d[%x, %x] reduce inc : tensor<128x64xbf16>, !tile.ptr<bf16>
  tile.return
}

// -----

tile.kernel @k(%d: !tile.ptr<f32> {tile.tensor_map}, %x: i32) {
  %v = arith.constant dense<0.0> : tensor<128x32xf32>
  // expected-error @+1 {{invalid reduce attribute specification: "mul"}}
  tile.store_box %v, %d[%x, %x] reduce "mul" : tensor<128x32xf32>, !tile.ptr<f32>
  tile.return
}

// -----

tile.kernel @k(%d: !tile.ptr<f32>, %x: i32) {
  // expected-error @+1 {{'tile.load_box' op addresses its box through a CUtensorMap: the descriptor must be a kernel parameter with the tile.tensor_map attribute (add {tile.tensor_map} to parameter #0)}}
  %v = tile.load_box %d[%x, %x] : !tile.ptr<f32> -> tensor<8x32xf32>
  tile.return
}

// -----

tile.kernel @k(%d: !tile.ptr<f32>, %x: i32) {
  %v = arith.constant dense<0.0> : tensor<8x32xf32>
  // expected-error @+1 {{'tile.store_box' op addresses its box through a CUtensorMap: the descriptor must be a kernel parameter with the tile.tensor_map attribute (add {tile.tensor_map} to parameter #0)}}
  tile.store_box %v, %d[%x, %x] : tensor<8x32xf32>, !tile.ptr<f32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<64xf32>
  // expected-error @+1 {{'tile.scan' op axis 1 is out of range for a rank-1 tile}}
  %s = tile.scan add %a axis 1 : tensor<64xf32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<true> : tensor<64xi1>
  // expected-error @+1 {{'tile.scan' op cannot scan a 'i1' tile (extend i1 first; 8-bit floats cannot be combined)}}
  %s = tile.scan add %a axis 0 : tensor<64xi1>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<8x8xf32>
  // expected-error @+1 {{'tile.reshape' op has 64 elements but the result shape holds 60}}
  %r = tile.reshape %a : tensor<8x8xf32> -> tensor<6x10xf32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<8x8xf32>
  // expected-error @+1 {{'tile.reshape' op changes the element type ('f32' to 'i32'); convert with arith ops}}
  %r = tile.reshape %a : tensor<8x8xf32> -> tensor<64xi32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<8xf32>
  // expected-error @+1 {{'tile.join' op result must be 'tensor<8x2xf32>' (the operands with an innermost 2), got 'tensor<2x8xf32>'}}
  %j = tile.join %a, %a : tensor<8xf32> -> tensor<2x8xf32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<8x4xf32>
  // expected-error @+1 {{'tile.split' op splits 'tensor<8x4xf32>' whose innermost dimension must be 2 and the rest 'tensor<8xf32>'}}
  %x, %y = tile.split %a : tensor<8x4xf32> -> tensor<8xf32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<8xf32>
  %b = arith.constant dense<1> : tensor<4xi32>
  // expected-error @+1 {{'tile.print' op tile operands must have one shape: operand 1 is 'tensor<4xi32>' but an earlier one is 'tensor<8xf32>'}}
  tile.print "x " (%a, %b) : tensor<8xf32>, tensor<4xi32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<8xf8E4M3FN>
  // expected-error @+1 {{'tile.print' op cannot print 'f8E4M3FN' (operand 0); cast it to f32 first}}
  tile.print "x " (%a) : tensor<8xf8E4M3FN>
  tile.return
}

// -----

tile.kernel @k(%n: i128) {
  // expected-error @+1 {{'tile.print' op cannot print 'i128' (operand 0): values are 64 bits at most}}
  tile.print "n " (%n) : i128
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  // expected-error @+1 {{'tile.print' op 'unsigned_args' has 2 entries for 1 operands}}
  tile.print "n " (%n) : i32 {unsigned_args = array<i1: true, false>}
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1> : tensor<8xi32>
  // expected-error @+1 {{'tile.assert' op operand #0 must be statically shaped tile of i1 or 1-bit signless integer, but got 'tensor<8xi32>'}}
  tile.assert %a, "x" : tensor<8xi32>
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  // expected-error @+1 {{'tile.num_stages' is an integer from 1 (not pipelined) to 16 on an scf.for}}
  scf.for %i = %c0 to %n step %c1 : i32 {
  } {tile.num_stages = 0 : i32}
  tile.return
}

// -----

tile.kernel @k(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  // expected-error @+1 {{'tile.pipeline_loads' (tile-pipeline's plan for tile-pipeline-loads) is an integer from 2 to 16 on an scf.for}}
  scf.for %i = %c0 to %n step %c1 : i32 {
  } {tile.pipeline_loads = 1 : i64}
  tile.return
}

// -----

// tile.max_run (written by tile-pipeline-loads): a power of two up to 64.
// expected-error @+1 {{'tile.max_run' is a power of two from 1 to 64 on a tile.kernel (the longest run of its blocked distribution; written by tile-pipeline-loads)}}
tile.kernel @k() attributes {tile.max_run = 6 : i64} {
  tile.return
}

// -----

// expected-error @+1 {{'tile.max_run' is a power of two from 1 to 64 on a tile.kernel}}
module attributes {tile.max_run = 8 : i64} {}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<8xf32>
  %b = arith.constant dense<1> : tensor<4xi32>
  // expected-error @+1 {{'tile.associative_scan' op sources must have one shape: source 1 is 'tensor<4xi32>' but source 0 is 'tensor<8xf32>'}}
  %s:2 = tile.associative_scan %a, %b axis 0 : tensor<8xf32>, tensor<4xi32> {
  ^bb0(%x: f32, %y: i32, %z: f32, %w: i32):
    tile.yield %x, %y : f32, i32
  }
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<8xf32>
  // expected-error @+1 {{'tile.associative_scan' op combiner takes 1 arguments; it must take 2 (the earlier element of each source, then the later one)}}
  %s = tile.associative_scan %a axis 0 : tensor<8xf32> {
  ^bb0(%x: f32):
    tile.yield %x : f32
  }
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<8xf32>
  // expected-error @+1 {{'tile.associative_reduce' op combiner argument 1 is 'i32'; it must be 'f32' (source 0's element type)}}
  %s = tile.associative_reduce %a axis 0 : tensor<8xf32> {
  ^bb0(%x: f32, %y: i32):
    tile.yield %x : f32
  }
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<8xf32>
  %s = tile.associative_reduce %a axis 0 : tensor<8xf32> {
  ^bb0(%x: f32, %y: f32):
    // expected-error @+1 {{'tile.yield' op must yield one value per source, of its element type}}
    tile.yield %x, %y : f32, f32
  }
  tile.return
}

// -----

tile.kernel @k(%p: !tile.ptr<f32>) {
  %a = arith.constant dense<1.0> : tensor<8xf32>
  %s = tile.associative_reduce %a axis 0 : tensor<8xf32> {
  ^bb0(%x: f32, %y: f32):
    // expected-error @+1 {{'tile.print' op is not allowed in a combiner (scalar arith and math ops only)}}
    tile.print "x"
    tile.yield %x : f32
  }
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<8xf32>
  // expected-error @+1 {{'tile.associative_scan' op axis 1 is out of range for a rank-1 tile}}
  %s = tile.associative_scan %a axis 1 : tensor<8xf32> {
  ^bb0(%x: f32, %y: f32):
    tile.yield %x : f32
  }
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<8xf8E4M3FN>
  // expected-error @+1 {{'tile.associative_scan' op cannot combine a 'f8E4M3FN' tile (extend i1 first; 8-bit floats cannot be combined)}}
  %s = tile.associative_scan %a axis 0 : tensor<8xf8E4M3FN> {
  ^bb0(%x: f8E4M3FN, %y: f8E4M3FN):
    tile.yield %x : f8E4M3FN
  }
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<8xf32>
  // expected-error @+1 {{'tile.associative_reduce' op axis 3 is out of range for a rank-1 tile}}
  %s = tile.associative_reduce %a axis 3 : tensor<8xf32> {
  ^bb0(%x: f32, %y: f32):
    tile.yield %x : f32
  }
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<8x4xf32>
  %i = arith.constant dense<0> : tensor<8xi32>
  // expected-error @+1 {{'tile.gather' op indices 'tensor<8xi32>' must have the source's rank 2}}
  %g = tile.gather %a[%i] axis 0 : tensor<8x4xf32>, tensor<8xi32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<8x4xf32>
  %i = arith.constant dense<0> : tensor<2x2xi32>
  // expected-error @+1 {{'tile.gather' op indices 'tensor<2x2xi32>' must have the source's size 4 in dimension 1 (all but the axis)}}
  %g = tile.gather %a[%i] axis 0 : tensor<8x4xf32>, tensor<2x2xi32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<8xf32>
  %i = arith.constant dense<0> : tensor<8xi64>
  // expected-error @+1 {{'tile.gather' op indices must be at most 32-bit integers, got 'i64'}}
  %g = tile.gather %a[%i] axis 0 : tensor<8xf32>, tensor<8xi64>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<8xf32>
  %i = arith.constant dense<0> : tensor<8xi32>
  // expected-error @+1 {{'tile.gather' op axis 1 is out of range for a rank-1 tile}}
  %g = tile.gather %a[%i] axis 1 : tensor<8xf32>, tensor<8xi32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1> : tensor<8xi32>
  // expected-error @+1 {{'tile.inline_asm' op constraint 'f' (entry 1) cannot hold 'i32': use h (16-bit, or 8-bit as c), r (32-bit), l (64-bit), f (f32) or d (f64)}}
  %r = tile.inline_asm "mov.b32 $0, $1;", "=r,f" pure (%a) : (tensor<8xi32>) -> tensor<8xi32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1> : tensor<8xi32>
  // expected-error @+1 {{'tile.inline_asm' op tiles must have one shape: operand 0 is 'tensor<8xi32>' but 'tensor<4xi32>' came before}}
  %r = tile.inline_asm "mov.b32 $0, $1;", "=r,r" pure (%a) : (tensor<8xi32>) -> tensor<4xi32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<true> : tensor<8xi1>
  // expected-error @+1 {{'tile.inline_asm' op cannot pass 'i1' (operand 0) through inline assembly: 8- to 64-bit integers and 16- to 64-bit floats}}
  %r = tile.inline_asm "mov.b32 $0, $1;", "=r,r" pure (%a) : (tensor<8xi1>) -> tensor<8xi32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1> : tensor<8xi32>
  // expected-error @+1 {{'tile.inline_asm' op constraints '=r,r,r' have more entries than the 1 results and 1 operands}}
  %r = tile.inline_asm "mov.b32 $0, $1;", "=r,r,r" pure (%a) : (tensor<8xi32>) -> tensor<8xi32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1> : tensor<8xi32>
  // expected-error @+1 {{'tile.histogram' op result must be a 1-D tile of i32 counts, got 'tensor<4x4xi32>'}}
  %h = tile.histogram %a : tensor<8xi32> -> tensor<4x4xi32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1> : tensor<8xi64>
  // expected-error @+1 {{'tile.histogram' op values must be at most 32-bit integers, got 'i64'}}
  %h = tile.histogram %a : tensor<8xi64> -> tensor<4xi32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1> : tensor<8xi32>
  // expected-error @+1 {{'tile.inline_asm' op the assembly has '${1:' at offset 12: operands are $N or ${N} (no modifiers), a dollar sign $$}}
  %r = tile.inline_asm "mov.b32 $0, ${1:q};", "=r,r" pure (%a) : (tensor<8xi32>) -> tensor<8xi32>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1> : tensor<8xi8>
  // expected-error @+1 {{'tile.inline_asm' op pack must be 1, 2 or 4, got 3}}
  %r = tile.inline_asm "mov.b32 $0, $1;", "=r,r" pure (%a) {pack = 3 : i32} : (tensor<8xi8>) -> tensor<8xi8>
  tile.return
}

// -----

tile.kernel @k() {
  %a = arith.constant dense<1.0> : tensor<8xf16>
  // expected-error @+1 {{'tile.inline_asm' op constraint 'f' (entry 0) cannot hold 2 x 'f16' (32 bits): with pack = 2 use h (16-bit), r (32-bit) or l (64-bit)}}
  %r = tile.inline_asm "mov.b32 $0, $1;", "=f,r" pure (%a) {pack = 2 : i32} : (tensor<8xf16>) -> tensor<8xf16>
  tile.return
}

// -----

tile.kernel @k(%a: i32) {
  // expected-error @+1 {{'tile.int_to_ptr' op operand #0 must be 64-bit signless integer, but got 'i32'}}
  %p = "tile.int_to_ptr"(%a) : (i32) -> !tile.ptr<f32>
  tile.return
}

// -----

tile.kernel @k() {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'action' [wait, launch_dependents]}}
  tile.griddepcontrol arrive
  tile.return
}

// -----

tile.kernel @k(%p: !tile.ptr<f4E2M1FN>) {
  %o = tile.range 0 to 64 : tensor<64xi32>
  // expected-error @+1 {{cannot address 'f4E2M1FN' elements (4 bits, narrower than a byte): load the packed bytes as i8 (two e2m1 values per byte) and unpack them with tile.unpack_fp4}}
  %v = tile.load %p[%o] : tensor<64xi32> -> tensor<64xf4E2M1FN>
  tile.return
}

// -----

tile.kernel @k() {
  %x = arith.constant dense<0> : tensor<16x8xi8>
  // expected-error @+1 {{result must be 'tensor<16x16xf4E2M1FN>' (two e2m1 values per byte of the innermost dimension), got 'tensor<32x8xf4E2M1FN>'}}
  %u = tile.unpack_fp4 %x : tensor<16x8xi8> -> tensor<32x8xf4E2M1FN>
  tile.return
}

// -----

tile.kernel @k() {
  %x = arith.constant dense<0> : tensor<16x8xi16>
  // expected-error @+1 {{unpacks bytes: the source must be an i8 tile, got 'tensor<16x8xi16>'}}
  %u = tile.unpack_fp4 %x : tensor<16x8xi16> -> tensor<16x16xf4E2M1FN>
  tile.return
}

// -----

tile.kernel @k() {
  %x = arith.constant dense<0> : tensor<16x8xi8>
  // expected-error @+1 {{the result must be an f4E2M1FN tile, got 'tensor<16x16xf8E4M3FN>'}}
  %u = tile.unpack_fp4 %x : tensor<16x8xi8> -> tensor<16x16xf8E4M3FN>
  tile.return
}

// -----

tile.kernel @k() {
  %x = arith.constant dense<1.0> : tensor<16x7xf4E2M1FN>
  // expected-error @+1 {{packs pairs: the innermost dimension of 'tensor<16x7xf4E2M1FN>' must be even}}
  %p = tile.pack_fp4 %x : tensor<16x7xf4E2M1FN> -> tensor<16x3xi8>
  tile.return
}

// -----

tile.kernel @k() {
  %x = arith.constant dense<1.0> : tensor<16x8xf32>
  // expected-error @+1 {{packs e2m1 values: the source must be an f4E2M1FN tile, got 'tensor<16x8xf32>'}}
  %p = tile.pack_fp4 %x : tensor<16x8xf32> -> tensor<16x4xi8>
  tile.return
}

// -----

tile.kernel @k() {
  %x = arith.constant dense<1.0> : tensor<16x8xf4E2M1FN>
  // expected-error @+1 {{result must be 'tensor<16x4xi8>' (two e2m1 values per byte of the innermost dimension), got 'tensor<8x8xi8>'}}
  %p = tile.pack_fp4 %x : tensor<16x8xf4E2M1FN> -> tensor<8x8xi8>
  tile.return
}

// -----

tile.kernel @hint_rank(%n: i32) {
  %r = tile.range 0 to 64 : tensor<64xi32>
  // expected-error @+1 {{'tile.hint' op contiguity has 2 entries; it takes one per dimension of 'tensor<64xi32>' (1)}}
  %h = tile.hint %r {contiguity = array<i64: 64, 1>} : tensor<64xi32>
  tile.return
}

// -----

tile.kernel @hint_zero(%n: i32) {
  // expected-error @+1 {{'tile.hint' op divisibility entries are at least 1, not 0}}
  %h = tile.hint %n {divisibility = array<i64: 0>} : i32
  tile.return
}

// -----

tile.kernel @hint_nothing(%n: i32) {
  // expected-error @+1 {{'tile.hint' op promises nothing: give divisibility, contiguity or constancy}}
  %h = tile.hint %n : i32
  tile.return
}

// -----

tile.kernel @hint_float(%x: f32) {
  // expected-error @+1 {{'tile.hint' op operand #0 must be statically shaped tile of integers or integer, but got 'f32'}}
  %h = tile.hint %x {divisibility = array<i64: 16>} : f32
  tile.return
}

// -----

tile.kernel @contiguity_on_float() {
  // expected-error @+1 {{'tile.contiguity' is an array<i64> with one entry (at least 1) per dimension of the op's one integer result}}
  %c = arith.constant {tile.contiguity = array<i64: 4>} dense<1.0> : tensor<64xf32>
  tile.return
}
