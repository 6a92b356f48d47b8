// The layout encodings of tile types (#tile.blocked, #tile.mma_sync,
// #tile.wgmma, #tile.tcgen05, #tile.slice, an accumulator layout on an
// M x 1 tile: its rows) and tile.convert_layout: they round-trip on
// tile types, a conversion to the layout a tile has (or back to the one a
// conversion came from) folds away, and the verifiers reject layouts that
// do not fit their tile.
// RUN: tile-opt %s -split-input-file -verify-diagnostics | tile-opt -split-input-file | FileCheck %s
// RUN: tile-opt %s -split-input-file -verify-diagnostics -canonicalize | FileCheck %s --check-prefix=FOLD

#blocked = #tile.blocked<run = 4, threads = 128>
#mma = #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>
// CHECK-LABEL: tile.kernel @encodings
// CHECK: tile.range 0 to 64 : tensor<64xi32, #tile.blocked<run = 1, threads = 128>>
// CHECK: tile.convert_layout %{{.*}} : tensor<64x64xf32, #tile.blocked<run = 4, threads = 128>> -> tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>
// CHECK: tile.convert_layout %{{.*}} : tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>> -> tensor<64x64xf32, #tile.blocked<run = 4, threads = 128>>
// CHECK: tensor<16x8xf32, #tile.mma_sync<warps = 4>>
// CHECK: tensor<128x256xf32, #tile.wgmma<n = 256, warpgroups = 2, of = 3>>
// CHECK: tensor<64xf32, #tile.slice<dim = 1, parent = #tile.wgmma<n = 64, warpgroups = 1, of = 1>>>
// CHECK: tensor<128x256xf32, #tile.tcgen05<warpgroups = 2, of = 2>>
// CHECK: tile.expand_dims %{{.*}} axis 1 : tensor<64xf32, #tile.slice<dim = 1, parent = #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>> -> tensor<64x1xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>
// CHECK: tile.expand_dims %{{.*}} axis 1 : tensor<128xf32, #tile.slice<dim = 1, parent = #tile.tcgen05<warpgroups = 1, of = 1>>> -> tensor<128x1xf32, #tile.tcgen05<warpgroups = 1, of = 1>>
// CHECK: tile.broadcast %{{.*}} : tensor<128x1xf32, #tile.tcgen05<warpgroups = 1, of = 1>> -> tensor<128x64xf32, #tile.tcgen05<warpgroups = 1, of = 1>>
// FOLD-LABEL: tile.kernel @encodings
// FOLD-NOT: tile.convert_layout
// FOLD: tile.return
tile.kernel @encodings(%x: f32) {
  %r = tile.range 0 to 64 : tensor<64xi32, #tile.blocked<run = 1, threads = 128>>
  %b = tile.splat %x : tensor<64x64xf32, #blocked>
  %m = tile.convert_layout %b : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #mma>
  %back = tile.convert_layout %m : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
  %same = tile.convert_layout %back : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked>
  %s = tile.splat %x : tensor<16x8xf32, #tile.mma_sync<warps = 4>>
  %w = tile.splat %x : tensor<128x256xf32, #tile.wgmma<n = 256, warpgroups = 2, of = 3>>
  %v = tile.splat %x : tensor<64xf32, #tile.slice<dim = 1, parent = #tile.wgmma<n = 64, warpgroups = 1, of = 1>>>
  %t = tile.splat %x : tensor<128x256xf32, #tile.tcgen05<warpgroups = 2, of = 2>>
  %rows = tile.splat %x : tensor<64xf32, #tile.slice<dim = 1, parent = #mma>>
  %col = tile.expand_dims %rows axis 1 : tensor<64xf32, #tile.slice<dim = 1, parent = #mma>> -> tensor<64x1xf32, #mma>
  %bc = tile.broadcast %col : tensor<64x1xf32, #mma> -> tensor<64x64xf32, #mma>
  // A tcgen05 accumulator's rows: one a thread.
  %trows = tile.splat %x : tensor<128xf32, #tile.slice<dim = 1, parent = #tile.tcgen05<warpgroups = 1, of = 1>>>
  %tcol = tile.expand_dims %trows axis 1 : tensor<128xf32, #tile.slice<dim = 1, parent = #tile.tcgen05<warpgroups = 1, of = 1>>> -> tensor<128x1xf32, #tile.tcgen05<warpgroups = 1, of = 1>>
  %tbc = tile.broadcast %tcol : tensor<128x1xf32, #tile.tcgen05<warpgroups = 1, of = 1>> -> tensor<128x64xf32, #tile.tcgen05<warpgroups = 1, of = 1>>
  tile.return
}

// -----

tile.kernel @slice_tcgen05_rows(%x: f32) {
  // expected-error @+1 {{#tile.slice of #tile.tcgen05<warpgroups = 2, of = 2> has 64 elements, not the rows of its parent}}
  %v = tile.splat %x : tensor<64xf32, #tile.slice<dim = 1, parent = #tile.tcgen05<warpgroups = 2, of = 2>>>
  tile.return
}

// -----

tile.kernel @bad_threads(%x: f32) {
  // expected-error @+1 {{#tile.blocked has threads = 100; a block is whole warps}}
  %b = tile.splat %x : tensor<64xf32, #tile.blocked<run = 1, threads = 100>>
  tile.return
}

// -----

tile.kernel @bad_run(%x: f32) {
  // expected-error @+1 {{#tile.blocked has run = 3; a run is a power of two}}
  %b = tile.splat %x : tensor<64xf32, #tile.blocked<run = 3, threads = 128>>
  tile.return
}

// -----

tile.kernel @run_over_tile(%x: f32) {
  // expected-error @+1 {{#tile.blocked<run = 4, threads = 128> needs 512 elements or a multiple of them per tile; this one has 256}}
  %b = tile.splat %x : tensor<256xf32, #tile.blocked<run = 4, threads = 128>>
  tile.return
}

// -----

tile.kernel @mma_grid(%x: f32) {
  // expected-error @+1 {{#tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1> covers 64x64, not 64x128}}
  %b = tile.splat %x : tensor<64x128xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>
  tile.return
}

// -----

tile.kernel @mma_warps_n(%x: f32) {
  // expected-error @+1 {{#tile.mma_sync has warps_n = 3; the warps per row of the warp grid divide warps = 4}}
  %b = tile.splat %x : tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 3>>
  tile.return
}

// -----

tile.kernel @mma_shape(%x: f32) {
  // expected-error @+1 {{#tile.mma_sync lays out 2-D tiles of whole 16x8 tiles}}
  %b = tile.splat %x : tensor<24x8xf32, #tile.mma_sync<warps = 4>>
  tile.return
}

// -----

tile.kernel @wgmma_n(%x: f32) {
  // expected-error @+1 {{#tile.wgmma has n = 12; wgmma's N is a multiple of 8 from 8 to 256}}
  %b = tile.splat %x : tensor<64x12xf32, #tile.wgmma<n = 12, warpgroups = 1, of = 1>>
  tile.return
}

// -----

tile.kernel @wgmma_groups(%x: f32) {
  // expected-error @+1 {{#tile.wgmma has warpgroups = 3 of 2}}
  %b = tile.splat %x : tensor<64x64xf32, #tile.wgmma<n = 64, warpgroups = 3, of = 2>>
  tile.return
}

// -----

tile.kernel @slice_parent(%x: f32) {
  // expected-error @+1 {{#tile.slice has parent #tile.blocked<run = 1, threads = 128>; the parent is an accumulator layout}}
  %b = tile.splat %x : tensor<64xf32, #tile.slice<dim = 1, parent = #tile.blocked<run = 1, threads = 128>>>
  tile.return
}

// -----

tile.kernel @slice_round_robin(%x: f32) {
  // expected-error @+1 {{#tile.slice has parent #tile.mma_sync<warps = 4>, whose tiles are dealt round-robin: its warps hold no whole rows}}
  %b = tile.splat %x : tensor<64xf32, #tile.slice<dim = 1, parent = #tile.mma_sync<warps = 4>>>
  tile.return
}

// -----

tile.kernel @slice_rows(%x: f32) {
  // expected-error @+1 {{#tile.slice of #tile.mma_sync<warps = 4, warp_tiles = [2, 4], warps_n = 2> has 128 elements, not the rows of its parent}}
  %b = tile.splat %x : tensor<128xf32, #tile.slice<dim = 1, parent = #tile.mma_sync<warps = 4, warp_tiles = [2, 4], warps_n = 2>>>
  tile.return
}

// -----

tile.kernel @slice_columns(%x: f32) {
  // expected-error @+1 {{#tile.slice has dim = 0; only the row vectors of accumulators (dim = 1) stay in registers}}
  %b = tile.splat %x : tensor<64xf32, #tile.slice<dim = 0, parent = #tile.wgmma<n = 64, warpgroups = 1, of = 1>>>
  tile.return
}

// -----

tile.kernel @convert_shape(%x: f32) {
  %b = tile.splat %x : tensor<64x64xf32, #tile.blocked<run = 4, threads = 128>>
  // expected-error @+1 {{'tile.convert_layout' op changes only the layout}}
  %c = tile.convert_layout %b : tensor<64x64xf32, #tile.blocked<run = 4, threads = 128>> -> tensor<64x32xf32, #tile.blocked<run = 4, threads = 128>>
  tile.return
}

// -----

tile.kernel @convert_unlaid(%x: f32) {
  %b = tile.splat %x : tensor<64x64xf32>
  // expected-error @+1 {{'tile.convert_layout' op converts between laid-out tiles}}
  %c = tile.convert_layout %b : tensor<64x64xf32> -> tensor<64x64xf32, #tile.blocked<run = 4, threads = 128>>
  tile.return
}

// -----

tile.kernel @convert_threads(%x: f32) {
  %b = tile.splat %x : tensor<64x64xf32, #tile.blocked<run = 4, threads = 128>>
  // expected-error @+1 {{'tile.convert_layout' op converts between layouts of 128 and 256 threads}}
  %c = tile.convert_layout %b : tensor<64x64xf32, #tile.blocked<run = 4, threads = 128>> -> tensor<64x64xf32, #tile.blocked<run = 4, threads = 256>>
  tile.return
}

// -----

tile.kernel @tcgen05_rows(%x: f32) {
  // expected-error @+1 {{#tile.tcgen05<warpgroups = 2> lays out 128 x N tiles whose N is 2 groups of 8 to 128 columns}}
  %t = tile.splat %x : tensor<64x256xf32, #tile.tcgen05<warpgroups = 2, of = 2>>
  tile.return
}

// -----

tile.kernel @tcgen05_groups(%x: f32) {
  // expected-error @+1 {{#tile.tcgen05 has warpgroups = 3 of 2; at least one of the block's warpgroups reads the accumulator back}}
  %t = tile.splat %x : tensor<128x256xf32, #tile.tcgen05<warpgroups = 3, of = 2>>
  tile.return
}

// -----

// An accumulator layout on an M x 1 tile is its rows: the parent of a
// #tile.slice, with the rows of its tile.
tile.kernel @rows_column(%x: f32) {
  // expected-error @+1 {{#tile.slice of #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1> has 128 elements, not the rows of its parent}}
  %t = tile.splat %x : tensor<128x1xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>
  tile.return
}
