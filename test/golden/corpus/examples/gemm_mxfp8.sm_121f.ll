; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_mxfp8_smem = internal addrspace(3) global [35584 x i8] undef, align 16

; Function Attrs: nounwind
define ptx_kernel void @gemm_mxfp8(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, ptr addrspace(1) %4, i32 %5, i32 %6, i32 %7) local_unnamed_addr #0 {
  %9 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = shl nuw nsw i32 %11, 7
  %13 = shl i32 %10, 6
  %14 = lshr i32 %7, 5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %15 = lshr i32 %9, 1
  %16 = shl nuw nsw i32 %9, 4
  %17 = and i32 %16, 16
  %18 = or disjoint i32 %12, %15
  %19 = mul i32 %7, %18
  %20 = icmp slt i32 %18, %5
  %21 = mul nuw nsw i32 %15, 48
  %22 = add nuw nsw i32 %21, %17
  %23 = zext nneg i32 %22 to i64
  %24 = zext i1 %20 to i32
  %25 = select i1 %20, i32 16, i32 0
  %26 = or disjoint i32 %15, 64
  %27 = or disjoint i32 %26, %12
  %28 = mul i32 %7, %27
  %29 = icmp slt i32 %27, %5
  %30 = mul nuw nsw i32 %26, 48
  %31 = add nuw nsw i32 %30, %17
  %32 = zext nneg i32 %31 to i64
  %33 = zext i1 %29 to i32
  %34 = select i1 %29, i32 16, i32 0
  %35 = lshr i32 %9, 2
  %36 = and i32 %16, 48
  %37 = or disjoint i32 %36, %13
  %38 = mul nuw nsw i32 %35, 80
  %39 = add nuw nsw i32 %38, %36
  %40 = zext nneg i32 %39 to i64
  %41 = sext i32 %6 to i64
  %42 = sext i32 %37 to i64
  %43 = sub nsw i64 %41, %42
  %44 = icmp slt i64 %43, 1
  %45 = tail call i64 @llvm.smax.i64(i64 %43, i64 0)
  %46 = tail call i64 @llvm.umin.i64(i64 %45, i64 16)
  %47 = trunc nuw nsw i64 %46 to i32
  %48 = zext nneg i32 %9 to i64
  %49 = or disjoint i32 %12, %9
  %50 = mul i32 %14, %49
  %51 = icmp slt i32 %49, %5
  %52 = zext i1 %51 to i32
  %53 = icmp samesign ult i32 %9, 64
  %54 = or disjoint i32 %13, %9
  %55 = mul i32 %14, %54
  %56 = icmp slt i32 %54, %6
  %57 = zext i1 %56 to i32
  %invariant.op = or i32 %36, %13
  br label %215

.preheader19:                                     ; preds = %309
  %58 = icmp sgt i32 %7, 0
  br i1 %58, label %.lr.ph, label %.preheader19.._crit_edge_crit_edge

.preheader19.._crit_edge_crit_edge:               ; preds = %.preheader19
  %.pre = and i32 %35, 7
  %.pre286 = and i32 %9, 64
  %.pre288 = and i32 %9, 32
  %.pre290 = or disjoint i32 %.pre, 8
  %.pre292 = or disjoint i32 %.pre286, 16
  %.pre294 = or disjoint i32 %.pre286, 32
  %.pre296 = or disjoint i32 %.pre286, 48
  br label %._crit_edge

.lr.ph:                                           ; preds = %.preheader19
  %59 = tail call i32 @llvm.umin.i32(i32 %9, i32 63)
  %60 = zext nneg i32 %59 to i64
  %61 = or disjoint i32 %13, %59
  %62 = mul i32 %14, %61
  %63 = icmp slt i32 %61, %6
  %64 = zext i1 %63 to i32
  %65 = and i32 %35, 7
  %66 = and i32 %9, 64
  %67 = and i32 %9, 32
  %68 = or disjoint i32 %66, 16
  %69 = or disjoint i32 %66, 32
  %70 = or disjoint i32 %66, 48
  %71 = shl nuw nsw i32 %9, 2
  %72 = and i32 %71, 12
  %73 = or disjoint i32 %65, %66
  %74 = mul nuw nsw i32 %73, 48
  %75 = or disjoint i32 %74, %72
  %76 = zext nneg i32 %75 to i64
  %77 = or disjoint i32 %65, 8
  %78 = or disjoint i32 %77, %66
  %79 = mul nuw nsw i32 %78, 48
  %80 = or disjoint i32 %79, %72
  %81 = zext nneg i32 %80 to i64
  %82 = or disjoint i32 %72, 16
  %83 = add nuw nsw i32 %74, %82
  %84 = zext nneg i32 %83 to i64
  %85 = add nuw nsw i32 %79, %82
  %86 = zext nneg i32 %85 to i64
  %87 = or disjoint i32 %65, %67
  %88 = mul nuw nsw i32 %72, 80
  %89 = or disjoint i32 %88, %87
  %90 = zext nneg i32 %89 to i64
  %91 = add nuw nsw i32 %88, 80
  %92 = or disjoint i32 %91, %87
  %93 = zext nneg i32 %92 to i64
  %94 = add nuw nsw i32 %88, 160
  %95 = add nuw nsw i32 %94, %87
  %96 = zext nneg i32 %95 to i64
  %97 = add nuw nsw i32 %88, 240
  %98 = add nuw nsw i32 %97, %87
  %99 = zext nneg i32 %98 to i64
  %100 = mul nuw nsw i32 %82, 80
  %101 = or disjoint i32 %100, %87
  %102 = zext nneg i32 %101 to i64
  %103 = add nuw nsw i32 %88, 1360
  %104 = or disjoint i32 %103, %87
  %105 = zext nneg i32 %104 to i64
  %106 = add nuw nsw i32 %88, 1440
  %107 = add nuw nsw i32 %106, %87
  %108 = zext nneg i32 %107 to i64
  %109 = add nuw nsw i32 %88, 1520
  %110 = add nuw nsw i32 %109, %87
  %111 = zext nneg i32 %110 to i64
  %112 = shl nuw nsw i32 %9, 3
  %113 = and i32 %112, 8
  %114 = or disjoint i32 %65, %113
  %115 = or disjoint i32 %114, %66
  %116 = zext nneg i32 %115 to i64
  %117 = zext nneg i32 %87 to i64
  %118 = or disjoint i32 %87, 8
  %119 = or disjoint i32 %118, %88
  %120 = zext nneg i32 %119 to i64
  %121 = or disjoint i32 %91, %118
  %122 = zext nneg i32 %121 to i64
  %123 = add nuw nsw i32 %94, %118
  %124 = zext nneg i32 %123 to i64
  %125 = add nuw nsw i32 %97, %118
  %126 = zext nneg i32 %125 to i64
  %127 = or disjoint i32 %100, %118
  %128 = zext nneg i32 %127 to i64
  %129 = or disjoint i32 %103, %118
  %130 = zext nneg i32 %129 to i64
  %131 = add nuw nsw i32 %106, %118
  %132 = zext nneg i32 %131 to i64
  %133 = add nuw nsw i32 %109, %118
  %134 = zext nneg i32 %133 to i64
  %135 = zext nneg i32 %118 to i64
  %136 = or disjoint i32 %87, 16
  %137 = or disjoint i32 %136, %88
  %138 = zext nneg i32 %137 to i64
  %139 = add nuw nsw i32 %91, %136
  %140 = zext nneg i32 %139 to i64
  %141 = add nuw nsw i32 %94, %136
  %142 = zext nneg i32 %141 to i64
  %143 = add nuw nsw i32 %97, %136
  %144 = zext nneg i32 %143 to i64
  %145 = or disjoint i32 %100, %136
  %146 = zext nneg i32 %145 to i64
  %147 = add nuw nsw i32 %103, %136
  %148 = zext nneg i32 %147 to i64
  %149 = add nuw nsw i32 %106, %136
  %150 = zext nneg i32 %149 to i64
  %151 = add nuw nsw i32 %109, %136
  %152 = zext nneg i32 %151 to i64
  %153 = zext nneg i32 %136 to i64
  %154 = or disjoint i32 %35, %67
  %155 = or i32 %154, 24
  %156 = or disjoint i32 %88, %155
  %157 = zext nneg i32 %156 to i64
  %158 = add nuw nsw i32 %91, %155
  %159 = zext nneg i32 %158 to i64
  %160 = add nuw nsw i32 %94, %155
  %161 = zext nneg i32 %160 to i64
  %162 = add nuw nsw i32 %97, %155
  %163 = zext nneg i32 %162 to i64
  %164 = or disjoint i32 %100, %155
  %165 = zext nneg i32 %164 to i64
  %166 = add nuw nsw i32 %103, %155
  %167 = zext nneg i32 %166 to i64
  %168 = add nuw nsw i32 %106, %155
  %169 = zext nneg i32 %168 to i64
  %170 = add nuw nsw i32 %109, %155
  %171 = zext nneg i32 %170 to i64
  %172 = zext nneg i32 %155 to i64
  %173 = or disjoint i32 %68, %65
  %174 = mul nuw nsw i32 %173, 48
  %175 = or disjoint i32 %174, %72
  %176 = zext nneg i32 %175 to i64
  %177 = or disjoint i32 %77, %68
  %178 = mul nuw nsw i32 %177, 48
  %179 = or disjoint i32 %178, %72
  %180 = zext nneg i32 %179 to i64
  %181 = add nuw nsw i32 %174, %82
  %182 = zext nneg i32 %181 to i64
  %183 = add nuw nsw i32 %178, %82
  %184 = zext nneg i32 %183 to i64
  %185 = or disjoint i32 %114, %68
  %186 = zext nneg i32 %185 to i64
  %187 = or disjoint i32 %69, %65
  %188 = mul nuw nsw i32 %187, 48
  %189 = or disjoint i32 %188, %72
  %190 = zext nneg i32 %189 to i64
  %191 = or disjoint i32 %77, %69
  %192 = mul nuw nsw i32 %191, 48
  %193 = or disjoint i32 %192, %72
  %194 = zext nneg i32 %193 to i64
  %195 = add nuw nsw i32 %188, %82
  %196 = zext nneg i32 %195 to i64
  %197 = add nuw nsw i32 %192, %82
  %198 = zext nneg i32 %197 to i64
  %199 = or disjoint i32 %114, %69
  %200 = zext nneg i32 %199 to i64
  %201 = or disjoint i32 %70, %65
  %202 = mul nuw nsw i32 %201, 48
  %203 = or disjoint i32 %202, %72
  %204 = zext nneg i32 %203 to i64
  %205 = or disjoint i32 %77, %70
  %206 = mul nuw nsw i32 %205, 48
  %207 = or disjoint i32 %206, %72
  %208 = zext nneg i32 %207 to i64
  %209 = add nuw nsw i32 %202, %82
  %210 = zext nneg i32 %209 to i64
  %211 = add nuw nsw i32 %206, %82
  %212 = zext nneg i32 %211 to i64
  %213 = or disjoint i32 %114, %70
  %214 = zext nneg i32 %213 to i64
  %invariant.op556 = or i32 %36, %13
  br label %311

215:                                              ; preds = %8, %309
  %216 = phi i64 [ 0, %8 ], [ %310, %309 ]
  %217 = trunc nuw nsw i64 %216 to i32
  %218 = shl nuw nsw i32 %217, 5
  %219 = icmp slt i32 %218, %7
  br i1 %219, label %220, label %309

220:                                              ; preds = %215
  %221 = mul nuw nsw i64 %216, 8896
  %222 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_smem, i64 %221
  %223 = or disjoint i32 %218, %17
  %224 = add i32 %223, %19
  %225 = sext i32 %224 to i64
  %226 = getelementptr i8, ptr addrspace(1) %0, i64 %225
  %227 = ptrtoint ptr addrspace(1) %226 to i64
  %228 = and i64 %227, 15
  %229 = icmp eq i64 %228, 0
  %230 = getelementptr i8, ptr addrspace(3) %222, i64 %23
  br i1 %229, label %232, label %.preheader25

.preheader25:                                     ; preds = %220
  %231 = add i32 %218, %19
  br label %236

232:                                              ; preds = %220
  %233 = select i1 %20, ptr addrspace(1) %226, ptr addrspace(1) %0
  %234 = ptrtoint ptr addrspace(3) %230 to i64
  %235 = trunc i64 %234 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %235, ptr addrspace(1) %233, i32 %25) #5
  br label %.loopexit26

236:                                              ; preds = %.preheader25, %236
  %237 = phi i64 [ 0, %.preheader25 ], [ %246, %236 ]
  %238 = trunc nuw nsw i64 %237 to i32
  %239 = or disjoint i32 %17, %238
  %240 = add i32 %231, %239
  %241 = sext i32 %240 to i64
  %242 = getelementptr i8, ptr addrspace(1) %0, i64 %241
  %243 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %242, i32 %24, i16 0) #5
  %244 = trunc i16 %243 to i8
  %245 = getelementptr i8, ptr addrspace(3) %230, i64 %237
  store i8 %244, ptr addrspace(3) %245, align 1
  %246 = add nuw nsw i64 %237, 1
  %exitcond.not = icmp eq i64 %246, 16
  br i1 %exitcond.not, label %.loopexit26, label %236

.loopexit26:                                      ; preds = %236, %232
  %247 = add i32 %223, %28
  %248 = sext i32 %247 to i64
  %249 = getelementptr i8, ptr addrspace(1) %0, i64 %248
  %250 = ptrtoint ptr addrspace(1) %249 to i64
  %251 = and i64 %250, 15
  %252 = icmp eq i64 %251, 0
  %253 = getelementptr i8, ptr addrspace(3) %222, i64 %32
  br i1 %252, label %255, label %.preheader23

.preheader23:                                     ; preds = %.loopexit26
  %254 = add i32 %218, %28
  br label %259

255:                                              ; preds = %.loopexit26
  %256 = select i1 %29, ptr addrspace(1) %249, ptr addrspace(1) %0
  %257 = ptrtoint ptr addrspace(3) %253 to i64
  %258 = trunc i64 %257 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %258, ptr addrspace(1) %256, i32 %34) #5
  br label %.loopexit24

259:                                              ; preds = %.preheader23, %259
  %260 = phi i64 [ 0, %.preheader23 ], [ %269, %259 ]
  %261 = trunc nuw nsw i64 %260 to i32
  %262 = or disjoint i32 %17, %261
  %263 = add i32 %254, %262
  %264 = sext i32 %263 to i64
  %265 = getelementptr i8, ptr addrspace(1) %0, i64 %264
  %266 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %265, i32 %33, i16 0) #5
  %267 = trunc i16 %266 to i8
  %268 = getelementptr i8, ptr addrspace(3) %253, i64 %260
  store i8 %267, ptr addrspace(3) %268, align 1
  %269 = add nuw nsw i64 %260, 1
  %exitcond280.not = icmp eq i64 %269, 16
  br i1 %exitcond280.not, label %.loopexit24, label %259

.loopexit24:                                      ; preds = %259, %255
  %270 = getelementptr i8, ptr addrspace(3) %222, i64 6144
  %271 = or disjoint i32 %218, %35
  %272 = mul i32 %271, %6
  %273 = add i32 %272, %37
  %274 = sext i32 %273 to i64
  %275 = getelementptr i8, ptr addrspace(1) %2, i64 %274
  %276 = ptrtoint ptr addrspace(1) %275 to i64
  %277 = and i64 %276, 15
  %278 = icmp eq i64 %277, 0
  %279 = getelementptr i8, ptr addrspace(3) %270, i64 %40
  br i1 %278, label %280, label %.preheader21

280:                                              ; preds = %.loopexit24
  %281 = select i1 %44, ptr addrspace(1) %2, ptr addrspace(1) %275
  %282 = ptrtoint ptr addrspace(3) %279 to i64
  %283 = trunc i64 %282 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %283, ptr addrspace(1) %281, i32 %47) #5
  br label %.loopexit22

.preheader21:                                     ; preds = %.loopexit24, %.preheader21
  %284 = phi i64 [ %294, %.preheader21 ], [ 0, %.loopexit24 ]
  %285 = trunc nuw nsw i64 %284 to i32
  %.reass.reass = or i32 %285, %invariant.op
  %286 = add i32 %.reass.reass, %272
  %287 = sext i32 %286 to i64
  %288 = getelementptr i8, ptr addrspace(1) %2, i64 %287
  %289 = icmp slt i32 %.reass.reass, %6
  %290 = zext i1 %289 to i32
  %291 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %288, i32 %290, i16 0) #5
  %292 = trunc i16 %291 to i8
  %293 = getelementptr i8, ptr addrspace(3) %279, i64 %284
  store i8 %292, ptr addrspace(3) %293, align 1
  %294 = add nuw nsw i64 %284, 1
  %exitcond281.not = icmp eq i64 %294, 16
  br i1 %exitcond281.not, label %.loopexit22, label %.preheader21

.loopexit22:                                      ; preds = %.preheader21, %280
  %295 = getelementptr i8, ptr addrspace(3) %222, i64 8704
  %296 = getelementptr i8, ptr addrspace(3) %295, i64 %48
  %297 = add i32 %50, %217
  %298 = sext i32 %297 to i64
  %299 = getelementptr i8, ptr addrspace(1) %1, i64 %298
  %300 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %299, i32 %52, i16 0) #5
  %301 = trunc i16 %300 to i8
  store i8 %301, ptr addrspace(3) %296, align 1
  br i1 %53, label %.loopexit20, label %309

.loopexit20:                                      ; preds = %.loopexit22
  %302 = getelementptr i8, ptr addrspace(3) %222, i64 8832
  %303 = getelementptr i8, ptr addrspace(3) %302, i64 %48
  %304 = add i32 %55, %217
  %305 = sext i32 %304 to i64
  %306 = getelementptr i8, ptr addrspace(1) %3, i64 %305
  %307 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %306, i32 %57, i16 0) #5
  %308 = trunc i16 %307 to i8
  store i8 %308, ptr addrspace(3) %303, align 1
  br label %309

309:                                              ; preds = %.loopexit20, %.loopexit22, %215
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %310 = add nuw nsw i64 %216, 1
  %exitcond282.not = icmp eq i64 %310, 3
  br i1 %exitcond282.not, label %.preheader19, label %215

311:                                              ; preds = %.lr.ph, %732
  %312 = phi i32 [ 0, %.lr.ph ], [ %735, %732 ]
  %313 = phi float [ 0.000000e+00, %.lr.ph ], [ %728, %732 ]
  %314 = phi float [ 0.000000e+00, %.lr.ph ], [ %727, %732 ]
  %315 = phi float [ 0.000000e+00, %.lr.ph ], [ %726, %732 ]
  %316 = phi float [ 0.000000e+00, %.lr.ph ], [ %725, %732 ]
  %317 = phi float [ 0.000000e+00, %.lr.ph ], [ %723, %732 ]
  %318 = phi float [ 0.000000e+00, %.lr.ph ], [ %722, %732 ]
  %319 = phi float [ 0.000000e+00, %.lr.ph ], [ %721, %732 ]
  %320 = phi float [ 0.000000e+00, %.lr.ph ], [ %720, %732 ]
  %321 = phi float [ 0.000000e+00, %.lr.ph ], [ %718, %732 ]
  %322 = phi float [ 0.000000e+00, %.lr.ph ], [ %717, %732 ]
  %323 = phi float [ 0.000000e+00, %.lr.ph ], [ %716, %732 ]
  %324 = phi float [ 0.000000e+00, %.lr.ph ], [ %715, %732 ]
  %325 = phi float [ 0.000000e+00, %.lr.ph ], [ %713, %732 ]
  %326 = phi float [ 0.000000e+00, %.lr.ph ], [ %712, %732 ]
  %327 = phi float [ 0.000000e+00, %.lr.ph ], [ %711, %732 ]
  %328 = phi float [ 0.000000e+00, %.lr.ph ], [ %710, %732 ]
  %329 = phi float [ 0.000000e+00, %.lr.ph ], [ %702, %732 ]
  %330 = phi float [ 0.000000e+00, %.lr.ph ], [ %701, %732 ]
  %331 = phi float [ 0.000000e+00, %.lr.ph ], [ %700, %732 ]
  %332 = phi float [ 0.000000e+00, %.lr.ph ], [ %699, %732 ]
  %333 = phi float [ 0.000000e+00, %.lr.ph ], [ %697, %732 ]
  %334 = phi float [ 0.000000e+00, %.lr.ph ], [ %696, %732 ]
  %335 = phi float [ 0.000000e+00, %.lr.ph ], [ %695, %732 ]
  %336 = phi float [ 0.000000e+00, %.lr.ph ], [ %694, %732 ]
  %337 = phi float [ 0.000000e+00, %.lr.ph ], [ %692, %732 ]
  %338 = phi float [ 0.000000e+00, %.lr.ph ], [ %691, %732 ]
  %339 = phi float [ 0.000000e+00, %.lr.ph ], [ %690, %732 ]
  %340 = phi float [ 0.000000e+00, %.lr.ph ], [ %689, %732 ]
  %341 = phi float [ 0.000000e+00, %.lr.ph ], [ %687, %732 ]
  %342 = phi float [ 0.000000e+00, %.lr.ph ], [ %686, %732 ]
  %343 = phi float [ 0.000000e+00, %.lr.ph ], [ %685, %732 ]
  %344 = phi float [ 0.000000e+00, %.lr.ph ], [ %684, %732 ]
  %345 = phi float [ 0.000000e+00, %.lr.ph ], [ %676, %732 ]
  %346 = phi float [ 0.000000e+00, %.lr.ph ], [ %675, %732 ]
  %347 = phi float [ 0.000000e+00, %.lr.ph ], [ %674, %732 ]
  %348 = phi float [ 0.000000e+00, %.lr.ph ], [ %673, %732 ]
  %349 = phi float [ 0.000000e+00, %.lr.ph ], [ %671, %732 ]
  %350 = phi float [ 0.000000e+00, %.lr.ph ], [ %670, %732 ]
  %351 = phi float [ 0.000000e+00, %.lr.ph ], [ %669, %732 ]
  %352 = phi float [ 0.000000e+00, %.lr.ph ], [ %668, %732 ]
  %353 = phi float [ 0.000000e+00, %.lr.ph ], [ %666, %732 ]
  %354 = phi float [ 0.000000e+00, %.lr.ph ], [ %665, %732 ]
  %355 = phi float [ 0.000000e+00, %.lr.ph ], [ %664, %732 ]
  %356 = phi float [ 0.000000e+00, %.lr.ph ], [ %663, %732 ]
  %357 = phi float [ 0.000000e+00, %.lr.ph ], [ %661, %732 ]
  %358 = phi float [ 0.000000e+00, %.lr.ph ], [ %660, %732 ]
  %359 = phi float [ 0.000000e+00, %.lr.ph ], [ %659, %732 ]
  %360 = phi float [ 0.000000e+00, %.lr.ph ], [ %658, %732 ]
  %361 = phi float [ 0.000000e+00, %.lr.ph ], [ %650, %732 ]
  %362 = phi float [ 0.000000e+00, %.lr.ph ], [ %649, %732 ]
  %363 = phi float [ 0.000000e+00, %.lr.ph ], [ %648, %732 ]
  %364 = phi float [ 0.000000e+00, %.lr.ph ], [ %647, %732 ]
  %365 = phi float [ 0.000000e+00, %.lr.ph ], [ %625, %732 ]
  %366 = phi float [ 0.000000e+00, %.lr.ph ], [ %624, %732 ]
  %367 = phi float [ 0.000000e+00, %.lr.ph ], [ %623, %732 ]
  %368 = phi float [ 0.000000e+00, %.lr.ph ], [ %622, %732 ]
  %369 = phi float [ 0.000000e+00, %.lr.ph ], [ %600, %732 ]
  %370 = phi float [ 0.000000e+00, %.lr.ph ], [ %599, %732 ]
  %371 = phi float [ 0.000000e+00, %.lr.ph ], [ %598, %732 ]
  %372 = phi float [ 0.000000e+00, %.lr.ph ], [ %597, %732 ]
  %373 = phi float [ 0.000000e+00, %.lr.ph ], [ %575, %732 ]
  %374 = phi float [ 0.000000e+00, %.lr.ph ], [ %574, %732 ]
  %375 = phi float [ 0.000000e+00, %.lr.ph ], [ %573, %732 ]
  %376 = phi float [ 0.000000e+00, %.lr.ph ], [ %572, %732 ]
  %377 = phi i32 [ 0, %.lr.ph ], [ %736, %732 ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %378 = add i32 %377, 96
  %379 = icmp slt i32 %378, %7
  %380 = icmp slt i32 %377, 2147483552
  %381 = and i1 %380, %379
  br i1 %381, label %382, label %477

382:                                              ; preds = %311
  %383 = add i32 %312, 3
  %384 = icmp ugt i32 %383, 3
  %385 = add i32 %312, -1
  %386 = select i1 %384, i32 %385, i32 %383
  %387 = lshr exact i32 %378, 5
  %388 = mul i32 %386, 8896
  %389 = sext i32 %388 to i64
  %390 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_smem, i64 %389
  %391 = or disjoint i32 %378, %17
  %392 = add i32 %391, %19
  %393 = sext i32 %392 to i64
  %394 = getelementptr i8, ptr addrspace(1) %0, i64 %393
  %395 = ptrtoint ptr addrspace(1) %394 to i64
  %396 = and i64 %395, 15
  %397 = icmp eq i64 %396, 0
  %398 = getelementptr i8, ptr addrspace(3) %390, i64 %23
  br i1 %397, label %400, label %.preheader17

.preheader17:                                     ; preds = %382
  %399 = add i32 %378, %19
  br label %404

400:                                              ; preds = %382
  %401 = select i1 %20, ptr addrspace(1) %394, ptr addrspace(1) %0
  %402 = ptrtoint ptr addrspace(3) %398 to i64
  %403 = trunc i64 %402 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %403, ptr addrspace(1) %401, i32 %25) #5
  br label %.loopexit18

404:                                              ; preds = %.preheader17, %404
  %405 = phi i64 [ 0, %.preheader17 ], [ %414, %404 ]
  %406 = trunc nuw nsw i64 %405 to i32
  %407 = or disjoint i32 %17, %406
  %408 = add i32 %399, %407
  %409 = sext i32 %408 to i64
  %410 = getelementptr i8, ptr addrspace(1) %0, i64 %409
  %411 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %410, i32 %24, i16 0) #5
  %412 = trunc i16 %411 to i8
  %413 = getelementptr i8, ptr addrspace(3) %398, i64 %405
  store i8 %412, ptr addrspace(3) %413, align 1
  %414 = add nuw nsw i64 %405, 1
  %exitcond283.not = icmp eq i64 %414, 16
  br i1 %exitcond283.not, label %.loopexit18, label %404

.loopexit18:                                      ; preds = %404, %400
  %415 = add i32 %391, %28
  %416 = sext i32 %415 to i64
  %417 = getelementptr i8, ptr addrspace(1) %0, i64 %416
  %418 = ptrtoint ptr addrspace(1) %417 to i64
  %419 = and i64 %418, 15
  %420 = icmp eq i64 %419, 0
  %421 = getelementptr i8, ptr addrspace(3) %390, i64 %32
  br i1 %420, label %423, label %.preheader15

.preheader15:                                     ; preds = %.loopexit18
  %422 = add i32 %378, %28
  br label %427

423:                                              ; preds = %.loopexit18
  %424 = select i1 %29, ptr addrspace(1) %417, ptr addrspace(1) %0
  %425 = ptrtoint ptr addrspace(3) %421 to i64
  %426 = trunc i64 %425 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %426, ptr addrspace(1) %424, i32 %34) #5
  br label %.loopexit16

427:                                              ; preds = %.preheader15, %427
  %428 = phi i64 [ 0, %.preheader15 ], [ %437, %427 ]
  %429 = trunc nuw nsw i64 %428 to i32
  %430 = or disjoint i32 %17, %429
  %431 = add i32 %422, %430
  %432 = sext i32 %431 to i64
  %433 = getelementptr i8, ptr addrspace(1) %0, i64 %432
  %434 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %433, i32 %33, i16 0) #5
  %435 = trunc i16 %434 to i8
  %436 = getelementptr i8, ptr addrspace(3) %421, i64 %428
  store i8 %435, ptr addrspace(3) %436, align 1
  %437 = add nuw nsw i64 %428, 1
  %exitcond284.not = icmp eq i64 %437, 16
  br i1 %exitcond284.not, label %.loopexit16, label %427

.loopexit16:                                      ; preds = %427, %423
  %438 = getelementptr i8, ptr addrspace(3) %390, i64 6144
  %439 = or disjoint i32 %378, %35
  %440 = mul i32 %439, %6
  %441 = add i32 %440, %37
  %442 = sext i32 %441 to i64
  %443 = getelementptr i8, ptr addrspace(1) %2, i64 %442
  %444 = ptrtoint ptr addrspace(1) %443 to i64
  %445 = and i64 %444, 15
  %446 = icmp eq i64 %445, 0
  %447 = getelementptr i8, ptr addrspace(3) %438, i64 %40
  br i1 %446, label %448, label %.preheader

448:                                              ; preds = %.loopexit16
  %449 = select i1 %44, ptr addrspace(1) %2, ptr addrspace(1) %443
  %450 = ptrtoint ptr addrspace(3) %447 to i64
  %451 = trunc i64 %450 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %451, ptr addrspace(1) %449, i32 %47) #5
  br label %.loopexit

.preheader:                                       ; preds = %.loopexit16, %.preheader
  %452 = phi i64 [ %462, %.preheader ], [ 0, %.loopexit16 ]
  %453 = trunc nuw nsw i64 %452 to i32
  %.reass366.reass = or i32 %453, %invariant.op556
  %454 = add i32 %.reass366.reass, %440
  %455 = sext i32 %454 to i64
  %456 = getelementptr i8, ptr addrspace(1) %2, i64 %455
  %457 = icmp slt i32 %.reass366.reass, %6
  %458 = zext i1 %457 to i32
  %459 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %456, i32 %458, i16 0) #5
  %460 = trunc i16 %459 to i8
  %461 = getelementptr i8, ptr addrspace(3) %447, i64 %452
  store i8 %460, ptr addrspace(3) %461, align 1
  %462 = add nuw nsw i64 %452, 1
  %exitcond285.not = icmp eq i64 %462, 16
  br i1 %exitcond285.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %448
  %463 = getelementptr i8, ptr addrspace(3) %390, i64 8704
  %464 = getelementptr i8, ptr addrspace(3) %463, i64 %48
  %465 = add i32 %387, %50
  %466 = sext i32 %465 to i64
  %467 = getelementptr i8, ptr addrspace(1) %1, i64 %466
  %468 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %467, i32 %52, i16 0) #5
  %469 = trunc i16 %468 to i8
  %470 = getelementptr i8, ptr addrspace(3) %390, i64 8832
  %471 = getelementptr i8, ptr addrspace(3) %470, i64 %60
  %472 = add i32 %387, %62
  %473 = sext i32 %472 to i64
  %474 = getelementptr i8, ptr addrspace(1) %3, i64 %473
  %475 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %474, i32 %64, i16 0) #5
  %476 = trunc i16 %475 to i8
  br label %477

477:                                              ; preds = %.loopexit, %311
  %478 = phi ptr addrspace(3) [ %464, %.loopexit ], [ @gemm_mxfp8_smem, %311 ]
  %479 = phi i8 [ %469, %.loopexit ], [ 0, %311 ]
  %480 = phi ptr addrspace(3) [ %471, %.loopexit ], [ @gemm_mxfp8_smem, %311 ]
  %481 = phi i8 [ %476, %.loopexit ], [ 0, %311 ]
  %482 = phi i1 [ %53, %.loopexit ], [ false, %311 ]
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %483 = mul i32 %312, 8896
  %484 = sext i32 %483 to i64
  %485 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_smem, i64 %484
  %486 = getelementptr i8, ptr addrspace(3) %485, i64 6144
  %487 = getelementptr i8, ptr addrspace(3) %485, i64 8704
  %488 = getelementptr i8, ptr addrspace(3) %485, i64 8832
  %489 = getelementptr i8, ptr addrspace(3) %485, i64 %76
  %490 = load i32, ptr addrspace(3) %489, align 4
  %491 = getelementptr i8, ptr addrspace(3) %485, i64 %81
  %492 = load i32, ptr addrspace(3) %491, align 4
  %493 = getelementptr i8, ptr addrspace(3) %485, i64 %84
  %494 = load i32, ptr addrspace(3) %493, align 4
  %495 = getelementptr i8, ptr addrspace(3) %485, i64 %86
  %496 = load i32, ptr addrspace(3) %495, align 4
  %497 = getelementptr i8, ptr addrspace(3) %486, i64 %90
  %498 = load i8, ptr addrspace(3) %497, align 1
  %499 = getelementptr i8, ptr addrspace(3) %486, i64 %93
  %500 = load i8, ptr addrspace(3) %499, align 1
  %501 = getelementptr i8, ptr addrspace(3) %486, i64 %96
  %502 = load i8, ptr addrspace(3) %501, align 1
  %503 = getelementptr i8, ptr addrspace(3) %486, i64 %99
  %504 = load i8, ptr addrspace(3) %503, align 1
  %505 = insertelement <4 x i8> poison, i8 %498, i64 0
  %506 = insertelement <4 x i8> %505, i8 %500, i64 1
  %507 = insertelement <4 x i8> %506, i8 %502, i64 2
  %508 = insertelement <4 x i8> %507, i8 %504, i64 3
  %509 = bitcast <4 x i8> %508 to i32
  %510 = getelementptr i8, ptr addrspace(3) %486, i64 %102
  %511 = load i8, ptr addrspace(3) %510, align 1
  %512 = getelementptr i8, ptr addrspace(3) %486, i64 %105
  %513 = load i8, ptr addrspace(3) %512, align 1
  %514 = getelementptr i8, ptr addrspace(3) %486, i64 %108
  %515 = load i8, ptr addrspace(3) %514, align 1
  %516 = getelementptr i8, ptr addrspace(3) %486, i64 %111
  %517 = load i8, ptr addrspace(3) %516, align 1
  %518 = insertelement <4 x i8> poison, i8 %511, i64 0
  %519 = insertelement <4 x i8> %518, i8 %513, i64 1
  %520 = insertelement <4 x i8> %519, i8 %515, i64 2
  %521 = insertelement <4 x i8> %520, i8 %517, i64 3
  %522 = bitcast <4 x i8> %521 to i32
  %523 = getelementptr i8, ptr addrspace(3) %487, i64 %116
  %524 = load i8, ptr addrspace(3) %523, align 1
  %525 = zext i8 %524 to i32
  %526 = getelementptr i8, ptr addrspace(3) %488, i64 %117
  %527 = load i8, ptr addrspace(3) %526, align 1
  %528 = zext i8 %527 to i32
  %529 = getelementptr i8, ptr addrspace(3) %486, i64 %120
  %530 = getelementptr i8, ptr addrspace(3) %486, i64 %122
  %531 = getelementptr i8, ptr addrspace(3) %486, i64 %124
  %532 = getelementptr i8, ptr addrspace(3) %486, i64 %126
  %533 = getelementptr i8, ptr addrspace(3) %486, i64 %128
  %534 = getelementptr i8, ptr addrspace(3) %486, i64 %130
  %535 = getelementptr i8, ptr addrspace(3) %486, i64 %132
  %536 = getelementptr i8, ptr addrspace(3) %486, i64 %134
  %537 = getelementptr i8, ptr addrspace(3) %488, i64 %135
  %538 = getelementptr i8, ptr addrspace(3) %486, i64 %138
  %539 = getelementptr i8, ptr addrspace(3) %486, i64 %140
  %540 = getelementptr i8, ptr addrspace(3) %486, i64 %142
  %541 = getelementptr i8, ptr addrspace(3) %486, i64 %144
  %542 = getelementptr i8, ptr addrspace(3) %486, i64 %146
  %543 = getelementptr i8, ptr addrspace(3) %486, i64 %148
  %544 = getelementptr i8, ptr addrspace(3) %486, i64 %150
  %545 = getelementptr i8, ptr addrspace(3) %486, i64 %152
  %546 = getelementptr i8, ptr addrspace(3) %488, i64 %153
  %547 = getelementptr i8, ptr addrspace(3) %486, i64 %157
  %548 = getelementptr i8, ptr addrspace(3) %486, i64 %159
  %549 = getelementptr i8, ptr addrspace(3) %486, i64 %161
  %550 = getelementptr i8, ptr addrspace(3) %486, i64 %163
  %551 = getelementptr i8, ptr addrspace(3) %486, i64 %165
  %552 = getelementptr i8, ptr addrspace(3) %486, i64 %167
  %553 = getelementptr i8, ptr addrspace(3) %486, i64 %169
  %554 = getelementptr i8, ptr addrspace(3) %486, i64 %171
  %555 = getelementptr i8, ptr addrspace(3) %488, i64 %172
  %556 = getelementptr i8, ptr addrspace(3) %485, i64 %176
  %557 = getelementptr i8, ptr addrspace(3) %485, i64 %180
  %558 = getelementptr i8, ptr addrspace(3) %485, i64 %182
  %559 = getelementptr i8, ptr addrspace(3) %485, i64 %184
  %560 = getelementptr i8, ptr addrspace(3) %487, i64 %186
  %561 = getelementptr i8, ptr addrspace(3) %485, i64 %190
  %562 = getelementptr i8, ptr addrspace(3) %485, i64 %194
  %563 = getelementptr i8, ptr addrspace(3) %485, i64 %196
  %564 = getelementptr i8, ptr addrspace(3) %485, i64 %198
  %565 = getelementptr i8, ptr addrspace(3) %487, i64 %200
  %566 = getelementptr i8, ptr addrspace(3) %485, i64 %204
  %567 = getelementptr i8, ptr addrspace(3) %485, i64 %208
  %568 = getelementptr i8, ptr addrspace(3) %485, i64 %210
  %569 = getelementptr i8, ptr addrspace(3) %485, i64 %212
  %570 = getelementptr i8, ptr addrspace(3) %487, i64 %214
  %571 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %490, i32 %492, i32 %494, i32 %496, i32 %509, i32 %522, float %376, float %375, float %374, float %373, i32 %525, i32 %528) #5
  %572 = extractvalue { float, float, float, float } %571, 0
  %573 = extractvalue { float, float, float, float } %571, 1
  %574 = extractvalue { float, float, float, float } %571, 2
  %575 = extractvalue { float, float, float, float } %571, 3
  %576 = load i8, ptr addrspace(3) %529, align 1
  %577 = load i8, ptr addrspace(3) %530, align 1
  %578 = load i8, ptr addrspace(3) %531, align 1
  %579 = load i8, ptr addrspace(3) %532, align 1
  %580 = insertelement <4 x i8> poison, i8 %576, i64 0
  %581 = insertelement <4 x i8> %580, i8 %577, i64 1
  %582 = insertelement <4 x i8> %581, i8 %578, i64 2
  %583 = insertelement <4 x i8> %582, i8 %579, i64 3
  %584 = bitcast <4 x i8> %583 to i32
  %585 = load i8, ptr addrspace(3) %533, align 1
  %586 = load i8, ptr addrspace(3) %534, align 1
  %587 = load i8, ptr addrspace(3) %535, align 1
  %588 = load i8, ptr addrspace(3) %536, align 1
  %589 = insertelement <4 x i8> poison, i8 %585, i64 0
  %590 = insertelement <4 x i8> %589, i8 %586, i64 1
  %591 = insertelement <4 x i8> %590, i8 %587, i64 2
  %592 = insertelement <4 x i8> %591, i8 %588, i64 3
  %593 = bitcast <4 x i8> %592 to i32
  %594 = load i8, ptr addrspace(3) %537, align 1
  %595 = zext i8 %594 to i32
  %596 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %490, i32 %492, i32 %494, i32 %496, i32 %584, i32 %593, float %372, float %371, float %370, float %369, i32 %525, i32 %595) #5
  %597 = extractvalue { float, float, float, float } %596, 0
  %598 = extractvalue { float, float, float, float } %596, 1
  %599 = extractvalue { float, float, float, float } %596, 2
  %600 = extractvalue { float, float, float, float } %596, 3
  %601 = load i8, ptr addrspace(3) %538, align 1
  %602 = load i8, ptr addrspace(3) %539, align 1
  %603 = load i8, ptr addrspace(3) %540, align 1
  %604 = load i8, ptr addrspace(3) %541, align 1
  %605 = insertelement <4 x i8> poison, i8 %601, i64 0
  %606 = insertelement <4 x i8> %605, i8 %602, i64 1
  %607 = insertelement <4 x i8> %606, i8 %603, i64 2
  %608 = insertelement <4 x i8> %607, i8 %604, i64 3
  %609 = bitcast <4 x i8> %608 to i32
  %610 = load i8, ptr addrspace(3) %542, align 1
  %611 = load i8, ptr addrspace(3) %543, align 1
  %612 = load i8, ptr addrspace(3) %544, align 1
  %613 = load i8, ptr addrspace(3) %545, align 1
  %614 = insertelement <4 x i8> poison, i8 %610, i64 0
  %615 = insertelement <4 x i8> %614, i8 %611, i64 1
  %616 = insertelement <4 x i8> %615, i8 %612, i64 2
  %617 = insertelement <4 x i8> %616, i8 %613, i64 3
  %618 = bitcast <4 x i8> %617 to i32
  %619 = load i8, ptr addrspace(3) %546, align 1
  %620 = zext i8 %619 to i32
  %621 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %490, i32 %492, i32 %494, i32 %496, i32 %609, i32 %618, float %368, float %367, float %366, float %365, i32 %525, i32 %620) #5
  %622 = extractvalue { float, float, float, float } %621, 0
  %623 = extractvalue { float, float, float, float } %621, 1
  %624 = extractvalue { float, float, float, float } %621, 2
  %625 = extractvalue { float, float, float, float } %621, 3
  %626 = load i8, ptr addrspace(3) %547, align 1
  %627 = load i8, ptr addrspace(3) %548, align 1
  %628 = load i8, ptr addrspace(3) %549, align 1
  %629 = load i8, ptr addrspace(3) %550, align 1
  %630 = insertelement <4 x i8> poison, i8 %626, i64 0
  %631 = insertelement <4 x i8> %630, i8 %627, i64 1
  %632 = insertelement <4 x i8> %631, i8 %628, i64 2
  %633 = insertelement <4 x i8> %632, i8 %629, i64 3
  %634 = bitcast <4 x i8> %633 to i32
  %635 = load i8, ptr addrspace(3) %551, align 1
  %636 = load i8, ptr addrspace(3) %552, align 1
  %637 = load i8, ptr addrspace(3) %553, align 1
  %638 = load i8, ptr addrspace(3) %554, align 1
  %639 = insertelement <4 x i8> poison, i8 %635, i64 0
  %640 = insertelement <4 x i8> %639, i8 %636, i64 1
  %641 = insertelement <4 x i8> %640, i8 %637, i64 2
  %642 = insertelement <4 x i8> %641, i8 %638, i64 3
  %643 = bitcast <4 x i8> %642 to i32
  %644 = load i8, ptr addrspace(3) %555, align 1
  %645 = zext i8 %644 to i32
  %646 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %490, i32 %492, i32 %494, i32 %496, i32 %634, i32 %643, float %364, float %363, float %362, float %361, i32 %525, i32 %645) #5
  %647 = extractvalue { float, float, float, float } %646, 0
  %648 = extractvalue { float, float, float, float } %646, 1
  %649 = extractvalue { float, float, float, float } %646, 2
  %650 = extractvalue { float, float, float, float } %646, 3
  %651 = load i32, ptr addrspace(3) %556, align 4
  %652 = load i32, ptr addrspace(3) %557, align 4
  %653 = load i32, ptr addrspace(3) %558, align 4
  %654 = load i32, ptr addrspace(3) %559, align 4
  %655 = load i8, ptr addrspace(3) %560, align 1
  %656 = zext i8 %655 to i32
  %657 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %651, i32 %652, i32 %653, i32 %654, i32 %509, i32 %522, float %360, float %359, float %358, float %357, i32 %656, i32 %528) #5
  %658 = extractvalue { float, float, float, float } %657, 0
  %659 = extractvalue { float, float, float, float } %657, 1
  %660 = extractvalue { float, float, float, float } %657, 2
  %661 = extractvalue { float, float, float, float } %657, 3
  %662 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %651, i32 %652, i32 %653, i32 %654, i32 %584, i32 %593, float %356, float %355, float %354, float %353, i32 %656, i32 %595) #5
  %663 = extractvalue { float, float, float, float } %662, 0
  %664 = extractvalue { float, float, float, float } %662, 1
  %665 = extractvalue { float, float, float, float } %662, 2
  %666 = extractvalue { float, float, float, float } %662, 3
  %667 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %651, i32 %652, i32 %653, i32 %654, i32 %609, i32 %618, float %352, float %351, float %350, float %349, i32 %656, i32 %620) #5
  %668 = extractvalue { float, float, float, float } %667, 0
  %669 = extractvalue { float, float, float, float } %667, 1
  %670 = extractvalue { float, float, float, float } %667, 2
  %671 = extractvalue { float, float, float, float } %667, 3
  %672 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %651, i32 %652, i32 %653, i32 %654, i32 %634, i32 %643, float %348, float %347, float %346, float %345, i32 %656, i32 %645) #5
  %673 = extractvalue { float, float, float, float } %672, 0
  %674 = extractvalue { float, float, float, float } %672, 1
  %675 = extractvalue { float, float, float, float } %672, 2
  %676 = extractvalue { float, float, float, float } %672, 3
  %677 = load i32, ptr addrspace(3) %561, align 4
  %678 = load i32, ptr addrspace(3) %562, align 4
  %679 = load i32, ptr addrspace(3) %563, align 4
  %680 = load i32, ptr addrspace(3) %564, align 4
  %681 = load i8, ptr addrspace(3) %565, align 1
  %682 = zext i8 %681 to i32
  %683 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %509, i32 %522, float %344, float %343, float %342, float %341, i32 %682, i32 %528) #5
  %684 = extractvalue { float, float, float, float } %683, 0
  %685 = extractvalue { float, float, float, float } %683, 1
  %686 = extractvalue { float, float, float, float } %683, 2
  %687 = extractvalue { float, float, float, float } %683, 3
  %688 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %584, i32 %593, float %340, float %339, float %338, float %337, i32 %682, i32 %595) #5
  %689 = extractvalue { float, float, float, float } %688, 0
  %690 = extractvalue { float, float, float, float } %688, 1
  %691 = extractvalue { float, float, float, float } %688, 2
  %692 = extractvalue { float, float, float, float } %688, 3
  %693 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %609, i32 %618, float %336, float %335, float %334, float %333, i32 %682, i32 %620) #5
  %694 = extractvalue { float, float, float, float } %693, 0
  %695 = extractvalue { float, float, float, float } %693, 1
  %696 = extractvalue { float, float, float, float } %693, 2
  %697 = extractvalue { float, float, float, float } %693, 3
  %698 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %677, i32 %678, i32 %679, i32 %680, i32 %634, i32 %643, float %332, float %331, float %330, float %329, i32 %682, i32 %645) #5
  %699 = extractvalue { float, float, float, float } %698, 0
  %700 = extractvalue { float, float, float, float } %698, 1
  %701 = extractvalue { float, float, float, float } %698, 2
  %702 = extractvalue { float, float, float, float } %698, 3
  %703 = load i32, ptr addrspace(3) %566, align 4
  %704 = load i32, ptr addrspace(3) %567, align 4
  %705 = load i32, ptr addrspace(3) %568, align 4
  %706 = load i32, ptr addrspace(3) %569, align 4
  %707 = load i8, ptr addrspace(3) %570, align 1
  %708 = zext i8 %707 to i32
  %709 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %703, i32 %704, i32 %705, i32 %706, i32 %509, i32 %522, float %328, float %327, float %326, float %325, i32 %708, i32 %528) #5
  %710 = extractvalue { float, float, float, float } %709, 0
  %711 = extractvalue { float, float, float, float } %709, 1
  %712 = extractvalue { float, float, float, float } %709, 2
  %713 = extractvalue { float, float, float, float } %709, 3
  %714 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %703, i32 %704, i32 %705, i32 %706, i32 %584, i32 %593, float %324, float %323, float %322, float %321, i32 %708, i32 %595) #5
  %715 = extractvalue { float, float, float, float } %714, 0
  %716 = extractvalue { float, float, float, float } %714, 1
  %717 = extractvalue { float, float, float, float } %714, 2
  %718 = extractvalue { float, float, float, float } %714, 3
  %719 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %703, i32 %704, i32 %705, i32 %706, i32 %609, i32 %618, float %320, float %319, float %318, float %317, i32 %708, i32 %620) #5
  %720 = extractvalue { float, float, float, float } %719, 0
  %721 = extractvalue { float, float, float, float } %719, 1
  %722 = extractvalue { float, float, float, float } %719, 2
  %723 = extractvalue { float, float, float, float } %719, 3
  %724 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %703, i32 %704, i32 %705, i32 %706, i32 %634, i32 %643, float %316, float %315, float %314, float %313, i32 %708, i32 %645) #5
  %725 = extractvalue { float, float, float, float } %724, 0
  %726 = extractvalue { float, float, float, float } %724, 1
  %727 = extractvalue { float, float, float, float } %724, 2
  %728 = extractvalue { float, float, float, float } %724, 3
  br i1 %381, label %729, label %730

729:                                              ; preds = %477
  store i8 %479, ptr addrspace(3) %478, align 1
  br label %730

730:                                              ; preds = %729, %477
  br i1 %482, label %731, label %732

731:                                              ; preds = %730
  store i8 %481, ptr addrspace(3) %480, align 1
  br label %732

732:                                              ; preds = %731, %730
  %733 = add i32 %312, 1
  %734 = icmp eq i32 %733, 4
  %735 = select i1 %734, i32 0, i32 %733
  %736 = add i32 %377, 32
  %737 = icmp slt i32 %736, %7
  br i1 %737, label %311, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %732
  %738 = bitcast float %572 to i32
  %739 = bitcast float %573 to i32
  %740 = bitcast float %574 to i32
  %741 = bitcast float %575 to i32
  %742 = bitcast float %597 to i32
  %743 = bitcast float %598 to i32
  %744 = bitcast float %599 to i32
  %745 = bitcast float %600 to i32
  %746 = bitcast float %622 to i32
  %747 = bitcast float %623 to i32
  %748 = bitcast float %624 to i32
  %749 = bitcast float %625 to i32
  %750 = bitcast float %647 to i32
  %751 = bitcast float %648 to i32
  %752 = bitcast float %649 to i32
  %753 = bitcast float %650 to i32
  %754 = bitcast float %658 to i32
  %755 = bitcast float %659 to i32
  %756 = bitcast float %660 to i32
  %757 = bitcast float %661 to i32
  %758 = bitcast float %663 to i32
  %759 = bitcast float %664 to i32
  %760 = bitcast float %665 to i32
  %761 = bitcast float %666 to i32
  %762 = bitcast float %668 to i32
  %763 = bitcast float %669 to i32
  %764 = bitcast float %670 to i32
  %765 = bitcast float %671 to i32
  %766 = bitcast float %673 to i32
  %767 = bitcast float %674 to i32
  %768 = bitcast float %675 to i32
  %769 = bitcast float %676 to i32
  %770 = bitcast float %684 to i32
  %771 = bitcast float %685 to i32
  %772 = bitcast float %686 to i32
  %773 = bitcast float %687 to i32
  %774 = bitcast float %689 to i32
  %775 = bitcast float %690 to i32
  %776 = bitcast float %691 to i32
  %777 = bitcast float %692 to i32
  %778 = bitcast float %694 to i32
  %779 = bitcast float %695 to i32
  %780 = bitcast float %696 to i32
  %781 = bitcast float %697 to i32
  %782 = bitcast float %699 to i32
  %783 = bitcast float %700 to i32
  %784 = bitcast float %701 to i32
  %785 = bitcast float %702 to i32
  %786 = bitcast float %710 to i32
  %787 = bitcast float %711 to i32
  %788 = bitcast float %712 to i32
  %789 = bitcast float %713 to i32
  %790 = bitcast float %715 to i32
  %791 = bitcast float %716 to i32
  %792 = bitcast float %717 to i32
  %793 = bitcast float %718 to i32
  %794 = bitcast float %720 to i32
  %795 = bitcast float %721 to i32
  %796 = bitcast float %722 to i32
  %797 = bitcast float %723 to i32
  %798 = bitcast float %725 to i32
  %799 = bitcast float %726 to i32
  %800 = bitcast float %727 to i32
  %801 = bitcast float %728 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %.preheader19.._crit_edge_crit_edge, %._crit_edge.loopexit
  %.pre-phi297 = phi i32 [ %.pre296, %.preheader19.._crit_edge_crit_edge ], [ %70, %._crit_edge.loopexit ]
  %.pre-phi295 = phi i32 [ %.pre294, %.preheader19.._crit_edge_crit_edge ], [ %69, %._crit_edge.loopexit ]
  %.pre-phi293 = phi i32 [ %.pre292, %.preheader19.._crit_edge_crit_edge ], [ %68, %._crit_edge.loopexit ]
  %.pre-phi291 = phi i32 [ %.pre290, %.preheader19.._crit_edge_crit_edge ], [ %77, %._crit_edge.loopexit ]
  %.pre-phi289 = phi i32 [ %.pre288, %.preheader19.._crit_edge_crit_edge ], [ %67, %._crit_edge.loopexit ]
  %.pre-phi287 = phi i32 [ %.pre286, %.preheader19.._crit_edge_crit_edge ], [ %66, %._crit_edge.loopexit ]
  %.pre-phi = phi i32 [ %.pre, %.preheader19.._crit_edge_crit_edge ], [ %65, %._crit_edge.loopexit ]
  %.lcssa153 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %738, %._crit_edge.loopexit ]
  %.lcssa152 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %739, %._crit_edge.loopexit ]
  %.lcssa151 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %740, %._crit_edge.loopexit ]
  %.lcssa150 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %741, %._crit_edge.loopexit ]
  %.lcssa149 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %742, %._crit_edge.loopexit ]
  %.lcssa148 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %743, %._crit_edge.loopexit ]
  %.lcssa147 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %744, %._crit_edge.loopexit ]
  %.lcssa146 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %745, %._crit_edge.loopexit ]
  %.lcssa145 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %746, %._crit_edge.loopexit ]
  %.lcssa144 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %747, %._crit_edge.loopexit ]
  %.lcssa143 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %748, %._crit_edge.loopexit ]
  %.lcssa142 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %749, %._crit_edge.loopexit ]
  %.lcssa141 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %750, %._crit_edge.loopexit ]
  %.lcssa140 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %751, %._crit_edge.loopexit ]
  %.lcssa139 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %752, %._crit_edge.loopexit ]
  %.lcssa138 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %753, %._crit_edge.loopexit ]
  %.lcssa137 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %754, %._crit_edge.loopexit ]
  %.lcssa136 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %755, %._crit_edge.loopexit ]
  %.lcssa135 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %756, %._crit_edge.loopexit ]
  %.lcssa134 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %757, %._crit_edge.loopexit ]
  %.lcssa133 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %758, %._crit_edge.loopexit ]
  %.lcssa132 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %759, %._crit_edge.loopexit ]
  %.lcssa131 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %760, %._crit_edge.loopexit ]
  %.lcssa130 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %761, %._crit_edge.loopexit ]
  %.lcssa129 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %762, %._crit_edge.loopexit ]
  %.lcssa128 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %763, %._crit_edge.loopexit ]
  %.lcssa127 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %764, %._crit_edge.loopexit ]
  %.lcssa126 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %765, %._crit_edge.loopexit ]
  %.lcssa125 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %766, %._crit_edge.loopexit ]
  %.lcssa124 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %767, %._crit_edge.loopexit ]
  %.lcssa123 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %768, %._crit_edge.loopexit ]
  %.lcssa122 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %769, %._crit_edge.loopexit ]
  %.lcssa121 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %770, %._crit_edge.loopexit ]
  %.lcssa120 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %771, %._crit_edge.loopexit ]
  %.lcssa119 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %772, %._crit_edge.loopexit ]
  %.lcssa118 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %773, %._crit_edge.loopexit ]
  %.lcssa117 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %774, %._crit_edge.loopexit ]
  %.lcssa116 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %775, %._crit_edge.loopexit ]
  %.lcssa115 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %776, %._crit_edge.loopexit ]
  %.lcssa114 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %777, %._crit_edge.loopexit ]
  %.lcssa113 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %778, %._crit_edge.loopexit ]
  %.lcssa112 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %779, %._crit_edge.loopexit ]
  %.lcssa111 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %780, %._crit_edge.loopexit ]
  %.lcssa110 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %781, %._crit_edge.loopexit ]
  %.lcssa109 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %782, %._crit_edge.loopexit ]
  %.lcssa108 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %783, %._crit_edge.loopexit ]
  %.lcssa107 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %784, %._crit_edge.loopexit ]
  %.lcssa106 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %785, %._crit_edge.loopexit ]
  %.lcssa105 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %786, %._crit_edge.loopexit ]
  %.lcssa104 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %787, %._crit_edge.loopexit ]
  %.lcssa103 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %788, %._crit_edge.loopexit ]
  %.lcssa102 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %789, %._crit_edge.loopexit ]
  %.lcssa101 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %790, %._crit_edge.loopexit ]
  %.lcssa100 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %791, %._crit_edge.loopexit ]
  %.lcssa99 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %792, %._crit_edge.loopexit ]
  %.lcssa98 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %793, %._crit_edge.loopexit ]
  %.lcssa97 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %794, %._crit_edge.loopexit ]
  %.lcssa96 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %795, %._crit_edge.loopexit ]
  %.lcssa95 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %796, %._crit_edge.loopexit ]
  %.lcssa94 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %797, %._crit_edge.loopexit ]
  %.lcssa93 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %798, %._crit_edge.loopexit ]
  %.lcssa92 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %799, %._crit_edge.loopexit ]
  %.lcssa91 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %800, %._crit_edge.loopexit ]
  %.lcssa90 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %801, %._crit_edge.loopexit ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %802 = shl nuw nsw i32 %9, 1
  %803 = and i32 %802, 6
  %804 = or disjoint i32 %12, %.pre-phi287
  %805 = or disjoint i32 %804, %.pre-phi
  %806 = mul i32 %6, %805
  %807 = or disjoint i32 %13, %.pre-phi289
  %808 = or disjoint i32 %807, %803
  %809 = add i32 %806, %808
  %810 = sext i32 %809 to i64
  %811 = getelementptr float, ptr addrspace(1) %4, i64 %810
  %812 = icmp slt i32 %805, %5
  %813 = icmp slt i32 %808, %6
  %814 = and i1 %812, %813
  %815 = or disjoint i32 %803, 1
  %816 = or disjoint i32 %807, %815
  %817 = icmp slt i32 %816, %6
  %818 = ptrtoint ptr addrspace(1) %811 to i64
  %819 = and i64 %818, 7
  %820 = icmp eq i64 %819, 0
  %821 = and i1 %814, %820
  %822 = and i1 %817, %821
  %823 = xor i1 %814, %822
  %824 = xor i1 %812, %821
  %825 = and i1 %817, %824
  %826 = zext i1 %822 to i32
  %827 = zext i1 %823 to i32
  %828 = zext i1 %825 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %826, i32 %.lcssa153, i32 %.lcssa152, ptr addrspace(1) %811, i32 %827, i32 %828) #5
  %829 = or disjoint i32 %804, %.pre-phi291
  %830 = mul i32 %6, %829
  %831 = add i32 %830, %808
  %832 = sext i32 %831 to i64
  %833 = getelementptr float, ptr addrspace(1) %4, i64 %832
  %834 = icmp slt i32 %829, %5
  %835 = and i1 %834, %813
  %836 = ptrtoint ptr addrspace(1) %833 to i64
  %837 = and i64 %836, 7
  %838 = icmp eq i64 %837, 0
  %839 = and i1 %835, %838
  %840 = and i1 %817, %839
  %841 = xor i1 %835, %840
  %842 = xor i1 %834, %839
  %843 = and i1 %817, %842
  %844 = zext i1 %840 to i32
  %845 = zext i1 %841 to i32
  %846 = zext i1 %843 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %844, i32 %.lcssa151, i32 %.lcssa150, ptr addrspace(1) %833, i32 %845, i32 %846) #5
  %847 = or disjoint i32 %.pre-phi289, 8
  %848 = or disjoint i32 %803, %13
  %849 = or disjoint i32 %848, %847
  %850 = add i32 %806, %849
  %851 = sext i32 %850 to i64
  %852 = getelementptr float, ptr addrspace(1) %4, i64 %851
  %853 = icmp slt i32 %849, %6
  %854 = and i1 %812, %853
  %855 = or disjoint i32 %815, %13
  %856 = or disjoint i32 %855, %847
  %857 = icmp slt i32 %856, %6
  %858 = ptrtoint ptr addrspace(1) %852 to i64
  %859 = and i64 %858, 7
  %860 = icmp eq i64 %859, 0
  %861 = and i1 %854, %860
  %862 = and i1 %857, %861
  %863 = xor i1 %854, %862
  %864 = xor i1 %812, %861
  %865 = and i1 %857, %864
  %866 = zext i1 %862 to i32
  %867 = zext i1 %863 to i32
  %868 = zext i1 %865 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %866, i32 %.lcssa149, i32 %.lcssa148, ptr addrspace(1) %852, i32 %867, i32 %868) #5
  %869 = add i32 %830, %849
  %870 = sext i32 %869 to i64
  %871 = getelementptr float, ptr addrspace(1) %4, i64 %870
  %872 = and i1 %834, %853
  %873 = ptrtoint ptr addrspace(1) %871 to i64
  %874 = and i64 %873, 7
  %875 = icmp eq i64 %874, 0
  %876 = and i1 %872, %875
  %877 = and i1 %857, %876
  %878 = xor i1 %872, %877
  %879 = xor i1 %834, %876
  %880 = and i1 %857, %879
  %881 = zext i1 %877 to i32
  %882 = zext i1 %878 to i32
  %883 = zext i1 %880 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %881, i32 %.lcssa147, i32 %.lcssa146, ptr addrspace(1) %871, i32 %882, i32 %883) #5
  %884 = or disjoint i32 %.pre-phi289, 16
  %885 = or disjoint i32 %848, %884
  %886 = add i32 %806, %885
  %887 = sext i32 %886 to i64
  %888 = getelementptr float, ptr addrspace(1) %4, i64 %887
  %889 = icmp slt i32 %885, %6
  %890 = and i1 %812, %889
  %891 = or disjoint i32 %855, %884
  %892 = icmp slt i32 %891, %6
  %893 = ptrtoint ptr addrspace(1) %888 to i64
  %894 = and i64 %893, 7
  %895 = icmp eq i64 %894, 0
  %896 = and i1 %890, %895
  %897 = and i1 %892, %896
  %898 = xor i1 %890, %897
  %899 = xor i1 %812, %896
  %900 = and i1 %892, %899
  %901 = zext i1 %897 to i32
  %902 = zext i1 %898 to i32
  %903 = zext i1 %900 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %901, i32 %.lcssa145, i32 %.lcssa144, ptr addrspace(1) %888, i32 %902, i32 %903) #5
  %904 = add i32 %830, %885
  %905 = sext i32 %904 to i64
  %906 = getelementptr float, ptr addrspace(1) %4, i64 %905
  %907 = and i1 %834, %889
  %908 = ptrtoint ptr addrspace(1) %906 to i64
  %909 = and i64 %908, 7
  %910 = icmp eq i64 %909, 0
  %911 = and i1 %907, %910
  %912 = and i1 %892, %911
  %913 = xor i1 %907, %912
  %914 = xor i1 %834, %911
  %915 = and i1 %892, %914
  %916 = zext i1 %912 to i32
  %917 = zext i1 %913 to i32
  %918 = zext i1 %915 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %916, i32 %.lcssa143, i32 %.lcssa142, ptr addrspace(1) %906, i32 %917, i32 %918) #5
  %919 = or disjoint i32 %.pre-phi289, 24
  %920 = or disjoint i32 %848, %919
  %921 = add i32 %806, %920
  %922 = sext i32 %921 to i64
  %923 = getelementptr float, ptr addrspace(1) %4, i64 %922
  %924 = icmp slt i32 %920, %6
  %925 = and i1 %812, %924
  %926 = or disjoint i32 %855, %919
  %927 = icmp slt i32 %926, %6
  %928 = ptrtoint ptr addrspace(1) %923 to i64
  %929 = and i64 %928, 7
  %930 = icmp eq i64 %929, 0
  %931 = and i1 %925, %930
  %932 = and i1 %927, %931
  %933 = xor i1 %925, %932
  %934 = xor i1 %812, %931
  %935 = and i1 %927, %934
  %936 = zext i1 %932 to i32
  %937 = zext i1 %933 to i32
  %938 = zext i1 %935 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %936, i32 %.lcssa141, i32 %.lcssa140, ptr addrspace(1) %923, i32 %937, i32 %938) #5
  %939 = add i32 %830, %920
  %940 = sext i32 %939 to i64
  %941 = getelementptr float, ptr addrspace(1) %4, i64 %940
  %942 = and i1 %834, %924
  %943 = ptrtoint ptr addrspace(1) %941 to i64
  %944 = and i64 %943, 7
  %945 = icmp eq i64 %944, 0
  %946 = and i1 %942, %945
  %947 = and i1 %927, %946
  %948 = xor i1 %942, %947
  %949 = xor i1 %834, %946
  %950 = and i1 %927, %949
  %951 = zext i1 %947 to i32
  %952 = zext i1 %948 to i32
  %953 = zext i1 %950 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %951, i32 %.lcssa139, i32 %.lcssa138, ptr addrspace(1) %941, i32 %952, i32 %953) #5
  %954 = or disjoint i32 %.pre-phi, %12
  %955 = or disjoint i32 %954, %.pre-phi293
  %956 = mul i32 %6, %955
  %957 = add i32 %956, %808
  %958 = sext i32 %957 to i64
  %959 = getelementptr float, ptr addrspace(1) %4, i64 %958
  %960 = icmp slt i32 %955, %5
  %961 = and i1 %960, %813
  %962 = ptrtoint ptr addrspace(1) %959 to i64
  %963 = and i64 %962, 7
  %964 = icmp eq i64 %963, 0
  %965 = and i1 %961, %964
  %966 = and i1 %817, %965
  %967 = xor i1 %961, %966
  %968 = xor i1 %960, %965
  %969 = and i1 %817, %968
  %970 = zext i1 %966 to i32
  %971 = zext i1 %967 to i32
  %972 = zext i1 %969 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %970, i32 %.lcssa137, i32 %.lcssa136, ptr addrspace(1) %959, i32 %971, i32 %972) #5
  %973 = or disjoint i32 %.pre-phi291, %12
  %974 = or disjoint i32 %973, %.pre-phi293
  %975 = mul i32 %6, %974
  %976 = add i32 %975, %808
  %977 = sext i32 %976 to i64
  %978 = getelementptr float, ptr addrspace(1) %4, i64 %977
  %979 = icmp slt i32 %974, %5
  %980 = and i1 %979, %813
  %981 = ptrtoint ptr addrspace(1) %978 to i64
  %982 = and i64 %981, 7
  %983 = icmp eq i64 %982, 0
  %984 = and i1 %980, %983
  %985 = and i1 %817, %984
  %986 = xor i1 %980, %985
  %987 = xor i1 %979, %984
  %988 = and i1 %817, %987
  %989 = zext i1 %985 to i32
  %990 = zext i1 %986 to i32
  %991 = zext i1 %988 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %989, i32 %.lcssa135, i32 %.lcssa134, ptr addrspace(1) %978, i32 %990, i32 %991) #5
  %992 = add i32 %956, %849
  %993 = sext i32 %992 to i64
  %994 = getelementptr float, ptr addrspace(1) %4, i64 %993
  %995 = and i1 %960, %853
  %996 = ptrtoint ptr addrspace(1) %994 to i64
  %997 = and i64 %996, 7
  %998 = icmp eq i64 %997, 0
  %999 = and i1 %995, %998
  %1000 = and i1 %857, %999
  %1001 = xor i1 %995, %1000
  %1002 = xor i1 %960, %999
  %1003 = and i1 %857, %1002
  %1004 = zext i1 %1000 to i32
  %1005 = zext i1 %1001 to i32
  %1006 = zext i1 %1003 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1004, i32 %.lcssa133, i32 %.lcssa132, ptr addrspace(1) %994, i32 %1005, i32 %1006) #5
  %1007 = add i32 %975, %849
  %1008 = sext i32 %1007 to i64
  %1009 = getelementptr float, ptr addrspace(1) %4, i64 %1008
  %1010 = and i1 %979, %853
  %1011 = ptrtoint ptr addrspace(1) %1009 to i64
  %1012 = and i64 %1011, 7
  %1013 = icmp eq i64 %1012, 0
  %1014 = and i1 %1010, %1013
  %1015 = and i1 %857, %1014
  %1016 = xor i1 %1010, %1015
  %1017 = xor i1 %979, %1014
  %1018 = and i1 %857, %1017
  %1019 = zext i1 %1015 to i32
  %1020 = zext i1 %1016 to i32
  %1021 = zext i1 %1018 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1019, i32 %.lcssa131, i32 %.lcssa130, ptr addrspace(1) %1009, i32 %1020, i32 %1021) #5
  %1022 = add i32 %956, %885
  %1023 = sext i32 %1022 to i64
  %1024 = getelementptr float, ptr addrspace(1) %4, i64 %1023
  %1025 = and i1 %960, %889
  %1026 = ptrtoint ptr addrspace(1) %1024 to i64
  %1027 = and i64 %1026, 7
  %1028 = icmp eq i64 %1027, 0
  %1029 = and i1 %1025, %1028
  %1030 = and i1 %892, %1029
  %1031 = xor i1 %1025, %1030
  %1032 = xor i1 %960, %1029
  %1033 = and i1 %892, %1032
  %1034 = zext i1 %1030 to i32
  %1035 = zext i1 %1031 to i32
  %1036 = zext i1 %1033 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1034, i32 %.lcssa129, i32 %.lcssa128, ptr addrspace(1) %1024, i32 %1035, i32 %1036) #5
  %1037 = add i32 %975, %885
  %1038 = sext i32 %1037 to i64
  %1039 = getelementptr float, ptr addrspace(1) %4, i64 %1038
  %1040 = and i1 %979, %889
  %1041 = ptrtoint ptr addrspace(1) %1039 to i64
  %1042 = and i64 %1041, 7
  %1043 = icmp eq i64 %1042, 0
  %1044 = and i1 %1040, %1043
  %1045 = and i1 %892, %1044
  %1046 = xor i1 %1040, %1045
  %1047 = xor i1 %979, %1044
  %1048 = and i1 %892, %1047
  %1049 = zext i1 %1045 to i32
  %1050 = zext i1 %1046 to i32
  %1051 = zext i1 %1048 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1049, i32 %.lcssa127, i32 %.lcssa126, ptr addrspace(1) %1039, i32 %1050, i32 %1051) #5
  %1052 = add i32 %956, %920
  %1053 = sext i32 %1052 to i64
  %1054 = getelementptr float, ptr addrspace(1) %4, i64 %1053
  %1055 = and i1 %960, %924
  %1056 = ptrtoint ptr addrspace(1) %1054 to i64
  %1057 = and i64 %1056, 7
  %1058 = icmp eq i64 %1057, 0
  %1059 = and i1 %1055, %1058
  %1060 = and i1 %927, %1059
  %1061 = xor i1 %1055, %1060
  %1062 = xor i1 %960, %1059
  %1063 = and i1 %927, %1062
  %1064 = zext i1 %1060 to i32
  %1065 = zext i1 %1061 to i32
  %1066 = zext i1 %1063 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1064, i32 %.lcssa125, i32 %.lcssa124, ptr addrspace(1) %1054, i32 %1065, i32 %1066) #5
  %1067 = add i32 %975, %920
  %1068 = sext i32 %1067 to i64
  %1069 = getelementptr float, ptr addrspace(1) %4, i64 %1068
  %1070 = and i1 %979, %924
  %1071 = ptrtoint ptr addrspace(1) %1069 to i64
  %1072 = and i64 %1071, 7
  %1073 = icmp eq i64 %1072, 0
  %1074 = and i1 %1070, %1073
  %1075 = and i1 %927, %1074
  %1076 = xor i1 %1070, %1075
  %1077 = xor i1 %979, %1074
  %1078 = and i1 %927, %1077
  %1079 = zext i1 %1075 to i32
  %1080 = zext i1 %1076 to i32
  %1081 = zext i1 %1078 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1079, i32 %.lcssa123, i32 %.lcssa122, ptr addrspace(1) %1069, i32 %1080, i32 %1081) #5
  %1082 = or disjoint i32 %954, %.pre-phi295
  %1083 = mul i32 %6, %1082
  %1084 = add i32 %1083, %808
  %1085 = sext i32 %1084 to i64
  %1086 = getelementptr float, ptr addrspace(1) %4, i64 %1085
  %1087 = icmp slt i32 %1082, %5
  %1088 = and i1 %1087, %813
  %1089 = ptrtoint ptr addrspace(1) %1086 to i64
  %1090 = and i64 %1089, 7
  %1091 = icmp eq i64 %1090, 0
  %1092 = and i1 %1088, %1091
  %1093 = and i1 %817, %1092
  %1094 = xor i1 %1088, %1093
  %1095 = xor i1 %1087, %1092
  %1096 = and i1 %817, %1095
  %1097 = zext i1 %1093 to i32
  %1098 = zext i1 %1094 to i32
  %1099 = zext i1 %1096 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1097, i32 %.lcssa121, i32 %.lcssa120, ptr addrspace(1) %1086, i32 %1098, i32 %1099) #5
  %1100 = or disjoint i32 %973, %.pre-phi295
  %1101 = mul i32 %6, %1100
  %1102 = add i32 %1101, %808
  %1103 = sext i32 %1102 to i64
  %1104 = getelementptr float, ptr addrspace(1) %4, i64 %1103
  %1105 = icmp slt i32 %1100, %5
  %1106 = and i1 %1105, %813
  %1107 = ptrtoint ptr addrspace(1) %1104 to i64
  %1108 = and i64 %1107, 7
  %1109 = icmp eq i64 %1108, 0
  %1110 = and i1 %1106, %1109
  %1111 = and i1 %817, %1110
  %1112 = xor i1 %1106, %1111
  %1113 = xor i1 %1105, %1110
  %1114 = and i1 %817, %1113
  %1115 = zext i1 %1111 to i32
  %1116 = zext i1 %1112 to i32
  %1117 = zext i1 %1114 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1115, i32 %.lcssa119, i32 %.lcssa118, ptr addrspace(1) %1104, i32 %1116, i32 %1117) #5
  %1118 = add i32 %1083, %849
  %1119 = sext i32 %1118 to i64
  %1120 = getelementptr float, ptr addrspace(1) %4, i64 %1119
  %1121 = and i1 %1087, %853
  %1122 = ptrtoint ptr addrspace(1) %1120 to i64
  %1123 = and i64 %1122, 7
  %1124 = icmp eq i64 %1123, 0
  %1125 = and i1 %1121, %1124
  %1126 = and i1 %857, %1125
  %1127 = xor i1 %1121, %1126
  %1128 = xor i1 %1087, %1125
  %1129 = and i1 %857, %1128
  %1130 = zext i1 %1126 to i32
  %1131 = zext i1 %1127 to i32
  %1132 = zext i1 %1129 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1130, i32 %.lcssa117, i32 %.lcssa116, ptr addrspace(1) %1120, i32 %1131, i32 %1132) #5
  %1133 = add i32 %1101, %849
  %1134 = sext i32 %1133 to i64
  %1135 = getelementptr float, ptr addrspace(1) %4, i64 %1134
  %1136 = and i1 %1105, %853
  %1137 = ptrtoint ptr addrspace(1) %1135 to i64
  %1138 = and i64 %1137, 7
  %1139 = icmp eq i64 %1138, 0
  %1140 = and i1 %1136, %1139
  %1141 = and i1 %857, %1140
  %1142 = xor i1 %1136, %1141
  %1143 = xor i1 %1105, %1140
  %1144 = and i1 %857, %1143
  %1145 = zext i1 %1141 to i32
  %1146 = zext i1 %1142 to i32
  %1147 = zext i1 %1144 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1145, i32 %.lcssa115, i32 %.lcssa114, ptr addrspace(1) %1135, i32 %1146, i32 %1147) #5
  %1148 = add i32 %1083, %885
  %1149 = sext i32 %1148 to i64
  %1150 = getelementptr float, ptr addrspace(1) %4, i64 %1149
  %1151 = and i1 %1087, %889
  %1152 = ptrtoint ptr addrspace(1) %1150 to i64
  %1153 = and i64 %1152, 7
  %1154 = icmp eq i64 %1153, 0
  %1155 = and i1 %1151, %1154
  %1156 = and i1 %892, %1155
  %1157 = xor i1 %1151, %1156
  %1158 = xor i1 %1087, %1155
  %1159 = and i1 %892, %1158
  %1160 = zext i1 %1156 to i32
  %1161 = zext i1 %1157 to i32
  %1162 = zext i1 %1159 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1160, i32 %.lcssa113, i32 %.lcssa112, ptr addrspace(1) %1150, i32 %1161, i32 %1162) #5
  %1163 = add i32 %1101, %885
  %1164 = sext i32 %1163 to i64
  %1165 = getelementptr float, ptr addrspace(1) %4, i64 %1164
  %1166 = and i1 %1105, %889
  %1167 = ptrtoint ptr addrspace(1) %1165 to i64
  %1168 = and i64 %1167, 7
  %1169 = icmp eq i64 %1168, 0
  %1170 = and i1 %1166, %1169
  %1171 = and i1 %892, %1170
  %1172 = xor i1 %1166, %1171
  %1173 = xor i1 %1105, %1170
  %1174 = and i1 %892, %1173
  %1175 = zext i1 %1171 to i32
  %1176 = zext i1 %1172 to i32
  %1177 = zext i1 %1174 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1175, i32 %.lcssa111, i32 %.lcssa110, ptr addrspace(1) %1165, i32 %1176, i32 %1177) #5
  %1178 = add i32 %1083, %920
  %1179 = sext i32 %1178 to i64
  %1180 = getelementptr float, ptr addrspace(1) %4, i64 %1179
  %1181 = and i1 %1087, %924
  %1182 = ptrtoint ptr addrspace(1) %1180 to i64
  %1183 = and i64 %1182, 7
  %1184 = icmp eq i64 %1183, 0
  %1185 = and i1 %1181, %1184
  %1186 = and i1 %927, %1185
  %1187 = xor i1 %1181, %1186
  %1188 = xor i1 %1087, %1185
  %1189 = and i1 %927, %1188
  %1190 = zext i1 %1186 to i32
  %1191 = zext i1 %1187 to i32
  %1192 = zext i1 %1189 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1190, i32 %.lcssa109, i32 %.lcssa108, ptr addrspace(1) %1180, i32 %1191, i32 %1192) #5
  %1193 = add i32 %1101, %920
  %1194 = sext i32 %1193 to i64
  %1195 = getelementptr float, ptr addrspace(1) %4, i64 %1194
  %1196 = and i1 %1105, %924
  %1197 = ptrtoint ptr addrspace(1) %1195 to i64
  %1198 = and i64 %1197, 7
  %1199 = icmp eq i64 %1198, 0
  %1200 = and i1 %1196, %1199
  %1201 = and i1 %927, %1200
  %1202 = xor i1 %1196, %1201
  %1203 = xor i1 %1105, %1200
  %1204 = and i1 %927, %1203
  %1205 = zext i1 %1201 to i32
  %1206 = zext i1 %1202 to i32
  %1207 = zext i1 %1204 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1205, i32 %.lcssa107, i32 %.lcssa106, ptr addrspace(1) %1195, i32 %1206, i32 %1207) #5
  %1208 = or disjoint i32 %954, %.pre-phi297
  %1209 = mul i32 %6, %1208
  %1210 = add i32 %1209, %808
  %1211 = sext i32 %1210 to i64
  %1212 = getelementptr float, ptr addrspace(1) %4, i64 %1211
  %1213 = icmp slt i32 %1208, %5
  %1214 = and i1 %1213, %813
  %1215 = ptrtoint ptr addrspace(1) %1212 to i64
  %1216 = and i64 %1215, 7
  %1217 = icmp eq i64 %1216, 0
  %1218 = and i1 %1214, %1217
  %1219 = and i1 %817, %1218
  %1220 = xor i1 %1214, %1219
  %1221 = xor i1 %1213, %1218
  %1222 = and i1 %817, %1221
  %1223 = zext i1 %1219 to i32
  %1224 = zext i1 %1220 to i32
  %1225 = zext i1 %1222 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1223, i32 %.lcssa105, i32 %.lcssa104, ptr addrspace(1) %1212, i32 %1224, i32 %1225) #5
  %1226 = or disjoint i32 %973, %.pre-phi297
  %1227 = mul i32 %6, %1226
  %1228 = add i32 %1227, %808
  %1229 = sext i32 %1228 to i64
  %1230 = getelementptr float, ptr addrspace(1) %4, i64 %1229
  %1231 = icmp slt i32 %1226, %5
  %1232 = and i1 %1231, %813
  %1233 = ptrtoint ptr addrspace(1) %1230 to i64
  %1234 = and i64 %1233, 7
  %1235 = icmp eq i64 %1234, 0
  %1236 = and i1 %1232, %1235
  %1237 = and i1 %817, %1236
  %1238 = xor i1 %1232, %1237
  %1239 = xor i1 %1231, %1236
  %1240 = and i1 %817, %1239
  %1241 = zext i1 %1237 to i32
  %1242 = zext i1 %1238 to i32
  %1243 = zext i1 %1240 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1241, i32 %.lcssa103, i32 %.lcssa102, ptr addrspace(1) %1230, i32 %1242, i32 %1243) #5
  %1244 = add i32 %1209, %849
  %1245 = sext i32 %1244 to i64
  %1246 = getelementptr float, ptr addrspace(1) %4, i64 %1245
  %1247 = and i1 %1213, %853
  %1248 = ptrtoint ptr addrspace(1) %1246 to i64
  %1249 = and i64 %1248, 7
  %1250 = icmp eq i64 %1249, 0
  %1251 = and i1 %1247, %1250
  %1252 = and i1 %857, %1251
  %1253 = xor i1 %1247, %1252
  %1254 = xor i1 %1213, %1251
  %1255 = and i1 %857, %1254
  %1256 = zext i1 %1252 to i32
  %1257 = zext i1 %1253 to i32
  %1258 = zext i1 %1255 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1256, i32 %.lcssa101, i32 %.lcssa100, ptr addrspace(1) %1246, i32 %1257, i32 %1258) #5
  %1259 = add i32 %1227, %849
  %1260 = sext i32 %1259 to i64
  %1261 = getelementptr float, ptr addrspace(1) %4, i64 %1260
  %1262 = and i1 %1231, %853
  %1263 = ptrtoint ptr addrspace(1) %1261 to i64
  %1264 = and i64 %1263, 7
  %1265 = icmp eq i64 %1264, 0
  %1266 = and i1 %1262, %1265
  %1267 = and i1 %857, %1266
  %1268 = xor i1 %1262, %1267
  %1269 = xor i1 %1231, %1266
  %1270 = and i1 %857, %1269
  %1271 = zext i1 %1267 to i32
  %1272 = zext i1 %1268 to i32
  %1273 = zext i1 %1270 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1271, i32 %.lcssa99, i32 %.lcssa98, ptr addrspace(1) %1261, i32 %1272, i32 %1273) #5
  %1274 = add i32 %1209, %885
  %1275 = sext i32 %1274 to i64
  %1276 = getelementptr float, ptr addrspace(1) %4, i64 %1275
  %1277 = and i1 %1213, %889
  %1278 = ptrtoint ptr addrspace(1) %1276 to i64
  %1279 = and i64 %1278, 7
  %1280 = icmp eq i64 %1279, 0
  %1281 = and i1 %1277, %1280
  %1282 = and i1 %892, %1281
  %1283 = xor i1 %1277, %1282
  %1284 = xor i1 %1213, %1281
  %1285 = and i1 %892, %1284
  %1286 = zext i1 %1282 to i32
  %1287 = zext i1 %1283 to i32
  %1288 = zext i1 %1285 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1286, i32 %.lcssa97, i32 %.lcssa96, ptr addrspace(1) %1276, i32 %1287, i32 %1288) #5
  %1289 = add i32 %1227, %885
  %1290 = sext i32 %1289 to i64
  %1291 = getelementptr float, ptr addrspace(1) %4, i64 %1290
  %1292 = and i1 %1231, %889
  %1293 = ptrtoint ptr addrspace(1) %1291 to i64
  %1294 = and i64 %1293, 7
  %1295 = icmp eq i64 %1294, 0
  %1296 = and i1 %1292, %1295
  %1297 = and i1 %892, %1296
  %1298 = xor i1 %1292, %1297
  %1299 = xor i1 %1231, %1296
  %1300 = and i1 %892, %1299
  %1301 = zext i1 %1297 to i32
  %1302 = zext i1 %1298 to i32
  %1303 = zext i1 %1300 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1301, i32 %.lcssa95, i32 %.lcssa94, ptr addrspace(1) %1291, i32 %1302, i32 %1303) #5
  %1304 = add i32 %1209, %920
  %1305 = sext i32 %1304 to i64
  %1306 = getelementptr float, ptr addrspace(1) %4, i64 %1305
  %1307 = and i1 %1213, %924
  %1308 = ptrtoint ptr addrspace(1) %1306 to i64
  %1309 = and i64 %1308, 7
  %1310 = icmp eq i64 %1309, 0
  %1311 = and i1 %1307, %1310
  %1312 = and i1 %927, %1311
  %1313 = xor i1 %1307, %1312
  %1314 = xor i1 %1213, %1311
  %1315 = and i1 %927, %1314
  %1316 = zext i1 %1312 to i32
  %1317 = zext i1 %1313 to i32
  %1318 = zext i1 %1315 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1316, i32 %.lcssa93, i32 %.lcssa92, ptr addrspace(1) %1306, i32 %1317, i32 %1318) #5
  %1319 = add i32 %1227, %920
  %1320 = sext i32 %1319 to i64
  %1321 = getelementptr float, ptr addrspace(1) %4, i64 %1320
  %1322 = and i1 %1231, %924
  %1323 = ptrtoint ptr addrspace(1) %1321 to i64
  %1324 = and i64 %1323, 7
  %1325 = icmp eq i64 %1324, 0
  %1326 = and i1 %1322, %1325
  %1327 = and i1 %927, %1326
  %1328 = xor i1 %1322, %1327
  %1329 = xor i1 %1231, %1326
  %1330 = and i1 %927, %1329
  %1331 = zext i1 %1327 to i32
  %1332 = zext i1 %1328 to i32
  %1333 = zext i1 %1330 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1331, i32 %.lcssa91, i32 %.lcssa90, ptr addrspace(1) %1321, i32 %1332, i32 %1333) #5
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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

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
