; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 7
  %11 = shl i32 %8, 6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %12 = lshr i32 %7, 2
  %13 = shl nuw nsw i32 %7, 3
  %14 = and i32 %13, 24
  %15 = or disjoint i32 %10, %12
  %16 = mul i32 %5, %15
  %17 = icmp slt i32 %15, %3
  %18 = zext nneg i32 %5 to i64
  %19 = mul nuw nsw i32 %12, 40
  %20 = add nuw nsw i32 %19, %14
  %21 = shl nuw nsw i32 %20, 1
  %22 = zext nneg i32 %21 to i64
  %23 = or disjoint i32 %7, 128
  %24 = lshr i32 %23, 2
  %25 = or disjoint i32 %24, %10
  %26 = mul i32 %5, %25
  %27 = icmp slt i32 %25, %3
  %28 = mul nuw nsw i32 %24, 40
  %29 = add nuw nsw i32 %28, %14
  %30 = shl nuw nsw i32 %29, 1
  %31 = zext nneg i32 %30 to i64
  %32 = or disjoint i32 %12, 64
  %33 = or disjoint i32 %32, %10
  %34 = mul i32 %5, %33
  %35 = icmp slt i32 %33, %3
  %36 = mul nuw nsw i32 %32, 40
  %37 = add nuw nsw i32 %36, %14
  %38 = shl nuw nsw i32 %37, 1
  %39 = zext nneg i32 %38 to i64
  %40 = or disjoint i32 %12, 96
  %41 = or disjoint i32 %40, %10
  %42 = mul i32 %5, %41
  %43 = icmp slt i32 %41, %3
  %44 = mul nuw nsw i32 %40, 40
  %45 = add nuw nsw i32 %44, %14
  %46 = shl nuw nsw i32 %45, 1
  %47 = zext nneg i32 %46 to i64
  %48 = lshr i32 %7, 3
  %49 = and i32 %13, 56
  %50 = or disjoint i32 %49, %11
  %51 = sext i32 %4 to i64
  %52 = mul nuw nsw i32 %48, 72
  %53 = add nuw nsw i32 %52, %49
  %54 = shl nuw nsw i32 %53, 1
  %55 = zext nneg i32 %54 to i64
  %56 = sext i32 %50 to i64
  %57 = sub nsw i64 %51, %56
  %58 = tail call i64 @llvm.smax.i64(i64 %57, i64 0)
  %59 = tail call i64 @llvm.umin.i64(i64 %58, i64 8)
  %60 = trunc nuw nsw i64 %59 to i32
  %61 = lshr i32 %23, 3
  %62 = mul nuw nsw i32 %61, 72
  %63 = add nuw nsw i32 %62, %49
  %64 = shl nuw nsw i32 %63, 1
  %65 = zext nneg i32 %64 to i64
  %invariant.op369 = or disjoint i32 %14, 1
  %invariant.op371 = or disjoint i32 %14, 2
  %invariant.op373 = or disjoint i32 %14, 3
  %invariant.op375 = or disjoint i32 %14, 4
  %invariant.op377 = or disjoint i32 %14, 5
  %invariant.op379 = or disjoint i32 %14, 6
  %invariant.op381 = or disjoint i32 %14, 7
  %invariant.op383 = or disjoint i32 %14, 1
  %invariant.op385 = or disjoint i32 %14, 2
  %invariant.op387 = or disjoint i32 %14, 3
  %invariant.op389 = or disjoint i32 %14, 4
  %invariant.op391 = or disjoint i32 %14, 5
  %invariant.op393 = or disjoint i32 %14, 6
  %invariant.op395 = or disjoint i32 %14, 7
  %invariant.op397 = or disjoint i32 %14, 1
  %invariant.op399 = or disjoint i32 %14, 2
  %invariant.op401 = or disjoint i32 %14, 3
  %invariant.op403 = or disjoint i32 %14, 4
  %invariant.op405 = or disjoint i32 %14, 5
  %invariant.op407 = or disjoint i32 %14, 6
  %invariant.op409 = or disjoint i32 %14, 7
  %invariant.op411 = or disjoint i32 %14, 1
  %invariant.op413 = or disjoint i32 %14, 2
  %invariant.op415 = or disjoint i32 %14, 3
  %invariant.op417 = or disjoint i32 %14, 4
  %invariant.op419 = or disjoint i32 %14, 5
  %invariant.op421 = or disjoint i32 %14, 6
  %invariant.op423 = or disjoint i32 %14, 7
  %66 = icmp slt i32 %50, %4
  %67 = or disjoint i32 %11, %49
  %68 = or disjoint i32 %67, 1
  %69 = icmp slt i32 %68, %4
  %70 = or disjoint i32 %11, %49
  %71 = or disjoint i32 %70, 2
  %72 = icmp slt i32 %71, %4
  %73 = or disjoint i32 %11, %49
  %74 = or disjoint i32 %73, 3
  %75 = icmp slt i32 %74, %4
  %76 = or disjoint i32 %11, %49
  %77 = or disjoint i32 %76, 4
  %78 = icmp slt i32 %77, %4
  %79 = or disjoint i32 %11, %49
  %80 = or disjoint i32 %79, 5
  %81 = icmp slt i32 %80, %4
  %82 = or disjoint i32 %11, %49
  %83 = or disjoint i32 %82, 6
  %84 = icmp slt i32 %83, %4
  %85 = or disjoint i32 %11, %49
  %86 = or disjoint i32 %85, 7
  %87 = icmp slt i32 %86, %4
  %88 = icmp slt i32 %50, %4
  %89 = or disjoint i32 %11, %49
  %90 = or disjoint i32 %89, 1
  %91 = icmp slt i32 %90, %4
  %92 = or disjoint i32 %11, %49
  %93 = or disjoint i32 %92, 2
  %94 = icmp slt i32 %93, %4
  %95 = or disjoint i32 %11, %49
  %96 = or disjoint i32 %95, 3
  %97 = icmp slt i32 %96, %4
  %98 = or disjoint i32 %11, %49
  %99 = or disjoint i32 %98, 4
  %100 = icmp slt i32 %99, %4
  %101 = or disjoint i32 %11, %49
  %102 = or disjoint i32 %101, 5
  %103 = icmp slt i32 %102, %4
  %104 = or disjoint i32 %11, %49
  %105 = or disjoint i32 %104, 6
  %106 = icmp slt i32 %105, %4
  %107 = or disjoint i32 %11, %49
  %108 = or disjoint i32 %107, 7
  %109 = icmp slt i32 %108, %4
  br label %189

.preheader28:                                     ; preds = %.loopexit30
  %110 = icmp sgt i32 %5, 0
  %111 = and i32 %7, 32
  br i1 %110, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader28
  %112 = and i32 %7, 15
  %113 = and i32 %7, 79
  %114 = lshr i32 %7, 1
  %115 = and i32 %114, 8
  %116 = mul nuw nsw i32 %113, 40
  %invariant.op = add nuw nsw i32 %116, 640
  %invariant.op168 = add nuw nsw i32 %116, 1280
  %117 = or disjoint i32 %115, %111
  %118 = or disjoint i32 %117, 16
  %119 = or i32 %7, 48
  %120 = mul nuw nsw i32 %119, 40
  %121 = add nuw nsw i32 %115, %116
  %122 = zext nneg i32 %121 to i64
  %invariant.op425 = or disjoint i32 %14, 1
  %invariant.op427 = or disjoint i32 %14, 2
  %invariant.op429 = or disjoint i32 %14, 3
  %invariant.op431 = or disjoint i32 %14, 4
  %invariant.op433 = or disjoint i32 %14, 5
  %invariant.op435 = or disjoint i32 %14, 6
  %invariant.op437 = or disjoint i32 %14, 7
  %invariant.op439 = or disjoint i32 %14, 1
  %invariant.op441 = or disjoint i32 %14, 2
  %invariant.op443 = or disjoint i32 %14, 3
  %invariant.op445 = or disjoint i32 %14, 4
  %invariant.op447 = or disjoint i32 %14, 5
  %invariant.op449 = or disjoint i32 %14, 6
  %invariant.op451 = or disjoint i32 %14, 7
  %invariant.op453 = or disjoint i32 %14, 1
  %invariant.op455 = or disjoint i32 %14, 2
  %invariant.op457 = or disjoint i32 %14, 3
  %invariant.op459 = or disjoint i32 %14, 4
  %invariant.op461 = or disjoint i32 %14, 5
  %invariant.op463 = or disjoint i32 %14, 6
  %invariant.op465 = or disjoint i32 %14, 7
  %invariant.op467 = or disjoint i32 %14, 1
  %invariant.op469 = or disjoint i32 %14, 2
  %invariant.op471 = or disjoint i32 %14, 3
  %invariant.op473 = or disjoint i32 %14, 4
  %invariant.op475 = or disjoint i32 %14, 5
  %invariant.op477 = or disjoint i32 %14, 6
  %invariant.op479 = or disjoint i32 %14, 7
  %123 = icmp slt i32 %50, %4
  %124 = or disjoint i32 %11, %49
  %125 = or disjoint i32 %124, 1
  %126 = icmp slt i32 %125, %4
  %127 = or disjoint i32 %11, %49
  %128 = or disjoint i32 %127, 2
  %129 = icmp slt i32 %128, %4
  %130 = or disjoint i32 %11, %49
  %131 = or disjoint i32 %130, 3
  %132 = icmp slt i32 %131, %4
  %133 = or disjoint i32 %11, %49
  %134 = or disjoint i32 %133, 4
  %135 = icmp slt i32 %134, %4
  %136 = or disjoint i32 %11, %49
  %137 = or disjoint i32 %136, 5
  %138 = icmp slt i32 %137, %4
  %139 = or disjoint i32 %11, %49
  %140 = or disjoint i32 %139, 6
  %141 = icmp slt i32 %140, %4
  %142 = or disjoint i32 %11, %49
  %143 = or disjoint i32 %142, 7
  %144 = icmp slt i32 %143, %4
  %145 = icmp slt i32 %50, %4
  %146 = or disjoint i32 %11, %49
  %147 = or disjoint i32 %146, 1
  %148 = icmp slt i32 %147, %4
  %149 = or disjoint i32 %11, %49
  %150 = or disjoint i32 %149, 2
  %151 = icmp slt i32 %150, %4
  %152 = or disjoint i32 %11, %49
  %153 = or disjoint i32 %152, 3
  %154 = icmp slt i32 %153, %4
  %155 = or disjoint i32 %11, %49
  %156 = or disjoint i32 %155, 4
  %157 = icmp slt i32 %156, %4
  %158 = or disjoint i32 %11, %49
  %159 = or disjoint i32 %158, 5
  %160 = icmp slt i32 %159, %4
  %161 = or disjoint i32 %11, %49
  %162 = or disjoint i32 %161, 6
  %163 = icmp slt i32 %162, %4
  %164 = or disjoint i32 %11, %49
  %165 = or disjoint i32 %164, 7
  %166 = icmp slt i32 %165, %4
  %167 = mul nuw nsw i32 %112, 72
  %168 = add nuw nsw i32 %167, %117
  %169 = zext nneg i32 %168 to i64
  %170 = add nuw nsw i32 %118, %167
  %171 = zext nneg i32 %170 to i64
  %.reass = add nuw nsw i32 %115, %invariant.op
  %172 = zext nneg i32 %.reass to i64
  %.reass169 = add nuw nsw i32 %115, %invariant.op168
  %173 = zext nneg i32 %.reass169 to i64
  %174 = add nuw nsw i32 %115, %120
  %175 = zext nneg i32 %174 to i64
  %176 = or disjoint i32 %115, 16
  %177 = add nuw nsw i32 %176, %116
  %178 = zext nneg i32 %177 to i64
  %179 = mul nuw nsw i32 %112, 72
  %180 = add nuw nsw i32 %179, 1152
  %181 = add nuw nsw i32 %180, %117
  %182 = zext nneg i32 %181 to i64
  %183 = add nuw nsw i32 %118, %180
  %184 = zext nneg i32 %183 to i64
  %.reass.1 = add nuw nsw i32 %176, %invariant.op
  %185 = zext nneg i32 %.reass.1 to i64
  %.reass169.1 = add nuw nsw i32 %176, %invariant.op168
  %186 = zext nneg i32 %.reass169.1 to i64
  %187 = add nuw nsw i32 %176, %120
  %188 = zext nneg i32 %187 to i64
  br label %654

189:                                              ; preds = %6, %.loopexit30
  %190 = phi i64 [ 0, %6 ], [ %653, %.loopexit30 ]
  %191 = trunc nuw nsw i64 %190 to i32
  %192 = shl nuw nsw i32 %191, 5
  %193 = icmp slt i32 %192, %5
  br i1 %193, label %194, label %.loopexit30

194:                                              ; preds = %189
  %195 = mul nuw nsw i64 %190, 14848
  %196 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %195
  %197 = or disjoint i32 %192, %14
  %198 = add i32 %197, %16
  %199 = sext i32 %198 to i64
  %200 = getelementptr bfloat, ptr addrspace(1) %0, i64 %199
  %201 = ptrtoint ptr addrspace(1) %200 to i64
  %202 = and i64 %201, 15
  %203 = icmp eq i64 %202, 0
  %204 = getelementptr i8, ptr addrspace(3) %196, i64 %22
  br i1 %203, label %265, label %.preheader39

.preheader39:                                     ; preds = %194
  %205 = icmp slt i32 %197, %5
  %206 = and i1 %17, %205
  %207 = zext i1 %206 to i32
  %208 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %200, i32 %207, i16 0) #6
  store i16 %208, ptr addrspace(3) %204, align 16
  %.reass370 = or disjoint i32 %192, %invariant.op369
  %209 = add i32 %.reass370, %16
  %210 = sext i32 %209 to i64
  %211 = getelementptr bfloat, ptr addrspace(1) %0, i64 %210
  %212 = icmp slt i32 %.reass370, %5
  %213 = and i1 %17, %212
  %214 = zext i1 %213 to i32
  %215 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %211, i32 %214, i16 0) #6
  %216 = getelementptr i8, ptr addrspace(3) %204, i64 2
  store i16 %215, ptr addrspace(3) %216, align 2
  %.reass372 = or disjoint i32 %192, %invariant.op371
  %217 = add i32 %.reass372, %16
  %218 = sext i32 %217 to i64
  %219 = getelementptr bfloat, ptr addrspace(1) %0, i64 %218
  %220 = icmp slt i32 %.reass372, %5
  %221 = and i1 %17, %220
  %222 = zext i1 %221 to i32
  %223 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %219, i32 %222, i16 0) #6
  %224 = getelementptr i8, ptr addrspace(3) %204, i64 4
  store i16 %223, ptr addrspace(3) %224, align 4
  %.reass374 = or disjoint i32 %192, %invariant.op373
  %225 = add i32 %.reass374, %16
  %226 = sext i32 %225 to i64
  %227 = getelementptr bfloat, ptr addrspace(1) %0, i64 %226
  %228 = icmp slt i32 %.reass374, %5
  %229 = and i1 %17, %228
  %230 = zext i1 %229 to i32
  %231 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %227, i32 %230, i16 0) #6
  %232 = getelementptr i8, ptr addrspace(3) %204, i64 6
  store i16 %231, ptr addrspace(3) %232, align 2
  %.reass376 = or disjoint i32 %192, %invariant.op375
  %233 = add i32 %.reass376, %16
  %234 = sext i32 %233 to i64
  %235 = getelementptr bfloat, ptr addrspace(1) %0, i64 %234
  %236 = icmp slt i32 %.reass376, %5
  %237 = and i1 %17, %236
  %238 = zext i1 %237 to i32
  %239 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %235, i32 %238, i16 0) #6
  %240 = getelementptr i8, ptr addrspace(3) %204, i64 8
  store i16 %239, ptr addrspace(3) %240, align 8
  %.reass378 = or disjoint i32 %192, %invariant.op377
  %241 = add i32 %.reass378, %16
  %242 = sext i32 %241 to i64
  %243 = getelementptr bfloat, ptr addrspace(1) %0, i64 %242
  %244 = icmp slt i32 %.reass378, %5
  %245 = and i1 %17, %244
  %246 = zext i1 %245 to i32
  %247 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %243, i32 %246, i16 0) #6
  %248 = getelementptr i8, ptr addrspace(3) %204, i64 10
  store i16 %247, ptr addrspace(3) %248, align 2
  %.reass380 = or disjoint i32 %192, %invariant.op379
  %249 = add i32 %.reass380, %16
  %250 = sext i32 %249 to i64
  %251 = getelementptr bfloat, ptr addrspace(1) %0, i64 %250
  %252 = icmp slt i32 %.reass380, %5
  %253 = and i1 %17, %252
  %254 = zext i1 %253 to i32
  %255 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %251, i32 %254, i16 0) #6
  %256 = getelementptr i8, ptr addrspace(3) %204, i64 12
  store i16 %255, ptr addrspace(3) %256, align 4
  %.reass382 = or disjoint i32 %192, %invariant.op381
  %257 = add i32 %.reass382, %16
  %258 = sext i32 %257 to i64
  %259 = getelementptr bfloat, ptr addrspace(1) %0, i64 %258
  %260 = icmp slt i32 %.reass382, %5
  %261 = and i1 %17, %260
  %262 = zext i1 %261 to i32
  %263 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %259, i32 %262, i16 0) #6
  %264 = getelementptr i8, ptr addrspace(3) %204, i64 14
  store i16 %263, ptr addrspace(3) %264, align 2
  br label %.loopexit40

265:                                              ; preds = %194
  %266 = zext nneg i32 %197 to i64
  %267 = sub nsw i64 %18, %266
  %268 = tail call i64 @llvm.smax.i64(i64 %267, i64 0)
  %269 = tail call i64 @llvm.umin.i64(i64 %268, i64 8)
  %270 = trunc nuw nsw i64 %269 to i32
  %271 = select i1 %17, i32 %270, i32 0
  %272 = icmp eq i32 %271, 0
  %273 = select i1 %272, ptr addrspace(1) %0, ptr addrspace(1) %200
  %274 = shl nuw nsw i32 %271, 1
  %275 = ptrtoint ptr addrspace(3) %204 to i64
  %276 = trunc i64 %275 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %276, ptr addrspace(1) %273, i32 %274) #6
  br label %.loopexit40

.loopexit40:                                      ; preds = %.preheader39, %265
  %277 = add i32 %197, %26
  %278 = sext i32 %277 to i64
  %279 = getelementptr bfloat, ptr addrspace(1) %0, i64 %278
  %280 = ptrtoint ptr addrspace(1) %279 to i64
  %281 = and i64 %280, 15
  %282 = icmp eq i64 %281, 0
  %283 = getelementptr i8, ptr addrspace(3) %196, i64 %31
  br i1 %282, label %344, label %.preheader37

.preheader37:                                     ; preds = %.loopexit40
  %284 = icmp slt i32 %197, %5
  %285 = and i1 %27, %284
  %286 = zext i1 %285 to i32
  %287 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %279, i32 %286, i16 0) #6
  store i16 %287, ptr addrspace(3) %283, align 16
  %.reass384 = or disjoint i32 %192, %invariant.op383
  %288 = add i32 %.reass384, %26
  %289 = sext i32 %288 to i64
  %290 = getelementptr bfloat, ptr addrspace(1) %0, i64 %289
  %291 = icmp slt i32 %.reass384, %5
  %292 = and i1 %27, %291
  %293 = zext i1 %292 to i32
  %294 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %290, i32 %293, i16 0) #6
  %295 = getelementptr i8, ptr addrspace(3) %283, i64 2
  store i16 %294, ptr addrspace(3) %295, align 2
  %.reass386 = or disjoint i32 %192, %invariant.op385
  %296 = add i32 %.reass386, %26
  %297 = sext i32 %296 to i64
  %298 = getelementptr bfloat, ptr addrspace(1) %0, i64 %297
  %299 = icmp slt i32 %.reass386, %5
  %300 = and i1 %27, %299
  %301 = zext i1 %300 to i32
  %302 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %298, i32 %301, i16 0) #6
  %303 = getelementptr i8, ptr addrspace(3) %283, i64 4
  store i16 %302, ptr addrspace(3) %303, align 4
  %.reass388 = or disjoint i32 %192, %invariant.op387
  %304 = add i32 %.reass388, %26
  %305 = sext i32 %304 to i64
  %306 = getelementptr bfloat, ptr addrspace(1) %0, i64 %305
  %307 = icmp slt i32 %.reass388, %5
  %308 = and i1 %27, %307
  %309 = zext i1 %308 to i32
  %310 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %306, i32 %309, i16 0) #6
  %311 = getelementptr i8, ptr addrspace(3) %283, i64 6
  store i16 %310, ptr addrspace(3) %311, align 2
  %.reass390 = or disjoint i32 %192, %invariant.op389
  %312 = add i32 %.reass390, %26
  %313 = sext i32 %312 to i64
  %314 = getelementptr bfloat, ptr addrspace(1) %0, i64 %313
  %315 = icmp slt i32 %.reass390, %5
  %316 = and i1 %27, %315
  %317 = zext i1 %316 to i32
  %318 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %314, i32 %317, i16 0) #6
  %319 = getelementptr i8, ptr addrspace(3) %283, i64 8
  store i16 %318, ptr addrspace(3) %319, align 8
  %.reass392 = or disjoint i32 %192, %invariant.op391
  %320 = add i32 %.reass392, %26
  %321 = sext i32 %320 to i64
  %322 = getelementptr bfloat, ptr addrspace(1) %0, i64 %321
  %323 = icmp slt i32 %.reass392, %5
  %324 = and i1 %27, %323
  %325 = zext i1 %324 to i32
  %326 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %322, i32 %325, i16 0) #6
  %327 = getelementptr i8, ptr addrspace(3) %283, i64 10
  store i16 %326, ptr addrspace(3) %327, align 2
  %.reass394 = or disjoint i32 %192, %invariant.op393
  %328 = add i32 %.reass394, %26
  %329 = sext i32 %328 to i64
  %330 = getelementptr bfloat, ptr addrspace(1) %0, i64 %329
  %331 = icmp slt i32 %.reass394, %5
  %332 = and i1 %27, %331
  %333 = zext i1 %332 to i32
  %334 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %330, i32 %333, i16 0) #6
  %335 = getelementptr i8, ptr addrspace(3) %283, i64 12
  store i16 %334, ptr addrspace(3) %335, align 4
  %.reass396 = or disjoint i32 %192, %invariant.op395
  %336 = add i32 %.reass396, %26
  %337 = sext i32 %336 to i64
  %338 = getelementptr bfloat, ptr addrspace(1) %0, i64 %337
  %339 = icmp slt i32 %.reass396, %5
  %340 = and i1 %27, %339
  %341 = zext i1 %340 to i32
  %342 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %338, i32 %341, i16 0) #6
  %343 = getelementptr i8, ptr addrspace(3) %283, i64 14
  store i16 %342, ptr addrspace(3) %343, align 2
  br label %.loopexit38

344:                                              ; preds = %.loopexit40
  %345 = zext nneg i32 %197 to i64
  %346 = sub nsw i64 %18, %345
  %347 = tail call i64 @llvm.smax.i64(i64 %346, i64 0)
  %348 = tail call i64 @llvm.umin.i64(i64 %347, i64 8)
  %349 = trunc nuw nsw i64 %348 to i32
  %350 = select i1 %27, i32 %349, i32 0
  %351 = icmp eq i32 %350, 0
  %352 = select i1 %351, ptr addrspace(1) %0, ptr addrspace(1) %279
  %353 = shl nuw nsw i32 %350, 1
  %354 = ptrtoint ptr addrspace(3) %283 to i64
  %355 = trunc i64 %354 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %355, ptr addrspace(1) %352, i32 %353) #6
  br label %.loopexit38

.loopexit38:                                      ; preds = %.preheader37, %344
  %356 = add i32 %197, %34
  %357 = sext i32 %356 to i64
  %358 = getelementptr bfloat, ptr addrspace(1) %0, i64 %357
  %359 = ptrtoint ptr addrspace(1) %358 to i64
  %360 = and i64 %359, 15
  %361 = icmp eq i64 %360, 0
  %362 = getelementptr i8, ptr addrspace(3) %196, i64 %39
  br i1 %361, label %423, label %.preheader35

.preheader35:                                     ; preds = %.loopexit38
  %363 = icmp slt i32 %197, %5
  %364 = and i1 %35, %363
  %365 = zext i1 %364 to i32
  %366 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %358, i32 %365, i16 0) #6
  store i16 %366, ptr addrspace(3) %362, align 16
  %.reass398 = or disjoint i32 %192, %invariant.op397
  %367 = add i32 %.reass398, %34
  %368 = sext i32 %367 to i64
  %369 = getelementptr bfloat, ptr addrspace(1) %0, i64 %368
  %370 = icmp slt i32 %.reass398, %5
  %371 = and i1 %35, %370
  %372 = zext i1 %371 to i32
  %373 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %369, i32 %372, i16 0) #6
  %374 = getelementptr i8, ptr addrspace(3) %362, i64 2
  store i16 %373, ptr addrspace(3) %374, align 2
  %.reass400 = or disjoint i32 %192, %invariant.op399
  %375 = add i32 %.reass400, %34
  %376 = sext i32 %375 to i64
  %377 = getelementptr bfloat, ptr addrspace(1) %0, i64 %376
  %378 = icmp slt i32 %.reass400, %5
  %379 = and i1 %35, %378
  %380 = zext i1 %379 to i32
  %381 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %377, i32 %380, i16 0) #6
  %382 = getelementptr i8, ptr addrspace(3) %362, i64 4
  store i16 %381, ptr addrspace(3) %382, align 4
  %.reass402 = or disjoint i32 %192, %invariant.op401
  %383 = add i32 %.reass402, %34
  %384 = sext i32 %383 to i64
  %385 = getelementptr bfloat, ptr addrspace(1) %0, i64 %384
  %386 = icmp slt i32 %.reass402, %5
  %387 = and i1 %35, %386
  %388 = zext i1 %387 to i32
  %389 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %385, i32 %388, i16 0) #6
  %390 = getelementptr i8, ptr addrspace(3) %362, i64 6
  store i16 %389, ptr addrspace(3) %390, align 2
  %.reass404 = or disjoint i32 %192, %invariant.op403
  %391 = add i32 %.reass404, %34
  %392 = sext i32 %391 to i64
  %393 = getelementptr bfloat, ptr addrspace(1) %0, i64 %392
  %394 = icmp slt i32 %.reass404, %5
  %395 = and i1 %35, %394
  %396 = zext i1 %395 to i32
  %397 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %393, i32 %396, i16 0) #6
  %398 = getelementptr i8, ptr addrspace(3) %362, i64 8
  store i16 %397, ptr addrspace(3) %398, align 8
  %.reass406 = or disjoint i32 %192, %invariant.op405
  %399 = add i32 %.reass406, %34
  %400 = sext i32 %399 to i64
  %401 = getelementptr bfloat, ptr addrspace(1) %0, i64 %400
  %402 = icmp slt i32 %.reass406, %5
  %403 = and i1 %35, %402
  %404 = zext i1 %403 to i32
  %405 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %401, i32 %404, i16 0) #6
  %406 = getelementptr i8, ptr addrspace(3) %362, i64 10
  store i16 %405, ptr addrspace(3) %406, align 2
  %.reass408 = or disjoint i32 %192, %invariant.op407
  %407 = add i32 %.reass408, %34
  %408 = sext i32 %407 to i64
  %409 = getelementptr bfloat, ptr addrspace(1) %0, i64 %408
  %410 = icmp slt i32 %.reass408, %5
  %411 = and i1 %35, %410
  %412 = zext i1 %411 to i32
  %413 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %409, i32 %412, i16 0) #6
  %414 = getelementptr i8, ptr addrspace(3) %362, i64 12
  store i16 %413, ptr addrspace(3) %414, align 4
  %.reass410 = or disjoint i32 %192, %invariant.op409
  %415 = add i32 %.reass410, %34
  %416 = sext i32 %415 to i64
  %417 = getelementptr bfloat, ptr addrspace(1) %0, i64 %416
  %418 = icmp slt i32 %.reass410, %5
  %419 = and i1 %35, %418
  %420 = zext i1 %419 to i32
  %421 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %417, i32 %420, i16 0) #6
  %422 = getelementptr i8, ptr addrspace(3) %362, i64 14
  store i16 %421, ptr addrspace(3) %422, align 2
  br label %.loopexit36

423:                                              ; preds = %.loopexit38
  %424 = zext nneg i32 %197 to i64
  %425 = sub nsw i64 %18, %424
  %426 = tail call i64 @llvm.smax.i64(i64 %425, i64 0)
  %427 = tail call i64 @llvm.umin.i64(i64 %426, i64 8)
  %428 = trunc nuw nsw i64 %427 to i32
  %429 = select i1 %35, i32 %428, i32 0
  %430 = icmp eq i32 %429, 0
  %431 = select i1 %430, ptr addrspace(1) %0, ptr addrspace(1) %358
  %432 = shl nuw nsw i32 %429, 1
  %433 = ptrtoint ptr addrspace(3) %362 to i64
  %434 = trunc i64 %433 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %434, ptr addrspace(1) %431, i32 %432) #6
  br label %.loopexit36

.loopexit36:                                      ; preds = %.preheader35, %423
  %435 = add i32 %197, %42
  %436 = sext i32 %435 to i64
  %437 = getelementptr bfloat, ptr addrspace(1) %0, i64 %436
  %438 = ptrtoint ptr addrspace(1) %437 to i64
  %439 = and i64 %438, 15
  %440 = icmp eq i64 %439, 0
  %441 = getelementptr i8, ptr addrspace(3) %196, i64 %47
  br i1 %440, label %502, label %.preheader33

.preheader33:                                     ; preds = %.loopexit36
  %442 = icmp slt i32 %197, %5
  %443 = and i1 %43, %442
  %444 = zext i1 %443 to i32
  %445 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %437, i32 %444, i16 0) #6
  store i16 %445, ptr addrspace(3) %441, align 16
  %.reass412 = or disjoint i32 %192, %invariant.op411
  %446 = add i32 %.reass412, %42
  %447 = sext i32 %446 to i64
  %448 = getelementptr bfloat, ptr addrspace(1) %0, i64 %447
  %449 = icmp slt i32 %.reass412, %5
  %450 = and i1 %43, %449
  %451 = zext i1 %450 to i32
  %452 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %448, i32 %451, i16 0) #6
  %453 = getelementptr i8, ptr addrspace(3) %441, i64 2
  store i16 %452, ptr addrspace(3) %453, align 2
  %.reass414 = or disjoint i32 %192, %invariant.op413
  %454 = add i32 %.reass414, %42
  %455 = sext i32 %454 to i64
  %456 = getelementptr bfloat, ptr addrspace(1) %0, i64 %455
  %457 = icmp slt i32 %.reass414, %5
  %458 = and i1 %43, %457
  %459 = zext i1 %458 to i32
  %460 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %456, i32 %459, i16 0) #6
  %461 = getelementptr i8, ptr addrspace(3) %441, i64 4
  store i16 %460, ptr addrspace(3) %461, align 4
  %.reass416 = or disjoint i32 %192, %invariant.op415
  %462 = add i32 %.reass416, %42
  %463 = sext i32 %462 to i64
  %464 = getelementptr bfloat, ptr addrspace(1) %0, i64 %463
  %465 = icmp slt i32 %.reass416, %5
  %466 = and i1 %43, %465
  %467 = zext i1 %466 to i32
  %468 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %464, i32 %467, i16 0) #6
  %469 = getelementptr i8, ptr addrspace(3) %441, i64 6
  store i16 %468, ptr addrspace(3) %469, align 2
  %.reass418 = or disjoint i32 %192, %invariant.op417
  %470 = add i32 %.reass418, %42
  %471 = sext i32 %470 to i64
  %472 = getelementptr bfloat, ptr addrspace(1) %0, i64 %471
  %473 = icmp slt i32 %.reass418, %5
  %474 = and i1 %43, %473
  %475 = zext i1 %474 to i32
  %476 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %472, i32 %475, i16 0) #6
  %477 = getelementptr i8, ptr addrspace(3) %441, i64 8
  store i16 %476, ptr addrspace(3) %477, align 8
  %.reass420 = or disjoint i32 %192, %invariant.op419
  %478 = add i32 %.reass420, %42
  %479 = sext i32 %478 to i64
  %480 = getelementptr bfloat, ptr addrspace(1) %0, i64 %479
  %481 = icmp slt i32 %.reass420, %5
  %482 = and i1 %43, %481
  %483 = zext i1 %482 to i32
  %484 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %480, i32 %483, i16 0) #6
  %485 = getelementptr i8, ptr addrspace(3) %441, i64 10
  store i16 %484, ptr addrspace(3) %485, align 2
  %.reass422 = or disjoint i32 %192, %invariant.op421
  %486 = add i32 %.reass422, %42
  %487 = sext i32 %486 to i64
  %488 = getelementptr bfloat, ptr addrspace(1) %0, i64 %487
  %489 = icmp slt i32 %.reass422, %5
  %490 = and i1 %43, %489
  %491 = zext i1 %490 to i32
  %492 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %488, i32 %491, i16 0) #6
  %493 = getelementptr i8, ptr addrspace(3) %441, i64 12
  store i16 %492, ptr addrspace(3) %493, align 4
  %.reass424 = or disjoint i32 %192, %invariant.op423
  %494 = add i32 %.reass424, %42
  %495 = sext i32 %494 to i64
  %496 = getelementptr bfloat, ptr addrspace(1) %0, i64 %495
  %497 = icmp slt i32 %.reass424, %5
  %498 = and i1 %43, %497
  %499 = zext i1 %498 to i32
  %500 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %496, i32 %499, i16 0) #6
  %501 = getelementptr i8, ptr addrspace(3) %441, i64 14
  store i16 %500, ptr addrspace(3) %501, align 2
  br label %.loopexit34

502:                                              ; preds = %.loopexit36
  %503 = zext nneg i32 %197 to i64
  %504 = sub nsw i64 %18, %503
  %505 = tail call i64 @llvm.smax.i64(i64 %504, i64 0)
  %506 = tail call i64 @llvm.umin.i64(i64 %505, i64 8)
  %507 = trunc nuw nsw i64 %506 to i32
  %508 = select i1 %43, i32 %507, i32 0
  %509 = icmp eq i32 %508, 0
  %510 = select i1 %509, ptr addrspace(1) %0, ptr addrspace(1) %437
  %511 = shl nuw nsw i32 %508, 1
  %512 = ptrtoint ptr addrspace(3) %441 to i64
  %513 = trunc i64 %512 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %513, ptr addrspace(1) %510, i32 %511) #6
  br label %.loopexit34

.loopexit34:                                      ; preds = %.preheader33, %502
  %514 = getelementptr i8, ptr addrspace(3) %196, i64 10240
  %515 = or disjoint i32 %192, %48
  %516 = mul i32 %515, %4
  %517 = add i32 %516, %50
  %518 = sext i32 %517 to i64
  %519 = getelementptr bfloat, ptr addrspace(1) %1, i64 %518
  %520 = ptrtoint ptr addrspace(1) %519 to i64
  %521 = and i64 %520, 15
  %522 = icmp eq i64 %521, 0
  %523 = icmp slt i32 %515, %5
  %524 = getelementptr i8, ptr addrspace(3) %514, i64 %55
  br i1 %522, label %577, label %.preheader31.preheader

.preheader31.preheader:                           ; preds = %.loopexit34
  %525 = and i1 %523, %66
  %526 = zext i1 %525 to i32
  %527 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %519, i32 %526, i16 0) #6
  store i16 %527, ptr addrspace(3) %524, align 16
  %528 = add i32 %68, %516
  %529 = sext i32 %528 to i64
  %530 = getelementptr bfloat, ptr addrspace(1) %1, i64 %529
  %531 = and i1 %523, %69
  %532 = zext i1 %531 to i32
  %533 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %530, i32 %532, i16 0) #6
  %534 = getelementptr i8, ptr addrspace(3) %524, i64 2
  store i16 %533, ptr addrspace(3) %534, align 2
  %535 = add i32 %71, %516
  %536 = sext i32 %535 to i64
  %537 = getelementptr bfloat, ptr addrspace(1) %1, i64 %536
  %538 = and i1 %523, %72
  %539 = zext i1 %538 to i32
  %540 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %537, i32 %539, i16 0) #6
  %541 = getelementptr i8, ptr addrspace(3) %524, i64 4
  store i16 %540, ptr addrspace(3) %541, align 4
  %542 = add i32 %74, %516
  %543 = sext i32 %542 to i64
  %544 = getelementptr bfloat, ptr addrspace(1) %1, i64 %543
  %545 = and i1 %523, %75
  %546 = zext i1 %545 to i32
  %547 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %544, i32 %546, i16 0) #6
  %548 = getelementptr i8, ptr addrspace(3) %524, i64 6
  store i16 %547, ptr addrspace(3) %548, align 2
  %549 = add i32 %77, %516
  %550 = sext i32 %549 to i64
  %551 = getelementptr bfloat, ptr addrspace(1) %1, i64 %550
  %552 = and i1 %523, %78
  %553 = zext i1 %552 to i32
  %554 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %551, i32 %553, i16 0) #6
  %555 = getelementptr i8, ptr addrspace(3) %524, i64 8
  store i16 %554, ptr addrspace(3) %555, align 8
  %556 = add i32 %80, %516
  %557 = sext i32 %556 to i64
  %558 = getelementptr bfloat, ptr addrspace(1) %1, i64 %557
  %559 = and i1 %523, %81
  %560 = zext i1 %559 to i32
  %561 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %558, i32 %560, i16 0) #6
  %562 = getelementptr i8, ptr addrspace(3) %524, i64 10
  store i16 %561, ptr addrspace(3) %562, align 2
  %563 = add i32 %83, %516
  %564 = sext i32 %563 to i64
  %565 = getelementptr bfloat, ptr addrspace(1) %1, i64 %564
  %566 = and i1 %523, %84
  %567 = zext i1 %566 to i32
  %568 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %565, i32 %567, i16 0) #6
  %569 = getelementptr i8, ptr addrspace(3) %524, i64 12
  store i16 %568, ptr addrspace(3) %569, align 4
  %570 = add i32 %86, %516
  %571 = sext i32 %570 to i64
  %572 = getelementptr bfloat, ptr addrspace(1) %1, i64 %571
  %573 = and i1 %523, %87
  %574 = zext i1 %573 to i32
  %575 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %572, i32 %574, i16 0) #6
  %576 = getelementptr i8, ptr addrspace(3) %524, i64 14
  store i16 %575, ptr addrspace(3) %576, align 2
  br label %.loopexit32

577:                                              ; preds = %.loopexit34
  %578 = select i1 %523, i32 %60, i32 0
  %579 = icmp eq i32 %578, 0
  %580 = select i1 %579, ptr addrspace(1) %1, ptr addrspace(1) %519
  %581 = shl nuw nsw i32 %578, 1
  %582 = ptrtoint ptr addrspace(3) %524 to i64
  %583 = trunc i64 %582 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %583, ptr addrspace(1) %580, i32 %581) #6
  br label %.loopexit32

.loopexit32:                                      ; preds = %.preheader31.preheader, %577
  %584 = or disjoint i32 %192, %61
  %585 = mul i32 %584, %4
  %586 = add i32 %585, %50
  %587 = sext i32 %586 to i64
  %588 = getelementptr bfloat, ptr addrspace(1) %1, i64 %587
  %589 = ptrtoint ptr addrspace(1) %588 to i64
  %590 = and i64 %589, 15
  %591 = icmp eq i64 %590, 0
  %592 = icmp slt i32 %584, %5
  %593 = getelementptr i8, ptr addrspace(3) %514, i64 %65
  br i1 %591, label %646, label %.preheader29.preheader

.preheader29.preheader:                           ; preds = %.loopexit32
  %594 = and i1 %592, %88
  %595 = zext i1 %594 to i32
  %596 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %588, i32 %595, i16 0) #6
  store i16 %596, ptr addrspace(3) %593, align 16
  %597 = add i32 %90, %585
  %598 = sext i32 %597 to i64
  %599 = getelementptr bfloat, ptr addrspace(1) %1, i64 %598
  %600 = and i1 %592, %91
  %601 = zext i1 %600 to i32
  %602 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %599, i32 %601, i16 0) #6
  %603 = getelementptr i8, ptr addrspace(3) %593, i64 2
  store i16 %602, ptr addrspace(3) %603, align 2
  %604 = add i32 %93, %585
  %605 = sext i32 %604 to i64
  %606 = getelementptr bfloat, ptr addrspace(1) %1, i64 %605
  %607 = and i1 %592, %94
  %608 = zext i1 %607 to i32
  %609 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %606, i32 %608, i16 0) #6
  %610 = getelementptr i8, ptr addrspace(3) %593, i64 4
  store i16 %609, ptr addrspace(3) %610, align 4
  %611 = add i32 %96, %585
  %612 = sext i32 %611 to i64
  %613 = getelementptr bfloat, ptr addrspace(1) %1, i64 %612
  %614 = and i1 %592, %97
  %615 = zext i1 %614 to i32
  %616 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %613, i32 %615, i16 0) #6
  %617 = getelementptr i8, ptr addrspace(3) %593, i64 6
  store i16 %616, ptr addrspace(3) %617, align 2
  %618 = add i32 %99, %585
  %619 = sext i32 %618 to i64
  %620 = getelementptr bfloat, ptr addrspace(1) %1, i64 %619
  %621 = and i1 %592, %100
  %622 = zext i1 %621 to i32
  %623 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %620, i32 %622, i16 0) #6
  %624 = getelementptr i8, ptr addrspace(3) %593, i64 8
  store i16 %623, ptr addrspace(3) %624, align 8
  %625 = add i32 %102, %585
  %626 = sext i32 %625 to i64
  %627 = getelementptr bfloat, ptr addrspace(1) %1, i64 %626
  %628 = and i1 %592, %103
  %629 = zext i1 %628 to i32
  %630 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %627, i32 %629, i16 0) #6
  %631 = getelementptr i8, ptr addrspace(3) %593, i64 10
  store i16 %630, ptr addrspace(3) %631, align 2
  %632 = add i32 %105, %585
  %633 = sext i32 %632 to i64
  %634 = getelementptr bfloat, ptr addrspace(1) %1, i64 %633
  %635 = and i1 %592, %106
  %636 = zext i1 %635 to i32
  %637 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %634, i32 %636, i16 0) #6
  %638 = getelementptr i8, ptr addrspace(3) %593, i64 12
  store i16 %637, ptr addrspace(3) %638, align 4
  %639 = add i32 %108, %585
  %640 = sext i32 %639 to i64
  %641 = getelementptr bfloat, ptr addrspace(1) %1, i64 %640
  %642 = and i1 %592, %109
  %643 = zext i1 %642 to i32
  %644 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %641, i32 %643, i16 0) #6
  %645 = getelementptr i8, ptr addrspace(3) %593, i64 14
  store i16 %644, ptr addrspace(3) %645, align 2
  br label %.loopexit30

646:                                              ; preds = %.loopexit32
  %647 = select i1 %592, i32 %60, i32 0
  %648 = icmp eq i32 %647, 0
  %649 = select i1 %648, ptr addrspace(1) %1, ptr addrspace(1) %588
  %650 = shl nuw nsw i32 %647, 1
  %651 = ptrtoint ptr addrspace(3) %593 to i64
  %652 = trunc i64 %651 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %652, ptr addrspace(1) %649, i32 %650) #6
  br label %.loopexit30

.loopexit30:                                      ; preds = %.preheader29.preheader, %646, %189
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %653 = add nuw nsw i64 %190, 1
  %exitcond.not = icmp eq i64 %653, 3
  br i1 %exitcond.not, label %.preheader28, label %189

654:                                              ; preds = %.lr.ph, %.loopexit
  %655 = phi i32 [ 0, %.lr.ph ], [ %1427, %.loopexit ]
  %656 = phi float [ 0.000000e+00, %.lr.ph ], [ %1424, %.loopexit ]
  %657 = phi float [ 0.000000e+00, %.lr.ph ], [ %1423, %.loopexit ]
  %658 = phi float [ 0.000000e+00, %.lr.ph ], [ %1422, %.loopexit ]
  %659 = phi float [ 0.000000e+00, %.lr.ph ], [ %1421, %.loopexit ]
  %660 = phi float [ 0.000000e+00, %.lr.ph ], [ %1419, %.loopexit ]
  %661 = phi float [ 0.000000e+00, %.lr.ph ], [ %1418, %.loopexit ]
  %662 = phi float [ 0.000000e+00, %.lr.ph ], [ %1417, %.loopexit ]
  %663 = phi float [ 0.000000e+00, %.lr.ph ], [ %1416, %.loopexit ]
  %664 = phi float [ 0.000000e+00, %.lr.ph ], [ %1414, %.loopexit ]
  %665 = phi float [ 0.000000e+00, %.lr.ph ], [ %1413, %.loopexit ]
  %666 = phi float [ 0.000000e+00, %.lr.ph ], [ %1412, %.loopexit ]
  %667 = phi float [ 0.000000e+00, %.lr.ph ], [ %1411, %.loopexit ]
  %668 = phi float [ 0.000000e+00, %.lr.ph ], [ %1409, %.loopexit ]
  %669 = phi float [ 0.000000e+00, %.lr.ph ], [ %1408, %.loopexit ]
  %670 = phi float [ 0.000000e+00, %.lr.ph ], [ %1407, %.loopexit ]
  %671 = phi float [ 0.000000e+00, %.lr.ph ], [ %1406, %.loopexit ]
  %672 = phi float [ 0.000000e+00, %.lr.ph ], [ %1398, %.loopexit ]
  %673 = phi float [ 0.000000e+00, %.lr.ph ], [ %1397, %.loopexit ]
  %674 = phi float [ 0.000000e+00, %.lr.ph ], [ %1396, %.loopexit ]
  %675 = phi float [ 0.000000e+00, %.lr.ph ], [ %1395, %.loopexit ]
  %676 = phi float [ 0.000000e+00, %.lr.ph ], [ %1393, %.loopexit ]
  %677 = phi float [ 0.000000e+00, %.lr.ph ], [ %1392, %.loopexit ]
  %678 = phi float [ 0.000000e+00, %.lr.ph ], [ %1391, %.loopexit ]
  %679 = phi float [ 0.000000e+00, %.lr.ph ], [ %1390, %.loopexit ]
  %680 = phi float [ 0.000000e+00, %.lr.ph ], [ %1388, %.loopexit ]
  %681 = phi float [ 0.000000e+00, %.lr.ph ], [ %1387, %.loopexit ]
  %682 = phi float [ 0.000000e+00, %.lr.ph ], [ %1386, %.loopexit ]
  %683 = phi float [ 0.000000e+00, %.lr.ph ], [ %1385, %.loopexit ]
  %684 = phi float [ 0.000000e+00, %.lr.ph ], [ %1383, %.loopexit ]
  %685 = phi float [ 0.000000e+00, %.lr.ph ], [ %1382, %.loopexit ]
  %686 = phi float [ 0.000000e+00, %.lr.ph ], [ %1381, %.loopexit ]
  %687 = phi float [ 0.000000e+00, %.lr.ph ], [ %1380, %.loopexit ]
  %688 = phi float [ 0.000000e+00, %.lr.ph ], [ %1372, %.loopexit ]
  %689 = phi float [ 0.000000e+00, %.lr.ph ], [ %1371, %.loopexit ]
  %690 = phi float [ 0.000000e+00, %.lr.ph ], [ %1370, %.loopexit ]
  %691 = phi float [ 0.000000e+00, %.lr.ph ], [ %1369, %.loopexit ]
  %692 = phi float [ 0.000000e+00, %.lr.ph ], [ %1367, %.loopexit ]
  %693 = phi float [ 0.000000e+00, %.lr.ph ], [ %1366, %.loopexit ]
  %694 = phi float [ 0.000000e+00, %.lr.ph ], [ %1365, %.loopexit ]
  %695 = phi float [ 0.000000e+00, %.lr.ph ], [ %1364, %.loopexit ]
  %696 = phi float [ 0.000000e+00, %.lr.ph ], [ %1362, %.loopexit ]
  %697 = phi float [ 0.000000e+00, %.lr.ph ], [ %1361, %.loopexit ]
  %698 = phi float [ 0.000000e+00, %.lr.ph ], [ %1360, %.loopexit ]
  %699 = phi float [ 0.000000e+00, %.lr.ph ], [ %1359, %.loopexit ]
  %700 = phi float [ 0.000000e+00, %.lr.ph ], [ %1357, %.loopexit ]
  %701 = phi float [ 0.000000e+00, %.lr.ph ], [ %1356, %.loopexit ]
  %702 = phi float [ 0.000000e+00, %.lr.ph ], [ %1355, %.loopexit ]
  %703 = phi float [ 0.000000e+00, %.lr.ph ], [ %1354, %.loopexit ]
  %704 = phi float [ 0.000000e+00, %.lr.ph ], [ %1346, %.loopexit ]
  %705 = phi float [ 0.000000e+00, %.lr.ph ], [ %1345, %.loopexit ]
  %706 = phi float [ 0.000000e+00, %.lr.ph ], [ %1344, %.loopexit ]
  %707 = phi float [ 0.000000e+00, %.lr.ph ], [ %1343, %.loopexit ]
  %708 = phi float [ 0.000000e+00, %.lr.ph ], [ %1341, %.loopexit ]
  %709 = phi float [ 0.000000e+00, %.lr.ph ], [ %1340, %.loopexit ]
  %710 = phi float [ 0.000000e+00, %.lr.ph ], [ %1339, %.loopexit ]
  %711 = phi float [ 0.000000e+00, %.lr.ph ], [ %1338, %.loopexit ]
  %712 = phi float [ 0.000000e+00, %.lr.ph ], [ %1330, %.loopexit ]
  %713 = phi float [ 0.000000e+00, %.lr.ph ], [ %1329, %.loopexit ]
  %714 = phi float [ 0.000000e+00, %.lr.ph ], [ %1328, %.loopexit ]
  %715 = phi float [ 0.000000e+00, %.lr.ph ], [ %1327, %.loopexit ]
  %716 = phi float [ 0.000000e+00, %.lr.ph ], [ %1325, %.loopexit ]
  %717 = phi float [ 0.000000e+00, %.lr.ph ], [ %1324, %.loopexit ]
  %718 = phi float [ 0.000000e+00, %.lr.ph ], [ %1323, %.loopexit ]
  %719 = phi float [ 0.000000e+00, %.lr.ph ], [ %1322, %.loopexit ]
  %720 = phi i32 [ 0, %.lr.ph ], [ %1428, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %721 = add i32 %720, 96
  %722 = icmp slt i32 %721, %5
  %723 = icmp slt i32 %720, 2147483552
  %724 = and i1 %723, %722
  br i1 %724, label %725, label %.loopexit

725:                                              ; preds = %654
  %726 = add i32 %655, 3
  %727 = icmp ugt i32 %726, 3
  %728 = add i32 %655, -1
  %729 = select i1 %727, i32 %728, i32 %726
  %730 = mul i32 %729, 14848
  %731 = sext i32 %730 to i64
  %732 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %731
  %733 = or disjoint i32 %721, %14
  %734 = add i32 %733, %16
  %735 = sext i32 %734 to i64
  %736 = getelementptr bfloat, ptr addrspace(1) %0, i64 %735
  %737 = ptrtoint ptr addrspace(1) %736 to i64
  %738 = and i64 %737, 15
  %739 = icmp eq i64 %738, 0
  %740 = getelementptr i8, ptr addrspace(3) %732, i64 %22
  br i1 %739, label %801, label %.preheader26

.preheader26:                                     ; preds = %725
  %741 = icmp slt i32 %733, %5
  %742 = and i1 %17, %741
  %743 = zext i1 %742 to i32
  %744 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %736, i32 %743, i16 0) #6
  store i16 %744, ptr addrspace(3) %740, align 16
  %.reass426 = or disjoint i32 %721, %invariant.op425
  %745 = add i32 %.reass426, %16
  %746 = sext i32 %745 to i64
  %747 = getelementptr bfloat, ptr addrspace(1) %0, i64 %746
  %748 = icmp slt i32 %.reass426, %5
  %749 = and i1 %17, %748
  %750 = zext i1 %749 to i32
  %751 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %747, i32 %750, i16 0) #6
  %752 = getelementptr i8, ptr addrspace(3) %740, i64 2
  store i16 %751, ptr addrspace(3) %752, align 2
  %.reass428 = or disjoint i32 %721, %invariant.op427
  %753 = add i32 %.reass428, %16
  %754 = sext i32 %753 to i64
  %755 = getelementptr bfloat, ptr addrspace(1) %0, i64 %754
  %756 = icmp slt i32 %.reass428, %5
  %757 = and i1 %17, %756
  %758 = zext i1 %757 to i32
  %759 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %755, i32 %758, i16 0) #6
  %760 = getelementptr i8, ptr addrspace(3) %740, i64 4
  store i16 %759, ptr addrspace(3) %760, align 4
  %.reass430 = or disjoint i32 %721, %invariant.op429
  %761 = add i32 %.reass430, %16
  %762 = sext i32 %761 to i64
  %763 = getelementptr bfloat, ptr addrspace(1) %0, i64 %762
  %764 = icmp slt i32 %.reass430, %5
  %765 = and i1 %17, %764
  %766 = zext i1 %765 to i32
  %767 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %763, i32 %766, i16 0) #6
  %768 = getelementptr i8, ptr addrspace(3) %740, i64 6
  store i16 %767, ptr addrspace(3) %768, align 2
  %.reass432 = or disjoint i32 %721, %invariant.op431
  %769 = add i32 %.reass432, %16
  %770 = sext i32 %769 to i64
  %771 = getelementptr bfloat, ptr addrspace(1) %0, i64 %770
  %772 = icmp slt i32 %.reass432, %5
  %773 = and i1 %17, %772
  %774 = zext i1 %773 to i32
  %775 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %771, i32 %774, i16 0) #6
  %776 = getelementptr i8, ptr addrspace(3) %740, i64 8
  store i16 %775, ptr addrspace(3) %776, align 8
  %.reass434 = or disjoint i32 %721, %invariant.op433
  %777 = add i32 %.reass434, %16
  %778 = sext i32 %777 to i64
  %779 = getelementptr bfloat, ptr addrspace(1) %0, i64 %778
  %780 = icmp slt i32 %.reass434, %5
  %781 = and i1 %17, %780
  %782 = zext i1 %781 to i32
  %783 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %779, i32 %782, i16 0) #6
  %784 = getelementptr i8, ptr addrspace(3) %740, i64 10
  store i16 %783, ptr addrspace(3) %784, align 2
  %.reass436 = or disjoint i32 %721, %invariant.op435
  %785 = add i32 %.reass436, %16
  %786 = sext i32 %785 to i64
  %787 = getelementptr bfloat, ptr addrspace(1) %0, i64 %786
  %788 = icmp slt i32 %.reass436, %5
  %789 = and i1 %17, %788
  %790 = zext i1 %789 to i32
  %791 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %787, i32 %790, i16 0) #6
  %792 = getelementptr i8, ptr addrspace(3) %740, i64 12
  store i16 %791, ptr addrspace(3) %792, align 4
  %.reass438 = or disjoint i32 %721, %invariant.op437
  %793 = add i32 %.reass438, %16
  %794 = sext i32 %793 to i64
  %795 = getelementptr bfloat, ptr addrspace(1) %0, i64 %794
  %796 = icmp slt i32 %.reass438, %5
  %797 = and i1 %17, %796
  %798 = zext i1 %797 to i32
  %799 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %795, i32 %798, i16 0) #6
  %800 = getelementptr i8, ptr addrspace(3) %740, i64 14
  store i16 %799, ptr addrspace(3) %800, align 2
  br label %.loopexit27

801:                                              ; preds = %725
  %802 = sext i32 %733 to i64
  %803 = sub nsw i64 %18, %802
  %804 = tail call i64 @llvm.smax.i64(i64 %803, i64 0)
  %805 = tail call i64 @llvm.umin.i64(i64 %804, i64 8)
  %806 = trunc nuw nsw i64 %805 to i32
  %807 = select i1 %17, i32 %806, i32 0
  %808 = icmp eq i32 %807, 0
  %809 = select i1 %808, ptr addrspace(1) %0, ptr addrspace(1) %736
  %810 = shl nuw nsw i32 %807, 1
  %811 = ptrtoint ptr addrspace(3) %740 to i64
  %812 = trunc i64 %811 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %812, ptr addrspace(1) %809, i32 %810) #6
  br label %.loopexit27

.loopexit27:                                      ; preds = %.preheader26, %801
  %813 = add i32 %733, %26
  %814 = sext i32 %813 to i64
  %815 = getelementptr bfloat, ptr addrspace(1) %0, i64 %814
  %816 = ptrtoint ptr addrspace(1) %815 to i64
  %817 = and i64 %816, 15
  %818 = icmp eq i64 %817, 0
  %819 = getelementptr i8, ptr addrspace(3) %732, i64 %31
  br i1 %818, label %880, label %.preheader24

.preheader24:                                     ; preds = %.loopexit27
  %820 = icmp slt i32 %733, %5
  %821 = and i1 %27, %820
  %822 = zext i1 %821 to i32
  %823 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %815, i32 %822, i16 0) #6
  store i16 %823, ptr addrspace(3) %819, align 16
  %.reass440 = or disjoint i32 %721, %invariant.op439
  %824 = add i32 %.reass440, %26
  %825 = sext i32 %824 to i64
  %826 = getelementptr bfloat, ptr addrspace(1) %0, i64 %825
  %827 = icmp slt i32 %.reass440, %5
  %828 = and i1 %27, %827
  %829 = zext i1 %828 to i32
  %830 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %826, i32 %829, i16 0) #6
  %831 = getelementptr i8, ptr addrspace(3) %819, i64 2
  store i16 %830, ptr addrspace(3) %831, align 2
  %.reass442 = or disjoint i32 %721, %invariant.op441
  %832 = add i32 %.reass442, %26
  %833 = sext i32 %832 to i64
  %834 = getelementptr bfloat, ptr addrspace(1) %0, i64 %833
  %835 = icmp slt i32 %.reass442, %5
  %836 = and i1 %27, %835
  %837 = zext i1 %836 to i32
  %838 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %834, i32 %837, i16 0) #6
  %839 = getelementptr i8, ptr addrspace(3) %819, i64 4
  store i16 %838, ptr addrspace(3) %839, align 4
  %.reass444 = or disjoint i32 %721, %invariant.op443
  %840 = add i32 %.reass444, %26
  %841 = sext i32 %840 to i64
  %842 = getelementptr bfloat, ptr addrspace(1) %0, i64 %841
  %843 = icmp slt i32 %.reass444, %5
  %844 = and i1 %27, %843
  %845 = zext i1 %844 to i32
  %846 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %842, i32 %845, i16 0) #6
  %847 = getelementptr i8, ptr addrspace(3) %819, i64 6
  store i16 %846, ptr addrspace(3) %847, align 2
  %.reass446 = or disjoint i32 %721, %invariant.op445
  %848 = add i32 %.reass446, %26
  %849 = sext i32 %848 to i64
  %850 = getelementptr bfloat, ptr addrspace(1) %0, i64 %849
  %851 = icmp slt i32 %.reass446, %5
  %852 = and i1 %27, %851
  %853 = zext i1 %852 to i32
  %854 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %850, i32 %853, i16 0) #6
  %855 = getelementptr i8, ptr addrspace(3) %819, i64 8
  store i16 %854, ptr addrspace(3) %855, align 8
  %.reass448 = or disjoint i32 %721, %invariant.op447
  %856 = add i32 %.reass448, %26
  %857 = sext i32 %856 to i64
  %858 = getelementptr bfloat, ptr addrspace(1) %0, i64 %857
  %859 = icmp slt i32 %.reass448, %5
  %860 = and i1 %27, %859
  %861 = zext i1 %860 to i32
  %862 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %858, i32 %861, i16 0) #6
  %863 = getelementptr i8, ptr addrspace(3) %819, i64 10
  store i16 %862, ptr addrspace(3) %863, align 2
  %.reass450 = or disjoint i32 %721, %invariant.op449
  %864 = add i32 %.reass450, %26
  %865 = sext i32 %864 to i64
  %866 = getelementptr bfloat, ptr addrspace(1) %0, i64 %865
  %867 = icmp slt i32 %.reass450, %5
  %868 = and i1 %27, %867
  %869 = zext i1 %868 to i32
  %870 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %866, i32 %869, i16 0) #6
  %871 = getelementptr i8, ptr addrspace(3) %819, i64 12
  store i16 %870, ptr addrspace(3) %871, align 4
  %.reass452 = or disjoint i32 %721, %invariant.op451
  %872 = add i32 %.reass452, %26
  %873 = sext i32 %872 to i64
  %874 = getelementptr bfloat, ptr addrspace(1) %0, i64 %873
  %875 = icmp slt i32 %.reass452, %5
  %876 = and i1 %27, %875
  %877 = zext i1 %876 to i32
  %878 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %874, i32 %877, i16 0) #6
  %879 = getelementptr i8, ptr addrspace(3) %819, i64 14
  store i16 %878, ptr addrspace(3) %879, align 2
  br label %.loopexit25

880:                                              ; preds = %.loopexit27
  %881 = sext i32 %733 to i64
  %882 = sub nsw i64 %18, %881
  %883 = tail call i64 @llvm.smax.i64(i64 %882, i64 0)
  %884 = tail call i64 @llvm.umin.i64(i64 %883, i64 8)
  %885 = trunc nuw nsw i64 %884 to i32
  %886 = select i1 %27, i32 %885, i32 0
  %887 = icmp eq i32 %886, 0
  %888 = select i1 %887, ptr addrspace(1) %0, ptr addrspace(1) %815
  %889 = shl nuw nsw i32 %886, 1
  %890 = ptrtoint ptr addrspace(3) %819 to i64
  %891 = trunc i64 %890 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %891, ptr addrspace(1) %888, i32 %889) #6
  br label %.loopexit25

.loopexit25:                                      ; preds = %.preheader24, %880
  %892 = add i32 %733, %34
  %893 = sext i32 %892 to i64
  %894 = getelementptr bfloat, ptr addrspace(1) %0, i64 %893
  %895 = ptrtoint ptr addrspace(1) %894 to i64
  %896 = and i64 %895, 15
  %897 = icmp eq i64 %896, 0
  %898 = getelementptr i8, ptr addrspace(3) %732, i64 %39
  br i1 %897, label %959, label %.preheader22

.preheader22:                                     ; preds = %.loopexit25
  %899 = icmp slt i32 %733, %5
  %900 = and i1 %35, %899
  %901 = zext i1 %900 to i32
  %902 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %894, i32 %901, i16 0) #6
  store i16 %902, ptr addrspace(3) %898, align 16
  %.reass454 = or disjoint i32 %721, %invariant.op453
  %903 = add i32 %.reass454, %34
  %904 = sext i32 %903 to i64
  %905 = getelementptr bfloat, ptr addrspace(1) %0, i64 %904
  %906 = icmp slt i32 %.reass454, %5
  %907 = and i1 %35, %906
  %908 = zext i1 %907 to i32
  %909 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %905, i32 %908, i16 0) #6
  %910 = getelementptr i8, ptr addrspace(3) %898, i64 2
  store i16 %909, ptr addrspace(3) %910, align 2
  %.reass456 = or disjoint i32 %721, %invariant.op455
  %911 = add i32 %.reass456, %34
  %912 = sext i32 %911 to i64
  %913 = getelementptr bfloat, ptr addrspace(1) %0, i64 %912
  %914 = icmp slt i32 %.reass456, %5
  %915 = and i1 %35, %914
  %916 = zext i1 %915 to i32
  %917 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %913, i32 %916, i16 0) #6
  %918 = getelementptr i8, ptr addrspace(3) %898, i64 4
  store i16 %917, ptr addrspace(3) %918, align 4
  %.reass458 = or disjoint i32 %721, %invariant.op457
  %919 = add i32 %.reass458, %34
  %920 = sext i32 %919 to i64
  %921 = getelementptr bfloat, ptr addrspace(1) %0, i64 %920
  %922 = icmp slt i32 %.reass458, %5
  %923 = and i1 %35, %922
  %924 = zext i1 %923 to i32
  %925 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %921, i32 %924, i16 0) #6
  %926 = getelementptr i8, ptr addrspace(3) %898, i64 6
  store i16 %925, ptr addrspace(3) %926, align 2
  %.reass460 = or disjoint i32 %721, %invariant.op459
  %927 = add i32 %.reass460, %34
  %928 = sext i32 %927 to i64
  %929 = getelementptr bfloat, ptr addrspace(1) %0, i64 %928
  %930 = icmp slt i32 %.reass460, %5
  %931 = and i1 %35, %930
  %932 = zext i1 %931 to i32
  %933 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %929, i32 %932, i16 0) #6
  %934 = getelementptr i8, ptr addrspace(3) %898, i64 8
  store i16 %933, ptr addrspace(3) %934, align 8
  %.reass462 = or disjoint i32 %721, %invariant.op461
  %935 = add i32 %.reass462, %34
  %936 = sext i32 %935 to i64
  %937 = getelementptr bfloat, ptr addrspace(1) %0, i64 %936
  %938 = icmp slt i32 %.reass462, %5
  %939 = and i1 %35, %938
  %940 = zext i1 %939 to i32
  %941 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %937, i32 %940, i16 0) #6
  %942 = getelementptr i8, ptr addrspace(3) %898, i64 10
  store i16 %941, ptr addrspace(3) %942, align 2
  %.reass464 = or disjoint i32 %721, %invariant.op463
  %943 = add i32 %.reass464, %34
  %944 = sext i32 %943 to i64
  %945 = getelementptr bfloat, ptr addrspace(1) %0, i64 %944
  %946 = icmp slt i32 %.reass464, %5
  %947 = and i1 %35, %946
  %948 = zext i1 %947 to i32
  %949 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %945, i32 %948, i16 0) #6
  %950 = getelementptr i8, ptr addrspace(3) %898, i64 12
  store i16 %949, ptr addrspace(3) %950, align 4
  %.reass466 = or disjoint i32 %721, %invariant.op465
  %951 = add i32 %.reass466, %34
  %952 = sext i32 %951 to i64
  %953 = getelementptr bfloat, ptr addrspace(1) %0, i64 %952
  %954 = icmp slt i32 %.reass466, %5
  %955 = and i1 %35, %954
  %956 = zext i1 %955 to i32
  %957 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %953, i32 %956, i16 0) #6
  %958 = getelementptr i8, ptr addrspace(3) %898, i64 14
  store i16 %957, ptr addrspace(3) %958, align 2
  br label %.loopexit23

959:                                              ; preds = %.loopexit25
  %960 = sext i32 %733 to i64
  %961 = sub nsw i64 %18, %960
  %962 = tail call i64 @llvm.smax.i64(i64 %961, i64 0)
  %963 = tail call i64 @llvm.umin.i64(i64 %962, i64 8)
  %964 = trunc nuw nsw i64 %963 to i32
  %965 = select i1 %35, i32 %964, i32 0
  %966 = icmp eq i32 %965, 0
  %967 = select i1 %966, ptr addrspace(1) %0, ptr addrspace(1) %894
  %968 = shl nuw nsw i32 %965, 1
  %969 = ptrtoint ptr addrspace(3) %898 to i64
  %970 = trunc i64 %969 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %970, ptr addrspace(1) %967, i32 %968) #6
  br label %.loopexit23

.loopexit23:                                      ; preds = %.preheader22, %959
  %971 = add i32 %733, %42
  %972 = sext i32 %971 to i64
  %973 = getelementptr bfloat, ptr addrspace(1) %0, i64 %972
  %974 = ptrtoint ptr addrspace(1) %973 to i64
  %975 = and i64 %974, 15
  %976 = icmp eq i64 %975, 0
  %977 = getelementptr i8, ptr addrspace(3) %732, i64 %47
  br i1 %976, label %1038, label %.preheader20

.preheader20:                                     ; preds = %.loopexit23
  %978 = icmp slt i32 %733, %5
  %979 = and i1 %43, %978
  %980 = zext i1 %979 to i32
  %981 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %973, i32 %980, i16 0) #6
  store i16 %981, ptr addrspace(3) %977, align 16
  %.reass468 = or disjoint i32 %721, %invariant.op467
  %982 = add i32 %.reass468, %42
  %983 = sext i32 %982 to i64
  %984 = getelementptr bfloat, ptr addrspace(1) %0, i64 %983
  %985 = icmp slt i32 %.reass468, %5
  %986 = and i1 %43, %985
  %987 = zext i1 %986 to i32
  %988 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %984, i32 %987, i16 0) #6
  %989 = getelementptr i8, ptr addrspace(3) %977, i64 2
  store i16 %988, ptr addrspace(3) %989, align 2
  %.reass470 = or disjoint i32 %721, %invariant.op469
  %990 = add i32 %.reass470, %42
  %991 = sext i32 %990 to i64
  %992 = getelementptr bfloat, ptr addrspace(1) %0, i64 %991
  %993 = icmp slt i32 %.reass470, %5
  %994 = and i1 %43, %993
  %995 = zext i1 %994 to i32
  %996 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %992, i32 %995, i16 0) #6
  %997 = getelementptr i8, ptr addrspace(3) %977, i64 4
  store i16 %996, ptr addrspace(3) %997, align 4
  %.reass472 = or disjoint i32 %721, %invariant.op471
  %998 = add i32 %.reass472, %42
  %999 = sext i32 %998 to i64
  %1000 = getelementptr bfloat, ptr addrspace(1) %0, i64 %999
  %1001 = icmp slt i32 %.reass472, %5
  %1002 = and i1 %43, %1001
  %1003 = zext i1 %1002 to i32
  %1004 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1000, i32 %1003, i16 0) #6
  %1005 = getelementptr i8, ptr addrspace(3) %977, i64 6
  store i16 %1004, ptr addrspace(3) %1005, align 2
  %.reass474 = or disjoint i32 %721, %invariant.op473
  %1006 = add i32 %.reass474, %42
  %1007 = sext i32 %1006 to i64
  %1008 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1007
  %1009 = icmp slt i32 %.reass474, %5
  %1010 = and i1 %43, %1009
  %1011 = zext i1 %1010 to i32
  %1012 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1008, i32 %1011, i16 0) #6
  %1013 = getelementptr i8, ptr addrspace(3) %977, i64 8
  store i16 %1012, ptr addrspace(3) %1013, align 8
  %.reass476 = or disjoint i32 %721, %invariant.op475
  %1014 = add i32 %.reass476, %42
  %1015 = sext i32 %1014 to i64
  %1016 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1015
  %1017 = icmp slt i32 %.reass476, %5
  %1018 = and i1 %43, %1017
  %1019 = zext i1 %1018 to i32
  %1020 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1016, i32 %1019, i16 0) #6
  %1021 = getelementptr i8, ptr addrspace(3) %977, i64 10
  store i16 %1020, ptr addrspace(3) %1021, align 2
  %.reass478 = or disjoint i32 %721, %invariant.op477
  %1022 = add i32 %.reass478, %42
  %1023 = sext i32 %1022 to i64
  %1024 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1023
  %1025 = icmp slt i32 %.reass478, %5
  %1026 = and i1 %43, %1025
  %1027 = zext i1 %1026 to i32
  %1028 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1024, i32 %1027, i16 0) #6
  %1029 = getelementptr i8, ptr addrspace(3) %977, i64 12
  store i16 %1028, ptr addrspace(3) %1029, align 4
  %.reass480 = or disjoint i32 %721, %invariant.op479
  %1030 = add i32 %.reass480, %42
  %1031 = sext i32 %1030 to i64
  %1032 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1031
  %1033 = icmp slt i32 %.reass480, %5
  %1034 = and i1 %43, %1033
  %1035 = zext i1 %1034 to i32
  %1036 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1032, i32 %1035, i16 0) #6
  %1037 = getelementptr i8, ptr addrspace(3) %977, i64 14
  store i16 %1036, ptr addrspace(3) %1037, align 2
  br label %.loopexit21

1038:                                             ; preds = %.loopexit23
  %1039 = sext i32 %733 to i64
  %1040 = sub nsw i64 %18, %1039
  %1041 = tail call i64 @llvm.smax.i64(i64 %1040, i64 0)
  %1042 = tail call i64 @llvm.umin.i64(i64 %1041, i64 8)
  %1043 = trunc nuw nsw i64 %1042 to i32
  %1044 = select i1 %43, i32 %1043, i32 0
  %1045 = icmp eq i32 %1044, 0
  %1046 = select i1 %1045, ptr addrspace(1) %0, ptr addrspace(1) %973
  %1047 = shl nuw nsw i32 %1044, 1
  %1048 = ptrtoint ptr addrspace(3) %977 to i64
  %1049 = trunc i64 %1048 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1049, ptr addrspace(1) %1046, i32 %1047) #6
  br label %.loopexit21

.loopexit21:                                      ; preds = %.preheader20, %1038
  %1050 = getelementptr i8, ptr addrspace(3) %732, i64 10240
  %1051 = or disjoint i32 %721, %48
  %1052 = mul i32 %1051, %4
  %1053 = add i32 %1052, %50
  %1054 = sext i32 %1053 to i64
  %1055 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1054
  %1056 = ptrtoint ptr addrspace(1) %1055 to i64
  %1057 = and i64 %1056, 15
  %1058 = icmp eq i64 %1057, 0
  %1059 = icmp slt i32 %1051, %5
  %1060 = getelementptr i8, ptr addrspace(3) %1050, i64 %55
  br i1 %1058, label %1113, label %.preheader18.preheader

.preheader18.preheader:                           ; preds = %.loopexit21
  %1061 = and i1 %1059, %123
  %1062 = zext i1 %1061 to i32
  %1063 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1055, i32 %1062, i16 0) #6
  store i16 %1063, ptr addrspace(3) %1060, align 16
  %1064 = add i32 %125, %1052
  %1065 = sext i32 %1064 to i64
  %1066 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1065
  %1067 = and i1 %1059, %126
  %1068 = zext i1 %1067 to i32
  %1069 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1066, i32 %1068, i16 0) #6
  %1070 = getelementptr i8, ptr addrspace(3) %1060, i64 2
  store i16 %1069, ptr addrspace(3) %1070, align 2
  %1071 = add i32 %128, %1052
  %1072 = sext i32 %1071 to i64
  %1073 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1072
  %1074 = and i1 %1059, %129
  %1075 = zext i1 %1074 to i32
  %1076 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1073, i32 %1075, i16 0) #6
  %1077 = getelementptr i8, ptr addrspace(3) %1060, i64 4
  store i16 %1076, ptr addrspace(3) %1077, align 4
  %1078 = add i32 %131, %1052
  %1079 = sext i32 %1078 to i64
  %1080 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1079
  %1081 = and i1 %1059, %132
  %1082 = zext i1 %1081 to i32
  %1083 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1080, i32 %1082, i16 0) #6
  %1084 = getelementptr i8, ptr addrspace(3) %1060, i64 6
  store i16 %1083, ptr addrspace(3) %1084, align 2
  %1085 = add i32 %134, %1052
  %1086 = sext i32 %1085 to i64
  %1087 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1086
  %1088 = and i1 %1059, %135
  %1089 = zext i1 %1088 to i32
  %1090 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1087, i32 %1089, i16 0) #6
  %1091 = getelementptr i8, ptr addrspace(3) %1060, i64 8
  store i16 %1090, ptr addrspace(3) %1091, align 8
  %1092 = add i32 %137, %1052
  %1093 = sext i32 %1092 to i64
  %1094 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1093
  %1095 = and i1 %1059, %138
  %1096 = zext i1 %1095 to i32
  %1097 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1094, i32 %1096, i16 0) #6
  %1098 = getelementptr i8, ptr addrspace(3) %1060, i64 10
  store i16 %1097, ptr addrspace(3) %1098, align 2
  %1099 = add i32 %140, %1052
  %1100 = sext i32 %1099 to i64
  %1101 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1100
  %1102 = and i1 %1059, %141
  %1103 = zext i1 %1102 to i32
  %1104 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1101, i32 %1103, i16 0) #6
  %1105 = getelementptr i8, ptr addrspace(3) %1060, i64 12
  store i16 %1104, ptr addrspace(3) %1105, align 4
  %1106 = add i32 %143, %1052
  %1107 = sext i32 %1106 to i64
  %1108 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1107
  %1109 = and i1 %1059, %144
  %1110 = zext i1 %1109 to i32
  %1111 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1108, i32 %1110, i16 0) #6
  %1112 = getelementptr i8, ptr addrspace(3) %1060, i64 14
  store i16 %1111, ptr addrspace(3) %1112, align 2
  br label %.loopexit19

1113:                                             ; preds = %.loopexit21
  %1114 = select i1 %1059, i32 %60, i32 0
  %1115 = icmp eq i32 %1114, 0
  %1116 = select i1 %1115, ptr addrspace(1) %1, ptr addrspace(1) %1055
  %1117 = shl nuw nsw i32 %1114, 1
  %1118 = ptrtoint ptr addrspace(3) %1060 to i64
  %1119 = trunc i64 %1118 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1119, ptr addrspace(1) %1116, i32 %1117) #6
  br label %.loopexit19

.loopexit19:                                      ; preds = %.preheader18.preheader, %1113
  %1120 = or disjoint i32 %721, %61
  %1121 = mul i32 %1120, %4
  %1122 = add i32 %1121, %50
  %1123 = sext i32 %1122 to i64
  %1124 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1123
  %1125 = ptrtoint ptr addrspace(1) %1124 to i64
  %1126 = and i64 %1125, 15
  %1127 = icmp eq i64 %1126, 0
  %1128 = icmp slt i32 %1120, %5
  %1129 = getelementptr i8, ptr addrspace(3) %1050, i64 %65
  br i1 %1127, label %1182, label %.preheader.preheader

.preheader.preheader:                             ; preds = %.loopexit19
  %1130 = and i1 %1128, %145
  %1131 = zext i1 %1130 to i32
  %1132 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1124, i32 %1131, i16 0) #6
  store i16 %1132, ptr addrspace(3) %1129, align 16
  %1133 = add i32 %147, %1121
  %1134 = sext i32 %1133 to i64
  %1135 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1134
  %1136 = and i1 %1128, %148
  %1137 = zext i1 %1136 to i32
  %1138 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1135, i32 %1137, i16 0) #6
  %1139 = getelementptr i8, ptr addrspace(3) %1129, i64 2
  store i16 %1138, ptr addrspace(3) %1139, align 2
  %1140 = add i32 %150, %1121
  %1141 = sext i32 %1140 to i64
  %1142 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1141
  %1143 = and i1 %1128, %151
  %1144 = zext i1 %1143 to i32
  %1145 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1142, i32 %1144, i16 0) #6
  %1146 = getelementptr i8, ptr addrspace(3) %1129, i64 4
  store i16 %1145, ptr addrspace(3) %1146, align 4
  %1147 = add i32 %153, %1121
  %1148 = sext i32 %1147 to i64
  %1149 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1148
  %1150 = and i1 %1128, %154
  %1151 = zext i1 %1150 to i32
  %1152 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1149, i32 %1151, i16 0) #6
  %1153 = getelementptr i8, ptr addrspace(3) %1129, i64 6
  store i16 %1152, ptr addrspace(3) %1153, align 2
  %1154 = add i32 %156, %1121
  %1155 = sext i32 %1154 to i64
  %1156 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1155
  %1157 = and i1 %1128, %157
  %1158 = zext i1 %1157 to i32
  %1159 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1156, i32 %1158, i16 0) #6
  %1160 = getelementptr i8, ptr addrspace(3) %1129, i64 8
  store i16 %1159, ptr addrspace(3) %1160, align 8
  %1161 = add i32 %159, %1121
  %1162 = sext i32 %1161 to i64
  %1163 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1162
  %1164 = and i1 %1128, %160
  %1165 = zext i1 %1164 to i32
  %1166 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1163, i32 %1165, i16 0) #6
  %1167 = getelementptr i8, ptr addrspace(3) %1129, i64 10
  store i16 %1166, ptr addrspace(3) %1167, align 2
  %1168 = add i32 %162, %1121
  %1169 = sext i32 %1168 to i64
  %1170 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1169
  %1171 = and i1 %1128, %163
  %1172 = zext i1 %1171 to i32
  %1173 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1170, i32 %1172, i16 0) #6
  %1174 = getelementptr i8, ptr addrspace(3) %1129, i64 12
  store i16 %1173, ptr addrspace(3) %1174, align 4
  %1175 = add i32 %165, %1121
  %1176 = sext i32 %1175 to i64
  %1177 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1176
  %1178 = and i1 %1128, %166
  %1179 = zext i1 %1178 to i32
  %1180 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1177, i32 %1179, i16 0) #6
  %1181 = getelementptr i8, ptr addrspace(3) %1129, i64 14
  store i16 %1180, ptr addrspace(3) %1181, align 2
  br label %.loopexit

1182:                                             ; preds = %.loopexit19
  %1183 = select i1 %1128, i32 %60, i32 0
  %1184 = icmp eq i32 %1183, 0
  %1185 = select i1 %1184, ptr addrspace(1) %1, ptr addrspace(1) %1124
  %1186 = shl nuw nsw i32 %1183, 1
  %1187 = ptrtoint ptr addrspace(3) %1129 to i64
  %1188 = trunc i64 %1187 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1188, ptr addrspace(1) %1185, i32 %1186) #6
  br label %.loopexit

.loopexit:                                        ; preds = %.preheader.preheader, %1182, %654
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %1189 = mul i32 %655, 14848
  %1190 = sext i32 %1189 to i64
  %1191 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %1190
  %1192 = getelementptr i8, ptr addrspace(3) %1191, i64 10240
  %1193 = getelementptr bfloat, ptr addrspace(3) %1191, i64 %122
  %1194 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1193)
  %1195 = extractvalue { i32, i32, i32, i32 } %1194, 0
  %1196 = extractvalue { i32, i32, i32, i32 } %1194, 1
  %1197 = extractvalue { i32, i32, i32, i32 } %1194, 2
  %1198 = extractvalue { i32, i32, i32, i32 } %1194, 3
  %1199 = getelementptr bfloat, ptr addrspace(3) %1192, i64 %169
  %1200 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1199)
  %1201 = extractvalue { i32, i32, i32, i32 } %1200, 0
  %1202 = extractvalue { i32, i32, i32, i32 } %1200, 1
  %1203 = extractvalue { i32, i32, i32, i32 } %1200, 2
  %1204 = extractvalue { i32, i32, i32, i32 } %1200, 3
  %1205 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1195, i32 %1196, i32 %1197, i32 %1198, i32 %1201, i32 %1202, float %719, float %718, float %717, float %716) #6
  %1206 = extractvalue { float, float, float, float } %1205, 0
  %1207 = extractvalue { float, float, float, float } %1205, 1
  %1208 = extractvalue { float, float, float, float } %1205, 2
  %1209 = extractvalue { float, float, float, float } %1205, 3
  %1210 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1195, i32 %1196, i32 %1197, i32 %1198, i32 %1203, i32 %1204, float %715, float %714, float %713, float %712) #6
  %1211 = extractvalue { float, float, float, float } %1210, 0
  %1212 = extractvalue { float, float, float, float } %1210, 1
  %1213 = extractvalue { float, float, float, float } %1210, 2
  %1214 = extractvalue { float, float, float, float } %1210, 3
  %1215 = getelementptr bfloat, ptr addrspace(3) %1192, i64 %171
  %1216 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1215)
  %1217 = extractvalue { i32, i32, i32, i32 } %1216, 0
  %1218 = extractvalue { i32, i32, i32, i32 } %1216, 1
  %1219 = extractvalue { i32, i32, i32, i32 } %1216, 2
  %1220 = extractvalue { i32, i32, i32, i32 } %1216, 3
  %1221 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1195, i32 %1196, i32 %1197, i32 %1198, i32 %1217, i32 %1218, float %711, float %710, float %709, float %708) #6
  %1222 = extractvalue { float, float, float, float } %1221, 0
  %1223 = extractvalue { float, float, float, float } %1221, 1
  %1224 = extractvalue { float, float, float, float } %1221, 2
  %1225 = extractvalue { float, float, float, float } %1221, 3
  %1226 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1195, i32 %1196, i32 %1197, i32 %1198, i32 %1219, i32 %1220, float %707, float %706, float %705, float %704) #6
  %1227 = extractvalue { float, float, float, float } %1226, 0
  %1228 = extractvalue { float, float, float, float } %1226, 1
  %1229 = extractvalue { float, float, float, float } %1226, 2
  %1230 = extractvalue { float, float, float, float } %1226, 3
  %1231 = getelementptr bfloat, ptr addrspace(3) %1191, i64 %172
  %1232 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1231)
  %1233 = extractvalue { i32, i32, i32, i32 } %1232, 0
  %1234 = extractvalue { i32, i32, i32, i32 } %1232, 1
  %1235 = extractvalue { i32, i32, i32, i32 } %1232, 2
  %1236 = extractvalue { i32, i32, i32, i32 } %1232, 3
  %1237 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1233, i32 %1234, i32 %1235, i32 %1236, i32 %1201, i32 %1202, float %703, float %702, float %701, float %700) #6
  %1238 = extractvalue { float, float, float, float } %1237, 0
  %1239 = extractvalue { float, float, float, float } %1237, 1
  %1240 = extractvalue { float, float, float, float } %1237, 2
  %1241 = extractvalue { float, float, float, float } %1237, 3
  %1242 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1233, i32 %1234, i32 %1235, i32 %1236, i32 %1203, i32 %1204, float %699, float %698, float %697, float %696) #6
  %1243 = extractvalue { float, float, float, float } %1242, 0
  %1244 = extractvalue { float, float, float, float } %1242, 1
  %1245 = extractvalue { float, float, float, float } %1242, 2
  %1246 = extractvalue { float, float, float, float } %1242, 3
  %1247 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1233, i32 %1234, i32 %1235, i32 %1236, i32 %1217, i32 %1218, float %695, float %694, float %693, float %692) #6
  %1248 = extractvalue { float, float, float, float } %1247, 0
  %1249 = extractvalue { float, float, float, float } %1247, 1
  %1250 = extractvalue { float, float, float, float } %1247, 2
  %1251 = extractvalue { float, float, float, float } %1247, 3
  %1252 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1233, i32 %1234, i32 %1235, i32 %1236, i32 %1219, i32 %1220, float %691, float %690, float %689, float %688) #6
  %1253 = extractvalue { float, float, float, float } %1252, 0
  %1254 = extractvalue { float, float, float, float } %1252, 1
  %1255 = extractvalue { float, float, float, float } %1252, 2
  %1256 = extractvalue { float, float, float, float } %1252, 3
  %1257 = getelementptr bfloat, ptr addrspace(3) %1191, i64 %173
  %1258 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1257)
  %1259 = extractvalue { i32, i32, i32, i32 } %1258, 0
  %1260 = extractvalue { i32, i32, i32, i32 } %1258, 1
  %1261 = extractvalue { i32, i32, i32, i32 } %1258, 2
  %1262 = extractvalue { i32, i32, i32, i32 } %1258, 3
  %1263 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1259, i32 %1260, i32 %1261, i32 %1262, i32 %1201, i32 %1202, float %687, float %686, float %685, float %684) #6
  %1264 = extractvalue { float, float, float, float } %1263, 0
  %1265 = extractvalue { float, float, float, float } %1263, 1
  %1266 = extractvalue { float, float, float, float } %1263, 2
  %1267 = extractvalue { float, float, float, float } %1263, 3
  %1268 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1259, i32 %1260, i32 %1261, i32 %1262, i32 %1203, i32 %1204, float %683, float %682, float %681, float %680) #6
  %1269 = extractvalue { float, float, float, float } %1268, 0
  %1270 = extractvalue { float, float, float, float } %1268, 1
  %1271 = extractvalue { float, float, float, float } %1268, 2
  %1272 = extractvalue { float, float, float, float } %1268, 3
  %1273 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1259, i32 %1260, i32 %1261, i32 %1262, i32 %1217, i32 %1218, float %679, float %678, float %677, float %676) #6
  %1274 = extractvalue { float, float, float, float } %1273, 0
  %1275 = extractvalue { float, float, float, float } %1273, 1
  %1276 = extractvalue { float, float, float, float } %1273, 2
  %1277 = extractvalue { float, float, float, float } %1273, 3
  %1278 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1259, i32 %1260, i32 %1261, i32 %1262, i32 %1219, i32 %1220, float %675, float %674, float %673, float %672) #6
  %1279 = extractvalue { float, float, float, float } %1278, 0
  %1280 = extractvalue { float, float, float, float } %1278, 1
  %1281 = extractvalue { float, float, float, float } %1278, 2
  %1282 = extractvalue { float, float, float, float } %1278, 3
  %1283 = getelementptr bfloat, ptr addrspace(3) %1191, i64 %175
  %1284 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1283)
  %1285 = extractvalue { i32, i32, i32, i32 } %1284, 0
  %1286 = extractvalue { i32, i32, i32, i32 } %1284, 1
  %1287 = extractvalue { i32, i32, i32, i32 } %1284, 2
  %1288 = extractvalue { i32, i32, i32, i32 } %1284, 3
  %1289 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1285, i32 %1286, i32 %1287, i32 %1288, i32 %1201, i32 %1202, float %671, float %670, float %669, float %668) #6
  %1290 = extractvalue { float, float, float, float } %1289, 0
  %1291 = extractvalue { float, float, float, float } %1289, 1
  %1292 = extractvalue { float, float, float, float } %1289, 2
  %1293 = extractvalue { float, float, float, float } %1289, 3
  %1294 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1285, i32 %1286, i32 %1287, i32 %1288, i32 %1203, i32 %1204, float %667, float %666, float %665, float %664) #6
  %1295 = extractvalue { float, float, float, float } %1294, 0
  %1296 = extractvalue { float, float, float, float } %1294, 1
  %1297 = extractvalue { float, float, float, float } %1294, 2
  %1298 = extractvalue { float, float, float, float } %1294, 3
  %1299 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1285, i32 %1286, i32 %1287, i32 %1288, i32 %1217, i32 %1218, float %663, float %662, float %661, float %660) #6
  %1300 = extractvalue { float, float, float, float } %1299, 0
  %1301 = extractvalue { float, float, float, float } %1299, 1
  %1302 = extractvalue { float, float, float, float } %1299, 2
  %1303 = extractvalue { float, float, float, float } %1299, 3
  %1304 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1285, i32 %1286, i32 %1287, i32 %1288, i32 %1219, i32 %1220, float %659, float %658, float %657, float %656) #6
  %1305 = extractvalue { float, float, float, float } %1304, 0
  %1306 = extractvalue { float, float, float, float } %1304, 1
  %1307 = extractvalue { float, float, float, float } %1304, 2
  %1308 = extractvalue { float, float, float, float } %1304, 3
  %1309 = getelementptr bfloat, ptr addrspace(3) %1191, i64 %178
  %1310 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1309)
  %1311 = extractvalue { i32, i32, i32, i32 } %1310, 0
  %1312 = extractvalue { i32, i32, i32, i32 } %1310, 1
  %1313 = extractvalue { i32, i32, i32, i32 } %1310, 2
  %1314 = extractvalue { i32, i32, i32, i32 } %1310, 3
  %1315 = getelementptr bfloat, ptr addrspace(3) %1192, i64 %182
  %1316 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1315)
  %1317 = extractvalue { i32, i32, i32, i32 } %1316, 0
  %1318 = extractvalue { i32, i32, i32, i32 } %1316, 1
  %1319 = extractvalue { i32, i32, i32, i32 } %1316, 2
  %1320 = extractvalue { i32, i32, i32, i32 } %1316, 3
  %1321 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1311, i32 %1312, i32 %1313, i32 %1314, i32 %1317, i32 %1318, float %1206, float %1207, float %1208, float %1209) #6
  %1322 = extractvalue { float, float, float, float } %1321, 0
  %1323 = extractvalue { float, float, float, float } %1321, 1
  %1324 = extractvalue { float, float, float, float } %1321, 2
  %1325 = extractvalue { float, float, float, float } %1321, 3
  %1326 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1311, i32 %1312, i32 %1313, i32 %1314, i32 %1319, i32 %1320, float %1211, float %1212, float %1213, float %1214) #6
  %1327 = extractvalue { float, float, float, float } %1326, 0
  %1328 = extractvalue { float, float, float, float } %1326, 1
  %1329 = extractvalue { float, float, float, float } %1326, 2
  %1330 = extractvalue { float, float, float, float } %1326, 3
  %1331 = getelementptr bfloat, ptr addrspace(3) %1192, i64 %184
  %1332 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1331)
  %1333 = extractvalue { i32, i32, i32, i32 } %1332, 0
  %1334 = extractvalue { i32, i32, i32, i32 } %1332, 1
  %1335 = extractvalue { i32, i32, i32, i32 } %1332, 2
  %1336 = extractvalue { i32, i32, i32, i32 } %1332, 3
  %1337 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1311, i32 %1312, i32 %1313, i32 %1314, i32 %1333, i32 %1334, float %1222, float %1223, float %1224, float %1225) #6
  %1338 = extractvalue { float, float, float, float } %1337, 0
  %1339 = extractvalue { float, float, float, float } %1337, 1
  %1340 = extractvalue { float, float, float, float } %1337, 2
  %1341 = extractvalue { float, float, float, float } %1337, 3
  %1342 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1311, i32 %1312, i32 %1313, i32 %1314, i32 %1335, i32 %1336, float %1227, float %1228, float %1229, float %1230) #6
  %1343 = extractvalue { float, float, float, float } %1342, 0
  %1344 = extractvalue { float, float, float, float } %1342, 1
  %1345 = extractvalue { float, float, float, float } %1342, 2
  %1346 = extractvalue { float, float, float, float } %1342, 3
  %1347 = getelementptr bfloat, ptr addrspace(3) %1191, i64 %185
  %1348 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1347)
  %1349 = extractvalue { i32, i32, i32, i32 } %1348, 0
  %1350 = extractvalue { i32, i32, i32, i32 } %1348, 1
  %1351 = extractvalue { i32, i32, i32, i32 } %1348, 2
  %1352 = extractvalue { i32, i32, i32, i32 } %1348, 3
  %1353 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1349, i32 %1350, i32 %1351, i32 %1352, i32 %1317, i32 %1318, float %1238, float %1239, float %1240, float %1241) #6
  %1354 = extractvalue { float, float, float, float } %1353, 0
  %1355 = extractvalue { float, float, float, float } %1353, 1
  %1356 = extractvalue { float, float, float, float } %1353, 2
  %1357 = extractvalue { float, float, float, float } %1353, 3
  %1358 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1349, i32 %1350, i32 %1351, i32 %1352, i32 %1319, i32 %1320, float %1243, float %1244, float %1245, float %1246) #6
  %1359 = extractvalue { float, float, float, float } %1358, 0
  %1360 = extractvalue { float, float, float, float } %1358, 1
  %1361 = extractvalue { float, float, float, float } %1358, 2
  %1362 = extractvalue { float, float, float, float } %1358, 3
  %1363 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1349, i32 %1350, i32 %1351, i32 %1352, i32 %1333, i32 %1334, float %1248, float %1249, float %1250, float %1251) #6
  %1364 = extractvalue { float, float, float, float } %1363, 0
  %1365 = extractvalue { float, float, float, float } %1363, 1
  %1366 = extractvalue { float, float, float, float } %1363, 2
  %1367 = extractvalue { float, float, float, float } %1363, 3
  %1368 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1349, i32 %1350, i32 %1351, i32 %1352, i32 %1335, i32 %1336, float %1253, float %1254, float %1255, float %1256) #6
  %1369 = extractvalue { float, float, float, float } %1368, 0
  %1370 = extractvalue { float, float, float, float } %1368, 1
  %1371 = extractvalue { float, float, float, float } %1368, 2
  %1372 = extractvalue { float, float, float, float } %1368, 3
  %1373 = getelementptr bfloat, ptr addrspace(3) %1191, i64 %186
  %1374 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1373)
  %1375 = extractvalue { i32, i32, i32, i32 } %1374, 0
  %1376 = extractvalue { i32, i32, i32, i32 } %1374, 1
  %1377 = extractvalue { i32, i32, i32, i32 } %1374, 2
  %1378 = extractvalue { i32, i32, i32, i32 } %1374, 3
  %1379 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1375, i32 %1376, i32 %1377, i32 %1378, i32 %1317, i32 %1318, float %1264, float %1265, float %1266, float %1267) #6
  %1380 = extractvalue { float, float, float, float } %1379, 0
  %1381 = extractvalue { float, float, float, float } %1379, 1
  %1382 = extractvalue { float, float, float, float } %1379, 2
  %1383 = extractvalue { float, float, float, float } %1379, 3
  %1384 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1375, i32 %1376, i32 %1377, i32 %1378, i32 %1319, i32 %1320, float %1269, float %1270, float %1271, float %1272) #6
  %1385 = extractvalue { float, float, float, float } %1384, 0
  %1386 = extractvalue { float, float, float, float } %1384, 1
  %1387 = extractvalue { float, float, float, float } %1384, 2
  %1388 = extractvalue { float, float, float, float } %1384, 3
  %1389 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1375, i32 %1376, i32 %1377, i32 %1378, i32 %1333, i32 %1334, float %1274, float %1275, float %1276, float %1277) #6
  %1390 = extractvalue { float, float, float, float } %1389, 0
  %1391 = extractvalue { float, float, float, float } %1389, 1
  %1392 = extractvalue { float, float, float, float } %1389, 2
  %1393 = extractvalue { float, float, float, float } %1389, 3
  %1394 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1375, i32 %1376, i32 %1377, i32 %1378, i32 %1335, i32 %1336, float %1279, float %1280, float %1281, float %1282) #6
  %1395 = extractvalue { float, float, float, float } %1394, 0
  %1396 = extractvalue { float, float, float, float } %1394, 1
  %1397 = extractvalue { float, float, float, float } %1394, 2
  %1398 = extractvalue { float, float, float, float } %1394, 3
  %1399 = getelementptr bfloat, ptr addrspace(3) %1191, i64 %188
  %1400 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1399)
  %1401 = extractvalue { i32, i32, i32, i32 } %1400, 0
  %1402 = extractvalue { i32, i32, i32, i32 } %1400, 1
  %1403 = extractvalue { i32, i32, i32, i32 } %1400, 2
  %1404 = extractvalue { i32, i32, i32, i32 } %1400, 3
  %1405 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1401, i32 %1402, i32 %1403, i32 %1404, i32 %1317, i32 %1318, float %1290, float %1291, float %1292, float %1293) #6
  %1406 = extractvalue { float, float, float, float } %1405, 0
  %1407 = extractvalue { float, float, float, float } %1405, 1
  %1408 = extractvalue { float, float, float, float } %1405, 2
  %1409 = extractvalue { float, float, float, float } %1405, 3
  %1410 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1401, i32 %1402, i32 %1403, i32 %1404, i32 %1319, i32 %1320, float %1295, float %1296, float %1297, float %1298) #6
  %1411 = extractvalue { float, float, float, float } %1410, 0
  %1412 = extractvalue { float, float, float, float } %1410, 1
  %1413 = extractvalue { float, float, float, float } %1410, 2
  %1414 = extractvalue { float, float, float, float } %1410, 3
  %1415 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1401, i32 %1402, i32 %1403, i32 %1404, i32 %1333, i32 %1334, float %1300, float %1301, float %1302, float %1303) #6
  %1416 = extractvalue { float, float, float, float } %1415, 0
  %1417 = extractvalue { float, float, float, float } %1415, 1
  %1418 = extractvalue { float, float, float, float } %1415, 2
  %1419 = extractvalue { float, float, float, float } %1415, 3
  %1420 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1401, i32 %1402, i32 %1403, i32 %1404, i32 %1335, i32 %1336, float %1305, float %1306, float %1307, float %1308) #6
  %1421 = extractvalue { float, float, float, float } %1420, 0
  %1422 = extractvalue { float, float, float, float } %1420, 1
  %1423 = extractvalue { float, float, float, float } %1420, 2
  %1424 = extractvalue { float, float, float, float } %1420, 3
  %1425 = add i32 %655, 1
  %1426 = icmp eq i32 %1425, 4
  %1427 = select i1 %1426, i32 0, i32 %1425
  %1428 = add i32 %720, 32
  %1429 = icmp slt i32 %1428, %5
  br i1 %1429, label %654, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
  %1430 = bitcast float %1322 to i32
  %1431 = bitcast float %1323 to i32
  %1432 = bitcast float %1324 to i32
  %1433 = bitcast float %1325 to i32
  %1434 = bitcast float %1327 to i32
  %1435 = bitcast float %1328 to i32
  %1436 = bitcast float %1329 to i32
  %1437 = bitcast float %1330 to i32
  %1438 = bitcast float %1338 to i32
  %1439 = bitcast float %1339 to i32
  %1440 = bitcast float %1340 to i32
  %1441 = bitcast float %1341 to i32
  %1442 = bitcast float %1343 to i32
  %1443 = bitcast float %1344 to i32
  %1444 = bitcast float %1345 to i32
  %1445 = bitcast float %1346 to i32
  %1446 = bitcast float %1354 to i32
  %1447 = bitcast float %1355 to i32
  %1448 = bitcast float %1356 to i32
  %1449 = bitcast float %1357 to i32
  %1450 = bitcast float %1359 to i32
  %1451 = bitcast float %1360 to i32
  %1452 = bitcast float %1361 to i32
  %1453 = bitcast float %1362 to i32
  %1454 = bitcast float %1364 to i32
  %1455 = bitcast float %1365 to i32
  %1456 = bitcast float %1366 to i32
  %1457 = bitcast float %1367 to i32
  %1458 = bitcast float %1369 to i32
  %1459 = bitcast float %1370 to i32
  %1460 = bitcast float %1371 to i32
  %1461 = bitcast float %1372 to i32
  %1462 = bitcast float %1380 to i32
  %1463 = bitcast float %1381 to i32
  %1464 = bitcast float %1382 to i32
  %1465 = bitcast float %1383 to i32
  %1466 = bitcast float %1385 to i32
  %1467 = bitcast float %1386 to i32
  %1468 = bitcast float %1387 to i32
  %1469 = bitcast float %1388 to i32
  %1470 = bitcast float %1390 to i32
  %1471 = bitcast float %1391 to i32
  %1472 = bitcast float %1392 to i32
  %1473 = bitcast float %1393 to i32
  %1474 = bitcast float %1395 to i32
  %1475 = bitcast float %1396 to i32
  %1476 = bitcast float %1397 to i32
  %1477 = bitcast float %1398 to i32
  %1478 = bitcast float %1406 to i32
  %1479 = bitcast float %1407 to i32
  %1480 = bitcast float %1408 to i32
  %1481 = bitcast float %1409 to i32
  %1482 = bitcast float %1411 to i32
  %1483 = bitcast float %1412 to i32
  %1484 = bitcast float %1413 to i32
  %1485 = bitcast float %1414 to i32
  %1486 = bitcast float %1416 to i32
  %1487 = bitcast float %1417 to i32
  %1488 = bitcast float %1418 to i32
  %1489 = bitcast float %1419 to i32
  %1490 = bitcast float %1421 to i32
  %1491 = bitcast float %1422 to i32
  %1492 = bitcast float %1423 to i32
  %1493 = bitcast float %1424 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %.preheader28, %._crit_edge.loopexit
  %.lcssa167 = phi i32 [ %1430, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa166 = phi i32 [ %1431, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa165 = phi i32 [ %1432, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa164 = phi i32 [ %1433, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa163 = phi i32 [ %1434, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa162 = phi i32 [ %1435, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa161 = phi i32 [ %1436, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa160 = phi i32 [ %1437, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa159 = phi i32 [ %1438, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa158 = phi i32 [ %1439, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa157 = phi i32 [ %1440, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa156 = phi i32 [ %1441, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa155 = phi i32 [ %1442, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa154 = phi i32 [ %1443, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa153 = phi i32 [ %1444, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa152 = phi i32 [ %1445, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa151 = phi i32 [ %1446, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa150 = phi i32 [ %1447, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa149 = phi i32 [ %1448, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa148 = phi i32 [ %1449, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa147 = phi i32 [ %1450, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa146 = phi i32 [ %1451, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa145 = phi i32 [ %1452, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa144 = phi i32 [ %1453, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa143 = phi i32 [ %1454, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa142 = phi i32 [ %1455, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa141 = phi i32 [ %1456, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa140 = phi i32 [ %1457, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa139 = phi i32 [ %1458, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa138 = phi i32 [ %1459, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa137 = phi i32 [ %1460, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa136 = phi i32 [ %1461, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa135 = phi i32 [ %1462, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa134 = phi i32 [ %1463, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa133 = phi i32 [ %1464, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa132 = phi i32 [ %1465, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa131 = phi i32 [ %1466, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa130 = phi i32 [ %1467, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa129 = phi i32 [ %1468, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa128 = phi i32 [ %1469, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa127 = phi i32 [ %1470, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa126 = phi i32 [ %1471, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa125 = phi i32 [ %1472, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa124 = phi i32 [ %1473, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa123 = phi i32 [ %1474, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa122 = phi i32 [ %1475, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa121 = phi i32 [ %1476, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa120 = phi i32 [ %1477, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa119 = phi i32 [ %1478, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa118 = phi i32 [ %1479, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa117 = phi i32 [ %1480, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa116 = phi i32 [ %1481, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa115 = phi i32 [ %1482, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa114 = phi i32 [ %1483, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa113 = phi i32 [ %1484, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa112 = phi i32 [ %1485, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa111 = phi i32 [ %1486, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa110 = phi i32 [ %1487, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa109 = phi i32 [ %1488, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa108 = phi i32 [ %1489, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa107 = phi i32 [ %1490, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa106 = phi i32 [ %1491, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa105 = phi i32 [ %1492, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa104 = phi i32 [ %1493, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1494 = and i32 %12, 7
  %1495 = and i32 %7, 64
  %1496 = shl nuw nsw i32 %7, 1
  %1497 = and i32 %1496, 6
  %1498 = or disjoint i32 %10, %1495
  %1499 = or disjoint i32 %1498, %1494
  %1500 = mul i32 %4, %1499
  %1501 = or disjoint i32 %11, %111
  %1502 = or disjoint i32 %1501, %1497
  %1503 = add i32 %1500, %1502
  %1504 = sext i32 %1503 to i64
  %1505 = getelementptr float, ptr addrspace(1) %2, i64 %1504
  %1506 = icmp slt i32 %1499, %3
  %1507 = icmp slt i32 %1502, %4
  %1508 = and i1 %1506, %1507
  %1509 = or disjoint i32 %1497, 1
  %1510 = or disjoint i32 %1501, %1509
  %1511 = icmp slt i32 %1510, %4
  %1512 = ptrtoint ptr addrspace(1) %1505 to i64
  %1513 = and i64 %1512, 7
  %1514 = icmp eq i64 %1513, 0
  %1515 = and i1 %1508, %1514
  %1516 = and i1 %1511, %1515
  %1517 = xor i1 %1508, %1516
  %1518 = xor i1 %1506, %1515
  %1519 = and i1 %1511, %1518
  %1520 = zext i1 %1516 to i32
  %1521 = zext i1 %1517 to i32
  %1522 = zext i1 %1519 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1520, i32 %.lcssa167, i32 %.lcssa166, ptr addrspace(1) %1505, i32 %1521, i32 %1522) #6
  %1523 = or disjoint i32 %1494, 8
  %1524 = or disjoint i32 %1498, %1523
  %1525 = mul i32 %4, %1524
  %1526 = add i32 %1525, %1502
  %1527 = sext i32 %1526 to i64
  %1528 = getelementptr float, ptr addrspace(1) %2, i64 %1527
  %1529 = icmp slt i32 %1524, %3
  %1530 = and i1 %1529, %1507
  %1531 = ptrtoint ptr addrspace(1) %1528 to i64
  %1532 = and i64 %1531, 7
  %1533 = icmp eq i64 %1532, 0
  %1534 = and i1 %1530, %1533
  %1535 = and i1 %1511, %1534
  %1536 = xor i1 %1530, %1535
  %1537 = xor i1 %1529, %1534
  %1538 = and i1 %1511, %1537
  %1539 = zext i1 %1535 to i32
  %1540 = zext i1 %1536 to i32
  %1541 = zext i1 %1538 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1539, i32 %.lcssa165, i32 %.lcssa164, ptr addrspace(1) %1528, i32 %1540, i32 %1541) #6
  %1542 = or disjoint i32 %111, 8
  %1543 = or disjoint i32 %1497, %11
  %1544 = or disjoint i32 %1543, %1542
  %1545 = add i32 %1500, %1544
  %1546 = sext i32 %1545 to i64
  %1547 = getelementptr float, ptr addrspace(1) %2, i64 %1546
  %1548 = icmp slt i32 %1544, %4
  %1549 = and i1 %1506, %1548
  %1550 = or disjoint i32 %1509, %11
  %1551 = or disjoint i32 %1550, %1542
  %1552 = icmp slt i32 %1551, %4
  %1553 = ptrtoint ptr addrspace(1) %1547 to i64
  %1554 = and i64 %1553, 7
  %1555 = icmp eq i64 %1554, 0
  %1556 = and i1 %1549, %1555
  %1557 = and i1 %1552, %1556
  %1558 = xor i1 %1549, %1557
  %1559 = xor i1 %1506, %1556
  %1560 = and i1 %1552, %1559
  %1561 = zext i1 %1557 to i32
  %1562 = zext i1 %1558 to i32
  %1563 = zext i1 %1560 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1561, i32 %.lcssa163, i32 %.lcssa162, ptr addrspace(1) %1547, i32 %1562, i32 %1563) #6
  %1564 = add i32 %1525, %1544
  %1565 = sext i32 %1564 to i64
  %1566 = getelementptr float, ptr addrspace(1) %2, i64 %1565
  %1567 = and i1 %1529, %1548
  %1568 = ptrtoint ptr addrspace(1) %1566 to i64
  %1569 = and i64 %1568, 7
  %1570 = icmp eq i64 %1569, 0
  %1571 = and i1 %1567, %1570
  %1572 = and i1 %1552, %1571
  %1573 = xor i1 %1567, %1572
  %1574 = xor i1 %1529, %1571
  %1575 = and i1 %1552, %1574
  %1576 = zext i1 %1572 to i32
  %1577 = zext i1 %1573 to i32
  %1578 = zext i1 %1575 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1576, i32 %.lcssa161, i32 %.lcssa160, ptr addrspace(1) %1566, i32 %1577, i32 %1578) #6
  %1579 = or disjoint i32 %111, 16
  %1580 = or disjoint i32 %1543, %1579
  %1581 = add i32 %1500, %1580
  %1582 = sext i32 %1581 to i64
  %1583 = getelementptr float, ptr addrspace(1) %2, i64 %1582
  %1584 = icmp slt i32 %1580, %4
  %1585 = and i1 %1506, %1584
  %1586 = or disjoint i32 %1550, %1579
  %1587 = icmp slt i32 %1586, %4
  %1588 = ptrtoint ptr addrspace(1) %1583 to i64
  %1589 = and i64 %1588, 7
  %1590 = icmp eq i64 %1589, 0
  %1591 = and i1 %1585, %1590
  %1592 = and i1 %1587, %1591
  %1593 = xor i1 %1585, %1592
  %1594 = xor i1 %1506, %1591
  %1595 = and i1 %1587, %1594
  %1596 = zext i1 %1592 to i32
  %1597 = zext i1 %1593 to i32
  %1598 = zext i1 %1595 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1596, i32 %.lcssa159, i32 %.lcssa158, ptr addrspace(1) %1583, i32 %1597, i32 %1598) #6
  %1599 = add i32 %1525, %1580
  %1600 = sext i32 %1599 to i64
  %1601 = getelementptr float, ptr addrspace(1) %2, i64 %1600
  %1602 = and i1 %1529, %1584
  %1603 = ptrtoint ptr addrspace(1) %1601 to i64
  %1604 = and i64 %1603, 7
  %1605 = icmp eq i64 %1604, 0
  %1606 = and i1 %1602, %1605
  %1607 = and i1 %1587, %1606
  %1608 = xor i1 %1602, %1607
  %1609 = xor i1 %1529, %1606
  %1610 = and i1 %1587, %1609
  %1611 = zext i1 %1607 to i32
  %1612 = zext i1 %1608 to i32
  %1613 = zext i1 %1610 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1611, i32 %.lcssa157, i32 %.lcssa156, ptr addrspace(1) %1601, i32 %1612, i32 %1613) #6
  %1614 = or disjoint i32 %111, 24
  %1615 = or disjoint i32 %1543, %1614
  %1616 = add i32 %1500, %1615
  %1617 = sext i32 %1616 to i64
  %1618 = getelementptr float, ptr addrspace(1) %2, i64 %1617
  %1619 = icmp slt i32 %1615, %4
  %1620 = and i1 %1506, %1619
  %1621 = or disjoint i32 %1550, %1614
  %1622 = icmp slt i32 %1621, %4
  %1623 = ptrtoint ptr addrspace(1) %1618 to i64
  %1624 = and i64 %1623, 7
  %1625 = icmp eq i64 %1624, 0
  %1626 = and i1 %1620, %1625
  %1627 = and i1 %1622, %1626
  %1628 = xor i1 %1620, %1627
  %1629 = xor i1 %1506, %1626
  %1630 = and i1 %1622, %1629
  %1631 = zext i1 %1627 to i32
  %1632 = zext i1 %1628 to i32
  %1633 = zext i1 %1630 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1631, i32 %.lcssa155, i32 %.lcssa154, ptr addrspace(1) %1618, i32 %1632, i32 %1633) #6
  %1634 = add i32 %1525, %1615
  %1635 = sext i32 %1634 to i64
  %1636 = getelementptr float, ptr addrspace(1) %2, i64 %1635
  %1637 = and i1 %1529, %1619
  %1638 = ptrtoint ptr addrspace(1) %1636 to i64
  %1639 = and i64 %1638, 7
  %1640 = icmp eq i64 %1639, 0
  %1641 = and i1 %1637, %1640
  %1642 = and i1 %1622, %1641
  %1643 = xor i1 %1637, %1642
  %1644 = xor i1 %1529, %1641
  %1645 = and i1 %1622, %1644
  %1646 = zext i1 %1642 to i32
  %1647 = zext i1 %1643 to i32
  %1648 = zext i1 %1645 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1646, i32 %.lcssa153, i32 %.lcssa152, ptr addrspace(1) %1636, i32 %1647, i32 %1648) #6
  %1649 = or disjoint i32 %1495, 16
  %1650 = or disjoint i32 %1494, %10
  %1651 = or disjoint i32 %1650, %1649
  %1652 = mul i32 %4, %1651
  %1653 = add i32 %1652, %1502
  %1654 = sext i32 %1653 to i64
  %1655 = getelementptr float, ptr addrspace(1) %2, i64 %1654
  %1656 = icmp slt i32 %1651, %3
  %1657 = and i1 %1656, %1507
  %1658 = ptrtoint ptr addrspace(1) %1655 to i64
  %1659 = and i64 %1658, 7
  %1660 = icmp eq i64 %1659, 0
  %1661 = and i1 %1657, %1660
  %1662 = and i1 %1511, %1661
  %1663 = xor i1 %1657, %1662
  %1664 = xor i1 %1656, %1661
  %1665 = and i1 %1511, %1664
  %1666 = zext i1 %1662 to i32
  %1667 = zext i1 %1663 to i32
  %1668 = zext i1 %1665 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1666, i32 %.lcssa151, i32 %.lcssa150, ptr addrspace(1) %1655, i32 %1667, i32 %1668) #6
  %1669 = or disjoint i32 %1523, %10
  %1670 = or disjoint i32 %1669, %1649
  %1671 = mul i32 %4, %1670
  %1672 = add i32 %1671, %1502
  %1673 = sext i32 %1672 to i64
  %1674 = getelementptr float, ptr addrspace(1) %2, i64 %1673
  %1675 = icmp slt i32 %1670, %3
  %1676 = and i1 %1675, %1507
  %1677 = ptrtoint ptr addrspace(1) %1674 to i64
  %1678 = and i64 %1677, 7
  %1679 = icmp eq i64 %1678, 0
  %1680 = and i1 %1676, %1679
  %1681 = and i1 %1511, %1680
  %1682 = xor i1 %1676, %1681
  %1683 = xor i1 %1675, %1680
  %1684 = and i1 %1511, %1683
  %1685 = zext i1 %1681 to i32
  %1686 = zext i1 %1682 to i32
  %1687 = zext i1 %1684 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1685, i32 %.lcssa149, i32 %.lcssa148, ptr addrspace(1) %1674, i32 %1686, i32 %1687) #6
  %1688 = add i32 %1652, %1544
  %1689 = sext i32 %1688 to i64
  %1690 = getelementptr float, ptr addrspace(1) %2, i64 %1689
  %1691 = and i1 %1656, %1548
  %1692 = ptrtoint ptr addrspace(1) %1690 to i64
  %1693 = and i64 %1692, 7
  %1694 = icmp eq i64 %1693, 0
  %1695 = and i1 %1691, %1694
  %1696 = and i1 %1552, %1695
  %1697 = xor i1 %1691, %1696
  %1698 = xor i1 %1656, %1695
  %1699 = and i1 %1552, %1698
  %1700 = zext i1 %1696 to i32
  %1701 = zext i1 %1697 to i32
  %1702 = zext i1 %1699 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1700, i32 %.lcssa147, i32 %.lcssa146, ptr addrspace(1) %1690, i32 %1701, i32 %1702) #6
  %1703 = add i32 %1671, %1544
  %1704 = sext i32 %1703 to i64
  %1705 = getelementptr float, ptr addrspace(1) %2, i64 %1704
  %1706 = and i1 %1675, %1548
  %1707 = ptrtoint ptr addrspace(1) %1705 to i64
  %1708 = and i64 %1707, 7
  %1709 = icmp eq i64 %1708, 0
  %1710 = and i1 %1706, %1709
  %1711 = and i1 %1552, %1710
  %1712 = xor i1 %1706, %1711
  %1713 = xor i1 %1675, %1710
  %1714 = and i1 %1552, %1713
  %1715 = zext i1 %1711 to i32
  %1716 = zext i1 %1712 to i32
  %1717 = zext i1 %1714 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1715, i32 %.lcssa145, i32 %.lcssa144, ptr addrspace(1) %1705, i32 %1716, i32 %1717) #6
  %1718 = add i32 %1652, %1580
  %1719 = sext i32 %1718 to i64
  %1720 = getelementptr float, ptr addrspace(1) %2, i64 %1719
  %1721 = and i1 %1656, %1584
  %1722 = ptrtoint ptr addrspace(1) %1720 to i64
  %1723 = and i64 %1722, 7
  %1724 = icmp eq i64 %1723, 0
  %1725 = and i1 %1721, %1724
  %1726 = and i1 %1587, %1725
  %1727 = xor i1 %1721, %1726
  %1728 = xor i1 %1656, %1725
  %1729 = and i1 %1587, %1728
  %1730 = zext i1 %1726 to i32
  %1731 = zext i1 %1727 to i32
  %1732 = zext i1 %1729 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1730, i32 %.lcssa143, i32 %.lcssa142, ptr addrspace(1) %1720, i32 %1731, i32 %1732) #6
  %1733 = add i32 %1671, %1580
  %1734 = sext i32 %1733 to i64
  %1735 = getelementptr float, ptr addrspace(1) %2, i64 %1734
  %1736 = and i1 %1675, %1584
  %1737 = ptrtoint ptr addrspace(1) %1735 to i64
  %1738 = and i64 %1737, 7
  %1739 = icmp eq i64 %1738, 0
  %1740 = and i1 %1736, %1739
  %1741 = and i1 %1587, %1740
  %1742 = xor i1 %1736, %1741
  %1743 = xor i1 %1675, %1740
  %1744 = and i1 %1587, %1743
  %1745 = zext i1 %1741 to i32
  %1746 = zext i1 %1742 to i32
  %1747 = zext i1 %1744 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1745, i32 %.lcssa141, i32 %.lcssa140, ptr addrspace(1) %1735, i32 %1746, i32 %1747) #6
  %1748 = add i32 %1652, %1615
  %1749 = sext i32 %1748 to i64
  %1750 = getelementptr float, ptr addrspace(1) %2, i64 %1749
  %1751 = and i1 %1656, %1619
  %1752 = ptrtoint ptr addrspace(1) %1750 to i64
  %1753 = and i64 %1752, 7
  %1754 = icmp eq i64 %1753, 0
  %1755 = and i1 %1751, %1754
  %1756 = and i1 %1622, %1755
  %1757 = xor i1 %1751, %1756
  %1758 = xor i1 %1656, %1755
  %1759 = and i1 %1622, %1758
  %1760 = zext i1 %1756 to i32
  %1761 = zext i1 %1757 to i32
  %1762 = zext i1 %1759 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1760, i32 %.lcssa139, i32 %.lcssa138, ptr addrspace(1) %1750, i32 %1761, i32 %1762) #6
  %1763 = add i32 %1671, %1615
  %1764 = sext i32 %1763 to i64
  %1765 = getelementptr float, ptr addrspace(1) %2, i64 %1764
  %1766 = and i1 %1675, %1619
  %1767 = ptrtoint ptr addrspace(1) %1765 to i64
  %1768 = and i64 %1767, 7
  %1769 = icmp eq i64 %1768, 0
  %1770 = and i1 %1766, %1769
  %1771 = and i1 %1622, %1770
  %1772 = xor i1 %1766, %1771
  %1773 = xor i1 %1675, %1770
  %1774 = and i1 %1622, %1773
  %1775 = zext i1 %1771 to i32
  %1776 = zext i1 %1772 to i32
  %1777 = zext i1 %1774 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1775, i32 %.lcssa137, i32 %.lcssa136, ptr addrspace(1) %1765, i32 %1776, i32 %1777) #6
  %1778 = or disjoint i32 %1495, 32
  %1779 = or disjoint i32 %1650, %1778
  %1780 = mul i32 %4, %1779
  %1781 = add i32 %1780, %1502
  %1782 = sext i32 %1781 to i64
  %1783 = getelementptr float, ptr addrspace(1) %2, i64 %1782
  %1784 = icmp slt i32 %1779, %3
  %1785 = and i1 %1784, %1507
  %1786 = ptrtoint ptr addrspace(1) %1783 to i64
  %1787 = and i64 %1786, 7
  %1788 = icmp eq i64 %1787, 0
  %1789 = and i1 %1785, %1788
  %1790 = and i1 %1511, %1789
  %1791 = xor i1 %1785, %1790
  %1792 = xor i1 %1784, %1789
  %1793 = and i1 %1511, %1792
  %1794 = zext i1 %1790 to i32
  %1795 = zext i1 %1791 to i32
  %1796 = zext i1 %1793 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1794, i32 %.lcssa135, i32 %.lcssa134, ptr addrspace(1) %1783, i32 %1795, i32 %1796) #6
  %1797 = or disjoint i32 %1669, %1778
  %1798 = mul i32 %4, %1797
  %1799 = add i32 %1798, %1502
  %1800 = sext i32 %1799 to i64
  %1801 = getelementptr float, ptr addrspace(1) %2, i64 %1800
  %1802 = icmp slt i32 %1797, %3
  %1803 = and i1 %1802, %1507
  %1804 = ptrtoint ptr addrspace(1) %1801 to i64
  %1805 = and i64 %1804, 7
  %1806 = icmp eq i64 %1805, 0
  %1807 = and i1 %1803, %1806
  %1808 = and i1 %1511, %1807
  %1809 = xor i1 %1803, %1808
  %1810 = xor i1 %1802, %1807
  %1811 = and i1 %1511, %1810
  %1812 = zext i1 %1808 to i32
  %1813 = zext i1 %1809 to i32
  %1814 = zext i1 %1811 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1812, i32 %.lcssa133, i32 %.lcssa132, ptr addrspace(1) %1801, i32 %1813, i32 %1814) #6
  %1815 = add i32 %1780, %1544
  %1816 = sext i32 %1815 to i64
  %1817 = getelementptr float, ptr addrspace(1) %2, i64 %1816
  %1818 = and i1 %1784, %1548
  %1819 = ptrtoint ptr addrspace(1) %1817 to i64
  %1820 = and i64 %1819, 7
  %1821 = icmp eq i64 %1820, 0
  %1822 = and i1 %1818, %1821
  %1823 = and i1 %1552, %1822
  %1824 = xor i1 %1818, %1823
  %1825 = xor i1 %1784, %1822
  %1826 = and i1 %1552, %1825
  %1827 = zext i1 %1823 to i32
  %1828 = zext i1 %1824 to i32
  %1829 = zext i1 %1826 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1827, i32 %.lcssa131, i32 %.lcssa130, ptr addrspace(1) %1817, i32 %1828, i32 %1829) #6
  %1830 = add i32 %1798, %1544
  %1831 = sext i32 %1830 to i64
  %1832 = getelementptr float, ptr addrspace(1) %2, i64 %1831
  %1833 = and i1 %1802, %1548
  %1834 = ptrtoint ptr addrspace(1) %1832 to i64
  %1835 = and i64 %1834, 7
  %1836 = icmp eq i64 %1835, 0
  %1837 = and i1 %1833, %1836
  %1838 = and i1 %1552, %1837
  %1839 = xor i1 %1833, %1838
  %1840 = xor i1 %1802, %1837
  %1841 = and i1 %1552, %1840
  %1842 = zext i1 %1838 to i32
  %1843 = zext i1 %1839 to i32
  %1844 = zext i1 %1841 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1842, i32 %.lcssa129, i32 %.lcssa128, ptr addrspace(1) %1832, i32 %1843, i32 %1844) #6
  %1845 = add i32 %1780, %1580
  %1846 = sext i32 %1845 to i64
  %1847 = getelementptr float, ptr addrspace(1) %2, i64 %1846
  %1848 = and i1 %1784, %1584
  %1849 = ptrtoint ptr addrspace(1) %1847 to i64
  %1850 = and i64 %1849, 7
  %1851 = icmp eq i64 %1850, 0
  %1852 = and i1 %1848, %1851
  %1853 = and i1 %1587, %1852
  %1854 = xor i1 %1848, %1853
  %1855 = xor i1 %1784, %1852
  %1856 = and i1 %1587, %1855
  %1857 = zext i1 %1853 to i32
  %1858 = zext i1 %1854 to i32
  %1859 = zext i1 %1856 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1857, i32 %.lcssa127, i32 %.lcssa126, ptr addrspace(1) %1847, i32 %1858, i32 %1859) #6
  %1860 = add i32 %1798, %1580
  %1861 = sext i32 %1860 to i64
  %1862 = getelementptr float, ptr addrspace(1) %2, i64 %1861
  %1863 = and i1 %1802, %1584
  %1864 = ptrtoint ptr addrspace(1) %1862 to i64
  %1865 = and i64 %1864, 7
  %1866 = icmp eq i64 %1865, 0
  %1867 = and i1 %1863, %1866
  %1868 = and i1 %1587, %1867
  %1869 = xor i1 %1863, %1868
  %1870 = xor i1 %1802, %1867
  %1871 = and i1 %1587, %1870
  %1872 = zext i1 %1868 to i32
  %1873 = zext i1 %1869 to i32
  %1874 = zext i1 %1871 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1872, i32 %.lcssa125, i32 %.lcssa124, ptr addrspace(1) %1862, i32 %1873, i32 %1874) #6
  %1875 = add i32 %1780, %1615
  %1876 = sext i32 %1875 to i64
  %1877 = getelementptr float, ptr addrspace(1) %2, i64 %1876
  %1878 = and i1 %1784, %1619
  %1879 = ptrtoint ptr addrspace(1) %1877 to i64
  %1880 = and i64 %1879, 7
  %1881 = icmp eq i64 %1880, 0
  %1882 = and i1 %1878, %1881
  %1883 = and i1 %1622, %1882
  %1884 = xor i1 %1878, %1883
  %1885 = xor i1 %1784, %1882
  %1886 = and i1 %1622, %1885
  %1887 = zext i1 %1883 to i32
  %1888 = zext i1 %1884 to i32
  %1889 = zext i1 %1886 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1887, i32 %.lcssa123, i32 %.lcssa122, ptr addrspace(1) %1877, i32 %1888, i32 %1889) #6
  %1890 = add i32 %1798, %1615
  %1891 = sext i32 %1890 to i64
  %1892 = getelementptr float, ptr addrspace(1) %2, i64 %1891
  %1893 = and i1 %1802, %1619
  %1894 = ptrtoint ptr addrspace(1) %1892 to i64
  %1895 = and i64 %1894, 7
  %1896 = icmp eq i64 %1895, 0
  %1897 = and i1 %1893, %1896
  %1898 = and i1 %1622, %1897
  %1899 = xor i1 %1893, %1898
  %1900 = xor i1 %1802, %1897
  %1901 = and i1 %1622, %1900
  %1902 = zext i1 %1898 to i32
  %1903 = zext i1 %1899 to i32
  %1904 = zext i1 %1901 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1902, i32 %.lcssa121, i32 %.lcssa120, ptr addrspace(1) %1892, i32 %1903, i32 %1904) #6
  %1905 = or disjoint i32 %1495, 48
  %1906 = or disjoint i32 %1650, %1905
  %1907 = mul i32 %4, %1906
  %1908 = add i32 %1907, %1502
  %1909 = sext i32 %1908 to i64
  %1910 = getelementptr float, ptr addrspace(1) %2, i64 %1909
  %1911 = icmp slt i32 %1906, %3
  %1912 = and i1 %1911, %1507
  %1913 = ptrtoint ptr addrspace(1) %1910 to i64
  %1914 = and i64 %1913, 7
  %1915 = icmp eq i64 %1914, 0
  %1916 = and i1 %1912, %1915
  %1917 = and i1 %1511, %1916
  %1918 = xor i1 %1912, %1917
  %1919 = xor i1 %1911, %1916
  %1920 = and i1 %1511, %1919
  %1921 = zext i1 %1917 to i32
  %1922 = zext i1 %1918 to i32
  %1923 = zext i1 %1920 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1921, i32 %.lcssa119, i32 %.lcssa118, ptr addrspace(1) %1910, i32 %1922, i32 %1923) #6
  %1924 = or disjoint i32 %1669, %1905
  %1925 = mul i32 %4, %1924
  %1926 = add i32 %1925, %1502
  %1927 = sext i32 %1926 to i64
  %1928 = getelementptr float, ptr addrspace(1) %2, i64 %1927
  %1929 = icmp slt i32 %1924, %3
  %1930 = and i1 %1929, %1507
  %1931 = ptrtoint ptr addrspace(1) %1928 to i64
  %1932 = and i64 %1931, 7
  %1933 = icmp eq i64 %1932, 0
  %1934 = and i1 %1930, %1933
  %1935 = and i1 %1511, %1934
  %1936 = xor i1 %1930, %1935
  %1937 = xor i1 %1929, %1934
  %1938 = and i1 %1511, %1937
  %1939 = zext i1 %1935 to i32
  %1940 = zext i1 %1936 to i32
  %1941 = zext i1 %1938 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1939, i32 %.lcssa117, i32 %.lcssa116, ptr addrspace(1) %1928, i32 %1940, i32 %1941) #6
  %1942 = add i32 %1907, %1544
  %1943 = sext i32 %1942 to i64
  %1944 = getelementptr float, ptr addrspace(1) %2, i64 %1943
  %1945 = and i1 %1911, %1548
  %1946 = ptrtoint ptr addrspace(1) %1944 to i64
  %1947 = and i64 %1946, 7
  %1948 = icmp eq i64 %1947, 0
  %1949 = and i1 %1945, %1948
  %1950 = and i1 %1552, %1949
  %1951 = xor i1 %1945, %1950
  %1952 = xor i1 %1911, %1949
  %1953 = and i1 %1552, %1952
  %1954 = zext i1 %1950 to i32
  %1955 = zext i1 %1951 to i32
  %1956 = zext i1 %1953 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1954, i32 %.lcssa115, i32 %.lcssa114, ptr addrspace(1) %1944, i32 %1955, i32 %1956) #6
  %1957 = add i32 %1925, %1544
  %1958 = sext i32 %1957 to i64
  %1959 = getelementptr float, ptr addrspace(1) %2, i64 %1958
  %1960 = and i1 %1929, %1548
  %1961 = ptrtoint ptr addrspace(1) %1959 to i64
  %1962 = and i64 %1961, 7
  %1963 = icmp eq i64 %1962, 0
  %1964 = and i1 %1960, %1963
  %1965 = and i1 %1552, %1964
  %1966 = xor i1 %1960, %1965
  %1967 = xor i1 %1929, %1964
  %1968 = and i1 %1552, %1967
  %1969 = zext i1 %1965 to i32
  %1970 = zext i1 %1966 to i32
  %1971 = zext i1 %1968 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1969, i32 %.lcssa113, i32 %.lcssa112, ptr addrspace(1) %1959, i32 %1970, i32 %1971) #6
  %1972 = add i32 %1907, %1580
  %1973 = sext i32 %1972 to i64
  %1974 = getelementptr float, ptr addrspace(1) %2, i64 %1973
  %1975 = and i1 %1911, %1584
  %1976 = ptrtoint ptr addrspace(1) %1974 to i64
  %1977 = and i64 %1976, 7
  %1978 = icmp eq i64 %1977, 0
  %1979 = and i1 %1975, %1978
  %1980 = and i1 %1587, %1979
  %1981 = xor i1 %1975, %1980
  %1982 = xor i1 %1911, %1979
  %1983 = and i1 %1587, %1982
  %1984 = zext i1 %1980 to i32
  %1985 = zext i1 %1981 to i32
  %1986 = zext i1 %1983 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1984, i32 %.lcssa111, i32 %.lcssa110, ptr addrspace(1) %1974, i32 %1985, i32 %1986) #6
  %1987 = add i32 %1925, %1580
  %1988 = sext i32 %1987 to i64
  %1989 = getelementptr float, ptr addrspace(1) %2, i64 %1988
  %1990 = and i1 %1929, %1584
  %1991 = ptrtoint ptr addrspace(1) %1989 to i64
  %1992 = and i64 %1991, 7
  %1993 = icmp eq i64 %1992, 0
  %1994 = and i1 %1990, %1993
  %1995 = and i1 %1587, %1994
  %1996 = xor i1 %1990, %1995
  %1997 = xor i1 %1929, %1994
  %1998 = and i1 %1587, %1997
  %1999 = zext i1 %1995 to i32
  %2000 = zext i1 %1996 to i32
  %2001 = zext i1 %1998 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1999, i32 %.lcssa109, i32 %.lcssa108, ptr addrspace(1) %1989, i32 %2000, i32 %2001) #6
  %2002 = add i32 %1907, %1615
  %2003 = sext i32 %2002 to i64
  %2004 = getelementptr float, ptr addrspace(1) %2, i64 %2003
  %2005 = and i1 %1911, %1619
  %2006 = ptrtoint ptr addrspace(1) %2004 to i64
  %2007 = and i64 %2006, 7
  %2008 = icmp eq i64 %2007, 0
  %2009 = and i1 %2005, %2008
  %2010 = and i1 %1622, %2009
  %2011 = xor i1 %2005, %2010
  %2012 = xor i1 %1911, %2009
  %2013 = and i1 %1622, %2012
  %2014 = zext i1 %2010 to i32
  %2015 = zext i1 %2011 to i32
  %2016 = zext i1 %2013 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2014, i32 %.lcssa107, i32 %.lcssa106, ptr addrspace(1) %2004, i32 %2015, i32 %2016) #6
  %2017 = add i32 %1925, %1615
  %2018 = sext i32 %2017 to i64
  %2019 = getelementptr float, ptr addrspace(1) %2, i64 %2018
  %2020 = and i1 %1929, %1619
  %2021 = ptrtoint ptr addrspace(1) %2019 to i64
  %2022 = and i64 %2021, 7
  %2023 = icmp eq i64 %2022, 0
  %2024 = and i1 %2020, %2023
  %2025 = and i1 %1622, %2024
  %2026 = xor i1 %2020, %2025
  %2027 = xor i1 %1929, %2024
  %2028 = and i1 %1622, %2027
  %2029 = zext i1 %2025 to i32
  %2030 = zext i1 %2026 to i32
  %2031 = zext i1 %2028 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2029, i32 %.lcssa105, i32 %.lcssa104, ptr addrspace(1) %2019, i32 %2030, i32 %2031) #6
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

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #4

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #5

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
