// Triton's fused-attention tutorial (block-pointer version, STAGE=1) as
// test_dsl_triton_port.py's _attn_fwd.ir prints it for sm_100a (HEAD_DIM=64,
// BLOCK_M=128, BLOCK_N=64, num_warps=4): the key loop carries the block
// pointers' coordinates (advanced by BLOCK_N) and passes their strides and
// bases through (pipeline.mlir TCGBP; pipeline-loads.mlir BLOCKPTR, as
// sm_90a IR).

module {
  tile.kernel @_attn_fwd(%Q: !tile.ptr<f16>, %K: !tile.ptr<f16>, %V: !tile.ptr<f16>, %sm_scale: f32, %M: !tile.ptr<f32>, %Out: !tile.ptr<f16>, %stride_qz: i32, %stride_qh: i32, %stride_qm: i32, %stride_qk: i32, %stride_kz: i32, %stride_kh: i32, %stride_kn: i32, %stride_kk: i32, %stride_vz: i32, %stride_vh: i32, %stride_vk: i32, %stride_vn: i32, %stride_oz: i32, %stride_oh: i32, %stride_om: i32, %stride_on: i32, %Z: i32, %H: i32, %N_CTX: i32) attributes {num_warps = 4 : i32} {
    %0 = tile.program_id x : i32
    %1 = tile.program_id y : i32
    %2 = arith.divsi %1, %H : i32
    %3 = arith.remsi %1, %H : i32
    %4 = arith.extsi %2 : i32 to i64
    %5 = arith.extsi %stride_qz : i32 to i64
    %6 = arith.muli %4, %5 : i64
    %7 = arith.extsi %3 : i32 to i64
    %8 = arith.extsi %stride_qh : i32 to i64
    %9 = arith.muli %7, %8 : i64
    %10 = arith.addi %6, %9 : i64
    %11 = arith.constant 128 : i32
    %12 = arith.muli %0, %11 : i32
    %13 = tile.range 0 to 128 : tensor<128xi32>
    %14 = tile.splat %12 : tensor<128xi32>
    %15 = arith.addi %14, %13 : tensor<128xi32>
    %16 = tile.range 0 to 64 : tensor<64xi32>
    %17 = arith.constant dense<0.0> : tensor<128xf32>
    %18 = arith.constant 0x7F800000 : f32
    %19 = tile.splat %18 : tensor<128xf32>
    %20 = arith.subf %17, %19 : tensor<128xf32>
    %21 = arith.constant 1.0 : f32
    %22 = tile.splat %21 : tensor<128xf32>
    %23 = arith.addf %17, %22 : tensor<128xf32>
    %24 = arith.constant dense<0.0> : tensor<128x64xf32>
    %25 = arith.constant 1.44269504 : f32
    %26 = arith.mulf %sm_scale, %25 : f32
    %27 = arith.addi %13, %14 : tensor<128xi32>
    %28 = tile.expand_dims %27 axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    %29 = tile.splat %stride_qm : tensor<128x1xi32>
    %30 = arith.muli %28, %29 : tensor<128x1xi32>
    %31 = arith.constant 0 : i32
    %32 = tile.splat %31 : tensor<64xi32>
    %33 = arith.addi %16, %32 : tensor<64xi32>
    %34 = tile.expand_dims %33 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
    %35 = tile.splat %stride_qk : tensor<1x64xi32>
    %36 = arith.muli %34, %35 : tensor<1x64xi32>
    %37 = tile.broadcast %30 : tensor<128x1xi32> -> tensor<128x64xi32>
    %38 = tile.broadcast %36 : tensor<1x64xi32> -> tensor<128x64xi32>
    %39 = arith.addi %37, %38 : tensor<128x64xi32>
    %40 = arith.extsi %39 : tensor<128x64xi32> to tensor<128x64xi64>
    %41 = tile.splat %10 : tensor<128x64xi64>
    %42 = arith.addi %40, %41 : tensor<128x64xi64>
    %43 = tile.load %Q[%42] : tensor<128x64xi64> -> tensor<128x64xf16>
    %44 = arith.constant 64 : i32
    %103:13 = scf.for %104 = %31 to %N_CTX step %44 iter_args(%105 = %23, %106 = %24, %107 = %20, %108 = %N_CTX, %109 = %stride_vk, %110 = %stride_vn, %111 = %31, %112 = %10, %113 = %N_CTX, %114 = %stride_kk, %115 = %stride_kn, %116 = %31, %117 = %10) -> (tensor<128xf32>, tensor<128x64xf32>, tensor<128xf32>, i32, i32, i32, i32, i64, i32, i32, i32, i32, i64) : i32 {
      %118 = tile.hint %104 {divisibility = array<i64: 64>} : i32
      %119 = tile.expand_dims %33 axis 1 : tensor<64xi32> -> tensor<64x1xi32>
      %120 = tile.splat %114 : tensor<64x1xi32>
      %121 = arith.muli %119, %120 : tensor<64x1xi32>
      %122 = tile.splat %116 : tensor<64xi32>
      %123 = arith.addi %16, %122 : tensor<64xi32>
      %124 = tile.expand_dims %123 axis 0 : tensor<64xi32> -> tensor<1x64xi32>
      %125 = tile.splat %115 : tensor<1x64xi32>
      %126 = arith.muli %124, %125 : tensor<1x64xi32>
      %127 = tile.broadcast %121 : tensor<64x1xi32> -> tensor<64x64xi32>
      %128 = tile.broadcast %126 : tensor<1x64xi32> -> tensor<64x64xi32>
      %129 = arith.addi %127, %128 : tensor<64x64xi32>
      %130 = arith.extsi %129 : tensor<64x64xi32> to tensor<64x64xi64>
      %131 = tile.splat %117 : tensor<64x64xi64>
      %132 = arith.addi %130, %131 : tensor<64x64xi64>
      %133 = tile.load %K[%132] : tensor<64x64xi64> -> tensor<64x64xf16>
      %134 = tile.dot %43, %133, %24 : tensor<128x64xf16>, tensor<64x64xf16> -> tensor<128x64xf32>
      %135 = tile.reduce max %134 axis 1 : tensor<128x64xf32> -> tensor<128xf32>
      %136 = tile.splat %26 : tensor<128xf32>
      %137 = arith.mulf %135, %136 : tensor<128xf32>
      %138 = arith.maxnumf %107, %137 : tensor<128xf32>
      %139 = tile.splat %26 : tensor<128x64xf32>
      %140 = arith.mulf %134, %139 : tensor<128x64xf32>
      %141 = tile.expand_dims %138 axis 1 : tensor<128xf32> -> tensor<128x1xf32>
      %142 = tile.broadcast %141 : tensor<128x1xf32> -> tensor<128x64xf32>
      %143 = arith.subf %140, %142 : tensor<128x64xf32>
      %144 = math.exp2 %143 : tensor<128x64xf32>
      %145 = tile.reduce add %144 axis 1 : tensor<128x64xf32> -> tensor<128xf32>
      %146 = arith.subf %107, %138 : tensor<128xf32>
      %147 = math.exp2 %146 : tensor<128xf32>
      %148 = arith.mulf %105, %147 : tensor<128xf32>
      %149 = arith.addf %148, %145 : tensor<128xf32>
      %150 = tile.expand_dims %147 axis 1 : tensor<128xf32> -> tensor<128x1xf32>
      %151 = tile.broadcast %150 : tensor<128x1xf32> -> tensor<128x64xf32>
      %152 = arith.mulf %106, %151 : tensor<128x64xf32>
      %153 = tile.splat %111 : tensor<64xi32>
      %154 = arith.addi %16, %153 : tensor<64xi32>
      %155 = tile.expand_dims %154 axis 1 : tensor<64xi32> -> tensor<64x1xi32>
      %156 = tile.splat %109 : tensor<64x1xi32>
      %157 = arith.muli %155, %156 : tensor<64x1xi32>
      %158 = tile.splat %110 : tensor<1x64xi32>
      %159 = arith.muli %34, %158 : tensor<1x64xi32>
      %160 = tile.broadcast %157 : tensor<64x1xi32> -> tensor<64x64xi32>
      %161 = tile.broadcast %159 : tensor<1x64xi32> -> tensor<64x64xi32>
      %162 = arith.addi %160, %161 : tensor<64x64xi32>
      %163 = arith.extsi %162 : tensor<64x64xi32> to tensor<64x64xi64>
      %164 = tile.splat %112 : tensor<64x64xi64>
      %165 = arith.addi %163, %164 : tensor<64x64xi64>
      %166 = tile.load %V[%165] : tensor<64x64xi64> -> tensor<64x64xf16>
      %167 = arith.truncf %144 : tensor<128x64xf32> to tensor<128x64xf16>
      %168 = tile.dot %167, %166, %152 : tensor<128x64xf16>, tensor<64x64xf16> -> tensor<128x64xf32>
      %169 = arith.addi %111, %44 : i32
      %170 = arith.addi %116, %44 : i32
      scf.yield %149, %168, %138, %108, %109, %110, %169, %112, %113, %114, %115, %170, %117 : tensor<128xf32>, tensor<128x64xf32>, tensor<128xf32>, i32, i32, i32, i32, i64, i32, i32, i32, i32, i64
    }
    %171 = math.log2 %103#0 : tensor<128xf32>
    %172 = arith.addf %103#2, %171 : tensor<128xf32>
    %173 = tile.expand_dims %103#0 axis 1 : tensor<128xf32> -> tensor<128x1xf32>
    %174 = tile.broadcast %173 : tensor<128x1xf32> -> tensor<128x64xf32>
    %175 = arith.divf %103#1, %174 : tensor<128x64xf32>
    %176 = arith.muli %1, %N_CTX : i32
    %177 = tile.splat %176 : tensor<128xi32>
    %178 = arith.addi %177, %15 : tensor<128xi32>
    tile.store %172, %M[%178] : tensor<128xi32>, tensor<128xf32>
    %179 = arith.truncf %175 : tensor<128x64xf32> to tensor<128x64xf16>
    %180 = tile.splat %stride_om : tensor<128x1xi32>
    %181 = arith.muli %28, %180 : tensor<128x1xi32>
    %182 = tile.splat %stride_on : tensor<1x64xi32>
    %183 = arith.muli %34, %182 : tensor<1x64xi32>
    %184 = tile.broadcast %181 : tensor<128x1xi32> -> tensor<128x64xi32>
    %185 = tile.broadcast %183 : tensor<1x64xi32> -> tensor<128x64xi32>
    %186 = arith.addi %184, %185 : tensor<128x64xi32>
    %187 = arith.extsi %186 : tensor<128x64xi32> to tensor<128x64xi64>
    %188 = arith.addi %187, %41 : tensor<128x64xi64>
    tile.store %179, %Out[%188] : tensor<128x64xi64>, tensor<128x64xf16>
    tile.return
  }
}
