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
  br label %272

163:                                              ; preds = %8, %.loopexit27
  %164 = phi i64 [ 0, %8 ], [ %271, %.loopexit27 ]
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
  %180 = ptrtoint ptr addrspace(3) %178 to i64
  %181 = trunc i64 %180 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %181, ptr addrspace(1) %174, i32 %26) #3
  br label %.loopexit35

.preheader34:                                     ; preds = %168, %.preheader34
  %182 = phi i64 [ %190, %.preheader34 ], [ 0, %168 ]
  %183 = trunc nuw nsw i64 %182 to i32
  %184 = add i32 %.reass, %183
  %185 = sext i32 %184 to i64
  %186 = getelementptr i8, ptr addrspace(1) %0, i64 %185
  %187 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %186, i32 %25, i16 0) #3
  %188 = trunc i16 %187 to i8
  %189 = getelementptr i8, ptr addrspace(3) %178, i64 %182
  store i8 %188, ptr addrspace(3) %189, align 1
  %190 = add nuw nsw i64 %182, 1
  %exitcond.not = icmp eq i64 %190, 16
  br i1 %exitcond.not, label %.loopexit35, label %.preheader34

.loopexit35:                                      ; preds = %.preheader34, %179
  %191 = add i32 %30, %169
  %192 = sext i32 %191 to i64
  %193 = getelementptr i8, ptr addrspace(1) %0, i64 %192
  %194 = ptrtoint ptr addrspace(1) %193 to i64
  %195 = and i64 %194, 15
  %196 = icmp eq i64 %195, 0
  %197 = getelementptr i8, ptr addrspace(3) %172, i64 %34
  br i1 %196, label %198, label %.preheader32

198:                                              ; preds = %.loopexit35
  %199 = ptrtoint ptr addrspace(3) %197 to i64
  %200 = trunc i64 %199 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %200, ptr addrspace(1) %193, i32 %36) #3
  br label %.loopexit33

.preheader32:                                     ; preds = %.loopexit35, %.preheader32
  %201 = phi i64 [ %209, %.preheader32 ], [ 0, %.loopexit35 ]
  %202 = trunc nuw nsw i64 %201 to i32
  %203 = add i32 %191, %202
  %204 = sext i32 %203 to i64
  %205 = getelementptr i8, ptr addrspace(1) %0, i64 %204
  %206 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %205, i32 %35, i16 0) #3
  %207 = trunc i16 %206 to i8
  %208 = getelementptr i8, ptr addrspace(3) %197, i64 %201
  store i8 %207, ptr addrspace(3) %208, align 1
  %209 = add nuw nsw i64 %201, 1
  %exitcond295.not = icmp eq i64 %209, 16
  br i1 %exitcond295.not, label %.loopexit33, label %.preheader32

.loopexit33:                                      ; preds = %.preheader32, %198
  %210 = getelementptr i8, ptr addrspace(3) %172, i64 6144
  %211 = add i32 %39, %169
  %212 = sext i32 %211 to i64
  %213 = getelementptr i8, ptr addrspace(1) %2, i64 %212
  %214 = ptrtoint ptr addrspace(1) %213 to i64
  %215 = and i64 %214, 15
  %216 = icmp eq i64 %215, 0
  %217 = getelementptr i8, ptr addrspace(3) %210, i64 %24
  br i1 %216, label %218, label %.preheader30

218:                                              ; preds = %.loopexit33
  %219 = ptrtoint ptr addrspace(3) %217 to i64
  %220 = trunc i64 %219 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %220, ptr addrspace(1) %213, i32 %42) #3
  br label %.loopexit31

.preheader30:                                     ; preds = %.loopexit33, %.preheader30
  %221 = phi i64 [ %229, %.preheader30 ], [ 0, %.loopexit33 ]
  %222 = trunc nuw nsw i64 %221 to i32
  %223 = add i32 %211, %222
  %224 = sext i32 %223 to i64
  %225 = getelementptr i8, ptr addrspace(1) %2, i64 %224
  %226 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %225, i32 %41, i16 0) #3
  %227 = trunc i16 %226 to i8
  %228 = getelementptr i8, ptr addrspace(3) %217, i64 %221
  store i8 %227, ptr addrspace(3) %228, align 1
  %229 = add nuw nsw i64 %221, 1
  %exitcond296.not = icmp eq i64 %229, 16
  br i1 %exitcond296.not, label %.loopexit31, label %.preheader30

.loopexit31:                                      ; preds = %.preheader30, %218
  %230 = getelementptr i8, ptr addrspace(3) %172, i64 9216
  %231 = add i32 %170, %44
  %232 = sext i32 %231 to i64
  %233 = getelementptr i8, ptr addrspace(1) %1, i64 %232
  %234 = ptrtoint ptr addrspace(1) %233 to i64
  %235 = and i64 %234, 3
  %236 = icmp eq i64 %235, 0
  %237 = getelementptr i8, ptr addrspace(3) %230, i64 %47
  br i1 %236, label %238, label %.preheader28

238:                                              ; preds = %.loopexit31
  %239 = ptrtoint ptr addrspace(3) %237 to i64
  %240 = trunc i64 %239 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %240, ptr addrspace(1) %233, i32 %49) #3
  br label %.loopexit29

.preheader28:                                     ; preds = %.loopexit31, %.preheader28
  %241 = phi i64 [ %249, %.preheader28 ], [ 0, %.loopexit31 ]
  %242 = trunc nuw nsw i64 %241 to i32
  %243 = add i32 %231, %242
  %244 = sext i32 %243 to i64
  %245 = getelementptr i8, ptr addrspace(1) %1, i64 %244
  %246 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %245, i32 %48, i16 0) #3
  %247 = trunc i16 %246 to i8
  %248 = getelementptr i8, ptr addrspace(3) %237, i64 %241
  store i8 %247, ptr addrspace(3) %248, align 1
  %249 = add nuw nsw i64 %241, 1
  %exitcond297.not = icmp eq i64 %249, 4
  br i1 %exitcond297.not, label %.loopexit29, label %.preheader28

.loopexit29:                                      ; preds = %.preheader28, %238
  br i1 %50, label %250, label %.loopexit27

250:                                              ; preds = %.loopexit29
  %251 = getelementptr i8, ptr addrspace(3) %172, i64 9728
  %252 = add i32 %170, %52
  %253 = sext i32 %252 to i64
  %254 = getelementptr i8, ptr addrspace(1) %3, i64 %253
  %255 = ptrtoint ptr addrspace(1) %254 to i64
  %256 = and i64 %255, 3
  %257 = icmp eq i64 %256, 0
  %258 = getelementptr i8, ptr addrspace(3) %251, i64 %47
  br i1 %257, label %259, label %.preheader26

259:                                              ; preds = %250
  %260 = ptrtoint ptr addrspace(3) %258 to i64
  %261 = trunc i64 %260 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %261, ptr addrspace(1) %254, i32 %55) #3
  br label %.loopexit27

.preheader26:                                     ; preds = %250, %.preheader26
  %262 = phi i64 [ %270, %.preheader26 ], [ 0, %250 ]
  %263 = trunc nuw nsw i64 %262 to i32
  %264 = add i32 %252, %263
  %265 = sext i32 %264 to i64
  %266 = getelementptr i8, ptr addrspace(1) %3, i64 %265
  %267 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %266, i32 %54, i16 0) #3
  %268 = trunc i16 %267 to i8
  %269 = getelementptr i8, ptr addrspace(3) %258, i64 %262
  store i8 %268, ptr addrspace(3) %269, align 1
  %270 = add nuw nsw i64 %262, 1
  %exitcond298.not = icmp eq i64 %270, 4
  br i1 %exitcond298.not, label %.loopexit27, label %.preheader26

.loopexit27:                                      ; preds = %.preheader26, %.loopexit29, %259, %163
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %271 = add nuw nsw i64 %164, 1
  %exitcond299.not = icmp eq i64 %271, 3
  br i1 %exitcond299.not, label %.preheader25, label %163

272:                                              ; preds = %.lr.ph, %.loopexit
  %273 = phi i32 [ 0, %.lr.ph ], [ %603, %.loopexit ]
  %274 = phi float [ 0.000000e+00, %.lr.ph ], [ %600, %.loopexit ]
  %275 = phi float [ 0.000000e+00, %.lr.ph ], [ %599, %.loopexit ]
  %276 = phi float [ 0.000000e+00, %.lr.ph ], [ %598, %.loopexit ]
  %277 = phi float [ 0.000000e+00, %.lr.ph ], [ %597, %.loopexit ]
  %278 = phi float [ 0.000000e+00, %.lr.ph ], [ %595, %.loopexit ]
  %279 = phi float [ 0.000000e+00, %.lr.ph ], [ %594, %.loopexit ]
  %280 = phi float [ 0.000000e+00, %.lr.ph ], [ %593, %.loopexit ]
  %281 = phi float [ 0.000000e+00, %.lr.ph ], [ %592, %.loopexit ]
  %282 = phi float [ 0.000000e+00, %.lr.ph ], [ %590, %.loopexit ]
  %283 = phi float [ 0.000000e+00, %.lr.ph ], [ %589, %.loopexit ]
  %284 = phi float [ 0.000000e+00, %.lr.ph ], [ %588, %.loopexit ]
  %285 = phi float [ 0.000000e+00, %.lr.ph ], [ %587, %.loopexit ]
  %286 = phi float [ 0.000000e+00, %.lr.ph ], [ %585, %.loopexit ]
  %287 = phi float [ 0.000000e+00, %.lr.ph ], [ %584, %.loopexit ]
  %288 = phi float [ 0.000000e+00, %.lr.ph ], [ %583, %.loopexit ]
  %289 = phi float [ 0.000000e+00, %.lr.ph ], [ %582, %.loopexit ]
  %290 = phi float [ 0.000000e+00, %.lr.ph ], [ %575, %.loopexit ]
  %291 = phi float [ 0.000000e+00, %.lr.ph ], [ %574, %.loopexit ]
  %292 = phi float [ 0.000000e+00, %.lr.ph ], [ %573, %.loopexit ]
  %293 = phi float [ 0.000000e+00, %.lr.ph ], [ %572, %.loopexit ]
  %294 = phi float [ 0.000000e+00, %.lr.ph ], [ %570, %.loopexit ]
  %295 = phi float [ 0.000000e+00, %.lr.ph ], [ %569, %.loopexit ]
  %296 = phi float [ 0.000000e+00, %.lr.ph ], [ %568, %.loopexit ]
  %297 = phi float [ 0.000000e+00, %.lr.ph ], [ %567, %.loopexit ]
  %298 = phi float [ 0.000000e+00, %.lr.ph ], [ %565, %.loopexit ]
  %299 = phi float [ 0.000000e+00, %.lr.ph ], [ %564, %.loopexit ]
  %300 = phi float [ 0.000000e+00, %.lr.ph ], [ %563, %.loopexit ]
  %301 = phi float [ 0.000000e+00, %.lr.ph ], [ %562, %.loopexit ]
  %302 = phi float [ 0.000000e+00, %.lr.ph ], [ %560, %.loopexit ]
  %303 = phi float [ 0.000000e+00, %.lr.ph ], [ %559, %.loopexit ]
  %304 = phi float [ 0.000000e+00, %.lr.ph ], [ %558, %.loopexit ]
  %305 = phi float [ 0.000000e+00, %.lr.ph ], [ %557, %.loopexit ]
  %306 = phi float [ 0.000000e+00, %.lr.ph ], [ %550, %.loopexit ]
  %307 = phi float [ 0.000000e+00, %.lr.ph ], [ %549, %.loopexit ]
  %308 = phi float [ 0.000000e+00, %.lr.ph ], [ %548, %.loopexit ]
  %309 = phi float [ 0.000000e+00, %.lr.ph ], [ %547, %.loopexit ]
  %310 = phi float [ 0.000000e+00, %.lr.ph ], [ %545, %.loopexit ]
  %311 = phi float [ 0.000000e+00, %.lr.ph ], [ %544, %.loopexit ]
  %312 = phi float [ 0.000000e+00, %.lr.ph ], [ %543, %.loopexit ]
  %313 = phi float [ 0.000000e+00, %.lr.ph ], [ %542, %.loopexit ]
  %314 = phi float [ 0.000000e+00, %.lr.ph ], [ %540, %.loopexit ]
  %315 = phi float [ 0.000000e+00, %.lr.ph ], [ %539, %.loopexit ]
  %316 = phi float [ 0.000000e+00, %.lr.ph ], [ %538, %.loopexit ]
  %317 = phi float [ 0.000000e+00, %.lr.ph ], [ %537, %.loopexit ]
  %318 = phi float [ 0.000000e+00, %.lr.ph ], [ %535, %.loopexit ]
  %319 = phi float [ 0.000000e+00, %.lr.ph ], [ %534, %.loopexit ]
  %320 = phi float [ 0.000000e+00, %.lr.ph ], [ %533, %.loopexit ]
  %321 = phi float [ 0.000000e+00, %.lr.ph ], [ %532, %.loopexit ]
  %322 = phi float [ 0.000000e+00, %.lr.ph ], [ %525, %.loopexit ]
  %323 = phi float [ 0.000000e+00, %.lr.ph ], [ %524, %.loopexit ]
  %324 = phi float [ 0.000000e+00, %.lr.ph ], [ %523, %.loopexit ]
  %325 = phi float [ 0.000000e+00, %.lr.ph ], [ %522, %.loopexit ]
  %326 = phi float [ 0.000000e+00, %.lr.ph ], [ %517, %.loopexit ]
  %327 = phi float [ 0.000000e+00, %.lr.ph ], [ %516, %.loopexit ]
  %328 = phi float [ 0.000000e+00, %.lr.ph ], [ %515, %.loopexit ]
  %329 = phi float [ 0.000000e+00, %.lr.ph ], [ %514, %.loopexit ]
  %330 = phi float [ 0.000000e+00, %.lr.ph ], [ %509, %.loopexit ]
  %331 = phi float [ 0.000000e+00, %.lr.ph ], [ %508, %.loopexit ]
  %332 = phi float [ 0.000000e+00, %.lr.ph ], [ %507, %.loopexit ]
  %333 = phi float [ 0.000000e+00, %.lr.ph ], [ %506, %.loopexit ]
  %334 = phi float [ 0.000000e+00, %.lr.ph ], [ %501, %.loopexit ]
  %335 = phi float [ 0.000000e+00, %.lr.ph ], [ %500, %.loopexit ]
  %336 = phi float [ 0.000000e+00, %.lr.ph ], [ %499, %.loopexit ]
  %337 = phi float [ 0.000000e+00, %.lr.ph ], [ %498, %.loopexit ]
  %338 = phi i32 [ 0, %.lr.ph ], [ %604, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %339 = add i32 %338, 192
  %340 = icmp slt i32 %339, %7
  %341 = icmp slt i32 %338, 2147483456
  %342 = and i1 %341, %340
  br i1 %342, label %343, label %.loopexit

343:                                              ; preds = %272
  %344 = add i32 %273, 3
  %345 = icmp ugt i32 %344, 3
  %346 = add i32 %273, -1
  %347 = select i1 %345, i32 %346, i32 %344
  %348 = lshr exact i32 %339, 1
  %349 = lshr exact i32 %339, 4
  %350 = mul i32 %347, 9984
  %351 = sext i32 %350 to i64
  %352 = getelementptr i8, ptr addrspace(3) @gemm_nvfp4_smem, i64 %351
  %.reass229 = add i32 %348, %invariant.op
  %353 = sext i32 %.reass229 to i64
  %354 = getelementptr i8, ptr addrspace(1) %0, i64 %353
  %355 = ptrtoint ptr addrspace(1) %354 to i64
  %356 = and i64 %355, 15
  %357 = icmp eq i64 %356, 0
  %358 = getelementptr i8, ptr addrspace(3) %352, i64 %24
  br i1 %357, label %359, label %.preheader23

359:                                              ; preds = %343
  %360 = ptrtoint ptr addrspace(3) %358 to i64
  %361 = trunc i64 %360 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %361, ptr addrspace(1) %354, i32 %26) #3
  br label %.loopexit24

.preheader23:                                     ; preds = %343, %.preheader23
  %362 = phi i64 [ %370, %.preheader23 ], [ 0, %343 ]
  %363 = trunc nuw nsw i64 %362 to i32
  %364 = add i32 %.reass229, %363
  %365 = sext i32 %364 to i64
  %366 = getelementptr i8, ptr addrspace(1) %0, i64 %365
  %367 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %366, i32 %25, i16 0) #3
  %368 = trunc i16 %367 to i8
  %369 = getelementptr i8, ptr addrspace(3) %358, i64 %362
  store i8 %368, ptr addrspace(3) %369, align 1
  %370 = add nuw nsw i64 %362, 1
  %exitcond300.not = icmp eq i64 %370, 16
  br i1 %exitcond300.not, label %.loopexit24, label %.preheader23

.loopexit24:                                      ; preds = %.preheader23, %359
  %371 = add i32 %30, %348
  %372 = sext i32 %371 to i64
  %373 = getelementptr i8, ptr addrspace(1) %0, i64 %372
  %374 = ptrtoint ptr addrspace(1) %373 to i64
  %375 = and i64 %374, 15
  %376 = icmp eq i64 %375, 0
  %377 = getelementptr i8, ptr addrspace(3) %352, i64 %34
  br i1 %376, label %378, label %.preheader21

378:                                              ; preds = %.loopexit24
  %379 = ptrtoint ptr addrspace(3) %377 to i64
  %380 = trunc i64 %379 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %380, ptr addrspace(1) %373, i32 %36) #3
  br label %.loopexit22

.preheader21:                                     ; preds = %.loopexit24, %.preheader21
  %381 = phi i64 [ %389, %.preheader21 ], [ 0, %.loopexit24 ]
  %382 = trunc nuw nsw i64 %381 to i32
  %383 = add i32 %371, %382
  %384 = sext i32 %383 to i64
  %385 = getelementptr i8, ptr addrspace(1) %0, i64 %384
  %386 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %385, i32 %35, i16 0) #3
  %387 = trunc i16 %386 to i8
  %388 = getelementptr i8, ptr addrspace(3) %377, i64 %381
  store i8 %387, ptr addrspace(3) %388, align 1
  %389 = add nuw nsw i64 %381, 1
  %exitcond301.not = icmp eq i64 %389, 16
  br i1 %exitcond301.not, label %.loopexit22, label %.preheader21

.loopexit22:                                      ; preds = %.preheader21, %378
  %390 = getelementptr i8, ptr addrspace(3) %352, i64 6144
  %391 = add i32 %39, %348
  %392 = sext i32 %391 to i64
  %393 = getelementptr i8, ptr addrspace(1) %2, i64 %392
  %394 = ptrtoint ptr addrspace(1) %393 to i64
  %395 = and i64 %394, 15
  %396 = icmp eq i64 %395, 0
  %397 = getelementptr i8, ptr addrspace(3) %390, i64 %24
  br i1 %396, label %398, label %.preheader19

398:                                              ; preds = %.loopexit22
  %399 = ptrtoint ptr addrspace(3) %397 to i64
  %400 = trunc i64 %399 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %400, ptr addrspace(1) %393, i32 %42) #3
  br label %.loopexit20

.preheader19:                                     ; preds = %.loopexit22, %.preheader19
  %401 = phi i64 [ %409, %.preheader19 ], [ 0, %.loopexit22 ]
  %402 = trunc nuw nsw i64 %401 to i32
  %403 = add i32 %391, %402
  %404 = sext i32 %403 to i64
  %405 = getelementptr i8, ptr addrspace(1) %2, i64 %404
  %406 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %405, i32 %41, i16 0) #3
  %407 = trunc i16 %406 to i8
  %408 = getelementptr i8, ptr addrspace(3) %397, i64 %401
  store i8 %407, ptr addrspace(3) %408, align 1
  %409 = add nuw nsw i64 %401, 1
  %exitcond302.not = icmp eq i64 %409, 16
  br i1 %exitcond302.not, label %.loopexit20, label %.preheader19

.loopexit20:                                      ; preds = %.preheader19, %398
  %410 = getelementptr i8, ptr addrspace(3) %352, i64 9216
  %411 = add i32 %349, %44
  %412 = sext i32 %411 to i64
  %413 = getelementptr i8, ptr addrspace(1) %1, i64 %412
  %414 = ptrtoint ptr addrspace(1) %413 to i64
  %415 = and i64 %414, 3
  %416 = icmp eq i64 %415, 0
  %417 = getelementptr i8, ptr addrspace(3) %410, i64 %47
  br i1 %416, label %418, label %.preheader17

418:                                              ; preds = %.loopexit20
  %419 = ptrtoint ptr addrspace(3) %417 to i64
  %420 = trunc i64 %419 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %420, ptr addrspace(1) %413, i32 %49) #3
  br label %.loopexit18

.preheader17:                                     ; preds = %.loopexit20, %.preheader17
  %421 = phi i64 [ %429, %.preheader17 ], [ 0, %.loopexit20 ]
  %422 = trunc nuw nsw i64 %421 to i32
  %423 = add i32 %411, %422
  %424 = sext i32 %423 to i64
  %425 = getelementptr i8, ptr addrspace(1) %1, i64 %424
  %426 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %425, i32 %48, i16 0) #3
  %427 = trunc i16 %426 to i8
  %428 = getelementptr i8, ptr addrspace(3) %417, i64 %421
  store i8 %427, ptr addrspace(3) %428, align 1
  %429 = add nuw nsw i64 %421, 1
  %exitcond303.not = icmp eq i64 %429, 4
  br i1 %exitcond303.not, label %.loopexit18, label %.preheader17

.loopexit18:                                      ; preds = %.preheader17, %418
  br i1 %50, label %430, label %.loopexit

430:                                              ; preds = %.loopexit18
  %431 = getelementptr i8, ptr addrspace(3) %352, i64 9728
  %432 = add i32 %349, %52
  %433 = sext i32 %432 to i64
  %434 = getelementptr i8, ptr addrspace(1) %3, i64 %433
  %435 = ptrtoint ptr addrspace(1) %434 to i64
  %436 = and i64 %435, 3
  %437 = icmp eq i64 %436, 0
  %438 = getelementptr i8, ptr addrspace(3) %431, i64 %47
  br i1 %437, label %439, label %.preheader

439:                                              ; preds = %430
  %440 = ptrtoint ptr addrspace(3) %438 to i64
  %441 = trunc i64 %440 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %441, ptr addrspace(1) %434, i32 %55) #3
  br label %.loopexit

.preheader:                                       ; preds = %430, %.preheader
  %442 = phi i64 [ %450, %.preheader ], [ 0, %430 ]
  %443 = trunc nuw nsw i64 %442 to i32
  %444 = add i32 %432, %443
  %445 = sext i32 %444 to i64
  %446 = getelementptr i8, ptr addrspace(1) %3, i64 %445
  %447 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %446, i32 %54, i16 0) #3
  %448 = trunc i16 %447 to i8
  %449 = getelementptr i8, ptr addrspace(3) %438, i64 %442
  store i8 %448, ptr addrspace(3) %449, align 1
  %450 = add nuw nsw i64 %442, 1
  %exitcond304.not = icmp eq i64 %450, 4
  br i1 %exitcond304.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %.loopexit18, %439, %272
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %451 = mul i32 %273, 9984
  %452 = sext i32 %451 to i64
  %453 = getelementptr i8, ptr addrspace(3) @gemm_nvfp4_smem, i64 %452
  %454 = getelementptr i8, ptr addrspace(3) %453, i64 6144
  %455 = getelementptr i8, ptr addrspace(3) %453, i64 9216
  %456 = getelementptr i8, ptr addrspace(3) %453, i64 9728
  %457 = getelementptr i8, ptr addrspace(3) %453, i64 %69
  %458 = load i32, ptr addrspace(3) %457, align 4
  %459 = getelementptr i8, ptr addrspace(3) %453, i64 %74
  %460 = load i32, ptr addrspace(3) %459, align 4
  %461 = getelementptr i8, ptr addrspace(3) %453, i64 %77
  %462 = load i32, ptr addrspace(3) %461, align 4
  %463 = getelementptr i8, ptr addrspace(3) %453, i64 %79
  %464 = load i32, ptr addrspace(3) %463, align 4
  %465 = getelementptr i8, ptr addrspace(3) %454, i64 %83
  %466 = load i32, ptr addrspace(3) %465, align 4
  %467 = getelementptr i8, ptr addrspace(3) %454, i64 %85
  %468 = load i32, ptr addrspace(3) %467, align 4
  %469 = getelementptr i8, ptr addrspace(3) %455, i64 %90
  %470 = load i32, ptr addrspace(3) %469, align 4
  %471 = getelementptr i8, ptr addrspace(3) %456, i64 %92
  %472 = load i32, ptr addrspace(3) %471, align 4
  %473 = getelementptr i8, ptr addrspace(3) %454, i64 %96
  %474 = getelementptr i8, ptr addrspace(3) %454, i64 %98
  %475 = getelementptr i8, ptr addrspace(3) %456, i64 %100
  %476 = getelementptr i8, ptr addrspace(3) %454, i64 %104
  %477 = getelementptr i8, ptr addrspace(3) %454, i64 %106
  %478 = getelementptr i8, ptr addrspace(3) %456, i64 %108
  %479 = getelementptr i8, ptr addrspace(3) %454, i64 %113
  %480 = getelementptr i8, ptr addrspace(3) %454, i64 %115
  %481 = getelementptr i8, ptr addrspace(3) %456, i64 %117
  %482 = getelementptr i8, ptr addrspace(3) %453, i64 %121
  %483 = getelementptr i8, ptr addrspace(3) %453, i64 %125
  %484 = getelementptr i8, ptr addrspace(3) %453, i64 %127
  %485 = getelementptr i8, ptr addrspace(3) %453, i64 %129
  %486 = getelementptr i8, ptr addrspace(3) %455, i64 %132
  %487 = getelementptr i8, ptr addrspace(3) %453, i64 %136
  %488 = getelementptr i8, ptr addrspace(3) %453, i64 %140
  %489 = getelementptr i8, ptr addrspace(3) %453, i64 %142
  %490 = getelementptr i8, ptr addrspace(3) %453, i64 %144
  %491 = getelementptr i8, ptr addrspace(3) %455, i64 %147
  %492 = getelementptr i8, ptr addrspace(3) %453, i64 %151
  %493 = getelementptr i8, ptr addrspace(3) %453, i64 %155
  %494 = getelementptr i8, ptr addrspace(3) %453, i64 %157
  %495 = getelementptr i8, ptr addrspace(3) %453, i64 %159
  %496 = getelementptr i8, ptr addrspace(3) %455, i64 %162
  %497 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %458, i32 %460, i32 %462, i32 %464, i32 %466, i32 %468, float %337, float %336, float %335, float %334, i32 %470, i32 %472) #3
  %498 = extractvalue { float, float, float, float } %497, 0
  %499 = extractvalue { float, float, float, float } %497, 1
  %500 = extractvalue { float, float, float, float } %497, 2
  %501 = extractvalue { float, float, float, float } %497, 3
  %502 = load i32, ptr addrspace(3) %473, align 4
  %503 = load i32, ptr addrspace(3) %474, align 4
  %504 = load i32, ptr addrspace(3) %475, align 4
  %505 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %458, i32 %460, i32 %462, i32 %464, i32 %502, i32 %503, float %333, float %332, float %331, float %330, i32 %470, i32 %504) #3
  %506 = extractvalue { float, float, float, float } %505, 0
  %507 = extractvalue { float, float, float, float } %505, 1
  %508 = extractvalue { float, float, float, float } %505, 2
  %509 = extractvalue { float, float, float, float } %505, 3
  %510 = load i32, ptr addrspace(3) %476, align 4
  %511 = load i32, ptr addrspace(3) %477, align 4
  %512 = load i32, ptr addrspace(3) %478, align 4
  %513 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %458, i32 %460, i32 %462, i32 %464, i32 %510, i32 %511, float %329, float %328, float %327, float %326, i32 %470, i32 %512) #3
  %514 = extractvalue { float, float, float, float } %513, 0
  %515 = extractvalue { float, float, float, float } %513, 1
  %516 = extractvalue { float, float, float, float } %513, 2
  %517 = extractvalue { float, float, float, float } %513, 3
  %518 = load i32, ptr addrspace(3) %479, align 4
  %519 = load i32, ptr addrspace(3) %480, align 4
  %520 = load i32, ptr addrspace(3) %481, align 4
  %521 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %458, i32 %460, i32 %462, i32 %464, i32 %518, i32 %519, float %325, float %324, float %323, float %322, i32 %470, i32 %520) #3
  %522 = extractvalue { float, float, float, float } %521, 0
  %523 = extractvalue { float, float, float, float } %521, 1
  %524 = extractvalue { float, float, float, float } %521, 2
  %525 = extractvalue { float, float, float, float } %521, 3
  %526 = load i32, ptr addrspace(3) %482, align 4
  %527 = load i32, ptr addrspace(3) %483, align 4
  %528 = load i32, ptr addrspace(3) %484, align 4
  %529 = load i32, ptr addrspace(3) %485, align 4
  %530 = load i32, ptr addrspace(3) %486, align 4
  %531 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %526, i32 %527, i32 %528, i32 %529, i32 %466, i32 %468, float %321, float %320, float %319, float %318, i32 %530, i32 %472) #3
  %532 = extractvalue { float, float, float, float } %531, 0
  %533 = extractvalue { float, float, float, float } %531, 1
  %534 = extractvalue { float, float, float, float } %531, 2
  %535 = extractvalue { float, float, float, float } %531, 3
  %536 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %526, i32 %527, i32 %528, i32 %529, i32 %502, i32 %503, float %317, float %316, float %315, float %314, i32 %530, i32 %504) #3
  %537 = extractvalue { float, float, float, float } %536, 0
  %538 = extractvalue { float, float, float, float } %536, 1
  %539 = extractvalue { float, float, float, float } %536, 2
  %540 = extractvalue { float, float, float, float } %536, 3
  %541 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %526, i32 %527, i32 %528, i32 %529, i32 %510, i32 %511, float %313, float %312, float %311, float %310, i32 %530, i32 %512) #3
  %542 = extractvalue { float, float, float, float } %541, 0
  %543 = extractvalue { float, float, float, float } %541, 1
  %544 = extractvalue { float, float, float, float } %541, 2
  %545 = extractvalue { float, float, float, float } %541, 3
  %546 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %526, i32 %527, i32 %528, i32 %529, i32 %518, i32 %519, float %309, float %308, float %307, float %306, i32 %530, i32 %520) #3
  %547 = extractvalue { float, float, float, float } %546, 0
  %548 = extractvalue { float, float, float, float } %546, 1
  %549 = extractvalue { float, float, float, float } %546, 2
  %550 = extractvalue { float, float, float, float } %546, 3
  %551 = load i32, ptr addrspace(3) %487, align 4
  %552 = load i32, ptr addrspace(3) %488, align 4
  %553 = load i32, ptr addrspace(3) %489, align 4
  %554 = load i32, ptr addrspace(3) %490, align 4
  %555 = load i32, ptr addrspace(3) %491, align 4
  %556 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %466, i32 %468, float %305, float %304, float %303, float %302, i32 %555, i32 %472) #3
  %557 = extractvalue { float, float, float, float } %556, 0
  %558 = extractvalue { float, float, float, float } %556, 1
  %559 = extractvalue { float, float, float, float } %556, 2
  %560 = extractvalue { float, float, float, float } %556, 3
  %561 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %502, i32 %503, float %301, float %300, float %299, float %298, i32 %555, i32 %504) #3
  %562 = extractvalue { float, float, float, float } %561, 0
  %563 = extractvalue { float, float, float, float } %561, 1
  %564 = extractvalue { float, float, float, float } %561, 2
  %565 = extractvalue { float, float, float, float } %561, 3
  %566 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %510, i32 %511, float %297, float %296, float %295, float %294, i32 %555, i32 %512) #3
  %567 = extractvalue { float, float, float, float } %566, 0
  %568 = extractvalue { float, float, float, float } %566, 1
  %569 = extractvalue { float, float, float, float } %566, 2
  %570 = extractvalue { float, float, float, float } %566, 3
  %571 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %518, i32 %519, float %293, float %292, float %291, float %290, i32 %555, i32 %520) #3
  %572 = extractvalue { float, float, float, float } %571, 0
  %573 = extractvalue { float, float, float, float } %571, 1
  %574 = extractvalue { float, float, float, float } %571, 2
  %575 = extractvalue { float, float, float, float } %571, 3
  %576 = load i32, ptr addrspace(3) %492, align 4
  %577 = load i32, ptr addrspace(3) %493, align 4
  %578 = load i32, ptr addrspace(3) %494, align 4
  %579 = load i32, ptr addrspace(3) %495, align 4
  %580 = load i32, ptr addrspace(3) %496, align 4
  %581 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %576, i32 %577, i32 %578, i32 %579, i32 %466, i32 %468, float %289, float %288, float %287, float %286, i32 %580, i32 %472) #3
  %582 = extractvalue { float, float, float, float } %581, 0
  %583 = extractvalue { float, float, float, float } %581, 1
  %584 = extractvalue { float, float, float, float } %581, 2
  %585 = extractvalue { float, float, float, float } %581, 3
  %586 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %576, i32 %577, i32 %578, i32 %579, i32 %502, i32 %503, float %285, float %284, float %283, float %282, i32 %580, i32 %504) #3
  %587 = extractvalue { float, float, float, float } %586, 0
  %588 = extractvalue { float, float, float, float } %586, 1
  %589 = extractvalue { float, float, float, float } %586, 2
  %590 = extractvalue { float, float, float, float } %586, 3
  %591 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %576, i32 %577, i32 %578, i32 %579, i32 %510, i32 %511, float %281, float %280, float %279, float %278, i32 %580, i32 %512) #3
  %592 = extractvalue { float, float, float, float } %591, 0
  %593 = extractvalue { float, float, float, float } %591, 1
  %594 = extractvalue { float, float, float, float } %591, 2
  %595 = extractvalue { float, float, float, float } %591, 3
  %596 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %576, i32 %577, i32 %578, i32 %579, i32 %518, i32 %519, float %277, float %276, float %275, float %274, i32 %580, i32 %520) #3
  %597 = extractvalue { float, float, float, float } %596, 0
  %598 = extractvalue { float, float, float, float } %596, 1
  %599 = extractvalue { float, float, float, float } %596, 2
  %600 = extractvalue { float, float, float, float } %596, 3
  %601 = add i32 %273, 1
  %602 = icmp eq i32 %601, 4
  %603 = select i1 %602, i32 0, i32 %601
  %604 = add i32 %338, 64
  %605 = icmp slt i32 %604, %7
  br i1 %605, label %272, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
  %606 = bitcast float %498 to i32
  %607 = bitcast float %499 to i32
  %608 = bitcast float %500 to i32
  %609 = bitcast float %501 to i32
  %610 = bitcast float %506 to i32
  %611 = bitcast float %507 to i32
  %612 = bitcast float %508 to i32
  %613 = bitcast float %509 to i32
  %614 = bitcast float %514 to i32
  %615 = bitcast float %515 to i32
  %616 = bitcast float %516 to i32
  %617 = bitcast float %517 to i32
  %618 = bitcast float %522 to i32
  %619 = bitcast float %523 to i32
  %620 = bitcast float %524 to i32
  %621 = bitcast float %525 to i32
  %622 = bitcast float %532 to i32
  %623 = bitcast float %533 to i32
  %624 = bitcast float %534 to i32
  %625 = bitcast float %535 to i32
  %626 = bitcast float %537 to i32
  %627 = bitcast float %538 to i32
  %628 = bitcast float %539 to i32
  %629 = bitcast float %540 to i32
  %630 = bitcast float %542 to i32
  %631 = bitcast float %543 to i32
  %632 = bitcast float %544 to i32
  %633 = bitcast float %545 to i32
  %634 = bitcast float %547 to i32
  %635 = bitcast float %548 to i32
  %636 = bitcast float %549 to i32
  %637 = bitcast float %550 to i32
  %638 = bitcast float %557 to i32
  %639 = bitcast float %558 to i32
  %640 = bitcast float %559 to i32
  %641 = bitcast float %560 to i32
  %642 = bitcast float %562 to i32
  %643 = bitcast float %563 to i32
  %644 = bitcast float %564 to i32
  %645 = bitcast float %565 to i32
  %646 = bitcast float %567 to i32
  %647 = bitcast float %568 to i32
  %648 = bitcast float %569 to i32
  %649 = bitcast float %570 to i32
  %650 = bitcast float %572 to i32
  %651 = bitcast float %573 to i32
  %652 = bitcast float %574 to i32
  %653 = bitcast float %575 to i32
  %654 = bitcast float %582 to i32
  %655 = bitcast float %583 to i32
  %656 = bitcast float %584 to i32
  %657 = bitcast float %585 to i32
  %658 = bitcast float %587 to i32
  %659 = bitcast float %588 to i32
  %660 = bitcast float %589 to i32
  %661 = bitcast float %590 to i32
  %662 = bitcast float %592 to i32
  %663 = bitcast float %593 to i32
  %664 = bitcast float %594 to i32
  %665 = bitcast float %595 to i32
  %666 = bitcast float %597 to i32
  %667 = bitcast float %598 to i32
  %668 = bitcast float %599 to i32
  %669 = bitcast float %600 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %.preheader25.._crit_edge_crit_edge, %._crit_edge.loopexit
  %.pre-phi318 = phi i32 [ %.pre317, %.preheader25.._crit_edge_crit_edge ], [ %63, %._crit_edge.loopexit ]
  %.pre-phi316 = phi i32 [ %.pre315, %.preheader25.._crit_edge_crit_edge ], [ %62, %._crit_edge.loopexit ]
  %.pre-phi314 = phi i32 [ %.pre313, %.preheader25.._crit_edge_crit_edge ], [ %61, %._crit_edge.loopexit ]
  %.pre-phi312 = phi i32 [ %.pre311, %.preheader25.._crit_edge_crit_edge ], [ %70, %._crit_edge.loopexit ]
  %.lcssa162 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %606, %._crit_edge.loopexit ]
  %.lcssa161 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %607, %._crit_edge.loopexit ]
  %.lcssa160 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %608, %._crit_edge.loopexit ]
  %.lcssa159 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %609, %._crit_edge.loopexit ]
  %.lcssa158 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %610, %._crit_edge.loopexit ]
  %.lcssa157 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %611, %._crit_edge.loopexit ]
  %.lcssa156 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %612, %._crit_edge.loopexit ]
  %.lcssa155 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %613, %._crit_edge.loopexit ]
  %.lcssa154 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %614, %._crit_edge.loopexit ]
  %.lcssa153 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %615, %._crit_edge.loopexit ]
  %.lcssa152 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %616, %._crit_edge.loopexit ]
  %.lcssa151 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %617, %._crit_edge.loopexit ]
  %.lcssa150 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %618, %._crit_edge.loopexit ]
  %.lcssa149 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %619, %._crit_edge.loopexit ]
  %.lcssa148 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %620, %._crit_edge.loopexit ]
  %.lcssa147 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %621, %._crit_edge.loopexit ]
  %.lcssa146 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %622, %._crit_edge.loopexit ]
  %.lcssa145 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %623, %._crit_edge.loopexit ]
  %.lcssa144 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %624, %._crit_edge.loopexit ]
  %.lcssa143 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %625, %._crit_edge.loopexit ]
  %.lcssa142 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %626, %._crit_edge.loopexit ]
  %.lcssa141 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %627, %._crit_edge.loopexit ]
  %.lcssa140 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %628, %._crit_edge.loopexit ]
  %.lcssa139 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %629, %._crit_edge.loopexit ]
  %.lcssa138 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %630, %._crit_edge.loopexit ]
  %.lcssa137 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %631, %._crit_edge.loopexit ]
  %.lcssa136 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %632, %._crit_edge.loopexit ]
  %.lcssa135 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %633, %._crit_edge.loopexit ]
  %.lcssa134 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %634, %._crit_edge.loopexit ]
  %.lcssa133 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %635, %._crit_edge.loopexit ]
  %.lcssa132 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %636, %._crit_edge.loopexit ]
  %.lcssa131 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %637, %._crit_edge.loopexit ]
  %.lcssa130 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %638, %._crit_edge.loopexit ]
  %.lcssa129 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %639, %._crit_edge.loopexit ]
  %.lcssa128 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %640, %._crit_edge.loopexit ]
  %.lcssa127 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %641, %._crit_edge.loopexit ]
  %.lcssa126 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %642, %._crit_edge.loopexit ]
  %.lcssa125 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %643, %._crit_edge.loopexit ]
  %.lcssa124 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %644, %._crit_edge.loopexit ]
  %.lcssa123 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %645, %._crit_edge.loopexit ]
  %.lcssa122 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %646, %._crit_edge.loopexit ]
  %.lcssa121 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %647, %._crit_edge.loopexit ]
  %.lcssa120 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %648, %._crit_edge.loopexit ]
  %.lcssa119 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %649, %._crit_edge.loopexit ]
  %.lcssa118 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %650, %._crit_edge.loopexit ]
  %.lcssa117 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %651, %._crit_edge.loopexit ]
  %.lcssa116 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %652, %._crit_edge.loopexit ]
  %.lcssa115 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %653, %._crit_edge.loopexit ]
  %.lcssa114 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %654, %._crit_edge.loopexit ]
  %.lcssa113 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %655, %._crit_edge.loopexit ]
  %.lcssa112 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %656, %._crit_edge.loopexit ]
  %.lcssa111 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %657, %._crit_edge.loopexit ]
  %.lcssa110 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %658, %._crit_edge.loopexit ]
  %.lcssa109 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %659, %._crit_edge.loopexit ]
  %.lcssa108 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %660, %._crit_edge.loopexit ]
  %.lcssa107 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %661, %._crit_edge.loopexit ]
  %.lcssa106 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %662, %._crit_edge.loopexit ]
  %.lcssa105 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %663, %._crit_edge.loopexit ]
  %.lcssa104 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %664, %._crit_edge.loopexit ]
  %.lcssa103 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %665, %._crit_edge.loopexit ]
  %.lcssa102 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %666, %._crit_edge.loopexit ]
  %.lcssa101 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %667, %._crit_edge.loopexit ]
  %.lcssa100 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %668, %._crit_edge.loopexit ]
  %.lcssa99 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %669, %._crit_edge.loopexit ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %670 = shl nuw nsw i32 %9, 1
  %671 = and i32 %670, 6
  %672 = or disjoint i32 %12, %59
  %673 = or disjoint i32 %672, %58
  %674 = mul i32 %6, %673
  %675 = or disjoint i32 %13, %60
  %676 = or disjoint i32 %675, %671
  %677 = add i32 %674, %676
  %678 = sext i32 %677 to i64
  %679 = getelementptr float, ptr addrspace(1) %4, i64 %678
  %680 = icmp slt i32 %673, %5
  %681 = icmp slt i32 %676, %6
  %682 = and i1 %680, %681
  %683 = or disjoint i32 %671, 1
  %684 = or disjoint i32 %675, %683
  %685 = icmp slt i32 %684, %6
  %686 = ptrtoint ptr addrspace(1) %679 to i64
  %687 = and i64 %686, 7
  %688 = icmp eq i64 %687, 0
  %689 = and i1 %682, %688
  %690 = and i1 %685, %689
  %691 = xor i1 %682, %690
  %692 = xor i1 %680, %689
  %693 = and i1 %685, %692
  %694 = zext i1 %690 to i32
  %695 = zext i1 %691 to i32
  %696 = zext i1 %693 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %694, i32 %.lcssa162, i32 %.lcssa161, ptr addrspace(1) %679, i32 %695, i32 %696) #3
  %697 = or disjoint i32 %672, %.pre-phi312
  %698 = mul i32 %6, %697
  %699 = add i32 %698, %676
  %700 = sext i32 %699 to i64
  %701 = getelementptr float, ptr addrspace(1) %4, i64 %700
  %702 = icmp slt i32 %697, %5
  %703 = and i1 %702, %681
  %704 = ptrtoint ptr addrspace(1) %701 to i64
  %705 = and i64 %704, 7
  %706 = icmp eq i64 %705, 0
  %707 = and i1 %703, %706
  %708 = and i1 %685, %707
  %709 = xor i1 %703, %708
  %710 = xor i1 %702, %707
  %711 = and i1 %685, %710
  %712 = zext i1 %708 to i32
  %713 = zext i1 %709 to i32
  %714 = zext i1 %711 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %712, i32 %.lcssa160, i32 %.lcssa159, ptr addrspace(1) %701, i32 %713, i32 %714) #3
  %715 = or disjoint i32 %60, 8
  %716 = or disjoint i32 %671, %13
  %717 = or disjoint i32 %716, %715
  %718 = add i32 %674, %717
  %719 = sext i32 %718 to i64
  %720 = getelementptr float, ptr addrspace(1) %4, i64 %719
  %721 = icmp slt i32 %717, %6
  %722 = and i1 %680, %721
  %723 = or disjoint i32 %683, %13
  %724 = or disjoint i32 %723, %715
  %725 = icmp slt i32 %724, %6
  %726 = ptrtoint ptr addrspace(1) %720 to i64
  %727 = and i64 %726, 7
  %728 = icmp eq i64 %727, 0
  %729 = and i1 %722, %728
  %730 = and i1 %725, %729
  %731 = xor i1 %722, %730
  %732 = xor i1 %680, %729
  %733 = and i1 %725, %732
  %734 = zext i1 %730 to i32
  %735 = zext i1 %731 to i32
  %736 = zext i1 %733 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %734, i32 %.lcssa158, i32 %.lcssa157, ptr addrspace(1) %720, i32 %735, i32 %736) #3
  %737 = add i32 %698, %717
  %738 = sext i32 %737 to i64
  %739 = getelementptr float, ptr addrspace(1) %4, i64 %738
  %740 = and i1 %702, %721
  %741 = ptrtoint ptr addrspace(1) %739 to i64
  %742 = and i64 %741, 7
  %743 = icmp eq i64 %742, 0
  %744 = and i1 %740, %743
  %745 = and i1 %725, %744
  %746 = xor i1 %740, %745
  %747 = xor i1 %702, %744
  %748 = and i1 %725, %747
  %749 = zext i1 %745 to i32
  %750 = zext i1 %746 to i32
  %751 = zext i1 %748 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %749, i32 %.lcssa156, i32 %.lcssa155, ptr addrspace(1) %739, i32 %750, i32 %751) #3
  %752 = or disjoint i32 %60, 16
  %753 = or disjoint i32 %716, %752
  %754 = add i32 %674, %753
  %755 = sext i32 %754 to i64
  %756 = getelementptr float, ptr addrspace(1) %4, i64 %755
  %757 = icmp slt i32 %753, %6
  %758 = and i1 %680, %757
  %759 = or disjoint i32 %723, %752
  %760 = icmp slt i32 %759, %6
  %761 = ptrtoint ptr addrspace(1) %756 to i64
  %762 = and i64 %761, 7
  %763 = icmp eq i64 %762, 0
  %764 = and i1 %758, %763
  %765 = and i1 %760, %764
  %766 = xor i1 %758, %765
  %767 = xor i1 %680, %764
  %768 = and i1 %760, %767
  %769 = zext i1 %765 to i32
  %770 = zext i1 %766 to i32
  %771 = zext i1 %768 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %769, i32 %.lcssa154, i32 %.lcssa153, ptr addrspace(1) %756, i32 %770, i32 %771) #3
  %772 = add i32 %698, %753
  %773 = sext i32 %772 to i64
  %774 = getelementptr float, ptr addrspace(1) %4, i64 %773
  %775 = and i1 %702, %757
  %776 = ptrtoint ptr addrspace(1) %774 to i64
  %777 = and i64 %776, 7
  %778 = icmp eq i64 %777, 0
  %779 = and i1 %775, %778
  %780 = and i1 %760, %779
  %781 = xor i1 %775, %780
  %782 = xor i1 %702, %779
  %783 = and i1 %760, %782
  %784 = zext i1 %780 to i32
  %785 = zext i1 %781 to i32
  %786 = zext i1 %783 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %784, i32 %.lcssa152, i32 %.lcssa151, ptr addrspace(1) %774, i32 %785, i32 %786) #3
  %787 = or disjoint i32 %60, 24
  %788 = or disjoint i32 %716, %787
  %789 = add i32 %674, %788
  %790 = sext i32 %789 to i64
  %791 = getelementptr float, ptr addrspace(1) %4, i64 %790
  %792 = icmp slt i32 %788, %6
  %793 = and i1 %680, %792
  %794 = or disjoint i32 %723, %787
  %795 = icmp slt i32 %794, %6
  %796 = ptrtoint ptr addrspace(1) %791 to i64
  %797 = and i64 %796, 7
  %798 = icmp eq i64 %797, 0
  %799 = and i1 %793, %798
  %800 = and i1 %795, %799
  %801 = xor i1 %793, %800
  %802 = xor i1 %680, %799
  %803 = and i1 %795, %802
  %804 = zext i1 %800 to i32
  %805 = zext i1 %801 to i32
  %806 = zext i1 %803 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %804, i32 %.lcssa150, i32 %.lcssa149, ptr addrspace(1) %791, i32 %805, i32 %806) #3
  %807 = add i32 %698, %788
  %808 = sext i32 %807 to i64
  %809 = getelementptr float, ptr addrspace(1) %4, i64 %808
  %810 = and i1 %702, %792
  %811 = ptrtoint ptr addrspace(1) %809 to i64
  %812 = and i64 %811, 7
  %813 = icmp eq i64 %812, 0
  %814 = and i1 %810, %813
  %815 = and i1 %795, %814
  %816 = xor i1 %810, %815
  %817 = xor i1 %702, %814
  %818 = and i1 %795, %817
  %819 = zext i1 %815 to i32
  %820 = zext i1 %816 to i32
  %821 = zext i1 %818 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %819, i32 %.lcssa148, i32 %.lcssa147, ptr addrspace(1) %809, i32 %820, i32 %821) #3
  %822 = or disjoint i32 %58, %12
  %823 = or disjoint i32 %822, %.pre-phi314
  %824 = mul i32 %6, %823
  %825 = add i32 %824, %676
  %826 = sext i32 %825 to i64
  %827 = getelementptr float, ptr addrspace(1) %4, i64 %826
  %828 = icmp slt i32 %823, %5
  %829 = and i1 %828, %681
  %830 = ptrtoint ptr addrspace(1) %827 to i64
  %831 = and i64 %830, 7
  %832 = icmp eq i64 %831, 0
  %833 = and i1 %829, %832
  %834 = and i1 %685, %833
  %835 = xor i1 %829, %834
  %836 = xor i1 %828, %833
  %837 = and i1 %685, %836
  %838 = zext i1 %834 to i32
  %839 = zext i1 %835 to i32
  %840 = zext i1 %837 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %838, i32 %.lcssa146, i32 %.lcssa145, ptr addrspace(1) %827, i32 %839, i32 %840) #3
  %841 = or disjoint i32 %.pre-phi312, %12
  %842 = or disjoint i32 %841, %.pre-phi314
  %843 = mul i32 %6, %842
  %844 = add i32 %843, %676
  %845 = sext i32 %844 to i64
  %846 = getelementptr float, ptr addrspace(1) %4, i64 %845
  %847 = icmp slt i32 %842, %5
  %848 = and i1 %847, %681
  %849 = ptrtoint ptr addrspace(1) %846 to i64
  %850 = and i64 %849, 7
  %851 = icmp eq i64 %850, 0
  %852 = and i1 %848, %851
  %853 = and i1 %685, %852
  %854 = xor i1 %848, %853
  %855 = xor i1 %847, %852
  %856 = and i1 %685, %855
  %857 = zext i1 %853 to i32
  %858 = zext i1 %854 to i32
  %859 = zext i1 %856 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %857, i32 %.lcssa144, i32 %.lcssa143, ptr addrspace(1) %846, i32 %858, i32 %859) #3
  %860 = add i32 %824, %717
  %861 = sext i32 %860 to i64
  %862 = getelementptr float, ptr addrspace(1) %4, i64 %861
  %863 = and i1 %828, %721
  %864 = ptrtoint ptr addrspace(1) %862 to i64
  %865 = and i64 %864, 7
  %866 = icmp eq i64 %865, 0
  %867 = and i1 %863, %866
  %868 = and i1 %725, %867
  %869 = xor i1 %863, %868
  %870 = xor i1 %828, %867
  %871 = and i1 %725, %870
  %872 = zext i1 %868 to i32
  %873 = zext i1 %869 to i32
  %874 = zext i1 %871 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %872, i32 %.lcssa142, i32 %.lcssa141, ptr addrspace(1) %862, i32 %873, i32 %874) #3
  %875 = add i32 %843, %717
  %876 = sext i32 %875 to i64
  %877 = getelementptr float, ptr addrspace(1) %4, i64 %876
  %878 = and i1 %847, %721
  %879 = ptrtoint ptr addrspace(1) %877 to i64
  %880 = and i64 %879, 7
  %881 = icmp eq i64 %880, 0
  %882 = and i1 %878, %881
  %883 = and i1 %725, %882
  %884 = xor i1 %878, %883
  %885 = xor i1 %847, %882
  %886 = and i1 %725, %885
  %887 = zext i1 %883 to i32
  %888 = zext i1 %884 to i32
  %889 = zext i1 %886 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %887, i32 %.lcssa140, i32 %.lcssa139, ptr addrspace(1) %877, i32 %888, i32 %889) #3
  %890 = add i32 %824, %753
  %891 = sext i32 %890 to i64
  %892 = getelementptr float, ptr addrspace(1) %4, i64 %891
  %893 = and i1 %828, %757
  %894 = ptrtoint ptr addrspace(1) %892 to i64
  %895 = and i64 %894, 7
  %896 = icmp eq i64 %895, 0
  %897 = and i1 %893, %896
  %898 = and i1 %760, %897
  %899 = xor i1 %893, %898
  %900 = xor i1 %828, %897
  %901 = and i1 %760, %900
  %902 = zext i1 %898 to i32
  %903 = zext i1 %899 to i32
  %904 = zext i1 %901 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %902, i32 %.lcssa138, i32 %.lcssa137, ptr addrspace(1) %892, i32 %903, i32 %904) #3
  %905 = add i32 %843, %753
  %906 = sext i32 %905 to i64
  %907 = getelementptr float, ptr addrspace(1) %4, i64 %906
  %908 = and i1 %847, %757
  %909 = ptrtoint ptr addrspace(1) %907 to i64
  %910 = and i64 %909, 7
  %911 = icmp eq i64 %910, 0
  %912 = and i1 %908, %911
  %913 = and i1 %760, %912
  %914 = xor i1 %908, %913
  %915 = xor i1 %847, %912
  %916 = and i1 %760, %915
  %917 = zext i1 %913 to i32
  %918 = zext i1 %914 to i32
  %919 = zext i1 %916 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %917, i32 %.lcssa136, i32 %.lcssa135, ptr addrspace(1) %907, i32 %918, i32 %919) #3
  %920 = add i32 %824, %788
  %921 = sext i32 %920 to i64
  %922 = getelementptr float, ptr addrspace(1) %4, i64 %921
  %923 = and i1 %828, %792
  %924 = ptrtoint ptr addrspace(1) %922 to i64
  %925 = and i64 %924, 7
  %926 = icmp eq i64 %925, 0
  %927 = and i1 %923, %926
  %928 = and i1 %795, %927
  %929 = xor i1 %923, %928
  %930 = xor i1 %828, %927
  %931 = and i1 %795, %930
  %932 = zext i1 %928 to i32
  %933 = zext i1 %929 to i32
  %934 = zext i1 %931 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %932, i32 %.lcssa134, i32 %.lcssa133, ptr addrspace(1) %922, i32 %933, i32 %934) #3
  %935 = add i32 %843, %788
  %936 = sext i32 %935 to i64
  %937 = getelementptr float, ptr addrspace(1) %4, i64 %936
  %938 = and i1 %847, %792
  %939 = ptrtoint ptr addrspace(1) %937 to i64
  %940 = and i64 %939, 7
  %941 = icmp eq i64 %940, 0
  %942 = and i1 %938, %941
  %943 = and i1 %795, %942
  %944 = xor i1 %938, %943
  %945 = xor i1 %847, %942
  %946 = and i1 %795, %945
  %947 = zext i1 %943 to i32
  %948 = zext i1 %944 to i32
  %949 = zext i1 %946 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %947, i32 %.lcssa132, i32 %.lcssa131, ptr addrspace(1) %937, i32 %948, i32 %949) #3
  %950 = or disjoint i32 %822, %.pre-phi316
  %951 = mul i32 %6, %950
  %952 = add i32 %951, %676
  %953 = sext i32 %952 to i64
  %954 = getelementptr float, ptr addrspace(1) %4, i64 %953
  %955 = icmp slt i32 %950, %5
  %956 = and i1 %955, %681
  %957 = ptrtoint ptr addrspace(1) %954 to i64
  %958 = and i64 %957, 7
  %959 = icmp eq i64 %958, 0
  %960 = and i1 %956, %959
  %961 = and i1 %685, %960
  %962 = xor i1 %956, %961
  %963 = xor i1 %955, %960
  %964 = and i1 %685, %963
  %965 = zext i1 %961 to i32
  %966 = zext i1 %962 to i32
  %967 = zext i1 %964 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %965, i32 %.lcssa130, i32 %.lcssa129, ptr addrspace(1) %954, i32 %966, i32 %967) #3
  %968 = or disjoint i32 %841, %.pre-phi316
  %969 = mul i32 %6, %968
  %970 = add i32 %969, %676
  %971 = sext i32 %970 to i64
  %972 = getelementptr float, ptr addrspace(1) %4, i64 %971
  %973 = icmp slt i32 %968, %5
  %974 = and i1 %973, %681
  %975 = ptrtoint ptr addrspace(1) %972 to i64
  %976 = and i64 %975, 7
  %977 = icmp eq i64 %976, 0
  %978 = and i1 %974, %977
  %979 = and i1 %685, %978
  %980 = xor i1 %974, %979
  %981 = xor i1 %973, %978
  %982 = and i1 %685, %981
  %983 = zext i1 %979 to i32
  %984 = zext i1 %980 to i32
  %985 = zext i1 %982 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %983, i32 %.lcssa128, i32 %.lcssa127, ptr addrspace(1) %972, i32 %984, i32 %985) #3
  %986 = add i32 %951, %717
  %987 = sext i32 %986 to i64
  %988 = getelementptr float, ptr addrspace(1) %4, i64 %987
  %989 = and i1 %955, %721
  %990 = ptrtoint ptr addrspace(1) %988 to i64
  %991 = and i64 %990, 7
  %992 = icmp eq i64 %991, 0
  %993 = and i1 %989, %992
  %994 = and i1 %725, %993
  %995 = xor i1 %989, %994
  %996 = xor i1 %955, %993
  %997 = and i1 %725, %996
  %998 = zext i1 %994 to i32
  %999 = zext i1 %995 to i32
  %1000 = zext i1 %997 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %998, i32 %.lcssa126, i32 %.lcssa125, ptr addrspace(1) %988, i32 %999, i32 %1000) #3
  %1001 = add i32 %969, %717
  %1002 = sext i32 %1001 to i64
  %1003 = getelementptr float, ptr addrspace(1) %4, i64 %1002
  %1004 = and i1 %973, %721
  %1005 = ptrtoint ptr addrspace(1) %1003 to i64
  %1006 = and i64 %1005, 7
  %1007 = icmp eq i64 %1006, 0
  %1008 = and i1 %1004, %1007
  %1009 = and i1 %725, %1008
  %1010 = xor i1 %1004, %1009
  %1011 = xor i1 %973, %1008
  %1012 = and i1 %725, %1011
  %1013 = zext i1 %1009 to i32
  %1014 = zext i1 %1010 to i32
  %1015 = zext i1 %1012 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1013, i32 %.lcssa124, i32 %.lcssa123, ptr addrspace(1) %1003, i32 %1014, i32 %1015) #3
  %1016 = add i32 %951, %753
  %1017 = sext i32 %1016 to i64
  %1018 = getelementptr float, ptr addrspace(1) %4, i64 %1017
  %1019 = and i1 %955, %757
  %1020 = ptrtoint ptr addrspace(1) %1018 to i64
  %1021 = and i64 %1020, 7
  %1022 = icmp eq i64 %1021, 0
  %1023 = and i1 %1019, %1022
  %1024 = and i1 %760, %1023
  %1025 = xor i1 %1019, %1024
  %1026 = xor i1 %955, %1023
  %1027 = and i1 %760, %1026
  %1028 = zext i1 %1024 to i32
  %1029 = zext i1 %1025 to i32
  %1030 = zext i1 %1027 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1028, i32 %.lcssa122, i32 %.lcssa121, ptr addrspace(1) %1018, i32 %1029, i32 %1030) #3
  %1031 = add i32 %969, %753
  %1032 = sext i32 %1031 to i64
  %1033 = getelementptr float, ptr addrspace(1) %4, i64 %1032
  %1034 = and i1 %973, %757
  %1035 = ptrtoint ptr addrspace(1) %1033 to i64
  %1036 = and i64 %1035, 7
  %1037 = icmp eq i64 %1036, 0
  %1038 = and i1 %1034, %1037
  %1039 = and i1 %760, %1038
  %1040 = xor i1 %1034, %1039
  %1041 = xor i1 %973, %1038
  %1042 = and i1 %760, %1041
  %1043 = zext i1 %1039 to i32
  %1044 = zext i1 %1040 to i32
  %1045 = zext i1 %1042 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1043, i32 %.lcssa120, i32 %.lcssa119, ptr addrspace(1) %1033, i32 %1044, i32 %1045) #3
  %1046 = add i32 %951, %788
  %1047 = sext i32 %1046 to i64
  %1048 = getelementptr float, ptr addrspace(1) %4, i64 %1047
  %1049 = and i1 %955, %792
  %1050 = ptrtoint ptr addrspace(1) %1048 to i64
  %1051 = and i64 %1050, 7
  %1052 = icmp eq i64 %1051, 0
  %1053 = and i1 %1049, %1052
  %1054 = and i1 %795, %1053
  %1055 = xor i1 %1049, %1054
  %1056 = xor i1 %955, %1053
  %1057 = and i1 %795, %1056
  %1058 = zext i1 %1054 to i32
  %1059 = zext i1 %1055 to i32
  %1060 = zext i1 %1057 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1058, i32 %.lcssa118, i32 %.lcssa117, ptr addrspace(1) %1048, i32 %1059, i32 %1060) #3
  %1061 = add i32 %969, %788
  %1062 = sext i32 %1061 to i64
  %1063 = getelementptr float, ptr addrspace(1) %4, i64 %1062
  %1064 = and i1 %973, %792
  %1065 = ptrtoint ptr addrspace(1) %1063 to i64
  %1066 = and i64 %1065, 7
  %1067 = icmp eq i64 %1066, 0
  %1068 = and i1 %1064, %1067
  %1069 = and i1 %795, %1068
  %1070 = xor i1 %1064, %1069
  %1071 = xor i1 %973, %1068
  %1072 = and i1 %795, %1071
  %1073 = zext i1 %1069 to i32
  %1074 = zext i1 %1070 to i32
  %1075 = zext i1 %1072 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1073, i32 %.lcssa116, i32 %.lcssa115, ptr addrspace(1) %1063, i32 %1074, i32 %1075) #3
  %1076 = or disjoint i32 %822, %.pre-phi318
  %1077 = mul i32 %6, %1076
  %1078 = add i32 %1077, %676
  %1079 = sext i32 %1078 to i64
  %1080 = getelementptr float, ptr addrspace(1) %4, i64 %1079
  %1081 = icmp slt i32 %1076, %5
  %1082 = and i1 %1081, %681
  %1083 = ptrtoint ptr addrspace(1) %1080 to i64
  %1084 = and i64 %1083, 7
  %1085 = icmp eq i64 %1084, 0
  %1086 = and i1 %1082, %1085
  %1087 = and i1 %685, %1086
  %1088 = xor i1 %1082, %1087
  %1089 = xor i1 %1081, %1086
  %1090 = and i1 %685, %1089
  %1091 = zext i1 %1087 to i32
  %1092 = zext i1 %1088 to i32
  %1093 = zext i1 %1090 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1091, i32 %.lcssa114, i32 %.lcssa113, ptr addrspace(1) %1080, i32 %1092, i32 %1093) #3
  %1094 = or disjoint i32 %841, %.pre-phi318
  %1095 = mul i32 %6, %1094
  %1096 = add i32 %1095, %676
  %1097 = sext i32 %1096 to i64
  %1098 = getelementptr float, ptr addrspace(1) %4, i64 %1097
  %1099 = icmp slt i32 %1094, %5
  %1100 = and i1 %1099, %681
  %1101 = ptrtoint ptr addrspace(1) %1098 to i64
  %1102 = and i64 %1101, 7
  %1103 = icmp eq i64 %1102, 0
  %1104 = and i1 %1100, %1103
  %1105 = and i1 %685, %1104
  %1106 = xor i1 %1100, %1105
  %1107 = xor i1 %1099, %1104
  %1108 = and i1 %685, %1107
  %1109 = zext i1 %1105 to i32
  %1110 = zext i1 %1106 to i32
  %1111 = zext i1 %1108 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1109, i32 %.lcssa112, i32 %.lcssa111, ptr addrspace(1) %1098, i32 %1110, i32 %1111) #3
  %1112 = add i32 %1077, %717
  %1113 = sext i32 %1112 to i64
  %1114 = getelementptr float, ptr addrspace(1) %4, i64 %1113
  %1115 = and i1 %1081, %721
  %1116 = ptrtoint ptr addrspace(1) %1114 to i64
  %1117 = and i64 %1116, 7
  %1118 = icmp eq i64 %1117, 0
  %1119 = and i1 %1115, %1118
  %1120 = and i1 %725, %1119
  %1121 = xor i1 %1115, %1120
  %1122 = xor i1 %1081, %1119
  %1123 = and i1 %725, %1122
  %1124 = zext i1 %1120 to i32
  %1125 = zext i1 %1121 to i32
  %1126 = zext i1 %1123 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1124, i32 %.lcssa110, i32 %.lcssa109, ptr addrspace(1) %1114, i32 %1125, i32 %1126) #3
  %1127 = add i32 %1095, %717
  %1128 = sext i32 %1127 to i64
  %1129 = getelementptr float, ptr addrspace(1) %4, i64 %1128
  %1130 = and i1 %1099, %721
  %1131 = ptrtoint ptr addrspace(1) %1129 to i64
  %1132 = and i64 %1131, 7
  %1133 = icmp eq i64 %1132, 0
  %1134 = and i1 %1130, %1133
  %1135 = and i1 %725, %1134
  %1136 = xor i1 %1130, %1135
  %1137 = xor i1 %1099, %1134
  %1138 = and i1 %725, %1137
  %1139 = zext i1 %1135 to i32
  %1140 = zext i1 %1136 to i32
  %1141 = zext i1 %1138 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1139, i32 %.lcssa108, i32 %.lcssa107, ptr addrspace(1) %1129, i32 %1140, i32 %1141) #3
  %1142 = add i32 %1077, %753
  %1143 = sext i32 %1142 to i64
  %1144 = getelementptr float, ptr addrspace(1) %4, i64 %1143
  %1145 = and i1 %1081, %757
  %1146 = ptrtoint ptr addrspace(1) %1144 to i64
  %1147 = and i64 %1146, 7
  %1148 = icmp eq i64 %1147, 0
  %1149 = and i1 %1145, %1148
  %1150 = and i1 %760, %1149
  %1151 = xor i1 %1145, %1150
  %1152 = xor i1 %1081, %1149
  %1153 = and i1 %760, %1152
  %1154 = zext i1 %1150 to i32
  %1155 = zext i1 %1151 to i32
  %1156 = zext i1 %1153 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1154, i32 %.lcssa106, i32 %.lcssa105, ptr addrspace(1) %1144, i32 %1155, i32 %1156) #3
  %1157 = add i32 %1095, %753
  %1158 = sext i32 %1157 to i64
  %1159 = getelementptr float, ptr addrspace(1) %4, i64 %1158
  %1160 = and i1 %1099, %757
  %1161 = ptrtoint ptr addrspace(1) %1159 to i64
  %1162 = and i64 %1161, 7
  %1163 = icmp eq i64 %1162, 0
  %1164 = and i1 %1160, %1163
  %1165 = and i1 %760, %1164
  %1166 = xor i1 %1160, %1165
  %1167 = xor i1 %1099, %1164
  %1168 = and i1 %760, %1167
  %1169 = zext i1 %1165 to i32
  %1170 = zext i1 %1166 to i32
  %1171 = zext i1 %1168 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1169, i32 %.lcssa104, i32 %.lcssa103, ptr addrspace(1) %1159, i32 %1170, i32 %1171) #3
  %1172 = add i32 %1077, %788
  %1173 = sext i32 %1172 to i64
  %1174 = getelementptr float, ptr addrspace(1) %4, i64 %1173
  %1175 = and i1 %1081, %792
  %1176 = ptrtoint ptr addrspace(1) %1174 to i64
  %1177 = and i64 %1176, 7
  %1178 = icmp eq i64 %1177, 0
  %1179 = and i1 %1175, %1178
  %1180 = and i1 %795, %1179
  %1181 = xor i1 %1175, %1180
  %1182 = xor i1 %1081, %1179
  %1183 = and i1 %795, %1182
  %1184 = zext i1 %1180 to i32
  %1185 = zext i1 %1181 to i32
  %1186 = zext i1 %1183 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1184, i32 %.lcssa102, i32 %.lcssa101, ptr addrspace(1) %1174, i32 %1185, i32 %1186) #3
  %1187 = add i32 %1095, %788
  %1188 = sext i32 %1187 to i64
  %1189 = getelementptr float, ptr addrspace(1) %4, i64 %1188
  %1190 = and i1 %1099, %792
  %1191 = ptrtoint ptr addrspace(1) %1189 to i64
  %1192 = and i64 %1191, 7
  %1193 = icmp eq i64 %1192, 0
  %1194 = and i1 %1190, %1193
  %1195 = and i1 %795, %1194
  %1196 = xor i1 %1190, %1195
  %1197 = xor i1 %1099, %1194
  %1198 = and i1 %795, %1197
  %1199 = zext i1 %1195 to i32
  %1200 = zext i1 %1196 to i32
  %1201 = zext i1 %1198 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1199, i32 %.lcssa100, i32 %.lcssa99, ptr addrspace(1) %1189, i32 %1200, i32 %1201) #3
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
