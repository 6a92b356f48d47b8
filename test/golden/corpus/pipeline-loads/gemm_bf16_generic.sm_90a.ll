; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 3
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = shl nuw nsw i32 %10, 7
  %12 = shl i32 %9, 6
  %13 = icmp sgt i32 %5, 0
  %14 = and i32 %8, 24
  %15 = lshr i32 %7, 2
  %16 = or disjoint i32 %11, %15
  %17 = mul i32 %5, %16
  %18 = add i32 %17, %14
  %19 = sext i32 %18 to i64
  %20 = getelementptr bfloat, ptr addrspace(1) %0, i64 %19
  %21 = ptrtoint ptr addrspace(1) %20 to i64
  %22 = and i64 %21, 15
  %23 = icmp eq i64 %22, 0
  %24 = icmp slt i32 %16, %3
  %25 = select i1 %24, i32 8, i32 0
  %26 = sext i32 %5 to i64
  %27 = select i1 %13, i32 8, i32 0
  %28 = lshr i32 %7, 3
  %29 = xor i32 %28, %7
  %30 = shl nuw nsw i32 %15, 6
  %31 = shl nuw nsw i32 %29, 4
  %32 = and i32 %31, 48
  %33 = or disjoint i32 %32, %30
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %34
  br i1 %23, label %36, label %.preheader34.preheader

.preheader34.preheader:                           ; preds = %6
  %invariant.op = and i1 %24, %13
  br label %.preheader34

36:                                               ; preds = %6
  %37 = zext nneg i32 %14 to i64
  %38 = sub nsw i64 %26, %37
  %39 = tail call i64 @llvm.smax.i64(i64 %38, i64 0)
  %40 = tail call i64 @llvm.umin.i64(i64 %39, i64 8)
  %41 = trunc nuw nsw i64 %40 to i32
  %42 = tail call i32 @llvm.umin.i32(i32 %25, i32 %41)
  %43 = tail call i32 @llvm.umin.i32(i32 %42, i32 %27)
  %44 = shl nuw nsw i32 %43, 1
  %45 = ptrtoint ptr addrspace(3) %35 to i64
  %46 = trunc i64 %45 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %46, ptr addrspace(1) %20, i32 %44) #5
  br label %.loopexit35

.preheader34:                                     ; preds = %.preheader34.preheader, %.preheader34
  %47 = phi i64 [ %57, %.preheader34 ], [ 0, %.preheader34.preheader ]
  %48 = trunc nuw nsw i64 %47 to i32
  %49 = or disjoint i32 %14, %48
  %50 = add i32 %49, %17
  %51 = sext i32 %50 to i64
  %52 = getelementptr bfloat, ptr addrspace(1) %0, i64 %51
  %53 = icmp slt i32 %49, %5
  %.reass.reass.reass = and i1 %53, %invariant.op
  %54 = zext i1 %.reass.reass.reass to i32
  %55 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %52, i32 %54, i16 0) #5
  %56 = getelementptr bfloat, ptr addrspace(3) %35, i64 %47
  store i16 %55, ptr addrspace(3) %56, align 2
  %57 = add nuw nsw i64 %47, 1
  %exitcond.not = icmp eq i64 %57, 8
  br i1 %exitcond.not, label %.loopexit35, label %.preheader34

.loopexit35:                                      ; preds = %.preheader34, %36
  %58 = or disjoint i32 %8, 1024
  %59 = lshr i32 %58, 5
  %60 = or disjoint i32 %59, %11
  %61 = mul i32 %5, %60
  %62 = add i32 %61, %14
  %63 = sext i32 %62 to i64
  %64 = getelementptr bfloat, ptr addrspace(1) %0, i64 %63
  %65 = ptrtoint ptr addrspace(1) %64 to i64
  %66 = and i64 %65, 15
  %67 = icmp eq i64 %66, 0
  %68 = icmp slt i32 %60, %3
  %69 = select i1 %68, i32 8, i32 0
  %70 = shl nuw nsw i32 %59, 6
  %71 = or disjoint i32 %70, %32
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %72
  br i1 %67, label %74, label %.preheader32.preheader

.preheader32.preheader:                           ; preds = %.loopexit35
  %invariant.op536 = and i1 %68, %13
  br label %.preheader32

74:                                               ; preds = %.loopexit35
  %75 = zext nneg i32 %14 to i64
  %76 = sub nsw i64 %26, %75
  %77 = tail call i64 @llvm.smax.i64(i64 %76, i64 0)
  %78 = tail call i64 @llvm.umin.i64(i64 %77, i64 8)
  %79 = trunc nuw nsw i64 %78 to i32
  %80 = tail call i32 @llvm.umin.i32(i32 %69, i32 %79)
  %81 = tail call i32 @llvm.umin.i32(i32 %80, i32 %27)
  %82 = shl nuw nsw i32 %81, 1
  %83 = ptrtoint ptr addrspace(3) %73 to i64
  %84 = trunc i64 %83 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %84, ptr addrspace(1) %64, i32 %82) #5
  br label %.loopexit33

.preheader32:                                     ; preds = %.preheader32.preheader, %.preheader32
  %85 = phi i64 [ %95, %.preheader32 ], [ 0, %.preheader32.preheader ]
  %86 = trunc nuw nsw i64 %85 to i32
  %87 = or disjoint i32 %14, %86
  %88 = add i32 %87, %61
  %89 = sext i32 %88 to i64
  %90 = getelementptr bfloat, ptr addrspace(1) %0, i64 %89
  %91 = icmp slt i32 %87, %5
  %.reass100.reass.reass = and i1 %91, %invariant.op536
  %92 = zext i1 %.reass100.reass.reass to i32
  %93 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %90, i32 %92, i16 0) #5
  %94 = getelementptr bfloat, ptr addrspace(3) %73, i64 %85
  store i16 %93, ptr addrspace(3) %94, align 2
  %95 = add nuw nsw i64 %85, 1
  %exitcond244.not = icmp eq i64 %95, 8
  br i1 %exitcond244.not, label %.loopexit33, label %.preheader32

.loopexit33:                                      ; preds = %.preheader32, %74
  %96 = or disjoint i32 %15, 64
  %97 = or disjoint i32 %96, %11
  %98 = mul i32 %5, %97
  %99 = add i32 %98, %14
  %100 = sext i32 %99 to i64
  %101 = getelementptr bfloat, ptr addrspace(1) %0, i64 %100
  %102 = ptrtoint ptr addrspace(1) %101 to i64
  %103 = and i64 %102, 15
  %104 = icmp eq i64 %103, 0
  %105 = icmp slt i32 %97, %3
  %106 = select i1 %105, i32 8, i32 0
  %107 = shl nuw nsw i32 %96, 6
  %108 = or disjoint i32 %32, %107
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %109
  br i1 %104, label %111, label %.preheader30.preheader

.preheader30.preheader:                           ; preds = %.loopexit33
  %invariant.op537 = and i1 %105, %13
  br label %.preheader30

111:                                              ; preds = %.loopexit33
  %112 = zext nneg i32 %14 to i64
  %113 = sub nsw i64 %26, %112
  %114 = tail call i64 @llvm.smax.i64(i64 %113, i64 0)
  %115 = tail call i64 @llvm.umin.i64(i64 %114, i64 8)
  %116 = trunc nuw nsw i64 %115 to i32
  %117 = tail call i32 @llvm.umin.i32(i32 %106, i32 %116)
  %118 = tail call i32 @llvm.umin.i32(i32 %117, i32 %27)
  %119 = shl nuw nsw i32 %118, 1
  %120 = ptrtoint ptr addrspace(3) %110 to i64
  %121 = trunc i64 %120 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %121, ptr addrspace(1) %101, i32 %119) #5
  br label %.loopexit31

.preheader30:                                     ; preds = %.preheader30.preheader, %.preheader30
  %122 = phi i64 [ %132, %.preheader30 ], [ 0, %.preheader30.preheader ]
  %123 = trunc nuw nsw i64 %122 to i32
  %124 = or disjoint i32 %14, %123
  %125 = add i32 %124, %98
  %126 = sext i32 %125 to i64
  %127 = getelementptr bfloat, ptr addrspace(1) %0, i64 %126
  %128 = icmp slt i32 %124, %5
  %.reass102.reass.reass = and i1 %128, %invariant.op537
  %129 = zext i1 %.reass102.reass.reass to i32
  %130 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %127, i32 %129, i16 0) #5
  %131 = getelementptr bfloat, ptr addrspace(3) %110, i64 %122
  store i16 %130, ptr addrspace(3) %131, align 2
  %132 = add nuw nsw i64 %122, 1
  %exitcond245.not = icmp eq i64 %132, 8
  br i1 %exitcond245.not, label %.loopexit31, label %.preheader30

.loopexit31:                                      ; preds = %.preheader30, %111
  %133 = or disjoint i32 %15, 96
  %134 = or disjoint i32 %133, %11
  %135 = mul i32 %5, %134
  %136 = add i32 %135, %14
  %137 = sext i32 %136 to i64
  %138 = getelementptr bfloat, ptr addrspace(1) %0, i64 %137
  %139 = ptrtoint ptr addrspace(1) %138 to i64
  %140 = and i64 %139, 15
  %141 = icmp eq i64 %140, 0
  %142 = icmp slt i32 %134, %3
  %143 = select i1 %142, i32 8, i32 0
  %144 = shl nuw nsw i32 %133, 6
  %145 = or disjoint i32 %32, %144
  %146 = zext nneg i32 %145 to i64
  %147 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %146
  br i1 %141, label %148, label %.preheader28.preheader

.preheader28.preheader:                           ; preds = %.loopexit31
  %invariant.op538 = and i1 %142, %13
  br label %.preheader28

148:                                              ; preds = %.loopexit31
  %149 = zext nneg i32 %14 to i64
  %150 = sub nsw i64 %26, %149
  %151 = tail call i64 @llvm.smax.i64(i64 %150, i64 0)
  %152 = tail call i64 @llvm.umin.i64(i64 %151, i64 8)
  %153 = trunc nuw nsw i64 %152 to i32
  %154 = tail call i32 @llvm.umin.i32(i32 %143, i32 %153)
  %155 = tail call i32 @llvm.umin.i32(i32 %154, i32 %27)
  %156 = shl nuw nsw i32 %155, 1
  %157 = ptrtoint ptr addrspace(3) %147 to i64
  %158 = trunc i64 %157 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %158, ptr addrspace(1) %138, i32 %156) #5
  br label %.loopexit29

.preheader28:                                     ; preds = %.preheader28.preheader, %.preheader28
  %159 = phi i64 [ %169, %.preheader28 ], [ 0, %.preheader28.preheader ]
  %160 = trunc nuw nsw i64 %159 to i32
  %161 = or disjoint i32 %14, %160
  %162 = add i32 %161, %135
  %163 = sext i32 %162 to i64
  %164 = getelementptr bfloat, ptr addrspace(1) %0, i64 %163
  %165 = icmp slt i32 %161, %5
  %.reass104.reass.reass = and i1 %165, %invariant.op538
  %166 = zext i1 %.reass104.reass.reass to i32
  %167 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %164, i32 %166, i16 0) #5
  %168 = getelementptr bfloat, ptr addrspace(3) %147, i64 %159
  store i16 %167, ptr addrspace(3) %168, align 2
  %169 = add nuw nsw i64 %159, 1
  %exitcond246.not = icmp eq i64 %169, 8
  br i1 %exitcond246.not, label %.loopexit29, label %.preheader28

.loopexit29:                                      ; preds = %.preheader28, %148
  %170 = and i32 %8, 56
  %171 = mul i32 %4, %28
  %172 = or disjoint i32 %170, %12
  %173 = add i32 %171, %172
  %174 = sext i32 %173 to i64
  %175 = getelementptr bfloat, ptr addrspace(1) %1, i64 %174
  %176 = ptrtoint ptr addrspace(1) %175 to i64
  %177 = and i64 %176, 15
  %178 = icmp eq i64 %177, 0
  %179 = icmp slt i32 %28, %5
  %180 = sext i32 %4 to i64
  %181 = sext i32 %172 to i64
  %182 = sub nsw i64 %180, %181
  %183 = tail call i64 @llvm.smax.i64(i64 %182, i64 0)
  %184 = tail call i64 @llvm.umin.i64(i64 %183, i64 8)
  %185 = trunc nuw nsw i64 %184 to i32
  %186 = lshr exact i32 %170, 3
  %187 = and i32 %28, 7
  %188 = xor i32 %186, %187
  %189 = shl nuw nsw i32 %28, 7
  %190 = shl nuw nsw i32 %188, 4
  %191 = or disjoint i32 %190, %189
  %192 = zext nneg i32 %191 to i64
  %193 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 24576), i64 %192
  br i1 %178, label %194, label %.preheader26.preheader

.preheader26.preheader:                           ; preds = %.loopexit29
  %invariant.op539 = or i32 %170, %12
  br label %.preheader26

194:                                              ; preds = %.loopexit29
  %195 = tail call i32 @llvm.umin.i32(i32 %185, i32 %27)
  %196 = shl nuw nsw i32 %195, 1
  %197 = select i1 %179, i32 %196, i32 0
  %198 = ptrtoint ptr addrspace(3) %193 to i64
  %199 = trunc i64 %198 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %199, ptr addrspace(1) %175, i32 %197) #5
  br label %.loopexit27

.preheader26:                                     ; preds = %.preheader26.preheader, %.preheader26
  %200 = phi i64 [ %210, %.preheader26 ], [ 0, %.preheader26.preheader ]
  %201 = trunc nuw nsw i64 %200 to i32
  %.reass.reass = or i32 %201, %invariant.op539
  %202 = add i32 %.reass.reass, %171
  %203 = sext i32 %202 to i64
  %204 = getelementptr bfloat, ptr addrspace(1) %1, i64 %203
  %205 = icmp slt i32 %.reass.reass, %4
  %206 = and i1 %179, %205
  %207 = zext i1 %206 to i32
  %208 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %204, i32 %207, i16 0) #5
  %209 = getelementptr bfloat, ptr addrspace(3) %193, i64 %200
  store i16 %208, ptr addrspace(3) %209, align 2
  %210 = add nuw nsw i64 %200, 1
  %exitcond247.not = icmp eq i64 %210, 8
  br i1 %exitcond247.not, label %.loopexit27, label %.preheader26

.loopexit27:                                      ; preds = %.preheader26, %194
  %211 = lshr i32 %58, 6
  %212 = mul i32 %4, %211
  %213 = add i32 %212, %172
  %214 = sext i32 %213 to i64
  %215 = getelementptr bfloat, ptr addrspace(1) %1, i64 %214
  %216 = ptrtoint ptr addrspace(1) %215 to i64
  %217 = and i64 %216, 15
  %218 = icmp eq i64 %217, 0
  %219 = icmp slt i32 %211, %5
  %220 = and i32 %211, 7
  %221 = xor i32 %220, %186
  %222 = shl nuw nsw i32 %211, 7
  %223 = shl nuw nsw i32 %221, 4
  %224 = or disjoint i32 %223, %222
  %225 = zext nneg i32 %224 to i64
  %226 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 24576), i64 %225
  br i1 %218, label %227, label %.preheader24.preheader

.preheader24.preheader:                           ; preds = %.loopexit27
  %invariant.op540 = or i32 %170, %12
  br label %.preheader24

227:                                              ; preds = %.loopexit27
  %228 = tail call i32 @llvm.umin.i32(i32 %185, i32 %27)
  %229 = shl nuw nsw i32 %228, 1
  %230 = select i1 %219, i32 %229, i32 0
  %231 = ptrtoint ptr addrspace(3) %226 to i64
  %232 = trunc i64 %231 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %232, ptr addrspace(1) %215, i32 %230) #5
  br label %.loopexit25

.preheader24:                                     ; preds = %.preheader24.preheader, %.preheader24
  %233 = phi i64 [ %243, %.preheader24 ], [ 0, %.preheader24.preheader ]
  %234 = trunc nuw nsw i64 %233 to i32
  %.reass325.reass = or i32 %234, %invariant.op540
  %235 = add i32 %.reass325.reass, %212
  %236 = sext i32 %235 to i64
  %237 = getelementptr bfloat, ptr addrspace(1) %1, i64 %236
  %238 = icmp slt i32 %.reass325.reass, %4
  %239 = and i1 %219, %238
  %240 = zext i1 %239 to i32
  %241 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %237, i32 %240, i16 0) #5
  %242 = getelementptr bfloat, ptr addrspace(3) %226, i64 %233
  store i16 %241, ptr addrspace(3) %242, align 2
  %243 = add nuw nsw i64 %233, 1
  %exitcond248.not = icmp eq i64 %243, 8
  br i1 %exitcond248.not, label %.loopexit25, label %.preheader24

.loopexit25:                                      ; preds = %.preheader24, %227
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  br i1 %13, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %.loopexit25
  %invariant.op549 = or i32 %170, %12
  %invariant.op551 = or i32 %170, %12
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph.preheader, %.loopexit
  %244 = phi float [ %479, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %245 = phi float [ %478, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %246 = phi float [ %477, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %247 = phi float [ %476, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %248 = phi float [ %475, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %249 = phi float [ %474, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %250 = phi float [ %473, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %251 = phi float [ %472, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %252 = phi float [ %471, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %253 = phi float [ %470, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %254 = phi float [ %469, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %255 = phi float [ %468, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %256 = phi float [ %467, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %257 = phi float [ %466, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %258 = phi float [ %465, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %259 = phi float [ %464, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %260 = phi float [ %463, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %261 = phi float [ %462, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %262 = phi float [ %461, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %263 = phi float [ %460, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %264 = phi float [ %459, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %265 = phi float [ %458, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %266 = phi float [ %457, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %267 = phi float [ %456, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %268 = phi float [ %455, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %269 = phi float [ %454, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %270 = phi float [ %453, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %271 = phi float [ %452, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %272 = phi float [ %451, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %273 = phi float [ %450, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %274 = phi float [ %449, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %275 = phi float [ %448, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %276 = phi float [ %441, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %277 = phi float [ %440, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %278 = phi float [ %439, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %279 = phi float [ %438, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %280 = phi float [ %437, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %281 = phi float [ %436, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %282 = phi float [ %435, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %283 = phi float [ %434, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %284 = phi float [ %433, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %285 = phi float [ %432, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %286 = phi float [ %431, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %287 = phi float [ %430, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %288 = phi float [ %429, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %289 = phi float [ %428, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %290 = phi float [ %427, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %291 = phi float [ %426, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %292 = phi float [ %425, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %293 = phi float [ %424, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %294 = phi float [ %423, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %295 = phi float [ %422, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %296 = phi float [ %421, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %297 = phi float [ %420, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %298 = phi float [ %419, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %299 = phi float [ %418, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %300 = phi float [ %417, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %301 = phi float [ %416, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %302 = phi float [ %415, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %303 = phi float [ %414, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %304 = phi float [ %413, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %305 = phi float [ %412, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %306 = phi float [ %411, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %307 = phi float [ %410, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %308 = phi i32 [ %311, %.loopexit ], [ 0, %.lr.ph.preheader ]
  %309 = lshr exact i32 %308, 5
  %310 = urem i32 %309, 3
  %311 = add i32 %308, 32
  %312 = add nuw nsw i32 %309, 1
  %313 = urem i32 %312, 3
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %314 = shl nuw nsw i32 %310, 13
  %315 = zext nneg i32 %314 to i64
  %316 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %315
  %317 = shl nuw nsw i32 %310, 12
  %318 = zext nneg i32 %317 to i64
  %319 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 24576), i64 %318
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #5
  %320 = ptrtoint ptr addrspace(3) %316 to i64
  %321 = lshr exact i64 %320, 4
  %322 = and i64 %321, 16320
  %323 = or disjoint i64 %322, -9223371899415756800
  %324 = ptrtoint ptr addrspace(3) %319 to i64
  %325 = lshr exact i64 %324, 4
  %326 = and i64 %325, 16320
  %327 = or disjoint i64 %326, 4611686293322072064
  %328 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %323, i64 %327, i32 1, float %307, float %306, float %305, float %304, float %303, float %302, float %301, float %300, float %299, float %298, float %297, float %296, float %295, float %294, float %293, float %292, float %291, float %290, float %289, float %288, float %287, float %286, float %285, float %284, float %283, float %282, float %281, float %280, float %279, float %278, float %277, float %276) #5
  %329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 0
  %330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 1
  %331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 2
  %332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 3
  %333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 4
  %334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 5
  %335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 6
  %336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 7
  %337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 8
  %338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 9
  %339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 10
  %340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 11
  %341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 12
  %342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 13
  %343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 14
  %344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 15
  %345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 16
  %346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 17
  %347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 18
  %348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 19
  %349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 20
  %350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 21
  %351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 22
  %352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 23
  %353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 24
  %354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 25
  %355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 26
  %356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 27
  %357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 28
  %358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 29
  %359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 30
  %360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %328, 31
  %361 = getelementptr i8, ptr addrspace(3) %316, i64 4096
  %362 = ptrtoint ptr addrspace(3) %361 to i64
  %363 = lshr exact i64 %362, 4
  %364 = and i64 %363, 16383
  %365 = or disjoint i64 %364, -9223371899415756800
  %366 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %365, i64 %327, i32 1, float %275, float %274, float %273, float %272, float %271, float %270, float %269, float %268, float %267, float %266, float %265, float %264, float %263, float %262, float %261, float %260, float %259, float %258, float %257, float %256, float %255, float %254, float %253, float %252, float %251, float %250, float %249, float %248, float %247, float %246, float %245, float %244) #5
  %367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 0
  %368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 1
  %369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 2
  %370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 3
  %371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 4
  %372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 5
  %373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 6
  %374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 7
  %375 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 8
  %376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 9
  %377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 10
  %378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 11
  %379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 12
  %380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 13
  %381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 14
  %382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 15
  %383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 16
  %384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 17
  %385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 18
  %386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 19
  %387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 20
  %388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 21
  %389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 22
  %390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 23
  %391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 24
  %392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 25
  %393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 26
  %394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 27
  %395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 28
  %396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 29
  %397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 30
  %398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %366, 31
  %399 = getelementptr i8, ptr addrspace(3) %316, i64 32
  %400 = ptrtoint ptr addrspace(3) %399 to i64
  %401 = lshr exact i64 %400, 4
  %402 = and i64 %401, 16383
  %403 = or disjoint i64 %402, -9223371899415756800
  %404 = getelementptr i8, ptr addrspace(3) %319, i64 2048
  %405 = ptrtoint ptr addrspace(3) %404 to i64
  %406 = lshr exact i64 %405, 4
  %407 = and i64 %406, 16383
  %408 = or disjoint i64 %407, 4611686293322072064
  %409 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %403, i64 %408, i32 1, float %329, float %330, float %331, float %332, float %333, float %334, float %335, float %336, float %337, float %338, float %339, float %340, float %341, float %342, float %343, float %344, float %345, float %346, float %347, float %348, float %349, float %350, float %351, float %352, float %353, float %354, float %355, float %356, float %357, float %358, float %359, float %360) #5
  %410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 0
  %411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 1
  %412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 2
  %413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 3
  %414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 4
  %415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 5
  %416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 6
  %417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 7
  %418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 8
  %419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 9
  %420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 10
  %421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 11
  %422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 12
  %423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 13
  %424 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 14
  %425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 15
  %426 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 16
  %427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 17
  %428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 18
  %429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 19
  %430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 20
  %431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 21
  %432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 22
  %433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 23
  %434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 24
  %435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 25
  %436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 26
  %437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 27
  %438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 28
  %439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 29
  %440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 30
  %441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %409, 31
  %442 = getelementptr i8, ptr addrspace(3) %316, i64 4128
  %443 = ptrtoint ptr addrspace(3) %442 to i64
  %444 = lshr exact i64 %443, 4
  %445 = and i64 %444, 16383
  %446 = or disjoint i64 %445, -9223371899415756800
  %447 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %446, i64 %408, i32 1, float %367, float %368, float %369, float %370, float %371, float %372, float %373, float %374, float %375, float %376, float %377, float %378, float %379, float %380, float %381, float %382, float %383, float %384, float %385, float %386, float %387, float %388, float %389, float %390, float %391, float %392, float %393, float %394, float %395, float %396, float %397, float %398) #5
  %448 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 0
  %449 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 1
  %450 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 2
  %451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 3
  %452 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 4
  %453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 5
  %454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 6
  %455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 7
  %456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 8
  %457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 9
  %458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 10
  %459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 11
  %460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 12
  %461 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 13
  %462 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 14
  %463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 15
  %464 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 16
  %465 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 17
  %466 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 18
  %467 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 19
  %468 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 20
  %469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 21
  %470 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 22
  %471 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 23
  %472 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 24
  %473 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 25
  %474 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 26
  %475 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 27
  %476 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 28
  %477 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 29
  %478 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 30
  %479 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %447, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #5
  %480 = tail call {} asm sideeffect "wgmma.wait_group.sync.aligned 1;", ""() #5
  %481 = icmp slt i32 %311, %5
  %482 = shl nuw nsw i32 %313, 13
  %483 = zext nneg i32 %482 to i64
  %484 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %483
  %485 = or disjoint i32 %311, %14
  %486 = add i32 %485, %17
  %487 = sext i32 %486 to i64
  %488 = getelementptr bfloat, ptr addrspace(1) %0, i64 %487
  %489 = ptrtoint ptr addrspace(1) %488 to i64
  %490 = and i64 %489, 15
  %491 = icmp eq i64 %490, 0
  %492 = select i1 %481, i32 8, i32 0
  %493 = getelementptr i8, ptr addrspace(3) %484, i64 %34
  br i1 %491, label %494, label %.preheader22.preheader

.preheader22.preheader:                           ; preds = %.lr.ph
  %invariant.op541 = or i32 %311, %14
  %invariant.op542 = and i1 %24, %481
  br label %.preheader22

494:                                              ; preds = %.lr.ph
  %495 = sext i32 %485 to i64
  %496 = sub nsw i64 %26, %495
  %497 = tail call i64 @llvm.smax.i64(i64 %496, i64 0)
  %498 = tail call i64 @llvm.umin.i64(i64 %497, i64 8)
  %499 = trunc nuw nsw i64 %498 to i32
  %500 = tail call i32 @llvm.umin.i32(i32 %25, i32 %499)
  %501 = tail call i32 @llvm.umin.i32(i32 %500, i32 %492)
  %502 = shl nuw nsw i32 %501, 1
  %503 = ptrtoint ptr addrspace(3) %493 to i64
  %504 = trunc i64 %503 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %504, ptr addrspace(1) %488, i32 %502) #5
  br label %.loopexit23

.preheader22:                                     ; preds = %.preheader22.preheader, %.preheader22
  %505 = phi i64 [ %514, %.preheader22 ], [ 0, %.preheader22.preheader ]
  %506 = trunc nuw nsw i64 %505 to i32
  %.reass327.reass = or i32 %506, %invariant.op541
  %507 = add i32 %.reass327.reass, %17
  %508 = sext i32 %507 to i64
  %509 = getelementptr bfloat, ptr addrspace(1) %0, i64 %508
  %510 = icmp slt i32 %.reass327.reass, %5
  %.reass106.reass.reass = and i1 %510, %invariant.op542
  %511 = zext i1 %.reass106.reass.reass to i32
  %512 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %509, i32 %511, i16 0) #5
  %513 = getelementptr bfloat, ptr addrspace(3) %493, i64 %505
  store i16 %512, ptr addrspace(3) %513, align 2
  %514 = add nuw nsw i64 %505, 1
  %exitcond249.not = icmp eq i64 %514, 8
  br i1 %exitcond249.not, label %.loopexit23, label %.preheader22

.loopexit23:                                      ; preds = %.preheader22, %494
  %515 = add i32 %485, %61
  %516 = sext i32 %515 to i64
  %517 = getelementptr bfloat, ptr addrspace(1) %0, i64 %516
  %518 = ptrtoint ptr addrspace(1) %517 to i64
  %519 = and i64 %518, 15
  %520 = icmp eq i64 %519, 0
  %521 = getelementptr i8, ptr addrspace(3) %484, i64 %72
  br i1 %520, label %522, label %.preheader20.preheader

.preheader20.preheader:                           ; preds = %.loopexit23
  %invariant.op543 = or i32 %311, %14
  %invariant.op544 = and i1 %68, %481
  br label %.preheader20

522:                                              ; preds = %.loopexit23
  %523 = sext i32 %485 to i64
  %524 = sub nsw i64 %26, %523
  %525 = tail call i64 @llvm.smax.i64(i64 %524, i64 0)
  %526 = tail call i64 @llvm.umin.i64(i64 %525, i64 8)
  %527 = trunc nuw nsw i64 %526 to i32
  %528 = tail call i32 @llvm.umin.i32(i32 %69, i32 %527)
  %529 = tail call i32 @llvm.umin.i32(i32 %528, i32 %492)
  %530 = shl nuw nsw i32 %529, 1
  %531 = ptrtoint ptr addrspace(3) %521 to i64
  %532 = trunc i64 %531 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %532, ptr addrspace(1) %517, i32 %530) #5
  br label %.loopexit21

.preheader20:                                     ; preds = %.preheader20.preheader, %.preheader20
  %533 = phi i64 [ %542, %.preheader20 ], [ 0, %.preheader20.preheader ]
  %534 = trunc nuw nsw i64 %533 to i32
  %.reass330.reass = or i32 %534, %invariant.op543
  %535 = add i32 %.reass330.reass, %61
  %536 = sext i32 %535 to i64
  %537 = getelementptr bfloat, ptr addrspace(1) %0, i64 %536
  %538 = icmp slt i32 %.reass330.reass, %5
  %.reass108.reass.reass = and i1 %538, %invariant.op544
  %539 = zext i1 %.reass108.reass.reass to i32
  %540 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %537, i32 %539, i16 0) #5
  %541 = getelementptr bfloat, ptr addrspace(3) %521, i64 %533
  store i16 %540, ptr addrspace(3) %541, align 2
  %542 = add nuw nsw i64 %533, 1
  %exitcond250.not = icmp eq i64 %542, 8
  br i1 %exitcond250.not, label %.loopexit21, label %.preheader20

.loopexit21:                                      ; preds = %.preheader20, %522
  %543 = add i32 %485, %98
  %544 = sext i32 %543 to i64
  %545 = getelementptr bfloat, ptr addrspace(1) %0, i64 %544
  %546 = ptrtoint ptr addrspace(1) %545 to i64
  %547 = and i64 %546, 15
  %548 = icmp eq i64 %547, 0
  %549 = getelementptr i8, ptr addrspace(3) %484, i64 %109
  br i1 %548, label %550, label %.preheader18.preheader

.preheader18.preheader:                           ; preds = %.loopexit21
  %invariant.op545 = or i32 %311, %14
  %invariant.op546 = and i1 %105, %481
  br label %.preheader18

550:                                              ; preds = %.loopexit21
  %551 = sext i32 %485 to i64
  %552 = sub nsw i64 %26, %551
  %553 = tail call i64 @llvm.smax.i64(i64 %552, i64 0)
  %554 = tail call i64 @llvm.umin.i64(i64 %553, i64 8)
  %555 = trunc nuw nsw i64 %554 to i32
  %556 = tail call i32 @llvm.umin.i32(i32 %106, i32 %555)
  %557 = tail call i32 @llvm.umin.i32(i32 %556, i32 %492)
  %558 = shl nuw nsw i32 %557, 1
  %559 = ptrtoint ptr addrspace(3) %549 to i64
  %560 = trunc i64 %559 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %560, ptr addrspace(1) %545, i32 %558) #5
  br label %.loopexit19

.preheader18:                                     ; preds = %.preheader18.preheader, %.preheader18
  %561 = phi i64 [ %570, %.preheader18 ], [ 0, %.preheader18.preheader ]
  %562 = trunc nuw nsw i64 %561 to i32
  %.reass333.reass = or i32 %562, %invariant.op545
  %563 = add i32 %.reass333.reass, %98
  %564 = sext i32 %563 to i64
  %565 = getelementptr bfloat, ptr addrspace(1) %0, i64 %564
  %566 = icmp slt i32 %.reass333.reass, %5
  %.reass110.reass.reass = and i1 %566, %invariant.op546
  %567 = zext i1 %.reass110.reass.reass to i32
  %568 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %565, i32 %567, i16 0) #5
  %569 = getelementptr bfloat, ptr addrspace(3) %549, i64 %561
  store i16 %568, ptr addrspace(3) %569, align 2
  %570 = add nuw nsw i64 %561, 1
  %exitcond251.not = icmp eq i64 %570, 8
  br i1 %exitcond251.not, label %.loopexit19, label %.preheader18

.loopexit19:                                      ; preds = %.preheader18, %550
  %571 = add i32 %485, %135
  %572 = sext i32 %571 to i64
  %573 = getelementptr bfloat, ptr addrspace(1) %0, i64 %572
  %574 = ptrtoint ptr addrspace(1) %573 to i64
  %575 = and i64 %574, 15
  %576 = icmp eq i64 %575, 0
  %577 = getelementptr i8, ptr addrspace(3) %484, i64 %146
  br i1 %576, label %578, label %.preheader16.preheader

.preheader16.preheader:                           ; preds = %.loopexit19
  %invariant.op547 = or i32 %311, %14
  %invariant.op548 = and i1 %142, %481
  br label %.preheader16

578:                                              ; preds = %.loopexit19
  %579 = sext i32 %485 to i64
  %580 = sub nsw i64 %26, %579
  %581 = tail call i64 @llvm.smax.i64(i64 %580, i64 0)
  %582 = tail call i64 @llvm.umin.i64(i64 %581, i64 8)
  %583 = trunc nuw nsw i64 %582 to i32
  %584 = tail call i32 @llvm.umin.i32(i32 %143, i32 %583)
  %585 = tail call i32 @llvm.umin.i32(i32 %584, i32 %492)
  %586 = shl nuw nsw i32 %585, 1
  %587 = ptrtoint ptr addrspace(3) %577 to i64
  %588 = trunc i64 %587 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %588, ptr addrspace(1) %573, i32 %586) #5
  br label %.loopexit17

.preheader16:                                     ; preds = %.preheader16.preheader, %.preheader16
  %589 = phi i64 [ %598, %.preheader16 ], [ 0, %.preheader16.preheader ]
  %590 = trunc nuw nsw i64 %589 to i32
  %.reass336.reass = or i32 %590, %invariant.op547
  %591 = add i32 %.reass336.reass, %135
  %592 = sext i32 %591 to i64
  %593 = getelementptr bfloat, ptr addrspace(1) %0, i64 %592
  %594 = icmp slt i32 %.reass336.reass, %5
  %.reass112.reass.reass = and i1 %594, %invariant.op548
  %595 = zext i1 %.reass112.reass.reass to i32
  %596 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %593, i32 %595, i16 0) #5
  %597 = getelementptr bfloat, ptr addrspace(3) %577, i64 %589
  store i16 %596, ptr addrspace(3) %597, align 2
  %598 = add nuw nsw i64 %589, 1
  %exitcond252.not = icmp eq i64 %598, 8
  br i1 %exitcond252.not, label %.loopexit17, label %.preheader16

.loopexit17:                                      ; preds = %.preheader16, %578
  %599 = shl nuw nsw i32 %313, 12
  %600 = zext nneg i32 %599 to i64
  %601 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 24576), i64 %600
  %602 = or disjoint i32 %311, %28
  %603 = mul i32 %602, %4
  %604 = add i32 %603, %172
  %605 = sext i32 %604 to i64
  %606 = getelementptr bfloat, ptr addrspace(1) %1, i64 %605
  %607 = ptrtoint ptr addrspace(1) %606 to i64
  %608 = and i64 %607, 15
  %609 = icmp eq i64 %608, 0
  %610 = icmp slt i32 %602, %5
  %611 = getelementptr i8, ptr addrspace(3) %601, i64 %192
  br i1 %609, label %612, label %.preheader14.preheader

.preheader14.preheader:                           ; preds = %.loopexit17
  %invariant.op550 = and i1 %610, %481
  br label %.preheader14

612:                                              ; preds = %.loopexit17
  %613 = tail call i32 @llvm.umin.i32(i32 %185, i32 %492)
  %614 = shl nuw nsw i32 %613, 1
  %615 = select i1 %610, i32 %614, i32 0
  %616 = ptrtoint ptr addrspace(3) %611 to i64
  %617 = trunc i64 %616 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %617, ptr addrspace(1) %606, i32 %615) #5
  br label %.loopexit15

.preheader14:                                     ; preds = %.preheader14.preheader, %.preheader14
  %618 = phi i64 [ %627, %.preheader14 ], [ 0, %.preheader14.preheader ]
  %619 = trunc nuw nsw i64 %618 to i32
  %.reass339.reass = or i32 %619, %invariant.op549
  %620 = add i32 %.reass339.reass, %603
  %621 = sext i32 %620 to i64
  %622 = getelementptr bfloat, ptr addrspace(1) %1, i64 %621
  %623 = icmp slt i32 %.reass339.reass, %4
  %.reass114.reass.reass = and i1 %623, %invariant.op550
  %624 = zext i1 %.reass114.reass.reass to i32
  %625 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %622, i32 %624, i16 0) #5
  %626 = getelementptr bfloat, ptr addrspace(3) %611, i64 %618
  store i16 %625, ptr addrspace(3) %626, align 2
  %627 = add nuw nsw i64 %618, 1
  %exitcond253.not = icmp eq i64 %627, 8
  br i1 %exitcond253.not, label %.loopexit15, label %.preheader14

.loopexit15:                                      ; preds = %.preheader14, %612
  %628 = or disjoint i32 %311, %211
  %629 = mul i32 %628, %4
  %630 = add i32 %629, %172
  %631 = sext i32 %630 to i64
  %632 = getelementptr bfloat, ptr addrspace(1) %1, i64 %631
  %633 = ptrtoint ptr addrspace(1) %632 to i64
  %634 = and i64 %633, 15
  %635 = icmp eq i64 %634, 0
  %636 = icmp slt i32 %628, %5
  %637 = getelementptr i8, ptr addrspace(3) %601, i64 %225
  br i1 %635, label %638, label %.preheader.preheader

.preheader.preheader:                             ; preds = %.loopexit15
  %invariant.op552 = and i1 %636, %481
  br label %.preheader

638:                                              ; preds = %.loopexit15
  %639 = tail call i32 @llvm.umin.i32(i32 %185, i32 %492)
  %640 = shl nuw nsw i32 %639, 1
  %641 = select i1 %636, i32 %640, i32 0
  %642 = ptrtoint ptr addrspace(3) %637 to i64
  %643 = trunc i64 %642 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %643, ptr addrspace(1) %632, i32 %641) #5
  br label %.loopexit

.preheader:                                       ; preds = %.preheader.preheader, %.preheader
  %644 = phi i64 [ %653, %.preheader ], [ 0, %.preheader.preheader ]
  %645 = trunc nuw nsw i64 %644 to i32
  %.reass342.reass = or i32 %645, %invariant.op551
  %646 = add i32 %.reass342.reass, %629
  %647 = sext i32 %646 to i64
  %648 = getelementptr bfloat, ptr addrspace(1) %1, i64 %647
  %649 = icmp slt i32 %.reass342.reass, %4
  %.reass116.reass.reass = and i1 %649, %invariant.op552
  %650 = zext i1 %.reass116.reass.reass to i32
  %651 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %648, i32 %650, i16 0) #5
  %652 = getelementptr bfloat, ptr addrspace(3) %637, i64 %644
  store i16 %651, ptr addrspace(3) %652, align 2
  %653 = add nuw nsw i64 %644, 1
  %exitcond254.not = icmp eq i64 %653, 8
  br i1 %exitcond254.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %638
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  br i1 %481, label %.lr.ph, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.loopexit25
  %.lcssa98 = phi float [ 0.000000e+00, %.loopexit25 ], [ %410, %.loopexit ]
  %.lcssa97 = phi float [ 0.000000e+00, %.loopexit25 ], [ %411, %.loopexit ]
  %.lcssa96 = phi float [ 0.000000e+00, %.loopexit25 ], [ %412, %.loopexit ]
  %.lcssa95 = phi float [ 0.000000e+00, %.loopexit25 ], [ %413, %.loopexit ]
  %.lcssa94 = phi float [ 0.000000e+00, %.loopexit25 ], [ %414, %.loopexit ]
  %.lcssa93 = phi float [ 0.000000e+00, %.loopexit25 ], [ %415, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.loopexit25 ], [ %416, %.loopexit ]
  %.lcssa91 = phi float [ 0.000000e+00, %.loopexit25 ], [ %417, %.loopexit ]
  %.lcssa90 = phi float [ 0.000000e+00, %.loopexit25 ], [ %418, %.loopexit ]
  %.lcssa89 = phi float [ 0.000000e+00, %.loopexit25 ], [ %419, %.loopexit ]
  %.lcssa88 = phi float [ 0.000000e+00, %.loopexit25 ], [ %420, %.loopexit ]
  %.lcssa87 = phi float [ 0.000000e+00, %.loopexit25 ], [ %421, %.loopexit ]
  %.lcssa86 = phi float [ 0.000000e+00, %.loopexit25 ], [ %422, %.loopexit ]
  %.lcssa85 = phi float [ 0.000000e+00, %.loopexit25 ], [ %423, %.loopexit ]
  %.lcssa84 = phi float [ 0.000000e+00, %.loopexit25 ], [ %424, %.loopexit ]
  %.lcssa83 = phi float [ 0.000000e+00, %.loopexit25 ], [ %425, %.loopexit ]
  %.lcssa82 = phi float [ 0.000000e+00, %.loopexit25 ], [ %426, %.loopexit ]
  %.lcssa81 = phi float [ 0.000000e+00, %.loopexit25 ], [ %427, %.loopexit ]
  %.lcssa80 = phi float [ 0.000000e+00, %.loopexit25 ], [ %428, %.loopexit ]
  %.lcssa79 = phi float [ 0.000000e+00, %.loopexit25 ], [ %429, %.loopexit ]
  %.lcssa78 = phi float [ 0.000000e+00, %.loopexit25 ], [ %430, %.loopexit ]
  %.lcssa77 = phi float [ 0.000000e+00, %.loopexit25 ], [ %431, %.loopexit ]
  %.lcssa76 = phi float [ 0.000000e+00, %.loopexit25 ], [ %432, %.loopexit ]
  %.lcssa75 = phi float [ 0.000000e+00, %.loopexit25 ], [ %433, %.loopexit ]
  %.lcssa74 = phi float [ 0.000000e+00, %.loopexit25 ], [ %434, %.loopexit ]
  %.lcssa73 = phi float [ 0.000000e+00, %.loopexit25 ], [ %435, %.loopexit ]
  %.lcssa72 = phi float [ 0.000000e+00, %.loopexit25 ], [ %436, %.loopexit ]
  %.lcssa71 = phi float [ 0.000000e+00, %.loopexit25 ], [ %437, %.loopexit ]
  %.lcssa70 = phi float [ 0.000000e+00, %.loopexit25 ], [ %438, %.loopexit ]
  %.lcssa69 = phi float [ 0.000000e+00, %.loopexit25 ], [ %439, %.loopexit ]
  %.lcssa68 = phi float [ 0.000000e+00, %.loopexit25 ], [ %440, %.loopexit ]
  %.lcssa67 = phi float [ 0.000000e+00, %.loopexit25 ], [ %441, %.loopexit ]
  %.lcssa66 = phi float [ 0.000000e+00, %.loopexit25 ], [ %448, %.loopexit ]
  %.lcssa65 = phi float [ 0.000000e+00, %.loopexit25 ], [ %449, %.loopexit ]
  %.lcssa64 = phi float [ 0.000000e+00, %.loopexit25 ], [ %450, %.loopexit ]
  %.lcssa63 = phi float [ 0.000000e+00, %.loopexit25 ], [ %451, %.loopexit ]
  %.lcssa62 = phi float [ 0.000000e+00, %.loopexit25 ], [ %452, %.loopexit ]
  %.lcssa61 = phi float [ 0.000000e+00, %.loopexit25 ], [ %453, %.loopexit ]
  %.lcssa60 = phi float [ 0.000000e+00, %.loopexit25 ], [ %454, %.loopexit ]
  %.lcssa59 = phi float [ 0.000000e+00, %.loopexit25 ], [ %455, %.loopexit ]
  %.lcssa58 = phi float [ 0.000000e+00, %.loopexit25 ], [ %456, %.loopexit ]
  %.lcssa57 = phi float [ 0.000000e+00, %.loopexit25 ], [ %457, %.loopexit ]
  %.lcssa56 = phi float [ 0.000000e+00, %.loopexit25 ], [ %458, %.loopexit ]
  %.lcssa55 = phi float [ 0.000000e+00, %.loopexit25 ], [ %459, %.loopexit ]
  %.lcssa54 = phi float [ 0.000000e+00, %.loopexit25 ], [ %460, %.loopexit ]
  %.lcssa53 = phi float [ 0.000000e+00, %.loopexit25 ], [ %461, %.loopexit ]
  %.lcssa52 = phi float [ 0.000000e+00, %.loopexit25 ], [ %462, %.loopexit ]
  %.lcssa51 = phi float [ 0.000000e+00, %.loopexit25 ], [ %463, %.loopexit ]
  %.lcssa50 = phi float [ 0.000000e+00, %.loopexit25 ], [ %464, %.loopexit ]
  %.lcssa49 = phi float [ 0.000000e+00, %.loopexit25 ], [ %465, %.loopexit ]
  %.lcssa48 = phi float [ 0.000000e+00, %.loopexit25 ], [ %466, %.loopexit ]
  %.lcssa47 = phi float [ 0.000000e+00, %.loopexit25 ], [ %467, %.loopexit ]
  %.lcssa46 = phi float [ 0.000000e+00, %.loopexit25 ], [ %468, %.loopexit ]
  %.lcssa45 = phi float [ 0.000000e+00, %.loopexit25 ], [ %469, %.loopexit ]
  %.lcssa44 = phi float [ 0.000000e+00, %.loopexit25 ], [ %470, %.loopexit ]
  %.lcssa43 = phi float [ 0.000000e+00, %.loopexit25 ], [ %471, %.loopexit ]
  %.lcssa42 = phi float [ 0.000000e+00, %.loopexit25 ], [ %472, %.loopexit ]
  %.lcssa41 = phi float [ 0.000000e+00, %.loopexit25 ], [ %473, %.loopexit ]
  %.lcssa40 = phi float [ 0.000000e+00, %.loopexit25 ], [ %474, %.loopexit ]
  %.lcssa39 = phi float [ 0.000000e+00, %.loopexit25 ], [ %475, %.loopexit ]
  %.lcssa38 = phi float [ 0.000000e+00, %.loopexit25 ], [ %476, %.loopexit ]
  %.lcssa37 = phi float [ 0.000000e+00, %.loopexit25 ], [ %477, %.loopexit ]
  %.lcssa36 = phi float [ 0.000000e+00, %.loopexit25 ], [ %478, %.loopexit ]
  %.lcssa = phi float [ 0.000000e+00, %.loopexit25 ], [ %479, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %654 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(float %.lcssa98, float %.lcssa97, float %.lcssa96, float %.lcssa95, float %.lcssa94, float %.lcssa93, float %.lcssa92, float %.lcssa91, float %.lcssa90, float %.lcssa89, float %.lcssa88, float %.lcssa87, float %.lcssa86, float %.lcssa85, float %.lcssa84, float %.lcssa83, float %.lcssa82, float %.lcssa81, float %.lcssa80, float %.lcssa79, float %.lcssa78, float %.lcssa77, float %.lcssa76, float %.lcssa75, float %.lcssa74, float %.lcssa73, float %.lcssa72, float %.lcssa71, float %.lcssa70, float %.lcssa69, float %.lcssa68, float %.lcssa67, float %.lcssa66, float %.lcssa65, float %.lcssa64, float %.lcssa63, float %.lcssa62, float %.lcssa61, float %.lcssa60, float %.lcssa59, float %.lcssa58, float %.lcssa57, float %.lcssa56, float %.lcssa55, float %.lcssa54, float %.lcssa53, float %.lcssa52, float %.lcssa51, float %.lcssa50, float %.lcssa49, float %.lcssa48, float %.lcssa47, float %.lcssa46, float %.lcssa45, float %.lcssa44, float %.lcssa43, float %.lcssa42, float %.lcssa41, float %.lcssa40, float %.lcssa39, float %.lcssa38, float %.lcssa37, float %.lcssa36, float %.lcssa) #5
  %655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 0
  %656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 1
  %657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 2
  %658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 3
  %659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 4
  %660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 5
  %661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 6
  %662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 7
  %663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 8
  %664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 9
  %665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 10
  %666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 11
  %667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 12
  %668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 13
  %669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 14
  %670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 15
  %671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 16
  %672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 17
  %673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 18
  %674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 19
  %675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 20
  %676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 21
  %677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 22
  %678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 23
  %679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 24
  %680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 25
  %681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 26
  %682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 27
  %683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 28
  %684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 29
  %685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 30
  %686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 31
  %687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 32
  %688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 33
  %689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 34
  %690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 35
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 36
  %692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 37
  %693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 38
  %694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 39
  %695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 40
  %696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 41
  %697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 42
  %698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 43
  %699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 44
  %700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 45
  %701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 46
  %702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 47
  %703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 48
  %704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 49
  %705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 50
  %706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 51
  %707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 52
  %708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 53
  %709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 54
  %710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 55
  %711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 56
  %712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 57
  %713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 58
  %714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 59
  %715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 60
  %716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 61
  %717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 62
  %718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %654, 63
  %719 = and i32 %15, 7
  %720 = lshr i32 %7, 1
  %721 = and i32 %720, 48
  %722 = or disjoint i32 %721, %719
  %723 = shl nuw nsw i32 %7, 1
  %724 = and i32 %723, 6
  %725 = or disjoint i32 %722, %11
  %726 = mul i32 %4, %725
  %727 = or disjoint i32 %724, %12
  %728 = add i32 %726, %727
  %729 = sext i32 %728 to i64
  %730 = getelementptr float, ptr addrspace(1) %2, i64 %729
  %731 = icmp slt i32 %725, %3
  %732 = icmp slt i32 %727, %4
  %733 = and i1 %731, %732
  %734 = or disjoint i32 %727, 1
  %735 = icmp slt i32 %734, %4
  %736 = ptrtoint ptr addrspace(1) %730 to i64
  %737 = and i64 %736, 7
  %738 = icmp eq i64 %737, 0
  %739 = and i1 %733, %738
  %740 = and i1 %735, %739
  %741 = xor i1 %733, %740
  %742 = xor i1 %731, %739
  %743 = and i1 %735, %742
  %744 = zext i1 %740 to i32
  %745 = bitcast float %655 to i32
  %746 = bitcast float %656 to i32
  %747 = zext i1 %741 to i32
  %748 = zext i1 %743 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %744, i32 %745, i32 %746, ptr addrspace(1) %730, i32 %747, i32 %748) #5
  %749 = or disjoint i32 %722, %11
  %750 = or disjoint i32 %749, 8
  %751 = mul i32 %4, %750
  %752 = add i32 %751, %727
  %753 = sext i32 %752 to i64
  %754 = getelementptr float, ptr addrspace(1) %2, i64 %753
  %755 = icmp slt i32 %750, %3
  %756 = and i1 %755, %732
  %757 = ptrtoint ptr addrspace(1) %754 to i64
  %758 = and i64 %757, 7
  %759 = icmp eq i64 %758, 0
  %760 = and i1 %756, %759
  %761 = and i1 %735, %760
  %762 = xor i1 %756, %761
  %763 = xor i1 %755, %760
  %764 = and i1 %735, %763
  %765 = zext i1 %761 to i32
  %766 = bitcast float %657 to i32
  %767 = bitcast float %658 to i32
  %768 = zext i1 %762 to i32
  %769 = zext i1 %764 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %765, i32 %766, i32 %767, ptr addrspace(1) %754, i32 %768, i32 %769) #5
  %770 = or disjoint i32 %727, 8
  %771 = add i32 %726, %770
  %772 = sext i32 %771 to i64
  %773 = getelementptr float, ptr addrspace(1) %2, i64 %772
  %774 = icmp slt i32 %770, %4
  %775 = and i1 %731, %774
  %776 = or disjoint i32 %727, 9
  %777 = icmp slt i32 %776, %4
  %778 = ptrtoint ptr addrspace(1) %773 to i64
  %779 = and i64 %778, 7
  %780 = icmp eq i64 %779, 0
  %781 = and i1 %775, %780
  %782 = and i1 %777, %781
  %783 = xor i1 %775, %782
  %784 = xor i1 %731, %781
  %785 = and i1 %777, %784
  %786 = zext i1 %782 to i32
  %787 = bitcast float %659 to i32
  %788 = bitcast float %660 to i32
  %789 = zext i1 %783 to i32
  %790 = zext i1 %785 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %786, i32 %787, i32 %788, ptr addrspace(1) %773, i32 %789, i32 %790) #5
  %791 = add i32 %751, %770
  %792 = sext i32 %791 to i64
  %793 = getelementptr float, ptr addrspace(1) %2, i64 %792
  %794 = and i1 %755, %774
  %795 = ptrtoint ptr addrspace(1) %793 to i64
  %796 = and i64 %795, 7
  %797 = icmp eq i64 %796, 0
  %798 = and i1 %794, %797
  %799 = and i1 %777, %798
  %800 = xor i1 %794, %799
  %801 = xor i1 %755, %798
  %802 = and i1 %777, %801
  %803 = zext i1 %799 to i32
  %804 = bitcast float %661 to i32
  %805 = bitcast float %662 to i32
  %806 = zext i1 %800 to i32
  %807 = zext i1 %802 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %803, i32 %804, i32 %805, ptr addrspace(1) %793, i32 %806, i32 %807) #5
  %808 = or disjoint i32 %727, 16
  %809 = add i32 %726, %808
  %810 = sext i32 %809 to i64
  %811 = getelementptr float, ptr addrspace(1) %2, i64 %810
  %812 = icmp slt i32 %808, %4
  %813 = and i1 %731, %812
  %814 = or disjoint i32 %727, 17
  %815 = icmp slt i32 %814, %4
  %816 = ptrtoint ptr addrspace(1) %811 to i64
  %817 = and i64 %816, 7
  %818 = icmp eq i64 %817, 0
  %819 = and i1 %813, %818
  %820 = and i1 %815, %819
  %821 = xor i1 %813, %820
  %822 = xor i1 %731, %819
  %823 = and i1 %815, %822
  %824 = zext i1 %820 to i32
  %825 = bitcast float %663 to i32
  %826 = bitcast float %664 to i32
  %827 = zext i1 %821 to i32
  %828 = zext i1 %823 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %824, i32 %825, i32 %826, ptr addrspace(1) %811, i32 %827, i32 %828) #5
  %829 = add i32 %751, %808
  %830 = sext i32 %829 to i64
  %831 = getelementptr float, ptr addrspace(1) %2, i64 %830
  %832 = and i1 %755, %812
  %833 = ptrtoint ptr addrspace(1) %831 to i64
  %834 = and i64 %833, 7
  %835 = icmp eq i64 %834, 0
  %836 = and i1 %832, %835
  %837 = and i1 %815, %836
  %838 = xor i1 %832, %837
  %839 = xor i1 %755, %836
  %840 = and i1 %815, %839
  %841 = zext i1 %837 to i32
  %842 = bitcast float %665 to i32
  %843 = bitcast float %666 to i32
  %844 = zext i1 %838 to i32
  %845 = zext i1 %840 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %841, i32 %842, i32 %843, ptr addrspace(1) %831, i32 %844, i32 %845) #5
  %846 = or disjoint i32 %727, 24
  %847 = add i32 %726, %846
  %848 = sext i32 %847 to i64
  %849 = getelementptr float, ptr addrspace(1) %2, i64 %848
  %850 = icmp slt i32 %846, %4
  %851 = and i1 %731, %850
  %852 = or disjoint i32 %727, 25
  %853 = icmp slt i32 %852, %4
  %854 = ptrtoint ptr addrspace(1) %849 to i64
  %855 = and i64 %854, 7
  %856 = icmp eq i64 %855, 0
  %857 = and i1 %851, %856
  %858 = and i1 %853, %857
  %859 = xor i1 %851, %858
  %860 = xor i1 %731, %857
  %861 = and i1 %853, %860
  %862 = zext i1 %858 to i32
  %863 = bitcast float %667 to i32
  %864 = bitcast float %668 to i32
  %865 = zext i1 %859 to i32
  %866 = zext i1 %861 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %862, i32 %863, i32 %864, ptr addrspace(1) %849, i32 %865, i32 %866) #5
  %867 = add i32 %751, %846
  %868 = sext i32 %867 to i64
  %869 = getelementptr float, ptr addrspace(1) %2, i64 %868
  %870 = and i1 %755, %850
  %871 = ptrtoint ptr addrspace(1) %869 to i64
  %872 = and i64 %871, 7
  %873 = icmp eq i64 %872, 0
  %874 = and i1 %870, %873
  %875 = and i1 %853, %874
  %876 = xor i1 %870, %875
  %877 = xor i1 %755, %874
  %878 = and i1 %853, %877
  %879 = zext i1 %875 to i32
  %880 = bitcast float %669 to i32
  %881 = bitcast float %670 to i32
  %882 = zext i1 %876 to i32
  %883 = zext i1 %878 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %879, i32 %880, i32 %881, ptr addrspace(1) %869, i32 %882, i32 %883) #5
  %884 = or disjoint i32 %727, 32
  %885 = add i32 %726, %884
  %886 = sext i32 %885 to i64
  %887 = getelementptr float, ptr addrspace(1) %2, i64 %886
  %888 = icmp slt i32 %884, %4
  %889 = and i1 %731, %888
  %890 = or disjoint i32 %727, 33
  %891 = icmp slt i32 %890, %4
  %892 = ptrtoint ptr addrspace(1) %887 to i64
  %893 = and i64 %892, 7
  %894 = icmp eq i64 %893, 0
  %895 = and i1 %889, %894
  %896 = and i1 %891, %895
  %897 = xor i1 %889, %896
  %898 = xor i1 %731, %895
  %899 = and i1 %891, %898
  %900 = zext i1 %896 to i32
  %901 = bitcast float %671 to i32
  %902 = bitcast float %672 to i32
  %903 = zext i1 %897 to i32
  %904 = zext i1 %899 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %900, i32 %901, i32 %902, ptr addrspace(1) %887, i32 %903, i32 %904) #5
  %905 = add i32 %751, %884
  %906 = sext i32 %905 to i64
  %907 = getelementptr float, ptr addrspace(1) %2, i64 %906
  %908 = and i1 %755, %888
  %909 = ptrtoint ptr addrspace(1) %907 to i64
  %910 = and i64 %909, 7
  %911 = icmp eq i64 %910, 0
  %912 = and i1 %908, %911
  %913 = and i1 %891, %912
  %914 = xor i1 %908, %913
  %915 = xor i1 %755, %912
  %916 = and i1 %891, %915
  %917 = zext i1 %913 to i32
  %918 = bitcast float %673 to i32
  %919 = bitcast float %674 to i32
  %920 = zext i1 %914 to i32
  %921 = zext i1 %916 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %917, i32 %918, i32 %919, ptr addrspace(1) %907, i32 %920, i32 %921) #5
  %922 = or disjoint i32 %727, 40
  %923 = add i32 %726, %922
  %924 = sext i32 %923 to i64
  %925 = getelementptr float, ptr addrspace(1) %2, i64 %924
  %926 = icmp slt i32 %922, %4
  %927 = and i1 %731, %926
  %928 = or disjoint i32 %727, 41
  %929 = icmp slt i32 %928, %4
  %930 = ptrtoint ptr addrspace(1) %925 to i64
  %931 = and i64 %930, 7
  %932 = icmp eq i64 %931, 0
  %933 = and i1 %927, %932
  %934 = and i1 %929, %933
  %935 = xor i1 %927, %934
  %936 = xor i1 %731, %933
  %937 = and i1 %929, %936
  %938 = zext i1 %934 to i32
  %939 = bitcast float %675 to i32
  %940 = bitcast float %676 to i32
  %941 = zext i1 %935 to i32
  %942 = zext i1 %937 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %938, i32 %939, i32 %940, ptr addrspace(1) %925, i32 %941, i32 %942) #5
  %943 = add i32 %751, %922
  %944 = sext i32 %943 to i64
  %945 = getelementptr float, ptr addrspace(1) %2, i64 %944
  %946 = and i1 %755, %926
  %947 = ptrtoint ptr addrspace(1) %945 to i64
  %948 = and i64 %947, 7
  %949 = icmp eq i64 %948, 0
  %950 = and i1 %946, %949
  %951 = and i1 %929, %950
  %952 = xor i1 %946, %951
  %953 = xor i1 %755, %950
  %954 = and i1 %929, %953
  %955 = zext i1 %951 to i32
  %956 = bitcast float %677 to i32
  %957 = bitcast float %678 to i32
  %958 = zext i1 %952 to i32
  %959 = zext i1 %954 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %955, i32 %956, i32 %957, ptr addrspace(1) %945, i32 %958, i32 %959) #5
  %960 = or disjoint i32 %727, 48
  %961 = add i32 %726, %960
  %962 = sext i32 %961 to i64
  %963 = getelementptr float, ptr addrspace(1) %2, i64 %962
  %964 = icmp slt i32 %960, %4
  %965 = and i1 %731, %964
  %966 = or disjoint i32 %727, 49
  %967 = icmp slt i32 %966, %4
  %968 = ptrtoint ptr addrspace(1) %963 to i64
  %969 = and i64 %968, 7
  %970 = icmp eq i64 %969, 0
  %971 = and i1 %965, %970
  %972 = and i1 %967, %971
  %973 = xor i1 %965, %972
  %974 = xor i1 %731, %971
  %975 = and i1 %967, %974
  %976 = zext i1 %972 to i32
  %977 = bitcast float %679 to i32
  %978 = bitcast float %680 to i32
  %979 = zext i1 %973 to i32
  %980 = zext i1 %975 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %976, i32 %977, i32 %978, ptr addrspace(1) %963, i32 %979, i32 %980) #5
  %981 = add i32 %751, %960
  %982 = sext i32 %981 to i64
  %983 = getelementptr float, ptr addrspace(1) %2, i64 %982
  %984 = and i1 %755, %964
  %985 = ptrtoint ptr addrspace(1) %983 to i64
  %986 = and i64 %985, 7
  %987 = icmp eq i64 %986, 0
  %988 = and i1 %984, %987
  %989 = and i1 %967, %988
  %990 = xor i1 %984, %989
  %991 = xor i1 %755, %988
  %992 = and i1 %967, %991
  %993 = zext i1 %989 to i32
  %994 = bitcast float %681 to i32
  %995 = bitcast float %682 to i32
  %996 = zext i1 %990 to i32
  %997 = zext i1 %992 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %993, i32 %994, i32 %995, ptr addrspace(1) %983, i32 %996, i32 %997) #5
  %998 = or disjoint i32 %727, 56
  %999 = add i32 %726, %998
  %1000 = sext i32 %999 to i64
  %1001 = getelementptr float, ptr addrspace(1) %2, i64 %1000
  %1002 = icmp slt i32 %998, %4
  %1003 = and i1 %731, %1002
  %1004 = or disjoint i32 %727, 57
  %1005 = icmp slt i32 %1004, %4
  %1006 = ptrtoint ptr addrspace(1) %1001 to i64
  %1007 = and i64 %1006, 7
  %1008 = icmp eq i64 %1007, 0
  %1009 = and i1 %1003, %1008
  %1010 = and i1 %1005, %1009
  %1011 = xor i1 %1003, %1010
  %1012 = xor i1 %731, %1009
  %1013 = and i1 %1005, %1012
  %1014 = zext i1 %1010 to i32
  %1015 = bitcast float %683 to i32
  %1016 = bitcast float %684 to i32
  %1017 = zext i1 %1011 to i32
  %1018 = zext i1 %1013 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1014, i32 %1015, i32 %1016, ptr addrspace(1) %1001, i32 %1017, i32 %1018) #5
  %1019 = add i32 %751, %998
  %1020 = sext i32 %1019 to i64
  %1021 = getelementptr float, ptr addrspace(1) %2, i64 %1020
  %1022 = and i1 %755, %1002
  %1023 = ptrtoint ptr addrspace(1) %1021 to i64
  %1024 = and i64 %1023, 7
  %1025 = icmp eq i64 %1024, 0
  %1026 = and i1 %1022, %1025
  %1027 = and i1 %1005, %1026
  %1028 = xor i1 %1022, %1027
  %1029 = xor i1 %755, %1026
  %1030 = and i1 %1005, %1029
  %1031 = zext i1 %1027 to i32
  %1032 = bitcast float %685 to i32
  %1033 = bitcast float %686 to i32
  %1034 = zext i1 %1028 to i32
  %1035 = zext i1 %1030 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1031, i32 %1032, i32 %1033, ptr addrspace(1) %1021, i32 %1034, i32 %1035) #5
  %1036 = or disjoint i32 %725, 64
  %1037 = mul i32 %4, %1036
  %1038 = add i32 %1037, %727
  %1039 = sext i32 %1038 to i64
  %1040 = getelementptr float, ptr addrspace(1) %2, i64 %1039
  %1041 = icmp slt i32 %1036, %3
  %1042 = and i1 %1041, %732
  %1043 = ptrtoint ptr addrspace(1) %1040 to i64
  %1044 = and i64 %1043, 7
  %1045 = icmp eq i64 %1044, 0
  %1046 = and i1 %1042, %1045
  %1047 = and i1 %735, %1046
  %1048 = xor i1 %1042, %1047
  %1049 = xor i1 %1041, %1046
  %1050 = and i1 %735, %1049
  %1051 = zext i1 %1047 to i32
  %1052 = bitcast float %687 to i32
  %1053 = bitcast float %688 to i32
  %1054 = zext i1 %1048 to i32
  %1055 = zext i1 %1050 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1051, i32 %1052, i32 %1053, ptr addrspace(1) %1040, i32 %1054, i32 %1055) #5
  %1056 = or disjoint i32 %749, 72
  %1057 = mul i32 %1056, %4
  %1058 = add i32 %1057, %727
  %1059 = sext i32 %1058 to i64
  %1060 = getelementptr float, ptr addrspace(1) %2, i64 %1059
  %1061 = icmp slt i32 %1056, %3
  %1062 = and i1 %1061, %732
  %1063 = ptrtoint ptr addrspace(1) %1060 to i64
  %1064 = and i64 %1063, 7
  %1065 = icmp eq i64 %1064, 0
  %1066 = and i1 %1062, %1065
  %1067 = and i1 %735, %1066
  %1068 = xor i1 %1062, %1067
  %1069 = xor i1 %1061, %1066
  %1070 = and i1 %735, %1069
  %1071 = zext i1 %1067 to i32
  %1072 = bitcast float %689 to i32
  %1073 = bitcast float %690 to i32
  %1074 = zext i1 %1068 to i32
  %1075 = zext i1 %1070 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1071, i32 %1072, i32 %1073, ptr addrspace(1) %1060, i32 %1074, i32 %1075) #5
  %1076 = add i32 %1037, %770
  %1077 = sext i32 %1076 to i64
  %1078 = getelementptr float, ptr addrspace(1) %2, i64 %1077
  %1079 = and i1 %1041, %774
  %1080 = ptrtoint ptr addrspace(1) %1078 to i64
  %1081 = and i64 %1080, 7
  %1082 = icmp eq i64 %1081, 0
  %1083 = and i1 %1079, %1082
  %1084 = and i1 %777, %1083
  %1085 = xor i1 %1079, %1084
  %1086 = xor i1 %1041, %1083
  %1087 = and i1 %777, %1086
  %1088 = zext i1 %1084 to i32
  %1089 = bitcast float %691 to i32
  %1090 = bitcast float %692 to i32
  %1091 = zext i1 %1085 to i32
  %1092 = zext i1 %1087 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1088, i32 %1089, i32 %1090, ptr addrspace(1) %1078, i32 %1091, i32 %1092) #5
  %1093 = add i32 %1057, %770
  %1094 = sext i32 %1093 to i64
  %1095 = getelementptr float, ptr addrspace(1) %2, i64 %1094
  %1096 = and i1 %1061, %774
  %1097 = ptrtoint ptr addrspace(1) %1095 to i64
  %1098 = and i64 %1097, 7
  %1099 = icmp eq i64 %1098, 0
  %1100 = and i1 %1096, %1099
  %1101 = and i1 %777, %1100
  %1102 = xor i1 %1096, %1101
  %1103 = xor i1 %1061, %1100
  %1104 = and i1 %777, %1103
  %1105 = zext i1 %1101 to i32
  %1106 = bitcast float %693 to i32
  %1107 = bitcast float %694 to i32
  %1108 = zext i1 %1102 to i32
  %1109 = zext i1 %1104 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1105, i32 %1106, i32 %1107, ptr addrspace(1) %1095, i32 %1108, i32 %1109) #5
  %1110 = add i32 %1037, %808
  %1111 = sext i32 %1110 to i64
  %1112 = getelementptr float, ptr addrspace(1) %2, i64 %1111
  %1113 = and i1 %1041, %812
  %1114 = ptrtoint ptr addrspace(1) %1112 to i64
  %1115 = and i64 %1114, 7
  %1116 = icmp eq i64 %1115, 0
  %1117 = and i1 %1113, %1116
  %1118 = and i1 %815, %1117
  %1119 = xor i1 %1113, %1118
  %1120 = xor i1 %1041, %1117
  %1121 = and i1 %815, %1120
  %1122 = zext i1 %1118 to i32
  %1123 = bitcast float %695 to i32
  %1124 = bitcast float %696 to i32
  %1125 = zext i1 %1119 to i32
  %1126 = zext i1 %1121 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1122, i32 %1123, i32 %1124, ptr addrspace(1) %1112, i32 %1125, i32 %1126) #5
  %1127 = add i32 %1057, %808
  %1128 = sext i32 %1127 to i64
  %1129 = getelementptr float, ptr addrspace(1) %2, i64 %1128
  %1130 = and i1 %1061, %812
  %1131 = ptrtoint ptr addrspace(1) %1129 to i64
  %1132 = and i64 %1131, 7
  %1133 = icmp eq i64 %1132, 0
  %1134 = and i1 %1130, %1133
  %1135 = and i1 %815, %1134
  %1136 = xor i1 %1130, %1135
  %1137 = xor i1 %1061, %1134
  %1138 = and i1 %815, %1137
  %1139 = zext i1 %1135 to i32
  %1140 = bitcast float %697 to i32
  %1141 = bitcast float %698 to i32
  %1142 = zext i1 %1136 to i32
  %1143 = zext i1 %1138 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1139, i32 %1140, i32 %1141, ptr addrspace(1) %1129, i32 %1142, i32 %1143) #5
  %1144 = add i32 %1037, %846
  %1145 = sext i32 %1144 to i64
  %1146 = getelementptr float, ptr addrspace(1) %2, i64 %1145
  %1147 = and i1 %1041, %850
  %1148 = ptrtoint ptr addrspace(1) %1146 to i64
  %1149 = and i64 %1148, 7
  %1150 = icmp eq i64 %1149, 0
  %1151 = and i1 %1147, %1150
  %1152 = and i1 %853, %1151
  %1153 = xor i1 %1147, %1152
  %1154 = xor i1 %1041, %1151
  %1155 = and i1 %853, %1154
  %1156 = zext i1 %1152 to i32
  %1157 = bitcast float %699 to i32
  %1158 = bitcast float %700 to i32
  %1159 = zext i1 %1153 to i32
  %1160 = zext i1 %1155 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1156, i32 %1157, i32 %1158, ptr addrspace(1) %1146, i32 %1159, i32 %1160) #5
  %1161 = add i32 %1057, %846
  %1162 = sext i32 %1161 to i64
  %1163 = getelementptr float, ptr addrspace(1) %2, i64 %1162
  %1164 = and i1 %1061, %850
  %1165 = ptrtoint ptr addrspace(1) %1163 to i64
  %1166 = and i64 %1165, 7
  %1167 = icmp eq i64 %1166, 0
  %1168 = and i1 %1164, %1167
  %1169 = and i1 %853, %1168
  %1170 = xor i1 %1164, %1169
  %1171 = xor i1 %1061, %1168
  %1172 = and i1 %853, %1171
  %1173 = zext i1 %1169 to i32
  %1174 = bitcast float %701 to i32
  %1175 = bitcast float %702 to i32
  %1176 = zext i1 %1170 to i32
  %1177 = zext i1 %1172 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1173, i32 %1174, i32 %1175, ptr addrspace(1) %1163, i32 %1176, i32 %1177) #5
  %1178 = add i32 %1037, %884
  %1179 = sext i32 %1178 to i64
  %1180 = getelementptr float, ptr addrspace(1) %2, i64 %1179
  %1181 = and i1 %1041, %888
  %1182 = ptrtoint ptr addrspace(1) %1180 to i64
  %1183 = and i64 %1182, 7
  %1184 = icmp eq i64 %1183, 0
  %1185 = and i1 %1181, %1184
  %1186 = and i1 %891, %1185
  %1187 = xor i1 %1181, %1186
  %1188 = xor i1 %1041, %1185
  %1189 = and i1 %891, %1188
  %1190 = zext i1 %1186 to i32
  %1191 = bitcast float %703 to i32
  %1192 = bitcast float %704 to i32
  %1193 = zext i1 %1187 to i32
  %1194 = zext i1 %1189 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1190, i32 %1191, i32 %1192, ptr addrspace(1) %1180, i32 %1193, i32 %1194) #5
  %1195 = add i32 %1057, %884
  %1196 = sext i32 %1195 to i64
  %1197 = getelementptr float, ptr addrspace(1) %2, i64 %1196
  %1198 = and i1 %1061, %888
  %1199 = ptrtoint ptr addrspace(1) %1197 to i64
  %1200 = and i64 %1199, 7
  %1201 = icmp eq i64 %1200, 0
  %1202 = and i1 %1198, %1201
  %1203 = and i1 %891, %1202
  %1204 = xor i1 %1198, %1203
  %1205 = xor i1 %1061, %1202
  %1206 = and i1 %891, %1205
  %1207 = zext i1 %1203 to i32
  %1208 = bitcast float %705 to i32
  %1209 = bitcast float %706 to i32
  %1210 = zext i1 %1204 to i32
  %1211 = zext i1 %1206 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1207, i32 %1208, i32 %1209, ptr addrspace(1) %1197, i32 %1210, i32 %1211) #5
  %1212 = add i32 %1037, %922
  %1213 = sext i32 %1212 to i64
  %1214 = getelementptr float, ptr addrspace(1) %2, i64 %1213
  %1215 = and i1 %1041, %926
  %1216 = ptrtoint ptr addrspace(1) %1214 to i64
  %1217 = and i64 %1216, 7
  %1218 = icmp eq i64 %1217, 0
  %1219 = and i1 %1215, %1218
  %1220 = and i1 %929, %1219
  %1221 = xor i1 %1215, %1220
  %1222 = xor i1 %1041, %1219
  %1223 = and i1 %929, %1222
  %1224 = zext i1 %1220 to i32
  %1225 = bitcast float %707 to i32
  %1226 = bitcast float %708 to i32
  %1227 = zext i1 %1221 to i32
  %1228 = zext i1 %1223 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1224, i32 %1225, i32 %1226, ptr addrspace(1) %1214, i32 %1227, i32 %1228) #5
  %1229 = add i32 %1057, %922
  %1230 = sext i32 %1229 to i64
  %1231 = getelementptr float, ptr addrspace(1) %2, i64 %1230
  %1232 = and i1 %1061, %926
  %1233 = ptrtoint ptr addrspace(1) %1231 to i64
  %1234 = and i64 %1233, 7
  %1235 = icmp eq i64 %1234, 0
  %1236 = and i1 %1232, %1235
  %1237 = and i1 %929, %1236
  %1238 = xor i1 %1232, %1237
  %1239 = xor i1 %1061, %1236
  %1240 = and i1 %929, %1239
  %1241 = zext i1 %1237 to i32
  %1242 = bitcast float %709 to i32
  %1243 = bitcast float %710 to i32
  %1244 = zext i1 %1238 to i32
  %1245 = zext i1 %1240 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1241, i32 %1242, i32 %1243, ptr addrspace(1) %1231, i32 %1244, i32 %1245) #5
  %1246 = add i32 %1037, %960
  %1247 = sext i32 %1246 to i64
  %1248 = getelementptr float, ptr addrspace(1) %2, i64 %1247
  %1249 = and i1 %1041, %964
  %1250 = ptrtoint ptr addrspace(1) %1248 to i64
  %1251 = and i64 %1250, 7
  %1252 = icmp eq i64 %1251, 0
  %1253 = and i1 %1249, %1252
  %1254 = and i1 %967, %1253
  %1255 = xor i1 %1249, %1254
  %1256 = xor i1 %1041, %1253
  %1257 = and i1 %967, %1256
  %1258 = zext i1 %1254 to i32
  %1259 = bitcast float %711 to i32
  %1260 = bitcast float %712 to i32
  %1261 = zext i1 %1255 to i32
  %1262 = zext i1 %1257 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1258, i32 %1259, i32 %1260, ptr addrspace(1) %1248, i32 %1261, i32 %1262) #5
  %1263 = add i32 %1057, %960
  %1264 = sext i32 %1263 to i64
  %1265 = getelementptr float, ptr addrspace(1) %2, i64 %1264
  %1266 = and i1 %1061, %964
  %1267 = ptrtoint ptr addrspace(1) %1265 to i64
  %1268 = and i64 %1267, 7
  %1269 = icmp eq i64 %1268, 0
  %1270 = and i1 %1266, %1269
  %1271 = and i1 %967, %1270
  %1272 = xor i1 %1266, %1271
  %1273 = xor i1 %1061, %1270
  %1274 = and i1 %967, %1273
  %1275 = zext i1 %1271 to i32
  %1276 = bitcast float %713 to i32
  %1277 = bitcast float %714 to i32
  %1278 = zext i1 %1272 to i32
  %1279 = zext i1 %1274 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1275, i32 %1276, i32 %1277, ptr addrspace(1) %1265, i32 %1278, i32 %1279) #5
  %1280 = add i32 %1037, %998
  %1281 = sext i32 %1280 to i64
  %1282 = getelementptr float, ptr addrspace(1) %2, i64 %1281
  %1283 = and i1 %1041, %1002
  %1284 = ptrtoint ptr addrspace(1) %1282 to i64
  %1285 = and i64 %1284, 7
  %1286 = icmp eq i64 %1285, 0
  %1287 = and i1 %1283, %1286
  %1288 = and i1 %1005, %1287
  %1289 = xor i1 %1283, %1288
  %1290 = xor i1 %1041, %1287
  %1291 = and i1 %1005, %1290
  %1292 = zext i1 %1288 to i32
  %1293 = bitcast float %715 to i32
  %1294 = bitcast float %716 to i32
  %1295 = zext i1 %1289 to i32
  %1296 = zext i1 %1291 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1292, i32 %1293, i32 %1294, ptr addrspace(1) %1282, i32 %1295, i32 %1296) #5
  %1297 = add i32 %1057, %998
  %1298 = sext i32 %1297 to i64
  %1299 = getelementptr float, ptr addrspace(1) %2, i64 %1298
  %1300 = and i1 %1061, %1002
  %1301 = ptrtoint ptr addrspace(1) %1299 to i64
  %1302 = and i64 %1301, 7
  %1303 = icmp eq i64 %1302, 0
  %1304 = and i1 %1300, %1303
  %1305 = and i1 %1005, %1304
  %1306 = xor i1 %1300, %1305
  %1307 = xor i1 %1061, %1304
  %1308 = and i1 %1005, %1307
  %1309 = zext i1 %1305 to i32
  %1310 = bitcast float %717 to i32
  %1311 = bitcast float %718 to i32
  %1312 = zext i1 %1306 to i32
  %1313 = zext i1 %1308 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1309, i32 %1310, i32 %1311, ptr addrspace(1) %1299, i32 %1312, i32 %1313) #5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
