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
  %90 = shl nuw nsw i32 %89, 1
  %91 = lshr i32 %39, 4
  %92 = xor i32 %91, %7
  %93 = shl nuw nsw i32 %91, 7
  %94 = shl nuw nsw i32 %92, 4
  %95 = and i32 %94, 112
  %96 = or disjoint i32 %95, %93
  %97 = or disjoint i32 %96, %78
  %98 = zext nneg i32 %97 to i64
  %99 = lshr i32 %50, 4
  %100 = xor i32 %99, %7
  %101 = shl nuw nsw i32 %99, 7
  %102 = shl nuw nsw i32 %100, 4
  %103 = and i32 %102, 112
  %104 = or disjoint i32 %103, %101
  %105 = or disjoint i32 %104, %78
  %106 = zext nneg i32 %105 to i64
  %107 = lshr i32 %61, 4
  %108 = xor i32 %107, %7
  %109 = shl nuw nsw i32 %107, 7
  %110 = shl nuw nsw i32 %108, 4
  %111 = and i32 %110, 112
  %112 = or disjoint i32 %111, %109
  %113 = or disjoint i32 %112, %78
  %114 = zext nneg i32 %113 to i64
  %invariant.op549 = or i32 %24, %73
  %invariant.op550 = or i32 %24, %73
  %invariant.op551 = or i32 %24, %73
  %invariant.op552 = or i32 %24, %73
  br label %119

.preheader35:                                     ; preds = %.loopexit37
  %115 = icmp sgt i32 %5, 0
  br i1 %115, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader35
  %116 = shl nuw nsw i32 %7, 6
  %117 = and i32 %116, 8192
  %118 = zext nneg i32 %117 to i64
  %invariant.op557 = or i32 %24, %73
  %invariant.op558 = or i32 %24, %73
  %invariant.op559 = or i32 %24, %73
  %invariant.op560 = or i32 %24, %73
  br label %342

119:                                              ; preds = %6, %.loopexit37
  %120 = phi i1 [ true, %6 ], [ false, %.loopexit37 ]
  %121 = phi i64 [ 0, %6 ], [ 1, %.loopexit37 ]
  %122 = trunc nuw nsw i64 %121 to i32
  %123 = shl nuw nsw i32 %122, 6
  %124 = icmp slt i32 %123, %5
  br i1 %124, label %125, label %.loopexit37

125:                                              ; preds = %119
  %126 = shl nuw nsw i64 %121, 15
  %127 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_dsmem, i64 %126
  %128 = or disjoint i32 %123, %27
  %129 = add i32 %128, %29
  %130 = sext i32 %129 to i64
  %131 = getelementptr bfloat, ptr addrspace(1) %0, i64 %130
  %132 = ptrtoint ptr addrspace(1) %131 to i64
  %133 = and i64 %132, 15
  %134 = icmp eq i64 %133, 0
  %135 = getelementptr i8, ptr addrspace(3) %127, i64 %38
  br i1 %134, label %136, label %.preheader50.preheader

.preheader50.preheader:                           ; preds = %125
  %invariant.op = or i32 %123, %27
  br label %.preheader50

136:                                              ; preds = %125
  %137 = zext nneg i32 %128 to i64
  %138 = sub nsw i64 %31, %137
  %139 = tail call i64 @llvm.smax.i64(i64 %138, i64 0)
  %140 = tail call i64 @llvm.umin.i64(i64 %139, i64 8)
  %141 = trunc nuw nsw i64 %140 to i32
  %142 = shl nuw nsw i32 %141, 1
  %143 = select i1 %30, i32 %142, i32 0
  %144 = ptrtoint ptr addrspace(3) %135 to i64
  %145 = trunc i64 %144 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %145, ptr addrspace(1) %131, i32 %143) #5
  br label %.loopexit51

.preheader50:                                     ; preds = %.preheader50.preheader, %.preheader50
  %146 = phi i64 [ %156, %.preheader50 ], [ 0, %.preheader50.preheader ]
  %147 = trunc nuw nsw i64 %146 to i32
  %.reass.reass = or i32 %147, %invariant.op
  %148 = add i32 %.reass.reass, %29
  %149 = sext i32 %148 to i64
  %150 = getelementptr bfloat, ptr addrspace(1) %0, i64 %149
  %151 = icmp slt i32 %.reass.reass, %5
  %152 = and i1 %30, %151
  %153 = zext i1 %152 to i32
  %154 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %150, i32 %153, i16 0) #5
  %155 = getelementptr bfloat, ptr addrspace(3) %135, i64 %146
  store i16 %154, ptr addrspace(3) %155, align 2
  %156 = add nuw nsw i64 %146, 1
  %exitcond.not = icmp eq i64 %156, 8
  br i1 %exitcond.not, label %.loopexit51, label %.preheader50

.loopexit51:                                      ; preds = %.preheader50, %136
  %157 = add i32 %128, %42
  %158 = sext i32 %157 to i64
  %159 = getelementptr bfloat, ptr addrspace(1) %0, i64 %158
  %160 = ptrtoint ptr addrspace(1) %159 to i64
  %161 = and i64 %160, 15
  %162 = icmp eq i64 %161, 0
  %163 = getelementptr i8, ptr addrspace(3) %127, i64 %49
  br i1 %162, label %164, label %.preheader48.preheader

.preheader48.preheader:                           ; preds = %.loopexit51
  %invariant.op546 = or i32 %123, %27
  br label %.preheader48

164:                                              ; preds = %.loopexit51
  %165 = zext nneg i32 %128 to i64
  %166 = sub nsw i64 %31, %165
  %167 = tail call i64 @llvm.smax.i64(i64 %166, i64 0)
  %168 = tail call i64 @llvm.umin.i64(i64 %167, i64 8)
  %169 = trunc nuw nsw i64 %168 to i32
  %170 = shl nuw nsw i32 %169, 1
  %171 = select i1 %43, i32 %170, i32 0
  %172 = ptrtoint ptr addrspace(3) %163 to i64
  %173 = trunc i64 %172 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %173, ptr addrspace(1) %159, i32 %171) #5
  br label %.loopexit49

.preheader48:                                     ; preds = %.preheader48.preheader, %.preheader48
  %174 = phi i64 [ %184, %.preheader48 ], [ 0, %.preheader48.preheader ]
  %175 = trunc nuw nsw i64 %174 to i32
  %.reass325.reass = or i32 %175, %invariant.op546
  %176 = add i32 %.reass325.reass, %42
  %177 = sext i32 %176 to i64
  %178 = getelementptr bfloat, ptr addrspace(1) %0, i64 %177
  %179 = icmp slt i32 %.reass325.reass, %5
  %180 = and i1 %43, %179
  %181 = zext i1 %180 to i32
  %182 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %178, i32 %181, i16 0) #5
  %183 = getelementptr bfloat, ptr addrspace(3) %163, i64 %174
  store i16 %182, ptr addrspace(3) %183, align 2
  %184 = add nuw nsw i64 %174, 1
  %exitcond242.not = icmp eq i64 %184, 8
  br i1 %exitcond242.not, label %.loopexit49, label %.preheader48

.loopexit49:                                      ; preds = %.preheader48, %164
  %185 = add i32 %128, %53
  %186 = sext i32 %185 to i64
  %187 = getelementptr bfloat, ptr addrspace(1) %0, i64 %186
  %188 = ptrtoint ptr addrspace(1) %187 to i64
  %189 = and i64 %188, 15
  %190 = icmp eq i64 %189, 0
  %191 = getelementptr i8, ptr addrspace(3) %127, i64 %60
  br i1 %190, label %192, label %.preheader46.preheader

.preheader46.preheader:                           ; preds = %.loopexit49
  %invariant.op547 = or i32 %123, %27
  br label %.preheader46

192:                                              ; preds = %.loopexit49
  %193 = zext nneg i32 %128 to i64
  %194 = sub nsw i64 %31, %193
  %195 = tail call i64 @llvm.smax.i64(i64 %194, i64 0)
  %196 = tail call i64 @llvm.umin.i64(i64 %195, i64 8)
  %197 = trunc nuw nsw i64 %196 to i32
  %198 = shl nuw nsw i32 %197, 1
  %199 = select i1 %54, i32 %198, i32 0
  %200 = ptrtoint ptr addrspace(3) %191 to i64
  %201 = trunc i64 %200 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %201, ptr addrspace(1) %187, i32 %199) #5
  br label %.loopexit47

.preheader46:                                     ; preds = %.preheader46.preheader, %.preheader46
  %202 = phi i64 [ %212, %.preheader46 ], [ 0, %.preheader46.preheader ]
  %203 = trunc nuw nsw i64 %202 to i32
  %.reass327.reass = or i32 %203, %invariant.op547
  %204 = add i32 %.reass327.reass, %53
  %205 = sext i32 %204 to i64
  %206 = getelementptr bfloat, ptr addrspace(1) %0, i64 %205
  %207 = icmp slt i32 %.reass327.reass, %5
  %208 = and i1 %54, %207
  %209 = zext i1 %208 to i32
  %210 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %206, i32 %209, i16 0) #5
  %211 = getelementptr bfloat, ptr addrspace(3) %191, i64 %202
  store i16 %210, ptr addrspace(3) %211, align 2
  %212 = add nuw nsw i64 %202, 1
  %exitcond243.not = icmp eq i64 %212, 8
  br i1 %exitcond243.not, label %.loopexit47, label %.preheader46

.loopexit47:                                      ; preds = %.preheader46, %192
  %213 = add i32 %128, %64
  %214 = sext i32 %213 to i64
  %215 = getelementptr bfloat, ptr addrspace(1) %0, i64 %214
  %216 = ptrtoint ptr addrspace(1) %215 to i64
  %217 = and i64 %216, 15
  %218 = icmp eq i64 %217, 0
  %219 = getelementptr i8, ptr addrspace(3) %127, i64 %71
  br i1 %218, label %220, label %.preheader44.preheader

.preheader44.preheader:                           ; preds = %.loopexit47
  %invariant.op548 = or i32 %123, %27
  br label %.preheader44

220:                                              ; preds = %.loopexit47
  %221 = zext nneg i32 %128 to i64
  %222 = sub nsw i64 %31, %221
  %223 = tail call i64 @llvm.smax.i64(i64 %222, i64 0)
  %224 = tail call i64 @llvm.umin.i64(i64 %223, i64 8)
  %225 = trunc nuw nsw i64 %224 to i32
  %226 = shl nuw nsw i32 %225, 1
  %227 = select i1 %65, i32 %226, i32 0
  %228 = ptrtoint ptr addrspace(3) %219 to i64
  %229 = trunc i64 %228 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %229, ptr addrspace(1) %215, i32 %227) #5
  br label %.loopexit45

.preheader44:                                     ; preds = %.preheader44.preheader, %.preheader44
  %230 = phi i64 [ %240, %.preheader44 ], [ 0, %.preheader44.preheader ]
  %231 = trunc nuw nsw i64 %230 to i32
  %.reass329.reass = or i32 %231, %invariant.op548
  %232 = add i32 %.reass329.reass, %64
  %233 = sext i32 %232 to i64
  %234 = getelementptr bfloat, ptr addrspace(1) %0, i64 %233
  %235 = icmp slt i32 %.reass329.reass, %5
  %236 = and i1 %65, %235
  %237 = zext i1 %236 to i32
  %238 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %234, i32 %237, i16 0) #5
  %239 = getelementptr bfloat, ptr addrspace(3) %219, i64 %230
  store i16 %238, ptr addrspace(3) %239, align 2
  %240 = add nuw nsw i64 %230, 1
  %exitcond244.not = icmp eq i64 %240, 8
  br i1 %exitcond244.not, label %.loopexit45, label %.preheader44

.loopexit45:                                      ; preds = %.preheader44, %220
  %241 = getelementptr i8, ptr addrspace(3) %127, i64 16384
  %242 = or disjoint i32 %123, %72
  %243 = mul i32 %242, %4
  %244 = add i32 %243, %74
  %245 = sext i32 %244 to i64
  %246 = getelementptr bfloat, ptr addrspace(1) %1, i64 %245
  %247 = ptrtoint ptr addrspace(1) %246 to i64
  %248 = and i64 %247, 15
  %249 = icmp eq i64 %248, 0
  %250 = icmp slt i32 %242, %5
  %251 = getelementptr i8, ptr addrspace(3) %241, i64 %84
  br i1 %249, label %252, label %.preheader42

252:                                              ; preds = %.loopexit45
  %253 = select i1 %250, i32 %90, i32 0
  %254 = ptrtoint ptr addrspace(3) %251 to i64
  %255 = trunc i64 %254 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %255, ptr addrspace(1) %246, i32 %253) #5
  br label %.loopexit43

.preheader42:                                     ; preds = %.loopexit45, %.preheader42
  %256 = phi i64 [ %266, %.preheader42 ], [ 0, %.loopexit45 ]
  %257 = trunc nuw nsw i64 %256 to i32
  %.reass331.reass = or i32 %257, %invariant.op549
  %258 = add i32 %.reass331.reass, %243
  %259 = sext i32 %258 to i64
  %260 = getelementptr bfloat, ptr addrspace(1) %1, i64 %259
  %261 = icmp slt i32 %.reass331.reass, %4
  %262 = and i1 %250, %261
  %263 = zext i1 %262 to i32
  %264 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %260, i32 %263, i16 0) #5
  %265 = getelementptr bfloat, ptr addrspace(3) %251, i64 %256
  store i16 %264, ptr addrspace(3) %265, align 2
  %266 = add nuw nsw i64 %256, 1
  %exitcond245.not = icmp eq i64 %266, 8
  br i1 %exitcond245.not, label %.loopexit43, label %.preheader42

.loopexit43:                                      ; preds = %.preheader42, %252
  %267 = or disjoint i32 %123, %91
  %268 = mul i32 %267, %4
  %269 = add i32 %268, %74
  %270 = sext i32 %269 to i64
  %271 = getelementptr bfloat, ptr addrspace(1) %1, i64 %270
  %272 = ptrtoint ptr addrspace(1) %271 to i64
  %273 = and i64 %272, 15
  %274 = icmp eq i64 %273, 0
  %275 = icmp slt i32 %267, %5
  %276 = getelementptr i8, ptr addrspace(3) %241, i64 %98
  br i1 %274, label %277, label %.preheader40

277:                                              ; preds = %.loopexit43
  %278 = select i1 %275, i32 %90, i32 0
  %279 = ptrtoint ptr addrspace(3) %276 to i64
  %280 = trunc i64 %279 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %280, ptr addrspace(1) %271, i32 %278) #5
  br label %.loopexit41

.preheader40:                                     ; preds = %.loopexit43, %.preheader40
  %281 = phi i64 [ %291, %.preheader40 ], [ 0, %.loopexit43 ]
  %282 = trunc nuw nsw i64 %281 to i32
  %.reass333.reass = or i32 %282, %invariant.op550
  %283 = add i32 %.reass333.reass, %268
  %284 = sext i32 %283 to i64
  %285 = getelementptr bfloat, ptr addrspace(1) %1, i64 %284
  %286 = icmp slt i32 %.reass333.reass, %4
  %287 = and i1 %275, %286
  %288 = zext i1 %287 to i32
  %289 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %285, i32 %288, i16 0) #5
  %290 = getelementptr bfloat, ptr addrspace(3) %276, i64 %281
  store i16 %289, ptr addrspace(3) %290, align 2
  %291 = add nuw nsw i64 %281, 1
  %exitcond246.not = icmp eq i64 %291, 8
  br i1 %exitcond246.not, label %.loopexit41, label %.preheader40

.loopexit41:                                      ; preds = %.preheader40, %277
  %292 = or disjoint i32 %123, %99
  %293 = mul i32 %292, %4
  %294 = add i32 %293, %74
  %295 = sext i32 %294 to i64
  %296 = getelementptr bfloat, ptr addrspace(1) %1, i64 %295
  %297 = ptrtoint ptr addrspace(1) %296 to i64
  %298 = and i64 %297, 15
  %299 = icmp eq i64 %298, 0
  %300 = icmp slt i32 %292, %5
  %301 = getelementptr i8, ptr addrspace(3) %241, i64 %106
  br i1 %299, label %302, label %.preheader38

302:                                              ; preds = %.loopexit41
  %303 = select i1 %300, i32 %90, i32 0
  %304 = ptrtoint ptr addrspace(3) %301 to i64
  %305 = trunc i64 %304 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %305, ptr addrspace(1) %296, i32 %303) #5
  br label %.loopexit39

.preheader38:                                     ; preds = %.loopexit41, %.preheader38
  %306 = phi i64 [ %316, %.preheader38 ], [ 0, %.loopexit41 ]
  %307 = trunc nuw nsw i64 %306 to i32
  %.reass335.reass = or i32 %307, %invariant.op551
  %308 = add i32 %.reass335.reass, %293
  %309 = sext i32 %308 to i64
  %310 = getelementptr bfloat, ptr addrspace(1) %1, i64 %309
  %311 = icmp slt i32 %.reass335.reass, %4
  %312 = and i1 %300, %311
  %313 = zext i1 %312 to i32
  %314 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %310, i32 %313, i16 0) #5
  %315 = getelementptr bfloat, ptr addrspace(3) %301, i64 %306
  store i16 %314, ptr addrspace(3) %315, align 2
  %316 = add nuw nsw i64 %306, 1
  %exitcond247.not = icmp eq i64 %316, 8
  br i1 %exitcond247.not, label %.loopexit39, label %.preheader38

.loopexit39:                                      ; preds = %.preheader38, %302
  %317 = or disjoint i32 %123, %107
  %318 = mul i32 %317, %4
  %319 = add i32 %318, %74
  %320 = sext i32 %319 to i64
  %321 = getelementptr bfloat, ptr addrspace(1) %1, i64 %320
  %322 = ptrtoint ptr addrspace(1) %321 to i64
  %323 = and i64 %322, 15
  %324 = icmp eq i64 %323, 0
  %325 = icmp slt i32 %317, %5
  %326 = getelementptr i8, ptr addrspace(3) %241, i64 %114
  br i1 %324, label %327, label %.preheader36

327:                                              ; preds = %.loopexit39
  %328 = select i1 %325, i32 %90, i32 0
  %329 = ptrtoint ptr addrspace(3) %326 to i64
  %330 = trunc i64 %329 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %330, ptr addrspace(1) %321, i32 %328) #5
  br label %.loopexit37

.preheader36:                                     ; preds = %.loopexit39, %.preheader36
  %331 = phi i64 [ %341, %.preheader36 ], [ 0, %.loopexit39 ]
  %332 = trunc nuw nsw i64 %331 to i32
  %.reass337.reass = or i32 %332, %invariant.op552
  %333 = add i32 %.reass337.reass, %318
  %334 = sext i32 %333 to i64
  %335 = getelementptr bfloat, ptr addrspace(1) %1, i64 %334
  %336 = icmp slt i32 %.reass337.reass, %4
  %337 = and i1 %325, %336
  %338 = zext i1 %337 to i32
  %339 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %335, i32 %338, i16 0) #5
  %340 = getelementptr bfloat, ptr addrspace(3) %326, i64 %331
  store i16 %339, ptr addrspace(3) %340, align 2
  %341 = add nuw nsw i64 %331, 1
  %exitcond248.not = icmp eq i64 %341, 8
  br i1 %exitcond248.not, label %.loopexit37, label %.preheader36

.loopexit37:                                      ; preds = %.preheader36, %327, %119
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  br i1 %120, label %119, label %.preheader35

342:                                              ; preds = %.lr.ph, %.loopexit
  %343 = phi i32 [ 0, %.lr.ph ], [ %1005, %.loopexit ]
  %344 = phi float [ 0.000000e+00, %.lr.ph ], [ %1002, %.loopexit ]
  %345 = phi float [ 0.000000e+00, %.lr.ph ], [ %1001, %.loopexit ]
  %346 = phi float [ 0.000000e+00, %.lr.ph ], [ %1000, %.loopexit ]
  %347 = phi float [ 0.000000e+00, %.lr.ph ], [ %999, %.loopexit ]
  %348 = phi float [ 0.000000e+00, %.lr.ph ], [ %998, %.loopexit ]
  %349 = phi float [ 0.000000e+00, %.lr.ph ], [ %997, %.loopexit ]
  %350 = phi float [ 0.000000e+00, %.lr.ph ], [ %996, %.loopexit ]
  %351 = phi float [ 0.000000e+00, %.lr.ph ], [ %995, %.loopexit ]
  %352 = phi float [ 0.000000e+00, %.lr.ph ], [ %994, %.loopexit ]
  %353 = phi float [ 0.000000e+00, %.lr.ph ], [ %993, %.loopexit ]
  %354 = phi float [ 0.000000e+00, %.lr.ph ], [ %992, %.loopexit ]
  %355 = phi float [ 0.000000e+00, %.lr.ph ], [ %991, %.loopexit ]
  %356 = phi float [ 0.000000e+00, %.lr.ph ], [ %990, %.loopexit ]
  %357 = phi float [ 0.000000e+00, %.lr.ph ], [ %989, %.loopexit ]
  %358 = phi float [ 0.000000e+00, %.lr.ph ], [ %988, %.loopexit ]
  %359 = phi float [ 0.000000e+00, %.lr.ph ], [ %987, %.loopexit ]
  %360 = phi float [ 0.000000e+00, %.lr.ph ], [ %986, %.loopexit ]
  %361 = phi float [ 0.000000e+00, %.lr.ph ], [ %985, %.loopexit ]
  %362 = phi float [ 0.000000e+00, %.lr.ph ], [ %984, %.loopexit ]
  %363 = phi float [ 0.000000e+00, %.lr.ph ], [ %983, %.loopexit ]
  %364 = phi float [ 0.000000e+00, %.lr.ph ], [ %982, %.loopexit ]
  %365 = phi float [ 0.000000e+00, %.lr.ph ], [ %981, %.loopexit ]
  %366 = phi float [ 0.000000e+00, %.lr.ph ], [ %980, %.loopexit ]
  %367 = phi float [ 0.000000e+00, %.lr.ph ], [ %979, %.loopexit ]
  %368 = phi float [ 0.000000e+00, %.lr.ph ], [ %978, %.loopexit ]
  %369 = phi float [ 0.000000e+00, %.lr.ph ], [ %977, %.loopexit ]
  %370 = phi float [ 0.000000e+00, %.lr.ph ], [ %976, %.loopexit ]
  %371 = phi float [ 0.000000e+00, %.lr.ph ], [ %975, %.loopexit ]
  %372 = phi float [ 0.000000e+00, %.lr.ph ], [ %974, %.loopexit ]
  %373 = phi float [ 0.000000e+00, %.lr.ph ], [ %973, %.loopexit ]
  %374 = phi float [ 0.000000e+00, %.lr.ph ], [ %972, %.loopexit ]
  %375 = phi float [ 0.000000e+00, %.lr.ph ], [ %971, %.loopexit ]
  %376 = phi float [ 0.000000e+00, %.lr.ph ], [ %970, %.loopexit ]
  %377 = phi float [ 0.000000e+00, %.lr.ph ], [ %969, %.loopexit ]
  %378 = phi float [ 0.000000e+00, %.lr.ph ], [ %968, %.loopexit ]
  %379 = phi float [ 0.000000e+00, %.lr.ph ], [ %967, %.loopexit ]
  %380 = phi float [ 0.000000e+00, %.lr.ph ], [ %966, %.loopexit ]
  %381 = phi float [ 0.000000e+00, %.lr.ph ], [ %965, %.loopexit ]
  %382 = phi float [ 0.000000e+00, %.lr.ph ], [ %964, %.loopexit ]
  %383 = phi float [ 0.000000e+00, %.lr.ph ], [ %963, %.loopexit ]
  %384 = phi float [ 0.000000e+00, %.lr.ph ], [ %962, %.loopexit ]
  %385 = phi float [ 0.000000e+00, %.lr.ph ], [ %961, %.loopexit ]
  %386 = phi float [ 0.000000e+00, %.lr.ph ], [ %960, %.loopexit ]
  %387 = phi float [ 0.000000e+00, %.lr.ph ], [ %959, %.loopexit ]
  %388 = phi float [ 0.000000e+00, %.lr.ph ], [ %958, %.loopexit ]
  %389 = phi float [ 0.000000e+00, %.lr.ph ], [ %957, %.loopexit ]
  %390 = phi float [ 0.000000e+00, %.lr.ph ], [ %956, %.loopexit ]
  %391 = phi float [ 0.000000e+00, %.lr.ph ], [ %955, %.loopexit ]
  %392 = phi float [ 0.000000e+00, %.lr.ph ], [ %954, %.loopexit ]
  %393 = phi float [ 0.000000e+00, %.lr.ph ], [ %953, %.loopexit ]
  %394 = phi float [ 0.000000e+00, %.lr.ph ], [ %952, %.loopexit ]
  %395 = phi float [ 0.000000e+00, %.lr.ph ], [ %951, %.loopexit ]
  %396 = phi float [ 0.000000e+00, %.lr.ph ], [ %950, %.loopexit ]
  %397 = phi float [ 0.000000e+00, %.lr.ph ], [ %949, %.loopexit ]
  %398 = phi float [ 0.000000e+00, %.lr.ph ], [ %948, %.loopexit ]
  %399 = phi float [ 0.000000e+00, %.lr.ph ], [ %947, %.loopexit ]
  %400 = phi float [ 0.000000e+00, %.lr.ph ], [ %946, %.loopexit ]
  %401 = phi float [ 0.000000e+00, %.lr.ph ], [ %945, %.loopexit ]
  %402 = phi float [ 0.000000e+00, %.lr.ph ], [ %944, %.loopexit ]
  %403 = phi float [ 0.000000e+00, %.lr.ph ], [ %943, %.loopexit ]
  %404 = phi float [ 0.000000e+00, %.lr.ph ], [ %942, %.loopexit ]
  %405 = phi float [ 0.000000e+00, %.lr.ph ], [ %941, %.loopexit ]
  %406 = phi float [ 0.000000e+00, %.lr.ph ], [ %940, %.loopexit ]
  %407 = phi float [ 0.000000e+00, %.lr.ph ], [ %939, %.loopexit ]
  %408 = phi i32 [ 0, %.lr.ph ], [ %1006, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %409 = add i32 %408, 128
  %410 = icmp slt i32 %409, %5
  %411 = icmp slt i32 %408, 2147483520
  %412 = and i1 %411, %410
  br i1 %412, label %413, label %.loopexit

413:                                              ; preds = %342
  %414 = add i32 %343, 2
  %415 = icmp ugt i32 %414, 3
  %416 = add i32 %343, 131070
  %417 = select i1 %415, i32 %416, i32 %414
  %418 = shl i32 %417, 15
  %419 = sext i32 %418 to i64
  %420 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_dsmem, i64 %419
  %421 = or disjoint i32 %409, %27
  %422 = add i32 %421, %29
  %423 = sext i32 %422 to i64
  %424 = getelementptr bfloat, ptr addrspace(1) %0, i64 %423
  %425 = ptrtoint ptr addrspace(1) %424 to i64
  %426 = and i64 %425, 15
  %427 = icmp eq i64 %426, 0
  %428 = getelementptr i8, ptr addrspace(3) %420, i64 %38
  br i1 %427, label %429, label %.preheader33.preheader

.preheader33.preheader:                           ; preds = %413
  %invariant.op553 = or i32 %409, %27
  br label %.preheader33

429:                                              ; preds = %413
  %430 = sext i32 %421 to i64
  %431 = sub nsw i64 %31, %430
  %432 = tail call i64 @llvm.smax.i64(i64 %431, i64 0)
  %433 = tail call i64 @llvm.umin.i64(i64 %432, i64 8)
  %434 = trunc nuw nsw i64 %433 to i32
  %435 = shl nuw nsw i32 %434, 1
  %436 = select i1 %30, i32 %435, i32 0
  %437 = ptrtoint ptr addrspace(3) %428 to i64
  %438 = trunc i64 %437 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %438, ptr addrspace(1) %424, i32 %436) #5
  br label %.loopexit34

.preheader33:                                     ; preds = %.preheader33.preheader, %.preheader33
  %439 = phi i64 [ %449, %.preheader33 ], [ 0, %.preheader33.preheader ]
  %440 = trunc nuw nsw i64 %439 to i32
  %.reass339.reass = or i32 %440, %invariant.op553
  %441 = add i32 %.reass339.reass, %29
  %442 = sext i32 %441 to i64
  %443 = getelementptr bfloat, ptr addrspace(1) %0, i64 %442
  %444 = icmp slt i32 %.reass339.reass, %5
  %445 = and i1 %30, %444
  %446 = zext i1 %445 to i32
  %447 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %443, i32 %446, i16 0) #5
  %448 = getelementptr bfloat, ptr addrspace(3) %428, i64 %439
  store i16 %447, ptr addrspace(3) %448, align 2
  %449 = add nuw nsw i64 %439, 1
  %exitcond249.not = icmp eq i64 %449, 8
  br i1 %exitcond249.not, label %.loopexit34, label %.preheader33

.loopexit34:                                      ; preds = %.preheader33, %429
  %450 = add i32 %421, %42
  %451 = sext i32 %450 to i64
  %452 = getelementptr bfloat, ptr addrspace(1) %0, i64 %451
  %453 = ptrtoint ptr addrspace(1) %452 to i64
  %454 = and i64 %453, 15
  %455 = icmp eq i64 %454, 0
  %456 = getelementptr i8, ptr addrspace(3) %420, i64 %49
  br i1 %455, label %457, label %.preheader31.preheader

.preheader31.preheader:                           ; preds = %.loopexit34
  %invariant.op554 = or i32 %409, %27
  br label %.preheader31

457:                                              ; preds = %.loopexit34
  %458 = sext i32 %421 to i64
  %459 = sub nsw i64 %31, %458
  %460 = tail call i64 @llvm.smax.i64(i64 %459, i64 0)
  %461 = tail call i64 @llvm.umin.i64(i64 %460, i64 8)
  %462 = trunc nuw nsw i64 %461 to i32
  %463 = shl nuw nsw i32 %462, 1
  %464 = select i1 %43, i32 %463, i32 0
  %465 = ptrtoint ptr addrspace(3) %456 to i64
  %466 = trunc i64 %465 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %466, ptr addrspace(1) %452, i32 %464) #5
  br label %.loopexit32

.preheader31:                                     ; preds = %.preheader31.preheader, %.preheader31
  %467 = phi i64 [ %477, %.preheader31 ], [ 0, %.preheader31.preheader ]
  %468 = trunc nuw nsw i64 %467 to i32
  %.reass341.reass = or i32 %468, %invariant.op554
  %469 = add i32 %.reass341.reass, %42
  %470 = sext i32 %469 to i64
  %471 = getelementptr bfloat, ptr addrspace(1) %0, i64 %470
  %472 = icmp slt i32 %.reass341.reass, %5
  %473 = and i1 %43, %472
  %474 = zext i1 %473 to i32
  %475 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %471, i32 %474, i16 0) #5
  %476 = getelementptr bfloat, ptr addrspace(3) %456, i64 %467
  store i16 %475, ptr addrspace(3) %476, align 2
  %477 = add nuw nsw i64 %467, 1
  %exitcond250.not = icmp eq i64 %477, 8
  br i1 %exitcond250.not, label %.loopexit32, label %.preheader31

.loopexit32:                                      ; preds = %.preheader31, %457
  %478 = add i32 %421, %53
  %479 = sext i32 %478 to i64
  %480 = getelementptr bfloat, ptr addrspace(1) %0, i64 %479
  %481 = ptrtoint ptr addrspace(1) %480 to i64
  %482 = and i64 %481, 15
  %483 = icmp eq i64 %482, 0
  %484 = getelementptr i8, ptr addrspace(3) %420, i64 %60
  br i1 %483, label %485, label %.preheader29.preheader

.preheader29.preheader:                           ; preds = %.loopexit32
  %invariant.op555 = or i32 %409, %27
  br label %.preheader29

485:                                              ; preds = %.loopexit32
  %486 = sext i32 %421 to i64
  %487 = sub nsw i64 %31, %486
  %488 = tail call i64 @llvm.smax.i64(i64 %487, i64 0)
  %489 = tail call i64 @llvm.umin.i64(i64 %488, i64 8)
  %490 = trunc nuw nsw i64 %489 to i32
  %491 = shl nuw nsw i32 %490, 1
  %492 = select i1 %54, i32 %491, i32 0
  %493 = ptrtoint ptr addrspace(3) %484 to i64
  %494 = trunc i64 %493 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %494, ptr addrspace(1) %480, i32 %492) #5
  br label %.loopexit30

.preheader29:                                     ; preds = %.preheader29.preheader, %.preheader29
  %495 = phi i64 [ %505, %.preheader29 ], [ 0, %.preheader29.preheader ]
  %496 = trunc nuw nsw i64 %495 to i32
  %.reass343.reass = or i32 %496, %invariant.op555
  %497 = add i32 %.reass343.reass, %53
  %498 = sext i32 %497 to i64
  %499 = getelementptr bfloat, ptr addrspace(1) %0, i64 %498
  %500 = icmp slt i32 %.reass343.reass, %5
  %501 = and i1 %54, %500
  %502 = zext i1 %501 to i32
  %503 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %499, i32 %502, i16 0) #5
  %504 = getelementptr bfloat, ptr addrspace(3) %484, i64 %495
  store i16 %503, ptr addrspace(3) %504, align 2
  %505 = add nuw nsw i64 %495, 1
  %exitcond251.not = icmp eq i64 %505, 8
  br i1 %exitcond251.not, label %.loopexit30, label %.preheader29

.loopexit30:                                      ; preds = %.preheader29, %485
  %506 = add i32 %421, %64
  %507 = sext i32 %506 to i64
  %508 = getelementptr bfloat, ptr addrspace(1) %0, i64 %507
  %509 = ptrtoint ptr addrspace(1) %508 to i64
  %510 = and i64 %509, 15
  %511 = icmp eq i64 %510, 0
  %512 = getelementptr i8, ptr addrspace(3) %420, i64 %71
  br i1 %511, label %513, label %.preheader27.preheader

.preheader27.preheader:                           ; preds = %.loopexit30
  %invariant.op556 = or i32 %409, %27
  br label %.preheader27

513:                                              ; preds = %.loopexit30
  %514 = sext i32 %421 to i64
  %515 = sub nsw i64 %31, %514
  %516 = tail call i64 @llvm.smax.i64(i64 %515, i64 0)
  %517 = tail call i64 @llvm.umin.i64(i64 %516, i64 8)
  %518 = trunc nuw nsw i64 %517 to i32
  %519 = shl nuw nsw i32 %518, 1
  %520 = select i1 %65, i32 %519, i32 0
  %521 = ptrtoint ptr addrspace(3) %512 to i64
  %522 = trunc i64 %521 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %522, ptr addrspace(1) %508, i32 %520) #5
  br label %.loopexit28

.preheader27:                                     ; preds = %.preheader27.preheader, %.preheader27
  %523 = phi i64 [ %533, %.preheader27 ], [ 0, %.preheader27.preheader ]
  %524 = trunc nuw nsw i64 %523 to i32
  %.reass345.reass = or i32 %524, %invariant.op556
  %525 = add i32 %.reass345.reass, %64
  %526 = sext i32 %525 to i64
  %527 = getelementptr bfloat, ptr addrspace(1) %0, i64 %526
  %528 = icmp slt i32 %.reass345.reass, %5
  %529 = and i1 %65, %528
  %530 = zext i1 %529 to i32
  %531 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %527, i32 %530, i16 0) #5
  %532 = getelementptr bfloat, ptr addrspace(3) %512, i64 %523
  store i16 %531, ptr addrspace(3) %532, align 2
  %533 = add nuw nsw i64 %523, 1
  %exitcond252.not = icmp eq i64 %533, 8
  br i1 %exitcond252.not, label %.loopexit28, label %.preheader27

.loopexit28:                                      ; preds = %.preheader27, %513
  %534 = getelementptr i8, ptr addrspace(3) %420, i64 16384
  %535 = or disjoint i32 %409, %72
  %536 = mul i32 %535, %4
  %537 = add i32 %536, %74
  %538 = sext i32 %537 to i64
  %539 = getelementptr bfloat, ptr addrspace(1) %1, i64 %538
  %540 = ptrtoint ptr addrspace(1) %539 to i64
  %541 = and i64 %540, 15
  %542 = icmp eq i64 %541, 0
  %543 = icmp slt i32 %535, %5
  %544 = getelementptr i8, ptr addrspace(3) %534, i64 %84
  br i1 %542, label %545, label %.preheader25

545:                                              ; preds = %.loopexit28
  %546 = select i1 %543, i32 %90, i32 0
  %547 = ptrtoint ptr addrspace(3) %544 to i64
  %548 = trunc i64 %547 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %548, ptr addrspace(1) %539, i32 %546) #5
  br label %.loopexit26

.preheader25:                                     ; preds = %.loopexit28, %.preheader25
  %549 = phi i64 [ %559, %.preheader25 ], [ 0, %.loopexit28 ]
  %550 = trunc nuw nsw i64 %549 to i32
  %.reass347.reass = or i32 %550, %invariant.op557
  %551 = add i32 %.reass347.reass, %536
  %552 = sext i32 %551 to i64
  %553 = getelementptr bfloat, ptr addrspace(1) %1, i64 %552
  %554 = icmp slt i32 %.reass347.reass, %4
  %555 = and i1 %543, %554
  %556 = zext i1 %555 to i32
  %557 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %553, i32 %556, i16 0) #5
  %558 = getelementptr bfloat, ptr addrspace(3) %544, i64 %549
  store i16 %557, ptr addrspace(3) %558, align 2
  %559 = add nuw nsw i64 %549, 1
  %exitcond253.not = icmp eq i64 %559, 8
  br i1 %exitcond253.not, label %.loopexit26, label %.preheader25

.loopexit26:                                      ; preds = %.preheader25, %545
  %560 = or disjoint i32 %409, %91
  %561 = mul i32 %560, %4
  %562 = add i32 %561, %74
  %563 = sext i32 %562 to i64
  %564 = getelementptr bfloat, ptr addrspace(1) %1, i64 %563
  %565 = ptrtoint ptr addrspace(1) %564 to i64
  %566 = and i64 %565, 15
  %567 = icmp eq i64 %566, 0
  %568 = icmp slt i32 %560, %5
  %569 = getelementptr i8, ptr addrspace(3) %534, i64 %98
  br i1 %567, label %570, label %.preheader23

570:                                              ; preds = %.loopexit26
  %571 = select i1 %568, i32 %90, i32 0
  %572 = ptrtoint ptr addrspace(3) %569 to i64
  %573 = trunc i64 %572 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %573, ptr addrspace(1) %564, i32 %571) #5
  br label %.loopexit24

.preheader23:                                     ; preds = %.loopexit26, %.preheader23
  %574 = phi i64 [ %584, %.preheader23 ], [ 0, %.loopexit26 ]
  %575 = trunc nuw nsw i64 %574 to i32
  %.reass349.reass = or i32 %575, %invariant.op558
  %576 = add i32 %.reass349.reass, %561
  %577 = sext i32 %576 to i64
  %578 = getelementptr bfloat, ptr addrspace(1) %1, i64 %577
  %579 = icmp slt i32 %.reass349.reass, %4
  %580 = and i1 %568, %579
  %581 = zext i1 %580 to i32
  %582 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %578, i32 %581, i16 0) #5
  %583 = getelementptr bfloat, ptr addrspace(3) %569, i64 %574
  store i16 %582, ptr addrspace(3) %583, align 2
  %584 = add nuw nsw i64 %574, 1
  %exitcond254.not = icmp eq i64 %584, 8
  br i1 %exitcond254.not, label %.loopexit24, label %.preheader23

.loopexit24:                                      ; preds = %.preheader23, %570
  %585 = or disjoint i32 %409, %99
  %586 = mul i32 %585, %4
  %587 = add i32 %586, %74
  %588 = sext i32 %587 to i64
  %589 = getelementptr bfloat, ptr addrspace(1) %1, i64 %588
  %590 = ptrtoint ptr addrspace(1) %589 to i64
  %591 = and i64 %590, 15
  %592 = icmp eq i64 %591, 0
  %593 = icmp slt i32 %585, %5
  %594 = getelementptr i8, ptr addrspace(3) %534, i64 %106
  br i1 %592, label %595, label %.preheader21

595:                                              ; preds = %.loopexit24
  %596 = select i1 %593, i32 %90, i32 0
  %597 = ptrtoint ptr addrspace(3) %594 to i64
  %598 = trunc i64 %597 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %598, ptr addrspace(1) %589, i32 %596) #5
  br label %.loopexit22

.preheader21:                                     ; preds = %.loopexit24, %.preheader21
  %599 = phi i64 [ %609, %.preheader21 ], [ 0, %.loopexit24 ]
  %600 = trunc nuw nsw i64 %599 to i32
  %.reass351.reass = or i32 %600, %invariant.op559
  %601 = add i32 %.reass351.reass, %586
  %602 = sext i32 %601 to i64
  %603 = getelementptr bfloat, ptr addrspace(1) %1, i64 %602
  %604 = icmp slt i32 %.reass351.reass, %4
  %605 = and i1 %593, %604
  %606 = zext i1 %605 to i32
  %607 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %603, i32 %606, i16 0) #5
  %608 = getelementptr bfloat, ptr addrspace(3) %594, i64 %599
  store i16 %607, ptr addrspace(3) %608, align 2
  %609 = add nuw nsw i64 %599, 1
  %exitcond255.not = icmp eq i64 %609, 8
  br i1 %exitcond255.not, label %.loopexit22, label %.preheader21

.loopexit22:                                      ; preds = %.preheader21, %595
  %610 = or disjoint i32 %409, %107
  %611 = mul i32 %610, %4
  %612 = add i32 %611, %74
  %613 = sext i32 %612 to i64
  %614 = getelementptr bfloat, ptr addrspace(1) %1, i64 %613
  %615 = ptrtoint ptr addrspace(1) %614 to i64
  %616 = and i64 %615, 15
  %617 = icmp eq i64 %616, 0
  %618 = icmp slt i32 %610, %5
  %619 = getelementptr i8, ptr addrspace(3) %534, i64 %114
  br i1 %617, label %620, label %.preheader

620:                                              ; preds = %.loopexit22
  %621 = select i1 %618, i32 %90, i32 0
  %622 = ptrtoint ptr addrspace(3) %619 to i64
  %623 = trunc i64 %622 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %623, ptr addrspace(1) %614, i32 %621) #5
  br label %.loopexit

.preheader:                                       ; preds = %.loopexit22, %.preheader
  %624 = phi i64 [ %634, %.preheader ], [ 0, %.loopexit22 ]
  %625 = trunc nuw nsw i64 %624 to i32
  %.reass353.reass = or i32 %625, %invariant.op560
  %626 = add i32 %.reass353.reass, %611
  %627 = sext i32 %626 to i64
  %628 = getelementptr bfloat, ptr addrspace(1) %1, i64 %627
  %629 = icmp slt i32 %.reass353.reass, %4
  %630 = and i1 %618, %629
  %631 = zext i1 %630 to i32
  %632 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %628, i32 %631, i16 0) #5
  %633 = getelementptr bfloat, ptr addrspace(3) %619, i64 %624
  store i16 %632, ptr addrspace(3) %633, align 2
  %634 = add nuw nsw i64 %624, 1
  %exitcond256.not = icmp eq i64 %634, 8
  br i1 %exitcond256.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %620, %342
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %635 = shl i32 %343, 15
  %636 = sext i32 %635 to i64
  %637 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_dsmem, i64 %636
  %638 = getelementptr i8, ptr addrspace(3) %637, i64 16384
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #5
  %639 = getelementptr i8, ptr addrspace(3) %637, i64 %118
  %640 = ptrtoint ptr addrspace(3) %639 to i64
  %641 = lshr exact i64 %640, 4
  %642 = and i64 %641, 16383
  %643 = or disjoint i64 %642, 4611686293305360384
  %644 = ptrtoint ptr addrspace(3) %638 to i64
  %645 = lshr exact i64 %644, 4
  %646 = and i64 %645, 16383
  %647 = or disjoint i64 %646, 4611686293338849280
  %648 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(i64 %643, i64 %647, i32 1, float %407, float %406, float %405, float %404, float %403, float %402, float %401, float %400, float %399, float %398, float %397, float %396, float %395, float %394, float %393, float %392, float %391, float %390, float %389, float %388, float %387, float %386, float %385, float %384, float %383, float %382, float %381, float %380, float %379, float %378, float %377, float %376, float %375, float %374, float %373, float %372, float %371, float %370, float %369, float %368, float %367, float %366, float %365, float %364, float %363, float %362, float %361, float %360, float %359, float %358, float %357, float %356, float %355, float %354, float %353, float %352, float %351, float %350, float %349, float %348, float %347, float %346, float %345, float %344) #5
  %649 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 0
  %650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 1
  %651 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 2
  %652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 3
  %653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 4
  %654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 5
  %655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 6
  %656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 7
  %657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 8
  %658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 9
  %659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 10
  %660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 11
  %661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 12
  %662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 13
  %663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 14
  %664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 15
  %665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 16
  %666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 17
  %667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 18
  %668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 19
  %669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 20
  %670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 21
  %671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 22
  %672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 23
  %673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 24
  %674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 25
  %675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 26
  %676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 27
  %677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 28
  %678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 29
  %679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 30
  %680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 31
  %681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 32
  %682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 33
  %683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 34
  %684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 35
  %685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 36
  %686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 37
  %687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 38
  %688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 39
  %689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 40
  %690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 41
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 42
  %692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 43
  %693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 44
  %694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 45
  %695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 46
  %696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 47
  %697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 48
  %698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 49
  %699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 50
  %700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 51
  %701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 52
  %702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 53
  %703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 54
  %704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 55
  %705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 56
  %706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 57
  %707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 58
  %708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 59
  %709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 60
  %710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 61
  %711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 62
  %712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %648, 63
  %713 = getelementptr i8, ptr addrspace(3) %639, i64 32
  %714 = ptrtoint ptr addrspace(3) %713 to i64
  %715 = lshr exact i64 %714, 4
  %716 = and i64 %715, 16383
  %717 = or disjoint i64 %716, 4611686293305360384
  %718 = getelementptr i8, ptr addrspace(3) %637, i64 18432
  %719 = ptrtoint ptr addrspace(3) %718 to i64
  %720 = lshr exact i64 %719, 4
  %721 = and i64 %720, 16383
  %722 = or disjoint i64 %721, 4611686293338849280
  %723 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(i64 %717, i64 %722, i32 1, float %649, float %650, float %651, float %652, float %653, float %654, float %655, float %656, float %657, float %658, float %659, float %660, float %661, float %662, float %663, float %664, float %665, float %666, float %667, float %668, float %669, float %670, float %671, float %672, float %673, float %674, float %675, float %676, float %677, float %678, float %679, float %680, float %681, float %682, float %683, float %684, float %685, float %686, float %687, float %688, float %689, float %690, float %691, float %692, float %693, float %694, float %695, float %696, float %697, float %698, float %699, float %700, float %701, float %702, float %703, float %704, float %705, float %706, float %707, float %708, float %709, float %710, float %711, float %712) #5
  %724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 0
  %725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 1
  %726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 2
  %727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 3
  %728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 4
  %729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 5
  %730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 6
  %731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 7
  %732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 8
  %733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 9
  %734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 10
  %735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 11
  %736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 12
  %737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 13
  %738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 14
  %739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 15
  %740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 16
  %741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 17
  %742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 18
  %743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 19
  %744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 20
  %745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 21
  %746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 22
  %747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 23
  %748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 24
  %749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 25
  %750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 26
  %751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 27
  %752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 28
  %753 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 29
  %754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 30
  %755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 31
  %756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 32
  %757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 33
  %758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 34
  %759 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 35
  %760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 36
  %761 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 37
  %762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 38
  %763 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 39
  %764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 40
  %765 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 41
  %766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 42
  %767 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 43
  %768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 44
  %769 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 45
  %770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 46
  %771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 47
  %772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 48
  %773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 49
  %774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 50
  %775 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 51
  %776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 52
  %777 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 53
  %778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 54
  %779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 55
  %780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 56
  %781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 57
  %782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 58
  %783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 59
  %784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 60
  %785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 61
  %786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 62
  %787 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %723, 63
  %788 = getelementptr i8, ptr addrspace(3) %639, i64 64
  %789 = ptrtoint ptr addrspace(3) %788 to i64
  %790 = lshr exact i64 %789, 4
  %791 = and i64 %790, 16383
  %792 = or disjoint i64 %791, 4611686293305360384
  %793 = getelementptr i8, ptr addrspace(3) %637, i64 20480
  %794 = ptrtoint ptr addrspace(3) %793 to i64
  %795 = lshr exact i64 %794, 4
  %796 = and i64 %795, 16383
  %797 = or disjoint i64 %796, 4611686293338849280
  %798 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(i64 %792, i64 %797, i32 1, float %724, float %725, float %726, float %727, float %728, float %729, float %730, float %731, float %732, float %733, float %734, float %735, float %736, float %737, float %738, float %739, float %740, float %741, float %742, float %743, float %744, float %745, float %746, float %747, float %748, float %749, float %750, float %751, float %752, float %753, float %754, float %755, float %756, float %757, float %758, float %759, float %760, float %761, float %762, float %763, float %764, float %765, float %766, float %767, float %768, float %769, float %770, float %771, float %772, float %773, float %774, float %775, float %776, float %777, float %778, float %779, float %780, float %781, float %782, float %783, float %784, float %785, float %786, float %787) #5
  %799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 0
  %800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 1
  %801 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 2
  %802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 3
  %803 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 4
  %804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 5
  %805 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 6
  %806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 7
  %807 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 8
  %808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 9
  %809 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 10
  %810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 11
  %811 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 12
  %812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 13
  %813 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 14
  %814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 15
  %815 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 16
  %816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 17
  %817 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 18
  %818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 19
  %819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 20
  %820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 21
  %821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 22
  %822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 23
  %823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 24
  %824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 25
  %825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 26
  %826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 27
  %827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 28
  %828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 29
  %829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 30
  %830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 31
  %831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 32
  %832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 33
  %833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 34
  %834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 35
  %835 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 36
  %836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 37
  %837 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 38
  %838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 39
  %839 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 40
  %840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 41
  %841 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 42
  %842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 43
  %843 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 44
  %844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 45
  %845 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 46
  %846 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 47
  %847 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 48
  %848 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 49
  %849 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 50
  %850 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 51
  %851 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 52
  %852 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 53
  %853 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 54
  %854 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 55
  %855 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 56
  %856 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 57
  %857 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 58
  %858 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 59
  %859 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 60
  %860 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 61
  %861 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 62
  %862 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 63
  %863 = getelementptr i8, ptr addrspace(3) %639, i64 96
  %864 = ptrtoint ptr addrspace(3) %863 to i64
  %865 = lshr exact i64 %864, 4
  %866 = and i64 %865, 16383
  %867 = or disjoint i64 %866, 4611686293305360384
  %868 = getelementptr i8, ptr addrspace(3) %637, i64 22528
  %869 = ptrtoint ptr addrspace(3) %868 to i64
  %870 = lshr exact i64 %869, 4
  %871 = and i64 %870, 16383
  %872 = or disjoint i64 %871, 4611686293338849280
  %873 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(i64 %867, i64 %872, i32 1, float %799, float %800, float %801, float %802, float %803, float %804, float %805, float %806, float %807, float %808, float %809, float %810, float %811, float %812, float %813, float %814, float %815, float %816, float %817, float %818, float %819, float %820, float %821, float %822, float %823, float %824, float %825, float %826, float %827, float %828, float %829, float %830, float %831, float %832, float %833, float %834, float %835, float %836, float %837, float %838, float %839, float %840, float %841, float %842, float %843, float %844, float %845, float %846, float %847, float %848, float %849, float %850, float %851, float %852, float %853, float %854, float %855, float %856, float %857, float %858, float %859, float %860, float %861, float %862) #5
  %874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 0
  %875 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 1
  %876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 2
  %877 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 3
  %878 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 4
  %879 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 5
  %880 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 6
  %881 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 7
  %882 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 8
  %883 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 9
  %884 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 10
  %885 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 11
  %886 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 12
  %887 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 13
  %888 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 14
  %889 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 15
  %890 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 16
  %891 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 17
  %892 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 18
  %893 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 19
  %894 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 20
  %895 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 21
  %896 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 22
  %897 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 23
  %898 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 24
  %899 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 25
  %900 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 26
  %901 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 27
  %902 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 28
  %903 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 29
  %904 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 30
  %905 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 31
  %906 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 32
  %907 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 33
  %908 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 34
  %909 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 35
  %910 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 36
  %911 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 37
  %912 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 38
  %913 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 39
  %914 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 40
  %915 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 41
  %916 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 42
  %917 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 43
  %918 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 44
  %919 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 45
  %920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 46
  %921 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 47
  %922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 48
  %923 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 49
  %924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 50
  %925 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 51
  %926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 52
  %927 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 53
  %928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 54
  %929 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 55
  %930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 56
  %931 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 57
  %932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 58
  %933 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 59
  %934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 60
  %935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 61
  %936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 62
  %937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %873, 63
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #5
  %938 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(float %874, float %875, float %876, float %877, float %878, float %879, float %880, float %881, float %882, float %883, float %884, float %885, float %886, float %887, float %888, float %889, float %890, float %891, float %892, float %893, float %894, float %895, float %896, float %897, float %898, float %899, float %900, float %901, float %902, float %903, float %904, float %905, float %906, float %907, float %908, float %909, float %910, float %911, float %912, float %913, float %914, float %915, float %916, float %917, float %918, float %919, float %920, float %921, float %922, float %923, float %924, float %925, float %926, float %927, float %928, float %929, float %930, float %931, float %932, float %933, float %934, float %935, float %936, float %937) #5
  %939 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 0
  %940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 1
  %941 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 2
  %942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 3
  %943 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 4
  %944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 5
  %945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 6
  %946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 7
  %947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 8
  %948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 9
  %949 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 10
  %950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 11
  %951 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 12
  %952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 13
  %953 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 14
  %954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 15
  %955 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 16
  %956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 17
  %957 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 18
  %958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 19
  %959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 20
  %960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 21
  %961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 22
  %962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 23
  %963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 24
  %964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 25
  %965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 26
  %966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 27
  %967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 28
  %968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 29
  %969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 30
  %970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 31
  %971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 32
  %972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 33
  %973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 34
  %974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 35
  %975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 36
  %976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 37
  %977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 38
  %978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 39
  %979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 40
  %980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 41
  %981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 42
  %982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 43
  %983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 44
  %984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 45
  %985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 46
  %986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 47
  %987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 48
  %988 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 49
  %989 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 50
  %990 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 51
  %991 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 52
  %992 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 53
  %993 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 54
  %994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 55
  %995 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 56
  %996 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 57
  %997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 58
  %998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 59
  %999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 60
  %1000 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 61
  %1001 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 62
  %1002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %938, 63
  %1003 = add i32 %343, 1
  %1004 = icmp eq i32 %1003, 4
  %1005 = select i1 %1004, i32 0, i32 %1003
  %1006 = add i32 %408, 64
  %1007 = icmp slt i32 %1006, %5
  br i1 %1007, label %342, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.preheader35
  %.lcssa114 = phi float [ 0.000000e+00, %.preheader35 ], [ %939, %.loopexit ]
  %.lcssa113 = phi float [ 0.000000e+00, %.preheader35 ], [ %940, %.loopexit ]
  %.lcssa112 = phi float [ 0.000000e+00, %.preheader35 ], [ %941, %.loopexit ]
  %.lcssa111 = phi float [ 0.000000e+00, %.preheader35 ], [ %942, %.loopexit ]
  %.lcssa110 = phi float [ 0.000000e+00, %.preheader35 ], [ %943, %.loopexit ]
  %.lcssa109 = phi float [ 0.000000e+00, %.preheader35 ], [ %944, %.loopexit ]
  %.lcssa108 = phi float [ 0.000000e+00, %.preheader35 ], [ %945, %.loopexit ]
  %.lcssa107 = phi float [ 0.000000e+00, %.preheader35 ], [ %946, %.loopexit ]
  %.lcssa106 = phi float [ 0.000000e+00, %.preheader35 ], [ %947, %.loopexit ]
  %.lcssa105 = phi float [ 0.000000e+00, %.preheader35 ], [ %948, %.loopexit ]
  %.lcssa104 = phi float [ 0.000000e+00, %.preheader35 ], [ %949, %.loopexit ]
  %.lcssa103 = phi float [ 0.000000e+00, %.preheader35 ], [ %950, %.loopexit ]
  %.lcssa102 = phi float [ 0.000000e+00, %.preheader35 ], [ %951, %.loopexit ]
  %.lcssa101 = phi float [ 0.000000e+00, %.preheader35 ], [ %952, %.loopexit ]
  %.lcssa100 = phi float [ 0.000000e+00, %.preheader35 ], [ %953, %.loopexit ]
  %.lcssa99 = phi float [ 0.000000e+00, %.preheader35 ], [ %954, %.loopexit ]
  %.lcssa98 = phi float [ 0.000000e+00, %.preheader35 ], [ %955, %.loopexit ]
  %.lcssa97 = phi float [ 0.000000e+00, %.preheader35 ], [ %956, %.loopexit ]
  %.lcssa96 = phi float [ 0.000000e+00, %.preheader35 ], [ %957, %.loopexit ]
  %.lcssa95 = phi float [ 0.000000e+00, %.preheader35 ], [ %958, %.loopexit ]
  %.lcssa94 = phi float [ 0.000000e+00, %.preheader35 ], [ %959, %.loopexit ]
  %.lcssa93 = phi float [ 0.000000e+00, %.preheader35 ], [ %960, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.preheader35 ], [ %961, %.loopexit ]
  %.lcssa91 = phi float [ 0.000000e+00, %.preheader35 ], [ %962, %.loopexit ]
  %.lcssa90 = phi float [ 0.000000e+00, %.preheader35 ], [ %963, %.loopexit ]
  %.lcssa89 = phi float [ 0.000000e+00, %.preheader35 ], [ %964, %.loopexit ]
  %.lcssa88 = phi float [ 0.000000e+00, %.preheader35 ], [ %965, %.loopexit ]
  %.lcssa87 = phi float [ 0.000000e+00, %.preheader35 ], [ %966, %.loopexit ]
  %.lcssa86 = phi float [ 0.000000e+00, %.preheader35 ], [ %967, %.loopexit ]
  %.lcssa85 = phi float [ 0.000000e+00, %.preheader35 ], [ %968, %.loopexit ]
  %.lcssa84 = phi float [ 0.000000e+00, %.preheader35 ], [ %969, %.loopexit ]
  %.lcssa83 = phi float [ 0.000000e+00, %.preheader35 ], [ %970, %.loopexit ]
  %.lcssa82 = phi float [ 0.000000e+00, %.preheader35 ], [ %971, %.loopexit ]
  %.lcssa81 = phi float [ 0.000000e+00, %.preheader35 ], [ %972, %.loopexit ]
  %.lcssa80 = phi float [ 0.000000e+00, %.preheader35 ], [ %973, %.loopexit ]
  %.lcssa79 = phi float [ 0.000000e+00, %.preheader35 ], [ %974, %.loopexit ]
  %.lcssa78 = phi float [ 0.000000e+00, %.preheader35 ], [ %975, %.loopexit ]
  %.lcssa77 = phi float [ 0.000000e+00, %.preheader35 ], [ %976, %.loopexit ]
  %.lcssa76 = phi float [ 0.000000e+00, %.preheader35 ], [ %977, %.loopexit ]
  %.lcssa75 = phi float [ 0.000000e+00, %.preheader35 ], [ %978, %.loopexit ]
  %.lcssa74 = phi float [ 0.000000e+00, %.preheader35 ], [ %979, %.loopexit ]
  %.lcssa73 = phi float [ 0.000000e+00, %.preheader35 ], [ %980, %.loopexit ]
  %.lcssa72 = phi float [ 0.000000e+00, %.preheader35 ], [ %981, %.loopexit ]
  %.lcssa71 = phi float [ 0.000000e+00, %.preheader35 ], [ %982, %.loopexit ]
  %.lcssa70 = phi float [ 0.000000e+00, %.preheader35 ], [ %983, %.loopexit ]
  %.lcssa69 = phi float [ 0.000000e+00, %.preheader35 ], [ %984, %.loopexit ]
  %.lcssa68 = phi float [ 0.000000e+00, %.preheader35 ], [ %985, %.loopexit ]
  %.lcssa67 = phi float [ 0.000000e+00, %.preheader35 ], [ %986, %.loopexit ]
  %.lcssa66 = phi float [ 0.000000e+00, %.preheader35 ], [ %987, %.loopexit ]
  %.lcssa65 = phi float [ 0.000000e+00, %.preheader35 ], [ %988, %.loopexit ]
  %.lcssa64 = phi float [ 0.000000e+00, %.preheader35 ], [ %989, %.loopexit ]
  %.lcssa63 = phi float [ 0.000000e+00, %.preheader35 ], [ %990, %.loopexit ]
  %.lcssa62 = phi float [ 0.000000e+00, %.preheader35 ], [ %991, %.loopexit ]
  %.lcssa61 = phi float [ 0.000000e+00, %.preheader35 ], [ %992, %.loopexit ]
  %.lcssa60 = phi float [ 0.000000e+00, %.preheader35 ], [ %993, %.loopexit ]
  %.lcssa59 = phi float [ 0.000000e+00, %.preheader35 ], [ %994, %.loopexit ]
  %.lcssa58 = phi float [ 0.000000e+00, %.preheader35 ], [ %995, %.loopexit ]
  %.lcssa57 = phi float [ 0.000000e+00, %.preheader35 ], [ %996, %.loopexit ]
  %.lcssa56 = phi float [ 0.000000e+00, %.preheader35 ], [ %997, %.loopexit ]
  %.lcssa55 = phi float [ 0.000000e+00, %.preheader35 ], [ %998, %.loopexit ]
  %.lcssa54 = phi float [ 0.000000e+00, %.preheader35 ], [ %999, %.loopexit ]
  %.lcssa53 = phi float [ 0.000000e+00, %.preheader35 ], [ %1000, %.loopexit ]
  %.lcssa52 = phi float [ 0.000000e+00, %.preheader35 ], [ %1001, %.loopexit ]
  %.lcssa = phi float [ 0.000000e+00, %.preheader35 ], [ %1002, %.loopexit ]
  %1008 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(float %.lcssa114, float %.lcssa113, float %.lcssa112, float %.lcssa111, float %.lcssa110, float %.lcssa109, float %.lcssa108, float %.lcssa107, float %.lcssa106, float %.lcssa105, float %.lcssa104, float %.lcssa103, float %.lcssa102, float %.lcssa101, float %.lcssa100, float %.lcssa99, float %.lcssa98, float %.lcssa97, float %.lcssa96, float %.lcssa95, float %.lcssa94, float %.lcssa93, float %.lcssa92, float %.lcssa91, float %.lcssa90, float %.lcssa89, float %.lcssa88, float %.lcssa87, float %.lcssa86, float %.lcssa85, float %.lcssa84, float %.lcssa83, float %.lcssa82, float %.lcssa81, float %.lcssa80, float %.lcssa79, float %.lcssa78, float %.lcssa77, float %.lcssa76, float %.lcssa75, float %.lcssa74, float %.lcssa73, float %.lcssa72, float %.lcssa71, float %.lcssa70, float %.lcssa69, float %.lcssa68, float %.lcssa67, float %.lcssa66, float %.lcssa65, float %.lcssa64, float %.lcssa63, float %.lcssa62, float %.lcssa61, float %.lcssa60, float %.lcssa59, float %.lcssa58, float %.lcssa57, float %.lcssa56, float %.lcssa55, float %.lcssa54, float %.lcssa53, float %.lcssa52, float %.lcssa) #5
  %1009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 0
  %1010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 1
  %1011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 2
  %1012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 3
  %1013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 4
  %1014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 5
  %1015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 6
  %1016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 7
  %1017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 8
  %1018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 9
  %1019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 10
  %1020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 11
  %1021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 12
  %1022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 13
  %1023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 14
  %1024 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 15
  %1025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 16
  %1026 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 17
  %1027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 18
  %1028 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 19
  %1029 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 20
  %1030 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 21
  %1031 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 22
  %1032 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 23
  %1033 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 24
  %1034 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 25
  %1035 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 26
  %1036 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 27
  %1037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 28
  %1038 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 29
  %1039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 30
  %1040 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 31
  %1041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 32
  %1042 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 33
  %1043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 34
  %1044 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 35
  %1045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 36
  %1046 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 37
  %1047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 38
  %1048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 39
  %1049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 40
  %1050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 41
  %1051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 42
  %1052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 43
  %1053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 44
  %1054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 45
  %1055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 46
  %1056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 47
  %1057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 48
  %1058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 49
  %1059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 50
  %1060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 51
  %1061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 52
  %1062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 53
  %1063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 54
  %1064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 55
  %1065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 56
  %1066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 57
  %1067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 58
  %1068 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 59
  %1069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 60
  %1070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 61
  %1071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 62
  %1072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1008, 63
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1073 = lshr i32 %7, 1
  %1074 = lshr i32 %7, 2
  %1075 = and i32 %1074, 7
  %1076 = and i32 %1073, 112
  %1077 = or disjoint i32 %1076, %1075
  %1078 = shl nuw nsw i32 %7, 1
  %1079 = and i32 %1078, 6
  %1080 = or disjoint i32 %1077, %23
  %1081 = mul i32 %1080, %4
  %1082 = or disjoint i32 %24, %1079
  %1083 = add i32 %1081, %1082
  %1084 = sext i32 %1083 to i64
  %1085 = getelementptr float, ptr addrspace(1) %2, i64 %1084
  %1086 = icmp slt i32 %1080, %3
  %1087 = icmp slt i32 %1082, %4
  %1088 = and i1 %1086, %1087
  %1089 = or disjoint i32 %1082, 1
  %1090 = icmp slt i32 %1089, %4
  %1091 = ptrtoint ptr addrspace(1) %1085 to i64
  %1092 = and i64 %1091, 7
  %1093 = icmp eq i64 %1092, 0
  %1094 = and i1 %1088, %1093
  %1095 = and i1 %1090, %1094
  %1096 = xor i1 %1088, %1095
  %1097 = xor i1 %1086, %1094
  %1098 = and i1 %1090, %1097
  %1099 = zext i1 %1095 to i32
  %1100 = bitcast float %1009 to i32
  %1101 = bitcast float %1010 to i32
  %1102 = zext i1 %1096 to i32
  %1103 = zext i1 %1098 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1099, i32 %1100, i32 %1101, ptr addrspace(1) %1085, i32 %1102, i32 %1103) #5
  %1104 = or disjoint i32 %1080, 8
  %1105 = mul i32 %1104, %4
  %1106 = add i32 %1105, %1082
  %1107 = sext i32 %1106 to i64
  %1108 = getelementptr float, ptr addrspace(1) %2, i64 %1107
  %1109 = icmp slt i32 %1104, %3
  %1110 = and i1 %1109, %1087
  %1111 = ptrtoint ptr addrspace(1) %1108 to i64
  %1112 = and i64 %1111, 7
  %1113 = icmp eq i64 %1112, 0
  %1114 = and i1 %1110, %1113
  %1115 = and i1 %1090, %1114
  %1116 = xor i1 %1110, %1115
  %1117 = xor i1 %1109, %1114
  %1118 = and i1 %1090, %1117
  %1119 = zext i1 %1115 to i32
  %1120 = bitcast float %1011 to i32
  %1121 = bitcast float %1012 to i32
  %1122 = zext i1 %1116 to i32
  %1123 = zext i1 %1118 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1119, i32 %1120, i32 %1121, ptr addrspace(1) %1108, i32 %1122, i32 %1123) #5
  %1124 = or disjoint i32 %1082, 8
  %1125 = add i32 %1081, %1124
  %1126 = sext i32 %1125 to i64
  %1127 = getelementptr float, ptr addrspace(1) %2, i64 %1126
  %1128 = icmp slt i32 %1124, %4
  %1129 = and i1 %1086, %1128
  %1130 = or disjoint i32 %1082, 9
  %1131 = icmp slt i32 %1130, %4
  %1132 = ptrtoint ptr addrspace(1) %1127 to i64
  %1133 = and i64 %1132, 7
  %1134 = icmp eq i64 %1133, 0
  %1135 = and i1 %1129, %1134
  %1136 = and i1 %1131, %1135
  %1137 = xor i1 %1129, %1136
  %1138 = xor i1 %1086, %1135
  %1139 = and i1 %1131, %1138
  %1140 = zext i1 %1136 to i32
  %1141 = bitcast float %1013 to i32
  %1142 = bitcast float %1014 to i32
  %1143 = zext i1 %1137 to i32
  %1144 = zext i1 %1139 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1140, i32 %1141, i32 %1142, ptr addrspace(1) %1127, i32 %1143, i32 %1144) #5
  %1145 = add i32 %1105, %1124
  %1146 = sext i32 %1145 to i64
  %1147 = getelementptr float, ptr addrspace(1) %2, i64 %1146
  %1148 = and i1 %1109, %1128
  %1149 = ptrtoint ptr addrspace(1) %1147 to i64
  %1150 = and i64 %1149, 7
  %1151 = icmp eq i64 %1150, 0
  %1152 = and i1 %1148, %1151
  %1153 = and i1 %1131, %1152
  %1154 = xor i1 %1148, %1153
  %1155 = xor i1 %1109, %1152
  %1156 = and i1 %1131, %1155
  %1157 = zext i1 %1153 to i32
  %1158 = bitcast float %1015 to i32
  %1159 = bitcast float %1016 to i32
  %1160 = zext i1 %1154 to i32
  %1161 = zext i1 %1156 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1157, i32 %1158, i32 %1159, ptr addrspace(1) %1147, i32 %1160, i32 %1161) #5
  %1162 = or disjoint i32 %1082, 16
  %1163 = add i32 %1081, %1162
  %1164 = sext i32 %1163 to i64
  %1165 = getelementptr float, ptr addrspace(1) %2, i64 %1164
  %1166 = icmp slt i32 %1162, %4
  %1167 = and i1 %1086, %1166
  %1168 = or disjoint i32 %1082, 17
  %1169 = icmp slt i32 %1168, %4
  %1170 = ptrtoint ptr addrspace(1) %1165 to i64
  %1171 = and i64 %1170, 7
  %1172 = icmp eq i64 %1171, 0
  %1173 = and i1 %1167, %1172
  %1174 = and i1 %1169, %1173
  %1175 = xor i1 %1167, %1174
  %1176 = xor i1 %1086, %1173
  %1177 = and i1 %1169, %1176
  %1178 = zext i1 %1174 to i32
  %1179 = bitcast float %1017 to i32
  %1180 = bitcast float %1018 to i32
  %1181 = zext i1 %1175 to i32
  %1182 = zext i1 %1177 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1178, i32 %1179, i32 %1180, ptr addrspace(1) %1165, i32 %1181, i32 %1182) #5
  %1183 = add i32 %1105, %1162
  %1184 = sext i32 %1183 to i64
  %1185 = getelementptr float, ptr addrspace(1) %2, i64 %1184
  %1186 = and i1 %1109, %1166
  %1187 = ptrtoint ptr addrspace(1) %1185 to i64
  %1188 = and i64 %1187, 7
  %1189 = icmp eq i64 %1188, 0
  %1190 = and i1 %1186, %1189
  %1191 = and i1 %1169, %1190
  %1192 = xor i1 %1186, %1191
  %1193 = xor i1 %1109, %1190
  %1194 = and i1 %1169, %1193
  %1195 = zext i1 %1191 to i32
  %1196 = bitcast float %1019 to i32
  %1197 = bitcast float %1020 to i32
  %1198 = zext i1 %1192 to i32
  %1199 = zext i1 %1194 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1195, i32 %1196, i32 %1197, ptr addrspace(1) %1185, i32 %1198, i32 %1199) #5
  %1200 = or disjoint i32 %1082, 24
  %1201 = add i32 %1081, %1200
  %1202 = sext i32 %1201 to i64
  %1203 = getelementptr float, ptr addrspace(1) %2, i64 %1202
  %1204 = icmp slt i32 %1200, %4
  %1205 = and i1 %1086, %1204
  %1206 = or disjoint i32 %1082, 25
  %1207 = icmp slt i32 %1206, %4
  %1208 = ptrtoint ptr addrspace(1) %1203 to i64
  %1209 = and i64 %1208, 7
  %1210 = icmp eq i64 %1209, 0
  %1211 = and i1 %1205, %1210
  %1212 = and i1 %1207, %1211
  %1213 = xor i1 %1205, %1212
  %1214 = xor i1 %1086, %1211
  %1215 = and i1 %1207, %1214
  %1216 = zext i1 %1212 to i32
  %1217 = bitcast float %1021 to i32
  %1218 = bitcast float %1022 to i32
  %1219 = zext i1 %1213 to i32
  %1220 = zext i1 %1215 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1216, i32 %1217, i32 %1218, ptr addrspace(1) %1203, i32 %1219, i32 %1220) #5
  %1221 = add i32 %1105, %1200
  %1222 = sext i32 %1221 to i64
  %1223 = getelementptr float, ptr addrspace(1) %2, i64 %1222
  %1224 = and i1 %1109, %1204
  %1225 = ptrtoint ptr addrspace(1) %1223 to i64
  %1226 = and i64 %1225, 7
  %1227 = icmp eq i64 %1226, 0
  %1228 = and i1 %1224, %1227
  %1229 = and i1 %1207, %1228
  %1230 = xor i1 %1224, %1229
  %1231 = xor i1 %1109, %1228
  %1232 = and i1 %1207, %1231
  %1233 = zext i1 %1229 to i32
  %1234 = bitcast float %1023 to i32
  %1235 = bitcast float %1024 to i32
  %1236 = zext i1 %1230 to i32
  %1237 = zext i1 %1232 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1233, i32 %1234, i32 %1235, ptr addrspace(1) %1223, i32 %1236, i32 %1237) #5
  %1238 = or disjoint i32 %1082, 32
  %1239 = add i32 %1081, %1238
  %1240 = sext i32 %1239 to i64
  %1241 = getelementptr float, ptr addrspace(1) %2, i64 %1240
  %1242 = icmp slt i32 %1238, %4
  %1243 = and i1 %1086, %1242
  %1244 = or disjoint i32 %1082, 33
  %1245 = icmp slt i32 %1244, %4
  %1246 = ptrtoint ptr addrspace(1) %1241 to i64
  %1247 = and i64 %1246, 7
  %1248 = icmp eq i64 %1247, 0
  %1249 = and i1 %1243, %1248
  %1250 = and i1 %1245, %1249
  %1251 = xor i1 %1243, %1250
  %1252 = xor i1 %1086, %1249
  %1253 = and i1 %1245, %1252
  %1254 = zext i1 %1250 to i32
  %1255 = bitcast float %1025 to i32
  %1256 = bitcast float %1026 to i32
  %1257 = zext i1 %1251 to i32
  %1258 = zext i1 %1253 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1254, i32 %1255, i32 %1256, ptr addrspace(1) %1241, i32 %1257, i32 %1258) #5
  %1259 = add i32 %1105, %1238
  %1260 = sext i32 %1259 to i64
  %1261 = getelementptr float, ptr addrspace(1) %2, i64 %1260
  %1262 = and i1 %1109, %1242
  %1263 = ptrtoint ptr addrspace(1) %1261 to i64
  %1264 = and i64 %1263, 7
  %1265 = icmp eq i64 %1264, 0
  %1266 = and i1 %1262, %1265
  %1267 = and i1 %1245, %1266
  %1268 = xor i1 %1262, %1267
  %1269 = xor i1 %1109, %1266
  %1270 = and i1 %1245, %1269
  %1271 = zext i1 %1267 to i32
  %1272 = bitcast float %1027 to i32
  %1273 = bitcast float %1028 to i32
  %1274 = zext i1 %1268 to i32
  %1275 = zext i1 %1270 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1271, i32 %1272, i32 %1273, ptr addrspace(1) %1261, i32 %1274, i32 %1275) #5
  %1276 = or disjoint i32 %1082, 40
  %1277 = add i32 %1081, %1276
  %1278 = sext i32 %1277 to i64
  %1279 = getelementptr float, ptr addrspace(1) %2, i64 %1278
  %1280 = icmp slt i32 %1276, %4
  %1281 = and i1 %1086, %1280
  %1282 = or disjoint i32 %1082, 41
  %1283 = icmp slt i32 %1282, %4
  %1284 = ptrtoint ptr addrspace(1) %1279 to i64
  %1285 = and i64 %1284, 7
  %1286 = icmp eq i64 %1285, 0
  %1287 = and i1 %1281, %1286
  %1288 = and i1 %1283, %1287
  %1289 = xor i1 %1281, %1288
  %1290 = xor i1 %1086, %1287
  %1291 = and i1 %1283, %1290
  %1292 = zext i1 %1288 to i32
  %1293 = bitcast float %1029 to i32
  %1294 = bitcast float %1030 to i32
  %1295 = zext i1 %1289 to i32
  %1296 = zext i1 %1291 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1292, i32 %1293, i32 %1294, ptr addrspace(1) %1279, i32 %1295, i32 %1296) #5
  %1297 = add i32 %1105, %1276
  %1298 = sext i32 %1297 to i64
  %1299 = getelementptr float, ptr addrspace(1) %2, i64 %1298
  %1300 = and i1 %1109, %1280
  %1301 = ptrtoint ptr addrspace(1) %1299 to i64
  %1302 = and i64 %1301, 7
  %1303 = icmp eq i64 %1302, 0
  %1304 = and i1 %1300, %1303
  %1305 = and i1 %1283, %1304
  %1306 = xor i1 %1300, %1305
  %1307 = xor i1 %1109, %1304
  %1308 = and i1 %1283, %1307
  %1309 = zext i1 %1305 to i32
  %1310 = bitcast float %1031 to i32
  %1311 = bitcast float %1032 to i32
  %1312 = zext i1 %1306 to i32
  %1313 = zext i1 %1308 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1309, i32 %1310, i32 %1311, ptr addrspace(1) %1299, i32 %1312, i32 %1313) #5
  %1314 = or disjoint i32 %1082, 48
  %1315 = add i32 %1081, %1314
  %1316 = sext i32 %1315 to i64
  %1317 = getelementptr float, ptr addrspace(1) %2, i64 %1316
  %1318 = icmp slt i32 %1314, %4
  %1319 = and i1 %1086, %1318
  %1320 = or disjoint i32 %1082, 49
  %1321 = icmp slt i32 %1320, %4
  %1322 = ptrtoint ptr addrspace(1) %1317 to i64
  %1323 = and i64 %1322, 7
  %1324 = icmp eq i64 %1323, 0
  %1325 = and i1 %1319, %1324
  %1326 = and i1 %1321, %1325
  %1327 = xor i1 %1319, %1326
  %1328 = xor i1 %1086, %1325
  %1329 = and i1 %1321, %1328
  %1330 = zext i1 %1326 to i32
  %1331 = bitcast float %1033 to i32
  %1332 = bitcast float %1034 to i32
  %1333 = zext i1 %1327 to i32
  %1334 = zext i1 %1329 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1330, i32 %1331, i32 %1332, ptr addrspace(1) %1317, i32 %1333, i32 %1334) #5
  %1335 = add i32 %1105, %1314
  %1336 = sext i32 %1335 to i64
  %1337 = getelementptr float, ptr addrspace(1) %2, i64 %1336
  %1338 = and i1 %1109, %1318
  %1339 = ptrtoint ptr addrspace(1) %1337 to i64
  %1340 = and i64 %1339, 7
  %1341 = icmp eq i64 %1340, 0
  %1342 = and i1 %1338, %1341
  %1343 = and i1 %1321, %1342
  %1344 = xor i1 %1338, %1343
  %1345 = xor i1 %1109, %1342
  %1346 = and i1 %1321, %1345
  %1347 = zext i1 %1343 to i32
  %1348 = bitcast float %1035 to i32
  %1349 = bitcast float %1036 to i32
  %1350 = zext i1 %1344 to i32
  %1351 = zext i1 %1346 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1347, i32 %1348, i32 %1349, ptr addrspace(1) %1337, i32 %1350, i32 %1351) #5
  %1352 = or disjoint i32 %1082, 56
  %1353 = add i32 %1081, %1352
  %1354 = sext i32 %1353 to i64
  %1355 = getelementptr float, ptr addrspace(1) %2, i64 %1354
  %1356 = icmp slt i32 %1352, %4
  %1357 = and i1 %1086, %1356
  %1358 = or disjoint i32 %1082, 57
  %1359 = icmp slt i32 %1358, %4
  %1360 = ptrtoint ptr addrspace(1) %1355 to i64
  %1361 = and i64 %1360, 7
  %1362 = icmp eq i64 %1361, 0
  %1363 = and i1 %1357, %1362
  %1364 = and i1 %1359, %1363
  %1365 = xor i1 %1357, %1364
  %1366 = xor i1 %1086, %1363
  %1367 = and i1 %1359, %1366
  %1368 = zext i1 %1364 to i32
  %1369 = bitcast float %1037 to i32
  %1370 = bitcast float %1038 to i32
  %1371 = zext i1 %1365 to i32
  %1372 = zext i1 %1367 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1368, i32 %1369, i32 %1370, ptr addrspace(1) %1355, i32 %1371, i32 %1372) #5
  %1373 = add i32 %1105, %1352
  %1374 = sext i32 %1373 to i64
  %1375 = getelementptr float, ptr addrspace(1) %2, i64 %1374
  %1376 = and i1 %1109, %1356
  %1377 = ptrtoint ptr addrspace(1) %1375 to i64
  %1378 = and i64 %1377, 7
  %1379 = icmp eq i64 %1378, 0
  %1380 = and i1 %1376, %1379
  %1381 = and i1 %1359, %1380
  %1382 = xor i1 %1376, %1381
  %1383 = xor i1 %1109, %1380
  %1384 = and i1 %1359, %1383
  %1385 = zext i1 %1381 to i32
  %1386 = bitcast float %1039 to i32
  %1387 = bitcast float %1040 to i32
  %1388 = zext i1 %1382 to i32
  %1389 = zext i1 %1384 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1385, i32 %1386, i32 %1387, ptr addrspace(1) %1375, i32 %1388, i32 %1389) #5
  %1390 = or disjoint i32 %1082, 64
  %1391 = add i32 %1081, %1390
  %1392 = sext i32 %1391 to i64
  %1393 = getelementptr float, ptr addrspace(1) %2, i64 %1392
  %1394 = icmp slt i32 %1390, %4
  %1395 = and i1 %1086, %1394
  %1396 = or disjoint i32 %1082, 65
  %1397 = icmp slt i32 %1396, %4
  %1398 = ptrtoint ptr addrspace(1) %1393 to i64
  %1399 = and i64 %1398, 7
  %1400 = icmp eq i64 %1399, 0
  %1401 = and i1 %1395, %1400
  %1402 = and i1 %1397, %1401
  %1403 = xor i1 %1395, %1402
  %1404 = xor i1 %1086, %1401
  %1405 = and i1 %1397, %1404
  %1406 = zext i1 %1402 to i32
  %1407 = bitcast float %1041 to i32
  %1408 = bitcast float %1042 to i32
  %1409 = zext i1 %1403 to i32
  %1410 = zext i1 %1405 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1406, i32 %1407, i32 %1408, ptr addrspace(1) %1393, i32 %1409, i32 %1410) #5
  %1411 = add i32 %1105, %1390
  %1412 = sext i32 %1411 to i64
  %1413 = getelementptr float, ptr addrspace(1) %2, i64 %1412
  %1414 = and i1 %1109, %1394
  %1415 = ptrtoint ptr addrspace(1) %1413 to i64
  %1416 = and i64 %1415, 7
  %1417 = icmp eq i64 %1416, 0
  %1418 = and i1 %1414, %1417
  %1419 = and i1 %1397, %1418
  %1420 = xor i1 %1414, %1419
  %1421 = xor i1 %1109, %1418
  %1422 = and i1 %1397, %1421
  %1423 = zext i1 %1419 to i32
  %1424 = bitcast float %1043 to i32
  %1425 = bitcast float %1044 to i32
  %1426 = zext i1 %1420 to i32
  %1427 = zext i1 %1422 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1423, i32 %1424, i32 %1425, ptr addrspace(1) %1413, i32 %1426, i32 %1427) #5
  %1428 = or disjoint i32 %1082, 72
  %1429 = add i32 %1081, %1428
  %1430 = sext i32 %1429 to i64
  %1431 = getelementptr float, ptr addrspace(1) %2, i64 %1430
  %1432 = icmp slt i32 %1428, %4
  %1433 = and i1 %1086, %1432
  %1434 = or disjoint i32 %1082, 73
  %1435 = icmp slt i32 %1434, %4
  %1436 = ptrtoint ptr addrspace(1) %1431 to i64
  %1437 = and i64 %1436, 7
  %1438 = icmp eq i64 %1437, 0
  %1439 = and i1 %1433, %1438
  %1440 = and i1 %1435, %1439
  %1441 = xor i1 %1433, %1440
  %1442 = xor i1 %1086, %1439
  %1443 = and i1 %1435, %1442
  %1444 = zext i1 %1440 to i32
  %1445 = bitcast float %1045 to i32
  %1446 = bitcast float %1046 to i32
  %1447 = zext i1 %1441 to i32
  %1448 = zext i1 %1443 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1444, i32 %1445, i32 %1446, ptr addrspace(1) %1431, i32 %1447, i32 %1448) #5
  %1449 = add i32 %1105, %1428
  %1450 = sext i32 %1449 to i64
  %1451 = getelementptr float, ptr addrspace(1) %2, i64 %1450
  %1452 = and i1 %1109, %1432
  %1453 = ptrtoint ptr addrspace(1) %1451 to i64
  %1454 = and i64 %1453, 7
  %1455 = icmp eq i64 %1454, 0
  %1456 = and i1 %1452, %1455
  %1457 = and i1 %1435, %1456
  %1458 = xor i1 %1452, %1457
  %1459 = xor i1 %1109, %1456
  %1460 = and i1 %1435, %1459
  %1461 = zext i1 %1457 to i32
  %1462 = bitcast float %1047 to i32
  %1463 = bitcast float %1048 to i32
  %1464 = zext i1 %1458 to i32
  %1465 = zext i1 %1460 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1461, i32 %1462, i32 %1463, ptr addrspace(1) %1451, i32 %1464, i32 %1465) #5
  %1466 = or disjoint i32 %1082, 80
  %1467 = add i32 %1081, %1466
  %1468 = sext i32 %1467 to i64
  %1469 = getelementptr float, ptr addrspace(1) %2, i64 %1468
  %1470 = icmp slt i32 %1466, %4
  %1471 = and i1 %1086, %1470
  %1472 = or disjoint i32 %1082, 81
  %1473 = icmp slt i32 %1472, %4
  %1474 = ptrtoint ptr addrspace(1) %1469 to i64
  %1475 = and i64 %1474, 7
  %1476 = icmp eq i64 %1475, 0
  %1477 = and i1 %1471, %1476
  %1478 = and i1 %1473, %1477
  %1479 = xor i1 %1471, %1478
  %1480 = xor i1 %1086, %1477
  %1481 = and i1 %1473, %1480
  %1482 = zext i1 %1478 to i32
  %1483 = bitcast float %1049 to i32
  %1484 = bitcast float %1050 to i32
  %1485 = zext i1 %1479 to i32
  %1486 = zext i1 %1481 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1482, i32 %1483, i32 %1484, ptr addrspace(1) %1469, i32 %1485, i32 %1486) #5
  %1487 = add i32 %1105, %1466
  %1488 = sext i32 %1487 to i64
  %1489 = getelementptr float, ptr addrspace(1) %2, i64 %1488
  %1490 = and i1 %1109, %1470
  %1491 = ptrtoint ptr addrspace(1) %1489 to i64
  %1492 = and i64 %1491, 7
  %1493 = icmp eq i64 %1492, 0
  %1494 = and i1 %1490, %1493
  %1495 = and i1 %1473, %1494
  %1496 = xor i1 %1490, %1495
  %1497 = xor i1 %1109, %1494
  %1498 = and i1 %1473, %1497
  %1499 = zext i1 %1495 to i32
  %1500 = bitcast float %1051 to i32
  %1501 = bitcast float %1052 to i32
  %1502 = zext i1 %1496 to i32
  %1503 = zext i1 %1498 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1499, i32 %1500, i32 %1501, ptr addrspace(1) %1489, i32 %1502, i32 %1503) #5
  %1504 = or disjoint i32 %1082, 88
  %1505 = add i32 %1081, %1504
  %1506 = sext i32 %1505 to i64
  %1507 = getelementptr float, ptr addrspace(1) %2, i64 %1506
  %1508 = icmp slt i32 %1504, %4
  %1509 = and i1 %1086, %1508
  %1510 = or disjoint i32 %1082, 89
  %1511 = icmp slt i32 %1510, %4
  %1512 = ptrtoint ptr addrspace(1) %1507 to i64
  %1513 = and i64 %1512, 7
  %1514 = icmp eq i64 %1513, 0
  %1515 = and i1 %1509, %1514
  %1516 = and i1 %1511, %1515
  %1517 = xor i1 %1509, %1516
  %1518 = xor i1 %1086, %1515
  %1519 = and i1 %1511, %1518
  %1520 = zext i1 %1516 to i32
  %1521 = bitcast float %1053 to i32
  %1522 = bitcast float %1054 to i32
  %1523 = zext i1 %1517 to i32
  %1524 = zext i1 %1519 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1520, i32 %1521, i32 %1522, ptr addrspace(1) %1507, i32 %1523, i32 %1524) #5
  %1525 = add i32 %1105, %1504
  %1526 = sext i32 %1525 to i64
  %1527 = getelementptr float, ptr addrspace(1) %2, i64 %1526
  %1528 = and i1 %1109, %1508
  %1529 = ptrtoint ptr addrspace(1) %1527 to i64
  %1530 = and i64 %1529, 7
  %1531 = icmp eq i64 %1530, 0
  %1532 = and i1 %1528, %1531
  %1533 = and i1 %1511, %1532
  %1534 = xor i1 %1528, %1533
  %1535 = xor i1 %1109, %1532
  %1536 = and i1 %1511, %1535
  %1537 = zext i1 %1533 to i32
  %1538 = bitcast float %1055 to i32
  %1539 = bitcast float %1056 to i32
  %1540 = zext i1 %1534 to i32
  %1541 = zext i1 %1536 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1537, i32 %1538, i32 %1539, ptr addrspace(1) %1527, i32 %1540, i32 %1541) #5
  %1542 = or disjoint i32 %1082, 96
  %1543 = add i32 %1081, %1542
  %1544 = sext i32 %1543 to i64
  %1545 = getelementptr float, ptr addrspace(1) %2, i64 %1544
  %1546 = icmp slt i32 %1542, %4
  %1547 = and i1 %1086, %1546
  %1548 = or disjoint i32 %1082, 97
  %1549 = icmp slt i32 %1548, %4
  %1550 = ptrtoint ptr addrspace(1) %1545 to i64
  %1551 = and i64 %1550, 7
  %1552 = icmp eq i64 %1551, 0
  %1553 = and i1 %1547, %1552
  %1554 = and i1 %1549, %1553
  %1555 = xor i1 %1547, %1554
  %1556 = xor i1 %1086, %1553
  %1557 = and i1 %1549, %1556
  %1558 = zext i1 %1554 to i32
  %1559 = bitcast float %1057 to i32
  %1560 = bitcast float %1058 to i32
  %1561 = zext i1 %1555 to i32
  %1562 = zext i1 %1557 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1558, i32 %1559, i32 %1560, ptr addrspace(1) %1545, i32 %1561, i32 %1562) #5
  %1563 = add i32 %1105, %1542
  %1564 = sext i32 %1563 to i64
  %1565 = getelementptr float, ptr addrspace(1) %2, i64 %1564
  %1566 = and i1 %1109, %1546
  %1567 = ptrtoint ptr addrspace(1) %1565 to i64
  %1568 = and i64 %1567, 7
  %1569 = icmp eq i64 %1568, 0
  %1570 = and i1 %1566, %1569
  %1571 = and i1 %1549, %1570
  %1572 = xor i1 %1566, %1571
  %1573 = xor i1 %1109, %1570
  %1574 = and i1 %1549, %1573
  %1575 = zext i1 %1571 to i32
  %1576 = bitcast float %1059 to i32
  %1577 = bitcast float %1060 to i32
  %1578 = zext i1 %1572 to i32
  %1579 = zext i1 %1574 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1575, i32 %1576, i32 %1577, ptr addrspace(1) %1565, i32 %1578, i32 %1579) #5
  %1580 = or disjoint i32 %1082, 104
  %1581 = add i32 %1081, %1580
  %1582 = sext i32 %1581 to i64
  %1583 = getelementptr float, ptr addrspace(1) %2, i64 %1582
  %1584 = icmp slt i32 %1580, %4
  %1585 = and i1 %1086, %1584
  %1586 = or disjoint i32 %1082, 105
  %1587 = icmp slt i32 %1586, %4
  %1588 = ptrtoint ptr addrspace(1) %1583 to i64
  %1589 = and i64 %1588, 7
  %1590 = icmp eq i64 %1589, 0
  %1591 = and i1 %1585, %1590
  %1592 = and i1 %1587, %1591
  %1593 = xor i1 %1585, %1592
  %1594 = xor i1 %1086, %1591
  %1595 = and i1 %1587, %1594
  %1596 = zext i1 %1592 to i32
  %1597 = bitcast float %1061 to i32
  %1598 = bitcast float %1062 to i32
  %1599 = zext i1 %1593 to i32
  %1600 = zext i1 %1595 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1596, i32 %1597, i32 %1598, ptr addrspace(1) %1583, i32 %1599, i32 %1600) #5
  %1601 = add i32 %1105, %1580
  %1602 = sext i32 %1601 to i64
  %1603 = getelementptr float, ptr addrspace(1) %2, i64 %1602
  %1604 = and i1 %1109, %1584
  %1605 = ptrtoint ptr addrspace(1) %1603 to i64
  %1606 = and i64 %1605, 7
  %1607 = icmp eq i64 %1606, 0
  %1608 = and i1 %1604, %1607
  %1609 = and i1 %1587, %1608
  %1610 = xor i1 %1604, %1609
  %1611 = xor i1 %1109, %1608
  %1612 = and i1 %1587, %1611
  %1613 = zext i1 %1609 to i32
  %1614 = bitcast float %1063 to i32
  %1615 = bitcast float %1064 to i32
  %1616 = zext i1 %1610 to i32
  %1617 = zext i1 %1612 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1613, i32 %1614, i32 %1615, ptr addrspace(1) %1603, i32 %1616, i32 %1617) #5
  %1618 = or disjoint i32 %1082, 112
  %1619 = add i32 %1081, %1618
  %1620 = sext i32 %1619 to i64
  %1621 = getelementptr float, ptr addrspace(1) %2, i64 %1620
  %1622 = icmp slt i32 %1618, %4
  %1623 = and i1 %1086, %1622
  %1624 = or disjoint i32 %1082, 113
  %1625 = icmp slt i32 %1624, %4
  %1626 = ptrtoint ptr addrspace(1) %1621 to i64
  %1627 = and i64 %1626, 7
  %1628 = icmp eq i64 %1627, 0
  %1629 = and i1 %1623, %1628
  %1630 = and i1 %1625, %1629
  %1631 = xor i1 %1623, %1630
  %1632 = xor i1 %1086, %1629
  %1633 = and i1 %1625, %1632
  %1634 = zext i1 %1630 to i32
  %1635 = bitcast float %1065 to i32
  %1636 = bitcast float %1066 to i32
  %1637 = zext i1 %1631 to i32
  %1638 = zext i1 %1633 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1634, i32 %1635, i32 %1636, ptr addrspace(1) %1621, i32 %1637, i32 %1638) #5
  %1639 = add i32 %1105, %1618
  %1640 = sext i32 %1639 to i64
  %1641 = getelementptr float, ptr addrspace(1) %2, i64 %1640
  %1642 = and i1 %1109, %1622
  %1643 = ptrtoint ptr addrspace(1) %1641 to i64
  %1644 = and i64 %1643, 7
  %1645 = icmp eq i64 %1644, 0
  %1646 = and i1 %1642, %1645
  %1647 = and i1 %1625, %1646
  %1648 = xor i1 %1642, %1647
  %1649 = xor i1 %1109, %1646
  %1650 = and i1 %1625, %1649
  %1651 = zext i1 %1647 to i32
  %1652 = bitcast float %1067 to i32
  %1653 = bitcast float %1068 to i32
  %1654 = zext i1 %1648 to i32
  %1655 = zext i1 %1650 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1651, i32 %1652, i32 %1653, ptr addrspace(1) %1641, i32 %1654, i32 %1655) #5
  %1656 = or disjoint i32 %1082, 120
  %1657 = add i32 %1081, %1656
  %1658 = sext i32 %1657 to i64
  %1659 = getelementptr float, ptr addrspace(1) %2, i64 %1658
  %1660 = icmp slt i32 %1656, %4
  %1661 = and i1 %1086, %1660
  %1662 = or disjoint i32 %1082, 121
  %1663 = icmp slt i32 %1662, %4
  %1664 = ptrtoint ptr addrspace(1) %1659 to i64
  %1665 = and i64 %1664, 7
  %1666 = icmp eq i64 %1665, 0
  %1667 = and i1 %1661, %1666
  %1668 = and i1 %1663, %1667
  %1669 = xor i1 %1661, %1668
  %1670 = xor i1 %1086, %1667
  %1671 = and i1 %1663, %1670
  %1672 = zext i1 %1668 to i32
  %1673 = bitcast float %1069 to i32
  %1674 = bitcast float %1070 to i32
  %1675 = zext i1 %1669 to i32
  %1676 = zext i1 %1671 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1672, i32 %1673, i32 %1674, ptr addrspace(1) %1659, i32 %1675, i32 %1676) #5
  %1677 = add i32 %1105, %1656
  %1678 = sext i32 %1677 to i64
  %1679 = getelementptr float, ptr addrspace(1) %2, i64 %1678
  %1680 = and i1 %1109, %1660
  %1681 = ptrtoint ptr addrspace(1) %1679 to i64
  %1682 = and i64 %1681, 7
  %1683 = icmp eq i64 %1682, 0
  %1684 = and i1 %1680, %1683
  %1685 = and i1 %1663, %1684
  %1686 = xor i1 %1680, %1685
  %1687 = xor i1 %1109, %1684
  %1688 = and i1 %1663, %1687
  %1689 = zext i1 %1685 to i32
  %1690 = bitcast float %1071 to i32
  %1691 = bitcast float %1072 to i32
  %1692 = zext i1 %1686 to i32
  %1693 = zext i1 %1688 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1689, i32 %1690, i32 %1691, ptr addrspace(1) %1679, i32 %1692, i32 %1693) #5
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
