; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_scaled_smem = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
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
  %.mask3 = xor i32 %189, %8
  %191 = and i32 %.mask3, 48
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %208, ptr addrspace(1) %198) #4
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
  %223 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %198, i32 %222, i16 0) #4
  store i16 %223, ptr addrspace(3) %196, align 8
  %224 = getelementptr i8, ptr addrspace(3) %196, i64 2
  %225 = zext i1 %212 to i32
  %226 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %221, i32 %225, i16 0) #4
  store i16 %226, ptr addrspace(3) %224, align 2
  %227 = getelementptr i8, ptr addrspace(3) %196, i64 4
  %228 = zext i1 %211 to i32
  %229 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %218, i32 %228, i16 0) #4
  store i16 %229, ptr addrspace(3) %227, align 4
  %230 = getelementptr i8, ptr addrspace(3) %196, i64 6
  %231 = zext i1 %210 to i32
  %232 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %215, i32 %231, i16 0) #4
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %250, ptr addrspace(1) %240) #4
  br label %269

251:                                              ; preds = %233
  %252 = sext i32 %154 to i64
  %253 = getelementptr bfloat, ptr addrspace(1) %0, i64 %252
  %254 = sext i32 %153 to i64
  %255 = getelementptr bfloat, ptr addrspace(1) %0, i64 %254
  %256 = sext i32 %152 to i64
  %257 = getelementptr bfloat, ptr addrspace(1) %0, i64 %256
  %258 = zext i1 %177 to i32
  %259 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %240, i32 %258, i16 0) #4
  store i16 %259, ptr addrspace(3) %238, align 8
  %260 = getelementptr i8, ptr addrspace(3) %238, i64 2
  %261 = zext i1 %178 to i32
  %262 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %257, i32 %261, i16 0) #4
  store i16 %262, ptr addrspace(3) %260, align 2
  %263 = getelementptr i8, ptr addrspace(3) %238, i64 4
  %264 = zext i1 %179 to i32
  %265 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %255, i32 %264, i16 0) #4
  store i16 %265, ptr addrspace(3) %263, align 4
  %266 = getelementptr i8, ptr addrspace(3) %238, i64 6
  %267 = zext i1 %180 to i32
  %268 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %253, i32 %267, i16 0) #4
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %286, ptr addrspace(1) %276) #4
  br label %305

287:                                              ; preds = %269
  %288 = sext i32 %158 to i64
  %289 = getelementptr bfloat, ptr addrspace(1) %0, i64 %288
  %290 = sext i32 %157 to i64
  %291 = getelementptr bfloat, ptr addrspace(1) %0, i64 %290
  %292 = sext i32 %156 to i64
  %293 = getelementptr bfloat, ptr addrspace(1) %0, i64 %292
  %294 = zext i1 %181 to i32
  %295 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %276, i32 %294, i16 0) #4
  store i16 %295, ptr addrspace(3) %274, align 8
  %296 = getelementptr i8, ptr addrspace(3) %274, i64 2
  %297 = zext i1 %182 to i32
  %298 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %293, i32 %297, i16 0) #4
  store i16 %298, ptr addrspace(3) %296, align 2
  %299 = getelementptr i8, ptr addrspace(3) %274, i64 4
  %300 = zext i1 %183 to i32
  %301 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %291, i32 %300, i16 0) #4
  store i16 %301, ptr addrspace(3) %299, align 4
  %302 = getelementptr i8, ptr addrspace(3) %274, i64 6
  %303 = zext i1 %184 to i32
  %304 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %289, i32 %303, i16 0) #4
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %322, ptr addrspace(1) %312) #4
  br label %341

323:                                              ; preds = %305
  %324 = sext i32 %162 to i64
  %325 = getelementptr bfloat, ptr addrspace(1) %0, i64 %324
  %326 = sext i32 %161 to i64
  %327 = getelementptr bfloat, ptr addrspace(1) %0, i64 %326
  %328 = sext i32 %160 to i64
  %329 = getelementptr bfloat, ptr addrspace(1) %0, i64 %328
  %330 = zext i1 %185 to i32
  %331 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %312, i32 %330, i16 0) #4
  store i16 %331, ptr addrspace(3) %310, align 8
  %332 = getelementptr i8, ptr addrspace(3) %310, i64 2
  %333 = zext i1 %186 to i32
  %334 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %329, i32 %333, i16 0) #4
  store i16 %334, ptr addrspace(3) %332, align 2
  %335 = getelementptr i8, ptr addrspace(3) %310, i64 4
  %336 = zext i1 %187 to i32
  %337 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %327, i32 %336, i16 0) #4
  store i16 %337, ptr addrspace(3) %335, align 4
  %338 = getelementptr i8, ptr addrspace(3) %310, i64 6
  %339 = zext i1 %188 to i32
  %340 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %325, i32 %339, i16 0) #4
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %413, ptr addrspace(1) %403) #4
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
  %428 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %403, i32 %427, i16 0) #4
  store i16 %428, ptr addrspace(3) %401, align 8
  %429 = getelementptr i8, ptr addrspace(3) %401, i64 2
  %430 = zext i1 %417 to i32
  %431 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %426, i32 %430, i16 0) #4
  store i16 %431, ptr addrspace(3) %429, align 2
  %432 = getelementptr i8, ptr addrspace(3) %401, i64 4
  %433 = zext i1 %416 to i32
  %434 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %423, i32 %433, i16 0) #4
  store i16 %434, ptr addrspace(3) %432, align 4
  %435 = getelementptr i8, ptr addrspace(3) %401, i64 6
  %436 = zext i1 %415 to i32
  %437 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %420, i32 %436, i16 0) #4
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %458, ptr addrspace(1) %448) #4
  br label %477

459:                                              ; preds = %438
  %460 = sext i32 %359 to i64
  %461 = getelementptr bfloat, ptr addrspace(1) %1, i64 %460
  %462 = sext i32 %358 to i64
  %463 = getelementptr bfloat, ptr addrspace(1) %1, i64 %462
  %464 = sext i32 %357 to i64
  %465 = getelementptr bfloat, ptr addrspace(1) %1, i64 %464
  %466 = zext i1 %382 to i32
  %467 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %448, i32 %466, i16 0) #4
  store i16 %467, ptr addrspace(3) %446, align 8
  %468 = getelementptr i8, ptr addrspace(3) %446, i64 2
  %469 = zext i1 %383 to i32
  %470 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %465, i32 %469, i16 0) #4
  store i16 %470, ptr addrspace(3) %468, align 2
  %471 = getelementptr i8, ptr addrspace(3) %446, i64 4
  %472 = zext i1 %384 to i32
  %473 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %463, i32 %472, i16 0) #4
  store i16 %473, ptr addrspace(3) %471, align 4
  %474 = getelementptr i8, ptr addrspace(3) %446, i64 6
  %475 = zext i1 %385 to i32
  %476 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %461, i32 %475, i16 0) #4
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %497, ptr addrspace(1) %487) #4
  br label %516

498:                                              ; preds = %477
  %499 = sext i32 %363 to i64
  %500 = getelementptr bfloat, ptr addrspace(1) %1, i64 %499
  %501 = sext i32 %362 to i64
  %502 = getelementptr bfloat, ptr addrspace(1) %1, i64 %501
  %503 = sext i32 %361 to i64
  %504 = getelementptr bfloat, ptr addrspace(1) %1, i64 %503
  %505 = zext i1 %386 to i32
  %506 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %487, i32 %505, i16 0) #4
  store i16 %506, ptr addrspace(3) %485, align 8
  %507 = getelementptr i8, ptr addrspace(3) %485, i64 2
  %508 = zext i1 %387 to i32
  %509 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %504, i32 %508, i16 0) #4
  store i16 %509, ptr addrspace(3) %507, align 2
  %510 = getelementptr i8, ptr addrspace(3) %485, i64 4
  %511 = zext i1 %388 to i32
  %512 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %502, i32 %511, i16 0) #4
  store i16 %512, ptr addrspace(3) %510, align 4
  %513 = getelementptr i8, ptr addrspace(3) %485, i64 6
  %514 = zext i1 %389 to i32
  %515 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %500, i32 %514, i16 0) #4
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %536, ptr addrspace(1) %526) #4
  br label %555

537:                                              ; preds = %516
  %538 = sext i32 %367 to i64
  %539 = getelementptr bfloat, ptr addrspace(1) %1, i64 %538
  %540 = sext i32 %366 to i64
  %541 = getelementptr bfloat, ptr addrspace(1) %1, i64 %540
  %542 = sext i32 %365 to i64
  %543 = getelementptr bfloat, ptr addrspace(1) %1, i64 %542
  %544 = zext i1 %390 to i32
  %545 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %526, i32 %544, i16 0) #4
  store i16 %545, ptr addrspace(3) %524, align 8
  %546 = getelementptr i8, ptr addrspace(3) %524, i64 2
  %547 = zext i1 %391 to i32
  %548 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %543, i32 %547, i16 0) #4
  store i16 %548, ptr addrspace(3) %546, align 2
  %549 = getelementptr i8, ptr addrspace(3) %524, i64 4
  %550 = zext i1 %392 to i32
  %551 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %541, i32 %550, i16 0) #4
  store i16 %551, ptr addrspace(3) %549, align 4
  %552 = getelementptr i8, ptr addrspace(3) %524, i64 6
  %553 = zext i1 %393 to i32
  %554 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %539, i32 %553, i16 0) #4
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %564, ptr addrspace(1) %561, i32 %562) #4
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #4
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %640, ptr addrspace(1) %630) #4
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
  %659 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %630, i32 %658, i16 0) #4
  store i16 %659, ptr addrspace(3) %628, align 8
  %660 = getelementptr i8, ptr addrspace(3) %628, i64 2
  %661 = zext i1 %648 to i32
  %662 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %657, i32 %661, i16 0) #4
  store i16 %662, ptr addrspace(3) %660, align 2
  %663 = getelementptr i8, ptr addrspace(3) %628, i64 4
  %664 = zext i1 %647 to i32
  %665 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %654, i32 %664, i16 0) #4
  store i16 %665, ptr addrspace(3) %663, align 4
  %666 = getelementptr i8, ptr addrspace(3) %628, i64 6
  %667 = zext i1 %646 to i32
  %668 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %651, i32 %667, i16 0) #4
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %682, ptr addrspace(1) %672) #4
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
  %693 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %672, i32 %692, i16 0) #4
  store i16 %693, ptr addrspace(3) %670, align 8
  %694 = getelementptr i8, ptr addrspace(3) %670, i64 2
  %695 = zext i1 %620 to i32
  %696 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %691, i32 %695, i16 0) #4
  store i16 %696, ptr addrspace(3) %694, align 2
  %697 = getelementptr i8, ptr addrspace(3) %670, i64 4
  %698 = zext i1 %621 to i32
  %699 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %689, i32 %698, i16 0) #4
  store i16 %699, ptr addrspace(3) %697, align 4
  %700 = getelementptr i8, ptr addrspace(3) %670, i64 6
  %701 = zext i1 %685 to i32
  %702 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %687, i32 %701, i16 0) #4
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %716, ptr addrspace(1) %706) #4
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
  %727 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %706, i32 %726, i16 0) #4
  store i16 %727, ptr addrspace(3) %704, align 8
  %728 = getelementptr i8, ptr addrspace(3) %704, i64 2
  %729 = zext i1 %623 to i32
  %730 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %725, i32 %729, i16 0) #4
  store i16 %730, ptr addrspace(3) %728, align 2
  %731 = getelementptr i8, ptr addrspace(3) %704, i64 4
  %732 = zext i1 %624 to i32
  %733 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %723, i32 %732, i16 0) #4
  store i16 %733, ptr addrspace(3) %731, align 4
  %734 = getelementptr i8, ptr addrspace(3) %704, i64 6
  %735 = zext i1 %719 to i32
  %736 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %721, i32 %735, i16 0) #4
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %750, ptr addrspace(1) %740) #4
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
  %761 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %740, i32 %760, i16 0) #4
  store i16 %761, ptr addrspace(3) %738, align 8
  %762 = getelementptr i8, ptr addrspace(3) %738, i64 2
  %763 = zext i1 %626 to i32
  %764 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %759, i32 %763, i16 0) #4
  store i16 %764, ptr addrspace(3) %762, align 2
  %765 = getelementptr i8, ptr addrspace(3) %738, i64 4
  %766 = zext i1 %627 to i32
  %767 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %757, i32 %766, i16 0) #4
  store i16 %767, ptr addrspace(3) %765, align 4
  %768 = getelementptr i8, ptr addrspace(3) %738, i64 6
  %769 = zext i1 %753 to i32
  %770 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %755, i32 %769, i16 0) #4
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %859, ptr addrspace(1) %849) #4
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
  %878 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %849, i32 %877, i16 0) #4
  store i16 %878, ptr addrspace(3) %847, align 8
  %879 = getelementptr i8, ptr addrspace(3) %847, i64 2
  %880 = zext i1 %867 to i32
  %881 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %876, i32 %880, i16 0) #4
  store i16 %881, ptr addrspace(3) %879, align 2
  %882 = getelementptr i8, ptr addrspace(3) %847, i64 4
  %883 = zext i1 %866 to i32
  %884 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %873, i32 %883, i16 0) #4
  store i16 %884, ptr addrspace(3) %882, align 4
  %885 = getelementptr i8, ptr addrspace(3) %847, i64 6
  %886 = zext i1 %865 to i32
  %887 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %870, i32 %886, i16 0) #4
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %901, ptr addrspace(1) %891) #4
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
  %912 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %891, i32 %911, i16 0) #4
  store i16 %912, ptr addrspace(3) %889, align 8
  %913 = getelementptr i8, ptr addrspace(3) %889, i64 2
  %914 = zext i1 %839 to i32
  %915 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %910, i32 %914, i16 0) #4
  store i16 %915, ptr addrspace(3) %913, align 2
  %916 = getelementptr i8, ptr addrspace(3) %889, i64 4
  %917 = zext i1 %840 to i32
  %918 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %908, i32 %917, i16 0) #4
  store i16 %918, ptr addrspace(3) %916, align 4
  %919 = getelementptr i8, ptr addrspace(3) %889, i64 6
  %920 = zext i1 %904 to i32
  %921 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %906, i32 %920, i16 0) #4
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %935, ptr addrspace(1) %925) #4
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
  %946 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %925, i32 %945, i16 0) #4
  store i16 %946, ptr addrspace(3) %923, align 8
  %947 = getelementptr i8, ptr addrspace(3) %923, i64 2
  %948 = zext i1 %842 to i32
  %949 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %944, i32 %948, i16 0) #4
  store i16 %949, ptr addrspace(3) %947, align 2
  %950 = getelementptr i8, ptr addrspace(3) %923, i64 4
  %951 = zext i1 %843 to i32
  %952 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %942, i32 %951, i16 0) #4
  store i16 %952, ptr addrspace(3) %950, align 4
  %953 = getelementptr i8, ptr addrspace(3) %923, i64 6
  %954 = zext i1 %938 to i32
  %955 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %940, i32 %954, i16 0) #4
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %969, ptr addrspace(1) %959) #4
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
  %980 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %959, i32 %979, i16 0) #4
  store i16 %980, ptr addrspace(3) %957, align 8
  %981 = getelementptr i8, ptr addrspace(3) %957, i64 2
  %982 = zext i1 %845 to i32
  %983 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %978, i32 %982, i16 0) #4
  store i16 %983, ptr addrspace(3) %981, align 2
  %984 = getelementptr i8, ptr addrspace(3) %957, i64 4
  %985 = zext i1 %846 to i32
  %986 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %976, i32 %985, i16 0) #4
  store i16 %986, ptr addrspace(3) %984, align 4
  %987 = getelementptr i8, ptr addrspace(3) %957, i64 6
  %988 = zext i1 %972 to i32
  %989 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %974, i32 %988, i16 0) #4
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %998, ptr addrspace(1) %995, i32 %996) #4
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #4
  br i1 %149, label %.lr.ph, label %.._crit_edge_crit_edge

.._crit_edge_crit_edge:                           ; preds = %990
  %.pre = lshr i32 %8, 1
  %.pre166 = and i32 %8, 32
  %.pre168 = shl nuw nsw i32 %8, 1
  %.pre170 = and i32 %.pre168, 6
  %.pre172 = or disjoint i32 %.pre170, 1
  %.pre174 = or disjoint i32 %.pre166, 8
  %.pre176 = or disjoint i32 %.pre166, 16
  %.pre178 = or disjoint i32 %.pre166, 24
  br label %._crit_edge

.lr.ph:                                           ; preds = %990
  %999 = lshr i32 %8, 5
  %1000 = shl nuw nsw i32 %999, 4
  %1001 = and i32 %1000, 32
  %1002 = and i32 %8, 32
  %1003 = or disjoint i32 %1002, 16
  %1004 = and i32 %8, 15
  %1005 = or disjoint i32 %1001, %1004
  %1006 = lshr i32 %8, 1
  %1007 = and i32 %1006, 8
  %1008 = shl nuw nsw i32 %1005, 5
  %1009 = shl nuw nsw i32 %1006, 3
  %1010 = and i32 %1009, 24
  %1011 = or disjoint i32 %1007, %1002
  %1012 = lshr exact i32 %1011, 3
  %1013 = and i32 %8, 7
  %1014 = xor i32 %1012, %1013
  %1015 = shl nuw nsw i32 %1014, 4
  %1016 = or disjoint i32 %1003, %1007
  %1017 = lshr exact i32 %1016, 3
  %1018 = xor i32 %1017, %1013
  %1019 = shl nuw nsw i32 %1018, 4
  %1020 = shl nuw nsw i32 %999, 9
  %1021 = shl nuw nsw i32 %1004, 5
  %1022 = or disjoint i32 %1020, %1021
  %1023 = zext nneg i32 %14 to i64
  %1024 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1023
  %1025 = shl nuw nsw i32 %8, 1
  %1026 = and i32 %1025, 6
  %1027 = or disjoint i32 %1026, %1002
  %1028 = zext nneg i32 %1027 to i64
  %1029 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1028
  %1030 = or disjoint i32 %1026, 1
  %1031 = or disjoint i32 %1030, %1002
  %1032 = zext nneg i32 %1031 to i64
  %1033 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1032
  %1034 = or disjoint i32 %1002, 8
  %1035 = or disjoint i32 %1034, %1026
  %1036 = zext nneg i32 %1035 to i64
  %1037 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1036
  %1038 = or disjoint i32 %1030, %1034
  %1039 = zext nneg i32 %1038 to i64
  %1040 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1039
  %1041 = or disjoint i32 %1003, %1026
  %1042 = zext nneg i32 %1041 to i64
  %1043 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1042
  %1044 = or disjoint i32 %1030, %1003
  %1045 = zext nneg i32 %1044 to i64
  %1046 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1045
  %1047 = or disjoint i32 %1002, 24
  %1048 = or disjoint i32 %1047, %1026
  %1049 = zext nneg i32 %1048 to i64
  %1050 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1049
  %1051 = or disjoint i32 %1030, %1047
  %1052 = zext nneg i32 %1051 to i64
  %1053 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1052
  %1054 = xor i32 %1007, %1010
  %1055 = or disjoint i32 %1054, %1008
  %1056 = zext nneg i32 %1055 to i64
  %1057 = shl nuw nsw i32 %1004, 7
  %1058 = or disjoint i32 %1057, %1015
  %1059 = lshr exact i32 %1058, 1
  %1060 = zext nneg i32 %1059 to i64
  %1061 = or disjoint i32 %1057, %1019
  %1062 = lshr exact i32 %1061, 1
  %1063 = zext nneg i32 %1062 to i64
  %1064 = or disjoint i32 %1054, %1022
  %1065 = or i32 %1064, 512
  %1066 = zext nneg i32 %1065 to i64
  %1067 = or disjoint i32 %1007, 16
  %1068 = xor i32 %1067, %1010
  %1069 = or disjoint i32 %1068, %1008
  %1070 = zext nneg i32 %1069 to i64
  %1071 = shl nuw nsw i32 %1004, 7
  %1072 = or disjoint i32 %1071, 2048
  %1073 = or disjoint i32 %1072, %1015
  %1074 = lshr exact i32 %1073, 1
  %1075 = zext nneg i32 %1074 to i64
  %1076 = or disjoint i32 %1072, %1019
  %1077 = lshr exact i32 %1076, 1
  %1078 = zext nneg i32 %1077 to i64
  %1079 = or disjoint i32 %1068, %1022
  %1080 = or i32 %1079, 512
  %1081 = zext nneg i32 %1080 to i64
  %invariant.op = and i1 %123, %124
  br label %1082

1082:                                             ; preds = %.lr.ph, %1754
  %1083 = phi float [ 0.000000e+00, %.lr.ph ], [ %1327, %1754 ]
  %1084 = phi float [ 0.000000e+00, %.lr.ph ], [ %1326, %1754 ]
  %1085 = phi float [ 0.000000e+00, %.lr.ph ], [ %1325, %1754 ]
  %1086 = phi float [ 0.000000e+00, %.lr.ph ], [ %1324, %1754 ]
  %1087 = phi float [ 0.000000e+00, %.lr.ph ], [ %1323, %1754 ]
  %1088 = phi float [ 0.000000e+00, %.lr.ph ], [ %1322, %1754 ]
  %1089 = phi float [ 0.000000e+00, %.lr.ph ], [ %1321, %1754 ]
  %1090 = phi float [ 0.000000e+00, %.lr.ph ], [ %1320, %1754 ]
  %1091 = phi float [ 0.000000e+00, %.lr.ph ], [ %1319, %1754 ]
  %1092 = phi float [ 0.000000e+00, %.lr.ph ], [ %1318, %1754 ]
  %1093 = phi float [ 0.000000e+00, %.lr.ph ], [ %1317, %1754 ]
  %1094 = phi float [ 0.000000e+00, %.lr.ph ], [ %1316, %1754 ]
  %1095 = phi float [ 0.000000e+00, %.lr.ph ], [ %1315, %1754 ]
  %1096 = phi float [ 0.000000e+00, %.lr.ph ], [ %1314, %1754 ]
  %1097 = phi float [ 0.000000e+00, %.lr.ph ], [ %1313, %1754 ]
  %1098 = phi float [ 0.000000e+00, %.lr.ph ], [ %1312, %1754 ]
  %1099 = phi float [ 0.000000e+00, %.lr.ph ], [ %1311, %1754 ]
  %1100 = phi float [ 0.000000e+00, %.lr.ph ], [ %1310, %1754 ]
  %1101 = phi float [ 0.000000e+00, %.lr.ph ], [ %1309, %1754 ]
  %1102 = phi float [ 0.000000e+00, %.lr.ph ], [ %1308, %1754 ]
  %1103 = phi float [ 0.000000e+00, %.lr.ph ], [ %1307, %1754 ]
  %1104 = phi float [ 0.000000e+00, %.lr.ph ], [ %1306, %1754 ]
  %1105 = phi float [ 0.000000e+00, %.lr.ph ], [ %1305, %1754 ]
  %1106 = phi float [ 0.000000e+00, %.lr.ph ], [ %1304, %1754 ]
  %1107 = phi float [ 0.000000e+00, %.lr.ph ], [ %1303, %1754 ]
  %1108 = phi float [ 0.000000e+00, %.lr.ph ], [ %1302, %1754 ]
  %1109 = phi float [ 0.000000e+00, %.lr.ph ], [ %1301, %1754 ]
  %1110 = phi float [ 0.000000e+00, %.lr.ph ], [ %1300, %1754 ]
  %1111 = phi float [ 0.000000e+00, %.lr.ph ], [ %1299, %1754 ]
  %1112 = phi float [ 0.000000e+00, %.lr.ph ], [ %1298, %1754 ]
  %1113 = phi float [ 0.000000e+00, %.lr.ph ], [ %1297, %1754 ]
  %1114 = phi float [ 0.000000e+00, %.lr.ph ], [ %1296, %1754 ]
  %1115 = phi i32 [ 0, %.lr.ph ], [ %1766, %1754 ]
  %1116 = lshr exact i32 %1115, 5
  %1117 = urem i32 %1116, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1118 = shl nuw nsw i32 %1117, 12
  %1119 = zext nneg i32 %1118 to i64
  %1120 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %1119
  %1121 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %1119
  %1122 = shl nuw nsw i32 %1117, 8
  %1123 = zext nneg i32 %1122 to i64
  %gep = getelementptr i8, ptr addrspace(3) %559, i64 %1123
  %1124 = load float, ptr addrspace(3) %gep, align 4
  %1125 = getelementptr bfloat, ptr addrspace(3) %1120, i64 %1056
  %1126 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1125)
  %1127 = extractvalue { i32, i32, i32, i32 } %1126, 0
  %1128 = extractvalue { i32, i32, i32, i32 } %1126, 1
  %1129 = extractvalue { i32, i32, i32, i32 } %1126, 2
  %1130 = extractvalue { i32, i32, i32, i32 } %1126, 3
  %1131 = getelementptr bfloat, ptr addrspace(3) %1121, i64 %1060
  %1132 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1131)
  %1133 = extractvalue { i32, i32, i32, i32 } %1132, 0
  %1134 = extractvalue { i32, i32, i32, i32 } %1132, 1
  %1135 = extractvalue { i32, i32, i32, i32 } %1132, 2
  %1136 = extractvalue { i32, i32, i32, i32 } %1132, 3
  %1137 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1127, i32 %1128, i32 %1129, i32 %1130, i32 %1133, i32 %1134, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %1138 = extractvalue { float, float, float, float } %1137, 0
  %1139 = extractvalue { float, float, float, float } %1137, 1
  %1140 = extractvalue { float, float, float, float } %1137, 2
  %1141 = extractvalue { float, float, float, float } %1137, 3
  %1142 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1127, i32 %1128, i32 %1129, i32 %1130, i32 %1135, i32 %1136, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %1143 = extractvalue { float, float, float, float } %1142, 0
  %1144 = extractvalue { float, float, float, float } %1142, 1
  %1145 = extractvalue { float, float, float, float } %1142, 2
  %1146 = extractvalue { float, float, float, float } %1142, 3
  %1147 = getelementptr bfloat, ptr addrspace(3) %1121, i64 %1063
  %1148 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1147)
  %1149 = extractvalue { i32, i32, i32, i32 } %1148, 0
  %1150 = extractvalue { i32, i32, i32, i32 } %1148, 1
  %1151 = extractvalue { i32, i32, i32, i32 } %1148, 2
  %1152 = extractvalue { i32, i32, i32, i32 } %1148, 3
  %1153 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1127, i32 %1128, i32 %1129, i32 %1130, i32 %1149, i32 %1150, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %1154 = extractvalue { float, float, float, float } %1153, 0
  %1155 = extractvalue { float, float, float, float } %1153, 1
  %1156 = extractvalue { float, float, float, float } %1153, 2
  %1157 = extractvalue { float, float, float, float } %1153, 3
  %1158 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1127, i32 %1128, i32 %1129, i32 %1130, i32 %1151, i32 %1152, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %1159 = extractvalue { float, float, float, float } %1158, 0
  %1160 = extractvalue { float, float, float, float } %1158, 1
  %1161 = extractvalue { float, float, float, float } %1158, 2
  %1162 = extractvalue { float, float, float, float } %1158, 3
  %1163 = getelementptr bfloat, ptr addrspace(3) %1120, i64 %1066
  %1164 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1163)
  %1165 = extractvalue { i32, i32, i32, i32 } %1164, 0
  %1166 = extractvalue { i32, i32, i32, i32 } %1164, 1
  %1167 = extractvalue { i32, i32, i32, i32 } %1164, 2
  %1168 = extractvalue { i32, i32, i32, i32 } %1164, 3
  %1169 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1165, i32 %1166, i32 %1167, i32 %1168, i32 %1133, i32 %1134, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %1170 = extractvalue { float, float, float, float } %1169, 0
  %1171 = extractvalue { float, float, float, float } %1169, 1
  %1172 = extractvalue { float, float, float, float } %1169, 2
  %1173 = extractvalue { float, float, float, float } %1169, 3
  %1174 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1165, i32 %1166, i32 %1167, i32 %1168, i32 %1135, i32 %1136, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %1175 = extractvalue { float, float, float, float } %1174, 0
  %1176 = extractvalue { float, float, float, float } %1174, 1
  %1177 = extractvalue { float, float, float, float } %1174, 2
  %1178 = extractvalue { float, float, float, float } %1174, 3
  %1179 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1165, i32 %1166, i32 %1167, i32 %1168, i32 %1149, i32 %1150, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %1180 = extractvalue { float, float, float, float } %1179, 0
  %1181 = extractvalue { float, float, float, float } %1179, 1
  %1182 = extractvalue { float, float, float, float } %1179, 2
  %1183 = extractvalue { float, float, float, float } %1179, 3
  %1184 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1165, i32 %1166, i32 %1167, i32 %1168, i32 %1151, i32 %1152, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %1185 = extractvalue { float, float, float, float } %1184, 0
  %1186 = extractvalue { float, float, float, float } %1184, 1
  %1187 = extractvalue { float, float, float, float } %1184, 2
  %1188 = extractvalue { float, float, float, float } %1184, 3
  %1189 = getelementptr bfloat, ptr addrspace(3) %1120, i64 %1070
  %1190 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1189)
  %1191 = extractvalue { i32, i32, i32, i32 } %1190, 0
  %1192 = extractvalue { i32, i32, i32, i32 } %1190, 1
  %1193 = extractvalue { i32, i32, i32, i32 } %1190, 2
  %1194 = extractvalue { i32, i32, i32, i32 } %1190, 3
  %1195 = getelementptr bfloat, ptr addrspace(3) %1121, i64 %1075
  %1196 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1195)
  %1197 = extractvalue { i32, i32, i32, i32 } %1196, 0
  %1198 = extractvalue { i32, i32, i32, i32 } %1196, 1
  %1199 = extractvalue { i32, i32, i32, i32 } %1196, 2
  %1200 = extractvalue { i32, i32, i32, i32 } %1196, 3
  %1201 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1191, i32 %1192, i32 %1193, i32 %1194, i32 %1197, i32 %1198, float %1138, float %1139, float %1140, float %1141) #4
  %1202 = extractvalue { float, float, float, float } %1201, 0
  %1203 = extractvalue { float, float, float, float } %1201, 1
  %1204 = extractvalue { float, float, float, float } %1201, 2
  %1205 = extractvalue { float, float, float, float } %1201, 3
  %1206 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1191, i32 %1192, i32 %1193, i32 %1194, i32 %1199, i32 %1200, float %1143, float %1144, float %1145, float %1146) #4
  %1207 = extractvalue { float, float, float, float } %1206, 0
  %1208 = extractvalue { float, float, float, float } %1206, 1
  %1209 = extractvalue { float, float, float, float } %1206, 2
  %1210 = extractvalue { float, float, float, float } %1206, 3
  %1211 = getelementptr bfloat, ptr addrspace(3) %1121, i64 %1078
  %1212 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1211)
  %1213 = extractvalue { i32, i32, i32, i32 } %1212, 0
  %1214 = extractvalue { i32, i32, i32, i32 } %1212, 1
  %1215 = extractvalue { i32, i32, i32, i32 } %1212, 2
  %1216 = extractvalue { i32, i32, i32, i32 } %1212, 3
  %1217 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1191, i32 %1192, i32 %1193, i32 %1194, i32 %1213, i32 %1214, float %1154, float %1155, float %1156, float %1157) #4
  %1218 = extractvalue { float, float, float, float } %1217, 0
  %1219 = extractvalue { float, float, float, float } %1217, 1
  %1220 = extractvalue { float, float, float, float } %1217, 2
  %1221 = extractvalue { float, float, float, float } %1217, 3
  %1222 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1191, i32 %1192, i32 %1193, i32 %1194, i32 %1215, i32 %1216, float %1159, float %1160, float %1161, float %1162) #4
  %1223 = extractvalue { float, float, float, float } %1222, 0
  %1224 = extractvalue { float, float, float, float } %1222, 1
  %1225 = extractvalue { float, float, float, float } %1222, 2
  %1226 = extractvalue { float, float, float, float } %1222, 3
  %1227 = getelementptr bfloat, ptr addrspace(3) %1120, i64 %1081
  %1228 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1227)
  %1229 = extractvalue { i32, i32, i32, i32 } %1228, 0
  %1230 = extractvalue { i32, i32, i32, i32 } %1228, 1
  %1231 = extractvalue { i32, i32, i32, i32 } %1228, 2
  %1232 = extractvalue { i32, i32, i32, i32 } %1228, 3
  %1233 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1229, i32 %1230, i32 %1231, i32 %1232, i32 %1197, i32 %1198, float %1170, float %1171, float %1172, float %1173) #4
  %1234 = extractvalue { float, float, float, float } %1233, 0
  %1235 = extractvalue { float, float, float, float } %1233, 1
  %1236 = extractvalue { float, float, float, float } %1233, 2
  %1237 = extractvalue { float, float, float, float } %1233, 3
  %1238 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1229, i32 %1230, i32 %1231, i32 %1232, i32 %1199, i32 %1200, float %1175, float %1176, float %1177, float %1178) #4
  %1239 = extractvalue { float, float, float, float } %1238, 0
  %1240 = extractvalue { float, float, float, float } %1238, 1
  %1241 = extractvalue { float, float, float, float } %1238, 2
  %1242 = extractvalue { float, float, float, float } %1238, 3
  %1243 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1229, i32 %1230, i32 %1231, i32 %1232, i32 %1213, i32 %1214, float %1180, float %1181, float %1182, float %1183) #4
  %1244 = extractvalue { float, float, float, float } %1243, 0
  %1245 = extractvalue { float, float, float, float } %1243, 1
  %1246 = extractvalue { float, float, float, float } %1243, 2
  %1247 = extractvalue { float, float, float, float } %1243, 3
  %1248 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1229, i32 %1230, i32 %1231, i32 %1232, i32 %1215, i32 %1216, float %1185, float %1186, float %1187, float %1188) #4
  %1249 = extractvalue { float, float, float, float } %1248, 0
  %1250 = extractvalue { float, float, float, float } %1248, 1
  %1251 = extractvalue { float, float, float, float } %1248, 2
  %1252 = extractvalue { float, float, float, float } %1248, 3
  %1253 = add i32 %1115, 64
  %1254 = add nuw nsw i32 %1116, 2
  %1255 = urem i32 %1254, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1124, ptr addrspace(3) %1024, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1256 = load float, ptr addrspace(3) %1029, align 8
  %1257 = load float, ptr addrspace(3) %1033, align 4
  %1258 = load float, ptr addrspace(3) %1037, align 8
  %1259 = load float, ptr addrspace(3) %1040, align 4
  %1260 = load float, ptr addrspace(3) %1043, align 8
  %1261 = load float, ptr addrspace(3) %1046, align 4
  %1262 = load float, ptr addrspace(3) %1050, align 8
  %1263 = load float, ptr addrspace(3) %1053, align 4
  %1264 = fmul float %1202, %1256
  %1265 = fmul float %1203, %1257
  %1266 = fmul float %1204, %1256
  %1267 = fmul float %1205, %1257
  %1268 = fmul float %1207, %1258
  %1269 = fmul float %1208, %1259
  %1270 = fmul float %1209, %1258
  %1271 = fmul float %1210, %1259
  %1272 = fmul float %1218, %1260
  %1273 = fmul float %1219, %1261
  %1274 = fmul float %1220, %1260
  %1275 = fmul float %1221, %1261
  %1276 = fmul float %1223, %1262
  %1277 = fmul float %1224, %1263
  %1278 = fmul float %1225, %1262
  %1279 = fmul float %1226, %1263
  %1280 = fmul float %1234, %1256
  %1281 = fmul float %1235, %1257
  %1282 = fmul float %1236, %1256
  %1283 = fmul float %1237, %1257
  %1284 = fmul float %1239, %1258
  %1285 = fmul float %1240, %1259
  %1286 = fmul float %1241, %1258
  %1287 = fmul float %1242, %1259
  %1288 = fmul float %1244, %1260
  %1289 = fmul float %1245, %1261
  %1290 = fmul float %1246, %1260
  %1291 = fmul float %1247, %1261
  %1292 = fmul float %1249, %1262
  %1293 = fmul float %1250, %1263
  %1294 = fmul float %1251, %1262
  %1295 = fmul float %1252, %1263
  %1296 = fadd float %1114, %1264
  %1297 = fadd float %1113, %1265
  %1298 = fadd float %1112, %1266
  %1299 = fadd float %1111, %1267
  %1300 = fadd float %1110, %1268
  %1301 = fadd float %1109, %1269
  %1302 = fadd float %1108, %1270
  %1303 = fadd float %1107, %1271
  %1304 = fadd float %1106, %1272
  %1305 = fadd float %1105, %1273
  %1306 = fadd float %1104, %1274
  %1307 = fadd float %1103, %1275
  %1308 = fadd float %1102, %1276
  %1309 = fadd float %1101, %1277
  %1310 = fadd float %1100, %1278
  %1311 = fadd float %1099, %1279
  %1312 = fadd float %1098, %1280
  %1313 = fadd float %1097, %1281
  %1314 = fadd float %1096, %1282
  %1315 = fadd float %1095, %1283
  %1316 = fadd float %1094, %1284
  %1317 = fadd float %1093, %1285
  %1318 = fadd float %1092, %1286
  %1319 = fadd float %1091, %1287
  %1320 = fadd float %1090, %1288
  %1321 = fadd float %1089, %1289
  %1322 = fadd float %1088, %1290
  %1323 = fadd float %1087, %1291
  %1324 = fadd float %1086, %1292
  %1325 = fadd float %1085, %1293
  %1326 = fadd float %1084, %1294
  %1327 = fadd float %1083, %1295
  %1328 = icmp slt i32 %1253, %6
  %1329 = or disjoint i32 %1253, %83
  %1330 = or disjoint i32 %1253, %84
  %1331 = or disjoint i32 %1253, %85
  %1332 = or disjoint i32 %1253, %86
  %1333 = or disjoint i32 %1253, %87
  %1334 = or disjoint i32 %1253, %88
  %1335 = or disjoint i32 %1253, %89
  %1336 = or disjoint i32 %1253, %90
  %1337 = or disjoint i32 %1253, %91
  %1338 = or disjoint i32 %1253, %92
  %1339 = or disjoint i32 %1253, %93
  %1340 = or disjoint i32 %1253, %94
  %1341 = or disjoint i32 %1253, %95
  %1342 = add i32 %1329, %57
  %1343 = add i32 %1329, %58
  %1344 = add i32 %1333, %59
  %1345 = add i32 %1334, %60
  %1346 = add i32 %1335, %61
  %1347 = add i32 %1329, %62
  %1348 = add i32 %1336, %63
  %1349 = add i32 %1337, %64
  %1350 = add i32 %1338, %65
  %1351 = add i32 %1329, %66
  %1352 = add i32 %1339, %67
  %1353 = add i32 %1340, %68
  %1354 = add i32 %1341, %69
  %1355 = icmp slt i32 %1329, %6
  %1356 = icmp slt i32 %1330, %6
  %1357 = icmp slt i32 %1331, %6
  %1358 = icmp slt i32 %1332, %6
  %1359 = icmp slt i32 %1333, %6
  %1360 = icmp slt i32 %1334, %6
  %1361 = icmp slt i32 %1335, %6
  %1362 = icmp slt i32 %1336, %6
  %1363 = icmp slt i32 %1337, %6
  %1364 = icmp slt i32 %1338, %6
  %1365 = icmp slt i32 %1339, %6
  %1366 = icmp slt i32 %1340, %6
  %1367 = icmp slt i32 %1341, %6
  %1368 = and i1 %70, %1355
  %1369 = and i1 %71, %1355
  %1370 = and i1 %72, %1359
  %1371 = and i1 %73, %1360
  %1372 = and i1 %74, %1361
  %1373 = and i1 %75, %1355
  %1374 = and i1 %76, %1362
  %1375 = and i1 %77, %1363
  %1376 = and i1 %78, %1364
  %1377 = and i1 %79, %1355
  %1378 = and i1 %80, %1365
  %1379 = and i1 %81, %1366
  %1380 = and i1 %82, %1367
  %1381 = and i1 %1328, %1368
  %1382 = and i1 %1328, %1369
  %1383 = and i1 %1328, %1370
  %1384 = and i1 %1328, %1371
  %1385 = and i1 %1328, %1373
  %1386 = and i1 %1328, %1374
  %1387 = and i1 %1328, %1375
  %1388 = and i1 %1328, %1377
  %1389 = and i1 %1328, %1378
  %1390 = and i1 %1328, %1379
  %1391 = shl nuw nsw i32 %1255, 12
  %1392 = zext nneg i32 %1391 to i64
  %1393 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %1392
  %1394 = getelementptr i8, ptr addrspace(3) %1393, i64 %195
  %1395 = sext i32 %1342 to i64
  %1396 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1395
  %1397 = ptrtoint ptr addrspace(1) %1396 to i64
  %1398 = and i64 %1397, 7
  %1399 = icmp eq i64 %1398, 0
  %1400 = and i1 %1381, %1399
  %1401 = and i1 %1356, %1400
  %1402 = and i1 %1357, %1401
  %1403 = and i1 %1358, %1402
  br i1 %1403, label %1404, label %1407

1404:                                             ; preds = %1082
  %1405 = ptrtoint ptr addrspace(3) %1394 to i64
  %1406 = trunc i64 %1405 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1406, ptr addrspace(1) %1396) #4
  br label %1435

1407:                                             ; preds = %1082
  %1408 = and i1 %70, %1357
  %1409 = and i1 %70, %1356
  %1410 = xor i1 %1328, %1402
  %1411 = and i1 %1358, %1410
  %1412 = and i1 %70, %1411
  %1413 = and i1 %1328, %1408
  %1414 = and i1 %1328, %1409
  %1415 = add i32 %1332, %57
  %1416 = sext i32 %1415 to i64
  %1417 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1416
  %1418 = add i32 %1331, %57
  %1419 = sext i32 %1418 to i64
  %1420 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1419
  %1421 = add i32 %1330, %57
  %1422 = sext i32 %1421 to i64
  %1423 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1422
  %1424 = zext i1 %1381 to i32
  %1425 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1396, i32 %1424, i16 0) #4
  store i16 %1425, ptr addrspace(3) %1394, align 8
  %1426 = getelementptr i8, ptr addrspace(3) %1394, i64 2
  %1427 = zext i1 %1414 to i32
  %1428 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1423, i32 %1427, i16 0) #4
  store i16 %1428, ptr addrspace(3) %1426, align 2
  %1429 = getelementptr i8, ptr addrspace(3) %1394, i64 4
  %1430 = zext i1 %1413 to i32
  %1431 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1420, i32 %1430, i16 0) #4
  store i16 %1431, ptr addrspace(3) %1429, align 4
  %1432 = getelementptr i8, ptr addrspace(3) %1394, i64 6
  %1433 = zext i1 %1412 to i32
  %1434 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1417, i32 %1433, i16 0) #4
  store i16 %1434, ptr addrspace(3) %1432, align 2
  br label %1435

1435:                                             ; preds = %1404, %1407
  %1436 = getelementptr i8, ptr addrspace(3) %1393, i64 %237
  %1437 = sext i32 %1343 to i64
  %1438 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1437
  %1439 = ptrtoint ptr addrspace(1) %1438 to i64
  %1440 = and i64 %1439, 7
  %1441 = icmp eq i64 %1440, 0
  %1442 = and i1 %1382, %1441
  %1443 = and i1 %1370, %1442
  %1444 = and i1 %1371, %1443
  %1445 = and i1 %1372, %1444
  br i1 %1445, label %1446, label %1449

1446:                                             ; preds = %1435
  %1447 = ptrtoint ptr addrspace(3) %1436 to i64
  %1448 = trunc i64 %1447 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1448, ptr addrspace(1) %1438) #4
  br label %1469

1449:                                             ; preds = %1435
  %1450 = xor i1 %1328, %1444
  %1451 = and i1 %1372, %1450
  %1452 = sext i32 %1346 to i64
  %1453 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1452
  %1454 = sext i32 %1345 to i64
  %1455 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1454
  %1456 = sext i32 %1344 to i64
  %1457 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1456
  %1458 = zext i1 %1382 to i32
  %1459 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1438, i32 %1458, i16 0) #4
  store i16 %1459, ptr addrspace(3) %1436, align 8
  %1460 = getelementptr i8, ptr addrspace(3) %1436, i64 2
  %1461 = zext i1 %1383 to i32
  %1462 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1457, i32 %1461, i16 0) #4
  store i16 %1462, ptr addrspace(3) %1460, align 2
  %1463 = getelementptr i8, ptr addrspace(3) %1436, i64 4
  %1464 = zext i1 %1384 to i32
  %1465 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1455, i32 %1464, i16 0) #4
  store i16 %1465, ptr addrspace(3) %1463, align 4
  %1466 = getelementptr i8, ptr addrspace(3) %1436, i64 6
  %1467 = zext i1 %1451 to i32
  %1468 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1453, i32 %1467, i16 0) #4
  store i16 %1468, ptr addrspace(3) %1466, align 2
  br label %1469

1469:                                             ; preds = %1446, %1449
  %1470 = getelementptr i8, ptr addrspace(3) %1393, i64 %273
  %1471 = sext i32 %1347 to i64
  %1472 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1471
  %1473 = ptrtoint ptr addrspace(1) %1472 to i64
  %1474 = and i64 %1473, 7
  %1475 = icmp eq i64 %1474, 0
  %1476 = and i1 %1385, %1475
  %1477 = and i1 %1374, %1476
  %1478 = and i1 %1375, %1477
  %1479 = and i1 %1376, %1478
  br i1 %1479, label %1480, label %1483

1480:                                             ; preds = %1469
  %1481 = ptrtoint ptr addrspace(3) %1470 to i64
  %1482 = trunc i64 %1481 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1482, ptr addrspace(1) %1472) #4
  br label %1503

1483:                                             ; preds = %1469
  %1484 = xor i1 %1328, %1478
  %1485 = and i1 %1376, %1484
  %1486 = sext i32 %1350 to i64
  %1487 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1486
  %1488 = sext i32 %1349 to i64
  %1489 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1488
  %1490 = sext i32 %1348 to i64
  %1491 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1490
  %1492 = zext i1 %1385 to i32
  %1493 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1472, i32 %1492, i16 0) #4
  store i16 %1493, ptr addrspace(3) %1470, align 8
  %1494 = getelementptr i8, ptr addrspace(3) %1470, i64 2
  %1495 = zext i1 %1386 to i32
  %1496 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1491, i32 %1495, i16 0) #4
  store i16 %1496, ptr addrspace(3) %1494, align 2
  %1497 = getelementptr i8, ptr addrspace(3) %1470, i64 4
  %1498 = zext i1 %1387 to i32
  %1499 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1489, i32 %1498, i16 0) #4
  store i16 %1499, ptr addrspace(3) %1497, align 4
  %1500 = getelementptr i8, ptr addrspace(3) %1470, i64 6
  %1501 = zext i1 %1485 to i32
  %1502 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1487, i32 %1501, i16 0) #4
  store i16 %1502, ptr addrspace(3) %1500, align 2
  br label %1503

1503:                                             ; preds = %1480, %1483
  %1504 = getelementptr i8, ptr addrspace(3) %1393, i64 %309
  %1505 = sext i32 %1351 to i64
  %1506 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1505
  %1507 = ptrtoint ptr addrspace(1) %1506 to i64
  %1508 = and i64 %1507, 7
  %1509 = icmp eq i64 %1508, 0
  %1510 = and i1 %1388, %1509
  %1511 = and i1 %1378, %1510
  %1512 = and i1 %1379, %1511
  %1513 = and i1 %1380, %1512
  br i1 %1513, label %1514, label %1517

1514:                                             ; preds = %1503
  %1515 = ptrtoint ptr addrspace(3) %1504 to i64
  %1516 = trunc i64 %1515 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1516, ptr addrspace(1) %1506) #4
  br label %1537

1517:                                             ; preds = %1503
  %1518 = xor i1 %1328, %1512
  %1519 = and i1 %1380, %1518
  %1520 = sext i32 %1354 to i64
  %1521 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1520
  %1522 = sext i32 %1353 to i64
  %1523 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1522
  %1524 = sext i32 %1352 to i64
  %1525 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1524
  %1526 = zext i1 %1388 to i32
  %1527 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1506, i32 %1526, i16 0) #4
  store i16 %1527, ptr addrspace(3) %1504, align 8
  %1528 = getelementptr i8, ptr addrspace(3) %1504, i64 2
  %1529 = zext i1 %1389 to i32
  %1530 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1525, i32 %1529, i16 0) #4
  store i16 %1530, ptr addrspace(3) %1528, align 2
  %1531 = getelementptr i8, ptr addrspace(3) %1504, i64 4
  %1532 = zext i1 %1390 to i32
  %1533 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1523, i32 %1532, i16 0) #4
  store i16 %1533, ptr addrspace(3) %1531, align 4
  %1534 = getelementptr i8, ptr addrspace(3) %1504, i64 6
  %1535 = zext i1 %1519 to i32
  %1536 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1521, i32 %1535, i16 0) #4
  store i16 %1536, ptr addrspace(3) %1534, align 2
  br label %1537

1537:                                             ; preds = %1514, %1517
  %1538 = or disjoint i32 %1253, %135
  %1539 = or disjoint i32 %1253, %136
  %1540 = or disjoint i32 %1253, %137
  %1541 = or disjoint i32 %1253, %138
  %1542 = or disjoint i32 %1253, %139
  %1543 = or disjoint i32 %1253, %140
  %1544 = or disjoint i32 %1253, %141
  %1545 = or disjoint i32 %1253, %142
  %1546 = or disjoint i32 %1253, %143
  %1547 = or disjoint i32 %1253, %144
  %1548 = or disjoint i32 %1253, %145
  %1549 = or disjoint i32 %1253, %146
  %1550 = or disjoint i32 %1253, %147
  %1551 = mul i32 %1538, %5
  %1552 = mul i32 %1539, %5
  %1553 = mul i32 %1540, %5
  %1554 = mul i32 %1541, %5
  %1555 = mul i32 %1542, %5
  %1556 = mul i32 %1543, %5
  %1557 = mul i32 %1544, %5
  %1558 = mul i32 %1545, %5
  %1559 = mul i32 %1546, %5
  %1560 = mul i32 %1547, %5
  %1561 = mul i32 %1548, %5
  %1562 = mul i32 %1549, %5
  %1563 = mul i32 %1550, %5
  %1564 = add i32 %1551, %97
  %1565 = add i32 %1552, %97
  %1566 = add i32 %1553, %105
  %1567 = add i32 %1554, %107
  %1568 = add i32 %1555, %109
  %1569 = add i32 %1556, %97
  %1570 = add i32 %1557, %111
  %1571 = add i32 %1558, %113
  %1572 = add i32 %1559, %115
  %1573 = add i32 %1560, %97
  %1574 = add i32 %1561, %117
  %1575 = add i32 %1562, %119
  %1576 = add i32 %1563, %121
  %1577 = icmp slt i32 %1538, %6
  %1578 = icmp slt i32 %1539, %6
  %1579 = icmp slt i32 %1540, %6
  %1580 = icmp slt i32 %1541, %6
  %1581 = icmp slt i32 %1542, %6
  %1582 = icmp slt i32 %1543, %6
  %1583 = icmp slt i32 %1544, %6
  %1584 = icmp slt i32 %1545, %6
  %1585 = icmp slt i32 %1546, %6
  %1586 = icmp slt i32 %1547, %6
  %1587 = icmp slt i32 %1548, %6
  %1588 = icmp slt i32 %1549, %6
  %1589 = icmp slt i32 %1550, %6
  %1590 = and i1 %122, %1577
  %1591 = and i1 %122, %1578
  %1592 = and i1 %126, %1579
  %1593 = and i1 %127, %1580
  %1594 = and i1 %128, %1581
  %1595 = and i1 %122, %1582
  %1596 = and i1 %129, %1583
  %1597 = and i1 %130, %1584
  %1598 = and i1 %131, %1585
  %1599 = and i1 %122, %1586
  %1600 = and i1 %132, %1587
  %1601 = and i1 %133, %1588
  %1602 = and i1 %134, %1589
  %1603 = and i1 %1328, %1590
  %1604 = and i1 %1328, %1591
  %1605 = and i1 %1328, %1592
  %1606 = and i1 %1328, %1593
  %1607 = and i1 %1328, %1595
  %1608 = and i1 %1328, %1596
  %1609 = and i1 %1328, %1597
  %1610 = and i1 %1328, %1599
  %1611 = and i1 %1328, %1600
  %1612 = and i1 %1328, %1601
  %1613 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %1392
  %1614 = getelementptr i8, ptr addrspace(3) %1613, i64 %400
  %1615 = sext i32 %1564 to i64
  %1616 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1615
  %1617 = ptrtoint ptr addrspace(1) %1616 to i64
  %1618 = and i64 %1617, 7
  %1619 = icmp eq i64 %1618, 0
  %.reass212.reass = and i1 %1619, %invariant.op
  %.reass = and i1 %.reass212.reass, %1603
  %1620 = and i1 %125, %.reass
  br i1 %1620, label %1621, label %1624

1621:                                             ; preds = %1537
  %1622 = ptrtoint ptr addrspace(3) %1614 to i64
  %1623 = trunc i64 %1622 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1623, ptr addrspace(1) %1616) #4
  br label %1652

1624:                                             ; preds = %1537
  %1625 = and i1 %124, %1577
  %1626 = and i1 %123, %1577
  %1627 = xor i1 %1328, %.reass
  %1628 = and i1 %125, %1627
  %1629 = and i1 %1577, %1628
  %1630 = and i1 %1328, %1625
  %1631 = and i1 %1328, %1626
  %1632 = add i32 %1551, %103
  %1633 = sext i32 %1632 to i64
  %1634 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1633
  %1635 = add i32 %1551, %101
  %1636 = sext i32 %1635 to i64
  %1637 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1636
  %1638 = add i32 %1551, %99
  %1639 = sext i32 %1638 to i64
  %1640 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1639
  %1641 = zext i1 %1603 to i32
  %1642 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1616, i32 %1641, i16 0) #4
  store i16 %1642, ptr addrspace(3) %1614, align 8
  %1643 = getelementptr i8, ptr addrspace(3) %1614, i64 2
  %1644 = zext i1 %1631 to i32
  %1645 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1640, i32 %1644, i16 0) #4
  store i16 %1645, ptr addrspace(3) %1643, align 2
  %1646 = getelementptr i8, ptr addrspace(3) %1614, i64 4
  %1647 = zext i1 %1630 to i32
  %1648 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1637, i32 %1647, i16 0) #4
  store i16 %1648, ptr addrspace(3) %1646, align 4
  %1649 = getelementptr i8, ptr addrspace(3) %1614, i64 6
  %1650 = zext i1 %1629 to i32
  %1651 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1634, i32 %1650, i16 0) #4
  store i16 %1651, ptr addrspace(3) %1649, align 2
  br label %1652

1652:                                             ; preds = %1621, %1624
  %1653 = getelementptr i8, ptr addrspace(3) %1613, i64 %445
  %1654 = sext i32 %1565 to i64
  %1655 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1654
  %1656 = ptrtoint ptr addrspace(1) %1655 to i64
  %1657 = and i64 %1656, 7
  %1658 = icmp eq i64 %1657, 0
  %1659 = and i1 %1604, %1658
  %1660 = and i1 %1592, %1659
  %1661 = and i1 %1593, %1660
  %1662 = and i1 %1594, %1661
  br i1 %1662, label %1663, label %1666

1663:                                             ; preds = %1652
  %1664 = ptrtoint ptr addrspace(3) %1653 to i64
  %1665 = trunc i64 %1664 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1665, ptr addrspace(1) %1655) #4
  br label %1686

1666:                                             ; preds = %1652
  %1667 = xor i1 %1328, %1661
  %1668 = and i1 %1594, %1667
  %1669 = sext i32 %1568 to i64
  %1670 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1669
  %1671 = sext i32 %1567 to i64
  %1672 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1671
  %1673 = sext i32 %1566 to i64
  %1674 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1673
  %1675 = zext i1 %1604 to i32
  %1676 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1655, i32 %1675, i16 0) #4
  store i16 %1676, ptr addrspace(3) %1653, align 8
  %1677 = getelementptr i8, ptr addrspace(3) %1653, i64 2
  %1678 = zext i1 %1605 to i32
  %1679 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1674, i32 %1678, i16 0) #4
  store i16 %1679, ptr addrspace(3) %1677, align 2
  %1680 = getelementptr i8, ptr addrspace(3) %1653, i64 4
  %1681 = zext i1 %1606 to i32
  %1682 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1672, i32 %1681, i16 0) #4
  store i16 %1682, ptr addrspace(3) %1680, align 4
  %1683 = getelementptr i8, ptr addrspace(3) %1653, i64 6
  %1684 = zext i1 %1668 to i32
  %1685 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1670, i32 %1684, i16 0) #4
  store i16 %1685, ptr addrspace(3) %1683, align 2
  br label %1686

1686:                                             ; preds = %1663, %1666
  %1687 = getelementptr i8, ptr addrspace(3) %1613, i64 %484
  %1688 = sext i32 %1569 to i64
  %1689 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1688
  %1690 = ptrtoint ptr addrspace(1) %1689 to i64
  %1691 = and i64 %1690, 7
  %1692 = icmp eq i64 %1691, 0
  %1693 = and i1 %1607, %1692
  %1694 = and i1 %1596, %1693
  %1695 = and i1 %1597, %1694
  %1696 = and i1 %1598, %1695
  br i1 %1696, label %1697, label %1700

1697:                                             ; preds = %1686
  %1698 = ptrtoint ptr addrspace(3) %1687 to i64
  %1699 = trunc i64 %1698 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1699, ptr addrspace(1) %1689) #4
  br label %1720

1700:                                             ; preds = %1686
  %1701 = xor i1 %1328, %1695
  %1702 = and i1 %1598, %1701
  %1703 = sext i32 %1572 to i64
  %1704 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1703
  %1705 = sext i32 %1571 to i64
  %1706 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1705
  %1707 = sext i32 %1570 to i64
  %1708 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1707
  %1709 = zext i1 %1607 to i32
  %1710 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1689, i32 %1709, i16 0) #4
  store i16 %1710, ptr addrspace(3) %1687, align 8
  %1711 = getelementptr i8, ptr addrspace(3) %1687, i64 2
  %1712 = zext i1 %1608 to i32
  %1713 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1708, i32 %1712, i16 0) #4
  store i16 %1713, ptr addrspace(3) %1711, align 2
  %1714 = getelementptr i8, ptr addrspace(3) %1687, i64 4
  %1715 = zext i1 %1609 to i32
  %1716 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1706, i32 %1715, i16 0) #4
  store i16 %1716, ptr addrspace(3) %1714, align 4
  %1717 = getelementptr i8, ptr addrspace(3) %1687, i64 6
  %1718 = zext i1 %1702 to i32
  %1719 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1704, i32 %1718, i16 0) #4
  store i16 %1719, ptr addrspace(3) %1717, align 2
  br label %1720

1720:                                             ; preds = %1697, %1700
  %1721 = getelementptr i8, ptr addrspace(3) %1613, i64 %523
  %1722 = sext i32 %1573 to i64
  %1723 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1722
  %1724 = ptrtoint ptr addrspace(1) %1723 to i64
  %1725 = and i64 %1724, 7
  %1726 = icmp eq i64 %1725, 0
  %1727 = and i1 %1610, %1726
  %1728 = and i1 %1600, %1727
  %1729 = and i1 %1601, %1728
  %1730 = and i1 %1602, %1729
  br i1 %1730, label %1731, label %1734

1731:                                             ; preds = %1720
  %1732 = ptrtoint ptr addrspace(3) %1721 to i64
  %1733 = trunc i64 %1732 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1733, ptr addrspace(1) %1723) #4
  br label %1754

1734:                                             ; preds = %1720
  %1735 = xor i1 %1328, %1729
  %1736 = and i1 %1602, %1735
  %1737 = sext i32 %1576 to i64
  %1738 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1737
  %1739 = sext i32 %1575 to i64
  %1740 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1739
  %1741 = sext i32 %1574 to i64
  %1742 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1741
  %1743 = zext i1 %1610 to i32
  %1744 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1723, i32 %1743, i16 0) #4
  store i16 %1744, ptr addrspace(3) %1721, align 8
  %1745 = getelementptr i8, ptr addrspace(3) %1721, i64 2
  %1746 = zext i1 %1611 to i32
  %1747 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1742, i32 %1746, i16 0) #4
  store i16 %1747, ptr addrspace(3) %1745, align 2
  %1748 = getelementptr i8, ptr addrspace(3) %1721, i64 4
  %1749 = zext i1 %1612 to i32
  %1750 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1740, i32 %1749, i16 0) #4
  store i16 %1750, ptr addrspace(3) %1748, align 4
  %1751 = getelementptr i8, ptr addrspace(3) %1721, i64 6
  %1752 = zext i1 %1736 to i32
  %1753 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1738, i32 %1752, i16 0) #4
  store i16 %1753, ptr addrspace(3) %1751, align 2
  br label %1754

1754:                                             ; preds = %1731, %1734
  %1755 = lshr exact i32 %1253, 5
  %1756 = mul i32 %1755, %5
  %1757 = add i32 %1756, %15
  %1758 = and i1 %148, %1328
  %1759 = shl nuw nsw i32 %1255, 8
  %1760 = zext nneg i32 %1759 to i64
  %gep71 = getelementptr i8, ptr addrspace(3) %559, i64 %1760
  %1761 = sext i32 %1757 to i64
  %1762 = getelementptr float, ptr addrspace(1) %2, i64 %1761
  %1763 = select i1 %1758, i32 4, i32 0
  %1764 = ptrtoint ptr addrspace(3) %gep71 to i64
  %1765 = trunc i64 %1764 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1765, ptr addrspace(1) %1762, i32 %1763) #4
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #4
  %1766 = add i32 %1115, 32
  %1767 = icmp slt i32 %1766, %6
  br i1 %1767, label %1082, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %1754
  %1768 = bitcast float %1296 to i32
  %1769 = bitcast float %1297 to i32
  %1770 = bitcast float %1298 to i32
  %1771 = bitcast float %1299 to i32
  %1772 = bitcast float %1300 to i32
  %1773 = bitcast float %1301 to i32
  %1774 = bitcast float %1302 to i32
  %1775 = bitcast float %1303 to i32
  %1776 = bitcast float %1304 to i32
  %1777 = bitcast float %1305 to i32
  %1778 = bitcast float %1306 to i32
  %1779 = bitcast float %1307 to i32
  %1780 = bitcast float %1308 to i32
  %1781 = bitcast float %1309 to i32
  %1782 = bitcast float %1310 to i32
  %1783 = bitcast float %1311 to i32
  %1784 = bitcast float %1312 to i32
  %1785 = bitcast float %1313 to i32
  %1786 = bitcast float %1314 to i32
  %1787 = bitcast float %1315 to i32
  %1788 = bitcast float %1316 to i32
  %1789 = bitcast float %1317 to i32
  %1790 = bitcast float %1318 to i32
  %1791 = bitcast float %1319 to i32
  %1792 = bitcast float %1320 to i32
  %1793 = bitcast float %1321 to i32
  %1794 = bitcast float %1322 to i32
  %1795 = bitcast float %1323 to i32
  %1796 = bitcast float %1324 to i32
  %1797 = bitcast float %1325 to i32
  %1798 = bitcast float %1326 to i32
  %1799 = bitcast float %1327 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %.._crit_edge_crit_edge, %._crit_edge.loopexit
  %.pre-phi179 = phi i32 [ %.pre178, %.._crit_edge_crit_edge ], [ %1047, %._crit_edge.loopexit ]
  %.pre-phi177 = phi i32 [ %.pre176, %.._crit_edge_crit_edge ], [ %1003, %._crit_edge.loopexit ]
  %.pre-phi175 = phi i32 [ %.pre174, %.._crit_edge_crit_edge ], [ %1034, %._crit_edge.loopexit ]
  %.pre-phi173 = phi i32 [ %.pre172, %.._crit_edge_crit_edge ], [ %1030, %._crit_edge.loopexit ]
  %.pre-phi171 = phi i32 [ %.pre170, %.._crit_edge_crit_edge ], [ %1026, %._crit_edge.loopexit ]
  %.pre-phi167 = phi i32 [ %.pre166, %.._crit_edge_crit_edge ], [ %1002, %._crit_edge.loopexit ]
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %1006, %._crit_edge.loopexit ]
  %.lcssa69 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1768, %._crit_edge.loopexit ]
  %.lcssa68 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1769, %._crit_edge.loopexit ]
  %.lcssa67 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1770, %._crit_edge.loopexit ]
  %.lcssa66 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1771, %._crit_edge.loopexit ]
  %.lcssa65 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1772, %._crit_edge.loopexit ]
  %.lcssa64 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1773, %._crit_edge.loopexit ]
  %.lcssa63 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1774, %._crit_edge.loopexit ]
  %.lcssa62 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1775, %._crit_edge.loopexit ]
  %.lcssa61 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1776, %._crit_edge.loopexit ]
  %.lcssa60 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1777, %._crit_edge.loopexit ]
  %.lcssa59 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1778, %._crit_edge.loopexit ]
  %.lcssa58 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1779, %._crit_edge.loopexit ]
  %.lcssa57 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1780, %._crit_edge.loopexit ]
  %.lcssa56 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1781, %._crit_edge.loopexit ]
  %.lcssa55 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1782, %._crit_edge.loopexit ]
  %.lcssa54 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1783, %._crit_edge.loopexit ]
  %.lcssa53 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1784, %._crit_edge.loopexit ]
  %.lcssa52 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1785, %._crit_edge.loopexit ]
  %.lcssa51 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1786, %._crit_edge.loopexit ]
  %.lcssa50 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1787, %._crit_edge.loopexit ]
  %.lcssa49 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1788, %._crit_edge.loopexit ]
  %.lcssa48 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1789, %._crit_edge.loopexit ]
  %.lcssa47 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1790, %._crit_edge.loopexit ]
  %.lcssa46 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1791, %._crit_edge.loopexit ]
  %.lcssa45 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1792, %._crit_edge.loopexit ]
  %.lcssa44 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1793, %._crit_edge.loopexit ]
  %.lcssa43 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1794, %._crit_edge.loopexit ]
  %.lcssa42 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1795, %._crit_edge.loopexit ]
  %.lcssa41 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1796, %._crit_edge.loopexit ]
  %.lcssa40 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1797, %._crit_edge.loopexit ]
  %.lcssa39 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1798, %._crit_edge.loopexit ]
  %.lcssa38 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1799, %._crit_edge.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1800 = lshr i32 %8, 2
  %1801 = and i32 %1800, 7
  %1802 = and i32 %.pre-phi, 32
  %1803 = or disjoint i32 %1801, %12
  %1804 = or disjoint i32 %1803, %1802
  %1805 = mul i32 %5, %1804
  %1806 = or disjoint i32 %13, %.pre-phi167
  %1807 = or disjoint i32 %1806, %.pre-phi171
  %1808 = add i32 %1805, %1807
  %1809 = sext i32 %1808 to i64
  %1810 = getelementptr float, ptr addrspace(1) %3, i64 %1809
  %1811 = icmp slt i32 %1804, %4
  %1812 = icmp slt i32 %1807, %5
  %1813 = and i1 %1811, %1812
  %1814 = or disjoint i32 %1806, %.pre-phi173
  %1815 = icmp slt i32 %1814, %5
  %1816 = ptrtoint ptr addrspace(1) %1810 to i64
  %1817 = and i64 %1816, 7
  %1818 = icmp eq i64 %1817, 0
  %1819 = and i1 %1813, %1818
  %1820 = and i1 %1815, %1819
  %1821 = xor i1 %1813, %1820
  %1822 = xor i1 %1811, %1819
  %1823 = and i1 %1815, %1822
  %1824 = zext i1 %1820 to i32
  %1825 = zext i1 %1821 to i32
  %1826 = zext i1 %1823 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1824, i32 %.lcssa69, i32 %.lcssa68, ptr addrspace(1) %1810, i32 %1825, i32 %1826) #4
  %1827 = or disjoint i32 %1801, 8
  %1828 = or disjoint i32 %1802, %12
  %1829 = or disjoint i32 %1828, %1827
  %1830 = mul i32 %5, %1829
  %1831 = add i32 %1830, %1807
  %1832 = sext i32 %1831 to i64
  %1833 = getelementptr float, ptr addrspace(1) %3, i64 %1832
  %1834 = icmp slt i32 %1829, %4
  %1835 = and i1 %1834, %1812
  %1836 = ptrtoint ptr addrspace(1) %1833 to i64
  %1837 = and i64 %1836, 7
  %1838 = icmp eq i64 %1837, 0
  %1839 = and i1 %1835, %1838
  %1840 = and i1 %1815, %1839
  %1841 = xor i1 %1835, %1840
  %1842 = xor i1 %1834, %1839
  %1843 = and i1 %1815, %1842
  %1844 = zext i1 %1840 to i32
  %1845 = zext i1 %1841 to i32
  %1846 = zext i1 %1843 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1844, i32 %.lcssa67, i32 %.lcssa66, ptr addrspace(1) %1833, i32 %1845, i32 %1846) #4
  %1847 = or disjoint i32 %.pre-phi171, %13
  %1848 = or disjoint i32 %1847, %.pre-phi175
  %1849 = add i32 %1805, %1848
  %1850 = sext i32 %1849 to i64
  %1851 = getelementptr float, ptr addrspace(1) %3, i64 %1850
  %1852 = icmp slt i32 %1848, %5
  %1853 = and i1 %1811, %1852
  %1854 = or disjoint i32 %.pre-phi173, %13
  %1855 = or disjoint i32 %1854, %.pre-phi175
  %1856 = icmp slt i32 %1855, %5
  %1857 = ptrtoint ptr addrspace(1) %1851 to i64
  %1858 = and i64 %1857, 7
  %1859 = icmp eq i64 %1858, 0
  %1860 = and i1 %1853, %1859
  %1861 = and i1 %1856, %1860
  %1862 = xor i1 %1853, %1861
  %1863 = xor i1 %1811, %1860
  %1864 = and i1 %1856, %1863
  %1865 = zext i1 %1861 to i32
  %1866 = zext i1 %1862 to i32
  %1867 = zext i1 %1864 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1865, i32 %.lcssa65, i32 %.lcssa64, ptr addrspace(1) %1851, i32 %1866, i32 %1867) #4
  %1868 = add i32 %1830, %1848
  %1869 = sext i32 %1868 to i64
  %1870 = getelementptr float, ptr addrspace(1) %3, i64 %1869
  %1871 = and i1 %1834, %1852
  %1872 = ptrtoint ptr addrspace(1) %1870 to i64
  %1873 = and i64 %1872, 7
  %1874 = icmp eq i64 %1873, 0
  %1875 = and i1 %1871, %1874
  %1876 = and i1 %1856, %1875
  %1877 = xor i1 %1871, %1876
  %1878 = xor i1 %1834, %1875
  %1879 = and i1 %1856, %1878
  %1880 = zext i1 %1876 to i32
  %1881 = zext i1 %1877 to i32
  %1882 = zext i1 %1879 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1880, i32 %.lcssa63, i32 %.lcssa62, ptr addrspace(1) %1870, i32 %1881, i32 %1882) #4
  %1883 = or disjoint i32 %1847, %.pre-phi177
  %1884 = add i32 %1805, %1883
  %1885 = sext i32 %1884 to i64
  %1886 = getelementptr float, ptr addrspace(1) %3, i64 %1885
  %1887 = icmp slt i32 %1883, %5
  %1888 = and i1 %1811, %1887
  %1889 = or disjoint i32 %1854, %.pre-phi177
  %1890 = icmp slt i32 %1889, %5
  %1891 = ptrtoint ptr addrspace(1) %1886 to i64
  %1892 = and i64 %1891, 7
  %1893 = icmp eq i64 %1892, 0
  %1894 = and i1 %1888, %1893
  %1895 = and i1 %1890, %1894
  %1896 = xor i1 %1888, %1895
  %1897 = xor i1 %1811, %1894
  %1898 = and i1 %1890, %1897
  %1899 = zext i1 %1895 to i32
  %1900 = zext i1 %1896 to i32
  %1901 = zext i1 %1898 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1899, i32 %.lcssa61, i32 %.lcssa60, ptr addrspace(1) %1886, i32 %1900, i32 %1901) #4
  %1902 = add i32 %1830, %1883
  %1903 = sext i32 %1902 to i64
  %1904 = getelementptr float, ptr addrspace(1) %3, i64 %1903
  %1905 = and i1 %1834, %1887
  %1906 = ptrtoint ptr addrspace(1) %1904 to i64
  %1907 = and i64 %1906, 7
  %1908 = icmp eq i64 %1907, 0
  %1909 = and i1 %1905, %1908
  %1910 = and i1 %1890, %1909
  %1911 = xor i1 %1905, %1910
  %1912 = xor i1 %1834, %1909
  %1913 = and i1 %1890, %1912
  %1914 = zext i1 %1910 to i32
  %1915 = zext i1 %1911 to i32
  %1916 = zext i1 %1913 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1914, i32 %.lcssa59, i32 %.lcssa58, ptr addrspace(1) %1904, i32 %1915, i32 %1916) #4
  %1917 = or disjoint i32 %1847, %.pre-phi179
  %1918 = add i32 %1805, %1917
  %1919 = sext i32 %1918 to i64
  %1920 = getelementptr float, ptr addrspace(1) %3, i64 %1919
  %1921 = icmp slt i32 %1917, %5
  %1922 = and i1 %1811, %1921
  %1923 = or disjoint i32 %1854, %.pre-phi179
  %1924 = icmp slt i32 %1923, %5
  %1925 = ptrtoint ptr addrspace(1) %1920 to i64
  %1926 = and i64 %1925, 7
  %1927 = icmp eq i64 %1926, 0
  %1928 = and i1 %1922, %1927
  %1929 = and i1 %1924, %1928
  %1930 = xor i1 %1922, %1929
  %1931 = xor i1 %1811, %1928
  %1932 = and i1 %1924, %1931
  %1933 = zext i1 %1929 to i32
  %1934 = zext i1 %1930 to i32
  %1935 = zext i1 %1932 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1933, i32 %.lcssa57, i32 %.lcssa56, ptr addrspace(1) %1920, i32 %1934, i32 %1935) #4
  %1936 = add i32 %1830, %1917
  %1937 = sext i32 %1936 to i64
  %1938 = getelementptr float, ptr addrspace(1) %3, i64 %1937
  %1939 = and i1 %1834, %1921
  %1940 = ptrtoint ptr addrspace(1) %1938 to i64
  %1941 = and i64 %1940, 7
  %1942 = icmp eq i64 %1941, 0
  %1943 = and i1 %1939, %1942
  %1944 = and i1 %1924, %1943
  %1945 = xor i1 %1939, %1944
  %1946 = xor i1 %1834, %1943
  %1947 = and i1 %1924, %1946
  %1948 = zext i1 %1944 to i32
  %1949 = zext i1 %1945 to i32
  %1950 = zext i1 %1947 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1948, i32 %.lcssa55, i32 %.lcssa54, ptr addrspace(1) %1938, i32 %1949, i32 %1950) #4
  %1951 = or disjoint i32 %1802, 16
  %1952 = or disjoint i32 %1803, %1951
  %1953 = mul i32 %5, %1952
  %1954 = add i32 %1953, %1807
  %1955 = sext i32 %1954 to i64
  %1956 = getelementptr float, ptr addrspace(1) %3, i64 %1955
  %1957 = icmp slt i32 %1952, %4
  %1958 = and i1 %1957, %1812
  %1959 = ptrtoint ptr addrspace(1) %1956 to i64
  %1960 = and i64 %1959, 7
  %1961 = icmp eq i64 %1960, 0
  %1962 = and i1 %1958, %1961
  %1963 = and i1 %1815, %1962
  %1964 = xor i1 %1958, %1963
  %1965 = xor i1 %1957, %1962
  %1966 = and i1 %1815, %1965
  %1967 = zext i1 %1963 to i32
  %1968 = zext i1 %1964 to i32
  %1969 = zext i1 %1966 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1967, i32 %.lcssa53, i32 %.lcssa52, ptr addrspace(1) %1956, i32 %1968, i32 %1969) #4
  %1970 = or disjoint i32 %1827, %12
  %1971 = or disjoint i32 %1970, %1951
  %1972 = mul i32 %5, %1971
  %1973 = add i32 %1972, %1807
  %1974 = sext i32 %1973 to i64
  %1975 = getelementptr float, ptr addrspace(1) %3, i64 %1974
  %1976 = icmp slt i32 %1971, %4
  %1977 = and i1 %1976, %1812
  %1978 = ptrtoint ptr addrspace(1) %1975 to i64
  %1979 = and i64 %1978, 7
  %1980 = icmp eq i64 %1979, 0
  %1981 = and i1 %1977, %1980
  %1982 = and i1 %1815, %1981
  %1983 = xor i1 %1977, %1982
  %1984 = xor i1 %1976, %1981
  %1985 = and i1 %1815, %1984
  %1986 = zext i1 %1982 to i32
  %1987 = zext i1 %1983 to i32
  %1988 = zext i1 %1985 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1986, i32 %.lcssa51, i32 %.lcssa50, ptr addrspace(1) %1975, i32 %1987, i32 %1988) #4
  %1989 = add i32 %1953, %1848
  %1990 = sext i32 %1989 to i64
  %1991 = getelementptr float, ptr addrspace(1) %3, i64 %1990
  %1992 = and i1 %1957, %1852
  %1993 = ptrtoint ptr addrspace(1) %1991 to i64
  %1994 = and i64 %1993, 7
  %1995 = icmp eq i64 %1994, 0
  %1996 = and i1 %1992, %1995
  %1997 = and i1 %1856, %1996
  %1998 = xor i1 %1992, %1997
  %1999 = xor i1 %1957, %1996
  %2000 = and i1 %1856, %1999
  %2001 = zext i1 %1997 to i32
  %2002 = zext i1 %1998 to i32
  %2003 = zext i1 %2000 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2001, i32 %.lcssa49, i32 %.lcssa48, ptr addrspace(1) %1991, i32 %2002, i32 %2003) #4
  %2004 = add i32 %1972, %1848
  %2005 = sext i32 %2004 to i64
  %2006 = getelementptr float, ptr addrspace(1) %3, i64 %2005
  %2007 = and i1 %1976, %1852
  %2008 = ptrtoint ptr addrspace(1) %2006 to i64
  %2009 = and i64 %2008, 7
  %2010 = icmp eq i64 %2009, 0
  %2011 = and i1 %2007, %2010
  %2012 = and i1 %1856, %2011
  %2013 = xor i1 %2007, %2012
  %2014 = xor i1 %1976, %2011
  %2015 = and i1 %1856, %2014
  %2016 = zext i1 %2012 to i32
  %2017 = zext i1 %2013 to i32
  %2018 = zext i1 %2015 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2016, i32 %.lcssa47, i32 %.lcssa46, ptr addrspace(1) %2006, i32 %2017, i32 %2018) #4
  %2019 = add i32 %1953, %1883
  %2020 = sext i32 %2019 to i64
  %2021 = getelementptr float, ptr addrspace(1) %3, i64 %2020
  %2022 = and i1 %1957, %1887
  %2023 = ptrtoint ptr addrspace(1) %2021 to i64
  %2024 = and i64 %2023, 7
  %2025 = icmp eq i64 %2024, 0
  %2026 = and i1 %2022, %2025
  %2027 = and i1 %1890, %2026
  %2028 = xor i1 %2022, %2027
  %2029 = xor i1 %1957, %2026
  %2030 = and i1 %1890, %2029
  %2031 = zext i1 %2027 to i32
  %2032 = zext i1 %2028 to i32
  %2033 = zext i1 %2030 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2031, i32 %.lcssa45, i32 %.lcssa44, ptr addrspace(1) %2021, i32 %2032, i32 %2033) #4
  %2034 = add i32 %1972, %1883
  %2035 = sext i32 %2034 to i64
  %2036 = getelementptr float, ptr addrspace(1) %3, i64 %2035
  %2037 = and i1 %1976, %1887
  %2038 = ptrtoint ptr addrspace(1) %2036 to i64
  %2039 = and i64 %2038, 7
  %2040 = icmp eq i64 %2039, 0
  %2041 = and i1 %2037, %2040
  %2042 = and i1 %1890, %2041
  %2043 = xor i1 %2037, %2042
  %2044 = xor i1 %1976, %2041
  %2045 = and i1 %1890, %2044
  %2046 = zext i1 %2042 to i32
  %2047 = zext i1 %2043 to i32
  %2048 = zext i1 %2045 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2046, i32 %.lcssa43, i32 %.lcssa42, ptr addrspace(1) %2036, i32 %2047, i32 %2048) #4
  %2049 = add i32 %1953, %1917
  %2050 = sext i32 %2049 to i64
  %2051 = getelementptr float, ptr addrspace(1) %3, i64 %2050
  %2052 = and i1 %1957, %1921
  %2053 = ptrtoint ptr addrspace(1) %2051 to i64
  %2054 = and i64 %2053, 7
  %2055 = icmp eq i64 %2054, 0
  %2056 = and i1 %2052, %2055
  %2057 = and i1 %1924, %2056
  %2058 = xor i1 %2052, %2057
  %2059 = xor i1 %1957, %2056
  %2060 = and i1 %1924, %2059
  %2061 = zext i1 %2057 to i32
  %2062 = zext i1 %2058 to i32
  %2063 = zext i1 %2060 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2061, i32 %.lcssa41, i32 %.lcssa40, ptr addrspace(1) %2051, i32 %2062, i32 %2063) #4
  %2064 = add i32 %1972, %1917
  %2065 = sext i32 %2064 to i64
  %2066 = getelementptr float, ptr addrspace(1) %3, i64 %2065
  %2067 = and i1 %1976, %1921
  %2068 = ptrtoint ptr addrspace(1) %2066 to i64
  %2069 = and i64 %2068, 7
  %2070 = icmp eq i64 %2069, 0
  %2071 = and i1 %2067, %2070
  %2072 = and i1 %1924, %2071
  %2073 = xor i1 %2067, %2072
  %2074 = xor i1 %1976, %2071
  %2075 = and i1 %1924, %2074
  %2076 = zext i1 %2072 to i32
  %2077 = zext i1 %2073 to i32
  %2078 = zext i1 %2075 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2076, i32 %.lcssa39, i32 %.lcssa38, ptr addrspace(1) %2066, i32 %2077, i32 %2078) #4
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

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
