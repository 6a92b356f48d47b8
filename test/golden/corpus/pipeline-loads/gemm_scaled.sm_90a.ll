; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_scaled_smem = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 16
@gemm_scaled_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_scaled(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, i32 %4, i32 %5, i32 %6) local_unnamed_addr #0 {
  %8 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nuw nsw i32 %8, 2
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = shl nuw nsw i32 %11, 6
  %13 = shl i32 %10, 6
  %14 = and i32 %8, 63
  %15 = or disjoint i32 %13, %14
  %16 = icmp slt i32 %15, %5
  %17 = icmp sgt i32 %6, 0
  %18 = and i32 %9, 28
  %19 = lshr i32 %8, 3
  %20 = or disjoint i32 %12, %19
  %21 = mul i32 %6, %20
  %22 = add i32 %21, %18
  %23 = sext i32 %22 to i64
  %24 = getelementptr bfloat, ptr addrspace(1) %0, i64 %23
  %25 = ptrtoint ptr addrspace(1) %24 to i64
  %26 = and i64 %25, 7
  %27 = icmp eq i64 %26, 0
  %28 = icmp slt i32 %20, %4
  %29 = select i1 %28, i32 4, i32 0
  %30 = sext i32 %6 to i64
  %31 = select i1 %17, i32 4, i32 0
  %32 = shl nuw nsw i32 %8, 3
  %33 = shl nuw nsw i32 %19, 6
  %.mask26 = xor i32 %32, %8
  %34 = and i32 %.mask26, 48
  %35 = or disjoint i32 %34, %33
  %36 = and i32 %32, 8
  %37 = or disjoint i32 %35, %36
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %38
  br i1 %27, label %40, label %.preheader74.preheader

.preheader74.preheader:                           ; preds = %7
  %invariant.op = and i1 %28, %17
  br label %.preheader74

40:                                               ; preds = %7
  %41 = zext nneg i32 %18 to i64
  %42 = sub nsw i64 %30, %41
  %43 = tail call i64 @llvm.smax.i64(i64 %42, i64 0)
  %44 = tail call i64 @llvm.umin.i64(i64 %43, i64 4)
  %45 = trunc nuw nsw i64 %44 to i32
  %46 = tail call i32 @llvm.umin.i32(i32 %29, i32 %45)
  %47 = tail call i32 @llvm.umin.i32(i32 %46, i32 %31)
  %48 = icmp eq i32 %47, 0
  %49 = select i1 %48, ptr addrspace(1) %0, ptr addrspace(1) %24
  %50 = shl nuw nsw i32 %47, 1
  %51 = ptrtoint ptr addrspace(3) %39 to i64
  %52 = trunc i64 %51 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %52, ptr addrspace(1) %49, i32 %50) #5
  br label %.loopexit75

.preheader74:                                     ; preds = %.preheader74.preheader, %.preheader74
  %53 = phi i64 [ %63, %.preheader74 ], [ 0, %.preheader74.preheader ]
  %54 = trunc nuw nsw i64 %53 to i32
  %55 = or disjoint i32 %18, %54
  %56 = add i32 %55, %21
  %57 = sext i32 %56 to i64
  %58 = getelementptr bfloat, ptr addrspace(1) %0, i64 %57
  %59 = icmp slt i32 %55, %6
  %.reass.reass.reass = and i1 %59, %invariant.op
  %60 = zext i1 %.reass.reass.reass to i32
  %61 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %58, i32 %60, i16 0) #5
  %62 = getelementptr bfloat, ptr addrspace(3) %39, i64 %53
  store i16 %61, ptr addrspace(3) %62, align 2
  %63 = add nuw nsw i64 %53, 1
  %exitcond.not = icmp eq i64 %63, 4
  br i1 %exitcond.not, label %.loopexit75, label %.preheader74

.loopexit75:                                      ; preds = %.preheader74, %40
  %64 = or disjoint i32 %9, 512
  %65 = lshr i32 %64, 5
  %66 = or disjoint i32 %65, %12
  %67 = mul i32 %6, %66
  %68 = add i32 %67, %18
  %69 = sext i32 %68 to i64
  %70 = getelementptr bfloat, ptr addrspace(1) %0, i64 %69
  %71 = ptrtoint ptr addrspace(1) %70 to i64
  %72 = and i64 %71, 7
  %73 = icmp eq i64 %72, 0
  %74 = icmp slt i32 %66, %4
  %75 = select i1 %74, i32 4, i32 0
  %76 = shl nuw nsw i32 %65, 6
  %77 = or disjoint i32 %76, %34
  %78 = or disjoint i32 %77, %36
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %79
  br i1 %73, label %81, label %.preheader72.preheader

.preheader72.preheader:                           ; preds = %.loopexit75
  %invariant.op422 = and i1 %74, %17
  br label %.preheader72

81:                                               ; preds = %.loopexit75
  %82 = zext nneg i32 %18 to i64
  %83 = sub nsw i64 %30, %82
  %84 = tail call i64 @llvm.smax.i64(i64 %83, i64 0)
  %85 = tail call i64 @llvm.umin.i64(i64 %84, i64 4)
  %86 = trunc nuw nsw i64 %85 to i32
  %87 = tail call i32 @llvm.umin.i32(i32 %75, i32 %86)
  %88 = tail call i32 @llvm.umin.i32(i32 %87, i32 %31)
  %89 = icmp eq i32 %88, 0
  %90 = select i1 %89, ptr addrspace(1) %0, ptr addrspace(1) %70
  %91 = shl nuw nsw i32 %88, 1
  %92 = ptrtoint ptr addrspace(3) %80 to i64
  %93 = trunc i64 %92 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %93, ptr addrspace(1) %90, i32 %91) #5
  br label %.loopexit73

.preheader72:                                     ; preds = %.preheader72.preheader, %.preheader72
  %94 = phi i64 [ %104, %.preheader72 ], [ 0, %.preheader72.preheader ]
  %95 = trunc nuw nsw i64 %94 to i32
  %96 = or disjoint i32 %18, %95
  %97 = add i32 %96, %67
  %98 = sext i32 %97 to i64
  %99 = getelementptr bfloat, ptr addrspace(1) %0, i64 %98
  %100 = icmp slt i32 %96, %6
  %.reass108.reass.reass = and i1 %100, %invariant.op422
  %101 = zext i1 %.reass108.reass.reass to i32
  %102 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %99, i32 %101, i16 0) #5
  %103 = getelementptr bfloat, ptr addrspace(3) %80, i64 %94
  store i16 %102, ptr addrspace(3) %103, align 2
  %104 = add nuw nsw i64 %94, 1
  %exitcond210.not = icmp eq i64 %104, 4
  br i1 %exitcond210.not, label %.loopexit73, label %.preheader72

.loopexit73:                                      ; preds = %.preheader72, %81
  %105 = or disjoint i32 %9, 1024
  %106 = lshr i32 %105, 5
  %107 = or disjoint i32 %106, %12
  %108 = mul i32 %6, %107
  %109 = add i32 %108, %18
  %110 = sext i32 %109 to i64
  %111 = getelementptr bfloat, ptr addrspace(1) %0, i64 %110
  %112 = ptrtoint ptr addrspace(1) %111 to i64
  %113 = and i64 %112, 7
  %114 = icmp eq i64 %113, 0
  %115 = icmp slt i32 %107, %4
  %116 = select i1 %115, i32 4, i32 0
  %117 = shl nuw nsw i32 %106, 6
  %118 = or disjoint i32 %117, %34
  %119 = or disjoint i32 %118, %36
  %120 = zext nneg i32 %119 to i64
  %121 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %120
  br i1 %114, label %122, label %.preheader70.preheader

.preheader70.preheader:                           ; preds = %.loopexit73
  %invariant.op423 = and i1 %115, %17
  br label %.preheader70

122:                                              ; preds = %.loopexit73
  %123 = zext nneg i32 %18 to i64
  %124 = sub nsw i64 %30, %123
  %125 = tail call i64 @llvm.smax.i64(i64 %124, i64 0)
  %126 = tail call i64 @llvm.umin.i64(i64 %125, i64 4)
  %127 = trunc nuw nsw i64 %126 to i32
  %128 = tail call i32 @llvm.umin.i32(i32 %116, i32 %127)
  %129 = tail call i32 @llvm.umin.i32(i32 %128, i32 %31)
  %130 = icmp eq i32 %129, 0
  %131 = select i1 %130, ptr addrspace(1) %0, ptr addrspace(1) %111
  %132 = shl nuw nsw i32 %129, 1
  %133 = ptrtoint ptr addrspace(3) %121 to i64
  %134 = trunc i64 %133 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %134, ptr addrspace(1) %131, i32 %132) #5
  br label %.loopexit71

.preheader70:                                     ; preds = %.preheader70.preheader, %.preheader70
  %135 = phi i64 [ %145, %.preheader70 ], [ 0, %.preheader70.preheader ]
  %136 = trunc nuw nsw i64 %135 to i32
  %137 = or disjoint i32 %18, %136
  %138 = add i32 %137, %108
  %139 = sext i32 %138 to i64
  %140 = getelementptr bfloat, ptr addrspace(1) %0, i64 %139
  %141 = icmp slt i32 %137, %6
  %.reass110.reass.reass = and i1 %141, %invariant.op423
  %142 = zext i1 %.reass110.reass.reass to i32
  %143 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %140, i32 %142, i16 0) #5
  %144 = getelementptr bfloat, ptr addrspace(3) %121, i64 %135
  store i16 %143, ptr addrspace(3) %144, align 2
  %145 = add nuw nsw i64 %135, 1
  %exitcond211.not = icmp eq i64 %145, 4
  br i1 %exitcond211.not, label %.loopexit71, label %.preheader70

.loopexit71:                                      ; preds = %.preheader70, %122
  %146 = or disjoint i32 %9, 1536
  %147 = lshr i32 %146, 5
  %148 = or disjoint i32 %147, %12
  %149 = mul i32 %6, %148
  %150 = add i32 %149, %18
  %151 = sext i32 %150 to i64
  %152 = getelementptr bfloat, ptr addrspace(1) %0, i64 %151
  %153 = ptrtoint ptr addrspace(1) %152 to i64
  %154 = and i64 %153, 7
  %155 = icmp eq i64 %154, 0
  %156 = icmp slt i32 %148, %4
  %157 = select i1 %156, i32 4, i32 0
  %158 = shl nuw nsw i32 %147, 6
  %159 = or disjoint i32 %158, %34
  %160 = or disjoint i32 %159, %36
  %161 = zext nneg i32 %160 to i64
  %162 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %161
  br i1 %155, label %163, label %.preheader68.preheader

.preheader68.preheader:                           ; preds = %.loopexit71
  %invariant.op424 = and i1 %156, %17
  br label %.preheader68

163:                                              ; preds = %.loopexit71
  %164 = zext nneg i32 %18 to i64
  %165 = sub nsw i64 %30, %164
  %166 = tail call i64 @llvm.smax.i64(i64 %165, i64 0)
  %167 = tail call i64 @llvm.umin.i64(i64 %166, i64 4)
  %168 = trunc nuw nsw i64 %167 to i32
  %169 = tail call i32 @llvm.umin.i32(i32 %157, i32 %168)
  %170 = tail call i32 @llvm.umin.i32(i32 %169, i32 %31)
  %171 = icmp eq i32 %170, 0
  %172 = select i1 %171, ptr addrspace(1) %0, ptr addrspace(1) %152
  %173 = shl nuw nsw i32 %170, 1
  %174 = ptrtoint ptr addrspace(3) %162 to i64
  %175 = trunc i64 %174 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %175, ptr addrspace(1) %172, i32 %173) #5
  br label %.loopexit69

.preheader68:                                     ; preds = %.preheader68.preheader, %.preheader68
  %176 = phi i64 [ %186, %.preheader68 ], [ 0, %.preheader68.preheader ]
  %177 = trunc nuw nsw i64 %176 to i32
  %178 = or disjoint i32 %18, %177
  %179 = add i32 %178, %149
  %180 = sext i32 %179 to i64
  %181 = getelementptr bfloat, ptr addrspace(1) %0, i64 %180
  %182 = icmp slt i32 %178, %6
  %.reass112.reass.reass = and i1 %182, %invariant.op424
  %183 = zext i1 %.reass112.reass.reass to i32
  %184 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %181, i32 %183, i16 0) #5
  %185 = getelementptr bfloat, ptr addrspace(3) %162, i64 %176
  store i16 %184, ptr addrspace(3) %185, align 2
  %186 = add nuw nsw i64 %176, 1
  %exitcond212.not = icmp eq i64 %186, 4
  br i1 %exitcond212.not, label %.loopexit69, label %.preheader68

.loopexit69:                                      ; preds = %.preheader68, %163
  %187 = and i32 %9, 60
  %188 = lshr i32 %8, 4
  %189 = mul i32 %5, %188
  %190 = or disjoint i32 %187, %13
  %191 = add i32 %189, %190
  %192 = sext i32 %191 to i64
  %193 = getelementptr bfloat, ptr addrspace(1) %1, i64 %192
  %194 = ptrtoint ptr addrspace(1) %193 to i64
  %195 = and i64 %194, 7
  %196 = icmp eq i64 %195, 0
  %197 = icmp slt i32 %188, %6
  %198 = sext i32 %5 to i64
  %199 = sext i32 %190 to i64
  %200 = sub nsw i64 %198, %199
  %201 = tail call i64 @llvm.smax.i64(i64 %200, i64 0)
  %202 = tail call i64 @llvm.umin.i64(i64 %201, i64 4)
  %203 = trunc nuw nsw i64 %202 to i32
  %204 = lshr i32 %187, 3
  %205 = xor i32 %204, %188
  %206 = shl nuw nsw i32 %188, 7
  %207 = shl nuw nsw i32 %205, 4
  %208 = or disjoint i32 %207, %206
  %209 = or disjoint i32 %208, %36
  %210 = zext nneg i32 %209 to i64
  %211 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %210
  br i1 %196, label %212, label %.preheader66.preheader

.preheader66.preheader:                           ; preds = %.loopexit69
  %invariant.op425 = or i32 %187, %13
  br label %.preheader66

212:                                              ; preds = %.loopexit69
  %213 = tail call i32 @llvm.umin.i32(i32 %203, i32 %31)
  %214 = select i1 %197, i32 %213, i32 0
  %215 = icmp eq i32 %214, 0
  %216 = select i1 %215, ptr addrspace(1) %1, ptr addrspace(1) %193
  %217 = shl nuw nsw i32 %214, 1
  %218 = ptrtoint ptr addrspace(3) %211 to i64
  %219 = trunc i64 %218 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %219, ptr addrspace(1) %216, i32 %217) #5
  br label %.loopexit67

.preheader66:                                     ; preds = %.preheader66.preheader, %.preheader66
  %220 = phi i64 [ %230, %.preheader66 ], [ 0, %.preheader66.preheader ]
  %221 = trunc nuw nsw i64 %220 to i32
  %.reass.reass = or i32 %221, %invariant.op425
  %222 = add i32 %.reass.reass, %189
  %223 = sext i32 %222 to i64
  %224 = getelementptr bfloat, ptr addrspace(1) %1, i64 %223
  %225 = icmp slt i32 %.reass.reass, %5
  %226 = and i1 %197, %225
  %227 = zext i1 %226 to i32
  %228 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %224, i32 %227, i16 0) #5
  %229 = getelementptr bfloat, ptr addrspace(3) %211, i64 %220
  store i16 %228, ptr addrspace(3) %229, align 2
  %230 = add nuw nsw i64 %220, 1
  %exitcond213.not = icmp eq i64 %230, 4
  br i1 %exitcond213.not, label %.loopexit67, label %.preheader66

.loopexit67:                                      ; preds = %.preheader66, %212
  %231 = lshr i32 %64, 6
  %232 = mul i32 %5, %231
  %233 = add i32 %232, %190
  %234 = sext i32 %233 to i64
  %235 = getelementptr bfloat, ptr addrspace(1) %1, i64 %234
  %236 = ptrtoint ptr addrspace(1) %235 to i64
  %237 = and i64 %236, 7
  %238 = icmp eq i64 %237, 0
  %239 = icmp slt i32 %231, %6
  %240 = and i32 %231, 7
  %241 = xor i32 %240, %204
  %242 = shl nuw nsw i32 %231, 7
  %243 = shl nuw nsw i32 %241, 4
  %244 = or disjoint i32 %243, %242
  %245 = or disjoint i32 %244, %36
  %246 = zext nneg i32 %245 to i64
  %247 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %246
  br i1 %238, label %248, label %.preheader64.preheader

.preheader64.preheader:                           ; preds = %.loopexit67
  %invariant.op426 = or i32 %187, %13
  br label %.preheader64

248:                                              ; preds = %.loopexit67
  %249 = tail call i32 @llvm.umin.i32(i32 %203, i32 %31)
  %250 = select i1 %239, i32 %249, i32 0
  %251 = icmp eq i32 %250, 0
  %252 = select i1 %251, ptr addrspace(1) %1, ptr addrspace(1) %235
  %253 = shl nuw nsw i32 %250, 1
  %254 = ptrtoint ptr addrspace(3) %247 to i64
  %255 = trunc i64 %254 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %255, ptr addrspace(1) %252, i32 %253) #5
  br label %.loopexit65

.preheader64:                                     ; preds = %.preheader64.preheader, %.preheader64
  %256 = phi i64 [ %266, %.preheader64 ], [ 0, %.preheader64.preheader ]
  %257 = trunc nuw nsw i64 %256 to i32
  %.reass273.reass = or i32 %257, %invariant.op426
  %258 = add i32 %.reass273.reass, %232
  %259 = sext i32 %258 to i64
  %260 = getelementptr bfloat, ptr addrspace(1) %1, i64 %259
  %261 = icmp slt i32 %.reass273.reass, %5
  %262 = and i1 %239, %261
  %263 = zext i1 %262 to i32
  %264 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %260, i32 %263, i16 0) #5
  %265 = getelementptr bfloat, ptr addrspace(3) %247, i64 %256
  store i16 %264, ptr addrspace(3) %265, align 2
  %266 = add nuw nsw i64 %256, 1
  %exitcond214.not = icmp eq i64 %266, 4
  br i1 %exitcond214.not, label %.loopexit65, label %.preheader64

.loopexit65:                                      ; preds = %.preheader64, %248
  %267 = lshr i32 %105, 6
  %268 = mul i32 %5, %267
  %269 = add i32 %268, %190
  %270 = sext i32 %269 to i64
  %271 = getelementptr bfloat, ptr addrspace(1) %1, i64 %270
  %272 = ptrtoint ptr addrspace(1) %271 to i64
  %273 = and i64 %272, 7
  %274 = icmp eq i64 %273, 0
  %275 = icmp slt i32 %267, %6
  %276 = and i32 %267, 7
  %277 = xor i32 %276, %204
  %278 = shl nuw nsw i32 %267, 7
  %279 = shl nuw nsw i32 %277, 4
  %280 = or disjoint i32 %279, %278
  %281 = or disjoint i32 %280, %36
  %282 = zext nneg i32 %281 to i64
  %283 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %282
  br i1 %274, label %284, label %.preheader62.preheader

.preheader62.preheader:                           ; preds = %.loopexit65
  %invariant.op427 = or i32 %187, %13
  br label %.preheader62

284:                                              ; preds = %.loopexit65
  %285 = tail call i32 @llvm.umin.i32(i32 %203, i32 %31)
  %286 = select i1 %275, i32 %285, i32 0
  %287 = icmp eq i32 %286, 0
  %288 = select i1 %287, ptr addrspace(1) %1, ptr addrspace(1) %271
  %289 = shl nuw nsw i32 %286, 1
  %290 = ptrtoint ptr addrspace(3) %283 to i64
  %291 = trunc i64 %290 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %291, ptr addrspace(1) %288, i32 %289) #5
  br label %.loopexit63

.preheader62:                                     ; preds = %.preheader62.preheader, %.preheader62
  %292 = phi i64 [ %302, %.preheader62 ], [ 0, %.preheader62.preheader ]
  %293 = trunc nuw nsw i64 %292 to i32
  %.reass275.reass = or i32 %293, %invariant.op427
  %294 = add i32 %.reass275.reass, %268
  %295 = sext i32 %294 to i64
  %296 = getelementptr bfloat, ptr addrspace(1) %1, i64 %295
  %297 = icmp slt i32 %.reass275.reass, %5
  %298 = and i1 %275, %297
  %299 = zext i1 %298 to i32
  %300 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %296, i32 %299, i16 0) #5
  %301 = getelementptr bfloat, ptr addrspace(3) %283, i64 %292
  store i16 %300, ptr addrspace(3) %301, align 2
  %302 = add nuw nsw i64 %292, 1
  %exitcond215.not = icmp eq i64 %302, 4
  br i1 %exitcond215.not, label %.loopexit63, label %.preheader62

.loopexit63:                                      ; preds = %.preheader62, %284
  %303 = lshr i32 %146, 6
  %304 = mul i32 %5, %303
  %305 = add i32 %304, %190
  %306 = sext i32 %305 to i64
  %307 = getelementptr bfloat, ptr addrspace(1) %1, i64 %306
  %308 = ptrtoint ptr addrspace(1) %307 to i64
  %309 = and i64 %308, 7
  %310 = icmp eq i64 %309, 0
  %311 = icmp slt i32 %303, %6
  %312 = and i32 %303, 7
  %313 = xor i32 %312, %204
  %314 = shl nuw nsw i32 %303, 7
  %315 = shl nuw nsw i32 %313, 4
  %316 = or disjoint i32 %315, %314
  %317 = or disjoint i32 %316, %36
  %318 = zext nneg i32 %317 to i64
  %319 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %318
  br i1 %310, label %320, label %.preheader60.preheader

.preheader60.preheader:                           ; preds = %.loopexit63
  %invariant.op428 = or i32 %187, %13
  br label %.preheader60

320:                                              ; preds = %.loopexit63
  %321 = tail call i32 @llvm.umin.i32(i32 %203, i32 %31)
  %322 = select i1 %311, i32 %321, i32 0
  %323 = icmp eq i32 %322, 0
  %324 = select i1 %323, ptr addrspace(1) %1, ptr addrspace(1) %307
  %325 = shl nuw nsw i32 %322, 1
  %326 = ptrtoint ptr addrspace(3) %319 to i64
  %327 = trunc i64 %326 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %327, ptr addrspace(1) %324, i32 %325) #5
  br label %.loopexit61

.preheader60:                                     ; preds = %.preheader60.preheader, %.preheader60
  %328 = phi i64 [ %338, %.preheader60 ], [ 0, %.preheader60.preheader ]
  %329 = trunc nuw nsw i64 %328 to i32
  %.reass277.reass = or i32 %329, %invariant.op428
  %330 = add i32 %.reass277.reass, %304
  %331 = sext i32 %330 to i64
  %332 = getelementptr bfloat, ptr addrspace(1) %1, i64 %331
  %333 = icmp slt i32 %.reass277.reass, %5
  %334 = and i1 %311, %333
  %335 = zext i1 %334 to i32
  %336 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %332, i32 %335, i16 0) #5
  %337 = getelementptr bfloat, ptr addrspace(3) %319, i64 %328
  store i16 %336, ptr addrspace(3) %337, align 2
  %338 = add nuw nsw i64 %328, 1
  %exitcond216.not = icmp eq i64 %338, 4
  br i1 %exitcond216.not, label %.loopexit61, label %.preheader60

.loopexit61:                                      ; preds = %.preheader60, %320
  %339 = and i1 %16, %17
  %340 = shl nuw nsw i32 %14, 2
  %341 = zext nneg i32 %340 to i64
  %342 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 24576), i64 %341
  %343 = sext i32 %15 to i64
  %344 = getelementptr float, ptr addrspace(1) %2, i64 %343
  %345 = select i1 %339, i32 4, i32 0
  %346 = ptrtoint ptr addrspace(3) %342 to i64
  %347 = trunc i64 %346 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %347, ptr addrspace(1) %344, i32 %345) #5
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %348 = icmp sgt i32 %6, 32
  %349 = or disjoint i32 %18, 32
  %350 = add i32 %21, %349
  %351 = sext i32 %350 to i64
  %352 = getelementptr bfloat, ptr addrspace(1) %0, i64 %351
  %353 = ptrtoint ptr addrspace(1) %352 to i64
  %354 = and i64 %353, 7
  %355 = icmp eq i64 %354, 0
  %356 = select i1 %348, i32 4, i32 0
  %357 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %38
  br i1 %355, label %358, label %.preheader58.preheader

.preheader58.preheader:                           ; preds = %.loopexit61
  %invariant.op429 = or disjoint i32 %18, 32
  %invariant.op430 = and i1 %28, %348
  br label %.preheader58

358:                                              ; preds = %.loopexit61
  %359 = zext nneg i32 %349 to i64
  %360 = sub nsw i64 %30, %359
  %361 = tail call i64 @llvm.smax.i64(i64 %360, i64 0)
  %362 = tail call i64 @llvm.umin.i64(i64 %361, i64 4)
  %363 = trunc nuw nsw i64 %362 to i32
  %364 = tail call i32 @llvm.umin.i32(i32 %29, i32 %363)
  %365 = tail call i32 @llvm.umin.i32(i32 %364, i32 %356)
  %366 = icmp eq i32 %365, 0
  %367 = select i1 %366, ptr addrspace(1) %0, ptr addrspace(1) %352
  %368 = shl nuw nsw i32 %365, 1
  %369 = ptrtoint ptr addrspace(3) %357 to i64
  %370 = trunc i64 %369 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %370, ptr addrspace(1) %367, i32 %368) #5
  br label %.loopexit59

.preheader58:                                     ; preds = %.preheader58.preheader, %.preheader58
  %371 = phi i64 [ %380, %.preheader58 ], [ 0, %.preheader58.preheader ]
  %372 = trunc nuw nsw i64 %371 to i32
  %.reass279.reass = or disjoint i32 %372, %invariant.op429
  %373 = add i32 %.reass279.reass, %21
  %374 = sext i32 %373 to i64
  %375 = getelementptr bfloat, ptr addrspace(1) %0, i64 %374
  %376 = icmp slt i32 %.reass279.reass, %6
  %.reass114.reass.reass = and i1 %376, %invariant.op430
  %377 = zext i1 %.reass114.reass.reass to i32
  %378 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %375, i32 %377, i16 0) #5
  %379 = getelementptr bfloat, ptr addrspace(3) %357, i64 %371
  store i16 %378, ptr addrspace(3) %379, align 2
  %380 = add nuw nsw i64 %371, 1
  %exitcond217.not = icmp eq i64 %380, 4
  br i1 %exitcond217.not, label %.loopexit59, label %.preheader58

.loopexit59:                                      ; preds = %.preheader58, %358
  %381 = add i32 %67, %349
  %382 = sext i32 %381 to i64
  %383 = getelementptr bfloat, ptr addrspace(1) %0, i64 %382
  %384 = ptrtoint ptr addrspace(1) %383 to i64
  %385 = and i64 %384, 7
  %386 = icmp eq i64 %385, 0
  %387 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %79
  br i1 %386, label %388, label %.preheader56.preheader

.preheader56.preheader:                           ; preds = %.loopexit59
  %invariant.op431 = or disjoint i32 %18, 32
  %invariant.op432 = and i1 %74, %348
  br label %.preheader56

388:                                              ; preds = %.loopexit59
  %389 = zext nneg i32 %349 to i64
  %390 = sub nsw i64 %30, %389
  %391 = tail call i64 @llvm.smax.i64(i64 %390, i64 0)
  %392 = tail call i64 @llvm.umin.i64(i64 %391, i64 4)
  %393 = trunc nuw nsw i64 %392 to i32
  %394 = tail call i32 @llvm.umin.i32(i32 %75, i32 %393)
  %395 = tail call i32 @llvm.umin.i32(i32 %394, i32 %356)
  %396 = icmp eq i32 %395, 0
  %397 = select i1 %396, ptr addrspace(1) %0, ptr addrspace(1) %383
  %398 = shl nuw nsw i32 %395, 1
  %399 = ptrtoint ptr addrspace(3) %387 to i64
  %400 = trunc i64 %399 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %400, ptr addrspace(1) %397, i32 %398) #5
  br label %.loopexit57

.preheader56:                                     ; preds = %.preheader56.preheader, %.preheader56
  %401 = phi i64 [ %410, %.preheader56 ], [ 0, %.preheader56.preheader ]
  %402 = trunc nuw nsw i64 %401 to i32
  %.reass282.reass = or disjoint i32 %402, %invariant.op431
  %403 = add i32 %.reass282.reass, %67
  %404 = sext i32 %403 to i64
  %405 = getelementptr bfloat, ptr addrspace(1) %0, i64 %404
  %406 = icmp slt i32 %.reass282.reass, %6
  %.reass116.reass.reass = and i1 %406, %invariant.op432
  %407 = zext i1 %.reass116.reass.reass to i32
  %408 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %405, i32 %407, i16 0) #5
  %409 = getelementptr bfloat, ptr addrspace(3) %387, i64 %401
  store i16 %408, ptr addrspace(3) %409, align 2
  %410 = add nuw nsw i64 %401, 1
  %exitcond218.not = icmp eq i64 %410, 4
  br i1 %exitcond218.not, label %.loopexit57, label %.preheader56

.loopexit57:                                      ; preds = %.preheader56, %388
  %411 = add i32 %108, %349
  %412 = sext i32 %411 to i64
  %413 = getelementptr bfloat, ptr addrspace(1) %0, i64 %412
  %414 = ptrtoint ptr addrspace(1) %413 to i64
  %415 = and i64 %414, 7
  %416 = icmp eq i64 %415, 0
  %417 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %120
  br i1 %416, label %418, label %.preheader54.preheader

.preheader54.preheader:                           ; preds = %.loopexit57
  %invariant.op433 = or disjoint i32 %18, 32
  %invariant.op434 = and i1 %115, %348
  br label %.preheader54

418:                                              ; preds = %.loopexit57
  %419 = zext nneg i32 %349 to i64
  %420 = sub nsw i64 %30, %419
  %421 = tail call i64 @llvm.smax.i64(i64 %420, i64 0)
  %422 = tail call i64 @llvm.umin.i64(i64 %421, i64 4)
  %423 = trunc nuw nsw i64 %422 to i32
  %424 = tail call i32 @llvm.umin.i32(i32 %116, i32 %423)
  %425 = tail call i32 @llvm.umin.i32(i32 %424, i32 %356)
  %426 = icmp eq i32 %425, 0
  %427 = select i1 %426, ptr addrspace(1) %0, ptr addrspace(1) %413
  %428 = shl nuw nsw i32 %425, 1
  %429 = ptrtoint ptr addrspace(3) %417 to i64
  %430 = trunc i64 %429 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %430, ptr addrspace(1) %427, i32 %428) #5
  br label %.loopexit55

.preheader54:                                     ; preds = %.preheader54.preheader, %.preheader54
  %431 = phi i64 [ %440, %.preheader54 ], [ 0, %.preheader54.preheader ]
  %432 = trunc nuw nsw i64 %431 to i32
  %.reass285.reass = or disjoint i32 %432, %invariant.op433
  %433 = add i32 %.reass285.reass, %108
  %434 = sext i32 %433 to i64
  %435 = getelementptr bfloat, ptr addrspace(1) %0, i64 %434
  %436 = icmp slt i32 %.reass285.reass, %6
  %.reass118.reass.reass = and i1 %436, %invariant.op434
  %437 = zext i1 %.reass118.reass.reass to i32
  %438 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %435, i32 %437, i16 0) #5
  %439 = getelementptr bfloat, ptr addrspace(3) %417, i64 %431
  store i16 %438, ptr addrspace(3) %439, align 2
  %440 = add nuw nsw i64 %431, 1
  %exitcond219.not = icmp eq i64 %440, 4
  br i1 %exitcond219.not, label %.loopexit55, label %.preheader54

.loopexit55:                                      ; preds = %.preheader54, %418
  %441 = add i32 %149, %349
  %442 = sext i32 %441 to i64
  %443 = getelementptr bfloat, ptr addrspace(1) %0, i64 %442
  %444 = ptrtoint ptr addrspace(1) %443 to i64
  %445 = and i64 %444, 7
  %446 = icmp eq i64 %445, 0
  %447 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %161
  br i1 %446, label %448, label %.preheader52.preheader

.preheader52.preheader:                           ; preds = %.loopexit55
  %invariant.op435 = or disjoint i32 %18, 32
  %invariant.op436 = and i1 %156, %348
  br label %.preheader52

448:                                              ; preds = %.loopexit55
  %449 = zext nneg i32 %349 to i64
  %450 = sub nsw i64 %30, %449
  %451 = tail call i64 @llvm.smax.i64(i64 %450, i64 0)
  %452 = tail call i64 @llvm.umin.i64(i64 %451, i64 4)
  %453 = trunc nuw nsw i64 %452 to i32
  %454 = tail call i32 @llvm.umin.i32(i32 %157, i32 %453)
  %455 = tail call i32 @llvm.umin.i32(i32 %454, i32 %356)
  %456 = icmp eq i32 %455, 0
  %457 = select i1 %456, ptr addrspace(1) %0, ptr addrspace(1) %443
  %458 = shl nuw nsw i32 %455, 1
  %459 = ptrtoint ptr addrspace(3) %447 to i64
  %460 = trunc i64 %459 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %460, ptr addrspace(1) %457, i32 %458) #5
  br label %.loopexit53

.preheader52:                                     ; preds = %.preheader52.preheader, %.preheader52
  %461 = phi i64 [ %470, %.preheader52 ], [ 0, %.preheader52.preheader ]
  %462 = trunc nuw nsw i64 %461 to i32
  %.reass288.reass = or disjoint i32 %462, %invariant.op435
  %463 = add i32 %.reass288.reass, %149
  %464 = sext i32 %463 to i64
  %465 = getelementptr bfloat, ptr addrspace(1) %0, i64 %464
  %466 = icmp slt i32 %.reass288.reass, %6
  %.reass120.reass.reass = and i1 %466, %invariant.op436
  %467 = zext i1 %.reass120.reass.reass to i32
  %468 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %465, i32 %467, i16 0) #5
  %469 = getelementptr bfloat, ptr addrspace(3) %447, i64 %461
  store i16 %468, ptr addrspace(3) %469, align 2
  %470 = add nuw nsw i64 %461, 1
  %exitcond220.not = icmp eq i64 %470, 4
  br i1 %exitcond220.not, label %.loopexit53, label %.preheader52

.loopexit53:                                      ; preds = %.preheader52, %448
  %471 = or disjoint i32 %188, 32
  %472 = mul i32 %5, %471
  %473 = add i32 %472, %190
  %474 = sext i32 %473 to i64
  %475 = getelementptr bfloat, ptr addrspace(1) %1, i64 %474
  %476 = ptrtoint ptr addrspace(1) %475 to i64
  %477 = and i64 %476, 7
  %478 = icmp eq i64 %477, 0
  %479 = icmp slt i32 %471, %6
  %480 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 16384), i64 %210
  br i1 %478, label %481, label %.preheader50.preheader

.preheader50.preheader:                           ; preds = %.loopexit53
  %invariant.op437 = or i32 %187, %13
  %invariant.op438 = and i1 %479, %348
  br label %.preheader50

481:                                              ; preds = %.loopexit53
  %482 = tail call i32 @llvm.umin.i32(i32 %203, i32 %356)
  %483 = select i1 %479, i32 %482, i32 0
  %484 = icmp eq i32 %483, 0
  %485 = select i1 %484, ptr addrspace(1) %1, ptr addrspace(1) %475
  %486 = shl nuw nsw i32 %483, 1
  %487 = ptrtoint ptr addrspace(3) %480 to i64
  %488 = trunc i64 %487 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %488, ptr addrspace(1) %485, i32 %486) #5
  br label %.loopexit51

.preheader50:                                     ; preds = %.preheader50.preheader, %.preheader50
  %489 = phi i64 [ %498, %.preheader50 ], [ 0, %.preheader50.preheader ]
  %490 = trunc nuw nsw i64 %489 to i32
  %.reass291.reass = or i32 %490, %invariant.op437
  %491 = add i32 %.reass291.reass, %472
  %492 = sext i32 %491 to i64
  %493 = getelementptr bfloat, ptr addrspace(1) %1, i64 %492
  %494 = icmp slt i32 %.reass291.reass, %5
  %.reass122.reass.reass = and i1 %494, %invariant.op438
  %495 = zext i1 %.reass122.reass.reass to i32
  %496 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %493, i32 %495, i16 0) #5
  %497 = getelementptr bfloat, ptr addrspace(3) %480, i64 %489
  store i16 %496, ptr addrspace(3) %497, align 2
  %498 = add nuw nsw i64 %489, 1
  %exitcond221.not = icmp eq i64 %498, 4
  br i1 %exitcond221.not, label %.loopexit51, label %.preheader50

.loopexit51:                                      ; preds = %.preheader50, %481
  %499 = or disjoint i32 %231, 32
  %500 = mul i32 %5, %499
  %501 = add i32 %500, %190
  %502 = sext i32 %501 to i64
  %503 = getelementptr bfloat, ptr addrspace(1) %1, i64 %502
  %504 = ptrtoint ptr addrspace(1) %503 to i64
  %505 = and i64 %504, 7
  %506 = icmp eq i64 %505, 0
  %507 = icmp slt i32 %499, %6
  %508 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 16384), i64 %246
  br i1 %506, label %509, label %.preheader48.preheader

.preheader48.preheader:                           ; preds = %.loopexit51
  %invariant.op439 = or i32 %187, %13
  %invariant.op440 = and i1 %507, %348
  br label %.preheader48

509:                                              ; preds = %.loopexit51
  %510 = tail call i32 @llvm.umin.i32(i32 %203, i32 %356)
  %511 = select i1 %507, i32 %510, i32 0
  %512 = icmp eq i32 %511, 0
  %513 = select i1 %512, ptr addrspace(1) %1, ptr addrspace(1) %503
  %514 = shl nuw nsw i32 %511, 1
  %515 = ptrtoint ptr addrspace(3) %508 to i64
  %516 = trunc i64 %515 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %516, ptr addrspace(1) %513, i32 %514) #5
  br label %.loopexit49

.preheader48:                                     ; preds = %.preheader48.preheader, %.preheader48
  %517 = phi i64 [ %526, %.preheader48 ], [ 0, %.preheader48.preheader ]
  %518 = trunc nuw nsw i64 %517 to i32
  %.reass294.reass = or i32 %518, %invariant.op439
  %519 = add i32 %.reass294.reass, %500
  %520 = sext i32 %519 to i64
  %521 = getelementptr bfloat, ptr addrspace(1) %1, i64 %520
  %522 = icmp slt i32 %.reass294.reass, %5
  %.reass124.reass.reass = and i1 %522, %invariant.op440
  %523 = zext i1 %.reass124.reass.reass to i32
  %524 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %521, i32 %523, i16 0) #5
  %525 = getelementptr bfloat, ptr addrspace(3) %508, i64 %517
  store i16 %524, ptr addrspace(3) %525, align 2
  %526 = add nuw nsw i64 %517, 1
  %exitcond222.not = icmp eq i64 %526, 4
  br i1 %exitcond222.not, label %.loopexit49, label %.preheader48

.loopexit49:                                      ; preds = %.preheader48, %509
  %527 = or disjoint i32 %267, 32
  %528 = mul i32 %5, %527
  %529 = add i32 %528, %190
  %530 = sext i32 %529 to i64
  %531 = getelementptr bfloat, ptr addrspace(1) %1, i64 %530
  %532 = ptrtoint ptr addrspace(1) %531 to i64
  %533 = and i64 %532, 7
  %534 = icmp eq i64 %533, 0
  %535 = icmp slt i32 %527, %6
  %536 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 16384), i64 %282
  br i1 %534, label %537, label %.preheader46.preheader

.preheader46.preheader:                           ; preds = %.loopexit49
  %invariant.op441 = or i32 %187, %13
  %invariant.op442 = and i1 %535, %348
  br label %.preheader46

537:                                              ; preds = %.loopexit49
  %538 = tail call i32 @llvm.umin.i32(i32 %203, i32 %356)
  %539 = select i1 %535, i32 %538, i32 0
  %540 = icmp eq i32 %539, 0
  %541 = select i1 %540, ptr addrspace(1) %1, ptr addrspace(1) %531
  %542 = shl nuw nsw i32 %539, 1
  %543 = ptrtoint ptr addrspace(3) %536 to i64
  %544 = trunc i64 %543 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %544, ptr addrspace(1) %541, i32 %542) #5
  br label %.loopexit47

.preheader46:                                     ; preds = %.preheader46.preheader, %.preheader46
  %545 = phi i64 [ %554, %.preheader46 ], [ 0, %.preheader46.preheader ]
  %546 = trunc nuw nsw i64 %545 to i32
  %.reass297.reass = or i32 %546, %invariant.op441
  %547 = add i32 %.reass297.reass, %528
  %548 = sext i32 %547 to i64
  %549 = getelementptr bfloat, ptr addrspace(1) %1, i64 %548
  %550 = icmp slt i32 %.reass297.reass, %5
  %.reass126.reass.reass = and i1 %550, %invariant.op442
  %551 = zext i1 %.reass126.reass.reass to i32
  %552 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %549, i32 %551, i16 0) #5
  %553 = getelementptr bfloat, ptr addrspace(3) %536, i64 %545
  store i16 %552, ptr addrspace(3) %553, align 2
  %554 = add nuw nsw i64 %545, 1
  %exitcond223.not = icmp eq i64 %554, 4
  br i1 %exitcond223.not, label %.loopexit47, label %.preheader46

.loopexit47:                                      ; preds = %.preheader46, %537
  %555 = or disjoint i32 %303, 32
  %556 = mul i32 %5, %555
  %557 = add i32 %556, %190
  %558 = sext i32 %557 to i64
  %559 = getelementptr bfloat, ptr addrspace(1) %1, i64 %558
  %560 = ptrtoint ptr addrspace(1) %559 to i64
  %561 = and i64 %560, 7
  %562 = icmp eq i64 %561, 0
  %563 = icmp slt i32 %555, %6
  %564 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 16384), i64 %318
  br i1 %562, label %565, label %.preheader44.preheader

.preheader44.preheader:                           ; preds = %.loopexit47
  %invariant.op443 = or i32 %187, %13
  %invariant.op444 = and i1 %563, %348
  br label %.preheader44

565:                                              ; preds = %.loopexit47
  %566 = tail call i32 @llvm.umin.i32(i32 %203, i32 %356)
  %567 = select i1 %563, i32 %566, i32 0
  %568 = icmp eq i32 %567, 0
  %569 = select i1 %568, ptr addrspace(1) %1, ptr addrspace(1) %559
  %570 = shl nuw nsw i32 %567, 1
  %571 = ptrtoint ptr addrspace(3) %564 to i64
  %572 = trunc i64 %571 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %572, ptr addrspace(1) %569, i32 %570) #5
  br label %.loopexit45

.preheader44:                                     ; preds = %.preheader44.preheader, %.preheader44
  %573 = phi i64 [ %582, %.preheader44 ], [ 0, %.preheader44.preheader ]
  %574 = trunc nuw nsw i64 %573 to i32
  %.reass300.reass = or i32 %574, %invariant.op443
  %575 = add i32 %.reass300.reass, %556
  %576 = sext i32 %575 to i64
  %577 = getelementptr bfloat, ptr addrspace(1) %1, i64 %576
  %578 = icmp slt i32 %.reass300.reass, %5
  %.reass128.reass.reass = and i1 %578, %invariant.op444
  %579 = zext i1 %.reass128.reass.reass to i32
  %580 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %577, i32 %579, i16 0) #5
  %581 = getelementptr bfloat, ptr addrspace(3) %564, i64 %573
  store i16 %580, ptr addrspace(3) %581, align 2
  %582 = add nuw nsw i64 %573, 1
  %exitcond224.not = icmp eq i64 %582, 4
  br i1 %exitcond224.not, label %.loopexit45, label %.preheader44

.loopexit45:                                      ; preds = %.preheader44, %565
  %583 = add i32 %5, %15
  %584 = and i1 %16, %348
  %585 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 24832), i64 %341
  %586 = sext i32 %583 to i64
  %587 = getelementptr float, ptr addrspace(1) %2, i64 %586
  %588 = select i1 %584, i32 4, i32 0
  %589 = ptrtoint ptr addrspace(3) %585 to i64
  %590 = trunc i64 %589 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %590, ptr addrspace(1) %587, i32 %588) #5
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  br i1 %17, label %.lr.ph, label %.loopexit45.._crit_edge_crit_edge

.loopexit45.._crit_edge_crit_edge:                ; preds = %.loopexit45
  %.pre = shl nuw nsw i32 %8, 1
  %.pre233 = and i32 %.pre, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %.loopexit45
  %591 = zext nneg i32 %14 to i64
  %592 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %591
  %593 = shl nuw nsw i32 %8, 1
  %594 = and i32 %593, 6
  %595 = zext nneg i32 %594 to i64
  %596 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %595
  %597 = getelementptr i8, ptr addrspace(3) %596, i64 4
  %598 = getelementptr i8, ptr addrspace(3) %596, i64 32
  %599 = getelementptr i8, ptr addrspace(3) %596, i64 36
  %600 = getelementptr i8, ptr addrspace(3) %596, i64 64
  %601 = getelementptr i8, ptr addrspace(3) %596, i64 68
  %602 = getelementptr i8, ptr addrspace(3) %596, i64 96
  %603 = getelementptr i8, ptr addrspace(3) %596, i64 100
  %604 = getelementptr i8, ptr addrspace(3) %596, i64 128
  %605 = getelementptr i8, ptr addrspace(3) %596, i64 132
  %606 = getelementptr i8, ptr addrspace(3) %596, i64 160
  %607 = getelementptr i8, ptr addrspace(3) %596, i64 164
  %608 = getelementptr i8, ptr addrspace(3) %596, i64 192
  %609 = getelementptr i8, ptr addrspace(3) %596, i64 196
  %610 = getelementptr i8, ptr addrspace(3) %596, i64 224
  %611 = getelementptr i8, ptr addrspace(3) %596, i64 228
  %invariant.op453 = or i32 %187, %13
  %invariant.op455 = or i32 %187, %13
  %invariant.op457 = or i32 %187, %13
  %invariant.op459 = or i32 %187, %13
  br label %612

612:                                              ; preds = %.lr.ph, %.loopexit
  %613 = phi float [ 0.000000e+00, %.lr.ph ], [ %854, %.loopexit ]
  %614 = phi float [ 0.000000e+00, %.lr.ph ], [ %853, %.loopexit ]
  %615 = phi float [ 0.000000e+00, %.lr.ph ], [ %852, %.loopexit ]
  %616 = phi float [ 0.000000e+00, %.lr.ph ], [ %851, %.loopexit ]
  %617 = phi float [ 0.000000e+00, %.lr.ph ], [ %850, %.loopexit ]
  %618 = phi float [ 0.000000e+00, %.lr.ph ], [ %849, %.loopexit ]
  %619 = phi float [ 0.000000e+00, %.lr.ph ], [ %848, %.loopexit ]
  %620 = phi float [ 0.000000e+00, %.lr.ph ], [ %847, %.loopexit ]
  %621 = phi float [ 0.000000e+00, %.lr.ph ], [ %846, %.loopexit ]
  %622 = phi float [ 0.000000e+00, %.lr.ph ], [ %845, %.loopexit ]
  %623 = phi float [ 0.000000e+00, %.lr.ph ], [ %844, %.loopexit ]
  %624 = phi float [ 0.000000e+00, %.lr.ph ], [ %843, %.loopexit ]
  %625 = phi float [ 0.000000e+00, %.lr.ph ], [ %842, %.loopexit ]
  %626 = phi float [ 0.000000e+00, %.lr.ph ], [ %841, %.loopexit ]
  %627 = phi float [ 0.000000e+00, %.lr.ph ], [ %840, %.loopexit ]
  %628 = phi float [ 0.000000e+00, %.lr.ph ], [ %839, %.loopexit ]
  %629 = phi float [ 0.000000e+00, %.lr.ph ], [ %838, %.loopexit ]
  %630 = phi float [ 0.000000e+00, %.lr.ph ], [ %837, %.loopexit ]
  %631 = phi float [ 0.000000e+00, %.lr.ph ], [ %836, %.loopexit ]
  %632 = phi float [ 0.000000e+00, %.lr.ph ], [ %835, %.loopexit ]
  %633 = phi float [ 0.000000e+00, %.lr.ph ], [ %834, %.loopexit ]
  %634 = phi float [ 0.000000e+00, %.lr.ph ], [ %833, %.loopexit ]
  %635 = phi float [ 0.000000e+00, %.lr.ph ], [ %832, %.loopexit ]
  %636 = phi float [ 0.000000e+00, %.lr.ph ], [ %831, %.loopexit ]
  %637 = phi float [ 0.000000e+00, %.lr.ph ], [ %830, %.loopexit ]
  %638 = phi float [ 0.000000e+00, %.lr.ph ], [ %829, %.loopexit ]
  %639 = phi float [ 0.000000e+00, %.lr.ph ], [ %828, %.loopexit ]
  %640 = phi float [ 0.000000e+00, %.lr.ph ], [ %827, %.loopexit ]
  %641 = phi float [ 0.000000e+00, %.lr.ph ], [ %826, %.loopexit ]
  %642 = phi float [ 0.000000e+00, %.lr.ph ], [ %825, %.loopexit ]
  %643 = phi float [ 0.000000e+00, %.lr.ph ], [ %824, %.loopexit ]
  %644 = phi float [ 0.000000e+00, %.lr.ph ], [ %823, %.loopexit ]
  %645 = phi i32 [ 0, %.lr.ph ], [ %1105, %.loopexit ]
  %646 = lshr exact i32 %645, 5
  %647 = urem i32 %646, 3
  %648 = add i32 %645, 64
  %649 = add nuw nsw i32 %646, 2
  %650 = urem i32 %649, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %651 = shl nuw nsw i32 %647, 12
  %652 = zext nneg i32 %651 to i64
  %653 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %652
  %654 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %652
  %655 = shl nuw nsw i32 %647, 8
  %656 = zext nneg i32 %655 to i64
  %gep = getelementptr i8, ptr addrspace(3) %342, i64 %656
  %657 = load float, ptr addrspace(3) %gep, align 4
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #5
  %658 = ptrtoint ptr addrspace(3) %653 to i64
  %659 = lshr exact i64 %658, 4
  %660 = and i64 %659, 16320
  %661 = or disjoint i64 %660, -9223371899415756800
  %662 = ptrtoint ptr addrspace(3) %654 to i64
  %663 = lshr exact i64 %662, 4
  %664 = and i64 %663, 16320
  %665 = or disjoint i64 %664, 4611686293322072064
  %666 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %661, i64 %665, i32 1, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #5
  %667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 0
  %668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 1
  %669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 2
  %670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 3
  %671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 4
  %672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 5
  %673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 6
  %674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 7
  %675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 8
  %676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 9
  %677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 10
  %678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 11
  %679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 12
  %680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 13
  %681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 14
  %682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 15
  %683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 16
  %684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 17
  %685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 18
  %686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 19
  %687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 20
  %688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 21
  %689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 22
  %690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 23
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 24
  %692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 25
  %693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 26
  %694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 27
  %695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 28
  %696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 29
  %697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 30
  %698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %666, 31
  %699 = getelementptr i8, ptr addrspace(3) %653, i64 32
  %700 = ptrtoint ptr addrspace(3) %699 to i64
  %701 = lshr exact i64 %700, 4
  %702 = and i64 %701, 16383
  %703 = or disjoint i64 %702, -9223371899415756800
  %704 = getelementptr i8, ptr addrspace(3) %654, i64 2048
  %705 = ptrtoint ptr addrspace(3) %704 to i64
  %706 = lshr exact i64 %705, 4
  %707 = and i64 %706, 16383
  %708 = or disjoint i64 %707, 4611686293322072064
  %709 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %703, i64 %708, i32 1, float %667, float %668, float %669, float %670, float %671, float %672, float %673, float %674, float %675, float %676, float %677, float %678, float %679, float %680, float %681, float %682, float %683, float %684, float %685, float %686, float %687, float %688, float %689, float %690, float %691, float %692, float %693, float %694, float %695, float %696, float %697, float %698) #5
  %710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 0
  %711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 1
  %712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 2
  %713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 3
  %714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 4
  %715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 5
  %716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 6
  %717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 7
  %718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 8
  %719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 9
  %720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 10
  %721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 11
  %722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 12
  %723 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 13
  %724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 14
  %725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 15
  %726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 16
  %727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 17
  %728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 18
  %729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 19
  %730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 20
  %731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 21
  %732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 22
  %733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 23
  %734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 24
  %735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 25
  %736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 26
  %737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 27
  %738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 28
  %739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 29
  %740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 30
  %741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %709, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #5
  %742 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %710, float %711, float %712, float %713, float %714, float %715, float %716, float %717, float %718, float %719, float %720, float %721, float %722, float %723, float %724, float %725, float %726, float %727, float %728, float %729, float %730, float %731, float %732, float %733, float %734, float %735, float %736, float %737, float %738, float %739, float %740, float %741) #5
  %743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 0
  %744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 1
  %745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 2
  %746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 3
  %747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 4
  %748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 5
  %749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 6
  %750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 7
  %751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 8
  %752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 9
  %753 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 10
  %754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 11
  %755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 12
  %756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 13
  %757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 14
  %758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 15
  %759 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 16
  %760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 17
  %761 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 18
  %762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 19
  %763 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 20
  %764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 21
  %765 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 22
  %766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 23
  %767 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 24
  %768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 25
  %769 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 26
  %770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 27
  %771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 28
  %772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 29
  %773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 30
  %774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %742, 31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %657, ptr addrspace(3) %592, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %775 = load float, ptr addrspace(3) %596, align 8
  %776 = load float, ptr addrspace(3) %597, align 4
  %777 = load float, ptr addrspace(3) %598, align 8
  %778 = load float, ptr addrspace(3) %599, align 4
  %779 = load float, ptr addrspace(3) %600, align 8
  %780 = load float, ptr addrspace(3) %601, align 4
  %781 = load float, ptr addrspace(3) %602, align 8
  %782 = load float, ptr addrspace(3) %603, align 4
  %783 = load float, ptr addrspace(3) %604, align 8
  %784 = load float, ptr addrspace(3) %605, align 4
  %785 = load float, ptr addrspace(3) %606, align 8
  %786 = load float, ptr addrspace(3) %607, align 4
  %787 = load float, ptr addrspace(3) %608, align 8
  %788 = load float, ptr addrspace(3) %609, align 4
  %789 = load float, ptr addrspace(3) %610, align 8
  %790 = load float, ptr addrspace(3) %611, align 4
  %791 = fmul float %743, %775
  %792 = fmul float %744, %776
  %793 = fmul float %745, %775
  %794 = fmul float %746, %776
  %795 = fmul float %747, %777
  %796 = fmul float %748, %778
  %797 = fmul float %749, %777
  %798 = fmul float %750, %778
  %799 = fmul float %751, %779
  %800 = fmul float %752, %780
  %801 = fmul float %753, %779
  %802 = fmul float %754, %780
  %803 = fmul float %755, %781
  %804 = fmul float %756, %782
  %805 = fmul float %757, %781
  %806 = fmul float %758, %782
  %807 = fmul float %759, %783
  %808 = fmul float %760, %784
  %809 = fmul float %761, %783
  %810 = fmul float %762, %784
  %811 = fmul float %763, %785
  %812 = fmul float %764, %786
  %813 = fmul float %765, %785
  %814 = fmul float %766, %786
  %815 = fmul float %767, %787
  %816 = fmul float %768, %788
  %817 = fmul float %769, %787
  %818 = fmul float %770, %788
  %819 = fmul float %771, %789
  %820 = fmul float %772, %790
  %821 = fmul float %773, %789
  %822 = fmul float %774, %790
  %823 = fadd float %644, %791
  %824 = fadd float %643, %792
  %825 = fadd float %642, %793
  %826 = fadd float %641, %794
  %827 = fadd float %640, %795
  %828 = fadd float %639, %796
  %829 = fadd float %638, %797
  %830 = fadd float %637, %798
  %831 = fadd float %636, %799
  %832 = fadd float %635, %800
  %833 = fadd float %634, %801
  %834 = fadd float %633, %802
  %835 = fadd float %632, %803
  %836 = fadd float %631, %804
  %837 = fadd float %630, %805
  %838 = fadd float %629, %806
  %839 = fadd float %628, %807
  %840 = fadd float %627, %808
  %841 = fadd float %626, %809
  %842 = fadd float %625, %810
  %843 = fadd float %624, %811
  %844 = fadd float %623, %812
  %845 = fadd float %622, %813
  %846 = fadd float %621, %814
  %847 = fadd float %620, %815
  %848 = fadd float %619, %816
  %849 = fadd float %618, %817
  %850 = fadd float %617, %818
  %851 = fadd float %616, %819
  %852 = fadd float %615, %820
  %853 = fadd float %614, %821
  %854 = fadd float %613, %822
  %855 = icmp slt i32 %648, %6
  %856 = shl nuw nsw i32 %650, 12
  %857 = zext nneg i32 %856 to i64
  %858 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %857
  %859 = or disjoint i32 %648, %18
  %860 = add i32 %859, %21
  %861 = sext i32 %860 to i64
  %862 = getelementptr bfloat, ptr addrspace(1) %0, i64 %861
  %863 = ptrtoint ptr addrspace(1) %862 to i64
  %864 = and i64 %863, 7
  %865 = icmp eq i64 %864, 0
  %866 = select i1 %855, i32 4, i32 0
  %867 = getelementptr i8, ptr addrspace(3) %858, i64 %38
  br i1 %865, label %868, label %.preheader42.preheader

.preheader42.preheader:                           ; preds = %612
  %invariant.op445 = or i32 %648, %18
  %invariant.op446 = and i1 %28, %855
  br label %.preheader42

868:                                              ; preds = %612
  %869 = sext i32 %859 to i64
  %870 = sub nsw i64 %30, %869
  %871 = tail call i64 @llvm.smax.i64(i64 %870, i64 0)
  %872 = tail call i64 @llvm.umin.i64(i64 %871, i64 4)
  %873 = trunc nuw nsw i64 %872 to i32
  %874 = tail call i32 @llvm.umin.i32(i32 %29, i32 %873)
  %875 = tail call i32 @llvm.umin.i32(i32 %874, i32 %866)
  %876 = icmp eq i32 %875, 0
  %877 = select i1 %876, ptr addrspace(1) %0, ptr addrspace(1) %862
  %878 = shl nuw nsw i32 %875, 1
  %879 = ptrtoint ptr addrspace(3) %867 to i64
  %880 = trunc i64 %879 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %880, ptr addrspace(1) %877, i32 %878) #5
  br label %.loopexit43

.preheader42:                                     ; preds = %.preheader42.preheader, %.preheader42
  %881 = phi i64 [ %890, %.preheader42 ], [ 0, %.preheader42.preheader ]
  %882 = trunc nuw nsw i64 %881 to i32
  %.reass303.reass = or i32 %882, %invariant.op445
  %883 = add i32 %.reass303.reass, %21
  %884 = sext i32 %883 to i64
  %885 = getelementptr bfloat, ptr addrspace(1) %0, i64 %884
  %886 = icmp slt i32 %.reass303.reass, %6
  %.reass130.reass.reass = and i1 %886, %invariant.op446
  %887 = zext i1 %.reass130.reass.reass to i32
  %888 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %885, i32 %887, i16 0) #5
  %889 = getelementptr bfloat, ptr addrspace(3) %867, i64 %881
  store i16 %888, ptr addrspace(3) %889, align 2
  %890 = add nuw nsw i64 %881, 1
  %exitcond225.not = icmp eq i64 %890, 4
  br i1 %exitcond225.not, label %.loopexit43, label %.preheader42

.loopexit43:                                      ; preds = %.preheader42, %868
  %891 = add i32 %859, %67
  %892 = sext i32 %891 to i64
  %893 = getelementptr bfloat, ptr addrspace(1) %0, i64 %892
  %894 = ptrtoint ptr addrspace(1) %893 to i64
  %895 = and i64 %894, 7
  %896 = icmp eq i64 %895, 0
  %897 = getelementptr i8, ptr addrspace(3) %858, i64 %79
  br i1 %896, label %898, label %.preheader40.preheader

.preheader40.preheader:                           ; preds = %.loopexit43
  %invariant.op447 = or i32 %648, %18
  %invariant.op448 = and i1 %74, %855
  br label %.preheader40

898:                                              ; preds = %.loopexit43
  %899 = sext i32 %859 to i64
  %900 = sub nsw i64 %30, %899
  %901 = tail call i64 @llvm.smax.i64(i64 %900, i64 0)
  %902 = tail call i64 @llvm.umin.i64(i64 %901, i64 4)
  %903 = trunc nuw nsw i64 %902 to i32
  %904 = tail call i32 @llvm.umin.i32(i32 %75, i32 %903)
  %905 = tail call i32 @llvm.umin.i32(i32 %904, i32 %866)
  %906 = icmp eq i32 %905, 0
  %907 = select i1 %906, ptr addrspace(1) %0, ptr addrspace(1) %893
  %908 = shl nuw nsw i32 %905, 1
  %909 = ptrtoint ptr addrspace(3) %897 to i64
  %910 = trunc i64 %909 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %910, ptr addrspace(1) %907, i32 %908) #5
  br label %.loopexit41

.preheader40:                                     ; preds = %.preheader40.preheader, %.preheader40
  %911 = phi i64 [ %920, %.preheader40 ], [ 0, %.preheader40.preheader ]
  %912 = trunc nuw nsw i64 %911 to i32
  %.reass306.reass = or i32 %912, %invariant.op447
  %913 = add i32 %.reass306.reass, %67
  %914 = sext i32 %913 to i64
  %915 = getelementptr bfloat, ptr addrspace(1) %0, i64 %914
  %916 = icmp slt i32 %.reass306.reass, %6
  %.reass132.reass.reass = and i1 %916, %invariant.op448
  %917 = zext i1 %.reass132.reass.reass to i32
  %918 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %915, i32 %917, i16 0) #5
  %919 = getelementptr bfloat, ptr addrspace(3) %897, i64 %911
  store i16 %918, ptr addrspace(3) %919, align 2
  %920 = add nuw nsw i64 %911, 1
  %exitcond226.not = icmp eq i64 %920, 4
  br i1 %exitcond226.not, label %.loopexit41, label %.preheader40

.loopexit41:                                      ; preds = %.preheader40, %898
  %921 = add i32 %859, %108
  %922 = sext i32 %921 to i64
  %923 = getelementptr bfloat, ptr addrspace(1) %0, i64 %922
  %924 = ptrtoint ptr addrspace(1) %923 to i64
  %925 = and i64 %924, 7
  %926 = icmp eq i64 %925, 0
  %927 = getelementptr i8, ptr addrspace(3) %858, i64 %120
  br i1 %926, label %928, label %.preheader38.preheader

.preheader38.preheader:                           ; preds = %.loopexit41
  %invariant.op449 = or i32 %648, %18
  %invariant.op450 = and i1 %115, %855
  br label %.preheader38

928:                                              ; preds = %.loopexit41
  %929 = sext i32 %859 to i64
  %930 = sub nsw i64 %30, %929
  %931 = tail call i64 @llvm.smax.i64(i64 %930, i64 0)
  %932 = tail call i64 @llvm.umin.i64(i64 %931, i64 4)
  %933 = trunc nuw nsw i64 %932 to i32
  %934 = tail call i32 @llvm.umin.i32(i32 %116, i32 %933)
  %935 = tail call i32 @llvm.umin.i32(i32 %934, i32 %866)
  %936 = icmp eq i32 %935, 0
  %937 = select i1 %936, ptr addrspace(1) %0, ptr addrspace(1) %923
  %938 = shl nuw nsw i32 %935, 1
  %939 = ptrtoint ptr addrspace(3) %927 to i64
  %940 = trunc i64 %939 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %940, ptr addrspace(1) %937, i32 %938) #5
  br label %.loopexit39

.preheader38:                                     ; preds = %.preheader38.preheader, %.preheader38
  %941 = phi i64 [ %950, %.preheader38 ], [ 0, %.preheader38.preheader ]
  %942 = trunc nuw nsw i64 %941 to i32
  %.reass309.reass = or i32 %942, %invariant.op449
  %943 = add i32 %.reass309.reass, %108
  %944 = sext i32 %943 to i64
  %945 = getelementptr bfloat, ptr addrspace(1) %0, i64 %944
  %946 = icmp slt i32 %.reass309.reass, %6
  %.reass134.reass.reass = and i1 %946, %invariant.op450
  %947 = zext i1 %.reass134.reass.reass to i32
  %948 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %945, i32 %947, i16 0) #5
  %949 = getelementptr bfloat, ptr addrspace(3) %927, i64 %941
  store i16 %948, ptr addrspace(3) %949, align 2
  %950 = add nuw nsw i64 %941, 1
  %exitcond227.not = icmp eq i64 %950, 4
  br i1 %exitcond227.not, label %.loopexit39, label %.preheader38

.loopexit39:                                      ; preds = %.preheader38, %928
  %951 = add i32 %859, %149
  %952 = sext i32 %951 to i64
  %953 = getelementptr bfloat, ptr addrspace(1) %0, i64 %952
  %954 = ptrtoint ptr addrspace(1) %953 to i64
  %955 = and i64 %954, 7
  %956 = icmp eq i64 %955, 0
  %957 = getelementptr i8, ptr addrspace(3) %858, i64 %161
  br i1 %956, label %958, label %.preheader36.preheader

.preheader36.preheader:                           ; preds = %.loopexit39
  %invariant.op451 = or i32 %648, %18
  %invariant.op452 = and i1 %156, %855
  br label %.preheader36

958:                                              ; preds = %.loopexit39
  %959 = sext i32 %859 to i64
  %960 = sub nsw i64 %30, %959
  %961 = tail call i64 @llvm.smax.i64(i64 %960, i64 0)
  %962 = tail call i64 @llvm.umin.i64(i64 %961, i64 4)
  %963 = trunc nuw nsw i64 %962 to i32
  %964 = tail call i32 @llvm.umin.i32(i32 %157, i32 %963)
  %965 = tail call i32 @llvm.umin.i32(i32 %964, i32 %866)
  %966 = icmp eq i32 %965, 0
  %967 = select i1 %966, ptr addrspace(1) %0, ptr addrspace(1) %953
  %968 = shl nuw nsw i32 %965, 1
  %969 = ptrtoint ptr addrspace(3) %957 to i64
  %970 = trunc i64 %969 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %970, ptr addrspace(1) %967, i32 %968) #5
  br label %.loopexit37

.preheader36:                                     ; preds = %.preheader36.preheader, %.preheader36
  %971 = phi i64 [ %980, %.preheader36 ], [ 0, %.preheader36.preheader ]
  %972 = trunc nuw nsw i64 %971 to i32
  %.reass312.reass = or i32 %972, %invariant.op451
  %973 = add i32 %.reass312.reass, %149
  %974 = sext i32 %973 to i64
  %975 = getelementptr bfloat, ptr addrspace(1) %0, i64 %974
  %976 = icmp slt i32 %.reass312.reass, %6
  %.reass136.reass.reass = and i1 %976, %invariant.op452
  %977 = zext i1 %.reass136.reass.reass to i32
  %978 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %975, i32 %977, i16 0) #5
  %979 = getelementptr bfloat, ptr addrspace(3) %957, i64 %971
  store i16 %978, ptr addrspace(3) %979, align 2
  %980 = add nuw nsw i64 %971, 1
  %exitcond228.not = icmp eq i64 %980, 4
  br i1 %exitcond228.not, label %.loopexit37, label %.preheader36

.loopexit37:                                      ; preds = %.preheader36, %958
  %981 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %857
  %982 = or disjoint i32 %648, %188
  %983 = mul i32 %982, %5
  %984 = add i32 %983, %190
  %985 = sext i32 %984 to i64
  %986 = getelementptr bfloat, ptr addrspace(1) %1, i64 %985
  %987 = ptrtoint ptr addrspace(1) %986 to i64
  %988 = and i64 %987, 7
  %989 = icmp eq i64 %988, 0
  %990 = icmp slt i32 %982, %6
  %991 = getelementptr i8, ptr addrspace(3) %981, i64 %210
  br i1 %989, label %992, label %.preheader34.preheader

.preheader34.preheader:                           ; preds = %.loopexit37
  %invariant.op454 = and i1 %990, %855
  br label %.preheader34

992:                                              ; preds = %.loopexit37
  %993 = tail call i32 @llvm.umin.i32(i32 %203, i32 %866)
  %994 = select i1 %990, i32 %993, i32 0
  %995 = icmp eq i32 %994, 0
  %996 = select i1 %995, ptr addrspace(1) %1, ptr addrspace(1) %986
  %997 = shl nuw nsw i32 %994, 1
  %998 = ptrtoint ptr addrspace(3) %991 to i64
  %999 = trunc i64 %998 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %999, ptr addrspace(1) %996, i32 %997) #5
  br label %.loopexit35

.preheader34:                                     ; preds = %.preheader34.preheader, %.preheader34
  %1000 = phi i64 [ %1009, %.preheader34 ], [ 0, %.preheader34.preheader ]
  %1001 = trunc nuw nsw i64 %1000 to i32
  %.reass315.reass = or i32 %1001, %invariant.op453
  %1002 = add i32 %.reass315.reass, %983
  %1003 = sext i32 %1002 to i64
  %1004 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1003
  %1005 = icmp slt i32 %.reass315.reass, %5
  %.reass138.reass.reass = and i1 %1005, %invariant.op454
  %1006 = zext i1 %.reass138.reass.reass to i32
  %1007 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1004, i32 %1006, i16 0) #5
  %1008 = getelementptr bfloat, ptr addrspace(3) %991, i64 %1000
  store i16 %1007, ptr addrspace(3) %1008, align 2
  %1009 = add nuw nsw i64 %1000, 1
  %exitcond229.not = icmp eq i64 %1009, 4
  br i1 %exitcond229.not, label %.loopexit35, label %.preheader34

.loopexit35:                                      ; preds = %.preheader34, %992
  %1010 = or disjoint i32 %648, %231
  %1011 = mul i32 %1010, %5
  %1012 = add i32 %1011, %190
  %1013 = sext i32 %1012 to i64
  %1014 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1013
  %1015 = ptrtoint ptr addrspace(1) %1014 to i64
  %1016 = and i64 %1015, 7
  %1017 = icmp eq i64 %1016, 0
  %1018 = icmp slt i32 %1010, %6
  %1019 = getelementptr i8, ptr addrspace(3) %981, i64 %246
  br i1 %1017, label %1020, label %.preheader32.preheader

.preheader32.preheader:                           ; preds = %.loopexit35
  %invariant.op456 = and i1 %1018, %855
  br label %.preheader32

1020:                                             ; preds = %.loopexit35
  %1021 = tail call i32 @llvm.umin.i32(i32 %203, i32 %866)
  %1022 = select i1 %1018, i32 %1021, i32 0
  %1023 = icmp eq i32 %1022, 0
  %1024 = select i1 %1023, ptr addrspace(1) %1, ptr addrspace(1) %1014
  %1025 = shl nuw nsw i32 %1022, 1
  %1026 = ptrtoint ptr addrspace(3) %1019 to i64
  %1027 = trunc i64 %1026 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1027, ptr addrspace(1) %1024, i32 %1025) #5
  br label %.loopexit33

.preheader32:                                     ; preds = %.preheader32.preheader, %.preheader32
  %1028 = phi i64 [ %1037, %.preheader32 ], [ 0, %.preheader32.preheader ]
  %1029 = trunc nuw nsw i64 %1028 to i32
  %.reass318.reass = or i32 %1029, %invariant.op455
  %1030 = add i32 %.reass318.reass, %1011
  %1031 = sext i32 %1030 to i64
  %1032 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1031
  %1033 = icmp slt i32 %.reass318.reass, %5
  %.reass140.reass.reass = and i1 %1033, %invariant.op456
  %1034 = zext i1 %.reass140.reass.reass to i32
  %1035 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1032, i32 %1034, i16 0) #5
  %1036 = getelementptr bfloat, ptr addrspace(3) %1019, i64 %1028
  store i16 %1035, ptr addrspace(3) %1036, align 2
  %1037 = add nuw nsw i64 %1028, 1
  %exitcond230.not = icmp eq i64 %1037, 4
  br i1 %exitcond230.not, label %.loopexit33, label %.preheader32

.loopexit33:                                      ; preds = %.preheader32, %1020
  %1038 = or disjoint i32 %648, %267
  %1039 = mul i32 %1038, %5
  %1040 = add i32 %1039, %190
  %1041 = sext i32 %1040 to i64
  %1042 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1041
  %1043 = ptrtoint ptr addrspace(1) %1042 to i64
  %1044 = and i64 %1043, 7
  %1045 = icmp eq i64 %1044, 0
  %1046 = icmp slt i32 %1038, %6
  %1047 = getelementptr i8, ptr addrspace(3) %981, i64 %282
  br i1 %1045, label %1048, label %.preheader30.preheader

.preheader30.preheader:                           ; preds = %.loopexit33
  %invariant.op458 = and i1 %1046, %855
  br label %.preheader30

1048:                                             ; preds = %.loopexit33
  %1049 = tail call i32 @llvm.umin.i32(i32 %203, i32 %866)
  %1050 = select i1 %1046, i32 %1049, i32 0
  %1051 = icmp eq i32 %1050, 0
  %1052 = select i1 %1051, ptr addrspace(1) %1, ptr addrspace(1) %1042
  %1053 = shl nuw nsw i32 %1050, 1
  %1054 = ptrtoint ptr addrspace(3) %1047 to i64
  %1055 = trunc i64 %1054 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1055, ptr addrspace(1) %1052, i32 %1053) #5
  br label %.loopexit31

.preheader30:                                     ; preds = %.preheader30.preheader, %.preheader30
  %1056 = phi i64 [ %1065, %.preheader30 ], [ 0, %.preheader30.preheader ]
  %1057 = trunc nuw nsw i64 %1056 to i32
  %.reass321.reass = or i32 %1057, %invariant.op457
  %1058 = add i32 %.reass321.reass, %1039
  %1059 = sext i32 %1058 to i64
  %1060 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1059
  %1061 = icmp slt i32 %.reass321.reass, %5
  %.reass142.reass.reass = and i1 %1061, %invariant.op458
  %1062 = zext i1 %.reass142.reass.reass to i32
  %1063 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1060, i32 %1062, i16 0) #5
  %1064 = getelementptr bfloat, ptr addrspace(3) %1047, i64 %1056
  store i16 %1063, ptr addrspace(3) %1064, align 2
  %1065 = add nuw nsw i64 %1056, 1
  %exitcond231.not = icmp eq i64 %1065, 4
  br i1 %exitcond231.not, label %.loopexit31, label %.preheader30

.loopexit31:                                      ; preds = %.preheader30, %1048
  %1066 = or disjoint i32 %648, %303
  %1067 = mul i32 %1066, %5
  %1068 = add i32 %1067, %190
  %1069 = sext i32 %1068 to i64
  %1070 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1069
  %1071 = ptrtoint ptr addrspace(1) %1070 to i64
  %1072 = and i64 %1071, 7
  %1073 = icmp eq i64 %1072, 0
  %1074 = icmp slt i32 %1066, %6
  %1075 = getelementptr i8, ptr addrspace(3) %981, i64 %318
  br i1 %1073, label %1076, label %.preheader.preheader

.preheader.preheader:                             ; preds = %.loopexit31
  %invariant.op460 = and i1 %1074, %855
  br label %.preheader

1076:                                             ; preds = %.loopexit31
  %1077 = tail call i32 @llvm.umin.i32(i32 %203, i32 %866)
  %1078 = select i1 %1074, i32 %1077, i32 0
  %1079 = icmp eq i32 %1078, 0
  %1080 = select i1 %1079, ptr addrspace(1) %1, ptr addrspace(1) %1070
  %1081 = shl nuw nsw i32 %1078, 1
  %1082 = ptrtoint ptr addrspace(3) %1075 to i64
  %1083 = trunc i64 %1082 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1083, ptr addrspace(1) %1080, i32 %1081) #5
  br label %.loopexit

.preheader:                                       ; preds = %.preheader.preheader, %.preheader
  %1084 = phi i64 [ %1093, %.preheader ], [ 0, %.preheader.preheader ]
  %1085 = trunc nuw nsw i64 %1084 to i32
  %.reass324.reass = or i32 %1085, %invariant.op459
  %1086 = add i32 %.reass324.reass, %1067
  %1087 = sext i32 %1086 to i64
  %1088 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1087
  %1089 = icmp slt i32 %.reass324.reass, %5
  %.reass144.reass.reass = and i1 %1089, %invariant.op460
  %1090 = zext i1 %.reass144.reass.reass to i32
  %1091 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1088, i32 %1090, i16 0) #5
  %1092 = getelementptr bfloat, ptr addrspace(3) %1075, i64 %1084
  store i16 %1091, ptr addrspace(3) %1092, align 2
  %1093 = add nuw nsw i64 %1084, 1
  %exitcond232.not = icmp eq i64 %1093, 4
  br i1 %exitcond232.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %1076
  %1094 = lshr exact i32 %648, 5
  %1095 = mul i32 %1094, %5
  %1096 = add i32 %1095, %15
  %1097 = and i1 %16, %855
  %1098 = shl nuw nsw i32 %650, 8
  %1099 = zext nneg i32 %1098 to i64
  %gep146 = getelementptr i8, ptr addrspace(3) %342, i64 %1099
  %1100 = sext i32 %1096 to i64
  %1101 = getelementptr float, ptr addrspace(1) %2, i64 %1100
  %1102 = select i1 %1097, i32 4, i32 0
  %1103 = ptrtoint ptr addrspace(3) %gep146 to i64
  %1104 = trunc i64 %1103 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1104, ptr addrspace(1) %1101, i32 %1102) #5
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %1105 = add i32 %645, 32
  %1106 = icmp slt i32 %1105, %6
  br i1 %1106, label %612, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
  %1107 = bitcast float %823 to i32
  %1108 = bitcast float %824 to i32
  %1109 = bitcast float %825 to i32
  %1110 = bitcast float %826 to i32
  %1111 = bitcast float %827 to i32
  %1112 = bitcast float %828 to i32
  %1113 = bitcast float %829 to i32
  %1114 = bitcast float %830 to i32
  %1115 = bitcast float %831 to i32
  %1116 = bitcast float %832 to i32
  %1117 = bitcast float %833 to i32
  %1118 = bitcast float %834 to i32
  %1119 = bitcast float %835 to i32
  %1120 = bitcast float %836 to i32
  %1121 = bitcast float %837 to i32
  %1122 = bitcast float %838 to i32
  %1123 = bitcast float %839 to i32
  %1124 = bitcast float %840 to i32
  %1125 = bitcast float %841 to i32
  %1126 = bitcast float %842 to i32
  %1127 = bitcast float %843 to i32
  %1128 = bitcast float %844 to i32
  %1129 = bitcast float %845 to i32
  %1130 = bitcast float %846 to i32
  %1131 = bitcast float %847 to i32
  %1132 = bitcast float %848 to i32
  %1133 = bitcast float %849 to i32
  %1134 = bitcast float %850 to i32
  %1135 = bitcast float %851 to i32
  %1136 = bitcast float %852 to i32
  %1137 = bitcast float %853 to i32
  %1138 = bitcast float %854 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit45.._crit_edge_crit_edge, %._crit_edge.loopexit
  %.pre-phi234 = phi i32 [ %.pre233, %.loopexit45.._crit_edge_crit_edge ], [ %594, %._crit_edge.loopexit ]
  %.lcssa106 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1107, %._crit_edge.loopexit ]
  %.lcssa105 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1108, %._crit_edge.loopexit ]
  %.lcssa104 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1109, %._crit_edge.loopexit ]
  %.lcssa103 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1110, %._crit_edge.loopexit ]
  %.lcssa102 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1111, %._crit_edge.loopexit ]
  %.lcssa101 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1112, %._crit_edge.loopexit ]
  %.lcssa100 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1113, %._crit_edge.loopexit ]
  %.lcssa99 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1114, %._crit_edge.loopexit ]
  %.lcssa98 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1115, %._crit_edge.loopexit ]
  %.lcssa97 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1116, %._crit_edge.loopexit ]
  %.lcssa96 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1117, %._crit_edge.loopexit ]
  %.lcssa95 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1118, %._crit_edge.loopexit ]
  %.lcssa94 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1119, %._crit_edge.loopexit ]
  %.lcssa93 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1120, %._crit_edge.loopexit ]
  %.lcssa92 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1121, %._crit_edge.loopexit ]
  %.lcssa91 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1122, %._crit_edge.loopexit ]
  %.lcssa90 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1123, %._crit_edge.loopexit ]
  %.lcssa89 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1124, %._crit_edge.loopexit ]
  %.lcssa88 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1125, %._crit_edge.loopexit ]
  %.lcssa87 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1126, %._crit_edge.loopexit ]
  %.lcssa86 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1127, %._crit_edge.loopexit ]
  %.lcssa85 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1128, %._crit_edge.loopexit ]
  %.lcssa84 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1129, %._crit_edge.loopexit ]
  %.lcssa83 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1130, %._crit_edge.loopexit ]
  %.lcssa82 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1131, %._crit_edge.loopexit ]
  %.lcssa81 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1132, %._crit_edge.loopexit ]
  %.lcssa80 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1133, %._crit_edge.loopexit ]
  %.lcssa79 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1134, %._crit_edge.loopexit ]
  %.lcssa78 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1135, %._crit_edge.loopexit ]
  %.lcssa77 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1136, %._crit_edge.loopexit ]
  %.lcssa76 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1137, %._crit_edge.loopexit ]
  %.lcssa = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1138, %._crit_edge.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1139 = lshr i32 %8, 2
  %1140 = and i32 %1139, 7
  %1141 = lshr i32 %8, 1
  %1142 = and i32 %1141, 48
  %1143 = or disjoint i32 %1140, %1142
  %1144 = or disjoint i32 %1143, %12
  %1145 = mul i32 %5, %1144
  %1146 = or disjoint i32 %.pre-phi234, %13
  %1147 = add i32 %1145, %1146
  %1148 = sext i32 %1147 to i64
  %1149 = getelementptr float, ptr addrspace(1) %3, i64 %1148
  %1150 = icmp slt i32 %1144, %4
  %1151 = icmp slt i32 %1146, %5
  %1152 = and i1 %1150, %1151
  %1153 = or disjoint i32 %1146, 1
  %1154 = icmp slt i32 %1153, %5
  %1155 = ptrtoint ptr addrspace(1) %1149 to i64
  %1156 = and i64 %1155, 7
  %1157 = icmp eq i64 %1156, 0
  %1158 = and i1 %1152, %1157
  %1159 = and i1 %1154, %1158
  %1160 = xor i1 %1152, %1159
  %1161 = xor i1 %1150, %1158
  %1162 = and i1 %1154, %1161
  %1163 = zext i1 %1159 to i32
  %1164 = zext i1 %1160 to i32
  %1165 = zext i1 %1162 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1163, i32 %.lcssa106, i32 %.lcssa105, ptr addrspace(1) %1149, i32 %1164, i32 %1165) #5
  %1166 = or disjoint i32 %1144, 8
  %1167 = mul i32 %5, %1166
  %1168 = add i32 %1167, %1146
  %1169 = sext i32 %1168 to i64
  %1170 = getelementptr float, ptr addrspace(1) %3, i64 %1169
  %1171 = icmp slt i32 %1166, %4
  %1172 = and i1 %1171, %1151
  %1173 = ptrtoint ptr addrspace(1) %1170 to i64
  %1174 = and i64 %1173, 7
  %1175 = icmp eq i64 %1174, 0
  %1176 = and i1 %1172, %1175
  %1177 = and i1 %1154, %1176
  %1178 = xor i1 %1172, %1177
  %1179 = xor i1 %1171, %1176
  %1180 = and i1 %1154, %1179
  %1181 = zext i1 %1177 to i32
  %1182 = zext i1 %1178 to i32
  %1183 = zext i1 %1180 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1181, i32 %.lcssa104, i32 %.lcssa103, ptr addrspace(1) %1170, i32 %1182, i32 %1183) #5
  %1184 = or disjoint i32 %1146, 8
  %1185 = add i32 %1145, %1184
  %1186 = sext i32 %1185 to i64
  %1187 = getelementptr float, ptr addrspace(1) %3, i64 %1186
  %1188 = icmp slt i32 %1184, %5
  %1189 = and i1 %1150, %1188
  %1190 = or disjoint i32 %1146, 9
  %1191 = icmp slt i32 %1190, %5
  %1192 = ptrtoint ptr addrspace(1) %1187 to i64
  %1193 = and i64 %1192, 7
  %1194 = icmp eq i64 %1193, 0
  %1195 = and i1 %1189, %1194
  %1196 = and i1 %1191, %1195
  %1197 = xor i1 %1189, %1196
  %1198 = xor i1 %1150, %1195
  %1199 = and i1 %1191, %1198
  %1200 = zext i1 %1196 to i32
  %1201 = zext i1 %1197 to i32
  %1202 = zext i1 %1199 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1200, i32 %.lcssa102, i32 %.lcssa101, ptr addrspace(1) %1187, i32 %1201, i32 %1202) #5
  %1203 = add i32 %1167, %1184
  %1204 = sext i32 %1203 to i64
  %1205 = getelementptr float, ptr addrspace(1) %3, i64 %1204
  %1206 = and i1 %1171, %1188
  %1207 = ptrtoint ptr addrspace(1) %1205 to i64
  %1208 = and i64 %1207, 7
  %1209 = icmp eq i64 %1208, 0
  %1210 = and i1 %1206, %1209
  %1211 = and i1 %1191, %1210
  %1212 = xor i1 %1206, %1211
  %1213 = xor i1 %1171, %1210
  %1214 = and i1 %1191, %1213
  %1215 = zext i1 %1211 to i32
  %1216 = zext i1 %1212 to i32
  %1217 = zext i1 %1214 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1215, i32 %.lcssa100, i32 %.lcssa99, ptr addrspace(1) %1205, i32 %1216, i32 %1217) #5
  %1218 = or disjoint i32 %1146, 16
  %1219 = add i32 %1145, %1218
  %1220 = sext i32 %1219 to i64
  %1221 = getelementptr float, ptr addrspace(1) %3, i64 %1220
  %1222 = icmp slt i32 %1218, %5
  %1223 = and i1 %1150, %1222
  %1224 = or disjoint i32 %1146, 17
  %1225 = icmp slt i32 %1224, %5
  %1226 = ptrtoint ptr addrspace(1) %1221 to i64
  %1227 = and i64 %1226, 7
  %1228 = icmp eq i64 %1227, 0
  %1229 = and i1 %1223, %1228
  %1230 = and i1 %1225, %1229
  %1231 = xor i1 %1223, %1230
  %1232 = xor i1 %1150, %1229
  %1233 = and i1 %1225, %1232
  %1234 = zext i1 %1230 to i32
  %1235 = zext i1 %1231 to i32
  %1236 = zext i1 %1233 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1234, i32 %.lcssa98, i32 %.lcssa97, ptr addrspace(1) %1221, i32 %1235, i32 %1236) #5
  %1237 = add i32 %1167, %1218
  %1238 = sext i32 %1237 to i64
  %1239 = getelementptr float, ptr addrspace(1) %3, i64 %1238
  %1240 = and i1 %1171, %1222
  %1241 = ptrtoint ptr addrspace(1) %1239 to i64
  %1242 = and i64 %1241, 7
  %1243 = icmp eq i64 %1242, 0
  %1244 = and i1 %1240, %1243
  %1245 = and i1 %1225, %1244
  %1246 = xor i1 %1240, %1245
  %1247 = xor i1 %1171, %1244
  %1248 = and i1 %1225, %1247
  %1249 = zext i1 %1245 to i32
  %1250 = zext i1 %1246 to i32
  %1251 = zext i1 %1248 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1249, i32 %.lcssa96, i32 %.lcssa95, ptr addrspace(1) %1239, i32 %1250, i32 %1251) #5
  %1252 = or disjoint i32 %1146, 24
  %1253 = add i32 %1145, %1252
  %1254 = sext i32 %1253 to i64
  %1255 = getelementptr float, ptr addrspace(1) %3, i64 %1254
  %1256 = icmp slt i32 %1252, %5
  %1257 = and i1 %1150, %1256
  %1258 = or disjoint i32 %1146, 25
  %1259 = icmp slt i32 %1258, %5
  %1260 = ptrtoint ptr addrspace(1) %1255 to i64
  %1261 = and i64 %1260, 7
  %1262 = icmp eq i64 %1261, 0
  %1263 = and i1 %1257, %1262
  %1264 = and i1 %1259, %1263
  %1265 = xor i1 %1257, %1264
  %1266 = xor i1 %1150, %1263
  %1267 = and i1 %1259, %1266
  %1268 = zext i1 %1264 to i32
  %1269 = zext i1 %1265 to i32
  %1270 = zext i1 %1267 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1268, i32 %.lcssa94, i32 %.lcssa93, ptr addrspace(1) %1255, i32 %1269, i32 %1270) #5
  %1271 = add i32 %1167, %1252
  %1272 = sext i32 %1271 to i64
  %1273 = getelementptr float, ptr addrspace(1) %3, i64 %1272
  %1274 = and i1 %1171, %1256
  %1275 = ptrtoint ptr addrspace(1) %1273 to i64
  %1276 = and i64 %1275, 7
  %1277 = icmp eq i64 %1276, 0
  %1278 = and i1 %1274, %1277
  %1279 = and i1 %1259, %1278
  %1280 = xor i1 %1274, %1279
  %1281 = xor i1 %1171, %1278
  %1282 = and i1 %1259, %1281
  %1283 = zext i1 %1279 to i32
  %1284 = zext i1 %1280 to i32
  %1285 = zext i1 %1282 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1283, i32 %.lcssa92, i32 %.lcssa91, ptr addrspace(1) %1273, i32 %1284, i32 %1285) #5
  %1286 = or disjoint i32 %1146, 32
  %1287 = add i32 %1145, %1286
  %1288 = sext i32 %1287 to i64
  %1289 = getelementptr float, ptr addrspace(1) %3, i64 %1288
  %1290 = icmp slt i32 %1286, %5
  %1291 = and i1 %1150, %1290
  %1292 = or disjoint i32 %1146, 33
  %1293 = icmp slt i32 %1292, %5
  %1294 = ptrtoint ptr addrspace(1) %1289 to i64
  %1295 = and i64 %1294, 7
  %1296 = icmp eq i64 %1295, 0
  %1297 = and i1 %1291, %1296
  %1298 = and i1 %1293, %1297
  %1299 = xor i1 %1291, %1298
  %1300 = xor i1 %1150, %1297
  %1301 = and i1 %1293, %1300
  %1302 = zext i1 %1298 to i32
  %1303 = zext i1 %1299 to i32
  %1304 = zext i1 %1301 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1302, i32 %.lcssa90, i32 %.lcssa89, ptr addrspace(1) %1289, i32 %1303, i32 %1304) #5
  %1305 = add i32 %1167, %1286
  %1306 = sext i32 %1305 to i64
  %1307 = getelementptr float, ptr addrspace(1) %3, i64 %1306
  %1308 = and i1 %1171, %1290
  %1309 = ptrtoint ptr addrspace(1) %1307 to i64
  %1310 = and i64 %1309, 7
  %1311 = icmp eq i64 %1310, 0
  %1312 = and i1 %1308, %1311
  %1313 = and i1 %1293, %1312
  %1314 = xor i1 %1308, %1313
  %1315 = xor i1 %1171, %1312
  %1316 = and i1 %1293, %1315
  %1317 = zext i1 %1313 to i32
  %1318 = zext i1 %1314 to i32
  %1319 = zext i1 %1316 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1317, i32 %.lcssa88, i32 %.lcssa87, ptr addrspace(1) %1307, i32 %1318, i32 %1319) #5
  %1320 = or disjoint i32 %1146, 40
  %1321 = add i32 %1145, %1320
  %1322 = sext i32 %1321 to i64
  %1323 = getelementptr float, ptr addrspace(1) %3, i64 %1322
  %1324 = icmp slt i32 %1320, %5
  %1325 = and i1 %1150, %1324
  %1326 = or disjoint i32 %1146, 41
  %1327 = icmp slt i32 %1326, %5
  %1328 = ptrtoint ptr addrspace(1) %1323 to i64
  %1329 = and i64 %1328, 7
  %1330 = icmp eq i64 %1329, 0
  %1331 = and i1 %1325, %1330
  %1332 = and i1 %1327, %1331
  %1333 = xor i1 %1325, %1332
  %1334 = xor i1 %1150, %1331
  %1335 = and i1 %1327, %1334
  %1336 = zext i1 %1332 to i32
  %1337 = zext i1 %1333 to i32
  %1338 = zext i1 %1335 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1336, i32 %.lcssa86, i32 %.lcssa85, ptr addrspace(1) %1323, i32 %1337, i32 %1338) #5
  %1339 = add i32 %1167, %1320
  %1340 = sext i32 %1339 to i64
  %1341 = getelementptr float, ptr addrspace(1) %3, i64 %1340
  %1342 = and i1 %1171, %1324
  %1343 = ptrtoint ptr addrspace(1) %1341 to i64
  %1344 = and i64 %1343, 7
  %1345 = icmp eq i64 %1344, 0
  %1346 = and i1 %1342, %1345
  %1347 = and i1 %1327, %1346
  %1348 = xor i1 %1342, %1347
  %1349 = xor i1 %1171, %1346
  %1350 = and i1 %1327, %1349
  %1351 = zext i1 %1347 to i32
  %1352 = zext i1 %1348 to i32
  %1353 = zext i1 %1350 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1351, i32 %.lcssa84, i32 %.lcssa83, ptr addrspace(1) %1341, i32 %1352, i32 %1353) #5
  %1354 = or disjoint i32 %1146, 48
  %1355 = add i32 %1145, %1354
  %1356 = sext i32 %1355 to i64
  %1357 = getelementptr float, ptr addrspace(1) %3, i64 %1356
  %1358 = icmp slt i32 %1354, %5
  %1359 = and i1 %1150, %1358
  %1360 = or disjoint i32 %1146, 49
  %1361 = icmp slt i32 %1360, %5
  %1362 = ptrtoint ptr addrspace(1) %1357 to i64
  %1363 = and i64 %1362, 7
  %1364 = icmp eq i64 %1363, 0
  %1365 = and i1 %1359, %1364
  %1366 = and i1 %1361, %1365
  %1367 = xor i1 %1359, %1366
  %1368 = xor i1 %1150, %1365
  %1369 = and i1 %1361, %1368
  %1370 = zext i1 %1366 to i32
  %1371 = zext i1 %1367 to i32
  %1372 = zext i1 %1369 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1370, i32 %.lcssa82, i32 %.lcssa81, ptr addrspace(1) %1357, i32 %1371, i32 %1372) #5
  %1373 = add i32 %1167, %1354
  %1374 = sext i32 %1373 to i64
  %1375 = getelementptr float, ptr addrspace(1) %3, i64 %1374
  %1376 = and i1 %1171, %1358
  %1377 = ptrtoint ptr addrspace(1) %1375 to i64
  %1378 = and i64 %1377, 7
  %1379 = icmp eq i64 %1378, 0
  %1380 = and i1 %1376, %1379
  %1381 = and i1 %1361, %1380
  %1382 = xor i1 %1376, %1381
  %1383 = xor i1 %1171, %1380
  %1384 = and i1 %1361, %1383
  %1385 = zext i1 %1381 to i32
  %1386 = zext i1 %1382 to i32
  %1387 = zext i1 %1384 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1385, i32 %.lcssa80, i32 %.lcssa79, ptr addrspace(1) %1375, i32 %1386, i32 %1387) #5
  %1388 = or disjoint i32 %1146, 56
  %1389 = add i32 %1145, %1388
  %1390 = sext i32 %1389 to i64
  %1391 = getelementptr float, ptr addrspace(1) %3, i64 %1390
  %1392 = icmp slt i32 %1388, %5
  %1393 = and i1 %1150, %1392
  %1394 = or disjoint i32 %1146, 57
  %1395 = icmp slt i32 %1394, %5
  %1396 = ptrtoint ptr addrspace(1) %1391 to i64
  %1397 = and i64 %1396, 7
  %1398 = icmp eq i64 %1397, 0
  %1399 = and i1 %1393, %1398
  %1400 = and i1 %1395, %1399
  %1401 = xor i1 %1393, %1400
  %1402 = xor i1 %1150, %1399
  %1403 = and i1 %1395, %1402
  %1404 = zext i1 %1400 to i32
  %1405 = zext i1 %1401 to i32
  %1406 = zext i1 %1403 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1404, i32 %.lcssa78, i32 %.lcssa77, ptr addrspace(1) %1391, i32 %1405, i32 %1406) #5
  %1407 = add i32 %1167, %1388
  %1408 = sext i32 %1407 to i64
  %1409 = getelementptr float, ptr addrspace(1) %3, i64 %1408
  %1410 = and i1 %1171, %1392
  %1411 = ptrtoint ptr addrspace(1) %1409 to i64
  %1412 = and i64 %1411, 7
  %1413 = icmp eq i64 %1412, 0
  %1414 = and i1 %1410, %1413
  %1415 = and i1 %1395, %1414
  %1416 = xor i1 %1410, %1415
  %1417 = xor i1 %1171, %1414
  %1418 = and i1 %1395, %1417
  %1419 = zext i1 %1415 to i32
  %1420 = zext i1 %1416 to i32
  %1421 = zext i1 %1418 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1419, i32 %.lcssa76, i32 %.lcssa, ptr addrspace(1) %1409, i32 %1420, i32 %1421) #5
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
