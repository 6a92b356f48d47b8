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
  %44 = tail call i64 @llvm.smax.i64(i64 %43, i64 0)
  %45 = tail call i64 @llvm.umin.i64(i64 %44, i64 16)
  %46 = trunc nuw nsw i64 %45 to i32
  %47 = zext nneg i32 %9 to i64
  %48 = or disjoint i32 %12, %9
  %49 = mul i32 %14, %48
  %50 = icmp slt i32 %48, %5
  %51 = zext i1 %50 to i32
  %52 = icmp samesign ult i32 %9, 64
  %53 = or disjoint i32 %13, %9
  %54 = mul i32 %14, %53
  %55 = icmp slt i32 %53, %6
  %56 = zext i1 %55 to i32
  %invariant.op = or i32 %36, %13
  br label %214

.preheader19:                                     ; preds = %305
  %57 = icmp sgt i32 %7, 0
  br i1 %57, label %.lr.ph, label %.preheader19.._crit_edge_crit_edge

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
  %58 = tail call i32 @llvm.umin.i32(i32 %9, i32 63)
  %59 = zext nneg i32 %58 to i64
  %60 = or disjoint i32 %13, %58
  %61 = mul i32 %14, %60
  %62 = icmp slt i32 %60, %6
  %63 = zext i1 %62 to i32
  %64 = and i32 %35, 7
  %65 = and i32 %9, 64
  %66 = and i32 %9, 32
  %67 = or disjoint i32 %65, 16
  %68 = or disjoint i32 %65, 32
  %69 = or disjoint i32 %65, 48
  %70 = shl nuw nsw i32 %9, 2
  %71 = and i32 %70, 12
  %72 = or disjoint i32 %64, %65
  %73 = mul nuw nsw i32 %72, 48
  %74 = or disjoint i32 %73, %71
  %75 = zext nneg i32 %74 to i64
  %76 = or disjoint i32 %64, 8
  %77 = or disjoint i32 %76, %65
  %78 = mul nuw nsw i32 %77, 48
  %79 = or disjoint i32 %78, %71
  %80 = zext nneg i32 %79 to i64
  %81 = or disjoint i32 %71, 16
  %82 = add nuw nsw i32 %73, %81
  %83 = zext nneg i32 %82 to i64
  %84 = add nuw nsw i32 %78, %81
  %85 = zext nneg i32 %84 to i64
  %86 = or disjoint i32 %64, %66
  %87 = mul nuw nsw i32 %71, 80
  %88 = or disjoint i32 %87, %86
  %89 = zext nneg i32 %88 to i64
  %90 = add nuw nsw i32 %87, 80
  %91 = or disjoint i32 %90, %86
  %92 = zext nneg i32 %91 to i64
  %93 = add nuw nsw i32 %87, 160
  %94 = add nuw nsw i32 %93, %86
  %95 = zext nneg i32 %94 to i64
  %96 = add nuw nsw i32 %87, 240
  %97 = add nuw nsw i32 %96, %86
  %98 = zext nneg i32 %97 to i64
  %99 = mul nuw nsw i32 %81, 80
  %100 = or disjoint i32 %99, %86
  %101 = zext nneg i32 %100 to i64
  %102 = add nuw nsw i32 %87, 1360
  %103 = or disjoint i32 %102, %86
  %104 = zext nneg i32 %103 to i64
  %105 = add nuw nsw i32 %87, 1440
  %106 = add nuw nsw i32 %105, %86
  %107 = zext nneg i32 %106 to i64
  %108 = add nuw nsw i32 %87, 1520
  %109 = add nuw nsw i32 %108, %86
  %110 = zext nneg i32 %109 to i64
  %111 = shl nuw nsw i32 %9, 3
  %112 = and i32 %111, 8
  %113 = or disjoint i32 %64, %112
  %114 = or disjoint i32 %113, %65
  %115 = zext nneg i32 %114 to i64
  %116 = zext nneg i32 %86 to i64
  %117 = or disjoint i32 %86, 8
  %118 = or disjoint i32 %117, %87
  %119 = zext nneg i32 %118 to i64
  %120 = or disjoint i32 %90, %117
  %121 = zext nneg i32 %120 to i64
  %122 = add nuw nsw i32 %93, %117
  %123 = zext nneg i32 %122 to i64
  %124 = add nuw nsw i32 %96, %117
  %125 = zext nneg i32 %124 to i64
  %126 = or disjoint i32 %99, %117
  %127 = zext nneg i32 %126 to i64
  %128 = or disjoint i32 %102, %117
  %129 = zext nneg i32 %128 to i64
  %130 = add nuw nsw i32 %105, %117
  %131 = zext nneg i32 %130 to i64
  %132 = add nuw nsw i32 %108, %117
  %133 = zext nneg i32 %132 to i64
  %134 = zext nneg i32 %117 to i64
  %135 = or disjoint i32 %86, 16
  %136 = or disjoint i32 %135, %87
  %137 = zext nneg i32 %136 to i64
  %138 = add nuw nsw i32 %90, %135
  %139 = zext nneg i32 %138 to i64
  %140 = add nuw nsw i32 %93, %135
  %141 = zext nneg i32 %140 to i64
  %142 = add nuw nsw i32 %96, %135
  %143 = zext nneg i32 %142 to i64
  %144 = or disjoint i32 %99, %135
  %145 = zext nneg i32 %144 to i64
  %146 = add nuw nsw i32 %102, %135
  %147 = zext nneg i32 %146 to i64
  %148 = add nuw nsw i32 %105, %135
  %149 = zext nneg i32 %148 to i64
  %150 = add nuw nsw i32 %108, %135
  %151 = zext nneg i32 %150 to i64
  %152 = zext nneg i32 %135 to i64
  %153 = or disjoint i32 %35, %66
  %154 = or i32 %153, 24
  %155 = or disjoint i32 %87, %154
  %156 = zext nneg i32 %155 to i64
  %157 = add nuw nsw i32 %90, %154
  %158 = zext nneg i32 %157 to i64
  %159 = add nuw nsw i32 %93, %154
  %160 = zext nneg i32 %159 to i64
  %161 = add nuw nsw i32 %96, %154
  %162 = zext nneg i32 %161 to i64
  %163 = or disjoint i32 %99, %154
  %164 = zext nneg i32 %163 to i64
  %165 = add nuw nsw i32 %102, %154
  %166 = zext nneg i32 %165 to i64
  %167 = add nuw nsw i32 %105, %154
  %168 = zext nneg i32 %167 to i64
  %169 = add nuw nsw i32 %108, %154
  %170 = zext nneg i32 %169 to i64
  %171 = zext nneg i32 %154 to i64
  %172 = or disjoint i32 %67, %64
  %173 = mul nuw nsw i32 %172, 48
  %174 = or disjoint i32 %173, %71
  %175 = zext nneg i32 %174 to i64
  %176 = or disjoint i32 %76, %67
  %177 = mul nuw nsw i32 %176, 48
  %178 = or disjoint i32 %177, %71
  %179 = zext nneg i32 %178 to i64
  %180 = add nuw nsw i32 %173, %81
  %181 = zext nneg i32 %180 to i64
  %182 = add nuw nsw i32 %177, %81
  %183 = zext nneg i32 %182 to i64
  %184 = or disjoint i32 %113, %67
  %185 = zext nneg i32 %184 to i64
  %186 = or disjoint i32 %68, %64
  %187 = mul nuw nsw i32 %186, 48
  %188 = or disjoint i32 %187, %71
  %189 = zext nneg i32 %188 to i64
  %190 = or disjoint i32 %76, %68
  %191 = mul nuw nsw i32 %190, 48
  %192 = or disjoint i32 %191, %71
  %193 = zext nneg i32 %192 to i64
  %194 = add nuw nsw i32 %187, %81
  %195 = zext nneg i32 %194 to i64
  %196 = add nuw nsw i32 %191, %81
  %197 = zext nneg i32 %196 to i64
  %198 = or disjoint i32 %113, %68
  %199 = zext nneg i32 %198 to i64
  %200 = or disjoint i32 %69, %64
  %201 = mul nuw nsw i32 %200, 48
  %202 = or disjoint i32 %201, %71
  %203 = zext nneg i32 %202 to i64
  %204 = or disjoint i32 %76, %69
  %205 = mul nuw nsw i32 %204, 48
  %206 = or disjoint i32 %205, %71
  %207 = zext nneg i32 %206 to i64
  %208 = add nuw nsw i32 %201, %81
  %209 = zext nneg i32 %208 to i64
  %210 = add nuw nsw i32 %205, %81
  %211 = zext nneg i32 %210 to i64
  %212 = or disjoint i32 %113, %69
  %213 = zext nneg i32 %212 to i64
  %invariant.op556 = or i32 %36, %13
  br label %307

214:                                              ; preds = %8, %305
  %215 = phi i64 [ 0, %8 ], [ %306, %305 ]
  %216 = trunc nuw nsw i64 %215 to i32
  %217 = shl nuw nsw i32 %216, 5
  %218 = icmp slt i32 %217, %7
  br i1 %218, label %219, label %305

219:                                              ; preds = %214
  %220 = mul nuw nsw i64 %215, 8896
  %221 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_smem, i64 %220
  %222 = or disjoint i32 %217, %17
  %223 = add i32 %222, %19
  %224 = sext i32 %223 to i64
  %225 = getelementptr i8, ptr addrspace(1) %0, i64 %224
  %226 = ptrtoint ptr addrspace(1) %225 to i64
  %227 = and i64 %226, 15
  %228 = icmp eq i64 %227, 0
  %229 = getelementptr i8, ptr addrspace(3) %221, i64 %23
  br i1 %228, label %231, label %.preheader25

.preheader25:                                     ; preds = %219
  %230 = add i32 %217, %19
  br label %234

231:                                              ; preds = %219
  %232 = ptrtoint ptr addrspace(3) %229 to i64
  %233 = trunc i64 %232 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %233, ptr addrspace(1) %225, i32 %25) #5
  br label %.loopexit26

234:                                              ; preds = %.preheader25, %234
  %235 = phi i64 [ 0, %.preheader25 ], [ %244, %234 ]
  %236 = trunc nuw nsw i64 %235 to i32
  %237 = or disjoint i32 %17, %236
  %238 = add i32 %230, %237
  %239 = sext i32 %238 to i64
  %240 = getelementptr i8, ptr addrspace(1) %0, i64 %239
  %241 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %240, i32 %24, i16 0) #5
  %242 = trunc i16 %241 to i8
  %243 = getelementptr i8, ptr addrspace(3) %229, i64 %235
  store i8 %242, ptr addrspace(3) %243, align 1
  %244 = add nuw nsw i64 %235, 1
  %exitcond.not = icmp eq i64 %244, 16
  br i1 %exitcond.not, label %.loopexit26, label %234

.loopexit26:                                      ; preds = %234, %231
  %245 = add i32 %222, %28
  %246 = sext i32 %245 to i64
  %247 = getelementptr i8, ptr addrspace(1) %0, i64 %246
  %248 = ptrtoint ptr addrspace(1) %247 to i64
  %249 = and i64 %248, 15
  %250 = icmp eq i64 %249, 0
  %251 = getelementptr i8, ptr addrspace(3) %221, i64 %32
  br i1 %250, label %253, label %.preheader23

.preheader23:                                     ; preds = %.loopexit26
  %252 = add i32 %217, %28
  br label %256

253:                                              ; preds = %.loopexit26
  %254 = ptrtoint ptr addrspace(3) %251 to i64
  %255 = trunc i64 %254 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %255, ptr addrspace(1) %247, i32 %34) #5
  br label %.loopexit24

256:                                              ; preds = %.preheader23, %256
  %257 = phi i64 [ 0, %.preheader23 ], [ %266, %256 ]
  %258 = trunc nuw nsw i64 %257 to i32
  %259 = or disjoint i32 %17, %258
  %260 = add i32 %252, %259
  %261 = sext i32 %260 to i64
  %262 = getelementptr i8, ptr addrspace(1) %0, i64 %261
  %263 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %262, i32 %33, i16 0) #5
  %264 = trunc i16 %263 to i8
  %265 = getelementptr i8, ptr addrspace(3) %251, i64 %257
  store i8 %264, ptr addrspace(3) %265, align 1
  %266 = add nuw nsw i64 %257, 1
  %exitcond280.not = icmp eq i64 %266, 16
  br i1 %exitcond280.not, label %.loopexit24, label %256

.loopexit24:                                      ; preds = %256, %253
  %267 = getelementptr i8, ptr addrspace(3) %221, i64 6144
  %268 = or disjoint i32 %217, %35
  %269 = mul i32 %268, %6
  %270 = add i32 %269, %37
  %271 = sext i32 %270 to i64
  %272 = getelementptr i8, ptr addrspace(1) %2, i64 %271
  %273 = ptrtoint ptr addrspace(1) %272 to i64
  %274 = and i64 %273, 15
  %275 = icmp eq i64 %274, 0
  %276 = getelementptr i8, ptr addrspace(3) %267, i64 %40
  br i1 %275, label %277, label %.preheader21

277:                                              ; preds = %.loopexit24
  %278 = ptrtoint ptr addrspace(3) %276 to i64
  %279 = trunc i64 %278 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %279, ptr addrspace(1) %272, i32 %46) #5
  br label %.loopexit22

.preheader21:                                     ; preds = %.loopexit24, %.preheader21
  %280 = phi i64 [ %290, %.preheader21 ], [ 0, %.loopexit24 ]
  %281 = trunc nuw nsw i64 %280 to i32
  %.reass.reass = or i32 %281, %invariant.op
  %282 = add i32 %.reass.reass, %269
  %283 = sext i32 %282 to i64
  %284 = getelementptr i8, ptr addrspace(1) %2, i64 %283
  %285 = icmp slt i32 %.reass.reass, %6
  %286 = zext i1 %285 to i32
  %287 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %284, i32 %286, i16 0) #5
  %288 = trunc i16 %287 to i8
  %289 = getelementptr i8, ptr addrspace(3) %276, i64 %280
  store i8 %288, ptr addrspace(3) %289, align 1
  %290 = add nuw nsw i64 %280, 1
  %exitcond281.not = icmp eq i64 %290, 16
  br i1 %exitcond281.not, label %.loopexit22, label %.preheader21

.loopexit22:                                      ; preds = %.preheader21, %277
  %291 = getelementptr i8, ptr addrspace(3) %221, i64 8704
  %292 = getelementptr i8, ptr addrspace(3) %291, i64 %47
  %293 = add i32 %49, %216
  %294 = sext i32 %293 to i64
  %295 = getelementptr i8, ptr addrspace(1) %1, i64 %294
  %296 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %295, i32 %51, i16 0) #5
  %297 = trunc i16 %296 to i8
  store i8 %297, ptr addrspace(3) %292, align 1
  br i1 %52, label %.loopexit20, label %305

.loopexit20:                                      ; preds = %.loopexit22
  %298 = getelementptr i8, ptr addrspace(3) %221, i64 8832
  %299 = getelementptr i8, ptr addrspace(3) %298, i64 %47
  %300 = add i32 %54, %216
  %301 = sext i32 %300 to i64
  %302 = getelementptr i8, ptr addrspace(1) %3, i64 %301
  %303 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %302, i32 %56, i16 0) #5
  %304 = trunc i16 %303 to i8
  store i8 %304, ptr addrspace(3) %299, align 1
  br label %305

305:                                              ; preds = %.loopexit20, %.loopexit22, %214
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %306 = add nuw nsw i64 %215, 1
  %exitcond282.not = icmp eq i64 %306, 3
  br i1 %exitcond282.not, label %.preheader19, label %214

307:                                              ; preds = %.lr.ph, %725
  %308 = phi i32 [ 0, %.lr.ph ], [ %728, %725 ]
  %309 = phi float [ 0.000000e+00, %.lr.ph ], [ %721, %725 ]
  %310 = phi float [ 0.000000e+00, %.lr.ph ], [ %720, %725 ]
  %311 = phi float [ 0.000000e+00, %.lr.ph ], [ %719, %725 ]
  %312 = phi float [ 0.000000e+00, %.lr.ph ], [ %718, %725 ]
  %313 = phi float [ 0.000000e+00, %.lr.ph ], [ %716, %725 ]
  %314 = phi float [ 0.000000e+00, %.lr.ph ], [ %715, %725 ]
  %315 = phi float [ 0.000000e+00, %.lr.ph ], [ %714, %725 ]
  %316 = phi float [ 0.000000e+00, %.lr.ph ], [ %713, %725 ]
  %317 = phi float [ 0.000000e+00, %.lr.ph ], [ %711, %725 ]
  %318 = phi float [ 0.000000e+00, %.lr.ph ], [ %710, %725 ]
  %319 = phi float [ 0.000000e+00, %.lr.ph ], [ %709, %725 ]
  %320 = phi float [ 0.000000e+00, %.lr.ph ], [ %708, %725 ]
  %321 = phi float [ 0.000000e+00, %.lr.ph ], [ %706, %725 ]
  %322 = phi float [ 0.000000e+00, %.lr.ph ], [ %705, %725 ]
  %323 = phi float [ 0.000000e+00, %.lr.ph ], [ %704, %725 ]
  %324 = phi float [ 0.000000e+00, %.lr.ph ], [ %703, %725 ]
  %325 = phi float [ 0.000000e+00, %.lr.ph ], [ %695, %725 ]
  %326 = phi float [ 0.000000e+00, %.lr.ph ], [ %694, %725 ]
  %327 = phi float [ 0.000000e+00, %.lr.ph ], [ %693, %725 ]
  %328 = phi float [ 0.000000e+00, %.lr.ph ], [ %692, %725 ]
  %329 = phi float [ 0.000000e+00, %.lr.ph ], [ %690, %725 ]
  %330 = phi float [ 0.000000e+00, %.lr.ph ], [ %689, %725 ]
  %331 = phi float [ 0.000000e+00, %.lr.ph ], [ %688, %725 ]
  %332 = phi float [ 0.000000e+00, %.lr.ph ], [ %687, %725 ]
  %333 = phi float [ 0.000000e+00, %.lr.ph ], [ %685, %725 ]
  %334 = phi float [ 0.000000e+00, %.lr.ph ], [ %684, %725 ]
  %335 = phi float [ 0.000000e+00, %.lr.ph ], [ %683, %725 ]
  %336 = phi float [ 0.000000e+00, %.lr.ph ], [ %682, %725 ]
  %337 = phi float [ 0.000000e+00, %.lr.ph ], [ %680, %725 ]
  %338 = phi float [ 0.000000e+00, %.lr.ph ], [ %679, %725 ]
  %339 = phi float [ 0.000000e+00, %.lr.ph ], [ %678, %725 ]
  %340 = phi float [ 0.000000e+00, %.lr.ph ], [ %677, %725 ]
  %341 = phi float [ 0.000000e+00, %.lr.ph ], [ %669, %725 ]
  %342 = phi float [ 0.000000e+00, %.lr.ph ], [ %668, %725 ]
  %343 = phi float [ 0.000000e+00, %.lr.ph ], [ %667, %725 ]
  %344 = phi float [ 0.000000e+00, %.lr.ph ], [ %666, %725 ]
  %345 = phi float [ 0.000000e+00, %.lr.ph ], [ %664, %725 ]
  %346 = phi float [ 0.000000e+00, %.lr.ph ], [ %663, %725 ]
  %347 = phi float [ 0.000000e+00, %.lr.ph ], [ %662, %725 ]
  %348 = phi float [ 0.000000e+00, %.lr.ph ], [ %661, %725 ]
  %349 = phi float [ 0.000000e+00, %.lr.ph ], [ %659, %725 ]
  %350 = phi float [ 0.000000e+00, %.lr.ph ], [ %658, %725 ]
  %351 = phi float [ 0.000000e+00, %.lr.ph ], [ %657, %725 ]
  %352 = phi float [ 0.000000e+00, %.lr.ph ], [ %656, %725 ]
  %353 = phi float [ 0.000000e+00, %.lr.ph ], [ %654, %725 ]
  %354 = phi float [ 0.000000e+00, %.lr.ph ], [ %653, %725 ]
  %355 = phi float [ 0.000000e+00, %.lr.ph ], [ %652, %725 ]
  %356 = phi float [ 0.000000e+00, %.lr.ph ], [ %651, %725 ]
  %357 = phi float [ 0.000000e+00, %.lr.ph ], [ %643, %725 ]
  %358 = phi float [ 0.000000e+00, %.lr.ph ], [ %642, %725 ]
  %359 = phi float [ 0.000000e+00, %.lr.ph ], [ %641, %725 ]
  %360 = phi float [ 0.000000e+00, %.lr.ph ], [ %640, %725 ]
  %361 = phi float [ 0.000000e+00, %.lr.ph ], [ %618, %725 ]
  %362 = phi float [ 0.000000e+00, %.lr.ph ], [ %617, %725 ]
  %363 = phi float [ 0.000000e+00, %.lr.ph ], [ %616, %725 ]
  %364 = phi float [ 0.000000e+00, %.lr.ph ], [ %615, %725 ]
  %365 = phi float [ 0.000000e+00, %.lr.ph ], [ %593, %725 ]
  %366 = phi float [ 0.000000e+00, %.lr.ph ], [ %592, %725 ]
  %367 = phi float [ 0.000000e+00, %.lr.ph ], [ %591, %725 ]
  %368 = phi float [ 0.000000e+00, %.lr.ph ], [ %590, %725 ]
  %369 = phi float [ 0.000000e+00, %.lr.ph ], [ %568, %725 ]
  %370 = phi float [ 0.000000e+00, %.lr.ph ], [ %567, %725 ]
  %371 = phi float [ 0.000000e+00, %.lr.ph ], [ %566, %725 ]
  %372 = phi float [ 0.000000e+00, %.lr.ph ], [ %565, %725 ]
  %373 = phi i32 [ 0, %.lr.ph ], [ %729, %725 ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %374 = add i32 %373, 96
  %375 = icmp slt i32 %374, %7
  %376 = icmp slt i32 %373, 2147483552
  %377 = and i1 %376, %375
  br i1 %377, label %378, label %470

378:                                              ; preds = %307
  %379 = add i32 %308, 3
  %380 = icmp ugt i32 %379, 3
  %381 = add i32 %308, -1
  %382 = select i1 %380, i32 %381, i32 %379
  %383 = lshr exact i32 %374, 5
  %384 = mul i32 %382, 8896
  %385 = sext i32 %384 to i64
  %386 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_smem, i64 %385
  %387 = or disjoint i32 %374, %17
  %388 = add i32 %387, %19
  %389 = sext i32 %388 to i64
  %390 = getelementptr i8, ptr addrspace(1) %0, i64 %389
  %391 = ptrtoint ptr addrspace(1) %390 to i64
  %392 = and i64 %391, 15
  %393 = icmp eq i64 %392, 0
  %394 = getelementptr i8, ptr addrspace(3) %386, i64 %23
  br i1 %393, label %396, label %.preheader17

.preheader17:                                     ; preds = %378
  %395 = add i32 %374, %19
  br label %399

396:                                              ; preds = %378
  %397 = ptrtoint ptr addrspace(3) %394 to i64
  %398 = trunc i64 %397 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %398, ptr addrspace(1) %390, i32 %25) #5
  br label %.loopexit18

399:                                              ; preds = %.preheader17, %399
  %400 = phi i64 [ 0, %.preheader17 ], [ %409, %399 ]
  %401 = trunc nuw nsw i64 %400 to i32
  %402 = or disjoint i32 %17, %401
  %403 = add i32 %395, %402
  %404 = sext i32 %403 to i64
  %405 = getelementptr i8, ptr addrspace(1) %0, i64 %404
  %406 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %405, i32 %24, i16 0) #5
  %407 = trunc i16 %406 to i8
  %408 = getelementptr i8, ptr addrspace(3) %394, i64 %400
  store i8 %407, ptr addrspace(3) %408, align 1
  %409 = add nuw nsw i64 %400, 1
  %exitcond283.not = icmp eq i64 %409, 16
  br i1 %exitcond283.not, label %.loopexit18, label %399

.loopexit18:                                      ; preds = %399, %396
  %410 = add i32 %387, %28
  %411 = sext i32 %410 to i64
  %412 = getelementptr i8, ptr addrspace(1) %0, i64 %411
  %413 = ptrtoint ptr addrspace(1) %412 to i64
  %414 = and i64 %413, 15
  %415 = icmp eq i64 %414, 0
  %416 = getelementptr i8, ptr addrspace(3) %386, i64 %32
  br i1 %415, label %418, label %.preheader15

.preheader15:                                     ; preds = %.loopexit18
  %417 = add i32 %374, %28
  br label %421

418:                                              ; preds = %.loopexit18
  %419 = ptrtoint ptr addrspace(3) %416 to i64
  %420 = trunc i64 %419 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %420, ptr addrspace(1) %412, i32 %34) #5
  br label %.loopexit16

421:                                              ; preds = %.preheader15, %421
  %422 = phi i64 [ 0, %.preheader15 ], [ %431, %421 ]
  %423 = trunc nuw nsw i64 %422 to i32
  %424 = or disjoint i32 %17, %423
  %425 = add i32 %417, %424
  %426 = sext i32 %425 to i64
  %427 = getelementptr i8, ptr addrspace(1) %0, i64 %426
  %428 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %427, i32 %33, i16 0) #5
  %429 = trunc i16 %428 to i8
  %430 = getelementptr i8, ptr addrspace(3) %416, i64 %422
  store i8 %429, ptr addrspace(3) %430, align 1
  %431 = add nuw nsw i64 %422, 1
  %exitcond284.not = icmp eq i64 %431, 16
  br i1 %exitcond284.not, label %.loopexit16, label %421

.loopexit16:                                      ; preds = %421, %418
  %432 = getelementptr i8, ptr addrspace(3) %386, i64 6144
  %433 = or disjoint i32 %374, %35
  %434 = mul i32 %433, %6
  %435 = add i32 %434, %37
  %436 = sext i32 %435 to i64
  %437 = getelementptr i8, ptr addrspace(1) %2, i64 %436
  %438 = ptrtoint ptr addrspace(1) %437 to i64
  %439 = and i64 %438, 15
  %440 = icmp eq i64 %439, 0
  %441 = getelementptr i8, ptr addrspace(3) %432, i64 %40
  br i1 %440, label %442, label %.preheader

442:                                              ; preds = %.loopexit16
  %443 = ptrtoint ptr addrspace(3) %441 to i64
  %444 = trunc i64 %443 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %444, ptr addrspace(1) %437, i32 %46) #5
  br label %.loopexit

.preheader:                                       ; preds = %.loopexit16, %.preheader
  %445 = phi i64 [ %455, %.preheader ], [ 0, %.loopexit16 ]
  %446 = trunc nuw nsw i64 %445 to i32
  %.reass366.reass = or i32 %446, %invariant.op556
  %447 = add i32 %.reass366.reass, %434
  %448 = sext i32 %447 to i64
  %449 = getelementptr i8, ptr addrspace(1) %2, i64 %448
  %450 = icmp slt i32 %.reass366.reass, %6
  %451 = zext i1 %450 to i32
  %452 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %449, i32 %451, i16 0) #5
  %453 = trunc i16 %452 to i8
  %454 = getelementptr i8, ptr addrspace(3) %441, i64 %445
  store i8 %453, ptr addrspace(3) %454, align 1
  %455 = add nuw nsw i64 %445, 1
  %exitcond285.not = icmp eq i64 %455, 16
  br i1 %exitcond285.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %442
  %456 = getelementptr i8, ptr addrspace(3) %386, i64 8704
  %457 = getelementptr i8, ptr addrspace(3) %456, i64 %47
  %458 = add i32 %383, %49
  %459 = sext i32 %458 to i64
  %460 = getelementptr i8, ptr addrspace(1) %1, i64 %459
  %461 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %460, i32 %51, i16 0) #5
  %462 = trunc i16 %461 to i8
  %463 = getelementptr i8, ptr addrspace(3) %386, i64 8832
  %464 = getelementptr i8, ptr addrspace(3) %463, i64 %59
  %465 = add i32 %383, %61
  %466 = sext i32 %465 to i64
  %467 = getelementptr i8, ptr addrspace(1) %3, i64 %466
  %468 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %467, i32 %63, i16 0) #5
  %469 = trunc i16 %468 to i8
  br label %470

470:                                              ; preds = %.loopexit, %307
  %471 = phi ptr addrspace(3) [ %457, %.loopexit ], [ @gemm_mxfp8_smem, %307 ]
  %472 = phi i8 [ %462, %.loopexit ], [ 0, %307 ]
  %473 = phi ptr addrspace(3) [ %464, %.loopexit ], [ @gemm_mxfp8_smem, %307 ]
  %474 = phi i8 [ %469, %.loopexit ], [ 0, %307 ]
  %475 = phi i1 [ %52, %.loopexit ], [ false, %307 ]
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %476 = mul i32 %308, 8896
  %477 = sext i32 %476 to i64
  %478 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_smem, i64 %477
  %479 = getelementptr i8, ptr addrspace(3) %478, i64 6144
  %480 = getelementptr i8, ptr addrspace(3) %478, i64 8704
  %481 = getelementptr i8, ptr addrspace(3) %478, i64 8832
  %482 = getelementptr i8, ptr addrspace(3) %478, i64 %75
  %483 = load i32, ptr addrspace(3) %482, align 4
  %484 = getelementptr i8, ptr addrspace(3) %478, i64 %80
  %485 = load i32, ptr addrspace(3) %484, align 4
  %486 = getelementptr i8, ptr addrspace(3) %478, i64 %83
  %487 = load i32, ptr addrspace(3) %486, align 4
  %488 = getelementptr i8, ptr addrspace(3) %478, i64 %85
  %489 = load i32, ptr addrspace(3) %488, align 4
  %490 = getelementptr i8, ptr addrspace(3) %479, i64 %89
  %491 = load i8, ptr addrspace(3) %490, align 1
  %492 = getelementptr i8, ptr addrspace(3) %479, i64 %92
  %493 = load i8, ptr addrspace(3) %492, align 1
  %494 = getelementptr i8, ptr addrspace(3) %479, i64 %95
  %495 = load i8, ptr addrspace(3) %494, align 1
  %496 = getelementptr i8, ptr addrspace(3) %479, i64 %98
  %497 = load i8, ptr addrspace(3) %496, align 1
  %498 = insertelement <4 x i8> poison, i8 %491, i64 0
  %499 = insertelement <4 x i8> %498, i8 %493, i64 1
  %500 = insertelement <4 x i8> %499, i8 %495, i64 2
  %501 = insertelement <4 x i8> %500, i8 %497, i64 3
  %502 = bitcast <4 x i8> %501 to i32
  %503 = getelementptr i8, ptr addrspace(3) %479, i64 %101
  %504 = load i8, ptr addrspace(3) %503, align 1
  %505 = getelementptr i8, ptr addrspace(3) %479, i64 %104
  %506 = load i8, ptr addrspace(3) %505, align 1
  %507 = getelementptr i8, ptr addrspace(3) %479, i64 %107
  %508 = load i8, ptr addrspace(3) %507, align 1
  %509 = getelementptr i8, ptr addrspace(3) %479, i64 %110
  %510 = load i8, ptr addrspace(3) %509, align 1
  %511 = insertelement <4 x i8> poison, i8 %504, i64 0
  %512 = insertelement <4 x i8> %511, i8 %506, i64 1
  %513 = insertelement <4 x i8> %512, i8 %508, i64 2
  %514 = insertelement <4 x i8> %513, i8 %510, i64 3
  %515 = bitcast <4 x i8> %514 to i32
  %516 = getelementptr i8, ptr addrspace(3) %480, i64 %115
  %517 = load i8, ptr addrspace(3) %516, align 1
  %518 = zext i8 %517 to i32
  %519 = getelementptr i8, ptr addrspace(3) %481, i64 %116
  %520 = load i8, ptr addrspace(3) %519, align 1
  %521 = zext i8 %520 to i32
  %522 = getelementptr i8, ptr addrspace(3) %479, i64 %119
  %523 = getelementptr i8, ptr addrspace(3) %479, i64 %121
  %524 = getelementptr i8, ptr addrspace(3) %479, i64 %123
  %525 = getelementptr i8, ptr addrspace(3) %479, i64 %125
  %526 = getelementptr i8, ptr addrspace(3) %479, i64 %127
  %527 = getelementptr i8, ptr addrspace(3) %479, i64 %129
  %528 = getelementptr i8, ptr addrspace(3) %479, i64 %131
  %529 = getelementptr i8, ptr addrspace(3) %479, i64 %133
  %530 = getelementptr i8, ptr addrspace(3) %481, i64 %134
  %531 = getelementptr i8, ptr addrspace(3) %479, i64 %137
  %532 = getelementptr i8, ptr addrspace(3) %479, i64 %139
  %533 = getelementptr i8, ptr addrspace(3) %479, i64 %141
  %534 = getelementptr i8, ptr addrspace(3) %479, i64 %143
  %535 = getelementptr i8, ptr addrspace(3) %479, i64 %145
  %536 = getelementptr i8, ptr addrspace(3) %479, i64 %147
  %537 = getelementptr i8, ptr addrspace(3) %479, i64 %149
  %538 = getelementptr i8, ptr addrspace(3) %479, i64 %151
  %539 = getelementptr i8, ptr addrspace(3) %481, i64 %152
  %540 = getelementptr i8, ptr addrspace(3) %479, i64 %156
  %541 = getelementptr i8, ptr addrspace(3) %479, i64 %158
  %542 = getelementptr i8, ptr addrspace(3) %479, i64 %160
  %543 = getelementptr i8, ptr addrspace(3) %479, i64 %162
  %544 = getelementptr i8, ptr addrspace(3) %479, i64 %164
  %545 = getelementptr i8, ptr addrspace(3) %479, i64 %166
  %546 = getelementptr i8, ptr addrspace(3) %479, i64 %168
  %547 = getelementptr i8, ptr addrspace(3) %479, i64 %170
  %548 = getelementptr i8, ptr addrspace(3) %481, i64 %171
  %549 = getelementptr i8, ptr addrspace(3) %478, i64 %175
  %550 = getelementptr i8, ptr addrspace(3) %478, i64 %179
  %551 = getelementptr i8, ptr addrspace(3) %478, i64 %181
  %552 = getelementptr i8, ptr addrspace(3) %478, i64 %183
  %553 = getelementptr i8, ptr addrspace(3) %480, i64 %185
  %554 = getelementptr i8, ptr addrspace(3) %478, i64 %189
  %555 = getelementptr i8, ptr addrspace(3) %478, i64 %193
  %556 = getelementptr i8, ptr addrspace(3) %478, i64 %195
  %557 = getelementptr i8, ptr addrspace(3) %478, i64 %197
  %558 = getelementptr i8, ptr addrspace(3) %480, i64 %199
  %559 = getelementptr i8, ptr addrspace(3) %478, i64 %203
  %560 = getelementptr i8, ptr addrspace(3) %478, i64 %207
  %561 = getelementptr i8, ptr addrspace(3) %478, i64 %209
  %562 = getelementptr i8, ptr addrspace(3) %478, i64 %211
  %563 = getelementptr i8, ptr addrspace(3) %480, i64 %213
  %564 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %483, i32 %485, i32 %487, i32 %489, i32 %502, i32 %515, float %372, float %371, float %370, float %369, i32 %518, i32 %521) #5
  %565 = extractvalue { float, float, float, float } %564, 0
  %566 = extractvalue { float, float, float, float } %564, 1
  %567 = extractvalue { float, float, float, float } %564, 2
  %568 = extractvalue { float, float, float, float } %564, 3
  %569 = load i8, ptr addrspace(3) %522, align 1
  %570 = load i8, ptr addrspace(3) %523, align 1
  %571 = load i8, ptr addrspace(3) %524, align 1
  %572 = load i8, ptr addrspace(3) %525, align 1
  %573 = insertelement <4 x i8> poison, i8 %569, i64 0
  %574 = insertelement <4 x i8> %573, i8 %570, i64 1
  %575 = insertelement <4 x i8> %574, i8 %571, i64 2
  %576 = insertelement <4 x i8> %575, i8 %572, i64 3
  %577 = bitcast <4 x i8> %576 to i32
  %578 = load i8, ptr addrspace(3) %526, align 1
  %579 = load i8, ptr addrspace(3) %527, align 1
  %580 = load i8, ptr addrspace(3) %528, align 1
  %581 = load i8, ptr addrspace(3) %529, align 1
  %582 = insertelement <4 x i8> poison, i8 %578, i64 0
  %583 = insertelement <4 x i8> %582, i8 %579, i64 1
  %584 = insertelement <4 x i8> %583, i8 %580, i64 2
  %585 = insertelement <4 x i8> %584, i8 %581, i64 3
  %586 = bitcast <4 x i8> %585 to i32
  %587 = load i8, ptr addrspace(3) %530, align 1
  %588 = zext i8 %587 to i32
  %589 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %483, i32 %485, i32 %487, i32 %489, i32 %577, i32 %586, float %368, float %367, float %366, float %365, i32 %518, i32 %588) #5
  %590 = extractvalue { float, float, float, float } %589, 0
  %591 = extractvalue { float, float, float, float } %589, 1
  %592 = extractvalue { float, float, float, float } %589, 2
  %593 = extractvalue { float, float, float, float } %589, 3
  %594 = load i8, ptr addrspace(3) %531, align 1
  %595 = load i8, ptr addrspace(3) %532, align 1
  %596 = load i8, ptr addrspace(3) %533, align 1
  %597 = load i8, ptr addrspace(3) %534, align 1
  %598 = insertelement <4 x i8> poison, i8 %594, i64 0
  %599 = insertelement <4 x i8> %598, i8 %595, i64 1
  %600 = insertelement <4 x i8> %599, i8 %596, i64 2
  %601 = insertelement <4 x i8> %600, i8 %597, i64 3
  %602 = bitcast <4 x i8> %601 to i32
  %603 = load i8, ptr addrspace(3) %535, align 1
  %604 = load i8, ptr addrspace(3) %536, align 1
  %605 = load i8, ptr addrspace(3) %537, align 1
  %606 = load i8, ptr addrspace(3) %538, align 1
  %607 = insertelement <4 x i8> poison, i8 %603, i64 0
  %608 = insertelement <4 x i8> %607, i8 %604, i64 1
  %609 = insertelement <4 x i8> %608, i8 %605, i64 2
  %610 = insertelement <4 x i8> %609, i8 %606, i64 3
  %611 = bitcast <4 x i8> %610 to i32
  %612 = load i8, ptr addrspace(3) %539, align 1
  %613 = zext i8 %612 to i32
  %614 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %483, i32 %485, i32 %487, i32 %489, i32 %602, i32 %611, float %364, float %363, float %362, float %361, i32 %518, i32 %613) #5
  %615 = extractvalue { float, float, float, float } %614, 0
  %616 = extractvalue { float, float, float, float } %614, 1
  %617 = extractvalue { float, float, float, float } %614, 2
  %618 = extractvalue { float, float, float, float } %614, 3
  %619 = load i8, ptr addrspace(3) %540, align 1
  %620 = load i8, ptr addrspace(3) %541, align 1
  %621 = load i8, ptr addrspace(3) %542, align 1
  %622 = load i8, ptr addrspace(3) %543, align 1
  %623 = insertelement <4 x i8> poison, i8 %619, i64 0
  %624 = insertelement <4 x i8> %623, i8 %620, i64 1
  %625 = insertelement <4 x i8> %624, i8 %621, i64 2
  %626 = insertelement <4 x i8> %625, i8 %622, i64 3
  %627 = bitcast <4 x i8> %626 to i32
  %628 = load i8, ptr addrspace(3) %544, align 1
  %629 = load i8, ptr addrspace(3) %545, align 1
  %630 = load i8, ptr addrspace(3) %546, align 1
  %631 = load i8, ptr addrspace(3) %547, align 1
  %632 = insertelement <4 x i8> poison, i8 %628, i64 0
  %633 = insertelement <4 x i8> %632, i8 %629, i64 1
  %634 = insertelement <4 x i8> %633, i8 %630, i64 2
  %635 = insertelement <4 x i8> %634, i8 %631, i64 3
  %636 = bitcast <4 x i8> %635 to i32
  %637 = load i8, ptr addrspace(3) %548, align 1
  %638 = zext i8 %637 to i32
  %639 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %483, i32 %485, i32 %487, i32 %489, i32 %627, i32 %636, float %360, float %359, float %358, float %357, i32 %518, i32 %638) #5
  %640 = extractvalue { float, float, float, float } %639, 0
  %641 = extractvalue { float, float, float, float } %639, 1
  %642 = extractvalue { float, float, float, float } %639, 2
  %643 = extractvalue { float, float, float, float } %639, 3
  %644 = load i32, ptr addrspace(3) %549, align 4
  %645 = load i32, ptr addrspace(3) %550, align 4
  %646 = load i32, ptr addrspace(3) %551, align 4
  %647 = load i32, ptr addrspace(3) %552, align 4
  %648 = load i8, ptr addrspace(3) %553, align 1
  %649 = zext i8 %648 to i32
  %650 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %644, i32 %645, i32 %646, i32 %647, i32 %502, i32 %515, float %356, float %355, float %354, float %353, i32 %649, i32 %521) #5
  %651 = extractvalue { float, float, float, float } %650, 0
  %652 = extractvalue { float, float, float, float } %650, 1
  %653 = extractvalue { float, float, float, float } %650, 2
  %654 = extractvalue { float, float, float, float } %650, 3
  %655 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %644, i32 %645, i32 %646, i32 %647, i32 %577, i32 %586, float %352, float %351, float %350, float %349, i32 %649, i32 %588) #5
  %656 = extractvalue { float, float, float, float } %655, 0
  %657 = extractvalue { float, float, float, float } %655, 1
  %658 = extractvalue { float, float, float, float } %655, 2
  %659 = extractvalue { float, float, float, float } %655, 3
  %660 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %644, i32 %645, i32 %646, i32 %647, i32 %602, i32 %611, float %348, float %347, float %346, float %345, i32 %649, i32 %613) #5
  %661 = extractvalue { float, float, float, float } %660, 0
  %662 = extractvalue { float, float, float, float } %660, 1
  %663 = extractvalue { float, float, float, float } %660, 2
  %664 = extractvalue { float, float, float, float } %660, 3
  %665 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %644, i32 %645, i32 %646, i32 %647, i32 %627, i32 %636, float %344, float %343, float %342, float %341, i32 %649, i32 %638) #5
  %666 = extractvalue { float, float, float, float } %665, 0
  %667 = extractvalue { float, float, float, float } %665, 1
  %668 = extractvalue { float, float, float, float } %665, 2
  %669 = extractvalue { float, float, float, float } %665, 3
  %670 = load i32, ptr addrspace(3) %554, align 4
  %671 = load i32, ptr addrspace(3) %555, align 4
  %672 = load i32, ptr addrspace(3) %556, align 4
  %673 = load i32, ptr addrspace(3) %557, align 4
  %674 = load i8, ptr addrspace(3) %558, align 1
  %675 = zext i8 %674 to i32
  %676 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %670, i32 %671, i32 %672, i32 %673, i32 %502, i32 %515, float %340, float %339, float %338, float %337, i32 %675, i32 %521) #5
  %677 = extractvalue { float, float, float, float } %676, 0
  %678 = extractvalue { float, float, float, float } %676, 1
  %679 = extractvalue { float, float, float, float } %676, 2
  %680 = extractvalue { float, float, float, float } %676, 3
  %681 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %670, i32 %671, i32 %672, i32 %673, i32 %577, i32 %586, float %336, float %335, float %334, float %333, i32 %675, i32 %588) #5
  %682 = extractvalue { float, float, float, float } %681, 0
  %683 = extractvalue { float, float, float, float } %681, 1
  %684 = extractvalue { float, float, float, float } %681, 2
  %685 = extractvalue { float, float, float, float } %681, 3
  %686 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %670, i32 %671, i32 %672, i32 %673, i32 %602, i32 %611, float %332, float %331, float %330, float %329, i32 %675, i32 %613) #5
  %687 = extractvalue { float, float, float, float } %686, 0
  %688 = extractvalue { float, float, float, float } %686, 1
  %689 = extractvalue { float, float, float, float } %686, 2
  %690 = extractvalue { float, float, float, float } %686, 3
  %691 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %670, i32 %671, i32 %672, i32 %673, i32 %627, i32 %636, float %328, float %327, float %326, float %325, i32 %675, i32 %638) #5
  %692 = extractvalue { float, float, float, float } %691, 0
  %693 = extractvalue { float, float, float, float } %691, 1
  %694 = extractvalue { float, float, float, float } %691, 2
  %695 = extractvalue { float, float, float, float } %691, 3
  %696 = load i32, ptr addrspace(3) %559, align 4
  %697 = load i32, ptr addrspace(3) %560, align 4
  %698 = load i32, ptr addrspace(3) %561, align 4
  %699 = load i32, ptr addrspace(3) %562, align 4
  %700 = load i8, ptr addrspace(3) %563, align 1
  %701 = zext i8 %700 to i32
  %702 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %696, i32 %697, i32 %698, i32 %699, i32 %502, i32 %515, float %324, float %323, float %322, float %321, i32 %701, i32 %521) #5
  %703 = extractvalue { float, float, float, float } %702, 0
  %704 = extractvalue { float, float, float, float } %702, 1
  %705 = extractvalue { float, float, float, float } %702, 2
  %706 = extractvalue { float, float, float, float } %702, 3
  %707 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %696, i32 %697, i32 %698, i32 %699, i32 %577, i32 %586, float %320, float %319, float %318, float %317, i32 %701, i32 %588) #5
  %708 = extractvalue { float, float, float, float } %707, 0
  %709 = extractvalue { float, float, float, float } %707, 1
  %710 = extractvalue { float, float, float, float } %707, 2
  %711 = extractvalue { float, float, float, float } %707, 3
  %712 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %696, i32 %697, i32 %698, i32 %699, i32 %602, i32 %611, float %316, float %315, float %314, float %313, i32 %701, i32 %613) #5
  %713 = extractvalue { float, float, float, float } %712, 0
  %714 = extractvalue { float, float, float, float } %712, 1
  %715 = extractvalue { float, float, float, float } %712, 2
  %716 = extractvalue { float, float, float, float } %712, 3
  %717 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %696, i32 %697, i32 %698, i32 %699, i32 %627, i32 %636, float %312, float %311, float %310, float %309, i32 %701, i32 %638) #5
  %718 = extractvalue { float, float, float, float } %717, 0
  %719 = extractvalue { float, float, float, float } %717, 1
  %720 = extractvalue { float, float, float, float } %717, 2
  %721 = extractvalue { float, float, float, float } %717, 3
  br i1 %377, label %722, label %723

722:                                              ; preds = %470
  store i8 %472, ptr addrspace(3) %471, align 1
  br label %723

723:                                              ; preds = %722, %470
  br i1 %475, label %724, label %725

724:                                              ; preds = %723
  store i8 %474, ptr addrspace(3) %473, align 1
  br label %725

725:                                              ; preds = %724, %723
  %726 = add i32 %308, 1
  %727 = icmp eq i32 %726, 4
  %728 = select i1 %727, i32 0, i32 %726
  %729 = add i32 %373, 32
  %730 = icmp slt i32 %729, %7
  br i1 %730, label %307, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %725
  %731 = bitcast float %565 to i32
  %732 = bitcast float %566 to i32
  %733 = bitcast float %567 to i32
  %734 = bitcast float %568 to i32
  %735 = bitcast float %590 to i32
  %736 = bitcast float %591 to i32
  %737 = bitcast float %592 to i32
  %738 = bitcast float %593 to i32
  %739 = bitcast float %615 to i32
  %740 = bitcast float %616 to i32
  %741 = bitcast float %617 to i32
  %742 = bitcast float %618 to i32
  %743 = bitcast float %640 to i32
  %744 = bitcast float %641 to i32
  %745 = bitcast float %642 to i32
  %746 = bitcast float %643 to i32
  %747 = bitcast float %651 to i32
  %748 = bitcast float %652 to i32
  %749 = bitcast float %653 to i32
  %750 = bitcast float %654 to i32
  %751 = bitcast float %656 to i32
  %752 = bitcast float %657 to i32
  %753 = bitcast float %658 to i32
  %754 = bitcast float %659 to i32
  %755 = bitcast float %661 to i32
  %756 = bitcast float %662 to i32
  %757 = bitcast float %663 to i32
  %758 = bitcast float %664 to i32
  %759 = bitcast float %666 to i32
  %760 = bitcast float %667 to i32
  %761 = bitcast float %668 to i32
  %762 = bitcast float %669 to i32
  %763 = bitcast float %677 to i32
  %764 = bitcast float %678 to i32
  %765 = bitcast float %679 to i32
  %766 = bitcast float %680 to i32
  %767 = bitcast float %682 to i32
  %768 = bitcast float %683 to i32
  %769 = bitcast float %684 to i32
  %770 = bitcast float %685 to i32
  %771 = bitcast float %687 to i32
  %772 = bitcast float %688 to i32
  %773 = bitcast float %689 to i32
  %774 = bitcast float %690 to i32
  %775 = bitcast float %692 to i32
  %776 = bitcast float %693 to i32
  %777 = bitcast float %694 to i32
  %778 = bitcast float %695 to i32
  %779 = bitcast float %703 to i32
  %780 = bitcast float %704 to i32
  %781 = bitcast float %705 to i32
  %782 = bitcast float %706 to i32
  %783 = bitcast float %708 to i32
  %784 = bitcast float %709 to i32
  %785 = bitcast float %710 to i32
  %786 = bitcast float %711 to i32
  %787 = bitcast float %713 to i32
  %788 = bitcast float %714 to i32
  %789 = bitcast float %715 to i32
  %790 = bitcast float %716 to i32
  %791 = bitcast float %718 to i32
  %792 = bitcast float %719 to i32
  %793 = bitcast float %720 to i32
  %794 = bitcast float %721 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %.preheader19.._crit_edge_crit_edge, %._crit_edge.loopexit
  %.pre-phi297 = phi i32 [ %.pre296, %.preheader19.._crit_edge_crit_edge ], [ %69, %._crit_edge.loopexit ]
  %.pre-phi295 = phi i32 [ %.pre294, %.preheader19.._crit_edge_crit_edge ], [ %68, %._crit_edge.loopexit ]
  %.pre-phi293 = phi i32 [ %.pre292, %.preheader19.._crit_edge_crit_edge ], [ %67, %._crit_edge.loopexit ]
  %.pre-phi291 = phi i32 [ %.pre290, %.preheader19.._crit_edge_crit_edge ], [ %76, %._crit_edge.loopexit ]
  %.pre-phi289 = phi i32 [ %.pre288, %.preheader19.._crit_edge_crit_edge ], [ %66, %._crit_edge.loopexit ]
  %.pre-phi287 = phi i32 [ %.pre286, %.preheader19.._crit_edge_crit_edge ], [ %65, %._crit_edge.loopexit ]
  %.pre-phi = phi i32 [ %.pre, %.preheader19.._crit_edge_crit_edge ], [ %64, %._crit_edge.loopexit ]
  %.lcssa153 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %731, %._crit_edge.loopexit ]
  %.lcssa152 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %732, %._crit_edge.loopexit ]
  %.lcssa151 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %733, %._crit_edge.loopexit ]
  %.lcssa150 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %734, %._crit_edge.loopexit ]
  %.lcssa149 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %735, %._crit_edge.loopexit ]
  %.lcssa148 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %736, %._crit_edge.loopexit ]
  %.lcssa147 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %737, %._crit_edge.loopexit ]
  %.lcssa146 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %738, %._crit_edge.loopexit ]
  %.lcssa145 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %739, %._crit_edge.loopexit ]
  %.lcssa144 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %740, %._crit_edge.loopexit ]
  %.lcssa143 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %741, %._crit_edge.loopexit ]
  %.lcssa142 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %742, %._crit_edge.loopexit ]
  %.lcssa141 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %743, %._crit_edge.loopexit ]
  %.lcssa140 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %744, %._crit_edge.loopexit ]
  %.lcssa139 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %745, %._crit_edge.loopexit ]
  %.lcssa138 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %746, %._crit_edge.loopexit ]
  %.lcssa137 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %747, %._crit_edge.loopexit ]
  %.lcssa136 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %748, %._crit_edge.loopexit ]
  %.lcssa135 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %749, %._crit_edge.loopexit ]
  %.lcssa134 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %750, %._crit_edge.loopexit ]
  %.lcssa133 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %751, %._crit_edge.loopexit ]
  %.lcssa132 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %752, %._crit_edge.loopexit ]
  %.lcssa131 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %753, %._crit_edge.loopexit ]
  %.lcssa130 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %754, %._crit_edge.loopexit ]
  %.lcssa129 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %755, %._crit_edge.loopexit ]
  %.lcssa128 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %756, %._crit_edge.loopexit ]
  %.lcssa127 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %757, %._crit_edge.loopexit ]
  %.lcssa126 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %758, %._crit_edge.loopexit ]
  %.lcssa125 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %759, %._crit_edge.loopexit ]
  %.lcssa124 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %760, %._crit_edge.loopexit ]
  %.lcssa123 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %761, %._crit_edge.loopexit ]
  %.lcssa122 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %762, %._crit_edge.loopexit ]
  %.lcssa121 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %763, %._crit_edge.loopexit ]
  %.lcssa120 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %764, %._crit_edge.loopexit ]
  %.lcssa119 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %765, %._crit_edge.loopexit ]
  %.lcssa118 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %766, %._crit_edge.loopexit ]
  %.lcssa117 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %767, %._crit_edge.loopexit ]
  %.lcssa116 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %768, %._crit_edge.loopexit ]
  %.lcssa115 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %769, %._crit_edge.loopexit ]
  %.lcssa114 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %770, %._crit_edge.loopexit ]
  %.lcssa113 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %771, %._crit_edge.loopexit ]
  %.lcssa112 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %772, %._crit_edge.loopexit ]
  %.lcssa111 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %773, %._crit_edge.loopexit ]
  %.lcssa110 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %774, %._crit_edge.loopexit ]
  %.lcssa109 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %775, %._crit_edge.loopexit ]
  %.lcssa108 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %776, %._crit_edge.loopexit ]
  %.lcssa107 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %777, %._crit_edge.loopexit ]
  %.lcssa106 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %778, %._crit_edge.loopexit ]
  %.lcssa105 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %779, %._crit_edge.loopexit ]
  %.lcssa104 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %780, %._crit_edge.loopexit ]
  %.lcssa103 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %781, %._crit_edge.loopexit ]
  %.lcssa102 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %782, %._crit_edge.loopexit ]
  %.lcssa101 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %783, %._crit_edge.loopexit ]
  %.lcssa100 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %784, %._crit_edge.loopexit ]
  %.lcssa99 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %785, %._crit_edge.loopexit ]
  %.lcssa98 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %786, %._crit_edge.loopexit ]
  %.lcssa97 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %787, %._crit_edge.loopexit ]
  %.lcssa96 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %788, %._crit_edge.loopexit ]
  %.lcssa95 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %789, %._crit_edge.loopexit ]
  %.lcssa94 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %790, %._crit_edge.loopexit ]
  %.lcssa93 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %791, %._crit_edge.loopexit ]
  %.lcssa92 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %792, %._crit_edge.loopexit ]
  %.lcssa91 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %793, %._crit_edge.loopexit ]
  %.lcssa90 = phi i32 [ 0, %.preheader19.._crit_edge_crit_edge ], [ %794, %._crit_edge.loopexit ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %795 = shl nuw nsw i32 %9, 1
  %796 = and i32 %795, 6
  %797 = or disjoint i32 %12, %.pre-phi287
  %798 = or disjoint i32 %797, %.pre-phi
  %799 = mul i32 %6, %798
  %800 = or disjoint i32 %13, %.pre-phi289
  %801 = or disjoint i32 %800, %796
  %802 = add i32 %799, %801
  %803 = sext i32 %802 to i64
  %804 = getelementptr float, ptr addrspace(1) %4, i64 %803
  %805 = icmp slt i32 %798, %5
  %806 = icmp slt i32 %801, %6
  %807 = and i1 %805, %806
  %808 = or disjoint i32 %796, 1
  %809 = or disjoint i32 %800, %808
  %810 = icmp slt i32 %809, %6
  %811 = ptrtoint ptr addrspace(1) %804 to i64
  %812 = and i64 %811, 7
  %813 = icmp eq i64 %812, 0
  %814 = and i1 %807, %813
  %815 = and i1 %810, %814
  %816 = xor i1 %807, %815
  %817 = xor i1 %805, %814
  %818 = and i1 %810, %817
  %819 = zext i1 %815 to i32
  %820 = zext i1 %816 to i32
  %821 = zext i1 %818 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %819, i32 %.lcssa153, i32 %.lcssa152, ptr addrspace(1) %804, i32 %820, i32 %821) #5
  %822 = or disjoint i32 %797, %.pre-phi291
  %823 = mul i32 %6, %822
  %824 = add i32 %823, %801
  %825 = sext i32 %824 to i64
  %826 = getelementptr float, ptr addrspace(1) %4, i64 %825
  %827 = icmp slt i32 %822, %5
  %828 = and i1 %827, %806
  %829 = ptrtoint ptr addrspace(1) %826 to i64
  %830 = and i64 %829, 7
  %831 = icmp eq i64 %830, 0
  %832 = and i1 %828, %831
  %833 = and i1 %810, %832
  %834 = xor i1 %828, %833
  %835 = xor i1 %827, %832
  %836 = and i1 %810, %835
  %837 = zext i1 %833 to i32
  %838 = zext i1 %834 to i32
  %839 = zext i1 %836 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %837, i32 %.lcssa151, i32 %.lcssa150, ptr addrspace(1) %826, i32 %838, i32 %839) #5
  %840 = or disjoint i32 %.pre-phi289, 8
  %841 = or disjoint i32 %796, %13
  %842 = or disjoint i32 %841, %840
  %843 = add i32 %799, %842
  %844 = sext i32 %843 to i64
  %845 = getelementptr float, ptr addrspace(1) %4, i64 %844
  %846 = icmp slt i32 %842, %6
  %847 = and i1 %805, %846
  %848 = or disjoint i32 %808, %13
  %849 = or disjoint i32 %848, %840
  %850 = icmp slt i32 %849, %6
  %851 = ptrtoint ptr addrspace(1) %845 to i64
  %852 = and i64 %851, 7
  %853 = icmp eq i64 %852, 0
  %854 = and i1 %847, %853
  %855 = and i1 %850, %854
  %856 = xor i1 %847, %855
  %857 = xor i1 %805, %854
  %858 = and i1 %850, %857
  %859 = zext i1 %855 to i32
  %860 = zext i1 %856 to i32
  %861 = zext i1 %858 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %859, i32 %.lcssa149, i32 %.lcssa148, ptr addrspace(1) %845, i32 %860, i32 %861) #5
  %862 = add i32 %823, %842
  %863 = sext i32 %862 to i64
  %864 = getelementptr float, ptr addrspace(1) %4, i64 %863
  %865 = and i1 %827, %846
  %866 = ptrtoint ptr addrspace(1) %864 to i64
  %867 = and i64 %866, 7
  %868 = icmp eq i64 %867, 0
  %869 = and i1 %865, %868
  %870 = and i1 %850, %869
  %871 = xor i1 %865, %870
  %872 = xor i1 %827, %869
  %873 = and i1 %850, %872
  %874 = zext i1 %870 to i32
  %875 = zext i1 %871 to i32
  %876 = zext i1 %873 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %874, i32 %.lcssa147, i32 %.lcssa146, ptr addrspace(1) %864, i32 %875, i32 %876) #5
  %877 = or disjoint i32 %.pre-phi289, 16
  %878 = or disjoint i32 %841, %877
  %879 = add i32 %799, %878
  %880 = sext i32 %879 to i64
  %881 = getelementptr float, ptr addrspace(1) %4, i64 %880
  %882 = icmp slt i32 %878, %6
  %883 = and i1 %805, %882
  %884 = or disjoint i32 %848, %877
  %885 = icmp slt i32 %884, %6
  %886 = ptrtoint ptr addrspace(1) %881 to i64
  %887 = and i64 %886, 7
  %888 = icmp eq i64 %887, 0
  %889 = and i1 %883, %888
  %890 = and i1 %885, %889
  %891 = xor i1 %883, %890
  %892 = xor i1 %805, %889
  %893 = and i1 %885, %892
  %894 = zext i1 %890 to i32
  %895 = zext i1 %891 to i32
  %896 = zext i1 %893 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %894, i32 %.lcssa145, i32 %.lcssa144, ptr addrspace(1) %881, i32 %895, i32 %896) #5
  %897 = add i32 %823, %878
  %898 = sext i32 %897 to i64
  %899 = getelementptr float, ptr addrspace(1) %4, i64 %898
  %900 = and i1 %827, %882
  %901 = ptrtoint ptr addrspace(1) %899 to i64
  %902 = and i64 %901, 7
  %903 = icmp eq i64 %902, 0
  %904 = and i1 %900, %903
  %905 = and i1 %885, %904
  %906 = xor i1 %900, %905
  %907 = xor i1 %827, %904
  %908 = and i1 %885, %907
  %909 = zext i1 %905 to i32
  %910 = zext i1 %906 to i32
  %911 = zext i1 %908 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %909, i32 %.lcssa143, i32 %.lcssa142, ptr addrspace(1) %899, i32 %910, i32 %911) #5
  %912 = or disjoint i32 %.pre-phi289, 24
  %913 = or disjoint i32 %841, %912
  %914 = add i32 %799, %913
  %915 = sext i32 %914 to i64
  %916 = getelementptr float, ptr addrspace(1) %4, i64 %915
  %917 = icmp slt i32 %913, %6
  %918 = and i1 %805, %917
  %919 = or disjoint i32 %848, %912
  %920 = icmp slt i32 %919, %6
  %921 = ptrtoint ptr addrspace(1) %916 to i64
  %922 = and i64 %921, 7
  %923 = icmp eq i64 %922, 0
  %924 = and i1 %918, %923
  %925 = and i1 %920, %924
  %926 = xor i1 %918, %925
  %927 = xor i1 %805, %924
  %928 = and i1 %920, %927
  %929 = zext i1 %925 to i32
  %930 = zext i1 %926 to i32
  %931 = zext i1 %928 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %929, i32 %.lcssa141, i32 %.lcssa140, ptr addrspace(1) %916, i32 %930, i32 %931) #5
  %932 = add i32 %823, %913
  %933 = sext i32 %932 to i64
  %934 = getelementptr float, ptr addrspace(1) %4, i64 %933
  %935 = and i1 %827, %917
  %936 = ptrtoint ptr addrspace(1) %934 to i64
  %937 = and i64 %936, 7
  %938 = icmp eq i64 %937, 0
  %939 = and i1 %935, %938
  %940 = and i1 %920, %939
  %941 = xor i1 %935, %940
  %942 = xor i1 %827, %939
  %943 = and i1 %920, %942
  %944 = zext i1 %940 to i32
  %945 = zext i1 %941 to i32
  %946 = zext i1 %943 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %944, i32 %.lcssa139, i32 %.lcssa138, ptr addrspace(1) %934, i32 %945, i32 %946) #5
  %947 = or disjoint i32 %.pre-phi, %12
  %948 = or disjoint i32 %947, %.pre-phi293
  %949 = mul i32 %6, %948
  %950 = add i32 %949, %801
  %951 = sext i32 %950 to i64
  %952 = getelementptr float, ptr addrspace(1) %4, i64 %951
  %953 = icmp slt i32 %948, %5
  %954 = and i1 %953, %806
  %955 = ptrtoint ptr addrspace(1) %952 to i64
  %956 = and i64 %955, 7
  %957 = icmp eq i64 %956, 0
  %958 = and i1 %954, %957
  %959 = and i1 %810, %958
  %960 = xor i1 %954, %959
  %961 = xor i1 %953, %958
  %962 = and i1 %810, %961
  %963 = zext i1 %959 to i32
  %964 = zext i1 %960 to i32
  %965 = zext i1 %962 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %963, i32 %.lcssa137, i32 %.lcssa136, ptr addrspace(1) %952, i32 %964, i32 %965) #5
  %966 = or disjoint i32 %.pre-phi291, %12
  %967 = or disjoint i32 %966, %.pre-phi293
  %968 = mul i32 %6, %967
  %969 = add i32 %968, %801
  %970 = sext i32 %969 to i64
  %971 = getelementptr float, ptr addrspace(1) %4, i64 %970
  %972 = icmp slt i32 %967, %5
  %973 = and i1 %972, %806
  %974 = ptrtoint ptr addrspace(1) %971 to i64
  %975 = and i64 %974, 7
  %976 = icmp eq i64 %975, 0
  %977 = and i1 %973, %976
  %978 = and i1 %810, %977
  %979 = xor i1 %973, %978
  %980 = xor i1 %972, %977
  %981 = and i1 %810, %980
  %982 = zext i1 %978 to i32
  %983 = zext i1 %979 to i32
  %984 = zext i1 %981 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %982, i32 %.lcssa135, i32 %.lcssa134, ptr addrspace(1) %971, i32 %983, i32 %984) #5
  %985 = add i32 %949, %842
  %986 = sext i32 %985 to i64
  %987 = getelementptr float, ptr addrspace(1) %4, i64 %986
  %988 = and i1 %953, %846
  %989 = ptrtoint ptr addrspace(1) %987 to i64
  %990 = and i64 %989, 7
  %991 = icmp eq i64 %990, 0
  %992 = and i1 %988, %991
  %993 = and i1 %850, %992
  %994 = xor i1 %988, %993
  %995 = xor i1 %953, %992
  %996 = and i1 %850, %995
  %997 = zext i1 %993 to i32
  %998 = zext i1 %994 to i32
  %999 = zext i1 %996 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %997, i32 %.lcssa133, i32 %.lcssa132, ptr addrspace(1) %987, i32 %998, i32 %999) #5
  %1000 = add i32 %968, %842
  %1001 = sext i32 %1000 to i64
  %1002 = getelementptr float, ptr addrspace(1) %4, i64 %1001
  %1003 = and i1 %972, %846
  %1004 = ptrtoint ptr addrspace(1) %1002 to i64
  %1005 = and i64 %1004, 7
  %1006 = icmp eq i64 %1005, 0
  %1007 = and i1 %1003, %1006
  %1008 = and i1 %850, %1007
  %1009 = xor i1 %1003, %1008
  %1010 = xor i1 %972, %1007
  %1011 = and i1 %850, %1010
  %1012 = zext i1 %1008 to i32
  %1013 = zext i1 %1009 to i32
  %1014 = zext i1 %1011 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1012, i32 %.lcssa131, i32 %.lcssa130, ptr addrspace(1) %1002, i32 %1013, i32 %1014) #5
  %1015 = add i32 %949, %878
  %1016 = sext i32 %1015 to i64
  %1017 = getelementptr float, ptr addrspace(1) %4, i64 %1016
  %1018 = and i1 %953, %882
  %1019 = ptrtoint ptr addrspace(1) %1017 to i64
  %1020 = and i64 %1019, 7
  %1021 = icmp eq i64 %1020, 0
  %1022 = and i1 %1018, %1021
  %1023 = and i1 %885, %1022
  %1024 = xor i1 %1018, %1023
  %1025 = xor i1 %953, %1022
  %1026 = and i1 %885, %1025
  %1027 = zext i1 %1023 to i32
  %1028 = zext i1 %1024 to i32
  %1029 = zext i1 %1026 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1027, i32 %.lcssa129, i32 %.lcssa128, ptr addrspace(1) %1017, i32 %1028, i32 %1029) #5
  %1030 = add i32 %968, %878
  %1031 = sext i32 %1030 to i64
  %1032 = getelementptr float, ptr addrspace(1) %4, i64 %1031
  %1033 = and i1 %972, %882
  %1034 = ptrtoint ptr addrspace(1) %1032 to i64
  %1035 = and i64 %1034, 7
  %1036 = icmp eq i64 %1035, 0
  %1037 = and i1 %1033, %1036
  %1038 = and i1 %885, %1037
  %1039 = xor i1 %1033, %1038
  %1040 = xor i1 %972, %1037
  %1041 = and i1 %885, %1040
  %1042 = zext i1 %1038 to i32
  %1043 = zext i1 %1039 to i32
  %1044 = zext i1 %1041 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1042, i32 %.lcssa127, i32 %.lcssa126, ptr addrspace(1) %1032, i32 %1043, i32 %1044) #5
  %1045 = add i32 %949, %913
  %1046 = sext i32 %1045 to i64
  %1047 = getelementptr float, ptr addrspace(1) %4, i64 %1046
  %1048 = and i1 %953, %917
  %1049 = ptrtoint ptr addrspace(1) %1047 to i64
  %1050 = and i64 %1049, 7
  %1051 = icmp eq i64 %1050, 0
  %1052 = and i1 %1048, %1051
  %1053 = and i1 %920, %1052
  %1054 = xor i1 %1048, %1053
  %1055 = xor i1 %953, %1052
  %1056 = and i1 %920, %1055
  %1057 = zext i1 %1053 to i32
  %1058 = zext i1 %1054 to i32
  %1059 = zext i1 %1056 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1057, i32 %.lcssa125, i32 %.lcssa124, ptr addrspace(1) %1047, i32 %1058, i32 %1059) #5
  %1060 = add i32 %968, %913
  %1061 = sext i32 %1060 to i64
  %1062 = getelementptr float, ptr addrspace(1) %4, i64 %1061
  %1063 = and i1 %972, %917
  %1064 = ptrtoint ptr addrspace(1) %1062 to i64
  %1065 = and i64 %1064, 7
  %1066 = icmp eq i64 %1065, 0
  %1067 = and i1 %1063, %1066
  %1068 = and i1 %920, %1067
  %1069 = xor i1 %1063, %1068
  %1070 = xor i1 %972, %1067
  %1071 = and i1 %920, %1070
  %1072 = zext i1 %1068 to i32
  %1073 = zext i1 %1069 to i32
  %1074 = zext i1 %1071 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1072, i32 %.lcssa123, i32 %.lcssa122, ptr addrspace(1) %1062, i32 %1073, i32 %1074) #5
  %1075 = or disjoint i32 %947, %.pre-phi295
  %1076 = mul i32 %6, %1075
  %1077 = add i32 %1076, %801
  %1078 = sext i32 %1077 to i64
  %1079 = getelementptr float, ptr addrspace(1) %4, i64 %1078
  %1080 = icmp slt i32 %1075, %5
  %1081 = and i1 %1080, %806
  %1082 = ptrtoint ptr addrspace(1) %1079 to i64
  %1083 = and i64 %1082, 7
  %1084 = icmp eq i64 %1083, 0
  %1085 = and i1 %1081, %1084
  %1086 = and i1 %810, %1085
  %1087 = xor i1 %1081, %1086
  %1088 = xor i1 %1080, %1085
  %1089 = and i1 %810, %1088
  %1090 = zext i1 %1086 to i32
  %1091 = zext i1 %1087 to i32
  %1092 = zext i1 %1089 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1090, i32 %.lcssa121, i32 %.lcssa120, ptr addrspace(1) %1079, i32 %1091, i32 %1092) #5
  %1093 = or disjoint i32 %966, %.pre-phi295
  %1094 = mul i32 %6, %1093
  %1095 = add i32 %1094, %801
  %1096 = sext i32 %1095 to i64
  %1097 = getelementptr float, ptr addrspace(1) %4, i64 %1096
  %1098 = icmp slt i32 %1093, %5
  %1099 = and i1 %1098, %806
  %1100 = ptrtoint ptr addrspace(1) %1097 to i64
  %1101 = and i64 %1100, 7
  %1102 = icmp eq i64 %1101, 0
  %1103 = and i1 %1099, %1102
  %1104 = and i1 %810, %1103
  %1105 = xor i1 %1099, %1104
  %1106 = xor i1 %1098, %1103
  %1107 = and i1 %810, %1106
  %1108 = zext i1 %1104 to i32
  %1109 = zext i1 %1105 to i32
  %1110 = zext i1 %1107 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1108, i32 %.lcssa119, i32 %.lcssa118, ptr addrspace(1) %1097, i32 %1109, i32 %1110) #5
  %1111 = add i32 %1076, %842
  %1112 = sext i32 %1111 to i64
  %1113 = getelementptr float, ptr addrspace(1) %4, i64 %1112
  %1114 = and i1 %1080, %846
  %1115 = ptrtoint ptr addrspace(1) %1113 to i64
  %1116 = and i64 %1115, 7
  %1117 = icmp eq i64 %1116, 0
  %1118 = and i1 %1114, %1117
  %1119 = and i1 %850, %1118
  %1120 = xor i1 %1114, %1119
  %1121 = xor i1 %1080, %1118
  %1122 = and i1 %850, %1121
  %1123 = zext i1 %1119 to i32
  %1124 = zext i1 %1120 to i32
  %1125 = zext i1 %1122 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1123, i32 %.lcssa117, i32 %.lcssa116, ptr addrspace(1) %1113, i32 %1124, i32 %1125) #5
  %1126 = add i32 %1094, %842
  %1127 = sext i32 %1126 to i64
  %1128 = getelementptr float, ptr addrspace(1) %4, i64 %1127
  %1129 = and i1 %1098, %846
  %1130 = ptrtoint ptr addrspace(1) %1128 to i64
  %1131 = and i64 %1130, 7
  %1132 = icmp eq i64 %1131, 0
  %1133 = and i1 %1129, %1132
  %1134 = and i1 %850, %1133
  %1135 = xor i1 %1129, %1134
  %1136 = xor i1 %1098, %1133
  %1137 = and i1 %850, %1136
  %1138 = zext i1 %1134 to i32
  %1139 = zext i1 %1135 to i32
  %1140 = zext i1 %1137 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1138, i32 %.lcssa115, i32 %.lcssa114, ptr addrspace(1) %1128, i32 %1139, i32 %1140) #5
  %1141 = add i32 %1076, %878
  %1142 = sext i32 %1141 to i64
  %1143 = getelementptr float, ptr addrspace(1) %4, i64 %1142
  %1144 = and i1 %1080, %882
  %1145 = ptrtoint ptr addrspace(1) %1143 to i64
  %1146 = and i64 %1145, 7
  %1147 = icmp eq i64 %1146, 0
  %1148 = and i1 %1144, %1147
  %1149 = and i1 %885, %1148
  %1150 = xor i1 %1144, %1149
  %1151 = xor i1 %1080, %1148
  %1152 = and i1 %885, %1151
  %1153 = zext i1 %1149 to i32
  %1154 = zext i1 %1150 to i32
  %1155 = zext i1 %1152 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1153, i32 %.lcssa113, i32 %.lcssa112, ptr addrspace(1) %1143, i32 %1154, i32 %1155) #5
  %1156 = add i32 %1094, %878
  %1157 = sext i32 %1156 to i64
  %1158 = getelementptr float, ptr addrspace(1) %4, i64 %1157
  %1159 = and i1 %1098, %882
  %1160 = ptrtoint ptr addrspace(1) %1158 to i64
  %1161 = and i64 %1160, 7
  %1162 = icmp eq i64 %1161, 0
  %1163 = and i1 %1159, %1162
  %1164 = and i1 %885, %1163
  %1165 = xor i1 %1159, %1164
  %1166 = xor i1 %1098, %1163
  %1167 = and i1 %885, %1166
  %1168 = zext i1 %1164 to i32
  %1169 = zext i1 %1165 to i32
  %1170 = zext i1 %1167 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1168, i32 %.lcssa111, i32 %.lcssa110, ptr addrspace(1) %1158, i32 %1169, i32 %1170) #5
  %1171 = add i32 %1076, %913
  %1172 = sext i32 %1171 to i64
  %1173 = getelementptr float, ptr addrspace(1) %4, i64 %1172
  %1174 = and i1 %1080, %917
  %1175 = ptrtoint ptr addrspace(1) %1173 to i64
  %1176 = and i64 %1175, 7
  %1177 = icmp eq i64 %1176, 0
  %1178 = and i1 %1174, %1177
  %1179 = and i1 %920, %1178
  %1180 = xor i1 %1174, %1179
  %1181 = xor i1 %1080, %1178
  %1182 = and i1 %920, %1181
  %1183 = zext i1 %1179 to i32
  %1184 = zext i1 %1180 to i32
  %1185 = zext i1 %1182 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1183, i32 %.lcssa109, i32 %.lcssa108, ptr addrspace(1) %1173, i32 %1184, i32 %1185) #5
  %1186 = add i32 %1094, %913
  %1187 = sext i32 %1186 to i64
  %1188 = getelementptr float, ptr addrspace(1) %4, i64 %1187
  %1189 = and i1 %1098, %917
  %1190 = ptrtoint ptr addrspace(1) %1188 to i64
  %1191 = and i64 %1190, 7
  %1192 = icmp eq i64 %1191, 0
  %1193 = and i1 %1189, %1192
  %1194 = and i1 %920, %1193
  %1195 = xor i1 %1189, %1194
  %1196 = xor i1 %1098, %1193
  %1197 = and i1 %920, %1196
  %1198 = zext i1 %1194 to i32
  %1199 = zext i1 %1195 to i32
  %1200 = zext i1 %1197 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1198, i32 %.lcssa107, i32 %.lcssa106, ptr addrspace(1) %1188, i32 %1199, i32 %1200) #5
  %1201 = or disjoint i32 %947, %.pre-phi297
  %1202 = mul i32 %6, %1201
  %1203 = add i32 %1202, %801
  %1204 = sext i32 %1203 to i64
  %1205 = getelementptr float, ptr addrspace(1) %4, i64 %1204
  %1206 = icmp slt i32 %1201, %5
  %1207 = and i1 %1206, %806
  %1208 = ptrtoint ptr addrspace(1) %1205 to i64
  %1209 = and i64 %1208, 7
  %1210 = icmp eq i64 %1209, 0
  %1211 = and i1 %1207, %1210
  %1212 = and i1 %810, %1211
  %1213 = xor i1 %1207, %1212
  %1214 = xor i1 %1206, %1211
  %1215 = and i1 %810, %1214
  %1216 = zext i1 %1212 to i32
  %1217 = zext i1 %1213 to i32
  %1218 = zext i1 %1215 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1216, i32 %.lcssa105, i32 %.lcssa104, ptr addrspace(1) %1205, i32 %1217, i32 %1218) #5
  %1219 = or disjoint i32 %966, %.pre-phi297
  %1220 = mul i32 %6, %1219
  %1221 = add i32 %1220, %801
  %1222 = sext i32 %1221 to i64
  %1223 = getelementptr float, ptr addrspace(1) %4, i64 %1222
  %1224 = icmp slt i32 %1219, %5
  %1225 = and i1 %1224, %806
  %1226 = ptrtoint ptr addrspace(1) %1223 to i64
  %1227 = and i64 %1226, 7
  %1228 = icmp eq i64 %1227, 0
  %1229 = and i1 %1225, %1228
  %1230 = and i1 %810, %1229
  %1231 = xor i1 %1225, %1230
  %1232 = xor i1 %1224, %1229
  %1233 = and i1 %810, %1232
  %1234 = zext i1 %1230 to i32
  %1235 = zext i1 %1231 to i32
  %1236 = zext i1 %1233 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1234, i32 %.lcssa103, i32 %.lcssa102, ptr addrspace(1) %1223, i32 %1235, i32 %1236) #5
  %1237 = add i32 %1202, %842
  %1238 = sext i32 %1237 to i64
  %1239 = getelementptr float, ptr addrspace(1) %4, i64 %1238
  %1240 = and i1 %1206, %846
  %1241 = ptrtoint ptr addrspace(1) %1239 to i64
  %1242 = and i64 %1241, 7
  %1243 = icmp eq i64 %1242, 0
  %1244 = and i1 %1240, %1243
  %1245 = and i1 %850, %1244
  %1246 = xor i1 %1240, %1245
  %1247 = xor i1 %1206, %1244
  %1248 = and i1 %850, %1247
  %1249 = zext i1 %1245 to i32
  %1250 = zext i1 %1246 to i32
  %1251 = zext i1 %1248 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1249, i32 %.lcssa101, i32 %.lcssa100, ptr addrspace(1) %1239, i32 %1250, i32 %1251) #5
  %1252 = add i32 %1220, %842
  %1253 = sext i32 %1252 to i64
  %1254 = getelementptr float, ptr addrspace(1) %4, i64 %1253
  %1255 = and i1 %1224, %846
  %1256 = ptrtoint ptr addrspace(1) %1254 to i64
  %1257 = and i64 %1256, 7
  %1258 = icmp eq i64 %1257, 0
  %1259 = and i1 %1255, %1258
  %1260 = and i1 %850, %1259
  %1261 = xor i1 %1255, %1260
  %1262 = xor i1 %1224, %1259
  %1263 = and i1 %850, %1262
  %1264 = zext i1 %1260 to i32
  %1265 = zext i1 %1261 to i32
  %1266 = zext i1 %1263 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1264, i32 %.lcssa99, i32 %.lcssa98, ptr addrspace(1) %1254, i32 %1265, i32 %1266) #5
  %1267 = add i32 %1202, %878
  %1268 = sext i32 %1267 to i64
  %1269 = getelementptr float, ptr addrspace(1) %4, i64 %1268
  %1270 = and i1 %1206, %882
  %1271 = ptrtoint ptr addrspace(1) %1269 to i64
  %1272 = and i64 %1271, 7
  %1273 = icmp eq i64 %1272, 0
  %1274 = and i1 %1270, %1273
  %1275 = and i1 %885, %1274
  %1276 = xor i1 %1270, %1275
  %1277 = xor i1 %1206, %1274
  %1278 = and i1 %885, %1277
  %1279 = zext i1 %1275 to i32
  %1280 = zext i1 %1276 to i32
  %1281 = zext i1 %1278 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1279, i32 %.lcssa97, i32 %.lcssa96, ptr addrspace(1) %1269, i32 %1280, i32 %1281) #5
  %1282 = add i32 %1220, %878
  %1283 = sext i32 %1282 to i64
  %1284 = getelementptr float, ptr addrspace(1) %4, i64 %1283
  %1285 = and i1 %1224, %882
  %1286 = ptrtoint ptr addrspace(1) %1284 to i64
  %1287 = and i64 %1286, 7
  %1288 = icmp eq i64 %1287, 0
  %1289 = and i1 %1285, %1288
  %1290 = and i1 %885, %1289
  %1291 = xor i1 %1285, %1290
  %1292 = xor i1 %1224, %1289
  %1293 = and i1 %885, %1292
  %1294 = zext i1 %1290 to i32
  %1295 = zext i1 %1291 to i32
  %1296 = zext i1 %1293 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1294, i32 %.lcssa95, i32 %.lcssa94, ptr addrspace(1) %1284, i32 %1295, i32 %1296) #5
  %1297 = add i32 %1202, %913
  %1298 = sext i32 %1297 to i64
  %1299 = getelementptr float, ptr addrspace(1) %4, i64 %1298
  %1300 = and i1 %1206, %917
  %1301 = ptrtoint ptr addrspace(1) %1299 to i64
  %1302 = and i64 %1301, 7
  %1303 = icmp eq i64 %1302, 0
  %1304 = and i1 %1300, %1303
  %1305 = and i1 %920, %1304
  %1306 = xor i1 %1300, %1305
  %1307 = xor i1 %1206, %1304
  %1308 = and i1 %920, %1307
  %1309 = zext i1 %1305 to i32
  %1310 = zext i1 %1306 to i32
  %1311 = zext i1 %1308 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1309, i32 %.lcssa93, i32 %.lcssa92, ptr addrspace(1) %1299, i32 %1310, i32 %1311) #5
  %1312 = add i32 %1220, %913
  %1313 = sext i32 %1312 to i64
  %1314 = getelementptr float, ptr addrspace(1) %4, i64 %1313
  %1315 = and i1 %1224, %917
  %1316 = ptrtoint ptr addrspace(1) %1314 to i64
  %1317 = and i64 %1316, 7
  %1318 = icmp eq i64 %1317, 0
  %1319 = and i1 %1315, %1318
  %1320 = and i1 %920, %1319
  %1321 = xor i1 %1315, %1320
  %1322 = xor i1 %1224, %1319
  %1323 = and i1 %920, %1322
  %1324 = zext i1 %1320 to i32
  %1325 = zext i1 %1321 to i32
  %1326 = zext i1 %1323 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1324, i32 %.lcssa91, i32 %.lcssa90, ptr addrspace(1) %1314, i32 %1325, i32 %1326) #5
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
