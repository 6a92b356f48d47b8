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
  %.decomposed561 = sub i32 %.decomposed, %21
  %22 = add i32 %.decomposed561, %16
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
  %invariant.op549 = or i32 %24, %73
  %invariant.op550 = or i32 %24, %73
  %invariant.op551 = or i32 %24, %73
  %invariant.op552 = or i32 %24, %73
  br label %118

.preheader35:                                     ; preds = %.loopexit37
  %114 = icmp sgt i32 %5, 0
  br i1 %114, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader35
  %115 = shl nuw nsw i32 %7, 6
  %116 = and i32 %115, 8192
  %117 = zext nneg i32 %116 to i64
  %invariant.op557 = or i32 %24, %73
  %invariant.op558 = or i32 %24, %73
  %invariant.op559 = or i32 %24, %73
  %invariant.op560 = or i32 %24, %73
  br label %361

118:                                              ; preds = %6, %.loopexit37
  %119 = phi i1 [ true, %6 ], [ false, %.loopexit37 ]
  %120 = phi i64 [ 0, %6 ], [ 1, %.loopexit37 ]
  %121 = trunc nuw nsw i64 %120 to i32
  %122 = shl nuw nsw i32 %121, 6
  %123 = icmp slt i32 %122, %5
  br i1 %123, label %124, label %.loopexit37

124:                                              ; preds = %118
  %125 = shl nuw nsw i64 %120, 15
  %126 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_dsmem, i64 %125
  %127 = or disjoint i32 %122, %27
  %128 = add i32 %127, %29
  %129 = sext i32 %128 to i64
  %130 = getelementptr bfloat, ptr addrspace(1) %0, i64 %129
  %131 = ptrtoint ptr addrspace(1) %130 to i64
  %132 = and i64 %131, 15
  %133 = icmp eq i64 %132, 0
  %134 = getelementptr i8, ptr addrspace(3) %126, i64 %38
  br i1 %133, label %135, label %.preheader50.preheader

.preheader50.preheader:                           ; preds = %124
  %invariant.op = or i32 %122, %27
  br label %.preheader50

135:                                              ; preds = %124
  %136 = zext nneg i32 %127 to i64
  %137 = sub nsw i64 %31, %136
  %138 = tail call i64 @llvm.smax.i64(i64 %137, i64 0)
  %139 = tail call i64 @llvm.umin.i64(i64 %138, i64 8)
  %140 = trunc nuw nsw i64 %139 to i32
  %141 = select i1 %30, i32 %140, i32 0
  %142 = icmp eq i32 %141, 0
  %143 = select i1 %142, ptr addrspace(1) %0, ptr addrspace(1) %130
  %144 = shl nuw nsw i32 %141, 1
  %145 = ptrtoint ptr addrspace(3) %134 to i64
  %146 = trunc i64 %145 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %146, ptr addrspace(1) %143, i32 %144) #5
  br label %.loopexit51

.preheader50:                                     ; preds = %.preheader50.preheader, %.preheader50
  %147 = phi i64 [ %157, %.preheader50 ], [ 0, %.preheader50.preheader ]
  %148 = trunc nuw nsw i64 %147 to i32
  %.reass.reass = or i32 %148, %invariant.op
  %149 = add i32 %.reass.reass, %29
  %150 = sext i32 %149 to i64
  %151 = getelementptr bfloat, ptr addrspace(1) %0, i64 %150
  %152 = icmp slt i32 %.reass.reass, %5
  %153 = and i1 %30, %152
  %154 = zext i1 %153 to i32
  %155 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %151, i32 %154, i16 0) #5
  %156 = getelementptr bfloat, ptr addrspace(3) %134, i64 %147
  store i16 %155, ptr addrspace(3) %156, align 2
  %157 = add nuw nsw i64 %147, 1
  %exitcond.not = icmp eq i64 %157, 8
  br i1 %exitcond.not, label %.loopexit51, label %.preheader50

.loopexit51:                                      ; preds = %.preheader50, %135
  %158 = add i32 %127, %42
  %159 = sext i32 %158 to i64
  %160 = getelementptr bfloat, ptr addrspace(1) %0, i64 %159
  %161 = ptrtoint ptr addrspace(1) %160 to i64
  %162 = and i64 %161, 15
  %163 = icmp eq i64 %162, 0
  %164 = getelementptr i8, ptr addrspace(3) %126, i64 %49
  br i1 %163, label %165, label %.preheader48.preheader

.preheader48.preheader:                           ; preds = %.loopexit51
  %invariant.op546 = or i32 %122, %27
  br label %.preheader48

165:                                              ; preds = %.loopexit51
  %166 = zext nneg i32 %127 to i64
  %167 = sub nsw i64 %31, %166
  %168 = tail call i64 @llvm.smax.i64(i64 %167, i64 0)
  %169 = tail call i64 @llvm.umin.i64(i64 %168, i64 8)
  %170 = trunc nuw nsw i64 %169 to i32
  %171 = select i1 %43, i32 %170, i32 0
  %172 = icmp eq i32 %171, 0
  %173 = select i1 %172, ptr addrspace(1) %0, ptr addrspace(1) %160
  %174 = shl nuw nsw i32 %171, 1
  %175 = ptrtoint ptr addrspace(3) %164 to i64
  %176 = trunc i64 %175 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %176, ptr addrspace(1) %173, i32 %174) #5
  br label %.loopexit49

.preheader48:                                     ; preds = %.preheader48.preheader, %.preheader48
  %177 = phi i64 [ %187, %.preheader48 ], [ 0, %.preheader48.preheader ]
  %178 = trunc nuw nsw i64 %177 to i32
  %.reass325.reass = or i32 %178, %invariant.op546
  %179 = add i32 %.reass325.reass, %42
  %180 = sext i32 %179 to i64
  %181 = getelementptr bfloat, ptr addrspace(1) %0, i64 %180
  %182 = icmp slt i32 %.reass325.reass, %5
  %183 = and i1 %43, %182
  %184 = zext i1 %183 to i32
  %185 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %181, i32 %184, i16 0) #5
  %186 = getelementptr bfloat, ptr addrspace(3) %164, i64 %177
  store i16 %185, ptr addrspace(3) %186, align 2
  %187 = add nuw nsw i64 %177, 1
  %exitcond242.not = icmp eq i64 %187, 8
  br i1 %exitcond242.not, label %.loopexit49, label %.preheader48

.loopexit49:                                      ; preds = %.preheader48, %165
  %188 = add i32 %127, %53
  %189 = sext i32 %188 to i64
  %190 = getelementptr bfloat, ptr addrspace(1) %0, i64 %189
  %191 = ptrtoint ptr addrspace(1) %190 to i64
  %192 = and i64 %191, 15
  %193 = icmp eq i64 %192, 0
  %194 = getelementptr i8, ptr addrspace(3) %126, i64 %60
  br i1 %193, label %195, label %.preheader46.preheader

.preheader46.preheader:                           ; preds = %.loopexit49
  %invariant.op547 = or i32 %122, %27
  br label %.preheader46

195:                                              ; preds = %.loopexit49
  %196 = zext nneg i32 %127 to i64
  %197 = sub nsw i64 %31, %196
  %198 = tail call i64 @llvm.smax.i64(i64 %197, i64 0)
  %199 = tail call i64 @llvm.umin.i64(i64 %198, i64 8)
  %200 = trunc nuw nsw i64 %199 to i32
  %201 = select i1 %54, i32 %200, i32 0
  %202 = icmp eq i32 %201, 0
  %203 = select i1 %202, ptr addrspace(1) %0, ptr addrspace(1) %190
  %204 = shl nuw nsw i32 %201, 1
  %205 = ptrtoint ptr addrspace(3) %194 to i64
  %206 = trunc i64 %205 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %206, ptr addrspace(1) %203, i32 %204) #5
  br label %.loopexit47

.preheader46:                                     ; preds = %.preheader46.preheader, %.preheader46
  %207 = phi i64 [ %217, %.preheader46 ], [ 0, %.preheader46.preheader ]
  %208 = trunc nuw nsw i64 %207 to i32
  %.reass327.reass = or i32 %208, %invariant.op547
  %209 = add i32 %.reass327.reass, %53
  %210 = sext i32 %209 to i64
  %211 = getelementptr bfloat, ptr addrspace(1) %0, i64 %210
  %212 = icmp slt i32 %.reass327.reass, %5
  %213 = and i1 %54, %212
  %214 = zext i1 %213 to i32
  %215 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %211, i32 %214, i16 0) #5
  %216 = getelementptr bfloat, ptr addrspace(3) %194, i64 %207
  store i16 %215, ptr addrspace(3) %216, align 2
  %217 = add nuw nsw i64 %207, 1
  %exitcond243.not = icmp eq i64 %217, 8
  br i1 %exitcond243.not, label %.loopexit47, label %.preheader46

.loopexit47:                                      ; preds = %.preheader46, %195
  %218 = add i32 %127, %64
  %219 = sext i32 %218 to i64
  %220 = getelementptr bfloat, ptr addrspace(1) %0, i64 %219
  %221 = ptrtoint ptr addrspace(1) %220 to i64
  %222 = and i64 %221, 15
  %223 = icmp eq i64 %222, 0
  %224 = getelementptr i8, ptr addrspace(3) %126, i64 %71
  br i1 %223, label %225, label %.preheader44.preheader

.preheader44.preheader:                           ; preds = %.loopexit47
  %invariant.op548 = or i32 %122, %27
  br label %.preheader44

225:                                              ; preds = %.loopexit47
  %226 = zext nneg i32 %127 to i64
  %227 = sub nsw i64 %31, %226
  %228 = tail call i64 @llvm.smax.i64(i64 %227, i64 0)
  %229 = tail call i64 @llvm.umin.i64(i64 %228, i64 8)
  %230 = trunc nuw nsw i64 %229 to i32
  %231 = select i1 %65, i32 %230, i32 0
  %232 = icmp eq i32 %231, 0
  %233 = select i1 %232, ptr addrspace(1) %0, ptr addrspace(1) %220
  %234 = shl nuw nsw i32 %231, 1
  %235 = ptrtoint ptr addrspace(3) %224 to i64
  %236 = trunc i64 %235 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %236, ptr addrspace(1) %233, i32 %234) #5
  br label %.loopexit45

.preheader44:                                     ; preds = %.preheader44.preheader, %.preheader44
  %237 = phi i64 [ %247, %.preheader44 ], [ 0, %.preheader44.preheader ]
  %238 = trunc nuw nsw i64 %237 to i32
  %.reass329.reass = or i32 %238, %invariant.op548
  %239 = add i32 %.reass329.reass, %64
  %240 = sext i32 %239 to i64
  %241 = getelementptr bfloat, ptr addrspace(1) %0, i64 %240
  %242 = icmp slt i32 %.reass329.reass, %5
  %243 = and i1 %65, %242
  %244 = zext i1 %243 to i32
  %245 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %241, i32 %244, i16 0) #5
  %246 = getelementptr bfloat, ptr addrspace(3) %224, i64 %237
  store i16 %245, ptr addrspace(3) %246, align 2
  %247 = add nuw nsw i64 %237, 1
  %exitcond244.not = icmp eq i64 %247, 8
  br i1 %exitcond244.not, label %.loopexit45, label %.preheader44

.loopexit45:                                      ; preds = %.preheader44, %225
  %248 = getelementptr i8, ptr addrspace(3) %126, i64 16384
  %249 = or disjoint i32 %122, %72
  %250 = mul i32 %249, %4
  %251 = add i32 %250, %74
  %252 = sext i32 %251 to i64
  %253 = getelementptr bfloat, ptr addrspace(1) %1, i64 %252
  %254 = ptrtoint ptr addrspace(1) %253 to i64
  %255 = and i64 %254, 15
  %256 = icmp eq i64 %255, 0
  %257 = icmp slt i32 %249, %5
  %258 = getelementptr i8, ptr addrspace(3) %248, i64 %84
  br i1 %256, label %259, label %.preheader42

259:                                              ; preds = %.loopexit45
  %260 = select i1 %257, i32 %89, i32 0
  %261 = icmp eq i32 %260, 0
  %262 = select i1 %261, ptr addrspace(1) %1, ptr addrspace(1) %253
  %263 = shl nuw nsw i32 %260, 1
  %264 = ptrtoint ptr addrspace(3) %258 to i64
  %265 = trunc i64 %264 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %265, ptr addrspace(1) %262, i32 %263) #5
  br label %.loopexit43

.preheader42:                                     ; preds = %.loopexit45, %.preheader42
  %266 = phi i64 [ %276, %.preheader42 ], [ 0, %.loopexit45 ]
  %267 = trunc nuw nsw i64 %266 to i32
  %.reass331.reass = or i32 %267, %invariant.op549
  %268 = add i32 %.reass331.reass, %250
  %269 = sext i32 %268 to i64
  %270 = getelementptr bfloat, ptr addrspace(1) %1, i64 %269
  %271 = icmp slt i32 %.reass331.reass, %4
  %272 = and i1 %257, %271
  %273 = zext i1 %272 to i32
  %274 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %270, i32 %273, i16 0) #5
  %275 = getelementptr bfloat, ptr addrspace(3) %258, i64 %266
  store i16 %274, ptr addrspace(3) %275, align 2
  %276 = add nuw nsw i64 %266, 1
  %exitcond245.not = icmp eq i64 %276, 8
  br i1 %exitcond245.not, label %.loopexit43, label %.preheader42

.loopexit43:                                      ; preds = %.preheader42, %259
  %277 = or disjoint i32 %122, %90
  %278 = mul i32 %277, %4
  %279 = add i32 %278, %74
  %280 = sext i32 %279 to i64
  %281 = getelementptr bfloat, ptr addrspace(1) %1, i64 %280
  %282 = ptrtoint ptr addrspace(1) %281 to i64
  %283 = and i64 %282, 15
  %284 = icmp eq i64 %283, 0
  %285 = icmp slt i32 %277, %5
  %286 = getelementptr i8, ptr addrspace(3) %248, i64 %97
  br i1 %284, label %287, label %.preheader40

287:                                              ; preds = %.loopexit43
  %288 = select i1 %285, i32 %89, i32 0
  %289 = icmp eq i32 %288, 0
  %290 = select i1 %289, ptr addrspace(1) %1, ptr addrspace(1) %281
  %291 = shl nuw nsw i32 %288, 1
  %292 = ptrtoint ptr addrspace(3) %286 to i64
  %293 = trunc i64 %292 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %293, ptr addrspace(1) %290, i32 %291) #5
  br label %.loopexit41

.preheader40:                                     ; preds = %.loopexit43, %.preheader40
  %294 = phi i64 [ %304, %.preheader40 ], [ 0, %.loopexit43 ]
  %295 = trunc nuw nsw i64 %294 to i32
  %.reass333.reass = or i32 %295, %invariant.op550
  %296 = add i32 %.reass333.reass, %278
  %297 = sext i32 %296 to i64
  %298 = getelementptr bfloat, ptr addrspace(1) %1, i64 %297
  %299 = icmp slt i32 %.reass333.reass, %4
  %300 = and i1 %285, %299
  %301 = zext i1 %300 to i32
  %302 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %298, i32 %301, i16 0) #5
  %303 = getelementptr bfloat, ptr addrspace(3) %286, i64 %294
  store i16 %302, ptr addrspace(3) %303, align 2
  %304 = add nuw nsw i64 %294, 1
  %exitcond246.not = icmp eq i64 %304, 8
  br i1 %exitcond246.not, label %.loopexit41, label %.preheader40

.loopexit41:                                      ; preds = %.preheader40, %287
  %305 = or disjoint i32 %122, %98
  %306 = mul i32 %305, %4
  %307 = add i32 %306, %74
  %308 = sext i32 %307 to i64
  %309 = getelementptr bfloat, ptr addrspace(1) %1, i64 %308
  %310 = ptrtoint ptr addrspace(1) %309 to i64
  %311 = and i64 %310, 15
  %312 = icmp eq i64 %311, 0
  %313 = icmp slt i32 %305, %5
  %314 = getelementptr i8, ptr addrspace(3) %248, i64 %105
  br i1 %312, label %315, label %.preheader38

315:                                              ; preds = %.loopexit41
  %316 = select i1 %313, i32 %89, i32 0
  %317 = icmp eq i32 %316, 0
  %318 = select i1 %317, ptr addrspace(1) %1, ptr addrspace(1) %309
  %319 = shl nuw nsw i32 %316, 1
  %320 = ptrtoint ptr addrspace(3) %314 to i64
  %321 = trunc i64 %320 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %321, ptr addrspace(1) %318, i32 %319) #5
  br label %.loopexit39

.preheader38:                                     ; preds = %.loopexit41, %.preheader38
  %322 = phi i64 [ %332, %.preheader38 ], [ 0, %.loopexit41 ]
  %323 = trunc nuw nsw i64 %322 to i32
  %.reass335.reass = or i32 %323, %invariant.op551
  %324 = add i32 %.reass335.reass, %306
  %325 = sext i32 %324 to i64
  %326 = getelementptr bfloat, ptr addrspace(1) %1, i64 %325
  %327 = icmp slt i32 %.reass335.reass, %4
  %328 = and i1 %313, %327
  %329 = zext i1 %328 to i32
  %330 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %326, i32 %329, i16 0) #5
  %331 = getelementptr bfloat, ptr addrspace(3) %314, i64 %322
  store i16 %330, ptr addrspace(3) %331, align 2
  %332 = add nuw nsw i64 %322, 1
  %exitcond247.not = icmp eq i64 %332, 8
  br i1 %exitcond247.not, label %.loopexit39, label %.preheader38

.loopexit39:                                      ; preds = %.preheader38, %315
  %333 = or disjoint i32 %122, %106
  %334 = mul i32 %333, %4
  %335 = add i32 %334, %74
  %336 = sext i32 %335 to i64
  %337 = getelementptr bfloat, ptr addrspace(1) %1, i64 %336
  %338 = ptrtoint ptr addrspace(1) %337 to i64
  %339 = and i64 %338, 15
  %340 = icmp eq i64 %339, 0
  %341 = icmp slt i32 %333, %5
  %342 = getelementptr i8, ptr addrspace(3) %248, i64 %113
  br i1 %340, label %343, label %.preheader36

343:                                              ; preds = %.loopexit39
  %344 = select i1 %341, i32 %89, i32 0
  %345 = icmp eq i32 %344, 0
  %346 = select i1 %345, ptr addrspace(1) %1, ptr addrspace(1) %337
  %347 = shl nuw nsw i32 %344, 1
  %348 = ptrtoint ptr addrspace(3) %342 to i64
  %349 = trunc i64 %348 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %349, ptr addrspace(1) %346, i32 %347) #5
  br label %.loopexit37

.preheader36:                                     ; preds = %.loopexit39, %.preheader36
  %350 = phi i64 [ %360, %.preheader36 ], [ 0, %.loopexit39 ]
  %351 = trunc nuw nsw i64 %350 to i32
  %.reass337.reass = or i32 %351, %invariant.op552
  %352 = add i32 %.reass337.reass, %334
  %353 = sext i32 %352 to i64
  %354 = getelementptr bfloat, ptr addrspace(1) %1, i64 %353
  %355 = icmp slt i32 %.reass337.reass, %4
  %356 = and i1 %341, %355
  %357 = zext i1 %356 to i32
  %358 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %354, i32 %357, i16 0) #5
  %359 = getelementptr bfloat, ptr addrspace(3) %342, i64 %350
  store i16 %358, ptr addrspace(3) %359, align 2
  %360 = add nuw nsw i64 %350, 1
  %exitcond248.not = icmp eq i64 %360, 8
  br i1 %exitcond248.not, label %.loopexit37, label %.preheader36

.loopexit37:                                      ; preds = %.preheader36, %343, %118
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  br i1 %119, label %118, label %.preheader35

361:                                              ; preds = %.lr.ph, %.loopexit
  %362 = phi i32 [ 0, %.lr.ph ], [ %1044, %.loopexit ]
  %363 = phi float [ 0.000000e+00, %.lr.ph ], [ %1041, %.loopexit ]
  %364 = phi float [ 0.000000e+00, %.lr.ph ], [ %1040, %.loopexit ]
  %365 = phi float [ 0.000000e+00, %.lr.ph ], [ %1039, %.loopexit ]
  %366 = phi float [ 0.000000e+00, %.lr.ph ], [ %1038, %.loopexit ]
  %367 = phi float [ 0.000000e+00, %.lr.ph ], [ %1037, %.loopexit ]
  %368 = phi float [ 0.000000e+00, %.lr.ph ], [ %1036, %.loopexit ]
  %369 = phi float [ 0.000000e+00, %.lr.ph ], [ %1035, %.loopexit ]
  %370 = phi float [ 0.000000e+00, %.lr.ph ], [ %1034, %.loopexit ]
  %371 = phi float [ 0.000000e+00, %.lr.ph ], [ %1033, %.loopexit ]
  %372 = phi float [ 0.000000e+00, %.lr.ph ], [ %1032, %.loopexit ]
  %373 = phi float [ 0.000000e+00, %.lr.ph ], [ %1031, %.loopexit ]
  %374 = phi float [ 0.000000e+00, %.lr.ph ], [ %1030, %.loopexit ]
  %375 = phi float [ 0.000000e+00, %.lr.ph ], [ %1029, %.loopexit ]
  %376 = phi float [ 0.000000e+00, %.lr.ph ], [ %1028, %.loopexit ]
  %377 = phi float [ 0.000000e+00, %.lr.ph ], [ %1027, %.loopexit ]
  %378 = phi float [ 0.000000e+00, %.lr.ph ], [ %1026, %.loopexit ]
  %379 = phi float [ 0.000000e+00, %.lr.ph ], [ %1025, %.loopexit ]
  %380 = phi float [ 0.000000e+00, %.lr.ph ], [ %1024, %.loopexit ]
  %381 = phi float [ 0.000000e+00, %.lr.ph ], [ %1023, %.loopexit ]
  %382 = phi float [ 0.000000e+00, %.lr.ph ], [ %1022, %.loopexit ]
  %383 = phi float [ 0.000000e+00, %.lr.ph ], [ %1021, %.loopexit ]
  %384 = phi float [ 0.000000e+00, %.lr.ph ], [ %1020, %.loopexit ]
  %385 = phi float [ 0.000000e+00, %.lr.ph ], [ %1019, %.loopexit ]
  %386 = phi float [ 0.000000e+00, %.lr.ph ], [ %1018, %.loopexit ]
  %387 = phi float [ 0.000000e+00, %.lr.ph ], [ %1017, %.loopexit ]
  %388 = phi float [ 0.000000e+00, %.lr.ph ], [ %1016, %.loopexit ]
  %389 = phi float [ 0.000000e+00, %.lr.ph ], [ %1015, %.loopexit ]
  %390 = phi float [ 0.000000e+00, %.lr.ph ], [ %1014, %.loopexit ]
  %391 = phi float [ 0.000000e+00, %.lr.ph ], [ %1013, %.loopexit ]
  %392 = phi float [ 0.000000e+00, %.lr.ph ], [ %1012, %.loopexit ]
  %393 = phi float [ 0.000000e+00, %.lr.ph ], [ %1011, %.loopexit ]
  %394 = phi float [ 0.000000e+00, %.lr.ph ], [ %1010, %.loopexit ]
  %395 = phi float [ 0.000000e+00, %.lr.ph ], [ %1009, %.loopexit ]
  %396 = phi float [ 0.000000e+00, %.lr.ph ], [ %1008, %.loopexit ]
  %397 = phi float [ 0.000000e+00, %.lr.ph ], [ %1007, %.loopexit ]
  %398 = phi float [ 0.000000e+00, %.lr.ph ], [ %1006, %.loopexit ]
  %399 = phi float [ 0.000000e+00, %.lr.ph ], [ %1005, %.loopexit ]
  %400 = phi float [ 0.000000e+00, %.lr.ph ], [ %1004, %.loopexit ]
  %401 = phi float [ 0.000000e+00, %.lr.ph ], [ %1003, %.loopexit ]
  %402 = phi float [ 0.000000e+00, %.lr.ph ], [ %1002, %.loopexit ]
  %403 = phi float [ 0.000000e+00, %.lr.ph ], [ %1001, %.loopexit ]
  %404 = phi float [ 0.000000e+00, %.lr.ph ], [ %1000, %.loopexit ]
  %405 = phi float [ 0.000000e+00, %.lr.ph ], [ %999, %.loopexit ]
  %406 = phi float [ 0.000000e+00, %.lr.ph ], [ %998, %.loopexit ]
  %407 = phi float [ 0.000000e+00, %.lr.ph ], [ %997, %.loopexit ]
  %408 = phi float [ 0.000000e+00, %.lr.ph ], [ %996, %.loopexit ]
  %409 = phi float [ 0.000000e+00, %.lr.ph ], [ %995, %.loopexit ]
  %410 = phi float [ 0.000000e+00, %.lr.ph ], [ %994, %.loopexit ]
  %411 = phi float [ 0.000000e+00, %.lr.ph ], [ %993, %.loopexit ]
  %412 = phi float [ 0.000000e+00, %.lr.ph ], [ %992, %.loopexit ]
  %413 = phi float [ 0.000000e+00, %.lr.ph ], [ %991, %.loopexit ]
  %414 = phi float [ 0.000000e+00, %.lr.ph ], [ %990, %.loopexit ]
  %415 = phi float [ 0.000000e+00, %.lr.ph ], [ %989, %.loopexit ]
  %416 = phi float [ 0.000000e+00, %.lr.ph ], [ %988, %.loopexit ]
  %417 = phi float [ 0.000000e+00, %.lr.ph ], [ %987, %.loopexit ]
  %418 = phi float [ 0.000000e+00, %.lr.ph ], [ %986, %.loopexit ]
  %419 = phi float [ 0.000000e+00, %.lr.ph ], [ %985, %.loopexit ]
  %420 = phi float [ 0.000000e+00, %.lr.ph ], [ %984, %.loopexit ]
  %421 = phi float [ 0.000000e+00, %.lr.ph ], [ %983, %.loopexit ]
  %422 = phi float [ 0.000000e+00, %.lr.ph ], [ %982, %.loopexit ]
  %423 = phi float [ 0.000000e+00, %.lr.ph ], [ %981, %.loopexit ]
  %424 = phi float [ 0.000000e+00, %.lr.ph ], [ %980, %.loopexit ]
  %425 = phi float [ 0.000000e+00, %.lr.ph ], [ %979, %.loopexit ]
  %426 = phi float [ 0.000000e+00, %.lr.ph ], [ %978, %.loopexit ]
  %427 = phi i32 [ 0, %.lr.ph ], [ %1045, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %428 = add i32 %427, 128
  %429 = icmp slt i32 %428, %5
  %430 = icmp slt i32 %427, 2147483520
  %431 = and i1 %430, %429
  br i1 %431, label %432, label %.loopexit

432:                                              ; preds = %361
  %433 = add i32 %362, 2
  %434 = icmp ugt i32 %433, 3
  %435 = add i32 %362, 131070
  %436 = select i1 %434, i32 %435, i32 %433
  %437 = shl i32 %436, 15
  %438 = sext i32 %437 to i64
  %439 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_dsmem, i64 %438
  %440 = or disjoint i32 %428, %27
  %441 = add i32 %440, %29
  %442 = sext i32 %441 to i64
  %443 = getelementptr bfloat, ptr addrspace(1) %0, i64 %442
  %444 = ptrtoint ptr addrspace(1) %443 to i64
  %445 = and i64 %444, 15
  %446 = icmp eq i64 %445, 0
  %447 = getelementptr i8, ptr addrspace(3) %439, i64 %38
  br i1 %446, label %448, label %.preheader33.preheader

.preheader33.preheader:                           ; preds = %432
  %invariant.op553 = or i32 %428, %27
  br label %.preheader33

448:                                              ; preds = %432
  %449 = sext i32 %440 to i64
  %450 = sub nsw i64 %31, %449
  %451 = tail call i64 @llvm.smax.i64(i64 %450, i64 0)
  %452 = tail call i64 @llvm.umin.i64(i64 %451, i64 8)
  %453 = trunc nuw nsw i64 %452 to i32
  %454 = select i1 %30, i32 %453, i32 0
  %455 = icmp eq i32 %454, 0
  %456 = select i1 %455, ptr addrspace(1) %0, ptr addrspace(1) %443
  %457 = shl nuw nsw i32 %454, 1
  %458 = ptrtoint ptr addrspace(3) %447 to i64
  %459 = trunc i64 %458 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %459, ptr addrspace(1) %456, i32 %457) #5
  br label %.loopexit34

.preheader33:                                     ; preds = %.preheader33.preheader, %.preheader33
  %460 = phi i64 [ %470, %.preheader33 ], [ 0, %.preheader33.preheader ]
  %461 = trunc nuw nsw i64 %460 to i32
  %.reass339.reass = or i32 %461, %invariant.op553
  %462 = add i32 %.reass339.reass, %29
  %463 = sext i32 %462 to i64
  %464 = getelementptr bfloat, ptr addrspace(1) %0, i64 %463
  %465 = icmp slt i32 %.reass339.reass, %5
  %466 = and i1 %30, %465
  %467 = zext i1 %466 to i32
  %468 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %464, i32 %467, i16 0) #5
  %469 = getelementptr bfloat, ptr addrspace(3) %447, i64 %460
  store i16 %468, ptr addrspace(3) %469, align 2
  %470 = add nuw nsw i64 %460, 1
  %exitcond249.not = icmp eq i64 %470, 8
  br i1 %exitcond249.not, label %.loopexit34, label %.preheader33

.loopexit34:                                      ; preds = %.preheader33, %448
  %471 = add i32 %440, %42
  %472 = sext i32 %471 to i64
  %473 = getelementptr bfloat, ptr addrspace(1) %0, i64 %472
  %474 = ptrtoint ptr addrspace(1) %473 to i64
  %475 = and i64 %474, 15
  %476 = icmp eq i64 %475, 0
  %477 = getelementptr i8, ptr addrspace(3) %439, i64 %49
  br i1 %476, label %478, label %.preheader31.preheader

.preheader31.preheader:                           ; preds = %.loopexit34
  %invariant.op554 = or i32 %428, %27
  br label %.preheader31

478:                                              ; preds = %.loopexit34
  %479 = sext i32 %440 to i64
  %480 = sub nsw i64 %31, %479
  %481 = tail call i64 @llvm.smax.i64(i64 %480, i64 0)
  %482 = tail call i64 @llvm.umin.i64(i64 %481, i64 8)
  %483 = trunc nuw nsw i64 %482 to i32
  %484 = select i1 %43, i32 %483, i32 0
  %485 = icmp eq i32 %484, 0
  %486 = select i1 %485, ptr addrspace(1) %0, ptr addrspace(1) %473
  %487 = shl nuw nsw i32 %484, 1
  %488 = ptrtoint ptr addrspace(3) %477 to i64
  %489 = trunc i64 %488 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %489, ptr addrspace(1) %486, i32 %487) #5
  br label %.loopexit32

.preheader31:                                     ; preds = %.preheader31.preheader, %.preheader31
  %490 = phi i64 [ %500, %.preheader31 ], [ 0, %.preheader31.preheader ]
  %491 = trunc nuw nsw i64 %490 to i32
  %.reass341.reass = or i32 %491, %invariant.op554
  %492 = add i32 %.reass341.reass, %42
  %493 = sext i32 %492 to i64
  %494 = getelementptr bfloat, ptr addrspace(1) %0, i64 %493
  %495 = icmp slt i32 %.reass341.reass, %5
  %496 = and i1 %43, %495
  %497 = zext i1 %496 to i32
  %498 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %494, i32 %497, i16 0) #5
  %499 = getelementptr bfloat, ptr addrspace(3) %477, i64 %490
  store i16 %498, ptr addrspace(3) %499, align 2
  %500 = add nuw nsw i64 %490, 1
  %exitcond250.not = icmp eq i64 %500, 8
  br i1 %exitcond250.not, label %.loopexit32, label %.preheader31

.loopexit32:                                      ; preds = %.preheader31, %478
  %501 = add i32 %440, %53
  %502 = sext i32 %501 to i64
  %503 = getelementptr bfloat, ptr addrspace(1) %0, i64 %502
  %504 = ptrtoint ptr addrspace(1) %503 to i64
  %505 = and i64 %504, 15
  %506 = icmp eq i64 %505, 0
  %507 = getelementptr i8, ptr addrspace(3) %439, i64 %60
  br i1 %506, label %508, label %.preheader29.preheader

.preheader29.preheader:                           ; preds = %.loopexit32
  %invariant.op555 = or i32 %428, %27
  br label %.preheader29

508:                                              ; preds = %.loopexit32
  %509 = sext i32 %440 to i64
  %510 = sub nsw i64 %31, %509
  %511 = tail call i64 @llvm.smax.i64(i64 %510, i64 0)
  %512 = tail call i64 @llvm.umin.i64(i64 %511, i64 8)
  %513 = trunc nuw nsw i64 %512 to i32
  %514 = select i1 %54, i32 %513, i32 0
  %515 = icmp eq i32 %514, 0
  %516 = select i1 %515, ptr addrspace(1) %0, ptr addrspace(1) %503
  %517 = shl nuw nsw i32 %514, 1
  %518 = ptrtoint ptr addrspace(3) %507 to i64
  %519 = trunc i64 %518 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %519, ptr addrspace(1) %516, i32 %517) #5
  br label %.loopexit30

.preheader29:                                     ; preds = %.preheader29.preheader, %.preheader29
  %520 = phi i64 [ %530, %.preheader29 ], [ 0, %.preheader29.preheader ]
  %521 = trunc nuw nsw i64 %520 to i32
  %.reass343.reass = or i32 %521, %invariant.op555
  %522 = add i32 %.reass343.reass, %53
  %523 = sext i32 %522 to i64
  %524 = getelementptr bfloat, ptr addrspace(1) %0, i64 %523
  %525 = icmp slt i32 %.reass343.reass, %5
  %526 = and i1 %54, %525
  %527 = zext i1 %526 to i32
  %528 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %524, i32 %527, i16 0) #5
  %529 = getelementptr bfloat, ptr addrspace(3) %507, i64 %520
  store i16 %528, ptr addrspace(3) %529, align 2
  %530 = add nuw nsw i64 %520, 1
  %exitcond251.not = icmp eq i64 %530, 8
  br i1 %exitcond251.not, label %.loopexit30, label %.preheader29

.loopexit30:                                      ; preds = %.preheader29, %508
  %531 = add i32 %440, %64
  %532 = sext i32 %531 to i64
  %533 = getelementptr bfloat, ptr addrspace(1) %0, i64 %532
  %534 = ptrtoint ptr addrspace(1) %533 to i64
  %535 = and i64 %534, 15
  %536 = icmp eq i64 %535, 0
  %537 = getelementptr i8, ptr addrspace(3) %439, i64 %71
  br i1 %536, label %538, label %.preheader27.preheader

.preheader27.preheader:                           ; preds = %.loopexit30
  %invariant.op556 = or i32 %428, %27
  br label %.preheader27

538:                                              ; preds = %.loopexit30
  %539 = sext i32 %440 to i64
  %540 = sub nsw i64 %31, %539
  %541 = tail call i64 @llvm.smax.i64(i64 %540, i64 0)
  %542 = tail call i64 @llvm.umin.i64(i64 %541, i64 8)
  %543 = trunc nuw nsw i64 %542 to i32
  %544 = select i1 %65, i32 %543, i32 0
  %545 = icmp eq i32 %544, 0
  %546 = select i1 %545, ptr addrspace(1) %0, ptr addrspace(1) %533
  %547 = shl nuw nsw i32 %544, 1
  %548 = ptrtoint ptr addrspace(3) %537 to i64
  %549 = trunc i64 %548 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %549, ptr addrspace(1) %546, i32 %547) #5
  br label %.loopexit28

.preheader27:                                     ; preds = %.preheader27.preheader, %.preheader27
  %550 = phi i64 [ %560, %.preheader27 ], [ 0, %.preheader27.preheader ]
  %551 = trunc nuw nsw i64 %550 to i32
  %.reass345.reass = or i32 %551, %invariant.op556
  %552 = add i32 %.reass345.reass, %64
  %553 = sext i32 %552 to i64
  %554 = getelementptr bfloat, ptr addrspace(1) %0, i64 %553
  %555 = icmp slt i32 %.reass345.reass, %5
  %556 = and i1 %65, %555
  %557 = zext i1 %556 to i32
  %558 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %554, i32 %557, i16 0) #5
  %559 = getelementptr bfloat, ptr addrspace(3) %537, i64 %550
  store i16 %558, ptr addrspace(3) %559, align 2
  %560 = add nuw nsw i64 %550, 1
  %exitcond252.not = icmp eq i64 %560, 8
  br i1 %exitcond252.not, label %.loopexit28, label %.preheader27

.loopexit28:                                      ; preds = %.preheader27, %538
  %561 = getelementptr i8, ptr addrspace(3) %439, i64 16384
  %562 = or disjoint i32 %428, %72
  %563 = mul i32 %562, %4
  %564 = add i32 %563, %74
  %565 = sext i32 %564 to i64
  %566 = getelementptr bfloat, ptr addrspace(1) %1, i64 %565
  %567 = ptrtoint ptr addrspace(1) %566 to i64
  %568 = and i64 %567, 15
  %569 = icmp eq i64 %568, 0
  %570 = icmp slt i32 %562, %5
  %571 = getelementptr i8, ptr addrspace(3) %561, i64 %84
  br i1 %569, label %572, label %.preheader25

572:                                              ; preds = %.loopexit28
  %573 = select i1 %570, i32 %89, i32 0
  %574 = icmp eq i32 %573, 0
  %575 = select i1 %574, ptr addrspace(1) %1, ptr addrspace(1) %566
  %576 = shl nuw nsw i32 %573, 1
  %577 = ptrtoint ptr addrspace(3) %571 to i64
  %578 = trunc i64 %577 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %578, ptr addrspace(1) %575, i32 %576) #5
  br label %.loopexit26

.preheader25:                                     ; preds = %.loopexit28, %.preheader25
  %579 = phi i64 [ %589, %.preheader25 ], [ 0, %.loopexit28 ]
  %580 = trunc nuw nsw i64 %579 to i32
  %.reass347.reass = or i32 %580, %invariant.op557
  %581 = add i32 %.reass347.reass, %563
  %582 = sext i32 %581 to i64
  %583 = getelementptr bfloat, ptr addrspace(1) %1, i64 %582
  %584 = icmp slt i32 %.reass347.reass, %4
  %585 = and i1 %570, %584
  %586 = zext i1 %585 to i32
  %587 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %583, i32 %586, i16 0) #5
  %588 = getelementptr bfloat, ptr addrspace(3) %571, i64 %579
  store i16 %587, ptr addrspace(3) %588, align 2
  %589 = add nuw nsw i64 %579, 1
  %exitcond253.not = icmp eq i64 %589, 8
  br i1 %exitcond253.not, label %.loopexit26, label %.preheader25

.loopexit26:                                      ; preds = %.preheader25, %572
  %590 = or disjoint i32 %428, %90
  %591 = mul i32 %590, %4
  %592 = add i32 %591, %74
  %593 = sext i32 %592 to i64
  %594 = getelementptr bfloat, ptr addrspace(1) %1, i64 %593
  %595 = ptrtoint ptr addrspace(1) %594 to i64
  %596 = and i64 %595, 15
  %597 = icmp eq i64 %596, 0
  %598 = icmp slt i32 %590, %5
  %599 = getelementptr i8, ptr addrspace(3) %561, i64 %97
  br i1 %597, label %600, label %.preheader23

600:                                              ; preds = %.loopexit26
  %601 = select i1 %598, i32 %89, i32 0
  %602 = icmp eq i32 %601, 0
  %603 = select i1 %602, ptr addrspace(1) %1, ptr addrspace(1) %594
  %604 = shl nuw nsw i32 %601, 1
  %605 = ptrtoint ptr addrspace(3) %599 to i64
  %606 = trunc i64 %605 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %606, ptr addrspace(1) %603, i32 %604) #5
  br label %.loopexit24

.preheader23:                                     ; preds = %.loopexit26, %.preheader23
  %607 = phi i64 [ %617, %.preheader23 ], [ 0, %.loopexit26 ]
  %608 = trunc nuw nsw i64 %607 to i32
  %.reass349.reass = or i32 %608, %invariant.op558
  %609 = add i32 %.reass349.reass, %591
  %610 = sext i32 %609 to i64
  %611 = getelementptr bfloat, ptr addrspace(1) %1, i64 %610
  %612 = icmp slt i32 %.reass349.reass, %4
  %613 = and i1 %598, %612
  %614 = zext i1 %613 to i32
  %615 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %611, i32 %614, i16 0) #5
  %616 = getelementptr bfloat, ptr addrspace(3) %599, i64 %607
  store i16 %615, ptr addrspace(3) %616, align 2
  %617 = add nuw nsw i64 %607, 1
  %exitcond254.not = icmp eq i64 %617, 8
  br i1 %exitcond254.not, label %.loopexit24, label %.preheader23

.loopexit24:                                      ; preds = %.preheader23, %600
  %618 = or disjoint i32 %428, %98
  %619 = mul i32 %618, %4
  %620 = add i32 %619, %74
  %621 = sext i32 %620 to i64
  %622 = getelementptr bfloat, ptr addrspace(1) %1, i64 %621
  %623 = ptrtoint ptr addrspace(1) %622 to i64
  %624 = and i64 %623, 15
  %625 = icmp eq i64 %624, 0
  %626 = icmp slt i32 %618, %5
  %627 = getelementptr i8, ptr addrspace(3) %561, i64 %105
  br i1 %625, label %628, label %.preheader21

628:                                              ; preds = %.loopexit24
  %629 = select i1 %626, i32 %89, i32 0
  %630 = icmp eq i32 %629, 0
  %631 = select i1 %630, ptr addrspace(1) %1, ptr addrspace(1) %622
  %632 = shl nuw nsw i32 %629, 1
  %633 = ptrtoint ptr addrspace(3) %627 to i64
  %634 = trunc i64 %633 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %634, ptr addrspace(1) %631, i32 %632) #5
  br label %.loopexit22

.preheader21:                                     ; preds = %.loopexit24, %.preheader21
  %635 = phi i64 [ %645, %.preheader21 ], [ 0, %.loopexit24 ]
  %636 = trunc nuw nsw i64 %635 to i32
  %.reass351.reass = or i32 %636, %invariant.op559
  %637 = add i32 %.reass351.reass, %619
  %638 = sext i32 %637 to i64
  %639 = getelementptr bfloat, ptr addrspace(1) %1, i64 %638
  %640 = icmp slt i32 %.reass351.reass, %4
  %641 = and i1 %626, %640
  %642 = zext i1 %641 to i32
  %643 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %639, i32 %642, i16 0) #5
  %644 = getelementptr bfloat, ptr addrspace(3) %627, i64 %635
  store i16 %643, ptr addrspace(3) %644, align 2
  %645 = add nuw nsw i64 %635, 1
  %exitcond255.not = icmp eq i64 %645, 8
  br i1 %exitcond255.not, label %.loopexit22, label %.preheader21

.loopexit22:                                      ; preds = %.preheader21, %628
  %646 = or disjoint i32 %428, %106
  %647 = mul i32 %646, %4
  %648 = add i32 %647, %74
  %649 = sext i32 %648 to i64
  %650 = getelementptr bfloat, ptr addrspace(1) %1, i64 %649
  %651 = ptrtoint ptr addrspace(1) %650 to i64
  %652 = and i64 %651, 15
  %653 = icmp eq i64 %652, 0
  %654 = icmp slt i32 %646, %5
  %655 = getelementptr i8, ptr addrspace(3) %561, i64 %113
  br i1 %653, label %656, label %.preheader

656:                                              ; preds = %.loopexit22
  %657 = select i1 %654, i32 %89, i32 0
  %658 = icmp eq i32 %657, 0
  %659 = select i1 %658, ptr addrspace(1) %1, ptr addrspace(1) %650
  %660 = shl nuw nsw i32 %657, 1
  %661 = ptrtoint ptr addrspace(3) %655 to i64
  %662 = trunc i64 %661 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %662, ptr addrspace(1) %659, i32 %660) #5
  br label %.loopexit

.preheader:                                       ; preds = %.loopexit22, %.preheader
  %663 = phi i64 [ %673, %.preheader ], [ 0, %.loopexit22 ]
  %664 = trunc nuw nsw i64 %663 to i32
  %.reass353.reass = or i32 %664, %invariant.op560
  %665 = add i32 %.reass353.reass, %647
  %666 = sext i32 %665 to i64
  %667 = getelementptr bfloat, ptr addrspace(1) %1, i64 %666
  %668 = icmp slt i32 %.reass353.reass, %4
  %669 = and i1 %654, %668
  %670 = zext i1 %669 to i32
  %671 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %667, i32 %670, i16 0) #5
  %672 = getelementptr bfloat, ptr addrspace(3) %655, i64 %663
  store i16 %671, ptr addrspace(3) %672, align 2
  %673 = add nuw nsw i64 %663, 1
  %exitcond256.not = icmp eq i64 %673, 8
  br i1 %exitcond256.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %656, %361
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %674 = shl i32 %362, 15
  %675 = sext i32 %674 to i64
  %676 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_dsmem, i64 %675
  %677 = getelementptr i8, ptr addrspace(3) %676, i64 16384
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #5
  %678 = getelementptr i8, ptr addrspace(3) %676, i64 %117
  %679 = ptrtoint ptr addrspace(3) %678 to i64
  %680 = lshr exact i64 %679, 4
  %681 = and i64 %680, 16383
  %682 = or disjoint i64 %681, 4611686293305360384
  %683 = ptrtoint ptr addrspace(3) %677 to i64
  %684 = lshr exact i64 %683, 4
  %685 = and i64 %684, 16383
  %686 = or disjoint i64 %685, 4611686293338849280
  %687 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(i64 %682, i64 %686, i32 1, float %426, float %425, float %424, float %423, float %422, float %421, float %420, float %419, float %418, float %417, float %416, float %415, float %414, float %413, float %412, float %411, float %410, float %409, float %408, float %407, float %406, float %405, float %404, float %403, float %402, float %401, float %400, float %399, float %398, float %397, float %396, float %395, float %394, float %393, float %392, float %391, float %390, float %389, float %388, float %387, float %386, float %385, float %384, float %383, float %382, float %381, float %380, float %379, float %378, float %377, float %376, float %375, float %374, float %373, float %372, float %371, float %370, float %369, float %368, float %367, float %366, float %365, float %364, float %363) #5
  %688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 0
  %689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 1
  %690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 2
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 3
  %692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 4
  %693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 5
  %694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 6
  %695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 7
  %696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 8
  %697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 9
  %698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 10
  %699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 11
  %700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 12
  %701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 13
  %702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 14
  %703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 15
  %704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 16
  %705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 17
  %706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 18
  %707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 19
  %708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 20
  %709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 21
  %710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 22
  %711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 23
  %712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 24
  %713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 25
  %714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 26
  %715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 27
  %716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 28
  %717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 29
  %718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 30
  %719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 31
  %720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 32
  %721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 33
  %722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 34
  %723 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 35
  %724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 36
  %725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 37
  %726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 38
  %727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 39
  %728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 40
  %729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 41
  %730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 42
  %731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 43
  %732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 44
  %733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 45
  %734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 46
  %735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 47
  %736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 48
  %737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 49
  %738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 50
  %739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 51
  %740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 52
  %741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 53
  %742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 54
  %743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 55
  %744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 56
  %745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 57
  %746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 58
  %747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 59
  %748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 60
  %749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 61
  %750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 62
  %751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %687, 63
  %752 = getelementptr i8, ptr addrspace(3) %678, i64 32
  %753 = ptrtoint ptr addrspace(3) %752 to i64
  %754 = lshr exact i64 %753, 4
  %755 = and i64 %754, 16383
  %756 = or disjoint i64 %755, 4611686293305360384
  %757 = getelementptr i8, ptr addrspace(3) %676, i64 18432
  %758 = ptrtoint ptr addrspace(3) %757 to i64
  %759 = lshr exact i64 %758, 4
  %760 = and i64 %759, 16383
  %761 = or disjoint i64 %760, 4611686293338849280
  %762 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(i64 %756, i64 %761, i32 1, float %688, float %689, float %690, float %691, float %692, float %693, float %694, float %695, float %696, float %697, float %698, float %699, float %700, float %701, float %702, float %703, float %704, float %705, float %706, float %707, float %708, float %709, float %710, float %711, float %712, float %713, float %714, float %715, float %716, float %717, float %718, float %719, float %720, float %721, float %722, float %723, float %724, float %725, float %726, float %727, float %728, float %729, float %730, float %731, float %732, float %733, float %734, float %735, float %736, float %737, float %738, float %739, float %740, float %741, float %742, float %743, float %744, float %745, float %746, float %747, float %748, float %749, float %750, float %751) #5
  %763 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 0
  %764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 1
  %765 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 2
  %766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 3
  %767 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 4
  %768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 5
  %769 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 6
  %770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 7
  %771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 8
  %772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 9
  %773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 10
  %774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 11
  %775 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 12
  %776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 13
  %777 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 14
  %778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 15
  %779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 16
  %780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 17
  %781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 18
  %782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 19
  %783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 20
  %784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 21
  %785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 22
  %786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 23
  %787 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 24
  %788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 25
  %789 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 26
  %790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 27
  %791 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 28
  %792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 29
  %793 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 30
  %794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 31
  %795 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 32
  %796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 33
  %797 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 34
  %798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 35
  %799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 36
  %800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 37
  %801 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 38
  %802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 39
  %803 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 40
  %804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 41
  %805 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 42
  %806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 43
  %807 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 44
  %808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 45
  %809 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 46
  %810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 47
  %811 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 48
  %812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 49
  %813 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 50
  %814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 51
  %815 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 52
  %816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 53
  %817 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 54
  %818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 55
  %819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 56
  %820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 57
  %821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 58
  %822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 59
  %823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 60
  %824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 61
  %825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 62
  %826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %762, 63
  %827 = getelementptr i8, ptr addrspace(3) %678, i64 64
  %828 = ptrtoint ptr addrspace(3) %827 to i64
  %829 = lshr exact i64 %828, 4
  %830 = and i64 %829, 16383
  %831 = or disjoint i64 %830, 4611686293305360384
  %832 = getelementptr i8, ptr addrspace(3) %676, i64 20480
  %833 = ptrtoint ptr addrspace(3) %832 to i64
  %834 = lshr exact i64 %833, 4
  %835 = and i64 %834, 16383
  %836 = or disjoint i64 %835, 4611686293338849280
  %837 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(i64 %831, i64 %836, i32 1, float %763, float %764, float %765, float %766, float %767, float %768, float %769, float %770, float %771, float %772, float %773, float %774, float %775, float %776, float %777, float %778, float %779, float %780, float %781, float %782, float %783, float %784, float %785, float %786, float %787, float %788, float %789, float %790, float %791, float %792, float %793, float %794, float %795, float %796, float %797, float %798, float %799, float %800, float %801, float %802, float %803, float %804, float %805, float %806, float %807, float %808, float %809, float %810, float %811, float %812, float %813, float %814, float %815, float %816, float %817, float %818, float %819, float %820, float %821, float %822, float %823, float %824, float %825, float %826) #5
  %838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 0
  %839 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 1
  %840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 2
  %841 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 3
  %842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 4
  %843 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 5
  %844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 6
  %845 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 7
  %846 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 8
  %847 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 9
  %848 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 10
  %849 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 11
  %850 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 12
  %851 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 13
  %852 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 14
  %853 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 15
  %854 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 16
  %855 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 17
  %856 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 18
  %857 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 19
  %858 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 20
  %859 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 21
  %860 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 22
  %861 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 23
  %862 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 24
  %863 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 25
  %864 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 26
  %865 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 27
  %866 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 28
  %867 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 29
  %868 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 30
  %869 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 31
  %870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 32
  %871 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 33
  %872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 34
  %873 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 35
  %874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 36
  %875 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 37
  %876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 38
  %877 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 39
  %878 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 40
  %879 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 41
  %880 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 42
  %881 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 43
  %882 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 44
  %883 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 45
  %884 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 46
  %885 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 47
  %886 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 48
  %887 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 49
  %888 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 50
  %889 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 51
  %890 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 52
  %891 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 53
  %892 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 54
  %893 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 55
  %894 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 56
  %895 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 57
  %896 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 58
  %897 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 59
  %898 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 60
  %899 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 61
  %900 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 62
  %901 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %837, 63
  %902 = getelementptr i8, ptr addrspace(3) %678, i64 96
  %903 = ptrtoint ptr addrspace(3) %902 to i64
  %904 = lshr exact i64 %903, 4
  %905 = and i64 %904, 16383
  %906 = or disjoint i64 %905, 4611686293305360384
  %907 = getelementptr i8, ptr addrspace(3) %676, i64 22528
  %908 = ptrtoint ptr addrspace(3) %907 to i64
  %909 = lshr exact i64 %908, 4
  %910 = and i64 %909, 16383
  %911 = or disjoint i64 %910, 4611686293338849280
  %912 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(i64 %906, i64 %911, i32 1, float %838, float %839, float %840, float %841, float %842, float %843, float %844, float %845, float %846, float %847, float %848, float %849, float %850, float %851, float %852, float %853, float %854, float %855, float %856, float %857, float %858, float %859, float %860, float %861, float %862, float %863, float %864, float %865, float %866, float %867, float %868, float %869, float %870, float %871, float %872, float %873, float %874, float %875, float %876, float %877, float %878, float %879, float %880, float %881, float %882, float %883, float %884, float %885, float %886, float %887, float %888, float %889, float %890, float %891, float %892, float %893, float %894, float %895, float %896, float %897, float %898, float %899, float %900, float %901) #5
  %913 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 0
  %914 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 1
  %915 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 2
  %916 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 3
  %917 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 4
  %918 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 5
  %919 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 6
  %920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 7
  %921 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 8
  %922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 9
  %923 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 10
  %924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 11
  %925 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 12
  %926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 13
  %927 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 14
  %928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 15
  %929 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 16
  %930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 17
  %931 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 18
  %932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 19
  %933 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 20
  %934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 21
  %935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 22
  %936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 23
  %937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 24
  %938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 25
  %939 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 26
  %940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 27
  %941 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 28
  %942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 29
  %943 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 30
  %944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 31
  %945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 32
  %946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 33
  %947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 34
  %948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 35
  %949 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 36
  %950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 37
  %951 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 38
  %952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 39
  %953 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 40
  %954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 41
  %955 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 42
  %956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 43
  %957 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 44
  %958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 45
  %959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 46
  %960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 47
  %961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 48
  %962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 49
  %963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 50
  %964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 51
  %965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 52
  %966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 53
  %967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 54
  %968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 55
  %969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 56
  %970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 57
  %971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 58
  %972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 59
  %973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 60
  %974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 61
  %975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 62
  %976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %912, 63
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #5
  %977 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(float %913, float %914, float %915, float %916, float %917, float %918, float %919, float %920, float %921, float %922, float %923, float %924, float %925, float %926, float %927, float %928, float %929, float %930, float %931, float %932, float %933, float %934, float %935, float %936, float %937, float %938, float %939, float %940, float %941, float %942, float %943, float %944, float %945, float %946, float %947, float %948, float %949, float %950, float %951, float %952, float %953, float %954, float %955, float %956, float %957, float %958, float %959, float %960, float %961, float %962, float %963, float %964, float %965, float %966, float %967, float %968, float %969, float %970, float %971, float %972, float %973, float %974, float %975, float %976) #5
  %978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 0
  %979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 1
  %980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 2
  %981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 3
  %982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 4
  %983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 5
  %984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 6
  %985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 7
  %986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 8
  %987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 9
  %988 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 10
  %989 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 11
  %990 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 12
  %991 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 13
  %992 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 14
  %993 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 15
  %994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 16
  %995 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 17
  %996 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 18
  %997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 19
  %998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 20
  %999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 21
  %1000 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 22
  %1001 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 23
  %1002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 24
  %1003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 25
  %1004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 26
  %1005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 27
  %1006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 28
  %1007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 29
  %1008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 30
  %1009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 31
  %1010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 32
  %1011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 33
  %1012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 34
  %1013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 35
  %1014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 36
  %1015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 37
  %1016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 38
  %1017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 39
  %1018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 40
  %1019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 41
  %1020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 42
  %1021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 43
  %1022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 44
  %1023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 45
  %1024 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 46
  %1025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 47
  %1026 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 48
  %1027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 49
  %1028 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 50
  %1029 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 51
  %1030 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 52
  %1031 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 53
  %1032 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 54
  %1033 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 55
  %1034 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 56
  %1035 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 57
  %1036 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 58
  %1037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 59
  %1038 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 60
  %1039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 61
  %1040 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 62
  %1041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %977, 63
  %1042 = add i32 %362, 1
  %1043 = icmp eq i32 %1042, 4
  %1044 = select i1 %1043, i32 0, i32 %1042
  %1045 = add i32 %427, 64
  %1046 = icmp slt i32 %1045, %5
  br i1 %1046, label %361, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.preheader35
  %.lcssa114 = phi float [ 0.000000e+00, %.preheader35 ], [ %978, %.loopexit ]
  %.lcssa113 = phi float [ 0.000000e+00, %.preheader35 ], [ %979, %.loopexit ]
  %.lcssa112 = phi float [ 0.000000e+00, %.preheader35 ], [ %980, %.loopexit ]
  %.lcssa111 = phi float [ 0.000000e+00, %.preheader35 ], [ %981, %.loopexit ]
  %.lcssa110 = phi float [ 0.000000e+00, %.preheader35 ], [ %982, %.loopexit ]
  %.lcssa109 = phi float [ 0.000000e+00, %.preheader35 ], [ %983, %.loopexit ]
  %.lcssa108 = phi float [ 0.000000e+00, %.preheader35 ], [ %984, %.loopexit ]
  %.lcssa107 = phi float [ 0.000000e+00, %.preheader35 ], [ %985, %.loopexit ]
  %.lcssa106 = phi float [ 0.000000e+00, %.preheader35 ], [ %986, %.loopexit ]
  %.lcssa105 = phi float [ 0.000000e+00, %.preheader35 ], [ %987, %.loopexit ]
  %.lcssa104 = phi float [ 0.000000e+00, %.preheader35 ], [ %988, %.loopexit ]
  %.lcssa103 = phi float [ 0.000000e+00, %.preheader35 ], [ %989, %.loopexit ]
  %.lcssa102 = phi float [ 0.000000e+00, %.preheader35 ], [ %990, %.loopexit ]
  %.lcssa101 = phi float [ 0.000000e+00, %.preheader35 ], [ %991, %.loopexit ]
  %.lcssa100 = phi float [ 0.000000e+00, %.preheader35 ], [ %992, %.loopexit ]
  %.lcssa99 = phi float [ 0.000000e+00, %.preheader35 ], [ %993, %.loopexit ]
  %.lcssa98 = phi float [ 0.000000e+00, %.preheader35 ], [ %994, %.loopexit ]
  %.lcssa97 = phi float [ 0.000000e+00, %.preheader35 ], [ %995, %.loopexit ]
  %.lcssa96 = phi float [ 0.000000e+00, %.preheader35 ], [ %996, %.loopexit ]
  %.lcssa95 = phi float [ 0.000000e+00, %.preheader35 ], [ %997, %.loopexit ]
  %.lcssa94 = phi float [ 0.000000e+00, %.preheader35 ], [ %998, %.loopexit ]
  %.lcssa93 = phi float [ 0.000000e+00, %.preheader35 ], [ %999, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.preheader35 ], [ %1000, %.loopexit ]
  %.lcssa91 = phi float [ 0.000000e+00, %.preheader35 ], [ %1001, %.loopexit ]
  %.lcssa90 = phi float [ 0.000000e+00, %.preheader35 ], [ %1002, %.loopexit ]
  %.lcssa89 = phi float [ 0.000000e+00, %.preheader35 ], [ %1003, %.loopexit ]
  %.lcssa88 = phi float [ 0.000000e+00, %.preheader35 ], [ %1004, %.loopexit ]
  %.lcssa87 = phi float [ 0.000000e+00, %.preheader35 ], [ %1005, %.loopexit ]
  %.lcssa86 = phi float [ 0.000000e+00, %.preheader35 ], [ %1006, %.loopexit ]
  %.lcssa85 = phi float [ 0.000000e+00, %.preheader35 ], [ %1007, %.loopexit ]
  %.lcssa84 = phi float [ 0.000000e+00, %.preheader35 ], [ %1008, %.loopexit ]
  %.lcssa83 = phi float [ 0.000000e+00, %.preheader35 ], [ %1009, %.loopexit ]
  %.lcssa82 = phi float [ 0.000000e+00, %.preheader35 ], [ %1010, %.loopexit ]
  %.lcssa81 = phi float [ 0.000000e+00, %.preheader35 ], [ %1011, %.loopexit ]
  %.lcssa80 = phi float [ 0.000000e+00, %.preheader35 ], [ %1012, %.loopexit ]
  %.lcssa79 = phi float [ 0.000000e+00, %.preheader35 ], [ %1013, %.loopexit ]
  %.lcssa78 = phi float [ 0.000000e+00, %.preheader35 ], [ %1014, %.loopexit ]
  %.lcssa77 = phi float [ 0.000000e+00, %.preheader35 ], [ %1015, %.loopexit ]
  %.lcssa76 = phi float [ 0.000000e+00, %.preheader35 ], [ %1016, %.loopexit ]
  %.lcssa75 = phi float [ 0.000000e+00, %.preheader35 ], [ %1017, %.loopexit ]
  %.lcssa74 = phi float [ 0.000000e+00, %.preheader35 ], [ %1018, %.loopexit ]
  %.lcssa73 = phi float [ 0.000000e+00, %.preheader35 ], [ %1019, %.loopexit ]
  %.lcssa72 = phi float [ 0.000000e+00, %.preheader35 ], [ %1020, %.loopexit ]
  %.lcssa71 = phi float [ 0.000000e+00, %.preheader35 ], [ %1021, %.loopexit ]
  %.lcssa70 = phi float [ 0.000000e+00, %.preheader35 ], [ %1022, %.loopexit ]
  %.lcssa69 = phi float [ 0.000000e+00, %.preheader35 ], [ %1023, %.loopexit ]
  %.lcssa68 = phi float [ 0.000000e+00, %.preheader35 ], [ %1024, %.loopexit ]
  %.lcssa67 = phi float [ 0.000000e+00, %.preheader35 ], [ %1025, %.loopexit ]
  %.lcssa66 = phi float [ 0.000000e+00, %.preheader35 ], [ %1026, %.loopexit ]
  %.lcssa65 = phi float [ 0.000000e+00, %.preheader35 ], [ %1027, %.loopexit ]
  %.lcssa64 = phi float [ 0.000000e+00, %.preheader35 ], [ %1028, %.loopexit ]
  %.lcssa63 = phi float [ 0.000000e+00, %.preheader35 ], [ %1029, %.loopexit ]
  %.lcssa62 = phi float [ 0.000000e+00, %.preheader35 ], [ %1030, %.loopexit ]
  %.lcssa61 = phi float [ 0.000000e+00, %.preheader35 ], [ %1031, %.loopexit ]
  %.lcssa60 = phi float [ 0.000000e+00, %.preheader35 ], [ %1032, %.loopexit ]
  %.lcssa59 = phi float [ 0.000000e+00, %.preheader35 ], [ %1033, %.loopexit ]
  %.lcssa58 = phi float [ 0.000000e+00, %.preheader35 ], [ %1034, %.loopexit ]
  %.lcssa57 = phi float [ 0.000000e+00, %.preheader35 ], [ %1035, %.loopexit ]
  %.lcssa56 = phi float [ 0.000000e+00, %.preheader35 ], [ %1036, %.loopexit ]
  %.lcssa55 = phi float [ 0.000000e+00, %.preheader35 ], [ %1037, %.loopexit ]
  %.lcssa54 = phi float [ 0.000000e+00, %.preheader35 ], [ %1038, %.loopexit ]
  %.lcssa53 = phi float [ 0.000000e+00, %.preheader35 ], [ %1039, %.loopexit ]
  %.lcssa52 = phi float [ 0.000000e+00, %.preheader35 ], [ %1040, %.loopexit ]
  %.lcssa = phi float [ 0.000000e+00, %.preheader35 ], [ %1041, %.loopexit ]
  %1047 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(float %.lcssa114, float %.lcssa113, float %.lcssa112, float %.lcssa111, float %.lcssa110, float %.lcssa109, float %.lcssa108, float %.lcssa107, float %.lcssa106, float %.lcssa105, float %.lcssa104, float %.lcssa103, float %.lcssa102, float %.lcssa101, float %.lcssa100, float %.lcssa99, float %.lcssa98, float %.lcssa97, float %.lcssa96, float %.lcssa95, float %.lcssa94, float %.lcssa93, float %.lcssa92, float %.lcssa91, float %.lcssa90, float %.lcssa89, float %.lcssa88, float %.lcssa87, float %.lcssa86, float %.lcssa85, float %.lcssa84, float %.lcssa83, float %.lcssa82, float %.lcssa81, float %.lcssa80, float %.lcssa79, float %.lcssa78, float %.lcssa77, float %.lcssa76, float %.lcssa75, float %.lcssa74, float %.lcssa73, float %.lcssa72, float %.lcssa71, float %.lcssa70, float %.lcssa69, float %.lcssa68, float %.lcssa67, float %.lcssa66, float %.lcssa65, float %.lcssa64, float %.lcssa63, float %.lcssa62, float %.lcssa61, float %.lcssa60, float %.lcssa59, float %.lcssa58, float %.lcssa57, float %.lcssa56, float %.lcssa55, float %.lcssa54, float %.lcssa53, float %.lcssa52, float %.lcssa) #5
  %1048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 0
  %1049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 1
  %1050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 2
  %1051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 3
  %1052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 4
  %1053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 5
  %1054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 6
  %1055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 7
  %1056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 8
  %1057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 9
  %1058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 10
  %1059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 11
  %1060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 12
  %1061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 13
  %1062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 14
  %1063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 15
  %1064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 16
  %1065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 17
  %1066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 18
  %1067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 19
  %1068 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 20
  %1069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 21
  %1070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 22
  %1071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 23
  %1072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 24
  %1073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 25
  %1074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 26
  %1075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 27
  %1076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 28
  %1077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 29
  %1078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 30
  %1079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 31
  %1080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 32
  %1081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 33
  %1082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 34
  %1083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 35
  %1084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 36
  %1085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 37
  %1086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 38
  %1087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 39
  %1088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 40
  %1089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 41
  %1090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 42
  %1091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 43
  %1092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 44
  %1093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 45
  %1094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 46
  %1095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 47
  %1096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 48
  %1097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 49
  %1098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 50
  %1099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 51
  %1100 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 52
  %1101 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 53
  %1102 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 54
  %1103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 55
  %1104 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 56
  %1105 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 57
  %1106 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 58
  %1107 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 59
  %1108 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 60
  %1109 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 61
  %1110 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 62
  %1111 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1047, 63
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1112 = lshr i32 %7, 1
  %1113 = lshr i32 %7, 2
  %1114 = and i32 %1113, 7
  %1115 = and i32 %1112, 112
  %1116 = or disjoint i32 %1115, %1114
  %1117 = shl nuw nsw i32 %7, 1
  %1118 = and i32 %1117, 6
  %1119 = or disjoint i32 %1116, %23
  %1120 = mul i32 %1119, %4
  %1121 = or disjoint i32 %24, %1118
  %1122 = add i32 %1120, %1121
  %1123 = sext i32 %1122 to i64
  %1124 = getelementptr float, ptr addrspace(1) %2, i64 %1123
  %1125 = icmp slt i32 %1119, %3
  %1126 = icmp slt i32 %1121, %4
  %1127 = and i1 %1125, %1126
  %1128 = or disjoint i32 %1121, 1
  %1129 = icmp slt i32 %1128, %4
  %1130 = ptrtoint ptr addrspace(1) %1124 to i64
  %1131 = and i64 %1130, 7
  %1132 = icmp eq i64 %1131, 0
  %1133 = and i1 %1127, %1132
  %1134 = and i1 %1129, %1133
  %1135 = xor i1 %1127, %1134
  %1136 = xor i1 %1125, %1133
  %1137 = and i1 %1129, %1136
  %1138 = zext i1 %1134 to i32
  %1139 = bitcast float %1048 to i32
  %1140 = bitcast float %1049 to i32
  %1141 = zext i1 %1135 to i32
  %1142 = zext i1 %1137 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1138, i32 %1139, i32 %1140, ptr addrspace(1) %1124, i32 %1141, i32 %1142) #5
  %1143 = or disjoint i32 %1119, 8
  %1144 = mul i32 %1143, %4
  %1145 = add i32 %1144, %1121
  %1146 = sext i32 %1145 to i64
  %1147 = getelementptr float, ptr addrspace(1) %2, i64 %1146
  %1148 = icmp slt i32 %1143, %3
  %1149 = and i1 %1148, %1126
  %1150 = ptrtoint ptr addrspace(1) %1147 to i64
  %1151 = and i64 %1150, 7
  %1152 = icmp eq i64 %1151, 0
  %1153 = and i1 %1149, %1152
  %1154 = and i1 %1129, %1153
  %1155 = xor i1 %1149, %1154
  %1156 = xor i1 %1148, %1153
  %1157 = and i1 %1129, %1156
  %1158 = zext i1 %1154 to i32
  %1159 = bitcast float %1050 to i32
  %1160 = bitcast float %1051 to i32
  %1161 = zext i1 %1155 to i32
  %1162 = zext i1 %1157 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1158, i32 %1159, i32 %1160, ptr addrspace(1) %1147, i32 %1161, i32 %1162) #5
  %1163 = or disjoint i32 %1121, 8
  %1164 = add i32 %1120, %1163
  %1165 = sext i32 %1164 to i64
  %1166 = getelementptr float, ptr addrspace(1) %2, i64 %1165
  %1167 = icmp slt i32 %1163, %4
  %1168 = and i1 %1125, %1167
  %1169 = or disjoint i32 %1121, 9
  %1170 = icmp slt i32 %1169, %4
  %1171 = ptrtoint ptr addrspace(1) %1166 to i64
  %1172 = and i64 %1171, 7
  %1173 = icmp eq i64 %1172, 0
  %1174 = and i1 %1168, %1173
  %1175 = and i1 %1170, %1174
  %1176 = xor i1 %1168, %1175
  %1177 = xor i1 %1125, %1174
  %1178 = and i1 %1170, %1177
  %1179 = zext i1 %1175 to i32
  %1180 = bitcast float %1052 to i32
  %1181 = bitcast float %1053 to i32
  %1182 = zext i1 %1176 to i32
  %1183 = zext i1 %1178 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1179, i32 %1180, i32 %1181, ptr addrspace(1) %1166, i32 %1182, i32 %1183) #5
  %1184 = add i32 %1144, %1163
  %1185 = sext i32 %1184 to i64
  %1186 = getelementptr float, ptr addrspace(1) %2, i64 %1185
  %1187 = and i1 %1148, %1167
  %1188 = ptrtoint ptr addrspace(1) %1186 to i64
  %1189 = and i64 %1188, 7
  %1190 = icmp eq i64 %1189, 0
  %1191 = and i1 %1187, %1190
  %1192 = and i1 %1170, %1191
  %1193 = xor i1 %1187, %1192
  %1194 = xor i1 %1148, %1191
  %1195 = and i1 %1170, %1194
  %1196 = zext i1 %1192 to i32
  %1197 = bitcast float %1054 to i32
  %1198 = bitcast float %1055 to i32
  %1199 = zext i1 %1193 to i32
  %1200 = zext i1 %1195 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1196, i32 %1197, i32 %1198, ptr addrspace(1) %1186, i32 %1199, i32 %1200) #5
  %1201 = or disjoint i32 %1121, 16
  %1202 = add i32 %1120, %1201
  %1203 = sext i32 %1202 to i64
  %1204 = getelementptr float, ptr addrspace(1) %2, i64 %1203
  %1205 = icmp slt i32 %1201, %4
  %1206 = and i1 %1125, %1205
  %1207 = or disjoint i32 %1121, 17
  %1208 = icmp slt i32 %1207, %4
  %1209 = ptrtoint ptr addrspace(1) %1204 to i64
  %1210 = and i64 %1209, 7
  %1211 = icmp eq i64 %1210, 0
  %1212 = and i1 %1206, %1211
  %1213 = and i1 %1208, %1212
  %1214 = xor i1 %1206, %1213
  %1215 = xor i1 %1125, %1212
  %1216 = and i1 %1208, %1215
  %1217 = zext i1 %1213 to i32
  %1218 = bitcast float %1056 to i32
  %1219 = bitcast float %1057 to i32
  %1220 = zext i1 %1214 to i32
  %1221 = zext i1 %1216 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1217, i32 %1218, i32 %1219, ptr addrspace(1) %1204, i32 %1220, i32 %1221) #5
  %1222 = add i32 %1144, %1201
  %1223 = sext i32 %1222 to i64
  %1224 = getelementptr float, ptr addrspace(1) %2, i64 %1223
  %1225 = and i1 %1148, %1205
  %1226 = ptrtoint ptr addrspace(1) %1224 to i64
  %1227 = and i64 %1226, 7
  %1228 = icmp eq i64 %1227, 0
  %1229 = and i1 %1225, %1228
  %1230 = and i1 %1208, %1229
  %1231 = xor i1 %1225, %1230
  %1232 = xor i1 %1148, %1229
  %1233 = and i1 %1208, %1232
  %1234 = zext i1 %1230 to i32
  %1235 = bitcast float %1058 to i32
  %1236 = bitcast float %1059 to i32
  %1237 = zext i1 %1231 to i32
  %1238 = zext i1 %1233 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1234, i32 %1235, i32 %1236, ptr addrspace(1) %1224, i32 %1237, i32 %1238) #5
  %1239 = or disjoint i32 %1121, 24
  %1240 = add i32 %1120, %1239
  %1241 = sext i32 %1240 to i64
  %1242 = getelementptr float, ptr addrspace(1) %2, i64 %1241
  %1243 = icmp slt i32 %1239, %4
  %1244 = and i1 %1125, %1243
  %1245 = or disjoint i32 %1121, 25
  %1246 = icmp slt i32 %1245, %4
  %1247 = ptrtoint ptr addrspace(1) %1242 to i64
  %1248 = and i64 %1247, 7
  %1249 = icmp eq i64 %1248, 0
  %1250 = and i1 %1244, %1249
  %1251 = and i1 %1246, %1250
  %1252 = xor i1 %1244, %1251
  %1253 = xor i1 %1125, %1250
  %1254 = and i1 %1246, %1253
  %1255 = zext i1 %1251 to i32
  %1256 = bitcast float %1060 to i32
  %1257 = bitcast float %1061 to i32
  %1258 = zext i1 %1252 to i32
  %1259 = zext i1 %1254 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1255, i32 %1256, i32 %1257, ptr addrspace(1) %1242, i32 %1258, i32 %1259) #5
  %1260 = add i32 %1144, %1239
  %1261 = sext i32 %1260 to i64
  %1262 = getelementptr float, ptr addrspace(1) %2, i64 %1261
  %1263 = and i1 %1148, %1243
  %1264 = ptrtoint ptr addrspace(1) %1262 to i64
  %1265 = and i64 %1264, 7
  %1266 = icmp eq i64 %1265, 0
  %1267 = and i1 %1263, %1266
  %1268 = and i1 %1246, %1267
  %1269 = xor i1 %1263, %1268
  %1270 = xor i1 %1148, %1267
  %1271 = and i1 %1246, %1270
  %1272 = zext i1 %1268 to i32
  %1273 = bitcast float %1062 to i32
  %1274 = bitcast float %1063 to i32
  %1275 = zext i1 %1269 to i32
  %1276 = zext i1 %1271 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1272, i32 %1273, i32 %1274, ptr addrspace(1) %1262, i32 %1275, i32 %1276) #5
  %1277 = or disjoint i32 %1121, 32
  %1278 = add i32 %1120, %1277
  %1279 = sext i32 %1278 to i64
  %1280 = getelementptr float, ptr addrspace(1) %2, i64 %1279
  %1281 = icmp slt i32 %1277, %4
  %1282 = and i1 %1125, %1281
  %1283 = or disjoint i32 %1121, 33
  %1284 = icmp slt i32 %1283, %4
  %1285 = ptrtoint ptr addrspace(1) %1280 to i64
  %1286 = and i64 %1285, 7
  %1287 = icmp eq i64 %1286, 0
  %1288 = and i1 %1282, %1287
  %1289 = and i1 %1284, %1288
  %1290 = xor i1 %1282, %1289
  %1291 = xor i1 %1125, %1288
  %1292 = and i1 %1284, %1291
  %1293 = zext i1 %1289 to i32
  %1294 = bitcast float %1064 to i32
  %1295 = bitcast float %1065 to i32
  %1296 = zext i1 %1290 to i32
  %1297 = zext i1 %1292 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1293, i32 %1294, i32 %1295, ptr addrspace(1) %1280, i32 %1296, i32 %1297) #5
  %1298 = add i32 %1144, %1277
  %1299 = sext i32 %1298 to i64
  %1300 = getelementptr float, ptr addrspace(1) %2, i64 %1299
  %1301 = and i1 %1148, %1281
  %1302 = ptrtoint ptr addrspace(1) %1300 to i64
  %1303 = and i64 %1302, 7
  %1304 = icmp eq i64 %1303, 0
  %1305 = and i1 %1301, %1304
  %1306 = and i1 %1284, %1305
  %1307 = xor i1 %1301, %1306
  %1308 = xor i1 %1148, %1305
  %1309 = and i1 %1284, %1308
  %1310 = zext i1 %1306 to i32
  %1311 = bitcast float %1066 to i32
  %1312 = bitcast float %1067 to i32
  %1313 = zext i1 %1307 to i32
  %1314 = zext i1 %1309 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1310, i32 %1311, i32 %1312, ptr addrspace(1) %1300, i32 %1313, i32 %1314) #5
  %1315 = or disjoint i32 %1121, 40
  %1316 = add i32 %1120, %1315
  %1317 = sext i32 %1316 to i64
  %1318 = getelementptr float, ptr addrspace(1) %2, i64 %1317
  %1319 = icmp slt i32 %1315, %4
  %1320 = and i1 %1125, %1319
  %1321 = or disjoint i32 %1121, 41
  %1322 = icmp slt i32 %1321, %4
  %1323 = ptrtoint ptr addrspace(1) %1318 to i64
  %1324 = and i64 %1323, 7
  %1325 = icmp eq i64 %1324, 0
  %1326 = and i1 %1320, %1325
  %1327 = and i1 %1322, %1326
  %1328 = xor i1 %1320, %1327
  %1329 = xor i1 %1125, %1326
  %1330 = and i1 %1322, %1329
  %1331 = zext i1 %1327 to i32
  %1332 = bitcast float %1068 to i32
  %1333 = bitcast float %1069 to i32
  %1334 = zext i1 %1328 to i32
  %1335 = zext i1 %1330 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1331, i32 %1332, i32 %1333, ptr addrspace(1) %1318, i32 %1334, i32 %1335) #5
  %1336 = add i32 %1144, %1315
  %1337 = sext i32 %1336 to i64
  %1338 = getelementptr float, ptr addrspace(1) %2, i64 %1337
  %1339 = and i1 %1148, %1319
  %1340 = ptrtoint ptr addrspace(1) %1338 to i64
  %1341 = and i64 %1340, 7
  %1342 = icmp eq i64 %1341, 0
  %1343 = and i1 %1339, %1342
  %1344 = and i1 %1322, %1343
  %1345 = xor i1 %1339, %1344
  %1346 = xor i1 %1148, %1343
  %1347 = and i1 %1322, %1346
  %1348 = zext i1 %1344 to i32
  %1349 = bitcast float %1070 to i32
  %1350 = bitcast float %1071 to i32
  %1351 = zext i1 %1345 to i32
  %1352 = zext i1 %1347 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1348, i32 %1349, i32 %1350, ptr addrspace(1) %1338, i32 %1351, i32 %1352) #5
  %1353 = or disjoint i32 %1121, 48
  %1354 = add i32 %1120, %1353
  %1355 = sext i32 %1354 to i64
  %1356 = getelementptr float, ptr addrspace(1) %2, i64 %1355
  %1357 = icmp slt i32 %1353, %4
  %1358 = and i1 %1125, %1357
  %1359 = or disjoint i32 %1121, 49
  %1360 = icmp slt i32 %1359, %4
  %1361 = ptrtoint ptr addrspace(1) %1356 to i64
  %1362 = and i64 %1361, 7
  %1363 = icmp eq i64 %1362, 0
  %1364 = and i1 %1358, %1363
  %1365 = and i1 %1360, %1364
  %1366 = xor i1 %1358, %1365
  %1367 = xor i1 %1125, %1364
  %1368 = and i1 %1360, %1367
  %1369 = zext i1 %1365 to i32
  %1370 = bitcast float %1072 to i32
  %1371 = bitcast float %1073 to i32
  %1372 = zext i1 %1366 to i32
  %1373 = zext i1 %1368 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1369, i32 %1370, i32 %1371, ptr addrspace(1) %1356, i32 %1372, i32 %1373) #5
  %1374 = add i32 %1144, %1353
  %1375 = sext i32 %1374 to i64
  %1376 = getelementptr float, ptr addrspace(1) %2, i64 %1375
  %1377 = and i1 %1148, %1357
  %1378 = ptrtoint ptr addrspace(1) %1376 to i64
  %1379 = and i64 %1378, 7
  %1380 = icmp eq i64 %1379, 0
  %1381 = and i1 %1377, %1380
  %1382 = and i1 %1360, %1381
  %1383 = xor i1 %1377, %1382
  %1384 = xor i1 %1148, %1381
  %1385 = and i1 %1360, %1384
  %1386 = zext i1 %1382 to i32
  %1387 = bitcast float %1074 to i32
  %1388 = bitcast float %1075 to i32
  %1389 = zext i1 %1383 to i32
  %1390 = zext i1 %1385 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1386, i32 %1387, i32 %1388, ptr addrspace(1) %1376, i32 %1389, i32 %1390) #5
  %1391 = or disjoint i32 %1121, 56
  %1392 = add i32 %1120, %1391
  %1393 = sext i32 %1392 to i64
  %1394 = getelementptr float, ptr addrspace(1) %2, i64 %1393
  %1395 = icmp slt i32 %1391, %4
  %1396 = and i1 %1125, %1395
  %1397 = or disjoint i32 %1121, 57
  %1398 = icmp slt i32 %1397, %4
  %1399 = ptrtoint ptr addrspace(1) %1394 to i64
  %1400 = and i64 %1399, 7
  %1401 = icmp eq i64 %1400, 0
  %1402 = and i1 %1396, %1401
  %1403 = and i1 %1398, %1402
  %1404 = xor i1 %1396, %1403
  %1405 = xor i1 %1125, %1402
  %1406 = and i1 %1398, %1405
  %1407 = zext i1 %1403 to i32
  %1408 = bitcast float %1076 to i32
  %1409 = bitcast float %1077 to i32
  %1410 = zext i1 %1404 to i32
  %1411 = zext i1 %1406 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1407, i32 %1408, i32 %1409, ptr addrspace(1) %1394, i32 %1410, i32 %1411) #5
  %1412 = add i32 %1144, %1391
  %1413 = sext i32 %1412 to i64
  %1414 = getelementptr float, ptr addrspace(1) %2, i64 %1413
  %1415 = and i1 %1148, %1395
  %1416 = ptrtoint ptr addrspace(1) %1414 to i64
  %1417 = and i64 %1416, 7
  %1418 = icmp eq i64 %1417, 0
  %1419 = and i1 %1415, %1418
  %1420 = and i1 %1398, %1419
  %1421 = xor i1 %1415, %1420
  %1422 = xor i1 %1148, %1419
  %1423 = and i1 %1398, %1422
  %1424 = zext i1 %1420 to i32
  %1425 = bitcast float %1078 to i32
  %1426 = bitcast float %1079 to i32
  %1427 = zext i1 %1421 to i32
  %1428 = zext i1 %1423 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1424, i32 %1425, i32 %1426, ptr addrspace(1) %1414, i32 %1427, i32 %1428) #5
  %1429 = or disjoint i32 %1121, 64
  %1430 = add i32 %1120, %1429
  %1431 = sext i32 %1430 to i64
  %1432 = getelementptr float, ptr addrspace(1) %2, i64 %1431
  %1433 = icmp slt i32 %1429, %4
  %1434 = and i1 %1125, %1433
  %1435 = or disjoint i32 %1121, 65
  %1436 = icmp slt i32 %1435, %4
  %1437 = ptrtoint ptr addrspace(1) %1432 to i64
  %1438 = and i64 %1437, 7
  %1439 = icmp eq i64 %1438, 0
  %1440 = and i1 %1434, %1439
  %1441 = and i1 %1436, %1440
  %1442 = xor i1 %1434, %1441
  %1443 = xor i1 %1125, %1440
  %1444 = and i1 %1436, %1443
  %1445 = zext i1 %1441 to i32
  %1446 = bitcast float %1080 to i32
  %1447 = bitcast float %1081 to i32
  %1448 = zext i1 %1442 to i32
  %1449 = zext i1 %1444 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1445, i32 %1446, i32 %1447, ptr addrspace(1) %1432, i32 %1448, i32 %1449) #5
  %1450 = add i32 %1144, %1429
  %1451 = sext i32 %1450 to i64
  %1452 = getelementptr float, ptr addrspace(1) %2, i64 %1451
  %1453 = and i1 %1148, %1433
  %1454 = ptrtoint ptr addrspace(1) %1452 to i64
  %1455 = and i64 %1454, 7
  %1456 = icmp eq i64 %1455, 0
  %1457 = and i1 %1453, %1456
  %1458 = and i1 %1436, %1457
  %1459 = xor i1 %1453, %1458
  %1460 = xor i1 %1148, %1457
  %1461 = and i1 %1436, %1460
  %1462 = zext i1 %1458 to i32
  %1463 = bitcast float %1082 to i32
  %1464 = bitcast float %1083 to i32
  %1465 = zext i1 %1459 to i32
  %1466 = zext i1 %1461 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1462, i32 %1463, i32 %1464, ptr addrspace(1) %1452, i32 %1465, i32 %1466) #5
  %1467 = or disjoint i32 %1121, 72
  %1468 = add i32 %1120, %1467
  %1469 = sext i32 %1468 to i64
  %1470 = getelementptr float, ptr addrspace(1) %2, i64 %1469
  %1471 = icmp slt i32 %1467, %4
  %1472 = and i1 %1125, %1471
  %1473 = or disjoint i32 %1121, 73
  %1474 = icmp slt i32 %1473, %4
  %1475 = ptrtoint ptr addrspace(1) %1470 to i64
  %1476 = and i64 %1475, 7
  %1477 = icmp eq i64 %1476, 0
  %1478 = and i1 %1472, %1477
  %1479 = and i1 %1474, %1478
  %1480 = xor i1 %1472, %1479
  %1481 = xor i1 %1125, %1478
  %1482 = and i1 %1474, %1481
  %1483 = zext i1 %1479 to i32
  %1484 = bitcast float %1084 to i32
  %1485 = bitcast float %1085 to i32
  %1486 = zext i1 %1480 to i32
  %1487 = zext i1 %1482 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1483, i32 %1484, i32 %1485, ptr addrspace(1) %1470, i32 %1486, i32 %1487) #5
  %1488 = add i32 %1144, %1467
  %1489 = sext i32 %1488 to i64
  %1490 = getelementptr float, ptr addrspace(1) %2, i64 %1489
  %1491 = and i1 %1148, %1471
  %1492 = ptrtoint ptr addrspace(1) %1490 to i64
  %1493 = and i64 %1492, 7
  %1494 = icmp eq i64 %1493, 0
  %1495 = and i1 %1491, %1494
  %1496 = and i1 %1474, %1495
  %1497 = xor i1 %1491, %1496
  %1498 = xor i1 %1148, %1495
  %1499 = and i1 %1474, %1498
  %1500 = zext i1 %1496 to i32
  %1501 = bitcast float %1086 to i32
  %1502 = bitcast float %1087 to i32
  %1503 = zext i1 %1497 to i32
  %1504 = zext i1 %1499 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1500, i32 %1501, i32 %1502, ptr addrspace(1) %1490, i32 %1503, i32 %1504) #5
  %1505 = or disjoint i32 %1121, 80
  %1506 = add i32 %1120, %1505
  %1507 = sext i32 %1506 to i64
  %1508 = getelementptr float, ptr addrspace(1) %2, i64 %1507
  %1509 = icmp slt i32 %1505, %4
  %1510 = and i1 %1125, %1509
  %1511 = or disjoint i32 %1121, 81
  %1512 = icmp slt i32 %1511, %4
  %1513 = ptrtoint ptr addrspace(1) %1508 to i64
  %1514 = and i64 %1513, 7
  %1515 = icmp eq i64 %1514, 0
  %1516 = and i1 %1510, %1515
  %1517 = and i1 %1512, %1516
  %1518 = xor i1 %1510, %1517
  %1519 = xor i1 %1125, %1516
  %1520 = and i1 %1512, %1519
  %1521 = zext i1 %1517 to i32
  %1522 = bitcast float %1088 to i32
  %1523 = bitcast float %1089 to i32
  %1524 = zext i1 %1518 to i32
  %1525 = zext i1 %1520 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1521, i32 %1522, i32 %1523, ptr addrspace(1) %1508, i32 %1524, i32 %1525) #5
  %1526 = add i32 %1144, %1505
  %1527 = sext i32 %1526 to i64
  %1528 = getelementptr float, ptr addrspace(1) %2, i64 %1527
  %1529 = and i1 %1148, %1509
  %1530 = ptrtoint ptr addrspace(1) %1528 to i64
  %1531 = and i64 %1530, 7
  %1532 = icmp eq i64 %1531, 0
  %1533 = and i1 %1529, %1532
  %1534 = and i1 %1512, %1533
  %1535 = xor i1 %1529, %1534
  %1536 = xor i1 %1148, %1533
  %1537 = and i1 %1512, %1536
  %1538 = zext i1 %1534 to i32
  %1539 = bitcast float %1090 to i32
  %1540 = bitcast float %1091 to i32
  %1541 = zext i1 %1535 to i32
  %1542 = zext i1 %1537 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1538, i32 %1539, i32 %1540, ptr addrspace(1) %1528, i32 %1541, i32 %1542) #5
  %1543 = or disjoint i32 %1121, 88
  %1544 = add i32 %1120, %1543
  %1545 = sext i32 %1544 to i64
  %1546 = getelementptr float, ptr addrspace(1) %2, i64 %1545
  %1547 = icmp slt i32 %1543, %4
  %1548 = and i1 %1125, %1547
  %1549 = or disjoint i32 %1121, 89
  %1550 = icmp slt i32 %1549, %4
  %1551 = ptrtoint ptr addrspace(1) %1546 to i64
  %1552 = and i64 %1551, 7
  %1553 = icmp eq i64 %1552, 0
  %1554 = and i1 %1548, %1553
  %1555 = and i1 %1550, %1554
  %1556 = xor i1 %1548, %1555
  %1557 = xor i1 %1125, %1554
  %1558 = and i1 %1550, %1557
  %1559 = zext i1 %1555 to i32
  %1560 = bitcast float %1092 to i32
  %1561 = bitcast float %1093 to i32
  %1562 = zext i1 %1556 to i32
  %1563 = zext i1 %1558 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1559, i32 %1560, i32 %1561, ptr addrspace(1) %1546, i32 %1562, i32 %1563) #5
  %1564 = add i32 %1144, %1543
  %1565 = sext i32 %1564 to i64
  %1566 = getelementptr float, ptr addrspace(1) %2, i64 %1565
  %1567 = and i1 %1148, %1547
  %1568 = ptrtoint ptr addrspace(1) %1566 to i64
  %1569 = and i64 %1568, 7
  %1570 = icmp eq i64 %1569, 0
  %1571 = and i1 %1567, %1570
  %1572 = and i1 %1550, %1571
  %1573 = xor i1 %1567, %1572
  %1574 = xor i1 %1148, %1571
  %1575 = and i1 %1550, %1574
  %1576 = zext i1 %1572 to i32
  %1577 = bitcast float %1094 to i32
  %1578 = bitcast float %1095 to i32
  %1579 = zext i1 %1573 to i32
  %1580 = zext i1 %1575 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1576, i32 %1577, i32 %1578, ptr addrspace(1) %1566, i32 %1579, i32 %1580) #5
  %1581 = or disjoint i32 %1121, 96
  %1582 = add i32 %1120, %1581
  %1583 = sext i32 %1582 to i64
  %1584 = getelementptr float, ptr addrspace(1) %2, i64 %1583
  %1585 = icmp slt i32 %1581, %4
  %1586 = and i1 %1125, %1585
  %1587 = or disjoint i32 %1121, 97
  %1588 = icmp slt i32 %1587, %4
  %1589 = ptrtoint ptr addrspace(1) %1584 to i64
  %1590 = and i64 %1589, 7
  %1591 = icmp eq i64 %1590, 0
  %1592 = and i1 %1586, %1591
  %1593 = and i1 %1588, %1592
  %1594 = xor i1 %1586, %1593
  %1595 = xor i1 %1125, %1592
  %1596 = and i1 %1588, %1595
  %1597 = zext i1 %1593 to i32
  %1598 = bitcast float %1096 to i32
  %1599 = bitcast float %1097 to i32
  %1600 = zext i1 %1594 to i32
  %1601 = zext i1 %1596 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1597, i32 %1598, i32 %1599, ptr addrspace(1) %1584, i32 %1600, i32 %1601) #5
  %1602 = add i32 %1144, %1581
  %1603 = sext i32 %1602 to i64
  %1604 = getelementptr float, ptr addrspace(1) %2, i64 %1603
  %1605 = and i1 %1148, %1585
  %1606 = ptrtoint ptr addrspace(1) %1604 to i64
  %1607 = and i64 %1606, 7
  %1608 = icmp eq i64 %1607, 0
  %1609 = and i1 %1605, %1608
  %1610 = and i1 %1588, %1609
  %1611 = xor i1 %1605, %1610
  %1612 = xor i1 %1148, %1609
  %1613 = and i1 %1588, %1612
  %1614 = zext i1 %1610 to i32
  %1615 = bitcast float %1098 to i32
  %1616 = bitcast float %1099 to i32
  %1617 = zext i1 %1611 to i32
  %1618 = zext i1 %1613 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1614, i32 %1615, i32 %1616, ptr addrspace(1) %1604, i32 %1617, i32 %1618) #5
  %1619 = or disjoint i32 %1121, 104
  %1620 = add i32 %1120, %1619
  %1621 = sext i32 %1620 to i64
  %1622 = getelementptr float, ptr addrspace(1) %2, i64 %1621
  %1623 = icmp slt i32 %1619, %4
  %1624 = and i1 %1125, %1623
  %1625 = or disjoint i32 %1121, 105
  %1626 = icmp slt i32 %1625, %4
  %1627 = ptrtoint ptr addrspace(1) %1622 to i64
  %1628 = and i64 %1627, 7
  %1629 = icmp eq i64 %1628, 0
  %1630 = and i1 %1624, %1629
  %1631 = and i1 %1626, %1630
  %1632 = xor i1 %1624, %1631
  %1633 = xor i1 %1125, %1630
  %1634 = and i1 %1626, %1633
  %1635 = zext i1 %1631 to i32
  %1636 = bitcast float %1100 to i32
  %1637 = bitcast float %1101 to i32
  %1638 = zext i1 %1632 to i32
  %1639 = zext i1 %1634 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1635, i32 %1636, i32 %1637, ptr addrspace(1) %1622, i32 %1638, i32 %1639) #5
  %1640 = add i32 %1144, %1619
  %1641 = sext i32 %1640 to i64
  %1642 = getelementptr float, ptr addrspace(1) %2, i64 %1641
  %1643 = and i1 %1148, %1623
  %1644 = ptrtoint ptr addrspace(1) %1642 to i64
  %1645 = and i64 %1644, 7
  %1646 = icmp eq i64 %1645, 0
  %1647 = and i1 %1643, %1646
  %1648 = and i1 %1626, %1647
  %1649 = xor i1 %1643, %1648
  %1650 = xor i1 %1148, %1647
  %1651 = and i1 %1626, %1650
  %1652 = zext i1 %1648 to i32
  %1653 = bitcast float %1102 to i32
  %1654 = bitcast float %1103 to i32
  %1655 = zext i1 %1649 to i32
  %1656 = zext i1 %1651 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1652, i32 %1653, i32 %1654, ptr addrspace(1) %1642, i32 %1655, i32 %1656) #5
  %1657 = or disjoint i32 %1121, 112
  %1658 = add i32 %1120, %1657
  %1659 = sext i32 %1658 to i64
  %1660 = getelementptr float, ptr addrspace(1) %2, i64 %1659
  %1661 = icmp slt i32 %1657, %4
  %1662 = and i1 %1125, %1661
  %1663 = or disjoint i32 %1121, 113
  %1664 = icmp slt i32 %1663, %4
  %1665 = ptrtoint ptr addrspace(1) %1660 to i64
  %1666 = and i64 %1665, 7
  %1667 = icmp eq i64 %1666, 0
  %1668 = and i1 %1662, %1667
  %1669 = and i1 %1664, %1668
  %1670 = xor i1 %1662, %1669
  %1671 = xor i1 %1125, %1668
  %1672 = and i1 %1664, %1671
  %1673 = zext i1 %1669 to i32
  %1674 = bitcast float %1104 to i32
  %1675 = bitcast float %1105 to i32
  %1676 = zext i1 %1670 to i32
  %1677 = zext i1 %1672 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1673, i32 %1674, i32 %1675, ptr addrspace(1) %1660, i32 %1676, i32 %1677) #5
  %1678 = add i32 %1144, %1657
  %1679 = sext i32 %1678 to i64
  %1680 = getelementptr float, ptr addrspace(1) %2, i64 %1679
  %1681 = and i1 %1148, %1661
  %1682 = ptrtoint ptr addrspace(1) %1680 to i64
  %1683 = and i64 %1682, 7
  %1684 = icmp eq i64 %1683, 0
  %1685 = and i1 %1681, %1684
  %1686 = and i1 %1664, %1685
  %1687 = xor i1 %1681, %1686
  %1688 = xor i1 %1148, %1685
  %1689 = and i1 %1664, %1688
  %1690 = zext i1 %1686 to i32
  %1691 = bitcast float %1106 to i32
  %1692 = bitcast float %1107 to i32
  %1693 = zext i1 %1687 to i32
  %1694 = zext i1 %1689 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1690, i32 %1691, i32 %1692, ptr addrspace(1) %1680, i32 %1693, i32 %1694) #5
  %1695 = or disjoint i32 %1121, 120
  %1696 = add i32 %1120, %1695
  %1697 = sext i32 %1696 to i64
  %1698 = getelementptr float, ptr addrspace(1) %2, i64 %1697
  %1699 = icmp slt i32 %1695, %4
  %1700 = and i1 %1125, %1699
  %1701 = or disjoint i32 %1121, 121
  %1702 = icmp slt i32 %1701, %4
  %1703 = ptrtoint ptr addrspace(1) %1698 to i64
  %1704 = and i64 %1703, 7
  %1705 = icmp eq i64 %1704, 0
  %1706 = and i1 %1700, %1705
  %1707 = and i1 %1702, %1706
  %1708 = xor i1 %1700, %1707
  %1709 = xor i1 %1125, %1706
  %1710 = and i1 %1702, %1709
  %1711 = zext i1 %1707 to i32
  %1712 = bitcast float %1108 to i32
  %1713 = bitcast float %1109 to i32
  %1714 = zext i1 %1708 to i32
  %1715 = zext i1 %1710 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1711, i32 %1712, i32 %1713, ptr addrspace(1) %1698, i32 %1714, i32 %1715) #5
  %1716 = add i32 %1144, %1695
  %1717 = sext i32 %1716 to i64
  %1718 = getelementptr float, ptr addrspace(1) %2, i64 %1717
  %1719 = and i1 %1148, %1699
  %1720 = ptrtoint ptr addrspace(1) %1718 to i64
  %1721 = and i64 %1720, 7
  %1722 = icmp eq i64 %1721, 0
  %1723 = and i1 %1719, %1722
  %1724 = and i1 %1702, %1723
  %1725 = xor i1 %1719, %1724
  %1726 = xor i1 %1148, %1723
  %1727 = and i1 %1702, %1726
  %1728 = zext i1 %1724 to i32
  %1729 = bitcast float %1110 to i32
  %1730 = bitcast float %1111 to i32
  %1731 = zext i1 %1725 to i32
  %1732 = zext i1 %1727 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1728, i32 %1729, i32 %1730, ptr addrspace(1) %1718, i32 %1731, i32 %1732) #5
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
