; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_dsl_plain_128x256_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_dsl_plain_128x256(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
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
  %.decomposed1083 = sub i32 %.decomposed, %21
  %22 = add i32 %.decomposed1083, %16
  %23 = shl i32 %22, 7
  %24 = shl i32 %20, 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %25 = lshr i32 %7, 3
  %26 = shl nuw nsw i32 %7, 3
  %27 = and i32 %26, 56
  %28 = or disjoint i32 %23, %25
  %29 = mul i32 %28, %5
  %30 = icmp slt i32 %28, %3
  %31 = zext nneg i32 %5 to i64
  %32 = lshr exact i32 %27, 3
  %33 = and i32 %25, 7
  %34 = xor i32 %32, %33
  %35 = shl nuw nsw i32 %25, 7
  %36 = shl nuw nsw i32 %34, 4
  %37 = or disjoint i32 %36, %35
  %38 = zext nneg i32 %37 to i64
  %39 = or disjoint i32 %7, 256
  %40 = lshr i32 %39, 3
  %41 = or disjoint i32 %23, %40
  %42 = mul i32 %41, %5
  %43 = icmp slt i32 %41, %3
  %44 = and i32 %40, 7
  %45 = xor i32 %32, %44
  %46 = shl nuw nsw i32 %40, 7
  %47 = shl nuw nsw i32 %45, 4
  %48 = or disjoint i32 %47, %46
  %49 = zext nneg i32 %48 to i64
  %50 = or disjoint i32 %7, 512
  %51 = lshr i32 %50, 3
  %52 = or disjoint i32 %23, %51
  %53 = mul i32 %52, %5
  %54 = icmp slt i32 %52, %3
  %55 = and i32 %51, 7
  %56 = xor i32 %32, %55
  %57 = shl nuw nsw i32 %51, 7
  %58 = shl nuw nsw i32 %56, 4
  %59 = or disjoint i32 %58, %57
  %60 = zext nneg i32 %59 to i64
  %61 = or disjoint i32 %7, 768
  %62 = lshr i32 %61, 3
  %63 = or disjoint i32 %23, %62
  %64 = mul i32 %63, %5
  %65 = icmp slt i32 %63, %3
  %66 = and i32 %62, 7
  %67 = xor i32 %32, %66
  %68 = shl nuw nsw i32 %62, 7
  %69 = shl nuw nsw i32 %67, 4
  %70 = or disjoint i32 %69, %68
  %71 = zext nneg i32 %70 to i64
  %72 = lshr i32 %7, 5
  %73 = and i32 %26, 248
  %74 = or disjoint i32 %24, %73
  %75 = sext i32 %4 to i64
  %76 = and i32 %7, 7
  %77 = xor i32 %76, %72
  %78 = shl nuw nsw i32 %7, 10
  %79 = and i32 %78, 24576
  %80 = shl nuw nsw i32 %72, 7
  %81 = or disjoint i32 %79, %80
  %82 = shl nuw nsw i32 %77, 4
  %83 = or disjoint i32 %81, %82
  %84 = zext nneg i32 %83 to i64
  %85 = sext i32 %74 to i64
  %86 = sub nsw i64 %75, %85
  %87 = tail call i64 @llvm.smax.i64(i64 %86, i64 0)
  %88 = tail call i64 @llvm.umin.i64(i64 %87, i64 8)
  %89 = trunc nuw nsw i64 %88 to i32
  %90 = lshr i32 %39, 5
  %91 = xor i32 %90, %7
  %92 = shl nuw nsw i32 %90, 7
  %93 = shl nuw nsw i32 %91, 4
  %94 = and i32 %93, 112
  %95 = or disjoint i32 %94, %92
  %96 = or disjoint i32 %95, %79
  %97 = zext nneg i32 %96 to i64
  %98 = lshr i32 %50, 5
  %99 = xor i32 %98, %7
  %100 = shl nuw nsw i32 %98, 7
  %101 = shl nuw nsw i32 %99, 4
  %102 = and i32 %101, 112
  %103 = or disjoint i32 %102, %100
  %104 = or disjoint i32 %103, %79
  %105 = zext nneg i32 %104 to i64
  %106 = lshr i32 %61, 5
  %107 = xor i32 %106, %7
  %108 = shl nuw nsw i32 %106, 7
  %109 = shl nuw nsw i32 %107, 4
  %110 = and i32 %109, 112
  %111 = or disjoint i32 %110, %108
  %112 = or disjoint i32 %111, %79
  %113 = zext nneg i32 %112 to i64
  %114 = or disjoint i32 %72, 32
  %115 = shl nuw nsw i32 %114, 7
  %116 = or disjoint i32 %115, %79
  %117 = or disjoint i32 %116, %82
  %118 = zext nneg i32 %117 to i64
  %119 = or disjoint i32 %72, 40
  %120 = shl nuw nsw i32 %119, 7
  %121 = or disjoint i32 %120, %79
  %122 = or disjoint i32 %121, %82
  %123 = zext nneg i32 %122 to i64
  %124 = or disjoint i32 %72, 48
  %125 = shl nuw nsw i32 %124, 7
  %126 = or disjoint i32 %125, %79
  %127 = or disjoint i32 %126, %82
  %128 = zext nneg i32 %127 to i64
  %129 = or disjoint i32 %72, 56
  %130 = shl nuw nsw i32 %129, 7
  %131 = or disjoint i32 %130, %79
  %132 = or disjoint i32 %131, %82
  %133 = zext nneg i32 %132 to i64
  %invariant.op = or disjoint i32 %27, 1
  %invariant.op589 = or disjoint i32 %27, 2
  %invariant.op591 = or disjoint i32 %27, 3
  %invariant.op593 = or disjoint i32 %27, 4
  %invariant.op595 = or disjoint i32 %27, 5
  %invariant.op597 = or disjoint i32 %27, 6
  %invariant.op599 = or disjoint i32 %27, 7
  %invariant.op601 = or disjoint i32 %27, 1
  %invariant.op603 = or disjoint i32 %27, 2
  %invariant.op605 = or disjoint i32 %27, 3
  %invariant.op607 = or disjoint i32 %27, 4
  %invariant.op609 = or disjoint i32 %27, 5
  %invariant.op611 = or disjoint i32 %27, 6
  %invariant.op613 = or disjoint i32 %27, 7
  %invariant.op615 = or disjoint i32 %27, 1
  %invariant.op617 = or disjoint i32 %27, 2
  %invariant.op619 = or disjoint i32 %27, 3
  %invariant.op621 = or disjoint i32 %27, 4
  %invariant.op623 = or disjoint i32 %27, 5
  %invariant.op625 = or disjoint i32 %27, 6
  %invariant.op627 = or disjoint i32 %27, 7
  %invariant.op629 = or disjoint i32 %27, 1
  %invariant.op631 = or disjoint i32 %27, 2
  %invariant.op633 = or disjoint i32 %27, 3
  %invariant.op635 = or disjoint i32 %27, 4
  %invariant.op637 = or disjoint i32 %27, 5
  %invariant.op639 = or disjoint i32 %27, 6
  %invariant.op641 = or disjoint i32 %27, 7
  %134 = icmp slt i32 %74, %4
  %135 = or disjoint i32 %73, %24
  %136 = or disjoint i32 %135, 1
  %137 = icmp slt i32 %136, %4
  %138 = or disjoint i32 %73, %24
  %139 = or disjoint i32 %138, 2
  %140 = icmp slt i32 %139, %4
  %141 = or disjoint i32 %73, %24
  %142 = or disjoint i32 %141, 3
  %143 = icmp slt i32 %142, %4
  %144 = or disjoint i32 %73, %24
  %145 = or disjoint i32 %144, 4
  %146 = icmp slt i32 %145, %4
  %147 = or disjoint i32 %73, %24
  %148 = or disjoint i32 %147, 5
  %149 = icmp slt i32 %148, %4
  %150 = or disjoint i32 %73, %24
  %151 = or disjoint i32 %150, 6
  %152 = icmp slt i32 %151, %4
  %153 = or disjoint i32 %73, %24
  %154 = or disjoint i32 %153, 7
  %155 = icmp slt i32 %154, %4
  %156 = icmp slt i32 %74, %4
  %157 = or disjoint i32 %73, %24
  %158 = or disjoint i32 %157, 1
  %159 = icmp slt i32 %158, %4
  %160 = or disjoint i32 %73, %24
  %161 = or disjoint i32 %160, 2
  %162 = icmp slt i32 %161, %4
  %163 = or disjoint i32 %73, %24
  %164 = or disjoint i32 %163, 3
  %165 = icmp slt i32 %164, %4
  %166 = or disjoint i32 %73, %24
  %167 = or disjoint i32 %166, 4
  %168 = icmp slt i32 %167, %4
  %169 = or disjoint i32 %73, %24
  %170 = or disjoint i32 %169, 5
  %171 = icmp slt i32 %170, %4
  %172 = or disjoint i32 %73, %24
  %173 = or disjoint i32 %172, 6
  %174 = icmp slt i32 %173, %4
  %175 = or disjoint i32 %73, %24
  %176 = or disjoint i32 %175, 7
  %177 = icmp slt i32 %176, %4
  %178 = icmp slt i32 %74, %4
  %179 = or disjoint i32 %73, %24
  %180 = or disjoint i32 %179, 1
  %181 = icmp slt i32 %180, %4
  %182 = or disjoint i32 %73, %24
  %183 = or disjoint i32 %182, 2
  %184 = icmp slt i32 %183, %4
  %185 = or disjoint i32 %73, %24
  %186 = or disjoint i32 %185, 3
  %187 = icmp slt i32 %186, %4
  %188 = or disjoint i32 %73, %24
  %189 = or disjoint i32 %188, 4
  %190 = icmp slt i32 %189, %4
  %191 = or disjoint i32 %73, %24
  %192 = or disjoint i32 %191, 5
  %193 = icmp slt i32 %192, %4
  %194 = or disjoint i32 %73, %24
  %195 = or disjoint i32 %194, 6
  %196 = icmp slt i32 %195, %4
  %197 = or disjoint i32 %73, %24
  %198 = or disjoint i32 %197, 7
  %199 = icmp slt i32 %198, %4
  %200 = icmp slt i32 %74, %4
  %201 = or disjoint i32 %73, %24
  %202 = or disjoint i32 %201, 1
  %203 = icmp slt i32 %202, %4
  %204 = or disjoint i32 %73, %24
  %205 = or disjoint i32 %204, 2
  %206 = icmp slt i32 %205, %4
  %207 = or disjoint i32 %73, %24
  %208 = or disjoint i32 %207, 3
  %209 = icmp slt i32 %208, %4
  %210 = or disjoint i32 %73, %24
  %211 = or disjoint i32 %210, 4
  %212 = icmp slt i32 %211, %4
  %213 = or disjoint i32 %73, %24
  %214 = or disjoint i32 %213, 5
  %215 = icmp slt i32 %214, %4
  %216 = or disjoint i32 %73, %24
  %217 = or disjoint i32 %216, 6
  %218 = icmp slt i32 %217, %4
  %219 = or disjoint i32 %73, %24
  %220 = or disjoint i32 %219, 7
  %221 = icmp slt i32 %220, %4
  %222 = icmp slt i32 %74, %4
  %223 = or disjoint i32 %73, %24
  %224 = or disjoint i32 %223, 1
  %225 = icmp slt i32 %224, %4
  %226 = or disjoint i32 %73, %24
  %227 = or disjoint i32 %226, 2
  %228 = icmp slt i32 %227, %4
  %229 = or disjoint i32 %73, %24
  %230 = or disjoint i32 %229, 3
  %231 = icmp slt i32 %230, %4
  %232 = or disjoint i32 %73, %24
  %233 = or disjoint i32 %232, 4
  %234 = icmp slt i32 %233, %4
  %235 = or disjoint i32 %73, %24
  %236 = or disjoint i32 %235, 5
  %237 = icmp slt i32 %236, %4
  %238 = or disjoint i32 %73, %24
  %239 = or disjoint i32 %238, 6
  %240 = icmp slt i32 %239, %4
  %241 = or disjoint i32 %73, %24
  %242 = or disjoint i32 %241, 7
  %243 = icmp slt i32 %242, %4
  %244 = icmp slt i32 %74, %4
  %245 = or disjoint i32 %73, %24
  %246 = or disjoint i32 %245, 1
  %247 = icmp slt i32 %246, %4
  %248 = or disjoint i32 %73, %24
  %249 = or disjoint i32 %248, 2
  %250 = icmp slt i32 %249, %4
  %251 = or disjoint i32 %73, %24
  %252 = or disjoint i32 %251, 3
  %253 = icmp slt i32 %252, %4
  %254 = or disjoint i32 %73, %24
  %255 = or disjoint i32 %254, 4
  %256 = icmp slt i32 %255, %4
  %257 = or disjoint i32 %73, %24
  %258 = or disjoint i32 %257, 5
  %259 = icmp slt i32 %258, %4
  %260 = or disjoint i32 %73, %24
  %261 = or disjoint i32 %260, 6
  %262 = icmp slt i32 %261, %4
  %263 = or disjoint i32 %73, %24
  %264 = or disjoint i32 %263, 7
  %265 = icmp slt i32 %264, %4
  %266 = icmp slt i32 %74, %4
  %267 = or disjoint i32 %73, %24
  %268 = or disjoint i32 %267, 1
  %269 = icmp slt i32 %268, %4
  %270 = or disjoint i32 %73, %24
  %271 = or disjoint i32 %270, 2
  %272 = icmp slt i32 %271, %4
  %273 = or disjoint i32 %73, %24
  %274 = or disjoint i32 %273, 3
  %275 = icmp slt i32 %274, %4
  %276 = or disjoint i32 %73, %24
  %277 = or disjoint i32 %276, 4
  %278 = icmp slt i32 %277, %4
  %279 = or disjoint i32 %73, %24
  %280 = or disjoint i32 %279, 5
  %281 = icmp slt i32 %280, %4
  %282 = or disjoint i32 %73, %24
  %283 = or disjoint i32 %282, 6
  %284 = icmp slt i32 %283, %4
  %285 = or disjoint i32 %73, %24
  %286 = or disjoint i32 %285, 7
  %287 = icmp slt i32 %286, %4
  %288 = icmp slt i32 %74, %4
  %289 = or disjoint i32 %73, %24
  %290 = or disjoint i32 %289, 1
  %291 = icmp slt i32 %290, %4
  %292 = or disjoint i32 %73, %24
  %293 = or disjoint i32 %292, 2
  %294 = icmp slt i32 %293, %4
  %295 = or disjoint i32 %73, %24
  %296 = or disjoint i32 %295, 3
  %297 = icmp slt i32 %296, %4
  %298 = or disjoint i32 %73, %24
  %299 = or disjoint i32 %298, 4
  %300 = icmp slt i32 %299, %4
  %301 = or disjoint i32 %73, %24
  %302 = or disjoint i32 %301, 5
  %303 = icmp slt i32 %302, %4
  %304 = or disjoint i32 %73, %24
  %305 = or disjoint i32 %304, 6
  %306 = icmp slt i32 %305, %4
  %307 = or disjoint i32 %73, %24
  %308 = or disjoint i32 %307, 7
  %309 = icmp slt i32 %308, %4
  br label %490

.preheader51:                                     ; preds = %.loopexit53
  %310 = icmp sgt i32 %5, 0
  br i1 %310, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader51
  %311 = shl nuw nsw i32 %7, 6
  %312 = and i32 %311, 8192
  %313 = zext nneg i32 %312 to i64
  %invariant.op643 = or disjoint i32 %27, 1
  %invariant.op645 = or disjoint i32 %27, 2
  %invariant.op647 = or disjoint i32 %27, 3
  %invariant.op649 = or disjoint i32 %27, 4
  %invariant.op651 = or disjoint i32 %27, 5
  %invariant.op653 = or disjoint i32 %27, 6
  %invariant.op655 = or disjoint i32 %27, 7
  %invariant.op657 = or disjoint i32 %27, 1
  %invariant.op659 = or disjoint i32 %27, 2
  %invariant.op661 = or disjoint i32 %27, 3
  %invariant.op663 = or disjoint i32 %27, 4
  %invariant.op665 = or disjoint i32 %27, 5
  %invariant.op667 = or disjoint i32 %27, 6
  %invariant.op669 = or disjoint i32 %27, 7
  %invariant.op671 = or disjoint i32 %27, 1
  %invariant.op673 = or disjoint i32 %27, 2
  %invariant.op675 = or disjoint i32 %27, 3
  %invariant.op677 = or disjoint i32 %27, 4
  %invariant.op679 = or disjoint i32 %27, 5
  %invariant.op681 = or disjoint i32 %27, 6
  %invariant.op683 = or disjoint i32 %27, 7
  %invariant.op685 = or disjoint i32 %27, 1
  %invariant.op687 = or disjoint i32 %27, 2
  %invariant.op689 = or disjoint i32 %27, 3
  %invariant.op691 = or disjoint i32 %27, 4
  %invariant.op693 = or disjoint i32 %27, 5
  %invariant.op695 = or disjoint i32 %27, 6
  %invariant.op697 = or disjoint i32 %27, 7
  %314 = icmp slt i32 %74, %4
  %315 = or disjoint i32 %73, %24
  %316 = or disjoint i32 %315, 1
  %317 = icmp slt i32 %316, %4
  %318 = or disjoint i32 %73, %24
  %319 = or disjoint i32 %318, 2
  %320 = icmp slt i32 %319, %4
  %321 = or disjoint i32 %73, %24
  %322 = or disjoint i32 %321, 3
  %323 = icmp slt i32 %322, %4
  %324 = or disjoint i32 %73, %24
  %325 = or disjoint i32 %324, 4
  %326 = icmp slt i32 %325, %4
  %327 = or disjoint i32 %73, %24
  %328 = or disjoint i32 %327, 5
  %329 = icmp slt i32 %328, %4
  %330 = or disjoint i32 %73, %24
  %331 = or disjoint i32 %330, 6
  %332 = icmp slt i32 %331, %4
  %333 = or disjoint i32 %73, %24
  %334 = or disjoint i32 %333, 7
  %335 = icmp slt i32 %334, %4
  %336 = icmp slt i32 %74, %4
  %337 = or disjoint i32 %73, %24
  %338 = or disjoint i32 %337, 1
  %339 = icmp slt i32 %338, %4
  %340 = or disjoint i32 %73, %24
  %341 = or disjoint i32 %340, 2
  %342 = icmp slt i32 %341, %4
  %343 = or disjoint i32 %73, %24
  %344 = or disjoint i32 %343, 3
  %345 = icmp slt i32 %344, %4
  %346 = or disjoint i32 %73, %24
  %347 = or disjoint i32 %346, 4
  %348 = icmp slt i32 %347, %4
  %349 = or disjoint i32 %73, %24
  %350 = or disjoint i32 %349, 5
  %351 = icmp slt i32 %350, %4
  %352 = or disjoint i32 %73, %24
  %353 = or disjoint i32 %352, 6
  %354 = icmp slt i32 %353, %4
  %355 = or disjoint i32 %73, %24
  %356 = or disjoint i32 %355, 7
  %357 = icmp slt i32 %356, %4
  %358 = icmp slt i32 %74, %4
  %359 = or disjoint i32 %73, %24
  %360 = or disjoint i32 %359, 1
  %361 = icmp slt i32 %360, %4
  %362 = or disjoint i32 %73, %24
  %363 = or disjoint i32 %362, 2
  %364 = icmp slt i32 %363, %4
  %365 = or disjoint i32 %73, %24
  %366 = or disjoint i32 %365, 3
  %367 = icmp slt i32 %366, %4
  %368 = or disjoint i32 %73, %24
  %369 = or disjoint i32 %368, 4
  %370 = icmp slt i32 %369, %4
  %371 = or disjoint i32 %73, %24
  %372 = or disjoint i32 %371, 5
  %373 = icmp slt i32 %372, %4
  %374 = or disjoint i32 %73, %24
  %375 = or disjoint i32 %374, 6
  %376 = icmp slt i32 %375, %4
  %377 = or disjoint i32 %73, %24
  %378 = or disjoint i32 %377, 7
  %379 = icmp slt i32 %378, %4
  %380 = icmp slt i32 %74, %4
  %381 = or disjoint i32 %73, %24
  %382 = or disjoint i32 %381, 1
  %383 = icmp slt i32 %382, %4
  %384 = or disjoint i32 %73, %24
  %385 = or disjoint i32 %384, 2
  %386 = icmp slt i32 %385, %4
  %387 = or disjoint i32 %73, %24
  %388 = or disjoint i32 %387, 3
  %389 = icmp slt i32 %388, %4
  %390 = or disjoint i32 %73, %24
  %391 = or disjoint i32 %390, 4
  %392 = icmp slt i32 %391, %4
  %393 = or disjoint i32 %73, %24
  %394 = or disjoint i32 %393, 5
  %395 = icmp slt i32 %394, %4
  %396 = or disjoint i32 %73, %24
  %397 = or disjoint i32 %396, 6
  %398 = icmp slt i32 %397, %4
  %399 = or disjoint i32 %73, %24
  %400 = or disjoint i32 %399, 7
  %401 = icmp slt i32 %400, %4
  %402 = icmp slt i32 %74, %4
  %403 = or disjoint i32 %73, %24
  %404 = or disjoint i32 %403, 1
  %405 = icmp slt i32 %404, %4
  %406 = or disjoint i32 %73, %24
  %407 = or disjoint i32 %406, 2
  %408 = icmp slt i32 %407, %4
  %409 = or disjoint i32 %73, %24
  %410 = or disjoint i32 %409, 3
  %411 = icmp slt i32 %410, %4
  %412 = or disjoint i32 %73, %24
  %413 = or disjoint i32 %412, 4
  %414 = icmp slt i32 %413, %4
  %415 = or disjoint i32 %73, %24
  %416 = or disjoint i32 %415, 5
  %417 = icmp slt i32 %416, %4
  %418 = or disjoint i32 %73, %24
  %419 = or disjoint i32 %418, 6
  %420 = icmp slt i32 %419, %4
  %421 = or disjoint i32 %73, %24
  %422 = or disjoint i32 %421, 7
  %423 = icmp slt i32 %422, %4
  %424 = icmp slt i32 %74, %4
  %425 = or disjoint i32 %73, %24
  %426 = or disjoint i32 %425, 1
  %427 = icmp slt i32 %426, %4
  %428 = or disjoint i32 %73, %24
  %429 = or disjoint i32 %428, 2
  %430 = icmp slt i32 %429, %4
  %431 = or disjoint i32 %73, %24
  %432 = or disjoint i32 %431, 3
  %433 = icmp slt i32 %432, %4
  %434 = or disjoint i32 %73, %24
  %435 = or disjoint i32 %434, 4
  %436 = icmp slt i32 %435, %4
  %437 = or disjoint i32 %73, %24
  %438 = or disjoint i32 %437, 5
  %439 = icmp slt i32 %438, %4
  %440 = or disjoint i32 %73, %24
  %441 = or disjoint i32 %440, 6
  %442 = icmp slt i32 %441, %4
  %443 = or disjoint i32 %73, %24
  %444 = or disjoint i32 %443, 7
  %445 = icmp slt i32 %444, %4
  %446 = icmp slt i32 %74, %4
  %447 = or disjoint i32 %73, %24
  %448 = or disjoint i32 %447, 1
  %449 = icmp slt i32 %448, %4
  %450 = or disjoint i32 %73, %24
  %451 = or disjoint i32 %450, 2
  %452 = icmp slt i32 %451, %4
  %453 = or disjoint i32 %73, %24
  %454 = or disjoint i32 %453, 3
  %455 = icmp slt i32 %454, %4
  %456 = or disjoint i32 %73, %24
  %457 = or disjoint i32 %456, 4
  %458 = icmp slt i32 %457, %4
  %459 = or disjoint i32 %73, %24
  %460 = or disjoint i32 %459, 5
  %461 = icmp slt i32 %460, %4
  %462 = or disjoint i32 %73, %24
  %463 = or disjoint i32 %462, 6
  %464 = icmp slt i32 %463, %4
  %465 = or disjoint i32 %73, %24
  %466 = or disjoint i32 %465, 7
  %467 = icmp slt i32 %466, %4
  %468 = icmp slt i32 %74, %4
  %469 = or disjoint i32 %73, %24
  %470 = or disjoint i32 %469, 1
  %471 = icmp slt i32 %470, %4
  %472 = or disjoint i32 %73, %24
  %473 = or disjoint i32 %472, 2
  %474 = icmp slt i32 %473, %4
  %475 = or disjoint i32 %73, %24
  %476 = or disjoint i32 %475, 3
  %477 = icmp slt i32 %476, %4
  %478 = or disjoint i32 %73, %24
  %479 = or disjoint i32 %478, 4
  %480 = icmp slt i32 %479, %4
  %481 = or disjoint i32 %73, %24
  %482 = or disjoint i32 %481, 5
  %483 = icmp slt i32 %482, %4
  %484 = or disjoint i32 %73, %24
  %485 = or disjoint i32 %484, 6
  %486 = icmp slt i32 %485, %4
  %487 = or disjoint i32 %73, %24
  %488 = or disjoint i32 %487, 7
  %489 = icmp slt i32 %488, %4
  br label %1369

490:                                              ; preds = %6, %.loopexit53
  %491 = phi i1 [ true, %6 ], [ false, %.loopexit53 ]
  %492 = phi i64 [ 0, %6 ], [ 1, %.loopexit53 ]
  %493 = trunc nuw nsw i64 %492 to i32
  %494 = shl nuw nsw i32 %493, 6
  %495 = icmp slt i32 %494, %5
  br i1 %495, label %496, label %.loopexit53

496:                                              ; preds = %490
  %497 = mul nuw nsw i64 %492, 49152
  %498 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x256_dsmem, i64 %497
  %499 = or disjoint i32 %494, %27
  %500 = add i32 %499, %29
  %501 = sext i32 %500 to i64
  %502 = getelementptr bfloat, ptr addrspace(1) %0, i64 %501
  %503 = ptrtoint ptr addrspace(1) %502 to i64
  %504 = and i64 %503, 15
  %505 = icmp eq i64 %504, 0
  %506 = getelementptr i8, ptr addrspace(3) %498, i64 %38
  br i1 %505, label %567, label %.preheader74

.preheader74:                                     ; preds = %496
  %507 = icmp slt i32 %499, %5
  %508 = and i1 %30, %507
  %509 = zext i1 %508 to i32
  %510 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %502, i32 %509, i16 0) #5
  store i16 %510, ptr addrspace(3) %506, align 16
  %.reass = or disjoint i32 %494, %invariant.op
  %511 = add i32 %.reass, %29
  %512 = sext i32 %511 to i64
  %513 = getelementptr bfloat, ptr addrspace(1) %0, i64 %512
  %514 = icmp slt i32 %.reass, %5
  %515 = and i1 %30, %514
  %516 = zext i1 %515 to i32
  %517 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %513, i32 %516, i16 0) #5
  %518 = getelementptr i8, ptr addrspace(3) %506, i64 2
  store i16 %517, ptr addrspace(3) %518, align 2
  %.reass590 = or disjoint i32 %494, %invariant.op589
  %519 = add i32 %.reass590, %29
  %520 = sext i32 %519 to i64
  %521 = getelementptr bfloat, ptr addrspace(1) %0, i64 %520
  %522 = icmp slt i32 %.reass590, %5
  %523 = and i1 %30, %522
  %524 = zext i1 %523 to i32
  %525 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %521, i32 %524, i16 0) #5
  %526 = getelementptr i8, ptr addrspace(3) %506, i64 4
  store i16 %525, ptr addrspace(3) %526, align 4
  %.reass592 = or disjoint i32 %494, %invariant.op591
  %527 = add i32 %.reass592, %29
  %528 = sext i32 %527 to i64
  %529 = getelementptr bfloat, ptr addrspace(1) %0, i64 %528
  %530 = icmp slt i32 %.reass592, %5
  %531 = and i1 %30, %530
  %532 = zext i1 %531 to i32
  %533 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %529, i32 %532, i16 0) #5
  %534 = getelementptr i8, ptr addrspace(3) %506, i64 6
  store i16 %533, ptr addrspace(3) %534, align 2
  %.reass594 = or disjoint i32 %494, %invariant.op593
  %535 = add i32 %.reass594, %29
  %536 = sext i32 %535 to i64
  %537 = getelementptr bfloat, ptr addrspace(1) %0, i64 %536
  %538 = icmp slt i32 %.reass594, %5
  %539 = and i1 %30, %538
  %540 = zext i1 %539 to i32
  %541 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %537, i32 %540, i16 0) #5
  %542 = getelementptr i8, ptr addrspace(3) %506, i64 8
  store i16 %541, ptr addrspace(3) %542, align 8
  %.reass596 = or disjoint i32 %494, %invariant.op595
  %543 = add i32 %.reass596, %29
  %544 = sext i32 %543 to i64
  %545 = getelementptr bfloat, ptr addrspace(1) %0, i64 %544
  %546 = icmp slt i32 %.reass596, %5
  %547 = and i1 %30, %546
  %548 = zext i1 %547 to i32
  %549 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %545, i32 %548, i16 0) #5
  %550 = getelementptr i8, ptr addrspace(3) %506, i64 10
  store i16 %549, ptr addrspace(3) %550, align 2
  %.reass598 = or disjoint i32 %494, %invariant.op597
  %551 = add i32 %.reass598, %29
  %552 = sext i32 %551 to i64
  %553 = getelementptr bfloat, ptr addrspace(1) %0, i64 %552
  %554 = icmp slt i32 %.reass598, %5
  %555 = and i1 %30, %554
  %556 = zext i1 %555 to i32
  %557 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %553, i32 %556, i16 0) #5
  %558 = getelementptr i8, ptr addrspace(3) %506, i64 12
  store i16 %557, ptr addrspace(3) %558, align 4
  %.reass600 = or disjoint i32 %494, %invariant.op599
  %559 = add i32 %.reass600, %29
  %560 = sext i32 %559 to i64
  %561 = getelementptr bfloat, ptr addrspace(1) %0, i64 %560
  %562 = icmp slt i32 %.reass600, %5
  %563 = and i1 %30, %562
  %564 = zext i1 %563 to i32
  %565 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %561, i32 %564, i16 0) #5
  %566 = getelementptr i8, ptr addrspace(3) %506, i64 14
  store i16 %565, ptr addrspace(3) %566, align 2
  br label %.loopexit75

567:                                              ; preds = %496
  %568 = zext nneg i32 %499 to i64
  %569 = sub nsw i64 %31, %568
  %570 = tail call i64 @llvm.smax.i64(i64 %569, i64 0)
  %571 = tail call i64 @llvm.umin.i64(i64 %570, i64 8)
  %572 = trunc nuw nsw i64 %571 to i32
  %573 = select i1 %30, i32 %572, i32 0
  %574 = icmp eq i32 %573, 0
  %575 = select i1 %574, ptr addrspace(1) %0, ptr addrspace(1) %502
  %576 = shl nuw nsw i32 %573, 1
  %577 = ptrtoint ptr addrspace(3) %506 to i64
  %578 = trunc i64 %577 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %578, ptr addrspace(1) %575, i32 %576) #5
  br label %.loopexit75

.loopexit75:                                      ; preds = %.preheader74, %567
  %579 = add i32 %499, %42
  %580 = sext i32 %579 to i64
  %581 = getelementptr bfloat, ptr addrspace(1) %0, i64 %580
  %582 = ptrtoint ptr addrspace(1) %581 to i64
  %583 = and i64 %582, 15
  %584 = icmp eq i64 %583, 0
  %585 = getelementptr i8, ptr addrspace(3) %498, i64 %49
  br i1 %584, label %646, label %.preheader72

.preheader72:                                     ; preds = %.loopexit75
  %586 = icmp slt i32 %499, %5
  %587 = and i1 %43, %586
  %588 = zext i1 %587 to i32
  %589 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %581, i32 %588, i16 0) #5
  store i16 %589, ptr addrspace(3) %585, align 16
  %.reass602 = or disjoint i32 %494, %invariant.op601
  %590 = add i32 %.reass602, %42
  %591 = sext i32 %590 to i64
  %592 = getelementptr bfloat, ptr addrspace(1) %0, i64 %591
  %593 = icmp slt i32 %.reass602, %5
  %594 = and i1 %43, %593
  %595 = zext i1 %594 to i32
  %596 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %592, i32 %595, i16 0) #5
  %597 = getelementptr i8, ptr addrspace(3) %585, i64 2
  store i16 %596, ptr addrspace(3) %597, align 2
  %.reass604 = or disjoint i32 %494, %invariant.op603
  %598 = add i32 %.reass604, %42
  %599 = sext i32 %598 to i64
  %600 = getelementptr bfloat, ptr addrspace(1) %0, i64 %599
  %601 = icmp slt i32 %.reass604, %5
  %602 = and i1 %43, %601
  %603 = zext i1 %602 to i32
  %604 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %600, i32 %603, i16 0) #5
  %605 = getelementptr i8, ptr addrspace(3) %585, i64 4
  store i16 %604, ptr addrspace(3) %605, align 4
  %.reass606 = or disjoint i32 %494, %invariant.op605
  %606 = add i32 %.reass606, %42
  %607 = sext i32 %606 to i64
  %608 = getelementptr bfloat, ptr addrspace(1) %0, i64 %607
  %609 = icmp slt i32 %.reass606, %5
  %610 = and i1 %43, %609
  %611 = zext i1 %610 to i32
  %612 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %608, i32 %611, i16 0) #5
  %613 = getelementptr i8, ptr addrspace(3) %585, i64 6
  store i16 %612, ptr addrspace(3) %613, align 2
  %.reass608 = or disjoint i32 %494, %invariant.op607
  %614 = add i32 %.reass608, %42
  %615 = sext i32 %614 to i64
  %616 = getelementptr bfloat, ptr addrspace(1) %0, i64 %615
  %617 = icmp slt i32 %.reass608, %5
  %618 = and i1 %43, %617
  %619 = zext i1 %618 to i32
  %620 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %616, i32 %619, i16 0) #5
  %621 = getelementptr i8, ptr addrspace(3) %585, i64 8
  store i16 %620, ptr addrspace(3) %621, align 8
  %.reass610 = or disjoint i32 %494, %invariant.op609
  %622 = add i32 %.reass610, %42
  %623 = sext i32 %622 to i64
  %624 = getelementptr bfloat, ptr addrspace(1) %0, i64 %623
  %625 = icmp slt i32 %.reass610, %5
  %626 = and i1 %43, %625
  %627 = zext i1 %626 to i32
  %628 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %624, i32 %627, i16 0) #5
  %629 = getelementptr i8, ptr addrspace(3) %585, i64 10
  store i16 %628, ptr addrspace(3) %629, align 2
  %.reass612 = or disjoint i32 %494, %invariant.op611
  %630 = add i32 %.reass612, %42
  %631 = sext i32 %630 to i64
  %632 = getelementptr bfloat, ptr addrspace(1) %0, i64 %631
  %633 = icmp slt i32 %.reass612, %5
  %634 = and i1 %43, %633
  %635 = zext i1 %634 to i32
  %636 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %632, i32 %635, i16 0) #5
  %637 = getelementptr i8, ptr addrspace(3) %585, i64 12
  store i16 %636, ptr addrspace(3) %637, align 4
  %.reass614 = or disjoint i32 %494, %invariant.op613
  %638 = add i32 %.reass614, %42
  %639 = sext i32 %638 to i64
  %640 = getelementptr bfloat, ptr addrspace(1) %0, i64 %639
  %641 = icmp slt i32 %.reass614, %5
  %642 = and i1 %43, %641
  %643 = zext i1 %642 to i32
  %644 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %640, i32 %643, i16 0) #5
  %645 = getelementptr i8, ptr addrspace(3) %585, i64 14
  store i16 %644, ptr addrspace(3) %645, align 2
  br label %.loopexit73

646:                                              ; preds = %.loopexit75
  %647 = zext nneg i32 %499 to i64
  %648 = sub nsw i64 %31, %647
  %649 = tail call i64 @llvm.smax.i64(i64 %648, i64 0)
  %650 = tail call i64 @llvm.umin.i64(i64 %649, i64 8)
  %651 = trunc nuw nsw i64 %650 to i32
  %652 = select i1 %43, i32 %651, i32 0
  %653 = icmp eq i32 %652, 0
  %654 = select i1 %653, ptr addrspace(1) %0, ptr addrspace(1) %581
  %655 = shl nuw nsw i32 %652, 1
  %656 = ptrtoint ptr addrspace(3) %585 to i64
  %657 = trunc i64 %656 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %657, ptr addrspace(1) %654, i32 %655) #5
  br label %.loopexit73

.loopexit73:                                      ; preds = %.preheader72, %646
  %658 = add i32 %499, %53
  %659 = sext i32 %658 to i64
  %660 = getelementptr bfloat, ptr addrspace(1) %0, i64 %659
  %661 = ptrtoint ptr addrspace(1) %660 to i64
  %662 = and i64 %661, 15
  %663 = icmp eq i64 %662, 0
  %664 = getelementptr i8, ptr addrspace(3) %498, i64 %60
  br i1 %663, label %725, label %.preheader70

.preheader70:                                     ; preds = %.loopexit73
  %665 = icmp slt i32 %499, %5
  %666 = and i1 %54, %665
  %667 = zext i1 %666 to i32
  %668 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %660, i32 %667, i16 0) #5
  store i16 %668, ptr addrspace(3) %664, align 16
  %.reass616 = or disjoint i32 %494, %invariant.op615
  %669 = add i32 %.reass616, %53
  %670 = sext i32 %669 to i64
  %671 = getelementptr bfloat, ptr addrspace(1) %0, i64 %670
  %672 = icmp slt i32 %.reass616, %5
  %673 = and i1 %54, %672
  %674 = zext i1 %673 to i32
  %675 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %671, i32 %674, i16 0) #5
  %676 = getelementptr i8, ptr addrspace(3) %664, i64 2
  store i16 %675, ptr addrspace(3) %676, align 2
  %.reass618 = or disjoint i32 %494, %invariant.op617
  %677 = add i32 %.reass618, %53
  %678 = sext i32 %677 to i64
  %679 = getelementptr bfloat, ptr addrspace(1) %0, i64 %678
  %680 = icmp slt i32 %.reass618, %5
  %681 = and i1 %54, %680
  %682 = zext i1 %681 to i32
  %683 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %679, i32 %682, i16 0) #5
  %684 = getelementptr i8, ptr addrspace(3) %664, i64 4
  store i16 %683, ptr addrspace(3) %684, align 4
  %.reass620 = or disjoint i32 %494, %invariant.op619
  %685 = add i32 %.reass620, %53
  %686 = sext i32 %685 to i64
  %687 = getelementptr bfloat, ptr addrspace(1) %0, i64 %686
  %688 = icmp slt i32 %.reass620, %5
  %689 = and i1 %54, %688
  %690 = zext i1 %689 to i32
  %691 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %687, i32 %690, i16 0) #5
  %692 = getelementptr i8, ptr addrspace(3) %664, i64 6
  store i16 %691, ptr addrspace(3) %692, align 2
  %.reass622 = or disjoint i32 %494, %invariant.op621
  %693 = add i32 %.reass622, %53
  %694 = sext i32 %693 to i64
  %695 = getelementptr bfloat, ptr addrspace(1) %0, i64 %694
  %696 = icmp slt i32 %.reass622, %5
  %697 = and i1 %54, %696
  %698 = zext i1 %697 to i32
  %699 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %695, i32 %698, i16 0) #5
  %700 = getelementptr i8, ptr addrspace(3) %664, i64 8
  store i16 %699, ptr addrspace(3) %700, align 8
  %.reass624 = or disjoint i32 %494, %invariant.op623
  %701 = add i32 %.reass624, %53
  %702 = sext i32 %701 to i64
  %703 = getelementptr bfloat, ptr addrspace(1) %0, i64 %702
  %704 = icmp slt i32 %.reass624, %5
  %705 = and i1 %54, %704
  %706 = zext i1 %705 to i32
  %707 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %703, i32 %706, i16 0) #5
  %708 = getelementptr i8, ptr addrspace(3) %664, i64 10
  store i16 %707, ptr addrspace(3) %708, align 2
  %.reass626 = or disjoint i32 %494, %invariant.op625
  %709 = add i32 %.reass626, %53
  %710 = sext i32 %709 to i64
  %711 = getelementptr bfloat, ptr addrspace(1) %0, i64 %710
  %712 = icmp slt i32 %.reass626, %5
  %713 = and i1 %54, %712
  %714 = zext i1 %713 to i32
  %715 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %711, i32 %714, i16 0) #5
  %716 = getelementptr i8, ptr addrspace(3) %664, i64 12
  store i16 %715, ptr addrspace(3) %716, align 4
  %.reass628 = or disjoint i32 %494, %invariant.op627
  %717 = add i32 %.reass628, %53
  %718 = sext i32 %717 to i64
  %719 = getelementptr bfloat, ptr addrspace(1) %0, i64 %718
  %720 = icmp slt i32 %.reass628, %5
  %721 = and i1 %54, %720
  %722 = zext i1 %721 to i32
  %723 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %719, i32 %722, i16 0) #5
  %724 = getelementptr i8, ptr addrspace(3) %664, i64 14
  store i16 %723, ptr addrspace(3) %724, align 2
  br label %.loopexit71

725:                                              ; preds = %.loopexit73
  %726 = zext nneg i32 %499 to i64
  %727 = sub nsw i64 %31, %726
  %728 = tail call i64 @llvm.smax.i64(i64 %727, i64 0)
  %729 = tail call i64 @llvm.umin.i64(i64 %728, i64 8)
  %730 = trunc nuw nsw i64 %729 to i32
  %731 = select i1 %54, i32 %730, i32 0
  %732 = icmp eq i32 %731, 0
  %733 = select i1 %732, ptr addrspace(1) %0, ptr addrspace(1) %660
  %734 = shl nuw nsw i32 %731, 1
  %735 = ptrtoint ptr addrspace(3) %664 to i64
  %736 = trunc i64 %735 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %736, ptr addrspace(1) %733, i32 %734) #5
  br label %.loopexit71

.loopexit71:                                      ; preds = %.preheader70, %725
  %737 = add i32 %499, %64
  %738 = sext i32 %737 to i64
  %739 = getelementptr bfloat, ptr addrspace(1) %0, i64 %738
  %740 = ptrtoint ptr addrspace(1) %739 to i64
  %741 = and i64 %740, 15
  %742 = icmp eq i64 %741, 0
  %743 = getelementptr i8, ptr addrspace(3) %498, i64 %71
  br i1 %742, label %804, label %.preheader68

.preheader68:                                     ; preds = %.loopexit71
  %744 = icmp slt i32 %499, %5
  %745 = and i1 %65, %744
  %746 = zext i1 %745 to i32
  %747 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %739, i32 %746, i16 0) #5
  store i16 %747, ptr addrspace(3) %743, align 16
  %.reass630 = or disjoint i32 %494, %invariant.op629
  %748 = add i32 %.reass630, %64
  %749 = sext i32 %748 to i64
  %750 = getelementptr bfloat, ptr addrspace(1) %0, i64 %749
  %751 = icmp slt i32 %.reass630, %5
  %752 = and i1 %65, %751
  %753 = zext i1 %752 to i32
  %754 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %750, i32 %753, i16 0) #5
  %755 = getelementptr i8, ptr addrspace(3) %743, i64 2
  store i16 %754, ptr addrspace(3) %755, align 2
  %.reass632 = or disjoint i32 %494, %invariant.op631
  %756 = add i32 %.reass632, %64
  %757 = sext i32 %756 to i64
  %758 = getelementptr bfloat, ptr addrspace(1) %0, i64 %757
  %759 = icmp slt i32 %.reass632, %5
  %760 = and i1 %65, %759
  %761 = zext i1 %760 to i32
  %762 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %758, i32 %761, i16 0) #5
  %763 = getelementptr i8, ptr addrspace(3) %743, i64 4
  store i16 %762, ptr addrspace(3) %763, align 4
  %.reass634 = or disjoint i32 %494, %invariant.op633
  %764 = add i32 %.reass634, %64
  %765 = sext i32 %764 to i64
  %766 = getelementptr bfloat, ptr addrspace(1) %0, i64 %765
  %767 = icmp slt i32 %.reass634, %5
  %768 = and i1 %65, %767
  %769 = zext i1 %768 to i32
  %770 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %766, i32 %769, i16 0) #5
  %771 = getelementptr i8, ptr addrspace(3) %743, i64 6
  store i16 %770, ptr addrspace(3) %771, align 2
  %.reass636 = or disjoint i32 %494, %invariant.op635
  %772 = add i32 %.reass636, %64
  %773 = sext i32 %772 to i64
  %774 = getelementptr bfloat, ptr addrspace(1) %0, i64 %773
  %775 = icmp slt i32 %.reass636, %5
  %776 = and i1 %65, %775
  %777 = zext i1 %776 to i32
  %778 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %774, i32 %777, i16 0) #5
  %779 = getelementptr i8, ptr addrspace(3) %743, i64 8
  store i16 %778, ptr addrspace(3) %779, align 8
  %.reass638 = or disjoint i32 %494, %invariant.op637
  %780 = add i32 %.reass638, %64
  %781 = sext i32 %780 to i64
  %782 = getelementptr bfloat, ptr addrspace(1) %0, i64 %781
  %783 = icmp slt i32 %.reass638, %5
  %784 = and i1 %65, %783
  %785 = zext i1 %784 to i32
  %786 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %782, i32 %785, i16 0) #5
  %787 = getelementptr i8, ptr addrspace(3) %743, i64 10
  store i16 %786, ptr addrspace(3) %787, align 2
  %.reass640 = or disjoint i32 %494, %invariant.op639
  %788 = add i32 %.reass640, %64
  %789 = sext i32 %788 to i64
  %790 = getelementptr bfloat, ptr addrspace(1) %0, i64 %789
  %791 = icmp slt i32 %.reass640, %5
  %792 = and i1 %65, %791
  %793 = zext i1 %792 to i32
  %794 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %790, i32 %793, i16 0) #5
  %795 = getelementptr i8, ptr addrspace(3) %743, i64 12
  store i16 %794, ptr addrspace(3) %795, align 4
  %.reass642 = or disjoint i32 %494, %invariant.op641
  %796 = add i32 %.reass642, %64
  %797 = sext i32 %796 to i64
  %798 = getelementptr bfloat, ptr addrspace(1) %0, i64 %797
  %799 = icmp slt i32 %.reass642, %5
  %800 = and i1 %65, %799
  %801 = zext i1 %800 to i32
  %802 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %798, i32 %801, i16 0) #5
  %803 = getelementptr i8, ptr addrspace(3) %743, i64 14
  store i16 %802, ptr addrspace(3) %803, align 2
  br label %.loopexit69

804:                                              ; preds = %.loopexit71
  %805 = zext nneg i32 %499 to i64
  %806 = sub nsw i64 %31, %805
  %807 = tail call i64 @llvm.smax.i64(i64 %806, i64 0)
  %808 = tail call i64 @llvm.umin.i64(i64 %807, i64 8)
  %809 = trunc nuw nsw i64 %808 to i32
  %810 = select i1 %65, i32 %809, i32 0
  %811 = icmp eq i32 %810, 0
  %812 = select i1 %811, ptr addrspace(1) %0, ptr addrspace(1) %739
  %813 = shl nuw nsw i32 %810, 1
  %814 = ptrtoint ptr addrspace(3) %743 to i64
  %815 = trunc i64 %814 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %815, ptr addrspace(1) %812, i32 %813) #5
  br label %.loopexit69

.loopexit69:                                      ; preds = %.preheader68, %804
  %816 = getelementptr i8, ptr addrspace(3) %498, i64 16384
  %817 = or disjoint i32 %494, %72
  %818 = mul i32 %817, %4
  %819 = add i32 %818, %74
  %820 = sext i32 %819 to i64
  %821 = getelementptr bfloat, ptr addrspace(1) %1, i64 %820
  %822 = ptrtoint ptr addrspace(1) %821 to i64
  %823 = and i64 %822, 15
  %824 = icmp eq i64 %823, 0
  %825 = icmp slt i32 %817, %5
  %826 = getelementptr i8, ptr addrspace(3) %816, i64 %84
  br i1 %824, label %879, label %.preheader66.preheader

.preheader66.preheader:                           ; preds = %.loopexit69
  %827 = and i1 %825, %134
  %828 = zext i1 %827 to i32
  %829 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %821, i32 %828, i16 0) #5
  store i16 %829, ptr addrspace(3) %826, align 16
  %830 = add i32 %136, %818
  %831 = sext i32 %830 to i64
  %832 = getelementptr bfloat, ptr addrspace(1) %1, i64 %831
  %833 = and i1 %825, %137
  %834 = zext i1 %833 to i32
  %835 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %832, i32 %834, i16 0) #5
  %836 = getelementptr i8, ptr addrspace(3) %826, i64 2
  store i16 %835, ptr addrspace(3) %836, align 2
  %837 = add i32 %139, %818
  %838 = sext i32 %837 to i64
  %839 = getelementptr bfloat, ptr addrspace(1) %1, i64 %838
  %840 = and i1 %825, %140
  %841 = zext i1 %840 to i32
  %842 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %839, i32 %841, i16 0) #5
  %843 = getelementptr i8, ptr addrspace(3) %826, i64 4
  store i16 %842, ptr addrspace(3) %843, align 4
  %844 = add i32 %142, %818
  %845 = sext i32 %844 to i64
  %846 = getelementptr bfloat, ptr addrspace(1) %1, i64 %845
  %847 = and i1 %825, %143
  %848 = zext i1 %847 to i32
  %849 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %846, i32 %848, i16 0) #5
  %850 = getelementptr i8, ptr addrspace(3) %826, i64 6
  store i16 %849, ptr addrspace(3) %850, align 2
  %851 = add i32 %145, %818
  %852 = sext i32 %851 to i64
  %853 = getelementptr bfloat, ptr addrspace(1) %1, i64 %852
  %854 = and i1 %825, %146
  %855 = zext i1 %854 to i32
  %856 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %853, i32 %855, i16 0) #5
  %857 = getelementptr i8, ptr addrspace(3) %826, i64 8
  store i16 %856, ptr addrspace(3) %857, align 8
  %858 = add i32 %148, %818
  %859 = sext i32 %858 to i64
  %860 = getelementptr bfloat, ptr addrspace(1) %1, i64 %859
  %861 = and i1 %825, %149
  %862 = zext i1 %861 to i32
  %863 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %860, i32 %862, i16 0) #5
  %864 = getelementptr i8, ptr addrspace(3) %826, i64 10
  store i16 %863, ptr addrspace(3) %864, align 2
  %865 = add i32 %151, %818
  %866 = sext i32 %865 to i64
  %867 = getelementptr bfloat, ptr addrspace(1) %1, i64 %866
  %868 = and i1 %825, %152
  %869 = zext i1 %868 to i32
  %870 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %867, i32 %869, i16 0) #5
  %871 = getelementptr i8, ptr addrspace(3) %826, i64 12
  store i16 %870, ptr addrspace(3) %871, align 4
  %872 = add i32 %154, %818
  %873 = sext i32 %872 to i64
  %874 = getelementptr bfloat, ptr addrspace(1) %1, i64 %873
  %875 = and i1 %825, %155
  %876 = zext i1 %875 to i32
  %877 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %874, i32 %876, i16 0) #5
  %878 = getelementptr i8, ptr addrspace(3) %826, i64 14
  store i16 %877, ptr addrspace(3) %878, align 2
  br label %.loopexit67

879:                                              ; preds = %.loopexit69
  %880 = select i1 %825, i32 %89, i32 0
  %881 = icmp eq i32 %880, 0
  %882 = select i1 %881, ptr addrspace(1) %1, ptr addrspace(1) %821
  %883 = shl nuw nsw i32 %880, 1
  %884 = ptrtoint ptr addrspace(3) %826 to i64
  %885 = trunc i64 %884 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %885, ptr addrspace(1) %882, i32 %883) #5
  br label %.loopexit67

.loopexit67:                                      ; preds = %.preheader66.preheader, %879
  %886 = or disjoint i32 %494, %90
  %887 = mul i32 %886, %4
  %888 = add i32 %887, %74
  %889 = sext i32 %888 to i64
  %890 = getelementptr bfloat, ptr addrspace(1) %1, i64 %889
  %891 = ptrtoint ptr addrspace(1) %890 to i64
  %892 = and i64 %891, 15
  %893 = icmp eq i64 %892, 0
  %894 = icmp slt i32 %886, %5
  %895 = getelementptr i8, ptr addrspace(3) %816, i64 %97
  br i1 %893, label %948, label %.preheader64.preheader

.preheader64.preheader:                           ; preds = %.loopexit67
  %896 = and i1 %894, %156
  %897 = zext i1 %896 to i32
  %898 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %890, i32 %897, i16 0) #5
  store i16 %898, ptr addrspace(3) %895, align 16
  %899 = add i32 %158, %887
  %900 = sext i32 %899 to i64
  %901 = getelementptr bfloat, ptr addrspace(1) %1, i64 %900
  %902 = and i1 %894, %159
  %903 = zext i1 %902 to i32
  %904 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %901, i32 %903, i16 0) #5
  %905 = getelementptr i8, ptr addrspace(3) %895, i64 2
  store i16 %904, ptr addrspace(3) %905, align 2
  %906 = add i32 %161, %887
  %907 = sext i32 %906 to i64
  %908 = getelementptr bfloat, ptr addrspace(1) %1, i64 %907
  %909 = and i1 %894, %162
  %910 = zext i1 %909 to i32
  %911 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %908, i32 %910, i16 0) #5
  %912 = getelementptr i8, ptr addrspace(3) %895, i64 4
  store i16 %911, ptr addrspace(3) %912, align 4
  %913 = add i32 %164, %887
  %914 = sext i32 %913 to i64
  %915 = getelementptr bfloat, ptr addrspace(1) %1, i64 %914
  %916 = and i1 %894, %165
  %917 = zext i1 %916 to i32
  %918 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %915, i32 %917, i16 0) #5
  %919 = getelementptr i8, ptr addrspace(3) %895, i64 6
  store i16 %918, ptr addrspace(3) %919, align 2
  %920 = add i32 %167, %887
  %921 = sext i32 %920 to i64
  %922 = getelementptr bfloat, ptr addrspace(1) %1, i64 %921
  %923 = and i1 %894, %168
  %924 = zext i1 %923 to i32
  %925 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %922, i32 %924, i16 0) #5
  %926 = getelementptr i8, ptr addrspace(3) %895, i64 8
  store i16 %925, ptr addrspace(3) %926, align 8
  %927 = add i32 %170, %887
  %928 = sext i32 %927 to i64
  %929 = getelementptr bfloat, ptr addrspace(1) %1, i64 %928
  %930 = and i1 %894, %171
  %931 = zext i1 %930 to i32
  %932 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %929, i32 %931, i16 0) #5
  %933 = getelementptr i8, ptr addrspace(3) %895, i64 10
  store i16 %932, ptr addrspace(3) %933, align 2
  %934 = add i32 %173, %887
  %935 = sext i32 %934 to i64
  %936 = getelementptr bfloat, ptr addrspace(1) %1, i64 %935
  %937 = and i1 %894, %174
  %938 = zext i1 %937 to i32
  %939 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %936, i32 %938, i16 0) #5
  %940 = getelementptr i8, ptr addrspace(3) %895, i64 12
  store i16 %939, ptr addrspace(3) %940, align 4
  %941 = add i32 %176, %887
  %942 = sext i32 %941 to i64
  %943 = getelementptr bfloat, ptr addrspace(1) %1, i64 %942
  %944 = and i1 %894, %177
  %945 = zext i1 %944 to i32
  %946 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %943, i32 %945, i16 0) #5
  %947 = getelementptr i8, ptr addrspace(3) %895, i64 14
  store i16 %946, ptr addrspace(3) %947, align 2
  br label %.loopexit65

948:                                              ; preds = %.loopexit67
  %949 = select i1 %894, i32 %89, i32 0
  %950 = icmp eq i32 %949, 0
  %951 = select i1 %950, ptr addrspace(1) %1, ptr addrspace(1) %890
  %952 = shl nuw nsw i32 %949, 1
  %953 = ptrtoint ptr addrspace(3) %895 to i64
  %954 = trunc i64 %953 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %954, ptr addrspace(1) %951, i32 %952) #5
  br label %.loopexit65

.loopexit65:                                      ; preds = %.preheader64.preheader, %948
  %955 = or disjoint i32 %494, %98
  %956 = mul i32 %955, %4
  %957 = add i32 %956, %74
  %958 = sext i32 %957 to i64
  %959 = getelementptr bfloat, ptr addrspace(1) %1, i64 %958
  %960 = ptrtoint ptr addrspace(1) %959 to i64
  %961 = and i64 %960, 15
  %962 = icmp eq i64 %961, 0
  %963 = icmp slt i32 %955, %5
  %964 = getelementptr i8, ptr addrspace(3) %816, i64 %105
  br i1 %962, label %1017, label %.preheader62.preheader

.preheader62.preheader:                           ; preds = %.loopexit65
  %965 = and i1 %963, %178
  %966 = zext i1 %965 to i32
  %967 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %959, i32 %966, i16 0) #5
  store i16 %967, ptr addrspace(3) %964, align 16
  %968 = add i32 %180, %956
  %969 = sext i32 %968 to i64
  %970 = getelementptr bfloat, ptr addrspace(1) %1, i64 %969
  %971 = and i1 %963, %181
  %972 = zext i1 %971 to i32
  %973 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %970, i32 %972, i16 0) #5
  %974 = getelementptr i8, ptr addrspace(3) %964, i64 2
  store i16 %973, ptr addrspace(3) %974, align 2
  %975 = add i32 %183, %956
  %976 = sext i32 %975 to i64
  %977 = getelementptr bfloat, ptr addrspace(1) %1, i64 %976
  %978 = and i1 %963, %184
  %979 = zext i1 %978 to i32
  %980 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %977, i32 %979, i16 0) #5
  %981 = getelementptr i8, ptr addrspace(3) %964, i64 4
  store i16 %980, ptr addrspace(3) %981, align 4
  %982 = add i32 %186, %956
  %983 = sext i32 %982 to i64
  %984 = getelementptr bfloat, ptr addrspace(1) %1, i64 %983
  %985 = and i1 %963, %187
  %986 = zext i1 %985 to i32
  %987 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %984, i32 %986, i16 0) #5
  %988 = getelementptr i8, ptr addrspace(3) %964, i64 6
  store i16 %987, ptr addrspace(3) %988, align 2
  %989 = add i32 %189, %956
  %990 = sext i32 %989 to i64
  %991 = getelementptr bfloat, ptr addrspace(1) %1, i64 %990
  %992 = and i1 %963, %190
  %993 = zext i1 %992 to i32
  %994 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %991, i32 %993, i16 0) #5
  %995 = getelementptr i8, ptr addrspace(3) %964, i64 8
  store i16 %994, ptr addrspace(3) %995, align 8
  %996 = add i32 %192, %956
  %997 = sext i32 %996 to i64
  %998 = getelementptr bfloat, ptr addrspace(1) %1, i64 %997
  %999 = and i1 %963, %193
  %1000 = zext i1 %999 to i32
  %1001 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %998, i32 %1000, i16 0) #5
  %1002 = getelementptr i8, ptr addrspace(3) %964, i64 10
  store i16 %1001, ptr addrspace(3) %1002, align 2
  %1003 = add i32 %195, %956
  %1004 = sext i32 %1003 to i64
  %1005 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1004
  %1006 = and i1 %963, %196
  %1007 = zext i1 %1006 to i32
  %1008 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1005, i32 %1007, i16 0) #5
  %1009 = getelementptr i8, ptr addrspace(3) %964, i64 12
  store i16 %1008, ptr addrspace(3) %1009, align 4
  %1010 = add i32 %198, %956
  %1011 = sext i32 %1010 to i64
  %1012 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1011
  %1013 = and i1 %963, %199
  %1014 = zext i1 %1013 to i32
  %1015 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1012, i32 %1014, i16 0) #5
  %1016 = getelementptr i8, ptr addrspace(3) %964, i64 14
  store i16 %1015, ptr addrspace(3) %1016, align 2
  br label %.loopexit63

1017:                                             ; preds = %.loopexit65
  %1018 = select i1 %963, i32 %89, i32 0
  %1019 = icmp eq i32 %1018, 0
  %1020 = select i1 %1019, ptr addrspace(1) %1, ptr addrspace(1) %959
  %1021 = shl nuw nsw i32 %1018, 1
  %1022 = ptrtoint ptr addrspace(3) %964 to i64
  %1023 = trunc i64 %1022 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1023, ptr addrspace(1) %1020, i32 %1021) #5
  br label %.loopexit63

.loopexit63:                                      ; preds = %.preheader62.preheader, %1017
  %1024 = or disjoint i32 %494, %106
  %1025 = mul i32 %1024, %4
  %1026 = add i32 %1025, %74
  %1027 = sext i32 %1026 to i64
  %1028 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1027
  %1029 = ptrtoint ptr addrspace(1) %1028 to i64
  %1030 = and i64 %1029, 15
  %1031 = icmp eq i64 %1030, 0
  %1032 = icmp slt i32 %1024, %5
  %1033 = getelementptr i8, ptr addrspace(3) %816, i64 %113
  br i1 %1031, label %1086, label %.preheader60.preheader

.preheader60.preheader:                           ; preds = %.loopexit63
  %1034 = and i1 %1032, %200
  %1035 = zext i1 %1034 to i32
  %1036 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1028, i32 %1035, i16 0) #5
  store i16 %1036, ptr addrspace(3) %1033, align 16
  %1037 = add i32 %202, %1025
  %1038 = sext i32 %1037 to i64
  %1039 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1038
  %1040 = and i1 %1032, %203
  %1041 = zext i1 %1040 to i32
  %1042 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1039, i32 %1041, i16 0) #5
  %1043 = getelementptr i8, ptr addrspace(3) %1033, i64 2
  store i16 %1042, ptr addrspace(3) %1043, align 2
  %1044 = add i32 %205, %1025
  %1045 = sext i32 %1044 to i64
  %1046 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1045
  %1047 = and i1 %1032, %206
  %1048 = zext i1 %1047 to i32
  %1049 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1046, i32 %1048, i16 0) #5
  %1050 = getelementptr i8, ptr addrspace(3) %1033, i64 4
  store i16 %1049, ptr addrspace(3) %1050, align 4
  %1051 = add i32 %208, %1025
  %1052 = sext i32 %1051 to i64
  %1053 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1052
  %1054 = and i1 %1032, %209
  %1055 = zext i1 %1054 to i32
  %1056 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1053, i32 %1055, i16 0) #5
  %1057 = getelementptr i8, ptr addrspace(3) %1033, i64 6
  store i16 %1056, ptr addrspace(3) %1057, align 2
  %1058 = add i32 %211, %1025
  %1059 = sext i32 %1058 to i64
  %1060 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1059
  %1061 = and i1 %1032, %212
  %1062 = zext i1 %1061 to i32
  %1063 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1060, i32 %1062, i16 0) #5
  %1064 = getelementptr i8, ptr addrspace(3) %1033, i64 8
  store i16 %1063, ptr addrspace(3) %1064, align 8
  %1065 = add i32 %214, %1025
  %1066 = sext i32 %1065 to i64
  %1067 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1066
  %1068 = and i1 %1032, %215
  %1069 = zext i1 %1068 to i32
  %1070 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1067, i32 %1069, i16 0) #5
  %1071 = getelementptr i8, ptr addrspace(3) %1033, i64 10
  store i16 %1070, ptr addrspace(3) %1071, align 2
  %1072 = add i32 %217, %1025
  %1073 = sext i32 %1072 to i64
  %1074 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1073
  %1075 = and i1 %1032, %218
  %1076 = zext i1 %1075 to i32
  %1077 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1074, i32 %1076, i16 0) #5
  %1078 = getelementptr i8, ptr addrspace(3) %1033, i64 12
  store i16 %1077, ptr addrspace(3) %1078, align 4
  %1079 = add i32 %220, %1025
  %1080 = sext i32 %1079 to i64
  %1081 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1080
  %1082 = and i1 %1032, %221
  %1083 = zext i1 %1082 to i32
  %1084 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1081, i32 %1083, i16 0) #5
  %1085 = getelementptr i8, ptr addrspace(3) %1033, i64 14
  store i16 %1084, ptr addrspace(3) %1085, align 2
  br label %.loopexit61

1086:                                             ; preds = %.loopexit63
  %1087 = select i1 %1032, i32 %89, i32 0
  %1088 = icmp eq i32 %1087, 0
  %1089 = select i1 %1088, ptr addrspace(1) %1, ptr addrspace(1) %1028
  %1090 = shl nuw nsw i32 %1087, 1
  %1091 = ptrtoint ptr addrspace(3) %1033 to i64
  %1092 = trunc i64 %1091 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1092, ptr addrspace(1) %1089, i32 %1090) #5
  br label %.loopexit61

.loopexit61:                                      ; preds = %.preheader60.preheader, %1086
  %1093 = or disjoint i32 %494, %114
  %1094 = mul i32 %1093, %4
  %1095 = add i32 %1094, %74
  %1096 = sext i32 %1095 to i64
  %1097 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1096
  %1098 = ptrtoint ptr addrspace(1) %1097 to i64
  %1099 = and i64 %1098, 15
  %1100 = icmp eq i64 %1099, 0
  %1101 = icmp slt i32 %1093, %5
  %1102 = getelementptr i8, ptr addrspace(3) %816, i64 %118
  br i1 %1100, label %1155, label %.preheader58.preheader

.preheader58.preheader:                           ; preds = %.loopexit61
  %1103 = and i1 %1101, %222
  %1104 = zext i1 %1103 to i32
  %1105 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1097, i32 %1104, i16 0) #5
  store i16 %1105, ptr addrspace(3) %1102, align 16
  %1106 = add i32 %224, %1094
  %1107 = sext i32 %1106 to i64
  %1108 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1107
  %1109 = and i1 %1101, %225
  %1110 = zext i1 %1109 to i32
  %1111 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1108, i32 %1110, i16 0) #5
  %1112 = getelementptr i8, ptr addrspace(3) %1102, i64 2
  store i16 %1111, ptr addrspace(3) %1112, align 2
  %1113 = add i32 %227, %1094
  %1114 = sext i32 %1113 to i64
  %1115 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1114
  %1116 = and i1 %1101, %228
  %1117 = zext i1 %1116 to i32
  %1118 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1115, i32 %1117, i16 0) #5
  %1119 = getelementptr i8, ptr addrspace(3) %1102, i64 4
  store i16 %1118, ptr addrspace(3) %1119, align 4
  %1120 = add i32 %230, %1094
  %1121 = sext i32 %1120 to i64
  %1122 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1121
  %1123 = and i1 %1101, %231
  %1124 = zext i1 %1123 to i32
  %1125 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1122, i32 %1124, i16 0) #5
  %1126 = getelementptr i8, ptr addrspace(3) %1102, i64 6
  store i16 %1125, ptr addrspace(3) %1126, align 2
  %1127 = add i32 %233, %1094
  %1128 = sext i32 %1127 to i64
  %1129 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1128
  %1130 = and i1 %1101, %234
  %1131 = zext i1 %1130 to i32
  %1132 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1129, i32 %1131, i16 0) #5
  %1133 = getelementptr i8, ptr addrspace(3) %1102, i64 8
  store i16 %1132, ptr addrspace(3) %1133, align 8
  %1134 = add i32 %236, %1094
  %1135 = sext i32 %1134 to i64
  %1136 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1135
  %1137 = and i1 %1101, %237
  %1138 = zext i1 %1137 to i32
  %1139 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1136, i32 %1138, i16 0) #5
  %1140 = getelementptr i8, ptr addrspace(3) %1102, i64 10
  store i16 %1139, ptr addrspace(3) %1140, align 2
  %1141 = add i32 %239, %1094
  %1142 = sext i32 %1141 to i64
  %1143 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1142
  %1144 = and i1 %1101, %240
  %1145 = zext i1 %1144 to i32
  %1146 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1143, i32 %1145, i16 0) #5
  %1147 = getelementptr i8, ptr addrspace(3) %1102, i64 12
  store i16 %1146, ptr addrspace(3) %1147, align 4
  %1148 = add i32 %242, %1094
  %1149 = sext i32 %1148 to i64
  %1150 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1149
  %1151 = and i1 %1101, %243
  %1152 = zext i1 %1151 to i32
  %1153 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1150, i32 %1152, i16 0) #5
  %1154 = getelementptr i8, ptr addrspace(3) %1102, i64 14
  store i16 %1153, ptr addrspace(3) %1154, align 2
  br label %.loopexit59

1155:                                             ; preds = %.loopexit61
  %1156 = select i1 %1101, i32 %89, i32 0
  %1157 = icmp eq i32 %1156, 0
  %1158 = select i1 %1157, ptr addrspace(1) %1, ptr addrspace(1) %1097
  %1159 = shl nuw nsw i32 %1156, 1
  %1160 = ptrtoint ptr addrspace(3) %1102 to i64
  %1161 = trunc i64 %1160 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1161, ptr addrspace(1) %1158, i32 %1159) #5
  br label %.loopexit59

.loopexit59:                                      ; preds = %.preheader58.preheader, %1155
  %1162 = or disjoint i32 %494, %119
  %1163 = mul i32 %1162, %4
  %1164 = add i32 %1163, %74
  %1165 = sext i32 %1164 to i64
  %1166 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1165
  %1167 = ptrtoint ptr addrspace(1) %1166 to i64
  %1168 = and i64 %1167, 15
  %1169 = icmp eq i64 %1168, 0
  %1170 = icmp slt i32 %1162, %5
  %1171 = getelementptr i8, ptr addrspace(3) %816, i64 %123
  br i1 %1169, label %1224, label %.preheader56.preheader

.preheader56.preheader:                           ; preds = %.loopexit59
  %1172 = and i1 %1170, %244
  %1173 = zext i1 %1172 to i32
  %1174 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1166, i32 %1173, i16 0) #5
  store i16 %1174, ptr addrspace(3) %1171, align 16
  %1175 = add i32 %246, %1163
  %1176 = sext i32 %1175 to i64
  %1177 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1176
  %1178 = and i1 %1170, %247
  %1179 = zext i1 %1178 to i32
  %1180 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1177, i32 %1179, i16 0) #5
  %1181 = getelementptr i8, ptr addrspace(3) %1171, i64 2
  store i16 %1180, ptr addrspace(3) %1181, align 2
  %1182 = add i32 %249, %1163
  %1183 = sext i32 %1182 to i64
  %1184 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1183
  %1185 = and i1 %1170, %250
  %1186 = zext i1 %1185 to i32
  %1187 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1184, i32 %1186, i16 0) #5
  %1188 = getelementptr i8, ptr addrspace(3) %1171, i64 4
  store i16 %1187, ptr addrspace(3) %1188, align 4
  %1189 = add i32 %252, %1163
  %1190 = sext i32 %1189 to i64
  %1191 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1190
  %1192 = and i1 %1170, %253
  %1193 = zext i1 %1192 to i32
  %1194 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1191, i32 %1193, i16 0) #5
  %1195 = getelementptr i8, ptr addrspace(3) %1171, i64 6
  store i16 %1194, ptr addrspace(3) %1195, align 2
  %1196 = add i32 %255, %1163
  %1197 = sext i32 %1196 to i64
  %1198 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1197
  %1199 = and i1 %1170, %256
  %1200 = zext i1 %1199 to i32
  %1201 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1198, i32 %1200, i16 0) #5
  %1202 = getelementptr i8, ptr addrspace(3) %1171, i64 8
  store i16 %1201, ptr addrspace(3) %1202, align 8
  %1203 = add i32 %258, %1163
  %1204 = sext i32 %1203 to i64
  %1205 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1204
  %1206 = and i1 %1170, %259
  %1207 = zext i1 %1206 to i32
  %1208 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1205, i32 %1207, i16 0) #5
  %1209 = getelementptr i8, ptr addrspace(3) %1171, i64 10
  store i16 %1208, ptr addrspace(3) %1209, align 2
  %1210 = add i32 %261, %1163
  %1211 = sext i32 %1210 to i64
  %1212 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1211
  %1213 = and i1 %1170, %262
  %1214 = zext i1 %1213 to i32
  %1215 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1212, i32 %1214, i16 0) #5
  %1216 = getelementptr i8, ptr addrspace(3) %1171, i64 12
  store i16 %1215, ptr addrspace(3) %1216, align 4
  %1217 = add i32 %264, %1163
  %1218 = sext i32 %1217 to i64
  %1219 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1218
  %1220 = and i1 %1170, %265
  %1221 = zext i1 %1220 to i32
  %1222 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1219, i32 %1221, i16 0) #5
  %1223 = getelementptr i8, ptr addrspace(3) %1171, i64 14
  store i16 %1222, ptr addrspace(3) %1223, align 2
  br label %.loopexit57

1224:                                             ; preds = %.loopexit59
  %1225 = select i1 %1170, i32 %89, i32 0
  %1226 = icmp eq i32 %1225, 0
  %1227 = select i1 %1226, ptr addrspace(1) %1, ptr addrspace(1) %1166
  %1228 = shl nuw nsw i32 %1225, 1
  %1229 = ptrtoint ptr addrspace(3) %1171 to i64
  %1230 = trunc i64 %1229 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1230, ptr addrspace(1) %1227, i32 %1228) #5
  br label %.loopexit57

.loopexit57:                                      ; preds = %.preheader56.preheader, %1224
  %1231 = or disjoint i32 %494, %124
  %1232 = mul i32 %1231, %4
  %1233 = add i32 %1232, %74
  %1234 = sext i32 %1233 to i64
  %1235 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1234
  %1236 = ptrtoint ptr addrspace(1) %1235 to i64
  %1237 = and i64 %1236, 15
  %1238 = icmp eq i64 %1237, 0
  %1239 = icmp slt i32 %1231, %5
  %1240 = getelementptr i8, ptr addrspace(3) %816, i64 %128
  br i1 %1238, label %1293, label %.preheader54.preheader

.preheader54.preheader:                           ; preds = %.loopexit57
  %1241 = and i1 %1239, %266
  %1242 = zext i1 %1241 to i32
  %1243 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1235, i32 %1242, i16 0) #5
  store i16 %1243, ptr addrspace(3) %1240, align 16
  %1244 = add i32 %268, %1232
  %1245 = sext i32 %1244 to i64
  %1246 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1245
  %1247 = and i1 %1239, %269
  %1248 = zext i1 %1247 to i32
  %1249 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1246, i32 %1248, i16 0) #5
  %1250 = getelementptr i8, ptr addrspace(3) %1240, i64 2
  store i16 %1249, ptr addrspace(3) %1250, align 2
  %1251 = add i32 %271, %1232
  %1252 = sext i32 %1251 to i64
  %1253 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1252
  %1254 = and i1 %1239, %272
  %1255 = zext i1 %1254 to i32
  %1256 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1253, i32 %1255, i16 0) #5
  %1257 = getelementptr i8, ptr addrspace(3) %1240, i64 4
  store i16 %1256, ptr addrspace(3) %1257, align 4
  %1258 = add i32 %274, %1232
  %1259 = sext i32 %1258 to i64
  %1260 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1259
  %1261 = and i1 %1239, %275
  %1262 = zext i1 %1261 to i32
  %1263 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1260, i32 %1262, i16 0) #5
  %1264 = getelementptr i8, ptr addrspace(3) %1240, i64 6
  store i16 %1263, ptr addrspace(3) %1264, align 2
  %1265 = add i32 %277, %1232
  %1266 = sext i32 %1265 to i64
  %1267 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1266
  %1268 = and i1 %1239, %278
  %1269 = zext i1 %1268 to i32
  %1270 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1267, i32 %1269, i16 0) #5
  %1271 = getelementptr i8, ptr addrspace(3) %1240, i64 8
  store i16 %1270, ptr addrspace(3) %1271, align 8
  %1272 = add i32 %280, %1232
  %1273 = sext i32 %1272 to i64
  %1274 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1273
  %1275 = and i1 %1239, %281
  %1276 = zext i1 %1275 to i32
  %1277 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1274, i32 %1276, i16 0) #5
  %1278 = getelementptr i8, ptr addrspace(3) %1240, i64 10
  store i16 %1277, ptr addrspace(3) %1278, align 2
  %1279 = add i32 %283, %1232
  %1280 = sext i32 %1279 to i64
  %1281 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1280
  %1282 = and i1 %1239, %284
  %1283 = zext i1 %1282 to i32
  %1284 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1281, i32 %1283, i16 0) #5
  %1285 = getelementptr i8, ptr addrspace(3) %1240, i64 12
  store i16 %1284, ptr addrspace(3) %1285, align 4
  %1286 = add i32 %286, %1232
  %1287 = sext i32 %1286 to i64
  %1288 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1287
  %1289 = and i1 %1239, %287
  %1290 = zext i1 %1289 to i32
  %1291 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1288, i32 %1290, i16 0) #5
  %1292 = getelementptr i8, ptr addrspace(3) %1240, i64 14
  store i16 %1291, ptr addrspace(3) %1292, align 2
  br label %.loopexit55

1293:                                             ; preds = %.loopexit57
  %1294 = select i1 %1239, i32 %89, i32 0
  %1295 = icmp eq i32 %1294, 0
  %1296 = select i1 %1295, ptr addrspace(1) %1, ptr addrspace(1) %1235
  %1297 = shl nuw nsw i32 %1294, 1
  %1298 = ptrtoint ptr addrspace(3) %1240 to i64
  %1299 = trunc i64 %1298 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1299, ptr addrspace(1) %1296, i32 %1297) #5
  br label %.loopexit55

.loopexit55:                                      ; preds = %.preheader54.preheader, %1293
  %1300 = or disjoint i32 %494, %129
  %1301 = mul i32 %1300, %4
  %1302 = add i32 %1301, %74
  %1303 = sext i32 %1302 to i64
  %1304 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1303
  %1305 = ptrtoint ptr addrspace(1) %1304 to i64
  %1306 = and i64 %1305, 15
  %1307 = icmp eq i64 %1306, 0
  %1308 = icmp slt i32 %1300, %5
  %1309 = getelementptr i8, ptr addrspace(3) %816, i64 %133
  br i1 %1307, label %1362, label %.preheader52.preheader

.preheader52.preheader:                           ; preds = %.loopexit55
  %1310 = and i1 %1308, %288
  %1311 = zext i1 %1310 to i32
  %1312 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1304, i32 %1311, i16 0) #5
  store i16 %1312, ptr addrspace(3) %1309, align 16
  %1313 = add i32 %290, %1301
  %1314 = sext i32 %1313 to i64
  %1315 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1314
  %1316 = and i1 %1308, %291
  %1317 = zext i1 %1316 to i32
  %1318 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1315, i32 %1317, i16 0) #5
  %1319 = getelementptr i8, ptr addrspace(3) %1309, i64 2
  store i16 %1318, ptr addrspace(3) %1319, align 2
  %1320 = add i32 %293, %1301
  %1321 = sext i32 %1320 to i64
  %1322 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1321
  %1323 = and i1 %1308, %294
  %1324 = zext i1 %1323 to i32
  %1325 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1322, i32 %1324, i16 0) #5
  %1326 = getelementptr i8, ptr addrspace(3) %1309, i64 4
  store i16 %1325, ptr addrspace(3) %1326, align 4
  %1327 = add i32 %296, %1301
  %1328 = sext i32 %1327 to i64
  %1329 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1328
  %1330 = and i1 %1308, %297
  %1331 = zext i1 %1330 to i32
  %1332 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1329, i32 %1331, i16 0) #5
  %1333 = getelementptr i8, ptr addrspace(3) %1309, i64 6
  store i16 %1332, ptr addrspace(3) %1333, align 2
  %1334 = add i32 %299, %1301
  %1335 = sext i32 %1334 to i64
  %1336 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1335
  %1337 = and i1 %1308, %300
  %1338 = zext i1 %1337 to i32
  %1339 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1336, i32 %1338, i16 0) #5
  %1340 = getelementptr i8, ptr addrspace(3) %1309, i64 8
  store i16 %1339, ptr addrspace(3) %1340, align 8
  %1341 = add i32 %302, %1301
  %1342 = sext i32 %1341 to i64
  %1343 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1342
  %1344 = and i1 %1308, %303
  %1345 = zext i1 %1344 to i32
  %1346 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1343, i32 %1345, i16 0) #5
  %1347 = getelementptr i8, ptr addrspace(3) %1309, i64 10
  store i16 %1346, ptr addrspace(3) %1347, align 2
  %1348 = add i32 %305, %1301
  %1349 = sext i32 %1348 to i64
  %1350 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1349
  %1351 = and i1 %1308, %306
  %1352 = zext i1 %1351 to i32
  %1353 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1350, i32 %1352, i16 0) #5
  %1354 = getelementptr i8, ptr addrspace(3) %1309, i64 12
  store i16 %1353, ptr addrspace(3) %1354, align 4
  %1355 = add i32 %308, %1301
  %1356 = sext i32 %1355 to i64
  %1357 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1356
  %1358 = and i1 %1308, %309
  %1359 = zext i1 %1358 to i32
  %1360 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1357, i32 %1359, i16 0) #5
  %1361 = getelementptr i8, ptr addrspace(3) %1309, i64 14
  store i16 %1360, ptr addrspace(3) %1361, align 2
  br label %.loopexit53

1362:                                             ; preds = %.loopexit55
  %1363 = select i1 %1308, i32 %89, i32 0
  %1364 = icmp eq i32 %1363, 0
  %1365 = select i1 %1364, ptr addrspace(1) %1, ptr addrspace(1) %1304
  %1366 = shl nuw nsw i32 %1363, 1
  %1367 = ptrtoint ptr addrspace(3) %1309 to i64
  %1368 = trunc i64 %1367 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1368, ptr addrspace(1) %1365, i32 %1366) #5
  br label %.loopexit53

.loopexit53:                                      ; preds = %.preheader52.preheader, %1362, %490
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  br i1 %491, label %490, label %.preheader51

1369:                                             ; preds = %.lr.ph, %.loopexit
  %1370 = phi i32 [ 0, %.lr.ph ], [ %3072, %.loopexit ]
  %1371 = phi float [ 0.000000e+00, %.lr.ph ], [ %3069, %.loopexit ]
  %1372 = phi float [ 0.000000e+00, %.lr.ph ], [ %3068, %.loopexit ]
  %1373 = phi float [ 0.000000e+00, %.lr.ph ], [ %3067, %.loopexit ]
  %1374 = phi float [ 0.000000e+00, %.lr.ph ], [ %3066, %.loopexit ]
  %1375 = phi float [ 0.000000e+00, %.lr.ph ], [ %3065, %.loopexit ]
  %1376 = phi float [ 0.000000e+00, %.lr.ph ], [ %3064, %.loopexit ]
  %1377 = phi float [ 0.000000e+00, %.lr.ph ], [ %3063, %.loopexit ]
  %1378 = phi float [ 0.000000e+00, %.lr.ph ], [ %3062, %.loopexit ]
  %1379 = phi float [ 0.000000e+00, %.lr.ph ], [ %3061, %.loopexit ]
  %1380 = phi float [ 0.000000e+00, %.lr.ph ], [ %3060, %.loopexit ]
  %1381 = phi float [ 0.000000e+00, %.lr.ph ], [ %3059, %.loopexit ]
  %1382 = phi float [ 0.000000e+00, %.lr.ph ], [ %3058, %.loopexit ]
  %1383 = phi float [ 0.000000e+00, %.lr.ph ], [ %3057, %.loopexit ]
  %1384 = phi float [ 0.000000e+00, %.lr.ph ], [ %3056, %.loopexit ]
  %1385 = phi float [ 0.000000e+00, %.lr.ph ], [ %3055, %.loopexit ]
  %1386 = phi float [ 0.000000e+00, %.lr.ph ], [ %3054, %.loopexit ]
  %1387 = phi float [ 0.000000e+00, %.lr.ph ], [ %3053, %.loopexit ]
  %1388 = phi float [ 0.000000e+00, %.lr.ph ], [ %3052, %.loopexit ]
  %1389 = phi float [ 0.000000e+00, %.lr.ph ], [ %3051, %.loopexit ]
  %1390 = phi float [ 0.000000e+00, %.lr.ph ], [ %3050, %.loopexit ]
  %1391 = phi float [ 0.000000e+00, %.lr.ph ], [ %3049, %.loopexit ]
  %1392 = phi float [ 0.000000e+00, %.lr.ph ], [ %3048, %.loopexit ]
  %1393 = phi float [ 0.000000e+00, %.lr.ph ], [ %3047, %.loopexit ]
  %1394 = phi float [ 0.000000e+00, %.lr.ph ], [ %3046, %.loopexit ]
  %1395 = phi float [ 0.000000e+00, %.lr.ph ], [ %3045, %.loopexit ]
  %1396 = phi float [ 0.000000e+00, %.lr.ph ], [ %3044, %.loopexit ]
  %1397 = phi float [ 0.000000e+00, %.lr.ph ], [ %3043, %.loopexit ]
  %1398 = phi float [ 0.000000e+00, %.lr.ph ], [ %3042, %.loopexit ]
  %1399 = phi float [ 0.000000e+00, %.lr.ph ], [ %3041, %.loopexit ]
  %1400 = phi float [ 0.000000e+00, %.lr.ph ], [ %3040, %.loopexit ]
  %1401 = phi float [ 0.000000e+00, %.lr.ph ], [ %3039, %.loopexit ]
  %1402 = phi float [ 0.000000e+00, %.lr.ph ], [ %3038, %.loopexit ]
  %1403 = phi float [ 0.000000e+00, %.lr.ph ], [ %3037, %.loopexit ]
  %1404 = phi float [ 0.000000e+00, %.lr.ph ], [ %3036, %.loopexit ]
  %1405 = phi float [ 0.000000e+00, %.lr.ph ], [ %3035, %.loopexit ]
  %1406 = phi float [ 0.000000e+00, %.lr.ph ], [ %3034, %.loopexit ]
  %1407 = phi float [ 0.000000e+00, %.lr.ph ], [ %3033, %.loopexit ]
  %1408 = phi float [ 0.000000e+00, %.lr.ph ], [ %3032, %.loopexit ]
  %1409 = phi float [ 0.000000e+00, %.lr.ph ], [ %3031, %.loopexit ]
  %1410 = phi float [ 0.000000e+00, %.lr.ph ], [ %3030, %.loopexit ]
  %1411 = phi float [ 0.000000e+00, %.lr.ph ], [ %3029, %.loopexit ]
  %1412 = phi float [ 0.000000e+00, %.lr.ph ], [ %3028, %.loopexit ]
  %1413 = phi float [ 0.000000e+00, %.lr.ph ], [ %3027, %.loopexit ]
  %1414 = phi float [ 0.000000e+00, %.lr.ph ], [ %3026, %.loopexit ]
  %1415 = phi float [ 0.000000e+00, %.lr.ph ], [ %3025, %.loopexit ]
  %1416 = phi float [ 0.000000e+00, %.lr.ph ], [ %3024, %.loopexit ]
  %1417 = phi float [ 0.000000e+00, %.lr.ph ], [ %3023, %.loopexit ]
  %1418 = phi float [ 0.000000e+00, %.lr.ph ], [ %3022, %.loopexit ]
  %1419 = phi float [ 0.000000e+00, %.lr.ph ], [ %3021, %.loopexit ]
  %1420 = phi float [ 0.000000e+00, %.lr.ph ], [ %3020, %.loopexit ]
  %1421 = phi float [ 0.000000e+00, %.lr.ph ], [ %3019, %.loopexit ]
  %1422 = phi float [ 0.000000e+00, %.lr.ph ], [ %3018, %.loopexit ]
  %1423 = phi float [ 0.000000e+00, %.lr.ph ], [ %3017, %.loopexit ]
  %1424 = phi float [ 0.000000e+00, %.lr.ph ], [ %3016, %.loopexit ]
  %1425 = phi float [ 0.000000e+00, %.lr.ph ], [ %3015, %.loopexit ]
  %1426 = phi float [ 0.000000e+00, %.lr.ph ], [ %3014, %.loopexit ]
  %1427 = phi float [ 0.000000e+00, %.lr.ph ], [ %3013, %.loopexit ]
  %1428 = phi float [ 0.000000e+00, %.lr.ph ], [ %3012, %.loopexit ]
  %1429 = phi float [ 0.000000e+00, %.lr.ph ], [ %3011, %.loopexit ]
  %1430 = phi float [ 0.000000e+00, %.lr.ph ], [ %3010, %.loopexit ]
  %1431 = phi float [ 0.000000e+00, %.lr.ph ], [ %3009, %.loopexit ]
  %1432 = phi float [ 0.000000e+00, %.lr.ph ], [ %3008, %.loopexit ]
  %1433 = phi float [ 0.000000e+00, %.lr.ph ], [ %3007, %.loopexit ]
  %1434 = phi float [ 0.000000e+00, %.lr.ph ], [ %3006, %.loopexit ]
  %1435 = phi float [ 0.000000e+00, %.lr.ph ], [ %3005, %.loopexit ]
  %1436 = phi float [ 0.000000e+00, %.lr.ph ], [ %3004, %.loopexit ]
  %1437 = phi float [ 0.000000e+00, %.lr.ph ], [ %3003, %.loopexit ]
  %1438 = phi float [ 0.000000e+00, %.lr.ph ], [ %3002, %.loopexit ]
  %1439 = phi float [ 0.000000e+00, %.lr.ph ], [ %3001, %.loopexit ]
  %1440 = phi float [ 0.000000e+00, %.lr.ph ], [ %3000, %.loopexit ]
  %1441 = phi float [ 0.000000e+00, %.lr.ph ], [ %2999, %.loopexit ]
  %1442 = phi float [ 0.000000e+00, %.lr.ph ], [ %2998, %.loopexit ]
  %1443 = phi float [ 0.000000e+00, %.lr.ph ], [ %2997, %.loopexit ]
  %1444 = phi float [ 0.000000e+00, %.lr.ph ], [ %2996, %.loopexit ]
  %1445 = phi float [ 0.000000e+00, %.lr.ph ], [ %2995, %.loopexit ]
  %1446 = phi float [ 0.000000e+00, %.lr.ph ], [ %2994, %.loopexit ]
  %1447 = phi float [ 0.000000e+00, %.lr.ph ], [ %2993, %.loopexit ]
  %1448 = phi float [ 0.000000e+00, %.lr.ph ], [ %2992, %.loopexit ]
  %1449 = phi float [ 0.000000e+00, %.lr.ph ], [ %2991, %.loopexit ]
  %1450 = phi float [ 0.000000e+00, %.lr.ph ], [ %2990, %.loopexit ]
  %1451 = phi float [ 0.000000e+00, %.lr.ph ], [ %2989, %.loopexit ]
  %1452 = phi float [ 0.000000e+00, %.lr.ph ], [ %2988, %.loopexit ]
  %1453 = phi float [ 0.000000e+00, %.lr.ph ], [ %2987, %.loopexit ]
  %1454 = phi float [ 0.000000e+00, %.lr.ph ], [ %2986, %.loopexit ]
  %1455 = phi float [ 0.000000e+00, %.lr.ph ], [ %2985, %.loopexit ]
  %1456 = phi float [ 0.000000e+00, %.lr.ph ], [ %2984, %.loopexit ]
  %1457 = phi float [ 0.000000e+00, %.lr.ph ], [ %2983, %.loopexit ]
  %1458 = phi float [ 0.000000e+00, %.lr.ph ], [ %2982, %.loopexit ]
  %1459 = phi float [ 0.000000e+00, %.lr.ph ], [ %2981, %.loopexit ]
  %1460 = phi float [ 0.000000e+00, %.lr.ph ], [ %2980, %.loopexit ]
  %1461 = phi float [ 0.000000e+00, %.lr.ph ], [ %2979, %.loopexit ]
  %1462 = phi float [ 0.000000e+00, %.lr.ph ], [ %2978, %.loopexit ]
  %1463 = phi float [ 0.000000e+00, %.lr.ph ], [ %2977, %.loopexit ]
  %1464 = phi float [ 0.000000e+00, %.lr.ph ], [ %2976, %.loopexit ]
  %1465 = phi float [ 0.000000e+00, %.lr.ph ], [ %2975, %.loopexit ]
  %1466 = phi float [ 0.000000e+00, %.lr.ph ], [ %2974, %.loopexit ]
  %1467 = phi float [ 0.000000e+00, %.lr.ph ], [ %2973, %.loopexit ]
  %1468 = phi float [ 0.000000e+00, %.lr.ph ], [ %2972, %.loopexit ]
  %1469 = phi float [ 0.000000e+00, %.lr.ph ], [ %2971, %.loopexit ]
  %1470 = phi float [ 0.000000e+00, %.lr.ph ], [ %2970, %.loopexit ]
  %1471 = phi float [ 0.000000e+00, %.lr.ph ], [ %2969, %.loopexit ]
  %1472 = phi float [ 0.000000e+00, %.lr.ph ], [ %2968, %.loopexit ]
  %1473 = phi float [ 0.000000e+00, %.lr.ph ], [ %2967, %.loopexit ]
  %1474 = phi float [ 0.000000e+00, %.lr.ph ], [ %2966, %.loopexit ]
  %1475 = phi float [ 0.000000e+00, %.lr.ph ], [ %2965, %.loopexit ]
  %1476 = phi float [ 0.000000e+00, %.lr.ph ], [ %2964, %.loopexit ]
  %1477 = phi float [ 0.000000e+00, %.lr.ph ], [ %2963, %.loopexit ]
  %1478 = phi float [ 0.000000e+00, %.lr.ph ], [ %2962, %.loopexit ]
  %1479 = phi float [ 0.000000e+00, %.lr.ph ], [ %2961, %.loopexit ]
  %1480 = phi float [ 0.000000e+00, %.lr.ph ], [ %2960, %.loopexit ]
  %1481 = phi float [ 0.000000e+00, %.lr.ph ], [ %2959, %.loopexit ]
  %1482 = phi float [ 0.000000e+00, %.lr.ph ], [ %2958, %.loopexit ]
  %1483 = phi float [ 0.000000e+00, %.lr.ph ], [ %2957, %.loopexit ]
  %1484 = phi float [ 0.000000e+00, %.lr.ph ], [ %2956, %.loopexit ]
  %1485 = phi float [ 0.000000e+00, %.lr.ph ], [ %2955, %.loopexit ]
  %1486 = phi float [ 0.000000e+00, %.lr.ph ], [ %2954, %.loopexit ]
  %1487 = phi float [ 0.000000e+00, %.lr.ph ], [ %2953, %.loopexit ]
  %1488 = phi float [ 0.000000e+00, %.lr.ph ], [ %2952, %.loopexit ]
  %1489 = phi float [ 0.000000e+00, %.lr.ph ], [ %2951, %.loopexit ]
  %1490 = phi float [ 0.000000e+00, %.lr.ph ], [ %2950, %.loopexit ]
  %1491 = phi float [ 0.000000e+00, %.lr.ph ], [ %2949, %.loopexit ]
  %1492 = phi float [ 0.000000e+00, %.lr.ph ], [ %2948, %.loopexit ]
  %1493 = phi float [ 0.000000e+00, %.lr.ph ], [ %2947, %.loopexit ]
  %1494 = phi float [ 0.000000e+00, %.lr.ph ], [ %2946, %.loopexit ]
  %1495 = phi float [ 0.000000e+00, %.lr.ph ], [ %2945, %.loopexit ]
  %1496 = phi float [ 0.000000e+00, %.lr.ph ], [ %2944, %.loopexit ]
  %1497 = phi float [ 0.000000e+00, %.lr.ph ], [ %2943, %.loopexit ]
  %1498 = phi float [ 0.000000e+00, %.lr.ph ], [ %2942, %.loopexit ]
  %1499 = phi i32 [ 0, %.lr.ph ], [ %3073, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1500 = add i32 %1499, 128
  %1501 = icmp slt i32 %1500, %5
  %1502 = icmp slt i32 %1499, 2147483520
  %1503 = and i1 %1502, %1501
  br i1 %1503, label %1504, label %.loopexit

1504:                                             ; preds = %1369
  %1505 = add i32 %1370, 2
  %1506 = icmp ugt i32 %1505, 3
  %1507 = add i32 %1370, -2
  %1508 = select i1 %1506, i32 %1507, i32 %1505
  %1509 = mul i32 %1508, 49152
  %1510 = sext i32 %1509 to i64
  %1511 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x256_dsmem, i64 %1510
  %1512 = or disjoint i32 %1500, %27
  %1513 = add i32 %1512, %29
  %1514 = sext i32 %1513 to i64
  %1515 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1514
  %1516 = ptrtoint ptr addrspace(1) %1515 to i64
  %1517 = and i64 %1516, 15
  %1518 = icmp eq i64 %1517, 0
  %1519 = getelementptr i8, ptr addrspace(3) %1511, i64 %38
  br i1 %1518, label %1580, label %.preheader49

.preheader49:                                     ; preds = %1504
  %1520 = icmp slt i32 %1512, %5
  %1521 = and i1 %30, %1520
  %1522 = zext i1 %1521 to i32
  %1523 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1515, i32 %1522, i16 0) #5
  store i16 %1523, ptr addrspace(3) %1519, align 16
  %.reass644 = or disjoint i32 %1500, %invariant.op643
  %1524 = add i32 %.reass644, %29
  %1525 = sext i32 %1524 to i64
  %1526 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1525
  %1527 = icmp slt i32 %.reass644, %5
  %1528 = and i1 %30, %1527
  %1529 = zext i1 %1528 to i32
  %1530 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1526, i32 %1529, i16 0) #5
  %1531 = getelementptr i8, ptr addrspace(3) %1519, i64 2
  store i16 %1530, ptr addrspace(3) %1531, align 2
  %.reass646 = or disjoint i32 %1500, %invariant.op645
  %1532 = add i32 %.reass646, %29
  %1533 = sext i32 %1532 to i64
  %1534 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1533
  %1535 = icmp slt i32 %.reass646, %5
  %1536 = and i1 %30, %1535
  %1537 = zext i1 %1536 to i32
  %1538 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1534, i32 %1537, i16 0) #5
  %1539 = getelementptr i8, ptr addrspace(3) %1519, i64 4
  store i16 %1538, ptr addrspace(3) %1539, align 4
  %.reass648 = or disjoint i32 %1500, %invariant.op647
  %1540 = add i32 %.reass648, %29
  %1541 = sext i32 %1540 to i64
  %1542 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1541
  %1543 = icmp slt i32 %.reass648, %5
  %1544 = and i1 %30, %1543
  %1545 = zext i1 %1544 to i32
  %1546 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1542, i32 %1545, i16 0) #5
  %1547 = getelementptr i8, ptr addrspace(3) %1519, i64 6
  store i16 %1546, ptr addrspace(3) %1547, align 2
  %.reass650 = or disjoint i32 %1500, %invariant.op649
  %1548 = add i32 %.reass650, %29
  %1549 = sext i32 %1548 to i64
  %1550 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1549
  %1551 = icmp slt i32 %.reass650, %5
  %1552 = and i1 %30, %1551
  %1553 = zext i1 %1552 to i32
  %1554 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1550, i32 %1553, i16 0) #5
  %1555 = getelementptr i8, ptr addrspace(3) %1519, i64 8
  store i16 %1554, ptr addrspace(3) %1555, align 8
  %.reass652 = or disjoint i32 %1500, %invariant.op651
  %1556 = add i32 %.reass652, %29
  %1557 = sext i32 %1556 to i64
  %1558 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1557
  %1559 = icmp slt i32 %.reass652, %5
  %1560 = and i1 %30, %1559
  %1561 = zext i1 %1560 to i32
  %1562 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1558, i32 %1561, i16 0) #5
  %1563 = getelementptr i8, ptr addrspace(3) %1519, i64 10
  store i16 %1562, ptr addrspace(3) %1563, align 2
  %.reass654 = or disjoint i32 %1500, %invariant.op653
  %1564 = add i32 %.reass654, %29
  %1565 = sext i32 %1564 to i64
  %1566 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1565
  %1567 = icmp slt i32 %.reass654, %5
  %1568 = and i1 %30, %1567
  %1569 = zext i1 %1568 to i32
  %1570 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1566, i32 %1569, i16 0) #5
  %1571 = getelementptr i8, ptr addrspace(3) %1519, i64 12
  store i16 %1570, ptr addrspace(3) %1571, align 4
  %.reass656 = or disjoint i32 %1500, %invariant.op655
  %1572 = add i32 %.reass656, %29
  %1573 = sext i32 %1572 to i64
  %1574 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1573
  %1575 = icmp slt i32 %.reass656, %5
  %1576 = and i1 %30, %1575
  %1577 = zext i1 %1576 to i32
  %1578 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1574, i32 %1577, i16 0) #5
  %1579 = getelementptr i8, ptr addrspace(3) %1519, i64 14
  store i16 %1578, ptr addrspace(3) %1579, align 2
  br label %.loopexit50

1580:                                             ; preds = %1504
  %1581 = sext i32 %1512 to i64
  %1582 = sub nsw i64 %31, %1581
  %1583 = tail call i64 @llvm.smax.i64(i64 %1582, i64 0)
  %1584 = tail call i64 @llvm.umin.i64(i64 %1583, i64 8)
  %1585 = trunc nuw nsw i64 %1584 to i32
  %1586 = select i1 %30, i32 %1585, i32 0
  %1587 = icmp eq i32 %1586, 0
  %1588 = select i1 %1587, ptr addrspace(1) %0, ptr addrspace(1) %1515
  %1589 = shl nuw nsw i32 %1586, 1
  %1590 = ptrtoint ptr addrspace(3) %1519 to i64
  %1591 = trunc i64 %1590 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1591, ptr addrspace(1) %1588, i32 %1589) #5
  br label %.loopexit50

.loopexit50:                                      ; preds = %.preheader49, %1580
  %1592 = add i32 %1512, %42
  %1593 = sext i32 %1592 to i64
  %1594 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1593
  %1595 = ptrtoint ptr addrspace(1) %1594 to i64
  %1596 = and i64 %1595, 15
  %1597 = icmp eq i64 %1596, 0
  %1598 = getelementptr i8, ptr addrspace(3) %1511, i64 %49
  br i1 %1597, label %1659, label %.preheader47

.preheader47:                                     ; preds = %.loopexit50
  %1599 = icmp slt i32 %1512, %5
  %1600 = and i1 %43, %1599
  %1601 = zext i1 %1600 to i32
  %1602 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1594, i32 %1601, i16 0) #5
  store i16 %1602, ptr addrspace(3) %1598, align 16
  %.reass658 = or disjoint i32 %1500, %invariant.op657
  %1603 = add i32 %.reass658, %42
  %1604 = sext i32 %1603 to i64
  %1605 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1604
  %1606 = icmp slt i32 %.reass658, %5
  %1607 = and i1 %43, %1606
  %1608 = zext i1 %1607 to i32
  %1609 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1605, i32 %1608, i16 0) #5
  %1610 = getelementptr i8, ptr addrspace(3) %1598, i64 2
  store i16 %1609, ptr addrspace(3) %1610, align 2
  %.reass660 = or disjoint i32 %1500, %invariant.op659
  %1611 = add i32 %.reass660, %42
  %1612 = sext i32 %1611 to i64
  %1613 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1612
  %1614 = icmp slt i32 %.reass660, %5
  %1615 = and i1 %43, %1614
  %1616 = zext i1 %1615 to i32
  %1617 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1613, i32 %1616, i16 0) #5
  %1618 = getelementptr i8, ptr addrspace(3) %1598, i64 4
  store i16 %1617, ptr addrspace(3) %1618, align 4
  %.reass662 = or disjoint i32 %1500, %invariant.op661
  %1619 = add i32 %.reass662, %42
  %1620 = sext i32 %1619 to i64
  %1621 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1620
  %1622 = icmp slt i32 %.reass662, %5
  %1623 = and i1 %43, %1622
  %1624 = zext i1 %1623 to i32
  %1625 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1621, i32 %1624, i16 0) #5
  %1626 = getelementptr i8, ptr addrspace(3) %1598, i64 6
  store i16 %1625, ptr addrspace(3) %1626, align 2
  %.reass664 = or disjoint i32 %1500, %invariant.op663
  %1627 = add i32 %.reass664, %42
  %1628 = sext i32 %1627 to i64
  %1629 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1628
  %1630 = icmp slt i32 %.reass664, %5
  %1631 = and i1 %43, %1630
  %1632 = zext i1 %1631 to i32
  %1633 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1629, i32 %1632, i16 0) #5
  %1634 = getelementptr i8, ptr addrspace(3) %1598, i64 8
  store i16 %1633, ptr addrspace(3) %1634, align 8
  %.reass666 = or disjoint i32 %1500, %invariant.op665
  %1635 = add i32 %.reass666, %42
  %1636 = sext i32 %1635 to i64
  %1637 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1636
  %1638 = icmp slt i32 %.reass666, %5
  %1639 = and i1 %43, %1638
  %1640 = zext i1 %1639 to i32
  %1641 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1637, i32 %1640, i16 0) #5
  %1642 = getelementptr i8, ptr addrspace(3) %1598, i64 10
  store i16 %1641, ptr addrspace(3) %1642, align 2
  %.reass668 = or disjoint i32 %1500, %invariant.op667
  %1643 = add i32 %.reass668, %42
  %1644 = sext i32 %1643 to i64
  %1645 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1644
  %1646 = icmp slt i32 %.reass668, %5
  %1647 = and i1 %43, %1646
  %1648 = zext i1 %1647 to i32
  %1649 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1645, i32 %1648, i16 0) #5
  %1650 = getelementptr i8, ptr addrspace(3) %1598, i64 12
  store i16 %1649, ptr addrspace(3) %1650, align 4
  %.reass670 = or disjoint i32 %1500, %invariant.op669
  %1651 = add i32 %.reass670, %42
  %1652 = sext i32 %1651 to i64
  %1653 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1652
  %1654 = icmp slt i32 %.reass670, %5
  %1655 = and i1 %43, %1654
  %1656 = zext i1 %1655 to i32
  %1657 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1653, i32 %1656, i16 0) #5
  %1658 = getelementptr i8, ptr addrspace(3) %1598, i64 14
  store i16 %1657, ptr addrspace(3) %1658, align 2
  br label %.loopexit48

1659:                                             ; preds = %.loopexit50
  %1660 = sext i32 %1512 to i64
  %1661 = sub nsw i64 %31, %1660
  %1662 = tail call i64 @llvm.smax.i64(i64 %1661, i64 0)
  %1663 = tail call i64 @llvm.umin.i64(i64 %1662, i64 8)
  %1664 = trunc nuw nsw i64 %1663 to i32
  %1665 = select i1 %43, i32 %1664, i32 0
  %1666 = icmp eq i32 %1665, 0
  %1667 = select i1 %1666, ptr addrspace(1) %0, ptr addrspace(1) %1594
  %1668 = shl nuw nsw i32 %1665, 1
  %1669 = ptrtoint ptr addrspace(3) %1598 to i64
  %1670 = trunc i64 %1669 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1670, ptr addrspace(1) %1667, i32 %1668) #5
  br label %.loopexit48

.loopexit48:                                      ; preds = %.preheader47, %1659
  %1671 = add i32 %1512, %53
  %1672 = sext i32 %1671 to i64
  %1673 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1672
  %1674 = ptrtoint ptr addrspace(1) %1673 to i64
  %1675 = and i64 %1674, 15
  %1676 = icmp eq i64 %1675, 0
  %1677 = getelementptr i8, ptr addrspace(3) %1511, i64 %60
  br i1 %1676, label %1738, label %.preheader45

.preheader45:                                     ; preds = %.loopexit48
  %1678 = icmp slt i32 %1512, %5
  %1679 = and i1 %54, %1678
  %1680 = zext i1 %1679 to i32
  %1681 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1673, i32 %1680, i16 0) #5
  store i16 %1681, ptr addrspace(3) %1677, align 16
  %.reass672 = or disjoint i32 %1500, %invariant.op671
  %1682 = add i32 %.reass672, %53
  %1683 = sext i32 %1682 to i64
  %1684 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1683
  %1685 = icmp slt i32 %.reass672, %5
  %1686 = and i1 %54, %1685
  %1687 = zext i1 %1686 to i32
  %1688 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1684, i32 %1687, i16 0) #5
  %1689 = getelementptr i8, ptr addrspace(3) %1677, i64 2
  store i16 %1688, ptr addrspace(3) %1689, align 2
  %.reass674 = or disjoint i32 %1500, %invariant.op673
  %1690 = add i32 %.reass674, %53
  %1691 = sext i32 %1690 to i64
  %1692 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1691
  %1693 = icmp slt i32 %.reass674, %5
  %1694 = and i1 %54, %1693
  %1695 = zext i1 %1694 to i32
  %1696 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1692, i32 %1695, i16 0) #5
  %1697 = getelementptr i8, ptr addrspace(3) %1677, i64 4
  store i16 %1696, ptr addrspace(3) %1697, align 4
  %.reass676 = or disjoint i32 %1500, %invariant.op675
  %1698 = add i32 %.reass676, %53
  %1699 = sext i32 %1698 to i64
  %1700 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1699
  %1701 = icmp slt i32 %.reass676, %5
  %1702 = and i1 %54, %1701
  %1703 = zext i1 %1702 to i32
  %1704 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1700, i32 %1703, i16 0) #5
  %1705 = getelementptr i8, ptr addrspace(3) %1677, i64 6
  store i16 %1704, ptr addrspace(3) %1705, align 2
  %.reass678 = or disjoint i32 %1500, %invariant.op677
  %1706 = add i32 %.reass678, %53
  %1707 = sext i32 %1706 to i64
  %1708 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1707
  %1709 = icmp slt i32 %.reass678, %5
  %1710 = and i1 %54, %1709
  %1711 = zext i1 %1710 to i32
  %1712 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1708, i32 %1711, i16 0) #5
  %1713 = getelementptr i8, ptr addrspace(3) %1677, i64 8
  store i16 %1712, ptr addrspace(3) %1713, align 8
  %.reass680 = or disjoint i32 %1500, %invariant.op679
  %1714 = add i32 %.reass680, %53
  %1715 = sext i32 %1714 to i64
  %1716 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1715
  %1717 = icmp slt i32 %.reass680, %5
  %1718 = and i1 %54, %1717
  %1719 = zext i1 %1718 to i32
  %1720 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1716, i32 %1719, i16 0) #5
  %1721 = getelementptr i8, ptr addrspace(3) %1677, i64 10
  store i16 %1720, ptr addrspace(3) %1721, align 2
  %.reass682 = or disjoint i32 %1500, %invariant.op681
  %1722 = add i32 %.reass682, %53
  %1723 = sext i32 %1722 to i64
  %1724 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1723
  %1725 = icmp slt i32 %.reass682, %5
  %1726 = and i1 %54, %1725
  %1727 = zext i1 %1726 to i32
  %1728 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1724, i32 %1727, i16 0) #5
  %1729 = getelementptr i8, ptr addrspace(3) %1677, i64 12
  store i16 %1728, ptr addrspace(3) %1729, align 4
  %.reass684 = or disjoint i32 %1500, %invariant.op683
  %1730 = add i32 %.reass684, %53
  %1731 = sext i32 %1730 to i64
  %1732 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1731
  %1733 = icmp slt i32 %.reass684, %5
  %1734 = and i1 %54, %1733
  %1735 = zext i1 %1734 to i32
  %1736 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1732, i32 %1735, i16 0) #5
  %1737 = getelementptr i8, ptr addrspace(3) %1677, i64 14
  store i16 %1736, ptr addrspace(3) %1737, align 2
  br label %.loopexit46

1738:                                             ; preds = %.loopexit48
  %1739 = sext i32 %1512 to i64
  %1740 = sub nsw i64 %31, %1739
  %1741 = tail call i64 @llvm.smax.i64(i64 %1740, i64 0)
  %1742 = tail call i64 @llvm.umin.i64(i64 %1741, i64 8)
  %1743 = trunc nuw nsw i64 %1742 to i32
  %1744 = select i1 %54, i32 %1743, i32 0
  %1745 = icmp eq i32 %1744, 0
  %1746 = select i1 %1745, ptr addrspace(1) %0, ptr addrspace(1) %1673
  %1747 = shl nuw nsw i32 %1744, 1
  %1748 = ptrtoint ptr addrspace(3) %1677 to i64
  %1749 = trunc i64 %1748 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1749, ptr addrspace(1) %1746, i32 %1747) #5
  br label %.loopexit46

.loopexit46:                                      ; preds = %.preheader45, %1738
  %1750 = add i32 %1512, %64
  %1751 = sext i32 %1750 to i64
  %1752 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1751
  %1753 = ptrtoint ptr addrspace(1) %1752 to i64
  %1754 = and i64 %1753, 15
  %1755 = icmp eq i64 %1754, 0
  %1756 = getelementptr i8, ptr addrspace(3) %1511, i64 %71
  br i1 %1755, label %1817, label %.preheader43

.preheader43:                                     ; preds = %.loopexit46
  %1757 = icmp slt i32 %1512, %5
  %1758 = and i1 %65, %1757
  %1759 = zext i1 %1758 to i32
  %1760 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1752, i32 %1759, i16 0) #5
  store i16 %1760, ptr addrspace(3) %1756, align 16
  %.reass686 = or disjoint i32 %1500, %invariant.op685
  %1761 = add i32 %.reass686, %64
  %1762 = sext i32 %1761 to i64
  %1763 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1762
  %1764 = icmp slt i32 %.reass686, %5
  %1765 = and i1 %65, %1764
  %1766 = zext i1 %1765 to i32
  %1767 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1763, i32 %1766, i16 0) #5
  %1768 = getelementptr i8, ptr addrspace(3) %1756, i64 2
  store i16 %1767, ptr addrspace(3) %1768, align 2
  %.reass688 = or disjoint i32 %1500, %invariant.op687
  %1769 = add i32 %.reass688, %64
  %1770 = sext i32 %1769 to i64
  %1771 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1770
  %1772 = icmp slt i32 %.reass688, %5
  %1773 = and i1 %65, %1772
  %1774 = zext i1 %1773 to i32
  %1775 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1771, i32 %1774, i16 0) #5
  %1776 = getelementptr i8, ptr addrspace(3) %1756, i64 4
  store i16 %1775, ptr addrspace(3) %1776, align 4
  %.reass690 = or disjoint i32 %1500, %invariant.op689
  %1777 = add i32 %.reass690, %64
  %1778 = sext i32 %1777 to i64
  %1779 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1778
  %1780 = icmp slt i32 %.reass690, %5
  %1781 = and i1 %65, %1780
  %1782 = zext i1 %1781 to i32
  %1783 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1779, i32 %1782, i16 0) #5
  %1784 = getelementptr i8, ptr addrspace(3) %1756, i64 6
  store i16 %1783, ptr addrspace(3) %1784, align 2
  %.reass692 = or disjoint i32 %1500, %invariant.op691
  %1785 = add i32 %.reass692, %64
  %1786 = sext i32 %1785 to i64
  %1787 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1786
  %1788 = icmp slt i32 %.reass692, %5
  %1789 = and i1 %65, %1788
  %1790 = zext i1 %1789 to i32
  %1791 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1787, i32 %1790, i16 0) #5
  %1792 = getelementptr i8, ptr addrspace(3) %1756, i64 8
  store i16 %1791, ptr addrspace(3) %1792, align 8
  %.reass694 = or disjoint i32 %1500, %invariant.op693
  %1793 = add i32 %.reass694, %64
  %1794 = sext i32 %1793 to i64
  %1795 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1794
  %1796 = icmp slt i32 %.reass694, %5
  %1797 = and i1 %65, %1796
  %1798 = zext i1 %1797 to i32
  %1799 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1795, i32 %1798, i16 0) #5
  %1800 = getelementptr i8, ptr addrspace(3) %1756, i64 10
  store i16 %1799, ptr addrspace(3) %1800, align 2
  %.reass696 = or disjoint i32 %1500, %invariant.op695
  %1801 = add i32 %.reass696, %64
  %1802 = sext i32 %1801 to i64
  %1803 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1802
  %1804 = icmp slt i32 %.reass696, %5
  %1805 = and i1 %65, %1804
  %1806 = zext i1 %1805 to i32
  %1807 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1803, i32 %1806, i16 0) #5
  %1808 = getelementptr i8, ptr addrspace(3) %1756, i64 12
  store i16 %1807, ptr addrspace(3) %1808, align 4
  %.reass698 = or disjoint i32 %1500, %invariant.op697
  %1809 = add i32 %.reass698, %64
  %1810 = sext i32 %1809 to i64
  %1811 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1810
  %1812 = icmp slt i32 %.reass698, %5
  %1813 = and i1 %65, %1812
  %1814 = zext i1 %1813 to i32
  %1815 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1811, i32 %1814, i16 0) #5
  %1816 = getelementptr i8, ptr addrspace(3) %1756, i64 14
  store i16 %1815, ptr addrspace(3) %1816, align 2
  br label %.loopexit44

1817:                                             ; preds = %.loopexit46
  %1818 = sext i32 %1512 to i64
  %1819 = sub nsw i64 %31, %1818
  %1820 = tail call i64 @llvm.smax.i64(i64 %1819, i64 0)
  %1821 = tail call i64 @llvm.umin.i64(i64 %1820, i64 8)
  %1822 = trunc nuw nsw i64 %1821 to i32
  %1823 = select i1 %65, i32 %1822, i32 0
  %1824 = icmp eq i32 %1823, 0
  %1825 = select i1 %1824, ptr addrspace(1) %0, ptr addrspace(1) %1752
  %1826 = shl nuw nsw i32 %1823, 1
  %1827 = ptrtoint ptr addrspace(3) %1756 to i64
  %1828 = trunc i64 %1827 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1828, ptr addrspace(1) %1825, i32 %1826) #5
  br label %.loopexit44

.loopexit44:                                      ; preds = %.preheader43, %1817
  %1829 = getelementptr i8, ptr addrspace(3) %1511, i64 16384
  %1830 = or disjoint i32 %1500, %72
  %1831 = mul i32 %1830, %4
  %1832 = add i32 %1831, %74
  %1833 = sext i32 %1832 to i64
  %1834 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1833
  %1835 = ptrtoint ptr addrspace(1) %1834 to i64
  %1836 = and i64 %1835, 15
  %1837 = icmp eq i64 %1836, 0
  %1838 = icmp slt i32 %1830, %5
  %1839 = getelementptr i8, ptr addrspace(3) %1829, i64 %84
  br i1 %1837, label %1892, label %.preheader41.preheader

.preheader41.preheader:                           ; preds = %.loopexit44
  %1840 = and i1 %1838, %314
  %1841 = zext i1 %1840 to i32
  %1842 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1834, i32 %1841, i16 0) #5
  store i16 %1842, ptr addrspace(3) %1839, align 16
  %1843 = add i32 %316, %1831
  %1844 = sext i32 %1843 to i64
  %1845 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1844
  %1846 = and i1 %1838, %317
  %1847 = zext i1 %1846 to i32
  %1848 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1845, i32 %1847, i16 0) #5
  %1849 = getelementptr i8, ptr addrspace(3) %1839, i64 2
  store i16 %1848, ptr addrspace(3) %1849, align 2
  %1850 = add i32 %319, %1831
  %1851 = sext i32 %1850 to i64
  %1852 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1851
  %1853 = and i1 %1838, %320
  %1854 = zext i1 %1853 to i32
  %1855 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1852, i32 %1854, i16 0) #5
  %1856 = getelementptr i8, ptr addrspace(3) %1839, i64 4
  store i16 %1855, ptr addrspace(3) %1856, align 4
  %1857 = add i32 %322, %1831
  %1858 = sext i32 %1857 to i64
  %1859 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1858
  %1860 = and i1 %1838, %323
  %1861 = zext i1 %1860 to i32
  %1862 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1859, i32 %1861, i16 0) #5
  %1863 = getelementptr i8, ptr addrspace(3) %1839, i64 6
  store i16 %1862, ptr addrspace(3) %1863, align 2
  %1864 = add i32 %325, %1831
  %1865 = sext i32 %1864 to i64
  %1866 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1865
  %1867 = and i1 %1838, %326
  %1868 = zext i1 %1867 to i32
  %1869 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1866, i32 %1868, i16 0) #5
  %1870 = getelementptr i8, ptr addrspace(3) %1839, i64 8
  store i16 %1869, ptr addrspace(3) %1870, align 8
  %1871 = add i32 %328, %1831
  %1872 = sext i32 %1871 to i64
  %1873 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1872
  %1874 = and i1 %1838, %329
  %1875 = zext i1 %1874 to i32
  %1876 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1873, i32 %1875, i16 0) #5
  %1877 = getelementptr i8, ptr addrspace(3) %1839, i64 10
  store i16 %1876, ptr addrspace(3) %1877, align 2
  %1878 = add i32 %331, %1831
  %1879 = sext i32 %1878 to i64
  %1880 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1879
  %1881 = and i1 %1838, %332
  %1882 = zext i1 %1881 to i32
  %1883 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1880, i32 %1882, i16 0) #5
  %1884 = getelementptr i8, ptr addrspace(3) %1839, i64 12
  store i16 %1883, ptr addrspace(3) %1884, align 4
  %1885 = add i32 %334, %1831
  %1886 = sext i32 %1885 to i64
  %1887 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1886
  %1888 = and i1 %1838, %335
  %1889 = zext i1 %1888 to i32
  %1890 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1887, i32 %1889, i16 0) #5
  %1891 = getelementptr i8, ptr addrspace(3) %1839, i64 14
  store i16 %1890, ptr addrspace(3) %1891, align 2
  br label %.loopexit42

1892:                                             ; preds = %.loopexit44
  %1893 = select i1 %1838, i32 %89, i32 0
  %1894 = icmp eq i32 %1893, 0
  %1895 = select i1 %1894, ptr addrspace(1) %1, ptr addrspace(1) %1834
  %1896 = shl nuw nsw i32 %1893, 1
  %1897 = ptrtoint ptr addrspace(3) %1839 to i64
  %1898 = trunc i64 %1897 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1898, ptr addrspace(1) %1895, i32 %1896) #5
  br label %.loopexit42

.loopexit42:                                      ; preds = %.preheader41.preheader, %1892
  %1899 = or disjoint i32 %1500, %90
  %1900 = mul i32 %1899, %4
  %1901 = add i32 %1900, %74
  %1902 = sext i32 %1901 to i64
  %1903 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1902
  %1904 = ptrtoint ptr addrspace(1) %1903 to i64
  %1905 = and i64 %1904, 15
  %1906 = icmp eq i64 %1905, 0
  %1907 = icmp slt i32 %1899, %5
  %1908 = getelementptr i8, ptr addrspace(3) %1829, i64 %97
  br i1 %1906, label %1961, label %.preheader39.preheader

.preheader39.preheader:                           ; preds = %.loopexit42
  %1909 = and i1 %1907, %336
  %1910 = zext i1 %1909 to i32
  %1911 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1903, i32 %1910, i16 0) #5
  store i16 %1911, ptr addrspace(3) %1908, align 16
  %1912 = add i32 %338, %1900
  %1913 = sext i32 %1912 to i64
  %1914 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1913
  %1915 = and i1 %1907, %339
  %1916 = zext i1 %1915 to i32
  %1917 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1914, i32 %1916, i16 0) #5
  %1918 = getelementptr i8, ptr addrspace(3) %1908, i64 2
  store i16 %1917, ptr addrspace(3) %1918, align 2
  %1919 = add i32 %341, %1900
  %1920 = sext i32 %1919 to i64
  %1921 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1920
  %1922 = and i1 %1907, %342
  %1923 = zext i1 %1922 to i32
  %1924 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1921, i32 %1923, i16 0) #5
  %1925 = getelementptr i8, ptr addrspace(3) %1908, i64 4
  store i16 %1924, ptr addrspace(3) %1925, align 4
  %1926 = add i32 %344, %1900
  %1927 = sext i32 %1926 to i64
  %1928 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1927
  %1929 = and i1 %1907, %345
  %1930 = zext i1 %1929 to i32
  %1931 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1928, i32 %1930, i16 0) #5
  %1932 = getelementptr i8, ptr addrspace(3) %1908, i64 6
  store i16 %1931, ptr addrspace(3) %1932, align 2
  %1933 = add i32 %347, %1900
  %1934 = sext i32 %1933 to i64
  %1935 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1934
  %1936 = and i1 %1907, %348
  %1937 = zext i1 %1936 to i32
  %1938 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1935, i32 %1937, i16 0) #5
  %1939 = getelementptr i8, ptr addrspace(3) %1908, i64 8
  store i16 %1938, ptr addrspace(3) %1939, align 8
  %1940 = add i32 %350, %1900
  %1941 = sext i32 %1940 to i64
  %1942 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1941
  %1943 = and i1 %1907, %351
  %1944 = zext i1 %1943 to i32
  %1945 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1942, i32 %1944, i16 0) #5
  %1946 = getelementptr i8, ptr addrspace(3) %1908, i64 10
  store i16 %1945, ptr addrspace(3) %1946, align 2
  %1947 = add i32 %353, %1900
  %1948 = sext i32 %1947 to i64
  %1949 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1948
  %1950 = and i1 %1907, %354
  %1951 = zext i1 %1950 to i32
  %1952 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1949, i32 %1951, i16 0) #5
  %1953 = getelementptr i8, ptr addrspace(3) %1908, i64 12
  store i16 %1952, ptr addrspace(3) %1953, align 4
  %1954 = add i32 %356, %1900
  %1955 = sext i32 %1954 to i64
  %1956 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1955
  %1957 = and i1 %1907, %357
  %1958 = zext i1 %1957 to i32
  %1959 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1956, i32 %1958, i16 0) #5
  %1960 = getelementptr i8, ptr addrspace(3) %1908, i64 14
  store i16 %1959, ptr addrspace(3) %1960, align 2
  br label %.loopexit40

1961:                                             ; preds = %.loopexit42
  %1962 = select i1 %1907, i32 %89, i32 0
  %1963 = icmp eq i32 %1962, 0
  %1964 = select i1 %1963, ptr addrspace(1) %1, ptr addrspace(1) %1903
  %1965 = shl nuw nsw i32 %1962, 1
  %1966 = ptrtoint ptr addrspace(3) %1908 to i64
  %1967 = trunc i64 %1966 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1967, ptr addrspace(1) %1964, i32 %1965) #5
  br label %.loopexit40

.loopexit40:                                      ; preds = %.preheader39.preheader, %1961
  %1968 = or disjoint i32 %1500, %98
  %1969 = mul i32 %1968, %4
  %1970 = add i32 %1969, %74
  %1971 = sext i32 %1970 to i64
  %1972 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1971
  %1973 = ptrtoint ptr addrspace(1) %1972 to i64
  %1974 = and i64 %1973, 15
  %1975 = icmp eq i64 %1974, 0
  %1976 = icmp slt i32 %1968, %5
  %1977 = getelementptr i8, ptr addrspace(3) %1829, i64 %105
  br i1 %1975, label %2030, label %.preheader37.preheader

.preheader37.preheader:                           ; preds = %.loopexit40
  %1978 = and i1 %1976, %358
  %1979 = zext i1 %1978 to i32
  %1980 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1972, i32 %1979, i16 0) #5
  store i16 %1980, ptr addrspace(3) %1977, align 16
  %1981 = add i32 %360, %1969
  %1982 = sext i32 %1981 to i64
  %1983 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1982
  %1984 = and i1 %1976, %361
  %1985 = zext i1 %1984 to i32
  %1986 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1983, i32 %1985, i16 0) #5
  %1987 = getelementptr i8, ptr addrspace(3) %1977, i64 2
  store i16 %1986, ptr addrspace(3) %1987, align 2
  %1988 = add i32 %363, %1969
  %1989 = sext i32 %1988 to i64
  %1990 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1989
  %1991 = and i1 %1976, %364
  %1992 = zext i1 %1991 to i32
  %1993 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1990, i32 %1992, i16 0) #5
  %1994 = getelementptr i8, ptr addrspace(3) %1977, i64 4
  store i16 %1993, ptr addrspace(3) %1994, align 4
  %1995 = add i32 %366, %1969
  %1996 = sext i32 %1995 to i64
  %1997 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1996
  %1998 = and i1 %1976, %367
  %1999 = zext i1 %1998 to i32
  %2000 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1997, i32 %1999, i16 0) #5
  %2001 = getelementptr i8, ptr addrspace(3) %1977, i64 6
  store i16 %2000, ptr addrspace(3) %2001, align 2
  %2002 = add i32 %369, %1969
  %2003 = sext i32 %2002 to i64
  %2004 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2003
  %2005 = and i1 %1976, %370
  %2006 = zext i1 %2005 to i32
  %2007 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2004, i32 %2006, i16 0) #5
  %2008 = getelementptr i8, ptr addrspace(3) %1977, i64 8
  store i16 %2007, ptr addrspace(3) %2008, align 8
  %2009 = add i32 %372, %1969
  %2010 = sext i32 %2009 to i64
  %2011 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2010
  %2012 = and i1 %1976, %373
  %2013 = zext i1 %2012 to i32
  %2014 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2011, i32 %2013, i16 0) #5
  %2015 = getelementptr i8, ptr addrspace(3) %1977, i64 10
  store i16 %2014, ptr addrspace(3) %2015, align 2
  %2016 = add i32 %375, %1969
  %2017 = sext i32 %2016 to i64
  %2018 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2017
  %2019 = and i1 %1976, %376
  %2020 = zext i1 %2019 to i32
  %2021 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2018, i32 %2020, i16 0) #5
  %2022 = getelementptr i8, ptr addrspace(3) %1977, i64 12
  store i16 %2021, ptr addrspace(3) %2022, align 4
  %2023 = add i32 %378, %1969
  %2024 = sext i32 %2023 to i64
  %2025 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2024
  %2026 = and i1 %1976, %379
  %2027 = zext i1 %2026 to i32
  %2028 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2025, i32 %2027, i16 0) #5
  %2029 = getelementptr i8, ptr addrspace(3) %1977, i64 14
  store i16 %2028, ptr addrspace(3) %2029, align 2
  br label %.loopexit38

2030:                                             ; preds = %.loopexit40
  %2031 = select i1 %1976, i32 %89, i32 0
  %2032 = icmp eq i32 %2031, 0
  %2033 = select i1 %2032, ptr addrspace(1) %1, ptr addrspace(1) %1972
  %2034 = shl nuw nsw i32 %2031, 1
  %2035 = ptrtoint ptr addrspace(3) %1977 to i64
  %2036 = trunc i64 %2035 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %2036, ptr addrspace(1) %2033, i32 %2034) #5
  br label %.loopexit38

.loopexit38:                                      ; preds = %.preheader37.preheader, %2030
  %2037 = or disjoint i32 %1500, %106
  %2038 = mul i32 %2037, %4
  %2039 = add i32 %2038, %74
  %2040 = sext i32 %2039 to i64
  %2041 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2040
  %2042 = ptrtoint ptr addrspace(1) %2041 to i64
  %2043 = and i64 %2042, 15
  %2044 = icmp eq i64 %2043, 0
  %2045 = icmp slt i32 %2037, %5
  %2046 = getelementptr i8, ptr addrspace(3) %1829, i64 %113
  br i1 %2044, label %2099, label %.preheader35.preheader

.preheader35.preheader:                           ; preds = %.loopexit38
  %2047 = and i1 %2045, %380
  %2048 = zext i1 %2047 to i32
  %2049 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2041, i32 %2048, i16 0) #5
  store i16 %2049, ptr addrspace(3) %2046, align 16
  %2050 = add i32 %382, %2038
  %2051 = sext i32 %2050 to i64
  %2052 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2051
  %2053 = and i1 %2045, %383
  %2054 = zext i1 %2053 to i32
  %2055 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2052, i32 %2054, i16 0) #5
  %2056 = getelementptr i8, ptr addrspace(3) %2046, i64 2
  store i16 %2055, ptr addrspace(3) %2056, align 2
  %2057 = add i32 %385, %2038
  %2058 = sext i32 %2057 to i64
  %2059 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2058
  %2060 = and i1 %2045, %386
  %2061 = zext i1 %2060 to i32
  %2062 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2059, i32 %2061, i16 0) #5
  %2063 = getelementptr i8, ptr addrspace(3) %2046, i64 4
  store i16 %2062, ptr addrspace(3) %2063, align 4
  %2064 = add i32 %388, %2038
  %2065 = sext i32 %2064 to i64
  %2066 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2065
  %2067 = and i1 %2045, %389
  %2068 = zext i1 %2067 to i32
  %2069 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2066, i32 %2068, i16 0) #5
  %2070 = getelementptr i8, ptr addrspace(3) %2046, i64 6
  store i16 %2069, ptr addrspace(3) %2070, align 2
  %2071 = add i32 %391, %2038
  %2072 = sext i32 %2071 to i64
  %2073 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2072
  %2074 = and i1 %2045, %392
  %2075 = zext i1 %2074 to i32
  %2076 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2073, i32 %2075, i16 0) #5
  %2077 = getelementptr i8, ptr addrspace(3) %2046, i64 8
  store i16 %2076, ptr addrspace(3) %2077, align 8
  %2078 = add i32 %394, %2038
  %2079 = sext i32 %2078 to i64
  %2080 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2079
  %2081 = and i1 %2045, %395
  %2082 = zext i1 %2081 to i32
  %2083 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2080, i32 %2082, i16 0) #5
  %2084 = getelementptr i8, ptr addrspace(3) %2046, i64 10
  store i16 %2083, ptr addrspace(3) %2084, align 2
  %2085 = add i32 %397, %2038
  %2086 = sext i32 %2085 to i64
  %2087 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2086
  %2088 = and i1 %2045, %398
  %2089 = zext i1 %2088 to i32
  %2090 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2087, i32 %2089, i16 0) #5
  %2091 = getelementptr i8, ptr addrspace(3) %2046, i64 12
  store i16 %2090, ptr addrspace(3) %2091, align 4
  %2092 = add i32 %400, %2038
  %2093 = sext i32 %2092 to i64
  %2094 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2093
  %2095 = and i1 %2045, %401
  %2096 = zext i1 %2095 to i32
  %2097 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2094, i32 %2096, i16 0) #5
  %2098 = getelementptr i8, ptr addrspace(3) %2046, i64 14
  store i16 %2097, ptr addrspace(3) %2098, align 2
  br label %.loopexit36

2099:                                             ; preds = %.loopexit38
  %2100 = select i1 %2045, i32 %89, i32 0
  %2101 = icmp eq i32 %2100, 0
  %2102 = select i1 %2101, ptr addrspace(1) %1, ptr addrspace(1) %2041
  %2103 = shl nuw nsw i32 %2100, 1
  %2104 = ptrtoint ptr addrspace(3) %2046 to i64
  %2105 = trunc i64 %2104 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %2105, ptr addrspace(1) %2102, i32 %2103) #5
  br label %.loopexit36

.loopexit36:                                      ; preds = %.preheader35.preheader, %2099
  %2106 = or disjoint i32 %1500, %114
  %2107 = mul i32 %2106, %4
  %2108 = add i32 %2107, %74
  %2109 = sext i32 %2108 to i64
  %2110 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2109
  %2111 = ptrtoint ptr addrspace(1) %2110 to i64
  %2112 = and i64 %2111, 15
  %2113 = icmp eq i64 %2112, 0
  %2114 = icmp slt i32 %2106, %5
  %2115 = getelementptr i8, ptr addrspace(3) %1829, i64 %118
  br i1 %2113, label %2168, label %.preheader33.preheader

.preheader33.preheader:                           ; preds = %.loopexit36
  %2116 = and i1 %2114, %402
  %2117 = zext i1 %2116 to i32
  %2118 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2110, i32 %2117, i16 0) #5
  store i16 %2118, ptr addrspace(3) %2115, align 16
  %2119 = add i32 %404, %2107
  %2120 = sext i32 %2119 to i64
  %2121 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2120
  %2122 = and i1 %2114, %405
  %2123 = zext i1 %2122 to i32
  %2124 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2121, i32 %2123, i16 0) #5
  %2125 = getelementptr i8, ptr addrspace(3) %2115, i64 2
  store i16 %2124, ptr addrspace(3) %2125, align 2
  %2126 = add i32 %407, %2107
  %2127 = sext i32 %2126 to i64
  %2128 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2127
  %2129 = and i1 %2114, %408
  %2130 = zext i1 %2129 to i32
  %2131 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2128, i32 %2130, i16 0) #5
  %2132 = getelementptr i8, ptr addrspace(3) %2115, i64 4
  store i16 %2131, ptr addrspace(3) %2132, align 4
  %2133 = add i32 %410, %2107
  %2134 = sext i32 %2133 to i64
  %2135 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2134
  %2136 = and i1 %2114, %411
  %2137 = zext i1 %2136 to i32
  %2138 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2135, i32 %2137, i16 0) #5
  %2139 = getelementptr i8, ptr addrspace(3) %2115, i64 6
  store i16 %2138, ptr addrspace(3) %2139, align 2
  %2140 = add i32 %413, %2107
  %2141 = sext i32 %2140 to i64
  %2142 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2141
  %2143 = and i1 %2114, %414
  %2144 = zext i1 %2143 to i32
  %2145 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2142, i32 %2144, i16 0) #5
  %2146 = getelementptr i8, ptr addrspace(3) %2115, i64 8
  store i16 %2145, ptr addrspace(3) %2146, align 8
  %2147 = add i32 %416, %2107
  %2148 = sext i32 %2147 to i64
  %2149 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2148
  %2150 = and i1 %2114, %417
  %2151 = zext i1 %2150 to i32
  %2152 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2149, i32 %2151, i16 0) #5
  %2153 = getelementptr i8, ptr addrspace(3) %2115, i64 10
  store i16 %2152, ptr addrspace(3) %2153, align 2
  %2154 = add i32 %419, %2107
  %2155 = sext i32 %2154 to i64
  %2156 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2155
  %2157 = and i1 %2114, %420
  %2158 = zext i1 %2157 to i32
  %2159 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2156, i32 %2158, i16 0) #5
  %2160 = getelementptr i8, ptr addrspace(3) %2115, i64 12
  store i16 %2159, ptr addrspace(3) %2160, align 4
  %2161 = add i32 %422, %2107
  %2162 = sext i32 %2161 to i64
  %2163 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2162
  %2164 = and i1 %2114, %423
  %2165 = zext i1 %2164 to i32
  %2166 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2163, i32 %2165, i16 0) #5
  %2167 = getelementptr i8, ptr addrspace(3) %2115, i64 14
  store i16 %2166, ptr addrspace(3) %2167, align 2
  br label %.loopexit34

2168:                                             ; preds = %.loopexit36
  %2169 = select i1 %2114, i32 %89, i32 0
  %2170 = icmp eq i32 %2169, 0
  %2171 = select i1 %2170, ptr addrspace(1) %1, ptr addrspace(1) %2110
  %2172 = shl nuw nsw i32 %2169, 1
  %2173 = ptrtoint ptr addrspace(3) %2115 to i64
  %2174 = trunc i64 %2173 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %2174, ptr addrspace(1) %2171, i32 %2172) #5
  br label %.loopexit34

.loopexit34:                                      ; preds = %.preheader33.preheader, %2168
  %2175 = or disjoint i32 %1500, %119
  %2176 = mul i32 %2175, %4
  %2177 = add i32 %2176, %74
  %2178 = sext i32 %2177 to i64
  %2179 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2178
  %2180 = ptrtoint ptr addrspace(1) %2179 to i64
  %2181 = and i64 %2180, 15
  %2182 = icmp eq i64 %2181, 0
  %2183 = icmp slt i32 %2175, %5
  %2184 = getelementptr i8, ptr addrspace(3) %1829, i64 %123
  br i1 %2182, label %2237, label %.preheader31.preheader

.preheader31.preheader:                           ; preds = %.loopexit34
  %2185 = and i1 %2183, %424
  %2186 = zext i1 %2185 to i32
  %2187 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2179, i32 %2186, i16 0) #5
  store i16 %2187, ptr addrspace(3) %2184, align 16
  %2188 = add i32 %426, %2176
  %2189 = sext i32 %2188 to i64
  %2190 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2189
  %2191 = and i1 %2183, %427
  %2192 = zext i1 %2191 to i32
  %2193 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2190, i32 %2192, i16 0) #5
  %2194 = getelementptr i8, ptr addrspace(3) %2184, i64 2
  store i16 %2193, ptr addrspace(3) %2194, align 2
  %2195 = add i32 %429, %2176
  %2196 = sext i32 %2195 to i64
  %2197 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2196
  %2198 = and i1 %2183, %430
  %2199 = zext i1 %2198 to i32
  %2200 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2197, i32 %2199, i16 0) #5
  %2201 = getelementptr i8, ptr addrspace(3) %2184, i64 4
  store i16 %2200, ptr addrspace(3) %2201, align 4
  %2202 = add i32 %432, %2176
  %2203 = sext i32 %2202 to i64
  %2204 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2203
  %2205 = and i1 %2183, %433
  %2206 = zext i1 %2205 to i32
  %2207 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2204, i32 %2206, i16 0) #5
  %2208 = getelementptr i8, ptr addrspace(3) %2184, i64 6
  store i16 %2207, ptr addrspace(3) %2208, align 2
  %2209 = add i32 %435, %2176
  %2210 = sext i32 %2209 to i64
  %2211 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2210
  %2212 = and i1 %2183, %436
  %2213 = zext i1 %2212 to i32
  %2214 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2211, i32 %2213, i16 0) #5
  %2215 = getelementptr i8, ptr addrspace(3) %2184, i64 8
  store i16 %2214, ptr addrspace(3) %2215, align 8
  %2216 = add i32 %438, %2176
  %2217 = sext i32 %2216 to i64
  %2218 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2217
  %2219 = and i1 %2183, %439
  %2220 = zext i1 %2219 to i32
  %2221 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2218, i32 %2220, i16 0) #5
  %2222 = getelementptr i8, ptr addrspace(3) %2184, i64 10
  store i16 %2221, ptr addrspace(3) %2222, align 2
  %2223 = add i32 %441, %2176
  %2224 = sext i32 %2223 to i64
  %2225 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2224
  %2226 = and i1 %2183, %442
  %2227 = zext i1 %2226 to i32
  %2228 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2225, i32 %2227, i16 0) #5
  %2229 = getelementptr i8, ptr addrspace(3) %2184, i64 12
  store i16 %2228, ptr addrspace(3) %2229, align 4
  %2230 = add i32 %444, %2176
  %2231 = sext i32 %2230 to i64
  %2232 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2231
  %2233 = and i1 %2183, %445
  %2234 = zext i1 %2233 to i32
  %2235 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2232, i32 %2234, i16 0) #5
  %2236 = getelementptr i8, ptr addrspace(3) %2184, i64 14
  store i16 %2235, ptr addrspace(3) %2236, align 2
  br label %.loopexit32

2237:                                             ; preds = %.loopexit34
  %2238 = select i1 %2183, i32 %89, i32 0
  %2239 = icmp eq i32 %2238, 0
  %2240 = select i1 %2239, ptr addrspace(1) %1, ptr addrspace(1) %2179
  %2241 = shl nuw nsw i32 %2238, 1
  %2242 = ptrtoint ptr addrspace(3) %2184 to i64
  %2243 = trunc i64 %2242 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %2243, ptr addrspace(1) %2240, i32 %2241) #5
  br label %.loopexit32

.loopexit32:                                      ; preds = %.preheader31.preheader, %2237
  %2244 = or disjoint i32 %1500, %124
  %2245 = mul i32 %2244, %4
  %2246 = add i32 %2245, %74
  %2247 = sext i32 %2246 to i64
  %2248 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2247
  %2249 = ptrtoint ptr addrspace(1) %2248 to i64
  %2250 = and i64 %2249, 15
  %2251 = icmp eq i64 %2250, 0
  %2252 = icmp slt i32 %2244, %5
  %2253 = getelementptr i8, ptr addrspace(3) %1829, i64 %128
  br i1 %2251, label %2306, label %.preheader29.preheader

.preheader29.preheader:                           ; preds = %.loopexit32
  %2254 = and i1 %2252, %446
  %2255 = zext i1 %2254 to i32
  %2256 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2248, i32 %2255, i16 0) #5
  store i16 %2256, ptr addrspace(3) %2253, align 16
  %2257 = add i32 %448, %2245
  %2258 = sext i32 %2257 to i64
  %2259 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2258
  %2260 = and i1 %2252, %449
  %2261 = zext i1 %2260 to i32
  %2262 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2259, i32 %2261, i16 0) #5
  %2263 = getelementptr i8, ptr addrspace(3) %2253, i64 2
  store i16 %2262, ptr addrspace(3) %2263, align 2
  %2264 = add i32 %451, %2245
  %2265 = sext i32 %2264 to i64
  %2266 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2265
  %2267 = and i1 %2252, %452
  %2268 = zext i1 %2267 to i32
  %2269 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2266, i32 %2268, i16 0) #5
  %2270 = getelementptr i8, ptr addrspace(3) %2253, i64 4
  store i16 %2269, ptr addrspace(3) %2270, align 4
  %2271 = add i32 %454, %2245
  %2272 = sext i32 %2271 to i64
  %2273 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2272
  %2274 = and i1 %2252, %455
  %2275 = zext i1 %2274 to i32
  %2276 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2273, i32 %2275, i16 0) #5
  %2277 = getelementptr i8, ptr addrspace(3) %2253, i64 6
  store i16 %2276, ptr addrspace(3) %2277, align 2
  %2278 = add i32 %457, %2245
  %2279 = sext i32 %2278 to i64
  %2280 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2279
  %2281 = and i1 %2252, %458
  %2282 = zext i1 %2281 to i32
  %2283 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2280, i32 %2282, i16 0) #5
  %2284 = getelementptr i8, ptr addrspace(3) %2253, i64 8
  store i16 %2283, ptr addrspace(3) %2284, align 8
  %2285 = add i32 %460, %2245
  %2286 = sext i32 %2285 to i64
  %2287 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2286
  %2288 = and i1 %2252, %461
  %2289 = zext i1 %2288 to i32
  %2290 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2287, i32 %2289, i16 0) #5
  %2291 = getelementptr i8, ptr addrspace(3) %2253, i64 10
  store i16 %2290, ptr addrspace(3) %2291, align 2
  %2292 = add i32 %463, %2245
  %2293 = sext i32 %2292 to i64
  %2294 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2293
  %2295 = and i1 %2252, %464
  %2296 = zext i1 %2295 to i32
  %2297 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2294, i32 %2296, i16 0) #5
  %2298 = getelementptr i8, ptr addrspace(3) %2253, i64 12
  store i16 %2297, ptr addrspace(3) %2298, align 4
  %2299 = add i32 %466, %2245
  %2300 = sext i32 %2299 to i64
  %2301 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2300
  %2302 = and i1 %2252, %467
  %2303 = zext i1 %2302 to i32
  %2304 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2301, i32 %2303, i16 0) #5
  %2305 = getelementptr i8, ptr addrspace(3) %2253, i64 14
  store i16 %2304, ptr addrspace(3) %2305, align 2
  br label %.loopexit30

2306:                                             ; preds = %.loopexit32
  %2307 = select i1 %2252, i32 %89, i32 0
  %2308 = icmp eq i32 %2307, 0
  %2309 = select i1 %2308, ptr addrspace(1) %1, ptr addrspace(1) %2248
  %2310 = shl nuw nsw i32 %2307, 1
  %2311 = ptrtoint ptr addrspace(3) %2253 to i64
  %2312 = trunc i64 %2311 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %2312, ptr addrspace(1) %2309, i32 %2310) #5
  br label %.loopexit30

.loopexit30:                                      ; preds = %.preheader29.preheader, %2306
  %2313 = or disjoint i32 %1500, %129
  %2314 = mul i32 %2313, %4
  %2315 = add i32 %2314, %74
  %2316 = sext i32 %2315 to i64
  %2317 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2316
  %2318 = ptrtoint ptr addrspace(1) %2317 to i64
  %2319 = and i64 %2318, 15
  %2320 = icmp eq i64 %2319, 0
  %2321 = icmp slt i32 %2313, %5
  %2322 = getelementptr i8, ptr addrspace(3) %1829, i64 %133
  br i1 %2320, label %2375, label %.preheader.preheader

.preheader.preheader:                             ; preds = %.loopexit30
  %2323 = and i1 %2321, %468
  %2324 = zext i1 %2323 to i32
  %2325 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2317, i32 %2324, i16 0) #5
  store i16 %2325, ptr addrspace(3) %2322, align 16
  %2326 = add i32 %470, %2314
  %2327 = sext i32 %2326 to i64
  %2328 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2327
  %2329 = and i1 %2321, %471
  %2330 = zext i1 %2329 to i32
  %2331 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2328, i32 %2330, i16 0) #5
  %2332 = getelementptr i8, ptr addrspace(3) %2322, i64 2
  store i16 %2331, ptr addrspace(3) %2332, align 2
  %2333 = add i32 %473, %2314
  %2334 = sext i32 %2333 to i64
  %2335 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2334
  %2336 = and i1 %2321, %474
  %2337 = zext i1 %2336 to i32
  %2338 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2335, i32 %2337, i16 0) #5
  %2339 = getelementptr i8, ptr addrspace(3) %2322, i64 4
  store i16 %2338, ptr addrspace(3) %2339, align 4
  %2340 = add i32 %476, %2314
  %2341 = sext i32 %2340 to i64
  %2342 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2341
  %2343 = and i1 %2321, %477
  %2344 = zext i1 %2343 to i32
  %2345 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2342, i32 %2344, i16 0) #5
  %2346 = getelementptr i8, ptr addrspace(3) %2322, i64 6
  store i16 %2345, ptr addrspace(3) %2346, align 2
  %2347 = add i32 %479, %2314
  %2348 = sext i32 %2347 to i64
  %2349 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2348
  %2350 = and i1 %2321, %480
  %2351 = zext i1 %2350 to i32
  %2352 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2349, i32 %2351, i16 0) #5
  %2353 = getelementptr i8, ptr addrspace(3) %2322, i64 8
  store i16 %2352, ptr addrspace(3) %2353, align 8
  %2354 = add i32 %482, %2314
  %2355 = sext i32 %2354 to i64
  %2356 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2355
  %2357 = and i1 %2321, %483
  %2358 = zext i1 %2357 to i32
  %2359 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2356, i32 %2358, i16 0) #5
  %2360 = getelementptr i8, ptr addrspace(3) %2322, i64 10
  store i16 %2359, ptr addrspace(3) %2360, align 2
  %2361 = add i32 %485, %2314
  %2362 = sext i32 %2361 to i64
  %2363 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2362
  %2364 = and i1 %2321, %486
  %2365 = zext i1 %2364 to i32
  %2366 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2363, i32 %2365, i16 0) #5
  %2367 = getelementptr i8, ptr addrspace(3) %2322, i64 12
  store i16 %2366, ptr addrspace(3) %2367, align 4
  %2368 = add i32 %488, %2314
  %2369 = sext i32 %2368 to i64
  %2370 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2369
  %2371 = and i1 %2321, %489
  %2372 = zext i1 %2371 to i32
  %2373 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2370, i32 %2372, i16 0) #5
  %2374 = getelementptr i8, ptr addrspace(3) %2322, i64 14
  store i16 %2373, ptr addrspace(3) %2374, align 2
  br label %.loopexit

2375:                                             ; preds = %.loopexit30
  %2376 = select i1 %2321, i32 %89, i32 0
  %2377 = icmp eq i32 %2376, 0
  %2378 = select i1 %2377, ptr addrspace(1) %1, ptr addrspace(1) %2317
  %2379 = shl nuw nsw i32 %2376, 1
  %2380 = ptrtoint ptr addrspace(3) %2322 to i64
  %2381 = trunc i64 %2380 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %2381, ptr addrspace(1) %2378, i32 %2379) #5
  br label %.loopexit

.loopexit:                                        ; preds = %.preheader.preheader, %2375, %1369
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %2382 = mul i32 %1370, 49152
  %2383 = sext i32 %2382 to i64
  %2384 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x256_dsmem, i64 %2383
  %2385 = getelementptr i8, ptr addrspace(3) %2384, i64 16384
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #5
  %2386 = getelementptr i8, ptr addrspace(3) %2384, i64 %313
  %2387 = ptrtoint ptr addrspace(3) %2386 to i64
  %2388 = lshr exact i64 %2387, 4
  %2389 = and i64 %2388, 16383
  %2390 = or disjoint i64 %2389, 4611686293305360384
  %2391 = ptrtoint ptr addrspace(3) %2385 to i64
  %2392 = lshr exact i64 %2391, 4
  %2393 = and i64 %2392, 16383
  %2394 = or disjoint i64 %2393, 4611686293338849280
  %2395 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $128, $129, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127"(i64 %2390, i64 %2394, i32 1, float %1498, float %1497, float %1496, float %1495, float %1494, float %1493, float %1492, float %1491, float %1490, float %1489, float %1488, float %1487, float %1486, float %1485, float %1484, float %1483, float %1482, float %1481, float %1480, float %1479, float %1478, float %1477, float %1476, float %1475, float %1474, float %1473, float %1472, float %1471, float %1470, float %1469, float %1468, float %1467, float %1466, float %1465, float %1464, float %1463, float %1462, float %1461, float %1460, float %1459, float %1458, float %1457, float %1456, float %1455, float %1454, float %1453, float %1452, float %1451, float %1450, float %1449, float %1448, float %1447, float %1446, float %1445, float %1444, float %1443, float %1442, float %1441, float %1440, float %1439, float %1438, float %1437, float %1436, float %1435, float %1434, float %1433, float %1432, float %1431, float %1430, float %1429, float %1428, float %1427, float %1426, float %1425, float %1424, float %1423, float %1422, float %1421, float %1420, float %1419, float %1418, float %1417, float %1416, float %1415, float %1414, float %1413, float %1412, float %1411, float %1410, float %1409, float %1408, float %1407, float %1406, float %1405, float %1404, float %1403, float %1402, float %1401, float %1400, float %1399, float %1398, float %1397, float %1396, float %1395, float %1394, float %1393, float %1392, float %1391, float %1390, float %1389, float %1388, float %1387, float %1386, float %1385, float %1384, float %1383, float %1382, float %1381, float %1380, float %1379, float %1378, float %1377, float %1376, float %1375, float %1374, float %1373, float %1372, float %1371) #5
  %2396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 0
  %2397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 1
  %2398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 2
  %2399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 3
  %2400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 4
  %2401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 5
  %2402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 6
  %2403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 7
  %2404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 8
  %2405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 9
  %2406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 10
  %2407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 11
  %2408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 12
  %2409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 13
  %2410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 14
  %2411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 15
  %2412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 16
  %2413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 17
  %2414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 18
  %2415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 19
  %2416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 20
  %2417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 21
  %2418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 22
  %2419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 23
  %2420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 24
  %2421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 25
  %2422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 26
  %2423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 27
  %2424 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 28
  %2425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 29
  %2426 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 30
  %2427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 31
  %2428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 32
  %2429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 33
  %2430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 34
  %2431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 35
  %2432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 36
  %2433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 37
  %2434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 38
  %2435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 39
  %2436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 40
  %2437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 41
  %2438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 42
  %2439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 43
  %2440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 44
  %2441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 45
  %2442 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 46
  %2443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 47
  %2444 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 48
  %2445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 49
  %2446 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 50
  %2447 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 51
  %2448 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 52
  %2449 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 53
  %2450 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 54
  %2451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 55
  %2452 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 56
  %2453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 57
  %2454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 58
  %2455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 59
  %2456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 60
  %2457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 61
  %2458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 62
  %2459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 63
  %2460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 64
  %2461 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 65
  %2462 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 66
  %2463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 67
  %2464 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 68
  %2465 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 69
  %2466 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 70
  %2467 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 71
  %2468 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 72
  %2469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 73
  %2470 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 74
  %2471 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 75
  %2472 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 76
  %2473 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 77
  %2474 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 78
  %2475 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 79
  %2476 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 80
  %2477 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 81
  %2478 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 82
  %2479 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 83
  %2480 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 84
  %2481 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 85
  %2482 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 86
  %2483 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 87
  %2484 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 88
  %2485 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 89
  %2486 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 90
  %2487 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 91
  %2488 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 92
  %2489 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 93
  %2490 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 94
  %2491 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 95
  %2492 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 96
  %2493 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 97
  %2494 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 98
  %2495 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 99
  %2496 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 100
  %2497 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 101
  %2498 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 102
  %2499 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 103
  %2500 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 104
  %2501 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 105
  %2502 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 106
  %2503 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 107
  %2504 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 108
  %2505 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 109
  %2506 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 110
  %2507 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 111
  %2508 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 112
  %2509 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 113
  %2510 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 114
  %2511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 115
  %2512 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 116
  %2513 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 117
  %2514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 118
  %2515 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 119
  %2516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 120
  %2517 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 121
  %2518 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 122
  %2519 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 123
  %2520 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 124
  %2521 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 125
  %2522 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 126
  %2523 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2395, 127
  %2524 = getelementptr i8, ptr addrspace(3) %2386, i64 32
  %2525 = ptrtoint ptr addrspace(3) %2524 to i64
  %2526 = lshr exact i64 %2525, 4
  %2527 = and i64 %2526, 16383
  %2528 = or disjoint i64 %2527, 4611686293305360384
  %2529 = getelementptr i8, ptr addrspace(3) %2384, i64 18432
  %2530 = ptrtoint ptr addrspace(3) %2529 to i64
  %2531 = lshr exact i64 %2530, 4
  %2532 = and i64 %2531, 16383
  %2533 = or disjoint i64 %2532, 4611686293338849280
  %2534 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $128, $129, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127"(i64 %2528, i64 %2533, i32 1, float %2396, float %2397, float %2398, float %2399, float %2400, float %2401, float %2402, float %2403, float %2404, float %2405, float %2406, float %2407, float %2408, float %2409, float %2410, float %2411, float %2412, float %2413, float %2414, float %2415, float %2416, float %2417, float %2418, float %2419, float %2420, float %2421, float %2422, float %2423, float %2424, float %2425, float %2426, float %2427, float %2428, float %2429, float %2430, float %2431, float %2432, float %2433, float %2434, float %2435, float %2436, float %2437, float %2438, float %2439, float %2440, float %2441, float %2442, float %2443, float %2444, float %2445, float %2446, float %2447, float %2448, float %2449, float %2450, float %2451, float %2452, float %2453, float %2454, float %2455, float %2456, float %2457, float %2458, float %2459, float %2460, float %2461, float %2462, float %2463, float %2464, float %2465, float %2466, float %2467, float %2468, float %2469, float %2470, float %2471, float %2472, float %2473, float %2474, float %2475, float %2476, float %2477, float %2478, float %2479, float %2480, float %2481, float %2482, float %2483, float %2484, float %2485, float %2486, float %2487, float %2488, float %2489, float %2490, float %2491, float %2492, float %2493, float %2494, float %2495, float %2496, float %2497, float %2498, float %2499, float %2500, float %2501, float %2502, float %2503, float %2504, float %2505, float %2506, float %2507, float %2508, float %2509, float %2510, float %2511, float %2512, float %2513, float %2514, float %2515, float %2516, float %2517, float %2518, float %2519, float %2520, float %2521, float %2522, float %2523) #5
  %2535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 0
  %2536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 1
  %2537 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 2
  %2538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 3
  %2539 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 4
  %2540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 5
  %2541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 6
  %2542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 7
  %2543 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 8
  %2544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 9
  %2545 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 10
  %2546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 11
  %2547 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 12
  %2548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 13
  %2549 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 14
  %2550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 15
  %2551 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 16
  %2552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 17
  %2553 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 18
  %2554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 19
  %2555 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 20
  %2556 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 21
  %2557 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 22
  %2558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 23
  %2559 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 24
  %2560 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 25
  %2561 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 26
  %2562 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 27
  %2563 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 28
  %2564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 29
  %2565 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 30
  %2566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 31
  %2567 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 32
  %2568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 33
  %2569 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 34
  %2570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 35
  %2571 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 36
  %2572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 37
  %2573 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 38
  %2574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 39
  %2575 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 40
  %2576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 41
  %2577 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 42
  %2578 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 43
  %2579 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 44
  %2580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 45
  %2581 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 46
  %2582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 47
  %2583 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 48
  %2584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 49
  %2585 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 50
  %2586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 51
  %2587 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 52
  %2588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 53
  %2589 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 54
  %2590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 55
  %2591 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 56
  %2592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 57
  %2593 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 58
  %2594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 59
  %2595 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 60
  %2596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 61
  %2597 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 62
  %2598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 63
  %2599 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 64
  %2600 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 65
  %2601 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 66
  %2602 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 67
  %2603 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 68
  %2604 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 69
  %2605 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 70
  %2606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 71
  %2607 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 72
  %2608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 73
  %2609 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 74
  %2610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 75
  %2611 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 76
  %2612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 77
  %2613 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 78
  %2614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 79
  %2615 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 80
  %2616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 81
  %2617 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 82
  %2618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 83
  %2619 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 84
  %2620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 85
  %2621 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 86
  %2622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 87
  %2623 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 88
  %2624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 89
  %2625 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 90
  %2626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 91
  %2627 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 92
  %2628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 93
  %2629 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 94
  %2630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 95
  %2631 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 96
  %2632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 97
  %2633 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 98
  %2634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 99
  %2635 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 100
  %2636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 101
  %2637 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 102
  %2638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 103
  %2639 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 104
  %2640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 105
  %2641 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 106
  %2642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 107
  %2643 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 108
  %2644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 109
  %2645 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 110
  %2646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 111
  %2647 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 112
  %2648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 113
  %2649 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 114
  %2650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 115
  %2651 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 116
  %2652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 117
  %2653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 118
  %2654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 119
  %2655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 120
  %2656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 121
  %2657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 122
  %2658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 123
  %2659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 124
  %2660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 125
  %2661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 126
  %2662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2534, 127
  %2663 = getelementptr i8, ptr addrspace(3) %2386, i64 64
  %2664 = ptrtoint ptr addrspace(3) %2663 to i64
  %2665 = lshr exact i64 %2664, 4
  %2666 = and i64 %2665, 16383
  %2667 = or disjoint i64 %2666, 4611686293305360384
  %2668 = getelementptr i8, ptr addrspace(3) %2384, i64 20480
  %2669 = ptrtoint ptr addrspace(3) %2668 to i64
  %2670 = lshr exact i64 %2669, 4
  %2671 = and i64 %2670, 16383
  %2672 = or disjoint i64 %2671, 4611686293338849280
  %2673 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $128, $129, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127"(i64 %2667, i64 %2672, i32 1, float %2535, float %2536, float %2537, float %2538, float %2539, float %2540, float %2541, float %2542, float %2543, float %2544, float %2545, float %2546, float %2547, float %2548, float %2549, float %2550, float %2551, float %2552, float %2553, float %2554, float %2555, float %2556, float %2557, float %2558, float %2559, float %2560, float %2561, float %2562, float %2563, float %2564, float %2565, float %2566, float %2567, float %2568, float %2569, float %2570, float %2571, float %2572, float %2573, float %2574, float %2575, float %2576, float %2577, float %2578, float %2579, float %2580, float %2581, float %2582, float %2583, float %2584, float %2585, float %2586, float %2587, float %2588, float %2589, float %2590, float %2591, float %2592, float %2593, float %2594, float %2595, float %2596, float %2597, float %2598, float %2599, float %2600, float %2601, float %2602, float %2603, float %2604, float %2605, float %2606, float %2607, float %2608, float %2609, float %2610, float %2611, float %2612, float %2613, float %2614, float %2615, float %2616, float %2617, float %2618, float %2619, float %2620, float %2621, float %2622, float %2623, float %2624, float %2625, float %2626, float %2627, float %2628, float %2629, float %2630, float %2631, float %2632, float %2633, float %2634, float %2635, float %2636, float %2637, float %2638, float %2639, float %2640, float %2641, float %2642, float %2643, float %2644, float %2645, float %2646, float %2647, float %2648, float %2649, float %2650, float %2651, float %2652, float %2653, float %2654, float %2655, float %2656, float %2657, float %2658, float %2659, float %2660, float %2661, float %2662) #5
  %2674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 0
  %2675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 1
  %2676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 2
  %2677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 3
  %2678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 4
  %2679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 5
  %2680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 6
  %2681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 7
  %2682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 8
  %2683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 9
  %2684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 10
  %2685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 11
  %2686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 12
  %2687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 13
  %2688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 14
  %2689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 15
  %2690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 16
  %2691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 17
  %2692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 18
  %2693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 19
  %2694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 20
  %2695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 21
  %2696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 22
  %2697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 23
  %2698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 24
  %2699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 25
  %2700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 26
  %2701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 27
  %2702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 28
  %2703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 29
  %2704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 30
  %2705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 31
  %2706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 32
  %2707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 33
  %2708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 34
  %2709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 35
  %2710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 36
  %2711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 37
  %2712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 38
  %2713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 39
  %2714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 40
  %2715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 41
  %2716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 42
  %2717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 43
  %2718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 44
  %2719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 45
  %2720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 46
  %2721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 47
  %2722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 48
  %2723 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 49
  %2724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 50
  %2725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 51
  %2726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 52
  %2727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 53
  %2728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 54
  %2729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 55
  %2730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 56
  %2731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 57
  %2732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 58
  %2733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 59
  %2734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 60
  %2735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 61
  %2736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 62
  %2737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 63
  %2738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 64
  %2739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 65
  %2740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 66
  %2741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 67
  %2742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 68
  %2743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 69
  %2744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 70
  %2745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 71
  %2746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 72
  %2747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 73
  %2748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 74
  %2749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 75
  %2750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 76
  %2751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 77
  %2752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 78
  %2753 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 79
  %2754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 80
  %2755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 81
  %2756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 82
  %2757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 83
  %2758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 84
  %2759 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 85
  %2760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 86
  %2761 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 87
  %2762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 88
  %2763 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 89
  %2764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 90
  %2765 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 91
  %2766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 92
  %2767 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 93
  %2768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 94
  %2769 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 95
  %2770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 96
  %2771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 97
  %2772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 98
  %2773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 99
  %2774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 100
  %2775 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 101
  %2776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 102
  %2777 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 103
  %2778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 104
  %2779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 105
  %2780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 106
  %2781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 107
  %2782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 108
  %2783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 109
  %2784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 110
  %2785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 111
  %2786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 112
  %2787 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 113
  %2788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 114
  %2789 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 115
  %2790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 116
  %2791 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 117
  %2792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 118
  %2793 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 119
  %2794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 120
  %2795 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 121
  %2796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 122
  %2797 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 123
  %2798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 124
  %2799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 125
  %2800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 126
  %2801 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2673, 127
  %2802 = getelementptr i8, ptr addrspace(3) %2386, i64 96
  %2803 = ptrtoint ptr addrspace(3) %2802 to i64
  %2804 = lshr exact i64 %2803, 4
  %2805 = and i64 %2804, 16383
  %2806 = or disjoint i64 %2805, 4611686293305360384
  %2807 = getelementptr i8, ptr addrspace(3) %2384, i64 22528
  %2808 = ptrtoint ptr addrspace(3) %2807 to i64
  %2809 = lshr exact i64 %2808, 4
  %2810 = and i64 %2809, 16383
  %2811 = or disjoint i64 %2810, 4611686293338849280
  %2812 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $130, 0;\0Awgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65, $66, $67, $68, $69, $70, $71, $72, $73, $74, $75, $76, $77, $78, $79, $80, $81, $82, $83, $84, $85, $86, $87, $88, $89, $90, $91, $92, $93, $94, $95, $96, $97, $98, $99, $100, $101, $102, $103, $104, $105, $106, $107, $108, $109, $110, $111, $112, $113, $114, $115, $116, $117, $118, $119, $120, $121, $122, $123, $124, $125, $126, $127}, $128, $129, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127"(i64 %2806, i64 %2811, i32 1, float %2674, float %2675, float %2676, float %2677, float %2678, float %2679, float %2680, float %2681, float %2682, float %2683, float %2684, float %2685, float %2686, float %2687, float %2688, float %2689, float %2690, float %2691, float %2692, float %2693, float %2694, float %2695, float %2696, float %2697, float %2698, float %2699, float %2700, float %2701, float %2702, float %2703, float %2704, float %2705, float %2706, float %2707, float %2708, float %2709, float %2710, float %2711, float %2712, float %2713, float %2714, float %2715, float %2716, float %2717, float %2718, float %2719, float %2720, float %2721, float %2722, float %2723, float %2724, float %2725, float %2726, float %2727, float %2728, float %2729, float %2730, float %2731, float %2732, float %2733, float %2734, float %2735, float %2736, float %2737, float %2738, float %2739, float %2740, float %2741, float %2742, float %2743, float %2744, float %2745, float %2746, float %2747, float %2748, float %2749, float %2750, float %2751, float %2752, float %2753, float %2754, float %2755, float %2756, float %2757, float %2758, float %2759, float %2760, float %2761, float %2762, float %2763, float %2764, float %2765, float %2766, float %2767, float %2768, float %2769, float %2770, float %2771, float %2772, float %2773, float %2774, float %2775, float %2776, float %2777, float %2778, float %2779, float %2780, float %2781, float %2782, float %2783, float %2784, float %2785, float %2786, float %2787, float %2788, float %2789, float %2790, float %2791, float %2792, float %2793, float %2794, float %2795, float %2796, float %2797, float %2798, float %2799, float %2800, float %2801) #5
  %2813 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 0
  %2814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 1
  %2815 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 2
  %2816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 3
  %2817 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 4
  %2818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 5
  %2819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 6
  %2820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 7
  %2821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 8
  %2822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 9
  %2823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 10
  %2824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 11
  %2825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 12
  %2826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 13
  %2827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 14
  %2828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 15
  %2829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 16
  %2830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 17
  %2831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 18
  %2832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 19
  %2833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 20
  %2834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 21
  %2835 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 22
  %2836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 23
  %2837 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 24
  %2838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 25
  %2839 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 26
  %2840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 27
  %2841 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 28
  %2842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 29
  %2843 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 30
  %2844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 31
  %2845 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 32
  %2846 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 33
  %2847 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 34
  %2848 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 35
  %2849 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 36
  %2850 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 37
  %2851 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 38
  %2852 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 39
  %2853 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 40
  %2854 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 41
  %2855 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 42
  %2856 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 43
  %2857 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 44
  %2858 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 45
  %2859 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 46
  %2860 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 47
  %2861 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 48
  %2862 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 49
  %2863 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 50
  %2864 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 51
  %2865 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 52
  %2866 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 53
  %2867 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 54
  %2868 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 55
  %2869 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 56
  %2870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 57
  %2871 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 58
  %2872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 59
  %2873 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 60
  %2874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 61
  %2875 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 62
  %2876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 63
  %2877 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 64
  %2878 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 65
  %2879 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 66
  %2880 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 67
  %2881 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 68
  %2882 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 69
  %2883 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 70
  %2884 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 71
  %2885 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 72
  %2886 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 73
  %2887 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 74
  %2888 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 75
  %2889 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 76
  %2890 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 77
  %2891 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 78
  %2892 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 79
  %2893 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 80
  %2894 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 81
  %2895 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 82
  %2896 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 83
  %2897 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 84
  %2898 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 85
  %2899 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 86
  %2900 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 87
  %2901 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 88
  %2902 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 89
  %2903 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 90
  %2904 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 91
  %2905 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 92
  %2906 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 93
  %2907 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 94
  %2908 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 95
  %2909 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 96
  %2910 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 97
  %2911 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 98
  %2912 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 99
  %2913 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 100
  %2914 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 101
  %2915 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 102
  %2916 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 103
  %2917 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 104
  %2918 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 105
  %2919 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 106
  %2920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 107
  %2921 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 108
  %2922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 109
  %2923 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 110
  %2924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 111
  %2925 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 112
  %2926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 113
  %2927 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 114
  %2928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 115
  %2929 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 116
  %2930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 117
  %2931 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 118
  %2932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 119
  %2933 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 120
  %2934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 121
  %2935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 122
  %2936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 123
  %2937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 124
  %2938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 125
  %2939 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 126
  %2940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2812, 127
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #5
  %2941 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127"(float %2813, float %2814, float %2815, float %2816, float %2817, float %2818, float %2819, float %2820, float %2821, float %2822, float %2823, float %2824, float %2825, float %2826, float %2827, float %2828, float %2829, float %2830, float %2831, float %2832, float %2833, float %2834, float %2835, float %2836, float %2837, float %2838, float %2839, float %2840, float %2841, float %2842, float %2843, float %2844, float %2845, float %2846, float %2847, float %2848, float %2849, float %2850, float %2851, float %2852, float %2853, float %2854, float %2855, float %2856, float %2857, float %2858, float %2859, float %2860, float %2861, float %2862, float %2863, float %2864, float %2865, float %2866, float %2867, float %2868, float %2869, float %2870, float %2871, float %2872, float %2873, float %2874, float %2875, float %2876, float %2877, float %2878, float %2879, float %2880, float %2881, float %2882, float %2883, float %2884, float %2885, float %2886, float %2887, float %2888, float %2889, float %2890, float %2891, float %2892, float %2893, float %2894, float %2895, float %2896, float %2897, float %2898, float %2899, float %2900, float %2901, float %2902, float %2903, float %2904, float %2905, float %2906, float %2907, float %2908, float %2909, float %2910, float %2911, float %2912, float %2913, float %2914, float %2915, float %2916, float %2917, float %2918, float %2919, float %2920, float %2921, float %2922, float %2923, float %2924, float %2925, float %2926, float %2927, float %2928, float %2929, float %2930, float %2931, float %2932, float %2933, float %2934, float %2935, float %2936, float %2937, float %2938, float %2939, float %2940) #5
  %2942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 0
  %2943 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 1
  %2944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 2
  %2945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 3
  %2946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 4
  %2947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 5
  %2948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 6
  %2949 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 7
  %2950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 8
  %2951 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 9
  %2952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 10
  %2953 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 11
  %2954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 12
  %2955 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 13
  %2956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 14
  %2957 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 15
  %2958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 16
  %2959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 17
  %2960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 18
  %2961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 19
  %2962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 20
  %2963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 21
  %2964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 22
  %2965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 23
  %2966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 24
  %2967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 25
  %2968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 26
  %2969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 27
  %2970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 28
  %2971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 29
  %2972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 30
  %2973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 31
  %2974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 32
  %2975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 33
  %2976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 34
  %2977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 35
  %2978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 36
  %2979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 37
  %2980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 38
  %2981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 39
  %2982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 40
  %2983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 41
  %2984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 42
  %2985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 43
  %2986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 44
  %2987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 45
  %2988 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 46
  %2989 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 47
  %2990 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 48
  %2991 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 49
  %2992 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 50
  %2993 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 51
  %2994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 52
  %2995 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 53
  %2996 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 54
  %2997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 55
  %2998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 56
  %2999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 57
  %3000 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 58
  %3001 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 59
  %3002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 60
  %3003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 61
  %3004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 62
  %3005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 63
  %3006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 64
  %3007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 65
  %3008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 66
  %3009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 67
  %3010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 68
  %3011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 69
  %3012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 70
  %3013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 71
  %3014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 72
  %3015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 73
  %3016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 74
  %3017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 75
  %3018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 76
  %3019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 77
  %3020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 78
  %3021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 79
  %3022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 80
  %3023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 81
  %3024 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 82
  %3025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 83
  %3026 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 84
  %3027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 85
  %3028 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 86
  %3029 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 87
  %3030 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 88
  %3031 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 89
  %3032 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 90
  %3033 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 91
  %3034 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 92
  %3035 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 93
  %3036 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 94
  %3037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 95
  %3038 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 96
  %3039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 97
  %3040 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 98
  %3041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 99
  %3042 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 100
  %3043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 101
  %3044 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 102
  %3045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 103
  %3046 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 104
  %3047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 105
  %3048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 106
  %3049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 107
  %3050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 108
  %3051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 109
  %3052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 110
  %3053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 111
  %3054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 112
  %3055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 113
  %3056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 114
  %3057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 115
  %3058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 116
  %3059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 117
  %3060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 118
  %3061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 119
  %3062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 120
  %3063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 121
  %3064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 122
  %3065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 123
  %3066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 124
  %3067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 125
  %3068 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 126
  %3069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2941, 127
  %3070 = add i32 %1370, 1
  %3071 = icmp eq i32 %3070, 4
  %3072 = select i1 %3071, i32 0, i32 %3070
  %3073 = add i32 %1499, 64
  %3074 = icmp slt i32 %3073, %5
  br i1 %3074, label %1369, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.preheader51
  %.lcssa202 = phi float [ 0.000000e+00, %.preheader51 ], [ %2942, %.loopexit ]
  %.lcssa201 = phi float [ 0.000000e+00, %.preheader51 ], [ %2943, %.loopexit ]
  %.lcssa200 = phi float [ 0.000000e+00, %.preheader51 ], [ %2944, %.loopexit ]
  %.lcssa199 = phi float [ 0.000000e+00, %.preheader51 ], [ %2945, %.loopexit ]
  %.lcssa198 = phi float [ 0.000000e+00, %.preheader51 ], [ %2946, %.loopexit ]
  %.lcssa197 = phi float [ 0.000000e+00, %.preheader51 ], [ %2947, %.loopexit ]
  %.lcssa196 = phi float [ 0.000000e+00, %.preheader51 ], [ %2948, %.loopexit ]
  %.lcssa195 = phi float [ 0.000000e+00, %.preheader51 ], [ %2949, %.loopexit ]
  %.lcssa194 = phi float [ 0.000000e+00, %.preheader51 ], [ %2950, %.loopexit ]
  %.lcssa193 = phi float [ 0.000000e+00, %.preheader51 ], [ %2951, %.loopexit ]
  %.lcssa192 = phi float [ 0.000000e+00, %.preheader51 ], [ %2952, %.loopexit ]
  %.lcssa191 = phi float [ 0.000000e+00, %.preheader51 ], [ %2953, %.loopexit ]
  %.lcssa190 = phi float [ 0.000000e+00, %.preheader51 ], [ %2954, %.loopexit ]
  %.lcssa189 = phi float [ 0.000000e+00, %.preheader51 ], [ %2955, %.loopexit ]
  %.lcssa188 = phi float [ 0.000000e+00, %.preheader51 ], [ %2956, %.loopexit ]
  %.lcssa187 = phi float [ 0.000000e+00, %.preheader51 ], [ %2957, %.loopexit ]
  %.lcssa186 = phi float [ 0.000000e+00, %.preheader51 ], [ %2958, %.loopexit ]
  %.lcssa185 = phi float [ 0.000000e+00, %.preheader51 ], [ %2959, %.loopexit ]
  %.lcssa184 = phi float [ 0.000000e+00, %.preheader51 ], [ %2960, %.loopexit ]
  %.lcssa183 = phi float [ 0.000000e+00, %.preheader51 ], [ %2961, %.loopexit ]
  %.lcssa182 = phi float [ 0.000000e+00, %.preheader51 ], [ %2962, %.loopexit ]
  %.lcssa181 = phi float [ 0.000000e+00, %.preheader51 ], [ %2963, %.loopexit ]
  %.lcssa180 = phi float [ 0.000000e+00, %.preheader51 ], [ %2964, %.loopexit ]
  %.lcssa179 = phi float [ 0.000000e+00, %.preheader51 ], [ %2965, %.loopexit ]
  %.lcssa178 = phi float [ 0.000000e+00, %.preheader51 ], [ %2966, %.loopexit ]
  %.lcssa177 = phi float [ 0.000000e+00, %.preheader51 ], [ %2967, %.loopexit ]
  %.lcssa176 = phi float [ 0.000000e+00, %.preheader51 ], [ %2968, %.loopexit ]
  %.lcssa175 = phi float [ 0.000000e+00, %.preheader51 ], [ %2969, %.loopexit ]
  %.lcssa174 = phi float [ 0.000000e+00, %.preheader51 ], [ %2970, %.loopexit ]
  %.lcssa173 = phi float [ 0.000000e+00, %.preheader51 ], [ %2971, %.loopexit ]
  %.lcssa172 = phi float [ 0.000000e+00, %.preheader51 ], [ %2972, %.loopexit ]
  %.lcssa171 = phi float [ 0.000000e+00, %.preheader51 ], [ %2973, %.loopexit ]
  %.lcssa170 = phi float [ 0.000000e+00, %.preheader51 ], [ %2974, %.loopexit ]
  %.lcssa169 = phi float [ 0.000000e+00, %.preheader51 ], [ %2975, %.loopexit ]
  %.lcssa168 = phi float [ 0.000000e+00, %.preheader51 ], [ %2976, %.loopexit ]
  %.lcssa167 = phi float [ 0.000000e+00, %.preheader51 ], [ %2977, %.loopexit ]
  %.lcssa166 = phi float [ 0.000000e+00, %.preheader51 ], [ %2978, %.loopexit ]
  %.lcssa165 = phi float [ 0.000000e+00, %.preheader51 ], [ %2979, %.loopexit ]
  %.lcssa164 = phi float [ 0.000000e+00, %.preheader51 ], [ %2980, %.loopexit ]
  %.lcssa163 = phi float [ 0.000000e+00, %.preheader51 ], [ %2981, %.loopexit ]
  %.lcssa162 = phi float [ 0.000000e+00, %.preheader51 ], [ %2982, %.loopexit ]
  %.lcssa161 = phi float [ 0.000000e+00, %.preheader51 ], [ %2983, %.loopexit ]
  %.lcssa160 = phi float [ 0.000000e+00, %.preheader51 ], [ %2984, %.loopexit ]
  %.lcssa159 = phi float [ 0.000000e+00, %.preheader51 ], [ %2985, %.loopexit ]
  %.lcssa158 = phi float [ 0.000000e+00, %.preheader51 ], [ %2986, %.loopexit ]
  %.lcssa157 = phi float [ 0.000000e+00, %.preheader51 ], [ %2987, %.loopexit ]
  %.lcssa156 = phi float [ 0.000000e+00, %.preheader51 ], [ %2988, %.loopexit ]
  %.lcssa155 = phi float [ 0.000000e+00, %.preheader51 ], [ %2989, %.loopexit ]
  %.lcssa154 = phi float [ 0.000000e+00, %.preheader51 ], [ %2990, %.loopexit ]
  %.lcssa153 = phi float [ 0.000000e+00, %.preheader51 ], [ %2991, %.loopexit ]
  %.lcssa152 = phi float [ 0.000000e+00, %.preheader51 ], [ %2992, %.loopexit ]
  %.lcssa151 = phi float [ 0.000000e+00, %.preheader51 ], [ %2993, %.loopexit ]
  %.lcssa150 = phi float [ 0.000000e+00, %.preheader51 ], [ %2994, %.loopexit ]
  %.lcssa149 = phi float [ 0.000000e+00, %.preheader51 ], [ %2995, %.loopexit ]
  %.lcssa148 = phi float [ 0.000000e+00, %.preheader51 ], [ %2996, %.loopexit ]
  %.lcssa147 = phi float [ 0.000000e+00, %.preheader51 ], [ %2997, %.loopexit ]
  %.lcssa146 = phi float [ 0.000000e+00, %.preheader51 ], [ %2998, %.loopexit ]
  %.lcssa145 = phi float [ 0.000000e+00, %.preheader51 ], [ %2999, %.loopexit ]
  %.lcssa144 = phi float [ 0.000000e+00, %.preheader51 ], [ %3000, %.loopexit ]
  %.lcssa143 = phi float [ 0.000000e+00, %.preheader51 ], [ %3001, %.loopexit ]
  %.lcssa142 = phi float [ 0.000000e+00, %.preheader51 ], [ %3002, %.loopexit ]
  %.lcssa141 = phi float [ 0.000000e+00, %.preheader51 ], [ %3003, %.loopexit ]
  %.lcssa140 = phi float [ 0.000000e+00, %.preheader51 ], [ %3004, %.loopexit ]
  %.lcssa139 = phi float [ 0.000000e+00, %.preheader51 ], [ %3005, %.loopexit ]
  %.lcssa138 = phi float [ 0.000000e+00, %.preheader51 ], [ %3006, %.loopexit ]
  %.lcssa137 = phi float [ 0.000000e+00, %.preheader51 ], [ %3007, %.loopexit ]
  %.lcssa136 = phi float [ 0.000000e+00, %.preheader51 ], [ %3008, %.loopexit ]
  %.lcssa135 = phi float [ 0.000000e+00, %.preheader51 ], [ %3009, %.loopexit ]
  %.lcssa134 = phi float [ 0.000000e+00, %.preheader51 ], [ %3010, %.loopexit ]
  %.lcssa133 = phi float [ 0.000000e+00, %.preheader51 ], [ %3011, %.loopexit ]
  %.lcssa132 = phi float [ 0.000000e+00, %.preheader51 ], [ %3012, %.loopexit ]
  %.lcssa131 = phi float [ 0.000000e+00, %.preheader51 ], [ %3013, %.loopexit ]
  %.lcssa130 = phi float [ 0.000000e+00, %.preheader51 ], [ %3014, %.loopexit ]
  %.lcssa129 = phi float [ 0.000000e+00, %.preheader51 ], [ %3015, %.loopexit ]
  %.lcssa128 = phi float [ 0.000000e+00, %.preheader51 ], [ %3016, %.loopexit ]
  %.lcssa127 = phi float [ 0.000000e+00, %.preheader51 ], [ %3017, %.loopexit ]
  %.lcssa126 = phi float [ 0.000000e+00, %.preheader51 ], [ %3018, %.loopexit ]
  %.lcssa125 = phi float [ 0.000000e+00, %.preheader51 ], [ %3019, %.loopexit ]
  %.lcssa124 = phi float [ 0.000000e+00, %.preheader51 ], [ %3020, %.loopexit ]
  %.lcssa123 = phi float [ 0.000000e+00, %.preheader51 ], [ %3021, %.loopexit ]
  %.lcssa122 = phi float [ 0.000000e+00, %.preheader51 ], [ %3022, %.loopexit ]
  %.lcssa121 = phi float [ 0.000000e+00, %.preheader51 ], [ %3023, %.loopexit ]
  %.lcssa120 = phi float [ 0.000000e+00, %.preheader51 ], [ %3024, %.loopexit ]
  %.lcssa119 = phi float [ 0.000000e+00, %.preheader51 ], [ %3025, %.loopexit ]
  %.lcssa118 = phi float [ 0.000000e+00, %.preheader51 ], [ %3026, %.loopexit ]
  %.lcssa117 = phi float [ 0.000000e+00, %.preheader51 ], [ %3027, %.loopexit ]
  %.lcssa116 = phi float [ 0.000000e+00, %.preheader51 ], [ %3028, %.loopexit ]
  %.lcssa115 = phi float [ 0.000000e+00, %.preheader51 ], [ %3029, %.loopexit ]
  %.lcssa114 = phi float [ 0.000000e+00, %.preheader51 ], [ %3030, %.loopexit ]
  %.lcssa113 = phi float [ 0.000000e+00, %.preheader51 ], [ %3031, %.loopexit ]
  %.lcssa112 = phi float [ 0.000000e+00, %.preheader51 ], [ %3032, %.loopexit ]
  %.lcssa111 = phi float [ 0.000000e+00, %.preheader51 ], [ %3033, %.loopexit ]
  %.lcssa110 = phi float [ 0.000000e+00, %.preheader51 ], [ %3034, %.loopexit ]
  %.lcssa109 = phi float [ 0.000000e+00, %.preheader51 ], [ %3035, %.loopexit ]
  %.lcssa108 = phi float [ 0.000000e+00, %.preheader51 ], [ %3036, %.loopexit ]
  %.lcssa107 = phi float [ 0.000000e+00, %.preheader51 ], [ %3037, %.loopexit ]
  %.lcssa106 = phi float [ 0.000000e+00, %.preheader51 ], [ %3038, %.loopexit ]
  %.lcssa105 = phi float [ 0.000000e+00, %.preheader51 ], [ %3039, %.loopexit ]
  %.lcssa104 = phi float [ 0.000000e+00, %.preheader51 ], [ %3040, %.loopexit ]
  %.lcssa103 = phi float [ 0.000000e+00, %.preheader51 ], [ %3041, %.loopexit ]
  %.lcssa102 = phi float [ 0.000000e+00, %.preheader51 ], [ %3042, %.loopexit ]
  %.lcssa101 = phi float [ 0.000000e+00, %.preheader51 ], [ %3043, %.loopexit ]
  %.lcssa100 = phi float [ 0.000000e+00, %.preheader51 ], [ %3044, %.loopexit ]
  %.lcssa99 = phi float [ 0.000000e+00, %.preheader51 ], [ %3045, %.loopexit ]
  %.lcssa98 = phi float [ 0.000000e+00, %.preheader51 ], [ %3046, %.loopexit ]
  %.lcssa97 = phi float [ 0.000000e+00, %.preheader51 ], [ %3047, %.loopexit ]
  %.lcssa96 = phi float [ 0.000000e+00, %.preheader51 ], [ %3048, %.loopexit ]
  %.lcssa95 = phi float [ 0.000000e+00, %.preheader51 ], [ %3049, %.loopexit ]
  %.lcssa94 = phi float [ 0.000000e+00, %.preheader51 ], [ %3050, %.loopexit ]
  %.lcssa93 = phi float [ 0.000000e+00, %.preheader51 ], [ %3051, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.preheader51 ], [ %3052, %.loopexit ]
  %.lcssa91 = phi float [ 0.000000e+00, %.preheader51 ], [ %3053, %.loopexit ]
  %.lcssa90 = phi float [ 0.000000e+00, %.preheader51 ], [ %3054, %.loopexit ]
  %.lcssa89 = phi float [ 0.000000e+00, %.preheader51 ], [ %3055, %.loopexit ]
  %.lcssa88 = phi float [ 0.000000e+00, %.preheader51 ], [ %3056, %.loopexit ]
  %.lcssa87 = phi float [ 0.000000e+00, %.preheader51 ], [ %3057, %.loopexit ]
  %.lcssa86 = phi float [ 0.000000e+00, %.preheader51 ], [ %3058, %.loopexit ]
  %.lcssa85 = phi float [ 0.000000e+00, %.preheader51 ], [ %3059, %.loopexit ]
  %.lcssa84 = phi float [ 0.000000e+00, %.preheader51 ], [ %3060, %.loopexit ]
  %.lcssa83 = phi float [ 0.000000e+00, %.preheader51 ], [ %3061, %.loopexit ]
  %.lcssa82 = phi float [ 0.000000e+00, %.preheader51 ], [ %3062, %.loopexit ]
  %.lcssa81 = phi float [ 0.000000e+00, %.preheader51 ], [ %3063, %.loopexit ]
  %.lcssa80 = phi float [ 0.000000e+00, %.preheader51 ], [ %3064, %.loopexit ]
  %.lcssa79 = phi float [ 0.000000e+00, %.preheader51 ], [ %3065, %.loopexit ]
  %.lcssa78 = phi float [ 0.000000e+00, %.preheader51 ], [ %3066, %.loopexit ]
  %.lcssa77 = phi float [ 0.000000e+00, %.preheader51 ], [ %3067, %.loopexit ]
  %.lcssa76 = phi float [ 0.000000e+00, %.preheader51 ], [ %3068, %.loopexit ]
  %.lcssa = phi float [ 0.000000e+00, %.preheader51 ], [ %3069, %.loopexit ]
  %3075 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127"(float %.lcssa202, float %.lcssa201, float %.lcssa200, float %.lcssa199, float %.lcssa198, float %.lcssa197, float %.lcssa196, float %.lcssa195, float %.lcssa194, float %.lcssa193, float %.lcssa192, float %.lcssa191, float %.lcssa190, float %.lcssa189, float %.lcssa188, float %.lcssa187, float %.lcssa186, float %.lcssa185, float %.lcssa184, float %.lcssa183, float %.lcssa182, float %.lcssa181, float %.lcssa180, float %.lcssa179, float %.lcssa178, float %.lcssa177, float %.lcssa176, float %.lcssa175, float %.lcssa174, float %.lcssa173, float %.lcssa172, float %.lcssa171, float %.lcssa170, float %.lcssa169, float %.lcssa168, float %.lcssa167, float %.lcssa166, float %.lcssa165, float %.lcssa164, float %.lcssa163, float %.lcssa162, float %.lcssa161, float %.lcssa160, float %.lcssa159, float %.lcssa158, float %.lcssa157, float %.lcssa156, float %.lcssa155, float %.lcssa154, float %.lcssa153, float %.lcssa152, float %.lcssa151, float %.lcssa150, float %.lcssa149, float %.lcssa148, float %.lcssa147, float %.lcssa146, float %.lcssa145, float %.lcssa144, float %.lcssa143, float %.lcssa142, float %.lcssa141, float %.lcssa140, float %.lcssa139, float %.lcssa138, float %.lcssa137, float %.lcssa136, float %.lcssa135, float %.lcssa134, float %.lcssa133, float %.lcssa132, float %.lcssa131, float %.lcssa130, float %.lcssa129, float %.lcssa128, float %.lcssa127, float %.lcssa126, float %.lcssa125, float %.lcssa124, float %.lcssa123, float %.lcssa122, float %.lcssa121, float %.lcssa120, float %.lcssa119, float %.lcssa118, float %.lcssa117, float %.lcssa116, float %.lcssa115, float %.lcssa114, float %.lcssa113, float %.lcssa112, float %.lcssa111, float %.lcssa110, float %.lcssa109, float %.lcssa108, float %.lcssa107, float %.lcssa106, float %.lcssa105, float %.lcssa104, float %.lcssa103, float %.lcssa102, float %.lcssa101, float %.lcssa100, float %.lcssa99, float %.lcssa98, float %.lcssa97, float %.lcssa96, float %.lcssa95, float %.lcssa94, float %.lcssa93, float %.lcssa92, float %.lcssa91, float %.lcssa90, float %.lcssa89, float %.lcssa88, float %.lcssa87, float %.lcssa86, float %.lcssa85, float %.lcssa84, float %.lcssa83, float %.lcssa82, float %.lcssa81, float %.lcssa80, float %.lcssa79, float %.lcssa78, float %.lcssa77, float %.lcssa76, float %.lcssa) #5
  %3076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 0
  %3077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 1
  %3078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 2
  %3079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 3
  %3080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 4
  %3081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 5
  %3082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 6
  %3083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 7
  %3084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 8
  %3085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 9
  %3086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 10
  %3087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 11
  %3088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 12
  %3089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 13
  %3090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 14
  %3091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 15
  %3092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 16
  %3093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 17
  %3094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 18
  %3095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 19
  %3096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 20
  %3097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 21
  %3098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 22
  %3099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 23
  %3100 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 24
  %3101 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 25
  %3102 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 26
  %3103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 27
  %3104 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 28
  %3105 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 29
  %3106 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 30
  %3107 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 31
  %3108 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 32
  %3109 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 33
  %3110 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 34
  %3111 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 35
  %3112 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 36
  %3113 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 37
  %3114 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 38
  %3115 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 39
  %3116 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 40
  %3117 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 41
  %3118 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 42
  %3119 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 43
  %3120 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 44
  %3121 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 45
  %3122 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 46
  %3123 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 47
  %3124 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 48
  %3125 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 49
  %3126 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 50
  %3127 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 51
  %3128 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 52
  %3129 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 53
  %3130 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 54
  %3131 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 55
  %3132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 56
  %3133 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 57
  %3134 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 58
  %3135 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 59
  %3136 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 60
  %3137 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 61
  %3138 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 62
  %3139 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 63
  %3140 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 64
  %3141 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 65
  %3142 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 66
  %3143 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 67
  %3144 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 68
  %3145 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 69
  %3146 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 70
  %3147 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 71
  %3148 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 72
  %3149 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 73
  %3150 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 74
  %3151 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 75
  %3152 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 76
  %3153 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 77
  %3154 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 78
  %3155 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 79
  %3156 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 80
  %3157 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 81
  %3158 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 82
  %3159 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 83
  %3160 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 84
  %3161 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 85
  %3162 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 86
  %3163 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 87
  %3164 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 88
  %3165 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 89
  %3166 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 90
  %3167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 91
  %3168 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 92
  %3169 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 93
  %3170 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 94
  %3171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 95
  %3172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 96
  %3173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 97
  %3174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 98
  %3175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 99
  %3176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 100
  %3177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 101
  %3178 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 102
  %3179 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 103
  %3180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 104
  %3181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 105
  %3182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 106
  %3183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 107
  %3184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 108
  %3185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 109
  %3186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 110
  %3187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 111
  %3188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 112
  %3189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 113
  %3190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 114
  %3191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 115
  %3192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 116
  %3193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 117
  %3194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 118
  %3195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 119
  %3196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 120
  %3197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 121
  %3198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 122
  %3199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 123
  %3200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 124
  %3201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 125
  %3202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 126
  %3203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3075, 127
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %3204 = lshr i32 %7, 1
  %3205 = lshr i32 %7, 2
  %3206 = and i32 %3205, 7
  %3207 = and i32 %3204, 112
  %3208 = or disjoint i32 %3207, %3206
  %3209 = shl nuw nsw i32 %7, 1
  %3210 = and i32 %3209, 6
  %3211 = or disjoint i32 %3208, %23
  %3212 = mul i32 %3211, %4
  %3213 = or disjoint i32 %24, %3210
  %3214 = add i32 %3212, %3213
  %3215 = sext i32 %3214 to i64
  %3216 = getelementptr float, ptr addrspace(1) %2, i64 %3215
  %3217 = icmp slt i32 %3211, %3
  %3218 = icmp slt i32 %3213, %4
  %3219 = and i1 %3217, %3218
  %3220 = or disjoint i32 %3213, 1
  %3221 = icmp slt i32 %3220, %4
  %3222 = ptrtoint ptr addrspace(1) %3216 to i64
  %3223 = and i64 %3222, 7
  %3224 = icmp eq i64 %3223, 0
  %3225 = and i1 %3219, %3224
  %3226 = and i1 %3221, %3225
  %3227 = xor i1 %3219, %3226
  %3228 = xor i1 %3217, %3225
  %3229 = and i1 %3221, %3228
  %3230 = zext i1 %3226 to i32
  %3231 = bitcast float %3076 to i32
  %3232 = bitcast float %3077 to i32
  %3233 = zext i1 %3227 to i32
  %3234 = zext i1 %3229 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3230, i32 %3231, i32 %3232, ptr addrspace(1) %3216, i32 %3233, i32 %3234) #5
  %3235 = or disjoint i32 %3211, 8
  %3236 = mul i32 %3235, %4
  %3237 = add i32 %3236, %3213
  %3238 = sext i32 %3237 to i64
  %3239 = getelementptr float, ptr addrspace(1) %2, i64 %3238
  %3240 = icmp slt i32 %3235, %3
  %3241 = and i1 %3240, %3218
  %3242 = ptrtoint ptr addrspace(1) %3239 to i64
  %3243 = and i64 %3242, 7
  %3244 = icmp eq i64 %3243, 0
  %3245 = and i1 %3241, %3244
  %3246 = and i1 %3221, %3245
  %3247 = xor i1 %3241, %3246
  %3248 = xor i1 %3240, %3245
  %3249 = and i1 %3221, %3248
  %3250 = zext i1 %3246 to i32
  %3251 = bitcast float %3078 to i32
  %3252 = bitcast float %3079 to i32
  %3253 = zext i1 %3247 to i32
  %3254 = zext i1 %3249 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3250, i32 %3251, i32 %3252, ptr addrspace(1) %3239, i32 %3253, i32 %3254) #5
  %3255 = or disjoint i32 %3213, 8
  %3256 = add i32 %3212, %3255
  %3257 = sext i32 %3256 to i64
  %3258 = getelementptr float, ptr addrspace(1) %2, i64 %3257
  %3259 = icmp slt i32 %3255, %4
  %3260 = and i1 %3217, %3259
  %3261 = or disjoint i32 %3213, 9
  %3262 = icmp slt i32 %3261, %4
  %3263 = ptrtoint ptr addrspace(1) %3258 to i64
  %3264 = and i64 %3263, 7
  %3265 = icmp eq i64 %3264, 0
  %3266 = and i1 %3260, %3265
  %3267 = and i1 %3262, %3266
  %3268 = xor i1 %3260, %3267
  %3269 = xor i1 %3217, %3266
  %3270 = and i1 %3262, %3269
  %3271 = zext i1 %3267 to i32
  %3272 = bitcast float %3080 to i32
  %3273 = bitcast float %3081 to i32
  %3274 = zext i1 %3268 to i32
  %3275 = zext i1 %3270 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3271, i32 %3272, i32 %3273, ptr addrspace(1) %3258, i32 %3274, i32 %3275) #5
  %3276 = add i32 %3236, %3255
  %3277 = sext i32 %3276 to i64
  %3278 = getelementptr float, ptr addrspace(1) %2, i64 %3277
  %3279 = and i1 %3240, %3259
  %3280 = ptrtoint ptr addrspace(1) %3278 to i64
  %3281 = and i64 %3280, 7
  %3282 = icmp eq i64 %3281, 0
  %3283 = and i1 %3279, %3282
  %3284 = and i1 %3262, %3283
  %3285 = xor i1 %3279, %3284
  %3286 = xor i1 %3240, %3283
  %3287 = and i1 %3262, %3286
  %3288 = zext i1 %3284 to i32
  %3289 = bitcast float %3082 to i32
  %3290 = bitcast float %3083 to i32
  %3291 = zext i1 %3285 to i32
  %3292 = zext i1 %3287 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3288, i32 %3289, i32 %3290, ptr addrspace(1) %3278, i32 %3291, i32 %3292) #5
  %3293 = or disjoint i32 %3213, 16
  %3294 = add i32 %3212, %3293
  %3295 = sext i32 %3294 to i64
  %3296 = getelementptr float, ptr addrspace(1) %2, i64 %3295
  %3297 = icmp slt i32 %3293, %4
  %3298 = and i1 %3217, %3297
  %3299 = or disjoint i32 %3213, 17
  %3300 = icmp slt i32 %3299, %4
  %3301 = ptrtoint ptr addrspace(1) %3296 to i64
  %3302 = and i64 %3301, 7
  %3303 = icmp eq i64 %3302, 0
  %3304 = and i1 %3298, %3303
  %3305 = and i1 %3300, %3304
  %3306 = xor i1 %3298, %3305
  %3307 = xor i1 %3217, %3304
  %3308 = and i1 %3300, %3307
  %3309 = zext i1 %3305 to i32
  %3310 = bitcast float %3084 to i32
  %3311 = bitcast float %3085 to i32
  %3312 = zext i1 %3306 to i32
  %3313 = zext i1 %3308 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3309, i32 %3310, i32 %3311, ptr addrspace(1) %3296, i32 %3312, i32 %3313) #5
  %3314 = add i32 %3236, %3293
  %3315 = sext i32 %3314 to i64
  %3316 = getelementptr float, ptr addrspace(1) %2, i64 %3315
  %3317 = and i1 %3240, %3297
  %3318 = ptrtoint ptr addrspace(1) %3316 to i64
  %3319 = and i64 %3318, 7
  %3320 = icmp eq i64 %3319, 0
  %3321 = and i1 %3317, %3320
  %3322 = and i1 %3300, %3321
  %3323 = xor i1 %3317, %3322
  %3324 = xor i1 %3240, %3321
  %3325 = and i1 %3300, %3324
  %3326 = zext i1 %3322 to i32
  %3327 = bitcast float %3086 to i32
  %3328 = bitcast float %3087 to i32
  %3329 = zext i1 %3323 to i32
  %3330 = zext i1 %3325 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3326, i32 %3327, i32 %3328, ptr addrspace(1) %3316, i32 %3329, i32 %3330) #5
  %3331 = or disjoint i32 %3213, 24
  %3332 = add i32 %3212, %3331
  %3333 = sext i32 %3332 to i64
  %3334 = getelementptr float, ptr addrspace(1) %2, i64 %3333
  %3335 = icmp slt i32 %3331, %4
  %3336 = and i1 %3217, %3335
  %3337 = or disjoint i32 %3213, 25
  %3338 = icmp slt i32 %3337, %4
  %3339 = ptrtoint ptr addrspace(1) %3334 to i64
  %3340 = and i64 %3339, 7
  %3341 = icmp eq i64 %3340, 0
  %3342 = and i1 %3336, %3341
  %3343 = and i1 %3338, %3342
  %3344 = xor i1 %3336, %3343
  %3345 = xor i1 %3217, %3342
  %3346 = and i1 %3338, %3345
  %3347 = zext i1 %3343 to i32
  %3348 = bitcast float %3088 to i32
  %3349 = bitcast float %3089 to i32
  %3350 = zext i1 %3344 to i32
  %3351 = zext i1 %3346 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3347, i32 %3348, i32 %3349, ptr addrspace(1) %3334, i32 %3350, i32 %3351) #5
  %3352 = add i32 %3236, %3331
  %3353 = sext i32 %3352 to i64
  %3354 = getelementptr float, ptr addrspace(1) %2, i64 %3353
  %3355 = and i1 %3240, %3335
  %3356 = ptrtoint ptr addrspace(1) %3354 to i64
  %3357 = and i64 %3356, 7
  %3358 = icmp eq i64 %3357, 0
  %3359 = and i1 %3355, %3358
  %3360 = and i1 %3338, %3359
  %3361 = xor i1 %3355, %3360
  %3362 = xor i1 %3240, %3359
  %3363 = and i1 %3338, %3362
  %3364 = zext i1 %3360 to i32
  %3365 = bitcast float %3090 to i32
  %3366 = bitcast float %3091 to i32
  %3367 = zext i1 %3361 to i32
  %3368 = zext i1 %3363 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3364, i32 %3365, i32 %3366, ptr addrspace(1) %3354, i32 %3367, i32 %3368) #5
  %3369 = or disjoint i32 %3213, 32
  %3370 = add i32 %3212, %3369
  %3371 = sext i32 %3370 to i64
  %3372 = getelementptr float, ptr addrspace(1) %2, i64 %3371
  %3373 = icmp slt i32 %3369, %4
  %3374 = and i1 %3217, %3373
  %3375 = or disjoint i32 %3213, 33
  %3376 = icmp slt i32 %3375, %4
  %3377 = ptrtoint ptr addrspace(1) %3372 to i64
  %3378 = and i64 %3377, 7
  %3379 = icmp eq i64 %3378, 0
  %3380 = and i1 %3374, %3379
  %3381 = and i1 %3376, %3380
  %3382 = xor i1 %3374, %3381
  %3383 = xor i1 %3217, %3380
  %3384 = and i1 %3376, %3383
  %3385 = zext i1 %3381 to i32
  %3386 = bitcast float %3092 to i32
  %3387 = bitcast float %3093 to i32
  %3388 = zext i1 %3382 to i32
  %3389 = zext i1 %3384 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3385, i32 %3386, i32 %3387, ptr addrspace(1) %3372, i32 %3388, i32 %3389) #5
  %3390 = add i32 %3236, %3369
  %3391 = sext i32 %3390 to i64
  %3392 = getelementptr float, ptr addrspace(1) %2, i64 %3391
  %3393 = and i1 %3240, %3373
  %3394 = ptrtoint ptr addrspace(1) %3392 to i64
  %3395 = and i64 %3394, 7
  %3396 = icmp eq i64 %3395, 0
  %3397 = and i1 %3393, %3396
  %3398 = and i1 %3376, %3397
  %3399 = xor i1 %3393, %3398
  %3400 = xor i1 %3240, %3397
  %3401 = and i1 %3376, %3400
  %3402 = zext i1 %3398 to i32
  %3403 = bitcast float %3094 to i32
  %3404 = bitcast float %3095 to i32
  %3405 = zext i1 %3399 to i32
  %3406 = zext i1 %3401 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3402, i32 %3403, i32 %3404, ptr addrspace(1) %3392, i32 %3405, i32 %3406) #5
  %3407 = or disjoint i32 %3213, 40
  %3408 = add i32 %3212, %3407
  %3409 = sext i32 %3408 to i64
  %3410 = getelementptr float, ptr addrspace(1) %2, i64 %3409
  %3411 = icmp slt i32 %3407, %4
  %3412 = and i1 %3217, %3411
  %3413 = or disjoint i32 %3213, 41
  %3414 = icmp slt i32 %3413, %4
  %3415 = ptrtoint ptr addrspace(1) %3410 to i64
  %3416 = and i64 %3415, 7
  %3417 = icmp eq i64 %3416, 0
  %3418 = and i1 %3412, %3417
  %3419 = and i1 %3414, %3418
  %3420 = xor i1 %3412, %3419
  %3421 = xor i1 %3217, %3418
  %3422 = and i1 %3414, %3421
  %3423 = zext i1 %3419 to i32
  %3424 = bitcast float %3096 to i32
  %3425 = bitcast float %3097 to i32
  %3426 = zext i1 %3420 to i32
  %3427 = zext i1 %3422 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3423, i32 %3424, i32 %3425, ptr addrspace(1) %3410, i32 %3426, i32 %3427) #5
  %3428 = add i32 %3236, %3407
  %3429 = sext i32 %3428 to i64
  %3430 = getelementptr float, ptr addrspace(1) %2, i64 %3429
  %3431 = and i1 %3240, %3411
  %3432 = ptrtoint ptr addrspace(1) %3430 to i64
  %3433 = and i64 %3432, 7
  %3434 = icmp eq i64 %3433, 0
  %3435 = and i1 %3431, %3434
  %3436 = and i1 %3414, %3435
  %3437 = xor i1 %3431, %3436
  %3438 = xor i1 %3240, %3435
  %3439 = and i1 %3414, %3438
  %3440 = zext i1 %3436 to i32
  %3441 = bitcast float %3098 to i32
  %3442 = bitcast float %3099 to i32
  %3443 = zext i1 %3437 to i32
  %3444 = zext i1 %3439 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3440, i32 %3441, i32 %3442, ptr addrspace(1) %3430, i32 %3443, i32 %3444) #5
  %3445 = or disjoint i32 %3213, 48
  %3446 = add i32 %3212, %3445
  %3447 = sext i32 %3446 to i64
  %3448 = getelementptr float, ptr addrspace(1) %2, i64 %3447
  %3449 = icmp slt i32 %3445, %4
  %3450 = and i1 %3217, %3449
  %3451 = or disjoint i32 %3213, 49
  %3452 = icmp slt i32 %3451, %4
  %3453 = ptrtoint ptr addrspace(1) %3448 to i64
  %3454 = and i64 %3453, 7
  %3455 = icmp eq i64 %3454, 0
  %3456 = and i1 %3450, %3455
  %3457 = and i1 %3452, %3456
  %3458 = xor i1 %3450, %3457
  %3459 = xor i1 %3217, %3456
  %3460 = and i1 %3452, %3459
  %3461 = zext i1 %3457 to i32
  %3462 = bitcast float %3100 to i32
  %3463 = bitcast float %3101 to i32
  %3464 = zext i1 %3458 to i32
  %3465 = zext i1 %3460 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3461, i32 %3462, i32 %3463, ptr addrspace(1) %3448, i32 %3464, i32 %3465) #5
  %3466 = add i32 %3236, %3445
  %3467 = sext i32 %3466 to i64
  %3468 = getelementptr float, ptr addrspace(1) %2, i64 %3467
  %3469 = and i1 %3240, %3449
  %3470 = ptrtoint ptr addrspace(1) %3468 to i64
  %3471 = and i64 %3470, 7
  %3472 = icmp eq i64 %3471, 0
  %3473 = and i1 %3469, %3472
  %3474 = and i1 %3452, %3473
  %3475 = xor i1 %3469, %3474
  %3476 = xor i1 %3240, %3473
  %3477 = and i1 %3452, %3476
  %3478 = zext i1 %3474 to i32
  %3479 = bitcast float %3102 to i32
  %3480 = bitcast float %3103 to i32
  %3481 = zext i1 %3475 to i32
  %3482 = zext i1 %3477 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3478, i32 %3479, i32 %3480, ptr addrspace(1) %3468, i32 %3481, i32 %3482) #5
  %3483 = or disjoint i32 %3213, 56
  %3484 = add i32 %3212, %3483
  %3485 = sext i32 %3484 to i64
  %3486 = getelementptr float, ptr addrspace(1) %2, i64 %3485
  %3487 = icmp slt i32 %3483, %4
  %3488 = and i1 %3217, %3487
  %3489 = or disjoint i32 %3213, 57
  %3490 = icmp slt i32 %3489, %4
  %3491 = ptrtoint ptr addrspace(1) %3486 to i64
  %3492 = and i64 %3491, 7
  %3493 = icmp eq i64 %3492, 0
  %3494 = and i1 %3488, %3493
  %3495 = and i1 %3490, %3494
  %3496 = xor i1 %3488, %3495
  %3497 = xor i1 %3217, %3494
  %3498 = and i1 %3490, %3497
  %3499 = zext i1 %3495 to i32
  %3500 = bitcast float %3104 to i32
  %3501 = bitcast float %3105 to i32
  %3502 = zext i1 %3496 to i32
  %3503 = zext i1 %3498 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3499, i32 %3500, i32 %3501, ptr addrspace(1) %3486, i32 %3502, i32 %3503) #5
  %3504 = add i32 %3236, %3483
  %3505 = sext i32 %3504 to i64
  %3506 = getelementptr float, ptr addrspace(1) %2, i64 %3505
  %3507 = and i1 %3240, %3487
  %3508 = ptrtoint ptr addrspace(1) %3506 to i64
  %3509 = and i64 %3508, 7
  %3510 = icmp eq i64 %3509, 0
  %3511 = and i1 %3507, %3510
  %3512 = and i1 %3490, %3511
  %3513 = xor i1 %3507, %3512
  %3514 = xor i1 %3240, %3511
  %3515 = and i1 %3490, %3514
  %3516 = zext i1 %3512 to i32
  %3517 = bitcast float %3106 to i32
  %3518 = bitcast float %3107 to i32
  %3519 = zext i1 %3513 to i32
  %3520 = zext i1 %3515 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3516, i32 %3517, i32 %3518, ptr addrspace(1) %3506, i32 %3519, i32 %3520) #5
  %3521 = or disjoint i32 %3213, 64
  %3522 = add i32 %3212, %3521
  %3523 = sext i32 %3522 to i64
  %3524 = getelementptr float, ptr addrspace(1) %2, i64 %3523
  %3525 = icmp slt i32 %3521, %4
  %3526 = and i1 %3217, %3525
  %3527 = or disjoint i32 %3213, 65
  %3528 = icmp slt i32 %3527, %4
  %3529 = ptrtoint ptr addrspace(1) %3524 to i64
  %3530 = and i64 %3529, 7
  %3531 = icmp eq i64 %3530, 0
  %3532 = and i1 %3526, %3531
  %3533 = and i1 %3528, %3532
  %3534 = xor i1 %3526, %3533
  %3535 = xor i1 %3217, %3532
  %3536 = and i1 %3528, %3535
  %3537 = zext i1 %3533 to i32
  %3538 = bitcast float %3108 to i32
  %3539 = bitcast float %3109 to i32
  %3540 = zext i1 %3534 to i32
  %3541 = zext i1 %3536 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3537, i32 %3538, i32 %3539, ptr addrspace(1) %3524, i32 %3540, i32 %3541) #5
  %3542 = add i32 %3236, %3521
  %3543 = sext i32 %3542 to i64
  %3544 = getelementptr float, ptr addrspace(1) %2, i64 %3543
  %3545 = and i1 %3240, %3525
  %3546 = ptrtoint ptr addrspace(1) %3544 to i64
  %3547 = and i64 %3546, 7
  %3548 = icmp eq i64 %3547, 0
  %3549 = and i1 %3545, %3548
  %3550 = and i1 %3528, %3549
  %3551 = xor i1 %3545, %3550
  %3552 = xor i1 %3240, %3549
  %3553 = and i1 %3528, %3552
  %3554 = zext i1 %3550 to i32
  %3555 = bitcast float %3110 to i32
  %3556 = bitcast float %3111 to i32
  %3557 = zext i1 %3551 to i32
  %3558 = zext i1 %3553 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3554, i32 %3555, i32 %3556, ptr addrspace(1) %3544, i32 %3557, i32 %3558) #5
  %3559 = or disjoint i32 %3213, 72
  %3560 = add i32 %3212, %3559
  %3561 = sext i32 %3560 to i64
  %3562 = getelementptr float, ptr addrspace(1) %2, i64 %3561
  %3563 = icmp slt i32 %3559, %4
  %3564 = and i1 %3217, %3563
  %3565 = or disjoint i32 %3213, 73
  %3566 = icmp slt i32 %3565, %4
  %3567 = ptrtoint ptr addrspace(1) %3562 to i64
  %3568 = and i64 %3567, 7
  %3569 = icmp eq i64 %3568, 0
  %3570 = and i1 %3564, %3569
  %3571 = and i1 %3566, %3570
  %3572 = xor i1 %3564, %3571
  %3573 = xor i1 %3217, %3570
  %3574 = and i1 %3566, %3573
  %3575 = zext i1 %3571 to i32
  %3576 = bitcast float %3112 to i32
  %3577 = bitcast float %3113 to i32
  %3578 = zext i1 %3572 to i32
  %3579 = zext i1 %3574 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3575, i32 %3576, i32 %3577, ptr addrspace(1) %3562, i32 %3578, i32 %3579) #5
  %3580 = add i32 %3236, %3559
  %3581 = sext i32 %3580 to i64
  %3582 = getelementptr float, ptr addrspace(1) %2, i64 %3581
  %3583 = and i1 %3240, %3563
  %3584 = ptrtoint ptr addrspace(1) %3582 to i64
  %3585 = and i64 %3584, 7
  %3586 = icmp eq i64 %3585, 0
  %3587 = and i1 %3583, %3586
  %3588 = and i1 %3566, %3587
  %3589 = xor i1 %3583, %3588
  %3590 = xor i1 %3240, %3587
  %3591 = and i1 %3566, %3590
  %3592 = zext i1 %3588 to i32
  %3593 = bitcast float %3114 to i32
  %3594 = bitcast float %3115 to i32
  %3595 = zext i1 %3589 to i32
  %3596 = zext i1 %3591 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3592, i32 %3593, i32 %3594, ptr addrspace(1) %3582, i32 %3595, i32 %3596) #5
  %3597 = or disjoint i32 %3213, 80
  %3598 = add i32 %3212, %3597
  %3599 = sext i32 %3598 to i64
  %3600 = getelementptr float, ptr addrspace(1) %2, i64 %3599
  %3601 = icmp slt i32 %3597, %4
  %3602 = and i1 %3217, %3601
  %3603 = or disjoint i32 %3213, 81
  %3604 = icmp slt i32 %3603, %4
  %3605 = ptrtoint ptr addrspace(1) %3600 to i64
  %3606 = and i64 %3605, 7
  %3607 = icmp eq i64 %3606, 0
  %3608 = and i1 %3602, %3607
  %3609 = and i1 %3604, %3608
  %3610 = xor i1 %3602, %3609
  %3611 = xor i1 %3217, %3608
  %3612 = and i1 %3604, %3611
  %3613 = zext i1 %3609 to i32
  %3614 = bitcast float %3116 to i32
  %3615 = bitcast float %3117 to i32
  %3616 = zext i1 %3610 to i32
  %3617 = zext i1 %3612 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3613, i32 %3614, i32 %3615, ptr addrspace(1) %3600, i32 %3616, i32 %3617) #5
  %3618 = add i32 %3236, %3597
  %3619 = sext i32 %3618 to i64
  %3620 = getelementptr float, ptr addrspace(1) %2, i64 %3619
  %3621 = and i1 %3240, %3601
  %3622 = ptrtoint ptr addrspace(1) %3620 to i64
  %3623 = and i64 %3622, 7
  %3624 = icmp eq i64 %3623, 0
  %3625 = and i1 %3621, %3624
  %3626 = and i1 %3604, %3625
  %3627 = xor i1 %3621, %3626
  %3628 = xor i1 %3240, %3625
  %3629 = and i1 %3604, %3628
  %3630 = zext i1 %3626 to i32
  %3631 = bitcast float %3118 to i32
  %3632 = bitcast float %3119 to i32
  %3633 = zext i1 %3627 to i32
  %3634 = zext i1 %3629 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3630, i32 %3631, i32 %3632, ptr addrspace(1) %3620, i32 %3633, i32 %3634) #5
  %3635 = or disjoint i32 %3213, 88
  %3636 = add i32 %3212, %3635
  %3637 = sext i32 %3636 to i64
  %3638 = getelementptr float, ptr addrspace(1) %2, i64 %3637
  %3639 = icmp slt i32 %3635, %4
  %3640 = and i1 %3217, %3639
  %3641 = or disjoint i32 %3213, 89
  %3642 = icmp slt i32 %3641, %4
  %3643 = ptrtoint ptr addrspace(1) %3638 to i64
  %3644 = and i64 %3643, 7
  %3645 = icmp eq i64 %3644, 0
  %3646 = and i1 %3640, %3645
  %3647 = and i1 %3642, %3646
  %3648 = xor i1 %3640, %3647
  %3649 = xor i1 %3217, %3646
  %3650 = and i1 %3642, %3649
  %3651 = zext i1 %3647 to i32
  %3652 = bitcast float %3120 to i32
  %3653 = bitcast float %3121 to i32
  %3654 = zext i1 %3648 to i32
  %3655 = zext i1 %3650 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3651, i32 %3652, i32 %3653, ptr addrspace(1) %3638, i32 %3654, i32 %3655) #5
  %3656 = add i32 %3236, %3635
  %3657 = sext i32 %3656 to i64
  %3658 = getelementptr float, ptr addrspace(1) %2, i64 %3657
  %3659 = and i1 %3240, %3639
  %3660 = ptrtoint ptr addrspace(1) %3658 to i64
  %3661 = and i64 %3660, 7
  %3662 = icmp eq i64 %3661, 0
  %3663 = and i1 %3659, %3662
  %3664 = and i1 %3642, %3663
  %3665 = xor i1 %3659, %3664
  %3666 = xor i1 %3240, %3663
  %3667 = and i1 %3642, %3666
  %3668 = zext i1 %3664 to i32
  %3669 = bitcast float %3122 to i32
  %3670 = bitcast float %3123 to i32
  %3671 = zext i1 %3665 to i32
  %3672 = zext i1 %3667 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3668, i32 %3669, i32 %3670, ptr addrspace(1) %3658, i32 %3671, i32 %3672) #5
  %3673 = or disjoint i32 %3213, 96
  %3674 = add i32 %3212, %3673
  %3675 = sext i32 %3674 to i64
  %3676 = getelementptr float, ptr addrspace(1) %2, i64 %3675
  %3677 = icmp slt i32 %3673, %4
  %3678 = and i1 %3217, %3677
  %3679 = or disjoint i32 %3213, 97
  %3680 = icmp slt i32 %3679, %4
  %3681 = ptrtoint ptr addrspace(1) %3676 to i64
  %3682 = and i64 %3681, 7
  %3683 = icmp eq i64 %3682, 0
  %3684 = and i1 %3678, %3683
  %3685 = and i1 %3680, %3684
  %3686 = xor i1 %3678, %3685
  %3687 = xor i1 %3217, %3684
  %3688 = and i1 %3680, %3687
  %3689 = zext i1 %3685 to i32
  %3690 = bitcast float %3124 to i32
  %3691 = bitcast float %3125 to i32
  %3692 = zext i1 %3686 to i32
  %3693 = zext i1 %3688 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3689, i32 %3690, i32 %3691, ptr addrspace(1) %3676, i32 %3692, i32 %3693) #5
  %3694 = add i32 %3236, %3673
  %3695 = sext i32 %3694 to i64
  %3696 = getelementptr float, ptr addrspace(1) %2, i64 %3695
  %3697 = and i1 %3240, %3677
  %3698 = ptrtoint ptr addrspace(1) %3696 to i64
  %3699 = and i64 %3698, 7
  %3700 = icmp eq i64 %3699, 0
  %3701 = and i1 %3697, %3700
  %3702 = and i1 %3680, %3701
  %3703 = xor i1 %3697, %3702
  %3704 = xor i1 %3240, %3701
  %3705 = and i1 %3680, %3704
  %3706 = zext i1 %3702 to i32
  %3707 = bitcast float %3126 to i32
  %3708 = bitcast float %3127 to i32
  %3709 = zext i1 %3703 to i32
  %3710 = zext i1 %3705 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3706, i32 %3707, i32 %3708, ptr addrspace(1) %3696, i32 %3709, i32 %3710) #5
  %3711 = or disjoint i32 %3213, 104
  %3712 = add i32 %3212, %3711
  %3713 = sext i32 %3712 to i64
  %3714 = getelementptr float, ptr addrspace(1) %2, i64 %3713
  %3715 = icmp slt i32 %3711, %4
  %3716 = and i1 %3217, %3715
  %3717 = or disjoint i32 %3213, 105
  %3718 = icmp slt i32 %3717, %4
  %3719 = ptrtoint ptr addrspace(1) %3714 to i64
  %3720 = and i64 %3719, 7
  %3721 = icmp eq i64 %3720, 0
  %3722 = and i1 %3716, %3721
  %3723 = and i1 %3718, %3722
  %3724 = xor i1 %3716, %3723
  %3725 = xor i1 %3217, %3722
  %3726 = and i1 %3718, %3725
  %3727 = zext i1 %3723 to i32
  %3728 = bitcast float %3128 to i32
  %3729 = bitcast float %3129 to i32
  %3730 = zext i1 %3724 to i32
  %3731 = zext i1 %3726 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3727, i32 %3728, i32 %3729, ptr addrspace(1) %3714, i32 %3730, i32 %3731) #5
  %3732 = add i32 %3236, %3711
  %3733 = sext i32 %3732 to i64
  %3734 = getelementptr float, ptr addrspace(1) %2, i64 %3733
  %3735 = and i1 %3240, %3715
  %3736 = ptrtoint ptr addrspace(1) %3734 to i64
  %3737 = and i64 %3736, 7
  %3738 = icmp eq i64 %3737, 0
  %3739 = and i1 %3735, %3738
  %3740 = and i1 %3718, %3739
  %3741 = xor i1 %3735, %3740
  %3742 = xor i1 %3240, %3739
  %3743 = and i1 %3718, %3742
  %3744 = zext i1 %3740 to i32
  %3745 = bitcast float %3130 to i32
  %3746 = bitcast float %3131 to i32
  %3747 = zext i1 %3741 to i32
  %3748 = zext i1 %3743 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3744, i32 %3745, i32 %3746, ptr addrspace(1) %3734, i32 %3747, i32 %3748) #5
  %3749 = or disjoint i32 %3213, 112
  %3750 = add i32 %3212, %3749
  %3751 = sext i32 %3750 to i64
  %3752 = getelementptr float, ptr addrspace(1) %2, i64 %3751
  %3753 = icmp slt i32 %3749, %4
  %3754 = and i1 %3217, %3753
  %3755 = or disjoint i32 %3213, 113
  %3756 = icmp slt i32 %3755, %4
  %3757 = ptrtoint ptr addrspace(1) %3752 to i64
  %3758 = and i64 %3757, 7
  %3759 = icmp eq i64 %3758, 0
  %3760 = and i1 %3754, %3759
  %3761 = and i1 %3756, %3760
  %3762 = xor i1 %3754, %3761
  %3763 = xor i1 %3217, %3760
  %3764 = and i1 %3756, %3763
  %3765 = zext i1 %3761 to i32
  %3766 = bitcast float %3132 to i32
  %3767 = bitcast float %3133 to i32
  %3768 = zext i1 %3762 to i32
  %3769 = zext i1 %3764 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3765, i32 %3766, i32 %3767, ptr addrspace(1) %3752, i32 %3768, i32 %3769) #5
  %3770 = add i32 %3236, %3749
  %3771 = sext i32 %3770 to i64
  %3772 = getelementptr float, ptr addrspace(1) %2, i64 %3771
  %3773 = and i1 %3240, %3753
  %3774 = ptrtoint ptr addrspace(1) %3772 to i64
  %3775 = and i64 %3774, 7
  %3776 = icmp eq i64 %3775, 0
  %3777 = and i1 %3773, %3776
  %3778 = and i1 %3756, %3777
  %3779 = xor i1 %3773, %3778
  %3780 = xor i1 %3240, %3777
  %3781 = and i1 %3756, %3780
  %3782 = zext i1 %3778 to i32
  %3783 = bitcast float %3134 to i32
  %3784 = bitcast float %3135 to i32
  %3785 = zext i1 %3779 to i32
  %3786 = zext i1 %3781 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3782, i32 %3783, i32 %3784, ptr addrspace(1) %3772, i32 %3785, i32 %3786) #5
  %3787 = or disjoint i32 %3213, 120
  %3788 = add i32 %3212, %3787
  %3789 = sext i32 %3788 to i64
  %3790 = getelementptr float, ptr addrspace(1) %2, i64 %3789
  %3791 = icmp slt i32 %3787, %4
  %3792 = and i1 %3217, %3791
  %3793 = or disjoint i32 %3213, 121
  %3794 = icmp slt i32 %3793, %4
  %3795 = ptrtoint ptr addrspace(1) %3790 to i64
  %3796 = and i64 %3795, 7
  %3797 = icmp eq i64 %3796, 0
  %3798 = and i1 %3792, %3797
  %3799 = and i1 %3794, %3798
  %3800 = xor i1 %3792, %3799
  %3801 = xor i1 %3217, %3798
  %3802 = and i1 %3794, %3801
  %3803 = zext i1 %3799 to i32
  %3804 = bitcast float %3136 to i32
  %3805 = bitcast float %3137 to i32
  %3806 = zext i1 %3800 to i32
  %3807 = zext i1 %3802 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3803, i32 %3804, i32 %3805, ptr addrspace(1) %3790, i32 %3806, i32 %3807) #5
  %3808 = add i32 %3236, %3787
  %3809 = sext i32 %3808 to i64
  %3810 = getelementptr float, ptr addrspace(1) %2, i64 %3809
  %3811 = and i1 %3240, %3791
  %3812 = ptrtoint ptr addrspace(1) %3810 to i64
  %3813 = and i64 %3812, 7
  %3814 = icmp eq i64 %3813, 0
  %3815 = and i1 %3811, %3814
  %3816 = and i1 %3794, %3815
  %3817 = xor i1 %3811, %3816
  %3818 = xor i1 %3240, %3815
  %3819 = and i1 %3794, %3818
  %3820 = zext i1 %3816 to i32
  %3821 = bitcast float %3138 to i32
  %3822 = bitcast float %3139 to i32
  %3823 = zext i1 %3817 to i32
  %3824 = zext i1 %3819 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3820, i32 %3821, i32 %3822, ptr addrspace(1) %3810, i32 %3823, i32 %3824) #5
  %3825 = or disjoint i32 %3213, 128
  %3826 = add i32 %3212, %3825
  %3827 = sext i32 %3826 to i64
  %3828 = getelementptr float, ptr addrspace(1) %2, i64 %3827
  %3829 = icmp slt i32 %3825, %4
  %3830 = and i1 %3217, %3829
  %3831 = or disjoint i32 %3213, 129
  %3832 = icmp slt i32 %3831, %4
  %3833 = ptrtoint ptr addrspace(1) %3828 to i64
  %3834 = and i64 %3833, 7
  %3835 = icmp eq i64 %3834, 0
  %3836 = and i1 %3830, %3835
  %3837 = and i1 %3832, %3836
  %3838 = xor i1 %3830, %3837
  %3839 = xor i1 %3217, %3836
  %3840 = and i1 %3832, %3839
  %3841 = zext i1 %3837 to i32
  %3842 = bitcast float %3140 to i32
  %3843 = bitcast float %3141 to i32
  %3844 = zext i1 %3838 to i32
  %3845 = zext i1 %3840 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3841, i32 %3842, i32 %3843, ptr addrspace(1) %3828, i32 %3844, i32 %3845) #5
  %3846 = add i32 %3236, %3825
  %3847 = sext i32 %3846 to i64
  %3848 = getelementptr float, ptr addrspace(1) %2, i64 %3847
  %3849 = and i1 %3240, %3829
  %3850 = ptrtoint ptr addrspace(1) %3848 to i64
  %3851 = and i64 %3850, 7
  %3852 = icmp eq i64 %3851, 0
  %3853 = and i1 %3849, %3852
  %3854 = and i1 %3832, %3853
  %3855 = xor i1 %3849, %3854
  %3856 = xor i1 %3240, %3853
  %3857 = and i1 %3832, %3856
  %3858 = zext i1 %3854 to i32
  %3859 = bitcast float %3142 to i32
  %3860 = bitcast float %3143 to i32
  %3861 = zext i1 %3855 to i32
  %3862 = zext i1 %3857 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3858, i32 %3859, i32 %3860, ptr addrspace(1) %3848, i32 %3861, i32 %3862) #5
  %3863 = or disjoint i32 %3213, 136
  %3864 = add i32 %3212, %3863
  %3865 = sext i32 %3864 to i64
  %3866 = getelementptr float, ptr addrspace(1) %2, i64 %3865
  %3867 = icmp slt i32 %3863, %4
  %3868 = and i1 %3217, %3867
  %3869 = or disjoint i32 %3213, 137
  %3870 = icmp slt i32 %3869, %4
  %3871 = ptrtoint ptr addrspace(1) %3866 to i64
  %3872 = and i64 %3871, 7
  %3873 = icmp eq i64 %3872, 0
  %3874 = and i1 %3868, %3873
  %3875 = and i1 %3870, %3874
  %3876 = xor i1 %3868, %3875
  %3877 = xor i1 %3217, %3874
  %3878 = and i1 %3870, %3877
  %3879 = zext i1 %3875 to i32
  %3880 = bitcast float %3144 to i32
  %3881 = bitcast float %3145 to i32
  %3882 = zext i1 %3876 to i32
  %3883 = zext i1 %3878 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3879, i32 %3880, i32 %3881, ptr addrspace(1) %3866, i32 %3882, i32 %3883) #5
  %3884 = add i32 %3236, %3863
  %3885 = sext i32 %3884 to i64
  %3886 = getelementptr float, ptr addrspace(1) %2, i64 %3885
  %3887 = and i1 %3240, %3867
  %3888 = ptrtoint ptr addrspace(1) %3886 to i64
  %3889 = and i64 %3888, 7
  %3890 = icmp eq i64 %3889, 0
  %3891 = and i1 %3887, %3890
  %3892 = and i1 %3870, %3891
  %3893 = xor i1 %3887, %3892
  %3894 = xor i1 %3240, %3891
  %3895 = and i1 %3870, %3894
  %3896 = zext i1 %3892 to i32
  %3897 = bitcast float %3146 to i32
  %3898 = bitcast float %3147 to i32
  %3899 = zext i1 %3893 to i32
  %3900 = zext i1 %3895 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3896, i32 %3897, i32 %3898, ptr addrspace(1) %3886, i32 %3899, i32 %3900) #5
  %3901 = or disjoint i32 %3213, 144
  %3902 = add i32 %3212, %3901
  %3903 = sext i32 %3902 to i64
  %3904 = getelementptr float, ptr addrspace(1) %2, i64 %3903
  %3905 = icmp slt i32 %3901, %4
  %3906 = and i1 %3217, %3905
  %3907 = or disjoint i32 %3213, 145
  %3908 = icmp slt i32 %3907, %4
  %3909 = ptrtoint ptr addrspace(1) %3904 to i64
  %3910 = and i64 %3909, 7
  %3911 = icmp eq i64 %3910, 0
  %3912 = and i1 %3906, %3911
  %3913 = and i1 %3908, %3912
  %3914 = xor i1 %3906, %3913
  %3915 = xor i1 %3217, %3912
  %3916 = and i1 %3908, %3915
  %3917 = zext i1 %3913 to i32
  %3918 = bitcast float %3148 to i32
  %3919 = bitcast float %3149 to i32
  %3920 = zext i1 %3914 to i32
  %3921 = zext i1 %3916 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3917, i32 %3918, i32 %3919, ptr addrspace(1) %3904, i32 %3920, i32 %3921) #5
  %3922 = add i32 %3236, %3901
  %3923 = sext i32 %3922 to i64
  %3924 = getelementptr float, ptr addrspace(1) %2, i64 %3923
  %3925 = and i1 %3240, %3905
  %3926 = ptrtoint ptr addrspace(1) %3924 to i64
  %3927 = and i64 %3926, 7
  %3928 = icmp eq i64 %3927, 0
  %3929 = and i1 %3925, %3928
  %3930 = and i1 %3908, %3929
  %3931 = xor i1 %3925, %3930
  %3932 = xor i1 %3240, %3929
  %3933 = and i1 %3908, %3932
  %3934 = zext i1 %3930 to i32
  %3935 = bitcast float %3150 to i32
  %3936 = bitcast float %3151 to i32
  %3937 = zext i1 %3931 to i32
  %3938 = zext i1 %3933 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3934, i32 %3935, i32 %3936, ptr addrspace(1) %3924, i32 %3937, i32 %3938) #5
  %3939 = or disjoint i32 %3213, 152
  %3940 = add i32 %3212, %3939
  %3941 = sext i32 %3940 to i64
  %3942 = getelementptr float, ptr addrspace(1) %2, i64 %3941
  %3943 = icmp slt i32 %3939, %4
  %3944 = and i1 %3217, %3943
  %3945 = or disjoint i32 %3213, 153
  %3946 = icmp slt i32 %3945, %4
  %3947 = ptrtoint ptr addrspace(1) %3942 to i64
  %3948 = and i64 %3947, 7
  %3949 = icmp eq i64 %3948, 0
  %3950 = and i1 %3944, %3949
  %3951 = and i1 %3946, %3950
  %3952 = xor i1 %3944, %3951
  %3953 = xor i1 %3217, %3950
  %3954 = and i1 %3946, %3953
  %3955 = zext i1 %3951 to i32
  %3956 = bitcast float %3152 to i32
  %3957 = bitcast float %3153 to i32
  %3958 = zext i1 %3952 to i32
  %3959 = zext i1 %3954 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3955, i32 %3956, i32 %3957, ptr addrspace(1) %3942, i32 %3958, i32 %3959) #5
  %3960 = add i32 %3236, %3939
  %3961 = sext i32 %3960 to i64
  %3962 = getelementptr float, ptr addrspace(1) %2, i64 %3961
  %3963 = and i1 %3240, %3943
  %3964 = ptrtoint ptr addrspace(1) %3962 to i64
  %3965 = and i64 %3964, 7
  %3966 = icmp eq i64 %3965, 0
  %3967 = and i1 %3963, %3966
  %3968 = and i1 %3946, %3967
  %3969 = xor i1 %3963, %3968
  %3970 = xor i1 %3240, %3967
  %3971 = and i1 %3946, %3970
  %3972 = zext i1 %3968 to i32
  %3973 = bitcast float %3154 to i32
  %3974 = bitcast float %3155 to i32
  %3975 = zext i1 %3969 to i32
  %3976 = zext i1 %3971 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3972, i32 %3973, i32 %3974, ptr addrspace(1) %3962, i32 %3975, i32 %3976) #5
  %3977 = or disjoint i32 %3213, 160
  %3978 = add i32 %3212, %3977
  %3979 = sext i32 %3978 to i64
  %3980 = getelementptr float, ptr addrspace(1) %2, i64 %3979
  %3981 = icmp slt i32 %3977, %4
  %3982 = and i1 %3217, %3981
  %3983 = or disjoint i32 %3213, 161
  %3984 = icmp slt i32 %3983, %4
  %3985 = ptrtoint ptr addrspace(1) %3980 to i64
  %3986 = and i64 %3985, 7
  %3987 = icmp eq i64 %3986, 0
  %3988 = and i1 %3982, %3987
  %3989 = and i1 %3984, %3988
  %3990 = xor i1 %3982, %3989
  %3991 = xor i1 %3217, %3988
  %3992 = and i1 %3984, %3991
  %3993 = zext i1 %3989 to i32
  %3994 = bitcast float %3156 to i32
  %3995 = bitcast float %3157 to i32
  %3996 = zext i1 %3990 to i32
  %3997 = zext i1 %3992 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %3993, i32 %3994, i32 %3995, ptr addrspace(1) %3980, i32 %3996, i32 %3997) #5
  %3998 = add i32 %3236, %3977
  %3999 = sext i32 %3998 to i64
  %4000 = getelementptr float, ptr addrspace(1) %2, i64 %3999
  %4001 = and i1 %3240, %3981
  %4002 = ptrtoint ptr addrspace(1) %4000 to i64
  %4003 = and i64 %4002, 7
  %4004 = icmp eq i64 %4003, 0
  %4005 = and i1 %4001, %4004
  %4006 = and i1 %3984, %4005
  %4007 = xor i1 %4001, %4006
  %4008 = xor i1 %3240, %4005
  %4009 = and i1 %3984, %4008
  %4010 = zext i1 %4006 to i32
  %4011 = bitcast float %3158 to i32
  %4012 = bitcast float %3159 to i32
  %4013 = zext i1 %4007 to i32
  %4014 = zext i1 %4009 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4010, i32 %4011, i32 %4012, ptr addrspace(1) %4000, i32 %4013, i32 %4014) #5
  %4015 = or disjoint i32 %3213, 168
  %4016 = add i32 %3212, %4015
  %4017 = sext i32 %4016 to i64
  %4018 = getelementptr float, ptr addrspace(1) %2, i64 %4017
  %4019 = icmp slt i32 %4015, %4
  %4020 = and i1 %3217, %4019
  %4021 = or disjoint i32 %3213, 169
  %4022 = icmp slt i32 %4021, %4
  %4023 = ptrtoint ptr addrspace(1) %4018 to i64
  %4024 = and i64 %4023, 7
  %4025 = icmp eq i64 %4024, 0
  %4026 = and i1 %4020, %4025
  %4027 = and i1 %4022, %4026
  %4028 = xor i1 %4020, %4027
  %4029 = xor i1 %3217, %4026
  %4030 = and i1 %4022, %4029
  %4031 = zext i1 %4027 to i32
  %4032 = bitcast float %3160 to i32
  %4033 = bitcast float %3161 to i32
  %4034 = zext i1 %4028 to i32
  %4035 = zext i1 %4030 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4031, i32 %4032, i32 %4033, ptr addrspace(1) %4018, i32 %4034, i32 %4035) #5
  %4036 = add i32 %3236, %4015
  %4037 = sext i32 %4036 to i64
  %4038 = getelementptr float, ptr addrspace(1) %2, i64 %4037
  %4039 = and i1 %3240, %4019
  %4040 = ptrtoint ptr addrspace(1) %4038 to i64
  %4041 = and i64 %4040, 7
  %4042 = icmp eq i64 %4041, 0
  %4043 = and i1 %4039, %4042
  %4044 = and i1 %4022, %4043
  %4045 = xor i1 %4039, %4044
  %4046 = xor i1 %3240, %4043
  %4047 = and i1 %4022, %4046
  %4048 = zext i1 %4044 to i32
  %4049 = bitcast float %3162 to i32
  %4050 = bitcast float %3163 to i32
  %4051 = zext i1 %4045 to i32
  %4052 = zext i1 %4047 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4048, i32 %4049, i32 %4050, ptr addrspace(1) %4038, i32 %4051, i32 %4052) #5
  %4053 = or disjoint i32 %3213, 176
  %4054 = add i32 %3212, %4053
  %4055 = sext i32 %4054 to i64
  %4056 = getelementptr float, ptr addrspace(1) %2, i64 %4055
  %4057 = icmp slt i32 %4053, %4
  %4058 = and i1 %3217, %4057
  %4059 = or disjoint i32 %3213, 177
  %4060 = icmp slt i32 %4059, %4
  %4061 = ptrtoint ptr addrspace(1) %4056 to i64
  %4062 = and i64 %4061, 7
  %4063 = icmp eq i64 %4062, 0
  %4064 = and i1 %4058, %4063
  %4065 = and i1 %4060, %4064
  %4066 = xor i1 %4058, %4065
  %4067 = xor i1 %3217, %4064
  %4068 = and i1 %4060, %4067
  %4069 = zext i1 %4065 to i32
  %4070 = bitcast float %3164 to i32
  %4071 = bitcast float %3165 to i32
  %4072 = zext i1 %4066 to i32
  %4073 = zext i1 %4068 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4069, i32 %4070, i32 %4071, ptr addrspace(1) %4056, i32 %4072, i32 %4073) #5
  %4074 = add i32 %3236, %4053
  %4075 = sext i32 %4074 to i64
  %4076 = getelementptr float, ptr addrspace(1) %2, i64 %4075
  %4077 = and i1 %3240, %4057
  %4078 = ptrtoint ptr addrspace(1) %4076 to i64
  %4079 = and i64 %4078, 7
  %4080 = icmp eq i64 %4079, 0
  %4081 = and i1 %4077, %4080
  %4082 = and i1 %4060, %4081
  %4083 = xor i1 %4077, %4082
  %4084 = xor i1 %3240, %4081
  %4085 = and i1 %4060, %4084
  %4086 = zext i1 %4082 to i32
  %4087 = bitcast float %3166 to i32
  %4088 = bitcast float %3167 to i32
  %4089 = zext i1 %4083 to i32
  %4090 = zext i1 %4085 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4086, i32 %4087, i32 %4088, ptr addrspace(1) %4076, i32 %4089, i32 %4090) #5
  %4091 = or disjoint i32 %3213, 184
  %4092 = add i32 %3212, %4091
  %4093 = sext i32 %4092 to i64
  %4094 = getelementptr float, ptr addrspace(1) %2, i64 %4093
  %4095 = icmp slt i32 %4091, %4
  %4096 = and i1 %3217, %4095
  %4097 = or disjoint i32 %3213, 185
  %4098 = icmp slt i32 %4097, %4
  %4099 = ptrtoint ptr addrspace(1) %4094 to i64
  %4100 = and i64 %4099, 7
  %4101 = icmp eq i64 %4100, 0
  %4102 = and i1 %4096, %4101
  %4103 = and i1 %4098, %4102
  %4104 = xor i1 %4096, %4103
  %4105 = xor i1 %3217, %4102
  %4106 = and i1 %4098, %4105
  %4107 = zext i1 %4103 to i32
  %4108 = bitcast float %3168 to i32
  %4109 = bitcast float %3169 to i32
  %4110 = zext i1 %4104 to i32
  %4111 = zext i1 %4106 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4107, i32 %4108, i32 %4109, ptr addrspace(1) %4094, i32 %4110, i32 %4111) #5
  %4112 = add i32 %3236, %4091
  %4113 = sext i32 %4112 to i64
  %4114 = getelementptr float, ptr addrspace(1) %2, i64 %4113
  %4115 = and i1 %3240, %4095
  %4116 = ptrtoint ptr addrspace(1) %4114 to i64
  %4117 = and i64 %4116, 7
  %4118 = icmp eq i64 %4117, 0
  %4119 = and i1 %4115, %4118
  %4120 = and i1 %4098, %4119
  %4121 = xor i1 %4115, %4120
  %4122 = xor i1 %3240, %4119
  %4123 = and i1 %4098, %4122
  %4124 = zext i1 %4120 to i32
  %4125 = bitcast float %3170 to i32
  %4126 = bitcast float %3171 to i32
  %4127 = zext i1 %4121 to i32
  %4128 = zext i1 %4123 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4124, i32 %4125, i32 %4126, ptr addrspace(1) %4114, i32 %4127, i32 %4128) #5
  %4129 = or disjoint i32 %3213, 192
  %4130 = add i32 %3212, %4129
  %4131 = sext i32 %4130 to i64
  %4132 = getelementptr float, ptr addrspace(1) %2, i64 %4131
  %4133 = icmp slt i32 %4129, %4
  %4134 = and i1 %3217, %4133
  %4135 = or disjoint i32 %3213, 193
  %4136 = icmp slt i32 %4135, %4
  %4137 = ptrtoint ptr addrspace(1) %4132 to i64
  %4138 = and i64 %4137, 7
  %4139 = icmp eq i64 %4138, 0
  %4140 = and i1 %4134, %4139
  %4141 = and i1 %4136, %4140
  %4142 = xor i1 %4134, %4141
  %4143 = xor i1 %3217, %4140
  %4144 = and i1 %4136, %4143
  %4145 = zext i1 %4141 to i32
  %4146 = bitcast float %3172 to i32
  %4147 = bitcast float %3173 to i32
  %4148 = zext i1 %4142 to i32
  %4149 = zext i1 %4144 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4145, i32 %4146, i32 %4147, ptr addrspace(1) %4132, i32 %4148, i32 %4149) #5
  %4150 = add i32 %3236, %4129
  %4151 = sext i32 %4150 to i64
  %4152 = getelementptr float, ptr addrspace(1) %2, i64 %4151
  %4153 = and i1 %3240, %4133
  %4154 = ptrtoint ptr addrspace(1) %4152 to i64
  %4155 = and i64 %4154, 7
  %4156 = icmp eq i64 %4155, 0
  %4157 = and i1 %4153, %4156
  %4158 = and i1 %4136, %4157
  %4159 = xor i1 %4153, %4158
  %4160 = xor i1 %3240, %4157
  %4161 = and i1 %4136, %4160
  %4162 = zext i1 %4158 to i32
  %4163 = bitcast float %3174 to i32
  %4164 = bitcast float %3175 to i32
  %4165 = zext i1 %4159 to i32
  %4166 = zext i1 %4161 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4162, i32 %4163, i32 %4164, ptr addrspace(1) %4152, i32 %4165, i32 %4166) #5
  %4167 = or disjoint i32 %3213, 200
  %4168 = add i32 %3212, %4167
  %4169 = sext i32 %4168 to i64
  %4170 = getelementptr float, ptr addrspace(1) %2, i64 %4169
  %4171 = icmp slt i32 %4167, %4
  %4172 = and i1 %3217, %4171
  %4173 = or disjoint i32 %3213, 201
  %4174 = icmp slt i32 %4173, %4
  %4175 = ptrtoint ptr addrspace(1) %4170 to i64
  %4176 = and i64 %4175, 7
  %4177 = icmp eq i64 %4176, 0
  %4178 = and i1 %4172, %4177
  %4179 = and i1 %4174, %4178
  %4180 = xor i1 %4172, %4179
  %4181 = xor i1 %3217, %4178
  %4182 = and i1 %4174, %4181
  %4183 = zext i1 %4179 to i32
  %4184 = bitcast float %3176 to i32
  %4185 = bitcast float %3177 to i32
  %4186 = zext i1 %4180 to i32
  %4187 = zext i1 %4182 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4183, i32 %4184, i32 %4185, ptr addrspace(1) %4170, i32 %4186, i32 %4187) #5
  %4188 = add i32 %3236, %4167
  %4189 = sext i32 %4188 to i64
  %4190 = getelementptr float, ptr addrspace(1) %2, i64 %4189
  %4191 = and i1 %3240, %4171
  %4192 = ptrtoint ptr addrspace(1) %4190 to i64
  %4193 = and i64 %4192, 7
  %4194 = icmp eq i64 %4193, 0
  %4195 = and i1 %4191, %4194
  %4196 = and i1 %4174, %4195
  %4197 = xor i1 %4191, %4196
  %4198 = xor i1 %3240, %4195
  %4199 = and i1 %4174, %4198
  %4200 = zext i1 %4196 to i32
  %4201 = bitcast float %3178 to i32
  %4202 = bitcast float %3179 to i32
  %4203 = zext i1 %4197 to i32
  %4204 = zext i1 %4199 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4200, i32 %4201, i32 %4202, ptr addrspace(1) %4190, i32 %4203, i32 %4204) #5
  %4205 = or disjoint i32 %3213, 208
  %4206 = add i32 %3212, %4205
  %4207 = sext i32 %4206 to i64
  %4208 = getelementptr float, ptr addrspace(1) %2, i64 %4207
  %4209 = icmp slt i32 %4205, %4
  %4210 = and i1 %3217, %4209
  %4211 = or disjoint i32 %3213, 209
  %4212 = icmp slt i32 %4211, %4
  %4213 = ptrtoint ptr addrspace(1) %4208 to i64
  %4214 = and i64 %4213, 7
  %4215 = icmp eq i64 %4214, 0
  %4216 = and i1 %4210, %4215
  %4217 = and i1 %4212, %4216
  %4218 = xor i1 %4210, %4217
  %4219 = xor i1 %3217, %4216
  %4220 = and i1 %4212, %4219
  %4221 = zext i1 %4217 to i32
  %4222 = bitcast float %3180 to i32
  %4223 = bitcast float %3181 to i32
  %4224 = zext i1 %4218 to i32
  %4225 = zext i1 %4220 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4221, i32 %4222, i32 %4223, ptr addrspace(1) %4208, i32 %4224, i32 %4225) #5
  %4226 = add i32 %3236, %4205
  %4227 = sext i32 %4226 to i64
  %4228 = getelementptr float, ptr addrspace(1) %2, i64 %4227
  %4229 = and i1 %3240, %4209
  %4230 = ptrtoint ptr addrspace(1) %4228 to i64
  %4231 = and i64 %4230, 7
  %4232 = icmp eq i64 %4231, 0
  %4233 = and i1 %4229, %4232
  %4234 = and i1 %4212, %4233
  %4235 = xor i1 %4229, %4234
  %4236 = xor i1 %3240, %4233
  %4237 = and i1 %4212, %4236
  %4238 = zext i1 %4234 to i32
  %4239 = bitcast float %3182 to i32
  %4240 = bitcast float %3183 to i32
  %4241 = zext i1 %4235 to i32
  %4242 = zext i1 %4237 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4238, i32 %4239, i32 %4240, ptr addrspace(1) %4228, i32 %4241, i32 %4242) #5
  %4243 = or disjoint i32 %3213, 216
  %4244 = add i32 %3212, %4243
  %4245 = sext i32 %4244 to i64
  %4246 = getelementptr float, ptr addrspace(1) %2, i64 %4245
  %4247 = icmp slt i32 %4243, %4
  %4248 = and i1 %3217, %4247
  %4249 = or disjoint i32 %3213, 217
  %4250 = icmp slt i32 %4249, %4
  %4251 = ptrtoint ptr addrspace(1) %4246 to i64
  %4252 = and i64 %4251, 7
  %4253 = icmp eq i64 %4252, 0
  %4254 = and i1 %4248, %4253
  %4255 = and i1 %4250, %4254
  %4256 = xor i1 %4248, %4255
  %4257 = xor i1 %3217, %4254
  %4258 = and i1 %4250, %4257
  %4259 = zext i1 %4255 to i32
  %4260 = bitcast float %3184 to i32
  %4261 = bitcast float %3185 to i32
  %4262 = zext i1 %4256 to i32
  %4263 = zext i1 %4258 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4259, i32 %4260, i32 %4261, ptr addrspace(1) %4246, i32 %4262, i32 %4263) #5
  %4264 = add i32 %3236, %4243
  %4265 = sext i32 %4264 to i64
  %4266 = getelementptr float, ptr addrspace(1) %2, i64 %4265
  %4267 = and i1 %3240, %4247
  %4268 = ptrtoint ptr addrspace(1) %4266 to i64
  %4269 = and i64 %4268, 7
  %4270 = icmp eq i64 %4269, 0
  %4271 = and i1 %4267, %4270
  %4272 = and i1 %4250, %4271
  %4273 = xor i1 %4267, %4272
  %4274 = xor i1 %3240, %4271
  %4275 = and i1 %4250, %4274
  %4276 = zext i1 %4272 to i32
  %4277 = bitcast float %3186 to i32
  %4278 = bitcast float %3187 to i32
  %4279 = zext i1 %4273 to i32
  %4280 = zext i1 %4275 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4276, i32 %4277, i32 %4278, ptr addrspace(1) %4266, i32 %4279, i32 %4280) #5
  %4281 = or disjoint i32 %3213, 224
  %4282 = add i32 %3212, %4281
  %4283 = sext i32 %4282 to i64
  %4284 = getelementptr float, ptr addrspace(1) %2, i64 %4283
  %4285 = icmp slt i32 %4281, %4
  %4286 = and i1 %3217, %4285
  %4287 = or disjoint i32 %3213, 225
  %4288 = icmp slt i32 %4287, %4
  %4289 = ptrtoint ptr addrspace(1) %4284 to i64
  %4290 = and i64 %4289, 7
  %4291 = icmp eq i64 %4290, 0
  %4292 = and i1 %4286, %4291
  %4293 = and i1 %4288, %4292
  %4294 = xor i1 %4286, %4293
  %4295 = xor i1 %3217, %4292
  %4296 = and i1 %4288, %4295
  %4297 = zext i1 %4293 to i32
  %4298 = bitcast float %3188 to i32
  %4299 = bitcast float %3189 to i32
  %4300 = zext i1 %4294 to i32
  %4301 = zext i1 %4296 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4297, i32 %4298, i32 %4299, ptr addrspace(1) %4284, i32 %4300, i32 %4301) #5
  %4302 = add i32 %3236, %4281
  %4303 = sext i32 %4302 to i64
  %4304 = getelementptr float, ptr addrspace(1) %2, i64 %4303
  %4305 = and i1 %3240, %4285
  %4306 = ptrtoint ptr addrspace(1) %4304 to i64
  %4307 = and i64 %4306, 7
  %4308 = icmp eq i64 %4307, 0
  %4309 = and i1 %4305, %4308
  %4310 = and i1 %4288, %4309
  %4311 = xor i1 %4305, %4310
  %4312 = xor i1 %3240, %4309
  %4313 = and i1 %4288, %4312
  %4314 = zext i1 %4310 to i32
  %4315 = bitcast float %3190 to i32
  %4316 = bitcast float %3191 to i32
  %4317 = zext i1 %4311 to i32
  %4318 = zext i1 %4313 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4314, i32 %4315, i32 %4316, ptr addrspace(1) %4304, i32 %4317, i32 %4318) #5
  %4319 = or disjoint i32 %3213, 232
  %4320 = add i32 %3212, %4319
  %4321 = sext i32 %4320 to i64
  %4322 = getelementptr float, ptr addrspace(1) %2, i64 %4321
  %4323 = icmp slt i32 %4319, %4
  %4324 = and i1 %3217, %4323
  %4325 = or disjoint i32 %3213, 233
  %4326 = icmp slt i32 %4325, %4
  %4327 = ptrtoint ptr addrspace(1) %4322 to i64
  %4328 = and i64 %4327, 7
  %4329 = icmp eq i64 %4328, 0
  %4330 = and i1 %4324, %4329
  %4331 = and i1 %4326, %4330
  %4332 = xor i1 %4324, %4331
  %4333 = xor i1 %3217, %4330
  %4334 = and i1 %4326, %4333
  %4335 = zext i1 %4331 to i32
  %4336 = bitcast float %3192 to i32
  %4337 = bitcast float %3193 to i32
  %4338 = zext i1 %4332 to i32
  %4339 = zext i1 %4334 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4335, i32 %4336, i32 %4337, ptr addrspace(1) %4322, i32 %4338, i32 %4339) #5
  %4340 = add i32 %3236, %4319
  %4341 = sext i32 %4340 to i64
  %4342 = getelementptr float, ptr addrspace(1) %2, i64 %4341
  %4343 = and i1 %3240, %4323
  %4344 = ptrtoint ptr addrspace(1) %4342 to i64
  %4345 = and i64 %4344, 7
  %4346 = icmp eq i64 %4345, 0
  %4347 = and i1 %4343, %4346
  %4348 = and i1 %4326, %4347
  %4349 = xor i1 %4343, %4348
  %4350 = xor i1 %3240, %4347
  %4351 = and i1 %4326, %4350
  %4352 = zext i1 %4348 to i32
  %4353 = bitcast float %3194 to i32
  %4354 = bitcast float %3195 to i32
  %4355 = zext i1 %4349 to i32
  %4356 = zext i1 %4351 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4352, i32 %4353, i32 %4354, ptr addrspace(1) %4342, i32 %4355, i32 %4356) #5
  %4357 = or disjoint i32 %3213, 240
  %4358 = add i32 %3212, %4357
  %4359 = sext i32 %4358 to i64
  %4360 = getelementptr float, ptr addrspace(1) %2, i64 %4359
  %4361 = icmp slt i32 %4357, %4
  %4362 = and i1 %3217, %4361
  %4363 = or disjoint i32 %3213, 241
  %4364 = icmp slt i32 %4363, %4
  %4365 = ptrtoint ptr addrspace(1) %4360 to i64
  %4366 = and i64 %4365, 7
  %4367 = icmp eq i64 %4366, 0
  %4368 = and i1 %4362, %4367
  %4369 = and i1 %4364, %4368
  %4370 = xor i1 %4362, %4369
  %4371 = xor i1 %3217, %4368
  %4372 = and i1 %4364, %4371
  %4373 = zext i1 %4369 to i32
  %4374 = bitcast float %3196 to i32
  %4375 = bitcast float %3197 to i32
  %4376 = zext i1 %4370 to i32
  %4377 = zext i1 %4372 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4373, i32 %4374, i32 %4375, ptr addrspace(1) %4360, i32 %4376, i32 %4377) #5
  %4378 = add i32 %3236, %4357
  %4379 = sext i32 %4378 to i64
  %4380 = getelementptr float, ptr addrspace(1) %2, i64 %4379
  %4381 = and i1 %3240, %4361
  %4382 = ptrtoint ptr addrspace(1) %4380 to i64
  %4383 = and i64 %4382, 7
  %4384 = icmp eq i64 %4383, 0
  %4385 = and i1 %4381, %4384
  %4386 = and i1 %4364, %4385
  %4387 = xor i1 %4381, %4386
  %4388 = xor i1 %3240, %4385
  %4389 = and i1 %4364, %4388
  %4390 = zext i1 %4386 to i32
  %4391 = bitcast float %3198 to i32
  %4392 = bitcast float %3199 to i32
  %4393 = zext i1 %4387 to i32
  %4394 = zext i1 %4389 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4390, i32 %4391, i32 %4392, ptr addrspace(1) %4380, i32 %4393, i32 %4394) #5
  %4395 = or disjoint i32 %3213, 248
  %4396 = add i32 %3212, %4395
  %4397 = sext i32 %4396 to i64
  %4398 = getelementptr float, ptr addrspace(1) %2, i64 %4397
  %4399 = icmp slt i32 %4395, %4
  %4400 = and i1 %3217, %4399
  %4401 = or disjoint i32 %3213, 249
  %4402 = icmp slt i32 %4401, %4
  %4403 = ptrtoint ptr addrspace(1) %4398 to i64
  %4404 = and i64 %4403, 7
  %4405 = icmp eq i64 %4404, 0
  %4406 = and i1 %4400, %4405
  %4407 = and i1 %4402, %4406
  %4408 = xor i1 %4400, %4407
  %4409 = xor i1 %3217, %4406
  %4410 = and i1 %4402, %4409
  %4411 = zext i1 %4407 to i32
  %4412 = bitcast float %3200 to i32
  %4413 = bitcast float %3201 to i32
  %4414 = zext i1 %4408 to i32
  %4415 = zext i1 %4410 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4411, i32 %4412, i32 %4413, ptr addrspace(1) %4398, i32 %4414, i32 %4415) #5
  %4416 = add i32 %3236, %4395
  %4417 = sext i32 %4416 to i64
  %4418 = getelementptr float, ptr addrspace(1) %2, i64 %4417
  %4419 = and i1 %3240, %4399
  %4420 = ptrtoint ptr addrspace(1) %4418 to i64
  %4421 = and i64 %4420, 7
  %4422 = icmp eq i64 %4421, 0
  %4423 = and i1 %4419, %4422
  %4424 = and i1 %4402, %4423
  %4425 = xor i1 %4419, %4424
  %4426 = xor i1 %3240, %4423
  %4427 = and i1 %4402, %4426
  %4428 = zext i1 %4424 to i32
  %4429 = bitcast float %3202 to i32
  %4430 = bitcast float %3203 to i32
  %4431 = zext i1 %4425 to i32
  %4432 = zext i1 %4427 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %4428, i32 %4429, i32 %4430, ptr addrspace(1) %4418, i32 %4431, i32 %4432) #5
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
