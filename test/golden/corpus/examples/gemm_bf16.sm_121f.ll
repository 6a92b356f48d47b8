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
  %61 = lshr i32 %23, 3
  %62 = mul nuw nsw i32 %61, 72
  %63 = add nuw nsw i32 %62, %49
  %64 = shl nuw nsw i32 %63, 1
  %65 = zext nneg i32 %64 to i64
  %invariant.op592 = or i32 %49, %11
  %invariant.op593 = or i32 %49, %11
  br label %101

.preheader28:                                     ; preds = %.loopexit30
  %66 = icmp sgt i32 %5, 0
  %67 = and i32 %7, 32
  br i1 %66, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader28
  %68 = and i32 %7, 15
  %69 = and i32 %7, 79
  %70 = lshr i32 %7, 1
  %71 = and i32 %70, 8
  %72 = mul nuw nsw i32 %69, 40
  %invariant.op = add nuw nsw i32 %72, 640
  %invariant.op168 = add nuw nsw i32 %72, 1280
  %73 = or disjoint i32 %71, %67
  %74 = or disjoint i32 %73, 16
  %75 = or i32 %7, 48
  %76 = mul nuw nsw i32 %75, 40
  %77 = add nuw nsw i32 %71, %72
  %78 = zext nneg i32 %77 to i64
  %79 = mul nuw nsw i32 %68, 72
  %80 = add nuw nsw i32 %79, %73
  %81 = zext nneg i32 %80 to i64
  %82 = add nuw nsw i32 %74, %79
  %83 = zext nneg i32 %82 to i64
  %.reass = add nuw nsw i32 %71, %invariant.op
  %84 = zext nneg i32 %.reass to i64
  %.reass169 = add nuw nsw i32 %71, %invariant.op168
  %85 = zext nneg i32 %.reass169 to i64
  %86 = add nuw nsw i32 %71, %76
  %87 = zext nneg i32 %86 to i64
  %88 = or disjoint i32 %71, 16
  %89 = add nuw nsw i32 %88, %72
  %90 = zext nneg i32 %89 to i64
  %91 = mul nuw nsw i32 %68, 72
  %92 = add nuw nsw i32 %91, 1152
  %93 = add nuw nsw i32 %92, %73
  %94 = zext nneg i32 %93 to i64
  %95 = add nuw nsw i32 %74, %92
  %96 = zext nneg i32 %95 to i64
  %.reass.1 = add nuw nsw i32 %88, %invariant.op
  %97 = zext nneg i32 %.reass.1 to i64
  %.reass169.1 = add nuw nsw i32 %88, %invariant.op168
  %98 = zext nneg i32 %.reass169.1 to i64
  %99 = add nuw nsw i32 %88, %76
  %100 = zext nneg i32 %99 to i64
  %invariant.op598 = or i32 %49, %11
  %invariant.op599 = or i32 %49, %11
  br label %288

101:                                              ; preds = %6, %.loopexit30
  %102 = phi i64 [ 0, %6 ], [ %287, %.loopexit30 ]
  %103 = trunc nuw nsw i64 %102 to i32
  %104 = shl nuw nsw i32 %103, 5
  %105 = icmp slt i32 %104, %5
  br i1 %105, label %106, label %.loopexit30

106:                                              ; preds = %101
  %107 = mul nuw nsw i64 %102, 14848
  %108 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %107
  %109 = or disjoint i32 %104, %14
  %110 = add i32 %109, %16
  %111 = sext i32 %110 to i64
  %112 = getelementptr bfloat, ptr addrspace(1) %0, i64 %111
  %113 = ptrtoint ptr addrspace(1) %112 to i64
  %114 = and i64 %113, 15
  %115 = icmp eq i64 %114, 0
  %116 = getelementptr i8, ptr addrspace(3) %108, i64 %22
  br i1 %115, label %117, label %.preheader39.preheader

.preheader39.preheader:                           ; preds = %106
  %invariant.op588 = or i32 %104, %14
  br label %.preheader39

117:                                              ; preds = %106
  %118 = zext nneg i32 %109 to i64
  %119 = sub nsw i64 %18, %118
  %120 = tail call i64 @llvm.smax.i64(i64 %119, i64 0)
  %121 = tail call i64 @llvm.umin.i64(i64 %120, i64 8)
  %122 = trunc nuw nsw i64 %121 to i32
  %123 = select i1 %17, i32 %122, i32 0
  %124 = icmp eq i32 %123, 0
  %125 = select i1 %124, ptr addrspace(1) %0, ptr addrspace(1) %112
  %126 = shl nuw nsw i32 %123, 1
  %127 = ptrtoint ptr addrspace(3) %116 to i64
  %128 = trunc i64 %127 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %128, ptr addrspace(1) %125, i32 %126) #6
  br label %.loopexit40

.preheader39:                                     ; preds = %.preheader39.preheader, %.preheader39
  %129 = phi i64 [ %139, %.preheader39 ], [ 0, %.preheader39.preheader ]
  %130 = trunc nuw nsw i64 %129 to i32
  %.reass376.reass = or i32 %130, %invariant.op588
  %131 = add i32 %.reass376.reass, %16
  %132 = sext i32 %131 to i64
  %133 = getelementptr bfloat, ptr addrspace(1) %0, i64 %132
  %134 = icmp slt i32 %.reass376.reass, %5
  %135 = and i1 %17, %134
  %136 = zext i1 %135 to i32
  %137 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %133, i32 %136, i16 0) #6
  %138 = getelementptr bfloat, ptr addrspace(3) %116, i64 %129
  store i16 %137, ptr addrspace(3) %138, align 2
  %139 = add nuw nsw i64 %129, 1
  %exitcond.not = icmp eq i64 %139, 8
  br i1 %exitcond.not, label %.loopexit40, label %.preheader39

.loopexit40:                                      ; preds = %.preheader39, %117
  %140 = add i32 %109, %26
  %141 = sext i32 %140 to i64
  %142 = getelementptr bfloat, ptr addrspace(1) %0, i64 %141
  %143 = ptrtoint ptr addrspace(1) %142 to i64
  %144 = and i64 %143, 15
  %145 = icmp eq i64 %144, 0
  %146 = getelementptr i8, ptr addrspace(3) %108, i64 %31
  br i1 %145, label %147, label %.preheader37.preheader

.preheader37.preheader:                           ; preds = %.loopexit40
  %invariant.op589 = or i32 %104, %14
  br label %.preheader37

147:                                              ; preds = %.loopexit40
  %148 = zext nneg i32 %109 to i64
  %149 = sub nsw i64 %18, %148
  %150 = tail call i64 @llvm.smax.i64(i64 %149, i64 0)
  %151 = tail call i64 @llvm.umin.i64(i64 %150, i64 8)
  %152 = trunc nuw nsw i64 %151 to i32
  %153 = select i1 %27, i32 %152, i32 0
  %154 = icmp eq i32 %153, 0
  %155 = select i1 %154, ptr addrspace(1) %0, ptr addrspace(1) %142
  %156 = shl nuw nsw i32 %153, 1
  %157 = ptrtoint ptr addrspace(3) %146 to i64
  %158 = trunc i64 %157 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %158, ptr addrspace(1) %155, i32 %156) #6
  br label %.loopexit38

.preheader37:                                     ; preds = %.preheader37.preheader, %.preheader37
  %159 = phi i64 [ %169, %.preheader37 ], [ 0, %.preheader37.preheader ]
  %160 = trunc nuw nsw i64 %159 to i32
  %.reass378.reass = or i32 %160, %invariant.op589
  %161 = add i32 %.reass378.reass, %26
  %162 = sext i32 %161 to i64
  %163 = getelementptr bfloat, ptr addrspace(1) %0, i64 %162
  %164 = icmp slt i32 %.reass378.reass, %5
  %165 = and i1 %27, %164
  %166 = zext i1 %165 to i32
  %167 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %163, i32 %166, i16 0) #6
  %168 = getelementptr bfloat, ptr addrspace(3) %146, i64 %159
  store i16 %167, ptr addrspace(3) %168, align 2
  %169 = add nuw nsw i64 %159, 1
  %exitcond296.not = icmp eq i64 %169, 8
  br i1 %exitcond296.not, label %.loopexit38, label %.preheader37

.loopexit38:                                      ; preds = %.preheader37, %147
  %170 = add i32 %109, %34
  %171 = sext i32 %170 to i64
  %172 = getelementptr bfloat, ptr addrspace(1) %0, i64 %171
  %173 = ptrtoint ptr addrspace(1) %172 to i64
  %174 = and i64 %173, 15
  %175 = icmp eq i64 %174, 0
  %176 = getelementptr i8, ptr addrspace(3) %108, i64 %39
  br i1 %175, label %177, label %.preheader35.preheader

.preheader35.preheader:                           ; preds = %.loopexit38
  %invariant.op590 = or i32 %104, %14
  br label %.preheader35

177:                                              ; preds = %.loopexit38
  %178 = zext nneg i32 %109 to i64
  %179 = sub nsw i64 %18, %178
  %180 = tail call i64 @llvm.smax.i64(i64 %179, i64 0)
  %181 = tail call i64 @llvm.umin.i64(i64 %180, i64 8)
  %182 = trunc nuw nsw i64 %181 to i32
  %183 = select i1 %35, i32 %182, i32 0
  %184 = icmp eq i32 %183, 0
  %185 = select i1 %184, ptr addrspace(1) %0, ptr addrspace(1) %172
  %186 = shl nuw nsw i32 %183, 1
  %187 = ptrtoint ptr addrspace(3) %176 to i64
  %188 = trunc i64 %187 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %188, ptr addrspace(1) %185, i32 %186) #6
  br label %.loopexit36

.preheader35:                                     ; preds = %.preheader35.preheader, %.preheader35
  %189 = phi i64 [ %199, %.preheader35 ], [ 0, %.preheader35.preheader ]
  %190 = trunc nuw nsw i64 %189 to i32
  %.reass380.reass = or i32 %190, %invariant.op590
  %191 = add i32 %.reass380.reass, %34
  %192 = sext i32 %191 to i64
  %193 = getelementptr bfloat, ptr addrspace(1) %0, i64 %192
  %194 = icmp slt i32 %.reass380.reass, %5
  %195 = and i1 %35, %194
  %196 = zext i1 %195 to i32
  %197 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %193, i32 %196, i16 0) #6
  %198 = getelementptr bfloat, ptr addrspace(3) %176, i64 %189
  store i16 %197, ptr addrspace(3) %198, align 2
  %199 = add nuw nsw i64 %189, 1
  %exitcond297.not = icmp eq i64 %199, 8
  br i1 %exitcond297.not, label %.loopexit36, label %.preheader35

.loopexit36:                                      ; preds = %.preheader35, %177
  %200 = add i32 %109, %42
  %201 = sext i32 %200 to i64
  %202 = getelementptr bfloat, ptr addrspace(1) %0, i64 %201
  %203 = ptrtoint ptr addrspace(1) %202 to i64
  %204 = and i64 %203, 15
  %205 = icmp eq i64 %204, 0
  %206 = getelementptr i8, ptr addrspace(3) %108, i64 %47
  br i1 %205, label %207, label %.preheader33.preheader

.preheader33.preheader:                           ; preds = %.loopexit36
  %invariant.op591 = or i32 %104, %14
  br label %.preheader33

207:                                              ; preds = %.loopexit36
  %208 = zext nneg i32 %109 to i64
  %209 = sub nsw i64 %18, %208
  %210 = tail call i64 @llvm.smax.i64(i64 %209, i64 0)
  %211 = tail call i64 @llvm.umin.i64(i64 %210, i64 8)
  %212 = trunc nuw nsw i64 %211 to i32
  %213 = select i1 %43, i32 %212, i32 0
  %214 = icmp eq i32 %213, 0
  %215 = select i1 %214, ptr addrspace(1) %0, ptr addrspace(1) %202
  %216 = shl nuw nsw i32 %213, 1
  %217 = ptrtoint ptr addrspace(3) %206 to i64
  %218 = trunc i64 %217 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %218, ptr addrspace(1) %215, i32 %216) #6
  br label %.loopexit34

.preheader33:                                     ; preds = %.preheader33.preheader, %.preheader33
  %219 = phi i64 [ %229, %.preheader33 ], [ 0, %.preheader33.preheader ]
  %220 = trunc nuw nsw i64 %219 to i32
  %.reass382.reass = or i32 %220, %invariant.op591
  %221 = add i32 %.reass382.reass, %42
  %222 = sext i32 %221 to i64
  %223 = getelementptr bfloat, ptr addrspace(1) %0, i64 %222
  %224 = icmp slt i32 %.reass382.reass, %5
  %225 = and i1 %43, %224
  %226 = zext i1 %225 to i32
  %227 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %223, i32 %226, i16 0) #6
  %228 = getelementptr bfloat, ptr addrspace(3) %206, i64 %219
  store i16 %227, ptr addrspace(3) %228, align 2
  %229 = add nuw nsw i64 %219, 1
  %exitcond298.not = icmp eq i64 %229, 8
  br i1 %exitcond298.not, label %.loopexit34, label %.preheader33

.loopexit34:                                      ; preds = %.preheader33, %207
  %230 = getelementptr i8, ptr addrspace(3) %108, i64 10240
  %231 = or disjoint i32 %104, %48
  %232 = mul i32 %231, %4
  %233 = add i32 %232, %50
  %234 = sext i32 %233 to i64
  %235 = getelementptr bfloat, ptr addrspace(1) %1, i64 %234
  %236 = ptrtoint ptr addrspace(1) %235 to i64
  %237 = and i64 %236, 15
  %238 = icmp eq i64 %237, 0
  %239 = icmp slt i32 %231, %5
  %240 = getelementptr i8, ptr addrspace(3) %230, i64 %55
  br i1 %238, label %241, label %.preheader31

241:                                              ; preds = %.loopexit34
  %242 = select i1 %239, i32 %60, i32 0
  %243 = icmp eq i32 %242, 0
  %244 = select i1 %243, ptr addrspace(1) %1, ptr addrspace(1) %235
  %245 = shl nuw nsw i32 %242, 1
  %246 = ptrtoint ptr addrspace(3) %240 to i64
  %247 = trunc i64 %246 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %247, ptr addrspace(1) %244, i32 %245) #6
  br label %.loopexit32

.preheader31:                                     ; preds = %.loopexit34, %.preheader31
  %248 = phi i64 [ %258, %.preheader31 ], [ 0, %.loopexit34 ]
  %249 = trunc nuw nsw i64 %248 to i32
  %.reass384.reass = or i32 %249, %invariant.op592
  %250 = add i32 %.reass384.reass, %232
  %251 = sext i32 %250 to i64
  %252 = getelementptr bfloat, ptr addrspace(1) %1, i64 %251
  %253 = icmp slt i32 %.reass384.reass, %4
  %254 = and i1 %239, %253
  %255 = zext i1 %254 to i32
  %256 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %252, i32 %255, i16 0) #6
  %257 = getelementptr bfloat, ptr addrspace(3) %240, i64 %248
  store i16 %256, ptr addrspace(3) %257, align 2
  %258 = add nuw nsw i64 %248, 1
  %exitcond299.not = icmp eq i64 %258, 8
  br i1 %exitcond299.not, label %.loopexit32, label %.preheader31

.loopexit32:                                      ; preds = %.preheader31, %241
  %259 = or disjoint i32 %104, %61
  %260 = mul i32 %259, %4
  %261 = add i32 %260, %50
  %262 = sext i32 %261 to i64
  %263 = getelementptr bfloat, ptr addrspace(1) %1, i64 %262
  %264 = ptrtoint ptr addrspace(1) %263 to i64
  %265 = and i64 %264, 15
  %266 = icmp eq i64 %265, 0
  %267 = icmp slt i32 %259, %5
  %268 = getelementptr i8, ptr addrspace(3) %230, i64 %65
  br i1 %266, label %269, label %.preheader29

269:                                              ; preds = %.loopexit32
  %270 = select i1 %267, i32 %60, i32 0
  %271 = icmp eq i32 %270, 0
  %272 = select i1 %271, ptr addrspace(1) %1, ptr addrspace(1) %263
  %273 = shl nuw nsw i32 %270, 1
  %274 = ptrtoint ptr addrspace(3) %268 to i64
  %275 = trunc i64 %274 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %275, ptr addrspace(1) %272, i32 %273) #6
  br label %.loopexit30

.preheader29:                                     ; preds = %.loopexit32, %.preheader29
  %276 = phi i64 [ %286, %.preheader29 ], [ 0, %.loopexit32 ]
  %277 = trunc nuw nsw i64 %276 to i32
  %.reass386.reass = or i32 %277, %invariant.op593
  %278 = add i32 %.reass386.reass, %260
  %279 = sext i32 %278 to i64
  %280 = getelementptr bfloat, ptr addrspace(1) %1, i64 %279
  %281 = icmp slt i32 %.reass386.reass, %4
  %282 = and i1 %267, %281
  %283 = zext i1 %282 to i32
  %284 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %280, i32 %283, i16 0) #6
  %285 = getelementptr bfloat, ptr addrspace(3) %268, i64 %276
  store i16 %284, ptr addrspace(3) %285, align 2
  %286 = add nuw nsw i64 %276, 1
  %exitcond300.not = icmp eq i64 %286, 8
  br i1 %exitcond300.not, label %.loopexit30, label %.preheader29

.loopexit30:                                      ; preds = %.preheader29, %269, %101
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %287 = add nuw nsw i64 %102, 1
  %exitcond301.not = icmp eq i64 %287, 3
  br i1 %exitcond301.not, label %.preheader28, label %101

288:                                              ; preds = %.lr.ph, %.loopexit
  %289 = phi i32 [ 0, %.lr.ph ], [ %783, %.loopexit ]
  %290 = phi float [ 0.000000e+00, %.lr.ph ], [ %780, %.loopexit ]
  %291 = phi float [ 0.000000e+00, %.lr.ph ], [ %779, %.loopexit ]
  %292 = phi float [ 0.000000e+00, %.lr.ph ], [ %778, %.loopexit ]
  %293 = phi float [ 0.000000e+00, %.lr.ph ], [ %777, %.loopexit ]
  %294 = phi float [ 0.000000e+00, %.lr.ph ], [ %775, %.loopexit ]
  %295 = phi float [ 0.000000e+00, %.lr.ph ], [ %774, %.loopexit ]
  %296 = phi float [ 0.000000e+00, %.lr.ph ], [ %773, %.loopexit ]
  %297 = phi float [ 0.000000e+00, %.lr.ph ], [ %772, %.loopexit ]
  %298 = phi float [ 0.000000e+00, %.lr.ph ], [ %770, %.loopexit ]
  %299 = phi float [ 0.000000e+00, %.lr.ph ], [ %769, %.loopexit ]
  %300 = phi float [ 0.000000e+00, %.lr.ph ], [ %768, %.loopexit ]
  %301 = phi float [ 0.000000e+00, %.lr.ph ], [ %767, %.loopexit ]
  %302 = phi float [ 0.000000e+00, %.lr.ph ], [ %765, %.loopexit ]
  %303 = phi float [ 0.000000e+00, %.lr.ph ], [ %764, %.loopexit ]
  %304 = phi float [ 0.000000e+00, %.lr.ph ], [ %763, %.loopexit ]
  %305 = phi float [ 0.000000e+00, %.lr.ph ], [ %762, %.loopexit ]
  %306 = phi float [ 0.000000e+00, %.lr.ph ], [ %754, %.loopexit ]
  %307 = phi float [ 0.000000e+00, %.lr.ph ], [ %753, %.loopexit ]
  %308 = phi float [ 0.000000e+00, %.lr.ph ], [ %752, %.loopexit ]
  %309 = phi float [ 0.000000e+00, %.lr.ph ], [ %751, %.loopexit ]
  %310 = phi float [ 0.000000e+00, %.lr.ph ], [ %749, %.loopexit ]
  %311 = phi float [ 0.000000e+00, %.lr.ph ], [ %748, %.loopexit ]
  %312 = phi float [ 0.000000e+00, %.lr.ph ], [ %747, %.loopexit ]
  %313 = phi float [ 0.000000e+00, %.lr.ph ], [ %746, %.loopexit ]
  %314 = phi float [ 0.000000e+00, %.lr.ph ], [ %744, %.loopexit ]
  %315 = phi float [ 0.000000e+00, %.lr.ph ], [ %743, %.loopexit ]
  %316 = phi float [ 0.000000e+00, %.lr.ph ], [ %742, %.loopexit ]
  %317 = phi float [ 0.000000e+00, %.lr.ph ], [ %741, %.loopexit ]
  %318 = phi float [ 0.000000e+00, %.lr.ph ], [ %739, %.loopexit ]
  %319 = phi float [ 0.000000e+00, %.lr.ph ], [ %738, %.loopexit ]
  %320 = phi float [ 0.000000e+00, %.lr.ph ], [ %737, %.loopexit ]
  %321 = phi float [ 0.000000e+00, %.lr.ph ], [ %736, %.loopexit ]
  %322 = phi float [ 0.000000e+00, %.lr.ph ], [ %728, %.loopexit ]
  %323 = phi float [ 0.000000e+00, %.lr.ph ], [ %727, %.loopexit ]
  %324 = phi float [ 0.000000e+00, %.lr.ph ], [ %726, %.loopexit ]
  %325 = phi float [ 0.000000e+00, %.lr.ph ], [ %725, %.loopexit ]
  %326 = phi float [ 0.000000e+00, %.lr.ph ], [ %723, %.loopexit ]
  %327 = phi float [ 0.000000e+00, %.lr.ph ], [ %722, %.loopexit ]
  %328 = phi float [ 0.000000e+00, %.lr.ph ], [ %721, %.loopexit ]
  %329 = phi float [ 0.000000e+00, %.lr.ph ], [ %720, %.loopexit ]
  %330 = phi float [ 0.000000e+00, %.lr.ph ], [ %718, %.loopexit ]
  %331 = phi float [ 0.000000e+00, %.lr.ph ], [ %717, %.loopexit ]
  %332 = phi float [ 0.000000e+00, %.lr.ph ], [ %716, %.loopexit ]
  %333 = phi float [ 0.000000e+00, %.lr.ph ], [ %715, %.loopexit ]
  %334 = phi float [ 0.000000e+00, %.lr.ph ], [ %713, %.loopexit ]
  %335 = phi float [ 0.000000e+00, %.lr.ph ], [ %712, %.loopexit ]
  %336 = phi float [ 0.000000e+00, %.lr.ph ], [ %711, %.loopexit ]
  %337 = phi float [ 0.000000e+00, %.lr.ph ], [ %710, %.loopexit ]
  %338 = phi float [ 0.000000e+00, %.lr.ph ], [ %702, %.loopexit ]
  %339 = phi float [ 0.000000e+00, %.lr.ph ], [ %701, %.loopexit ]
  %340 = phi float [ 0.000000e+00, %.lr.ph ], [ %700, %.loopexit ]
  %341 = phi float [ 0.000000e+00, %.lr.ph ], [ %699, %.loopexit ]
  %342 = phi float [ 0.000000e+00, %.lr.ph ], [ %697, %.loopexit ]
  %343 = phi float [ 0.000000e+00, %.lr.ph ], [ %696, %.loopexit ]
  %344 = phi float [ 0.000000e+00, %.lr.ph ], [ %695, %.loopexit ]
  %345 = phi float [ 0.000000e+00, %.lr.ph ], [ %694, %.loopexit ]
  %346 = phi float [ 0.000000e+00, %.lr.ph ], [ %686, %.loopexit ]
  %347 = phi float [ 0.000000e+00, %.lr.ph ], [ %685, %.loopexit ]
  %348 = phi float [ 0.000000e+00, %.lr.ph ], [ %684, %.loopexit ]
  %349 = phi float [ 0.000000e+00, %.lr.ph ], [ %683, %.loopexit ]
  %350 = phi float [ 0.000000e+00, %.lr.ph ], [ %681, %.loopexit ]
  %351 = phi float [ 0.000000e+00, %.lr.ph ], [ %680, %.loopexit ]
  %352 = phi float [ 0.000000e+00, %.lr.ph ], [ %679, %.loopexit ]
  %353 = phi float [ 0.000000e+00, %.lr.ph ], [ %678, %.loopexit ]
  %354 = phi i32 [ 0, %.lr.ph ], [ %784, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %355 = add i32 %354, 96
  %356 = icmp slt i32 %355, %5
  %357 = icmp slt i32 %354, 2147483552
  %358 = and i1 %357, %356
  br i1 %358, label %359, label %.loopexit

359:                                              ; preds = %288
  %360 = add i32 %289, 3
  %361 = icmp ugt i32 %360, 3
  %362 = add i32 %289, -1
  %363 = select i1 %361, i32 %362, i32 %360
  %364 = mul i32 %363, 14848
  %365 = sext i32 %364 to i64
  %366 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %365
  %367 = or disjoint i32 %355, %14
  %368 = add i32 %367, %16
  %369 = sext i32 %368 to i64
  %370 = getelementptr bfloat, ptr addrspace(1) %0, i64 %369
  %371 = ptrtoint ptr addrspace(1) %370 to i64
  %372 = and i64 %371, 15
  %373 = icmp eq i64 %372, 0
  %374 = getelementptr i8, ptr addrspace(3) %366, i64 %22
  br i1 %373, label %375, label %.preheader26.preheader

.preheader26.preheader:                           ; preds = %359
  %invariant.op594 = or i32 %355, %14
  br label %.preheader26

375:                                              ; preds = %359
  %376 = sext i32 %367 to i64
  %377 = sub nsw i64 %18, %376
  %378 = tail call i64 @llvm.smax.i64(i64 %377, i64 0)
  %379 = tail call i64 @llvm.umin.i64(i64 %378, i64 8)
  %380 = trunc nuw nsw i64 %379 to i32
  %381 = select i1 %17, i32 %380, i32 0
  %382 = icmp eq i32 %381, 0
  %383 = select i1 %382, ptr addrspace(1) %0, ptr addrspace(1) %370
  %384 = shl nuw nsw i32 %381, 1
  %385 = ptrtoint ptr addrspace(3) %374 to i64
  %386 = trunc i64 %385 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %386, ptr addrspace(1) %383, i32 %384) #6
  br label %.loopexit27

.preheader26:                                     ; preds = %.preheader26.preheader, %.preheader26
  %387 = phi i64 [ %397, %.preheader26 ], [ 0, %.preheader26.preheader ]
  %388 = trunc nuw nsw i64 %387 to i32
  %.reass388.reass = or i32 %388, %invariant.op594
  %389 = add i32 %.reass388.reass, %16
  %390 = sext i32 %389 to i64
  %391 = getelementptr bfloat, ptr addrspace(1) %0, i64 %390
  %392 = icmp slt i32 %.reass388.reass, %5
  %393 = and i1 %17, %392
  %394 = zext i1 %393 to i32
  %395 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %391, i32 %394, i16 0) #6
  %396 = getelementptr bfloat, ptr addrspace(3) %374, i64 %387
  store i16 %395, ptr addrspace(3) %396, align 2
  %397 = add nuw nsw i64 %387, 1
  %exitcond302.not = icmp eq i64 %397, 8
  br i1 %exitcond302.not, label %.loopexit27, label %.preheader26

.loopexit27:                                      ; preds = %.preheader26, %375
  %398 = add i32 %367, %26
  %399 = sext i32 %398 to i64
  %400 = getelementptr bfloat, ptr addrspace(1) %0, i64 %399
  %401 = ptrtoint ptr addrspace(1) %400 to i64
  %402 = and i64 %401, 15
  %403 = icmp eq i64 %402, 0
  %404 = getelementptr i8, ptr addrspace(3) %366, i64 %31
  br i1 %403, label %405, label %.preheader24.preheader

.preheader24.preheader:                           ; preds = %.loopexit27
  %invariant.op595 = or i32 %355, %14
  br label %.preheader24

405:                                              ; preds = %.loopexit27
  %406 = sext i32 %367 to i64
  %407 = sub nsw i64 %18, %406
  %408 = tail call i64 @llvm.smax.i64(i64 %407, i64 0)
  %409 = tail call i64 @llvm.umin.i64(i64 %408, i64 8)
  %410 = trunc nuw nsw i64 %409 to i32
  %411 = select i1 %27, i32 %410, i32 0
  %412 = icmp eq i32 %411, 0
  %413 = select i1 %412, ptr addrspace(1) %0, ptr addrspace(1) %400
  %414 = shl nuw nsw i32 %411, 1
  %415 = ptrtoint ptr addrspace(3) %404 to i64
  %416 = trunc i64 %415 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %416, ptr addrspace(1) %413, i32 %414) #6
  br label %.loopexit25

.preheader24:                                     ; preds = %.preheader24.preheader, %.preheader24
  %417 = phi i64 [ %427, %.preheader24 ], [ 0, %.preheader24.preheader ]
  %418 = trunc nuw nsw i64 %417 to i32
  %.reass390.reass = or i32 %418, %invariant.op595
  %419 = add i32 %.reass390.reass, %26
  %420 = sext i32 %419 to i64
  %421 = getelementptr bfloat, ptr addrspace(1) %0, i64 %420
  %422 = icmp slt i32 %.reass390.reass, %5
  %423 = and i1 %27, %422
  %424 = zext i1 %423 to i32
  %425 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %421, i32 %424, i16 0) #6
  %426 = getelementptr bfloat, ptr addrspace(3) %404, i64 %417
  store i16 %425, ptr addrspace(3) %426, align 2
  %427 = add nuw nsw i64 %417, 1
  %exitcond303.not = icmp eq i64 %427, 8
  br i1 %exitcond303.not, label %.loopexit25, label %.preheader24

.loopexit25:                                      ; preds = %.preheader24, %405
  %428 = add i32 %367, %34
  %429 = sext i32 %428 to i64
  %430 = getelementptr bfloat, ptr addrspace(1) %0, i64 %429
  %431 = ptrtoint ptr addrspace(1) %430 to i64
  %432 = and i64 %431, 15
  %433 = icmp eq i64 %432, 0
  %434 = getelementptr i8, ptr addrspace(3) %366, i64 %39
  br i1 %433, label %435, label %.preheader22.preheader

.preheader22.preheader:                           ; preds = %.loopexit25
  %invariant.op596 = or i32 %355, %14
  br label %.preheader22

435:                                              ; preds = %.loopexit25
  %436 = sext i32 %367 to i64
  %437 = sub nsw i64 %18, %436
  %438 = tail call i64 @llvm.smax.i64(i64 %437, i64 0)
  %439 = tail call i64 @llvm.umin.i64(i64 %438, i64 8)
  %440 = trunc nuw nsw i64 %439 to i32
  %441 = select i1 %35, i32 %440, i32 0
  %442 = icmp eq i32 %441, 0
  %443 = select i1 %442, ptr addrspace(1) %0, ptr addrspace(1) %430
  %444 = shl nuw nsw i32 %441, 1
  %445 = ptrtoint ptr addrspace(3) %434 to i64
  %446 = trunc i64 %445 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %446, ptr addrspace(1) %443, i32 %444) #6
  br label %.loopexit23

.preheader22:                                     ; preds = %.preheader22.preheader, %.preheader22
  %447 = phi i64 [ %457, %.preheader22 ], [ 0, %.preheader22.preheader ]
  %448 = trunc nuw nsw i64 %447 to i32
  %.reass392.reass = or i32 %448, %invariant.op596
  %449 = add i32 %.reass392.reass, %34
  %450 = sext i32 %449 to i64
  %451 = getelementptr bfloat, ptr addrspace(1) %0, i64 %450
  %452 = icmp slt i32 %.reass392.reass, %5
  %453 = and i1 %35, %452
  %454 = zext i1 %453 to i32
  %455 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %451, i32 %454, i16 0) #6
  %456 = getelementptr bfloat, ptr addrspace(3) %434, i64 %447
  store i16 %455, ptr addrspace(3) %456, align 2
  %457 = add nuw nsw i64 %447, 1
  %exitcond304.not = icmp eq i64 %457, 8
  br i1 %exitcond304.not, label %.loopexit23, label %.preheader22

.loopexit23:                                      ; preds = %.preheader22, %435
  %458 = add i32 %367, %42
  %459 = sext i32 %458 to i64
  %460 = getelementptr bfloat, ptr addrspace(1) %0, i64 %459
  %461 = ptrtoint ptr addrspace(1) %460 to i64
  %462 = and i64 %461, 15
  %463 = icmp eq i64 %462, 0
  %464 = getelementptr i8, ptr addrspace(3) %366, i64 %47
  br i1 %463, label %465, label %.preheader20.preheader

.preheader20.preheader:                           ; preds = %.loopexit23
  %invariant.op597 = or i32 %355, %14
  br label %.preheader20

465:                                              ; preds = %.loopexit23
  %466 = sext i32 %367 to i64
  %467 = sub nsw i64 %18, %466
  %468 = tail call i64 @llvm.smax.i64(i64 %467, i64 0)
  %469 = tail call i64 @llvm.umin.i64(i64 %468, i64 8)
  %470 = trunc nuw nsw i64 %469 to i32
  %471 = select i1 %43, i32 %470, i32 0
  %472 = icmp eq i32 %471, 0
  %473 = select i1 %472, ptr addrspace(1) %0, ptr addrspace(1) %460
  %474 = shl nuw nsw i32 %471, 1
  %475 = ptrtoint ptr addrspace(3) %464 to i64
  %476 = trunc i64 %475 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %476, ptr addrspace(1) %473, i32 %474) #6
  br label %.loopexit21

.preheader20:                                     ; preds = %.preheader20.preheader, %.preheader20
  %477 = phi i64 [ %487, %.preheader20 ], [ 0, %.preheader20.preheader ]
  %478 = trunc nuw nsw i64 %477 to i32
  %.reass394.reass = or i32 %478, %invariant.op597
  %479 = add i32 %.reass394.reass, %42
  %480 = sext i32 %479 to i64
  %481 = getelementptr bfloat, ptr addrspace(1) %0, i64 %480
  %482 = icmp slt i32 %.reass394.reass, %5
  %483 = and i1 %43, %482
  %484 = zext i1 %483 to i32
  %485 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %481, i32 %484, i16 0) #6
  %486 = getelementptr bfloat, ptr addrspace(3) %464, i64 %477
  store i16 %485, ptr addrspace(3) %486, align 2
  %487 = add nuw nsw i64 %477, 1
  %exitcond305.not = icmp eq i64 %487, 8
  br i1 %exitcond305.not, label %.loopexit21, label %.preheader20

.loopexit21:                                      ; preds = %.preheader20, %465
  %488 = getelementptr i8, ptr addrspace(3) %366, i64 10240
  %489 = or disjoint i32 %355, %48
  %490 = mul i32 %489, %4
  %491 = add i32 %490, %50
  %492 = sext i32 %491 to i64
  %493 = getelementptr bfloat, ptr addrspace(1) %1, i64 %492
  %494 = ptrtoint ptr addrspace(1) %493 to i64
  %495 = and i64 %494, 15
  %496 = icmp eq i64 %495, 0
  %497 = icmp slt i32 %489, %5
  %498 = getelementptr i8, ptr addrspace(3) %488, i64 %55
  br i1 %496, label %499, label %.preheader18

499:                                              ; preds = %.loopexit21
  %500 = select i1 %497, i32 %60, i32 0
  %501 = icmp eq i32 %500, 0
  %502 = select i1 %501, ptr addrspace(1) %1, ptr addrspace(1) %493
  %503 = shl nuw nsw i32 %500, 1
  %504 = ptrtoint ptr addrspace(3) %498 to i64
  %505 = trunc i64 %504 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %505, ptr addrspace(1) %502, i32 %503) #6
  br label %.loopexit19

.preheader18:                                     ; preds = %.loopexit21, %.preheader18
  %506 = phi i64 [ %516, %.preheader18 ], [ 0, %.loopexit21 ]
  %507 = trunc nuw nsw i64 %506 to i32
  %.reass396.reass = or i32 %507, %invariant.op598
  %508 = add i32 %.reass396.reass, %490
  %509 = sext i32 %508 to i64
  %510 = getelementptr bfloat, ptr addrspace(1) %1, i64 %509
  %511 = icmp slt i32 %.reass396.reass, %4
  %512 = and i1 %497, %511
  %513 = zext i1 %512 to i32
  %514 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %510, i32 %513, i16 0) #6
  %515 = getelementptr bfloat, ptr addrspace(3) %498, i64 %506
  store i16 %514, ptr addrspace(3) %515, align 2
  %516 = add nuw nsw i64 %506, 1
  %exitcond306.not = icmp eq i64 %516, 8
  br i1 %exitcond306.not, label %.loopexit19, label %.preheader18

.loopexit19:                                      ; preds = %.preheader18, %499
  %517 = or disjoint i32 %355, %61
  %518 = mul i32 %517, %4
  %519 = add i32 %518, %50
  %520 = sext i32 %519 to i64
  %521 = getelementptr bfloat, ptr addrspace(1) %1, i64 %520
  %522 = ptrtoint ptr addrspace(1) %521 to i64
  %523 = and i64 %522, 15
  %524 = icmp eq i64 %523, 0
  %525 = icmp slt i32 %517, %5
  %526 = getelementptr i8, ptr addrspace(3) %488, i64 %65
  br i1 %524, label %527, label %.preheader

527:                                              ; preds = %.loopexit19
  %528 = select i1 %525, i32 %60, i32 0
  %529 = icmp eq i32 %528, 0
  %530 = select i1 %529, ptr addrspace(1) %1, ptr addrspace(1) %521
  %531 = shl nuw nsw i32 %528, 1
  %532 = ptrtoint ptr addrspace(3) %526 to i64
  %533 = trunc i64 %532 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %533, ptr addrspace(1) %530, i32 %531) #6
  br label %.loopexit

.preheader:                                       ; preds = %.loopexit19, %.preheader
  %534 = phi i64 [ %544, %.preheader ], [ 0, %.loopexit19 ]
  %535 = trunc nuw nsw i64 %534 to i32
  %.reass398.reass = or i32 %535, %invariant.op599
  %536 = add i32 %.reass398.reass, %518
  %537 = sext i32 %536 to i64
  %538 = getelementptr bfloat, ptr addrspace(1) %1, i64 %537
  %539 = icmp slt i32 %.reass398.reass, %4
  %540 = and i1 %525, %539
  %541 = zext i1 %540 to i32
  %542 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %538, i32 %541, i16 0) #6
  %543 = getelementptr bfloat, ptr addrspace(3) %526, i64 %534
  store i16 %542, ptr addrspace(3) %543, align 2
  %544 = add nuw nsw i64 %534, 1
  %exitcond307.not = icmp eq i64 %544, 8
  br i1 %exitcond307.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %527, %288
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %545 = mul i32 %289, 14848
  %546 = sext i32 %545 to i64
  %547 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %546
  %548 = getelementptr i8, ptr addrspace(3) %547, i64 10240
  %549 = getelementptr bfloat, ptr addrspace(3) %547, i64 %78
  %550 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %549)
  %551 = extractvalue { i32, i32, i32, i32 } %550, 0
  %552 = extractvalue { i32, i32, i32, i32 } %550, 1
  %553 = extractvalue { i32, i32, i32, i32 } %550, 2
  %554 = extractvalue { i32, i32, i32, i32 } %550, 3
  %555 = getelementptr bfloat, ptr addrspace(3) %548, i64 %81
  %556 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %555)
  %557 = extractvalue { i32, i32, i32, i32 } %556, 0
  %558 = extractvalue { i32, i32, i32, i32 } %556, 1
  %559 = extractvalue { i32, i32, i32, i32 } %556, 2
  %560 = extractvalue { i32, i32, i32, i32 } %556, 3
  %561 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %557, i32 %558, float %353, float %352, float %351, float %350) #6
  %562 = extractvalue { float, float, float, float } %561, 0
  %563 = extractvalue { float, float, float, float } %561, 1
  %564 = extractvalue { float, float, float, float } %561, 2
  %565 = extractvalue { float, float, float, float } %561, 3
  %566 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %559, i32 %560, float %349, float %348, float %347, float %346) #6
  %567 = extractvalue { float, float, float, float } %566, 0
  %568 = extractvalue { float, float, float, float } %566, 1
  %569 = extractvalue { float, float, float, float } %566, 2
  %570 = extractvalue { float, float, float, float } %566, 3
  %571 = getelementptr bfloat, ptr addrspace(3) %548, i64 %83
  %572 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %571)
  %573 = extractvalue { i32, i32, i32, i32 } %572, 0
  %574 = extractvalue { i32, i32, i32, i32 } %572, 1
  %575 = extractvalue { i32, i32, i32, i32 } %572, 2
  %576 = extractvalue { i32, i32, i32, i32 } %572, 3
  %577 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %573, i32 %574, float %345, float %344, float %343, float %342) #6
  %578 = extractvalue { float, float, float, float } %577, 0
  %579 = extractvalue { float, float, float, float } %577, 1
  %580 = extractvalue { float, float, float, float } %577, 2
  %581 = extractvalue { float, float, float, float } %577, 3
  %582 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %551, i32 %552, i32 %553, i32 %554, i32 %575, i32 %576, float %341, float %340, float %339, float %338) #6
  %583 = extractvalue { float, float, float, float } %582, 0
  %584 = extractvalue { float, float, float, float } %582, 1
  %585 = extractvalue { float, float, float, float } %582, 2
  %586 = extractvalue { float, float, float, float } %582, 3
  %587 = getelementptr bfloat, ptr addrspace(3) %547, i64 %84
  %588 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %587)
  %589 = extractvalue { i32, i32, i32, i32 } %588, 0
  %590 = extractvalue { i32, i32, i32, i32 } %588, 1
  %591 = extractvalue { i32, i32, i32, i32 } %588, 2
  %592 = extractvalue { i32, i32, i32, i32 } %588, 3
  %593 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %589, i32 %590, i32 %591, i32 %592, i32 %557, i32 %558, float %337, float %336, float %335, float %334) #6
  %594 = extractvalue { float, float, float, float } %593, 0
  %595 = extractvalue { float, float, float, float } %593, 1
  %596 = extractvalue { float, float, float, float } %593, 2
  %597 = extractvalue { float, float, float, float } %593, 3
  %598 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %589, i32 %590, i32 %591, i32 %592, i32 %559, i32 %560, float %333, float %332, float %331, float %330) #6
  %599 = extractvalue { float, float, float, float } %598, 0
  %600 = extractvalue { float, float, float, float } %598, 1
  %601 = extractvalue { float, float, float, float } %598, 2
  %602 = extractvalue { float, float, float, float } %598, 3
  %603 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %589, i32 %590, i32 %591, i32 %592, i32 %573, i32 %574, float %329, float %328, float %327, float %326) #6
  %604 = extractvalue { float, float, float, float } %603, 0
  %605 = extractvalue { float, float, float, float } %603, 1
  %606 = extractvalue { float, float, float, float } %603, 2
  %607 = extractvalue { float, float, float, float } %603, 3
  %608 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %589, i32 %590, i32 %591, i32 %592, i32 %575, i32 %576, float %325, float %324, float %323, float %322) #6
  %609 = extractvalue { float, float, float, float } %608, 0
  %610 = extractvalue { float, float, float, float } %608, 1
  %611 = extractvalue { float, float, float, float } %608, 2
  %612 = extractvalue { float, float, float, float } %608, 3
  %613 = getelementptr bfloat, ptr addrspace(3) %547, i64 %85
  %614 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %613)
  %615 = extractvalue { i32, i32, i32, i32 } %614, 0
  %616 = extractvalue { i32, i32, i32, i32 } %614, 1
  %617 = extractvalue { i32, i32, i32, i32 } %614, 2
  %618 = extractvalue { i32, i32, i32, i32 } %614, 3
  %619 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %615, i32 %616, i32 %617, i32 %618, i32 %557, i32 %558, float %321, float %320, float %319, float %318) #6
  %620 = extractvalue { float, float, float, float } %619, 0
  %621 = extractvalue { float, float, float, float } %619, 1
  %622 = extractvalue { float, float, float, float } %619, 2
  %623 = extractvalue { float, float, float, float } %619, 3
  %624 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %615, i32 %616, i32 %617, i32 %618, i32 %559, i32 %560, float %317, float %316, float %315, float %314) #6
  %625 = extractvalue { float, float, float, float } %624, 0
  %626 = extractvalue { float, float, float, float } %624, 1
  %627 = extractvalue { float, float, float, float } %624, 2
  %628 = extractvalue { float, float, float, float } %624, 3
  %629 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %615, i32 %616, i32 %617, i32 %618, i32 %573, i32 %574, float %313, float %312, float %311, float %310) #6
  %630 = extractvalue { float, float, float, float } %629, 0
  %631 = extractvalue { float, float, float, float } %629, 1
  %632 = extractvalue { float, float, float, float } %629, 2
  %633 = extractvalue { float, float, float, float } %629, 3
  %634 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %615, i32 %616, i32 %617, i32 %618, i32 %575, i32 %576, float %309, float %308, float %307, float %306) #6
  %635 = extractvalue { float, float, float, float } %634, 0
  %636 = extractvalue { float, float, float, float } %634, 1
  %637 = extractvalue { float, float, float, float } %634, 2
  %638 = extractvalue { float, float, float, float } %634, 3
  %639 = getelementptr bfloat, ptr addrspace(3) %547, i64 %87
  %640 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %639)
  %641 = extractvalue { i32, i32, i32, i32 } %640, 0
  %642 = extractvalue { i32, i32, i32, i32 } %640, 1
  %643 = extractvalue { i32, i32, i32, i32 } %640, 2
  %644 = extractvalue { i32, i32, i32, i32 } %640, 3
  %645 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %641, i32 %642, i32 %643, i32 %644, i32 %557, i32 %558, float %305, float %304, float %303, float %302) #6
  %646 = extractvalue { float, float, float, float } %645, 0
  %647 = extractvalue { float, float, float, float } %645, 1
  %648 = extractvalue { float, float, float, float } %645, 2
  %649 = extractvalue { float, float, float, float } %645, 3
  %650 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %641, i32 %642, i32 %643, i32 %644, i32 %559, i32 %560, float %301, float %300, float %299, float %298) #6
  %651 = extractvalue { float, float, float, float } %650, 0
  %652 = extractvalue { float, float, float, float } %650, 1
  %653 = extractvalue { float, float, float, float } %650, 2
  %654 = extractvalue { float, float, float, float } %650, 3
  %655 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %641, i32 %642, i32 %643, i32 %644, i32 %573, i32 %574, float %297, float %296, float %295, float %294) #6
  %656 = extractvalue { float, float, float, float } %655, 0
  %657 = extractvalue { float, float, float, float } %655, 1
  %658 = extractvalue { float, float, float, float } %655, 2
  %659 = extractvalue { float, float, float, float } %655, 3
  %660 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %641, i32 %642, i32 %643, i32 %644, i32 %575, i32 %576, float %293, float %292, float %291, float %290) #6
  %661 = extractvalue { float, float, float, float } %660, 0
  %662 = extractvalue { float, float, float, float } %660, 1
  %663 = extractvalue { float, float, float, float } %660, 2
  %664 = extractvalue { float, float, float, float } %660, 3
  %665 = getelementptr bfloat, ptr addrspace(3) %547, i64 %90
  %666 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %665)
  %667 = extractvalue { i32, i32, i32, i32 } %666, 0
  %668 = extractvalue { i32, i32, i32, i32 } %666, 1
  %669 = extractvalue { i32, i32, i32, i32 } %666, 2
  %670 = extractvalue { i32, i32, i32, i32 } %666, 3
  %671 = getelementptr bfloat, ptr addrspace(3) %548, i64 %94
  %672 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %671)
  %673 = extractvalue { i32, i32, i32, i32 } %672, 0
  %674 = extractvalue { i32, i32, i32, i32 } %672, 1
  %675 = extractvalue { i32, i32, i32, i32 } %672, 2
  %676 = extractvalue { i32, i32, i32, i32 } %672, 3
  %677 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %667, i32 %668, i32 %669, i32 %670, i32 %673, i32 %674, float %562, float %563, float %564, float %565) #6
  %678 = extractvalue { float, float, float, float } %677, 0
  %679 = extractvalue { float, float, float, float } %677, 1
  %680 = extractvalue { float, float, float, float } %677, 2
  %681 = extractvalue { float, float, float, float } %677, 3
  %682 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %667, i32 %668, i32 %669, i32 %670, i32 %675, i32 %676, float %567, float %568, float %569, float %570) #6
  %683 = extractvalue { float, float, float, float } %682, 0
  %684 = extractvalue { float, float, float, float } %682, 1
  %685 = extractvalue { float, float, float, float } %682, 2
  %686 = extractvalue { float, float, float, float } %682, 3
  %687 = getelementptr bfloat, ptr addrspace(3) %548, i64 %96
  %688 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %687)
  %689 = extractvalue { i32, i32, i32, i32 } %688, 0
  %690 = extractvalue { i32, i32, i32, i32 } %688, 1
  %691 = extractvalue { i32, i32, i32, i32 } %688, 2
  %692 = extractvalue { i32, i32, i32, i32 } %688, 3
  %693 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %667, i32 %668, i32 %669, i32 %670, i32 %689, i32 %690, float %578, float %579, float %580, float %581) #6
  %694 = extractvalue { float, float, float, float } %693, 0
  %695 = extractvalue { float, float, float, float } %693, 1
  %696 = extractvalue { float, float, float, float } %693, 2
  %697 = extractvalue { float, float, float, float } %693, 3
  %698 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %667, i32 %668, i32 %669, i32 %670, i32 %691, i32 %692, float %583, float %584, float %585, float %586) #6
  %699 = extractvalue { float, float, float, float } %698, 0
  %700 = extractvalue { float, float, float, float } %698, 1
  %701 = extractvalue { float, float, float, float } %698, 2
  %702 = extractvalue { float, float, float, float } %698, 3
  %703 = getelementptr bfloat, ptr addrspace(3) %547, i64 %97
  %704 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %703)
  %705 = extractvalue { i32, i32, i32, i32 } %704, 0
  %706 = extractvalue { i32, i32, i32, i32 } %704, 1
  %707 = extractvalue { i32, i32, i32, i32 } %704, 2
  %708 = extractvalue { i32, i32, i32, i32 } %704, 3
  %709 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %705, i32 %706, i32 %707, i32 %708, i32 %673, i32 %674, float %594, float %595, float %596, float %597) #6
  %710 = extractvalue { float, float, float, float } %709, 0
  %711 = extractvalue { float, float, float, float } %709, 1
  %712 = extractvalue { float, float, float, float } %709, 2
  %713 = extractvalue { float, float, float, float } %709, 3
  %714 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %705, i32 %706, i32 %707, i32 %708, i32 %675, i32 %676, float %599, float %600, float %601, float %602) #6
  %715 = extractvalue { float, float, float, float } %714, 0
  %716 = extractvalue { float, float, float, float } %714, 1
  %717 = extractvalue { float, float, float, float } %714, 2
  %718 = extractvalue { float, float, float, float } %714, 3
  %719 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %705, i32 %706, i32 %707, i32 %708, i32 %689, i32 %690, float %604, float %605, float %606, float %607) #6
  %720 = extractvalue { float, float, float, float } %719, 0
  %721 = extractvalue { float, float, float, float } %719, 1
  %722 = extractvalue { float, float, float, float } %719, 2
  %723 = extractvalue { float, float, float, float } %719, 3
  %724 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %705, i32 %706, i32 %707, i32 %708, i32 %691, i32 %692, float %609, float %610, float %611, float %612) #6
  %725 = extractvalue { float, float, float, float } %724, 0
  %726 = extractvalue { float, float, float, float } %724, 1
  %727 = extractvalue { float, float, float, float } %724, 2
  %728 = extractvalue { float, float, float, float } %724, 3
  %729 = getelementptr bfloat, ptr addrspace(3) %547, i64 %98
  %730 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %729)
  %731 = extractvalue { i32, i32, i32, i32 } %730, 0
  %732 = extractvalue { i32, i32, i32, i32 } %730, 1
  %733 = extractvalue { i32, i32, i32, i32 } %730, 2
  %734 = extractvalue { i32, i32, i32, i32 } %730, 3
  %735 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %731, i32 %732, i32 %733, i32 %734, i32 %673, i32 %674, float %620, float %621, float %622, float %623) #6
  %736 = extractvalue { float, float, float, float } %735, 0
  %737 = extractvalue { float, float, float, float } %735, 1
  %738 = extractvalue { float, float, float, float } %735, 2
  %739 = extractvalue { float, float, float, float } %735, 3
  %740 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %731, i32 %732, i32 %733, i32 %734, i32 %675, i32 %676, float %625, float %626, float %627, float %628) #6
  %741 = extractvalue { float, float, float, float } %740, 0
  %742 = extractvalue { float, float, float, float } %740, 1
  %743 = extractvalue { float, float, float, float } %740, 2
  %744 = extractvalue { float, float, float, float } %740, 3
  %745 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %731, i32 %732, i32 %733, i32 %734, i32 %689, i32 %690, float %630, float %631, float %632, float %633) #6
  %746 = extractvalue { float, float, float, float } %745, 0
  %747 = extractvalue { float, float, float, float } %745, 1
  %748 = extractvalue { float, float, float, float } %745, 2
  %749 = extractvalue { float, float, float, float } %745, 3
  %750 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %731, i32 %732, i32 %733, i32 %734, i32 %691, i32 %692, float %635, float %636, float %637, float %638) #6
  %751 = extractvalue { float, float, float, float } %750, 0
  %752 = extractvalue { float, float, float, float } %750, 1
  %753 = extractvalue { float, float, float, float } %750, 2
  %754 = extractvalue { float, float, float, float } %750, 3
  %755 = getelementptr bfloat, ptr addrspace(3) %547, i64 %100
  %756 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %755)
  %757 = extractvalue { i32, i32, i32, i32 } %756, 0
  %758 = extractvalue { i32, i32, i32, i32 } %756, 1
  %759 = extractvalue { i32, i32, i32, i32 } %756, 2
  %760 = extractvalue { i32, i32, i32, i32 } %756, 3
  %761 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %673, i32 %674, float %646, float %647, float %648, float %649) #6
  %762 = extractvalue { float, float, float, float } %761, 0
  %763 = extractvalue { float, float, float, float } %761, 1
  %764 = extractvalue { float, float, float, float } %761, 2
  %765 = extractvalue { float, float, float, float } %761, 3
  %766 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %675, i32 %676, float %651, float %652, float %653, float %654) #6
  %767 = extractvalue { float, float, float, float } %766, 0
  %768 = extractvalue { float, float, float, float } %766, 1
  %769 = extractvalue { float, float, float, float } %766, 2
  %770 = extractvalue { float, float, float, float } %766, 3
  %771 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %689, i32 %690, float %656, float %657, float %658, float %659) #6
  %772 = extractvalue { float, float, float, float } %771, 0
  %773 = extractvalue { float, float, float, float } %771, 1
  %774 = extractvalue { float, float, float, float } %771, 2
  %775 = extractvalue { float, float, float, float } %771, 3
  %776 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %691, i32 %692, float %661, float %662, float %663, float %664) #6
  %777 = extractvalue { float, float, float, float } %776, 0
  %778 = extractvalue { float, float, float, float } %776, 1
  %779 = extractvalue { float, float, float, float } %776, 2
  %780 = extractvalue { float, float, float, float } %776, 3
  %781 = add i32 %289, 1
  %782 = icmp eq i32 %781, 4
  %783 = select i1 %782, i32 0, i32 %781
  %784 = add i32 %354, 32
  %785 = icmp slt i32 %784, %5
  br i1 %785, label %288, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
  %786 = bitcast float %678 to i32
  %787 = bitcast float %679 to i32
  %788 = bitcast float %680 to i32
  %789 = bitcast float %681 to i32
  %790 = bitcast float %683 to i32
  %791 = bitcast float %684 to i32
  %792 = bitcast float %685 to i32
  %793 = bitcast float %686 to i32
  %794 = bitcast float %694 to i32
  %795 = bitcast float %695 to i32
  %796 = bitcast float %696 to i32
  %797 = bitcast float %697 to i32
  %798 = bitcast float %699 to i32
  %799 = bitcast float %700 to i32
  %800 = bitcast float %701 to i32
  %801 = bitcast float %702 to i32
  %802 = bitcast float %710 to i32
  %803 = bitcast float %711 to i32
  %804 = bitcast float %712 to i32
  %805 = bitcast float %713 to i32
  %806 = bitcast float %715 to i32
  %807 = bitcast float %716 to i32
  %808 = bitcast float %717 to i32
  %809 = bitcast float %718 to i32
  %810 = bitcast float %720 to i32
  %811 = bitcast float %721 to i32
  %812 = bitcast float %722 to i32
  %813 = bitcast float %723 to i32
  %814 = bitcast float %725 to i32
  %815 = bitcast float %726 to i32
  %816 = bitcast float %727 to i32
  %817 = bitcast float %728 to i32
  %818 = bitcast float %736 to i32
  %819 = bitcast float %737 to i32
  %820 = bitcast float %738 to i32
  %821 = bitcast float %739 to i32
  %822 = bitcast float %741 to i32
  %823 = bitcast float %742 to i32
  %824 = bitcast float %743 to i32
  %825 = bitcast float %744 to i32
  %826 = bitcast float %746 to i32
  %827 = bitcast float %747 to i32
  %828 = bitcast float %748 to i32
  %829 = bitcast float %749 to i32
  %830 = bitcast float %751 to i32
  %831 = bitcast float %752 to i32
  %832 = bitcast float %753 to i32
  %833 = bitcast float %754 to i32
  %834 = bitcast float %762 to i32
  %835 = bitcast float %763 to i32
  %836 = bitcast float %764 to i32
  %837 = bitcast float %765 to i32
  %838 = bitcast float %767 to i32
  %839 = bitcast float %768 to i32
  %840 = bitcast float %769 to i32
  %841 = bitcast float %770 to i32
  %842 = bitcast float %772 to i32
  %843 = bitcast float %773 to i32
  %844 = bitcast float %774 to i32
  %845 = bitcast float %775 to i32
  %846 = bitcast float %777 to i32
  %847 = bitcast float %778 to i32
  %848 = bitcast float %779 to i32
  %849 = bitcast float %780 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %.preheader28, %._crit_edge.loopexit
  %.lcssa167 = phi i32 [ %786, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa166 = phi i32 [ %787, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa165 = phi i32 [ %788, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa164 = phi i32 [ %789, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa163 = phi i32 [ %790, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa162 = phi i32 [ %791, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa161 = phi i32 [ %792, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa160 = phi i32 [ %793, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa159 = phi i32 [ %794, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa158 = phi i32 [ %795, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa157 = phi i32 [ %796, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa156 = phi i32 [ %797, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa155 = phi i32 [ %798, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa154 = phi i32 [ %799, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa153 = phi i32 [ %800, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa152 = phi i32 [ %801, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa151 = phi i32 [ %802, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa150 = phi i32 [ %803, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa149 = phi i32 [ %804, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa148 = phi i32 [ %805, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa147 = phi i32 [ %806, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa146 = phi i32 [ %807, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa145 = phi i32 [ %808, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa144 = phi i32 [ %809, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa143 = phi i32 [ %810, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa142 = phi i32 [ %811, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa141 = phi i32 [ %812, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa140 = phi i32 [ %813, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa139 = phi i32 [ %814, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa138 = phi i32 [ %815, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa137 = phi i32 [ %816, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa136 = phi i32 [ %817, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa135 = phi i32 [ %818, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa134 = phi i32 [ %819, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa133 = phi i32 [ %820, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa132 = phi i32 [ %821, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa131 = phi i32 [ %822, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa130 = phi i32 [ %823, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa129 = phi i32 [ %824, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa128 = phi i32 [ %825, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa127 = phi i32 [ %826, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa126 = phi i32 [ %827, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa125 = phi i32 [ %828, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa124 = phi i32 [ %829, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa123 = phi i32 [ %830, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa122 = phi i32 [ %831, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa121 = phi i32 [ %832, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa120 = phi i32 [ %833, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa119 = phi i32 [ %834, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa118 = phi i32 [ %835, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa117 = phi i32 [ %836, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa116 = phi i32 [ %837, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa115 = phi i32 [ %838, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa114 = phi i32 [ %839, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa113 = phi i32 [ %840, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa112 = phi i32 [ %841, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa111 = phi i32 [ %842, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa110 = phi i32 [ %843, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa109 = phi i32 [ %844, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa108 = phi i32 [ %845, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa107 = phi i32 [ %846, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa106 = phi i32 [ %847, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa105 = phi i32 [ %848, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  %.lcssa104 = phi i32 [ %849, %._crit_edge.loopexit ], [ 0, %.preheader28 ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %850 = and i32 %12, 7
  %851 = and i32 %7, 64
  %852 = shl nuw nsw i32 %7, 1
  %853 = and i32 %852, 6
  %854 = or disjoint i32 %10, %851
  %855 = or disjoint i32 %854, %850
  %856 = mul i32 %4, %855
  %857 = or disjoint i32 %11, %67
  %858 = or disjoint i32 %857, %853
  %859 = add i32 %856, %858
  %860 = sext i32 %859 to i64
  %861 = getelementptr float, ptr addrspace(1) %2, i64 %860
  %862 = icmp slt i32 %855, %3
  %863 = icmp slt i32 %858, %4
  %864 = and i1 %862, %863
  %865 = or disjoint i32 %853, 1
  %866 = or disjoint i32 %857, %865
  %867 = icmp slt i32 %866, %4
  %868 = ptrtoint ptr addrspace(1) %861 to i64
  %869 = and i64 %868, 7
  %870 = icmp eq i64 %869, 0
  %871 = and i1 %864, %870
  %872 = and i1 %867, %871
  %873 = xor i1 %864, %872
  %874 = xor i1 %862, %871
  %875 = and i1 %867, %874
  %876 = zext i1 %872 to i32
  %877 = zext i1 %873 to i32
  %878 = zext i1 %875 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %876, i32 %.lcssa167, i32 %.lcssa166, ptr addrspace(1) %861, i32 %877, i32 %878) #6
  %879 = or disjoint i32 %850, 8
  %880 = or disjoint i32 %854, %879
  %881 = mul i32 %4, %880
  %882 = add i32 %881, %858
  %883 = sext i32 %882 to i64
  %884 = getelementptr float, ptr addrspace(1) %2, i64 %883
  %885 = icmp slt i32 %880, %3
  %886 = and i1 %885, %863
  %887 = ptrtoint ptr addrspace(1) %884 to i64
  %888 = and i64 %887, 7
  %889 = icmp eq i64 %888, 0
  %890 = and i1 %886, %889
  %891 = and i1 %867, %890
  %892 = xor i1 %886, %891
  %893 = xor i1 %885, %890
  %894 = and i1 %867, %893
  %895 = zext i1 %891 to i32
  %896 = zext i1 %892 to i32
  %897 = zext i1 %894 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %895, i32 %.lcssa165, i32 %.lcssa164, ptr addrspace(1) %884, i32 %896, i32 %897) #6
  %898 = or disjoint i32 %67, 8
  %899 = or disjoint i32 %853, %11
  %900 = or disjoint i32 %899, %898
  %901 = add i32 %856, %900
  %902 = sext i32 %901 to i64
  %903 = getelementptr float, ptr addrspace(1) %2, i64 %902
  %904 = icmp slt i32 %900, %4
  %905 = and i1 %862, %904
  %906 = or disjoint i32 %865, %11
  %907 = or disjoint i32 %906, %898
  %908 = icmp slt i32 %907, %4
  %909 = ptrtoint ptr addrspace(1) %903 to i64
  %910 = and i64 %909, 7
  %911 = icmp eq i64 %910, 0
  %912 = and i1 %905, %911
  %913 = and i1 %908, %912
  %914 = xor i1 %905, %913
  %915 = xor i1 %862, %912
  %916 = and i1 %908, %915
  %917 = zext i1 %913 to i32
  %918 = zext i1 %914 to i32
  %919 = zext i1 %916 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %917, i32 %.lcssa163, i32 %.lcssa162, ptr addrspace(1) %903, i32 %918, i32 %919) #6
  %920 = add i32 %881, %900
  %921 = sext i32 %920 to i64
  %922 = getelementptr float, ptr addrspace(1) %2, i64 %921
  %923 = and i1 %885, %904
  %924 = ptrtoint ptr addrspace(1) %922 to i64
  %925 = and i64 %924, 7
  %926 = icmp eq i64 %925, 0
  %927 = and i1 %923, %926
  %928 = and i1 %908, %927
  %929 = xor i1 %923, %928
  %930 = xor i1 %885, %927
  %931 = and i1 %908, %930
  %932 = zext i1 %928 to i32
  %933 = zext i1 %929 to i32
  %934 = zext i1 %931 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %932, i32 %.lcssa161, i32 %.lcssa160, ptr addrspace(1) %922, i32 %933, i32 %934) #6
  %935 = or disjoint i32 %67, 16
  %936 = or disjoint i32 %899, %935
  %937 = add i32 %856, %936
  %938 = sext i32 %937 to i64
  %939 = getelementptr float, ptr addrspace(1) %2, i64 %938
  %940 = icmp slt i32 %936, %4
  %941 = and i1 %862, %940
  %942 = or disjoint i32 %906, %935
  %943 = icmp slt i32 %942, %4
  %944 = ptrtoint ptr addrspace(1) %939 to i64
  %945 = and i64 %944, 7
  %946 = icmp eq i64 %945, 0
  %947 = and i1 %941, %946
  %948 = and i1 %943, %947
  %949 = xor i1 %941, %948
  %950 = xor i1 %862, %947
  %951 = and i1 %943, %950
  %952 = zext i1 %948 to i32
  %953 = zext i1 %949 to i32
  %954 = zext i1 %951 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %952, i32 %.lcssa159, i32 %.lcssa158, ptr addrspace(1) %939, i32 %953, i32 %954) #6
  %955 = add i32 %881, %936
  %956 = sext i32 %955 to i64
  %957 = getelementptr float, ptr addrspace(1) %2, i64 %956
  %958 = and i1 %885, %940
  %959 = ptrtoint ptr addrspace(1) %957 to i64
  %960 = and i64 %959, 7
  %961 = icmp eq i64 %960, 0
  %962 = and i1 %958, %961
  %963 = and i1 %943, %962
  %964 = xor i1 %958, %963
  %965 = xor i1 %885, %962
  %966 = and i1 %943, %965
  %967 = zext i1 %963 to i32
  %968 = zext i1 %964 to i32
  %969 = zext i1 %966 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %967, i32 %.lcssa157, i32 %.lcssa156, ptr addrspace(1) %957, i32 %968, i32 %969) #6
  %970 = or disjoint i32 %67, 24
  %971 = or disjoint i32 %899, %970
  %972 = add i32 %856, %971
  %973 = sext i32 %972 to i64
  %974 = getelementptr float, ptr addrspace(1) %2, i64 %973
  %975 = icmp slt i32 %971, %4
  %976 = and i1 %862, %975
  %977 = or disjoint i32 %906, %970
  %978 = icmp slt i32 %977, %4
  %979 = ptrtoint ptr addrspace(1) %974 to i64
  %980 = and i64 %979, 7
  %981 = icmp eq i64 %980, 0
  %982 = and i1 %976, %981
  %983 = and i1 %978, %982
  %984 = xor i1 %976, %983
  %985 = xor i1 %862, %982
  %986 = and i1 %978, %985
  %987 = zext i1 %983 to i32
  %988 = zext i1 %984 to i32
  %989 = zext i1 %986 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %987, i32 %.lcssa155, i32 %.lcssa154, ptr addrspace(1) %974, i32 %988, i32 %989) #6
  %990 = add i32 %881, %971
  %991 = sext i32 %990 to i64
  %992 = getelementptr float, ptr addrspace(1) %2, i64 %991
  %993 = and i1 %885, %975
  %994 = ptrtoint ptr addrspace(1) %992 to i64
  %995 = and i64 %994, 7
  %996 = icmp eq i64 %995, 0
  %997 = and i1 %993, %996
  %998 = and i1 %978, %997
  %999 = xor i1 %993, %998
  %1000 = xor i1 %885, %997
  %1001 = and i1 %978, %1000
  %1002 = zext i1 %998 to i32
  %1003 = zext i1 %999 to i32
  %1004 = zext i1 %1001 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1002, i32 %.lcssa153, i32 %.lcssa152, ptr addrspace(1) %992, i32 %1003, i32 %1004) #6
  %1005 = or disjoint i32 %851, 16
  %1006 = or disjoint i32 %850, %10
  %1007 = or disjoint i32 %1006, %1005
  %1008 = mul i32 %4, %1007
  %1009 = add i32 %1008, %858
  %1010 = sext i32 %1009 to i64
  %1011 = getelementptr float, ptr addrspace(1) %2, i64 %1010
  %1012 = icmp slt i32 %1007, %3
  %1013 = and i1 %1012, %863
  %1014 = ptrtoint ptr addrspace(1) %1011 to i64
  %1015 = and i64 %1014, 7
  %1016 = icmp eq i64 %1015, 0
  %1017 = and i1 %1013, %1016
  %1018 = and i1 %867, %1017
  %1019 = xor i1 %1013, %1018
  %1020 = xor i1 %1012, %1017
  %1021 = and i1 %867, %1020
  %1022 = zext i1 %1018 to i32
  %1023 = zext i1 %1019 to i32
  %1024 = zext i1 %1021 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1022, i32 %.lcssa151, i32 %.lcssa150, ptr addrspace(1) %1011, i32 %1023, i32 %1024) #6
  %1025 = or disjoint i32 %879, %10
  %1026 = or disjoint i32 %1025, %1005
  %1027 = mul i32 %4, %1026
  %1028 = add i32 %1027, %858
  %1029 = sext i32 %1028 to i64
  %1030 = getelementptr float, ptr addrspace(1) %2, i64 %1029
  %1031 = icmp slt i32 %1026, %3
  %1032 = and i1 %1031, %863
  %1033 = ptrtoint ptr addrspace(1) %1030 to i64
  %1034 = and i64 %1033, 7
  %1035 = icmp eq i64 %1034, 0
  %1036 = and i1 %1032, %1035
  %1037 = and i1 %867, %1036
  %1038 = xor i1 %1032, %1037
  %1039 = xor i1 %1031, %1036
  %1040 = and i1 %867, %1039
  %1041 = zext i1 %1037 to i32
  %1042 = zext i1 %1038 to i32
  %1043 = zext i1 %1040 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1041, i32 %.lcssa149, i32 %.lcssa148, ptr addrspace(1) %1030, i32 %1042, i32 %1043) #6
  %1044 = add i32 %1008, %900
  %1045 = sext i32 %1044 to i64
  %1046 = getelementptr float, ptr addrspace(1) %2, i64 %1045
  %1047 = and i1 %1012, %904
  %1048 = ptrtoint ptr addrspace(1) %1046 to i64
  %1049 = and i64 %1048, 7
  %1050 = icmp eq i64 %1049, 0
  %1051 = and i1 %1047, %1050
  %1052 = and i1 %908, %1051
  %1053 = xor i1 %1047, %1052
  %1054 = xor i1 %1012, %1051
  %1055 = and i1 %908, %1054
  %1056 = zext i1 %1052 to i32
  %1057 = zext i1 %1053 to i32
  %1058 = zext i1 %1055 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1056, i32 %.lcssa147, i32 %.lcssa146, ptr addrspace(1) %1046, i32 %1057, i32 %1058) #6
  %1059 = add i32 %1027, %900
  %1060 = sext i32 %1059 to i64
  %1061 = getelementptr float, ptr addrspace(1) %2, i64 %1060
  %1062 = and i1 %1031, %904
  %1063 = ptrtoint ptr addrspace(1) %1061 to i64
  %1064 = and i64 %1063, 7
  %1065 = icmp eq i64 %1064, 0
  %1066 = and i1 %1062, %1065
  %1067 = and i1 %908, %1066
  %1068 = xor i1 %1062, %1067
  %1069 = xor i1 %1031, %1066
  %1070 = and i1 %908, %1069
  %1071 = zext i1 %1067 to i32
  %1072 = zext i1 %1068 to i32
  %1073 = zext i1 %1070 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1071, i32 %.lcssa145, i32 %.lcssa144, ptr addrspace(1) %1061, i32 %1072, i32 %1073) #6
  %1074 = add i32 %1008, %936
  %1075 = sext i32 %1074 to i64
  %1076 = getelementptr float, ptr addrspace(1) %2, i64 %1075
  %1077 = and i1 %1012, %940
  %1078 = ptrtoint ptr addrspace(1) %1076 to i64
  %1079 = and i64 %1078, 7
  %1080 = icmp eq i64 %1079, 0
  %1081 = and i1 %1077, %1080
  %1082 = and i1 %943, %1081
  %1083 = xor i1 %1077, %1082
  %1084 = xor i1 %1012, %1081
  %1085 = and i1 %943, %1084
  %1086 = zext i1 %1082 to i32
  %1087 = zext i1 %1083 to i32
  %1088 = zext i1 %1085 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1086, i32 %.lcssa143, i32 %.lcssa142, ptr addrspace(1) %1076, i32 %1087, i32 %1088) #6
  %1089 = add i32 %1027, %936
  %1090 = sext i32 %1089 to i64
  %1091 = getelementptr float, ptr addrspace(1) %2, i64 %1090
  %1092 = and i1 %1031, %940
  %1093 = ptrtoint ptr addrspace(1) %1091 to i64
  %1094 = and i64 %1093, 7
  %1095 = icmp eq i64 %1094, 0
  %1096 = and i1 %1092, %1095
  %1097 = and i1 %943, %1096
  %1098 = xor i1 %1092, %1097
  %1099 = xor i1 %1031, %1096
  %1100 = and i1 %943, %1099
  %1101 = zext i1 %1097 to i32
  %1102 = zext i1 %1098 to i32
  %1103 = zext i1 %1100 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1101, i32 %.lcssa141, i32 %.lcssa140, ptr addrspace(1) %1091, i32 %1102, i32 %1103) #6
  %1104 = add i32 %1008, %971
  %1105 = sext i32 %1104 to i64
  %1106 = getelementptr float, ptr addrspace(1) %2, i64 %1105
  %1107 = and i1 %1012, %975
  %1108 = ptrtoint ptr addrspace(1) %1106 to i64
  %1109 = and i64 %1108, 7
  %1110 = icmp eq i64 %1109, 0
  %1111 = and i1 %1107, %1110
  %1112 = and i1 %978, %1111
  %1113 = xor i1 %1107, %1112
  %1114 = xor i1 %1012, %1111
  %1115 = and i1 %978, %1114
  %1116 = zext i1 %1112 to i32
  %1117 = zext i1 %1113 to i32
  %1118 = zext i1 %1115 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1116, i32 %.lcssa139, i32 %.lcssa138, ptr addrspace(1) %1106, i32 %1117, i32 %1118) #6
  %1119 = add i32 %1027, %971
  %1120 = sext i32 %1119 to i64
  %1121 = getelementptr float, ptr addrspace(1) %2, i64 %1120
  %1122 = and i1 %1031, %975
  %1123 = ptrtoint ptr addrspace(1) %1121 to i64
  %1124 = and i64 %1123, 7
  %1125 = icmp eq i64 %1124, 0
  %1126 = and i1 %1122, %1125
  %1127 = and i1 %978, %1126
  %1128 = xor i1 %1122, %1127
  %1129 = xor i1 %1031, %1126
  %1130 = and i1 %978, %1129
  %1131 = zext i1 %1127 to i32
  %1132 = zext i1 %1128 to i32
  %1133 = zext i1 %1130 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1131, i32 %.lcssa137, i32 %.lcssa136, ptr addrspace(1) %1121, i32 %1132, i32 %1133) #6
  %1134 = or disjoint i32 %851, 32
  %1135 = or disjoint i32 %1006, %1134
  %1136 = mul i32 %4, %1135
  %1137 = add i32 %1136, %858
  %1138 = sext i32 %1137 to i64
  %1139 = getelementptr float, ptr addrspace(1) %2, i64 %1138
  %1140 = icmp slt i32 %1135, %3
  %1141 = and i1 %1140, %863
  %1142 = ptrtoint ptr addrspace(1) %1139 to i64
  %1143 = and i64 %1142, 7
  %1144 = icmp eq i64 %1143, 0
  %1145 = and i1 %1141, %1144
  %1146 = and i1 %867, %1145
  %1147 = xor i1 %1141, %1146
  %1148 = xor i1 %1140, %1145
  %1149 = and i1 %867, %1148
  %1150 = zext i1 %1146 to i32
  %1151 = zext i1 %1147 to i32
  %1152 = zext i1 %1149 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1150, i32 %.lcssa135, i32 %.lcssa134, ptr addrspace(1) %1139, i32 %1151, i32 %1152) #6
  %1153 = or disjoint i32 %1025, %1134
  %1154 = mul i32 %4, %1153
  %1155 = add i32 %1154, %858
  %1156 = sext i32 %1155 to i64
  %1157 = getelementptr float, ptr addrspace(1) %2, i64 %1156
  %1158 = icmp slt i32 %1153, %3
  %1159 = and i1 %1158, %863
  %1160 = ptrtoint ptr addrspace(1) %1157 to i64
  %1161 = and i64 %1160, 7
  %1162 = icmp eq i64 %1161, 0
  %1163 = and i1 %1159, %1162
  %1164 = and i1 %867, %1163
  %1165 = xor i1 %1159, %1164
  %1166 = xor i1 %1158, %1163
  %1167 = and i1 %867, %1166
  %1168 = zext i1 %1164 to i32
  %1169 = zext i1 %1165 to i32
  %1170 = zext i1 %1167 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1168, i32 %.lcssa133, i32 %.lcssa132, ptr addrspace(1) %1157, i32 %1169, i32 %1170) #6
  %1171 = add i32 %1136, %900
  %1172 = sext i32 %1171 to i64
  %1173 = getelementptr float, ptr addrspace(1) %2, i64 %1172
  %1174 = and i1 %1140, %904
  %1175 = ptrtoint ptr addrspace(1) %1173 to i64
  %1176 = and i64 %1175, 7
  %1177 = icmp eq i64 %1176, 0
  %1178 = and i1 %1174, %1177
  %1179 = and i1 %908, %1178
  %1180 = xor i1 %1174, %1179
  %1181 = xor i1 %1140, %1178
  %1182 = and i1 %908, %1181
  %1183 = zext i1 %1179 to i32
  %1184 = zext i1 %1180 to i32
  %1185 = zext i1 %1182 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1183, i32 %.lcssa131, i32 %.lcssa130, ptr addrspace(1) %1173, i32 %1184, i32 %1185) #6
  %1186 = add i32 %1154, %900
  %1187 = sext i32 %1186 to i64
  %1188 = getelementptr float, ptr addrspace(1) %2, i64 %1187
  %1189 = and i1 %1158, %904
  %1190 = ptrtoint ptr addrspace(1) %1188 to i64
  %1191 = and i64 %1190, 7
  %1192 = icmp eq i64 %1191, 0
  %1193 = and i1 %1189, %1192
  %1194 = and i1 %908, %1193
  %1195 = xor i1 %1189, %1194
  %1196 = xor i1 %1158, %1193
  %1197 = and i1 %908, %1196
  %1198 = zext i1 %1194 to i32
  %1199 = zext i1 %1195 to i32
  %1200 = zext i1 %1197 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1198, i32 %.lcssa129, i32 %.lcssa128, ptr addrspace(1) %1188, i32 %1199, i32 %1200) #6
  %1201 = add i32 %1136, %936
  %1202 = sext i32 %1201 to i64
  %1203 = getelementptr float, ptr addrspace(1) %2, i64 %1202
  %1204 = and i1 %1140, %940
  %1205 = ptrtoint ptr addrspace(1) %1203 to i64
  %1206 = and i64 %1205, 7
  %1207 = icmp eq i64 %1206, 0
  %1208 = and i1 %1204, %1207
  %1209 = and i1 %943, %1208
  %1210 = xor i1 %1204, %1209
  %1211 = xor i1 %1140, %1208
  %1212 = and i1 %943, %1211
  %1213 = zext i1 %1209 to i32
  %1214 = zext i1 %1210 to i32
  %1215 = zext i1 %1212 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1213, i32 %.lcssa127, i32 %.lcssa126, ptr addrspace(1) %1203, i32 %1214, i32 %1215) #6
  %1216 = add i32 %1154, %936
  %1217 = sext i32 %1216 to i64
  %1218 = getelementptr float, ptr addrspace(1) %2, i64 %1217
  %1219 = and i1 %1158, %940
  %1220 = ptrtoint ptr addrspace(1) %1218 to i64
  %1221 = and i64 %1220, 7
  %1222 = icmp eq i64 %1221, 0
  %1223 = and i1 %1219, %1222
  %1224 = and i1 %943, %1223
  %1225 = xor i1 %1219, %1224
  %1226 = xor i1 %1158, %1223
  %1227 = and i1 %943, %1226
  %1228 = zext i1 %1224 to i32
  %1229 = zext i1 %1225 to i32
  %1230 = zext i1 %1227 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1228, i32 %.lcssa125, i32 %.lcssa124, ptr addrspace(1) %1218, i32 %1229, i32 %1230) #6
  %1231 = add i32 %1136, %971
  %1232 = sext i32 %1231 to i64
  %1233 = getelementptr float, ptr addrspace(1) %2, i64 %1232
  %1234 = and i1 %1140, %975
  %1235 = ptrtoint ptr addrspace(1) %1233 to i64
  %1236 = and i64 %1235, 7
  %1237 = icmp eq i64 %1236, 0
  %1238 = and i1 %1234, %1237
  %1239 = and i1 %978, %1238
  %1240 = xor i1 %1234, %1239
  %1241 = xor i1 %1140, %1238
  %1242 = and i1 %978, %1241
  %1243 = zext i1 %1239 to i32
  %1244 = zext i1 %1240 to i32
  %1245 = zext i1 %1242 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1243, i32 %.lcssa123, i32 %.lcssa122, ptr addrspace(1) %1233, i32 %1244, i32 %1245) #6
  %1246 = add i32 %1154, %971
  %1247 = sext i32 %1246 to i64
  %1248 = getelementptr float, ptr addrspace(1) %2, i64 %1247
  %1249 = and i1 %1158, %975
  %1250 = ptrtoint ptr addrspace(1) %1248 to i64
  %1251 = and i64 %1250, 7
  %1252 = icmp eq i64 %1251, 0
  %1253 = and i1 %1249, %1252
  %1254 = and i1 %978, %1253
  %1255 = xor i1 %1249, %1254
  %1256 = xor i1 %1158, %1253
  %1257 = and i1 %978, %1256
  %1258 = zext i1 %1254 to i32
  %1259 = zext i1 %1255 to i32
  %1260 = zext i1 %1257 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1258, i32 %.lcssa121, i32 %.lcssa120, ptr addrspace(1) %1248, i32 %1259, i32 %1260) #6
  %1261 = or disjoint i32 %851, 48
  %1262 = or disjoint i32 %1006, %1261
  %1263 = mul i32 %4, %1262
  %1264 = add i32 %1263, %858
  %1265 = sext i32 %1264 to i64
  %1266 = getelementptr float, ptr addrspace(1) %2, i64 %1265
  %1267 = icmp slt i32 %1262, %3
  %1268 = and i1 %1267, %863
  %1269 = ptrtoint ptr addrspace(1) %1266 to i64
  %1270 = and i64 %1269, 7
  %1271 = icmp eq i64 %1270, 0
  %1272 = and i1 %1268, %1271
  %1273 = and i1 %867, %1272
  %1274 = xor i1 %1268, %1273
  %1275 = xor i1 %1267, %1272
  %1276 = and i1 %867, %1275
  %1277 = zext i1 %1273 to i32
  %1278 = zext i1 %1274 to i32
  %1279 = zext i1 %1276 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1277, i32 %.lcssa119, i32 %.lcssa118, ptr addrspace(1) %1266, i32 %1278, i32 %1279) #6
  %1280 = or disjoint i32 %1025, %1261
  %1281 = mul i32 %4, %1280
  %1282 = add i32 %1281, %858
  %1283 = sext i32 %1282 to i64
  %1284 = getelementptr float, ptr addrspace(1) %2, i64 %1283
  %1285 = icmp slt i32 %1280, %3
  %1286 = and i1 %1285, %863
  %1287 = ptrtoint ptr addrspace(1) %1284 to i64
  %1288 = and i64 %1287, 7
  %1289 = icmp eq i64 %1288, 0
  %1290 = and i1 %1286, %1289
  %1291 = and i1 %867, %1290
  %1292 = xor i1 %1286, %1291
  %1293 = xor i1 %1285, %1290
  %1294 = and i1 %867, %1293
  %1295 = zext i1 %1291 to i32
  %1296 = zext i1 %1292 to i32
  %1297 = zext i1 %1294 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1295, i32 %.lcssa117, i32 %.lcssa116, ptr addrspace(1) %1284, i32 %1296, i32 %1297) #6
  %1298 = add i32 %1263, %900
  %1299 = sext i32 %1298 to i64
  %1300 = getelementptr float, ptr addrspace(1) %2, i64 %1299
  %1301 = and i1 %1267, %904
  %1302 = ptrtoint ptr addrspace(1) %1300 to i64
  %1303 = and i64 %1302, 7
  %1304 = icmp eq i64 %1303, 0
  %1305 = and i1 %1301, %1304
  %1306 = and i1 %908, %1305
  %1307 = xor i1 %1301, %1306
  %1308 = xor i1 %1267, %1305
  %1309 = and i1 %908, %1308
  %1310 = zext i1 %1306 to i32
  %1311 = zext i1 %1307 to i32
  %1312 = zext i1 %1309 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1310, i32 %.lcssa115, i32 %.lcssa114, ptr addrspace(1) %1300, i32 %1311, i32 %1312) #6
  %1313 = add i32 %1281, %900
  %1314 = sext i32 %1313 to i64
  %1315 = getelementptr float, ptr addrspace(1) %2, i64 %1314
  %1316 = and i1 %1285, %904
  %1317 = ptrtoint ptr addrspace(1) %1315 to i64
  %1318 = and i64 %1317, 7
  %1319 = icmp eq i64 %1318, 0
  %1320 = and i1 %1316, %1319
  %1321 = and i1 %908, %1320
  %1322 = xor i1 %1316, %1321
  %1323 = xor i1 %1285, %1320
  %1324 = and i1 %908, %1323
  %1325 = zext i1 %1321 to i32
  %1326 = zext i1 %1322 to i32
  %1327 = zext i1 %1324 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1325, i32 %.lcssa113, i32 %.lcssa112, ptr addrspace(1) %1315, i32 %1326, i32 %1327) #6
  %1328 = add i32 %1263, %936
  %1329 = sext i32 %1328 to i64
  %1330 = getelementptr float, ptr addrspace(1) %2, i64 %1329
  %1331 = and i1 %1267, %940
  %1332 = ptrtoint ptr addrspace(1) %1330 to i64
  %1333 = and i64 %1332, 7
  %1334 = icmp eq i64 %1333, 0
  %1335 = and i1 %1331, %1334
  %1336 = and i1 %943, %1335
  %1337 = xor i1 %1331, %1336
  %1338 = xor i1 %1267, %1335
  %1339 = and i1 %943, %1338
  %1340 = zext i1 %1336 to i32
  %1341 = zext i1 %1337 to i32
  %1342 = zext i1 %1339 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1340, i32 %.lcssa111, i32 %.lcssa110, ptr addrspace(1) %1330, i32 %1341, i32 %1342) #6
  %1343 = add i32 %1281, %936
  %1344 = sext i32 %1343 to i64
  %1345 = getelementptr float, ptr addrspace(1) %2, i64 %1344
  %1346 = and i1 %1285, %940
  %1347 = ptrtoint ptr addrspace(1) %1345 to i64
  %1348 = and i64 %1347, 7
  %1349 = icmp eq i64 %1348, 0
  %1350 = and i1 %1346, %1349
  %1351 = and i1 %943, %1350
  %1352 = xor i1 %1346, %1351
  %1353 = xor i1 %1285, %1350
  %1354 = and i1 %943, %1353
  %1355 = zext i1 %1351 to i32
  %1356 = zext i1 %1352 to i32
  %1357 = zext i1 %1354 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1355, i32 %.lcssa109, i32 %.lcssa108, ptr addrspace(1) %1345, i32 %1356, i32 %1357) #6
  %1358 = add i32 %1263, %971
  %1359 = sext i32 %1358 to i64
  %1360 = getelementptr float, ptr addrspace(1) %2, i64 %1359
  %1361 = and i1 %1267, %975
  %1362 = ptrtoint ptr addrspace(1) %1360 to i64
  %1363 = and i64 %1362, 7
  %1364 = icmp eq i64 %1363, 0
  %1365 = and i1 %1361, %1364
  %1366 = and i1 %978, %1365
  %1367 = xor i1 %1361, %1366
  %1368 = xor i1 %1267, %1365
  %1369 = and i1 %978, %1368
  %1370 = zext i1 %1366 to i32
  %1371 = zext i1 %1367 to i32
  %1372 = zext i1 %1369 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1370, i32 %.lcssa107, i32 %.lcssa106, ptr addrspace(1) %1360, i32 %1371, i32 %1372) #6
  %1373 = add i32 %1281, %971
  %1374 = sext i32 %1373 to i64
  %1375 = getelementptr float, ptr addrspace(1) %2, i64 %1374
  %1376 = and i1 %1285, %975
  %1377 = ptrtoint ptr addrspace(1) %1375 to i64
  %1378 = and i64 %1377, 7
  %1379 = icmp eq i64 %1378, 0
  %1380 = and i1 %1376, %1379
  %1381 = and i1 %978, %1380
  %1382 = xor i1 %1376, %1381
  %1383 = xor i1 %1285, %1380
  %1384 = and i1 %978, %1383
  %1385 = zext i1 %1381 to i32
  %1386 = zext i1 %1382 to i32
  %1387 = zext i1 %1384 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1385, i32 %.lcssa105, i32 %.lcssa104, ptr addrspace(1) %1375, i32 %1386, i32 %1387) #6
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
