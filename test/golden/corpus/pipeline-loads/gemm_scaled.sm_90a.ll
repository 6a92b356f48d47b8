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
  br i1 %149, label %.lr.ph, label %.._crit_edge_crit_edge

.._crit_edge_crit_edge:                           ; preds = %990
  %.pre = shl nuw nsw i32 %8, 1
  %.pre102 = and i32 %.pre, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %990
  %999 = zext nneg i32 %14 to i64
  %1000 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %999
  %1001 = shl nuw nsw i32 %8, 1
  %1002 = and i32 %1001, 6
  %1003 = zext nneg i32 %1002 to i64
  %1004 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %1003
  %1005 = getelementptr i8, ptr addrspace(3) %1004, i64 4
  %1006 = getelementptr i8, ptr addrspace(3) %1004, i64 32
  %1007 = getelementptr i8, ptr addrspace(3) %1004, i64 36
  %1008 = getelementptr i8, ptr addrspace(3) %1004, i64 64
  %1009 = getelementptr i8, ptr addrspace(3) %1004, i64 68
  %1010 = getelementptr i8, ptr addrspace(3) %1004, i64 96
  %1011 = getelementptr i8, ptr addrspace(3) %1004, i64 100
  %1012 = getelementptr i8, ptr addrspace(3) %1004, i64 128
  %1013 = getelementptr i8, ptr addrspace(3) %1004, i64 132
  %1014 = getelementptr i8, ptr addrspace(3) %1004, i64 160
  %1015 = getelementptr i8, ptr addrspace(3) %1004, i64 164
  %1016 = getelementptr i8, ptr addrspace(3) %1004, i64 192
  %1017 = getelementptr i8, ptr addrspace(3) %1004, i64 196
  %1018 = getelementptr i8, ptr addrspace(3) %1004, i64 224
  %1019 = getelementptr i8, ptr addrspace(3) %1004, i64 228
  %invariant.op = and i1 %123, %124
  br label %1020

1020:                                             ; preds = %.lr.ph, %1689
  %1021 = phi float [ 0.000000e+00, %.lr.ph ], [ %1262, %1689 ]
  %1022 = phi float [ 0.000000e+00, %.lr.ph ], [ %1261, %1689 ]
  %1023 = phi float [ 0.000000e+00, %.lr.ph ], [ %1260, %1689 ]
  %1024 = phi float [ 0.000000e+00, %.lr.ph ], [ %1259, %1689 ]
  %1025 = phi float [ 0.000000e+00, %.lr.ph ], [ %1258, %1689 ]
  %1026 = phi float [ 0.000000e+00, %.lr.ph ], [ %1257, %1689 ]
  %1027 = phi float [ 0.000000e+00, %.lr.ph ], [ %1256, %1689 ]
  %1028 = phi float [ 0.000000e+00, %.lr.ph ], [ %1255, %1689 ]
  %1029 = phi float [ 0.000000e+00, %.lr.ph ], [ %1254, %1689 ]
  %1030 = phi float [ 0.000000e+00, %.lr.ph ], [ %1253, %1689 ]
  %1031 = phi float [ 0.000000e+00, %.lr.ph ], [ %1252, %1689 ]
  %1032 = phi float [ 0.000000e+00, %.lr.ph ], [ %1251, %1689 ]
  %1033 = phi float [ 0.000000e+00, %.lr.ph ], [ %1250, %1689 ]
  %1034 = phi float [ 0.000000e+00, %.lr.ph ], [ %1249, %1689 ]
  %1035 = phi float [ 0.000000e+00, %.lr.ph ], [ %1248, %1689 ]
  %1036 = phi float [ 0.000000e+00, %.lr.ph ], [ %1247, %1689 ]
  %1037 = phi float [ 0.000000e+00, %.lr.ph ], [ %1246, %1689 ]
  %1038 = phi float [ 0.000000e+00, %.lr.ph ], [ %1245, %1689 ]
  %1039 = phi float [ 0.000000e+00, %.lr.ph ], [ %1244, %1689 ]
  %1040 = phi float [ 0.000000e+00, %.lr.ph ], [ %1243, %1689 ]
  %1041 = phi float [ 0.000000e+00, %.lr.ph ], [ %1242, %1689 ]
  %1042 = phi float [ 0.000000e+00, %.lr.ph ], [ %1241, %1689 ]
  %1043 = phi float [ 0.000000e+00, %.lr.ph ], [ %1240, %1689 ]
  %1044 = phi float [ 0.000000e+00, %.lr.ph ], [ %1239, %1689 ]
  %1045 = phi float [ 0.000000e+00, %.lr.ph ], [ %1238, %1689 ]
  %1046 = phi float [ 0.000000e+00, %.lr.ph ], [ %1237, %1689 ]
  %1047 = phi float [ 0.000000e+00, %.lr.ph ], [ %1236, %1689 ]
  %1048 = phi float [ 0.000000e+00, %.lr.ph ], [ %1235, %1689 ]
  %1049 = phi float [ 0.000000e+00, %.lr.ph ], [ %1234, %1689 ]
  %1050 = phi float [ 0.000000e+00, %.lr.ph ], [ %1233, %1689 ]
  %1051 = phi float [ 0.000000e+00, %.lr.ph ], [ %1232, %1689 ]
  %1052 = phi float [ 0.000000e+00, %.lr.ph ], [ %1231, %1689 ]
  %1053 = phi i32 [ 0, %.lr.ph ], [ %1701, %1689 ]
  %1054 = lshr exact i32 %1053, 5
  %1055 = urem i32 %1054, 3
  %1056 = add i32 %1053, 64
  %1057 = add nuw nsw i32 %1054, 2
  %1058 = urem i32 %1057, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #3
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1059 = shl nuw nsw i32 %1055, 12
  %1060 = zext nneg i32 %1059 to i64
  %1061 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %1060
  %1062 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %1060
  %1063 = shl nuw nsw i32 %1055, 8
  %1064 = zext nneg i32 %1063 to i64
  %gep = getelementptr i8, ptr addrspace(3) %559, i64 %1064
  %1065 = load float, ptr addrspace(3) %gep, align 4
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #3
  %1066 = ptrtoint ptr addrspace(3) %1061 to i64
  %1067 = lshr exact i64 %1066, 4
  %1068 = and i64 %1067, 16320
  %1069 = or disjoint i64 %1068, -9223371899415756800
  %1070 = ptrtoint ptr addrspace(3) %1062 to i64
  %1071 = lshr exact i64 %1070, 4
  %1072 = and i64 %1071, 16320
  %1073 = or disjoint i64 %1072, 4611686293322072064
  %1074 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %1069, i64 %1073, i32 1, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #3
  %1075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 0
  %1076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 1
  %1077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 2
  %1078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 3
  %1079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 4
  %1080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 5
  %1081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 6
  %1082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 7
  %1083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 8
  %1084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 9
  %1085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 10
  %1086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 11
  %1087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 12
  %1088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 13
  %1089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 14
  %1090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 15
  %1091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 16
  %1092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 17
  %1093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 18
  %1094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 19
  %1095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 20
  %1096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 21
  %1097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 22
  %1098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 23
  %1099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 24
  %1100 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 25
  %1101 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 26
  %1102 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 27
  %1103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 28
  %1104 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 29
  %1105 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 30
  %1106 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1074, 31
  %1107 = getelementptr i8, ptr addrspace(3) %1061, i64 32
  %1108 = ptrtoint ptr addrspace(3) %1107 to i64
  %1109 = lshr exact i64 %1108, 4
  %1110 = and i64 %1109, 16383
  %1111 = or disjoint i64 %1110, -9223371899415756800
  %1112 = getelementptr i8, ptr addrspace(3) %1062, i64 2048
  %1113 = ptrtoint ptr addrspace(3) %1112 to i64
  %1114 = lshr exact i64 %1113, 4
  %1115 = and i64 %1114, 16383
  %1116 = or disjoint i64 %1115, 4611686293322072064
  %1117 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %1111, i64 %1116, i32 1, float %1075, float %1076, float %1077, float %1078, float %1079, float %1080, float %1081, float %1082, float %1083, float %1084, float %1085, float %1086, float %1087, float %1088, float %1089, float %1090, float %1091, float %1092, float %1093, float %1094, float %1095, float %1096, float %1097, float %1098, float %1099, float %1100, float %1101, float %1102, float %1103, float %1104, float %1105, float %1106) #3
  %1118 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 0
  %1119 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 1
  %1120 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 2
  %1121 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 3
  %1122 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 4
  %1123 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 5
  %1124 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 6
  %1125 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 7
  %1126 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 8
  %1127 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 9
  %1128 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 10
  %1129 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 11
  %1130 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 12
  %1131 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 13
  %1132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 14
  %1133 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 15
  %1134 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 16
  %1135 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 17
  %1136 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 18
  %1137 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 19
  %1138 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 20
  %1139 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 21
  %1140 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 22
  %1141 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 23
  %1142 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 24
  %1143 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 25
  %1144 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 26
  %1145 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 27
  %1146 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 28
  %1147 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 29
  %1148 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 30
  %1149 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1117, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #3
  %1150 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %1118, float %1119, float %1120, float %1121, float %1122, float %1123, float %1124, float %1125, float %1126, float %1127, float %1128, float %1129, float %1130, float %1131, float %1132, float %1133, float %1134, float %1135, float %1136, float %1137, float %1138, float %1139, float %1140, float %1141, float %1142, float %1143, float %1144, float %1145, float %1146, float %1147, float %1148, float %1149) #3
  %1151 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 0
  %1152 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 1
  %1153 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 2
  %1154 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 3
  %1155 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 4
  %1156 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 5
  %1157 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 6
  %1158 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 7
  %1159 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 8
  %1160 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 9
  %1161 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 10
  %1162 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 11
  %1163 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 12
  %1164 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 13
  %1165 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 14
  %1166 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 15
  %1167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 16
  %1168 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 17
  %1169 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 18
  %1170 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 19
  %1171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 20
  %1172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 21
  %1173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 22
  %1174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 23
  %1175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 24
  %1176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 25
  %1177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 26
  %1178 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 27
  %1179 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 28
  %1180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 29
  %1181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 30
  %1182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1150, 31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1065, ptr addrspace(3) %1000, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1183 = load float, ptr addrspace(3) %1004, align 8
  %1184 = load float, ptr addrspace(3) %1005, align 4
  %1185 = load float, ptr addrspace(3) %1006, align 8
  %1186 = load float, ptr addrspace(3) %1007, align 4
  %1187 = load float, ptr addrspace(3) %1008, align 8
  %1188 = load float, ptr addrspace(3) %1009, align 4
  %1189 = load float, ptr addrspace(3) %1010, align 8
  %1190 = load float, ptr addrspace(3) %1011, align 4
  %1191 = load float, ptr addrspace(3) %1012, align 8
  %1192 = load float, ptr addrspace(3) %1013, align 4
  %1193 = load float, ptr addrspace(3) %1014, align 8
  %1194 = load float, ptr addrspace(3) %1015, align 4
  %1195 = load float, ptr addrspace(3) %1016, align 8
  %1196 = load float, ptr addrspace(3) %1017, align 4
  %1197 = load float, ptr addrspace(3) %1018, align 8
  %1198 = load float, ptr addrspace(3) %1019, align 4
  %1199 = fmul float %1151, %1183
  %1200 = fmul float %1152, %1184
  %1201 = fmul float %1153, %1183
  %1202 = fmul float %1154, %1184
  %1203 = fmul float %1155, %1185
  %1204 = fmul float %1156, %1186
  %1205 = fmul float %1157, %1185
  %1206 = fmul float %1158, %1186
  %1207 = fmul float %1159, %1187
  %1208 = fmul float %1160, %1188
  %1209 = fmul float %1161, %1187
  %1210 = fmul float %1162, %1188
  %1211 = fmul float %1163, %1189
  %1212 = fmul float %1164, %1190
  %1213 = fmul float %1165, %1189
  %1214 = fmul float %1166, %1190
  %1215 = fmul float %1167, %1191
  %1216 = fmul float %1168, %1192
  %1217 = fmul float %1169, %1191
  %1218 = fmul float %1170, %1192
  %1219 = fmul float %1171, %1193
  %1220 = fmul float %1172, %1194
  %1221 = fmul float %1173, %1193
  %1222 = fmul float %1174, %1194
  %1223 = fmul float %1175, %1195
  %1224 = fmul float %1176, %1196
  %1225 = fmul float %1177, %1195
  %1226 = fmul float %1178, %1196
  %1227 = fmul float %1179, %1197
  %1228 = fmul float %1180, %1198
  %1229 = fmul float %1181, %1197
  %1230 = fmul float %1182, %1198
  %1231 = fadd float %1052, %1199
  %1232 = fadd float %1051, %1200
  %1233 = fadd float %1050, %1201
  %1234 = fadd float %1049, %1202
  %1235 = fadd float %1048, %1203
  %1236 = fadd float %1047, %1204
  %1237 = fadd float %1046, %1205
  %1238 = fadd float %1045, %1206
  %1239 = fadd float %1044, %1207
  %1240 = fadd float %1043, %1208
  %1241 = fadd float %1042, %1209
  %1242 = fadd float %1041, %1210
  %1243 = fadd float %1040, %1211
  %1244 = fadd float %1039, %1212
  %1245 = fadd float %1038, %1213
  %1246 = fadd float %1037, %1214
  %1247 = fadd float %1036, %1215
  %1248 = fadd float %1035, %1216
  %1249 = fadd float %1034, %1217
  %1250 = fadd float %1033, %1218
  %1251 = fadd float %1032, %1219
  %1252 = fadd float %1031, %1220
  %1253 = fadd float %1030, %1221
  %1254 = fadd float %1029, %1222
  %1255 = fadd float %1028, %1223
  %1256 = fadd float %1027, %1224
  %1257 = fadd float %1026, %1225
  %1258 = fadd float %1025, %1226
  %1259 = fadd float %1024, %1227
  %1260 = fadd float %1023, %1228
  %1261 = fadd float %1022, %1229
  %1262 = fadd float %1021, %1230
  %1263 = icmp slt i32 %1056, %6
  %1264 = or disjoint i32 %1056, %83
  %1265 = or disjoint i32 %1056, %84
  %1266 = or disjoint i32 %1056, %85
  %1267 = or disjoint i32 %1056, %86
  %1268 = or disjoint i32 %1056, %87
  %1269 = or disjoint i32 %1056, %88
  %1270 = or disjoint i32 %1056, %89
  %1271 = or disjoint i32 %1056, %90
  %1272 = or disjoint i32 %1056, %91
  %1273 = or disjoint i32 %1056, %92
  %1274 = or disjoint i32 %1056, %93
  %1275 = or disjoint i32 %1056, %94
  %1276 = or disjoint i32 %1056, %95
  %1277 = add i32 %1264, %57
  %1278 = add i32 %1264, %58
  %1279 = add i32 %1268, %59
  %1280 = add i32 %1269, %60
  %1281 = add i32 %1270, %61
  %1282 = add i32 %1264, %62
  %1283 = add i32 %1271, %63
  %1284 = add i32 %1272, %64
  %1285 = add i32 %1273, %65
  %1286 = add i32 %1264, %66
  %1287 = add i32 %1274, %67
  %1288 = add i32 %1275, %68
  %1289 = add i32 %1276, %69
  %1290 = icmp slt i32 %1264, %6
  %1291 = icmp slt i32 %1265, %6
  %1292 = icmp slt i32 %1266, %6
  %1293 = icmp slt i32 %1267, %6
  %1294 = icmp slt i32 %1268, %6
  %1295 = icmp slt i32 %1269, %6
  %1296 = icmp slt i32 %1270, %6
  %1297 = icmp slt i32 %1271, %6
  %1298 = icmp slt i32 %1272, %6
  %1299 = icmp slt i32 %1273, %6
  %1300 = icmp slt i32 %1274, %6
  %1301 = icmp slt i32 %1275, %6
  %1302 = icmp slt i32 %1276, %6
  %1303 = and i1 %70, %1290
  %1304 = and i1 %71, %1290
  %1305 = and i1 %72, %1294
  %1306 = and i1 %73, %1295
  %1307 = and i1 %74, %1296
  %1308 = and i1 %75, %1290
  %1309 = and i1 %76, %1297
  %1310 = and i1 %77, %1298
  %1311 = and i1 %78, %1299
  %1312 = and i1 %79, %1290
  %1313 = and i1 %80, %1300
  %1314 = and i1 %81, %1301
  %1315 = and i1 %82, %1302
  %1316 = and i1 %1263, %1303
  %1317 = and i1 %1263, %1304
  %1318 = and i1 %1263, %1305
  %1319 = and i1 %1263, %1306
  %1320 = and i1 %1263, %1308
  %1321 = and i1 %1263, %1309
  %1322 = and i1 %1263, %1310
  %1323 = and i1 %1263, %1312
  %1324 = and i1 %1263, %1313
  %1325 = and i1 %1263, %1314
  %1326 = shl nuw nsw i32 %1058, 12
  %1327 = zext nneg i32 %1326 to i64
  %1328 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %1327
  %1329 = getelementptr i8, ptr addrspace(3) %1328, i64 %195
  %1330 = sext i32 %1277 to i64
  %1331 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1330
  %1332 = ptrtoint ptr addrspace(1) %1331 to i64
  %1333 = and i64 %1332, 7
  %1334 = icmp eq i64 %1333, 0
  %1335 = and i1 %1316, %1334
  %1336 = and i1 %1291, %1335
  %1337 = and i1 %1292, %1336
  %1338 = and i1 %1293, %1337
  br i1 %1338, label %1339, label %1342

1339:                                             ; preds = %1020
  %1340 = ptrtoint ptr addrspace(3) %1329 to i64
  %1341 = trunc i64 %1340 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1341, ptr addrspace(1) %1331) #3
  br label %1370

1342:                                             ; preds = %1020
  %1343 = and i1 %70, %1292
  %1344 = and i1 %70, %1291
  %1345 = xor i1 %1263, %1337
  %1346 = and i1 %1293, %1345
  %1347 = and i1 %70, %1346
  %1348 = and i1 %1263, %1343
  %1349 = and i1 %1263, %1344
  %1350 = add i32 %1267, %57
  %1351 = sext i32 %1350 to i64
  %1352 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1351
  %1353 = add i32 %1266, %57
  %1354 = sext i32 %1353 to i64
  %1355 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1354
  %1356 = add i32 %1265, %57
  %1357 = sext i32 %1356 to i64
  %1358 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1357
  %1359 = zext i1 %1316 to i32
  %1360 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1331, i32 %1359, i16 0) #3
  store i16 %1360, ptr addrspace(3) %1329, align 8
  %1361 = getelementptr i8, ptr addrspace(3) %1329, i64 2
  %1362 = zext i1 %1349 to i32
  %1363 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1358, i32 %1362, i16 0) #3
  store i16 %1363, ptr addrspace(3) %1361, align 2
  %1364 = getelementptr i8, ptr addrspace(3) %1329, i64 4
  %1365 = zext i1 %1348 to i32
  %1366 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1355, i32 %1365, i16 0) #3
  store i16 %1366, ptr addrspace(3) %1364, align 4
  %1367 = getelementptr i8, ptr addrspace(3) %1329, i64 6
  %1368 = zext i1 %1347 to i32
  %1369 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1352, i32 %1368, i16 0) #3
  store i16 %1369, ptr addrspace(3) %1367, align 2
  br label %1370

1370:                                             ; preds = %1339, %1342
  %1371 = getelementptr i8, ptr addrspace(3) %1328, i64 %237
  %1372 = sext i32 %1278 to i64
  %1373 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1372
  %1374 = ptrtoint ptr addrspace(1) %1373 to i64
  %1375 = and i64 %1374, 7
  %1376 = icmp eq i64 %1375, 0
  %1377 = and i1 %1317, %1376
  %1378 = and i1 %1305, %1377
  %1379 = and i1 %1306, %1378
  %1380 = and i1 %1307, %1379
  br i1 %1380, label %1381, label %1384

1381:                                             ; preds = %1370
  %1382 = ptrtoint ptr addrspace(3) %1371 to i64
  %1383 = trunc i64 %1382 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1383, ptr addrspace(1) %1373) #3
  br label %1404

1384:                                             ; preds = %1370
  %1385 = xor i1 %1263, %1379
  %1386 = and i1 %1307, %1385
  %1387 = sext i32 %1281 to i64
  %1388 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1387
  %1389 = sext i32 %1280 to i64
  %1390 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1389
  %1391 = sext i32 %1279 to i64
  %1392 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1391
  %1393 = zext i1 %1317 to i32
  %1394 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1373, i32 %1393, i16 0) #3
  store i16 %1394, ptr addrspace(3) %1371, align 8
  %1395 = getelementptr i8, ptr addrspace(3) %1371, i64 2
  %1396 = zext i1 %1318 to i32
  %1397 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1392, i32 %1396, i16 0) #3
  store i16 %1397, ptr addrspace(3) %1395, align 2
  %1398 = getelementptr i8, ptr addrspace(3) %1371, i64 4
  %1399 = zext i1 %1319 to i32
  %1400 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1390, i32 %1399, i16 0) #3
  store i16 %1400, ptr addrspace(3) %1398, align 4
  %1401 = getelementptr i8, ptr addrspace(3) %1371, i64 6
  %1402 = zext i1 %1386 to i32
  %1403 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1388, i32 %1402, i16 0) #3
  store i16 %1403, ptr addrspace(3) %1401, align 2
  br label %1404

1404:                                             ; preds = %1381, %1384
  %1405 = getelementptr i8, ptr addrspace(3) %1328, i64 %273
  %1406 = sext i32 %1282 to i64
  %1407 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1406
  %1408 = ptrtoint ptr addrspace(1) %1407 to i64
  %1409 = and i64 %1408, 7
  %1410 = icmp eq i64 %1409, 0
  %1411 = and i1 %1320, %1410
  %1412 = and i1 %1309, %1411
  %1413 = and i1 %1310, %1412
  %1414 = and i1 %1311, %1413
  br i1 %1414, label %1415, label %1418

1415:                                             ; preds = %1404
  %1416 = ptrtoint ptr addrspace(3) %1405 to i64
  %1417 = trunc i64 %1416 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1417, ptr addrspace(1) %1407) #3
  br label %1438

1418:                                             ; preds = %1404
  %1419 = xor i1 %1263, %1413
  %1420 = and i1 %1311, %1419
  %1421 = sext i32 %1285 to i64
  %1422 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1421
  %1423 = sext i32 %1284 to i64
  %1424 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1423
  %1425 = sext i32 %1283 to i64
  %1426 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1425
  %1427 = zext i1 %1320 to i32
  %1428 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1407, i32 %1427, i16 0) #3
  store i16 %1428, ptr addrspace(3) %1405, align 8
  %1429 = getelementptr i8, ptr addrspace(3) %1405, i64 2
  %1430 = zext i1 %1321 to i32
  %1431 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1426, i32 %1430, i16 0) #3
  store i16 %1431, ptr addrspace(3) %1429, align 2
  %1432 = getelementptr i8, ptr addrspace(3) %1405, i64 4
  %1433 = zext i1 %1322 to i32
  %1434 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1424, i32 %1433, i16 0) #3
  store i16 %1434, ptr addrspace(3) %1432, align 4
  %1435 = getelementptr i8, ptr addrspace(3) %1405, i64 6
  %1436 = zext i1 %1420 to i32
  %1437 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1422, i32 %1436, i16 0) #3
  store i16 %1437, ptr addrspace(3) %1435, align 2
  br label %1438

1438:                                             ; preds = %1415, %1418
  %1439 = getelementptr i8, ptr addrspace(3) %1328, i64 %309
  %1440 = sext i32 %1286 to i64
  %1441 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1440
  %1442 = ptrtoint ptr addrspace(1) %1441 to i64
  %1443 = and i64 %1442, 7
  %1444 = icmp eq i64 %1443, 0
  %1445 = and i1 %1323, %1444
  %1446 = and i1 %1313, %1445
  %1447 = and i1 %1314, %1446
  %1448 = and i1 %1315, %1447
  br i1 %1448, label %1449, label %1452

1449:                                             ; preds = %1438
  %1450 = ptrtoint ptr addrspace(3) %1439 to i64
  %1451 = trunc i64 %1450 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1451, ptr addrspace(1) %1441) #3
  br label %1472

1452:                                             ; preds = %1438
  %1453 = xor i1 %1263, %1447
  %1454 = and i1 %1315, %1453
  %1455 = sext i32 %1289 to i64
  %1456 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1455
  %1457 = sext i32 %1288 to i64
  %1458 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1457
  %1459 = sext i32 %1287 to i64
  %1460 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1459
  %1461 = zext i1 %1323 to i32
  %1462 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1441, i32 %1461, i16 0) #3
  store i16 %1462, ptr addrspace(3) %1439, align 8
  %1463 = getelementptr i8, ptr addrspace(3) %1439, i64 2
  %1464 = zext i1 %1324 to i32
  %1465 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1460, i32 %1464, i16 0) #3
  store i16 %1465, ptr addrspace(3) %1463, align 2
  %1466 = getelementptr i8, ptr addrspace(3) %1439, i64 4
  %1467 = zext i1 %1325 to i32
  %1468 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1458, i32 %1467, i16 0) #3
  store i16 %1468, ptr addrspace(3) %1466, align 4
  %1469 = getelementptr i8, ptr addrspace(3) %1439, i64 6
  %1470 = zext i1 %1454 to i32
  %1471 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1456, i32 %1470, i16 0) #3
  store i16 %1471, ptr addrspace(3) %1469, align 2
  br label %1472

1472:                                             ; preds = %1449, %1452
  %1473 = or disjoint i32 %1056, %135
  %1474 = or disjoint i32 %1056, %136
  %1475 = or disjoint i32 %1056, %137
  %1476 = or disjoint i32 %1056, %138
  %1477 = or disjoint i32 %1056, %139
  %1478 = or disjoint i32 %1056, %140
  %1479 = or disjoint i32 %1056, %141
  %1480 = or disjoint i32 %1056, %142
  %1481 = or disjoint i32 %1056, %143
  %1482 = or disjoint i32 %1056, %144
  %1483 = or disjoint i32 %1056, %145
  %1484 = or disjoint i32 %1056, %146
  %1485 = or disjoint i32 %1056, %147
  %1486 = mul i32 %1473, %5
  %1487 = mul i32 %1474, %5
  %1488 = mul i32 %1475, %5
  %1489 = mul i32 %1476, %5
  %1490 = mul i32 %1477, %5
  %1491 = mul i32 %1478, %5
  %1492 = mul i32 %1479, %5
  %1493 = mul i32 %1480, %5
  %1494 = mul i32 %1481, %5
  %1495 = mul i32 %1482, %5
  %1496 = mul i32 %1483, %5
  %1497 = mul i32 %1484, %5
  %1498 = mul i32 %1485, %5
  %1499 = add i32 %1486, %97
  %1500 = add i32 %1487, %97
  %1501 = add i32 %1488, %105
  %1502 = add i32 %1489, %107
  %1503 = add i32 %1490, %109
  %1504 = add i32 %1491, %97
  %1505 = add i32 %1492, %111
  %1506 = add i32 %1493, %113
  %1507 = add i32 %1494, %115
  %1508 = add i32 %1495, %97
  %1509 = add i32 %1496, %117
  %1510 = add i32 %1497, %119
  %1511 = add i32 %1498, %121
  %1512 = icmp slt i32 %1473, %6
  %1513 = icmp slt i32 %1474, %6
  %1514 = icmp slt i32 %1475, %6
  %1515 = icmp slt i32 %1476, %6
  %1516 = icmp slt i32 %1477, %6
  %1517 = icmp slt i32 %1478, %6
  %1518 = icmp slt i32 %1479, %6
  %1519 = icmp slt i32 %1480, %6
  %1520 = icmp slt i32 %1481, %6
  %1521 = icmp slt i32 %1482, %6
  %1522 = icmp slt i32 %1483, %6
  %1523 = icmp slt i32 %1484, %6
  %1524 = icmp slt i32 %1485, %6
  %1525 = and i1 %122, %1512
  %1526 = and i1 %122, %1513
  %1527 = and i1 %126, %1514
  %1528 = and i1 %127, %1515
  %1529 = and i1 %128, %1516
  %1530 = and i1 %122, %1517
  %1531 = and i1 %129, %1518
  %1532 = and i1 %130, %1519
  %1533 = and i1 %131, %1520
  %1534 = and i1 %122, %1521
  %1535 = and i1 %132, %1522
  %1536 = and i1 %133, %1523
  %1537 = and i1 %134, %1524
  %1538 = and i1 %1263, %1525
  %1539 = and i1 %1263, %1526
  %1540 = and i1 %1263, %1527
  %1541 = and i1 %1263, %1528
  %1542 = and i1 %1263, %1530
  %1543 = and i1 %1263, %1531
  %1544 = and i1 %1263, %1532
  %1545 = and i1 %1263, %1534
  %1546 = and i1 %1263, %1535
  %1547 = and i1 %1263, %1536
  %1548 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %1327
  %1549 = getelementptr i8, ptr addrspace(3) %1548, i64 %400
  %1550 = sext i32 %1499 to i64
  %1551 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1550
  %1552 = ptrtoint ptr addrspace(1) %1551 to i64
  %1553 = and i64 %1552, 7
  %1554 = icmp eq i64 %1553, 0
  %.reass137.reass = and i1 %1554, %invariant.op
  %.reass = and i1 %.reass137.reass, %1538
  %1555 = and i1 %125, %.reass
  br i1 %1555, label %1556, label %1559

1556:                                             ; preds = %1472
  %1557 = ptrtoint ptr addrspace(3) %1549 to i64
  %1558 = trunc i64 %1557 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1558, ptr addrspace(1) %1551) #3
  br label %1587

1559:                                             ; preds = %1472
  %1560 = and i1 %124, %1512
  %1561 = and i1 %123, %1512
  %1562 = xor i1 %1263, %.reass
  %1563 = and i1 %125, %1562
  %1564 = and i1 %1512, %1563
  %1565 = and i1 %1263, %1560
  %1566 = and i1 %1263, %1561
  %1567 = add i32 %1486, %103
  %1568 = sext i32 %1567 to i64
  %1569 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1568
  %1570 = add i32 %1486, %101
  %1571 = sext i32 %1570 to i64
  %1572 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1571
  %1573 = add i32 %1486, %99
  %1574 = sext i32 %1573 to i64
  %1575 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1574
  %1576 = zext i1 %1538 to i32
  %1577 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1551, i32 %1576, i16 0) #3
  store i16 %1577, ptr addrspace(3) %1549, align 8
  %1578 = getelementptr i8, ptr addrspace(3) %1549, i64 2
  %1579 = zext i1 %1566 to i32
  %1580 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1575, i32 %1579, i16 0) #3
  store i16 %1580, ptr addrspace(3) %1578, align 2
  %1581 = getelementptr i8, ptr addrspace(3) %1549, i64 4
  %1582 = zext i1 %1565 to i32
  %1583 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1572, i32 %1582, i16 0) #3
  store i16 %1583, ptr addrspace(3) %1581, align 4
  %1584 = getelementptr i8, ptr addrspace(3) %1549, i64 6
  %1585 = zext i1 %1564 to i32
  %1586 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1569, i32 %1585, i16 0) #3
  store i16 %1586, ptr addrspace(3) %1584, align 2
  br label %1587

1587:                                             ; preds = %1556, %1559
  %1588 = getelementptr i8, ptr addrspace(3) %1548, i64 %445
  %1589 = sext i32 %1500 to i64
  %1590 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1589
  %1591 = ptrtoint ptr addrspace(1) %1590 to i64
  %1592 = and i64 %1591, 7
  %1593 = icmp eq i64 %1592, 0
  %1594 = and i1 %1539, %1593
  %1595 = and i1 %1527, %1594
  %1596 = and i1 %1528, %1595
  %1597 = and i1 %1529, %1596
  br i1 %1597, label %1598, label %1601

1598:                                             ; preds = %1587
  %1599 = ptrtoint ptr addrspace(3) %1588 to i64
  %1600 = trunc i64 %1599 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1600, ptr addrspace(1) %1590) #3
  br label %1621

1601:                                             ; preds = %1587
  %1602 = xor i1 %1263, %1596
  %1603 = and i1 %1529, %1602
  %1604 = sext i32 %1503 to i64
  %1605 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1604
  %1606 = sext i32 %1502 to i64
  %1607 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1606
  %1608 = sext i32 %1501 to i64
  %1609 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1608
  %1610 = zext i1 %1539 to i32
  %1611 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1590, i32 %1610, i16 0) #3
  store i16 %1611, ptr addrspace(3) %1588, align 8
  %1612 = getelementptr i8, ptr addrspace(3) %1588, i64 2
  %1613 = zext i1 %1540 to i32
  %1614 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1609, i32 %1613, i16 0) #3
  store i16 %1614, ptr addrspace(3) %1612, align 2
  %1615 = getelementptr i8, ptr addrspace(3) %1588, i64 4
  %1616 = zext i1 %1541 to i32
  %1617 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1607, i32 %1616, i16 0) #3
  store i16 %1617, ptr addrspace(3) %1615, align 4
  %1618 = getelementptr i8, ptr addrspace(3) %1588, i64 6
  %1619 = zext i1 %1603 to i32
  %1620 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1605, i32 %1619, i16 0) #3
  store i16 %1620, ptr addrspace(3) %1618, align 2
  br label %1621

1621:                                             ; preds = %1598, %1601
  %1622 = getelementptr i8, ptr addrspace(3) %1548, i64 %484
  %1623 = sext i32 %1504 to i64
  %1624 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1623
  %1625 = ptrtoint ptr addrspace(1) %1624 to i64
  %1626 = and i64 %1625, 7
  %1627 = icmp eq i64 %1626, 0
  %1628 = and i1 %1542, %1627
  %1629 = and i1 %1531, %1628
  %1630 = and i1 %1532, %1629
  %1631 = and i1 %1533, %1630
  br i1 %1631, label %1632, label %1635

1632:                                             ; preds = %1621
  %1633 = ptrtoint ptr addrspace(3) %1622 to i64
  %1634 = trunc i64 %1633 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1634, ptr addrspace(1) %1624) #3
  br label %1655

1635:                                             ; preds = %1621
  %1636 = xor i1 %1263, %1630
  %1637 = and i1 %1533, %1636
  %1638 = sext i32 %1507 to i64
  %1639 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1638
  %1640 = sext i32 %1506 to i64
  %1641 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1640
  %1642 = sext i32 %1505 to i64
  %1643 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1642
  %1644 = zext i1 %1542 to i32
  %1645 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1624, i32 %1644, i16 0) #3
  store i16 %1645, ptr addrspace(3) %1622, align 8
  %1646 = getelementptr i8, ptr addrspace(3) %1622, i64 2
  %1647 = zext i1 %1543 to i32
  %1648 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1643, i32 %1647, i16 0) #3
  store i16 %1648, ptr addrspace(3) %1646, align 2
  %1649 = getelementptr i8, ptr addrspace(3) %1622, i64 4
  %1650 = zext i1 %1544 to i32
  %1651 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1641, i32 %1650, i16 0) #3
  store i16 %1651, ptr addrspace(3) %1649, align 4
  %1652 = getelementptr i8, ptr addrspace(3) %1622, i64 6
  %1653 = zext i1 %1637 to i32
  %1654 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1639, i32 %1653, i16 0) #3
  store i16 %1654, ptr addrspace(3) %1652, align 2
  br label %1655

1655:                                             ; preds = %1632, %1635
  %1656 = getelementptr i8, ptr addrspace(3) %1548, i64 %523
  %1657 = sext i32 %1508 to i64
  %1658 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1657
  %1659 = ptrtoint ptr addrspace(1) %1658 to i64
  %1660 = and i64 %1659, 7
  %1661 = icmp eq i64 %1660, 0
  %1662 = and i1 %1545, %1661
  %1663 = and i1 %1535, %1662
  %1664 = and i1 %1536, %1663
  %1665 = and i1 %1537, %1664
  br i1 %1665, label %1666, label %1669

1666:                                             ; preds = %1655
  %1667 = ptrtoint ptr addrspace(3) %1656 to i64
  %1668 = trunc i64 %1667 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %1668, ptr addrspace(1) %1658) #3
  br label %1689

1669:                                             ; preds = %1655
  %1670 = xor i1 %1263, %1664
  %1671 = and i1 %1537, %1670
  %1672 = sext i32 %1511 to i64
  %1673 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1672
  %1674 = sext i32 %1510 to i64
  %1675 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1674
  %1676 = sext i32 %1509 to i64
  %1677 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1676
  %1678 = zext i1 %1545 to i32
  %1679 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1658, i32 %1678, i16 0) #3
  store i16 %1679, ptr addrspace(3) %1656, align 8
  %1680 = getelementptr i8, ptr addrspace(3) %1656, i64 2
  %1681 = zext i1 %1546 to i32
  %1682 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1677, i32 %1681, i16 0) #3
  store i16 %1682, ptr addrspace(3) %1680, align 2
  %1683 = getelementptr i8, ptr addrspace(3) %1656, i64 4
  %1684 = zext i1 %1547 to i32
  %1685 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1675, i32 %1684, i16 0) #3
  store i16 %1685, ptr addrspace(3) %1683, align 4
  %1686 = getelementptr i8, ptr addrspace(3) %1656, i64 6
  %1687 = zext i1 %1671 to i32
  %1688 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1673, i32 %1687, i16 0) #3
  store i16 %1688, ptr addrspace(3) %1686, align 2
  br label %1689

1689:                                             ; preds = %1666, %1669
  %1690 = lshr exact i32 %1056, 5
  %1691 = mul i32 %1690, %5
  %1692 = add i32 %1691, %15
  %1693 = and i1 %148, %1263
  %1694 = shl nuw nsw i32 %1058, 8
  %1695 = zext nneg i32 %1694 to i64
  %gep38 = getelementptr i8, ptr addrspace(3) %559, i64 %1695
  %1696 = sext i32 %1692 to i64
  %1697 = getelementptr float, ptr addrspace(1) %2, i64 %1696
  %1698 = select i1 %1693, i32 4, i32 0
  %1699 = ptrtoint ptr addrspace(3) %gep38 to i64
  %1700 = trunc i64 %1699 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1700, ptr addrspace(1) %1697, i32 %1698) #3
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %1701 = add i32 %1053, 32
  %1702 = icmp slt i32 %1701, %6
  br i1 %1702, label %1020, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %1689
  %1703 = bitcast float %1231 to i32
  %1704 = bitcast float %1232 to i32
  %1705 = bitcast float %1233 to i32
  %1706 = bitcast float %1234 to i32
  %1707 = bitcast float %1235 to i32
  %1708 = bitcast float %1236 to i32
  %1709 = bitcast float %1237 to i32
  %1710 = bitcast float %1238 to i32
  %1711 = bitcast float %1239 to i32
  %1712 = bitcast float %1240 to i32
  %1713 = bitcast float %1241 to i32
  %1714 = bitcast float %1242 to i32
  %1715 = bitcast float %1243 to i32
  %1716 = bitcast float %1244 to i32
  %1717 = bitcast float %1245 to i32
  %1718 = bitcast float %1246 to i32
  %1719 = bitcast float %1247 to i32
  %1720 = bitcast float %1248 to i32
  %1721 = bitcast float %1249 to i32
  %1722 = bitcast float %1250 to i32
  %1723 = bitcast float %1251 to i32
  %1724 = bitcast float %1252 to i32
  %1725 = bitcast float %1253 to i32
  %1726 = bitcast float %1254 to i32
  %1727 = bitcast float %1255 to i32
  %1728 = bitcast float %1256 to i32
  %1729 = bitcast float %1257 to i32
  %1730 = bitcast float %1258 to i32
  %1731 = bitcast float %1259 to i32
  %1732 = bitcast float %1260 to i32
  %1733 = bitcast float %1261 to i32
  %1734 = bitcast float %1262 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %.._crit_edge_crit_edge, %._crit_edge.loopexit
  %.pre-phi103 = phi i32 [ %.pre102, %.._crit_edge_crit_edge ], [ %1002, %._crit_edge.loopexit ]
  %.lcssa36 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1703, %._crit_edge.loopexit ]
  %.lcssa35 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1704, %._crit_edge.loopexit ]
  %.lcssa34 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1705, %._crit_edge.loopexit ]
  %.lcssa33 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1706, %._crit_edge.loopexit ]
  %.lcssa32 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1707, %._crit_edge.loopexit ]
  %.lcssa31 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1708, %._crit_edge.loopexit ]
  %.lcssa30 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1709, %._crit_edge.loopexit ]
  %.lcssa29 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1710, %._crit_edge.loopexit ]
  %.lcssa28 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1711, %._crit_edge.loopexit ]
  %.lcssa27 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1712, %._crit_edge.loopexit ]
  %.lcssa26 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1713, %._crit_edge.loopexit ]
  %.lcssa25 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1714, %._crit_edge.loopexit ]
  %.lcssa24 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1715, %._crit_edge.loopexit ]
  %.lcssa23 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1716, %._crit_edge.loopexit ]
  %.lcssa22 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1717, %._crit_edge.loopexit ]
  %.lcssa21 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1718, %._crit_edge.loopexit ]
  %.lcssa20 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1719, %._crit_edge.loopexit ]
  %.lcssa19 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1720, %._crit_edge.loopexit ]
  %.lcssa18 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1721, %._crit_edge.loopexit ]
  %.lcssa17 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1722, %._crit_edge.loopexit ]
  %.lcssa16 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1723, %._crit_edge.loopexit ]
  %.lcssa15 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1724, %._crit_edge.loopexit ]
  %.lcssa14 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1725, %._crit_edge.loopexit ]
  %.lcssa13 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1726, %._crit_edge.loopexit ]
  %.lcssa12 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1727, %._crit_edge.loopexit ]
  %.lcssa11 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1728, %._crit_edge.loopexit ]
  %.lcssa10 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1729, %._crit_edge.loopexit ]
  %.lcssa9 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1730, %._crit_edge.loopexit ]
  %.lcssa8 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1731, %._crit_edge.loopexit ]
  %.lcssa7 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1732, %._crit_edge.loopexit ]
  %.lcssa6 = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1733, %._crit_edge.loopexit ]
  %.lcssa = phi i32 [ 0, %.._crit_edge_crit_edge ], [ %1734, %._crit_edge.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1735 = lshr i32 %8, 2
  %1736 = and i32 %1735, 7
  %1737 = lshr i32 %8, 1
  %1738 = and i32 %1737, 48
  %1739 = or disjoint i32 %1736, %1738
  %1740 = or disjoint i32 %1739, %12
  %1741 = mul i32 %5, %1740
  %1742 = or disjoint i32 %.pre-phi103, %13
  %1743 = add i32 %1741, %1742
  %1744 = sext i32 %1743 to i64
  %1745 = getelementptr float, ptr addrspace(1) %3, i64 %1744
  %1746 = icmp slt i32 %1740, %4
  %1747 = icmp slt i32 %1742, %5
  %1748 = and i1 %1746, %1747
  %1749 = or disjoint i32 %1742, 1
  %1750 = icmp slt i32 %1749, %5
  %1751 = ptrtoint ptr addrspace(1) %1745 to i64
  %1752 = and i64 %1751, 7
  %1753 = icmp eq i64 %1752, 0
  %1754 = and i1 %1748, %1753
  %1755 = and i1 %1750, %1754
  %1756 = xor i1 %1748, %1755
  %1757 = xor i1 %1746, %1754
  %1758 = and i1 %1750, %1757
  %1759 = zext i1 %1755 to i32
  %1760 = zext i1 %1756 to i32
  %1761 = zext i1 %1758 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1759, i32 %.lcssa36, i32 %.lcssa35, ptr addrspace(1) %1745, i32 %1760, i32 %1761) #3
  %1762 = or disjoint i32 %1740, 8
  %1763 = mul i32 %5, %1762
  %1764 = add i32 %1763, %1742
  %1765 = sext i32 %1764 to i64
  %1766 = getelementptr float, ptr addrspace(1) %3, i64 %1765
  %1767 = icmp slt i32 %1762, %4
  %1768 = and i1 %1767, %1747
  %1769 = ptrtoint ptr addrspace(1) %1766 to i64
  %1770 = and i64 %1769, 7
  %1771 = icmp eq i64 %1770, 0
  %1772 = and i1 %1768, %1771
  %1773 = and i1 %1750, %1772
  %1774 = xor i1 %1768, %1773
  %1775 = xor i1 %1767, %1772
  %1776 = and i1 %1750, %1775
  %1777 = zext i1 %1773 to i32
  %1778 = zext i1 %1774 to i32
  %1779 = zext i1 %1776 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1777, i32 %.lcssa34, i32 %.lcssa33, ptr addrspace(1) %1766, i32 %1778, i32 %1779) #3
  %1780 = or disjoint i32 %1742, 8
  %1781 = add i32 %1741, %1780
  %1782 = sext i32 %1781 to i64
  %1783 = getelementptr float, ptr addrspace(1) %3, i64 %1782
  %1784 = icmp slt i32 %1780, %5
  %1785 = and i1 %1746, %1784
  %1786 = or disjoint i32 %1742, 9
  %1787 = icmp slt i32 %1786, %5
  %1788 = ptrtoint ptr addrspace(1) %1783 to i64
  %1789 = and i64 %1788, 7
  %1790 = icmp eq i64 %1789, 0
  %1791 = and i1 %1785, %1790
  %1792 = and i1 %1787, %1791
  %1793 = xor i1 %1785, %1792
  %1794 = xor i1 %1746, %1791
  %1795 = and i1 %1787, %1794
  %1796 = zext i1 %1792 to i32
  %1797 = zext i1 %1793 to i32
  %1798 = zext i1 %1795 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1796, i32 %.lcssa32, i32 %.lcssa31, ptr addrspace(1) %1783, i32 %1797, i32 %1798) #3
  %1799 = add i32 %1763, %1780
  %1800 = sext i32 %1799 to i64
  %1801 = getelementptr float, ptr addrspace(1) %3, i64 %1800
  %1802 = and i1 %1767, %1784
  %1803 = ptrtoint ptr addrspace(1) %1801 to i64
  %1804 = and i64 %1803, 7
  %1805 = icmp eq i64 %1804, 0
  %1806 = and i1 %1802, %1805
  %1807 = and i1 %1787, %1806
  %1808 = xor i1 %1802, %1807
  %1809 = xor i1 %1767, %1806
  %1810 = and i1 %1787, %1809
  %1811 = zext i1 %1807 to i32
  %1812 = zext i1 %1808 to i32
  %1813 = zext i1 %1810 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1811, i32 %.lcssa30, i32 %.lcssa29, ptr addrspace(1) %1801, i32 %1812, i32 %1813) #3
  %1814 = or disjoint i32 %1742, 16
  %1815 = add i32 %1741, %1814
  %1816 = sext i32 %1815 to i64
  %1817 = getelementptr float, ptr addrspace(1) %3, i64 %1816
  %1818 = icmp slt i32 %1814, %5
  %1819 = and i1 %1746, %1818
  %1820 = or disjoint i32 %1742, 17
  %1821 = icmp slt i32 %1820, %5
  %1822 = ptrtoint ptr addrspace(1) %1817 to i64
  %1823 = and i64 %1822, 7
  %1824 = icmp eq i64 %1823, 0
  %1825 = and i1 %1819, %1824
  %1826 = and i1 %1821, %1825
  %1827 = xor i1 %1819, %1826
  %1828 = xor i1 %1746, %1825
  %1829 = and i1 %1821, %1828
  %1830 = zext i1 %1826 to i32
  %1831 = zext i1 %1827 to i32
  %1832 = zext i1 %1829 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1830, i32 %.lcssa28, i32 %.lcssa27, ptr addrspace(1) %1817, i32 %1831, i32 %1832) #3
  %1833 = add i32 %1763, %1814
  %1834 = sext i32 %1833 to i64
  %1835 = getelementptr float, ptr addrspace(1) %3, i64 %1834
  %1836 = and i1 %1767, %1818
  %1837 = ptrtoint ptr addrspace(1) %1835 to i64
  %1838 = and i64 %1837, 7
  %1839 = icmp eq i64 %1838, 0
  %1840 = and i1 %1836, %1839
  %1841 = and i1 %1821, %1840
  %1842 = xor i1 %1836, %1841
  %1843 = xor i1 %1767, %1840
  %1844 = and i1 %1821, %1843
  %1845 = zext i1 %1841 to i32
  %1846 = zext i1 %1842 to i32
  %1847 = zext i1 %1844 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1845, i32 %.lcssa26, i32 %.lcssa25, ptr addrspace(1) %1835, i32 %1846, i32 %1847) #3
  %1848 = or disjoint i32 %1742, 24
  %1849 = add i32 %1741, %1848
  %1850 = sext i32 %1849 to i64
  %1851 = getelementptr float, ptr addrspace(1) %3, i64 %1850
  %1852 = icmp slt i32 %1848, %5
  %1853 = and i1 %1746, %1852
  %1854 = or disjoint i32 %1742, 25
  %1855 = icmp slt i32 %1854, %5
  %1856 = ptrtoint ptr addrspace(1) %1851 to i64
  %1857 = and i64 %1856, 7
  %1858 = icmp eq i64 %1857, 0
  %1859 = and i1 %1853, %1858
  %1860 = and i1 %1855, %1859
  %1861 = xor i1 %1853, %1860
  %1862 = xor i1 %1746, %1859
  %1863 = and i1 %1855, %1862
  %1864 = zext i1 %1860 to i32
  %1865 = zext i1 %1861 to i32
  %1866 = zext i1 %1863 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1864, i32 %.lcssa24, i32 %.lcssa23, ptr addrspace(1) %1851, i32 %1865, i32 %1866) #3
  %1867 = add i32 %1763, %1848
  %1868 = sext i32 %1867 to i64
  %1869 = getelementptr float, ptr addrspace(1) %3, i64 %1868
  %1870 = and i1 %1767, %1852
  %1871 = ptrtoint ptr addrspace(1) %1869 to i64
  %1872 = and i64 %1871, 7
  %1873 = icmp eq i64 %1872, 0
  %1874 = and i1 %1870, %1873
  %1875 = and i1 %1855, %1874
  %1876 = xor i1 %1870, %1875
  %1877 = xor i1 %1767, %1874
  %1878 = and i1 %1855, %1877
  %1879 = zext i1 %1875 to i32
  %1880 = zext i1 %1876 to i32
  %1881 = zext i1 %1878 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1879, i32 %.lcssa22, i32 %.lcssa21, ptr addrspace(1) %1869, i32 %1880, i32 %1881) #3
  %1882 = or disjoint i32 %1742, 32
  %1883 = add i32 %1741, %1882
  %1884 = sext i32 %1883 to i64
  %1885 = getelementptr float, ptr addrspace(1) %3, i64 %1884
  %1886 = icmp slt i32 %1882, %5
  %1887 = and i1 %1746, %1886
  %1888 = or disjoint i32 %1742, 33
  %1889 = icmp slt i32 %1888, %5
  %1890 = ptrtoint ptr addrspace(1) %1885 to i64
  %1891 = and i64 %1890, 7
  %1892 = icmp eq i64 %1891, 0
  %1893 = and i1 %1887, %1892
  %1894 = and i1 %1889, %1893
  %1895 = xor i1 %1887, %1894
  %1896 = xor i1 %1746, %1893
  %1897 = and i1 %1889, %1896
  %1898 = zext i1 %1894 to i32
  %1899 = zext i1 %1895 to i32
  %1900 = zext i1 %1897 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1898, i32 %.lcssa20, i32 %.lcssa19, ptr addrspace(1) %1885, i32 %1899, i32 %1900) #3
  %1901 = add i32 %1763, %1882
  %1902 = sext i32 %1901 to i64
  %1903 = getelementptr float, ptr addrspace(1) %3, i64 %1902
  %1904 = and i1 %1767, %1886
  %1905 = ptrtoint ptr addrspace(1) %1903 to i64
  %1906 = and i64 %1905, 7
  %1907 = icmp eq i64 %1906, 0
  %1908 = and i1 %1904, %1907
  %1909 = and i1 %1889, %1908
  %1910 = xor i1 %1904, %1909
  %1911 = xor i1 %1767, %1908
  %1912 = and i1 %1889, %1911
  %1913 = zext i1 %1909 to i32
  %1914 = zext i1 %1910 to i32
  %1915 = zext i1 %1912 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1913, i32 %.lcssa18, i32 %.lcssa17, ptr addrspace(1) %1903, i32 %1914, i32 %1915) #3
  %1916 = or disjoint i32 %1742, 40
  %1917 = add i32 %1741, %1916
  %1918 = sext i32 %1917 to i64
  %1919 = getelementptr float, ptr addrspace(1) %3, i64 %1918
  %1920 = icmp slt i32 %1916, %5
  %1921 = and i1 %1746, %1920
  %1922 = or disjoint i32 %1742, 41
  %1923 = icmp slt i32 %1922, %5
  %1924 = ptrtoint ptr addrspace(1) %1919 to i64
  %1925 = and i64 %1924, 7
  %1926 = icmp eq i64 %1925, 0
  %1927 = and i1 %1921, %1926
  %1928 = and i1 %1923, %1927
  %1929 = xor i1 %1921, %1928
  %1930 = xor i1 %1746, %1927
  %1931 = and i1 %1923, %1930
  %1932 = zext i1 %1928 to i32
  %1933 = zext i1 %1929 to i32
  %1934 = zext i1 %1931 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1932, i32 %.lcssa16, i32 %.lcssa15, ptr addrspace(1) %1919, i32 %1933, i32 %1934) #3
  %1935 = add i32 %1763, %1916
  %1936 = sext i32 %1935 to i64
  %1937 = getelementptr float, ptr addrspace(1) %3, i64 %1936
  %1938 = and i1 %1767, %1920
  %1939 = ptrtoint ptr addrspace(1) %1937 to i64
  %1940 = and i64 %1939, 7
  %1941 = icmp eq i64 %1940, 0
  %1942 = and i1 %1938, %1941
  %1943 = and i1 %1923, %1942
  %1944 = xor i1 %1938, %1943
  %1945 = xor i1 %1767, %1942
  %1946 = and i1 %1923, %1945
  %1947 = zext i1 %1943 to i32
  %1948 = zext i1 %1944 to i32
  %1949 = zext i1 %1946 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1947, i32 %.lcssa14, i32 %.lcssa13, ptr addrspace(1) %1937, i32 %1948, i32 %1949) #3
  %1950 = or disjoint i32 %1742, 48
  %1951 = add i32 %1741, %1950
  %1952 = sext i32 %1951 to i64
  %1953 = getelementptr float, ptr addrspace(1) %3, i64 %1952
  %1954 = icmp slt i32 %1950, %5
  %1955 = and i1 %1746, %1954
  %1956 = or disjoint i32 %1742, 49
  %1957 = icmp slt i32 %1956, %5
  %1958 = ptrtoint ptr addrspace(1) %1953 to i64
  %1959 = and i64 %1958, 7
  %1960 = icmp eq i64 %1959, 0
  %1961 = and i1 %1955, %1960
  %1962 = and i1 %1957, %1961
  %1963 = xor i1 %1955, %1962
  %1964 = xor i1 %1746, %1961
  %1965 = and i1 %1957, %1964
  %1966 = zext i1 %1962 to i32
  %1967 = zext i1 %1963 to i32
  %1968 = zext i1 %1965 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1966, i32 %.lcssa12, i32 %.lcssa11, ptr addrspace(1) %1953, i32 %1967, i32 %1968) #3
  %1969 = add i32 %1763, %1950
  %1970 = sext i32 %1969 to i64
  %1971 = getelementptr float, ptr addrspace(1) %3, i64 %1970
  %1972 = and i1 %1767, %1954
  %1973 = ptrtoint ptr addrspace(1) %1971 to i64
  %1974 = and i64 %1973, 7
  %1975 = icmp eq i64 %1974, 0
  %1976 = and i1 %1972, %1975
  %1977 = and i1 %1957, %1976
  %1978 = xor i1 %1972, %1977
  %1979 = xor i1 %1767, %1976
  %1980 = and i1 %1957, %1979
  %1981 = zext i1 %1977 to i32
  %1982 = zext i1 %1978 to i32
  %1983 = zext i1 %1980 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1981, i32 %.lcssa10, i32 %.lcssa9, ptr addrspace(1) %1971, i32 %1982, i32 %1983) #3
  %1984 = or disjoint i32 %1742, 56
  %1985 = add i32 %1741, %1984
  %1986 = sext i32 %1985 to i64
  %1987 = getelementptr float, ptr addrspace(1) %3, i64 %1986
  %1988 = icmp slt i32 %1984, %5
  %1989 = and i1 %1746, %1988
  %1990 = or disjoint i32 %1742, 57
  %1991 = icmp slt i32 %1990, %5
  %1992 = ptrtoint ptr addrspace(1) %1987 to i64
  %1993 = and i64 %1992, 7
  %1994 = icmp eq i64 %1993, 0
  %1995 = and i1 %1989, %1994
  %1996 = and i1 %1991, %1995
  %1997 = xor i1 %1989, %1996
  %1998 = xor i1 %1746, %1995
  %1999 = and i1 %1991, %1998
  %2000 = zext i1 %1996 to i32
  %2001 = zext i1 %1997 to i32
  %2002 = zext i1 %1999 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2000, i32 %.lcssa8, i32 %.lcssa7, ptr addrspace(1) %1987, i32 %2001, i32 %2002) #3
  %2003 = add i32 %1763, %1984
  %2004 = sext i32 %2003 to i64
  %2005 = getelementptr float, ptr addrspace(1) %3, i64 %2004
  %2006 = and i1 %1767, %1988
  %2007 = ptrtoint ptr addrspace(1) %2005 to i64
  %2008 = and i64 %2007, 7
  %2009 = icmp eq i64 %2008, 0
  %2010 = and i1 %2006, %2009
  %2011 = and i1 %1991, %2010
  %2012 = xor i1 %2006, %2011
  %2013 = xor i1 %1767, %2010
  %2014 = and i1 %1991, %2013
  %2015 = zext i1 %2011 to i32
  %2016 = zext i1 %2012 to i32
  %2017 = zext i1 %2014 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2015, i32 %.lcssa6, i32 %.lcssa, ptr addrspace(1) %2005, i32 %2016, i32 %2017) #3
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
