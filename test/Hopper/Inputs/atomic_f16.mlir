// Used by atomics-f16.mlir: f16 atomic adds, unmasked (acq_rel) and masked.
module {
  tile.kernel @add_f16(%p: !tile.ptr<f16>, %out: !tile.ptr<f16>, %n: i32) {
    %r = tile.range 0 to 256 : tensor<256xi32>
    %v = arith.constant dense<0.25> : tensor<256xf16>
    %old = tile.atomic_rmw add %p[%r], %v sem acq_rel scope gpu : tensor<256xi32>, tensor<256xf16>
    tile.store %old, %out[%r] : tensor<256xi32>, tensor<256xf16>
    %bound = tile.splat %n : tensor<256xi32>
    %m = arith.cmpi slt, %r, %bound : tensor<256xi32>
    %o2 = tile.atomic_rmw add %p[%r], %v mask %m scope gpu : tensor<256xi32>, tensor<256xf16>
    tile.return
  }
}
