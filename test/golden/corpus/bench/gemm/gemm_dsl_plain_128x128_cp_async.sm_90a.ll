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
  %76 = lshr i32 %36, 4
  %77 = mul nuw nsw i32 %76, 136
  %78 = add nuw nsw i32 %77, %64
  %79 = shl nuw nsw i32 %78, 1
  %80 = zext nneg i32 %79 to i64
  %81 = lshr i32 %45, 4
  %82 = mul nuw nsw i32 %81, 136
  %83 = add nuw nsw i32 %82, %64
  %84 = shl nuw nsw i32 %83, 1
  %85 = zext nneg i32 %84 to i64
  %86 = lshr i32 %54, 4
  %87 = mul nuw nsw i32 %86, 136
  %88 = add nuw nsw i32 %87, %64
  %89 = shl nuw nsw i32 %88, 1
  %90 = zext nneg i32 %89 to i64
  %invariant.op622 = or i32 %24, %64
  %invariant.op623 = or i32 %24, %64
  %invariant.op624 = or i32 %24, %64
  %invariant.op625 = or i32 %24, %64
  br label %156

.preheader36:                                     ; preds = %.loopexit38
  %91 = icmp sgt i32 %5, 0
  %92 = and i32 %7, 96
  %93 = lshr i32 %7, 1
  %94 = and i32 %93, 112
  %95 = and i32 %93, 64
  br i1 %91, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader36
  %96 = and i32 %7, 15
  %97 = or disjoint i32 %95, %96
  %98 = lshr i32 %7, 1
  %99 = and i32 %98, 8
  %100 = mul nuw nsw i32 %97, 72
  %invariant.op = add nuw nsw i32 %100, 1152
  %invariant.op180 = add nuw nsw i32 %100, 2304
  %101 = or disjoint i32 %99, %92
  %102 = or disjoint i32 %101, 16
  %103 = or disjoint i32 %94, %96
  %104 = or i32 %103, 48
  %105 = mul nuw nsw i32 %104, 72
  %106 = add nuw nsw i32 %99, %100
  %107 = zext nneg i32 %106 to i64
  %108 = mul nuw nsw i32 %96, 136
  %109 = add nuw nsw i32 %108, %101
  %110 = zext nneg i32 %109 to i64
  %111 = add nuw nsw i32 %102, %108
  %112 = zext nneg i32 %111 to i64
  %.reass = add nuw nsw i32 %99, %invariant.op
  %113 = zext nneg i32 %.reass to i64
  %.reass181 = add nuw nsw i32 %99, %invariant.op180
  %114 = zext nneg i32 %.reass181 to i64
  %115 = add nuw nsw i32 %99, %105
  %116 = zext nneg i32 %115 to i64
  %117 = or disjoint i32 %99, 16
  %118 = add nuw nsw i32 %117, %100
  %119 = zext nneg i32 %118 to i64
  %120 = mul nuw nsw i32 %96, 136
  %121 = add nuw nsw i32 %120, 2176
  %122 = add nuw nsw i32 %121, %101
  %123 = zext nneg i32 %122 to i64
  %124 = add nuw nsw i32 %102, %121
  %125 = zext nneg i32 %124 to i64
  %.reass.1 = add nuw nsw i32 %117, %invariant.op
  %126 = zext nneg i32 %.reass.1 to i64
  %.reass181.1 = add nuw nsw i32 %117, %invariant.op180
  %127 = zext nneg i32 %.reass181.1 to i64
  %128 = add nuw nsw i32 %117, %105
  %129 = zext nneg i32 %128 to i64
  %130 = or disjoint i32 %99, 32
  %131 = add nuw nsw i32 %130, %100
  %132 = zext nneg i32 %131 to i64
  %133 = mul nuw nsw i32 %96, 136
  %134 = add nuw nsw i32 %133, 4352
  %135 = add nuw nsw i32 %134, %101
  %136 = zext nneg i32 %135 to i64
  %137 = add nuw nsw i32 %102, %134
  %138 = zext nneg i32 %137 to i64
  %.reass.2 = add nuw nsw i32 %130, %invariant.op
  %139 = zext nneg i32 %.reass.2 to i64
  %.reass181.2 = add nuw nsw i32 %130, %invariant.op180
  %140 = zext nneg i32 %.reass181.2 to i64
  %141 = add nuw nsw i32 %130, %105
  %142 = zext nneg i32 %141 to i64
  %143 = or disjoint i32 %99, 48
  %144 = add nuw nsw i32 %143, %100
  %145 = zext nneg i32 %144 to i64
  %146 = mul nuw nsw i32 %96, 136
  %147 = add nuw nsw i32 %146, 6528
  %148 = add nuw nsw i32 %147, %101
  %149 = zext nneg i32 %148 to i64
  %150 = add nuw nsw i32 %102, %147
  %151 = zext nneg i32 %150 to i64
  %.reass.3 = add nuw nsw i32 %143, %invariant.op
  %152 = zext nneg i32 %.reass.3 to i64
  %.reass181.3 = add nuw nsw i32 %143, %invariant.op180
  %153 = zext nneg i32 %.reass181.3 to i64
  %154 = add nuw nsw i32 %143, %105
  %155 = zext nneg i32 %154 to i64
  %invariant.op630 = or i32 %24, %64
  %invariant.op631 = or i32 %24, %64
  %invariant.op632 = or i32 %24, %64
  %invariant.op633 = or i32 %24, %64
  br label %399

156:                                              ; preds = %6, %.loopexit38
  %157 = phi i64 [ 0, %6 ], [ %398, %.loopexit38 ]
  %158 = trunc nuw nsw i64 %157 to i32
  %159 = shl nuw nsw i32 %158, 6
  %160 = icmp slt i32 %159, %5
  br i1 %160, label %161, label %.loopexit38

161:                                              ; preds = %156
  %162 = mul nuw nsw i64 %157, 35840
  %163 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_dsmem, i64 %162
  %164 = or disjoint i32 %159, %27
  %165 = add i32 %164, %29
  %166 = sext i32 %165 to i64
  %167 = getelementptr bfloat, ptr addrspace(1) %0, i64 %166
  %168 = ptrtoint ptr addrspace(1) %167 to i64
  %169 = and i64 %168, 15
  %170 = icmp eq i64 %169, 0
  %171 = getelementptr i8, ptr addrspace(3) %163, i64 %35
  br i1 %170, label %172, label %.preheader51.preheader

.preheader51.preheader:                           ; preds = %161
  %invariant.op618 = or i32 %159, %27
  br label %.preheader51

172:                                              ; preds = %161
  %173 = zext nneg i32 %164 to i64
  %174 = sub nsw i64 %31, %173
  %175 = tail call i64 @llvm.smax.i64(i64 %174, i64 0)
  %176 = tail call i64 @llvm.umin.i64(i64 %175, i64 8)
  %177 = trunc nuw nsw i64 %176 to i32
  %178 = select i1 %30, i32 %177, i32 0
  %179 = icmp eq i32 %178, 0
  %180 = select i1 %179, ptr addrspace(1) %0, ptr addrspace(1) %167
  %181 = shl nuw nsw i32 %178, 1
  %182 = ptrtoint ptr addrspace(3) %171 to i64
  %183 = trunc i64 %182 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %183, ptr addrspace(1) %180, i32 %181) #6
  br label %.loopexit52

.preheader51:                                     ; preds = %.preheader51.preheader, %.preheader51
  %184 = phi i64 [ %194, %.preheader51 ], [ 0, %.preheader51.preheader ]
  %185 = trunc nuw nsw i64 %184 to i32
  %.reass398.reass = or i32 %185, %invariant.op618
  %186 = add i32 %.reass398.reass, %29
  %187 = sext i32 %186 to i64
  %188 = getelementptr bfloat, ptr addrspace(1) %0, i64 %187
  %189 = icmp slt i32 %.reass398.reass, %5
  %190 = and i1 %30, %189
  %191 = zext i1 %190 to i32
  %192 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %188, i32 %191, i16 0) #6
  %193 = getelementptr bfloat, ptr addrspace(3) %171, i64 %184
  store i16 %192, ptr addrspace(3) %193, align 2
  %194 = add nuw nsw i64 %184, 1
  %exitcond.not = icmp eq i64 %194, 8
  br i1 %exitcond.not, label %.loopexit52, label %.preheader51

.loopexit52:                                      ; preds = %.preheader51, %172
  %195 = add i32 %164, %39
  %196 = sext i32 %195 to i64
  %197 = getelementptr bfloat, ptr addrspace(1) %0, i64 %196
  %198 = ptrtoint ptr addrspace(1) %197 to i64
  %199 = and i64 %198, 15
  %200 = icmp eq i64 %199, 0
  %201 = getelementptr i8, ptr addrspace(3) %163, i64 %44
  br i1 %200, label %202, label %.preheader49.preheader

.preheader49.preheader:                           ; preds = %.loopexit52
  %invariant.op619 = or i32 %159, %27
  br label %.preheader49

202:                                              ; preds = %.loopexit52
  %203 = zext nneg i32 %164 to i64
  %204 = sub nsw i64 %31, %203
  %205 = tail call i64 @llvm.smax.i64(i64 %204, i64 0)
  %206 = tail call i64 @llvm.umin.i64(i64 %205, i64 8)
  %207 = trunc nuw nsw i64 %206 to i32
  %208 = select i1 %40, i32 %207, i32 0
  %209 = icmp eq i32 %208, 0
  %210 = select i1 %209, ptr addrspace(1) %0, ptr addrspace(1) %197
  %211 = shl nuw nsw i32 %208, 1
  %212 = ptrtoint ptr addrspace(3) %201 to i64
  %213 = trunc i64 %212 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %213, ptr addrspace(1) %210, i32 %211) #6
  br label %.loopexit50

.preheader49:                                     ; preds = %.preheader49.preheader, %.preheader49
  %214 = phi i64 [ %224, %.preheader49 ], [ 0, %.preheader49.preheader ]
  %215 = trunc nuw nsw i64 %214 to i32
  %.reass400.reass = or i32 %215, %invariant.op619
  %216 = add i32 %.reass400.reass, %39
  %217 = sext i32 %216 to i64
  %218 = getelementptr bfloat, ptr addrspace(1) %0, i64 %217
  %219 = icmp slt i32 %.reass400.reass, %5
  %220 = and i1 %40, %219
  %221 = zext i1 %220 to i32
  %222 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %218, i32 %221, i16 0) #6
  %223 = getelementptr bfloat, ptr addrspace(3) %201, i64 %214
  store i16 %222, ptr addrspace(3) %223, align 2
  %224 = add nuw nsw i64 %214, 1
  %exitcond308.not = icmp eq i64 %224, 8
  br i1 %exitcond308.not, label %.loopexit50, label %.preheader49

.loopexit50:                                      ; preds = %.preheader49, %202
  %225 = add i32 %164, %48
  %226 = sext i32 %225 to i64
  %227 = getelementptr bfloat, ptr addrspace(1) %0, i64 %226
  %228 = ptrtoint ptr addrspace(1) %227 to i64
  %229 = and i64 %228, 15
  %230 = icmp eq i64 %229, 0
  %231 = getelementptr i8, ptr addrspace(3) %163, i64 %53
  br i1 %230, label %232, label %.preheader47.preheader

.preheader47.preheader:                           ; preds = %.loopexit50
  %invariant.op620 = or i32 %159, %27
  br label %.preheader47

232:                                              ; preds = %.loopexit50
  %233 = zext nneg i32 %164 to i64
  %234 = sub nsw i64 %31, %233
  %235 = tail call i64 @llvm.smax.i64(i64 %234, i64 0)
  %236 = tail call i64 @llvm.umin.i64(i64 %235, i64 8)
  %237 = trunc nuw nsw i64 %236 to i32
  %238 = select i1 %49, i32 %237, i32 0
  %239 = icmp eq i32 %238, 0
  %240 = select i1 %239, ptr addrspace(1) %0, ptr addrspace(1) %227
  %241 = shl nuw nsw i32 %238, 1
  %242 = ptrtoint ptr addrspace(3) %231 to i64
  %243 = trunc i64 %242 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %243, ptr addrspace(1) %240, i32 %241) #6
  br label %.loopexit48

.preheader47:                                     ; preds = %.preheader47.preheader, %.preheader47
  %244 = phi i64 [ %254, %.preheader47 ], [ 0, %.preheader47.preheader ]
  %245 = trunc nuw nsw i64 %244 to i32
  %.reass402.reass = or i32 %245, %invariant.op620
  %246 = add i32 %.reass402.reass, %48
  %247 = sext i32 %246 to i64
  %248 = getelementptr bfloat, ptr addrspace(1) %0, i64 %247
  %249 = icmp slt i32 %.reass402.reass, %5
  %250 = and i1 %49, %249
  %251 = zext i1 %250 to i32
  %252 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %248, i32 %251, i16 0) #6
  %253 = getelementptr bfloat, ptr addrspace(3) %231, i64 %244
  store i16 %252, ptr addrspace(3) %253, align 2
  %254 = add nuw nsw i64 %244, 1
  %exitcond309.not = icmp eq i64 %254, 8
  br i1 %exitcond309.not, label %.loopexit48, label %.preheader47

.loopexit48:                                      ; preds = %.preheader47, %232
  %255 = add i32 %164, %57
  %256 = sext i32 %255 to i64
  %257 = getelementptr bfloat, ptr addrspace(1) %0, i64 %256
  %258 = ptrtoint ptr addrspace(1) %257 to i64
  %259 = and i64 %258, 15
  %260 = icmp eq i64 %259, 0
  %261 = getelementptr i8, ptr addrspace(3) %163, i64 %62
  br i1 %260, label %262, label %.preheader45.preheader

.preheader45.preheader:                           ; preds = %.loopexit48
  %invariant.op621 = or i32 %159, %27
  br label %.preheader45

262:                                              ; preds = %.loopexit48
  %263 = zext nneg i32 %164 to i64
  %264 = sub nsw i64 %31, %263
  %265 = tail call i64 @llvm.smax.i64(i64 %264, i64 0)
  %266 = tail call i64 @llvm.umin.i64(i64 %265, i64 8)
  %267 = trunc nuw nsw i64 %266 to i32
  %268 = select i1 %58, i32 %267, i32 0
  %269 = icmp eq i32 %268, 0
  %270 = select i1 %269, ptr addrspace(1) %0, ptr addrspace(1) %257
  %271 = shl nuw nsw i32 %268, 1
  %272 = ptrtoint ptr addrspace(3) %261 to i64
  %273 = trunc i64 %272 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %273, ptr addrspace(1) %270, i32 %271) #6
  br label %.loopexit46

.preheader45:                                     ; preds = %.preheader45.preheader, %.preheader45
  %274 = phi i64 [ %284, %.preheader45 ], [ 0, %.preheader45.preheader ]
  %275 = trunc nuw nsw i64 %274 to i32
  %.reass404.reass = or i32 %275, %invariant.op621
  %276 = add i32 %.reass404.reass, %57
  %277 = sext i32 %276 to i64
  %278 = getelementptr bfloat, ptr addrspace(1) %0, i64 %277
  %279 = icmp slt i32 %.reass404.reass, %5
  %280 = and i1 %58, %279
  %281 = zext i1 %280 to i32
  %282 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %278, i32 %281, i16 0) #6
  %283 = getelementptr bfloat, ptr addrspace(3) %261, i64 %274
  store i16 %282, ptr addrspace(3) %283, align 2
  %284 = add nuw nsw i64 %274, 1
  %exitcond310.not = icmp eq i64 %284, 8
  br i1 %exitcond310.not, label %.loopexit46, label %.preheader45

.loopexit46:                                      ; preds = %.preheader45, %262
  %285 = getelementptr i8, ptr addrspace(3) %163, i64 18432
  %286 = or disjoint i32 %159, %63
  %287 = mul i32 %286, %4
  %288 = add i32 %287, %65
  %289 = sext i32 %288 to i64
  %290 = getelementptr bfloat, ptr addrspace(1) %1, i64 %289
  %291 = ptrtoint ptr addrspace(1) %290 to i64
  %292 = and i64 %291, 15
  %293 = icmp eq i64 %292, 0
  %294 = icmp slt i32 %286, %5
  %295 = getelementptr i8, ptr addrspace(3) %285, i64 %70
  br i1 %293, label %296, label %.preheader43

296:                                              ; preds = %.loopexit46
  %297 = select i1 %294, i32 %75, i32 0
  %298 = icmp eq i32 %297, 0
  %299 = select i1 %298, ptr addrspace(1) %1, ptr addrspace(1) %290
  %300 = shl nuw nsw i32 %297, 1
  %301 = ptrtoint ptr addrspace(3) %295 to i64
  %302 = trunc i64 %301 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %302, ptr addrspace(1) %299, i32 %300) #6
  br label %.loopexit44

.preheader43:                                     ; preds = %.loopexit46, %.preheader43
  %303 = phi i64 [ %313, %.preheader43 ], [ 0, %.loopexit46 ]
  %304 = trunc nuw nsw i64 %303 to i32
  %.reass406.reass = or i32 %304, %invariant.op622
  %305 = add i32 %.reass406.reass, %287
  %306 = sext i32 %305 to i64
  %307 = getelementptr bfloat, ptr addrspace(1) %1, i64 %306
  %308 = icmp slt i32 %.reass406.reass, %4
  %309 = and i1 %294, %308
  %310 = zext i1 %309 to i32
  %311 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %307, i32 %310, i16 0) #6
  %312 = getelementptr bfloat, ptr addrspace(3) %295, i64 %303
  store i16 %311, ptr addrspace(3) %312, align 2
  %313 = add nuw nsw i64 %303, 1
  %exitcond311.not = icmp eq i64 %313, 8
  br i1 %exitcond311.not, label %.loopexit44, label %.preheader43

.loopexit44:                                      ; preds = %.preheader43, %296
  %314 = or disjoint i32 %159, %76
  %315 = mul i32 %314, %4
  %316 = add i32 %315, %65
  %317 = sext i32 %316 to i64
  %318 = getelementptr bfloat, ptr addrspace(1) %1, i64 %317
  %319 = ptrtoint ptr addrspace(1) %318 to i64
  %320 = and i64 %319, 15
  %321 = icmp eq i64 %320, 0
  %322 = icmp slt i32 %314, %5
  %323 = getelementptr i8, ptr addrspace(3) %285, i64 %80
  br i1 %321, label %324, label %.preheader41

324:                                              ; preds = %.loopexit44
  %325 = select i1 %322, i32 %75, i32 0
  %326 = icmp eq i32 %325, 0
  %327 = select i1 %326, ptr addrspace(1) %1, ptr addrspace(1) %318
  %328 = shl nuw nsw i32 %325, 1
  %329 = ptrtoint ptr addrspace(3) %323 to i64
  %330 = trunc i64 %329 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %330, ptr addrspace(1) %327, i32 %328) #6
  br label %.loopexit42

.preheader41:                                     ; preds = %.loopexit44, %.preheader41
  %331 = phi i64 [ %341, %.preheader41 ], [ 0, %.loopexit44 ]
  %332 = trunc nuw nsw i64 %331 to i32
  %.reass408.reass = or i32 %332, %invariant.op623
  %333 = add i32 %.reass408.reass, %315
  %334 = sext i32 %333 to i64
  %335 = getelementptr bfloat, ptr addrspace(1) %1, i64 %334
  %336 = icmp slt i32 %.reass408.reass, %4
  %337 = and i1 %322, %336
  %338 = zext i1 %337 to i32
  %339 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %335, i32 %338, i16 0) #6
  %340 = getelementptr bfloat, ptr addrspace(3) %323, i64 %331
  store i16 %339, ptr addrspace(3) %340, align 2
  %341 = add nuw nsw i64 %331, 1
  %exitcond312.not = icmp eq i64 %341, 8
  br i1 %exitcond312.not, label %.loopexit42, label %.preheader41

.loopexit42:                                      ; preds = %.preheader41, %324
  %342 = or disjoint i32 %159, %81
  %343 = mul i32 %342, %4
  %344 = add i32 %343, %65
  %345 = sext i32 %344 to i64
  %346 = getelementptr bfloat, ptr addrspace(1) %1, i64 %345
  %347 = ptrtoint ptr addrspace(1) %346 to i64
  %348 = and i64 %347, 15
  %349 = icmp eq i64 %348, 0
  %350 = icmp slt i32 %342, %5
  %351 = getelementptr i8, ptr addrspace(3) %285, i64 %85
  br i1 %349, label %352, label %.preheader39

352:                                              ; preds = %.loopexit42
  %353 = select i1 %350, i32 %75, i32 0
  %354 = icmp eq i32 %353, 0
  %355 = select i1 %354, ptr addrspace(1) %1, ptr addrspace(1) %346
  %356 = shl nuw nsw i32 %353, 1
  %357 = ptrtoint ptr addrspace(3) %351 to i64
  %358 = trunc i64 %357 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %358, ptr addrspace(1) %355, i32 %356) #6
  br label %.loopexit40

.preheader39:                                     ; preds = %.loopexit42, %.preheader39
  %359 = phi i64 [ %369, %.preheader39 ], [ 0, %.loopexit42 ]
  %360 = trunc nuw nsw i64 %359 to i32
  %.reass410.reass = or i32 %360, %invariant.op624
  %361 = add i32 %.reass410.reass, %343
  %362 = sext i32 %361 to i64
  %363 = getelementptr bfloat, ptr addrspace(1) %1, i64 %362
  %364 = icmp slt i32 %.reass410.reass, %4
  %365 = and i1 %350, %364
  %366 = zext i1 %365 to i32
  %367 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %363, i32 %366, i16 0) #6
  %368 = getelementptr bfloat, ptr addrspace(3) %351, i64 %359
  store i16 %367, ptr addrspace(3) %368, align 2
  %369 = add nuw nsw i64 %359, 1
  %exitcond313.not = icmp eq i64 %369, 8
  br i1 %exitcond313.not, label %.loopexit40, label %.preheader39

.loopexit40:                                      ; preds = %.preheader39, %352
  %370 = or disjoint i32 %159, %86
  %371 = mul i32 %370, %4
  %372 = add i32 %371, %65
  %373 = sext i32 %372 to i64
  %374 = getelementptr bfloat, ptr addrspace(1) %1, i64 %373
  %375 = ptrtoint ptr addrspace(1) %374 to i64
  %376 = and i64 %375, 15
  %377 = icmp eq i64 %376, 0
  %378 = icmp slt i32 %370, %5
  %379 = getelementptr i8, ptr addrspace(3) %285, i64 %90
  br i1 %377, label %380, label %.preheader37

380:                                              ; preds = %.loopexit40
  %381 = select i1 %378, i32 %75, i32 0
  %382 = icmp eq i32 %381, 0
  %383 = select i1 %382, ptr addrspace(1) %1, ptr addrspace(1) %374
  %384 = shl nuw nsw i32 %381, 1
  %385 = ptrtoint ptr addrspace(3) %379 to i64
  %386 = trunc i64 %385 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %386, ptr addrspace(1) %383, i32 %384) #6
  br label %.loopexit38

.preheader37:                                     ; preds = %.loopexit40, %.preheader37
  %387 = phi i64 [ %397, %.preheader37 ], [ 0, %.loopexit40 ]
  %388 = trunc nuw nsw i64 %387 to i32
  %.reass412.reass = or i32 %388, %invariant.op625
  %389 = add i32 %.reass412.reass, %371
  %390 = sext i32 %389 to i64
  %391 = getelementptr bfloat, ptr addrspace(1) %1, i64 %390
  %392 = icmp slt i32 %.reass412.reass, %4
  %393 = and i1 %378, %392
  %394 = zext i1 %393 to i32
  %395 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %391, i32 %394, i16 0) #6
  %396 = getelementptr bfloat, ptr addrspace(3) %379, i64 %387
  store i16 %395, ptr addrspace(3) %396, align 2
  %397 = add nuw nsw i64 %387, 1
  %exitcond314.not = icmp eq i64 %397, 8
  br i1 %exitcond314.not, label %.loopexit38, label %.preheader37

.loopexit38:                                      ; preds = %.preheader37, %380, %156
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %398 = add nuw nsw i64 %157, 1
  %exitcond315.not = icmp eq i64 %398, 3
  br i1 %exitcond315.not, label %.preheader36, label %156

399:                                              ; preds = %.lr.ph, %.loopexit
  %400 = phi i32 [ 0, %.lr.ph ], [ %1182, %.loopexit ]
  %401 = phi float [ 0.000000e+00, %.lr.ph ], [ %1179, %.loopexit ]
  %402 = phi float [ 0.000000e+00, %.lr.ph ], [ %1178, %.loopexit ]
  %403 = phi float [ 0.000000e+00, %.lr.ph ], [ %1177, %.loopexit ]
  %404 = phi float [ 0.000000e+00, %.lr.ph ], [ %1176, %.loopexit ]
  %405 = phi float [ 0.000000e+00, %.lr.ph ], [ %1174, %.loopexit ]
  %406 = phi float [ 0.000000e+00, %.lr.ph ], [ %1173, %.loopexit ]
  %407 = phi float [ 0.000000e+00, %.lr.ph ], [ %1172, %.loopexit ]
  %408 = phi float [ 0.000000e+00, %.lr.ph ], [ %1171, %.loopexit ]
  %409 = phi float [ 0.000000e+00, %.lr.ph ], [ %1169, %.loopexit ]
  %410 = phi float [ 0.000000e+00, %.lr.ph ], [ %1168, %.loopexit ]
  %411 = phi float [ 0.000000e+00, %.lr.ph ], [ %1167, %.loopexit ]
  %412 = phi float [ 0.000000e+00, %.lr.ph ], [ %1166, %.loopexit ]
  %413 = phi float [ 0.000000e+00, %.lr.ph ], [ %1164, %.loopexit ]
  %414 = phi float [ 0.000000e+00, %.lr.ph ], [ %1163, %.loopexit ]
  %415 = phi float [ 0.000000e+00, %.lr.ph ], [ %1162, %.loopexit ]
  %416 = phi float [ 0.000000e+00, %.lr.ph ], [ %1161, %.loopexit ]
  %417 = phi float [ 0.000000e+00, %.lr.ph ], [ %1153, %.loopexit ]
  %418 = phi float [ 0.000000e+00, %.lr.ph ], [ %1152, %.loopexit ]
  %419 = phi float [ 0.000000e+00, %.lr.ph ], [ %1151, %.loopexit ]
  %420 = phi float [ 0.000000e+00, %.lr.ph ], [ %1150, %.loopexit ]
  %421 = phi float [ 0.000000e+00, %.lr.ph ], [ %1148, %.loopexit ]
  %422 = phi float [ 0.000000e+00, %.lr.ph ], [ %1147, %.loopexit ]
  %423 = phi float [ 0.000000e+00, %.lr.ph ], [ %1146, %.loopexit ]
  %424 = phi float [ 0.000000e+00, %.lr.ph ], [ %1145, %.loopexit ]
  %425 = phi float [ 0.000000e+00, %.lr.ph ], [ %1143, %.loopexit ]
  %426 = phi float [ 0.000000e+00, %.lr.ph ], [ %1142, %.loopexit ]
  %427 = phi float [ 0.000000e+00, %.lr.ph ], [ %1141, %.loopexit ]
  %428 = phi float [ 0.000000e+00, %.lr.ph ], [ %1140, %.loopexit ]
  %429 = phi float [ 0.000000e+00, %.lr.ph ], [ %1138, %.loopexit ]
  %430 = phi float [ 0.000000e+00, %.lr.ph ], [ %1137, %.loopexit ]
  %431 = phi float [ 0.000000e+00, %.lr.ph ], [ %1136, %.loopexit ]
  %432 = phi float [ 0.000000e+00, %.lr.ph ], [ %1135, %.loopexit ]
  %433 = phi float [ 0.000000e+00, %.lr.ph ], [ %1127, %.loopexit ]
  %434 = phi float [ 0.000000e+00, %.lr.ph ], [ %1126, %.loopexit ]
  %435 = phi float [ 0.000000e+00, %.lr.ph ], [ %1125, %.loopexit ]
  %436 = phi float [ 0.000000e+00, %.lr.ph ], [ %1124, %.loopexit ]
  %437 = phi float [ 0.000000e+00, %.lr.ph ], [ %1122, %.loopexit ]
  %438 = phi float [ 0.000000e+00, %.lr.ph ], [ %1121, %.loopexit ]
  %439 = phi float [ 0.000000e+00, %.lr.ph ], [ %1120, %.loopexit ]
  %440 = phi float [ 0.000000e+00, %.lr.ph ], [ %1119, %.loopexit ]
  %441 = phi float [ 0.000000e+00, %.lr.ph ], [ %1117, %.loopexit ]
  %442 = phi float [ 0.000000e+00, %.lr.ph ], [ %1116, %.loopexit ]
  %443 = phi float [ 0.000000e+00, %.lr.ph ], [ %1115, %.loopexit ]
  %444 = phi float [ 0.000000e+00, %.lr.ph ], [ %1114, %.loopexit ]
  %445 = phi float [ 0.000000e+00, %.lr.ph ], [ %1112, %.loopexit ]
  %446 = phi float [ 0.000000e+00, %.lr.ph ], [ %1111, %.loopexit ]
  %447 = phi float [ 0.000000e+00, %.lr.ph ], [ %1110, %.loopexit ]
  %448 = phi float [ 0.000000e+00, %.lr.ph ], [ %1109, %.loopexit ]
  %449 = phi float [ 0.000000e+00, %.lr.ph ], [ %1101, %.loopexit ]
  %450 = phi float [ 0.000000e+00, %.lr.ph ], [ %1100, %.loopexit ]
  %451 = phi float [ 0.000000e+00, %.lr.ph ], [ %1099, %.loopexit ]
  %452 = phi float [ 0.000000e+00, %.lr.ph ], [ %1098, %.loopexit ]
  %453 = phi float [ 0.000000e+00, %.lr.ph ], [ %1096, %.loopexit ]
  %454 = phi float [ 0.000000e+00, %.lr.ph ], [ %1095, %.loopexit ]
  %455 = phi float [ 0.000000e+00, %.lr.ph ], [ %1094, %.loopexit ]
  %456 = phi float [ 0.000000e+00, %.lr.ph ], [ %1093, %.loopexit ]
  %457 = phi float [ 0.000000e+00, %.lr.ph ], [ %1085, %.loopexit ]
  %458 = phi float [ 0.000000e+00, %.lr.ph ], [ %1084, %.loopexit ]
  %459 = phi float [ 0.000000e+00, %.lr.ph ], [ %1083, %.loopexit ]
  %460 = phi float [ 0.000000e+00, %.lr.ph ], [ %1082, %.loopexit ]
  %461 = phi float [ 0.000000e+00, %.lr.ph ], [ %1080, %.loopexit ]
  %462 = phi float [ 0.000000e+00, %.lr.ph ], [ %1079, %.loopexit ]
  %463 = phi float [ 0.000000e+00, %.lr.ph ], [ %1078, %.loopexit ]
  %464 = phi float [ 0.000000e+00, %.lr.ph ], [ %1077, %.loopexit ]
  %465 = phi i32 [ 0, %.lr.ph ], [ %1183, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %466 = add i32 %465, 192
  %467 = icmp slt i32 %466, %5
  %468 = icmp slt i32 %465, 2147483456
  %469 = and i1 %468, %467
  br i1 %469, label %470, label %.loopexit

470:                                              ; preds = %399
  %471 = add i32 %400, 3
  %472 = icmp ugt i32 %471, 3
  %473 = add i32 %400, -1
  %474 = select i1 %472, i32 %473, i32 %471
  %475 = mul i32 %474, 35840
  %476 = sext i32 %475 to i64
  %477 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_dsmem, i64 %476
  %478 = or disjoint i32 %466, %27
  %479 = add i32 %478, %29
  %480 = sext i32 %479 to i64
  %481 = getelementptr bfloat, ptr addrspace(1) %0, i64 %480
  %482 = ptrtoint ptr addrspace(1) %481 to i64
  %483 = and i64 %482, 15
  %484 = icmp eq i64 %483, 0
  %485 = getelementptr i8, ptr addrspace(3) %477, i64 %35
  br i1 %484, label %486, label %.preheader34.preheader

.preheader34.preheader:                           ; preds = %470
  %invariant.op626 = or i32 %466, %27
  br label %.preheader34

486:                                              ; preds = %470
  %487 = sext i32 %478 to i64
  %488 = sub nsw i64 %31, %487
  %489 = tail call i64 @llvm.smax.i64(i64 %488, i64 0)
  %490 = tail call i64 @llvm.umin.i64(i64 %489, i64 8)
  %491 = trunc nuw nsw i64 %490 to i32
  %492 = select i1 %30, i32 %491, i32 0
  %493 = icmp eq i32 %492, 0
  %494 = select i1 %493, ptr addrspace(1) %0, ptr addrspace(1) %481
  %495 = shl nuw nsw i32 %492, 1
  %496 = ptrtoint ptr addrspace(3) %485 to i64
  %497 = trunc i64 %496 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %497, ptr addrspace(1) %494, i32 %495) #6
  br label %.loopexit35

.preheader34:                                     ; preds = %.preheader34.preheader, %.preheader34
  %498 = phi i64 [ %508, %.preheader34 ], [ 0, %.preheader34.preheader ]
  %499 = trunc nuw nsw i64 %498 to i32
  %.reass414.reass = or i32 %499, %invariant.op626
  %500 = add i32 %.reass414.reass, %29
  %501 = sext i32 %500 to i64
  %502 = getelementptr bfloat, ptr addrspace(1) %0, i64 %501
  %503 = icmp slt i32 %.reass414.reass, %5
  %504 = and i1 %30, %503
  %505 = zext i1 %504 to i32
  %506 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %502, i32 %505, i16 0) #6
  %507 = getelementptr bfloat, ptr addrspace(3) %485, i64 %498
  store i16 %506, ptr addrspace(3) %507, align 2
  %508 = add nuw nsw i64 %498, 1
  %exitcond316.not = icmp eq i64 %508, 8
  br i1 %exitcond316.not, label %.loopexit35, label %.preheader34

.loopexit35:                                      ; preds = %.preheader34, %486
  %509 = add i32 %478, %39
  %510 = sext i32 %509 to i64
  %511 = getelementptr bfloat, ptr addrspace(1) %0, i64 %510
  %512 = ptrtoint ptr addrspace(1) %511 to i64
  %513 = and i64 %512, 15
  %514 = icmp eq i64 %513, 0
  %515 = getelementptr i8, ptr addrspace(3) %477, i64 %44
  br i1 %514, label %516, label %.preheader32.preheader

.preheader32.preheader:                           ; preds = %.loopexit35
  %invariant.op627 = or i32 %466, %27
  br label %.preheader32

516:                                              ; preds = %.loopexit35
  %517 = sext i32 %478 to i64
  %518 = sub nsw i64 %31, %517
  %519 = tail call i64 @llvm.smax.i64(i64 %518, i64 0)
  %520 = tail call i64 @llvm.umin.i64(i64 %519, i64 8)
  %521 = trunc nuw nsw i64 %520 to i32
  %522 = select i1 %40, i32 %521, i32 0
  %523 = icmp eq i32 %522, 0
  %524 = select i1 %523, ptr addrspace(1) %0, ptr addrspace(1) %511
  %525 = shl nuw nsw i32 %522, 1
  %526 = ptrtoint ptr addrspace(3) %515 to i64
  %527 = trunc i64 %526 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %527, ptr addrspace(1) %524, i32 %525) #6
  br label %.loopexit33

.preheader32:                                     ; preds = %.preheader32.preheader, %.preheader32
  %528 = phi i64 [ %538, %.preheader32 ], [ 0, %.preheader32.preheader ]
  %529 = trunc nuw nsw i64 %528 to i32
  %.reass416.reass = or i32 %529, %invariant.op627
  %530 = add i32 %.reass416.reass, %39
  %531 = sext i32 %530 to i64
  %532 = getelementptr bfloat, ptr addrspace(1) %0, i64 %531
  %533 = icmp slt i32 %.reass416.reass, %5
  %534 = and i1 %40, %533
  %535 = zext i1 %534 to i32
  %536 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %532, i32 %535, i16 0) #6
  %537 = getelementptr bfloat, ptr addrspace(3) %515, i64 %528
  store i16 %536, ptr addrspace(3) %537, align 2
  %538 = add nuw nsw i64 %528, 1
  %exitcond317.not = icmp eq i64 %538, 8
  br i1 %exitcond317.not, label %.loopexit33, label %.preheader32

.loopexit33:                                      ; preds = %.preheader32, %516
  %539 = add i32 %478, %48
  %540 = sext i32 %539 to i64
  %541 = getelementptr bfloat, ptr addrspace(1) %0, i64 %540
  %542 = ptrtoint ptr addrspace(1) %541 to i64
  %543 = and i64 %542, 15
  %544 = icmp eq i64 %543, 0
  %545 = getelementptr i8, ptr addrspace(3) %477, i64 %53
  br i1 %544, label %546, label %.preheader30.preheader

.preheader30.preheader:                           ; preds = %.loopexit33
  %invariant.op628 = or i32 %466, %27
  br label %.preheader30

546:                                              ; preds = %.loopexit33
  %547 = sext i32 %478 to i64
  %548 = sub nsw i64 %31, %547
  %549 = tail call i64 @llvm.smax.i64(i64 %548, i64 0)
  %550 = tail call i64 @llvm.umin.i64(i64 %549, i64 8)
  %551 = trunc nuw nsw i64 %550 to i32
  %552 = select i1 %49, i32 %551, i32 0
  %553 = icmp eq i32 %552, 0
  %554 = select i1 %553, ptr addrspace(1) %0, ptr addrspace(1) %541
  %555 = shl nuw nsw i32 %552, 1
  %556 = ptrtoint ptr addrspace(3) %545 to i64
  %557 = trunc i64 %556 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %557, ptr addrspace(1) %554, i32 %555) #6
  br label %.loopexit31

.preheader30:                                     ; preds = %.preheader30.preheader, %.preheader30
  %558 = phi i64 [ %568, %.preheader30 ], [ 0, %.preheader30.preheader ]
  %559 = trunc nuw nsw i64 %558 to i32
  %.reass418.reass = or i32 %559, %invariant.op628
  %560 = add i32 %.reass418.reass, %48
  %561 = sext i32 %560 to i64
  %562 = getelementptr bfloat, ptr addrspace(1) %0, i64 %561
  %563 = icmp slt i32 %.reass418.reass, %5
  %564 = and i1 %49, %563
  %565 = zext i1 %564 to i32
  %566 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %562, i32 %565, i16 0) #6
  %567 = getelementptr bfloat, ptr addrspace(3) %545, i64 %558
  store i16 %566, ptr addrspace(3) %567, align 2
  %568 = add nuw nsw i64 %558, 1
  %exitcond318.not = icmp eq i64 %568, 8
  br i1 %exitcond318.not, label %.loopexit31, label %.preheader30

.loopexit31:                                      ; preds = %.preheader30, %546
  %569 = add i32 %478, %57
  %570 = sext i32 %569 to i64
  %571 = getelementptr bfloat, ptr addrspace(1) %0, i64 %570
  %572 = ptrtoint ptr addrspace(1) %571 to i64
  %573 = and i64 %572, 15
  %574 = icmp eq i64 %573, 0
  %575 = getelementptr i8, ptr addrspace(3) %477, i64 %62
  br i1 %574, label %576, label %.preheader28.preheader

.preheader28.preheader:                           ; preds = %.loopexit31
  %invariant.op629 = or i32 %466, %27
  br label %.preheader28

576:                                              ; preds = %.loopexit31
  %577 = sext i32 %478 to i64
  %578 = sub nsw i64 %31, %577
  %579 = tail call i64 @llvm.smax.i64(i64 %578, i64 0)
  %580 = tail call i64 @llvm.umin.i64(i64 %579, i64 8)
  %581 = trunc nuw nsw i64 %580 to i32
  %582 = select i1 %58, i32 %581, i32 0
  %583 = icmp eq i32 %582, 0
  %584 = select i1 %583, ptr addrspace(1) %0, ptr addrspace(1) %571
  %585 = shl nuw nsw i32 %582, 1
  %586 = ptrtoint ptr addrspace(3) %575 to i64
  %587 = trunc i64 %586 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %587, ptr addrspace(1) %584, i32 %585) #6
  br label %.loopexit29

.preheader28:                                     ; preds = %.preheader28.preheader, %.preheader28
  %588 = phi i64 [ %598, %.preheader28 ], [ 0, %.preheader28.preheader ]
  %589 = trunc nuw nsw i64 %588 to i32
  %.reass420.reass = or i32 %589, %invariant.op629
  %590 = add i32 %.reass420.reass, %57
  %591 = sext i32 %590 to i64
  %592 = getelementptr bfloat, ptr addrspace(1) %0, i64 %591
  %593 = icmp slt i32 %.reass420.reass, %5
  %594 = and i1 %58, %593
  %595 = zext i1 %594 to i32
  %596 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %592, i32 %595, i16 0) #6
  %597 = getelementptr bfloat, ptr addrspace(3) %575, i64 %588
  store i16 %596, ptr addrspace(3) %597, align 2
  %598 = add nuw nsw i64 %588, 1
  %exitcond319.not = icmp eq i64 %598, 8
  br i1 %exitcond319.not, label %.loopexit29, label %.preheader28

.loopexit29:                                      ; preds = %.preheader28, %576
  %599 = getelementptr i8, ptr addrspace(3) %477, i64 18432
  %600 = or disjoint i32 %466, %63
  %601 = mul i32 %600, %4
  %602 = add i32 %601, %65
  %603 = sext i32 %602 to i64
  %604 = getelementptr bfloat, ptr addrspace(1) %1, i64 %603
  %605 = ptrtoint ptr addrspace(1) %604 to i64
  %606 = and i64 %605, 15
  %607 = icmp eq i64 %606, 0
  %608 = icmp slt i32 %600, %5
  %609 = getelementptr i8, ptr addrspace(3) %599, i64 %70
  br i1 %607, label %610, label %.preheader26

610:                                              ; preds = %.loopexit29
  %611 = select i1 %608, i32 %75, i32 0
  %612 = icmp eq i32 %611, 0
  %613 = select i1 %612, ptr addrspace(1) %1, ptr addrspace(1) %604
  %614 = shl nuw nsw i32 %611, 1
  %615 = ptrtoint ptr addrspace(3) %609 to i64
  %616 = trunc i64 %615 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %616, ptr addrspace(1) %613, i32 %614) #6
  br label %.loopexit27

.preheader26:                                     ; preds = %.loopexit29, %.preheader26
  %617 = phi i64 [ %627, %.preheader26 ], [ 0, %.loopexit29 ]
  %618 = trunc nuw nsw i64 %617 to i32
  %.reass422.reass = or i32 %618, %invariant.op630
  %619 = add i32 %.reass422.reass, %601
  %620 = sext i32 %619 to i64
  %621 = getelementptr bfloat, ptr addrspace(1) %1, i64 %620
  %622 = icmp slt i32 %.reass422.reass, %4
  %623 = and i1 %608, %622
  %624 = zext i1 %623 to i32
  %625 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %621, i32 %624, i16 0) #6
  %626 = getelementptr bfloat, ptr addrspace(3) %609, i64 %617
  store i16 %625, ptr addrspace(3) %626, align 2
  %627 = add nuw nsw i64 %617, 1
  %exitcond320.not = icmp eq i64 %627, 8
  br i1 %exitcond320.not, label %.loopexit27, label %.preheader26

.loopexit27:                                      ; preds = %.preheader26, %610
  %628 = or disjoint i32 %466, %76
  %629 = mul i32 %628, %4
  %630 = add i32 %629, %65
  %631 = sext i32 %630 to i64
  %632 = getelementptr bfloat, ptr addrspace(1) %1, i64 %631
  %633 = ptrtoint ptr addrspace(1) %632 to i64
  %634 = and i64 %633, 15
  %635 = icmp eq i64 %634, 0
  %636 = icmp slt i32 %628, %5
  %637 = getelementptr i8, ptr addrspace(3) %599, i64 %80
  br i1 %635, label %638, label %.preheader24

638:                                              ; preds = %.loopexit27
  %639 = select i1 %636, i32 %75, i32 0
  %640 = icmp eq i32 %639, 0
  %641 = select i1 %640, ptr addrspace(1) %1, ptr addrspace(1) %632
  %642 = shl nuw nsw i32 %639, 1
  %643 = ptrtoint ptr addrspace(3) %637 to i64
  %644 = trunc i64 %643 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %644, ptr addrspace(1) %641, i32 %642) #6
  br label %.loopexit25

.preheader24:                                     ; preds = %.loopexit27, %.preheader24
  %645 = phi i64 [ %655, %.preheader24 ], [ 0, %.loopexit27 ]
  %646 = trunc nuw nsw i64 %645 to i32
  %.reass424.reass = or i32 %646, %invariant.op631
  %647 = add i32 %.reass424.reass, %629
  %648 = sext i32 %647 to i64
  %649 = getelementptr bfloat, ptr addrspace(1) %1, i64 %648
  %650 = icmp slt i32 %.reass424.reass, %4
  %651 = and i1 %636, %650
  %652 = zext i1 %651 to i32
  %653 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %649, i32 %652, i16 0) #6
  %654 = getelementptr bfloat, ptr addrspace(3) %637, i64 %645
  store i16 %653, ptr addrspace(3) %654, align 2
  %655 = add nuw nsw i64 %645, 1
  %exitcond321.not = icmp eq i64 %655, 8
  br i1 %exitcond321.not, label %.loopexit25, label %.preheader24

.loopexit25:                                      ; preds = %.preheader24, %638
  %656 = or disjoint i32 %466, %81
  %657 = mul i32 %656, %4
  %658 = add i32 %657, %65
  %659 = sext i32 %658 to i64
  %660 = getelementptr bfloat, ptr addrspace(1) %1, i64 %659
  %661 = ptrtoint ptr addrspace(1) %660 to i64
  %662 = and i64 %661, 15
  %663 = icmp eq i64 %662, 0
  %664 = icmp slt i32 %656, %5
  %665 = getelementptr i8, ptr addrspace(3) %599, i64 %85
  br i1 %663, label %666, label %.preheader22

666:                                              ; preds = %.loopexit25
  %667 = select i1 %664, i32 %75, i32 0
  %668 = icmp eq i32 %667, 0
  %669 = select i1 %668, ptr addrspace(1) %1, ptr addrspace(1) %660
  %670 = shl nuw nsw i32 %667, 1
  %671 = ptrtoint ptr addrspace(3) %665 to i64
  %672 = trunc i64 %671 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %672, ptr addrspace(1) %669, i32 %670) #6
  br label %.loopexit23

.preheader22:                                     ; preds = %.loopexit25, %.preheader22
  %673 = phi i64 [ %683, %.preheader22 ], [ 0, %.loopexit25 ]
  %674 = trunc nuw nsw i64 %673 to i32
  %.reass426.reass = or i32 %674, %invariant.op632
  %675 = add i32 %.reass426.reass, %657
  %676 = sext i32 %675 to i64
  %677 = getelementptr bfloat, ptr addrspace(1) %1, i64 %676
  %678 = icmp slt i32 %.reass426.reass, %4
  %679 = and i1 %664, %678
  %680 = zext i1 %679 to i32
  %681 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %677, i32 %680, i16 0) #6
  %682 = getelementptr bfloat, ptr addrspace(3) %665, i64 %673
  store i16 %681, ptr addrspace(3) %682, align 2
  %683 = add nuw nsw i64 %673, 1
  %exitcond322.not = icmp eq i64 %683, 8
  br i1 %exitcond322.not, label %.loopexit23, label %.preheader22

.loopexit23:                                      ; preds = %.preheader22, %666
  %684 = or disjoint i32 %466, %86
  %685 = mul i32 %684, %4
  %686 = add i32 %685, %65
  %687 = sext i32 %686 to i64
  %688 = getelementptr bfloat, ptr addrspace(1) %1, i64 %687
  %689 = ptrtoint ptr addrspace(1) %688 to i64
  %690 = and i64 %689, 15
  %691 = icmp eq i64 %690, 0
  %692 = icmp slt i32 %684, %5
  %693 = getelementptr i8, ptr addrspace(3) %599, i64 %90
  br i1 %691, label %694, label %.preheader

694:                                              ; preds = %.loopexit23
  %695 = select i1 %692, i32 %75, i32 0
  %696 = icmp eq i32 %695, 0
  %697 = select i1 %696, ptr addrspace(1) %1, ptr addrspace(1) %688
  %698 = shl nuw nsw i32 %695, 1
  %699 = ptrtoint ptr addrspace(3) %693 to i64
  %700 = trunc i64 %699 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %700, ptr addrspace(1) %697, i32 %698) #6
  br label %.loopexit

.preheader:                                       ; preds = %.loopexit23, %.preheader
  %701 = phi i64 [ %711, %.preheader ], [ 0, %.loopexit23 ]
  %702 = trunc nuw nsw i64 %701 to i32
  %.reass428.reass = or i32 %702, %invariant.op633
  %703 = add i32 %.reass428.reass, %685
  %704 = sext i32 %703 to i64
  %705 = getelementptr bfloat, ptr addrspace(1) %1, i64 %704
  %706 = icmp slt i32 %.reass428.reass, %4
  %707 = and i1 %692, %706
  %708 = zext i1 %707 to i32
  %709 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %705, i32 %708, i16 0) #6
  %710 = getelementptr bfloat, ptr addrspace(3) %693, i64 %701
  store i16 %709, ptr addrspace(3) %710, align 2
  %711 = add nuw nsw i64 %701, 1
  %exitcond323.not = icmp eq i64 %711, 8
  br i1 %exitcond323.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %694, %399
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %712 = mul i32 %400, 35840
  %713 = sext i32 %712 to i64
  %714 = getelementptr i8, ptr addrspace(3) @gemm_dsl_plain_128x128_dsmem, i64 %713
  %715 = getelementptr i8, ptr addrspace(3) %714, i64 18432
  %716 = getelementptr bfloat, ptr addrspace(3) %714, i64 %107
  %717 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %716)
  %718 = extractvalue { i32, i32, i32, i32 } %717, 0
  %719 = extractvalue { i32, i32, i32, i32 } %717, 1
  %720 = extractvalue { i32, i32, i32, i32 } %717, 2
  %721 = extractvalue { i32, i32, i32, i32 } %717, 3
  %722 = getelementptr bfloat, ptr addrspace(3) %715, i64 %110
  %723 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %722)
  %724 = extractvalue { i32, i32, i32, i32 } %723, 0
  %725 = extractvalue { i32, i32, i32, i32 } %723, 1
  %726 = extractvalue { i32, i32, i32, i32 } %723, 2
  %727 = extractvalue { i32, i32, i32, i32 } %723, 3
  %728 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %718, i32 %719, i32 %720, i32 %721, i32 %724, i32 %725, float %464, float %463, float %462, float %461) #6
  %729 = extractvalue { float, float, float, float } %728, 0
  %730 = extractvalue { float, float, float, float } %728, 1
  %731 = extractvalue { float, float, float, float } %728, 2
  %732 = extractvalue { float, float, float, float } %728, 3
  %733 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %718, i32 %719, i32 %720, i32 %721, i32 %726, i32 %727, float %460, float %459, float %458, float %457) #6
  %734 = extractvalue { float, float, float, float } %733, 0
  %735 = extractvalue { float, float, float, float } %733, 1
  %736 = extractvalue { float, float, float, float } %733, 2
  %737 = extractvalue { float, float, float, float } %733, 3
  %738 = getelementptr bfloat, ptr addrspace(3) %715, i64 %112
  %739 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %738)
  %740 = extractvalue { i32, i32, i32, i32 } %739, 0
  %741 = extractvalue { i32, i32, i32, i32 } %739, 1
  %742 = extractvalue { i32, i32, i32, i32 } %739, 2
  %743 = extractvalue { i32, i32, i32, i32 } %739, 3
  %744 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %718, i32 %719, i32 %720, i32 %721, i32 %740, i32 %741, float %456, float %455, float %454, float %453) #6
  %745 = extractvalue { float, float, float, float } %744, 0
  %746 = extractvalue { float, float, float, float } %744, 1
  %747 = extractvalue { float, float, float, float } %744, 2
  %748 = extractvalue { float, float, float, float } %744, 3
  %749 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %718, i32 %719, i32 %720, i32 %721, i32 %742, i32 %743, float %452, float %451, float %450, float %449) #6
  %750 = extractvalue { float, float, float, float } %749, 0
  %751 = extractvalue { float, float, float, float } %749, 1
  %752 = extractvalue { float, float, float, float } %749, 2
  %753 = extractvalue { float, float, float, float } %749, 3
  %754 = getelementptr bfloat, ptr addrspace(3) %714, i64 %113
  %755 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %754)
  %756 = extractvalue { i32, i32, i32, i32 } %755, 0
  %757 = extractvalue { i32, i32, i32, i32 } %755, 1
  %758 = extractvalue { i32, i32, i32, i32 } %755, 2
  %759 = extractvalue { i32, i32, i32, i32 } %755, 3
  %760 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %756, i32 %757, i32 %758, i32 %759, i32 %724, i32 %725, float %448, float %447, float %446, float %445) #6
  %761 = extractvalue { float, float, float, float } %760, 0
  %762 = extractvalue { float, float, float, float } %760, 1
  %763 = extractvalue { float, float, float, float } %760, 2
  %764 = extractvalue { float, float, float, float } %760, 3
  %765 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %756, i32 %757, i32 %758, i32 %759, i32 %726, i32 %727, float %444, float %443, float %442, float %441) #6
  %766 = extractvalue { float, float, float, float } %765, 0
  %767 = extractvalue { float, float, float, float } %765, 1
  %768 = extractvalue { float, float, float, float } %765, 2
  %769 = extractvalue { float, float, float, float } %765, 3
  %770 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %756, i32 %757, i32 %758, i32 %759, i32 %740, i32 %741, float %440, float %439, float %438, float %437) #6
  %771 = extractvalue { float, float, float, float } %770, 0
  %772 = extractvalue { float, float, float, float } %770, 1
  %773 = extractvalue { float, float, float, float } %770, 2
  %774 = extractvalue { float, float, float, float } %770, 3
  %775 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %756, i32 %757, i32 %758, i32 %759, i32 %742, i32 %743, float %436, float %435, float %434, float %433) #6
  %776 = extractvalue { float, float, float, float } %775, 0
  %777 = extractvalue { float, float, float, float } %775, 1
  %778 = extractvalue { float, float, float, float } %775, 2
  %779 = extractvalue { float, float, float, float } %775, 3
  %780 = getelementptr bfloat, ptr addrspace(3) %714, i64 %114
  %781 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %780)
  %782 = extractvalue { i32, i32, i32, i32 } %781, 0
  %783 = extractvalue { i32, i32, i32, i32 } %781, 1
  %784 = extractvalue { i32, i32, i32, i32 } %781, 2
  %785 = extractvalue { i32, i32, i32, i32 } %781, 3
  %786 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %782, i32 %783, i32 %784, i32 %785, i32 %724, i32 %725, float %432, float %431, float %430, float %429) #6
  %787 = extractvalue { float, float, float, float } %786, 0
  %788 = extractvalue { float, float, float, float } %786, 1
  %789 = extractvalue { float, float, float, float } %786, 2
  %790 = extractvalue { float, float, float, float } %786, 3
  %791 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %782, i32 %783, i32 %784, i32 %785, i32 %726, i32 %727, float %428, float %427, float %426, float %425) #6
  %792 = extractvalue { float, float, float, float } %791, 0
  %793 = extractvalue { float, float, float, float } %791, 1
  %794 = extractvalue { float, float, float, float } %791, 2
  %795 = extractvalue { float, float, float, float } %791, 3
  %796 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %782, i32 %783, i32 %784, i32 %785, i32 %740, i32 %741, float %424, float %423, float %422, float %421) #6
  %797 = extractvalue { float, float, float, float } %796, 0
  %798 = extractvalue { float, float, float, float } %796, 1
  %799 = extractvalue { float, float, float, float } %796, 2
  %800 = extractvalue { float, float, float, float } %796, 3
  %801 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %782, i32 %783, i32 %784, i32 %785, i32 %742, i32 %743, float %420, float %419, float %418, float %417) #6
  %802 = extractvalue { float, float, float, float } %801, 0
  %803 = extractvalue { float, float, float, float } %801, 1
  %804 = extractvalue { float, float, float, float } %801, 2
  %805 = extractvalue { float, float, float, float } %801, 3
  %806 = getelementptr bfloat, ptr addrspace(3) %714, i64 %116
  %807 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %806)
  %808 = extractvalue { i32, i32, i32, i32 } %807, 0
  %809 = extractvalue { i32, i32, i32, i32 } %807, 1
  %810 = extractvalue { i32, i32, i32, i32 } %807, 2
  %811 = extractvalue { i32, i32, i32, i32 } %807, 3
  %812 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %808, i32 %809, i32 %810, i32 %811, i32 %724, i32 %725, float %416, float %415, float %414, float %413) #6
  %813 = extractvalue { float, float, float, float } %812, 0
  %814 = extractvalue { float, float, float, float } %812, 1
  %815 = extractvalue { float, float, float, float } %812, 2
  %816 = extractvalue { float, float, float, float } %812, 3
  %817 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %808, i32 %809, i32 %810, i32 %811, i32 %726, i32 %727, float %412, float %411, float %410, float %409) #6
  %818 = extractvalue { float, float, float, float } %817, 0
  %819 = extractvalue { float, float, float, float } %817, 1
  %820 = extractvalue { float, float, float, float } %817, 2
  %821 = extractvalue { float, float, float, float } %817, 3
  %822 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %808, i32 %809, i32 %810, i32 %811, i32 %740, i32 %741, float %408, float %407, float %406, float %405) #6
  %823 = extractvalue { float, float, float, float } %822, 0
  %824 = extractvalue { float, float, float, float } %822, 1
  %825 = extractvalue { float, float, float, float } %822, 2
  %826 = extractvalue { float, float, float, float } %822, 3
  %827 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %808, i32 %809, i32 %810, i32 %811, i32 %742, i32 %743, float %404, float %403, float %402, float %401) #6
  %828 = extractvalue { float, float, float, float } %827, 0
  %829 = extractvalue { float, float, float, float } %827, 1
  %830 = extractvalue { float, float, float, float } %827, 2
  %831 = extractvalue { float, float, float, float } %827, 3
  %832 = getelementptr bfloat, ptr addrspace(3) %714, i64 %119
  %833 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %832)
  %834 = extractvalue { i32, i32, i32, i32 } %833, 0
  %835 = extractvalue { i32, i32, i32, i32 } %833, 1
  %836 = extractvalue { i32, i32, i32, i32 } %833, 2
  %837 = extractvalue { i32, i32, i32, i32 } %833, 3
  %838 = getelementptr bfloat, ptr addrspace(3) %715, i64 %123
  %839 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %838)
  %840 = extractvalue { i32, i32, i32, i32 } %839, 0
  %841 = extractvalue { i32, i32, i32, i32 } %839, 1
  %842 = extractvalue { i32, i32, i32, i32 } %839, 2
  %843 = extractvalue { i32, i32, i32, i32 } %839, 3
  %844 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %834, i32 %835, i32 %836, i32 %837, i32 %840, i32 %841, float %729, float %730, float %731, float %732) #6
  %845 = extractvalue { float, float, float, float } %844, 0
  %846 = extractvalue { float, float, float, float } %844, 1
  %847 = extractvalue { float, float, float, float } %844, 2
  %848 = extractvalue { float, float, float, float } %844, 3
  %849 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %834, i32 %835, i32 %836, i32 %837, i32 %842, i32 %843, float %734, float %735, float %736, float %737) #6
  %850 = extractvalue { float, float, float, float } %849, 0
  %851 = extractvalue { float, float, float, float } %849, 1
  %852 = extractvalue { float, float, float, float } %849, 2
  %853 = extractvalue { float, float, float, float } %849, 3
  %854 = getelementptr bfloat, ptr addrspace(3) %715, i64 %125
  %855 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %854)
  %856 = extractvalue { i32, i32, i32, i32 } %855, 0
  %857 = extractvalue { i32, i32, i32, i32 } %855, 1
  %858 = extractvalue { i32, i32, i32, i32 } %855, 2
  %859 = extractvalue { i32, i32, i32, i32 } %855, 3
  %860 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %834, i32 %835, i32 %836, i32 %837, i32 %856, i32 %857, float %745, float %746, float %747, float %748) #6
  %861 = extractvalue { float, float, float, float } %860, 0
  %862 = extractvalue { float, float, float, float } %860, 1
  %863 = extractvalue { float, float, float, float } %860, 2
  %864 = extractvalue { float, float, float, float } %860, 3
  %865 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %834, i32 %835, i32 %836, i32 %837, i32 %858, i32 %859, float %750, float %751, float %752, float %753) #6
  %866 = extractvalue { float, float, float, float } %865, 0
  %867 = extractvalue { float, float, float, float } %865, 1
  %868 = extractvalue { float, float, float, float } %865, 2
  %869 = extractvalue { float, float, float, float } %865, 3
  %870 = getelementptr bfloat, ptr addrspace(3) %714, i64 %126
  %871 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %870)
  %872 = extractvalue { i32, i32, i32, i32 } %871, 0
  %873 = extractvalue { i32, i32, i32, i32 } %871, 1
  %874 = extractvalue { i32, i32, i32, i32 } %871, 2
  %875 = extractvalue { i32, i32, i32, i32 } %871, 3
  %876 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %872, i32 %873, i32 %874, i32 %875, i32 %840, i32 %841, float %761, float %762, float %763, float %764) #6
  %877 = extractvalue { float, float, float, float } %876, 0
  %878 = extractvalue { float, float, float, float } %876, 1
  %879 = extractvalue { float, float, float, float } %876, 2
  %880 = extractvalue { float, float, float, float } %876, 3
  %881 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %872, i32 %873, i32 %874, i32 %875, i32 %842, i32 %843, float %766, float %767, float %768, float %769) #6
  %882 = extractvalue { float, float, float, float } %881, 0
  %883 = extractvalue { float, float, float, float } %881, 1
  %884 = extractvalue { float, float, float, float } %881, 2
  %885 = extractvalue { float, float, float, float } %881, 3
  %886 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %872, i32 %873, i32 %874, i32 %875, i32 %856, i32 %857, float %771, float %772, float %773, float %774) #6
  %887 = extractvalue { float, float, float, float } %886, 0
  %888 = extractvalue { float, float, float, float } %886, 1
  %889 = extractvalue { float, float, float, float } %886, 2
  %890 = extractvalue { float, float, float, float } %886, 3
  %891 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %872, i32 %873, i32 %874, i32 %875, i32 %858, i32 %859, float %776, float %777, float %778, float %779) #6
  %892 = extractvalue { float, float, float, float } %891, 0
  %893 = extractvalue { float, float, float, float } %891, 1
  %894 = extractvalue { float, float, float, float } %891, 2
  %895 = extractvalue { float, float, float, float } %891, 3
  %896 = getelementptr bfloat, ptr addrspace(3) %714, i64 %127
  %897 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %896)
  %898 = extractvalue { i32, i32, i32, i32 } %897, 0
  %899 = extractvalue { i32, i32, i32, i32 } %897, 1
  %900 = extractvalue { i32, i32, i32, i32 } %897, 2
  %901 = extractvalue { i32, i32, i32, i32 } %897, 3
  %902 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %898, i32 %899, i32 %900, i32 %901, i32 %840, i32 %841, float %787, float %788, float %789, float %790) #6
  %903 = extractvalue { float, float, float, float } %902, 0
  %904 = extractvalue { float, float, float, float } %902, 1
  %905 = extractvalue { float, float, float, float } %902, 2
  %906 = extractvalue { float, float, float, float } %902, 3
  %907 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %898, i32 %899, i32 %900, i32 %901, i32 %842, i32 %843, float %792, float %793, float %794, float %795) #6
  %908 = extractvalue { float, float, float, float } %907, 0
  %909 = extractvalue { float, float, float, float } %907, 1
  %910 = extractvalue { float, float, float, float } %907, 2
  %911 = extractvalue { float, float, float, float } %907, 3
  %912 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %898, i32 %899, i32 %900, i32 %901, i32 %856, i32 %857, float %797, float %798, float %799, float %800) #6
  %913 = extractvalue { float, float, float, float } %912, 0
  %914 = extractvalue { float, float, float, float } %912, 1
  %915 = extractvalue { float, float, float, float } %912, 2
  %916 = extractvalue { float, float, float, float } %912, 3
  %917 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %898, i32 %899, i32 %900, i32 %901, i32 %858, i32 %859, float %802, float %803, float %804, float %805) #6
  %918 = extractvalue { float, float, float, float } %917, 0
  %919 = extractvalue { float, float, float, float } %917, 1
  %920 = extractvalue { float, float, float, float } %917, 2
  %921 = extractvalue { float, float, float, float } %917, 3
  %922 = getelementptr bfloat, ptr addrspace(3) %714, i64 %129
  %923 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %922)
  %924 = extractvalue { i32, i32, i32, i32 } %923, 0
  %925 = extractvalue { i32, i32, i32, i32 } %923, 1
  %926 = extractvalue { i32, i32, i32, i32 } %923, 2
  %927 = extractvalue { i32, i32, i32, i32 } %923, 3
  %928 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %924, i32 %925, i32 %926, i32 %927, i32 %840, i32 %841, float %813, float %814, float %815, float %816) #6
  %929 = extractvalue { float, float, float, float } %928, 0
  %930 = extractvalue { float, float, float, float } %928, 1
  %931 = extractvalue { float, float, float, float } %928, 2
  %932 = extractvalue { float, float, float, float } %928, 3
  %933 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %924, i32 %925, i32 %926, i32 %927, i32 %842, i32 %843, float %818, float %819, float %820, float %821) #6
  %934 = extractvalue { float, float, float, float } %933, 0
  %935 = extractvalue { float, float, float, float } %933, 1
  %936 = extractvalue { float, float, float, float } %933, 2
  %937 = extractvalue { float, float, float, float } %933, 3
  %938 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %924, i32 %925, i32 %926, i32 %927, i32 %856, i32 %857, float %823, float %824, float %825, float %826) #6
  %939 = extractvalue { float, float, float, float } %938, 0
  %940 = extractvalue { float, float, float, float } %938, 1
  %941 = extractvalue { float, float, float, float } %938, 2
  %942 = extractvalue { float, float, float, float } %938, 3
  %943 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %924, i32 %925, i32 %926, i32 %927, i32 %858, i32 %859, float %828, float %829, float %830, float %831) #6
  %944 = extractvalue { float, float, float, float } %943, 0
  %945 = extractvalue { float, float, float, float } %943, 1
  %946 = extractvalue { float, float, float, float } %943, 2
  %947 = extractvalue { float, float, float, float } %943, 3
  %948 = getelementptr bfloat, ptr addrspace(3) %714, i64 %132
  %949 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %948)
  %950 = extractvalue { i32, i32, i32, i32 } %949, 0
  %951 = extractvalue { i32, i32, i32, i32 } %949, 1
  %952 = extractvalue { i32, i32, i32, i32 } %949, 2
  %953 = extractvalue { i32, i32, i32, i32 } %949, 3
  %954 = getelementptr bfloat, ptr addrspace(3) %715, i64 %136
  %955 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %954)
  %956 = extractvalue { i32, i32, i32, i32 } %955, 0
  %957 = extractvalue { i32, i32, i32, i32 } %955, 1
  %958 = extractvalue { i32, i32, i32, i32 } %955, 2
  %959 = extractvalue { i32, i32, i32, i32 } %955, 3
  %960 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %950, i32 %951, i32 %952, i32 %953, i32 %956, i32 %957, float %845, float %846, float %847, float %848) #6
  %961 = extractvalue { float, float, float, float } %960, 0
  %962 = extractvalue { float, float, float, float } %960, 1
  %963 = extractvalue { float, float, float, float } %960, 2
  %964 = extractvalue { float, float, float, float } %960, 3
  %965 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %950, i32 %951, i32 %952, i32 %953, i32 %958, i32 %959, float %850, float %851, float %852, float %853) #6
  %966 = extractvalue { float, float, float, float } %965, 0
  %967 = extractvalue { float, float, float, float } %965, 1
  %968 = extractvalue { float, float, float, float } %965, 2
  %969 = extractvalue { float, float, float, float } %965, 3
  %970 = getelementptr bfloat, ptr addrspace(3) %715, i64 %138
  %971 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %970)
  %972 = extractvalue { i32, i32, i32, i32 } %971, 0
  %973 = extractvalue { i32, i32, i32, i32 } %971, 1
  %974 = extractvalue { i32, i32, i32, i32 } %971, 2
  %975 = extractvalue { i32, i32, i32, i32 } %971, 3
  %976 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %950, i32 %951, i32 %952, i32 %953, i32 %972, i32 %973, float %861, float %862, float %863, float %864) #6
  %977 = extractvalue { float, float, float, float } %976, 0
  %978 = extractvalue { float, float, float, float } %976, 1
  %979 = extractvalue { float, float, float, float } %976, 2
  %980 = extractvalue { float, float, float, float } %976, 3
  %981 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %950, i32 %951, i32 %952, i32 %953, i32 %974, i32 %975, float %866, float %867, float %868, float %869) #6
  %982 = extractvalue { float, float, float, float } %981, 0
  %983 = extractvalue { float, float, float, float } %981, 1
  %984 = extractvalue { float, float, float, float } %981, 2
  %985 = extractvalue { float, float, float, float } %981, 3
  %986 = getelementptr bfloat, ptr addrspace(3) %714, i64 %139
  %987 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %986)
  %988 = extractvalue { i32, i32, i32, i32 } %987, 0
  %989 = extractvalue { i32, i32, i32, i32 } %987, 1
  %990 = extractvalue { i32, i32, i32, i32 } %987, 2
  %991 = extractvalue { i32, i32, i32, i32 } %987, 3
  %992 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %988, i32 %989, i32 %990, i32 %991, i32 %956, i32 %957, float %877, float %878, float %879, float %880) #6
  %993 = extractvalue { float, float, float, float } %992, 0
  %994 = extractvalue { float, float, float, float } %992, 1
  %995 = extractvalue { float, float, float, float } %992, 2
  %996 = extractvalue { float, float, float, float } %992, 3
  %997 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %988, i32 %989, i32 %990, i32 %991, i32 %958, i32 %959, float %882, float %883, float %884, float %885) #6
  %998 = extractvalue { float, float, float, float } %997, 0
  %999 = extractvalue { float, float, float, float } %997, 1
  %1000 = extractvalue { float, float, float, float } %997, 2
  %1001 = extractvalue { float, float, float, float } %997, 3
  %1002 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %988, i32 %989, i32 %990, i32 %991, i32 %972, i32 %973, float %887, float %888, float %889, float %890) #6
  %1003 = extractvalue { float, float, float, float } %1002, 0
  %1004 = extractvalue { float, float, float, float } %1002, 1
  %1005 = extractvalue { float, float, float, float } %1002, 2
  %1006 = extractvalue { float, float, float, float } %1002, 3
  %1007 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %988, i32 %989, i32 %990, i32 %991, i32 %974, i32 %975, float %892, float %893, float %894, float %895) #6
  %1008 = extractvalue { float, float, float, float } %1007, 0
  %1009 = extractvalue { float, float, float, float } %1007, 1
  %1010 = extractvalue { float, float, float, float } %1007, 2
  %1011 = extractvalue { float, float, float, float } %1007, 3
  %1012 = getelementptr bfloat, ptr addrspace(3) %714, i64 %140
  %1013 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1012)
  %1014 = extractvalue { i32, i32, i32, i32 } %1013, 0
  %1015 = extractvalue { i32, i32, i32, i32 } %1013, 1
  %1016 = extractvalue { i32, i32, i32, i32 } %1013, 2
  %1017 = extractvalue { i32, i32, i32, i32 } %1013, 3
  %1018 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1014, i32 %1015, i32 %1016, i32 %1017, i32 %956, i32 %957, float %903, float %904, float %905, float %906) #6
  %1019 = extractvalue { float, float, float, float } %1018, 0
  %1020 = extractvalue { float, float, float, float } %1018, 1
  %1021 = extractvalue { float, float, float, float } %1018, 2
  %1022 = extractvalue { float, float, float, float } %1018, 3
  %1023 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1014, i32 %1015, i32 %1016, i32 %1017, i32 %958, i32 %959, float %908, float %909, float %910, float %911) #6
  %1024 = extractvalue { float, float, float, float } %1023, 0
  %1025 = extractvalue { float, float, float, float } %1023, 1
  %1026 = extractvalue { float, float, float, float } %1023, 2
  %1027 = extractvalue { float, float, float, float } %1023, 3
  %1028 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1014, i32 %1015, i32 %1016, i32 %1017, i32 %972, i32 %973, float %913, float %914, float %915, float %916) #6
  %1029 = extractvalue { float, float, float, float } %1028, 0
  %1030 = extractvalue { float, float, float, float } %1028, 1
  %1031 = extractvalue { float, float, float, float } %1028, 2
  %1032 = extractvalue { float, float, float, float } %1028, 3
  %1033 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1014, i32 %1015, i32 %1016, i32 %1017, i32 %974, i32 %975, float %918, float %919, float %920, float %921) #6
  %1034 = extractvalue { float, float, float, float } %1033, 0
  %1035 = extractvalue { float, float, float, float } %1033, 1
  %1036 = extractvalue { float, float, float, float } %1033, 2
  %1037 = extractvalue { float, float, float, float } %1033, 3
  %1038 = getelementptr bfloat, ptr addrspace(3) %714, i64 %142
  %1039 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1038)
  %1040 = extractvalue { i32, i32, i32, i32 } %1039, 0
  %1041 = extractvalue { i32, i32, i32, i32 } %1039, 1
  %1042 = extractvalue { i32, i32, i32, i32 } %1039, 2
  %1043 = extractvalue { i32, i32, i32, i32 } %1039, 3
  %1044 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1040, i32 %1041, i32 %1042, i32 %1043, i32 %956, i32 %957, float %929, float %930, float %931, float %932) #6
  %1045 = extractvalue { float, float, float, float } %1044, 0
  %1046 = extractvalue { float, float, float, float } %1044, 1
  %1047 = extractvalue { float, float, float, float } %1044, 2
  %1048 = extractvalue { float, float, float, float } %1044, 3
  %1049 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1040, i32 %1041, i32 %1042, i32 %1043, i32 %958, i32 %959, float %934, float %935, float %936, float %937) #6
  %1050 = extractvalue { float, float, float, float } %1049, 0
  %1051 = extractvalue { float, float, float, float } %1049, 1
  %1052 = extractvalue { float, float, float, float } %1049, 2
  %1053 = extractvalue { float, float, float, float } %1049, 3
  %1054 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1040, i32 %1041, i32 %1042, i32 %1043, i32 %972, i32 %973, float %939, float %940, float %941, float %942) #6
  %1055 = extractvalue { float, float, float, float } %1054, 0
  %1056 = extractvalue { float, float, float, float } %1054, 1
  %1057 = extractvalue { float, float, float, float } %1054, 2
  %1058 = extractvalue { float, float, float, float } %1054, 3
  %1059 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1040, i32 %1041, i32 %1042, i32 %1043, i32 %974, i32 %975, float %944, float %945, float %946, float %947) #6
  %1060 = extractvalue { float, float, float, float } %1059, 0
  %1061 = extractvalue { float, float, float, float } %1059, 1
  %1062 = extractvalue { float, float, float, float } %1059, 2
  %1063 = extractvalue { float, float, float, float } %1059, 3
  %1064 = getelementptr bfloat, ptr addrspace(3) %714, i64 %145
  %1065 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1064)
  %1066 = extractvalue { i32, i32, i32, i32 } %1065, 0
  %1067 = extractvalue { i32, i32, i32, i32 } %1065, 1
  %1068 = extractvalue { i32, i32, i32, i32 } %1065, 2
  %1069 = extractvalue { i32, i32, i32, i32 } %1065, 3
  %1070 = getelementptr bfloat, ptr addrspace(3) %715, i64 %149
  %1071 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1070)
  %1072 = extractvalue { i32, i32, i32, i32 } %1071, 0
  %1073 = extractvalue { i32, i32, i32, i32 } %1071, 1
  %1074 = extractvalue { i32, i32, i32, i32 } %1071, 2
  %1075 = extractvalue { i32, i32, i32, i32 } %1071, 3
  %1076 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1066, i32 %1067, i32 %1068, i32 %1069, i32 %1072, i32 %1073, float %961, float %962, float %963, float %964) #6
  %1077 = extractvalue { float, float, float, float } %1076, 0
  %1078 = extractvalue { float, float, float, float } %1076, 1
  %1079 = extractvalue { float, float, float, float } %1076, 2
  %1080 = extractvalue { float, float, float, float } %1076, 3
  %1081 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1066, i32 %1067, i32 %1068, i32 %1069, i32 %1074, i32 %1075, float %966, float %967, float %968, float %969) #6
  %1082 = extractvalue { float, float, float, float } %1081, 0
  %1083 = extractvalue { float, float, float, float } %1081, 1
  %1084 = extractvalue { float, float, float, float } %1081, 2
  %1085 = extractvalue { float, float, float, float } %1081, 3
  %1086 = getelementptr bfloat, ptr addrspace(3) %715, i64 %151
  %1087 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1086)
  %1088 = extractvalue { i32, i32, i32, i32 } %1087, 0
  %1089 = extractvalue { i32, i32, i32, i32 } %1087, 1
  %1090 = extractvalue { i32, i32, i32, i32 } %1087, 2
  %1091 = extractvalue { i32, i32, i32, i32 } %1087, 3
  %1092 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1066, i32 %1067, i32 %1068, i32 %1069, i32 %1088, i32 %1089, float %977, float %978, float %979, float %980) #6
  %1093 = extractvalue { float, float, float, float } %1092, 0
  %1094 = extractvalue { float, float, float, float } %1092, 1
  %1095 = extractvalue { float, float, float, float } %1092, 2
  %1096 = extractvalue { float, float, float, float } %1092, 3
  %1097 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1066, i32 %1067, i32 %1068, i32 %1069, i32 %1090, i32 %1091, float %982, float %983, float %984, float %985) #6
  %1098 = extractvalue { float, float, float, float } %1097, 0
  %1099 = extractvalue { float, float, float, float } %1097, 1
  %1100 = extractvalue { float, float, float, float } %1097, 2
  %1101 = extractvalue { float, float, float, float } %1097, 3
  %1102 = getelementptr bfloat, ptr addrspace(3) %714, i64 %152
  %1103 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1102)
  %1104 = extractvalue { i32, i32, i32, i32 } %1103, 0
  %1105 = extractvalue { i32, i32, i32, i32 } %1103, 1
  %1106 = extractvalue { i32, i32, i32, i32 } %1103, 2
  %1107 = extractvalue { i32, i32, i32, i32 } %1103, 3
  %1108 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1104, i32 %1105, i32 %1106, i32 %1107, i32 %1072, i32 %1073, float %993, float %994, float %995, float %996) #6
  %1109 = extractvalue { float, float, float, float } %1108, 0
  %1110 = extractvalue { float, float, float, float } %1108, 1
  %1111 = extractvalue { float, float, float, float } %1108, 2
  %1112 = extractvalue { float, float, float, float } %1108, 3
  %1113 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1104, i32 %1105, i32 %1106, i32 %1107, i32 %1074, i32 %1075, float %998, float %999, float %1000, float %1001) #6
  %1114 = extractvalue { float, float, float, float } %1113, 0
  %1115 = extractvalue { float, float, float, float } %1113, 1
  %1116 = extractvalue { float, float, float, float } %1113, 2
  %1117 = extractvalue { float, float, float, float } %1113, 3
  %1118 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1104, i32 %1105, i32 %1106, i32 %1107, i32 %1088, i32 %1089, float %1003, float %1004, float %1005, float %1006) #6
  %1119 = extractvalue { float, float, float, float } %1118, 0
  %1120 = extractvalue { float, float, float, float } %1118, 1
  %1121 = extractvalue { float, float, float, float } %1118, 2
  %1122 = extractvalue { float, float, float, float } %1118, 3
  %1123 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1104, i32 %1105, i32 %1106, i32 %1107, i32 %1090, i32 %1091, float %1008, float %1009, float %1010, float %1011) #6
  %1124 = extractvalue { float, float, float, float } %1123, 0
  %1125 = extractvalue { float, float, float, float } %1123, 1
  %1126 = extractvalue { float, float, float, float } %1123, 2
  %1127 = extractvalue { float, float, float, float } %1123, 3
  %1128 = getelementptr bfloat, ptr addrspace(3) %714, i64 %153
  %1129 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1128)
  %1130 = extractvalue { i32, i32, i32, i32 } %1129, 0
  %1131 = extractvalue { i32, i32, i32, i32 } %1129, 1
  %1132 = extractvalue { i32, i32, i32, i32 } %1129, 2
  %1133 = extractvalue { i32, i32, i32, i32 } %1129, 3
  %1134 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1130, i32 %1131, i32 %1132, i32 %1133, i32 %1072, i32 %1073, float %1019, float %1020, float %1021, float %1022) #6
  %1135 = extractvalue { float, float, float, float } %1134, 0
  %1136 = extractvalue { float, float, float, float } %1134, 1
  %1137 = extractvalue { float, float, float, float } %1134, 2
  %1138 = extractvalue { float, float, float, float } %1134, 3
  %1139 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1130, i32 %1131, i32 %1132, i32 %1133, i32 %1074, i32 %1075, float %1024, float %1025, float %1026, float %1027) #6
  %1140 = extractvalue { float, float, float, float } %1139, 0
  %1141 = extractvalue { float, float, float, float } %1139, 1
  %1142 = extractvalue { float, float, float, float } %1139, 2
  %1143 = extractvalue { float, float, float, float } %1139, 3
  %1144 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1130, i32 %1131, i32 %1132, i32 %1133, i32 %1088, i32 %1089, float %1029, float %1030, float %1031, float %1032) #6
  %1145 = extractvalue { float, float, float, float } %1144, 0
  %1146 = extractvalue { float, float, float, float } %1144, 1
  %1147 = extractvalue { float, float, float, float } %1144, 2
  %1148 = extractvalue { float, float, float, float } %1144, 3
  %1149 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1130, i32 %1131, i32 %1132, i32 %1133, i32 %1090, i32 %1091, float %1034, float %1035, float %1036, float %1037) #6
  %1150 = extractvalue { float, float, float, float } %1149, 0
  %1151 = extractvalue { float, float, float, float } %1149, 1
  %1152 = extractvalue { float, float, float, float } %1149, 2
  %1153 = extractvalue { float, float, float, float } %1149, 3
  %1154 = getelementptr bfloat, ptr addrspace(3) %714, i64 %155
  %1155 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1154)
  %1156 = extractvalue { i32, i32, i32, i32 } %1155, 0
  %1157 = extractvalue { i32, i32, i32, i32 } %1155, 1
  %1158 = extractvalue { i32, i32, i32, i32 } %1155, 2
  %1159 = extractvalue { i32, i32, i32, i32 } %1155, 3
  %1160 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1156, i32 %1157, i32 %1158, i32 %1159, i32 %1072, i32 %1073, float %1045, float %1046, float %1047, float %1048) #6
  %1161 = extractvalue { float, float, float, float } %1160, 0
  %1162 = extractvalue { float, float, float, float } %1160, 1
  %1163 = extractvalue { float, float, float, float } %1160, 2
  %1164 = extractvalue { float, float, float, float } %1160, 3
  %1165 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1156, i32 %1157, i32 %1158, i32 %1159, i32 %1074, i32 %1075, float %1050, float %1051, float %1052, float %1053) #6
  %1166 = extractvalue { float, float, float, float } %1165, 0
  %1167 = extractvalue { float, float, float, float } %1165, 1
  %1168 = extractvalue { float, float, float, float } %1165, 2
  %1169 = extractvalue { float, float, float, float } %1165, 3
  %1170 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1156, i32 %1157, i32 %1158, i32 %1159, i32 %1088, i32 %1089, float %1055, float %1056, float %1057, float %1058) #6
  %1171 = extractvalue { float, float, float, float } %1170, 0
  %1172 = extractvalue { float, float, float, float } %1170, 1
  %1173 = extractvalue { float, float, float, float } %1170, 2
  %1174 = extractvalue { float, float, float, float } %1170, 3
  %1175 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1156, i32 %1157, i32 %1158, i32 %1159, i32 %1090, i32 %1091, float %1060, float %1061, float %1062, float %1063) #6
  %1176 = extractvalue { float, float, float, float } %1175, 0
  %1177 = extractvalue { float, float, float, float } %1175, 1
  %1178 = extractvalue { float, float, float, float } %1175, 2
  %1179 = extractvalue { float, float, float, float } %1175, 3
  %1180 = add i32 %400, 1
  %1181 = icmp eq i32 %1180, 4
  %1182 = select i1 %1181, i32 0, i32 %1180
  %1183 = add i32 %465, 64
  %1184 = icmp slt i32 %1183, %5
  br i1 %1184, label %399, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
  %1185 = bitcast float %1077 to i32
  %1186 = bitcast float %1078 to i32
  %1187 = bitcast float %1079 to i32
  %1188 = bitcast float %1080 to i32
  %1189 = bitcast float %1082 to i32
  %1190 = bitcast float %1083 to i32
  %1191 = bitcast float %1084 to i32
  %1192 = bitcast float %1085 to i32
  %1193 = bitcast float %1093 to i32
  %1194 = bitcast float %1094 to i32
  %1195 = bitcast float %1095 to i32
  %1196 = bitcast float %1096 to i32
  %1197 = bitcast float %1098 to i32
  %1198 = bitcast float %1099 to i32
  %1199 = bitcast float %1100 to i32
  %1200 = bitcast float %1101 to i32
  %1201 = bitcast float %1109 to i32
  %1202 = bitcast float %1110 to i32
  %1203 = bitcast float %1111 to i32
  %1204 = bitcast float %1112 to i32
  %1205 = bitcast float %1114 to i32
  %1206 = bitcast float %1115 to i32
  %1207 = bitcast float %1116 to i32
  %1208 = bitcast float %1117 to i32
  %1209 = bitcast float %1119 to i32
  %1210 = bitcast float %1120 to i32
  %1211 = bitcast float %1121 to i32
  %1212 = bitcast float %1122 to i32
  %1213 = bitcast float %1124 to i32
  %1214 = bitcast float %1125 to i32
  %1215 = bitcast float %1126 to i32
  %1216 = bitcast float %1127 to i32
  %1217 = bitcast float %1135 to i32
  %1218 = bitcast float %1136 to i32
  %1219 = bitcast float %1137 to i32
  %1220 = bitcast float %1138 to i32
  %1221 = bitcast float %1140 to i32
  %1222 = bitcast float %1141 to i32
  %1223 = bitcast float %1142 to i32
  %1224 = bitcast float %1143 to i32
  %1225 = bitcast float %1145 to i32
  %1226 = bitcast float %1146 to i32
  %1227 = bitcast float %1147 to i32
  %1228 = bitcast float %1148 to i32
  %1229 = bitcast float %1150 to i32
  %1230 = bitcast float %1151 to i32
  %1231 = bitcast float %1152 to i32
  %1232 = bitcast float %1153 to i32
  %1233 = bitcast float %1161 to i32
  %1234 = bitcast float %1162 to i32
  %1235 = bitcast float %1163 to i32
  %1236 = bitcast float %1164 to i32
  %1237 = bitcast float %1166 to i32
  %1238 = bitcast float %1167 to i32
  %1239 = bitcast float %1168 to i32
  %1240 = bitcast float %1169 to i32
  %1241 = bitcast float %1171 to i32
  %1242 = bitcast float %1172 to i32
  %1243 = bitcast float %1173 to i32
  %1244 = bitcast float %1174 to i32
  %1245 = bitcast float %1176 to i32
  %1246 = bitcast float %1177 to i32
  %1247 = bitcast float %1178 to i32
  %1248 = bitcast float %1179 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %.preheader36, %._crit_edge.loopexit
  %.lcssa179 = phi i32 [ %1185, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa178 = phi i32 [ %1186, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa177 = phi i32 [ %1187, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa176 = phi i32 [ %1188, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa175 = phi i32 [ %1189, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa174 = phi i32 [ %1190, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa173 = phi i32 [ %1191, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa172 = phi i32 [ %1192, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa171 = phi i32 [ %1193, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa170 = phi i32 [ %1194, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa169 = phi i32 [ %1195, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa168 = phi i32 [ %1196, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa167 = phi i32 [ %1197, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa166 = phi i32 [ %1198, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa165 = phi i32 [ %1199, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa164 = phi i32 [ %1200, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa163 = phi i32 [ %1201, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa162 = phi i32 [ %1202, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa161 = phi i32 [ %1203, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa160 = phi i32 [ %1204, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa159 = phi i32 [ %1205, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa158 = phi i32 [ %1206, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa157 = phi i32 [ %1207, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa156 = phi i32 [ %1208, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa155 = phi i32 [ %1209, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa154 = phi i32 [ %1210, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa153 = phi i32 [ %1211, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa152 = phi i32 [ %1212, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa151 = phi i32 [ %1213, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa150 = phi i32 [ %1214, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa149 = phi i32 [ %1215, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa148 = phi i32 [ %1216, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa147 = phi i32 [ %1217, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa146 = phi i32 [ %1218, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa145 = phi i32 [ %1219, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa144 = phi i32 [ %1220, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa143 = phi i32 [ %1221, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa142 = phi i32 [ %1222, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa141 = phi i32 [ %1223, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa140 = phi i32 [ %1224, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa139 = phi i32 [ %1225, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa138 = phi i32 [ %1226, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa137 = phi i32 [ %1227, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa136 = phi i32 [ %1228, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa135 = phi i32 [ %1229, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa134 = phi i32 [ %1230, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa133 = phi i32 [ %1231, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa132 = phi i32 [ %1232, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa131 = phi i32 [ %1233, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa130 = phi i32 [ %1234, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa129 = phi i32 [ %1235, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa128 = phi i32 [ %1236, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa127 = phi i32 [ %1237, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa126 = phi i32 [ %1238, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa125 = phi i32 [ %1239, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa124 = phi i32 [ %1240, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa123 = phi i32 [ %1241, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa122 = phi i32 [ %1242, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa121 = phi i32 [ %1243, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa120 = phi i32 [ %1244, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa119 = phi i32 [ %1245, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa118 = phi i32 [ %1246, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa117 = phi i32 [ %1247, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  %.lcssa116 = phi i32 [ %1248, %._crit_edge.loopexit ], [ 0, %.preheader36 ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1249 = lshr i32 %7, 2
  %1250 = and i32 %1249, 7
  %1251 = or disjoint i32 %95, %1250
  %1252 = shl nuw nsw i32 %7, 1
  %1253 = and i32 %1252, 6
  %1254 = or disjoint i32 %1253, %92
  %1255 = or disjoint i32 %1251, %23
  %1256 = mul i32 %1255, %4
  %1257 = or disjoint i32 %1254, %24
  %1258 = add i32 %1256, %1257
  %1259 = sext i32 %1258 to i64
  %1260 = getelementptr float, ptr addrspace(1) %2, i64 %1259
  %1261 = icmp slt i32 %1255, %3
  %1262 = icmp slt i32 %1257, %4
  %1263 = and i1 %1261, %1262
  %1264 = or disjoint i32 %1253, 1
  %1265 = or disjoint i32 %1264, %92
  %1266 = or disjoint i32 %1265, %24
  %1267 = icmp slt i32 %1266, %4
  %1268 = ptrtoint ptr addrspace(1) %1260 to i64
  %1269 = and i64 %1268, 7
  %1270 = icmp eq i64 %1269, 0
  %1271 = and i1 %1263, %1270
  %1272 = and i1 %1267, %1271
  %1273 = xor i1 %1263, %1272
  %1274 = xor i1 %1261, %1271
  %1275 = and i1 %1267, %1274
  %1276 = zext i1 %1272 to i32
  %1277 = zext i1 %1273 to i32
  %1278 = zext i1 %1275 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1276, i32 %.lcssa179, i32 %.lcssa178, ptr addrspace(1) %1260, i32 %1277, i32 %1278) #6
  %1279 = or disjoint i32 %1250, 8
  %1280 = or disjoint i32 %95, %1279
  %1281 = or disjoint i32 %1280, %23
  %1282 = mul i32 %1281, %4
  %1283 = add i32 %1282, %1257
  %1284 = sext i32 %1283 to i64
  %1285 = getelementptr float, ptr addrspace(1) %2, i64 %1284
  %1286 = icmp slt i32 %1281, %3
  %1287 = and i1 %1286, %1262
  %1288 = ptrtoint ptr addrspace(1) %1285 to i64
  %1289 = and i64 %1288, 7
  %1290 = icmp eq i64 %1289, 0
  %1291 = and i1 %1287, %1290
  %1292 = and i1 %1267, %1291
  %1293 = xor i1 %1287, %1292
  %1294 = xor i1 %1286, %1291
  %1295 = and i1 %1267, %1294
  %1296 = zext i1 %1292 to i32
  %1297 = zext i1 %1293 to i32
  %1298 = zext i1 %1295 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1296, i32 %.lcssa177, i32 %.lcssa176, ptr addrspace(1) %1285, i32 %1297, i32 %1298) #6
  %1299 = or disjoint i32 %92, 8
  %1300 = or disjoint i32 %1299, %1253
  %1301 = or disjoint i32 %1300, %24
  %1302 = add i32 %1256, %1301
  %1303 = sext i32 %1302 to i64
  %1304 = getelementptr float, ptr addrspace(1) %2, i64 %1303
  %1305 = icmp slt i32 %1301, %4
  %1306 = and i1 %1261, %1305
  %1307 = or disjoint i32 %1264, %1299
  %1308 = or disjoint i32 %1307, %24
  %1309 = icmp slt i32 %1308, %4
  %1310 = ptrtoint ptr addrspace(1) %1304 to i64
  %1311 = and i64 %1310, 7
  %1312 = icmp eq i64 %1311, 0
  %1313 = and i1 %1306, %1312
  %1314 = and i1 %1309, %1313
  %1315 = xor i1 %1306, %1314
  %1316 = xor i1 %1261, %1313
  %1317 = and i1 %1309, %1316
  %1318 = zext i1 %1314 to i32
  %1319 = zext i1 %1315 to i32
  %1320 = zext i1 %1317 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1318, i32 %.lcssa175, i32 %.lcssa174, ptr addrspace(1) %1304, i32 %1319, i32 %1320) #6
  %1321 = add i32 %1282, %1301
  %1322 = sext i32 %1321 to i64
  %1323 = getelementptr float, ptr addrspace(1) %2, i64 %1322
  %1324 = and i1 %1286, %1305
  %1325 = ptrtoint ptr addrspace(1) %1323 to i64
  %1326 = and i64 %1325, 7
  %1327 = icmp eq i64 %1326, 0
  %1328 = and i1 %1324, %1327
  %1329 = and i1 %1309, %1328
  %1330 = xor i1 %1324, %1329
  %1331 = xor i1 %1286, %1328
  %1332 = and i1 %1309, %1331
  %1333 = zext i1 %1329 to i32
  %1334 = zext i1 %1330 to i32
  %1335 = zext i1 %1332 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1333, i32 %.lcssa173, i32 %.lcssa172, ptr addrspace(1) %1323, i32 %1334, i32 %1335) #6
  %1336 = or disjoint i32 %92, 16
  %1337 = or disjoint i32 %1336, %1253
  %1338 = or disjoint i32 %1337, %24
  %1339 = add i32 %1256, %1338
  %1340 = sext i32 %1339 to i64
  %1341 = getelementptr float, ptr addrspace(1) %2, i64 %1340
  %1342 = icmp slt i32 %1338, %4
  %1343 = and i1 %1261, %1342
  %1344 = or disjoint i32 %1264, %1336
  %1345 = or disjoint i32 %1344, %24
  %1346 = icmp slt i32 %1345, %4
  %1347 = ptrtoint ptr addrspace(1) %1341 to i64
  %1348 = and i64 %1347, 7
  %1349 = icmp eq i64 %1348, 0
  %1350 = and i1 %1343, %1349
  %1351 = and i1 %1346, %1350
  %1352 = xor i1 %1343, %1351
  %1353 = xor i1 %1261, %1350
  %1354 = and i1 %1346, %1353
  %1355 = zext i1 %1351 to i32
  %1356 = zext i1 %1352 to i32
  %1357 = zext i1 %1354 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1355, i32 %.lcssa171, i32 %.lcssa170, ptr addrspace(1) %1341, i32 %1356, i32 %1357) #6
  %1358 = add i32 %1282, %1338
  %1359 = sext i32 %1358 to i64
  %1360 = getelementptr float, ptr addrspace(1) %2, i64 %1359
  %1361 = and i1 %1286, %1342
  %1362 = ptrtoint ptr addrspace(1) %1360 to i64
  %1363 = and i64 %1362, 7
  %1364 = icmp eq i64 %1363, 0
  %1365 = and i1 %1361, %1364
  %1366 = and i1 %1346, %1365
  %1367 = xor i1 %1361, %1366
  %1368 = xor i1 %1286, %1365
  %1369 = and i1 %1346, %1368
  %1370 = zext i1 %1366 to i32
  %1371 = zext i1 %1367 to i32
  %1372 = zext i1 %1369 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1370, i32 %.lcssa169, i32 %.lcssa168, ptr addrspace(1) %1360, i32 %1371, i32 %1372) #6
  %1373 = or disjoint i32 %92, 24
  %1374 = or disjoint i32 %1373, %1253
  %1375 = or disjoint i32 %1374, %24
  %1376 = add i32 %1256, %1375
  %1377 = sext i32 %1376 to i64
  %1378 = getelementptr float, ptr addrspace(1) %2, i64 %1377
  %1379 = icmp slt i32 %1375, %4
  %1380 = and i1 %1261, %1379
  %1381 = or disjoint i32 %1264, %1373
  %1382 = or disjoint i32 %1381, %24
  %1383 = icmp slt i32 %1382, %4
  %1384 = ptrtoint ptr addrspace(1) %1378 to i64
  %1385 = and i64 %1384, 7
  %1386 = icmp eq i64 %1385, 0
  %1387 = and i1 %1380, %1386
  %1388 = and i1 %1383, %1387
  %1389 = xor i1 %1380, %1388
  %1390 = xor i1 %1261, %1387
  %1391 = and i1 %1383, %1390
  %1392 = zext i1 %1388 to i32
  %1393 = zext i1 %1389 to i32
  %1394 = zext i1 %1391 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1392, i32 %.lcssa167, i32 %.lcssa166, ptr addrspace(1) %1378, i32 %1393, i32 %1394) #6
  %1395 = add i32 %1282, %1375
  %1396 = sext i32 %1395 to i64
  %1397 = getelementptr float, ptr addrspace(1) %2, i64 %1396
  %1398 = and i1 %1286, %1379
  %1399 = ptrtoint ptr addrspace(1) %1397 to i64
  %1400 = and i64 %1399, 7
  %1401 = icmp eq i64 %1400, 0
  %1402 = and i1 %1398, %1401
  %1403 = and i1 %1383, %1402
  %1404 = xor i1 %1398, %1403
  %1405 = xor i1 %1286, %1402
  %1406 = and i1 %1383, %1405
  %1407 = zext i1 %1403 to i32
  %1408 = zext i1 %1404 to i32
  %1409 = zext i1 %1406 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1407, i32 %.lcssa165, i32 %.lcssa164, ptr addrspace(1) %1397, i32 %1408, i32 %1409) #6
  %1410 = or disjoint i32 %95, 16
  %1411 = or disjoint i32 %1410, %1250
  %1412 = or disjoint i32 %1411, %23
  %1413 = mul i32 %1412, %4
  %1414 = add i32 %1413, %1257
  %1415 = sext i32 %1414 to i64
  %1416 = getelementptr float, ptr addrspace(1) %2, i64 %1415
  %1417 = icmp slt i32 %1412, %3
  %1418 = and i1 %1417, %1262
  %1419 = ptrtoint ptr addrspace(1) %1416 to i64
  %1420 = and i64 %1419, 7
  %1421 = icmp eq i64 %1420, 0
  %1422 = and i1 %1418, %1421
  %1423 = and i1 %1267, %1422
  %1424 = xor i1 %1418, %1423
  %1425 = xor i1 %1417, %1422
  %1426 = and i1 %1267, %1425
  %1427 = zext i1 %1423 to i32
  %1428 = zext i1 %1424 to i32
  %1429 = zext i1 %1426 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1427, i32 %.lcssa163, i32 %.lcssa162, ptr addrspace(1) %1416, i32 %1428, i32 %1429) #6
  %1430 = or disjoint i32 %1410, %1279
  %1431 = or disjoint i32 %1430, %23
  %1432 = mul i32 %1431, %4
  %1433 = add i32 %1432, %1257
  %1434 = sext i32 %1433 to i64
  %1435 = getelementptr float, ptr addrspace(1) %2, i64 %1434
  %1436 = icmp slt i32 %1431, %3
  %1437 = and i1 %1436, %1262
  %1438 = ptrtoint ptr addrspace(1) %1435 to i64
  %1439 = and i64 %1438, 7
  %1440 = icmp eq i64 %1439, 0
  %1441 = and i1 %1437, %1440
  %1442 = and i1 %1267, %1441
  %1443 = xor i1 %1437, %1442
  %1444 = xor i1 %1436, %1441
  %1445 = and i1 %1267, %1444
  %1446 = zext i1 %1442 to i32
  %1447 = zext i1 %1443 to i32
  %1448 = zext i1 %1445 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1446, i32 %.lcssa161, i32 %.lcssa160, ptr addrspace(1) %1435, i32 %1447, i32 %1448) #6
  %1449 = add i32 %1413, %1301
  %1450 = sext i32 %1449 to i64
  %1451 = getelementptr float, ptr addrspace(1) %2, i64 %1450
  %1452 = and i1 %1417, %1305
  %1453 = ptrtoint ptr addrspace(1) %1451 to i64
  %1454 = and i64 %1453, 7
  %1455 = icmp eq i64 %1454, 0
  %1456 = and i1 %1452, %1455
  %1457 = and i1 %1309, %1456
  %1458 = xor i1 %1452, %1457
  %1459 = xor i1 %1417, %1456
  %1460 = and i1 %1309, %1459
  %1461 = zext i1 %1457 to i32
  %1462 = zext i1 %1458 to i32
  %1463 = zext i1 %1460 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1461, i32 %.lcssa159, i32 %.lcssa158, ptr addrspace(1) %1451, i32 %1462, i32 %1463) #6
  %1464 = add i32 %1432, %1301
  %1465 = sext i32 %1464 to i64
  %1466 = getelementptr float, ptr addrspace(1) %2, i64 %1465
  %1467 = and i1 %1436, %1305
  %1468 = ptrtoint ptr addrspace(1) %1466 to i64
  %1469 = and i64 %1468, 7
  %1470 = icmp eq i64 %1469, 0
  %1471 = and i1 %1467, %1470
  %1472 = and i1 %1309, %1471
  %1473 = xor i1 %1467, %1472
  %1474 = xor i1 %1436, %1471
  %1475 = and i1 %1309, %1474
  %1476 = zext i1 %1472 to i32
  %1477 = zext i1 %1473 to i32
  %1478 = zext i1 %1475 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1476, i32 %.lcssa157, i32 %.lcssa156, ptr addrspace(1) %1466, i32 %1477, i32 %1478) #6
  %1479 = add i32 %1413, %1338
  %1480 = sext i32 %1479 to i64
  %1481 = getelementptr float, ptr addrspace(1) %2, i64 %1480
  %1482 = and i1 %1417, %1342
  %1483 = ptrtoint ptr addrspace(1) %1481 to i64
  %1484 = and i64 %1483, 7
  %1485 = icmp eq i64 %1484, 0
  %1486 = and i1 %1482, %1485
  %1487 = and i1 %1346, %1486
  %1488 = xor i1 %1482, %1487
  %1489 = xor i1 %1417, %1486
  %1490 = and i1 %1346, %1489
  %1491 = zext i1 %1487 to i32
  %1492 = zext i1 %1488 to i32
  %1493 = zext i1 %1490 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1491, i32 %.lcssa155, i32 %.lcssa154, ptr addrspace(1) %1481, i32 %1492, i32 %1493) #6
  %1494 = add i32 %1432, %1338
  %1495 = sext i32 %1494 to i64
  %1496 = getelementptr float, ptr addrspace(1) %2, i64 %1495
  %1497 = and i1 %1436, %1342
  %1498 = ptrtoint ptr addrspace(1) %1496 to i64
  %1499 = and i64 %1498, 7
  %1500 = icmp eq i64 %1499, 0
  %1501 = and i1 %1497, %1500
  %1502 = and i1 %1346, %1501
  %1503 = xor i1 %1497, %1502
  %1504 = xor i1 %1436, %1501
  %1505 = and i1 %1346, %1504
  %1506 = zext i1 %1502 to i32
  %1507 = zext i1 %1503 to i32
  %1508 = zext i1 %1505 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1506, i32 %.lcssa153, i32 %.lcssa152, ptr addrspace(1) %1496, i32 %1507, i32 %1508) #6
  %1509 = add i32 %1413, %1375
  %1510 = sext i32 %1509 to i64
  %1511 = getelementptr float, ptr addrspace(1) %2, i64 %1510
  %1512 = and i1 %1417, %1379
  %1513 = ptrtoint ptr addrspace(1) %1511 to i64
  %1514 = and i64 %1513, 7
  %1515 = icmp eq i64 %1514, 0
  %1516 = and i1 %1512, %1515
  %1517 = and i1 %1383, %1516
  %1518 = xor i1 %1512, %1517
  %1519 = xor i1 %1417, %1516
  %1520 = and i1 %1383, %1519
  %1521 = zext i1 %1517 to i32
  %1522 = zext i1 %1518 to i32
  %1523 = zext i1 %1520 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1521, i32 %.lcssa151, i32 %.lcssa150, ptr addrspace(1) %1511, i32 %1522, i32 %1523) #6
  %1524 = add i32 %1432, %1375
  %1525 = sext i32 %1524 to i64
  %1526 = getelementptr float, ptr addrspace(1) %2, i64 %1525
  %1527 = and i1 %1436, %1379
  %1528 = ptrtoint ptr addrspace(1) %1526 to i64
  %1529 = and i64 %1528, 7
  %1530 = icmp eq i64 %1529, 0
  %1531 = and i1 %1527, %1530
  %1532 = and i1 %1383, %1531
  %1533 = xor i1 %1527, %1532
  %1534 = xor i1 %1436, %1531
  %1535 = and i1 %1383, %1534
  %1536 = zext i1 %1532 to i32
  %1537 = zext i1 %1533 to i32
  %1538 = zext i1 %1535 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1536, i32 %.lcssa149, i32 %.lcssa148, ptr addrspace(1) %1526, i32 %1537, i32 %1538) #6
  %1539 = or disjoint i32 %95, 32
  %1540 = or disjoint i32 %1539, %1250
  %1541 = or disjoint i32 %1540, %23
  %1542 = mul i32 %1541, %4
  %1543 = add i32 %1542, %1257
  %1544 = sext i32 %1543 to i64
  %1545 = getelementptr float, ptr addrspace(1) %2, i64 %1544
  %1546 = icmp slt i32 %1541, %3
  %1547 = and i1 %1546, %1262
  %1548 = ptrtoint ptr addrspace(1) %1545 to i64
  %1549 = and i64 %1548, 7
  %1550 = icmp eq i64 %1549, 0
  %1551 = and i1 %1547, %1550
  %1552 = and i1 %1267, %1551
  %1553 = xor i1 %1547, %1552
  %1554 = xor i1 %1546, %1551
  %1555 = and i1 %1267, %1554
  %1556 = zext i1 %1552 to i32
  %1557 = zext i1 %1553 to i32
  %1558 = zext i1 %1555 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1556, i32 %.lcssa147, i32 %.lcssa146, ptr addrspace(1) %1545, i32 %1557, i32 %1558) #6
  %1559 = or disjoint i32 %1539, %1279
  %1560 = or disjoint i32 %1559, %23
  %1561 = mul i32 %1560, %4
  %1562 = add i32 %1561, %1257
  %1563 = sext i32 %1562 to i64
  %1564 = getelementptr float, ptr addrspace(1) %2, i64 %1563
  %1565 = icmp slt i32 %1560, %3
  %1566 = and i1 %1565, %1262
  %1567 = ptrtoint ptr addrspace(1) %1564 to i64
  %1568 = and i64 %1567, 7
  %1569 = icmp eq i64 %1568, 0
  %1570 = and i1 %1566, %1569
  %1571 = and i1 %1267, %1570
  %1572 = xor i1 %1566, %1571
  %1573 = xor i1 %1565, %1570
  %1574 = and i1 %1267, %1573
  %1575 = zext i1 %1571 to i32
  %1576 = zext i1 %1572 to i32
  %1577 = zext i1 %1574 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1575, i32 %.lcssa145, i32 %.lcssa144, ptr addrspace(1) %1564, i32 %1576, i32 %1577) #6
  %1578 = add i32 %1542, %1301
  %1579 = sext i32 %1578 to i64
  %1580 = getelementptr float, ptr addrspace(1) %2, i64 %1579
  %1581 = and i1 %1546, %1305
  %1582 = ptrtoint ptr addrspace(1) %1580 to i64
  %1583 = and i64 %1582, 7
  %1584 = icmp eq i64 %1583, 0
  %1585 = and i1 %1581, %1584
  %1586 = and i1 %1309, %1585
  %1587 = xor i1 %1581, %1586
  %1588 = xor i1 %1546, %1585
  %1589 = and i1 %1309, %1588
  %1590 = zext i1 %1586 to i32
  %1591 = zext i1 %1587 to i32
  %1592 = zext i1 %1589 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1590, i32 %.lcssa143, i32 %.lcssa142, ptr addrspace(1) %1580, i32 %1591, i32 %1592) #6
  %1593 = add i32 %1561, %1301
  %1594 = sext i32 %1593 to i64
  %1595 = getelementptr float, ptr addrspace(1) %2, i64 %1594
  %1596 = and i1 %1565, %1305
  %1597 = ptrtoint ptr addrspace(1) %1595 to i64
  %1598 = and i64 %1597, 7
  %1599 = icmp eq i64 %1598, 0
  %1600 = and i1 %1596, %1599
  %1601 = and i1 %1309, %1600
  %1602 = xor i1 %1596, %1601
  %1603 = xor i1 %1565, %1600
  %1604 = and i1 %1309, %1603
  %1605 = zext i1 %1601 to i32
  %1606 = zext i1 %1602 to i32
  %1607 = zext i1 %1604 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1605, i32 %.lcssa141, i32 %.lcssa140, ptr addrspace(1) %1595, i32 %1606, i32 %1607) #6
  %1608 = add i32 %1542, %1338
  %1609 = sext i32 %1608 to i64
  %1610 = getelementptr float, ptr addrspace(1) %2, i64 %1609
  %1611 = and i1 %1546, %1342
  %1612 = ptrtoint ptr addrspace(1) %1610 to i64
  %1613 = and i64 %1612, 7
  %1614 = icmp eq i64 %1613, 0
  %1615 = and i1 %1611, %1614
  %1616 = and i1 %1346, %1615
  %1617 = xor i1 %1611, %1616
  %1618 = xor i1 %1546, %1615
  %1619 = and i1 %1346, %1618
  %1620 = zext i1 %1616 to i32
  %1621 = zext i1 %1617 to i32
  %1622 = zext i1 %1619 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1620, i32 %.lcssa139, i32 %.lcssa138, ptr addrspace(1) %1610, i32 %1621, i32 %1622) #6
  %1623 = add i32 %1561, %1338
  %1624 = sext i32 %1623 to i64
  %1625 = getelementptr float, ptr addrspace(1) %2, i64 %1624
  %1626 = and i1 %1565, %1342
  %1627 = ptrtoint ptr addrspace(1) %1625 to i64
  %1628 = and i64 %1627, 7
  %1629 = icmp eq i64 %1628, 0
  %1630 = and i1 %1626, %1629
  %1631 = and i1 %1346, %1630
  %1632 = xor i1 %1626, %1631
  %1633 = xor i1 %1565, %1630
  %1634 = and i1 %1346, %1633
  %1635 = zext i1 %1631 to i32
  %1636 = zext i1 %1632 to i32
  %1637 = zext i1 %1634 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1635, i32 %.lcssa137, i32 %.lcssa136, ptr addrspace(1) %1625, i32 %1636, i32 %1637) #6
  %1638 = add i32 %1542, %1375
  %1639 = sext i32 %1638 to i64
  %1640 = getelementptr float, ptr addrspace(1) %2, i64 %1639
  %1641 = and i1 %1546, %1379
  %1642 = ptrtoint ptr addrspace(1) %1640 to i64
  %1643 = and i64 %1642, 7
  %1644 = icmp eq i64 %1643, 0
  %1645 = and i1 %1641, %1644
  %1646 = and i1 %1383, %1645
  %1647 = xor i1 %1641, %1646
  %1648 = xor i1 %1546, %1645
  %1649 = and i1 %1383, %1648
  %1650 = zext i1 %1646 to i32
  %1651 = zext i1 %1647 to i32
  %1652 = zext i1 %1649 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1650, i32 %.lcssa135, i32 %.lcssa134, ptr addrspace(1) %1640, i32 %1651, i32 %1652) #6
  %1653 = add i32 %1561, %1375
  %1654 = sext i32 %1653 to i64
  %1655 = getelementptr float, ptr addrspace(1) %2, i64 %1654
  %1656 = and i1 %1565, %1379
  %1657 = ptrtoint ptr addrspace(1) %1655 to i64
  %1658 = and i64 %1657, 7
  %1659 = icmp eq i64 %1658, 0
  %1660 = and i1 %1656, %1659
  %1661 = and i1 %1383, %1660
  %1662 = xor i1 %1656, %1661
  %1663 = xor i1 %1565, %1660
  %1664 = and i1 %1383, %1663
  %1665 = zext i1 %1661 to i32
  %1666 = zext i1 %1662 to i32
  %1667 = zext i1 %1664 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1665, i32 %.lcssa133, i32 %.lcssa132, ptr addrspace(1) %1655, i32 %1666, i32 %1667) #6
  %1668 = or i32 %94, 48
  %1669 = or disjoint i32 %1668, %1250
  %1670 = or disjoint i32 %1669, %23
  %1671 = mul i32 %1670, %4
  %1672 = add i32 %1671, %1257
  %1673 = sext i32 %1672 to i64
  %1674 = getelementptr float, ptr addrspace(1) %2, i64 %1673
  %1675 = icmp slt i32 %1670, %3
  %1676 = and i1 %1675, %1262
  %1677 = ptrtoint ptr addrspace(1) %1674 to i64
  %1678 = and i64 %1677, 7
  %1679 = icmp eq i64 %1678, 0
  %1680 = and i1 %1676, %1679
  %1681 = and i1 %1267, %1680
  %1682 = xor i1 %1676, %1681
  %1683 = xor i1 %1675, %1680
  %1684 = and i1 %1267, %1683
  %1685 = zext i1 %1681 to i32
  %1686 = zext i1 %1682 to i32
  %1687 = zext i1 %1684 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1685, i32 %.lcssa131, i32 %.lcssa130, ptr addrspace(1) %1674, i32 %1686, i32 %1687) #6
  %1688 = or disjoint i32 %1668, %1279
  %1689 = or disjoint i32 %1688, %23
  %1690 = mul i32 %1689, %4
  %1691 = add i32 %1690, %1257
  %1692 = sext i32 %1691 to i64
  %1693 = getelementptr float, ptr addrspace(1) %2, i64 %1692
  %1694 = icmp slt i32 %1689, %3
  %1695 = and i1 %1694, %1262
  %1696 = ptrtoint ptr addrspace(1) %1693 to i64
  %1697 = and i64 %1696, 7
  %1698 = icmp eq i64 %1697, 0
  %1699 = and i1 %1695, %1698
  %1700 = and i1 %1267, %1699
  %1701 = xor i1 %1695, %1700
  %1702 = xor i1 %1694, %1699
  %1703 = and i1 %1267, %1702
  %1704 = zext i1 %1700 to i32
  %1705 = zext i1 %1701 to i32
  %1706 = zext i1 %1703 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1704, i32 %.lcssa129, i32 %.lcssa128, ptr addrspace(1) %1693, i32 %1705, i32 %1706) #6
  %1707 = add i32 %1671, %1301
  %1708 = sext i32 %1707 to i64
  %1709 = getelementptr float, ptr addrspace(1) %2, i64 %1708
  %1710 = and i1 %1675, %1305
  %1711 = ptrtoint ptr addrspace(1) %1709 to i64
  %1712 = and i64 %1711, 7
  %1713 = icmp eq i64 %1712, 0
  %1714 = and i1 %1710, %1713
  %1715 = and i1 %1309, %1714
  %1716 = xor i1 %1710, %1715
  %1717 = xor i1 %1675, %1714
  %1718 = and i1 %1309, %1717
  %1719 = zext i1 %1715 to i32
  %1720 = zext i1 %1716 to i32
  %1721 = zext i1 %1718 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1719, i32 %.lcssa127, i32 %.lcssa126, ptr addrspace(1) %1709, i32 %1720, i32 %1721) #6
  %1722 = add i32 %1690, %1301
  %1723 = sext i32 %1722 to i64
  %1724 = getelementptr float, ptr addrspace(1) %2, i64 %1723
  %1725 = and i1 %1694, %1305
  %1726 = ptrtoint ptr addrspace(1) %1724 to i64
  %1727 = and i64 %1726, 7
  %1728 = icmp eq i64 %1727, 0
  %1729 = and i1 %1725, %1728
  %1730 = and i1 %1309, %1729
  %1731 = xor i1 %1725, %1730
  %1732 = xor i1 %1694, %1729
  %1733 = and i1 %1309, %1732
  %1734 = zext i1 %1730 to i32
  %1735 = zext i1 %1731 to i32
  %1736 = zext i1 %1733 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1734, i32 %.lcssa125, i32 %.lcssa124, ptr addrspace(1) %1724, i32 %1735, i32 %1736) #6
  %1737 = add i32 %1671, %1338
  %1738 = sext i32 %1737 to i64
  %1739 = getelementptr float, ptr addrspace(1) %2, i64 %1738
  %1740 = and i1 %1675, %1342
  %1741 = ptrtoint ptr addrspace(1) %1739 to i64
  %1742 = and i64 %1741, 7
  %1743 = icmp eq i64 %1742, 0
  %1744 = and i1 %1740, %1743
  %1745 = and i1 %1346, %1744
  %1746 = xor i1 %1740, %1745
  %1747 = xor i1 %1675, %1744
  %1748 = and i1 %1346, %1747
  %1749 = zext i1 %1745 to i32
  %1750 = zext i1 %1746 to i32
  %1751 = zext i1 %1748 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1749, i32 %.lcssa123, i32 %.lcssa122, ptr addrspace(1) %1739, i32 %1750, i32 %1751) #6
  %1752 = add i32 %1690, %1338
  %1753 = sext i32 %1752 to i64
  %1754 = getelementptr float, ptr addrspace(1) %2, i64 %1753
  %1755 = and i1 %1694, %1342
  %1756 = ptrtoint ptr addrspace(1) %1754 to i64
  %1757 = and i64 %1756, 7
  %1758 = icmp eq i64 %1757, 0
  %1759 = and i1 %1755, %1758
  %1760 = and i1 %1346, %1759
  %1761 = xor i1 %1755, %1760
  %1762 = xor i1 %1694, %1759
  %1763 = and i1 %1346, %1762
  %1764 = zext i1 %1760 to i32
  %1765 = zext i1 %1761 to i32
  %1766 = zext i1 %1763 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1764, i32 %.lcssa121, i32 %.lcssa120, ptr addrspace(1) %1754, i32 %1765, i32 %1766) #6
  %1767 = add i32 %1671, %1375
  %1768 = sext i32 %1767 to i64
  %1769 = getelementptr float, ptr addrspace(1) %2, i64 %1768
  %1770 = and i1 %1675, %1379
  %1771 = ptrtoint ptr addrspace(1) %1769 to i64
  %1772 = and i64 %1771, 7
  %1773 = icmp eq i64 %1772, 0
  %1774 = and i1 %1770, %1773
  %1775 = and i1 %1383, %1774
  %1776 = xor i1 %1770, %1775
  %1777 = xor i1 %1675, %1774
  %1778 = and i1 %1383, %1777
  %1779 = zext i1 %1775 to i32
  %1780 = zext i1 %1776 to i32
  %1781 = zext i1 %1778 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1779, i32 %.lcssa119, i32 %.lcssa118, ptr addrspace(1) %1769, i32 %1780, i32 %1781) #6
  %1782 = add i32 %1690, %1375
  %1783 = sext i32 %1782 to i64
  %1784 = getelementptr float, ptr addrspace(1) %2, i64 %1783
  %1785 = and i1 %1694, %1379
  %1786 = ptrtoint ptr addrspace(1) %1784 to i64
  %1787 = and i64 %1786, 7
  %1788 = icmp eq i64 %1787, 0
  %1789 = and i1 %1785, %1788
  %1790 = and i1 %1383, %1789
  %1791 = xor i1 %1785, %1790
  %1792 = xor i1 %1694, %1789
  %1793 = and i1 %1383, %1792
  %1794 = zext i1 %1790 to i32
  %1795 = zext i1 %1791 to i32
  %1796 = zext i1 %1793 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1794, i32 %.lcssa117, i32 %.lcssa116, ptr addrspace(1) %1784, i32 %1795, i32 %1796) #6
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
