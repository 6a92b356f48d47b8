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
  br i1 %149, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %990
  %999 = lshr i32 %8, 1
  %1000 = and i32 %999, 32
  %1001 = and i32 %8, 32
  %1002 = or disjoint i32 %1001, 16
  %1003 = or disjoint i32 %1000, 16
  %1004 = and i32 %8, 15
  %1005 = or disjoint i32 %1000, %1004
  %1006 = and i32 %999, 8
  %1007 = shl nuw nsw i32 %1005, 5
  %1008 = shl nuw nsw i32 %999, 3
  %1009 = and i32 %1008, 24
  %1010 = or disjoint i32 %1006, %1001
  %1011 = lshr exact i32 %1010, 3
  %1012 = and i32 %8, 7
  %1013 = xor i32 %1011, %1012
  %1014 = shl nuw nsw i32 %1013, 4
  %1015 = or disjoint i32 %1002, %1006
  %1016 = lshr exact i32 %1015, 3
  %1017 = xor i32 %1016, %1012
  %1018 = shl nuw nsw i32 %1017, 4
  %1019 = or disjoint i32 %1003, %1004
  %1020 = shl nuw nsw i32 %1019, 5
  %1021 = zext nneg i32 %14 to i64
  %1022 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1021
  %1023 = shl nuw nsw i32 %8, 1
  %1024 = and i32 %1023, 6
  %1025 = or disjoint i32 %1024, %1001
  %1026 = zext nneg i32 %1025 to i64
  %1027 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1026
  %1028 = or disjoint i32 %1024, 1
  %1029 = or disjoint i32 %1028, %1001
  %1030 = zext nneg i32 %1029 to i64
  %1031 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1030
  %1032 = or disjoint i32 %1001, 8
  %1033 = or disjoint i32 %1032, %1024
  %1034 = zext nneg i32 %1033 to i64
  %1035 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1034
  %1036 = or disjoint i32 %1028, %1032
  %1037 = zext nneg i32 %1036 to i64
  %1038 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1037
  %1039 = or disjoint i32 %1002, %1024
  %1040 = zext nneg i32 %1039 to i64
  %1041 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1040
  %1042 = or disjoint i32 %1028, %1002
  %1043 = zext nneg i32 %1042 to i64
  %1044 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1043
  %1045 = or disjoint i32 %1001, 24
  %1046 = or disjoint i32 %1045, %1024
  %1047 = zext nneg i32 %1046 to i64
  %1048 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1047
  %1049 = or disjoint i32 %1028, %1045
  %1050 = zext nneg i32 %1049 to i64
  %1051 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1050
  %1052 = shl nuw nsw i32 %8, 4
  %1053 = zext nneg i32 %1052 to i64
  %1054 = getelementptr i8, ptr addrspace(3) @gemm_scaled_smem, i64 %1053
  %1055 = shl nuw nsw i32 %21, 2
  %1056 = zext nneg i32 %1055 to i64
  %1057 = getelementptr i8, ptr addrspace(3) @gemm_scaled_smem, i64 %1056
  %1058 = shl nuw nsw i32 %33, 2
  %1059 = zext nneg i32 %1058 to i64
  %1060 = getelementptr i8, ptr addrspace(3) @gemm_scaled_smem, i64 %1059
  %1061 = shl nuw nsw i32 %45, 2
  %1062 = zext nneg i32 %1061 to i64
  %1063 = getelementptr i8, ptr addrspace(3) @gemm_scaled_smem, i64 %1062
  %1064 = getelementptr i8, ptr addrspace(3) %1054, i64 8192
  %1065 = getelementptr i8, ptr addrspace(3) %1054, i64 10240
  %1066 = getelementptr i8, ptr addrspace(3) %1054, i64 12288
  %1067 = getelementptr i8, ptr addrspace(3) %1054, i64 14336
  %1068 = lshr i32 %8, 2
  %1069 = and i32 %1068, 7
  %1070 = or disjoint i32 %1000, %1069
  %1071 = shl nuw nsw i32 %1070, 6
  %1072 = or disjoint i32 %1071, %1025
  %1073 = zext nneg i32 %1072 to i64
  %1074 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1073
  %1075 = or disjoint i32 %1071, %1029
  %1076 = zext nneg i32 %1075 to i64
  %1077 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1076
  %1078 = or disjoint i32 %1069, 8
  %1079 = or disjoint i32 %1078, %1000
  %1080 = shl nuw nsw i32 %1079, 6
  %1081 = or disjoint i32 %1080, %1025
  %1082 = zext nneg i32 %1081 to i64
  %1083 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1082
  %1084 = or disjoint i32 %1080, %1029
  %1085 = zext nneg i32 %1084 to i64
  %1086 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1085
  %1087 = or disjoint i32 %1071, %1033
  %1088 = zext nneg i32 %1087 to i64
  %1089 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1088
  %1090 = or disjoint i32 %1071, %1036
  %1091 = zext nneg i32 %1090 to i64
  %1092 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1091
  %1093 = or disjoint i32 %1080, %1033
  %1094 = zext nneg i32 %1093 to i64
  %1095 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1094
  %1096 = or disjoint i32 %1080, %1036
  %1097 = zext nneg i32 %1096 to i64
  %1098 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1097
  %1099 = or disjoint i32 %1071, %1039
  %1100 = zext nneg i32 %1099 to i64
  %1101 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1100
  %1102 = or disjoint i32 %1071, %1042
  %1103 = zext nneg i32 %1102 to i64
  %1104 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1103
  %1105 = or disjoint i32 %1080, %1039
  %1106 = zext nneg i32 %1105 to i64
  %1107 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1106
  %1108 = or disjoint i32 %1080, %1042
  %1109 = zext nneg i32 %1108 to i64
  %1110 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1109
  %1111 = or disjoint i32 %1071, %1046
  %1112 = zext nneg i32 %1111 to i64
  %1113 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1112
  %1114 = or disjoint i32 %1071, %1049
  %1115 = zext nneg i32 %1114 to i64
  %1116 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1115
  %1117 = or disjoint i32 %1080, %1046
  %1118 = zext nneg i32 %1117 to i64
  %1119 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1118
  %1120 = or disjoint i32 %1080, %1049
  %1121 = zext nneg i32 %1120 to i64
  %1122 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1121
  %1123 = or disjoint i32 %1003, %1069
  %1124 = shl nuw nsw i32 %1123, 6
  %1125 = or disjoint i32 %1124, %1025
  %1126 = zext nneg i32 %1125 to i64
  %1127 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1126
  %1128 = or disjoint i32 %1124, %1029
  %1129 = zext nneg i32 %1128 to i64
  %1130 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1129
  %1131 = or disjoint i32 %1003, %1078
  %1132 = shl nuw nsw i32 %1131, 6
  %1133 = or disjoint i32 %1132, %1025
  %1134 = zext nneg i32 %1133 to i64
  %1135 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1134
  %1136 = or disjoint i32 %1132, %1029
  %1137 = zext nneg i32 %1136 to i64
  %1138 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1137
  %1139 = or disjoint i32 %1124, %1033
  %1140 = zext nneg i32 %1139 to i64
  %1141 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1140
  %1142 = or disjoint i32 %1124, %1036
  %1143 = zext nneg i32 %1142 to i64
  %1144 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1143
  %1145 = or disjoint i32 %1132, %1033
  %1146 = zext nneg i32 %1145 to i64
  %1147 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1146
  %1148 = or disjoint i32 %1132, %1036
  %1149 = zext nneg i32 %1148 to i64
  %1150 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1149
  %1151 = or disjoint i32 %1124, %1039
  %1152 = zext nneg i32 %1151 to i64
  %1153 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1152
  %1154 = or disjoint i32 %1124, %1042
  %1155 = zext nneg i32 %1154 to i64
  %1156 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1155
  %1157 = or disjoint i32 %1132, %1039
  %1158 = zext nneg i32 %1157 to i64
  %1159 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1158
  %1160 = or disjoint i32 %1132, %1042
  %1161 = zext nneg i32 %1160 to i64
  %1162 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1161
  %1163 = or disjoint i32 %1124, %1046
  %1164 = zext nneg i32 %1163 to i64
  %1165 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1164
  %1166 = or disjoint i32 %1124, %1049
  %1167 = zext nneg i32 %1166 to i64
  %1168 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1167
  %1169 = or disjoint i32 %1132, %1046
  %1170 = zext nneg i32 %1169 to i64
  %1171 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1170
  %1172 = or disjoint i32 %1132, %1049
  %1173 = zext nneg i32 %1172 to i64
  %1174 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1173
  %1175 = xor i32 %1006, %1009
  %1176 = or disjoint i32 %1175, %1007
  %1177 = zext nneg i32 %1176 to i64
  %1178 = shl nuw nsw i32 %1004, 7
  %1179 = or disjoint i32 %1178, %1014
  %1180 = lshr exact i32 %1179, 1
  %1181 = zext nneg i32 %1180 to i64
  %1182 = or disjoint i32 %1178, %1018
  %1183 = lshr exact i32 %1182, 1
  %1184 = zext nneg i32 %1183 to i64
  %1185 = or disjoint i32 %1175, %1020
  %1186 = zext nneg i32 %1185 to i64
  %1187 = or disjoint i32 %1006, 16
  %1188 = xor i32 %1187, %1009
  %1189 = or disjoint i32 %1188, %1007
  %1190 = zext nneg i32 %1189 to i64
  %1191 = shl nuw nsw i32 %1004, 7
  %1192 = or disjoint i32 %1191, 2048
  %1193 = or disjoint i32 %1192, %1014
  %1194 = lshr exact i32 %1193, 1
  %1195 = zext nneg i32 %1194 to i64
  %1196 = or disjoint i32 %1192, %1018
  %1197 = lshr exact i32 %1196, 1
  %1198 = zext nneg i32 %1197 to i64
  %1199 = or disjoint i32 %1188, %1020
  %1200 = zext nneg i32 %1199 to i64
  %1201 = getelementptr inbounds nuw i8, ptr addrspace(3) %1054, i64 4
  %1202 = getelementptr inbounds nuw i8, ptr addrspace(3) %1054, i64 8
  %1203 = getelementptr inbounds nuw i8, ptr addrspace(3) %1054, i64 12
  %1204 = getelementptr inbounds nuw i8, ptr addrspace(3) %1057, i64 4
  %1205 = getelementptr inbounds nuw i8, ptr addrspace(3) %1057, i64 8
  %1206 = getelementptr inbounds nuw i8, ptr addrspace(3) %1057, i64 12
  %1207 = getelementptr inbounds nuw i8, ptr addrspace(3) %1060, i64 4
  %1208 = getelementptr inbounds nuw i8, ptr addrspace(3) %1060, i64 8
  %1209 = getelementptr inbounds nuw i8, ptr addrspace(3) %1060, i64 12
  %1210 = getelementptr inbounds nuw i8, ptr addrspace(3) %1063, i64 4
  %1211 = getelementptr inbounds nuw i8, ptr addrspace(3) %1063, i64 8
  %1212 = getelementptr inbounds nuw i8, ptr addrspace(3) %1063, i64 12
  %1213 = getelementptr i8, ptr addrspace(3) %1054, i64 8196
  %1214 = getelementptr i8, ptr addrspace(3) %1054, i64 8200
  %1215 = getelementptr i8, ptr addrspace(3) %1054, i64 8204
  %1216 = getelementptr i8, ptr addrspace(3) %1054, i64 10244
  %1217 = getelementptr i8, ptr addrspace(3) %1054, i64 10248
  %1218 = getelementptr i8, ptr addrspace(3) %1054, i64 10252
  %1219 = getelementptr i8, ptr addrspace(3) %1054, i64 12292
  %1220 = getelementptr i8, ptr addrspace(3) %1054, i64 12296
  %1221 = getelementptr i8, ptr addrspace(3) %1054, i64 12300
  %1222 = getelementptr i8, ptr addrspace(3) %1054, i64 14340
  %1223 = getelementptr i8, ptr addrspace(3) %1054, i64 14344
  %1224 = getelementptr i8, ptr addrspace(3) %1054, i64 14348
  %invariant.op = and i1 %123, %124
  br label %1225

1225:                                             ; preds = %.lr.ph, %1993
  %1226 = phi float [ 0.000000e+00, %.lr.ph ], [ %1566, %1993 ]
  %1227 = phi float [ 0.000000e+00, %.lr.ph ], [ %1565, %1993 ]
  %1228 = phi float [ 0.000000e+00, %.lr.ph ], [ %1564, %1993 ]
  %1229 = phi float [ 0.000000e+00, %.lr.ph ], [ %1563, %1993 ]
  %1230 = phi float [ 0.000000e+00, %.lr.ph ], [ %1562, %1993 ]
  %1231 = phi float [ 0.000000e+00, %.lr.ph ], [ %1561, %1993 ]
  %1232 = phi float [ 0.000000e+00, %.lr.ph ], [ %1560, %1993 ]
  %1233 = phi float [ 0.000000e+00, %.lr.ph ], [ %1559, %1993 ]
  %1234 = phi float [ 0.000000e+00, %.lr.ph ], [ %1558, %1993 ]
  %1235 = phi float [ 0.000000e+00, %.lr.ph ], [ %1557, %1993 ]
  %1236 = phi float [ 0.000000e+00, %.lr.ph ], [ %1556, %1993 ]
  %1237 = phi float [ 0.000000e+00, %.lr.ph ], [ %1555, %1993 ]
  %1238 = phi float [ 0.000000e+00, %.lr.ph ], [ %1554, %1993 ]
  %1239 = phi float [ 0.000000e+00, %.lr.ph ], [ %1553, %1993 ]
  %1240 = phi float [ 0.000000e+00, %.lr.ph ], [ %1552, %1993 ]
  %1241 = phi float [ 0.000000e+00, %.lr.ph ], [ %1551, %1993 ]
  %1242 = phi float [ 0.000000e+00, %.lr.ph ], [ %1550, %1993 ]
  %1243 = phi float [ 0.000000e+00, %.lr.ph ], [ %1549, %1993 ]
  %1244 = phi float [ 0.000000e+00, %.lr.ph ], [ %1548, %1993 ]
  %1245 = phi float [ 0.000000e+00, %.lr.ph ], [ %1547, %1993 ]
  %1246 = phi float [ 0.000000e+00, %.lr.ph ], [ %1546, %1993 ]
  %1247 = phi float [ 0.000000e+00, %.lr.ph ], [ %1545, %1993 ]
  %1248 = phi float [ 0.000000e+00, %.lr.ph ], [ %1544, %1993 ]
  %1249 = phi float [ 0.000000e+00, %.lr.ph ], [ %1543, %1993 ]
  %1250 = phi float [ 0.000000e+00, %.lr.ph ], [ %1542, %1993 ]
  %1251 = phi float [ 0.000000e+00, %.lr.ph ], [ %1541, %1993 ]
  %1252 = phi float [ 0.000000e+00, %.lr.ph ], [ %1540, %1993 ]
  %1253 = phi float [ 0.000000e+00, %.lr.ph ], [ %1539, %1993 ]
  %1254 = phi float [ 0.000000e+00, %.lr.ph ], [ %1538, %1993 ]
  %1255 = phi float [ 0.000000e+00, %.lr.ph ], [ %1537, %1993 ]
  %1256 = phi float [ 0.000000e+00, %.lr.ph ], [ %1536, %1993 ]
  %1257 = phi float [ 0.000000e+00, %.lr.ph ], [ %1535, %1993 ]
  %1258 = phi i32 [ 0, %.lr.ph ], [ %2005, %1993 ]
  %1259 = lshr exact i32 %1258, 5
  %1260 = urem i32 %1259, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1261 = shl nuw nsw i32 %1260, 12
  %1262 = zext nneg i32 %1261 to i64
  %1263 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %1262
  %1264 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %1262
  %1265 = shl nuw nsw i32 %1260, 8
  %1266 = zext nneg i32 %1265 to i64
  %gep = getelementptr i8, ptr addrspace(3) %559, i64 %1266
  %1267 = load float, ptr addrspace(3) %gep, align 4
  %1268 = getelementptr bfloat, ptr addrspace(3) %1263, i64 %1177
  %1269 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1268)
  %1270 = extractvalue { i32, i32, i32, i32 } %1269, 0
  %1271 = extractvalue { i32, i32, i32, i32 } %1269, 1
  %1272 = extractvalue { i32, i32, i32, i32 } %1269, 2
  %1273 = extractvalue { i32, i32, i32, i32 } %1269, 3
  %1274 = getelementptr bfloat, ptr addrspace(3) %1264, i64 %1181
  %1275 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1274)
  %1276 = extractvalue { i32, i32, i32, i32 } %1275, 0
  %1277 = extractvalue { i32, i32, i32, i32 } %1275, 1
  %1278 = extractvalue { i32, i32, i32, i32 } %1275, 2
  %1279 = extractvalue { i32, i32, i32, i32 } %1275, 3
  %1280 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1270, i32 %1271, i32 %1272, i32 %1273, i32 %1276, i32 %1277, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %1281 = extractvalue { float, float, float, float } %1280, 0
  %1282 = extractvalue { float, float, float, float } %1280, 1
  %1283 = extractvalue { float, float, float, float } %1280, 2
  %1284 = extractvalue { float, float, float, float } %1280, 3
  %1285 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1270, i32 %1271, i32 %1272, i32 %1273, i32 %1278, i32 %1279, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %1286 = extractvalue { float, float, float, float } %1285, 0
  %1287 = extractvalue { float, float, float, float } %1285, 1
  %1288 = extractvalue { float, float, float, float } %1285, 2
  %1289 = extractvalue { float, float, float, float } %1285, 3
  %1290 = getelementptr bfloat, ptr addrspace(3) %1264, i64 %1184
  %1291 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1290)
  %1292 = extractvalue { i32, i32, i32, i32 } %1291, 0
  %1293 = extractvalue { i32, i32, i32, i32 } %1291, 1
  %1294 = extractvalue { i32, i32, i32, i32 } %1291, 2
  %1295 = extractvalue { i32, i32, i32, i32 } %1291, 3
  %1296 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1270, i32 %1271, i32 %1272, i32 %1273, i32 %1292, i32 %1293, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %1297 = extractvalue { float, float, float, float } %1296, 0
  %1298 = extractvalue { float, float, float, float } %1296, 1
  %1299 = extractvalue { float, float, float, float } %1296, 2
  %1300 = extractvalue { float, float, float, float } %1296, 3
  %1301 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1270, i32 %1271, i32 %1272, i32 %1273, i32 %1294, i32 %1295, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %1302 = extractvalue { float, float, float, float } %1301, 0
  %1303 = extractvalue { float, float, float, float } %1301, 1
  %1304 = extractvalue { float, float, float, float } %1301, 2
  %1305 = extractvalue { float, float, float, float } %1301, 3
  %1306 = getelementptr bfloat, ptr addrspace(3) %1263, i64 %1186
  %1307 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1306)
  %1308 = extractvalue { i32, i32, i32, i32 } %1307, 0
  %1309 = extractvalue { i32, i32, i32, i32 } %1307, 1
  %1310 = extractvalue { i32, i32, i32, i32 } %1307, 2
  %1311 = extractvalue { i32, i32, i32, i32 } %1307, 3
  %1312 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1308, i32 %1309, i32 %1310, i32 %1311, i32 %1276, i32 %1277, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %1313 = extractvalue { float, float, float, float } %1312, 0
  %1314 = extractvalue { float, float, float, float } %1312, 1
  %1315 = extractvalue { float, float, float, float } %1312, 2
  %1316 = extractvalue { float, float, float, float } %1312, 3
  %1317 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1308, i32 %1309, i32 %1310, i32 %1311, i32 %1278, i32 %1279, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %1318 = extractvalue { float, float, float, float } %1317, 0
  %1319 = extractvalue { float, float, float, float } %1317, 1
  %1320 = extractvalue { float, float, float, float } %1317, 2
  %1321 = extractvalue { float, float, float, float } %1317, 3
  %1322 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1308, i32 %1309, i32 %1310, i32 %1311, i32 %1292, i32 %1293, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %1323 = extractvalue { float, float, float, float } %1322, 0
  %1324 = extractvalue { float, float, float, float } %1322, 1
  %1325 = extractvalue { float, float, float, float } %1322, 2
  %1326 = extractvalue { float, float, float, float } %1322, 3
  %1327 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1308, i32 %1309, i32 %1310, i32 %1311, i32 %1294, i32 %1295, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #4
  %1328 = extractvalue { float, float, float, float } %1327, 0
  %1329 = extractvalue { float, float, float, float } %1327, 1
  %1330 = extractvalue { float, float, float, float } %1327, 2
  %1331 = extractvalue { float, float, float, float } %1327, 3
  %1332 = getelementptr bfloat, ptr addrspace(3) %1263, i64 %1190
  %1333 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1332)
  %1334 = extractvalue { i32, i32, i32, i32 } %1333, 0
  %1335 = extractvalue { i32, i32, i32, i32 } %1333, 1
  %1336 = extractvalue { i32, i32, i32, i32 } %1333, 2
  %1337 = extractvalue { i32, i32, i32, i32 } %1333, 3
  %1338 = getelementptr bfloat, ptr addrspace(3) %1264, i64 %1195
  %1339 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1338)
  %1340 = extractvalue { i32, i32, i32, i32 } %1339, 0
  %1341 = extractvalue { i32, i32, i32, i32 } %1339, 1
  %1342 = extractvalue { i32, i32, i32, i32 } %1339, 2
  %1343 = extractvalue { i32, i32, i32, i32 } %1339, 3
  %1344 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1334, i32 %1335, i32 %1336, i32 %1337, i32 %1340, i32 %1341, float %1281, float %1282, float %1283, float %1284) #4
  %1345 = extractvalue { float, float, float, float } %1344, 0
  %1346 = extractvalue { float, float, float, float } %1344, 1
  %1347 = extractvalue { float, float, float, float } %1344, 2
  %1348 = extractvalue { float, float, float, float } %1344, 3
  %1349 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1334, i32 %1335, i32 %1336, i32 %1337, i32 %1342, i32 %1343, float %1286, float %1287, float %1288, float %1289) #4
  %1350 = extractvalue { float, float, float, float } %1349, 0
  %1351 = extractvalue { float, float, float, float } %1349, 1
  %1352 = extractvalue { float, float, float, float } %1349, 2
  %1353 = extractvalue { float, float, float, float } %1349, 3
  %1354 = getelementptr bfloat, ptr addrspace(3) %1264, i64 %1198
  %1355 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1354)
  %1356 = extractvalue { i32, i32, i32, i32 } %1355, 0
  %1357 = extractvalue { i32, i32, i32, i32 } %1355, 1
  %1358 = extractvalue { i32, i32, i32, i32 } %1355, 2
  %1359 = extractvalue { i32, i32, i32, i32 } %1355, 3
  %1360 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1334, i32 %1335, i32 %1336, i32 %1337, i32 %1356, i32 %1357, float %1297, float %1298, float %1299, float %1300) #4
  %1361 = extractvalue { float, float, float, float } %1360, 0
  %1362 = extractvalue { float, float, float, float } %1360, 1
  %1363 = extractvalue { float, float, float, float } %1360, 2
  %1364 = extractvalue { float, float, float, float } %1360, 3
  %1365 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1334, i32 %1335, i32 %1336, i32 %1337, i32 %1358, i32 %1359, float %1302, float %1303, float %1304, float %1305) #4
  %1366 = extractvalue { float, float, float, float } %1365, 0
  %1367 = extractvalue { float, float, float, float } %1365, 1
  %1368 = extractvalue { float, float, float, float } %1365, 2
  %1369 = extractvalue { float, float, float, float } %1365, 3
  %1370 = getelementptr bfloat, ptr addrspace(3) %1263, i64 %1200
  %1371 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1370)
  %1372 = extractvalue { i32, i32, i32, i32 } %1371, 0
  %1373 = extractvalue { i32, i32, i32, i32 } %1371, 1
  %1374 = extractvalue { i32, i32, i32, i32 } %1371, 2
  %1375 = extractvalue { i32, i32, i32, i32 } %1371, 3
  %1376 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1372, i32 %1373, i32 %1374, i32 %1375, i32 %1340, i32 %1341, float %1313, float %1314, float %1315, float %1316) #4
  %1377 = extractvalue { float, float, float, float } %1376, 0
  %1378 = extractvalue { float, float, float, float } %1376, 1
  %1379 = extractvalue { float, float, float, float } %1376, 2
  %1380 = extractvalue { float, float, float, float } %1376, 3
  %1381 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1372, i32 %1373, i32 %1374, i32 %1375, i32 %1342, i32 %1343, float %1318, float %1319, float %1320, float %1321) #4
  %1382 = extractvalue { float, float, float, float } %1381, 0
  %1383 = extractvalue { float, float, float, float } %1381, 1
  %1384 = extractvalue { float, float, float, float } %1381, 2
  %1385 = extractvalue { float, float, float, float } %1381, 3
  %1386 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1372, i32 %1373, i32 %1374, i32 %1375, i32 %1356, i32 %1357, float %1323, float %1324, float %1325, float %1326) #4
  %1387 = extractvalue { float, float, float, float } %1386, 0
  %1388 = extractvalue { float, float, float, float } %1386, 1
  %1389 = extractvalue { float, float, float, float } %1386, 2
  %1390 = extractvalue { float, float, float, float } %1386, 3
  %1391 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1372, i32 %1373, i32 %1374, i32 %1375, i32 %1358, i32 %1359, float %1328, float %1329, float %1330, float %1331) #4
  %1392 = extractvalue { float, float, float, float } %1391, 0
  %1393 = extractvalue { float, float, float, float } %1391, 1
  %1394 = extractvalue { float, float, float, float } %1391, 2
  %1395 = extractvalue { float, float, float, float } %1391, 3
  %1396 = add i32 %1258, 64
  %1397 = add nuw nsw i32 %1259, 2
  %1398 = urem i32 %1397, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1267, ptr addrspace(3) %1022, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1399 = load float, ptr addrspace(3) %1027, align 8
  %1400 = load float, ptr addrspace(3) %1031, align 4
  %1401 = load float, ptr addrspace(3) %1035, align 8
  %1402 = load float, ptr addrspace(3) %1038, align 4
  %1403 = load float, ptr addrspace(3) %1041, align 8
  %1404 = load float, ptr addrspace(3) %1044, align 4
  %1405 = load float, ptr addrspace(3) %1048, align 8
  %1406 = load float, ptr addrspace(3) %1051, align 4
  %1407 = fmul float %1345, %1399
  %1408 = fmul float %1346, %1400
  %1409 = fmul float %1347, %1399
  %1410 = fmul float %1348, %1400
  %1411 = fmul float %1350, %1401
  %1412 = fmul float %1351, %1402
  %1413 = fmul float %1352, %1401
  %1414 = fmul float %1353, %1402
  %1415 = fmul float %1361, %1403
  %1416 = fmul float %1362, %1404
  %1417 = fmul float %1363, %1403
  %1418 = fmul float %1364, %1404
  %1419 = fmul float %1366, %1405
  %1420 = fmul float %1367, %1406
  %1421 = fmul float %1368, %1405
  %1422 = fmul float %1369, %1406
  %1423 = fmul float %1377, %1399
  %1424 = fmul float %1378, %1400
  %1425 = fmul float %1379, %1399
  %1426 = fmul float %1380, %1400
  %1427 = fmul float %1382, %1401
  %1428 = fmul float %1383, %1402
  %1429 = fmul float %1384, %1401
  %1430 = fmul float %1385, %1402
  %1431 = fmul float %1387, %1403
  %1432 = fmul float %1388, %1404
  %1433 = fmul float %1389, %1403
  %1434 = fmul float %1390, %1404
  %1435 = fmul float %1392, %1405
  %1436 = fmul float %1393, %1406
  %1437 = fmul float %1394, %1405
  %1438 = fmul float %1395, %1406
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1439 = insertelement <4 x float> poison, float %1257, i64 0
  %1440 = insertelement <4 x float> %1439, float %1256, i64 1
  %1441 = insertelement <4 x float> %1440, float %1255, i64 2
  %1442 = insertelement <4 x float> %1441, float %1254, i64 3
  store <4 x float> %1442, ptr addrspace(3) %1054, align 16
  %1443 = insertelement <4 x float> poison, float %1253, i64 0
  %1444 = insertelement <4 x float> %1443, float %1252, i64 1
  %1445 = insertelement <4 x float> %1444, float %1251, i64 2
  %1446 = insertelement <4 x float> %1445, float %1250, i64 3
  store <4 x float> %1446, ptr addrspace(3) %1057, align 16
  %1447 = insertelement <4 x float> poison, float %1249, i64 0
  %1448 = insertelement <4 x float> %1447, float %1248, i64 1
  %1449 = insertelement <4 x float> %1448, float %1247, i64 2
  %1450 = insertelement <4 x float> %1449, float %1246, i64 3
  store <4 x float> %1450, ptr addrspace(3) %1060, align 16
  %1451 = insertelement <4 x float> poison, float %1245, i64 0
  %1452 = insertelement <4 x float> %1451, float %1244, i64 1
  %1453 = insertelement <4 x float> %1452, float %1243, i64 2
  %1454 = insertelement <4 x float> %1453, float %1242, i64 3
  store <4 x float> %1454, ptr addrspace(3) %1063, align 16
  %1455 = insertelement <4 x float> poison, float %1241, i64 0
  %1456 = insertelement <4 x float> %1455, float %1240, i64 1
  %1457 = insertelement <4 x float> %1456, float %1239, i64 2
  %1458 = insertelement <4 x float> %1457, float %1238, i64 3
  store <4 x float> %1458, ptr addrspace(3) %1064, align 16
  %1459 = insertelement <4 x float> poison, float %1237, i64 0
  %1460 = insertelement <4 x float> %1459, float %1236, i64 1
  %1461 = insertelement <4 x float> %1460, float %1235, i64 2
  %1462 = insertelement <4 x float> %1461, float %1234, i64 3
  store <4 x float> %1462, ptr addrspace(3) %1065, align 16
  %1463 = insertelement <4 x float> poison, float %1233, i64 0
  %1464 = insertelement <4 x float> %1463, float %1232, i64 1
  %1465 = insertelement <4 x float> %1464, float %1231, i64 2
  %1466 = insertelement <4 x float> %1465, float %1230, i64 3
  store <4 x float> %1466, ptr addrspace(3) %1066, align 16
  %1467 = insertelement <4 x float> poison, float %1229, i64 0
  %1468 = insertelement <4 x float> %1467, float %1228, i64 1
  %1469 = insertelement <4 x float> %1468, float %1227, i64 2
  %1470 = insertelement <4 x float> %1469, float %1226, i64 3
  store <4 x float> %1470, ptr addrspace(3) %1067, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1471 = load float, ptr addrspace(3) %1074, align 8
  %1472 = load float, ptr addrspace(3) %1077, align 4
  %1473 = load float, ptr addrspace(3) %1083, align 8
  %1474 = load float, ptr addrspace(3) %1086, align 4
  %1475 = load float, ptr addrspace(3) %1089, align 8
  %1476 = load float, ptr addrspace(3) %1092, align 4
  %1477 = load float, ptr addrspace(3) %1095, align 8
  %1478 = load float, ptr addrspace(3) %1098, align 4
  %1479 = load float, ptr addrspace(3) %1101, align 8
  %1480 = load float, ptr addrspace(3) %1104, align 4
  %1481 = load float, ptr addrspace(3) %1107, align 8
  %1482 = load float, ptr addrspace(3) %1110, align 4
  %1483 = load float, ptr addrspace(3) %1113, align 8
  %1484 = load float, ptr addrspace(3) %1116, align 4
  %1485 = load float, ptr addrspace(3) %1119, align 8
  %1486 = load float, ptr addrspace(3) %1122, align 4
  %1487 = load float, ptr addrspace(3) %1127, align 8
  %1488 = load float, ptr addrspace(3) %1130, align 4
  %1489 = load float, ptr addrspace(3) %1135, align 8
  %1490 = load float, ptr addrspace(3) %1138, align 4
  %1491 = load float, ptr addrspace(3) %1141, align 8
  %1492 = load float, ptr addrspace(3) %1144, align 4
  %1493 = load float, ptr addrspace(3) %1147, align 8
  %1494 = load float, ptr addrspace(3) %1150, align 4
  %1495 = load float, ptr addrspace(3) %1153, align 8
  %1496 = load float, ptr addrspace(3) %1156, align 4
  %1497 = load float, ptr addrspace(3) %1159, align 8
  %1498 = load float, ptr addrspace(3) %1162, align 4
  %1499 = load float, ptr addrspace(3) %1165, align 8
  %1500 = load float, ptr addrspace(3) %1168, align 4
  %1501 = load float, ptr addrspace(3) %1171, align 8
  %1502 = load float, ptr addrspace(3) %1174, align 4
  %1503 = fadd float %1407, %1471
  %1504 = fadd float %1408, %1472
  %1505 = fadd float %1409, %1473
  %1506 = fadd float %1410, %1474
  %1507 = fadd float %1411, %1475
  %1508 = fadd float %1412, %1476
  %1509 = fadd float %1413, %1477
  %1510 = fadd float %1414, %1478
  %1511 = fadd float %1415, %1479
  %1512 = fadd float %1416, %1480
  %1513 = fadd float %1417, %1481
  %1514 = fadd float %1418, %1482
  %1515 = fadd float %1419, %1483
  %1516 = fadd float %1420, %1484
  %1517 = fadd float %1421, %1485
  %1518 = fadd float %1422, %1486
  %1519 = fadd float %1423, %1487
  %1520 = fadd float %1424, %1488
  %1521 = fadd float %1425, %1489
  %1522 = fadd float %1426, %1490
  %1523 = fadd float %1427, %1491
  %1524 = fadd float %1428, %1492
  %1525 = fadd float %1429, %1493
  %1526 = fadd float %1430, %1494
  %1527 = fadd float %1431, %1495
  %1528 = fadd float %1432, %1496
  %1529 = fadd float %1433, %1497
  %1530 = fadd float %1434, %1498
  %1531 = fadd float %1435, %1499
  %1532 = fadd float %1436, %1500
  %1533 = fadd float %1437, %1501
  %1534 = fadd float %1438, %1502
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1503, ptr addrspace(3) %1074, align 8
  store float %1504, ptr addrspace(3) %1077, align 4
  store float %1505, ptr addrspace(3) %1083, align 8
  store float %1506, ptr addrspace(3) %1086, align 4
  store float %1507, ptr addrspace(3) %1089, align 8
  store float %1508, ptr addrspace(3) %1092, align 4
  store float %1509, ptr addrspace(3) %1095, align 8
  store float %1510, ptr addrspace(3) %1098, align 4
  store float %1511, ptr addrspace(3) %1101, align 8
  store float %1512, ptr addrspace(3) %1104, align 4
  store float %1513, ptr addrspace(3) %1107, align 8
  store float %1514, ptr addrspace(3) %1110, align 4
  store float %1515, ptr addrspace(3) %1113, align 8
  store float %1516, ptr addrspace(3) %1116, align 4
  store float %1517, ptr addrspace(3) %1119, align 8
  store float %1518, ptr addrspace(3) %1122, align 4
  store float %1519, ptr addrspace(3) %1127, align 8
  store float %1520, ptr addrspace(3) %1130, align 4
  store float %1521, ptr addrspace(3) %1135, align 8
  store float %1522, ptr addrspace(3) %1138, align 4
  store float %1523, ptr addrspace(3) %1141, align 8
  store float %1524, ptr addrspace(3) %1144, align 4
  store float %1525, ptr addrspace(3) %1147, align 8
  store float %1526, ptr addrspace(3) %1150, align 4
  store float %1527, ptr addrspace(3) %1153, align 8
  store float %1528, ptr addrspace(3) %1156, align 4
  store float %1529, ptr addrspace(3) %1159, align 8
  store float %1530, ptr addrspace(3) %1162, align 4
  store float %1531, ptr addrspace(3) %1165, align 8
  store float %1532, ptr addrspace(3) %1168, align 4
  store float %1533, ptr addrspace(3) %1171, align 8
  store float %1534, ptr addrspace(3) %1174, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1535 = load float, ptr addrspace(3) %1054, align 16
  %1536 = load float, ptr addrspace(3) %1201, align 4
  %1537 = load float, ptr addrspace(3) %1202, align 8
  %1538 = load float, ptr addrspace(3) %1203, align 4
  %1539 = load float, ptr addrspace(3) %1057, align 16
  %1540 = load float, ptr addrspace(3) %1204, align 4
  %1541 = load float, ptr addrspace(3) %1205, align 8
  %1542 = load float, ptr addrspace(3) %1206, align 4
  %1543 = load float, ptr addrspace(3) %1060, align 16
  %1544 = load float, ptr addrspace(3) %1207, align 4
  %1545 = load float, ptr addrspace(3) %1208, align 8
  %1546 = load float, ptr addrspace(3) %1209, align 4
  %1547 = load float, ptr addrspace(3) %1063, align 16
  %1548 = load float, ptr addrspace(3) %1210, align 4
  %1549 = load float, ptr addrspace(3) %1211, align 8
  %1550 = load float, ptr addrspace(3) %1212, align 4
  %1551 = load float, ptr addrspace(3) %1064, align 16
  %1552 = load float, ptr addrspace(3) %1213, align 4
  %1553 = load float, ptr addrspace(3) %1214, align 8
  %1554 = load float, ptr addrspace(3) %1215, align 4
  %1555 = load float, ptr addrspace(3) %1065, align 16
  %1556 = load float, ptr addrspace(3) %1216, align 4
  %1557 = load float, ptr addrspace(3) %1217, align 8
  %1558 = load float, ptr addrspace(3) %1218, align 4
  %1559 = load float, ptr addrspace(3) %1066, align 16
  %1560 = load float, ptr addrspace(3) %1219, align 4
  %1561 = load float, ptr addrspace(3) %1220, align 8
  %1562 = load float, ptr addrspace(3) %1221, align 4
  %1563 = load float, ptr addrspace(3) %1067, align 16
  %1564 = load float, ptr addrspace(3) %1222, align 4
  %1565 = load float, ptr addrspace(3) %1223, align 8
  %1566 = load float, ptr addrspace(3) %1224, align 4
  %1567 = icmp slt i32 %1396, %6
  %1568 = or disjoint i32 %1396, %83
  %1569 = or disjoint i32 %1396, %84
  %1570 = or disjoint i32 %1396, %85
  %1571 = or disjoint i32 %1396, %86
  %1572 = or disjoint i32 %1396, %87
  %1573 = or disjoint i32 %1396, %88
  %1574 = or disjoint i32 %1396, %89
  %1575 = or disjoint i32 %1396, %90
  %1576 = or disjoint i32 %1396, %91
  %1577 = or disjoint i32 %1396, %92
  %1578 = or disjoint i32 %1396, %93
  %1579 = or disjoint i32 %1396, %94
  %1580 = or disjoint i32 %1396, %95
  %1581 = add i32 %1568, %57
  %1582 = add i32 %1568, %58
  %1583 = add i32 %1572, %59
  %1584 = add i32 %1573, %60
  %1585 = add i32 %1574, %61
  %1586 = add i32 %1568, %62
  %1587 = add i32 %1575, %63
  %1588 = add i32 %1576, %64
  %1589 = add i32 %1577, %65
  %1590 = add i32 %1568, %66
  %1591 = add i32 %1578, %67
  %1592 = add i32 %1579, %68
  %1593 = add i32 %1580, %69
  %1594 = icmp slt i32 %1568, %6
  %1595 = icmp slt i32 %1569, %6
  %1596 = icmp slt i32 %1570, %6
  %1597 = icmp slt i32 %1571, %6
  %1598 = icmp slt i32 %1572, %6
  %1599 = icmp slt i32 %1573, %6
  %1600 = icmp slt i32 %1574, %6
  %1601 = icmp slt i32 %1575, %6
  %1602 = icmp slt i32 %1576, %6
  %1603 = icmp slt i32 %1577, %6
  %1604 = icmp slt i32 %1578, %6
  %1605 = icmp slt i32 %1579, %6
  %1606 = icmp slt i32 %1580, %6
  %1607 = and i1 %70, %1594
  %1608 = and i1 %71, %1594
  %1609 = and i1 %72, %1598
  %1610 = and i1 %73, %1599
  %1611 = and i1 %74, %1600
  %1612 = and i1 %75, %1594
  %1613 = and i1 %76, %1601
  %1614 = and i1 %77, %1602
  %1615 = and i1 %78, %1603
  %1616 = and i1 %79, %1594
  %1617 = and i1 %80, %1604
  %1618 = and i1 %81, %1605
  %1619 = and i1 %82, %1606
  %1620 = and i1 %1567, %1607
  %1621 = and i1 %1567, %1608
  %1622 = and i1 %1567, %1609
  %1623 = and i1 %1567, %1610
  %1624 = and i1 %1567, %1612
  %1625 = and i1 %1567, %1613
  %1626 = and i1 %1567, %1614
  %1627 = and i1 %1567, %1616
  %1628 = and i1 %1567, %1617
  %1629 = and i1 %1567, %1618
  %1630 = shl nuw nsw i32 %1398, 12
  %1631 = zext nneg i32 %1630 to i64
  %1632 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %1631
  %1633 = getelementptr i8, ptr addrspace(3) %1632, i64 %195
  %1634 = sext i32 %1581 to i64
  %1635 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1634
  %1636 = ptrtoint ptr addrspace(1) %1635 to i64
  %1637 = and i64 %1636, 7
  %1638 = icmp eq i64 %1637, 0
  %1639 = and i1 %1620, %1638
  %1640 = and i1 %1595, %1639
  %1641 = and i1 %1596, %1640
  %1642 = and i1 %1597, %1641
  br i1 %1642, label %1643, label %1646

1643:                                             ; preds = %1225
  %1644 = ptrtoint ptr addrspace(3) %1633 to i64
  %1645 = trunc i64 %1644 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1645, ptr addrspace(1) %1635) #4
  br label %1674

1646:                                             ; preds = %1225
  %1647 = and i1 %70, %1596
  %1648 = and i1 %70, %1595
  %1649 = xor i1 %1567, %1641
  %1650 = and i1 %1597, %1649
  %1651 = and i1 %70, %1650
  %1652 = and i1 %1567, %1647
  %1653 = and i1 %1567, %1648
  %1654 = add i32 %1571, %57
  %1655 = sext i32 %1654 to i64
  %1656 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1655
  %1657 = add i32 %1570, %57
  %1658 = sext i32 %1657 to i64
  %1659 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1658
  %1660 = add i32 %1569, %57
  %1661 = sext i32 %1660 to i64
  %1662 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1661
  %1663 = zext i1 %1620 to i32
  %1664 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1635, i32 %1663, i16 0) #4
  store i16 %1664, ptr addrspace(3) %1633, align 8
  %1665 = getelementptr i8, ptr addrspace(3) %1633, i64 2
  %1666 = zext i1 %1653 to i32
  %1667 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1662, i32 %1666, i16 0) #4
  store i16 %1667, ptr addrspace(3) %1665, align 2
  %1668 = getelementptr i8, ptr addrspace(3) %1633, i64 4
  %1669 = zext i1 %1652 to i32
  %1670 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1659, i32 %1669, i16 0) #4
  store i16 %1670, ptr addrspace(3) %1668, align 4
  %1671 = getelementptr i8, ptr addrspace(3) %1633, i64 6
  %1672 = zext i1 %1651 to i32
  %1673 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1656, i32 %1672, i16 0) #4
  store i16 %1673, ptr addrspace(3) %1671, align 2
  br label %1674

1674:                                             ; preds = %1643, %1646
  %1675 = getelementptr i8, ptr addrspace(3) %1632, i64 %237
  %1676 = sext i32 %1582 to i64
  %1677 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1676
  %1678 = ptrtoint ptr addrspace(1) %1677 to i64
  %1679 = and i64 %1678, 7
  %1680 = icmp eq i64 %1679, 0
  %1681 = and i1 %1621, %1680
  %1682 = and i1 %1609, %1681
  %1683 = and i1 %1610, %1682
  %1684 = and i1 %1611, %1683
  br i1 %1684, label %1685, label %1688

1685:                                             ; preds = %1674
  %1686 = ptrtoint ptr addrspace(3) %1675 to i64
  %1687 = trunc i64 %1686 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1687, ptr addrspace(1) %1677) #4
  br label %1708

1688:                                             ; preds = %1674
  %1689 = xor i1 %1567, %1683
  %1690 = and i1 %1611, %1689
  %1691 = sext i32 %1585 to i64
  %1692 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1691
  %1693 = sext i32 %1584 to i64
  %1694 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1693
  %1695 = sext i32 %1583 to i64
  %1696 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1695
  %1697 = zext i1 %1621 to i32
  %1698 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1677, i32 %1697, i16 0) #4
  store i16 %1698, ptr addrspace(3) %1675, align 8
  %1699 = getelementptr i8, ptr addrspace(3) %1675, i64 2
  %1700 = zext i1 %1622 to i32
  %1701 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1696, i32 %1700, i16 0) #4
  store i16 %1701, ptr addrspace(3) %1699, align 2
  %1702 = getelementptr i8, ptr addrspace(3) %1675, i64 4
  %1703 = zext i1 %1623 to i32
  %1704 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1694, i32 %1703, i16 0) #4
  store i16 %1704, ptr addrspace(3) %1702, align 4
  %1705 = getelementptr i8, ptr addrspace(3) %1675, i64 6
  %1706 = zext i1 %1690 to i32
  %1707 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1692, i32 %1706, i16 0) #4
  store i16 %1707, ptr addrspace(3) %1705, align 2
  br label %1708

1708:                                             ; preds = %1685, %1688
  %1709 = getelementptr i8, ptr addrspace(3) %1632, i64 %273
  %1710 = sext i32 %1586 to i64
  %1711 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1710
  %1712 = ptrtoint ptr addrspace(1) %1711 to i64
  %1713 = and i64 %1712, 7
  %1714 = icmp eq i64 %1713, 0
  %1715 = and i1 %1624, %1714
  %1716 = and i1 %1613, %1715
  %1717 = and i1 %1614, %1716
  %1718 = and i1 %1615, %1717
  br i1 %1718, label %1719, label %1722

1719:                                             ; preds = %1708
  %1720 = ptrtoint ptr addrspace(3) %1709 to i64
  %1721 = trunc i64 %1720 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1721, ptr addrspace(1) %1711) #4
  br label %1742

1722:                                             ; preds = %1708
  %1723 = xor i1 %1567, %1717
  %1724 = and i1 %1615, %1723
  %1725 = sext i32 %1589 to i64
  %1726 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1725
  %1727 = sext i32 %1588 to i64
  %1728 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1727
  %1729 = sext i32 %1587 to i64
  %1730 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1729
  %1731 = zext i1 %1624 to i32
  %1732 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1711, i32 %1731, i16 0) #4
  store i16 %1732, ptr addrspace(3) %1709, align 8
  %1733 = getelementptr i8, ptr addrspace(3) %1709, i64 2
  %1734 = zext i1 %1625 to i32
  %1735 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1730, i32 %1734, i16 0) #4
  store i16 %1735, ptr addrspace(3) %1733, align 2
  %1736 = getelementptr i8, ptr addrspace(3) %1709, i64 4
  %1737 = zext i1 %1626 to i32
  %1738 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1728, i32 %1737, i16 0) #4
  store i16 %1738, ptr addrspace(3) %1736, align 4
  %1739 = getelementptr i8, ptr addrspace(3) %1709, i64 6
  %1740 = zext i1 %1724 to i32
  %1741 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1726, i32 %1740, i16 0) #4
  store i16 %1741, ptr addrspace(3) %1739, align 2
  br label %1742

1742:                                             ; preds = %1719, %1722
  %1743 = getelementptr i8, ptr addrspace(3) %1632, i64 %309
  %1744 = sext i32 %1590 to i64
  %1745 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1744
  %1746 = ptrtoint ptr addrspace(1) %1745 to i64
  %1747 = and i64 %1746, 7
  %1748 = icmp eq i64 %1747, 0
  %1749 = and i1 %1627, %1748
  %1750 = and i1 %1617, %1749
  %1751 = and i1 %1618, %1750
  %1752 = and i1 %1619, %1751
  br i1 %1752, label %1753, label %1756

1753:                                             ; preds = %1742
  %1754 = ptrtoint ptr addrspace(3) %1743 to i64
  %1755 = trunc i64 %1754 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1755, ptr addrspace(1) %1745) #4
  br label %1776

1756:                                             ; preds = %1742
  %1757 = xor i1 %1567, %1751
  %1758 = and i1 %1619, %1757
  %1759 = sext i32 %1593 to i64
  %1760 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1759
  %1761 = sext i32 %1592 to i64
  %1762 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1761
  %1763 = sext i32 %1591 to i64
  %1764 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1763
  %1765 = zext i1 %1627 to i32
  %1766 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1745, i32 %1765, i16 0) #4
  store i16 %1766, ptr addrspace(3) %1743, align 8
  %1767 = getelementptr i8, ptr addrspace(3) %1743, i64 2
  %1768 = zext i1 %1628 to i32
  %1769 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1764, i32 %1768, i16 0) #4
  store i16 %1769, ptr addrspace(3) %1767, align 2
  %1770 = getelementptr i8, ptr addrspace(3) %1743, i64 4
  %1771 = zext i1 %1629 to i32
  %1772 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1762, i32 %1771, i16 0) #4
  store i16 %1772, ptr addrspace(3) %1770, align 4
  %1773 = getelementptr i8, ptr addrspace(3) %1743, i64 6
  %1774 = zext i1 %1758 to i32
  %1775 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1760, i32 %1774, i16 0) #4
  store i16 %1775, ptr addrspace(3) %1773, align 2
  br label %1776

1776:                                             ; preds = %1753, %1756
  %1777 = or disjoint i32 %1396, %135
  %1778 = or disjoint i32 %1396, %136
  %1779 = or disjoint i32 %1396, %137
  %1780 = or disjoint i32 %1396, %138
  %1781 = or disjoint i32 %1396, %139
  %1782 = or disjoint i32 %1396, %140
  %1783 = or disjoint i32 %1396, %141
  %1784 = or disjoint i32 %1396, %142
  %1785 = or disjoint i32 %1396, %143
  %1786 = or disjoint i32 %1396, %144
  %1787 = or disjoint i32 %1396, %145
  %1788 = or disjoint i32 %1396, %146
  %1789 = or disjoint i32 %1396, %147
  %1790 = mul i32 %1777, %5
  %1791 = mul i32 %1778, %5
  %1792 = mul i32 %1779, %5
  %1793 = mul i32 %1780, %5
  %1794 = mul i32 %1781, %5
  %1795 = mul i32 %1782, %5
  %1796 = mul i32 %1783, %5
  %1797 = mul i32 %1784, %5
  %1798 = mul i32 %1785, %5
  %1799 = mul i32 %1786, %5
  %1800 = mul i32 %1787, %5
  %1801 = mul i32 %1788, %5
  %1802 = mul i32 %1789, %5
  %1803 = add i32 %1790, %97
  %1804 = add i32 %1791, %97
  %1805 = add i32 %1792, %105
  %1806 = add i32 %1793, %107
  %1807 = add i32 %1794, %109
  %1808 = add i32 %1795, %97
  %1809 = add i32 %1796, %111
  %1810 = add i32 %1797, %113
  %1811 = add i32 %1798, %115
  %1812 = add i32 %1799, %97
  %1813 = add i32 %1800, %117
  %1814 = add i32 %1801, %119
  %1815 = add i32 %1802, %121
  %1816 = icmp slt i32 %1777, %6
  %1817 = icmp slt i32 %1778, %6
  %1818 = icmp slt i32 %1779, %6
  %1819 = icmp slt i32 %1780, %6
  %1820 = icmp slt i32 %1781, %6
  %1821 = icmp slt i32 %1782, %6
  %1822 = icmp slt i32 %1783, %6
  %1823 = icmp slt i32 %1784, %6
  %1824 = icmp slt i32 %1785, %6
  %1825 = icmp slt i32 %1786, %6
  %1826 = icmp slt i32 %1787, %6
  %1827 = icmp slt i32 %1788, %6
  %1828 = icmp slt i32 %1789, %6
  %1829 = and i1 %122, %1816
  %1830 = and i1 %122, %1817
  %1831 = and i1 %126, %1818
  %1832 = and i1 %127, %1819
  %1833 = and i1 %128, %1820
  %1834 = and i1 %122, %1821
  %1835 = and i1 %129, %1822
  %1836 = and i1 %130, %1823
  %1837 = and i1 %131, %1824
  %1838 = and i1 %122, %1825
  %1839 = and i1 %132, %1826
  %1840 = and i1 %133, %1827
  %1841 = and i1 %134, %1828
  %1842 = and i1 %1567, %1829
  %1843 = and i1 %1567, %1830
  %1844 = and i1 %1567, %1831
  %1845 = and i1 %1567, %1832
  %1846 = and i1 %1567, %1834
  %1847 = and i1 %1567, %1835
  %1848 = and i1 %1567, %1836
  %1849 = and i1 %1567, %1838
  %1850 = and i1 %1567, %1839
  %1851 = and i1 %1567, %1840
  %1852 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %1631
  %1853 = getelementptr i8, ptr addrspace(3) %1852, i64 %400
  %1854 = sext i32 %1803 to i64
  %1855 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1854
  %1856 = ptrtoint ptr addrspace(1) %1855 to i64
  %1857 = and i64 %1856, 7
  %1858 = icmp eq i64 %1857, 0
  %.reass198.reass = and i1 %1858, %invariant.op
  %.reass = and i1 %.reass198.reass, %1842
  %1859 = and i1 %125, %.reass
  br i1 %1859, label %1860, label %1863

1860:                                             ; preds = %1776
  %1861 = ptrtoint ptr addrspace(3) %1853 to i64
  %1862 = trunc i64 %1861 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1862, ptr addrspace(1) %1855) #4
  br label %1891

1863:                                             ; preds = %1776
  %1864 = and i1 %124, %1816
  %1865 = and i1 %123, %1816
  %1866 = xor i1 %1567, %.reass
  %1867 = and i1 %125, %1866
  %1868 = and i1 %1816, %1867
  %1869 = and i1 %1567, %1864
  %1870 = and i1 %1567, %1865
  %1871 = add i32 %1790, %103
  %1872 = sext i32 %1871 to i64
  %1873 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1872
  %1874 = add i32 %1790, %101
  %1875 = sext i32 %1874 to i64
  %1876 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1875
  %1877 = add i32 %1790, %99
  %1878 = sext i32 %1877 to i64
  %1879 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1878
  %1880 = zext i1 %1842 to i32
  %1881 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1855, i32 %1880, i16 0) #4
  store i16 %1881, ptr addrspace(3) %1853, align 8
  %1882 = getelementptr i8, ptr addrspace(3) %1853, i64 2
  %1883 = zext i1 %1870 to i32
  %1884 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1879, i32 %1883, i16 0) #4
  store i16 %1884, ptr addrspace(3) %1882, align 2
  %1885 = getelementptr i8, ptr addrspace(3) %1853, i64 4
  %1886 = zext i1 %1869 to i32
  %1887 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1876, i32 %1886, i16 0) #4
  store i16 %1887, ptr addrspace(3) %1885, align 4
  %1888 = getelementptr i8, ptr addrspace(3) %1853, i64 6
  %1889 = zext i1 %1868 to i32
  %1890 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1873, i32 %1889, i16 0) #4
  store i16 %1890, ptr addrspace(3) %1888, align 2
  br label %1891

1891:                                             ; preds = %1860, %1863
  %1892 = getelementptr i8, ptr addrspace(3) %1852, i64 %445
  %1893 = sext i32 %1804 to i64
  %1894 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1893
  %1895 = ptrtoint ptr addrspace(1) %1894 to i64
  %1896 = and i64 %1895, 7
  %1897 = icmp eq i64 %1896, 0
  %1898 = and i1 %1843, %1897
  %1899 = and i1 %1831, %1898
  %1900 = and i1 %1832, %1899
  %1901 = and i1 %1833, %1900
  br i1 %1901, label %1902, label %1905

1902:                                             ; preds = %1891
  %1903 = ptrtoint ptr addrspace(3) %1892 to i64
  %1904 = trunc i64 %1903 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1904, ptr addrspace(1) %1894) #4
  br label %1925

1905:                                             ; preds = %1891
  %1906 = xor i1 %1567, %1900
  %1907 = and i1 %1833, %1906
  %1908 = sext i32 %1807 to i64
  %1909 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1908
  %1910 = sext i32 %1806 to i64
  %1911 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1910
  %1912 = sext i32 %1805 to i64
  %1913 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1912
  %1914 = zext i1 %1843 to i32
  %1915 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1894, i32 %1914, i16 0) #4
  store i16 %1915, ptr addrspace(3) %1892, align 8
  %1916 = getelementptr i8, ptr addrspace(3) %1892, i64 2
  %1917 = zext i1 %1844 to i32
  %1918 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1913, i32 %1917, i16 0) #4
  store i16 %1918, ptr addrspace(3) %1916, align 2
  %1919 = getelementptr i8, ptr addrspace(3) %1892, i64 4
  %1920 = zext i1 %1845 to i32
  %1921 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1911, i32 %1920, i16 0) #4
  store i16 %1921, ptr addrspace(3) %1919, align 4
  %1922 = getelementptr i8, ptr addrspace(3) %1892, i64 6
  %1923 = zext i1 %1907 to i32
  %1924 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1909, i32 %1923, i16 0) #4
  store i16 %1924, ptr addrspace(3) %1922, align 2
  br label %1925

1925:                                             ; preds = %1902, %1905
  %1926 = getelementptr i8, ptr addrspace(3) %1852, i64 %484
  %1927 = sext i32 %1808 to i64
  %1928 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1927
  %1929 = ptrtoint ptr addrspace(1) %1928 to i64
  %1930 = and i64 %1929, 7
  %1931 = icmp eq i64 %1930, 0
  %1932 = and i1 %1846, %1931
  %1933 = and i1 %1835, %1932
  %1934 = and i1 %1836, %1933
  %1935 = and i1 %1837, %1934
  br i1 %1935, label %1936, label %1939

1936:                                             ; preds = %1925
  %1937 = ptrtoint ptr addrspace(3) %1926 to i64
  %1938 = trunc i64 %1937 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1938, ptr addrspace(1) %1928) #4
  br label %1959

1939:                                             ; preds = %1925
  %1940 = xor i1 %1567, %1934
  %1941 = and i1 %1837, %1940
  %1942 = sext i32 %1811 to i64
  %1943 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1942
  %1944 = sext i32 %1810 to i64
  %1945 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1944
  %1946 = sext i32 %1809 to i64
  %1947 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1946
  %1948 = zext i1 %1846 to i32
  %1949 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1928, i32 %1948, i16 0) #4
  store i16 %1949, ptr addrspace(3) %1926, align 8
  %1950 = getelementptr i8, ptr addrspace(3) %1926, i64 2
  %1951 = zext i1 %1847 to i32
  %1952 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1947, i32 %1951, i16 0) #4
  store i16 %1952, ptr addrspace(3) %1950, align 2
  %1953 = getelementptr i8, ptr addrspace(3) %1926, i64 4
  %1954 = zext i1 %1848 to i32
  %1955 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1945, i32 %1954, i16 0) #4
  store i16 %1955, ptr addrspace(3) %1953, align 4
  %1956 = getelementptr i8, ptr addrspace(3) %1926, i64 6
  %1957 = zext i1 %1941 to i32
  %1958 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1943, i32 %1957, i16 0) #4
  store i16 %1958, ptr addrspace(3) %1956, align 2
  br label %1959

1959:                                             ; preds = %1936, %1939
  %1960 = getelementptr i8, ptr addrspace(3) %1852, i64 %523
  %1961 = sext i32 %1812 to i64
  %1962 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1961
  %1963 = ptrtoint ptr addrspace(1) %1962 to i64
  %1964 = and i64 %1963, 7
  %1965 = icmp eq i64 %1964, 0
  %1966 = and i1 %1849, %1965
  %1967 = and i1 %1839, %1966
  %1968 = and i1 %1840, %1967
  %1969 = and i1 %1841, %1968
  br i1 %1969, label %1970, label %1973

1970:                                             ; preds = %1959
  %1971 = ptrtoint ptr addrspace(3) %1960 to i64
  %1972 = trunc i64 %1971 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1972, ptr addrspace(1) %1962) #4
  br label %1993

1973:                                             ; preds = %1959
  %1974 = xor i1 %1567, %1968
  %1975 = and i1 %1841, %1974
  %1976 = sext i32 %1815 to i64
  %1977 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1976
  %1978 = sext i32 %1814 to i64
  %1979 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1978
  %1980 = sext i32 %1813 to i64
  %1981 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1980
  %1982 = zext i1 %1849 to i32
  %1983 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1962, i32 %1982, i16 0) #4
  store i16 %1983, ptr addrspace(3) %1960, align 8
  %1984 = getelementptr i8, ptr addrspace(3) %1960, i64 2
  %1985 = zext i1 %1850 to i32
  %1986 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1981, i32 %1985, i16 0) #4
  store i16 %1986, ptr addrspace(3) %1984, align 2
  %1987 = getelementptr i8, ptr addrspace(3) %1960, i64 4
  %1988 = zext i1 %1851 to i32
  %1989 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1979, i32 %1988, i16 0) #4
  store i16 %1989, ptr addrspace(3) %1987, align 4
  %1990 = getelementptr i8, ptr addrspace(3) %1960, i64 6
  %1991 = zext i1 %1975 to i32
  %1992 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1977, i32 %1991, i16 0) #4
  store i16 %1992, ptr addrspace(3) %1990, align 2
  br label %1993

1993:                                             ; preds = %1970, %1973
  %1994 = lshr exact i32 %1396, 5
  %1995 = mul i32 %1994, %5
  %1996 = add i32 %1995, %15
  %1997 = and i1 %148, %1567
  %1998 = shl nuw nsw i32 %1398, 8
  %1999 = zext nneg i32 %1998 to i64
  %gep71 = getelementptr i8, ptr addrspace(3) %559, i64 %1999
  %2000 = sext i32 %1996 to i64
  %2001 = getelementptr float, ptr addrspace(1) %2, i64 %2000
  %2002 = select i1 %1997, i32 4, i32 0
  %2003 = ptrtoint ptr addrspace(3) %gep71 to i64
  %2004 = trunc i64 %2003 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %2004, ptr addrspace(1) %2001, i32 %2002) #4
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #4
  %2005 = add i32 %1258, 32
  %2006 = icmp slt i32 %2005, %6
  br i1 %2006, label %1225, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %1993
  %2007 = bitcast float %1535 to i32
  %2008 = bitcast float %1536 to i32
  %2009 = bitcast float %1537 to i32
  %2010 = bitcast float %1538 to i32
  %2011 = bitcast float %1539 to i32
  %2012 = bitcast float %1540 to i32
  %2013 = bitcast float %1541 to i32
  %2014 = bitcast float %1542 to i32
  %2015 = bitcast float %1543 to i32
  %2016 = bitcast float %1544 to i32
  %2017 = bitcast float %1545 to i32
  %2018 = bitcast float %1546 to i32
  %2019 = bitcast float %1547 to i32
  %2020 = bitcast float %1548 to i32
  %2021 = bitcast float %1549 to i32
  %2022 = bitcast float %1550 to i32
  %2023 = bitcast float %1551 to i32
  %2024 = bitcast float %1552 to i32
  %2025 = bitcast float %1553 to i32
  %2026 = bitcast float %1554 to i32
  %2027 = bitcast float %1555 to i32
  %2028 = bitcast float %1556 to i32
  %2029 = bitcast float %1557 to i32
  %2030 = bitcast float %1558 to i32
  %2031 = bitcast float %1559 to i32
  %2032 = bitcast float %1560 to i32
  %2033 = bitcast float %1561 to i32
  %2034 = bitcast float %1562 to i32
  %2035 = bitcast float %1563 to i32
  %2036 = bitcast float %1564 to i32
  %2037 = bitcast float %1565 to i32
  %2038 = bitcast float %1566 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %990
  %.lcssa69 = phi i32 [ 0, %990 ], [ %2007, %._crit_edge.loopexit ]
  %.lcssa68 = phi i32 [ 0, %990 ], [ %2008, %._crit_edge.loopexit ]
  %.lcssa67 = phi i32 [ 0, %990 ], [ %2009, %._crit_edge.loopexit ]
  %.lcssa66 = phi i32 [ 0, %990 ], [ %2010, %._crit_edge.loopexit ]
  %.lcssa65 = phi i32 [ 0, %990 ], [ %2011, %._crit_edge.loopexit ]
  %.lcssa64 = phi i32 [ 0, %990 ], [ %2012, %._crit_edge.loopexit ]
  %.lcssa63 = phi i32 [ 0, %990 ], [ %2013, %._crit_edge.loopexit ]
  %.lcssa62 = phi i32 [ 0, %990 ], [ %2014, %._crit_edge.loopexit ]
  %.lcssa61 = phi i32 [ 0, %990 ], [ %2015, %._crit_edge.loopexit ]
  %.lcssa60 = phi i32 [ 0, %990 ], [ %2016, %._crit_edge.loopexit ]
  %.lcssa59 = phi i32 [ 0, %990 ], [ %2017, %._crit_edge.loopexit ]
  %.lcssa58 = phi i32 [ 0, %990 ], [ %2018, %._crit_edge.loopexit ]
  %.lcssa57 = phi i32 [ 0, %990 ], [ %2019, %._crit_edge.loopexit ]
  %.lcssa56 = phi i32 [ 0, %990 ], [ %2020, %._crit_edge.loopexit ]
  %.lcssa55 = phi i32 [ 0, %990 ], [ %2021, %._crit_edge.loopexit ]
  %.lcssa54 = phi i32 [ 0, %990 ], [ %2022, %._crit_edge.loopexit ]
  %.lcssa53 = phi i32 [ 0, %990 ], [ %2023, %._crit_edge.loopexit ]
  %.lcssa52 = phi i32 [ 0, %990 ], [ %2024, %._crit_edge.loopexit ]
  %.lcssa51 = phi i32 [ 0, %990 ], [ %2025, %._crit_edge.loopexit ]
  %.lcssa50 = phi i32 [ 0, %990 ], [ %2026, %._crit_edge.loopexit ]
  %.lcssa49 = phi i32 [ 0, %990 ], [ %2027, %._crit_edge.loopexit ]
  %.lcssa48 = phi i32 [ 0, %990 ], [ %2028, %._crit_edge.loopexit ]
  %.lcssa47 = phi i32 [ 0, %990 ], [ %2029, %._crit_edge.loopexit ]
  %.lcssa46 = phi i32 [ 0, %990 ], [ %2030, %._crit_edge.loopexit ]
  %.lcssa45 = phi i32 [ 0, %990 ], [ %2031, %._crit_edge.loopexit ]
  %.lcssa44 = phi i32 [ 0, %990 ], [ %2032, %._crit_edge.loopexit ]
  %.lcssa43 = phi i32 [ 0, %990 ], [ %2033, %._crit_edge.loopexit ]
  %.lcssa42 = phi i32 [ 0, %990 ], [ %2034, %._crit_edge.loopexit ]
  %.lcssa41 = phi i32 [ 0, %990 ], [ %2035, %._crit_edge.loopexit ]
  %.lcssa40 = phi i32 [ 0, %990 ], [ %2036, %._crit_edge.loopexit ]
  %.lcssa39 = phi i32 [ 0, %990 ], [ %2037, %._crit_edge.loopexit ]
  %.lcssa38 = phi i32 [ 0, %990 ], [ %2038, %._crit_edge.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2039 = or disjoint i32 %12, %135
  %2040 = or disjoint i32 %136, %12
  %2041 = or disjoint i32 %137, %12
  %2042 = or disjoint i32 %138, %12
  %2043 = or disjoint i32 %139, %12
  %2044 = or disjoint i32 %140, %12
  %2045 = or disjoint i32 %141, %12
  %2046 = or disjoint i32 %142, %12
  %2047 = or disjoint i32 %143, %12
  %2048 = or disjoint i32 %144, %12
  %2049 = or disjoint i32 %145, %12
  %2050 = or disjoint i32 %146, %12
  %2051 = or disjoint i32 %147, %12
  %2052 = or disjoint i32 %772, %12
  %2053 = or disjoint i32 %9, 2049
  %2054 = lshr i32 %2053, 6
  %2055 = or disjoint i32 %2054, %12
  %2056 = or disjoint i32 %9, 2050
  %2057 = lshr i32 %2056, 6
  %2058 = or disjoint i32 %2057, %12
  %2059 = or disjoint i32 %9, 2051
  %2060 = lshr i32 %2059, 6
  %2061 = or disjoint i32 %2060, %12
  %2062 = or disjoint i32 %2039, 40
  %2063 = or disjoint i32 %9, 2561
  %2064 = lshr i32 %2063, 6
  %2065 = or disjoint i32 %2064, %12
  %2066 = or disjoint i32 %9, 2562
  %2067 = lshr i32 %2066, 6
  %2068 = or disjoint i32 %2067, %12
  %2069 = or disjoint i32 %9, 2563
  %2070 = lshr i32 %2069, 6
  %2071 = or disjoint i32 %2070, %12
  %2072 = or disjoint i32 %2039, 48
  %2073 = or disjoint i32 %9, 3073
  %2074 = lshr i32 %2073, 6
  %2075 = or disjoint i32 %2074, %12
  %2076 = or disjoint i32 %9, 3074
  %2077 = lshr i32 %2076, 6
  %2078 = or disjoint i32 %2077, %12
  %2079 = or disjoint i32 %9, 3075
  %2080 = lshr i32 %2079, 6
  %2081 = or disjoint i32 %2080, %12
  %2082 = or disjoint i32 %2039, 56
  %2083 = or disjoint i32 %9, 3585
  %2084 = lshr i32 %2083, 6
  %2085 = or disjoint i32 %2084, %12
  %2086 = or disjoint i32 %9, 3586
  %2087 = lshr i32 %2086, 6
  %2088 = or disjoint i32 %2087, %12
  %2089 = or disjoint i32 %9, 3587
  %2090 = lshr i32 %2089, 6
  %2091 = or disjoint i32 %2090, %12
  %2092 = and i32 %2053, 61
  %2093 = or disjoint i32 %2092, %13
  %2094 = and i32 %2056, 62
  %2095 = or disjoint i32 %2094, %13
  %2096 = and i32 %2059, 63
  %2097 = or disjoint i32 %2096, %13
  %2098 = and i32 %2063, 61
  %2099 = or disjoint i32 %2098, %13
  %2100 = and i32 %2066, 62
  %2101 = or disjoint i32 %2100, %13
  %2102 = and i32 %2069, 63
  %2103 = or disjoint i32 %2102, %13
  %2104 = and i32 %2073, 61
  %2105 = or disjoint i32 %2104, %13
  %2106 = and i32 %2076, 62
  %2107 = or disjoint i32 %2106, %13
  %2108 = and i32 %2079, 63
  %2109 = or disjoint i32 %2108, %13
  %2110 = and i32 %2083, 61
  %2111 = or disjoint i32 %2110, %13
  %2112 = and i32 %2086, 62
  %2113 = or disjoint i32 %2112, %13
  %2114 = and i32 %2089, 63
  %2115 = or disjoint i32 %2114, %13
  %2116 = mul i32 %5, %2039
  %2117 = mul i32 %5, %2040
  %2118 = mul i32 %5, %2044
  %2119 = mul i32 %5, %2048
  %2120 = mul i32 %5, %2052
  %2121 = mul i32 %5, %2062
  %2122 = mul i32 %5, %2072
  %2123 = mul i32 %5, %2082
  %2124 = add i32 %2116, %97
  %2125 = add i32 %2117, %97
  %2126 = add i32 %2118, %97
  %2127 = add i32 %2119, %97
  %2128 = add i32 %2120, %97
  %2129 = add i32 %2121, %97
  %2130 = add i32 %2122, %97
  %2131 = add i32 %2123, %97
  %2132 = icmp slt i32 %2039, %4
  %2133 = icmp slt i32 %2040, %4
  %2134 = icmp slt i32 %2041, %4
  %2135 = icmp slt i32 %2042, %4
  %2136 = icmp slt i32 %2043, %4
  %2137 = icmp slt i32 %2044, %4
  %2138 = icmp slt i32 %2045, %4
  %2139 = icmp slt i32 %2046, %4
  %2140 = icmp slt i32 %2047, %4
  %2141 = icmp slt i32 %2048, %4
  %2142 = icmp slt i32 %2049, %4
  %2143 = icmp slt i32 %2050, %4
  %2144 = icmp slt i32 %2051, %4
  %2145 = icmp slt i32 %2052, %4
  %2146 = icmp slt i32 %2055, %4
  %2147 = icmp slt i32 %2058, %4
  %2148 = icmp slt i32 %2061, %4
  %2149 = icmp slt i32 %2062, %4
  %2150 = icmp slt i32 %2065, %4
  %2151 = icmp slt i32 %2068, %4
  %2152 = icmp slt i32 %2071, %4
  %2153 = icmp slt i32 %2072, %4
  %2154 = icmp slt i32 %2075, %4
  %2155 = icmp slt i32 %2078, %4
  %2156 = icmp slt i32 %2081, %4
  %2157 = icmp slt i32 %2082, %4
  %2158 = icmp slt i32 %2085, %4
  %2159 = icmp slt i32 %2088, %4
  %2160 = icmp slt i32 %2091, %4
  %2161 = icmp slt i32 %2093, %5
  %2162 = icmp slt i32 %2095, %5
  %2163 = icmp slt i32 %2097, %5
  %2164 = icmp slt i32 %2099, %5
  %2165 = icmp slt i32 %2101, %5
  %2166 = icmp slt i32 %2103, %5
  %2167 = icmp slt i32 %2105, %5
  %2168 = icmp slt i32 %2107, %5
  %2169 = icmp slt i32 %2109, %5
  %2170 = icmp slt i32 %2111, %5
  %2171 = icmp slt i32 %2113, %5
  %2172 = icmp slt i32 %2115, %5
  %2173 = and i1 %2132, %122
  %2174 = and i1 %2132, %123
  %2175 = and i1 %2132, %124
  %2176 = and i1 %2133, %122
  %2177 = and i1 %2134, %126
  %2178 = and i1 %2135, %127
  %2179 = and i1 %2136, %128
  %2180 = and i1 %2137, %122
  %2181 = and i1 %2138, %129
  %2182 = and i1 %2139, %130
  %2183 = and i1 %2140, %131
  %2184 = and i1 %2141, %122
  %2185 = and i1 %2142, %132
  %2186 = and i1 %2143, %133
  %2187 = and i1 %2144, %134
  %2188 = and i1 %2145, %122
  %2189 = and i1 %2146, %2161
  %2190 = and i1 %2147, %2162
  %2191 = and i1 %2148, %2163
  %2192 = and i1 %2149, %122
  %2193 = and i1 %2150, %2164
  %2194 = and i1 %2151, %2165
  %2195 = and i1 %2152, %2166
  %2196 = and i1 %2153, %122
  %2197 = and i1 %2154, %2167
  %2198 = and i1 %2155, %2168
  %2199 = and i1 %2156, %2169
  %2200 = and i1 %2157, %122
  %2201 = and i1 %2158, %2170
  %2202 = and i1 %2159, %2171
  %2203 = and i1 %2160, %2172
  %2204 = sext i32 %2124 to i64
  %2205 = getelementptr float, ptr addrspace(1) %3, i64 %2204
  %2206 = ptrtoint ptr addrspace(1) %2205 to i64
  %2207 = and i64 %2206, 15
  %2208 = icmp eq i64 %2207, 0
  %2209 = and i1 %2173, %2208
  %2210 = and i1 %123, %2209
  %2211 = and i1 %124, %2210
  %2212 = and i1 %125, %2211
  %2213 = xor i1 %2173, %2212
  %2214 = xor i1 %2174, %2212
  %2215 = xor i1 %2175, %2212
  %2216 = xor i1 %2132, %2211
  %2217 = and i1 %125, %2216
  %2218 = zext i1 %2212 to i32
  %2219 = zext i1 %2213 to i32
  %2220 = zext i1 %2214 to i32
  %2221 = zext i1 %2215 to i32
  %2222 = zext i1 %2217 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %2218, i32 %.lcssa69, i32 %.lcssa68, i32 %.lcssa67, i32 %.lcssa66, ptr addrspace(1) %2205, i32 %2219, i32 %2220, i32 %2221, i32 %2222) #4
  %2223 = sext i32 %2125 to i64
  %2224 = getelementptr float, ptr addrspace(1) %3, i64 %2223
  %2225 = ptrtoint ptr addrspace(1) %2224 to i64
  %2226 = and i64 %2225, 15
  %2227 = icmp eq i64 %2226, 0
  %2228 = and i1 %2176, %2227
  %2229 = and i1 %2177, %2228
  %2230 = and i1 %2178, %2229
  %2231 = and i1 %2179, %2230
  %2232 = xor i1 %2176, %2231
  %2233 = xor i1 %2177, %2231
  %2234 = xor i1 %2178, %2231
  %2235 = xor i1 %2179, %2231
  %2236 = zext i1 %2231 to i32
  %2237 = zext i1 %2232 to i32
  %2238 = zext i1 %2233 to i32
  %2239 = zext i1 %2234 to i32
  %2240 = zext i1 %2235 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %2236, i32 %.lcssa65, i32 %.lcssa64, i32 %.lcssa63, i32 %.lcssa62, ptr addrspace(1) %2224, i32 %2237, i32 %2238, i32 %2239, i32 %2240) #4
  %2241 = sext i32 %2126 to i64
  %2242 = getelementptr float, ptr addrspace(1) %3, i64 %2241
  %2243 = ptrtoint ptr addrspace(1) %2242 to i64
  %2244 = and i64 %2243, 15
  %2245 = icmp eq i64 %2244, 0
  %2246 = and i1 %2180, %2245
  %2247 = and i1 %2181, %2246
  %2248 = and i1 %2182, %2247
  %2249 = and i1 %2183, %2248
  %2250 = xor i1 %2180, %2249
  %2251 = xor i1 %2181, %2249
  %2252 = xor i1 %2182, %2249
  %2253 = xor i1 %2183, %2249
  %2254 = zext i1 %2249 to i32
  %2255 = zext i1 %2250 to i32
  %2256 = zext i1 %2251 to i32
  %2257 = zext i1 %2252 to i32
  %2258 = zext i1 %2253 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %2254, i32 %.lcssa61, i32 %.lcssa60, i32 %.lcssa59, i32 %.lcssa58, ptr addrspace(1) %2242, i32 %2255, i32 %2256, i32 %2257, i32 %2258) #4
  %2259 = sext i32 %2127 to i64
  %2260 = getelementptr float, ptr addrspace(1) %3, i64 %2259
  %2261 = ptrtoint ptr addrspace(1) %2260 to i64
  %2262 = and i64 %2261, 15
  %2263 = icmp eq i64 %2262, 0
  %2264 = and i1 %2184, %2263
  %2265 = and i1 %2185, %2264
  %2266 = and i1 %2186, %2265
  %2267 = and i1 %2187, %2266
  %2268 = xor i1 %2184, %2267
  %2269 = xor i1 %2185, %2267
  %2270 = xor i1 %2186, %2267
  %2271 = xor i1 %2187, %2267
  %2272 = zext i1 %2267 to i32
  %2273 = zext i1 %2268 to i32
  %2274 = zext i1 %2269 to i32
  %2275 = zext i1 %2270 to i32
  %2276 = zext i1 %2271 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %2272, i32 %.lcssa57, i32 %.lcssa56, i32 %.lcssa55, i32 %.lcssa54, ptr addrspace(1) %2260, i32 %2273, i32 %2274, i32 %2275, i32 %2276) #4
  %2277 = sext i32 %2128 to i64
  %2278 = getelementptr float, ptr addrspace(1) %3, i64 %2277
  %2279 = ptrtoint ptr addrspace(1) %2278 to i64
  %2280 = and i64 %2279, 15
  %2281 = icmp eq i64 %2280, 0
  %2282 = and i1 %2188, %2281
  %2283 = and i1 %2189, %2282
  %2284 = and i1 %2190, %2283
  %2285 = and i1 %2191, %2284
  %2286 = xor i1 %2188, %2285
  %2287 = xor i1 %2189, %2285
  %2288 = xor i1 %2190, %2285
  %2289 = xor i1 %2191, %2285
  %2290 = zext i1 %2285 to i32
  %2291 = zext i1 %2286 to i32
  %2292 = zext i1 %2287 to i32
  %2293 = zext i1 %2288 to i32
  %2294 = zext i1 %2289 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %2290, i32 %.lcssa53, i32 %.lcssa52, i32 %.lcssa51, i32 %.lcssa50, ptr addrspace(1) %2278, i32 %2291, i32 %2292, i32 %2293, i32 %2294) #4
  %2295 = sext i32 %2129 to i64
  %2296 = getelementptr float, ptr addrspace(1) %3, i64 %2295
  %2297 = ptrtoint ptr addrspace(1) %2296 to i64
  %2298 = and i64 %2297, 15
  %2299 = icmp eq i64 %2298, 0
  %2300 = and i1 %2192, %2299
  %2301 = and i1 %2193, %2300
  %2302 = and i1 %2194, %2301
  %2303 = and i1 %2195, %2302
  %2304 = xor i1 %2192, %2303
  %2305 = xor i1 %2193, %2303
  %2306 = xor i1 %2194, %2303
  %2307 = xor i1 %2195, %2303
  %2308 = zext i1 %2303 to i32
  %2309 = zext i1 %2304 to i32
  %2310 = zext i1 %2305 to i32
  %2311 = zext i1 %2306 to i32
  %2312 = zext i1 %2307 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %2308, i32 %.lcssa49, i32 %.lcssa48, i32 %.lcssa47, i32 %.lcssa46, ptr addrspace(1) %2296, i32 %2309, i32 %2310, i32 %2311, i32 %2312) #4
  %2313 = sext i32 %2130 to i64
  %2314 = getelementptr float, ptr addrspace(1) %3, i64 %2313
  %2315 = ptrtoint ptr addrspace(1) %2314 to i64
  %2316 = and i64 %2315, 15
  %2317 = icmp eq i64 %2316, 0
  %2318 = and i1 %2196, %2317
  %2319 = and i1 %2197, %2318
  %2320 = and i1 %2198, %2319
  %2321 = and i1 %2199, %2320
  %2322 = xor i1 %2196, %2321
  %2323 = xor i1 %2197, %2321
  %2324 = xor i1 %2198, %2321
  %2325 = xor i1 %2199, %2321
  %2326 = zext i1 %2321 to i32
  %2327 = zext i1 %2322 to i32
  %2328 = zext i1 %2323 to i32
  %2329 = zext i1 %2324 to i32
  %2330 = zext i1 %2325 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %2326, i32 %.lcssa45, i32 %.lcssa44, i32 %.lcssa43, i32 %.lcssa42, ptr addrspace(1) %2314, i32 %2327, i32 %2328, i32 %2329, i32 %2330) #4
  %2331 = sext i32 %2131 to i64
  %2332 = getelementptr float, ptr addrspace(1) %3, i64 %2331
  %2333 = ptrtoint ptr addrspace(1) %2332 to i64
  %2334 = and i64 %2333, 15
  %2335 = icmp eq i64 %2334, 0
  %2336 = and i1 %2200, %2335
  %2337 = and i1 %2201, %2336
  %2338 = and i1 %2202, %2337
  %2339 = and i1 %2203, %2338
  %2340 = xor i1 %2200, %2339
  %2341 = xor i1 %2201, %2339
  %2342 = xor i1 %2202, %2339
  %2343 = xor i1 %2203, %2339
  %2344 = zext i1 %2339 to i32
  %2345 = zext i1 %2340 to i32
  %2346 = zext i1 %2341 to i32
  %2347 = zext i1 %2342 to i32
  %2348 = zext i1 %2343 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %2344, i32 %.lcssa41, i32 %.lcssa40, i32 %.lcssa39, i32 %.lcssa38, ptr addrspace(1) %2332, i32 %2345, i32 %2346, i32 %2347, i32 %2348) #4
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
