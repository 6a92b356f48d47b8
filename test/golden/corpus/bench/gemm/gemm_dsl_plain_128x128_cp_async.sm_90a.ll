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
  %.decomposed634 = sub i32 %.decomposed, %21
  %22 = add i32 %.decomposed634, %16
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
  %32 = mul nuw nsw i32 %25, 72
  %33 = add nuw nsw i32 %32, %27
  %34 = shl nuw nsw i32 %33, 1
  %35 = zext nneg i32 %34 to i64
  %36 = or disjoint i32 %7, 256
  %37 = lshr i32 %36, 3
  %38 = or disjoint i32 %23, %37
  %39 = mul i32 %38, %5
  %40 = icmp slt i32 %38, %3
  %41 = mul nuw nsw i32 %37, 72
  %42 = add nuw nsw i32 %41, %27
  %43 = shl nuw nsw i32 %42, 1
  %44 = zext nneg i32 %43 to i64
  %45 = or disjoint i32 %7, 512
  %46 = lshr i32 %45, 3
  %47 = or disjoint i32 %23, %46
  %48 = mul i32 %47, %5
  %49 = icmp slt i32 %47, %3
  %50 = mul nuw nsw i32 %46, 72
  %51 = add nuw nsw i32 %50, %27
  %52 = shl nuw nsw i32 %51, 1
  %53 = zext nneg i32 %52 to i64
  %54 = or disjoint i32 %7, 768
  %55 = lshr i32 %54, 3
  %56 = or disjoint i32 %23, %55
  %57 = mul i32 %56, %5
  %58 = icmp slt i32 %56, %3
  %59 = mul nuw nsw i32 %55, 72
  %60 = add nuw nsw i32 %59, %27
  %61 = shl nuw nsw i32 %60, 1
  %62 = zext nneg i32 %61 to i64
  %63 = lshr i32 %7, 4
  %64 = and i32 %26, 120
  %65 = or disjoint i32 %24, %64
  %66 = sext i32 %4 to i64
  %67 = mul nuw nsw i32 %63, 136
  %68 = add nuw nsw i32 %67, %64
  %69 = shl nuw nsw i32 %68, 1
  %70 = zext nneg i32 %69 to i64
  %71 = sext i32 %65 to i64
  %72 = sub nsw i64 %66, %71
  %73 = tail call i64 @llvm.smax.i64(i64 %72, i64 0)
  %74 = tail call i64 @llvm.umin.i64(i64 %73, i64 8)
  %75 = trunc nuw nsw i64 %74 to i32
  %76 = shl nuw nsw i32 %75, 1
  %77 = lshr i32 %36, 4
  %78 = mul nuw nsw i32 %77, 136
  %79 = add nuw nsw i32 %78, %64
  %80 = shl nuw nsw i32 %79, 1
  %81 = zext nneg i32 %80 to i64
  %82 = lshr i32 %45, 4
  %83 = mul nuw nsw i32 %82, 136
  %84 = add nuw nsw i32 %83, %64
  %85 = shl nuw nsw i32 %84, 1
  %86 = zext nneg i32 %85 to i64
  %87 = lshr i32 %54, 4
  %88 = mul nuw nsw i32 %87, 136
  %89 = add nuw nsw i32 %88, %64
  %90 = shl nuw nsw i32 %89, 1
  %91 = zext nneg i32 %90 to i64
  %invariant.op622 = or i32 %24, %64
  %invariant.op623 = or i32 %24, %64
  %invariant.op624 = or i32 %24, %64
  %invariant.op625 = or i32 %24, %64
  br label %157

.preheader36:                                     ; preds = %.loopexit38
  %92 = icmp sgt i32 %5, 0
  %93 = and i32 %7, 96
  %94 = lshr i32 %7, 1
  %95 = and i32 %94, 112
  %96 = and i32 %94, 64
  br i1 %92, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader36
  %97 = and i32 %7, 15
  %98 = or disjoint i32 %96, %97
  %99 = lshr i32 %7, 1
  %100 = and i32 %99, 8
  %101 = mul nuw nsw i32 %98, 72
  %invariant.op = add nuw nsw i32 %101, 1152
  %invariant.op180 = add nuw nsw i32 %101, 2304
  %102 = or disjoint i32 %100, %93
  %103 = or disjoint i32 %102, 16
  %104 = or disjoint i32 %95, %97
  %105 = or i32 %104, 48
  %106 = mul nuw nsw i32 %105, 72
  %107 = add nuw nsw i32 %100, %101
  %108 = zext nneg i32 %107 to i64
  %109 = mul nuw nsw i32 %97, 136
  %110 = add nuw nsw i32 %109, %102
  %111 = zext nneg i32 %110 to i64
  %112 = add nuw nsw i32 %103, %109
  %113 = zext nneg i32 %112 to i64
  %.reass = add nuw nsw i32 %100, %invariant.op
  %114 = zext nneg i32 %.reass to i64
  %.reass181 = add nuw nsw i32 %100, %invariant.op180
  %115 = zext nneg i32 %.reass181 to i64
  %116 = add nuw nsw i32 %100, %106
  %117 = zext nneg i32 %116 to i64
  %118 = or disjoint i32 %100, 16
  %119 = add nuw nsw i32 %118, %101
  %120 = zext nneg i32 %119 to i64
  %121 = mul nuw nsw i32 %97, 136
  %122 = add nuw nsw i32 %121, 2176
  %123 = add nuw nsw i32 %122, %102
  %124 = zext nneg i32 %123 to i64
  %125 = add nuw nsw i32 %103, %122
  %126 = zext nneg i32 %125 to i64
  %.reass.1 = add nuw nsw i32 %118, %invariant.op
  %127 = zext nneg i32 %.reass.1 to i64
  %.reass181.1 = add nuw nsw i32 %118, %invariant.op180
  %128 = zext nneg i32 %.reass181.1 to i64
  %129 = add nuw nsw i32 %118, %106
  %130 = zext nneg i32 %129 to i64
  %131 = or disjoint i32 %100, 32
  %132 = add nuw nsw i32 %131, %101
  %133 = zext nneg i32 %132 to i64
  %134 = mul nuw nsw i32 %97, 136
  %135 = add nuw nsw i32 %134, 4352
  %136 = add nuw nsw i32 %135, %102
  %137 = zext nneg i32 %136 to i64
  %138 = add nuw nsw i32 %103, %135
  %139 = zext nneg i32 %138 to i64
  %.reass.2 = add nuw nsw i32 %131, %invariant.op
  %140 = zext nneg i32 %.reass.2 to i64
  %.reass181.2 = add nuw nsw i32 %131, %invariant.op180
  %141 = zext nneg i32 %.reass181.2 to i64
  %142 = add nuw nsw i32 %131, %106
  %143 = zext nneg i32 %142 to i64
  %144 = or disjoint i32 %100, 48
  %145 = add nuw nsw i32 %144, %101
  %146 = zext nneg i32 %145 to i64
  %147 = mul nuw nsw i32 %97, 136
  %148 = add nuw nsw i32 %147, 6528
  %149 = add nuw nsw i32 %148, %102
  %150 = zext nneg i32 %149 to i64
  %151 = add nuw nsw i32 %103, %148
  %152 = zext nneg i32 %151 to i64
  %.reass.3 = add nuw nsw i32 %144, %invariant.op
  %153 = zext nneg i32 %.reass.3 to i64
  %.reass181.3 = add nuw nsw i32 %144, %invariant.op180
  %154 = zext nneg i32 %.reass181.3 to i64
  %155 = add nuw nsw i32 %144, %106
  %156 = zext nneg i32 %155 to i64
  %invariant.op630 = or i32 %24, %64
  %invariant.op631 = or i32 %24, %64
  %invariant.op632 = or i32 %24, %64
  %invariant.op633 = or i32 %24, %64
  br label %380

157:                                              ; preds = %6, %.loopexit38
  %158 = phi i64 [ 0, %6 ], [ %379, %.loopexit38 ]
  %159 = trunc nuw nsw i64 %158 to i32
  %160 = shl nuw nsw i32 %159, 6
  %161 = icmp slt i32 %160, %5
  br i1 %161, label %162, label %.loopexit38

162:                                              ; preds = %157
  %163 = mul nuw nsw i64 %158, 35840
  %164 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_dsmem, i64 %163
  %165 = or disjoint i32 %160, %27
  %166 = add i32 %165, %29
  %167 = sext i32 %166 to i64
  %168 = getelementptr bfloat, ptr addrspace(1) %0, i64 %167
  %169 = ptrtoint ptr addrspace(1) %168 to i64
  %170 = and i64 %169, 15
  %171 = icmp eq i64 %170, 0
  %172 = getelementptr i8, ptr addrspace(3) %164, i64 %35
  br i1 %171, label %173, label %.preheader51.preheader

.preheader51.preheader:                           ; preds = %162
  %invariant.op618 = or i32 %160, %27
  br label %.preheader51

173:                                              ; preds = %162
  %174 = zext nneg i32 %165 to i64
  %175 = sub nsw i64 %31, %174
  %176 = tail call i64 @llvm.smax.i64(i64 %175, i64 0)
  %177 = tail call i64 @llvm.umin.i64(i64 %176, i64 8)
  %178 = trunc nuw nsw i64 %177 to i32
  %179 = shl nuw nsw i32 %178, 1
  %180 = select i1 %30, i32 %179, i32 0
  %181 = ptrtoint ptr addrspace(3) %172 to i64
  %182 = trunc i64 %181 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %182, ptr addrspace(1) %168, i32 %180) #6
  br label %.loopexit52

.preheader51:                                     ; preds = %.preheader51.preheader, %.preheader51
  %183 = phi i64 [ %193, %.preheader51 ], [ 0, %.preheader51.preheader ]
  %184 = trunc nuw nsw i64 %183 to i32
  %.reass398.reass = or i32 %184, %invariant.op618
  %185 = add i32 %.reass398.reass, %29
  %186 = sext i32 %185 to i64
  %187 = getelementptr bfloat, ptr addrspace(1) %0, i64 %186
  %188 = icmp slt i32 %.reass398.reass, %5
  %189 = and i1 %30, %188
  %190 = zext i1 %189 to i32
  %191 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %187, i32 %190, i16 0) #6
  %192 = getelementptr bfloat, ptr addrspace(3) %172, i64 %183
  store i16 %191, ptr addrspace(3) %192, align 2
  %193 = add nuw nsw i64 %183, 1
  %exitcond.not = icmp eq i64 %193, 8
  br i1 %exitcond.not, label %.loopexit52, label %.preheader51

.loopexit52:                                      ; preds = %.preheader51, %173
  %194 = add i32 %165, %39
  %195 = sext i32 %194 to i64
  %196 = getelementptr bfloat, ptr addrspace(1) %0, i64 %195
  %197 = ptrtoint ptr addrspace(1) %196 to i64
  %198 = and i64 %197, 15
  %199 = icmp eq i64 %198, 0
  %200 = getelementptr i8, ptr addrspace(3) %164, i64 %44
  br i1 %199, label %201, label %.preheader49.preheader

.preheader49.preheader:                           ; preds = %.loopexit52
  %invariant.op619 = or i32 %160, %27
  br label %.preheader49

201:                                              ; preds = %.loopexit52
  %202 = zext nneg i32 %165 to i64
  %203 = sub nsw i64 %31, %202
  %204 = tail call i64 @llvm.smax.i64(i64 %203, i64 0)
  %205 = tail call i64 @llvm.umin.i64(i64 %204, i64 8)
  %206 = trunc nuw nsw i64 %205 to i32
  %207 = shl nuw nsw i32 %206, 1
  %208 = select i1 %40, i32 %207, i32 0
  %209 = ptrtoint ptr addrspace(3) %200 to i64
  %210 = trunc i64 %209 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %210, ptr addrspace(1) %196, i32 %208) #6
  br label %.loopexit50

.preheader49:                                     ; preds = %.preheader49.preheader, %.preheader49
  %211 = phi i64 [ %221, %.preheader49 ], [ 0, %.preheader49.preheader ]
  %212 = trunc nuw nsw i64 %211 to i32
  %.reass400.reass = or i32 %212, %invariant.op619
  %213 = add i32 %.reass400.reass, %39
  %214 = sext i32 %213 to i64
  %215 = getelementptr bfloat, ptr addrspace(1) %0, i64 %214
  %216 = icmp slt i32 %.reass400.reass, %5
  %217 = and i1 %40, %216
  %218 = zext i1 %217 to i32
  %219 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %215, i32 %218, i16 0) #6
  %220 = getelementptr bfloat, ptr addrspace(3) %200, i64 %211
  store i16 %219, ptr addrspace(3) %220, align 2
  %221 = add nuw nsw i64 %211, 1
  %exitcond308.not = icmp eq i64 %221, 8
  br i1 %exitcond308.not, label %.loopexit50, label %.preheader49

.loopexit50:                                      ; preds = %.preheader49, %201
  %222 = add i32 %165, %48
  %223 = sext i32 %222 to i64
  %224 = getelementptr bfloat, ptr addrspace(1) %0, i64 %223
  %225 = ptrtoint ptr addrspace(1) %224 to i64
  %226 = and i64 %225, 15
  %227 = icmp eq i64 %226, 0
  %228 = getelementptr i8, ptr addrspace(3) %164, i64 %53
  br i1 %227, label %229, label %.preheader47.preheader

.preheader47.preheader:                           ; preds = %.loopexit50
  %invariant.op620 = or i32 %160, %27
  br label %.preheader47

229:                                              ; preds = %.loopexit50
  %230 = zext nneg i32 %165 to i64
  %231 = sub nsw i64 %31, %230
  %232 = tail call i64 @llvm.smax.i64(i64 %231, i64 0)
  %233 = tail call i64 @llvm.umin.i64(i64 %232, i64 8)
  %234 = trunc nuw nsw i64 %233 to i32
  %235 = shl nuw nsw i32 %234, 1
  %236 = select i1 %49, i32 %235, i32 0
  %237 = ptrtoint ptr addrspace(3) %228 to i64
  %238 = trunc i64 %237 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %238, ptr addrspace(1) %224, i32 %236) #6
  br label %.loopexit48

.preheader47:                                     ; preds = %.preheader47.preheader, %.preheader47
  %239 = phi i64 [ %249, %.preheader47 ], [ 0, %.preheader47.preheader ]
  %240 = trunc nuw nsw i64 %239 to i32
  %.reass402.reass = or i32 %240, %invariant.op620
  %241 = add i32 %.reass402.reass, %48
  %242 = sext i32 %241 to i64
  %243 = getelementptr bfloat, ptr addrspace(1) %0, i64 %242
  %244 = icmp slt i32 %.reass402.reass, %5
  %245 = and i1 %49, %244
  %246 = zext i1 %245 to i32
  %247 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %243, i32 %246, i16 0) #6
  %248 = getelementptr bfloat, ptr addrspace(3) %228, i64 %239
  store i16 %247, ptr addrspace(3) %248, align 2
  %249 = add nuw nsw i64 %239, 1
  %exitcond309.not = icmp eq i64 %249, 8
  br i1 %exitcond309.not, label %.loopexit48, label %.preheader47

.loopexit48:                                      ; preds = %.preheader47, %229
  %250 = add i32 %165, %57
  %251 = sext i32 %250 to i64
  %252 = getelementptr bfloat, ptr addrspace(1) %0, i64 %251
  %253 = ptrtoint ptr addrspace(1) %252 to i64
  %254 = and i64 %253, 15
  %255 = icmp eq i64 %254, 0
  %256 = getelementptr i8, ptr addrspace(3) %164, i64 %62
  br i1 %255, label %257, label %.preheader45.preheader

.preheader45.preheader:                           ; preds = %.loopexit48
  %invariant.op621 = or i32 %160, %27
  br label %.preheader45

257:                                              ; preds = %.loopexit48
  %258 = zext nneg i32 %165 to i64
  %259 = sub nsw i64 %31, %258
  %260 = tail call i64 @llvm.smax.i64(i64 %259, i64 0)
  %261 = tail call i64 @llvm.umin.i64(i64 %260, i64 8)
  %262 = trunc nuw nsw i64 %261 to i32
  %263 = shl nuw nsw i32 %262, 1
  %264 = select i1 %58, i32 %263, i32 0
  %265 = ptrtoint ptr addrspace(3) %256 to i64
  %266 = trunc i64 %265 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %266, ptr addrspace(1) %252, i32 %264) #6
  br label %.loopexit46

.preheader45:                                     ; preds = %.preheader45.preheader, %.preheader45
  %267 = phi i64 [ %277, %.preheader45 ], [ 0, %.preheader45.preheader ]
  %268 = trunc nuw nsw i64 %267 to i32
  %.reass404.reass = or i32 %268, %invariant.op621
  %269 = add i32 %.reass404.reass, %57
  %270 = sext i32 %269 to i64
  %271 = getelementptr bfloat, ptr addrspace(1) %0, i64 %270
  %272 = icmp slt i32 %.reass404.reass, %5
  %273 = and i1 %58, %272
  %274 = zext i1 %273 to i32
  %275 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %271, i32 %274, i16 0) #6
  %276 = getelementptr bfloat, ptr addrspace(3) %256, i64 %267
  store i16 %275, ptr addrspace(3) %276, align 2
  %277 = add nuw nsw i64 %267, 1
  %exitcond310.not = icmp eq i64 %277, 8
  br i1 %exitcond310.not, label %.loopexit46, label %.preheader45

.loopexit46:                                      ; preds = %.preheader45, %257
  %278 = getelementptr i8, ptr addrspace(3) %164, i64 18432
  %279 = or disjoint i32 %160, %63
  %280 = mul i32 %279, %4
  %281 = add i32 %280, %65
  %282 = sext i32 %281 to i64
  %283 = getelementptr bfloat, ptr addrspace(1) %1, i64 %282
  %284 = ptrtoint ptr addrspace(1) %283 to i64
  %285 = and i64 %284, 15
  %286 = icmp eq i64 %285, 0
  %287 = icmp slt i32 %279, %5
  %288 = getelementptr i8, ptr addrspace(3) %278, i64 %70
  br i1 %286, label %289, label %.preheader43

289:                                              ; preds = %.loopexit46
  %290 = select i1 %287, i32 %76, i32 0
  %291 = ptrtoint ptr addrspace(3) %288 to i64
  %292 = trunc i64 %291 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %292, ptr addrspace(1) %283, i32 %290) #6
  br label %.loopexit44

.preheader43:                                     ; preds = %.loopexit46, %.preheader43
  %293 = phi i64 [ %303, %.preheader43 ], [ 0, %.loopexit46 ]
  %294 = trunc nuw nsw i64 %293 to i32
  %.reass406.reass = or i32 %294, %invariant.op622
  %295 = add i32 %.reass406.reass, %280
  %296 = sext i32 %295 to i64
  %297 = getelementptr bfloat, ptr addrspace(1) %1, i64 %296
  %298 = icmp slt i32 %.reass406.reass, %4
  %299 = and i1 %287, %298
  %300 = zext i1 %299 to i32
  %301 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %297, i32 %300, i16 0) #6
  %302 = getelementptr bfloat, ptr addrspace(3) %288, i64 %293
  store i16 %301, ptr addrspace(3) %302, align 2
  %303 = add nuw nsw i64 %293, 1
  %exitcond311.not = icmp eq i64 %303, 8
  br i1 %exitcond311.not, label %.loopexit44, label %.preheader43

.loopexit44:                                      ; preds = %.preheader43, %289
  %304 = or disjoint i32 %160, %77
  %305 = mul i32 %304, %4
  %306 = add i32 %305, %65
  %307 = sext i32 %306 to i64
  %308 = getelementptr bfloat, ptr addrspace(1) %1, i64 %307
  %309 = ptrtoint ptr addrspace(1) %308 to i64
  %310 = and i64 %309, 15
  %311 = icmp eq i64 %310, 0
  %312 = icmp slt i32 %304, %5
  %313 = getelementptr i8, ptr addrspace(3) %278, i64 %81
  br i1 %311, label %314, label %.preheader41

314:                                              ; preds = %.loopexit44
  %315 = select i1 %312, i32 %76, i32 0
  %316 = ptrtoint ptr addrspace(3) %313 to i64
  %317 = trunc i64 %316 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %317, ptr addrspace(1) %308, i32 %315) #6
  br label %.loopexit42

.preheader41:                                     ; preds = %.loopexit44, %.preheader41
  %318 = phi i64 [ %328, %.preheader41 ], [ 0, %.loopexit44 ]
  %319 = trunc nuw nsw i64 %318 to i32
  %.reass408.reass = or i32 %319, %invariant.op623
  %320 = add i32 %.reass408.reass, %305
  %321 = sext i32 %320 to i64
  %322 = getelementptr bfloat, ptr addrspace(1) %1, i64 %321
  %323 = icmp slt i32 %.reass408.reass, %4
  %324 = and i1 %312, %323
  %325 = zext i1 %324 to i32
  %326 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %322, i32 %325, i16 0) #6
  %327 = getelementptr bfloat, ptr addrspace(3) %313, i64 %318
  store i16 %326, ptr addrspace(3) %327, align 2
  %328 = add nuw nsw i64 %318, 1
  %exitcond312.not = icmp eq i64 %328, 8
  br i1 %exitcond312.not, label %.loopexit42, label %.preheader41

.loopexit42:                                      ; preds = %.preheader41, %314
  %329 = or disjoint i32 %160, %82
  %330 = mul i32 %329, %4
  %331 = add i32 %330, %65
  %332 = sext i32 %331 to i64
  %333 = getelementptr bfloat, ptr addrspace(1) %1, i64 %332
  %334 = ptrtoint ptr addrspace(1) %333 to i64
  %335 = and i64 %334, 15
  %336 = icmp eq i64 %335, 0
  %337 = icmp slt i32 %329, %5
  %338 = getelementptr i8, ptr addrspace(3) %278, i64 %86
  br i1 %336, label %339, label %.preheader39

339:                                              ; preds = %.loopexit42
  %340 = select i1 %337, i32 %76, i32 0
  %341 = ptrtoint ptr addrspace(3) %338 to i64
  %342 = trunc i64 %341 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %342, ptr addrspace(1) %333, i32 %340) #6
  br label %.loopexit40

.preheader39:                                     ; preds = %.loopexit42, %.preheader39
  %343 = phi i64 [ %353, %.preheader39 ], [ 0, %.loopexit42 ]
  %344 = trunc nuw nsw i64 %343 to i32
  %.reass410.reass = or i32 %344, %invariant.op624
  %345 = add i32 %.reass410.reass, %330
  %346 = sext i32 %345 to i64
  %347 = getelementptr bfloat, ptr addrspace(1) %1, i64 %346
  %348 = icmp slt i32 %.reass410.reass, %4
  %349 = and i1 %337, %348
  %350 = zext i1 %349 to i32
  %351 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %347, i32 %350, i16 0) #6
  %352 = getelementptr bfloat, ptr addrspace(3) %338, i64 %343
  store i16 %351, ptr addrspace(3) %352, align 2
  %353 = add nuw nsw i64 %343, 1
  %exitcond313.not = icmp eq i64 %353, 8
  br i1 %exitcond313.not, label %.loopexit40, label %.preheader39

.loopexit40:                                      ; preds = %.preheader39, %339
  %354 = or disjoint i32 %160, %87
  %355 = mul i32 %354, %4
  %356 = add i32 %355, %65
  %357 = sext i32 %356 to i64
  %358 = getelementptr bfloat, ptr addrspace(1) %1, i64 %357
  %359 = ptrtoint ptr addrspace(1) %358 to i64
  %360 = and i64 %359, 15
  %361 = icmp eq i64 %360, 0
  %362 = icmp slt i32 %354, %5
  %363 = getelementptr i8, ptr addrspace(3) %278, i64 %91
  br i1 %361, label %364, label %.preheader37

364:                                              ; preds = %.loopexit40
  %365 = select i1 %362, i32 %76, i32 0
  %366 = ptrtoint ptr addrspace(3) %363 to i64
  %367 = trunc i64 %366 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %367, ptr addrspace(1) %358, i32 %365) #6
  br label %.loopexit38

.preheader37:                                     ; preds = %.loopexit40, %.preheader37
  %368 = phi i64 [ %378, %.preheader37 ], [ 0, %.loopexit40 ]
  %369 = trunc nuw nsw i64 %368 to i32
  %.reass412.reass = or i32 %369, %invariant.op625
  %370 = add i32 %.reass412.reass, %355
  %371 = sext i32 %370 to i64
  %372 = getelementptr bfloat, ptr addrspace(1) %1, i64 %371
  %373 = icmp slt i32 %.reass412.reass, %4
  %374 = and i1 %362, %373
  %375 = zext i1 %374 to i32
  %376 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %372, i32 %375, i16 0) #6
  %377 = getelementptr bfloat, ptr addrspace(3) %363, i64 %368
  store i16 %376, ptr addrspace(3) %377, align 2
  %378 = add nuw nsw i64 %368, 1
  %exitcond314.not = icmp eq i64 %378, 8
  br i1 %exitcond314.not, label %.loopexit38, label %.preheader37

.loopexit38:                                      ; preds = %.preheader37, %364, %157
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %379 = add nuw nsw i64 %158, 1
  %exitcond315.not = icmp eq i64 %379, 3
  br i1 %exitcond315.not, label %.preheader36, label %157

380:                                              ; preds = %.lr.ph, %.loopexit
  %381 = phi i32 [ 0, %.lr.ph ], [ %1143, %.loopexit ]
  %382 = phi float [ 0.000000e+00, %.lr.ph ], [ %1140, %.loopexit ]
  %383 = phi float [ 0.000000e+00, %.lr.ph ], [ %1139, %.loopexit ]
  %384 = phi float [ 0.000000e+00, %.lr.ph ], [ %1138, %.loopexit ]
  %385 = phi float [ 0.000000e+00, %.lr.ph ], [ %1137, %.loopexit ]
  %386 = phi float [ 0.000000e+00, %.lr.ph ], [ %1135, %.loopexit ]
  %387 = phi float [ 0.000000e+00, %.lr.ph ], [ %1134, %.loopexit ]
  %388 = phi float [ 0.000000e+00, %.lr.ph ], [ %1133, %.loopexit ]
  %389 = phi float [ 0.000000e+00, %.lr.ph ], [ %1132, %.loopexit ]
  %390 = phi float [ 0.000000e+00, %.lr.ph ], [ %1130, %.loopexit ]
  %391 = phi float [ 0.000000e+00, %.lr.ph ], [ %1129, %.loopexit ]
  %392 = phi float [ 0.000000e+00, %.lr.ph ], [ %1128, %.loopexit ]
  %393 = phi float [ 0.000000e+00, %.lr.ph ], [ %1127, %.loopexit ]
  %394 = phi float [ 0.000000e+00, %.lr.ph ], [ %1125, %.loopexit ]
  %395 = phi float [ 0.000000e+00, %.lr.ph ], [ %1124, %.loopexit ]
  %396 = phi float [ 0.000000e+00, %.lr.ph ], [ %1123, %.loopexit ]
  %397 = phi float [ 0.000000e+00, %.lr.ph ], [ %1122, %.loopexit ]
  %398 = phi float [ 0.000000e+00, %.lr.ph ], [ %1114, %.loopexit ]
  %399 = phi float [ 0.000000e+00, %.lr.ph ], [ %1113, %.loopexit ]
  %400 = phi float [ 0.000000e+00, %.lr.ph ], [ %1112, %.loopexit ]
  %401 = phi float [ 0.000000e+00, %.lr.ph ], [ %1111, %.loopexit ]
  %402 = phi float [ 0.000000e+00, %.lr.ph ], [ %1109, %.loopexit ]
  %403 = phi float [ 0.000000e+00, %.lr.ph ], [ %1108, %.loopexit ]
  %404 = phi float [ 0.000000e+00, %.lr.ph ], [ %1107, %.loopexit ]
  %405 = phi float [ 0.000000e+00, %.lr.ph ], [ %1106, %.loopexit ]
  %406 = phi float [ 0.000000e+00, %.lr.ph ], [ %1104, %.loopexit ]
  %407 = phi float [ 0.000000e+00, %.lr.ph ], [ %1103, %.loopexit ]
  %408 = phi float [ 0.000000e+00, %.lr.ph ], [ %1102, %.loopexit ]
  %409 = phi float [ 0.000000e+00, %.lr.ph ], [ %1101, %.loopexit ]
  %410 = phi float [ 0.000000e+00, %.lr.ph ], [ %1099, %.loopexit ]
  %411 = phi float [ 0.000000e+00, %.lr.ph ], [ %1098, %.loopexit ]
  %412 = phi float [ 0.000000e+00, %.lr.ph ], [ %1097, %.loopexit ]
  %413 = phi float [ 0.000000e+00, %.lr.ph ], [ %1096, %.loopexit ]
  %414 = phi float [ 0.000000e+00, %.lr.ph ], [ %1088, %.loopexit ]
  %415 = phi float [ 0.000000e+00, %.lr.ph ], [ %1087, %.loopexit ]
  %416 = phi float [ 0.000000e+00, %.lr.ph ], [ %1086, %.loopexit ]
  %417 = phi float [ 0.000000e+00, %.lr.ph ], [ %1085, %.loopexit ]
  %418 = phi float [ 0.000000e+00, %.lr.ph ], [ %1083, %.loopexit ]
  %419 = phi float [ 0.000000e+00, %.lr.ph ], [ %1082, %.loopexit ]
  %420 = phi float [ 0.000000e+00, %.lr.ph ], [ %1081, %.loopexit ]
  %421 = phi float [ 0.000000e+00, %.lr.ph ], [ %1080, %.loopexit ]
  %422 = phi float [ 0.000000e+00, %.lr.ph ], [ %1078, %.loopexit ]
  %423 = phi float [ 0.000000e+00, %.lr.ph ], [ %1077, %.loopexit ]
  %424 = phi float [ 0.000000e+00, %.lr.ph ], [ %1076, %.loopexit ]
  %425 = phi float [ 0.000000e+00, %.lr.ph ], [ %1075, %.loopexit ]
  %426 = phi float [ 0.000000e+00, %.lr.ph ], [ %1073, %.loopexit ]
  %427 = phi float [ 0.000000e+00, %.lr.ph ], [ %1072, %.loopexit ]
  %428 = phi float [ 0.000000e+00, %.lr.ph ], [ %1071, %.loopexit ]
  %429 = phi float [ 0.000000e+00, %.lr.ph ], [ %1070, %.loopexit ]
  %430 = phi float [ 0.000000e+00, %.lr.ph ], [ %1062, %.loopexit ]
  %431 = phi float [ 0.000000e+00, %.lr.ph ], [ %1061, %.loopexit ]
  %432 = phi float [ 0.000000e+00, %.lr.ph ], [ %1060, %.loopexit ]
  %433 = phi float [ 0.000000e+00, %.lr.ph ], [ %1059, %.loopexit ]
  %434 = phi float [ 0.000000e+00, %.lr.ph ], [ %1057, %.loopexit ]
  %435 = phi float [ 0.000000e+00, %.lr.ph ], [ %1056, %.loopexit ]
  %436 = phi float [ 0.000000e+00, %.lr.ph ], [ %1055, %.loopexit ]
  %437 = phi float [ 0.000000e+00, %.lr.ph ], [ %1054, %.loopexit ]
  %438 = phi float [ 0.000000e+00, %.lr.ph ], [ %1046, %.loopexit ]
  %439 = phi float [ 0.000000e+00, %.lr.ph ], [ %1045, %.loopexit ]
  %440 = phi float [ 0.000000e+00, %.lr.ph ], [ %1044, %.loopexit ]
  %441 = phi float [ 0.000000e+00, %.lr.ph ], [ %1043, %.loopexit ]
  %442 = phi float [ 0.000000e+00, %.lr.ph ], [ %1041, %.loopexit ]
  %443 = phi float [ 0.000000e+00, %.lr.ph ], [ %1040, %.loopexit ]
  %444 = phi float [ 0.000000e+00, %.lr.ph ], [ %1039, %.loopexit ]
  %445 = phi float [ 0.000000e+00, %.lr.ph ], [ %1038, %.loopexit ]
  %446 = phi i32 [ 0, %.lr.ph ], [ %1144, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %447 = add i32 %446, 192
  %448 = icmp slt i32 %447, %5
  %449 = icmp slt i32 %446, 2147483456
  %450 = and i1 %449, %448
  br i1 %450, label %451, label %.loopexit

451:                                              ; preds = %380
  %452 = add i32 %381, 3
  %453 = icmp ugt i32 %452, 3
  %454 = add i32 %381, -1
  %455 = select i1 %453, i32 %454, i32 %452
  %456 = mul i32 %455, 35840
  %457 = sext i32 %456 to i64
  %458 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_dsmem, i64 %457
  %459 = or disjoint i32 %447, %27
  %460 = add i32 %459, %29
  %461 = sext i32 %460 to i64
  %462 = getelementptr bfloat, ptr addrspace(1) %0, i64 %461
  %463 = ptrtoint ptr addrspace(1) %462 to i64
  %464 = and i64 %463, 15
  %465 = icmp eq i64 %464, 0
  %466 = getelementptr i8, ptr addrspace(3) %458, i64 %35
  br i1 %465, label %467, label %.preheader34.preheader

.preheader34.preheader:                           ; preds = %451
  %invariant.op626 = or i32 %447, %27
  br label %.preheader34

467:                                              ; preds = %451
  %468 = sext i32 %459 to i64
  %469 = sub nsw i64 %31, %468
  %470 = tail call i64 @llvm.smax.i64(i64 %469, i64 0)
  %471 = tail call i64 @llvm.umin.i64(i64 %470, i64 8)
  %472 = trunc nuw nsw i64 %471 to i32
  %473 = shl nuw nsw i32 %472, 1
  %474 = select i1 %30, i32 %473, i32 0
  %475 = ptrtoint ptr addrspace(3) %466 to i64
  %476 = trunc i64 %475 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %476, ptr addrspace(1) %462, i32 %474) #6
  br label %.loopexit35

.preheader34:                                     ; preds = %.preheader34.preheader, %.preheader34
  %477 = phi i64 [ %487, %.preheader34 ], [ 0, %.preheader34.preheader ]
  %478 = trunc nuw nsw i64 %477 to i32
  %.reass414.reass = or i32 %478, %invariant.op626
  %479 = add i32 %.reass414.reass, %29
  %480 = sext i32 %479 to i64
  %481 = getelementptr bfloat, ptr addrspace(1) %0, i64 %480
  %482 = icmp slt i32 %.reass414.reass, %5
  %483 = and i1 %30, %482
  %484 = zext i1 %483 to i32
  %485 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %481, i32 %484, i16 0) #6
  %486 = getelementptr bfloat, ptr addrspace(3) %466, i64 %477
  store i16 %485, ptr addrspace(3) %486, align 2
  %487 = add nuw nsw i64 %477, 1
  %exitcond316.not = icmp eq i64 %487, 8
  br i1 %exitcond316.not, label %.loopexit35, label %.preheader34

.loopexit35:                                      ; preds = %.preheader34, %467
  %488 = add i32 %459, %39
  %489 = sext i32 %488 to i64
  %490 = getelementptr bfloat, ptr addrspace(1) %0, i64 %489
  %491 = ptrtoint ptr addrspace(1) %490 to i64
  %492 = and i64 %491, 15
  %493 = icmp eq i64 %492, 0
  %494 = getelementptr i8, ptr addrspace(3) %458, i64 %44
  br i1 %493, label %495, label %.preheader32.preheader

.preheader32.preheader:                           ; preds = %.loopexit35
  %invariant.op627 = or i32 %447, %27
  br label %.preheader32

495:                                              ; preds = %.loopexit35
  %496 = sext i32 %459 to i64
  %497 = sub nsw i64 %31, %496
  %498 = tail call i64 @llvm.smax.i64(i64 %497, i64 0)
  %499 = tail call i64 @llvm.umin.i64(i64 %498, i64 8)
  %500 = trunc nuw nsw i64 %499 to i32
  %501 = shl nuw nsw i32 %500, 1
  %502 = select i1 %40, i32 %501, i32 0
  %503 = ptrtoint ptr addrspace(3) %494 to i64
  %504 = trunc i64 %503 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %504, ptr addrspace(1) %490, i32 %502) #6
  br label %.loopexit33

.preheader32:                                     ; preds = %.preheader32.preheader, %.preheader32
  %505 = phi i64 [ %515, %.preheader32 ], [ 0, %.preheader32.preheader ]
  %506 = trunc nuw nsw i64 %505 to i32
  %.reass416.reass = or i32 %506, %invariant.op627
  %507 = add i32 %.reass416.reass, %39
  %508 = sext i32 %507 to i64
  %509 = getelementptr bfloat, ptr addrspace(1) %0, i64 %508
  %510 = icmp slt i32 %.reass416.reass, %5
  %511 = and i1 %40, %510
  %512 = zext i1 %511 to i32
  %513 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %509, i32 %512, i16 0) #6
  %514 = getelementptr bfloat, ptr addrspace(3) %494, i64 %505
  store i16 %513, ptr addrspace(3) %514, align 2
  %515 = add nuw nsw i64 %505, 1
  %exitcond317.not = icmp eq i64 %515, 8
  br i1 %exitcond317.not, label %.loopexit33, label %.preheader32

.loopexit33:                                      ; preds = %.preheader32, %495
  %516 = add i32 %459, %48
  %517 = sext i32 %516 to i64
  %518 = getelementptr bfloat, ptr addrspace(1) %0, i64 %517
  %519 = ptrtoint ptr addrspace(1) %518 to i64
  %520 = and i64 %519, 15
  %521 = icmp eq i64 %520, 0
  %522 = getelementptr i8, ptr addrspace(3) %458, i64 %53
  br i1 %521, label %523, label %.preheader30.preheader

.preheader30.preheader:                           ; preds = %.loopexit33
  %invariant.op628 = or i32 %447, %27
  br label %.preheader30

523:                                              ; preds = %.loopexit33
  %524 = sext i32 %459 to i64
  %525 = sub nsw i64 %31, %524
  %526 = tail call i64 @llvm.smax.i64(i64 %525, i64 0)
  %527 = tail call i64 @llvm.umin.i64(i64 %526, i64 8)
  %528 = trunc nuw nsw i64 %527 to i32
  %529 = shl nuw nsw i32 %528, 1
  %530 = select i1 %49, i32 %529, i32 0
  %531 = ptrtoint ptr addrspace(3) %522 to i64
  %532 = trunc i64 %531 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %532, ptr addrspace(1) %518, i32 %530) #6
  br label %.loopexit31

.preheader30:                                     ; preds = %.preheader30.preheader, %.preheader30
  %533 = phi i64 [ %543, %.preheader30 ], [ 0, %.preheader30.preheader ]
  %534 = trunc nuw nsw i64 %533 to i32
  %.reass418.reass = or i32 %534, %invariant.op628
  %535 = add i32 %.reass418.reass, %48
  %536 = sext i32 %535 to i64
  %537 = getelementptr bfloat, ptr addrspace(1) %0, i64 %536
  %538 = icmp slt i32 %.reass418.reass, %5
  %539 = and i1 %49, %538
  %540 = zext i1 %539 to i32
  %541 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %537, i32 %540, i16 0) #6
  %542 = getelementptr bfloat, ptr addrspace(3) %522, i64 %533
  store i16 %541, ptr addrspace(3) %542, align 2
  %543 = add nuw nsw i64 %533, 1
  %exitcond318.not = icmp eq i64 %543, 8
  br i1 %exitcond318.not, label %.loopexit31, label %.preheader30

.loopexit31:                                      ; preds = %.preheader30, %523
  %544 = add i32 %459, %57
  %545 = sext i32 %544 to i64
  %546 = getelementptr bfloat, ptr addrspace(1) %0, i64 %545
  %547 = ptrtoint ptr addrspace(1) %546 to i64
  %548 = and i64 %547, 15
  %549 = icmp eq i64 %548, 0
  %550 = getelementptr i8, ptr addrspace(3) %458, i64 %62
  br i1 %549, label %551, label %.preheader28.preheader

.preheader28.preheader:                           ; preds = %.loopexit31
  %invariant.op629 = or i32 %447, %27
  br label %.preheader28

551:                                              ; preds = %.loopexit31
  %552 = sext i32 %459 to i64
  %553 = sub nsw i64 %31, %552
  %554 = tail call i64 @llvm.smax.i64(i64 %553, i64 0)
  %555 = tail call i64 @llvm.umin.i64(i64 %554, i64 8)
  %556 = trunc nuw nsw i64 %555 to i32
  %557 = shl nuw nsw i32 %556, 1
  %558 = select i1 %58, i32 %557, i32 0
  %559 = ptrtoint ptr addrspace(3) %550 to i64
  %560 = trunc i64 %559 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %560, ptr addrspace(1) %546, i32 %558) #6
  br label %.loopexit29

.preheader28:                                     ; preds = %.preheader28.preheader, %.preheader28
  %561 = phi i64 [ %571, %.preheader28 ], [ 0, %.preheader28.preheader ]
  %562 = trunc nuw nsw i64 %561 to i32
  %.reass420.reass = or i32 %562, %invariant.op629
  %563 = add i32 %.reass420.reass, %57
  %564 = sext i32 %563 to i64
  %565 = getelementptr bfloat, ptr addrspace(1) %0, i64 %564
  %566 = icmp slt i32 %.reass420.reass, %5
  %567 = and i1 %58, %566
  %568 = zext i1 %567 to i32
  %569 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %565, i32 %568, i16 0) #6
  %570 = getelementptr bfloat, ptr addrspace(3) %550, i64 %561
  store i16 %569, ptr addrspace(3) %570, align 2
  %571 = add nuw nsw i64 %561, 1
  %exitcond319.not = icmp eq i64 %571, 8
  br i1 %exitcond319.not, label %.loopexit29, label %.preheader28

.loopexit29:                                      ; preds = %.preheader28, %551
  %572 = getelementptr i8, ptr addrspace(3) %458, i64 18432
  %573 = or disjoint i32 %447, %63
  %574 = mul i32 %573, %4
  %575 = add i32 %574, %65
  %576 = sext i32 %575 to i64
  %577 = getelementptr bfloat, ptr addrspace(1) %1, i64 %576
  %578 = ptrtoint ptr addrspace(1) %577 to i64
  %579 = and i64 %578, 15
  %580 = icmp eq i64 %579, 0
  %581 = icmp slt i32 %573, %5
  %582 = getelementptr i8, ptr addrspace(3) %572, i64 %70
  br i1 %580, label %583, label %.preheader26

583:                                              ; preds = %.loopexit29
  %584 = select i1 %581, i32 %76, i32 0
  %585 = ptrtoint ptr addrspace(3) %582 to i64
  %586 = trunc i64 %585 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %586, ptr addrspace(1) %577, i32 %584) #6
  br label %.loopexit27

.preheader26:                                     ; preds = %.loopexit29, %.preheader26
  %587 = phi i64 [ %597, %.preheader26 ], [ 0, %.loopexit29 ]
  %588 = trunc nuw nsw i64 %587 to i32
  %.reass422.reass = or i32 %588, %invariant.op630
  %589 = add i32 %.reass422.reass, %574
  %590 = sext i32 %589 to i64
  %591 = getelementptr bfloat, ptr addrspace(1) %1, i64 %590
  %592 = icmp slt i32 %.reass422.reass, %4
  %593 = and i1 %581, %592
  %594 = zext i1 %593 to i32
  %595 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %591, i32 %594, i16 0) #6
  %596 = getelementptr bfloat, ptr addrspace(3) %582, i64 %587
  store i16 %595, ptr addrspace(3) %596, align 2
  %597 = add nuw nsw i64 %587, 1
  %exitcond320.not = icmp eq i64 %597, 8
  br i1 %exitcond320.not, label %.loopexit27, label %.preheader26

.loopexit27:                                      ; preds = %.preheader26, %583
  %598 = or disjoint i32 %447, %77
  %599 = mul i32 %598, %4
  %600 = add i32 %599, %65
  %601 = sext i32 %600 to i64
  %602 = getelementptr bfloat, ptr addrspace(1) %1, i64 %601
  %603 = ptrtoint ptr addrspace(1) %602 to i64
  %604 = and i64 %603, 15
  %605 = icmp eq i64 %604, 0
  %606 = icmp slt i32 %598, %5
  %607 = getelementptr i8, ptr addrspace(3) %572, i64 %81
  br i1 %605, label %608, label %.preheader24

608:                                              ; preds = %.loopexit27
  %609 = select i1 %606, i32 %76, i32 0
  %610 = ptrtoint ptr addrspace(3) %607 to i64
  %611 = trunc i64 %610 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %611, ptr addrspace(1) %602, i32 %609) #6
  br label %.loopexit25

.preheader24:                                     ; preds = %.loopexit27, %.preheader24
  %612 = phi i64 [ %622, %.preheader24 ], [ 0, %.loopexit27 ]
  %613 = trunc nuw nsw i64 %612 to i32
  %.reass424.reass = or i32 %613, %invariant.op631
  %614 = add i32 %.reass424.reass, %599
  %615 = sext i32 %614 to i64
  %616 = getelementptr bfloat, ptr addrspace(1) %1, i64 %615
  %617 = icmp slt i32 %.reass424.reass, %4
  %618 = and i1 %606, %617
  %619 = zext i1 %618 to i32
  %620 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %616, i32 %619, i16 0) #6
  %621 = getelementptr bfloat, ptr addrspace(3) %607, i64 %612
  store i16 %620, ptr addrspace(3) %621, align 2
  %622 = add nuw nsw i64 %612, 1
  %exitcond321.not = icmp eq i64 %622, 8
  br i1 %exitcond321.not, label %.loopexit25, label %.preheader24

.loopexit25:                                      ; preds = %.preheader24, %608
  %623 = or disjoint i32 %447, %82
  %624 = mul i32 %623, %4
  %625 = add i32 %624, %65
  %626 = sext i32 %625 to i64
  %627 = getelementptr bfloat, ptr addrspace(1) %1, i64 %626
  %628 = ptrtoint ptr addrspace(1) %627 to i64
  %629 = and i64 %628, 15
  %630 = icmp eq i64 %629, 0
  %631 = icmp slt i32 %623, %5
  %632 = getelementptr i8, ptr addrspace(3) %572, i64 %86
  br i1 %630, label %633, label %.preheader22

633:                                              ; preds = %.loopexit25
  %634 = select i1 %631, i32 %76, i32 0
  %635 = ptrtoint ptr addrspace(3) %632 to i64
  %636 = trunc i64 %635 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %636, ptr addrspace(1) %627, i32 %634) #6
  br label %.loopexit23

.preheader22:                                     ; preds = %.loopexit25, %.preheader22
  %637 = phi i64 [ %647, %.preheader22 ], [ 0, %.loopexit25 ]
  %638 = trunc nuw nsw i64 %637 to i32
  %.reass426.reass = or i32 %638, %invariant.op632
  %639 = add i32 %.reass426.reass, %624
  %640 = sext i32 %639 to i64
  %641 = getelementptr bfloat, ptr addrspace(1) %1, i64 %640
  %642 = icmp slt i32 %.reass426.reass, %4
  %643 = and i1 %631, %642
  %644 = zext i1 %643 to i32
  %645 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %641, i32 %644, i16 0) #6
  %646 = getelementptr bfloat, ptr addrspace(3) %632, i64 %637
  store i16 %645, ptr addrspace(3) %646, align 2
  %647 = add nuw nsw i64 %637, 1
  %exitcond322.not = icmp eq i64 %647, 8
  br i1 %exitcond322.not, label %.loopexit23, label %.preheader22

.loopexit23:                                      ; preds = %.preheader22, %633
  %648 = or disjoint i32 %447, %87
  %649 = mul i32 %648, %4
  %650 = add i32 %649, %65
  %651 = sext i32 %650 to i64
  %652 = getelementptr bfloat, ptr addrspace(1) %1, i64 %651
  %653 = ptrtoint ptr addrspace(1) %652 to i64
  %654 = and i64 %653, 15
  %655 = icmp eq i64 %654, 0
  %656 = icmp slt i32 %648, %5
  %657 = getelementptr i8, ptr addrspace(3) %572, i64 %91
  br i1 %655, label %658, label %.preheader

658:                                              ; preds = %.loopexit23
  %659 = select i1 %656, i32 %76, i32 0
  %660 = ptrtoint ptr addrspace(3) %657 to i64
  %661 = trunc i64 %660 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %661, ptr addrspace(1) %652, i32 %659) #6
  br label %.loopexit

.preheader:                                       ; preds = %.loopexit23, %.preheader
  %662 = phi i64 [ %672, %.preheader ], [ 0, %.loopexit23 ]
  %663 = trunc nuw nsw i64 %662 to i32
  %.reass428.reass = or i32 %663, %invariant.op633
  %664 = add i32 %.reass428.reass, %649
  %665 = sext i32 %664 to i64
  %666 = getelementptr bfloat, ptr addrspace(1) %1, i64 %665
  %667 = icmp slt i32 %.reass428.reass, %4
  %668 = and i1 %656, %667
  %669 = zext i1 %668 to i32
  %670 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %666, i32 %669, i16 0) #6
  %671 = getelementptr bfloat, ptr addrspace(3) %657, i64 %662
  store i16 %670, ptr addrspace(3) %671, align 2
  %672 = add nuw nsw i64 %662, 1
  %exitcond323.not = icmp eq i64 %672, 8
  br i1 %exitcond323.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %658, %380
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %673 = mul i32 %381, 35840
  %674 = sext i32 %673 to i64
  %675 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_dsmem, i64 %674
  %676 = getelementptr i8, ptr addrspace(3) %675, i64 18432
  %677 = getelementptr bfloat, ptr addrspace(3) %675, i64 %108
  %678 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %677)
  %679 = extractvalue { i32, i32, i32, i32 } %678, 0
  %680 = extractvalue { i32, i32, i32, i32 } %678, 1
  %681 = extractvalue { i32, i32, i32, i32 } %678, 2
  %682 = extractvalue { i32, i32, i32, i32 } %678, 3
  %683 = getelementptr bfloat, ptr addrspace(3) %676, i64 %111
  %684 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %683)
  %685 = extractvalue { i32, i32, i32, i32 } %684, 0
  %686 = extractvalue { i32, i32, i32, i32 } %684, 1
  %687 = extractvalue { i32, i32, i32, i32 } %684, 2
  %688 = extractvalue { i32, i32, i32, i32 } %684, 3
  %689 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %679, i32 %680, i32 %681, i32 %682, i32 %685, i32 %686, float %445, float %444, float %443, float %442) #6
  %690 = extractvalue { float, float, float, float } %689, 0
  %691 = extractvalue { float, float, float, float } %689, 1
  %692 = extractvalue { float, float, float, float } %689, 2
  %693 = extractvalue { float, float, float, float } %689, 3
  %694 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %679, i32 %680, i32 %681, i32 %682, i32 %687, i32 %688, float %441, float %440, float %439, float %438) #6
  %695 = extractvalue { float, float, float, float } %694, 0
  %696 = extractvalue { float, float, float, float } %694, 1
  %697 = extractvalue { float, float, float, float } %694, 2
  %698 = extractvalue { float, float, float, float } %694, 3
  %699 = getelementptr bfloat, ptr addrspace(3) %676, i64 %113
  %700 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %699)
  %701 = extractvalue { i32, i32, i32, i32 } %700, 0
  %702 = extractvalue { i32, i32, i32, i32 } %700, 1
  %703 = extractvalue { i32, i32, i32, i32 } %700, 2
  %704 = extractvalue { i32, i32, i32, i32 } %700, 3
  %705 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %679, i32 %680, i32 %681, i32 %682, i32 %701, i32 %702, float %437, float %436, float %435, float %434) #6
  %706 = extractvalue { float, float, float, float } %705, 0
  %707 = extractvalue { float, float, float, float } %705, 1
  %708 = extractvalue { float, float, float, float } %705, 2
  %709 = extractvalue { float, float, float, float } %705, 3
  %710 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %679, i32 %680, i32 %681, i32 %682, i32 %703, i32 %704, float %433, float %432, float %431, float %430) #6
  %711 = extractvalue { float, float, float, float } %710, 0
  %712 = extractvalue { float, float, float, float } %710, 1
  %713 = extractvalue { float, float, float, float } %710, 2
  %714 = extractvalue { float, float, float, float } %710, 3
  %715 = getelementptr bfloat, ptr addrspace(3) %675, i64 %114
  %716 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %715)
  %717 = extractvalue { i32, i32, i32, i32 } %716, 0
  %718 = extractvalue { i32, i32, i32, i32 } %716, 1
  %719 = extractvalue { i32, i32, i32, i32 } %716, 2
  %720 = extractvalue { i32, i32, i32, i32 } %716, 3
  %721 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %717, i32 %718, i32 %719, i32 %720, i32 %685, i32 %686, float %429, float %428, float %427, float %426) #6
  %722 = extractvalue { float, float, float, float } %721, 0
  %723 = extractvalue { float, float, float, float } %721, 1
  %724 = extractvalue { float, float, float, float } %721, 2
  %725 = extractvalue { float, float, float, float } %721, 3
  %726 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %717, i32 %718, i32 %719, i32 %720, i32 %687, i32 %688, float %425, float %424, float %423, float %422) #6
  %727 = extractvalue { float, float, float, float } %726, 0
  %728 = extractvalue { float, float, float, float } %726, 1
  %729 = extractvalue { float, float, float, float } %726, 2
  %730 = extractvalue { float, float, float, float } %726, 3
  %731 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %717, i32 %718, i32 %719, i32 %720, i32 %701, i32 %702, float %421, float %420, float %419, float %418) #6
  %732 = extractvalue { float, float, float, float } %731, 0
  %733 = extractvalue { float, float, float, float } %731, 1
  %734 = extractvalue { float, float, float, float } %731, 2
  %735 = extractvalue { float, float, float, float } %731, 3
  %736 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %717, i32 %718, i32 %719, i32 %720, i32 %703, i32 %704, float %417, float %416, float %415, float %414) #6
  %737 = extractvalue { float, float, float, float } %736, 0
  %738 = extractvalue { float, float, float, float } %736, 1
  %739 = extractvalue { float, float, float, float } %736, 2
  %740 = extractvalue { float, float, float, float } %736, 3
  %741 = getelementptr bfloat, ptr addrspace(3) %675, i64 %115
  %742 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %741)
  %743 = extractvalue { i32, i32, i32, i32 } %742, 0
  %744 = extractvalue { i32, i32, i32, i32 } %742, 1
  %745 = extractvalue { i32, i32, i32, i32 } %742, 2
  %746 = extractvalue { i32, i32, i32, i32 } %742, 3
  %747 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %743, i32 %744, i32 %745, i32 %746, i32 %685, i32 %686, float %413, float %412, float %411, float %410) #6
  %748 = extractvalue { float, float, float, float } %747, 0
  %749 = extractvalue { float, float, float, float } %747, 1
  %750 = extractvalue { float, float, float, float } %747, 2
  %751 = extractvalue { float, float, float, float } %747, 3
  %752 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %743, i32 %744, i32 %745, i32 %746, i32 %687, i32 %688, float %409, float %408, float %407, float %406) #6
  %753 = extractvalue { float, float, float, float } %752, 0
  %754 = extractvalue { float, float, float, float } %752, 1
  %755 = extractvalue { float, float, float, float } %752, 2
  %756 = extractvalue { float, float, float, float } %752, 3
  %757 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %743, i32 %744, i32 %745, i32 %746, i32 %701, i32 %702, float %405, float %404, float %403, float %402) #6
  %758 = extractvalue { float, float, float, float } %757, 0
  %759 = extractvalue { float, float, float, float } %757, 1
  %760 = extractvalue { float, float, float, float } %757, 2
  %761 = extractvalue { float, float, float, float } %757, 3
  %762 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %743, i32 %744, i32 %745, i32 %746, i32 %703, i32 %704, float %401, float %400, float %399, float %398) #6
  %763 = extractvalue { float, float, float, float } %762, 0
  %764 = extractvalue { float, float, float, float } %762, 1
  %765 = extractvalue { float, float, float, float } %762, 2
  %766 = extractvalue { float, float, float, float } %762, 3
  %767 = getelementptr bfloat, ptr addrspace(3) %675, i64 %117
  %768 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %767)
  %769 = extractvalue { i32, i32, i32, i32 } %768, 0
  %770 = extractvalue { i32, i32, i32, i32 } %768, 1
  %771 = extractvalue { i32, i32, i32, i32 } %768, 2
  %772 = extractvalue { i32, i32, i32, i32 } %768, 3
  %773 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %769, i32 %770, i32 %771, i32 %772, i32 %685, i32 %686, float %397, float %396, float %395, float %394) #6
  %774 = extractvalue { float, float, float, float } %773, 0
  %775 = extractvalue { float, float, float, float } %773, 1
  %776 = extractvalue { float, float, float, float } %773, 2
  %777 = extractvalue { float, float, float, float } %773, 3
  %778 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %769, i32 %770, i32 %771, i32 %772, i32 %687, i32 %688, float %393, float %392, float %391, float %390) #6
  %779 = extractvalue { float, float, float, float } %778, 0
  %780 = extractvalue { float, float, float, float } %778, 1
  %781 = extractvalue { float, float, float, float } %778, 2
  %782 = extractvalue { float, float, float, float } %778, 3
  %783 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %769, i32 %770, i32 %771, i32 %772, i32 %701, i32 %702, float %389, float %388, float %387, float %386) #6
  %784 = extractvalue { float, float, float, float } %783, 0
  %785 = extractvalue { float, float, float, float } %783, 1
  %786 = extractvalue { float, float, float, float } %783, 2
  %787 = extractvalue { float, float, float, float } %783, 3
  %788 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %769, i32 %770, i32 %771, i32 %772, i32 %703, i32 %704, float %385, float %384, float %383, float %382) #6
  %789 = extractvalue { float, float, float, float } %788, 0
  %790 = extractvalue { float, float, float, float } %788, 1
  %791 = extractvalue { float, float, float, float } %788, 2
  %792 = extractvalue { float, float, float, float } %788, 3
  %793 = getelementptr bfloat, ptr addrspace(3) %675, i64 %120
  %794 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %793)
  %795 = extractvalue { i32, i32, i32, i32 } %794, 0
  %796 = extractvalue { i32, i32, i32, i32 } %794, 1
  %797 = extractvalue { i32, i32, i32, i32 } %794, 2
  %798 = extractvalue { i32, i32, i32, i32 } %794, 3
  %799 = getelementptr bfloat, ptr addrspace(3) %676, i64 %124
  %800 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %799)
  %801 = extractvalue { i32, i32, i32, i32 } %800, 0
  %802 = extractvalue { i32, i32, i32, i32 } %800, 1
  %803 = extractvalue { i32, i32, i32, i32 } %800, 2
  %804 = extractvalue { i32, i32, i32, i32 } %800, 3
  %805 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %795, i32 %796, i32 %797, i32 %798, i32 %801, i32 %802, float %690, float %691, float %692, float %693) #6
  %806 = extractvalue { float, float, float, float } %805, 0
  %807 = extractvalue { float, float, float, float } %805, 1
  %808 = extractvalue { float, float, float, float } %805, 2
  %809 = extractvalue { float, float, float, float } %805, 3
  %810 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %795, i32 %796, i32 %797, i32 %798, i32 %803, i32 %804, float %695, float %696, float %697, float %698) #6
  %811 = extractvalue { float, float, float, float } %810, 0
  %812 = extractvalue { float, float, float, float } %810, 1
  %813 = extractvalue { float, float, float, float } %810, 2
  %814 = extractvalue { float, float, float, float } %810, 3
  %815 = getelementptr bfloat, ptr addrspace(3) %676, i64 %126
  %816 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %815)
  %817 = extractvalue { i32, i32, i32, i32 } %816, 0
  %818 = extractvalue { i32, i32, i32, i32 } %816, 1
  %819 = extractvalue { i32, i32, i32, i32 } %816, 2
  %820 = extractvalue { i32, i32, i32, i32 } %816, 3
  %821 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %795, i32 %796, i32 %797, i32 %798, i32 %817, i32 %818, float %706, float %707, float %708, float %709) #6
  %822 = extractvalue { float, float, float, float } %821, 0
  %823 = extractvalue { float, float, float, float } %821, 1
  %824 = extractvalue { float, float, float, float } %821, 2
  %825 = extractvalue { float, float, float, float } %821, 3
  %826 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %795, i32 %796, i32 %797, i32 %798, i32 %819, i32 %820, float %711, float %712, float %713, float %714) #6
  %827 = extractvalue { float, float, float, float } %826, 0
  %828 = extractvalue { float, float, float, float } %826, 1
  %829 = extractvalue { float, float, float, float } %826, 2
  %830 = extractvalue { float, float, float, float } %826, 3
  %831 = getelementptr bfloat, ptr addrspace(3) %675, i64 %127
  %832 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %831)
  %833 = extractvalue { i32, i32, i32, i32 } %832, 0
  %834 = extractvalue { i32, i32, i32, i32 } %832, 1
  %835 = extractvalue { i32, i32, i32, i32 } %832, 2
  %836 = extractvalue { i32, i32, i32, i32 } %832, 3
  %837 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %833, i32 %834, i32 %835, i32 %836, i32 %801, i32 %802, float %722, float %723, float %724, float %725) #6
  %838 = extractvalue { float, float, float, float } %837, 0
  %839 = extractvalue { float, float, float, float } %837, 1
  %840 = extractvalue { float, float, float, float } %837, 2
  %841 = extractvalue { float, float, float, float } %837, 3
  %842 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %833, i32 %834, i32 %835, i32 %836, i32 %803, i32 %804, float %727, float %728, float %729, float %730) #6
  %843 = extractvalue { float, float, float, float } %842, 0
  %844 = extractvalue { float, float, float, float } %842, 1
  %845 = extractvalue { float, float, float, float } %842, 2
  %846 = extractvalue { float, float, float, float } %842, 3
  %847 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %833, i32 %834, i32 %835, i32 %836, i32 %817, i32 %818, float %732, float %733, float %734, float %735) #6
  %848 = extractvalue { float, float, float, float } %847, 0
  %849 = extractvalue { float, float, float, float } %847, 1
  %850 = extractvalue { float, float, float, float } %847, 2
  %851 = extractvalue { float, float, float, float } %847, 3
  %852 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %833, i32 %834, i32 %835, i32 %836, i32 %819, i32 %820, float %737, float %738, float %739, float %740) #6
  %853 = extractvalue { float, float, float, float } %852, 0
  %854 = extractvalue { float, float, float, float } %852, 1
  %855 = extractvalue { float, float, float, float } %852, 2
  %856 = extractvalue { float, float, float, float } %852, 3
  %857 = getelementptr bfloat, ptr addrspace(3) %675, i64 %128
  %858 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %857)
  %859 = extractvalue { i32, i32, i32, i32 } %858, 0
  %860 = extractvalue { i32, i32, i32, i32 } %858, 1
  %861 = extractvalue { i32, i32, i32, i32 } %858, 2
  %862 = extractvalue { i32, i32, i32, i32 } %858, 3
  %863 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %859, i32 %860, i32 %861, i32 %862, i32 %801, i32 %802, float %748, float %749, float %750, float %751) #6
  %864 = extractvalue { float, float, float, float } %863, 0
  %865 = extractvalue { float, float, float, float } %863, 1
  %866 = extractvalue { float, float, float, float } %863, 2
  %867 = extractvalue { float, float, float, float } %863, 3
  %868 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %859, i32 %860, i32 %861, i32 %862, i32 %803, i32 %804, float %753, float %754, float %755, float %756) #6
  %869 = extractvalue { float, float, float, float } %868, 0
  %870 = extractvalue { float, float, float, float } %868, 1
  %871 = extractvalue { float, float, float, float } %868, 2
  %872 = extractvalue { float, float, float, float } %868, 3
  %873 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %859, i32 %860, i32 %861, i32 %862, i32 %817, i32 %818, float %758, float %759, float %760, float %761) #6
  %874 = extractvalue { float, float, float, float } %873, 0
  %875 = extractvalue { float, float, float, float } %873, 1
  %876 = extractvalue { float, float, float, float } %873, 2
  %877 = extractvalue { float, float, float, float } %873, 3
  %878 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %859, i32 %860, i32 %861, i32 %862, i32 %819, i32 %820, float %763, float %764, float %765, float %766) #6
  %879 = extractvalue { float, float, float, float } %878, 0
  %880 = extractvalue { float, float, float, float } %878, 1
  %881 = extractvalue { float, float, float, float } %878, 2
  %882 = extractvalue { float, float, float, float } %878, 3
  %883 = getelementptr bfloat, ptr addrspace(3) %675, i64 %130
  %884 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %883)
  %885 = extractvalue { i32, i32, i32, i32 } %884, 0
  %886 = extractvalue { i32, i32, i32, i32 } %884, 1
  %887 = extractvalue { i32, i32, i32, i32 } %884, 2
  %888 = extractvalue { i32, i32, i32, i32 } %884, 3
  %889 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %885, i32 %886, i32 %887, i32 %888, i32 %801, i32 %802, float %774, float %775, float %776, float %777) #6
  %890 = extractvalue { float, float, float, float } %889, 0
  %891 = extractvalue { float, float, float, float } %889, 1
  %892 = extractvalue { float, float, float, float } %889, 2
  %893 = extractvalue { float, float, float, float } %889, 3
  %894 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %885, i32 %886, i32 %887, i32 %888, i32 %803, i32 %804, float %779, float %780, float %781, float %782) #6
  %895 = extractvalue { float, float, float, float } %894, 0
  %896 = extractvalue { float, float, float, float } %894, 1
  %897 = extractvalue { float, float, float, float } %894, 2
  %898 = extractvalue { float, float, float, float } %894, 3
  %899 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %885, i32 %886, i32 %887, i32 %888, i32 %817, i32 %818, float %784, float %785, float %786, float %787) #6
  %900 = extractvalue { float, float, float, float } %899, 0
  %901 = extractvalue { float, float, float, float } %899, 1
  %902 = extractvalue { float, float, float, float } %899, 2
  %903 = extractvalue { float, float, float, float } %899, 3
  %904 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %885, i32 %886, i32 %887, i32 %888, i32 %819, i32 %820, float %789, float %790, float %791, float %792) #6
  %905 = extractvalue { float, float, float, float } %904, 0
  %906 = extractvalue { float, float, float, float } %904, 1
  %907 = extractvalue { float, float, float, float } %904, 2
  %908 = extractvalue { float, float, float, float } %904, 3
  %909 = getelementptr bfloat, ptr addrspace(3) %675, i64 %133
  %910 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %909)
  %911 = extractvalue { i32, i32, i32, i32 } %910, 0
  %912 = extractvalue { i32, i32, i32, i32 } %910, 1
  %913 = extractvalue { i32, i32, i32, i32 } %910, 2
  %914 = extractvalue { i32, i32, i32, i32 } %910, 3
  %915 = getelementptr bfloat, ptr addrspace(3) %676, i64 %137
  %916 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %915)
  %917 = extractvalue { i32, i32, i32, i32 } %916, 0
  %918 = extractvalue { i32, i32, i32, i32 } %916, 1
  %919 = extractvalue { i32, i32, i32, i32 } %916, 2
  %920 = extractvalue { i32, i32, i32, i32 } %916, 3
  %921 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %911, i32 %912, i32 %913, i32 %914, i32 %917, i32 %918, float %806, float %807, float %808, float %809) #6
  %922 = extractvalue { float, float, float, float } %921, 0
  %923 = extractvalue { float, float, float, float } %921, 1
  %924 = extractvalue { float, float, float, float } %921, 2
  %925 = extractvalue { float, float, float, float } %921, 3
  %926 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %911, i32 %912, i32 %913, i32 %914, i32 %919, i32 %920, float %811, float %812, float %813, float %814) #6
  %927 = extractvalue { float, float, float, float } %926, 0
  %928 = extractvalue { float, float, float, float } %926, 1
  %929 = extractvalue { float, float, float, float } %926, 2
  %930 = extractvalue { float, float, float, float } %926, 3
  %931 = getelementptr bfloat, ptr addrspace(3) %676, i64 %139
  %932 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %931)
  %933 = extractvalue { i32, i32, i32, i32 } %932, 0
  %934 = extractvalue { i32, i32, i32, i32 } %932, 1
  %935 = extractvalue { i32, i32, i32, i32 } %932, 2
  %936 = extractvalue { i32, i32, i32, i32 } %932, 3
  %937 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %911, i32 %912, i32 %913, i32 %914, i32 %933, i32 %934, float %822, float %823, float %824, float %825) #6
  %938 = extractvalue { float, float, float, float } %937, 0
  %939 = extractvalue { float, float, float, float } %937, 1
  %940 = extractvalue { float, float, float, float } %937, 2
  %941 = extractvalue { float, float, float, float } %937, 3
  %942 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %911, i32 %912, i32 %913, i32 %914, i32 %935, i32 %936, float %827, float %828, float %829, float %830) #6
  %943 = extractvalue { float, float, float, float } %942, 0
  %944 = extractvalue { float, float, float, float } %942, 1
  %945 = extractvalue { float, float, float, float } %942, 2
  %946 = extractvalue { float, float, float, float } %942, 3
  %947 = getelementptr bfloat, ptr addrspace(3) %675, i64 %140
  %948 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %947)
  %949 = extractvalue { i32, i32, i32, i32 } %948, 0
  %950 = extractvalue { i32, i32, i32, i32 } %948, 1
  %951 = extractvalue { i32, i32, i32, i32 } %948, 2
  %952 = extractvalue { i32, i32, i32, i32 } %948, 3
  %953 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %949, i32 %950, i32 %951, i32 %952, i32 %917, i32 %918, float %838, float %839, float %840, float %841) #6
  %954 = extractvalue { float, float, float, float } %953, 0
  %955 = extractvalue { float, float, float, float } %953, 1
  %956 = extractvalue { float, float, float, float } %953, 2
  %957 = extractvalue { float, float, float, float } %953, 3
  %958 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %949, i32 %950, i32 %951, i32 %952, i32 %919, i32 %920, float %843, float %844, float %845, float %846) #6
  %959 = extractvalue { float, float, float, float } %958, 0
  %960 = extractvalue { float, float, float, float } %958, 1
  %961 = extractvalue { float, float, float, float } %958, 2
  %962 = extractvalue { float, float, float, float } %958, 3
  %963 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %949, i32 %950, i32 %951, i32 %952, i32 %933, i32 %934, float %848, float %849, float %850, float %851) #6
  %964 = extractvalue { float, float, float, float } %963, 0
  %965 = extractvalue { float, float, float, float } %963, 1
  %966 = extractvalue { float, float, float, float } %963, 2
  %967 = extractvalue { float, float, float, float } %963, 3
  %968 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %949, i32 %950, i32 %951, i32 %952, i32 %935, i32 %936, float %853, float %854, float %855, float %856) #6
  %969 = extractvalue { float, float, float, float } %968, 0
  %970 = extractvalue { float, float, float, float } %968, 1
  %971 = extractvalue { float, float, float, float } %968, 2
  %972 = extractvalue { float, float, float, float } %968, 3
  %973 = getelementptr bfloat, ptr addrspace(3) %675, i64 %141
  %974 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %973)
  %975 = extractvalue { i32, i32, i32, i32 } %974, 0
  %976 = extractvalue { i32, i32, i32, i32 } %974, 1
  %977 = extractvalue { i32, i32, i32, i32 } %974, 2
  %978 = extractvalue { i32, i32, i32, i32 } %974, 3
  %979 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %975, i32 %976, i32 %977, i32 %978, i32 %917, i32 %918, float %864, float %865, float %866, float %867) #6
  %980 = extractvalue { float, float, float, float } %979, 0
  %981 = extractvalue { float, float, float, float } %979, 1
  %982 = extractvalue { float, float, float, float } %979, 2
  %983 = extractvalue { float, float, float, float } %979, 3
  %984 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %975, i32 %976, i32 %977, i32 %978, i32 %919, i32 %920, float %869, float %870, float %871, float %872) #6
  %985 = extractvalue { float, float, float, float } %984, 0
  %986 = extractvalue { float, float, float, float } %984, 1
  %987 = extractvalue { float, float, float, float } %984, 2
  %988 = extractvalue { float, float, float, float } %984, 3
  %989 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %975, i32 %976, i32 %977, i32 %978, i32 %933, i32 %934, float %874, float %875, float %876, float %877) #6
  %990 = extractvalue { float, float, float, float } %989, 0
  %991 = extractvalue { float, float, float, float } %989, 1
  %992 = extractvalue { float, float, float, float } %989, 2
  %993 = extractvalue { float, float, float, float } %989, 3
  %994 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %975, i32 %976, i32 %977, i32 %978, i32 %935, i32 %936, float %879, float %880, float %881, float %882) #6
  %995 = extractvalue { float, float, float, float } %994, 0
  %996 = extractvalue { float, float, float, float } %994, 1
  %997 = extractvalue { float, float, float, float } %994, 2
  %998 = extractvalue { float, float, float, float } %994, 3
  %999 = getelementptr bfloat, ptr addrspace(3) %675, i64 %143
  %1000 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %999)
  %1001 = extractvalue { i32, i32, i32, i32 } %1000, 0
  %1002 = extractvalue { i32, i32, i32, i32 } %1000, 1
  %1003 = extractvalue { i32, i32, i32, i32 } %1000, 2
  %1004 = extractvalue { i32, i32, i32, i32 } %1000, 3
  %1005 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1001, i32 %1002, i32 %1003, i32 %1004, i32 %917, i32 %918, float %890, float %891, float %892, float %893) #6
  %1006 = extractvalue { float, float, float, float } %1005, 0
  %1007 = extractvalue { float, float, float, float } %1005, 1
  %1008 = extractvalue { float, float, float, float } %1005, 2
  %1009 = extractvalue { float, float, float, float } %1005, 3
  %1010 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1001, i32 %1002, i32 %1003, i32 %1004, i32 %919, i32 %920, float %895, float %896, float %897, float %898) #6
  %1011 = extractvalue { float, float, float, float } %1010, 0
  %1012 = extractvalue { float, float, float, float } %1010, 1
  %1013 = extractvalue { float, float, float, float } %1010, 2
  %1014 = extractvalue { float, float, float, float } %1010, 3
  %1015 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1001, i32 %1002, i32 %1003, i32 %1004, i32 %933, i32 %934, float %900, float %901, float %902, float %903) #6
  %1016 = extractvalue { float, float, float, float } %1015, 0
  %1017 = extractvalue { float, float, float, float } %1015, 1
  %1018 = extractvalue { float, float, float, float } %1015, 2
  %1019 = extractvalue { float, float, float, float } %1015, 3
  %1020 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1001, i32 %1002, i32 %1003, i32 %1004, i32 %935, i32 %936, float %905, float %906, float %907, float %908) #6
  %1021 = extractvalue { float, float, float, float } %1020, 0
  %1022 = extractvalue { float, float, float, float } %1020, 1
  %1023 = extractvalue { float, float, float, float } %1020, 2
  %1024 = extractvalue { float, float, float, float } %1020, 3
  %1025 = getelementptr bfloat, ptr addrspace(3) %675, i64 %146
  %1026 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1025)
  %1027 = extractvalue { i32, i32, i32, i32 } %1026, 0
  %1028 = extractvalue { i32, i32, i32, i32 } %1026, 1
  %1029 = extractvalue { i32, i32, i32, i32 } %1026, 2
  %1030 = extractvalue { i32, i32, i32, i32 } %1026, 3
  %1031 = getelementptr bfloat, ptr addrspace(3) %676, i64 %150
  %1032 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1031)
  %1033 = extractvalue { i32, i32, i32, i32 } %1032, 0
  %1034 = extractvalue { i32, i32, i32, i32 } %1032, 1
  %1035 = extractvalue { i32, i32, i32, i32 } %1032, 2
  %1036 = extractvalue { i32, i32, i32, i32 } %1032, 3
  %1037 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1027, i32 %1028, i32 %1029, i32 %1030, i32 %1033, i32 %1034, float %922, float %923, float %924, float %925) #6
  %1038 = extractvalue { float, float, float, float } %1037, 0
  %1039 = extractvalue { float, float, float, float } %1037, 1
  %1040 = extractvalue { float, float, float, float } %1037, 2
  %1041 = extractvalue { float, float, float, float } %1037, 3
  %1042 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1027, i32 %1028, i32 %1029, i32 %1030, i32 %1035, i32 %1036, float %927, float %928, float %929, float %930) #6
  %1043 = extractvalue { float, float, float, float } %1042, 0
  %1044 = extractvalue { float, float, float, float } %1042, 1
  %1045 = extractvalue { float, float, float, float } %1042, 2
  %1046 = extractvalue { float, float, float, float } %1042, 3
  %1047 = getelementptr bfloat, ptr addrspace(3) %676, i64 %152
  %1048 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1047)
  %1049 = extractvalue { i32, i32, i32, i32 } %1048, 0
  %1050 = extractvalue { i32, i32, i32, i32 } %1048, 1
  %1051 = extractvalue { i32, i32, i32, i32 } %1048, 2
  %1052 = extractvalue { i32, i32, i32, i32 } %1048, 3
  %1053 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1027, i32 %1028, i32 %1029, i32 %1030, i32 %1049, i32 %1050, float %938, float %939, float %940, float %941) #6
  %1054 = extractvalue { float, float, float, float } %1053, 0
  %1055 = extractvalue { float, float, float, float } %1053, 1
  %1056 = extractvalue { float, float, float, float } %1053, 2
  %1057 = extractvalue { float, float, float, float } %1053, 3
  %1058 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1027, i32 %1028, i32 %1029, i32 %1030, i32 %1051, i32 %1052, float %943, float %944, float %945, float %946) #6
  %1059 = extractvalue { float, float, float, float } %1058, 0
  %1060 = extractvalue { float, float, float, float } %1058, 1
  %1061 = extractvalue { float, float, float, float } %1058, 2
  %1062 = extractvalue { float, float, float, float } %1058, 3
  %1063 = getelementptr bfloat, ptr addrspace(3) %675, i64 %153
  %1064 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1063)
  %1065 = extractvalue { i32, i32, i32, i32 } %1064, 0
  %1066 = extractvalue { i32, i32, i32, i32 } %1064, 1
  %1067 = extractvalue { i32, i32, i32, i32 } %1064, 2
  %1068 = extractvalue { i32, i32, i32, i32 } %1064, 3
  %1069 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1065, i32 %1066, i32 %1067, i32 %1068, i32 %1033, i32 %1034, float %954, float %955, float %956, float %957) #6
  %1070 = extractvalue { float, float, float, float } %1069, 0
  %1071 = extractvalue { float, float, float, float } %1069, 1
  %1072 = extractvalue { float, float, float, float } %1069, 2
  %1073 = extractvalue { float, float, float, float } %1069, 3
  %1074 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1065, i32 %1066, i32 %1067, i32 %1068, i32 %1035, i32 %1036, float %959, float %960, float %961, float %962) #6
  %1075 = extractvalue { float, float, float, float } %1074, 0
  %1076 = extractvalue { float, float, float, float } %1074, 1
  %1077 = extractvalue { float, float, float, float } %1074, 2
  %1078 = extractvalue { float, float, float, float } %1074, 3
  %1079 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1065, i32 %1066, i32 %1067, i32 %1068, i32 %1049, i32 %1050, float %964, float %965, float %966, float %967) #6
  %1080 = extractvalue { float, float, float, float } %1079, 0
  %1081 = extractvalue { float, float, float, float } %1079, 1
  %1082 = extractvalue { float, float, float, float } %1079, 2
  %1083 = extractvalue { float, float, float, float } %1079, 3
  %1084 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1065, i32 %1066, i32 %1067, i32 %1068, i32 %1051, i32 %1052, float %969, float %970, float %971, float %972) #6
  %1085 = extractvalue { float, float, float, float } %1084, 0
  %1086 = extractvalue { float, float, float, float } %1084, 1
  %1087 = extractvalue { float, float, float, float } %1084, 2
  %1088 = extractvalue { float, float, float, float } %1084, 3
  %1089 = getelementptr bfloat, ptr addrspace(3) %675, i64 %154
  %1090 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1089)
  %1091 = extractvalue { i32, i32, i32, i32 } %1090, 0
  %1092 = extractvalue { i32, i32, i32, i32 } %1090, 1
  %1093 = extractvalue { i32, i32, i32, i32 } %1090, 2
  %1094 = extractvalue { i32, i32, i32, i32 } %1090, 3
  %1095 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1091, i32 %1092, i32 %1093, i32 %1094, i32 %1033, i32 %1034, float %980, float %981, float %982, float %983) #6
  %1096 = extractvalue { float, float, float, float } %1095, 0
  %1097 = extractvalue { float, float, float, float } %1095, 1
  %1098 = extractvalue { float, float, float, float } %1095, 2
  %1099 = extractvalue { float, float, float, float } %1095, 3
  %1100 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1091, i32 %1092, i32 %1093, i32 %1094, i32 %1035, i32 %1036, float %985, float %986, float %987, float %988) #6
  %1101 = extractvalue { float, float, float, float } %1100, 0
  %1102 = extractvalue { float, float, float, float } %1100, 1
  %1103 = extractvalue { float, float, float, float } %1100, 2
  %1104 = extractvalue { float, float, float, float } %1100, 3
  %1105 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1091, i32 %1092, i32 %1093, i32 %1094, i32 %1049, i32 %1050, float %990, float %991, float %992, float %993) #6
  %1106 = extractvalue { float, float, float, float } %1105, 0
  %1107 = extractvalue { float, float, float, float } %1105, 1
  %1108 = extractvalue { float, float, float, float } %1105, 2
  %1109 = extractvalue { float, float, float, float } %1105, 3
  %1110 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1091, i32 %1092, i32 %1093, i32 %1094, i32 %1051, i32 %1052, float %995, float %996, float %997, float %998) #6
  %1111 = extractvalue { float, float, float, float } %1110, 0
  %1112 = extractvalue { float, float, float, float } %1110, 1
  %1113 = extractvalue { float, float, float, float } %1110, 2
  %1114 = extractvalue { float, float, float, float } %1110, 3
  %1115 = getelementptr bfloat, ptr addrspace(3) %675, i64 %156
  %1116 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1115)
  %1117 = extractvalue { i32, i32, i32, i32 } %1116, 0
  %1118 = extractvalue { i32, i32, i32, i32 } %1116, 1
  %1119 = extractvalue { i32, i32, i32, i32 } %1116, 2
  %1120 = extractvalue { i32, i32, i32, i32 } %1116, 3
  %1121 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1117, i32 %1118, i32 %1119, i32 %1120, i32 %1033, i32 %1034, float %1006, float %1007, float %1008, float %1009) #6
  %1122 = extractvalue { float, float, float, float } %1121, 0
  %1123 = extractvalue { float, float, float, float } %1121, 1
  %1124 = extractvalue { float, float, float, float } %1121, 2
  %1125 = extractvalue { float, float, float, float } %1121, 3
  %1126 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1117, i32 %1118, i32 %1119, i32 %1120, i32 %1035, i32 %1036, float %1011, float %1012, float %1013, float %1014) #6
  %1127 = extractvalue { float, float, float, float } %1126, 0
  %1128 = extractvalue { float, float, float, float } %1126, 1
  %1129 = extractvalue { float, float, float, float } %1126, 2
  %1130 = extractvalue { float, float, float, float } %1126, 3
  %1131 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1117, i32 %1118, i32 %1119, i32 %1120, i32 %1049, i32 %1050, float %1016, float %1017, float %1018, float %1019) #6
  %1132 = extractvalue { float, float, float, float } %1131, 0
  %1133 = extractvalue { float, float, float, float } %1131, 1
  %1134 = extractvalue { float, float, float, float } %1131, 2
  %1135 = extractvalue { float, float, float, float } %1131, 3
  %1136 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1117, i32 %1118, i32 %1119, i32 %1120, i32 %1051, i32 %1052, float %1021, float %1022, float %1023, float %1024) #6
  %1137 = extractvalue { float, float, float, float } %1136, 0
  %1138 = extractvalue { float, float, float, float } %1136, 1
  %1139 = extractvalue { float, float, float, float } %1136, 2
  %1140 = extractvalue { float, float, float, float } %1136, 3
  %1141 = add i32 %381, 1
  %1142 = icmp eq i32 %1141, 4
  %1143 = select i1 %1142, i32 0, i32 %1141
  %1144 = add i32 %446, 64
  %1145 = icmp slt i32 %1144, %5
  br i1 %1145, label %380, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
  %1146 = bitcast float %1038 to i32
  %1147 = bitcast float %1039 to i32
  %1148 = bitcast float %1040 to i32
  %1149 = bitcast float %1041 to i32
  %1150 = bitcast float %1043 to i32
  %1151 = bitcast float %1044 to i32
  %1152 = bitcast float %1045 to i32
  %1153 = bitcast float %1046 to i32
  %1154 = bitcast float %1054 to i32
  %1155 = bitcast float %1055 to i32
  %1156 = bitcast float %1056 to i32
  %1157 = bitcast float %1057 to i32
  %1158 = bitcast float %1059 to i32
  %1159 = bitcast float %1060 to i32
  %1160 = bitcast float %1061 to i32
  %1161 = bitcast float %1062 to i32
  %1162 = bitcast float %1070 to i32
  %1163 = bitcast float %1071 to i32
  %1164 = bitcast float %1072 to i32
  %1165 = bitcast float %1073 to i32
  %1166 = bitcast float %1075 to i32
  %1167 = bitcast float %1076 to i32
  %1168 = bitcast float %1077 to i32
  %1169 = bitcast float %1078 to i32
  %1170 = bitcast float %1080 to i32
  %1171 = bitcast float %1081 to i32
  %1172 = bitcast float %1082 to i32
  %1173 = bitcast float %1083 to i32
  %1174 = bitcast float %1085 to i32
  %1175 = bitcast float %1086 to i32
  %1176 = bitcast float %1087 to i32
  %1177 = bitcast float %1088 to i32
  %1178 = bitcast float %1096 to i32
  %1179 = bitcast float %1097 to i32
  %1180 = bitcast float %1098 to i32
  %1181 = bitcast float %1099 to i32
  %1182 = bitcast float %1101 to i32
  %1183 = bitcast float %1102 to i32
  %1184 = bitcast float %1103 to i32
  %1185 = bitcast float %1104 to i32
  %1186 = bitcast float %1106 to i32
  %1187 = bitcast float %1107 to i32
  %1188 = bitcast float %1108 to i32
  %1189 = bitcast float %1109 to i32
  %1190 = bitcast float %1111 to i32
  %1191 = bitcast float %1112 to i32
  %1192 = bitcast float %1113 to i32
  %1193 = bitcast float %1114 to i32
  %1194 = bitcast float %1122 to i32
  %1195 = bitcast float %1123 to i32
  %1196 = bitcast float %1124 to i32
  %1197 = bitcast float %1125 to i32
  %1198 = bitcast float %1127 to i32
  %1199 = bitcast float %1128 to i32
  %1200 = bitcast float %1129 to i32
  %1201 = bitcast float %1130 to i32
  %1202 = bitcast float %1132 to i32
  %1203 = bitcast float %1133 to i32
  %1204 = bitcast float %1134 to i32
  %1205 = bitcast float %1135 to i32
  %1206 = bitcast float %1137 to i32
  %1207 = bitcast float %1138 to i32
  %1208 = bitcast float %1139 to i32
  %1209 = bitcast float %1140 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %.preheader36, %._crit_edge.loopexit
  %.lcssa179 = phi i32 [ %1146, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa178 = phi i32 [ %1147, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa177 = phi i32 [ %1148, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa176 = phi i32 [ %1149, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa175 = phi i32 [ %1150, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa174 = phi i32 [ %1151, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa173 = phi i32 [ %1152, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa172 = phi i32 [ %1153, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa171 = phi i32 [ %1154, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa170 = phi i32 [ %1155, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa169 = phi i32 [ %1156, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa168 = phi i32 [ %1157, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa167 = phi i32 [ %1158, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa166 = phi i32 [ %1159, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa165 = phi i32 [ %1160, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa164 = phi i32 [ %1161, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa163 = phi i32 [ %1162, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa162 = phi i32 [ %1163, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa161 = phi i32 [ %1164, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa160 = phi i32 [ %1165, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa159 = phi i32 [ %1166, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa158 = phi i32 [ %1167, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa157 = phi i32 [ %1168, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa156 = phi i32 [ %1169, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa155 = phi i32 [ %1170, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa154 = phi i32 [ %1171, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa153 = phi i32 [ %1172, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa152 = phi i32 [ %1173, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa151 = phi i32 [ %1174, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa150 = phi i32 [ %1175, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa149 = phi i32 [ %1176, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa148 = phi i32 [ %1177, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa147 = phi i32 [ %1178, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa146 = phi i32 [ %1179, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa145 = phi i32 [ %1180, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa144 = phi i32 [ %1181, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa143 = phi i32 [ %1182, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa142 = phi i32 [ %1183, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa141 = phi i32 [ %1184, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa140 = phi i32 [ %1185, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa139 = phi i32 [ %1186, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa138 = phi i32 [ %1187, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa137 = phi i32 [ %1188, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa136 = phi i32 [ %1189, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa135 = phi i32 [ %1190, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa134 = phi i32 [ %1191, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa133 = phi i32 [ %1192, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa132 = phi i32 [ %1193, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa131 = phi i32 [ %1194, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa130 = phi i32 [ %1195, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa129 = phi i32 [ %1196, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa128 = phi i32 [ %1197, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa127 = phi i32 [ %1198, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa126 = phi i32 [ %1199, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa125 = phi i32 [ %1200, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa124 = phi i32 [ %1201, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa123 = phi i32 [ %1202, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa122 = phi i32 [ %1203, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa121 = phi i32 [ %1204, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa120 = phi i32 [ %1205, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa119 = phi i32 [ %1206, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa118 = phi i32 [ %1207, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa117 = phi i32 [ %1208, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa116 = phi i32 [ %1209, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1210 = lshr i32 %7, 2
  %1211 = and i32 %1210, 7
  %1212 = or disjoint i32 %96, %1211
  %1213 = shl nuw nsw i32 %7, 1
  %1214 = and i32 %1213, 6
  %1215 = or disjoint i32 %1214, %93
  %1216 = or disjoint i32 %1212, %23
  %1217 = mul i32 %1216, %4
  %1218 = or disjoint i32 %1215, %24
  %1219 = add i32 %1217, %1218
  %1220 = sext i32 %1219 to i64
  %1221 = getelementptr float, ptr addrspace(1) %2, i64 %1220
  %1222 = icmp slt i32 %1216, %3
  %1223 = icmp slt i32 %1218, %4
  %1224 = and i1 %1222, %1223
  %1225 = or disjoint i32 %1214, 1
  %1226 = or disjoint i32 %1225, %93
  %1227 = or disjoint i32 %1226, %24
  %1228 = icmp slt i32 %1227, %4
  %1229 = ptrtoint ptr addrspace(1) %1221 to i64
  %1230 = and i64 %1229, 7
  %1231 = icmp eq i64 %1230, 0
  %1232 = and i1 %1224, %1231
  %1233 = and i1 %1228, %1232
  %1234 = xor i1 %1224, %1233
  %1235 = xor i1 %1222, %1232
  %1236 = and i1 %1228, %1235
  %1237 = zext i1 %1233 to i32
  %1238 = zext i1 %1234 to i32
  %1239 = zext i1 %1236 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1237, i32 %.lcssa179, i32 %.lcssa178, ptr addrspace(1) %1221, i32 %1238, i32 %1239) #6
  %1240 = or disjoint i32 %1211, 8
  %1241 = or disjoint i32 %96, %1240
  %1242 = or disjoint i32 %1241, %23
  %1243 = mul i32 %1242, %4
  %1244 = add i32 %1243, %1218
  %1245 = sext i32 %1244 to i64
  %1246 = getelementptr float, ptr addrspace(1) %2, i64 %1245
  %1247 = icmp slt i32 %1242, %3
  %1248 = and i1 %1247, %1223
  %1249 = ptrtoint ptr addrspace(1) %1246 to i64
  %1250 = and i64 %1249, 7
  %1251 = icmp eq i64 %1250, 0
  %1252 = and i1 %1248, %1251
  %1253 = and i1 %1228, %1252
  %1254 = xor i1 %1248, %1253
  %1255 = xor i1 %1247, %1252
  %1256 = and i1 %1228, %1255
  %1257 = zext i1 %1253 to i32
  %1258 = zext i1 %1254 to i32
  %1259 = zext i1 %1256 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1257, i32 %.lcssa177, i32 %.lcssa176, ptr addrspace(1) %1246, i32 %1258, i32 %1259) #6
  %1260 = or disjoint i32 %93, 8
  %1261 = or disjoint i32 %1260, %1214
  %1262 = or disjoint i32 %1261, %24
  %1263 = add i32 %1217, %1262
  %1264 = sext i32 %1263 to i64
  %1265 = getelementptr float, ptr addrspace(1) %2, i64 %1264
  %1266 = icmp slt i32 %1262, %4
  %1267 = and i1 %1222, %1266
  %1268 = or disjoint i32 %1225, %1260
  %1269 = or disjoint i32 %1268, %24
  %1270 = icmp slt i32 %1269, %4
  %1271 = ptrtoint ptr addrspace(1) %1265 to i64
  %1272 = and i64 %1271, 7
  %1273 = icmp eq i64 %1272, 0
  %1274 = and i1 %1267, %1273
  %1275 = and i1 %1270, %1274
  %1276 = xor i1 %1267, %1275
  %1277 = xor i1 %1222, %1274
  %1278 = and i1 %1270, %1277
  %1279 = zext i1 %1275 to i32
  %1280 = zext i1 %1276 to i32
  %1281 = zext i1 %1278 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1279, i32 %.lcssa175, i32 %.lcssa174, ptr addrspace(1) %1265, i32 %1280, i32 %1281) #6
  %1282 = add i32 %1243, %1262
  %1283 = sext i32 %1282 to i64
  %1284 = getelementptr float, ptr addrspace(1) %2, i64 %1283
  %1285 = and i1 %1247, %1266
  %1286 = ptrtoint ptr addrspace(1) %1284 to i64
  %1287 = and i64 %1286, 7
  %1288 = icmp eq i64 %1287, 0
  %1289 = and i1 %1285, %1288
  %1290 = and i1 %1270, %1289
  %1291 = xor i1 %1285, %1290
  %1292 = xor i1 %1247, %1289
  %1293 = and i1 %1270, %1292
  %1294 = zext i1 %1290 to i32
  %1295 = zext i1 %1291 to i32
  %1296 = zext i1 %1293 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1294, i32 %.lcssa173, i32 %.lcssa172, ptr addrspace(1) %1284, i32 %1295, i32 %1296) #6
  %1297 = or disjoint i32 %93, 16
  %1298 = or disjoint i32 %1297, %1214
  %1299 = or disjoint i32 %1298, %24
  %1300 = add i32 %1217, %1299
  %1301 = sext i32 %1300 to i64
  %1302 = getelementptr float, ptr addrspace(1) %2, i64 %1301
  %1303 = icmp slt i32 %1299, %4
  %1304 = and i1 %1222, %1303
  %1305 = or disjoint i32 %1225, %1297
  %1306 = or disjoint i32 %1305, %24
  %1307 = icmp slt i32 %1306, %4
  %1308 = ptrtoint ptr addrspace(1) %1302 to i64
  %1309 = and i64 %1308, 7
  %1310 = icmp eq i64 %1309, 0
  %1311 = and i1 %1304, %1310
  %1312 = and i1 %1307, %1311
  %1313 = xor i1 %1304, %1312
  %1314 = xor i1 %1222, %1311
  %1315 = and i1 %1307, %1314
  %1316 = zext i1 %1312 to i32
  %1317 = zext i1 %1313 to i32
  %1318 = zext i1 %1315 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1316, i32 %.lcssa171, i32 %.lcssa170, ptr addrspace(1) %1302, i32 %1317, i32 %1318) #6
  %1319 = add i32 %1243, %1299
  %1320 = sext i32 %1319 to i64
  %1321 = getelementptr float, ptr addrspace(1) %2, i64 %1320
  %1322 = and i1 %1247, %1303
  %1323 = ptrtoint ptr addrspace(1) %1321 to i64
  %1324 = and i64 %1323, 7
  %1325 = icmp eq i64 %1324, 0
  %1326 = and i1 %1322, %1325
  %1327 = and i1 %1307, %1326
  %1328 = xor i1 %1322, %1327
  %1329 = xor i1 %1247, %1326
  %1330 = and i1 %1307, %1329
  %1331 = zext i1 %1327 to i32
  %1332 = zext i1 %1328 to i32
  %1333 = zext i1 %1330 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1331, i32 %.lcssa169, i32 %.lcssa168, ptr addrspace(1) %1321, i32 %1332, i32 %1333) #6
  %1334 = or disjoint i32 %93, 24
  %1335 = or disjoint i32 %1334, %1214
  %1336 = or disjoint i32 %1335, %24
  %1337 = add i32 %1217, %1336
  %1338 = sext i32 %1337 to i64
  %1339 = getelementptr float, ptr addrspace(1) %2, i64 %1338
  %1340 = icmp slt i32 %1336, %4
  %1341 = and i1 %1222, %1340
  %1342 = or disjoint i32 %1225, %1334
  %1343 = or disjoint i32 %1342, %24
  %1344 = icmp slt i32 %1343, %4
  %1345 = ptrtoint ptr addrspace(1) %1339 to i64
  %1346 = and i64 %1345, 7
  %1347 = icmp eq i64 %1346, 0
  %1348 = and i1 %1341, %1347
  %1349 = and i1 %1344, %1348
  %1350 = xor i1 %1341, %1349
  %1351 = xor i1 %1222, %1348
  %1352 = and i1 %1344, %1351
  %1353 = zext i1 %1349 to i32
  %1354 = zext i1 %1350 to i32
  %1355 = zext i1 %1352 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1353, i32 %.lcssa167, i32 %.lcssa166, ptr addrspace(1) %1339, i32 %1354, i32 %1355) #6
  %1356 = add i32 %1243, %1336
  %1357 = sext i32 %1356 to i64
  %1358 = getelementptr float, ptr addrspace(1) %2, i64 %1357
  %1359 = and i1 %1247, %1340
  %1360 = ptrtoint ptr addrspace(1) %1358 to i64
  %1361 = and i64 %1360, 7
  %1362 = icmp eq i64 %1361, 0
  %1363 = and i1 %1359, %1362
  %1364 = and i1 %1344, %1363
  %1365 = xor i1 %1359, %1364
  %1366 = xor i1 %1247, %1363
  %1367 = and i1 %1344, %1366
  %1368 = zext i1 %1364 to i32
  %1369 = zext i1 %1365 to i32
  %1370 = zext i1 %1367 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1368, i32 %.lcssa165, i32 %.lcssa164, ptr addrspace(1) %1358, i32 %1369, i32 %1370) #6
  %1371 = or disjoint i32 %96, 16
  %1372 = or disjoint i32 %1371, %1211
  %1373 = or disjoint i32 %1372, %23
  %1374 = mul i32 %1373, %4
  %1375 = add i32 %1374, %1218
  %1376 = sext i32 %1375 to i64
  %1377 = getelementptr float, ptr addrspace(1) %2, i64 %1376
  %1378 = icmp slt i32 %1373, %3
  %1379 = and i1 %1378, %1223
  %1380 = ptrtoint ptr addrspace(1) %1377 to i64
  %1381 = and i64 %1380, 7
  %1382 = icmp eq i64 %1381, 0
  %1383 = and i1 %1379, %1382
  %1384 = and i1 %1228, %1383
  %1385 = xor i1 %1379, %1384
  %1386 = xor i1 %1378, %1383
  %1387 = and i1 %1228, %1386
  %1388 = zext i1 %1384 to i32
  %1389 = zext i1 %1385 to i32
  %1390 = zext i1 %1387 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1388, i32 %.lcssa163, i32 %.lcssa162, ptr addrspace(1) %1377, i32 %1389, i32 %1390) #6
  %1391 = or disjoint i32 %1371, %1240
  %1392 = or disjoint i32 %1391, %23
  %1393 = mul i32 %1392, %4
  %1394 = add i32 %1393, %1218
  %1395 = sext i32 %1394 to i64
  %1396 = getelementptr float, ptr addrspace(1) %2, i64 %1395
  %1397 = icmp slt i32 %1392, %3
  %1398 = and i1 %1397, %1223
  %1399 = ptrtoint ptr addrspace(1) %1396 to i64
  %1400 = and i64 %1399, 7
  %1401 = icmp eq i64 %1400, 0
  %1402 = and i1 %1398, %1401
  %1403 = and i1 %1228, %1402
  %1404 = xor i1 %1398, %1403
  %1405 = xor i1 %1397, %1402
  %1406 = and i1 %1228, %1405
  %1407 = zext i1 %1403 to i32
  %1408 = zext i1 %1404 to i32
  %1409 = zext i1 %1406 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1407, i32 %.lcssa161, i32 %.lcssa160, ptr addrspace(1) %1396, i32 %1408, i32 %1409) #6
  %1410 = add i32 %1374, %1262
  %1411 = sext i32 %1410 to i64
  %1412 = getelementptr float, ptr addrspace(1) %2, i64 %1411
  %1413 = and i1 %1378, %1266
  %1414 = ptrtoint ptr addrspace(1) %1412 to i64
  %1415 = and i64 %1414, 7
  %1416 = icmp eq i64 %1415, 0
  %1417 = and i1 %1413, %1416
  %1418 = and i1 %1270, %1417
  %1419 = xor i1 %1413, %1418
  %1420 = xor i1 %1378, %1417
  %1421 = and i1 %1270, %1420
  %1422 = zext i1 %1418 to i32
  %1423 = zext i1 %1419 to i32
  %1424 = zext i1 %1421 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1422, i32 %.lcssa159, i32 %.lcssa158, ptr addrspace(1) %1412, i32 %1423, i32 %1424) #6
  %1425 = add i32 %1393, %1262
  %1426 = sext i32 %1425 to i64
  %1427 = getelementptr float, ptr addrspace(1) %2, i64 %1426
  %1428 = and i1 %1397, %1266
  %1429 = ptrtoint ptr addrspace(1) %1427 to i64
  %1430 = and i64 %1429, 7
  %1431 = icmp eq i64 %1430, 0
  %1432 = and i1 %1428, %1431
  %1433 = and i1 %1270, %1432
  %1434 = xor i1 %1428, %1433
  %1435 = xor i1 %1397, %1432
  %1436 = and i1 %1270, %1435
  %1437 = zext i1 %1433 to i32
  %1438 = zext i1 %1434 to i32
  %1439 = zext i1 %1436 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1437, i32 %.lcssa157, i32 %.lcssa156, ptr addrspace(1) %1427, i32 %1438, i32 %1439) #6
  %1440 = add i32 %1374, %1299
  %1441 = sext i32 %1440 to i64
  %1442 = getelementptr float, ptr addrspace(1) %2, i64 %1441
  %1443 = and i1 %1378, %1303
  %1444 = ptrtoint ptr addrspace(1) %1442 to i64
  %1445 = and i64 %1444, 7
  %1446 = icmp eq i64 %1445, 0
  %1447 = and i1 %1443, %1446
  %1448 = and i1 %1307, %1447
  %1449 = xor i1 %1443, %1448
  %1450 = xor i1 %1378, %1447
  %1451 = and i1 %1307, %1450
  %1452 = zext i1 %1448 to i32
  %1453 = zext i1 %1449 to i32
  %1454 = zext i1 %1451 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1452, i32 %.lcssa155, i32 %.lcssa154, ptr addrspace(1) %1442, i32 %1453, i32 %1454) #6
  %1455 = add i32 %1393, %1299
  %1456 = sext i32 %1455 to i64
  %1457 = getelementptr float, ptr addrspace(1) %2, i64 %1456
  %1458 = and i1 %1397, %1303
  %1459 = ptrtoint ptr addrspace(1) %1457 to i64
  %1460 = and i64 %1459, 7
  %1461 = icmp eq i64 %1460, 0
  %1462 = and i1 %1458, %1461
  %1463 = and i1 %1307, %1462
  %1464 = xor i1 %1458, %1463
  %1465 = xor i1 %1397, %1462
  %1466 = and i1 %1307, %1465
  %1467 = zext i1 %1463 to i32
  %1468 = zext i1 %1464 to i32
  %1469 = zext i1 %1466 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1467, i32 %.lcssa153, i32 %.lcssa152, ptr addrspace(1) %1457, i32 %1468, i32 %1469) #6
  %1470 = add i32 %1374, %1336
  %1471 = sext i32 %1470 to i64
  %1472 = getelementptr float, ptr addrspace(1) %2, i64 %1471
  %1473 = and i1 %1378, %1340
  %1474 = ptrtoint ptr addrspace(1) %1472 to i64
  %1475 = and i64 %1474, 7
  %1476 = icmp eq i64 %1475, 0
  %1477 = and i1 %1473, %1476
  %1478 = and i1 %1344, %1477
  %1479 = xor i1 %1473, %1478
  %1480 = xor i1 %1378, %1477
  %1481 = and i1 %1344, %1480
  %1482 = zext i1 %1478 to i32
  %1483 = zext i1 %1479 to i32
  %1484 = zext i1 %1481 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1482, i32 %.lcssa151, i32 %.lcssa150, ptr addrspace(1) %1472, i32 %1483, i32 %1484) #6
  %1485 = add i32 %1393, %1336
  %1486 = sext i32 %1485 to i64
  %1487 = getelementptr float, ptr addrspace(1) %2, i64 %1486
  %1488 = and i1 %1397, %1340
  %1489 = ptrtoint ptr addrspace(1) %1487 to i64
  %1490 = and i64 %1489, 7
  %1491 = icmp eq i64 %1490, 0
  %1492 = and i1 %1488, %1491
  %1493 = and i1 %1344, %1492
  %1494 = xor i1 %1488, %1493
  %1495 = xor i1 %1397, %1492
  %1496 = and i1 %1344, %1495
  %1497 = zext i1 %1493 to i32
  %1498 = zext i1 %1494 to i32
  %1499 = zext i1 %1496 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1497, i32 %.lcssa149, i32 %.lcssa148, ptr addrspace(1) %1487, i32 %1498, i32 %1499) #6
  %1500 = or disjoint i32 %96, 32
  %1501 = or disjoint i32 %1500, %1211
  %1502 = or disjoint i32 %1501, %23
  %1503 = mul i32 %1502, %4
  %1504 = add i32 %1503, %1218
  %1505 = sext i32 %1504 to i64
  %1506 = getelementptr float, ptr addrspace(1) %2, i64 %1505
  %1507 = icmp slt i32 %1502, %3
  %1508 = and i1 %1507, %1223
  %1509 = ptrtoint ptr addrspace(1) %1506 to i64
  %1510 = and i64 %1509, 7
  %1511 = icmp eq i64 %1510, 0
  %1512 = and i1 %1508, %1511
  %1513 = and i1 %1228, %1512
  %1514 = xor i1 %1508, %1513
  %1515 = xor i1 %1507, %1512
  %1516 = and i1 %1228, %1515
  %1517 = zext i1 %1513 to i32
  %1518 = zext i1 %1514 to i32
  %1519 = zext i1 %1516 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1517, i32 %.lcssa147, i32 %.lcssa146, ptr addrspace(1) %1506, i32 %1518, i32 %1519) #6
  %1520 = or disjoint i32 %1500, %1240
  %1521 = or disjoint i32 %1520, %23
  %1522 = mul i32 %1521, %4
  %1523 = add i32 %1522, %1218
  %1524 = sext i32 %1523 to i64
  %1525 = getelementptr float, ptr addrspace(1) %2, i64 %1524
  %1526 = icmp slt i32 %1521, %3
  %1527 = and i1 %1526, %1223
  %1528 = ptrtoint ptr addrspace(1) %1525 to i64
  %1529 = and i64 %1528, 7
  %1530 = icmp eq i64 %1529, 0
  %1531 = and i1 %1527, %1530
  %1532 = and i1 %1228, %1531
  %1533 = xor i1 %1527, %1532
  %1534 = xor i1 %1526, %1531
  %1535 = and i1 %1228, %1534
  %1536 = zext i1 %1532 to i32
  %1537 = zext i1 %1533 to i32
  %1538 = zext i1 %1535 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1536, i32 %.lcssa145, i32 %.lcssa144, ptr addrspace(1) %1525, i32 %1537, i32 %1538) #6
  %1539 = add i32 %1503, %1262
  %1540 = sext i32 %1539 to i64
  %1541 = getelementptr float, ptr addrspace(1) %2, i64 %1540
  %1542 = and i1 %1507, %1266
  %1543 = ptrtoint ptr addrspace(1) %1541 to i64
  %1544 = and i64 %1543, 7
  %1545 = icmp eq i64 %1544, 0
  %1546 = and i1 %1542, %1545
  %1547 = and i1 %1270, %1546
  %1548 = xor i1 %1542, %1547
  %1549 = xor i1 %1507, %1546
  %1550 = and i1 %1270, %1549
  %1551 = zext i1 %1547 to i32
  %1552 = zext i1 %1548 to i32
  %1553 = zext i1 %1550 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1551, i32 %.lcssa143, i32 %.lcssa142, ptr addrspace(1) %1541, i32 %1552, i32 %1553) #6
  %1554 = add i32 %1522, %1262
  %1555 = sext i32 %1554 to i64
  %1556 = getelementptr float, ptr addrspace(1) %2, i64 %1555
  %1557 = and i1 %1526, %1266
  %1558 = ptrtoint ptr addrspace(1) %1556 to i64
  %1559 = and i64 %1558, 7
  %1560 = icmp eq i64 %1559, 0
  %1561 = and i1 %1557, %1560
  %1562 = and i1 %1270, %1561
  %1563 = xor i1 %1557, %1562
  %1564 = xor i1 %1526, %1561
  %1565 = and i1 %1270, %1564
  %1566 = zext i1 %1562 to i32
  %1567 = zext i1 %1563 to i32
  %1568 = zext i1 %1565 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1566, i32 %.lcssa141, i32 %.lcssa140, ptr addrspace(1) %1556, i32 %1567, i32 %1568) #6
  %1569 = add i32 %1503, %1299
  %1570 = sext i32 %1569 to i64
  %1571 = getelementptr float, ptr addrspace(1) %2, i64 %1570
  %1572 = and i1 %1507, %1303
  %1573 = ptrtoint ptr addrspace(1) %1571 to i64
  %1574 = and i64 %1573, 7
  %1575 = icmp eq i64 %1574, 0
  %1576 = and i1 %1572, %1575
  %1577 = and i1 %1307, %1576
  %1578 = xor i1 %1572, %1577
  %1579 = xor i1 %1507, %1576
  %1580 = and i1 %1307, %1579
  %1581 = zext i1 %1577 to i32
  %1582 = zext i1 %1578 to i32
  %1583 = zext i1 %1580 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1581, i32 %.lcssa139, i32 %.lcssa138, ptr addrspace(1) %1571, i32 %1582, i32 %1583) #6
  %1584 = add i32 %1522, %1299
  %1585 = sext i32 %1584 to i64
  %1586 = getelementptr float, ptr addrspace(1) %2, i64 %1585
  %1587 = and i1 %1526, %1303
  %1588 = ptrtoint ptr addrspace(1) %1586 to i64
  %1589 = and i64 %1588, 7
  %1590 = icmp eq i64 %1589, 0
  %1591 = and i1 %1587, %1590
  %1592 = and i1 %1307, %1591
  %1593 = xor i1 %1587, %1592
  %1594 = xor i1 %1526, %1591
  %1595 = and i1 %1307, %1594
  %1596 = zext i1 %1592 to i32
  %1597 = zext i1 %1593 to i32
  %1598 = zext i1 %1595 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1596, i32 %.lcssa137, i32 %.lcssa136, ptr addrspace(1) %1586, i32 %1597, i32 %1598) #6
  %1599 = add i32 %1503, %1336
  %1600 = sext i32 %1599 to i64
  %1601 = getelementptr float, ptr addrspace(1) %2, i64 %1600
  %1602 = and i1 %1507, %1340
  %1603 = ptrtoint ptr addrspace(1) %1601 to i64
  %1604 = and i64 %1603, 7
  %1605 = icmp eq i64 %1604, 0
  %1606 = and i1 %1602, %1605
  %1607 = and i1 %1344, %1606
  %1608 = xor i1 %1602, %1607
  %1609 = xor i1 %1507, %1606
  %1610 = and i1 %1344, %1609
  %1611 = zext i1 %1607 to i32
  %1612 = zext i1 %1608 to i32
  %1613 = zext i1 %1610 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1611, i32 %.lcssa135, i32 %.lcssa134, ptr addrspace(1) %1601, i32 %1612, i32 %1613) #6
  %1614 = add i32 %1522, %1336
  %1615 = sext i32 %1614 to i64
  %1616 = getelementptr float, ptr addrspace(1) %2, i64 %1615
  %1617 = and i1 %1526, %1340
  %1618 = ptrtoint ptr addrspace(1) %1616 to i64
  %1619 = and i64 %1618, 7
  %1620 = icmp eq i64 %1619, 0
  %1621 = and i1 %1617, %1620
  %1622 = and i1 %1344, %1621
  %1623 = xor i1 %1617, %1622
  %1624 = xor i1 %1526, %1621
  %1625 = and i1 %1344, %1624
  %1626 = zext i1 %1622 to i32
  %1627 = zext i1 %1623 to i32
  %1628 = zext i1 %1625 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1626, i32 %.lcssa133, i32 %.lcssa132, ptr addrspace(1) %1616, i32 %1627, i32 %1628) #6
  %1629 = or i32 %95, 48
  %1630 = or disjoint i32 %1629, %1211
  %1631 = or disjoint i32 %1630, %23
  %1632 = mul i32 %1631, %4
  %1633 = add i32 %1632, %1218
  %1634 = sext i32 %1633 to i64
  %1635 = getelementptr float, ptr addrspace(1) %2, i64 %1634
  %1636 = icmp slt i32 %1631, %3
  %1637 = and i1 %1636, %1223
  %1638 = ptrtoint ptr addrspace(1) %1635 to i64
  %1639 = and i64 %1638, 7
  %1640 = icmp eq i64 %1639, 0
  %1641 = and i1 %1637, %1640
  %1642 = and i1 %1228, %1641
  %1643 = xor i1 %1637, %1642
  %1644 = xor i1 %1636, %1641
  %1645 = and i1 %1228, %1644
  %1646 = zext i1 %1642 to i32
  %1647 = zext i1 %1643 to i32
  %1648 = zext i1 %1645 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1646, i32 %.lcssa131, i32 %.lcssa130, ptr addrspace(1) %1635, i32 %1647, i32 %1648) #6
  %1649 = or disjoint i32 %1629, %1240
  %1650 = or disjoint i32 %1649, %23
  %1651 = mul i32 %1650, %4
  %1652 = add i32 %1651, %1218
  %1653 = sext i32 %1652 to i64
  %1654 = getelementptr float, ptr addrspace(1) %2, i64 %1653
  %1655 = icmp slt i32 %1650, %3
  %1656 = and i1 %1655, %1223
  %1657 = ptrtoint ptr addrspace(1) %1654 to i64
  %1658 = and i64 %1657, 7
  %1659 = icmp eq i64 %1658, 0
  %1660 = and i1 %1656, %1659
  %1661 = and i1 %1228, %1660
  %1662 = xor i1 %1656, %1661
  %1663 = xor i1 %1655, %1660
  %1664 = and i1 %1228, %1663
  %1665 = zext i1 %1661 to i32
  %1666 = zext i1 %1662 to i32
  %1667 = zext i1 %1664 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1665, i32 %.lcssa129, i32 %.lcssa128, ptr addrspace(1) %1654, i32 %1666, i32 %1667) #6
  %1668 = add i32 %1632, %1262
  %1669 = sext i32 %1668 to i64
  %1670 = getelementptr float, ptr addrspace(1) %2, i64 %1669
  %1671 = and i1 %1636, %1266
  %1672 = ptrtoint ptr addrspace(1) %1670 to i64
  %1673 = and i64 %1672, 7
  %1674 = icmp eq i64 %1673, 0
  %1675 = and i1 %1671, %1674
  %1676 = and i1 %1270, %1675
  %1677 = xor i1 %1671, %1676
  %1678 = xor i1 %1636, %1675
  %1679 = and i1 %1270, %1678
  %1680 = zext i1 %1676 to i32
  %1681 = zext i1 %1677 to i32
  %1682 = zext i1 %1679 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1680, i32 %.lcssa127, i32 %.lcssa126, ptr addrspace(1) %1670, i32 %1681, i32 %1682) #6
  %1683 = add i32 %1651, %1262
  %1684 = sext i32 %1683 to i64
  %1685 = getelementptr float, ptr addrspace(1) %2, i64 %1684
  %1686 = and i1 %1655, %1266
  %1687 = ptrtoint ptr addrspace(1) %1685 to i64
  %1688 = and i64 %1687, 7
  %1689 = icmp eq i64 %1688, 0
  %1690 = and i1 %1686, %1689
  %1691 = and i1 %1270, %1690
  %1692 = xor i1 %1686, %1691
  %1693 = xor i1 %1655, %1690
  %1694 = and i1 %1270, %1693
  %1695 = zext i1 %1691 to i32
  %1696 = zext i1 %1692 to i32
  %1697 = zext i1 %1694 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1695, i32 %.lcssa125, i32 %.lcssa124, ptr addrspace(1) %1685, i32 %1696, i32 %1697) #6
  %1698 = add i32 %1632, %1299
  %1699 = sext i32 %1698 to i64
  %1700 = getelementptr float, ptr addrspace(1) %2, i64 %1699
  %1701 = and i1 %1636, %1303
  %1702 = ptrtoint ptr addrspace(1) %1700 to i64
  %1703 = and i64 %1702, 7
  %1704 = icmp eq i64 %1703, 0
  %1705 = and i1 %1701, %1704
  %1706 = and i1 %1307, %1705
  %1707 = xor i1 %1701, %1706
  %1708 = xor i1 %1636, %1705
  %1709 = and i1 %1307, %1708
  %1710 = zext i1 %1706 to i32
  %1711 = zext i1 %1707 to i32
  %1712 = zext i1 %1709 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1710, i32 %.lcssa123, i32 %.lcssa122, ptr addrspace(1) %1700, i32 %1711, i32 %1712) #6
  %1713 = add i32 %1651, %1299
  %1714 = sext i32 %1713 to i64
  %1715 = getelementptr float, ptr addrspace(1) %2, i64 %1714
  %1716 = and i1 %1655, %1303
  %1717 = ptrtoint ptr addrspace(1) %1715 to i64
  %1718 = and i64 %1717, 7
  %1719 = icmp eq i64 %1718, 0
  %1720 = and i1 %1716, %1719
  %1721 = and i1 %1307, %1720
  %1722 = xor i1 %1716, %1721
  %1723 = xor i1 %1655, %1720
  %1724 = and i1 %1307, %1723
  %1725 = zext i1 %1721 to i32
  %1726 = zext i1 %1722 to i32
  %1727 = zext i1 %1724 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1725, i32 %.lcssa121, i32 %.lcssa120, ptr addrspace(1) %1715, i32 %1726, i32 %1727) #6
  %1728 = add i32 %1632, %1336
  %1729 = sext i32 %1728 to i64
  %1730 = getelementptr float, ptr addrspace(1) %2, i64 %1729
  %1731 = and i1 %1636, %1340
  %1732 = ptrtoint ptr addrspace(1) %1730 to i64
  %1733 = and i64 %1732, 7
  %1734 = icmp eq i64 %1733, 0
  %1735 = and i1 %1731, %1734
  %1736 = and i1 %1344, %1735
  %1737 = xor i1 %1731, %1736
  %1738 = xor i1 %1636, %1735
  %1739 = and i1 %1344, %1738
  %1740 = zext i1 %1736 to i32
  %1741 = zext i1 %1737 to i32
  %1742 = zext i1 %1739 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1740, i32 %.lcssa119, i32 %.lcssa118, ptr addrspace(1) %1730, i32 %1741, i32 %1742) #6
  %1743 = add i32 %1651, %1336
  %1744 = sext i32 %1743 to i64
  %1745 = getelementptr float, ptr addrspace(1) %2, i64 %1744
  %1746 = and i1 %1655, %1340
  %1747 = ptrtoint ptr addrspace(1) %1745 to i64
  %1748 = and i64 %1747, 7
  %1749 = icmp eq i64 %1748, 0
  %1750 = and i1 %1746, %1749
  %1751 = and i1 %1344, %1750
  %1752 = xor i1 %1746, %1751
  %1753 = xor i1 %1655, %1750
  %1754 = and i1 %1344, %1753
  %1755 = zext i1 %1751 to i32
  %1756 = zext i1 %1752 to i32
  %1757 = zext i1 %1754 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1755, i32 %.lcssa117, i32 %.lcssa116, ptr addrspace(1) %1745, i32 %1756, i32 %1757) #6
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

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #4

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #5

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
