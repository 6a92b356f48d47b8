// RUN: tile-opt --tile-assign-layouts --convert-tile-to-llvm %s -split-input-file -verify-diagnostics

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k(%p: !tile.ptr<f32>) {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = tile.load %p[%r] : tensor<128xi32> -> tensor<128xf32>
    %c = arith.constant dense<3> : tensor<128xi32>
    // expected-error @+1 {{'math.fpowi' op is not supported by tile's NVPTX lowering}}
    %e = math.fpowi %v, %c : tensor<128xf32>, tensor<128xi32>
    tile.store %e, %p[%r] : tensor<128xi32>, tensor<128xf32>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k(%p: !tile.ptr<f32>) {
    %r = tile.range 0 to 4 : tensor<4xi32>
    // expected-error @+1 {{only splat constant tiles are supported}}
    %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
    tile.store %c, %p[%r] : tensor<4xi32>, tensor<4xf32>
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k(%p: !tile.ptr<f32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %i0 = arith.constant 0 : index
    // expected-error @+1 {{'scf.index_switch' op is not supported inside tile.kernel}}
    %r = scf.index_switch %i0 -> i32
    case 1 {
      scf.yield %n : i32
    }
    default {
      scf.yield %c0 : i32
    }
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k(%p: !tile.ptr<i1>) {
    %r = tile.range 0 to 4 : tensor<4xi32>
    %v = tile.load %p[%r] : tensor<4xi32> -> tensor<4xi1>
    // expected-error @+1 {{cannot reduce an i1 tile; extend it first}}
    %s = tile.reduce add %v axis 0 : tensor<4xi1> -> i1
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%p: !tile.ptr<f8E4M3FN>) {
    %r = tile.range 0 to 256 : tensor<256xi32>
    %v = tile.load %p[%r] : tensor<256xi32> -> tensor<256xf8E4M3FN>
    // expected-error @+1 {{'tile.reduce' op cannot reduce a 'f8E4M3FN' tile: 8-bit float tiles can be loaded, stored and used by tile.dot, not combined}}
    %s = tile.reduce max %v axis 0 : tensor<256xf8E4M3FN> -> f8E4M3FN
    tile.return
  }
}

// -----

module attributes {tile.compute_capability = 90 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%p: !tile.ptr<f8E4M3FN>) {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = tile.load %p[%r] : tensor<128xi32> -> tensor<128xf8E4M3FN>
    // expected-error @+1 {{'arith.negf' op arithmetic on 8-bit float tiles is not supported; they can be loaded, stored, converted (arith.extf / arith.truncf) and used by tile.dot}}
    %n = arith.negf %v : tensor<128xf8E4M3FN>
    tile.store %n, %p[%r] : tensor<128xi32>, tensor<128xf8E4M3FN>
    tile.return
  }
}

// -----

// fp8 conversions need sm_89 (cvt .e4m3x2/.e5m2x2).
module attributes {tile.compute_capability = 80 : i32, tile.target_spec = ""} {
  tile.kernel @k(%p: !tile.ptr<f32>, %q: !tile.ptr<f8E5M2>) {
    %r = tile.range 0 to 128 : tensor<128xi32>
    %v = tile.load %p[%r] : tensor<128xi32> -> tensor<128xf32>
    // expected-error @+1 {{'arith.truncf' op converts to or from an 8-bit float, which needs cvt .e4m3x2/.e5m2x2}}
    %f = arith.truncf %v : tensor<128xf32> to tensor<128xf8E5M2>
    tile.store %f, %q[%r] : tensor<128xi32>, tensor<128xf8E5M2>
    tile.return
  }
}

// -----

// tile-pipeline's plan for tile-pipeline-loads (tile.pipeline_loads) on a
// loop nothing pipelined: refused, not lowered unpipelined.
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
  tile.kernel @k(%p: !tile.ptr<f32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error @+1 {{'scf.for' op carries tile-pipeline's plan for tile-pipeline-loads ('tile.pipeline_loads'), which did not run: run tile-pipeline-loads after tile-pipeline (tile-translate does), or drop the attribute to lower the loop unpipelined}}
    scf.for %i = %c0 to %n step %c1 : i32 {
    } {tile.pipeline_loads = 4 : i64}
    tile.return
  }
}

// -----

// tile-pipeline's plan for tile-warp-specialize (tile.warp_specialize) on a
// kernel nothing split: refused, the copies not left to the kernel's warps.
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
  // expected-error @+1 {{'tile.kernel' op carries tile-pipeline's plan for tile-warp-specialize ('tile.warp_specialize'), which did not run: run tile-warp-specialize=planned after tile-pipeline-loads (tile-translate does), or drop the attribute to keep the copies in the kernel's warps}}
  tile.kernel @k(%p: !tile.ptr<f32>) attributes {tile.warp_specialize = 1 : i32} {
    tile.return
  }
}

// -----

// The plan's producer warps: 1 to 4.
module attributes {tile.compute_capability = 100 : i32, tile.target_spec = "a"} {
  // expected-error @+1 {{'tile.warp_specialize' (tile-pipeline's plan for tile-warp-specialize) is an integer from 1 to 4 on a tile.kernel}}
  tile.kernel @k(%p: !tile.ptr<f32>) attributes {tile.warp_specialize = 5 : i32} {
    tile.return
  }
}
