; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_mxfp8_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_mxfp8(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, ptr addrspace(1) %4, i32 %5, i32 %6, i32 %7) local_unnamed_addr #0 {
  %9 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = shl nuw nsw i32 %11, 7
  %13 = shl i32 %10, 6
  %14 = lshr i32 %7, 5
  %15 = icmp eq i32 %9, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %8
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 8)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 16)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 24)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 32)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %17

17:                                               ; preds = %16, %8
  %18 = lshr i32 %9, 5
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %17
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 128;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 40)) #5
  br label %21

21:                                               ; preds = %20, %17
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %22 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 40)) #5
  %23 = lshr i32 %9, 1
  %24 = and i32 %23, 56
  %25 = and i32 %9, 7
  %26 = or disjoint i32 %24, %25
  %27 = shl nuw nsw i32 %9, 1
  %28 = and i32 %27, 16
  %29 = or disjoint i32 %26, %12
  %30 = mul i32 %7, %29
  %31 = add i32 %30, %28
  %32 = icmp slt i32 %29, %5
  %33 = shl nuw nsw i32 %9, 4
  %34 = and i32 %33, 1792
  %35 = shl nuw nsw i32 %28, 3
  %36 = or disjoint i32 %35, %34
  %37 = shl nuw nsw i32 %25, 4
  %38 = or disjoint i32 %36, %37
  %39 = zext nneg i32 %38 to i64
  %40 = zext i1 %32 to i32
  %41 = select i1 %32, i32 16, i32 0
  %42 = or disjoint i32 %26, 64
  %43 = or disjoint i32 %42, %12
  %44 = mul i32 %7, %43
  %45 = add i32 %44, %28
  %46 = icmp slt i32 %43, %5
  %47 = shl nuw nsw i32 %42, 5
  %48 = and i32 %47, 3840
  %49 = or disjoint i32 %48, %35
  %50 = or disjoint i32 %49, %37
  %51 = zext nneg i32 %50 to i64
  %52 = zext i1 %46 to i32
  %53 = select i1 %46, i32 16, i32 0
  %54 = lshr i32 %9, 2
  %55 = and i32 %54, 24
  %56 = or disjoint i32 %55, %25
  %57 = and i32 %27, 48
  %58 = or disjoint i32 %57, %13
  %59 = shl nuw nsw i32 %57, 3
  %60 = and i32 %33, 1536
  %61 = or disjoint i32 %59, %60
  %62 = or disjoint i32 %61, %37
  %63 = zext nneg i32 %62 to i64
  %64 = sext i32 %6 to i64
  %65 = sext i32 %58 to i64
  %66 = sub nsw i64 %64, %65
  %67 = icmp slt i64 %66, 1
  %68 = tail call i64 @llvm.smax.i64(i64 %66, i64 0)
  %69 = tail call i64 @llvm.umin.i64(i64 %68, i64 16)
  %70 = trunc nuw nsw i64 %69 to i32
  %71 = and i32 %33, 496
  %72 = shl nuw nsw i32 %18, 2
  %73 = or disjoint i32 %71, %72
  %74 = zext nneg i32 %73 to i64
  %75 = or disjoint i32 %12, %9
  %76 = mul i32 %14, %75
  %77 = icmp slt i32 %75, %5
  %78 = zext i1 %77 to i32
  %79 = icmp samesign ult i32 %9, 64
  %80 = or disjoint i32 %13, %9
  %81 = mul i32 %14, %80
  %82 = icmp slt i32 %80, %6
  %83 = zext i1 %82 to i32
  %84 = or disjoint i32 %28, 1
  %85 = or disjoint i32 %28, 2
  %86 = or disjoint i32 %28, 3
  %87 = or disjoint i32 %28, 4
  %88 = or disjoint i32 %28, 5
  %89 = or disjoint i32 %28, 6
  %90 = or disjoint i32 %28, 7
  %91 = or disjoint i32 %28, 8
  %92 = or disjoint i32 %28, 9
  %93 = or disjoint i32 %28, 10
  %94 = or disjoint i32 %28, 11
  %95 = or disjoint i32 %28, 12
  %96 = or disjoint i32 %28, 13
  %97 = or disjoint i32 %28, 14
  %98 = or disjoint i32 %28, 15
  %99 = or disjoint i32 %28, 1
  %100 = or disjoint i32 %28, 2
  %101 = or disjoint i32 %28, 3
  %102 = or disjoint i32 %28, 4
  %103 = or disjoint i32 %28, 5
  %104 = or disjoint i32 %28, 6
  %105 = or disjoint i32 %28, 7
  %106 = or disjoint i32 %28, 8
  %107 = or disjoint i32 %28, 9
  %108 = or disjoint i32 %28, 10
  %109 = or disjoint i32 %28, 11
  %110 = or disjoint i32 %28, 12
  %111 = or disjoint i32 %28, 13
  %112 = or disjoint i32 %28, 14
  %113 = or disjoint i32 %28, 15
  %114 = icmp slt i32 %58, %6
  %115 = zext i1 %114 to i32
  %116 = or disjoint i32 %13, %57
  %117 = or disjoint i32 %116, 1
  %118 = icmp slt i32 %117, %6
  %119 = zext i1 %118 to i32
  %120 = or disjoint i32 %13, %57
  %121 = or disjoint i32 %120, 2
  %122 = icmp slt i32 %121, %6
  %123 = zext i1 %122 to i32
  %124 = or disjoint i32 %13, %57
  %125 = or disjoint i32 %124, 3
  %126 = icmp slt i32 %125, %6
  %127 = zext i1 %126 to i32
  %128 = or disjoint i32 %13, %57
  %129 = or disjoint i32 %128, 4
  %130 = icmp slt i32 %129, %6
  %131 = zext i1 %130 to i32
  %132 = or disjoint i32 %13, %57
  %133 = or disjoint i32 %132, 5
  %134 = icmp slt i32 %133, %6
  %135 = zext i1 %134 to i32
  %136 = or disjoint i32 %13, %57
  %137 = or disjoint i32 %136, 6
  %138 = icmp slt i32 %137, %6
  %139 = zext i1 %138 to i32
  %140 = or disjoint i32 %13, %57
  %141 = or disjoint i32 %140, 7
  %142 = icmp slt i32 %141, %6
  %143 = zext i1 %142 to i32
  %144 = or disjoint i32 %13, %57
  %145 = or disjoint i32 %144, 8
  %146 = icmp slt i32 %145, %6
  %147 = zext i1 %146 to i32
  %148 = or disjoint i32 %13, %57
  %149 = or disjoint i32 %148, 9
  %150 = icmp slt i32 %149, %6
  %151 = zext i1 %150 to i32
  %152 = or disjoint i32 %13, %57
  %153 = or disjoint i32 %152, 10
  %154 = icmp slt i32 %153, %6
  %155 = zext i1 %154 to i32
  %156 = or disjoint i32 %13, %57
  %157 = or disjoint i32 %156, 11
  %158 = icmp slt i32 %157, %6
  %159 = zext i1 %158 to i32
  %160 = or disjoint i32 %13, %57
  %161 = or disjoint i32 %160, 12
  %162 = icmp slt i32 %161, %6
  %163 = zext i1 %162 to i32
  %164 = or disjoint i32 %13, %57
  %165 = or disjoint i32 %164, 13
  %166 = icmp slt i32 %165, %6
  %167 = zext i1 %166 to i32
  %168 = or disjoint i32 %13, %57
  %169 = or disjoint i32 %168, 14
  %170 = icmp slt i32 %169, %6
  %171 = zext i1 %170 to i32
  %172 = or disjoint i32 %13, %57
  %173 = or disjoint i32 %172, 15
  %174 = icmp slt i32 %173, %6
  %175 = zext i1 %174 to i32
  br label %270

.preheader24:                                     ; preds = %612
  %176 = icmp sgt i32 %7, 0
  br i1 %176, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader24
  %177 = add i32 %22, 64
  %178 = or disjoint i32 %28, 1
  %179 = or disjoint i32 %28, 2
  %180 = or disjoint i32 %28, 3
  %181 = or disjoint i32 %28, 4
  %182 = or disjoint i32 %28, 5
  %183 = or disjoint i32 %28, 6
  %184 = or disjoint i32 %28, 7
  %185 = or disjoint i32 %28, 8
  %186 = or disjoint i32 %28, 9
  %187 = or disjoint i32 %28, 10
  %188 = or disjoint i32 %28, 11
  %189 = or disjoint i32 %28, 12
  %190 = or disjoint i32 %28, 13
  %191 = or disjoint i32 %28, 14
  %192 = or disjoint i32 %28, 15
  %193 = or disjoint i32 %28, 1
  %194 = or disjoint i32 %28, 2
  %195 = or disjoint i32 %28, 3
  %196 = or disjoint i32 %28, 4
  %197 = or disjoint i32 %28, 5
  %198 = or disjoint i32 %28, 6
  %199 = or disjoint i32 %28, 7
  %200 = or disjoint i32 %28, 8
  %201 = or disjoint i32 %28, 9
  %202 = or disjoint i32 %28, 10
  %203 = or disjoint i32 %28, 11
  %204 = or disjoint i32 %28, 12
  %205 = or disjoint i32 %28, 13
  %206 = or disjoint i32 %28, 14
  %207 = or disjoint i32 %28, 15
  %208 = icmp slt i32 %58, %6
  %209 = zext i1 %208 to i32
  %210 = or disjoint i32 %13, %57
  %211 = or disjoint i32 %210, 1
  %212 = icmp slt i32 %211, %6
  %213 = zext i1 %212 to i32
  %214 = or disjoint i32 %13, %57
  %215 = or disjoint i32 %214, 2
  %216 = icmp slt i32 %215, %6
  %217 = zext i1 %216 to i32
  %218 = or disjoint i32 %13, %57
  %219 = or disjoint i32 %218, 3
  %220 = icmp slt i32 %219, %6
  %221 = zext i1 %220 to i32
  %222 = or disjoint i32 %13, %57
  %223 = or disjoint i32 %222, 4
  %224 = icmp slt i32 %223, %6
  %225 = zext i1 %224 to i32
  %226 = or disjoint i32 %13, %57
  %227 = or disjoint i32 %226, 5
  %228 = icmp slt i32 %227, %6
  %229 = zext i1 %228 to i32
  %230 = or disjoint i32 %13, %57
  %231 = or disjoint i32 %230, 6
  %232 = icmp slt i32 %231, %6
  %233 = zext i1 %232 to i32
  %234 = or disjoint i32 %13, %57
  %235 = or disjoint i32 %234, 7
  %236 = icmp slt i32 %235, %6
  %237 = zext i1 %236 to i32
  %238 = or disjoint i32 %13, %57
  %239 = or disjoint i32 %238, 8
  %240 = icmp slt i32 %239, %6
  %241 = zext i1 %240 to i32
  %242 = or disjoint i32 %13, %57
  %243 = or disjoint i32 %242, 9
  %244 = icmp slt i32 %243, %6
  %245 = zext i1 %244 to i32
  %246 = or disjoint i32 %13, %57
  %247 = or disjoint i32 %246, 10
  %248 = icmp slt i32 %247, %6
  %249 = zext i1 %248 to i32
  %250 = or disjoint i32 %13, %57
  %251 = or disjoint i32 %250, 11
  %252 = icmp slt i32 %251, %6
  %253 = zext i1 %252 to i32
  %254 = or disjoint i32 %13, %57
  %255 = or disjoint i32 %254, 12
  %256 = icmp slt i32 %255, %6
  %257 = zext i1 %256 to i32
  %258 = or disjoint i32 %13, %57
  %259 = or disjoint i32 %258, 13
  %260 = icmp slt i32 %259, %6
  %261 = zext i1 %260 to i32
  %262 = or disjoint i32 %13, %57
  %263 = or disjoint i32 %262, 14
  %264 = icmp slt i32 %263, %6
  %265 = zext i1 %264 to i32
  %266 = or disjoint i32 %13, %57
  %267 = or disjoint i32 %266, 15
  %268 = icmp slt i32 %267, %6
  %269 = zext i1 %268 to i32
  br label %614

270:                                              ; preds = %21, %612
  %271 = phi i64 [ 0, %21 ], [ %613, %612 ]
  %272 = trunc nuw nsw i64 %271 to i32
  %273 = shl nuw nsw i32 %272, 5
  %274 = icmp slt i32 %273, %7
  br i1 %274, label %275, label %612

275:                                              ; preds = %270
  %276 = mul nuw nsw i64 %271, 7168
  %277 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 %276
  %278 = add i32 %31, %273
  %279 = sext i32 %278 to i64
  %280 = getelementptr i8, ptr addrspace(1) %0, i64 %279
  %281 = ptrtoint ptr addrspace(1) %280 to i64
  %282 = and i64 %281, 15
  %283 = icmp eq i64 %282, 0
  %284 = getelementptr i8, ptr addrspace(3) %277, i64 %39
  br i1 %283, label %381, label %.preheader30

.preheader30:                                     ; preds = %275
  %285 = add i32 %273, %30
  %286 = add i32 %285, %28
  %287 = sext i32 %286 to i64
  %288 = getelementptr i8, ptr addrspace(1) %0, i64 %287
  %289 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %288, i32 %40, i16 0) #5
  %290 = trunc i16 %289 to i8
  store i8 %290, ptr addrspace(3) %284, align 16
  %291 = add i32 %285, %84
  %292 = sext i32 %291 to i64
  %293 = getelementptr i8, ptr addrspace(1) %0, i64 %292
  %294 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %293, i32 %40, i16 0) #5
  %295 = trunc i16 %294 to i8
  %296 = getelementptr i8, ptr addrspace(3) %284, i64 1
  store i8 %295, ptr addrspace(3) %296, align 1
  %297 = add i32 %285, %85
  %298 = sext i32 %297 to i64
  %299 = getelementptr i8, ptr addrspace(1) %0, i64 %298
  %300 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %299, i32 %40, i16 0) #5
  %301 = trunc i16 %300 to i8
  %302 = getelementptr i8, ptr addrspace(3) %284, i64 2
  store i8 %301, ptr addrspace(3) %302, align 2
  %303 = add i32 %285, %86
  %304 = sext i32 %303 to i64
  %305 = getelementptr i8, ptr addrspace(1) %0, i64 %304
  %306 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %305, i32 %40, i16 0) #5
  %307 = trunc i16 %306 to i8
  %308 = getelementptr i8, ptr addrspace(3) %284, i64 3
  store i8 %307, ptr addrspace(3) %308, align 1
  %309 = add i32 %285, %87
  %310 = sext i32 %309 to i64
  %311 = getelementptr i8, ptr addrspace(1) %0, i64 %310
  %312 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %311, i32 %40, i16 0) #5
  %313 = trunc i16 %312 to i8
  %314 = getelementptr i8, ptr addrspace(3) %284, i64 4
  store i8 %313, ptr addrspace(3) %314, align 4
  %315 = add i32 %285, %88
  %316 = sext i32 %315 to i64
  %317 = getelementptr i8, ptr addrspace(1) %0, i64 %316
  %318 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %317, i32 %40, i16 0) #5
  %319 = trunc i16 %318 to i8
  %320 = getelementptr i8, ptr addrspace(3) %284, i64 5
  store i8 %319, ptr addrspace(3) %320, align 1
  %321 = add i32 %285, %89
  %322 = sext i32 %321 to i64
  %323 = getelementptr i8, ptr addrspace(1) %0, i64 %322
  %324 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %323, i32 %40, i16 0) #5
  %325 = trunc i16 %324 to i8
  %326 = getelementptr i8, ptr addrspace(3) %284, i64 6
  store i8 %325, ptr addrspace(3) %326, align 2
  %327 = add i32 %285, %90
  %328 = sext i32 %327 to i64
  %329 = getelementptr i8, ptr addrspace(1) %0, i64 %328
  %330 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %329, i32 %40, i16 0) #5
  %331 = trunc i16 %330 to i8
  %332 = getelementptr i8, ptr addrspace(3) %284, i64 7
  store i8 %331, ptr addrspace(3) %332, align 1
  %333 = add i32 %285, %91
  %334 = sext i32 %333 to i64
  %335 = getelementptr i8, ptr addrspace(1) %0, i64 %334
  %336 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %335, i32 %40, i16 0) #5
  %337 = trunc i16 %336 to i8
  %338 = getelementptr i8, ptr addrspace(3) %284, i64 8
  store i8 %337, ptr addrspace(3) %338, align 8
  %339 = add i32 %285, %92
  %340 = sext i32 %339 to i64
  %341 = getelementptr i8, ptr addrspace(1) %0, i64 %340
  %342 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %341, i32 %40, i16 0) #5
  %343 = trunc i16 %342 to i8
  %344 = getelementptr i8, ptr addrspace(3) %284, i64 9
  store i8 %343, ptr addrspace(3) %344, align 1
  %345 = add i32 %285, %93
  %346 = sext i32 %345 to i64
  %347 = getelementptr i8, ptr addrspace(1) %0, i64 %346
  %348 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %347, i32 %40, i16 0) #5
  %349 = trunc i16 %348 to i8
  %350 = getelementptr i8, ptr addrspace(3) %284, i64 10
  store i8 %349, ptr addrspace(3) %350, align 2
  %351 = add i32 %285, %94
  %352 = sext i32 %351 to i64
  %353 = getelementptr i8, ptr addrspace(1) %0, i64 %352
  %354 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %353, i32 %40, i16 0) #5
  %355 = trunc i16 %354 to i8
  %356 = getelementptr i8, ptr addrspace(3) %284, i64 11
  store i8 %355, ptr addrspace(3) %356, align 1
  %357 = add i32 %285, %95
  %358 = sext i32 %357 to i64
  %359 = getelementptr i8, ptr addrspace(1) %0, i64 %358
  %360 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %359, i32 %40, i16 0) #5
  %361 = trunc i16 %360 to i8
  %362 = getelementptr i8, ptr addrspace(3) %284, i64 12
  store i8 %361, ptr addrspace(3) %362, align 4
  %363 = add i32 %285, %96
  %364 = sext i32 %363 to i64
  %365 = getelementptr i8, ptr addrspace(1) %0, i64 %364
  %366 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %365, i32 %40, i16 0) #5
  %367 = trunc i16 %366 to i8
  %368 = getelementptr i8, ptr addrspace(3) %284, i64 13
  store i8 %367, ptr addrspace(3) %368, align 1
  %369 = add i32 %285, %97
  %370 = sext i32 %369 to i64
  %371 = getelementptr i8, ptr addrspace(1) %0, i64 %370
  %372 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %371, i32 %40, i16 0) #5
  %373 = trunc i16 %372 to i8
  %374 = getelementptr i8, ptr addrspace(3) %284, i64 14
  store i8 %373, ptr addrspace(3) %374, align 2
  %375 = add i32 %285, %98
  %376 = sext i32 %375 to i64
  %377 = getelementptr i8, ptr addrspace(1) %0, i64 %376
  %378 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %377, i32 %40, i16 0) #5
  %379 = trunc i16 %378 to i8
  %380 = getelementptr i8, ptr addrspace(3) %284, i64 15
  store i8 %379, ptr addrspace(3) %380, align 1
  br label %.loopexit31

381:                                              ; preds = %275
  %382 = select i1 %32, ptr addrspace(1) %280, ptr addrspace(1) %0
  %383 = ptrtoint ptr addrspace(3) %284 to i64
  %384 = trunc i64 %383 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %384, ptr addrspace(1) %382, i32 %41) #5
  br label %.loopexit31

.loopexit31:                                      ; preds = %.preheader30, %381
  %385 = add i32 %45, %273
  %386 = sext i32 %385 to i64
  %387 = getelementptr i8, ptr addrspace(1) %0, i64 %386
  %388 = ptrtoint ptr addrspace(1) %387 to i64
  %389 = and i64 %388, 15
  %390 = icmp eq i64 %389, 0
  %391 = getelementptr i8, ptr addrspace(3) %277, i64 %51
  br i1 %390, label %488, label %.preheader28

.preheader28:                                     ; preds = %.loopexit31
  %392 = add i32 %273, %44
  %393 = add i32 %392, %28
  %394 = sext i32 %393 to i64
  %395 = getelementptr i8, ptr addrspace(1) %0, i64 %394
  %396 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %395, i32 %52, i16 0) #5
  %397 = trunc i16 %396 to i8
  store i8 %397, ptr addrspace(3) %391, align 16
  %398 = add i32 %392, %99
  %399 = sext i32 %398 to i64
  %400 = getelementptr i8, ptr addrspace(1) %0, i64 %399
  %401 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %400, i32 %52, i16 0) #5
  %402 = trunc i16 %401 to i8
  %403 = getelementptr i8, ptr addrspace(3) %391, i64 1
  store i8 %402, ptr addrspace(3) %403, align 1
  %404 = add i32 %392, %100
  %405 = sext i32 %404 to i64
  %406 = getelementptr i8, ptr addrspace(1) %0, i64 %405
  %407 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %406, i32 %52, i16 0) #5
  %408 = trunc i16 %407 to i8
  %409 = getelementptr i8, ptr addrspace(3) %391, i64 2
  store i8 %408, ptr addrspace(3) %409, align 2
  %410 = add i32 %392, %101
  %411 = sext i32 %410 to i64
  %412 = getelementptr i8, ptr addrspace(1) %0, i64 %411
  %413 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %412, i32 %52, i16 0) #5
  %414 = trunc i16 %413 to i8
  %415 = getelementptr i8, ptr addrspace(3) %391, i64 3
  store i8 %414, ptr addrspace(3) %415, align 1
  %416 = add i32 %392, %102
  %417 = sext i32 %416 to i64
  %418 = getelementptr i8, ptr addrspace(1) %0, i64 %417
  %419 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %418, i32 %52, i16 0) #5
  %420 = trunc i16 %419 to i8
  %421 = getelementptr i8, ptr addrspace(3) %391, i64 4
  store i8 %420, ptr addrspace(3) %421, align 4
  %422 = add i32 %392, %103
  %423 = sext i32 %422 to i64
  %424 = getelementptr i8, ptr addrspace(1) %0, i64 %423
  %425 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %424, i32 %52, i16 0) #5
  %426 = trunc i16 %425 to i8
  %427 = getelementptr i8, ptr addrspace(3) %391, i64 5
  store i8 %426, ptr addrspace(3) %427, align 1
  %428 = add i32 %392, %104
  %429 = sext i32 %428 to i64
  %430 = getelementptr i8, ptr addrspace(1) %0, i64 %429
  %431 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %430, i32 %52, i16 0) #5
  %432 = trunc i16 %431 to i8
  %433 = getelementptr i8, ptr addrspace(3) %391, i64 6
  store i8 %432, ptr addrspace(3) %433, align 2
  %434 = add i32 %392, %105
  %435 = sext i32 %434 to i64
  %436 = getelementptr i8, ptr addrspace(1) %0, i64 %435
  %437 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %436, i32 %52, i16 0) #5
  %438 = trunc i16 %437 to i8
  %439 = getelementptr i8, ptr addrspace(3) %391, i64 7
  store i8 %438, ptr addrspace(3) %439, align 1
  %440 = add i32 %392, %106
  %441 = sext i32 %440 to i64
  %442 = getelementptr i8, ptr addrspace(1) %0, i64 %441
  %443 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %442, i32 %52, i16 0) #5
  %444 = trunc i16 %443 to i8
  %445 = getelementptr i8, ptr addrspace(3) %391, i64 8
  store i8 %444, ptr addrspace(3) %445, align 8
  %446 = add i32 %392, %107
  %447 = sext i32 %446 to i64
  %448 = getelementptr i8, ptr addrspace(1) %0, i64 %447
  %449 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %448, i32 %52, i16 0) #5
  %450 = trunc i16 %449 to i8
  %451 = getelementptr i8, ptr addrspace(3) %391, i64 9
  store i8 %450, ptr addrspace(3) %451, align 1
  %452 = add i32 %392, %108
  %453 = sext i32 %452 to i64
  %454 = getelementptr i8, ptr addrspace(1) %0, i64 %453
  %455 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %454, i32 %52, i16 0) #5
  %456 = trunc i16 %455 to i8
  %457 = getelementptr i8, ptr addrspace(3) %391, i64 10
  store i8 %456, ptr addrspace(3) %457, align 2
  %458 = add i32 %392, %109
  %459 = sext i32 %458 to i64
  %460 = getelementptr i8, ptr addrspace(1) %0, i64 %459
  %461 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %460, i32 %52, i16 0) #5
  %462 = trunc i16 %461 to i8
  %463 = getelementptr i8, ptr addrspace(3) %391, i64 11
  store i8 %462, ptr addrspace(3) %463, align 1
  %464 = add i32 %392, %110
  %465 = sext i32 %464 to i64
  %466 = getelementptr i8, ptr addrspace(1) %0, i64 %465
  %467 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %466, i32 %52, i16 0) #5
  %468 = trunc i16 %467 to i8
  %469 = getelementptr i8, ptr addrspace(3) %391, i64 12
  store i8 %468, ptr addrspace(3) %469, align 4
  %470 = add i32 %392, %111
  %471 = sext i32 %470 to i64
  %472 = getelementptr i8, ptr addrspace(1) %0, i64 %471
  %473 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %472, i32 %52, i16 0) #5
  %474 = trunc i16 %473 to i8
  %475 = getelementptr i8, ptr addrspace(3) %391, i64 13
  store i8 %474, ptr addrspace(3) %475, align 1
  %476 = add i32 %392, %112
  %477 = sext i32 %476 to i64
  %478 = getelementptr i8, ptr addrspace(1) %0, i64 %477
  %479 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %478, i32 %52, i16 0) #5
  %480 = trunc i16 %479 to i8
  %481 = getelementptr i8, ptr addrspace(3) %391, i64 14
  store i8 %480, ptr addrspace(3) %481, align 2
  %482 = add i32 %392, %113
  %483 = sext i32 %482 to i64
  %484 = getelementptr i8, ptr addrspace(1) %0, i64 %483
  %485 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %484, i32 %52, i16 0) #5
  %486 = trunc i16 %485 to i8
  %487 = getelementptr i8, ptr addrspace(3) %391, i64 15
  store i8 %486, ptr addrspace(3) %487, align 1
  br label %.loopexit29

488:                                              ; preds = %.loopexit31
  %489 = select i1 %46, ptr addrspace(1) %387, ptr addrspace(1) %0
  %490 = ptrtoint ptr addrspace(3) %391 to i64
  %491 = trunc i64 %490 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %491, ptr addrspace(1) %489, i32 %53) #5
  br label %.loopexit29

.loopexit29:                                      ; preds = %.preheader28, %488
  %492 = getelementptr i8, ptr addrspace(3) %277, i64 4096
  %493 = or disjoint i32 %56, %273
  %494 = mul i32 %493, %6
  %495 = add i32 %494, %58
  %496 = sext i32 %495 to i64
  %497 = getelementptr i8, ptr addrspace(1) %2, i64 %496
  %498 = ptrtoint ptr addrspace(1) %497 to i64
  %499 = and i64 %498, 15
  %500 = icmp eq i64 %499, 0
  %501 = getelementptr i8, ptr addrspace(3) %492, i64 %63
  br i1 %500, label %594, label %.preheader26.preheader

.preheader26.preheader:                           ; preds = %.loopexit29
  %502 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %497, i32 %115, i16 0) #5
  %503 = trunc i16 %502 to i8
  store i8 %503, ptr addrspace(3) %501, align 16
  %504 = add i32 %117, %494
  %505 = sext i32 %504 to i64
  %506 = getelementptr i8, ptr addrspace(1) %2, i64 %505
  %507 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %506, i32 %119, i16 0) #5
  %508 = trunc i16 %507 to i8
  %509 = getelementptr i8, ptr addrspace(3) %501, i64 1
  store i8 %508, ptr addrspace(3) %509, align 1
  %510 = add i32 %121, %494
  %511 = sext i32 %510 to i64
  %512 = getelementptr i8, ptr addrspace(1) %2, i64 %511
  %513 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %512, i32 %123, i16 0) #5
  %514 = trunc i16 %513 to i8
  %515 = getelementptr i8, ptr addrspace(3) %501, i64 2
  store i8 %514, ptr addrspace(3) %515, align 2
  %516 = add i32 %125, %494
  %517 = sext i32 %516 to i64
  %518 = getelementptr i8, ptr addrspace(1) %2, i64 %517
  %519 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %518, i32 %127, i16 0) #5
  %520 = trunc i16 %519 to i8
  %521 = getelementptr i8, ptr addrspace(3) %501, i64 3
  store i8 %520, ptr addrspace(3) %521, align 1
  %522 = add i32 %129, %494
  %523 = sext i32 %522 to i64
  %524 = getelementptr i8, ptr addrspace(1) %2, i64 %523
  %525 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %524, i32 %131, i16 0) #5
  %526 = trunc i16 %525 to i8
  %527 = getelementptr i8, ptr addrspace(3) %501, i64 4
  store i8 %526, ptr addrspace(3) %527, align 4
  %528 = add i32 %133, %494
  %529 = sext i32 %528 to i64
  %530 = getelementptr i8, ptr addrspace(1) %2, i64 %529
  %531 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %530, i32 %135, i16 0) #5
  %532 = trunc i16 %531 to i8
  %533 = getelementptr i8, ptr addrspace(3) %501, i64 5
  store i8 %532, ptr addrspace(3) %533, align 1
  %534 = add i32 %137, %494
  %535 = sext i32 %534 to i64
  %536 = getelementptr i8, ptr addrspace(1) %2, i64 %535
  %537 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %536, i32 %139, i16 0) #5
  %538 = trunc i16 %537 to i8
  %539 = getelementptr i8, ptr addrspace(3) %501, i64 6
  store i8 %538, ptr addrspace(3) %539, align 2
  %540 = add i32 %141, %494
  %541 = sext i32 %540 to i64
  %542 = getelementptr i8, ptr addrspace(1) %2, i64 %541
  %543 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %542, i32 %143, i16 0) #5
  %544 = trunc i16 %543 to i8
  %545 = getelementptr i8, ptr addrspace(3) %501, i64 7
  store i8 %544, ptr addrspace(3) %545, align 1
  %546 = add i32 %145, %494
  %547 = sext i32 %546 to i64
  %548 = getelementptr i8, ptr addrspace(1) %2, i64 %547
  %549 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %548, i32 %147, i16 0) #5
  %550 = trunc i16 %549 to i8
  %551 = getelementptr i8, ptr addrspace(3) %501, i64 8
  store i8 %550, ptr addrspace(3) %551, align 8
  %552 = add i32 %149, %494
  %553 = sext i32 %552 to i64
  %554 = getelementptr i8, ptr addrspace(1) %2, i64 %553
  %555 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %554, i32 %151, i16 0) #5
  %556 = trunc i16 %555 to i8
  %557 = getelementptr i8, ptr addrspace(3) %501, i64 9
  store i8 %556, ptr addrspace(3) %557, align 1
  %558 = add i32 %153, %494
  %559 = sext i32 %558 to i64
  %560 = getelementptr i8, ptr addrspace(1) %2, i64 %559
  %561 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %560, i32 %155, i16 0) #5
  %562 = trunc i16 %561 to i8
  %563 = getelementptr i8, ptr addrspace(3) %501, i64 10
  store i8 %562, ptr addrspace(3) %563, align 2
  %564 = add i32 %157, %494
  %565 = sext i32 %564 to i64
  %566 = getelementptr i8, ptr addrspace(1) %2, i64 %565
  %567 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %566, i32 %159, i16 0) #5
  %568 = trunc i16 %567 to i8
  %569 = getelementptr i8, ptr addrspace(3) %501, i64 11
  store i8 %568, ptr addrspace(3) %569, align 1
  %570 = add i32 %161, %494
  %571 = sext i32 %570 to i64
  %572 = getelementptr i8, ptr addrspace(1) %2, i64 %571
  %573 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %572, i32 %163, i16 0) #5
  %574 = trunc i16 %573 to i8
  %575 = getelementptr i8, ptr addrspace(3) %501, i64 12
  store i8 %574, ptr addrspace(3) %575, align 4
  %576 = add i32 %165, %494
  %577 = sext i32 %576 to i64
  %578 = getelementptr i8, ptr addrspace(1) %2, i64 %577
  %579 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %578, i32 %167, i16 0) #5
  %580 = trunc i16 %579 to i8
  %581 = getelementptr i8, ptr addrspace(3) %501, i64 13
  store i8 %580, ptr addrspace(3) %581, align 1
  %582 = add i32 %169, %494
  %583 = sext i32 %582 to i64
  %584 = getelementptr i8, ptr addrspace(1) %2, i64 %583
  %585 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %584, i32 %171, i16 0) #5
  %586 = trunc i16 %585 to i8
  %587 = getelementptr i8, ptr addrspace(3) %501, i64 14
  store i8 %586, ptr addrspace(3) %587, align 2
  %588 = add i32 %173, %494
  %589 = sext i32 %588 to i64
  %590 = getelementptr i8, ptr addrspace(1) %2, i64 %589
  %591 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %590, i32 %175, i16 0) #5
  %592 = trunc i16 %591 to i8
  %593 = getelementptr i8, ptr addrspace(3) %501, i64 15
  store i8 %592, ptr addrspace(3) %593, align 1
  br label %.loopexit27

594:                                              ; preds = %.loopexit29
  %595 = select i1 %67, ptr addrspace(1) %2, ptr addrspace(1) %497
  %596 = ptrtoint ptr addrspace(3) %501 to i64
  %597 = trunc i64 %596 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %597, ptr addrspace(1) %595, i32 %70) #5
  br label %.loopexit27

.loopexit27:                                      ; preds = %.preheader26.preheader, %594
  %598 = getelementptr i8, ptr addrspace(3) %277, i64 6144
  %599 = getelementptr i8, ptr addrspace(3) %598, i64 %74
  %600 = add i32 %76, %272
  %601 = sext i32 %600 to i64
  %602 = getelementptr i8, ptr addrspace(1) %1, i64 %601
  %603 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %602, i32 %78, i16 0) #5
  %604 = trunc i16 %603 to i8
  store i8 %604, ptr addrspace(3) %599, align 4
  br i1 %79, label %.loopexit25, label %612

.loopexit25:                                      ; preds = %.loopexit27
  %605 = getelementptr i8, ptr addrspace(3) %277, i64 6656
  %606 = getelementptr i8, ptr addrspace(3) %605, i64 %74
  %607 = add i32 %81, %272
  %608 = sext i32 %607 to i64
  %609 = getelementptr i8, ptr addrspace(1) %3, i64 %608
  %610 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %609, i32 %83, i16 0) #5
  %611 = trunc i16 %610 to i8
  store i8 %611, ptr addrspace(3) %606, align 4
  br label %612

612:                                              ; preds = %.loopexit25, %.loopexit27, %270
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %613 = add nuw nsw i64 %271, 1
  %exitcond.not = icmp eq i64 %613, 3
  br i1 %exitcond.not, label %.preheader24, label %270

614:                                              ; preds = %.lr.ph, %1003
  %615 = phi i32 [ 0, %.lr.ph ], [ %1007, %1003 ]
  %616 = phi i32 [ 0, %.lr.ph ], [ %1006, %1003 ]
  %617 = phi i32 [ 0, %.lr.ph ], [ %1008, %1003 ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  br i1 %15, label %618, label %647

618:                                              ; preds = %614
  %619 = icmp ne i32 %615, 0
  %620 = zext i1 %619 to i32
  %621 = mul i32 %616, 7168
  %622 = sext i32 %621 to i64
  %623 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 %622
  %624 = ptrtoint ptr addrspace(3) %623 to i64
  %625 = getelementptr i8, ptr addrspace(3) %623, i64 4096
  %626 = ptrtoint ptr addrspace(3) %625 to i64
  %627 = getelementptr i8, ptr addrspace(3) %623, i64 6144
  %628 = ptrtoint ptr addrspace(3) %627 to i64
  %629 = getelementptr i8, ptr addrspace(3) %623, i64 6656
  %630 = ptrtoint ptr addrspace(3) %629 to i64
  %631 = shl i32 %616, 3
  %632 = add i32 %177, %631
  %633 = lshr exact i64 %628, 4
  %634 = and i64 %633, 16320
  %635 = or disjoint i64 %634, 70403103916032
  tail call void asm sideeffect "tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;", "r,l,~{memory}"(i32 %632, i64 %635) #5
  %636 = add i32 %632, 4
  %637 = lshr exact i64 %630, 4
  %638 = and i64 %637, 16352
  %639 = or disjoint i64 %638, 70403103916032
  tail call void asm sideeffect "tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;", "r,l,~{memory}"(i32 %636, i64 %639) #5
  %640 = lshr exact i64 %624, 4
  %641 = and i64 %640, 16320
  %642 = or disjoint i64 %641, 70437464178688
  %643 = lshr exact i64 %626, 4
  %644 = and i64 %643, 16320
  %645 = or disjoint i64 %644, 70403106013184
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 [$0], $1, $2, $3, [$5], [$6], p;\0A\09}", "r,l,l,r,r,r,r,~{memory}"(i32 %22, i64 %642, i64 %645, i32 143720448, i32 %620, i32 %632, i32 %636) #5
  %646 = add i32 %631, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32)
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %646) #5
  br label %647

647:                                              ; preds = %618, %614
  %648 = add i32 %617, 96
  %649 = icmp slt i32 %648, %7
  %650 = icmp slt i32 %617, 2147483552
  %651 = and i1 %650, %649
  %652 = icmp eq i32 %616, 0
  %653 = add i32 %616, -1
  %654 = select i1 %652, i32 3, i32 %653
  br i1 %651, label %655, label %1003

655:                                              ; preds = %647
  %.not = icmp eq i32 %615, 0
  br i1 %.not, label %.loopexit23, label %656

656:                                              ; preds = %655
  %657 = add i32 %615, 7
  %658 = lshr i32 %657, 2
  %659 = shl i32 %654, 3
  %660 = add i32 %659, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32)
  %661 = and i32 %658, 1
  br label %662

662:                                              ; preds = %662, %656
  %663 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %660, i32 %661) #5
  %664 = icmp eq i32 %663, 0
  br i1 %664, label %662, label %.loopexit23

.loopexit23:                                      ; preds = %662, %655
  %665 = lshr exact i32 %648, 5
  %666 = mul i32 %654, 7168
  %667 = sext i32 %666 to i64
  %668 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 %667
  %669 = add i32 %31, %648
  %670 = sext i32 %669 to i64
  %671 = getelementptr i8, ptr addrspace(1) %0, i64 %670
  %672 = ptrtoint ptr addrspace(1) %671 to i64
  %673 = and i64 %672, 15
  %674 = icmp eq i64 %673, 0
  %675 = getelementptr i8, ptr addrspace(3) %668, i64 %39
  br i1 %674, label %772, label %.preheader21

.preheader21:                                     ; preds = %.loopexit23
  %676 = add i32 %648, %30
  %677 = add i32 %676, %28
  %678 = sext i32 %677 to i64
  %679 = getelementptr i8, ptr addrspace(1) %0, i64 %678
  %680 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %679, i32 %40, i16 0) #5
  %681 = trunc i16 %680 to i8
  store i8 %681, ptr addrspace(3) %675, align 16
  %682 = add i32 %676, %178
  %683 = sext i32 %682 to i64
  %684 = getelementptr i8, ptr addrspace(1) %0, i64 %683
  %685 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %684, i32 %40, i16 0) #5
  %686 = trunc i16 %685 to i8
  %687 = getelementptr i8, ptr addrspace(3) %675, i64 1
  store i8 %686, ptr addrspace(3) %687, align 1
  %688 = add i32 %676, %179
  %689 = sext i32 %688 to i64
  %690 = getelementptr i8, ptr addrspace(1) %0, i64 %689
  %691 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %690, i32 %40, i16 0) #5
  %692 = trunc i16 %691 to i8
  %693 = getelementptr i8, ptr addrspace(3) %675, i64 2
  store i8 %692, ptr addrspace(3) %693, align 2
  %694 = add i32 %676, %180
  %695 = sext i32 %694 to i64
  %696 = getelementptr i8, ptr addrspace(1) %0, i64 %695
  %697 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %696, i32 %40, i16 0) #5
  %698 = trunc i16 %697 to i8
  %699 = getelementptr i8, ptr addrspace(3) %675, i64 3
  store i8 %698, ptr addrspace(3) %699, align 1
  %700 = add i32 %676, %181
  %701 = sext i32 %700 to i64
  %702 = getelementptr i8, ptr addrspace(1) %0, i64 %701
  %703 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %702, i32 %40, i16 0) #5
  %704 = trunc i16 %703 to i8
  %705 = getelementptr i8, ptr addrspace(3) %675, i64 4
  store i8 %704, ptr addrspace(3) %705, align 4
  %706 = add i32 %676, %182
  %707 = sext i32 %706 to i64
  %708 = getelementptr i8, ptr addrspace(1) %0, i64 %707
  %709 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %708, i32 %40, i16 0) #5
  %710 = trunc i16 %709 to i8
  %711 = getelementptr i8, ptr addrspace(3) %675, i64 5
  store i8 %710, ptr addrspace(3) %711, align 1
  %712 = add i32 %676, %183
  %713 = sext i32 %712 to i64
  %714 = getelementptr i8, ptr addrspace(1) %0, i64 %713
  %715 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %714, i32 %40, i16 0) #5
  %716 = trunc i16 %715 to i8
  %717 = getelementptr i8, ptr addrspace(3) %675, i64 6
  store i8 %716, ptr addrspace(3) %717, align 2
  %718 = add i32 %676, %184
  %719 = sext i32 %718 to i64
  %720 = getelementptr i8, ptr addrspace(1) %0, i64 %719
  %721 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %720, i32 %40, i16 0) #5
  %722 = trunc i16 %721 to i8
  %723 = getelementptr i8, ptr addrspace(3) %675, i64 7
  store i8 %722, ptr addrspace(3) %723, align 1
  %724 = add i32 %676, %185
  %725 = sext i32 %724 to i64
  %726 = getelementptr i8, ptr addrspace(1) %0, i64 %725
  %727 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %726, i32 %40, i16 0) #5
  %728 = trunc i16 %727 to i8
  %729 = getelementptr i8, ptr addrspace(3) %675, i64 8
  store i8 %728, ptr addrspace(3) %729, align 8
  %730 = add i32 %676, %186
  %731 = sext i32 %730 to i64
  %732 = getelementptr i8, ptr addrspace(1) %0, i64 %731
  %733 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %732, i32 %40, i16 0) #5
  %734 = trunc i16 %733 to i8
  %735 = getelementptr i8, ptr addrspace(3) %675, i64 9
  store i8 %734, ptr addrspace(3) %735, align 1
  %736 = add i32 %676, %187
  %737 = sext i32 %736 to i64
  %738 = getelementptr i8, ptr addrspace(1) %0, i64 %737
  %739 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %738, i32 %40, i16 0) #5
  %740 = trunc i16 %739 to i8
  %741 = getelementptr i8, ptr addrspace(3) %675, i64 10
  store i8 %740, ptr addrspace(3) %741, align 2
  %742 = add i32 %676, %188
  %743 = sext i32 %742 to i64
  %744 = getelementptr i8, ptr addrspace(1) %0, i64 %743
  %745 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %744, i32 %40, i16 0) #5
  %746 = trunc i16 %745 to i8
  %747 = getelementptr i8, ptr addrspace(3) %675, i64 11
  store i8 %746, ptr addrspace(3) %747, align 1
  %748 = add i32 %676, %189
  %749 = sext i32 %748 to i64
  %750 = getelementptr i8, ptr addrspace(1) %0, i64 %749
  %751 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %750, i32 %40, i16 0) #5
  %752 = trunc i16 %751 to i8
  %753 = getelementptr i8, ptr addrspace(3) %675, i64 12
  store i8 %752, ptr addrspace(3) %753, align 4
  %754 = add i32 %676, %190
  %755 = sext i32 %754 to i64
  %756 = getelementptr i8, ptr addrspace(1) %0, i64 %755
  %757 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %756, i32 %40, i16 0) #5
  %758 = trunc i16 %757 to i8
  %759 = getelementptr i8, ptr addrspace(3) %675, i64 13
  store i8 %758, ptr addrspace(3) %759, align 1
  %760 = add i32 %676, %191
  %761 = sext i32 %760 to i64
  %762 = getelementptr i8, ptr addrspace(1) %0, i64 %761
  %763 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %762, i32 %40, i16 0) #5
  %764 = trunc i16 %763 to i8
  %765 = getelementptr i8, ptr addrspace(3) %675, i64 14
  store i8 %764, ptr addrspace(3) %765, align 2
  %766 = add i32 %676, %192
  %767 = sext i32 %766 to i64
  %768 = getelementptr i8, ptr addrspace(1) %0, i64 %767
  %769 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %768, i32 %40, i16 0) #5
  %770 = trunc i16 %769 to i8
  %771 = getelementptr i8, ptr addrspace(3) %675, i64 15
  store i8 %770, ptr addrspace(3) %771, align 1
  br label %.loopexit22

772:                                              ; preds = %.loopexit23
  %773 = select i1 %32, ptr addrspace(1) %671, ptr addrspace(1) %0
  %774 = ptrtoint ptr addrspace(3) %675 to i64
  %775 = trunc i64 %774 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %775, ptr addrspace(1) %773, i32 %41) #5
  br label %.loopexit22

.loopexit22:                                      ; preds = %.preheader21, %772
  %776 = add i32 %45, %648
  %777 = sext i32 %776 to i64
  %778 = getelementptr i8, ptr addrspace(1) %0, i64 %777
  %779 = ptrtoint ptr addrspace(1) %778 to i64
  %780 = and i64 %779, 15
  %781 = icmp eq i64 %780, 0
  %782 = getelementptr i8, ptr addrspace(3) %668, i64 %51
  br i1 %781, label %879, label %.preheader19

.preheader19:                                     ; preds = %.loopexit22
  %783 = add i32 %648, %44
  %784 = add i32 %783, %28
  %785 = sext i32 %784 to i64
  %786 = getelementptr i8, ptr addrspace(1) %0, i64 %785
  %787 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %786, i32 %52, i16 0) #5
  %788 = trunc i16 %787 to i8
  store i8 %788, ptr addrspace(3) %782, align 16
  %789 = add i32 %783, %193
  %790 = sext i32 %789 to i64
  %791 = getelementptr i8, ptr addrspace(1) %0, i64 %790
  %792 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %791, i32 %52, i16 0) #5
  %793 = trunc i16 %792 to i8
  %794 = getelementptr i8, ptr addrspace(3) %782, i64 1
  store i8 %793, ptr addrspace(3) %794, align 1
  %795 = add i32 %783, %194
  %796 = sext i32 %795 to i64
  %797 = getelementptr i8, ptr addrspace(1) %0, i64 %796
  %798 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %797, i32 %52, i16 0) #5
  %799 = trunc i16 %798 to i8
  %800 = getelementptr i8, ptr addrspace(3) %782, i64 2
  store i8 %799, ptr addrspace(3) %800, align 2
  %801 = add i32 %783, %195
  %802 = sext i32 %801 to i64
  %803 = getelementptr i8, ptr addrspace(1) %0, i64 %802
  %804 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %803, i32 %52, i16 0) #5
  %805 = trunc i16 %804 to i8
  %806 = getelementptr i8, ptr addrspace(3) %782, i64 3
  store i8 %805, ptr addrspace(3) %806, align 1
  %807 = add i32 %783, %196
  %808 = sext i32 %807 to i64
  %809 = getelementptr i8, ptr addrspace(1) %0, i64 %808
  %810 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %809, i32 %52, i16 0) #5
  %811 = trunc i16 %810 to i8
  %812 = getelementptr i8, ptr addrspace(3) %782, i64 4
  store i8 %811, ptr addrspace(3) %812, align 4
  %813 = add i32 %783, %197
  %814 = sext i32 %813 to i64
  %815 = getelementptr i8, ptr addrspace(1) %0, i64 %814
  %816 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %815, i32 %52, i16 0) #5
  %817 = trunc i16 %816 to i8
  %818 = getelementptr i8, ptr addrspace(3) %782, i64 5
  store i8 %817, ptr addrspace(3) %818, align 1
  %819 = add i32 %783, %198
  %820 = sext i32 %819 to i64
  %821 = getelementptr i8, ptr addrspace(1) %0, i64 %820
  %822 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %821, i32 %52, i16 0) #5
  %823 = trunc i16 %822 to i8
  %824 = getelementptr i8, ptr addrspace(3) %782, i64 6
  store i8 %823, ptr addrspace(3) %824, align 2
  %825 = add i32 %783, %199
  %826 = sext i32 %825 to i64
  %827 = getelementptr i8, ptr addrspace(1) %0, i64 %826
  %828 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %827, i32 %52, i16 0) #5
  %829 = trunc i16 %828 to i8
  %830 = getelementptr i8, ptr addrspace(3) %782, i64 7
  store i8 %829, ptr addrspace(3) %830, align 1
  %831 = add i32 %783, %200
  %832 = sext i32 %831 to i64
  %833 = getelementptr i8, ptr addrspace(1) %0, i64 %832
  %834 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %833, i32 %52, i16 0) #5
  %835 = trunc i16 %834 to i8
  %836 = getelementptr i8, ptr addrspace(3) %782, i64 8
  store i8 %835, ptr addrspace(3) %836, align 8
  %837 = add i32 %783, %201
  %838 = sext i32 %837 to i64
  %839 = getelementptr i8, ptr addrspace(1) %0, i64 %838
  %840 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %839, i32 %52, i16 0) #5
  %841 = trunc i16 %840 to i8
  %842 = getelementptr i8, ptr addrspace(3) %782, i64 9
  store i8 %841, ptr addrspace(3) %842, align 1
  %843 = add i32 %783, %202
  %844 = sext i32 %843 to i64
  %845 = getelementptr i8, ptr addrspace(1) %0, i64 %844
  %846 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %845, i32 %52, i16 0) #5
  %847 = trunc i16 %846 to i8
  %848 = getelementptr i8, ptr addrspace(3) %782, i64 10
  store i8 %847, ptr addrspace(3) %848, align 2
  %849 = add i32 %783, %203
  %850 = sext i32 %849 to i64
  %851 = getelementptr i8, ptr addrspace(1) %0, i64 %850
  %852 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %851, i32 %52, i16 0) #5
  %853 = trunc i16 %852 to i8
  %854 = getelementptr i8, ptr addrspace(3) %782, i64 11
  store i8 %853, ptr addrspace(3) %854, align 1
  %855 = add i32 %783, %204
  %856 = sext i32 %855 to i64
  %857 = getelementptr i8, ptr addrspace(1) %0, i64 %856
  %858 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %857, i32 %52, i16 0) #5
  %859 = trunc i16 %858 to i8
  %860 = getelementptr i8, ptr addrspace(3) %782, i64 12
  store i8 %859, ptr addrspace(3) %860, align 4
  %861 = add i32 %783, %205
  %862 = sext i32 %861 to i64
  %863 = getelementptr i8, ptr addrspace(1) %0, i64 %862
  %864 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %863, i32 %52, i16 0) #5
  %865 = trunc i16 %864 to i8
  %866 = getelementptr i8, ptr addrspace(3) %782, i64 13
  store i8 %865, ptr addrspace(3) %866, align 1
  %867 = add i32 %783, %206
  %868 = sext i32 %867 to i64
  %869 = getelementptr i8, ptr addrspace(1) %0, i64 %868
  %870 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %869, i32 %52, i16 0) #5
  %871 = trunc i16 %870 to i8
  %872 = getelementptr i8, ptr addrspace(3) %782, i64 14
  store i8 %871, ptr addrspace(3) %872, align 2
  %873 = add i32 %783, %207
  %874 = sext i32 %873 to i64
  %875 = getelementptr i8, ptr addrspace(1) %0, i64 %874
  %876 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %875, i32 %52, i16 0) #5
  %877 = trunc i16 %876 to i8
  %878 = getelementptr i8, ptr addrspace(3) %782, i64 15
  store i8 %877, ptr addrspace(3) %878, align 1
  br label %.loopexit20

879:                                              ; preds = %.loopexit22
  %880 = select i1 %46, ptr addrspace(1) %778, ptr addrspace(1) %0
  %881 = ptrtoint ptr addrspace(3) %782 to i64
  %882 = trunc i64 %881 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %882, ptr addrspace(1) %880, i32 %53) #5
  br label %.loopexit20

.loopexit20:                                      ; preds = %.preheader19, %879
  %883 = getelementptr i8, ptr addrspace(3) %668, i64 4096
  %884 = or disjoint i32 %56, %648
  %885 = mul i32 %884, %6
  %886 = add i32 %885, %58
  %887 = sext i32 %886 to i64
  %888 = getelementptr i8, ptr addrspace(1) %2, i64 %887
  %889 = ptrtoint ptr addrspace(1) %888 to i64
  %890 = and i64 %889, 15
  %891 = icmp eq i64 %890, 0
  %892 = getelementptr i8, ptr addrspace(3) %883, i64 %63
  br i1 %891, label %985, label %.preheader.preheader

.preheader.preheader:                             ; preds = %.loopexit20
  %893 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %888, i32 %209, i16 0) #5
  %894 = trunc i16 %893 to i8
  store i8 %894, ptr addrspace(3) %892, align 16
  %895 = add i32 %211, %885
  %896 = sext i32 %895 to i64
  %897 = getelementptr i8, ptr addrspace(1) %2, i64 %896
  %898 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %897, i32 %213, i16 0) #5
  %899 = trunc i16 %898 to i8
  %900 = getelementptr i8, ptr addrspace(3) %892, i64 1
  store i8 %899, ptr addrspace(3) %900, align 1
  %901 = add i32 %215, %885
  %902 = sext i32 %901 to i64
  %903 = getelementptr i8, ptr addrspace(1) %2, i64 %902
  %904 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %903, i32 %217, i16 0) #5
  %905 = trunc i16 %904 to i8
  %906 = getelementptr i8, ptr addrspace(3) %892, i64 2
  store i8 %905, ptr addrspace(3) %906, align 2
  %907 = add i32 %219, %885
  %908 = sext i32 %907 to i64
  %909 = getelementptr i8, ptr addrspace(1) %2, i64 %908
  %910 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %909, i32 %221, i16 0) #5
  %911 = trunc i16 %910 to i8
  %912 = getelementptr i8, ptr addrspace(3) %892, i64 3
  store i8 %911, ptr addrspace(3) %912, align 1
  %913 = add i32 %223, %885
  %914 = sext i32 %913 to i64
  %915 = getelementptr i8, ptr addrspace(1) %2, i64 %914
  %916 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %915, i32 %225, i16 0) #5
  %917 = trunc i16 %916 to i8
  %918 = getelementptr i8, ptr addrspace(3) %892, i64 4
  store i8 %917, ptr addrspace(3) %918, align 4
  %919 = add i32 %227, %885
  %920 = sext i32 %919 to i64
  %921 = getelementptr i8, ptr addrspace(1) %2, i64 %920
  %922 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %921, i32 %229, i16 0) #5
  %923 = trunc i16 %922 to i8
  %924 = getelementptr i8, ptr addrspace(3) %892, i64 5
  store i8 %923, ptr addrspace(3) %924, align 1
  %925 = add i32 %231, %885
  %926 = sext i32 %925 to i64
  %927 = getelementptr i8, ptr addrspace(1) %2, i64 %926
  %928 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %927, i32 %233, i16 0) #5
  %929 = trunc i16 %928 to i8
  %930 = getelementptr i8, ptr addrspace(3) %892, i64 6
  store i8 %929, ptr addrspace(3) %930, align 2
  %931 = add i32 %235, %885
  %932 = sext i32 %931 to i64
  %933 = getelementptr i8, ptr addrspace(1) %2, i64 %932
  %934 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %933, i32 %237, i16 0) #5
  %935 = trunc i16 %934 to i8
  %936 = getelementptr i8, ptr addrspace(3) %892, i64 7
  store i8 %935, ptr addrspace(3) %936, align 1
  %937 = add i32 %239, %885
  %938 = sext i32 %937 to i64
  %939 = getelementptr i8, ptr addrspace(1) %2, i64 %938
  %940 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %939, i32 %241, i16 0) #5
  %941 = trunc i16 %940 to i8
  %942 = getelementptr i8, ptr addrspace(3) %892, i64 8
  store i8 %941, ptr addrspace(3) %942, align 8
  %943 = add i32 %243, %885
  %944 = sext i32 %943 to i64
  %945 = getelementptr i8, ptr addrspace(1) %2, i64 %944
  %946 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %945, i32 %245, i16 0) #5
  %947 = trunc i16 %946 to i8
  %948 = getelementptr i8, ptr addrspace(3) %892, i64 9
  store i8 %947, ptr addrspace(3) %948, align 1
  %949 = add i32 %247, %885
  %950 = sext i32 %949 to i64
  %951 = getelementptr i8, ptr addrspace(1) %2, i64 %950
  %952 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %951, i32 %249, i16 0) #5
  %953 = trunc i16 %952 to i8
  %954 = getelementptr i8, ptr addrspace(3) %892, i64 10
  store i8 %953, ptr addrspace(3) %954, align 2
  %955 = add i32 %251, %885
  %956 = sext i32 %955 to i64
  %957 = getelementptr i8, ptr addrspace(1) %2, i64 %956
  %958 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %957, i32 %253, i16 0) #5
  %959 = trunc i16 %958 to i8
  %960 = getelementptr i8, ptr addrspace(3) %892, i64 11
  store i8 %959, ptr addrspace(3) %960, align 1
  %961 = add i32 %255, %885
  %962 = sext i32 %961 to i64
  %963 = getelementptr i8, ptr addrspace(1) %2, i64 %962
  %964 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %963, i32 %257, i16 0) #5
  %965 = trunc i16 %964 to i8
  %966 = getelementptr i8, ptr addrspace(3) %892, i64 12
  store i8 %965, ptr addrspace(3) %966, align 4
  %967 = add i32 %259, %885
  %968 = sext i32 %967 to i64
  %969 = getelementptr i8, ptr addrspace(1) %2, i64 %968
  %970 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %969, i32 %261, i16 0) #5
  %971 = trunc i16 %970 to i8
  %972 = getelementptr i8, ptr addrspace(3) %892, i64 13
  store i8 %971, ptr addrspace(3) %972, align 1
  %973 = add i32 %263, %885
  %974 = sext i32 %973 to i64
  %975 = getelementptr i8, ptr addrspace(1) %2, i64 %974
  %976 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %975, i32 %265, i16 0) #5
  %977 = trunc i16 %976 to i8
  %978 = getelementptr i8, ptr addrspace(3) %892, i64 14
  store i8 %977, ptr addrspace(3) %978, align 2
  %979 = add i32 %267, %885
  %980 = sext i32 %979 to i64
  %981 = getelementptr i8, ptr addrspace(1) %2, i64 %980
  %982 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %981, i32 %269, i16 0) #5
  %983 = trunc i16 %982 to i8
  %984 = getelementptr i8, ptr addrspace(3) %892, i64 15
  store i8 %983, ptr addrspace(3) %984, align 1
  br label %.loopexit18

985:                                              ; preds = %.loopexit20
  %986 = select i1 %67, ptr addrspace(1) %2, ptr addrspace(1) %888
  %987 = ptrtoint ptr addrspace(3) %892 to i64
  %988 = trunc i64 %987 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %988, ptr addrspace(1) %986, i32 %70) #5
  br label %.loopexit18

.loopexit18:                                      ; preds = %.preheader.preheader, %985
  %989 = getelementptr i8, ptr addrspace(3) %668, i64 6144
  %990 = getelementptr i8, ptr addrspace(3) %989, i64 %74
  %991 = add i32 %665, %76
  %992 = sext i32 %991 to i64
  %993 = getelementptr i8, ptr addrspace(1) %1, i64 %992
  %994 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %993, i32 %78, i16 0) #5
  %995 = trunc i16 %994 to i8
  store i8 %995, ptr addrspace(3) %990, align 4
  br i1 %79, label %.loopexit, label %1003

.loopexit:                                        ; preds = %.loopexit18
  %996 = getelementptr i8, ptr addrspace(3) %668, i64 6656
  %997 = getelementptr i8, ptr addrspace(3) %996, i64 %74
  %998 = add i32 %665, %81
  %999 = sext i32 %998 to i64
  %1000 = getelementptr i8, ptr addrspace(1) %3, i64 %999
  %1001 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1000, i32 %83, i16 0) #5
  %1002 = trunc i16 %1001 to i8
  store i8 %1002, ptr addrspace(3) %997, align 4
  br label %1003

1003:                                             ; preds = %.loopexit, %.loopexit18, %647
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %1004 = add i32 %616, 1
  %1005 = icmp eq i32 %1004, 4
  %1006 = select i1 %1005, i32 0, i32 %1004
  %1007 = add i32 %615, 1
  %1008 = add i32 %617, 32
  %1009 = icmp slt i32 %1008, %7
  br i1 %1009, label %614, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %1003
  %1010 = icmp ult i32 %615, 2147483647
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.preheader24
  %.lcssa = phi i1 [ false, %.preheader24 ], [ %1010, %._crit_edge.loopexit ]
  br i1 %15, label %1011, label %.preheader

1011:                                             ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 32)) #5
  br label %.preheader

.preheader:                                       ; preds = %1011, %._crit_edge
  br label %1012

1012:                                             ; preds = %.preheader, %1012
  %1013 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 32), i32 0) #5
  %1014 = icmp eq i32 %1013, 0
  br i1 %1014, label %1012, label %1015

1015:                                             ; preds = %1012
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %1016 = shl nuw nsw i32 %9, 16
  %1017 = and i32 %1016, 6291456
  %1018 = add i32 %22, %1017
  %1019 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %1018) #5
  %1020 = add i32 %1018, 32
  %1021 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %1020) #5
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #5
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %19, label %1022, label %1023

1022:                                             ; preds = %1015
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 128;", "r,~{memory}"(i32 %22) #5
  br label %1023

1023:                                             ; preds = %1022, %1015
  br i1 %15, label %1024, label %1025

1024:                                             ; preds = %1023
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 8)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 16)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 24)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 32)) #5
  br label %1025

1025:                                             ; preds = %1024, %1023
  %1026 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 31
  %1027 = bitcast i32 %1026 to float
  %1028 = fadd float %1027, 0.000000e+00
  %1029 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 30
  %1030 = bitcast i32 %1029 to float
  %1031 = fadd float %1030, 0.000000e+00
  %1032 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 29
  %1033 = bitcast i32 %1032 to float
  %1034 = fadd float %1033, 0.000000e+00
  %1035 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 28
  %1036 = bitcast i32 %1035 to float
  %1037 = fadd float %1036, 0.000000e+00
  %1038 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 27
  %1039 = bitcast i32 %1038 to float
  %1040 = fadd float %1039, 0.000000e+00
  %1041 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 26
  %1042 = bitcast i32 %1041 to float
  %1043 = fadd float %1042, 0.000000e+00
  %1044 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 25
  %1045 = bitcast i32 %1044 to float
  %1046 = fadd float %1045, 0.000000e+00
  %1047 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 24
  %1048 = bitcast i32 %1047 to float
  %1049 = fadd float %1048, 0.000000e+00
  %1050 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 23
  %1051 = bitcast i32 %1050 to float
  %1052 = fadd float %1051, 0.000000e+00
  %1053 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 22
  %1054 = bitcast i32 %1053 to float
  %1055 = fadd float %1054, 0.000000e+00
  %1056 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 21
  %1057 = bitcast i32 %1056 to float
  %1058 = fadd float %1057, 0.000000e+00
  %1059 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 20
  %1060 = bitcast i32 %1059 to float
  %1061 = fadd float %1060, 0.000000e+00
  %1062 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 19
  %1063 = bitcast i32 %1062 to float
  %1064 = fadd float %1063, 0.000000e+00
  %1065 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 18
  %1066 = bitcast i32 %1065 to float
  %1067 = fadd float %1066, 0.000000e+00
  %1068 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 17
  %1069 = bitcast i32 %1068 to float
  %1070 = fadd float %1069, 0.000000e+00
  %1071 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 16
  %1072 = bitcast i32 %1071 to float
  %1073 = fadd float %1072, 0.000000e+00
  %1074 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 15
  %1075 = bitcast i32 %1074 to float
  %1076 = fadd float %1075, 0.000000e+00
  %1077 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 14
  %1078 = bitcast i32 %1077 to float
  %1079 = fadd float %1078, 0.000000e+00
  %1080 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 13
  %1081 = bitcast i32 %1080 to float
  %1082 = fadd float %1081, 0.000000e+00
  %1083 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 12
  %1084 = bitcast i32 %1083 to float
  %1085 = fadd float %1084, 0.000000e+00
  %1086 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 11
  %1087 = bitcast i32 %1086 to float
  %1088 = fadd float %1087, 0.000000e+00
  %1089 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 10
  %1090 = bitcast i32 %1089 to float
  %1091 = fadd float %1090, 0.000000e+00
  %1092 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 9
  %1093 = bitcast i32 %1092 to float
  %1094 = fadd float %1093, 0.000000e+00
  %1095 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 8
  %1096 = bitcast i32 %1095 to float
  %1097 = fadd float %1096, 0.000000e+00
  %1098 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 7
  %1099 = bitcast i32 %1098 to float
  %1100 = fadd float %1099, 0.000000e+00
  %1101 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 6
  %1102 = bitcast i32 %1101 to float
  %1103 = fadd float %1102, 0.000000e+00
  %1104 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 5
  %1105 = bitcast i32 %1104 to float
  %1106 = fadd float %1105, 0.000000e+00
  %1107 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 4
  %1108 = bitcast i32 %1107 to float
  %1109 = fadd float %1108, 0.000000e+00
  %1110 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 3
  %1111 = bitcast i32 %1110 to float
  %1112 = fadd float %1111, 0.000000e+00
  %1113 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 2
  %1114 = bitcast i32 %1113 to float
  %1115 = fadd float %1114, 0.000000e+00
  %1116 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 1
  %1117 = bitcast i32 %1116 to float
  %1118 = fadd float %1117, 0.000000e+00
  %1119 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1021, 0
  %1120 = bitcast i32 %1119 to float
  %1121 = fadd float %1120, 0.000000e+00
  %1122 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 31
  %1123 = bitcast i32 %1122 to float
  %1124 = fadd float %1123, 0.000000e+00
  %1125 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 30
  %1126 = bitcast i32 %1125 to float
  %1127 = fadd float %1126, 0.000000e+00
  %1128 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 29
  %1129 = bitcast i32 %1128 to float
  %1130 = fadd float %1129, 0.000000e+00
  %1131 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 28
  %1132 = bitcast i32 %1131 to float
  %1133 = fadd float %1132, 0.000000e+00
  %1134 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 27
  %1135 = bitcast i32 %1134 to float
  %1136 = fadd float %1135, 0.000000e+00
  %1137 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 26
  %1138 = bitcast i32 %1137 to float
  %1139 = fadd float %1138, 0.000000e+00
  %1140 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 25
  %1141 = bitcast i32 %1140 to float
  %1142 = fadd float %1141, 0.000000e+00
  %1143 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 24
  %1144 = bitcast i32 %1143 to float
  %1145 = fadd float %1144, 0.000000e+00
  %1146 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 23
  %1147 = bitcast i32 %1146 to float
  %1148 = fadd float %1147, 0.000000e+00
  %1149 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 22
  %1150 = bitcast i32 %1149 to float
  %1151 = fadd float %1150, 0.000000e+00
  %1152 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 21
  %1153 = bitcast i32 %1152 to float
  %1154 = fadd float %1153, 0.000000e+00
  %1155 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 20
  %1156 = bitcast i32 %1155 to float
  %1157 = fadd float %1156, 0.000000e+00
  %1158 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 19
  %1159 = bitcast i32 %1158 to float
  %1160 = fadd float %1159, 0.000000e+00
  %1161 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 18
  %1162 = bitcast i32 %1161 to float
  %1163 = fadd float %1162, 0.000000e+00
  %1164 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 17
  %1165 = bitcast i32 %1164 to float
  %1166 = fadd float %1165, 0.000000e+00
  %1167 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 16
  %1168 = bitcast i32 %1167 to float
  %1169 = fadd float %1168, 0.000000e+00
  %1170 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 15
  %1171 = bitcast i32 %1170 to float
  %1172 = fadd float %1171, 0.000000e+00
  %1173 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 14
  %1174 = bitcast i32 %1173 to float
  %1175 = fadd float %1174, 0.000000e+00
  %1176 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 13
  %1177 = bitcast i32 %1176 to float
  %1178 = fadd float %1177, 0.000000e+00
  %1179 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 12
  %1180 = bitcast i32 %1179 to float
  %1181 = fadd float %1180, 0.000000e+00
  %1182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 11
  %1183 = bitcast i32 %1182 to float
  %1184 = fadd float %1183, 0.000000e+00
  %1185 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 10
  %1186 = bitcast i32 %1185 to float
  %1187 = fadd float %1186, 0.000000e+00
  %1188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 9
  %1189 = bitcast i32 %1188 to float
  %1190 = fadd float %1189, 0.000000e+00
  %1191 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 8
  %1192 = bitcast i32 %1191 to float
  %1193 = fadd float %1192, 0.000000e+00
  %1194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 7
  %1195 = bitcast i32 %1194 to float
  %1196 = fadd float %1195, 0.000000e+00
  %1197 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 6
  %1198 = bitcast i32 %1197 to float
  %1199 = fadd float %1198, 0.000000e+00
  %1200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 5
  %1201 = bitcast i32 %1200 to float
  %1202 = fadd float %1201, 0.000000e+00
  %1203 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 4
  %1204 = bitcast i32 %1203 to float
  %1205 = fadd float %1204, 0.000000e+00
  %1206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 3
  %1207 = bitcast i32 %1206 to float
  %1208 = fadd float %1207, 0.000000e+00
  %1209 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 2
  %1210 = bitcast i32 %1209 to float
  %1211 = fadd float %1210, 0.000000e+00
  %1212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 1
  %1213 = bitcast i32 %1212 to float
  %1214 = fadd float %1213, 0.000000e+00
  %1215 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1019, 0
  %1216 = bitcast i32 %1215 to float
  %1217 = fadd float %1216, 0.000000e+00
  %1218 = mul i32 %6, %75
  %1219 = add i32 %1218, %13
  %1220 = sext i32 %1219 to i64
  %1221 = getelementptr float, ptr addrspace(1) %4, i64 %1220
  %1222 = icmp slt i32 %13, %6
  %1223 = and i1 %77, %1222
  %1224 = or disjoint i32 %13, 1
  %1225 = icmp slt i32 %1224, %6
  %1226 = and i1 %77, %1225
  %1227 = or disjoint i32 %13, 2
  %1228 = icmp slt i32 %1227, %6
  %1229 = and i1 %77, %1228
  %1230 = or disjoint i32 %13, 3
  %1231 = icmp slt i32 %1230, %6
  %1232 = and i1 %77, %1231
  %1233 = ptrtoint ptr addrspace(1) %1221 to i64
  %1234 = and i64 %1233, 15
  %1235 = icmp eq i64 %1234, 0
  %1236 = and i1 %1232, %1235
  %1237 = xor i1 %1223, %1236
  %1238 = xor i1 %1226, %1236
  %1239 = xor i1 %1229, %1236
  %1240 = xor i1 %1232, %1236
  %1241 = zext i1 %1236 to i32
  %1242 = bitcast float %1217 to i32
  %1243 = select i1 %.lcssa, i32 %1242, i32 0
  %1244 = bitcast float %1214 to i32
  %1245 = select i1 %.lcssa, i32 %1244, i32 0
  %1246 = bitcast float %1211 to i32
  %1247 = select i1 %.lcssa, i32 %1246, i32 0
  %1248 = bitcast float %1208 to i32
  %1249 = select i1 %.lcssa, i32 %1248, i32 0
  %1250 = zext i1 %1237 to i32
  %1251 = zext i1 %1238 to i32
  %1252 = zext i1 %1239 to i32
  %1253 = zext i1 %1240 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1241, i32 %1243, i32 %1245, i32 %1247, i32 %1249, ptr addrspace(1) %1221, i32 %1250, i32 %1251, i32 %1252, i32 %1253) #5
  %1254 = or disjoint i32 %13, 4
  %1255 = add i32 %1218, %1254
  %1256 = sext i32 %1255 to i64
  %1257 = getelementptr float, ptr addrspace(1) %4, i64 %1256
  %1258 = icmp slt i32 %1254, %6
  %1259 = and i1 %77, %1258
  %1260 = or disjoint i32 %13, 5
  %1261 = icmp slt i32 %1260, %6
  %1262 = and i1 %77, %1261
  %1263 = or disjoint i32 %13, 6
  %1264 = icmp slt i32 %1263, %6
  %1265 = and i1 %77, %1264
  %1266 = or disjoint i32 %13, 7
  %1267 = icmp slt i32 %1266, %6
  %1268 = and i1 %77, %1267
  %1269 = ptrtoint ptr addrspace(1) %1257 to i64
  %1270 = and i64 %1269, 15
  %1271 = icmp eq i64 %1270, 0
  %1272 = and i1 %1268, %1271
  %1273 = xor i1 %1259, %1272
  %1274 = xor i1 %1262, %1272
  %1275 = xor i1 %1265, %1272
  %1276 = xor i1 %1268, %1272
  %1277 = zext i1 %1272 to i32
  %1278 = bitcast float %1205 to i32
  %1279 = select i1 %.lcssa, i32 %1278, i32 0
  %1280 = bitcast float %1202 to i32
  %1281 = select i1 %.lcssa, i32 %1280, i32 0
  %1282 = bitcast float %1199 to i32
  %1283 = select i1 %.lcssa, i32 %1282, i32 0
  %1284 = bitcast float %1196 to i32
  %1285 = select i1 %.lcssa, i32 %1284, i32 0
  %1286 = zext i1 %1273 to i32
  %1287 = zext i1 %1274 to i32
  %1288 = zext i1 %1275 to i32
  %1289 = zext i1 %1276 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1277, i32 %1279, i32 %1281, i32 %1283, i32 %1285, ptr addrspace(1) %1257, i32 %1286, i32 %1287, i32 %1288, i32 %1289) #5
  %1290 = or disjoint i32 %13, 8
  %1291 = add i32 %1218, %1290
  %1292 = sext i32 %1291 to i64
  %1293 = getelementptr float, ptr addrspace(1) %4, i64 %1292
  %1294 = icmp slt i32 %1290, %6
  %1295 = and i1 %77, %1294
  %1296 = or disjoint i32 %13, 9
  %1297 = icmp slt i32 %1296, %6
  %1298 = and i1 %77, %1297
  %1299 = or disjoint i32 %13, 10
  %1300 = icmp slt i32 %1299, %6
  %1301 = and i1 %77, %1300
  %1302 = or disjoint i32 %13, 11
  %1303 = icmp slt i32 %1302, %6
  %1304 = and i1 %77, %1303
  %1305 = ptrtoint ptr addrspace(1) %1293 to i64
  %1306 = and i64 %1305, 15
  %1307 = icmp eq i64 %1306, 0
  %1308 = and i1 %1304, %1307
  %1309 = xor i1 %1295, %1308
  %1310 = xor i1 %1298, %1308
  %1311 = xor i1 %1301, %1308
  %1312 = xor i1 %1304, %1308
  %1313 = zext i1 %1308 to i32
  %1314 = bitcast float %1193 to i32
  %1315 = select i1 %.lcssa, i32 %1314, i32 0
  %1316 = bitcast float %1190 to i32
  %1317 = select i1 %.lcssa, i32 %1316, i32 0
  %1318 = bitcast float %1187 to i32
  %1319 = select i1 %.lcssa, i32 %1318, i32 0
  %1320 = bitcast float %1184 to i32
  %1321 = select i1 %.lcssa, i32 %1320, i32 0
  %1322 = zext i1 %1309 to i32
  %1323 = zext i1 %1310 to i32
  %1324 = zext i1 %1311 to i32
  %1325 = zext i1 %1312 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1313, i32 %1315, i32 %1317, i32 %1319, i32 %1321, ptr addrspace(1) %1293, i32 %1322, i32 %1323, i32 %1324, i32 %1325) #5
  %1326 = or disjoint i32 %13, 12
  %1327 = add i32 %1218, %1326
  %1328 = sext i32 %1327 to i64
  %1329 = getelementptr float, ptr addrspace(1) %4, i64 %1328
  %1330 = icmp slt i32 %1326, %6
  %1331 = and i1 %77, %1330
  %1332 = or disjoint i32 %13, 13
  %1333 = icmp slt i32 %1332, %6
  %1334 = and i1 %77, %1333
  %1335 = or disjoint i32 %13, 14
  %1336 = icmp slt i32 %1335, %6
  %1337 = and i1 %77, %1336
  %1338 = or disjoint i32 %13, 15
  %1339 = icmp slt i32 %1338, %6
  %1340 = and i1 %77, %1339
  %1341 = ptrtoint ptr addrspace(1) %1329 to i64
  %1342 = and i64 %1341, 15
  %1343 = icmp eq i64 %1342, 0
  %1344 = and i1 %1340, %1343
  %1345 = xor i1 %1331, %1344
  %1346 = xor i1 %1334, %1344
  %1347 = xor i1 %1337, %1344
  %1348 = xor i1 %1340, %1344
  %1349 = zext i1 %1344 to i32
  %1350 = bitcast float %1181 to i32
  %1351 = select i1 %.lcssa, i32 %1350, i32 0
  %1352 = bitcast float %1178 to i32
  %1353 = select i1 %.lcssa, i32 %1352, i32 0
  %1354 = bitcast float %1175 to i32
  %1355 = select i1 %.lcssa, i32 %1354, i32 0
  %1356 = bitcast float %1172 to i32
  %1357 = select i1 %.lcssa, i32 %1356, i32 0
  %1358 = zext i1 %1345 to i32
  %1359 = zext i1 %1346 to i32
  %1360 = zext i1 %1347 to i32
  %1361 = zext i1 %1348 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1349, i32 %1351, i32 %1353, i32 %1355, i32 %1357, ptr addrspace(1) %1329, i32 %1358, i32 %1359, i32 %1360, i32 %1361) #5
  %1362 = or disjoint i32 %13, 16
  %1363 = add i32 %1218, %1362
  %1364 = sext i32 %1363 to i64
  %1365 = getelementptr float, ptr addrspace(1) %4, i64 %1364
  %1366 = icmp slt i32 %1362, %6
  %1367 = and i1 %77, %1366
  %1368 = or disjoint i32 %13, 17
  %1369 = icmp slt i32 %1368, %6
  %1370 = and i1 %77, %1369
  %1371 = or disjoint i32 %13, 18
  %1372 = icmp slt i32 %1371, %6
  %1373 = and i1 %77, %1372
  %1374 = or disjoint i32 %13, 19
  %1375 = icmp slt i32 %1374, %6
  %1376 = and i1 %77, %1375
  %1377 = ptrtoint ptr addrspace(1) %1365 to i64
  %1378 = and i64 %1377, 15
  %1379 = icmp eq i64 %1378, 0
  %1380 = and i1 %1376, %1379
  %1381 = xor i1 %1367, %1380
  %1382 = xor i1 %1370, %1380
  %1383 = xor i1 %1373, %1380
  %1384 = xor i1 %1376, %1380
  %1385 = zext i1 %1380 to i32
  %1386 = bitcast float %1169 to i32
  %1387 = select i1 %.lcssa, i32 %1386, i32 0
  %1388 = bitcast float %1166 to i32
  %1389 = select i1 %.lcssa, i32 %1388, i32 0
  %1390 = bitcast float %1163 to i32
  %1391 = select i1 %.lcssa, i32 %1390, i32 0
  %1392 = bitcast float %1160 to i32
  %1393 = select i1 %.lcssa, i32 %1392, i32 0
  %1394 = zext i1 %1381 to i32
  %1395 = zext i1 %1382 to i32
  %1396 = zext i1 %1383 to i32
  %1397 = zext i1 %1384 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1385, i32 %1387, i32 %1389, i32 %1391, i32 %1393, ptr addrspace(1) %1365, i32 %1394, i32 %1395, i32 %1396, i32 %1397) #5
  %1398 = or disjoint i32 %13, 20
  %1399 = add i32 %1218, %1398
  %1400 = sext i32 %1399 to i64
  %1401 = getelementptr float, ptr addrspace(1) %4, i64 %1400
  %1402 = icmp slt i32 %1398, %6
  %1403 = and i1 %77, %1402
  %1404 = or disjoint i32 %13, 21
  %1405 = icmp slt i32 %1404, %6
  %1406 = and i1 %77, %1405
  %1407 = or disjoint i32 %13, 22
  %1408 = icmp slt i32 %1407, %6
  %1409 = and i1 %77, %1408
  %1410 = or disjoint i32 %13, 23
  %1411 = icmp slt i32 %1410, %6
  %1412 = and i1 %77, %1411
  %1413 = ptrtoint ptr addrspace(1) %1401 to i64
  %1414 = and i64 %1413, 15
  %1415 = icmp eq i64 %1414, 0
  %1416 = and i1 %1412, %1415
  %1417 = xor i1 %1403, %1416
  %1418 = xor i1 %1406, %1416
  %1419 = xor i1 %1409, %1416
  %1420 = xor i1 %1412, %1416
  %1421 = zext i1 %1416 to i32
  %1422 = bitcast float %1157 to i32
  %1423 = select i1 %.lcssa, i32 %1422, i32 0
  %1424 = bitcast float %1154 to i32
  %1425 = select i1 %.lcssa, i32 %1424, i32 0
  %1426 = bitcast float %1151 to i32
  %1427 = select i1 %.lcssa, i32 %1426, i32 0
  %1428 = bitcast float %1148 to i32
  %1429 = select i1 %.lcssa, i32 %1428, i32 0
  %1430 = zext i1 %1417 to i32
  %1431 = zext i1 %1418 to i32
  %1432 = zext i1 %1419 to i32
  %1433 = zext i1 %1420 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1421, i32 %1423, i32 %1425, i32 %1427, i32 %1429, ptr addrspace(1) %1401, i32 %1430, i32 %1431, i32 %1432, i32 %1433) #5
  %1434 = or disjoint i32 %13, 24
  %1435 = add i32 %1218, %1434
  %1436 = sext i32 %1435 to i64
  %1437 = getelementptr float, ptr addrspace(1) %4, i64 %1436
  %1438 = icmp slt i32 %1434, %6
  %1439 = and i1 %77, %1438
  %1440 = or disjoint i32 %13, 25
  %1441 = icmp slt i32 %1440, %6
  %1442 = and i1 %77, %1441
  %1443 = or disjoint i32 %13, 26
  %1444 = icmp slt i32 %1443, %6
  %1445 = and i1 %77, %1444
  %1446 = or disjoint i32 %13, 27
  %1447 = icmp slt i32 %1446, %6
  %1448 = and i1 %77, %1447
  %1449 = ptrtoint ptr addrspace(1) %1437 to i64
  %1450 = and i64 %1449, 15
  %1451 = icmp eq i64 %1450, 0
  %1452 = and i1 %1448, %1451
  %1453 = xor i1 %1439, %1452
  %1454 = xor i1 %1442, %1452
  %1455 = xor i1 %1445, %1452
  %1456 = xor i1 %1448, %1452
  %1457 = zext i1 %1452 to i32
  %1458 = bitcast float %1145 to i32
  %1459 = select i1 %.lcssa, i32 %1458, i32 0
  %1460 = bitcast float %1142 to i32
  %1461 = select i1 %.lcssa, i32 %1460, i32 0
  %1462 = bitcast float %1139 to i32
  %1463 = select i1 %.lcssa, i32 %1462, i32 0
  %1464 = bitcast float %1136 to i32
  %1465 = select i1 %.lcssa, i32 %1464, i32 0
  %1466 = zext i1 %1453 to i32
  %1467 = zext i1 %1454 to i32
  %1468 = zext i1 %1455 to i32
  %1469 = zext i1 %1456 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1457, i32 %1459, i32 %1461, i32 %1463, i32 %1465, ptr addrspace(1) %1437, i32 %1466, i32 %1467, i32 %1468, i32 %1469) #5
  %1470 = or disjoint i32 %13, 28
  %1471 = add i32 %1218, %1470
  %1472 = sext i32 %1471 to i64
  %1473 = getelementptr float, ptr addrspace(1) %4, i64 %1472
  %1474 = icmp slt i32 %1470, %6
  %1475 = and i1 %77, %1474
  %1476 = or disjoint i32 %13, 29
  %1477 = icmp slt i32 %1476, %6
  %1478 = and i1 %77, %1477
  %1479 = or disjoint i32 %13, 30
  %1480 = icmp slt i32 %1479, %6
  %1481 = and i1 %77, %1480
  %1482 = or disjoint i32 %13, 31
  %1483 = icmp slt i32 %1482, %6
  %1484 = and i1 %77, %1483
  %1485 = ptrtoint ptr addrspace(1) %1473 to i64
  %1486 = and i64 %1485, 15
  %1487 = icmp eq i64 %1486, 0
  %1488 = and i1 %1484, %1487
  %1489 = xor i1 %1475, %1488
  %1490 = xor i1 %1478, %1488
  %1491 = xor i1 %1481, %1488
  %1492 = xor i1 %1484, %1488
  %1493 = zext i1 %1488 to i32
  %1494 = bitcast float %1133 to i32
  %1495 = select i1 %.lcssa, i32 %1494, i32 0
  %1496 = bitcast float %1130 to i32
  %1497 = select i1 %.lcssa, i32 %1496, i32 0
  %1498 = bitcast float %1127 to i32
  %1499 = select i1 %.lcssa, i32 %1498, i32 0
  %1500 = bitcast float %1124 to i32
  %1501 = select i1 %.lcssa, i32 %1500, i32 0
  %1502 = zext i1 %1489 to i32
  %1503 = zext i1 %1490 to i32
  %1504 = zext i1 %1491 to i32
  %1505 = zext i1 %1492 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1493, i32 %1495, i32 %1497, i32 %1499, i32 %1501, ptr addrspace(1) %1473, i32 %1502, i32 %1503, i32 %1504, i32 %1505) #5
  %1506 = or disjoint i32 %13, 32
  %1507 = add i32 %1218, %1506
  %1508 = sext i32 %1507 to i64
  %1509 = getelementptr float, ptr addrspace(1) %4, i64 %1508
  %1510 = icmp slt i32 %1506, %6
  %1511 = and i1 %77, %1510
  %1512 = or disjoint i32 %13, 33
  %1513 = icmp slt i32 %1512, %6
  %1514 = and i1 %77, %1513
  %1515 = or disjoint i32 %13, 34
  %1516 = icmp slt i32 %1515, %6
  %1517 = and i1 %77, %1516
  %1518 = or disjoint i32 %13, 35
  %1519 = icmp slt i32 %1518, %6
  %1520 = and i1 %77, %1519
  %1521 = ptrtoint ptr addrspace(1) %1509 to i64
  %1522 = and i64 %1521, 15
  %1523 = icmp eq i64 %1522, 0
  %1524 = and i1 %1520, %1523
  %1525 = xor i1 %1511, %1524
  %1526 = xor i1 %1514, %1524
  %1527 = xor i1 %1517, %1524
  %1528 = xor i1 %1520, %1524
  %1529 = zext i1 %1524 to i32
  %1530 = bitcast float %1121 to i32
  %1531 = select i1 %.lcssa, i32 %1530, i32 0
  %1532 = bitcast float %1118 to i32
  %1533 = select i1 %.lcssa, i32 %1532, i32 0
  %1534 = bitcast float %1115 to i32
  %1535 = select i1 %.lcssa, i32 %1534, i32 0
  %1536 = bitcast float %1112 to i32
  %1537 = select i1 %.lcssa, i32 %1536, i32 0
  %1538 = zext i1 %1525 to i32
  %1539 = zext i1 %1526 to i32
  %1540 = zext i1 %1527 to i32
  %1541 = zext i1 %1528 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1529, i32 %1531, i32 %1533, i32 %1535, i32 %1537, ptr addrspace(1) %1509, i32 %1538, i32 %1539, i32 %1540, i32 %1541) #5
  %1542 = or disjoint i32 %13, 36
  %1543 = add i32 %1218, %1542
  %1544 = sext i32 %1543 to i64
  %1545 = getelementptr float, ptr addrspace(1) %4, i64 %1544
  %1546 = icmp slt i32 %1542, %6
  %1547 = and i1 %77, %1546
  %1548 = or disjoint i32 %13, 37
  %1549 = icmp slt i32 %1548, %6
  %1550 = and i1 %77, %1549
  %1551 = or disjoint i32 %13, 38
  %1552 = icmp slt i32 %1551, %6
  %1553 = and i1 %77, %1552
  %1554 = or disjoint i32 %13, 39
  %1555 = icmp slt i32 %1554, %6
  %1556 = and i1 %77, %1555
  %1557 = ptrtoint ptr addrspace(1) %1545 to i64
  %1558 = and i64 %1557, 15
  %1559 = icmp eq i64 %1558, 0
  %1560 = and i1 %1556, %1559
  %1561 = xor i1 %1547, %1560
  %1562 = xor i1 %1550, %1560
  %1563 = xor i1 %1553, %1560
  %1564 = xor i1 %1556, %1560
  %1565 = zext i1 %1560 to i32
  %1566 = bitcast float %1109 to i32
  %1567 = select i1 %.lcssa, i32 %1566, i32 0
  %1568 = bitcast float %1106 to i32
  %1569 = select i1 %.lcssa, i32 %1568, i32 0
  %1570 = bitcast float %1103 to i32
  %1571 = select i1 %.lcssa, i32 %1570, i32 0
  %1572 = bitcast float %1100 to i32
  %1573 = select i1 %.lcssa, i32 %1572, i32 0
  %1574 = zext i1 %1561 to i32
  %1575 = zext i1 %1562 to i32
  %1576 = zext i1 %1563 to i32
  %1577 = zext i1 %1564 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1565, i32 %1567, i32 %1569, i32 %1571, i32 %1573, ptr addrspace(1) %1545, i32 %1574, i32 %1575, i32 %1576, i32 %1577) #5
  %1578 = or disjoint i32 %13, 40
  %1579 = add i32 %1218, %1578
  %1580 = sext i32 %1579 to i64
  %1581 = getelementptr float, ptr addrspace(1) %4, i64 %1580
  %1582 = icmp slt i32 %1578, %6
  %1583 = and i1 %77, %1582
  %1584 = or disjoint i32 %13, 41
  %1585 = icmp slt i32 %1584, %6
  %1586 = and i1 %77, %1585
  %1587 = or disjoint i32 %13, 42
  %1588 = icmp slt i32 %1587, %6
  %1589 = and i1 %77, %1588
  %1590 = or disjoint i32 %13, 43
  %1591 = icmp slt i32 %1590, %6
  %1592 = and i1 %77, %1591
  %1593 = ptrtoint ptr addrspace(1) %1581 to i64
  %1594 = and i64 %1593, 15
  %1595 = icmp eq i64 %1594, 0
  %1596 = and i1 %1592, %1595
  %1597 = xor i1 %1583, %1596
  %1598 = xor i1 %1586, %1596
  %1599 = xor i1 %1589, %1596
  %1600 = xor i1 %1592, %1596
  %1601 = zext i1 %1596 to i32
  %1602 = bitcast float %1097 to i32
  %1603 = select i1 %.lcssa, i32 %1602, i32 0
  %1604 = bitcast float %1094 to i32
  %1605 = select i1 %.lcssa, i32 %1604, i32 0
  %1606 = bitcast float %1091 to i32
  %1607 = select i1 %.lcssa, i32 %1606, i32 0
  %1608 = bitcast float %1088 to i32
  %1609 = select i1 %.lcssa, i32 %1608, i32 0
  %1610 = zext i1 %1597 to i32
  %1611 = zext i1 %1598 to i32
  %1612 = zext i1 %1599 to i32
  %1613 = zext i1 %1600 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1601, i32 %1603, i32 %1605, i32 %1607, i32 %1609, ptr addrspace(1) %1581, i32 %1610, i32 %1611, i32 %1612, i32 %1613) #5
  %1614 = or disjoint i32 %13, 44
  %1615 = add i32 %1218, %1614
  %1616 = sext i32 %1615 to i64
  %1617 = getelementptr float, ptr addrspace(1) %4, i64 %1616
  %1618 = icmp slt i32 %1614, %6
  %1619 = and i1 %77, %1618
  %1620 = or disjoint i32 %13, 45
  %1621 = icmp slt i32 %1620, %6
  %1622 = and i1 %77, %1621
  %1623 = or disjoint i32 %13, 46
  %1624 = icmp slt i32 %1623, %6
  %1625 = and i1 %77, %1624
  %1626 = or disjoint i32 %13, 47
  %1627 = icmp slt i32 %1626, %6
  %1628 = and i1 %77, %1627
  %1629 = ptrtoint ptr addrspace(1) %1617 to i64
  %1630 = and i64 %1629, 15
  %1631 = icmp eq i64 %1630, 0
  %1632 = and i1 %1628, %1631
  %1633 = xor i1 %1619, %1632
  %1634 = xor i1 %1622, %1632
  %1635 = xor i1 %1625, %1632
  %1636 = xor i1 %1628, %1632
  %1637 = zext i1 %1632 to i32
  %1638 = bitcast float %1085 to i32
  %1639 = select i1 %.lcssa, i32 %1638, i32 0
  %1640 = bitcast float %1082 to i32
  %1641 = select i1 %.lcssa, i32 %1640, i32 0
  %1642 = bitcast float %1079 to i32
  %1643 = select i1 %.lcssa, i32 %1642, i32 0
  %1644 = bitcast float %1076 to i32
  %1645 = select i1 %.lcssa, i32 %1644, i32 0
  %1646 = zext i1 %1633 to i32
  %1647 = zext i1 %1634 to i32
  %1648 = zext i1 %1635 to i32
  %1649 = zext i1 %1636 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1637, i32 %1639, i32 %1641, i32 %1643, i32 %1645, ptr addrspace(1) %1617, i32 %1646, i32 %1647, i32 %1648, i32 %1649) #5
  %1650 = or disjoint i32 %13, 48
  %1651 = add i32 %1218, %1650
  %1652 = sext i32 %1651 to i64
  %1653 = getelementptr float, ptr addrspace(1) %4, i64 %1652
  %1654 = icmp slt i32 %1650, %6
  %1655 = and i1 %77, %1654
  %1656 = or disjoint i32 %13, 49
  %1657 = icmp slt i32 %1656, %6
  %1658 = and i1 %77, %1657
  %1659 = or disjoint i32 %13, 50
  %1660 = icmp slt i32 %1659, %6
  %1661 = and i1 %77, %1660
  %1662 = or disjoint i32 %13, 51
  %1663 = icmp slt i32 %1662, %6
  %1664 = and i1 %77, %1663
  %1665 = ptrtoint ptr addrspace(1) %1653 to i64
  %1666 = and i64 %1665, 15
  %1667 = icmp eq i64 %1666, 0
  %1668 = and i1 %1664, %1667
  %1669 = xor i1 %1655, %1668
  %1670 = xor i1 %1658, %1668
  %1671 = xor i1 %1661, %1668
  %1672 = xor i1 %1664, %1668
  %1673 = zext i1 %1668 to i32
  %1674 = bitcast float %1073 to i32
  %1675 = select i1 %.lcssa, i32 %1674, i32 0
  %1676 = bitcast float %1070 to i32
  %1677 = select i1 %.lcssa, i32 %1676, i32 0
  %1678 = bitcast float %1067 to i32
  %1679 = select i1 %.lcssa, i32 %1678, i32 0
  %1680 = bitcast float %1064 to i32
  %1681 = select i1 %.lcssa, i32 %1680, i32 0
  %1682 = zext i1 %1669 to i32
  %1683 = zext i1 %1670 to i32
  %1684 = zext i1 %1671 to i32
  %1685 = zext i1 %1672 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1673, i32 %1675, i32 %1677, i32 %1679, i32 %1681, ptr addrspace(1) %1653, i32 %1682, i32 %1683, i32 %1684, i32 %1685) #5
  %1686 = or disjoint i32 %13, 52
  %1687 = add i32 %1218, %1686
  %1688 = sext i32 %1687 to i64
  %1689 = getelementptr float, ptr addrspace(1) %4, i64 %1688
  %1690 = icmp slt i32 %1686, %6
  %1691 = and i1 %77, %1690
  %1692 = or disjoint i32 %13, 53
  %1693 = icmp slt i32 %1692, %6
  %1694 = and i1 %77, %1693
  %1695 = or disjoint i32 %13, 54
  %1696 = icmp slt i32 %1695, %6
  %1697 = and i1 %77, %1696
  %1698 = or disjoint i32 %13, 55
  %1699 = icmp slt i32 %1698, %6
  %1700 = and i1 %77, %1699
  %1701 = ptrtoint ptr addrspace(1) %1689 to i64
  %1702 = and i64 %1701, 15
  %1703 = icmp eq i64 %1702, 0
  %1704 = and i1 %1700, %1703
  %1705 = xor i1 %1691, %1704
  %1706 = xor i1 %1694, %1704
  %1707 = xor i1 %1697, %1704
  %1708 = xor i1 %1700, %1704
  %1709 = zext i1 %1704 to i32
  %1710 = bitcast float %1061 to i32
  %1711 = select i1 %.lcssa, i32 %1710, i32 0
  %1712 = bitcast float %1058 to i32
  %1713 = select i1 %.lcssa, i32 %1712, i32 0
  %1714 = bitcast float %1055 to i32
  %1715 = select i1 %.lcssa, i32 %1714, i32 0
  %1716 = bitcast float %1052 to i32
  %1717 = select i1 %.lcssa, i32 %1716, i32 0
  %1718 = zext i1 %1705 to i32
  %1719 = zext i1 %1706 to i32
  %1720 = zext i1 %1707 to i32
  %1721 = zext i1 %1708 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1709, i32 %1711, i32 %1713, i32 %1715, i32 %1717, ptr addrspace(1) %1689, i32 %1718, i32 %1719, i32 %1720, i32 %1721) #5
  %1722 = or disjoint i32 %13, 56
  %1723 = add i32 %1218, %1722
  %1724 = sext i32 %1723 to i64
  %1725 = getelementptr float, ptr addrspace(1) %4, i64 %1724
  %1726 = icmp slt i32 %1722, %6
  %1727 = and i1 %77, %1726
  %1728 = or disjoint i32 %13, 57
  %1729 = icmp slt i32 %1728, %6
  %1730 = and i1 %77, %1729
  %1731 = or disjoint i32 %13, 58
  %1732 = icmp slt i32 %1731, %6
  %1733 = and i1 %77, %1732
  %1734 = or disjoint i32 %13, 59
  %1735 = icmp slt i32 %1734, %6
  %1736 = and i1 %77, %1735
  %1737 = ptrtoint ptr addrspace(1) %1725 to i64
  %1738 = and i64 %1737, 15
  %1739 = icmp eq i64 %1738, 0
  %1740 = and i1 %1736, %1739
  %1741 = xor i1 %1727, %1740
  %1742 = xor i1 %1730, %1740
  %1743 = xor i1 %1733, %1740
  %1744 = xor i1 %1736, %1740
  %1745 = zext i1 %1740 to i32
  %1746 = bitcast float %1049 to i32
  %1747 = select i1 %.lcssa, i32 %1746, i32 0
  %1748 = bitcast float %1046 to i32
  %1749 = select i1 %.lcssa, i32 %1748, i32 0
  %1750 = bitcast float %1043 to i32
  %1751 = select i1 %.lcssa, i32 %1750, i32 0
  %1752 = bitcast float %1040 to i32
  %1753 = select i1 %.lcssa, i32 %1752, i32 0
  %1754 = zext i1 %1741 to i32
  %1755 = zext i1 %1742 to i32
  %1756 = zext i1 %1743 to i32
  %1757 = zext i1 %1744 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1745, i32 %1747, i32 %1749, i32 %1751, i32 %1753, ptr addrspace(1) %1725, i32 %1754, i32 %1755, i32 %1756, i32 %1757) #5
  %1758 = or disjoint i32 %13, 60
  %1759 = add i32 %1218, %1758
  %1760 = sext i32 %1759 to i64
  %1761 = getelementptr float, ptr addrspace(1) %4, i64 %1760
  %1762 = icmp slt i32 %1758, %6
  %1763 = and i1 %77, %1762
  %1764 = or disjoint i32 %13, 61
  %1765 = icmp slt i32 %1764, %6
  %1766 = and i1 %77, %1765
  %1767 = or disjoint i32 %13, 62
  %1768 = icmp slt i32 %1767, %6
  %1769 = and i1 %77, %1768
  %1770 = or disjoint i32 %13, 63
  %1771 = icmp slt i32 %1770, %6
  %1772 = and i1 %77, %1771
  %1773 = ptrtoint ptr addrspace(1) %1761 to i64
  %1774 = and i64 %1773, 15
  %1775 = icmp eq i64 %1774, 0
  %1776 = and i1 %1772, %1775
  %1777 = xor i1 %1763, %1776
  %1778 = xor i1 %1766, %1776
  %1779 = xor i1 %1769, %1776
  %1780 = xor i1 %1772, %1776
  %1781 = zext i1 %1776 to i32
  %1782 = bitcast float %1037 to i32
  %1783 = select i1 %.lcssa, i32 %1782, i32 0
  %1784 = bitcast float %1034 to i32
  %1785 = select i1 %.lcssa, i32 %1784, i32 0
  %1786 = bitcast float %1031 to i32
  %1787 = select i1 %.lcssa, i32 %1786, i32 0
  %1788 = bitcast float %1028 to i32
  %1789 = select i1 %.lcssa, i32 %1788, i32 0
  %1790 = zext i1 %1777 to i32
  %1791 = zext i1 %1778 to i32
  %1792 = zext i1 %1779 to i32
  %1793 = zext i1 %1780 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1781, i32 %1783, i32 %1785, i32 %1787, i32 %1789, ptr addrspace(1) %1761, i32 %1790, i32 %1791, i32 %1792, i32 %1793) #5
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
