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
  %61 = shl nuw nsw i32 %60, 1
  %62 = lshr i32 %23, 3
  %63 = mul nuw nsw i32 %62, 72
  %64 = add nuw nsw i32 %63, %49
  %65 = shl nuw nsw i32 %64, 1
  %66 = zext nneg i32 %65 to i64
  %invariant.op592 = or i32 %49, %11
  %invariant.op593 = or i32 %49, %11
  br label %102

.preheader28:                                     ; preds = %.loopexit30
  %67 = icmp sgt i32 %5, 0
  %68 = and i32 %7, 32
  br i1 %67, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader28
  %69 = and i32 %7, 15
  %70 = and i32 %7, 79
  %71 = lshr i32 %7, 1
  %72 = and i32 %71, 8
  %73 = mul nuw nsw i32 %70, 40
  %invariant.op = add nuw nsw i32 %73, 640
  %invariant.op168 = add nuw nsw i32 %73, 1280
  %74 = or disjoint i32 %72, %68
  %75 = or disjoint i32 %74, 16
  %76 = or i32 %7, 48
  %77 = mul nuw nsw i32 %76, 40
  %78 = add nuw nsw i32 %72, %73
  %79 = zext nneg i32 %78 to i64
  %80 = mul nuw nsw i32 %69, 72
  %81 = add nuw nsw i32 %80, %74
  %82 = zext nneg i32 %81 to i64
  %83 = add nuw nsw i32 %75, %80
  %84 = zext nneg i32 %83 to i64
  %.reass = add nuw nsw i32 %72, %invariant.op
  %85 = zext nneg i32 %.reass to i64
  %.reass169 = add nuw nsw i32 %72, %invariant.op168
  %86 = zext nneg i32 %.reass169 to i64
  %87 = add nuw nsw i32 %72, %77
  %88 = zext nneg i32 %87 to i64
  %89 = or disjoint i32 %72, 16
  %90 = add nuw nsw i32 %89, %73
  %91 = zext nneg i32 %90 to i64
  %92 = mul nuw nsw i32 %69, 72
  %93 = add nuw nsw i32 %92, 1152
  %94 = add nuw nsw i32 %93, %74
  %95 = zext nneg i32 %94 to i64
  %96 = add nuw nsw i32 %75, %93
  %97 = zext nneg i32 %96 to i64
  %.reass.1 = add nuw nsw i32 %89, %invariant.op
  %98 = zext nneg i32 %.reass.1 to i64
  %.reass169.1 = add nuw nsw i32 %89, %invariant.op168
  %99 = zext nneg i32 %.reass169.1 to i64
  %100 = add nuw nsw i32 %89, %77
  %101 = zext nneg i32 %100 to i64
  %invariant.op598 = or i32 %49, %11
  %invariant.op599 = or i32 %49, %11
  br label %275

102:                                              ; preds = %6, %.loopexit30
  %103 = phi i64 [ 0, %6 ], [ %274, %.loopexit30 ]
  %104 = trunc nuw nsw i64 %103 to i32
  %105 = shl nuw nsw i32 %104, 5
  %106 = icmp slt i32 %105, %5
  br i1 %106, label %107, label %.loopexit30

107:                                              ; preds = %102
  %108 = mul nuw nsw i64 %103, 14848
  %109 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %108
  %110 = or disjoint i32 %105, %14
  %111 = add i32 %110, %16
  %112 = sext i32 %111 to i64
  %113 = getelementptr bfloat, ptr addrspace(1) %0, i64 %112
  %114 = ptrtoint ptr addrspace(1) %113 to i64
  %115 = and i64 %114, 15
  %116 = icmp eq i64 %115, 0
  %117 = getelementptr i8, ptr addrspace(3) %109, i64 %22
  br i1 %116, label %118, label %.preheader39.preheader

.preheader39.preheader:                           ; preds = %107
  %invariant.op588 = or i32 %105, %14
  br label %.preheader39

118:                                              ; preds = %107
  %119 = zext nneg i32 %110 to i64
  %120 = sub nsw i64 %18, %119
  %121 = tail call i64 @llvm.smax.i64(i64 %120, i64 0)
  %122 = tail call i64 @llvm.umin.i64(i64 %121, i64 8)
  %123 = trunc nuw nsw i64 %122 to i32
  %124 = shl nuw nsw i32 %123, 1
  %125 = select i1 %17, i32 %124, i32 0
  %126 = ptrtoint ptr addrspace(3) %117 to i64
  %127 = trunc i64 %126 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %127, ptr addrspace(1) %113, i32 %125) #6
  br label %.loopexit40

.preheader39:                                     ; preds = %.preheader39.preheader, %.preheader39
  %128 = phi i64 [ %138, %.preheader39 ], [ 0, %.preheader39.preheader ]
  %129 = trunc nuw nsw i64 %128 to i32
  %.reass376.reass = or i32 %129, %invariant.op588
  %130 = add i32 %.reass376.reass, %16
  %131 = sext i32 %130 to i64
  %132 = getelementptr bfloat, ptr addrspace(1) %0, i64 %131
  %133 = icmp slt i32 %.reass376.reass, %5
  %134 = and i1 %17, %133
  %135 = zext i1 %134 to i32
  %136 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %132, i32 %135, i16 0) #6
  %137 = getelementptr bfloat, ptr addrspace(3) %117, i64 %128
  store i16 %136, ptr addrspace(3) %137, align 2
  %138 = add nuw nsw i64 %128, 1
  %exitcond.not = icmp eq i64 %138, 8
  br i1 %exitcond.not, label %.loopexit40, label %.preheader39

.loopexit40:                                      ; preds = %.preheader39, %118
  %139 = add i32 %110, %26
  %140 = sext i32 %139 to i64
  %141 = getelementptr bfloat, ptr addrspace(1) %0, i64 %140
  %142 = ptrtoint ptr addrspace(1) %141 to i64
  %143 = and i64 %142, 15
  %144 = icmp eq i64 %143, 0
  %145 = getelementptr i8, ptr addrspace(3) %109, i64 %31
  br i1 %144, label %146, label %.preheader37.preheader

.preheader37.preheader:                           ; preds = %.loopexit40
  %invariant.op589 = or i32 %105, %14
  br label %.preheader37

146:                                              ; preds = %.loopexit40
  %147 = zext nneg i32 %110 to i64
  %148 = sub nsw i64 %18, %147
  %149 = tail call i64 @llvm.smax.i64(i64 %148, i64 0)
  %150 = tail call i64 @llvm.umin.i64(i64 %149, i64 8)
  %151 = trunc nuw nsw i64 %150 to i32
  %152 = shl nuw nsw i32 %151, 1
  %153 = select i1 %27, i32 %152, i32 0
  %154 = ptrtoint ptr addrspace(3) %145 to i64
  %155 = trunc i64 %154 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %155, ptr addrspace(1) %141, i32 %153) #6
  br label %.loopexit38

.preheader37:                                     ; preds = %.preheader37.preheader, %.preheader37
  %156 = phi i64 [ %166, %.preheader37 ], [ 0, %.preheader37.preheader ]
  %157 = trunc nuw nsw i64 %156 to i32
  %.reass378.reass = or i32 %157, %invariant.op589
  %158 = add i32 %.reass378.reass, %26
  %159 = sext i32 %158 to i64
  %160 = getelementptr bfloat, ptr addrspace(1) %0, i64 %159
  %161 = icmp slt i32 %.reass378.reass, %5
  %162 = and i1 %27, %161
  %163 = zext i1 %162 to i32
  %164 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %160, i32 %163, i16 0) #6
  %165 = getelementptr bfloat, ptr addrspace(3) %145, i64 %156
  store i16 %164, ptr addrspace(3) %165, align 2
  %166 = add nuw nsw i64 %156, 1
  %exitcond296.not = icmp eq i64 %166, 8
  br i1 %exitcond296.not, label %.loopexit38, label %.preheader37

.loopexit38:                                      ; preds = %.preheader37, %146
  %167 = add i32 %110, %34
  %168 = sext i32 %167 to i64
  %169 = getelementptr bfloat, ptr addrspace(1) %0, i64 %168
  %170 = ptrtoint ptr addrspace(1) %169 to i64
  %171 = and i64 %170, 15
  %172 = icmp eq i64 %171, 0
  %173 = getelementptr i8, ptr addrspace(3) %109, i64 %39
  br i1 %172, label %174, label %.preheader35.preheader

.preheader35.preheader:                           ; preds = %.loopexit38
  %invariant.op590 = or i32 %105, %14
  br label %.preheader35

174:                                              ; preds = %.loopexit38
  %175 = zext nneg i32 %110 to i64
  %176 = sub nsw i64 %18, %175
  %177 = tail call i64 @llvm.smax.i64(i64 %176, i64 0)
  %178 = tail call i64 @llvm.umin.i64(i64 %177, i64 8)
  %179 = trunc nuw nsw i64 %178 to i32
  %180 = shl nuw nsw i32 %179, 1
  %181 = select i1 %35, i32 %180, i32 0
  %182 = ptrtoint ptr addrspace(3) %173 to i64
  %183 = trunc i64 %182 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %183, ptr addrspace(1) %169, i32 %181) #6
  br label %.loopexit36

.preheader35:                                     ; preds = %.preheader35.preheader, %.preheader35
  %184 = phi i64 [ %194, %.preheader35 ], [ 0, %.preheader35.preheader ]
  %185 = trunc nuw nsw i64 %184 to i32
  %.reass380.reass = or i32 %185, %invariant.op590
  %186 = add i32 %.reass380.reass, %34
  %187 = sext i32 %186 to i64
  %188 = getelementptr bfloat, ptr addrspace(1) %0, i64 %187
  %189 = icmp slt i32 %.reass380.reass, %5
  %190 = and i1 %35, %189
  %191 = zext i1 %190 to i32
  %192 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %188, i32 %191, i16 0) #6
  %193 = getelementptr bfloat, ptr addrspace(3) %173, i64 %184
  store i16 %192, ptr addrspace(3) %193, align 2
  %194 = add nuw nsw i64 %184, 1
  %exitcond297.not = icmp eq i64 %194, 8
  br i1 %exitcond297.not, label %.loopexit36, label %.preheader35

.loopexit36:                                      ; preds = %.preheader35, %174
  %195 = add i32 %110, %42
  %196 = sext i32 %195 to i64
  %197 = getelementptr bfloat, ptr addrspace(1) %0, i64 %196
  %198 = ptrtoint ptr addrspace(1) %197 to i64
  %199 = and i64 %198, 15
  %200 = icmp eq i64 %199, 0
  %201 = getelementptr i8, ptr addrspace(3) %109, i64 %47
  br i1 %200, label %202, label %.preheader33.preheader

.preheader33.preheader:                           ; preds = %.loopexit36
  %invariant.op591 = or i32 %105, %14
  br label %.preheader33

202:                                              ; preds = %.loopexit36
  %203 = zext nneg i32 %110 to i64
  %204 = sub nsw i64 %18, %203
  %205 = tail call i64 @llvm.smax.i64(i64 %204, i64 0)
  %206 = tail call i64 @llvm.umin.i64(i64 %205, i64 8)
  %207 = trunc nuw nsw i64 %206 to i32
  %208 = shl nuw nsw i32 %207, 1
  %209 = select i1 %43, i32 %208, i32 0
  %210 = ptrtoint ptr addrspace(3) %201 to i64
  %211 = trunc i64 %210 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %211, ptr addrspace(1) %197, i32 %209) #6
  br label %.loopexit34

.preheader33:                                     ; preds = %.preheader33.preheader, %.preheader33
  %212 = phi i64 [ %222, %.preheader33 ], [ 0, %.preheader33.preheader ]
  %213 = trunc nuw nsw i64 %212 to i32
  %.reass382.reass = or i32 %213, %invariant.op591
  %214 = add i32 %.reass382.reass, %42
  %215 = sext i32 %214 to i64
  %216 = getelementptr bfloat, ptr addrspace(1) %0, i64 %215
  %217 = icmp slt i32 %.reass382.reass, %5
  %218 = and i1 %43, %217
  %219 = zext i1 %218 to i32
  %220 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %216, i32 %219, i16 0) #6
  %221 = getelementptr bfloat, ptr addrspace(3) %201, i64 %212
  store i16 %220, ptr addrspace(3) %221, align 2
  %222 = add nuw nsw i64 %212, 1
  %exitcond298.not = icmp eq i64 %222, 8
  br i1 %exitcond298.not, label %.loopexit34, label %.preheader33

.loopexit34:                                      ; preds = %.preheader33, %202
  %223 = getelementptr i8, ptr addrspace(3) %109, i64 10240
  %224 = or disjoint i32 %105, %48
  %225 = mul i32 %224, %4
  %226 = add i32 %225, %50
  %227 = sext i32 %226 to i64
  %228 = getelementptr bfloat, ptr addrspace(1) %1, i64 %227
  %229 = ptrtoint ptr addrspace(1) %228 to i64
  %230 = and i64 %229, 15
  %231 = icmp eq i64 %230, 0
  %232 = icmp slt i32 %224, %5
  %233 = getelementptr i8, ptr addrspace(3) %223, i64 %55
  br i1 %231, label %234, label %.preheader31

234:                                              ; preds = %.loopexit34
  %235 = select i1 %232, i32 %61, i32 0
  %236 = ptrtoint ptr addrspace(3) %233 to i64
  %237 = trunc i64 %236 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %237, ptr addrspace(1) %228, i32 %235) #6
  br label %.loopexit32

.preheader31:                                     ; preds = %.loopexit34, %.preheader31
  %238 = phi i64 [ %248, %.preheader31 ], [ 0, %.loopexit34 ]
  %239 = trunc nuw nsw i64 %238 to i32
  %.reass384.reass = or i32 %239, %invariant.op592
  %240 = add i32 %.reass384.reass, %225
  %241 = sext i32 %240 to i64
  %242 = getelementptr bfloat, ptr addrspace(1) %1, i64 %241
  %243 = icmp slt i32 %.reass384.reass, %4
  %244 = and i1 %232, %243
  %245 = zext i1 %244 to i32
  %246 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %242, i32 %245, i16 0) #6
  %247 = getelementptr bfloat, ptr addrspace(3) %233, i64 %238
  store i16 %246, ptr addrspace(3) %247, align 2
  %248 = add nuw nsw i64 %238, 1
  %exitcond299.not = icmp eq i64 %248, 8
  br i1 %exitcond299.not, label %.loopexit32, label %.preheader31

.loopexit32:                                      ; preds = %.preheader31, %234
  %249 = or disjoint i32 %105, %62
  %250 = mul i32 %249, %4
  %251 = add i32 %250, %50
  %252 = sext i32 %251 to i64
  %253 = getelementptr bfloat, ptr addrspace(1) %1, i64 %252
  %254 = ptrtoint ptr addrspace(1) %253 to i64
  %255 = and i64 %254, 15
  %256 = icmp eq i64 %255, 0
  %257 = icmp slt i32 %249, %5
  %258 = getelementptr i8, ptr addrspace(3) %223, i64 %66
  br i1 %256, label %259, label %.preheader29

259:                                              ; preds = %.loopexit32
  %260 = select i1 %257, i32 %61, i32 0
  %261 = ptrtoint ptr addrspace(3) %258 to i64
  %262 = trunc i64 %261 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %262, ptr addrspace(1) %253, i32 %260) #6
  br label %.loopexit30

.preheader29:                                     ; preds = %.loopexit32, %.preheader29
  %263 = phi i64 [ %273, %.preheader29 ], [ 0, %.loopexit32 ]
  %264 = trunc nuw nsw i64 %263 to i32
  %.reass386.reass = or i32 %264, %invariant.op593
  %265 = add i32 %.reass386.reass, %250
  %266 = sext i32 %265 to i64
  %267 = getelementptr bfloat, ptr addrspace(1) %1, i64 %266
  %268 = icmp slt i32 %.reass386.reass, %4
  %269 = and i1 %257, %268
  %270 = zext i1 %269 to i32
  %271 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %267, i32 %270, i16 0) #6
  %272 = getelementptr bfloat, ptr addrspace(3) %258, i64 %263
  store i16 %271, ptr addrspace(3) %272, align 2
  %273 = add nuw nsw i64 %263, 1
  %exitcond300.not = icmp eq i64 %273, 8
  br i1 %exitcond300.not, label %.loopexit30, label %.preheader29

.loopexit30:                                      ; preds = %.preheader29, %259, %102
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %274 = add nuw nsw i64 %103, 1
  %exitcond301.not = icmp eq i64 %274, 3
  br i1 %exitcond301.not, label %.preheader28, label %102

275:                                              ; preds = %.lr.ph, %.loopexit
  %276 = phi i32 [ 0, %.lr.ph ], [ %756, %.loopexit ]
  %277 = phi float [ 0.000000e+00, %.lr.ph ], [ %753, %.loopexit ]
  %278 = phi float [ 0.000000e+00, %.lr.ph ], [ %752, %.loopexit ]
  %279 = phi float [ 0.000000e+00, %.lr.ph ], [ %751, %.loopexit ]
  %280 = phi float [ 0.000000e+00, %.lr.ph ], [ %750, %.loopexit ]
  %281 = phi float [ 0.000000e+00, %.lr.ph ], [ %748, %.loopexit ]
  %282 = phi float [ 0.000000e+00, %.lr.ph ], [ %747, %.loopexit ]
  %283 = phi float [ 0.000000e+00, %.lr.ph ], [ %746, %.loopexit ]
  %284 = phi float [ 0.000000e+00, %.lr.ph ], [ %745, %.loopexit ]
  %285 = phi float [ 0.000000e+00, %.lr.ph ], [ %743, %.loopexit ]
  %286 = phi float [ 0.000000e+00, %.lr.ph ], [ %742, %.loopexit ]
  %287 = phi float [ 0.000000e+00, %.lr.ph ], [ %741, %.loopexit ]
  %288 = phi float [ 0.000000e+00, %.lr.ph ], [ %740, %.loopexit ]
  %289 = phi float [ 0.000000e+00, %.lr.ph ], [ %738, %.loopexit ]
  %290 = phi float [ 0.000000e+00, %.lr.ph ], [ %737, %.loopexit ]
  %291 = phi float [ 0.000000e+00, %.lr.ph ], [ %736, %.loopexit ]
  %292 = phi float [ 0.000000e+00, %.lr.ph ], [ %735, %.loopexit ]
  %293 = phi float [ 0.000000e+00, %.lr.ph ], [ %727, %.loopexit ]
  %294 = phi float [ 0.000000e+00, %.lr.ph ], [ %726, %.loopexit ]
  %295 = phi float [ 0.000000e+00, %.lr.ph ], [ %725, %.loopexit ]
  %296 = phi float [ 0.000000e+00, %.lr.ph ], [ %724, %.loopexit ]
  %297 = phi float [ 0.000000e+00, %.lr.ph ], [ %722, %.loopexit ]
  %298 = phi float [ 0.000000e+00, %.lr.ph ], [ %721, %.loopexit ]
  %299 = phi float [ 0.000000e+00, %.lr.ph ], [ %720, %.loopexit ]
  %300 = phi float [ 0.000000e+00, %.lr.ph ], [ %719, %.loopexit ]
  %301 = phi float [ 0.000000e+00, %.lr.ph ], [ %717, %.loopexit ]
  %302 = phi float [ 0.000000e+00, %.lr.ph ], [ %716, %.loopexit ]
  %303 = phi float [ 0.000000e+00, %.lr.ph ], [ %715, %.loopexit ]
  %304 = phi float [ 0.000000e+00, %.lr.ph ], [ %714, %.loopexit ]
  %305 = phi float [ 0.000000e+00, %.lr.ph ], [ %712, %.loopexit ]
  %306 = phi float [ 0.000000e+00, %.lr.ph ], [ %711, %.loopexit ]
  %307 = phi float [ 0.000000e+00, %.lr.ph ], [ %710, %.loopexit ]
  %308 = phi float [ 0.000000e+00, %.lr.ph ], [ %709, %.loopexit ]
  %309 = phi float [ 0.000000e+00, %.lr.ph ], [ %701, %.loopexit ]
  %310 = phi float [ 0.000000e+00, %.lr.ph ], [ %700, %.loopexit ]
  %311 = phi float [ 0.000000e+00, %.lr.ph ], [ %699, %.loopexit ]
  %312 = phi float [ 0.000000e+00, %.lr.ph ], [ %698, %.loopexit ]
  %313 = phi float [ 0.000000e+00, %.lr.ph ], [ %696, %.loopexit ]
  %314 = phi float [ 0.000000e+00, %.lr.ph ], [ %695, %.loopexit ]
  %315 = phi float [ 0.000000e+00, %.lr.ph ], [ %694, %.loopexit ]
  %316 = phi float [ 0.000000e+00, %.lr.ph ], [ %693, %.loopexit ]
  %317 = phi float [ 0.000000e+00, %.lr.ph ], [ %691, %.loopexit ]
  %318 = phi float [ 0.000000e+00, %.lr.ph ], [ %690, %.loopexit ]
  %319 = phi float [ 0.000000e+00, %.lr.ph ], [ %689, %.loopexit ]
  %320 = phi float [ 0.000000e+00, %.lr.ph ], [ %688, %.loopexit ]
  %321 = phi float [ 0.000000e+00, %.lr.ph ], [ %686, %.loopexit ]
  %322 = phi float [ 0.000000e+00, %.lr.ph ], [ %685, %.loopexit ]
  %323 = phi float [ 0.000000e+00, %.lr.ph ], [ %684, %.loopexit ]
  %324 = phi float [ 0.000000e+00, %.lr.ph ], [ %683, %.loopexit ]
  %325 = phi float [ 0.000000e+00, %.lr.ph ], [ %675, %.loopexit ]
  %326 = phi float [ 0.000000e+00, %.lr.ph ], [ %674, %.loopexit ]
  %327 = phi float [ 0.000000e+00, %.lr.ph ], [ %673, %.loopexit ]
  %328 = phi float [ 0.000000e+00, %.lr.ph ], [ %672, %.loopexit ]
  %329 = phi float [ 0.000000e+00, %.lr.ph ], [ %670, %.loopexit ]
  %330 = phi float [ 0.000000e+00, %.lr.ph ], [ %669, %.loopexit ]
  %331 = phi float [ 0.000000e+00, %.lr.ph ], [ %668, %.loopexit ]
  %332 = phi float [ 0.000000e+00, %.lr.ph ], [ %667, %.loopexit ]
  %333 = phi float [ 0.000000e+00, %.lr.ph ], [ %659, %.loopexit ]
  %334 = phi float [ 0.000000e+00, %.lr.ph ], [ %658, %.loopexit ]
  %335 = phi float [ 0.000000e+00, %.lr.ph ], [ %657, %.loopexit ]
  %336 = phi float [ 0.000000e+00, %.lr.ph ], [ %656, %.loopexit ]
  %337 = phi float [ 0.000000e+00, %.lr.ph ], [ %654, %.loopexit ]
  %338 = phi float [ 0.000000e+00, %.lr.ph ], [ %653, %.loopexit ]
  %339 = phi float [ 0.000000e+00, %.lr.ph ], [ %652, %.loopexit ]
  %340 = phi float [ 0.000000e+00, %.lr.ph ], [ %651, %.loopexit ]
  %341 = phi i32 [ 0, %.lr.ph ], [ %757, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %342 = add i32 %341, 96
  %343 = icmp slt i32 %342, %5
  %344 = icmp slt i32 %341, 2147483552
  %345 = and i1 %344, %343
  br i1 %345, label %346, label %.loopexit

346:                                              ; preds = %275
  %347 = add i32 %276, 3
  %348 = icmp ugt i32 %347, 3
  %349 = add i32 %276, -1
  %350 = select i1 %348, i32 %349, i32 %347
  %351 = mul i32 %350, 14848
  %352 = sext i32 %351 to i64
  %353 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %352
  %354 = or disjoint i32 %342, %14
  %355 = add i32 %354, %16
  %356 = sext i32 %355 to i64
  %357 = getelementptr bfloat, ptr addrspace(1) %0, i64 %356
  %358 = ptrtoint ptr addrspace(1) %357 to i64
  %359 = and i64 %358, 15
  %360 = icmp eq i64 %359, 0
  %361 = getelementptr i8, ptr addrspace(3) %353, i64 %22
  br i1 %360, label %362, label %.preheader26.preheader

.preheader26.preheader:                           ; preds = %346
  %invariant.op594 = or i32 %342, %14
  br label %.preheader26

362:                                              ; preds = %346
  %363 = sext i32 %354 to i64
  %364 = sub nsw i64 %18, %363
  %365 = tail call i64 @llvm.smax.i64(i64 %364, i64 0)
  %366 = tail call i64 @llvm.umin.i64(i64 %365, i64 8)
  %367 = trunc nuw nsw i64 %366 to i32
  %368 = shl nuw nsw i32 %367, 1
  %369 = select i1 %17, i32 %368, i32 0
  %370 = ptrtoint ptr addrspace(3) %361 to i64
  %371 = trunc i64 %370 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %371, ptr addrspace(1) %357, i32 %369) #6
  br label %.loopexit27

.preheader26:                                     ; preds = %.preheader26.preheader, %.preheader26
  %372 = phi i64 [ %382, %.preheader26 ], [ 0, %.preheader26.preheader ]
  %373 = trunc nuw nsw i64 %372 to i32
  %.reass388.reass = or i32 %373, %invariant.op594
  %374 = add i32 %.reass388.reass, %16
  %375 = sext i32 %374 to i64
  %376 = getelementptr bfloat, ptr addrspace(1) %0, i64 %375
  %377 = icmp slt i32 %.reass388.reass, %5
  %378 = and i1 %17, %377
  %379 = zext i1 %378 to i32
  %380 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %376, i32 %379, i16 0) #6
  %381 = getelementptr bfloat, ptr addrspace(3) %361, i64 %372
  store i16 %380, ptr addrspace(3) %381, align 2
  %382 = add nuw nsw i64 %372, 1
  %exitcond302.not = icmp eq i64 %382, 8
  br i1 %exitcond302.not, label %.loopexit27, label %.preheader26

.loopexit27:                                      ; preds = %.preheader26, %362
  %383 = add i32 %354, %26
  %384 = sext i32 %383 to i64
  %385 = getelementptr bfloat, ptr addrspace(1) %0, i64 %384
  %386 = ptrtoint ptr addrspace(1) %385 to i64
  %387 = and i64 %386, 15
  %388 = icmp eq i64 %387, 0
  %389 = getelementptr i8, ptr addrspace(3) %353, i64 %31
  br i1 %388, label %390, label %.preheader24.preheader

.preheader24.preheader:                           ; preds = %.loopexit27
  %invariant.op595 = or i32 %342, %14
  br label %.preheader24

390:                                              ; preds = %.loopexit27
  %391 = sext i32 %354 to i64
  %392 = sub nsw i64 %18, %391
  %393 = tail call i64 @llvm.smax.i64(i64 %392, i64 0)
  %394 = tail call i64 @llvm.umin.i64(i64 %393, i64 8)
  %395 = trunc nuw nsw i64 %394 to i32
  %396 = shl nuw nsw i32 %395, 1
  %397 = select i1 %27, i32 %396, i32 0
  %398 = ptrtoint ptr addrspace(3) %389 to i64
  %399 = trunc i64 %398 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %399, ptr addrspace(1) %385, i32 %397) #6
  br label %.loopexit25

.preheader24:                                     ; preds = %.preheader24.preheader, %.preheader24
  %400 = phi i64 [ %410, %.preheader24 ], [ 0, %.preheader24.preheader ]
  %401 = trunc nuw nsw i64 %400 to i32
  %.reass390.reass = or i32 %401, %invariant.op595
  %402 = add i32 %.reass390.reass, %26
  %403 = sext i32 %402 to i64
  %404 = getelementptr bfloat, ptr addrspace(1) %0, i64 %403
  %405 = icmp slt i32 %.reass390.reass, %5
  %406 = and i1 %27, %405
  %407 = zext i1 %406 to i32
  %408 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %404, i32 %407, i16 0) #6
  %409 = getelementptr bfloat, ptr addrspace(3) %389, i64 %400
  store i16 %408, ptr addrspace(3) %409, align 2
  %410 = add nuw nsw i64 %400, 1
  %exitcond303.not = icmp eq i64 %410, 8
  br i1 %exitcond303.not, label %.loopexit25, label %.preheader24

.loopexit25:                                      ; preds = %.preheader24, %390
  %411 = add i32 %354, %34
  %412 = sext i32 %411 to i64
  %413 = getelementptr bfloat, ptr addrspace(1) %0, i64 %412
  %414 = ptrtoint ptr addrspace(1) %413 to i64
  %415 = and i64 %414, 15
  %416 = icmp eq i64 %415, 0
  %417 = getelementptr i8, ptr addrspace(3) %353, i64 %39
  br i1 %416, label %418, label %.preheader22.preheader

.preheader22.preheader:                           ; preds = %.loopexit25
  %invariant.op596 = or i32 %342, %14
  br label %.preheader22

418:                                              ; preds = %.loopexit25
  %419 = sext i32 %354 to i64
  %420 = sub nsw i64 %18, %419
  %421 = tail call i64 @llvm.smax.i64(i64 %420, i64 0)
  %422 = tail call i64 @llvm.umin.i64(i64 %421, i64 8)
  %423 = trunc nuw nsw i64 %422 to i32
  %424 = shl nuw nsw i32 %423, 1
  %425 = select i1 %35, i32 %424, i32 0
  %426 = ptrtoint ptr addrspace(3) %417 to i64
  %427 = trunc i64 %426 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %427, ptr addrspace(1) %413, i32 %425) #6
  br label %.loopexit23

.preheader22:                                     ; preds = %.preheader22.preheader, %.preheader22
  %428 = phi i64 [ %438, %.preheader22 ], [ 0, %.preheader22.preheader ]
  %429 = trunc nuw nsw i64 %428 to i32
  %.reass392.reass = or i32 %429, %invariant.op596
  %430 = add i32 %.reass392.reass, %34
  %431 = sext i32 %430 to i64
  %432 = getelementptr bfloat, ptr addrspace(1) %0, i64 %431
  %433 = icmp slt i32 %.reass392.reass, %5
  %434 = and i1 %35, %433
  %435 = zext i1 %434 to i32
  %436 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %432, i32 %435, i16 0) #6
  %437 = getelementptr bfloat, ptr addrspace(3) %417, i64 %428
  store i16 %436, ptr addrspace(3) %437, align 2
  %438 = add nuw nsw i64 %428, 1
  %exitcond304.not = icmp eq i64 %438, 8
  br i1 %exitcond304.not, label %.loopexit23, label %.preheader22

.loopexit23:                                      ; preds = %.preheader22, %418
  %439 = add i32 %354, %42
  %440 = sext i32 %439 to i64
  %441 = getelementptr bfloat, ptr addrspace(1) %0, i64 %440
  %442 = ptrtoint ptr addrspace(1) %441 to i64
  %443 = and i64 %442, 15
  %444 = icmp eq i64 %443, 0
  %445 = getelementptr i8, ptr addrspace(3) %353, i64 %47
  br i1 %444, label %446, label %.preheader20.preheader

.preheader20.preheader:                           ; preds = %.loopexit23
  %invariant.op597 = or i32 %342, %14
  br label %.preheader20

446:                                              ; preds = %.loopexit23
  %447 = sext i32 %354 to i64
  %448 = sub nsw i64 %18, %447
  %449 = tail call i64 @llvm.smax.i64(i64 %448, i64 0)
  %450 = tail call i64 @llvm.umin.i64(i64 %449, i64 8)
  %451 = trunc nuw nsw i64 %450 to i32
  %452 = shl nuw nsw i32 %451, 1
  %453 = select i1 %43, i32 %452, i32 0
  %454 = ptrtoint ptr addrspace(3) %445 to i64
  %455 = trunc i64 %454 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %455, ptr addrspace(1) %441, i32 %453) #6
  br label %.loopexit21

.preheader20:                                     ; preds = %.preheader20.preheader, %.preheader20
  %456 = phi i64 [ %466, %.preheader20 ], [ 0, %.preheader20.preheader ]
  %457 = trunc nuw nsw i64 %456 to i32
  %.reass394.reass = or i32 %457, %invariant.op597
  %458 = add i32 %.reass394.reass, %42
  %459 = sext i32 %458 to i64
  %460 = getelementptr bfloat, ptr addrspace(1) %0, i64 %459
  %461 = icmp slt i32 %.reass394.reass, %5
  %462 = and i1 %43, %461
  %463 = zext i1 %462 to i32
  %464 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %460, i32 %463, i16 0) #6
  %465 = getelementptr bfloat, ptr addrspace(3) %445, i64 %456
  store i16 %464, ptr addrspace(3) %465, align 2
  %466 = add nuw nsw i64 %456, 1
  %exitcond305.not = icmp eq i64 %466, 8
  br i1 %exitcond305.not, label %.loopexit21, label %.preheader20

.loopexit21:                                      ; preds = %.preheader20, %446
  %467 = getelementptr i8, ptr addrspace(3) %353, i64 10240
  %468 = or disjoint i32 %342, %48
  %469 = mul i32 %468, %4
  %470 = add i32 %469, %50
  %471 = sext i32 %470 to i64
  %472 = getelementptr bfloat, ptr addrspace(1) %1, i64 %471
  %473 = ptrtoint ptr addrspace(1) %472 to i64
  %474 = and i64 %473, 15
  %475 = icmp eq i64 %474, 0
  %476 = icmp slt i32 %468, %5
  %477 = getelementptr i8, ptr addrspace(3) %467, i64 %55
  br i1 %475, label %478, label %.preheader18

478:                                              ; preds = %.loopexit21
  %479 = select i1 %476, i32 %61, i32 0
  %480 = ptrtoint ptr addrspace(3) %477 to i64
  %481 = trunc i64 %480 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %481, ptr addrspace(1) %472, i32 %479) #6
  br label %.loopexit19

.preheader18:                                     ; preds = %.loopexit21, %.preheader18
  %482 = phi i64 [ %492, %.preheader18 ], [ 0, %.loopexit21 ]
  %483 = trunc nuw nsw i64 %482 to i32
  %.reass396.reass = or i32 %483, %invariant.op598
  %484 = add i32 %.reass396.reass, %469
  %485 = sext i32 %484 to i64
  %486 = getelementptr bfloat, ptr addrspace(1) %1, i64 %485
  %487 = icmp slt i32 %.reass396.reass, %4
  %488 = and i1 %476, %487
  %489 = zext i1 %488 to i32
  %490 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %486, i32 %489, i16 0) #6
  %491 = getelementptr bfloat, ptr addrspace(3) %477, i64 %482
  store i16 %490, ptr addrspace(3) %491, align 2
  %492 = add nuw nsw i64 %482, 1
  %exitcond306.not = icmp eq i64 %492, 8
  br i1 %exitcond306.not, label %.loopexit19, label %.preheader18

.loopexit19:                                      ; preds = %.preheader18, %478
  %493 = or disjoint i32 %342, %62
  %494 = mul i32 %493, %4
  %495 = add i32 %494, %50
  %496 = sext i32 %495 to i64
  %497 = getelementptr bfloat, ptr addrspace(1) %1, i64 %496
  %498 = ptrtoint ptr addrspace(1) %497 to i64
  %499 = and i64 %498, 15
  %500 = icmp eq i64 %499, 0
  %501 = icmp slt i32 %493, %5
  %502 = getelementptr i8, ptr addrspace(3) %467, i64 %66
  br i1 %500, label %503, label %.preheader

503:                                              ; preds = %.loopexit19
  %504 = select i1 %501, i32 %61, i32 0
  %505 = ptrtoint ptr addrspace(3) %502 to i64
  %506 = trunc i64 %505 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %506, ptr addrspace(1) %497, i32 %504) #6
  br label %.loopexit

.preheader:                                       ; preds = %.loopexit19, %.preheader
  %507 = phi i64 [ %517, %.preheader ], [ 0, %.loopexit19 ]
  %508 = trunc nuw nsw i64 %507 to i32
  %.reass398.reass = or i32 %508, %invariant.op599
  %509 = add i32 %.reass398.reass, %494
  %510 = sext i32 %509 to i64
  %511 = getelementptr bfloat, ptr addrspace(1) %1, i64 %510
  %512 = icmp slt i32 %.reass398.reass, %4
  %513 = and i1 %501, %512
  %514 = zext i1 %513 to i32
  %515 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %511, i32 %514, i16 0) #6
  %516 = getelementptr bfloat, ptr addrspace(3) %502, i64 %507
  store i16 %515, ptr addrspace(3) %516, align 2
  %517 = add nuw nsw i64 %507, 1
  %exitcond307.not = icmp eq i64 %517, 8
  br i1 %exitcond307.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %503, %275
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %518 = mul i32 %276, 14848
  %519 = sext i32 %518 to i64
  %520 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %519
  %521 = getelementptr i8, ptr addrspace(3) %520, i64 10240
  %522 = getelementptr bfloat, ptr addrspace(3) %520, i64 %79
  %523 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %522)
  %524 = extractvalue { i32, i32, i32, i32 } %523, 0
  %525 = extractvalue { i32, i32, i32, i32 } %523, 1
  %526 = extractvalue { i32, i32, i32, i32 } %523, 2
  %527 = extractvalue { i32, i32, i32, i32 } %523, 3
  %528 = getelementptr bfloat, ptr addrspace(3) %521, i64 %82
  %529 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %528)
  %530 = extractvalue { i32, i32, i32, i32 } %529, 0
  %531 = extractvalue { i32, i32, i32, i32 } %529, 1
  %532 = extractvalue { i32, i32, i32, i32 } %529, 2
  %533 = extractvalue { i32, i32, i32, i32 } %529, 3
  %534 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %524, i32 %525, i32 %526, i32 %527, i32 %530, i32 %531, float %340, float %339, float %338, float %337) #6
  %535 = extractvalue { float, float, float, float } %534, 0
  %536 = extractvalue { float, float, float, float } %534, 1
  %537 = extractvalue { float, float, float, float } %534, 2
  %538 = extractvalue { float, float, float, float } %534, 3
  %539 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %524, i32 %525, i32 %526, i32 %527, i32 %532, i32 %533, float %336, float %335, float %334, float %333) #6
  %540 = extractvalue { float, float, float, float } %539, 0
  %541 = extractvalue { float, float, float, float } %539, 1
  %542 = extractvalue { float, float, float, float } %539, 2
  %543 = extractvalue { float, float, float, float } %539, 3
  %544 = getelementptr bfloat, ptr addrspace(3) %521, i64 %84
  %545 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %544)
  %546 = extractvalue { i32, i32, i32, i32 } %545, 0
  %547 = extractvalue { i32, i32, i32, i32 } %545, 1
  %548 = extractvalue { i32, i32, i32, i32 } %545, 2
  %549 = extractvalue { i32, i32, i32, i32 } %545, 3
  %550 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %524, i32 %525, i32 %526, i32 %527, i32 %546, i32 %547, float %332, float %331, float %330, float %329) #6
  %551 = extractvalue { float, float, float, float } %550, 0
  %552 = extractvalue { float, float, float, float } %550, 1
  %553 = extractvalue { float, float, float, float } %550, 2
  %554 = extractvalue { float, float, float, float } %550, 3
  %555 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %524, i32 %525, i32 %526, i32 %527, i32 %548, i32 %549, float %328, float %327, float %326, float %325) #6
  %556 = extractvalue { float, float, float, float } %555, 0
  %557 = extractvalue { float, float, float, float } %555, 1
  %558 = extractvalue { float, float, float, float } %555, 2
  %559 = extractvalue { float, float, float, float } %555, 3
  %560 = getelementptr bfloat, ptr addrspace(3) %520, i64 %85
  %561 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %560)
  %562 = extractvalue { i32, i32, i32, i32 } %561, 0
  %563 = extractvalue { i32, i32, i32, i32 } %561, 1
  %564 = extractvalue { i32, i32, i32, i32 } %561, 2
  %565 = extractvalue { i32, i32, i32, i32 } %561, 3
  %566 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %562, i32 %563, i32 %564, i32 %565, i32 %530, i32 %531, float %324, float %323, float %322, float %321) #6
  %567 = extractvalue { float, float, float, float } %566, 0
  %568 = extractvalue { float, float, float, float } %566, 1
  %569 = extractvalue { float, float, float, float } %566, 2
  %570 = extractvalue { float, float, float, float } %566, 3
  %571 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %562, i32 %563, i32 %564, i32 %565, i32 %532, i32 %533, float %320, float %319, float %318, float %317) #6
  %572 = extractvalue { float, float, float, float } %571, 0
  %573 = extractvalue { float, float, float, float } %571, 1
  %574 = extractvalue { float, float, float, float } %571, 2
  %575 = extractvalue { float, float, float, float } %571, 3
  %576 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %562, i32 %563, i32 %564, i32 %565, i32 %546, i32 %547, float %316, float %315, float %314, float %313) #6
  %577 = extractvalue { float, float, float, float } %576, 0
  %578 = extractvalue { float, float, float, float } %576, 1
  %579 = extractvalue { float, float, float, float } %576, 2
  %580 = extractvalue { float, float, float, float } %576, 3
  %581 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %562, i32 %563, i32 %564, i32 %565, i32 %548, i32 %549, float %312, float %311, float %310, float %309) #6
  %582 = extractvalue { float, float, float, float } %581, 0
  %583 = extractvalue { float, float, float, float } %581, 1
  %584 = extractvalue { float, float, float, float } %581, 2
  %585 = extractvalue { float, float, float, float } %581, 3
  %586 = getelementptr bfloat, ptr addrspace(3) %520, i64 %86
  %587 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %586)
  %588 = extractvalue { i32, i32, i32, i32 } %587, 0
  %589 = extractvalue { i32, i32, i32, i32 } %587, 1
  %590 = extractvalue { i32, i32, i32, i32 } %587, 2
  %591 = extractvalue { i32, i32, i32, i32 } %587, 3
  %592 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %588, i32 %589, i32 %590, i32 %591, i32 %530, i32 %531, float %308, float %307, float %306, float %305) #6
  %593 = extractvalue { float, float, float, float } %592, 0
  %594 = extractvalue { float, float, float, float } %592, 1
  %595 = extractvalue { float, float, float, float } %592, 2
  %596 = extractvalue { float, float, float, float } %592, 3
  %597 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %588, i32 %589, i32 %590, i32 %591, i32 %532, i32 %533, float %304, float %303, float %302, float %301) #6
  %598 = extractvalue { float, float, float, float } %597, 0
  %599 = extractvalue { float, float, float, float } %597, 1
  %600 = extractvalue { float, float, float, float } %597, 2
  %601 = extractvalue { float, float, float, float } %597, 3
  %602 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %588, i32 %589, i32 %590, i32 %591, i32 %546, i32 %547, float %300, float %299, float %298, float %297) #6
  %603 = extractvalue { float, float, float, float } %602, 0
  %604 = extractvalue { float, float, float, float } %602, 1
  %605 = extractvalue { float, float, float, float } %602, 2
  %606 = extractvalue { float, float, float, float } %602, 3
  %607 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %588, i32 %589, i32 %590, i32 %591, i32 %548, i32 %549, float %296, float %295, float %294, float %293) #6
  %608 = extractvalue { float, float, float, float } %607, 0
  %609 = extractvalue { float, float, float, float } %607, 1
  %610 = extractvalue { float, float, float, float } %607, 2
  %611 = extractvalue { float, float, float, float } %607, 3
  %612 = getelementptr bfloat, ptr addrspace(3) %520, i64 %88
  %613 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %612)
  %614 = extractvalue { i32, i32, i32, i32 } %613, 0
  %615 = extractvalue { i32, i32, i32, i32 } %613, 1
  %616 = extractvalue { i32, i32, i32, i32 } %613, 2
  %617 = extractvalue { i32, i32, i32, i32 } %613, 3
  %618 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %614, i32 %615, i32 %616, i32 %617, i32 %530, i32 %531, float %292, float %291, float %290, float %289) #6
  %619 = extractvalue { float, float, float, float } %618, 0
  %620 = extractvalue { float, float, float, float } %618, 1
  %621 = extractvalue { float, float, float, float } %618, 2
  %622 = extractvalue { float, float, float, float } %618, 3
  %623 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %614, i32 %615, i32 %616, i32 %617, i32 %532, i32 %533, float %288, float %287, float %286, float %285) #6
  %624 = extractvalue { float, float, float, float } %623, 0
  %625 = extractvalue { float, float, float, float } %623, 1
  %626 = extractvalue { float, float, float, float } %623, 2
  %627 = extractvalue { float, float, float, float } %623, 3
  %628 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %614, i32 %615, i32 %616, i32 %617, i32 %546, i32 %547, float %284, float %283, float %282, float %281) #6
  %629 = extractvalue { float, float, float, float } %628, 0
  %630 = extractvalue { float, float, float, float } %628, 1
  %631 = extractvalue { float, float, float, float } %628, 2
  %632 = extractvalue { float, float, float, float } %628, 3
  %633 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %614, i32 %615, i32 %616, i32 %617, i32 %548, i32 %549, float %280, float %279, float %278, float %277) #6
  %634 = extractvalue { float, float, float, float } %633, 0
  %635 = extractvalue { float, float, float, float } %633, 1
  %636 = extractvalue { float, float, float, float } %633, 2
  %637 = extractvalue { float, float, float, float } %633, 3
  %638 = getelementptr bfloat, ptr addrspace(3) %520, i64 %91
  %639 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %638)
  %640 = extractvalue { i32, i32, i32, i32 } %639, 0
  %641 = extractvalue { i32, i32, i32, i32 } %639, 1
  %642 = extractvalue { i32, i32, i32, i32 } %639, 2
  %643 = extractvalue { i32, i32, i32, i32 } %639, 3
  %644 = getelementptr bfloat, ptr addrspace(3) %521, i64 %95
  %645 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %644)
  %646 = extractvalue { i32, i32, i32, i32 } %645, 0
  %647 = extractvalue { i32, i32, i32, i32 } %645, 1
  %648 = extractvalue { i32, i32, i32, i32 } %645, 2
  %649 = extractvalue { i32, i32, i32, i32 } %645, 3
  %650 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %640, i32 %641, i32 %642, i32 %643, i32 %646, i32 %647, float %535, float %536, float %537, float %538) #6
  %651 = extractvalue { float, float, float, float } %650, 0
  %652 = extractvalue { float, float, float, float } %650, 1
  %653 = extractvalue { float, float, float, float } %650, 2
  %654 = extractvalue { float, float, float, float } %650, 3
  %655 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %640, i32 %641, i32 %642, i32 %643, i32 %648, i32 %649, float %540, float %541, float %542, float %543) #6
  %656 = extractvalue { float, float, float, float } %655, 0
  %657 = extractvalue { float, float, float, float } %655, 1
  %658 = extractvalue { float, float, float, float } %655, 2
  %659 = extractvalue { float, float, float, float } %655, 3
  %660 = getelementptr bfloat, ptr addrspace(3) %521, i64 %97
  %661 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %660)
  %662 = extractvalue { i32, i32, i32, i32 } %661, 0
  %663 = extractvalue { i32, i32, i32, i32 } %661, 1
  %664 = extractvalue { i32, i32, i32, i32 } %661, 2
  %665 = extractvalue { i32, i32, i32, i32 } %661, 3
  %666 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %640, i32 %641, i32 %642, i32 %643, i32 %662, i32 %663, float %551, float %552, float %553, float %554) #6
  %667 = extractvalue { float, float, float, float } %666, 0
  %668 = extractvalue { float, float, float, float } %666, 1
  %669 = extractvalue { float, float, float, float } %666, 2
  %670 = extractvalue { float, float, float, float } %666, 3
  %671 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %640, i32 %641, i32 %642, i32 %643, i32 %664, i32 %665, float %556, float %557, float %558, float %559) #6
  %672 = extractvalue { float, float, float, float } %671, 0
  %673 = extractvalue { float, float, float, float } %671, 1
  %674 = extractvalue { float, float, float, float } %671, 2
  %675 = extractvalue { float, float, float, float } %671, 3
  %676 = getelementptr bfloat, ptr addrspace(3) %520, i64 %98
  %677 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %676)
  %678 = extractvalue { i32, i32, i32, i32 } %677, 0
  %679 = extractvalue { i32, i32, i32, i32 } %677, 1
  %680 = extractvalue { i32, i32, i32, i32 } %677, 2
  %681 = extractvalue { i32, i32, i32, i32 } %677, 3
  %682 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %678, i32 %679, i32 %680, i32 %681, i32 %646, i32 %647, float %567, float %568, float %569, float %570) #6
  %683 = extractvalue { float, float, float, float } %682, 0
  %684 = extractvalue { float, float, float, float } %682, 1
  %685 = extractvalue { float, float, float, float } %682, 2
  %686 = extractvalue { float, float, float, float } %682, 3
  %687 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %678, i32 %679, i32 %680, i32 %681, i32 %648, i32 %649, float %572, float %573, float %574, float %575) #6
  %688 = extractvalue { float, float, float, float } %687, 0
  %689 = extractvalue { float, float, float, float } %687, 1
  %690 = extractvalue { float, float, float, float } %687, 2
  %691 = extractvalue { float, float, float, float } %687, 3
  %692 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %678, i32 %679, i32 %680, i32 %681, i32 %662, i32 %663, float %577, float %578, float %579, float %580) #6
  %693 = extractvalue { float, float, float, float } %692, 0
  %694 = extractvalue { float, float, float, float } %692, 1
  %695 = extractvalue { float, float, float, float } %692, 2
  %696 = extractvalue { float, float, float, float } %692, 3
  %697 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %678, i32 %679, i32 %680, i32 %681, i32 %664, i32 %665, float %582, float %583, float %584, float %585) #6
  %698 = extractvalue { float, float, float, float } %697, 0
  %699 = extractvalue { float, float, float, float } %697, 1
  %700 = extractvalue { float, float, float, float } %697, 2
  %701 = extractvalue { float, float, float, float } %697, 3
  %702 = getelementptr bfloat, ptr addrspace(3) %520, i64 %99
  %703 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %702)
  %704 = extractvalue { i32, i32, i32, i32 } %703, 0
  %705 = extractvalue { i32, i32, i32, i32 } %703, 1
  %706 = extractvalue { i32, i32, i32, i32 } %703, 2
  %707 = extractvalue { i32, i32, i32, i32 } %703, 3
  %708 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %704, i32 %705, i32 %706, i32 %707, i32 %646, i32 %647, float %593, float %594, float %595, float %596) #6
  %709 = extractvalue { float, float, float, float } %708, 0
  %710 = extractvalue { float, float, float, float } %708, 1
  %711 = extractvalue { float, float, float, float } %708, 2
  %712 = extractvalue { float, float, float, float } %708, 3
  %713 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %704, i32 %705, i32 %706, i32 %707, i32 %648, i32 %649, float %598, float %599, float %600, float %601) #6
  %714 = extractvalue { float, float, float, float } %713, 0
  %715 = extractvalue { float, float, float, float } %713, 1
  %716 = extractvalue { float, float, float, float } %713, 2
  %717 = extractvalue { float, float, float, float } %713, 3
  %718 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %704, i32 %705, i32 %706, i32 %707, i32 %662, i32 %663, float %603, float %604, float %605, float %606) #6
  %719 = extractvalue { float, float, float, float } %718, 0
  %720 = extractvalue { float, float, float, float } %718, 1
  %721 = extractvalue { float, float, float, float } %718, 2
  %722 = extractvalue { float, float, float, float } %718, 3
  %723 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %704, i32 %705, i32 %706, i32 %707, i32 %664, i32 %665, float %608, float %609, float %610, float %611) #6
  %724 = extractvalue { float, float, float, float } %723, 0
  %725 = extractvalue { float, float, float, float } %723, 1
  %726 = extractvalue { float, float, float, float } %723, 2
  %727 = extractvalue { float, float, float, float } %723, 3
  %728 = getelementptr bfloat, ptr addrspace(3) %520, i64 %101
  %729 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %728)
  %730 = extractvalue { i32, i32, i32, i32 } %729, 0
  %731 = extractvalue { i32, i32, i32, i32 } %729, 1
  %732 = extractvalue { i32, i32, i32, i32 } %729, 2
  %733 = extractvalue { i32, i32, i32, i32 } %729, 3
  %734 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %730, i32 %731, i32 %732, i32 %733, i32 %646, i32 %647, float %619, float %620, float %621, float %622) #6
  %735 = extractvalue { float, float, float, float } %734, 0
  %736 = extractvalue { float, float, float, float } %734, 1
  %737 = extractvalue { float, float, float, float } %734, 2
  %738 = extractvalue { float, float, float, float } %734, 3
  %739 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %730, i32 %731, i32 %732, i32 %733, i32 %648, i32 %649, float %624, float %625, float %626, float %627) #6
  %740 = extractvalue { float, float, float, float } %739, 0
  %741 = extractvalue { float, float, float, float } %739, 1
  %742 = extractvalue { float, float, float, float } %739, 2
  %743 = extractvalue { float, float, float, float } %739, 3
  %744 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %730, i32 %731, i32 %732, i32 %733, i32 %662, i32 %663, float %629, float %630, float %631, float %632) #6
  %745 = extractvalue { float, float, float, float } %744, 0
  %746 = extractvalue { float, float, float, float } %744, 1
  %747 = extractvalue { float, float, float, float } %744, 2
  %748 = extractvalue { float, float, float, float } %744, 3
  %749 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %730, i32 %731, i32 %732, i32 %733, i32 %664, i32 %665, float %634, float %635, float %636, float %637) #6
  %750 = extractvalue { float, float, float, float } %749, 0
  %751 = extractvalue { float, float, float, float } %749, 1
  %752 = extractvalue { float, float, float, float } %749, 2
  %753 = extractvalue { float, float, float, float } %749, 3
  %754 = add i32 %276, 1
  %755 = icmp eq i32 %754, 4
  %756 = select i1 %755, i32 0, i32 %754
  %757 = add i32 %341, 32
  %758 = icmp slt i32 %757, %5
  br i1 %758, label %275, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
  %759 = bitcast float %651 to i32
  %760 = bitcast float %652 to i32
  %761 = bitcast float %653 to i32
  %762 = bitcast float %654 to i32
  %763 = bitcast float %656 to i32
  %764 = bitcast float %657 to i32
  %765 = bitcast float %658 to i32
  %766 = bitcast float %659 to i32
  %767 = bitcast float %667 to i32
  %768 = bitcast float %668 to i32
  %769 = bitcast float %669 to i32
  %770 = bitcast float %670 to i32
  %771 = bitcast float %672 to i32
  %772 = bitcast float %673 to i32
  %773 = bitcast float %674 to i32
  %774 = bitcast float %675 to i32
  %775 = bitcast float %683 to i32
  %776 = bitcast float %684 to i32
  %777 = bitcast float %685 to i32
  %778 = bitcast float %686 to i32
  %779 = bitcast float %688 to i32
  %780 = bitcast float %689 to i32
  %781 = bitcast float %690 to i32
  %782 = bitcast float %691 to i32
  %783 = bitcast float %693 to i32
  %784 = bitcast float %694 to i32
  %785 = bitcast float %695 to i32
  %786 = bitcast float %696 to i32
  %787 = bitcast float %698 to i32
  %788 = bitcast float %699 to i32
  %789 = bitcast float %700 to i32
  %790 = bitcast float %701 to i32
  %791 = bitcast float %709 to i32
  %792 = bitcast float %710 to i32
  %793 = bitcast float %711 to i32
  %794 = bitcast float %712 to i32
  %795 = bitcast float %714 to i32
  %796 = bitcast float %715 to i32
  %797 = bitcast float %716 to i32
  %798 = bitcast float %717 to i32
  %799 = bitcast float %719 to i32
  %800 = bitcast float %720 to i32
  %801 = bitcast float %721 to i32
  %802 = bitcast float %722 to i32
  %803 = bitcast float %724 to i32
  %804 = bitcast float %725 to i32
  %805 = bitcast float %726 to i32
  %806 = bitcast float %727 to i32
  %807 = bitcast float %735 to i32
  %808 = bitcast float %736 to i32
  %809 = bitcast float %737 to i32
  %810 = bitcast float %738 to i32
  %811 = bitcast float %740 to i32
  %812 = bitcast float %741 to i32
  %813 = bitcast float %742 to i32
  %814 = bitcast float %743 to i32
  %815 = bitcast float %745 to i32
  %816 = bitcast float %746 to i32
  %817 = bitcast float %747 to i32
  %818 = bitcast float %748 to i32
  %819 = bitcast float %750 to i32
  %820 = bitcast float %751 to i32
  %821 = bitcast float %752 to i32
  %822 = bitcast float %753 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %.preheader28, %._crit_edge.loopexit
  %.lcssa167 = phi i32 [ %759, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa166 = phi i32 [ %760, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa165 = phi i32 [ %761, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa164 = phi i32 [ %762, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa163 = phi i32 [ %763, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa162 = phi i32 [ %764, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa161 = phi i32 [ %765, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa160 = phi i32 [ %766, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa159 = phi i32 [ %767, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa158 = phi i32 [ %768, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa157 = phi i32 [ %769, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa156 = phi i32 [ %770, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa155 = phi i32 [ %771, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa154 = phi i32 [ %772, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa153 = phi i32 [ %773, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa152 = phi i32 [ %774, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa151 = phi i32 [ %775, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa150 = phi i32 [ %776, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa149 = phi i32 [ %777, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa148 = phi i32 [ %778, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa147 = phi i32 [ %779, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa146 = phi i32 [ %780, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa145 = phi i32 [ %781, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa144 = phi i32 [ %782, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa143 = phi i32 [ %783, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa142 = phi i32 [ %784, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa141 = phi i32 [ %785, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa140 = phi i32 [ %786, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa139 = phi i32 [ %787, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa138 = phi i32 [ %788, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa137 = phi i32 [ %789, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa136 = phi i32 [ %790, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa135 = phi i32 [ %791, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa134 = phi i32 [ %792, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa133 = phi i32 [ %793, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa132 = phi i32 [ %794, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa131 = phi i32 [ %795, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa130 = phi i32 [ %796, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa129 = phi i32 [ %797, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa128 = phi i32 [ %798, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa127 = phi i32 [ %799, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa126 = phi i32 [ %800, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa125 = phi i32 [ %801, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa124 = phi i32 [ %802, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa123 = phi i32 [ %803, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa122 = phi i32 [ %804, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa121 = phi i32 [ %805, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa120 = phi i32 [ %806, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa119 = phi i32 [ %807, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa118 = phi i32 [ %808, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa117 = phi i32 [ %809, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa116 = phi i32 [ %810, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa115 = phi i32 [ %811, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa114 = phi i32 [ %812, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa113 = phi i32 [ %813, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa112 = phi i32 [ %814, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa111 = phi i32 [ %815, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa110 = phi i32 [ %816, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa109 = phi i32 [ %817, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa108 = phi i32 [ %818, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa107 = phi i32 [ %819, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa106 = phi i32 [ %820, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa105 = phi i32 [ %821, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa104 = phi i32 [ %822, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %823 = and i32 %12, 7
  %824 = and i32 %7, 64
  %825 = shl nuw nsw i32 %7, 1
  %826 = and i32 %825, 6
  %827 = or disjoint i32 %10, %824
  %828 = or disjoint i32 %827, %823
  %829 = mul i32 %4, %828
  %830 = or disjoint i32 %11, %68
  %831 = or disjoint i32 %830, %826
  %832 = add i32 %829, %831
  %833 = sext i32 %832 to i64
  %834 = getelementptr float, ptr addrspace(1) %2, i64 %833
  %835 = icmp slt i32 %828, %3
  %836 = icmp slt i32 %831, %4
  %837 = and i1 %835, %836
  %838 = or disjoint i32 %826, 1
  %839 = or disjoint i32 %830, %838
  %840 = icmp slt i32 %839, %4
  %841 = ptrtoint ptr addrspace(1) %834 to i64
  %842 = and i64 %841, 7
  %843 = icmp eq i64 %842, 0
  %844 = and i1 %837, %843
  %845 = and i1 %840, %844
  %846 = xor i1 %837, %845
  %847 = xor i1 %835, %844
  %848 = and i1 %840, %847
  %849 = zext i1 %845 to i32
  %850 = zext i1 %846 to i32
  %851 = zext i1 %848 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %849, i32 %.lcssa167, i32 %.lcssa166, ptr addrspace(1) %834, i32 %850, i32 %851) #6
  %852 = or disjoint i32 %823, 8
  %853 = or disjoint i32 %827, %852
  %854 = mul i32 %4, %853
  %855 = add i32 %854, %831
  %856 = sext i32 %855 to i64
  %857 = getelementptr float, ptr addrspace(1) %2, i64 %856
  %858 = icmp slt i32 %853, %3
  %859 = and i1 %858, %836
  %860 = ptrtoint ptr addrspace(1) %857 to i64
  %861 = and i64 %860, 7
  %862 = icmp eq i64 %861, 0
  %863 = and i1 %859, %862
  %864 = and i1 %840, %863
  %865 = xor i1 %859, %864
  %866 = xor i1 %858, %863
  %867 = and i1 %840, %866
  %868 = zext i1 %864 to i32
  %869 = zext i1 %865 to i32
  %870 = zext i1 %867 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %868, i32 %.lcssa165, i32 %.lcssa164, ptr addrspace(1) %857, i32 %869, i32 %870) #6
  %871 = or disjoint i32 %68, 8
  %872 = or disjoint i32 %826, %11
  %873 = or disjoint i32 %872, %871
  %874 = add i32 %829, %873
  %875 = sext i32 %874 to i64
  %876 = getelementptr float, ptr addrspace(1) %2, i64 %875
  %877 = icmp slt i32 %873, %4
  %878 = and i1 %835, %877
  %879 = or disjoint i32 %838, %11
  %880 = or disjoint i32 %879, %871
  %881 = icmp slt i32 %880, %4
  %882 = ptrtoint ptr addrspace(1) %876 to i64
  %883 = and i64 %882, 7
  %884 = icmp eq i64 %883, 0
  %885 = and i1 %878, %884
  %886 = and i1 %881, %885
  %887 = xor i1 %878, %886
  %888 = xor i1 %835, %885
  %889 = and i1 %881, %888
  %890 = zext i1 %886 to i32
  %891 = zext i1 %887 to i32
  %892 = zext i1 %889 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %890, i32 %.lcssa163, i32 %.lcssa162, ptr addrspace(1) %876, i32 %891, i32 %892) #6
  %893 = add i32 %854, %873
  %894 = sext i32 %893 to i64
  %895 = getelementptr float, ptr addrspace(1) %2, i64 %894
  %896 = and i1 %858, %877
  %897 = ptrtoint ptr addrspace(1) %895 to i64
  %898 = and i64 %897, 7
  %899 = icmp eq i64 %898, 0
  %900 = and i1 %896, %899
  %901 = and i1 %881, %900
  %902 = xor i1 %896, %901
  %903 = xor i1 %858, %900
  %904 = and i1 %881, %903
  %905 = zext i1 %901 to i32
  %906 = zext i1 %902 to i32
  %907 = zext i1 %904 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %905, i32 %.lcssa161, i32 %.lcssa160, ptr addrspace(1) %895, i32 %906, i32 %907) #6
  %908 = or disjoint i32 %68, 16
  %909 = or disjoint i32 %872, %908
  %910 = add i32 %829, %909
  %911 = sext i32 %910 to i64
  %912 = getelementptr float, ptr addrspace(1) %2, i64 %911
  %913 = icmp slt i32 %909, %4
  %914 = and i1 %835, %913
  %915 = or disjoint i32 %879, %908
  %916 = icmp slt i32 %915, %4
  %917 = ptrtoint ptr addrspace(1) %912 to i64
  %918 = and i64 %917, 7
  %919 = icmp eq i64 %918, 0
  %920 = and i1 %914, %919
  %921 = and i1 %916, %920
  %922 = xor i1 %914, %921
  %923 = xor i1 %835, %920
  %924 = and i1 %916, %923
  %925 = zext i1 %921 to i32
  %926 = zext i1 %922 to i32
  %927 = zext i1 %924 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %925, i32 %.lcssa159, i32 %.lcssa158, ptr addrspace(1) %912, i32 %926, i32 %927) #6
  %928 = add i32 %854, %909
  %929 = sext i32 %928 to i64
  %930 = getelementptr float, ptr addrspace(1) %2, i64 %929
  %931 = and i1 %858, %913
  %932 = ptrtoint ptr addrspace(1) %930 to i64
  %933 = and i64 %932, 7
  %934 = icmp eq i64 %933, 0
  %935 = and i1 %931, %934
  %936 = and i1 %916, %935
  %937 = xor i1 %931, %936
  %938 = xor i1 %858, %935
  %939 = and i1 %916, %938
  %940 = zext i1 %936 to i32
  %941 = zext i1 %937 to i32
  %942 = zext i1 %939 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %940, i32 %.lcssa157, i32 %.lcssa156, ptr addrspace(1) %930, i32 %941, i32 %942) #6
  %943 = or disjoint i32 %68, 24
  %944 = or disjoint i32 %872, %943
  %945 = add i32 %829, %944
  %946 = sext i32 %945 to i64
  %947 = getelementptr float, ptr addrspace(1) %2, i64 %946
  %948 = icmp slt i32 %944, %4
  %949 = and i1 %835, %948
  %950 = or disjoint i32 %879, %943
  %951 = icmp slt i32 %950, %4
  %952 = ptrtoint ptr addrspace(1) %947 to i64
  %953 = and i64 %952, 7
  %954 = icmp eq i64 %953, 0
  %955 = and i1 %949, %954
  %956 = and i1 %951, %955
  %957 = xor i1 %949, %956
  %958 = xor i1 %835, %955
  %959 = and i1 %951, %958
  %960 = zext i1 %956 to i32
  %961 = zext i1 %957 to i32
  %962 = zext i1 %959 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %960, i32 %.lcssa155, i32 %.lcssa154, ptr addrspace(1) %947, i32 %961, i32 %962) #6
  %963 = add i32 %854, %944
  %964 = sext i32 %963 to i64
  %965 = getelementptr float, ptr addrspace(1) %2, i64 %964
  %966 = and i1 %858, %948
  %967 = ptrtoint ptr addrspace(1) %965 to i64
  %968 = and i64 %967, 7
  %969 = icmp eq i64 %968, 0
  %970 = and i1 %966, %969
  %971 = and i1 %951, %970
  %972 = xor i1 %966, %971
  %973 = xor i1 %858, %970
  %974 = and i1 %951, %973
  %975 = zext i1 %971 to i32
  %976 = zext i1 %972 to i32
  %977 = zext i1 %974 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %975, i32 %.lcssa153, i32 %.lcssa152, ptr addrspace(1) %965, i32 %976, i32 %977) #6
  %978 = or disjoint i32 %824, 16
  %979 = or disjoint i32 %823, %10
  %980 = or disjoint i32 %979, %978
  %981 = mul i32 %4, %980
  %982 = add i32 %981, %831
  %983 = sext i32 %982 to i64
  %984 = getelementptr float, ptr addrspace(1) %2, i64 %983
  %985 = icmp slt i32 %980, %3
  %986 = and i1 %985, %836
  %987 = ptrtoint ptr addrspace(1) %984 to i64
  %988 = and i64 %987, 7
  %989 = icmp eq i64 %988, 0
  %990 = and i1 %986, %989
  %991 = and i1 %840, %990
  %992 = xor i1 %986, %991
  %993 = xor i1 %985, %990
  %994 = and i1 %840, %993
  %995 = zext i1 %991 to i32
  %996 = zext i1 %992 to i32
  %997 = zext i1 %994 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %995, i32 %.lcssa151, i32 %.lcssa150, ptr addrspace(1) %984, i32 %996, i32 %997) #6
  %998 = or disjoint i32 %852, %10
  %999 = or disjoint i32 %998, %978
  %1000 = mul i32 %4, %999
  %1001 = add i32 %1000, %831
  %1002 = sext i32 %1001 to i64
  %1003 = getelementptr float, ptr addrspace(1) %2, i64 %1002
  %1004 = icmp slt i32 %999, %3
  %1005 = and i1 %1004, %836
  %1006 = ptrtoint ptr addrspace(1) %1003 to i64
  %1007 = and i64 %1006, 7
  %1008 = icmp eq i64 %1007, 0
  %1009 = and i1 %1005, %1008
  %1010 = and i1 %840, %1009
  %1011 = xor i1 %1005, %1010
  %1012 = xor i1 %1004, %1009
  %1013 = and i1 %840, %1012
  %1014 = zext i1 %1010 to i32
  %1015 = zext i1 %1011 to i32
  %1016 = zext i1 %1013 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1014, i32 %.lcssa149, i32 %.lcssa148, ptr addrspace(1) %1003, i32 %1015, i32 %1016) #6
  %1017 = add i32 %981, %873
  %1018 = sext i32 %1017 to i64
  %1019 = getelementptr float, ptr addrspace(1) %2, i64 %1018
  %1020 = and i1 %985, %877
  %1021 = ptrtoint ptr addrspace(1) %1019 to i64
  %1022 = and i64 %1021, 7
  %1023 = icmp eq i64 %1022, 0
  %1024 = and i1 %1020, %1023
  %1025 = and i1 %881, %1024
  %1026 = xor i1 %1020, %1025
  %1027 = xor i1 %985, %1024
  %1028 = and i1 %881, %1027
  %1029 = zext i1 %1025 to i32
  %1030 = zext i1 %1026 to i32
  %1031 = zext i1 %1028 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1029, i32 %.lcssa147, i32 %.lcssa146, ptr addrspace(1) %1019, i32 %1030, i32 %1031) #6
  %1032 = add i32 %1000, %873
  %1033 = sext i32 %1032 to i64
  %1034 = getelementptr float, ptr addrspace(1) %2, i64 %1033
  %1035 = and i1 %1004, %877
  %1036 = ptrtoint ptr addrspace(1) %1034 to i64
  %1037 = and i64 %1036, 7
  %1038 = icmp eq i64 %1037, 0
  %1039 = and i1 %1035, %1038
  %1040 = and i1 %881, %1039
  %1041 = xor i1 %1035, %1040
  %1042 = xor i1 %1004, %1039
  %1043 = and i1 %881, %1042
  %1044 = zext i1 %1040 to i32
  %1045 = zext i1 %1041 to i32
  %1046 = zext i1 %1043 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1044, i32 %.lcssa145, i32 %.lcssa144, ptr addrspace(1) %1034, i32 %1045, i32 %1046) #6
  %1047 = add i32 %981, %909
  %1048 = sext i32 %1047 to i64
  %1049 = getelementptr float, ptr addrspace(1) %2, i64 %1048
  %1050 = and i1 %985, %913
  %1051 = ptrtoint ptr addrspace(1) %1049 to i64
  %1052 = and i64 %1051, 7
  %1053 = icmp eq i64 %1052, 0
  %1054 = and i1 %1050, %1053
  %1055 = and i1 %916, %1054
  %1056 = xor i1 %1050, %1055
  %1057 = xor i1 %985, %1054
  %1058 = and i1 %916, %1057
  %1059 = zext i1 %1055 to i32
  %1060 = zext i1 %1056 to i32
  %1061 = zext i1 %1058 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1059, i32 %.lcssa143, i32 %.lcssa142, ptr addrspace(1) %1049, i32 %1060, i32 %1061) #6
  %1062 = add i32 %1000, %909
  %1063 = sext i32 %1062 to i64
  %1064 = getelementptr float, ptr addrspace(1) %2, i64 %1063
  %1065 = and i1 %1004, %913
  %1066 = ptrtoint ptr addrspace(1) %1064 to i64
  %1067 = and i64 %1066, 7
  %1068 = icmp eq i64 %1067, 0
  %1069 = and i1 %1065, %1068
  %1070 = and i1 %916, %1069
  %1071 = xor i1 %1065, %1070
  %1072 = xor i1 %1004, %1069
  %1073 = and i1 %916, %1072
  %1074 = zext i1 %1070 to i32
  %1075 = zext i1 %1071 to i32
  %1076 = zext i1 %1073 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1074, i32 %.lcssa141, i32 %.lcssa140, ptr addrspace(1) %1064, i32 %1075, i32 %1076) #6
  %1077 = add i32 %981, %944
  %1078 = sext i32 %1077 to i64
  %1079 = getelementptr float, ptr addrspace(1) %2, i64 %1078
  %1080 = and i1 %985, %948
  %1081 = ptrtoint ptr addrspace(1) %1079 to i64
  %1082 = and i64 %1081, 7
  %1083 = icmp eq i64 %1082, 0
  %1084 = and i1 %1080, %1083
  %1085 = and i1 %951, %1084
  %1086 = xor i1 %1080, %1085
  %1087 = xor i1 %985, %1084
  %1088 = and i1 %951, %1087
  %1089 = zext i1 %1085 to i32
  %1090 = zext i1 %1086 to i32
  %1091 = zext i1 %1088 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1089, i32 %.lcssa139, i32 %.lcssa138, ptr addrspace(1) %1079, i32 %1090, i32 %1091) #6
  %1092 = add i32 %1000, %944
  %1093 = sext i32 %1092 to i64
  %1094 = getelementptr float, ptr addrspace(1) %2, i64 %1093
  %1095 = and i1 %1004, %948
  %1096 = ptrtoint ptr addrspace(1) %1094 to i64
  %1097 = and i64 %1096, 7
  %1098 = icmp eq i64 %1097, 0
  %1099 = and i1 %1095, %1098
  %1100 = and i1 %951, %1099
  %1101 = xor i1 %1095, %1100
  %1102 = xor i1 %1004, %1099
  %1103 = and i1 %951, %1102
  %1104 = zext i1 %1100 to i32
  %1105 = zext i1 %1101 to i32
  %1106 = zext i1 %1103 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1104, i32 %.lcssa137, i32 %.lcssa136, ptr addrspace(1) %1094, i32 %1105, i32 %1106) #6
  %1107 = or disjoint i32 %824, 32
  %1108 = or disjoint i32 %979, %1107
  %1109 = mul i32 %4, %1108
  %1110 = add i32 %1109, %831
  %1111 = sext i32 %1110 to i64
  %1112 = getelementptr float, ptr addrspace(1) %2, i64 %1111
  %1113 = icmp slt i32 %1108, %3
  %1114 = and i1 %1113, %836
  %1115 = ptrtoint ptr addrspace(1) %1112 to i64
  %1116 = and i64 %1115, 7
  %1117 = icmp eq i64 %1116, 0
  %1118 = and i1 %1114, %1117
  %1119 = and i1 %840, %1118
  %1120 = xor i1 %1114, %1119
  %1121 = xor i1 %1113, %1118
  %1122 = and i1 %840, %1121
  %1123 = zext i1 %1119 to i32
  %1124 = zext i1 %1120 to i32
  %1125 = zext i1 %1122 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1123, i32 %.lcssa135, i32 %.lcssa134, ptr addrspace(1) %1112, i32 %1124, i32 %1125) #6
  %1126 = or disjoint i32 %998, %1107
  %1127 = mul i32 %4, %1126
  %1128 = add i32 %1127, %831
  %1129 = sext i32 %1128 to i64
  %1130 = getelementptr float, ptr addrspace(1) %2, i64 %1129
  %1131 = icmp slt i32 %1126, %3
  %1132 = and i1 %1131, %836
  %1133 = ptrtoint ptr addrspace(1) %1130 to i64
  %1134 = and i64 %1133, 7
  %1135 = icmp eq i64 %1134, 0
  %1136 = and i1 %1132, %1135
  %1137 = and i1 %840, %1136
  %1138 = xor i1 %1132, %1137
  %1139 = xor i1 %1131, %1136
  %1140 = and i1 %840, %1139
  %1141 = zext i1 %1137 to i32
  %1142 = zext i1 %1138 to i32
  %1143 = zext i1 %1140 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1141, i32 %.lcssa133, i32 %.lcssa132, ptr addrspace(1) %1130, i32 %1142, i32 %1143) #6
  %1144 = add i32 %1109, %873
  %1145 = sext i32 %1144 to i64
  %1146 = getelementptr float, ptr addrspace(1) %2, i64 %1145
  %1147 = and i1 %1113, %877
  %1148 = ptrtoint ptr addrspace(1) %1146 to i64
  %1149 = and i64 %1148, 7
  %1150 = icmp eq i64 %1149, 0
  %1151 = and i1 %1147, %1150
  %1152 = and i1 %881, %1151
  %1153 = xor i1 %1147, %1152
  %1154 = xor i1 %1113, %1151
  %1155 = and i1 %881, %1154
  %1156 = zext i1 %1152 to i32
  %1157 = zext i1 %1153 to i32
  %1158 = zext i1 %1155 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1156, i32 %.lcssa131, i32 %.lcssa130, ptr addrspace(1) %1146, i32 %1157, i32 %1158) #6
  %1159 = add i32 %1127, %873
  %1160 = sext i32 %1159 to i64
  %1161 = getelementptr float, ptr addrspace(1) %2, i64 %1160
  %1162 = and i1 %1131, %877
  %1163 = ptrtoint ptr addrspace(1) %1161 to i64
  %1164 = and i64 %1163, 7
  %1165 = icmp eq i64 %1164, 0
  %1166 = and i1 %1162, %1165
  %1167 = and i1 %881, %1166
  %1168 = xor i1 %1162, %1167
  %1169 = xor i1 %1131, %1166
  %1170 = and i1 %881, %1169
  %1171 = zext i1 %1167 to i32
  %1172 = zext i1 %1168 to i32
  %1173 = zext i1 %1170 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1171, i32 %.lcssa129, i32 %.lcssa128, ptr addrspace(1) %1161, i32 %1172, i32 %1173) #6
  %1174 = add i32 %1109, %909
  %1175 = sext i32 %1174 to i64
  %1176 = getelementptr float, ptr addrspace(1) %2, i64 %1175
  %1177 = and i1 %1113, %913
  %1178 = ptrtoint ptr addrspace(1) %1176 to i64
  %1179 = and i64 %1178, 7
  %1180 = icmp eq i64 %1179, 0
  %1181 = and i1 %1177, %1180
  %1182 = and i1 %916, %1181
  %1183 = xor i1 %1177, %1182
  %1184 = xor i1 %1113, %1181
  %1185 = and i1 %916, %1184
  %1186 = zext i1 %1182 to i32
  %1187 = zext i1 %1183 to i32
  %1188 = zext i1 %1185 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1186, i32 %.lcssa127, i32 %.lcssa126, ptr addrspace(1) %1176, i32 %1187, i32 %1188) #6
  %1189 = add i32 %1127, %909
  %1190 = sext i32 %1189 to i64
  %1191 = getelementptr float, ptr addrspace(1) %2, i64 %1190
  %1192 = and i1 %1131, %913
  %1193 = ptrtoint ptr addrspace(1) %1191 to i64
  %1194 = and i64 %1193, 7
  %1195 = icmp eq i64 %1194, 0
  %1196 = and i1 %1192, %1195
  %1197 = and i1 %916, %1196
  %1198 = xor i1 %1192, %1197
  %1199 = xor i1 %1131, %1196
  %1200 = and i1 %916, %1199
  %1201 = zext i1 %1197 to i32
  %1202 = zext i1 %1198 to i32
  %1203 = zext i1 %1200 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1201, i32 %.lcssa125, i32 %.lcssa124, ptr addrspace(1) %1191, i32 %1202, i32 %1203) #6
  %1204 = add i32 %1109, %944
  %1205 = sext i32 %1204 to i64
  %1206 = getelementptr float, ptr addrspace(1) %2, i64 %1205
  %1207 = and i1 %1113, %948
  %1208 = ptrtoint ptr addrspace(1) %1206 to i64
  %1209 = and i64 %1208, 7
  %1210 = icmp eq i64 %1209, 0
  %1211 = and i1 %1207, %1210
  %1212 = and i1 %951, %1211
  %1213 = xor i1 %1207, %1212
  %1214 = xor i1 %1113, %1211
  %1215 = and i1 %951, %1214
  %1216 = zext i1 %1212 to i32
  %1217 = zext i1 %1213 to i32
  %1218 = zext i1 %1215 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1216, i32 %.lcssa123, i32 %.lcssa122, ptr addrspace(1) %1206, i32 %1217, i32 %1218) #6
  %1219 = add i32 %1127, %944
  %1220 = sext i32 %1219 to i64
  %1221 = getelementptr float, ptr addrspace(1) %2, i64 %1220
  %1222 = and i1 %1131, %948
  %1223 = ptrtoint ptr addrspace(1) %1221 to i64
  %1224 = and i64 %1223, 7
  %1225 = icmp eq i64 %1224, 0
  %1226 = and i1 %1222, %1225
  %1227 = and i1 %951, %1226
  %1228 = xor i1 %1222, %1227
  %1229 = xor i1 %1131, %1226
  %1230 = and i1 %951, %1229
  %1231 = zext i1 %1227 to i32
  %1232 = zext i1 %1228 to i32
  %1233 = zext i1 %1230 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1231, i32 %.lcssa121, i32 %.lcssa120, ptr addrspace(1) %1221, i32 %1232, i32 %1233) #6
  %1234 = or disjoint i32 %824, 48
  %1235 = or disjoint i32 %979, %1234
  %1236 = mul i32 %4, %1235
  %1237 = add i32 %1236, %831
  %1238 = sext i32 %1237 to i64
  %1239 = getelementptr float, ptr addrspace(1) %2, i64 %1238
  %1240 = icmp slt i32 %1235, %3
  %1241 = and i1 %1240, %836
  %1242 = ptrtoint ptr addrspace(1) %1239 to i64
  %1243 = and i64 %1242, 7
  %1244 = icmp eq i64 %1243, 0
  %1245 = and i1 %1241, %1244
  %1246 = and i1 %840, %1245
  %1247 = xor i1 %1241, %1246
  %1248 = xor i1 %1240, %1245
  %1249 = and i1 %840, %1248
  %1250 = zext i1 %1246 to i32
  %1251 = zext i1 %1247 to i32
  %1252 = zext i1 %1249 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1250, i32 %.lcssa119, i32 %.lcssa118, ptr addrspace(1) %1239, i32 %1251, i32 %1252) #6
  %1253 = or disjoint i32 %998, %1234
  %1254 = mul i32 %4, %1253
  %1255 = add i32 %1254, %831
  %1256 = sext i32 %1255 to i64
  %1257 = getelementptr float, ptr addrspace(1) %2, i64 %1256
  %1258 = icmp slt i32 %1253, %3
  %1259 = and i1 %1258, %836
  %1260 = ptrtoint ptr addrspace(1) %1257 to i64
  %1261 = and i64 %1260, 7
  %1262 = icmp eq i64 %1261, 0
  %1263 = and i1 %1259, %1262
  %1264 = and i1 %840, %1263
  %1265 = xor i1 %1259, %1264
  %1266 = xor i1 %1258, %1263
  %1267 = and i1 %840, %1266
  %1268 = zext i1 %1264 to i32
  %1269 = zext i1 %1265 to i32
  %1270 = zext i1 %1267 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1268, i32 %.lcssa117, i32 %.lcssa116, ptr addrspace(1) %1257, i32 %1269, i32 %1270) #6
  %1271 = add i32 %1236, %873
  %1272 = sext i32 %1271 to i64
  %1273 = getelementptr float, ptr addrspace(1) %2, i64 %1272
  %1274 = and i1 %1240, %877
  %1275 = ptrtoint ptr addrspace(1) %1273 to i64
  %1276 = and i64 %1275, 7
  %1277 = icmp eq i64 %1276, 0
  %1278 = and i1 %1274, %1277
  %1279 = and i1 %881, %1278
  %1280 = xor i1 %1274, %1279
  %1281 = xor i1 %1240, %1278
  %1282 = and i1 %881, %1281
  %1283 = zext i1 %1279 to i32
  %1284 = zext i1 %1280 to i32
  %1285 = zext i1 %1282 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1283, i32 %.lcssa115, i32 %.lcssa114, ptr addrspace(1) %1273, i32 %1284, i32 %1285) #6
  %1286 = add i32 %1254, %873
  %1287 = sext i32 %1286 to i64
  %1288 = getelementptr float, ptr addrspace(1) %2, i64 %1287
  %1289 = and i1 %1258, %877
  %1290 = ptrtoint ptr addrspace(1) %1288 to i64
  %1291 = and i64 %1290, 7
  %1292 = icmp eq i64 %1291, 0
  %1293 = and i1 %1289, %1292
  %1294 = and i1 %881, %1293
  %1295 = xor i1 %1289, %1294
  %1296 = xor i1 %1258, %1293
  %1297 = and i1 %881, %1296
  %1298 = zext i1 %1294 to i32
  %1299 = zext i1 %1295 to i32
  %1300 = zext i1 %1297 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1298, i32 %.lcssa113, i32 %.lcssa112, ptr addrspace(1) %1288, i32 %1299, i32 %1300) #6
  %1301 = add i32 %1236, %909
  %1302 = sext i32 %1301 to i64
  %1303 = getelementptr float, ptr addrspace(1) %2, i64 %1302
  %1304 = and i1 %1240, %913
  %1305 = ptrtoint ptr addrspace(1) %1303 to i64
  %1306 = and i64 %1305, 7
  %1307 = icmp eq i64 %1306, 0
  %1308 = and i1 %1304, %1307
  %1309 = and i1 %916, %1308
  %1310 = xor i1 %1304, %1309
  %1311 = xor i1 %1240, %1308
  %1312 = and i1 %916, %1311
  %1313 = zext i1 %1309 to i32
  %1314 = zext i1 %1310 to i32
  %1315 = zext i1 %1312 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1313, i32 %.lcssa111, i32 %.lcssa110, ptr addrspace(1) %1303, i32 %1314, i32 %1315) #6
  %1316 = add i32 %1254, %909
  %1317 = sext i32 %1316 to i64
  %1318 = getelementptr float, ptr addrspace(1) %2, i64 %1317
  %1319 = and i1 %1258, %913
  %1320 = ptrtoint ptr addrspace(1) %1318 to i64
  %1321 = and i64 %1320, 7
  %1322 = icmp eq i64 %1321, 0
  %1323 = and i1 %1319, %1322
  %1324 = and i1 %916, %1323
  %1325 = xor i1 %1319, %1324
  %1326 = xor i1 %1258, %1323
  %1327 = and i1 %916, %1326
  %1328 = zext i1 %1324 to i32
  %1329 = zext i1 %1325 to i32
  %1330 = zext i1 %1327 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1328, i32 %.lcssa109, i32 %.lcssa108, ptr addrspace(1) %1318, i32 %1329, i32 %1330) #6
  %1331 = add i32 %1236, %944
  %1332 = sext i32 %1331 to i64
  %1333 = getelementptr float, ptr addrspace(1) %2, i64 %1332
  %1334 = and i1 %1240, %948
  %1335 = ptrtoint ptr addrspace(1) %1333 to i64
  %1336 = and i64 %1335, 7
  %1337 = icmp eq i64 %1336, 0
  %1338 = and i1 %1334, %1337
  %1339 = and i1 %951, %1338
  %1340 = xor i1 %1334, %1339
  %1341 = xor i1 %1240, %1338
  %1342 = and i1 %951, %1341
  %1343 = zext i1 %1339 to i32
  %1344 = zext i1 %1340 to i32
  %1345 = zext i1 %1342 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1343, i32 %.lcssa107, i32 %.lcssa106, ptr addrspace(1) %1333, i32 %1344, i32 %1345) #6
  %1346 = add i32 %1254, %944
  %1347 = sext i32 %1346 to i64
  %1348 = getelementptr float, ptr addrspace(1) %2, i64 %1347
  %1349 = and i1 %1258, %948
  %1350 = ptrtoint ptr addrspace(1) %1348 to i64
  %1351 = and i64 %1350, 7
  %1352 = icmp eq i64 %1351, 0
  %1353 = and i1 %1349, %1352
  %1354 = and i1 %951, %1353
  %1355 = xor i1 %1349, %1354
  %1356 = xor i1 %1258, %1353
  %1357 = and i1 %951, %1356
  %1358 = zext i1 %1354 to i32
  %1359 = zext i1 %1355 to i32
  %1360 = zext i1 %1357 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1358, i32 %.lcssa105, i32 %.lcssa104, ptr addrspace(1) %1348, i32 %1359, i32 %1360) #6
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
