; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_mxfp8_smem = internal addrspace(3) global [35584 x i8] undef, align 16

; Function Attrs: nounwind
define ptx_kernel void @gemm_mxfp8(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, ptr addrspace(1) %4, i32 %5, i32 %6, i32 %7) local_unnamed_addr #0 {
  %9 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = shl nuw nsw i32 %11, 7
  %13 = shl i32 %10, 6
  %14 = lshr i32 %7, 5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %15 = lshr i32 %9, 1
  %16 = shl nuw nsw i32 %9, 4
  %17 = and i32 %16, 16
  %18 = or disjoint i32 %12, %15
  %19 = mul i32 %7, %18
  %20 = icmp slt i32 %18, %5
  %21 = mul nuw nsw i32 %15, 48
  %22 = add nuw nsw i32 %21, %17
  %23 = zext nneg i32 %22 to i64
  %24 = zext i1 %20 to i32
  %25 = select i1 %20, i32 16, i32 0
  %26 = or disjoint i32 %15, 64
  %27 = or disjoint i32 %26, %12
  %28 = mul i32 %7, %27
  %29 = icmp slt i32 %27, %5
  %30 = mul nuw nsw i32 %26, 48
  %31 = add nuw nsw i32 %30, %17
  %32 = zext nneg i32 %31 to i64
  %33 = zext i1 %29 to i32
  %34 = select i1 %29, i32 16, i32 0
  %35 = lshr i32 %9, 2
  %36 = and i32 %16, 48
  %37 = or disjoint i32 %36, %13
  %38 = mul nuw nsw i32 %35, 80
  %39 = add nuw nsw i32 %38, %36
  %40 = zext nneg i32 %39 to i64
  %41 = sext i32 %6 to i64
  %42 = sext i32 %37 to i64
  %43 = sub nsw i64 %41, %42
  %44 = icmp slt i64 %43, 1
  %45 = tail call i64 @llvm.smax.i64(i64 %43, i64 0)
  %46 = tail call i64 @llvm.umin.i64(i64 %45, i64 16)
  %47 = trunc nuw nsw i64 %46 to i32
  %48 = zext nneg i32 %9 to i64
  %49 = or disjoint i32 %12, %9
  %50 = mul i32 %14, %49
  %51 = icmp slt i32 %49, %5
  %52 = zext i1 %51 to i32
  %53 = icmp samesign ult i32 %9, 64
  %54 = or disjoint i32 %13, %9
  %55 = mul i32 %14, %54
  %56 = icmp slt i32 %54, %6
  %57 = zext i1 %56 to i32
  %58 = or disjoint i32 %17, 1
  %59 = or disjoint i32 %17, 2
  %60 = or disjoint i32 %17, 3
  %61 = or disjoint i32 %17, 4
  %62 = or disjoint i32 %17, 5
  %63 = or disjoint i32 %17, 6
  %64 = or disjoint i32 %17, 7
  %65 = or disjoint i32 %17, 8
  %66 = or disjoint i32 %17, 9
  %67 = or disjoint i32 %17, 10
  %68 = or disjoint i32 %17, 11
  %69 = or disjoint i32 %17, 12
  %70 = or disjoint i32 %17, 13
  %71 = or disjoint i32 %17, 14
  %72 = or disjoint i32 %17, 15
  %73 = or disjoint i32 %17, 1
  %74 = or disjoint i32 %17, 2
  %75 = or disjoint i32 %17, 3
  %76 = or disjoint i32 %17, 4
  %77 = or disjoint i32 %17, 5
  %78 = or disjoint i32 %17, 6
  %79 = or disjoint i32 %17, 7
  %80 = or disjoint i32 %17, 8
  %81 = or disjoint i32 %17, 9
  %82 = or disjoint i32 %17, 10
  %83 = or disjoint i32 %17, 11
  %84 = or disjoint i32 %17, 12
  %85 = or disjoint i32 %17, 13
  %86 = or disjoint i32 %17, 14
  %87 = or disjoint i32 %17, 15
  %88 = icmp slt i32 %37, %6
  %89 = zext i1 %88 to i32
  %90 = or disjoint i32 %13, %36
  %91 = or disjoint i32 %90, 1
  %92 = icmp slt i32 %91, %6
  %93 = zext i1 %92 to i32
  %94 = or disjoint i32 %13, %36
  %95 = or disjoint i32 %94, 2
  %96 = icmp slt i32 %95, %6
  %97 = zext i1 %96 to i32
  %98 = or disjoint i32 %13, %36
  %99 = or disjoint i32 %98, 3
  %100 = icmp slt i32 %99, %6
  %101 = zext i1 %100 to i32
  %102 = or disjoint i32 %13, %36
  %103 = or disjoint i32 %102, 4
  %104 = icmp slt i32 %103, %6
  %105 = zext i1 %104 to i32
  %106 = or disjoint i32 %13, %36
  %107 = or disjoint i32 %106, 5
  %108 = icmp slt i32 %107, %6
  %109 = zext i1 %108 to i32
  %110 = or disjoint i32 %13, %36
  %111 = or disjoint i32 %110, 6
  %112 = icmp slt i32 %111, %6
  %113 = zext i1 %112 to i32
  %114 = or disjoint i32 %13, %36
  %115 = or disjoint i32 %114, 7
  %116 = icmp slt i32 %115, %6
  %117 = zext i1 %116 to i32
  %118 = or disjoint i32 %13, %36
  %119 = or disjoint i32 %118, 8
  %120 = icmp slt i32 %119, %6
  %121 = zext i1 %120 to i32
  %122 = or disjoint i32 %13, %36
  %123 = or disjoint i32 %122, 9
  %124 = icmp slt i32 %123, %6
  %125 = zext i1 %124 to i32
  %126 = or disjoint i32 %13, %36
  %127 = or disjoint i32 %126, 10
  %128 = icmp slt i32 %127, %6
  %129 = zext i1 %128 to i32
  %130 = or disjoint i32 %13, %36
  %131 = or disjoint i32 %130, 11
  %132 = icmp slt i32 %131, %6
  %133 = zext i1 %132 to i32
  %134 = or disjoint i32 %13, %36
  %135 = or disjoint i32 %134, 12
  %136 = icmp slt i32 %135, %6
  %137 = zext i1 %136 to i32
  %138 = or disjoint i32 %13, %36
  %139 = or disjoint i32 %138, 13
  %140 = icmp slt i32 %139, %6
  %141 = zext i1 %140 to i32
  %142 = or disjoint i32 %13, %36
  %143 = or disjoint i32 %142, 14
  %144 = icmp slt i32 %143, %6
  %145 = zext i1 %144 to i32
  %146 = or disjoint i32 %13, %36
  %147 = or disjoint i32 %146, 15
  %148 = icmp slt i32 %147, %6
  %149 = zext i1 %148 to i32
  br label %399

.preheader19:                                     ; preds = %742
  %150 = icmp sgt i32 %7, 0
  br i1 %150, label %.lr.ph, label %.preheader19.._crit_edge_crit_edge

.preheader19.._crit_edge_crit_edge:               ; preds = %.preheader19
  %.pre = and i32 %35, 7
  %.pre283 = and i32 %9, 64
  %.pre285 = and i32 %9, 32
  %.pre287 = or disjoint i32 %.pre, 8
  %.pre289 = or disjoint i32 %.pre283, 16
  %.pre291 = or disjoint i32 %.pre283, 32
  %.pre293 = or disjoint i32 %.pre283, 48
  br label %._crit_edge

.lr.ph:                                           ; preds = %.preheader19
  %151 = tail call i32 @llvm.umin.i32(i32 %9, i32 63)
  %152 = zext nneg i32 %151 to i64
  %153 = or disjoint i32 %13, %151
  %154 = mul i32 %14, %153
  %155 = icmp slt i32 %153, %6
  %156 = zext i1 %155 to i32
  %157 = and i32 %35, 7
  %158 = and i32 %9, 64
  %159 = and i32 %9, 32
  %160 = or disjoint i32 %158, 16
  %161 = or disjoint i32 %158, 32
  %162 = or disjoint i32 %158, 48
  %163 = shl nuw nsw i32 %9, 2
  %164 = and i32 %163, 12
  %165 = or disjoint i32 %157, %158
  %166 = mul nuw nsw i32 %165, 48
  %167 = or disjoint i32 %166, %164
  %168 = zext nneg i32 %167 to i64
  %169 = or disjoint i32 %157, 8
  %170 = or disjoint i32 %169, %158
  %171 = mul nuw nsw i32 %170, 48
  %172 = or disjoint i32 %171, %164
  %173 = zext nneg i32 %172 to i64
  %174 = or disjoint i32 %164, 16
  %175 = add nuw nsw i32 %166, %174
  %176 = zext nneg i32 %175 to i64
  %177 = add nuw nsw i32 %171, %174
  %178 = zext nneg i32 %177 to i64
  %179 = or disjoint i32 %157, %159
  %180 = mul nuw nsw i32 %164, 80
  %181 = or disjoint i32 %180, %179
  %182 = zext nneg i32 %181 to i64
  %183 = add nuw nsw i32 %180, 80
  %184 = or disjoint i32 %183, %179
  %185 = zext nneg i32 %184 to i64
  %186 = add nuw nsw i32 %180, 160
  %187 = add nuw nsw i32 %186, %179
  %188 = zext nneg i32 %187 to i64
  %189 = add nuw nsw i32 %180, 240
  %190 = add nuw nsw i32 %189, %179
  %191 = zext nneg i32 %190 to i64
  %192 = mul nuw nsw i32 %174, 80
  %193 = or disjoint i32 %192, %179
  %194 = zext nneg i32 %193 to i64
  %195 = add nuw nsw i32 %180, 1360
  %196 = or disjoint i32 %195, %179
  %197 = zext nneg i32 %196 to i64
  %198 = add nuw nsw i32 %180, 1440
  %199 = add nuw nsw i32 %198, %179
  %200 = zext nneg i32 %199 to i64
  %201 = add nuw nsw i32 %180, 1520
  %202 = add nuw nsw i32 %201, %179
  %203 = zext nneg i32 %202 to i64
  %204 = shl nuw nsw i32 %9, 3
  %205 = and i32 %204, 8
  %206 = or disjoint i32 %157, %205
  %207 = or disjoint i32 %206, %158
  %208 = zext nneg i32 %207 to i64
  %209 = zext nneg i32 %179 to i64
  %210 = or disjoint i32 %179, 8
  %211 = or disjoint i32 %210, %180
  %212 = zext nneg i32 %211 to i64
  %213 = or disjoint i32 %183, %210
  %214 = zext nneg i32 %213 to i64
  %215 = add nuw nsw i32 %186, %210
  %216 = zext nneg i32 %215 to i64
  %217 = add nuw nsw i32 %189, %210
  %218 = zext nneg i32 %217 to i64
  %219 = or disjoint i32 %192, %210
  %220 = zext nneg i32 %219 to i64
  %221 = or disjoint i32 %195, %210
  %222 = zext nneg i32 %221 to i64
  %223 = add nuw nsw i32 %198, %210
  %224 = zext nneg i32 %223 to i64
  %225 = add nuw nsw i32 %201, %210
  %226 = zext nneg i32 %225 to i64
  %227 = zext nneg i32 %210 to i64
  %228 = or disjoint i32 %179, 16
  %229 = or disjoint i32 %228, %180
  %230 = zext nneg i32 %229 to i64
  %231 = add nuw nsw i32 %183, %228
  %232 = zext nneg i32 %231 to i64
  %233 = add nuw nsw i32 %186, %228
  %234 = zext nneg i32 %233 to i64
  %235 = add nuw nsw i32 %189, %228
  %236 = zext nneg i32 %235 to i64
  %237 = or disjoint i32 %192, %228
  %238 = zext nneg i32 %237 to i64
  %239 = add nuw nsw i32 %195, %228
  %240 = zext nneg i32 %239 to i64
  %241 = add nuw nsw i32 %198, %228
  %242 = zext nneg i32 %241 to i64
  %243 = add nuw nsw i32 %201, %228
  %244 = zext nneg i32 %243 to i64
  %245 = zext nneg i32 %228 to i64
  %246 = or disjoint i32 %35, %159
  %247 = or i32 %246, 24
  %248 = or disjoint i32 %180, %247
  %249 = zext nneg i32 %248 to i64
  %250 = add nuw nsw i32 %183, %247
  %251 = zext nneg i32 %250 to i64
  %252 = add nuw nsw i32 %186, %247
  %253 = zext nneg i32 %252 to i64
  %254 = add nuw nsw i32 %189, %247
  %255 = zext nneg i32 %254 to i64
  %256 = or disjoint i32 %192, %247
  %257 = zext nneg i32 %256 to i64
  %258 = add nuw nsw i32 %195, %247
  %259 = zext nneg i32 %258 to i64
  %260 = add nuw nsw i32 %198, %247
  %261 = zext nneg i32 %260 to i64
  %262 = add nuw nsw i32 %201, %247
  %263 = zext nneg i32 %262 to i64
  %264 = zext nneg i32 %247 to i64
  %265 = or disjoint i32 %160, %157
  %266 = mul nuw nsw i32 %265, 48
  %267 = or disjoint i32 %266, %164
  %268 = zext nneg i32 %267 to i64
  %269 = or disjoint i32 %169, %160
  %270 = mul nuw nsw i32 %269, 48
  %271 = or disjoint i32 %270, %164
  %272 = zext nneg i32 %271 to i64
  %273 = add nuw nsw i32 %266, %174
  %274 = zext nneg i32 %273 to i64
  %275 = add nuw nsw i32 %270, %174
  %276 = zext nneg i32 %275 to i64
  %277 = or disjoint i32 %206, %160
  %278 = zext nneg i32 %277 to i64
  %279 = or disjoint i32 %161, %157
  %280 = mul nuw nsw i32 %279, 48
  %281 = or disjoint i32 %280, %164
  %282 = zext nneg i32 %281 to i64
  %283 = or disjoint i32 %169, %161
  %284 = mul nuw nsw i32 %283, 48
  %285 = or disjoint i32 %284, %164
  %286 = zext nneg i32 %285 to i64
  %287 = add nuw nsw i32 %280, %174
  %288 = zext nneg i32 %287 to i64
  %289 = add nuw nsw i32 %284, %174
  %290 = zext nneg i32 %289 to i64
  %291 = or disjoint i32 %206, %161
  %292 = zext nneg i32 %291 to i64
  %293 = or disjoint i32 %162, %157
  %294 = mul nuw nsw i32 %293, 48
  %295 = or disjoint i32 %294, %164
  %296 = zext nneg i32 %295 to i64
  %297 = or disjoint i32 %169, %162
  %298 = mul nuw nsw i32 %297, 48
  %299 = or disjoint i32 %298, %164
  %300 = zext nneg i32 %299 to i64
  %301 = add nuw nsw i32 %294, %174
  %302 = zext nneg i32 %301 to i64
  %303 = add nuw nsw i32 %298, %174
  %304 = zext nneg i32 %303 to i64
  %305 = or disjoint i32 %206, %162
  %306 = zext nneg i32 %305 to i64
  %307 = or disjoint i32 %17, 1
  %308 = or disjoint i32 %17, 2
  %309 = or disjoint i32 %17, 3
  %310 = or disjoint i32 %17, 4
  %311 = or disjoint i32 %17, 5
  %312 = or disjoint i32 %17, 6
  %313 = or disjoint i32 %17, 7
  %314 = or disjoint i32 %17, 8
  %315 = or disjoint i32 %17, 9
  %316 = or disjoint i32 %17, 10
  %317 = or disjoint i32 %17, 11
  %318 = or disjoint i32 %17, 12
  %319 = or disjoint i32 %17, 13
  %320 = or disjoint i32 %17, 14
  %321 = or disjoint i32 %17, 15
  %322 = or disjoint i32 %17, 1
  %323 = or disjoint i32 %17, 2
  %324 = or disjoint i32 %17, 3
  %325 = or disjoint i32 %17, 4
  %326 = or disjoint i32 %17, 5
  %327 = or disjoint i32 %17, 6
  %328 = or disjoint i32 %17, 7
  %329 = or disjoint i32 %17, 8
  %330 = or disjoint i32 %17, 9
  %331 = or disjoint i32 %17, 10
  %332 = or disjoint i32 %17, 11
  %333 = or disjoint i32 %17, 12
  %334 = or disjoint i32 %17, 13
  %335 = or disjoint i32 %17, 14
  %336 = or disjoint i32 %17, 15
  %337 = icmp slt i32 %37, %6
  %338 = zext i1 %337 to i32
  %339 = or disjoint i32 %13, %36
  %340 = or disjoint i32 %339, 1
  %341 = icmp slt i32 %340, %6
  %342 = zext i1 %341 to i32
  %343 = or disjoint i32 %13, %36
  %344 = or disjoint i32 %343, 2
  %345 = icmp slt i32 %344, %6
  %346 = zext i1 %345 to i32
  %347 = or disjoint i32 %13, %36
  %348 = or disjoint i32 %347, 3
  %349 = icmp slt i32 %348, %6
  %350 = zext i1 %349 to i32
  %351 = or disjoint i32 %13, %36
  %352 = or disjoint i32 %351, 4
  %353 = icmp slt i32 %352, %6
  %354 = zext i1 %353 to i32
  %355 = or disjoint i32 %13, %36
  %356 = or disjoint i32 %355, 5
  %357 = icmp slt i32 %356, %6
  %358 = zext i1 %357 to i32
  %359 = or disjoint i32 %13, %36
  %360 = or disjoint i32 %359, 6
  %361 = icmp slt i32 %360, %6
  %362 = zext i1 %361 to i32
  %363 = or disjoint i32 %13, %36
  %364 = or disjoint i32 %363, 7
  %365 = icmp slt i32 %364, %6
  %366 = zext i1 %365 to i32
  %367 = or disjoint i32 %13, %36
  %368 = or disjoint i32 %367, 8
  %369 = icmp slt i32 %368, %6
  %370 = zext i1 %369 to i32
  %371 = or disjoint i32 %13, %36
  %372 = or disjoint i32 %371, 9
  %373 = icmp slt i32 %372, %6
  %374 = zext i1 %373 to i32
  %375 = or disjoint i32 %13, %36
  %376 = or disjoint i32 %375, 10
  %377 = icmp slt i32 %376, %6
  %378 = zext i1 %377 to i32
  %379 = or disjoint i32 %13, %36
  %380 = or disjoint i32 %379, 11
  %381 = icmp slt i32 %380, %6
  %382 = zext i1 %381 to i32
  %383 = or disjoint i32 %13, %36
  %384 = or disjoint i32 %383, 12
  %385 = icmp slt i32 %384, %6
  %386 = zext i1 %385 to i32
  %387 = or disjoint i32 %13, %36
  %388 = or disjoint i32 %387, 13
  %389 = icmp slt i32 %388, %6
  %390 = zext i1 %389 to i32
  %391 = or disjoint i32 %13, %36
  %392 = or disjoint i32 %391, 14
  %393 = icmp slt i32 %392, %6
  %394 = zext i1 %393 to i32
  %395 = or disjoint i32 %13, %36
  %396 = or disjoint i32 %395, 15
  %397 = icmp slt i32 %396, %6
  %398 = zext i1 %397 to i32
  br label %744

399:                                              ; preds = %8, %742
  %400 = phi i64 [ 0, %8 ], [ %743, %742 ]
  %401 = trunc nuw nsw i64 %400 to i32
  %402 = shl nuw nsw i32 %401, 5
  %403 = icmp slt i32 %402, %7
  br i1 %403, label %404, label %742

404:                                              ; preds = %399
  %405 = mul nuw nsw i64 %400, 8896
  %406 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_smem, i64 %405
  %407 = or disjoint i32 %402, %17
  %408 = add i32 %407, %19
  %409 = sext i32 %408 to i64
  %410 = getelementptr i8, ptr addrspace(1) %0, i64 %409
  %411 = ptrtoint ptr addrspace(1) %410 to i64
  %412 = and i64 %411, 15
  %413 = icmp eq i64 %412, 0
  %414 = getelementptr i8, ptr addrspace(3) %406, i64 %23
  br i1 %413, label %511, label %.preheader25

.preheader25:                                     ; preds = %404
  %415 = add i32 %402, %19
  %416 = add i32 %415, %17
  %417 = sext i32 %416 to i64
  %418 = getelementptr i8, ptr addrspace(1) %0, i64 %417
  %419 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %418, i32 %24, i16 0) #5
  %420 = trunc i16 %419 to i8
  store i8 %420, ptr addrspace(3) %414, align 16
  %421 = add i32 %415, %58
  %422 = sext i32 %421 to i64
  %423 = getelementptr i8, ptr addrspace(1) %0, i64 %422
  %424 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %423, i32 %24, i16 0) #5
  %425 = trunc i16 %424 to i8
  %426 = getelementptr i8, ptr addrspace(3) %414, i64 1
  store i8 %425, ptr addrspace(3) %426, align 1
  %427 = add i32 %415, %59
  %428 = sext i32 %427 to i64
  %429 = getelementptr i8, ptr addrspace(1) %0, i64 %428
  %430 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %429, i32 %24, i16 0) #5
  %431 = trunc i16 %430 to i8
  %432 = getelementptr i8, ptr addrspace(3) %414, i64 2
  store i8 %431, ptr addrspace(3) %432, align 2
  %433 = add i32 %415, %60
  %434 = sext i32 %433 to i64
  %435 = getelementptr i8, ptr addrspace(1) %0, i64 %434
  %436 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %435, i32 %24, i16 0) #5
  %437 = trunc i16 %436 to i8
  %438 = getelementptr i8, ptr addrspace(3) %414, i64 3
  store i8 %437, ptr addrspace(3) %438, align 1
  %439 = add i32 %415, %61
  %440 = sext i32 %439 to i64
  %441 = getelementptr i8, ptr addrspace(1) %0, i64 %440
  %442 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %441, i32 %24, i16 0) #5
  %443 = trunc i16 %442 to i8
  %444 = getelementptr i8, ptr addrspace(3) %414, i64 4
  store i8 %443, ptr addrspace(3) %444, align 4
  %445 = add i32 %415, %62
  %446 = sext i32 %445 to i64
  %447 = getelementptr i8, ptr addrspace(1) %0, i64 %446
  %448 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %447, i32 %24, i16 0) #5
  %449 = trunc i16 %448 to i8
  %450 = getelementptr i8, ptr addrspace(3) %414, i64 5
  store i8 %449, ptr addrspace(3) %450, align 1
  %451 = add i32 %415, %63
  %452 = sext i32 %451 to i64
  %453 = getelementptr i8, ptr addrspace(1) %0, i64 %452
  %454 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %453, i32 %24, i16 0) #5
  %455 = trunc i16 %454 to i8
  %456 = getelementptr i8, ptr addrspace(3) %414, i64 6
  store i8 %455, ptr addrspace(3) %456, align 2
  %457 = add i32 %415, %64
  %458 = sext i32 %457 to i64
  %459 = getelementptr i8, ptr addrspace(1) %0, i64 %458
  %460 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %459, i32 %24, i16 0) #5
  %461 = trunc i16 %460 to i8
  %462 = getelementptr i8, ptr addrspace(3) %414, i64 7
  store i8 %461, ptr addrspace(3) %462, align 1
  %463 = add i32 %415, %65
  %464 = sext i32 %463 to i64
  %465 = getelementptr i8, ptr addrspace(1) %0, i64 %464
  %466 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %465, i32 %24, i16 0) #5
  %467 = trunc i16 %466 to i8
  %468 = getelementptr i8, ptr addrspace(3) %414, i64 8
  store i8 %467, ptr addrspace(3) %468, align 8
  %469 = add i32 %415, %66
  %470 = sext i32 %469 to i64
  %471 = getelementptr i8, ptr addrspace(1) %0, i64 %470
  %472 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %471, i32 %24, i16 0) #5
  %473 = trunc i16 %472 to i8
  %474 = getelementptr i8, ptr addrspace(3) %414, i64 9
  store i8 %473, ptr addrspace(3) %474, align 1
  %475 = add i32 %415, %67
  %476 = sext i32 %475 to i64
  %477 = getelementptr i8, ptr addrspace(1) %0, i64 %476
  %478 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %477, i32 %24, i16 0) #5
  %479 = trunc i16 %478 to i8
  %480 = getelementptr i8, ptr addrspace(3) %414, i64 10
  store i8 %479, ptr addrspace(3) %480, align 2
  %481 = add i32 %415, %68
  %482 = sext i32 %481 to i64
  %483 = getelementptr i8, ptr addrspace(1) %0, i64 %482
  %484 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %483, i32 %24, i16 0) #5
  %485 = trunc i16 %484 to i8
  %486 = getelementptr i8, ptr addrspace(3) %414, i64 11
  store i8 %485, ptr addrspace(3) %486, align 1
  %487 = add i32 %415, %69
  %488 = sext i32 %487 to i64
  %489 = getelementptr i8, ptr addrspace(1) %0, i64 %488
  %490 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %489, i32 %24, i16 0) #5
  %491 = trunc i16 %490 to i8
  %492 = getelementptr i8, ptr addrspace(3) %414, i64 12
  store i8 %491, ptr addrspace(3) %492, align 4
  %493 = add i32 %415, %70
  %494 = sext i32 %493 to i64
  %495 = getelementptr i8, ptr addrspace(1) %0, i64 %494
  %496 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %495, i32 %24, i16 0) #5
  %497 = trunc i16 %496 to i8
  %498 = getelementptr i8, ptr addrspace(3) %414, i64 13
  store i8 %497, ptr addrspace(3) %498, align 1
  %499 = add i32 %415, %71
  %500 = sext i32 %499 to i64
  %501 = getelementptr i8, ptr addrspace(1) %0, i64 %500
  %502 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %501, i32 %24, i16 0) #5
  %503 = trunc i16 %502 to i8
  %504 = getelementptr i8, ptr addrspace(3) %414, i64 14
  store i8 %503, ptr addrspace(3) %504, align 2
  %505 = add i32 %415, %72
  %506 = sext i32 %505 to i64
  %507 = getelementptr i8, ptr addrspace(1) %0, i64 %506
  %508 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %507, i32 %24, i16 0) #5
  %509 = trunc i16 %508 to i8
  %510 = getelementptr i8, ptr addrspace(3) %414, i64 15
  store i8 %509, ptr addrspace(3) %510, align 1
  br label %.loopexit26

511:                                              ; preds = %404
  %512 = select i1 %20, ptr addrspace(1) %410, ptr addrspace(1) %0
  %513 = ptrtoint ptr addrspace(3) %414 to i64
  %514 = trunc i64 %513 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %514, ptr addrspace(1) %512, i32 %25) #5
  br label %.loopexit26

.loopexit26:                                      ; preds = %.preheader25, %511
  %515 = add i32 %407, %28
  %516 = sext i32 %515 to i64
  %517 = getelementptr i8, ptr addrspace(1) %0, i64 %516
  %518 = ptrtoint ptr addrspace(1) %517 to i64
  %519 = and i64 %518, 15
  %520 = icmp eq i64 %519, 0
  %521 = getelementptr i8, ptr addrspace(3) %406, i64 %32
  br i1 %520, label %618, label %.preheader23

.preheader23:                                     ; preds = %.loopexit26
  %522 = add i32 %402, %28
  %523 = add i32 %522, %17
  %524 = sext i32 %523 to i64
  %525 = getelementptr i8, ptr addrspace(1) %0, i64 %524
  %526 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %525, i32 %33, i16 0) #5
  %527 = trunc i16 %526 to i8
  store i8 %527, ptr addrspace(3) %521, align 16
  %528 = add i32 %522, %73
  %529 = sext i32 %528 to i64
  %530 = getelementptr i8, ptr addrspace(1) %0, i64 %529
  %531 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %530, i32 %33, i16 0) #5
  %532 = trunc i16 %531 to i8
  %533 = getelementptr i8, ptr addrspace(3) %521, i64 1
  store i8 %532, ptr addrspace(3) %533, align 1
  %534 = add i32 %522, %74
  %535 = sext i32 %534 to i64
  %536 = getelementptr i8, ptr addrspace(1) %0, i64 %535
  %537 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %536, i32 %33, i16 0) #5
  %538 = trunc i16 %537 to i8
  %539 = getelementptr i8, ptr addrspace(3) %521, i64 2
  store i8 %538, ptr addrspace(3) %539, align 2
  %540 = add i32 %522, %75
  %541 = sext i32 %540 to i64
  %542 = getelementptr i8, ptr addrspace(1) %0, i64 %541
  %543 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %542, i32 %33, i16 0) #5
  %544 = trunc i16 %543 to i8
  %545 = getelementptr i8, ptr addrspace(3) %521, i64 3
  store i8 %544, ptr addrspace(3) %545, align 1
  %546 = add i32 %522, %76
  %547 = sext i32 %546 to i64
  %548 = getelementptr i8, ptr addrspace(1) %0, i64 %547
  %549 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %548, i32 %33, i16 0) #5
  %550 = trunc i16 %549 to i8
  %551 = getelementptr i8, ptr addrspace(3) %521, i64 4
  store i8 %550, ptr addrspace(3) %551, align 4
  %552 = add i32 %522, %77
  %553 = sext i32 %552 to i64
  %554 = getelementptr i8, ptr addrspace(1) %0, i64 %553
  %555 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %554, i32 %33, i16 0) #5
  %556 = trunc i16 %555 to i8
  %557 = getelementptr i8, ptr addrspace(3) %521, i64 5
  store i8 %556, ptr addrspace(3) %557, align 1
  %558 = add i32 %522, %78
  %559 = sext i32 %558 to i64
  %560 = getelementptr i8, ptr addrspace(1) %0, i64 %559
  %561 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %560, i32 %33, i16 0) #5
  %562 = trunc i16 %561 to i8
  %563 = getelementptr i8, ptr addrspace(3) %521, i64 6
  store i8 %562, ptr addrspace(3) %563, align 2
  %564 = add i32 %522, %79
  %565 = sext i32 %564 to i64
  %566 = getelementptr i8, ptr addrspace(1) %0, i64 %565
  %567 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %566, i32 %33, i16 0) #5
  %568 = trunc i16 %567 to i8
  %569 = getelementptr i8, ptr addrspace(3) %521, i64 7
  store i8 %568, ptr addrspace(3) %569, align 1
  %570 = add i32 %522, %80
  %571 = sext i32 %570 to i64
  %572 = getelementptr i8, ptr addrspace(1) %0, i64 %571
  %573 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %572, i32 %33, i16 0) #5
  %574 = trunc i16 %573 to i8
  %575 = getelementptr i8, ptr addrspace(3) %521, i64 8
  store i8 %574, ptr addrspace(3) %575, align 8
  %576 = add i32 %522, %81
  %577 = sext i32 %576 to i64
  %578 = getelementptr i8, ptr addrspace(1) %0, i64 %577
  %579 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %578, i32 %33, i16 0) #5
  %580 = trunc i16 %579 to i8
  %581 = getelementptr i8, ptr addrspace(3) %521, i64 9
  store i8 %580, ptr addrspace(3) %581, align 1
  %582 = add i32 %522, %82
  %583 = sext i32 %582 to i64
  %584 = getelementptr i8, ptr addrspace(1) %0, i64 %583
  %585 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %584, i32 %33, i16 0) #5
  %586 = trunc i16 %585 to i8
  %587 = getelementptr i8, ptr addrspace(3) %521, i64 10
  store i8 %586, ptr addrspace(3) %587, align 2
  %588 = add i32 %522, %83
  %589 = sext i32 %588 to i64
  %590 = getelementptr i8, ptr addrspace(1) %0, i64 %589
  %591 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %590, i32 %33, i16 0) #5
  %592 = trunc i16 %591 to i8
  %593 = getelementptr i8, ptr addrspace(3) %521, i64 11
  store i8 %592, ptr addrspace(3) %593, align 1
  %594 = add i32 %522, %84
  %595 = sext i32 %594 to i64
  %596 = getelementptr i8, ptr addrspace(1) %0, i64 %595
  %597 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %596, i32 %33, i16 0) #5
  %598 = trunc i16 %597 to i8
  %599 = getelementptr i8, ptr addrspace(3) %521, i64 12
  store i8 %598, ptr addrspace(3) %599, align 4
  %600 = add i32 %522, %85
  %601 = sext i32 %600 to i64
  %602 = getelementptr i8, ptr addrspace(1) %0, i64 %601
  %603 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %602, i32 %33, i16 0) #5
  %604 = trunc i16 %603 to i8
  %605 = getelementptr i8, ptr addrspace(3) %521, i64 13
  store i8 %604, ptr addrspace(3) %605, align 1
  %606 = add i32 %522, %86
  %607 = sext i32 %606 to i64
  %608 = getelementptr i8, ptr addrspace(1) %0, i64 %607
  %609 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %608, i32 %33, i16 0) #5
  %610 = trunc i16 %609 to i8
  %611 = getelementptr i8, ptr addrspace(3) %521, i64 14
  store i8 %610, ptr addrspace(3) %611, align 2
  %612 = add i32 %522, %87
  %613 = sext i32 %612 to i64
  %614 = getelementptr i8, ptr addrspace(1) %0, i64 %613
  %615 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %614, i32 %33, i16 0) #5
  %616 = trunc i16 %615 to i8
  %617 = getelementptr i8, ptr addrspace(3) %521, i64 15
  store i8 %616, ptr addrspace(3) %617, align 1
  br label %.loopexit24

618:                                              ; preds = %.loopexit26
  %619 = select i1 %29, ptr addrspace(1) %517, ptr addrspace(1) %0
  %620 = ptrtoint ptr addrspace(3) %521 to i64
  %621 = trunc i64 %620 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %621, ptr addrspace(1) %619, i32 %34) #5
  br label %.loopexit24

.loopexit24:                                      ; preds = %.preheader23, %618
  %622 = getelementptr i8, ptr addrspace(3) %406, i64 6144
  %623 = or disjoint i32 %402, %35
  %624 = mul i32 %623, %6
  %625 = add i32 %624, %37
  %626 = sext i32 %625 to i64
  %627 = getelementptr i8, ptr addrspace(1) %2, i64 %626
  %628 = ptrtoint ptr addrspace(1) %627 to i64
  %629 = and i64 %628, 15
  %630 = icmp eq i64 %629, 0
  %631 = getelementptr i8, ptr addrspace(3) %622, i64 %40
  br i1 %630, label %724, label %.preheader21.preheader

.preheader21.preheader:                           ; preds = %.loopexit24
  %632 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %627, i32 %89, i16 0) #5
  %633 = trunc i16 %632 to i8
  store i8 %633, ptr addrspace(3) %631, align 16
  %634 = add i32 %91, %624
  %635 = sext i32 %634 to i64
  %636 = getelementptr i8, ptr addrspace(1) %2, i64 %635
  %637 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %636, i32 %93, i16 0) #5
  %638 = trunc i16 %637 to i8
  %639 = getelementptr i8, ptr addrspace(3) %631, i64 1
  store i8 %638, ptr addrspace(3) %639, align 1
  %640 = add i32 %95, %624
  %641 = sext i32 %640 to i64
  %642 = getelementptr i8, ptr addrspace(1) %2, i64 %641
  %643 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %642, i32 %97, i16 0) #5
  %644 = trunc i16 %643 to i8
  %645 = getelementptr i8, ptr addrspace(3) %631, i64 2
  store i8 %644, ptr addrspace(3) %645, align 2
  %646 = add i32 %99, %624
  %647 = sext i32 %646 to i64
  %648 = getelementptr i8, ptr addrspace(1) %2, i64 %647
  %649 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %648, i32 %101, i16 0) #5
  %650 = trunc i16 %649 to i8
  %651 = getelementptr i8, ptr addrspace(3) %631, i64 3
  store i8 %650, ptr addrspace(3) %651, align 1
  %652 = add i32 %103, %624
  %653 = sext i32 %652 to i64
  %654 = getelementptr i8, ptr addrspace(1) %2, i64 %653
  %655 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %654, i32 %105, i16 0) #5
  %656 = trunc i16 %655 to i8
  %657 = getelementptr i8, ptr addrspace(3) %631, i64 4
  store i8 %656, ptr addrspace(3) %657, align 4
  %658 = add i32 %107, %624
  %659 = sext i32 %658 to i64
  %660 = getelementptr i8, ptr addrspace(1) %2, i64 %659
  %661 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %660, i32 %109, i16 0) #5
  %662 = trunc i16 %661 to i8
  %663 = getelementptr i8, ptr addrspace(3) %631, i64 5
  store i8 %662, ptr addrspace(3) %663, align 1
  %664 = add i32 %111, %624
  %665 = sext i32 %664 to i64
  %666 = getelementptr i8, ptr addrspace(1) %2, i64 %665
  %667 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %666, i32 %113, i16 0) #5
  %668 = trunc i16 %667 to i8
  %669 = getelementptr i8, ptr addrspace(3) %631, i64 6
  store i8 %668, ptr addrspace(3) %669, align 2
  %670 = add i32 %115, %624
  %671 = sext i32 %670 to i64
  %672 = getelementptr i8, ptr addrspace(1) %2, i64 %671
  %673 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %672, i32 %117, i16 0) #5
  %674 = trunc i16 %673 to i8
  %675 = getelementptr i8, ptr addrspace(3) %631, i64 7
  store i8 %674, ptr addrspace(3) %675, align 1
  %676 = add i32 %119, %624
  %677 = sext i32 %676 to i64
  %678 = getelementptr i8, ptr addrspace(1) %2, i64 %677
  %679 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %678, i32 %121, i16 0) #5
  %680 = trunc i16 %679 to i8
  %681 = getelementptr i8, ptr addrspace(3) %631, i64 8
  store i8 %680, ptr addrspace(3) %681, align 8
  %682 = add i32 %123, %624
  %683 = sext i32 %682 to i64
  %684 = getelementptr i8, ptr addrspace(1) %2, i64 %683
  %685 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %684, i32 %125, i16 0) #5
  %686 = trunc i16 %685 to i8
  %687 = getelementptr i8, ptr addrspace(3) %631, i64 9
  store i8 %686, ptr addrspace(3) %687, align 1
  %688 = add i32 %127, %624
  %689 = sext i32 %688 to i64
  %690 = getelementptr i8, ptr addrspace(1) %2, i64 %689
  %691 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %690, i32 %129, i16 0) #5
  %692 = trunc i16 %691 to i8
  %693 = getelementptr i8, ptr addrspace(3) %631, i64 10
  store i8 %692, ptr addrspace(3) %693, align 2
  %694 = add i32 %131, %624
  %695 = sext i32 %694 to i64
  %696 = getelementptr i8, ptr addrspace(1) %2, i64 %695
  %697 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %696, i32 %133, i16 0) #5
  %698 = trunc i16 %697 to i8
  %699 = getelementptr i8, ptr addrspace(3) %631, i64 11
  store i8 %698, ptr addrspace(3) %699, align 1
  %700 = add i32 %135, %624
  %701 = sext i32 %700 to i64
  %702 = getelementptr i8, ptr addrspace(1) %2, i64 %701
  %703 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %702, i32 %137, i16 0) #5
  %704 = trunc i16 %703 to i8
  %705 = getelementptr i8, ptr addrspace(3) %631, i64 12
  store i8 %704, ptr addrspace(3) %705, align 4
  %706 = add i32 %139, %624
  %707 = sext i32 %706 to i64
  %708 = getelementptr i8, ptr addrspace(1) %2, i64 %707
  %709 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %708, i32 %141, i16 0) #5
  %710 = trunc i16 %709 to i8
  %711 = getelementptr i8, ptr addrspace(3) %631, i64 13
  store i8 %710, ptr addrspace(3) %711, align 1
  %712 = add i32 %143, %624
  %713 = sext i32 %712 to i64
  %714 = getelementptr i8, ptr addrspace(1) %2, i64 %713
  %715 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %714, i32 %145, i16 0) #5
  %716 = trunc i16 %715 to i8
  %717 = getelementptr i8, ptr addrspace(3) %631, i64 14
  store i8 %716, ptr addrspace(3) %717, align 2
  %718 = add i32 %147, %624
  %719 = sext i32 %718 to i64
  %720 = getelementptr i8, ptr addrspace(1) %2, i64 %719
  %721 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %720, i32 %149, i16 0) #5
  %722 = trunc i16 %721 to i8
  %723 = getelementptr i8, ptr addrspace(3) %631, i64 15
  store i8 %722, ptr addrspace(3) %723, align 1
  br label %.loopexit22

724:                                              ; preds = %.loopexit24
  %725 = select i1 %44, ptr addrspace(1) %2, ptr addrspace(1) %627
  %726 = ptrtoint ptr addrspace(3) %631 to i64
  %727 = trunc i64 %726 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %727, ptr addrspace(1) %725, i32 %47) #5
  br label %.loopexit22

.loopexit22:                                      ; preds = %.preheader21.preheader, %724
  %728 = getelementptr i8, ptr addrspace(3) %406, i64 8704
  %729 = getelementptr i8, ptr addrspace(3) %728, i64 %48
  %730 = add i32 %50, %401
  %731 = sext i32 %730 to i64
  %732 = getelementptr i8, ptr addrspace(1) %1, i64 %731
  %733 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %732, i32 %52, i16 0) #5
  %734 = trunc i16 %733 to i8
  store i8 %734, ptr addrspace(3) %729, align 1
  br i1 %53, label %.loopexit20, label %742

.loopexit20:                                      ; preds = %.loopexit22
  %735 = getelementptr i8, ptr addrspace(3) %406, i64 8832
  %736 = getelementptr i8, ptr addrspace(3) %735, i64 %48
  %737 = add i32 %55, %401
  %738 = sext i32 %737 to i64
  %739 = getelementptr i8, ptr addrspace(1) %3, i64 %738
  %740 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %739, i32 %57, i16 0) #5
  %741 = trunc i16 %740 to i8
  store i8 %741, ptr addrspace(3) %736, align 1
  br label %742

742:                                              ; preds = %.loopexit20, %.loopexit22, %399
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %743 = add nuw nsw i64 %400, 1
  %exitcond.not = icmp eq i64 %743, 3
  br i1 %exitcond.not, label %.preheader19, label %399

744:                                              ; preds = %.lr.ph, %1414
  %745 = phi i32 [ 0, %.lr.ph ], [ %1417, %1414 ]
  %746 = phi float [ 0.000000e+00, %.lr.ph ], [ %1410, %1414 ]
  %747 = phi float [ 0.000000e+00, %.lr.ph ], [ %1409, %1414 ]
  %748 = phi float [ 0.000000e+00, %.lr.ph ], [ %1408, %1414 ]
  %749 = phi float [ 0.000000e+00, %.lr.ph ], [ %1407, %1414 ]
  %750 = phi float [ 0.000000e+00, %.lr.ph ], [ %1405, %1414 ]
  %751 = phi float [ 0.000000e+00, %.lr.ph ], [ %1404, %1414 ]
  %752 = phi float [ 0.000000e+00, %.lr.ph ], [ %1403, %1414 ]
  %753 = phi float [ 0.000000e+00, %.lr.ph ], [ %1402, %1414 ]
  %754 = phi float [ 0.000000e+00, %.lr.ph ], [ %1400, %1414 ]
  %755 = phi float [ 0.000000e+00, %.lr.ph ], [ %1399, %1414 ]
  %756 = phi float [ 0.000000e+00, %.lr.ph ], [ %1398, %1414 ]
  %757 = phi float [ 0.000000e+00, %.lr.ph ], [ %1397, %1414 ]
  %758 = phi float [ 0.000000e+00, %.lr.ph ], [ %1395, %1414 ]
  %759 = phi float [ 0.000000e+00, %.lr.ph ], [ %1394, %1414 ]
  %760 = phi float [ 0.000000e+00, %.lr.ph ], [ %1393, %1414 ]
  %761 = phi float [ 0.000000e+00, %.lr.ph ], [ %1392, %1414 ]
  %762 = phi float [ 0.000000e+00, %.lr.ph ], [ %1384, %1414 ]
  %763 = phi float [ 0.000000e+00, %.lr.ph ], [ %1383, %1414 ]
  %764 = phi float [ 0.000000e+00, %.lr.ph ], [ %1382, %1414 ]
  %765 = phi float [ 0.000000e+00, %.lr.ph ], [ %1381, %1414 ]
  %766 = phi float [ 0.000000e+00, %.lr.ph ], [ %1379, %1414 ]
  %767 = phi float [ 0.000000e+00, %.lr.ph ], [ %1378, %1414 ]
  %768 = phi float [ 0.000000e+00, %.lr.ph ], [ %1377, %1414 ]
  %769 = phi float [ 0.000000e+00, %.lr.ph ], [ %1376, %1414 ]
  %770 = phi float [ 0.000000e+00, %.lr.ph ], [ %1374, %1414 ]
  %771 = phi float [ 0.000000e+00, %.lr.ph ], [ %1373, %1414 ]
  %772 = phi float [ 0.000000e+00, %.lr.ph ], [ %1372, %1414 ]
  %773 = phi float [ 0.000000e+00, %.lr.ph ], [ %1371, %1414 ]
  %774 = phi float [ 0.000000e+00, %.lr.ph ], [ %1369, %1414 ]
  %775 = phi float [ 0.000000e+00, %.lr.ph ], [ %1368, %1414 ]
  %776 = phi float [ 0.000000e+00, %.lr.ph ], [ %1367, %1414 ]
  %777 = phi float [ 0.000000e+00, %.lr.ph ], [ %1366, %1414 ]
  %778 = phi float [ 0.000000e+00, %.lr.ph ], [ %1358, %1414 ]
  %779 = phi float [ 0.000000e+00, %.lr.ph ], [ %1357, %1414 ]
  %780 = phi float [ 0.000000e+00, %.lr.ph ], [ %1356, %1414 ]
  %781 = phi float [ 0.000000e+00, %.lr.ph ], [ %1355, %1414 ]
  %782 = phi float [ 0.000000e+00, %.lr.ph ], [ %1353, %1414 ]
  %783 = phi float [ 0.000000e+00, %.lr.ph ], [ %1352, %1414 ]
  %784 = phi float [ 0.000000e+00, %.lr.ph ], [ %1351, %1414 ]
  %785 = phi float [ 0.000000e+00, %.lr.ph ], [ %1350, %1414 ]
  %786 = phi float [ 0.000000e+00, %.lr.ph ], [ %1348, %1414 ]
  %787 = phi float [ 0.000000e+00, %.lr.ph ], [ %1347, %1414 ]
  %788 = phi float [ 0.000000e+00, %.lr.ph ], [ %1346, %1414 ]
  %789 = phi float [ 0.000000e+00, %.lr.ph ], [ %1345, %1414 ]
  %790 = phi float [ 0.000000e+00, %.lr.ph ], [ %1343, %1414 ]
  %791 = phi float [ 0.000000e+00, %.lr.ph ], [ %1342, %1414 ]
  %792 = phi float [ 0.000000e+00, %.lr.ph ], [ %1341, %1414 ]
  %793 = phi float [ 0.000000e+00, %.lr.ph ], [ %1340, %1414 ]
  %794 = phi float [ 0.000000e+00, %.lr.ph ], [ %1332, %1414 ]
  %795 = phi float [ 0.000000e+00, %.lr.ph ], [ %1331, %1414 ]
  %796 = phi float [ 0.000000e+00, %.lr.ph ], [ %1330, %1414 ]
  %797 = phi float [ 0.000000e+00, %.lr.ph ], [ %1329, %1414 ]
  %798 = phi float [ 0.000000e+00, %.lr.ph ], [ %1307, %1414 ]
  %799 = phi float [ 0.000000e+00, %.lr.ph ], [ %1306, %1414 ]
  %800 = phi float [ 0.000000e+00, %.lr.ph ], [ %1305, %1414 ]
  %801 = phi float [ 0.000000e+00, %.lr.ph ], [ %1304, %1414 ]
  %802 = phi float [ 0.000000e+00, %.lr.ph ], [ %1282, %1414 ]
  %803 = phi float [ 0.000000e+00, %.lr.ph ], [ %1281, %1414 ]
  %804 = phi float [ 0.000000e+00, %.lr.ph ], [ %1280, %1414 ]
  %805 = phi float [ 0.000000e+00, %.lr.ph ], [ %1279, %1414 ]
  %806 = phi float [ 0.000000e+00, %.lr.ph ], [ %1257, %1414 ]
  %807 = phi float [ 0.000000e+00, %.lr.ph ], [ %1256, %1414 ]
  %808 = phi float [ 0.000000e+00, %.lr.ph ], [ %1255, %1414 ]
  %809 = phi float [ 0.000000e+00, %.lr.ph ], [ %1254, %1414 ]
  %810 = phi i32 [ 0, %.lr.ph ], [ %1418, %1414 ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %811 = add i32 %810, 96
  %812 = icmp slt i32 %811, %7
  %813 = icmp slt i32 %810, 2147483552
  %814 = and i1 %813, %812
  br i1 %814, label %815, label %1159

815:                                              ; preds = %744
  %816 = add i32 %745, 3
  %817 = icmp ugt i32 %816, 3
  %818 = add i32 %745, -1
  %819 = select i1 %817, i32 %818, i32 %816
  %820 = lshr exact i32 %811, 5
  %821 = mul i32 %819, 8896
  %822 = sext i32 %821 to i64
  %823 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_smem, i64 %822
  %824 = or disjoint i32 %811, %17
  %825 = add i32 %824, %19
  %826 = sext i32 %825 to i64
  %827 = getelementptr i8, ptr addrspace(1) %0, i64 %826
  %828 = ptrtoint ptr addrspace(1) %827 to i64
  %829 = and i64 %828, 15
  %830 = icmp eq i64 %829, 0
  %831 = getelementptr i8, ptr addrspace(3) %823, i64 %23
  br i1 %830, label %928, label %.preheader17

.preheader17:                                     ; preds = %815
  %832 = add i32 %811, %19
  %833 = add i32 %832, %17
  %834 = sext i32 %833 to i64
  %835 = getelementptr i8, ptr addrspace(1) %0, i64 %834
  %836 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %835, i32 %24, i16 0) #5
  %837 = trunc i16 %836 to i8
  store i8 %837, ptr addrspace(3) %831, align 16
  %838 = add i32 %832, %307
  %839 = sext i32 %838 to i64
  %840 = getelementptr i8, ptr addrspace(1) %0, i64 %839
  %841 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %840, i32 %24, i16 0) #5
  %842 = trunc i16 %841 to i8
  %843 = getelementptr i8, ptr addrspace(3) %831, i64 1
  store i8 %842, ptr addrspace(3) %843, align 1
  %844 = add i32 %832, %308
  %845 = sext i32 %844 to i64
  %846 = getelementptr i8, ptr addrspace(1) %0, i64 %845
  %847 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %846, i32 %24, i16 0) #5
  %848 = trunc i16 %847 to i8
  %849 = getelementptr i8, ptr addrspace(3) %831, i64 2
  store i8 %848, ptr addrspace(3) %849, align 2
  %850 = add i32 %832, %309
  %851 = sext i32 %850 to i64
  %852 = getelementptr i8, ptr addrspace(1) %0, i64 %851
  %853 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %852, i32 %24, i16 0) #5
  %854 = trunc i16 %853 to i8
  %855 = getelementptr i8, ptr addrspace(3) %831, i64 3
  store i8 %854, ptr addrspace(3) %855, align 1
  %856 = add i32 %832, %310
  %857 = sext i32 %856 to i64
  %858 = getelementptr i8, ptr addrspace(1) %0, i64 %857
  %859 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %858, i32 %24, i16 0) #5
  %860 = trunc i16 %859 to i8
  %861 = getelementptr i8, ptr addrspace(3) %831, i64 4
  store i8 %860, ptr addrspace(3) %861, align 4
  %862 = add i32 %832, %311
  %863 = sext i32 %862 to i64
  %864 = getelementptr i8, ptr addrspace(1) %0, i64 %863
  %865 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %864, i32 %24, i16 0) #5
  %866 = trunc i16 %865 to i8
  %867 = getelementptr i8, ptr addrspace(3) %831, i64 5
  store i8 %866, ptr addrspace(3) %867, align 1
  %868 = add i32 %832, %312
  %869 = sext i32 %868 to i64
  %870 = getelementptr i8, ptr addrspace(1) %0, i64 %869
  %871 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %870, i32 %24, i16 0) #5
  %872 = trunc i16 %871 to i8
  %873 = getelementptr i8, ptr addrspace(3) %831, i64 6
  store i8 %872, ptr addrspace(3) %873, align 2
  %874 = add i32 %832, %313
  %875 = sext i32 %874 to i64
  %876 = getelementptr i8, ptr addrspace(1) %0, i64 %875
  %877 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %876, i32 %24, i16 0) #5
  %878 = trunc i16 %877 to i8
  %879 = getelementptr i8, ptr addrspace(3) %831, i64 7
  store i8 %878, ptr addrspace(3) %879, align 1
  %880 = add i32 %832, %314
  %881 = sext i32 %880 to i64
  %882 = getelementptr i8, ptr addrspace(1) %0, i64 %881
  %883 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %882, i32 %24, i16 0) #5
  %884 = trunc i16 %883 to i8
  %885 = getelementptr i8, ptr addrspace(3) %831, i64 8
  store i8 %884, ptr addrspace(3) %885, align 8
  %886 = add i32 %832, %315
  %887 = sext i32 %886 to i64
  %888 = getelementptr i8, ptr addrspace(1) %0, i64 %887
  %889 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %888, i32 %24, i16 0) #5
  %890 = trunc i16 %889 to i8
  %891 = getelementptr i8, ptr addrspace(3) %831, i64 9
  store i8 %890, ptr addrspace(3) %891, align 1
  %892 = add i32 %832, %316
  %893 = sext i32 %892 to i64
  %894 = getelementptr i8, ptr addrspace(1) %0, i64 %893
  %895 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %894, i32 %24, i16 0) #5
  %896 = trunc i16 %895 to i8
  %897 = getelementptr i8, ptr addrspace(3) %831, i64 10
  store i8 %896, ptr addrspace(3) %897, align 2
  %898 = add i32 %832, %317
  %899 = sext i32 %898 to i64
  %900 = getelementptr i8, ptr addrspace(1) %0, i64 %899
  %901 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %900, i32 %24, i16 0) #5
  %902 = trunc i16 %901 to i8
  %903 = getelementptr i8, ptr addrspace(3) %831, i64 11
  store i8 %902, ptr addrspace(3) %903, align 1
  %904 = add i32 %832, %318
  %905 = sext i32 %904 to i64
  %906 = getelementptr i8, ptr addrspace(1) %0, i64 %905
  %907 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %906, i32 %24, i16 0) #5
  %908 = trunc i16 %907 to i8
  %909 = getelementptr i8, ptr addrspace(3) %831, i64 12
  store i8 %908, ptr addrspace(3) %909, align 4
  %910 = add i32 %832, %319
  %911 = sext i32 %910 to i64
  %912 = getelementptr i8, ptr addrspace(1) %0, i64 %911
  %913 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %912, i32 %24, i16 0) #5
  %914 = trunc i16 %913 to i8
  %915 = getelementptr i8, ptr addrspace(3) %831, i64 13
  store i8 %914, ptr addrspace(3) %915, align 1
  %916 = add i32 %832, %320
  %917 = sext i32 %916 to i64
  %918 = getelementptr i8, ptr addrspace(1) %0, i64 %917
  %919 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %918, i32 %24, i16 0) #5
  %920 = trunc i16 %919 to i8
  %921 = getelementptr i8, ptr addrspace(3) %831, i64 14
  store i8 %920, ptr addrspace(3) %921, align 2
  %922 = add i32 %832, %321
  %923 = sext i32 %922 to i64
  %924 = getelementptr i8, ptr addrspace(1) %0, i64 %923
  %925 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %924, i32 %24, i16 0) #5
  %926 = trunc i16 %925 to i8
  %927 = getelementptr i8, ptr addrspace(3) %831, i64 15
  store i8 %926, ptr addrspace(3) %927, align 1
  br label %.loopexit18

928:                                              ; preds = %815
  %929 = select i1 %20, ptr addrspace(1) %827, ptr addrspace(1) %0
  %930 = ptrtoint ptr addrspace(3) %831 to i64
  %931 = trunc i64 %930 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %931, ptr addrspace(1) %929, i32 %25) #5
  br label %.loopexit18

.loopexit18:                                      ; preds = %.preheader17, %928
  %932 = add i32 %824, %28
  %933 = sext i32 %932 to i64
  %934 = getelementptr i8, ptr addrspace(1) %0, i64 %933
  %935 = ptrtoint ptr addrspace(1) %934 to i64
  %936 = and i64 %935, 15
  %937 = icmp eq i64 %936, 0
  %938 = getelementptr i8, ptr addrspace(3) %823, i64 %32
  br i1 %937, label %1035, label %.preheader15

.preheader15:                                     ; preds = %.loopexit18
  %939 = add i32 %811, %28
  %940 = add i32 %939, %17
  %941 = sext i32 %940 to i64
  %942 = getelementptr i8, ptr addrspace(1) %0, i64 %941
  %943 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %942, i32 %33, i16 0) #5
  %944 = trunc i16 %943 to i8
  store i8 %944, ptr addrspace(3) %938, align 16
  %945 = add i32 %939, %322
  %946 = sext i32 %945 to i64
  %947 = getelementptr i8, ptr addrspace(1) %0, i64 %946
  %948 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %947, i32 %33, i16 0) #5
  %949 = trunc i16 %948 to i8
  %950 = getelementptr i8, ptr addrspace(3) %938, i64 1
  store i8 %949, ptr addrspace(3) %950, align 1
  %951 = add i32 %939, %323
  %952 = sext i32 %951 to i64
  %953 = getelementptr i8, ptr addrspace(1) %0, i64 %952
  %954 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %953, i32 %33, i16 0) #5
  %955 = trunc i16 %954 to i8
  %956 = getelementptr i8, ptr addrspace(3) %938, i64 2
  store i8 %955, ptr addrspace(3) %956, align 2
  %957 = add i32 %939, %324
  %958 = sext i32 %957 to i64
  %959 = getelementptr i8, ptr addrspace(1) %0, i64 %958
  %960 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %959, i32 %33, i16 0) #5
  %961 = trunc i16 %960 to i8
  %962 = getelementptr i8, ptr addrspace(3) %938, i64 3
  store i8 %961, ptr addrspace(3) %962, align 1
  %963 = add i32 %939, %325
  %964 = sext i32 %963 to i64
  %965 = getelementptr i8, ptr addrspace(1) %0, i64 %964
  %966 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %965, i32 %33, i16 0) #5
  %967 = trunc i16 %966 to i8
  %968 = getelementptr i8, ptr addrspace(3) %938, i64 4
  store i8 %967, ptr addrspace(3) %968, align 4
  %969 = add i32 %939, %326
  %970 = sext i32 %969 to i64
  %971 = getelementptr i8, ptr addrspace(1) %0, i64 %970
  %972 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %971, i32 %33, i16 0) #5
  %973 = trunc i16 %972 to i8
  %974 = getelementptr i8, ptr addrspace(3) %938, i64 5
  store i8 %973, ptr addrspace(3) %974, align 1
  %975 = add i32 %939, %327
  %976 = sext i32 %975 to i64
  %977 = getelementptr i8, ptr addrspace(1) %0, i64 %976
  %978 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %977, i32 %33, i16 0) #5
  %979 = trunc i16 %978 to i8
  %980 = getelementptr i8, ptr addrspace(3) %938, i64 6
  store i8 %979, ptr addrspace(3) %980, align 2
  %981 = add i32 %939, %328
  %982 = sext i32 %981 to i64
  %983 = getelementptr i8, ptr addrspace(1) %0, i64 %982
  %984 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %983, i32 %33, i16 0) #5
  %985 = trunc i16 %984 to i8
  %986 = getelementptr i8, ptr addrspace(3) %938, i64 7
  store i8 %985, ptr addrspace(3) %986, align 1
  %987 = add i32 %939, %329
  %988 = sext i32 %987 to i64
  %989 = getelementptr i8, ptr addrspace(1) %0, i64 %988
  %990 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %989, i32 %33, i16 0) #5
  %991 = trunc i16 %990 to i8
  %992 = getelementptr i8, ptr addrspace(3) %938, i64 8
  store i8 %991, ptr addrspace(3) %992, align 8
  %993 = add i32 %939, %330
  %994 = sext i32 %993 to i64
  %995 = getelementptr i8, ptr addrspace(1) %0, i64 %994
  %996 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %995, i32 %33, i16 0) #5
  %997 = trunc i16 %996 to i8
  %998 = getelementptr i8, ptr addrspace(3) %938, i64 9
  store i8 %997, ptr addrspace(3) %998, align 1
  %999 = add i32 %939, %331
  %1000 = sext i32 %999 to i64
  %1001 = getelementptr i8, ptr addrspace(1) %0, i64 %1000
  %1002 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1001, i32 %33, i16 0) #5
  %1003 = trunc i16 %1002 to i8
  %1004 = getelementptr i8, ptr addrspace(3) %938, i64 10
  store i8 %1003, ptr addrspace(3) %1004, align 2
  %1005 = add i32 %939, %332
  %1006 = sext i32 %1005 to i64
  %1007 = getelementptr i8, ptr addrspace(1) %0, i64 %1006
  %1008 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1007, i32 %33, i16 0) #5
  %1009 = trunc i16 %1008 to i8
  %1010 = getelementptr i8, ptr addrspace(3) %938, i64 11
  store i8 %1009, ptr addrspace(3) %1010, align 1
  %1011 = add i32 %939, %333
  %1012 = sext i32 %1011 to i64
  %1013 = getelementptr i8, ptr addrspace(1) %0, i64 %1012
  %1014 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1013, i32 %33, i16 0) #5
  %1015 = trunc i16 %1014 to i8
  %1016 = getelementptr i8, ptr addrspace(3) %938, i64 12
  store i8 %1015, ptr addrspace(3) %1016, align 4
  %1017 = add i32 %939, %334
  %1018 = sext i32 %1017 to i64
  %1019 = getelementptr i8, ptr addrspace(1) %0, i64 %1018
  %1020 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1019, i32 %33, i16 0) #5
  %1021 = trunc i16 %1020 to i8
  %1022 = getelementptr i8, ptr addrspace(3) %938, i64 13
  store i8 %1021, ptr addrspace(3) %1022, align 1
  %1023 = add i32 %939, %335
  %1024 = sext i32 %1023 to i64
  %1025 = getelementptr i8, ptr addrspace(1) %0, i64 %1024
  %1026 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1025, i32 %33, i16 0) #5
  %1027 = trunc i16 %1026 to i8
  %1028 = getelementptr i8, ptr addrspace(3) %938, i64 14
  store i8 %1027, ptr addrspace(3) %1028, align 2
  %1029 = add i32 %939, %336
  %1030 = sext i32 %1029 to i64
  %1031 = getelementptr i8, ptr addrspace(1) %0, i64 %1030
  %1032 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1031, i32 %33, i16 0) #5
  %1033 = trunc i16 %1032 to i8
  %1034 = getelementptr i8, ptr addrspace(3) %938, i64 15
  store i8 %1033, ptr addrspace(3) %1034, align 1
  br label %.loopexit16

1035:                                             ; preds = %.loopexit18
  %1036 = select i1 %29, ptr addrspace(1) %934, ptr addrspace(1) %0
  %1037 = ptrtoint ptr addrspace(3) %938 to i64
  %1038 = trunc i64 %1037 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1038, ptr addrspace(1) %1036, i32 %34) #5
  br label %.loopexit16

.loopexit16:                                      ; preds = %.preheader15, %1035
  %1039 = getelementptr i8, ptr addrspace(3) %823, i64 6144
  %1040 = or disjoint i32 %811, %35
  %1041 = mul i32 %1040, %6
  %1042 = add i32 %1041, %37
  %1043 = sext i32 %1042 to i64
  %1044 = getelementptr i8, ptr addrspace(1) %2, i64 %1043
  %1045 = ptrtoint ptr addrspace(1) %1044 to i64
  %1046 = and i64 %1045, 15
  %1047 = icmp eq i64 %1046, 0
  %1048 = getelementptr i8, ptr addrspace(3) %1039, i64 %40
  br i1 %1047, label %1141, label %.preheader.preheader

.preheader.preheader:                             ; preds = %.loopexit16
  %1049 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1044, i32 %338, i16 0) #5
  %1050 = trunc i16 %1049 to i8
  store i8 %1050, ptr addrspace(3) %1048, align 16
  %1051 = add i32 %340, %1041
  %1052 = sext i32 %1051 to i64
  %1053 = getelementptr i8, ptr addrspace(1) %2, i64 %1052
  %1054 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1053, i32 %342, i16 0) #5
  %1055 = trunc i16 %1054 to i8
  %1056 = getelementptr i8, ptr addrspace(3) %1048, i64 1
  store i8 %1055, ptr addrspace(3) %1056, align 1
  %1057 = add i32 %344, %1041
  %1058 = sext i32 %1057 to i64
  %1059 = getelementptr i8, ptr addrspace(1) %2, i64 %1058
  %1060 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1059, i32 %346, i16 0) #5
  %1061 = trunc i16 %1060 to i8
  %1062 = getelementptr i8, ptr addrspace(3) %1048, i64 2
  store i8 %1061, ptr addrspace(3) %1062, align 2
  %1063 = add i32 %348, %1041
  %1064 = sext i32 %1063 to i64
  %1065 = getelementptr i8, ptr addrspace(1) %2, i64 %1064
  %1066 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1065, i32 %350, i16 0) #5
  %1067 = trunc i16 %1066 to i8
  %1068 = getelementptr i8, ptr addrspace(3) %1048, i64 3
  store i8 %1067, ptr addrspace(3) %1068, align 1
  %1069 = add i32 %352, %1041
  %1070 = sext i32 %1069 to i64
  %1071 = getelementptr i8, ptr addrspace(1) %2, i64 %1070
  %1072 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1071, i32 %354, i16 0) #5
  %1073 = trunc i16 %1072 to i8
  %1074 = getelementptr i8, ptr addrspace(3) %1048, i64 4
  store i8 %1073, ptr addrspace(3) %1074, align 4
  %1075 = add i32 %356, %1041
  %1076 = sext i32 %1075 to i64
  %1077 = getelementptr i8, ptr addrspace(1) %2, i64 %1076
  %1078 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1077, i32 %358, i16 0) #5
  %1079 = trunc i16 %1078 to i8
  %1080 = getelementptr i8, ptr addrspace(3) %1048, i64 5
  store i8 %1079, ptr addrspace(3) %1080, align 1
  %1081 = add i32 %360, %1041
  %1082 = sext i32 %1081 to i64
  %1083 = getelementptr i8, ptr addrspace(1) %2, i64 %1082
  %1084 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1083, i32 %362, i16 0) #5
  %1085 = trunc i16 %1084 to i8
  %1086 = getelementptr i8, ptr addrspace(3) %1048, i64 6
  store i8 %1085, ptr addrspace(3) %1086, align 2
  %1087 = add i32 %364, %1041
  %1088 = sext i32 %1087 to i64
  %1089 = getelementptr i8, ptr addrspace(1) %2, i64 %1088
  %1090 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1089, i32 %366, i16 0) #5
  %1091 = trunc i16 %1090 to i8
  %1092 = getelementptr i8, ptr addrspace(3) %1048, i64 7
  store i8 %1091, ptr addrspace(3) %1092, align 1
  %1093 = add i32 %368, %1041
  %1094 = sext i32 %1093 to i64
  %1095 = getelementptr i8, ptr addrspace(1) %2, i64 %1094
  %1096 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1095, i32 %370, i16 0) #5
  %1097 = trunc i16 %1096 to i8
  %1098 = getelementptr i8, ptr addrspace(3) %1048, i64 8
  store i8 %1097, ptr addrspace(3) %1098, align 8
  %1099 = add i32 %372, %1041
  %1100 = sext i32 %1099 to i64
  %1101 = getelementptr i8, ptr addrspace(1) %2, i64 %1100
  %1102 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1101, i32 %374, i16 0) #5
  %1103 = trunc i16 %1102 to i8
  %1104 = getelementptr i8, ptr addrspace(3) %1048, i64 9
  store i8 %1103, ptr addrspace(3) %1104, align 1
  %1105 = add i32 %376, %1041
  %1106 = sext i32 %1105 to i64
  %1107 = getelementptr i8, ptr addrspace(1) %2, i64 %1106
  %1108 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1107, i32 %378, i16 0) #5
  %1109 = trunc i16 %1108 to i8
  %1110 = getelementptr i8, ptr addrspace(3) %1048, i64 10
  store i8 %1109, ptr addrspace(3) %1110, align 2
  %1111 = add i32 %380, %1041
  %1112 = sext i32 %1111 to i64
  %1113 = getelementptr i8, ptr addrspace(1) %2, i64 %1112
  %1114 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1113, i32 %382, i16 0) #5
  %1115 = trunc i16 %1114 to i8
  %1116 = getelementptr i8, ptr addrspace(3) %1048, i64 11
  store i8 %1115, ptr addrspace(3) %1116, align 1
  %1117 = add i32 %384, %1041
  %1118 = sext i32 %1117 to i64
  %1119 = getelementptr i8, ptr addrspace(1) %2, i64 %1118
  %1120 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1119, i32 %386, i16 0) #5
  %1121 = trunc i16 %1120 to i8
  %1122 = getelementptr i8, ptr addrspace(3) %1048, i64 12
  store i8 %1121, ptr addrspace(3) %1122, align 4
  %1123 = add i32 %388, %1041
  %1124 = sext i32 %1123 to i64
  %1125 = getelementptr i8, ptr addrspace(1) %2, i64 %1124
  %1126 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1125, i32 %390, i16 0) #5
  %1127 = trunc i16 %1126 to i8
  %1128 = getelementptr i8, ptr addrspace(3) %1048, i64 13
  store i8 %1127, ptr addrspace(3) %1128, align 1
  %1129 = add i32 %392, %1041
  %1130 = sext i32 %1129 to i64
  %1131 = getelementptr i8, ptr addrspace(1) %2, i64 %1130
  %1132 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1131, i32 %394, i16 0) #5
  %1133 = trunc i16 %1132 to i8
  %1134 = getelementptr i8, ptr addrspace(3) %1048, i64 14
  store i8 %1133, ptr addrspace(3) %1134, align 2
  %1135 = add i32 %396, %1041
  %1136 = sext i32 %1135 to i64
  %1137 = getelementptr i8, ptr addrspace(1) %2, i64 %1136
  %1138 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1137, i32 %398, i16 0) #5
  %1139 = trunc i16 %1138 to i8
  %1140 = getelementptr i8, ptr addrspace(3) %1048, i64 15
  store i8 %1139, ptr addrspace(3) %1140, align 1
  br label %.loopexit

1141:                                             ; preds = %.loopexit16
  %1142 = select i1 %44, ptr addrspace(1) %2, ptr addrspace(1) %1044
  %1143 = ptrtoint ptr addrspace(3) %1048 to i64
  %1144 = trunc i64 %1143 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1144, ptr addrspace(1) %1142, i32 %47) #5
  br label %.loopexit

.loopexit:                                        ; preds = %.preheader.preheader, %1141
  %1145 = getelementptr i8, ptr addrspace(3) %823, i64 8704
  %1146 = getelementptr i8, ptr addrspace(3) %1145, i64 %48
  %1147 = add i32 %820, %50
  %1148 = sext i32 %1147 to i64
  %1149 = getelementptr i8, ptr addrspace(1) %1, i64 %1148
  %1150 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1149, i32 %52, i16 0) #5
  %1151 = trunc i16 %1150 to i8
  %1152 = getelementptr i8, ptr addrspace(3) %823, i64 8832
  %1153 = getelementptr i8, ptr addrspace(3) %1152, i64 %152
  %1154 = add i32 %820, %154
  %1155 = sext i32 %1154 to i64
  %1156 = getelementptr i8, ptr addrspace(1) %3, i64 %1155
  %1157 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1156, i32 %156, i16 0) #5
  %1158 = trunc i16 %1157 to i8
  br label %1159

1159:                                             ; preds = %.loopexit, %744
  %1160 = phi ptr addrspace(3) [ %1146, %.loopexit ], [ @gemm_mxfp8_smem, %744 ]
  %1161 = phi i8 [ %1151, %.loopexit ], [ 0, %744 ]
  %1162 = phi ptr addrspace(3) [ %1153, %.loopexit ], [ @gemm_mxfp8_smem, %744 ]
  %1163 = phi i8 [ %1158, %.loopexit ], [ 0, %744 ]
  %1164 = phi i1 [ %53, %.loopexit ], [ false, %744 ]
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %1165 = mul i32 %745, 8896
  %1166 = sext i32 %1165 to i64
  %1167 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_smem, i64 %1166
  %1168 = getelementptr i8, ptr addrspace(3) %1167, i64 6144
  %1169 = getelementptr i8, ptr addrspace(3) %1167, i64 8704
  %1170 = getelementptr i8, ptr addrspace(3) %1167, i64 8832
  %1171 = getelementptr i8, ptr addrspace(3) %1167, i64 %168
  %1172 = load i32, ptr addrspace(3) %1171, align 4
  %1173 = getelementptr i8, ptr addrspace(3) %1167, i64 %173
  %1174 = load i32, ptr addrspace(3) %1173, align 4
  %1175 = getelementptr i8, ptr addrspace(3) %1167, i64 %176
  %1176 = load i32, ptr addrspace(3) %1175, align 4
  %1177 = getelementptr i8, ptr addrspace(3) %1167, i64 %178
  %1178 = load i32, ptr addrspace(3) %1177, align 4
  %1179 = getelementptr i8, ptr addrspace(3) %1168, i64 %182
  %1180 = load i8, ptr addrspace(3) %1179, align 1
  %1181 = getelementptr i8, ptr addrspace(3) %1168, i64 %185
  %1182 = load i8, ptr addrspace(3) %1181, align 1
  %1183 = getelementptr i8, ptr addrspace(3) %1168, i64 %188
  %1184 = load i8, ptr addrspace(3) %1183, align 1
  %1185 = getelementptr i8, ptr addrspace(3) %1168, i64 %191
  %1186 = load i8, ptr addrspace(3) %1185, align 1
  %1187 = insertelement <4 x i8> poison, i8 %1180, i64 0
  %1188 = insertelement <4 x i8> %1187, i8 %1182, i64 1
  %1189 = insertelement <4 x i8> %1188, i8 %1184, i64 2
  %1190 = insertelement <4 x i8> %1189, i8 %1186, i64 3
  %1191 = bitcast <4 x i8> %1190 to i32
  %1192 = getelementptr i8, ptr addrspace(3) %1168, i64 %194
  %1193 = load i8, ptr addrspace(3) %1192, align 1
  %1194 = getelementptr i8, ptr addrspace(3) %1168, i64 %197
  %1195 = load i8, ptr addrspace(3) %1194, align 1
  %1196 = getelementptr i8, ptr addrspace(3) %1168, i64 %200
  %1197 = load i8, ptr addrspace(3) %1196, align 1
  %1198 = getelementptr i8, ptr addrspace(3) %1168, i64 %203
  %1199 = load i8, ptr addrspace(3) %1198, align 1
  %1200 = insertelement <4 x i8> poison, i8 %1193, i64 0
  %1201 = insertelement <4 x i8> %1200, i8 %1195, i64 1
  %1202 = insertelement <4 x i8> %1201, i8 %1197, i64 2
  %1203 = insertelement <4 x i8> %1202, i8 %1199, i64 3
  %1204 = bitcast <4 x i8> %1203 to i32
  %1205 = getelementptr i8, ptr addrspace(3) %1169, i64 %208
  %1206 = load i8, ptr addrspace(3) %1205, align 1
  %1207 = zext i8 %1206 to i32
  %1208 = getelementptr i8, ptr addrspace(3) %1170, i64 %209
  %1209 = load i8, ptr addrspace(3) %1208, align 1
  %1210 = zext i8 %1209 to i32
  %1211 = getelementptr i8, ptr addrspace(3) %1168, i64 %212
  %1212 = getelementptr i8, ptr addrspace(3) %1168, i64 %214
  %1213 = getelementptr i8, ptr addrspace(3) %1168, i64 %216
  %1214 = getelementptr i8, ptr addrspace(3) %1168, i64 %218
  %1215 = getelementptr i8, ptr addrspace(3) %1168, i64 %220
  %1216 = getelementptr i8, ptr addrspace(3) %1168, i64 %222
  %1217 = getelementptr i8, ptr addrspace(3) %1168, i64 %224
  %1218 = getelementptr i8, ptr addrspace(3) %1168, i64 %226
  %1219 = getelementptr i8, ptr addrspace(3) %1170, i64 %227
  %1220 = getelementptr i8, ptr addrspace(3) %1168, i64 %230
  %1221 = getelementptr i8, ptr addrspace(3) %1168, i64 %232
  %1222 = getelementptr i8, ptr addrspace(3) %1168, i64 %234
  %1223 = getelementptr i8, ptr addrspace(3) %1168, i64 %236
  %1224 = getelementptr i8, ptr addrspace(3) %1168, i64 %238
  %1225 = getelementptr i8, ptr addrspace(3) %1168, i64 %240
  %1226 = getelementptr i8, ptr addrspace(3) %1168, i64 %242
  %1227 = getelementptr i8, ptr addrspace(3) %1168, i64 %244
  %1228 = getelementptr i8, ptr addrspace(3) %1170, i64 %245
  %1229 = getelementptr i8, ptr addrspace(3) %1168, i64 %249
  %1230 = getelementptr i8, ptr addrspace(3) %1168, i64 %251
  %1231 = getelementptr i8, ptr addrspace(3) %1168, i64 %253
  %1232 = getelementptr i8, ptr addrspace(3) %1168, i64 %255
  %1233 = getelementptr i8, ptr addrspace(3) %1168, i64 %257
  %1234 = getelementptr i8, ptr addrspace(3) %1168, i64 %259
  %1235 = getelementptr i8, ptr addrspace(3) %1168, i64 %261
  %1236 = getelementptr i8, ptr addrspace(3) %1168, i64 %263
  %1237 = getelementptr i8, ptr addrspace(3) %1170, i64 %264
  %1238 = getelementptr i8, ptr addrspace(3) %1167, i64 %268
  %1239 = getelementptr i8, ptr addrspace(3) %1167, i64 %272
  %1240 = getelementptr i8, ptr addrspace(3) %1167, i64 %274
  %1241 = getelementptr i8, ptr addrspace(3) %1167, i64 %276
  %1242 = getelementptr i8, ptr addrspace(3) %1169, i64 %278
  %1243 = getelementptr i8, ptr addrspace(3) %1167, i64 %282
  %1244 = getelementptr i8, ptr addrspace(3) %1167, i64 %286
  %1245 = getelementptr i8, ptr addrspace(3) %1167, i64 %288
  %1246 = getelementptr i8, ptr addrspace(3) %1167, i64 %290
  %1247 = getelementptr i8, ptr addrspace(3) %1169, i64 %292
  %1248 = getelementptr i8, ptr addrspace(3) %1167, i64 %296
  %1249 = getelementptr i8, ptr addrspace(3) %1167, i64 %300
  %1250 = getelementptr i8, ptr addrspace(3) %1167, i64 %302
  %1251 = getelementptr i8, ptr addrspace(3) %1167, i64 %304
  %1252 = getelementptr i8, ptr addrspace(3) %1169, i64 %306
  %1253 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1172, i32 %1174, i32 %1176, i32 %1178, i32 %1191, i32 %1204, float %809, float %808, float %807, float %806, i32 %1207, i32 %1210) #5
  %1254 = extractvalue { float, float, float, float } %1253, 0
  %1255 = extractvalue { float, float, float, float } %1253, 1
  %1256 = extractvalue { float, float, float, float } %1253, 2
  %1257 = extractvalue { float, float, float, float } %1253, 3
  %1258 = load i8, ptr addrspace(3) %1211, align 1
  %1259 = load i8, ptr addrspace(3) %1212, align 1
  %1260 = load i8, ptr addrspace(3) %1213, align 1
  %1261 = load i8, ptr addrspace(3) %1214, align 1
  %1262 = insertelement <4 x i8> poison, i8 %1258, i64 0
  %1263 = insertelement <4 x i8> %1262, i8 %1259, i64 1
  %1264 = insertelement <4 x i8> %1263, i8 %1260, i64 2
  %1265 = insertelement <4 x i8> %1264, i8 %1261, i64 3
  %1266 = bitcast <4 x i8> %1265 to i32
  %1267 = load i8, ptr addrspace(3) %1215, align 1
  %1268 = load i8, ptr addrspace(3) %1216, align 1
  %1269 = load i8, ptr addrspace(3) %1217, align 1
  %1270 = load i8, ptr addrspace(3) %1218, align 1
  %1271 = insertelement <4 x i8> poison, i8 %1267, i64 0
  %1272 = insertelement <4 x i8> %1271, i8 %1268, i64 1
  %1273 = insertelement <4 x i8> %1272, i8 %1269, i64 2
  %1274 = insertelement <4 x i8> %1273, i8 %1270, i64 3
  %1275 = bitcast <4 x i8> %1274 to i32
  %1276 = load i8, ptr addrspace(3) %1219, align 1
  %1277 = zext i8 %1276 to i32
  %1278 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1172, i32 %1174, i32 %1176, i32 %1178, i32 %1266, i32 %1275, float %805, float %804, float %803, float %802, i32 %1207, i32 %1277) #5
  %1279 = extractvalue { float, float, float, float } %1278, 0
  %1280 = extractvalue { float, float, float, float } %1278, 1
  %1281 = extractvalue { float, float, float, float } %1278, 2
  %1282 = extractvalue { float, float, float, float } %1278, 3
  %1283 = load i8, ptr addrspace(3) %1220, align 1
  %1284 = load i8, ptr addrspace(3) %1221, align 1
  %1285 = load i8, ptr addrspace(3) %1222, align 1
  %1286 = load i8, ptr addrspace(3) %1223, align 1
  %1287 = insertelement <4 x i8> poison, i8 %1283, i64 0
  %1288 = insertelement <4 x i8> %1287, i8 %1284, i64 1
  %1289 = insertelement <4 x i8> %1288, i8 %1285, i64 2
  %1290 = insertelement <4 x i8> %1289, i8 %1286, i64 3
  %1291 = bitcast <4 x i8> %1290 to i32
  %1292 = load i8, ptr addrspace(3) %1224, align 1
  %1293 = load i8, ptr addrspace(3) %1225, align 1
  %1294 = load i8, ptr addrspace(3) %1226, align 1
  %1295 = load i8, ptr addrspace(3) %1227, align 1
  %1296 = insertelement <4 x i8> poison, i8 %1292, i64 0
  %1297 = insertelement <4 x i8> %1296, i8 %1293, i64 1
  %1298 = insertelement <4 x i8> %1297, i8 %1294, i64 2
  %1299 = insertelement <4 x i8> %1298, i8 %1295, i64 3
  %1300 = bitcast <4 x i8> %1299 to i32
  %1301 = load i8, ptr addrspace(3) %1228, align 1
  %1302 = zext i8 %1301 to i32
  %1303 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1172, i32 %1174, i32 %1176, i32 %1178, i32 %1291, i32 %1300, float %801, float %800, float %799, float %798, i32 %1207, i32 %1302) #5
  %1304 = extractvalue { float, float, float, float } %1303, 0
  %1305 = extractvalue { float, float, float, float } %1303, 1
  %1306 = extractvalue { float, float, float, float } %1303, 2
  %1307 = extractvalue { float, float, float, float } %1303, 3
  %1308 = load i8, ptr addrspace(3) %1229, align 1
  %1309 = load i8, ptr addrspace(3) %1230, align 1
  %1310 = load i8, ptr addrspace(3) %1231, align 1
  %1311 = load i8, ptr addrspace(3) %1232, align 1
  %1312 = insertelement <4 x i8> poison, i8 %1308, i64 0
  %1313 = insertelement <4 x i8> %1312, i8 %1309, i64 1
  %1314 = insertelement <4 x i8> %1313, i8 %1310, i64 2
  %1315 = insertelement <4 x i8> %1314, i8 %1311, i64 3
  %1316 = bitcast <4 x i8> %1315 to i32
  %1317 = load i8, ptr addrspace(3) %1233, align 1
  %1318 = load i8, ptr addrspace(3) %1234, align 1
  %1319 = load i8, ptr addrspace(3) %1235, align 1
  %1320 = load i8, ptr addrspace(3) %1236, align 1
  %1321 = insertelement <4 x i8> poison, i8 %1317, i64 0
  %1322 = insertelement <4 x i8> %1321, i8 %1318, i64 1
  %1323 = insertelement <4 x i8> %1322, i8 %1319, i64 2
  %1324 = insertelement <4 x i8> %1323, i8 %1320, i64 3
  %1325 = bitcast <4 x i8> %1324 to i32
  %1326 = load i8, ptr addrspace(3) %1237, align 1
  %1327 = zext i8 %1326 to i32
  %1328 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1172, i32 %1174, i32 %1176, i32 %1178, i32 %1316, i32 %1325, float %797, float %796, float %795, float %794, i32 %1207, i32 %1327) #5
  %1329 = extractvalue { float, float, float, float } %1328, 0
  %1330 = extractvalue { float, float, float, float } %1328, 1
  %1331 = extractvalue { float, float, float, float } %1328, 2
  %1332 = extractvalue { float, float, float, float } %1328, 3
  %1333 = load i32, ptr addrspace(3) %1238, align 4
  %1334 = load i32, ptr addrspace(3) %1239, align 4
  %1335 = load i32, ptr addrspace(3) %1240, align 4
  %1336 = load i32, ptr addrspace(3) %1241, align 4
  %1337 = load i8, ptr addrspace(3) %1242, align 1
  %1338 = zext i8 %1337 to i32
  %1339 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1333, i32 %1334, i32 %1335, i32 %1336, i32 %1191, i32 %1204, float %793, float %792, float %791, float %790, i32 %1338, i32 %1210) #5
  %1340 = extractvalue { float, float, float, float } %1339, 0
  %1341 = extractvalue { float, float, float, float } %1339, 1
  %1342 = extractvalue { float, float, float, float } %1339, 2
  %1343 = extractvalue { float, float, float, float } %1339, 3
  %1344 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1333, i32 %1334, i32 %1335, i32 %1336, i32 %1266, i32 %1275, float %789, float %788, float %787, float %786, i32 %1338, i32 %1277) #5
  %1345 = extractvalue { float, float, float, float } %1344, 0
  %1346 = extractvalue { float, float, float, float } %1344, 1
  %1347 = extractvalue { float, float, float, float } %1344, 2
  %1348 = extractvalue { float, float, float, float } %1344, 3
  %1349 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1333, i32 %1334, i32 %1335, i32 %1336, i32 %1291, i32 %1300, float %785, float %784, float %783, float %782, i32 %1338, i32 %1302) #5
  %1350 = extractvalue { float, float, float, float } %1349, 0
  %1351 = extractvalue { float, float, float, float } %1349, 1
  %1352 = extractvalue { float, float, float, float } %1349, 2
  %1353 = extractvalue { float, float, float, float } %1349, 3
  %1354 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1333, i32 %1334, i32 %1335, i32 %1336, i32 %1316, i32 %1325, float %781, float %780, float %779, float %778, i32 %1338, i32 %1327) #5
  %1355 = extractvalue { float, float, float, float } %1354, 0
  %1356 = extractvalue { float, float, float, float } %1354, 1
  %1357 = extractvalue { float, float, float, float } %1354, 2
  %1358 = extractvalue { float, float, float, float } %1354, 3
  %1359 = load i32, ptr addrspace(3) %1243, align 4
  %1360 = load i32, ptr addrspace(3) %1244, align 4
  %1361 = load i32, ptr addrspace(3) %1245, align 4
  %1362 = load i32, ptr addrspace(3) %1246, align 4
  %1363 = load i8, ptr addrspace(3) %1247, align 1
  %1364 = zext i8 %1363 to i32
  %1365 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1359, i32 %1360, i32 %1361, i32 %1362, i32 %1191, i32 %1204, float %777, float %776, float %775, float %774, i32 %1364, i32 %1210) #5
  %1366 = extractvalue { float, float, float, float } %1365, 0
  %1367 = extractvalue { float, float, float, float } %1365, 1
  %1368 = extractvalue { float, float, float, float } %1365, 2
  %1369 = extractvalue { float, float, float, float } %1365, 3
  %1370 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1359, i32 %1360, i32 %1361, i32 %1362, i32 %1266, i32 %1275, float %773, float %772, float %771, float %770, i32 %1364, i32 %1277) #5
  %1371 = extractvalue { float, float, float, float } %1370, 0
  %1372 = extractvalue { float, float, float, float } %1370, 1
  %1373 = extractvalue { float, float, float, float } %1370, 2
  %1374 = extractvalue { float, float, float, float } %1370, 3
  %1375 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1359, i32 %1360, i32 %1361, i32 %1362, i32 %1291, i32 %1300, float %769, float %768, float %767, float %766, i32 %1364, i32 %1302) #5
  %1376 = extractvalue { float, float, float, float } %1375, 0
  %1377 = extractvalue { float, float, float, float } %1375, 1
  %1378 = extractvalue { float, float, float, float } %1375, 2
  %1379 = extractvalue { float, float, float, float } %1375, 3
  %1380 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1359, i32 %1360, i32 %1361, i32 %1362, i32 %1316, i32 %1325, float %765, float %764, float %763, float %762, i32 %1364, i32 %1327) #5
  %1381 = extractvalue { float, float, float, float } %1380, 0
  %1382 = extractvalue { float, float, float, float } %1380, 1
  %1383 = extractvalue { float, float, float, float } %1380, 2
  %1384 = extractvalue { float, float, float, float } %1380, 3
  %1385 = load i32, ptr addrspace(3) %1248, align 4
  %1386 = load i32, ptr addrspace(3) %1249, align 4
  %1387 = load i32, ptr addrspace(3) %1250, align 4
  %1388 = load i32, ptr addrspace(3) %1251, align 4
  %1389 = load i8, ptr addrspace(3) %1252, align 1
  %1390 = zext i8 %1389 to i32
  %1391 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1385, i32 %1386, i32 %1387, i32 %1388, i32 %1191, i32 %1204, float %761, float %760, float %759, float %758, i32 %1390, i32 %1210) #5
  %1392 = extractvalue { float, float, float, float } %1391, 0
  %1393 = extractvalue { float, float, float, float } %1391, 1
  %1394 = extractvalue { float, float, float, float } %1391, 2
  %1395 = extractvalue { float, float, float, float } %1391, 3
  %1396 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1385, i32 %1386, i32 %1387, i32 %1388, i32 %1266, i32 %1275, float %757, float %756, float %755, float %754, i32 %1390, i32 %1277) #5
  %1397 = extractvalue { float, float, float, float } %1396, 0
  %1398 = extractvalue { float, float, float, float } %1396, 1
  %1399 = extractvalue { float, float, float, float } %1396, 2
  %1400 = extractvalue { float, float, float, float } %1396, 3
  %1401 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1385, i32 %1386, i32 %1387, i32 %1388, i32 %1291, i32 %1300, float %753, float %752, float %751, float %750, i32 %1390, i32 %1302) #5
  %1402 = extractvalue { float, float, float, float } %1401, 0
  %1403 = extractvalue { float, float, float, float } %1401, 1
  %1404 = extractvalue { float, float, float, float } %1401, 2
  %1405 = extractvalue { float, float, float, float } %1401, 3
  %1406 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1385, i32 %1386, i32 %1387, i32 %1388, i32 %1316, i32 %1325, float %749, float %748, float %747, float %746, i32 %1390, i32 %1327) #5
  %1407 = extractvalue { float, float, float, float } %1406, 0
  %1408 = extractvalue { float, float, float, float } %1406, 1
  %1409 = extractvalue { float, float, float, float } %1406, 2
  %1410 = extractvalue { float, float, float, float } %1406, 3
  br i1 %814, label %1411, label %1412

1411:                                             ; preds = %1159
  store i8 %1161, ptr addrspace(3) %1160, align 1
  br label %1412

1412:                                             ; preds = %1411, %1159
  br i1 %1164, label %1413, label %1414

1413:                                             ; preds = %1412
  store i8 %1163, ptr addrspace(3) %1162, align 1
  br label %1414

1414:                                             ; preds = %1413, %1412
  %1415 = add i32 %745, 1
  %1416 = icmp eq i32 %1415, 4
  %1417 = select i1 %1416, i32 0, i32 %1415
  %1418 = add i32 %810, 32
  %1419 = icmp slt i32 %1418, %7
  br i1 %1419, label %744, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %1414
  %1420 = bitcast float %1254 to i32
  %1421 = bitcast float %1255 to i32
  %1422 = bitcast float %1256 to i32
  %1423 = bitcast float %1257 to i32
  %1424 = bitcast float %1279 to i32
  %1425 = bitcast float %1280 to i32
  %1426 = bitcast float %1281 to i32
  %1427 = bitcast float %1282 to i32
  %1428 = bitcast float %1304 to i32
  %1429 = bitcast float %1305 to i32
  %1430 = bitcast float %1306 to i32
  %1431 = bitcast float %1307 to i32
  %1432 = bitcast float %1329 to i32
  %1433 = bitcast float %1330 to i32
  %1434 = bitcast float %1331 to i32
  %1435 = bitcast float %1332 to i32
  %1436 = bitcast float %1340 to i32
  %1437 = bitcast float %1341 to i32
  %1438 = bitcast float %1342 to i32
  %1439 = bitcast float %1343 to i32
  %1440 = bitcast float %1345 to i32
  %1441 = bitcast float %1346 to i32
  %1442 = bitcast float %1347 to i32
  %1443 = bitcast float %1348 to i32
  %1444 = bitcast float %1350 to i32
  %1445 = bitcast float %1351 to i32
  %1446 = bitcast float %1352 to i32
  %1447 = bitcast float %1353 to i32
  %1448 = bitcast float %1355 to i32
  %1449 = bitcast float %1356 to i32
  %1450 = bitcast float %1357 to i32
  %1451 = bitcast float %1358 to i32
  %1452 = bitcast float %1366 to i32
  %1453 = bitcast float %1367 to i32
  %1454 = bitcast float %1368 to i32
  %1455 = bitcast float %1369 to i32
  %1456 = bitcast float %1371 to i32
  %1457 = bitcast float %1372 to i32
  %1458 = bitcast float %1373 to i32
  %1459 = bitcast float %1374 to i32
  %1460 = bitcast float %1376 to i32
  %1461 = bitcast float %1377 to i32
  %1462 = bitcast float %1378 to i32
  %1463 = bitcast float %1379 to i32
  %1464 = bitcast float %1381 to i32
  %1465 = bitcast float %1382 to i32
  %1466 = bitcast float %1383 to i32
  %1467 = bitcast float %1384 to i32
  %1468 = bitcast float %1392 to i32
  %1469 = bitcast float %1393 to i32
  %1470 = bitcast float %1394 to i32
  %1471 = bitcast float %1395 to i32
  %1472 = bitcast float %1397 to i32
  %1473 = bitcast float %1398 to i32
  %1474 = bitcast float %1399 to i32
  %1475 = bitcast float %1400 to i32
  %1476 = bitcast float %1402 to i32
  %1477 = bitcast float %1403 to i32
  %1478 = bitcast float %1404 to i32
  %1479 = bitcast float %1405 to i32
  %1480 = bitcast float %1407 to i32
  %1481 = bitcast float %1408 to i32
  %1482 = bitcast float %1409 to i32
  %1483 = bitcast float %1410 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %.preheader19.._crit_edge_crit_edge, %._crit_edge.loopexit
  %.pre-phi294 = phi i32 [ %.pre293, %.preheader19.._crit_edge_crit_edge ], [ %162, %._crit_edge.loopexit ]
  %.pre-phi292 = phi i32 [ %.pre291, %.preheader19.._crit_edge_crit_edge ], [ %161, %._crit_edge.loopexit ]
  %.pre-phi290 = phi i32 [ %.pre289, %.preheader19.._crit_edge_crit_edge ], [ %160, %._crit_edge.loopexit ]
  %.pre-phi288 = phi i32 [ %.pre287, %.preheader19.._crit_edge_crit_edge ], [ %169, %._crit_edge.loopexit ]
  %.pre-phi286 = phi i32 [ %.pre285, %.preheader19.._crit_edge_crit_edge ], [ %159, %._crit_edge.loopexit ]
  %.pre-phi284 = phi i32 [ %.pre283, %.preheader19.._crit_edge_crit_edge ], [ %158, %._crit_edge.loopexit ]
  %.pre-phi = phi i32 [ %.pre, %.preheader19.._crit_edge_crit_edge ], [ %157, %._crit_edge.loopexit ]
  %.lcssa153 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1420, %._crit_edge.loopexit ]
  %.lcssa152 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1421, %._crit_edge.loopexit ]
  %.lcssa151 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1422, %._crit_edge.loopexit ]
  %.lcssa150 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1423, %._crit_edge.loopexit ]
  %.lcssa149 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1424, %._crit_edge.loopexit ]
  %.lcssa148 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1425, %._crit_edge.loopexit ]
  %.lcssa147 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1426, %._crit_edge.loopexit ]
  %.lcssa146 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1427, %._crit_edge.loopexit ]
  %.lcssa145 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1428, %._crit_edge.loopexit ]
  %.lcssa144 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1429, %._crit_edge.loopexit ]
  %.lcssa143 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1430, %._crit_edge.loopexit ]
  %.lcssa142 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1431, %._crit_edge.loopexit ]
  %.lcssa141 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1432, %._crit_edge.loopexit ]
  %.lcssa140 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1433, %._crit_edge.loopexit ]
  %.lcssa139 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1434, %._crit_edge.loopexit ]
  %.lcssa138 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1435, %._crit_edge.loopexit ]
  %.lcssa137 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1436, %._crit_edge.loopexit ]
  %.lcssa136 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1437, %._crit_edge.loopexit ]
  %.lcssa135 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1438, %._crit_edge.loopexit ]
  %.lcssa134 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1439, %._crit_edge.loopexit ]
  %.lcssa133 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1440, %._crit_edge.loopexit ]
  %.lcssa132 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1441, %._crit_edge.loopexit ]
  %.lcssa131 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1442, %._crit_edge.loopexit ]
  %.lcssa130 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1443, %._crit_edge.loopexit ]
  %.lcssa129 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1444, %._crit_edge.loopexit ]
  %.lcssa128 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1445, %._crit_edge.loopexit ]
  %.lcssa127 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1446, %._crit_edge.loopexit ]
  %.lcssa126 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1447, %._crit_edge.loopexit ]
  %.lcssa125 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1448, %._crit_edge.loopexit ]
  %.lcssa124 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1449, %._crit_edge.loopexit ]
  %.lcssa123 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1450, %._crit_edge.loopexit ]
  %.lcssa122 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1451, %._crit_edge.loopexit ]
  %.lcssa121 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1452, %._crit_edge.loopexit ]
  %.lcssa120 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1453, %._crit_edge.loopexit ]
  %.lcssa119 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1454, %._crit_edge.loopexit ]
  %.lcssa118 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1455, %._crit_edge.loopexit ]
  %.lcssa117 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1456, %._crit_edge.loopexit ]
  %.lcssa116 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1457, %._crit_edge.loopexit ]
  %.lcssa115 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1458, %._crit_edge.loopexit ]
  %.lcssa114 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1459, %._crit_edge.loopexit ]
  %.lcssa113 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1460, %._crit_edge.loopexit ]
  %.lcssa112 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1461, %._crit_edge.loopexit ]
  %.lcssa111 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1462, %._crit_edge.loopexit ]
  %.lcssa110 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1463, %._crit_edge.loopexit ]
  %.lcssa109 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1464, %._crit_edge.loopexit ]
  %.lcssa108 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1465, %._crit_edge.loopexit ]
  %.lcssa107 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1466, %._crit_edge.loopexit ]
  %.lcssa106 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1467, %._crit_edge.loopexit ]
  %.lcssa105 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1468, %._crit_edge.loopexit ]
  %.lcssa104 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1469, %._crit_edge.loopexit ]
  %.lcssa103 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1470, %._crit_edge.loopexit ]
  %.lcssa102 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1471, %._crit_edge.loopexit ]
  %.lcssa101 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1472, %._crit_edge.loopexit ]
  %.lcssa100 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1473, %._crit_edge.loopexit ]
  %.lcssa99 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1474, %._crit_edge.loopexit ]
  %.lcssa98 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1475, %._crit_edge.loopexit ]
  %.lcssa97 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1476, %._crit_edge.loopexit ]
  %.lcssa96 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1477, %._crit_edge.loopexit ]
  %.lcssa95 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1478, %._crit_edge.loopexit ]
  %.lcssa94 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1479, %._crit_edge.loopexit ]
  %.lcssa93 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1480, %._crit_edge.loopexit ]
  %.lcssa92 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1481, %._crit_edge.loopexit ]
  %.lcssa91 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1482, %._crit_edge.loopexit ]
  %.lcssa90 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %1483, %._crit_edge.loopexit ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1484 = shl nuw nsw i32 %9, 1
  %1485 = and i32 %1484, 6
  %1486 = or disjoint i32 %12, %.pre-phi284
  %1487 = or disjoint i32 %1486, %.pre-phi
  %1488 = mul i32 %6, %1487
  %1489 = or disjoint i32 %13, %.pre-phi286
  %1490 = or disjoint i32 %1489, %1485
  %1491 = add i32 %1488, %1490
  %1492 = sext i32 %1491 to i64
  %1493 = getelementptr float, ptr addrspace(1) %4, i64 %1492
  %1494 = icmp slt i32 %1487, %5
  %1495 = icmp slt i32 %1490, %6
  %1496 = and i1 %1494, %1495
  %1497 = or disjoint i32 %1485, 1
  %1498 = or disjoint i32 %1489, %1497
  %1499 = icmp slt i32 %1498, %6
  %1500 = ptrtoint ptr addrspace(1) %1493 to i64
  %1501 = and i64 %1500, 7
  %1502 = icmp eq i64 %1501, 0
  %1503 = and i1 %1496, %1502
  %1504 = and i1 %1499, %1503
  %1505 = xor i1 %1496, %1504
  %1506 = xor i1 %1494, %1503
  %1507 = and i1 %1499, %1506
  %1508 = zext i1 %1504 to i32
  %1509 = zext i1 %1505 to i32
  %1510 = zext i1 %1507 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1508, i32 %.lcssa153, i32 %.lcssa152, ptr addrspace(1) %1493, i32 %1509, i32 %1510) #5
  %1511 = or disjoint i32 %1486, %.pre-phi288
  %1512 = mul i32 %6, %1511
  %1513 = add i32 %1512, %1490
  %1514 = sext i32 %1513 to i64
  %1515 = getelementptr float, ptr addrspace(1) %4, i64 %1514
  %1516 = icmp slt i32 %1511, %5
  %1517 = and i1 %1516, %1495
  %1518 = ptrtoint ptr addrspace(1) %1515 to i64
  %1519 = and i64 %1518, 7
  %1520 = icmp eq i64 %1519, 0
  %1521 = and i1 %1517, %1520
  %1522 = and i1 %1499, %1521
  %1523 = xor i1 %1517, %1522
  %1524 = xor i1 %1516, %1521
  %1525 = and i1 %1499, %1524
  %1526 = zext i1 %1522 to i32
  %1527 = zext i1 %1523 to i32
  %1528 = zext i1 %1525 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1526, i32 %.lcssa151, i32 %.lcssa150, ptr addrspace(1) %1515, i32 %1527, i32 %1528) #5
  %1529 = or disjoint i32 %.pre-phi286, 8
  %1530 = or disjoint i32 %1485, %13
  %1531 = or disjoint i32 %1530, %1529
  %1532 = add i32 %1488, %1531
  %1533 = sext i32 %1532 to i64
  %1534 = getelementptr float, ptr addrspace(1) %4, i64 %1533
  %1535 = icmp slt i32 %1531, %6
  %1536 = and i1 %1494, %1535
  %1537 = or disjoint i32 %1497, %13
  %1538 = or disjoint i32 %1537, %1529
  %1539 = icmp slt i32 %1538, %6
  %1540 = ptrtoint ptr addrspace(1) %1534 to i64
  %1541 = and i64 %1540, 7
  %1542 = icmp eq i64 %1541, 0
  %1543 = and i1 %1536, %1542
  %1544 = and i1 %1539, %1543
  %1545 = xor i1 %1536, %1544
  %1546 = xor i1 %1494, %1543
  %1547 = and i1 %1539, %1546
  %1548 = zext i1 %1544 to i32
  %1549 = zext i1 %1545 to i32
  %1550 = zext i1 %1547 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1548, i32 %.lcssa149, i32 %.lcssa148, ptr addrspace(1) %1534, i32 %1549, i32 %1550) #5
  %1551 = add i32 %1512, %1531
  %1552 = sext i32 %1551 to i64
  %1553 = getelementptr float, ptr addrspace(1) %4, i64 %1552
  %1554 = and i1 %1516, %1535
  %1555 = ptrtoint ptr addrspace(1) %1553 to i64
  %1556 = and i64 %1555, 7
  %1557 = icmp eq i64 %1556, 0
  %1558 = and i1 %1554, %1557
  %1559 = and i1 %1539, %1558
  %1560 = xor i1 %1554, %1559
  %1561 = xor i1 %1516, %1558
  %1562 = and i1 %1539, %1561
  %1563 = zext i1 %1559 to i32
  %1564 = zext i1 %1560 to i32
  %1565 = zext i1 %1562 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1563, i32 %.lcssa147, i32 %.lcssa146, ptr addrspace(1) %1553, i32 %1564, i32 %1565) #5
  %1566 = or disjoint i32 %.pre-phi286, 16
  %1567 = or disjoint i32 %1530, %1566
  %1568 = add i32 %1488, %1567
  %1569 = sext i32 %1568 to i64
  %1570 = getelementptr float, ptr addrspace(1) %4, i64 %1569
  %1571 = icmp slt i32 %1567, %6
  %1572 = and i1 %1494, %1571
  %1573 = or disjoint i32 %1537, %1566
  %1574 = icmp slt i32 %1573, %6
  %1575 = ptrtoint ptr addrspace(1) %1570 to i64
  %1576 = and i64 %1575, 7
  %1577 = icmp eq i64 %1576, 0
  %1578 = and i1 %1572, %1577
  %1579 = and i1 %1574, %1578
  %1580 = xor i1 %1572, %1579
  %1581 = xor i1 %1494, %1578
  %1582 = and i1 %1574, %1581
  %1583 = zext i1 %1579 to i32
  %1584 = zext i1 %1580 to i32
  %1585 = zext i1 %1582 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1583, i32 %.lcssa145, i32 %.lcssa144, ptr addrspace(1) %1570, i32 %1584, i32 %1585) #5
  %1586 = add i32 %1512, %1567
  %1587 = sext i32 %1586 to i64
  %1588 = getelementptr float, ptr addrspace(1) %4, i64 %1587
  %1589 = and i1 %1516, %1571
  %1590 = ptrtoint ptr addrspace(1) %1588 to i64
  %1591 = and i64 %1590, 7
  %1592 = icmp eq i64 %1591, 0
  %1593 = and i1 %1589, %1592
  %1594 = and i1 %1574, %1593
  %1595 = xor i1 %1589, %1594
  %1596 = xor i1 %1516, %1593
  %1597 = and i1 %1574, %1596
  %1598 = zext i1 %1594 to i32
  %1599 = zext i1 %1595 to i32
  %1600 = zext i1 %1597 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1598, i32 %.lcssa143, i32 %.lcssa142, ptr addrspace(1) %1588, i32 %1599, i32 %1600) #5
  %1601 = or disjoint i32 %.pre-phi286, 24
  %1602 = or disjoint i32 %1530, %1601
  %1603 = add i32 %1488, %1602
  %1604 = sext i32 %1603 to i64
  %1605 = getelementptr float, ptr addrspace(1) %4, i64 %1604
  %1606 = icmp slt i32 %1602, %6
  %1607 = and i1 %1494, %1606
  %1608 = or disjoint i32 %1537, %1601
  %1609 = icmp slt i32 %1608, %6
  %1610 = ptrtoint ptr addrspace(1) %1605 to i64
  %1611 = and i64 %1610, 7
  %1612 = icmp eq i64 %1611, 0
  %1613 = and i1 %1607, %1612
  %1614 = and i1 %1609, %1613
  %1615 = xor i1 %1607, %1614
  %1616 = xor i1 %1494, %1613
  %1617 = and i1 %1609, %1616
  %1618 = zext i1 %1614 to i32
  %1619 = zext i1 %1615 to i32
  %1620 = zext i1 %1617 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1618, i32 %.lcssa141, i32 %.lcssa140, ptr addrspace(1) %1605, i32 %1619, i32 %1620) #5
  %1621 = add i32 %1512, %1602
  %1622 = sext i32 %1621 to i64
  %1623 = getelementptr float, ptr addrspace(1) %4, i64 %1622
  %1624 = and i1 %1516, %1606
  %1625 = ptrtoint ptr addrspace(1) %1623 to i64
  %1626 = and i64 %1625, 7
  %1627 = icmp eq i64 %1626, 0
  %1628 = and i1 %1624, %1627
  %1629 = and i1 %1609, %1628
  %1630 = xor i1 %1624, %1629
  %1631 = xor i1 %1516, %1628
  %1632 = and i1 %1609, %1631
  %1633 = zext i1 %1629 to i32
  %1634 = zext i1 %1630 to i32
  %1635 = zext i1 %1632 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1633, i32 %.lcssa139, i32 %.lcssa138, ptr addrspace(1) %1623, i32 %1634, i32 %1635) #5
  %1636 = or disjoint i32 %.pre-phi, %12
  %1637 = or disjoint i32 %1636, %.pre-phi290
  %1638 = mul i32 %6, %1637
  %1639 = add i32 %1638, %1490
  %1640 = sext i32 %1639 to i64
  %1641 = getelementptr float, ptr addrspace(1) %4, i64 %1640
  %1642 = icmp slt i32 %1637, %5
  %1643 = and i1 %1642, %1495
  %1644 = ptrtoint ptr addrspace(1) %1641 to i64
  %1645 = and i64 %1644, 7
  %1646 = icmp eq i64 %1645, 0
  %1647 = and i1 %1643, %1646
  %1648 = and i1 %1499, %1647
  %1649 = xor i1 %1643, %1648
  %1650 = xor i1 %1642, %1647
  %1651 = and i1 %1499, %1650
  %1652 = zext i1 %1648 to i32
  %1653 = zext i1 %1649 to i32
  %1654 = zext i1 %1651 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1652, i32 %.lcssa137, i32 %.lcssa136, ptr addrspace(1) %1641, i32 %1653, i32 %1654) #5
  %1655 = or disjoint i32 %.pre-phi288, %12
  %1656 = or disjoint i32 %1655, %.pre-phi290
  %1657 = mul i32 %6, %1656
  %1658 = add i32 %1657, %1490
  %1659 = sext i32 %1658 to i64
  %1660 = getelementptr float, ptr addrspace(1) %4, i64 %1659
  %1661 = icmp slt i32 %1656, %5
  %1662 = and i1 %1661, %1495
  %1663 = ptrtoint ptr addrspace(1) %1660 to i64
  %1664 = and i64 %1663, 7
  %1665 = icmp eq i64 %1664, 0
  %1666 = and i1 %1662, %1665
  %1667 = and i1 %1499, %1666
  %1668 = xor i1 %1662, %1667
  %1669 = xor i1 %1661, %1666
  %1670 = and i1 %1499, %1669
  %1671 = zext i1 %1667 to i32
  %1672 = zext i1 %1668 to i32
  %1673 = zext i1 %1670 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1671, i32 %.lcssa135, i32 %.lcssa134, ptr addrspace(1) %1660, i32 %1672, i32 %1673) #5
  %1674 = add i32 %1638, %1531
  %1675 = sext i32 %1674 to i64
  %1676 = getelementptr float, ptr addrspace(1) %4, i64 %1675
  %1677 = and i1 %1642, %1535
  %1678 = ptrtoint ptr addrspace(1) %1676 to i64
  %1679 = and i64 %1678, 7
  %1680 = icmp eq i64 %1679, 0
  %1681 = and i1 %1677, %1680
  %1682 = and i1 %1539, %1681
  %1683 = xor i1 %1677, %1682
  %1684 = xor i1 %1642, %1681
  %1685 = and i1 %1539, %1684
  %1686 = zext i1 %1682 to i32
  %1687 = zext i1 %1683 to i32
  %1688 = zext i1 %1685 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1686, i32 %.lcssa133, i32 %.lcssa132, ptr addrspace(1) %1676, i32 %1687, i32 %1688) #5
  %1689 = add i32 %1657, %1531
  %1690 = sext i32 %1689 to i64
  %1691 = getelementptr float, ptr addrspace(1) %4, i64 %1690
  %1692 = and i1 %1661, %1535
  %1693 = ptrtoint ptr addrspace(1) %1691 to i64
  %1694 = and i64 %1693, 7
  %1695 = icmp eq i64 %1694, 0
  %1696 = and i1 %1692, %1695
  %1697 = and i1 %1539, %1696
  %1698 = xor i1 %1692, %1697
  %1699 = xor i1 %1661, %1696
  %1700 = and i1 %1539, %1699
  %1701 = zext i1 %1697 to i32
  %1702 = zext i1 %1698 to i32
  %1703 = zext i1 %1700 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1701, i32 %.lcssa131, i32 %.lcssa130, ptr addrspace(1) %1691, i32 %1702, i32 %1703) #5
  %1704 = add i32 %1638, %1567
  %1705 = sext i32 %1704 to i64
  %1706 = getelementptr float, ptr addrspace(1) %4, i64 %1705
  %1707 = and i1 %1642, %1571
  %1708 = ptrtoint ptr addrspace(1) %1706 to i64
  %1709 = and i64 %1708, 7
  %1710 = icmp eq i64 %1709, 0
  %1711 = and i1 %1707, %1710
  %1712 = and i1 %1574, %1711
  %1713 = xor i1 %1707, %1712
  %1714 = xor i1 %1642, %1711
  %1715 = and i1 %1574, %1714
  %1716 = zext i1 %1712 to i32
  %1717 = zext i1 %1713 to i32
  %1718 = zext i1 %1715 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1716, i32 %.lcssa129, i32 %.lcssa128, ptr addrspace(1) %1706, i32 %1717, i32 %1718) #5
  %1719 = add i32 %1657, %1567
  %1720 = sext i32 %1719 to i64
  %1721 = getelementptr float, ptr addrspace(1) %4, i64 %1720
  %1722 = and i1 %1661, %1571
  %1723 = ptrtoint ptr addrspace(1) %1721 to i64
  %1724 = and i64 %1723, 7
  %1725 = icmp eq i64 %1724, 0
  %1726 = and i1 %1722, %1725
  %1727 = and i1 %1574, %1726
  %1728 = xor i1 %1722, %1727
  %1729 = xor i1 %1661, %1726
  %1730 = and i1 %1574, %1729
  %1731 = zext i1 %1727 to i32
  %1732 = zext i1 %1728 to i32
  %1733 = zext i1 %1730 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1731, i32 %.lcssa127, i32 %.lcssa126, ptr addrspace(1) %1721, i32 %1732, i32 %1733) #5
  %1734 = add i32 %1638, %1602
  %1735 = sext i32 %1734 to i64
  %1736 = getelementptr float, ptr addrspace(1) %4, i64 %1735
  %1737 = and i1 %1642, %1606
  %1738 = ptrtoint ptr addrspace(1) %1736 to i64
  %1739 = and i64 %1738, 7
  %1740 = icmp eq i64 %1739, 0
  %1741 = and i1 %1737, %1740
  %1742 = and i1 %1609, %1741
  %1743 = xor i1 %1737, %1742
  %1744 = xor i1 %1642, %1741
  %1745 = and i1 %1609, %1744
  %1746 = zext i1 %1742 to i32
  %1747 = zext i1 %1743 to i32
  %1748 = zext i1 %1745 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1746, i32 %.lcssa125, i32 %.lcssa124, ptr addrspace(1) %1736, i32 %1747, i32 %1748) #5
  %1749 = add i32 %1657, %1602
  %1750 = sext i32 %1749 to i64
  %1751 = getelementptr float, ptr addrspace(1) %4, i64 %1750
  %1752 = and i1 %1661, %1606
  %1753 = ptrtoint ptr addrspace(1) %1751 to i64
  %1754 = and i64 %1753, 7
  %1755 = icmp eq i64 %1754, 0
  %1756 = and i1 %1752, %1755
  %1757 = and i1 %1609, %1756
  %1758 = xor i1 %1752, %1757
  %1759 = xor i1 %1661, %1756
  %1760 = and i1 %1609, %1759
  %1761 = zext i1 %1757 to i32
  %1762 = zext i1 %1758 to i32
  %1763 = zext i1 %1760 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1761, i32 %.lcssa123, i32 %.lcssa122, ptr addrspace(1) %1751, i32 %1762, i32 %1763) #5
  %1764 = or disjoint i32 %1636, %.pre-phi292
  %1765 = mul i32 %6, %1764
  %1766 = add i32 %1765, %1490
  %1767 = sext i32 %1766 to i64
  %1768 = getelementptr float, ptr addrspace(1) %4, i64 %1767
  %1769 = icmp slt i32 %1764, %5
  %1770 = and i1 %1769, %1495
  %1771 = ptrtoint ptr addrspace(1) %1768 to i64
  %1772 = and i64 %1771, 7
  %1773 = icmp eq i64 %1772, 0
  %1774 = and i1 %1770, %1773
  %1775 = and i1 %1499, %1774
  %1776 = xor i1 %1770, %1775
  %1777 = xor i1 %1769, %1774
  %1778 = and i1 %1499, %1777
  %1779 = zext i1 %1775 to i32
  %1780 = zext i1 %1776 to i32
  %1781 = zext i1 %1778 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1779, i32 %.lcssa121, i32 %.lcssa120, ptr addrspace(1) %1768, i32 %1780, i32 %1781) #5
  %1782 = or disjoint i32 %1655, %.pre-phi292
  %1783 = mul i32 %6, %1782
  %1784 = add i32 %1783, %1490
  %1785 = sext i32 %1784 to i64
  %1786 = getelementptr float, ptr addrspace(1) %4, i64 %1785
  %1787 = icmp slt i32 %1782, %5
  %1788 = and i1 %1787, %1495
  %1789 = ptrtoint ptr addrspace(1) %1786 to i64
  %1790 = and i64 %1789, 7
  %1791 = icmp eq i64 %1790, 0
  %1792 = and i1 %1788, %1791
  %1793 = and i1 %1499, %1792
  %1794 = xor i1 %1788, %1793
  %1795 = xor i1 %1787, %1792
  %1796 = and i1 %1499, %1795
  %1797 = zext i1 %1793 to i32
  %1798 = zext i1 %1794 to i32
  %1799 = zext i1 %1796 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1797, i32 %.lcssa119, i32 %.lcssa118, ptr addrspace(1) %1786, i32 %1798, i32 %1799) #5
  %1800 = add i32 %1765, %1531
  %1801 = sext i32 %1800 to i64
  %1802 = getelementptr float, ptr addrspace(1) %4, i64 %1801
  %1803 = and i1 %1769, %1535
  %1804 = ptrtoint ptr addrspace(1) %1802 to i64
  %1805 = and i64 %1804, 7
  %1806 = icmp eq i64 %1805, 0
  %1807 = and i1 %1803, %1806
  %1808 = and i1 %1539, %1807
  %1809 = xor i1 %1803, %1808
  %1810 = xor i1 %1769, %1807
  %1811 = and i1 %1539, %1810
  %1812 = zext i1 %1808 to i32
  %1813 = zext i1 %1809 to i32
  %1814 = zext i1 %1811 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1812, i32 %.lcssa117, i32 %.lcssa116, ptr addrspace(1) %1802, i32 %1813, i32 %1814) #5
  %1815 = add i32 %1783, %1531
  %1816 = sext i32 %1815 to i64
  %1817 = getelementptr float, ptr addrspace(1) %4, i64 %1816
  %1818 = and i1 %1787, %1535
  %1819 = ptrtoint ptr addrspace(1) %1817 to i64
  %1820 = and i64 %1819, 7
  %1821 = icmp eq i64 %1820, 0
  %1822 = and i1 %1818, %1821
  %1823 = and i1 %1539, %1822
  %1824 = xor i1 %1818, %1823
  %1825 = xor i1 %1787, %1822
  %1826 = and i1 %1539, %1825
  %1827 = zext i1 %1823 to i32
  %1828 = zext i1 %1824 to i32
  %1829 = zext i1 %1826 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1827, i32 %.lcssa115, i32 %.lcssa114, ptr addrspace(1) %1817, i32 %1828, i32 %1829) #5
  %1830 = add i32 %1765, %1567
  %1831 = sext i32 %1830 to i64
  %1832 = getelementptr float, ptr addrspace(1) %4, i64 %1831
  %1833 = and i1 %1769, %1571
  %1834 = ptrtoint ptr addrspace(1) %1832 to i64
  %1835 = and i64 %1834, 7
  %1836 = icmp eq i64 %1835, 0
  %1837 = and i1 %1833, %1836
  %1838 = and i1 %1574, %1837
  %1839 = xor i1 %1833, %1838
  %1840 = xor i1 %1769, %1837
  %1841 = and i1 %1574, %1840
  %1842 = zext i1 %1838 to i32
  %1843 = zext i1 %1839 to i32
  %1844 = zext i1 %1841 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1842, i32 %.lcssa113, i32 %.lcssa112, ptr addrspace(1) %1832, i32 %1843, i32 %1844) #5
  %1845 = add i32 %1783, %1567
  %1846 = sext i32 %1845 to i64
  %1847 = getelementptr float, ptr addrspace(1) %4, i64 %1846
  %1848 = and i1 %1787, %1571
  %1849 = ptrtoint ptr addrspace(1) %1847 to i64
  %1850 = and i64 %1849, 7
  %1851 = icmp eq i64 %1850, 0
  %1852 = and i1 %1848, %1851
  %1853 = and i1 %1574, %1852
  %1854 = xor i1 %1848, %1853
  %1855 = xor i1 %1787, %1852
  %1856 = and i1 %1574, %1855
  %1857 = zext i1 %1853 to i32
  %1858 = zext i1 %1854 to i32
  %1859 = zext i1 %1856 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1857, i32 %.lcssa111, i32 %.lcssa110, ptr addrspace(1) %1847, i32 %1858, i32 %1859) #5
  %1860 = add i32 %1765, %1602
  %1861 = sext i32 %1860 to i64
  %1862 = getelementptr float, ptr addrspace(1) %4, i64 %1861
  %1863 = and i1 %1769, %1606
  %1864 = ptrtoint ptr addrspace(1) %1862 to i64
  %1865 = and i64 %1864, 7
  %1866 = icmp eq i64 %1865, 0
  %1867 = and i1 %1863, %1866
  %1868 = and i1 %1609, %1867
  %1869 = xor i1 %1863, %1868
  %1870 = xor i1 %1769, %1867
  %1871 = and i1 %1609, %1870
  %1872 = zext i1 %1868 to i32
  %1873 = zext i1 %1869 to i32
  %1874 = zext i1 %1871 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1872, i32 %.lcssa109, i32 %.lcssa108, ptr addrspace(1) %1862, i32 %1873, i32 %1874) #5
  %1875 = add i32 %1783, %1602
  %1876 = sext i32 %1875 to i64
  %1877 = getelementptr float, ptr addrspace(1) %4, i64 %1876
  %1878 = and i1 %1787, %1606
  %1879 = ptrtoint ptr addrspace(1) %1877 to i64
  %1880 = and i64 %1879, 7
  %1881 = icmp eq i64 %1880, 0
  %1882 = and i1 %1878, %1881
  %1883 = and i1 %1609, %1882
  %1884 = xor i1 %1878, %1883
  %1885 = xor i1 %1787, %1882
  %1886 = and i1 %1609, %1885
  %1887 = zext i1 %1883 to i32
  %1888 = zext i1 %1884 to i32
  %1889 = zext i1 %1886 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1887, i32 %.lcssa107, i32 %.lcssa106, ptr addrspace(1) %1877, i32 %1888, i32 %1889) #5
  %1890 = or disjoint i32 %1636, %.pre-phi294
  %1891 = mul i32 %6, %1890
  %1892 = add i32 %1891, %1490
  %1893 = sext i32 %1892 to i64
  %1894 = getelementptr float, ptr addrspace(1) %4, i64 %1893
  %1895 = icmp slt i32 %1890, %5
  %1896 = and i1 %1895, %1495
  %1897 = ptrtoint ptr addrspace(1) %1894 to i64
  %1898 = and i64 %1897, 7
  %1899 = icmp eq i64 %1898, 0
  %1900 = and i1 %1896, %1899
  %1901 = and i1 %1499, %1900
  %1902 = xor i1 %1896, %1901
  %1903 = xor i1 %1895, %1900
  %1904 = and i1 %1499, %1903
  %1905 = zext i1 %1901 to i32
  %1906 = zext i1 %1902 to i32
  %1907 = zext i1 %1904 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1905, i32 %.lcssa105, i32 %.lcssa104, ptr addrspace(1) %1894, i32 %1906, i32 %1907) #5
  %1908 = or disjoint i32 %1655, %.pre-phi294
  %1909 = mul i32 %6, %1908
  %1910 = add i32 %1909, %1490
  %1911 = sext i32 %1910 to i64
  %1912 = getelementptr float, ptr addrspace(1) %4, i64 %1911
  %1913 = icmp slt i32 %1908, %5
  %1914 = and i1 %1913, %1495
  %1915 = ptrtoint ptr addrspace(1) %1912 to i64
  %1916 = and i64 %1915, 7
  %1917 = icmp eq i64 %1916, 0
  %1918 = and i1 %1914, %1917
  %1919 = and i1 %1499, %1918
  %1920 = xor i1 %1914, %1919
  %1921 = xor i1 %1913, %1918
  %1922 = and i1 %1499, %1921
  %1923 = zext i1 %1919 to i32
  %1924 = zext i1 %1920 to i32
  %1925 = zext i1 %1922 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1923, i32 %.lcssa103, i32 %.lcssa102, ptr addrspace(1) %1912, i32 %1924, i32 %1925) #5
  %1926 = add i32 %1891, %1531
  %1927 = sext i32 %1926 to i64
  %1928 = getelementptr float, ptr addrspace(1) %4, i64 %1927
  %1929 = and i1 %1895, %1535
  %1930 = ptrtoint ptr addrspace(1) %1928 to i64
  %1931 = and i64 %1930, 7
  %1932 = icmp eq i64 %1931, 0
  %1933 = and i1 %1929, %1932
  %1934 = and i1 %1539, %1933
  %1935 = xor i1 %1929, %1934
  %1936 = xor i1 %1895, %1933
  %1937 = and i1 %1539, %1936
  %1938 = zext i1 %1934 to i32
  %1939 = zext i1 %1935 to i32
  %1940 = zext i1 %1937 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1938, i32 %.lcssa101, i32 %.lcssa100, ptr addrspace(1) %1928, i32 %1939, i32 %1940) #5
  %1941 = add i32 %1909, %1531
  %1942 = sext i32 %1941 to i64
  %1943 = getelementptr float, ptr addrspace(1) %4, i64 %1942
  %1944 = and i1 %1913, %1535
  %1945 = ptrtoint ptr addrspace(1) %1943 to i64
  %1946 = and i64 %1945, 7
  %1947 = icmp eq i64 %1946, 0
  %1948 = and i1 %1944, %1947
  %1949 = and i1 %1539, %1948
  %1950 = xor i1 %1944, %1949
  %1951 = xor i1 %1913, %1948
  %1952 = and i1 %1539, %1951
  %1953 = zext i1 %1949 to i32
  %1954 = zext i1 %1950 to i32
  %1955 = zext i1 %1952 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1953, i32 %.lcssa99, i32 %.lcssa98, ptr addrspace(1) %1943, i32 %1954, i32 %1955) #5
  %1956 = add i32 %1891, %1567
  %1957 = sext i32 %1956 to i64
  %1958 = getelementptr float, ptr addrspace(1) %4, i64 %1957
  %1959 = and i1 %1895, %1571
  %1960 = ptrtoint ptr addrspace(1) %1958 to i64
  %1961 = and i64 %1960, 7
  %1962 = icmp eq i64 %1961, 0
  %1963 = and i1 %1959, %1962
  %1964 = and i1 %1574, %1963
  %1965 = xor i1 %1959, %1964
  %1966 = xor i1 %1895, %1963
  %1967 = and i1 %1574, %1966
  %1968 = zext i1 %1964 to i32
  %1969 = zext i1 %1965 to i32
  %1970 = zext i1 %1967 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1968, i32 %.lcssa97, i32 %.lcssa96, ptr addrspace(1) %1958, i32 %1969, i32 %1970) #5
  %1971 = add i32 %1909, %1567
  %1972 = sext i32 %1971 to i64
  %1973 = getelementptr float, ptr addrspace(1) %4, i64 %1972
  %1974 = and i1 %1913, %1571
  %1975 = ptrtoint ptr addrspace(1) %1973 to i64
  %1976 = and i64 %1975, 7
  %1977 = icmp eq i64 %1976, 0
  %1978 = and i1 %1974, %1977
  %1979 = and i1 %1574, %1978
  %1980 = xor i1 %1974, %1979
  %1981 = xor i1 %1913, %1978
  %1982 = and i1 %1574, %1981
  %1983 = zext i1 %1979 to i32
  %1984 = zext i1 %1980 to i32
  %1985 = zext i1 %1982 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1983, i32 %.lcssa95, i32 %.lcssa94, ptr addrspace(1) %1973, i32 %1984, i32 %1985) #5
  %1986 = add i32 %1891, %1602
  %1987 = sext i32 %1986 to i64
  %1988 = getelementptr float, ptr addrspace(1) %4, i64 %1987
  %1989 = and i1 %1895, %1606
  %1990 = ptrtoint ptr addrspace(1) %1988 to i64
  %1991 = and i64 %1990, 7
  %1992 = icmp eq i64 %1991, 0
  %1993 = and i1 %1989, %1992
  %1994 = and i1 %1609, %1993
  %1995 = xor i1 %1989, %1994
  %1996 = xor i1 %1895, %1993
  %1997 = and i1 %1609, %1996
  %1998 = zext i1 %1994 to i32
  %1999 = zext i1 %1995 to i32
  %2000 = zext i1 %1997 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1998, i32 %.lcssa93, i32 %.lcssa92, ptr addrspace(1) %1988, i32 %1999, i32 %2000) #5
  %2001 = add i32 %1909, %1602
  %2002 = sext i32 %2001 to i64
  %2003 = getelementptr float, ptr addrspace(1) %4, i64 %2002
  %2004 = and i1 %1913, %1606
  %2005 = ptrtoint ptr addrspace(1) %2003 to i64
  %2006 = and i64 %2005, 7
  %2007 = icmp eq i64 %2006, 0
  %2008 = and i1 %2004, %2007
  %2009 = and i1 %1609, %2008
  %2010 = xor i1 %2004, %2009
  %2011 = xor i1 %1913, %2008
  %2012 = and i1 %1609, %2011
  %2013 = zext i1 %2009 to i32
  %2014 = zext i1 %2010 to i32
  %2015 = zext i1 %2012 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2013, i32 %.lcssa91, i32 %.lcssa90, ptr addrspace(1) %2003, i32 %2014, i32 %2015) #5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
