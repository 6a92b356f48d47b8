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
  %48 = shl nuw nsw i32 %47, 1
  %49 = ptrtoint ptr addrspace(3) %39 to i64
  %50 = trunc i64 %49 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %50, ptr addrspace(1) %24, i32 %48) #5
  br label %.loopexit75

.preheader74:                                     ; preds = %.preheader74.preheader, %.preheader74
  %51 = phi i64 [ %61, %.preheader74 ], [ 0, %.preheader74.preheader ]
  %52 = trunc nuw nsw i64 %51 to i32
  %53 = or disjoint i32 %18, %52
  %54 = add i32 %53, %21
  %55 = sext i32 %54 to i64
  %56 = getelementptr bfloat, ptr addrspace(1) %0, i64 %55
  %57 = icmp slt i32 %53, %6
  %.reass.reass.reass = and i1 %57, %invariant.op
  %58 = zext i1 %.reass.reass.reass to i32
  %59 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %56, i32 %58, i16 0) #5
  %60 = getelementptr bfloat, ptr addrspace(3) %39, i64 %51
  store i16 %59, ptr addrspace(3) %60, align 2
  %61 = add nuw nsw i64 %51, 1
  %exitcond.not = icmp eq i64 %61, 4
  br i1 %exitcond.not, label %.loopexit75, label %.preheader74

.loopexit75:                                      ; preds = %.preheader74, %40
  %62 = or disjoint i32 %9, 512
  %63 = lshr i32 %62, 5
  %64 = or disjoint i32 %63, %12
  %65 = mul i32 %6, %64
  %66 = add i32 %65, %18
  %67 = sext i32 %66 to i64
  %68 = getelementptr bfloat, ptr addrspace(1) %0, i64 %67
  %69 = ptrtoint ptr addrspace(1) %68 to i64
  %70 = and i64 %69, 7
  %71 = icmp eq i64 %70, 0
  %72 = icmp slt i32 %64, %4
  %73 = select i1 %72, i32 4, i32 0
  %74 = shl nuw nsw i32 %63, 6
  %75 = or disjoint i32 %74, %34
  %76 = or disjoint i32 %75, %36
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %77
  br i1 %71, label %79, label %.preheader72.preheader

.preheader72.preheader:                           ; preds = %.loopexit75
  %invariant.op422 = and i1 %72, %17
  br label %.preheader72

79:                                               ; preds = %.loopexit75
  %80 = zext nneg i32 %18 to i64
  %81 = sub nsw i64 %30, %80
  %82 = tail call i64 @llvm.smax.i64(i64 %81, i64 0)
  %83 = tail call i64 @llvm.umin.i64(i64 %82, i64 4)
  %84 = trunc nuw nsw i64 %83 to i32
  %85 = tail call i32 @llvm.umin.i32(i32 %73, i32 %84)
  %86 = tail call i32 @llvm.umin.i32(i32 %85, i32 %31)
  %87 = shl nuw nsw i32 %86, 1
  %88 = ptrtoint ptr addrspace(3) %78 to i64
  %89 = trunc i64 %88 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %89, ptr addrspace(1) %68, i32 %87) #5
  br label %.loopexit73

.preheader72:                                     ; preds = %.preheader72.preheader, %.preheader72
  %90 = phi i64 [ %100, %.preheader72 ], [ 0, %.preheader72.preheader ]
  %91 = trunc nuw nsw i64 %90 to i32
  %92 = or disjoint i32 %18, %91
  %93 = add i32 %92, %65
  %94 = sext i32 %93 to i64
  %95 = getelementptr bfloat, ptr addrspace(1) %0, i64 %94
  %96 = icmp slt i32 %92, %6
  %.reass108.reass.reass = and i1 %96, %invariant.op422
  %97 = zext i1 %.reass108.reass.reass to i32
  %98 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %95, i32 %97, i16 0) #5
  %99 = getelementptr bfloat, ptr addrspace(3) %78, i64 %90
  store i16 %98, ptr addrspace(3) %99, align 2
  %100 = add nuw nsw i64 %90, 1
  %exitcond210.not = icmp eq i64 %100, 4
  br i1 %exitcond210.not, label %.loopexit73, label %.preheader72

.loopexit73:                                      ; preds = %.preheader72, %79
  %101 = or disjoint i32 %9, 1024
  %102 = lshr i32 %101, 5
  %103 = or disjoint i32 %102, %12
  %104 = mul i32 %6, %103
  %105 = add i32 %104, %18
  %106 = sext i32 %105 to i64
  %107 = getelementptr bfloat, ptr addrspace(1) %0, i64 %106
  %108 = ptrtoint ptr addrspace(1) %107 to i64
  %109 = and i64 %108, 7
  %110 = icmp eq i64 %109, 0
  %111 = icmp slt i32 %103, %4
  %112 = select i1 %111, i32 4, i32 0
  %113 = shl nuw nsw i32 %102, 6
  %114 = or disjoint i32 %113, %34
  %115 = or disjoint i32 %114, %36
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %116
  br i1 %110, label %118, label %.preheader70.preheader

.preheader70.preheader:                           ; preds = %.loopexit73
  %invariant.op423 = and i1 %111, %17
  br label %.preheader70

118:                                              ; preds = %.loopexit73
  %119 = zext nneg i32 %18 to i64
  %120 = sub nsw i64 %30, %119
  %121 = tail call i64 @llvm.smax.i64(i64 %120, i64 0)
  %122 = tail call i64 @llvm.umin.i64(i64 %121, i64 4)
  %123 = trunc nuw nsw i64 %122 to i32
  %124 = tail call i32 @llvm.umin.i32(i32 %112, i32 %123)
  %125 = tail call i32 @llvm.umin.i32(i32 %124, i32 %31)
  %126 = shl nuw nsw i32 %125, 1
  %127 = ptrtoint ptr addrspace(3) %117 to i64
  %128 = trunc i64 %127 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %128, ptr addrspace(1) %107, i32 %126) #5
  br label %.loopexit71

.preheader70:                                     ; preds = %.preheader70.preheader, %.preheader70
  %129 = phi i64 [ %139, %.preheader70 ], [ 0, %.preheader70.preheader ]
  %130 = trunc nuw nsw i64 %129 to i32
  %131 = or disjoint i32 %18, %130
  %132 = add i32 %131, %104
  %133 = sext i32 %132 to i64
  %134 = getelementptr bfloat, ptr addrspace(1) %0, i64 %133
  %135 = icmp slt i32 %131, %6
  %.reass110.reass.reass = and i1 %135, %invariant.op423
  %136 = zext i1 %.reass110.reass.reass to i32
  %137 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %134, i32 %136, i16 0) #5
  %138 = getelementptr bfloat, ptr addrspace(3) %117, i64 %129
  store i16 %137, ptr addrspace(3) %138, align 2
  %139 = add nuw nsw i64 %129, 1
  %exitcond211.not = icmp eq i64 %139, 4
  br i1 %exitcond211.not, label %.loopexit71, label %.preheader70

.loopexit71:                                      ; preds = %.preheader70, %118
  %140 = or disjoint i32 %9, 1536
  %141 = lshr i32 %140, 5
  %142 = or disjoint i32 %141, %12
  %143 = mul i32 %6, %142
  %144 = add i32 %143, %18
  %145 = sext i32 %144 to i64
  %146 = getelementptr bfloat, ptr addrspace(1) %0, i64 %145
  %147 = ptrtoint ptr addrspace(1) %146 to i64
  %148 = and i64 %147, 7
  %149 = icmp eq i64 %148, 0
  %150 = icmp slt i32 %142, %4
  %151 = select i1 %150, i32 4, i32 0
  %152 = shl nuw nsw i32 %141, 6
  %153 = or disjoint i32 %152, %34
  %154 = or disjoint i32 %153, %36
  %155 = zext nneg i32 %154 to i64
  %156 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %155
  br i1 %149, label %157, label %.preheader68.preheader

.preheader68.preheader:                           ; preds = %.loopexit71
  %invariant.op424 = and i1 %150, %17
  br label %.preheader68

157:                                              ; preds = %.loopexit71
  %158 = zext nneg i32 %18 to i64
  %159 = sub nsw i64 %30, %158
  %160 = tail call i64 @llvm.smax.i64(i64 %159, i64 0)
  %161 = tail call i64 @llvm.umin.i64(i64 %160, i64 4)
  %162 = trunc nuw nsw i64 %161 to i32
  %163 = tail call i32 @llvm.umin.i32(i32 %151, i32 %162)
  %164 = tail call i32 @llvm.umin.i32(i32 %163, i32 %31)
  %165 = shl nuw nsw i32 %164, 1
  %166 = ptrtoint ptr addrspace(3) %156 to i64
  %167 = trunc i64 %166 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %167, ptr addrspace(1) %146, i32 %165) #5
  br label %.loopexit69

.preheader68:                                     ; preds = %.preheader68.preheader, %.preheader68
  %168 = phi i64 [ %178, %.preheader68 ], [ 0, %.preheader68.preheader ]
  %169 = trunc nuw nsw i64 %168 to i32
  %170 = or disjoint i32 %18, %169
  %171 = add i32 %170, %143
  %172 = sext i32 %171 to i64
  %173 = getelementptr bfloat, ptr addrspace(1) %0, i64 %172
  %174 = icmp slt i32 %170, %6
  %.reass112.reass.reass = and i1 %174, %invariant.op424
  %175 = zext i1 %.reass112.reass.reass to i32
  %176 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %173, i32 %175, i16 0) #5
  %177 = getelementptr bfloat, ptr addrspace(3) %156, i64 %168
  store i16 %176, ptr addrspace(3) %177, align 2
  %178 = add nuw nsw i64 %168, 1
  %exitcond212.not = icmp eq i64 %178, 4
  br i1 %exitcond212.not, label %.loopexit69, label %.preheader68

.loopexit69:                                      ; preds = %.preheader68, %157
  %179 = and i32 %9, 60
  %180 = lshr i32 %8, 4
  %181 = mul i32 %5, %180
  %182 = or disjoint i32 %179, %13
  %183 = add i32 %181, %182
  %184 = sext i32 %183 to i64
  %185 = getelementptr bfloat, ptr addrspace(1) %1, i64 %184
  %186 = ptrtoint ptr addrspace(1) %185 to i64
  %187 = and i64 %186, 7
  %188 = icmp eq i64 %187, 0
  %189 = icmp slt i32 %180, %6
  %190 = sext i32 %5 to i64
  %191 = sext i32 %182 to i64
  %192 = sub nsw i64 %190, %191
  %193 = tail call i64 @llvm.smax.i64(i64 %192, i64 0)
  %194 = tail call i64 @llvm.umin.i64(i64 %193, i64 4)
  %195 = trunc nuw nsw i64 %194 to i32
  %196 = lshr i32 %179, 3
  %197 = xor i32 %196, %180
  %198 = shl nuw nsw i32 %180, 7
  %199 = shl nuw nsw i32 %197, 4
  %200 = or disjoint i32 %199, %198
  %201 = or disjoint i32 %200, %36
  %202 = zext nneg i32 %201 to i64
  %203 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %202
  br i1 %188, label %204, label %.preheader66.preheader

.preheader66.preheader:                           ; preds = %.loopexit69
  %invariant.op425 = or i32 %179, %13
  br label %.preheader66

204:                                              ; preds = %.loopexit69
  %205 = tail call i32 @llvm.umin.i32(i32 %195, i32 %31)
  %206 = shl nuw nsw i32 %205, 1
  %207 = select i1 %189, i32 %206, i32 0
  %208 = ptrtoint ptr addrspace(3) %203 to i64
  %209 = trunc i64 %208 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %209, ptr addrspace(1) %185, i32 %207) #5
  br label %.loopexit67

.preheader66:                                     ; preds = %.preheader66.preheader, %.preheader66
  %210 = phi i64 [ %220, %.preheader66 ], [ 0, %.preheader66.preheader ]
  %211 = trunc nuw nsw i64 %210 to i32
  %.reass.reass = or i32 %211, %invariant.op425
  %212 = add i32 %.reass.reass, %181
  %213 = sext i32 %212 to i64
  %214 = getelementptr bfloat, ptr addrspace(1) %1, i64 %213
  %215 = icmp slt i32 %.reass.reass, %5
  %216 = and i1 %189, %215
  %217 = zext i1 %216 to i32
  %218 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %214, i32 %217, i16 0) #5
  %219 = getelementptr bfloat, ptr addrspace(3) %203, i64 %210
  store i16 %218, ptr addrspace(3) %219, align 2
  %220 = add nuw nsw i64 %210, 1
  %exitcond213.not = icmp eq i64 %220, 4
  br i1 %exitcond213.not, label %.loopexit67, label %.preheader66

.loopexit67:                                      ; preds = %.preheader66, %204
  %221 = lshr i32 %62, 6
  %222 = mul i32 %5, %221
  %223 = add i32 %222, %182
  %224 = sext i32 %223 to i64
  %225 = getelementptr bfloat, ptr addrspace(1) %1, i64 %224
  %226 = ptrtoint ptr addrspace(1) %225 to i64
  %227 = and i64 %226, 7
  %228 = icmp eq i64 %227, 0
  %229 = icmp slt i32 %221, %6
  %230 = and i32 %221, 7
  %231 = xor i32 %230, %196
  %232 = shl nuw nsw i32 %221, 7
  %233 = shl nuw nsw i32 %231, 4
  %234 = or disjoint i32 %233, %232
  %235 = or disjoint i32 %234, %36
  %236 = zext nneg i32 %235 to i64
  %237 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %236
  br i1 %228, label %238, label %.preheader64.preheader

.preheader64.preheader:                           ; preds = %.loopexit67
  %invariant.op426 = or i32 %179, %13
  br label %.preheader64

238:                                              ; preds = %.loopexit67
  %239 = tail call i32 @llvm.umin.i32(i32 %195, i32 %31)
  %240 = shl nuw nsw i32 %239, 1
  %241 = select i1 %229, i32 %240, i32 0
  %242 = ptrtoint ptr addrspace(3) %237 to i64
  %243 = trunc i64 %242 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %243, ptr addrspace(1) %225, i32 %241) #5
  br label %.loopexit65

.preheader64:                                     ; preds = %.preheader64.preheader, %.preheader64
  %244 = phi i64 [ %254, %.preheader64 ], [ 0, %.preheader64.preheader ]
  %245 = trunc nuw nsw i64 %244 to i32
  %.reass273.reass = or i32 %245, %invariant.op426
  %246 = add i32 %.reass273.reass, %222
  %247 = sext i32 %246 to i64
  %248 = getelementptr bfloat, ptr addrspace(1) %1, i64 %247
  %249 = icmp slt i32 %.reass273.reass, %5
  %250 = and i1 %229, %249
  %251 = zext i1 %250 to i32
  %252 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %248, i32 %251, i16 0) #5
  %253 = getelementptr bfloat, ptr addrspace(3) %237, i64 %244
  store i16 %252, ptr addrspace(3) %253, align 2
  %254 = add nuw nsw i64 %244, 1
  %exitcond214.not = icmp eq i64 %254, 4
  br i1 %exitcond214.not, label %.loopexit65, label %.preheader64

.loopexit65:                                      ; preds = %.preheader64, %238
  %255 = lshr i32 %101, 6
  %256 = mul i32 %5, %255
  %257 = add i32 %256, %182
  %258 = sext i32 %257 to i64
  %259 = getelementptr bfloat, ptr addrspace(1) %1, i64 %258
  %260 = ptrtoint ptr addrspace(1) %259 to i64
  %261 = and i64 %260, 7
  %262 = icmp eq i64 %261, 0
  %263 = icmp slt i32 %255, %6
  %264 = and i32 %255, 7
  %265 = xor i32 %264, %196
  %266 = shl nuw nsw i32 %255, 7
  %267 = shl nuw nsw i32 %265, 4
  %268 = or disjoint i32 %267, %266
  %269 = or disjoint i32 %268, %36
  %270 = zext nneg i32 %269 to i64
  %271 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %270
  br i1 %262, label %272, label %.preheader62.preheader

.preheader62.preheader:                           ; preds = %.loopexit65
  %invariant.op427 = or i32 %179, %13
  br label %.preheader62

272:                                              ; preds = %.loopexit65
  %273 = tail call i32 @llvm.umin.i32(i32 %195, i32 %31)
  %274 = shl nuw nsw i32 %273, 1
  %275 = select i1 %263, i32 %274, i32 0
  %276 = ptrtoint ptr addrspace(3) %271 to i64
  %277 = trunc i64 %276 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %277, ptr addrspace(1) %259, i32 %275) #5
  br label %.loopexit63

.preheader62:                                     ; preds = %.preheader62.preheader, %.preheader62
  %278 = phi i64 [ %288, %.preheader62 ], [ 0, %.preheader62.preheader ]
  %279 = trunc nuw nsw i64 %278 to i32
  %.reass275.reass = or i32 %279, %invariant.op427
  %280 = add i32 %.reass275.reass, %256
  %281 = sext i32 %280 to i64
  %282 = getelementptr bfloat, ptr addrspace(1) %1, i64 %281
  %283 = icmp slt i32 %.reass275.reass, %5
  %284 = and i1 %263, %283
  %285 = zext i1 %284 to i32
  %286 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %282, i32 %285, i16 0) #5
  %287 = getelementptr bfloat, ptr addrspace(3) %271, i64 %278
  store i16 %286, ptr addrspace(3) %287, align 2
  %288 = add nuw nsw i64 %278, 1
  %exitcond215.not = icmp eq i64 %288, 4
  br i1 %exitcond215.not, label %.loopexit63, label %.preheader62

.loopexit63:                                      ; preds = %.preheader62, %272
  %289 = lshr i32 %140, 6
  %290 = mul i32 %5, %289
  %291 = add i32 %290, %182
  %292 = sext i32 %291 to i64
  %293 = getelementptr bfloat, ptr addrspace(1) %1, i64 %292
  %294 = ptrtoint ptr addrspace(1) %293 to i64
  %295 = and i64 %294, 7
  %296 = icmp eq i64 %295, 0
  %297 = icmp slt i32 %289, %6
  %298 = and i32 %289, 7
  %299 = xor i32 %298, %196
  %300 = shl nuw nsw i32 %289, 7
  %301 = shl nuw nsw i32 %299, 4
  %302 = or disjoint i32 %301, %300
  %303 = or disjoint i32 %302, %36
  %304 = zext nneg i32 %303 to i64
  %305 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %304
  br i1 %296, label %306, label %.preheader60.preheader

.preheader60.preheader:                           ; preds = %.loopexit63
  %invariant.op428 = or i32 %179, %13
  br label %.preheader60

306:                                              ; preds = %.loopexit63
  %307 = tail call i32 @llvm.umin.i32(i32 %195, i32 %31)
  %308 = shl nuw nsw i32 %307, 1
  %309 = select i1 %297, i32 %308, i32 0
  %310 = ptrtoint ptr addrspace(3) %305 to i64
  %311 = trunc i64 %310 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %311, ptr addrspace(1) %293, i32 %309) #5
  br label %.loopexit61

.preheader60:                                     ; preds = %.preheader60.preheader, %.preheader60
  %312 = phi i64 [ %322, %.preheader60 ], [ 0, %.preheader60.preheader ]
  %313 = trunc nuw nsw i64 %312 to i32
  %.reass277.reass = or i32 %313, %invariant.op428
  %314 = add i32 %.reass277.reass, %290
  %315 = sext i32 %314 to i64
  %316 = getelementptr bfloat, ptr addrspace(1) %1, i64 %315
  %317 = icmp slt i32 %.reass277.reass, %5
  %318 = and i1 %297, %317
  %319 = zext i1 %318 to i32
  %320 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %316, i32 %319, i16 0) #5
  %321 = getelementptr bfloat, ptr addrspace(3) %305, i64 %312
  store i16 %320, ptr addrspace(3) %321, align 2
  %322 = add nuw nsw i64 %312, 1
  %exitcond216.not = icmp eq i64 %322, 4
  br i1 %exitcond216.not, label %.loopexit61, label %.preheader60

.loopexit61:                                      ; preds = %.preheader60, %306
  %323 = and i1 %16, %17
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
  %333 = or disjoint i32 %18, 32
  %334 = add i32 %21, %333
  %335 = sext i32 %334 to i64
  %336 = getelementptr bfloat, ptr addrspace(1) %0, i64 %335
  %337 = ptrtoint ptr addrspace(1) %336 to i64
  %338 = and i64 %337, 7
  %339 = icmp eq i64 %338, 0
  %340 = select i1 %332, i32 4, i32 0
  %341 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %38
  br i1 %339, label %342, label %.preheader58.preheader

.preheader58.preheader:                           ; preds = %.loopexit61
  %invariant.op429 = or disjoint i32 %18, 32
  %invariant.op430 = and i1 %28, %332
  br label %.preheader58

342:                                              ; preds = %.loopexit61
  %343 = zext nneg i32 %333 to i64
  %344 = sub nsw i64 %30, %343
  %345 = tail call i64 @llvm.smax.i64(i64 %344, i64 0)
  %346 = tail call i64 @llvm.umin.i64(i64 %345, i64 4)
  %347 = trunc nuw nsw i64 %346 to i32
  %348 = tail call i32 @llvm.umin.i32(i32 %29, i32 %347)
  %349 = tail call i32 @llvm.umin.i32(i32 %348, i32 %340)
  %350 = shl nuw nsw i32 %349, 1
  %351 = ptrtoint ptr addrspace(3) %341 to i64
  %352 = trunc i64 %351 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %352, ptr addrspace(1) %336, i32 %350) #5
  br label %.loopexit59

.preheader58:                                     ; preds = %.preheader58.preheader, %.preheader58
  %353 = phi i64 [ %362, %.preheader58 ], [ 0, %.preheader58.preheader ]
  %354 = trunc nuw nsw i64 %353 to i32
  %.reass279.reass = or disjoint i32 %354, %invariant.op429
  %355 = add i32 %.reass279.reass, %21
  %356 = sext i32 %355 to i64
  %357 = getelementptr bfloat, ptr addrspace(1) %0, i64 %356
  %358 = icmp slt i32 %.reass279.reass, %6
  %.reass114.reass.reass = and i1 %358, %invariant.op430
  %359 = zext i1 %.reass114.reass.reass to i32
  %360 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %357, i32 %359, i16 0) #5
  %361 = getelementptr bfloat, ptr addrspace(3) %341, i64 %353
  store i16 %360, ptr addrspace(3) %361, align 2
  %362 = add nuw nsw i64 %353, 1
  %exitcond217.not = icmp eq i64 %362, 4
  br i1 %exitcond217.not, label %.loopexit59, label %.preheader58

.loopexit59:                                      ; preds = %.preheader58, %342
  %363 = add i32 %65, %333
  %364 = sext i32 %363 to i64
  %365 = getelementptr bfloat, ptr addrspace(1) %0, i64 %364
  %366 = ptrtoint ptr addrspace(1) %365 to i64
  %367 = and i64 %366, 7
  %368 = icmp eq i64 %367, 0
  %369 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %77
  br i1 %368, label %370, label %.preheader56.preheader

.preheader56.preheader:                           ; preds = %.loopexit59
  %invariant.op431 = or disjoint i32 %18, 32
  %invariant.op432 = and i1 %72, %332
  br label %.preheader56

370:                                              ; preds = %.loopexit59
  %371 = zext nneg i32 %333 to i64
  %372 = sub nsw i64 %30, %371
  %373 = tail call i64 @llvm.smax.i64(i64 %372, i64 0)
  %374 = tail call i64 @llvm.umin.i64(i64 %373, i64 4)
  %375 = trunc nuw nsw i64 %374 to i32
  %376 = tail call i32 @llvm.umin.i32(i32 %73, i32 %375)
  %377 = tail call i32 @llvm.umin.i32(i32 %376, i32 %340)
  %378 = shl nuw nsw i32 %377, 1
  %379 = ptrtoint ptr addrspace(3) %369 to i64
  %380 = trunc i64 %379 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %380, ptr addrspace(1) %365, i32 %378) #5
  br label %.loopexit57

.preheader56:                                     ; preds = %.preheader56.preheader, %.preheader56
  %381 = phi i64 [ %390, %.preheader56 ], [ 0, %.preheader56.preheader ]
  %382 = trunc nuw nsw i64 %381 to i32
  %.reass282.reass = or disjoint i32 %382, %invariant.op431
  %383 = add i32 %.reass282.reass, %65
  %384 = sext i32 %383 to i64
  %385 = getelementptr bfloat, ptr addrspace(1) %0, i64 %384
  %386 = icmp slt i32 %.reass282.reass, %6
  %.reass116.reass.reass = and i1 %386, %invariant.op432
  %387 = zext i1 %.reass116.reass.reass to i32
  %388 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %385, i32 %387, i16 0) #5
  %389 = getelementptr bfloat, ptr addrspace(3) %369, i64 %381
  store i16 %388, ptr addrspace(3) %389, align 2
  %390 = add nuw nsw i64 %381, 1
  %exitcond218.not = icmp eq i64 %390, 4
  br i1 %exitcond218.not, label %.loopexit57, label %.preheader56

.loopexit57:                                      ; preds = %.preheader56, %370
  %391 = add i32 %104, %333
  %392 = sext i32 %391 to i64
  %393 = getelementptr bfloat, ptr addrspace(1) %0, i64 %392
  %394 = ptrtoint ptr addrspace(1) %393 to i64
  %395 = and i64 %394, 7
  %396 = icmp eq i64 %395, 0
  %397 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %116
  br i1 %396, label %398, label %.preheader54.preheader

.preheader54.preheader:                           ; preds = %.loopexit57
  %invariant.op433 = or disjoint i32 %18, 32
  %invariant.op434 = and i1 %111, %332
  br label %.preheader54

398:                                              ; preds = %.loopexit57
  %399 = zext nneg i32 %333 to i64
  %400 = sub nsw i64 %30, %399
  %401 = tail call i64 @llvm.smax.i64(i64 %400, i64 0)
  %402 = tail call i64 @llvm.umin.i64(i64 %401, i64 4)
  %403 = trunc nuw nsw i64 %402 to i32
  %404 = tail call i32 @llvm.umin.i32(i32 %112, i32 %403)
  %405 = tail call i32 @llvm.umin.i32(i32 %404, i32 %340)
  %406 = shl nuw nsw i32 %405, 1
  %407 = ptrtoint ptr addrspace(3) %397 to i64
  %408 = trunc i64 %407 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %408, ptr addrspace(1) %393, i32 %406) #5
  br label %.loopexit55

.preheader54:                                     ; preds = %.preheader54.preheader, %.preheader54
  %409 = phi i64 [ %418, %.preheader54 ], [ 0, %.preheader54.preheader ]
  %410 = trunc nuw nsw i64 %409 to i32
  %.reass285.reass = or disjoint i32 %410, %invariant.op433
  %411 = add i32 %.reass285.reass, %104
  %412 = sext i32 %411 to i64
  %413 = getelementptr bfloat, ptr addrspace(1) %0, i64 %412
  %414 = icmp slt i32 %.reass285.reass, %6
  %.reass118.reass.reass = and i1 %414, %invariant.op434
  %415 = zext i1 %.reass118.reass.reass to i32
  %416 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %413, i32 %415, i16 0) #5
  %417 = getelementptr bfloat, ptr addrspace(3) %397, i64 %409
  store i16 %416, ptr addrspace(3) %417, align 2
  %418 = add nuw nsw i64 %409, 1
  %exitcond219.not = icmp eq i64 %418, 4
  br i1 %exitcond219.not, label %.loopexit55, label %.preheader54

.loopexit55:                                      ; preds = %.preheader54, %398
  %419 = add i32 %143, %333
  %420 = sext i32 %419 to i64
  %421 = getelementptr bfloat, ptr addrspace(1) %0, i64 %420
  %422 = ptrtoint ptr addrspace(1) %421 to i64
  %423 = and i64 %422, 7
  %424 = icmp eq i64 %423, 0
  %425 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %155
  br i1 %424, label %426, label %.preheader52.preheader

.preheader52.preheader:                           ; preds = %.loopexit55
  %invariant.op435 = or disjoint i32 %18, 32
  %invariant.op436 = and i1 %150, %332
  br label %.preheader52

426:                                              ; preds = %.loopexit55
  %427 = zext nneg i32 %333 to i64
  %428 = sub nsw i64 %30, %427
  %429 = tail call i64 @llvm.smax.i64(i64 %428, i64 0)
  %430 = tail call i64 @llvm.umin.i64(i64 %429, i64 4)
  %431 = trunc nuw nsw i64 %430 to i32
  %432 = tail call i32 @llvm.umin.i32(i32 %151, i32 %431)
  %433 = tail call i32 @llvm.umin.i32(i32 %432, i32 %340)
  %434 = shl nuw nsw i32 %433, 1
  %435 = ptrtoint ptr addrspace(3) %425 to i64
  %436 = trunc i64 %435 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %436, ptr addrspace(1) %421, i32 %434) #5
  br label %.loopexit53

.preheader52:                                     ; preds = %.preheader52.preheader, %.preheader52
  %437 = phi i64 [ %446, %.preheader52 ], [ 0, %.preheader52.preheader ]
  %438 = trunc nuw nsw i64 %437 to i32
  %.reass288.reass = or disjoint i32 %438, %invariant.op435
  %439 = add i32 %.reass288.reass, %143
  %440 = sext i32 %439 to i64
  %441 = getelementptr bfloat, ptr addrspace(1) %0, i64 %440
  %442 = icmp slt i32 %.reass288.reass, %6
  %.reass120.reass.reass = and i1 %442, %invariant.op436
  %443 = zext i1 %.reass120.reass.reass to i32
  %444 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %441, i32 %443, i16 0) #5
  %445 = getelementptr bfloat, ptr addrspace(3) %425, i64 %437
  store i16 %444, ptr addrspace(3) %445, align 2
  %446 = add nuw nsw i64 %437, 1
  %exitcond220.not = icmp eq i64 %446, 4
  br i1 %exitcond220.not, label %.loopexit53, label %.preheader52

.loopexit53:                                      ; preds = %.preheader52, %426
  %447 = or disjoint i32 %180, 32
  %448 = mul i32 %5, %447
  %449 = add i32 %448, %182
  %450 = sext i32 %449 to i64
  %451 = getelementptr bfloat, ptr addrspace(1) %1, i64 %450
  %452 = ptrtoint ptr addrspace(1) %451 to i64
  %453 = and i64 %452, 7
  %454 = icmp eq i64 %453, 0
  %455 = icmp slt i32 %447, %6
  %456 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 16384), i64 %202
  br i1 %454, label %457, label %.preheader50.preheader

.preheader50.preheader:                           ; preds = %.loopexit53
  %invariant.op437 = or i32 %179, %13
  %invariant.op438 = and i1 %455, %332
  br label %.preheader50

457:                                              ; preds = %.loopexit53
  %458 = tail call i32 @llvm.umin.i32(i32 %195, i32 %340)
  %459 = shl nuw nsw i32 %458, 1
  %460 = select i1 %455, i32 %459, i32 0
  %461 = ptrtoint ptr addrspace(3) %456 to i64
  %462 = trunc i64 %461 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %462, ptr addrspace(1) %451, i32 %460) #5
  br label %.loopexit51

.preheader50:                                     ; preds = %.preheader50.preheader, %.preheader50
  %463 = phi i64 [ %472, %.preheader50 ], [ 0, %.preheader50.preheader ]
  %464 = trunc nuw nsw i64 %463 to i32
  %.reass291.reass = or i32 %464, %invariant.op437
  %465 = add i32 %.reass291.reass, %448
  %466 = sext i32 %465 to i64
  %467 = getelementptr bfloat, ptr addrspace(1) %1, i64 %466
  %468 = icmp slt i32 %.reass291.reass, %5
  %.reass122.reass.reass = and i1 %468, %invariant.op438
  %469 = zext i1 %.reass122.reass.reass to i32
  %470 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %467, i32 %469, i16 0) #5
  %471 = getelementptr bfloat, ptr addrspace(3) %456, i64 %463
  store i16 %470, ptr addrspace(3) %471, align 2
  %472 = add nuw nsw i64 %463, 1
  %exitcond221.not = icmp eq i64 %472, 4
  br i1 %exitcond221.not, label %.loopexit51, label %.preheader50

.loopexit51:                                      ; preds = %.preheader50, %457
  %473 = or disjoint i32 %221, 32
  %474 = mul i32 %5, %473
  %475 = add i32 %474, %182
  %476 = sext i32 %475 to i64
  %477 = getelementptr bfloat, ptr addrspace(1) %1, i64 %476
  %478 = ptrtoint ptr addrspace(1) %477 to i64
  %479 = and i64 %478, 7
  %480 = icmp eq i64 %479, 0
  %481 = icmp slt i32 %473, %6
  %482 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 16384), i64 %236
  br i1 %480, label %483, label %.preheader48.preheader

.preheader48.preheader:                           ; preds = %.loopexit51
  %invariant.op439 = or i32 %179, %13
  %invariant.op440 = and i1 %481, %332
  br label %.preheader48

483:                                              ; preds = %.loopexit51
  %484 = tail call i32 @llvm.umin.i32(i32 %195, i32 %340)
  %485 = shl nuw nsw i32 %484, 1
  %486 = select i1 %481, i32 %485, i32 0
  %487 = ptrtoint ptr addrspace(3) %482 to i64
  %488 = trunc i64 %487 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %488, ptr addrspace(1) %477, i32 %486) #5
  br label %.loopexit49

.preheader48:                                     ; preds = %.preheader48.preheader, %.preheader48
  %489 = phi i64 [ %498, %.preheader48 ], [ 0, %.preheader48.preheader ]
  %490 = trunc nuw nsw i64 %489 to i32
  %.reass294.reass = or i32 %490, %invariant.op439
  %491 = add i32 %.reass294.reass, %474
  %492 = sext i32 %491 to i64
  %493 = getelementptr bfloat, ptr addrspace(1) %1, i64 %492
  %494 = icmp slt i32 %.reass294.reass, %5
  %.reass124.reass.reass = and i1 %494, %invariant.op440
  %495 = zext i1 %.reass124.reass.reass to i32
  %496 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %493, i32 %495, i16 0) #5
  %497 = getelementptr bfloat, ptr addrspace(3) %482, i64 %489
  store i16 %496, ptr addrspace(3) %497, align 2
  %498 = add nuw nsw i64 %489, 1
  %exitcond222.not = icmp eq i64 %498, 4
  br i1 %exitcond222.not, label %.loopexit49, label %.preheader48

.loopexit49:                                      ; preds = %.preheader48, %483
  %499 = or disjoint i32 %255, 32
  %500 = mul i32 %5, %499
  %501 = add i32 %500, %182
  %502 = sext i32 %501 to i64
  %503 = getelementptr bfloat, ptr addrspace(1) %1, i64 %502
  %504 = ptrtoint ptr addrspace(1) %503 to i64
  %505 = and i64 %504, 7
  %506 = icmp eq i64 %505, 0
  %507 = icmp slt i32 %499, %6
  %508 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 16384), i64 %270
  br i1 %506, label %509, label %.preheader46.preheader

.preheader46.preheader:                           ; preds = %.loopexit49
  %invariant.op441 = or i32 %179, %13
  %invariant.op442 = and i1 %507, %332
  br label %.preheader46

509:                                              ; preds = %.loopexit49
  %510 = tail call i32 @llvm.umin.i32(i32 %195, i32 %340)
  %511 = shl nuw nsw i32 %510, 1
  %512 = select i1 %507, i32 %511, i32 0
  %513 = ptrtoint ptr addrspace(3) %508 to i64
  %514 = trunc i64 %513 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %514, ptr addrspace(1) %503, i32 %512) #5
  br label %.loopexit47

.preheader46:                                     ; preds = %.preheader46.preheader, %.preheader46
  %515 = phi i64 [ %524, %.preheader46 ], [ 0, %.preheader46.preheader ]
  %516 = trunc nuw nsw i64 %515 to i32
  %.reass297.reass = or i32 %516, %invariant.op441
  %517 = add i32 %.reass297.reass, %500
  %518 = sext i32 %517 to i64
  %519 = getelementptr bfloat, ptr addrspace(1) %1, i64 %518
  %520 = icmp slt i32 %.reass297.reass, %5
  %.reass126.reass.reass = and i1 %520, %invariant.op442
  %521 = zext i1 %.reass126.reass.reass to i32
  %522 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %519, i32 %521, i16 0) #5
  %523 = getelementptr bfloat, ptr addrspace(3) %508, i64 %515
  store i16 %522, ptr addrspace(3) %523, align 2
  %524 = add nuw nsw i64 %515, 1
  %exitcond223.not = icmp eq i64 %524, 4
  br i1 %exitcond223.not, label %.loopexit47, label %.preheader46

.loopexit47:                                      ; preds = %.preheader46, %509
  %525 = or disjoint i32 %289, 32
  %526 = mul i32 %5, %525
  %527 = add i32 %526, %182
  %528 = sext i32 %527 to i64
  %529 = getelementptr bfloat, ptr addrspace(1) %1, i64 %528
  %530 = ptrtoint ptr addrspace(1) %529 to i64
  %531 = and i64 %530, 7
  %532 = icmp eq i64 %531, 0
  %533 = icmp slt i32 %525, %6
  %534 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 16384), i64 %304
  br i1 %532, label %535, label %.preheader44.preheader

.preheader44.preheader:                           ; preds = %.loopexit47
  %invariant.op443 = or i32 %179, %13
  %invariant.op444 = and i1 %533, %332
  br label %.preheader44

535:                                              ; preds = %.loopexit47
  %536 = tail call i32 @llvm.umin.i32(i32 %195, i32 %340)
  %537 = shl nuw nsw i32 %536, 1
  %538 = select i1 %533, i32 %537, i32 0
  %539 = ptrtoint ptr addrspace(3) %534 to i64
  %540 = trunc i64 %539 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %540, ptr addrspace(1) %529, i32 %538) #5
  br label %.loopexit45

.preheader44:                                     ; preds = %.preheader44.preheader, %.preheader44
  %541 = phi i64 [ %550, %.preheader44 ], [ 0, %.preheader44.preheader ]
  %542 = trunc nuw nsw i64 %541 to i32
  %.reass300.reass = or i32 %542, %invariant.op443
  %543 = add i32 %.reass300.reass, %526
  %544 = sext i32 %543 to i64
  %545 = getelementptr bfloat, ptr addrspace(1) %1, i64 %544
  %546 = icmp slt i32 %.reass300.reass, %5
  %.reass128.reass.reass = and i1 %546, %invariant.op444
  %547 = zext i1 %.reass128.reass.reass to i32
  %548 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %545, i32 %547, i16 0) #5
  %549 = getelementptr bfloat, ptr addrspace(3) %534, i64 %541
  store i16 %548, ptr addrspace(3) %549, align 2
  %550 = add nuw nsw i64 %541, 1
  %exitcond224.not = icmp eq i64 %550, 4
  br i1 %exitcond224.not, label %.loopexit45, label %.preheader44

.loopexit45:                                      ; preds = %.preheader44, %535
  %551 = add i32 %5, %15
  %552 = and i1 %16, %332
  %553 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 24832), i64 %325
  %554 = sext i32 %551 to i64
  %555 = getelementptr float, ptr addrspace(1) %2, i64 %554
  %556 = select i1 %552, i32 4, i32 0
  %557 = ptrtoint ptr addrspace(3) %553 to i64
  %558 = trunc i64 %557 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %558, ptr addrspace(1) %555, i32 %556) #5
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  br i1 %17, label %.lr.ph, label %.loopexit45.._crit_edge_crit_edge

.loopexit45.._crit_edge_crit_edge:                ; preds = %.loopexit45
  %.pre = shl nuw nsw i32 %8, 1
  %.pre233 = and i32 %.pre, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %.loopexit45
  %559 = zext nneg i32 %14 to i64
  %560 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %559
  %561 = shl nuw nsw i32 %8, 1
  %562 = and i32 %561, 6
  %563 = zext nneg i32 %562 to i64
  %564 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %563
  %565 = getelementptr i8, ptr addrspace(3) %564, i64 4
  %566 = getelementptr i8, ptr addrspace(3) %564, i64 32
  %567 = getelementptr i8, ptr addrspace(3) %564, i64 36
  %568 = getelementptr i8, ptr addrspace(3) %564, i64 64
  %569 = getelementptr i8, ptr addrspace(3) %564, i64 68
  %570 = getelementptr i8, ptr addrspace(3) %564, i64 96
  %571 = getelementptr i8, ptr addrspace(3) %564, i64 100
  %572 = getelementptr i8, ptr addrspace(3) %564, i64 128
  %573 = getelementptr i8, ptr addrspace(3) %564, i64 132
  %574 = getelementptr i8, ptr addrspace(3) %564, i64 160
  %575 = getelementptr i8, ptr addrspace(3) %564, i64 164
  %576 = getelementptr i8, ptr addrspace(3) %564, i64 192
  %577 = getelementptr i8, ptr addrspace(3) %564, i64 196
  %578 = getelementptr i8, ptr addrspace(3) %564, i64 224
  %579 = getelementptr i8, ptr addrspace(3) %564, i64 228
  %invariant.op453 = or i32 %179, %13
  %invariant.op455 = or i32 %179, %13
  %invariant.op457 = or i32 %179, %13
  %invariant.op459 = or i32 %179, %13
  br label %580

580:                                              ; preds = %.lr.ph, %.loopexit
  %581 = phi float [ 0.000000e+00, %.lr.ph ], [ %822, %.loopexit ]
  %582 = phi float [ 0.000000e+00, %.lr.ph ], [ %821, %.loopexit ]
  %583 = phi float [ 0.000000e+00, %.lr.ph ], [ %820, %.loopexit ]
  %584 = phi float [ 0.000000e+00, %.lr.ph ], [ %819, %.loopexit ]
  %585 = phi float [ 0.000000e+00, %.lr.ph ], [ %818, %.loopexit ]
  %586 = phi float [ 0.000000e+00, %.lr.ph ], [ %817, %.loopexit ]
  %587 = phi float [ 0.000000e+00, %.lr.ph ], [ %816, %.loopexit ]
  %588 = phi float [ 0.000000e+00, %.lr.ph ], [ %815, %.loopexit ]
  %589 = phi float [ 0.000000e+00, %.lr.ph ], [ %814, %.loopexit ]
  %590 = phi float [ 0.000000e+00, %.lr.ph ], [ %813, %.loopexit ]
  %591 = phi float [ 0.000000e+00, %.lr.ph ], [ %812, %.loopexit ]
  %592 = phi float [ 0.000000e+00, %.lr.ph ], [ %811, %.loopexit ]
  %593 = phi float [ 0.000000e+00, %.lr.ph ], [ %810, %.loopexit ]
  %594 = phi float [ 0.000000e+00, %.lr.ph ], [ %809, %.loopexit ]
  %595 = phi float [ 0.000000e+00, %.lr.ph ], [ %808, %.loopexit ]
  %596 = phi float [ 0.000000e+00, %.lr.ph ], [ %807, %.loopexit ]
  %597 = phi float [ 0.000000e+00, %.lr.ph ], [ %806, %.loopexit ]
  %598 = phi float [ 0.000000e+00, %.lr.ph ], [ %805, %.loopexit ]
  %599 = phi float [ 0.000000e+00, %.lr.ph ], [ %804, %.loopexit ]
  %600 = phi float [ 0.000000e+00, %.lr.ph ], [ %803, %.loopexit ]
  %601 = phi float [ 0.000000e+00, %.lr.ph ], [ %802, %.loopexit ]
  %602 = phi float [ 0.000000e+00, %.lr.ph ], [ %801, %.loopexit ]
  %603 = phi float [ 0.000000e+00, %.lr.ph ], [ %800, %.loopexit ]
  %604 = phi float [ 0.000000e+00, %.lr.ph ], [ %799, %.loopexit ]
  %605 = phi float [ 0.000000e+00, %.lr.ph ], [ %798, %.loopexit ]
  %606 = phi float [ 0.000000e+00, %.lr.ph ], [ %797, %.loopexit ]
  %607 = phi float [ 0.000000e+00, %.lr.ph ], [ %796, %.loopexit ]
  %608 = phi float [ 0.000000e+00, %.lr.ph ], [ %795, %.loopexit ]
  %609 = phi float [ 0.000000e+00, %.lr.ph ], [ %794, %.loopexit ]
  %610 = phi float [ 0.000000e+00, %.lr.ph ], [ %793, %.loopexit ]
  %611 = phi float [ 0.000000e+00, %.lr.ph ], [ %792, %.loopexit ]
  %612 = phi float [ 0.000000e+00, %.lr.ph ], [ %791, %.loopexit ]
  %613 = phi i32 [ 0, %.lr.ph ], [ %1057, %.loopexit ]
  %614 = lshr exact i32 %613, 5
  %615 = urem i32 %614, 3
  %616 = add i32 %613, 64
  %617 = add nuw nsw i32 %614, 2
  %618 = urem i32 %617, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %619 = shl nuw nsw i32 %615, 12
  %620 = zext nneg i32 %619 to i64
  %621 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %620
  %622 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %620
  %623 = shl nuw nsw i32 %615, 8
  %624 = zext nneg i32 %623 to i64
  %gep = getelementptr i8, ptr addrspace(3) %326, i64 %624
  %625 = load float, ptr addrspace(3) %gep, align 4
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #5
  %626 = ptrtoint ptr addrspace(3) %621 to i64
  %627 = lshr exact i64 %626, 4
  %628 = and i64 %627, 16320
  %629 = or disjoint i64 %628, -9223371899415756800
  %630 = ptrtoint ptr addrspace(3) %622 to i64
  %631 = lshr exact i64 %630, 4
  %632 = and i64 %631, 16320
  %633 = or disjoint i64 %632, 4611686293322072064
  %634 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %629, i64 %633, i32 1, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #5
  %635 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 0
  %636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 1
  %637 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 2
  %638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 3
  %639 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 4
  %640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 5
  %641 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 6
  %642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 7
  %643 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 8
  %644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 9
  %645 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 10
  %646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 11
  %647 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 12
  %648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 13
  %649 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 14
  %650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 15
  %651 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 16
  %652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 17
  %653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 18
  %654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 19
  %655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 20
  %656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 21
  %657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 22
  %658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 23
  %659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 24
  %660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 25
  %661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 26
  %662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 27
  %663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 28
  %664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 29
  %665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 30
  %666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %634, 31
  %667 = getelementptr i8, ptr addrspace(3) %621, i64 32
  %668 = ptrtoint ptr addrspace(3) %667 to i64
  %669 = lshr exact i64 %668, 4
  %670 = and i64 %669, 16383
  %671 = or disjoint i64 %670, -9223371899415756800
  %672 = getelementptr i8, ptr addrspace(3) %622, i64 2048
  %673 = ptrtoint ptr addrspace(3) %672 to i64
  %674 = lshr exact i64 %673, 4
  %675 = and i64 %674, 16383
  %676 = or disjoint i64 %675, 4611686293322072064
  %677 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %671, i64 %676, i32 1, float %635, float %636, float %637, float %638, float %639, float %640, float %641, float %642, float %643, float %644, float %645, float %646, float %647, float %648, float %649, float %650, float %651, float %652, float %653, float %654, float %655, float %656, float %657, float %658, float %659, float %660, float %661, float %662, float %663, float %664, float %665, float %666) #5
  %678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 0
  %679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 1
  %680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 2
  %681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 3
  %682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 4
  %683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 5
  %684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 6
  %685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 7
  %686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 8
  %687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 9
  %688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 10
  %689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 11
  %690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 12
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 13
  %692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 14
  %693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 15
  %694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 16
  %695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 17
  %696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 18
  %697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 19
  %698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 20
  %699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 21
  %700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 22
  %701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 23
  %702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 24
  %703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 25
  %704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 26
  %705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 27
  %706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 28
  %707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 29
  %708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 30
  %709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %677, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #5
  %710 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %678, float %679, float %680, float %681, float %682, float %683, float %684, float %685, float %686, float %687, float %688, float %689, float %690, float %691, float %692, float %693, float %694, float %695, float %696, float %697, float %698, float %699, float %700, float %701, float %702, float %703, float %704, float %705, float %706, float %707, float %708, float %709) #5
  %711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 0
  %712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 1
  %713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 2
  %714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 3
  %715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 4
  %716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 5
  %717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 6
  %718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 7
  %719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 8
  %720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 9
  %721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 10
  %722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 11
  %723 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 12
  %724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 13
  %725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 14
  %726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 15
  %727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 16
  %728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 17
  %729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 18
  %730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 19
  %731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 20
  %732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 21
  %733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 22
  %734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 23
  %735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 24
  %736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 25
  %737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 26
  %738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 27
  %739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 28
  %740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 29
  %741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 30
  %742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %710, 31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %625, ptr addrspace(3) %560, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %743 = load float, ptr addrspace(3) %564, align 8
  %744 = load float, ptr addrspace(3) %565, align 4
  %745 = load float, ptr addrspace(3) %566, align 8
  %746 = load float, ptr addrspace(3) %567, align 4
  %747 = load float, ptr addrspace(3) %568, align 8
  %748 = load float, ptr addrspace(3) %569, align 4
  %749 = load float, ptr addrspace(3) %570, align 8
  %750 = load float, ptr addrspace(3) %571, align 4
  %751 = load float, ptr addrspace(3) %572, align 8
  %752 = load float, ptr addrspace(3) %573, align 4
  %753 = load float, ptr addrspace(3) %574, align 8
  %754 = load float, ptr addrspace(3) %575, align 4
  %755 = load float, ptr addrspace(3) %576, align 8
  %756 = load float, ptr addrspace(3) %577, align 4
  %757 = load float, ptr addrspace(3) %578, align 8
  %758 = load float, ptr addrspace(3) %579, align 4
  %759 = fmul float %711, %743
  %760 = fmul float %712, %744
  %761 = fmul float %713, %743
  %762 = fmul float %714, %744
  %763 = fmul float %715, %745
  %764 = fmul float %716, %746
  %765 = fmul float %717, %745
  %766 = fmul float %718, %746
  %767 = fmul float %719, %747
  %768 = fmul float %720, %748
  %769 = fmul float %721, %747
  %770 = fmul float %722, %748
  %771 = fmul float %723, %749
  %772 = fmul float %724, %750
  %773 = fmul float %725, %749
  %774 = fmul float %726, %750
  %775 = fmul float %727, %751
  %776 = fmul float %728, %752
  %777 = fmul float %729, %751
  %778 = fmul float %730, %752
  %779 = fmul float %731, %753
  %780 = fmul float %732, %754
  %781 = fmul float %733, %753
  %782 = fmul float %734, %754
  %783 = fmul float %735, %755
  %784 = fmul float %736, %756
  %785 = fmul float %737, %755
  %786 = fmul float %738, %756
  %787 = fmul float %739, %757
  %788 = fmul float %740, %758
  %789 = fmul float %741, %757
  %790 = fmul float %742, %758
  %791 = fadd float %612, %759
  %792 = fadd float %611, %760
  %793 = fadd float %610, %761
  %794 = fadd float %609, %762
  %795 = fadd float %608, %763
  %796 = fadd float %607, %764
  %797 = fadd float %606, %765
  %798 = fadd float %605, %766
  %799 = fadd float %604, %767
  %800 = fadd float %603, %768
  %801 = fadd float %602, %769
  %802 = fadd float %601, %770
  %803 = fadd float %600, %771
  %804 = fadd float %599, %772
  %805 = fadd float %598, %773
  %806 = fadd float %597, %774
  %807 = fadd float %596, %775
  %808 = fadd float %595, %776
  %809 = fadd float %594, %777
  %810 = fadd float %593, %778
  %811 = fadd float %592, %779
  %812 = fadd float %591, %780
  %813 = fadd float %590, %781
  %814 = fadd float %589, %782
  %815 = fadd float %588, %783
  %816 = fadd float %587, %784
  %817 = fadd float %586, %785
  %818 = fadd float %585, %786
  %819 = fadd float %584, %787
  %820 = fadd float %583, %788
  %821 = fadd float %582, %789
  %822 = fadd float %581, %790
  %823 = icmp slt i32 %616, %6
  %824 = shl nuw nsw i32 %618, 12
  %825 = zext nneg i32 %824 to i64
  %826 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %825
  %827 = or disjoint i32 %616, %18
  %828 = add i32 %827, %21
  %829 = sext i32 %828 to i64
  %830 = getelementptr bfloat, ptr addrspace(1) %0, i64 %829
  %831 = ptrtoint ptr addrspace(1) %830 to i64
  %832 = and i64 %831, 7
  %833 = icmp eq i64 %832, 0
  %834 = select i1 %823, i32 4, i32 0
  %835 = getelementptr i8, ptr addrspace(3) %826, i64 %38
  br i1 %833, label %836, label %.preheader42.preheader

.preheader42.preheader:                           ; preds = %580
  %invariant.op445 = or i32 %616, %18
  %invariant.op446 = and i1 %28, %823
  br label %.preheader42

836:                                              ; preds = %580
  %837 = sext i32 %827 to i64
  %838 = sub nsw i64 %30, %837
  %839 = tail call i64 @llvm.smax.i64(i64 %838, i64 0)
  %840 = tail call i64 @llvm.umin.i64(i64 %839, i64 4)
  %841 = trunc nuw nsw i64 %840 to i32
  %842 = tail call i32 @llvm.umin.i32(i32 %29, i32 %841)
  %843 = tail call i32 @llvm.umin.i32(i32 %842, i32 %834)
  %844 = shl nuw nsw i32 %843, 1
  %845 = ptrtoint ptr addrspace(3) %835 to i64
  %846 = trunc i64 %845 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %846, ptr addrspace(1) %830, i32 %844) #5
  br label %.loopexit43

.preheader42:                                     ; preds = %.preheader42.preheader, %.preheader42
  %847 = phi i64 [ %856, %.preheader42 ], [ 0, %.preheader42.preheader ]
  %848 = trunc nuw nsw i64 %847 to i32
  %.reass303.reass = or i32 %848, %invariant.op445
  %849 = add i32 %.reass303.reass, %21
  %850 = sext i32 %849 to i64
  %851 = getelementptr bfloat, ptr addrspace(1) %0, i64 %850
  %852 = icmp slt i32 %.reass303.reass, %6
  %.reass130.reass.reass = and i1 %852, %invariant.op446
  %853 = zext i1 %.reass130.reass.reass to i32
  %854 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %851, i32 %853, i16 0) #5
  %855 = getelementptr bfloat, ptr addrspace(3) %835, i64 %847
  store i16 %854, ptr addrspace(3) %855, align 2
  %856 = add nuw nsw i64 %847, 1
  %exitcond225.not = icmp eq i64 %856, 4
  br i1 %exitcond225.not, label %.loopexit43, label %.preheader42

.loopexit43:                                      ; preds = %.preheader42, %836
  %857 = add i32 %827, %65
  %858 = sext i32 %857 to i64
  %859 = getelementptr bfloat, ptr addrspace(1) %0, i64 %858
  %860 = ptrtoint ptr addrspace(1) %859 to i64
  %861 = and i64 %860, 7
  %862 = icmp eq i64 %861, 0
  %863 = getelementptr i8, ptr addrspace(3) %826, i64 %77
  br i1 %862, label %864, label %.preheader40.preheader

.preheader40.preheader:                           ; preds = %.loopexit43
  %invariant.op447 = or i32 %616, %18
  %invariant.op448 = and i1 %72, %823
  br label %.preheader40

864:                                              ; preds = %.loopexit43
  %865 = sext i32 %827 to i64
  %866 = sub nsw i64 %30, %865
  %867 = tail call i64 @llvm.smax.i64(i64 %866, i64 0)
  %868 = tail call i64 @llvm.umin.i64(i64 %867, i64 4)
  %869 = trunc nuw nsw i64 %868 to i32
  %870 = tail call i32 @llvm.umin.i32(i32 %73, i32 %869)
  %871 = tail call i32 @llvm.umin.i32(i32 %870, i32 %834)
  %872 = shl nuw nsw i32 %871, 1
  %873 = ptrtoint ptr addrspace(3) %863 to i64
  %874 = trunc i64 %873 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %874, ptr addrspace(1) %859, i32 %872) #5
  br label %.loopexit41

.preheader40:                                     ; preds = %.preheader40.preheader, %.preheader40
  %875 = phi i64 [ %884, %.preheader40 ], [ 0, %.preheader40.preheader ]
  %876 = trunc nuw nsw i64 %875 to i32
  %.reass306.reass = or i32 %876, %invariant.op447
  %877 = add i32 %.reass306.reass, %65
  %878 = sext i32 %877 to i64
  %879 = getelementptr bfloat, ptr addrspace(1) %0, i64 %878
  %880 = icmp slt i32 %.reass306.reass, %6
  %.reass132.reass.reass = and i1 %880, %invariant.op448
  %881 = zext i1 %.reass132.reass.reass to i32
  %882 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %879, i32 %881, i16 0) #5
  %883 = getelementptr bfloat, ptr addrspace(3) %863, i64 %875
  store i16 %882, ptr addrspace(3) %883, align 2
  %884 = add nuw nsw i64 %875, 1
  %exitcond226.not = icmp eq i64 %884, 4
  br i1 %exitcond226.not, label %.loopexit41, label %.preheader40

.loopexit41:                                      ; preds = %.preheader40, %864
  %885 = add i32 %827, %104
  %886 = sext i32 %885 to i64
  %887 = getelementptr bfloat, ptr addrspace(1) %0, i64 %886
  %888 = ptrtoint ptr addrspace(1) %887 to i64
  %889 = and i64 %888, 7
  %890 = icmp eq i64 %889, 0
  %891 = getelementptr i8, ptr addrspace(3) %826, i64 %116
  br i1 %890, label %892, label %.preheader38.preheader

.preheader38.preheader:                           ; preds = %.loopexit41
  %invariant.op449 = or i32 %616, %18
  %invariant.op450 = and i1 %111, %823
  br label %.preheader38

892:                                              ; preds = %.loopexit41
  %893 = sext i32 %827 to i64
  %894 = sub nsw i64 %30, %893
  %895 = tail call i64 @llvm.smax.i64(i64 %894, i64 0)
  %896 = tail call i64 @llvm.umin.i64(i64 %895, i64 4)
  %897 = trunc nuw nsw i64 %896 to i32
  %898 = tail call i32 @llvm.umin.i32(i32 %112, i32 %897)
  %899 = tail call i32 @llvm.umin.i32(i32 %898, i32 %834)
  %900 = shl nuw nsw i32 %899, 1
  %901 = ptrtoint ptr addrspace(3) %891 to i64
  %902 = trunc i64 %901 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %902, ptr addrspace(1) %887, i32 %900) #5
  br label %.loopexit39

.preheader38:                                     ; preds = %.preheader38.preheader, %.preheader38
  %903 = phi i64 [ %912, %.preheader38 ], [ 0, %.preheader38.preheader ]
  %904 = trunc nuw nsw i64 %903 to i32
  %.reass309.reass = or i32 %904, %invariant.op449
  %905 = add i32 %.reass309.reass, %104
  %906 = sext i32 %905 to i64
  %907 = getelementptr bfloat, ptr addrspace(1) %0, i64 %906
  %908 = icmp slt i32 %.reass309.reass, %6
  %.reass134.reass.reass = and i1 %908, %invariant.op450
  %909 = zext i1 %.reass134.reass.reass to i32
  %910 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %907, i32 %909, i16 0) #5
  %911 = getelementptr bfloat, ptr addrspace(3) %891, i64 %903
  store i16 %910, ptr addrspace(3) %911, align 2
  %912 = add nuw nsw i64 %903, 1
  %exitcond227.not = icmp eq i64 %912, 4
  br i1 %exitcond227.not, label %.loopexit39, label %.preheader38

.loopexit39:                                      ; preds = %.preheader38, %892
  %913 = add i32 %827, %143
  %914 = sext i32 %913 to i64
  %915 = getelementptr bfloat, ptr addrspace(1) %0, i64 %914
  %916 = ptrtoint ptr addrspace(1) %915 to i64
  %917 = and i64 %916, 7
  %918 = icmp eq i64 %917, 0
  %919 = getelementptr i8, ptr addrspace(3) %826, i64 %155
  br i1 %918, label %920, label %.preheader36.preheader

.preheader36.preheader:                           ; preds = %.loopexit39
  %invariant.op451 = or i32 %616, %18
  %invariant.op452 = and i1 %150, %823
  br label %.preheader36

920:                                              ; preds = %.loopexit39
  %921 = sext i32 %827 to i64
  %922 = sub nsw i64 %30, %921
  %923 = tail call i64 @llvm.smax.i64(i64 %922, i64 0)
  %924 = tail call i64 @llvm.umin.i64(i64 %923, i64 4)
  %925 = trunc nuw nsw i64 %924 to i32
  %926 = tail call i32 @llvm.umin.i32(i32 %151, i32 %925)
  %927 = tail call i32 @llvm.umin.i32(i32 %926, i32 %834)
  %928 = shl nuw nsw i32 %927, 1
  %929 = ptrtoint ptr addrspace(3) %919 to i64
  %930 = trunc i64 %929 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %930, ptr addrspace(1) %915, i32 %928) #5
  br label %.loopexit37

.preheader36:                                     ; preds = %.preheader36.preheader, %.preheader36
  %931 = phi i64 [ %940, %.preheader36 ], [ 0, %.preheader36.preheader ]
  %932 = trunc nuw nsw i64 %931 to i32
  %.reass312.reass = or i32 %932, %invariant.op451
  %933 = add i32 %.reass312.reass, %143
  %934 = sext i32 %933 to i64
  %935 = getelementptr bfloat, ptr addrspace(1) %0, i64 %934
  %936 = icmp slt i32 %.reass312.reass, %6
  %.reass136.reass.reass = and i1 %936, %invariant.op452
  %937 = zext i1 %.reass136.reass.reass to i32
  %938 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %935, i32 %937, i16 0) #5
  %939 = getelementptr bfloat, ptr addrspace(3) %919, i64 %931
  store i16 %938, ptr addrspace(3) %939, align 2
  %940 = add nuw nsw i64 %931, 1
  %exitcond228.not = icmp eq i64 %940, 4
  br i1 %exitcond228.not, label %.loopexit37, label %.preheader36

.loopexit37:                                      ; preds = %.preheader36, %920
  %941 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %825
  %942 = or disjoint i32 %616, %180
  %943 = mul i32 %942, %5
  %944 = add i32 %943, %182
  %945 = sext i32 %944 to i64
  %946 = getelementptr bfloat, ptr addrspace(1) %1, i64 %945
  %947 = ptrtoint ptr addrspace(1) %946 to i64
  %948 = and i64 %947, 7
  %949 = icmp eq i64 %948, 0
  %950 = icmp slt i32 %942, %6
  %951 = getelementptr i8, ptr addrspace(3) %941, i64 %202
  br i1 %949, label %952, label %.preheader34.preheader

.preheader34.preheader:                           ; preds = %.loopexit37
  %invariant.op454 = and i1 %950, %823
  br label %.preheader34

952:                                              ; preds = %.loopexit37
  %953 = tail call i32 @llvm.umin.i32(i32 %195, i32 %834)
  %954 = shl nuw nsw i32 %953, 1
  %955 = select i1 %950, i32 %954, i32 0
  %956 = ptrtoint ptr addrspace(3) %951 to i64
  %957 = trunc i64 %956 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %957, ptr addrspace(1) %946, i32 %955) #5
  br label %.loopexit35

.preheader34:                                     ; preds = %.preheader34.preheader, %.preheader34
  %958 = phi i64 [ %967, %.preheader34 ], [ 0, %.preheader34.preheader ]
  %959 = trunc nuw nsw i64 %958 to i32
  %.reass315.reass = or i32 %959, %invariant.op453
  %960 = add i32 %.reass315.reass, %943
  %961 = sext i32 %960 to i64
  %962 = getelementptr bfloat, ptr addrspace(1) %1, i64 %961
  %963 = icmp slt i32 %.reass315.reass, %5
  %.reass138.reass.reass = and i1 %963, %invariant.op454
  %964 = zext i1 %.reass138.reass.reass to i32
  %965 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %962, i32 %964, i16 0) #5
  %966 = getelementptr bfloat, ptr addrspace(3) %951, i64 %958
  store i16 %965, ptr addrspace(3) %966, align 2
  %967 = add nuw nsw i64 %958, 1
  %exitcond229.not = icmp eq i64 %967, 4
  br i1 %exitcond229.not, label %.loopexit35, label %.preheader34

.loopexit35:                                      ; preds = %.preheader34, %952
  %968 = or disjoint i32 %616, %221
  %969 = mul i32 %968, %5
  %970 = add i32 %969, %182
  %971 = sext i32 %970 to i64
  %972 = getelementptr bfloat, ptr addrspace(1) %1, i64 %971
  %973 = ptrtoint ptr addrspace(1) %972 to i64
  %974 = and i64 %973, 7
  %975 = icmp eq i64 %974, 0
  %976 = icmp slt i32 %968, %6
  %977 = getelementptr i8, ptr addrspace(3) %941, i64 %236
  br i1 %975, label %978, label %.preheader32.preheader

.preheader32.preheader:                           ; preds = %.loopexit35
  %invariant.op456 = and i1 %976, %823
  br label %.preheader32

978:                                              ; preds = %.loopexit35
  %979 = tail call i32 @llvm.umin.i32(i32 %195, i32 %834)
  %980 = shl nuw nsw i32 %979, 1
  %981 = select i1 %976, i32 %980, i32 0
  %982 = ptrtoint ptr addrspace(3) %977 to i64
  %983 = trunc i64 %982 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %983, ptr addrspace(1) %972, i32 %981) #5
  br label %.loopexit33

.preheader32:                                     ; preds = %.preheader32.preheader, %.preheader32
  %984 = phi i64 [ %993, %.preheader32 ], [ 0, %.preheader32.preheader ]
  %985 = trunc nuw nsw i64 %984 to i32
  %.reass318.reass = or i32 %985, %invariant.op455
  %986 = add i32 %.reass318.reass, %969
  %987 = sext i32 %986 to i64
  %988 = getelementptr bfloat, ptr addrspace(1) %1, i64 %987
  %989 = icmp slt i32 %.reass318.reass, %5
  %.reass140.reass.reass = and i1 %989, %invariant.op456
  %990 = zext i1 %.reass140.reass.reass to i32
  %991 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %988, i32 %990, i16 0) #5
  %992 = getelementptr bfloat, ptr addrspace(3) %977, i64 %984
  store i16 %991, ptr addrspace(3) %992, align 2
  %993 = add nuw nsw i64 %984, 1
  %exitcond230.not = icmp eq i64 %993, 4
  br i1 %exitcond230.not, label %.loopexit33, label %.preheader32

.loopexit33:                                      ; preds = %.preheader32, %978
  %994 = or disjoint i32 %616, %255
  %995 = mul i32 %994, %5
  %996 = add i32 %995, %182
  %997 = sext i32 %996 to i64
  %998 = getelementptr bfloat, ptr addrspace(1) %1, i64 %997
  %999 = ptrtoint ptr addrspace(1) %998 to i64
  %1000 = and i64 %999, 7
  %1001 = icmp eq i64 %1000, 0
  %1002 = icmp slt i32 %994, %6
  %1003 = getelementptr i8, ptr addrspace(3) %941, i64 %270
  br i1 %1001, label %1004, label %.preheader30.preheader

.preheader30.preheader:                           ; preds = %.loopexit33
  %invariant.op458 = and i1 %1002, %823
  br label %.preheader30

1004:                                             ; preds = %.loopexit33
  %1005 = tail call i32 @llvm.umin.i32(i32 %195, i32 %834)
  %1006 = shl nuw nsw i32 %1005, 1
  %1007 = select i1 %1002, i32 %1006, i32 0
  %1008 = ptrtoint ptr addrspace(3) %1003 to i64
  %1009 = trunc i64 %1008 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1009, ptr addrspace(1) %998, i32 %1007) #5
  br label %.loopexit31

.preheader30:                                     ; preds = %.preheader30.preheader, %.preheader30
  %1010 = phi i64 [ %1019, %.preheader30 ], [ 0, %.preheader30.preheader ]
  %1011 = trunc nuw nsw i64 %1010 to i32
  %.reass321.reass = or i32 %1011, %invariant.op457
  %1012 = add i32 %.reass321.reass, %995
  %1013 = sext i32 %1012 to i64
  %1014 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1013
  %1015 = icmp slt i32 %.reass321.reass, %5
  %.reass142.reass.reass = and i1 %1015, %invariant.op458
  %1016 = zext i1 %.reass142.reass.reass to i32
  %1017 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1014, i32 %1016, i16 0) #5
  %1018 = getelementptr bfloat, ptr addrspace(3) %1003, i64 %1010
  store i16 %1017, ptr addrspace(3) %1018, align 2
  %1019 = add nuw nsw i64 %1010, 1
  %exitcond231.not = icmp eq i64 %1019, 4
  br i1 %exitcond231.not, label %.loopexit31, label %.preheader30

.loopexit31:                                      ; preds = %.preheader30, %1004
  %1020 = or disjoint i32 %616, %289
  %1021 = mul i32 %1020, %5
  %1022 = add i32 %1021, %182
  %1023 = sext i32 %1022 to i64
  %1024 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1023
  %1025 = ptrtoint ptr addrspace(1) %1024 to i64
  %1026 = and i64 %1025, 7
  %1027 = icmp eq i64 %1026, 0
  %1028 = icmp slt i32 %1020, %6
  %1029 = getelementptr i8, ptr addrspace(3) %941, i64 %304
  br i1 %1027, label %1030, label %.preheader.preheader

.preheader.preheader:                             ; preds = %.loopexit31
  %invariant.op460 = and i1 %1028, %823
  br label %.preheader

1030:                                             ; preds = %.loopexit31
  %1031 = tail call i32 @llvm.umin.i32(i32 %195, i32 %834)
  %1032 = shl nuw nsw i32 %1031, 1
  %1033 = select i1 %1028, i32 %1032, i32 0
  %1034 = ptrtoint ptr addrspace(3) %1029 to i64
  %1035 = trunc i64 %1034 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1035, ptr addrspace(1) %1024, i32 %1033) #5
  br label %.loopexit

.preheader:                                       ; preds = %.preheader.preheader, %.preheader
  %1036 = phi i64 [ %1045, %.preheader ], [ 0, %.preheader.preheader ]
  %1037 = trunc nuw nsw i64 %1036 to i32
  %.reass324.reass = or i32 %1037, %invariant.op459
  %1038 = add i32 %.reass324.reass, %1021
  %1039 = sext i32 %1038 to i64
  %1040 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1039
  %1041 = icmp slt i32 %.reass324.reass, %5
  %.reass144.reass.reass = and i1 %1041, %invariant.op460
  %1042 = zext i1 %.reass144.reass.reass to i32
  %1043 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1040, i32 %1042, i16 0) #5
  %1044 = getelementptr bfloat, ptr addrspace(3) %1029, i64 %1036
  store i16 %1043, ptr addrspace(3) %1044, align 2
  %1045 = add nuw nsw i64 %1036, 1
  %exitcond232.not = icmp eq i64 %1045, 4
  br i1 %exitcond232.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %1030
  %1046 = lshr exact i32 %616, 5
  %1047 = mul i32 %1046, %5
  %1048 = add i32 %1047, %15
  %1049 = and i1 %16, %823
  %1050 = shl nuw nsw i32 %618, 8
  %1051 = zext nneg i32 %1050 to i64
  %gep146 = getelementptr i8, ptr addrspace(3) %326, i64 %1051
  %1052 = sext i32 %1048 to i64
  %1053 = getelementptr float, ptr addrspace(1) %2, i64 %1052
  %1054 = select i1 %1049, i32 4, i32 0
  %1055 = ptrtoint ptr addrspace(3) %gep146 to i64
  %1056 = trunc i64 %1055 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1056, ptr addrspace(1) %1053, i32 %1054) #5
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %1057 = add i32 %613, 32
  %1058 = icmp slt i32 %1057, %6
  br i1 %1058, label %580, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
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
  %1086 = bitcast float %818 to i32
  %1087 = bitcast float %819 to i32
  %1088 = bitcast float %820 to i32
  %1089 = bitcast float %821 to i32
  %1090 = bitcast float %822 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit45.._crit_edge_crit_edge, %._crit_edge.loopexit
  %.pre-phi234 = phi i32 [ %.pre233, %.loopexit45.._crit_edge_crit_edge ], [ %562, %._crit_edge.loopexit ]
  %.lcssa106 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1059, %._crit_edge.loopexit ]
  %.lcssa105 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1060, %._crit_edge.loopexit ]
  %.lcssa104 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1061, %._crit_edge.loopexit ]
  %.lcssa103 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1062, %._crit_edge.loopexit ]
  %.lcssa102 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1063, %._crit_edge.loopexit ]
  %.lcssa101 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1064, %._crit_edge.loopexit ]
  %.lcssa100 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1065, %._crit_edge.loopexit ]
  %.lcssa99 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1066, %._crit_edge.loopexit ]
  %.lcssa98 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1067, %._crit_edge.loopexit ]
  %.lcssa97 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1068, %._crit_edge.loopexit ]
  %.lcssa96 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1069, %._crit_edge.loopexit ]
  %.lcssa95 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1070, %._crit_edge.loopexit ]
  %.lcssa94 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1071, %._crit_edge.loopexit ]
  %.lcssa93 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1072, %._crit_edge.loopexit ]
  %.lcssa92 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1073, %._crit_edge.loopexit ]
  %.lcssa91 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1074, %._crit_edge.loopexit ]
  %.lcssa90 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1075, %._crit_edge.loopexit ]
  %.lcssa89 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1076, %._crit_edge.loopexit ]
  %.lcssa88 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1077, %._crit_edge.loopexit ]
  %.lcssa87 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1078, %._crit_edge.loopexit ]
  %.lcssa86 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1079, %._crit_edge.loopexit ]
  %.lcssa85 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1080, %._crit_edge.loopexit ]
  %.lcssa84 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1081, %._crit_edge.loopexit ]
  %.lcssa83 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1082, %._crit_edge.loopexit ]
  %.lcssa82 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1083, %._crit_edge.loopexit ]
  %.lcssa81 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1084, %._crit_edge.loopexit ]
  %.lcssa80 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1085, %._crit_edge.loopexit ]
  %.lcssa79 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1086, %._crit_edge.loopexit ]
  %.lcssa78 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1087, %._crit_edge.loopexit ]
  %.lcssa77 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1088, %._crit_edge.loopexit ]
  %.lcssa76 = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1089, %._crit_edge.loopexit ]
  %.lcssa = phi i32 [ 0, %.loopexit45.._crit_edge_crit_edge ], [ %1090, %._crit_edge.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1091 = lshr i32 %8, 2
  %1092 = and i32 %1091, 7
  %1093 = lshr i32 %8, 1
  %1094 = and i32 %1093, 48
  %1095 = or disjoint i32 %1092, %1094
  %1096 = or disjoint i32 %1095, %12
  %1097 = mul i32 %5, %1096
  %1098 = or disjoint i32 %.pre-phi234, %13
  %1099 = add i32 %1097, %1098
  %1100 = sext i32 %1099 to i64
  %1101 = getelementptr float, ptr addrspace(1) %3, i64 %1100
  %1102 = icmp slt i32 %1096, %4
  %1103 = icmp slt i32 %1098, %5
  %1104 = and i1 %1102, %1103
  %1105 = or disjoint i32 %1098, 1
  %1106 = icmp slt i32 %1105, %5
  %1107 = ptrtoint ptr addrspace(1) %1101 to i64
  %1108 = and i64 %1107, 7
  %1109 = icmp eq i64 %1108, 0
  %1110 = and i1 %1104, %1109
  %1111 = and i1 %1106, %1110
  %1112 = xor i1 %1104, %1111
  %1113 = xor i1 %1102, %1110
  %1114 = and i1 %1106, %1113
  %1115 = zext i1 %1111 to i32
  %1116 = zext i1 %1112 to i32
  %1117 = zext i1 %1114 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1115, i32 %.lcssa106, i32 %.lcssa105, ptr addrspace(1) %1101, i32 %1116, i32 %1117) #5
  %1118 = or disjoint i32 %1096, 8
  %1119 = mul i32 %5, %1118
  %1120 = add i32 %1119, %1098
  %1121 = sext i32 %1120 to i64
  %1122 = getelementptr float, ptr addrspace(1) %3, i64 %1121
  %1123 = icmp slt i32 %1118, %4
  %1124 = and i1 %1123, %1103
  %1125 = ptrtoint ptr addrspace(1) %1122 to i64
  %1126 = and i64 %1125, 7
  %1127 = icmp eq i64 %1126, 0
  %1128 = and i1 %1124, %1127
  %1129 = and i1 %1106, %1128
  %1130 = xor i1 %1124, %1129
  %1131 = xor i1 %1123, %1128
  %1132 = and i1 %1106, %1131
  %1133 = zext i1 %1129 to i32
  %1134 = zext i1 %1130 to i32
  %1135 = zext i1 %1132 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1133, i32 %.lcssa104, i32 %.lcssa103, ptr addrspace(1) %1122, i32 %1134, i32 %1135) #5
  %1136 = or disjoint i32 %1098, 8
  %1137 = add i32 %1097, %1136
  %1138 = sext i32 %1137 to i64
  %1139 = getelementptr float, ptr addrspace(1) %3, i64 %1138
  %1140 = icmp slt i32 %1136, %5
  %1141 = and i1 %1102, %1140
  %1142 = or disjoint i32 %1098, 9
  %1143 = icmp slt i32 %1142, %5
  %1144 = ptrtoint ptr addrspace(1) %1139 to i64
  %1145 = and i64 %1144, 7
  %1146 = icmp eq i64 %1145, 0
  %1147 = and i1 %1141, %1146
  %1148 = and i1 %1143, %1147
  %1149 = xor i1 %1141, %1148
  %1150 = xor i1 %1102, %1147
  %1151 = and i1 %1143, %1150
  %1152 = zext i1 %1148 to i32
  %1153 = zext i1 %1149 to i32
  %1154 = zext i1 %1151 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1152, i32 %.lcssa102, i32 %.lcssa101, ptr addrspace(1) %1139, i32 %1153, i32 %1154) #5
  %1155 = add i32 %1119, %1136
  %1156 = sext i32 %1155 to i64
  %1157 = getelementptr float, ptr addrspace(1) %3, i64 %1156
  %1158 = and i1 %1123, %1140
  %1159 = ptrtoint ptr addrspace(1) %1157 to i64
  %1160 = and i64 %1159, 7
  %1161 = icmp eq i64 %1160, 0
  %1162 = and i1 %1158, %1161
  %1163 = and i1 %1143, %1162
  %1164 = xor i1 %1158, %1163
  %1165 = xor i1 %1123, %1162
  %1166 = and i1 %1143, %1165
  %1167 = zext i1 %1163 to i32
  %1168 = zext i1 %1164 to i32
  %1169 = zext i1 %1166 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1167, i32 %.lcssa100, i32 %.lcssa99, ptr addrspace(1) %1157, i32 %1168, i32 %1169) #5
  %1170 = or disjoint i32 %1098, 16
  %1171 = add i32 %1097, %1170
  %1172 = sext i32 %1171 to i64
  %1173 = getelementptr float, ptr addrspace(1) %3, i64 %1172
  %1174 = icmp slt i32 %1170, %5
  %1175 = and i1 %1102, %1174
  %1176 = or disjoint i32 %1098, 17
  %1177 = icmp slt i32 %1176, %5
  %1178 = ptrtoint ptr addrspace(1) %1173 to i64
  %1179 = and i64 %1178, 7
  %1180 = icmp eq i64 %1179, 0
  %1181 = and i1 %1175, %1180
  %1182 = and i1 %1177, %1181
  %1183 = xor i1 %1175, %1182
  %1184 = xor i1 %1102, %1181
  %1185 = and i1 %1177, %1184
  %1186 = zext i1 %1182 to i32
  %1187 = zext i1 %1183 to i32
  %1188 = zext i1 %1185 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1186, i32 %.lcssa98, i32 %.lcssa97, ptr addrspace(1) %1173, i32 %1187, i32 %1188) #5
  %1189 = add i32 %1119, %1170
  %1190 = sext i32 %1189 to i64
  %1191 = getelementptr float, ptr addrspace(1) %3, i64 %1190
  %1192 = and i1 %1123, %1174
  %1193 = ptrtoint ptr addrspace(1) %1191 to i64
  %1194 = and i64 %1193, 7
  %1195 = icmp eq i64 %1194, 0
  %1196 = and i1 %1192, %1195
  %1197 = and i1 %1177, %1196
  %1198 = xor i1 %1192, %1197
  %1199 = xor i1 %1123, %1196
  %1200 = and i1 %1177, %1199
  %1201 = zext i1 %1197 to i32
  %1202 = zext i1 %1198 to i32
  %1203 = zext i1 %1200 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1201, i32 %.lcssa96, i32 %.lcssa95, ptr addrspace(1) %1191, i32 %1202, i32 %1203) #5
  %1204 = or disjoint i32 %1098, 24
  %1205 = add i32 %1097, %1204
  %1206 = sext i32 %1205 to i64
  %1207 = getelementptr float, ptr addrspace(1) %3, i64 %1206
  %1208 = icmp slt i32 %1204, %5
  %1209 = and i1 %1102, %1208
  %1210 = or disjoint i32 %1098, 25
  %1211 = icmp slt i32 %1210, %5
  %1212 = ptrtoint ptr addrspace(1) %1207 to i64
  %1213 = and i64 %1212, 7
  %1214 = icmp eq i64 %1213, 0
  %1215 = and i1 %1209, %1214
  %1216 = and i1 %1211, %1215
  %1217 = xor i1 %1209, %1216
  %1218 = xor i1 %1102, %1215
  %1219 = and i1 %1211, %1218
  %1220 = zext i1 %1216 to i32
  %1221 = zext i1 %1217 to i32
  %1222 = zext i1 %1219 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1220, i32 %.lcssa94, i32 %.lcssa93, ptr addrspace(1) %1207, i32 %1221, i32 %1222) #5
  %1223 = add i32 %1119, %1204
  %1224 = sext i32 %1223 to i64
  %1225 = getelementptr float, ptr addrspace(1) %3, i64 %1224
  %1226 = and i1 %1123, %1208
  %1227 = ptrtoint ptr addrspace(1) %1225 to i64
  %1228 = and i64 %1227, 7
  %1229 = icmp eq i64 %1228, 0
  %1230 = and i1 %1226, %1229
  %1231 = and i1 %1211, %1230
  %1232 = xor i1 %1226, %1231
  %1233 = xor i1 %1123, %1230
  %1234 = and i1 %1211, %1233
  %1235 = zext i1 %1231 to i32
  %1236 = zext i1 %1232 to i32
  %1237 = zext i1 %1234 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1235, i32 %.lcssa92, i32 %.lcssa91, ptr addrspace(1) %1225, i32 %1236, i32 %1237) #5
  %1238 = or disjoint i32 %1098, 32
  %1239 = add i32 %1097, %1238
  %1240 = sext i32 %1239 to i64
  %1241 = getelementptr float, ptr addrspace(1) %3, i64 %1240
  %1242 = icmp slt i32 %1238, %5
  %1243 = and i1 %1102, %1242
  %1244 = or disjoint i32 %1098, 33
  %1245 = icmp slt i32 %1244, %5
  %1246 = ptrtoint ptr addrspace(1) %1241 to i64
  %1247 = and i64 %1246, 7
  %1248 = icmp eq i64 %1247, 0
  %1249 = and i1 %1243, %1248
  %1250 = and i1 %1245, %1249
  %1251 = xor i1 %1243, %1250
  %1252 = xor i1 %1102, %1249
  %1253 = and i1 %1245, %1252
  %1254 = zext i1 %1250 to i32
  %1255 = zext i1 %1251 to i32
  %1256 = zext i1 %1253 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1254, i32 %.lcssa90, i32 %.lcssa89, ptr addrspace(1) %1241, i32 %1255, i32 %1256) #5
  %1257 = add i32 %1119, %1238
  %1258 = sext i32 %1257 to i64
  %1259 = getelementptr float, ptr addrspace(1) %3, i64 %1258
  %1260 = and i1 %1123, %1242
  %1261 = ptrtoint ptr addrspace(1) %1259 to i64
  %1262 = and i64 %1261, 7
  %1263 = icmp eq i64 %1262, 0
  %1264 = and i1 %1260, %1263
  %1265 = and i1 %1245, %1264
  %1266 = xor i1 %1260, %1265
  %1267 = xor i1 %1123, %1264
  %1268 = and i1 %1245, %1267
  %1269 = zext i1 %1265 to i32
  %1270 = zext i1 %1266 to i32
  %1271 = zext i1 %1268 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1269, i32 %.lcssa88, i32 %.lcssa87, ptr addrspace(1) %1259, i32 %1270, i32 %1271) #5
  %1272 = or disjoint i32 %1098, 40
  %1273 = add i32 %1097, %1272
  %1274 = sext i32 %1273 to i64
  %1275 = getelementptr float, ptr addrspace(1) %3, i64 %1274
  %1276 = icmp slt i32 %1272, %5
  %1277 = and i1 %1102, %1276
  %1278 = or disjoint i32 %1098, 41
  %1279 = icmp slt i32 %1278, %5
  %1280 = ptrtoint ptr addrspace(1) %1275 to i64
  %1281 = and i64 %1280, 7
  %1282 = icmp eq i64 %1281, 0
  %1283 = and i1 %1277, %1282
  %1284 = and i1 %1279, %1283
  %1285 = xor i1 %1277, %1284
  %1286 = xor i1 %1102, %1283
  %1287 = and i1 %1279, %1286
  %1288 = zext i1 %1284 to i32
  %1289 = zext i1 %1285 to i32
  %1290 = zext i1 %1287 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1288, i32 %.lcssa86, i32 %.lcssa85, ptr addrspace(1) %1275, i32 %1289, i32 %1290) #5
  %1291 = add i32 %1119, %1272
  %1292 = sext i32 %1291 to i64
  %1293 = getelementptr float, ptr addrspace(1) %3, i64 %1292
  %1294 = and i1 %1123, %1276
  %1295 = ptrtoint ptr addrspace(1) %1293 to i64
  %1296 = and i64 %1295, 7
  %1297 = icmp eq i64 %1296, 0
  %1298 = and i1 %1294, %1297
  %1299 = and i1 %1279, %1298
  %1300 = xor i1 %1294, %1299
  %1301 = xor i1 %1123, %1298
  %1302 = and i1 %1279, %1301
  %1303 = zext i1 %1299 to i32
  %1304 = zext i1 %1300 to i32
  %1305 = zext i1 %1302 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1303, i32 %.lcssa84, i32 %.lcssa83, ptr addrspace(1) %1293, i32 %1304, i32 %1305) #5
  %1306 = or disjoint i32 %1098, 48
  %1307 = add i32 %1097, %1306
  %1308 = sext i32 %1307 to i64
  %1309 = getelementptr float, ptr addrspace(1) %3, i64 %1308
  %1310 = icmp slt i32 %1306, %5
  %1311 = and i1 %1102, %1310
  %1312 = or disjoint i32 %1098, 49
  %1313 = icmp slt i32 %1312, %5
  %1314 = ptrtoint ptr addrspace(1) %1309 to i64
  %1315 = and i64 %1314, 7
  %1316 = icmp eq i64 %1315, 0
  %1317 = and i1 %1311, %1316
  %1318 = and i1 %1313, %1317
  %1319 = xor i1 %1311, %1318
  %1320 = xor i1 %1102, %1317
  %1321 = and i1 %1313, %1320
  %1322 = zext i1 %1318 to i32
  %1323 = zext i1 %1319 to i32
  %1324 = zext i1 %1321 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1322, i32 %.lcssa82, i32 %.lcssa81, ptr addrspace(1) %1309, i32 %1323, i32 %1324) #5
  %1325 = add i32 %1119, %1306
  %1326 = sext i32 %1325 to i64
  %1327 = getelementptr float, ptr addrspace(1) %3, i64 %1326
  %1328 = and i1 %1123, %1310
  %1329 = ptrtoint ptr addrspace(1) %1327 to i64
  %1330 = and i64 %1329, 7
  %1331 = icmp eq i64 %1330, 0
  %1332 = and i1 %1328, %1331
  %1333 = and i1 %1313, %1332
  %1334 = xor i1 %1328, %1333
  %1335 = xor i1 %1123, %1332
  %1336 = and i1 %1313, %1335
  %1337 = zext i1 %1333 to i32
  %1338 = zext i1 %1334 to i32
  %1339 = zext i1 %1336 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1337, i32 %.lcssa80, i32 %.lcssa79, ptr addrspace(1) %1327, i32 %1338, i32 %1339) #5
  %1340 = or disjoint i32 %1098, 56
  %1341 = add i32 %1097, %1340
  %1342 = sext i32 %1341 to i64
  %1343 = getelementptr float, ptr addrspace(1) %3, i64 %1342
  %1344 = icmp slt i32 %1340, %5
  %1345 = and i1 %1102, %1344
  %1346 = or disjoint i32 %1098, 57
  %1347 = icmp slt i32 %1346, %5
  %1348 = ptrtoint ptr addrspace(1) %1343 to i64
  %1349 = and i64 %1348, 7
  %1350 = icmp eq i64 %1349, 0
  %1351 = and i1 %1345, %1350
  %1352 = and i1 %1347, %1351
  %1353 = xor i1 %1345, %1352
  %1354 = xor i1 %1102, %1351
  %1355 = and i1 %1347, %1354
  %1356 = zext i1 %1352 to i32
  %1357 = zext i1 %1353 to i32
  %1358 = zext i1 %1355 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1356, i32 %.lcssa78, i32 %.lcssa77, ptr addrspace(1) %1343, i32 %1357, i32 %1358) #5
  %1359 = add i32 %1119, %1340
  %1360 = sext i32 %1359 to i64
  %1361 = getelementptr float, ptr addrspace(1) %3, i64 %1360
  %1362 = and i1 %1123, %1344
  %1363 = ptrtoint ptr addrspace(1) %1361 to i64
  %1364 = and i64 %1363, 7
  %1365 = icmp eq i64 %1364, 0
  %1366 = and i1 %1362, %1365
  %1367 = and i1 %1347, %1366
  %1368 = xor i1 %1362, %1367
  %1369 = xor i1 %1123, %1366
  %1370 = and i1 %1347, %1369
  %1371 = zext i1 %1367 to i32
  %1372 = zext i1 %1368 to i32
  %1373 = zext i1 %1370 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1371, i32 %.lcssa76, i32 %.lcssa, ptr addrspace(1) %1361, i32 %1372, i32 %1373) #5
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
