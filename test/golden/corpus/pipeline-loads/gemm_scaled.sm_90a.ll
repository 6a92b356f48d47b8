; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_scaled_smem = internal unnamed_addr addrspace(3) global [16384 x i8] undef, align 16
@gemm_scaled_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_scaled(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, i32 %4, i32 %5, i32 %6) local_unnamed_addr #0 {
  %8 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nuw nsw i32 %8, 2
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = shl nuw nsw i32 %11, 6
  %13 = shl i32 %10, 6
  %14 = and i32 %8, 63
  %15 = or disjoint i32 %13, %14
  %16 = lshr i32 %8, 3
  %17 = or disjoint i32 %12, %16
  %18 = or disjoint i32 %9, 1
  %19 = or disjoint i32 %9, 2
  %20 = or disjoint i32 %9, 3
  %21 = or disjoint i32 %9, 512
  %22 = lshr i32 %21, 5
  %23 = or disjoint i32 %22, %12
  %24 = or disjoint i32 %9, 513
  %25 = lshr i32 %24, 5
  %26 = or disjoint i32 %25, %12
  %27 = or disjoint i32 %9, 514
  %28 = lshr i32 %27, 5
  %29 = or disjoint i32 %28, %12
  %30 = or disjoint i32 %9, 515
  %31 = lshr i32 %30, 5
  %32 = or disjoint i32 %31, %12
  %33 = or disjoint i32 %9, 1024
  %34 = lshr i32 %33, 5
  %35 = or disjoint i32 %34, %12
  %36 = or disjoint i32 %9, 1025
  %37 = lshr i32 %36, 5
  %38 = or disjoint i32 %37, %12
  %39 = or disjoint i32 %9, 1026
  %40 = lshr i32 %39, 5
  %41 = or disjoint i32 %40, %12
  %42 = or disjoint i32 %9, 1027
  %43 = lshr i32 %42, 5
  %44 = or disjoint i32 %43, %12
  %45 = or disjoint i32 %9, 1536
  %46 = lshr i32 %45, 5
  %47 = or disjoint i32 %46, %12
  %48 = or disjoint i32 %9, 1537
  %49 = lshr i32 %48, 5
  %50 = or disjoint i32 %49, %12
  %51 = or disjoint i32 %9, 1538
  %52 = lshr i32 %51, 5
  %53 = or disjoint i32 %52, %12
  %54 = or disjoint i32 %9, 1539
  %55 = lshr i32 %54, 5
  %56 = or disjoint i32 %55, %12
  %57 = mul i32 %6, %17
  %58 = mul i32 %6, %23
  %59 = mul i32 %6, %26
  %60 = mul i32 %6, %29
  %61 = mul i32 %6, %32
  %62 = mul i32 %6, %35
  %63 = mul i32 %6, %38
  %64 = mul i32 %6, %41
  %65 = mul i32 %6, %44
  %66 = mul i32 %6, %47
  %67 = mul i32 %6, %50
  %68 = mul i32 %6, %53
  %69 = mul i32 %6, %56
  %70 = icmp slt i32 %17, %4
  %71 = icmp slt i32 %23, %4
  %72 = icmp slt i32 %26, %4
  %73 = icmp slt i32 %29, %4
  %74 = icmp slt i32 %32, %4
  %75 = icmp slt i32 %35, %4
  %76 = icmp slt i32 %38, %4
  %77 = icmp slt i32 %41, %4
  %78 = icmp slt i32 %44, %4
  %79 = icmp slt i32 %47, %4
  %80 = icmp slt i32 %50, %4
  %81 = icmp slt i32 %53, %4
  %82 = icmp slt i32 %56, %4
  %83 = and i32 %9, 28
  %84 = and i32 %18, 29
  %85 = and i32 %19, 30
  %86 = and i32 %20, 31
  %87 = and i32 %24, 29
  %88 = and i32 %27, 30
  %89 = and i32 %30, 31
  %90 = and i32 %36, 29
  %91 = and i32 %39, 30
  %92 = and i32 %42, 31
  %93 = and i32 %48, 29
  %94 = and i32 %51, 30
  %95 = and i32 %54, 31
  %96 = and i32 %9, 60
  %97 = or disjoint i32 %96, %13
  %98 = and i32 %18, 61
  %99 = or disjoint i32 %98, %13
  %100 = and i32 %19, 62
  %101 = or disjoint i32 %100, %13
  %102 = and i32 %20, 63
  %103 = or disjoint i32 %102, %13
  %104 = and i32 %24, 61
  %105 = or disjoint i32 %104, %13
  %106 = and i32 %27, 62
  %107 = or disjoint i32 %106, %13
  %108 = and i32 %30, 63
  %109 = or disjoint i32 %108, %13
  %110 = and i32 %36, 61
  %111 = or disjoint i32 %110, %13
  %112 = and i32 %39, 62
  %113 = or disjoint i32 %112, %13
  %114 = and i32 %42, 63
  %115 = or disjoint i32 %114, %13
  %116 = and i32 %48, 61
  %117 = or disjoint i32 %116, %13
  %118 = and i32 %51, 62
  %119 = or disjoint i32 %118, %13
  %120 = and i32 %54, 63
  %121 = or disjoint i32 %120, %13
  %122 = icmp slt i32 %97, %5
  %123 = icmp slt i32 %99, %5
  %124 = icmp slt i32 %101, %5
  %125 = icmp slt i32 %103, %5
  %126 = icmp slt i32 %105, %5
  %127 = icmp slt i32 %107, %5
  %128 = icmp slt i32 %109, %5
  %129 = icmp slt i32 %111, %5
  %130 = icmp slt i32 %113, %5
  %131 = icmp slt i32 %115, %5
  %132 = icmp slt i32 %117, %5
  %133 = icmp slt i32 %119, %5
  %134 = icmp slt i32 %121, %5
  %135 = lshr i32 %8, 4
  %136 = lshr i32 %21, 6
  %137 = lshr i32 %24, 6
  %138 = lshr i32 %27, 6
  %139 = lshr i32 %30, 6
  %140 = lshr i32 %33, 6
  %141 = lshr i32 %36, 6
  %142 = lshr i32 %39, 6
  %143 = lshr i32 %42, 6
  %144 = lshr i32 %45, 6
  %145 = lshr i32 %48, 6
  %146 = lshr i32 %51, 6
  %147 = lshr i32 %54, 6
  %148 = icmp slt i32 %15, %5
  %149 = icmp sgt i32 %6, 0
  %150 = add i32 %57, %83
  %151 = add i32 %58, %83
  %152 = add i32 %59, %87
  %153 = add i32 %60, %88
  %154 = add i32 %61, %89
  %155 = add i32 %62, %83
  %156 = add i32 %63, %90
  %157 = add i32 %64, %91
  %158 = add i32 %65, %92
  %159 = add i32 %66, %83
  %160 = add i32 %67, %93
  %161 = add i32 %68, %94
  %162 = add i32 %69, %95
  %163 = icmp slt i32 %83, %6
  %164 = icmp slt i32 %84, %6
  %165 = icmp slt i32 %85, %6
  %166 = icmp slt i32 %86, %6
  %167 = icmp slt i32 %87, %6
  %168 = icmp slt i32 %88, %6
  %169 = icmp slt i32 %89, %6
  %170 = icmp slt i32 %90, %6
  %171 = icmp slt i32 %91, %6
  %172 = icmp slt i32 %92, %6
  %173 = icmp slt i32 %93, %6
  %174 = icmp slt i32 %94, %6
  %175 = icmp slt i32 %95, %6
  %176 = and i1 %70, %163
  %177 = and i1 %71, %163
  %178 = and i1 %72, %167
  %179 = and i1 %73, %168
  %180 = and i1 %74, %169
  %181 = and i1 %75, %163
  %182 = and i1 %76, %170
  %183 = and i1 %77, %171
  %184 = and i1 %78, %172
  %185 = and i1 %79, %163
  %186 = and i1 %80, %173
  %187 = and i1 %81, %174
  %188 = and i1 %82, %175
  %189 = shl nuw nsw i32 %8, 3
  %190 = shl nuw nsw i32 %16, 6
  %.mask2 = xor i32 %189, %8
  %191 = and i32 %.mask2, 48
  %192 = or disjoint i32 %191, %190
  %193 = and i32 %189, 8
  %194 = or disjoint i32 %192, %193
  %195 = zext nneg i32 %194 to i64
  %196 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %195
  %197 = sext i32 %150 to i64
  %198 = getelementptr bfloat, ptr addrspace(1) %0, i64 %197
  %199 = ptrtoint ptr addrspace(1) %198 to i64
  %200 = and i64 %199, 7
  %201 = icmp eq i64 %200, 0
  %202 = and i1 %176, %201
  %203 = and i1 %164, %202
  %204 = and i1 %165, %203
  %205 = and i1 %166, %204
  br i1 %205, label %206, label %209

206:                                              ; preds = %7
  %207 = ptrtoint ptr addrspace(3) %196 to i64
  %208 = trunc i64 %207 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %208, ptr addrspace(1) %198) #3
  br label %233

209:                                              ; preds = %7
  %210 = and i1 %70, %166
  %211 = and i1 %70, %165
  %212 = and i1 %70, %164
  %213 = add i32 %57, %86
  %214 = sext i32 %213 to i64
  %215 = getelementptr bfloat, ptr addrspace(1) %0, i64 %214
  %216 = add i32 %57, %85
  %217 = sext i32 %216 to i64
  %218 = getelementptr bfloat, ptr addrspace(1) %0, i64 %217
  %219 = add i32 %57, %84
  %220 = sext i32 %219 to i64
  %221 = getelementptr bfloat, ptr addrspace(1) %0, i64 %220
  %222 = zext i1 %176 to i32
  %223 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %198, i32 %222, i16 0) #3
  store i16 %223, ptr addrspace(3) %196, align 8
  %224 = getelementptr i8, ptr addrspace(3) %196, i64 2
  %225 = zext i1 %212 to i32
  %226 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %221, i32 %225, i16 0) #3
  store i16 %226, ptr addrspace(3) %224, align 2
  %227 = getelementptr i8, ptr addrspace(3) %196, i64 4
  %228 = zext i1 %211 to i32
  %229 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %218, i32 %228, i16 0) #3
  store i16 %229, ptr addrspace(3) %227, align 4
  %230 = getelementptr i8, ptr addrspace(3) %196, i64 6
  %231 = zext i1 %210 to i32
  %232 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %215, i32 %231, i16 0) #3
  store i16 %232, ptr addrspace(3) %230, align 2
  br label %233

233:                                              ; preds = %206, %209
  %234 = shl nuw nsw i32 %22, 6
  %235 = or disjoint i32 %234, %191
  %236 = or disjoint i32 %235, %193
  %237 = zext nneg i32 %236 to i64
  %238 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %237
  %239 = sext i32 %151 to i64
  %240 = getelementptr bfloat, ptr addrspace(1) %0, i64 %239
  %241 = ptrtoint ptr addrspace(1) %240 to i64
  %242 = and i64 %241, 7
  %243 = icmp eq i64 %242, 0
  %244 = and i1 %177, %243
  %245 = and i1 %178, %244
  %246 = and i1 %179, %245
  %247 = and i1 %180, %246
  br i1 %247, label %248, label %251

248:                                              ; preds = %233
  %249 = ptrtoint ptr addrspace(3) %238 to i64
  %250 = trunc i64 %249 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %250, ptr addrspace(1) %240) #3
  br label %269

251:                                              ; preds = %233
  %252 = sext i32 %154 to i64
  %253 = getelementptr bfloat, ptr addrspace(1) %0, i64 %252
  %254 = sext i32 %153 to i64
  %255 = getelementptr bfloat, ptr addrspace(1) %0, i64 %254
  %256 = sext i32 %152 to i64
  %257 = getelementptr bfloat, ptr addrspace(1) %0, i64 %256
  %258 = zext i1 %177 to i32
  %259 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %240, i32 %258, i16 0) #3
  store i16 %259, ptr addrspace(3) %238, align 8
  %260 = getelementptr i8, ptr addrspace(3) %238, i64 2
  %261 = zext i1 %178 to i32
  %262 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %257, i32 %261, i16 0) #3
  store i16 %262, ptr addrspace(3) %260, align 2
  %263 = getelementptr i8, ptr addrspace(3) %238, i64 4
  %264 = zext i1 %179 to i32
  %265 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %255, i32 %264, i16 0) #3
  store i16 %265, ptr addrspace(3) %263, align 4
  %266 = getelementptr i8, ptr addrspace(3) %238, i64 6
  %267 = zext i1 %180 to i32
  %268 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %253, i32 %267, i16 0) #3
  store i16 %268, ptr addrspace(3) %266, align 2
  br label %269

269:                                              ; preds = %248, %251
  %270 = shl nuw nsw i32 %34, 6
  %271 = or disjoint i32 %270, %191
  %272 = or disjoint i32 %271, %193
  %273 = zext nneg i32 %272 to i64
  %274 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %273
  %275 = sext i32 %155 to i64
  %276 = getelementptr bfloat, ptr addrspace(1) %0, i64 %275
  %277 = ptrtoint ptr addrspace(1) %276 to i64
  %278 = and i64 %277, 7
  %279 = icmp eq i64 %278, 0
  %280 = and i1 %181, %279
  %281 = and i1 %182, %280
  %282 = and i1 %183, %281
  %283 = and i1 %184, %282
  br i1 %283, label %284, label %287

284:                                              ; preds = %269
  %285 = ptrtoint ptr addrspace(3) %274 to i64
  %286 = trunc i64 %285 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %286, ptr addrspace(1) %276) #3
  br label %305

287:                                              ; preds = %269
  %288 = sext i32 %158 to i64
  %289 = getelementptr bfloat, ptr addrspace(1) %0, i64 %288
  %290 = sext i32 %157 to i64
  %291 = getelementptr bfloat, ptr addrspace(1) %0, i64 %290
  %292 = sext i32 %156 to i64
  %293 = getelementptr bfloat, ptr addrspace(1) %0, i64 %292
  %294 = zext i1 %181 to i32
  %295 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %276, i32 %294, i16 0) #3
  store i16 %295, ptr addrspace(3) %274, align 8
  %296 = getelementptr i8, ptr addrspace(3) %274, i64 2
  %297 = zext i1 %182 to i32
  %298 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %293, i32 %297, i16 0) #3
  store i16 %298, ptr addrspace(3) %296, align 2
  %299 = getelementptr i8, ptr addrspace(3) %274, i64 4
  %300 = zext i1 %183 to i32
  %301 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %291, i32 %300, i16 0) #3
  store i16 %301, ptr addrspace(3) %299, align 4
  %302 = getelementptr i8, ptr addrspace(3) %274, i64 6
  %303 = zext i1 %184 to i32
  %304 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %289, i32 %303, i16 0) #3
  store i16 %304, ptr addrspace(3) %302, align 2
  br label %305

305:                                              ; preds = %284, %287
  %306 = shl nuw nsw i32 %46, 6
  %307 = or disjoint i32 %306, %191
  %308 = or disjoint i32 %307, %193
  %309 = zext nneg i32 %308 to i64
  %310 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %309
  %311 = sext i32 %159 to i64
  %312 = getelementptr bfloat, ptr addrspace(1) %0, i64 %311
  %313 = ptrtoint ptr addrspace(1) %312 to i64
  %314 = and i64 %313, 7
  %315 = icmp eq i64 %314, 0
  %316 = and i1 %185, %315
  %317 = and i1 %186, %316
  %318 = and i1 %187, %317
  %319 = and i1 %188, %318
  br i1 %319, label %320, label %323

320:                                              ; preds = %305
  %321 = ptrtoint ptr addrspace(3) %310 to i64
  %322 = trunc i64 %321 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %322, ptr addrspace(1) %312) #3
  br label %341

323:                                              ; preds = %305
  %324 = sext i32 %162 to i64
  %325 = getelementptr bfloat, ptr addrspace(1) %0, i64 %324
  %326 = sext i32 %161 to i64
  %327 = getelementptr bfloat, ptr addrspace(1) %0, i64 %326
  %328 = sext i32 %160 to i64
  %329 = getelementptr bfloat, ptr addrspace(1) %0, i64 %328
  %330 = zext i1 %185 to i32
  %331 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %312, i32 %330, i16 0) #3
  store i16 %331, ptr addrspace(3) %310, align 8
  %332 = getelementptr i8, ptr addrspace(3) %310, i64 2
  %333 = zext i1 %186 to i32
  %334 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %329, i32 %333, i16 0) #3
  store i16 %334, ptr addrspace(3) %332, align 2
  %335 = getelementptr i8, ptr addrspace(3) %310, i64 4
  %336 = zext i1 %187 to i32
  %337 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %327, i32 %336, i16 0) #3
  store i16 %337, ptr addrspace(3) %335, align 4
  %338 = getelementptr i8, ptr addrspace(3) %310, i64 6
  %339 = zext i1 %188 to i32
  %340 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %325, i32 %339, i16 0) #3
  store i16 %340, ptr addrspace(3) %338, align 2
  br label %341

341:                                              ; preds = %320, %323
  %342 = mul i32 %5, %135
  %343 = mul i32 %5, %136
  %344 = mul i32 %5, %137
  %345 = mul i32 %5, %138
  %346 = mul i32 %5, %139
  %347 = mul i32 %5, %140
  %348 = mul i32 %5, %141
  %349 = mul i32 %5, %142
  %350 = mul i32 %5, %143
  %351 = mul i32 %5, %144
  %352 = mul i32 %5, %145
  %353 = mul i32 %5, %146
  %354 = mul i32 %5, %147
  %355 = add i32 %342, %97
  %356 = add i32 %343, %97
  %357 = add i32 %344, %105
  %358 = add i32 %345, %107
  %359 = add i32 %346, %109
  %360 = add i32 %347, %97
  %361 = add i32 %348, %111
  %362 = add i32 %349, %113
  %363 = add i32 %350, %115
  %364 = add i32 %351, %97
  %365 = add i32 %352, %117
  %366 = add i32 %353, %119
  %367 = add i32 %354, %121
  %368 = icmp slt i32 %135, %6
  %369 = icmp slt i32 %136, %6
  %370 = icmp slt i32 %137, %6
  %371 = icmp slt i32 %138, %6
  %372 = icmp slt i32 %139, %6
  %373 = icmp slt i32 %140, %6
  %374 = icmp slt i32 %141, %6
  %375 = icmp slt i32 %142, %6
  %376 = icmp slt i32 %143, %6
  %377 = icmp slt i32 %144, %6
  %378 = icmp slt i32 %145, %6
  %379 = icmp slt i32 %146, %6
  %380 = icmp slt i32 %147, %6
  %381 = and i1 %122, %368
  %382 = and i1 %122, %369
  %383 = and i1 %126, %370
  %384 = and i1 %127, %371
  %385 = and i1 %128, %372
  %386 = and i1 %122, %373
  %387 = and i1 %129, %374
  %388 = and i1 %130, %375
  %389 = and i1 %131, %376
  %390 = and i1 %122, %377
  %391 = and i1 %132, %378
  %392 = and i1 %133, %379
  %393 = and i1 %134, %380
  %394 = lshr i32 %96, 3
  %395 = xor i32 %394, %135
  %396 = shl nuw nsw i32 %135, 7
  %397 = shl nuw nsw i32 %395, 4
  %398 = or disjoint i32 %397, %396
  %399 = or disjoint i32 %398, %193
  %400 = zext nneg i32 %399 to i64
  %401 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %400
  %402 = sext i32 %355 to i64
  %403 = getelementptr bfloat, ptr addrspace(1) %1, i64 %402
  %404 = ptrtoint ptr addrspace(1) %403 to i64
  %405 = and i64 %404, 7
  %406 = icmp eq i64 %405, 0
  %407 = and i1 %381, %406
  %408 = and i1 %123, %407
  %409 = and i1 %124, %408
  %410 = and i1 %125, %409
  br i1 %410, label %411, label %414

411:                                              ; preds = %341
  %412 = ptrtoint ptr addrspace(3) %401 to i64
  %413 = trunc i64 %412 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %413, ptr addrspace(1) %403) #3
  br label %438

414:                                              ; preds = %341
  %415 = and i1 %125, %368
  %416 = and i1 %124, %368
  %417 = and i1 %123, %368
  %418 = add i32 %342, %103
  %419 = sext i32 %418 to i64
  %420 = getelementptr bfloat, ptr addrspace(1) %1, i64 %419
  %421 = add i32 %342, %101
  %422 = sext i32 %421 to i64
  %423 = getelementptr bfloat, ptr addrspace(1) %1, i64 %422
  %424 = add i32 %342, %99
  %425 = sext i32 %424 to i64
  %426 = getelementptr bfloat, ptr addrspace(1) %1, i64 %425
  %427 = zext i1 %381 to i32
  %428 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %403, i32 %427, i16 0) #3
  store i16 %428, ptr addrspace(3) %401, align 8
  %429 = getelementptr i8, ptr addrspace(3) %401, i64 2
  %430 = zext i1 %417 to i32
  %431 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %426, i32 %430, i16 0) #3
  store i16 %431, ptr addrspace(3) %429, align 2
  %432 = getelementptr i8, ptr addrspace(3) %401, i64 4
  %433 = zext i1 %416 to i32
  %434 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %423, i32 %433, i16 0) #3
  store i16 %434, ptr addrspace(3) %432, align 4
  %435 = getelementptr i8, ptr addrspace(3) %401, i64 6
  %436 = zext i1 %415 to i32
  %437 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %420, i32 %436, i16 0) #3
  store i16 %437, ptr addrspace(3) %435, align 2
  br label %438

438:                                              ; preds = %411, %414
  %439 = and i32 %136, 7
  %440 = xor i32 %439, %394
  %441 = shl nuw nsw i32 %136, 7
  %442 = shl nuw nsw i32 %440, 4
  %443 = or disjoint i32 %442, %441
  %444 = or disjoint i32 %443, %193
  %445 = zext nneg i32 %444 to i64
  %446 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %445
  %447 = sext i32 %356 to i64
  %448 = getelementptr bfloat, ptr addrspace(1) %1, i64 %447
  %449 = ptrtoint ptr addrspace(1) %448 to i64
  %450 = and i64 %449, 7
  %451 = icmp eq i64 %450, 0
  %452 = and i1 %382, %451
  %453 = and i1 %383, %452
  %454 = and i1 %384, %453
  %455 = and i1 %385, %454
  br i1 %455, label %456, label %459

456:                                              ; preds = %438
  %457 = ptrtoint ptr addrspace(3) %446 to i64
  %458 = trunc i64 %457 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %458, ptr addrspace(1) %448) #3
  br label %477

459:                                              ; preds = %438
  %460 = sext i32 %359 to i64
  %461 = getelementptr bfloat, ptr addrspace(1) %1, i64 %460
  %462 = sext i32 %358 to i64
  %463 = getelementptr bfloat, ptr addrspace(1) %1, i64 %462
  %464 = sext i32 %357 to i64
  %465 = getelementptr bfloat, ptr addrspace(1) %1, i64 %464
  %466 = zext i1 %382 to i32
  %467 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %448, i32 %466, i16 0) #3
  store i16 %467, ptr addrspace(3) %446, align 8
  %468 = getelementptr i8, ptr addrspace(3) %446, i64 2
  %469 = zext i1 %383 to i32
  %470 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %465, i32 %469, i16 0) #3
  store i16 %470, ptr addrspace(3) %468, align 2
  %471 = getelementptr i8, ptr addrspace(3) %446, i64 4
  %472 = zext i1 %384 to i32
  %473 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %463, i32 %472, i16 0) #3
  store i16 %473, ptr addrspace(3) %471, align 4
  %474 = getelementptr i8, ptr addrspace(3) %446, i64 6
  %475 = zext i1 %385 to i32
  %476 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %461, i32 %475, i16 0) #3
  store i16 %476, ptr addrspace(3) %474, align 2
  br label %477

477:                                              ; preds = %456, %459
  %478 = and i32 %140, 7
  %479 = xor i32 %478, %394
  %480 = shl nuw nsw i32 %140, 7
  %481 = shl nuw nsw i32 %479, 4
  %482 = or disjoint i32 %481, %480
  %483 = or disjoint i32 %482, %193
  %484 = zext nneg i32 %483 to i64
  %485 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %484
  %486 = sext i32 %360 to i64
  %487 = getelementptr bfloat, ptr addrspace(1) %1, i64 %486
  %488 = ptrtoint ptr addrspace(1) %487 to i64
  %489 = and i64 %488, 7
  %490 = icmp eq i64 %489, 0
  %491 = and i1 %386, %490
  %492 = and i1 %387, %491
  %493 = and i1 %388, %492
  %494 = and i1 %389, %493
  br i1 %494, label %495, label %498

495:                                              ; preds = %477
  %496 = ptrtoint ptr addrspace(3) %485 to i64
  %497 = trunc i64 %496 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %497, ptr addrspace(1) %487) #3
  br label %516

498:                                              ; preds = %477
  %499 = sext i32 %363 to i64
  %500 = getelementptr bfloat, ptr addrspace(1) %1, i64 %499
  %501 = sext i32 %362 to i64
  %502 = getelementptr bfloat, ptr addrspace(1) %1, i64 %501
  %503 = sext i32 %361 to i64
  %504 = getelementptr bfloat, ptr addrspace(1) %1, i64 %503
  %505 = zext i1 %386 to i32
  %506 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %487, i32 %505, i16 0) #3
  store i16 %506, ptr addrspace(3) %485, align 8
  %507 = getelementptr i8, ptr addrspace(3) %485, i64 2
  %508 = zext i1 %387 to i32
  %509 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %504, i32 %508, i16 0) #3
  store i16 %509, ptr addrspace(3) %507, align 2
  %510 = getelementptr i8, ptr addrspace(3) %485, i64 4
  %511 = zext i1 %388 to i32
  %512 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %502, i32 %511, i16 0) #3
  store i16 %512, ptr addrspace(3) %510, align 4
  %513 = getelementptr i8, ptr addrspace(3) %485, i64 6
  %514 = zext i1 %389 to i32
  %515 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %500, i32 %514, i16 0) #3
  store i16 %515, ptr addrspace(3) %513, align 2
  br label %516

516:                                              ; preds = %495, %498
  %517 = and i32 %144, 7
  %518 = xor i32 %517, %394
  %519 = shl nuw nsw i32 %144, 7
  %520 = shl nuw nsw i32 %518, 4
  %521 = or disjoint i32 %520, %519
  %522 = or disjoint i32 %521, %193
  %523 = zext nneg i32 %522 to i64
  %524 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %523
  %525 = sext i32 %364 to i64
  %526 = getelementptr bfloat, ptr addrspace(1) %1, i64 %525
  %527 = ptrtoint ptr addrspace(1) %526 to i64
  %528 = and i64 %527, 7
  %529 = icmp eq i64 %528, 0
  %530 = and i1 %390, %529
  %531 = and i1 %391, %530
  %532 = and i1 %392, %531
  %533 = and i1 %393, %532
  br i1 %533, label %534, label %537

534:                                              ; preds = %516
  %535 = ptrtoint ptr addrspace(3) %524 to i64
  %536 = trunc i64 %535 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %536, ptr addrspace(1) %526) #3
  br label %555

537:                                              ; preds = %516
  %538 = sext i32 %367 to i64
  %539 = getelementptr bfloat, ptr addrspace(1) %1, i64 %538
  %540 = sext i32 %366 to i64
  %541 = getelementptr bfloat, ptr addrspace(1) %1, i64 %540
  %542 = sext i32 %365 to i64
  %543 = getelementptr bfloat, ptr addrspace(1) %1, i64 %542
  %544 = zext i1 %390 to i32
  %545 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %526, i32 %544, i16 0) #3
  store i16 %545, ptr addrspace(3) %524, align 8
  %546 = getelementptr i8, ptr addrspace(3) %524, i64 2
  %547 = zext i1 %391 to i32
  %548 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %543, i32 %547, i16 0) #3
  store i16 %548, ptr addrspace(3) %546, align 2
  %549 = getelementptr i8, ptr addrspace(3) %524, i64 4
  %550 = zext i1 %392 to i32
  %551 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %541, i32 %550, i16 0) #3
  store i16 %551, ptr addrspace(3) %549, align 4
  %552 = getelementptr i8, ptr addrspace(3) %524, i64 6
  %553 = zext i1 %393 to i32
  %554 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %539, i32 %553, i16 0) #3
  store i16 %554, ptr addrspace(3) %552, align 2
  br label %555

555:                                              ; preds = %534, %537
  %556 = and i1 %148, %149
  %557 = shl nuw nsw i32 %14, 2
  %558 = zext nneg i32 %557 to i64
  %559 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 24576), i64 %558
  %560 = sext i32 %15 to i64
  %561 = getelementptr float, ptr addrspace(1) %2, i64 %560
  %562 = select i1 %556, i32 4, i32 0
  %563 = ptrtoint ptr addrspace(3) %559 to i64
  %564 = trunc i64 %563 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %564, ptr addrspace(1) %561, i32 %562) #3
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %565 = icmp sgt i32 %6, 32
  %566 = or disjoint i32 %83, 32
  %567 = or disjoint i32 %84, 32
  %568 = or disjoint i32 %85, 32
  %569 = or disjoint i32 %86, 32
  %570 = or disjoint i32 %87, 32
  %571 = or disjoint i32 %88, 32
  %572 = or disjoint i32 %89, 32
  %573 = or disjoint i32 %90, 32
  %574 = or disjoint i32 %91, 32
  %575 = or disjoint i32 %92, 32
  %576 = or disjoint i32 %93, 32
  %577 = or disjoint i32 %94, 32
  %578 = or disjoint i32 %95, 32
  %579 = add i32 %57, %566
  %580 = add i32 %58, %566
  %581 = add i32 %59, %570
  %582 = add i32 %60, %571
  %583 = add i32 %61, %572
  %584 = add i32 %62, %566
  %585 = add i32 %63, %573
  %586 = add i32 %64, %574
  %587 = add i32 %65, %575
  %588 = add i32 %66, %566
  %589 = add i32 %67, %576
  %590 = add i32 %68, %577
  %591 = add i32 %69, %578
  %592 = icmp slt i32 %566, %6
  %593 = icmp slt i32 %567, %6
  %594 = icmp slt i32 %568, %6
  %595 = icmp slt i32 %569, %6
  %596 = icmp slt i32 %570, %6
  %597 = icmp slt i32 %571, %6
  %598 = icmp slt i32 %572, %6
  %599 = icmp slt i32 %573, %6
  %600 = icmp slt i32 %574, %6
  %601 = icmp slt i32 %575, %6
  %602 = icmp slt i32 %576, %6
  %603 = icmp slt i32 %577, %6
  %604 = icmp slt i32 %578, %6
  %605 = and i1 %70, %592
  %606 = and i1 %71, %592
  %607 = and i1 %72, %596
  %608 = and i1 %73, %597
  %609 = and i1 %74, %598
  %610 = and i1 %75, %592
  %611 = and i1 %76, %599
  %612 = and i1 %77, %600
  %613 = and i1 %78, %601
  %614 = and i1 %79, %592
  %615 = and i1 %80, %602
  %616 = and i1 %81, %603
  %617 = and i1 %82, %604
  %618 = and i1 %565, %605
  %619 = and i1 %565, %606
  %620 = and i1 %565, %607
  %621 = and i1 %565, %608
  %622 = and i1 %565, %610
  %623 = and i1 %565, %611
  %624 = and i1 %565, %612
  %625 = and i1 %565, %614
  %626 = and i1 %565, %615
  %627 = and i1 %565, %616
  %628 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %195
  %629 = sext i32 %579 to i64
  %630 = getelementptr bfloat, ptr addrspace(1) %0, i64 %629
  %631 = ptrtoint ptr addrspace(1) %630 to i64
  %632 = and i64 %631, 7
  %633 = icmp eq i64 %632, 0
  %634 = and i1 %618, %633
  %635 = and i1 %593, %634
  %636 = and i1 %594, %635
  %637 = and i1 %595, %636
  br i1 %637, label %638, label %641

638:                                              ; preds = %555
  %639 = ptrtoint ptr addrspace(3) %628 to i64
  %640 = trunc i64 %639 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %640, ptr addrspace(1) %630) #3
  br label %669

641:                                              ; preds = %555
  %642 = and i1 %70, %594
  %643 = and i1 %70, %593
  %644 = xor i1 %565, %636
  %645 = and i1 %595, %644
  %646 = and i1 %70, %645
  %647 = and i1 %565, %642
  %648 = and i1 %565, %643
  %649 = add i32 %57, %569
  %650 = sext i32 %649 to i64
  %651 = getelementptr bfloat, ptr addrspace(1) %0, i64 %650
  %652 = add i32 %57, %568
  %653 = sext i32 %652 to i64
  %654 = getelementptr bfloat, ptr addrspace(1) %0, i64 %653
  %655 = add i32 %57, %567
  %656 = sext i32 %655 to i64
  %657 = getelementptr bfloat, ptr addrspace(1) %0, i64 %656
  %658 = zext i1 %618 to i32
  %659 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %630, i32 %658, i16 0) #3
  store i16 %659, ptr addrspace(3) %628, align 8
  %660 = getelementptr i8, ptr addrspace(3) %628, i64 2
  %661 = zext i1 %648 to i32
  %662 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %657, i32 %661, i16 0) #3
  store i16 %662, ptr addrspace(3) %660, align 2
  %663 = getelementptr i8, ptr addrspace(3) %628, i64 4
  %664 = zext i1 %647 to i32
  %665 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %654, i32 %664, i16 0) #3
  store i16 %665, ptr addrspace(3) %663, align 4
  %666 = getelementptr i8, ptr addrspace(3) %628, i64 6
  %667 = zext i1 %646 to i32
  %668 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %651, i32 %667, i16 0) #3
  store i16 %668, ptr addrspace(3) %666, align 2
  br label %669

669:                                              ; preds = %638, %641
  %670 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %237
  %671 = sext i32 %580 to i64
  %672 = getelementptr bfloat, ptr addrspace(1) %0, i64 %671
  %673 = ptrtoint ptr addrspace(1) %672 to i64
  %674 = and i64 %673, 7
  %675 = icmp eq i64 %674, 0
  %676 = and i1 %619, %675
  %677 = and i1 %607, %676
  %678 = and i1 %608, %677
  %679 = and i1 %609, %678
  br i1 %679, label %680, label %683

680:                                              ; preds = %669
  %681 = ptrtoint ptr addrspace(3) %670 to i64
  %682 = trunc i64 %681 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %682, ptr addrspace(1) %672) #3
  br label %703

683:                                              ; preds = %669
  %684 = xor i1 %565, %678
  %685 = and i1 %609, %684
  %686 = sext i32 %583 to i64
  %687 = getelementptr bfloat, ptr addrspace(1) %0, i64 %686
  %688 = sext i32 %582 to i64
  %689 = getelementptr bfloat, ptr addrspace(1) %0, i64 %688
  %690 = sext i32 %581 to i64
  %691 = getelementptr bfloat, ptr addrspace(1) %0, i64 %690
  %692 = zext i1 %619 to i32
  %693 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %672, i32 %692, i16 0) #3
  store i16 %693, ptr addrspace(3) %670, align 8
  %694 = getelementptr i8, ptr addrspace(3) %670, i64 2
  %695 = zext i1 %620 to i32
  %696 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %691, i32 %695, i16 0) #3
  store i16 %696, ptr addrspace(3) %694, align 2
  %697 = getelementptr i8, ptr addrspace(3) %670, i64 4
  %698 = zext i1 %621 to i32
  %699 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %689, i32 %698, i16 0) #3
  store i16 %699, ptr addrspace(3) %697, align 4
  %700 = getelementptr i8, ptr addrspace(3) %670, i64 6
  %701 = zext i1 %685 to i32
  %702 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %687, i32 %701, i16 0) #3
  store i16 %702, ptr addrspace(3) %700, align 2
  br label %703

703:                                              ; preds = %680, %683
  %704 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %273
  %705 = sext i32 %584 to i64
  %706 = getelementptr bfloat, ptr addrspace(1) %0, i64 %705
  %707 = ptrtoint ptr addrspace(1) %706 to i64
  %708 = and i64 %707, 7
  %709 = icmp eq i64 %708, 0
  %710 = and i1 %622, %709
  %711 = and i1 %611, %710
  %712 = and i1 %612, %711
  %713 = and i1 %613, %712
  br i1 %713, label %714, label %717

714:                                              ; preds = %703
  %715 = ptrtoint ptr addrspace(3) %704 to i64
  %716 = trunc i64 %715 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %716, ptr addrspace(1) %706) #3
  br label %737

717:                                              ; preds = %703
  %718 = xor i1 %565, %712
  %719 = and i1 %613, %718
  %720 = sext i32 %587 to i64
  %721 = getelementptr bfloat, ptr addrspace(1) %0, i64 %720
  %722 = sext i32 %586 to i64
  %723 = getelementptr bfloat, ptr addrspace(1) %0, i64 %722
  %724 = sext i32 %585 to i64
  %725 = getelementptr bfloat, ptr addrspace(1) %0, i64 %724
  %726 = zext i1 %622 to i32
  %727 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %706, i32 %726, i16 0) #3
  store i16 %727, ptr addrspace(3) %704, align 8
  %728 = getelementptr i8, ptr addrspace(3) %704, i64 2
  %729 = zext i1 %623 to i32
  %730 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %725, i32 %729, i16 0) #3
  store i16 %730, ptr addrspace(3) %728, align 2
  %731 = getelementptr i8, ptr addrspace(3) %704, i64 4
  %732 = zext i1 %624 to i32
  %733 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %723, i32 %732, i16 0) #3
  store i16 %733, ptr addrspace(3) %731, align 4
  %734 = getelementptr i8, ptr addrspace(3) %704, i64 6
  %735 = zext i1 %719 to i32
  %736 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %721, i32 %735, i16 0) #3
  store i16 %736, ptr addrspace(3) %734, align 2
  br label %737

737:                                              ; preds = %714, %717
  %738 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %309
  %739 = sext i32 %588 to i64
  %740 = getelementptr bfloat, ptr addrspace(1) %0, i64 %739
  %741 = ptrtoint ptr addrspace(1) %740 to i64
  %742 = and i64 %741, 7
  %743 = icmp eq i64 %742, 0
  %744 = and i1 %625, %743
  %745 = and i1 %615, %744
  %746 = and i1 %616, %745
  %747 = and i1 %617, %746
  br i1 %747, label %748, label %751

748:                                              ; preds = %737
  %749 = ptrtoint ptr addrspace(3) %738 to i64
  %750 = trunc i64 %749 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %750, ptr addrspace(1) %740) #3
  br label %771

751:                                              ; preds = %737
  %752 = xor i1 %565, %746
  %753 = and i1 %617, %752
  %754 = sext i32 %591 to i64
  %755 = getelementptr bfloat, ptr addrspace(1) %0, i64 %754
  %756 = sext i32 %590 to i64
  %757 = getelementptr bfloat, ptr addrspace(1) %0, i64 %756
  %758 = sext i32 %589 to i64
  %759 = getelementptr bfloat, ptr addrspace(1) %0, i64 %758
  %760 = zext i1 %625 to i32
  %761 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %740, i32 %760, i16 0) #3
  store i16 %761, ptr addrspace(3) %738, align 8
  %762 = getelementptr i8, ptr addrspace(3) %738, i64 2
  %763 = zext i1 %626 to i32
  %764 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %759, i32 %763, i16 0) #3
  store i16 %764, ptr addrspace(3) %762, align 2
  %765 = getelementptr i8, ptr addrspace(3) %738, i64 4
  %766 = zext i1 %627 to i32
  %767 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %757, i32 %766, i16 0) #3
  store i16 %767, ptr addrspace(3) %765, align 4
  %768 = getelementptr i8, ptr addrspace(3) %738, i64 6
  %769 = zext i1 %753 to i32
  %770 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %755, i32 %769, i16 0) #3
  store i16 %770, ptr addrspace(3) %768, align 2
  br label %771

771:                                              ; preds = %748, %751
  %772 = or disjoint i32 %135, 32
  %773 = or disjoint i32 %136, 32
  %774 = or disjoint i32 %137, 32
  %775 = or disjoint i32 %138, 32
  %776 = or disjoint i32 %139, 32
  %777 = or disjoint i32 %140, 32
  %778 = or disjoint i32 %141, 32
  %779 = or disjoint i32 %142, 32
  %780 = or disjoint i32 %143, 32
  %781 = or disjoint i32 %144, 32
  %782 = or disjoint i32 %145, 32
  %783 = or disjoint i32 %146, 32
  %784 = or disjoint i32 %147, 32
  %785 = mul i32 %5, %772
  %786 = mul i32 %5, %773
  %787 = mul i32 %5, %774
  %788 = mul i32 %5, %775
  %789 = mul i32 %5, %776
  %790 = mul i32 %5, %777
  %791 = mul i32 %5, %778
  %792 = mul i32 %5, %779
  %793 = mul i32 %5, %780
  %794 = mul i32 %5, %781
  %795 = mul i32 %5, %782
  %796 = mul i32 %5, %783
  %797 = mul i32 %5, %784
  %798 = add i32 %785, %97
  %799 = add i32 %786, %97
  %800 = add i32 %787, %105
  %801 = add i32 %788, %107
  %802 = add i32 %789, %109
  %803 = add i32 %790, %97
  %804 = add i32 %791, %111
  %805 = add i32 %792, %113
  %806 = add i32 %793, %115
  %807 = add i32 %794, %97
  %808 = add i32 %795, %117
  %809 = add i32 %796, %119
  %810 = add i32 %797, %121
  %811 = icmp slt i32 %772, %6
  %812 = icmp slt i32 %773, %6
  %813 = icmp slt i32 %774, %6
  %814 = icmp slt i32 %775, %6
  %815 = icmp slt i32 %776, %6
  %816 = icmp slt i32 %777, %6
  %817 = icmp slt i32 %778, %6
  %818 = icmp slt i32 %779, %6
  %819 = icmp slt i32 %780, %6
  %820 = icmp slt i32 %781, %6
  %821 = icmp slt i32 %782, %6
  %822 = icmp slt i32 %783, %6
  %823 = icmp slt i32 %784, %6
  %824 = and i1 %122, %811
  %825 = and i1 %122, %812
  %826 = and i1 %126, %813
  %827 = and i1 %127, %814
  %828 = and i1 %128, %815
  %829 = and i1 %122, %816
  %830 = and i1 %129, %817
  %831 = and i1 %130, %818
  %832 = and i1 %131, %819
  %833 = and i1 %122, %820
  %834 = and i1 %132, %821
  %835 = and i1 %133, %822
  %836 = and i1 %134, %823
  %837 = and i1 %565, %824
  %838 = and i1 %565, %825
  %839 = and i1 %565, %826
  %840 = and i1 %565, %827
  %841 = and i1 %565, %829
  %842 = and i1 %565, %830
  %843 = and i1 %565, %831
  %844 = and i1 %565, %833
  %845 = and i1 %565, %834
  %846 = and i1 %565, %835
  %847 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 16384), i64 %400
  %848 = sext i32 %798 to i64
  %849 = getelementptr bfloat, ptr addrspace(1) %1, i64 %848
  %850 = ptrtoint ptr addrspace(1) %849 to i64
  %851 = and i64 %850, 7
  %852 = icmp eq i64 %851, 0
  %853 = and i1 %837, %852
  %854 = and i1 %123, %853
  %855 = and i1 %124, %854
  %856 = and i1 %125, %855
  br i1 %856, label %857, label %860

857:                                              ; preds = %771
  %858 = ptrtoint ptr addrspace(3) %847 to i64
  %859 = trunc i64 %858 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %859, ptr addrspace(1) %849) #3
  br label %888

860:                                              ; preds = %771
  %861 = and i1 %124, %811
  %862 = and i1 %123, %811
  %863 = xor i1 %565, %855
  %864 = and i1 %125, %863
  %865 = and i1 %811, %864
  %866 = and i1 %565, %861
  %867 = and i1 %565, %862
  %868 = add i32 %785, %103
  %869 = sext i32 %868 to i64
  %870 = getelementptr bfloat, ptr addrspace(1) %1, i64 %869
  %871 = add i32 %785, %101
  %872 = sext i32 %871 to i64
  %873 = getelementptr bfloat, ptr addrspace(1) %1, i64 %872
  %874 = add i32 %785, %99
  %875 = sext i32 %874 to i64
  %876 = getelementptr bfloat, ptr addrspace(1) %1, i64 %875
  %877 = zext i1 %837 to i32
  %878 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %849, i32 %877, i16 0) #3
  store i16 %878, ptr addrspace(3) %847, align 8
  %879 = getelementptr i8, ptr addrspace(3) %847, i64 2
  %880 = zext i1 %867 to i32
  %881 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %876, i32 %880, i16 0) #3
  store i16 %881, ptr addrspace(3) %879, align 2
  %882 = getelementptr i8, ptr addrspace(3) %847, i64 4
  %883 = zext i1 %866 to i32
  %884 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %873, i32 %883, i16 0) #3
  store i16 %884, ptr addrspace(3) %882, align 4
  %885 = getelementptr i8, ptr addrspace(3) %847, i64 6
  %886 = zext i1 %865 to i32
  %887 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %870, i32 %886, i16 0) #3
  store i16 %887, ptr addrspace(3) %885, align 2
  br label %888

888:                                              ; preds = %857, %860
  %889 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 16384), i64 %445
  %890 = sext i32 %799 to i64
  %891 = getelementptr bfloat, ptr addrspace(1) %1, i64 %890
  %892 = ptrtoint ptr addrspace(1) %891 to i64
  %893 = and i64 %892, 7
  %894 = icmp eq i64 %893, 0
  %895 = and i1 %838, %894
  %896 = and i1 %826, %895
  %897 = and i1 %827, %896
  %898 = and i1 %828, %897
  br i1 %898, label %899, label %902

899:                                              ; preds = %888
  %900 = ptrtoint ptr addrspace(3) %889 to i64
  %901 = trunc i64 %900 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %901, ptr addrspace(1) %891) #3
  br label %922

902:                                              ; preds = %888
  %903 = xor i1 %565, %897
  %904 = and i1 %828, %903
  %905 = sext i32 %802 to i64
  %906 = getelementptr bfloat, ptr addrspace(1) %1, i64 %905
  %907 = sext i32 %801 to i64
  %908 = getelementptr bfloat, ptr addrspace(1) %1, i64 %907
  %909 = sext i32 %800 to i64
  %910 = getelementptr bfloat, ptr addrspace(1) %1, i64 %909
  %911 = zext i1 %838 to i32
  %912 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %891, i32 %911, i16 0) #3
  store i16 %912, ptr addrspace(3) %889, align 8
  %913 = getelementptr i8, ptr addrspace(3) %889, i64 2
  %914 = zext i1 %839 to i32
  %915 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %910, i32 %914, i16 0) #3
  store i16 %915, ptr addrspace(3) %913, align 2
  %916 = getelementptr i8, ptr addrspace(3) %889, i64 4
  %917 = zext i1 %840 to i32
  %918 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %908, i32 %917, i16 0) #3
  store i16 %918, ptr addrspace(3) %916, align 4
  %919 = getelementptr i8, ptr addrspace(3) %889, i64 6
  %920 = zext i1 %904 to i32
  %921 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %906, i32 %920, i16 0) #3
  store i16 %921, ptr addrspace(3) %919, align 2
  br label %922

922:                                              ; preds = %899, %902
  %923 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 16384), i64 %484
  %924 = sext i32 %803 to i64
  %925 = getelementptr bfloat, ptr addrspace(1) %1, i64 %924
  %926 = ptrtoint ptr addrspace(1) %925 to i64
  %927 = and i64 %926, 7
  %928 = icmp eq i64 %927, 0
  %929 = and i1 %841, %928
  %930 = and i1 %830, %929
  %931 = and i1 %831, %930
  %932 = and i1 %832, %931
  br i1 %932, label %933, label %936

933:                                              ; preds = %922
  %934 = ptrtoint ptr addrspace(3) %923 to i64
  %935 = trunc i64 %934 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %935, ptr addrspace(1) %925) #3
  br label %956

936:                                              ; preds = %922
  %937 = xor i1 %565, %931
  %938 = and i1 %832, %937
  %939 = sext i32 %806 to i64
  %940 = getelementptr bfloat, ptr addrspace(1) %1, i64 %939
  %941 = sext i32 %805 to i64
  %942 = getelementptr bfloat, ptr addrspace(1) %1, i64 %941
  %943 = sext i32 %804 to i64
  %944 = getelementptr bfloat, ptr addrspace(1) %1, i64 %943
  %945 = zext i1 %841 to i32
  %946 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %925, i32 %945, i16 0) #3
  store i16 %946, ptr addrspace(3) %923, align 8
  %947 = getelementptr i8, ptr addrspace(3) %923, i64 2
  %948 = zext i1 %842 to i32
  %949 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %944, i32 %948, i16 0) #3
  store i16 %949, ptr addrspace(3) %947, align 2
  %950 = getelementptr i8, ptr addrspace(3) %923, i64 4
  %951 = zext i1 %843 to i32
  %952 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %942, i32 %951, i16 0) #3
  store i16 %952, ptr addrspace(3) %950, align 4
  %953 = getelementptr i8, ptr addrspace(3) %923, i64 6
  %954 = zext i1 %938 to i32
  %955 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %940, i32 %954, i16 0) #3
  store i16 %955, ptr addrspace(3) %953, align 2
  br label %956

956:                                              ; preds = %933, %936
  %957 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 16384), i64 %523
  %958 = sext i32 %807 to i64
  %959 = getelementptr bfloat, ptr addrspace(1) %1, i64 %958
  %960 = ptrtoint ptr addrspace(1) %959 to i64
  %961 = and i64 %960, 7
  %962 = icmp eq i64 %961, 0
  %963 = and i1 %844, %962
  %964 = and i1 %834, %963
  %965 = and i1 %835, %964
  %966 = and i1 %836, %965
  br i1 %966, label %967, label %970

967:                                              ; preds = %956
  %968 = ptrtoint ptr addrspace(3) %957 to i64
  %969 = trunc i64 %968 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %969, ptr addrspace(1) %959) #3
  br label %990

970:                                              ; preds = %956
  %971 = xor i1 %565, %965
  %972 = and i1 %836, %971
  %973 = sext i32 %810 to i64
  %974 = getelementptr bfloat, ptr addrspace(1) %1, i64 %973
  %975 = sext i32 %809 to i64
  %976 = getelementptr bfloat, ptr addrspace(1) %1, i64 %975
  %977 = sext i32 %808 to i64
  %978 = getelementptr bfloat, ptr addrspace(1) %1, i64 %977
  %979 = zext i1 %844 to i32
  %980 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %959, i32 %979, i16 0) #3
  store i16 %980, ptr addrspace(3) %957, align 8
  %981 = getelementptr i8, ptr addrspace(3) %957, i64 2
  %982 = zext i1 %845 to i32
  %983 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %978, i32 %982, i16 0) #3
  store i16 %983, ptr addrspace(3) %981, align 2
  %984 = getelementptr i8, ptr addrspace(3) %957, i64 4
  %985 = zext i1 %846 to i32
  %986 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %976, i32 %985, i16 0) #3
  store i16 %986, ptr addrspace(3) %984, align 4
  %987 = getelementptr i8, ptr addrspace(3) %957, i64 6
  %988 = zext i1 %972 to i32
  %989 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %974, i32 %988, i16 0) #3
  store i16 %989, ptr addrspace(3) %987, align 2
  br label %990

990:                                              ; preds = %967, %970
  %991 = add i32 %5, %15
  %992 = and i1 %148, %565
  %993 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 24832), i64 %558
  %994 = sext i32 %991 to i64
  %995 = getelementptr float, ptr addrspace(1) %2, i64 %994
  %996 = select i1 %992, i32 4, i32 0
  %997 = ptrtoint ptr addrspace(3) %993 to i64
  %998 = trunc i64 %997 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %998, ptr addrspace(1) %995, i32 %996) #3
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  br i1 %149, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %990
  %999 = zext nneg i32 %14 to i64
  %1000 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %999
  %1001 = shl nuw nsw i32 %8, 1
  %1002 = and i32 %1001, 6
  %1003 = zext nneg i32 %1002 to i64
  %1004 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1003
  %1005 = or disjoint i32 %1002, 1
  %1006 = zext nneg i32 %1005 to i64
  %1007 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1006
  %1008 = or disjoint i32 %1002, 8
  %1009 = zext nneg i32 %1008 to i64
  %1010 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1009
  %1011 = or disjoint i32 %1002, 9
  %1012 = zext nneg i32 %1011 to i64
  %1013 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1012
  %1014 = or disjoint i32 %1002, 16
  %1015 = zext nneg i32 %1014 to i64
  %1016 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1015
  %1017 = or disjoint i32 %1002, 17
  %1018 = zext nneg i32 %1017 to i64
  %1019 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1018
  %1020 = or disjoint i32 %1002, 24
  %1021 = zext nneg i32 %1020 to i64
  %1022 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1021
  %1023 = or disjoint i32 %1002, 25
  %1024 = zext nneg i32 %1023 to i64
  %1025 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1024
  %1026 = or disjoint i32 %1002, 32
  %1027 = zext nneg i32 %1026 to i64
  %1028 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1027
  %1029 = or disjoint i32 %1002, 33
  %1030 = zext nneg i32 %1029 to i64
  %1031 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1030
  %1032 = or disjoint i32 %1002, 40
  %1033 = zext nneg i32 %1032 to i64
  %1034 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1033
  %1035 = or disjoint i32 %1002, 41
  %1036 = zext nneg i32 %1035 to i64
  %1037 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1036
  %1038 = or disjoint i32 %1002, 48
  %1039 = zext nneg i32 %1038 to i64
  %1040 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1039
  %1041 = or disjoint i32 %1002, 49
  %1042 = zext nneg i32 %1041 to i64
  %1043 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1042
  %1044 = or disjoint i32 %1002, 56
  %1045 = zext nneg i32 %1044 to i64
  %1046 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1045
  %1047 = or disjoint i32 %1002, 57
  %1048 = zext nneg i32 %1047 to i64
  %1049 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1048
  %1050 = shl nuw nsw i32 %8, 4
  %1051 = zext nneg i32 %1050 to i64
  %1052 = getelementptr i8, ptr addrspace(3) @gemm_scaled_smem, i64 %1051
  %1053 = shl nuw nsw i32 %21, 2
  %1054 = zext nneg i32 %1053 to i64
  %1055 = getelementptr i8, ptr addrspace(3) @gemm_scaled_smem, i64 %1054
  %1056 = shl nuw nsw i32 %33, 2
  %1057 = zext nneg i32 %1056 to i64
  %1058 = getelementptr i8, ptr addrspace(3) @gemm_scaled_smem, i64 %1057
  %1059 = shl nuw nsw i32 %45, 2
  %1060 = zext nneg i32 %1059 to i64
  %1061 = getelementptr i8, ptr addrspace(3) @gemm_scaled_smem, i64 %1060
  %1062 = getelementptr i8, ptr addrspace(3) %1052, i64 8192
  %1063 = getelementptr i8, ptr addrspace(3) %1052, i64 10240
  %1064 = getelementptr i8, ptr addrspace(3) %1052, i64 12288
  %1065 = getelementptr i8, ptr addrspace(3) %1052, i64 14336
  %1066 = lshr i32 %8, 2
  %1067 = and i32 %1066, 7
  %1068 = lshr i32 %8, 1
  %1069 = and i32 %1068, 48
  %1070 = or disjoint i32 %1069, %1067
  %1071 = shl nuw nsw i32 %1070, 6
  %1072 = or disjoint i32 %1071, %1002
  %1073 = zext nneg i32 %1072 to i64
  %1074 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1073
  %1075 = or disjoint i32 %1071, %1005
  %1076 = zext nneg i32 %1075 to i64
  %1077 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1076
  %1078 = or disjoint i32 %1071, 512
  %1079 = or disjoint i32 %1078, %1002
  %1080 = zext nneg i32 %1079 to i64
  %1081 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1080
  %1082 = or disjoint i32 %1078, %1005
  %1083 = zext nneg i32 %1082 to i64
  %1084 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1083
  %1085 = or disjoint i32 %1071, %1008
  %1086 = zext nneg i32 %1085 to i64
  %1087 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1086
  %1088 = or disjoint i32 %1071, %1011
  %1089 = zext nneg i32 %1088 to i64
  %1090 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1089
  %1091 = or disjoint i32 %1078, %1008
  %1092 = zext nneg i32 %1091 to i64
  %1093 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1092
  %1094 = or disjoint i32 %1078, %1011
  %1095 = zext nneg i32 %1094 to i64
  %1096 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1095
  %1097 = or disjoint i32 %1071, %1014
  %1098 = zext nneg i32 %1097 to i64
  %1099 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1098
  %1100 = or disjoint i32 %1071, %1017
  %1101 = zext nneg i32 %1100 to i64
  %1102 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1101
  %1103 = or disjoint i32 %1078, %1014
  %1104 = zext nneg i32 %1103 to i64
  %1105 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1104
  %1106 = or disjoint i32 %1078, %1017
  %1107 = zext nneg i32 %1106 to i64
  %1108 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1107
  %1109 = or disjoint i32 %1071, %1020
  %1110 = zext nneg i32 %1109 to i64
  %1111 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1110
  %1112 = or disjoint i32 %1071, %1023
  %1113 = zext nneg i32 %1112 to i64
  %1114 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1113
  %1115 = or disjoint i32 %1078, %1020
  %1116 = zext nneg i32 %1115 to i64
  %1117 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1116
  %1118 = or disjoint i32 %1078, %1023
  %1119 = zext nneg i32 %1118 to i64
  %1120 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1119
  %1121 = or disjoint i32 %1071, %1026
  %1122 = zext nneg i32 %1121 to i64
  %1123 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1122
  %1124 = or disjoint i32 %1071, %1029
  %1125 = zext nneg i32 %1124 to i64
  %1126 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1125
  %1127 = or disjoint i32 %1078, %1026
  %1128 = zext nneg i32 %1127 to i64
  %1129 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1128
  %1130 = or disjoint i32 %1078, %1029
  %1131 = zext nneg i32 %1130 to i64
  %1132 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1131
  %1133 = or disjoint i32 %1071, %1032
  %1134 = zext nneg i32 %1133 to i64
  %1135 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1134
  %1136 = or disjoint i32 %1071, %1035
  %1137 = zext nneg i32 %1136 to i64
  %1138 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1137
  %1139 = or disjoint i32 %1078, %1032
  %1140 = zext nneg i32 %1139 to i64
  %1141 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1140
  %1142 = or disjoint i32 %1078, %1035
  %1143 = zext nneg i32 %1142 to i64
  %1144 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1143
  %1145 = or disjoint i32 %1071, %1038
  %1146 = zext nneg i32 %1145 to i64
  %1147 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1146
  %1148 = or disjoint i32 %1071, %1041
  %1149 = zext nneg i32 %1148 to i64
  %1150 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1149
  %1151 = or disjoint i32 %1078, %1038
  %1152 = zext nneg i32 %1151 to i64
  %1153 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1152
  %1154 = or disjoint i32 %1078, %1041
  %1155 = zext nneg i32 %1154 to i64
  %1156 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1155
  %1157 = or disjoint i32 %1071, %1044
  %1158 = zext nneg i32 %1157 to i64
  %1159 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1158
  %1160 = or disjoint i32 %1071, %1047
  %1161 = zext nneg i32 %1160 to i64
  %1162 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1161
  %1163 = or disjoint i32 %1078, %1044
  %1164 = zext nneg i32 %1163 to i64
  %1165 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1164
  %1166 = or disjoint i32 %1078, %1047
  %1167 = zext nneg i32 %1166 to i64
  %1168 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1167
  %1169 = getelementptr inbounds nuw i8, ptr addrspace(3) %1052, i64 4
  %1170 = getelementptr inbounds nuw i8, ptr addrspace(3) %1052, i64 8
  %1171 = getelementptr inbounds nuw i8, ptr addrspace(3) %1052, i64 12
  %1172 = getelementptr inbounds nuw i8, ptr addrspace(3) %1055, i64 4
  %1173 = getelementptr inbounds nuw i8, ptr addrspace(3) %1055, i64 8
  %1174 = getelementptr inbounds nuw i8, ptr addrspace(3) %1055, i64 12
  %1175 = getelementptr inbounds nuw i8, ptr addrspace(3) %1058, i64 4
  %1176 = getelementptr inbounds nuw i8, ptr addrspace(3) %1058, i64 8
  %1177 = getelementptr inbounds nuw i8, ptr addrspace(3) %1058, i64 12
  %1178 = getelementptr inbounds nuw i8, ptr addrspace(3) %1061, i64 4
  %1179 = getelementptr inbounds nuw i8, ptr addrspace(3) %1061, i64 8
  %1180 = getelementptr inbounds nuw i8, ptr addrspace(3) %1061, i64 12
  %1181 = getelementptr i8, ptr addrspace(3) %1052, i64 8196
  %1182 = getelementptr i8, ptr addrspace(3) %1052, i64 8200
  %1183 = getelementptr i8, ptr addrspace(3) %1052, i64 8204
  %1184 = getelementptr i8, ptr addrspace(3) %1052, i64 10244
  %1185 = getelementptr i8, ptr addrspace(3) %1052, i64 10248
  %1186 = getelementptr i8, ptr addrspace(3) %1052, i64 10252
  %1187 = getelementptr i8, ptr addrspace(3) %1052, i64 12292
  %1188 = getelementptr i8, ptr addrspace(3) %1052, i64 12296
  %1189 = getelementptr i8, ptr addrspace(3) %1052, i64 12300
  %1190 = getelementptr i8, ptr addrspace(3) %1052, i64 14340
  %1191 = getelementptr i8, ptr addrspace(3) %1052, i64 14344
  %1192 = getelementptr i8, ptr addrspace(3) %1052, i64 14348
  %invariant.op = and i1 %123, %124
  br label %1193

1193:                                             ; preds = %.lr.ph, %1958
  %1194 = phi float [ 0.000000e+00, %.lr.ph ], [ %1531, %1958 ]
  %1195 = phi float [ 0.000000e+00, %.lr.ph ], [ %1530, %1958 ]
  %1196 = phi float [ 0.000000e+00, %.lr.ph ], [ %1529, %1958 ]
  %1197 = phi float [ 0.000000e+00, %.lr.ph ], [ %1528, %1958 ]
  %1198 = phi float [ 0.000000e+00, %.lr.ph ], [ %1527, %1958 ]
  %1199 = phi float [ 0.000000e+00, %.lr.ph ], [ %1526, %1958 ]
  %1200 = phi float [ 0.000000e+00, %.lr.ph ], [ %1525, %1958 ]
  %1201 = phi float [ 0.000000e+00, %.lr.ph ], [ %1524, %1958 ]
  %1202 = phi float [ 0.000000e+00, %.lr.ph ], [ %1523, %1958 ]
  %1203 = phi float [ 0.000000e+00, %.lr.ph ], [ %1522, %1958 ]
  %1204 = phi float [ 0.000000e+00, %.lr.ph ], [ %1521, %1958 ]
  %1205 = phi float [ 0.000000e+00, %.lr.ph ], [ %1520, %1958 ]
  %1206 = phi float [ 0.000000e+00, %.lr.ph ], [ %1519, %1958 ]
  %1207 = phi float [ 0.000000e+00, %.lr.ph ], [ %1518, %1958 ]
  %1208 = phi float [ 0.000000e+00, %.lr.ph ], [ %1517, %1958 ]
  %1209 = phi float [ 0.000000e+00, %.lr.ph ], [ %1516, %1958 ]
  %1210 = phi float [ 0.000000e+00, %.lr.ph ], [ %1515, %1958 ]
  %1211 = phi float [ 0.000000e+00, %.lr.ph ], [ %1514, %1958 ]
  %1212 = phi float [ 0.000000e+00, %.lr.ph ], [ %1513, %1958 ]
  %1213 = phi float [ 0.000000e+00, %.lr.ph ], [ %1512, %1958 ]
  %1214 = phi float [ 0.000000e+00, %.lr.ph ], [ %1511, %1958 ]
  %1215 = phi float [ 0.000000e+00, %.lr.ph ], [ %1510, %1958 ]
  %1216 = phi float [ 0.000000e+00, %.lr.ph ], [ %1509, %1958 ]
  %1217 = phi float [ 0.000000e+00, %.lr.ph ], [ %1508, %1958 ]
  %1218 = phi float [ 0.000000e+00, %.lr.ph ], [ %1507, %1958 ]
  %1219 = phi float [ 0.000000e+00, %.lr.ph ], [ %1506, %1958 ]
  %1220 = phi float [ 0.000000e+00, %.lr.ph ], [ %1505, %1958 ]
  %1221 = phi float [ 0.000000e+00, %.lr.ph ], [ %1504, %1958 ]
  %1222 = phi float [ 0.000000e+00, %.lr.ph ], [ %1503, %1958 ]
  %1223 = phi float [ 0.000000e+00, %.lr.ph ], [ %1502, %1958 ]
  %1224 = phi float [ 0.000000e+00, %.lr.ph ], [ %1501, %1958 ]
  %1225 = phi float [ 0.000000e+00, %.lr.ph ], [ %1500, %1958 ]
  %1226 = phi i32 [ 0, %.lr.ph ], [ %1970, %1958 ]
  %1227 = lshr exact i32 %1226, 5
  %1228 = urem i32 %1227, 3
  %1229 = add i32 %1226, 64
  %1230 = add nuw nsw i32 %1227, 2
  %1231 = urem i32 %1230, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #3
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1232 = shl nuw nsw i32 %1228, 12
  %1233 = zext nneg i32 %1232 to i64
  %1234 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %1233
  %1235 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %1233
  %1236 = shl nuw nsw i32 %1228, 8
  %1237 = zext nneg i32 %1236 to i64
  %gep = getelementptr i8, ptr addrspace(3) %559, i64 %1237
  %1238 = load float, ptr addrspace(3) %gep, align 4
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #3
  %1239 = ptrtoint ptr addrspace(3) %1234 to i64
  %1240 = lshr exact i64 %1239, 4
  %1241 = and i64 %1240, 16320
  %1242 = or disjoint i64 %1241, -9223371899415756800
  %1243 = ptrtoint ptr addrspace(3) %1235 to i64
  %1244 = lshr exact i64 %1243, 4
  %1245 = and i64 %1244, 16320
  %1246 = or disjoint i64 %1245, 4611686293322072064
  %1247 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %1242, i64 %1246, i32 1, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #3
  %1248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 0
  %1249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 1
  %1250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 2
  %1251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 3
  %1252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 4
  %1253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 5
  %1254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 6
  %1255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 7
  %1256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 8
  %1257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 9
  %1258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 10
  %1259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 11
  %1260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 12
  %1261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 13
  %1262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 14
  %1263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 15
  %1264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 16
  %1265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 17
  %1266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 18
  %1267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 19
  %1268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 20
  %1269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 21
  %1270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 22
  %1271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 23
  %1272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 24
  %1273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 25
  %1274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 26
  %1275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 27
  %1276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 28
  %1277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 29
  %1278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 30
  %1279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1247, 31
  %1280 = getelementptr i8, ptr addrspace(3) %1234, i64 32
  %1281 = ptrtoint ptr addrspace(3) %1280 to i64
  %1282 = lshr exact i64 %1281, 4
  %1283 = and i64 %1282, 16383
  %1284 = or disjoint i64 %1283, -9223371899415756800
  %1285 = getelementptr i8, ptr addrspace(3) %1235, i64 2048
  %1286 = ptrtoint ptr addrspace(3) %1285 to i64
  %1287 = lshr exact i64 %1286, 4
  %1288 = and i64 %1287, 16383
  %1289 = or disjoint i64 %1288, 4611686293322072064
  %1290 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %1284, i64 %1289, i32 1, float %1248, float %1249, float %1250, float %1251, float %1252, float %1253, float %1254, float %1255, float %1256, float %1257, float %1258, float %1259, float %1260, float %1261, float %1262, float %1263, float %1264, float %1265, float %1266, float %1267, float %1268, float %1269, float %1270, float %1271, float %1272, float %1273, float %1274, float %1275, float %1276, float %1277, float %1278, float %1279) #3
  %1291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 0
  %1292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 1
  %1293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 2
  %1294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 3
  %1295 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 4
  %1296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 5
  %1297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 6
  %1298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 7
  %1299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 8
  %1300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 9
  %1301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 10
  %1302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 11
  %1303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 12
  %1304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 13
  %1305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 14
  %1306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 15
  %1307 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 16
  %1308 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 17
  %1309 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 18
  %1310 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 19
  %1311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 20
  %1312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 21
  %1313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 22
  %1314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 23
  %1315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 24
  %1316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 25
  %1317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 26
  %1318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 27
  %1319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 28
  %1320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 29
  %1321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 30
  %1322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1290, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #3
  %1323 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %1291, float %1292, float %1293, float %1294, float %1295, float %1296, float %1297, float %1298, float %1299, float %1300, float %1301, float %1302, float %1303, float %1304, float %1305, float %1306, float %1307, float %1308, float %1309, float %1310, float %1311, float %1312, float %1313, float %1314, float %1315, float %1316, float %1317, float %1318, float %1319, float %1320, float %1321, float %1322) #3
  %1324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 0
  %1325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 1
  %1326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 2
  %1327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 3
  %1328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 4
  %1329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 5
  %1330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 6
  %1331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 7
  %1332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 8
  %1333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 9
  %1334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 10
  %1335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 11
  %1336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 12
  %1337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 13
  %1338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 14
  %1339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 15
  %1340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 16
  %1341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 17
  %1342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 18
  %1343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 19
  %1344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 20
  %1345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 21
  %1346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 22
  %1347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 23
  %1348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 24
  %1349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 25
  %1350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 26
  %1351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 27
  %1352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 28
  %1353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 29
  %1354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 30
  %1355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1238, ptr addrspace(3) %1000, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1356 = load float, ptr addrspace(3) %1004, align 8
  %1357 = load float, ptr addrspace(3) %1007, align 4
  %1358 = load float, ptr addrspace(3) %1010, align 8
  %1359 = load float, ptr addrspace(3) %1013, align 4
  %1360 = load float, ptr addrspace(3) %1016, align 8
  %1361 = load float, ptr addrspace(3) %1019, align 4
  %1362 = load float, ptr addrspace(3) %1022, align 8
  %1363 = load float, ptr addrspace(3) %1025, align 4
  %1364 = load float, ptr addrspace(3) %1028, align 8
  %1365 = load float, ptr addrspace(3) %1031, align 4
  %1366 = load float, ptr addrspace(3) %1034, align 8
  %1367 = load float, ptr addrspace(3) %1037, align 4
  %1368 = load float, ptr addrspace(3) %1040, align 8
  %1369 = load float, ptr addrspace(3) %1043, align 4
  %1370 = load float, ptr addrspace(3) %1046, align 8
  %1371 = load float, ptr addrspace(3) %1049, align 4
  %1372 = fmul float %1324, %1356
  %1373 = fmul float %1325, %1357
  %1374 = fmul float %1326, %1356
  %1375 = fmul float %1327, %1357
  %1376 = fmul float %1328, %1358
  %1377 = fmul float %1329, %1359
  %1378 = fmul float %1330, %1358
  %1379 = fmul float %1331, %1359
  %1380 = fmul float %1332, %1360
  %1381 = fmul float %1333, %1361
  %1382 = fmul float %1334, %1360
  %1383 = fmul float %1335, %1361
  %1384 = fmul float %1336, %1362
  %1385 = fmul float %1337, %1363
  %1386 = fmul float %1338, %1362
  %1387 = fmul float %1339, %1363
  %1388 = fmul float %1340, %1364
  %1389 = fmul float %1341, %1365
  %1390 = fmul float %1342, %1364
  %1391 = fmul float %1343, %1365
  %1392 = fmul float %1344, %1366
  %1393 = fmul float %1345, %1367
  %1394 = fmul float %1346, %1366
  %1395 = fmul float %1347, %1367
  %1396 = fmul float %1348, %1368
  %1397 = fmul float %1349, %1369
  %1398 = fmul float %1350, %1368
  %1399 = fmul float %1351, %1369
  %1400 = fmul float %1352, %1370
  %1401 = fmul float %1353, %1371
  %1402 = fmul float %1354, %1370
  %1403 = fmul float %1355, %1371
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1404 = insertelement <4 x float> poison, float %1225, i64 0
  %1405 = insertelement <4 x float> %1404, float %1224, i64 1
  %1406 = insertelement <4 x float> %1405, float %1223, i64 2
  %1407 = insertelement <4 x float> %1406, float %1222, i64 3
  store <4 x float> %1407, ptr addrspace(3) %1052, align 16
  %1408 = insertelement <4 x float> poison, float %1221, i64 0
  %1409 = insertelement <4 x float> %1408, float %1220, i64 1
  %1410 = insertelement <4 x float> %1409, float %1219, i64 2
  %1411 = insertelement <4 x float> %1410, float %1218, i64 3
  store <4 x float> %1411, ptr addrspace(3) %1055, align 16
  %1412 = insertelement <4 x float> poison, float %1217, i64 0
  %1413 = insertelement <4 x float> %1412, float %1216, i64 1
  %1414 = insertelement <4 x float> %1413, float %1215, i64 2
  %1415 = insertelement <4 x float> %1414, float %1214, i64 3
  store <4 x float> %1415, ptr addrspace(3) %1058, align 16
  %1416 = insertelement <4 x float> poison, float %1213, i64 0
  %1417 = insertelement <4 x float> %1416, float %1212, i64 1
  %1418 = insertelement <4 x float> %1417, float %1211, i64 2
  %1419 = insertelement <4 x float> %1418, float %1210, i64 3
  store <4 x float> %1419, ptr addrspace(3) %1061, align 16
  %1420 = insertelement <4 x float> poison, float %1209, i64 0
  %1421 = insertelement <4 x float> %1420, float %1208, i64 1
  %1422 = insertelement <4 x float> %1421, float %1207, i64 2
  %1423 = insertelement <4 x float> %1422, float %1206, i64 3
  store <4 x float> %1423, ptr addrspace(3) %1062, align 16
  %1424 = insertelement <4 x float> poison, float %1205, i64 0
  %1425 = insertelement <4 x float> %1424, float %1204, i64 1
  %1426 = insertelement <4 x float> %1425, float %1203, i64 2
  %1427 = insertelement <4 x float> %1426, float %1202, i64 3
  store <4 x float> %1427, ptr addrspace(3) %1063, align 16
  %1428 = insertelement <4 x float> poison, float %1201, i64 0
  %1429 = insertelement <4 x float> %1428, float %1200, i64 1
  %1430 = insertelement <4 x float> %1429, float %1199, i64 2
  %1431 = insertelement <4 x float> %1430, float %1198, i64 3
  store <4 x float> %1431, ptr addrspace(3) %1064, align 16
  %1432 = insertelement <4 x float> poison, float %1197, i64 0
  %1433 = insertelement <4 x float> %1432, float %1196, i64 1
  %1434 = insertelement <4 x float> %1433, float %1195, i64 2
  %1435 = insertelement <4 x float> %1434, float %1194, i64 3
  store <4 x float> %1435, ptr addrspace(3) %1065, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1436 = load float, ptr addrspace(3) %1074, align 8
  %1437 = load float, ptr addrspace(3) %1077, align 4
  %1438 = load float, ptr addrspace(3) %1081, align 8
  %1439 = load float, ptr addrspace(3) %1084, align 4
  %1440 = load float, ptr addrspace(3) %1087, align 8
  %1441 = load float, ptr addrspace(3) %1090, align 4
  %1442 = load float, ptr addrspace(3) %1093, align 8
  %1443 = load float, ptr addrspace(3) %1096, align 4
  %1444 = load float, ptr addrspace(3) %1099, align 8
  %1445 = load float, ptr addrspace(3) %1102, align 4
  %1446 = load float, ptr addrspace(3) %1105, align 8
  %1447 = load float, ptr addrspace(3) %1108, align 4
  %1448 = load float, ptr addrspace(3) %1111, align 8
  %1449 = load float, ptr addrspace(3) %1114, align 4
  %1450 = load float, ptr addrspace(3) %1117, align 8
  %1451 = load float, ptr addrspace(3) %1120, align 4
  %1452 = load float, ptr addrspace(3) %1123, align 8
  %1453 = load float, ptr addrspace(3) %1126, align 4
  %1454 = load float, ptr addrspace(3) %1129, align 8
  %1455 = load float, ptr addrspace(3) %1132, align 4
  %1456 = load float, ptr addrspace(3) %1135, align 8
  %1457 = load float, ptr addrspace(3) %1138, align 4
  %1458 = load float, ptr addrspace(3) %1141, align 8
  %1459 = load float, ptr addrspace(3) %1144, align 4
  %1460 = load float, ptr addrspace(3) %1147, align 8
  %1461 = load float, ptr addrspace(3) %1150, align 4
  %1462 = load float, ptr addrspace(3) %1153, align 8
  %1463 = load float, ptr addrspace(3) %1156, align 4
  %1464 = load float, ptr addrspace(3) %1159, align 8
  %1465 = load float, ptr addrspace(3) %1162, align 4
  %1466 = load float, ptr addrspace(3) %1165, align 8
  %1467 = load float, ptr addrspace(3) %1168, align 4
  %1468 = fadd float %1372, %1436
  %1469 = fadd float %1373, %1437
  %1470 = fadd float %1374, %1438
  %1471 = fadd float %1375, %1439
  %1472 = fadd float %1376, %1440
  %1473 = fadd float %1377, %1441
  %1474 = fadd float %1378, %1442
  %1475 = fadd float %1379, %1443
  %1476 = fadd float %1380, %1444
  %1477 = fadd float %1381, %1445
  %1478 = fadd float %1382, %1446
  %1479 = fadd float %1383, %1447
  %1480 = fadd float %1384, %1448
  %1481 = fadd float %1385, %1449
  %1482 = fadd float %1386, %1450
  %1483 = fadd float %1387, %1451
  %1484 = fadd float %1388, %1452
  %1485 = fadd float %1389, %1453
  %1486 = fadd float %1390, %1454
  %1487 = fadd float %1391, %1455
  %1488 = fadd float %1392, %1456
  %1489 = fadd float %1393, %1457
  %1490 = fadd float %1394, %1458
  %1491 = fadd float %1395, %1459
  %1492 = fadd float %1396, %1460
  %1493 = fadd float %1397, %1461
  %1494 = fadd float %1398, %1462
  %1495 = fadd float %1399, %1463
  %1496 = fadd float %1400, %1464
  %1497 = fadd float %1401, %1465
  %1498 = fadd float %1402, %1466
  %1499 = fadd float %1403, %1467
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1468, ptr addrspace(3) %1074, align 8
  store float %1469, ptr addrspace(3) %1077, align 4
  store float %1470, ptr addrspace(3) %1081, align 8
  store float %1471, ptr addrspace(3) %1084, align 4
  store float %1472, ptr addrspace(3) %1087, align 8
  store float %1473, ptr addrspace(3) %1090, align 4
  store float %1474, ptr addrspace(3) %1093, align 8
  store float %1475, ptr addrspace(3) %1096, align 4
  store float %1476, ptr addrspace(3) %1099, align 8
  store float %1477, ptr addrspace(3) %1102, align 4
  store float %1478, ptr addrspace(3) %1105, align 8
  store float %1479, ptr addrspace(3) %1108, align 4
  store float %1480, ptr addrspace(3) %1111, align 8
  store float %1481, ptr addrspace(3) %1114, align 4
  store float %1482, ptr addrspace(3) %1117, align 8
  store float %1483, ptr addrspace(3) %1120, align 4
  store float %1484, ptr addrspace(3) %1123, align 8
  store float %1485, ptr addrspace(3) %1126, align 4
  store float %1486, ptr addrspace(3) %1129, align 8
  store float %1487, ptr addrspace(3) %1132, align 4
  store float %1488, ptr addrspace(3) %1135, align 8
  store float %1489, ptr addrspace(3) %1138, align 4
  store float %1490, ptr addrspace(3) %1141, align 8
  store float %1491, ptr addrspace(3) %1144, align 4
  store float %1492, ptr addrspace(3) %1147, align 8
  store float %1493, ptr addrspace(3) %1150, align 4
  store float %1494, ptr addrspace(3) %1153, align 8
  store float %1495, ptr addrspace(3) %1156, align 4
  store float %1496, ptr addrspace(3) %1159, align 8
  store float %1497, ptr addrspace(3) %1162, align 4
  store float %1498, ptr addrspace(3) %1165, align 8
  store float %1499, ptr addrspace(3) %1168, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1500 = load float, ptr addrspace(3) %1052, align 16
  %1501 = load float, ptr addrspace(3) %1169, align 4
  %1502 = load float, ptr addrspace(3) %1170, align 8
  %1503 = load float, ptr addrspace(3) %1171, align 4
  %1504 = load float, ptr addrspace(3) %1055, align 16
  %1505 = load float, ptr addrspace(3) %1172, align 4
  %1506 = load float, ptr addrspace(3) %1173, align 8
  %1507 = load float, ptr addrspace(3) %1174, align 4
  %1508 = load float, ptr addrspace(3) %1058, align 16
  %1509 = load float, ptr addrspace(3) %1175, align 4
  %1510 = load float, ptr addrspace(3) %1176, align 8
  %1511 = load float, ptr addrspace(3) %1177, align 4
  %1512 = load float, ptr addrspace(3) %1061, align 16
  %1513 = load float, ptr addrspace(3) %1178, align 4
  %1514 = load float, ptr addrspace(3) %1179, align 8
  %1515 = load float, ptr addrspace(3) %1180, align 4
  %1516 = load float, ptr addrspace(3) %1062, align 16
  %1517 = load float, ptr addrspace(3) %1181, align 4
  %1518 = load float, ptr addrspace(3) %1182, align 8
  %1519 = load float, ptr addrspace(3) %1183, align 4
  %1520 = load float, ptr addrspace(3) %1063, align 16
  %1521 = load float, ptr addrspace(3) %1184, align 4
  %1522 = load float, ptr addrspace(3) %1185, align 8
  %1523 = load float, ptr addrspace(3) %1186, align 4
  %1524 = load float, ptr addrspace(3) %1064, align 16
  %1525 = load float, ptr addrspace(3) %1187, align 4
  %1526 = load float, ptr addrspace(3) %1188, align 8
  %1527 = load float, ptr addrspace(3) %1189, align 4
  %1528 = load float, ptr addrspace(3) %1065, align 16
  %1529 = load float, ptr addrspace(3) %1190, align 4
  %1530 = load float, ptr addrspace(3) %1191, align 8
  %1531 = load float, ptr addrspace(3) %1192, align 4
  %1532 = icmp slt i32 %1229, %6
  %1533 = or disjoint i32 %1229, %83
  %1534 = or disjoint i32 %1229, %84
  %1535 = or disjoint i32 %1229, %85
  %1536 = or disjoint i32 %1229, %86
  %1537 = or disjoint i32 %1229, %87
  %1538 = or disjoint i32 %1229, %88
  %1539 = or disjoint i32 %1229, %89
  %1540 = or disjoint i32 %1229, %90
  %1541 = or disjoint i32 %1229, %91
  %1542 = or disjoint i32 %1229, %92
  %1543 = or disjoint i32 %1229, %93
  %1544 = or disjoint i32 %1229, %94
  %1545 = or disjoint i32 %1229, %95
  %1546 = add i32 %1533, %57
  %1547 = add i32 %1533, %58
  %1548 = add i32 %1537, %59
  %1549 = add i32 %1538, %60
  %1550 = add i32 %1539, %61
  %1551 = add i32 %1533, %62
  %1552 = add i32 %1540, %63
  %1553 = add i32 %1541, %64
  %1554 = add i32 %1542, %65
  %1555 = add i32 %1533, %66
  %1556 = add i32 %1543, %67
  %1557 = add i32 %1544, %68
  %1558 = add i32 %1545, %69
  %1559 = icmp slt i32 %1533, %6
  %1560 = icmp slt i32 %1534, %6
  %1561 = icmp slt i32 %1535, %6
  %1562 = icmp slt i32 %1536, %6
  %1563 = icmp slt i32 %1537, %6
  %1564 = icmp slt i32 %1538, %6
  %1565 = icmp slt i32 %1539, %6
  %1566 = icmp slt i32 %1540, %6
  %1567 = icmp slt i32 %1541, %6
  %1568 = icmp slt i32 %1542, %6
  %1569 = icmp slt i32 %1543, %6
  %1570 = icmp slt i32 %1544, %6
  %1571 = icmp slt i32 %1545, %6
  %1572 = and i1 %70, %1559
  %1573 = and i1 %71, %1559
  %1574 = and i1 %72, %1563
  %1575 = and i1 %73, %1564
  %1576 = and i1 %74, %1565
  %1577 = and i1 %75, %1559
  %1578 = and i1 %76, %1566
  %1579 = and i1 %77, %1567
  %1580 = and i1 %78, %1568
  %1581 = and i1 %79, %1559
  %1582 = and i1 %80, %1569
  %1583 = and i1 %81, %1570
  %1584 = and i1 %82, %1571
  %1585 = and i1 %1532, %1572
  %1586 = and i1 %1532, %1573
  %1587 = and i1 %1532, %1574
  %1588 = and i1 %1532, %1575
  %1589 = and i1 %1532, %1577
  %1590 = and i1 %1532, %1578
  %1591 = and i1 %1532, %1579
  %1592 = and i1 %1532, %1581
  %1593 = and i1 %1532, %1582
  %1594 = and i1 %1532, %1583
  %1595 = shl nuw nsw i32 %1231, 12
  %1596 = zext nneg i32 %1595 to i64
  %1597 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %1596
  %1598 = getelementptr i8, ptr addrspace(3) %1597, i64 %195
  %1599 = sext i32 %1546 to i64
  %1600 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1599
  %1601 = ptrtoint ptr addrspace(1) %1600 to i64
  %1602 = and i64 %1601, 7
  %1603 = icmp eq i64 %1602, 0
  %1604 = and i1 %1585, %1603
  %1605 = and i1 %1560, %1604
  %1606 = and i1 %1561, %1605
  %1607 = and i1 %1562, %1606
  br i1 %1607, label %1608, label %1611

1608:                                             ; preds = %1193
  %1609 = ptrtoint ptr addrspace(3) %1598 to i64
  %1610 = trunc i64 %1609 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1610, ptr addrspace(1) %1600) #3
  br label %1639

1611:                                             ; preds = %1193
  %1612 = and i1 %70, %1561
  %1613 = and i1 %70, %1560
  %1614 = xor i1 %1532, %1606
  %1615 = and i1 %1562, %1614
  %1616 = and i1 %70, %1615
  %1617 = and i1 %1532, %1612
  %1618 = and i1 %1532, %1613
  %1619 = add i32 %1536, %57
  %1620 = sext i32 %1619 to i64
  %1621 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1620
  %1622 = add i32 %1535, %57
  %1623 = sext i32 %1622 to i64
  %1624 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1623
  %1625 = add i32 %1534, %57
  %1626 = sext i32 %1625 to i64
  %1627 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1626
  %1628 = zext i1 %1585 to i32
  %1629 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1600, i32 %1628, i16 0) #3
  store i16 %1629, ptr addrspace(3) %1598, align 8
  %1630 = getelementptr i8, ptr addrspace(3) %1598, i64 2
  %1631 = zext i1 %1618 to i32
  %1632 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1627, i32 %1631, i16 0) #3
  store i16 %1632, ptr addrspace(3) %1630, align 2
  %1633 = getelementptr i8, ptr addrspace(3) %1598, i64 4
  %1634 = zext i1 %1617 to i32
  %1635 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1624, i32 %1634, i16 0) #3
  store i16 %1635, ptr addrspace(3) %1633, align 4
  %1636 = getelementptr i8, ptr addrspace(3) %1598, i64 6
  %1637 = zext i1 %1616 to i32
  %1638 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1621, i32 %1637, i16 0) #3
  store i16 %1638, ptr addrspace(3) %1636, align 2
  br label %1639

1639:                                             ; preds = %1608, %1611
  %1640 = getelementptr i8, ptr addrspace(3) %1597, i64 %237
  %1641 = sext i32 %1547 to i64
  %1642 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1641
  %1643 = ptrtoint ptr addrspace(1) %1642 to i64
  %1644 = and i64 %1643, 7
  %1645 = icmp eq i64 %1644, 0
  %1646 = and i1 %1586, %1645
  %1647 = and i1 %1574, %1646
  %1648 = and i1 %1575, %1647
  %1649 = and i1 %1576, %1648
  br i1 %1649, label %1650, label %1653

1650:                                             ; preds = %1639
  %1651 = ptrtoint ptr addrspace(3) %1640 to i64
  %1652 = trunc i64 %1651 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1652, ptr addrspace(1) %1642) #3
  br label %1673

1653:                                             ; preds = %1639
  %1654 = xor i1 %1532, %1648
  %1655 = and i1 %1576, %1654
  %1656 = sext i32 %1550 to i64
  %1657 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1656
  %1658 = sext i32 %1549 to i64
  %1659 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1658
  %1660 = sext i32 %1548 to i64
  %1661 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1660
  %1662 = zext i1 %1586 to i32
  %1663 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1642, i32 %1662, i16 0) #3
  store i16 %1663, ptr addrspace(3) %1640, align 8
  %1664 = getelementptr i8, ptr addrspace(3) %1640, i64 2
  %1665 = zext i1 %1587 to i32
  %1666 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1661, i32 %1665, i16 0) #3
  store i16 %1666, ptr addrspace(3) %1664, align 2
  %1667 = getelementptr i8, ptr addrspace(3) %1640, i64 4
  %1668 = zext i1 %1588 to i32
  %1669 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1659, i32 %1668, i16 0) #3
  store i16 %1669, ptr addrspace(3) %1667, align 4
  %1670 = getelementptr i8, ptr addrspace(3) %1640, i64 6
  %1671 = zext i1 %1655 to i32
  %1672 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1657, i32 %1671, i16 0) #3
  store i16 %1672, ptr addrspace(3) %1670, align 2
  br label %1673

1673:                                             ; preds = %1650, %1653
  %1674 = getelementptr i8, ptr addrspace(3) %1597, i64 %273
  %1675 = sext i32 %1551 to i64
  %1676 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1675
  %1677 = ptrtoint ptr addrspace(1) %1676 to i64
  %1678 = and i64 %1677, 7
  %1679 = icmp eq i64 %1678, 0
  %1680 = and i1 %1589, %1679
  %1681 = and i1 %1578, %1680
  %1682 = and i1 %1579, %1681
  %1683 = and i1 %1580, %1682
  br i1 %1683, label %1684, label %1687

1684:                                             ; preds = %1673
  %1685 = ptrtoint ptr addrspace(3) %1674 to i64
  %1686 = trunc i64 %1685 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1686, ptr addrspace(1) %1676) #3
  br label %1707

1687:                                             ; preds = %1673
  %1688 = xor i1 %1532, %1682
  %1689 = and i1 %1580, %1688
  %1690 = sext i32 %1554 to i64
  %1691 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1690
  %1692 = sext i32 %1553 to i64
  %1693 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1692
  %1694 = sext i32 %1552 to i64
  %1695 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1694
  %1696 = zext i1 %1589 to i32
  %1697 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1676, i32 %1696, i16 0) #3
  store i16 %1697, ptr addrspace(3) %1674, align 8
  %1698 = getelementptr i8, ptr addrspace(3) %1674, i64 2
  %1699 = zext i1 %1590 to i32
  %1700 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1695, i32 %1699, i16 0) #3
  store i16 %1700, ptr addrspace(3) %1698, align 2
  %1701 = getelementptr i8, ptr addrspace(3) %1674, i64 4
  %1702 = zext i1 %1591 to i32
  %1703 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1693, i32 %1702, i16 0) #3
  store i16 %1703, ptr addrspace(3) %1701, align 4
  %1704 = getelementptr i8, ptr addrspace(3) %1674, i64 6
  %1705 = zext i1 %1689 to i32
  %1706 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1691, i32 %1705, i16 0) #3
  store i16 %1706, ptr addrspace(3) %1704, align 2
  br label %1707

1707:                                             ; preds = %1684, %1687
  %1708 = getelementptr i8, ptr addrspace(3) %1597, i64 %309
  %1709 = sext i32 %1555 to i64
  %1710 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1709
  %1711 = ptrtoint ptr addrspace(1) %1710 to i64
  %1712 = and i64 %1711, 7
  %1713 = icmp eq i64 %1712, 0
  %1714 = and i1 %1592, %1713
  %1715 = and i1 %1582, %1714
  %1716 = and i1 %1583, %1715
  %1717 = and i1 %1584, %1716
  br i1 %1717, label %1718, label %1721

1718:                                             ; preds = %1707
  %1719 = ptrtoint ptr addrspace(3) %1708 to i64
  %1720 = trunc i64 %1719 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1720, ptr addrspace(1) %1710) #3
  br label %1741

1721:                                             ; preds = %1707
  %1722 = xor i1 %1532, %1716
  %1723 = and i1 %1584, %1722
  %1724 = sext i32 %1558 to i64
  %1725 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1724
  %1726 = sext i32 %1557 to i64
  %1727 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1726
  %1728 = sext i32 %1556 to i64
  %1729 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1728
  %1730 = zext i1 %1592 to i32
  %1731 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1710, i32 %1730, i16 0) #3
  store i16 %1731, ptr addrspace(3) %1708, align 8
  %1732 = getelementptr i8, ptr addrspace(3) %1708, i64 2
  %1733 = zext i1 %1593 to i32
  %1734 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1729, i32 %1733, i16 0) #3
  store i16 %1734, ptr addrspace(3) %1732, align 2
  %1735 = getelementptr i8, ptr addrspace(3) %1708, i64 4
  %1736 = zext i1 %1594 to i32
  %1737 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1727, i32 %1736, i16 0) #3
  store i16 %1737, ptr addrspace(3) %1735, align 4
  %1738 = getelementptr i8, ptr addrspace(3) %1708, i64 6
  %1739 = zext i1 %1723 to i32
  %1740 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1725, i32 %1739, i16 0) #3
  store i16 %1740, ptr addrspace(3) %1738, align 2
  br label %1741

1741:                                             ; preds = %1718, %1721
  %1742 = or disjoint i32 %1229, %135
  %1743 = or disjoint i32 %1229, %136
  %1744 = or disjoint i32 %1229, %137
  %1745 = or disjoint i32 %1229, %138
  %1746 = or disjoint i32 %1229, %139
  %1747 = or disjoint i32 %1229, %140
  %1748 = or disjoint i32 %1229, %141
  %1749 = or disjoint i32 %1229, %142
  %1750 = or disjoint i32 %1229, %143
  %1751 = or disjoint i32 %1229, %144
  %1752 = or disjoint i32 %1229, %145
  %1753 = or disjoint i32 %1229, %146
  %1754 = or disjoint i32 %1229, %147
  %1755 = mul i32 %1742, %5
  %1756 = mul i32 %1743, %5
  %1757 = mul i32 %1744, %5
  %1758 = mul i32 %1745, %5
  %1759 = mul i32 %1746, %5
  %1760 = mul i32 %1747, %5
  %1761 = mul i32 %1748, %5
  %1762 = mul i32 %1749, %5
  %1763 = mul i32 %1750, %5
  %1764 = mul i32 %1751, %5
  %1765 = mul i32 %1752, %5
  %1766 = mul i32 %1753, %5
  %1767 = mul i32 %1754, %5
  %1768 = add i32 %1755, %97
  %1769 = add i32 %1756, %97
  %1770 = add i32 %1757, %105
  %1771 = add i32 %1758, %107
  %1772 = add i32 %1759, %109
  %1773 = add i32 %1760, %97
  %1774 = add i32 %1761, %111
  %1775 = add i32 %1762, %113
  %1776 = add i32 %1763, %115
  %1777 = add i32 %1764, %97
  %1778 = add i32 %1765, %117
  %1779 = add i32 %1766, %119
  %1780 = add i32 %1767, %121
  %1781 = icmp slt i32 %1742, %6
  %1782 = icmp slt i32 %1743, %6
  %1783 = icmp slt i32 %1744, %6
  %1784 = icmp slt i32 %1745, %6
  %1785 = icmp slt i32 %1746, %6
  %1786 = icmp slt i32 %1747, %6
  %1787 = icmp slt i32 %1748, %6
  %1788 = icmp slt i32 %1749, %6
  %1789 = icmp slt i32 %1750, %6
  %1790 = icmp slt i32 %1751, %6
  %1791 = icmp slt i32 %1752, %6
  %1792 = icmp slt i32 %1753, %6
  %1793 = icmp slt i32 %1754, %6
  %1794 = and i1 %122, %1781
  %1795 = and i1 %122, %1782
  %1796 = and i1 %126, %1783
  %1797 = and i1 %127, %1784
  %1798 = and i1 %128, %1785
  %1799 = and i1 %122, %1786
  %1800 = and i1 %129, %1787
  %1801 = and i1 %130, %1788
  %1802 = and i1 %131, %1789
  %1803 = and i1 %122, %1790
  %1804 = and i1 %132, %1791
  %1805 = and i1 %133, %1792
  %1806 = and i1 %134, %1793
  %1807 = and i1 %1532, %1794
  %1808 = and i1 %1532, %1795
  %1809 = and i1 %1532, %1796
  %1810 = and i1 %1532, %1797
  %1811 = and i1 %1532, %1799
  %1812 = and i1 %1532, %1800
  %1813 = and i1 %1532, %1801
  %1814 = and i1 %1532, %1803
  %1815 = and i1 %1532, %1804
  %1816 = and i1 %1532, %1805
  %1817 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %1596
  %1818 = getelementptr i8, ptr addrspace(3) %1817, i64 %400
  %1819 = sext i32 %1768 to i64
  %1820 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1819
  %1821 = ptrtoint ptr addrspace(1) %1820 to i64
  %1822 = and i64 %1821, 7
  %1823 = icmp eq i64 %1822, 0
  %.reass135.reass = and i1 %1823, %invariant.op
  %.reass = and i1 %.reass135.reass, %1807
  %1824 = and i1 %125, %.reass
  br i1 %1824, label %1825, label %1828

1825:                                             ; preds = %1741
  %1826 = ptrtoint ptr addrspace(3) %1818 to i64
  %1827 = trunc i64 %1826 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1827, ptr addrspace(1) %1820) #3
  br label %1856

1828:                                             ; preds = %1741
  %1829 = and i1 %124, %1781
  %1830 = and i1 %123, %1781
  %1831 = xor i1 %1532, %.reass
  %1832 = and i1 %125, %1831
  %1833 = and i1 %1781, %1832
  %1834 = and i1 %1532, %1829
  %1835 = and i1 %1532, %1830
  %1836 = add i32 %1755, %103
  %1837 = sext i32 %1836 to i64
  %1838 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1837
  %1839 = add i32 %1755, %101
  %1840 = sext i32 %1839 to i64
  %1841 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1840
  %1842 = add i32 %1755, %99
  %1843 = sext i32 %1842 to i64
  %1844 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1843
  %1845 = zext i1 %1807 to i32
  %1846 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1820, i32 %1845, i16 0) #3
  store i16 %1846, ptr addrspace(3) %1818, align 8
  %1847 = getelementptr i8, ptr addrspace(3) %1818, i64 2
  %1848 = zext i1 %1835 to i32
  %1849 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1844, i32 %1848, i16 0) #3
  store i16 %1849, ptr addrspace(3) %1847, align 2
  %1850 = getelementptr i8, ptr addrspace(3) %1818, i64 4
  %1851 = zext i1 %1834 to i32
  %1852 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1841, i32 %1851, i16 0) #3
  store i16 %1852, ptr addrspace(3) %1850, align 4
  %1853 = getelementptr i8, ptr addrspace(3) %1818, i64 6
  %1854 = zext i1 %1833 to i32
  %1855 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1838, i32 %1854, i16 0) #3
  store i16 %1855, ptr addrspace(3) %1853, align 2
  br label %1856

1856:                                             ; preds = %1825, %1828
  %1857 = getelementptr i8, ptr addrspace(3) %1817, i64 %445
  %1858 = sext i32 %1769 to i64
  %1859 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1858
  %1860 = ptrtoint ptr addrspace(1) %1859 to i64
  %1861 = and i64 %1860, 7
  %1862 = icmp eq i64 %1861, 0
  %1863 = and i1 %1808, %1862
  %1864 = and i1 %1796, %1863
  %1865 = and i1 %1797, %1864
  %1866 = and i1 %1798, %1865
  br i1 %1866, label %1867, label %1870

1867:                                             ; preds = %1856
  %1868 = ptrtoint ptr addrspace(3) %1857 to i64
  %1869 = trunc i64 %1868 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1869, ptr addrspace(1) %1859) #3
  br label %1890

1870:                                             ; preds = %1856
  %1871 = xor i1 %1532, %1865
  %1872 = and i1 %1798, %1871
  %1873 = sext i32 %1772 to i64
  %1874 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1873
  %1875 = sext i32 %1771 to i64
  %1876 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1875
  %1877 = sext i32 %1770 to i64
  %1878 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1877
  %1879 = zext i1 %1808 to i32
  %1880 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1859, i32 %1879, i16 0) #3
  store i16 %1880, ptr addrspace(3) %1857, align 8
  %1881 = getelementptr i8, ptr addrspace(3) %1857, i64 2
  %1882 = zext i1 %1809 to i32
  %1883 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1878, i32 %1882, i16 0) #3
  store i16 %1883, ptr addrspace(3) %1881, align 2
  %1884 = getelementptr i8, ptr addrspace(3) %1857, i64 4
  %1885 = zext i1 %1810 to i32
  %1886 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1876, i32 %1885, i16 0) #3
  store i16 %1886, ptr addrspace(3) %1884, align 4
  %1887 = getelementptr i8, ptr addrspace(3) %1857, i64 6
  %1888 = zext i1 %1872 to i32
  %1889 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1874, i32 %1888, i16 0) #3
  store i16 %1889, ptr addrspace(3) %1887, align 2
  br label %1890

1890:                                             ; preds = %1867, %1870
  %1891 = getelementptr i8, ptr addrspace(3) %1817, i64 %484
  %1892 = sext i32 %1773 to i64
  %1893 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1892
  %1894 = ptrtoint ptr addrspace(1) %1893 to i64
  %1895 = and i64 %1894, 7
  %1896 = icmp eq i64 %1895, 0
  %1897 = and i1 %1811, %1896
  %1898 = and i1 %1800, %1897
  %1899 = and i1 %1801, %1898
  %1900 = and i1 %1802, %1899
  br i1 %1900, label %1901, label %1904

1901:                                             ; preds = %1890
  %1902 = ptrtoint ptr addrspace(3) %1891 to i64
  %1903 = trunc i64 %1902 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1903, ptr addrspace(1) %1893) #3
  br label %1924

1904:                                             ; preds = %1890
  %1905 = xor i1 %1532, %1899
  %1906 = and i1 %1802, %1905
  %1907 = sext i32 %1776 to i64
  %1908 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1907
  %1909 = sext i32 %1775 to i64
  %1910 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1909
  %1911 = sext i32 %1774 to i64
  %1912 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1911
  %1913 = zext i1 %1811 to i32
  %1914 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1893, i32 %1913, i16 0) #3
  store i16 %1914, ptr addrspace(3) %1891, align 8
  %1915 = getelementptr i8, ptr addrspace(3) %1891, i64 2
  %1916 = zext i1 %1812 to i32
  %1917 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1912, i32 %1916, i16 0) #3
  store i16 %1917, ptr addrspace(3) %1915, align 2
  %1918 = getelementptr i8, ptr addrspace(3) %1891, i64 4
  %1919 = zext i1 %1813 to i32
  %1920 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1910, i32 %1919, i16 0) #3
  store i16 %1920, ptr addrspace(3) %1918, align 4
  %1921 = getelementptr i8, ptr addrspace(3) %1891, i64 6
  %1922 = zext i1 %1906 to i32
  %1923 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1908, i32 %1922, i16 0) #3
  store i16 %1923, ptr addrspace(3) %1921, align 2
  br label %1924

1924:                                             ; preds = %1901, %1904
  %1925 = getelementptr i8, ptr addrspace(3) %1817, i64 %523
  %1926 = sext i32 %1777 to i64
  %1927 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1926
  %1928 = ptrtoint ptr addrspace(1) %1927 to i64
  %1929 = and i64 %1928, 7
  %1930 = icmp eq i64 %1929, 0
  %1931 = and i1 %1814, %1930
  %1932 = and i1 %1804, %1931
  %1933 = and i1 %1805, %1932
  %1934 = and i1 %1806, %1933
  br i1 %1934, label %1935, label %1938

1935:                                             ; preds = %1924
  %1936 = ptrtoint ptr addrspace(3) %1925 to i64
  %1937 = trunc i64 %1936 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1937, ptr addrspace(1) %1927) #3
  br label %1958

1938:                                             ; preds = %1924
  %1939 = xor i1 %1532, %1933
  %1940 = and i1 %1806, %1939
  %1941 = sext i32 %1780 to i64
  %1942 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1941
  %1943 = sext i32 %1779 to i64
  %1944 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1943
  %1945 = sext i32 %1778 to i64
  %1946 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1945
  %1947 = zext i1 %1814 to i32
  %1948 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1927, i32 %1947, i16 0) #3
  store i16 %1948, ptr addrspace(3) %1925, align 8
  %1949 = getelementptr i8, ptr addrspace(3) %1925, i64 2
  %1950 = zext i1 %1815 to i32
  %1951 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1946, i32 %1950, i16 0) #3
  store i16 %1951, ptr addrspace(3) %1949, align 2
  %1952 = getelementptr i8, ptr addrspace(3) %1925, i64 4
  %1953 = zext i1 %1816 to i32
  %1954 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1944, i32 %1953, i16 0) #3
  store i16 %1954, ptr addrspace(3) %1952, align 4
  %1955 = getelementptr i8, ptr addrspace(3) %1925, i64 6
  %1956 = zext i1 %1940 to i32
  %1957 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1942, i32 %1956, i16 0) #3
  store i16 %1957, ptr addrspace(3) %1955, align 2
  br label %1958

1958:                                             ; preds = %1935, %1938
  %1959 = lshr exact i32 %1229, 5
  %1960 = mul i32 %1959, %5
  %1961 = add i32 %1960, %15
  %1962 = and i1 %148, %1532
  %1963 = shl nuw nsw i32 %1231, 8
  %1964 = zext nneg i32 %1963 to i64
  %gep38 = getelementptr i8, ptr addrspace(3) %559, i64 %1964
  %1965 = sext i32 %1961 to i64
  %1966 = getelementptr float, ptr addrspace(1) %2, i64 %1965
  %1967 = select i1 %1962, i32 4, i32 0
  %1968 = ptrtoint ptr addrspace(3) %gep38 to i64
  %1969 = trunc i64 %1968 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1969, ptr addrspace(1) %1966, i32 %1967) #3
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %1970 = add i32 %1226, 32
  %1971 = icmp slt i32 %1970, %6
  br i1 %1971, label %1193, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %1958
  %1972 = bitcast float %1500 to i32
  %1973 = bitcast float %1501 to i32
  %1974 = bitcast float %1502 to i32
  %1975 = bitcast float %1503 to i32
  %1976 = bitcast float %1504 to i32
  %1977 = bitcast float %1505 to i32
  %1978 = bitcast float %1506 to i32
  %1979 = bitcast float %1507 to i32
  %1980 = bitcast float %1508 to i32
  %1981 = bitcast float %1509 to i32
  %1982 = bitcast float %1510 to i32
  %1983 = bitcast float %1511 to i32
  %1984 = bitcast float %1512 to i32
  %1985 = bitcast float %1513 to i32
  %1986 = bitcast float %1514 to i32
  %1987 = bitcast float %1515 to i32
  %1988 = bitcast float %1516 to i32
  %1989 = bitcast float %1517 to i32
  %1990 = bitcast float %1518 to i32
  %1991 = bitcast float %1519 to i32
  %1992 = bitcast float %1520 to i32
  %1993 = bitcast float %1521 to i32
  %1994 = bitcast float %1522 to i32
  %1995 = bitcast float %1523 to i32
  %1996 = bitcast float %1524 to i32
  %1997 = bitcast float %1525 to i32
  %1998 = bitcast float %1526 to i32
  %1999 = bitcast float %1527 to i32
  %2000 = bitcast float %1528 to i32
  %2001 = bitcast float %1529 to i32
  %2002 = bitcast float %1530 to i32
  %2003 = bitcast float %1531 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %990
  %.lcssa36 = phi i32 [ 0, %990 ], [ %1972, %._crit_edge.loopexit ]
  %.lcssa35 = phi i32 [ 0, %990 ], [ %1973, %._crit_edge.loopexit ]
  %.lcssa34 = phi i32 [ 0, %990 ], [ %1974, %._crit_edge.loopexit ]
  %.lcssa33 = phi i32 [ 0, %990 ], [ %1975, %._crit_edge.loopexit ]
  %.lcssa32 = phi i32 [ 0, %990 ], [ %1976, %._crit_edge.loopexit ]
  %.lcssa31 = phi i32 [ 0, %990 ], [ %1977, %._crit_edge.loopexit ]
  %.lcssa30 = phi i32 [ 0, %990 ], [ %1978, %._crit_edge.loopexit ]
  %.lcssa29 = phi i32 [ 0, %990 ], [ %1979, %._crit_edge.loopexit ]
  %.lcssa28 = phi i32 [ 0, %990 ], [ %1980, %._crit_edge.loopexit ]
  %.lcssa27 = phi i32 [ 0, %990 ], [ %1981, %._crit_edge.loopexit ]
  %.lcssa26 = phi i32 [ 0, %990 ], [ %1982, %._crit_edge.loopexit ]
  %.lcssa25 = phi i32 [ 0, %990 ], [ %1983, %._crit_edge.loopexit ]
  %.lcssa24 = phi i32 [ 0, %990 ], [ %1984, %._crit_edge.loopexit ]
  %.lcssa23 = phi i32 [ 0, %990 ], [ %1985, %._crit_edge.loopexit ]
  %.lcssa22 = phi i32 [ 0, %990 ], [ %1986, %._crit_edge.loopexit ]
  %.lcssa21 = phi i32 [ 0, %990 ], [ %1987, %._crit_edge.loopexit ]
  %.lcssa20 = phi i32 [ 0, %990 ], [ %1988, %._crit_edge.loopexit ]
  %.lcssa19 = phi i32 [ 0, %990 ], [ %1989, %._crit_edge.loopexit ]
  %.lcssa18 = phi i32 [ 0, %990 ], [ %1990, %._crit_edge.loopexit ]
  %.lcssa17 = phi i32 [ 0, %990 ], [ %1991, %._crit_edge.loopexit ]
  %.lcssa16 = phi i32 [ 0, %990 ], [ %1992, %._crit_edge.loopexit ]
  %.lcssa15 = phi i32 [ 0, %990 ], [ %1993, %._crit_edge.loopexit ]
  %.lcssa14 = phi i32 [ 0, %990 ], [ %1994, %._crit_edge.loopexit ]
  %.lcssa13 = phi i32 [ 0, %990 ], [ %1995, %._crit_edge.loopexit ]
  %.lcssa12 = phi i32 [ 0, %990 ], [ %1996, %._crit_edge.loopexit ]
  %.lcssa11 = phi i32 [ 0, %990 ], [ %1997, %._crit_edge.loopexit ]
  %.lcssa10 = phi i32 [ 0, %990 ], [ %1998, %._crit_edge.loopexit ]
  %.lcssa9 = phi i32 [ 0, %990 ], [ %1999, %._crit_edge.loopexit ]
  %.lcssa8 = phi i32 [ 0, %990 ], [ %2000, %._crit_edge.loopexit ]
  %.lcssa7 = phi i32 [ 0, %990 ], [ %2001, %._crit_edge.loopexit ]
  %.lcssa6 = phi i32 [ 0, %990 ], [ %2002, %._crit_edge.loopexit ]
  %.lcssa = phi i32 [ 0, %990 ], [ %2003, %._crit_edge.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2004 = or disjoint i32 %12, %135
  %2005 = or disjoint i32 %136, %12
  %2006 = or disjoint i32 %137, %12
  %2007 = or disjoint i32 %138, %12
  %2008 = or disjoint i32 %139, %12
  %2009 = or disjoint i32 %140, %12
  %2010 = or disjoint i32 %141, %12
  %2011 = or disjoint i32 %142, %12
  %2012 = or disjoint i32 %143, %12
  %2013 = or disjoint i32 %144, %12
  %2014 = or disjoint i32 %145, %12
  %2015 = or disjoint i32 %146, %12
  %2016 = or disjoint i32 %147, %12
  %2017 = or disjoint i32 %772, %12
  %2018 = or disjoint i32 %9, 2049
  %2019 = lshr i32 %2018, 6
  %2020 = or disjoint i32 %2019, %12
  %2021 = or disjoint i32 %9, 2050
  %2022 = lshr i32 %2021, 6
  %2023 = or disjoint i32 %2022, %12
  %2024 = or disjoint i32 %9, 2051
  %2025 = lshr i32 %2024, 6
  %2026 = or disjoint i32 %2025, %12
  %2027 = or disjoint i32 %2004, 40
  %2028 = or disjoint i32 %9, 2561
  %2029 = lshr i32 %2028, 6
  %2030 = or disjoint i32 %2029, %12
  %2031 = or disjoint i32 %9, 2562
  %2032 = lshr i32 %2031, 6
  %2033 = or disjoint i32 %2032, %12
  %2034 = or disjoint i32 %9, 2563
  %2035 = lshr i32 %2034, 6
  %2036 = or disjoint i32 %2035, %12
  %2037 = or disjoint i32 %2004, 48
  %2038 = or disjoint i32 %9, 3073
  %2039 = lshr i32 %2038, 6
  %2040 = or disjoint i32 %2039, %12
  %2041 = or disjoint i32 %9, 3074
  %2042 = lshr i32 %2041, 6
  %2043 = or disjoint i32 %2042, %12
  %2044 = or disjoint i32 %9, 3075
  %2045 = lshr i32 %2044, 6
  %2046 = or disjoint i32 %2045, %12
  %2047 = or disjoint i32 %2004, 56
  %2048 = or disjoint i32 %9, 3585
  %2049 = lshr i32 %2048, 6
  %2050 = or disjoint i32 %2049, %12
  %2051 = or disjoint i32 %9, 3586
  %2052 = lshr i32 %2051, 6
  %2053 = or disjoint i32 %2052, %12
  %2054 = or disjoint i32 %9, 3587
  %2055 = lshr i32 %2054, 6
  %2056 = or disjoint i32 %2055, %12
  %2057 = and i32 %2018, 61
  %2058 = or disjoint i32 %2057, %13
  %2059 = and i32 %2021, 62
  %2060 = or disjoint i32 %2059, %13
  %2061 = and i32 %2024, 63
  %2062 = or disjoint i32 %2061, %13
  %2063 = and i32 %2028, 61
  %2064 = or disjoint i32 %2063, %13
  %2065 = and i32 %2031, 62
  %2066 = or disjoint i32 %2065, %13
  %2067 = and i32 %2034, 63
  %2068 = or disjoint i32 %2067, %13
  %2069 = and i32 %2038, 61
  %2070 = or disjoint i32 %2069, %13
  %2071 = and i32 %2041, 62
  %2072 = or disjoint i32 %2071, %13
  %2073 = and i32 %2044, 63
  %2074 = or disjoint i32 %2073, %13
  %2075 = and i32 %2048, 61
  %2076 = or disjoint i32 %2075, %13
  %2077 = and i32 %2051, 62
  %2078 = or disjoint i32 %2077, %13
  %2079 = and i32 %2054, 63
  %2080 = or disjoint i32 %2079, %13
  %2081 = mul i32 %5, %2004
  %2082 = mul i32 %5, %2005
  %2083 = mul i32 %5, %2009
  %2084 = mul i32 %5, %2013
  %2085 = mul i32 %5, %2017
  %2086 = mul i32 %5, %2027
  %2087 = mul i32 %5, %2037
  %2088 = mul i32 %5, %2047
  %2089 = add i32 %2081, %97
  %2090 = add i32 %2082, %97
  %2091 = add i32 %2083, %97
  %2092 = add i32 %2084, %97
  %2093 = add i32 %2085, %97
  %2094 = add i32 %2086, %97
  %2095 = add i32 %2087, %97
  %2096 = add i32 %2088, %97
  %2097 = icmp slt i32 %2004, %4
  %2098 = icmp slt i32 %2005, %4
  %2099 = icmp slt i32 %2006, %4
  %2100 = icmp slt i32 %2007, %4
  %2101 = icmp slt i32 %2008, %4
  %2102 = icmp slt i32 %2009, %4
  %2103 = icmp slt i32 %2010, %4
  %2104 = icmp slt i32 %2011, %4
  %2105 = icmp slt i32 %2012, %4
  %2106 = icmp slt i32 %2013, %4
  %2107 = icmp slt i32 %2014, %4
  %2108 = icmp slt i32 %2015, %4
  %2109 = icmp slt i32 %2016, %4
  %2110 = icmp slt i32 %2017, %4
  %2111 = icmp slt i32 %2020, %4
  %2112 = icmp slt i32 %2023, %4
  %2113 = icmp slt i32 %2026, %4
  %2114 = icmp slt i32 %2027, %4
  %2115 = icmp slt i32 %2030, %4
  %2116 = icmp slt i32 %2033, %4
  %2117 = icmp slt i32 %2036, %4
  %2118 = icmp slt i32 %2037, %4
  %2119 = icmp slt i32 %2040, %4
  %2120 = icmp slt i32 %2043, %4
  %2121 = icmp slt i32 %2046, %4
  %2122 = icmp slt i32 %2047, %4
  %2123 = icmp slt i32 %2050, %4
  %2124 = icmp slt i32 %2053, %4
  %2125 = icmp slt i32 %2056, %4
  %2126 = icmp slt i32 %2058, %5
  %2127 = icmp slt i32 %2060, %5
  %2128 = icmp slt i32 %2062, %5
  %2129 = icmp slt i32 %2064, %5
  %2130 = icmp slt i32 %2066, %5
  %2131 = icmp slt i32 %2068, %5
  %2132 = icmp slt i32 %2070, %5
  %2133 = icmp slt i32 %2072, %5
  %2134 = icmp slt i32 %2074, %5
  %2135 = icmp slt i32 %2076, %5
  %2136 = icmp slt i32 %2078, %5
  %2137 = icmp slt i32 %2080, %5
  %2138 = and i1 %2097, %122
  %2139 = and i1 %2097, %123
  %2140 = and i1 %2097, %124
  %2141 = and i1 %2098, %122
  %2142 = and i1 %2099, %126
  %2143 = and i1 %2100, %127
  %2144 = and i1 %2101, %128
  %2145 = and i1 %2102, %122
  %2146 = and i1 %2103, %129
  %2147 = and i1 %2104, %130
  %2148 = and i1 %2105, %131
  %2149 = and i1 %2106, %122
  %2150 = and i1 %2107, %132
  %2151 = and i1 %2108, %133
  %2152 = and i1 %2109, %134
  %2153 = and i1 %2110, %122
  %2154 = and i1 %2111, %2126
  %2155 = and i1 %2112, %2127
  %2156 = and i1 %2113, %2128
  %2157 = and i1 %2114, %122
  %2158 = and i1 %2115, %2129
  %2159 = and i1 %2116, %2130
  %2160 = and i1 %2117, %2131
  %2161 = and i1 %2118, %122
  %2162 = and i1 %2119, %2132
  %2163 = and i1 %2120, %2133
  %2164 = and i1 %2121, %2134
  %2165 = and i1 %2122, %122
  %2166 = and i1 %2123, %2135
  %2167 = and i1 %2124, %2136
  %2168 = and i1 %2125, %2137
  %2169 = sext i32 %2089 to i64
  %2170 = getelementptr float, ptr addrspace(1) %3, i64 %2169
  %2171 = ptrtoint ptr addrspace(1) %2170 to i64
  %2172 = and i64 %2171, 15
  %2173 = icmp eq i64 %2172, 0
  %2174 = and i1 %2138, %2173
  %2175 = and i1 %123, %2174
  %2176 = and i1 %124, %2175
  %2177 = and i1 %125, %2176
  %2178 = xor i1 %2138, %2177
  %2179 = xor i1 %2139, %2177
  %2180 = xor i1 %2140, %2177
  %2181 = xor i1 %2097, %2176
  %2182 = and i1 %125, %2181
  %2183 = zext i1 %2177 to i32
  %2184 = zext i1 %2178 to i32
  %2185 = zext i1 %2179 to i32
  %2186 = zext i1 %2180 to i32
  %2187 = zext i1 %2182 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %2183, i32 %.lcssa36, i32 %.lcssa35, i32 %.lcssa34, i32 %.lcssa33, ptr addrspace(1) %2170, i32 %2184, i32 %2185, i32 %2186, i32 %2187) #3
  %2188 = sext i32 %2090 to i64
  %2189 = getelementptr float, ptr addrspace(1) %3, i64 %2188
  %2190 = ptrtoint ptr addrspace(1) %2189 to i64
  %2191 = and i64 %2190, 15
  %2192 = icmp eq i64 %2191, 0
  %2193 = and i1 %2141, %2192
  %2194 = and i1 %2142, %2193
  %2195 = and i1 %2143, %2194
  %2196 = and i1 %2144, %2195
  %2197 = xor i1 %2141, %2196
  %2198 = xor i1 %2142, %2196
  %2199 = xor i1 %2143, %2196
  %2200 = xor i1 %2144, %2196
  %2201 = zext i1 %2196 to i32
  %2202 = zext i1 %2197 to i32
  %2203 = zext i1 %2198 to i32
  %2204 = zext i1 %2199 to i32
  %2205 = zext i1 %2200 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %2201, i32 %.lcssa32, i32 %.lcssa31, i32 %.lcssa30, i32 %.lcssa29, ptr addrspace(1) %2189, i32 %2202, i32 %2203, i32 %2204, i32 %2205) #3
  %2206 = sext i32 %2091 to i64
  %2207 = getelementptr float, ptr addrspace(1) %3, i64 %2206
  %2208 = ptrtoint ptr addrspace(1) %2207 to i64
  %2209 = and i64 %2208, 15
  %2210 = icmp eq i64 %2209, 0
  %2211 = and i1 %2145, %2210
  %2212 = and i1 %2146, %2211
  %2213 = and i1 %2147, %2212
  %2214 = and i1 %2148, %2213
  %2215 = xor i1 %2145, %2214
  %2216 = xor i1 %2146, %2214
  %2217 = xor i1 %2147, %2214
  %2218 = xor i1 %2148, %2214
  %2219 = zext i1 %2214 to i32
  %2220 = zext i1 %2215 to i32
  %2221 = zext i1 %2216 to i32
  %2222 = zext i1 %2217 to i32
  %2223 = zext i1 %2218 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %2219, i32 %.lcssa28, i32 %.lcssa27, i32 %.lcssa26, i32 %.lcssa25, ptr addrspace(1) %2207, i32 %2220, i32 %2221, i32 %2222, i32 %2223) #3
  %2224 = sext i32 %2092 to i64
  %2225 = getelementptr float, ptr addrspace(1) %3, i64 %2224
  %2226 = ptrtoint ptr addrspace(1) %2225 to i64
  %2227 = and i64 %2226, 15
  %2228 = icmp eq i64 %2227, 0
  %2229 = and i1 %2149, %2228
  %2230 = and i1 %2150, %2229
  %2231 = and i1 %2151, %2230
  %2232 = and i1 %2152, %2231
  %2233 = xor i1 %2149, %2232
  %2234 = xor i1 %2150, %2232
  %2235 = xor i1 %2151, %2232
  %2236 = xor i1 %2152, %2232
  %2237 = zext i1 %2232 to i32
  %2238 = zext i1 %2233 to i32
  %2239 = zext i1 %2234 to i32
  %2240 = zext i1 %2235 to i32
  %2241 = zext i1 %2236 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %2237, i32 %.lcssa24, i32 %.lcssa23, i32 %.lcssa22, i32 %.lcssa21, ptr addrspace(1) %2225, i32 %2238, i32 %2239, i32 %2240, i32 %2241) #3
  %2242 = sext i32 %2093 to i64
  %2243 = getelementptr float, ptr addrspace(1) %3, i64 %2242
  %2244 = ptrtoint ptr addrspace(1) %2243 to i64
  %2245 = and i64 %2244, 15
  %2246 = icmp eq i64 %2245, 0
  %2247 = and i1 %2153, %2246
  %2248 = and i1 %2154, %2247
  %2249 = and i1 %2155, %2248
  %2250 = and i1 %2156, %2249
  %2251 = xor i1 %2153, %2250
  %2252 = xor i1 %2154, %2250
  %2253 = xor i1 %2155, %2250
  %2254 = xor i1 %2156, %2250
  %2255 = zext i1 %2250 to i32
  %2256 = zext i1 %2251 to i32
  %2257 = zext i1 %2252 to i32
  %2258 = zext i1 %2253 to i32
  %2259 = zext i1 %2254 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %2255, i32 %.lcssa20, i32 %.lcssa19, i32 %.lcssa18, i32 %.lcssa17, ptr addrspace(1) %2243, i32 %2256, i32 %2257, i32 %2258, i32 %2259) #3
  %2260 = sext i32 %2094 to i64
  %2261 = getelementptr float, ptr addrspace(1) %3, i64 %2260
  %2262 = ptrtoint ptr addrspace(1) %2261 to i64
  %2263 = and i64 %2262, 15
  %2264 = icmp eq i64 %2263, 0
  %2265 = and i1 %2157, %2264
  %2266 = and i1 %2158, %2265
  %2267 = and i1 %2159, %2266
  %2268 = and i1 %2160, %2267
  %2269 = xor i1 %2157, %2268
  %2270 = xor i1 %2158, %2268
  %2271 = xor i1 %2159, %2268
  %2272 = xor i1 %2160, %2268
  %2273 = zext i1 %2268 to i32
  %2274 = zext i1 %2269 to i32
  %2275 = zext i1 %2270 to i32
  %2276 = zext i1 %2271 to i32
  %2277 = zext i1 %2272 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %2273, i32 %.lcssa16, i32 %.lcssa15, i32 %.lcssa14, i32 %.lcssa13, ptr addrspace(1) %2261, i32 %2274, i32 %2275, i32 %2276, i32 %2277) #3
  %2278 = sext i32 %2095 to i64
  %2279 = getelementptr float, ptr addrspace(1) %3, i64 %2278
  %2280 = ptrtoint ptr addrspace(1) %2279 to i64
  %2281 = and i64 %2280, 15
  %2282 = icmp eq i64 %2281, 0
  %2283 = and i1 %2161, %2282
  %2284 = and i1 %2162, %2283
  %2285 = and i1 %2163, %2284
  %2286 = and i1 %2164, %2285
  %2287 = xor i1 %2161, %2286
  %2288 = xor i1 %2162, %2286
  %2289 = xor i1 %2163, %2286
  %2290 = xor i1 %2164, %2286
  %2291 = zext i1 %2286 to i32
  %2292 = zext i1 %2287 to i32
  %2293 = zext i1 %2288 to i32
  %2294 = zext i1 %2289 to i32
  %2295 = zext i1 %2290 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %2291, i32 %.lcssa12, i32 %.lcssa11, i32 %.lcssa10, i32 %.lcssa9, ptr addrspace(1) %2279, i32 %2292, i32 %2293, i32 %2294, i32 %2295) #3
  %2296 = sext i32 %2096 to i64
  %2297 = getelementptr float, ptr addrspace(1) %3, i64 %2296
  %2298 = ptrtoint ptr addrspace(1) %2297 to i64
  %2299 = and i64 %2298, 15
  %2300 = icmp eq i64 %2299, 0
  %2301 = and i1 %2165, %2300
  %2302 = and i1 %2166, %2301
  %2303 = and i1 %2167, %2302
  %2304 = and i1 %2168, %2303
  %2305 = xor i1 %2165, %2304
  %2306 = xor i1 %2166, %2304
  %2307 = xor i1 %2167, %2304
  %2308 = xor i1 %2168, %2304
  %2309 = zext i1 %2304 to i32
  %2310 = zext i1 %2305 to i32
  %2311 = zext i1 %2306 to i32
  %2312 = zext i1 %2307 to i32
  %2313 = zext i1 %2308 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %2309, i32 %.lcssa8, i32 %.lcssa7, i32 %.lcssa6, i32 %.lcssa, ptr addrspace(1) %2297, i32 %2310, i32 %2311, i32 %2312, i32 %2313) #3
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

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
