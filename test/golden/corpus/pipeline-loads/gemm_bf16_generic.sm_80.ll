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
  br i1 %23, label %36, label %.preheader53.preheader

.preheader53.preheader:                           ; preds = %6
  %invariant.op = and i1 %24, %13
  br label %.preheader53

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
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %46, ptr addrspace(1) %20, i32 %44) #6
  br label %.loopexit54

.preheader53:                                     ; preds = %.preheader53.preheader, %.preheader53
  %47 = phi i64 [ %57, %.preheader53 ], [ 0, %.preheader53.preheader ]
  %48 = trunc nuw nsw i64 %47 to i32
  %49 = or disjoint i32 %14, %48
  %50 = add i32 %49, %17
  %51 = sext i32 %50 to i64
  %52 = getelementptr bfloat, ptr addrspace(1) %0, i64 %51
  %53 = icmp slt i32 %49, %5
  %.reass.reass.reass = and i1 %53, %invariant.op
  %54 = zext i1 %.reass.reass.reass to i32
  %55 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %52, i32 %54, i16 0) #6
  %56 = getelementptr bfloat, ptr addrspace(3) %35, i64 %47
  store i16 %55, ptr addrspace(3) %56, align 2
  %57 = add nuw nsw i64 %47, 1
  %exitcond.not = icmp eq i64 %57, 8
  br i1 %exitcond.not, label %.loopexit54, label %.preheader53

.loopexit54:                                      ; preds = %.preheader53, %36
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
  br i1 %67, label %74, label %.preheader51.preheader

.preheader51.preheader:                           ; preds = %.loopexit54
  %invariant.op650 = and i1 %68, %13
  br label %.preheader51

74:                                               ; preds = %.loopexit54
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
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %84, ptr addrspace(1) %64, i32 %82) #6
  br label %.loopexit52

.preheader51:                                     ; preds = %.preheader51.preheader, %.preheader51
  %85 = phi i64 [ %95, %.preheader51 ], [ 0, %.preheader51.preheader ]
  %86 = trunc nuw nsw i64 %85 to i32
  %87 = or disjoint i32 %14, %86
  %88 = add i32 %87, %61
  %89 = sext i32 %88 to i64
  %90 = getelementptr bfloat, ptr addrspace(1) %0, i64 %89
  %91 = icmp slt i32 %87, %5
  %.reass183.reass.reass = and i1 %91, %invariant.op650
  %92 = zext i1 %.reass183.reass.reass to i32
  %93 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %90, i32 %92, i16 0) #6
  %94 = getelementptr bfloat, ptr addrspace(3) %73, i64 %85
  store i16 %93, ptr addrspace(3) %94, align 2
  %95 = add nuw nsw i64 %85, 1
  %exitcond338.not = icmp eq i64 %95, 8
  br i1 %exitcond338.not, label %.loopexit52, label %.preheader51

.loopexit52:                                      ; preds = %.preheader51, %74
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
  br i1 %104, label %111, label %.preheader49.preheader

.preheader49.preheader:                           ; preds = %.loopexit52
  %invariant.op651 = and i1 %105, %13
  br label %.preheader49

111:                                              ; preds = %.loopexit52
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
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %121, ptr addrspace(1) %101, i32 %119) #6
  br label %.loopexit50

.preheader49:                                     ; preds = %.preheader49.preheader, %.preheader49
  %122 = phi i64 [ %132, %.preheader49 ], [ 0, %.preheader49.preheader ]
  %123 = trunc nuw nsw i64 %122 to i32
  %124 = or disjoint i32 %14, %123
  %125 = add i32 %124, %98
  %126 = sext i32 %125 to i64
  %127 = getelementptr bfloat, ptr addrspace(1) %0, i64 %126
  %128 = icmp slt i32 %124, %5
  %.reass185.reass.reass = and i1 %128, %invariant.op651
  %129 = zext i1 %.reass185.reass.reass to i32
  %130 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %127, i32 %129, i16 0) #6
  %131 = getelementptr bfloat, ptr addrspace(3) %110, i64 %122
  store i16 %130, ptr addrspace(3) %131, align 2
  %132 = add nuw nsw i64 %122, 1
  %exitcond339.not = icmp eq i64 %132, 8
  br i1 %exitcond339.not, label %.loopexit50, label %.preheader49

.loopexit50:                                      ; preds = %.preheader49, %111
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
  br i1 %141, label %148, label %.preheader47.preheader

.preheader47.preheader:                           ; preds = %.loopexit50
  %invariant.op652 = and i1 %142, %13
  br label %.preheader47

148:                                              ; preds = %.loopexit50
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
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %158, ptr addrspace(1) %138, i32 %156) #6
  br label %.loopexit48

.preheader47:                                     ; preds = %.preheader47.preheader, %.preheader47
  %159 = phi i64 [ %169, %.preheader47 ], [ 0, %.preheader47.preheader ]
  %160 = trunc nuw nsw i64 %159 to i32
  %161 = or disjoint i32 %14, %160
  %162 = add i32 %161, %135
  %163 = sext i32 %162 to i64
  %164 = getelementptr bfloat, ptr addrspace(1) %0, i64 %163
  %165 = icmp slt i32 %161, %5
  %.reass187.reass.reass = and i1 %165, %invariant.op652
  %166 = zext i1 %.reass187.reass.reass to i32
  %167 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %164, i32 %166, i16 0) #6
  %168 = getelementptr bfloat, ptr addrspace(3) %147, i64 %159
  store i16 %167, ptr addrspace(3) %168, align 2
  %169 = add nuw nsw i64 %159, 1
  %exitcond340.not = icmp eq i64 %169, 8
  br i1 %exitcond340.not, label %.loopexit48, label %.preheader47

.loopexit48:                                      ; preds = %.preheader47, %148
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
  br i1 %178, label %194, label %.preheader45.preheader

.preheader45.preheader:                           ; preds = %.loopexit48
  %invariant.op653 = or i32 %170, %12
  br label %.preheader45

194:                                              ; preds = %.loopexit48
  %195 = tail call i32 @llvm.umin.i32(i32 %185, i32 %27)
  %196 = shl nuw nsw i32 %195, 1
  %197 = select i1 %179, i32 %196, i32 0
  %198 = ptrtoint ptr addrspace(3) %193 to i64
  %199 = trunc i64 %198 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %199, ptr addrspace(1) %175, i32 %197) #6
  br label %.loopexit46

.preheader45:                                     ; preds = %.preheader45.preheader, %.preheader45
  %200 = phi i64 [ %210, %.preheader45 ], [ 0, %.preheader45.preheader ]
  %201 = trunc nuw nsw i64 %200 to i32
  %.reass.reass = or i32 %201, %invariant.op653
  %202 = add i32 %.reass.reass, %171
  %203 = sext i32 %202 to i64
  %204 = getelementptr bfloat, ptr addrspace(1) %1, i64 %203
  %205 = icmp slt i32 %.reass.reass, %4
  %206 = and i1 %179, %205
  %207 = zext i1 %206 to i32
  %208 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %204, i32 %207, i16 0) #6
  %209 = getelementptr bfloat, ptr addrspace(3) %193, i64 %200
  store i16 %208, ptr addrspace(3) %209, align 2
  %210 = add nuw nsw i64 %200, 1
  %exitcond341.not = icmp eq i64 %210, 8
  br i1 %exitcond341.not, label %.loopexit46, label %.preheader45

.loopexit46:                                      ; preds = %.preheader45, %194
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
  br i1 %218, label %227, label %.preheader43.preheader

.preheader43.preheader:                           ; preds = %.loopexit46
  %invariant.op654 = or i32 %170, %12
  br label %.preheader43

227:                                              ; preds = %.loopexit46
  %228 = tail call i32 @llvm.umin.i32(i32 %185, i32 %27)
  %229 = shl nuw nsw i32 %228, 1
  %230 = select i1 %219, i32 %229, i32 0
  %231 = ptrtoint ptr addrspace(3) %226 to i64
  %232 = trunc i64 %231 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %232, ptr addrspace(1) %215, i32 %230) #6
  br label %.loopexit44

.preheader43:                                     ; preds = %.preheader43.preheader, %.preheader43
  %233 = phi i64 [ %243, %.preheader43 ], [ 0, %.preheader43.preheader ]
  %234 = trunc nuw nsw i64 %233 to i32
  %.reass424.reass = or i32 %234, %invariant.op654
  %235 = add i32 %.reass424.reass, %212
  %236 = sext i32 %235 to i64
  %237 = getelementptr bfloat, ptr addrspace(1) %1, i64 %236
  %238 = icmp slt i32 %.reass424.reass, %4
  %239 = and i1 %219, %238
  %240 = zext i1 %239 to i32
  %241 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %237, i32 %240, i16 0) #6
  %242 = getelementptr bfloat, ptr addrspace(3) %226, i64 %233
  store i16 %241, ptr addrspace(3) %242, align 2
  %243 = add nuw nsw i64 %233, 1
  %exitcond342.not = icmp eq i64 %243, 8
  br i1 %exitcond342.not, label %.loopexit44, label %.preheader43

.loopexit44:                                      ; preds = %.preheader43, %227
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %244 = icmp sgt i32 %5, 32
  %245 = or disjoint i32 %14, 32
  %246 = add i32 %17, %245
  %247 = sext i32 %246 to i64
  %248 = getelementptr bfloat, ptr addrspace(1) %0, i64 %247
  %249 = ptrtoint ptr addrspace(1) %248 to i64
  %250 = and i64 %249, 15
  %251 = icmp eq i64 %250, 0
  %252 = select i1 %244, i32 8, i32 0
  %253 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 8192), i64 %34
  br i1 %251, label %254, label %.preheader41.preheader

.preheader41.preheader:                           ; preds = %.loopexit44
  %invariant.op655 = or disjoint i32 %14, 32
  %invariant.op656 = and i1 %24, %244
  br label %.preheader41

254:                                              ; preds = %.loopexit44
  %255 = zext nneg i32 %245 to i64
  %256 = sub nsw i64 %26, %255
  %257 = tail call i64 @llvm.smax.i64(i64 %256, i64 0)
  %258 = tail call i64 @llvm.umin.i64(i64 %257, i64 8)
  %259 = trunc nuw nsw i64 %258 to i32
  %260 = tail call i32 @llvm.umin.i32(i32 %25, i32 %259)
  %261 = tail call i32 @llvm.umin.i32(i32 %260, i32 %252)
  %262 = shl nuw nsw i32 %261, 1
  %263 = ptrtoint ptr addrspace(3) %253 to i64
  %264 = trunc i64 %263 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %264, ptr addrspace(1) %248, i32 %262) #6
  br label %.loopexit42

.preheader41:                                     ; preds = %.preheader41.preheader, %.preheader41
  %265 = phi i64 [ %274, %.preheader41 ], [ 0, %.preheader41.preheader ]
  %266 = trunc nuw nsw i64 %265 to i32
  %.reass426.reass = or disjoint i32 %266, %invariant.op655
  %267 = add i32 %.reass426.reass, %17
  %268 = sext i32 %267 to i64
  %269 = getelementptr bfloat, ptr addrspace(1) %0, i64 %268
  %270 = icmp slt i32 %.reass426.reass, %5
  %.reass189.reass.reass = and i1 %270, %invariant.op656
  %271 = zext i1 %.reass189.reass.reass to i32
  %272 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %269, i32 %271, i16 0) #6
  %273 = getelementptr bfloat, ptr addrspace(3) %253, i64 %265
  store i16 %272, ptr addrspace(3) %273, align 2
  %274 = add nuw nsw i64 %265, 1
  %exitcond343.not = icmp eq i64 %274, 8
  br i1 %exitcond343.not, label %.loopexit42, label %.preheader41

.loopexit42:                                      ; preds = %.preheader41, %254
  %275 = add i32 %61, %245
  %276 = sext i32 %275 to i64
  %277 = getelementptr bfloat, ptr addrspace(1) %0, i64 %276
  %278 = ptrtoint ptr addrspace(1) %277 to i64
  %279 = and i64 %278, 15
  %280 = icmp eq i64 %279, 0
  %281 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 8192), i64 %72
  br i1 %280, label %282, label %.preheader39.preheader

.preheader39.preheader:                           ; preds = %.loopexit42
  %invariant.op657 = or disjoint i32 %14, 32
  %invariant.op658 = and i1 %68, %244
  br label %.preheader39

282:                                              ; preds = %.loopexit42
  %283 = zext nneg i32 %245 to i64
  %284 = sub nsw i64 %26, %283
  %285 = tail call i64 @llvm.smax.i64(i64 %284, i64 0)
  %286 = tail call i64 @llvm.umin.i64(i64 %285, i64 8)
  %287 = trunc nuw nsw i64 %286 to i32
  %288 = tail call i32 @llvm.umin.i32(i32 %69, i32 %287)
  %289 = tail call i32 @llvm.umin.i32(i32 %288, i32 %252)
  %290 = shl nuw nsw i32 %289, 1
  %291 = ptrtoint ptr addrspace(3) %281 to i64
  %292 = trunc i64 %291 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %292, ptr addrspace(1) %277, i32 %290) #6
  br label %.loopexit40

.preheader39:                                     ; preds = %.preheader39.preheader, %.preheader39
  %293 = phi i64 [ %302, %.preheader39 ], [ 0, %.preheader39.preheader ]
  %294 = trunc nuw nsw i64 %293 to i32
  %.reass429.reass = or disjoint i32 %294, %invariant.op657
  %295 = add i32 %.reass429.reass, %61
  %296 = sext i32 %295 to i64
  %297 = getelementptr bfloat, ptr addrspace(1) %0, i64 %296
  %298 = icmp slt i32 %.reass429.reass, %5
  %.reass191.reass.reass = and i1 %298, %invariant.op658
  %299 = zext i1 %.reass191.reass.reass to i32
  %300 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %297, i32 %299, i16 0) #6
  %301 = getelementptr bfloat, ptr addrspace(3) %281, i64 %293
  store i16 %300, ptr addrspace(3) %301, align 2
  %302 = add nuw nsw i64 %293, 1
  %exitcond344.not = icmp eq i64 %302, 8
  br i1 %exitcond344.not, label %.loopexit40, label %.preheader39

.loopexit40:                                      ; preds = %.preheader39, %282
  %303 = add i32 %98, %245
  %304 = sext i32 %303 to i64
  %305 = getelementptr bfloat, ptr addrspace(1) %0, i64 %304
  %306 = ptrtoint ptr addrspace(1) %305 to i64
  %307 = and i64 %306, 15
  %308 = icmp eq i64 %307, 0
  %309 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 8192), i64 %109
  br i1 %308, label %310, label %.preheader37.preheader

.preheader37.preheader:                           ; preds = %.loopexit40
  %invariant.op659 = or disjoint i32 %14, 32
  %invariant.op660 = and i1 %105, %244
  br label %.preheader37

310:                                              ; preds = %.loopexit40
  %311 = zext nneg i32 %245 to i64
  %312 = sub nsw i64 %26, %311
  %313 = tail call i64 @llvm.smax.i64(i64 %312, i64 0)
  %314 = tail call i64 @llvm.umin.i64(i64 %313, i64 8)
  %315 = trunc nuw nsw i64 %314 to i32
  %316 = tail call i32 @llvm.umin.i32(i32 %106, i32 %315)
  %317 = tail call i32 @llvm.umin.i32(i32 %316, i32 %252)
  %318 = shl nuw nsw i32 %317, 1
  %319 = ptrtoint ptr addrspace(3) %309 to i64
  %320 = trunc i64 %319 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %320, ptr addrspace(1) %305, i32 %318) #6
  br label %.loopexit38

.preheader37:                                     ; preds = %.preheader37.preheader, %.preheader37
  %321 = phi i64 [ %330, %.preheader37 ], [ 0, %.preheader37.preheader ]
  %322 = trunc nuw nsw i64 %321 to i32
  %.reass432.reass = or disjoint i32 %322, %invariant.op659
  %323 = add i32 %.reass432.reass, %98
  %324 = sext i32 %323 to i64
  %325 = getelementptr bfloat, ptr addrspace(1) %0, i64 %324
  %326 = icmp slt i32 %.reass432.reass, %5
  %.reass193.reass.reass = and i1 %326, %invariant.op660
  %327 = zext i1 %.reass193.reass.reass to i32
  %328 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %325, i32 %327, i16 0) #6
  %329 = getelementptr bfloat, ptr addrspace(3) %309, i64 %321
  store i16 %328, ptr addrspace(3) %329, align 2
  %330 = add nuw nsw i64 %321, 1
  %exitcond345.not = icmp eq i64 %330, 8
  br i1 %exitcond345.not, label %.loopexit38, label %.preheader37

.loopexit38:                                      ; preds = %.preheader37, %310
  %331 = add i32 %135, %245
  %332 = sext i32 %331 to i64
  %333 = getelementptr bfloat, ptr addrspace(1) %0, i64 %332
  %334 = ptrtoint ptr addrspace(1) %333 to i64
  %335 = and i64 %334, 15
  %336 = icmp eq i64 %335, 0
  %337 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 8192), i64 %146
  br i1 %336, label %338, label %.preheader35.preheader

.preheader35.preheader:                           ; preds = %.loopexit38
  %invariant.op661 = or disjoint i32 %14, 32
  %invariant.op662 = and i1 %142, %244
  br label %.preheader35

338:                                              ; preds = %.loopexit38
  %339 = zext nneg i32 %245 to i64
  %340 = sub nsw i64 %26, %339
  %341 = tail call i64 @llvm.smax.i64(i64 %340, i64 0)
  %342 = tail call i64 @llvm.umin.i64(i64 %341, i64 8)
  %343 = trunc nuw nsw i64 %342 to i32
  %344 = tail call i32 @llvm.umin.i32(i32 %143, i32 %343)
  %345 = tail call i32 @llvm.umin.i32(i32 %344, i32 %252)
  %346 = shl nuw nsw i32 %345, 1
  %347 = ptrtoint ptr addrspace(3) %337 to i64
  %348 = trunc i64 %347 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %348, ptr addrspace(1) %333, i32 %346) #6
  br label %.loopexit36

.preheader35:                                     ; preds = %.preheader35.preheader, %.preheader35
  %349 = phi i64 [ %358, %.preheader35 ], [ 0, %.preheader35.preheader ]
  %350 = trunc nuw nsw i64 %349 to i32
  %.reass435.reass = or disjoint i32 %350, %invariant.op661
  %351 = add i32 %.reass435.reass, %135
  %352 = sext i32 %351 to i64
  %353 = getelementptr bfloat, ptr addrspace(1) %0, i64 %352
  %354 = icmp slt i32 %.reass435.reass, %5
  %.reass195.reass.reass = and i1 %354, %invariant.op662
  %355 = zext i1 %.reass195.reass.reass to i32
  %356 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %353, i32 %355, i16 0) #6
  %357 = getelementptr bfloat, ptr addrspace(3) %337, i64 %349
  store i16 %356, ptr addrspace(3) %357, align 2
  %358 = add nuw nsw i64 %349, 1
  %exitcond346.not = icmp eq i64 %358, 8
  br i1 %exitcond346.not, label %.loopexit36, label %.preheader35

.loopexit36:                                      ; preds = %.preheader35, %338
  %359 = or disjoint i32 %28, 32
  %360 = mul i32 %4, %359
  %361 = add i32 %360, %172
  %362 = sext i32 %361 to i64
  %363 = getelementptr bfloat, ptr addrspace(1) %1, i64 %362
  %364 = ptrtoint ptr addrspace(1) %363 to i64
  %365 = and i64 %364, 15
  %366 = icmp eq i64 %365, 0
  %367 = icmp slt i32 %359, %5
  %368 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 28672), i64 %192
  br i1 %366, label %369, label %.preheader33.preheader

.preheader33.preheader:                           ; preds = %.loopexit36
  %invariant.op663 = or i32 %170, %12
  %invariant.op664 = and i1 %367, %244
  br label %.preheader33

369:                                              ; preds = %.loopexit36
  %370 = tail call i32 @llvm.umin.i32(i32 %185, i32 %252)
  %371 = shl nuw nsw i32 %370, 1
  %372 = select i1 %367, i32 %371, i32 0
  %373 = ptrtoint ptr addrspace(3) %368 to i64
  %374 = trunc i64 %373 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %374, ptr addrspace(1) %363, i32 %372) #6
  br label %.loopexit34

.preheader33:                                     ; preds = %.preheader33.preheader, %.preheader33
  %375 = phi i64 [ %384, %.preheader33 ], [ 0, %.preheader33.preheader ]
  %376 = trunc nuw nsw i64 %375 to i32
  %.reass438.reass = or i32 %376, %invariant.op663
  %377 = add i32 %.reass438.reass, %360
  %378 = sext i32 %377 to i64
  %379 = getelementptr bfloat, ptr addrspace(1) %1, i64 %378
  %380 = icmp slt i32 %.reass438.reass, %4
  %.reass197.reass.reass = and i1 %380, %invariant.op664
  %381 = zext i1 %.reass197.reass.reass to i32
  %382 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %379, i32 %381, i16 0) #6
  %383 = getelementptr bfloat, ptr addrspace(3) %368, i64 %375
  store i16 %382, ptr addrspace(3) %383, align 2
  %384 = add nuw nsw i64 %375, 1
  %exitcond347.not = icmp eq i64 %384, 8
  br i1 %exitcond347.not, label %.loopexit34, label %.preheader33

.loopexit34:                                      ; preds = %.preheader33, %369
  %385 = or disjoint i32 %211, 32
  %386 = mul i32 %4, %385
  %387 = add i32 %386, %172
  %388 = sext i32 %387 to i64
  %389 = getelementptr bfloat, ptr addrspace(1) %1, i64 %388
  %390 = ptrtoint ptr addrspace(1) %389 to i64
  %391 = and i64 %390, 15
  %392 = icmp eq i64 %391, 0
  %393 = icmp slt i32 %385, %5
  %394 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 28672), i64 %225
  br i1 %392, label %395, label %.preheader31.preheader

.preheader31.preheader:                           ; preds = %.loopexit34
  %invariant.op665 = or i32 %170, %12
  %invariant.op666 = and i1 %393, %244
  br label %.preheader31

395:                                              ; preds = %.loopexit34
  %396 = tail call i32 @llvm.umin.i32(i32 %185, i32 %252)
  %397 = shl nuw nsw i32 %396, 1
  %398 = select i1 %393, i32 %397, i32 0
  %399 = ptrtoint ptr addrspace(3) %394 to i64
  %400 = trunc i64 %399 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %400, ptr addrspace(1) %389, i32 %398) #6
  br label %.loopexit32

.preheader31:                                     ; preds = %.preheader31.preheader, %.preheader31
  %401 = phi i64 [ %410, %.preheader31 ], [ 0, %.preheader31.preheader ]
  %402 = trunc nuw nsw i64 %401 to i32
  %.reass441.reass = or i32 %402, %invariant.op665
  %403 = add i32 %.reass441.reass, %386
  %404 = sext i32 %403 to i64
  %405 = getelementptr bfloat, ptr addrspace(1) %1, i64 %404
  %406 = icmp slt i32 %.reass441.reass, %4
  %.reass199.reass.reass = and i1 %406, %invariant.op666
  %407 = zext i1 %.reass199.reass.reass to i32
  %408 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %405, i32 %407, i16 0) #6
  %409 = getelementptr bfloat, ptr addrspace(3) %394, i64 %401
  store i16 %408, ptr addrspace(3) %409, align 2
  %410 = add nuw nsw i64 %401, 1
  %exitcond348.not = icmp eq i64 %410, 8
  br i1 %exitcond348.not, label %.loopexit32, label %.preheader31

.loopexit32:                                      ; preds = %.preheader31, %395
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  br i1 %13, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.loopexit32
  %411 = and i32 %7, 15
  %412 = lshr i32 %7, 1
  %413 = and i32 %412, 8
  %414 = shl nuw nsw i32 %7, 5
  %415 = and i32 %414, 2528
  %416 = shl nuw nsw i32 %412, 3
  %417 = and i32 %416, 24
  %418 = shl nuw nsw i32 %28, 4
  %419 = and i32 %418, 64
  %420 = shl nuw nsw i32 %413, 1
  %421 = or disjoint i32 %419, %420
  %422 = shl nuw nsw i32 %7, 4
  %423 = and i32 %422, 112
  %424 = xor i32 %421, %423
  %425 = or disjoint i32 %421, 32
  %426 = xor i32 %425, %423
  %427 = xor i32 %413, %417
  %428 = or disjoint i32 %427, %415
  %429 = zext nneg i32 %428 to i64
  %430 = shl nuw nsw i32 %411, 7
  %431 = or disjoint i32 %430, %424
  %432 = lshr exact i32 %431, 1
  %433 = zext nneg i32 %432 to i64
  %434 = or disjoint i32 %430, %426
  %435 = lshr exact i32 %434, 1
  %436 = zext nneg i32 %435 to i64
  %437 = or disjoint i32 %427, %414
  %438 = or i32 %437, 1536
  %439 = zext nneg i32 %438 to i64
  %440 = or disjoint i32 %413, 16
  %441 = xor i32 %440, %417
  %442 = or disjoint i32 %441, %415
  %443 = zext nneg i32 %442 to i64
  %444 = shl nuw nsw i32 %411, 7
  %445 = or disjoint i32 %444, 2048
  %446 = or disjoint i32 %445, %424
  %447 = lshr exact i32 %446, 1
  %448 = zext nneg i32 %447 to i64
  %449 = or disjoint i32 %445, %426
  %450 = lshr exact i32 %449, 1
  %451 = zext nneg i32 %450 to i64
  %452 = or disjoint i32 %441, %414
  %453 = or i32 %452, 1536
  %454 = zext nneg i32 %453 to i64
  %invariant.op675 = or i32 %170, %12
  %invariant.op677 = or i32 %170, %12
  br label %455

455:                                              ; preds = %.lr.ph, %.loopexit
  %456 = phi float [ 0.000000e+00, %.lr.ph ], [ %760, %.loopexit ]
  %457 = phi float [ 0.000000e+00, %.lr.ph ], [ %759, %.loopexit ]
  %458 = phi float [ 0.000000e+00, %.lr.ph ], [ %758, %.loopexit ]
  %459 = phi float [ 0.000000e+00, %.lr.ph ], [ %757, %.loopexit ]
  %460 = phi float [ 0.000000e+00, %.lr.ph ], [ %755, %.loopexit ]
  %461 = phi float [ 0.000000e+00, %.lr.ph ], [ %754, %.loopexit ]
  %462 = phi float [ 0.000000e+00, %.lr.ph ], [ %753, %.loopexit ]
  %463 = phi float [ 0.000000e+00, %.lr.ph ], [ %752, %.loopexit ]
  %464 = phi float [ 0.000000e+00, %.lr.ph ], [ %750, %.loopexit ]
  %465 = phi float [ 0.000000e+00, %.lr.ph ], [ %749, %.loopexit ]
  %466 = phi float [ 0.000000e+00, %.lr.ph ], [ %748, %.loopexit ]
  %467 = phi float [ 0.000000e+00, %.lr.ph ], [ %747, %.loopexit ]
  %468 = phi float [ 0.000000e+00, %.lr.ph ], [ %745, %.loopexit ]
  %469 = phi float [ 0.000000e+00, %.lr.ph ], [ %744, %.loopexit ]
  %470 = phi float [ 0.000000e+00, %.lr.ph ], [ %743, %.loopexit ]
  %471 = phi float [ 0.000000e+00, %.lr.ph ], [ %742, %.loopexit ]
  %472 = phi float [ 0.000000e+00, %.lr.ph ], [ %734, %.loopexit ]
  %473 = phi float [ 0.000000e+00, %.lr.ph ], [ %733, %.loopexit ]
  %474 = phi float [ 0.000000e+00, %.lr.ph ], [ %732, %.loopexit ]
  %475 = phi float [ 0.000000e+00, %.lr.ph ], [ %731, %.loopexit ]
  %476 = phi float [ 0.000000e+00, %.lr.ph ], [ %729, %.loopexit ]
  %477 = phi float [ 0.000000e+00, %.lr.ph ], [ %728, %.loopexit ]
  %478 = phi float [ 0.000000e+00, %.lr.ph ], [ %727, %.loopexit ]
  %479 = phi float [ 0.000000e+00, %.lr.ph ], [ %726, %.loopexit ]
  %480 = phi float [ 0.000000e+00, %.lr.ph ], [ %724, %.loopexit ]
  %481 = phi float [ 0.000000e+00, %.lr.ph ], [ %723, %.loopexit ]
  %482 = phi float [ 0.000000e+00, %.lr.ph ], [ %722, %.loopexit ]
  %483 = phi float [ 0.000000e+00, %.lr.ph ], [ %721, %.loopexit ]
  %484 = phi float [ 0.000000e+00, %.lr.ph ], [ %719, %.loopexit ]
  %485 = phi float [ 0.000000e+00, %.lr.ph ], [ %718, %.loopexit ]
  %486 = phi float [ 0.000000e+00, %.lr.ph ], [ %717, %.loopexit ]
  %487 = phi float [ 0.000000e+00, %.lr.ph ], [ %716, %.loopexit ]
  %488 = phi float [ 0.000000e+00, %.lr.ph ], [ %708, %.loopexit ]
  %489 = phi float [ 0.000000e+00, %.lr.ph ], [ %707, %.loopexit ]
  %490 = phi float [ 0.000000e+00, %.lr.ph ], [ %706, %.loopexit ]
  %491 = phi float [ 0.000000e+00, %.lr.ph ], [ %705, %.loopexit ]
  %492 = phi float [ 0.000000e+00, %.lr.ph ], [ %703, %.loopexit ]
  %493 = phi float [ 0.000000e+00, %.lr.ph ], [ %702, %.loopexit ]
  %494 = phi float [ 0.000000e+00, %.lr.ph ], [ %701, %.loopexit ]
  %495 = phi float [ 0.000000e+00, %.lr.ph ], [ %700, %.loopexit ]
  %496 = phi float [ 0.000000e+00, %.lr.ph ], [ %698, %.loopexit ]
  %497 = phi float [ 0.000000e+00, %.lr.ph ], [ %697, %.loopexit ]
  %498 = phi float [ 0.000000e+00, %.lr.ph ], [ %696, %.loopexit ]
  %499 = phi float [ 0.000000e+00, %.lr.ph ], [ %695, %.loopexit ]
  %500 = phi float [ 0.000000e+00, %.lr.ph ], [ %693, %.loopexit ]
  %501 = phi float [ 0.000000e+00, %.lr.ph ], [ %692, %.loopexit ]
  %502 = phi float [ 0.000000e+00, %.lr.ph ], [ %691, %.loopexit ]
  %503 = phi float [ 0.000000e+00, %.lr.ph ], [ %690, %.loopexit ]
  %504 = phi float [ 0.000000e+00, %.lr.ph ], [ %682, %.loopexit ]
  %505 = phi float [ 0.000000e+00, %.lr.ph ], [ %681, %.loopexit ]
  %506 = phi float [ 0.000000e+00, %.lr.ph ], [ %680, %.loopexit ]
  %507 = phi float [ 0.000000e+00, %.lr.ph ], [ %679, %.loopexit ]
  %508 = phi float [ 0.000000e+00, %.lr.ph ], [ %677, %.loopexit ]
  %509 = phi float [ 0.000000e+00, %.lr.ph ], [ %676, %.loopexit ]
  %510 = phi float [ 0.000000e+00, %.lr.ph ], [ %675, %.loopexit ]
  %511 = phi float [ 0.000000e+00, %.lr.ph ], [ %674, %.loopexit ]
  %512 = phi float [ 0.000000e+00, %.lr.ph ], [ %666, %.loopexit ]
  %513 = phi float [ 0.000000e+00, %.lr.ph ], [ %665, %.loopexit ]
  %514 = phi float [ 0.000000e+00, %.lr.ph ], [ %664, %.loopexit ]
  %515 = phi float [ 0.000000e+00, %.lr.ph ], [ %663, %.loopexit ]
  %516 = phi float [ 0.000000e+00, %.lr.ph ], [ %661, %.loopexit ]
  %517 = phi float [ 0.000000e+00, %.lr.ph ], [ %660, %.loopexit ]
  %518 = phi float [ 0.000000e+00, %.lr.ph ], [ %659, %.loopexit ]
  %519 = phi float [ 0.000000e+00, %.lr.ph ], [ %658, %.loopexit ]
  %520 = phi i32 [ 0, %.lr.ph ], [ %937, %.loopexit ]
  %521 = lshr exact i32 %520, 5
  %522 = urem i32 %521, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %523 = shl nuw nsw i32 %522, 13
  %524 = zext nneg i32 %523 to i64
  %525 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %524
  %526 = shl nuw nsw i32 %522, 12
  %527 = zext nneg i32 %526 to i64
  %528 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 24576), i64 %527
  %529 = getelementptr bfloat, ptr addrspace(3) %525, i64 %429
  %530 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %529)
  %531 = extractvalue { i32, i32, i32, i32 } %530, 0
  %532 = extractvalue { i32, i32, i32, i32 } %530, 1
  %533 = extractvalue { i32, i32, i32, i32 } %530, 2
  %534 = extractvalue { i32, i32, i32, i32 } %530, 3
  %535 = getelementptr bfloat, ptr addrspace(3) %528, i64 %433
  %536 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %535)
  %537 = extractvalue { i32, i32, i32, i32 } %536, 0
  %538 = extractvalue { i32, i32, i32, i32 } %536, 1
  %539 = extractvalue { i32, i32, i32, i32 } %536, 2
  %540 = extractvalue { i32, i32, i32, i32 } %536, 3
  %541 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %531, i32 %532, i32 %533, i32 %534, i32 %537, i32 %538, float %519, float %518, float %517, float %516) #6
  %542 = extractvalue { float, float, float, float } %541, 0
  %543 = extractvalue { float, float, float, float } %541, 1
  %544 = extractvalue { float, float, float, float } %541, 2
  %545 = extractvalue { float, float, float, float } %541, 3
  %546 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %531, i32 %532, i32 %533, i32 %534, i32 %539, i32 %540, float %515, float %514, float %513, float %512) #6
  %547 = extractvalue { float, float, float, float } %546, 0
  %548 = extractvalue { float, float, float, float } %546, 1
  %549 = extractvalue { float, float, float, float } %546, 2
  %550 = extractvalue { float, float, float, float } %546, 3
  %551 = getelementptr bfloat, ptr addrspace(3) %528, i64 %436
  %552 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %551)
  %553 = extractvalue { i32, i32, i32, i32 } %552, 0
  %554 = extractvalue { i32, i32, i32, i32 } %552, 1
  %555 = extractvalue { i32, i32, i32, i32 } %552, 2
  %556 = extractvalue { i32, i32, i32, i32 } %552, 3
  %557 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %531, i32 %532, i32 %533, i32 %534, i32 %553, i32 %554, float %511, float %510, float %509, float %508) #6
  %558 = extractvalue { float, float, float, float } %557, 0
  %559 = extractvalue { float, float, float, float } %557, 1
  %560 = extractvalue { float, float, float, float } %557, 2
  %561 = extractvalue { float, float, float, float } %557, 3
  %562 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %531, i32 %532, i32 %533, i32 %534, i32 %555, i32 %556, float %507, float %506, float %505, float %504) #6
  %563 = extractvalue { float, float, float, float } %562, 0
  %564 = extractvalue { float, float, float, float } %562, 1
  %565 = extractvalue { float, float, float, float } %562, 2
  %566 = extractvalue { float, float, float, float } %562, 3
  %567 = getelementptr i8, ptr addrspace(3) %529, i64 1024
  %568 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %567)
  %569 = extractvalue { i32, i32, i32, i32 } %568, 0
  %570 = extractvalue { i32, i32, i32, i32 } %568, 1
  %571 = extractvalue { i32, i32, i32, i32 } %568, 2
  %572 = extractvalue { i32, i32, i32, i32 } %568, 3
  %573 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %569, i32 %570, i32 %571, i32 %572, i32 %537, i32 %538, float %503, float %502, float %501, float %500) #6
  %574 = extractvalue { float, float, float, float } %573, 0
  %575 = extractvalue { float, float, float, float } %573, 1
  %576 = extractvalue { float, float, float, float } %573, 2
  %577 = extractvalue { float, float, float, float } %573, 3
  %578 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %569, i32 %570, i32 %571, i32 %572, i32 %539, i32 %540, float %499, float %498, float %497, float %496) #6
  %579 = extractvalue { float, float, float, float } %578, 0
  %580 = extractvalue { float, float, float, float } %578, 1
  %581 = extractvalue { float, float, float, float } %578, 2
  %582 = extractvalue { float, float, float, float } %578, 3
  %583 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %569, i32 %570, i32 %571, i32 %572, i32 %553, i32 %554, float %495, float %494, float %493, float %492) #6
  %584 = extractvalue { float, float, float, float } %583, 0
  %585 = extractvalue { float, float, float, float } %583, 1
  %586 = extractvalue { float, float, float, float } %583, 2
  %587 = extractvalue { float, float, float, float } %583, 3
  %588 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %569, i32 %570, i32 %571, i32 %572, i32 %555, i32 %556, float %491, float %490, float %489, float %488) #6
  %589 = extractvalue { float, float, float, float } %588, 0
  %590 = extractvalue { float, float, float, float } %588, 1
  %591 = extractvalue { float, float, float, float } %588, 2
  %592 = extractvalue { float, float, float, float } %588, 3
  %593 = getelementptr i8, ptr addrspace(3) %529, i64 2048
  %594 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %593)
  %595 = extractvalue { i32, i32, i32, i32 } %594, 0
  %596 = extractvalue { i32, i32, i32, i32 } %594, 1
  %597 = extractvalue { i32, i32, i32, i32 } %594, 2
  %598 = extractvalue { i32, i32, i32, i32 } %594, 3
  %599 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %595, i32 %596, i32 %597, i32 %598, i32 %537, i32 %538, float %487, float %486, float %485, float %484) #6
  %600 = extractvalue { float, float, float, float } %599, 0
  %601 = extractvalue { float, float, float, float } %599, 1
  %602 = extractvalue { float, float, float, float } %599, 2
  %603 = extractvalue { float, float, float, float } %599, 3
  %604 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %595, i32 %596, i32 %597, i32 %598, i32 %539, i32 %540, float %483, float %482, float %481, float %480) #6
  %605 = extractvalue { float, float, float, float } %604, 0
  %606 = extractvalue { float, float, float, float } %604, 1
  %607 = extractvalue { float, float, float, float } %604, 2
  %608 = extractvalue { float, float, float, float } %604, 3
  %609 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %595, i32 %596, i32 %597, i32 %598, i32 %553, i32 %554, float %479, float %478, float %477, float %476) #6
  %610 = extractvalue { float, float, float, float } %609, 0
  %611 = extractvalue { float, float, float, float } %609, 1
  %612 = extractvalue { float, float, float, float } %609, 2
  %613 = extractvalue { float, float, float, float } %609, 3
  %614 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %595, i32 %596, i32 %597, i32 %598, i32 %555, i32 %556, float %475, float %474, float %473, float %472) #6
  %615 = extractvalue { float, float, float, float } %614, 0
  %616 = extractvalue { float, float, float, float } %614, 1
  %617 = extractvalue { float, float, float, float } %614, 2
  %618 = extractvalue { float, float, float, float } %614, 3
  %619 = getelementptr bfloat, ptr addrspace(3) %525, i64 %439
  %620 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %619)
  %621 = extractvalue { i32, i32, i32, i32 } %620, 0
  %622 = extractvalue { i32, i32, i32, i32 } %620, 1
  %623 = extractvalue { i32, i32, i32, i32 } %620, 2
  %624 = extractvalue { i32, i32, i32, i32 } %620, 3
  %625 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %621, i32 %622, i32 %623, i32 %624, i32 %537, i32 %538, float %471, float %470, float %469, float %468) #6
  %626 = extractvalue { float, float, float, float } %625, 0
  %627 = extractvalue { float, float, float, float } %625, 1
  %628 = extractvalue { float, float, float, float } %625, 2
  %629 = extractvalue { float, float, float, float } %625, 3
  %630 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %621, i32 %622, i32 %623, i32 %624, i32 %539, i32 %540, float %467, float %466, float %465, float %464) #6
  %631 = extractvalue { float, float, float, float } %630, 0
  %632 = extractvalue { float, float, float, float } %630, 1
  %633 = extractvalue { float, float, float, float } %630, 2
  %634 = extractvalue { float, float, float, float } %630, 3
  %635 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %621, i32 %622, i32 %623, i32 %624, i32 %553, i32 %554, float %463, float %462, float %461, float %460) #6
  %636 = extractvalue { float, float, float, float } %635, 0
  %637 = extractvalue { float, float, float, float } %635, 1
  %638 = extractvalue { float, float, float, float } %635, 2
  %639 = extractvalue { float, float, float, float } %635, 3
  %640 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %621, i32 %622, i32 %623, i32 %624, i32 %555, i32 %556, float %459, float %458, float %457, float %456) #6
  %641 = extractvalue { float, float, float, float } %640, 0
  %642 = extractvalue { float, float, float, float } %640, 1
  %643 = extractvalue { float, float, float, float } %640, 2
  %644 = extractvalue { float, float, float, float } %640, 3
  %645 = getelementptr bfloat, ptr addrspace(3) %525, i64 %443
  %646 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %645)
  %647 = extractvalue { i32, i32, i32, i32 } %646, 0
  %648 = extractvalue { i32, i32, i32, i32 } %646, 1
  %649 = extractvalue { i32, i32, i32, i32 } %646, 2
  %650 = extractvalue { i32, i32, i32, i32 } %646, 3
  %651 = getelementptr bfloat, ptr addrspace(3) %528, i64 %448
  %652 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %651)
  %653 = extractvalue { i32, i32, i32, i32 } %652, 0
  %654 = extractvalue { i32, i32, i32, i32 } %652, 1
  %655 = extractvalue { i32, i32, i32, i32 } %652, 2
  %656 = extractvalue { i32, i32, i32, i32 } %652, 3
  %657 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %647, i32 %648, i32 %649, i32 %650, i32 %653, i32 %654, float %542, float %543, float %544, float %545) #6
  %658 = extractvalue { float, float, float, float } %657, 0
  %659 = extractvalue { float, float, float, float } %657, 1
  %660 = extractvalue { float, float, float, float } %657, 2
  %661 = extractvalue { float, float, float, float } %657, 3
  %662 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %647, i32 %648, i32 %649, i32 %650, i32 %655, i32 %656, float %547, float %548, float %549, float %550) #6
  %663 = extractvalue { float, float, float, float } %662, 0
  %664 = extractvalue { float, float, float, float } %662, 1
  %665 = extractvalue { float, float, float, float } %662, 2
  %666 = extractvalue { float, float, float, float } %662, 3
  %667 = getelementptr bfloat, ptr addrspace(3) %528, i64 %451
  %668 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %667)
  %669 = extractvalue { i32, i32, i32, i32 } %668, 0
  %670 = extractvalue { i32, i32, i32, i32 } %668, 1
  %671 = extractvalue { i32, i32, i32, i32 } %668, 2
  %672 = extractvalue { i32, i32, i32, i32 } %668, 3
  %673 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %647, i32 %648, i32 %649, i32 %650, i32 %669, i32 %670, float %558, float %559, float %560, float %561) #6
  %674 = extractvalue { float, float, float, float } %673, 0
  %675 = extractvalue { float, float, float, float } %673, 1
  %676 = extractvalue { float, float, float, float } %673, 2
  %677 = extractvalue { float, float, float, float } %673, 3
  %678 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %647, i32 %648, i32 %649, i32 %650, i32 %671, i32 %672, float %563, float %564, float %565, float %566) #6
  %679 = extractvalue { float, float, float, float } %678, 0
  %680 = extractvalue { float, float, float, float } %678, 1
  %681 = extractvalue { float, float, float, float } %678, 2
  %682 = extractvalue { float, float, float, float } %678, 3
  %683 = getelementptr i8, ptr addrspace(3) %645, i64 1024
  %684 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %683)
  %685 = extractvalue { i32, i32, i32, i32 } %684, 0
  %686 = extractvalue { i32, i32, i32, i32 } %684, 1
  %687 = extractvalue { i32, i32, i32, i32 } %684, 2
  %688 = extractvalue { i32, i32, i32, i32 } %684, 3
  %689 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %685, i32 %686, i32 %687, i32 %688, i32 %653, i32 %654, float %574, float %575, float %576, float %577) #6
  %690 = extractvalue { float, float, float, float } %689, 0
  %691 = extractvalue { float, float, float, float } %689, 1
  %692 = extractvalue { float, float, float, float } %689, 2
  %693 = extractvalue { float, float, float, float } %689, 3
  %694 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %685, i32 %686, i32 %687, i32 %688, i32 %655, i32 %656, float %579, float %580, float %581, float %582) #6
  %695 = extractvalue { float, float, float, float } %694, 0
  %696 = extractvalue { float, float, float, float } %694, 1
  %697 = extractvalue { float, float, float, float } %694, 2
  %698 = extractvalue { float, float, float, float } %694, 3
  %699 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %685, i32 %686, i32 %687, i32 %688, i32 %669, i32 %670, float %584, float %585, float %586, float %587) #6
  %700 = extractvalue { float, float, float, float } %699, 0
  %701 = extractvalue { float, float, float, float } %699, 1
  %702 = extractvalue { float, float, float, float } %699, 2
  %703 = extractvalue { float, float, float, float } %699, 3
  %704 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %685, i32 %686, i32 %687, i32 %688, i32 %671, i32 %672, float %589, float %590, float %591, float %592) #6
  %705 = extractvalue { float, float, float, float } %704, 0
  %706 = extractvalue { float, float, float, float } %704, 1
  %707 = extractvalue { float, float, float, float } %704, 2
  %708 = extractvalue { float, float, float, float } %704, 3
  %709 = getelementptr i8, ptr addrspace(3) %645, i64 2048
  %710 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %709)
  %711 = extractvalue { i32, i32, i32, i32 } %710, 0
  %712 = extractvalue { i32, i32, i32, i32 } %710, 1
  %713 = extractvalue { i32, i32, i32, i32 } %710, 2
  %714 = extractvalue { i32, i32, i32, i32 } %710, 3
  %715 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %711, i32 %712, i32 %713, i32 %714, i32 %653, i32 %654, float %600, float %601, float %602, float %603) #6
  %716 = extractvalue { float, float, float, float } %715, 0
  %717 = extractvalue { float, float, float, float } %715, 1
  %718 = extractvalue { float, float, float, float } %715, 2
  %719 = extractvalue { float, float, float, float } %715, 3
  %720 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %711, i32 %712, i32 %713, i32 %714, i32 %655, i32 %656, float %605, float %606, float %607, float %608) #6
  %721 = extractvalue { float, float, float, float } %720, 0
  %722 = extractvalue { float, float, float, float } %720, 1
  %723 = extractvalue { float, float, float, float } %720, 2
  %724 = extractvalue { float, float, float, float } %720, 3
  %725 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %711, i32 %712, i32 %713, i32 %714, i32 %669, i32 %670, float %610, float %611, float %612, float %613) #6
  %726 = extractvalue { float, float, float, float } %725, 0
  %727 = extractvalue { float, float, float, float } %725, 1
  %728 = extractvalue { float, float, float, float } %725, 2
  %729 = extractvalue { float, float, float, float } %725, 3
  %730 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %711, i32 %712, i32 %713, i32 %714, i32 %671, i32 %672, float %615, float %616, float %617, float %618) #6
  %731 = extractvalue { float, float, float, float } %730, 0
  %732 = extractvalue { float, float, float, float } %730, 1
  %733 = extractvalue { float, float, float, float } %730, 2
  %734 = extractvalue { float, float, float, float } %730, 3
  %735 = getelementptr bfloat, ptr addrspace(3) %525, i64 %454
  %736 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %735)
  %737 = extractvalue { i32, i32, i32, i32 } %736, 0
  %738 = extractvalue { i32, i32, i32, i32 } %736, 1
  %739 = extractvalue { i32, i32, i32, i32 } %736, 2
  %740 = extractvalue { i32, i32, i32, i32 } %736, 3
  %741 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %737, i32 %738, i32 %739, i32 %740, i32 %653, i32 %654, float %626, float %627, float %628, float %629) #6
  %742 = extractvalue { float, float, float, float } %741, 0
  %743 = extractvalue { float, float, float, float } %741, 1
  %744 = extractvalue { float, float, float, float } %741, 2
  %745 = extractvalue { float, float, float, float } %741, 3
  %746 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %737, i32 %738, i32 %739, i32 %740, i32 %655, i32 %656, float %631, float %632, float %633, float %634) #6
  %747 = extractvalue { float, float, float, float } %746, 0
  %748 = extractvalue { float, float, float, float } %746, 1
  %749 = extractvalue { float, float, float, float } %746, 2
  %750 = extractvalue { float, float, float, float } %746, 3
  %751 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %737, i32 %738, i32 %739, i32 %740, i32 %669, i32 %670, float %636, float %637, float %638, float %639) #6
  %752 = extractvalue { float, float, float, float } %751, 0
  %753 = extractvalue { float, float, float, float } %751, 1
  %754 = extractvalue { float, float, float, float } %751, 2
  %755 = extractvalue { float, float, float, float } %751, 3
  %756 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %737, i32 %738, i32 %739, i32 %740, i32 %671, i32 %672, float %641, float %642, float %643, float %644) #6
  %757 = extractvalue { float, float, float, float } %756, 0
  %758 = extractvalue { float, float, float, float } %756, 1
  %759 = extractvalue { float, float, float, float } %756, 2
  %760 = extractvalue { float, float, float, float } %756, 3
  %761 = add i32 %520, 64
  %762 = add nuw nsw i32 %521, 2
  %763 = urem i32 %762, 3
  %764 = icmp slt i32 %761, %5
  %765 = shl nuw nsw i32 %763, 13
  %766 = zext nneg i32 %765 to i64
  %767 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %766
  %768 = or disjoint i32 %761, %14
  %769 = add i32 %768, %17
  %770 = sext i32 %769 to i64
  %771 = getelementptr bfloat, ptr addrspace(1) %0, i64 %770
  %772 = ptrtoint ptr addrspace(1) %771 to i64
  %773 = and i64 %772, 15
  %774 = icmp eq i64 %773, 0
  %775 = select i1 %764, i32 8, i32 0
  %776 = getelementptr i8, ptr addrspace(3) %767, i64 %34
  br i1 %774, label %777, label %.preheader29.preheader

.preheader29.preheader:                           ; preds = %455
  %invariant.op667 = or i32 %761, %14
  %invariant.op668 = and i1 %24, %764
  br label %.preheader29

777:                                              ; preds = %455
  %778 = sext i32 %768 to i64
  %779 = sub nsw i64 %26, %778
  %780 = tail call i64 @llvm.smax.i64(i64 %779, i64 0)
  %781 = tail call i64 @llvm.umin.i64(i64 %780, i64 8)
  %782 = trunc nuw nsw i64 %781 to i32
  %783 = tail call i32 @llvm.umin.i32(i32 %25, i32 %782)
  %784 = tail call i32 @llvm.umin.i32(i32 %783, i32 %775)
  %785 = shl nuw nsw i32 %784, 1
  %786 = ptrtoint ptr addrspace(3) %776 to i64
  %787 = trunc i64 %786 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %787, ptr addrspace(1) %771, i32 %785) #6
  br label %.loopexit30

.preheader29:                                     ; preds = %.preheader29.preheader, %.preheader29
  %788 = phi i64 [ %797, %.preheader29 ], [ 0, %.preheader29.preheader ]
  %789 = trunc nuw nsw i64 %788 to i32
  %.reass444.reass = or i32 %789, %invariant.op667
  %790 = add i32 %.reass444.reass, %17
  %791 = sext i32 %790 to i64
  %792 = getelementptr bfloat, ptr addrspace(1) %0, i64 %791
  %793 = icmp slt i32 %.reass444.reass, %5
  %.reass201.reass.reass = and i1 %793, %invariant.op668
  %794 = zext i1 %.reass201.reass.reass to i32
  %795 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %792, i32 %794, i16 0) #6
  %796 = getelementptr bfloat, ptr addrspace(3) %776, i64 %788
  store i16 %795, ptr addrspace(3) %796, align 2
  %797 = add nuw nsw i64 %788, 1
  %exitcond349.not = icmp eq i64 %797, 8
  br i1 %exitcond349.not, label %.loopexit30, label %.preheader29

.loopexit30:                                      ; preds = %.preheader29, %777
  %798 = add i32 %768, %61
  %799 = sext i32 %798 to i64
  %800 = getelementptr bfloat, ptr addrspace(1) %0, i64 %799
  %801 = ptrtoint ptr addrspace(1) %800 to i64
  %802 = and i64 %801, 15
  %803 = icmp eq i64 %802, 0
  %804 = getelementptr i8, ptr addrspace(3) %767, i64 %72
  br i1 %803, label %805, label %.preheader27.preheader

.preheader27.preheader:                           ; preds = %.loopexit30
  %invariant.op669 = or i32 %761, %14
  %invariant.op670 = and i1 %68, %764
  br label %.preheader27

805:                                              ; preds = %.loopexit30
  %806 = sext i32 %768 to i64
  %807 = sub nsw i64 %26, %806
  %808 = tail call i64 @llvm.smax.i64(i64 %807, i64 0)
  %809 = tail call i64 @llvm.umin.i64(i64 %808, i64 8)
  %810 = trunc nuw nsw i64 %809 to i32
  %811 = tail call i32 @llvm.umin.i32(i32 %69, i32 %810)
  %812 = tail call i32 @llvm.umin.i32(i32 %811, i32 %775)
  %813 = shl nuw nsw i32 %812, 1
  %814 = ptrtoint ptr addrspace(3) %804 to i64
  %815 = trunc i64 %814 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %815, ptr addrspace(1) %800, i32 %813) #6
  br label %.loopexit28

.preheader27:                                     ; preds = %.preheader27.preheader, %.preheader27
  %816 = phi i64 [ %825, %.preheader27 ], [ 0, %.preheader27.preheader ]
  %817 = trunc nuw nsw i64 %816 to i32
  %.reass447.reass = or i32 %817, %invariant.op669
  %818 = add i32 %.reass447.reass, %61
  %819 = sext i32 %818 to i64
  %820 = getelementptr bfloat, ptr addrspace(1) %0, i64 %819
  %821 = icmp slt i32 %.reass447.reass, %5
  %.reass203.reass.reass = and i1 %821, %invariant.op670
  %822 = zext i1 %.reass203.reass.reass to i32
  %823 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %820, i32 %822, i16 0) #6
  %824 = getelementptr bfloat, ptr addrspace(3) %804, i64 %816
  store i16 %823, ptr addrspace(3) %824, align 2
  %825 = add nuw nsw i64 %816, 1
  %exitcond350.not = icmp eq i64 %825, 8
  br i1 %exitcond350.not, label %.loopexit28, label %.preheader27

.loopexit28:                                      ; preds = %.preheader27, %805
  %826 = add i32 %768, %98
  %827 = sext i32 %826 to i64
  %828 = getelementptr bfloat, ptr addrspace(1) %0, i64 %827
  %829 = ptrtoint ptr addrspace(1) %828 to i64
  %830 = and i64 %829, 15
  %831 = icmp eq i64 %830, 0
  %832 = getelementptr i8, ptr addrspace(3) %767, i64 %109
  br i1 %831, label %833, label %.preheader25.preheader

.preheader25.preheader:                           ; preds = %.loopexit28
  %invariant.op671 = or i32 %761, %14
  %invariant.op672 = and i1 %105, %764
  br label %.preheader25

833:                                              ; preds = %.loopexit28
  %834 = sext i32 %768 to i64
  %835 = sub nsw i64 %26, %834
  %836 = tail call i64 @llvm.smax.i64(i64 %835, i64 0)
  %837 = tail call i64 @llvm.umin.i64(i64 %836, i64 8)
  %838 = trunc nuw nsw i64 %837 to i32
  %839 = tail call i32 @llvm.umin.i32(i32 %106, i32 %838)
  %840 = tail call i32 @llvm.umin.i32(i32 %839, i32 %775)
  %841 = shl nuw nsw i32 %840, 1
  %842 = ptrtoint ptr addrspace(3) %832 to i64
  %843 = trunc i64 %842 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %843, ptr addrspace(1) %828, i32 %841) #6
  br label %.loopexit26

.preheader25:                                     ; preds = %.preheader25.preheader, %.preheader25
  %844 = phi i64 [ %853, %.preheader25 ], [ 0, %.preheader25.preheader ]
  %845 = trunc nuw nsw i64 %844 to i32
  %.reass450.reass = or i32 %845, %invariant.op671
  %846 = add i32 %.reass450.reass, %98
  %847 = sext i32 %846 to i64
  %848 = getelementptr bfloat, ptr addrspace(1) %0, i64 %847
  %849 = icmp slt i32 %.reass450.reass, %5
  %.reass205.reass.reass = and i1 %849, %invariant.op672
  %850 = zext i1 %.reass205.reass.reass to i32
  %851 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %848, i32 %850, i16 0) #6
  %852 = getelementptr bfloat, ptr addrspace(3) %832, i64 %844
  store i16 %851, ptr addrspace(3) %852, align 2
  %853 = add nuw nsw i64 %844, 1
  %exitcond351.not = icmp eq i64 %853, 8
  br i1 %exitcond351.not, label %.loopexit26, label %.preheader25

.loopexit26:                                      ; preds = %.preheader25, %833
  %854 = add i32 %768, %135
  %855 = sext i32 %854 to i64
  %856 = getelementptr bfloat, ptr addrspace(1) %0, i64 %855
  %857 = ptrtoint ptr addrspace(1) %856 to i64
  %858 = and i64 %857, 15
  %859 = icmp eq i64 %858, 0
  %860 = getelementptr i8, ptr addrspace(3) %767, i64 %146
  br i1 %859, label %861, label %.preheader23.preheader

.preheader23.preheader:                           ; preds = %.loopexit26
  %invariant.op673 = or i32 %761, %14
  %invariant.op674 = and i1 %142, %764
  br label %.preheader23

861:                                              ; preds = %.loopexit26
  %862 = sext i32 %768 to i64
  %863 = sub nsw i64 %26, %862
  %864 = tail call i64 @llvm.smax.i64(i64 %863, i64 0)
  %865 = tail call i64 @llvm.umin.i64(i64 %864, i64 8)
  %866 = trunc nuw nsw i64 %865 to i32
  %867 = tail call i32 @llvm.umin.i32(i32 %143, i32 %866)
  %868 = tail call i32 @llvm.umin.i32(i32 %867, i32 %775)
  %869 = shl nuw nsw i32 %868, 1
  %870 = ptrtoint ptr addrspace(3) %860 to i64
  %871 = trunc i64 %870 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %871, ptr addrspace(1) %856, i32 %869) #6
  br label %.loopexit24

.preheader23:                                     ; preds = %.preheader23.preheader, %.preheader23
  %872 = phi i64 [ %881, %.preheader23 ], [ 0, %.preheader23.preheader ]
  %873 = trunc nuw nsw i64 %872 to i32
  %.reass453.reass = or i32 %873, %invariant.op673
  %874 = add i32 %.reass453.reass, %135
  %875 = sext i32 %874 to i64
  %876 = getelementptr bfloat, ptr addrspace(1) %0, i64 %875
  %877 = icmp slt i32 %.reass453.reass, %5
  %.reass207.reass.reass = and i1 %877, %invariant.op674
  %878 = zext i1 %.reass207.reass.reass to i32
  %879 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %876, i32 %878, i16 0) #6
  %880 = getelementptr bfloat, ptr addrspace(3) %860, i64 %872
  store i16 %879, ptr addrspace(3) %880, align 2
  %881 = add nuw nsw i64 %872, 1
  %exitcond352.not = icmp eq i64 %881, 8
  br i1 %exitcond352.not, label %.loopexit24, label %.preheader23

.loopexit24:                                      ; preds = %.preheader23, %861
  %882 = shl nuw nsw i32 %763, 12
  %883 = zext nneg i32 %882 to i64
  %884 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 24576), i64 %883
  %885 = or disjoint i32 %761, %28
  %886 = mul i32 %885, %4
  %887 = add i32 %886, %172
  %888 = sext i32 %887 to i64
  %889 = getelementptr bfloat, ptr addrspace(1) %1, i64 %888
  %890 = ptrtoint ptr addrspace(1) %889 to i64
  %891 = and i64 %890, 15
  %892 = icmp eq i64 %891, 0
  %893 = icmp slt i32 %885, %5
  %894 = getelementptr i8, ptr addrspace(3) %884, i64 %192
  br i1 %892, label %895, label %.preheader21.preheader

.preheader21.preheader:                           ; preds = %.loopexit24
  %invariant.op676 = and i1 %893, %764
  br label %.preheader21

895:                                              ; preds = %.loopexit24
  %896 = tail call i32 @llvm.umin.i32(i32 %185, i32 %775)
  %897 = shl nuw nsw i32 %896, 1
  %898 = select i1 %893, i32 %897, i32 0
  %899 = ptrtoint ptr addrspace(3) %894 to i64
  %900 = trunc i64 %899 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %900, ptr addrspace(1) %889, i32 %898) #6
  br label %.loopexit22

.preheader21:                                     ; preds = %.preheader21.preheader, %.preheader21
  %901 = phi i64 [ %910, %.preheader21 ], [ 0, %.preheader21.preheader ]
  %902 = trunc nuw nsw i64 %901 to i32
  %.reass456.reass = or i32 %902, %invariant.op675
  %903 = add i32 %.reass456.reass, %886
  %904 = sext i32 %903 to i64
  %905 = getelementptr bfloat, ptr addrspace(1) %1, i64 %904
  %906 = icmp slt i32 %.reass456.reass, %4
  %.reass209.reass.reass = and i1 %906, %invariant.op676
  %907 = zext i1 %.reass209.reass.reass to i32
  %908 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %905, i32 %907, i16 0) #6
  %909 = getelementptr bfloat, ptr addrspace(3) %894, i64 %901
  store i16 %908, ptr addrspace(3) %909, align 2
  %910 = add nuw nsw i64 %901, 1
  %exitcond353.not = icmp eq i64 %910, 8
  br i1 %exitcond353.not, label %.loopexit22, label %.preheader21

.loopexit22:                                      ; preds = %.preheader21, %895
  %911 = or disjoint i32 %761, %211
  %912 = mul i32 %911, %4
  %913 = add i32 %912, %172
  %914 = sext i32 %913 to i64
  %915 = getelementptr bfloat, ptr addrspace(1) %1, i64 %914
  %916 = ptrtoint ptr addrspace(1) %915 to i64
  %917 = and i64 %916, 15
  %918 = icmp eq i64 %917, 0
  %919 = icmp slt i32 %911, %5
  %920 = getelementptr i8, ptr addrspace(3) %884, i64 %225
  br i1 %918, label %921, label %.preheader.preheader

.preheader.preheader:                             ; preds = %.loopexit22
  %invariant.op678 = and i1 %919, %764
  br label %.preheader

921:                                              ; preds = %.loopexit22
  %922 = tail call i32 @llvm.umin.i32(i32 %185, i32 %775)
  %923 = shl nuw nsw i32 %922, 1
  %924 = select i1 %919, i32 %923, i32 0
  %925 = ptrtoint ptr addrspace(3) %920 to i64
  %926 = trunc i64 %925 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %926, ptr addrspace(1) %915, i32 %924) #6
  br label %.loopexit

.preheader:                                       ; preds = %.preheader.preheader, %.preheader
  %927 = phi i64 [ %936, %.preheader ], [ 0, %.preheader.preheader ]
  %928 = trunc nuw nsw i64 %927 to i32
  %.reass459.reass = or i32 %928, %invariant.op677
  %929 = add i32 %.reass459.reass, %912
  %930 = sext i32 %929 to i64
  %931 = getelementptr bfloat, ptr addrspace(1) %1, i64 %930
  %932 = icmp slt i32 %.reass459.reass, %4
  %.reass211.reass.reass = and i1 %932, %invariant.op678
  %933 = zext i1 %.reass211.reass.reass to i32
  %934 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %931, i32 %933, i16 0) #6
  %935 = getelementptr bfloat, ptr addrspace(3) %920, i64 %927
  store i16 %934, ptr addrspace(3) %935, align 2
  %936 = add nuw nsw i64 %927, 1
  %exitcond354.not = icmp eq i64 %936, 8
  br i1 %exitcond354.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %921
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %937 = add i32 %520, 32
  %938 = icmp slt i32 %937, %5
  br i1 %938, label %455, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
  %939 = bitcast float %658 to i32
  %940 = bitcast float %659 to i32
  %941 = bitcast float %660 to i32
  %942 = bitcast float %661 to i32
  %943 = bitcast float %663 to i32
  %944 = bitcast float %664 to i32
  %945 = bitcast float %665 to i32
  %946 = bitcast float %666 to i32
  %947 = bitcast float %674 to i32
  %948 = bitcast float %675 to i32
  %949 = bitcast float %676 to i32
  %950 = bitcast float %677 to i32
  %951 = bitcast float %679 to i32
  %952 = bitcast float %680 to i32
  %953 = bitcast float %681 to i32
  %954 = bitcast float %682 to i32
  %955 = bitcast float %690 to i32
  %956 = bitcast float %691 to i32
  %957 = bitcast float %692 to i32
  %958 = bitcast float %693 to i32
  %959 = bitcast float %695 to i32
  %960 = bitcast float %696 to i32
  %961 = bitcast float %697 to i32
  %962 = bitcast float %698 to i32
  %963 = bitcast float %700 to i32
  %964 = bitcast float %701 to i32
  %965 = bitcast float %702 to i32
  %966 = bitcast float %703 to i32
  %967 = bitcast float %705 to i32
  %968 = bitcast float %706 to i32
  %969 = bitcast float %707 to i32
  %970 = bitcast float %708 to i32
  %971 = bitcast float %716 to i32
  %972 = bitcast float %717 to i32
  %973 = bitcast float %718 to i32
  %974 = bitcast float %719 to i32
  %975 = bitcast float %721 to i32
  %976 = bitcast float %722 to i32
  %977 = bitcast float %723 to i32
  %978 = bitcast float %724 to i32
  %979 = bitcast float %726 to i32
  %980 = bitcast float %727 to i32
  %981 = bitcast float %728 to i32
  %982 = bitcast float %729 to i32
  %983 = bitcast float %731 to i32
  %984 = bitcast float %732 to i32
  %985 = bitcast float %733 to i32
  %986 = bitcast float %734 to i32
  %987 = bitcast float %742 to i32
  %988 = bitcast float %743 to i32
  %989 = bitcast float %744 to i32
  %990 = bitcast float %745 to i32
  %991 = bitcast float %747 to i32
  %992 = bitcast float %748 to i32
  %993 = bitcast float %749 to i32
  %994 = bitcast float %750 to i32
  %995 = bitcast float %752 to i32
  %996 = bitcast float %753 to i32
  %997 = bitcast float %754 to i32
  %998 = bitcast float %755 to i32
  %999 = bitcast float %757 to i32
  %1000 = bitcast float %758 to i32
  %1001 = bitcast float %759 to i32
  %1002 = bitcast float %760 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.loopexit32
  %.lcssa181 = phi i32 [ 0, %.loopexit32 ], [ %939, %._crit_edge.loopexit ]
  %.lcssa180 = phi i32 [ 0, %.loopexit32 ], [ %940, %._crit_edge.loopexit ]
  %.lcssa179 = phi i32 [ 0, %.loopexit32 ], [ %941, %._crit_edge.loopexit ]
  %.lcssa178 = phi i32 [ 0, %.loopexit32 ], [ %942, %._crit_edge.loopexit ]
  %.lcssa177 = phi i32 [ 0, %.loopexit32 ], [ %943, %._crit_edge.loopexit ]
  %.lcssa176 = phi i32 [ 0, %.loopexit32 ], [ %944, %._crit_edge.loopexit ]
  %.lcssa175 = phi i32 [ 0, %.loopexit32 ], [ %945, %._crit_edge.loopexit ]
  %.lcssa174 = phi i32 [ 0, %.loopexit32 ], [ %946, %._crit_edge.loopexit ]
  %.lcssa173 = phi i32 [ 0, %.loopexit32 ], [ %947, %._crit_edge.loopexit ]
  %.lcssa172 = phi i32 [ 0, %.loopexit32 ], [ %948, %._crit_edge.loopexit ]
  %.lcssa171 = phi i32 [ 0, %.loopexit32 ], [ %949, %._crit_edge.loopexit ]
  %.lcssa170 = phi i32 [ 0, %.loopexit32 ], [ %950, %._crit_edge.loopexit ]
  %.lcssa169 = phi i32 [ 0, %.loopexit32 ], [ %951, %._crit_edge.loopexit ]
  %.lcssa168 = phi i32 [ 0, %.loopexit32 ], [ %952, %._crit_edge.loopexit ]
  %.lcssa167 = phi i32 [ 0, %.loopexit32 ], [ %953, %._crit_edge.loopexit ]
  %.lcssa166 = phi i32 [ 0, %.loopexit32 ], [ %954, %._crit_edge.loopexit ]
  %.lcssa165 = phi i32 [ 0, %.loopexit32 ], [ %955, %._crit_edge.loopexit ]
  %.lcssa164 = phi i32 [ 0, %.loopexit32 ], [ %956, %._crit_edge.loopexit ]
  %.lcssa163 = phi i32 [ 0, %.loopexit32 ], [ %957, %._crit_edge.loopexit ]
  %.lcssa162 = phi i32 [ 0, %.loopexit32 ], [ %958, %._crit_edge.loopexit ]
  %.lcssa161 = phi i32 [ 0, %.loopexit32 ], [ %959, %._crit_edge.loopexit ]
  %.lcssa160 = phi i32 [ 0, %.loopexit32 ], [ %960, %._crit_edge.loopexit ]
  %.lcssa159 = phi i32 [ 0, %.loopexit32 ], [ %961, %._crit_edge.loopexit ]
  %.lcssa158 = phi i32 [ 0, %.loopexit32 ], [ %962, %._crit_edge.loopexit ]
  %.lcssa157 = phi i32 [ 0, %.loopexit32 ], [ %963, %._crit_edge.loopexit ]
  %.lcssa156 = phi i32 [ 0, %.loopexit32 ], [ %964, %._crit_edge.loopexit ]
  %.lcssa155 = phi i32 [ 0, %.loopexit32 ], [ %965, %._crit_edge.loopexit ]
  %.lcssa154 = phi i32 [ 0, %.loopexit32 ], [ %966, %._crit_edge.loopexit ]
  %.lcssa153 = phi i32 [ 0, %.loopexit32 ], [ %967, %._crit_edge.loopexit ]
  %.lcssa152 = phi i32 [ 0, %.loopexit32 ], [ %968, %._crit_edge.loopexit ]
  %.lcssa151 = phi i32 [ 0, %.loopexit32 ], [ %969, %._crit_edge.loopexit ]
  %.lcssa150 = phi i32 [ 0, %.loopexit32 ], [ %970, %._crit_edge.loopexit ]
  %.lcssa149 = phi i32 [ 0, %.loopexit32 ], [ %971, %._crit_edge.loopexit ]
  %.lcssa148 = phi i32 [ 0, %.loopexit32 ], [ %972, %._crit_edge.loopexit ]
  %.lcssa147 = phi i32 [ 0, %.loopexit32 ], [ %973, %._crit_edge.loopexit ]
  %.lcssa146 = phi i32 [ 0, %.loopexit32 ], [ %974, %._crit_edge.loopexit ]
  %.lcssa145 = phi i32 [ 0, %.loopexit32 ], [ %975, %._crit_edge.loopexit ]
  %.lcssa144 = phi i32 [ 0, %.loopexit32 ], [ %976, %._crit_edge.loopexit ]
  %.lcssa143 = phi i32 [ 0, %.loopexit32 ], [ %977, %._crit_edge.loopexit ]
  %.lcssa142 = phi i32 [ 0, %.loopexit32 ], [ %978, %._crit_edge.loopexit ]
  %.lcssa141 = phi i32 [ 0, %.loopexit32 ], [ %979, %._crit_edge.loopexit ]
  %.lcssa140 = phi i32 [ 0, %.loopexit32 ], [ %980, %._crit_edge.loopexit ]
  %.lcssa139 = phi i32 [ 0, %.loopexit32 ], [ %981, %._crit_edge.loopexit ]
  %.lcssa138 = phi i32 [ 0, %.loopexit32 ], [ %982, %._crit_edge.loopexit ]
  %.lcssa137 = phi i32 [ 0, %.loopexit32 ], [ %983, %._crit_edge.loopexit ]
  %.lcssa136 = phi i32 [ 0, %.loopexit32 ], [ %984, %._crit_edge.loopexit ]
  %.lcssa135 = phi i32 [ 0, %.loopexit32 ], [ %985, %._crit_edge.loopexit ]
  %.lcssa134 = phi i32 [ 0, %.loopexit32 ], [ %986, %._crit_edge.loopexit ]
  %.lcssa133 = phi i32 [ 0, %.loopexit32 ], [ %987, %._crit_edge.loopexit ]
  %.lcssa132 = phi i32 [ 0, %.loopexit32 ], [ %988, %._crit_edge.loopexit ]
  %.lcssa131 = phi i32 [ 0, %.loopexit32 ], [ %989, %._crit_edge.loopexit ]
  %.lcssa130 = phi i32 [ 0, %.loopexit32 ], [ %990, %._crit_edge.loopexit ]
  %.lcssa129 = phi i32 [ 0, %.loopexit32 ], [ %991, %._crit_edge.loopexit ]
  %.lcssa128 = phi i32 [ 0, %.loopexit32 ], [ %992, %._crit_edge.loopexit ]
  %.lcssa127 = phi i32 [ 0, %.loopexit32 ], [ %993, %._crit_edge.loopexit ]
  %.lcssa126 = phi i32 [ 0, %.loopexit32 ], [ %994, %._crit_edge.loopexit ]
  %.lcssa125 = phi i32 [ 0, %.loopexit32 ], [ %995, %._crit_edge.loopexit ]
  %.lcssa124 = phi i32 [ 0, %.loopexit32 ], [ %996, %._crit_edge.loopexit ]
  %.lcssa123 = phi i32 [ 0, %.loopexit32 ], [ %997, %._crit_edge.loopexit ]
  %.lcssa122 = phi i32 [ 0, %.loopexit32 ], [ %998, %._crit_edge.loopexit ]
  %.lcssa121 = phi i32 [ 0, %.loopexit32 ], [ %999, %._crit_edge.loopexit ]
  %.lcssa120 = phi i32 [ 0, %.loopexit32 ], [ %1000, %._crit_edge.loopexit ]
  %.lcssa119 = phi i32 [ 0, %.loopexit32 ], [ %1001, %._crit_edge.loopexit ]
  %.lcssa118 = phi i32 [ 0, %.loopexit32 ], [ %1002, %._crit_edge.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1003 = and i32 %15, 7
  %1004 = and i32 %7, 64
  %1005 = and i32 %7, 32
  %1006 = shl nuw nsw i32 %7, 1
  %1007 = and i32 %1006, 6
  %1008 = or disjoint i32 %11, %1004
  %1009 = or disjoint i32 %1008, %1003
  %1010 = mul i32 %4, %1009
  %1011 = or disjoint i32 %12, %1005
  %1012 = or disjoint i32 %1011, %1007
  %1013 = add i32 %1010, %1012
  %1014 = sext i32 %1013 to i64
  %1015 = getelementptr float, ptr addrspace(1) %2, i64 %1014
  %1016 = icmp slt i32 %1009, %3
  %1017 = icmp slt i32 %1012, %4
  %1018 = and i1 %1016, %1017
  %1019 = or disjoint i32 %1007, 1
  %1020 = or disjoint i32 %1011, %1019
  %1021 = icmp slt i32 %1020, %4
  %1022 = ptrtoint ptr addrspace(1) %1015 to i64
  %1023 = and i64 %1022, 7
  %1024 = icmp eq i64 %1023, 0
  %1025 = and i1 %1018, %1024
  %1026 = and i1 %1021, %1025
  %1027 = xor i1 %1018, %1026
  %1028 = xor i1 %1016, %1025
  %1029 = and i1 %1021, %1028
  %1030 = zext i1 %1026 to i32
  %1031 = zext i1 %1027 to i32
  %1032 = zext i1 %1029 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1030, i32 %.lcssa181, i32 %.lcssa180, ptr addrspace(1) %1015, i32 %1031, i32 %1032) #6
  %1033 = or disjoint i32 %1003, 8
  %1034 = or disjoint i32 %1008, %1033
  %1035 = mul i32 %4, %1034
  %1036 = add i32 %1035, %1012
  %1037 = sext i32 %1036 to i64
  %1038 = getelementptr float, ptr addrspace(1) %2, i64 %1037
  %1039 = icmp slt i32 %1034, %3
  %1040 = and i1 %1039, %1017
  %1041 = ptrtoint ptr addrspace(1) %1038 to i64
  %1042 = and i64 %1041, 7
  %1043 = icmp eq i64 %1042, 0
  %1044 = and i1 %1040, %1043
  %1045 = and i1 %1021, %1044
  %1046 = xor i1 %1040, %1045
  %1047 = xor i1 %1039, %1044
  %1048 = and i1 %1021, %1047
  %1049 = zext i1 %1045 to i32
  %1050 = zext i1 %1046 to i32
  %1051 = zext i1 %1048 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1049, i32 %.lcssa179, i32 %.lcssa178, ptr addrspace(1) %1038, i32 %1050, i32 %1051) #6
  %1052 = or disjoint i32 %1005, 8
  %1053 = or disjoint i32 %1007, %12
  %1054 = or disjoint i32 %1053, %1052
  %1055 = add i32 %1010, %1054
  %1056 = sext i32 %1055 to i64
  %1057 = getelementptr float, ptr addrspace(1) %2, i64 %1056
  %1058 = icmp slt i32 %1054, %4
  %1059 = and i1 %1016, %1058
  %1060 = or disjoint i32 %1019, %12
  %1061 = or disjoint i32 %1060, %1052
  %1062 = icmp slt i32 %1061, %4
  %1063 = ptrtoint ptr addrspace(1) %1057 to i64
  %1064 = and i64 %1063, 7
  %1065 = icmp eq i64 %1064, 0
  %1066 = and i1 %1059, %1065
  %1067 = and i1 %1062, %1066
  %1068 = xor i1 %1059, %1067
  %1069 = xor i1 %1016, %1066
  %1070 = and i1 %1062, %1069
  %1071 = zext i1 %1067 to i32
  %1072 = zext i1 %1068 to i32
  %1073 = zext i1 %1070 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1071, i32 %.lcssa177, i32 %.lcssa176, ptr addrspace(1) %1057, i32 %1072, i32 %1073) #6
  %1074 = add i32 %1035, %1054
  %1075 = sext i32 %1074 to i64
  %1076 = getelementptr float, ptr addrspace(1) %2, i64 %1075
  %1077 = and i1 %1039, %1058
  %1078 = ptrtoint ptr addrspace(1) %1076 to i64
  %1079 = and i64 %1078, 7
  %1080 = icmp eq i64 %1079, 0
  %1081 = and i1 %1077, %1080
  %1082 = and i1 %1062, %1081
  %1083 = xor i1 %1077, %1082
  %1084 = xor i1 %1039, %1081
  %1085 = and i1 %1062, %1084
  %1086 = zext i1 %1082 to i32
  %1087 = zext i1 %1083 to i32
  %1088 = zext i1 %1085 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1086, i32 %.lcssa175, i32 %.lcssa174, ptr addrspace(1) %1076, i32 %1087, i32 %1088) #6
  %1089 = or disjoint i32 %1005, 16
  %1090 = or disjoint i32 %1053, %1089
  %1091 = add i32 %1010, %1090
  %1092 = sext i32 %1091 to i64
  %1093 = getelementptr float, ptr addrspace(1) %2, i64 %1092
  %1094 = icmp slt i32 %1090, %4
  %1095 = and i1 %1016, %1094
  %1096 = or disjoint i32 %1060, %1089
  %1097 = icmp slt i32 %1096, %4
  %1098 = ptrtoint ptr addrspace(1) %1093 to i64
  %1099 = and i64 %1098, 7
  %1100 = icmp eq i64 %1099, 0
  %1101 = and i1 %1095, %1100
  %1102 = and i1 %1097, %1101
  %1103 = xor i1 %1095, %1102
  %1104 = xor i1 %1016, %1101
  %1105 = and i1 %1097, %1104
  %1106 = zext i1 %1102 to i32
  %1107 = zext i1 %1103 to i32
  %1108 = zext i1 %1105 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1106, i32 %.lcssa173, i32 %.lcssa172, ptr addrspace(1) %1093, i32 %1107, i32 %1108) #6
  %1109 = add i32 %1035, %1090
  %1110 = sext i32 %1109 to i64
  %1111 = getelementptr float, ptr addrspace(1) %2, i64 %1110
  %1112 = and i1 %1039, %1094
  %1113 = ptrtoint ptr addrspace(1) %1111 to i64
  %1114 = and i64 %1113, 7
  %1115 = icmp eq i64 %1114, 0
  %1116 = and i1 %1112, %1115
  %1117 = and i1 %1097, %1116
  %1118 = xor i1 %1112, %1117
  %1119 = xor i1 %1039, %1116
  %1120 = and i1 %1097, %1119
  %1121 = zext i1 %1117 to i32
  %1122 = zext i1 %1118 to i32
  %1123 = zext i1 %1120 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1121, i32 %.lcssa171, i32 %.lcssa170, ptr addrspace(1) %1111, i32 %1122, i32 %1123) #6
  %1124 = or disjoint i32 %1005, 24
  %1125 = or disjoint i32 %1053, %1124
  %1126 = add i32 %1010, %1125
  %1127 = sext i32 %1126 to i64
  %1128 = getelementptr float, ptr addrspace(1) %2, i64 %1127
  %1129 = icmp slt i32 %1125, %4
  %1130 = and i1 %1016, %1129
  %1131 = or disjoint i32 %1060, %1124
  %1132 = icmp slt i32 %1131, %4
  %1133 = ptrtoint ptr addrspace(1) %1128 to i64
  %1134 = and i64 %1133, 7
  %1135 = icmp eq i64 %1134, 0
  %1136 = and i1 %1130, %1135
  %1137 = and i1 %1132, %1136
  %1138 = xor i1 %1130, %1137
  %1139 = xor i1 %1016, %1136
  %1140 = and i1 %1132, %1139
  %1141 = zext i1 %1137 to i32
  %1142 = zext i1 %1138 to i32
  %1143 = zext i1 %1140 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1141, i32 %.lcssa169, i32 %.lcssa168, ptr addrspace(1) %1128, i32 %1142, i32 %1143) #6
  %1144 = add i32 %1035, %1125
  %1145 = sext i32 %1144 to i64
  %1146 = getelementptr float, ptr addrspace(1) %2, i64 %1145
  %1147 = and i1 %1039, %1129
  %1148 = ptrtoint ptr addrspace(1) %1146 to i64
  %1149 = and i64 %1148, 7
  %1150 = icmp eq i64 %1149, 0
  %1151 = and i1 %1147, %1150
  %1152 = and i1 %1132, %1151
  %1153 = xor i1 %1147, %1152
  %1154 = xor i1 %1039, %1151
  %1155 = and i1 %1132, %1154
  %1156 = zext i1 %1152 to i32
  %1157 = zext i1 %1153 to i32
  %1158 = zext i1 %1155 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1156, i32 %.lcssa167, i32 %.lcssa166, ptr addrspace(1) %1146, i32 %1157, i32 %1158) #6
  %1159 = or disjoint i32 %1004, 16
  %1160 = or disjoint i32 %1003, %11
  %1161 = or disjoint i32 %1160, %1159
  %1162 = mul i32 %4, %1161
  %1163 = add i32 %1162, %1012
  %1164 = sext i32 %1163 to i64
  %1165 = getelementptr float, ptr addrspace(1) %2, i64 %1164
  %1166 = icmp slt i32 %1161, %3
  %1167 = and i1 %1166, %1017
  %1168 = ptrtoint ptr addrspace(1) %1165 to i64
  %1169 = and i64 %1168, 7
  %1170 = icmp eq i64 %1169, 0
  %1171 = and i1 %1167, %1170
  %1172 = and i1 %1021, %1171
  %1173 = xor i1 %1167, %1172
  %1174 = xor i1 %1166, %1171
  %1175 = and i1 %1021, %1174
  %1176 = zext i1 %1172 to i32
  %1177 = zext i1 %1173 to i32
  %1178 = zext i1 %1175 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1176, i32 %.lcssa165, i32 %.lcssa164, ptr addrspace(1) %1165, i32 %1177, i32 %1178) #6
  %1179 = or disjoint i32 %1033, %11
  %1180 = or disjoint i32 %1179, %1159
  %1181 = mul i32 %4, %1180
  %1182 = add i32 %1181, %1012
  %1183 = sext i32 %1182 to i64
  %1184 = getelementptr float, ptr addrspace(1) %2, i64 %1183
  %1185 = icmp slt i32 %1180, %3
  %1186 = and i1 %1185, %1017
  %1187 = ptrtoint ptr addrspace(1) %1184 to i64
  %1188 = and i64 %1187, 7
  %1189 = icmp eq i64 %1188, 0
  %1190 = and i1 %1186, %1189
  %1191 = and i1 %1021, %1190
  %1192 = xor i1 %1186, %1191
  %1193 = xor i1 %1185, %1190
  %1194 = and i1 %1021, %1193
  %1195 = zext i1 %1191 to i32
  %1196 = zext i1 %1192 to i32
  %1197 = zext i1 %1194 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1195, i32 %.lcssa163, i32 %.lcssa162, ptr addrspace(1) %1184, i32 %1196, i32 %1197) #6
  %1198 = add i32 %1162, %1054
  %1199 = sext i32 %1198 to i64
  %1200 = getelementptr float, ptr addrspace(1) %2, i64 %1199
  %1201 = and i1 %1166, %1058
  %1202 = ptrtoint ptr addrspace(1) %1200 to i64
  %1203 = and i64 %1202, 7
  %1204 = icmp eq i64 %1203, 0
  %1205 = and i1 %1201, %1204
  %1206 = and i1 %1062, %1205
  %1207 = xor i1 %1201, %1206
  %1208 = xor i1 %1166, %1205
  %1209 = and i1 %1062, %1208
  %1210 = zext i1 %1206 to i32
  %1211 = zext i1 %1207 to i32
  %1212 = zext i1 %1209 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1210, i32 %.lcssa161, i32 %.lcssa160, ptr addrspace(1) %1200, i32 %1211, i32 %1212) #6
  %1213 = add i32 %1181, %1054
  %1214 = sext i32 %1213 to i64
  %1215 = getelementptr float, ptr addrspace(1) %2, i64 %1214
  %1216 = and i1 %1185, %1058
  %1217 = ptrtoint ptr addrspace(1) %1215 to i64
  %1218 = and i64 %1217, 7
  %1219 = icmp eq i64 %1218, 0
  %1220 = and i1 %1216, %1219
  %1221 = and i1 %1062, %1220
  %1222 = xor i1 %1216, %1221
  %1223 = xor i1 %1185, %1220
  %1224 = and i1 %1062, %1223
  %1225 = zext i1 %1221 to i32
  %1226 = zext i1 %1222 to i32
  %1227 = zext i1 %1224 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1225, i32 %.lcssa159, i32 %.lcssa158, ptr addrspace(1) %1215, i32 %1226, i32 %1227) #6
  %1228 = add i32 %1162, %1090
  %1229 = sext i32 %1228 to i64
  %1230 = getelementptr float, ptr addrspace(1) %2, i64 %1229
  %1231 = and i1 %1166, %1094
  %1232 = ptrtoint ptr addrspace(1) %1230 to i64
  %1233 = and i64 %1232, 7
  %1234 = icmp eq i64 %1233, 0
  %1235 = and i1 %1231, %1234
  %1236 = and i1 %1097, %1235
  %1237 = xor i1 %1231, %1236
  %1238 = xor i1 %1166, %1235
  %1239 = and i1 %1097, %1238
  %1240 = zext i1 %1236 to i32
  %1241 = zext i1 %1237 to i32
  %1242 = zext i1 %1239 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1240, i32 %.lcssa157, i32 %.lcssa156, ptr addrspace(1) %1230, i32 %1241, i32 %1242) #6
  %1243 = add i32 %1181, %1090
  %1244 = sext i32 %1243 to i64
  %1245 = getelementptr float, ptr addrspace(1) %2, i64 %1244
  %1246 = and i1 %1185, %1094
  %1247 = ptrtoint ptr addrspace(1) %1245 to i64
  %1248 = and i64 %1247, 7
  %1249 = icmp eq i64 %1248, 0
  %1250 = and i1 %1246, %1249
  %1251 = and i1 %1097, %1250
  %1252 = xor i1 %1246, %1251
  %1253 = xor i1 %1185, %1250
  %1254 = and i1 %1097, %1253
  %1255 = zext i1 %1251 to i32
  %1256 = zext i1 %1252 to i32
  %1257 = zext i1 %1254 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1255, i32 %.lcssa155, i32 %.lcssa154, ptr addrspace(1) %1245, i32 %1256, i32 %1257) #6
  %1258 = add i32 %1162, %1125
  %1259 = sext i32 %1258 to i64
  %1260 = getelementptr float, ptr addrspace(1) %2, i64 %1259
  %1261 = and i1 %1166, %1129
  %1262 = ptrtoint ptr addrspace(1) %1260 to i64
  %1263 = and i64 %1262, 7
  %1264 = icmp eq i64 %1263, 0
  %1265 = and i1 %1261, %1264
  %1266 = and i1 %1132, %1265
  %1267 = xor i1 %1261, %1266
  %1268 = xor i1 %1166, %1265
  %1269 = and i1 %1132, %1268
  %1270 = zext i1 %1266 to i32
  %1271 = zext i1 %1267 to i32
  %1272 = zext i1 %1269 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1270, i32 %.lcssa153, i32 %.lcssa152, ptr addrspace(1) %1260, i32 %1271, i32 %1272) #6
  %1273 = add i32 %1181, %1125
  %1274 = sext i32 %1273 to i64
  %1275 = getelementptr float, ptr addrspace(1) %2, i64 %1274
  %1276 = and i1 %1185, %1129
  %1277 = ptrtoint ptr addrspace(1) %1275 to i64
  %1278 = and i64 %1277, 7
  %1279 = icmp eq i64 %1278, 0
  %1280 = and i1 %1276, %1279
  %1281 = and i1 %1132, %1280
  %1282 = xor i1 %1276, %1281
  %1283 = xor i1 %1185, %1280
  %1284 = and i1 %1132, %1283
  %1285 = zext i1 %1281 to i32
  %1286 = zext i1 %1282 to i32
  %1287 = zext i1 %1284 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1285, i32 %.lcssa151, i32 %.lcssa150, ptr addrspace(1) %1275, i32 %1286, i32 %1287) #6
  %1288 = or disjoint i32 %1004, 32
  %1289 = or disjoint i32 %1160, %1288
  %1290 = mul i32 %4, %1289
  %1291 = add i32 %1290, %1012
  %1292 = sext i32 %1291 to i64
  %1293 = getelementptr float, ptr addrspace(1) %2, i64 %1292
  %1294 = icmp slt i32 %1289, %3
  %1295 = and i1 %1294, %1017
  %1296 = ptrtoint ptr addrspace(1) %1293 to i64
  %1297 = and i64 %1296, 7
  %1298 = icmp eq i64 %1297, 0
  %1299 = and i1 %1295, %1298
  %1300 = and i1 %1021, %1299
  %1301 = xor i1 %1295, %1300
  %1302 = xor i1 %1294, %1299
  %1303 = and i1 %1021, %1302
  %1304 = zext i1 %1300 to i32
  %1305 = zext i1 %1301 to i32
  %1306 = zext i1 %1303 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1304, i32 %.lcssa149, i32 %.lcssa148, ptr addrspace(1) %1293, i32 %1305, i32 %1306) #6
  %1307 = or disjoint i32 %1179, %1288
  %1308 = mul i32 %4, %1307
  %1309 = add i32 %1308, %1012
  %1310 = sext i32 %1309 to i64
  %1311 = getelementptr float, ptr addrspace(1) %2, i64 %1310
  %1312 = icmp slt i32 %1307, %3
  %1313 = and i1 %1312, %1017
  %1314 = ptrtoint ptr addrspace(1) %1311 to i64
  %1315 = and i64 %1314, 7
  %1316 = icmp eq i64 %1315, 0
  %1317 = and i1 %1313, %1316
  %1318 = and i1 %1021, %1317
  %1319 = xor i1 %1313, %1318
  %1320 = xor i1 %1312, %1317
  %1321 = and i1 %1021, %1320
  %1322 = zext i1 %1318 to i32
  %1323 = zext i1 %1319 to i32
  %1324 = zext i1 %1321 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1322, i32 %.lcssa147, i32 %.lcssa146, ptr addrspace(1) %1311, i32 %1323, i32 %1324) #6
  %1325 = add i32 %1290, %1054
  %1326 = sext i32 %1325 to i64
  %1327 = getelementptr float, ptr addrspace(1) %2, i64 %1326
  %1328 = and i1 %1294, %1058
  %1329 = ptrtoint ptr addrspace(1) %1327 to i64
  %1330 = and i64 %1329, 7
  %1331 = icmp eq i64 %1330, 0
  %1332 = and i1 %1328, %1331
  %1333 = and i1 %1062, %1332
  %1334 = xor i1 %1328, %1333
  %1335 = xor i1 %1294, %1332
  %1336 = and i1 %1062, %1335
  %1337 = zext i1 %1333 to i32
  %1338 = zext i1 %1334 to i32
  %1339 = zext i1 %1336 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1337, i32 %.lcssa145, i32 %.lcssa144, ptr addrspace(1) %1327, i32 %1338, i32 %1339) #6
  %1340 = add i32 %1308, %1054
  %1341 = sext i32 %1340 to i64
  %1342 = getelementptr float, ptr addrspace(1) %2, i64 %1341
  %1343 = and i1 %1312, %1058
  %1344 = ptrtoint ptr addrspace(1) %1342 to i64
  %1345 = and i64 %1344, 7
  %1346 = icmp eq i64 %1345, 0
  %1347 = and i1 %1343, %1346
  %1348 = and i1 %1062, %1347
  %1349 = xor i1 %1343, %1348
  %1350 = xor i1 %1312, %1347
  %1351 = and i1 %1062, %1350
  %1352 = zext i1 %1348 to i32
  %1353 = zext i1 %1349 to i32
  %1354 = zext i1 %1351 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1352, i32 %.lcssa143, i32 %.lcssa142, ptr addrspace(1) %1342, i32 %1353, i32 %1354) #6
  %1355 = add i32 %1290, %1090
  %1356 = sext i32 %1355 to i64
  %1357 = getelementptr float, ptr addrspace(1) %2, i64 %1356
  %1358 = and i1 %1294, %1094
  %1359 = ptrtoint ptr addrspace(1) %1357 to i64
  %1360 = and i64 %1359, 7
  %1361 = icmp eq i64 %1360, 0
  %1362 = and i1 %1358, %1361
  %1363 = and i1 %1097, %1362
  %1364 = xor i1 %1358, %1363
  %1365 = xor i1 %1294, %1362
  %1366 = and i1 %1097, %1365
  %1367 = zext i1 %1363 to i32
  %1368 = zext i1 %1364 to i32
  %1369 = zext i1 %1366 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1367, i32 %.lcssa141, i32 %.lcssa140, ptr addrspace(1) %1357, i32 %1368, i32 %1369) #6
  %1370 = add i32 %1308, %1090
  %1371 = sext i32 %1370 to i64
  %1372 = getelementptr float, ptr addrspace(1) %2, i64 %1371
  %1373 = and i1 %1312, %1094
  %1374 = ptrtoint ptr addrspace(1) %1372 to i64
  %1375 = and i64 %1374, 7
  %1376 = icmp eq i64 %1375, 0
  %1377 = and i1 %1373, %1376
  %1378 = and i1 %1097, %1377
  %1379 = xor i1 %1373, %1378
  %1380 = xor i1 %1312, %1377
  %1381 = and i1 %1097, %1380
  %1382 = zext i1 %1378 to i32
  %1383 = zext i1 %1379 to i32
  %1384 = zext i1 %1381 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1382, i32 %.lcssa139, i32 %.lcssa138, ptr addrspace(1) %1372, i32 %1383, i32 %1384) #6
  %1385 = add i32 %1290, %1125
  %1386 = sext i32 %1385 to i64
  %1387 = getelementptr float, ptr addrspace(1) %2, i64 %1386
  %1388 = and i1 %1294, %1129
  %1389 = ptrtoint ptr addrspace(1) %1387 to i64
  %1390 = and i64 %1389, 7
  %1391 = icmp eq i64 %1390, 0
  %1392 = and i1 %1388, %1391
  %1393 = and i1 %1132, %1392
  %1394 = xor i1 %1388, %1393
  %1395 = xor i1 %1294, %1392
  %1396 = and i1 %1132, %1395
  %1397 = zext i1 %1393 to i32
  %1398 = zext i1 %1394 to i32
  %1399 = zext i1 %1396 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1397, i32 %.lcssa137, i32 %.lcssa136, ptr addrspace(1) %1387, i32 %1398, i32 %1399) #6
  %1400 = add i32 %1308, %1125
  %1401 = sext i32 %1400 to i64
  %1402 = getelementptr float, ptr addrspace(1) %2, i64 %1401
  %1403 = and i1 %1312, %1129
  %1404 = ptrtoint ptr addrspace(1) %1402 to i64
  %1405 = and i64 %1404, 7
  %1406 = icmp eq i64 %1405, 0
  %1407 = and i1 %1403, %1406
  %1408 = and i1 %1132, %1407
  %1409 = xor i1 %1403, %1408
  %1410 = xor i1 %1312, %1407
  %1411 = and i1 %1132, %1410
  %1412 = zext i1 %1408 to i32
  %1413 = zext i1 %1409 to i32
  %1414 = zext i1 %1411 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1412, i32 %.lcssa135, i32 %.lcssa134, ptr addrspace(1) %1402, i32 %1413, i32 %1414) #6
  %1415 = or disjoint i32 %1004, 48
  %1416 = or disjoint i32 %1160, %1415
  %1417 = mul i32 %4, %1416
  %1418 = add i32 %1417, %1012
  %1419 = sext i32 %1418 to i64
  %1420 = getelementptr float, ptr addrspace(1) %2, i64 %1419
  %1421 = icmp slt i32 %1416, %3
  %1422 = and i1 %1421, %1017
  %1423 = ptrtoint ptr addrspace(1) %1420 to i64
  %1424 = and i64 %1423, 7
  %1425 = icmp eq i64 %1424, 0
  %1426 = and i1 %1422, %1425
  %1427 = and i1 %1021, %1426
  %1428 = xor i1 %1422, %1427
  %1429 = xor i1 %1421, %1426
  %1430 = and i1 %1021, %1429
  %1431 = zext i1 %1427 to i32
  %1432 = zext i1 %1428 to i32
  %1433 = zext i1 %1430 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1431, i32 %.lcssa133, i32 %.lcssa132, ptr addrspace(1) %1420, i32 %1432, i32 %1433) #6
  %1434 = or disjoint i32 %1179, %1415
  %1435 = mul i32 %4, %1434
  %1436 = add i32 %1435, %1012
  %1437 = sext i32 %1436 to i64
  %1438 = getelementptr float, ptr addrspace(1) %2, i64 %1437
  %1439 = icmp slt i32 %1434, %3
  %1440 = and i1 %1439, %1017
  %1441 = ptrtoint ptr addrspace(1) %1438 to i64
  %1442 = and i64 %1441, 7
  %1443 = icmp eq i64 %1442, 0
  %1444 = and i1 %1440, %1443
  %1445 = and i1 %1021, %1444
  %1446 = xor i1 %1440, %1445
  %1447 = xor i1 %1439, %1444
  %1448 = and i1 %1021, %1447
  %1449 = zext i1 %1445 to i32
  %1450 = zext i1 %1446 to i32
  %1451 = zext i1 %1448 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1449, i32 %.lcssa131, i32 %.lcssa130, ptr addrspace(1) %1438, i32 %1450, i32 %1451) #6
  %1452 = add i32 %1417, %1054
  %1453 = sext i32 %1452 to i64
  %1454 = getelementptr float, ptr addrspace(1) %2, i64 %1453
  %1455 = and i1 %1421, %1058
  %1456 = ptrtoint ptr addrspace(1) %1454 to i64
  %1457 = and i64 %1456, 7
  %1458 = icmp eq i64 %1457, 0
  %1459 = and i1 %1455, %1458
  %1460 = and i1 %1062, %1459
  %1461 = xor i1 %1455, %1460
  %1462 = xor i1 %1421, %1459
  %1463 = and i1 %1062, %1462
  %1464 = zext i1 %1460 to i32
  %1465 = zext i1 %1461 to i32
  %1466 = zext i1 %1463 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1464, i32 %.lcssa129, i32 %.lcssa128, ptr addrspace(1) %1454, i32 %1465, i32 %1466) #6
  %1467 = add i32 %1435, %1054
  %1468 = sext i32 %1467 to i64
  %1469 = getelementptr float, ptr addrspace(1) %2, i64 %1468
  %1470 = and i1 %1439, %1058
  %1471 = ptrtoint ptr addrspace(1) %1469 to i64
  %1472 = and i64 %1471, 7
  %1473 = icmp eq i64 %1472, 0
  %1474 = and i1 %1470, %1473
  %1475 = and i1 %1062, %1474
  %1476 = xor i1 %1470, %1475
  %1477 = xor i1 %1439, %1474
  %1478 = and i1 %1062, %1477
  %1479 = zext i1 %1475 to i32
  %1480 = zext i1 %1476 to i32
  %1481 = zext i1 %1478 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1479, i32 %.lcssa127, i32 %.lcssa126, ptr addrspace(1) %1469, i32 %1480, i32 %1481) #6
  %1482 = add i32 %1417, %1090
  %1483 = sext i32 %1482 to i64
  %1484 = getelementptr float, ptr addrspace(1) %2, i64 %1483
  %1485 = and i1 %1421, %1094
  %1486 = ptrtoint ptr addrspace(1) %1484 to i64
  %1487 = and i64 %1486, 7
  %1488 = icmp eq i64 %1487, 0
  %1489 = and i1 %1485, %1488
  %1490 = and i1 %1097, %1489
  %1491 = xor i1 %1485, %1490
  %1492 = xor i1 %1421, %1489
  %1493 = and i1 %1097, %1492
  %1494 = zext i1 %1490 to i32
  %1495 = zext i1 %1491 to i32
  %1496 = zext i1 %1493 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1494, i32 %.lcssa125, i32 %.lcssa124, ptr addrspace(1) %1484, i32 %1495, i32 %1496) #6
  %1497 = add i32 %1435, %1090
  %1498 = sext i32 %1497 to i64
  %1499 = getelementptr float, ptr addrspace(1) %2, i64 %1498
  %1500 = and i1 %1439, %1094
  %1501 = ptrtoint ptr addrspace(1) %1499 to i64
  %1502 = and i64 %1501, 7
  %1503 = icmp eq i64 %1502, 0
  %1504 = and i1 %1500, %1503
  %1505 = and i1 %1097, %1504
  %1506 = xor i1 %1500, %1505
  %1507 = xor i1 %1439, %1504
  %1508 = and i1 %1097, %1507
  %1509 = zext i1 %1505 to i32
  %1510 = zext i1 %1506 to i32
  %1511 = zext i1 %1508 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1509, i32 %.lcssa123, i32 %.lcssa122, ptr addrspace(1) %1499, i32 %1510, i32 %1511) #6
  %1512 = add i32 %1417, %1125
  %1513 = sext i32 %1512 to i64
  %1514 = getelementptr float, ptr addrspace(1) %2, i64 %1513
  %1515 = and i1 %1421, %1129
  %1516 = ptrtoint ptr addrspace(1) %1514 to i64
  %1517 = and i64 %1516, 7
  %1518 = icmp eq i64 %1517, 0
  %1519 = and i1 %1515, %1518
  %1520 = and i1 %1132, %1519
  %1521 = xor i1 %1515, %1520
  %1522 = xor i1 %1421, %1519
  %1523 = and i1 %1132, %1522
  %1524 = zext i1 %1520 to i32
  %1525 = zext i1 %1521 to i32
  %1526 = zext i1 %1523 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1524, i32 %.lcssa121, i32 %.lcssa120, ptr addrspace(1) %1514, i32 %1525, i32 %1526) #6
  %1527 = add i32 %1435, %1125
  %1528 = sext i32 %1527 to i64
  %1529 = getelementptr float, ptr addrspace(1) %2, i64 %1528
  %1530 = and i1 %1439, %1129
  %1531 = ptrtoint ptr addrspace(1) %1529 to i64
  %1532 = and i64 %1531, 7
  %1533 = icmp eq i64 %1532, 0
  %1534 = and i1 %1530, %1533
  %1535 = and i1 %1132, %1534
  %1536 = xor i1 %1530, %1535
  %1537 = xor i1 %1439, %1534
  %1538 = and i1 %1132, %1537
  %1539 = zext i1 %1535 to i32
  %1540 = zext i1 %1536 to i32
  %1541 = zext i1 %1538 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1539, i32 %.lcssa119, i32 %.lcssa118, ptr addrspace(1) %1529, i32 %1540, i32 %1541) #6
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

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #4

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #5

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
