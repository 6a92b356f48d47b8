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
  %19 = lshr i32 %7, 3
  %20 = xor i32 %19, %7
  %21 = shl nuw nsw i32 %12, 6
  %22 = shl nuw nsw i32 %20, 4
  %23 = and i32 %22, 48
  %24 = or disjoint i32 %23, %21
  %25 = zext nneg i32 %24 to i64
  %26 = or disjoint i32 %7, 128
  %27 = lshr i32 %26, 2
  %28 = or disjoint i32 %27, %10
  %29 = mul i32 %5, %28
  %30 = icmp slt i32 %28, %3
  %31 = shl nuw nsw i32 %27, 6
  %32 = or disjoint i32 %23, %31
  %33 = zext nneg i32 %32 to i64
  %34 = or disjoint i32 %12, 64
  %35 = or disjoint i32 %34, %10
  %36 = mul i32 %5, %35
  %37 = icmp slt i32 %35, %3
  %38 = shl nuw nsw i32 %34, 6
  %39 = or disjoint i32 %23, %38
  %40 = zext nneg i32 %39 to i64
  %41 = or disjoint i32 %12, 96
  %42 = or disjoint i32 %41, %10
  %43 = mul i32 %5, %42
  %44 = icmp slt i32 %42, %3
  %45 = shl nuw nsw i32 %41, 6
  %46 = or disjoint i32 %23, %45
  %47 = zext nneg i32 %46 to i64
  %48 = and i32 %13, 56
  %49 = or disjoint i32 %48, %11
  %50 = sext i32 %4 to i64
  %51 = lshr exact i32 %48, 3
  %52 = and i32 %19, 7
  %53 = xor i32 %51, %52
  %54 = shl nuw nsw i32 %19, 7
  %55 = shl nuw nsw i32 %53, 4
  %56 = or disjoint i32 %55, %54
  %57 = zext nneg i32 %56 to i64
  %58 = sext i32 %49 to i64
  %59 = sub nsw i64 %50, %58
  %60 = tail call i64 @llvm.smax.i64(i64 %59, i64 0)
  %61 = tail call i64 @llvm.umin.i64(i64 %60, i64 8)
  %62 = trunc nuw nsw i64 %61 to i32
  %63 = lshr i32 %26, 3
  %64 = and i32 %63, 7
  %65 = xor i32 %51, %64
  %66 = shl nuw nsw i32 %63, 7
  %67 = shl nuw nsw i32 %65, 4
  %68 = or disjoint i32 %67, %66
  %69 = zext nneg i32 %68 to i64
  %invariant.op = or disjoint i32 %14, 1
  %invariant.op297 = or disjoint i32 %14, 2
  %invariant.op299 = or disjoint i32 %14, 3
  %invariant.op301 = or disjoint i32 %14, 4
  %invariant.op303 = or disjoint i32 %14, 5
  %invariant.op305 = or disjoint i32 %14, 6
  %invariant.op307 = or disjoint i32 %14, 7
  %invariant.op309 = or disjoint i32 %14, 1
  %invariant.op311 = or disjoint i32 %14, 2
  %invariant.op313 = or disjoint i32 %14, 3
  %invariant.op315 = or disjoint i32 %14, 4
  %invariant.op317 = or disjoint i32 %14, 5
  %invariant.op319 = or disjoint i32 %14, 6
  %invariant.op321 = or disjoint i32 %14, 7
  %invariant.op323 = or disjoint i32 %14, 1
  %invariant.op325 = or disjoint i32 %14, 2
  %invariant.op327 = or disjoint i32 %14, 3
  %invariant.op329 = or disjoint i32 %14, 4
  %invariant.op331 = or disjoint i32 %14, 5
  %invariant.op333 = or disjoint i32 %14, 6
  %invariant.op335 = or disjoint i32 %14, 7
  %invariant.op337 = or disjoint i32 %14, 1
  %invariant.op339 = or disjoint i32 %14, 2
  %invariant.op341 = or disjoint i32 %14, 3
  %invariant.op343 = or disjoint i32 %14, 4
  %invariant.op345 = or disjoint i32 %14, 5
  %invariant.op347 = or disjoint i32 %14, 6
  %invariant.op349 = or disjoint i32 %14, 7
  %70 = icmp slt i32 %49, %4
  %71 = or disjoint i32 %11, %48
  %72 = or disjoint i32 %71, 1
  %73 = icmp slt i32 %72, %4
  %74 = or disjoint i32 %11, %48
  %75 = or disjoint i32 %74, 2
  %76 = icmp slt i32 %75, %4
  %77 = or disjoint i32 %11, %48
  %78 = or disjoint i32 %77, 3
  %79 = icmp slt i32 %78, %4
  %80 = or disjoint i32 %11, %48
  %81 = or disjoint i32 %80, 4
  %82 = icmp slt i32 %81, %4
  %83 = or disjoint i32 %11, %48
  %84 = or disjoint i32 %83, 5
  %85 = icmp slt i32 %84, %4
  %86 = or disjoint i32 %11, %48
  %87 = or disjoint i32 %86, 6
  %88 = icmp slt i32 %87, %4
  %89 = or disjoint i32 %11, %48
  %90 = or disjoint i32 %89, 7
  %91 = icmp slt i32 %90, %4
  %92 = icmp slt i32 %49, %4
  %93 = or disjoint i32 %11, %48
  %94 = or disjoint i32 %93, 1
  %95 = icmp slt i32 %94, %4
  %96 = or disjoint i32 %11, %48
  %97 = or disjoint i32 %96, 2
  %98 = icmp slt i32 %97, %4
  %99 = or disjoint i32 %11, %48
  %100 = or disjoint i32 %99, 3
  %101 = icmp slt i32 %100, %4
  %102 = or disjoint i32 %11, %48
  %103 = or disjoint i32 %102, 4
  %104 = icmp slt i32 %103, %4
  %105 = or disjoint i32 %11, %48
  %106 = or disjoint i32 %105, 5
  %107 = icmp slt i32 %106, %4
  %108 = or disjoint i32 %11, %48
  %109 = or disjoint i32 %108, 6
  %110 = icmp slt i32 %109, %4
  %111 = or disjoint i32 %11, %48
  %112 = or disjoint i32 %111, 7
  %113 = icmp slt i32 %112, %4
  br label %159

.preheader27:                                     ; preds = %.loopexit29
  %114 = icmp sgt i32 %5, 0
  br i1 %114, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader27
  %invariant.op351 = or disjoint i32 %14, 1
  %invariant.op353 = or disjoint i32 %14, 2
  %invariant.op355 = or disjoint i32 %14, 3
  %invariant.op357 = or disjoint i32 %14, 4
  %invariant.op359 = or disjoint i32 %14, 5
  %invariant.op361 = or disjoint i32 %14, 6
  %invariant.op363 = or disjoint i32 %14, 7
  %invariant.op365 = or disjoint i32 %14, 1
  %invariant.op367 = or disjoint i32 %14, 2
  %invariant.op369 = or disjoint i32 %14, 3
  %invariant.op371 = or disjoint i32 %14, 4
  %invariant.op373 = or disjoint i32 %14, 5
  %invariant.op375 = or disjoint i32 %14, 6
  %invariant.op377 = or disjoint i32 %14, 7
  %invariant.op379 = or disjoint i32 %14, 1
  %invariant.op381 = or disjoint i32 %14, 2
  %invariant.op383 = or disjoint i32 %14, 3
  %invariant.op385 = or disjoint i32 %14, 4
  %invariant.op387 = or disjoint i32 %14, 5
  %invariant.op389 = or disjoint i32 %14, 6
  %invariant.op391 = or disjoint i32 %14, 7
  %invariant.op393 = or disjoint i32 %14, 1
  %invariant.op395 = or disjoint i32 %14, 2
  %invariant.op397 = or disjoint i32 %14, 3
  %invariant.op399 = or disjoint i32 %14, 4
  %invariant.op401 = or disjoint i32 %14, 5
  %invariant.op403 = or disjoint i32 %14, 6
  %invariant.op405 = or disjoint i32 %14, 7
  %115 = icmp slt i32 %49, %4
  %116 = or disjoint i32 %11, %48
  %117 = or disjoint i32 %116, 1
  %118 = icmp slt i32 %117, %4
  %119 = or disjoint i32 %11, %48
  %120 = or disjoint i32 %119, 2
  %121 = icmp slt i32 %120, %4
  %122 = or disjoint i32 %11, %48
  %123 = or disjoint i32 %122, 3
  %124 = icmp slt i32 %123, %4
  %125 = or disjoint i32 %11, %48
  %126 = or disjoint i32 %125, 4
  %127 = icmp slt i32 %126, %4
  %128 = or disjoint i32 %11, %48
  %129 = or disjoint i32 %128, 5
  %130 = icmp slt i32 %129, %4
  %131 = or disjoint i32 %11, %48
  %132 = or disjoint i32 %131, 6
  %133 = icmp slt i32 %132, %4
  %134 = or disjoint i32 %11, %48
  %135 = or disjoint i32 %134, 7
  %136 = icmp slt i32 %135, %4
  %137 = icmp slt i32 %49, %4
  %138 = or disjoint i32 %11, %48
  %139 = or disjoint i32 %138, 1
  %140 = icmp slt i32 %139, %4
  %141 = or disjoint i32 %11, %48
  %142 = or disjoint i32 %141, 2
  %143 = icmp slt i32 %142, %4
  %144 = or disjoint i32 %11, %48
  %145 = or disjoint i32 %144, 3
  %146 = icmp slt i32 %145, %4
  %147 = or disjoint i32 %11, %48
  %148 = or disjoint i32 %147, 4
  %149 = icmp slt i32 %148, %4
  %150 = or disjoint i32 %11, %48
  %151 = or disjoint i32 %150, 5
  %152 = icmp slt i32 %151, %4
  %153 = or disjoint i32 %11, %48
  %154 = or disjoint i32 %153, 6
  %155 = icmp slt i32 %154, %4
  %156 = or disjoint i32 %11, %48
  %157 = or disjoint i32 %156, 7
  %158 = icmp slt i32 %157, %4
  br label %624

159:                                              ; preds = %6, %.loopexit29
  %160 = phi i1 [ true, %6 ], [ false, %.loopexit29 ]
  %161 = phi i64 [ 0, %6 ], [ 1, %.loopexit29 ]
  %162 = trunc nuw nsw i64 %161 to i32
  %163 = shl nuw nsw i32 %162, 5
  %164 = icmp slt i32 %163, %5
  br i1 %164, label %165, label %.loopexit29

165:                                              ; preds = %159
  %166 = mul nuw nsw i64 %161, 12288
  %167 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %166
  %168 = or disjoint i32 %163, %14
  %169 = add i32 %168, %16
  %170 = sext i32 %169 to i64
  %171 = getelementptr bfloat, ptr addrspace(1) %0, i64 %170
  %172 = ptrtoint ptr addrspace(1) %171 to i64
  %173 = and i64 %172, 15
  %174 = icmp eq i64 %173, 0
  %175 = getelementptr i8, ptr addrspace(3) %167, i64 %25
  br i1 %174, label %236, label %.preheader38

.preheader38:                                     ; preds = %165
  %176 = icmp slt i32 %168, %5
  %177 = and i1 %17, %176
  %178 = zext i1 %177 to i32
  %179 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %171, i32 %178, i16 0) #5
  store i16 %179, ptr addrspace(3) %175, align 16
  %.reass = or disjoint i32 %163, %invariant.op
  %180 = add i32 %.reass, %16
  %181 = sext i32 %180 to i64
  %182 = getelementptr bfloat, ptr addrspace(1) %0, i64 %181
  %183 = icmp slt i32 %.reass, %5
  %184 = and i1 %17, %183
  %185 = zext i1 %184 to i32
  %186 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %182, i32 %185, i16 0) #5
  %187 = getelementptr i8, ptr addrspace(3) %175, i64 2
  store i16 %186, ptr addrspace(3) %187, align 2
  %.reass298 = or disjoint i32 %163, %invariant.op297
  %188 = add i32 %.reass298, %16
  %189 = sext i32 %188 to i64
  %190 = getelementptr bfloat, ptr addrspace(1) %0, i64 %189
  %191 = icmp slt i32 %.reass298, %5
  %192 = and i1 %17, %191
  %193 = zext i1 %192 to i32
  %194 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %190, i32 %193, i16 0) #5
  %195 = getelementptr i8, ptr addrspace(3) %175, i64 4
  store i16 %194, ptr addrspace(3) %195, align 4
  %.reass300 = or disjoint i32 %163, %invariant.op299
  %196 = add i32 %.reass300, %16
  %197 = sext i32 %196 to i64
  %198 = getelementptr bfloat, ptr addrspace(1) %0, i64 %197
  %199 = icmp slt i32 %.reass300, %5
  %200 = and i1 %17, %199
  %201 = zext i1 %200 to i32
  %202 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %198, i32 %201, i16 0) #5
  %203 = getelementptr i8, ptr addrspace(3) %175, i64 6
  store i16 %202, ptr addrspace(3) %203, align 2
  %.reass302 = or disjoint i32 %163, %invariant.op301
  %204 = add i32 %.reass302, %16
  %205 = sext i32 %204 to i64
  %206 = getelementptr bfloat, ptr addrspace(1) %0, i64 %205
  %207 = icmp slt i32 %.reass302, %5
  %208 = and i1 %17, %207
  %209 = zext i1 %208 to i32
  %210 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %206, i32 %209, i16 0) #5
  %211 = getelementptr i8, ptr addrspace(3) %175, i64 8
  store i16 %210, ptr addrspace(3) %211, align 8
  %.reass304 = or disjoint i32 %163, %invariant.op303
  %212 = add i32 %.reass304, %16
  %213 = sext i32 %212 to i64
  %214 = getelementptr bfloat, ptr addrspace(1) %0, i64 %213
  %215 = icmp slt i32 %.reass304, %5
  %216 = and i1 %17, %215
  %217 = zext i1 %216 to i32
  %218 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %214, i32 %217, i16 0) #5
  %219 = getelementptr i8, ptr addrspace(3) %175, i64 10
  store i16 %218, ptr addrspace(3) %219, align 2
  %.reass306 = or disjoint i32 %163, %invariant.op305
  %220 = add i32 %.reass306, %16
  %221 = sext i32 %220 to i64
  %222 = getelementptr bfloat, ptr addrspace(1) %0, i64 %221
  %223 = icmp slt i32 %.reass306, %5
  %224 = and i1 %17, %223
  %225 = zext i1 %224 to i32
  %226 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %222, i32 %225, i16 0) #5
  %227 = getelementptr i8, ptr addrspace(3) %175, i64 12
  store i16 %226, ptr addrspace(3) %227, align 4
  %.reass308 = or disjoint i32 %163, %invariant.op307
  %228 = add i32 %.reass308, %16
  %229 = sext i32 %228 to i64
  %230 = getelementptr bfloat, ptr addrspace(1) %0, i64 %229
  %231 = icmp slt i32 %.reass308, %5
  %232 = and i1 %17, %231
  %233 = zext i1 %232 to i32
  %234 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %230, i32 %233, i16 0) #5
  %235 = getelementptr i8, ptr addrspace(3) %175, i64 14
  store i16 %234, ptr addrspace(3) %235, align 2
  br label %.loopexit39

236:                                              ; preds = %165
  %237 = zext nneg i32 %168 to i64
  %238 = sub nsw i64 %18, %237
  %239 = tail call i64 @llvm.smax.i64(i64 %238, i64 0)
  %240 = tail call i64 @llvm.umin.i64(i64 %239, i64 8)
  %241 = trunc nuw nsw i64 %240 to i32
  %242 = select i1 %17, i32 %241, i32 0
  %243 = icmp eq i32 %242, 0
  %244 = select i1 %243, ptr addrspace(1) %0, ptr addrspace(1) %171
  %245 = shl nuw nsw i32 %242, 1
  %246 = ptrtoint ptr addrspace(3) %175 to i64
  %247 = trunc i64 %246 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %247, ptr addrspace(1) %244, i32 %245) #5
  br label %.loopexit39

.loopexit39:                                      ; preds = %.preheader38, %236
  %248 = add i32 %168, %29
  %249 = sext i32 %248 to i64
  %250 = getelementptr bfloat, ptr addrspace(1) %0, i64 %249
  %251 = ptrtoint ptr addrspace(1) %250 to i64
  %252 = and i64 %251, 15
  %253 = icmp eq i64 %252, 0
  %254 = getelementptr i8, ptr addrspace(3) %167, i64 %33
  br i1 %253, label %315, label %.preheader36

.preheader36:                                     ; preds = %.loopexit39
  %255 = icmp slt i32 %168, %5
  %256 = and i1 %30, %255
  %257 = zext i1 %256 to i32
  %258 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %250, i32 %257, i16 0) #5
  store i16 %258, ptr addrspace(3) %254, align 16
  %.reass310 = or disjoint i32 %163, %invariant.op309
  %259 = add i32 %.reass310, %29
  %260 = sext i32 %259 to i64
  %261 = getelementptr bfloat, ptr addrspace(1) %0, i64 %260
  %262 = icmp slt i32 %.reass310, %5
  %263 = and i1 %30, %262
  %264 = zext i1 %263 to i32
  %265 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %261, i32 %264, i16 0) #5
  %266 = getelementptr i8, ptr addrspace(3) %254, i64 2
  store i16 %265, ptr addrspace(3) %266, align 2
  %.reass312 = or disjoint i32 %163, %invariant.op311
  %267 = add i32 %.reass312, %29
  %268 = sext i32 %267 to i64
  %269 = getelementptr bfloat, ptr addrspace(1) %0, i64 %268
  %270 = icmp slt i32 %.reass312, %5
  %271 = and i1 %30, %270
  %272 = zext i1 %271 to i32
  %273 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %269, i32 %272, i16 0) #5
  %274 = getelementptr i8, ptr addrspace(3) %254, i64 4
  store i16 %273, ptr addrspace(3) %274, align 4
  %.reass314 = or disjoint i32 %163, %invariant.op313
  %275 = add i32 %.reass314, %29
  %276 = sext i32 %275 to i64
  %277 = getelementptr bfloat, ptr addrspace(1) %0, i64 %276
  %278 = icmp slt i32 %.reass314, %5
  %279 = and i1 %30, %278
  %280 = zext i1 %279 to i32
  %281 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %277, i32 %280, i16 0) #5
  %282 = getelementptr i8, ptr addrspace(3) %254, i64 6
  store i16 %281, ptr addrspace(3) %282, align 2
  %.reass316 = or disjoint i32 %163, %invariant.op315
  %283 = add i32 %.reass316, %29
  %284 = sext i32 %283 to i64
  %285 = getelementptr bfloat, ptr addrspace(1) %0, i64 %284
  %286 = icmp slt i32 %.reass316, %5
  %287 = and i1 %30, %286
  %288 = zext i1 %287 to i32
  %289 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %285, i32 %288, i16 0) #5
  %290 = getelementptr i8, ptr addrspace(3) %254, i64 8
  store i16 %289, ptr addrspace(3) %290, align 8
  %.reass318 = or disjoint i32 %163, %invariant.op317
  %291 = add i32 %.reass318, %29
  %292 = sext i32 %291 to i64
  %293 = getelementptr bfloat, ptr addrspace(1) %0, i64 %292
  %294 = icmp slt i32 %.reass318, %5
  %295 = and i1 %30, %294
  %296 = zext i1 %295 to i32
  %297 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %293, i32 %296, i16 0) #5
  %298 = getelementptr i8, ptr addrspace(3) %254, i64 10
  store i16 %297, ptr addrspace(3) %298, align 2
  %.reass320 = or disjoint i32 %163, %invariant.op319
  %299 = add i32 %.reass320, %29
  %300 = sext i32 %299 to i64
  %301 = getelementptr bfloat, ptr addrspace(1) %0, i64 %300
  %302 = icmp slt i32 %.reass320, %5
  %303 = and i1 %30, %302
  %304 = zext i1 %303 to i32
  %305 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %301, i32 %304, i16 0) #5
  %306 = getelementptr i8, ptr addrspace(3) %254, i64 12
  store i16 %305, ptr addrspace(3) %306, align 4
  %.reass322 = or disjoint i32 %163, %invariant.op321
  %307 = add i32 %.reass322, %29
  %308 = sext i32 %307 to i64
  %309 = getelementptr bfloat, ptr addrspace(1) %0, i64 %308
  %310 = icmp slt i32 %.reass322, %5
  %311 = and i1 %30, %310
  %312 = zext i1 %311 to i32
  %313 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %309, i32 %312, i16 0) #5
  %314 = getelementptr i8, ptr addrspace(3) %254, i64 14
  store i16 %313, ptr addrspace(3) %314, align 2
  br label %.loopexit37

315:                                              ; preds = %.loopexit39
  %316 = zext nneg i32 %168 to i64
  %317 = sub nsw i64 %18, %316
  %318 = tail call i64 @llvm.smax.i64(i64 %317, i64 0)
  %319 = tail call i64 @llvm.umin.i64(i64 %318, i64 8)
  %320 = trunc nuw nsw i64 %319 to i32
  %321 = select i1 %30, i32 %320, i32 0
  %322 = icmp eq i32 %321, 0
  %323 = select i1 %322, ptr addrspace(1) %0, ptr addrspace(1) %250
  %324 = shl nuw nsw i32 %321, 1
  %325 = ptrtoint ptr addrspace(3) %254 to i64
  %326 = trunc i64 %325 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %326, ptr addrspace(1) %323, i32 %324) #5
  br label %.loopexit37

.loopexit37:                                      ; preds = %.preheader36, %315
  %327 = add i32 %168, %36
  %328 = sext i32 %327 to i64
  %329 = getelementptr bfloat, ptr addrspace(1) %0, i64 %328
  %330 = ptrtoint ptr addrspace(1) %329 to i64
  %331 = and i64 %330, 15
  %332 = icmp eq i64 %331, 0
  %333 = getelementptr i8, ptr addrspace(3) %167, i64 %40
  br i1 %332, label %394, label %.preheader34

.preheader34:                                     ; preds = %.loopexit37
  %334 = icmp slt i32 %168, %5
  %335 = and i1 %37, %334
  %336 = zext i1 %335 to i32
  %337 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %329, i32 %336, i16 0) #5
  store i16 %337, ptr addrspace(3) %333, align 16
  %.reass324 = or disjoint i32 %163, %invariant.op323
  %338 = add i32 %.reass324, %36
  %339 = sext i32 %338 to i64
  %340 = getelementptr bfloat, ptr addrspace(1) %0, i64 %339
  %341 = icmp slt i32 %.reass324, %5
  %342 = and i1 %37, %341
  %343 = zext i1 %342 to i32
  %344 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %340, i32 %343, i16 0) #5
  %345 = getelementptr i8, ptr addrspace(3) %333, i64 2
  store i16 %344, ptr addrspace(3) %345, align 2
  %.reass326 = or disjoint i32 %163, %invariant.op325
  %346 = add i32 %.reass326, %36
  %347 = sext i32 %346 to i64
  %348 = getelementptr bfloat, ptr addrspace(1) %0, i64 %347
  %349 = icmp slt i32 %.reass326, %5
  %350 = and i1 %37, %349
  %351 = zext i1 %350 to i32
  %352 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %348, i32 %351, i16 0) #5
  %353 = getelementptr i8, ptr addrspace(3) %333, i64 4
  store i16 %352, ptr addrspace(3) %353, align 4
  %.reass328 = or disjoint i32 %163, %invariant.op327
  %354 = add i32 %.reass328, %36
  %355 = sext i32 %354 to i64
  %356 = getelementptr bfloat, ptr addrspace(1) %0, i64 %355
  %357 = icmp slt i32 %.reass328, %5
  %358 = and i1 %37, %357
  %359 = zext i1 %358 to i32
  %360 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %356, i32 %359, i16 0) #5
  %361 = getelementptr i8, ptr addrspace(3) %333, i64 6
  store i16 %360, ptr addrspace(3) %361, align 2
  %.reass330 = or disjoint i32 %163, %invariant.op329
  %362 = add i32 %.reass330, %36
  %363 = sext i32 %362 to i64
  %364 = getelementptr bfloat, ptr addrspace(1) %0, i64 %363
  %365 = icmp slt i32 %.reass330, %5
  %366 = and i1 %37, %365
  %367 = zext i1 %366 to i32
  %368 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %364, i32 %367, i16 0) #5
  %369 = getelementptr i8, ptr addrspace(3) %333, i64 8
  store i16 %368, ptr addrspace(3) %369, align 8
  %.reass332 = or disjoint i32 %163, %invariant.op331
  %370 = add i32 %.reass332, %36
  %371 = sext i32 %370 to i64
  %372 = getelementptr bfloat, ptr addrspace(1) %0, i64 %371
  %373 = icmp slt i32 %.reass332, %5
  %374 = and i1 %37, %373
  %375 = zext i1 %374 to i32
  %376 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %372, i32 %375, i16 0) #5
  %377 = getelementptr i8, ptr addrspace(3) %333, i64 10
  store i16 %376, ptr addrspace(3) %377, align 2
  %.reass334 = or disjoint i32 %163, %invariant.op333
  %378 = add i32 %.reass334, %36
  %379 = sext i32 %378 to i64
  %380 = getelementptr bfloat, ptr addrspace(1) %0, i64 %379
  %381 = icmp slt i32 %.reass334, %5
  %382 = and i1 %37, %381
  %383 = zext i1 %382 to i32
  %384 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %380, i32 %383, i16 0) #5
  %385 = getelementptr i8, ptr addrspace(3) %333, i64 12
  store i16 %384, ptr addrspace(3) %385, align 4
  %.reass336 = or disjoint i32 %163, %invariant.op335
  %386 = add i32 %.reass336, %36
  %387 = sext i32 %386 to i64
  %388 = getelementptr bfloat, ptr addrspace(1) %0, i64 %387
  %389 = icmp slt i32 %.reass336, %5
  %390 = and i1 %37, %389
  %391 = zext i1 %390 to i32
  %392 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %388, i32 %391, i16 0) #5
  %393 = getelementptr i8, ptr addrspace(3) %333, i64 14
  store i16 %392, ptr addrspace(3) %393, align 2
  br label %.loopexit35

394:                                              ; preds = %.loopexit37
  %395 = zext nneg i32 %168 to i64
  %396 = sub nsw i64 %18, %395
  %397 = tail call i64 @llvm.smax.i64(i64 %396, i64 0)
  %398 = tail call i64 @llvm.umin.i64(i64 %397, i64 8)
  %399 = trunc nuw nsw i64 %398 to i32
  %400 = select i1 %37, i32 %399, i32 0
  %401 = icmp eq i32 %400, 0
  %402 = select i1 %401, ptr addrspace(1) %0, ptr addrspace(1) %329
  %403 = shl nuw nsw i32 %400, 1
  %404 = ptrtoint ptr addrspace(3) %333 to i64
  %405 = trunc i64 %404 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %405, ptr addrspace(1) %402, i32 %403) #5
  br label %.loopexit35

.loopexit35:                                      ; preds = %.preheader34, %394
  %406 = add i32 %168, %43
  %407 = sext i32 %406 to i64
  %408 = getelementptr bfloat, ptr addrspace(1) %0, i64 %407
  %409 = ptrtoint ptr addrspace(1) %408 to i64
  %410 = and i64 %409, 15
  %411 = icmp eq i64 %410, 0
  %412 = getelementptr i8, ptr addrspace(3) %167, i64 %47
  br i1 %411, label %473, label %.preheader32

.preheader32:                                     ; preds = %.loopexit35
  %413 = icmp slt i32 %168, %5
  %414 = and i1 %44, %413
  %415 = zext i1 %414 to i32
  %416 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %408, i32 %415, i16 0) #5
  store i16 %416, ptr addrspace(3) %412, align 16
  %.reass338 = or disjoint i32 %163, %invariant.op337
  %417 = add i32 %.reass338, %43
  %418 = sext i32 %417 to i64
  %419 = getelementptr bfloat, ptr addrspace(1) %0, i64 %418
  %420 = icmp slt i32 %.reass338, %5
  %421 = and i1 %44, %420
  %422 = zext i1 %421 to i32
  %423 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %419, i32 %422, i16 0) #5
  %424 = getelementptr i8, ptr addrspace(3) %412, i64 2
  store i16 %423, ptr addrspace(3) %424, align 2
  %.reass340 = or disjoint i32 %163, %invariant.op339
  %425 = add i32 %.reass340, %43
  %426 = sext i32 %425 to i64
  %427 = getelementptr bfloat, ptr addrspace(1) %0, i64 %426
  %428 = icmp slt i32 %.reass340, %5
  %429 = and i1 %44, %428
  %430 = zext i1 %429 to i32
  %431 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %427, i32 %430, i16 0) #5
  %432 = getelementptr i8, ptr addrspace(3) %412, i64 4
  store i16 %431, ptr addrspace(3) %432, align 4
  %.reass342 = or disjoint i32 %163, %invariant.op341
  %433 = add i32 %.reass342, %43
  %434 = sext i32 %433 to i64
  %435 = getelementptr bfloat, ptr addrspace(1) %0, i64 %434
  %436 = icmp slt i32 %.reass342, %5
  %437 = and i1 %44, %436
  %438 = zext i1 %437 to i32
  %439 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %435, i32 %438, i16 0) #5
  %440 = getelementptr i8, ptr addrspace(3) %412, i64 6
  store i16 %439, ptr addrspace(3) %440, align 2
  %.reass344 = or disjoint i32 %163, %invariant.op343
  %441 = add i32 %.reass344, %43
  %442 = sext i32 %441 to i64
  %443 = getelementptr bfloat, ptr addrspace(1) %0, i64 %442
  %444 = icmp slt i32 %.reass344, %5
  %445 = and i1 %44, %444
  %446 = zext i1 %445 to i32
  %447 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %443, i32 %446, i16 0) #5
  %448 = getelementptr i8, ptr addrspace(3) %412, i64 8
  store i16 %447, ptr addrspace(3) %448, align 8
  %.reass346 = or disjoint i32 %163, %invariant.op345
  %449 = add i32 %.reass346, %43
  %450 = sext i32 %449 to i64
  %451 = getelementptr bfloat, ptr addrspace(1) %0, i64 %450
  %452 = icmp slt i32 %.reass346, %5
  %453 = and i1 %44, %452
  %454 = zext i1 %453 to i32
  %455 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %451, i32 %454, i16 0) #5
  %456 = getelementptr i8, ptr addrspace(3) %412, i64 10
  store i16 %455, ptr addrspace(3) %456, align 2
  %.reass348 = or disjoint i32 %163, %invariant.op347
  %457 = add i32 %.reass348, %43
  %458 = sext i32 %457 to i64
  %459 = getelementptr bfloat, ptr addrspace(1) %0, i64 %458
  %460 = icmp slt i32 %.reass348, %5
  %461 = and i1 %44, %460
  %462 = zext i1 %461 to i32
  %463 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %459, i32 %462, i16 0) #5
  %464 = getelementptr i8, ptr addrspace(3) %412, i64 12
  store i16 %463, ptr addrspace(3) %464, align 4
  %.reass350 = or disjoint i32 %163, %invariant.op349
  %465 = add i32 %.reass350, %43
  %466 = sext i32 %465 to i64
  %467 = getelementptr bfloat, ptr addrspace(1) %0, i64 %466
  %468 = icmp slt i32 %.reass350, %5
  %469 = and i1 %44, %468
  %470 = zext i1 %469 to i32
  %471 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %467, i32 %470, i16 0) #5
  %472 = getelementptr i8, ptr addrspace(3) %412, i64 14
  store i16 %471, ptr addrspace(3) %472, align 2
  br label %.loopexit33

473:                                              ; preds = %.loopexit35
  %474 = zext nneg i32 %168 to i64
  %475 = sub nsw i64 %18, %474
  %476 = tail call i64 @llvm.smax.i64(i64 %475, i64 0)
  %477 = tail call i64 @llvm.umin.i64(i64 %476, i64 8)
  %478 = trunc nuw nsw i64 %477 to i32
  %479 = select i1 %44, i32 %478, i32 0
  %480 = icmp eq i32 %479, 0
  %481 = select i1 %480, ptr addrspace(1) %0, ptr addrspace(1) %408
  %482 = shl nuw nsw i32 %479, 1
  %483 = ptrtoint ptr addrspace(3) %412 to i64
  %484 = trunc i64 %483 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %484, ptr addrspace(1) %481, i32 %482) #5
  br label %.loopexit33

.loopexit33:                                      ; preds = %.preheader32, %473
  %485 = getelementptr i8, ptr addrspace(3) %167, i64 8192
  %486 = or disjoint i32 %163, %19
  %487 = mul i32 %486, %4
  %488 = add i32 %487, %49
  %489 = sext i32 %488 to i64
  %490 = getelementptr bfloat, ptr addrspace(1) %1, i64 %489
  %491 = ptrtoint ptr addrspace(1) %490 to i64
  %492 = and i64 %491, 15
  %493 = icmp eq i64 %492, 0
  %494 = icmp slt i32 %486, %5
  %495 = getelementptr i8, ptr addrspace(3) %485, i64 %57
  br i1 %493, label %548, label %.preheader30.preheader

.preheader30.preheader:                           ; preds = %.loopexit33
  %496 = and i1 %494, %70
  %497 = zext i1 %496 to i32
  %498 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %490, i32 %497, i16 0) #5
  store i16 %498, ptr addrspace(3) %495, align 16
  %499 = add i32 %72, %487
  %500 = sext i32 %499 to i64
  %501 = getelementptr bfloat, ptr addrspace(1) %1, i64 %500
  %502 = and i1 %494, %73
  %503 = zext i1 %502 to i32
  %504 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %501, i32 %503, i16 0) #5
  %505 = getelementptr i8, ptr addrspace(3) %495, i64 2
  store i16 %504, ptr addrspace(3) %505, align 2
  %506 = add i32 %75, %487
  %507 = sext i32 %506 to i64
  %508 = getelementptr bfloat, ptr addrspace(1) %1, i64 %507
  %509 = and i1 %494, %76
  %510 = zext i1 %509 to i32
  %511 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %508, i32 %510, i16 0) #5
  %512 = getelementptr i8, ptr addrspace(3) %495, i64 4
  store i16 %511, ptr addrspace(3) %512, align 4
  %513 = add i32 %78, %487
  %514 = sext i32 %513 to i64
  %515 = getelementptr bfloat, ptr addrspace(1) %1, i64 %514
  %516 = and i1 %494, %79
  %517 = zext i1 %516 to i32
  %518 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %515, i32 %517, i16 0) #5
  %519 = getelementptr i8, ptr addrspace(3) %495, i64 6
  store i16 %518, ptr addrspace(3) %519, align 2
  %520 = add i32 %81, %487
  %521 = sext i32 %520 to i64
  %522 = getelementptr bfloat, ptr addrspace(1) %1, i64 %521
  %523 = and i1 %494, %82
  %524 = zext i1 %523 to i32
  %525 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %522, i32 %524, i16 0) #5
  %526 = getelementptr i8, ptr addrspace(3) %495, i64 8
  store i16 %525, ptr addrspace(3) %526, align 8
  %527 = add i32 %84, %487
  %528 = sext i32 %527 to i64
  %529 = getelementptr bfloat, ptr addrspace(1) %1, i64 %528
  %530 = and i1 %494, %85
  %531 = zext i1 %530 to i32
  %532 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %529, i32 %531, i16 0) #5
  %533 = getelementptr i8, ptr addrspace(3) %495, i64 10
  store i16 %532, ptr addrspace(3) %533, align 2
  %534 = add i32 %87, %487
  %535 = sext i32 %534 to i64
  %536 = getelementptr bfloat, ptr addrspace(1) %1, i64 %535
  %537 = and i1 %494, %88
  %538 = zext i1 %537 to i32
  %539 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %536, i32 %538, i16 0) #5
  %540 = getelementptr i8, ptr addrspace(3) %495, i64 12
  store i16 %539, ptr addrspace(3) %540, align 4
  %541 = add i32 %90, %487
  %542 = sext i32 %541 to i64
  %543 = getelementptr bfloat, ptr addrspace(1) %1, i64 %542
  %544 = and i1 %494, %91
  %545 = zext i1 %544 to i32
  %546 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %543, i32 %545, i16 0) #5
  %547 = getelementptr i8, ptr addrspace(3) %495, i64 14
  store i16 %546, ptr addrspace(3) %547, align 2
  br label %.loopexit31

548:                                              ; preds = %.loopexit33
  %549 = select i1 %494, i32 %62, i32 0
  %550 = icmp eq i32 %549, 0
  %551 = select i1 %550, ptr addrspace(1) %1, ptr addrspace(1) %490
  %552 = shl nuw nsw i32 %549, 1
  %553 = ptrtoint ptr addrspace(3) %495 to i64
  %554 = trunc i64 %553 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %554, ptr addrspace(1) %551, i32 %552) #5
  br label %.loopexit31

.loopexit31:                                      ; preds = %.preheader30.preheader, %548
  %555 = or disjoint i32 %163, %63
  %556 = mul i32 %555, %4
  %557 = add i32 %556, %49
  %558 = sext i32 %557 to i64
  %559 = getelementptr bfloat, ptr addrspace(1) %1, i64 %558
  %560 = ptrtoint ptr addrspace(1) %559 to i64
  %561 = and i64 %560, 15
  %562 = icmp eq i64 %561, 0
  %563 = icmp slt i32 %555, %5
  %564 = getelementptr i8, ptr addrspace(3) %485, i64 %69
  br i1 %562, label %617, label %.preheader28.preheader

.preheader28.preheader:                           ; preds = %.loopexit31
  %565 = and i1 %563, %92
  %566 = zext i1 %565 to i32
  %567 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %559, i32 %566, i16 0) #5
  store i16 %567, ptr addrspace(3) %564, align 16
  %568 = add i32 %94, %556
  %569 = sext i32 %568 to i64
  %570 = getelementptr bfloat, ptr addrspace(1) %1, i64 %569
  %571 = and i1 %563, %95
  %572 = zext i1 %571 to i32
  %573 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %570, i32 %572, i16 0) #5
  %574 = getelementptr i8, ptr addrspace(3) %564, i64 2
  store i16 %573, ptr addrspace(3) %574, align 2
  %575 = add i32 %97, %556
  %576 = sext i32 %575 to i64
  %577 = getelementptr bfloat, ptr addrspace(1) %1, i64 %576
  %578 = and i1 %563, %98
  %579 = zext i1 %578 to i32
  %580 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %577, i32 %579, i16 0) #5
  %581 = getelementptr i8, ptr addrspace(3) %564, i64 4
  store i16 %580, ptr addrspace(3) %581, align 4
  %582 = add i32 %100, %556
  %583 = sext i32 %582 to i64
  %584 = getelementptr bfloat, ptr addrspace(1) %1, i64 %583
  %585 = and i1 %563, %101
  %586 = zext i1 %585 to i32
  %587 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %584, i32 %586, i16 0) #5
  %588 = getelementptr i8, ptr addrspace(3) %564, i64 6
  store i16 %587, ptr addrspace(3) %588, align 2
  %589 = add i32 %103, %556
  %590 = sext i32 %589 to i64
  %591 = getelementptr bfloat, ptr addrspace(1) %1, i64 %590
  %592 = and i1 %563, %104
  %593 = zext i1 %592 to i32
  %594 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %591, i32 %593, i16 0) #5
  %595 = getelementptr i8, ptr addrspace(3) %564, i64 8
  store i16 %594, ptr addrspace(3) %595, align 8
  %596 = add i32 %106, %556
  %597 = sext i32 %596 to i64
  %598 = getelementptr bfloat, ptr addrspace(1) %1, i64 %597
  %599 = and i1 %563, %107
  %600 = zext i1 %599 to i32
  %601 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %598, i32 %600, i16 0) #5
  %602 = getelementptr i8, ptr addrspace(3) %564, i64 10
  store i16 %601, ptr addrspace(3) %602, align 2
  %603 = add i32 %109, %556
  %604 = sext i32 %603 to i64
  %605 = getelementptr bfloat, ptr addrspace(1) %1, i64 %604
  %606 = and i1 %563, %110
  %607 = zext i1 %606 to i32
  %608 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %605, i32 %607, i16 0) #5
  %609 = getelementptr i8, ptr addrspace(3) %564, i64 12
  store i16 %608, ptr addrspace(3) %609, align 4
  %610 = add i32 %112, %556
  %611 = sext i32 %610 to i64
  %612 = getelementptr bfloat, ptr addrspace(1) %1, i64 %611
  %613 = and i1 %563, %113
  %614 = zext i1 %613 to i32
  %615 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %612, i32 %614, i16 0) #5
  %616 = getelementptr i8, ptr addrspace(3) %564, i64 14
  store i16 %615, ptr addrspace(3) %616, align 2
  br label %.loopexit29

617:                                              ; preds = %.loopexit31
  %618 = select i1 %563, i32 %62, i32 0
  %619 = icmp eq i32 %618, 0
  %620 = select i1 %619, ptr addrspace(1) %1, ptr addrspace(1) %559
  %621 = shl nuw nsw i32 %618, 1
  %622 = ptrtoint ptr addrspace(3) %564 to i64
  %623 = trunc i64 %622 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %623, ptr addrspace(1) %620, i32 %621) #5
  br label %.loopexit29

.loopexit29:                                      ; preds = %.preheader28.preheader, %617, %159
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  br i1 %160, label %159, label %.preheader27

624:                                              ; preds = %.lr.ph, %.loopexit
  %625 = phi i32 [ 0, %.lr.ph ], [ %1390, %.loopexit ]
  %626 = phi float [ 0.000000e+00, %.lr.ph ], [ %1387, %.loopexit ]
  %627 = phi float [ 0.000000e+00, %.lr.ph ], [ %1386, %.loopexit ]
  %628 = phi float [ 0.000000e+00, %.lr.ph ], [ %1385, %.loopexit ]
  %629 = phi float [ 0.000000e+00, %.lr.ph ], [ %1384, %.loopexit ]
  %630 = phi float [ 0.000000e+00, %.lr.ph ], [ %1383, %.loopexit ]
  %631 = phi float [ 0.000000e+00, %.lr.ph ], [ %1382, %.loopexit ]
  %632 = phi float [ 0.000000e+00, %.lr.ph ], [ %1381, %.loopexit ]
  %633 = phi float [ 0.000000e+00, %.lr.ph ], [ %1380, %.loopexit ]
  %634 = phi float [ 0.000000e+00, %.lr.ph ], [ %1379, %.loopexit ]
  %635 = phi float [ 0.000000e+00, %.lr.ph ], [ %1378, %.loopexit ]
  %636 = phi float [ 0.000000e+00, %.lr.ph ], [ %1377, %.loopexit ]
  %637 = phi float [ 0.000000e+00, %.lr.ph ], [ %1376, %.loopexit ]
  %638 = phi float [ 0.000000e+00, %.lr.ph ], [ %1375, %.loopexit ]
  %639 = phi float [ 0.000000e+00, %.lr.ph ], [ %1374, %.loopexit ]
  %640 = phi float [ 0.000000e+00, %.lr.ph ], [ %1373, %.loopexit ]
  %641 = phi float [ 0.000000e+00, %.lr.ph ], [ %1372, %.loopexit ]
  %642 = phi float [ 0.000000e+00, %.lr.ph ], [ %1371, %.loopexit ]
  %643 = phi float [ 0.000000e+00, %.lr.ph ], [ %1370, %.loopexit ]
  %644 = phi float [ 0.000000e+00, %.lr.ph ], [ %1369, %.loopexit ]
  %645 = phi float [ 0.000000e+00, %.lr.ph ], [ %1368, %.loopexit ]
  %646 = phi float [ 0.000000e+00, %.lr.ph ], [ %1367, %.loopexit ]
  %647 = phi float [ 0.000000e+00, %.lr.ph ], [ %1366, %.loopexit ]
  %648 = phi float [ 0.000000e+00, %.lr.ph ], [ %1365, %.loopexit ]
  %649 = phi float [ 0.000000e+00, %.lr.ph ], [ %1364, %.loopexit ]
  %650 = phi float [ 0.000000e+00, %.lr.ph ], [ %1363, %.loopexit ]
  %651 = phi float [ 0.000000e+00, %.lr.ph ], [ %1362, %.loopexit ]
  %652 = phi float [ 0.000000e+00, %.lr.ph ], [ %1361, %.loopexit ]
  %653 = phi float [ 0.000000e+00, %.lr.ph ], [ %1360, %.loopexit ]
  %654 = phi float [ 0.000000e+00, %.lr.ph ], [ %1359, %.loopexit ]
  %655 = phi float [ 0.000000e+00, %.lr.ph ], [ %1358, %.loopexit ]
  %656 = phi float [ 0.000000e+00, %.lr.ph ], [ %1357, %.loopexit ]
  %657 = phi float [ 0.000000e+00, %.lr.ph ], [ %1356, %.loopexit ]
  %658 = phi float [ 0.000000e+00, %.lr.ph ], [ %1355, %.loopexit ]
  %659 = phi float [ 0.000000e+00, %.lr.ph ], [ %1354, %.loopexit ]
  %660 = phi float [ 0.000000e+00, %.lr.ph ], [ %1353, %.loopexit ]
  %661 = phi float [ 0.000000e+00, %.lr.ph ], [ %1352, %.loopexit ]
  %662 = phi float [ 0.000000e+00, %.lr.ph ], [ %1351, %.loopexit ]
  %663 = phi float [ 0.000000e+00, %.lr.ph ], [ %1350, %.loopexit ]
  %664 = phi float [ 0.000000e+00, %.lr.ph ], [ %1349, %.loopexit ]
  %665 = phi float [ 0.000000e+00, %.lr.ph ], [ %1348, %.loopexit ]
  %666 = phi float [ 0.000000e+00, %.lr.ph ], [ %1347, %.loopexit ]
  %667 = phi float [ 0.000000e+00, %.lr.ph ], [ %1346, %.loopexit ]
  %668 = phi float [ 0.000000e+00, %.lr.ph ], [ %1345, %.loopexit ]
  %669 = phi float [ 0.000000e+00, %.lr.ph ], [ %1344, %.loopexit ]
  %670 = phi float [ 0.000000e+00, %.lr.ph ], [ %1343, %.loopexit ]
  %671 = phi float [ 0.000000e+00, %.lr.ph ], [ %1342, %.loopexit ]
  %672 = phi float [ 0.000000e+00, %.lr.ph ], [ %1341, %.loopexit ]
  %673 = phi float [ 0.000000e+00, %.lr.ph ], [ %1340, %.loopexit ]
  %674 = phi float [ 0.000000e+00, %.lr.ph ], [ %1339, %.loopexit ]
  %675 = phi float [ 0.000000e+00, %.lr.ph ], [ %1338, %.loopexit ]
  %676 = phi float [ 0.000000e+00, %.lr.ph ], [ %1337, %.loopexit ]
  %677 = phi float [ 0.000000e+00, %.lr.ph ], [ %1336, %.loopexit ]
  %678 = phi float [ 0.000000e+00, %.lr.ph ], [ %1335, %.loopexit ]
  %679 = phi float [ 0.000000e+00, %.lr.ph ], [ %1334, %.loopexit ]
  %680 = phi float [ 0.000000e+00, %.lr.ph ], [ %1333, %.loopexit ]
  %681 = phi float [ 0.000000e+00, %.lr.ph ], [ %1332, %.loopexit ]
  %682 = phi float [ 0.000000e+00, %.lr.ph ], [ %1331, %.loopexit ]
  %683 = phi float [ 0.000000e+00, %.lr.ph ], [ %1330, %.loopexit ]
  %684 = phi float [ 0.000000e+00, %.lr.ph ], [ %1329, %.loopexit ]
  %685 = phi float [ 0.000000e+00, %.lr.ph ], [ %1328, %.loopexit ]
  %686 = phi float [ 0.000000e+00, %.lr.ph ], [ %1327, %.loopexit ]
  %687 = phi float [ 0.000000e+00, %.lr.ph ], [ %1326, %.loopexit ]
  %688 = phi float [ 0.000000e+00, %.lr.ph ], [ %1325, %.loopexit ]
  %689 = phi float [ 0.000000e+00, %.lr.ph ], [ %1324, %.loopexit ]
  %690 = phi i32 [ 0, %.lr.ph ], [ %1391, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %691 = add i32 %690, 64
  %692 = icmp slt i32 %691, %5
  %693 = icmp slt i32 %690, 2147483584
  %694 = and i1 %693, %692
  br i1 %694, label %695, label %.loopexit

695:                                              ; preds = %624
  %696 = add i32 %625, 2
  %697 = icmp ugt i32 %696, 3
  %698 = add i32 %625, -2
  %699 = select i1 %697, i32 %698, i32 %696
  %700 = mul i32 %699, 12288
  %701 = sext i32 %700 to i64
  %702 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %701
  %703 = or disjoint i32 %691, %14
  %704 = add i32 %703, %16
  %705 = sext i32 %704 to i64
  %706 = getelementptr bfloat, ptr addrspace(1) %0, i64 %705
  %707 = ptrtoint ptr addrspace(1) %706 to i64
  %708 = and i64 %707, 15
  %709 = icmp eq i64 %708, 0
  %710 = getelementptr i8, ptr addrspace(3) %702, i64 %25
  br i1 %709, label %771, label %.preheader25

.preheader25:                                     ; preds = %695
  %711 = icmp slt i32 %703, %5
  %712 = and i1 %17, %711
  %713 = zext i1 %712 to i32
  %714 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %706, i32 %713, i16 0) #5
  store i16 %714, ptr addrspace(3) %710, align 16
  %.reass352 = or disjoint i32 %691, %invariant.op351
  %715 = add i32 %.reass352, %16
  %716 = sext i32 %715 to i64
  %717 = getelementptr bfloat, ptr addrspace(1) %0, i64 %716
  %718 = icmp slt i32 %.reass352, %5
  %719 = and i1 %17, %718
  %720 = zext i1 %719 to i32
  %721 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %717, i32 %720, i16 0) #5
  %722 = getelementptr i8, ptr addrspace(3) %710, i64 2
  store i16 %721, ptr addrspace(3) %722, align 2
  %.reass354 = or disjoint i32 %691, %invariant.op353
  %723 = add i32 %.reass354, %16
  %724 = sext i32 %723 to i64
  %725 = getelementptr bfloat, ptr addrspace(1) %0, i64 %724
  %726 = icmp slt i32 %.reass354, %5
  %727 = and i1 %17, %726
  %728 = zext i1 %727 to i32
  %729 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %725, i32 %728, i16 0) #5
  %730 = getelementptr i8, ptr addrspace(3) %710, i64 4
  store i16 %729, ptr addrspace(3) %730, align 4
  %.reass356 = or disjoint i32 %691, %invariant.op355
  %731 = add i32 %.reass356, %16
  %732 = sext i32 %731 to i64
  %733 = getelementptr bfloat, ptr addrspace(1) %0, i64 %732
  %734 = icmp slt i32 %.reass356, %5
  %735 = and i1 %17, %734
  %736 = zext i1 %735 to i32
  %737 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %733, i32 %736, i16 0) #5
  %738 = getelementptr i8, ptr addrspace(3) %710, i64 6
  store i16 %737, ptr addrspace(3) %738, align 2
  %.reass358 = or disjoint i32 %691, %invariant.op357
  %739 = add i32 %.reass358, %16
  %740 = sext i32 %739 to i64
  %741 = getelementptr bfloat, ptr addrspace(1) %0, i64 %740
  %742 = icmp slt i32 %.reass358, %5
  %743 = and i1 %17, %742
  %744 = zext i1 %743 to i32
  %745 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %741, i32 %744, i16 0) #5
  %746 = getelementptr i8, ptr addrspace(3) %710, i64 8
  store i16 %745, ptr addrspace(3) %746, align 8
  %.reass360 = or disjoint i32 %691, %invariant.op359
  %747 = add i32 %.reass360, %16
  %748 = sext i32 %747 to i64
  %749 = getelementptr bfloat, ptr addrspace(1) %0, i64 %748
  %750 = icmp slt i32 %.reass360, %5
  %751 = and i1 %17, %750
  %752 = zext i1 %751 to i32
  %753 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %749, i32 %752, i16 0) #5
  %754 = getelementptr i8, ptr addrspace(3) %710, i64 10
  store i16 %753, ptr addrspace(3) %754, align 2
  %.reass362 = or disjoint i32 %691, %invariant.op361
  %755 = add i32 %.reass362, %16
  %756 = sext i32 %755 to i64
  %757 = getelementptr bfloat, ptr addrspace(1) %0, i64 %756
  %758 = icmp slt i32 %.reass362, %5
  %759 = and i1 %17, %758
  %760 = zext i1 %759 to i32
  %761 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %757, i32 %760, i16 0) #5
  %762 = getelementptr i8, ptr addrspace(3) %710, i64 12
  store i16 %761, ptr addrspace(3) %762, align 4
  %.reass364 = or disjoint i32 %691, %invariant.op363
  %763 = add i32 %.reass364, %16
  %764 = sext i32 %763 to i64
  %765 = getelementptr bfloat, ptr addrspace(1) %0, i64 %764
  %766 = icmp slt i32 %.reass364, %5
  %767 = and i1 %17, %766
  %768 = zext i1 %767 to i32
  %769 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %765, i32 %768, i16 0) #5
  %770 = getelementptr i8, ptr addrspace(3) %710, i64 14
  store i16 %769, ptr addrspace(3) %770, align 2
  br label %.loopexit26

771:                                              ; preds = %695
  %772 = sext i32 %703 to i64
  %773 = sub nsw i64 %18, %772
  %774 = tail call i64 @llvm.smax.i64(i64 %773, i64 0)
  %775 = tail call i64 @llvm.umin.i64(i64 %774, i64 8)
  %776 = trunc nuw nsw i64 %775 to i32
  %777 = select i1 %17, i32 %776, i32 0
  %778 = icmp eq i32 %777, 0
  %779 = select i1 %778, ptr addrspace(1) %0, ptr addrspace(1) %706
  %780 = shl nuw nsw i32 %777, 1
  %781 = ptrtoint ptr addrspace(3) %710 to i64
  %782 = trunc i64 %781 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %782, ptr addrspace(1) %779, i32 %780) #5
  br label %.loopexit26

.loopexit26:                                      ; preds = %.preheader25, %771
  %783 = add i32 %703, %29
  %784 = sext i32 %783 to i64
  %785 = getelementptr bfloat, ptr addrspace(1) %0, i64 %784
  %786 = ptrtoint ptr addrspace(1) %785 to i64
  %787 = and i64 %786, 15
  %788 = icmp eq i64 %787, 0
  %789 = getelementptr i8, ptr addrspace(3) %702, i64 %33
  br i1 %788, label %850, label %.preheader23

.preheader23:                                     ; preds = %.loopexit26
  %790 = icmp slt i32 %703, %5
  %791 = and i1 %30, %790
  %792 = zext i1 %791 to i32
  %793 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %785, i32 %792, i16 0) #5
  store i16 %793, ptr addrspace(3) %789, align 16
  %.reass366 = or disjoint i32 %691, %invariant.op365
  %794 = add i32 %.reass366, %29
  %795 = sext i32 %794 to i64
  %796 = getelementptr bfloat, ptr addrspace(1) %0, i64 %795
  %797 = icmp slt i32 %.reass366, %5
  %798 = and i1 %30, %797
  %799 = zext i1 %798 to i32
  %800 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %796, i32 %799, i16 0) #5
  %801 = getelementptr i8, ptr addrspace(3) %789, i64 2
  store i16 %800, ptr addrspace(3) %801, align 2
  %.reass368 = or disjoint i32 %691, %invariant.op367
  %802 = add i32 %.reass368, %29
  %803 = sext i32 %802 to i64
  %804 = getelementptr bfloat, ptr addrspace(1) %0, i64 %803
  %805 = icmp slt i32 %.reass368, %5
  %806 = and i1 %30, %805
  %807 = zext i1 %806 to i32
  %808 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %804, i32 %807, i16 0) #5
  %809 = getelementptr i8, ptr addrspace(3) %789, i64 4
  store i16 %808, ptr addrspace(3) %809, align 4
  %.reass370 = or disjoint i32 %691, %invariant.op369
  %810 = add i32 %.reass370, %29
  %811 = sext i32 %810 to i64
  %812 = getelementptr bfloat, ptr addrspace(1) %0, i64 %811
  %813 = icmp slt i32 %.reass370, %5
  %814 = and i1 %30, %813
  %815 = zext i1 %814 to i32
  %816 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %812, i32 %815, i16 0) #5
  %817 = getelementptr i8, ptr addrspace(3) %789, i64 6
  store i16 %816, ptr addrspace(3) %817, align 2
  %.reass372 = or disjoint i32 %691, %invariant.op371
  %818 = add i32 %.reass372, %29
  %819 = sext i32 %818 to i64
  %820 = getelementptr bfloat, ptr addrspace(1) %0, i64 %819
  %821 = icmp slt i32 %.reass372, %5
  %822 = and i1 %30, %821
  %823 = zext i1 %822 to i32
  %824 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %820, i32 %823, i16 0) #5
  %825 = getelementptr i8, ptr addrspace(3) %789, i64 8
  store i16 %824, ptr addrspace(3) %825, align 8
  %.reass374 = or disjoint i32 %691, %invariant.op373
  %826 = add i32 %.reass374, %29
  %827 = sext i32 %826 to i64
  %828 = getelementptr bfloat, ptr addrspace(1) %0, i64 %827
  %829 = icmp slt i32 %.reass374, %5
  %830 = and i1 %30, %829
  %831 = zext i1 %830 to i32
  %832 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %828, i32 %831, i16 0) #5
  %833 = getelementptr i8, ptr addrspace(3) %789, i64 10
  store i16 %832, ptr addrspace(3) %833, align 2
  %.reass376 = or disjoint i32 %691, %invariant.op375
  %834 = add i32 %.reass376, %29
  %835 = sext i32 %834 to i64
  %836 = getelementptr bfloat, ptr addrspace(1) %0, i64 %835
  %837 = icmp slt i32 %.reass376, %5
  %838 = and i1 %30, %837
  %839 = zext i1 %838 to i32
  %840 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %836, i32 %839, i16 0) #5
  %841 = getelementptr i8, ptr addrspace(3) %789, i64 12
  store i16 %840, ptr addrspace(3) %841, align 4
  %.reass378 = or disjoint i32 %691, %invariant.op377
  %842 = add i32 %.reass378, %29
  %843 = sext i32 %842 to i64
  %844 = getelementptr bfloat, ptr addrspace(1) %0, i64 %843
  %845 = icmp slt i32 %.reass378, %5
  %846 = and i1 %30, %845
  %847 = zext i1 %846 to i32
  %848 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %844, i32 %847, i16 0) #5
  %849 = getelementptr i8, ptr addrspace(3) %789, i64 14
  store i16 %848, ptr addrspace(3) %849, align 2
  br label %.loopexit24

850:                                              ; preds = %.loopexit26
  %851 = sext i32 %703 to i64
  %852 = sub nsw i64 %18, %851
  %853 = tail call i64 @llvm.smax.i64(i64 %852, i64 0)
  %854 = tail call i64 @llvm.umin.i64(i64 %853, i64 8)
  %855 = trunc nuw nsw i64 %854 to i32
  %856 = select i1 %30, i32 %855, i32 0
  %857 = icmp eq i32 %856, 0
  %858 = select i1 %857, ptr addrspace(1) %0, ptr addrspace(1) %785
  %859 = shl nuw nsw i32 %856, 1
  %860 = ptrtoint ptr addrspace(3) %789 to i64
  %861 = trunc i64 %860 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %861, ptr addrspace(1) %858, i32 %859) #5
  br label %.loopexit24

.loopexit24:                                      ; preds = %.preheader23, %850
  %862 = add i32 %703, %36
  %863 = sext i32 %862 to i64
  %864 = getelementptr bfloat, ptr addrspace(1) %0, i64 %863
  %865 = ptrtoint ptr addrspace(1) %864 to i64
  %866 = and i64 %865, 15
  %867 = icmp eq i64 %866, 0
  %868 = getelementptr i8, ptr addrspace(3) %702, i64 %40
  br i1 %867, label %929, label %.preheader21

.preheader21:                                     ; preds = %.loopexit24
  %869 = icmp slt i32 %703, %5
  %870 = and i1 %37, %869
  %871 = zext i1 %870 to i32
  %872 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %864, i32 %871, i16 0) #5
  store i16 %872, ptr addrspace(3) %868, align 16
  %.reass380 = or disjoint i32 %691, %invariant.op379
  %873 = add i32 %.reass380, %36
  %874 = sext i32 %873 to i64
  %875 = getelementptr bfloat, ptr addrspace(1) %0, i64 %874
  %876 = icmp slt i32 %.reass380, %5
  %877 = and i1 %37, %876
  %878 = zext i1 %877 to i32
  %879 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %875, i32 %878, i16 0) #5
  %880 = getelementptr i8, ptr addrspace(3) %868, i64 2
  store i16 %879, ptr addrspace(3) %880, align 2
  %.reass382 = or disjoint i32 %691, %invariant.op381
  %881 = add i32 %.reass382, %36
  %882 = sext i32 %881 to i64
  %883 = getelementptr bfloat, ptr addrspace(1) %0, i64 %882
  %884 = icmp slt i32 %.reass382, %5
  %885 = and i1 %37, %884
  %886 = zext i1 %885 to i32
  %887 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %883, i32 %886, i16 0) #5
  %888 = getelementptr i8, ptr addrspace(3) %868, i64 4
  store i16 %887, ptr addrspace(3) %888, align 4
  %.reass384 = or disjoint i32 %691, %invariant.op383
  %889 = add i32 %.reass384, %36
  %890 = sext i32 %889 to i64
  %891 = getelementptr bfloat, ptr addrspace(1) %0, i64 %890
  %892 = icmp slt i32 %.reass384, %5
  %893 = and i1 %37, %892
  %894 = zext i1 %893 to i32
  %895 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %891, i32 %894, i16 0) #5
  %896 = getelementptr i8, ptr addrspace(3) %868, i64 6
  store i16 %895, ptr addrspace(3) %896, align 2
  %.reass386 = or disjoint i32 %691, %invariant.op385
  %897 = add i32 %.reass386, %36
  %898 = sext i32 %897 to i64
  %899 = getelementptr bfloat, ptr addrspace(1) %0, i64 %898
  %900 = icmp slt i32 %.reass386, %5
  %901 = and i1 %37, %900
  %902 = zext i1 %901 to i32
  %903 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %899, i32 %902, i16 0) #5
  %904 = getelementptr i8, ptr addrspace(3) %868, i64 8
  store i16 %903, ptr addrspace(3) %904, align 8
  %.reass388 = or disjoint i32 %691, %invariant.op387
  %905 = add i32 %.reass388, %36
  %906 = sext i32 %905 to i64
  %907 = getelementptr bfloat, ptr addrspace(1) %0, i64 %906
  %908 = icmp slt i32 %.reass388, %5
  %909 = and i1 %37, %908
  %910 = zext i1 %909 to i32
  %911 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %907, i32 %910, i16 0) #5
  %912 = getelementptr i8, ptr addrspace(3) %868, i64 10
  store i16 %911, ptr addrspace(3) %912, align 2
  %.reass390 = or disjoint i32 %691, %invariant.op389
  %913 = add i32 %.reass390, %36
  %914 = sext i32 %913 to i64
  %915 = getelementptr bfloat, ptr addrspace(1) %0, i64 %914
  %916 = icmp slt i32 %.reass390, %5
  %917 = and i1 %37, %916
  %918 = zext i1 %917 to i32
  %919 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %915, i32 %918, i16 0) #5
  %920 = getelementptr i8, ptr addrspace(3) %868, i64 12
  store i16 %919, ptr addrspace(3) %920, align 4
  %.reass392 = or disjoint i32 %691, %invariant.op391
  %921 = add i32 %.reass392, %36
  %922 = sext i32 %921 to i64
  %923 = getelementptr bfloat, ptr addrspace(1) %0, i64 %922
  %924 = icmp slt i32 %.reass392, %5
  %925 = and i1 %37, %924
  %926 = zext i1 %925 to i32
  %927 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %923, i32 %926, i16 0) #5
  %928 = getelementptr i8, ptr addrspace(3) %868, i64 14
  store i16 %927, ptr addrspace(3) %928, align 2
  br label %.loopexit22

929:                                              ; preds = %.loopexit24
  %930 = sext i32 %703 to i64
  %931 = sub nsw i64 %18, %930
  %932 = tail call i64 @llvm.smax.i64(i64 %931, i64 0)
  %933 = tail call i64 @llvm.umin.i64(i64 %932, i64 8)
  %934 = trunc nuw nsw i64 %933 to i32
  %935 = select i1 %37, i32 %934, i32 0
  %936 = icmp eq i32 %935, 0
  %937 = select i1 %936, ptr addrspace(1) %0, ptr addrspace(1) %864
  %938 = shl nuw nsw i32 %935, 1
  %939 = ptrtoint ptr addrspace(3) %868 to i64
  %940 = trunc i64 %939 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %940, ptr addrspace(1) %937, i32 %938) #5
  br label %.loopexit22

.loopexit22:                                      ; preds = %.preheader21, %929
  %941 = add i32 %703, %43
  %942 = sext i32 %941 to i64
  %943 = getelementptr bfloat, ptr addrspace(1) %0, i64 %942
  %944 = ptrtoint ptr addrspace(1) %943 to i64
  %945 = and i64 %944, 15
  %946 = icmp eq i64 %945, 0
  %947 = getelementptr i8, ptr addrspace(3) %702, i64 %47
  br i1 %946, label %1008, label %.preheader19

.preheader19:                                     ; preds = %.loopexit22
  %948 = icmp slt i32 %703, %5
  %949 = and i1 %44, %948
  %950 = zext i1 %949 to i32
  %951 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %943, i32 %950, i16 0) #5
  store i16 %951, ptr addrspace(3) %947, align 16
  %.reass394 = or disjoint i32 %691, %invariant.op393
  %952 = add i32 %.reass394, %43
  %953 = sext i32 %952 to i64
  %954 = getelementptr bfloat, ptr addrspace(1) %0, i64 %953
  %955 = icmp slt i32 %.reass394, %5
  %956 = and i1 %44, %955
  %957 = zext i1 %956 to i32
  %958 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %954, i32 %957, i16 0) #5
  %959 = getelementptr i8, ptr addrspace(3) %947, i64 2
  store i16 %958, ptr addrspace(3) %959, align 2
  %.reass396 = or disjoint i32 %691, %invariant.op395
  %960 = add i32 %.reass396, %43
  %961 = sext i32 %960 to i64
  %962 = getelementptr bfloat, ptr addrspace(1) %0, i64 %961
  %963 = icmp slt i32 %.reass396, %5
  %964 = and i1 %44, %963
  %965 = zext i1 %964 to i32
  %966 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %962, i32 %965, i16 0) #5
  %967 = getelementptr i8, ptr addrspace(3) %947, i64 4
  store i16 %966, ptr addrspace(3) %967, align 4
  %.reass398 = or disjoint i32 %691, %invariant.op397
  %968 = add i32 %.reass398, %43
  %969 = sext i32 %968 to i64
  %970 = getelementptr bfloat, ptr addrspace(1) %0, i64 %969
  %971 = icmp slt i32 %.reass398, %5
  %972 = and i1 %44, %971
  %973 = zext i1 %972 to i32
  %974 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %970, i32 %973, i16 0) #5
  %975 = getelementptr i8, ptr addrspace(3) %947, i64 6
  store i16 %974, ptr addrspace(3) %975, align 2
  %.reass400 = or disjoint i32 %691, %invariant.op399
  %976 = add i32 %.reass400, %43
  %977 = sext i32 %976 to i64
  %978 = getelementptr bfloat, ptr addrspace(1) %0, i64 %977
  %979 = icmp slt i32 %.reass400, %5
  %980 = and i1 %44, %979
  %981 = zext i1 %980 to i32
  %982 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %978, i32 %981, i16 0) #5
  %983 = getelementptr i8, ptr addrspace(3) %947, i64 8
  store i16 %982, ptr addrspace(3) %983, align 8
  %.reass402 = or disjoint i32 %691, %invariant.op401
  %984 = add i32 %.reass402, %43
  %985 = sext i32 %984 to i64
  %986 = getelementptr bfloat, ptr addrspace(1) %0, i64 %985
  %987 = icmp slt i32 %.reass402, %5
  %988 = and i1 %44, %987
  %989 = zext i1 %988 to i32
  %990 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %986, i32 %989, i16 0) #5
  %991 = getelementptr i8, ptr addrspace(3) %947, i64 10
  store i16 %990, ptr addrspace(3) %991, align 2
  %.reass404 = or disjoint i32 %691, %invariant.op403
  %992 = add i32 %.reass404, %43
  %993 = sext i32 %992 to i64
  %994 = getelementptr bfloat, ptr addrspace(1) %0, i64 %993
  %995 = icmp slt i32 %.reass404, %5
  %996 = and i1 %44, %995
  %997 = zext i1 %996 to i32
  %998 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %994, i32 %997, i16 0) #5
  %999 = getelementptr i8, ptr addrspace(3) %947, i64 12
  store i16 %998, ptr addrspace(3) %999, align 4
  %.reass406 = or disjoint i32 %691, %invariant.op405
  %1000 = add i32 %.reass406, %43
  %1001 = sext i32 %1000 to i64
  %1002 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1001
  %1003 = icmp slt i32 %.reass406, %5
  %1004 = and i1 %44, %1003
  %1005 = zext i1 %1004 to i32
  %1006 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1002, i32 %1005, i16 0) #5
  %1007 = getelementptr i8, ptr addrspace(3) %947, i64 14
  store i16 %1006, ptr addrspace(3) %1007, align 2
  br label %.loopexit20

1008:                                             ; preds = %.loopexit22
  %1009 = sext i32 %703 to i64
  %1010 = sub nsw i64 %18, %1009
  %1011 = tail call i64 @llvm.smax.i64(i64 %1010, i64 0)
  %1012 = tail call i64 @llvm.umin.i64(i64 %1011, i64 8)
  %1013 = trunc nuw nsw i64 %1012 to i32
  %1014 = select i1 %44, i32 %1013, i32 0
  %1015 = icmp eq i32 %1014, 0
  %1016 = select i1 %1015, ptr addrspace(1) %0, ptr addrspace(1) %943
  %1017 = shl nuw nsw i32 %1014, 1
  %1018 = ptrtoint ptr addrspace(3) %947 to i64
  %1019 = trunc i64 %1018 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1019, ptr addrspace(1) %1016, i32 %1017) #5
  br label %.loopexit20

.loopexit20:                                      ; preds = %.preheader19, %1008
  %1020 = getelementptr i8, ptr addrspace(3) %702, i64 8192
  %1021 = or disjoint i32 %691, %19
  %1022 = mul i32 %1021, %4
  %1023 = add i32 %1022, %49
  %1024 = sext i32 %1023 to i64
  %1025 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1024
  %1026 = ptrtoint ptr addrspace(1) %1025 to i64
  %1027 = and i64 %1026, 15
  %1028 = icmp eq i64 %1027, 0
  %1029 = icmp slt i32 %1021, %5
  %1030 = getelementptr i8, ptr addrspace(3) %1020, i64 %57
  br i1 %1028, label %1083, label %.preheader17.preheader

.preheader17.preheader:                           ; preds = %.loopexit20
  %1031 = and i1 %1029, %115
  %1032 = zext i1 %1031 to i32
  %1033 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1025, i32 %1032, i16 0) #5
  store i16 %1033, ptr addrspace(3) %1030, align 16
  %1034 = add i32 %117, %1022
  %1035 = sext i32 %1034 to i64
  %1036 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1035
  %1037 = and i1 %1029, %118
  %1038 = zext i1 %1037 to i32
  %1039 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1036, i32 %1038, i16 0) #5
  %1040 = getelementptr i8, ptr addrspace(3) %1030, i64 2
  store i16 %1039, ptr addrspace(3) %1040, align 2
  %1041 = add i32 %120, %1022
  %1042 = sext i32 %1041 to i64
  %1043 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1042
  %1044 = and i1 %1029, %121
  %1045 = zext i1 %1044 to i32
  %1046 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1043, i32 %1045, i16 0) #5
  %1047 = getelementptr i8, ptr addrspace(3) %1030, i64 4
  store i16 %1046, ptr addrspace(3) %1047, align 4
  %1048 = add i32 %123, %1022
  %1049 = sext i32 %1048 to i64
  %1050 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1049
  %1051 = and i1 %1029, %124
  %1052 = zext i1 %1051 to i32
  %1053 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1050, i32 %1052, i16 0) #5
  %1054 = getelementptr i8, ptr addrspace(3) %1030, i64 6
  store i16 %1053, ptr addrspace(3) %1054, align 2
  %1055 = add i32 %126, %1022
  %1056 = sext i32 %1055 to i64
  %1057 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1056
  %1058 = and i1 %1029, %127
  %1059 = zext i1 %1058 to i32
  %1060 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1057, i32 %1059, i16 0) #5
  %1061 = getelementptr i8, ptr addrspace(3) %1030, i64 8
  store i16 %1060, ptr addrspace(3) %1061, align 8
  %1062 = add i32 %129, %1022
  %1063 = sext i32 %1062 to i64
  %1064 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1063
  %1065 = and i1 %1029, %130
  %1066 = zext i1 %1065 to i32
  %1067 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1064, i32 %1066, i16 0) #5
  %1068 = getelementptr i8, ptr addrspace(3) %1030, i64 10
  store i16 %1067, ptr addrspace(3) %1068, align 2
  %1069 = add i32 %132, %1022
  %1070 = sext i32 %1069 to i64
  %1071 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1070
  %1072 = and i1 %1029, %133
  %1073 = zext i1 %1072 to i32
  %1074 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1071, i32 %1073, i16 0) #5
  %1075 = getelementptr i8, ptr addrspace(3) %1030, i64 12
  store i16 %1074, ptr addrspace(3) %1075, align 4
  %1076 = add i32 %135, %1022
  %1077 = sext i32 %1076 to i64
  %1078 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1077
  %1079 = and i1 %1029, %136
  %1080 = zext i1 %1079 to i32
  %1081 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1078, i32 %1080, i16 0) #5
  %1082 = getelementptr i8, ptr addrspace(3) %1030, i64 14
  store i16 %1081, ptr addrspace(3) %1082, align 2
  br label %.loopexit18

1083:                                             ; preds = %.loopexit20
  %1084 = select i1 %1029, i32 %62, i32 0
  %1085 = icmp eq i32 %1084, 0
  %1086 = select i1 %1085, ptr addrspace(1) %1, ptr addrspace(1) %1025
  %1087 = shl nuw nsw i32 %1084, 1
  %1088 = ptrtoint ptr addrspace(3) %1030 to i64
  %1089 = trunc i64 %1088 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1089, ptr addrspace(1) %1086, i32 %1087) #5
  br label %.loopexit18

.loopexit18:                                      ; preds = %.preheader17.preheader, %1083
  %1090 = or disjoint i32 %691, %63
  %1091 = mul i32 %1090, %4
  %1092 = add i32 %1091, %49
  %1093 = sext i32 %1092 to i64
  %1094 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1093
  %1095 = ptrtoint ptr addrspace(1) %1094 to i64
  %1096 = and i64 %1095, 15
  %1097 = icmp eq i64 %1096, 0
  %1098 = icmp slt i32 %1090, %5
  %1099 = getelementptr i8, ptr addrspace(3) %1020, i64 %69
  br i1 %1097, label %1152, label %.preheader.preheader

.preheader.preheader:                             ; preds = %.loopexit18
  %1100 = and i1 %1098, %137
  %1101 = zext i1 %1100 to i32
  %1102 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1094, i32 %1101, i16 0) #5
  store i16 %1102, ptr addrspace(3) %1099, align 16
  %1103 = add i32 %139, %1091
  %1104 = sext i32 %1103 to i64
  %1105 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1104
  %1106 = and i1 %1098, %140
  %1107 = zext i1 %1106 to i32
  %1108 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1105, i32 %1107, i16 0) #5
  %1109 = getelementptr i8, ptr addrspace(3) %1099, i64 2
  store i16 %1108, ptr addrspace(3) %1109, align 2
  %1110 = add i32 %142, %1091
  %1111 = sext i32 %1110 to i64
  %1112 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1111
  %1113 = and i1 %1098, %143
  %1114 = zext i1 %1113 to i32
  %1115 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1112, i32 %1114, i16 0) #5
  %1116 = getelementptr i8, ptr addrspace(3) %1099, i64 4
  store i16 %1115, ptr addrspace(3) %1116, align 4
  %1117 = add i32 %145, %1091
  %1118 = sext i32 %1117 to i64
  %1119 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1118
  %1120 = and i1 %1098, %146
  %1121 = zext i1 %1120 to i32
  %1122 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1119, i32 %1121, i16 0) #5
  %1123 = getelementptr i8, ptr addrspace(3) %1099, i64 6
  store i16 %1122, ptr addrspace(3) %1123, align 2
  %1124 = add i32 %148, %1091
  %1125 = sext i32 %1124 to i64
  %1126 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1125
  %1127 = and i1 %1098, %149
  %1128 = zext i1 %1127 to i32
  %1129 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1126, i32 %1128, i16 0) #5
  %1130 = getelementptr i8, ptr addrspace(3) %1099, i64 8
  store i16 %1129, ptr addrspace(3) %1130, align 8
  %1131 = add i32 %151, %1091
  %1132 = sext i32 %1131 to i64
  %1133 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1132
  %1134 = and i1 %1098, %152
  %1135 = zext i1 %1134 to i32
  %1136 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1133, i32 %1135, i16 0) #5
  %1137 = getelementptr i8, ptr addrspace(3) %1099, i64 10
  store i16 %1136, ptr addrspace(3) %1137, align 2
  %1138 = add i32 %154, %1091
  %1139 = sext i32 %1138 to i64
  %1140 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1139
  %1141 = and i1 %1098, %155
  %1142 = zext i1 %1141 to i32
  %1143 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1140, i32 %1142, i16 0) #5
  %1144 = getelementptr i8, ptr addrspace(3) %1099, i64 12
  store i16 %1143, ptr addrspace(3) %1144, align 4
  %1145 = add i32 %157, %1091
  %1146 = sext i32 %1145 to i64
  %1147 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1146
  %1148 = and i1 %1098, %158
  %1149 = zext i1 %1148 to i32
  %1150 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1147, i32 %1149, i16 0) #5
  %1151 = getelementptr i8, ptr addrspace(3) %1099, i64 14
  store i16 %1150, ptr addrspace(3) %1151, align 2
  br label %.loopexit

1152:                                             ; preds = %.loopexit18
  %1153 = select i1 %1098, i32 %62, i32 0
  %1154 = icmp eq i32 %1153, 0
  %1155 = select i1 %1154, ptr addrspace(1) %1, ptr addrspace(1) %1094
  %1156 = shl nuw nsw i32 %1153, 1
  %1157 = ptrtoint ptr addrspace(3) %1099 to i64
  %1158 = trunc i64 %1157 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1158, ptr addrspace(1) %1155, i32 %1156) #5
  br label %.loopexit

.loopexit:                                        ; preds = %.preheader.preheader, %1152, %624
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %1159 = mul i32 %625, 12288
  %1160 = sext i32 %1159 to i64
  %1161 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %1160
  %1162 = getelementptr i8, ptr addrspace(3) %1161, i64 8192
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #5
  %1163 = ptrtoint ptr addrspace(3) %1161 to i64
  %1164 = lshr exact i64 %1163, 4
  %1165 = and i64 %1164, 16320
  %1166 = or disjoint i64 %1165, -9223371899415756800
  %1167 = ptrtoint ptr addrspace(3) %1162 to i64
  %1168 = lshr exact i64 %1167, 4
  %1169 = and i64 %1168, 16383
  %1170 = or disjoint i64 %1169, 4611686293322072064
  %1171 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %1166, i64 %1170, i32 1, float %689, float %688, float %687, float %686, float %685, float %684, float %683, float %682, float %681, float %680, float %679, float %678, float %677, float %676, float %675, float %674, float %673, float %672, float %671, float %670, float %669, float %668, float %667, float %666, float %665, float %664, float %663, float %662, float %661, float %660, float %659, float %658) #5
  %1172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 0
  %1173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 1
  %1174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 2
  %1175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 3
  %1176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 4
  %1177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 5
  %1178 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 6
  %1179 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 7
  %1180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 8
  %1181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 9
  %1182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 10
  %1183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 11
  %1184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 12
  %1185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 13
  %1186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 14
  %1187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 15
  %1188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 16
  %1189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 17
  %1190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 18
  %1191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 19
  %1192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 20
  %1193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 21
  %1194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 22
  %1195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 23
  %1196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 24
  %1197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 25
  %1198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 26
  %1199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 27
  %1200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 28
  %1201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 29
  %1202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 30
  %1203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1171, 31
  %1204 = getelementptr i8, ptr addrspace(3) %1161, i64 4096
  %1205 = ptrtoint ptr addrspace(3) %1204 to i64
  %1206 = lshr exact i64 %1205, 4
  %1207 = and i64 %1206, 16383
  %1208 = or disjoint i64 %1207, -9223371899415756800
  %1209 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %1208, i64 %1170, i32 1, float %657, float %656, float %655, float %654, float %653, float %652, float %651, float %650, float %649, float %648, float %647, float %646, float %645, float %644, float %643, float %642, float %641, float %640, float %639, float %638, float %637, float %636, float %635, float %634, float %633, float %632, float %631, float %630, float %629, float %628, float %627, float %626) #5
  %1210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 0
  %1211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 1
  %1212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 2
  %1213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 3
  %1214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 4
  %1215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 5
  %1216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 6
  %1217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 7
  %1218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 8
  %1219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 9
  %1220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 10
  %1221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 11
  %1222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 12
  %1223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 13
  %1224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 14
  %1225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 15
  %1226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 16
  %1227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 17
  %1228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 18
  %1229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 19
  %1230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 20
  %1231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 21
  %1232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 22
  %1233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 23
  %1234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 24
  %1235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 25
  %1236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 26
  %1237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 27
  %1238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 28
  %1239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 29
  %1240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 30
  %1241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1209, 31
  %1242 = getelementptr i8, ptr addrspace(3) %1161, i64 32
  %1243 = ptrtoint ptr addrspace(3) %1242 to i64
  %1244 = lshr exact i64 %1243, 4
  %1245 = and i64 %1244, 16383
  %1246 = or disjoint i64 %1245, -9223371899415756800
  %1247 = getelementptr i8, ptr addrspace(3) %1161, i64 10240
  %1248 = ptrtoint ptr addrspace(3) %1247 to i64
  %1249 = lshr exact i64 %1248, 4
  %1250 = and i64 %1249, 16383
  %1251 = or disjoint i64 %1250, 4611686293322072064
  %1252 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %1246, i64 %1251, i32 1, float %1172, float %1173, float %1174, float %1175, float %1176, float %1177, float %1178, float %1179, float %1180, float %1181, float %1182, float %1183, float %1184, float %1185, float %1186, float %1187, float %1188, float %1189, float %1190, float %1191, float %1192, float %1193, float %1194, float %1195, float %1196, float %1197, float %1198, float %1199, float %1200, float %1201, float %1202, float %1203) #5
  %1253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 0
  %1254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 1
  %1255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 2
  %1256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 3
  %1257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 4
  %1258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 5
  %1259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 6
  %1260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 7
  %1261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 8
  %1262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 9
  %1263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 10
  %1264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 11
  %1265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 12
  %1266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 13
  %1267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 14
  %1268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 15
  %1269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 16
  %1270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 17
  %1271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 18
  %1272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 19
  %1273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 20
  %1274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 21
  %1275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 22
  %1276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 23
  %1277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 24
  %1278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 25
  %1279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 26
  %1280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 27
  %1281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 28
  %1282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 29
  %1283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 30
  %1284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1252, 31
  %1285 = getelementptr i8, ptr addrspace(3) %1161, i64 4128
  %1286 = ptrtoint ptr addrspace(3) %1285 to i64
  %1287 = lshr exact i64 %1286, 4
  %1288 = and i64 %1287, 16383
  %1289 = or disjoint i64 %1288, -9223371899415756800
  %1290 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %1289, i64 %1251, i32 1, float %1210, float %1211, float %1212, float %1213, float %1214, float %1215, float %1216, float %1217, float %1218, float %1219, float %1220, float %1221, float %1222, float %1223, float %1224, float %1225, float %1226, float %1227, float %1228, float %1229, float %1230, float %1231, float %1232, float %1233, float %1234, float %1235, float %1236, float %1237, float %1238, float %1239, float %1240, float %1241) #5
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
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #5
  %1323 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(float %1253, float %1254, float %1255, float %1256, float %1257, float %1258, float %1259, float %1260, float %1261, float %1262, float %1263, float %1264, float %1265, float %1266, float %1267, float %1268, float %1269, float %1270, float %1271, float %1272, float %1273, float %1274, float %1275, float %1276, float %1277, float %1278, float %1279, float %1280, float %1281, float %1282, float %1283, float %1284, float %1291, float %1292, float %1293, float %1294, float %1295, float %1296, float %1297, float %1298, float %1299, float %1300, float %1301, float %1302, float %1303, float %1304, float %1305, float %1306, float %1307, float %1308, float %1309, float %1310, float %1311, float %1312, float %1313, float %1314, float %1315, float %1316, float %1317, float %1318, float %1319, float %1320, float %1321, float %1322) #5
  %1324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 0
  %1325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 1
  %1326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 2
  %1327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 3
  %1328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 4
  %1329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 5
  %1330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 6
  %1331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 7
  %1332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 8
  %1333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 9
  %1334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 10
  %1335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 11
  %1336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 12
  %1337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 13
  %1338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 14
  %1339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 15
  %1340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 16
  %1341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 17
  %1342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 18
  %1343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 19
  %1344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 20
  %1345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 21
  %1346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 22
  %1347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 23
  %1348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 24
  %1349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 25
  %1350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 26
  %1351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 27
  %1352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 28
  %1353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 29
  %1354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 30
  %1355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 31
  %1356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 32
  %1357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 33
  %1358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 34
  %1359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 35
  %1360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 36
  %1361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 37
  %1362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 38
  %1363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 39
  %1364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 40
  %1365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 41
  %1366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 42
  %1367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 43
  %1368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 44
  %1369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 45
  %1370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 46
  %1371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 47
  %1372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 48
  %1373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 49
  %1374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 50
  %1375 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 51
  %1376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 52
  %1377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 53
  %1378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 54
  %1379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 55
  %1380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 56
  %1381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 57
  %1382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 58
  %1383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 59
  %1384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 60
  %1385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 61
  %1386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 62
  %1387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1323, 63
  %1388 = add i32 %625, 1
  %1389 = icmp eq i32 %1388, 4
  %1390 = select i1 %1389, i32 0, i32 %1388
  %1391 = add i32 %690, 32
  %1392 = icmp slt i32 %1391, %5
  br i1 %1392, label %624, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.preheader27
  %.lcssa102 = phi float [ 0.000000e+00, %.preheader27 ], [ %1324, %.loopexit ]
  %.lcssa101 = phi float [ 0.000000e+00, %.preheader27 ], [ %1325, %.loopexit ]
  %.lcssa100 = phi float [ 0.000000e+00, %.preheader27 ], [ %1326, %.loopexit ]
  %.lcssa99 = phi float [ 0.000000e+00, %.preheader27 ], [ %1327, %.loopexit ]
  %.lcssa98 = phi float [ 0.000000e+00, %.preheader27 ], [ %1328, %.loopexit ]
  %.lcssa97 = phi float [ 0.000000e+00, %.preheader27 ], [ %1329, %.loopexit ]
  %.lcssa96 = phi float [ 0.000000e+00, %.preheader27 ], [ %1330, %.loopexit ]
  %.lcssa95 = phi float [ 0.000000e+00, %.preheader27 ], [ %1331, %.loopexit ]
  %.lcssa94 = phi float [ 0.000000e+00, %.preheader27 ], [ %1332, %.loopexit ]
  %.lcssa93 = phi float [ 0.000000e+00, %.preheader27 ], [ %1333, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.preheader27 ], [ %1334, %.loopexit ]
  %.lcssa91 = phi float [ 0.000000e+00, %.preheader27 ], [ %1335, %.loopexit ]
  %.lcssa90 = phi float [ 0.000000e+00, %.preheader27 ], [ %1336, %.loopexit ]
  %.lcssa89 = phi float [ 0.000000e+00, %.preheader27 ], [ %1337, %.loopexit ]
  %.lcssa88 = phi float [ 0.000000e+00, %.preheader27 ], [ %1338, %.loopexit ]
  %.lcssa87 = phi float [ 0.000000e+00, %.preheader27 ], [ %1339, %.loopexit ]
  %.lcssa86 = phi float [ 0.000000e+00, %.preheader27 ], [ %1340, %.loopexit ]
  %.lcssa85 = phi float [ 0.000000e+00, %.preheader27 ], [ %1341, %.loopexit ]
  %.lcssa84 = phi float [ 0.000000e+00, %.preheader27 ], [ %1342, %.loopexit ]
  %.lcssa83 = phi float [ 0.000000e+00, %.preheader27 ], [ %1343, %.loopexit ]
  %.lcssa82 = phi float [ 0.000000e+00, %.preheader27 ], [ %1344, %.loopexit ]
  %.lcssa81 = phi float [ 0.000000e+00, %.preheader27 ], [ %1345, %.loopexit ]
  %.lcssa80 = phi float [ 0.000000e+00, %.preheader27 ], [ %1346, %.loopexit ]
  %.lcssa79 = phi float [ 0.000000e+00, %.preheader27 ], [ %1347, %.loopexit ]
  %.lcssa78 = phi float [ 0.000000e+00, %.preheader27 ], [ %1348, %.loopexit ]
  %.lcssa77 = phi float [ 0.000000e+00, %.preheader27 ], [ %1349, %.loopexit ]
  %.lcssa76 = phi float [ 0.000000e+00, %.preheader27 ], [ %1350, %.loopexit ]
  %.lcssa75 = phi float [ 0.000000e+00, %.preheader27 ], [ %1351, %.loopexit ]
  %.lcssa74 = phi float [ 0.000000e+00, %.preheader27 ], [ %1352, %.loopexit ]
  %.lcssa73 = phi float [ 0.000000e+00, %.preheader27 ], [ %1353, %.loopexit ]
  %.lcssa72 = phi float [ 0.000000e+00, %.preheader27 ], [ %1354, %.loopexit ]
  %.lcssa71 = phi float [ 0.000000e+00, %.preheader27 ], [ %1355, %.loopexit ]
  %.lcssa70 = phi float [ 0.000000e+00, %.preheader27 ], [ %1356, %.loopexit ]
  %.lcssa69 = phi float [ 0.000000e+00, %.preheader27 ], [ %1357, %.loopexit ]
  %.lcssa68 = phi float [ 0.000000e+00, %.preheader27 ], [ %1358, %.loopexit ]
  %.lcssa67 = phi float [ 0.000000e+00, %.preheader27 ], [ %1359, %.loopexit ]
  %.lcssa66 = phi float [ 0.000000e+00, %.preheader27 ], [ %1360, %.loopexit ]
  %.lcssa65 = phi float [ 0.000000e+00, %.preheader27 ], [ %1361, %.loopexit ]
  %.lcssa64 = phi float [ 0.000000e+00, %.preheader27 ], [ %1362, %.loopexit ]
  %.lcssa63 = phi float [ 0.000000e+00, %.preheader27 ], [ %1363, %.loopexit ]
  %.lcssa62 = phi float [ 0.000000e+00, %.preheader27 ], [ %1364, %.loopexit ]
  %.lcssa61 = phi float [ 0.000000e+00, %.preheader27 ], [ %1365, %.loopexit ]
  %.lcssa60 = phi float [ 0.000000e+00, %.preheader27 ], [ %1366, %.loopexit ]
  %.lcssa59 = phi float [ 0.000000e+00, %.preheader27 ], [ %1367, %.loopexit ]
  %.lcssa58 = phi float [ 0.000000e+00, %.preheader27 ], [ %1368, %.loopexit ]
  %.lcssa57 = phi float [ 0.000000e+00, %.preheader27 ], [ %1369, %.loopexit ]
  %.lcssa56 = phi float [ 0.000000e+00, %.preheader27 ], [ %1370, %.loopexit ]
  %.lcssa55 = phi float [ 0.000000e+00, %.preheader27 ], [ %1371, %.loopexit ]
  %.lcssa54 = phi float [ 0.000000e+00, %.preheader27 ], [ %1372, %.loopexit ]
  %.lcssa53 = phi float [ 0.000000e+00, %.preheader27 ], [ %1373, %.loopexit ]
  %.lcssa52 = phi float [ 0.000000e+00, %.preheader27 ], [ %1374, %.loopexit ]
  %.lcssa51 = phi float [ 0.000000e+00, %.preheader27 ], [ %1375, %.loopexit ]
  %.lcssa50 = phi float [ 0.000000e+00, %.preheader27 ], [ %1376, %.loopexit ]
  %.lcssa49 = phi float [ 0.000000e+00, %.preheader27 ], [ %1377, %.loopexit ]
  %.lcssa48 = phi float [ 0.000000e+00, %.preheader27 ], [ %1378, %.loopexit ]
  %.lcssa47 = phi float [ 0.000000e+00, %.preheader27 ], [ %1379, %.loopexit ]
  %.lcssa46 = phi float [ 0.000000e+00, %.preheader27 ], [ %1380, %.loopexit ]
  %.lcssa45 = phi float [ 0.000000e+00, %.preheader27 ], [ %1381, %.loopexit ]
  %.lcssa44 = phi float [ 0.000000e+00, %.preheader27 ], [ %1382, %.loopexit ]
  %.lcssa43 = phi float [ 0.000000e+00, %.preheader27 ], [ %1383, %.loopexit ]
  %.lcssa42 = phi float [ 0.000000e+00, %.preheader27 ], [ %1384, %.loopexit ]
  %.lcssa41 = phi float [ 0.000000e+00, %.preheader27 ], [ %1385, %.loopexit ]
  %.lcssa40 = phi float [ 0.000000e+00, %.preheader27 ], [ %1386, %.loopexit ]
  %.lcssa = phi float [ 0.000000e+00, %.preheader27 ], [ %1387, %.loopexit ]
  %1393 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(float %.lcssa102, float %.lcssa101, float %.lcssa100, float %.lcssa99, float %.lcssa98, float %.lcssa97, float %.lcssa96, float %.lcssa95, float %.lcssa94, float %.lcssa93, float %.lcssa92, float %.lcssa91, float %.lcssa90, float %.lcssa89, float %.lcssa88, float %.lcssa87, float %.lcssa86, float %.lcssa85, float %.lcssa84, float %.lcssa83, float %.lcssa82, float %.lcssa81, float %.lcssa80, float %.lcssa79, float %.lcssa78, float %.lcssa77, float %.lcssa76, float %.lcssa75, float %.lcssa74, float %.lcssa73, float %.lcssa72, float %.lcssa71, float %.lcssa70, float %.lcssa69, float %.lcssa68, float %.lcssa67, float %.lcssa66, float %.lcssa65, float %.lcssa64, float %.lcssa63, float %.lcssa62, float %.lcssa61, float %.lcssa60, float %.lcssa59, float %.lcssa58, float %.lcssa57, float %.lcssa56, float %.lcssa55, float %.lcssa54, float %.lcssa53, float %.lcssa52, float %.lcssa51, float %.lcssa50, float %.lcssa49, float %.lcssa48, float %.lcssa47, float %.lcssa46, float %.lcssa45, float %.lcssa44, float %.lcssa43, float %.lcssa42, float %.lcssa41, float %.lcssa40, float %.lcssa) #5
  %1394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 0
  %1395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 1
  %1396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 2
  %1397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 3
  %1398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 4
  %1399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 5
  %1400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 6
  %1401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 7
  %1402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 8
  %1403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 9
  %1404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 10
  %1405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 11
  %1406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 12
  %1407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 13
  %1408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 14
  %1409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 15
  %1410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 16
  %1411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 17
  %1412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 18
  %1413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 19
  %1414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 20
  %1415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 21
  %1416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 22
  %1417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 23
  %1418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 24
  %1419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 25
  %1420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 26
  %1421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 27
  %1422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 28
  %1423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 29
  %1424 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 30
  %1425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 31
  %1426 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 32
  %1427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 33
  %1428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 34
  %1429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 35
  %1430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 36
  %1431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 37
  %1432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 38
  %1433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 39
  %1434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 40
  %1435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 41
  %1436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 42
  %1437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 43
  %1438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 44
  %1439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 45
  %1440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 46
  %1441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 47
  %1442 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 48
  %1443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 49
  %1444 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 50
  %1445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 51
  %1446 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 52
  %1447 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 53
  %1448 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 54
  %1449 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 55
  %1450 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 56
  %1451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 57
  %1452 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 58
  %1453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 59
  %1454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 60
  %1455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 61
  %1456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 62
  %1457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1393, 63
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1458 = and i32 %12, 7
  %1459 = lshr i32 %7, 1
  %1460 = and i32 %1459, 48
  %1461 = or disjoint i32 %1460, %1458
  %1462 = shl nuw nsw i32 %7, 1
  %1463 = and i32 %1462, 6
  %1464 = or disjoint i32 %1461, %10
  %1465 = mul i32 %4, %1464
  %1466 = or disjoint i32 %1463, %11
  %1467 = add i32 %1465, %1466
  %1468 = sext i32 %1467 to i64
  %1469 = getelementptr float, ptr addrspace(1) %2, i64 %1468
  %1470 = icmp slt i32 %1464, %3
  %1471 = icmp slt i32 %1466, %4
  %1472 = and i1 %1470, %1471
  %1473 = or disjoint i32 %1466, 1
  %1474 = icmp slt i32 %1473, %4
  %1475 = ptrtoint ptr addrspace(1) %1469 to i64
  %1476 = and i64 %1475, 7
  %1477 = icmp eq i64 %1476, 0
  %1478 = and i1 %1472, %1477
  %1479 = and i1 %1474, %1478
  %1480 = xor i1 %1472, %1479
  %1481 = xor i1 %1470, %1478
  %1482 = and i1 %1474, %1481
  %1483 = zext i1 %1479 to i32
  %1484 = bitcast float %1394 to i32
  %1485 = bitcast float %1395 to i32
  %1486 = zext i1 %1480 to i32
  %1487 = zext i1 %1482 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1483, i32 %1484, i32 %1485, ptr addrspace(1) %1469, i32 %1486, i32 %1487) #5
  %1488 = or disjoint i32 %1461, %10
  %1489 = or disjoint i32 %1488, 8
  %1490 = mul i32 %4, %1489
  %1491 = add i32 %1490, %1466
  %1492 = sext i32 %1491 to i64
  %1493 = getelementptr float, ptr addrspace(1) %2, i64 %1492
  %1494 = icmp slt i32 %1489, %3
  %1495 = and i1 %1494, %1471
  %1496 = ptrtoint ptr addrspace(1) %1493 to i64
  %1497 = and i64 %1496, 7
  %1498 = icmp eq i64 %1497, 0
  %1499 = and i1 %1495, %1498
  %1500 = and i1 %1474, %1499
  %1501 = xor i1 %1495, %1500
  %1502 = xor i1 %1494, %1499
  %1503 = and i1 %1474, %1502
  %1504 = zext i1 %1500 to i32
  %1505 = bitcast float %1396 to i32
  %1506 = bitcast float %1397 to i32
  %1507 = zext i1 %1501 to i32
  %1508 = zext i1 %1503 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1504, i32 %1505, i32 %1506, ptr addrspace(1) %1493, i32 %1507, i32 %1508) #5
  %1509 = or disjoint i32 %1466, 8
  %1510 = add i32 %1465, %1509
  %1511 = sext i32 %1510 to i64
  %1512 = getelementptr float, ptr addrspace(1) %2, i64 %1511
  %1513 = icmp slt i32 %1509, %4
  %1514 = and i1 %1470, %1513
  %1515 = or disjoint i32 %1466, 9
  %1516 = icmp slt i32 %1515, %4
  %1517 = ptrtoint ptr addrspace(1) %1512 to i64
  %1518 = and i64 %1517, 7
  %1519 = icmp eq i64 %1518, 0
  %1520 = and i1 %1514, %1519
  %1521 = and i1 %1516, %1520
  %1522 = xor i1 %1514, %1521
  %1523 = xor i1 %1470, %1520
  %1524 = and i1 %1516, %1523
  %1525 = zext i1 %1521 to i32
  %1526 = bitcast float %1398 to i32
  %1527 = bitcast float %1399 to i32
  %1528 = zext i1 %1522 to i32
  %1529 = zext i1 %1524 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1525, i32 %1526, i32 %1527, ptr addrspace(1) %1512, i32 %1528, i32 %1529) #5
  %1530 = add i32 %1490, %1509
  %1531 = sext i32 %1530 to i64
  %1532 = getelementptr float, ptr addrspace(1) %2, i64 %1531
  %1533 = and i1 %1494, %1513
  %1534 = ptrtoint ptr addrspace(1) %1532 to i64
  %1535 = and i64 %1534, 7
  %1536 = icmp eq i64 %1535, 0
  %1537 = and i1 %1533, %1536
  %1538 = and i1 %1516, %1537
  %1539 = xor i1 %1533, %1538
  %1540 = xor i1 %1494, %1537
  %1541 = and i1 %1516, %1540
  %1542 = zext i1 %1538 to i32
  %1543 = bitcast float %1400 to i32
  %1544 = bitcast float %1401 to i32
  %1545 = zext i1 %1539 to i32
  %1546 = zext i1 %1541 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1542, i32 %1543, i32 %1544, ptr addrspace(1) %1532, i32 %1545, i32 %1546) #5
  %1547 = or disjoint i32 %1466, 16
  %1548 = add i32 %1465, %1547
  %1549 = sext i32 %1548 to i64
  %1550 = getelementptr float, ptr addrspace(1) %2, i64 %1549
  %1551 = icmp slt i32 %1547, %4
  %1552 = and i1 %1470, %1551
  %1553 = or disjoint i32 %1466, 17
  %1554 = icmp slt i32 %1553, %4
  %1555 = ptrtoint ptr addrspace(1) %1550 to i64
  %1556 = and i64 %1555, 7
  %1557 = icmp eq i64 %1556, 0
  %1558 = and i1 %1552, %1557
  %1559 = and i1 %1554, %1558
  %1560 = xor i1 %1552, %1559
  %1561 = xor i1 %1470, %1558
  %1562 = and i1 %1554, %1561
  %1563 = zext i1 %1559 to i32
  %1564 = bitcast float %1402 to i32
  %1565 = bitcast float %1403 to i32
  %1566 = zext i1 %1560 to i32
  %1567 = zext i1 %1562 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1563, i32 %1564, i32 %1565, ptr addrspace(1) %1550, i32 %1566, i32 %1567) #5
  %1568 = add i32 %1490, %1547
  %1569 = sext i32 %1568 to i64
  %1570 = getelementptr float, ptr addrspace(1) %2, i64 %1569
  %1571 = and i1 %1494, %1551
  %1572 = ptrtoint ptr addrspace(1) %1570 to i64
  %1573 = and i64 %1572, 7
  %1574 = icmp eq i64 %1573, 0
  %1575 = and i1 %1571, %1574
  %1576 = and i1 %1554, %1575
  %1577 = xor i1 %1571, %1576
  %1578 = xor i1 %1494, %1575
  %1579 = and i1 %1554, %1578
  %1580 = zext i1 %1576 to i32
  %1581 = bitcast float %1404 to i32
  %1582 = bitcast float %1405 to i32
  %1583 = zext i1 %1577 to i32
  %1584 = zext i1 %1579 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1580, i32 %1581, i32 %1582, ptr addrspace(1) %1570, i32 %1583, i32 %1584) #5
  %1585 = or disjoint i32 %1466, 24
  %1586 = add i32 %1465, %1585
  %1587 = sext i32 %1586 to i64
  %1588 = getelementptr float, ptr addrspace(1) %2, i64 %1587
  %1589 = icmp slt i32 %1585, %4
  %1590 = and i1 %1470, %1589
  %1591 = or disjoint i32 %1466, 25
  %1592 = icmp slt i32 %1591, %4
  %1593 = ptrtoint ptr addrspace(1) %1588 to i64
  %1594 = and i64 %1593, 7
  %1595 = icmp eq i64 %1594, 0
  %1596 = and i1 %1590, %1595
  %1597 = and i1 %1592, %1596
  %1598 = xor i1 %1590, %1597
  %1599 = xor i1 %1470, %1596
  %1600 = and i1 %1592, %1599
  %1601 = zext i1 %1597 to i32
  %1602 = bitcast float %1406 to i32
  %1603 = bitcast float %1407 to i32
  %1604 = zext i1 %1598 to i32
  %1605 = zext i1 %1600 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1601, i32 %1602, i32 %1603, ptr addrspace(1) %1588, i32 %1604, i32 %1605) #5
  %1606 = add i32 %1490, %1585
  %1607 = sext i32 %1606 to i64
  %1608 = getelementptr float, ptr addrspace(1) %2, i64 %1607
  %1609 = and i1 %1494, %1589
  %1610 = ptrtoint ptr addrspace(1) %1608 to i64
  %1611 = and i64 %1610, 7
  %1612 = icmp eq i64 %1611, 0
  %1613 = and i1 %1609, %1612
  %1614 = and i1 %1592, %1613
  %1615 = xor i1 %1609, %1614
  %1616 = xor i1 %1494, %1613
  %1617 = and i1 %1592, %1616
  %1618 = zext i1 %1614 to i32
  %1619 = bitcast float %1408 to i32
  %1620 = bitcast float %1409 to i32
  %1621 = zext i1 %1615 to i32
  %1622 = zext i1 %1617 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1618, i32 %1619, i32 %1620, ptr addrspace(1) %1608, i32 %1621, i32 %1622) #5
  %1623 = or disjoint i32 %1466, 32
  %1624 = add i32 %1465, %1623
  %1625 = sext i32 %1624 to i64
  %1626 = getelementptr float, ptr addrspace(1) %2, i64 %1625
  %1627 = icmp slt i32 %1623, %4
  %1628 = and i1 %1470, %1627
  %1629 = or disjoint i32 %1466, 33
  %1630 = icmp slt i32 %1629, %4
  %1631 = ptrtoint ptr addrspace(1) %1626 to i64
  %1632 = and i64 %1631, 7
  %1633 = icmp eq i64 %1632, 0
  %1634 = and i1 %1628, %1633
  %1635 = and i1 %1630, %1634
  %1636 = xor i1 %1628, %1635
  %1637 = xor i1 %1470, %1634
  %1638 = and i1 %1630, %1637
  %1639 = zext i1 %1635 to i32
  %1640 = bitcast float %1410 to i32
  %1641 = bitcast float %1411 to i32
  %1642 = zext i1 %1636 to i32
  %1643 = zext i1 %1638 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1639, i32 %1640, i32 %1641, ptr addrspace(1) %1626, i32 %1642, i32 %1643) #5
  %1644 = add i32 %1490, %1623
  %1645 = sext i32 %1644 to i64
  %1646 = getelementptr float, ptr addrspace(1) %2, i64 %1645
  %1647 = and i1 %1494, %1627
  %1648 = ptrtoint ptr addrspace(1) %1646 to i64
  %1649 = and i64 %1648, 7
  %1650 = icmp eq i64 %1649, 0
  %1651 = and i1 %1647, %1650
  %1652 = and i1 %1630, %1651
  %1653 = xor i1 %1647, %1652
  %1654 = xor i1 %1494, %1651
  %1655 = and i1 %1630, %1654
  %1656 = zext i1 %1652 to i32
  %1657 = bitcast float %1412 to i32
  %1658 = bitcast float %1413 to i32
  %1659 = zext i1 %1653 to i32
  %1660 = zext i1 %1655 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1656, i32 %1657, i32 %1658, ptr addrspace(1) %1646, i32 %1659, i32 %1660) #5
  %1661 = or disjoint i32 %1466, 40
  %1662 = add i32 %1465, %1661
  %1663 = sext i32 %1662 to i64
  %1664 = getelementptr float, ptr addrspace(1) %2, i64 %1663
  %1665 = icmp slt i32 %1661, %4
  %1666 = and i1 %1470, %1665
  %1667 = or disjoint i32 %1466, 41
  %1668 = icmp slt i32 %1667, %4
  %1669 = ptrtoint ptr addrspace(1) %1664 to i64
  %1670 = and i64 %1669, 7
  %1671 = icmp eq i64 %1670, 0
  %1672 = and i1 %1666, %1671
  %1673 = and i1 %1668, %1672
  %1674 = xor i1 %1666, %1673
  %1675 = xor i1 %1470, %1672
  %1676 = and i1 %1668, %1675
  %1677 = zext i1 %1673 to i32
  %1678 = bitcast float %1414 to i32
  %1679 = bitcast float %1415 to i32
  %1680 = zext i1 %1674 to i32
  %1681 = zext i1 %1676 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1677, i32 %1678, i32 %1679, ptr addrspace(1) %1664, i32 %1680, i32 %1681) #5
  %1682 = add i32 %1490, %1661
  %1683 = sext i32 %1682 to i64
  %1684 = getelementptr float, ptr addrspace(1) %2, i64 %1683
  %1685 = and i1 %1494, %1665
  %1686 = ptrtoint ptr addrspace(1) %1684 to i64
  %1687 = and i64 %1686, 7
  %1688 = icmp eq i64 %1687, 0
  %1689 = and i1 %1685, %1688
  %1690 = and i1 %1668, %1689
  %1691 = xor i1 %1685, %1690
  %1692 = xor i1 %1494, %1689
  %1693 = and i1 %1668, %1692
  %1694 = zext i1 %1690 to i32
  %1695 = bitcast float %1416 to i32
  %1696 = bitcast float %1417 to i32
  %1697 = zext i1 %1691 to i32
  %1698 = zext i1 %1693 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1694, i32 %1695, i32 %1696, ptr addrspace(1) %1684, i32 %1697, i32 %1698) #5
  %1699 = or disjoint i32 %1466, 48
  %1700 = add i32 %1465, %1699
  %1701 = sext i32 %1700 to i64
  %1702 = getelementptr float, ptr addrspace(1) %2, i64 %1701
  %1703 = icmp slt i32 %1699, %4
  %1704 = and i1 %1470, %1703
  %1705 = or disjoint i32 %1466, 49
  %1706 = icmp slt i32 %1705, %4
  %1707 = ptrtoint ptr addrspace(1) %1702 to i64
  %1708 = and i64 %1707, 7
  %1709 = icmp eq i64 %1708, 0
  %1710 = and i1 %1704, %1709
  %1711 = and i1 %1706, %1710
  %1712 = xor i1 %1704, %1711
  %1713 = xor i1 %1470, %1710
  %1714 = and i1 %1706, %1713
  %1715 = zext i1 %1711 to i32
  %1716 = bitcast float %1418 to i32
  %1717 = bitcast float %1419 to i32
  %1718 = zext i1 %1712 to i32
  %1719 = zext i1 %1714 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1715, i32 %1716, i32 %1717, ptr addrspace(1) %1702, i32 %1718, i32 %1719) #5
  %1720 = add i32 %1490, %1699
  %1721 = sext i32 %1720 to i64
  %1722 = getelementptr float, ptr addrspace(1) %2, i64 %1721
  %1723 = and i1 %1494, %1703
  %1724 = ptrtoint ptr addrspace(1) %1722 to i64
  %1725 = and i64 %1724, 7
  %1726 = icmp eq i64 %1725, 0
  %1727 = and i1 %1723, %1726
  %1728 = and i1 %1706, %1727
  %1729 = xor i1 %1723, %1728
  %1730 = xor i1 %1494, %1727
  %1731 = and i1 %1706, %1730
  %1732 = zext i1 %1728 to i32
  %1733 = bitcast float %1420 to i32
  %1734 = bitcast float %1421 to i32
  %1735 = zext i1 %1729 to i32
  %1736 = zext i1 %1731 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1732, i32 %1733, i32 %1734, ptr addrspace(1) %1722, i32 %1735, i32 %1736) #5
  %1737 = or disjoint i32 %1466, 56
  %1738 = add i32 %1465, %1737
  %1739 = sext i32 %1738 to i64
  %1740 = getelementptr float, ptr addrspace(1) %2, i64 %1739
  %1741 = icmp slt i32 %1737, %4
  %1742 = and i1 %1470, %1741
  %1743 = or disjoint i32 %1466, 57
  %1744 = icmp slt i32 %1743, %4
  %1745 = ptrtoint ptr addrspace(1) %1740 to i64
  %1746 = and i64 %1745, 7
  %1747 = icmp eq i64 %1746, 0
  %1748 = and i1 %1742, %1747
  %1749 = and i1 %1744, %1748
  %1750 = xor i1 %1742, %1749
  %1751 = xor i1 %1470, %1748
  %1752 = and i1 %1744, %1751
  %1753 = zext i1 %1749 to i32
  %1754 = bitcast float %1422 to i32
  %1755 = bitcast float %1423 to i32
  %1756 = zext i1 %1750 to i32
  %1757 = zext i1 %1752 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1753, i32 %1754, i32 %1755, ptr addrspace(1) %1740, i32 %1756, i32 %1757) #5
  %1758 = add i32 %1490, %1737
  %1759 = sext i32 %1758 to i64
  %1760 = getelementptr float, ptr addrspace(1) %2, i64 %1759
  %1761 = and i1 %1494, %1741
  %1762 = ptrtoint ptr addrspace(1) %1760 to i64
  %1763 = and i64 %1762, 7
  %1764 = icmp eq i64 %1763, 0
  %1765 = and i1 %1761, %1764
  %1766 = and i1 %1744, %1765
  %1767 = xor i1 %1761, %1766
  %1768 = xor i1 %1494, %1765
  %1769 = and i1 %1744, %1768
  %1770 = zext i1 %1766 to i32
  %1771 = bitcast float %1424 to i32
  %1772 = bitcast float %1425 to i32
  %1773 = zext i1 %1767 to i32
  %1774 = zext i1 %1769 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1770, i32 %1771, i32 %1772, ptr addrspace(1) %1760, i32 %1773, i32 %1774) #5
  %1775 = or disjoint i32 %1464, 64
  %1776 = mul i32 %4, %1775
  %1777 = add i32 %1776, %1466
  %1778 = sext i32 %1777 to i64
  %1779 = getelementptr float, ptr addrspace(1) %2, i64 %1778
  %1780 = icmp slt i32 %1775, %3
  %1781 = and i1 %1780, %1471
  %1782 = ptrtoint ptr addrspace(1) %1779 to i64
  %1783 = and i64 %1782, 7
  %1784 = icmp eq i64 %1783, 0
  %1785 = and i1 %1781, %1784
  %1786 = and i1 %1474, %1785
  %1787 = xor i1 %1781, %1786
  %1788 = xor i1 %1780, %1785
  %1789 = and i1 %1474, %1788
  %1790 = zext i1 %1786 to i32
  %1791 = bitcast float %1426 to i32
  %1792 = bitcast float %1427 to i32
  %1793 = zext i1 %1787 to i32
  %1794 = zext i1 %1789 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1790, i32 %1791, i32 %1792, ptr addrspace(1) %1779, i32 %1793, i32 %1794) #5
  %1795 = or disjoint i32 %1488, 72
  %1796 = mul i32 %1795, %4
  %1797 = add i32 %1796, %1466
  %1798 = sext i32 %1797 to i64
  %1799 = getelementptr float, ptr addrspace(1) %2, i64 %1798
  %1800 = icmp slt i32 %1795, %3
  %1801 = and i1 %1800, %1471
  %1802 = ptrtoint ptr addrspace(1) %1799 to i64
  %1803 = and i64 %1802, 7
  %1804 = icmp eq i64 %1803, 0
  %1805 = and i1 %1801, %1804
  %1806 = and i1 %1474, %1805
  %1807 = xor i1 %1801, %1806
  %1808 = xor i1 %1800, %1805
  %1809 = and i1 %1474, %1808
  %1810 = zext i1 %1806 to i32
  %1811 = bitcast float %1428 to i32
  %1812 = bitcast float %1429 to i32
  %1813 = zext i1 %1807 to i32
  %1814 = zext i1 %1809 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1810, i32 %1811, i32 %1812, ptr addrspace(1) %1799, i32 %1813, i32 %1814) #5
  %1815 = add i32 %1776, %1509
  %1816 = sext i32 %1815 to i64
  %1817 = getelementptr float, ptr addrspace(1) %2, i64 %1816
  %1818 = and i1 %1780, %1513
  %1819 = ptrtoint ptr addrspace(1) %1817 to i64
  %1820 = and i64 %1819, 7
  %1821 = icmp eq i64 %1820, 0
  %1822 = and i1 %1818, %1821
  %1823 = and i1 %1516, %1822
  %1824 = xor i1 %1818, %1823
  %1825 = xor i1 %1780, %1822
  %1826 = and i1 %1516, %1825
  %1827 = zext i1 %1823 to i32
  %1828 = bitcast float %1430 to i32
  %1829 = bitcast float %1431 to i32
  %1830 = zext i1 %1824 to i32
  %1831 = zext i1 %1826 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1827, i32 %1828, i32 %1829, ptr addrspace(1) %1817, i32 %1830, i32 %1831) #5
  %1832 = add i32 %1796, %1509
  %1833 = sext i32 %1832 to i64
  %1834 = getelementptr float, ptr addrspace(1) %2, i64 %1833
  %1835 = and i1 %1800, %1513
  %1836 = ptrtoint ptr addrspace(1) %1834 to i64
  %1837 = and i64 %1836, 7
  %1838 = icmp eq i64 %1837, 0
  %1839 = and i1 %1835, %1838
  %1840 = and i1 %1516, %1839
  %1841 = xor i1 %1835, %1840
  %1842 = xor i1 %1800, %1839
  %1843 = and i1 %1516, %1842
  %1844 = zext i1 %1840 to i32
  %1845 = bitcast float %1432 to i32
  %1846 = bitcast float %1433 to i32
  %1847 = zext i1 %1841 to i32
  %1848 = zext i1 %1843 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1844, i32 %1845, i32 %1846, ptr addrspace(1) %1834, i32 %1847, i32 %1848) #5
  %1849 = add i32 %1776, %1547
  %1850 = sext i32 %1849 to i64
  %1851 = getelementptr float, ptr addrspace(1) %2, i64 %1850
  %1852 = and i1 %1780, %1551
  %1853 = ptrtoint ptr addrspace(1) %1851 to i64
  %1854 = and i64 %1853, 7
  %1855 = icmp eq i64 %1854, 0
  %1856 = and i1 %1852, %1855
  %1857 = and i1 %1554, %1856
  %1858 = xor i1 %1852, %1857
  %1859 = xor i1 %1780, %1856
  %1860 = and i1 %1554, %1859
  %1861 = zext i1 %1857 to i32
  %1862 = bitcast float %1434 to i32
  %1863 = bitcast float %1435 to i32
  %1864 = zext i1 %1858 to i32
  %1865 = zext i1 %1860 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1861, i32 %1862, i32 %1863, ptr addrspace(1) %1851, i32 %1864, i32 %1865) #5
  %1866 = add i32 %1796, %1547
  %1867 = sext i32 %1866 to i64
  %1868 = getelementptr float, ptr addrspace(1) %2, i64 %1867
  %1869 = and i1 %1800, %1551
  %1870 = ptrtoint ptr addrspace(1) %1868 to i64
  %1871 = and i64 %1870, 7
  %1872 = icmp eq i64 %1871, 0
  %1873 = and i1 %1869, %1872
  %1874 = and i1 %1554, %1873
  %1875 = xor i1 %1869, %1874
  %1876 = xor i1 %1800, %1873
  %1877 = and i1 %1554, %1876
  %1878 = zext i1 %1874 to i32
  %1879 = bitcast float %1436 to i32
  %1880 = bitcast float %1437 to i32
  %1881 = zext i1 %1875 to i32
  %1882 = zext i1 %1877 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1878, i32 %1879, i32 %1880, ptr addrspace(1) %1868, i32 %1881, i32 %1882) #5
  %1883 = add i32 %1776, %1585
  %1884 = sext i32 %1883 to i64
  %1885 = getelementptr float, ptr addrspace(1) %2, i64 %1884
  %1886 = and i1 %1780, %1589
  %1887 = ptrtoint ptr addrspace(1) %1885 to i64
  %1888 = and i64 %1887, 7
  %1889 = icmp eq i64 %1888, 0
  %1890 = and i1 %1886, %1889
  %1891 = and i1 %1592, %1890
  %1892 = xor i1 %1886, %1891
  %1893 = xor i1 %1780, %1890
  %1894 = and i1 %1592, %1893
  %1895 = zext i1 %1891 to i32
  %1896 = bitcast float %1438 to i32
  %1897 = bitcast float %1439 to i32
  %1898 = zext i1 %1892 to i32
  %1899 = zext i1 %1894 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1895, i32 %1896, i32 %1897, ptr addrspace(1) %1885, i32 %1898, i32 %1899) #5
  %1900 = add i32 %1796, %1585
  %1901 = sext i32 %1900 to i64
  %1902 = getelementptr float, ptr addrspace(1) %2, i64 %1901
  %1903 = and i1 %1800, %1589
  %1904 = ptrtoint ptr addrspace(1) %1902 to i64
  %1905 = and i64 %1904, 7
  %1906 = icmp eq i64 %1905, 0
  %1907 = and i1 %1903, %1906
  %1908 = and i1 %1592, %1907
  %1909 = xor i1 %1903, %1908
  %1910 = xor i1 %1800, %1907
  %1911 = and i1 %1592, %1910
  %1912 = zext i1 %1908 to i32
  %1913 = bitcast float %1440 to i32
  %1914 = bitcast float %1441 to i32
  %1915 = zext i1 %1909 to i32
  %1916 = zext i1 %1911 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1912, i32 %1913, i32 %1914, ptr addrspace(1) %1902, i32 %1915, i32 %1916) #5
  %1917 = add i32 %1776, %1623
  %1918 = sext i32 %1917 to i64
  %1919 = getelementptr float, ptr addrspace(1) %2, i64 %1918
  %1920 = and i1 %1780, %1627
  %1921 = ptrtoint ptr addrspace(1) %1919 to i64
  %1922 = and i64 %1921, 7
  %1923 = icmp eq i64 %1922, 0
  %1924 = and i1 %1920, %1923
  %1925 = and i1 %1630, %1924
  %1926 = xor i1 %1920, %1925
  %1927 = xor i1 %1780, %1924
  %1928 = and i1 %1630, %1927
  %1929 = zext i1 %1925 to i32
  %1930 = bitcast float %1442 to i32
  %1931 = bitcast float %1443 to i32
  %1932 = zext i1 %1926 to i32
  %1933 = zext i1 %1928 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1929, i32 %1930, i32 %1931, ptr addrspace(1) %1919, i32 %1932, i32 %1933) #5
  %1934 = add i32 %1796, %1623
  %1935 = sext i32 %1934 to i64
  %1936 = getelementptr float, ptr addrspace(1) %2, i64 %1935
  %1937 = and i1 %1800, %1627
  %1938 = ptrtoint ptr addrspace(1) %1936 to i64
  %1939 = and i64 %1938, 7
  %1940 = icmp eq i64 %1939, 0
  %1941 = and i1 %1937, %1940
  %1942 = and i1 %1630, %1941
  %1943 = xor i1 %1937, %1942
  %1944 = xor i1 %1800, %1941
  %1945 = and i1 %1630, %1944
  %1946 = zext i1 %1942 to i32
  %1947 = bitcast float %1444 to i32
  %1948 = bitcast float %1445 to i32
  %1949 = zext i1 %1943 to i32
  %1950 = zext i1 %1945 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1946, i32 %1947, i32 %1948, ptr addrspace(1) %1936, i32 %1949, i32 %1950) #5
  %1951 = add i32 %1776, %1661
  %1952 = sext i32 %1951 to i64
  %1953 = getelementptr float, ptr addrspace(1) %2, i64 %1952
  %1954 = and i1 %1780, %1665
  %1955 = ptrtoint ptr addrspace(1) %1953 to i64
  %1956 = and i64 %1955, 7
  %1957 = icmp eq i64 %1956, 0
  %1958 = and i1 %1954, %1957
  %1959 = and i1 %1668, %1958
  %1960 = xor i1 %1954, %1959
  %1961 = xor i1 %1780, %1958
  %1962 = and i1 %1668, %1961
  %1963 = zext i1 %1959 to i32
  %1964 = bitcast float %1446 to i32
  %1965 = bitcast float %1447 to i32
  %1966 = zext i1 %1960 to i32
  %1967 = zext i1 %1962 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1963, i32 %1964, i32 %1965, ptr addrspace(1) %1953, i32 %1966, i32 %1967) #5
  %1968 = add i32 %1796, %1661
  %1969 = sext i32 %1968 to i64
  %1970 = getelementptr float, ptr addrspace(1) %2, i64 %1969
  %1971 = and i1 %1800, %1665
  %1972 = ptrtoint ptr addrspace(1) %1970 to i64
  %1973 = and i64 %1972, 7
  %1974 = icmp eq i64 %1973, 0
  %1975 = and i1 %1971, %1974
  %1976 = and i1 %1668, %1975
  %1977 = xor i1 %1971, %1976
  %1978 = xor i1 %1800, %1975
  %1979 = and i1 %1668, %1978
  %1980 = zext i1 %1976 to i32
  %1981 = bitcast float %1448 to i32
  %1982 = bitcast float %1449 to i32
  %1983 = zext i1 %1977 to i32
  %1984 = zext i1 %1979 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1980, i32 %1981, i32 %1982, ptr addrspace(1) %1970, i32 %1983, i32 %1984) #5
  %1985 = add i32 %1776, %1699
  %1986 = sext i32 %1985 to i64
  %1987 = getelementptr float, ptr addrspace(1) %2, i64 %1986
  %1988 = and i1 %1780, %1703
  %1989 = ptrtoint ptr addrspace(1) %1987 to i64
  %1990 = and i64 %1989, 7
  %1991 = icmp eq i64 %1990, 0
  %1992 = and i1 %1988, %1991
  %1993 = and i1 %1706, %1992
  %1994 = xor i1 %1988, %1993
  %1995 = xor i1 %1780, %1992
  %1996 = and i1 %1706, %1995
  %1997 = zext i1 %1993 to i32
  %1998 = bitcast float %1450 to i32
  %1999 = bitcast float %1451 to i32
  %2000 = zext i1 %1994 to i32
  %2001 = zext i1 %1996 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1997, i32 %1998, i32 %1999, ptr addrspace(1) %1987, i32 %2000, i32 %2001) #5
  %2002 = add i32 %1796, %1699
  %2003 = sext i32 %2002 to i64
  %2004 = getelementptr float, ptr addrspace(1) %2, i64 %2003
  %2005 = and i1 %1800, %1703
  %2006 = ptrtoint ptr addrspace(1) %2004 to i64
  %2007 = and i64 %2006, 7
  %2008 = icmp eq i64 %2007, 0
  %2009 = and i1 %2005, %2008
  %2010 = and i1 %1706, %2009
  %2011 = xor i1 %2005, %2010
  %2012 = xor i1 %1800, %2009
  %2013 = and i1 %1706, %2012
  %2014 = zext i1 %2010 to i32
  %2015 = bitcast float %1452 to i32
  %2016 = bitcast float %1453 to i32
  %2017 = zext i1 %2011 to i32
  %2018 = zext i1 %2013 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2014, i32 %2015, i32 %2016, ptr addrspace(1) %2004, i32 %2017, i32 %2018) #5
  %2019 = add i32 %1776, %1737
  %2020 = sext i32 %2019 to i64
  %2021 = getelementptr float, ptr addrspace(1) %2, i64 %2020
  %2022 = and i1 %1780, %1741
  %2023 = ptrtoint ptr addrspace(1) %2021 to i64
  %2024 = and i64 %2023, 7
  %2025 = icmp eq i64 %2024, 0
  %2026 = and i1 %2022, %2025
  %2027 = and i1 %1744, %2026
  %2028 = xor i1 %2022, %2027
  %2029 = xor i1 %1780, %2026
  %2030 = and i1 %1744, %2029
  %2031 = zext i1 %2027 to i32
  %2032 = bitcast float %1454 to i32
  %2033 = bitcast float %1455 to i32
  %2034 = zext i1 %2028 to i32
  %2035 = zext i1 %2030 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2031, i32 %2032, i32 %2033, ptr addrspace(1) %2021, i32 %2034, i32 %2035) #5
  %2036 = add i32 %1796, %1737
  %2037 = sext i32 %2036 to i64
  %2038 = getelementptr float, ptr addrspace(1) %2, i64 %2037
  %2039 = and i1 %1800, %1741
  %2040 = ptrtoint ptr addrspace(1) %2038 to i64
  %2041 = and i64 %2040, 7
  %2042 = icmp eq i64 %2041, 0
  %2043 = and i1 %2039, %2042
  %2044 = and i1 %1744, %2043
  %2045 = xor i1 %2039, %2044
  %2046 = xor i1 %1800, %2043
  %2047 = and i1 %1744, %2046
  %2048 = zext i1 %2044 to i32
  %2049 = bitcast float %1456 to i32
  %2050 = bitcast float %1457 to i32
  %2051 = zext i1 %2045 to i32
  %2052 = zext i1 %2047 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %2048, i32 %2049, i32 %2050, ptr addrspace(1) %2038, i32 %2051, i32 %2052) #5
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
