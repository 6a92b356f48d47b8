// Attention's key loop on tcgen05 dots of 128 rows (no pipeline: each dot
// runs by itself): S = Q K^T, its row softmax, O = P K + O * alpha, on one
// warpgroup (thread t holds row t of S, P and O: no exchange) and on two
// (each holds half of a row's columns: the halves of a row meet in shared
// memory).
module {
  tile.kernel @rows_4_warps(%q: !tile.ptr<bf16>, %k: !tile.ptr<bf16>, %out: !tile.ptr<f32>, %n: i32) attributes {num_warps = 4 : i32} {
    %rm = tile.range 0 to 128 : tensor<128xi32>
    %rn = tile.range 0 to 64 : tensor<64xi32>
    %rme = tile.expand_dims %rm axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %ld = arith.constant dense<64> : tensor<128x1xi32>
    %row = arith.muli %rme, %ld : tensor<128x1xi32>
    %rowb = tile.broadcast %row : tensor<128x1xi32> -> tensor<128x64xi32>
    %rne = tile.expand_dims %rn axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %colb = tile.broadcast %rne : tensor<1x64xi32> -> tensor<128x64xi32>
    %off = arith.addi %rowb, %colb : tensor<128x64xi32>
    %kme = tile.expand_dims %rn axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %kld = arith.constant dense<64> : tensor<64x1xi32>
    %krow = arith.muli %kme, %kld : tensor<64x1xi32>
    %krowb = tile.broadcast %krow : tensor<64x1xi32> -> tensor<64x64xi32>
    %kcolb = tile.broadcast %rne : tensor<1x64xi32> -> tensor<64x64xi32>
    %koff = arith.addi %krowb, %kcolb : tensor<64x64xi32>
    %qt = tile.load %q[%off] : tensor<128x64xi32> -> tensor<128x64xbf16>
    %ninf = arith.constant dense<0xFF800000> : tensor<128xf32>
    %zrow = arith.constant dense<0.0> : tensor<128xf32>
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%m = %ninf, %l = %zrow, %acc = %zero) -> (tensor<128xf32>, tensor<128xf32>, tensor<128x64xf32>) : i32 {
      %kt = tile.load %k[%koff] : tensor<64x64xi32> -> tensor<64x64xbf16>
      %ktt = tile.trans %kt : tensor<64x64xbf16> -> tensor<64x64xbf16>
      %s = tile.dot %qt, %ktt, %zero : tensor<128x64xbf16>, tensor<64x64xbf16> -> tensor<128x64xf32>
      %mx = tile.reduce max %s axis 1 : tensor<128x64xf32> -> tensor<128xf32>
      %mn = arith.maxnumf %m, %mx : tensor<128xf32>
      %mne = tile.expand_dims %mn axis 1 : tensor<128xf32> -> tensor<128x1xf32>
      %mnb = tile.broadcast %mne : tensor<128x1xf32> -> tensor<128x64xf32>
      %d = arith.subf %s, %mnb : tensor<128x64xf32>
      %p = math.exp2 %d : tensor<128x64xf32>
      %dm = arith.subf %m, %mn : tensor<128xf32>
      %alpha = math.exp2 %dm : tensor<128xf32>
      %ps = tile.reduce add %p axis 1 : tensor<128x64xf32> -> tensor<128xf32>
      %la = arith.mulf %l, %alpha : tensor<128xf32>
      %l2 = arith.addf %la, %ps : tensor<128xf32>
      %p16 = arith.truncf %p : tensor<128x64xf32> to tensor<128x64xbf16>
      %ae = tile.expand_dims %alpha axis 1 : tensor<128xf32> -> tensor<128x1xf32>
      %ab = tile.broadcast %ae : tensor<128x1xf32> -> tensor<128x64xf32>
      %accs = arith.mulf %acc, %ab : tensor<128x64xf32>
      %acc2 = tile.dot %p16, %kt, %accs : tensor<128x64xbf16>, tensor<64x64xbf16> -> tensor<128x64xf32>
      scf.yield %mn, %l2, %acc2 : tensor<128xf32>, tensor<128xf32>, tensor<128x64xf32>
    }
    %le = tile.expand_dims %r#1 axis 1 : tensor<128xf32> -> tensor<128x1xf32>
    %lb = tile.broadcast %le : tensor<128x1xf32> -> tensor<128x64xf32>
    %o = arith.divf %r#2, %lb : tensor<128x64xf32>
    tile.store %o, %out[%off] : tensor<128x64xi32>, tensor<128x64xf32>
    tile.return
  }
  tile.kernel @rows_8_warps(%q: !tile.ptr<bf16>, %k: !tile.ptr<bf16>, %out: !tile.ptr<f32>, %n: i32) attributes {num_warps = 8 : i32} {
    %rm = tile.range 0 to 128 : tensor<128xi32>
    %rn = tile.range 0 to 64 : tensor<64xi32>
    %rme = tile.expand_dims %rm axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %ld = arith.constant dense<64> : tensor<128x1xi32>
    %row = arith.muli %rme, %ld : tensor<128x1xi32>
    %rowb = tile.broadcast %row : tensor<128x1xi32> -> tensor<128x64xi32>
    %rne = tile.expand_dims %rn axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %colb = tile.broadcast %rne : tensor<1x64xi32> -> tensor<128x64xi32>
    %off = arith.addi %rowb, %colb : tensor<128x64xi32>
    %kme = tile.expand_dims %rn axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %kld = arith.constant dense<64> : tensor<64x1xi32>
    %krow = arith.muli %kme, %kld : tensor<64x1xi32>
    %krowb = tile.broadcast %krow : tensor<64x1xi32> -> tensor<64x64xi32>
    %kcolb = tile.broadcast %rne : tensor<1x64xi32> -> tensor<64x64xi32>
    %koff = arith.addi %krowb, %kcolb : tensor<64x64xi32>
    %qt = tile.load %q[%off] : tensor<128x64xi32> -> tensor<128x64xbf16>
    %ninf = arith.constant dense<0xFF800000> : tensor<128xf32>
    %zrow = arith.constant dense<0.0> : tensor<128xf32>
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%m = %ninf, %l = %zrow, %acc = %zero) -> (tensor<128xf32>, tensor<128xf32>, tensor<128x64xf32>) : i32 {
      %kt = tile.load %k[%koff] : tensor<64x64xi32> -> tensor<64x64xbf16>
      %ktt = tile.trans %kt : tensor<64x64xbf16> -> tensor<64x64xbf16>
      %s = tile.dot %qt, %ktt, %zero : tensor<128x64xbf16>, tensor<64x64xbf16> -> tensor<128x64xf32>
      %mx = tile.reduce max %s axis 1 : tensor<128x64xf32> -> tensor<128xf32>
      %mn = arith.maxnumf %m, %mx : tensor<128xf32>
      %mne = tile.expand_dims %mn axis 1 : tensor<128xf32> -> tensor<128x1xf32>
      %mnb = tile.broadcast %mne : tensor<128x1xf32> -> tensor<128x64xf32>
      %d = arith.subf %s, %mnb : tensor<128x64xf32>
      %p = math.exp2 %d : tensor<128x64xf32>
      %dm = arith.subf %m, %mn : tensor<128xf32>
      %alpha = math.exp2 %dm : tensor<128xf32>
      %ps = tile.reduce add %p axis 1 : tensor<128x64xf32> -> tensor<128xf32>
      %la = arith.mulf %l, %alpha : tensor<128xf32>
      %l2 = arith.addf %la, %ps : tensor<128xf32>
      %p16 = arith.truncf %p : tensor<128x64xf32> to tensor<128x64xbf16>
      %ae = tile.expand_dims %alpha axis 1 : tensor<128xf32> -> tensor<128x1xf32>
      %ab = tile.broadcast %ae : tensor<128x1xf32> -> tensor<128x64xf32>
      %accs = arith.mulf %acc, %ab : tensor<128x64xf32>
      %acc2 = tile.dot %p16, %kt, %accs : tensor<128x64xbf16>, tensor<64x64xbf16> -> tensor<128x64xf32>
      scf.yield %mn, %l2, %acc2 : tensor<128xf32>, tensor<128xf32>, tensor<128x64xf32>
    }
    %le = tile.expand_dims %r#1 axis 1 : tensor<128xf32> -> tensor<128x1xf32>
    %lb = tile.broadcast %le : tensor<128x1xf32> -> tensor<128x64xf32>
    %o = arith.divf %r#2, %lb : tensor<128x64xf32>
    tile.store %o, %out[%off] : tensor<128x64xi32>, tensor<128x64xf32>
    tile.return
  }

  // Head 256 on one warpgroup: S (64 columns) in its rows, O (256, more
  // than a warpgroup reads back) blocked: alpha broadcast into O's layout.
  tile.kernel @rows_wide_o(%q: !tile.ptr<bf16>, %k: !tile.ptr<bf16>, %out: !tile.ptr<f32>, %n: i32) attributes {num_warps = 4 : i32} {
    %rm = tile.range 0 to 128 : tensor<128xi32>
    %rn = tile.range 0 to 64 : tensor<64xi32>
    %rw = tile.range 0 to 256 : tensor<256xi32>
    %rme = tile.expand_dims %rm axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %ld = arith.constant dense<64> : tensor<128x1xi32>
    %row = arith.muli %rme, %ld : tensor<128x1xi32>
    %rowb = tile.broadcast %row : tensor<128x1xi32> -> tensor<128x64xi32>
    %rne = tile.expand_dims %rn axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %colb = tile.broadcast %rne : tensor<1x64xi32> -> tensor<128x64xi32>
    %off = arith.addi %rowb, %colb : tensor<128x64xi32>
    %kme = tile.expand_dims %rn axis 1 : tensor<64xi32> -> tensor<64x1xi32>
    %kld = arith.constant dense<64> : tensor<64x1xi32>
    %krow = arith.muli %kme, %kld : tensor<64x1xi32>
    %krowb = tile.broadcast %krow : tensor<64x1xi32> -> tensor<64x64xi32>
    %kcolb = tile.broadcast %rne : tensor<1x64xi32> -> tensor<64x64xi32>
    %koff = arith.addi %krowb, %kcolb : tensor<64x64xi32>
    %vld = arith.constant dense<256> : tensor<64x1xi32>
    %vrow = arith.muli %kme, %vld : tensor<64x1xi32>
    %vrowb = tile.broadcast %vrow : tensor<64x1xi32> -> tensor<64x256xi32>
    %rwe = tile.expand_dims %rw axis 0 : tensor<256xi32> -> tensor<1x256xi32>
    %vcolb = tile.broadcast %rwe : tensor<1x256xi32> -> tensor<64x256xi32>
    %voff = arith.addi %vrowb, %vcolb : tensor<64x256xi32>
    %qt = tile.load %q[%off] : tensor<128x64xi32> -> tensor<128x64xbf16>
    %ninf = arith.constant dense<0xFF800000> : tensor<128xf32>
    %zrow = arith.constant dense<0.0> : tensor<128xf32>
    %zero = arith.constant dense<0.0> : tensor<128x64xf32>
    %zo = arith.constant dense<0.0> : tensor<128x256xf32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%m = %ninf, %l = %zrow, %acc = %zo) -> (tensor<128xf32>, tensor<128xf32>, tensor<128x256xf32>) : i32 {
      %kt = tile.load %k[%koff] : tensor<64x64xi32> -> tensor<64x64xbf16>
      %ktt = tile.trans %kt : tensor<64x64xbf16> -> tensor<64x64xbf16>
      %s = tile.dot %qt, %ktt, %zero : tensor<128x64xbf16>, tensor<64x64xbf16> -> tensor<128x64xf32>
      %mx = tile.reduce max %s axis 1 : tensor<128x64xf32> -> tensor<128xf32>
      %mn = arith.maxnumf %m, %mx : tensor<128xf32>
      %mne = tile.expand_dims %mn axis 1 : tensor<128xf32> -> tensor<128x1xf32>
      %mnb = tile.broadcast %mne : tensor<128x1xf32> -> tensor<128x64xf32>
      %d = arith.subf %s, %mnb : tensor<128x64xf32>
      %p = math.exp2 %d : tensor<128x64xf32>
      %dm = arith.subf %m, %mn : tensor<128xf32>
      %alpha = math.exp2 %dm : tensor<128xf32>
      %ps = tile.reduce add %p axis 1 : tensor<128x64xf32> -> tensor<128xf32>
      %la = arith.mulf %l, %alpha : tensor<128xf32>
      %l2 = arith.addf %la, %ps : tensor<128xf32>
      %p16 = arith.truncf %p : tensor<128x64xf32> to tensor<128x64xbf16>
      %vt = tile.load %k[%voff] : tensor<64x256xi32> -> tensor<64x256xbf16>
      %ae = tile.expand_dims %alpha axis 1 : tensor<128xf32> -> tensor<128x1xf32>
      %ab = tile.broadcast %ae : tensor<128x1xf32> -> tensor<128x256xf32>
      %accs = arith.mulf %acc, %ab : tensor<128x256xf32>
      %acc2 = tile.dot %p16, %vt, %accs : tensor<128x64xbf16>, tensor<64x256xbf16> -> tensor<128x256xf32>
      scf.yield %mn, %l2, %acc2 : tensor<128xf32>, tensor<128xf32>, tensor<128x256xf32>
    }
    %le = tile.expand_dims %r#1 axis 1 : tensor<128xf32> -> tensor<128x1xf32>
    %lb = tile.broadcast %le : tensor<128x1xf32> -> tensor<128x256xf32>
    %o = arith.divf %r#2, %lb : tensor<128x256xf32>
    %orowb = tile.broadcast %rme : tensor<128x1xi32> -> tensor<128x256xi32>
    %ow = arith.constant dense<256> : tensor<128x256xi32>
    %orow = arith.muli %orowb, %ow : tensor<128x256xi32>
    %ocolb = tile.broadcast %rwe : tensor<1x256xi32> -> tensor<128x256xi32>
    %ooff = arith.addi %orow, %ocolb : tensor<128x256xi32>
    tile.store %o, %out[%ooff] : tensor<128x256xi32>, tensor<128x256xf32>
    tile.return
  }
}
