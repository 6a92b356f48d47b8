; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_nvfp4_smem = internal addrspace(3) global [39936 x i8] undef, align 16

; Function Attrs: nounwind
define ptx_kernel void @gemm_nvfp4(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, ptr addrspace(1) %4, i32 %5, i32 %6, i32 %7) local_unnamed_addr #0 {
  %9 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = shl nuw nsw i32 %11, 7
  %13 = shl i32 %10, 6
  %14 = lshr i32 %7, 1
  %15 = lshr i32 %7, 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = lshr i32 %9, 1
  %17 = shl nuw nsw i32 %9, 4
  %18 = and i32 %17, 16
  %19 = or disjoint i32 %12, %16
  %20 = mul i32 %14, %19
  %invariant.op = add i32 %18, %20
  %21 = icmp slt i32 %19, %5
  %22 = mul nuw nsw i32 %16, 48
  %23 = add nuw nsw i32 %22, %18
  %24 = zext nneg i32 %23 to i64
  %25 = zext i1 %21 to i32
  %26 = select i1 %21, i32 16, i32 0
  %27 = or disjoint i32 %16, 64
  %28 = or disjoint i32 %27, %12
  %29 = mul i32 %14, %28
  %30 = add i32 %29, %18
  %31 = icmp slt i32 %28, %5
  %32 = mul nuw nsw i32 %27, 48
  %33 = add nuw nsw i32 %32, %18
  %34 = zext nneg i32 %33 to i64
  %35 = zext i1 %31 to i32
  %36 = select i1 %31, i32 16, i32 0
  %37 = or disjoint i32 %13, %16
  %38 = mul i32 %14, %37
  %39 = add i32 %38, %18
  %40 = icmp slt i32 %37, %6
  %41 = zext i1 %40 to i32
  %42 = select i1 %40, i32 16, i32 0
  %43 = or disjoint i32 %12, %9
  %44 = mul i32 %15, %43
  %45 = icmp slt i32 %43, %5
  %46 = shl nuw nsw i32 %9, 2
  %47 = zext nneg i32 %46 to i64
  %48 = zext i1 %45 to i32
  %49 = select i1 %45, i32 4, i32 0
  %50 = icmp samesign ult i32 %9, 64
  %51 = or disjoint i32 %13, %9
  %52 = mul i32 %15, %51
  %53 = icmp slt i32 %51, %6
  %54 = zext i1 %53 to i32
  %55 = select i1 %53, i32 4, i32 0
  br label %163

.preheader25:                                     ; preds = %.loopexit27
  %56 = icmp sgt i32 %7, 0
  %57 = lshr i32 %9, 2
  %58 = and i32 %57, 7
  %59 = and i32 %9, 64
  %60 = and i32 %9, 32
  br i1 %56, label %.lr.ph, label %.preheader25.._crit_edge_crit_edge

.preheader25.._crit_edge_crit_edge:               ; preds = %.preheader25
  %.pre311 = or disjoint i32 %58, 8
  %.pre313 = or disjoint i32 %59, 16
  %.pre315 = or disjoint i32 %59, 32
  %.pre317 = or disjoint i32 %59, 48
  br label %._crit_edge

.lr.ph:                                           ; preds = %.preheader25
  %61 = or disjoint i32 %59, 16
  %62 = or disjoint i32 %59, 32
  %63 = or disjoint i32 %59, 48
  %64 = shl nuw nsw i32 %9, 3
  %65 = or disjoint i32 %58, %59
  %66 = mul nuw nsw i32 %65, 48
  %67 = and i32 %46, 12
  %68 = or disjoint i32 %66, %67
  %69 = zext nneg i32 %68 to i64
  %70 = or disjoint i32 %58, 8
  %71 = or disjoint i32 %70, %59
  %72 = mul nuw nsw i32 %71, 48
  %73 = or disjoint i32 %72, %67
  %74 = zext nneg i32 %73 to i64
  %75 = or disjoint i32 %67, 16
  %76 = add nuw nsw i32 %66, %75
  %77 = zext nneg i32 %76 to i64
  %78 = add nuw nsw i32 %72, %75
  %79 = zext nneg i32 %78 to i64
  %80 = or disjoint i32 %58, %60
  %81 = mul nuw nsw i32 %80, 48
  %82 = or disjoint i32 %81, %67
  %83 = zext nneg i32 %82 to i64
  %84 = add nuw nsw i32 %81, %75
  %85 = zext nneg i32 %84 to i64
  %86 = and i32 %64, 8
  %87 = or disjoint i32 %58, %86
  %88 = or disjoint i32 %87, %59
  %89 = shl nuw nsw i32 %88, 2
  %90 = zext nneg i32 %89 to i64
  %91 = shl nuw nsw i32 %80, 2
  %92 = zext nneg i32 %91 to i64
  %93 = or disjoint i32 %80, 8
  %94 = mul nuw nsw i32 %93, 48
  %95 = or disjoint i32 %94, %67
  %96 = zext nneg i32 %95 to i64
  %97 = add nuw nsw i32 %94, %75
  %98 = zext nneg i32 %97 to i64
  %99 = shl nuw nsw i32 %93, 2
  %100 = zext nneg i32 %99 to i64
  %101 = or disjoint i32 %80, 16
  %102 = mul nuw nsw i32 %101, 48
  %103 = or disjoint i32 %102, %67
  %104 = zext nneg i32 %103 to i64
  %105 = add nuw nsw i32 %102, %75
  %106 = zext nneg i32 %105 to i64
  %107 = shl nuw nsw i32 %101, 2
  %108 = zext nneg i32 %107 to i64
  %109 = or disjoint i32 %57, %60
  %110 = or i32 %109, 24
  %111 = mul nuw nsw i32 %110, 48
  %112 = or disjoint i32 %111, %67
  %113 = zext nneg i32 %112 to i64
  %114 = add nuw nsw i32 %111, %75
  %115 = zext nneg i32 %114 to i64
  %116 = shl nuw nsw i32 %110, 2
  %117 = zext nneg i32 %116 to i64
  %118 = or disjoint i32 %61, %58
  %119 = mul nuw nsw i32 %118, 48
  %120 = or disjoint i32 %119, %67
  %121 = zext nneg i32 %120 to i64
  %122 = or disjoint i32 %70, %61
  %123 = mul nuw nsw i32 %122, 48
  %124 = or disjoint i32 %123, %67
  %125 = zext nneg i32 %124 to i64
  %126 = add nuw nsw i32 %119, %75
  %127 = zext nneg i32 %126 to i64
  %128 = add nuw nsw i32 %123, %75
  %129 = zext nneg i32 %128 to i64
  %130 = or disjoint i32 %87, %61
  %131 = shl nuw nsw i32 %130, 2
  %132 = zext nneg i32 %131 to i64
  %133 = or disjoint i32 %62, %58
  %134 = mul nuw nsw i32 %133, 48
  %135 = or disjoint i32 %134, %67
  %136 = zext nneg i32 %135 to i64
  %137 = or disjoint i32 %70, %62
  %138 = mul nuw nsw i32 %137, 48
  %139 = or disjoint i32 %138, %67
  %140 = zext nneg i32 %139 to i64
  %141 = add nuw nsw i32 %134, %75
  %142 = zext nneg i32 %141 to i64
  %143 = add nuw nsw i32 %138, %75
  %144 = zext nneg i32 %143 to i64
  %145 = or disjoint i32 %87, %62
  %146 = shl nuw nsw i32 %145, 2
  %147 = zext nneg i32 %146 to i64
  %148 = or disjoint i32 %63, %58
  %149 = mul nuw nsw i32 %148, 48
  %150 = or disjoint i32 %149, %67
  %151 = zext nneg i32 %150 to i64
  %152 = or disjoint i32 %70, %63
  %153 = mul nuw nsw i32 %152, 48
  %154 = or disjoint i32 %153, %67
  %155 = zext nneg i32 %154 to i64
  %156 = add nuw nsw i32 %149, %75
  %157 = zext nneg i32 %156 to i64
  %158 = add nuw nsw i32 %153, %75
  %159 = zext nneg i32 %158 to i64
  %160 = or disjoint i32 %87, %63
  %161 = shl nuw nsw i32 %160, 2
  %162 = zext nneg i32 %161 to i64
  br label %277

163:                                              ; preds = %8, %.loopexit27
  %164 = phi i64 [ 0, %8 ], [ %276, %.loopexit27 ]
  %165 = trunc nuw nsw i64 %164 to i32
  %166 = shl nuw nsw i32 %165, 6
  %167 = icmp slt i32 %166, %7
  br i1 %167, label %168, label %.loopexit27

168:                                              ; preds = %163
  %169 = shl nuw nsw i32 %165, 5
  %170 = shl nuw nsw i32 %165, 2
  %171 = mul nuw nsw i64 %164, 9984
  %172 = getelementptr i8, ptr addrspace(3) @gemm_nvfp4_smem, i64 %171
  %.reass = add i32 %169, %invariant.op
  %173 = sext i32 %.reass to i64
  %174 = getelementptr i8, ptr addrspace(1) %0, i64 %173
  %175 = ptrtoint ptr addrspace(1) %174 to i64
  %176 = and i64 %175, 15
  %177 = icmp eq i64 %176, 0
  %178 = getelementptr i8, ptr addrspace(3) %172, i64 %24
  br i1 %177, label %179, label %.preheader34

179:                                              ; preds = %168
  %180 = select i1 %21, ptr addrspace(1) %174, ptr addrspace(1) %0
  %181 = ptrtoint ptr addrspace(3) %178 to i64
  %182 = trunc i64 %181 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %182, ptr addrspace(1) %180, i32 %26) #3
  br label %.loopexit35

.preheader34:                                     ; preds = %168, %.preheader34
  %183 = phi i64 [ %191, %.preheader34 ], [ 0, %168 ]
  %184 = trunc nuw nsw i64 %183 to i32
  %185 = add i32 %.reass, %184
  %186 = sext i32 %185 to i64
  %187 = getelementptr i8, ptr addrspace(1) %0, i64 %186
  %188 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %187, i32 %25, i16 0) #3
  %189 = trunc i16 %188 to i8
  %190 = getelementptr i8, ptr addrspace(3) %178, i64 %183
  store i8 %189, ptr addrspace(3) %190, align 1
  %191 = add nuw nsw i64 %183, 1
  %exitcond.not = icmp eq i64 %191, 16
  br i1 %exitcond.not, label %.loopexit35, label %.preheader34

.loopexit35:                                      ; preds = %.preheader34, %179
  %192 = add i32 %30, %169
  %193 = sext i32 %192 to i64
  %194 = getelementptr i8, ptr addrspace(1) %0, i64 %193
  %195 = ptrtoint ptr addrspace(1) %194 to i64
  %196 = and i64 %195, 15
  %197 = icmp eq i64 %196, 0
  %198 = getelementptr i8, ptr addrspace(3) %172, i64 %34
  br i1 %197, label %199, label %.preheader32

199:                                              ; preds = %.loopexit35
  %200 = select i1 %31, ptr addrspace(1) %194, ptr addrspace(1) %0
  %201 = ptrtoint ptr addrspace(3) %198 to i64
  %202 = trunc i64 %201 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %202, ptr addrspace(1) %200, i32 %36) #3
  br label %.loopexit33

.preheader32:                                     ; preds = %.loopexit35, %.preheader32
  %203 = phi i64 [ %211, %.preheader32 ], [ 0, %.loopexit35 ]
  %204 = trunc nuw nsw i64 %203 to i32
  %205 = add i32 %192, %204
  %206 = sext i32 %205 to i64
  %207 = getelementptr i8, ptr addrspace(1) %0, i64 %206
  %208 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %207, i32 %35, i16 0) #3
  %209 = trunc i16 %208 to i8
  %210 = getelementptr i8, ptr addrspace(3) %198, i64 %203
  store i8 %209, ptr addrspace(3) %210, align 1
  %211 = add nuw nsw i64 %203, 1
  %exitcond295.not = icmp eq i64 %211, 16
  br i1 %exitcond295.not, label %.loopexit33, label %.preheader32

.loopexit33:                                      ; preds = %.preheader32, %199
  %212 = getelementptr i8, ptr addrspace(3) %172, i64 6144
  %213 = add i32 %39, %169
  %214 = sext i32 %213 to i64
  %215 = getelementptr i8, ptr addrspace(1) %2, i64 %214
  %216 = ptrtoint ptr addrspace(1) %215 to i64
  %217 = and i64 %216, 15
  %218 = icmp eq i64 %217, 0
  %219 = getelementptr i8, ptr addrspace(3) %212, i64 %24
  br i1 %218, label %220, label %.preheader30

220:                                              ; preds = %.loopexit33
  %221 = select i1 %40, ptr addrspace(1) %215, ptr addrspace(1) %2
  %222 = ptrtoint ptr addrspace(3) %219 to i64
  %223 = trunc i64 %222 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %223, ptr addrspace(1) %221, i32 %42) #3
  br label %.loopexit31

.preheader30:                                     ; preds = %.loopexit33, %.preheader30
  %224 = phi i64 [ %232, %.preheader30 ], [ 0, %.loopexit33 ]
  %225 = trunc nuw nsw i64 %224 to i32
  %226 = add i32 %213, %225
  %227 = sext i32 %226 to i64
  %228 = getelementptr i8, ptr addrspace(1) %2, i64 %227
  %229 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %228, i32 %41, i16 0) #3
  %230 = trunc i16 %229 to i8
  %231 = getelementptr i8, ptr addrspace(3) %219, i64 %224
  store i8 %230, ptr addrspace(3) %231, align 1
  %232 = add nuw nsw i64 %224, 1
  %exitcond296.not = icmp eq i64 %232, 16
  br i1 %exitcond296.not, label %.loopexit31, label %.preheader30

.loopexit31:                                      ; preds = %.preheader30, %220
  %233 = getelementptr i8, ptr addrspace(3) %172, i64 9216
  %234 = add i32 %170, %44
  %235 = sext i32 %234 to i64
  %236 = getelementptr i8, ptr addrspace(1) %1, i64 %235
  %237 = ptrtoint ptr addrspace(1) %236 to i64
  %238 = and i64 %237, 3
  %239 = icmp eq i64 %238, 0
  %240 = getelementptr i8, ptr addrspace(3) %233, i64 %47
  br i1 %239, label %241, label %.preheader28

241:                                              ; preds = %.loopexit31
  %242 = select i1 %45, ptr addrspace(1) %236, ptr addrspace(1) %1
  %243 = ptrtoint ptr addrspace(3) %240 to i64
  %244 = trunc i64 %243 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %244, ptr addrspace(1) %242, i32 %49) #3
  br label %.loopexit29

.preheader28:                                     ; preds = %.loopexit31, %.preheader28
  %245 = phi i64 [ %253, %.preheader28 ], [ 0, %.loopexit31 ]
  %246 = trunc nuw nsw i64 %245 to i32
  %247 = add i32 %234, %246
  %248 = sext i32 %247 to i64
  %249 = getelementptr i8, ptr addrspace(1) %1, i64 %248
  %250 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %249, i32 %48, i16 0) #3
  %251 = trunc i16 %250 to i8
  %252 = getelementptr i8, ptr addrspace(3) %240, i64 %245
  store i8 %251, ptr addrspace(3) %252, align 1
  %253 = add nuw nsw i64 %245, 1
  %exitcond297.not = icmp eq i64 %253, 4
  br i1 %exitcond297.not, label %.loopexit29, label %.preheader28

.loopexit29:                                      ; preds = %.preheader28, %241
  br i1 %50, label %254, label %.loopexit27

254:                                              ; preds = %.loopexit29
  %255 = getelementptr i8, ptr addrspace(3) %172, i64 9728
  %256 = add i32 %170, %52
  %257 = sext i32 %256 to i64
  %258 = getelementptr i8, ptr addrspace(1) %3, i64 %257
  %259 = ptrtoint ptr addrspace(1) %258 to i64
  %260 = and i64 %259, 3
  %261 = icmp eq i64 %260, 0
  %262 = getelementptr i8, ptr addrspace(3) %255, i64 %47
  br i1 %261, label %263, label %.preheader26

263:                                              ; preds = %254
  %264 = select i1 %53, ptr addrspace(1) %258, ptr addrspace(1) %3
  %265 = ptrtoint ptr addrspace(3) %262 to i64
  %266 = trunc i64 %265 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %266, ptr addrspace(1) %264, i32 %55) #3
  br label %.loopexit27

.preheader26:                                     ; preds = %254, %.preheader26
  %267 = phi i64 [ %275, %.preheader26 ], [ 0, %254 ]
  %268 = trunc nuw nsw i64 %267 to i32
  %269 = add i32 %256, %268
  %270 = sext i32 %269 to i64
  %271 = getelementptr i8, ptr addrspace(1) %3, i64 %270
  %272 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %271, i32 %54, i16 0) #3
  %273 = trunc i16 %272 to i8
  %274 = getelementptr i8, ptr addrspace(3) %262, i64 %267
  store i8 %273, ptr addrspace(3) %274, align 1
  %275 = add nuw nsw i64 %267, 1
  %exitcond298.not = icmp eq i64 %275, 4
  br i1 %exitcond298.not, label %.loopexit27, label %.preheader26

.loopexit27:                                      ; preds = %.preheader26, %.loopexit29, %263, %163
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %276 = add nuw nsw i64 %164, 1
  %exitcond299.not = icmp eq i64 %276, 3
  br i1 %exitcond299.not, label %.preheader25, label %163

277:                                              ; preds = %.lr.ph, %.loopexit
  %278 = phi i32 [ 0, %.lr.ph ], [ %613, %.loopexit ]
  %279 = phi float [ 0.000000e+00, %.lr.ph ], [ %610, %.loopexit ]
  %280 = phi float [ 0.000000e+00, %.lr.ph ], [ %609, %.loopexit ]
  %281 = phi float [ 0.000000e+00, %.lr.ph ], [ %608, %.loopexit ]
  %282 = phi float [ 0.000000e+00, %.lr.ph ], [ %607, %.loopexit ]
  %283 = phi float [ 0.000000e+00, %.lr.ph ], [ %605, %.loopexit ]
  %284 = phi float [ 0.000000e+00, %.lr.ph ], [ %604, %.loopexit ]
  %285 = phi float [ 0.000000e+00, %.lr.ph ], [ %603, %.loopexit ]
  %286 = phi float [ 0.000000e+00, %.lr.ph ], [ %602, %.loopexit ]
  %287 = phi float [ 0.000000e+00, %.lr.ph ], [ %600, %.loopexit ]
  %288 = phi float [ 0.000000e+00, %.lr.ph ], [ %599, %.loopexit ]
  %289 = phi float [ 0.000000e+00, %.lr.ph ], [ %598, %.loopexit ]
  %290 = phi float [ 0.000000e+00, %.lr.ph ], [ %597, %.loopexit ]
  %291 = phi float [ 0.000000e+00, %.lr.ph ], [ %595, %.loopexit ]
  %292 = phi float [ 0.000000e+00, %.lr.ph ], [ %594, %.loopexit ]
  %293 = phi float [ 0.000000e+00, %.lr.ph ], [ %593, %.loopexit ]
  %294 = phi float [ 0.000000e+00, %.lr.ph ], [ %592, %.loopexit ]
  %295 = phi float [ 0.000000e+00, %.lr.ph ], [ %585, %.loopexit ]
  %296 = phi float [ 0.000000e+00, %.lr.ph ], [ %584, %.loopexit ]
  %297 = phi float [ 0.000000e+00, %.lr.ph ], [ %583, %.loopexit ]
  %298 = phi float [ 0.000000e+00, %.lr.ph ], [ %582, %.loopexit ]
  %299 = phi float [ 0.000000e+00, %.lr.ph ], [ %580, %.loopexit ]
  %300 = phi float [ 0.000000e+00, %.lr.ph ], [ %579, %.loopexit ]
  %301 = phi float [ 0.000000e+00, %.lr.ph ], [ %578, %.loopexit ]
  %302 = phi float [ 0.000000e+00, %.lr.ph ], [ %577, %.loopexit ]
  %303 = phi float [ 0.000000e+00, %.lr.ph ], [ %575, %.loopexit ]
  %304 = phi float [ 0.000000e+00, %.lr.ph ], [ %574, %.loopexit ]
  %305 = phi float [ 0.000000e+00, %.lr.ph ], [ %573, %.loopexit ]
  %306 = phi float [ 0.000000e+00, %.lr.ph ], [ %572, %.loopexit ]
  %307 = phi float [ 0.000000e+00, %.lr.ph ], [ %570, %.loopexit ]
  %308 = phi float [ 0.000000e+00, %.lr.ph ], [ %569, %.loopexit ]
  %309 = phi float [ 0.000000e+00, %.lr.ph ], [ %568, %.loopexit ]
  %310 = phi float [ 0.000000e+00, %.lr.ph ], [ %567, %.loopexit ]
  %311 = phi float [ 0.000000e+00, %.lr.ph ], [ %560, %.loopexit ]
  %312 = phi float [ 0.000000e+00, %.lr.ph ], [ %559, %.loopexit ]
  %313 = phi float [ 0.000000e+00, %.lr.ph ], [ %558, %.loopexit ]
  %314 = phi float [ 0.000000e+00, %.lr.ph ], [ %557, %.loopexit ]
  %315 = phi float [ 0.000000e+00, %.lr.ph ], [ %555, %.loopexit ]
  %316 = phi float [ 0.000000e+00, %.lr.ph ], [ %554, %.loopexit ]
  %317 = phi float [ 0.000000e+00, %.lr.ph ], [ %553, %.loopexit ]
  %318 = phi float [ 0.000000e+00, %.lr.ph ], [ %552, %.loopexit ]
  %319 = phi float [ 0.000000e+00, %.lr.ph ], [ %550, %.loopexit ]
  %320 = phi float [ 0.000000e+00, %.lr.ph ], [ %549, %.loopexit ]
  %321 = phi float [ 0.000000e+00, %.lr.ph ], [ %548, %.loopexit ]
  %322 = phi float [ 0.000000e+00, %.lr.ph ], [ %547, %.loopexit ]
  %323 = phi float [ 0.000000e+00, %.lr.ph ], [ %545, %.loopexit ]
  %324 = phi float [ 0.000000e+00, %.lr.ph ], [ %544, %.loopexit ]
  %325 = phi float [ 0.000000e+00, %.lr.ph ], [ %543, %.loopexit ]
  %326 = phi float [ 0.000000e+00, %.lr.ph ], [ %542, %.loopexit ]
  %327 = phi float [ 0.000000e+00, %.lr.ph ], [ %535, %.loopexit ]
  %328 = phi float [ 0.000000e+00, %.lr.ph ], [ %534, %.loopexit ]
  %329 = phi float [ 0.000000e+00, %.lr.ph ], [ %533, %.loopexit ]
  %330 = phi float [ 0.000000e+00, %.lr.ph ], [ %532, %.loopexit ]
  %331 = phi float [ 0.000000e+00, %.lr.ph ], [ %527, %.loopexit ]
  %332 = phi float [ 0.000000e+00, %.lr.ph ], [ %526, %.loopexit ]
  %333 = phi float [ 0.000000e+00, %.lr.ph ], [ %525, %.loopexit ]
  %334 = phi float [ 0.000000e+00, %.lr.ph ], [ %524, %.loopexit ]
  %335 = phi float [ 0.000000e+00, %.lr.ph ], [ %519, %.loopexit ]
  %336 = phi float [ 0.000000e+00, %.lr.ph ], [ %518, %.loopexit ]
  %337 = phi float [ 0.000000e+00, %.lr.ph ], [ %517, %.loopexit ]
  %338 = phi float [ 0.000000e+00, %.lr.ph ], [ %516, %.loopexit ]
  %339 = phi float [ 0.000000e+00, %.lr.ph ], [ %511, %.loopexit ]
  %340 = phi float [ 0.000000e+00, %.lr.ph ], [ %510, %.loopexit ]
  %341 = phi float [ 0.000000e+00, %.lr.ph ], [ %509, %.loopexit ]
  %342 = phi float [ 0.000000e+00, %.lr.ph ], [ %508, %.loopexit ]
  %343 = phi i32 [ 0, %.lr.ph ], [ %614, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %344 = add i32 %343, 192
  %345 = icmp slt i32 %344, %7
  %346 = icmp slt i32 %343, 2147483456
  %347 = and i1 %346, %345
  br i1 %347, label %348, label %.loopexit

348:                                              ; preds = %277
  %349 = add i32 %278, 3
  %350 = icmp ugt i32 %349, 3
  %351 = add i32 %278, -1
  %352 = select i1 %350, i32 %351, i32 %349
  %353 = lshr exact i32 %344, 1
  %354 = lshr exact i32 %344, 4
  %355 = mul i32 %352, 9984
  %356 = sext i32 %355 to i64
  %357 = getelementptr i8, ptr addrspace(3) @gemm_nvfp4_smem, i64 %356
  %.reass229 = add i32 %353, %invariant.op
  %358 = sext i32 %.reass229 to i64
  %359 = getelementptr i8, ptr addrspace(1) %0, i64 %358
  %360 = ptrtoint ptr addrspace(1) %359 to i64
  %361 = and i64 %360, 15
  %362 = icmp eq i64 %361, 0
  %363 = getelementptr i8, ptr addrspace(3) %357, i64 %24
  br i1 %362, label %364, label %.preheader23

364:                                              ; preds = %348
  %365 = select i1 %21, ptr addrspace(1) %359, ptr addrspace(1) %0
  %366 = ptrtoint ptr addrspace(3) %363 to i64
  %367 = trunc i64 %366 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %367, ptr addrspace(1) %365, i32 %26) #3
  br label %.loopexit24

.preheader23:                                     ; preds = %348, %.preheader23
  %368 = phi i64 [ %376, %.preheader23 ], [ 0, %348 ]
  %369 = trunc nuw nsw i64 %368 to i32
  %370 = add i32 %.reass229, %369
  %371 = sext i32 %370 to i64
  %372 = getelementptr i8, ptr addrspace(1) %0, i64 %371
  %373 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %372, i32 %25, i16 0) #3
  %374 = trunc i16 %373 to i8
  %375 = getelementptr i8, ptr addrspace(3) %363, i64 %368
  store i8 %374, ptr addrspace(3) %375, align 1
  %376 = add nuw nsw i64 %368, 1
  %exitcond300.not = icmp eq i64 %376, 16
  br i1 %exitcond300.not, label %.loopexit24, label %.preheader23

.loopexit24:                                      ; preds = %.preheader23, %364
  %377 = add i32 %30, %353
  %378 = sext i32 %377 to i64
  %379 = getelementptr i8, ptr addrspace(1) %0, i64 %378
  %380 = ptrtoint ptr addrspace(1) %379 to i64
  %381 = and i64 %380, 15
  %382 = icmp eq i64 %381, 0
  %383 = getelementptr i8, ptr addrspace(3) %357, i64 %34
  br i1 %382, label %384, label %.preheader21

384:                                              ; preds = %.loopexit24
  %385 = select i1 %31, ptr addrspace(1) %379, ptr addrspace(1) %0
  %386 = ptrtoint ptr addrspace(3) %383 to i64
  %387 = trunc i64 %386 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %387, ptr addrspace(1) %385, i32 %36) #3
  br label %.loopexit22

.preheader21:                                     ; preds = %.loopexit24, %.preheader21
  %388 = phi i64 [ %396, %.preheader21 ], [ 0, %.loopexit24 ]
  %389 = trunc nuw nsw i64 %388 to i32
  %390 = add i32 %377, %389
  %391 = sext i32 %390 to i64
  %392 = getelementptr i8, ptr addrspace(1) %0, i64 %391
  %393 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %392, i32 %35, i16 0) #3
  %394 = trunc i16 %393 to i8
  %395 = getelementptr i8, ptr addrspace(3) %383, i64 %388
  store i8 %394, ptr addrspace(3) %395, align 1
  %396 = add nuw nsw i64 %388, 1
  %exitcond301.not = icmp eq i64 %396, 16
  br i1 %exitcond301.not, label %.loopexit22, label %.preheader21

.loopexit22:                                      ; preds = %.preheader21, %384
  %397 = getelementptr i8, ptr addrspace(3) %357, i64 6144
  %398 = add i32 %39, %353
  %399 = sext i32 %398 to i64
  %400 = getelementptr i8, ptr addrspace(1) %2, i64 %399
  %401 = ptrtoint ptr addrspace(1) %400 to i64
  %402 = and i64 %401, 15
  %403 = icmp eq i64 %402, 0
  %404 = getelementptr i8, ptr addrspace(3) %397, i64 %24
  br i1 %403, label %405, label %.preheader19

405:                                              ; preds = %.loopexit22
  %406 = select i1 %40, ptr addrspace(1) %400, ptr addrspace(1) %2
  %407 = ptrtoint ptr addrspace(3) %404 to i64
  %408 = trunc i64 %407 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %408, ptr addrspace(1) %406, i32 %42) #3
  br label %.loopexit20

.preheader19:                                     ; preds = %.loopexit22, %.preheader19
  %409 = phi i64 [ %417, %.preheader19 ], [ 0, %.loopexit22 ]
  %410 = trunc nuw nsw i64 %409 to i32
  %411 = add i32 %398, %410
  %412 = sext i32 %411 to i64
  %413 = getelementptr i8, ptr addrspace(1) %2, i64 %412
  %414 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %413, i32 %41, i16 0) #3
  %415 = trunc i16 %414 to i8
  %416 = getelementptr i8, ptr addrspace(3) %404, i64 %409
  store i8 %415, ptr addrspace(3) %416, align 1
  %417 = add nuw nsw i64 %409, 1
  %exitcond302.not = icmp eq i64 %417, 16
  br i1 %exitcond302.not, label %.loopexit20, label %.preheader19

.loopexit20:                                      ; preds = %.preheader19, %405
  %418 = getelementptr i8, ptr addrspace(3) %357, i64 9216
  %419 = add i32 %354, %44
  %420 = sext i32 %419 to i64
  %421 = getelementptr i8, ptr addrspace(1) %1, i64 %420
  %422 = ptrtoint ptr addrspace(1) %421 to i64
  %423 = and i64 %422, 3
  %424 = icmp eq i64 %423, 0
  %425 = getelementptr i8, ptr addrspace(3) %418, i64 %47
  br i1 %424, label %426, label %.preheader17

426:                                              ; preds = %.loopexit20
  %427 = select i1 %45, ptr addrspace(1) %421, ptr addrspace(1) %1
  %428 = ptrtoint ptr addrspace(3) %425 to i64
  %429 = trunc i64 %428 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %429, ptr addrspace(1) %427, i32 %49) #3
  br label %.loopexit18

.preheader17:                                     ; preds = %.loopexit20, %.preheader17
  %430 = phi i64 [ %438, %.preheader17 ], [ 0, %.loopexit20 ]
  %431 = trunc nuw nsw i64 %430 to i32
  %432 = add i32 %419, %431
  %433 = sext i32 %432 to i64
  %434 = getelementptr i8, ptr addrspace(1) %1, i64 %433
  %435 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %434, i32 %48, i16 0) #3
  %436 = trunc i16 %435 to i8
  %437 = getelementptr i8, ptr addrspace(3) %425, i64 %430
  store i8 %436, ptr addrspace(3) %437, align 1
  %438 = add nuw nsw i64 %430, 1
  %exitcond303.not = icmp eq i64 %438, 4
  br i1 %exitcond303.not, label %.loopexit18, label %.preheader17

.loopexit18:                                      ; preds = %.preheader17, %426
  br i1 %50, label %439, label %.loopexit

439:                                              ; preds = %.loopexit18
  %440 = getelementptr i8, ptr addrspace(3) %357, i64 9728
  %441 = add i32 %354, %52
  %442 = sext i32 %441 to i64
  %443 = getelementptr i8, ptr addrspace(1) %3, i64 %442
  %444 = ptrtoint ptr addrspace(1) %443 to i64
  %445 = and i64 %444, 3
  %446 = icmp eq i64 %445, 0
  %447 = getelementptr i8, ptr addrspace(3) %440, i64 %47
  br i1 %446, label %448, label %.preheader

448:                                              ; preds = %439
  %449 = select i1 %53, ptr addrspace(1) %443, ptr addrspace(1) %3
  %450 = ptrtoint ptr addrspace(3) %447 to i64
  %451 = trunc i64 %450 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %451, ptr addrspace(1) %449, i32 %55) #3
  br label %.loopexit

.preheader:                                       ; preds = %439, %.preheader
  %452 = phi i64 [ %460, %.preheader ], [ 0, %439 ]
  %453 = trunc nuw nsw i64 %452 to i32
  %454 = add i32 %441, %453
  %455 = sext i32 %454 to i64
  %456 = getelementptr i8, ptr addrspace(1) %3, i64 %455
  %457 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %456, i32 %54, i16 0) #3
  %458 = trunc i16 %457 to i8
  %459 = getelementptr i8, ptr addrspace(3) %447, i64 %452
  store i8 %458, ptr addrspace(3) %459, align 1
  %460 = add nuw nsw i64 %452, 1
  %exitcond304.not = icmp eq i64 %460, 4
  br i1 %exitcond304.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %.loopexit18, %448, %277
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %461 = mul i32 %278, 9984
  %462 = sext i32 %461 to i64
  %463 = getelementptr i8, ptr addrspace(3) @gemm_nvfp4_smem, i64 %462
  %464 = getelementptr i8, ptr addrspace(3) %463, i64 6144
  %465 = getelementptr i8, ptr addrspace(3) %463, i64 9216
  %466 = getelementptr i8, ptr addrspace(3) %463, i64 9728
  %467 = getelementptr i8, ptr addrspace(3) %463, i64 %69
  %468 = load i32, ptr addrspace(3) %467, align 4
  %469 = getelementptr i8, ptr addrspace(3) %463, i64 %74
  %470 = load i32, ptr addrspace(3) %469, align 4
  %471 = getelementptr i8, ptr addrspace(3) %463, i64 %77
  %472 = load i32, ptr addrspace(3) %471, align 4
  %473 = getelementptr i8, ptr addrspace(3) %463, i64 %79
  %474 = load i32, ptr addrspace(3) %473, align 4
  %475 = getelementptr i8, ptr addrspace(3) %464, i64 %83
  %476 = load i32, ptr addrspace(3) %475, align 4
  %477 = getelementptr i8, ptr addrspace(3) %464, i64 %85
  %478 = load i32, ptr addrspace(3) %477, align 4
  %479 = getelementptr i8, ptr addrspace(3) %465, i64 %90
  %480 = load i32, ptr addrspace(3) %479, align 4
  %481 = getelementptr i8, ptr addrspace(3) %466, i64 %92
  %482 = load i32, ptr addrspace(3) %481, align 4
  %483 = getelementptr i8, ptr addrspace(3) %464, i64 %96
  %484 = getelementptr i8, ptr addrspace(3) %464, i64 %98
  %485 = getelementptr i8, ptr addrspace(3) %466, i64 %100
  %486 = getelementptr i8, ptr addrspace(3) %464, i64 %104
  %487 = getelementptr i8, ptr addrspace(3) %464, i64 %106
  %488 = getelementptr i8, ptr addrspace(3) %466, i64 %108
  %489 = getelementptr i8, ptr addrspace(3) %464, i64 %113
  %490 = getelementptr i8, ptr addrspace(3) %464, i64 %115
  %491 = getelementptr i8, ptr addrspace(3) %466, i64 %117
  %492 = getelementptr i8, ptr addrspace(3) %463, i64 %121
  %493 = getelementptr i8, ptr addrspace(3) %463, i64 %125
  %494 = getelementptr i8, ptr addrspace(3) %463, i64 %127
  %495 = getelementptr i8, ptr addrspace(3) %463, i64 %129
  %496 = getelementptr i8, ptr addrspace(3) %465, i64 %132
  %497 = getelementptr i8, ptr addrspace(3) %463, i64 %136
  %498 = getelementptr i8, ptr addrspace(3) %463, i64 %140
  %499 = getelementptr i8, ptr addrspace(3) %463, i64 %142
  %500 = getelementptr i8, ptr addrspace(3) %463, i64 %144
  %501 = getelementptr i8, ptr addrspace(3) %465, i64 %147
  %502 = getelementptr i8, ptr addrspace(3) %463, i64 %151
  %503 = getelementptr i8, ptr addrspace(3) %463, i64 %155
  %504 = getelementptr i8, ptr addrspace(3) %463, i64 %157
  %505 = getelementptr i8, ptr addrspace(3) %463, i64 %159
  %506 = getelementptr i8, ptr addrspace(3) %465, i64 %162
  %507 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %468, i32 %470, i32 %472, i32 %474, i32 %476, i32 %478, float %342, float %341, float %340, float %339, i32 %480, i32 %482) #3
  %508 = extractvalue { float, float, float, float } %507, 0
  %509 = extractvalue { float, float, float, float } %507, 1
  %510 = extractvalue { float, float, float, float } %507, 2
  %511 = extractvalue { float, float, float, float } %507, 3
  %512 = load i32, ptr addrspace(3) %483, align 4
  %513 = load i32, ptr addrspace(3) %484, align 4
  %514 = load i32, ptr addrspace(3) %485, align 4
  %515 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %468, i32 %470, i32 %472, i32 %474, i32 %512, i32 %513, float %338, float %337, float %336, float %335, i32 %480, i32 %514) #3
  %516 = extractvalue { float, float, float, float } %515, 0
  %517 = extractvalue { float, float, float, float } %515, 1
  %518 = extractvalue { float, float, float, float } %515, 2
  %519 = extractvalue { float, float, float, float } %515, 3
  %520 = load i32, ptr addrspace(3) %486, align 4
  %521 = load i32, ptr addrspace(3) %487, align 4
  %522 = load i32, ptr addrspace(3) %488, align 4
  %523 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %468, i32 %470, i32 %472, i32 %474, i32 %520, i32 %521, float %334, float %333, float %332, float %331, i32 %480, i32 %522) #3
  %524 = extractvalue { float, float, float, float } %523, 0
  %525 = extractvalue { float, float, float, float } %523, 1
  %526 = extractvalue { float, float, float, float } %523, 2
  %527 = extractvalue { float, float, float, float } %523, 3
  %528 = load i32, ptr addrspace(3) %489, align 4
  %529 = load i32, ptr addrspace(3) %490, align 4
  %530 = load i32, ptr addrspace(3) %491, align 4
  %531 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %468, i32 %470, i32 %472, i32 %474, i32 %528, i32 %529, float %330, float %329, float %328, float %327, i32 %480, i32 %530) #3
  %532 = extractvalue { float, float, float, float } %531, 0
  %533 = extractvalue { float, float, float, float } %531, 1
  %534 = extractvalue { float, float, float, float } %531, 2
  %535 = extractvalue { float, float, float, float } %531, 3
  %536 = load i32, ptr addrspace(3) %492, align 4
  %537 = load i32, ptr addrspace(3) %493, align 4
  %538 = load i32, ptr addrspace(3) %494, align 4
  %539 = load i32, ptr addrspace(3) %495, align 4
  %540 = load i32, ptr addrspace(3) %496, align 4
  %541 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %536, i32 %537, i32 %538, i32 %539, i32 %476, i32 %478, float %326, float %325, float %324, float %323, i32 %540, i32 %482) #3
  %542 = extractvalue { float, float, float, float } %541, 0
  %543 = extractvalue { float, float, float, float } %541, 1
  %544 = extractvalue { float, float, float, float } %541, 2
  %545 = extractvalue { float, float, float, float } %541, 3
  %546 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %536, i32 %537, i32 %538, i32 %539, i32 %512, i32 %513, float %322, float %321, float %320, float %319, i32 %540, i32 %514) #3
  %547 = extractvalue { float, float, float, float } %546, 0
  %548 = extractvalue { float, float, float, float } %546, 1
  %549 = extractvalue { float, float, float, float } %546, 2
  %550 = extractvalue { float, float, float, float } %546, 3
  %551 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %536, i32 %537, i32 %538, i32 %539, i32 %520, i32 %521, float %318, float %317, float %316, float %315, i32 %540, i32 %522) #3
  %552 = extractvalue { float, float, float, float } %551, 0
  %553 = extractvalue { float, float, float, float } %551, 1
  %554 = extractvalue { float, float, float, float } %551, 2
  %555 = extractvalue { float, float, float, float } %551, 3
  %556 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %536, i32 %537, i32 %538, i32 %539, i32 %528, i32 %529, float %314, float %313, float %312, float %311, i32 %540, i32 %530) #3
  %557 = extractvalue { float, float, float, float } %556, 0
  %558 = extractvalue { float, float, float, float } %556, 1
  %559 = extractvalue { float, float, float, float } %556, 2
  %560 = extractvalue { float, float, float, float } %556, 3
  %561 = load i32, ptr addrspace(3) %497, align 4
  %562 = load i32, ptr addrspace(3) %498, align 4
  %563 = load i32, ptr addrspace(3) %499, align 4
  %564 = load i32, ptr addrspace(3) %500, align 4
  %565 = load i32, ptr addrspace(3) %501, align 4
  %566 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %561, i32 %562, i32 %563, i32 %564, i32 %476, i32 %478, float %310, float %309, float %308, float %307, i32 %565, i32 %482) #3
  %567 = extractvalue { float, float, float, float } %566, 0
  %568 = extractvalue { float, float, float, float } %566, 1
  %569 = extractvalue { float, float, float, float } %566, 2
  %570 = extractvalue { float, float, float, float } %566, 3
  %571 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %561, i32 %562, i32 %563, i32 %564, i32 %512, i32 %513, float %306, float %305, float %304, float %303, i32 %565, i32 %514) #3
  %572 = extractvalue { float, float, float, float } %571, 0
  %573 = extractvalue { float, float, float, float } %571, 1
  %574 = extractvalue { float, float, float, float } %571, 2
  %575 = extractvalue { float, float, float, float } %571, 3
  %576 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %561, i32 %562, i32 %563, i32 %564, i32 %520, i32 %521, float %302, float %301, float %300, float %299, i32 %565, i32 %522) #3
  %577 = extractvalue { float, float, float, float } %576, 0
  %578 = extractvalue { float, float, float, float } %576, 1
  %579 = extractvalue { float, float, float, float } %576, 2
  %580 = extractvalue { float, float, float, float } %576, 3
  %581 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %561, i32 %562, i32 %563, i32 %564, i32 %528, i32 %529, float %298, float %297, float %296, float %295, i32 %565, i32 %530) #3
  %582 = extractvalue { float, float, float, float } %581, 0
  %583 = extractvalue { float, float, float, float } %581, 1
  %584 = extractvalue { float, float, float, float } %581, 2
  %585 = extractvalue { float, float, float, float } %581, 3
  %586 = load i32, ptr addrspace(3) %502, align 4
  %587 = load i32, ptr addrspace(3) %503, align 4
  %588 = load i32, ptr addrspace(3) %504, align 4
  %589 = load i32, ptr addrspace(3) %505, align 4
  %590 = load i32, ptr addrspace(3) %506, align 4
  %591 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %586, i32 %587, i32 %588, i32 %589, i32 %476, i32 %478, float %294, float %293, float %292, float %291, i32 %590, i32 %482) #3
  %592 = extractvalue { float, float, float, float } %591, 0
  %593 = extractvalue { float, float, float, float } %591, 1
  %594 = extractvalue { float, float, float, float } %591, 2
  %595 = extractvalue { float, float, float, float } %591, 3
  %596 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %586, i32 %587, i32 %588, i32 %589, i32 %512, i32 %513, float %290, float %289, float %288, float %287, i32 %590, i32 %514) #3
  %597 = extractvalue { float, float, float, float } %596, 0
  %598 = extractvalue { float, float, float, float } %596, 1
  %599 = extractvalue { float, float, float, float } %596, 2
  %600 = extractvalue { float, float, float, float } %596, 3
  %601 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %586, i32 %587, i32 %588, i32 %589, i32 %520, i32 %521, float %286, float %285, float %284, float %283, i32 %590, i32 %522) #3
  %602 = extractvalue { float, float, float, float } %601, 0
  %603 = extractvalue { float, float, float, float } %601, 1
  %604 = extractvalue { float, float, float, float } %601, 2
  %605 = extractvalue { float, float, float, float } %601, 3
  %606 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %586, i32 %587, i32 %588, i32 %589, i32 %528, i32 %529, float %282, float %281, float %280, float %279, i32 %590, i32 %530) #3
  %607 = extractvalue { float, float, float, float } %606, 0
  %608 = extractvalue { float, float, float, float } %606, 1
  %609 = extractvalue { float, float, float, float } %606, 2
  %610 = extractvalue { float, float, float, float } %606, 3
  %611 = add i32 %278, 1
  %612 = icmp eq i32 %611, 4
  %613 = select i1 %612, i32 0, i32 %611
  %614 = add i32 %343, 64
  %615 = icmp slt i32 %614, %7
  br i1 %615, label %277, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
  %616 = bitcast float %508 to i32
  %617 = bitcast float %509 to i32
  %618 = bitcast float %510 to i32
  %619 = bitcast float %511 to i32
  %620 = bitcast float %516 to i32
  %621 = bitcast float %517 to i32
  %622 = bitcast float %518 to i32
  %623 = bitcast float %519 to i32
  %624 = bitcast float %524 to i32
  %625 = bitcast float %525 to i32
  %626 = bitcast float %526 to i32
  %627 = bitcast float %527 to i32
  %628 = bitcast float %532 to i32
  %629 = bitcast float %533 to i32
  %630 = bitcast float %534 to i32
  %631 = bitcast float %535 to i32
  %632 = bitcast float %542 to i32
  %633 = bitcast float %543 to i32
  %634 = bitcast float %544 to i32
  %635 = bitcast float %545 to i32
  %636 = bitcast float %547 to i32
  %637 = bitcast float %548 to i32
  %638 = bitcast float %549 to i32
  %639 = bitcast float %550 to i32
  %640 = bitcast float %552 to i32
  %641 = bitcast float %553 to i32
  %642 = bitcast float %554 to i32
  %643 = bitcast float %555 to i32
  %644 = bitcast float %557 to i32
  %645 = bitcast float %558 to i32
  %646 = bitcast float %559 to i32
  %647 = bitcast float %560 to i32
  %648 = bitcast float %567 to i32
  %649 = bitcast float %568 to i32
  %650 = bitcast float %569 to i32
  %651 = bitcast float %570 to i32
  %652 = bitcast float %572 to i32
  %653 = bitcast float %573 to i32
  %654 = bitcast float %574 to i32
  %655 = bitcast float %575 to i32
  %656 = bitcast float %577 to i32
  %657 = bitcast float %578 to i32
  %658 = bitcast float %579 to i32
  %659 = bitcast float %580 to i32
  %660 = bitcast float %582 to i32
  %661 = bitcast float %583 to i32
  %662 = bitcast float %584 to i32
  %663 = bitcast float %585 to i32
  %664 = bitcast float %592 to i32
  %665 = bitcast float %593 to i32
  %666 = bitcast float %594 to i32
  %667 = bitcast float %595 to i32
  %668 = bitcast float %597 to i32
  %669 = bitcast float %598 to i32
  %670 = bitcast float %599 to i32
  %671 = bitcast float %600 to i32
  %672 = bitcast float %602 to i32
  %673 = bitcast float %603 to i32
  %674 = bitcast float %604 to i32
  %675 = bitcast float %605 to i32
  %676 = bitcast float %607 to i32
  %677 = bitcast float %608 to i32
  %678 = bitcast float %609 to i32
  %679 = bitcast float %610 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %.preheader25.._crit_edge_crit_edge, %._crit_edge.loopexit
  %.pre-phi318 = phi i32 [ %.pre317, %.preheader25.._crit_edge_crit_edge ], [ %63, %._crit_edge.loopexit ]
  %.pre-phi316 = phi i32 [ %.pre315, %.preheader25.._crit_edge_crit_edge ], [ %62, %._crit_edge.loopexit ]
  %.pre-phi314 = phi i32 [ %.pre313, %.preheader25.._crit_edge_crit_edge ], [ %61, %._crit_edge.loopexit ]
  %.pre-phi312 = phi i32 [ %.pre311, %.preheader25.._crit_edge_crit_edge ], [ %70, %._crit_edge.loopexit ]
  %.lcssa162 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %616, %._crit_edge.loopexit ]
  %.lcssa161 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %617, %._crit_edge.loopexit ]
  %.lcssa160 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %618, %._crit_edge.loopexit ]
  %.lcssa159 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %619, %._crit_edge.loopexit ]
  %.lcssa158 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %620, %._crit_edge.loopexit ]
  %.lcssa157 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %621, %._crit_edge.loopexit ]
  %.lcssa156 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %622, %._crit_edge.loopexit ]
  %.lcssa155 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %623, %._crit_edge.loopexit ]
  %.lcssa154 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %624, %._crit_edge.loopexit ]
  %.lcssa153 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %625, %._crit_edge.loopexit ]
  %.lcssa152 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %626, %._crit_edge.loopexit ]
  %.lcssa151 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %627, %._crit_edge.loopexit ]
  %.lcssa150 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %628, %._crit_edge.loopexit ]
  %.lcssa149 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %629, %._crit_edge.loopexit ]
  %.lcssa148 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %630, %._crit_edge.loopexit ]
  %.lcssa147 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %631, %._crit_edge.loopexit ]
  %.lcssa146 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %632, %._crit_edge.loopexit ]
  %.lcssa145 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %633, %._crit_edge.loopexit ]
  %.lcssa144 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %634, %._crit_edge.loopexit ]
  %.lcssa143 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %635, %._crit_edge.loopexit ]
  %.lcssa142 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %636, %._crit_edge.loopexit ]
  %.lcssa141 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %637, %._crit_edge.loopexit ]
  %.lcssa140 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %638, %._crit_edge.loopexit ]
  %.lcssa139 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %639, %._crit_edge.loopexit ]
  %.lcssa138 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %640, %._crit_edge.loopexit ]
  %.lcssa137 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %641, %._crit_edge.loopexit ]
  %.lcssa136 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %642, %._crit_edge.loopexit ]
  %.lcssa135 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %643, %._crit_edge.loopexit ]
  %.lcssa134 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %644, %._crit_edge.loopexit ]
  %.lcssa133 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %645, %._crit_edge.loopexit ]
  %.lcssa132 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %646, %._crit_edge.loopexit ]
  %.lcssa131 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %647, %._crit_edge.loopexit ]
  %.lcssa130 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %648, %._crit_edge.loopexit ]
  %.lcssa129 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %649, %._crit_edge.loopexit ]
  %.lcssa128 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %650, %._crit_edge.loopexit ]
  %.lcssa127 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %651, %._crit_edge.loopexit ]
  %.lcssa126 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %652, %._crit_edge.loopexit ]
  %.lcssa125 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %653, %._crit_edge.loopexit ]
  %.lcssa124 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %654, %._crit_edge.loopexit ]
  %.lcssa123 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %655, %._crit_edge.loopexit ]
  %.lcssa122 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %656, %._crit_edge.loopexit ]
  %.lcssa121 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %657, %._crit_edge.loopexit ]
  %.lcssa120 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %658, %._crit_edge.loopexit ]
  %.lcssa119 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %659, %._crit_edge.loopexit ]
  %.lcssa118 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %660, %._crit_edge.loopexit ]
  %.lcssa117 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %661, %._crit_edge.loopexit ]
  %.lcssa116 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %662, %._crit_edge.loopexit ]
  %.lcssa115 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %663, %._crit_edge.loopexit ]
  %.lcssa114 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %664, %._crit_edge.loopexit ]
  %.lcssa113 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %665, %._crit_edge.loopexit ]
  %.lcssa112 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %666, %._crit_edge.loopexit ]
  %.lcssa111 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %667, %._crit_edge.loopexit ]
  %.lcssa110 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %668, %._crit_edge.loopexit ]
  %.lcssa109 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %669, %._crit_edge.loopexit ]
  %.lcssa108 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %670, %._crit_edge.loopexit ]
  %.lcssa107 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %671, %._crit_edge.loopexit ]
  %.lcssa106 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %672, %._crit_edge.loopexit ]
  %.lcssa105 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %673, %._crit_edge.loopexit ]
  %.lcssa104 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %674, %._crit_edge.loopexit ]
  %.lcssa103 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %675, %._crit_edge.loopexit ]
  %.lcssa102 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %676, %._crit_edge.loopexit ]
  %.lcssa101 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %677, %._crit_edge.loopexit ]
  %.lcssa100 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %678, %._crit_edge.loopexit ]
  %.lcssa99 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %679, %._crit_edge.loopexit ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %680 = shl nuw nsw i32 %9, 1
  %681 = and i32 %680, 6
  %682 = or disjoint i32 %12, %59
  %683 = or disjoint i32 %682, %58
  %684 = mul i32 %6, %683
  %685 = or disjoint i32 %13, %60
  %686 = or disjoint i32 %685, %681
  %687 = add i32 %684, %686
  %688 = sext i32 %687 to i64
  %689 = getelementptr float, ptr addrspace(1) %4, i64 %688
  %690 = icmp slt i32 %683, %5
  %691 = icmp slt i32 %686, %6
  %692 = and i1 %690, %691
  %693 = or disjoint i32 %681, 1
  %694 = or disjoint i32 %685, %693
  %695 = icmp slt i32 %694, %6
  %696 = ptrtoint ptr addrspace(1) %689 to i64
  %697 = and i64 %696, 7
  %698 = icmp eq i64 %697, 0
  %699 = and i1 %692, %698
  %700 = and i1 %695, %699
  %701 = xor i1 %692, %700
  %702 = xor i1 %690, %699
  %703 = and i1 %695, %702
  %704 = zext i1 %700 to i32
  %705 = zext i1 %701 to i32
  %706 = zext i1 %703 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %704, i32 %.lcssa162, i32 %.lcssa161, ptr addrspace(1) %689, i32 %705, i32 %706) #3
  %707 = or disjoint i32 %682, %.pre-phi312
  %708 = mul i32 %6, %707
  %709 = add i32 %708, %686
  %710 = sext i32 %709 to i64
  %711 = getelementptr float, ptr addrspace(1) %4, i64 %710
  %712 = icmp slt i32 %707, %5
  %713 = and i1 %712, %691
  %714 = ptrtoint ptr addrspace(1) %711 to i64
  %715 = and i64 %714, 7
  %716 = icmp eq i64 %715, 0
  %717 = and i1 %713, %716
  %718 = and i1 %695, %717
  %719 = xor i1 %713, %718
  %720 = xor i1 %712, %717
  %721 = and i1 %695, %720
  %722 = zext i1 %718 to i32
  %723 = zext i1 %719 to i32
  %724 = zext i1 %721 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %722, i32 %.lcssa160, i32 %.lcssa159, ptr addrspace(1) %711, i32 %723, i32 %724) #3
  %725 = or disjoint i32 %60, 8
  %726 = or disjoint i32 %681, %13
  %727 = or disjoint i32 %726, %725
  %728 = add i32 %684, %727
  %729 = sext i32 %728 to i64
  %730 = getelementptr float, ptr addrspace(1) %4, i64 %729
  %731 = icmp slt i32 %727, %6
  %732 = and i1 %690, %731
  %733 = or disjoint i32 %693, %13
  %734 = or disjoint i32 %733, %725
  %735 = icmp slt i32 %734, %6
  %736 = ptrtoint ptr addrspace(1) %730 to i64
  %737 = and i64 %736, 7
  %738 = icmp eq i64 %737, 0
  %739 = and i1 %732, %738
  %740 = and i1 %735, %739
  %741 = xor i1 %732, %740
  %742 = xor i1 %690, %739
  %743 = and i1 %735, %742
  %744 = zext i1 %740 to i32
  %745 = zext i1 %741 to i32
  %746 = zext i1 %743 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %744, i32 %.lcssa158, i32 %.lcssa157, ptr addrspace(1) %730, i32 %745, i32 %746) #3
  %747 = add i32 %708, %727
  %748 = sext i32 %747 to i64
  %749 = getelementptr float, ptr addrspace(1) %4, i64 %748
  %750 = and i1 %712, %731
  %751 = ptrtoint ptr addrspace(1) %749 to i64
  %752 = and i64 %751, 7
  %753 = icmp eq i64 %752, 0
  %754 = and i1 %750, %753
  %755 = and i1 %735, %754
  %756 = xor i1 %750, %755
  %757 = xor i1 %712, %754
  %758 = and i1 %735, %757
  %759 = zext i1 %755 to i32
  %760 = zext i1 %756 to i32
  %761 = zext i1 %758 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %759, i32 %.lcssa156, i32 %.lcssa155, ptr addrspace(1) %749, i32 %760, i32 %761) #3
  %762 = or disjoint i32 %60, 16
  %763 = or disjoint i32 %726, %762
  %764 = add i32 %684, %763
  %765 = sext i32 %764 to i64
  %766 = getelementptr float, ptr addrspace(1) %4, i64 %765
  %767 = icmp slt i32 %763, %6
  %768 = and i1 %690, %767
  %769 = or disjoint i32 %733, %762
  %770 = icmp slt i32 %769, %6
  %771 = ptrtoint ptr addrspace(1) %766 to i64
  %772 = and i64 %771, 7
  %773 = icmp eq i64 %772, 0
  %774 = and i1 %768, %773
  %775 = and i1 %770, %774
  %776 = xor i1 %768, %775
  %777 = xor i1 %690, %774
  %778 = and i1 %770, %777
  %779 = zext i1 %775 to i32
  %780 = zext i1 %776 to i32
  %781 = zext i1 %778 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %779, i32 %.lcssa154, i32 %.lcssa153, ptr addrspace(1) %766, i32 %780, i32 %781) #3
  %782 = add i32 %708, %763
  %783 = sext i32 %782 to i64
  %784 = getelementptr float, ptr addrspace(1) %4, i64 %783
  %785 = and i1 %712, %767
  %786 = ptrtoint ptr addrspace(1) %784 to i64
  %787 = and i64 %786, 7
  %788 = icmp eq i64 %787, 0
  %789 = and i1 %785, %788
  %790 = and i1 %770, %789
  %791 = xor i1 %785, %790
  %792 = xor i1 %712, %789
  %793 = and i1 %770, %792
  %794 = zext i1 %790 to i32
  %795 = zext i1 %791 to i32
  %796 = zext i1 %793 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %794, i32 %.lcssa152, i32 %.lcssa151, ptr addrspace(1) %784, i32 %795, i32 %796) #3
  %797 = or disjoint i32 %60, 24
  %798 = or disjoint i32 %726, %797
  %799 = add i32 %684, %798
  %800 = sext i32 %799 to i64
  %801 = getelementptr float, ptr addrspace(1) %4, i64 %800
  %802 = icmp slt i32 %798, %6
  %803 = and i1 %690, %802
  %804 = or disjoint i32 %733, %797
  %805 = icmp slt i32 %804, %6
  %806 = ptrtoint ptr addrspace(1) %801 to i64
  %807 = and i64 %806, 7
  %808 = icmp eq i64 %807, 0
  %809 = and i1 %803, %808
  %810 = and i1 %805, %809
  %811 = xor i1 %803, %810
  %812 = xor i1 %690, %809
  %813 = and i1 %805, %812
  %814 = zext i1 %810 to i32
  %815 = zext i1 %811 to i32
  %816 = zext i1 %813 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %814, i32 %.lcssa150, i32 %.lcssa149, ptr addrspace(1) %801, i32 %815, i32 %816) #3
  %817 = add i32 %708, %798
  %818 = sext i32 %817 to i64
  %819 = getelementptr float, ptr addrspace(1) %4, i64 %818
  %820 = and i1 %712, %802
  %821 = ptrtoint ptr addrspace(1) %819 to i64
  %822 = and i64 %821, 7
  %823 = icmp eq i64 %822, 0
  %824 = and i1 %820, %823
  %825 = and i1 %805, %824
  %826 = xor i1 %820, %825
  %827 = xor i1 %712, %824
  %828 = and i1 %805, %827
  %829 = zext i1 %825 to i32
  %830 = zext i1 %826 to i32
  %831 = zext i1 %828 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %829, i32 %.lcssa148, i32 %.lcssa147, ptr addrspace(1) %819, i32 %830, i32 %831) #3
  %832 = or disjoint i32 %58, %12
  %833 = or disjoint i32 %832, %.pre-phi314
  %834 = mul i32 %6, %833
  %835 = add i32 %834, %686
  %836 = sext i32 %835 to i64
  %837 = getelementptr float, ptr addrspace(1) %4, i64 %836
  %838 = icmp slt i32 %833, %5
  %839 = and i1 %838, %691
  %840 = ptrtoint ptr addrspace(1) %837 to i64
  %841 = and i64 %840, 7
  %842 = icmp eq i64 %841, 0
  %843 = and i1 %839, %842
  %844 = and i1 %695, %843
  %845 = xor i1 %839, %844
  %846 = xor i1 %838, %843
  %847 = and i1 %695, %846
  %848 = zext i1 %844 to i32
  %849 = zext i1 %845 to i32
  %850 = zext i1 %847 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %848, i32 %.lcssa146, i32 %.lcssa145, ptr addrspace(1) %837, i32 %849, i32 %850) #3
  %851 = or disjoint i32 %.pre-phi312, %12
  %852 = or disjoint i32 %851, %.pre-phi314
  %853 = mul i32 %6, %852
  %854 = add i32 %853, %686
  %855 = sext i32 %854 to i64
  %856 = getelementptr float, ptr addrspace(1) %4, i64 %855
  %857 = icmp slt i32 %852, %5
  %858 = and i1 %857, %691
  %859 = ptrtoint ptr addrspace(1) %856 to i64
  %860 = and i64 %859, 7
  %861 = icmp eq i64 %860, 0
  %862 = and i1 %858, %861
  %863 = and i1 %695, %862
  %864 = xor i1 %858, %863
  %865 = xor i1 %857, %862
  %866 = and i1 %695, %865
  %867 = zext i1 %863 to i32
  %868 = zext i1 %864 to i32
  %869 = zext i1 %866 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %867, i32 %.lcssa144, i32 %.lcssa143, ptr addrspace(1) %856, i32 %868, i32 %869) #3
  %870 = add i32 %834, %727
  %871 = sext i32 %870 to i64
  %872 = getelementptr float, ptr addrspace(1) %4, i64 %871
  %873 = and i1 %838, %731
  %874 = ptrtoint ptr addrspace(1) %872 to i64
  %875 = and i64 %874, 7
  %876 = icmp eq i64 %875, 0
  %877 = and i1 %873, %876
  %878 = and i1 %735, %877
  %879 = xor i1 %873, %878
  %880 = xor i1 %838, %877
  %881 = and i1 %735, %880
  %882 = zext i1 %878 to i32
  %883 = zext i1 %879 to i32
  %884 = zext i1 %881 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %882, i32 %.lcssa142, i32 %.lcssa141, ptr addrspace(1) %872, i32 %883, i32 %884) #3
  %885 = add i32 %853, %727
  %886 = sext i32 %885 to i64
  %887 = getelementptr float, ptr addrspace(1) %4, i64 %886
  %888 = and i1 %857, %731
  %889 = ptrtoint ptr addrspace(1) %887 to i64
  %890 = and i64 %889, 7
  %891 = icmp eq i64 %890, 0
  %892 = and i1 %888, %891
  %893 = and i1 %735, %892
  %894 = xor i1 %888, %893
  %895 = xor i1 %857, %892
  %896 = and i1 %735, %895
  %897 = zext i1 %893 to i32
  %898 = zext i1 %894 to i32
  %899 = zext i1 %896 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %897, i32 %.lcssa140, i32 %.lcssa139, ptr addrspace(1) %887, i32 %898, i32 %899) #3
  %900 = add i32 %834, %763
  %901 = sext i32 %900 to i64
  %902 = getelementptr float, ptr addrspace(1) %4, i64 %901
  %903 = and i1 %838, %767
  %904 = ptrtoint ptr addrspace(1) %902 to i64
  %905 = and i64 %904, 7
  %906 = icmp eq i64 %905, 0
  %907 = and i1 %903, %906
  %908 = and i1 %770, %907
  %909 = xor i1 %903, %908
  %910 = xor i1 %838, %907
  %911 = and i1 %770, %910
  %912 = zext i1 %908 to i32
  %913 = zext i1 %909 to i32
  %914 = zext i1 %911 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %912, i32 %.lcssa138, i32 %.lcssa137, ptr addrspace(1) %902, i32 %913, i32 %914) #3
  %915 = add i32 %853, %763
  %916 = sext i32 %915 to i64
  %917 = getelementptr float, ptr addrspace(1) %4, i64 %916
  %918 = and i1 %857, %767
  %919 = ptrtoint ptr addrspace(1) %917 to i64
  %920 = and i64 %919, 7
  %921 = icmp eq i64 %920, 0
  %922 = and i1 %918, %921
  %923 = and i1 %770, %922
  %924 = xor i1 %918, %923
  %925 = xor i1 %857, %922
  %926 = and i1 %770, %925
  %927 = zext i1 %923 to i32
  %928 = zext i1 %924 to i32
  %929 = zext i1 %926 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %927, i32 %.lcssa136, i32 %.lcssa135, ptr addrspace(1) %917, i32 %928, i32 %929) #3
  %930 = add i32 %834, %798
  %931 = sext i32 %930 to i64
  %932 = getelementptr float, ptr addrspace(1) %4, i64 %931
  %933 = and i1 %838, %802
  %934 = ptrtoint ptr addrspace(1) %932 to i64
  %935 = and i64 %934, 7
  %936 = icmp eq i64 %935, 0
  %937 = and i1 %933, %936
  %938 = and i1 %805, %937
  %939 = xor i1 %933, %938
  %940 = xor i1 %838, %937
  %941 = and i1 %805, %940
  %942 = zext i1 %938 to i32
  %943 = zext i1 %939 to i32
  %944 = zext i1 %941 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %942, i32 %.lcssa134, i32 %.lcssa133, ptr addrspace(1) %932, i32 %943, i32 %944) #3
  %945 = add i32 %853, %798
  %946 = sext i32 %945 to i64
  %947 = getelementptr float, ptr addrspace(1) %4, i64 %946
  %948 = and i1 %857, %802
  %949 = ptrtoint ptr addrspace(1) %947 to i64
  %950 = and i64 %949, 7
  %951 = icmp eq i64 %950, 0
  %952 = and i1 %948, %951
  %953 = and i1 %805, %952
  %954 = xor i1 %948, %953
  %955 = xor i1 %857, %952
  %956 = and i1 %805, %955
  %957 = zext i1 %953 to i32
  %958 = zext i1 %954 to i32
  %959 = zext i1 %956 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %957, i32 %.lcssa132, i32 %.lcssa131, ptr addrspace(1) %947, i32 %958, i32 %959) #3
  %960 = or disjoint i32 %832, %.pre-phi316
  %961 = mul i32 %6, %960
  %962 = add i32 %961, %686
  %963 = sext i32 %962 to i64
  %964 = getelementptr float, ptr addrspace(1) %4, i64 %963
  %965 = icmp slt i32 %960, %5
  %966 = and i1 %965, %691
  %967 = ptrtoint ptr addrspace(1) %964 to i64
  %968 = and i64 %967, 7
  %969 = icmp eq i64 %968, 0
  %970 = and i1 %966, %969
  %971 = and i1 %695, %970
  %972 = xor i1 %966, %971
  %973 = xor i1 %965, %970
  %974 = and i1 %695, %973
  %975 = zext i1 %971 to i32
  %976 = zext i1 %972 to i32
  %977 = zext i1 %974 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %975, i32 %.lcssa130, i32 %.lcssa129, ptr addrspace(1) %964, i32 %976, i32 %977) #3
  %978 = or disjoint i32 %851, %.pre-phi316
  %979 = mul i32 %6, %978
  %980 = add i32 %979, %686
  %981 = sext i32 %980 to i64
  %982 = getelementptr float, ptr addrspace(1) %4, i64 %981
  %983 = icmp slt i32 %978, %5
  %984 = and i1 %983, %691
  %985 = ptrtoint ptr addrspace(1) %982 to i64
  %986 = and i64 %985, 7
  %987 = icmp eq i64 %986, 0
  %988 = and i1 %984, %987
  %989 = and i1 %695, %988
  %990 = xor i1 %984, %989
  %991 = xor i1 %983, %988
  %992 = and i1 %695, %991
  %993 = zext i1 %989 to i32
  %994 = zext i1 %990 to i32
  %995 = zext i1 %992 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %993, i32 %.lcssa128, i32 %.lcssa127, ptr addrspace(1) %982, i32 %994, i32 %995) #3
  %996 = add i32 %961, %727
  %997 = sext i32 %996 to i64
  %998 = getelementptr float, ptr addrspace(1) %4, i64 %997
  %999 = and i1 %965, %731
  %1000 = ptrtoint ptr addrspace(1) %998 to i64
  %1001 = and i64 %1000, 7
  %1002 = icmp eq i64 %1001, 0
  %1003 = and i1 %999, %1002
  %1004 = and i1 %735, %1003
  %1005 = xor i1 %999, %1004
  %1006 = xor i1 %965, %1003
  %1007 = and i1 %735, %1006
  %1008 = zext i1 %1004 to i32
  %1009 = zext i1 %1005 to i32
  %1010 = zext i1 %1007 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1008, i32 %.lcssa126, i32 %.lcssa125, ptr addrspace(1) %998, i32 %1009, i32 %1010) #3
  %1011 = add i32 %979, %727
  %1012 = sext i32 %1011 to i64
  %1013 = getelementptr float, ptr addrspace(1) %4, i64 %1012
  %1014 = and i1 %983, %731
  %1015 = ptrtoint ptr addrspace(1) %1013 to i64
  %1016 = and i64 %1015, 7
  %1017 = icmp eq i64 %1016, 0
  %1018 = and i1 %1014, %1017
  %1019 = and i1 %735, %1018
  %1020 = xor i1 %1014, %1019
  %1021 = xor i1 %983, %1018
  %1022 = and i1 %735, %1021
  %1023 = zext i1 %1019 to i32
  %1024 = zext i1 %1020 to i32
  %1025 = zext i1 %1022 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1023, i32 %.lcssa124, i32 %.lcssa123, ptr addrspace(1) %1013, i32 %1024, i32 %1025) #3
  %1026 = add i32 %961, %763
  %1027 = sext i32 %1026 to i64
  %1028 = getelementptr float, ptr addrspace(1) %4, i64 %1027
  %1029 = and i1 %965, %767
  %1030 = ptrtoint ptr addrspace(1) %1028 to i64
  %1031 = and i64 %1030, 7
  %1032 = icmp eq i64 %1031, 0
  %1033 = and i1 %1029, %1032
  %1034 = and i1 %770, %1033
  %1035 = xor i1 %1029, %1034
  %1036 = xor i1 %965, %1033
  %1037 = and i1 %770, %1036
  %1038 = zext i1 %1034 to i32
  %1039 = zext i1 %1035 to i32
  %1040 = zext i1 %1037 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1038, i32 %.lcssa122, i32 %.lcssa121, ptr addrspace(1) %1028, i32 %1039, i32 %1040) #3
  %1041 = add i32 %979, %763
  %1042 = sext i32 %1041 to i64
  %1043 = getelementptr float, ptr addrspace(1) %4, i64 %1042
  %1044 = and i1 %983, %767
  %1045 = ptrtoint ptr addrspace(1) %1043 to i64
  %1046 = and i64 %1045, 7
  %1047 = icmp eq i64 %1046, 0
  %1048 = and i1 %1044, %1047
  %1049 = and i1 %770, %1048
  %1050 = xor i1 %1044, %1049
  %1051 = xor i1 %983, %1048
  %1052 = and i1 %770, %1051
  %1053 = zext i1 %1049 to i32
  %1054 = zext i1 %1050 to i32
  %1055 = zext i1 %1052 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1053, i32 %.lcssa120, i32 %.lcssa119, ptr addrspace(1) %1043, i32 %1054, i32 %1055) #3
  %1056 = add i32 %961, %798
  %1057 = sext i32 %1056 to i64
  %1058 = getelementptr float, ptr addrspace(1) %4, i64 %1057
  %1059 = and i1 %965, %802
  %1060 = ptrtoint ptr addrspace(1) %1058 to i64
  %1061 = and i64 %1060, 7
  %1062 = icmp eq i64 %1061, 0
  %1063 = and i1 %1059, %1062
  %1064 = and i1 %805, %1063
  %1065 = xor i1 %1059, %1064
  %1066 = xor i1 %965, %1063
  %1067 = and i1 %805, %1066
  %1068 = zext i1 %1064 to i32
  %1069 = zext i1 %1065 to i32
  %1070 = zext i1 %1067 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1068, i32 %.lcssa118, i32 %.lcssa117, ptr addrspace(1) %1058, i32 %1069, i32 %1070) #3
  %1071 = add i32 %979, %798
  %1072 = sext i32 %1071 to i64
  %1073 = getelementptr float, ptr addrspace(1) %4, i64 %1072
  %1074 = and i1 %983, %802
  %1075 = ptrtoint ptr addrspace(1) %1073 to i64
  %1076 = and i64 %1075, 7
  %1077 = icmp eq i64 %1076, 0
  %1078 = and i1 %1074, %1077
  %1079 = and i1 %805, %1078
  %1080 = xor i1 %1074, %1079
  %1081 = xor i1 %983, %1078
  %1082 = and i1 %805, %1081
  %1083 = zext i1 %1079 to i32
  %1084 = zext i1 %1080 to i32
  %1085 = zext i1 %1082 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1083, i32 %.lcssa116, i32 %.lcssa115, ptr addrspace(1) %1073, i32 %1084, i32 %1085) #3
  %1086 = or disjoint i32 %832, %.pre-phi318
  %1087 = mul i32 %6, %1086
  %1088 = add i32 %1087, %686
  %1089 = sext i32 %1088 to i64
  %1090 = getelementptr float, ptr addrspace(1) %4, i64 %1089
  %1091 = icmp slt i32 %1086, %5
  %1092 = and i1 %1091, %691
  %1093 = ptrtoint ptr addrspace(1) %1090 to i64
  %1094 = and i64 %1093, 7
  %1095 = icmp eq i64 %1094, 0
  %1096 = and i1 %1092, %1095
  %1097 = and i1 %695, %1096
  %1098 = xor i1 %1092, %1097
  %1099 = xor i1 %1091, %1096
  %1100 = and i1 %695, %1099
  %1101 = zext i1 %1097 to i32
  %1102 = zext i1 %1098 to i32
  %1103 = zext i1 %1100 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1101, i32 %.lcssa114, i32 %.lcssa113, ptr addrspace(1) %1090, i32 %1102, i32 %1103) #3
  %1104 = or disjoint i32 %851, %.pre-phi318
  %1105 = mul i32 %6, %1104
  %1106 = add i32 %1105, %686
  %1107 = sext i32 %1106 to i64
  %1108 = getelementptr float, ptr addrspace(1) %4, i64 %1107
  %1109 = icmp slt i32 %1104, %5
  %1110 = and i1 %1109, %691
  %1111 = ptrtoint ptr addrspace(1) %1108 to i64
  %1112 = and i64 %1111, 7
  %1113 = icmp eq i64 %1112, 0
  %1114 = and i1 %1110, %1113
  %1115 = and i1 %695, %1114
  %1116 = xor i1 %1110, %1115
  %1117 = xor i1 %1109, %1114
  %1118 = and i1 %695, %1117
  %1119 = zext i1 %1115 to i32
  %1120 = zext i1 %1116 to i32
  %1121 = zext i1 %1118 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1119, i32 %.lcssa112, i32 %.lcssa111, ptr addrspace(1) %1108, i32 %1120, i32 %1121) #3
  %1122 = add i32 %1087, %727
  %1123 = sext i32 %1122 to i64
  %1124 = getelementptr float, ptr addrspace(1) %4, i64 %1123
  %1125 = and i1 %1091, %731
  %1126 = ptrtoint ptr addrspace(1) %1124 to i64
  %1127 = and i64 %1126, 7
  %1128 = icmp eq i64 %1127, 0
  %1129 = and i1 %1125, %1128
  %1130 = and i1 %735, %1129
  %1131 = xor i1 %1125, %1130
  %1132 = xor i1 %1091, %1129
  %1133 = and i1 %735, %1132
  %1134 = zext i1 %1130 to i32
  %1135 = zext i1 %1131 to i32
  %1136 = zext i1 %1133 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1134, i32 %.lcssa110, i32 %.lcssa109, ptr addrspace(1) %1124, i32 %1135, i32 %1136) #3
  %1137 = add i32 %1105, %727
  %1138 = sext i32 %1137 to i64
  %1139 = getelementptr float, ptr addrspace(1) %4, i64 %1138
  %1140 = and i1 %1109, %731
  %1141 = ptrtoint ptr addrspace(1) %1139 to i64
  %1142 = and i64 %1141, 7
  %1143 = icmp eq i64 %1142, 0
  %1144 = and i1 %1140, %1143
  %1145 = and i1 %735, %1144
  %1146 = xor i1 %1140, %1145
  %1147 = xor i1 %1109, %1144
  %1148 = and i1 %735, %1147
  %1149 = zext i1 %1145 to i32
  %1150 = zext i1 %1146 to i32
  %1151 = zext i1 %1148 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1149, i32 %.lcssa108, i32 %.lcssa107, ptr addrspace(1) %1139, i32 %1150, i32 %1151) #3
  %1152 = add i32 %1087, %763
  %1153 = sext i32 %1152 to i64
  %1154 = getelementptr float, ptr addrspace(1) %4, i64 %1153
  %1155 = and i1 %1091, %767
  %1156 = ptrtoint ptr addrspace(1) %1154 to i64
  %1157 = and i64 %1156, 7
  %1158 = icmp eq i64 %1157, 0
  %1159 = and i1 %1155, %1158
  %1160 = and i1 %770, %1159
  %1161 = xor i1 %1155, %1160
  %1162 = xor i1 %1091, %1159
  %1163 = and i1 %770, %1162
  %1164 = zext i1 %1160 to i32
  %1165 = zext i1 %1161 to i32
  %1166 = zext i1 %1163 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1164, i32 %.lcssa106, i32 %.lcssa105, ptr addrspace(1) %1154, i32 %1165, i32 %1166) #3
  %1167 = add i32 %1105, %763
  %1168 = sext i32 %1167 to i64
  %1169 = getelementptr float, ptr addrspace(1) %4, i64 %1168
  %1170 = and i1 %1109, %767
  %1171 = ptrtoint ptr addrspace(1) %1169 to i64
  %1172 = and i64 %1171, 7
  %1173 = icmp eq i64 %1172, 0
  %1174 = and i1 %1170, %1173
  %1175 = and i1 %770, %1174
  %1176 = xor i1 %1170, %1175
  %1177 = xor i1 %1109, %1174
  %1178 = and i1 %770, %1177
  %1179 = zext i1 %1175 to i32
  %1180 = zext i1 %1176 to i32
  %1181 = zext i1 %1178 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1179, i32 %.lcssa104, i32 %.lcssa103, ptr addrspace(1) %1169, i32 %1180, i32 %1181) #3
  %1182 = add i32 %1087, %798
  %1183 = sext i32 %1182 to i64
  %1184 = getelementptr float, ptr addrspace(1) %4, i64 %1183
  %1185 = and i1 %1091, %802
  %1186 = ptrtoint ptr addrspace(1) %1184 to i64
  %1187 = and i64 %1186, 7
  %1188 = icmp eq i64 %1187, 0
  %1189 = and i1 %1185, %1188
  %1190 = and i1 %805, %1189
  %1191 = xor i1 %1185, %1190
  %1192 = xor i1 %1091, %1189
  %1193 = and i1 %805, %1192
  %1194 = zext i1 %1190 to i32
  %1195 = zext i1 %1191 to i32
  %1196 = zext i1 %1193 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1194, i32 %.lcssa102, i32 %.lcssa101, ptr addrspace(1) %1184, i32 %1195, i32 %1196) #3
  %1197 = add i32 %1105, %798
  %1198 = sext i32 %1197 to i64
  %1199 = getelementptr float, ptr addrspace(1) %4, i64 %1198
  %1200 = and i1 %1109, %802
  %1201 = ptrtoint ptr addrspace(1) %1199 to i64
  %1202 = and i64 %1201, 7
  %1203 = icmp eq i64 %1202, 0
  %1204 = and i1 %1200, %1203
  %1205 = and i1 %805, %1204
  %1206 = xor i1 %1200, %1205
  %1207 = xor i1 %1109, %1204
  %1208 = and i1 %805, %1207
  %1209 = zext i1 %1205 to i32
  %1210 = zext i1 %1206 to i32
  %1211 = zext i1 %1208 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1209, i32 %.lcssa100, i32 %.lcssa99, ptr addrspace(1) %1199, i32 %1210, i32 %1211) #3
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
