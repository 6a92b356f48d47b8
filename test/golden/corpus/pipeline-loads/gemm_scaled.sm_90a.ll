; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

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
  %16 = icmp sgt i32 %6, 0
  %17 = and i32 %9, 28
  %18 = lshr i32 %8, 3
  %19 = or disjoint i32 %12, %18
  %20 = mul i32 %6, %19
  %21 = add i32 %20, %17
  %22 = sext i32 %21 to i64
  %23 = getelementptr bfloat, ptr addrspace(1) %0, i64 %22
  %24 = ptrtoint ptr addrspace(1) %23 to i64
  %25 = and i64 %24, 7
  %26 = icmp eq i64 %25, 0
  %27 = icmp slt i32 %19, %4
  %28 = select i1 %27, i32 4, i32 0
  %29 = sext i32 %6 to i64
  %30 = select i1 %16, i32 4, i32 0
  %31 = shl nuw nsw i32 %8, 3
  %32 = shl nuw nsw i32 %18, 6
  %.mask26 = xor i32 %31, %8
  %33 = and i32 %.mask26, 48
  %34 = or disjoint i32 %33, %32
  %35 = and i32 %31, 8
  %36 = or disjoint i32 %34, %35
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %37
  br i1 %26, label %39, label %.preheader74.preheader

.preheader74.preheader:                           ; preds = %7
  %invariant.op = and i1 %27, %16
  br label %.preheader74

39:                                               ; preds = %7
  %40 = zext nneg i32 %17 to i64
  %41 = sub nsw i64 %29, %40
  %42 = tail call i64 @llvm.smax.i64(i64 %41, i64 0)
  %43 = tail call i64 @llvm.umin.i64(i64 %42, i64 4)
  %44 = trunc nuw nsw i64 %43 to i32
  %45 = tail call i32 @llvm.umin.i32(i32 %28, i32 %44)
  %46 = tail call i32 @llvm.umin.i32(i32 %45, i32 %30)
  %47 = shl nuw nsw i32 %46, 1
  %48 = ptrtoint ptr addrspace(3) %38 to i64
  %49 = trunc i64 %48 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %49, ptr addrspace(1) %23, i32 %47) #5
  br label %.loopexit75

.preheader74:                                     ; preds = %.preheader74.preheader, %.preheader74
  %50 = phi i64 [ %60, %.preheader74 ], [ 0, %.preheader74.preheader ]
  %51 = trunc nuw nsw i64 %50 to i32
  %52 = or disjoint i32 %17, %51
  %53 = add i32 %52, %20
  %54 = sext i32 %53 to i64
  %55 = getelementptr bfloat, ptr addrspace(1) %0, i64 %54
  %56 = icmp slt i32 %52, %6
  %.reass.reass.reass = and i1 %56, %invariant.op
  %57 = zext i1 %.reass.reass.reass to i32
  %58 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %55, i32 %57, i16 0) #5
  %59 = getelementptr bfloat, ptr addrspace(3) %38, i64 %50
  store i16 %58, ptr addrspace(3) %59, align 2
  %60 = add nuw nsw i64 %50, 1
  %exitcond.not = icmp eq i64 %60, 4
  br i1 %exitcond.not, label %.loopexit75, label %.preheader74

.loopexit75:                                      ; preds = %.preheader74, %39
  %61 = or disjoint i32 %9, 512
  %62 = lshr i32 %61, 5
  %63 = or disjoint i32 %62, %12
  %64 = mul i32 %6, %63
  %65 = add i32 %64, %17
  %66 = sext i32 %65 to i64
  %67 = getelementptr bfloat, ptr addrspace(1) %0, i64 %66
  %68 = ptrtoint ptr addrspace(1) %67 to i64
  %69 = and i64 %68, 7
  %70 = icmp eq i64 %69, 0
  %71 = icmp slt i32 %63, %4
  %72 = select i1 %71, i32 4, i32 0
  %73 = shl nuw nsw i32 %62, 6
  %74 = or disjoint i32 %73, %33
  %75 = or disjoint i32 %74, %35
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %76
  br i1 %70, label %78, label %.preheader72.preheader

.preheader72.preheader:                           ; preds = %.loopexit75
  %invariant.op420 = and i1 %71, %16
  br label %.preheader72

78:                                               ; preds = %.loopexit75
  %79 = zext nneg i32 %17 to i64
  %80 = sub nsw i64 %29, %79
  %81 = tail call i64 @llvm.smax.i64(i64 %80, i64 0)
  %82 = tail call i64 @llvm.umin.i64(i64 %81, i64 4)
  %83 = trunc nuw nsw i64 %82 to i32
  %84 = tail call i32 @llvm.umin.i32(i32 %72, i32 %83)
  %85 = tail call i32 @llvm.umin.i32(i32 %84, i32 %30)
  %86 = shl nuw nsw i32 %85, 1
  %87 = ptrtoint ptr addrspace(3) %77 to i64
  %88 = trunc i64 %87 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %88, ptr addrspace(1) %67, i32 %86) #5
  br label %.loopexit73

.preheader72:                                     ; preds = %.preheader72.preheader, %.preheader72
  %89 = phi i64 [ %99, %.preheader72 ], [ 0, %.preheader72.preheader ]
  %90 = trunc nuw nsw i64 %89 to i32
  %91 = or disjoint i32 %17, %90
  %92 = add i32 %91, %64
  %93 = sext i32 %92 to i64
  %94 = getelementptr bfloat, ptr addrspace(1) %0, i64 %93
  %95 = icmp slt i32 %91, %6
  %.reass108.reass.reass = and i1 %95, %invariant.op420
  %96 = zext i1 %.reass108.reass.reass to i32
  %97 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %94, i32 %96, i16 0) #5
  %98 = getelementptr bfloat, ptr addrspace(3) %77, i64 %89
  store i16 %97, ptr addrspace(3) %98, align 2
  %99 = add nuw nsw i64 %89, 1
  %exitcond210.not = icmp eq i64 %99, 4
  br i1 %exitcond210.not, label %.loopexit73, label %.preheader72

.loopexit73:                                      ; preds = %.preheader72, %78
  %100 = or disjoint i32 %9, 1024
  %101 = lshr i32 %100, 5
  %102 = or disjoint i32 %101, %12
  %103 = mul i32 %6, %102
  %104 = add i32 %103, %17
  %105 = sext i32 %104 to i64
  %106 = getelementptr bfloat, ptr addrspace(1) %0, i64 %105
  %107 = ptrtoint ptr addrspace(1) %106 to i64
  %108 = and i64 %107, 7
  %109 = icmp eq i64 %108, 0
  %110 = icmp slt i32 %102, %4
  %111 = select i1 %110, i32 4, i32 0
  %112 = shl nuw nsw i32 %101, 6
  %113 = or disjoint i32 %112, %33
  %114 = or disjoint i32 %113, %35
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %115
  br i1 %109, label %117, label %.preheader70.preheader

.preheader70.preheader:                           ; preds = %.loopexit73
  %invariant.op421 = and i1 %110, %16
  br label %.preheader70

117:                                              ; preds = %.loopexit73
  %118 = zext nneg i32 %17 to i64
  %119 = sub nsw i64 %29, %118
  %120 = tail call i64 @llvm.smax.i64(i64 %119, i64 0)
  %121 = tail call i64 @llvm.umin.i64(i64 %120, i64 4)
  %122 = trunc nuw nsw i64 %121 to i32
  %123 = tail call i32 @llvm.umin.i32(i32 %111, i32 %122)
  %124 = tail call i32 @llvm.umin.i32(i32 %123, i32 %30)
  %125 = shl nuw nsw i32 %124, 1
  %126 = ptrtoint ptr addrspace(3) %116 to i64
  %127 = trunc i64 %126 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %127, ptr addrspace(1) %106, i32 %125) #5
  br label %.loopexit71

.preheader70:                                     ; preds = %.preheader70.preheader, %.preheader70
  %128 = phi i64 [ %138, %.preheader70 ], [ 0, %.preheader70.preheader ]
  %129 = trunc nuw nsw i64 %128 to i32
  %130 = or disjoint i32 %17, %129
  %131 = add i32 %130, %103
  %132 = sext i32 %131 to i64
  %133 = getelementptr bfloat, ptr addrspace(1) %0, i64 %132
  %134 = icmp slt i32 %130, %6
  %.reass110.reass.reass = and i1 %134, %invariant.op421
  %135 = zext i1 %.reass110.reass.reass to i32
  %136 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %133, i32 %135, i16 0) #5
  %137 = getelementptr bfloat, ptr addrspace(3) %116, i64 %128
  store i16 %136, ptr addrspace(3) %137, align 2
  %138 = add nuw nsw i64 %128, 1
  %exitcond211.not = icmp eq i64 %138, 4
  br i1 %exitcond211.not, label %.loopexit71, label %.preheader70

.loopexit71:                                      ; preds = %.preheader70, %117
  %139 = or disjoint i32 %9, 1536
  %140 = lshr i32 %139, 5
  %141 = or disjoint i32 %140, %12
  %142 = mul i32 %6, %141
  %143 = add i32 %142, %17
  %144 = sext i32 %143 to i64
  %145 = getelementptr bfloat, ptr addrspace(1) %0, i64 %144
  %146 = ptrtoint ptr addrspace(1) %145 to i64
  %147 = and i64 %146, 7
  %148 = icmp eq i64 %147, 0
  %149 = icmp slt i32 %141, %4
  %150 = select i1 %149, i32 4, i32 0
  %151 = shl nuw nsw i32 %140, 6
  %152 = or disjoint i32 %151, %33
  %153 = or disjoint i32 %152, %35
  %154 = zext nneg i32 %153 to i64
  %155 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %154
  br i1 %148, label %156, label %.preheader68.preheader

.preheader68.preheader:                           ; preds = %.loopexit71
  %invariant.op422 = and i1 %149, %16
  br label %.preheader68

156:                                              ; preds = %.loopexit71
  %157 = zext nneg i32 %17 to i64
  %158 = sub nsw i64 %29, %157
  %159 = tail call i64 @llvm.smax.i64(i64 %158, i64 0)
  %160 = tail call i64 @llvm.umin.i64(i64 %159, i64 4)
  %161 = trunc nuw nsw i64 %160 to i32
  %162 = tail call i32 @llvm.umin.i32(i32 %150, i32 %161)
  %163 = tail call i32 @llvm.umin.i32(i32 %162, i32 %30)
  %164 = shl nuw nsw i32 %163, 1
  %165 = ptrtoint ptr addrspace(3) %155 to i64
  %166 = trunc i64 %165 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %166, ptr addrspace(1) %145, i32 %164) #5
  br label %.loopexit69

.preheader68:                                     ; preds = %.preheader68.preheader, %.preheader68
  %167 = phi i64 [ %177, %.preheader68 ], [ 0, %.preheader68.preheader ]
  %168 = trunc nuw nsw i64 %167 to i32
  %169 = or disjoint i32 %17, %168
  %170 = add i32 %169, %142
  %171 = sext i32 %170 to i64
  %172 = getelementptr bfloat, ptr addrspace(1) %0, i64 %171
  %173 = icmp slt i32 %169, %6
  %.reass112.reass.reass = and i1 %173, %invariant.op422
  %174 = zext i1 %.reass112.reass.reass to i32
  %175 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %172, i32 %174, i16 0) #5
  %176 = getelementptr bfloat, ptr addrspace(3) %155, i64 %167
  store i16 %175, ptr addrspace(3) %176, align 2
  %177 = add nuw nsw i64 %167, 1
  %exitcond212.not = icmp eq i64 %177, 4
  br i1 %exitcond212.not, label %.loopexit69, label %.preheader68

.loopexit69:                                      ; preds = %.preheader68, %156
  %178 = and i32 %9, 60
  %179 = lshr i32 %8, 4
  %180 = mul i32 %5, %179
  %181 = or disjoint i32 %178, %13
  %182 = add i32 %180, %181
  %183 = sext i32 %182 to i64
  %184 = getelementptr bfloat, ptr addrspace(1) %1, i64 %183
  %185 = ptrtoint ptr addrspace(1) %184 to i64
  %186 = and i64 %185, 7
  %187 = icmp eq i64 %186, 0
  %188 = icmp slt i32 %179, %6
  %189 = sext i32 %5 to i64
  %190 = sext i32 %181 to i64
  %191 = sub nsw i64 %189, %190
  %192 = tail call i64 @llvm.smax.i64(i64 %191, i64 0)
  %193 = tail call i64 @llvm.umin.i64(i64 %192, i64 4)
  %194 = trunc nuw nsw i64 %193 to i32
  %195 = lshr i32 %178, 3
  %196 = xor i32 %195, %179
  %197 = shl nuw nsw i32 %179, 7
  %198 = shl nuw nsw i32 %196, 4
  %199 = or disjoint i32 %198, %197
  %200 = or disjoint i32 %199, %35
  %201 = zext nneg i32 %200 to i64
  %202 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %201
  br i1 %187, label %203, label %.preheader66.preheader

.preheader66.preheader:                           ; preds = %.loopexit69
  %invariant.op423 = or i32 %178, %13
  br label %.preheader66

203:                                              ; preds = %.loopexit69
  %204 = tail call i32 @llvm.umin.i32(i32 %194, i32 %30)
  %205 = shl nuw nsw i32 %204, 1
  %206 = select i1 %188, i32 %205, i32 0
  %207 = ptrtoint ptr addrspace(3) %202 to i64
  %208 = trunc i64 %207 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %208, ptr addrspace(1) %184, i32 %206) #5
  br label %.loopexit67

.preheader66:                                     ; preds = %.preheader66.preheader, %.preheader66
  %209 = phi i64 [ %219, %.preheader66 ], [ 0, %.preheader66.preheader ]
  %210 = trunc nuw nsw i64 %209 to i32
  %.reass.reass = or i32 %210, %invariant.op423
  %211 = add i32 %.reass.reass, %180
  %212 = sext i32 %211 to i64
  %213 = getelementptr bfloat, ptr addrspace(1) %1, i64 %212
  %214 = icmp slt i32 %.reass.reass, %5
  %215 = and i1 %188, %214
  %216 = zext i1 %215 to i32
  %217 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %213, i32 %216, i16 0) #5
  %218 = getelementptr bfloat, ptr addrspace(3) %202, i64 %209
  store i16 %217, ptr addrspace(3) %218, align 2
  %219 = add nuw nsw i64 %209, 1
  %exitcond213.not = icmp eq i64 %219, 4
  br i1 %exitcond213.not, label %.loopexit67, label %.preheader66

.loopexit67:                                      ; preds = %.preheader66, %203
  %220 = lshr i32 %61, 6
  %221 = mul i32 %5, %220
  %222 = add i32 %221, %181
  %223 = sext i32 %222 to i64
  %224 = getelementptr bfloat, ptr addrspace(1) %1, i64 %223
  %225 = ptrtoint ptr addrspace(1) %224 to i64
  %226 = and i64 %225, 7
  %227 = icmp eq i64 %226, 0
  %228 = icmp slt i32 %220, %6
  %229 = and i32 %220, 7
  %230 = xor i32 %229, %195
  %231 = shl nuw nsw i32 %220, 7
  %232 = shl nuw nsw i32 %230, 4
  %233 = or disjoint i32 %232, %231
  %234 = or disjoint i32 %233, %35
  %235 = zext nneg i32 %234 to i64
  %236 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %235
  br i1 %227, label %237, label %.preheader64.preheader

.preheader64.preheader:                           ; preds = %.loopexit67
  %invariant.op424 = or i32 %178, %13
  br label %.preheader64

237:                                              ; preds = %.loopexit67
  %238 = tail call i32 @llvm.umin.i32(i32 %194, i32 %30)
  %239 = shl nuw nsw i32 %238, 1
  %240 = select i1 %228, i32 %239, i32 0
  %241 = ptrtoint ptr addrspace(3) %236 to i64
  %242 = trunc i64 %241 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %242, ptr addrspace(1) %224, i32 %240) #5
  br label %.loopexit65

.preheader64:                                     ; preds = %.preheader64.preheader, %.preheader64
  %243 = phi i64 [ %253, %.preheader64 ], [ 0, %.preheader64.preheader ]
  %244 = trunc nuw nsw i64 %243 to i32
  %.reass271.reass = or i32 %244, %invariant.op424
  %245 = add i32 %.reass271.reass, %221
  %246 = sext i32 %245 to i64
  %247 = getelementptr bfloat, ptr addrspace(1) %1, i64 %246
  %248 = icmp slt i32 %.reass271.reass, %5
  %249 = and i1 %228, %248
  %250 = zext i1 %249 to i32
  %251 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %247, i32 %250, i16 0) #5
  %252 = getelementptr bfloat, ptr addrspace(3) %236, i64 %243
  store i16 %251, ptr addrspace(3) %252, align 2
  %253 = add nuw nsw i64 %243, 1
  %exitcond214.not = icmp eq i64 %253, 4
  br i1 %exitcond214.not, label %.loopexit65, label %.preheader64

.loopexit65:                                      ; preds = %.preheader64, %237
  %254 = lshr i32 %100, 6
  %255 = mul i32 %5, %254
  %256 = add i32 %255, %181
  %257 = sext i32 %256 to i64
  %258 = getelementptr bfloat, ptr addrspace(1) %1, i64 %257
  %259 = ptrtoint ptr addrspace(1) %258 to i64
  %260 = and i64 %259, 7
  %261 = icmp eq i64 %260, 0
  %262 = icmp slt i32 %254, %6
  %263 = and i32 %254, 7
  %264 = xor i32 %263, %195
  %265 = shl nuw nsw i32 %254, 7
  %266 = shl nuw nsw i32 %264, 4
  %267 = or disjoint i32 %266, %265
  %268 = or disjoint i32 %267, %35
  %269 = zext nneg i32 %268 to i64
  %270 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %269
  br i1 %261, label %271, label %.preheader62.preheader

.preheader62.preheader:                           ; preds = %.loopexit65
  %invariant.op425 = or i32 %178, %13
  br label %.preheader62

271:                                              ; preds = %.loopexit65
  %272 = tail call i32 @llvm.umin.i32(i32 %194, i32 %30)
  %273 = shl nuw nsw i32 %272, 1
  %274 = select i1 %262, i32 %273, i32 0
  %275 = ptrtoint ptr addrspace(3) %270 to i64
  %276 = trunc i64 %275 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %276, ptr addrspace(1) %258, i32 %274) #5
  br label %.loopexit63

.preheader62:                                     ; preds = %.preheader62.preheader, %.preheader62
  %277 = phi i64 [ %287, %.preheader62 ], [ 0, %.preheader62.preheader ]
  %278 = trunc nuw nsw i64 %277 to i32
  %.reass273.reass = or i32 %278, %invariant.op425
  %279 = add i32 %.reass273.reass, %255
  %280 = sext i32 %279 to i64
  %281 = getelementptr bfloat, ptr addrspace(1) %1, i64 %280
  %282 = icmp slt i32 %.reass273.reass, %5
  %283 = and i1 %262, %282
  %284 = zext i1 %283 to i32
  %285 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %281, i32 %284, i16 0) #5
  %286 = getelementptr bfloat, ptr addrspace(3) %270, i64 %277
  store i16 %285, ptr addrspace(3) %286, align 2
  %287 = add nuw nsw i64 %277, 1
  %exitcond215.not = icmp eq i64 %287, 4
  br i1 %exitcond215.not, label %.loopexit63, label %.preheader62

.loopexit63:                                      ; preds = %.preheader62, %271
  %288 = lshr i32 %139, 6
  %289 = mul i32 %5, %288
  %290 = add i32 %289, %181
  %291 = sext i32 %290 to i64
  %292 = getelementptr bfloat, ptr addrspace(1) %1, i64 %291
  %293 = ptrtoint ptr addrspace(1) %292 to i64
  %294 = and i64 %293, 7
  %295 = icmp eq i64 %294, 0
  %296 = icmp slt i32 %288, %6
  %297 = and i32 %288, 7
  %298 = xor i32 %297, %195
  %299 = shl nuw nsw i32 %288, 7
  %300 = shl nuw nsw i32 %298, 4
  %301 = or disjoint i32 %300, %299
  %302 = or disjoint i32 %301, %35
  %303 = zext nneg i32 %302 to i64
  %304 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %303
  br i1 %295, label %305, label %.preheader60.preheader

.preheader60.preheader:                           ; preds = %.loopexit63
  %invariant.op426 = or i32 %178, %13
  br label %.preheader60

305:                                              ; preds = %.loopexit63
  %306 = tail call i32 @llvm.umin.i32(i32 %194, i32 %30)
  %307 = shl nuw nsw i32 %306, 1
  %308 = select i1 %296, i32 %307, i32 0
  %309 = ptrtoint ptr addrspace(3) %304 to i64
  %310 = trunc i64 %309 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %310, ptr addrspace(1) %292, i32 %308) #5
  br label %.loopexit61

.preheader60:                                     ; preds = %.preheader60.preheader, %.preheader60
  %311 = phi i64 [ %321, %.preheader60 ], [ 0, %.preheader60.preheader ]
  %312 = trunc nuw nsw i64 %311 to i32
  %.reass275.reass = or i32 %312, %invariant.op426
  %313 = add i32 %.reass275.reass, %289
  %314 = sext i32 %313 to i64
  %315 = getelementptr bfloat, ptr addrspace(1) %1, i64 %314
  %316 = icmp slt i32 %.reass275.reass, %5
  %317 = and i1 %296, %316
  %318 = zext i1 %317 to i32
  %319 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %315, i32 %318, i16 0) #5
  %320 = getelementptr bfloat, ptr addrspace(3) %304, i64 %311
  store i16 %319, ptr addrspace(3) %320, align 2
  %321 = add nuw nsw i64 %311, 1
  %exitcond216.not = icmp eq i64 %321, 4
  br i1 %exitcond216.not, label %.loopexit61, label %.preheader60

.loopexit61:                                      ; preds = %.preheader60, %305
  %322 = icmp slt i32 %15, %5
  %323 = and i1 %322, %16
  %324 = shl nuw nsw i32 %14, 2
  %325 = zext nneg i32 %324 to i64
  %326 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 24576), i64 %325
  %327 = sext i32 %15 to i64
  %328 = getelementptr float, ptr addrspace(1) %2, i64 %327
  %329 = select i1 %323, i32 4, i32 0
  %330 = ptrtoint ptr addrspace(3) %326 to i64
  %331 = trunc i64 %330 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %331, ptr addrspace(1) %328, i32 %329) #5
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %332 = icmp sgt i32 %6, 32
  %333 = or disjoint i32 %17, 32
  %334 = add i32 %20, %333
  %335 = sext i32 %334 to i64
  %336 = getelementptr bfloat, ptr addrspace(1) %0, i64 %335
  %337 = ptrtoint ptr addrspace(1) %336 to i64
  %338 = and i64 %337, 7
  %339 = icmp eq i64 %338, 0
  %340 = select i1 %332, i32 4, i32 0
  %341 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %37
  br i1 %339, label %342, label %.preheader58.preheader

.preheader58.preheader:                           ; preds = %.loopexit61
  %invariant.op427 = or disjoint i32 %17, 32
  %invariant.op428 = and i1 %27, %332
  br label %.preheader58

342:                                              ; preds = %.loopexit61
  %343 = zext nneg i32 %333 to i64
  %344 = sub nsw i64 %29, %343
  %345 = tail call i64 @llvm.smax.i64(i64 %344, i64 0)
  %346 = tail call i64 @llvm.umin.i64(i64 %345, i64 4)
  %347 = trunc nuw nsw i64 %346 to i32
  %348 = tail call i32 @llvm.umin.i32(i32 %28, i32 %347)
  %349 = tail call i32 @llvm.umin.i32(i32 %348, i32 %340)
  %350 = shl nuw nsw i32 %349, 1
  %351 = ptrtoint ptr addrspace(3) %341 to i64
  %352 = trunc i64 %351 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %352, ptr addrspace(1) %336, i32 %350) #5
  br label %.loopexit59

.preheader58:                                     ; preds = %.preheader58.preheader, %.preheader58
  %353 = phi i64 [ %362, %.preheader58 ], [ 0, %.preheader58.preheader ]
  %354 = trunc nuw nsw i64 %353 to i32
  %.reass277.reass = or disjoint i32 %354, %invariant.op427
  %355 = add i32 %.reass277.reass, %20
  %356 = sext i32 %355 to i64
  %357 = getelementptr bfloat, ptr addrspace(1) %0, i64 %356
  %358 = icmp slt i32 %.reass277.reass, %6
  %.reass114.reass.reass = and i1 %358, %invariant.op428
  %359 = zext i1 %.reass114.reass.reass to i32
  %360 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %357, i32 %359, i16 0) #5
  %361 = getelementptr bfloat, ptr addrspace(3) %341, i64 %353
  store i16 %360, ptr addrspace(3) %361, align 2
  %362 = add nuw nsw i64 %353, 1
  %exitcond217.not = icmp eq i64 %362, 4
  br i1 %exitcond217.not, label %.loopexit59, label %.preheader58

.loopexit59:                                      ; preds = %.preheader58, %342
  %363 = add i32 %64, %333
  %364 = sext i32 %363 to i64
  %365 = getelementptr bfloat, ptr addrspace(1) %0, i64 %364
  %366 = ptrtoint ptr addrspace(1) %365 to i64
  %367 = and i64 %366, 7
  %368 = icmp eq i64 %367, 0
  %369 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %76
  br i1 %368, label %370, label %.preheader56.preheader

.preheader56.preheader:                           ; preds = %.loopexit59
  %invariant.op429 = or disjoint i32 %17, 32
  %invariant.op430 = and i1 %71, %332
  br label %.preheader56

370:                                              ; preds = %.loopexit59
  %371 = zext nneg i32 %333 to i64
  %372 = sub nsw i64 %29, %371
  %373 = tail call i64 @llvm.smax.i64(i64 %372, i64 0)
  %374 = tail call i64 @llvm.umin.i64(i64 %373, i64 4)
  %375 = trunc nuw nsw i64 %374 to i32
  %376 = tail call i32 @llvm.umin.i32(i32 %72, i32 %375)
  %377 = tail call i32 @llvm.umin.i32(i32 %376, i32 %340)
  %378 = shl nuw nsw i32 %377, 1
  %379 = ptrtoint ptr addrspace(3) %369 to i64
  %380 = trunc i64 %379 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %380, ptr addrspace(1) %365, i32 %378) #5
  br label %.loopexit57

.preheader56:                                     ; preds = %.preheader56.preheader, %.preheader56
  %381 = phi i64 [ %390, %.preheader56 ], [ 0, %.preheader56.preheader ]
  %382 = trunc nuw nsw i64 %381 to i32
  %.reass280.reass = or disjoint i32 %382, %invariant.op429
  %383 = add i32 %.reass280.reass, %64
  %384 = sext i32 %383 to i64
  %385 = getelementptr bfloat, ptr addrspace(1) %0, i64 %384
  %386 = icmp slt i32 %.reass280.reass, %6
  %.reass116.reass.reass = and i1 %386, %invariant.op430
  %387 = zext i1 %.reass116.reass.reass to i32
  %388 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %385, i32 %387, i16 0) #5
  %389 = getelementptr bfloat, ptr addrspace(3) %369, i64 %381
  store i16 %388, ptr addrspace(3) %389, align 2
  %390 = add nuw nsw i64 %381, 1
  %exitcond218.not = icmp eq i64 %390, 4
  br i1 %exitcond218.not, label %.loopexit57, label %.preheader56

.loopexit57:                                      ; preds = %.preheader56, %370
  %391 = add i32 %103, %333
  %392 = sext i32 %391 to i64
  %393 = getelementptr bfloat, ptr addrspace(1) %0, i64 %392
  %394 = ptrtoint ptr addrspace(1) %393 to i64
  %395 = and i64 %394, 7
  %396 = icmp eq i64 %395, 0
  %397 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %115
  br i1 %396, label %398, label %.preheader54.preheader

.preheader54.preheader:                           ; preds = %.loopexit57
  %invariant.op431 = or disjoint i32 %17, 32
  %invariant.op432 = and i1 %110, %332
  br label %.preheader54

398:                                              ; preds = %.loopexit57
  %399 = zext nneg i32 %333 to i64
  %400 = sub nsw i64 %29, %399
  %401 = tail call i64 @llvm.smax.i64(i64 %400, i64 0)
  %402 = tail call i64 @llvm.umin.i64(i64 %401, i64 4)
  %403 = trunc nuw nsw i64 %402 to i32
  %404 = tail call i32 @llvm.umin.i32(i32 %111, i32 %403)
  %405 = tail call i32 @llvm.umin.i32(i32 %404, i32 %340)
  %406 = shl nuw nsw i32 %405, 1
  %407 = ptrtoint ptr addrspace(3) %397 to i64
  %408 = trunc i64 %407 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %408, ptr addrspace(1) %393, i32 %406) #5
  br label %.loopexit55

.preheader54:                                     ; preds = %.preheader54.preheader, %.preheader54
  %409 = phi i64 [ %418, %.preheader54 ], [ 0, %.preheader54.preheader ]
  %410 = trunc nuw nsw i64 %409 to i32
  %.reass283.reass = or disjoint i32 %410, %invariant.op431
  %411 = add i32 %.reass283.reass, %103
  %412 = sext i32 %411 to i64
  %413 = getelementptr bfloat, ptr addrspace(1) %0, i64 %412
  %414 = icmp slt i32 %.reass283.reass, %6
  %.reass118.reass.reass = and i1 %414, %invariant.op432
  %415 = zext i1 %.reass118.reass.reass to i32
  %416 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %413, i32 %415, i16 0) #5
  %417 = getelementptr bfloat, ptr addrspace(3) %397, i64 %409
  store i16 %416, ptr addrspace(3) %417, align 2
  %418 = add nuw nsw i64 %409, 1
  %exitcond219.not = icmp eq i64 %418, 4
  br i1 %exitcond219.not, label %.loopexit55, label %.preheader54

.loopexit55:                                      ; preds = %.preheader54, %398
  %419 = add i32 %142, %333
  %420 = sext i32 %419 to i64
  %421 = getelementptr bfloat, ptr addrspace(1) %0, i64 %420
  %422 = ptrtoint ptr addrspace(1) %421 to i64
  %423 = and i64 %422, 7
  %424 = icmp eq i64 %423, 0
  %425 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %154
  br i1 %424, label %426, label %.preheader52.preheader

.preheader52.preheader:                           ; preds = %.loopexit55
  %invariant.op433 = or disjoint i32 %17, 32
  %invariant.op434 = and i1 %149, %332
  br label %.preheader52

426:                                              ; preds = %.loopexit55
  %427 = zext nneg i32 %333 to i64
  %428 = sub nsw i64 %29, %427
  %429 = tail call i64 @llvm.smax.i64(i64 %428, i64 0)
  %430 = tail call i64 @llvm.umin.i64(i64 %429, i64 4)
  %431 = trunc nuw nsw i64 %430 to i32
  %432 = tail call i32 @llvm.umin.i32(i32 %150, i32 %431)
  %433 = tail call i32 @llvm.umin.i32(i32 %432, i32 %340)
  %434 = shl nuw nsw i32 %433, 1
  %435 = ptrtoint ptr addrspace(3) %425 to i64
  %436 = trunc i64 %435 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %436, ptr addrspace(1) %421, i32 %434) #5
  br label %.loopexit53

.preheader52:                                     ; preds = %.preheader52.preheader, %.preheader52
  %437 = phi i64 [ %446, %.preheader52 ], [ 0, %.preheader52.preheader ]
  %438 = trunc nuw nsw i64 %437 to i32
  %.reass286.reass = or disjoint i32 %438, %invariant.op433
  %439 = add i32 %.reass286.reass, %142
  %440 = sext i32 %439 to i64
  %441 = getelementptr bfloat, ptr addrspace(1) %0, i64 %440
  %442 = icmp slt i32 %.reass286.reass, %6
  %.reass120.reass.reass = and i1 %442, %invariant.op434
  %443 = zext i1 %.reass120.reass.reass to i32
  %444 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %441, i32 %443, i16 0) #5
  %445 = getelementptr bfloat, ptr addrspace(3) %425, i64 %437
  store i16 %444, ptr addrspace(3) %445, align 2
  %446 = add nuw nsw i64 %437, 1
  %exitcond220.not = icmp eq i64 %446, 4
  br i1 %exitcond220.not, label %.loopexit53, label %.preheader52

.loopexit53:                                      ; preds = %.preheader52, %426
  %447 = or disjoint i32 %179, 32
  %448 = mul i32 %5, %447
  %449 = add i32 %448, %181
  %450 = sext i32 %449 to i64
  %451 = getelementptr bfloat, ptr addrspace(1) %1, i64 %450
  %452 = ptrtoint ptr addrspace(1) %451 to i64
  %453 = and i64 %452, 7
  %454 = icmp eq i64 %453, 0
  %455 = icmp slt i32 %447, %6
  %456 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 16384), i64 %201
  br i1 %454, label %457, label %.preheader50.preheader

.preheader50.preheader:                           ; preds = %.loopexit53
  %invariant.op435 = or i32 %178, %13
  %invariant.op436 = and i1 %455, %332
  br label %.preheader50

457:                                              ; preds = %.loopexit53
  %458 = tail call i32 @llvm.umin.i32(i32 %194, i32 %340)
  %459 = shl nuw nsw i32 %458, 1
  %460 = select i1 %455, i32 %459, i32 0
  %461 = ptrtoint ptr addrspace(3) %456 to i64
  %462 = trunc i64 %461 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %462, ptr addrspace(1) %451, i32 %460) #5
  br label %.loopexit51

.preheader50:                                     ; preds = %.preheader50.preheader, %.preheader50
  %463 = phi i64 [ %472, %.preheader50 ], [ 0, %.preheader50.preheader ]
  %464 = trunc nuw nsw i64 %463 to i32
  %.reass289.reass = or i32 %464, %invariant.op435
  %465 = add i32 %.reass289.reass, %448
  %466 = sext i32 %465 to i64
  %467 = getelementptr bfloat, ptr addrspace(1) %1, i64 %466
  %468 = icmp slt i32 %.reass289.reass, %5
  %.reass122.reass.reass = and i1 %468, %invariant.op436
  %469 = zext i1 %.reass122.reass.reass to i32
  %470 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %467, i32 %469, i16 0) #5
  %471 = getelementptr bfloat, ptr addrspace(3) %456, i64 %463
  store i16 %470, ptr addrspace(3) %471, align 2
  %472 = add nuw nsw i64 %463, 1
  %exitcond221.not = icmp eq i64 %472, 4
  br i1 %exitcond221.not, label %.loopexit51, label %.preheader50

.loopexit51:                                      ; preds = %.preheader50, %457
  %473 = or disjoint i32 %220, 32
  %474 = mul i32 %5, %473
  %475 = add i32 %474, %181
  %476 = sext i32 %475 to i64
  %477 = getelementptr bfloat, ptr addrspace(1) %1, i64 %476
  %478 = ptrtoint ptr addrspace(1) %477 to i64
  %479 = and i64 %478, 7
  %480 = icmp eq i64 %479, 0
  %481 = icmp slt i32 %473, %6
  %482 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 16384), i64 %235
  br i1 %480, label %483, label %.preheader48.preheader

.preheader48.preheader:                           ; preds = %.loopexit51
  %invariant.op437 = or i32 %178, %13
  %invariant.op438 = and i1 %481, %332
  br label %.preheader48

483:                                              ; preds = %.loopexit51
  %484 = tail call i32 @llvm.umin.i32(i32 %194, i32 %340)
  %485 = shl nuw nsw i32 %484, 1
  %486 = select i1 %481, i32 %485, i32 0
  %487 = ptrtoint ptr addrspace(3) %482 to i64
  %488 = trunc i64 %487 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %488, ptr addrspace(1) %477, i32 %486) #5
  br label %.loopexit49

.preheader48:                                     ; preds = %.preheader48.preheader, %.preheader48
  %489 = phi i64 [ %498, %.preheader48 ], [ 0, %.preheader48.preheader ]
  %490 = trunc nuw nsw i64 %489 to i32
  %.reass292.reass = or i32 %490, %invariant.op437
  %491 = add i32 %.reass292.reass, %474
  %492 = sext i32 %491 to i64
  %493 = getelementptr bfloat, ptr addrspace(1) %1, i64 %492
  %494 = icmp slt i32 %.reass292.reass, %5
  %.reass124.reass.reass = and i1 %494, %invariant.op438
  %495 = zext i1 %.reass124.reass.reass to i32
  %496 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %493, i32 %495, i16 0) #5
  %497 = getelementptr bfloat, ptr addrspace(3) %482, i64 %489
  store i16 %496, ptr addrspace(3) %497, align 2
  %498 = add nuw nsw i64 %489, 1
  %exitcond222.not = icmp eq i64 %498, 4
  br i1 %exitcond222.not, label %.loopexit49, label %.preheader48

.loopexit49:                                      ; preds = %.preheader48, %483
  %499 = or disjoint i32 %254, 32
  %500 = mul i32 %5, %499
  %501 = add i32 %500, %181
  %502 = sext i32 %501 to i64
  %503 = getelementptr bfloat, ptr addrspace(1) %1, i64 %502
  %504 = ptrtoint ptr addrspace(1) %503 to i64
  %505 = and i64 %504, 7
  %506 = icmp eq i64 %505, 0
  %507 = icmp slt i32 %499, %6
  %508 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 16384), i64 %269
  br i1 %506, label %509, label %.preheader46.preheader

.preheader46.preheader:                           ; preds = %.loopexit49
  %invariant.op439 = or i32 %178, %13
  %invariant.op440 = and i1 %507, %332
  br label %.preheader46

509:                                              ; preds = %.loopexit49
  %510 = tail call i32 @llvm.umin.i32(i32 %194, i32 %340)
  %511 = shl nuw nsw i32 %510, 1
  %512 = select i1 %507, i32 %511, i32 0
  %513 = ptrtoint ptr addrspace(3) %508 to i64
  %514 = trunc i64 %513 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %514, ptr addrspace(1) %503, i32 %512) #5
  br label %.loopexit47

.preheader46:                                     ; preds = %.preheader46.preheader, %.preheader46
  %515 = phi i64 [ %524, %.preheader46 ], [ 0, %.preheader46.preheader ]
  %516 = trunc nuw nsw i64 %515 to i32
  %.reass295.reass = or i32 %516, %invariant.op439
  %517 = add i32 %.reass295.reass, %500
  %518 = sext i32 %517 to i64
  %519 = getelementptr bfloat, ptr addrspace(1) %1, i64 %518
  %520 = icmp slt i32 %.reass295.reass, %5
  %.reass126.reass.reass = and i1 %520, %invariant.op440
  %521 = zext i1 %.reass126.reass.reass to i32
  %522 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %519, i32 %521, i16 0) #5
  %523 = getelementptr bfloat, ptr addrspace(3) %508, i64 %515
  store i16 %522, ptr addrspace(3) %523, align 2
  %524 = add nuw nsw i64 %515, 1
  %exitcond223.not = icmp eq i64 %524, 4
  br i1 %exitcond223.not, label %.loopexit47, label %.preheader46

.loopexit47:                                      ; preds = %.preheader46, %509
  %525 = or disjoint i32 %288, 32
  %526 = mul i32 %5, %525
  %527 = add i32 %526, %181
  %528 = sext i32 %527 to i64
  %529 = getelementptr bfloat, ptr addrspace(1) %1, i64 %528
  %530 = ptrtoint ptr addrspace(1) %529 to i64
  %531 = and i64 %530, 7
  %532 = icmp eq i64 %531, 0
  %533 = icmp slt i32 %525, %6
  %534 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 16384), i64 %303
  br i1 %532, label %535, label %.preheader44.preheader

.preheader44.preheader:                           ; preds = %.loopexit47
  %invariant.op441 = or i32 %178, %13
  %invariant.op442 = and i1 %533, %332
  br label %.preheader44

535:                                              ; preds = %.loopexit47
  %536 = tail call i32 @llvm.umin.i32(i32 %194, i32 %340)
  %537 = shl nuw nsw i32 %536, 1
  %538 = select i1 %533, i32 %537, i32 0
  %539 = ptrtoint ptr addrspace(3) %534 to i64
  %540 = trunc i64 %539 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %540, ptr addrspace(1) %529, i32 %538) #5
  br label %.loopexit45

.preheader44:                                     ; preds = %.preheader44.preheader, %.preheader44
  %541 = phi i64 [ %550, %.preheader44 ], [ 0, %.preheader44.preheader ]
  %542 = trunc nuw nsw i64 %541 to i32
  %.reass298.reass = or i32 %542, %invariant.op441
  %543 = add i32 %.reass298.reass, %526
  %544 = sext i32 %543 to i64
  %545 = getelementptr bfloat, ptr addrspace(1) %1, i64 %544
  %546 = icmp slt i32 %.reass298.reass, %5
  %.reass128.reass.reass = and i1 %546, %invariant.op442
  %547 = zext i1 %.reass128.reass.reass to i32
  %548 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %545, i32 %547, i16 0) #5
  %549 = getelementptr bfloat, ptr addrspace(3) %534, i64 %541
  store i16 %548, ptr addrspace(3) %549, align 2
  %550 = add nuw nsw i64 %541, 1
  %exitcond224.not = icmp eq i64 %550, 4
  br i1 %exitcond224.not, label %.loopexit45, label %.preheader44

.loopexit45:                                      ; preds = %.preheader44, %535
  %551 = add i32 %5, %15
  %552 = and i1 %322, %332
  %553 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 24832), i64 %325
  %554 = sext i32 %551 to i64
  %555 = getelementptr float, ptr addrspace(1) %2, i64 %554
  %556 = select i1 %552, i32 4, i32 0
  %557 = ptrtoint ptr addrspace(3) %553 to i64
  %558 = trunc i64 %557 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %558, ptr addrspace(1) %555, i32 %556) #5
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  br i1 %16, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.loopexit45
  %559 = and i32 %31, 24
  %560 = zext nneg i32 %559 to i64
  %invariant.gep176 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 24576), i64 %560
  %invariant.op451 = or i32 %178, %13
  %invariant.op453 = or i32 %178, %13
  %invariant.op455 = or i32 %178, %13
  %invariant.op457 = or i32 %178, %13
  br label %561

561:                                              ; preds = %.lr.ph, %.loopexit
  %562 = phi float [ 0.000000e+00, %.lr.ph ], [ %817, %.loopexit ]
  %563 = phi float [ 0.000000e+00, %.lr.ph ], [ %816, %.loopexit ]
  %564 = phi float [ 0.000000e+00, %.lr.ph ], [ %815, %.loopexit ]
  %565 = phi float [ 0.000000e+00, %.lr.ph ], [ %814, %.loopexit ]
  %566 = phi float [ 0.000000e+00, %.lr.ph ], [ %813, %.loopexit ]
  %567 = phi float [ 0.000000e+00, %.lr.ph ], [ %812, %.loopexit ]
  %568 = phi float [ 0.000000e+00, %.lr.ph ], [ %811, %.loopexit ]
  %569 = phi float [ 0.000000e+00, %.lr.ph ], [ %810, %.loopexit ]
  %570 = phi float [ 0.000000e+00, %.lr.ph ], [ %809, %.loopexit ]
  %571 = phi float [ 0.000000e+00, %.lr.ph ], [ %808, %.loopexit ]
  %572 = phi float [ 0.000000e+00, %.lr.ph ], [ %807, %.loopexit ]
  %573 = phi float [ 0.000000e+00, %.lr.ph ], [ %806, %.loopexit ]
  %574 = phi float [ 0.000000e+00, %.lr.ph ], [ %805, %.loopexit ]
  %575 = phi float [ 0.000000e+00, %.lr.ph ], [ %804, %.loopexit ]
  %576 = phi float [ 0.000000e+00, %.lr.ph ], [ %803, %.loopexit ]
  %577 = phi float [ 0.000000e+00, %.lr.ph ], [ %802, %.loopexit ]
  %578 = phi float [ 0.000000e+00, %.lr.ph ], [ %801, %.loopexit ]
  %579 = phi float [ 0.000000e+00, %.lr.ph ], [ %800, %.loopexit ]
  %580 = phi float [ 0.000000e+00, %.lr.ph ], [ %799, %.loopexit ]
  %581 = phi float [ 0.000000e+00, %.lr.ph ], [ %798, %.loopexit ]
  %582 = phi float [ 0.000000e+00, %.lr.ph ], [ %797, %.loopexit ]
  %583 = phi float [ 0.000000e+00, %.lr.ph ], [ %796, %.loopexit ]
  %584 = phi float [ 0.000000e+00, %.lr.ph ], [ %795, %.loopexit ]
  %585 = phi float [ 0.000000e+00, %.lr.ph ], [ %794, %.loopexit ]
  %586 = phi float [ 0.000000e+00, %.lr.ph ], [ %793, %.loopexit ]
  %587 = phi float [ 0.000000e+00, %.lr.ph ], [ %792, %.loopexit ]
  %588 = phi float [ 0.000000e+00, %.lr.ph ], [ %791, %.loopexit ]
  %589 = phi float [ 0.000000e+00, %.lr.ph ], [ %790, %.loopexit ]
  %590 = phi float [ 0.000000e+00, %.lr.ph ], [ %789, %.loopexit ]
  %591 = phi float [ 0.000000e+00, %.lr.ph ], [ %788, %.loopexit ]
  %592 = phi float [ 0.000000e+00, %.lr.ph ], [ %787, %.loopexit ]
  %593 = phi float [ 0.000000e+00, %.lr.ph ], [ %786, %.loopexit ]
  %594 = phi i32 [ 0, %.lr.ph ], [ %1052, %.loopexit ]
  %595 = lshr exact i32 %594, 5
  %596 = urem i32 %595, 3
  %597 = add i32 %594, 64
  %598 = add nuw nsw i32 %595, 2
  %599 = urem i32 %598, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %600 = shl nuw nsw i32 %596, 12
  %601 = zext nneg i32 %600 to i64
  %602 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %601
  %603 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %601
  %604 = shl nuw nsw i32 %596, 8
  %605 = zext nneg i32 %604 to i64
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #5
  %606 = ptrtoint ptr addrspace(3) %602 to i64
  %607 = lshr exact i64 %606, 4
  %608 = and i64 %607, 16320
  %609 = or disjoint i64 %608, -9223371899415756800
  %610 = ptrtoint ptr addrspace(3) %603 to i64
  %611 = lshr exact i64 %610, 4
  %612 = and i64 %611, 16320
  %613 = or disjoint i64 %612, 4611686293322072064
  %614 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %609, i64 %613, i32 1, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #5
  %615 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 0
  %616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 1
  %617 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 2
  %618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 3
  %619 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 4
  %620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 5
  %621 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 6
  %622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 7
  %623 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 8
  %624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 9
  %625 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 10
  %626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 11
  %627 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 12
  %628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 13
  %629 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 14
  %630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 15
  %631 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 16
  %632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 17
  %633 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 18
  %634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 19
  %635 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 20
  %636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 21
  %637 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 22
  %638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 23
  %639 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 24
  %640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 25
  %641 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 26
  %642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 27
  %643 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 28
  %644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 29
  %645 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 30
  %646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %614, 31
  %647 = getelementptr i8, ptr addrspace(3) %602, i64 32
  %648 = ptrtoint ptr addrspace(3) %647 to i64
  %649 = lshr exact i64 %648, 4
  %650 = and i64 %649, 16383
  %651 = or disjoint i64 %650, -9223371899415756800
  %652 = getelementptr i8, ptr addrspace(3) %603, i64 2048
  %653 = ptrtoint ptr addrspace(3) %652 to i64
  %654 = lshr exact i64 %653, 4
  %655 = and i64 %654, 16383
  %656 = or disjoint i64 %655, 4611686293322072064
  %657 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %651, i64 %656, i32 1, float %615, float %616, float %617, float %618, float %619, float %620, float %621, float %622, float %623, float %624, float %625, float %626, float %627, float %628, float %629, float %630, float %631, float %632, float %633, float %634, float %635, float %636, float %637, float %638, float %639, float %640, float %641, float %642, float %643, float %644, float %645, float %646) #5
  %658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 0
  %659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 1
  %660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 2
  %661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 3
  %662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 4
  %663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 5
  %664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 6
  %665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 7
  %666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 8
  %667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 9
  %668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 10
  %669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 11
  %670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 12
  %671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 13
  %672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 14
  %673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 15
  %674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 16
  %675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 17
  %676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 18
  %677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 19
  %678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 20
  %679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 21
  %680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 22
  %681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 23
  %682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 24
  %683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 25
  %684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 26
  %685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 27
  %686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 28
  %687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 29
  %688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 30
  %689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %657, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #5
  %690 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %658, float %659, float %660, float %661, float %662, float %663, float %664, float %665, float %666, float %667, float %668, float %669, float %670, float %671, float %672, float %673, float %674, float %675, float %676, float %677, float %678, float %679, float %680, float %681, float %682, float %683, float %684, float %685, float %686, float %687, float %688, float %689) #5
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 0
  %692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 1
  %693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 2
  %694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 3
  %695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 4
  %696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 5
  %697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 6
  %698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 7
  %699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 8
  %700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 9
  %701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 10
  %702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 11
  %703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 12
  %704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 13
  %705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 14
  %706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 15
  %707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 16
  %708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 17
  %709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 18
  %710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 19
  %711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 20
  %712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 21
  %713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 22
  %714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 23
  %715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 24
  %716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 25
  %717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 26
  %718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 27
  %719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 28
  %720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 29
  %721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 30
  %722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %690, 31
  %gep177 = getelementptr i8, ptr addrspace(3) %invariant.gep176, i64 %605
  %723 = load float, ptr addrspace(3) %gep177, align 8
  %724 = getelementptr i8, ptr addrspace(3) %gep177, i64 4
  %725 = load float, ptr addrspace(3) %724, align 4
  %726 = getelementptr i8, ptr addrspace(3) %gep177, i64 32
  %727 = load float, ptr addrspace(3) %726, align 8
  %728 = getelementptr i8, ptr addrspace(3) %gep177, i64 36
  %729 = load float, ptr addrspace(3) %728, align 4
  %730 = getelementptr i8, ptr addrspace(3) %gep177, i64 64
  %731 = load float, ptr addrspace(3) %730, align 8
  %732 = getelementptr i8, ptr addrspace(3) %gep177, i64 68
  %733 = load float, ptr addrspace(3) %732, align 4
  %734 = getelementptr i8, ptr addrspace(3) %gep177, i64 96
  %735 = load float, ptr addrspace(3) %734, align 8
  %736 = getelementptr i8, ptr addrspace(3) %gep177, i64 100
  %737 = load float, ptr addrspace(3) %736, align 4
  %738 = getelementptr i8, ptr addrspace(3) %gep177, i64 128
  %739 = load float, ptr addrspace(3) %738, align 8
  %740 = getelementptr i8, ptr addrspace(3) %gep177, i64 132
  %741 = load float, ptr addrspace(3) %740, align 4
  %742 = getelementptr i8, ptr addrspace(3) %gep177, i64 160
  %743 = load float, ptr addrspace(3) %742, align 8
  %744 = getelementptr i8, ptr addrspace(3) %gep177, i64 164
  %745 = load float, ptr addrspace(3) %744, align 4
  %746 = getelementptr i8, ptr addrspace(3) %gep177, i64 192
  %747 = load float, ptr addrspace(3) %746, align 8
  %748 = getelementptr i8, ptr addrspace(3) %gep177, i64 196
  %749 = load float, ptr addrspace(3) %748, align 4
  %750 = getelementptr i8, ptr addrspace(3) %gep177, i64 224
  %751 = load float, ptr addrspace(3) %750, align 8
  %752 = getelementptr i8, ptr addrspace(3) %gep177, i64 228
  %753 = load float, ptr addrspace(3) %752, align 4
  %754 = fmul float %691, %723
  %755 = fmul float %692, %725
  %756 = fmul float %693, %723
  %757 = fmul float %694, %725
  %758 = fmul float %695, %727
  %759 = fmul float %696, %729
  %760 = fmul float %697, %727
  %761 = fmul float %698, %729
  %762 = fmul float %699, %731
  %763 = fmul float %700, %733
  %764 = fmul float %701, %731
  %765 = fmul float %702, %733
  %766 = fmul float %703, %735
  %767 = fmul float %704, %737
  %768 = fmul float %705, %735
  %769 = fmul float %706, %737
  %770 = fmul float %707, %739
  %771 = fmul float %708, %741
  %772 = fmul float %709, %739
  %773 = fmul float %710, %741
  %774 = fmul float %711, %743
  %775 = fmul float %712, %745
  %776 = fmul float %713, %743
  %777 = fmul float %714, %745
  %778 = fmul float %715, %747
  %779 = fmul float %716, %749
  %780 = fmul float %717, %747
  %781 = fmul float %718, %749
  %782 = fmul float %719, %751
  %783 = fmul float %720, %753
  %784 = fmul float %721, %751
  %785 = fmul float %722, %753
  %786 = fadd float %593, %754
  %787 = fadd float %592, %755
  %788 = fadd float %591, %756
  %789 = fadd float %590, %757
  %790 = fadd float %589, %758
  %791 = fadd float %588, %759
  %792 = fadd float %587, %760
  %793 = fadd float %586, %761
  %794 = fadd float %585, %762
  %795 = fadd float %584, %763
  %796 = fadd float %583, %764
  %797 = fadd float %582, %765
  %798 = fadd float %581, %766
  %799 = fadd float %580, %767
  %800 = fadd float %579, %768
  %801 = fadd float %578, %769
  %802 = fadd float %577, %770
  %803 = fadd float %576, %771
  %804 = fadd float %575, %772
  %805 = fadd float %574, %773
  %806 = fadd float %573, %774
  %807 = fadd float %572, %775
  %808 = fadd float %571, %776
  %809 = fadd float %570, %777
  %810 = fadd float %569, %778
  %811 = fadd float %568, %779
  %812 = fadd float %567, %780
  %813 = fadd float %566, %781
  %814 = fadd float %565, %782
  %815 = fadd float %564, %783
  %816 = fadd float %563, %784
  %817 = fadd float %562, %785
  %818 = icmp slt i32 %597, %6
  %819 = shl nuw nsw i32 %599, 12
  %820 = zext nneg i32 %819 to i64
  %821 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %820
  %822 = or disjoint i32 %597, %17
  %823 = add i32 %822, %20
  %824 = sext i32 %823 to i64
  %825 = getelementptr bfloat, ptr addrspace(1) %0, i64 %824
  %826 = ptrtoint ptr addrspace(1) %825 to i64
  %827 = and i64 %826, 7
  %828 = icmp eq i64 %827, 0
  %829 = select i1 %818, i32 4, i32 0
  %830 = getelementptr i8, ptr addrspace(3) %821, i64 %37
  br i1 %828, label %831, label %.preheader42.preheader

.preheader42.preheader:                           ; preds = %561
  %invariant.op443 = or i32 %597, %17
  %invariant.op444 = and i1 %27, %818
  br label %.preheader42

831:                                              ; preds = %561
  %832 = sext i32 %822 to i64
  %833 = sub nsw i64 %29, %832
  %834 = tail call i64 @llvm.smax.i64(i64 %833, i64 0)
  %835 = tail call i64 @llvm.umin.i64(i64 %834, i64 4)
  %836 = trunc nuw nsw i64 %835 to i32
  %837 = tail call i32 @llvm.umin.i32(i32 %28, i32 %836)
  %838 = tail call i32 @llvm.umin.i32(i32 %837, i32 %829)
  %839 = shl nuw nsw i32 %838, 1
  %840 = ptrtoint ptr addrspace(3) %830 to i64
  %841 = trunc i64 %840 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %841, ptr addrspace(1) %825, i32 %839) #5
  br label %.loopexit43

.preheader42:                                     ; preds = %.preheader42.preheader, %.preheader42
  %842 = phi i64 [ %851, %.preheader42 ], [ 0, %.preheader42.preheader ]
  %843 = trunc nuw nsw i64 %842 to i32
  %.reass301.reass = or i32 %843, %invariant.op443
  %844 = add i32 %.reass301.reass, %20
  %845 = sext i32 %844 to i64
  %846 = getelementptr bfloat, ptr addrspace(1) %0, i64 %845
  %847 = icmp slt i32 %.reass301.reass, %6
  %.reass130.reass.reass = and i1 %847, %invariant.op444
  %848 = zext i1 %.reass130.reass.reass to i32
  %849 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %846, i32 %848, i16 0) #5
  %850 = getelementptr bfloat, ptr addrspace(3) %830, i64 %842
  store i16 %849, ptr addrspace(3) %850, align 2
  %851 = add nuw nsw i64 %842, 1
  %exitcond225.not = icmp eq i64 %851, 4
  br i1 %exitcond225.not, label %.loopexit43, label %.preheader42

.loopexit43:                                      ; preds = %.preheader42, %831
  %852 = add i32 %822, %64
  %853 = sext i32 %852 to i64
  %854 = getelementptr bfloat, ptr addrspace(1) %0, i64 %853
  %855 = ptrtoint ptr addrspace(1) %854 to i64
  %856 = and i64 %855, 7
  %857 = icmp eq i64 %856, 0
  %858 = getelementptr i8, ptr addrspace(3) %821, i64 %76
  br i1 %857, label %859, label %.preheader40.preheader

.preheader40.preheader:                           ; preds = %.loopexit43
  %invariant.op445 = or i32 %597, %17
  %invariant.op446 = and i1 %71, %818
  br label %.preheader40

859:                                              ; preds = %.loopexit43
  %860 = sext i32 %822 to i64
  %861 = sub nsw i64 %29, %860
  %862 = tail call i64 @llvm.smax.i64(i64 %861, i64 0)
  %863 = tail call i64 @llvm.umin.i64(i64 %862, i64 4)
  %864 = trunc nuw nsw i64 %863 to i32
  %865 = tail call i32 @llvm.umin.i32(i32 %72, i32 %864)
  %866 = tail call i32 @llvm.umin.i32(i32 %865, i32 %829)
  %867 = shl nuw nsw i32 %866, 1
  %868 = ptrtoint ptr addrspace(3) %858 to i64
  %869 = trunc i64 %868 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %869, ptr addrspace(1) %854, i32 %867) #5
  br label %.loopexit41

.preheader40:                                     ; preds = %.preheader40.preheader, %.preheader40
  %870 = phi i64 [ %879, %.preheader40 ], [ 0, %.preheader40.preheader ]
  %871 = trunc nuw nsw i64 %870 to i32
  %.reass304.reass = or i32 %871, %invariant.op445
  %872 = add i32 %.reass304.reass, %64
  %873 = sext i32 %872 to i64
  %874 = getelementptr bfloat, ptr addrspace(1) %0, i64 %873
  %875 = icmp slt i32 %.reass304.reass, %6
  %.reass132.reass.reass = and i1 %875, %invariant.op446
  %876 = zext i1 %.reass132.reass.reass to i32
  %877 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %874, i32 %876, i16 0) #5
  %878 = getelementptr bfloat, ptr addrspace(3) %858, i64 %870
  store i16 %877, ptr addrspace(3) %878, align 2
  %879 = add nuw nsw i64 %870, 1
  %exitcond226.not = icmp eq i64 %879, 4
  br i1 %exitcond226.not, label %.loopexit41, label %.preheader40

.loopexit41:                                      ; preds = %.preheader40, %859
  %880 = add i32 %822, %103
  %881 = sext i32 %880 to i64
  %882 = getelementptr bfloat, ptr addrspace(1) %0, i64 %881
  %883 = ptrtoint ptr addrspace(1) %882 to i64
  %884 = and i64 %883, 7
  %885 = icmp eq i64 %884, 0
  %886 = getelementptr i8, ptr addrspace(3) %821, i64 %115
  br i1 %885, label %887, label %.preheader38.preheader

.preheader38.preheader:                           ; preds = %.loopexit41
  %invariant.op447 = or i32 %597, %17
  %invariant.op448 = and i1 %110, %818
  br label %.preheader38

887:                                              ; preds = %.loopexit41
  %888 = sext i32 %822 to i64
  %889 = sub nsw i64 %29, %888
  %890 = tail call i64 @llvm.smax.i64(i64 %889, i64 0)
  %891 = tail call i64 @llvm.umin.i64(i64 %890, i64 4)
  %892 = trunc nuw nsw i64 %891 to i32
  %893 = tail call i32 @llvm.umin.i32(i32 %111, i32 %892)
  %894 = tail call i32 @llvm.umin.i32(i32 %893, i32 %829)
  %895 = shl nuw nsw i32 %894, 1
  %896 = ptrtoint ptr addrspace(3) %886 to i64
  %897 = trunc i64 %896 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %897, ptr addrspace(1) %882, i32 %895) #5
  br label %.loopexit39

.preheader38:                                     ; preds = %.preheader38.preheader, %.preheader38
  %898 = phi i64 [ %907, %.preheader38 ], [ 0, %.preheader38.preheader ]
  %899 = trunc nuw nsw i64 %898 to i32
  %.reass307.reass = or i32 %899, %invariant.op447
  %900 = add i32 %.reass307.reass, %103
  %901 = sext i32 %900 to i64
  %902 = getelementptr bfloat, ptr addrspace(1) %0, i64 %901
  %903 = icmp slt i32 %.reass307.reass, %6
  %.reass134.reass.reass = and i1 %903, %invariant.op448
  %904 = zext i1 %.reass134.reass.reass to i32
  %905 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %902, i32 %904, i16 0) #5
  %906 = getelementptr bfloat, ptr addrspace(3) %886, i64 %898
  store i16 %905, ptr addrspace(3) %906, align 2
  %907 = add nuw nsw i64 %898, 1
  %exitcond227.not = icmp eq i64 %907, 4
  br i1 %exitcond227.not, label %.loopexit39, label %.preheader38

.loopexit39:                                      ; preds = %.preheader38, %887
  %908 = add i32 %822, %142
  %909 = sext i32 %908 to i64
  %910 = getelementptr bfloat, ptr addrspace(1) %0, i64 %909
  %911 = ptrtoint ptr addrspace(1) %910 to i64
  %912 = and i64 %911, 7
  %913 = icmp eq i64 %912, 0
  %914 = getelementptr i8, ptr addrspace(3) %821, i64 %154
  br i1 %913, label %915, label %.preheader36.preheader

.preheader36.preheader:                           ; preds = %.loopexit39
  %invariant.op449 = or i32 %597, %17
  %invariant.op450 = and i1 %149, %818
  br label %.preheader36

915:                                              ; preds = %.loopexit39
  %916 = sext i32 %822 to i64
  %917 = sub nsw i64 %29, %916
  %918 = tail call i64 @llvm.smax.i64(i64 %917, i64 0)
  %919 = tail call i64 @llvm.umin.i64(i64 %918, i64 4)
  %920 = trunc nuw nsw i64 %919 to i32
  %921 = tail call i32 @llvm.umin.i32(i32 %150, i32 %920)
  %922 = tail call i32 @llvm.umin.i32(i32 %921, i32 %829)
  %923 = shl nuw nsw i32 %922, 1
  %924 = ptrtoint ptr addrspace(3) %914 to i64
  %925 = trunc i64 %924 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %925, ptr addrspace(1) %910, i32 %923) #5
  br label %.loopexit37

.preheader36:                                     ; preds = %.preheader36.preheader, %.preheader36
  %926 = phi i64 [ %935, %.preheader36 ], [ 0, %.preheader36.preheader ]
  %927 = trunc nuw nsw i64 %926 to i32
  %.reass310.reass = or i32 %927, %invariant.op449
  %928 = add i32 %.reass310.reass, %142
  %929 = sext i32 %928 to i64
  %930 = getelementptr bfloat, ptr addrspace(1) %0, i64 %929
  %931 = icmp slt i32 %.reass310.reass, %6
  %.reass136.reass.reass = and i1 %931, %invariant.op450
  %932 = zext i1 %.reass136.reass.reass to i32
  %933 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %930, i32 %932, i16 0) #5
  %934 = getelementptr bfloat, ptr addrspace(3) %914, i64 %926
  store i16 %933, ptr addrspace(3) %934, align 2
  %935 = add nuw nsw i64 %926, 1
  %exitcond228.not = icmp eq i64 %935, 4
  br i1 %exitcond228.not, label %.loopexit37, label %.preheader36

.loopexit37:                                      ; preds = %.preheader36, %915
  %936 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %820
  %937 = or disjoint i32 %597, %179
  %938 = mul i32 %937, %5
  %939 = add i32 %938, %181
  %940 = sext i32 %939 to i64
  %941 = getelementptr bfloat, ptr addrspace(1) %1, i64 %940
  %942 = ptrtoint ptr addrspace(1) %941 to i64
  %943 = and i64 %942, 7
  %944 = icmp eq i64 %943, 0
  %945 = icmp slt i32 %937, %6
  %946 = getelementptr i8, ptr addrspace(3) %936, i64 %201
  br i1 %944, label %947, label %.preheader34.preheader

.preheader34.preheader:                           ; preds = %.loopexit37
  %invariant.op452 = and i1 %945, %818
  br label %.preheader34

947:                                              ; preds = %.loopexit37
  %948 = tail call i32 @llvm.umin.i32(i32 %194, i32 %829)
  %949 = shl nuw nsw i32 %948, 1
  %950 = select i1 %945, i32 %949, i32 0
  %951 = ptrtoint ptr addrspace(3) %946 to i64
  %952 = trunc i64 %951 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %952, ptr addrspace(1) %941, i32 %950) #5
  br label %.loopexit35

.preheader34:                                     ; preds = %.preheader34.preheader, %.preheader34
  %953 = phi i64 [ %962, %.preheader34 ], [ 0, %.preheader34.preheader ]
  %954 = trunc nuw nsw i64 %953 to i32
  %.reass313.reass = or i32 %954, %invariant.op451
  %955 = add i32 %.reass313.reass, %938
  %956 = sext i32 %955 to i64
  %957 = getelementptr bfloat, ptr addrspace(1) %1, i64 %956
  %958 = icmp slt i32 %.reass313.reass, %5
  %.reass138.reass.reass = and i1 %958, %invariant.op452
  %959 = zext i1 %.reass138.reass.reass to i32
  %960 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %957, i32 %959, i16 0) #5
  %961 = getelementptr bfloat, ptr addrspace(3) %946, i64 %953
  store i16 %960, ptr addrspace(3) %961, align 2
  %962 = add nuw nsw i64 %953, 1
  %exitcond229.not = icmp eq i64 %962, 4
  br i1 %exitcond229.not, label %.loopexit35, label %.preheader34

.loopexit35:                                      ; preds = %.preheader34, %947
  %963 = or disjoint i32 %597, %220
  %964 = mul i32 %963, %5
  %965 = add i32 %964, %181
  %966 = sext i32 %965 to i64
  %967 = getelementptr bfloat, ptr addrspace(1) %1, i64 %966
  %968 = ptrtoint ptr addrspace(1) %967 to i64
  %969 = and i64 %968, 7
  %970 = icmp eq i64 %969, 0
  %971 = icmp slt i32 %963, %6
  %972 = getelementptr i8, ptr addrspace(3) %936, i64 %235
  br i1 %970, label %973, label %.preheader32.preheader

.preheader32.preheader:                           ; preds = %.loopexit35
  %invariant.op454 = and i1 %971, %818
  br label %.preheader32

973:                                              ; preds = %.loopexit35
  %974 = tail call i32 @llvm.umin.i32(i32 %194, i32 %829)
  %975 = shl nuw nsw i32 %974, 1
  %976 = select i1 %971, i32 %975, i32 0
  %977 = ptrtoint ptr addrspace(3) %972 to i64
  %978 = trunc i64 %977 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %978, ptr addrspace(1) %967, i32 %976) #5
  br label %.loopexit33

.preheader32:                                     ; preds = %.preheader32.preheader, %.preheader32
  %979 = phi i64 [ %988, %.preheader32 ], [ 0, %.preheader32.preheader ]
  %980 = trunc nuw nsw i64 %979 to i32
  %.reass316.reass = or i32 %980, %invariant.op453
  %981 = add i32 %.reass316.reass, %964
  %982 = sext i32 %981 to i64
  %983 = getelementptr bfloat, ptr addrspace(1) %1, i64 %982
  %984 = icmp slt i32 %.reass316.reass, %5
  %.reass140.reass.reass = and i1 %984, %invariant.op454
  %985 = zext i1 %.reass140.reass.reass to i32
  %986 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %983, i32 %985, i16 0) #5
  %987 = getelementptr bfloat, ptr addrspace(3) %972, i64 %979
  store i16 %986, ptr addrspace(3) %987, align 2
  %988 = add nuw nsw i64 %979, 1
  %exitcond230.not = icmp eq i64 %988, 4
  br i1 %exitcond230.not, label %.loopexit33, label %.preheader32

.loopexit33:                                      ; preds = %.preheader32, %973
  %989 = or disjoint i32 %597, %254
  %990 = mul i32 %989, %5
  %991 = add i32 %990, %181
  %992 = sext i32 %991 to i64
  %993 = getelementptr bfloat, ptr addrspace(1) %1, i64 %992
  %994 = ptrtoint ptr addrspace(1) %993 to i64
  %995 = and i64 %994, 7
  %996 = icmp eq i64 %995, 0
  %997 = icmp slt i32 %989, %6
  %998 = getelementptr i8, ptr addrspace(3) %936, i64 %269
  br i1 %996, label %999, label %.preheader30.preheader

.preheader30.preheader:                           ; preds = %.loopexit33
  %invariant.op456 = and i1 %997, %818
  br label %.preheader30

999:                                              ; preds = %.loopexit33
  %1000 = tail call i32 @llvm.umin.i32(i32 %194, i32 %829)
  %1001 = shl nuw nsw i32 %1000, 1
  %1002 = select i1 %997, i32 %1001, i32 0
  %1003 = ptrtoint ptr addrspace(3) %998 to i64
  %1004 = trunc i64 %1003 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1004, ptr addrspace(1) %993, i32 %1002) #5
  br label %.loopexit31

.preheader30:                                     ; preds = %.preheader30.preheader, %.preheader30
  %1005 = phi i64 [ %1014, %.preheader30 ], [ 0, %.preheader30.preheader ]
  %1006 = trunc nuw nsw i64 %1005 to i32
  %.reass319.reass = or i32 %1006, %invariant.op455
  %1007 = add i32 %.reass319.reass, %990
  %1008 = sext i32 %1007 to i64
  %1009 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1008
  %1010 = icmp slt i32 %.reass319.reass, %5
  %.reass142.reass.reass = and i1 %1010, %invariant.op456
  %1011 = zext i1 %.reass142.reass.reass to i32
  %1012 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1009, i32 %1011, i16 0) #5
  %1013 = getelementptr bfloat, ptr addrspace(3) %998, i64 %1005
  store i16 %1012, ptr addrspace(3) %1013, align 2
  %1014 = add nuw nsw i64 %1005, 1
  %exitcond231.not = icmp eq i64 %1014, 4
  br i1 %exitcond231.not, label %.loopexit31, label %.preheader30

.loopexit31:                                      ; preds = %.preheader30, %999
  %1015 = or disjoint i32 %597, %288
  %1016 = mul i32 %1015, %5
  %1017 = add i32 %1016, %181
  %1018 = sext i32 %1017 to i64
  %1019 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1018
  %1020 = ptrtoint ptr addrspace(1) %1019 to i64
  %1021 = and i64 %1020, 7
  %1022 = icmp eq i64 %1021, 0
  %1023 = icmp slt i32 %1015, %6
  %1024 = getelementptr i8, ptr addrspace(3) %936, i64 %303
  br i1 %1022, label %1025, label %.preheader.preheader

.preheader.preheader:                             ; preds = %.loopexit31
  %invariant.op458 = and i1 %1023, %818
  br label %.preheader

1025:                                             ; preds = %.loopexit31
  %1026 = tail call i32 @llvm.umin.i32(i32 %194, i32 %829)
  %1027 = shl nuw nsw i32 %1026, 1
  %1028 = select i1 %1023, i32 %1027, i32 0
  %1029 = ptrtoint ptr addrspace(3) %1024 to i64
  %1030 = trunc i64 %1029 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1030, ptr addrspace(1) %1019, i32 %1028) #5
  br label %.loopexit

.preheader:                                       ; preds = %.preheader.preheader, %.preheader
  %1031 = phi i64 [ %1040, %.preheader ], [ 0, %.preheader.preheader ]
  %1032 = trunc nuw nsw i64 %1031 to i32
  %.reass322.reass = or i32 %1032, %invariant.op457
  %1033 = add i32 %.reass322.reass, %1016
  %1034 = sext i32 %1033 to i64
  %1035 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1034
  %1036 = icmp slt i32 %.reass322.reass, %5
  %.reass144.reass.reass = and i1 %1036, %invariant.op458
  %1037 = zext i1 %.reass144.reass.reass to i32
  %1038 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1035, i32 %1037, i16 0) #5
  %1039 = getelementptr bfloat, ptr addrspace(3) %1024, i64 %1031
  store i16 %1038, ptr addrspace(3) %1039, align 2
  %1040 = add nuw nsw i64 %1031, 1
  %exitcond232.not = icmp eq i64 %1040, 4
  br i1 %exitcond232.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %1025
  %1041 = lshr exact i32 %597, 5
  %1042 = mul i32 %1041, %5
  %1043 = shl nuw nsw i32 %599, 8
  %1044 = zext nneg i32 %1043 to i64
  %1045 = add i32 %1042, %15
  %1046 = and i1 %322, %818
  %gep = getelementptr i8, ptr addrspace(3) %326, i64 %1044
  %1047 = sext i32 %1045 to i64
  %1048 = getelementptr float, ptr addrspace(1) %2, i64 %1047
  %1049 = select i1 %1046, i32 4, i32 0
  %1050 = ptrtoint ptr addrspace(3) %gep to i64
  %1051 = trunc i64 %1050 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1051, ptr addrspace(1) %1048, i32 %1049) #5
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %1052 = add i32 %594, 32
  %1053 = icmp slt i32 %1052, %6
  br i1 %1053, label %561, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
  %1054 = bitcast float %786 to i32
  %1055 = bitcast float %787 to i32
  %1056 = bitcast float %788 to i32
  %1057 = bitcast float %789 to i32
  %1058 = bitcast float %790 to i32
  %1059 = bitcast float %791 to i32
  %1060 = bitcast float %792 to i32
  %1061 = bitcast float %793 to i32
  %1062 = bitcast float %794 to i32
  %1063 = bitcast float %795 to i32
  %1064 = bitcast float %796 to i32
  %1065 = bitcast float %797 to i32
  %1066 = bitcast float %798 to i32
  %1067 = bitcast float %799 to i32
  %1068 = bitcast float %800 to i32
  %1069 = bitcast float %801 to i32
  %1070 = bitcast float %802 to i32
  %1071 = bitcast float %803 to i32
  %1072 = bitcast float %804 to i32
  %1073 = bitcast float %805 to i32
  %1074 = bitcast float %806 to i32
  %1075 = bitcast float %807 to i32
  %1076 = bitcast float %808 to i32
  %1077 = bitcast float %809 to i32
  %1078 = bitcast float %810 to i32
  %1079 = bitcast float %811 to i32
  %1080 = bitcast float %812 to i32
  %1081 = bitcast float %813 to i32
  %1082 = bitcast float %814 to i32
  %1083 = bitcast float %815 to i32
  %1084 = bitcast float %816 to i32
  %1085 = bitcast float %817 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.loopexit45
  %.lcssa106 = phi i32 [ 0, %.loopexit45 ], [ %1054, %._crit_edge.loopexit ]
  %.lcssa105 = phi i32 [ 0, %.loopexit45 ], [ %1055, %._crit_edge.loopexit ]
  %.lcssa104 = phi i32 [ 0, %.loopexit45 ], [ %1056, %._crit_edge.loopexit ]
  %.lcssa103 = phi i32 [ 0, %.loopexit45 ], [ %1057, %._crit_edge.loopexit ]
  %.lcssa102 = phi i32 [ 0, %.loopexit45 ], [ %1058, %._crit_edge.loopexit ]
  %.lcssa101 = phi i32 [ 0, %.loopexit45 ], [ %1059, %._crit_edge.loopexit ]
  %.lcssa100 = phi i32 [ 0, %.loopexit45 ], [ %1060, %._crit_edge.loopexit ]
  %.lcssa99 = phi i32 [ 0, %.loopexit45 ], [ %1061, %._crit_edge.loopexit ]
  %.lcssa98 = phi i32 [ 0, %.loopexit45 ], [ %1062, %._crit_edge.loopexit ]
  %.lcssa97 = phi i32 [ 0, %.loopexit45 ], [ %1063, %._crit_edge.loopexit ]
  %.lcssa96 = phi i32 [ 0, %.loopexit45 ], [ %1064, %._crit_edge.loopexit ]
  %.lcssa95 = phi i32 [ 0, %.loopexit45 ], [ %1065, %._crit_edge.loopexit ]
  %.lcssa94 = phi i32 [ 0, %.loopexit45 ], [ %1066, %._crit_edge.loopexit ]
  %.lcssa93 = phi i32 [ 0, %.loopexit45 ], [ %1067, %._crit_edge.loopexit ]
  %.lcssa92 = phi i32 [ 0, %.loopexit45 ], [ %1068, %._crit_edge.loopexit ]
  %.lcssa91 = phi i32 [ 0, %.loopexit45 ], [ %1069, %._crit_edge.loopexit ]
  %.lcssa90 = phi i32 [ 0, %.loopexit45 ], [ %1070, %._crit_edge.loopexit ]
  %.lcssa89 = phi i32 [ 0, %.loopexit45 ], [ %1071, %._crit_edge.loopexit ]
  %.lcssa88 = phi i32 [ 0, %.loopexit45 ], [ %1072, %._crit_edge.loopexit ]
  %.lcssa87 = phi i32 [ 0, %.loopexit45 ], [ %1073, %._crit_edge.loopexit ]
  %.lcssa86 = phi i32 [ 0, %.loopexit45 ], [ %1074, %._crit_edge.loopexit ]
  %.lcssa85 = phi i32 [ 0, %.loopexit45 ], [ %1075, %._crit_edge.loopexit ]
  %.lcssa84 = phi i32 [ 0, %.loopexit45 ], [ %1076, %._crit_edge.loopexit ]
  %.lcssa83 = phi i32 [ 0, %.loopexit45 ], [ %1077, %._crit_edge.loopexit ]
  %.lcssa82 = phi i32 [ 0, %.loopexit45 ], [ %1078, %._crit_edge.loopexit ]
  %.lcssa81 = phi i32 [ 0, %.loopexit45 ], [ %1079, %._crit_edge.loopexit ]
  %.lcssa80 = phi i32 [ 0, %.loopexit45 ], [ %1080, %._crit_edge.loopexit ]
  %.lcssa79 = phi i32 [ 0, %.loopexit45 ], [ %1081, %._crit_edge.loopexit ]
  %.lcssa78 = phi i32 [ 0, %.loopexit45 ], [ %1082, %._crit_edge.loopexit ]
  %.lcssa77 = phi i32 [ 0, %.loopexit45 ], [ %1083, %._crit_edge.loopexit ]
  %.lcssa76 = phi i32 [ 0, %.loopexit45 ], [ %1084, %._crit_edge.loopexit ]
  %.lcssa = phi i32 [ 0, %.loopexit45 ], [ %1085, %._crit_edge.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1086 = lshr i32 %8, 2
  %1087 = and i32 %1086, 7
  %1088 = lshr i32 %8, 1
  %1089 = and i32 %1088, 48
  %1090 = shl nuw nsw i32 %8, 1
  %1091 = and i32 %1090, 6
  %1092 = or disjoint i32 %1087, %1089
  %1093 = or disjoint i32 %1092, %12
  %1094 = mul i32 %5, %1093
  %1095 = or disjoint i32 %1091, %13
  %1096 = add i32 %1094, %1095
  %1097 = sext i32 %1096 to i64
  %1098 = getelementptr float, ptr addrspace(1) %3, i64 %1097
  %1099 = icmp slt i32 %1093, %4
  %1100 = icmp slt i32 %1095, %5
  %1101 = and i1 %1099, %1100
  %1102 = or disjoint i32 %1095, 1
  %1103 = icmp slt i32 %1102, %5
  %1104 = ptrtoint ptr addrspace(1) %1098 to i64
  %1105 = and i64 %1104, 7
  %1106 = icmp eq i64 %1105, 0
  %1107 = and i1 %1101, %1106
  %1108 = and i1 %1103, %1107
  %1109 = xor i1 %1101, %1108
  %1110 = xor i1 %1099, %1107
  %1111 = and i1 %1103, %1110
  %1112 = zext i1 %1108 to i32
  %1113 = zext i1 %1109 to i32
  %1114 = zext i1 %1111 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1112, i32 %.lcssa106, i32 %.lcssa105, ptr addrspace(1) %1098, i32 %1113, i32 %1114) #5
  %1115 = or disjoint i32 %1093, 8
  %1116 = mul i32 %5, %1115
  %1117 = add i32 %1116, %1095
  %1118 = sext i32 %1117 to i64
  %1119 = getelementptr float, ptr addrspace(1) %3, i64 %1118
  %1120 = icmp slt i32 %1115, %4
  %1121 = and i1 %1120, %1100
  %1122 = ptrtoint ptr addrspace(1) %1119 to i64
  %1123 = and i64 %1122, 7
  %1124 = icmp eq i64 %1123, 0
  %1125 = and i1 %1121, %1124
  %1126 = and i1 %1103, %1125
  %1127 = xor i1 %1121, %1126
  %1128 = xor i1 %1120, %1125
  %1129 = and i1 %1103, %1128
  %1130 = zext i1 %1126 to i32
  %1131 = zext i1 %1127 to i32
  %1132 = zext i1 %1129 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1130, i32 %.lcssa104, i32 %.lcssa103, ptr addrspace(1) %1119, i32 %1131, i32 %1132) #5
  %1133 = or disjoint i32 %1095, 8
  %1134 = add i32 %1094, %1133
  %1135 = sext i32 %1134 to i64
  %1136 = getelementptr float, ptr addrspace(1) %3, i64 %1135
  %1137 = icmp slt i32 %1133, %5
  %1138 = and i1 %1099, %1137
  %1139 = or disjoint i32 %1095, 9
  %1140 = icmp slt i32 %1139, %5
  %1141 = ptrtoint ptr addrspace(1) %1136 to i64
  %1142 = and i64 %1141, 7
  %1143 = icmp eq i64 %1142, 0
  %1144 = and i1 %1138, %1143
  %1145 = and i1 %1140, %1144
  %1146 = xor i1 %1138, %1145
  %1147 = xor i1 %1099, %1144
  %1148 = and i1 %1140, %1147
  %1149 = zext i1 %1145 to i32
  %1150 = zext i1 %1146 to i32
  %1151 = zext i1 %1148 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1149, i32 %.lcssa102, i32 %.lcssa101, ptr addrspace(1) %1136, i32 %1150, i32 %1151) #5
  %1152 = add i32 %1116, %1133
  %1153 = sext i32 %1152 to i64
  %1154 = getelementptr float, ptr addrspace(1) %3, i64 %1153
  %1155 = and i1 %1120, %1137
  %1156 = ptrtoint ptr addrspace(1) %1154 to i64
  %1157 = and i64 %1156, 7
  %1158 = icmp eq i64 %1157, 0
  %1159 = and i1 %1155, %1158
  %1160 = and i1 %1140, %1159
  %1161 = xor i1 %1155, %1160
  %1162 = xor i1 %1120, %1159
  %1163 = and i1 %1140, %1162
  %1164 = zext i1 %1160 to i32
  %1165 = zext i1 %1161 to i32
  %1166 = zext i1 %1163 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1164, i32 %.lcssa100, i32 %.lcssa99, ptr addrspace(1) %1154, i32 %1165, i32 %1166) #5
  %1167 = or disjoint i32 %1095, 16
  %1168 = add i32 %1094, %1167
  %1169 = sext i32 %1168 to i64
  %1170 = getelementptr float, ptr addrspace(1) %3, i64 %1169
  %1171 = icmp slt i32 %1167, %5
  %1172 = and i1 %1099, %1171
  %1173 = or disjoint i32 %1095, 17
  %1174 = icmp slt i32 %1173, %5
  %1175 = ptrtoint ptr addrspace(1) %1170 to i64
  %1176 = and i64 %1175, 7
  %1177 = icmp eq i64 %1176, 0
  %1178 = and i1 %1172, %1177
  %1179 = and i1 %1174, %1178
  %1180 = xor i1 %1172, %1179
  %1181 = xor i1 %1099, %1178
  %1182 = and i1 %1174, %1181
  %1183 = zext i1 %1179 to i32
  %1184 = zext i1 %1180 to i32
  %1185 = zext i1 %1182 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1183, i32 %.lcssa98, i32 %.lcssa97, ptr addrspace(1) %1170, i32 %1184, i32 %1185) #5
  %1186 = add i32 %1116, %1167
  %1187 = sext i32 %1186 to i64
  %1188 = getelementptr float, ptr addrspace(1) %3, i64 %1187
  %1189 = and i1 %1120, %1171
  %1190 = ptrtoint ptr addrspace(1) %1188 to i64
  %1191 = and i64 %1190, 7
  %1192 = icmp eq i64 %1191, 0
  %1193 = and i1 %1189, %1192
  %1194 = and i1 %1174, %1193
  %1195 = xor i1 %1189, %1194
  %1196 = xor i1 %1120, %1193
  %1197 = and i1 %1174, %1196
  %1198 = zext i1 %1194 to i32
  %1199 = zext i1 %1195 to i32
  %1200 = zext i1 %1197 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1198, i32 %.lcssa96, i32 %.lcssa95, ptr addrspace(1) %1188, i32 %1199, i32 %1200) #5
  %1201 = or disjoint i32 %1095, 24
  %1202 = add i32 %1094, %1201
  %1203 = sext i32 %1202 to i64
  %1204 = getelementptr float, ptr addrspace(1) %3, i64 %1203
  %1205 = icmp slt i32 %1201, %5
  %1206 = and i1 %1099, %1205
  %1207 = or disjoint i32 %1095, 25
  %1208 = icmp slt i32 %1207, %5
  %1209 = ptrtoint ptr addrspace(1) %1204 to i64
  %1210 = and i64 %1209, 7
  %1211 = icmp eq i64 %1210, 0
  %1212 = and i1 %1206, %1211
  %1213 = and i1 %1208, %1212
  %1214 = xor i1 %1206, %1213
  %1215 = xor i1 %1099, %1212
  %1216 = and i1 %1208, %1215
  %1217 = zext i1 %1213 to i32
  %1218 = zext i1 %1214 to i32
  %1219 = zext i1 %1216 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1217, i32 %.lcssa94, i32 %.lcssa93, ptr addrspace(1) %1204, i32 %1218, i32 %1219) #5
  %1220 = add i32 %1116, %1201
  %1221 = sext i32 %1220 to i64
  %1222 = getelementptr float, ptr addrspace(1) %3, i64 %1221
  %1223 = and i1 %1120, %1205
  %1224 = ptrtoint ptr addrspace(1) %1222 to i64
  %1225 = and i64 %1224, 7
  %1226 = icmp eq i64 %1225, 0
  %1227 = and i1 %1223, %1226
  %1228 = and i1 %1208, %1227
  %1229 = xor i1 %1223, %1228
  %1230 = xor i1 %1120, %1227
  %1231 = and i1 %1208, %1230
  %1232 = zext i1 %1228 to i32
  %1233 = zext i1 %1229 to i32
  %1234 = zext i1 %1231 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1232, i32 %.lcssa92, i32 %.lcssa91, ptr addrspace(1) %1222, i32 %1233, i32 %1234) #5
  %1235 = or disjoint i32 %1095, 32
  %1236 = add i32 %1094, %1235
  %1237 = sext i32 %1236 to i64
  %1238 = getelementptr float, ptr addrspace(1) %3, i64 %1237
  %1239 = icmp slt i32 %1235, %5
  %1240 = and i1 %1099, %1239
  %1241 = or disjoint i32 %1095, 33
  %1242 = icmp slt i32 %1241, %5
  %1243 = ptrtoint ptr addrspace(1) %1238 to i64
  %1244 = and i64 %1243, 7
  %1245 = icmp eq i64 %1244, 0
  %1246 = and i1 %1240, %1245
  %1247 = and i1 %1242, %1246
  %1248 = xor i1 %1240, %1247
  %1249 = xor i1 %1099, %1246
  %1250 = and i1 %1242, %1249
  %1251 = zext i1 %1247 to i32
  %1252 = zext i1 %1248 to i32
  %1253 = zext i1 %1250 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1251, i32 %.lcssa90, i32 %.lcssa89, ptr addrspace(1) %1238, i32 %1252, i32 %1253) #5
  %1254 = add i32 %1116, %1235
  %1255 = sext i32 %1254 to i64
  %1256 = getelementptr float, ptr addrspace(1) %3, i64 %1255
  %1257 = and i1 %1120, %1239
  %1258 = ptrtoint ptr addrspace(1) %1256 to i64
  %1259 = and i64 %1258, 7
  %1260 = icmp eq i64 %1259, 0
  %1261 = and i1 %1257, %1260
  %1262 = and i1 %1242, %1261
  %1263 = xor i1 %1257, %1262
  %1264 = xor i1 %1120, %1261
  %1265 = and i1 %1242, %1264
  %1266 = zext i1 %1262 to i32
  %1267 = zext i1 %1263 to i32
  %1268 = zext i1 %1265 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1266, i32 %.lcssa88, i32 %.lcssa87, ptr addrspace(1) %1256, i32 %1267, i32 %1268) #5
  %1269 = or disjoint i32 %1095, 40
  %1270 = add i32 %1094, %1269
  %1271 = sext i32 %1270 to i64
  %1272 = getelementptr float, ptr addrspace(1) %3, i64 %1271
  %1273 = icmp slt i32 %1269, %5
  %1274 = and i1 %1099, %1273
  %1275 = or disjoint i32 %1095, 41
  %1276 = icmp slt i32 %1275, %5
  %1277 = ptrtoint ptr addrspace(1) %1272 to i64
  %1278 = and i64 %1277, 7
  %1279 = icmp eq i64 %1278, 0
  %1280 = and i1 %1274, %1279
  %1281 = and i1 %1276, %1280
  %1282 = xor i1 %1274, %1281
  %1283 = xor i1 %1099, %1280
  %1284 = and i1 %1276, %1283
  %1285 = zext i1 %1281 to i32
  %1286 = zext i1 %1282 to i32
  %1287 = zext i1 %1284 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1285, i32 %.lcssa86, i32 %.lcssa85, ptr addrspace(1) %1272, i32 %1286, i32 %1287) #5
  %1288 = add i32 %1116, %1269
  %1289 = sext i32 %1288 to i64
  %1290 = getelementptr float, ptr addrspace(1) %3, i64 %1289
  %1291 = and i1 %1120, %1273
  %1292 = ptrtoint ptr addrspace(1) %1290 to i64
  %1293 = and i64 %1292, 7
  %1294 = icmp eq i64 %1293, 0
  %1295 = and i1 %1291, %1294
  %1296 = and i1 %1276, %1295
  %1297 = xor i1 %1291, %1296
  %1298 = xor i1 %1120, %1295
  %1299 = and i1 %1276, %1298
  %1300 = zext i1 %1296 to i32
  %1301 = zext i1 %1297 to i32
  %1302 = zext i1 %1299 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1300, i32 %.lcssa84, i32 %.lcssa83, ptr addrspace(1) %1290, i32 %1301, i32 %1302) #5
  %1303 = or disjoint i32 %1095, 48
  %1304 = add i32 %1094, %1303
  %1305 = sext i32 %1304 to i64
  %1306 = getelementptr float, ptr addrspace(1) %3, i64 %1305
  %1307 = icmp slt i32 %1303, %5
  %1308 = and i1 %1099, %1307
  %1309 = or disjoint i32 %1095, 49
  %1310 = icmp slt i32 %1309, %5
  %1311 = ptrtoint ptr addrspace(1) %1306 to i64
  %1312 = and i64 %1311, 7
  %1313 = icmp eq i64 %1312, 0
  %1314 = and i1 %1308, %1313
  %1315 = and i1 %1310, %1314
  %1316 = xor i1 %1308, %1315
  %1317 = xor i1 %1099, %1314
  %1318 = and i1 %1310, %1317
  %1319 = zext i1 %1315 to i32
  %1320 = zext i1 %1316 to i32
  %1321 = zext i1 %1318 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1319, i32 %.lcssa82, i32 %.lcssa81, ptr addrspace(1) %1306, i32 %1320, i32 %1321) #5
  %1322 = add i32 %1116, %1303
  %1323 = sext i32 %1322 to i64
  %1324 = getelementptr float, ptr addrspace(1) %3, i64 %1323
  %1325 = and i1 %1120, %1307
  %1326 = ptrtoint ptr addrspace(1) %1324 to i64
  %1327 = and i64 %1326, 7
  %1328 = icmp eq i64 %1327, 0
  %1329 = and i1 %1325, %1328
  %1330 = and i1 %1310, %1329
  %1331 = xor i1 %1325, %1330
  %1332 = xor i1 %1120, %1329
  %1333 = and i1 %1310, %1332
  %1334 = zext i1 %1330 to i32
  %1335 = zext i1 %1331 to i32
  %1336 = zext i1 %1333 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1334, i32 %.lcssa80, i32 %.lcssa79, ptr addrspace(1) %1324, i32 %1335, i32 %1336) #5
  %1337 = or disjoint i32 %1095, 56
  %1338 = add i32 %1094, %1337
  %1339 = sext i32 %1338 to i64
  %1340 = getelementptr float, ptr addrspace(1) %3, i64 %1339
  %1341 = icmp slt i32 %1337, %5
  %1342 = and i1 %1099, %1341
  %1343 = or disjoint i32 %1095, 57
  %1344 = icmp slt i32 %1343, %5
  %1345 = ptrtoint ptr addrspace(1) %1340 to i64
  %1346 = and i64 %1345, 7
  %1347 = icmp eq i64 %1346, 0
  %1348 = and i1 %1342, %1347
  %1349 = and i1 %1344, %1348
  %1350 = xor i1 %1342, %1349
  %1351 = xor i1 %1099, %1348
  %1352 = and i1 %1344, %1351
  %1353 = zext i1 %1349 to i32
  %1354 = zext i1 %1350 to i32
  %1355 = zext i1 %1352 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1353, i32 %.lcssa78, i32 %.lcssa77, ptr addrspace(1) %1340, i32 %1354, i32 %1355) #5
  %1356 = add i32 %1116, %1337
  %1357 = sext i32 %1356 to i64
  %1358 = getelementptr float, ptr addrspace(1) %3, i64 %1357
  %1359 = and i1 %1120, %1341
  %1360 = ptrtoint ptr addrspace(1) %1358 to i64
  %1361 = and i64 %1360, 7
  %1362 = icmp eq i64 %1361, 0
  %1363 = and i1 %1359, %1362
  %1364 = and i1 %1344, %1363
  %1365 = xor i1 %1359, %1364
  %1366 = xor i1 %1120, %1363
  %1367 = and i1 %1344, %1366
  %1368 = zext i1 %1364 to i32
  %1369 = zext i1 %1365 to i32
  %1370 = zext i1 %1367 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1368, i32 %.lcssa76, i32 %.lcssa, ptr addrspace(1) %1358, i32 %1369, i32 %1370) #5
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
