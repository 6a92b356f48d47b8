; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @attention(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, i32 %4, float %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = mul i32 %4, %9
  %11 = shl i32 %10, 7
  %12 = shl i32 %8, 7
  %13 = lshr i32 %7, 7
  %14 = or disjoint i32 %12, %13
  %15 = add i32 %10, %14
  %16 = shl i32 %15, 7
  %17 = or disjoint i32 %13, 2
  %18 = or disjoint i32 %17, %12
  %19 = add i32 %10, %18
  %20 = shl i32 %19, 7
  %21 = or disjoint i32 %13, 4
  %22 = or disjoint i32 %21, %12
  %23 = add i32 %10, %22
  %24 = shl i32 %23, 7
  %25 = or disjoint i32 %13, 6
  %26 = or disjoint i32 %25, %12
  %27 = add i32 %10, %26
  %28 = shl i32 %27, 7
  %29 = or disjoint i32 %13, 8
  %30 = or disjoint i32 %29, %12
  %31 = add i32 %10, %30
  %32 = shl i32 %31, 7
  %33 = or disjoint i32 %13, 10
  %34 = or disjoint i32 %33, %12
  %35 = add i32 %10, %34
  %36 = shl i32 %35, 7
  %37 = or disjoint i32 %13, 12
  %38 = or disjoint i32 %37, %12
  %39 = add i32 %10, %38
  %40 = shl i32 %39, 7
  %41 = or disjoint i32 %13, 14
  %42 = or disjoint i32 %41, %12
  %43 = add i32 %10, %42
  %44 = shl i32 %43, 7
  %45 = or disjoint i32 %13, 16
  %46 = or disjoint i32 %45, %12
  %47 = add i32 %10, %46
  %48 = shl i32 %47, 7
  %49 = or disjoint i32 %13, 18
  %50 = or disjoint i32 %49, %12
  %51 = add i32 %10, %50
  %52 = shl i32 %51, 7
  %53 = or disjoint i32 %13, 20
  %54 = or disjoint i32 %53, %12
  %55 = add i32 %10, %54
  %56 = shl i32 %55, 7
  %57 = or disjoint i32 %13, 22
  %58 = or disjoint i32 %57, %12
  %59 = add i32 %10, %58
  %60 = shl i32 %59, 7
  %61 = or disjoint i32 %13, 24
  %62 = or disjoint i32 %61, %12
  %63 = add i32 %10, %62
  %64 = shl i32 %63, 7
  %65 = or disjoint i32 %13, 26
  %66 = or disjoint i32 %65, %12
  %67 = add i32 %10, %66
  %68 = shl i32 %67, 7
  %69 = or disjoint i32 %13, 28
  %70 = or disjoint i32 %69, %12
  %71 = add i32 %10, %70
  %72 = shl i32 %71, 7
  %73 = or disjoint i32 %13, 30
  %74 = or disjoint i32 %73, %12
  %75 = add i32 %10, %74
  %76 = shl i32 %75, 7
  %77 = or disjoint i32 %13, 32
  %78 = or disjoint i32 %77, %12
  %79 = add i32 %10, %78
  %80 = shl i32 %79, 7
  %81 = or disjoint i32 %13, 34
  %82 = or disjoint i32 %81, %12
  %83 = add i32 %10, %82
  %84 = shl i32 %83, 7
  %85 = or disjoint i32 %13, 36
  %86 = or disjoint i32 %85, %12
  %87 = add i32 %10, %86
  %88 = shl i32 %87, 7
  %89 = or disjoint i32 %13, 38
  %90 = or disjoint i32 %89, %12
  %91 = add i32 %10, %90
  %92 = shl i32 %91, 7
  %93 = or disjoint i32 %13, 40
  %94 = or disjoint i32 %93, %12
  %95 = add i32 %10, %94
  %96 = shl i32 %95, 7
  %97 = or disjoint i32 %13, 42
  %98 = or disjoint i32 %97, %12
  %99 = add i32 %10, %98
  %100 = shl i32 %99, 7
  %101 = or disjoint i32 %13, 44
  %102 = or disjoint i32 %101, %12
  %103 = add i32 %10, %102
  %104 = shl i32 %103, 7
  %105 = or disjoint i32 %13, 46
  %106 = or disjoint i32 %105, %12
  %107 = add i32 %10, %106
  %108 = shl i32 %107, 7
  %109 = or disjoint i32 %13, 48
  %110 = or disjoint i32 %109, %12
  %111 = add i32 %10, %110
  %112 = shl i32 %111, 7
  %113 = or disjoint i32 %13, 50
  %114 = or disjoint i32 %113, %12
  %115 = add i32 %10, %114
  %116 = shl i32 %115, 7
  %117 = or disjoint i32 %13, 52
  %118 = or disjoint i32 %117, %12
  %119 = add i32 %10, %118
  %120 = shl i32 %119, 7
  %121 = or disjoint i32 %13, 54
  %122 = or disjoint i32 %121, %12
  %123 = add i32 %10, %122
  %124 = shl i32 %123, 7
  %125 = or disjoint i32 %13, 56
  %126 = or disjoint i32 %125, %12
  %127 = add i32 %10, %126
  %128 = shl i32 %127, 7
  %129 = or disjoint i32 %13, 58
  %130 = or disjoint i32 %129, %12
  %131 = add i32 %10, %130
  %132 = shl i32 %131, 7
  %133 = or disjoint i32 %13, 60
  %134 = or disjoint i32 %133, %12
  %135 = add i32 %10, %134
  %136 = shl i32 %135, 7
  %137 = or disjoint i32 %13, 62
  %138 = or disjoint i32 %137, %12
  %139 = add i32 %10, %138
  %140 = shl i32 %139, 7
  %141 = or disjoint i32 %14, 64
  %142 = add i32 %10, %141
  %143 = shl i32 %142, 7
  %144 = or disjoint i32 %14, 66
  %145 = add i32 %10, %144
  %146 = shl i32 %145, 7
  %147 = or disjoint i32 %14, 68
  %148 = add i32 %10, %147
  %149 = shl i32 %148, 7
  %150 = or disjoint i32 %14, 70
  %151 = add i32 %10, %150
  %152 = shl i32 %151, 7
  %153 = or disjoint i32 %14, 72
  %154 = add i32 %10, %153
  %155 = shl i32 %154, 7
  %156 = or disjoint i32 %14, 74
  %157 = add i32 %10, %156
  %158 = shl i32 %157, 7
  %159 = or disjoint i32 %14, 76
  %160 = add i32 %10, %159
  %161 = shl i32 %160, 7
  %162 = or disjoint i32 %14, 78
  %163 = add i32 %10, %162
  %164 = shl i32 %163, 7
  %165 = or disjoint i32 %14, 80
  %166 = add i32 %10, %165
  %167 = shl i32 %166, 7
  %168 = or disjoint i32 %14, 82
  %169 = add i32 %10, %168
  %170 = shl i32 %169, 7
  %171 = or disjoint i32 %14, 84
  %172 = add i32 %10, %171
  %173 = shl i32 %172, 7
  %174 = or disjoint i32 %14, 86
  %175 = add i32 %10, %174
  %176 = shl i32 %175, 7
  %177 = or disjoint i32 %14, 88
  %178 = add i32 %10, %177
  %179 = shl i32 %178, 7
  %180 = or disjoint i32 %14, 90
  %181 = add i32 %10, %180
  %182 = shl i32 %181, 7
  %183 = or disjoint i32 %14, 92
  %184 = add i32 %10, %183
  %185 = shl i32 %184, 7
  %186 = or disjoint i32 %14, 94
  %187 = add i32 %10, %186
  %188 = shl i32 %187, 7
  %189 = or disjoint i32 %14, 96
  %190 = add i32 %10, %189
  %191 = shl i32 %190, 7
  %192 = or disjoint i32 %14, 98
  %193 = add i32 %10, %192
  %194 = shl i32 %193, 7
  %195 = or disjoint i32 %14, 100
  %196 = add i32 %10, %195
  %197 = shl i32 %196, 7
  %198 = or disjoint i32 %14, 102
  %199 = add i32 %10, %198
  %200 = shl i32 %199, 7
  %201 = or disjoint i32 %14, 104
  %202 = add i32 %10, %201
  %203 = shl i32 %202, 7
  %204 = or disjoint i32 %14, 106
  %205 = add i32 %10, %204
  %206 = shl i32 %205, 7
  %207 = or disjoint i32 %14, 108
  %208 = add i32 %10, %207
  %209 = shl i32 %208, 7
  %210 = or disjoint i32 %14, 110
  %211 = add i32 %10, %210
  %212 = shl i32 %211, 7
  %213 = or disjoint i32 %14, 112
  %214 = add i32 %10, %213
  %215 = shl i32 %214, 7
  %216 = or disjoint i32 %14, 114
  %217 = add i32 %10, %216
  %218 = shl i32 %217, 7
  %219 = or disjoint i32 %14, 116
  %220 = add i32 %10, %219
  %221 = shl i32 %220, 7
  %222 = or disjoint i32 %14, 118
  %223 = add i32 %10, %222
  %224 = shl i32 %223, 7
  %225 = or disjoint i32 %14, 120
  %226 = add i32 %10, %225
  %227 = shl i32 %226, 7
  %228 = or disjoint i32 %14, 122
  %229 = add i32 %10, %228
  %230 = shl i32 %229, 7
  %231 = or disjoint i32 %14, 124
  %232 = add i32 %10, %231
  %233 = shl i32 %232, 7
  %234 = or disjoint i32 %14, 126
  %235 = add i32 %10, %234
  %236 = shl i32 %235, 7
  %237 = and i32 %7, 127
  %238 = or disjoint i32 %16, %237
  %239 = or disjoint i32 %20, %237
  %240 = or disjoint i32 %24, %237
  %241 = or disjoint i32 %28, %237
  %242 = or disjoint i32 %32, %237
  %243 = or disjoint i32 %36, %237
  %244 = or disjoint i32 %40, %237
  %245 = or disjoint i32 %44, %237
  %246 = or disjoint i32 %48, %237
  %247 = or disjoint i32 %52, %237
  %248 = or disjoint i32 %56, %237
  %249 = or disjoint i32 %60, %237
  %250 = or disjoint i32 %64, %237
  %251 = or disjoint i32 %68, %237
  %252 = or disjoint i32 %72, %237
  %253 = or disjoint i32 %76, %237
  %254 = or disjoint i32 %80, %237
  %255 = or disjoint i32 %84, %237
  %256 = or disjoint i32 %88, %237
  %257 = or disjoint i32 %92, %237
  %258 = or disjoint i32 %96, %237
  %259 = or disjoint i32 %100, %237
  %260 = or disjoint i32 %104, %237
  %261 = or disjoint i32 %108, %237
  %262 = or disjoint i32 %112, %237
  %263 = or disjoint i32 %116, %237
  %264 = or disjoint i32 %120, %237
  %265 = or disjoint i32 %124, %237
  %266 = or disjoint i32 %128, %237
  %267 = or disjoint i32 %132, %237
  %268 = or disjoint i32 %136, %237
  %269 = or disjoint i32 %140, %237
  %270 = or disjoint i32 %143, %237
  %271 = or disjoint i32 %146, %237
  %272 = or disjoint i32 %149, %237
  %273 = or disjoint i32 %152, %237
  %274 = or disjoint i32 %155, %237
  %275 = or disjoint i32 %158, %237
  %276 = or disjoint i32 %161, %237
  %277 = or disjoint i32 %164, %237
  %278 = or disjoint i32 %167, %237
  %279 = or disjoint i32 %170, %237
  %280 = or disjoint i32 %173, %237
  %281 = or disjoint i32 %176, %237
  %282 = or disjoint i32 %179, %237
  %283 = or disjoint i32 %182, %237
  %284 = or disjoint i32 %185, %237
  %285 = or disjoint i32 %188, %237
  %286 = or disjoint i32 %191, %237
  %287 = or disjoint i32 %194, %237
  %288 = or disjoint i32 %197, %237
  %289 = or disjoint i32 %200, %237
  %290 = or disjoint i32 %203, %237
  %291 = or disjoint i32 %206, %237
  %292 = or disjoint i32 %209, %237
  %293 = or disjoint i32 %212, %237
  %294 = or disjoint i32 %215, %237
  %295 = or disjoint i32 %218, %237
  %296 = or disjoint i32 %221, %237
  %297 = or disjoint i32 %224, %237
  %298 = or disjoint i32 %227, %237
  %299 = or disjoint i32 %230, %237
  %300 = or disjoint i32 %233, %237
  %301 = or disjoint i32 %236, %237
  %302 = icmp slt i32 %14, %4
  %303 = icmp slt i32 %18, %4
  %304 = icmp slt i32 %22, %4
  %305 = icmp slt i32 %26, %4
  %306 = icmp slt i32 %30, %4
  %307 = icmp slt i32 %34, %4
  %308 = icmp slt i32 %38, %4
  %309 = icmp slt i32 %42, %4
  %310 = icmp slt i32 %46, %4
  %311 = icmp slt i32 %50, %4
  %312 = icmp slt i32 %54, %4
  %313 = icmp slt i32 %58, %4
  %314 = icmp slt i32 %62, %4
  %315 = icmp slt i32 %66, %4
  %316 = icmp slt i32 %70, %4
  %317 = icmp slt i32 %74, %4
  %318 = icmp slt i32 %78, %4
  %319 = icmp slt i32 %82, %4
  %320 = icmp slt i32 %86, %4
  %321 = icmp slt i32 %90, %4
  %322 = icmp slt i32 %94, %4
  %323 = icmp slt i32 %98, %4
  %324 = icmp slt i32 %102, %4
  %325 = icmp slt i32 %106, %4
  %326 = icmp slt i32 %110, %4
  %327 = icmp slt i32 %114, %4
  %328 = icmp slt i32 %118, %4
  %329 = icmp slt i32 %122, %4
  %330 = icmp slt i32 %126, %4
  %331 = icmp slt i32 %130, %4
  %332 = icmp slt i32 %134, %4
  %333 = icmp slt i32 %138, %4
  %334 = icmp slt i32 %141, %4
  %335 = icmp slt i32 %144, %4
  %336 = icmp slt i32 %147, %4
  %337 = icmp slt i32 %150, %4
  %338 = icmp slt i32 %153, %4
  %339 = icmp slt i32 %156, %4
  %340 = icmp slt i32 %159, %4
  %341 = icmp slt i32 %162, %4
  %342 = icmp slt i32 %165, %4
  %343 = icmp slt i32 %168, %4
  %344 = icmp slt i32 %171, %4
  %345 = icmp slt i32 %174, %4
  %346 = icmp slt i32 %177, %4
  %347 = icmp slt i32 %180, %4
  %348 = icmp slt i32 %183, %4
  %349 = icmp slt i32 %186, %4
  %350 = icmp slt i32 %189, %4
  %351 = icmp slt i32 %192, %4
  %352 = icmp slt i32 %195, %4
  %353 = icmp slt i32 %198, %4
  %354 = icmp slt i32 %201, %4
  %355 = icmp slt i32 %204, %4
  %356 = icmp slt i32 %207, %4
  %357 = icmp slt i32 %210, %4
  %358 = icmp slt i32 %213, %4
  %359 = icmp slt i32 %216, %4
  %360 = icmp slt i32 %219, %4
  %361 = icmp slt i32 %222, %4
  %362 = icmp slt i32 %225, %4
  %363 = icmp slt i32 %228, %4
  %364 = icmp slt i32 %231, %4
  %365 = icmp slt i32 %234, %4
  %366 = sext i32 %238 to i64
  %367 = getelementptr bfloat, ptr addrspace(1) %0, i64 %366
  %368 = zext i1 %302 to i32
  %369 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %367, i32 %368, i16 0) #5
  %370 = sext i32 %239 to i64
  %371 = getelementptr bfloat, ptr addrspace(1) %0, i64 %370
  %372 = zext i1 %303 to i32
  %373 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %371, i32 %372, i16 0) #5
  %374 = sext i32 %240 to i64
  %375 = getelementptr bfloat, ptr addrspace(1) %0, i64 %374
  %376 = zext i1 %304 to i32
  %377 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %375, i32 %376, i16 0) #5
  %378 = sext i32 %241 to i64
  %379 = getelementptr bfloat, ptr addrspace(1) %0, i64 %378
  %380 = zext i1 %305 to i32
  %381 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %379, i32 %380, i16 0) #5
  %382 = sext i32 %242 to i64
  %383 = getelementptr bfloat, ptr addrspace(1) %0, i64 %382
  %384 = zext i1 %306 to i32
  %385 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %383, i32 %384, i16 0) #5
  %386 = sext i32 %243 to i64
  %387 = getelementptr bfloat, ptr addrspace(1) %0, i64 %386
  %388 = zext i1 %307 to i32
  %389 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %387, i32 %388, i16 0) #5
  %390 = sext i32 %244 to i64
  %391 = getelementptr bfloat, ptr addrspace(1) %0, i64 %390
  %392 = zext i1 %308 to i32
  %393 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %391, i32 %392, i16 0) #5
  %394 = sext i32 %245 to i64
  %395 = getelementptr bfloat, ptr addrspace(1) %0, i64 %394
  %396 = zext i1 %309 to i32
  %397 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %395, i32 %396, i16 0) #5
  %398 = sext i32 %246 to i64
  %399 = getelementptr bfloat, ptr addrspace(1) %0, i64 %398
  %400 = zext i1 %310 to i32
  %401 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %399, i32 %400, i16 0) #5
  %402 = sext i32 %247 to i64
  %403 = getelementptr bfloat, ptr addrspace(1) %0, i64 %402
  %404 = zext i1 %311 to i32
  %405 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %403, i32 %404, i16 0) #5
  %406 = sext i32 %248 to i64
  %407 = getelementptr bfloat, ptr addrspace(1) %0, i64 %406
  %408 = zext i1 %312 to i32
  %409 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %407, i32 %408, i16 0) #5
  %410 = sext i32 %249 to i64
  %411 = getelementptr bfloat, ptr addrspace(1) %0, i64 %410
  %412 = zext i1 %313 to i32
  %413 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %411, i32 %412, i16 0) #5
  %414 = sext i32 %250 to i64
  %415 = getelementptr bfloat, ptr addrspace(1) %0, i64 %414
  %416 = zext i1 %314 to i32
  %417 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %415, i32 %416, i16 0) #5
  %418 = sext i32 %251 to i64
  %419 = getelementptr bfloat, ptr addrspace(1) %0, i64 %418
  %420 = zext i1 %315 to i32
  %421 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %419, i32 %420, i16 0) #5
  %422 = sext i32 %252 to i64
  %423 = getelementptr bfloat, ptr addrspace(1) %0, i64 %422
  %424 = zext i1 %316 to i32
  %425 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %423, i32 %424, i16 0) #5
  %426 = sext i32 %253 to i64
  %427 = getelementptr bfloat, ptr addrspace(1) %0, i64 %426
  %428 = zext i1 %317 to i32
  %429 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %427, i32 %428, i16 0) #5
  %430 = sext i32 %254 to i64
  %431 = getelementptr bfloat, ptr addrspace(1) %0, i64 %430
  %432 = zext i1 %318 to i32
  %433 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %431, i32 %432, i16 0) #5
  %434 = sext i32 %255 to i64
  %435 = getelementptr bfloat, ptr addrspace(1) %0, i64 %434
  %436 = zext i1 %319 to i32
  %437 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %435, i32 %436, i16 0) #5
  %438 = sext i32 %256 to i64
  %439 = getelementptr bfloat, ptr addrspace(1) %0, i64 %438
  %440 = zext i1 %320 to i32
  %441 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %439, i32 %440, i16 0) #5
  %442 = sext i32 %257 to i64
  %443 = getelementptr bfloat, ptr addrspace(1) %0, i64 %442
  %444 = zext i1 %321 to i32
  %445 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %443, i32 %444, i16 0) #5
  %446 = sext i32 %258 to i64
  %447 = getelementptr bfloat, ptr addrspace(1) %0, i64 %446
  %448 = zext i1 %322 to i32
  %449 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %447, i32 %448, i16 0) #5
  %450 = sext i32 %259 to i64
  %451 = getelementptr bfloat, ptr addrspace(1) %0, i64 %450
  %452 = zext i1 %323 to i32
  %453 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %451, i32 %452, i16 0) #5
  %454 = sext i32 %260 to i64
  %455 = getelementptr bfloat, ptr addrspace(1) %0, i64 %454
  %456 = zext i1 %324 to i32
  %457 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %455, i32 %456, i16 0) #5
  %458 = sext i32 %261 to i64
  %459 = getelementptr bfloat, ptr addrspace(1) %0, i64 %458
  %460 = zext i1 %325 to i32
  %461 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %459, i32 %460, i16 0) #5
  %462 = sext i32 %262 to i64
  %463 = getelementptr bfloat, ptr addrspace(1) %0, i64 %462
  %464 = zext i1 %326 to i32
  %465 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %463, i32 %464, i16 0) #5
  %466 = sext i32 %263 to i64
  %467 = getelementptr bfloat, ptr addrspace(1) %0, i64 %466
  %468 = zext i1 %327 to i32
  %469 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %467, i32 %468, i16 0) #5
  %470 = sext i32 %264 to i64
  %471 = getelementptr bfloat, ptr addrspace(1) %0, i64 %470
  %472 = zext i1 %328 to i32
  %473 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %471, i32 %472, i16 0) #5
  %474 = sext i32 %265 to i64
  %475 = getelementptr bfloat, ptr addrspace(1) %0, i64 %474
  %476 = zext i1 %329 to i32
  %477 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %475, i32 %476, i16 0) #5
  %478 = sext i32 %266 to i64
  %479 = getelementptr bfloat, ptr addrspace(1) %0, i64 %478
  %480 = zext i1 %330 to i32
  %481 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %479, i32 %480, i16 0) #5
  %482 = sext i32 %267 to i64
  %483 = getelementptr bfloat, ptr addrspace(1) %0, i64 %482
  %484 = zext i1 %331 to i32
  %485 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %483, i32 %484, i16 0) #5
  %486 = sext i32 %268 to i64
  %487 = getelementptr bfloat, ptr addrspace(1) %0, i64 %486
  %488 = zext i1 %332 to i32
  %489 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %487, i32 %488, i16 0) #5
  %490 = sext i32 %269 to i64
  %491 = getelementptr bfloat, ptr addrspace(1) %0, i64 %490
  %492 = zext i1 %333 to i32
  %493 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %491, i32 %492, i16 0) #5
  %494 = sext i32 %270 to i64
  %495 = getelementptr bfloat, ptr addrspace(1) %0, i64 %494
  %496 = zext i1 %334 to i32
  %497 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %495, i32 %496, i16 0) #5
  %498 = sext i32 %271 to i64
  %499 = getelementptr bfloat, ptr addrspace(1) %0, i64 %498
  %500 = zext i1 %335 to i32
  %501 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %499, i32 %500, i16 0) #5
  %502 = sext i32 %272 to i64
  %503 = getelementptr bfloat, ptr addrspace(1) %0, i64 %502
  %504 = zext i1 %336 to i32
  %505 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %503, i32 %504, i16 0) #5
  %506 = sext i32 %273 to i64
  %507 = getelementptr bfloat, ptr addrspace(1) %0, i64 %506
  %508 = zext i1 %337 to i32
  %509 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %507, i32 %508, i16 0) #5
  %510 = sext i32 %274 to i64
  %511 = getelementptr bfloat, ptr addrspace(1) %0, i64 %510
  %512 = zext i1 %338 to i32
  %513 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %511, i32 %512, i16 0) #5
  %514 = sext i32 %275 to i64
  %515 = getelementptr bfloat, ptr addrspace(1) %0, i64 %514
  %516 = zext i1 %339 to i32
  %517 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %515, i32 %516, i16 0) #5
  %518 = sext i32 %276 to i64
  %519 = getelementptr bfloat, ptr addrspace(1) %0, i64 %518
  %520 = zext i1 %340 to i32
  %521 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %519, i32 %520, i16 0) #5
  %522 = sext i32 %277 to i64
  %523 = getelementptr bfloat, ptr addrspace(1) %0, i64 %522
  %524 = zext i1 %341 to i32
  %525 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %523, i32 %524, i16 0) #5
  %526 = sext i32 %278 to i64
  %527 = getelementptr bfloat, ptr addrspace(1) %0, i64 %526
  %528 = zext i1 %342 to i32
  %529 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %527, i32 %528, i16 0) #5
  %530 = sext i32 %279 to i64
  %531 = getelementptr bfloat, ptr addrspace(1) %0, i64 %530
  %532 = zext i1 %343 to i32
  %533 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %531, i32 %532, i16 0) #5
  %534 = sext i32 %280 to i64
  %535 = getelementptr bfloat, ptr addrspace(1) %0, i64 %534
  %536 = zext i1 %344 to i32
  %537 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %535, i32 %536, i16 0) #5
  %538 = sext i32 %281 to i64
  %539 = getelementptr bfloat, ptr addrspace(1) %0, i64 %538
  %540 = zext i1 %345 to i32
  %541 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %539, i32 %540, i16 0) #5
  %542 = sext i32 %282 to i64
  %543 = getelementptr bfloat, ptr addrspace(1) %0, i64 %542
  %544 = zext i1 %346 to i32
  %545 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %543, i32 %544, i16 0) #5
  %546 = sext i32 %283 to i64
  %547 = getelementptr bfloat, ptr addrspace(1) %0, i64 %546
  %548 = zext i1 %347 to i32
  %549 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %547, i32 %548, i16 0) #5
  %550 = sext i32 %284 to i64
  %551 = getelementptr bfloat, ptr addrspace(1) %0, i64 %550
  %552 = zext i1 %348 to i32
  %553 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %551, i32 %552, i16 0) #5
  %554 = sext i32 %285 to i64
  %555 = getelementptr bfloat, ptr addrspace(1) %0, i64 %554
  %556 = zext i1 %349 to i32
  %557 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %555, i32 %556, i16 0) #5
  %558 = sext i32 %286 to i64
  %559 = getelementptr bfloat, ptr addrspace(1) %0, i64 %558
  %560 = zext i1 %350 to i32
  %561 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %559, i32 %560, i16 0) #5
  %562 = sext i32 %287 to i64
  %563 = getelementptr bfloat, ptr addrspace(1) %0, i64 %562
  %564 = zext i1 %351 to i32
  %565 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %563, i32 %564, i16 0) #5
  %566 = sext i32 %288 to i64
  %567 = getelementptr bfloat, ptr addrspace(1) %0, i64 %566
  %568 = zext i1 %352 to i32
  %569 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %567, i32 %568, i16 0) #5
  %570 = sext i32 %289 to i64
  %571 = getelementptr bfloat, ptr addrspace(1) %0, i64 %570
  %572 = zext i1 %353 to i32
  %573 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %571, i32 %572, i16 0) #5
  %574 = sext i32 %290 to i64
  %575 = getelementptr bfloat, ptr addrspace(1) %0, i64 %574
  %576 = zext i1 %354 to i32
  %577 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %575, i32 %576, i16 0) #5
  %578 = sext i32 %291 to i64
  %579 = getelementptr bfloat, ptr addrspace(1) %0, i64 %578
  %580 = zext i1 %355 to i32
  %581 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %579, i32 %580, i16 0) #5
  %582 = sext i32 %292 to i64
  %583 = getelementptr bfloat, ptr addrspace(1) %0, i64 %582
  %584 = zext i1 %356 to i32
  %585 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %583, i32 %584, i16 0) #5
  %586 = sext i32 %293 to i64
  %587 = getelementptr bfloat, ptr addrspace(1) %0, i64 %586
  %588 = zext i1 %357 to i32
  %589 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %587, i32 %588, i16 0) #5
  %590 = sext i32 %294 to i64
  %591 = getelementptr bfloat, ptr addrspace(1) %0, i64 %590
  %592 = zext i1 %358 to i32
  %593 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %591, i32 %592, i16 0) #5
  %594 = sext i32 %295 to i64
  %595 = getelementptr bfloat, ptr addrspace(1) %0, i64 %594
  %596 = zext i1 %359 to i32
  %597 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %595, i32 %596, i16 0) #5
  %598 = sext i32 %296 to i64
  %599 = getelementptr bfloat, ptr addrspace(1) %0, i64 %598
  %600 = zext i1 %360 to i32
  %601 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %599, i32 %600, i16 0) #5
  %602 = sext i32 %297 to i64
  %603 = getelementptr bfloat, ptr addrspace(1) %0, i64 %602
  %604 = zext i1 %361 to i32
  %605 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %603, i32 %604, i16 0) #5
  %606 = sext i32 %298 to i64
  %607 = getelementptr bfloat, ptr addrspace(1) %0, i64 %606
  %608 = zext i1 %362 to i32
  %609 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %607, i32 %608, i16 0) #5
  %610 = sext i32 %299 to i64
  %611 = getelementptr bfloat, ptr addrspace(1) %0, i64 %610
  %612 = zext i1 %363 to i32
  %613 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %611, i32 %612, i16 0) #5
  %614 = sext i32 %300 to i64
  %615 = getelementptr bfloat, ptr addrspace(1) %0, i64 %614
  %616 = zext i1 %364 to i32
  %617 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %615, i32 %616, i16 0) #5
  %618 = sext i32 %301 to i64
  %619 = getelementptr bfloat, ptr addrspace(1) %0, i64 %618
  %620 = zext i1 %365 to i32
  %621 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %619, i32 %620, i16 0) #5
  %622 = fmul float %5, 0x3FF7154760000000
  %623 = add i32 %12, 128
  %624 = icmp sgt i32 %623, 0
  %625 = and i32 %7, 128
  %626 = add i32 %11, %625
  %627 = or disjoint i32 %626, %237
  %628 = shl nuw nsw i32 %17, 7
  %629 = add i32 %11, %628
  %630 = or disjoint i32 %629, %237
  %631 = shl nuw nsw i32 %21, 7
  %632 = add i32 %11, %631
  %633 = or disjoint i32 %632, %237
  %634 = shl nuw nsw i32 %25, 7
  %635 = add i32 %11, %634
  %636 = or disjoint i32 %635, %237
  %637 = shl nuw nsw i32 %29, 7
  %638 = add i32 %11, %637
  %639 = or disjoint i32 %638, %237
  %640 = shl nuw nsw i32 %33, 7
  %641 = add i32 %11, %640
  %642 = or disjoint i32 %641, %237
  %643 = shl nuw nsw i32 %37, 7
  %644 = add i32 %11, %643
  %645 = or disjoint i32 %644, %237
  %646 = shl nuw nsw i32 %41, 7
  %647 = add i32 %11, %646
  %648 = or disjoint i32 %647, %237
  %649 = shl nuw nsw i32 %45, 7
  %650 = add i32 %11, %649
  %651 = or disjoint i32 %650, %237
  %652 = shl nuw nsw i32 %49, 7
  %653 = add i32 %11, %652
  %654 = or disjoint i32 %653, %237
  %655 = shl nuw nsw i32 %53, 7
  %656 = add i32 %11, %655
  %657 = or disjoint i32 %656, %237
  %658 = shl nuw nsw i32 %57, 7
  %659 = add i32 %11, %658
  %660 = or disjoint i32 %659, %237
  %661 = shl nuw nsw i32 %61, 7
  %662 = add i32 %11, %661
  %663 = or disjoint i32 %662, %237
  %664 = shl nuw nsw i32 %65, 7
  %665 = add i32 %11, %664
  %666 = or disjoint i32 %665, %237
  %667 = shl nuw nsw i32 %69, 7
  %668 = add i32 %11, %667
  %669 = or disjoint i32 %668, %237
  %670 = shl nuw nsw i32 %73, 7
  %671 = add i32 %11, %670
  %672 = or disjoint i32 %671, %237
  %673 = shl nuw nsw i32 %77, 7
  %674 = add i32 %11, %673
  %675 = or disjoint i32 %674, %237
  %676 = shl nuw nsw i32 %81, 7
  %677 = add i32 %11, %676
  %678 = or disjoint i32 %677, %237
  %679 = shl nuw nsw i32 %85, 7
  %680 = add i32 %11, %679
  %681 = or disjoint i32 %680, %237
  %682 = shl nuw nsw i32 %89, 7
  %683 = add i32 %11, %682
  %684 = or disjoint i32 %683, %237
  %685 = shl nuw nsw i32 %93, 7
  %686 = add i32 %11, %685
  %687 = or disjoint i32 %686, %237
  %688 = shl nuw nsw i32 %97, 7
  %689 = add i32 %11, %688
  %690 = or disjoint i32 %689, %237
  %691 = shl nuw nsw i32 %101, 7
  %692 = add i32 %11, %691
  %693 = or disjoint i32 %692, %237
  %694 = shl nuw nsw i32 %105, 7
  %695 = add i32 %11, %694
  %696 = or disjoint i32 %695, %237
  %697 = shl nuw nsw i32 %109, 7
  %698 = add i32 %11, %697
  %699 = or disjoint i32 %698, %237
  %700 = shl nuw nsw i32 %113, 7
  %701 = add i32 %11, %700
  %702 = or disjoint i32 %701, %237
  %703 = shl nuw nsw i32 %117, 7
  %704 = add i32 %11, %703
  %705 = or disjoint i32 %704, %237
  %706 = shl nuw nsw i32 %121, 7
  %707 = add i32 %11, %706
  %708 = or disjoint i32 %707, %237
  %709 = shl nuw nsw i32 %125, 7
  %710 = add i32 %11, %709
  %711 = or disjoint i32 %710, %237
  %712 = shl nuw nsw i32 %129, 7
  %713 = add i32 %11, %712
  %714 = or disjoint i32 %713, %237
  %715 = shl nuw nsw i32 %133, 7
  %716 = add i32 %11, %715
  %717 = or disjoint i32 %716, %237
  %718 = shl nuw nsw i32 %137, 7
  %719 = add i32 %11, %718
  %720 = or disjoint i32 %719, %237
  %721 = icmp slt i32 %13, %4
  %722 = and i1 %624, %721
  %723 = icmp slt i32 %17, %4
  %724 = and i1 %624, %723
  %725 = icmp slt i32 %21, %4
  %726 = and i1 %624, %725
  %727 = icmp slt i32 %25, %4
  %728 = and i1 %624, %727
  %729 = icmp slt i32 %29, %4
  %730 = and i1 %624, %729
  %731 = icmp slt i32 %33, %4
  %732 = and i1 %624, %731
  %733 = icmp slt i32 %37, %4
  %734 = and i1 %624, %733
  %735 = icmp slt i32 %41, %4
  %736 = and i1 %624, %735
  %737 = icmp slt i32 %45, %4
  %738 = and i1 %624, %737
  %739 = icmp slt i32 %49, %4
  %740 = and i1 %624, %739
  %741 = icmp slt i32 %53, %4
  %742 = and i1 %624, %741
  %743 = icmp slt i32 %57, %4
  %744 = and i1 %624, %743
  %745 = icmp slt i32 %61, %4
  %746 = and i1 %624, %745
  %747 = icmp slt i32 %65, %4
  %748 = and i1 %624, %747
  %749 = icmp slt i32 %69, %4
  %750 = and i1 %624, %749
  %751 = icmp slt i32 %73, %4
  %752 = and i1 %624, %751
  %753 = icmp slt i32 %77, %4
  %754 = and i1 %624, %753
  %755 = icmp slt i32 %81, %4
  %756 = and i1 %624, %755
  %757 = icmp slt i32 %85, %4
  %758 = and i1 %624, %757
  %759 = icmp slt i32 %89, %4
  %760 = and i1 %624, %759
  %761 = icmp slt i32 %93, %4
  %762 = and i1 %624, %761
  %763 = icmp slt i32 %97, %4
  %764 = and i1 %624, %763
  %765 = icmp slt i32 %101, %4
  %766 = and i1 %624, %765
  %767 = icmp slt i32 %105, %4
  %768 = and i1 %624, %767
  %769 = icmp slt i32 %109, %4
  %770 = and i1 %624, %769
  %771 = icmp slt i32 %113, %4
  %772 = and i1 %624, %771
  %773 = icmp slt i32 %117, %4
  %774 = and i1 %624, %773
  %775 = icmp slt i32 %121, %4
  %776 = and i1 %624, %775
  %777 = icmp slt i32 %125, %4
  %778 = and i1 %624, %777
  %779 = icmp slt i32 %129, %4
  %780 = and i1 %624, %779
  %781 = icmp slt i32 %133, %4
  %782 = and i1 %624, %781
  %783 = icmp slt i32 %137, %4
  %784 = and i1 %624, %783
  %785 = shl nuw nsw i32 %7, 1
  %786 = shl nuw nsw i32 %7, 7
  %787 = and i32 %786, 8192
  %788 = shl nuw nsw i32 %13, 4
  %.masked = and i32 %785, 112
  %789 = xor i32 %.masked, %788
  %790 = and i32 %785, 14
  %791 = or disjoint i32 %787, %789
  %792 = or disjoint i32 %791, %790
  %793 = or i32 %792, %625
  %794 = zext nneg i32 %793 to i64
  %795 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %794
  %796 = sext i32 %627 to i64
  %797 = getelementptr bfloat, ptr addrspace(1) %1, i64 %796
  %798 = zext i1 %722 to i32
  %799 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %797, i32 %798, i16 0) #5
  store i16 %799, ptr addrspace(3) %795, align 2
  %800 = shl nuw nsw i32 %17, 4
  %801 = xor i32 %800, %.masked
  %802 = or disjoint i32 %787, %801
  %803 = or disjoint i32 %802, %790
  %804 = or i32 %803, %628
  %805 = zext nneg i32 %804 to i64
  %806 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %805
  %807 = sext i32 %630 to i64
  %808 = getelementptr bfloat, ptr addrspace(1) %1, i64 %807
  %809 = zext i1 %724 to i32
  %810 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %808, i32 %809, i16 0) #5
  store i16 %810, ptr addrspace(3) %806, align 2
  %811 = shl nuw nsw i32 %21, 4
  %812 = xor i32 %811, %.masked
  %813 = or disjoint i32 %787, %812
  %814 = or disjoint i32 %813, %790
  %815 = or i32 %814, %631
  %816 = zext nneg i32 %815 to i64
  %817 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %816
  %818 = sext i32 %633 to i64
  %819 = getelementptr bfloat, ptr addrspace(1) %1, i64 %818
  %820 = zext i1 %726 to i32
  %821 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %819, i32 %820, i16 0) #5
  store i16 %821, ptr addrspace(3) %817, align 2
  %822 = shl nuw nsw i32 %25, 4
  %823 = xor i32 %822, %.masked
  %824 = or disjoint i32 %787, %823
  %825 = or disjoint i32 %824, %790
  %826 = or i32 %825, %634
  %827 = zext nneg i32 %826 to i64
  %828 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %827
  %829 = sext i32 %636 to i64
  %830 = getelementptr bfloat, ptr addrspace(1) %1, i64 %829
  %831 = zext i1 %728 to i32
  %832 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %830, i32 %831, i16 0) #5
  store i16 %832, ptr addrspace(3) %828, align 2
  %833 = or i32 %792, %637
  %834 = zext nneg i32 %833 to i64
  %835 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %834
  %836 = sext i32 %639 to i64
  %837 = getelementptr bfloat, ptr addrspace(1) %1, i64 %836
  %838 = zext i1 %730 to i32
  %839 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %837, i32 %838, i16 0) #5
  store i16 %839, ptr addrspace(3) %835, align 2
  %840 = shl nuw nsw i32 %33, 4
  %841 = and i32 %840, 48
  %842 = xor i32 %841, %.masked
  %843 = or disjoint i32 %787, %842
  %844 = or disjoint i32 %843, %790
  %845 = or disjoint i32 %844, %640
  %846 = zext nneg i32 %845 to i64
  %847 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %846
  %848 = sext i32 %642 to i64
  %849 = getelementptr bfloat, ptr addrspace(1) %1, i64 %848
  %850 = zext i1 %732 to i32
  %851 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %849, i32 %850, i16 0) #5
  store i16 %851, ptr addrspace(3) %847, align 2
  %852 = shl nuw nsw i32 %37, 4
  %853 = and i32 %852, 80
  %854 = xor i32 %853, %.masked
  %855 = or disjoint i32 %787, %854
  %856 = or disjoint i32 %855, %790
  %857 = or disjoint i32 %856, %643
  %858 = zext nneg i32 %857 to i64
  %859 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %858
  %860 = sext i32 %645 to i64
  %861 = getelementptr bfloat, ptr addrspace(1) %1, i64 %860
  %862 = zext i1 %734 to i32
  %863 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %861, i32 %862, i16 0) #5
  store i16 %863, ptr addrspace(3) %859, align 2
  %864 = shl nuw nsw i32 %41, 4
  %865 = xor i32 %864, %785
  %866 = and i32 %865, 112
  %867 = or disjoint i32 %787, %866
  %868 = or disjoint i32 %867, %790
  %869 = or disjoint i32 %868, %646
  %870 = zext nneg i32 %869 to i64
  %871 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %870
  %872 = sext i32 %648 to i64
  %873 = getelementptr bfloat, ptr addrspace(1) %1, i64 %872
  %874 = zext i1 %736 to i32
  %875 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %873, i32 %874, i16 0) #5
  store i16 %875, ptr addrspace(3) %871, align 2
  %876 = or i32 %792, %649
  %877 = zext nneg i32 %876 to i64
  %878 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %877
  %879 = sext i32 %651 to i64
  %880 = getelementptr bfloat, ptr addrspace(1) %1, i64 %879
  %881 = zext i1 %738 to i32
  %882 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %880, i32 %881, i16 0) #5
  store i16 %882, ptr addrspace(3) %878, align 2
  %883 = shl nuw nsw i32 %49, 4
  %884 = and i32 %883, 48
  %885 = xor i32 %884, %.masked
  %886 = or disjoint i32 %787, %885
  %887 = or disjoint i32 %886, %790
  %888 = or disjoint i32 %887, %652
  %889 = zext nneg i32 %888 to i64
  %890 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %889
  %891 = sext i32 %654 to i64
  %892 = getelementptr bfloat, ptr addrspace(1) %1, i64 %891
  %893 = zext i1 %740 to i32
  %894 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %892, i32 %893, i16 0) #5
  store i16 %894, ptr addrspace(3) %890, align 2
  %895 = shl nuw nsw i32 %53, 4
  %896 = and i32 %895, 80
  %897 = xor i32 %896, %.masked
  %898 = or disjoint i32 %787, %897
  %899 = or disjoint i32 %898, %790
  %900 = or disjoint i32 %899, %655
  %901 = zext nneg i32 %900 to i64
  %902 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %901
  %903 = sext i32 %657 to i64
  %904 = getelementptr bfloat, ptr addrspace(1) %1, i64 %903
  %905 = zext i1 %742 to i32
  %906 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %904, i32 %905, i16 0) #5
  store i16 %906, ptr addrspace(3) %902, align 2
  %907 = shl nuw nsw i32 %57, 4
  %908 = xor i32 %907, %785
  %909 = and i32 %908, 112
  %910 = or disjoint i32 %787, %909
  %911 = or disjoint i32 %910, %790
  %912 = or disjoint i32 %911, %658
  %913 = zext nneg i32 %912 to i64
  %914 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %913
  %915 = sext i32 %660 to i64
  %916 = getelementptr bfloat, ptr addrspace(1) %1, i64 %915
  %917 = zext i1 %744 to i32
  %918 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %916, i32 %917, i16 0) #5
  store i16 %918, ptr addrspace(3) %914, align 2
  %919 = or i32 %792, %661
  %920 = zext nneg i32 %919 to i64
  %921 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %920
  %922 = sext i32 %663 to i64
  %923 = getelementptr bfloat, ptr addrspace(1) %1, i64 %922
  %924 = zext i1 %746 to i32
  %925 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %923, i32 %924, i16 0) #5
  store i16 %925, ptr addrspace(3) %921, align 2
  %926 = shl nuw nsw i32 %65, 4
  %927 = and i32 %926, 48
  %928 = xor i32 %927, %.masked
  %929 = or disjoint i32 %787, %928
  %930 = or disjoint i32 %929, %790
  %931 = or disjoint i32 %930, %664
  %932 = zext nneg i32 %931 to i64
  %933 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %932
  %934 = sext i32 %666 to i64
  %935 = getelementptr bfloat, ptr addrspace(1) %1, i64 %934
  %936 = zext i1 %748 to i32
  %937 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %935, i32 %936, i16 0) #5
  store i16 %937, ptr addrspace(3) %933, align 2
  %938 = shl nuw nsw i32 %69, 4
  %939 = and i32 %938, 80
  %940 = xor i32 %939, %.masked
  %941 = or disjoint i32 %787, %940
  %942 = or disjoint i32 %941, %790
  %943 = or disjoint i32 %942, %667
  %944 = zext nneg i32 %943 to i64
  %945 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %944
  %946 = sext i32 %669 to i64
  %947 = getelementptr bfloat, ptr addrspace(1) %1, i64 %946
  %948 = zext i1 %750 to i32
  %949 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %947, i32 %948, i16 0) #5
  store i16 %949, ptr addrspace(3) %945, align 2
  %950 = shl nuw nsw i32 %73, 4
  %951 = xor i32 %950, %785
  %952 = and i32 %951, 112
  %953 = or disjoint i32 %787, %952
  %954 = or disjoint i32 %953, %790
  %955 = or disjoint i32 %954, %670
  %956 = zext nneg i32 %955 to i64
  %957 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %956
  %958 = sext i32 %672 to i64
  %959 = getelementptr bfloat, ptr addrspace(1) %1, i64 %958
  %960 = zext i1 %752 to i32
  %961 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %959, i32 %960, i16 0) #5
  store i16 %961, ptr addrspace(3) %957, align 2
  %962 = or i32 %792, %673
  %963 = zext nneg i32 %962 to i64
  %964 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %963
  %965 = sext i32 %675 to i64
  %966 = getelementptr bfloat, ptr addrspace(1) %1, i64 %965
  %967 = zext i1 %754 to i32
  %968 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %966, i32 %967, i16 0) #5
  store i16 %968, ptr addrspace(3) %964, align 2
  %969 = shl nuw nsw i32 %81, 4
  %970 = and i32 %969, 48
  %971 = xor i32 %970, %.masked
  %972 = or disjoint i32 %787, %971
  %973 = or disjoint i32 %972, %790
  %974 = or disjoint i32 %973, %676
  %975 = zext nneg i32 %974 to i64
  %976 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %975
  %977 = sext i32 %678 to i64
  %978 = getelementptr bfloat, ptr addrspace(1) %1, i64 %977
  %979 = zext i1 %756 to i32
  %980 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %978, i32 %979, i16 0) #5
  store i16 %980, ptr addrspace(3) %976, align 2
  %981 = shl nuw nsw i32 %85, 4
  %982 = and i32 %981, 80
  %983 = xor i32 %982, %.masked
  %984 = or disjoint i32 %787, %983
  %985 = or disjoint i32 %984, %790
  %986 = or disjoint i32 %985, %679
  %987 = zext nneg i32 %986 to i64
  %988 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %987
  %989 = sext i32 %681 to i64
  %990 = getelementptr bfloat, ptr addrspace(1) %1, i64 %989
  %991 = zext i1 %758 to i32
  %992 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %990, i32 %991, i16 0) #5
  store i16 %992, ptr addrspace(3) %988, align 2
  %993 = shl nuw nsw i32 %89, 4
  %994 = xor i32 %993, %785
  %995 = and i32 %994, 112
  %996 = or disjoint i32 %787, %995
  %997 = or disjoint i32 %996, %790
  %998 = or disjoint i32 %997, %682
  %999 = zext nneg i32 %998 to i64
  %1000 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %999
  %1001 = sext i32 %684 to i64
  %1002 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1001
  %1003 = zext i1 %760 to i32
  %1004 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1002, i32 %1003, i16 0) #5
  store i16 %1004, ptr addrspace(3) %1000, align 2
  %1005 = or i32 %792, %685
  %1006 = zext nneg i32 %1005 to i64
  %1007 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1006
  %1008 = sext i32 %687 to i64
  %1009 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1008
  %1010 = zext i1 %762 to i32
  %1011 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1009, i32 %1010, i16 0) #5
  store i16 %1011, ptr addrspace(3) %1007, align 2
  %1012 = shl nuw nsw i32 %97, 4
  %1013 = and i32 %1012, 48
  %1014 = xor i32 %1013, %.masked
  %1015 = or disjoint i32 %787, %1014
  %1016 = or disjoint i32 %1015, %790
  %1017 = or disjoint i32 %1016, %688
  %1018 = zext nneg i32 %1017 to i64
  %1019 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1018
  %1020 = sext i32 %690 to i64
  %1021 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1020
  %1022 = zext i1 %764 to i32
  %1023 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1021, i32 %1022, i16 0) #5
  store i16 %1023, ptr addrspace(3) %1019, align 2
  %1024 = shl nuw nsw i32 %101, 4
  %1025 = and i32 %1024, 80
  %1026 = xor i32 %1025, %.masked
  %1027 = or disjoint i32 %787, %1026
  %1028 = or disjoint i32 %1027, %790
  %1029 = or disjoint i32 %1028, %691
  %1030 = zext nneg i32 %1029 to i64
  %1031 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1030
  %1032 = sext i32 %693 to i64
  %1033 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1032
  %1034 = zext i1 %766 to i32
  %1035 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1033, i32 %1034, i16 0) #5
  store i16 %1035, ptr addrspace(3) %1031, align 2
  %1036 = shl nuw nsw i32 %105, 4
  %1037 = xor i32 %1036, %785
  %1038 = and i32 %1037, 112
  %1039 = or disjoint i32 %787, %1038
  %1040 = or disjoint i32 %1039, %790
  %1041 = or disjoint i32 %1040, %694
  %1042 = zext nneg i32 %1041 to i64
  %1043 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1042
  %1044 = sext i32 %696 to i64
  %1045 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1044
  %1046 = zext i1 %768 to i32
  %1047 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1045, i32 %1046, i16 0) #5
  store i16 %1047, ptr addrspace(3) %1043, align 2
  %1048 = or i32 %792, %697
  %1049 = zext nneg i32 %1048 to i64
  %1050 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1049
  %1051 = sext i32 %699 to i64
  %1052 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1051
  %1053 = zext i1 %770 to i32
  %1054 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1052, i32 %1053, i16 0) #5
  store i16 %1054, ptr addrspace(3) %1050, align 2
  %1055 = shl nuw nsw i32 %113, 4
  %1056 = and i32 %1055, 48
  %1057 = xor i32 %1056, %.masked
  %1058 = or disjoint i32 %787, %1057
  %1059 = or disjoint i32 %1058, %790
  %1060 = or disjoint i32 %1059, %700
  %1061 = zext nneg i32 %1060 to i64
  %1062 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1061
  %1063 = sext i32 %702 to i64
  %1064 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1063
  %1065 = zext i1 %772 to i32
  %1066 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1064, i32 %1065, i16 0) #5
  store i16 %1066, ptr addrspace(3) %1062, align 2
  %1067 = shl nuw nsw i32 %117, 4
  %1068 = and i32 %1067, 80
  %1069 = xor i32 %1068, %.masked
  %1070 = or disjoint i32 %787, %1069
  %1071 = or disjoint i32 %1070, %790
  %1072 = or disjoint i32 %1071, %703
  %1073 = zext nneg i32 %1072 to i64
  %1074 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1073
  %1075 = sext i32 %705 to i64
  %1076 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1075
  %1077 = zext i1 %774 to i32
  %1078 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1076, i32 %1077, i16 0) #5
  store i16 %1078, ptr addrspace(3) %1074, align 2
  %1079 = shl nuw nsw i32 %121, 4
  %1080 = xor i32 %1079, %785
  %1081 = and i32 %1080, 112
  %1082 = or disjoint i32 %787, %1081
  %1083 = or disjoint i32 %1082, %790
  %1084 = or disjoint i32 %1083, %706
  %1085 = zext nneg i32 %1084 to i64
  %1086 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1085
  %1087 = sext i32 %708 to i64
  %1088 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1087
  %1089 = zext i1 %776 to i32
  %1090 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1088, i32 %1089, i16 0) #5
  store i16 %1090, ptr addrspace(3) %1086, align 2
  %1091 = or i32 %792, %709
  %1092 = zext nneg i32 %1091 to i64
  %1093 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1092
  %1094 = sext i32 %711 to i64
  %1095 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1094
  %1096 = zext i1 %778 to i32
  %1097 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1095, i32 %1096, i16 0) #5
  store i16 %1097, ptr addrspace(3) %1093, align 2
  %1098 = shl nuw nsw i32 %129, 4
  %1099 = and i32 %1098, 48
  %1100 = xor i32 %1099, %.masked
  %1101 = or disjoint i32 %787, %1100
  %1102 = or disjoint i32 %1101, %790
  %1103 = or disjoint i32 %1102, %712
  %1104 = zext nneg i32 %1103 to i64
  %1105 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1104
  %1106 = sext i32 %714 to i64
  %1107 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1106
  %1108 = zext i1 %780 to i32
  %1109 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1107, i32 %1108, i16 0) #5
  store i16 %1109, ptr addrspace(3) %1105, align 2
  %1110 = shl nuw nsw i32 %133, 4
  %1111 = and i32 %1110, 80
  %1112 = xor i32 %1111, %.masked
  %1113 = or disjoint i32 %787, %1112
  %1114 = or disjoint i32 %1113, %790
  %1115 = or disjoint i32 %1114, %715
  %1116 = zext nneg i32 %1115 to i64
  %1117 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1116
  %1118 = sext i32 %717 to i64
  %1119 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1118
  %1120 = zext i1 %782 to i32
  %1121 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1119, i32 %1120, i16 0) #5
  store i16 %1121, ptr addrspace(3) %1117, align 2
  %1122 = shl nuw nsw i32 %137, 4
  %1123 = xor i32 %1122, %785
  %1124 = and i32 %1123, 112
  %1125 = or disjoint i32 %787, %1124
  %1126 = or disjoint i32 %1125, %790
  %1127 = or disjoint i32 %1126, %718
  %1128 = zext nneg i32 %1127 to i64
  %1129 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1128
  %1130 = sext i32 %720 to i64
  %1131 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1130
  %1132 = zext i1 %784 to i32
  %1133 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1131, i32 %1132, i16 0) #5
  store i16 %1133, ptr addrspace(3) %1129, align 2
  %1134 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %794
  %1135 = getelementptr bfloat, ptr addrspace(1) %2, i64 %796
  %1136 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1135, i32 %798, i16 0) #5
  store i16 %1136, ptr addrspace(3) %1134, align 2
  %1137 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %805
  %1138 = getelementptr bfloat, ptr addrspace(1) %2, i64 %807
  %1139 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1138, i32 %809, i16 0) #5
  store i16 %1139, ptr addrspace(3) %1137, align 2
  %1140 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %816
  %1141 = getelementptr bfloat, ptr addrspace(1) %2, i64 %818
  %1142 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1141, i32 %820, i16 0) #5
  store i16 %1142, ptr addrspace(3) %1140, align 2
  %1143 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %827
  %1144 = getelementptr bfloat, ptr addrspace(1) %2, i64 %829
  %1145 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1144, i32 %831, i16 0) #5
  store i16 %1145, ptr addrspace(3) %1143, align 2
  %1146 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %834
  %1147 = getelementptr bfloat, ptr addrspace(1) %2, i64 %836
  %1148 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1147, i32 %838, i16 0) #5
  store i16 %1148, ptr addrspace(3) %1146, align 2
  %1149 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %846
  %1150 = getelementptr bfloat, ptr addrspace(1) %2, i64 %848
  %1151 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1150, i32 %850, i16 0) #5
  store i16 %1151, ptr addrspace(3) %1149, align 2
  %1152 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %858
  %1153 = getelementptr bfloat, ptr addrspace(1) %2, i64 %860
  %1154 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1153, i32 %862, i16 0) #5
  store i16 %1154, ptr addrspace(3) %1152, align 2
  %1155 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %870
  %1156 = getelementptr bfloat, ptr addrspace(1) %2, i64 %872
  %1157 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1156, i32 %874, i16 0) #5
  store i16 %1157, ptr addrspace(3) %1155, align 2
  %1158 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %877
  %1159 = getelementptr bfloat, ptr addrspace(1) %2, i64 %879
  %1160 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1159, i32 %881, i16 0) #5
  store i16 %1160, ptr addrspace(3) %1158, align 2
  %1161 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %889
  %1162 = getelementptr bfloat, ptr addrspace(1) %2, i64 %891
  %1163 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1162, i32 %893, i16 0) #5
  store i16 %1163, ptr addrspace(3) %1161, align 2
  %1164 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %901
  %1165 = getelementptr bfloat, ptr addrspace(1) %2, i64 %903
  %1166 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1165, i32 %905, i16 0) #5
  store i16 %1166, ptr addrspace(3) %1164, align 2
  %1167 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %913
  %1168 = getelementptr bfloat, ptr addrspace(1) %2, i64 %915
  %1169 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1168, i32 %917, i16 0) #5
  store i16 %1169, ptr addrspace(3) %1167, align 2
  %1170 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %920
  %1171 = getelementptr bfloat, ptr addrspace(1) %2, i64 %922
  %1172 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1171, i32 %924, i16 0) #5
  store i16 %1172, ptr addrspace(3) %1170, align 2
  %1173 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %932
  %1174 = getelementptr bfloat, ptr addrspace(1) %2, i64 %934
  %1175 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1174, i32 %936, i16 0) #5
  store i16 %1175, ptr addrspace(3) %1173, align 2
  %1176 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %944
  %1177 = getelementptr bfloat, ptr addrspace(1) %2, i64 %946
  %1178 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1177, i32 %948, i16 0) #5
  store i16 %1178, ptr addrspace(3) %1176, align 2
  %1179 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %956
  %1180 = getelementptr bfloat, ptr addrspace(1) %2, i64 %958
  %1181 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1180, i32 %960, i16 0) #5
  store i16 %1181, ptr addrspace(3) %1179, align 2
  %1182 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %963
  %1183 = getelementptr bfloat, ptr addrspace(1) %2, i64 %965
  %1184 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1183, i32 %967, i16 0) #5
  store i16 %1184, ptr addrspace(3) %1182, align 2
  %1185 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %975
  %1186 = getelementptr bfloat, ptr addrspace(1) %2, i64 %977
  %1187 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1186, i32 %979, i16 0) #5
  store i16 %1187, ptr addrspace(3) %1185, align 2
  %1188 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %987
  %1189 = getelementptr bfloat, ptr addrspace(1) %2, i64 %989
  %1190 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1189, i32 %991, i16 0) #5
  store i16 %1190, ptr addrspace(3) %1188, align 2
  %1191 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %999
  %1192 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1001
  %1193 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1192, i32 %1003, i16 0) #5
  store i16 %1193, ptr addrspace(3) %1191, align 2
  %1194 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %1006
  %1195 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1008
  %1196 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1195, i32 %1010, i16 0) #5
  store i16 %1196, ptr addrspace(3) %1194, align 2
  %1197 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %1018
  %1198 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1020
  %1199 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1198, i32 %1022, i16 0) #5
  store i16 %1199, ptr addrspace(3) %1197, align 2
  %1200 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %1030
  %1201 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1032
  %1202 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1201, i32 %1034, i16 0) #5
  store i16 %1202, ptr addrspace(3) %1200, align 2
  %1203 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %1042
  %1204 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1044
  %1205 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1204, i32 %1046, i16 0) #5
  store i16 %1205, ptr addrspace(3) %1203, align 2
  %1206 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %1049
  %1207 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1051
  %1208 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1207, i32 %1053, i16 0) #5
  store i16 %1208, ptr addrspace(3) %1206, align 2
  %1209 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %1061
  %1210 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1063
  %1211 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1210, i32 %1065, i16 0) #5
  store i16 %1211, ptr addrspace(3) %1209, align 2
  %1212 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %1073
  %1213 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1075
  %1214 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1213, i32 %1077, i16 0) #5
  store i16 %1214, ptr addrspace(3) %1212, align 2
  %1215 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %1085
  %1216 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1087
  %1217 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1216, i32 %1089, i16 0) #5
  store i16 %1217, ptr addrspace(3) %1215, align 2
  %1218 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %1092
  %1219 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1094
  %1220 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1219, i32 %1096, i16 0) #5
  store i16 %1220, ptr addrspace(3) %1218, align 2
  %1221 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %1104
  %1222 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1106
  %1223 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1222, i32 %1108, i16 0) #5
  store i16 %1223, ptr addrspace(3) %1221, align 2
  %1224 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %1116
  %1225 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1118
  %1226 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1225, i32 %1120, i16 0) #5
  store i16 %1226, ptr addrspace(3) %1224, align 2
  %1227 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %1128
  %1228 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1130
  %1229 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1228, i32 %1132, i16 0) #5
  store i16 %1229, ptr addrspace(3) %1227, align 2
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1230 = lshr i32 %237, 3
  %1231 = mul nuw nsw i32 %1230, 72
  %1232 = shl nuw nsw i32 %13, 3
  %1233 = and i32 %7, 7
  %1234 = or disjoint i32 %1232, %1233
  %1235 = add nuw nsw i32 %1234, %1231
  %1236 = zext nneg i32 %1235 to i64
  %1237 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %1236
  store i16 %369, ptr addrspace(3) %1237, align 2
  %1238 = getelementptr i8, ptr addrspace(3) %1237, i64 32
  store i16 %373, ptr addrspace(3) %1238, align 2
  %1239 = getelementptr i8, ptr addrspace(3) %1237, i64 64
  store i16 %377, ptr addrspace(3) %1239, align 2
  %1240 = getelementptr i8, ptr addrspace(3) %1237, i64 96
  store i16 %381, ptr addrspace(3) %1240, align 2
  %1241 = getelementptr i8, ptr addrspace(3) %1237, i64 2304
  store i16 %385, ptr addrspace(3) %1241, align 2
  %1242 = getelementptr i8, ptr addrspace(3) %1237, i64 2336
  store i16 %389, ptr addrspace(3) %1242, align 2
  %1243 = getelementptr i8, ptr addrspace(3) %1237, i64 2368
  store i16 %393, ptr addrspace(3) %1243, align 2
  %1244 = getelementptr i8, ptr addrspace(3) %1237, i64 2400
  store i16 %397, ptr addrspace(3) %1244, align 2
  %1245 = getelementptr i8, ptr addrspace(3) %1237, i64 4608
  store i16 %401, ptr addrspace(3) %1245, align 2
  %1246 = getelementptr i8, ptr addrspace(3) %1237, i64 4640
  store i16 %405, ptr addrspace(3) %1246, align 2
  %1247 = getelementptr i8, ptr addrspace(3) %1237, i64 4672
  store i16 %409, ptr addrspace(3) %1247, align 2
  %1248 = getelementptr i8, ptr addrspace(3) %1237, i64 4704
  store i16 %413, ptr addrspace(3) %1248, align 2
  %1249 = getelementptr i8, ptr addrspace(3) %1237, i64 6912
  store i16 %417, ptr addrspace(3) %1249, align 2
  %1250 = getelementptr i8, ptr addrspace(3) %1237, i64 6944
  store i16 %421, ptr addrspace(3) %1250, align 2
  %1251 = getelementptr i8, ptr addrspace(3) %1237, i64 6976
  store i16 %425, ptr addrspace(3) %1251, align 2
  %1252 = getelementptr i8, ptr addrspace(3) %1237, i64 7008
  store i16 %429, ptr addrspace(3) %1252, align 2
  %1253 = getelementptr i8, ptr addrspace(3) %1237, i64 9216
  store i16 %433, ptr addrspace(3) %1253, align 2
  %1254 = getelementptr i8, ptr addrspace(3) %1237, i64 9248
  store i16 %437, ptr addrspace(3) %1254, align 2
  %1255 = getelementptr i8, ptr addrspace(3) %1237, i64 9280
  store i16 %441, ptr addrspace(3) %1255, align 2
  %1256 = getelementptr i8, ptr addrspace(3) %1237, i64 9312
  store i16 %445, ptr addrspace(3) %1256, align 2
  %1257 = getelementptr i8, ptr addrspace(3) %1237, i64 11520
  store i16 %449, ptr addrspace(3) %1257, align 2
  %1258 = getelementptr i8, ptr addrspace(3) %1237, i64 11552
  store i16 %453, ptr addrspace(3) %1258, align 2
  %1259 = getelementptr i8, ptr addrspace(3) %1237, i64 11584
  store i16 %457, ptr addrspace(3) %1259, align 2
  %1260 = getelementptr i8, ptr addrspace(3) %1237, i64 11616
  store i16 %461, ptr addrspace(3) %1260, align 2
  %1261 = getelementptr i8, ptr addrspace(3) %1237, i64 13824
  store i16 %465, ptr addrspace(3) %1261, align 2
  %1262 = getelementptr i8, ptr addrspace(3) %1237, i64 13856
  store i16 %469, ptr addrspace(3) %1262, align 2
  %1263 = getelementptr i8, ptr addrspace(3) %1237, i64 13888
  store i16 %473, ptr addrspace(3) %1263, align 2
  %1264 = getelementptr i8, ptr addrspace(3) %1237, i64 13920
  store i16 %477, ptr addrspace(3) %1264, align 2
  %1265 = getelementptr i8, ptr addrspace(3) %1237, i64 16128
  store i16 %481, ptr addrspace(3) %1265, align 2
  %1266 = getelementptr i8, ptr addrspace(3) %1237, i64 16160
  store i16 %485, ptr addrspace(3) %1266, align 2
  %1267 = getelementptr i8, ptr addrspace(3) %1237, i64 16192
  store i16 %489, ptr addrspace(3) %1267, align 2
  %1268 = getelementptr i8, ptr addrspace(3) %1237, i64 16224
  store i16 %493, ptr addrspace(3) %1268, align 2
  %1269 = getelementptr i8, ptr addrspace(3) %1237, i64 18432
  store i16 %497, ptr addrspace(3) %1269, align 2
  %1270 = getelementptr i8, ptr addrspace(3) %1237, i64 18464
  store i16 %501, ptr addrspace(3) %1270, align 2
  %1271 = getelementptr i8, ptr addrspace(3) %1237, i64 18496
  store i16 %505, ptr addrspace(3) %1271, align 2
  %1272 = getelementptr i8, ptr addrspace(3) %1237, i64 18528
  store i16 %509, ptr addrspace(3) %1272, align 2
  %1273 = getelementptr i8, ptr addrspace(3) %1237, i64 20736
  store i16 %513, ptr addrspace(3) %1273, align 2
  %1274 = getelementptr i8, ptr addrspace(3) %1237, i64 20768
  store i16 %517, ptr addrspace(3) %1274, align 2
  %1275 = getelementptr i8, ptr addrspace(3) %1237, i64 20800
  store i16 %521, ptr addrspace(3) %1275, align 2
  %1276 = getelementptr i8, ptr addrspace(3) %1237, i64 20832
  store i16 %525, ptr addrspace(3) %1276, align 2
  %1277 = getelementptr i8, ptr addrspace(3) %1237, i64 23040
  store i16 %529, ptr addrspace(3) %1277, align 2
  %1278 = getelementptr i8, ptr addrspace(3) %1237, i64 23072
  store i16 %533, ptr addrspace(3) %1278, align 2
  %1279 = getelementptr i8, ptr addrspace(3) %1237, i64 23104
  store i16 %537, ptr addrspace(3) %1279, align 2
  %1280 = getelementptr i8, ptr addrspace(3) %1237, i64 23136
  store i16 %541, ptr addrspace(3) %1280, align 2
  %1281 = getelementptr i8, ptr addrspace(3) %1237, i64 25344
  store i16 %545, ptr addrspace(3) %1281, align 2
  %1282 = getelementptr i8, ptr addrspace(3) %1237, i64 25376
  store i16 %549, ptr addrspace(3) %1282, align 2
  %1283 = getelementptr i8, ptr addrspace(3) %1237, i64 25408
  store i16 %553, ptr addrspace(3) %1283, align 2
  %1284 = getelementptr i8, ptr addrspace(3) %1237, i64 25440
  store i16 %557, ptr addrspace(3) %1284, align 2
  %1285 = getelementptr i8, ptr addrspace(3) %1237, i64 27648
  store i16 %561, ptr addrspace(3) %1285, align 2
  %1286 = getelementptr i8, ptr addrspace(3) %1237, i64 27680
  store i16 %565, ptr addrspace(3) %1286, align 2
  %1287 = getelementptr i8, ptr addrspace(3) %1237, i64 27712
  store i16 %569, ptr addrspace(3) %1287, align 2
  %1288 = getelementptr i8, ptr addrspace(3) %1237, i64 27744
  store i16 %573, ptr addrspace(3) %1288, align 2
  %1289 = getelementptr i8, ptr addrspace(3) %1237, i64 29952
  store i16 %577, ptr addrspace(3) %1289, align 2
  %1290 = getelementptr i8, ptr addrspace(3) %1237, i64 29984
  store i16 %581, ptr addrspace(3) %1290, align 2
  %1291 = getelementptr i8, ptr addrspace(3) %1237, i64 30016
  store i16 %585, ptr addrspace(3) %1291, align 2
  %1292 = getelementptr i8, ptr addrspace(3) %1237, i64 30048
  store i16 %589, ptr addrspace(3) %1292, align 2
  %1293 = getelementptr i8, ptr addrspace(3) %1237, i64 32256
  store i16 %593, ptr addrspace(3) %1293, align 2
  %1294 = getelementptr i8, ptr addrspace(3) %1237, i64 32288
  store i16 %597, ptr addrspace(3) %1294, align 2
  %1295 = getelementptr i8, ptr addrspace(3) %1237, i64 32320
  store i16 %601, ptr addrspace(3) %1295, align 2
  %1296 = getelementptr i8, ptr addrspace(3) %1237, i64 32352
  store i16 %605, ptr addrspace(3) %1296, align 2
  %1297 = getelementptr i8, ptr addrspace(3) %1237, i64 34560
  store i16 %609, ptr addrspace(3) %1297, align 2
  %1298 = getelementptr i8, ptr addrspace(3) %1237, i64 34592
  store i16 %613, ptr addrspace(3) %1298, align 2
  %1299 = getelementptr i8, ptr addrspace(3) %1237, i64 34624
  store i16 %617, ptr addrspace(3) %1299, align 2
  %1300 = getelementptr i8, ptr addrspace(3) %1237, i64 34656
  store i16 %621, ptr addrspace(3) %1300, align 2
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %624, label %.lr.ph, label %.._crit_edge_crit_edge

.._crit_edge_crit_edge:                           ; preds = %6
  %.pre = or disjoint i32 %12, %237
  br label %._crit_edge

.lr.ph:                                           ; preds = %6
  %1301 = icmp eq i32 %7, 0
  %1302 = icmp samesign ult i32 %7, 32
  %1303 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), 4
  %1304 = and i32 %1303, 16320
  %1305 = zext nneg i32 %1304 to i64
  %1306 = or disjoint i64 %1305, 70987220058112
  %1307 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), i32 288), 4
  %1308 = and i32 %1307, 16338
  %1309 = zext nneg i32 %1308 to i64
  %1310 = or disjoint i64 %1309, 70987220058112
  %1311 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), i32 576), 4
  %1312 = and i32 %1311, 16356
  %1313 = zext nneg i32 %1312 to i64
  %1314 = or disjoint i64 %1313, 70987220058112
  %1315 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), i32 864), 4
  %1316 = and i32 %1315, 16374
  %1317 = zext nneg i32 %1316 to i64
  %1318 = or disjoint i64 %1317, 70987220058112
  %1319 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), i32 1152), 4
  %1320 = and i32 %1319, 16328
  %1321 = zext nneg i32 %1320 to i64
  %1322 = or disjoint i64 %1321, 70987220058112
  %1323 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), i32 1440), 4
  %1324 = and i32 %1323, 16346
  %1325 = zext nneg i32 %1324 to i64
  %1326 = or disjoint i64 %1325, 70987220058112
  %1327 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), i32 1728), 4
  %1328 = and i32 %1327, 16364
  %1329 = zext nneg i32 %1328 to i64
  %1330 = or disjoint i64 %1329, 70987220058112
  %1331 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536) to i32), i32 2016), 4
  %1332 = and i32 %1331, 16382
  %1333 = zext nneg i32 %1332 to i64
  %1334 = or disjoint i64 %1333, 70987220058112
  %1335 = shl nuw nsw i32 %13, 5
  %1336 = shl nuw nsw i32 %7, 16
  %1337 = and i32 %1336, 6291456
  %1338 = or disjoint i32 %1335, %1337
  %1339 = or disjoint i32 %12, %237
  %1340 = or disjoint i32 %1335, 8
  %1341 = or disjoint i32 %1335, 9
  %1342 = or disjoint i32 %1335, 10
  %1343 = or disjoint i32 %1335, 11
  %1344 = or disjoint i32 %1335, 12
  %1345 = or disjoint i32 %1335, 13
  %1346 = or disjoint i32 %1335, 14
  %1347 = or disjoint i32 %1335, 15
  %1348 = or disjoint i32 %1335, 16
  %1349 = or disjoint i32 %1335, 17
  %1350 = or disjoint i32 %1335, 18
  %1351 = or disjoint i32 %1335, 19
  %1352 = or disjoint i32 %1335, 20
  %1353 = or disjoint i32 %1335, 21
  %1354 = or disjoint i32 %1335, 22
  %1355 = or disjoint i32 %1335, 23
  %1356 = or disjoint i32 %1335, 24
  %1357 = or disjoint i32 %1335, 25
  %1358 = or disjoint i32 %1335, 26
  %1359 = or disjoint i32 %1335, 27
  %1360 = or disjoint i32 %1335, 28
  %1361 = or disjoint i32 %1335, 29
  %1362 = or disjoint i32 %1335, 30
  %1363 = or disjoint i32 %1335, 31
  %1364 = shl nuw nsw i32 %237, 1
  %1365 = or disjoint i32 %1364, %13
  %1366 = zext nneg i32 %1365 to i64
  %1367 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400), i64 %1366
  %1368 = zext nneg i32 %1364 to i64
  %1369 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400), i64 %1368
  %1370 = getelementptr i8, ptr addrspace(3) %1369, i64 4
  %1371 = mul nuw nsw i32 %1230, 576
  %1372 = mul nuw nsw i32 %13, 288
  %1373 = shl nuw nsw i32 %7, 3
  %1374 = and i32 %1373, 56
  %1375 = add nuw nsw i32 %1371, %1372
  %1376 = add nuw nsw i32 %1375, %1374
  %1377 = zext nneg i32 %1376 to i64
  %1378 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1377
  %1379 = or disjoint i32 %1374, 1
  %1380 = add nuw nsw i32 %1375, %1379
  %1381 = zext nneg i32 %1380 to i64
  %1382 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1381
  %1383 = or disjoint i32 %1374, 2
  %1384 = add nuw nsw i32 %1375, %1383
  %1385 = zext nneg i32 %1384 to i64
  %1386 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1385
  %1387 = or disjoint i32 %1374, 3
  %1388 = add nuw nsw i32 %1375, %1387
  %1389 = zext nneg i32 %1388 to i64
  %1390 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1389
  %1391 = or disjoint i32 %1374, 4
  %1392 = add nuw nsw i32 %1375, %1391
  %1393 = zext nneg i32 %1392 to i64
  %1394 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1393
  %1395 = or disjoint i32 %1374, 5
  %1396 = add nuw nsw i32 %1375, %1395
  %1397 = zext nneg i32 %1396 to i64
  %1398 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1397
  %1399 = or disjoint i32 %1374, 6
  %1400 = add nuw nsw i32 %1375, %1399
  %1401 = zext nneg i32 %1400 to i64
  %1402 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1401
  %1403 = or disjoint i32 %1374, 7
  %1404 = add nuw nsw i32 %1375, %1403
  %1405 = zext nneg i32 %1404 to i64
  %1406 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1405
  %1407 = lshr exact i32 %1340, 3
  %1408 = mul nuw nsw i32 %1407, 72
  %1409 = or disjoint i32 %1371, %1374
  %1410 = add nuw nsw i32 %1409, %1408
  %1411 = zext nneg i32 %1410 to i64
  %1412 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1411
  %1413 = lshr i32 %1341, 3
  %1414 = mul nuw nsw i32 %1413, 72
  %1415 = or disjoint i32 %1379, %1371
  %1416 = add nuw nsw i32 %1415, %1414
  %1417 = zext nneg i32 %1416 to i64
  %1418 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1417
  %1419 = lshr i32 %1342, 3
  %1420 = mul nuw nsw i32 %1419, 72
  %1421 = or disjoint i32 %1383, %1371
  %1422 = add nuw nsw i32 %1421, %1420
  %1423 = zext nneg i32 %1422 to i64
  %1424 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1423
  %1425 = lshr i32 %1343, 3
  %1426 = mul nuw nsw i32 %1425, 72
  %1427 = or disjoint i32 %1387, %1371
  %1428 = add nuw nsw i32 %1427, %1426
  %1429 = zext nneg i32 %1428 to i64
  %1430 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1429
  %1431 = lshr i32 %1344, 3
  %1432 = mul nuw nsw i32 %1431, 72
  %1433 = or disjoint i32 %1391, %1371
  %1434 = add nuw nsw i32 %1433, %1432
  %1435 = zext nneg i32 %1434 to i64
  %1436 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1435
  %1437 = lshr i32 %1345, 3
  %1438 = mul nuw nsw i32 %1437, 72
  %1439 = or disjoint i32 %1395, %1371
  %1440 = add nuw nsw i32 %1439, %1438
  %1441 = zext nneg i32 %1440 to i64
  %1442 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1441
  %1443 = lshr i32 %1346, 3
  %1444 = mul nuw nsw i32 %1443, 72
  %1445 = or disjoint i32 %1399, %1371
  %1446 = add nuw nsw i32 %1445, %1444
  %1447 = zext nneg i32 %1446 to i64
  %1448 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1447
  %1449 = lshr i32 %1347, 3
  %1450 = mul nuw nsw i32 %1449, 72
  %1451 = or disjoint i32 %1403, %1371
  %1452 = add nuw nsw i32 %1451, %1450
  %1453 = zext nneg i32 %1452 to i64
  %1454 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1453
  %1455 = lshr exact i32 %1348, 3
  %1456 = mul nuw nsw i32 %1455, 72
  %1457 = add nuw nsw i32 %1409, %1456
  %1458 = zext nneg i32 %1457 to i64
  %1459 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1458
  %1460 = lshr i32 %1349, 3
  %1461 = mul nuw nsw i32 %1460, 72
  %1462 = add nuw nsw i32 %1415, %1461
  %1463 = zext nneg i32 %1462 to i64
  %1464 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1463
  %1465 = lshr i32 %1350, 3
  %1466 = mul nuw nsw i32 %1465, 72
  %1467 = add nuw nsw i32 %1421, %1466
  %1468 = zext nneg i32 %1467 to i64
  %1469 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1468
  %1470 = lshr i32 %1351, 3
  %1471 = mul nuw nsw i32 %1470, 72
  %1472 = add nuw nsw i32 %1427, %1471
  %1473 = zext nneg i32 %1472 to i64
  %1474 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1473
  %1475 = lshr i32 %1352, 3
  %1476 = mul nuw nsw i32 %1475, 72
  %1477 = add nuw nsw i32 %1433, %1476
  %1478 = zext nneg i32 %1477 to i64
  %1479 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1478
  %1480 = lshr i32 %1353, 3
  %1481 = mul nuw nsw i32 %1480, 72
  %1482 = add nuw nsw i32 %1439, %1481
  %1483 = zext nneg i32 %1482 to i64
  %1484 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1483
  %1485 = lshr i32 %1354, 3
  %1486 = mul nuw nsw i32 %1485, 72
  %1487 = add nuw nsw i32 %1445, %1486
  %1488 = zext nneg i32 %1487 to i64
  %1489 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1488
  %1490 = lshr i32 %1355, 3
  %1491 = mul nuw nsw i32 %1490, 72
  %1492 = add nuw nsw i32 %1451, %1491
  %1493 = zext nneg i32 %1492 to i64
  %1494 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1493
  %1495 = lshr exact i32 %1356, 3
  %1496 = mul nuw nsw i32 %1495, 72
  %1497 = add nuw nsw i32 %1409, %1496
  %1498 = zext nneg i32 %1497 to i64
  %1499 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1498
  %1500 = lshr i32 %1357, 3
  %1501 = mul nuw nsw i32 %1500, 72
  %1502 = add nuw nsw i32 %1415, %1501
  %1503 = zext nneg i32 %1502 to i64
  %1504 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1503
  %1505 = lshr i32 %1358, 3
  %1506 = mul nuw nsw i32 %1505, 72
  %1507 = add nuw nsw i32 %1421, %1506
  %1508 = zext nneg i32 %1507 to i64
  %1509 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1508
  %1510 = lshr i32 %1359, 3
  %1511 = mul nuw nsw i32 %1510, 72
  %1512 = add nuw nsw i32 %1427, %1511
  %1513 = zext nneg i32 %1512 to i64
  %1514 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1513
  %1515 = lshr i32 %1360, 3
  %1516 = mul nuw nsw i32 %1515, 72
  %1517 = add nuw nsw i32 %1433, %1516
  %1518 = zext nneg i32 %1517 to i64
  %1519 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1518
  %1520 = lshr i32 %1361, 3
  %1521 = mul nuw nsw i32 %1520, 72
  %1522 = add nuw nsw i32 %1439, %1521
  %1523 = zext nneg i32 %1522 to i64
  %1524 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1523
  %1525 = lshr i32 %1362, 3
  %1526 = mul nuw nsw i32 %1525, 72
  %1527 = add nuw nsw i32 %1445, %1526
  %1528 = zext nneg i32 %1527 to i64
  %1529 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1528
  %1530 = lshr i32 %1363, 3
  %1531 = mul nuw nsw i32 %1530, 72
  %1532 = add nuw nsw i32 %1451, %1531
  %1533 = zext nneg i32 %1532 to i64
  %1534 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102416), i64 %1533
  %1535 = shl nuw nsw i32 %13, 6
  %1536 = or disjoint i32 %1535, %1337
  %1537 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32), i32 16), 4
  %1538 = and i32 %1537, 16321
  %1539 = zext nneg i32 %1538 to i64
  %1540 = or disjoint i64 %1539, 70677982412800
  %1541 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32), i32 304), 4
  %1542 = and i32 %1541, 16339
  %1543 = zext nneg i32 %1542 to i64
  %1544 = or disjoint i64 %1543, 70677982412800
  %1545 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32), i32 592), 4
  %1546 = and i32 %1545, 16357
  %1547 = zext nneg i32 %1546 to i64
  %1548 = or disjoint i64 %1547, 70677982412800
  %1549 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32), i32 880), 4
  %1550 = and i32 %1549, 16375
  %1551 = zext nneg i32 %1550 to i64
  %1552 = or disjoint i64 %1551, 70677982412800
  br label %1553

1553:                                             ; preds = %.lr.ph, %2375
  %1554 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1921, %2375 ]
  %1555 = phi float [ 0.000000e+00, %.lr.ph ], [ %2371, %2375 ]
  %1556 = phi float [ 0.000000e+00, %.lr.ph ], [ %2369, %2375 ]
  %1557 = phi float [ 0.000000e+00, %.lr.ph ], [ %2367, %2375 ]
  %1558 = phi float [ 0.000000e+00, %.lr.ph ], [ %2365, %2375 ]
  %1559 = phi float [ 0.000000e+00, %.lr.ph ], [ %2363, %2375 ]
  %1560 = phi float [ 0.000000e+00, %.lr.ph ], [ %2361, %2375 ]
  %1561 = phi float [ 0.000000e+00, %.lr.ph ], [ %2359, %2375 ]
  %1562 = phi float [ 0.000000e+00, %.lr.ph ], [ %2357, %2375 ]
  %1563 = phi float [ 0.000000e+00, %.lr.ph ], [ %2355, %2375 ]
  %1564 = phi float [ 0.000000e+00, %.lr.ph ], [ %2353, %2375 ]
  %1565 = phi float [ 0.000000e+00, %.lr.ph ], [ %2351, %2375 ]
  %1566 = phi float [ 0.000000e+00, %.lr.ph ], [ %2349, %2375 ]
  %1567 = phi float [ 0.000000e+00, %.lr.ph ], [ %2347, %2375 ]
  %1568 = phi float [ 0.000000e+00, %.lr.ph ], [ %2345, %2375 ]
  %1569 = phi float [ 0.000000e+00, %.lr.ph ], [ %2343, %2375 ]
  %1570 = phi float [ 0.000000e+00, %.lr.ph ], [ %2341, %2375 ]
  %1571 = phi float [ 0.000000e+00, %.lr.ph ], [ %2339, %2375 ]
  %1572 = phi float [ 0.000000e+00, %.lr.ph ], [ %2337, %2375 ]
  %1573 = phi float [ 0.000000e+00, %.lr.ph ], [ %2335, %2375 ]
  %1574 = phi float [ 0.000000e+00, %.lr.ph ], [ %2333, %2375 ]
  %1575 = phi float [ 0.000000e+00, %.lr.ph ], [ %2331, %2375 ]
  %1576 = phi float [ 0.000000e+00, %.lr.ph ], [ %2329, %2375 ]
  %1577 = phi float [ 0.000000e+00, %.lr.ph ], [ %2327, %2375 ]
  %1578 = phi float [ 0.000000e+00, %.lr.ph ], [ %2325, %2375 ]
  %1579 = phi float [ 0.000000e+00, %.lr.ph ], [ %2323, %2375 ]
  %1580 = phi float [ 0.000000e+00, %.lr.ph ], [ %2321, %2375 ]
  %1581 = phi float [ 0.000000e+00, %.lr.ph ], [ %2319, %2375 ]
  %1582 = phi float [ 0.000000e+00, %.lr.ph ], [ %2317, %2375 ]
  %1583 = phi float [ 0.000000e+00, %.lr.ph ], [ %2315, %2375 ]
  %1584 = phi float [ 0.000000e+00, %.lr.ph ], [ %2313, %2375 ]
  %1585 = phi float [ 0.000000e+00, %.lr.ph ], [ %2311, %2375 ]
  %1586 = phi float [ 0.000000e+00, %.lr.ph ], [ %2309, %2375 ]
  %1587 = phi float [ 0.000000e+00, %.lr.ph ], [ %2306, %2375 ]
  %1588 = phi float [ 0.000000e+00, %.lr.ph ], [ %2304, %2375 ]
  %1589 = phi float [ 0.000000e+00, %.lr.ph ], [ %2302, %2375 ]
  %1590 = phi float [ 0.000000e+00, %.lr.ph ], [ %2300, %2375 ]
  %1591 = phi float [ 0.000000e+00, %.lr.ph ], [ %2298, %2375 ]
  %1592 = phi float [ 0.000000e+00, %.lr.ph ], [ %2296, %2375 ]
  %1593 = phi float [ 0.000000e+00, %.lr.ph ], [ %2294, %2375 ]
  %1594 = phi float [ 0.000000e+00, %.lr.ph ], [ %2292, %2375 ]
  %1595 = phi float [ 0.000000e+00, %.lr.ph ], [ %2290, %2375 ]
  %1596 = phi float [ 0.000000e+00, %.lr.ph ], [ %2288, %2375 ]
  %1597 = phi float [ 0.000000e+00, %.lr.ph ], [ %2286, %2375 ]
  %1598 = phi float [ 0.000000e+00, %.lr.ph ], [ %2284, %2375 ]
  %1599 = phi float [ 0.000000e+00, %.lr.ph ], [ %2282, %2375 ]
  %1600 = phi float [ 0.000000e+00, %.lr.ph ], [ %2280, %2375 ]
  %1601 = phi float [ 0.000000e+00, %.lr.ph ], [ %2278, %2375 ]
  %1602 = phi float [ 0.000000e+00, %.lr.ph ], [ %2276, %2375 ]
  %1603 = phi float [ 0.000000e+00, %.lr.ph ], [ %2274, %2375 ]
  %1604 = phi float [ 0.000000e+00, %.lr.ph ], [ %2272, %2375 ]
  %1605 = phi float [ 0.000000e+00, %.lr.ph ], [ %2270, %2375 ]
  %1606 = phi float [ 0.000000e+00, %.lr.ph ], [ %2268, %2375 ]
  %1607 = phi float [ 0.000000e+00, %.lr.ph ], [ %2266, %2375 ]
  %1608 = phi float [ 0.000000e+00, %.lr.ph ], [ %2264, %2375 ]
  %1609 = phi float [ 0.000000e+00, %.lr.ph ], [ %2262, %2375 ]
  %1610 = phi float [ 0.000000e+00, %.lr.ph ], [ %2260, %2375 ]
  %1611 = phi float [ 0.000000e+00, %.lr.ph ], [ %2258, %2375 ]
  %1612 = phi float [ 0.000000e+00, %.lr.ph ], [ %2256, %2375 ]
  %1613 = phi float [ 0.000000e+00, %.lr.ph ], [ %2254, %2375 ]
  %1614 = phi float [ 0.000000e+00, %.lr.ph ], [ %2252, %2375 ]
  %1615 = phi float [ 0.000000e+00, %.lr.ph ], [ %2250, %2375 ]
  %1616 = phi float [ 0.000000e+00, %.lr.ph ], [ %2248, %2375 ]
  %1617 = phi float [ 0.000000e+00, %.lr.ph ], [ %2246, %2375 ]
  %1618 = phi float [ 0.000000e+00, %.lr.ph ], [ %2244, %2375 ]
  %1619 = phi float [ 0.000000e+00, %.lr.ph ], [ %2055, %2375 ]
  %1620 = phi i32 [ 0, %.lr.ph ], [ %1621, %2375 ]
  %1621 = add nuw nsw i32 %1620, 64
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1622 = shl i32 %1620, 8
  %1623 = and i32 %1622, 16384
  %1624 = zext nneg i32 %1623 to i64
  %1625 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1624
  %1626 = ptrtoint ptr addrspace(3) %1625 to i64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %1301, label %1627, label %1628

1627:                                             ; preds = %1553
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;\0A\09fence.mbarrier_init.release.cluster;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32)) #5
  br label %1628

1628:                                             ; preds = %1627, %1553
  br i1 %1302, label %1629, label %1630

1629:                                             ; preds = %1628
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 64;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32), i32 8)) #5
  br label %1630

1630:                                             ; preds = %1629, %1628
  tail call void asm sideeffect "fence.proxy.async.shared::cta;\0A\09tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %1631 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102408), align 8
  br i1 %1301, label %1632, label %1655

1632:                                             ; preds = %1630
  %1633 = lshr exact i64 %1626, 4
  %1634 = and i64 %1633, 16320
  %1635 = or disjoint i64 %1634, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %1631, i64 %1306, i64 %1635, i32 135267472, i32 0) #5
  %1636 = or disjoint i64 %1634, 4611756662049538050
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %1631, i64 %1310, i64 %1636, i32 135267472, i32 1) #5
  %1637 = or disjoint i64 %1634, 4611756662049538052
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %1631, i64 %1314, i64 %1637, i32 135267472, i32 1) #5
  %1638 = or disjoint i64 %1634, 4611756662049538054
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %1631, i64 %1318, i64 %1638, i32 135267472, i32 1) #5
  %1639 = add i64 %1626, 8192
  %1640 = lshr exact i64 %1639, 4
  %1641 = and i64 %1640, 16320
  %1642 = or disjoint i64 %1641, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %1631, i64 %1322, i64 %1642, i32 135267472, i32 1) #5
  %1643 = add i64 %1626, 8224
  %1644 = lshr exact i64 %1643, 4
  %1645 = and i64 %1644, 16322
  %1646 = or disjoint i64 %1645, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %1631, i64 %1326, i64 %1646, i32 135267472, i32 1) #5
  %1647 = add i64 %1626, 8256
  %1648 = lshr exact i64 %1647, 4
  %1649 = and i64 %1648, 16324
  %1650 = or disjoint i64 %1649, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %1631, i64 %1330, i64 %1650, i32 135267472, i32 1) #5
  %1651 = add i64 %1626, 8288
  %1652 = lshr exact i64 %1651, 4
  %1653 = and i64 %1652, 16326
  %1654 = or disjoint i64 %1653, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %1631, i64 %1334, i64 %1654, i32 135267472, i32 1) #5
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32)) #5
  br label %1655

1655:                                             ; preds = %1632, %1630
  tail call void asm sideeffect "{\0A\09.reg .pred done;\0A\09WAIT:\0A\09mbarrier.try_wait.parity.shared::cta.b64 done, [$0], $1;\0A\09@done bra DONE;\0A\09bra WAIT;\0A\09DONE:\0A\09}", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32), i32 0) #5
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09fence.proxy.async.shared::cta;", "~{memory}"() #5
  %1656 = add i32 %1338, %1631
  %1657 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %1656) #5
  %1658 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 0
  %1659 = bitcast i32 %1658 to float
  %1660 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 1
  %1661 = bitcast i32 %1660 to float
  %1662 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 2
  %1663 = bitcast i32 %1662 to float
  %1664 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 3
  %1665 = bitcast i32 %1664 to float
  %1666 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 4
  %1667 = bitcast i32 %1666 to float
  %1668 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 5
  %1669 = bitcast i32 %1668 to float
  %1670 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 6
  %1671 = bitcast i32 %1670 to float
  %1672 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 7
  %1673 = bitcast i32 %1672 to float
  %1674 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 8
  %1675 = bitcast i32 %1674 to float
  %1676 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 9
  %1677 = bitcast i32 %1676 to float
  %1678 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 10
  %1679 = bitcast i32 %1678 to float
  %1680 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 11
  %1681 = bitcast i32 %1680 to float
  %1682 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 12
  %1683 = bitcast i32 %1682 to float
  %1684 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 13
  %1685 = bitcast i32 %1684 to float
  %1686 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 14
  %1687 = bitcast i32 %1686 to float
  %1688 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 15
  %1689 = bitcast i32 %1688 to float
  %1690 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 16
  %1691 = bitcast i32 %1690 to float
  %1692 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 17
  %1693 = bitcast i32 %1692 to float
  %1694 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 18
  %1695 = bitcast i32 %1694 to float
  %1696 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 19
  %1697 = bitcast i32 %1696 to float
  %1698 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 20
  %1699 = bitcast i32 %1698 to float
  %1700 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 21
  %1701 = bitcast i32 %1700 to float
  %1702 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 22
  %1703 = bitcast i32 %1702 to float
  %1704 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 23
  %1705 = bitcast i32 %1704 to float
  %1706 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 24
  %1707 = bitcast i32 %1706 to float
  %1708 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 25
  %1709 = bitcast i32 %1708 to float
  %1710 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 26
  %1711 = bitcast i32 %1710 to float
  %1712 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 27
  %1713 = bitcast i32 %1712 to float
  %1714 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 28
  %1715 = bitcast i32 %1714 to float
  %1716 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 29
  %1717 = bitcast i32 %1716 to float
  %1718 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 30
  %1719 = bitcast i32 %1718 to float
  %1720 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1657, 31
  %1721 = bitcast i32 %1720 to float
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %1302, label %1722, label %1723

1722:                                             ; preds = %1655
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 64;", "r,~{memory}"(i32 %1631) #5
  br label %1723

1723:                                             ; preds = %1722, %1655
  br i1 %1301, label %1724, label %1725

1724:                                             ; preds = %1723
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32)) #5
  br label %1725

1725:                                             ; preds = %1724, %1723
  %1726 = or disjoint i32 %1620, %1335
  %1727 = icmp slt i32 %1726, %4
  %1728 = icmp sle i32 %1726, %1339
  %1729 = and i1 %1727, %1728
  %1730 = or disjoint i32 %1726, 1
  %1731 = icmp slt i32 %1730, %4
  %1732 = icmp slt i32 %1726, %1339
  %1733 = and i1 %1731, %1732
  %1734 = or disjoint i32 %1726, 2
  %1735 = icmp slt i32 %1734, %4
  %1736 = icmp sle i32 %1734, %1339
  %1737 = and i1 %1735, %1736
  %1738 = or disjoint i32 %1726, 3
  %1739 = icmp slt i32 %1738, %4
  %1740 = icmp sle i32 %1738, %1339
  %1741 = and i1 %1739, %1740
  %1742 = or disjoint i32 %1726, 4
  %1743 = icmp slt i32 %1742, %4
  %1744 = icmp sle i32 %1742, %1339
  %1745 = and i1 %1743, %1744
  %1746 = or disjoint i32 %1726, 5
  %1747 = icmp slt i32 %1746, %4
  %1748 = icmp sle i32 %1746, %1339
  %1749 = and i1 %1747, %1748
  %1750 = or disjoint i32 %1726, 6
  %1751 = icmp slt i32 %1750, %4
  %1752 = icmp sle i32 %1750, %1339
  %1753 = and i1 %1751, %1752
  %1754 = or disjoint i32 %1726, 7
  %1755 = icmp slt i32 %1754, %4
  %1756 = icmp sle i32 %1754, %1339
  %1757 = and i1 %1755, %1756
  %1758 = or disjoint i32 %1620, %1340
  %1759 = icmp slt i32 %1758, %4
  %1760 = icmp sle i32 %1758, %1339
  %1761 = and i1 %1759, %1760
  %1762 = or disjoint i32 %1620, %1341
  %1763 = icmp slt i32 %1762, %4
  %1764 = icmp sle i32 %1762, %1339
  %1765 = and i1 %1763, %1764
  %1766 = or disjoint i32 %1620, %1342
  %1767 = icmp slt i32 %1766, %4
  %1768 = icmp sle i32 %1766, %1339
  %1769 = and i1 %1767, %1768
  %1770 = or disjoint i32 %1620, %1343
  %1771 = icmp slt i32 %1770, %4
  %1772 = icmp sle i32 %1770, %1339
  %1773 = and i1 %1771, %1772
  %1774 = or disjoint i32 %1620, %1344
  %1775 = icmp slt i32 %1774, %4
  %1776 = icmp sle i32 %1774, %1339
  %1777 = and i1 %1775, %1776
  %1778 = or disjoint i32 %1620, %1345
  %1779 = icmp slt i32 %1778, %4
  %1780 = icmp sle i32 %1778, %1339
  %1781 = and i1 %1779, %1780
  %1782 = or disjoint i32 %1620, %1346
  %1783 = icmp slt i32 %1782, %4
  %1784 = icmp sle i32 %1782, %1339
  %1785 = and i1 %1783, %1784
  %1786 = or disjoint i32 %1620, %1347
  %1787 = icmp slt i32 %1786, %4
  %1788 = icmp sle i32 %1786, %1339
  %1789 = and i1 %1787, %1788
  %1790 = or disjoint i32 %1620, %1348
  %1791 = icmp slt i32 %1790, %4
  %1792 = icmp sle i32 %1790, %1339
  %1793 = and i1 %1791, %1792
  %1794 = or disjoint i32 %1620, %1349
  %1795 = icmp slt i32 %1794, %4
  %1796 = icmp sle i32 %1794, %1339
  %1797 = and i1 %1795, %1796
  %1798 = or disjoint i32 %1620, %1350
  %1799 = icmp slt i32 %1798, %4
  %1800 = icmp sle i32 %1798, %1339
  %1801 = and i1 %1799, %1800
  %1802 = or disjoint i32 %1620, %1351
  %1803 = icmp slt i32 %1802, %4
  %1804 = icmp sle i32 %1802, %1339
  %1805 = and i1 %1803, %1804
  %1806 = or disjoint i32 %1620, %1352
  %1807 = icmp slt i32 %1806, %4
  %1808 = icmp sle i32 %1806, %1339
  %1809 = and i1 %1807, %1808
  %1810 = or disjoint i32 %1620, %1353
  %1811 = icmp slt i32 %1810, %4
  %1812 = icmp sle i32 %1810, %1339
  %1813 = and i1 %1811, %1812
  %1814 = or disjoint i32 %1620, %1354
  %1815 = icmp slt i32 %1814, %4
  %1816 = icmp sle i32 %1814, %1339
  %1817 = and i1 %1815, %1816
  %1818 = or disjoint i32 %1620, %1355
  %1819 = icmp slt i32 %1818, %4
  %1820 = icmp sle i32 %1818, %1339
  %1821 = and i1 %1819, %1820
  %1822 = or disjoint i32 %1620, %1356
  %1823 = icmp slt i32 %1822, %4
  %1824 = icmp sle i32 %1822, %1339
  %1825 = and i1 %1823, %1824
  %1826 = or disjoint i32 %1620, %1357
  %1827 = icmp slt i32 %1826, %4
  %1828 = icmp sle i32 %1826, %1339
  %1829 = and i1 %1827, %1828
  %1830 = or disjoint i32 %1620, %1358
  %1831 = icmp slt i32 %1830, %4
  %1832 = icmp sle i32 %1830, %1339
  %1833 = and i1 %1831, %1832
  %1834 = or disjoint i32 %1620, %1359
  %1835 = icmp slt i32 %1834, %4
  %1836 = icmp sle i32 %1834, %1339
  %1837 = and i1 %1835, %1836
  %1838 = or disjoint i32 %1620, %1360
  %1839 = icmp slt i32 %1838, %4
  %1840 = icmp sle i32 %1838, %1339
  %1841 = and i1 %1839, %1840
  %1842 = or disjoint i32 %1620, %1361
  %1843 = icmp slt i32 %1842, %4
  %1844 = icmp sle i32 %1842, %1339
  %1845 = and i1 %1843, %1844
  %1846 = or disjoint i32 %1620, %1362
  %1847 = icmp slt i32 %1846, %4
  %1848 = icmp sle i32 %1846, %1339
  %1849 = and i1 %1847, %1848
  %1850 = or disjoint i32 %1620, %1363
  %1851 = icmp slt i32 %1850, %4
  %1852 = icmp sle i32 %1850, %1339
  %1853 = and i1 %1851, %1852
  %1854 = select i1 %1729, float %1659, float 0xFFF0000000000000
  %1855 = select i1 %1733, float %1661, float 0xFFF0000000000000
  %1856 = select i1 %1737, float %1663, float 0xFFF0000000000000
  %1857 = select i1 %1741, float %1665, float 0xFFF0000000000000
  %1858 = select i1 %1745, float %1667, float 0xFFF0000000000000
  %1859 = select i1 %1749, float %1669, float 0xFFF0000000000000
  %1860 = select i1 %1753, float %1671, float 0xFFF0000000000000
  %1861 = select i1 %1757, float %1673, float 0xFFF0000000000000
  %1862 = select i1 %1761, float %1675, float 0xFFF0000000000000
  %1863 = select i1 %1765, float %1677, float 0xFFF0000000000000
  %1864 = select i1 %1769, float %1679, float 0xFFF0000000000000
  %1865 = select i1 %1773, float %1681, float 0xFFF0000000000000
  %1866 = select i1 %1777, float %1683, float 0xFFF0000000000000
  %1867 = select i1 %1781, float %1685, float 0xFFF0000000000000
  %1868 = select i1 %1785, float %1687, float 0xFFF0000000000000
  %1869 = select i1 %1789, float %1689, float 0xFFF0000000000000
  %1870 = select i1 %1793, float %1691, float 0xFFF0000000000000
  %1871 = select i1 %1797, float %1693, float 0xFFF0000000000000
  %1872 = select i1 %1801, float %1695, float 0xFFF0000000000000
  %1873 = select i1 %1805, float %1697, float 0xFFF0000000000000
  %1874 = select i1 %1809, float %1699, float 0xFFF0000000000000
  %1875 = select i1 %1813, float %1701, float 0xFFF0000000000000
  %1876 = select i1 %1817, float %1703, float 0xFFF0000000000000
  %1877 = select i1 %1821, float %1705, float 0xFFF0000000000000
  %1878 = select i1 %1825, float %1707, float 0xFFF0000000000000
  %1879 = select i1 %1829, float %1709, float 0xFFF0000000000000
  %1880 = select i1 %1833, float %1711, float 0xFFF0000000000000
  %1881 = select i1 %1837, float %1713, float 0xFFF0000000000000
  %1882 = select i1 %1841, float %1715, float 0xFFF0000000000000
  %1883 = select i1 %1845, float %1717, float 0xFFF0000000000000
  %1884 = select i1 %1849, float %1719, float 0xFFF0000000000000
  %1885 = select i1 %1853, float %1721, float 0xFFF0000000000000
  %1886 = tail call float @llvm.maxnum.f32(float %1854, float %1855)
  %1887 = tail call float @llvm.maxnum.f32(float %1886, float %1856)
  %1888 = tail call float @llvm.maxnum.f32(float %1887, float %1857)
  %1889 = tail call float @llvm.maxnum.f32(float %1888, float %1858)
  %1890 = tail call float @llvm.maxnum.f32(float %1889, float %1859)
  %1891 = tail call float @llvm.maxnum.f32(float %1890, float %1860)
  %1892 = tail call float @llvm.maxnum.f32(float %1891, float %1861)
  %1893 = tail call float @llvm.maxnum.f32(float %1892, float %1862)
  %1894 = tail call float @llvm.maxnum.f32(float %1893, float %1863)
  %1895 = tail call float @llvm.maxnum.f32(float %1894, float %1864)
  %1896 = tail call float @llvm.maxnum.f32(float %1895, float %1865)
  %1897 = tail call float @llvm.maxnum.f32(float %1896, float %1866)
  %1898 = tail call float @llvm.maxnum.f32(float %1897, float %1867)
  %1899 = tail call float @llvm.maxnum.f32(float %1898, float %1868)
  %1900 = tail call float @llvm.maxnum.f32(float %1899, float %1869)
  %1901 = tail call float @llvm.maxnum.f32(float %1900, float %1870)
  %1902 = tail call float @llvm.maxnum.f32(float %1901, float %1871)
  %1903 = tail call float @llvm.maxnum.f32(float %1902, float %1872)
  %1904 = tail call float @llvm.maxnum.f32(float %1903, float %1873)
  %1905 = tail call float @llvm.maxnum.f32(float %1904, float %1874)
  %1906 = tail call float @llvm.maxnum.f32(float %1905, float %1875)
  %1907 = tail call float @llvm.maxnum.f32(float %1906, float %1876)
  %1908 = tail call float @llvm.maxnum.f32(float %1907, float %1877)
  %1909 = tail call float @llvm.maxnum.f32(float %1908, float %1878)
  %1910 = tail call float @llvm.maxnum.f32(float %1909, float %1879)
  %1911 = tail call float @llvm.maxnum.f32(float %1910, float %1880)
  %1912 = tail call float @llvm.maxnum.f32(float %1911, float %1881)
  %1913 = tail call float @llvm.maxnum.f32(float %1912, float %1882)
  %1914 = tail call float @llvm.maxnum.f32(float %1913, float %1883)
  %1915 = tail call float @llvm.maxnum.f32(float %1914, float %1884)
  %1916 = tail call float @llvm.maxnum.f32(float %1915, float %1885)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1916, ptr addrspace(3) %1367, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1917 = load float, ptr addrspace(3) %1369, align 8
  %1918 = load float, ptr addrspace(3) %1370, align 4
  %1919 = tail call float @llvm.maxnum.f32(float %1917, float %1918)
  %1920 = fmul float %622, %1919
  %1921 = tail call float @llvm.maxnum.f32(float %1554, float %1920)
  %1922 = fmul float %622, %1854
  %1923 = fmul float %622, %1855
  %1924 = fmul float %622, %1856
  %1925 = fmul float %622, %1857
  %1926 = fmul float %622, %1858
  %1927 = fmul float %622, %1859
  %1928 = fmul float %622, %1860
  %1929 = fmul float %622, %1861
  %1930 = fmul float %622, %1862
  %1931 = fmul float %622, %1863
  %1932 = fmul float %622, %1864
  %1933 = fmul float %622, %1865
  %1934 = fmul float %622, %1866
  %1935 = fmul float %622, %1867
  %1936 = fmul float %622, %1868
  %1937 = fmul float %622, %1869
  %1938 = fmul float %622, %1870
  %1939 = fmul float %622, %1871
  %1940 = fmul float %622, %1872
  %1941 = fmul float %622, %1873
  %1942 = fmul float %622, %1874
  %1943 = fmul float %622, %1875
  %1944 = fmul float %622, %1876
  %1945 = fmul float %622, %1877
  %1946 = fmul float %622, %1878
  %1947 = fmul float %622, %1879
  %1948 = fmul float %622, %1880
  %1949 = fmul float %622, %1881
  %1950 = fmul float %622, %1882
  %1951 = fmul float %622, %1883
  %1952 = fmul float %622, %1884
  %1953 = fmul float %622, %1885
  %1954 = fsub float %1922, %1921
  %1955 = fsub float %1923, %1921
  %1956 = fsub float %1924, %1921
  %1957 = fsub float %1925, %1921
  %1958 = fsub float %1926, %1921
  %1959 = fsub float %1927, %1921
  %1960 = fsub float %1928, %1921
  %1961 = fsub float %1929, %1921
  %1962 = fsub float %1930, %1921
  %1963 = fsub float %1931, %1921
  %1964 = fsub float %1932, %1921
  %1965 = fsub float %1933, %1921
  %1966 = fsub float %1934, %1921
  %1967 = fsub float %1935, %1921
  %1968 = fsub float %1936, %1921
  %1969 = fsub float %1937, %1921
  %1970 = fsub float %1938, %1921
  %1971 = fsub float %1939, %1921
  %1972 = fsub float %1940, %1921
  %1973 = fsub float %1941, %1921
  %1974 = fsub float %1942, %1921
  %1975 = fsub float %1943, %1921
  %1976 = fsub float %1944, %1921
  %1977 = fsub float %1945, %1921
  %1978 = fsub float %1946, %1921
  %1979 = fsub float %1947, %1921
  %1980 = fsub float %1948, %1921
  %1981 = fsub float %1949, %1921
  %1982 = fsub float %1950, %1921
  %1983 = fsub float %1951, %1921
  %1984 = fsub float %1952, %1921
  %1985 = fsub float %1953, %1921
  %1986 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1954)
  %1987 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1955)
  %1988 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1956)
  %1989 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1957)
  %1990 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1958)
  %1991 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1959)
  %1992 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1960)
  %1993 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1961)
  %1994 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1962)
  %1995 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1963)
  %1996 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1964)
  %1997 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1965)
  %1998 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1966)
  %1999 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1967)
  %2000 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1968)
  %2001 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1969)
  %2002 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1970)
  %2003 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1971)
  %2004 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1972)
  %2005 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1973)
  %2006 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1974)
  %2007 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1975)
  %2008 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1976)
  %2009 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1977)
  %2010 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1978)
  %2011 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1979)
  %2012 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1980)
  %2013 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1981)
  %2014 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1982)
  %2015 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1983)
  %2016 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1984)
  %2017 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1985)
  %2018 = fsub float %1554, %1921
  %2019 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %2018)
  %2020 = fmul float %1619, %2019
  %2021 = fadd float %1986, %1987
  %2022 = fadd float %2021, %1988
  %2023 = fadd float %2022, %1989
  %2024 = fadd float %2023, %1990
  %2025 = fadd float %2024, %1991
  %2026 = fadd float %2025, %1992
  %2027 = fadd float %2026, %1993
  %2028 = fadd float %2027, %1994
  %2029 = fadd float %2028, %1995
  %2030 = fadd float %2029, %1996
  %2031 = fadd float %2030, %1997
  %2032 = fadd float %2031, %1998
  %2033 = fadd float %2032, %1999
  %2034 = fadd float %2033, %2000
  %2035 = fadd float %2034, %2001
  %2036 = fadd float %2035, %2002
  %2037 = fadd float %2036, %2003
  %2038 = fadd float %2037, %2004
  %2039 = fadd float %2038, %2005
  %2040 = fadd float %2039, %2006
  %2041 = fadd float %2040, %2007
  %2042 = fadd float %2041, %2008
  %2043 = fadd float %2042, %2009
  %2044 = fadd float %2043, %2010
  %2045 = fadd float %2044, %2011
  %2046 = fadd float %2045, %2012
  %2047 = fadd float %2046, %2013
  %2048 = fadd float %2047, %2014
  %2049 = fadd float %2048, %2015
  %2050 = fadd float %2049, %2016
  %2051 = fadd float %2050, %2017
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %2051, ptr addrspace(3) %1367, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2052 = load float, ptr addrspace(3) %1369, align 8
  %2053 = load float, ptr addrspace(3) %1370, align 4
  %2054 = fadd float %2052, %2053
  %2055 = fadd float %2020, %2054
  %2056 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %1624
  %2057 = fptrunc float %1986 to bfloat
  %2058 = fptrunc float %1987 to bfloat
  %2059 = fptrunc float %1988 to bfloat
  %2060 = fptrunc float %1989 to bfloat
  %2061 = fptrunc float %1990 to bfloat
  %2062 = fptrunc float %1991 to bfloat
  %2063 = fptrunc float %1992 to bfloat
  %2064 = fptrunc float %1993 to bfloat
  %2065 = fptrunc float %1994 to bfloat
  %2066 = fptrunc float %1995 to bfloat
  %2067 = fptrunc float %1996 to bfloat
  %2068 = fptrunc float %1997 to bfloat
  %2069 = fptrunc float %1998 to bfloat
  %2070 = fptrunc float %1999 to bfloat
  %2071 = fptrunc float %2000 to bfloat
  %2072 = fptrunc float %2001 to bfloat
  %2073 = fptrunc float %2002 to bfloat
  %2074 = fptrunc float %2003 to bfloat
  %2075 = fptrunc float %2004 to bfloat
  %2076 = fptrunc float %2005 to bfloat
  %2077 = fptrunc float %2006 to bfloat
  %2078 = fptrunc float %2007 to bfloat
  %2079 = fptrunc float %2008 to bfloat
  %2080 = fptrunc float %2009 to bfloat
  %2081 = fptrunc float %2010 to bfloat
  %2082 = fptrunc float %2011 to bfloat
  %2083 = fptrunc float %2012 to bfloat
  %2084 = fptrunc float %2013 to bfloat
  %2085 = fptrunc float %2014 to bfloat
  %2086 = fptrunc float %2015 to bfloat
  %2087 = fptrunc float %2016 to bfloat
  %2088 = fptrunc float %2017 to bfloat
  %2089 = fmul float %1618, %2019
  %2090 = fmul float %1617, %2019
  %2091 = fmul float %1616, %2019
  %2092 = fmul float %1615, %2019
  %2093 = fmul float %1614, %2019
  %2094 = fmul float %1613, %2019
  %2095 = fmul float %1612, %2019
  %2096 = fmul float %1611, %2019
  %2097 = fmul float %1610, %2019
  %2098 = fmul float %1609, %2019
  %2099 = fmul float %1608, %2019
  %2100 = fmul float %1607, %2019
  %2101 = fmul float %1606, %2019
  %2102 = fmul float %1605, %2019
  %2103 = fmul float %1604, %2019
  %2104 = fmul float %1603, %2019
  %2105 = fmul float %1602, %2019
  %2106 = fmul float %1601, %2019
  %2107 = fmul float %1600, %2019
  %2108 = fmul float %1599, %2019
  %2109 = fmul float %1598, %2019
  %2110 = fmul float %1597, %2019
  %2111 = fmul float %1596, %2019
  %2112 = fmul float %1595, %2019
  %2113 = fmul float %1594, %2019
  %2114 = fmul float %1593, %2019
  %2115 = fmul float %1592, %2019
  %2116 = fmul float %1591, %2019
  %2117 = fmul float %1590, %2019
  %2118 = fmul float %1589, %2019
  %2119 = fmul float %1588, %2019
  %2120 = fmul float %1587, %2019
  %2121 = fmul float %1586, %2019
  %2122 = fmul float %1585, %2019
  %2123 = fmul float %1584, %2019
  %2124 = fmul float %1583, %2019
  %2125 = fmul float %1582, %2019
  %2126 = fmul float %1581, %2019
  %2127 = fmul float %1580, %2019
  %2128 = fmul float %1579, %2019
  %2129 = fmul float %1578, %2019
  %2130 = fmul float %1577, %2019
  %2131 = fmul float %1576, %2019
  %2132 = fmul float %1575, %2019
  %2133 = fmul float %1574, %2019
  %2134 = fmul float %1573, %2019
  %2135 = fmul float %1572, %2019
  %2136 = fmul float %1571, %2019
  %2137 = fmul float %1570, %2019
  %2138 = fmul float %1569, %2019
  %2139 = fmul float %1568, %2019
  %2140 = fmul float %1567, %2019
  %2141 = fmul float %1566, %2019
  %2142 = fmul float %1565, %2019
  %2143 = fmul float %1564, %2019
  %2144 = fmul float %1563, %2019
  %2145 = fmul float %1562, %2019
  %2146 = fmul float %1561, %2019
  %2147 = fmul float %1560, %2019
  %2148 = fmul float %1559, %2019
  %2149 = fmul float %1558, %2019
  %2150 = fmul float %1557, %2019
  %2151 = fmul float %1556, %2019
  %2152 = fmul float %1555, %2019
  %2153 = ptrtoint ptr addrspace(3) %2056 to i64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %1301, label %2154, label %2155

2154:                                             ; preds = %1725
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;\0A\09fence.mbarrier_init.release.cluster;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32)) #5
  br label %2155

2155:                                             ; preds = %2154, %1725
  br i1 %1302, label %2156, label %2157

2156:                                             ; preds = %2155
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 128;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32), i32 8)) #5
  br label %2157

2157:                                             ; preds = %2156, %2155
  store bfloat %2057, ptr addrspace(3) %1378, align 16
  store bfloat %2058, ptr addrspace(3) %1382, align 2
  store bfloat %2059, ptr addrspace(3) %1386, align 4
  store bfloat %2060, ptr addrspace(3) %1390, align 2
  store bfloat %2061, ptr addrspace(3) %1394, align 8
  store bfloat %2062, ptr addrspace(3) %1398, align 2
  store bfloat %2063, ptr addrspace(3) %1402, align 4
  store bfloat %2064, ptr addrspace(3) %1406, align 2
  store bfloat %2065, ptr addrspace(3) %1412, align 16
  store bfloat %2066, ptr addrspace(3) %1418, align 2
  store bfloat %2067, ptr addrspace(3) %1424, align 4
  store bfloat %2068, ptr addrspace(3) %1430, align 2
  store bfloat %2069, ptr addrspace(3) %1436, align 8
  store bfloat %2070, ptr addrspace(3) %1442, align 2
  store bfloat %2071, ptr addrspace(3) %1448, align 4
  store bfloat %2072, ptr addrspace(3) %1454, align 2
  store bfloat %2073, ptr addrspace(3) %1459, align 16
  store bfloat %2074, ptr addrspace(3) %1464, align 2
  store bfloat %2075, ptr addrspace(3) %1469, align 4
  store bfloat %2076, ptr addrspace(3) %1474, align 2
  store bfloat %2077, ptr addrspace(3) %1479, align 8
  store bfloat %2078, ptr addrspace(3) %1484, align 2
  store bfloat %2079, ptr addrspace(3) %1489, align 4
  store bfloat %2080, ptr addrspace(3) %1494, align 2
  store bfloat %2081, ptr addrspace(3) %1499, align 16
  store bfloat %2082, ptr addrspace(3) %1504, align 2
  store bfloat %2083, ptr addrspace(3) %1509, align 4
  store bfloat %2084, ptr addrspace(3) %1514, align 2
  store bfloat %2085, ptr addrspace(3) %1519, align 8
  store bfloat %2086, ptr addrspace(3) %1524, align 2
  store bfloat %2087, ptr addrspace(3) %1529, align 4
  store bfloat %2088, ptr addrspace(3) %1534, align 2
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %2158 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102408), align 8
  %2159 = bitcast float %2089 to i32
  %2160 = bitcast float %2090 to i32
  %2161 = bitcast float %2091 to i32
  %2162 = bitcast float %2092 to i32
  %2163 = bitcast float %2093 to i32
  %2164 = bitcast float %2094 to i32
  %2165 = bitcast float %2095 to i32
  %2166 = bitcast float %2096 to i32
  %2167 = bitcast float %2097 to i32
  %2168 = bitcast float %2098 to i32
  %2169 = bitcast float %2099 to i32
  %2170 = bitcast float %2100 to i32
  %2171 = bitcast float %2101 to i32
  %2172 = bitcast float %2102 to i32
  %2173 = bitcast float %2103 to i32
  %2174 = bitcast float %2104 to i32
  %2175 = bitcast float %2105 to i32
  %2176 = bitcast float %2106 to i32
  %2177 = bitcast float %2107 to i32
  %2178 = bitcast float %2108 to i32
  %2179 = bitcast float %2109 to i32
  %2180 = bitcast float %2110 to i32
  %2181 = bitcast float %2111 to i32
  %2182 = bitcast float %2112 to i32
  %2183 = bitcast float %2113 to i32
  %2184 = bitcast float %2114 to i32
  %2185 = bitcast float %2115 to i32
  %2186 = bitcast float %2116 to i32
  %2187 = bitcast float %2117 to i32
  %2188 = bitcast float %2118 to i32
  %2189 = bitcast float %2119 to i32
  %2190 = bitcast float %2120 to i32
  %2191 = add i32 %1536, %2158
  tail call void asm sideeffect "tcgen05.st.sync.aligned.32x32b.x32.b32 [$0], {$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32};", "r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,~{memory}"(i32 %2191, i32 %2159, i32 %2160, i32 %2161, i32 %2162, i32 %2163, i32 %2164, i32 %2165, i32 %2166, i32 %2167, i32 %2168, i32 %2169, i32 %2170, i32 %2171, i32 %2172, i32 %2173, i32 %2174, i32 %2175, i32 %2176, i32 %2177, i32 %2178, i32 %2179, i32 %2180, i32 %2181, i32 %2182, i32 %2183, i32 %2184, i32 %2185, i32 %2186, i32 %2187, i32 %2188, i32 %2189, i32 %2190) #5
  %2192 = bitcast float %2121 to i32
  %2193 = bitcast float %2122 to i32
  %2194 = bitcast float %2123 to i32
  %2195 = bitcast float %2124 to i32
  %2196 = bitcast float %2125 to i32
  %2197 = bitcast float %2126 to i32
  %2198 = bitcast float %2127 to i32
  %2199 = bitcast float %2128 to i32
  %2200 = bitcast float %2129 to i32
  %2201 = bitcast float %2130 to i32
  %2202 = bitcast float %2131 to i32
  %2203 = bitcast float %2132 to i32
  %2204 = bitcast float %2133 to i32
  %2205 = bitcast float %2134 to i32
  %2206 = bitcast float %2135 to i32
  %2207 = bitcast float %2136 to i32
  %2208 = bitcast float %2137 to i32
  %2209 = bitcast float %2138 to i32
  %2210 = bitcast float %2139 to i32
  %2211 = bitcast float %2140 to i32
  %2212 = bitcast float %2141 to i32
  %2213 = bitcast float %2142 to i32
  %2214 = bitcast float %2143 to i32
  %2215 = bitcast float %2144 to i32
  %2216 = bitcast float %2145 to i32
  %2217 = bitcast float %2146 to i32
  %2218 = bitcast float %2147 to i32
  %2219 = bitcast float %2148 to i32
  %2220 = bitcast float %2149 to i32
  %2221 = bitcast float %2150 to i32
  %2222 = bitcast float %2151 to i32
  %2223 = bitcast float %2152 to i32
  %2224 = add i32 %2191, 32
  tail call void asm sideeffect "tcgen05.st.sync.aligned.32x32b.x32.b32 [$0], {$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32};", "r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,~{memory}"(i32 %2224, i32 %2192, i32 %2193, i32 %2194, i32 %2195, i32 %2196, i32 %2197, i32 %2198, i32 %2199, i32 %2200, i32 %2201, i32 %2202, i32 %2203, i32 %2204, i32 %2205, i32 %2206, i32 %2207, i32 %2208, i32 %2209, i32 %2210, i32 %2211, i32 %2212, i32 %2213, i32 %2214, i32 %2215, i32 %2216, i32 %2217, i32 %2218, i32 %2219, i32 %2220, i32 %2221, i32 %2222, i32 %2223) #5
  tail call void asm sideeffect "tcgen05.wait::st.sync.aligned;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;\0A\09tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  br i1 %1301, label %2225, label %2241

2225:                                             ; preds = %2157
  %2226 = lshr exact i64 %2153, 4
  %2227 = and i64 %2226, 16320
  %2228 = or disjoint i64 %2227, 4611756662083026944
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %2158, i64 %1540, i64 %2228, i32 136381584, i32 1) #5
  %2229 = add i64 %2153, 2048
  %2230 = lshr exact i64 %2229, 4
  %2231 = and i64 %2230, 16320
  %2232 = or disjoint i64 %2231, 4611756662083026944
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %2158, i64 %1544, i64 %2232, i32 136381584, i32 1) #5
  %2233 = add i64 %2153, 4096
  %2234 = lshr exact i64 %2233, 4
  %2235 = and i64 %2234, 16320
  %2236 = or disjoint i64 %2235, 4611756662083026944
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %2158, i64 %1548, i64 %2236, i32 136381584, i32 1) #5
  %2237 = add i64 %2153, 6144
  %2238 = lshr exact i64 %2237, 4
  %2239 = and i64 %2238, 16320
  %2240 = or disjoint i64 %2239, 4611756662083026944
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %2158, i64 %1552, i64 %2240, i32 136381584, i32 1) #5
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32)) #5
  br label %2241

2241:                                             ; preds = %2225, %2157
  tail call void asm sideeffect "{\0A\09.reg .pred done;\0A\09WAIT:\0A\09mbarrier.try_wait.parity.shared::cta.b64 done, [$0], $1;\0A\09@done bra DONE;\0A\09bra WAIT;\0A\09DONE:\0A\09}", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32), i32 0) #5
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09fence.proxy.async.shared::cta;", "~{memory}"() #5
  %2242 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %2191) #5
  %2243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 0
  %2244 = bitcast i32 %2243 to float
  %2245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 1
  %2246 = bitcast i32 %2245 to float
  %2247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 2
  %2248 = bitcast i32 %2247 to float
  %2249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 3
  %2250 = bitcast i32 %2249 to float
  %2251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 4
  %2252 = bitcast i32 %2251 to float
  %2253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 5
  %2254 = bitcast i32 %2253 to float
  %2255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 6
  %2256 = bitcast i32 %2255 to float
  %2257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 7
  %2258 = bitcast i32 %2257 to float
  %2259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 8
  %2260 = bitcast i32 %2259 to float
  %2261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 9
  %2262 = bitcast i32 %2261 to float
  %2263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 10
  %2264 = bitcast i32 %2263 to float
  %2265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 11
  %2266 = bitcast i32 %2265 to float
  %2267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 12
  %2268 = bitcast i32 %2267 to float
  %2269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 13
  %2270 = bitcast i32 %2269 to float
  %2271 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 14
  %2272 = bitcast i32 %2271 to float
  %2273 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 15
  %2274 = bitcast i32 %2273 to float
  %2275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 16
  %2276 = bitcast i32 %2275 to float
  %2277 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 17
  %2278 = bitcast i32 %2277 to float
  %2279 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 18
  %2280 = bitcast i32 %2279 to float
  %2281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 19
  %2282 = bitcast i32 %2281 to float
  %2283 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 20
  %2284 = bitcast i32 %2283 to float
  %2285 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 21
  %2286 = bitcast i32 %2285 to float
  %2287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 22
  %2288 = bitcast i32 %2287 to float
  %2289 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 23
  %2290 = bitcast i32 %2289 to float
  %2291 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 24
  %2292 = bitcast i32 %2291 to float
  %2293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 25
  %2294 = bitcast i32 %2293 to float
  %2295 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 26
  %2296 = bitcast i32 %2295 to float
  %2297 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 27
  %2298 = bitcast i32 %2297 to float
  %2299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 28
  %2300 = bitcast i32 %2299 to float
  %2301 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 29
  %2302 = bitcast i32 %2301 to float
  %2303 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 30
  %2304 = bitcast i32 %2303 to float
  %2305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2242, 31
  %2306 = bitcast i32 %2305 to float
  %2307 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %2224) #5
  %2308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 0
  %2309 = bitcast i32 %2308 to float
  %2310 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 1
  %2311 = bitcast i32 %2310 to float
  %2312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 2
  %2313 = bitcast i32 %2312 to float
  %2314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 3
  %2315 = bitcast i32 %2314 to float
  %2316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 4
  %2317 = bitcast i32 %2316 to float
  %2318 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 5
  %2319 = bitcast i32 %2318 to float
  %2320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 6
  %2321 = bitcast i32 %2320 to float
  %2322 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 7
  %2323 = bitcast i32 %2322 to float
  %2324 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 8
  %2325 = bitcast i32 %2324 to float
  %2326 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 9
  %2327 = bitcast i32 %2326 to float
  %2328 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 10
  %2329 = bitcast i32 %2328 to float
  %2330 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 11
  %2331 = bitcast i32 %2330 to float
  %2332 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 12
  %2333 = bitcast i32 %2332 to float
  %2334 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 13
  %2335 = bitcast i32 %2334 to float
  %2336 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 14
  %2337 = bitcast i32 %2336 to float
  %2338 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 15
  %2339 = bitcast i32 %2338 to float
  %2340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 16
  %2341 = bitcast i32 %2340 to float
  %2342 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 17
  %2343 = bitcast i32 %2342 to float
  %2344 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 18
  %2345 = bitcast i32 %2344 to float
  %2346 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 19
  %2347 = bitcast i32 %2346 to float
  %2348 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 20
  %2349 = bitcast i32 %2348 to float
  %2350 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 21
  %2351 = bitcast i32 %2350 to float
  %2352 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 22
  %2353 = bitcast i32 %2352 to float
  %2354 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 23
  %2355 = bitcast i32 %2354 to float
  %2356 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 24
  %2357 = bitcast i32 %2356 to float
  %2358 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 25
  %2359 = bitcast i32 %2358 to float
  %2360 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 26
  %2361 = bitcast i32 %2360 to float
  %2362 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 27
  %2363 = bitcast i32 %2362 to float
  %2364 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 28
  %2365 = bitcast i32 %2364 to float
  %2366 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 29
  %2367 = bitcast i32 %2366 to float
  %2368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 30
  %2369 = bitcast i32 %2368 to float
  %2370 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2307, 31
  %2371 = bitcast i32 %2370 to float
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %1302, label %2372, label %2373

2372:                                             ; preds = %2241
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 128;", "r,~{memory}"(i32 %2158) #5
  br label %2373

2373:                                             ; preds = %2372, %2241
  br i1 %1301, label %2374, label %2375

2374:                                             ; preds = %2373
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 102400) to i32)) #5
  br label %2375

2375:                                             ; preds = %2374, %2373
  %2376 = icmp slt i32 %1621, %623
  %2377 = xor i32 %1623, 16384
  %2378 = zext nneg i32 %2377 to i64
  %2379 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %2378
  %2380 = or disjoint i32 %1621, %13
  %2381 = add i32 %2380, %10
  %2382 = shl i32 %2381, 7
  %2383 = or disjoint i32 %2382, %237
  %2384 = or disjoint i32 %1621, %17
  %2385 = add i32 %2384, %10
  %2386 = shl i32 %2385, 7
  %2387 = or disjoint i32 %2386, %237
  %2388 = or disjoint i32 %1621, %21
  %2389 = add i32 %2388, %10
  %2390 = shl i32 %2389, 7
  %2391 = or disjoint i32 %2390, %237
  %2392 = or disjoint i32 %1621, %25
  %2393 = add i32 %2392, %10
  %2394 = shl i32 %2393, 7
  %2395 = or disjoint i32 %2394, %237
  %2396 = or disjoint i32 %1621, %29
  %2397 = add i32 %2396, %10
  %2398 = shl i32 %2397, 7
  %2399 = or disjoint i32 %2398, %237
  %2400 = or disjoint i32 %1621, %33
  %2401 = add i32 %2400, %10
  %2402 = shl i32 %2401, 7
  %2403 = or disjoint i32 %2402, %237
  %2404 = or disjoint i32 %1621, %37
  %2405 = add i32 %2404, %10
  %2406 = shl i32 %2405, 7
  %2407 = or disjoint i32 %2406, %237
  %2408 = or disjoint i32 %1621, %41
  %2409 = add i32 %2408, %10
  %2410 = shl i32 %2409, 7
  %2411 = or disjoint i32 %2410, %237
  %2412 = or disjoint i32 %1621, %45
  %2413 = add i32 %2412, %10
  %2414 = shl i32 %2413, 7
  %2415 = or disjoint i32 %2414, %237
  %2416 = or disjoint i32 %1621, %49
  %2417 = add i32 %2416, %10
  %2418 = shl i32 %2417, 7
  %2419 = or disjoint i32 %2418, %237
  %2420 = or disjoint i32 %1621, %53
  %2421 = add i32 %2420, %10
  %2422 = shl i32 %2421, 7
  %2423 = or disjoint i32 %2422, %237
  %2424 = or disjoint i32 %1621, %57
  %2425 = add i32 %2424, %10
  %2426 = shl i32 %2425, 7
  %2427 = or disjoint i32 %2426, %237
  %2428 = or disjoint i32 %1621, %61
  %2429 = add i32 %2428, %10
  %2430 = shl i32 %2429, 7
  %2431 = or disjoint i32 %2430, %237
  %2432 = or disjoint i32 %1621, %65
  %2433 = add i32 %2432, %10
  %2434 = shl i32 %2433, 7
  %2435 = or disjoint i32 %2434, %237
  %2436 = or disjoint i32 %1621, %69
  %2437 = add i32 %2436, %10
  %2438 = shl i32 %2437, 7
  %2439 = or disjoint i32 %2438, %237
  %2440 = or disjoint i32 %1621, %73
  %2441 = add i32 %2440, %10
  %2442 = shl i32 %2441, 7
  %2443 = or disjoint i32 %2442, %237
  %2444 = or disjoint i32 %1621, %77
  %2445 = add i32 %2444, %10
  %2446 = shl i32 %2445, 7
  %2447 = or disjoint i32 %2446, %237
  %2448 = or disjoint i32 %1621, %81
  %2449 = add i32 %2448, %10
  %2450 = shl i32 %2449, 7
  %2451 = or disjoint i32 %2450, %237
  %2452 = or disjoint i32 %1621, %85
  %2453 = add i32 %2452, %10
  %2454 = shl i32 %2453, 7
  %2455 = or disjoint i32 %2454, %237
  %2456 = or disjoint i32 %1621, %89
  %2457 = add i32 %2456, %10
  %2458 = shl i32 %2457, 7
  %2459 = or disjoint i32 %2458, %237
  %2460 = or disjoint i32 %1621, %93
  %2461 = add i32 %2460, %10
  %2462 = shl i32 %2461, 7
  %2463 = or disjoint i32 %2462, %237
  %2464 = or disjoint i32 %1621, %97
  %2465 = add i32 %2464, %10
  %2466 = shl i32 %2465, 7
  %2467 = or disjoint i32 %2466, %237
  %2468 = or disjoint i32 %1621, %101
  %2469 = add i32 %2468, %10
  %2470 = shl i32 %2469, 7
  %2471 = or disjoint i32 %2470, %237
  %2472 = or disjoint i32 %1621, %105
  %2473 = add i32 %2472, %10
  %2474 = shl i32 %2473, 7
  %2475 = or disjoint i32 %2474, %237
  %2476 = or disjoint i32 %1621, %109
  %2477 = add i32 %2476, %10
  %2478 = shl i32 %2477, 7
  %2479 = or disjoint i32 %2478, %237
  %2480 = or disjoint i32 %1621, %113
  %2481 = add i32 %2480, %10
  %2482 = shl i32 %2481, 7
  %2483 = or disjoint i32 %2482, %237
  %2484 = or disjoint i32 %1621, %117
  %2485 = add i32 %2484, %10
  %2486 = shl i32 %2485, 7
  %2487 = or disjoint i32 %2486, %237
  %2488 = or disjoint i32 %1621, %121
  %2489 = add i32 %2488, %10
  %2490 = shl i32 %2489, 7
  %2491 = or disjoint i32 %2490, %237
  %2492 = or disjoint i32 %1621, %125
  %2493 = add i32 %2492, %10
  %2494 = shl i32 %2493, 7
  %2495 = or disjoint i32 %2494, %237
  %2496 = or disjoint i32 %1621, %129
  %2497 = add i32 %2496, %10
  %2498 = shl i32 %2497, 7
  %2499 = or disjoint i32 %2498, %237
  %2500 = or disjoint i32 %1621, %133
  %2501 = add i32 %2500, %10
  %2502 = shl i32 %2501, 7
  %2503 = or disjoint i32 %2502, %237
  %2504 = or disjoint i32 %1621, %137
  %2505 = add i32 %2504, %10
  %2506 = shl i32 %2505, 7
  %2507 = or disjoint i32 %2506, %237
  %2508 = icmp slt i32 %2380, %4
  %2509 = and i1 %2376, %2508
  %2510 = icmp slt i32 %2384, %4
  %2511 = and i1 %2376, %2510
  %2512 = icmp slt i32 %2388, %4
  %2513 = and i1 %2376, %2512
  %2514 = icmp slt i32 %2392, %4
  %2515 = and i1 %2376, %2514
  %2516 = icmp slt i32 %2396, %4
  %2517 = and i1 %2376, %2516
  %2518 = icmp slt i32 %2400, %4
  %2519 = and i1 %2376, %2518
  %2520 = icmp slt i32 %2404, %4
  %2521 = and i1 %2376, %2520
  %2522 = icmp slt i32 %2408, %4
  %2523 = and i1 %2376, %2522
  %2524 = icmp slt i32 %2412, %4
  %2525 = and i1 %2376, %2524
  %2526 = icmp slt i32 %2416, %4
  %2527 = and i1 %2376, %2526
  %2528 = icmp slt i32 %2420, %4
  %2529 = and i1 %2376, %2528
  %2530 = icmp slt i32 %2424, %4
  %2531 = and i1 %2376, %2530
  %2532 = icmp slt i32 %2428, %4
  %2533 = and i1 %2376, %2532
  %2534 = icmp slt i32 %2432, %4
  %2535 = and i1 %2376, %2534
  %2536 = icmp slt i32 %2436, %4
  %2537 = and i1 %2376, %2536
  %2538 = icmp slt i32 %2440, %4
  %2539 = and i1 %2376, %2538
  %2540 = icmp slt i32 %2444, %4
  %2541 = and i1 %2376, %2540
  %2542 = icmp slt i32 %2448, %4
  %2543 = and i1 %2376, %2542
  %2544 = icmp slt i32 %2452, %4
  %2545 = and i1 %2376, %2544
  %2546 = icmp slt i32 %2456, %4
  %2547 = and i1 %2376, %2546
  %2548 = icmp slt i32 %2460, %4
  %2549 = and i1 %2376, %2548
  %2550 = icmp slt i32 %2464, %4
  %2551 = and i1 %2376, %2550
  %2552 = icmp slt i32 %2468, %4
  %2553 = and i1 %2376, %2552
  %2554 = icmp slt i32 %2472, %4
  %2555 = and i1 %2376, %2554
  %2556 = icmp slt i32 %2476, %4
  %2557 = and i1 %2376, %2556
  %2558 = icmp slt i32 %2480, %4
  %2559 = and i1 %2376, %2558
  %2560 = icmp slt i32 %2484, %4
  %2561 = and i1 %2376, %2560
  %2562 = icmp slt i32 %2488, %4
  %2563 = and i1 %2376, %2562
  %2564 = icmp slt i32 %2492, %4
  %2565 = and i1 %2376, %2564
  %2566 = icmp slt i32 %2496, %4
  %2567 = and i1 %2376, %2566
  %2568 = icmp slt i32 %2500, %4
  %2569 = and i1 %2376, %2568
  %2570 = icmp slt i32 %2504, %4
  %2571 = and i1 %2376, %2570
  %2572 = getelementptr i8, ptr addrspace(3) %2379, i64 %794
  %2573 = sext i32 %2383 to i64
  %2574 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2573
  %2575 = zext i1 %2509 to i32
  %2576 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2574, i32 %2575, i16 0) #5
  store i16 %2576, ptr addrspace(3) %2572, align 2
  %2577 = getelementptr i8, ptr addrspace(3) %2379, i64 %805
  %2578 = sext i32 %2387 to i64
  %2579 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2578
  %2580 = zext i1 %2511 to i32
  %2581 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2579, i32 %2580, i16 0) #5
  store i16 %2581, ptr addrspace(3) %2577, align 2
  %2582 = getelementptr i8, ptr addrspace(3) %2379, i64 %816
  %2583 = sext i32 %2391 to i64
  %2584 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2583
  %2585 = zext i1 %2513 to i32
  %2586 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2584, i32 %2585, i16 0) #5
  store i16 %2586, ptr addrspace(3) %2582, align 2
  %2587 = getelementptr i8, ptr addrspace(3) %2379, i64 %827
  %2588 = sext i32 %2395 to i64
  %2589 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2588
  %2590 = zext i1 %2515 to i32
  %2591 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2589, i32 %2590, i16 0) #5
  store i16 %2591, ptr addrspace(3) %2587, align 2
  %2592 = getelementptr i8, ptr addrspace(3) %2379, i64 %834
  %2593 = sext i32 %2399 to i64
  %2594 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2593
  %2595 = zext i1 %2517 to i32
  %2596 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2594, i32 %2595, i16 0) #5
  store i16 %2596, ptr addrspace(3) %2592, align 2
  %2597 = getelementptr i8, ptr addrspace(3) %2379, i64 %846
  %2598 = sext i32 %2403 to i64
  %2599 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2598
  %2600 = zext i1 %2519 to i32
  %2601 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2599, i32 %2600, i16 0) #5
  store i16 %2601, ptr addrspace(3) %2597, align 2
  %2602 = getelementptr i8, ptr addrspace(3) %2379, i64 %858
  %2603 = sext i32 %2407 to i64
  %2604 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2603
  %2605 = zext i1 %2521 to i32
  %2606 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2604, i32 %2605, i16 0) #5
  store i16 %2606, ptr addrspace(3) %2602, align 2
  %2607 = getelementptr i8, ptr addrspace(3) %2379, i64 %870
  %2608 = sext i32 %2411 to i64
  %2609 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2608
  %2610 = zext i1 %2523 to i32
  %2611 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2609, i32 %2610, i16 0) #5
  store i16 %2611, ptr addrspace(3) %2607, align 2
  %2612 = getelementptr i8, ptr addrspace(3) %2379, i64 %877
  %2613 = sext i32 %2415 to i64
  %2614 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2613
  %2615 = zext i1 %2525 to i32
  %2616 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2614, i32 %2615, i16 0) #5
  store i16 %2616, ptr addrspace(3) %2612, align 2
  %2617 = getelementptr i8, ptr addrspace(3) %2379, i64 %889
  %2618 = sext i32 %2419 to i64
  %2619 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2618
  %2620 = zext i1 %2527 to i32
  %2621 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2619, i32 %2620, i16 0) #5
  store i16 %2621, ptr addrspace(3) %2617, align 2
  %2622 = getelementptr i8, ptr addrspace(3) %2379, i64 %901
  %2623 = sext i32 %2423 to i64
  %2624 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2623
  %2625 = zext i1 %2529 to i32
  %2626 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2624, i32 %2625, i16 0) #5
  store i16 %2626, ptr addrspace(3) %2622, align 2
  %2627 = getelementptr i8, ptr addrspace(3) %2379, i64 %913
  %2628 = sext i32 %2427 to i64
  %2629 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2628
  %2630 = zext i1 %2531 to i32
  %2631 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2629, i32 %2630, i16 0) #5
  store i16 %2631, ptr addrspace(3) %2627, align 2
  %2632 = getelementptr i8, ptr addrspace(3) %2379, i64 %920
  %2633 = sext i32 %2431 to i64
  %2634 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2633
  %2635 = zext i1 %2533 to i32
  %2636 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2634, i32 %2635, i16 0) #5
  store i16 %2636, ptr addrspace(3) %2632, align 2
  %2637 = getelementptr i8, ptr addrspace(3) %2379, i64 %932
  %2638 = sext i32 %2435 to i64
  %2639 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2638
  %2640 = zext i1 %2535 to i32
  %2641 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2639, i32 %2640, i16 0) #5
  store i16 %2641, ptr addrspace(3) %2637, align 2
  %2642 = getelementptr i8, ptr addrspace(3) %2379, i64 %944
  %2643 = sext i32 %2439 to i64
  %2644 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2643
  %2645 = zext i1 %2537 to i32
  %2646 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2644, i32 %2645, i16 0) #5
  store i16 %2646, ptr addrspace(3) %2642, align 2
  %2647 = getelementptr i8, ptr addrspace(3) %2379, i64 %956
  %2648 = sext i32 %2443 to i64
  %2649 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2648
  %2650 = zext i1 %2539 to i32
  %2651 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2649, i32 %2650, i16 0) #5
  store i16 %2651, ptr addrspace(3) %2647, align 2
  %2652 = getelementptr i8, ptr addrspace(3) %2379, i64 %963
  %2653 = sext i32 %2447 to i64
  %2654 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2653
  %2655 = zext i1 %2541 to i32
  %2656 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2654, i32 %2655, i16 0) #5
  store i16 %2656, ptr addrspace(3) %2652, align 2
  %2657 = getelementptr i8, ptr addrspace(3) %2379, i64 %975
  %2658 = sext i32 %2451 to i64
  %2659 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2658
  %2660 = zext i1 %2543 to i32
  %2661 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2659, i32 %2660, i16 0) #5
  store i16 %2661, ptr addrspace(3) %2657, align 2
  %2662 = getelementptr i8, ptr addrspace(3) %2379, i64 %987
  %2663 = sext i32 %2455 to i64
  %2664 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2663
  %2665 = zext i1 %2545 to i32
  %2666 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2664, i32 %2665, i16 0) #5
  store i16 %2666, ptr addrspace(3) %2662, align 2
  %2667 = getelementptr i8, ptr addrspace(3) %2379, i64 %999
  %2668 = sext i32 %2459 to i64
  %2669 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2668
  %2670 = zext i1 %2547 to i32
  %2671 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2669, i32 %2670, i16 0) #5
  store i16 %2671, ptr addrspace(3) %2667, align 2
  %2672 = getelementptr i8, ptr addrspace(3) %2379, i64 %1006
  %2673 = sext i32 %2463 to i64
  %2674 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2673
  %2675 = zext i1 %2549 to i32
  %2676 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2674, i32 %2675, i16 0) #5
  store i16 %2676, ptr addrspace(3) %2672, align 2
  %2677 = getelementptr i8, ptr addrspace(3) %2379, i64 %1018
  %2678 = sext i32 %2467 to i64
  %2679 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2678
  %2680 = zext i1 %2551 to i32
  %2681 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2679, i32 %2680, i16 0) #5
  store i16 %2681, ptr addrspace(3) %2677, align 2
  %2682 = getelementptr i8, ptr addrspace(3) %2379, i64 %1030
  %2683 = sext i32 %2471 to i64
  %2684 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2683
  %2685 = zext i1 %2553 to i32
  %2686 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2684, i32 %2685, i16 0) #5
  store i16 %2686, ptr addrspace(3) %2682, align 2
  %2687 = getelementptr i8, ptr addrspace(3) %2379, i64 %1042
  %2688 = sext i32 %2475 to i64
  %2689 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2688
  %2690 = zext i1 %2555 to i32
  %2691 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2689, i32 %2690, i16 0) #5
  store i16 %2691, ptr addrspace(3) %2687, align 2
  %2692 = getelementptr i8, ptr addrspace(3) %2379, i64 %1049
  %2693 = sext i32 %2479 to i64
  %2694 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2693
  %2695 = zext i1 %2557 to i32
  %2696 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2694, i32 %2695, i16 0) #5
  store i16 %2696, ptr addrspace(3) %2692, align 2
  %2697 = getelementptr i8, ptr addrspace(3) %2379, i64 %1061
  %2698 = sext i32 %2483 to i64
  %2699 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2698
  %2700 = zext i1 %2559 to i32
  %2701 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2699, i32 %2700, i16 0) #5
  store i16 %2701, ptr addrspace(3) %2697, align 2
  %2702 = getelementptr i8, ptr addrspace(3) %2379, i64 %1073
  %2703 = sext i32 %2487 to i64
  %2704 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2703
  %2705 = zext i1 %2561 to i32
  %2706 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2704, i32 %2705, i16 0) #5
  store i16 %2706, ptr addrspace(3) %2702, align 2
  %2707 = getelementptr i8, ptr addrspace(3) %2379, i64 %1085
  %2708 = sext i32 %2491 to i64
  %2709 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2708
  %2710 = zext i1 %2563 to i32
  %2711 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2709, i32 %2710, i16 0) #5
  store i16 %2711, ptr addrspace(3) %2707, align 2
  %2712 = getelementptr i8, ptr addrspace(3) %2379, i64 %1092
  %2713 = sext i32 %2495 to i64
  %2714 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2713
  %2715 = zext i1 %2565 to i32
  %2716 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2714, i32 %2715, i16 0) #5
  store i16 %2716, ptr addrspace(3) %2712, align 2
  %2717 = getelementptr i8, ptr addrspace(3) %2379, i64 %1104
  %2718 = sext i32 %2499 to i64
  %2719 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2718
  %2720 = zext i1 %2567 to i32
  %2721 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2719, i32 %2720, i16 0) #5
  store i16 %2721, ptr addrspace(3) %2717, align 2
  %2722 = getelementptr i8, ptr addrspace(3) %2379, i64 %1116
  %2723 = sext i32 %2503 to i64
  %2724 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2723
  %2725 = zext i1 %2569 to i32
  %2726 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2724, i32 %2725, i16 0) #5
  store i16 %2726, ptr addrspace(3) %2722, align 2
  %2727 = getelementptr i8, ptr addrspace(3) %2379, i64 %1128
  %2728 = sext i32 %2507 to i64
  %2729 = getelementptr bfloat, ptr addrspace(1) %1, i64 %2728
  %2730 = zext i1 %2571 to i32
  %2731 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2729, i32 %2730, i16 0) #5
  store i16 %2731, ptr addrspace(3) %2727, align 2
  %2732 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %2378
  %2733 = getelementptr i8, ptr addrspace(3) %2732, i64 %794
  %2734 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2573
  %2735 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2734, i32 %2575, i16 0) #5
  store i16 %2735, ptr addrspace(3) %2733, align 2
  %2736 = getelementptr i8, ptr addrspace(3) %2732, i64 %805
  %2737 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2578
  %2738 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2737, i32 %2580, i16 0) #5
  store i16 %2738, ptr addrspace(3) %2736, align 2
  %2739 = getelementptr i8, ptr addrspace(3) %2732, i64 %816
  %2740 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2583
  %2741 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2740, i32 %2585, i16 0) #5
  store i16 %2741, ptr addrspace(3) %2739, align 2
  %2742 = getelementptr i8, ptr addrspace(3) %2732, i64 %827
  %2743 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2588
  %2744 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2743, i32 %2590, i16 0) #5
  store i16 %2744, ptr addrspace(3) %2742, align 2
  %2745 = getelementptr i8, ptr addrspace(3) %2732, i64 %834
  %2746 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2593
  %2747 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2746, i32 %2595, i16 0) #5
  store i16 %2747, ptr addrspace(3) %2745, align 2
  %2748 = getelementptr i8, ptr addrspace(3) %2732, i64 %846
  %2749 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2598
  %2750 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2749, i32 %2600, i16 0) #5
  store i16 %2750, ptr addrspace(3) %2748, align 2
  %2751 = getelementptr i8, ptr addrspace(3) %2732, i64 %858
  %2752 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2603
  %2753 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2752, i32 %2605, i16 0) #5
  store i16 %2753, ptr addrspace(3) %2751, align 2
  %2754 = getelementptr i8, ptr addrspace(3) %2732, i64 %870
  %2755 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2608
  %2756 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2755, i32 %2610, i16 0) #5
  store i16 %2756, ptr addrspace(3) %2754, align 2
  %2757 = getelementptr i8, ptr addrspace(3) %2732, i64 %877
  %2758 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2613
  %2759 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2758, i32 %2615, i16 0) #5
  store i16 %2759, ptr addrspace(3) %2757, align 2
  %2760 = getelementptr i8, ptr addrspace(3) %2732, i64 %889
  %2761 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2618
  %2762 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2761, i32 %2620, i16 0) #5
  store i16 %2762, ptr addrspace(3) %2760, align 2
  %2763 = getelementptr i8, ptr addrspace(3) %2732, i64 %901
  %2764 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2623
  %2765 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2764, i32 %2625, i16 0) #5
  store i16 %2765, ptr addrspace(3) %2763, align 2
  %2766 = getelementptr i8, ptr addrspace(3) %2732, i64 %913
  %2767 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2628
  %2768 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2767, i32 %2630, i16 0) #5
  store i16 %2768, ptr addrspace(3) %2766, align 2
  %2769 = getelementptr i8, ptr addrspace(3) %2732, i64 %920
  %2770 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2633
  %2771 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2770, i32 %2635, i16 0) #5
  store i16 %2771, ptr addrspace(3) %2769, align 2
  %2772 = getelementptr i8, ptr addrspace(3) %2732, i64 %932
  %2773 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2638
  %2774 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2773, i32 %2640, i16 0) #5
  store i16 %2774, ptr addrspace(3) %2772, align 2
  %2775 = getelementptr i8, ptr addrspace(3) %2732, i64 %944
  %2776 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2643
  %2777 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2776, i32 %2645, i16 0) #5
  store i16 %2777, ptr addrspace(3) %2775, align 2
  %2778 = getelementptr i8, ptr addrspace(3) %2732, i64 %956
  %2779 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2648
  %2780 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2779, i32 %2650, i16 0) #5
  store i16 %2780, ptr addrspace(3) %2778, align 2
  %2781 = getelementptr i8, ptr addrspace(3) %2732, i64 %963
  %2782 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2653
  %2783 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2782, i32 %2655, i16 0) #5
  store i16 %2783, ptr addrspace(3) %2781, align 2
  %2784 = getelementptr i8, ptr addrspace(3) %2732, i64 %975
  %2785 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2658
  %2786 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2785, i32 %2660, i16 0) #5
  store i16 %2786, ptr addrspace(3) %2784, align 2
  %2787 = getelementptr i8, ptr addrspace(3) %2732, i64 %987
  %2788 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2663
  %2789 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2788, i32 %2665, i16 0) #5
  store i16 %2789, ptr addrspace(3) %2787, align 2
  %2790 = getelementptr i8, ptr addrspace(3) %2732, i64 %999
  %2791 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2668
  %2792 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2791, i32 %2670, i16 0) #5
  store i16 %2792, ptr addrspace(3) %2790, align 2
  %2793 = getelementptr i8, ptr addrspace(3) %2732, i64 %1006
  %2794 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2673
  %2795 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2794, i32 %2675, i16 0) #5
  store i16 %2795, ptr addrspace(3) %2793, align 2
  %2796 = getelementptr i8, ptr addrspace(3) %2732, i64 %1018
  %2797 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2678
  %2798 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2797, i32 %2680, i16 0) #5
  store i16 %2798, ptr addrspace(3) %2796, align 2
  %2799 = getelementptr i8, ptr addrspace(3) %2732, i64 %1030
  %2800 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2683
  %2801 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2800, i32 %2685, i16 0) #5
  store i16 %2801, ptr addrspace(3) %2799, align 2
  %2802 = getelementptr i8, ptr addrspace(3) %2732, i64 %1042
  %2803 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2688
  %2804 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2803, i32 %2690, i16 0) #5
  store i16 %2804, ptr addrspace(3) %2802, align 2
  %2805 = getelementptr i8, ptr addrspace(3) %2732, i64 %1049
  %2806 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2693
  %2807 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2806, i32 %2695, i16 0) #5
  store i16 %2807, ptr addrspace(3) %2805, align 2
  %2808 = getelementptr i8, ptr addrspace(3) %2732, i64 %1061
  %2809 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2698
  %2810 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2809, i32 %2700, i16 0) #5
  store i16 %2810, ptr addrspace(3) %2808, align 2
  %2811 = getelementptr i8, ptr addrspace(3) %2732, i64 %1073
  %2812 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2703
  %2813 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2812, i32 %2705, i16 0) #5
  store i16 %2813, ptr addrspace(3) %2811, align 2
  %2814 = getelementptr i8, ptr addrspace(3) %2732, i64 %1085
  %2815 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2708
  %2816 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2815, i32 %2710, i16 0) #5
  store i16 %2816, ptr addrspace(3) %2814, align 2
  %2817 = getelementptr i8, ptr addrspace(3) %2732, i64 %1092
  %2818 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2713
  %2819 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2818, i32 %2715, i16 0) #5
  store i16 %2819, ptr addrspace(3) %2817, align 2
  %2820 = getelementptr i8, ptr addrspace(3) %2732, i64 %1104
  %2821 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2718
  %2822 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2821, i32 %2720, i16 0) #5
  store i16 %2822, ptr addrspace(3) %2820, align 2
  %2823 = getelementptr i8, ptr addrspace(3) %2732, i64 %1116
  %2824 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2723
  %2825 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2824, i32 %2725, i16 0) #5
  store i16 %2825, ptr addrspace(3) %2823, align 2
  %2826 = getelementptr i8, ptr addrspace(3) %2732, i64 %1128
  %2827 = getelementptr bfloat, ptr addrspace(1) %2, i64 %2728
  %2828 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %2827, i32 %2730, i16 0) #5
  store i16 %2828, ptr addrspace(3) %2826, align 2
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  br i1 %2376, label %1553, label %._crit_edge

._crit_edge:                                      ; preds = %2375, %.._crit_edge_crit_edge
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %1339, %2375 ]
  %.lcssa90 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2055, %2375 ]
  %.lcssa89 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2244, %2375 ]
  %.lcssa88 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2246, %2375 ]
  %.lcssa87 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2248, %2375 ]
  %.lcssa86 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2250, %2375 ]
  %.lcssa85 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2252, %2375 ]
  %.lcssa84 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2254, %2375 ]
  %.lcssa83 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2256, %2375 ]
  %.lcssa82 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2258, %2375 ]
  %.lcssa81 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2260, %2375 ]
  %.lcssa80 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2262, %2375 ]
  %.lcssa79 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2264, %2375 ]
  %.lcssa78 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2266, %2375 ]
  %.lcssa77 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2268, %2375 ]
  %.lcssa76 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2270, %2375 ]
  %.lcssa75 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2272, %2375 ]
  %.lcssa74 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2274, %2375 ]
  %.lcssa73 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2276, %2375 ]
  %.lcssa72 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2278, %2375 ]
  %.lcssa71 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2280, %2375 ]
  %.lcssa70 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2282, %2375 ]
  %.lcssa69 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2284, %2375 ]
  %.lcssa68 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2286, %2375 ]
  %.lcssa67 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2288, %2375 ]
  %.lcssa66 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2290, %2375 ]
  %.lcssa65 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2292, %2375 ]
  %.lcssa64 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2294, %2375 ]
  %.lcssa63 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2296, %2375 ]
  %.lcssa62 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2298, %2375 ]
  %.lcssa61 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2300, %2375 ]
  %.lcssa60 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2302, %2375 ]
  %.lcssa59 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2304, %2375 ]
  %.lcssa58 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2306, %2375 ]
  %.lcssa57 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2309, %2375 ]
  %.lcssa56 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2311, %2375 ]
  %.lcssa55 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2313, %2375 ]
  %.lcssa54 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2315, %2375 ]
  %.lcssa53 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2317, %2375 ]
  %.lcssa52 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2319, %2375 ]
  %.lcssa51 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2321, %2375 ]
  %.lcssa50 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2323, %2375 ]
  %.lcssa49 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2325, %2375 ]
  %.lcssa48 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2327, %2375 ]
  %.lcssa47 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2329, %2375 ]
  %.lcssa46 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2331, %2375 ]
  %.lcssa45 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2333, %2375 ]
  %.lcssa44 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2335, %2375 ]
  %.lcssa43 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2337, %2375 ]
  %.lcssa42 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2339, %2375 ]
  %.lcssa41 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2341, %2375 ]
  %.lcssa40 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2343, %2375 ]
  %.lcssa39 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2345, %2375 ]
  %.lcssa38 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2347, %2375 ]
  %.lcssa37 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2349, %2375 ]
  %.lcssa36 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2351, %2375 ]
  %.lcssa35 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2353, %2375 ]
  %.lcssa34 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2355, %2375 ]
  %.lcssa33 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2357, %2375 ]
  %.lcssa32 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2359, %2375 ]
  %.lcssa31 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2361, %2375 ]
  %.lcssa30 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2363, %2375 ]
  %.lcssa29 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2365, %2375 ]
  %.lcssa28 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2367, %2375 ]
  %.lcssa27 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2369, %2375 ]
  %.lcssa26 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %2371, %2375 ]
  %.lcssa = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1921, %2375 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2829 = zext nneg i32 %237 to i64
  %2830 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %2829
  store float %.lcssa, ptr addrspace(3) %2830, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2831 = fdiv float 1.000000e+00, %.lcssa90
  %2832 = fmul float %.lcssa89, %2831
  %2833 = fmul float %2831, %.lcssa88
  %2834 = fmul float %2831, %.lcssa87
  %2835 = fmul float %2831, %.lcssa86
  %2836 = fmul float %2831, %.lcssa85
  %2837 = fmul float %2831, %.lcssa84
  %2838 = fmul float %2831, %.lcssa83
  %2839 = fmul float %2831, %.lcssa82
  %2840 = fmul float %2831, %.lcssa81
  %2841 = fmul float %2831, %.lcssa80
  %2842 = fmul float %2831, %.lcssa79
  %2843 = fmul float %2831, %.lcssa78
  %2844 = fmul float %2831, %.lcssa77
  %2845 = fmul float %2831, %.lcssa76
  %2846 = fmul float %2831, %.lcssa75
  %2847 = fmul float %2831, %.lcssa74
  %2848 = fmul float %2831, %.lcssa73
  %2849 = fmul float %2831, %.lcssa72
  %2850 = fmul float %2831, %.lcssa71
  %2851 = fmul float %2831, %.lcssa70
  %2852 = fmul float %2831, %.lcssa69
  %2853 = fmul float %2831, %.lcssa68
  %2854 = fmul float %2831, %.lcssa67
  %2855 = fmul float %2831, %.lcssa66
  %2856 = fmul float %2831, %.lcssa65
  %2857 = fmul float %2831, %.lcssa64
  %2858 = fmul float %2831, %.lcssa63
  %2859 = fmul float %2831, %.lcssa62
  %2860 = fmul float %2831, %.lcssa61
  %2861 = fmul float %2831, %.lcssa60
  %2862 = fmul float %2831, %.lcssa59
  %2863 = fmul float %2831, %.lcssa58
  %2864 = fmul float %2831, %.lcssa57
  %2865 = fmul float %2831, %.lcssa56
  %2866 = fmul float %2831, %.lcssa55
  %2867 = fmul float %2831, %.lcssa54
  %2868 = fmul float %2831, %.lcssa53
  %2869 = fmul float %2831, %.lcssa52
  %2870 = fmul float %2831, %.lcssa51
  %2871 = fmul float %2831, %.lcssa50
  %2872 = fmul float %2831, %.lcssa49
  %2873 = fmul float %2831, %.lcssa48
  %2874 = fmul float %2831, %.lcssa47
  %2875 = fmul float %2831, %.lcssa46
  %2876 = fmul float %2831, %.lcssa45
  %2877 = fmul float %2831, %.lcssa44
  %2878 = fmul float %2831, %.lcssa43
  %2879 = fmul float %2831, %.lcssa42
  %2880 = fmul float %2831, %.lcssa41
  %2881 = fmul float %2831, %.lcssa40
  %2882 = fmul float %2831, %.lcssa39
  %2883 = fmul float %2831, %.lcssa38
  %2884 = fmul float %2831, %.lcssa37
  %2885 = fmul float %2831, %.lcssa36
  %2886 = fmul float %2831, %.lcssa35
  %2887 = fmul float %2831, %.lcssa34
  %2888 = fmul float %2831, %.lcssa33
  %2889 = fmul float %2831, %.lcssa32
  %2890 = fmul float %2831, %.lcssa31
  %2891 = fmul float %2831, %.lcssa30
  %2892 = fmul float %2831, %.lcssa29
  %2893 = fmul float %2831, %.lcssa28
  %2894 = fmul float %2831, %.lcssa27
  %2895 = fmul float %2831, %.lcssa26
  %2896 = fptrunc float %2832 to bfloat
  %2897 = fptrunc float %2833 to bfloat
  %2898 = fptrunc float %2834 to bfloat
  %2899 = fptrunc float %2835 to bfloat
  %2900 = fptrunc float %2836 to bfloat
  %2901 = fptrunc float %2837 to bfloat
  %2902 = fptrunc float %2838 to bfloat
  %2903 = fptrunc float %2839 to bfloat
  %2904 = fptrunc float %2840 to bfloat
  %2905 = fptrunc float %2841 to bfloat
  %2906 = fptrunc float %2842 to bfloat
  %2907 = fptrunc float %2843 to bfloat
  %2908 = fptrunc float %2844 to bfloat
  %2909 = fptrunc float %2845 to bfloat
  %2910 = fptrunc float %2846 to bfloat
  %2911 = fptrunc float %2847 to bfloat
  %2912 = fptrunc float %2848 to bfloat
  %2913 = fptrunc float %2849 to bfloat
  %2914 = fptrunc float %2850 to bfloat
  %2915 = fptrunc float %2851 to bfloat
  %2916 = fptrunc float %2852 to bfloat
  %2917 = fptrunc float %2853 to bfloat
  %2918 = fptrunc float %2854 to bfloat
  %2919 = fptrunc float %2855 to bfloat
  %2920 = fptrunc float %2856 to bfloat
  %2921 = fptrunc float %2857 to bfloat
  %2922 = fptrunc float %2858 to bfloat
  %2923 = fptrunc float %2859 to bfloat
  %2924 = fptrunc float %2860 to bfloat
  %2925 = fptrunc float %2861 to bfloat
  %2926 = fptrunc float %2862 to bfloat
  %2927 = fptrunc float %2863 to bfloat
  %2928 = fptrunc float %2864 to bfloat
  %2929 = fptrunc float %2865 to bfloat
  %2930 = fptrunc float %2866 to bfloat
  %2931 = fptrunc float %2867 to bfloat
  %2932 = fptrunc float %2868 to bfloat
  %2933 = fptrunc float %2869 to bfloat
  %2934 = fptrunc float %2870 to bfloat
  %2935 = fptrunc float %2871 to bfloat
  %2936 = fptrunc float %2872 to bfloat
  %2937 = fptrunc float %2873 to bfloat
  %2938 = fptrunc float %2874 to bfloat
  %2939 = fptrunc float %2875 to bfloat
  %2940 = fptrunc float %2876 to bfloat
  %2941 = fptrunc float %2877 to bfloat
  %2942 = fptrunc float %2878 to bfloat
  %2943 = fptrunc float %2879 to bfloat
  %2944 = fptrunc float %2880 to bfloat
  %2945 = fptrunc float %2881 to bfloat
  %2946 = fptrunc float %2882 to bfloat
  %2947 = fptrunc float %2883 to bfloat
  %2948 = fptrunc float %2884 to bfloat
  %2949 = fptrunc float %2885 to bfloat
  %2950 = fptrunc float %2886 to bfloat
  %2951 = fptrunc float %2887 to bfloat
  %2952 = fptrunc float %2888 to bfloat
  %2953 = fptrunc float %2889 to bfloat
  %2954 = fptrunc float %2890 to bfloat
  %2955 = fptrunc float %2891 to bfloat
  %2956 = fptrunc float %2892 to bfloat
  %2957 = fptrunc float %2893 to bfloat
  %2958 = fptrunc float %2894 to bfloat
  %2959 = fptrunc float %2895 to bfloat
  %2960 = lshr i32 %7, 1
  %2961 = and i32 %2960, 64
  %2962 = add i32 %10, %.pre-phi
  %2963 = shl i32 %2962, 7
  %2964 = or disjoint i32 %2963, %2961
  %2965 = sext i32 %2964 to i64
  %2966 = getelementptr bfloat, ptr addrspace(1) %3, i64 %2965
  %2967 = icmp slt i32 %.pre-phi, %4
  %2968 = ptrtoint ptr addrspace(1) %2966 to i64
  %2969 = and i64 %2968, 7
  %2970 = icmp eq i64 %2969, 0
  %2971 = and i1 %2967, %2970
  %2972 = xor i1 %2967, %2971
  %2973 = zext i1 %2971 to i32
  %2974 = bitcast bfloat %2896 to i16
  %2975 = bitcast bfloat %2897 to i16
  %2976 = bitcast bfloat %2898 to i16
  %2977 = bitcast bfloat %2899 to i16
  %2978 = zext i1 %2972 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %2973, i16 %2974, i16 %2975, i16 %2976, i16 %2977, ptr addrspace(1) %2966, i32 %2978, i32 %2978, i32 %2978, i32 %2978) #5
  %2979 = getelementptr i8, ptr addrspace(1) %2966, i64 8
  %2980 = ptrtoint ptr addrspace(1) %2979 to i64
  %2981 = and i64 %2980, 7
  %2982 = icmp eq i64 %2981, 0
  %2983 = and i1 %2967, %2982
  %2984 = xor i1 %2967, %2983
  %2985 = zext i1 %2983 to i32
  %2986 = bitcast bfloat %2900 to i16
  %2987 = bitcast bfloat %2901 to i16
  %2988 = bitcast bfloat %2902 to i16
  %2989 = bitcast bfloat %2903 to i16
  %2990 = zext i1 %2984 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %2985, i16 %2986, i16 %2987, i16 %2988, i16 %2989, ptr addrspace(1) %2979, i32 %2990, i32 %2990, i32 %2990, i32 %2990) #5
  %2991 = getelementptr i8, ptr addrspace(1) %2966, i64 16
  %2992 = ptrtoint ptr addrspace(1) %2991 to i64
  %2993 = and i64 %2992, 7
  %2994 = icmp eq i64 %2993, 0
  %2995 = and i1 %2967, %2994
  %2996 = xor i1 %2967, %2995
  %2997 = zext i1 %2995 to i32
  %2998 = bitcast bfloat %2904 to i16
  %2999 = bitcast bfloat %2905 to i16
  %3000 = bitcast bfloat %2906 to i16
  %3001 = bitcast bfloat %2907 to i16
  %3002 = zext i1 %2996 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %2997, i16 %2998, i16 %2999, i16 %3000, i16 %3001, ptr addrspace(1) %2991, i32 %3002, i32 %3002, i32 %3002, i32 %3002) #5
  %3003 = getelementptr i8, ptr addrspace(1) %2966, i64 24
  %3004 = ptrtoint ptr addrspace(1) %3003 to i64
  %3005 = and i64 %3004, 7
  %3006 = icmp eq i64 %3005, 0
  %3007 = and i1 %2967, %3006
  %3008 = xor i1 %2967, %3007
  %3009 = zext i1 %3007 to i32
  %3010 = bitcast bfloat %2908 to i16
  %3011 = bitcast bfloat %2909 to i16
  %3012 = bitcast bfloat %2910 to i16
  %3013 = bitcast bfloat %2911 to i16
  %3014 = zext i1 %3008 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %3009, i16 %3010, i16 %3011, i16 %3012, i16 %3013, ptr addrspace(1) %3003, i32 %3014, i32 %3014, i32 %3014, i32 %3014) #5
  %3015 = getelementptr i8, ptr addrspace(1) %2966, i64 32
  %3016 = ptrtoint ptr addrspace(1) %3015 to i64
  %3017 = and i64 %3016, 7
  %3018 = icmp eq i64 %3017, 0
  %3019 = and i1 %2967, %3018
  %3020 = xor i1 %2967, %3019
  %3021 = zext i1 %3019 to i32
  %3022 = bitcast bfloat %2912 to i16
  %3023 = bitcast bfloat %2913 to i16
  %3024 = bitcast bfloat %2914 to i16
  %3025 = bitcast bfloat %2915 to i16
  %3026 = zext i1 %3020 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %3021, i16 %3022, i16 %3023, i16 %3024, i16 %3025, ptr addrspace(1) %3015, i32 %3026, i32 %3026, i32 %3026, i32 %3026) #5
  %3027 = getelementptr i8, ptr addrspace(1) %2966, i64 40
  %3028 = ptrtoint ptr addrspace(1) %3027 to i64
  %3029 = and i64 %3028, 7
  %3030 = icmp eq i64 %3029, 0
  %3031 = and i1 %2967, %3030
  %3032 = xor i1 %2967, %3031
  %3033 = zext i1 %3031 to i32
  %3034 = bitcast bfloat %2916 to i16
  %3035 = bitcast bfloat %2917 to i16
  %3036 = bitcast bfloat %2918 to i16
  %3037 = bitcast bfloat %2919 to i16
  %3038 = zext i1 %3032 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %3033, i16 %3034, i16 %3035, i16 %3036, i16 %3037, ptr addrspace(1) %3027, i32 %3038, i32 %3038, i32 %3038, i32 %3038) #5
  %3039 = getelementptr i8, ptr addrspace(1) %2966, i64 48
  %3040 = ptrtoint ptr addrspace(1) %3039 to i64
  %3041 = and i64 %3040, 7
  %3042 = icmp eq i64 %3041, 0
  %3043 = and i1 %2967, %3042
  %3044 = xor i1 %2967, %3043
  %3045 = zext i1 %3043 to i32
  %3046 = bitcast bfloat %2920 to i16
  %3047 = bitcast bfloat %2921 to i16
  %3048 = bitcast bfloat %2922 to i16
  %3049 = bitcast bfloat %2923 to i16
  %3050 = zext i1 %3044 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %3045, i16 %3046, i16 %3047, i16 %3048, i16 %3049, ptr addrspace(1) %3039, i32 %3050, i32 %3050, i32 %3050, i32 %3050) #5
  %3051 = getelementptr i8, ptr addrspace(1) %2966, i64 56
  %3052 = ptrtoint ptr addrspace(1) %3051 to i64
  %3053 = and i64 %3052, 7
  %3054 = icmp eq i64 %3053, 0
  %3055 = and i1 %2967, %3054
  %3056 = xor i1 %2967, %3055
  %3057 = zext i1 %3055 to i32
  %3058 = bitcast bfloat %2924 to i16
  %3059 = bitcast bfloat %2925 to i16
  %3060 = bitcast bfloat %2926 to i16
  %3061 = bitcast bfloat %2927 to i16
  %3062 = zext i1 %3056 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %3057, i16 %3058, i16 %3059, i16 %3060, i16 %3061, ptr addrspace(1) %3051, i32 %3062, i32 %3062, i32 %3062, i32 %3062) #5
  %3063 = getelementptr i8, ptr addrspace(1) %2966, i64 64
  %3064 = ptrtoint ptr addrspace(1) %3063 to i64
  %3065 = and i64 %3064, 7
  %3066 = icmp eq i64 %3065, 0
  %3067 = and i1 %2967, %3066
  %3068 = xor i1 %2967, %3067
  %3069 = zext i1 %3067 to i32
  %3070 = bitcast bfloat %2928 to i16
  %3071 = bitcast bfloat %2929 to i16
  %3072 = bitcast bfloat %2930 to i16
  %3073 = bitcast bfloat %2931 to i16
  %3074 = zext i1 %3068 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %3069, i16 %3070, i16 %3071, i16 %3072, i16 %3073, ptr addrspace(1) %3063, i32 %3074, i32 %3074, i32 %3074, i32 %3074) #5
  %3075 = getelementptr i8, ptr addrspace(1) %2966, i64 72
  %3076 = ptrtoint ptr addrspace(1) %3075 to i64
  %3077 = and i64 %3076, 7
  %3078 = icmp eq i64 %3077, 0
  %3079 = and i1 %2967, %3078
  %3080 = xor i1 %2967, %3079
  %3081 = zext i1 %3079 to i32
  %3082 = bitcast bfloat %2932 to i16
  %3083 = bitcast bfloat %2933 to i16
  %3084 = bitcast bfloat %2934 to i16
  %3085 = bitcast bfloat %2935 to i16
  %3086 = zext i1 %3080 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %3081, i16 %3082, i16 %3083, i16 %3084, i16 %3085, ptr addrspace(1) %3075, i32 %3086, i32 %3086, i32 %3086, i32 %3086) #5
  %3087 = getelementptr i8, ptr addrspace(1) %2966, i64 80
  %3088 = ptrtoint ptr addrspace(1) %3087 to i64
  %3089 = and i64 %3088, 7
  %3090 = icmp eq i64 %3089, 0
  %3091 = and i1 %2967, %3090
  %3092 = xor i1 %2967, %3091
  %3093 = zext i1 %3091 to i32
  %3094 = bitcast bfloat %2936 to i16
  %3095 = bitcast bfloat %2937 to i16
  %3096 = bitcast bfloat %2938 to i16
  %3097 = bitcast bfloat %2939 to i16
  %3098 = zext i1 %3092 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %3093, i16 %3094, i16 %3095, i16 %3096, i16 %3097, ptr addrspace(1) %3087, i32 %3098, i32 %3098, i32 %3098, i32 %3098) #5
  %3099 = getelementptr i8, ptr addrspace(1) %2966, i64 88
  %3100 = ptrtoint ptr addrspace(1) %3099 to i64
  %3101 = and i64 %3100, 7
  %3102 = icmp eq i64 %3101, 0
  %3103 = and i1 %2967, %3102
  %3104 = xor i1 %2967, %3103
  %3105 = zext i1 %3103 to i32
  %3106 = bitcast bfloat %2940 to i16
  %3107 = bitcast bfloat %2941 to i16
  %3108 = bitcast bfloat %2942 to i16
  %3109 = bitcast bfloat %2943 to i16
  %3110 = zext i1 %3104 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %3105, i16 %3106, i16 %3107, i16 %3108, i16 %3109, ptr addrspace(1) %3099, i32 %3110, i32 %3110, i32 %3110, i32 %3110) #5
  %3111 = getelementptr i8, ptr addrspace(1) %2966, i64 96
  %3112 = ptrtoint ptr addrspace(1) %3111 to i64
  %3113 = and i64 %3112, 7
  %3114 = icmp eq i64 %3113, 0
  %3115 = and i1 %2967, %3114
  %3116 = xor i1 %2967, %3115
  %3117 = zext i1 %3115 to i32
  %3118 = bitcast bfloat %2944 to i16
  %3119 = bitcast bfloat %2945 to i16
  %3120 = bitcast bfloat %2946 to i16
  %3121 = bitcast bfloat %2947 to i16
  %3122 = zext i1 %3116 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %3117, i16 %3118, i16 %3119, i16 %3120, i16 %3121, ptr addrspace(1) %3111, i32 %3122, i32 %3122, i32 %3122, i32 %3122) #5
  %3123 = getelementptr i8, ptr addrspace(1) %2966, i64 104
  %3124 = ptrtoint ptr addrspace(1) %3123 to i64
  %3125 = and i64 %3124, 7
  %3126 = icmp eq i64 %3125, 0
  %3127 = and i1 %2967, %3126
  %3128 = xor i1 %2967, %3127
  %3129 = zext i1 %3127 to i32
  %3130 = bitcast bfloat %2948 to i16
  %3131 = bitcast bfloat %2949 to i16
  %3132 = bitcast bfloat %2950 to i16
  %3133 = bitcast bfloat %2951 to i16
  %3134 = zext i1 %3128 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %3129, i16 %3130, i16 %3131, i16 %3132, i16 %3133, ptr addrspace(1) %3123, i32 %3134, i32 %3134, i32 %3134, i32 %3134) #5
  %3135 = getelementptr i8, ptr addrspace(1) %2966, i64 112
  %3136 = ptrtoint ptr addrspace(1) %3135 to i64
  %3137 = and i64 %3136, 7
  %3138 = icmp eq i64 %3137, 0
  %3139 = and i1 %2967, %3138
  %3140 = xor i1 %2967, %3139
  %3141 = zext i1 %3139 to i32
  %3142 = bitcast bfloat %2952 to i16
  %3143 = bitcast bfloat %2953 to i16
  %3144 = bitcast bfloat %2954 to i16
  %3145 = bitcast bfloat %2955 to i16
  %3146 = zext i1 %3140 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %3141, i16 %3142, i16 %3143, i16 %3144, i16 %3145, ptr addrspace(1) %3135, i32 %3146, i32 %3146, i32 %3146, i32 %3146) #5
  %3147 = getelementptr i8, ptr addrspace(1) %2966, i64 120
  %3148 = ptrtoint ptr addrspace(1) %3147 to i64
  %3149 = and i64 %3148, 7
  %3150 = icmp eq i64 %3149, 0
  %3151 = and i1 %2967, %3150
  %3152 = xor i1 %2967, %3151
  %3153 = zext i1 %3151 to i32
  %3154 = bitcast bfloat %2956 to i16
  %3155 = bitcast bfloat %2957 to i16
  %3156 = bitcast bfloat %2958 to i16
  %3157 = bitcast bfloat %2959 to i16
  %3158 = zext i1 %3152 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %3153, i16 %3154, i16 %3155, i16 %3156, i16 %3157, ptr addrspace(1) %3147, i32 %3158, i32 %3158, i32 %3158, i32 %3158) #5
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
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #4

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
