tile.kernel @k(%q: !tile.ptr<f32>) {
  %a = arith.constant dense<1.0> : tensor<64xf4E2M1FN>
  %o = tile.range 0 to 64 : tensor<64xi32>
  %s = arith.addf %a, %a : tensor<64xf4E2M1FN>
  %f = arith.extf %s : tensor<64xf4E2M1FN> to tensor<64xf32>
  tile.store %f, %q[%o] : tensor<64xi32>, tensor<64xf32>
  tile.return
}
