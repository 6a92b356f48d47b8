; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_dsl_plain_128x128_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_dsl_plain_128x128(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = mul i32 %10, %8
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = add i32 %11, %12
  %14 = shl i32 %8, 3
  %15 = sdiv i32 %13, %14
  %16 = shl i32 %15, 3
  %17 = sub i32 %9, %16
  %18 = tail call i32 @llvm.smin.i32(i32 %17, i32 8)
  %19 = mul i32 %15, %14
  %.decomposed = sub i32 %13, %19
  %.frozen = freeze i32 %18
  %20 = sdiv i32 %.decomposed, %.frozen
  %21 = mul i32 %20, %.frozen
  %.decomposed690 = sub i32 %.decomposed, %21
  %22 = add i32 %.decomposed690, %16
  %23 = shl i32 %22, 7
  %24 = shl i32 %20, 7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %25 = lshr i32 %7, 3
  %26 = shl nuw nsw i32 %7, 3
  %27 = and i32 %26, 56
  %28 = or disjoint i32 %23, %25
  %29 = mul i32 %28, %5
  %30 = icmp slt i32 %28, %3
  %31 = zext nneg i32 %5 to i64
  %32 = mul nuw nsw i32 %25, 72
  %33 = add nuw nsw i32 %32, %27
  %34 = shl nuw nsw i32 %33, 1
  %35 = zext nneg i32 %34 to i64
  %36 = or disjoint i32 %7, 256
  %37 = lshr i32 %36, 3
  %38 = or disjoint i32 %23, %37
  %39 = mul i32 %38, %5
  %40 = icmp slt i32 %38, %3
  %41 = mul nuw nsw i32 %37, 72
  %42 = add nuw nsw i32 %41, %27
  %43 = shl nuw nsw i32 %42, 1
  %44 = zext nneg i32 %43 to i64
  %45 = or disjoint i32 %7, 512
  %46 = lshr i32 %45, 3
  %47 = or disjoint i32 %23, %46
  %48 = mul i32 %47, %5
  %49 = icmp slt i32 %47, %3
  %50 = mul nuw nsw i32 %46, 72
  %51 = add nuw nsw i32 %50, %27
  %52 = shl nuw nsw i32 %51, 1
  %53 = zext nneg i32 %52 to i64
  %54 = or disjoint i32 %7, 768
  %55 = lshr i32 %54, 3
  %56 = or disjoint i32 %23, %55
  %57 = mul i32 %56, %5
  %58 = icmp slt i32 %56, %3
  %59 = mul nuw nsw i32 %55, 72
  %60 = add nuw nsw i32 %59, %27
  %61 = shl nuw nsw i32 %60, 1
  %62 = zext nneg i32 %61 to i64
  %63 = lshr i32 %7, 4
  %64 = and i32 %26, 120
  %65 = or disjoint i32 %24, %64
  %66 = sext i32 %4 to i64
  %67 = mul nuw nsw i32 %63, 136
  %68 = add nuw nsw i32 %67, %64
  %69 = shl nuw nsw i32 %68, 1
  %70 = zext nneg i32 %69 to i64
  %71 = sext i32 %65 to i64
  %72 = sub nsw i64 %66, %71
  %73 = tail call i64 @llvm.smax.i64(i64 %72, i64 0)
  %74 = tail call i64 @llvm.umin.i64(i64 %73, i64 8)
  %75 = trunc nuw nsw i64 %74 to i32
  %76 = lshr i32 %36, 4
  %77 = mul nuw nsw i32 %76, 136
  %78 = add nuw nsw i32 %77, %64
  %79 = shl nuw nsw i32 %78, 1
  %80 = zext nneg i32 %79 to i64
  %81 = lshr i32 %45, 4
  %82 = mul nuw nsw i32 %81, 136
  %83 = add nuw nsw i32 %82, %64
  %84 = shl nuw nsw i32 %83, 1
  %85 = zext nneg i32 %84 to i64
  %86 = lshr i32 %54, 4
  %87 = mul nuw nsw i32 %86, 136
  %88 = add nuw nsw i32 %87, %64
  %89 = shl nuw nsw i32 %88, 1
  %90 = zext nneg i32 %89 to i64
  %invariant.op389 = or disjoint i32 %27, 1
  %invariant.op391 = or disjoint i32 %27, 2
  %invariant.op393 = or disjoint i32 %27, 3
  %invariant.op395 = or disjoint i32 %27, 4
  %invariant.op397 = or disjoint i32 %27, 5
  %invariant.op399 = or disjoint i32 %27, 6
  %invariant.op401 = or disjoint i32 %27, 7
  %invariant.op403 = or disjoint i32 %27, 1
  %invariant.op405 = or disjoint i32 %27, 2
  %invariant.op407 = or disjoint i32 %27, 3
  %invariant.op409 = or disjoint i32 %27, 4
  %invariant.op411 = or disjoint i32 %27, 5
  %invariant.op413 = or disjoint i32 %27, 6
  %invariant.op415 = or disjoint i32 %27, 7
  %invariant.op417 = or disjoint i32 %27, 1
  %invariant.op419 = or disjoint i32 %27, 2
  %invariant.op421 = or disjoint i32 %27, 3
  %invariant.op423 = or disjoint i32 %27, 4
  %invariant.op425 = or disjoint i32 %27, 5
  %invariant.op427 = or disjoint i32 %27, 6
  %invariant.op429 = or disjoint i32 %27, 7
  %invariant.op431 = or disjoint i32 %27, 1
  %invariant.op433 = or disjoint i32 %27, 2
  %invariant.op435 = or disjoint i32 %27, 3
  %invariant.op437 = or disjoint i32 %27, 4
  %invariant.op439 = or disjoint i32 %27, 5
  %invariant.op441 = or disjoint i32 %27, 6
  %invariant.op443 = or disjoint i32 %27, 7
  %91 = icmp slt i32 %65, %4
  %92 = or disjoint i32 %64, %24
  %93 = or disjoint i32 %92, 1
  %94 = icmp slt i32 %93, %4
  %95 = or disjoint i32 %64, %24
  %96 = or disjoint i32 %95, 2
  %97 = icmp slt i32 %96, %4
  %98 = or disjoint i32 %64, %24
  %99 = or disjoint i32 %98, 3
  %100 = icmp slt i32 %99, %4
  %101 = or disjoint i32 %64, %24
  %102 = or disjoint i32 %101, 4
  %103 = icmp slt i32 %102, %4
  %104 = or disjoint i32 %64, %24
  %105 = or disjoint i32 %104, 5
  %106 = icmp slt i32 %105, %4
  %107 = or disjoint i32 %64, %24
  %108 = or disjoint i32 %107, 6
  %109 = icmp slt i32 %108, %4
  %110 = or disjoint i32 %64, %24
  %111 = or disjoint i32 %110, 7
  %112 = icmp slt i32 %111, %4
  %113 = icmp slt i32 %65, %4
  %114 = or disjoint i32 %64, %24
  %115 = or disjoint i32 %114, 1
  %116 = icmp slt i32 %115, %4
  %117 = or disjoint i32 %64, %24
  %118 = or disjoint i32 %117, 2
  %119 = icmp slt i32 %118, %4
  %120 = or disjoint i32 %64, %24
  %121 = or disjoint i32 %120, 3
  %122 = icmp slt i32 %121, %4
  %123 = or disjoint i32 %64, %24
  %124 = or disjoint i32 %123, 4
  %125 = icmp slt i32 %124, %4
  %126 = or disjoint i32 %64, %24
  %127 = or disjoint i32 %126, 5
  %128 = icmp slt i32 %127, %4
  %129 = or disjoint i32 %64, %24
  %130 = or disjoint i32 %129, 6
  %131 = icmp slt i32 %130, %4
  %132 = or disjoint i32 %64, %24
  %133 = or disjoint i32 %132, 7
  %134 = icmp slt i32 %133, %4
  %135 = icmp slt i32 %65, %4
  %136 = or disjoint i32 %64, %24
  %137 = or disjoint i32 %136, 1
  %138 = icmp slt i32 %137, %4
  %139 = or disjoint i32 %64, %24
  %140 = or disjoint i32 %139, 2
  %141 = icmp slt i32 %140, %4
  %142 = or disjoint i32 %64, %24
  %143 = or disjoint i32 %142, 3
  %144 = icmp slt i32 %143, %4
  %145 = or disjoint i32 %64, %24
  %146 = or disjoint i32 %145, 4
  %147 = icmp slt i32 %146, %4
  %148 = or disjoint i32 %64, %24
  %149 = or disjoint i32 %148, 5
  %150 = icmp slt i32 %149, %4
  %151 = or disjoint i32 %64, %24
  %152 = or disjoint i32 %151, 6
  %153 = icmp slt i32 %152, %4
  %154 = or disjoint i32 %64, %24
  %155 = or disjoint i32 %154, 7
  %156 = icmp slt i32 %155, %4
  %157 = icmp slt i32 %65, %4
  %158 = or disjoint i32 %64, %24
  %159 = or disjoint i32 %158, 1
  %160 = icmp slt i32 %159, %4
  %161 = or disjoint i32 %64, %24
  %162 = or disjoint i32 %161, 2
  %163 = icmp slt i32 %162, %4
  %164 = or disjoint i32 %64, %24
  %165 = or disjoint i32 %164, 3
  %166 = icmp slt i32 %165, %4
  %167 = or disjoint i32 %64, %24
  %168 = or disjoint i32 %167, 4
  %169 = icmp slt i32 %168, %4
  %170 = or disjoint i32 %64, %24
  %171 = or disjoint i32 %170, 5
  %172 = icmp slt i32 %171, %4
  %173 = or disjoint i32 %64, %24
  %174 = or disjoint i32 %173, 6
  %175 = icmp slt i32 %174, %4
  %176 = or disjoint i32 %64, %24
  %177 = or disjoint i32 %176, 7
  %178 = icmp slt i32 %177, %4
  br label %332

.preheader36:                                     ; preds = %.loopexit38
  %179 = icmp sgt i32 %5, 0
  %180 = and i32 %7, 96
  %181 = lshr i32 %7, 1
  %182 = and i32 %181, 112
  %183 = and i32 %181, 64
  br i1 %179, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader36
  %184 = and i32 %7, 15
  %185 = or disjoint i32 %183, %184
  %186 = lshr i32 %7, 1
  %187 = and i32 %186, 8
  %188 = mul nuw nsw i32 %185, 72
  %invariant.op = add nuw nsw i32 %188, 1152
  %invariant.op180 = add nuw nsw i32 %188, 2304
  %189 = or disjoint i32 %187, %180
  %190 = or disjoint i32 %189, 16
  %191 = or disjoint i32 %182, %184
  %192 = or i32 %191, 48
  %193 = mul nuw nsw i32 %192, 72
  %194 = add nuw nsw i32 %187, %188
  %195 = zext nneg i32 %194 to i64
  %invariant.op445 = or disjoint i32 %27, 1
  %invariant.op447 = or disjoint i32 %27, 2
  %invariant.op449 = or disjoint i32 %27, 3
  %invariant.op451 = or disjoint i32 %27, 4
  %invariant.op453 = or disjoint i32 %27, 5
  %invariant.op455 = or disjoint i32 %27, 6
  %invariant.op457 = or disjoint i32 %27, 7
  %invariant.op459 = or disjoint i32 %27, 1
  %invariant.op461 = or disjoint i32 %27, 2
  %invariant.op463 = or disjoint i32 %27, 3
  %invariant.op465 = or disjoint i32 %27, 4
  %invariant.op467 = or disjoint i32 %27, 5
  %invariant.op469 = or disjoint i32 %27, 6
  %invariant.op471 = or disjoint i32 %27, 7
  %invariant.op473 = or disjoint i32 %27, 1
  %invariant.op475 = or disjoint i32 %27, 2
  %invariant.op477 = or disjoint i32 %27, 3
  %invariant.op479 = or disjoint i32 %27, 4
  %invariant.op481 = or disjoint i32 %27, 5
  %invariant.op483 = or disjoint i32 %27, 6
  %invariant.op485 = or disjoint i32 %27, 7
  %invariant.op487 = or disjoint i32 %27, 1
  %invariant.op489 = or disjoint i32 %27, 2
  %invariant.op491 = or disjoint i32 %27, 3
  %invariant.op493 = or disjoint i32 %27, 4
  %invariant.op495 = or disjoint i32 %27, 5
  %invariant.op497 = or disjoint i32 %27, 6
  %invariant.op499 = or disjoint i32 %27, 7
  %196 = icmp slt i32 %65, %4
  %197 = or disjoint i32 %64, %24
  %198 = or disjoint i32 %197, 1
  %199 = icmp slt i32 %198, %4
  %200 = or disjoint i32 %64, %24
  %201 = or disjoint i32 %200, 2
  %202 = icmp slt i32 %201, %4
  %203 = or disjoint i32 %64, %24
  %204 = or disjoint i32 %203, 3
  %205 = icmp slt i32 %204, %4
  %206 = or disjoint i32 %64, %24
  %207 = or disjoint i32 %206, 4
  %208 = icmp slt i32 %207, %4
  %209 = or disjoint i32 %64, %24
  %210 = or disjoint i32 %209, 5
  %211 = icmp slt i32 %210, %4
  %212 = or disjoint i32 %64, %24
  %213 = or disjoint i32 %212, 6
  %214 = icmp slt i32 %213, %4
  %215 = or disjoint i32 %64, %24
  %216 = or disjoint i32 %215, 7
  %217 = icmp slt i32 %216, %4
  %218 = icmp slt i32 %65, %4
  %219 = or disjoint i32 %64, %24
  %220 = or disjoint i32 %219, 1
  %221 = icmp slt i32 %220, %4
  %222 = or disjoint i32 %64, %24
  %223 = or disjoint i32 %222, 2
  %224 = icmp slt i32 %223, %4
  %225 = or disjoint i32 %64, %24
  %226 = or disjoint i32 %225, 3
  %227 = icmp slt i32 %226, %4
  %228 = or disjoint i32 %64, %24
  %229 = or disjoint i32 %228, 4
  %230 = icmp slt i32 %229, %4
  %231 = or disjoint i32 %64, %24
  %232 = or disjoint i32 %231, 5
  %233 = icmp slt i32 %232, %4
  %234 = or disjoint i32 %64, %24
  %235 = or disjoint i32 %234, 6
  %236 = icmp slt i32 %235, %4
  %237 = or disjoint i32 %64, %24
  %238 = or disjoint i32 %237, 7
  %239 = icmp slt i32 %238, %4
  %240 = icmp slt i32 %65, %4
  %241 = or disjoint i32 %64, %24
  %242 = or disjoint i32 %241, 1
  %243 = icmp slt i32 %242, %4
  %244 = or disjoint i32 %64, %24
  %245 = or disjoint i32 %244, 2
  %246 = icmp slt i32 %245, %4
  %247 = or disjoint i32 %64, %24
  %248 = or disjoint i32 %247, 3
  %249 = icmp slt i32 %248, %4
  %250 = or disjoint i32 %64, %24
  %251 = or disjoint i32 %250, 4
  %252 = icmp slt i32 %251, %4
  %253 = or disjoint i32 %64, %24
  %254 = or disjoint i32 %253, 5
  %255 = icmp slt i32 %254, %4
  %256 = or disjoint i32 %64, %24
  %257 = or disjoint i32 %256, 6
  %258 = icmp slt i32 %257, %4
  %259 = or disjoint i32 %64, %24
  %260 = or disjoint i32 %259, 7
  %261 = icmp slt i32 %260, %4
  %262 = icmp slt i32 %65, %4
  %263 = or disjoint i32 %64, %24
  %264 = or disjoint i32 %263, 1
  %265 = icmp slt i32 %264, %4
  %266 = or disjoint i32 %64, %24
  %267 = or disjoint i32 %266, 2
  %268 = icmp slt i32 %267, %4
  %269 = or disjoint i32 %64, %24
  %270 = or disjoint i32 %269, 3
  %271 = icmp slt i32 %270, %4
  %272 = or disjoint i32 %64, %24
  %273 = or disjoint i32 %272, 4
  %274 = icmp slt i32 %273, %4
  %275 = or disjoint i32 %64, %24
  %276 = or disjoint i32 %275, 5
  %277 = icmp slt i32 %276, %4
  %278 = or disjoint i32 %64, %24
  %279 = or disjoint i32 %278, 6
  %280 = icmp slt i32 %279, %4
  %281 = or disjoint i32 %64, %24
  %282 = or disjoint i32 %281, 7
  %283 = icmp slt i32 %282, %4
  %284 = mul nuw nsw i32 %184, 136
  %285 = add nuw nsw i32 %284, %189
  %286 = zext nneg i32 %285 to i64
  %287 = add nuw nsw i32 %190, %284
  %288 = zext nneg i32 %287 to i64
  %.reass = add nuw nsw i32 %187, %invariant.op
  %289 = zext nneg i32 %.reass to i64
  %.reass181 = add nuw nsw i32 %187, %invariant.op180
  %290 = zext nneg i32 %.reass181 to i64
  %291 = add nuw nsw i32 %187, %193
  %292 = zext nneg i32 %291 to i64
  %293 = or disjoint i32 %187, 16
  %294 = add nuw nsw i32 %293, %188
  %295 = zext nneg i32 %294 to i64
  %296 = mul nuw nsw i32 %184, 136
  %297 = add nuw nsw i32 %296, 2176
  %298 = add nuw nsw i32 %297, %189
  %299 = zext nneg i32 %298 to i64
  %300 = add nuw nsw i32 %190, %297
  %301 = zext nneg i32 %300 to i64
  %.reass.1 = add nuw nsw i32 %293, %invariant.op
  %302 = zext nneg i32 %.reass.1 to i64
  %.reass181.1 = add nuw nsw i32 %293, %invariant.op180
  %303 = zext nneg i32 %.reass181.1 to i64
  %304 = add nuw nsw i32 %293, %193
  %305 = zext nneg i32 %304 to i64
  %306 = or disjoint i32 %187, 32
  %307 = add nuw nsw i32 %306, %188
  %308 = zext nneg i32 %307 to i64
  %309 = mul nuw nsw i32 %184, 136
  %310 = add nuw nsw i32 %309, 4352
  %311 = add nuw nsw i32 %310, %189
  %312 = zext nneg i32 %311 to i64
  %313 = add nuw nsw i32 %190, %310
  %314 = zext nneg i32 %313 to i64
  %.reass.2 = add nuw nsw i32 %306, %invariant.op
  %315 = zext nneg i32 %.reass.2 to i64
  %.reass181.2 = add nuw nsw i32 %306, %invariant.op180
  %316 = zext nneg i32 %.reass181.2 to i64
  %317 = add nuw nsw i32 %306, %193
  %318 = zext nneg i32 %317 to i64
  %319 = or disjoint i32 %187, 48
  %320 = add nuw nsw i32 %319, %188
  %321 = zext nneg i32 %320 to i64
  %322 = mul nuw nsw i32 %184, 136
  %323 = add nuw nsw i32 %322, 6528
  %324 = add nuw nsw i32 %323, %189
  %325 = zext nneg i32 %324 to i64
  %326 = add nuw nsw i32 %190, %323
  %327 = zext nneg i32 %326 to i64
  %.reass.3 = add nuw nsw i32 %319, %invariant.op
  %328 = zext nneg i32 %.reass.3 to i64
  %.reass181.3 = add nuw nsw i32 %319, %invariant.op180
  %329 = zext nneg i32 %.reass181.3 to i64
  %330 = add nuw nsw i32 %319, %193
  %331 = zext nneg i32 %330 to i64
  br label %935

332:                                              ; preds = %6, %.loopexit38
  %333 = phi i64 [ 0, %6 ], [ %934, %.loopexit38 ]
  %334 = trunc nuw nsw i64 %333 to i32
  %335 = shl nuw nsw i32 %334, 6
  %336 = icmp slt i32 %335, %5
  br i1 %336, label %337, label %.loopexit38

337:                                              ; preds = %332
  %338 = mul nuw nsw i64 %333, 35840
  %339 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_dsmem, i64 %338
  %340 = or disjoint i32 %335, %27
  %341 = add i32 %340, %29
  %342 = sext i32 %341 to i64
  %343 = getelementptr bfloat, ptr addrspace(1) %0, i64 %342
  %344 = ptrtoint ptr addrspace(1) %343 to i64
  %345 = and i64 %344, 15
  %346 = icmp eq i64 %345, 0
  %347 = getelementptr i8, ptr addrspace(3) %339, i64 %35
  br i1 %346, label %408, label %.preheader51

.preheader51:                                     ; preds = %337
  %348 = icmp slt i32 %340, %5
  %349 = and i1 %30, %348
  %350 = zext i1 %349 to i32
  %351 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %343, i32 %350, i16 0) #6
  store i16 %351, ptr addrspace(3) %347, align 16
  %.reass390 = or disjoint i32 %335, %invariant.op389
  %352 = add i32 %.reass390, %29
  %353 = sext i32 %352 to i64
  %354 = getelementptr bfloat, ptr addrspace(1) %0, i64 %353
  %355 = icmp slt i32 %.reass390, %5
  %356 = and i1 %30, %355
  %357 = zext i1 %356 to i32
  %358 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %354, i32 %357, i16 0) #6
  %359 = getelementptr i8, ptr addrspace(3) %347, i64 2
  store i16 %358, ptr addrspace(3) %359, align 2
  %.reass392 = or disjoint i32 %335, %invariant.op391
  %360 = add i32 %.reass392, %29
  %361 = sext i32 %360 to i64
  %362 = getelementptr bfloat, ptr addrspace(1) %0, i64 %361
  %363 = icmp slt i32 %.reass392, %5
  %364 = and i1 %30, %363
  %365 = zext i1 %364 to i32
  %366 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %362, i32 %365, i16 0) #6
  %367 = getelementptr i8, ptr addrspace(3) %347, i64 4
  store i16 %366, ptr addrspace(3) %367, align 4
  %.reass394 = or disjoint i32 %335, %invariant.op393
  %368 = add i32 %.reass394, %29
  %369 = sext i32 %368 to i64
  %370 = getelementptr bfloat, ptr addrspace(1) %0, i64 %369
  %371 = icmp slt i32 %.reass394, %5
  %372 = and i1 %30, %371
  %373 = zext i1 %372 to i32
  %374 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %370, i32 %373, i16 0) #6
  %375 = getelementptr i8, ptr addrspace(3) %347, i64 6
  store i16 %374, ptr addrspace(3) %375, align 2
  %.reass396 = or disjoint i32 %335, %invariant.op395
  %376 = add i32 %.reass396, %29
  %377 = sext i32 %376 to i64
  %378 = getelementptr bfloat, ptr addrspace(1) %0, i64 %377
  %379 = icmp slt i32 %.reass396, %5
  %380 = and i1 %30, %379
  %381 = zext i1 %380 to i32
  %382 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %378, i32 %381, i16 0) #6
  %383 = getelementptr i8, ptr addrspace(3) %347, i64 8
  store i16 %382, ptr addrspace(3) %383, align 8
  %.reass398 = or disjoint i32 %335, %invariant.op397
  %384 = add i32 %.reass398, %29
  %385 = sext i32 %384 to i64
  %386 = getelementptr bfloat, ptr addrspace(1) %0, i64 %385
  %387 = icmp slt i32 %.reass398, %5
  %388 = and i1 %30, %387
  %389 = zext i1 %388 to i32
  %390 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %386, i32 %389, i16 0) #6
  %391 = getelementptr i8, ptr addrspace(3) %347, i64 10
  store i16 %390, ptr addrspace(3) %391, align 2
  %.reass400 = or disjoint i32 %335, %invariant.op399
  %392 = add i32 %.reass400, %29
  %393 = sext i32 %392 to i64
  %394 = getelementptr bfloat, ptr addrspace(1) %0, i64 %393
  %395 = icmp slt i32 %.reass400, %5
  %396 = and i1 %30, %395
  %397 = zext i1 %396 to i32
  %398 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %394, i32 %397, i16 0) #6
  %399 = getelementptr i8, ptr addrspace(3) %347, i64 12
  store i16 %398, ptr addrspace(3) %399, align 4
  %.reass402 = or disjoint i32 %335, %invariant.op401
  %400 = add i32 %.reass402, %29
  %401 = sext i32 %400 to i64
  %402 = getelementptr bfloat, ptr addrspace(1) %0, i64 %401
  %403 = icmp slt i32 %.reass402, %5
  %404 = and i1 %30, %403
  %405 = zext i1 %404 to i32
  %406 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %402, i32 %405, i16 0) #6
  %407 = getelementptr i8, ptr addrspace(3) %347, i64 14
  store i16 %406, ptr addrspace(3) %407, align 2
  br label %.loopexit52

408:                                              ; preds = %337
  %409 = zext nneg i32 %340 to i64
  %410 = sub nsw i64 %31, %409
  %411 = tail call i64 @llvm.smax.i64(i64 %410, i64 0)
  %412 = tail call i64 @llvm.umin.i64(i64 %411, i64 8)
  %413 = trunc nuw nsw i64 %412 to i32
  %414 = select i1 %30, i32 %413, i32 0
  %415 = icmp eq i32 %414, 0
  %416 = select i1 %415, ptr addrspace(1) %0, ptr addrspace(1) %343
  %417 = shl nuw nsw i32 %414, 1
  %418 = ptrtoint ptr addrspace(3) %347 to i64
  %419 = trunc i64 %418 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %419, ptr addrspace(1) %416, i32 %417) #6
  br label %.loopexit52

.loopexit52:                                      ; preds = %.preheader51, %408
  %420 = add i32 %340, %39
  %421 = sext i32 %420 to i64
  %422 = getelementptr bfloat, ptr addrspace(1) %0, i64 %421
  %423 = ptrtoint ptr addrspace(1) %422 to i64
  %424 = and i64 %423, 15
  %425 = icmp eq i64 %424, 0
  %426 = getelementptr i8, ptr addrspace(3) %339, i64 %44
  br i1 %425, label %487, label %.preheader49

.preheader49:                                     ; preds = %.loopexit52
  %427 = icmp slt i32 %340, %5
  %428 = and i1 %40, %427
  %429 = zext i1 %428 to i32
  %430 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %422, i32 %429, i16 0) #6
  store i16 %430, ptr addrspace(3) %426, align 16
  %.reass404 = or disjoint i32 %335, %invariant.op403
  %431 = add i32 %.reass404, %39
  %432 = sext i32 %431 to i64
  %433 = getelementptr bfloat, ptr addrspace(1) %0, i64 %432
  %434 = icmp slt i32 %.reass404, %5
  %435 = and i1 %40, %434
  %436 = zext i1 %435 to i32
  %437 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %433, i32 %436, i16 0) #6
  %438 = getelementptr i8, ptr addrspace(3) %426, i64 2
  store i16 %437, ptr addrspace(3) %438, align 2
  %.reass406 = or disjoint i32 %335, %invariant.op405
  %439 = add i32 %.reass406, %39
  %440 = sext i32 %439 to i64
  %441 = getelementptr bfloat, ptr addrspace(1) %0, i64 %440
  %442 = icmp slt i32 %.reass406, %5
  %443 = and i1 %40, %442
  %444 = zext i1 %443 to i32
  %445 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %441, i32 %444, i16 0) #6
  %446 = getelementptr i8, ptr addrspace(3) %426, i64 4
  store i16 %445, ptr addrspace(3) %446, align 4
  %.reass408 = or disjoint i32 %335, %invariant.op407
  %447 = add i32 %.reass408, %39
  %448 = sext i32 %447 to i64
  %449 = getelementptr bfloat, ptr addrspace(1) %0, i64 %448
  %450 = icmp slt i32 %.reass408, %5
  %451 = and i1 %40, %450
  %452 = zext i1 %451 to i32
  %453 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %449, i32 %452, i16 0) #6
  %454 = getelementptr i8, ptr addrspace(3) %426, i64 6
  store i16 %453, ptr addrspace(3) %454, align 2
  %.reass410 = or disjoint i32 %335, %invariant.op409
  %455 = add i32 %.reass410, %39
  %456 = sext i32 %455 to i64
  %457 = getelementptr bfloat, ptr addrspace(1) %0, i64 %456
  %458 = icmp slt i32 %.reass410, %5
  %459 = and i1 %40, %458
  %460 = zext i1 %459 to i32
  %461 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %457, i32 %460, i16 0) #6
  %462 = getelementptr i8, ptr addrspace(3) %426, i64 8
  store i16 %461, ptr addrspace(3) %462, align 8
  %.reass412 = or disjoint i32 %335, %invariant.op411
  %463 = add i32 %.reass412, %39
  %464 = sext i32 %463 to i64
  %465 = getelementptr bfloat, ptr addrspace(1) %0, i64 %464
  %466 = icmp slt i32 %.reass412, %5
  %467 = and i1 %40, %466
  %468 = zext i1 %467 to i32
  %469 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %465, i32 %468, i16 0) #6
  %470 = getelementptr i8, ptr addrspace(3) %426, i64 10
  store i16 %469, ptr addrspace(3) %470, align 2
  %.reass414 = or disjoint i32 %335, %invariant.op413
  %471 = add i32 %.reass414, %39
  %472 = sext i32 %471 to i64
  %473 = getelementptr bfloat, ptr addrspace(1) %0, i64 %472
  %474 = icmp slt i32 %.reass414, %5
  %475 = and i1 %40, %474
  %476 = zext i1 %475 to i32
  %477 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %473, i32 %476, i16 0) #6
  %478 = getelementptr i8, ptr addrspace(3) %426, i64 12
  store i16 %477, ptr addrspace(3) %478, align 4
  %.reass416 = or disjoint i32 %335, %invariant.op415
  %479 = add i32 %.reass416, %39
  %480 = sext i32 %479 to i64
  %481 = getelementptr bfloat, ptr addrspace(1) %0, i64 %480
  %482 = icmp slt i32 %.reass416, %5
  %483 = and i1 %40, %482
  %484 = zext i1 %483 to i32
  %485 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %481, i32 %484, i16 0) #6
  %486 = getelementptr i8, ptr addrspace(3) %426, i64 14
  store i16 %485, ptr addrspace(3) %486, align 2
  br label %.loopexit50

487:                                              ; preds = %.loopexit52
  %488 = zext nneg i32 %340 to i64
  %489 = sub nsw i64 %31, %488
  %490 = tail call i64 @llvm.smax.i64(i64 %489, i64 0)
  %491 = tail call i64 @llvm.umin.i64(i64 %490, i64 8)
  %492 = trunc nuw nsw i64 %491 to i32
  %493 = select i1 %40, i32 %492, i32 0
  %494 = icmp eq i32 %493, 0
  %495 = select i1 %494, ptr addrspace(1) %0, ptr addrspace(1) %422
  %496 = shl nuw nsw i32 %493, 1
  %497 = ptrtoint ptr addrspace(3) %426 to i64
  %498 = trunc i64 %497 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %498, ptr addrspace(1) %495, i32 %496) #6
  br label %.loopexit50

.loopexit50:                                      ; preds = %.preheader49, %487
  %499 = add i32 %340, %48
  %500 = sext i32 %499 to i64
  %501 = getelementptr bfloat, ptr addrspace(1) %0, i64 %500
  %502 = ptrtoint ptr addrspace(1) %501 to i64
  %503 = and i64 %502, 15
  %504 = icmp eq i64 %503, 0
  %505 = getelementptr i8, ptr addrspace(3) %339, i64 %53
  br i1 %504, label %566, label %.preheader47

.preheader47:                                     ; preds = %.loopexit50
  %506 = icmp slt i32 %340, %5
  %507 = and i1 %49, %506
  %508 = zext i1 %507 to i32
  %509 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %501, i32 %508, i16 0) #6
  store i16 %509, ptr addrspace(3) %505, align 16
  %.reass418 = or disjoint i32 %335, %invariant.op417
  %510 = add i32 %.reass418, %48
  %511 = sext i32 %510 to i64
  %512 = getelementptr bfloat, ptr addrspace(1) %0, i64 %511
  %513 = icmp slt i32 %.reass418, %5
  %514 = and i1 %49, %513
  %515 = zext i1 %514 to i32
  %516 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %512, i32 %515, i16 0) #6
  %517 = getelementptr i8, ptr addrspace(3) %505, i64 2
  store i16 %516, ptr addrspace(3) %517, align 2
  %.reass420 = or disjoint i32 %335, %invariant.op419
  %518 = add i32 %.reass420, %48
  %519 = sext i32 %518 to i64
  %520 = getelementptr bfloat, ptr addrspace(1) %0, i64 %519
  %521 = icmp slt i32 %.reass420, %5
  %522 = and i1 %49, %521
  %523 = zext i1 %522 to i32
  %524 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %520, i32 %523, i16 0) #6
  %525 = getelementptr i8, ptr addrspace(3) %505, i64 4
  store i16 %524, ptr addrspace(3) %525, align 4
  %.reass422 = or disjoint i32 %335, %invariant.op421
  %526 = add i32 %.reass422, %48
  %527 = sext i32 %526 to i64
  %528 = getelementptr bfloat, ptr addrspace(1) %0, i64 %527
  %529 = icmp slt i32 %.reass422, %5
  %530 = and i1 %49, %529
  %531 = zext i1 %530 to i32
  %532 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %528, i32 %531, i16 0) #6
  %533 = getelementptr i8, ptr addrspace(3) %505, i64 6
  store i16 %532, ptr addrspace(3) %533, align 2
  %.reass424 = or disjoint i32 %335, %invariant.op423
  %534 = add i32 %.reass424, %48
  %535 = sext i32 %534 to i64
  %536 = getelementptr bfloat, ptr addrspace(1) %0, i64 %535
  %537 = icmp slt i32 %.reass424, %5
  %538 = and i1 %49, %537
  %539 = zext i1 %538 to i32
  %540 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %536, i32 %539, i16 0) #6
  %541 = getelementptr i8, ptr addrspace(3) %505, i64 8
  store i16 %540, ptr addrspace(3) %541, align 8
  %.reass426 = or disjoint i32 %335, %invariant.op425
  %542 = add i32 %.reass426, %48
  %543 = sext i32 %542 to i64
  %544 = getelementptr bfloat, ptr addrspace(1) %0, i64 %543
  %545 = icmp slt i32 %.reass426, %5
  %546 = and i1 %49, %545
  %547 = zext i1 %546 to i32
  %548 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %544, i32 %547, i16 0) #6
  %549 = getelementptr i8, ptr addrspace(3) %505, i64 10
  store i16 %548, ptr addrspace(3) %549, align 2
  %.reass428 = or disjoint i32 %335, %invariant.op427
  %550 = add i32 %.reass428, %48
  %551 = sext i32 %550 to i64
  %552 = getelementptr bfloat, ptr addrspace(1) %0, i64 %551
  %553 = icmp slt i32 %.reass428, %5
  %554 = and i1 %49, %553
  %555 = zext i1 %554 to i32
  %556 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %552, i32 %555, i16 0) #6
  %557 = getelementptr i8, ptr addrspace(3) %505, i64 12
  store i16 %556, ptr addrspace(3) %557, align 4
  %.reass430 = or disjoint i32 %335, %invariant.op429
  %558 = add i32 %.reass430, %48
  %559 = sext i32 %558 to i64
  %560 = getelementptr bfloat, ptr addrspace(1) %0, i64 %559
  %561 = icmp slt i32 %.reass430, %5
  %562 = and i1 %49, %561
  %563 = zext i1 %562 to i32
  %564 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %560, i32 %563, i16 0) #6
  %565 = getelementptr i8, ptr addrspace(3) %505, i64 14
  store i16 %564, ptr addrspace(3) %565, align 2
  br label %.loopexit48

566:                                              ; preds = %.loopexit50
  %567 = zext nneg i32 %340 to i64
  %568 = sub nsw i64 %31, %567
  %569 = tail call i64 @llvm.smax.i64(i64 %568, i64 0)
  %570 = tail call i64 @llvm.umin.i64(i64 %569, i64 8)
  %571 = trunc nuw nsw i64 %570 to i32
  %572 = select i1 %49, i32 %571, i32 0
  %573 = icmp eq i32 %572, 0
  %574 = select i1 %573, ptr addrspace(1) %0, ptr addrspace(1) %501
  %575 = shl nuw nsw i32 %572, 1
  %576 = ptrtoint ptr addrspace(3) %505 to i64
  %577 = trunc i64 %576 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %577, ptr addrspace(1) %574, i32 %575) #6
  br label %.loopexit48

.loopexit48:                                      ; preds = %.preheader47, %566
  %578 = add i32 %340, %57
  %579 = sext i32 %578 to i64
  %580 = getelementptr bfloat, ptr addrspace(1) %0, i64 %579
  %581 = ptrtoint ptr addrspace(1) %580 to i64
  %582 = and i64 %581, 15
  %583 = icmp eq i64 %582, 0
  %584 = getelementptr i8, ptr addrspace(3) %339, i64 %62
  br i1 %583, label %645, label %.preheader45

.preheader45:                                     ; preds = %.loopexit48
  %585 = icmp slt i32 %340, %5
  %586 = and i1 %58, %585
  %587 = zext i1 %586 to i32
  %588 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %580, i32 %587, i16 0) #6
  store i16 %588, ptr addrspace(3) %584, align 16
  %.reass432 = or disjoint i32 %335, %invariant.op431
  %589 = add i32 %.reass432, %57
  %590 = sext i32 %589 to i64
  %591 = getelementptr bfloat, ptr addrspace(1) %0, i64 %590
  %592 = icmp slt i32 %.reass432, %5
  %593 = and i1 %58, %592
  %594 = zext i1 %593 to i32
  %595 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %591, i32 %594, i16 0) #6
  %596 = getelementptr i8, ptr addrspace(3) %584, i64 2
  store i16 %595, ptr addrspace(3) %596, align 2
  %.reass434 = or disjoint i32 %335, %invariant.op433
  %597 = add i32 %.reass434, %57
  %598 = sext i32 %597 to i64
  %599 = getelementptr bfloat, ptr addrspace(1) %0, i64 %598
  %600 = icmp slt i32 %.reass434, %5
  %601 = and i1 %58, %600
  %602 = zext i1 %601 to i32
  %603 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %599, i32 %602, i16 0) #6
  %604 = getelementptr i8, ptr addrspace(3) %584, i64 4
  store i16 %603, ptr addrspace(3) %604, align 4
  %.reass436 = or disjoint i32 %335, %invariant.op435
  %605 = add i32 %.reass436, %57
  %606 = sext i32 %605 to i64
  %607 = getelementptr bfloat, ptr addrspace(1) %0, i64 %606
  %608 = icmp slt i32 %.reass436, %5
  %609 = and i1 %58, %608
  %610 = zext i1 %609 to i32
  %611 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %607, i32 %610, i16 0) #6
  %612 = getelementptr i8, ptr addrspace(3) %584, i64 6
  store i16 %611, ptr addrspace(3) %612, align 2
  %.reass438 = or disjoint i32 %335, %invariant.op437
  %613 = add i32 %.reass438, %57
  %614 = sext i32 %613 to i64
  %615 = getelementptr bfloat, ptr addrspace(1) %0, i64 %614
  %616 = icmp slt i32 %.reass438, %5
  %617 = and i1 %58, %616
  %618 = zext i1 %617 to i32
  %619 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %615, i32 %618, i16 0) #6
  %620 = getelementptr i8, ptr addrspace(3) %584, i64 8
  store i16 %619, ptr addrspace(3) %620, align 8
  %.reass440 = or disjoint i32 %335, %invariant.op439
  %621 = add i32 %.reass440, %57
  %622 = sext i32 %621 to i64
  %623 = getelementptr bfloat, ptr addrspace(1) %0, i64 %622
  %624 = icmp slt i32 %.reass440, %5
  %625 = and i1 %58, %624
  %626 = zext i1 %625 to i32
  %627 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %623, i32 %626, i16 0) #6
  %628 = getelementptr i8, ptr addrspace(3) %584, i64 10
  store i16 %627, ptr addrspace(3) %628, align 2
  %.reass442 = or disjoint i32 %335, %invariant.op441
  %629 = add i32 %.reass442, %57
  %630 = sext i32 %629 to i64
  %631 = getelementptr bfloat, ptr addrspace(1) %0, i64 %630
  %632 = icmp slt i32 %.reass442, %5
  %633 = and i1 %58, %632
  %634 = zext i1 %633 to i32
  %635 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %631, i32 %634, i16 0) #6
  %636 = getelementptr i8, ptr addrspace(3) %584, i64 12
  store i16 %635, ptr addrspace(3) %636, align 4
  %.reass444 = or disjoint i32 %335, %invariant.op443
  %637 = add i32 %.reass444, %57
  %638 = sext i32 %637 to i64
  %639 = getelementptr bfloat, ptr addrspace(1) %0, i64 %638
  %640 = icmp slt i32 %.reass444, %5
  %641 = and i1 %58, %640
  %642 = zext i1 %641 to i32
  %643 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %639, i32 %642, i16 0) #6
  %644 = getelementptr i8, ptr addrspace(3) %584, i64 14
  store i16 %643, ptr addrspace(3) %644, align 2
  br label %.loopexit46

645:                                              ; preds = %.loopexit48
  %646 = zext nneg i32 %340 to i64
  %647 = sub nsw i64 %31, %646
  %648 = tail call i64 @llvm.smax.i64(i64 %647, i64 0)
  %649 = tail call i64 @llvm.umin.i64(i64 %648, i64 8)
  %650 = trunc nuw nsw i64 %649 to i32
  %651 = select i1 %58, i32 %650, i32 0
  %652 = icmp eq i32 %651, 0
  %653 = select i1 %652, ptr addrspace(1) %0, ptr addrspace(1) %580
  %654 = shl nuw nsw i32 %651, 1
  %655 = ptrtoint ptr addrspace(3) %584 to i64
  %656 = trunc i64 %655 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %656, ptr addrspace(1) %653, i32 %654) #6
  br label %.loopexit46

.loopexit46:                                      ; preds = %.preheader45, %645
  %657 = getelementptr i8, ptr addrspace(3) %339, i64 18432
  %658 = or disjoint i32 %335, %63
  %659 = mul i32 %658, %4
  %660 = add i32 %659, %65
  %661 = sext i32 %660 to i64
  %662 = getelementptr bfloat, ptr addrspace(1) %1, i64 %661
  %663 = ptrtoint ptr addrspace(1) %662 to i64
  %664 = and i64 %663, 15
  %665 = icmp eq i64 %664, 0
  %666 = icmp slt i32 %658, %5
  %667 = getelementptr i8, ptr addrspace(3) %657, i64 %70
  br i1 %665, label %720, label %.preheader43.preheader

.preheader43.preheader:                           ; preds = %.loopexit46
  %668 = and i1 %666, %91
  %669 = zext i1 %668 to i32
  %670 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %662, i32 %669, i16 0) #6
  store i16 %670, ptr addrspace(3) %667, align 16
  %671 = add i32 %93, %659
  %672 = sext i32 %671 to i64
  %673 = getelementptr bfloat, ptr addrspace(1) %1, i64 %672
  %674 = and i1 %666, %94
  %675 = zext i1 %674 to i32
  %676 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %673, i32 %675, i16 0) #6
  %677 = getelementptr i8, ptr addrspace(3) %667, i64 2
  store i16 %676, ptr addrspace(3) %677, align 2
  %678 = add i32 %96, %659
  %679 = sext i32 %678 to i64
  %680 = getelementptr bfloat, ptr addrspace(1) %1, i64 %679
  %681 = and i1 %666, %97
  %682 = zext i1 %681 to i32
  %683 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %680, i32 %682, i16 0) #6
  %684 = getelementptr i8, ptr addrspace(3) %667, i64 4
  store i16 %683, ptr addrspace(3) %684, align 4
  %685 = add i32 %99, %659
  %686 = sext i32 %685 to i64
  %687 = getelementptr bfloat, ptr addrspace(1) %1, i64 %686
  %688 = and i1 %666, %100
  %689 = zext i1 %688 to i32
  %690 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %687, i32 %689, i16 0) #6
  %691 = getelementptr i8, ptr addrspace(3) %667, i64 6
  store i16 %690, ptr addrspace(3) %691, align 2
  %692 = add i32 %102, %659
  %693 = sext i32 %692 to i64
  %694 = getelementptr bfloat, ptr addrspace(1) %1, i64 %693
  %695 = and i1 %666, %103
  %696 = zext i1 %695 to i32
  %697 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %694, i32 %696, i16 0) #6
  %698 = getelementptr i8, ptr addrspace(3) %667, i64 8
  store i16 %697, ptr addrspace(3) %698, align 8
  %699 = add i32 %105, %659
  %700 = sext i32 %699 to i64
  %701 = getelementptr bfloat, ptr addrspace(1) %1, i64 %700
  %702 = and i1 %666, %106
  %703 = zext i1 %702 to i32
  %704 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %701, i32 %703, i16 0) #6
  %705 = getelementptr i8, ptr addrspace(3) %667, i64 10
  store i16 %704, ptr addrspace(3) %705, align 2
  %706 = add i32 %108, %659
  %707 = sext i32 %706 to i64
  %708 = getelementptr bfloat, ptr addrspace(1) %1, i64 %707
  %709 = and i1 %666, %109
  %710 = zext i1 %709 to i32
  %711 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %708, i32 %710, i16 0) #6
  %712 = getelementptr i8, ptr addrspace(3) %667, i64 12
  store i16 %711, ptr addrspace(3) %712, align 4
  %713 = add i32 %111, %659
  %714 = sext i32 %713 to i64
  %715 = getelementptr bfloat, ptr addrspace(1) %1, i64 %714
  %716 = and i1 %666, %112
  %717 = zext i1 %716 to i32
  %718 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %715, i32 %717, i16 0) #6
  %719 = getelementptr i8, ptr addrspace(3) %667, i64 14
  store i16 %718, ptr addrspace(3) %719, align 2
  br label %.loopexit44

720:                                              ; preds = %.loopexit46
  %721 = select i1 %666, i32 %75, i32 0
  %722 = icmp eq i32 %721, 0
  %723 = select i1 %722, ptr addrspace(1) %1, ptr addrspace(1) %662
  %724 = shl nuw nsw i32 %721, 1
  %725 = ptrtoint ptr addrspace(3) %667 to i64
  %726 = trunc i64 %725 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %726, ptr addrspace(1) %723, i32 %724) #6
  br label %.loopexit44

.loopexit44:                                      ; preds = %.preheader43.preheader, %720
  %727 = or disjoint i32 %335, %76
  %728 = mul i32 %727, %4
  %729 = add i32 %728, %65
  %730 = sext i32 %729 to i64
  %731 = getelementptr bfloat, ptr addrspace(1) %1, i64 %730
  %732 = ptrtoint ptr addrspace(1) %731 to i64
  %733 = and i64 %732, 15
  %734 = icmp eq i64 %733, 0
  %735 = icmp slt i32 %727, %5
  %736 = getelementptr i8, ptr addrspace(3) %657, i64 %80
  br i1 %734, label %789, label %.preheader41.preheader

.preheader41.preheader:                           ; preds = %.loopexit44
  %737 = and i1 %735, %113
  %738 = zext i1 %737 to i32
  %739 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %731, i32 %738, i16 0) #6
  store i16 %739, ptr addrspace(3) %736, align 16
  %740 = add i32 %115, %728
  %741 = sext i32 %740 to i64
  %742 = getelementptr bfloat, ptr addrspace(1) %1, i64 %741
  %743 = and i1 %735, %116
  %744 = zext i1 %743 to i32
  %745 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %742, i32 %744, i16 0) #6
  %746 = getelementptr i8, ptr addrspace(3) %736, i64 2
  store i16 %745, ptr addrspace(3) %746, align 2
  %747 = add i32 %118, %728
  %748 = sext i32 %747 to i64
  %749 = getelementptr bfloat, ptr addrspace(1) %1, i64 %748
  %750 = and i1 %735, %119
  %751 = zext i1 %750 to i32
  %752 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %749, i32 %751, i16 0) #6
  %753 = getelementptr i8, ptr addrspace(3) %736, i64 4
  store i16 %752, ptr addrspace(3) %753, align 4
  %754 = add i32 %121, %728
  %755 = sext i32 %754 to i64
  %756 = getelementptr bfloat, ptr addrspace(1) %1, i64 %755
  %757 = and i1 %735, %122
  %758 = zext i1 %757 to i32
  %759 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %756, i32 %758, i16 0) #6
  %760 = getelementptr i8, ptr addrspace(3) %736, i64 6
  store i16 %759, ptr addrspace(3) %760, align 2
  %761 = add i32 %124, %728
  %762 = sext i32 %761 to i64
  %763 = getelementptr bfloat, ptr addrspace(1) %1, i64 %762
  %764 = and i1 %735, %125
  %765 = zext i1 %764 to i32
  %766 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %763, i32 %765, i16 0) #6
  %767 = getelementptr i8, ptr addrspace(3) %736, i64 8
  store i16 %766, ptr addrspace(3) %767, align 8
  %768 = add i32 %127, %728
  %769 = sext i32 %768 to i64
  %770 = getelementptr bfloat, ptr addrspace(1) %1, i64 %769
  %771 = and i1 %735, %128
  %772 = zext i1 %771 to i32
  %773 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %770, i32 %772, i16 0) #6
  %774 = getelementptr i8, ptr addrspace(3) %736, i64 10
  store i16 %773, ptr addrspace(3) %774, align 2
  %775 = add i32 %130, %728
  %776 = sext i32 %775 to i64
  %777 = getelementptr bfloat, ptr addrspace(1) %1, i64 %776
  %778 = and i1 %735, %131
  %779 = zext i1 %778 to i32
  %780 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %777, i32 %779, i16 0) #6
  %781 = getelementptr i8, ptr addrspace(3) %736, i64 12
  store i16 %780, ptr addrspace(3) %781, align 4
  %782 = add i32 %133, %728
  %783 = sext i32 %782 to i64
  %784 = getelementptr bfloat, ptr addrspace(1) %1, i64 %783
  %785 = and i1 %735, %134
  %786 = zext i1 %785 to i32
  %787 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %784, i32 %786, i16 0) #6
  %788 = getelementptr i8, ptr addrspace(3) %736, i64 14
  store i16 %787, ptr addrspace(3) %788, align 2
  br label %.loopexit42

789:                                              ; preds = %.loopexit44
  %790 = select i1 %735, i32 %75, i32 0
  %791 = icmp eq i32 %790, 0
  %792 = select i1 %791, ptr addrspace(1) %1, ptr addrspace(1) %731
  %793 = shl nuw nsw i32 %790, 1
  %794 = ptrtoint ptr addrspace(3) %736 to i64
  %795 = trunc i64 %794 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %795, ptr addrspace(1) %792, i32 %793) #6
  br label %.loopexit42

.loopexit42:                                      ; preds = %.preheader41.preheader, %789
  %796 = or disjoint i32 %335, %81
  %797 = mul i32 %796, %4
  %798 = add i32 %797, %65
  %799 = sext i32 %798 to i64
  %800 = getelementptr bfloat, ptr addrspace(1) %1, i64 %799
  %801 = ptrtoint ptr addrspace(1) %800 to i64
  %802 = and i64 %801, 15
  %803 = icmp eq i64 %802, 0
  %804 = icmp slt i32 %796, %5
  %805 = getelementptr i8, ptr addrspace(3) %657, i64 %85
  br i1 %803, label %858, label %.preheader39.preheader

.preheader39.preheader:                           ; preds = %.loopexit42
  %806 = and i1 %804, %135
  %807 = zext i1 %806 to i32
  %808 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %800, i32 %807, i16 0) #6
  store i16 %808, ptr addrspace(3) %805, align 16
  %809 = add i32 %137, %797
  %810 = sext i32 %809 to i64
  %811 = getelementptr bfloat, ptr addrspace(1) %1, i64 %810
  %812 = and i1 %804, %138
  %813 = zext i1 %812 to i32
  %814 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %811, i32 %813, i16 0) #6
  %815 = getelementptr i8, ptr addrspace(3) %805, i64 2
  store i16 %814, ptr addrspace(3) %815, align 2
  %816 = add i32 %140, %797
  %817 = sext i32 %816 to i64
  %818 = getelementptr bfloat, ptr addrspace(1) %1, i64 %817
  %819 = and i1 %804, %141
  %820 = zext i1 %819 to i32
  %821 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %818, i32 %820, i16 0) #6
  %822 = getelementptr i8, ptr addrspace(3) %805, i64 4
  store i16 %821, ptr addrspace(3) %822, align 4
  %823 = add i32 %143, %797
  %824 = sext i32 %823 to i64
  %825 = getelementptr bfloat, ptr addrspace(1) %1, i64 %824
  %826 = and i1 %804, %144
  %827 = zext i1 %826 to i32
  %828 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %825, i32 %827, i16 0) #6
  %829 = getelementptr i8, ptr addrspace(3) %805, i64 6
  store i16 %828, ptr addrspace(3) %829, align 2
  %830 = add i32 %146, %797
  %831 = sext i32 %830 to i64
  %832 = getelementptr bfloat, ptr addrspace(1) %1, i64 %831
  %833 = and i1 %804, %147
  %834 = zext i1 %833 to i32
  %835 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %832, i32 %834, i16 0) #6
  %836 = getelementptr i8, ptr addrspace(3) %805, i64 8
  store i16 %835, ptr addrspace(3) %836, align 8
  %837 = add i32 %149, %797
  %838 = sext i32 %837 to i64
  %839 = getelementptr bfloat, ptr addrspace(1) %1, i64 %838
  %840 = and i1 %804, %150
  %841 = zext i1 %840 to i32
  %842 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %839, i32 %841, i16 0) #6
  %843 = getelementptr i8, ptr addrspace(3) %805, i64 10
  store i16 %842, ptr addrspace(3) %843, align 2
  %844 = add i32 %152, %797
  %845 = sext i32 %844 to i64
  %846 = getelementptr bfloat, ptr addrspace(1) %1, i64 %845
  %847 = and i1 %804, %153
  %848 = zext i1 %847 to i32
  %849 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %846, i32 %848, i16 0) #6
  %850 = getelementptr i8, ptr addrspace(3) %805, i64 12
  store i16 %849, ptr addrspace(3) %850, align 4
  %851 = add i32 %155, %797
  %852 = sext i32 %851 to i64
  %853 = getelementptr bfloat, ptr addrspace(1) %1, i64 %852
  %854 = and i1 %804, %156
  %855 = zext i1 %854 to i32
  %856 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %853, i32 %855, i16 0) #6
  %857 = getelementptr i8, ptr addrspace(3) %805, i64 14
  store i16 %856, ptr addrspace(3) %857, align 2
  br label %.loopexit40

858:                                              ; preds = %.loopexit42
  %859 = select i1 %804, i32 %75, i32 0
  %860 = icmp eq i32 %859, 0
  %861 = select i1 %860, ptr addrspace(1) %1, ptr addrspace(1) %800
  %862 = shl nuw nsw i32 %859, 1
  %863 = ptrtoint ptr addrspace(3) %805 to i64
  %864 = trunc i64 %863 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %864, ptr addrspace(1) %861, i32 %862) #6
  br label %.loopexit40

.loopexit40:                                      ; preds = %.preheader39.preheader, %858
  %865 = or disjoint i32 %335, %86
  %866 = mul i32 %865, %4
  %867 = add i32 %866, %65
  %868 = sext i32 %867 to i64
  %869 = getelementptr bfloat, ptr addrspace(1) %1, i64 %868
  %870 = ptrtoint ptr addrspace(1) %869 to i64
  %871 = and i64 %870, 15
  %872 = icmp eq i64 %871, 0
  %873 = icmp slt i32 %865, %5
  %874 = getelementptr i8, ptr addrspace(3) %657, i64 %90
  br i1 %872, label %927, label %.preheader37.preheader

.preheader37.preheader:                           ; preds = %.loopexit40
  %875 = and i1 %873, %157
  %876 = zext i1 %875 to i32
  %877 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %869, i32 %876, i16 0) #6
  store i16 %877, ptr addrspace(3) %874, align 16
  %878 = add i32 %159, %866
  %879 = sext i32 %878 to i64
  %880 = getelementptr bfloat, ptr addrspace(1) %1, i64 %879
  %881 = and i1 %873, %160
  %882 = zext i1 %881 to i32
  %883 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %880, i32 %882, i16 0) #6
  %884 = getelementptr i8, ptr addrspace(3) %874, i64 2
  store i16 %883, ptr addrspace(3) %884, align 2
  %885 = add i32 %162, %866
  %886 = sext i32 %885 to i64
  %887 = getelementptr bfloat, ptr addrspace(1) %1, i64 %886
  %888 = and i1 %873, %163
  %889 = zext i1 %888 to i32
  %890 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %887, i32 %889, i16 0) #6
  %891 = getelementptr i8, ptr addrspace(3) %874, i64 4
  store i16 %890, ptr addrspace(3) %891, align 4
  %892 = add i32 %165, %866
  %893 = sext i32 %892 to i64
  %894 = getelementptr bfloat, ptr addrspace(1) %1, i64 %893
  %895 = and i1 %873, %166
  %896 = zext i1 %895 to i32
  %897 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %894, i32 %896, i16 0) #6
  %898 = getelementptr i8, ptr addrspace(3) %874, i64 6
  store i16 %897, ptr addrspace(3) %898, align 2
  %899 = add i32 %168, %866
  %900 = sext i32 %899 to i64
  %901 = getelementptr bfloat, ptr addrspace(1) %1, i64 %900
  %902 = and i1 %873, %169
  %903 = zext i1 %902 to i32
  %904 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %901, i32 %903, i16 0) #6
  %905 = getelementptr i8, ptr addrspace(3) %874, i64 8
  store i16 %904, ptr addrspace(3) %905, align 8
  %906 = add i32 %171, %866
  %907 = sext i32 %906 to i64
  %908 = getelementptr bfloat, ptr addrspace(1) %1, i64 %907
  %909 = and i1 %873, %172
  %910 = zext i1 %909 to i32
  %911 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %908, i32 %910, i16 0) #6
  %912 = getelementptr i8, ptr addrspace(3) %874, i64 10
  store i16 %911, ptr addrspace(3) %912, align 2
  %913 = add i32 %174, %866
  %914 = sext i32 %913 to i64
  %915 = getelementptr bfloat, ptr addrspace(1) %1, i64 %914
  %916 = and i1 %873, %175
  %917 = zext i1 %916 to i32
  %918 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %915, i32 %917, i16 0) #6
  %919 = getelementptr i8, ptr addrspace(3) %874, i64 12
  store i16 %918, ptr addrspace(3) %919, align 4
  %920 = add i32 %177, %866
  %921 = sext i32 %920 to i64
  %922 = getelementptr bfloat, ptr addrspace(1) %1, i64 %921
  %923 = and i1 %873, %178
  %924 = zext i1 %923 to i32
  %925 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %922, i32 %924, i16 0) #6
  %926 = getelementptr i8, ptr addrspace(3) %874, i64 14
  store i16 %925, ptr addrspace(3) %926, align 2
  br label %.loopexit38

927:                                              ; preds = %.loopexit40
  %928 = select i1 %873, i32 %75, i32 0
  %929 = icmp eq i32 %928, 0
  %930 = select i1 %929, ptr addrspace(1) %1, ptr addrspace(1) %869
  %931 = shl nuw nsw i32 %928, 1
  %932 = ptrtoint ptr addrspace(3) %874 to i64
  %933 = trunc i64 %932 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %933, ptr addrspace(1) %930, i32 %931) #6
  br label %.loopexit38

.loopexit38:                                      ; preds = %.preheader37.preheader, %927, %332
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %934 = add nuw nsw i64 %333, 1
  %exitcond.not = icmp eq i64 %934, 3
  br i1 %exitcond.not, label %.preheader36, label %332

935:                                              ; preds = %.lr.ph, %.loopexit
  %936 = phi i32 [ 0, %.lr.ph ], [ %2078, %.loopexit ]
  %937 = phi float [ 0.000000e+00, %.lr.ph ], [ %2075, %.loopexit ]
  %938 = phi float [ 0.000000e+00, %.lr.ph ], [ %2074, %.loopexit ]
  %939 = phi float [ 0.000000e+00, %.lr.ph ], [ %2073, %.loopexit ]
  %940 = phi float [ 0.000000e+00, %.lr.ph ], [ %2072, %.loopexit ]
  %941 = phi float [ 0.000000e+00, %.lr.ph ], [ %2070, %.loopexit ]
  %942 = phi float [ 0.000000e+00, %.lr.ph ], [ %2069, %.loopexit ]
  %943 = phi float [ 0.000000e+00, %.lr.ph ], [ %2068, %.loopexit ]
  %944 = phi float [ 0.000000e+00, %.lr.ph ], [ %2067, %.loopexit ]
  %945 = phi float [ 0.000000e+00, %.lr.ph ], [ %2065, %.loopexit ]
  %946 = phi float [ 0.000000e+00, %.lr.ph ], [ %2064, %.loopexit ]
  %947 = phi float [ 0.000000e+00, %.lr.ph ], [ %2063, %.loopexit ]
  %948 = phi float [ 0.000000e+00, %.lr.ph ], [ %2062, %.loopexit ]
  %949 = phi float [ 0.000000e+00, %.lr.ph ], [ %2060, %.loopexit ]
  %950 = phi float [ 0.000000e+00, %.lr.ph ], [ %2059, %.loopexit ]
  %951 = phi float [ 0.000000e+00, %.lr.ph ], [ %2058, %.loopexit ]
  %952 = phi float [ 0.000000e+00, %.lr.ph ], [ %2057, %.loopexit ]
  %953 = phi float [ 0.000000e+00, %.lr.ph ], [ %2049, %.loopexit ]
  %954 = phi float [ 0.000000e+00, %.lr.ph ], [ %2048, %.loopexit ]
  %955 = phi float [ 0.000000e+00, %.lr.ph ], [ %2047, %.loopexit ]
  %956 = phi float [ 0.000000e+00, %.lr.ph ], [ %2046, %.loopexit ]
  %957 = phi float [ 0.000000e+00, %.lr.ph ], [ %2044, %.loopexit ]
  %958 = phi float [ 0.000000e+00, %.lr.ph ], [ %2043, %.loopexit ]
  %959 = phi float [ 0.000000e+00, %.lr.ph ], [ %2042, %.loopexit ]
  %960 = phi float [ 0.000000e+00, %.lr.ph ], [ %2041, %.loopexit ]
  %961 = phi float [ 0.000000e+00, %.lr.ph ], [ %2039, %.loopexit ]
  %962 = phi float [ 0.000000e+00, %.lr.ph ], [ %2038, %.loopexit ]
  %963 = phi float [ 0.000000e+00, %.lr.ph ], [ %2037, %.loopexit ]
  %964 = phi float [ 0.000000e+00, %.lr.ph ], [ %2036, %.loopexit ]
  %965 = phi float [ 0.000000e+00, %.lr.ph ], [ %2034, %.loopexit ]
  %966 = phi float [ 0.000000e+00, %.lr.ph ], [ %2033, %.loopexit ]
  %967 = phi float [ 0.000000e+00, %.lr.ph ], [ %2032, %.loopexit ]
  %968 = phi float [ 0.000000e+00, %.lr.ph ], [ %2031, %.loopexit ]
  %969 = phi float [ 0.000000e+00, %.lr.ph ], [ %2023, %.loopexit ]
  %970 = phi float [ 0.000000e+00, %.lr.ph ], [ %2022, %.loopexit ]
  %971 = phi float [ 0.000000e+00, %.lr.ph ], [ %2021, %.loopexit ]
  %972 = phi float [ 0.000000e+00, %.lr.ph ], [ %2020, %.loopexit ]
  %973 = phi float [ 0.000000e+00, %.lr.ph ], [ %2018, %.loopexit ]
  %974 = phi float [ 0.000000e+00, %.lr.ph ], [ %2017, %.loopexit ]
  %975 = phi float [ 0.000000e+00, %.lr.ph ], [ %2016, %.loopexit ]
  %976 = phi float [ 0.000000e+00, %.lr.ph ], [ %2015, %.loopexit ]
  %977 = phi float [ 0.000000e+00, %.lr.ph ], [ %2013, %.loopexit ]
  %978 = phi float [ 0.000000e+00, %.lr.ph ], [ %2012, %.loopexit ]
  %979 = phi float [ 0.000000e+00, %.lr.ph ], [ %2011, %.loopexit ]
  %980 = phi float [ 0.000000e+00, %.lr.ph ], [ %2010, %.loopexit ]
  %981 = phi float [ 0.000000e+00, %.lr.ph ], [ %2008, %.loopexit ]
  %982 = phi float [ 0.000000e+00, %.lr.ph ], [ %2007, %.loopexit ]
  %983 = phi float [ 0.000000e+00, %.lr.ph ], [ %2006, %.loopexit ]
  %984 = phi float [ 0.000000e+00, %.lr.ph ], [ %2005, %.loopexit ]
  %985 = phi float [ 0.000000e+00, %.lr.ph ], [ %1997, %.loopexit ]
  %986 = phi float [ 0.000000e+00, %.lr.ph ], [ %1996, %.loopexit ]
  %987 = phi float [ 0.000000e+00, %.lr.ph ], [ %1995, %.loopexit ]
  %988 = phi float [ 0.000000e+00, %.lr.ph ], [ %1994, %.loopexit ]
  %989 = phi float [ 0.000000e+00, %.lr.ph ], [ %1992, %.loopexit ]
  %990 = phi float [ 0.000000e+00, %.lr.ph ], [ %1991, %.loopexit ]
  %991 = phi float [ 0.000000e+00, %.lr.ph ], [ %1990, %.loopexit ]
  %992 = phi float [ 0.000000e+00, %.lr.ph ], [ %1989, %.loopexit ]
  %993 = phi float [ 0.000000e+00, %.lr.ph ], [ %1981, %.loopexit ]
  %994 = phi float [ 0.000000e+00, %.lr.ph ], [ %1980, %.loopexit ]
  %995 = phi float [ 0.000000e+00, %.lr.ph ], [ %1979, %.loopexit ]
  %996 = phi float [ 0.000000e+00, %.lr.ph ], [ %1978, %.loopexit ]
  %997 = phi float [ 0.000000e+00, %.lr.ph ], [ %1976, %.loopexit ]
  %998 = phi float [ 0.000000e+00, %.lr.ph ], [ %1975, %.loopexit ]
  %999 = phi float [ 0.000000e+00, %.lr.ph ], [ %1974, %.loopexit ]
  %1000 = phi float [ 0.000000e+00, %.lr.ph ], [ %1973, %.loopexit ]
  %1001 = phi i32 [ 0, %.lr.ph ], [ %2079, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1002 = add i32 %1001, 192
  %1003 = icmp slt i32 %1002, %5
  %1004 = icmp slt i32 %1001, 2147483456
  %1005 = and i1 %1004, %1003
  br i1 %1005, label %1006, label %.loopexit

1006:                                             ; preds = %935
  %1007 = add i32 %936, 3
  %1008 = icmp ugt i32 %1007, 3
  %1009 = add i32 %936, -1
  %1010 = select i1 %1008, i32 %1009, i32 %1007
  %1011 = mul i32 %1010, 35840
  %1012 = sext i32 %1011 to i64
  %1013 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_dsmem, i64 %1012
  %1014 = or disjoint i32 %1002, %27
  %1015 = add i32 %1014, %29
  %1016 = sext i32 %1015 to i64
  %1017 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1016
  %1018 = ptrtoint ptr addrspace(1) %1017 to i64
  %1019 = and i64 %1018, 15
  %1020 = icmp eq i64 %1019, 0
  %1021 = getelementptr i8, ptr addrspace(3) %1013, i64 %35
  br i1 %1020, label %1082, label %.preheader34

.preheader34:                                     ; preds = %1006
  %1022 = icmp slt i32 %1014, %5
  %1023 = and i1 %30, %1022
  %1024 = zext i1 %1023 to i32
  %1025 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1017, i32 %1024, i16 0) #6
  store i16 %1025, ptr addrspace(3) %1021, align 16
  %.reass446 = or disjoint i32 %1002, %invariant.op445
  %1026 = add i32 %.reass446, %29
  %1027 = sext i32 %1026 to i64
  %1028 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1027
  %1029 = icmp slt i32 %.reass446, %5
  %1030 = and i1 %30, %1029
  %1031 = zext i1 %1030 to i32
  %1032 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1028, i32 %1031, i16 0) #6
  %1033 = getelementptr i8, ptr addrspace(3) %1021, i64 2
  store i16 %1032, ptr addrspace(3) %1033, align 2
  %.reass448 = or disjoint i32 %1002, %invariant.op447
  %1034 = add i32 %.reass448, %29
  %1035 = sext i32 %1034 to i64
  %1036 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1035
  %1037 = icmp slt i32 %.reass448, %5
  %1038 = and i1 %30, %1037
  %1039 = zext i1 %1038 to i32
  %1040 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1036, i32 %1039, i16 0) #6
  %1041 = getelementptr i8, ptr addrspace(3) %1021, i64 4
  store i16 %1040, ptr addrspace(3) %1041, align 4
  %.reass450 = or disjoint i32 %1002, %invariant.op449
  %1042 = add i32 %.reass450, %29
  %1043 = sext i32 %1042 to i64
  %1044 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1043
  %1045 = icmp slt i32 %.reass450, %5
  %1046 = and i1 %30, %1045
  %1047 = zext i1 %1046 to i32
  %1048 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1044, i32 %1047, i16 0) #6
  %1049 = getelementptr i8, ptr addrspace(3) %1021, i64 6
  store i16 %1048, ptr addrspace(3) %1049, align 2
  %.reass452 = or disjoint i32 %1002, %invariant.op451
  %1050 = add i32 %.reass452, %29
  %1051 = sext i32 %1050 to i64
  %1052 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1051
  %1053 = icmp slt i32 %.reass452, %5
  %1054 = and i1 %30, %1053
  %1055 = zext i1 %1054 to i32
  %1056 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1052, i32 %1055, i16 0) #6
  %1057 = getelementptr i8, ptr addrspace(3) %1021, i64 8
  store i16 %1056, ptr addrspace(3) %1057, align 8
  %.reass454 = or disjoint i32 %1002, %invariant.op453
  %1058 = add i32 %.reass454, %29
  %1059 = sext i32 %1058 to i64
  %1060 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1059
  %1061 = icmp slt i32 %.reass454, %5
  %1062 = and i1 %30, %1061
  %1063 = zext i1 %1062 to i32
  %1064 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1060, i32 %1063, i16 0) #6
  %1065 = getelementptr i8, ptr addrspace(3) %1021, i64 10
  store i16 %1064, ptr addrspace(3) %1065, align 2
  %.reass456 = or disjoint i32 %1002, %invariant.op455
  %1066 = add i32 %.reass456, %29
  %1067 = sext i32 %1066 to i64
  %1068 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1067
  %1069 = icmp slt i32 %.reass456, %5
  %1070 = and i1 %30, %1069
  %1071 = zext i1 %1070 to i32
  %1072 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1068, i32 %1071, i16 0) #6
  %1073 = getelementptr i8, ptr addrspace(3) %1021, i64 12
  store i16 %1072, ptr addrspace(3) %1073, align 4
  %.reass458 = or disjoint i32 %1002, %invariant.op457
  %1074 = add i32 %.reass458, %29
  %1075 = sext i32 %1074 to i64
  %1076 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1075
  %1077 = icmp slt i32 %.reass458, %5
  %1078 = and i1 %30, %1077
  %1079 = zext i1 %1078 to i32
  %1080 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1076, i32 %1079, i16 0) #6
  %1081 = getelementptr i8, ptr addrspace(3) %1021, i64 14
  store i16 %1080, ptr addrspace(3) %1081, align 2
  br label %.loopexit35

1082:                                             ; preds = %1006
  %1083 = sext i32 %1014 to i64
  %1084 = sub nsw i64 %31, %1083
  %1085 = tail call i64 @llvm.smax.i64(i64 %1084, i64 0)
  %1086 = tail call i64 @llvm.umin.i64(i64 %1085, i64 8)
  %1087 = trunc nuw nsw i64 %1086 to i32
  %1088 = select i1 %30, i32 %1087, i32 0
  %1089 = icmp eq i32 %1088, 0
  %1090 = select i1 %1089, ptr addrspace(1) %0, ptr addrspace(1) %1017
  %1091 = shl nuw nsw i32 %1088, 1
  %1092 = ptrtoint ptr addrspace(3) %1021 to i64
  %1093 = trunc i64 %1092 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1093, ptr addrspace(1) %1090, i32 %1091) #6
  br label %.loopexit35

.loopexit35:                                      ; preds = %.preheader34, %1082
  %1094 = add i32 %1014, %39
  %1095 = sext i32 %1094 to i64
  %1096 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1095
  %1097 = ptrtoint ptr addrspace(1) %1096 to i64
  %1098 = and i64 %1097, 15
  %1099 = icmp eq i64 %1098, 0
  %1100 = getelementptr i8, ptr addrspace(3) %1013, i64 %44
  br i1 %1099, label %1161, label %.preheader32

.preheader32:                                     ; preds = %.loopexit35
  %1101 = icmp slt i32 %1014, %5
  %1102 = and i1 %40, %1101
  %1103 = zext i1 %1102 to i32
  %1104 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1096, i32 %1103, i16 0) #6
  store i16 %1104, ptr addrspace(3) %1100, align 16
  %.reass460 = or disjoint i32 %1002, %invariant.op459
  %1105 = add i32 %.reass460, %39
  %1106 = sext i32 %1105 to i64
  %1107 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1106
  %1108 = icmp slt i32 %.reass460, %5
  %1109 = and i1 %40, %1108
  %1110 = zext i1 %1109 to i32
  %1111 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1107, i32 %1110, i16 0) #6
  %1112 = getelementptr i8, ptr addrspace(3) %1100, i64 2
  store i16 %1111, ptr addrspace(3) %1112, align 2
  %.reass462 = or disjoint i32 %1002, %invariant.op461
  %1113 = add i32 %.reass462, %39
  %1114 = sext i32 %1113 to i64
  %1115 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1114
  %1116 = icmp slt i32 %.reass462, %5
  %1117 = and i1 %40, %1116
  %1118 = zext i1 %1117 to i32
  %1119 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1115, i32 %1118, i16 0) #6
  %1120 = getelementptr i8, ptr addrspace(3) %1100, i64 4
  store i16 %1119, ptr addrspace(3) %1120, align 4
  %.reass464 = or disjoint i32 %1002, %invariant.op463
  %1121 = add i32 %.reass464, %39
  %1122 = sext i32 %1121 to i64
  %1123 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1122
  %1124 = icmp slt i32 %.reass464, %5
  %1125 = and i1 %40, %1124
  %1126 = zext i1 %1125 to i32
  %1127 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1123, i32 %1126, i16 0) #6
  %1128 = getelementptr i8, ptr addrspace(3) %1100, i64 6
  store i16 %1127, ptr addrspace(3) %1128, align 2
  %.reass466 = or disjoint i32 %1002, %invariant.op465
  %1129 = add i32 %.reass466, %39
  %1130 = sext i32 %1129 to i64
  %1131 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1130
  %1132 = icmp slt i32 %.reass466, %5
  %1133 = and i1 %40, %1132
  %1134 = zext i1 %1133 to i32
  %1135 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1131, i32 %1134, i16 0) #6
  %1136 = getelementptr i8, ptr addrspace(3) %1100, i64 8
  store i16 %1135, ptr addrspace(3) %1136, align 8
  %.reass468 = or disjoint i32 %1002, %invariant.op467
  %1137 = add i32 %.reass468, %39
  %1138 = sext i32 %1137 to i64
  %1139 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1138
  %1140 = icmp slt i32 %.reass468, %5
  %1141 = and i1 %40, %1140
  %1142 = zext i1 %1141 to i32
  %1143 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1139, i32 %1142, i16 0) #6
  %1144 = getelementptr i8, ptr addrspace(3) %1100, i64 10
  store i16 %1143, ptr addrspace(3) %1144, align 2
  %.reass470 = or disjoint i32 %1002, %invariant.op469
  %1145 = add i32 %.reass470, %39
  %1146 = sext i32 %1145 to i64
  %1147 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1146
  %1148 = icmp slt i32 %.reass470, %5
  %1149 = and i1 %40, %1148
  %1150 = zext i1 %1149 to i32
  %1151 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1147, i32 %1150, i16 0) #6
  %1152 = getelementptr i8, ptr addrspace(3) %1100, i64 12
  store i16 %1151, ptr addrspace(3) %1152, align 4
  %.reass472 = or disjoint i32 %1002, %invariant.op471
  %1153 = add i32 %.reass472, %39
  %1154 = sext i32 %1153 to i64
  %1155 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1154
  %1156 = icmp slt i32 %.reass472, %5
  %1157 = and i1 %40, %1156
  %1158 = zext i1 %1157 to i32
  %1159 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1155, i32 %1158, i16 0) #6
  %1160 = getelementptr i8, ptr addrspace(3) %1100, i64 14
  store i16 %1159, ptr addrspace(3) %1160, align 2
  br label %.loopexit33

1161:                                             ; preds = %.loopexit35
  %1162 = sext i32 %1014 to i64
  %1163 = sub nsw i64 %31, %1162
  %1164 = tail call i64 @llvm.smax.i64(i64 %1163, i64 0)
  %1165 = tail call i64 @llvm.umin.i64(i64 %1164, i64 8)
  %1166 = trunc nuw nsw i64 %1165 to i32
  %1167 = select i1 %40, i32 %1166, i32 0
  %1168 = icmp eq i32 %1167, 0
  %1169 = select i1 %1168, ptr addrspace(1) %0, ptr addrspace(1) %1096
  %1170 = shl nuw nsw i32 %1167, 1
  %1171 = ptrtoint ptr addrspace(3) %1100 to i64
  %1172 = trunc i64 %1171 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1172, ptr addrspace(1) %1169, i32 %1170) #6
  br label %.loopexit33

.loopexit33:                                      ; preds = %.preheader32, %1161
  %1173 = add i32 %1014, %48
  %1174 = sext i32 %1173 to i64
  %1175 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1174
  %1176 = ptrtoint ptr addrspace(1) %1175 to i64
  %1177 = and i64 %1176, 15
  %1178 = icmp eq i64 %1177, 0
  %1179 = getelementptr i8, ptr addrspace(3) %1013, i64 %53
  br i1 %1178, label %1240, label %.preheader30

.preheader30:                                     ; preds = %.loopexit33
  %1180 = icmp slt i32 %1014, %5
  %1181 = and i1 %49, %1180
  %1182 = zext i1 %1181 to i32
  %1183 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1175, i32 %1182, i16 0) #6
  store i16 %1183, ptr addrspace(3) %1179, align 16
  %.reass474 = or disjoint i32 %1002, %invariant.op473
  %1184 = add i32 %.reass474, %48
  %1185 = sext i32 %1184 to i64
  %1186 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1185
  %1187 = icmp slt i32 %.reass474, %5
  %1188 = and i1 %49, %1187
  %1189 = zext i1 %1188 to i32
  %1190 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1186, i32 %1189, i16 0) #6
  %1191 = getelementptr i8, ptr addrspace(3) %1179, i64 2
  store i16 %1190, ptr addrspace(3) %1191, align 2
  %.reass476 = or disjoint i32 %1002, %invariant.op475
  %1192 = add i32 %.reass476, %48
  %1193 = sext i32 %1192 to i64
  %1194 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1193
  %1195 = icmp slt i32 %.reass476, %5
  %1196 = and i1 %49, %1195
  %1197 = zext i1 %1196 to i32
  %1198 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1194, i32 %1197, i16 0) #6
  %1199 = getelementptr i8, ptr addrspace(3) %1179, i64 4
  store i16 %1198, ptr addrspace(3) %1199, align 4
  %.reass478 = or disjoint i32 %1002, %invariant.op477
  %1200 = add i32 %.reass478, %48
  %1201 = sext i32 %1200 to i64
  %1202 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1201
  %1203 = icmp slt i32 %.reass478, %5
  %1204 = and i1 %49, %1203
  %1205 = zext i1 %1204 to i32
  %1206 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1202, i32 %1205, i16 0) #6
  %1207 = getelementptr i8, ptr addrspace(3) %1179, i64 6
  store i16 %1206, ptr addrspace(3) %1207, align 2
  %.reass480 = or disjoint i32 %1002, %invariant.op479
  %1208 = add i32 %.reass480, %48
  %1209 = sext i32 %1208 to i64
  %1210 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1209
  %1211 = icmp slt i32 %.reass480, %5
  %1212 = and i1 %49, %1211
  %1213 = zext i1 %1212 to i32
  %1214 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1210, i32 %1213, i16 0) #6
  %1215 = getelementptr i8, ptr addrspace(3) %1179, i64 8
  store i16 %1214, ptr addrspace(3) %1215, align 8
  %.reass482 = or disjoint i32 %1002, %invariant.op481
  %1216 = add i32 %.reass482, %48
  %1217 = sext i32 %1216 to i64
  %1218 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1217
  %1219 = icmp slt i32 %.reass482, %5
  %1220 = and i1 %49, %1219
  %1221 = zext i1 %1220 to i32
  %1222 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1218, i32 %1221, i16 0) #6
  %1223 = getelementptr i8, ptr addrspace(3) %1179, i64 10
  store i16 %1222, ptr addrspace(3) %1223, align 2
  %.reass484 = or disjoint i32 %1002, %invariant.op483
  %1224 = add i32 %.reass484, %48
  %1225 = sext i32 %1224 to i64
  %1226 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1225
  %1227 = icmp slt i32 %.reass484, %5
  %1228 = and i1 %49, %1227
  %1229 = zext i1 %1228 to i32
  %1230 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1226, i32 %1229, i16 0) #6
  %1231 = getelementptr i8, ptr addrspace(3) %1179, i64 12
  store i16 %1230, ptr addrspace(3) %1231, align 4
  %.reass486 = or disjoint i32 %1002, %invariant.op485
  %1232 = add i32 %.reass486, %48
  %1233 = sext i32 %1232 to i64
  %1234 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1233
  %1235 = icmp slt i32 %.reass486, %5
  %1236 = and i1 %49, %1235
  %1237 = zext i1 %1236 to i32
  %1238 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1234, i32 %1237, i16 0) #6
  %1239 = getelementptr i8, ptr addrspace(3) %1179, i64 14
  store i16 %1238, ptr addrspace(3) %1239, align 2
  br label %.loopexit31

1240:                                             ; preds = %.loopexit33
  %1241 = sext i32 %1014 to i64
  %1242 = sub nsw i64 %31, %1241
  %1243 = tail call i64 @llvm.smax.i64(i64 %1242, i64 0)
  %1244 = tail call i64 @llvm.umin.i64(i64 %1243, i64 8)
  %1245 = trunc nuw nsw i64 %1244 to i32
  %1246 = select i1 %49, i32 %1245, i32 0
  %1247 = icmp eq i32 %1246, 0
  %1248 = select i1 %1247, ptr addrspace(1) %0, ptr addrspace(1) %1175
  %1249 = shl nuw nsw i32 %1246, 1
  %1250 = ptrtoint ptr addrspace(3) %1179 to i64
  %1251 = trunc i64 %1250 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1251, ptr addrspace(1) %1248, i32 %1249) #6
  br label %.loopexit31

.loopexit31:                                      ; preds = %.preheader30, %1240
  %1252 = add i32 %1014, %57
  %1253 = sext i32 %1252 to i64
  %1254 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1253
  %1255 = ptrtoint ptr addrspace(1) %1254 to i64
  %1256 = and i64 %1255, 15
  %1257 = icmp eq i64 %1256, 0
  %1258 = getelementptr i8, ptr addrspace(3) %1013, i64 %62
  br i1 %1257, label %1319, label %.preheader28

.preheader28:                                     ; preds = %.loopexit31
  %1259 = icmp slt i32 %1014, %5
  %1260 = and i1 %58, %1259
  %1261 = zext i1 %1260 to i32
  %1262 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1254, i32 %1261, i16 0) #6
  store i16 %1262, ptr addrspace(3) %1258, align 16
  %.reass488 = or disjoint i32 %1002, %invariant.op487
  %1263 = add i32 %.reass488, %57
  %1264 = sext i32 %1263 to i64
  %1265 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1264
  %1266 = icmp slt i32 %.reass488, %5
  %1267 = and i1 %58, %1266
  %1268 = zext i1 %1267 to i32
  %1269 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1265, i32 %1268, i16 0) #6
  %1270 = getelementptr i8, ptr addrspace(3) %1258, i64 2
  store i16 %1269, ptr addrspace(3) %1270, align 2
  %.reass490 = or disjoint i32 %1002, %invariant.op489
  %1271 = add i32 %.reass490, %57
  %1272 = sext i32 %1271 to i64
  %1273 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1272
  %1274 = icmp slt i32 %.reass490, %5
  %1275 = and i1 %58, %1274
  %1276 = zext i1 %1275 to i32
  %1277 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1273, i32 %1276, i16 0) #6
  %1278 = getelementptr i8, ptr addrspace(3) %1258, i64 4
  store i16 %1277, ptr addrspace(3) %1278, align 4
  %.reass492 = or disjoint i32 %1002, %invariant.op491
  %1279 = add i32 %.reass492, %57
  %1280 = sext i32 %1279 to i64
  %1281 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1280
  %1282 = icmp slt i32 %.reass492, %5
  %1283 = and i1 %58, %1282
  %1284 = zext i1 %1283 to i32
  %1285 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1281, i32 %1284, i16 0) #6
  %1286 = getelementptr i8, ptr addrspace(3) %1258, i64 6
  store i16 %1285, ptr addrspace(3) %1286, align 2
  %.reass494 = or disjoint i32 %1002, %invariant.op493
  %1287 = add i32 %.reass494, %57
  %1288 = sext i32 %1287 to i64
  %1289 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1288
  %1290 = icmp slt i32 %.reass494, %5
  %1291 = and i1 %58, %1290
  %1292 = zext i1 %1291 to i32
  %1293 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1289, i32 %1292, i16 0) #6
  %1294 = getelementptr i8, ptr addrspace(3) %1258, i64 8
  store i16 %1293, ptr addrspace(3) %1294, align 8
  %.reass496 = or disjoint i32 %1002, %invariant.op495
  %1295 = add i32 %.reass496, %57
  %1296 = sext i32 %1295 to i64
  %1297 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1296
  %1298 = icmp slt i32 %.reass496, %5
  %1299 = and i1 %58, %1298
  %1300 = zext i1 %1299 to i32
  %1301 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1297, i32 %1300, i16 0) #6
  %1302 = getelementptr i8, ptr addrspace(3) %1258, i64 10
  store i16 %1301, ptr addrspace(3) %1302, align 2
  %.reass498 = or disjoint i32 %1002, %invariant.op497
  %1303 = add i32 %.reass498, %57
  %1304 = sext i32 %1303 to i64
  %1305 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1304
  %1306 = icmp slt i32 %.reass498, %5
  %1307 = and i1 %58, %1306
  %1308 = zext i1 %1307 to i32
  %1309 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1305, i32 %1308, i16 0) #6
  %1310 = getelementptr i8, ptr addrspace(3) %1258, i64 12
  store i16 %1309, ptr addrspace(3) %1310, align 4
  %.reass500 = or disjoint i32 %1002, %invariant.op499
  %1311 = add i32 %.reass500, %57
  %1312 = sext i32 %1311 to i64
  %1313 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1312
  %1314 = icmp slt i32 %.reass500, %5
  %1315 = and i1 %58, %1314
  %1316 = zext i1 %1315 to i32
  %1317 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1313, i32 %1316, i16 0) #6
  %1318 = getelementptr i8, ptr addrspace(3) %1258, i64 14
  store i16 %1317, ptr addrspace(3) %1318, align 2
  br label %.loopexit29

1319:                                             ; preds = %.loopexit31
  %1320 = sext i32 %1014 to i64
  %1321 = sub nsw i64 %31, %1320
  %1322 = tail call i64 @llvm.smax.i64(i64 %1321, i64 0)
  %1323 = tail call i64 @llvm.umin.i64(i64 %1322, i64 8)
  %1324 = trunc nuw nsw i64 %1323 to i32
  %1325 = select i1 %58, i32 %1324, i32 0
  %1326 = icmp eq i32 %1325, 0
  %1327 = select i1 %1326, ptr addrspace(1) %0, ptr addrspace(1) %1254
  %1328 = shl nuw nsw i32 %1325, 1
  %1329 = ptrtoint ptr addrspace(3) %1258 to i64
  %1330 = trunc i64 %1329 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1330, ptr addrspace(1) %1327, i32 %1328) #6
  br label %.loopexit29

.loopexit29:                                      ; preds = %.preheader28, %1319
  %1331 = getelementptr i8, ptr addrspace(3) %1013, i64 18432
  %1332 = or disjoint i32 %1002, %63
  %1333 = mul i32 %1332, %4
  %1334 = add i32 %1333, %65
  %1335 = sext i32 %1334 to i64
  %1336 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1335
  %1337 = ptrtoint ptr addrspace(1) %1336 to i64
  %1338 = and i64 %1337, 15
  %1339 = icmp eq i64 %1338, 0
  %1340 = icmp slt i32 %1332, %5
  %1341 = getelementptr i8, ptr addrspace(3) %1331, i64 %70
  br i1 %1339, label %1394, label %.preheader26.preheader

.preheader26.preheader:                           ; preds = %.loopexit29
  %1342 = and i1 %1340, %196
  %1343 = zext i1 %1342 to i32
  %1344 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1336, i32 %1343, i16 0) #6
  store i16 %1344, ptr addrspace(3) %1341, align 16
  %1345 = add i32 %198, %1333
  %1346 = sext i32 %1345 to i64
  %1347 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1346
  %1348 = and i1 %1340, %199
  %1349 = zext i1 %1348 to i32
  %1350 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1347, i32 %1349, i16 0) #6
  %1351 = getelementptr i8, ptr addrspace(3) %1341, i64 2
  store i16 %1350, ptr addrspace(3) %1351, align 2
  %1352 = add i32 %201, %1333
  %1353 = sext i32 %1352 to i64
  %1354 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1353
  %1355 = and i1 %1340, %202
  %1356 = zext i1 %1355 to i32
  %1357 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1354, i32 %1356, i16 0) #6
  %1358 = getelementptr i8, ptr addrspace(3) %1341, i64 4
  store i16 %1357, ptr addrspace(3) %1358, align 4
  %1359 = add i32 %204, %1333
  %1360 = sext i32 %1359 to i64
  %1361 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1360
  %1362 = and i1 %1340, %205
  %1363 = zext i1 %1362 to i32
  %1364 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1361, i32 %1363, i16 0) #6
  %1365 = getelementptr i8, ptr addrspace(3) %1341, i64 6
  store i16 %1364, ptr addrspace(3) %1365, align 2
  %1366 = add i32 %207, %1333
  %1367 = sext i32 %1366 to i64
  %1368 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1367
  %1369 = and i1 %1340, %208
  %1370 = zext i1 %1369 to i32
  %1371 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1368, i32 %1370, i16 0) #6
  %1372 = getelementptr i8, ptr addrspace(3) %1341, i64 8
  store i16 %1371, ptr addrspace(3) %1372, align 8
  %1373 = add i32 %210, %1333
  %1374 = sext i32 %1373 to i64
  %1375 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1374
  %1376 = and i1 %1340, %211
  %1377 = zext i1 %1376 to i32
  %1378 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1375, i32 %1377, i16 0) #6
  %1379 = getelementptr i8, ptr addrspace(3) %1341, i64 10
  store i16 %1378, ptr addrspace(3) %1379, align 2
  %1380 = add i32 %213, %1333
  %1381 = sext i32 %1380 to i64
  %1382 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1381
  %1383 = and i1 %1340, %214
  %1384 = zext i1 %1383 to i32
  %1385 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1382, i32 %1384, i16 0) #6
  %1386 = getelementptr i8, ptr addrspace(3) %1341, i64 12
  store i16 %1385, ptr addrspace(3) %1386, align 4
  %1387 = add i32 %216, %1333
  %1388 = sext i32 %1387 to i64
  %1389 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1388
  %1390 = and i1 %1340, %217
  %1391 = zext i1 %1390 to i32
  %1392 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1389, i32 %1391, i16 0) #6
  %1393 = getelementptr i8, ptr addrspace(3) %1341, i64 14
  store i16 %1392, ptr addrspace(3) %1393, align 2
  br label %.loopexit27

1394:                                             ; preds = %.loopexit29
  %1395 = select i1 %1340, i32 %75, i32 0
  %1396 = icmp eq i32 %1395, 0
  %1397 = select i1 %1396, ptr addrspace(1) %1, ptr addrspace(1) %1336
  %1398 = shl nuw nsw i32 %1395, 1
  %1399 = ptrtoint ptr addrspace(3) %1341 to i64
  %1400 = trunc i64 %1399 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1400, ptr addrspace(1) %1397, i32 %1398) #6
  br label %.loopexit27

.loopexit27:                                      ; preds = %.preheader26.preheader, %1394
  %1401 = or disjoint i32 %1002, %76
  %1402 = mul i32 %1401, %4
  %1403 = add i32 %1402, %65
  %1404 = sext i32 %1403 to i64
  %1405 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1404
  %1406 = ptrtoint ptr addrspace(1) %1405 to i64
  %1407 = and i64 %1406, 15
  %1408 = icmp eq i64 %1407, 0
  %1409 = icmp slt i32 %1401, %5
  %1410 = getelementptr i8, ptr addrspace(3) %1331, i64 %80
  br i1 %1408, label %1463, label %.preheader24.preheader

.preheader24.preheader:                           ; preds = %.loopexit27
  %1411 = and i1 %1409, %218
  %1412 = zext i1 %1411 to i32
  %1413 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1405, i32 %1412, i16 0) #6
  store i16 %1413, ptr addrspace(3) %1410, align 16
  %1414 = add i32 %220, %1402
  %1415 = sext i32 %1414 to i64
  %1416 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1415
  %1417 = and i1 %1409, %221
  %1418 = zext i1 %1417 to i32
  %1419 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1416, i32 %1418, i16 0) #6
  %1420 = getelementptr i8, ptr addrspace(3) %1410, i64 2
  store i16 %1419, ptr addrspace(3) %1420, align 2
  %1421 = add i32 %223, %1402
  %1422 = sext i32 %1421 to i64
  %1423 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1422
  %1424 = and i1 %1409, %224
  %1425 = zext i1 %1424 to i32
  %1426 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1423, i32 %1425, i16 0) #6
  %1427 = getelementptr i8, ptr addrspace(3) %1410, i64 4
  store i16 %1426, ptr addrspace(3) %1427, align 4
  %1428 = add i32 %226, %1402
  %1429 = sext i32 %1428 to i64
  %1430 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1429
  %1431 = and i1 %1409, %227
  %1432 = zext i1 %1431 to i32
  %1433 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1430, i32 %1432, i16 0) #6
  %1434 = getelementptr i8, ptr addrspace(3) %1410, i64 6
  store i16 %1433, ptr addrspace(3) %1434, align 2
  %1435 = add i32 %229, %1402
  %1436 = sext i32 %1435 to i64
  %1437 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1436
  %1438 = and i1 %1409, %230
  %1439 = zext i1 %1438 to i32
  %1440 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1437, i32 %1439, i16 0) #6
  %1441 = getelementptr i8, ptr addrspace(3) %1410, i64 8
  store i16 %1440, ptr addrspace(3) %1441, align 8
  %1442 = add i32 %232, %1402
  %1443 = sext i32 %1442 to i64
  %1444 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1443
  %1445 = and i1 %1409, %233
  %1446 = zext i1 %1445 to i32
  %1447 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1444, i32 %1446, i16 0) #6
  %1448 = getelementptr i8, ptr addrspace(3) %1410, i64 10
  store i16 %1447, ptr addrspace(3) %1448, align 2
  %1449 = add i32 %235, %1402
  %1450 = sext i32 %1449 to i64
  %1451 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1450
  %1452 = and i1 %1409, %236
  %1453 = zext i1 %1452 to i32
  %1454 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1451, i32 %1453, i16 0) #6
  %1455 = getelementptr i8, ptr addrspace(3) %1410, i64 12
  store i16 %1454, ptr addrspace(3) %1455, align 4
  %1456 = add i32 %238, %1402
  %1457 = sext i32 %1456 to i64
  %1458 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1457
  %1459 = and i1 %1409, %239
  %1460 = zext i1 %1459 to i32
  %1461 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1458, i32 %1460, i16 0) #6
  %1462 = getelementptr i8, ptr addrspace(3) %1410, i64 14
  store i16 %1461, ptr addrspace(3) %1462, align 2
  br label %.loopexit25

1463:                                             ; preds = %.loopexit27
  %1464 = select i1 %1409, i32 %75, i32 0
  %1465 = icmp eq i32 %1464, 0
  %1466 = select i1 %1465, ptr addrspace(1) %1, ptr addrspace(1) %1405
  %1467 = shl nuw nsw i32 %1464, 1
  %1468 = ptrtoint ptr addrspace(3) %1410 to i64
  %1469 = trunc i64 %1468 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1469, ptr addrspace(1) %1466, i32 %1467) #6
  br label %.loopexit25

.loopexit25:                                      ; preds = %.preheader24.preheader, %1463
  %1470 = or disjoint i32 %1002, %81
  %1471 = mul i32 %1470, %4
  %1472 = add i32 %1471, %65
  %1473 = sext i32 %1472 to i64
  %1474 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1473
  %1475 = ptrtoint ptr addrspace(1) %1474 to i64
  %1476 = and i64 %1475, 15
  %1477 = icmp eq i64 %1476, 0
  %1478 = icmp slt i32 %1470, %5
  %1479 = getelementptr i8, ptr addrspace(3) %1331, i64 %85
  br i1 %1477, label %1532, label %.preheader22.preheader

.preheader22.preheader:                           ; preds = %.loopexit25
  %1480 = and i1 %1478, %240
  %1481 = zext i1 %1480 to i32
  %1482 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1474, i32 %1481, i16 0) #6
  store i16 %1482, ptr addrspace(3) %1479, align 16
  %1483 = add i32 %242, %1471
  %1484 = sext i32 %1483 to i64
  %1485 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1484
  %1486 = and i1 %1478, %243
  %1487 = zext i1 %1486 to i32
  %1488 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1485, i32 %1487, i16 0) #6
  %1489 = getelementptr i8, ptr addrspace(3) %1479, i64 2
  store i16 %1488, ptr addrspace(3) %1489, align 2
  %1490 = add i32 %245, %1471
  %1491 = sext i32 %1490 to i64
  %1492 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1491
  %1493 = and i1 %1478, %246
  %1494 = zext i1 %1493 to i32
  %1495 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1492, i32 %1494, i16 0) #6
  %1496 = getelementptr i8, ptr addrspace(3) %1479, i64 4
  store i16 %1495, ptr addrspace(3) %1496, align 4
  %1497 = add i32 %248, %1471
  %1498 = sext i32 %1497 to i64
  %1499 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1498
  %1500 = and i1 %1478, %249
  %1501 = zext i1 %1500 to i32
  %1502 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1499, i32 %1501, i16 0) #6
  %1503 = getelementptr i8, ptr addrspace(3) %1479, i64 6
  store i16 %1502, ptr addrspace(3) %1503, align 2
  %1504 = add i32 %251, %1471
  %1505 = sext i32 %1504 to i64
  %1506 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1505
  %1507 = and i1 %1478, %252
  %1508 = zext i1 %1507 to i32
  %1509 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1506, i32 %1508, i16 0) #6
  %1510 = getelementptr i8, ptr addrspace(3) %1479, i64 8
  store i16 %1509, ptr addrspace(3) %1510, align 8
  %1511 = add i32 %254, %1471
  %1512 = sext i32 %1511 to i64
  %1513 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1512
  %1514 = and i1 %1478, %255
  %1515 = zext i1 %1514 to i32
  %1516 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1513, i32 %1515, i16 0) #6
  %1517 = getelementptr i8, ptr addrspace(3) %1479, i64 10
  store i16 %1516, ptr addrspace(3) %1517, align 2
  %1518 = add i32 %257, %1471
  %1519 = sext i32 %1518 to i64
  %1520 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1519
  %1521 = and i1 %1478, %258
  %1522 = zext i1 %1521 to i32
  %1523 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1520, i32 %1522, i16 0) #6
  %1524 = getelementptr i8, ptr addrspace(3) %1479, i64 12
  store i16 %1523, ptr addrspace(3) %1524, align 4
  %1525 = add i32 %260, %1471
  %1526 = sext i32 %1525 to i64
  %1527 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1526
  %1528 = and i1 %1478, %261
  %1529 = zext i1 %1528 to i32
  %1530 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1527, i32 %1529, i16 0) #6
  %1531 = getelementptr i8, ptr addrspace(3) %1479, i64 14
  store i16 %1530, ptr addrspace(3) %1531, align 2
  br label %.loopexit23

1532:                                             ; preds = %.loopexit25
  %1533 = select i1 %1478, i32 %75, i32 0
  %1534 = icmp eq i32 %1533, 0
  %1535 = select i1 %1534, ptr addrspace(1) %1, ptr addrspace(1) %1474
  %1536 = shl nuw nsw i32 %1533, 1
  %1537 = ptrtoint ptr addrspace(3) %1479 to i64
  %1538 = trunc i64 %1537 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1538, ptr addrspace(1) %1535, i32 %1536) #6
  br label %.loopexit23

.loopexit23:                                      ; preds = %.preheader22.preheader, %1532
  %1539 = or disjoint i32 %1002, %86
  %1540 = mul i32 %1539, %4
  %1541 = add i32 %1540, %65
  %1542 = sext i32 %1541 to i64
  %1543 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1542
  %1544 = ptrtoint ptr addrspace(1) %1543 to i64
  %1545 = and i64 %1544, 15
  %1546 = icmp eq i64 %1545, 0
  %1547 = icmp slt i32 %1539, %5
  %1548 = getelementptr i8, ptr addrspace(3) %1331, i64 %90
  br i1 %1546, label %1601, label %.preheader.preheader

.preheader.preheader:                             ; preds = %.loopexit23
  %1549 = and i1 %1547, %262
  %1550 = zext i1 %1549 to i32
  %1551 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1543, i32 %1550, i16 0) #6
  store i16 %1551, ptr addrspace(3) %1548, align 16
  %1552 = add i32 %264, %1540
  %1553 = sext i32 %1552 to i64
  %1554 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1553
  %1555 = and i1 %1547, %265
  %1556 = zext i1 %1555 to i32
  %1557 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1554, i32 %1556, i16 0) #6
  %1558 = getelementptr i8, ptr addrspace(3) %1548, i64 2
  store i16 %1557, ptr addrspace(3) %1558, align 2
  %1559 = add i32 %267, %1540
  %1560 = sext i32 %1559 to i64
  %1561 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1560
  %1562 = and i1 %1547, %268
  %1563 = zext i1 %1562 to i32
  %1564 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1561, i32 %1563, i16 0) #6
  %1565 = getelementptr i8, ptr addrspace(3) %1548, i64 4
  store i16 %1564, ptr addrspace(3) %1565, align 4
  %1566 = add i32 %270, %1540
  %1567 = sext i32 %1566 to i64
  %1568 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1567
  %1569 = and i1 %1547, %271
  %1570 = zext i1 %1569 to i32
  %1571 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1568, i32 %1570, i16 0) #6
  %1572 = getelementptr i8, ptr addrspace(3) %1548, i64 6
  store i16 %1571, ptr addrspace(3) %1572, align 2
  %1573 = add i32 %273, %1540
  %1574 = sext i32 %1573 to i64
  %1575 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1574
  %1576 = and i1 %1547, %274
  %1577 = zext i1 %1576 to i32
  %1578 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1575, i32 %1577, i16 0) #6
  %1579 = getelementptr i8, ptr addrspace(3) %1548, i64 8
  store i16 %1578, ptr addrspace(3) %1579, align 8
  %1580 = add i32 %276, %1540
  %1581 = sext i32 %1580 to i64
  %1582 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1581
  %1583 = and i1 %1547, %277
  %1584 = zext i1 %1583 to i32
  %1585 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1582, i32 %1584, i16 0) #6
  %1586 = getelementptr i8, ptr addrspace(3) %1548, i64 10
  store i16 %1585, ptr addrspace(3) %1586, align 2
  %1587 = add i32 %279, %1540
  %1588 = sext i32 %1587 to i64
  %1589 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1588
  %1590 = and i1 %1547, %280
  %1591 = zext i1 %1590 to i32
  %1592 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1589, i32 %1591, i16 0) #6
  %1593 = getelementptr i8, ptr addrspace(3) %1548, i64 12
  store i16 %1592, ptr addrspace(3) %1593, align 4
  %1594 = add i32 %282, %1540
  %1595 = sext i32 %1594 to i64
  %1596 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1595
  %1597 = and i1 %1547, %283
  %1598 = zext i1 %1597 to i32
  %1599 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1596, i32 %1598, i16 0) #6
  %1600 = getelementptr i8, ptr addrspace(3) %1548, i64 14
  store i16 %1599, ptr addrspace(3) %1600, align 2
  br label %.loopexit

1601:                                             ; preds = %.loopexit23
  %1602 = select i1 %1547, i32 %75, i32 0
  %1603 = icmp eq i32 %1602, 0
  %1604 = select i1 %1603, ptr addrspace(1) %1, ptr addrspace(1) %1543
  %1605 = shl nuw nsw i32 %1602, 1
  %1606 = ptrtoint ptr addrspace(3) %1548 to i64
  %1607 = trunc i64 %1606 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1607, ptr addrspace(1) %1604, i32 %1605) #6
  br label %.loopexit

.loopexit:                                        ; preds = %.preheader.preheader, %1601, %935
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %1608 = mul i32 %936, 35840
  %1609 = sext i32 %1608 to i64
  %1610 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_dsmem, i64 %1609
  %1611 = getelementptr i8, ptr addrspace(3) %1610, i64 18432
  %1612 = getelementptr bfloat, ptr addrspace(3) %1610, i64 %195
  %1613 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1612)
  %1614 = extractvalue { i32, i32, i32, i32 } %1613, 0
  %1615 = extractvalue { i32, i32, i32, i32 } %1613, 1
  %1616 = extractvalue { i32, i32, i32, i32 } %1613, 2
  %1617 = extractvalue { i32, i32, i32, i32 } %1613, 3
  %1618 = getelementptr bfloat, ptr addrspace(3) %1611, i64 %286
  %1619 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1618)
  %1620 = extractvalue { i32, i32, i32, i32 } %1619, 0
  %1621 = extractvalue { i32, i32, i32, i32 } %1619, 1
  %1622 = extractvalue { i32, i32, i32, i32 } %1619, 2
  %1623 = extractvalue { i32, i32, i32, i32 } %1619, 3
  %1624 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1614, i32 %1615, i32 %1616, i32 %1617, i32 %1620, i32 %1621, float %1000, float %999, float %998, float %997) #6
  %1625 = extractvalue { float, float, float, float } %1624, 0
  %1626 = extractvalue { float, float, float, float } %1624, 1
  %1627 = extractvalue { float, float, float, float } %1624, 2
  %1628 = extractvalue { float, float, float, float } %1624, 3
  %1629 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1614, i32 %1615, i32 %1616, i32 %1617, i32 %1622, i32 %1623, float %996, float %995, float %994, float %993) #6
  %1630 = extractvalue { float, float, float, float } %1629, 0
  %1631 = extractvalue { float, float, float, float } %1629, 1
  %1632 = extractvalue { float, float, float, float } %1629, 2
  %1633 = extractvalue { float, float, float, float } %1629, 3
  %1634 = getelementptr bfloat, ptr addrspace(3) %1611, i64 %288
  %1635 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1634)
  %1636 = extractvalue { i32, i32, i32, i32 } %1635, 0
  %1637 = extractvalue { i32, i32, i32, i32 } %1635, 1
  %1638 = extractvalue { i32, i32, i32, i32 } %1635, 2
  %1639 = extractvalue { i32, i32, i32, i32 } %1635, 3
  %1640 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1614, i32 %1615, i32 %1616, i32 %1617, i32 %1636, i32 %1637, float %992, float %991, float %990, float %989) #6
  %1641 = extractvalue { float, float, float, float } %1640, 0
  %1642 = extractvalue { float, float, float, float } %1640, 1
  %1643 = extractvalue { float, float, float, float } %1640, 2
  %1644 = extractvalue { float, float, float, float } %1640, 3
  %1645 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1614, i32 %1615, i32 %1616, i32 %1617, i32 %1638, i32 %1639, float %988, float %987, float %986, float %985) #6
  %1646 = extractvalue { float, float, float, float } %1645, 0
  %1647 = extractvalue { float, float, float, float } %1645, 1
  %1648 = extractvalue { float, float, float, float } %1645, 2
  %1649 = extractvalue { float, float, float, float } %1645, 3
  %1650 = getelementptr bfloat, ptr addrspace(3) %1610, i64 %289
  %1651 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1650)
  %1652 = extractvalue { i32, i32, i32, i32 } %1651, 0
  %1653 = extractvalue { i32, i32, i32, i32 } %1651, 1
  %1654 = extractvalue { i32, i32, i32, i32 } %1651, 2
  %1655 = extractvalue { i32, i32, i32, i32 } %1651, 3
  %1656 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1652, i32 %1653, i32 %1654, i32 %1655, i32 %1620, i32 %1621, float %984, float %983, float %982, float %981) #6
  %1657 = extractvalue { float, float, float, float } %1656, 0
  %1658 = extractvalue { float, float, float, float } %1656, 1
  %1659 = extractvalue { float, float, float, float } %1656, 2
  %1660 = extractvalue { float, float, float, float } %1656, 3
  %1661 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1652, i32 %1653, i32 %1654, i32 %1655, i32 %1622, i32 %1623, float %980, float %979, float %978, float %977) #6
  %1662 = extractvalue { float, float, float, float } %1661, 0
  %1663 = extractvalue { float, float, float, float } %1661, 1
  %1664 = extractvalue { float, float, float, float } %1661, 2
  %1665 = extractvalue { float, float, float, float } %1661, 3
  %1666 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1652, i32 %1653, i32 %1654, i32 %1655, i32 %1636, i32 %1637, float %976, float %975, float %974, float %973) #6
  %1667 = extractvalue { float, float, float, float } %1666, 0
  %1668 = extractvalue { float, float, float, float } %1666, 1
  %1669 = extractvalue { float, float, float, float } %1666, 2
  %1670 = extractvalue { float, float, float, float } %1666, 3
  %1671 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1652, i32 %1653, i32 %1654, i32 %1655, i32 %1638, i32 %1639, float %972, float %971, float %970, float %969) #6
  %1672 = extractvalue { float, float, float, float } %1671, 0
  %1673 = extractvalue { float, float, float, float } %1671, 1
  %1674 = extractvalue { float, float, float, float } %1671, 2
  %1675 = extractvalue { float, float, float, float } %1671, 3
  %1676 = getelementptr bfloat, ptr addrspace(3) %1610, i64 %290
  %1677 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1676)
  %1678 = extractvalue { i32, i32, i32, i32 } %1677, 0
  %1679 = extractvalue { i32, i32, i32, i32 } %1677, 1
  %1680 = extractvalue { i32, i32, i32, i32 } %1677, 2
  %1681 = extractvalue { i32, i32, i32, i32 } %1677, 3
  %1682 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1678, i32 %1679, i32 %1680, i32 %1681, i32 %1620, i32 %1621, float %968, float %967, float %966, float %965) #6
  %1683 = extractvalue { float, float, float, float } %1682, 0
  %1684 = extractvalue { float, float, float, float } %1682, 1
  %1685 = extractvalue { float, float, float, float } %1682, 2
  %1686 = extractvalue { float, float, float, float } %1682, 3
  %1687 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1678, i32 %1679, i32 %1680, i32 %1681, i32 %1622, i32 %1623, float %964, float %963, float %962, float %961) #6
  %1688 = extractvalue { float, float, float, float } %1687, 0
  %1689 = extractvalue { float, float, float, float } %1687, 1
  %1690 = extractvalue { float, float, float, float } %1687, 2
  %1691 = extractvalue { float, float, float, float } %1687, 3
  %1692 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1678, i32 %1679, i32 %1680, i32 %1681, i32 %1636, i32 %1637, float %960, float %959, float %958, float %957) #6
  %1693 = extractvalue { float, float, float, float } %1692, 0
  %1694 = extractvalue { float, float, float, float } %1692, 1
  %1695 = extractvalue { float, float, float, float } %1692, 2
  %1696 = extractvalue { float, float, float, float } %1692, 3
  %1697 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1678, i32 %1679, i32 %1680, i32 %1681, i32 %1638, i32 %1639, float %956, float %955, float %954, float %953) #6
  %1698 = extractvalue { float, float, float, float } %1697, 0
  %1699 = extractvalue { float, float, float, float } %1697, 1
  %1700 = extractvalue { float, float, float, float } %1697, 2
  %1701 = extractvalue { float, float, float, float } %1697, 3
  %1702 = getelementptr bfloat, ptr addrspace(3) %1610, i64 %292
  %1703 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1702)
  %1704 = extractvalue { i32, i32, i32, i32 } %1703, 0
  %1705 = extractvalue { i32, i32, i32, i32 } %1703, 1
  %1706 = extractvalue { i32, i32, i32, i32 } %1703, 2
  %1707 = extractvalue { i32, i32, i32, i32 } %1703, 3
  %1708 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1704, i32 %1705, i32 %1706, i32 %1707, i32 %1620, i32 %1621, float %952, float %951, float %950, float %949) #6
  %1709 = extractvalue { float, float, float, float } %1708, 0
  %1710 = extractvalue { float, float, float, float } %1708, 1
  %1711 = extractvalue { float, float, float, float } %1708, 2
  %1712 = extractvalue { float, float, float, float } %1708, 3
  %1713 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1704, i32 %1705, i32 %1706, i32 %1707, i32 %1622, i32 %1623, float %948, float %947, float %946, float %945) #6
  %1714 = extractvalue { float, float, float, float } %1713, 0
  %1715 = extractvalue { float, float, float, float } %1713, 1
  %1716 = extractvalue { float, float, float, float } %1713, 2
  %1717 = extractvalue { float, float, float, float } %1713, 3
  %1718 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1704, i32 %1705, i32 %1706, i32 %1707, i32 %1636, i32 %1637, float %944, float %943, float %942, float %941) #6
  %1719 = extractvalue { float, float, float, float } %1718, 0
  %1720 = extractvalue { float, float, float, float } %1718, 1
  %1721 = extractvalue { float, float, float, float } %1718, 2
  %1722 = extractvalue { float, float, float, float } %1718, 3
  %1723 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1704, i32 %1705, i32 %1706, i32 %1707, i32 %1638, i32 %1639, float %940, float %939, float %938, float %937) #6
  %1724 = extractvalue { float, float, float, float } %1723, 0
  %1725 = extractvalue { float, float, float, float } %1723, 1
  %1726 = extractvalue { float, float, float, float } %1723, 2
  %1727 = extractvalue { float, float, float, float } %1723, 3
  %1728 = getelementptr bfloat, ptr addrspace(3) %1610, i64 %295
  %1729 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1728)
  %1730 = extractvalue { i32, i32, i32, i32 } %1729, 0
  %1731 = extractvalue { i32, i32, i32, i32 } %1729, 1
  %1732 = extractvalue { i32, i32, i32, i32 } %1729, 2
  %1733 = extractvalue { i32, i32, i32, i32 } %1729, 3
  %1734 = getelementptr bfloat, ptr addrspace(3) %1611, i64 %299
  %1735 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1734)
  %1736 = extractvalue { i32, i32, i32, i32 } %1735, 0
  %1737 = extractvalue { i32, i32, i32, i32 } %1735, 1
  %1738 = extractvalue { i32, i32, i32, i32 } %1735, 2
  %1739 = extractvalue { i32, i32, i32, i32 } %1735, 3
  %1740 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1730, i32 %1731, i32 %1732, i32 %1733, i32 %1736, i32 %1737, float %1625, float %1626, float %1627, float %1628) #6
  %1741 = extractvalue { float, float, float, float } %1740, 0
  %1742 = extractvalue { float, float, float, float } %1740, 1
  %1743 = extractvalue { float, float, float, float } %1740, 2
  %1744 = extractvalue { float, float, float, float } %1740, 3
  %1745 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1730, i32 %1731, i32 %1732, i32 %1733, i32 %1738, i32 %1739, float %1630, float %1631, float %1632, float %1633) #6
  %1746 = extractvalue { float, float, float, float } %1745, 0
  %1747 = extractvalue { float, float, float, float } %1745, 1
  %1748 = extractvalue { float, float, float, float } %1745, 2
  %1749 = extractvalue { float, float, float, float } %1745, 3
  %1750 = getelementptr bfloat, ptr addrspace(3) %1611, i64 %301
  %1751 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1750)
  %1752 = extractvalue { i32, i32, i32, i32 } %1751, 0
  %1753 = extractvalue { i32, i32, i32, i32 } %1751, 1
  %1754 = extractvalue { i32, i32, i32, i32 } %1751, 2
  %1755 = extractvalue { i32, i32, i32, i32 } %1751, 3
  %1756 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1730, i32 %1731, i32 %1732, i32 %1733, i32 %1752, i32 %1753, float %1641, float %1642, float %1643, float %1644) #6
  %1757 = extractvalue { float, float, float, float } %1756, 0
  %1758 = extractvalue { float, float, float, float } %1756, 1
  %1759 = extractvalue { float, float, float, float } %1756, 2
  %1760 = extractvalue { float, float, float, float } %1756, 3
  %1761 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1730, i32 %1731, i32 %1732, i32 %1733, i32 %1754, i32 %1755, float %1646, float %1647, float %1648, float %1649) #6
  %1762 = extractvalue { float, float, float, float } %1761, 0
  %1763 = extractvalue { float, float, float, float } %1761, 1
  %1764 = extractvalue { float, float, float, float } %1761, 2
  %1765 = extractvalue { float, float, float, float } %1761, 3
  %1766 = getelementptr bfloat, ptr addrspace(3) %1610, i64 %302
  %1767 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1766)
  %1768 = extractvalue { i32, i32, i32, i32 } %1767, 0
  %1769 = extractvalue { i32, i32, i32, i32 } %1767, 1
  %1770 = extractvalue { i32, i32, i32, i32 } %1767, 2
  %1771 = extractvalue { i32, i32, i32, i32 } %1767, 3
  %1772 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1768, i32 %1769, i32 %1770, i32 %1771, i32 %1736, i32 %1737, float %1657, float %1658, float %1659, float %1660) #6
  %1773 = extractvalue { float, float, float, float } %1772, 0
  %1774 = extractvalue { float, float, float, float } %1772, 1
  %1775 = extractvalue { float, float, float, float } %1772, 2
  %1776 = extractvalue { float, float, float, float } %1772, 3
  %1777 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1768, i32 %1769, i32 %1770, i32 %1771, i32 %1738, i32 %1739, float %1662, float %1663, float %1664, float %1665) #6
  %1778 = extractvalue { float, float, float, float } %1777, 0
  %1779 = extractvalue { float, float, float, float } %1777, 1
  %1780 = extractvalue { float, float, float, float } %1777, 2
  %1781 = extractvalue { float, float, float, float } %1777, 3
  %1782 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1768, i32 %1769, i32 %1770, i32 %1771, i32 %1752, i32 %1753, float %1667, float %1668, float %1669, float %1670) #6
  %1783 = extractvalue { float, float, float, float } %1782, 0
  %1784 = extractvalue { float, float, float, float } %1782, 1
  %1785 = extractvalue { float, float, float, float } %1782, 2
  %1786 = extractvalue { float, float, float, float } %1782, 3
  %1787 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1768, i32 %1769, i32 %1770, i32 %1771, i32 %1754, i32 %1755, float %1672, float %1673, float %1674, float %1675) #6
  %1788 = extractvalue { float, float, float, float } %1787, 0
  %1789 = extractvalue { float, float, float, float } %1787, 1
  %1790 = extractvalue { float, float, float, float } %1787, 2
  %1791 = extractvalue { float, float, float, float } %1787, 3
  %1792 = getelementptr bfloat, ptr addrspace(3) %1610, i64 %303
  %1793 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1792)
  %1794 = extractvalue { i32, i32, i32, i32 } %1793, 0
  %1795 = extractvalue { i32, i32, i32, i32 } %1793, 1
  %1796 = extractvalue { i32, i32, i32, i32 } %1793, 2
  %1797 = extractvalue { i32, i32, i32, i32 } %1793, 3
  %1798 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1794, i32 %1795, i32 %1796, i32 %1797, i32 %1736, i32 %1737, float %1683, float %1684, float %1685, float %1686) #6
  %1799 = extractvalue { float, float, float, float } %1798, 0
  %1800 = extractvalue { float, float, float, float } %1798, 1
  %1801 = extractvalue { float, float, float, float } %1798, 2
  %1802 = extractvalue { float, float, float, float } %1798, 3
  %1803 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1794, i32 %1795, i32 %1796, i32 %1797, i32 %1738, i32 %1739, float %1688, float %1689, float %1690, float %1691) #6
  %1804 = extractvalue { float, float, float, float } %1803, 0
  %1805 = extractvalue { float, float, float, float } %1803, 1
  %1806 = extractvalue { float, float, float, float } %1803, 2
  %1807 = extractvalue { float, float, float, float } %1803, 3
  %1808 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1794, i32 %1795, i32 %1796, i32 %1797, i32 %1752, i32 %1753, float %1693, float %1694, float %1695, float %1696) #6
  %1809 = extractvalue { float, float, float, float } %1808, 0
  %1810 = extractvalue { float, float, float, float } %1808, 1
  %1811 = extractvalue { float, float, float, float } %1808, 2
  %1812 = extractvalue { float, float, float, float } %1808, 3
  %1813 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1794, i32 %1795, i32 %1796, i32 %1797, i32 %1754, i32 %1755, float %1698, float %1699, float %1700, float %1701) #6
  %1814 = extractvalue { float, float, float, float } %1813, 0
  %1815 = extractvalue { float, float, float, float } %1813, 1
  %1816 = extractvalue { float, float, float, float } %1813, 2
  %1817 = extractvalue { float, float, float, float } %1813, 3
  %1818 = getelementptr bfloat, ptr addrspace(3) %1610, i64 %305
  %1819 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1818)
  %1820 = extractvalue { i32, i32, i32, i32 } %1819, 0
  %1821 = extractvalue { i32, i32, i32, i32 } %1819, 1
  %1822 = extractvalue { i32, i32, i32, i32 } %1819, 2
  %1823 = extractvalue { i32, i32, i32, i32 } %1819, 3
  %1824 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1820, i32 %1821, i32 %1822, i32 %1823, i32 %1736, i32 %1737, float %1709, float %1710, float %1711, float %1712) #6
  %1825 = extractvalue { float, float, float, float } %1824, 0
  %1826 = extractvalue { float, float, float, float } %1824, 1
  %1827 = extractvalue { float, float, float, float } %1824, 2
  %1828 = extractvalue { float, float, float, float } %1824, 3
  %1829 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1820, i32 %1821, i32 %1822, i32 %1823, i32 %1738, i32 %1739, float %1714, float %1715, float %1716, float %1717) #6
  %1830 = extractvalue { float, float, float, float } %1829, 0
  %1831 = extractvalue { float, float, float, float } %1829, 1
  %1832 = extractvalue { float, float, float, float } %1829, 2
  %1833 = extractvalue { float, float, float, float } %1829, 3
  %1834 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1820, i32 %1821, i32 %1822, i32 %1823, i32 %1752, i32 %1753, float %1719, float %1720, float %1721, float %1722) #6
  %1835 = extractvalue { float, float, float, float } %1834, 0
  %1836 = extractvalue { float, float, float, float } %1834, 1
  %1837 = extractvalue { float, float, float, float } %1834, 2
  %1838 = extractvalue { float, float, float, float } %1834, 3
  %1839 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1820, i32 %1821, i32 %1822, i32 %1823, i32 %1754, i32 %1755, float %1724, float %1725, float %1726, float %1727) #6
  %1840 = extractvalue { float, float, float, float } %1839, 0
  %1841 = extractvalue { float, float, float, float } %1839, 1
  %1842 = extractvalue { float, float, float, float } %1839, 2
  %1843 = extractvalue { float, float, float, float } %1839, 3
  %1844 = getelementptr bfloat, ptr addrspace(3) %1610, i64 %308
  %1845 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1844)
  %1846 = extractvalue { i32, i32, i32, i32 } %1845, 0
  %1847 = extractvalue { i32, i32, i32, i32 } %1845, 1
  %1848 = extractvalue { i32, i32, i32, i32 } %1845, 2
  %1849 = extractvalue { i32, i32, i32, i32 } %1845, 3
  %1850 = getelementptr bfloat, ptr addrspace(3) %1611, i64 %312
  %1851 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1850)
  %1852 = extractvalue { i32, i32, i32, i32 } %1851, 0
  %1853 = extractvalue { i32, i32, i32, i32 } %1851, 1
  %1854 = extractvalue { i32, i32, i32, i32 } %1851, 2
  %1855 = extractvalue { i32, i32, i32, i32 } %1851, 3
  %1856 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1846, i32 %1847, i32 %1848, i32 %1849, i32 %1852, i32 %1853, float %1741, float %1742, float %1743, float %1744) #6
  %1857 = extractvalue { float, float, float, float } %1856, 0
  %1858 = extractvalue { float, float, float, float } %1856, 1
  %1859 = extractvalue { float, float, float, float } %1856, 2
  %1860 = extractvalue { float, float, float, float } %1856, 3
  %1861 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1846, i32 %1847, i32 %1848, i32 %1849, i32 %1854, i32 %1855, float %1746, float %1747, float %1748, float %1749) #6
  %1862 = extractvalue { float, float, float, float } %1861, 0
  %1863 = extractvalue { float, float, float, float } %1861, 1
  %1864 = extractvalue { float, float, float, float } %1861, 2
  %1865 = extractvalue { float, float, float, float } %1861, 3
  %1866 = getelementptr bfloat, ptr addrspace(3) %1611, i64 %314
  %1867 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1866)
  %1868 = extractvalue { i32, i32, i32, i32 } %1867, 0
  %1869 = extractvalue { i32, i32, i32, i32 } %1867, 1
  %1870 = extractvalue { i32, i32, i32, i32 } %1867, 2
  %1871 = extractvalue { i32, i32, i32, i32 } %1867, 3
  %1872 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1846, i32 %1847, i32 %1848, i32 %1849, i32 %1868, i32 %1869, float %1757, float %1758, float %1759, float %1760) #6
  %1873 = extractvalue { float, float, float, float } %1872, 0
  %1874 = extractvalue { float, float, float, float } %1872, 1
  %1875 = extractvalue { float, float, float, float } %1872, 2
  %1876 = extractvalue { float, float, float, float } %1872, 3
  %1877 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1846, i32 %1847, i32 %1848, i32 %1849, i32 %1870, i32 %1871, float %1762, float %1763, float %1764, float %1765) #6
  %1878 = extractvalue { float, float, float, float } %1877, 0
  %1879 = extractvalue { float, float, float, float } %1877, 1
  %1880 = extractvalue { float, float, float, float } %1877, 2
  %1881 = extractvalue { float, float, float, float } %1877, 3
  %1882 = getelementptr bfloat, ptr addrspace(3) %1610, i64 %315
  %1883 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1882)
  %1884 = extractvalue { i32, i32, i32, i32 } %1883, 0
  %1885 = extractvalue { i32, i32, i32, i32 } %1883, 1
  %1886 = extractvalue { i32, i32, i32, i32 } %1883, 2
  %1887 = extractvalue { i32, i32, i32, i32 } %1883, 3
  %1888 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1884, i32 %1885, i32 %1886, i32 %1887, i32 %1852, i32 %1853, float %1773, float %1774, float %1775, float %1776) #6
  %1889 = extractvalue { float, float, float, float } %1888, 0
  %1890 = extractvalue { float, float, float, float } %1888, 1
  %1891 = extractvalue { float, float, float, float } %1888, 2
  %1892 = extractvalue { float, float, float, float } %1888, 3
  %1893 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1884, i32 %1885, i32 %1886, i32 %1887, i32 %1854, i32 %1855, float %1778, float %1779, float %1780, float %1781) #6
  %1894 = extractvalue { float, float, float, float } %1893, 0
  %1895 = extractvalue { float, float, float, float } %1893, 1
  %1896 = extractvalue { float, float, float, float } %1893, 2
  %1897 = extractvalue { float, float, float, float } %1893, 3
  %1898 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1884, i32 %1885, i32 %1886, i32 %1887, i32 %1868, i32 %1869, float %1783, float %1784, float %1785, float %1786) #6
  %1899 = extractvalue { float, float, float, float } %1898, 0
  %1900 = extractvalue { float, float, float, float } %1898, 1
  %1901 = extractvalue { float, float, float, float } %1898, 2
  %1902 = extractvalue { float, float, float, float } %1898, 3
  %1903 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1884, i32 %1885, i32 %1886, i32 %1887, i32 %1870, i32 %1871, float %1788, float %1789, float %1790, float %1791) #6
  %1904 = extractvalue { float, float, float, float } %1903, 0
  %1905 = extractvalue { float, float, float, float } %1903, 1
  %1906 = extractvalue { float, float, float, float } %1903, 2
  %1907 = extractvalue { float, float, float, float } %1903, 3
  %1908 = getelementptr bfloat, ptr addrspace(3) %1610, i64 %316
  %1909 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1908)
  %1910 = extractvalue { i32, i32, i32, i32 } %1909, 0
  %1911 = extractvalue { i32, i32, i32, i32 } %1909, 1
  %1912 = extractvalue { i32, i32, i32, i32 } %1909, 2
  %1913 = extractvalue { i32, i32, i32, i32 } %1909, 3
  %1914 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1910, i32 %1911, i32 %1912, i32 %1913, i32 %1852, i32 %1853, float %1799, float %1800, float %1801, float %1802) #6
  %1915 = extractvalue { float, float, float, float } %1914, 0
  %1916 = extractvalue { float, float, float, float } %1914, 1
  %1917 = extractvalue { float, float, float, float } %1914, 2
  %1918 = extractvalue { float, float, float, float } %1914, 3
  %1919 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1910, i32 %1911, i32 %1912, i32 %1913, i32 %1854, i32 %1855, float %1804, float %1805, float %1806, float %1807) #6
  %1920 = extractvalue { float, float, float, float } %1919, 0
  %1921 = extractvalue { float, float, float, float } %1919, 1
  %1922 = extractvalue { float, float, float, float } %1919, 2
  %1923 = extractvalue { float, float, float, float } %1919, 3
  %1924 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1910, i32 %1911, i32 %1912, i32 %1913, i32 %1868, i32 %1869, float %1809, float %1810, float %1811, float %1812) #6
  %1925 = extractvalue { float, float, float, float } %1924, 0
  %1926 = extractvalue { float, float, float, float } %1924, 1
  %1927 = extractvalue { float, float, float, float } %1924, 2
  %1928 = extractvalue { float, float, float, float } %1924, 3
  %1929 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1910, i32 %1911, i32 %1912, i32 %1913, i32 %1870, i32 %1871, float %1814, float %1815, float %1816, float %1817) #6
  %1930 = extractvalue { float, float, float, float } %1929, 0
  %1931 = extractvalue { float, float, float, float } %1929, 1
  %1932 = extractvalue { float, float, float, float } %1929, 2
  %1933 = extractvalue { float, float, float, float } %1929, 3
  %1934 = getelementptr bfloat, ptr addrspace(3) %1610, i64 %318
  %1935 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1934)
  %1936 = extractvalue { i32, i32, i32, i32 } %1935, 0
  %1937 = extractvalue { i32, i32, i32, i32 } %1935, 1
  %1938 = extractvalue { i32, i32, i32, i32 } %1935, 2
  %1939 = extractvalue { i32, i32, i32, i32 } %1935, 3
  %1940 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1936, i32 %1937, i32 %1938, i32 %1939, i32 %1852, i32 %1853, float %1825, float %1826, float %1827, float %1828) #6
  %1941 = extractvalue { float, float, float, float } %1940, 0
  %1942 = extractvalue { float, float, float, float } %1940, 1
  %1943 = extractvalue { float, float, float, float } %1940, 2
  %1944 = extractvalue { float, float, float, float } %1940, 3
  %1945 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1936, i32 %1937, i32 %1938, i32 %1939, i32 %1854, i32 %1855, float %1830, float %1831, float %1832, float %1833) #6
  %1946 = extractvalue { float, float, float, float } %1945, 0
  %1947 = extractvalue { float, float, float, float } %1945, 1
  %1948 = extractvalue { float, float, float, float } %1945, 2
  %1949 = extractvalue { float, float, float, float } %1945, 3
  %1950 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1936, i32 %1937, i32 %1938, i32 %1939, i32 %1868, i32 %1869, float %1835, float %1836, float %1837, float %1838) #6
  %1951 = extractvalue { float, float, float, float } %1950, 0
  %1952 = extractvalue { float, float, float, float } %1950, 1
  %1953 = extractvalue { float, float, float, float } %1950, 2
  %1954 = extractvalue { float, float, float, float } %1950, 3
  %1955 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1936, i32 %1937, i32 %1938, i32 %1939, i32 %1870, i32 %1871, float %1840, float %1841, float %1842, float %1843) #6
  %1956 = extractvalue { float, float, float, float } %1955, 0
  %1957 = extractvalue { float, float, float, float } %1955, 1
  %1958 = extractvalue { float, float, float, float } %1955, 2
  %1959 = extractvalue { float, float, float, float } %1955, 3
  %1960 = getelementptr bfloat, ptr addrspace(3) %1610, i64 %321
  %1961 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1960)
  %1962 = extractvalue { i32, i32, i32, i32 } %1961, 0
  %1963 = extractvalue { i32, i32, i32, i32 } %1961, 1
  %1964 = extractvalue { i32, i32, i32, i32 } %1961, 2
  %1965 = extractvalue { i32, i32, i32, i32 } %1961, 3
  %1966 = getelementptr bfloat, ptr addrspace(3) %1611, i64 %325
  %1967 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1966)
  %1968 = extractvalue { i32, i32, i32, i32 } %1967, 0
  %1969 = extractvalue { i32, i32, i32, i32 } %1967, 1
  %1970 = extractvalue { i32, i32, i32, i32 } %1967, 2
  %1971 = extractvalue { i32, i32, i32, i32 } %1967, 3
  %1972 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1962, i32 %1963, i32 %1964, i32 %1965, i32 %1968, i32 %1969, float %1857, float %1858, float %1859, float %1860) #6
  %1973 = extractvalue { float, float, float, float } %1972, 0
  %1974 = extractvalue { float, float, float, float } %1972, 1
  %1975 = extractvalue { float, float, float, float } %1972, 2
  %1976 = extractvalue { float, float, float, float } %1972, 3
  %1977 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1962, i32 %1963, i32 %1964, i32 %1965, i32 %1970, i32 %1971, float %1862, float %1863, float %1864, float %1865) #6
  %1978 = extractvalue { float, float, float, float } %1977, 0
  %1979 = extractvalue { float, float, float, float } %1977, 1
  %1980 = extractvalue { float, float, float, float } %1977, 2
  %1981 = extractvalue { float, float, float, float } %1977, 3
  %1982 = getelementptr bfloat, ptr addrspace(3) %1611, i64 %327
  %1983 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1982)
  %1984 = extractvalue { i32, i32, i32, i32 } %1983, 0
  %1985 = extractvalue { i32, i32, i32, i32 } %1983, 1
  %1986 = extractvalue { i32, i32, i32, i32 } %1983, 2
  %1987 = extractvalue { i32, i32, i32, i32 } %1983, 3
  %1988 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1962, i32 %1963, i32 %1964, i32 %1965, i32 %1984, i32 %1985, float %1873, float %1874, float %1875, float %1876) #6
  %1989 = extractvalue { float, float, float, float } %1988, 0
  %1990 = extractvalue { float, float, float, float } %1988, 1
  %1991 = extractvalue { float, float, float, float } %1988, 2
  %1992 = extractvalue { float, float, float, float } %1988, 3
  %1993 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1962, i32 %1963, i32 %1964, i32 %1965, i32 %1986, i32 %1987, float %1878, float %1879, float %1880, float %1881) #6
  %1994 = extractvalue { float, float, float, float } %1993, 0
  %1995 = extractvalue { float, float, float, float } %1993, 1
  %1996 = extractvalue { float, float, float, float } %1993, 2
  %1997 = extractvalue { float, float, float, float } %1993, 3
  %1998 = getelementptr bfloat, ptr addrspace(3) %1610, i64 %328
  %1999 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1998)
  %2000 = extractvalue { i32, i32, i32, i32 } %1999, 0
  %2001 = extractvalue { i32, i32, i32, i32 } %1999, 1
  %2002 = extractvalue { i32, i32, i32, i32 } %1999, 2
  %2003 = extractvalue { i32, i32, i32, i32 } %1999, 3
  %2004 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2000, i32 %2001, i32 %2002, i32 %2003, i32 %1968, i32 %1969, float %1889, float %1890, float %1891, float %1892) #6
  %2005 = extractvalue { float, float, float, float } %2004, 0
  %2006 = extractvalue { float, float, float, float } %2004, 1
  %2007 = extractvalue { float, float, float, float } %2004, 2
  %2008 = extractvalue { float, float, float, float } %2004, 3
  %2009 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2000, i32 %2001, i32 %2002, i32 %2003, i32 %1970, i32 %1971, float %1894, float %1895, float %1896, float %1897) #6
  %2010 = extractvalue { float, float, float, float } %2009, 0
  %2011 = extractvalue { float, float, float, float } %2009, 1
  %2012 = extractvalue { float, float, float, float } %2009, 2
  %2013 = extractvalue { float, float, float, float } %2009, 3
  %2014 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2000, i32 %2001, i32 %2002, i32 %2003, i32 %1984, i32 %1985, float %1899, float %1900, float %1901, float %1902) #6
  %2015 = extractvalue { float, float, float, float } %2014, 0
  %2016 = extractvalue { float, float, float, float } %2014, 1
  %2017 = extractvalue { float, float, float, float } %2014, 2
  %2018 = extractvalue { float, float, float, float } %2014, 3
  %2019 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2000, i32 %2001, i32 %2002, i32 %2003, i32 %1986, i32 %1987, float %1904, float %1905, float %1906, float %1907) #6
  %2020 = extractvalue { float, float, float, float } %2019, 0
  %2021 = extractvalue { float, float, float, float } %2019, 1
  %2022 = extractvalue { float, float, float, float } %2019, 2
  %2023 = extractvalue { float, float, float, float } %2019, 3
  %2024 = getelementptr bfloat, ptr addrspace(3) %1610, i64 %329
  %2025 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %2024)
  %2026 = extractvalue { i32, i32, i32, i32 } %2025, 0
  %2027 = extractvalue { i32, i32, i32, i32 } %2025, 1
  %2028 = extractvalue { i32, i32, i32, i32 } %2025, 2
  %2029 = extractvalue { i32, i32, i32, i32 } %2025, 3
  %2030 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2026, i32 %2027, i32 %2028, i32 %2029, i32 %1968, i32 %1969, float %1915, float %1916, float %1917, float %1918) #6
  %2031 = extractvalue { float, float, float, float } %2030, 0
  %2032 = extractvalue { float, float, float, float } %2030, 1
  %2033 = extractvalue { float, float, float, float } %2030, 2
  %2034 = extractvalue { float, float, float, float } %2030, 3
  %2035 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2026, i32 %2027, i32 %2028, i32 %2029, i32 %1970, i32 %1971, float %1920, float %1921, float %1922, float %1923) #6
  %2036 = extractvalue { float, float, float, float } %2035, 0
  %2037 = extractvalue { float, float, float, float } %2035, 1
  %2038 = extractvalue { float, float, float, float } %2035, 2
  %2039 = extractvalue { float, float, float, float } %2035, 3
  %2040 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2026, i32 %2027, i32 %2028, i32 %2029, i32 %1984, i32 %1985, float %1925, float %1926, float %1927, float %1928) #6
  %2041 = extractvalue { float, float, float, float } %2040, 0
  %2042 = extractvalue { float, float, float, float } %2040, 1
  %2043 = extractvalue { float, float, float, float } %2040, 2
  %2044 = extractvalue { float, float, float, float } %2040, 3
  %2045 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2026, i32 %2027, i32 %2028, i32 %2029, i32 %1986, i32 %1987, float %1930, float %1931, float %1932, float %1933) #6
  %2046 = extractvalue { float, float, float, float } %2045, 0
  %2047 = extractvalue { float, float, float, float } %2045, 1
  %2048 = extractvalue { float, float, float, float } %2045, 2
  %2049 = extractvalue { float, float, float, float } %2045, 3
  %2050 = getelementptr bfloat, ptr addrspace(3) %1610, i64 %331
  %2051 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %2050)
  %2052 = extractvalue { i32, i32, i32, i32 } %2051, 0
  %2053 = extractvalue { i32, i32, i32, i32 } %2051, 1
  %2054 = extractvalue { i32, i32, i32, i32 } %2051, 2
  %2055 = extractvalue { i32, i32, i32, i32 } %2051, 3
  %2056 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2052, i32 %2053, i32 %2054, i32 %2055, i32 %1968, i32 %1969, float %1941, float %1942, float %1943, float %1944) #6
  %2057 = extractvalue { float, float, float, float } %2056, 0
  %2058 = extractvalue { float, float, float, float } %2056, 1
  %2059 = extractvalue { float, float, float, float } %2056, 2
  %2060 = extractvalue { float, float, float, float } %2056, 3
  %2061 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2052, i32 %2053, i32 %2054, i32 %2055, i32 %1970, i32 %1971, float %1946, float %1947, float %1948, float %1949) #6
  %2062 = extractvalue { float, float, float, float } %2061, 0
  %2063 = extractvalue { float, float, float, float } %2061, 1
  %2064 = extractvalue { float, float, float, float } %2061, 2
  %2065 = extractvalue { float, float, float, float } %2061, 3
  %2066 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2052, i32 %2053, i32 %2054, i32 %2055, i32 %1984, i32 %1985, float %1951, float %1952, float %1953, float %1954) #6
  %2067 = extractvalue { float, float, float, float } %2066, 0
  %2068 = extractvalue { float, float, float, float } %2066, 1
  %2069 = extractvalue { float, float, float, float } %2066, 2
  %2070 = extractvalue { float, float, float, float } %2066, 3
  %2071 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %2052, i32 %2053, i32 %2054, i32 %2055, i32 %1986, i32 %1987, float %1956, float %1957, float %1958, float %1959) #6
  %2072 = extractvalue { float, float, float, float } %2071, 0
  %2073 = extractvalue { float, float, float, float } %2071, 1
  %2074 = extractvalue { float, float, float, float } %2071, 2
  %2075 = extractvalue { float, float, float, float } %2071, 3
  %2076 = add i32 %936, 1
  %2077 = icmp eq i32 %2076, 4
  %2078 = select i1 %2077, i32 0, i32 %2076
  %2079 = add i32 %1001, 64
  %2080 = icmp slt i32 %2079, %5
  br i1 %2080, label %935, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
  %2081 = bitcast float %1973 to i32
  %2082 = bitcast float %1974 to i32
  %2083 = bitcast float %1975 to i32
  %2084 = bitcast float %1976 to i32
  %2085 = bitcast float %1978 to i32
  %2086 = bitcast float %1979 to i32
  %2087 = bitcast float %1980 to i32
  %2088 = bitcast float %1981 to i32
  %2089 = bitcast float %1989 to i32
  %2090 = bitcast float %1990 to i32
  %2091 = bitcast float %1991 to i32
  %2092 = bitcast float %1992 to i32
  %2093 = bitcast float %1994 to i32
  %2094 = bitcast float %1995 to i32
  %2095 = bitcast float %1996 to i32
  %2096 = bitcast float %1997 to i32
  %2097 = bitcast float %2005 to i32
  %2098 = bitcast float %2006 to i32
  %2099 = bitcast float %2007 to i32
  %2100 = bitcast float %2008 to i32
  %2101 = bitcast float %2010 to i32
  %2102 = bitcast float %2011 to i32
  %2103 = bitcast float %2012 to i32
  %2104 = bitcast float %2013 to i32
  %2105 = bitcast float %2015 to i32
  %2106 = bitcast float %2016 to i32
  %2107 = bitcast float %2017 to i32
  %2108 = bitcast float %2018 to i32
  %2109 = bitcast float %2020 to i32
  %2110 = bitcast float %2021 to i32
  %2111 = bitcast float %2022 to i32
  %2112 = bitcast float %2023 to i32
  %2113 = bitcast float %2031 to i32
  %2114 = bitcast float %2032 to i32
  %2115 = bitcast float %2033 to i32
  %2116 = bitcast float %2034 to i32
  %2117 = bitcast float %2036 to i32
  %2118 = bitcast float %2037 to i32
  %2119 = bitcast float %2038 to i32
  %2120 = bitcast float %2039 to i32
  %2121 = bitcast float %2041 to i32
  %2122 = bitcast float %2042 to i32
  %2123 = bitcast float %2043 to i32
  %2124 = bitcast float %2044 to i32
  %2125 = bitcast float %2046 to i32
  %2126 = bitcast float %2047 to i32
  %2127 = bitcast float %2048 to i32
  %2128 = bitcast float %2049 to i32
  %2129 = bitcast float %2057 to i32
  %2130 = bitcast float %2058 to i32
  %2131 = bitcast float %2059 to i32
  %2132 = bitcast float %2060 to i32
  %2133 = bitcast float %2062 to i32
  %2134 = bitcast float %2063 to i32
  %2135 = bitcast float %2064 to i32
  %2136 = bitcast float %2065 to i32
  %2137 = bitcast float %2067 to i32
  %2138 = bitcast float %2068 to i32
  %2139 = bitcast float %2069 to i32
  %2140 = bitcast float %2070 to i32
  %2141 = bitcast float %2072 to i32
  %2142 = bitcast float %2073 to i32
  %2143 = bitcast float %2074 to i32
  %2144 = bitcast float %2075 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %.preheader36, %._crit_edge.loopexit
  %.lcssa179 = phi i32 [ %2081, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa178 = phi i32 [ %2082, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa177 = phi i32 [ %2083, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa176 = phi i32 [ %2084, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa175 = phi i32 [ %2085, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa174 = phi i32 [ %2086, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa173 = phi i32 [ %2087, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa172 = phi i32 [ %2088, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa171 = phi i32 [ %2089, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa170 = phi i32 [ %2090, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa169 = phi i32 [ %2091, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa168 = phi i32 [ %2092, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa167 = phi i32 [ %2093, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa166 = phi i32 [ %2094, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa165 = phi i32 [ %2095, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa164 = phi i32 [ %2096, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa163 = phi i32 [ %2097, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa162 = phi i32 [ %2098, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa161 = phi i32 [ %2099, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa160 = phi i32 [ %2100, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa159 = phi i32 [ %2101, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa158 = phi i32 [ %2102, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa157 = phi i32 [ %2103, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa156 = phi i32 [ %2104, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa155 = phi i32 [ %2105, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa154 = phi i32 [ %2106, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa153 = phi i32 [ %2107, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa152 = phi i32 [ %2108, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa151 = phi i32 [ %2109, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa150 = phi i32 [ %2110, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa149 = phi i32 [ %2111, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa148 = phi i32 [ %2112, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa147 = phi i32 [ %2113, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa146 = phi i32 [ %2114, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa145 = phi i32 [ %2115, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa144 = phi i32 [ %2116, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa143 = phi i32 [ %2117, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa142 = phi i32 [ %2118, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa141 = phi i32 [ %2119, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa140 = phi i32 [ %2120, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa139 = phi i32 [ %2121, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa138 = phi i32 [ %2122, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa137 = phi i32 [ %2123, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa136 = phi i32 [ %2124, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa135 = phi i32 [ %2125, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa134 = phi i32 [ %2126, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa133 = phi i32 [ %2127, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa132 = phi i32 [ %2128, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa131 = phi i32 [ %2129, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa130 = phi i32 [ %2130, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa129 = phi i32 [ %2131, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa128 = phi i32 [ %2132, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa127 = phi i32 [ %2133, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa126 = phi i32 [ %2134, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa125 = phi i32 [ %2135, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa124 = phi i32 [ %2136, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa123 = phi i32 [ %2137, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa122 = phi i32 [ %2138, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa121 = phi i32 [ %2139, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa120 = phi i32 [ %2140, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa119 = phi i32 [ %2141, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa118 = phi i32 [ %2142, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa117 = phi i32 [ %2143, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa116 = phi i32 [ %2144, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2145 = lshr i32 %7, 2
  %2146 = and i32 %2145, 7
  %2147 = or disjoint i32 %183, %2146
  %2148 = shl nuw nsw i32 %7, 1
  %2149 = and i32 %2148, 6
  %2150 = or disjoint i32 %2149, %180
  %2151 = or disjoint i32 %2147, %23
  %2152 = mul i32 %2151, %4
  %2153 = or disjoint i32 %2150, %24
  %2154 = add i32 %2152, %2153
  %2155 = sext i32 %2154 to i64
  %2156 = getelementptr float, ptr addrspace(1) %2, i64 %2155
  %2157 = icmp slt i32 %2151, %3
  %2158 = icmp slt i32 %2153, %4
  %2159 = and i1 %2157, %2158
  %2160 = or disjoint i32 %2149, 1
  %2161 = or disjoint i32 %2160, %180
  %2162 = or disjoint i32 %2161, %24
  %2163 = icmp slt i32 %2162, %4
  %2164 = ptrtoint ptr addrspace(1) %2156 to i64
  %2165 = and i64 %2164, 7
  %2166 = icmp eq i64 %2165, 0
  %2167 = and i1 %2159, %2166
  %2168 = and i1 %2163, %2167
  %2169 = xor i1 %2159, %2168
  %2170 = xor i1 %2157, %2167
  %2171 = and i1 %2163, %2170
  %2172 = zext i1 %2168 to i32
  %2173 = zext i1 %2169 to i32
  %2174 = zext i1 %2171 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2172, i32 %.lcssa179, i32 %.lcssa178, ptr addrspace(1) %2156, i32 %2173, i32 %2174) #6
  %2175 = or disjoint i32 %2146, 8
  %2176 = or disjoint i32 %183, %2175
  %2177 = or disjoint i32 %2176, %23
  %2178 = mul i32 %2177, %4
  %2179 = add i32 %2178, %2153
  %2180 = sext i32 %2179 to i64
  %2181 = getelementptr float, ptr addrspace(1) %2, i64 %2180
  %2182 = icmp slt i32 %2177, %3
  %2183 = and i1 %2182, %2158
  %2184 = ptrtoint ptr addrspace(1) %2181 to i64
  %2185 = and i64 %2184, 7
  %2186 = icmp eq i64 %2185, 0
  %2187 = and i1 %2183, %2186
  %2188 = and i1 %2163, %2187
  %2189 = xor i1 %2183, %2188
  %2190 = xor i1 %2182, %2187
  %2191 = and i1 %2163, %2190
  %2192 = zext i1 %2188 to i32
  %2193 = zext i1 %2189 to i32
  %2194 = zext i1 %2191 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2192, i32 %.lcssa177, i32 %.lcssa176, ptr addrspace(1) %2181, i32 %2193, i32 %2194) #6
  %2195 = or disjoint i32 %180, 8
  %2196 = or disjoint i32 %2195, %2149
  %2197 = or disjoint i32 %2196, %24
  %2198 = add i32 %2152, %2197
  %2199 = sext i32 %2198 to i64
  %2200 = getelementptr float, ptr addrspace(1) %2, i64 %2199
  %2201 = icmp slt i32 %2197, %4
  %2202 = and i1 %2157, %2201
  %2203 = or disjoint i32 %2160, %2195
  %2204 = or disjoint i32 %2203, %24
  %2205 = icmp slt i32 %2204, %4
  %2206 = ptrtoint ptr addrspace(1) %2200 to i64
  %2207 = and i64 %2206, 7
  %2208 = icmp eq i64 %2207, 0
  %2209 = and i1 %2202, %2208
  %2210 = and i1 %2205, %2209
  %2211 = xor i1 %2202, %2210
  %2212 = xor i1 %2157, %2209
  %2213 = and i1 %2205, %2212
  %2214 = zext i1 %2210 to i32
  %2215 = zext i1 %2211 to i32
  %2216 = zext i1 %2213 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2214, i32 %.lcssa175, i32 %.lcssa174, ptr addrspace(1) %2200, i32 %2215, i32 %2216) #6
  %2217 = add i32 %2178, %2197
  %2218 = sext i32 %2217 to i64
  %2219 = getelementptr float, ptr addrspace(1) %2, i64 %2218
  %2220 = and i1 %2182, %2201
  %2221 = ptrtoint ptr addrspace(1) %2219 to i64
  %2222 = and i64 %2221, 7
  %2223 = icmp eq i64 %2222, 0
  %2224 = and i1 %2220, %2223
  %2225 = and i1 %2205, %2224
  %2226 = xor i1 %2220, %2225
  %2227 = xor i1 %2182, %2224
  %2228 = and i1 %2205, %2227
  %2229 = zext i1 %2225 to i32
  %2230 = zext i1 %2226 to i32
  %2231 = zext i1 %2228 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2229, i32 %.lcssa173, i32 %.lcssa172, ptr addrspace(1) %2219, i32 %2230, i32 %2231) #6
  %2232 = or disjoint i32 %180, 16
  %2233 = or disjoint i32 %2232, %2149
  %2234 = or disjoint i32 %2233, %24
  %2235 = add i32 %2152, %2234
  %2236 = sext i32 %2235 to i64
  %2237 = getelementptr float, ptr addrspace(1) %2, i64 %2236
  %2238 = icmp slt i32 %2234, %4
  %2239 = and i1 %2157, %2238
  %2240 = or disjoint i32 %2160, %2232
  %2241 = or disjoint i32 %2240, %24
  %2242 = icmp slt i32 %2241, %4
  %2243 = ptrtoint ptr addrspace(1) %2237 to i64
  %2244 = and i64 %2243, 7
  %2245 = icmp eq i64 %2244, 0
  %2246 = and i1 %2239, %2245
  %2247 = and i1 %2242, %2246
  %2248 = xor i1 %2239, %2247
  %2249 = xor i1 %2157, %2246
  %2250 = and i1 %2242, %2249
  %2251 = zext i1 %2247 to i32
  %2252 = zext i1 %2248 to i32
  %2253 = zext i1 %2250 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2251, i32 %.lcssa171, i32 %.lcssa170, ptr addrspace(1) %2237, i32 %2252, i32 %2253) #6
  %2254 = add i32 %2178, %2234
  %2255 = sext i32 %2254 to i64
  %2256 = getelementptr float, ptr addrspace(1) %2, i64 %2255
  %2257 = and i1 %2182, %2238
  %2258 = ptrtoint ptr addrspace(1) %2256 to i64
  %2259 = and i64 %2258, 7
  %2260 = icmp eq i64 %2259, 0
  %2261 = and i1 %2257, %2260
  %2262 = and i1 %2242, %2261
  %2263 = xor i1 %2257, %2262
  %2264 = xor i1 %2182, %2261
  %2265 = and i1 %2242, %2264
  %2266 = zext i1 %2262 to i32
  %2267 = zext i1 %2263 to i32
  %2268 = zext i1 %2265 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2266, i32 %.lcssa169, i32 %.lcssa168, ptr addrspace(1) %2256, i32 %2267, i32 %2268) #6
  %2269 = or disjoint i32 %180, 24
  %2270 = or disjoint i32 %2269, %2149
  %2271 = or disjoint i32 %2270, %24
  %2272 = add i32 %2152, %2271
  %2273 = sext i32 %2272 to i64
  %2274 = getelementptr float, ptr addrspace(1) %2, i64 %2273
  %2275 = icmp slt i32 %2271, %4
  %2276 = and i1 %2157, %2275
  %2277 = or disjoint i32 %2160, %2269
  %2278 = or disjoint i32 %2277, %24
  %2279 = icmp slt i32 %2278, %4
  %2280 = ptrtoint ptr addrspace(1) %2274 to i64
  %2281 = and i64 %2280, 7
  %2282 = icmp eq i64 %2281, 0
  %2283 = and i1 %2276, %2282
  %2284 = and i1 %2279, %2283
  %2285 = xor i1 %2276, %2284
  %2286 = xor i1 %2157, %2283
  %2287 = and i1 %2279, %2286
  %2288 = zext i1 %2284 to i32
  %2289 = zext i1 %2285 to i32
  %2290 = zext i1 %2287 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2288, i32 %.lcssa167, i32 %.lcssa166, ptr addrspace(1) %2274, i32 %2289, i32 %2290) #6
  %2291 = add i32 %2178, %2271
  %2292 = sext i32 %2291 to i64
  %2293 = getelementptr float, ptr addrspace(1) %2, i64 %2292
  %2294 = and i1 %2182, %2275
  %2295 = ptrtoint ptr addrspace(1) %2293 to i64
  %2296 = and i64 %2295, 7
  %2297 = icmp eq i64 %2296, 0
  %2298 = and i1 %2294, %2297
  %2299 = and i1 %2279, %2298
  %2300 = xor i1 %2294, %2299
  %2301 = xor i1 %2182, %2298
  %2302 = and i1 %2279, %2301
  %2303 = zext i1 %2299 to i32
  %2304 = zext i1 %2300 to i32
  %2305 = zext i1 %2302 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2303, i32 %.lcssa165, i32 %.lcssa164, ptr addrspace(1) %2293, i32 %2304, i32 %2305) #6
  %2306 = or disjoint i32 %183, 16
  %2307 = or disjoint i32 %2306, %2146
  %2308 = or disjoint i32 %2307, %23
  %2309 = mul i32 %2308, %4
  %2310 = add i32 %2309, %2153
  %2311 = sext i32 %2310 to i64
  %2312 = getelementptr float, ptr addrspace(1) %2, i64 %2311
  %2313 = icmp slt i32 %2308, %3
  %2314 = and i1 %2313, %2158
  %2315 = ptrtoint ptr addrspace(1) %2312 to i64
  %2316 = and i64 %2315, 7
  %2317 = icmp eq i64 %2316, 0
  %2318 = and i1 %2314, %2317
  %2319 = and i1 %2163, %2318
  %2320 = xor i1 %2314, %2319
  %2321 = xor i1 %2313, %2318
  %2322 = and i1 %2163, %2321
  %2323 = zext i1 %2319 to i32
  %2324 = zext i1 %2320 to i32
  %2325 = zext i1 %2322 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2323, i32 %.lcssa163, i32 %.lcssa162, ptr addrspace(1) %2312, i32 %2324, i32 %2325) #6
  %2326 = or disjoint i32 %2306, %2175
  %2327 = or disjoint i32 %2326, %23
  %2328 = mul i32 %2327, %4
  %2329 = add i32 %2328, %2153
  %2330 = sext i32 %2329 to i64
  %2331 = getelementptr float, ptr addrspace(1) %2, i64 %2330
  %2332 = icmp slt i32 %2327, %3
  %2333 = and i1 %2332, %2158
  %2334 = ptrtoint ptr addrspace(1) %2331 to i64
  %2335 = and i64 %2334, 7
  %2336 = icmp eq i64 %2335, 0
  %2337 = and i1 %2333, %2336
  %2338 = and i1 %2163, %2337
  %2339 = xor i1 %2333, %2338
  %2340 = xor i1 %2332, %2337
  %2341 = and i1 %2163, %2340
  %2342 = zext i1 %2338 to i32
  %2343 = zext i1 %2339 to i32
  %2344 = zext i1 %2341 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2342, i32 %.lcssa161, i32 %.lcssa160, ptr addrspace(1) %2331, i32 %2343, i32 %2344) #6
  %2345 = add i32 %2309, %2197
  %2346 = sext i32 %2345 to i64
  %2347 = getelementptr float, ptr addrspace(1) %2, i64 %2346
  %2348 = and i1 %2313, %2201
  %2349 = ptrtoint ptr addrspace(1) %2347 to i64
  %2350 = and i64 %2349, 7
  %2351 = icmp eq i64 %2350, 0
  %2352 = and i1 %2348, %2351
  %2353 = and i1 %2205, %2352
  %2354 = xor i1 %2348, %2353
  %2355 = xor i1 %2313, %2352
  %2356 = and i1 %2205, %2355
  %2357 = zext i1 %2353 to i32
  %2358 = zext i1 %2354 to i32
  %2359 = zext i1 %2356 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2357, i32 %.lcssa159, i32 %.lcssa158, ptr addrspace(1) %2347, i32 %2358, i32 %2359) #6
  %2360 = add i32 %2328, %2197
  %2361 = sext i32 %2360 to i64
  %2362 = getelementptr float, ptr addrspace(1) %2, i64 %2361
  %2363 = and i1 %2332, %2201
  %2364 = ptrtoint ptr addrspace(1) %2362 to i64
  %2365 = and i64 %2364, 7
  %2366 = icmp eq i64 %2365, 0
  %2367 = and i1 %2363, %2366
  %2368 = and i1 %2205, %2367
  %2369 = xor i1 %2363, %2368
  %2370 = xor i1 %2332, %2367
  %2371 = and i1 %2205, %2370
  %2372 = zext i1 %2368 to i32
  %2373 = zext i1 %2369 to i32
  %2374 = zext i1 %2371 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2372, i32 %.lcssa157, i32 %.lcssa156, ptr addrspace(1) %2362, i32 %2373, i32 %2374) #6
  %2375 = add i32 %2309, %2234
  %2376 = sext i32 %2375 to i64
  %2377 = getelementptr float, ptr addrspace(1) %2, i64 %2376
  %2378 = and i1 %2313, %2238
  %2379 = ptrtoint ptr addrspace(1) %2377 to i64
  %2380 = and i64 %2379, 7
  %2381 = icmp eq i64 %2380, 0
  %2382 = and i1 %2378, %2381
  %2383 = and i1 %2242, %2382
  %2384 = xor i1 %2378, %2383
  %2385 = xor i1 %2313, %2382
  %2386 = and i1 %2242, %2385
  %2387 = zext i1 %2383 to i32
  %2388 = zext i1 %2384 to i32
  %2389 = zext i1 %2386 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2387, i32 %.lcssa155, i32 %.lcssa154, ptr addrspace(1) %2377, i32 %2388, i32 %2389) #6
  %2390 = add i32 %2328, %2234
  %2391 = sext i32 %2390 to i64
  %2392 = getelementptr float, ptr addrspace(1) %2, i64 %2391
  %2393 = and i1 %2332, %2238
  %2394 = ptrtoint ptr addrspace(1) %2392 to i64
  %2395 = and i64 %2394, 7
  %2396 = icmp eq i64 %2395, 0
  %2397 = and i1 %2393, %2396
  %2398 = and i1 %2242, %2397
  %2399 = xor i1 %2393, %2398
  %2400 = xor i1 %2332, %2397
  %2401 = and i1 %2242, %2400
  %2402 = zext i1 %2398 to i32
  %2403 = zext i1 %2399 to i32
  %2404 = zext i1 %2401 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2402, i32 %.lcssa153, i32 %.lcssa152, ptr addrspace(1) %2392, i32 %2403, i32 %2404) #6
  %2405 = add i32 %2309, %2271
  %2406 = sext i32 %2405 to i64
  %2407 = getelementptr float, ptr addrspace(1) %2, i64 %2406
  %2408 = and i1 %2313, %2275
  %2409 = ptrtoint ptr addrspace(1) %2407 to i64
  %2410 = and i64 %2409, 7
  %2411 = icmp eq i64 %2410, 0
  %2412 = and i1 %2408, %2411
  %2413 = and i1 %2279, %2412
  %2414 = xor i1 %2408, %2413
  %2415 = xor i1 %2313, %2412
  %2416 = and i1 %2279, %2415
  %2417 = zext i1 %2413 to i32
  %2418 = zext i1 %2414 to i32
  %2419 = zext i1 %2416 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2417, i32 %.lcssa151, i32 %.lcssa150, ptr addrspace(1) %2407, i32 %2418, i32 %2419) #6
  %2420 = add i32 %2328, %2271
  %2421 = sext i32 %2420 to i64
  %2422 = getelementptr float, ptr addrspace(1) %2, i64 %2421
  %2423 = and i1 %2332, %2275
  %2424 = ptrtoint ptr addrspace(1) %2422 to i64
  %2425 = and i64 %2424, 7
  %2426 = icmp eq i64 %2425, 0
  %2427 = and i1 %2423, %2426
  %2428 = and i1 %2279, %2427
  %2429 = xor i1 %2423, %2428
  %2430 = xor i1 %2332, %2427
  %2431 = and i1 %2279, %2430
  %2432 = zext i1 %2428 to i32
  %2433 = zext i1 %2429 to i32
  %2434 = zext i1 %2431 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2432, i32 %.lcssa149, i32 %.lcssa148, ptr addrspace(1) %2422, i32 %2433, i32 %2434) #6
  %2435 = or disjoint i32 %183, 32
  %2436 = or disjoint i32 %2435, %2146
  %2437 = or disjoint i32 %2436, %23
  %2438 = mul i32 %2437, %4
  %2439 = add i32 %2438, %2153
  %2440 = sext i32 %2439 to i64
  %2441 = getelementptr float, ptr addrspace(1) %2, i64 %2440
  %2442 = icmp slt i32 %2437, %3
  %2443 = and i1 %2442, %2158
  %2444 = ptrtoint ptr addrspace(1) %2441 to i64
  %2445 = and i64 %2444, 7
  %2446 = icmp eq i64 %2445, 0
  %2447 = and i1 %2443, %2446
  %2448 = and i1 %2163, %2447
  %2449 = xor i1 %2443, %2448
  %2450 = xor i1 %2442, %2447
  %2451 = and i1 %2163, %2450
  %2452 = zext i1 %2448 to i32
  %2453 = zext i1 %2449 to i32
  %2454 = zext i1 %2451 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2452, i32 %.lcssa147, i32 %.lcssa146, ptr addrspace(1) %2441, i32 %2453, i32 %2454) #6
  %2455 = or disjoint i32 %2435, %2175
  %2456 = or disjoint i32 %2455, %23
  %2457 = mul i32 %2456, %4
  %2458 = add i32 %2457, %2153
  %2459 = sext i32 %2458 to i64
  %2460 = getelementptr float, ptr addrspace(1) %2, i64 %2459
  %2461 = icmp slt i32 %2456, %3
  %2462 = and i1 %2461, %2158
  %2463 = ptrtoint ptr addrspace(1) %2460 to i64
  %2464 = and i64 %2463, 7
  %2465 = icmp eq i64 %2464, 0
  %2466 = and i1 %2462, %2465
  %2467 = and i1 %2163, %2466
  %2468 = xor i1 %2462, %2467
  %2469 = xor i1 %2461, %2466
  %2470 = and i1 %2163, %2469
  %2471 = zext i1 %2467 to i32
  %2472 = zext i1 %2468 to i32
  %2473 = zext i1 %2470 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2471, i32 %.lcssa145, i32 %.lcssa144, ptr addrspace(1) %2460, i32 %2472, i32 %2473) #6
  %2474 = add i32 %2438, %2197
  %2475 = sext i32 %2474 to i64
  %2476 = getelementptr float, ptr addrspace(1) %2, i64 %2475
  %2477 = and i1 %2442, %2201
  %2478 = ptrtoint ptr addrspace(1) %2476 to i64
  %2479 = and i64 %2478, 7
  %2480 = icmp eq i64 %2479, 0
  %2481 = and i1 %2477, %2480
  %2482 = and i1 %2205, %2481
  %2483 = xor i1 %2477, %2482
  %2484 = xor i1 %2442, %2481
  %2485 = and i1 %2205, %2484
  %2486 = zext i1 %2482 to i32
  %2487 = zext i1 %2483 to i32
  %2488 = zext i1 %2485 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2486, i32 %.lcssa143, i32 %.lcssa142, ptr addrspace(1) %2476, i32 %2487, i32 %2488) #6
  %2489 = add i32 %2457, %2197
  %2490 = sext i32 %2489 to i64
  %2491 = getelementptr float, ptr addrspace(1) %2, i64 %2490
  %2492 = and i1 %2461, %2201
  %2493 = ptrtoint ptr addrspace(1) %2491 to i64
  %2494 = and i64 %2493, 7
  %2495 = icmp eq i64 %2494, 0
  %2496 = and i1 %2492, %2495
  %2497 = and i1 %2205, %2496
  %2498 = xor i1 %2492, %2497
  %2499 = xor i1 %2461, %2496
  %2500 = and i1 %2205, %2499
  %2501 = zext i1 %2497 to i32
  %2502 = zext i1 %2498 to i32
  %2503 = zext i1 %2500 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2501, i32 %.lcssa141, i32 %.lcssa140, ptr addrspace(1) %2491, i32 %2502, i32 %2503) #6
  %2504 = add i32 %2438, %2234
  %2505 = sext i32 %2504 to i64
  %2506 = getelementptr float, ptr addrspace(1) %2, i64 %2505
  %2507 = and i1 %2442, %2238
  %2508 = ptrtoint ptr addrspace(1) %2506 to i64
  %2509 = and i64 %2508, 7
  %2510 = icmp eq i64 %2509, 0
  %2511 = and i1 %2507, %2510
  %2512 = and i1 %2242, %2511
  %2513 = xor i1 %2507, %2512
  %2514 = xor i1 %2442, %2511
  %2515 = and i1 %2242, %2514
  %2516 = zext i1 %2512 to i32
  %2517 = zext i1 %2513 to i32
  %2518 = zext i1 %2515 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2516, i32 %.lcssa139, i32 %.lcssa138, ptr addrspace(1) %2506, i32 %2517, i32 %2518) #6
  %2519 = add i32 %2457, %2234
  %2520 = sext i32 %2519 to i64
  %2521 = getelementptr float, ptr addrspace(1) %2, i64 %2520
  %2522 = and i1 %2461, %2238
  %2523 = ptrtoint ptr addrspace(1) %2521 to i64
  %2524 = and i64 %2523, 7
  %2525 = icmp eq i64 %2524, 0
  %2526 = and i1 %2522, %2525
  %2527 = and i1 %2242, %2526
  %2528 = xor i1 %2522, %2527
  %2529 = xor i1 %2461, %2526
  %2530 = and i1 %2242, %2529
  %2531 = zext i1 %2527 to i32
  %2532 = zext i1 %2528 to i32
  %2533 = zext i1 %2530 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2531, i32 %.lcssa137, i32 %.lcssa136, ptr addrspace(1) %2521, i32 %2532, i32 %2533) #6
  %2534 = add i32 %2438, %2271
  %2535 = sext i32 %2534 to i64
  %2536 = getelementptr float, ptr addrspace(1) %2, i64 %2535
  %2537 = and i1 %2442, %2275
  %2538 = ptrtoint ptr addrspace(1) %2536 to i64
  %2539 = and i64 %2538, 7
  %2540 = icmp eq i64 %2539, 0
  %2541 = and i1 %2537, %2540
  %2542 = and i1 %2279, %2541
  %2543 = xor i1 %2537, %2542
  %2544 = xor i1 %2442, %2541
  %2545 = and i1 %2279, %2544
  %2546 = zext i1 %2542 to i32
  %2547 = zext i1 %2543 to i32
  %2548 = zext i1 %2545 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2546, i32 %.lcssa135, i32 %.lcssa134, ptr addrspace(1) %2536, i32 %2547, i32 %2548) #6
  %2549 = add i32 %2457, %2271
  %2550 = sext i32 %2549 to i64
  %2551 = getelementptr float, ptr addrspace(1) %2, i64 %2550
  %2552 = and i1 %2461, %2275
  %2553 = ptrtoint ptr addrspace(1) %2551 to i64
  %2554 = and i64 %2553, 7
  %2555 = icmp eq i64 %2554, 0
  %2556 = and i1 %2552, %2555
  %2557 = and i1 %2279, %2556
  %2558 = xor i1 %2552, %2557
  %2559 = xor i1 %2461, %2556
  %2560 = and i1 %2279, %2559
  %2561 = zext i1 %2557 to i32
  %2562 = zext i1 %2558 to i32
  %2563 = zext i1 %2560 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2561, i32 %.lcssa133, i32 %.lcssa132, ptr addrspace(1) %2551, i32 %2562, i32 %2563) #6
  %2564 = or i32 %182, 48
  %2565 = or disjoint i32 %2564, %2146
  %2566 = or disjoint i32 %2565, %23
  %2567 = mul i32 %2566, %4
  %2568 = add i32 %2567, %2153
  %2569 = sext i32 %2568 to i64
  %2570 = getelementptr float, ptr addrspace(1) %2, i64 %2569
  %2571 = icmp slt i32 %2566, %3
  %2572 = and i1 %2571, %2158
  %2573 = ptrtoint ptr addrspace(1) %2570 to i64
  %2574 = and i64 %2573, 7
  %2575 = icmp eq i64 %2574, 0
  %2576 = and i1 %2572, %2575
  %2577 = and i1 %2163, %2576
  %2578 = xor i1 %2572, %2577
  %2579 = xor i1 %2571, %2576
  %2580 = and i1 %2163, %2579
  %2581 = zext i1 %2577 to i32
  %2582 = zext i1 %2578 to i32
  %2583 = zext i1 %2580 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2581, i32 %.lcssa131, i32 %.lcssa130, ptr addrspace(1) %2570, i32 %2582, i32 %2583) #6
  %2584 = or disjoint i32 %2564, %2175
  %2585 = or disjoint i32 %2584, %23
  %2586 = mul i32 %2585, %4
  %2587 = add i32 %2586, %2153
  %2588 = sext i32 %2587 to i64
  %2589 = getelementptr float, ptr addrspace(1) %2, i64 %2588
  %2590 = icmp slt i32 %2585, %3
  %2591 = and i1 %2590, %2158
  %2592 = ptrtoint ptr addrspace(1) %2589 to i64
  %2593 = and i64 %2592, 7
  %2594 = icmp eq i64 %2593, 0
  %2595 = and i1 %2591, %2594
  %2596 = and i1 %2163, %2595
  %2597 = xor i1 %2591, %2596
  %2598 = xor i1 %2590, %2595
  %2599 = and i1 %2163, %2598
  %2600 = zext i1 %2596 to i32
  %2601 = zext i1 %2597 to i32
  %2602 = zext i1 %2599 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2600, i32 %.lcssa129, i32 %.lcssa128, ptr addrspace(1) %2589, i32 %2601, i32 %2602) #6
  %2603 = add i32 %2567, %2197
  %2604 = sext i32 %2603 to i64
  %2605 = getelementptr float, ptr addrspace(1) %2, i64 %2604
  %2606 = and i1 %2571, %2201
  %2607 = ptrtoint ptr addrspace(1) %2605 to i64
  %2608 = and i64 %2607, 7
  %2609 = icmp eq i64 %2608, 0
  %2610 = and i1 %2606, %2609
  %2611 = and i1 %2205, %2610
  %2612 = xor i1 %2606, %2611
  %2613 = xor i1 %2571, %2610
  %2614 = and i1 %2205, %2613
  %2615 = zext i1 %2611 to i32
  %2616 = zext i1 %2612 to i32
  %2617 = zext i1 %2614 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2615, i32 %.lcssa127, i32 %.lcssa126, ptr addrspace(1) %2605, i32 %2616, i32 %2617) #6
  %2618 = add i32 %2586, %2197
  %2619 = sext i32 %2618 to i64
  %2620 = getelementptr float, ptr addrspace(1) %2, i64 %2619
  %2621 = and i1 %2590, %2201
  %2622 = ptrtoint ptr addrspace(1) %2620 to i64
  %2623 = and i64 %2622, 7
  %2624 = icmp eq i64 %2623, 0
  %2625 = and i1 %2621, %2624
  %2626 = and i1 %2205, %2625
  %2627 = xor i1 %2621, %2626
  %2628 = xor i1 %2590, %2625
  %2629 = and i1 %2205, %2628
  %2630 = zext i1 %2626 to i32
  %2631 = zext i1 %2627 to i32
  %2632 = zext i1 %2629 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2630, i32 %.lcssa125, i32 %.lcssa124, ptr addrspace(1) %2620, i32 %2631, i32 %2632) #6
  %2633 = add i32 %2567, %2234
  %2634 = sext i32 %2633 to i64
  %2635 = getelementptr float, ptr addrspace(1) %2, i64 %2634
  %2636 = and i1 %2571, %2238
  %2637 = ptrtoint ptr addrspace(1) %2635 to i64
  %2638 = and i64 %2637, 7
  %2639 = icmp eq i64 %2638, 0
  %2640 = and i1 %2636, %2639
  %2641 = and i1 %2242, %2640
  %2642 = xor i1 %2636, %2641
  %2643 = xor i1 %2571, %2640
  %2644 = and i1 %2242, %2643
  %2645 = zext i1 %2641 to i32
  %2646 = zext i1 %2642 to i32
  %2647 = zext i1 %2644 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2645, i32 %.lcssa123, i32 %.lcssa122, ptr addrspace(1) %2635, i32 %2646, i32 %2647) #6
  %2648 = add i32 %2586, %2234
  %2649 = sext i32 %2648 to i64
  %2650 = getelementptr float, ptr addrspace(1) %2, i64 %2649
  %2651 = and i1 %2590, %2238
  %2652 = ptrtoint ptr addrspace(1) %2650 to i64
  %2653 = and i64 %2652, 7
  %2654 = icmp eq i64 %2653, 0
  %2655 = and i1 %2651, %2654
  %2656 = and i1 %2242, %2655
  %2657 = xor i1 %2651, %2656
  %2658 = xor i1 %2590, %2655
  %2659 = and i1 %2242, %2658
  %2660 = zext i1 %2656 to i32
  %2661 = zext i1 %2657 to i32
  %2662 = zext i1 %2659 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2660, i32 %.lcssa121, i32 %.lcssa120, ptr addrspace(1) %2650, i32 %2661, i32 %2662) #6
  %2663 = add i32 %2567, %2271
  %2664 = sext i32 %2663 to i64
  %2665 = getelementptr float, ptr addrspace(1) %2, i64 %2664
  %2666 = and i1 %2571, %2275
  %2667 = ptrtoint ptr addrspace(1) %2665 to i64
  %2668 = and i64 %2667, 7
  %2669 = icmp eq i64 %2668, 0
  %2670 = and i1 %2666, %2669
  %2671 = and i1 %2279, %2670
  %2672 = xor i1 %2666, %2671
  %2673 = xor i1 %2571, %2670
  %2674 = and i1 %2279, %2673
  %2675 = zext i1 %2671 to i32
  %2676 = zext i1 %2672 to i32
  %2677 = zext i1 %2674 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2675, i32 %.lcssa119, i32 %.lcssa118, ptr addrspace(1) %2665, i32 %2676, i32 %2677) #6
  %2678 = add i32 %2586, %2271
  %2679 = sext i32 %2678 to i64
  %2680 = getelementptr float, ptr addrspace(1) %2, i64 %2679
  %2681 = and i1 %2590, %2275
  %2682 = ptrtoint ptr addrspace(1) %2680 to i64
  %2683 = and i64 %2682, 7
  %2684 = icmp eq i64 %2683, 0
  %2685 = and i1 %2681, %2684
  %2686 = and i1 %2279, %2685
  %2687 = xor i1 %2681, %2686
  %2688 = xor i1 %2590, %2685
  %2689 = and i1 %2279, %2688
  %2690 = zext i1 %2686 to i32
  %2691 = zext i1 %2687 to i32
  %2692 = zext i1 %2689 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2690, i32 %.lcssa117, i32 %.lcssa116, ptr addrspace(1) %2680, i32 %2691, i32 %2692) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #2

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #4

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #5

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
