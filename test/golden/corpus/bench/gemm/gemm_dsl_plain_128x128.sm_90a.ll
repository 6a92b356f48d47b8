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
  %.decomposed611 = sub i32 %.decomposed, %21
  %22 = add i32 %.decomposed611, %16
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
  %72 = lshr i32 %7, 4
  %73 = and i32 %26, 120
  %74 = or disjoint i32 %24, %73
  %75 = sext i32 %4 to i64
  %76 = xor i32 %72, %7
  %77 = shl nuw nsw i32 %7, 10
  %78 = and i32 %77, 8192
  %79 = shl nuw nsw i32 %72, 7
  %80 = shl nuw nsw i32 %76, 4
  %81 = and i32 %80, 112
  %82 = or disjoint i32 %81, %79
  %83 = or disjoint i32 %82, %78
  %84 = zext nneg i32 %83 to i64
  %85 = sext i32 %74 to i64
  %86 = sub nsw i64 %75, %85
  %87 = tail call i64 @llvm.smax.i64(i64 %86, i64 0)
  %88 = tail call i64 @llvm.umin.i64(i64 %87, i64 8)
  %89 = trunc nuw nsw i64 %88 to i32
  %90 = lshr i32 %39, 4
  %91 = xor i32 %90, %7
  %92 = shl nuw nsw i32 %90, 7
  %93 = shl nuw nsw i32 %91, 4
  %94 = and i32 %93, 112
  %95 = or disjoint i32 %94, %92
  %96 = or disjoint i32 %95, %78
  %97 = zext nneg i32 %96 to i64
  %98 = lshr i32 %50, 4
  %99 = xor i32 %98, %7
  %100 = shl nuw nsw i32 %98, 7
  %101 = shl nuw nsw i32 %99, 4
  %102 = and i32 %101, 112
  %103 = or disjoint i32 %102, %100
  %104 = or disjoint i32 %103, %78
  %105 = zext nneg i32 %104 to i64
  %106 = lshr i32 %61, 4
  %107 = xor i32 %106, %7
  %108 = shl nuw nsw i32 %106, 7
  %109 = shl nuw nsw i32 %107, 4
  %110 = and i32 %109, 112
  %111 = or disjoint i32 %110, %108
  %112 = or disjoint i32 %111, %78
  %113 = zext nneg i32 %112 to i64
  %invariant.op = or disjoint i32 %27, 1
  %invariant.op309 = or disjoint i32 %27, 2
  %invariant.op311 = or disjoint i32 %27, 3
  %invariant.op313 = or disjoint i32 %27, 4
  %invariant.op315 = or disjoint i32 %27, 5
  %invariant.op317 = or disjoint i32 %27, 6
  %invariant.op319 = or disjoint i32 %27, 7
  %invariant.op321 = or disjoint i32 %27, 1
  %invariant.op323 = or disjoint i32 %27, 2
  %invariant.op325 = or disjoint i32 %27, 3
  %invariant.op327 = or disjoint i32 %27, 4
  %invariant.op329 = or disjoint i32 %27, 5
  %invariant.op331 = or disjoint i32 %27, 6
  %invariant.op333 = or disjoint i32 %27, 7
  %invariant.op335 = or disjoint i32 %27, 1
  %invariant.op337 = or disjoint i32 %27, 2
  %invariant.op339 = or disjoint i32 %27, 3
  %invariant.op341 = or disjoint i32 %27, 4
  %invariant.op343 = or disjoint i32 %27, 5
  %invariant.op345 = or disjoint i32 %27, 6
  %invariant.op347 = or disjoint i32 %27, 7
  %invariant.op349 = or disjoint i32 %27, 1
  %invariant.op351 = or disjoint i32 %27, 2
  %invariant.op353 = or disjoint i32 %27, 3
  %invariant.op355 = or disjoint i32 %27, 4
  %invariant.op357 = or disjoint i32 %27, 5
  %invariant.op359 = or disjoint i32 %27, 6
  %invariant.op361 = or disjoint i32 %27, 7
  %114 = icmp slt i32 %74, %4
  %115 = or disjoint i32 %73, %24
  %116 = or disjoint i32 %115, 1
  %117 = icmp slt i32 %116, %4
  %118 = or disjoint i32 %73, %24
  %119 = or disjoint i32 %118, 2
  %120 = icmp slt i32 %119, %4
  %121 = or disjoint i32 %73, %24
  %122 = or disjoint i32 %121, 3
  %123 = icmp slt i32 %122, %4
  %124 = or disjoint i32 %73, %24
  %125 = or disjoint i32 %124, 4
  %126 = icmp slt i32 %125, %4
  %127 = or disjoint i32 %73, %24
  %128 = or disjoint i32 %127, 5
  %129 = icmp slt i32 %128, %4
  %130 = or disjoint i32 %73, %24
  %131 = or disjoint i32 %130, 6
  %132 = icmp slt i32 %131, %4
  %133 = or disjoint i32 %73, %24
  %134 = or disjoint i32 %133, 7
  %135 = icmp slt i32 %134, %4
  %136 = icmp slt i32 %74, %4
  %137 = or disjoint i32 %73, %24
  %138 = or disjoint i32 %137, 1
  %139 = icmp slt i32 %138, %4
  %140 = or disjoint i32 %73, %24
  %141 = or disjoint i32 %140, 2
  %142 = icmp slt i32 %141, %4
  %143 = or disjoint i32 %73, %24
  %144 = or disjoint i32 %143, 3
  %145 = icmp slt i32 %144, %4
  %146 = or disjoint i32 %73, %24
  %147 = or disjoint i32 %146, 4
  %148 = icmp slt i32 %147, %4
  %149 = or disjoint i32 %73, %24
  %150 = or disjoint i32 %149, 5
  %151 = icmp slt i32 %150, %4
  %152 = or disjoint i32 %73, %24
  %153 = or disjoint i32 %152, 6
  %154 = icmp slt i32 %153, %4
  %155 = or disjoint i32 %73, %24
  %156 = or disjoint i32 %155, 7
  %157 = icmp slt i32 %156, %4
  %158 = icmp slt i32 %74, %4
  %159 = or disjoint i32 %73, %24
  %160 = or disjoint i32 %159, 1
  %161 = icmp slt i32 %160, %4
  %162 = or disjoint i32 %73, %24
  %163 = or disjoint i32 %162, 2
  %164 = icmp slt i32 %163, %4
  %165 = or disjoint i32 %73, %24
  %166 = or disjoint i32 %165, 3
  %167 = icmp slt i32 %166, %4
  %168 = or disjoint i32 %73, %24
  %169 = or disjoint i32 %168, 4
  %170 = icmp slt i32 %169, %4
  %171 = or disjoint i32 %73, %24
  %172 = or disjoint i32 %171, 5
  %173 = icmp slt i32 %172, %4
  %174 = or disjoint i32 %73, %24
  %175 = or disjoint i32 %174, 6
  %176 = icmp slt i32 %175, %4
  %177 = or disjoint i32 %73, %24
  %178 = or disjoint i32 %177, 7
  %179 = icmp slt i32 %178, %4
  %180 = icmp slt i32 %74, %4
  %181 = or disjoint i32 %73, %24
  %182 = or disjoint i32 %181, 1
  %183 = icmp slt i32 %182, %4
  %184 = or disjoint i32 %73, %24
  %185 = or disjoint i32 %184, 2
  %186 = icmp slt i32 %185, %4
  %187 = or disjoint i32 %73, %24
  %188 = or disjoint i32 %187, 3
  %189 = icmp slt i32 %188, %4
  %190 = or disjoint i32 %73, %24
  %191 = or disjoint i32 %190, 4
  %192 = icmp slt i32 %191, %4
  %193 = or disjoint i32 %73, %24
  %194 = or disjoint i32 %193, 5
  %195 = icmp slt i32 %194, %4
  %196 = or disjoint i32 %73, %24
  %197 = or disjoint i32 %196, 6
  %198 = icmp slt i32 %197, %4
  %199 = or disjoint i32 %73, %24
  %200 = or disjoint i32 %199, 7
  %201 = icmp slt i32 %200, %4
  br label %294

.preheader35:                                     ; preds = %.loopexit37
  %202 = icmp sgt i32 %5, 0
  br i1 %202, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader35
  %203 = shl nuw nsw i32 %7, 6
  %204 = and i32 %203, 8192
  %205 = zext nneg i32 %204 to i64
  %invariant.op363 = or disjoint i32 %27, 1
  %invariant.op365 = or disjoint i32 %27, 2
  %invariant.op367 = or disjoint i32 %27, 3
  %invariant.op369 = or disjoint i32 %27, 4
  %invariant.op371 = or disjoint i32 %27, 5
  %invariant.op373 = or disjoint i32 %27, 6
  %invariant.op375 = or disjoint i32 %27, 7
  %invariant.op377 = or disjoint i32 %27, 1
  %invariant.op379 = or disjoint i32 %27, 2
  %invariant.op381 = or disjoint i32 %27, 3
  %invariant.op383 = or disjoint i32 %27, 4
  %invariant.op385 = or disjoint i32 %27, 5
  %invariant.op387 = or disjoint i32 %27, 6
  %invariant.op389 = or disjoint i32 %27, 7
  %invariant.op391 = or disjoint i32 %27, 1
  %invariant.op393 = or disjoint i32 %27, 2
  %invariant.op395 = or disjoint i32 %27, 3
  %invariant.op397 = or disjoint i32 %27, 4
  %invariant.op399 = or disjoint i32 %27, 5
  %invariant.op401 = or disjoint i32 %27, 6
  %invariant.op403 = or disjoint i32 %27, 7
  %invariant.op405 = or disjoint i32 %27, 1
  %invariant.op407 = or disjoint i32 %27, 2
  %invariant.op409 = or disjoint i32 %27, 3
  %invariant.op411 = or disjoint i32 %27, 4
  %invariant.op413 = or disjoint i32 %27, 5
  %invariant.op415 = or disjoint i32 %27, 6
  %invariant.op417 = or disjoint i32 %27, 7
  %206 = icmp slt i32 %74, %4
  %207 = or disjoint i32 %73, %24
  %208 = or disjoint i32 %207, 1
  %209 = icmp slt i32 %208, %4
  %210 = or disjoint i32 %73, %24
  %211 = or disjoint i32 %210, 2
  %212 = icmp slt i32 %211, %4
  %213 = or disjoint i32 %73, %24
  %214 = or disjoint i32 %213, 3
  %215 = icmp slt i32 %214, %4
  %216 = or disjoint i32 %73, %24
  %217 = or disjoint i32 %216, 4
  %218 = icmp slt i32 %217, %4
  %219 = or disjoint i32 %73, %24
  %220 = or disjoint i32 %219, 5
  %221 = icmp slt i32 %220, %4
  %222 = or disjoint i32 %73, %24
  %223 = or disjoint i32 %222, 6
  %224 = icmp slt i32 %223, %4
  %225 = or disjoint i32 %73, %24
  %226 = or disjoint i32 %225, 7
  %227 = icmp slt i32 %226, %4
  %228 = icmp slt i32 %74, %4
  %229 = or disjoint i32 %73, %24
  %230 = or disjoint i32 %229, 1
  %231 = icmp slt i32 %230, %4
  %232 = or disjoint i32 %73, %24
  %233 = or disjoint i32 %232, 2
  %234 = icmp slt i32 %233, %4
  %235 = or disjoint i32 %73, %24
  %236 = or disjoint i32 %235, 3
  %237 = icmp slt i32 %236, %4
  %238 = or disjoint i32 %73, %24
  %239 = or disjoint i32 %238, 4
  %240 = icmp slt i32 %239, %4
  %241 = or disjoint i32 %73, %24
  %242 = or disjoint i32 %241, 5
  %243 = icmp slt i32 %242, %4
  %244 = or disjoint i32 %73, %24
  %245 = or disjoint i32 %244, 6
  %246 = icmp slt i32 %245, %4
  %247 = or disjoint i32 %73, %24
  %248 = or disjoint i32 %247, 7
  %249 = icmp slt i32 %248, %4
  %250 = icmp slt i32 %74, %4
  %251 = or disjoint i32 %73, %24
  %252 = or disjoint i32 %251, 1
  %253 = icmp slt i32 %252, %4
  %254 = or disjoint i32 %73, %24
  %255 = or disjoint i32 %254, 2
  %256 = icmp slt i32 %255, %4
  %257 = or disjoint i32 %73, %24
  %258 = or disjoint i32 %257, 3
  %259 = icmp slt i32 %258, %4
  %260 = or disjoint i32 %73, %24
  %261 = or disjoint i32 %260, 4
  %262 = icmp slt i32 %261, %4
  %263 = or disjoint i32 %73, %24
  %264 = or disjoint i32 %263, 5
  %265 = icmp slt i32 %264, %4
  %266 = or disjoint i32 %73, %24
  %267 = or disjoint i32 %266, 6
  %268 = icmp slt i32 %267, %4
  %269 = or disjoint i32 %73, %24
  %270 = or disjoint i32 %269, 7
  %271 = icmp slt i32 %270, %4
  %272 = icmp slt i32 %74, %4
  %273 = or disjoint i32 %73, %24
  %274 = or disjoint i32 %273, 1
  %275 = icmp slt i32 %274, %4
  %276 = or disjoint i32 %73, %24
  %277 = or disjoint i32 %276, 2
  %278 = icmp slt i32 %277, %4
  %279 = or disjoint i32 %73, %24
  %280 = or disjoint i32 %279, 3
  %281 = icmp slt i32 %280, %4
  %282 = or disjoint i32 %73, %24
  %283 = or disjoint i32 %282, 4
  %284 = icmp slt i32 %283, %4
  %285 = or disjoint i32 %73, %24
  %286 = or disjoint i32 %285, 5
  %287 = icmp slt i32 %286, %4
  %288 = or disjoint i32 %73, %24
  %289 = or disjoint i32 %288, 6
  %290 = icmp slt i32 %289, %4
  %291 = or disjoint i32 %73, %24
  %292 = or disjoint i32 %291, 7
  %293 = icmp slt i32 %292, %4
  br label %897

294:                                              ; preds = %6, %.loopexit37
  %295 = phi i1 [ true, %6 ], [ false, %.loopexit37 ]
  %296 = phi i64 [ 0, %6 ], [ 1, %.loopexit37 ]
  %297 = trunc nuw nsw i64 %296 to i32
  %298 = shl nuw nsw i32 %297, 6
  %299 = icmp slt i32 %298, %5
  br i1 %299, label %300, label %.loopexit37

300:                                              ; preds = %294
  %301 = shl nuw nsw i64 %296, 15
  %302 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_dsmem, i64 %301
  %303 = or disjoint i32 %298, %27
  %304 = add i32 %303, %29
  %305 = sext i32 %304 to i64
  %306 = getelementptr bfloat, ptr addrspace(1) %0, i64 %305
  %307 = ptrtoint ptr addrspace(1) %306 to i64
  %308 = and i64 %307, 15
  %309 = icmp eq i64 %308, 0
  %310 = getelementptr i8, ptr addrspace(3) %302, i64 %38
  br i1 %309, label %371, label %.preheader50

.preheader50:                                     ; preds = %300
  %311 = icmp slt i32 %303, %5
  %312 = and i1 %30, %311
  %313 = zext i1 %312 to i32
  %314 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %306, i32 %313, i16 0) #5
  store i16 %314, ptr addrspace(3) %310, align 16
  %.reass = or disjoint i32 %298, %invariant.op
  %315 = add i32 %.reass, %29
  %316 = sext i32 %315 to i64
  %317 = getelementptr bfloat, ptr addrspace(1) %0, i64 %316
  %318 = icmp slt i32 %.reass, %5
  %319 = and i1 %30, %318
  %320 = zext i1 %319 to i32
  %321 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %317, i32 %320, i16 0) #5
  %322 = getelementptr i8, ptr addrspace(3) %310, i64 2
  store i16 %321, ptr addrspace(3) %322, align 2
  %.reass310 = or disjoint i32 %298, %invariant.op309
  %323 = add i32 %.reass310, %29
  %324 = sext i32 %323 to i64
  %325 = getelementptr bfloat, ptr addrspace(1) %0, i64 %324
  %326 = icmp slt i32 %.reass310, %5
  %327 = and i1 %30, %326
  %328 = zext i1 %327 to i32
  %329 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %325, i32 %328, i16 0) #5
  %330 = getelementptr i8, ptr addrspace(3) %310, i64 4
  store i16 %329, ptr addrspace(3) %330, align 4
  %.reass312 = or disjoint i32 %298, %invariant.op311
  %331 = add i32 %.reass312, %29
  %332 = sext i32 %331 to i64
  %333 = getelementptr bfloat, ptr addrspace(1) %0, i64 %332
  %334 = icmp slt i32 %.reass312, %5
  %335 = and i1 %30, %334
  %336 = zext i1 %335 to i32
  %337 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %333, i32 %336, i16 0) #5
  %338 = getelementptr i8, ptr addrspace(3) %310, i64 6
  store i16 %337, ptr addrspace(3) %338, align 2
  %.reass314 = or disjoint i32 %298, %invariant.op313
  %339 = add i32 %.reass314, %29
  %340 = sext i32 %339 to i64
  %341 = getelementptr bfloat, ptr addrspace(1) %0, i64 %340
  %342 = icmp slt i32 %.reass314, %5
  %343 = and i1 %30, %342
  %344 = zext i1 %343 to i32
  %345 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %341, i32 %344, i16 0) #5
  %346 = getelementptr i8, ptr addrspace(3) %310, i64 8
  store i16 %345, ptr addrspace(3) %346, align 8
  %.reass316 = or disjoint i32 %298, %invariant.op315
  %347 = add i32 %.reass316, %29
  %348 = sext i32 %347 to i64
  %349 = getelementptr bfloat, ptr addrspace(1) %0, i64 %348
  %350 = icmp slt i32 %.reass316, %5
  %351 = and i1 %30, %350
  %352 = zext i1 %351 to i32
  %353 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %349, i32 %352, i16 0) #5
  %354 = getelementptr i8, ptr addrspace(3) %310, i64 10
  store i16 %353, ptr addrspace(3) %354, align 2
  %.reass318 = or disjoint i32 %298, %invariant.op317
  %355 = add i32 %.reass318, %29
  %356 = sext i32 %355 to i64
  %357 = getelementptr bfloat, ptr addrspace(1) %0, i64 %356
  %358 = icmp slt i32 %.reass318, %5
  %359 = and i1 %30, %358
  %360 = zext i1 %359 to i32
  %361 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %357, i32 %360, i16 0) #5
  %362 = getelementptr i8, ptr addrspace(3) %310, i64 12
  store i16 %361, ptr addrspace(3) %362, align 4
  %.reass320 = or disjoint i32 %298, %invariant.op319
  %363 = add i32 %.reass320, %29
  %364 = sext i32 %363 to i64
  %365 = getelementptr bfloat, ptr addrspace(1) %0, i64 %364
  %366 = icmp slt i32 %.reass320, %5
  %367 = and i1 %30, %366
  %368 = zext i1 %367 to i32
  %369 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %365, i32 %368, i16 0) #5
  %370 = getelementptr i8, ptr addrspace(3) %310, i64 14
  store i16 %369, ptr addrspace(3) %370, align 2
  br label %.loopexit51

371:                                              ; preds = %300
  %372 = zext nneg i32 %303 to i64
  %373 = sub nsw i64 %31, %372
  %374 = tail call i64 @llvm.smax.i64(i64 %373, i64 0)
  %375 = tail call i64 @llvm.umin.i64(i64 %374, i64 8)
  %376 = trunc nuw nsw i64 %375 to i32
  %377 = select i1 %30, i32 %376, i32 0
  %378 = icmp eq i32 %377, 0
  %379 = select i1 %378, ptr addrspace(1) %0, ptr addrspace(1) %306
  %380 = shl nuw nsw i32 %377, 1
  %381 = ptrtoint ptr addrspace(3) %310 to i64
  %382 = trunc i64 %381 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %382, ptr addrspace(1) %379, i32 %380) #5
  br label %.loopexit51

.loopexit51:                                      ; preds = %.preheader50, %371
  %383 = add i32 %303, %42
  %384 = sext i32 %383 to i64
  %385 = getelementptr bfloat, ptr addrspace(1) %0, i64 %384
  %386 = ptrtoint ptr addrspace(1) %385 to i64
  %387 = and i64 %386, 15
  %388 = icmp eq i64 %387, 0
  %389 = getelementptr i8, ptr addrspace(3) %302, i64 %49
  br i1 %388, label %450, label %.preheader48

.preheader48:                                     ; preds = %.loopexit51
  %390 = icmp slt i32 %303, %5
  %391 = and i1 %43, %390
  %392 = zext i1 %391 to i32
  %393 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %385, i32 %392, i16 0) #5
  store i16 %393, ptr addrspace(3) %389, align 16
  %.reass322 = or disjoint i32 %298, %invariant.op321
  %394 = add i32 %.reass322, %42
  %395 = sext i32 %394 to i64
  %396 = getelementptr bfloat, ptr addrspace(1) %0, i64 %395
  %397 = icmp slt i32 %.reass322, %5
  %398 = and i1 %43, %397
  %399 = zext i1 %398 to i32
  %400 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %396, i32 %399, i16 0) #5
  %401 = getelementptr i8, ptr addrspace(3) %389, i64 2
  store i16 %400, ptr addrspace(3) %401, align 2
  %.reass324 = or disjoint i32 %298, %invariant.op323
  %402 = add i32 %.reass324, %42
  %403 = sext i32 %402 to i64
  %404 = getelementptr bfloat, ptr addrspace(1) %0, i64 %403
  %405 = icmp slt i32 %.reass324, %5
  %406 = and i1 %43, %405
  %407 = zext i1 %406 to i32
  %408 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %404, i32 %407, i16 0) #5
  %409 = getelementptr i8, ptr addrspace(3) %389, i64 4
  store i16 %408, ptr addrspace(3) %409, align 4
  %.reass326 = or disjoint i32 %298, %invariant.op325
  %410 = add i32 %.reass326, %42
  %411 = sext i32 %410 to i64
  %412 = getelementptr bfloat, ptr addrspace(1) %0, i64 %411
  %413 = icmp slt i32 %.reass326, %5
  %414 = and i1 %43, %413
  %415 = zext i1 %414 to i32
  %416 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %412, i32 %415, i16 0) #5
  %417 = getelementptr i8, ptr addrspace(3) %389, i64 6
  store i16 %416, ptr addrspace(3) %417, align 2
  %.reass328 = or disjoint i32 %298, %invariant.op327
  %418 = add i32 %.reass328, %42
  %419 = sext i32 %418 to i64
  %420 = getelementptr bfloat, ptr addrspace(1) %0, i64 %419
  %421 = icmp slt i32 %.reass328, %5
  %422 = and i1 %43, %421
  %423 = zext i1 %422 to i32
  %424 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %420, i32 %423, i16 0) #5
  %425 = getelementptr i8, ptr addrspace(3) %389, i64 8
  store i16 %424, ptr addrspace(3) %425, align 8
  %.reass330 = or disjoint i32 %298, %invariant.op329
  %426 = add i32 %.reass330, %42
  %427 = sext i32 %426 to i64
  %428 = getelementptr bfloat, ptr addrspace(1) %0, i64 %427
  %429 = icmp slt i32 %.reass330, %5
  %430 = and i1 %43, %429
  %431 = zext i1 %430 to i32
  %432 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %428, i32 %431, i16 0) #5
  %433 = getelementptr i8, ptr addrspace(3) %389, i64 10
  store i16 %432, ptr addrspace(3) %433, align 2
  %.reass332 = or disjoint i32 %298, %invariant.op331
  %434 = add i32 %.reass332, %42
  %435 = sext i32 %434 to i64
  %436 = getelementptr bfloat, ptr addrspace(1) %0, i64 %435
  %437 = icmp slt i32 %.reass332, %5
  %438 = and i1 %43, %437
  %439 = zext i1 %438 to i32
  %440 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %436, i32 %439, i16 0) #5
  %441 = getelementptr i8, ptr addrspace(3) %389, i64 12
  store i16 %440, ptr addrspace(3) %441, align 4
  %.reass334 = or disjoint i32 %298, %invariant.op333
  %442 = add i32 %.reass334, %42
  %443 = sext i32 %442 to i64
  %444 = getelementptr bfloat, ptr addrspace(1) %0, i64 %443
  %445 = icmp slt i32 %.reass334, %5
  %446 = and i1 %43, %445
  %447 = zext i1 %446 to i32
  %448 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %444, i32 %447, i16 0) #5
  %449 = getelementptr i8, ptr addrspace(3) %389, i64 14
  store i16 %448, ptr addrspace(3) %449, align 2
  br label %.loopexit49

450:                                              ; preds = %.loopexit51
  %451 = zext nneg i32 %303 to i64
  %452 = sub nsw i64 %31, %451
  %453 = tail call i64 @llvm.smax.i64(i64 %452, i64 0)
  %454 = tail call i64 @llvm.umin.i64(i64 %453, i64 8)
  %455 = trunc nuw nsw i64 %454 to i32
  %456 = select i1 %43, i32 %455, i32 0
  %457 = icmp eq i32 %456, 0
  %458 = select i1 %457, ptr addrspace(1) %0, ptr addrspace(1) %385
  %459 = shl nuw nsw i32 %456, 1
  %460 = ptrtoint ptr addrspace(3) %389 to i64
  %461 = trunc i64 %460 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %461, ptr addrspace(1) %458, i32 %459) #5
  br label %.loopexit49

.loopexit49:                                      ; preds = %.preheader48, %450
  %462 = add i32 %303, %53
  %463 = sext i32 %462 to i64
  %464 = getelementptr bfloat, ptr addrspace(1) %0, i64 %463
  %465 = ptrtoint ptr addrspace(1) %464 to i64
  %466 = and i64 %465, 15
  %467 = icmp eq i64 %466, 0
  %468 = getelementptr i8, ptr addrspace(3) %302, i64 %60
  br i1 %467, label %529, label %.preheader46

.preheader46:                                     ; preds = %.loopexit49
  %469 = icmp slt i32 %303, %5
  %470 = and i1 %54, %469
  %471 = zext i1 %470 to i32
  %472 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %464, i32 %471, i16 0) #5
  store i16 %472, ptr addrspace(3) %468, align 16
  %.reass336 = or disjoint i32 %298, %invariant.op335
  %473 = add i32 %.reass336, %53
  %474 = sext i32 %473 to i64
  %475 = getelementptr bfloat, ptr addrspace(1) %0, i64 %474
  %476 = icmp slt i32 %.reass336, %5
  %477 = and i1 %54, %476
  %478 = zext i1 %477 to i32
  %479 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %475, i32 %478, i16 0) #5
  %480 = getelementptr i8, ptr addrspace(3) %468, i64 2
  store i16 %479, ptr addrspace(3) %480, align 2
  %.reass338 = or disjoint i32 %298, %invariant.op337
  %481 = add i32 %.reass338, %53
  %482 = sext i32 %481 to i64
  %483 = getelementptr bfloat, ptr addrspace(1) %0, i64 %482
  %484 = icmp slt i32 %.reass338, %5
  %485 = and i1 %54, %484
  %486 = zext i1 %485 to i32
  %487 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %483, i32 %486, i16 0) #5
  %488 = getelementptr i8, ptr addrspace(3) %468, i64 4
  store i16 %487, ptr addrspace(3) %488, align 4
  %.reass340 = or disjoint i32 %298, %invariant.op339
  %489 = add i32 %.reass340, %53
  %490 = sext i32 %489 to i64
  %491 = getelementptr bfloat, ptr addrspace(1) %0, i64 %490
  %492 = icmp slt i32 %.reass340, %5
  %493 = and i1 %54, %492
  %494 = zext i1 %493 to i32
  %495 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %491, i32 %494, i16 0) #5
  %496 = getelementptr i8, ptr addrspace(3) %468, i64 6
  store i16 %495, ptr addrspace(3) %496, align 2
  %.reass342 = or disjoint i32 %298, %invariant.op341
  %497 = add i32 %.reass342, %53
  %498 = sext i32 %497 to i64
  %499 = getelementptr bfloat, ptr addrspace(1) %0, i64 %498
  %500 = icmp slt i32 %.reass342, %5
  %501 = and i1 %54, %500
  %502 = zext i1 %501 to i32
  %503 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %499, i32 %502, i16 0) #5
  %504 = getelementptr i8, ptr addrspace(3) %468, i64 8
  store i16 %503, ptr addrspace(3) %504, align 8
  %.reass344 = or disjoint i32 %298, %invariant.op343
  %505 = add i32 %.reass344, %53
  %506 = sext i32 %505 to i64
  %507 = getelementptr bfloat, ptr addrspace(1) %0, i64 %506
  %508 = icmp slt i32 %.reass344, %5
  %509 = and i1 %54, %508
  %510 = zext i1 %509 to i32
  %511 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %507, i32 %510, i16 0) #5
  %512 = getelementptr i8, ptr addrspace(3) %468, i64 10
  store i16 %511, ptr addrspace(3) %512, align 2
  %.reass346 = or disjoint i32 %298, %invariant.op345
  %513 = add i32 %.reass346, %53
  %514 = sext i32 %513 to i64
  %515 = getelementptr bfloat, ptr addrspace(1) %0, i64 %514
  %516 = icmp slt i32 %.reass346, %5
  %517 = and i1 %54, %516
  %518 = zext i1 %517 to i32
  %519 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %515, i32 %518, i16 0) #5
  %520 = getelementptr i8, ptr addrspace(3) %468, i64 12
  store i16 %519, ptr addrspace(3) %520, align 4
  %.reass348 = or disjoint i32 %298, %invariant.op347
  %521 = add i32 %.reass348, %53
  %522 = sext i32 %521 to i64
  %523 = getelementptr bfloat, ptr addrspace(1) %0, i64 %522
  %524 = icmp slt i32 %.reass348, %5
  %525 = and i1 %54, %524
  %526 = zext i1 %525 to i32
  %527 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %523, i32 %526, i16 0) #5
  %528 = getelementptr i8, ptr addrspace(3) %468, i64 14
  store i16 %527, ptr addrspace(3) %528, align 2
  br label %.loopexit47

529:                                              ; preds = %.loopexit49
  %530 = zext nneg i32 %303 to i64
  %531 = sub nsw i64 %31, %530
  %532 = tail call i64 @llvm.smax.i64(i64 %531, i64 0)
  %533 = tail call i64 @llvm.umin.i64(i64 %532, i64 8)
  %534 = trunc nuw nsw i64 %533 to i32
  %535 = select i1 %54, i32 %534, i32 0
  %536 = icmp eq i32 %535, 0
  %537 = select i1 %536, ptr addrspace(1) %0, ptr addrspace(1) %464
  %538 = shl nuw nsw i32 %535, 1
  %539 = ptrtoint ptr addrspace(3) %468 to i64
  %540 = trunc i64 %539 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %540, ptr addrspace(1) %537, i32 %538) #5
  br label %.loopexit47

.loopexit47:                                      ; preds = %.preheader46, %529
  %541 = add i32 %303, %64
  %542 = sext i32 %541 to i64
  %543 = getelementptr bfloat, ptr addrspace(1) %0, i64 %542
  %544 = ptrtoint ptr addrspace(1) %543 to i64
  %545 = and i64 %544, 15
  %546 = icmp eq i64 %545, 0
  %547 = getelementptr i8, ptr addrspace(3) %302, i64 %71
  br i1 %546, label %608, label %.preheader44

.preheader44:                                     ; preds = %.loopexit47
  %548 = icmp slt i32 %303, %5
  %549 = and i1 %65, %548
  %550 = zext i1 %549 to i32
  %551 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %543, i32 %550, i16 0) #5
  store i16 %551, ptr addrspace(3) %547, align 16
  %.reass350 = or disjoint i32 %298, %invariant.op349
  %552 = add i32 %.reass350, %64
  %553 = sext i32 %552 to i64
  %554 = getelementptr bfloat, ptr addrspace(1) %0, i64 %553
  %555 = icmp slt i32 %.reass350, %5
  %556 = and i1 %65, %555
  %557 = zext i1 %556 to i32
  %558 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %554, i32 %557, i16 0) #5
  %559 = getelementptr i8, ptr addrspace(3) %547, i64 2
  store i16 %558, ptr addrspace(3) %559, align 2
  %.reass352 = or disjoint i32 %298, %invariant.op351
  %560 = add i32 %.reass352, %64
  %561 = sext i32 %560 to i64
  %562 = getelementptr bfloat, ptr addrspace(1) %0, i64 %561
  %563 = icmp slt i32 %.reass352, %5
  %564 = and i1 %65, %563
  %565 = zext i1 %564 to i32
  %566 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %562, i32 %565, i16 0) #5
  %567 = getelementptr i8, ptr addrspace(3) %547, i64 4
  store i16 %566, ptr addrspace(3) %567, align 4
  %.reass354 = or disjoint i32 %298, %invariant.op353
  %568 = add i32 %.reass354, %64
  %569 = sext i32 %568 to i64
  %570 = getelementptr bfloat, ptr addrspace(1) %0, i64 %569
  %571 = icmp slt i32 %.reass354, %5
  %572 = and i1 %65, %571
  %573 = zext i1 %572 to i32
  %574 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %570, i32 %573, i16 0) #5
  %575 = getelementptr i8, ptr addrspace(3) %547, i64 6
  store i16 %574, ptr addrspace(3) %575, align 2
  %.reass356 = or disjoint i32 %298, %invariant.op355
  %576 = add i32 %.reass356, %64
  %577 = sext i32 %576 to i64
  %578 = getelementptr bfloat, ptr addrspace(1) %0, i64 %577
  %579 = icmp slt i32 %.reass356, %5
  %580 = and i1 %65, %579
  %581 = zext i1 %580 to i32
  %582 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %578, i32 %581, i16 0) #5
  %583 = getelementptr i8, ptr addrspace(3) %547, i64 8
  store i16 %582, ptr addrspace(3) %583, align 8
  %.reass358 = or disjoint i32 %298, %invariant.op357
  %584 = add i32 %.reass358, %64
  %585 = sext i32 %584 to i64
  %586 = getelementptr bfloat, ptr addrspace(1) %0, i64 %585
  %587 = icmp slt i32 %.reass358, %5
  %588 = and i1 %65, %587
  %589 = zext i1 %588 to i32
  %590 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %586, i32 %589, i16 0) #5
  %591 = getelementptr i8, ptr addrspace(3) %547, i64 10
  store i16 %590, ptr addrspace(3) %591, align 2
  %.reass360 = or disjoint i32 %298, %invariant.op359
  %592 = add i32 %.reass360, %64
  %593 = sext i32 %592 to i64
  %594 = getelementptr bfloat, ptr addrspace(1) %0, i64 %593
  %595 = icmp slt i32 %.reass360, %5
  %596 = and i1 %65, %595
  %597 = zext i1 %596 to i32
  %598 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %594, i32 %597, i16 0) #5
  %599 = getelementptr i8, ptr addrspace(3) %547, i64 12
  store i16 %598, ptr addrspace(3) %599, align 4
  %.reass362 = or disjoint i32 %298, %invariant.op361
  %600 = add i32 %.reass362, %64
  %601 = sext i32 %600 to i64
  %602 = getelementptr bfloat, ptr addrspace(1) %0, i64 %601
  %603 = icmp slt i32 %.reass362, %5
  %604 = and i1 %65, %603
  %605 = zext i1 %604 to i32
  %606 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %602, i32 %605, i16 0) #5
  %607 = getelementptr i8, ptr addrspace(3) %547, i64 14
  store i16 %606, ptr addrspace(3) %607, align 2
  br label %.loopexit45

608:                                              ; preds = %.loopexit47
  %609 = zext nneg i32 %303 to i64
  %610 = sub nsw i64 %31, %609
  %611 = tail call i64 @llvm.smax.i64(i64 %610, i64 0)
  %612 = tail call i64 @llvm.umin.i64(i64 %611, i64 8)
  %613 = trunc nuw nsw i64 %612 to i32
  %614 = select i1 %65, i32 %613, i32 0
  %615 = icmp eq i32 %614, 0
  %616 = select i1 %615, ptr addrspace(1) %0, ptr addrspace(1) %543
  %617 = shl nuw nsw i32 %614, 1
  %618 = ptrtoint ptr addrspace(3) %547 to i64
  %619 = trunc i64 %618 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %619, ptr addrspace(1) %616, i32 %617) #5
  br label %.loopexit45

.loopexit45:                                      ; preds = %.preheader44, %608
  %620 = getelementptr i8, ptr addrspace(3) %302, i64 16384
  %621 = or disjoint i32 %298, %72
  %622 = mul i32 %621, %4
  %623 = add i32 %622, %74
  %624 = sext i32 %623 to i64
  %625 = getelementptr bfloat, ptr addrspace(1) %1, i64 %624
  %626 = ptrtoint ptr addrspace(1) %625 to i64
  %627 = and i64 %626, 15
  %628 = icmp eq i64 %627, 0
  %629 = icmp slt i32 %621, %5
  %630 = getelementptr i8, ptr addrspace(3) %620, i64 %84
  br i1 %628, label %683, label %.preheader42.preheader

.preheader42.preheader:                           ; preds = %.loopexit45
  %631 = and i1 %629, %114
  %632 = zext i1 %631 to i32
  %633 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %625, i32 %632, i16 0) #5
  store i16 %633, ptr addrspace(3) %630, align 16
  %634 = add i32 %116, %622
  %635 = sext i32 %634 to i64
  %636 = getelementptr bfloat, ptr addrspace(1) %1, i64 %635
  %637 = and i1 %629, %117
  %638 = zext i1 %637 to i32
  %639 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %636, i32 %638, i16 0) #5
  %640 = getelementptr i8, ptr addrspace(3) %630, i64 2
  store i16 %639, ptr addrspace(3) %640, align 2
  %641 = add i32 %119, %622
  %642 = sext i32 %641 to i64
  %643 = getelementptr bfloat, ptr addrspace(1) %1, i64 %642
  %644 = and i1 %629, %120
  %645 = zext i1 %644 to i32
  %646 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %643, i32 %645, i16 0) #5
  %647 = getelementptr i8, ptr addrspace(3) %630, i64 4
  store i16 %646, ptr addrspace(3) %647, align 4
  %648 = add i32 %122, %622
  %649 = sext i32 %648 to i64
  %650 = getelementptr bfloat, ptr addrspace(1) %1, i64 %649
  %651 = and i1 %629, %123
  %652 = zext i1 %651 to i32
  %653 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %650, i32 %652, i16 0) #5
  %654 = getelementptr i8, ptr addrspace(3) %630, i64 6
  store i16 %653, ptr addrspace(3) %654, align 2
  %655 = add i32 %125, %622
  %656 = sext i32 %655 to i64
  %657 = getelementptr bfloat, ptr addrspace(1) %1, i64 %656
  %658 = and i1 %629, %126
  %659 = zext i1 %658 to i32
  %660 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %657, i32 %659, i16 0) #5
  %661 = getelementptr i8, ptr addrspace(3) %630, i64 8
  store i16 %660, ptr addrspace(3) %661, align 8
  %662 = add i32 %128, %622
  %663 = sext i32 %662 to i64
  %664 = getelementptr bfloat, ptr addrspace(1) %1, i64 %663
  %665 = and i1 %629, %129
  %666 = zext i1 %665 to i32
  %667 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %664, i32 %666, i16 0) #5
  %668 = getelementptr i8, ptr addrspace(3) %630, i64 10
  store i16 %667, ptr addrspace(3) %668, align 2
  %669 = add i32 %131, %622
  %670 = sext i32 %669 to i64
  %671 = getelementptr bfloat, ptr addrspace(1) %1, i64 %670
  %672 = and i1 %629, %132
  %673 = zext i1 %672 to i32
  %674 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %671, i32 %673, i16 0) #5
  %675 = getelementptr i8, ptr addrspace(3) %630, i64 12
  store i16 %674, ptr addrspace(3) %675, align 4
  %676 = add i32 %134, %622
  %677 = sext i32 %676 to i64
  %678 = getelementptr bfloat, ptr addrspace(1) %1, i64 %677
  %679 = and i1 %629, %135
  %680 = zext i1 %679 to i32
  %681 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %678, i32 %680, i16 0) #5
  %682 = getelementptr i8, ptr addrspace(3) %630, i64 14
  store i16 %681, ptr addrspace(3) %682, align 2
  br label %.loopexit43

683:                                              ; preds = %.loopexit45
  %684 = select i1 %629, i32 %89, i32 0
  %685 = icmp eq i32 %684, 0
  %686 = select i1 %685, ptr addrspace(1) %1, ptr addrspace(1) %625
  %687 = shl nuw nsw i32 %684, 1
  %688 = ptrtoint ptr addrspace(3) %630 to i64
  %689 = trunc i64 %688 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %689, ptr addrspace(1) %686, i32 %687) #5
  br label %.loopexit43

.loopexit43:                                      ; preds = %.preheader42.preheader, %683
  %690 = or disjoint i32 %298, %90
  %691 = mul i32 %690, %4
  %692 = add i32 %691, %74
  %693 = sext i32 %692 to i64
  %694 = getelementptr bfloat, ptr addrspace(1) %1, i64 %693
  %695 = ptrtoint ptr addrspace(1) %694 to i64
  %696 = and i64 %695, 15
  %697 = icmp eq i64 %696, 0
  %698 = icmp slt i32 %690, %5
  %699 = getelementptr i8, ptr addrspace(3) %620, i64 %97
  br i1 %697, label %752, label %.preheader40.preheader

.preheader40.preheader:                           ; preds = %.loopexit43
  %700 = and i1 %698, %136
  %701 = zext i1 %700 to i32
  %702 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %694, i32 %701, i16 0) #5
  store i16 %702, ptr addrspace(3) %699, align 16
  %703 = add i32 %138, %691
  %704 = sext i32 %703 to i64
  %705 = getelementptr bfloat, ptr addrspace(1) %1, i64 %704
  %706 = and i1 %698, %139
  %707 = zext i1 %706 to i32
  %708 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %705, i32 %707, i16 0) #5
  %709 = getelementptr i8, ptr addrspace(3) %699, i64 2
  store i16 %708, ptr addrspace(3) %709, align 2
  %710 = add i32 %141, %691
  %711 = sext i32 %710 to i64
  %712 = getelementptr bfloat, ptr addrspace(1) %1, i64 %711
  %713 = and i1 %698, %142
  %714 = zext i1 %713 to i32
  %715 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %712, i32 %714, i16 0) #5
  %716 = getelementptr i8, ptr addrspace(3) %699, i64 4
  store i16 %715, ptr addrspace(3) %716, align 4
  %717 = add i32 %144, %691
  %718 = sext i32 %717 to i64
  %719 = getelementptr bfloat, ptr addrspace(1) %1, i64 %718
  %720 = and i1 %698, %145
  %721 = zext i1 %720 to i32
  %722 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %719, i32 %721, i16 0) #5
  %723 = getelementptr i8, ptr addrspace(3) %699, i64 6
  store i16 %722, ptr addrspace(3) %723, align 2
  %724 = add i32 %147, %691
  %725 = sext i32 %724 to i64
  %726 = getelementptr bfloat, ptr addrspace(1) %1, i64 %725
  %727 = and i1 %698, %148
  %728 = zext i1 %727 to i32
  %729 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %726, i32 %728, i16 0) #5
  %730 = getelementptr i8, ptr addrspace(3) %699, i64 8
  store i16 %729, ptr addrspace(3) %730, align 8
  %731 = add i32 %150, %691
  %732 = sext i32 %731 to i64
  %733 = getelementptr bfloat, ptr addrspace(1) %1, i64 %732
  %734 = and i1 %698, %151
  %735 = zext i1 %734 to i32
  %736 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %733, i32 %735, i16 0) #5
  %737 = getelementptr i8, ptr addrspace(3) %699, i64 10
  store i16 %736, ptr addrspace(3) %737, align 2
  %738 = add i32 %153, %691
  %739 = sext i32 %738 to i64
  %740 = getelementptr bfloat, ptr addrspace(1) %1, i64 %739
  %741 = and i1 %698, %154
  %742 = zext i1 %741 to i32
  %743 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %740, i32 %742, i16 0) #5
  %744 = getelementptr i8, ptr addrspace(3) %699, i64 12
  store i16 %743, ptr addrspace(3) %744, align 4
  %745 = add i32 %156, %691
  %746 = sext i32 %745 to i64
  %747 = getelementptr bfloat, ptr addrspace(1) %1, i64 %746
  %748 = and i1 %698, %157
  %749 = zext i1 %748 to i32
  %750 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %747, i32 %749, i16 0) #5
  %751 = getelementptr i8, ptr addrspace(3) %699, i64 14
  store i16 %750, ptr addrspace(3) %751, align 2
  br label %.loopexit41

752:                                              ; preds = %.loopexit43
  %753 = select i1 %698, i32 %89, i32 0
  %754 = icmp eq i32 %753, 0
  %755 = select i1 %754, ptr addrspace(1) %1, ptr addrspace(1) %694
  %756 = shl nuw nsw i32 %753, 1
  %757 = ptrtoint ptr addrspace(3) %699 to i64
  %758 = trunc i64 %757 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %758, ptr addrspace(1) %755, i32 %756) #5
  br label %.loopexit41

.loopexit41:                                      ; preds = %.preheader40.preheader, %752
  %759 = or disjoint i32 %298, %98
  %760 = mul i32 %759, %4
  %761 = add i32 %760, %74
  %762 = sext i32 %761 to i64
  %763 = getelementptr bfloat, ptr addrspace(1) %1, i64 %762
  %764 = ptrtoint ptr addrspace(1) %763 to i64
  %765 = and i64 %764, 15
  %766 = icmp eq i64 %765, 0
  %767 = icmp slt i32 %759, %5
  %768 = getelementptr i8, ptr addrspace(3) %620, i64 %105
  br i1 %766, label %821, label %.preheader38.preheader

.preheader38.preheader:                           ; preds = %.loopexit41
  %769 = and i1 %767, %158
  %770 = zext i1 %769 to i32
  %771 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %763, i32 %770, i16 0) #5
  store i16 %771, ptr addrspace(3) %768, align 16
  %772 = add i32 %160, %760
  %773 = sext i32 %772 to i64
  %774 = getelementptr bfloat, ptr addrspace(1) %1, i64 %773
  %775 = and i1 %767, %161
  %776 = zext i1 %775 to i32
  %777 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %774, i32 %776, i16 0) #5
  %778 = getelementptr i8, ptr addrspace(3) %768, i64 2
  store i16 %777, ptr addrspace(3) %778, align 2
  %779 = add i32 %163, %760
  %780 = sext i32 %779 to i64
  %781 = getelementptr bfloat, ptr addrspace(1) %1, i64 %780
  %782 = and i1 %767, %164
  %783 = zext i1 %782 to i32
  %784 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %781, i32 %783, i16 0) #5
  %785 = getelementptr i8, ptr addrspace(3) %768, i64 4
  store i16 %784, ptr addrspace(3) %785, align 4
  %786 = add i32 %166, %760
  %787 = sext i32 %786 to i64
  %788 = getelementptr bfloat, ptr addrspace(1) %1, i64 %787
  %789 = and i1 %767, %167
  %790 = zext i1 %789 to i32
  %791 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %788, i32 %790, i16 0) #5
  %792 = getelementptr i8, ptr addrspace(3) %768, i64 6
  store i16 %791, ptr addrspace(3) %792, align 2
  %793 = add i32 %169, %760
  %794 = sext i32 %793 to i64
  %795 = getelementptr bfloat, ptr addrspace(1) %1, i64 %794
  %796 = and i1 %767, %170
  %797 = zext i1 %796 to i32
  %798 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %795, i32 %797, i16 0) #5
  %799 = getelementptr i8, ptr addrspace(3) %768, i64 8
  store i16 %798, ptr addrspace(3) %799, align 8
  %800 = add i32 %172, %760
  %801 = sext i32 %800 to i64
  %802 = getelementptr bfloat, ptr addrspace(1) %1, i64 %801
  %803 = and i1 %767, %173
  %804 = zext i1 %803 to i32
  %805 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %802, i32 %804, i16 0) #5
  %806 = getelementptr i8, ptr addrspace(3) %768, i64 10
  store i16 %805, ptr addrspace(3) %806, align 2
  %807 = add i32 %175, %760
  %808 = sext i32 %807 to i64
  %809 = getelementptr bfloat, ptr addrspace(1) %1, i64 %808
  %810 = and i1 %767, %176
  %811 = zext i1 %810 to i32
  %812 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %809, i32 %811, i16 0) #5
  %813 = getelementptr i8, ptr addrspace(3) %768, i64 12
  store i16 %812, ptr addrspace(3) %813, align 4
  %814 = add i32 %178, %760
  %815 = sext i32 %814 to i64
  %816 = getelementptr bfloat, ptr addrspace(1) %1, i64 %815
  %817 = and i1 %767, %179
  %818 = zext i1 %817 to i32
  %819 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %816, i32 %818, i16 0) #5
  %820 = getelementptr i8, ptr addrspace(3) %768, i64 14
  store i16 %819, ptr addrspace(3) %820, align 2
  br label %.loopexit39

821:                                              ; preds = %.loopexit41
  %822 = select i1 %767, i32 %89, i32 0
  %823 = icmp eq i32 %822, 0
  %824 = select i1 %823, ptr addrspace(1) %1, ptr addrspace(1) %763
  %825 = shl nuw nsw i32 %822, 1
  %826 = ptrtoint ptr addrspace(3) %768 to i64
  %827 = trunc i64 %826 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %827, ptr addrspace(1) %824, i32 %825) #5
  br label %.loopexit39

.loopexit39:                                      ; preds = %.preheader38.preheader, %821
  %828 = or disjoint i32 %298, %106
  %829 = mul i32 %828, %4
  %830 = add i32 %829, %74
  %831 = sext i32 %830 to i64
  %832 = getelementptr bfloat, ptr addrspace(1) %1, i64 %831
  %833 = ptrtoint ptr addrspace(1) %832 to i64
  %834 = and i64 %833, 15
  %835 = icmp eq i64 %834, 0
  %836 = icmp slt i32 %828, %5
  %837 = getelementptr i8, ptr addrspace(3) %620, i64 %113
  br i1 %835, label %890, label %.preheader36.preheader

.preheader36.preheader:                           ; preds = %.loopexit39
  %838 = and i1 %836, %180
  %839 = zext i1 %838 to i32
  %840 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %832, i32 %839, i16 0) #5
  store i16 %840, ptr addrspace(3) %837, align 16
  %841 = add i32 %182, %829
  %842 = sext i32 %841 to i64
  %843 = getelementptr bfloat, ptr addrspace(1) %1, i64 %842
  %844 = and i1 %836, %183
  %845 = zext i1 %844 to i32
  %846 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %843, i32 %845, i16 0) #5
  %847 = getelementptr i8, ptr addrspace(3) %837, i64 2
  store i16 %846, ptr addrspace(3) %847, align 2
  %848 = add i32 %185, %829
  %849 = sext i32 %848 to i64
  %850 = getelementptr bfloat, ptr addrspace(1) %1, i64 %849
  %851 = and i1 %836, %186
  %852 = zext i1 %851 to i32
  %853 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %850, i32 %852, i16 0) #5
  %854 = getelementptr i8, ptr addrspace(3) %837, i64 4
  store i16 %853, ptr addrspace(3) %854, align 4
  %855 = add i32 %188, %829
  %856 = sext i32 %855 to i64
  %857 = getelementptr bfloat, ptr addrspace(1) %1, i64 %856
  %858 = and i1 %836, %189
  %859 = zext i1 %858 to i32
  %860 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %857, i32 %859, i16 0) #5
  %861 = getelementptr i8, ptr addrspace(3) %837, i64 6
  store i16 %860, ptr addrspace(3) %861, align 2
  %862 = add i32 %191, %829
  %863 = sext i32 %862 to i64
  %864 = getelementptr bfloat, ptr addrspace(1) %1, i64 %863
  %865 = and i1 %836, %192
  %866 = zext i1 %865 to i32
  %867 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %864, i32 %866, i16 0) #5
  %868 = getelementptr i8, ptr addrspace(3) %837, i64 8
  store i16 %867, ptr addrspace(3) %868, align 8
  %869 = add i32 %194, %829
  %870 = sext i32 %869 to i64
  %871 = getelementptr bfloat, ptr addrspace(1) %1, i64 %870
  %872 = and i1 %836, %195
  %873 = zext i1 %872 to i32
  %874 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %871, i32 %873, i16 0) #5
  %875 = getelementptr i8, ptr addrspace(3) %837, i64 10
  store i16 %874, ptr addrspace(3) %875, align 2
  %876 = add i32 %197, %829
  %877 = sext i32 %876 to i64
  %878 = getelementptr bfloat, ptr addrspace(1) %1, i64 %877
  %879 = and i1 %836, %198
  %880 = zext i1 %879 to i32
  %881 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %878, i32 %880, i16 0) #5
  %882 = getelementptr i8, ptr addrspace(3) %837, i64 12
  store i16 %881, ptr addrspace(3) %882, align 4
  %883 = add i32 %200, %829
  %884 = sext i32 %883 to i64
  %885 = getelementptr bfloat, ptr addrspace(1) %1, i64 %884
  %886 = and i1 %836, %201
  %887 = zext i1 %886 to i32
  %888 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %885, i32 %887, i16 0) #5
  %889 = getelementptr i8, ptr addrspace(3) %837, i64 14
  store i16 %888, ptr addrspace(3) %889, align 2
  br label %.loopexit37

890:                                              ; preds = %.loopexit39
  %891 = select i1 %836, i32 %89, i32 0
  %892 = icmp eq i32 %891, 0
  %893 = select i1 %892, ptr addrspace(1) %1, ptr addrspace(1) %832
  %894 = shl nuw nsw i32 %891, 1
  %895 = ptrtoint ptr addrspace(3) %837 to i64
  %896 = trunc i64 %895 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %896, ptr addrspace(1) %893, i32 %894) #5
  br label %.loopexit37

.loopexit37:                                      ; preds = %.preheader36.preheader, %890, %294
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  br i1 %295, label %294, label %.preheader35

897:                                              ; preds = %.lr.ph, %.loopexit
  %898 = phi i32 [ 0, %.lr.ph ], [ %1940, %.loopexit ]
  %899 = phi float [ 0.000000e+00, %.lr.ph ], [ %1937, %.loopexit ]
  %900 = phi float [ 0.000000e+00, %.lr.ph ], [ %1936, %.loopexit ]
  %901 = phi float [ 0.000000e+00, %.lr.ph ], [ %1935, %.loopexit ]
  %902 = phi float [ 0.000000e+00, %.lr.ph ], [ %1934, %.loopexit ]
  %903 = phi float [ 0.000000e+00, %.lr.ph ], [ %1933, %.loopexit ]
  %904 = phi float [ 0.000000e+00, %.lr.ph ], [ %1932, %.loopexit ]
  %905 = phi float [ 0.000000e+00, %.lr.ph ], [ %1931, %.loopexit ]
  %906 = phi float [ 0.000000e+00, %.lr.ph ], [ %1930, %.loopexit ]
  %907 = phi float [ 0.000000e+00, %.lr.ph ], [ %1929, %.loopexit ]
  %908 = phi float [ 0.000000e+00, %.lr.ph ], [ %1928, %.loopexit ]
  %909 = phi float [ 0.000000e+00, %.lr.ph ], [ %1927, %.loopexit ]
  %910 = phi float [ 0.000000e+00, %.lr.ph ], [ %1926, %.loopexit ]
  %911 = phi float [ 0.000000e+00, %.lr.ph ], [ %1925, %.loopexit ]
  %912 = phi float [ 0.000000e+00, %.lr.ph ], [ %1924, %.loopexit ]
  %913 = phi float [ 0.000000e+00, %.lr.ph ], [ %1923, %.loopexit ]
  %914 = phi float [ 0.000000e+00, %.lr.ph ], [ %1922, %.loopexit ]
  %915 = phi float [ 0.000000e+00, %.lr.ph ], [ %1921, %.loopexit ]
  %916 = phi float [ 0.000000e+00, %.lr.ph ], [ %1920, %.loopexit ]
  %917 = phi float [ 0.000000e+00, %.lr.ph ], [ %1919, %.loopexit ]
  %918 = phi float [ 0.000000e+00, %.lr.ph ], [ %1918, %.loopexit ]
  %919 = phi float [ 0.000000e+00, %.lr.ph ], [ %1917, %.loopexit ]
  %920 = phi float [ 0.000000e+00, %.lr.ph ], [ %1916, %.loopexit ]
  %921 = phi float [ 0.000000e+00, %.lr.ph ], [ %1915, %.loopexit ]
  %922 = phi float [ 0.000000e+00, %.lr.ph ], [ %1914, %.loopexit ]
  %923 = phi float [ 0.000000e+00, %.lr.ph ], [ %1913, %.loopexit ]
  %924 = phi float [ 0.000000e+00, %.lr.ph ], [ %1912, %.loopexit ]
  %925 = phi float [ 0.000000e+00, %.lr.ph ], [ %1911, %.loopexit ]
  %926 = phi float [ 0.000000e+00, %.lr.ph ], [ %1910, %.loopexit ]
  %927 = phi float [ 0.000000e+00, %.lr.ph ], [ %1909, %.loopexit ]
  %928 = phi float [ 0.000000e+00, %.lr.ph ], [ %1908, %.loopexit ]
  %929 = phi float [ 0.000000e+00, %.lr.ph ], [ %1907, %.loopexit ]
  %930 = phi float [ 0.000000e+00, %.lr.ph ], [ %1906, %.loopexit ]
  %931 = phi float [ 0.000000e+00, %.lr.ph ], [ %1905, %.loopexit ]
  %932 = phi float [ 0.000000e+00, %.lr.ph ], [ %1904, %.loopexit ]
  %933 = phi float [ 0.000000e+00, %.lr.ph ], [ %1903, %.loopexit ]
  %934 = phi float [ 0.000000e+00, %.lr.ph ], [ %1902, %.loopexit ]
  %935 = phi float [ 0.000000e+00, %.lr.ph ], [ %1901, %.loopexit ]
  %936 = phi float [ 0.000000e+00, %.lr.ph ], [ %1900, %.loopexit ]
  %937 = phi float [ 0.000000e+00, %.lr.ph ], [ %1899, %.loopexit ]
  %938 = phi float [ 0.000000e+00, %.lr.ph ], [ %1898, %.loopexit ]
  %939 = phi float [ 0.000000e+00, %.lr.ph ], [ %1897, %.loopexit ]
  %940 = phi float [ 0.000000e+00, %.lr.ph ], [ %1896, %.loopexit ]
  %941 = phi float [ 0.000000e+00, %.lr.ph ], [ %1895, %.loopexit ]
  %942 = phi float [ 0.000000e+00, %.lr.ph ], [ %1894, %.loopexit ]
  %943 = phi float [ 0.000000e+00, %.lr.ph ], [ %1893, %.loopexit ]
  %944 = phi float [ 0.000000e+00, %.lr.ph ], [ %1892, %.loopexit ]
  %945 = phi float [ 0.000000e+00, %.lr.ph ], [ %1891, %.loopexit ]
  %946 = phi float [ 0.000000e+00, %.lr.ph ], [ %1890, %.loopexit ]
  %947 = phi float [ 0.000000e+00, %.lr.ph ], [ %1889, %.loopexit ]
  %948 = phi float [ 0.000000e+00, %.lr.ph ], [ %1888, %.loopexit ]
  %949 = phi float [ 0.000000e+00, %.lr.ph ], [ %1887, %.loopexit ]
  %950 = phi float [ 0.000000e+00, %.lr.ph ], [ %1886, %.loopexit ]
  %951 = phi float [ 0.000000e+00, %.lr.ph ], [ %1885, %.loopexit ]
  %952 = phi float [ 0.000000e+00, %.lr.ph ], [ %1884, %.loopexit ]
  %953 = phi float [ 0.000000e+00, %.lr.ph ], [ %1883, %.loopexit ]
  %954 = phi float [ 0.000000e+00, %.lr.ph ], [ %1882, %.loopexit ]
  %955 = phi float [ 0.000000e+00, %.lr.ph ], [ %1881, %.loopexit ]
  %956 = phi float [ 0.000000e+00, %.lr.ph ], [ %1880, %.loopexit ]
  %957 = phi float [ 0.000000e+00, %.lr.ph ], [ %1879, %.loopexit ]
  %958 = phi float [ 0.000000e+00, %.lr.ph ], [ %1878, %.loopexit ]
  %959 = phi float [ 0.000000e+00, %.lr.ph ], [ %1877, %.loopexit ]
  %960 = phi float [ 0.000000e+00, %.lr.ph ], [ %1876, %.loopexit ]
  %961 = phi float [ 0.000000e+00, %.lr.ph ], [ %1875, %.loopexit ]
  %962 = phi float [ 0.000000e+00, %.lr.ph ], [ %1874, %.loopexit ]
  %963 = phi i32 [ 0, %.lr.ph ], [ %1941, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %964 = add i32 %963, 128
  %965 = icmp slt i32 %964, %5
  %966 = icmp slt i32 %963, 2147483520
  %967 = and i1 %966, %965
  br i1 %967, label %968, label %.loopexit

968:                                              ; preds = %897
  %969 = add i32 %898, 2
  %970 = icmp ugt i32 %969, 3
  %971 = add i32 %898, 131070
  %972 = select i1 %970, i32 %971, i32 %969
  %973 = shl i32 %972, 15
  %974 = sext i32 %973 to i64
  %975 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_dsmem, i64 %974
  %976 = or disjoint i32 %964, %27
  %977 = add i32 %976, %29
  %978 = sext i32 %977 to i64
  %979 = getelementptr bfloat, ptr addrspace(1) %0, i64 %978
  %980 = ptrtoint ptr addrspace(1) %979 to i64
  %981 = and i64 %980, 15
  %982 = icmp eq i64 %981, 0
  %983 = getelementptr i8, ptr addrspace(3) %975, i64 %38
  br i1 %982, label %1044, label %.preheader33

.preheader33:                                     ; preds = %968
  %984 = icmp slt i32 %976, %5
  %985 = and i1 %30, %984
  %986 = zext i1 %985 to i32
  %987 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %979, i32 %986, i16 0) #5
  store i16 %987, ptr addrspace(3) %983, align 16
  %.reass364 = or disjoint i32 %964, %invariant.op363
  %988 = add i32 %.reass364, %29
  %989 = sext i32 %988 to i64
  %990 = getelementptr bfloat, ptr addrspace(1) %0, i64 %989
  %991 = icmp slt i32 %.reass364, %5
  %992 = and i1 %30, %991
  %993 = zext i1 %992 to i32
  %994 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %990, i32 %993, i16 0) #5
  %995 = getelementptr i8, ptr addrspace(3) %983, i64 2
  store i16 %994, ptr addrspace(3) %995, align 2
  %.reass366 = or disjoint i32 %964, %invariant.op365
  %996 = add i32 %.reass366, %29
  %997 = sext i32 %996 to i64
  %998 = getelementptr bfloat, ptr addrspace(1) %0, i64 %997
  %999 = icmp slt i32 %.reass366, %5
  %1000 = and i1 %30, %999
  %1001 = zext i1 %1000 to i32
  %1002 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %998, i32 %1001, i16 0) #5
  %1003 = getelementptr i8, ptr addrspace(3) %983, i64 4
  store i16 %1002, ptr addrspace(3) %1003, align 4
  %.reass368 = or disjoint i32 %964, %invariant.op367
  %1004 = add i32 %.reass368, %29
  %1005 = sext i32 %1004 to i64
  %1006 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1005
  %1007 = icmp slt i32 %.reass368, %5
  %1008 = and i1 %30, %1007
  %1009 = zext i1 %1008 to i32
  %1010 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1006, i32 %1009, i16 0) #5
  %1011 = getelementptr i8, ptr addrspace(3) %983, i64 6
  store i16 %1010, ptr addrspace(3) %1011, align 2
  %.reass370 = or disjoint i32 %964, %invariant.op369
  %1012 = add i32 %.reass370, %29
  %1013 = sext i32 %1012 to i64
  %1014 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1013
  %1015 = icmp slt i32 %.reass370, %5
  %1016 = and i1 %30, %1015
  %1017 = zext i1 %1016 to i32
  %1018 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1014, i32 %1017, i16 0) #5
  %1019 = getelementptr i8, ptr addrspace(3) %983, i64 8
  store i16 %1018, ptr addrspace(3) %1019, align 8
  %.reass372 = or disjoint i32 %964, %invariant.op371
  %1020 = add i32 %.reass372, %29
  %1021 = sext i32 %1020 to i64
  %1022 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1021
  %1023 = icmp slt i32 %.reass372, %5
  %1024 = and i1 %30, %1023
  %1025 = zext i1 %1024 to i32
  %1026 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1022, i32 %1025, i16 0) #5
  %1027 = getelementptr i8, ptr addrspace(3) %983, i64 10
  store i16 %1026, ptr addrspace(3) %1027, align 2
  %.reass374 = or disjoint i32 %964, %invariant.op373
  %1028 = add i32 %.reass374, %29
  %1029 = sext i32 %1028 to i64
  %1030 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1029
  %1031 = icmp slt i32 %.reass374, %5
  %1032 = and i1 %30, %1031
  %1033 = zext i1 %1032 to i32
  %1034 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1030, i32 %1033, i16 0) #5
  %1035 = getelementptr i8, ptr addrspace(3) %983, i64 12
  store i16 %1034, ptr addrspace(3) %1035, align 4
  %.reass376 = or disjoint i32 %964, %invariant.op375
  %1036 = add i32 %.reass376, %29
  %1037 = sext i32 %1036 to i64
  %1038 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1037
  %1039 = icmp slt i32 %.reass376, %5
  %1040 = and i1 %30, %1039
  %1041 = zext i1 %1040 to i32
  %1042 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1038, i32 %1041, i16 0) #5
  %1043 = getelementptr i8, ptr addrspace(3) %983, i64 14
  store i16 %1042, ptr addrspace(3) %1043, align 2
  br label %.loopexit34

1044:                                             ; preds = %968
  %1045 = sext i32 %976 to i64
  %1046 = sub nsw i64 %31, %1045
  %1047 = tail call i64 @llvm.smax.i64(i64 %1046, i64 0)
  %1048 = tail call i64 @llvm.umin.i64(i64 %1047, i64 8)
  %1049 = trunc nuw nsw i64 %1048 to i32
  %1050 = select i1 %30, i32 %1049, i32 0
  %1051 = icmp eq i32 %1050, 0
  %1052 = select i1 %1051, ptr addrspace(1) %0, ptr addrspace(1) %979
  %1053 = shl nuw nsw i32 %1050, 1
  %1054 = ptrtoint ptr addrspace(3) %983 to i64
  %1055 = trunc i64 %1054 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1055, ptr addrspace(1) %1052, i32 %1053) #5
  br label %.loopexit34

.loopexit34:                                      ; preds = %.preheader33, %1044
  %1056 = add i32 %976, %42
  %1057 = sext i32 %1056 to i64
  %1058 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1057
  %1059 = ptrtoint ptr addrspace(1) %1058 to i64
  %1060 = and i64 %1059, 15
  %1061 = icmp eq i64 %1060, 0
  %1062 = getelementptr i8, ptr addrspace(3) %975, i64 %49
  br i1 %1061, label %1123, label %.preheader31

.preheader31:                                     ; preds = %.loopexit34
  %1063 = icmp slt i32 %976, %5
  %1064 = and i1 %43, %1063
  %1065 = zext i1 %1064 to i32
  %1066 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1058, i32 %1065, i16 0) #5
  store i16 %1066, ptr addrspace(3) %1062, align 16
  %.reass378 = or disjoint i32 %964, %invariant.op377
  %1067 = add i32 %.reass378, %42
  %1068 = sext i32 %1067 to i64
  %1069 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1068
  %1070 = icmp slt i32 %.reass378, %5
  %1071 = and i1 %43, %1070
  %1072 = zext i1 %1071 to i32
  %1073 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1069, i32 %1072, i16 0) #5
  %1074 = getelementptr i8, ptr addrspace(3) %1062, i64 2
  store i16 %1073, ptr addrspace(3) %1074, align 2
  %.reass380 = or disjoint i32 %964, %invariant.op379
  %1075 = add i32 %.reass380, %42
  %1076 = sext i32 %1075 to i64
  %1077 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1076
  %1078 = icmp slt i32 %.reass380, %5
  %1079 = and i1 %43, %1078
  %1080 = zext i1 %1079 to i32
  %1081 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1077, i32 %1080, i16 0) #5
  %1082 = getelementptr i8, ptr addrspace(3) %1062, i64 4
  store i16 %1081, ptr addrspace(3) %1082, align 4
  %.reass382 = or disjoint i32 %964, %invariant.op381
  %1083 = add i32 %.reass382, %42
  %1084 = sext i32 %1083 to i64
  %1085 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1084
  %1086 = icmp slt i32 %.reass382, %5
  %1087 = and i1 %43, %1086
  %1088 = zext i1 %1087 to i32
  %1089 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1085, i32 %1088, i16 0) #5
  %1090 = getelementptr i8, ptr addrspace(3) %1062, i64 6
  store i16 %1089, ptr addrspace(3) %1090, align 2
  %.reass384 = or disjoint i32 %964, %invariant.op383
  %1091 = add i32 %.reass384, %42
  %1092 = sext i32 %1091 to i64
  %1093 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1092
  %1094 = icmp slt i32 %.reass384, %5
  %1095 = and i1 %43, %1094
  %1096 = zext i1 %1095 to i32
  %1097 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1093, i32 %1096, i16 0) #5
  %1098 = getelementptr i8, ptr addrspace(3) %1062, i64 8
  store i16 %1097, ptr addrspace(3) %1098, align 8
  %.reass386 = or disjoint i32 %964, %invariant.op385
  %1099 = add i32 %.reass386, %42
  %1100 = sext i32 %1099 to i64
  %1101 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1100
  %1102 = icmp slt i32 %.reass386, %5
  %1103 = and i1 %43, %1102
  %1104 = zext i1 %1103 to i32
  %1105 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1101, i32 %1104, i16 0) #5
  %1106 = getelementptr i8, ptr addrspace(3) %1062, i64 10
  store i16 %1105, ptr addrspace(3) %1106, align 2
  %.reass388 = or disjoint i32 %964, %invariant.op387
  %1107 = add i32 %.reass388, %42
  %1108 = sext i32 %1107 to i64
  %1109 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1108
  %1110 = icmp slt i32 %.reass388, %5
  %1111 = and i1 %43, %1110
  %1112 = zext i1 %1111 to i32
  %1113 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1109, i32 %1112, i16 0) #5
  %1114 = getelementptr i8, ptr addrspace(3) %1062, i64 12
  store i16 %1113, ptr addrspace(3) %1114, align 4
  %.reass390 = or disjoint i32 %964, %invariant.op389
  %1115 = add i32 %.reass390, %42
  %1116 = sext i32 %1115 to i64
  %1117 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1116
  %1118 = icmp slt i32 %.reass390, %5
  %1119 = and i1 %43, %1118
  %1120 = zext i1 %1119 to i32
  %1121 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1117, i32 %1120, i16 0) #5
  %1122 = getelementptr i8, ptr addrspace(3) %1062, i64 14
  store i16 %1121, ptr addrspace(3) %1122, align 2
  br label %.loopexit32

1123:                                             ; preds = %.loopexit34
  %1124 = sext i32 %976 to i64
  %1125 = sub nsw i64 %31, %1124
  %1126 = tail call i64 @llvm.smax.i64(i64 %1125, i64 0)
  %1127 = tail call i64 @llvm.umin.i64(i64 %1126, i64 8)
  %1128 = trunc nuw nsw i64 %1127 to i32
  %1129 = select i1 %43, i32 %1128, i32 0
  %1130 = icmp eq i32 %1129, 0
  %1131 = select i1 %1130, ptr addrspace(1) %0, ptr addrspace(1) %1058
  %1132 = shl nuw nsw i32 %1129, 1
  %1133 = ptrtoint ptr addrspace(3) %1062 to i64
  %1134 = trunc i64 %1133 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1134, ptr addrspace(1) %1131, i32 %1132) #5
  br label %.loopexit32

.loopexit32:                                      ; preds = %.preheader31, %1123
  %1135 = add i32 %976, %53
  %1136 = sext i32 %1135 to i64
  %1137 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1136
  %1138 = ptrtoint ptr addrspace(1) %1137 to i64
  %1139 = and i64 %1138, 15
  %1140 = icmp eq i64 %1139, 0
  %1141 = getelementptr i8, ptr addrspace(3) %975, i64 %60
  br i1 %1140, label %1202, label %.preheader29

.preheader29:                                     ; preds = %.loopexit32
  %1142 = icmp slt i32 %976, %5
  %1143 = and i1 %54, %1142
  %1144 = zext i1 %1143 to i32
  %1145 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1137, i32 %1144, i16 0) #5
  store i16 %1145, ptr addrspace(3) %1141, align 16
  %.reass392 = or disjoint i32 %964, %invariant.op391
  %1146 = add i32 %.reass392, %53
  %1147 = sext i32 %1146 to i64
  %1148 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1147
  %1149 = icmp slt i32 %.reass392, %5
  %1150 = and i1 %54, %1149
  %1151 = zext i1 %1150 to i32
  %1152 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1148, i32 %1151, i16 0) #5
  %1153 = getelementptr i8, ptr addrspace(3) %1141, i64 2
  store i16 %1152, ptr addrspace(3) %1153, align 2
  %.reass394 = or disjoint i32 %964, %invariant.op393
  %1154 = add i32 %.reass394, %53
  %1155 = sext i32 %1154 to i64
  %1156 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1155
  %1157 = icmp slt i32 %.reass394, %5
  %1158 = and i1 %54, %1157
  %1159 = zext i1 %1158 to i32
  %1160 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1156, i32 %1159, i16 0) #5
  %1161 = getelementptr i8, ptr addrspace(3) %1141, i64 4
  store i16 %1160, ptr addrspace(3) %1161, align 4
  %.reass396 = or disjoint i32 %964, %invariant.op395
  %1162 = add i32 %.reass396, %53
  %1163 = sext i32 %1162 to i64
  %1164 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1163
  %1165 = icmp slt i32 %.reass396, %5
  %1166 = and i1 %54, %1165
  %1167 = zext i1 %1166 to i32
  %1168 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1164, i32 %1167, i16 0) #5
  %1169 = getelementptr i8, ptr addrspace(3) %1141, i64 6
  store i16 %1168, ptr addrspace(3) %1169, align 2
  %.reass398 = or disjoint i32 %964, %invariant.op397
  %1170 = add i32 %.reass398, %53
  %1171 = sext i32 %1170 to i64
  %1172 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1171
  %1173 = icmp slt i32 %.reass398, %5
  %1174 = and i1 %54, %1173
  %1175 = zext i1 %1174 to i32
  %1176 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1172, i32 %1175, i16 0) #5
  %1177 = getelementptr i8, ptr addrspace(3) %1141, i64 8
  store i16 %1176, ptr addrspace(3) %1177, align 8
  %.reass400 = or disjoint i32 %964, %invariant.op399
  %1178 = add i32 %.reass400, %53
  %1179 = sext i32 %1178 to i64
  %1180 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1179
  %1181 = icmp slt i32 %.reass400, %5
  %1182 = and i1 %54, %1181
  %1183 = zext i1 %1182 to i32
  %1184 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1180, i32 %1183, i16 0) #5
  %1185 = getelementptr i8, ptr addrspace(3) %1141, i64 10
  store i16 %1184, ptr addrspace(3) %1185, align 2
  %.reass402 = or disjoint i32 %964, %invariant.op401
  %1186 = add i32 %.reass402, %53
  %1187 = sext i32 %1186 to i64
  %1188 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1187
  %1189 = icmp slt i32 %.reass402, %5
  %1190 = and i1 %54, %1189
  %1191 = zext i1 %1190 to i32
  %1192 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1188, i32 %1191, i16 0) #5
  %1193 = getelementptr i8, ptr addrspace(3) %1141, i64 12
  store i16 %1192, ptr addrspace(3) %1193, align 4
  %.reass404 = or disjoint i32 %964, %invariant.op403
  %1194 = add i32 %.reass404, %53
  %1195 = sext i32 %1194 to i64
  %1196 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1195
  %1197 = icmp slt i32 %.reass404, %5
  %1198 = and i1 %54, %1197
  %1199 = zext i1 %1198 to i32
  %1200 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1196, i32 %1199, i16 0) #5
  %1201 = getelementptr i8, ptr addrspace(3) %1141, i64 14
  store i16 %1200, ptr addrspace(3) %1201, align 2
  br label %.loopexit30

1202:                                             ; preds = %.loopexit32
  %1203 = sext i32 %976 to i64
  %1204 = sub nsw i64 %31, %1203
  %1205 = tail call i64 @llvm.smax.i64(i64 %1204, i64 0)
  %1206 = tail call i64 @llvm.umin.i64(i64 %1205, i64 8)
  %1207 = trunc nuw nsw i64 %1206 to i32
  %1208 = select i1 %54, i32 %1207, i32 0
  %1209 = icmp eq i32 %1208, 0
  %1210 = select i1 %1209, ptr addrspace(1) %0, ptr addrspace(1) %1137
  %1211 = shl nuw nsw i32 %1208, 1
  %1212 = ptrtoint ptr addrspace(3) %1141 to i64
  %1213 = trunc i64 %1212 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1213, ptr addrspace(1) %1210, i32 %1211) #5
  br label %.loopexit30

.loopexit30:                                      ; preds = %.preheader29, %1202
  %1214 = add i32 %976, %64
  %1215 = sext i32 %1214 to i64
  %1216 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1215
  %1217 = ptrtoint ptr addrspace(1) %1216 to i64
  %1218 = and i64 %1217, 15
  %1219 = icmp eq i64 %1218, 0
  %1220 = getelementptr i8, ptr addrspace(3) %975, i64 %71
  br i1 %1219, label %1281, label %.preheader27

.preheader27:                                     ; preds = %.loopexit30
  %1221 = icmp slt i32 %976, %5
  %1222 = and i1 %65, %1221
  %1223 = zext i1 %1222 to i32
  %1224 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1216, i32 %1223, i16 0) #5
  store i16 %1224, ptr addrspace(3) %1220, align 16
  %.reass406 = or disjoint i32 %964, %invariant.op405
  %1225 = add i32 %.reass406, %64
  %1226 = sext i32 %1225 to i64
  %1227 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1226
  %1228 = icmp slt i32 %.reass406, %5
  %1229 = and i1 %65, %1228
  %1230 = zext i1 %1229 to i32
  %1231 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1227, i32 %1230, i16 0) #5
  %1232 = getelementptr i8, ptr addrspace(3) %1220, i64 2
  store i16 %1231, ptr addrspace(3) %1232, align 2
  %.reass408 = or disjoint i32 %964, %invariant.op407
  %1233 = add i32 %.reass408, %64
  %1234 = sext i32 %1233 to i64
  %1235 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1234
  %1236 = icmp slt i32 %.reass408, %5
  %1237 = and i1 %65, %1236
  %1238 = zext i1 %1237 to i32
  %1239 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1235, i32 %1238, i16 0) #5
  %1240 = getelementptr i8, ptr addrspace(3) %1220, i64 4
  store i16 %1239, ptr addrspace(3) %1240, align 4
  %.reass410 = or disjoint i32 %964, %invariant.op409
  %1241 = add i32 %.reass410, %64
  %1242 = sext i32 %1241 to i64
  %1243 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1242
  %1244 = icmp slt i32 %.reass410, %5
  %1245 = and i1 %65, %1244
  %1246 = zext i1 %1245 to i32
  %1247 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1243, i32 %1246, i16 0) #5
  %1248 = getelementptr i8, ptr addrspace(3) %1220, i64 6
  store i16 %1247, ptr addrspace(3) %1248, align 2
  %.reass412 = or disjoint i32 %964, %invariant.op411
  %1249 = add i32 %.reass412, %64
  %1250 = sext i32 %1249 to i64
  %1251 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1250
  %1252 = icmp slt i32 %.reass412, %5
  %1253 = and i1 %65, %1252
  %1254 = zext i1 %1253 to i32
  %1255 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1251, i32 %1254, i16 0) #5
  %1256 = getelementptr i8, ptr addrspace(3) %1220, i64 8
  store i16 %1255, ptr addrspace(3) %1256, align 8
  %.reass414 = or disjoint i32 %964, %invariant.op413
  %1257 = add i32 %.reass414, %64
  %1258 = sext i32 %1257 to i64
  %1259 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1258
  %1260 = icmp slt i32 %.reass414, %5
  %1261 = and i1 %65, %1260
  %1262 = zext i1 %1261 to i32
  %1263 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1259, i32 %1262, i16 0) #5
  %1264 = getelementptr i8, ptr addrspace(3) %1220, i64 10
  store i16 %1263, ptr addrspace(3) %1264, align 2
  %.reass416 = or disjoint i32 %964, %invariant.op415
  %1265 = add i32 %.reass416, %64
  %1266 = sext i32 %1265 to i64
  %1267 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1266
  %1268 = icmp slt i32 %.reass416, %5
  %1269 = and i1 %65, %1268
  %1270 = zext i1 %1269 to i32
  %1271 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1267, i32 %1270, i16 0) #5
  %1272 = getelementptr i8, ptr addrspace(3) %1220, i64 12
  store i16 %1271, ptr addrspace(3) %1272, align 4
  %.reass418 = or disjoint i32 %964, %invariant.op417
  %1273 = add i32 %.reass418, %64
  %1274 = sext i32 %1273 to i64
  %1275 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1274
  %1276 = icmp slt i32 %.reass418, %5
  %1277 = and i1 %65, %1276
  %1278 = zext i1 %1277 to i32
  %1279 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1275, i32 %1278, i16 0) #5
  %1280 = getelementptr i8, ptr addrspace(3) %1220, i64 14
  store i16 %1279, ptr addrspace(3) %1280, align 2
  br label %.loopexit28

1281:                                             ; preds = %.loopexit30
  %1282 = sext i32 %976 to i64
  %1283 = sub nsw i64 %31, %1282
  %1284 = tail call i64 @llvm.smax.i64(i64 %1283, i64 0)
  %1285 = tail call i64 @llvm.umin.i64(i64 %1284, i64 8)
  %1286 = trunc nuw nsw i64 %1285 to i32
  %1287 = select i1 %65, i32 %1286, i32 0
  %1288 = icmp eq i32 %1287, 0
  %1289 = select i1 %1288, ptr addrspace(1) %0, ptr addrspace(1) %1216
  %1290 = shl nuw nsw i32 %1287, 1
  %1291 = ptrtoint ptr addrspace(3) %1220 to i64
  %1292 = trunc i64 %1291 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1292, ptr addrspace(1) %1289, i32 %1290) #5
  br label %.loopexit28

.loopexit28:                                      ; preds = %.preheader27, %1281
  %1293 = getelementptr i8, ptr addrspace(3) %975, i64 16384
  %1294 = or disjoint i32 %964, %72
  %1295 = mul i32 %1294, %4
  %1296 = add i32 %1295, %74
  %1297 = sext i32 %1296 to i64
  %1298 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1297
  %1299 = ptrtoint ptr addrspace(1) %1298 to i64
  %1300 = and i64 %1299, 15
  %1301 = icmp eq i64 %1300, 0
  %1302 = icmp slt i32 %1294, %5
  %1303 = getelementptr i8, ptr addrspace(3) %1293, i64 %84
  br i1 %1301, label %1356, label %.preheader25.preheader

.preheader25.preheader:                           ; preds = %.loopexit28
  %1304 = and i1 %1302, %206
  %1305 = zext i1 %1304 to i32
  %1306 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1298, i32 %1305, i16 0) #5
  store i16 %1306, ptr addrspace(3) %1303, align 16
  %1307 = add i32 %208, %1295
  %1308 = sext i32 %1307 to i64
  %1309 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1308
  %1310 = and i1 %1302, %209
  %1311 = zext i1 %1310 to i32
  %1312 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1309, i32 %1311, i16 0) #5
  %1313 = getelementptr i8, ptr addrspace(3) %1303, i64 2
  store i16 %1312, ptr addrspace(3) %1313, align 2
  %1314 = add i32 %211, %1295
  %1315 = sext i32 %1314 to i64
  %1316 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1315
  %1317 = and i1 %1302, %212
  %1318 = zext i1 %1317 to i32
  %1319 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1316, i32 %1318, i16 0) #5
  %1320 = getelementptr i8, ptr addrspace(3) %1303, i64 4
  store i16 %1319, ptr addrspace(3) %1320, align 4
  %1321 = add i32 %214, %1295
  %1322 = sext i32 %1321 to i64
  %1323 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1322
  %1324 = and i1 %1302, %215
  %1325 = zext i1 %1324 to i32
  %1326 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1323, i32 %1325, i16 0) #5
  %1327 = getelementptr i8, ptr addrspace(3) %1303, i64 6
  store i16 %1326, ptr addrspace(3) %1327, align 2
  %1328 = add i32 %217, %1295
  %1329 = sext i32 %1328 to i64
  %1330 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1329
  %1331 = and i1 %1302, %218
  %1332 = zext i1 %1331 to i32
  %1333 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1330, i32 %1332, i16 0) #5
  %1334 = getelementptr i8, ptr addrspace(3) %1303, i64 8
  store i16 %1333, ptr addrspace(3) %1334, align 8
  %1335 = add i32 %220, %1295
  %1336 = sext i32 %1335 to i64
  %1337 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1336
  %1338 = and i1 %1302, %221
  %1339 = zext i1 %1338 to i32
  %1340 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1337, i32 %1339, i16 0) #5
  %1341 = getelementptr i8, ptr addrspace(3) %1303, i64 10
  store i16 %1340, ptr addrspace(3) %1341, align 2
  %1342 = add i32 %223, %1295
  %1343 = sext i32 %1342 to i64
  %1344 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1343
  %1345 = and i1 %1302, %224
  %1346 = zext i1 %1345 to i32
  %1347 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1344, i32 %1346, i16 0) #5
  %1348 = getelementptr i8, ptr addrspace(3) %1303, i64 12
  store i16 %1347, ptr addrspace(3) %1348, align 4
  %1349 = add i32 %226, %1295
  %1350 = sext i32 %1349 to i64
  %1351 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1350
  %1352 = and i1 %1302, %227
  %1353 = zext i1 %1352 to i32
  %1354 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1351, i32 %1353, i16 0) #5
  %1355 = getelementptr i8, ptr addrspace(3) %1303, i64 14
  store i16 %1354, ptr addrspace(3) %1355, align 2
  br label %.loopexit26

1356:                                             ; preds = %.loopexit28
  %1357 = select i1 %1302, i32 %89, i32 0
  %1358 = icmp eq i32 %1357, 0
  %1359 = select i1 %1358, ptr addrspace(1) %1, ptr addrspace(1) %1298
  %1360 = shl nuw nsw i32 %1357, 1
  %1361 = ptrtoint ptr addrspace(3) %1303 to i64
  %1362 = trunc i64 %1361 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1362, ptr addrspace(1) %1359, i32 %1360) #5
  br label %.loopexit26

.loopexit26:                                      ; preds = %.preheader25.preheader, %1356
  %1363 = or disjoint i32 %964, %90
  %1364 = mul i32 %1363, %4
  %1365 = add i32 %1364, %74
  %1366 = sext i32 %1365 to i64
  %1367 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1366
  %1368 = ptrtoint ptr addrspace(1) %1367 to i64
  %1369 = and i64 %1368, 15
  %1370 = icmp eq i64 %1369, 0
  %1371 = icmp slt i32 %1363, %5
  %1372 = getelementptr i8, ptr addrspace(3) %1293, i64 %97
  br i1 %1370, label %1425, label %.preheader23.preheader

.preheader23.preheader:                           ; preds = %.loopexit26
  %1373 = and i1 %1371, %228
  %1374 = zext i1 %1373 to i32
  %1375 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1367, i32 %1374, i16 0) #5
  store i16 %1375, ptr addrspace(3) %1372, align 16
  %1376 = add i32 %230, %1364
  %1377 = sext i32 %1376 to i64
  %1378 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1377
  %1379 = and i1 %1371, %231
  %1380 = zext i1 %1379 to i32
  %1381 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1378, i32 %1380, i16 0) #5
  %1382 = getelementptr i8, ptr addrspace(3) %1372, i64 2
  store i16 %1381, ptr addrspace(3) %1382, align 2
  %1383 = add i32 %233, %1364
  %1384 = sext i32 %1383 to i64
  %1385 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1384
  %1386 = and i1 %1371, %234
  %1387 = zext i1 %1386 to i32
  %1388 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1385, i32 %1387, i16 0) #5
  %1389 = getelementptr i8, ptr addrspace(3) %1372, i64 4
  store i16 %1388, ptr addrspace(3) %1389, align 4
  %1390 = add i32 %236, %1364
  %1391 = sext i32 %1390 to i64
  %1392 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1391
  %1393 = and i1 %1371, %237
  %1394 = zext i1 %1393 to i32
  %1395 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1392, i32 %1394, i16 0) #5
  %1396 = getelementptr i8, ptr addrspace(3) %1372, i64 6
  store i16 %1395, ptr addrspace(3) %1396, align 2
  %1397 = add i32 %239, %1364
  %1398 = sext i32 %1397 to i64
  %1399 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1398
  %1400 = and i1 %1371, %240
  %1401 = zext i1 %1400 to i32
  %1402 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1399, i32 %1401, i16 0) #5
  %1403 = getelementptr i8, ptr addrspace(3) %1372, i64 8
  store i16 %1402, ptr addrspace(3) %1403, align 8
  %1404 = add i32 %242, %1364
  %1405 = sext i32 %1404 to i64
  %1406 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1405
  %1407 = and i1 %1371, %243
  %1408 = zext i1 %1407 to i32
  %1409 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1406, i32 %1408, i16 0) #5
  %1410 = getelementptr i8, ptr addrspace(3) %1372, i64 10
  store i16 %1409, ptr addrspace(3) %1410, align 2
  %1411 = add i32 %245, %1364
  %1412 = sext i32 %1411 to i64
  %1413 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1412
  %1414 = and i1 %1371, %246
  %1415 = zext i1 %1414 to i32
  %1416 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1413, i32 %1415, i16 0) #5
  %1417 = getelementptr i8, ptr addrspace(3) %1372, i64 12
  store i16 %1416, ptr addrspace(3) %1417, align 4
  %1418 = add i32 %248, %1364
  %1419 = sext i32 %1418 to i64
  %1420 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1419
  %1421 = and i1 %1371, %249
  %1422 = zext i1 %1421 to i32
  %1423 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1420, i32 %1422, i16 0) #5
  %1424 = getelementptr i8, ptr addrspace(3) %1372, i64 14
  store i16 %1423, ptr addrspace(3) %1424, align 2
  br label %.loopexit24

1425:                                             ; preds = %.loopexit26
  %1426 = select i1 %1371, i32 %89, i32 0
  %1427 = icmp eq i32 %1426, 0
  %1428 = select i1 %1427, ptr addrspace(1) %1, ptr addrspace(1) %1367
  %1429 = shl nuw nsw i32 %1426, 1
  %1430 = ptrtoint ptr addrspace(3) %1372 to i64
  %1431 = trunc i64 %1430 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1431, ptr addrspace(1) %1428, i32 %1429) #5
  br label %.loopexit24

.loopexit24:                                      ; preds = %.preheader23.preheader, %1425
  %1432 = or disjoint i32 %964, %98
  %1433 = mul i32 %1432, %4
  %1434 = add i32 %1433, %74
  %1435 = sext i32 %1434 to i64
  %1436 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1435
  %1437 = ptrtoint ptr addrspace(1) %1436 to i64
  %1438 = and i64 %1437, 15
  %1439 = icmp eq i64 %1438, 0
  %1440 = icmp slt i32 %1432, %5
  %1441 = getelementptr i8, ptr addrspace(3) %1293, i64 %105
  br i1 %1439, label %1494, label %.preheader21.preheader

.preheader21.preheader:                           ; preds = %.loopexit24
  %1442 = and i1 %1440, %250
  %1443 = zext i1 %1442 to i32
  %1444 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1436, i32 %1443, i16 0) #5
  store i16 %1444, ptr addrspace(3) %1441, align 16
  %1445 = add i32 %252, %1433
  %1446 = sext i32 %1445 to i64
  %1447 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1446
  %1448 = and i1 %1440, %253
  %1449 = zext i1 %1448 to i32
  %1450 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1447, i32 %1449, i16 0) #5
  %1451 = getelementptr i8, ptr addrspace(3) %1441, i64 2
  store i16 %1450, ptr addrspace(3) %1451, align 2
  %1452 = add i32 %255, %1433
  %1453 = sext i32 %1452 to i64
  %1454 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1453
  %1455 = and i1 %1440, %256
  %1456 = zext i1 %1455 to i32
  %1457 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1454, i32 %1456, i16 0) #5
  %1458 = getelementptr i8, ptr addrspace(3) %1441, i64 4
  store i16 %1457, ptr addrspace(3) %1458, align 4
  %1459 = add i32 %258, %1433
  %1460 = sext i32 %1459 to i64
  %1461 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1460
  %1462 = and i1 %1440, %259
  %1463 = zext i1 %1462 to i32
  %1464 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1461, i32 %1463, i16 0) #5
  %1465 = getelementptr i8, ptr addrspace(3) %1441, i64 6
  store i16 %1464, ptr addrspace(3) %1465, align 2
  %1466 = add i32 %261, %1433
  %1467 = sext i32 %1466 to i64
  %1468 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1467
  %1469 = and i1 %1440, %262
  %1470 = zext i1 %1469 to i32
  %1471 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1468, i32 %1470, i16 0) #5
  %1472 = getelementptr i8, ptr addrspace(3) %1441, i64 8
  store i16 %1471, ptr addrspace(3) %1472, align 8
  %1473 = add i32 %264, %1433
  %1474 = sext i32 %1473 to i64
  %1475 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1474
  %1476 = and i1 %1440, %265
  %1477 = zext i1 %1476 to i32
  %1478 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1475, i32 %1477, i16 0) #5
  %1479 = getelementptr i8, ptr addrspace(3) %1441, i64 10
  store i16 %1478, ptr addrspace(3) %1479, align 2
  %1480 = add i32 %267, %1433
  %1481 = sext i32 %1480 to i64
  %1482 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1481
  %1483 = and i1 %1440, %268
  %1484 = zext i1 %1483 to i32
  %1485 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1482, i32 %1484, i16 0) #5
  %1486 = getelementptr i8, ptr addrspace(3) %1441, i64 12
  store i16 %1485, ptr addrspace(3) %1486, align 4
  %1487 = add i32 %270, %1433
  %1488 = sext i32 %1487 to i64
  %1489 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1488
  %1490 = and i1 %1440, %271
  %1491 = zext i1 %1490 to i32
  %1492 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1489, i32 %1491, i16 0) #5
  %1493 = getelementptr i8, ptr addrspace(3) %1441, i64 14
  store i16 %1492, ptr addrspace(3) %1493, align 2
  br label %.loopexit22

1494:                                             ; preds = %.loopexit24
  %1495 = select i1 %1440, i32 %89, i32 0
  %1496 = icmp eq i32 %1495, 0
  %1497 = select i1 %1496, ptr addrspace(1) %1, ptr addrspace(1) %1436
  %1498 = shl nuw nsw i32 %1495, 1
  %1499 = ptrtoint ptr addrspace(3) %1441 to i64
  %1500 = trunc i64 %1499 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1500, ptr addrspace(1) %1497, i32 %1498) #5
  br label %.loopexit22

.loopexit22:                                      ; preds = %.preheader21.preheader, %1494
  %1501 = or disjoint i32 %964, %106
  %1502 = mul i32 %1501, %4
  %1503 = add i32 %1502, %74
  %1504 = sext i32 %1503 to i64
  %1505 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1504
  %1506 = ptrtoint ptr addrspace(1) %1505 to i64
  %1507 = and i64 %1506, 15
  %1508 = icmp eq i64 %1507, 0
  %1509 = icmp slt i32 %1501, %5
  %1510 = getelementptr i8, ptr addrspace(3) %1293, i64 %113
  br i1 %1508, label %1563, label %.preheader.preheader

.preheader.preheader:                             ; preds = %.loopexit22
  %1511 = and i1 %1509, %272
  %1512 = zext i1 %1511 to i32
  %1513 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1505, i32 %1512, i16 0) #5
  store i16 %1513, ptr addrspace(3) %1510, align 16
  %1514 = add i32 %274, %1502
  %1515 = sext i32 %1514 to i64
  %1516 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1515
  %1517 = and i1 %1509, %275
  %1518 = zext i1 %1517 to i32
  %1519 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1516, i32 %1518, i16 0) #5
  %1520 = getelementptr i8, ptr addrspace(3) %1510, i64 2
  store i16 %1519, ptr addrspace(3) %1520, align 2
  %1521 = add i32 %277, %1502
  %1522 = sext i32 %1521 to i64
  %1523 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1522
  %1524 = and i1 %1509, %278
  %1525 = zext i1 %1524 to i32
  %1526 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1523, i32 %1525, i16 0) #5
  %1527 = getelementptr i8, ptr addrspace(3) %1510, i64 4
  store i16 %1526, ptr addrspace(3) %1527, align 4
  %1528 = add i32 %280, %1502
  %1529 = sext i32 %1528 to i64
  %1530 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1529
  %1531 = and i1 %1509, %281
  %1532 = zext i1 %1531 to i32
  %1533 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1530, i32 %1532, i16 0) #5
  %1534 = getelementptr i8, ptr addrspace(3) %1510, i64 6
  store i16 %1533, ptr addrspace(3) %1534, align 2
  %1535 = add i32 %283, %1502
  %1536 = sext i32 %1535 to i64
  %1537 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1536
  %1538 = and i1 %1509, %284
  %1539 = zext i1 %1538 to i32
  %1540 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1537, i32 %1539, i16 0) #5
  %1541 = getelementptr i8, ptr addrspace(3) %1510, i64 8
  store i16 %1540, ptr addrspace(3) %1541, align 8
  %1542 = add i32 %286, %1502
  %1543 = sext i32 %1542 to i64
  %1544 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1543
  %1545 = and i1 %1509, %287
  %1546 = zext i1 %1545 to i32
  %1547 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1544, i32 %1546, i16 0) #5
  %1548 = getelementptr i8, ptr addrspace(3) %1510, i64 10
  store i16 %1547, ptr addrspace(3) %1548, align 2
  %1549 = add i32 %289, %1502
  %1550 = sext i32 %1549 to i64
  %1551 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1550
  %1552 = and i1 %1509, %290
  %1553 = zext i1 %1552 to i32
  %1554 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1551, i32 %1553, i16 0) #5
  %1555 = getelementptr i8, ptr addrspace(3) %1510, i64 12
  store i16 %1554, ptr addrspace(3) %1555, align 4
  %1556 = add i32 %292, %1502
  %1557 = sext i32 %1556 to i64
  %1558 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1557
  %1559 = and i1 %1509, %293
  %1560 = zext i1 %1559 to i32
  %1561 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1558, i32 %1560, i16 0) #5
  %1562 = getelementptr i8, ptr addrspace(3) %1510, i64 14
  store i16 %1561, ptr addrspace(3) %1562, align 2
  br label %.loopexit

1563:                                             ; preds = %.loopexit22
  %1564 = select i1 %1509, i32 %89, i32 0
  %1565 = icmp eq i32 %1564, 0
  %1566 = select i1 %1565, ptr addrspace(1) %1, ptr addrspace(1) %1505
  %1567 = shl nuw nsw i32 %1564, 1
  %1568 = ptrtoint ptr addrspace(3) %1510 to i64
  %1569 = trunc i64 %1568 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1569, ptr addrspace(1) %1566, i32 %1567) #5
  br label %.loopexit

.loopexit:                                        ; preds = %.preheader.preheader, %1563, %897
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %1570 = shl i32 %898, 15
  %1571 = sext i32 %1570 to i64
  %1572 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_dsmem, i64 %1571
  %1573 = getelementptr i8, ptr addrspace(3) %1572, i64 16384
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #5
  %1574 = getelementptr i8, ptr addrspace(3) %1572, i64 %205
  %1575 = ptrtoint ptr addrspace(3) %1574 to i64
  %1576 = lshr exact i64 %1575, 4
  %1577 = and i64 %1576, 16383
  %1578 = or disjoint i64 %1577, 4611686293305360384
  %1579 = ptrtoint ptr addrspace(3) %1573 to i64
  %1580 = lshr exact i64 %1579, 4
  %1581 = and i64 %1580, 16383
  %1582 = or disjoint i64 %1581, 4611686293338849280
  %1583 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(i64 %1578, i64 %1582, i32 1, float %962, float %961, float %960, float %959, float %958, float %957, float %956, float %955, float %954, float %953, float %952, float %951, float %950, float %949, float %948, float %947, float %946, float %945, float %944, float %943, float %942, float %941, float %940, float %939, float %938, float %937, float %936, float %935, float %934, float %933, float %932, float %931, float %930, float %929, float %928, float %927, float %926, float %925, float %924, float %923, float %922, float %921, float %920, float %919, float %918, float %917, float %916, float %915, float %914, float %913, float %912, float %911, float %910, float %909, float %908, float %907, float %906, float %905, float %904, float %903, float %902, float %901, float %900, float %899) #5
  %1584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 0
  %1585 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 1
  %1586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 2
  %1587 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 3
  %1588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 4
  %1589 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 5
  %1590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 6
  %1591 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 7
  %1592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 8
  %1593 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 9
  %1594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 10
  %1595 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 11
  %1596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 12
  %1597 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 13
  %1598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 14
  %1599 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 15
  %1600 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 16
  %1601 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 17
  %1602 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 18
  %1603 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 19
  %1604 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 20
  %1605 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 21
  %1606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 22
  %1607 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 23
  %1608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 24
  %1609 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 25
  %1610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 26
  %1611 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 27
  %1612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 28
  %1613 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 29
  %1614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 30
  %1615 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 31
  %1616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 32
  %1617 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 33
  %1618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 34
  %1619 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 35
  %1620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 36
  %1621 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 37
  %1622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 38
  %1623 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 39
  %1624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 40
  %1625 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 41
  %1626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 42
  %1627 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 43
  %1628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 44
  %1629 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 45
  %1630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 46
  %1631 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 47
  %1632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 48
  %1633 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 49
  %1634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 50
  %1635 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 51
  %1636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 52
  %1637 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 53
  %1638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 54
  %1639 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 55
  %1640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 56
  %1641 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 57
  %1642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 58
  %1643 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 59
  %1644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 60
  %1645 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 61
  %1646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 62
  %1647 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1583, 63
  %1648 = getelementptr i8, ptr addrspace(3) %1574, i64 32
  %1649 = ptrtoint ptr addrspace(3) %1648 to i64
  %1650 = lshr exact i64 %1649, 4
  %1651 = and i64 %1650, 16383
  %1652 = or disjoint i64 %1651, 4611686293305360384
  %1653 = getelementptr i8, ptr addrspace(3) %1572, i64 18432
  %1654 = ptrtoint ptr addrspace(3) %1653 to i64
  %1655 = lshr exact i64 %1654, 4
  %1656 = and i64 %1655, 16383
  %1657 = or disjoint i64 %1656, 4611686293338849280
  %1658 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(i64 %1652, i64 %1657, i32 1, float %1584, float %1585, float %1586, float %1587, float %1588, float %1589, float %1590, float %1591, float %1592, float %1593, float %1594, float %1595, float %1596, float %1597, float %1598, float %1599, float %1600, float %1601, float %1602, float %1603, float %1604, float %1605, float %1606, float %1607, float %1608, float %1609, float %1610, float %1611, float %1612, float %1613, float %1614, float %1615, float %1616, float %1617, float %1618, float %1619, float %1620, float %1621, float %1622, float %1623, float %1624, float %1625, float %1626, float %1627, float %1628, float %1629, float %1630, float %1631, float %1632, float %1633, float %1634, float %1635, float %1636, float %1637, float %1638, float %1639, float %1640, float %1641, float %1642, float %1643, float %1644, float %1645, float %1646, float %1647) #5
  %1659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 0
  %1660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 1
  %1661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 2
  %1662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 3
  %1663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 4
  %1664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 5
  %1665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 6
  %1666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 7
  %1667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 8
  %1668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 9
  %1669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 10
  %1670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 11
  %1671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 12
  %1672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 13
  %1673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 14
  %1674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 15
  %1675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 16
  %1676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 17
  %1677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 18
  %1678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 19
  %1679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 20
  %1680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 21
  %1681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 22
  %1682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 23
  %1683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 24
  %1684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 25
  %1685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 26
  %1686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 27
  %1687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 28
  %1688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 29
  %1689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 30
  %1690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 31
  %1691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 32
  %1692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 33
  %1693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 34
  %1694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 35
  %1695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 36
  %1696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 37
  %1697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 38
  %1698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 39
  %1699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 40
  %1700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 41
  %1701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 42
  %1702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 43
  %1703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 44
  %1704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 45
  %1705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 46
  %1706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 47
  %1707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 48
  %1708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 49
  %1709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 50
  %1710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 51
  %1711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 52
  %1712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 53
  %1713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 54
  %1714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 55
  %1715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 56
  %1716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 57
  %1717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 58
  %1718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 59
  %1719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 60
  %1720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 61
  %1721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 62
  %1722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1658, 63
  %1723 = getelementptr i8, ptr addrspace(3) %1574, i64 64
  %1724 = ptrtoint ptr addrspace(3) %1723 to i64
  %1725 = lshr exact i64 %1724, 4
  %1726 = and i64 %1725, 16383
  %1727 = or disjoint i64 %1726, 4611686293305360384
  %1728 = getelementptr i8, ptr addrspace(3) %1572, i64 20480
  %1729 = ptrtoint ptr addrspace(3) %1728 to i64
  %1730 = lshr exact i64 %1729, 4
  %1731 = and i64 %1730, 16383
  %1732 = or disjoint i64 %1731, 4611686293338849280
  %1733 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(i64 %1727, i64 %1732, i32 1, float %1659, float %1660, float %1661, float %1662, float %1663, float %1664, float %1665, float %1666, float %1667, float %1668, float %1669, float %1670, float %1671, float %1672, float %1673, float %1674, float %1675, float %1676, float %1677, float %1678, float %1679, float %1680, float %1681, float %1682, float %1683, float %1684, float %1685, float %1686, float %1687, float %1688, float %1689, float %1690, float %1691, float %1692, float %1693, float %1694, float %1695, float %1696, float %1697, float %1698, float %1699, float %1700, float %1701, float %1702, float %1703, float %1704, float %1705, float %1706, float %1707, float %1708, float %1709, float %1710, float %1711, float %1712, float %1713, float %1714, float %1715, float %1716, float %1717, float %1718, float %1719, float %1720, float %1721, float %1722) #5
  %1734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 0
  %1735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 1
  %1736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 2
  %1737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 3
  %1738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 4
  %1739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 5
  %1740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 6
  %1741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 7
  %1742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 8
  %1743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 9
  %1744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 10
  %1745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 11
  %1746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 12
  %1747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 13
  %1748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 14
  %1749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 15
  %1750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 16
  %1751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 17
  %1752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 18
  %1753 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 19
  %1754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 20
  %1755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 21
  %1756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 22
  %1757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 23
  %1758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 24
  %1759 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 25
  %1760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 26
  %1761 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 27
  %1762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 28
  %1763 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 29
  %1764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 30
  %1765 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 31
  %1766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 32
  %1767 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 33
  %1768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 34
  %1769 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 35
  %1770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 36
  %1771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 37
  %1772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 38
  %1773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 39
  %1774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 40
  %1775 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 41
  %1776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 42
  %1777 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 43
  %1778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 44
  %1779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 45
  %1780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 46
  %1781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 47
  %1782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 48
  %1783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 49
  %1784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 50
  %1785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 51
  %1786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 52
  %1787 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 53
  %1788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 54
  %1789 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 55
  %1790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 56
  %1791 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 57
  %1792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 58
  %1793 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 59
  %1794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 60
  %1795 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 61
  %1796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 62
  %1797 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1733, 63
  %1798 = getelementptr i8, ptr addrspace(3) %1574, i64 96
  %1799 = ptrtoint ptr addrspace(3) %1798 to i64
  %1800 = lshr exact i64 %1799, 4
  %1801 = and i64 %1800, 16383
  %1802 = or disjoint i64 %1801, 4611686293305360384
  %1803 = getelementptr i8, ptr addrspace(3) %1572, i64 22528
  %1804 = ptrtoint ptr addrspace(3) %1803 to i64
  %1805 = lshr exact i64 %1804, 4
  %1806 = and i64 %1805, 16383
  %1807 = or disjoint i64 %1806, 4611686293338849280
  %1808 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(i64 %1802, i64 %1807, i32 1, float %1734, float %1735, float %1736, float %1737, float %1738, float %1739, float %1740, float %1741, float %1742, float %1743, float %1744, float %1745, float %1746, float %1747, float %1748, float %1749, float %1750, float %1751, float %1752, float %1753, float %1754, float %1755, float %1756, float %1757, float %1758, float %1759, float %1760, float %1761, float %1762, float %1763, float %1764, float %1765, float %1766, float %1767, float %1768, float %1769, float %1770, float %1771, float %1772, float %1773, float %1774, float %1775, float %1776, float %1777, float %1778, float %1779, float %1780, float %1781, float %1782, float %1783, float %1784, float %1785, float %1786, float %1787, float %1788, float %1789, float %1790, float %1791, float %1792, float %1793, float %1794, float %1795, float %1796, float %1797) #5
  %1809 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 0
  %1810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 1
  %1811 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 2
  %1812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 3
  %1813 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 4
  %1814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 5
  %1815 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 6
  %1816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 7
  %1817 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 8
  %1818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 9
  %1819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 10
  %1820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 11
  %1821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 12
  %1822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 13
  %1823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 14
  %1824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 15
  %1825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 16
  %1826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 17
  %1827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 18
  %1828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 19
  %1829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 20
  %1830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 21
  %1831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 22
  %1832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 23
  %1833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 24
  %1834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 25
  %1835 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 26
  %1836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 27
  %1837 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 28
  %1838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 29
  %1839 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 30
  %1840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 31
  %1841 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 32
  %1842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 33
  %1843 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 34
  %1844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 35
  %1845 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 36
  %1846 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 37
  %1847 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 38
  %1848 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 39
  %1849 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 40
  %1850 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 41
  %1851 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 42
  %1852 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 43
  %1853 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 44
  %1854 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 45
  %1855 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 46
  %1856 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 47
  %1857 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 48
  %1858 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 49
  %1859 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 50
  %1860 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 51
  %1861 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 52
  %1862 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 53
  %1863 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 54
  %1864 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 55
  %1865 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 56
  %1866 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 57
  %1867 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 58
  %1868 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 59
  %1869 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 60
  %1870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 61
  %1871 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 62
  %1872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1808, 63
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #5
  %1873 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(float %1809, float %1810, float %1811, float %1812, float %1813, float %1814, float %1815, float %1816, float %1817, float %1818, float %1819, float %1820, float %1821, float %1822, float %1823, float %1824, float %1825, float %1826, float %1827, float %1828, float %1829, float %1830, float %1831, float %1832, float %1833, float %1834, float %1835, float %1836, float %1837, float %1838, float %1839, float %1840, float %1841, float %1842, float %1843, float %1844, float %1845, float %1846, float %1847, float %1848, float %1849, float %1850, float %1851, float %1852, float %1853, float %1854, float %1855, float %1856, float %1857, float %1858, float %1859, float %1860, float %1861, float %1862, float %1863, float %1864, float %1865, float %1866, float %1867, float %1868, float %1869, float %1870, float %1871, float %1872) #5
  %1874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 0
  %1875 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 1
  %1876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 2
  %1877 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 3
  %1878 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 4
  %1879 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 5
  %1880 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 6
  %1881 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 7
  %1882 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 8
  %1883 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 9
  %1884 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 10
  %1885 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 11
  %1886 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 12
  %1887 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 13
  %1888 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 14
  %1889 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 15
  %1890 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 16
  %1891 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 17
  %1892 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 18
  %1893 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 19
  %1894 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 20
  %1895 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 21
  %1896 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 22
  %1897 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 23
  %1898 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 24
  %1899 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 25
  %1900 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 26
  %1901 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 27
  %1902 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 28
  %1903 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 29
  %1904 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 30
  %1905 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 31
  %1906 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 32
  %1907 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 33
  %1908 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 34
  %1909 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 35
  %1910 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 36
  %1911 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 37
  %1912 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 38
  %1913 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 39
  %1914 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 40
  %1915 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 41
  %1916 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 42
  %1917 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 43
  %1918 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 44
  %1919 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 45
  %1920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 46
  %1921 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 47
  %1922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 48
  %1923 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 49
  %1924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 50
  %1925 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 51
  %1926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 52
  %1927 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 53
  %1928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 54
  %1929 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 55
  %1930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 56
  %1931 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 57
  %1932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 58
  %1933 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 59
  %1934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 60
  %1935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 61
  %1936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 62
  %1937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1873, 63
  %1938 = add i32 %898, 1
  %1939 = icmp eq i32 %1938, 4
  %1940 = select i1 %1939, i32 0, i32 %1938
  %1941 = add i32 %963, 64
  %1942 = icmp slt i32 %1941, %5
  br i1 %1942, label %897, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.preheader35
  %.lcssa114 = phi float [ 0.000000e+00, %.preheader35 ], [ %1874, %.loopexit ]
  %.lcssa113 = phi float [ 0.000000e+00, %.preheader35 ], [ %1875, %.loopexit ]
  %.lcssa112 = phi float [ 0.000000e+00, %.preheader35 ], [ %1876, %.loopexit ]
  %.lcssa111 = phi float [ 0.000000e+00, %.preheader35 ], [ %1877, %.loopexit ]
  %.lcssa110 = phi float [ 0.000000e+00, %.preheader35 ], [ %1878, %.loopexit ]
  %.lcssa109 = phi float [ 0.000000e+00, %.preheader35 ], [ %1879, %.loopexit ]
  %.lcssa108 = phi float [ 0.000000e+00, %.preheader35 ], [ %1880, %.loopexit ]
  %.lcssa107 = phi float [ 0.000000e+00, %.preheader35 ], [ %1881, %.loopexit ]
  %.lcssa106 = phi float [ 0.000000e+00, %.preheader35 ], [ %1882, %.loopexit ]
  %.lcssa105 = phi float [ 0.000000e+00, %.preheader35 ], [ %1883, %.loopexit ]
  %.lcssa104 = phi float [ 0.000000e+00, %.preheader35 ], [ %1884, %.loopexit ]
  %.lcssa103 = phi float [ 0.000000e+00, %.preheader35 ], [ %1885, %.loopexit ]
  %.lcssa102 = phi float [ 0.000000e+00, %.preheader35 ], [ %1886, %.loopexit ]
  %.lcssa101 = phi float [ 0.000000e+00, %.preheader35 ], [ %1887, %.loopexit ]
  %.lcssa100 = phi float [ 0.000000e+00, %.preheader35 ], [ %1888, %.loopexit ]
  %.lcssa99 = phi float [ 0.000000e+00, %.preheader35 ], [ %1889, %.loopexit ]
  %.lcssa98 = phi float [ 0.000000e+00, %.preheader35 ], [ %1890, %.loopexit ]
  %.lcssa97 = phi float [ 0.000000e+00, %.preheader35 ], [ %1891, %.loopexit ]
  %.lcssa96 = phi float [ 0.000000e+00, %.preheader35 ], [ %1892, %.loopexit ]
  %.lcssa95 = phi float [ 0.000000e+00, %.preheader35 ], [ %1893, %.loopexit ]
  %.lcssa94 = phi float [ 0.000000e+00, %.preheader35 ], [ %1894, %.loopexit ]
  %.lcssa93 = phi float [ 0.000000e+00, %.preheader35 ], [ %1895, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.preheader35 ], [ %1896, %.loopexit ]
  %.lcssa91 = phi float [ 0.000000e+00, %.preheader35 ], [ %1897, %.loopexit ]
  %.lcssa90 = phi float [ 0.000000e+00, %.preheader35 ], [ %1898, %.loopexit ]
  %.lcssa89 = phi float [ 0.000000e+00, %.preheader35 ], [ %1899, %.loopexit ]
  %.lcssa88 = phi float [ 0.000000e+00, %.preheader35 ], [ %1900, %.loopexit ]
  %.lcssa87 = phi float [ 0.000000e+00, %.preheader35 ], [ %1901, %.loopexit ]
  %.lcssa86 = phi float [ 0.000000e+00, %.preheader35 ], [ %1902, %.loopexit ]
  %.lcssa85 = phi float [ 0.000000e+00, %.preheader35 ], [ %1903, %.loopexit ]
  %.lcssa84 = phi float [ 0.000000e+00, %.preheader35 ], [ %1904, %.loopexit ]
  %.lcssa83 = phi float [ 0.000000e+00, %.preheader35 ], [ %1905, %.loopexit ]
  %.lcssa82 = phi float [ 0.000000e+00, %.preheader35 ], [ %1906, %.loopexit ]
  %.lcssa81 = phi float [ 0.000000e+00, %.preheader35 ], [ %1907, %.loopexit ]
  %.lcssa80 = phi float [ 0.000000e+00, %.preheader35 ], [ %1908, %.loopexit ]
  %.lcssa79 = phi float [ 0.000000e+00, %.preheader35 ], [ %1909, %.loopexit ]
  %.lcssa78 = phi float [ 0.000000e+00, %.preheader35 ], [ %1910, %.loopexit ]
  %.lcssa77 = phi float [ 0.000000e+00, %.preheader35 ], [ %1911, %.loopexit ]
  %.lcssa76 = phi float [ 0.000000e+00, %.preheader35 ], [ %1912, %.loopexit ]
  %.lcssa75 = phi float [ 0.000000e+00, %.preheader35 ], [ %1913, %.loopexit ]
  %.lcssa74 = phi float [ 0.000000e+00, %.preheader35 ], [ %1914, %.loopexit ]
  %.lcssa73 = phi float [ 0.000000e+00, %.preheader35 ], [ %1915, %.loopexit ]
  %.lcssa72 = phi float [ 0.000000e+00, %.preheader35 ], [ %1916, %.loopexit ]
  %.lcssa71 = phi float [ 0.000000e+00, %.preheader35 ], [ %1917, %.loopexit ]
  %.lcssa70 = phi float [ 0.000000e+00, %.preheader35 ], [ %1918, %.loopexit ]
  %.lcssa69 = phi float [ 0.000000e+00, %.preheader35 ], [ %1919, %.loopexit ]
  %.lcssa68 = phi float [ 0.000000e+00, %.preheader35 ], [ %1920, %.loopexit ]
  %.lcssa67 = phi float [ 0.000000e+00, %.preheader35 ], [ %1921, %.loopexit ]
  %.lcssa66 = phi float [ 0.000000e+00, %.preheader35 ], [ %1922, %.loopexit ]
  %.lcssa65 = phi float [ 0.000000e+00, %.preheader35 ], [ %1923, %.loopexit ]
  %.lcssa64 = phi float [ 0.000000e+00, %.preheader35 ], [ %1924, %.loopexit ]
  %.lcssa63 = phi float [ 0.000000e+00, %.preheader35 ], [ %1925, %.loopexit ]
  %.lcssa62 = phi float [ 0.000000e+00, %.preheader35 ], [ %1926, %.loopexit ]
  %.lcssa61 = phi float [ 0.000000e+00, %.preheader35 ], [ %1927, %.loopexit ]
  %.lcssa60 = phi float [ 0.000000e+00, %.preheader35 ], [ %1928, %.loopexit ]
  %.lcssa59 = phi float [ 0.000000e+00, %.preheader35 ], [ %1929, %.loopexit ]
  %.lcssa58 = phi float [ 0.000000e+00, %.preheader35 ], [ %1930, %.loopexit ]
  %.lcssa57 = phi float [ 0.000000e+00, %.preheader35 ], [ %1931, %.loopexit ]
  %.lcssa56 = phi float [ 0.000000e+00, %.preheader35 ], [ %1932, %.loopexit ]
  %.lcssa55 = phi float [ 0.000000e+00, %.preheader35 ], [ %1933, %.loopexit ]
  %.lcssa54 = phi float [ 0.000000e+00, %.preheader35 ], [ %1934, %.loopexit ]
  %.lcssa53 = phi float [ 0.000000e+00, %.preheader35 ], [ %1935, %.loopexit ]
  %.lcssa52 = phi float [ 0.000000e+00, %.preheader35 ], [ %1936, %.loopexit ]
  %.lcssa = phi float [ 0.000000e+00, %.preheader35 ], [ %1937, %.loopexit ]
  %1943 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(float %.lcssa114, float %.lcssa113, float %.lcssa112, float %.lcssa111, float %.lcssa110, float %.lcssa109, float %.lcssa108, float %.lcssa107, float %.lcssa106, float %.lcssa105, float %.lcssa104, float %.lcssa103, float %.lcssa102, float %.lcssa101, float %.lcssa100, float %.lcssa99, float %.lcssa98, float %.lcssa97, float %.lcssa96, float %.lcssa95, float %.lcssa94, float %.lcssa93, float %.lcssa92, float %.lcssa91, float %.lcssa90, float %.lcssa89, float %.lcssa88, float %.lcssa87, float %.lcssa86, float %.lcssa85, float %.lcssa84, float %.lcssa83, float %.lcssa82, float %.lcssa81, float %.lcssa80, float %.lcssa79, float %.lcssa78, float %.lcssa77, float %.lcssa76, float %.lcssa75, float %.lcssa74, float %.lcssa73, float %.lcssa72, float %.lcssa71, float %.lcssa70, float %.lcssa69, float %.lcssa68, float %.lcssa67, float %.lcssa66, float %.lcssa65, float %.lcssa64, float %.lcssa63, float %.lcssa62, float %.lcssa61, float %.lcssa60, float %.lcssa59, float %.lcssa58, float %.lcssa57, float %.lcssa56, float %.lcssa55, float %.lcssa54, float %.lcssa53, float %.lcssa52, float %.lcssa) #5
  %1944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 0
  %1945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 1
  %1946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 2
  %1947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 3
  %1948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 4
  %1949 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 5
  %1950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 6
  %1951 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 7
  %1952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 8
  %1953 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 9
  %1954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 10
  %1955 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 11
  %1956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 12
  %1957 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 13
  %1958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 14
  %1959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 15
  %1960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 16
  %1961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 17
  %1962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 18
  %1963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 19
  %1964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 20
  %1965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 21
  %1966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 22
  %1967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 23
  %1968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 24
  %1969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 25
  %1970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 26
  %1971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 27
  %1972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 28
  %1973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 29
  %1974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 30
  %1975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 31
  %1976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 32
  %1977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 33
  %1978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 34
  %1979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 35
  %1980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 36
  %1981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 37
  %1982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 38
  %1983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 39
  %1984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 40
  %1985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 41
  %1986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 42
  %1987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 43
  %1988 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 44
  %1989 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 45
  %1990 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 46
  %1991 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 47
  %1992 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 48
  %1993 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 49
  %1994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 50
  %1995 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 51
  %1996 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 52
  %1997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 53
  %1998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 54
  %1999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 55
  %2000 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 56
  %2001 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 57
  %2002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 58
  %2003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 59
  %2004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 60
  %2005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 61
  %2006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 62
  %2007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1943, 63
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2008 = lshr i32 %7, 1
  %2009 = lshr i32 %7, 2
  %2010 = and i32 %2009, 7
  %2011 = and i32 %2008, 112
  %2012 = or disjoint i32 %2011, %2010
  %2013 = shl nuw nsw i32 %7, 1
  %2014 = and i32 %2013, 6
  %2015 = or disjoint i32 %2012, %23
  %2016 = mul i32 %2015, %4
  %2017 = or disjoint i32 %24, %2014
  %2018 = add i32 %2016, %2017
  %2019 = sext i32 %2018 to i64
  %2020 = getelementptr float, ptr addrspace(1) %2, i64 %2019
  %2021 = icmp slt i32 %2015, %3
  %2022 = icmp slt i32 %2017, %4
  %2023 = and i1 %2021, %2022
  %2024 = or disjoint i32 %2017, 1
  %2025 = icmp slt i32 %2024, %4
  %2026 = ptrtoint ptr addrspace(1) %2020 to i64
  %2027 = and i64 %2026, 7
  %2028 = icmp eq i64 %2027, 0
  %2029 = and i1 %2023, %2028
  %2030 = and i1 %2025, %2029
  %2031 = xor i1 %2023, %2030
  %2032 = xor i1 %2021, %2029
  %2033 = and i1 %2025, %2032
  %2034 = zext i1 %2030 to i32
  %2035 = bitcast float %1944 to i32
  %2036 = bitcast float %1945 to i32
  %2037 = zext i1 %2031 to i32
  %2038 = zext i1 %2033 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2034, i32 %2035, i32 %2036, ptr addrspace(1) %2020, i32 %2037, i32 %2038) #5
  %2039 = or disjoint i32 %2015, 8
  %2040 = mul i32 %2039, %4
  %2041 = add i32 %2040, %2017
  %2042 = sext i32 %2041 to i64
  %2043 = getelementptr float, ptr addrspace(1) %2, i64 %2042
  %2044 = icmp slt i32 %2039, %3
  %2045 = and i1 %2044, %2022
  %2046 = ptrtoint ptr addrspace(1) %2043 to i64
  %2047 = and i64 %2046, 7
  %2048 = icmp eq i64 %2047, 0
  %2049 = and i1 %2045, %2048
  %2050 = and i1 %2025, %2049
  %2051 = xor i1 %2045, %2050
  %2052 = xor i1 %2044, %2049
  %2053 = and i1 %2025, %2052
  %2054 = zext i1 %2050 to i32
  %2055 = bitcast float %1946 to i32
  %2056 = bitcast float %1947 to i32
  %2057 = zext i1 %2051 to i32
  %2058 = zext i1 %2053 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2054, i32 %2055, i32 %2056, ptr addrspace(1) %2043, i32 %2057, i32 %2058) #5
  %2059 = or disjoint i32 %2017, 8
  %2060 = add i32 %2016, %2059
  %2061 = sext i32 %2060 to i64
  %2062 = getelementptr float, ptr addrspace(1) %2, i64 %2061
  %2063 = icmp slt i32 %2059, %4
  %2064 = and i1 %2021, %2063
  %2065 = or disjoint i32 %2017, 9
  %2066 = icmp slt i32 %2065, %4
  %2067 = ptrtoint ptr addrspace(1) %2062 to i64
  %2068 = and i64 %2067, 7
  %2069 = icmp eq i64 %2068, 0
  %2070 = and i1 %2064, %2069
  %2071 = and i1 %2066, %2070
  %2072 = xor i1 %2064, %2071
  %2073 = xor i1 %2021, %2070
  %2074 = and i1 %2066, %2073
  %2075 = zext i1 %2071 to i32
  %2076 = bitcast float %1948 to i32
  %2077 = bitcast float %1949 to i32
  %2078 = zext i1 %2072 to i32
  %2079 = zext i1 %2074 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2075, i32 %2076, i32 %2077, ptr addrspace(1) %2062, i32 %2078, i32 %2079) #5
  %2080 = add i32 %2040, %2059
  %2081 = sext i32 %2080 to i64
  %2082 = getelementptr float, ptr addrspace(1) %2, i64 %2081
  %2083 = and i1 %2044, %2063
  %2084 = ptrtoint ptr addrspace(1) %2082 to i64
  %2085 = and i64 %2084, 7
  %2086 = icmp eq i64 %2085, 0
  %2087 = and i1 %2083, %2086
  %2088 = and i1 %2066, %2087
  %2089 = xor i1 %2083, %2088
  %2090 = xor i1 %2044, %2087
  %2091 = and i1 %2066, %2090
  %2092 = zext i1 %2088 to i32
  %2093 = bitcast float %1950 to i32
  %2094 = bitcast float %1951 to i32
  %2095 = zext i1 %2089 to i32
  %2096 = zext i1 %2091 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2092, i32 %2093, i32 %2094, ptr addrspace(1) %2082, i32 %2095, i32 %2096) #5
  %2097 = or disjoint i32 %2017, 16
  %2098 = add i32 %2016, %2097
  %2099 = sext i32 %2098 to i64
  %2100 = getelementptr float, ptr addrspace(1) %2, i64 %2099
  %2101 = icmp slt i32 %2097, %4
  %2102 = and i1 %2021, %2101
  %2103 = or disjoint i32 %2017, 17
  %2104 = icmp slt i32 %2103, %4
  %2105 = ptrtoint ptr addrspace(1) %2100 to i64
  %2106 = and i64 %2105, 7
  %2107 = icmp eq i64 %2106, 0
  %2108 = and i1 %2102, %2107
  %2109 = and i1 %2104, %2108
  %2110 = xor i1 %2102, %2109
  %2111 = xor i1 %2021, %2108
  %2112 = and i1 %2104, %2111
  %2113 = zext i1 %2109 to i32
  %2114 = bitcast float %1952 to i32
  %2115 = bitcast float %1953 to i32
  %2116 = zext i1 %2110 to i32
  %2117 = zext i1 %2112 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2113, i32 %2114, i32 %2115, ptr addrspace(1) %2100, i32 %2116, i32 %2117) #5
  %2118 = add i32 %2040, %2097
  %2119 = sext i32 %2118 to i64
  %2120 = getelementptr float, ptr addrspace(1) %2, i64 %2119
  %2121 = and i1 %2044, %2101
  %2122 = ptrtoint ptr addrspace(1) %2120 to i64
  %2123 = and i64 %2122, 7
  %2124 = icmp eq i64 %2123, 0
  %2125 = and i1 %2121, %2124
  %2126 = and i1 %2104, %2125
  %2127 = xor i1 %2121, %2126
  %2128 = xor i1 %2044, %2125
  %2129 = and i1 %2104, %2128
  %2130 = zext i1 %2126 to i32
  %2131 = bitcast float %1954 to i32
  %2132 = bitcast float %1955 to i32
  %2133 = zext i1 %2127 to i32
  %2134 = zext i1 %2129 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2130, i32 %2131, i32 %2132, ptr addrspace(1) %2120, i32 %2133, i32 %2134) #5
  %2135 = or disjoint i32 %2017, 24
  %2136 = add i32 %2016, %2135
  %2137 = sext i32 %2136 to i64
  %2138 = getelementptr float, ptr addrspace(1) %2, i64 %2137
  %2139 = icmp slt i32 %2135, %4
  %2140 = and i1 %2021, %2139
  %2141 = or disjoint i32 %2017, 25
  %2142 = icmp slt i32 %2141, %4
  %2143 = ptrtoint ptr addrspace(1) %2138 to i64
  %2144 = and i64 %2143, 7
  %2145 = icmp eq i64 %2144, 0
  %2146 = and i1 %2140, %2145
  %2147 = and i1 %2142, %2146
  %2148 = xor i1 %2140, %2147
  %2149 = xor i1 %2021, %2146
  %2150 = and i1 %2142, %2149
  %2151 = zext i1 %2147 to i32
  %2152 = bitcast float %1956 to i32
  %2153 = bitcast float %1957 to i32
  %2154 = zext i1 %2148 to i32
  %2155 = zext i1 %2150 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2151, i32 %2152, i32 %2153, ptr addrspace(1) %2138, i32 %2154, i32 %2155) #5
  %2156 = add i32 %2040, %2135
  %2157 = sext i32 %2156 to i64
  %2158 = getelementptr float, ptr addrspace(1) %2, i64 %2157
  %2159 = and i1 %2044, %2139
  %2160 = ptrtoint ptr addrspace(1) %2158 to i64
  %2161 = and i64 %2160, 7
  %2162 = icmp eq i64 %2161, 0
  %2163 = and i1 %2159, %2162
  %2164 = and i1 %2142, %2163
  %2165 = xor i1 %2159, %2164
  %2166 = xor i1 %2044, %2163
  %2167 = and i1 %2142, %2166
  %2168 = zext i1 %2164 to i32
  %2169 = bitcast float %1958 to i32
  %2170 = bitcast float %1959 to i32
  %2171 = zext i1 %2165 to i32
  %2172 = zext i1 %2167 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2168, i32 %2169, i32 %2170, ptr addrspace(1) %2158, i32 %2171, i32 %2172) #5
  %2173 = or disjoint i32 %2017, 32
  %2174 = add i32 %2016, %2173
  %2175 = sext i32 %2174 to i64
  %2176 = getelementptr float, ptr addrspace(1) %2, i64 %2175
  %2177 = icmp slt i32 %2173, %4
  %2178 = and i1 %2021, %2177
  %2179 = or disjoint i32 %2017, 33
  %2180 = icmp slt i32 %2179, %4
  %2181 = ptrtoint ptr addrspace(1) %2176 to i64
  %2182 = and i64 %2181, 7
  %2183 = icmp eq i64 %2182, 0
  %2184 = and i1 %2178, %2183
  %2185 = and i1 %2180, %2184
  %2186 = xor i1 %2178, %2185
  %2187 = xor i1 %2021, %2184
  %2188 = and i1 %2180, %2187
  %2189 = zext i1 %2185 to i32
  %2190 = bitcast float %1960 to i32
  %2191 = bitcast float %1961 to i32
  %2192 = zext i1 %2186 to i32
  %2193 = zext i1 %2188 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2189, i32 %2190, i32 %2191, ptr addrspace(1) %2176, i32 %2192, i32 %2193) #5
  %2194 = add i32 %2040, %2173
  %2195 = sext i32 %2194 to i64
  %2196 = getelementptr float, ptr addrspace(1) %2, i64 %2195
  %2197 = and i1 %2044, %2177
  %2198 = ptrtoint ptr addrspace(1) %2196 to i64
  %2199 = and i64 %2198, 7
  %2200 = icmp eq i64 %2199, 0
  %2201 = and i1 %2197, %2200
  %2202 = and i1 %2180, %2201
  %2203 = xor i1 %2197, %2202
  %2204 = xor i1 %2044, %2201
  %2205 = and i1 %2180, %2204
  %2206 = zext i1 %2202 to i32
  %2207 = bitcast float %1962 to i32
  %2208 = bitcast float %1963 to i32
  %2209 = zext i1 %2203 to i32
  %2210 = zext i1 %2205 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2206, i32 %2207, i32 %2208, ptr addrspace(1) %2196, i32 %2209, i32 %2210) #5
  %2211 = or disjoint i32 %2017, 40
  %2212 = add i32 %2016, %2211
  %2213 = sext i32 %2212 to i64
  %2214 = getelementptr float, ptr addrspace(1) %2, i64 %2213
  %2215 = icmp slt i32 %2211, %4
  %2216 = and i1 %2021, %2215
  %2217 = or disjoint i32 %2017, 41
  %2218 = icmp slt i32 %2217, %4
  %2219 = ptrtoint ptr addrspace(1) %2214 to i64
  %2220 = and i64 %2219, 7
  %2221 = icmp eq i64 %2220, 0
  %2222 = and i1 %2216, %2221
  %2223 = and i1 %2218, %2222
  %2224 = xor i1 %2216, %2223
  %2225 = xor i1 %2021, %2222
  %2226 = and i1 %2218, %2225
  %2227 = zext i1 %2223 to i32
  %2228 = bitcast float %1964 to i32
  %2229 = bitcast float %1965 to i32
  %2230 = zext i1 %2224 to i32
  %2231 = zext i1 %2226 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2227, i32 %2228, i32 %2229, ptr addrspace(1) %2214, i32 %2230, i32 %2231) #5
  %2232 = add i32 %2040, %2211
  %2233 = sext i32 %2232 to i64
  %2234 = getelementptr float, ptr addrspace(1) %2, i64 %2233
  %2235 = and i1 %2044, %2215
  %2236 = ptrtoint ptr addrspace(1) %2234 to i64
  %2237 = and i64 %2236, 7
  %2238 = icmp eq i64 %2237, 0
  %2239 = and i1 %2235, %2238
  %2240 = and i1 %2218, %2239
  %2241 = xor i1 %2235, %2240
  %2242 = xor i1 %2044, %2239
  %2243 = and i1 %2218, %2242
  %2244 = zext i1 %2240 to i32
  %2245 = bitcast float %1966 to i32
  %2246 = bitcast float %1967 to i32
  %2247 = zext i1 %2241 to i32
  %2248 = zext i1 %2243 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2244, i32 %2245, i32 %2246, ptr addrspace(1) %2234, i32 %2247, i32 %2248) #5
  %2249 = or disjoint i32 %2017, 48
  %2250 = add i32 %2016, %2249
  %2251 = sext i32 %2250 to i64
  %2252 = getelementptr float, ptr addrspace(1) %2, i64 %2251
  %2253 = icmp slt i32 %2249, %4
  %2254 = and i1 %2021, %2253
  %2255 = or disjoint i32 %2017, 49
  %2256 = icmp slt i32 %2255, %4
  %2257 = ptrtoint ptr addrspace(1) %2252 to i64
  %2258 = and i64 %2257, 7
  %2259 = icmp eq i64 %2258, 0
  %2260 = and i1 %2254, %2259
  %2261 = and i1 %2256, %2260
  %2262 = xor i1 %2254, %2261
  %2263 = xor i1 %2021, %2260
  %2264 = and i1 %2256, %2263
  %2265 = zext i1 %2261 to i32
  %2266 = bitcast float %1968 to i32
  %2267 = bitcast float %1969 to i32
  %2268 = zext i1 %2262 to i32
  %2269 = zext i1 %2264 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2265, i32 %2266, i32 %2267, ptr addrspace(1) %2252, i32 %2268, i32 %2269) #5
  %2270 = add i32 %2040, %2249
  %2271 = sext i32 %2270 to i64
  %2272 = getelementptr float, ptr addrspace(1) %2, i64 %2271
  %2273 = and i1 %2044, %2253
  %2274 = ptrtoint ptr addrspace(1) %2272 to i64
  %2275 = and i64 %2274, 7
  %2276 = icmp eq i64 %2275, 0
  %2277 = and i1 %2273, %2276
  %2278 = and i1 %2256, %2277
  %2279 = xor i1 %2273, %2278
  %2280 = xor i1 %2044, %2277
  %2281 = and i1 %2256, %2280
  %2282 = zext i1 %2278 to i32
  %2283 = bitcast float %1970 to i32
  %2284 = bitcast float %1971 to i32
  %2285 = zext i1 %2279 to i32
  %2286 = zext i1 %2281 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2282, i32 %2283, i32 %2284, ptr addrspace(1) %2272, i32 %2285, i32 %2286) #5
  %2287 = or disjoint i32 %2017, 56
  %2288 = add i32 %2016, %2287
  %2289 = sext i32 %2288 to i64
  %2290 = getelementptr float, ptr addrspace(1) %2, i64 %2289
  %2291 = icmp slt i32 %2287, %4
  %2292 = and i1 %2021, %2291
  %2293 = or disjoint i32 %2017, 57
  %2294 = icmp slt i32 %2293, %4
  %2295 = ptrtoint ptr addrspace(1) %2290 to i64
  %2296 = and i64 %2295, 7
  %2297 = icmp eq i64 %2296, 0
  %2298 = and i1 %2292, %2297
  %2299 = and i1 %2294, %2298
  %2300 = xor i1 %2292, %2299
  %2301 = xor i1 %2021, %2298
  %2302 = and i1 %2294, %2301
  %2303 = zext i1 %2299 to i32
  %2304 = bitcast float %1972 to i32
  %2305 = bitcast float %1973 to i32
  %2306 = zext i1 %2300 to i32
  %2307 = zext i1 %2302 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2303, i32 %2304, i32 %2305, ptr addrspace(1) %2290, i32 %2306, i32 %2307) #5
  %2308 = add i32 %2040, %2287
  %2309 = sext i32 %2308 to i64
  %2310 = getelementptr float, ptr addrspace(1) %2, i64 %2309
  %2311 = and i1 %2044, %2291
  %2312 = ptrtoint ptr addrspace(1) %2310 to i64
  %2313 = and i64 %2312, 7
  %2314 = icmp eq i64 %2313, 0
  %2315 = and i1 %2311, %2314
  %2316 = and i1 %2294, %2315
  %2317 = xor i1 %2311, %2316
  %2318 = xor i1 %2044, %2315
  %2319 = and i1 %2294, %2318
  %2320 = zext i1 %2316 to i32
  %2321 = bitcast float %1974 to i32
  %2322 = bitcast float %1975 to i32
  %2323 = zext i1 %2317 to i32
  %2324 = zext i1 %2319 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2320, i32 %2321, i32 %2322, ptr addrspace(1) %2310, i32 %2323, i32 %2324) #5
  %2325 = or disjoint i32 %2017, 64
  %2326 = add i32 %2016, %2325
  %2327 = sext i32 %2326 to i64
  %2328 = getelementptr float, ptr addrspace(1) %2, i64 %2327
  %2329 = icmp slt i32 %2325, %4
  %2330 = and i1 %2021, %2329
  %2331 = or disjoint i32 %2017, 65
  %2332 = icmp slt i32 %2331, %4
  %2333 = ptrtoint ptr addrspace(1) %2328 to i64
  %2334 = and i64 %2333, 7
  %2335 = icmp eq i64 %2334, 0
  %2336 = and i1 %2330, %2335
  %2337 = and i1 %2332, %2336
  %2338 = xor i1 %2330, %2337
  %2339 = xor i1 %2021, %2336
  %2340 = and i1 %2332, %2339
  %2341 = zext i1 %2337 to i32
  %2342 = bitcast float %1976 to i32
  %2343 = bitcast float %1977 to i32
  %2344 = zext i1 %2338 to i32
  %2345 = zext i1 %2340 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2341, i32 %2342, i32 %2343, ptr addrspace(1) %2328, i32 %2344, i32 %2345) #5
  %2346 = add i32 %2040, %2325
  %2347 = sext i32 %2346 to i64
  %2348 = getelementptr float, ptr addrspace(1) %2, i64 %2347
  %2349 = and i1 %2044, %2329
  %2350 = ptrtoint ptr addrspace(1) %2348 to i64
  %2351 = and i64 %2350, 7
  %2352 = icmp eq i64 %2351, 0
  %2353 = and i1 %2349, %2352
  %2354 = and i1 %2332, %2353
  %2355 = xor i1 %2349, %2354
  %2356 = xor i1 %2044, %2353
  %2357 = and i1 %2332, %2356
  %2358 = zext i1 %2354 to i32
  %2359 = bitcast float %1978 to i32
  %2360 = bitcast float %1979 to i32
  %2361 = zext i1 %2355 to i32
  %2362 = zext i1 %2357 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2358, i32 %2359, i32 %2360, ptr addrspace(1) %2348, i32 %2361, i32 %2362) #5
  %2363 = or disjoint i32 %2017, 72
  %2364 = add i32 %2016, %2363
  %2365 = sext i32 %2364 to i64
  %2366 = getelementptr float, ptr addrspace(1) %2, i64 %2365
  %2367 = icmp slt i32 %2363, %4
  %2368 = and i1 %2021, %2367
  %2369 = or disjoint i32 %2017, 73
  %2370 = icmp slt i32 %2369, %4
  %2371 = ptrtoint ptr addrspace(1) %2366 to i64
  %2372 = and i64 %2371, 7
  %2373 = icmp eq i64 %2372, 0
  %2374 = and i1 %2368, %2373
  %2375 = and i1 %2370, %2374
  %2376 = xor i1 %2368, %2375
  %2377 = xor i1 %2021, %2374
  %2378 = and i1 %2370, %2377
  %2379 = zext i1 %2375 to i32
  %2380 = bitcast float %1980 to i32
  %2381 = bitcast float %1981 to i32
  %2382 = zext i1 %2376 to i32
  %2383 = zext i1 %2378 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2379, i32 %2380, i32 %2381, ptr addrspace(1) %2366, i32 %2382, i32 %2383) #5
  %2384 = add i32 %2040, %2363
  %2385 = sext i32 %2384 to i64
  %2386 = getelementptr float, ptr addrspace(1) %2, i64 %2385
  %2387 = and i1 %2044, %2367
  %2388 = ptrtoint ptr addrspace(1) %2386 to i64
  %2389 = and i64 %2388, 7
  %2390 = icmp eq i64 %2389, 0
  %2391 = and i1 %2387, %2390
  %2392 = and i1 %2370, %2391
  %2393 = xor i1 %2387, %2392
  %2394 = xor i1 %2044, %2391
  %2395 = and i1 %2370, %2394
  %2396 = zext i1 %2392 to i32
  %2397 = bitcast float %1982 to i32
  %2398 = bitcast float %1983 to i32
  %2399 = zext i1 %2393 to i32
  %2400 = zext i1 %2395 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2396, i32 %2397, i32 %2398, ptr addrspace(1) %2386, i32 %2399, i32 %2400) #5
  %2401 = or disjoint i32 %2017, 80
  %2402 = add i32 %2016, %2401
  %2403 = sext i32 %2402 to i64
  %2404 = getelementptr float, ptr addrspace(1) %2, i64 %2403
  %2405 = icmp slt i32 %2401, %4
  %2406 = and i1 %2021, %2405
  %2407 = or disjoint i32 %2017, 81
  %2408 = icmp slt i32 %2407, %4
  %2409 = ptrtoint ptr addrspace(1) %2404 to i64
  %2410 = and i64 %2409, 7
  %2411 = icmp eq i64 %2410, 0
  %2412 = and i1 %2406, %2411
  %2413 = and i1 %2408, %2412
  %2414 = xor i1 %2406, %2413
  %2415 = xor i1 %2021, %2412
  %2416 = and i1 %2408, %2415
  %2417 = zext i1 %2413 to i32
  %2418 = bitcast float %1984 to i32
  %2419 = bitcast float %1985 to i32
  %2420 = zext i1 %2414 to i32
  %2421 = zext i1 %2416 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2417, i32 %2418, i32 %2419, ptr addrspace(1) %2404, i32 %2420, i32 %2421) #5
  %2422 = add i32 %2040, %2401
  %2423 = sext i32 %2422 to i64
  %2424 = getelementptr float, ptr addrspace(1) %2, i64 %2423
  %2425 = and i1 %2044, %2405
  %2426 = ptrtoint ptr addrspace(1) %2424 to i64
  %2427 = and i64 %2426, 7
  %2428 = icmp eq i64 %2427, 0
  %2429 = and i1 %2425, %2428
  %2430 = and i1 %2408, %2429
  %2431 = xor i1 %2425, %2430
  %2432 = xor i1 %2044, %2429
  %2433 = and i1 %2408, %2432
  %2434 = zext i1 %2430 to i32
  %2435 = bitcast float %1986 to i32
  %2436 = bitcast float %1987 to i32
  %2437 = zext i1 %2431 to i32
  %2438 = zext i1 %2433 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2434, i32 %2435, i32 %2436, ptr addrspace(1) %2424, i32 %2437, i32 %2438) #5
  %2439 = or disjoint i32 %2017, 88
  %2440 = add i32 %2016, %2439
  %2441 = sext i32 %2440 to i64
  %2442 = getelementptr float, ptr addrspace(1) %2, i64 %2441
  %2443 = icmp slt i32 %2439, %4
  %2444 = and i1 %2021, %2443
  %2445 = or disjoint i32 %2017, 89
  %2446 = icmp slt i32 %2445, %4
  %2447 = ptrtoint ptr addrspace(1) %2442 to i64
  %2448 = and i64 %2447, 7
  %2449 = icmp eq i64 %2448, 0
  %2450 = and i1 %2444, %2449
  %2451 = and i1 %2446, %2450
  %2452 = xor i1 %2444, %2451
  %2453 = xor i1 %2021, %2450
  %2454 = and i1 %2446, %2453
  %2455 = zext i1 %2451 to i32
  %2456 = bitcast float %1988 to i32
  %2457 = bitcast float %1989 to i32
  %2458 = zext i1 %2452 to i32
  %2459 = zext i1 %2454 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2455, i32 %2456, i32 %2457, ptr addrspace(1) %2442, i32 %2458, i32 %2459) #5
  %2460 = add i32 %2040, %2439
  %2461 = sext i32 %2460 to i64
  %2462 = getelementptr float, ptr addrspace(1) %2, i64 %2461
  %2463 = and i1 %2044, %2443
  %2464 = ptrtoint ptr addrspace(1) %2462 to i64
  %2465 = and i64 %2464, 7
  %2466 = icmp eq i64 %2465, 0
  %2467 = and i1 %2463, %2466
  %2468 = and i1 %2446, %2467
  %2469 = xor i1 %2463, %2468
  %2470 = xor i1 %2044, %2467
  %2471 = and i1 %2446, %2470
  %2472 = zext i1 %2468 to i32
  %2473 = bitcast float %1990 to i32
  %2474 = bitcast float %1991 to i32
  %2475 = zext i1 %2469 to i32
  %2476 = zext i1 %2471 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2472, i32 %2473, i32 %2474, ptr addrspace(1) %2462, i32 %2475, i32 %2476) #5
  %2477 = or disjoint i32 %2017, 96
  %2478 = add i32 %2016, %2477
  %2479 = sext i32 %2478 to i64
  %2480 = getelementptr float, ptr addrspace(1) %2, i64 %2479
  %2481 = icmp slt i32 %2477, %4
  %2482 = and i1 %2021, %2481
  %2483 = or disjoint i32 %2017, 97
  %2484 = icmp slt i32 %2483, %4
  %2485 = ptrtoint ptr addrspace(1) %2480 to i64
  %2486 = and i64 %2485, 7
  %2487 = icmp eq i64 %2486, 0
  %2488 = and i1 %2482, %2487
  %2489 = and i1 %2484, %2488
  %2490 = xor i1 %2482, %2489
  %2491 = xor i1 %2021, %2488
  %2492 = and i1 %2484, %2491
  %2493 = zext i1 %2489 to i32
  %2494 = bitcast float %1992 to i32
  %2495 = bitcast float %1993 to i32
  %2496 = zext i1 %2490 to i32
  %2497 = zext i1 %2492 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2493, i32 %2494, i32 %2495, ptr addrspace(1) %2480, i32 %2496, i32 %2497) #5
  %2498 = add i32 %2040, %2477
  %2499 = sext i32 %2498 to i64
  %2500 = getelementptr float, ptr addrspace(1) %2, i64 %2499
  %2501 = and i1 %2044, %2481
  %2502 = ptrtoint ptr addrspace(1) %2500 to i64
  %2503 = and i64 %2502, 7
  %2504 = icmp eq i64 %2503, 0
  %2505 = and i1 %2501, %2504
  %2506 = and i1 %2484, %2505
  %2507 = xor i1 %2501, %2506
  %2508 = xor i1 %2044, %2505
  %2509 = and i1 %2484, %2508
  %2510 = zext i1 %2506 to i32
  %2511 = bitcast float %1994 to i32
  %2512 = bitcast float %1995 to i32
  %2513 = zext i1 %2507 to i32
  %2514 = zext i1 %2509 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2510, i32 %2511, i32 %2512, ptr addrspace(1) %2500, i32 %2513, i32 %2514) #5
  %2515 = or disjoint i32 %2017, 104
  %2516 = add i32 %2016, %2515
  %2517 = sext i32 %2516 to i64
  %2518 = getelementptr float, ptr addrspace(1) %2, i64 %2517
  %2519 = icmp slt i32 %2515, %4
  %2520 = and i1 %2021, %2519
  %2521 = or disjoint i32 %2017, 105
  %2522 = icmp slt i32 %2521, %4
  %2523 = ptrtoint ptr addrspace(1) %2518 to i64
  %2524 = and i64 %2523, 7
  %2525 = icmp eq i64 %2524, 0
  %2526 = and i1 %2520, %2525
  %2527 = and i1 %2522, %2526
  %2528 = xor i1 %2520, %2527
  %2529 = xor i1 %2021, %2526
  %2530 = and i1 %2522, %2529
  %2531 = zext i1 %2527 to i32
  %2532 = bitcast float %1996 to i32
  %2533 = bitcast float %1997 to i32
  %2534 = zext i1 %2528 to i32
  %2535 = zext i1 %2530 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2531, i32 %2532, i32 %2533, ptr addrspace(1) %2518, i32 %2534, i32 %2535) #5
  %2536 = add i32 %2040, %2515
  %2537 = sext i32 %2536 to i64
  %2538 = getelementptr float, ptr addrspace(1) %2, i64 %2537
  %2539 = and i1 %2044, %2519
  %2540 = ptrtoint ptr addrspace(1) %2538 to i64
  %2541 = and i64 %2540, 7
  %2542 = icmp eq i64 %2541, 0
  %2543 = and i1 %2539, %2542
  %2544 = and i1 %2522, %2543
  %2545 = xor i1 %2539, %2544
  %2546 = xor i1 %2044, %2543
  %2547 = and i1 %2522, %2546
  %2548 = zext i1 %2544 to i32
  %2549 = bitcast float %1998 to i32
  %2550 = bitcast float %1999 to i32
  %2551 = zext i1 %2545 to i32
  %2552 = zext i1 %2547 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2548, i32 %2549, i32 %2550, ptr addrspace(1) %2538, i32 %2551, i32 %2552) #5
  %2553 = or disjoint i32 %2017, 112
  %2554 = add i32 %2016, %2553
  %2555 = sext i32 %2554 to i64
  %2556 = getelementptr float, ptr addrspace(1) %2, i64 %2555
  %2557 = icmp slt i32 %2553, %4
  %2558 = and i1 %2021, %2557
  %2559 = or disjoint i32 %2017, 113
  %2560 = icmp slt i32 %2559, %4
  %2561 = ptrtoint ptr addrspace(1) %2556 to i64
  %2562 = and i64 %2561, 7
  %2563 = icmp eq i64 %2562, 0
  %2564 = and i1 %2558, %2563
  %2565 = and i1 %2560, %2564
  %2566 = xor i1 %2558, %2565
  %2567 = xor i1 %2021, %2564
  %2568 = and i1 %2560, %2567
  %2569 = zext i1 %2565 to i32
  %2570 = bitcast float %2000 to i32
  %2571 = bitcast float %2001 to i32
  %2572 = zext i1 %2566 to i32
  %2573 = zext i1 %2568 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2569, i32 %2570, i32 %2571, ptr addrspace(1) %2556, i32 %2572, i32 %2573) #5
  %2574 = add i32 %2040, %2553
  %2575 = sext i32 %2574 to i64
  %2576 = getelementptr float, ptr addrspace(1) %2, i64 %2575
  %2577 = and i1 %2044, %2557
  %2578 = ptrtoint ptr addrspace(1) %2576 to i64
  %2579 = and i64 %2578, 7
  %2580 = icmp eq i64 %2579, 0
  %2581 = and i1 %2577, %2580
  %2582 = and i1 %2560, %2581
  %2583 = xor i1 %2577, %2582
  %2584 = xor i1 %2044, %2581
  %2585 = and i1 %2560, %2584
  %2586 = zext i1 %2582 to i32
  %2587 = bitcast float %2002 to i32
  %2588 = bitcast float %2003 to i32
  %2589 = zext i1 %2583 to i32
  %2590 = zext i1 %2585 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2586, i32 %2587, i32 %2588, ptr addrspace(1) %2576, i32 %2589, i32 %2590) #5
  %2591 = or disjoint i32 %2017, 120
  %2592 = add i32 %2016, %2591
  %2593 = sext i32 %2592 to i64
  %2594 = getelementptr float, ptr addrspace(1) %2, i64 %2593
  %2595 = icmp slt i32 %2591, %4
  %2596 = and i1 %2021, %2595
  %2597 = or disjoint i32 %2017, 121
  %2598 = icmp slt i32 %2597, %4
  %2599 = ptrtoint ptr addrspace(1) %2594 to i64
  %2600 = and i64 %2599, 7
  %2601 = icmp eq i64 %2600, 0
  %2602 = and i1 %2596, %2601
  %2603 = and i1 %2598, %2602
  %2604 = xor i1 %2596, %2603
  %2605 = xor i1 %2021, %2602
  %2606 = and i1 %2598, %2605
  %2607 = zext i1 %2603 to i32
  %2608 = bitcast float %2004 to i32
  %2609 = bitcast float %2005 to i32
  %2610 = zext i1 %2604 to i32
  %2611 = zext i1 %2606 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2607, i32 %2608, i32 %2609, ptr addrspace(1) %2594, i32 %2610, i32 %2611) #5
  %2612 = add i32 %2040, %2591
  %2613 = sext i32 %2612 to i64
  %2614 = getelementptr float, ptr addrspace(1) %2, i64 %2613
  %2615 = and i1 %2044, %2595
  %2616 = ptrtoint ptr addrspace(1) %2614 to i64
  %2617 = and i64 %2616, 7
  %2618 = icmp eq i64 %2617, 0
  %2619 = and i1 %2615, %2618
  %2620 = and i1 %2598, %2619
  %2621 = xor i1 %2615, %2620
  %2622 = xor i1 %2044, %2619
  %2623 = and i1 %2598, %2622
  %2624 = zext i1 %2620 to i32
  %2625 = bitcast float %2006 to i32
  %2626 = bitcast float %2007 to i32
  %2627 = zext i1 %2621 to i32
  %2628 = zext i1 %2623 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2624, i32 %2625, i32 %2626, ptr addrspace(1) %2614, i32 %2627, i32 %2628) #5
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
