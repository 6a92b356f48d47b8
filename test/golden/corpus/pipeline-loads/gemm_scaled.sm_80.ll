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
  %.mask27 = xor i32 %32, %8
  %34 = and i32 %.mask27, 48
  %35 = or disjoint i32 %34, %33
  %36 = and i32 %32, 8
  %37 = or disjoint i32 %35, %36
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %38
  br i1 %27, label %40, label %.preheader75.preheader

.preheader75.preheader:                           ; preds = %7
  %invariant.op = and i1 %28, %17
  br label %.preheader75

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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %52, ptr addrspace(1) %49, i32 %50) #6
  br label %.loopexit76

.preheader75:                                     ; preds = %.preheader75.preheader, %.preheader75
  %53 = phi i64 [ %63, %.preheader75 ], [ 0, %.preheader75.preheader ]
  %54 = trunc nuw nsw i64 %53 to i32
  %55 = or disjoint i32 %18, %54
  %56 = add i32 %55, %21
  %57 = sext i32 %56 to i64
  %58 = getelementptr bfloat, ptr addrspace(1) %0, i64 %57
  %59 = icmp slt i32 %55, %6
  %.reass.reass.reass = and i1 %59, %invariant.op
  %60 = zext i1 %.reass.reass.reass to i32
  %61 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %58, i32 %60, i16 0) #6
  %62 = getelementptr bfloat, ptr addrspace(3) %39, i64 %53
  store i16 %61, ptr addrspace(3) %62, align 2
  %63 = add nuw nsw i64 %53, 1
  %exitcond.not = icmp eq i64 %63, 4
  br i1 %exitcond.not, label %.loopexit76, label %.preheader75

.loopexit76:                                      ; preds = %.preheader75, %40
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
  br i1 %73, label %81, label %.preheader73.preheader

.preheader73.preheader:                           ; preds = %.loopexit76
  %invariant.op494 = and i1 %74, %17
  br label %.preheader73

81:                                               ; preds = %.loopexit76
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %93, ptr addrspace(1) %90, i32 %91) #6
  br label %.loopexit74

.preheader73:                                     ; preds = %.preheader73.preheader, %.preheader73
  %94 = phi i64 [ %104, %.preheader73 ], [ 0, %.preheader73.preheader ]
  %95 = trunc nuw nsw i64 %94 to i32
  %96 = or disjoint i32 %18, %95
  %97 = add i32 %96, %67
  %98 = sext i32 %97 to i64
  %99 = getelementptr bfloat, ptr addrspace(1) %0, i64 %98
  %100 = icmp slt i32 %96, %6
  %.reass141.reass.reass = and i1 %100, %invariant.op494
  %101 = zext i1 %.reass141.reass.reass to i32
  %102 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %99, i32 %101, i16 0) #6
  %103 = getelementptr bfloat, ptr addrspace(3) %80, i64 %94
  store i16 %102, ptr addrspace(3) %103, align 2
  %104 = add nuw nsw i64 %94, 1
  %exitcond274.not = icmp eq i64 %104, 4
  br i1 %exitcond274.not, label %.loopexit74, label %.preheader73

.loopexit74:                                      ; preds = %.preheader73, %81
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
  br i1 %114, label %122, label %.preheader71.preheader

.preheader71.preheader:                           ; preds = %.loopexit74
  %invariant.op495 = and i1 %115, %17
  br label %.preheader71

122:                                              ; preds = %.loopexit74
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %134, ptr addrspace(1) %131, i32 %132) #6
  br label %.loopexit72

.preheader71:                                     ; preds = %.preheader71.preheader, %.preheader71
  %135 = phi i64 [ %145, %.preheader71 ], [ 0, %.preheader71.preheader ]
  %136 = trunc nuw nsw i64 %135 to i32
  %137 = or disjoint i32 %18, %136
  %138 = add i32 %137, %108
  %139 = sext i32 %138 to i64
  %140 = getelementptr bfloat, ptr addrspace(1) %0, i64 %139
  %141 = icmp slt i32 %137, %6
  %.reass143.reass.reass = and i1 %141, %invariant.op495
  %142 = zext i1 %.reass143.reass.reass to i32
  %143 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %140, i32 %142, i16 0) #6
  %144 = getelementptr bfloat, ptr addrspace(3) %121, i64 %135
  store i16 %143, ptr addrspace(3) %144, align 2
  %145 = add nuw nsw i64 %135, 1
  %exitcond275.not = icmp eq i64 %145, 4
  br i1 %exitcond275.not, label %.loopexit72, label %.preheader71

.loopexit72:                                      ; preds = %.preheader71, %122
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
  br i1 %155, label %163, label %.preheader69.preheader

.preheader69.preheader:                           ; preds = %.loopexit72
  %invariant.op496 = and i1 %156, %17
  br label %.preheader69

163:                                              ; preds = %.loopexit72
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %175, ptr addrspace(1) %172, i32 %173) #6
  br label %.loopexit70

.preheader69:                                     ; preds = %.preheader69.preheader, %.preheader69
  %176 = phi i64 [ %186, %.preheader69 ], [ 0, %.preheader69.preheader ]
  %177 = trunc nuw nsw i64 %176 to i32
  %178 = or disjoint i32 %18, %177
  %179 = add i32 %178, %149
  %180 = sext i32 %179 to i64
  %181 = getelementptr bfloat, ptr addrspace(1) %0, i64 %180
  %182 = icmp slt i32 %178, %6
  %.reass145.reass.reass = and i1 %182, %invariant.op496
  %183 = zext i1 %.reass145.reass.reass to i32
  %184 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %181, i32 %183, i16 0) #6
  %185 = getelementptr bfloat, ptr addrspace(3) %162, i64 %176
  store i16 %184, ptr addrspace(3) %185, align 2
  %186 = add nuw nsw i64 %176, 1
  %exitcond276.not = icmp eq i64 %186, 4
  br i1 %exitcond276.not, label %.loopexit70, label %.preheader69

.loopexit70:                                      ; preds = %.preheader69, %163
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
  br i1 %196, label %212, label %.preheader67.preheader

.preheader67.preheader:                           ; preds = %.loopexit70
  %invariant.op497 = or i32 %187, %13
  br label %.preheader67

212:                                              ; preds = %.loopexit70
  %213 = tail call i32 @llvm.umin.i32(i32 %203, i32 %31)
  %214 = select i1 %197, i32 %213, i32 0
  %215 = icmp eq i32 %214, 0
  %216 = select i1 %215, ptr addrspace(1) %1, ptr addrspace(1) %193
  %217 = shl nuw nsw i32 %214, 1
  %218 = ptrtoint ptr addrspace(3) %211 to i64
  %219 = trunc i64 %218 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %219, ptr addrspace(1) %216, i32 %217) #6
  br label %.loopexit68

.preheader67:                                     ; preds = %.preheader67.preheader, %.preheader67
  %220 = phi i64 [ %230, %.preheader67 ], [ 0, %.preheader67.preheader ]
  %221 = trunc nuw nsw i64 %220 to i32
  %.reass.reass = or i32 %221, %invariant.op497
  %222 = add i32 %.reass.reass, %189
  %223 = sext i32 %222 to i64
  %224 = getelementptr bfloat, ptr addrspace(1) %1, i64 %223
  %225 = icmp slt i32 %.reass.reass, %5
  %226 = and i1 %197, %225
  %227 = zext i1 %226 to i32
  %228 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %224, i32 %227, i16 0) #6
  %229 = getelementptr bfloat, ptr addrspace(3) %211, i64 %220
  store i16 %228, ptr addrspace(3) %229, align 2
  %230 = add nuw nsw i64 %220, 1
  %exitcond277.not = icmp eq i64 %230, 4
  br i1 %exitcond277.not, label %.loopexit68, label %.preheader67

.loopexit68:                                      ; preds = %.preheader67, %212
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
  br i1 %238, label %248, label %.preheader65.preheader

.preheader65.preheader:                           ; preds = %.loopexit68
  %invariant.op498 = or i32 %187, %13
  br label %.preheader65

248:                                              ; preds = %.loopexit68
  %249 = tail call i32 @llvm.umin.i32(i32 %203, i32 %31)
  %250 = select i1 %239, i32 %249, i32 0
  %251 = icmp eq i32 %250, 0
  %252 = select i1 %251, ptr addrspace(1) %1, ptr addrspace(1) %235
  %253 = shl nuw nsw i32 %250, 1
  %254 = ptrtoint ptr addrspace(3) %247 to i64
  %255 = trunc i64 %254 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %255, ptr addrspace(1) %252, i32 %253) #6
  br label %.loopexit66

.preheader65:                                     ; preds = %.preheader65.preheader, %.preheader65
  %256 = phi i64 [ %266, %.preheader65 ], [ 0, %.preheader65.preheader ]
  %257 = trunc nuw nsw i64 %256 to i32
  %.reass348.reass = or i32 %257, %invariant.op498
  %258 = add i32 %.reass348.reass, %232
  %259 = sext i32 %258 to i64
  %260 = getelementptr bfloat, ptr addrspace(1) %1, i64 %259
  %261 = icmp slt i32 %.reass348.reass, %5
  %262 = and i1 %239, %261
  %263 = zext i1 %262 to i32
  %264 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %260, i32 %263, i16 0) #6
  %265 = getelementptr bfloat, ptr addrspace(3) %247, i64 %256
  store i16 %264, ptr addrspace(3) %265, align 2
  %266 = add nuw nsw i64 %256, 1
  %exitcond278.not = icmp eq i64 %266, 4
  br i1 %exitcond278.not, label %.loopexit66, label %.preheader65

.loopexit66:                                      ; preds = %.preheader65, %248
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
  br i1 %274, label %284, label %.preheader63.preheader

.preheader63.preheader:                           ; preds = %.loopexit66
  %invariant.op499 = or i32 %187, %13
  br label %.preheader63

284:                                              ; preds = %.loopexit66
  %285 = tail call i32 @llvm.umin.i32(i32 %203, i32 %31)
  %286 = select i1 %275, i32 %285, i32 0
  %287 = icmp eq i32 %286, 0
  %288 = select i1 %287, ptr addrspace(1) %1, ptr addrspace(1) %271
  %289 = shl nuw nsw i32 %286, 1
  %290 = ptrtoint ptr addrspace(3) %283 to i64
  %291 = trunc i64 %290 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %291, ptr addrspace(1) %288, i32 %289) #6
  br label %.loopexit64

.preheader63:                                     ; preds = %.preheader63.preheader, %.preheader63
  %292 = phi i64 [ %302, %.preheader63 ], [ 0, %.preheader63.preheader ]
  %293 = trunc nuw nsw i64 %292 to i32
  %.reass350.reass = or i32 %293, %invariant.op499
  %294 = add i32 %.reass350.reass, %268
  %295 = sext i32 %294 to i64
  %296 = getelementptr bfloat, ptr addrspace(1) %1, i64 %295
  %297 = icmp slt i32 %.reass350.reass, %5
  %298 = and i1 %275, %297
  %299 = zext i1 %298 to i32
  %300 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %296, i32 %299, i16 0) #6
  %301 = getelementptr bfloat, ptr addrspace(3) %283, i64 %292
  store i16 %300, ptr addrspace(3) %301, align 2
  %302 = add nuw nsw i64 %292, 1
  %exitcond279.not = icmp eq i64 %302, 4
  br i1 %exitcond279.not, label %.loopexit64, label %.preheader63

.loopexit64:                                      ; preds = %.preheader63, %284
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
  br i1 %310, label %320, label %.preheader61.preheader

.preheader61.preheader:                           ; preds = %.loopexit64
  %invariant.op500 = or i32 %187, %13
  br label %.preheader61

320:                                              ; preds = %.loopexit64
  %321 = tail call i32 @llvm.umin.i32(i32 %203, i32 %31)
  %322 = select i1 %311, i32 %321, i32 0
  %323 = icmp eq i32 %322, 0
  %324 = select i1 %323, ptr addrspace(1) %1, ptr addrspace(1) %307
  %325 = shl nuw nsw i32 %322, 1
  %326 = ptrtoint ptr addrspace(3) %319 to i64
  %327 = trunc i64 %326 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %327, ptr addrspace(1) %324, i32 %325) #6
  br label %.loopexit62

.preheader61:                                     ; preds = %.preheader61.preheader, %.preheader61
  %328 = phi i64 [ %338, %.preheader61 ], [ 0, %.preheader61.preheader ]
  %329 = trunc nuw nsw i64 %328 to i32
  %.reass352.reass = or i32 %329, %invariant.op500
  %330 = add i32 %.reass352.reass, %304
  %331 = sext i32 %330 to i64
  %332 = getelementptr bfloat, ptr addrspace(1) %1, i64 %331
  %333 = icmp slt i32 %.reass352.reass, %5
  %334 = and i1 %311, %333
  %335 = zext i1 %334 to i32
  %336 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %332, i32 %335, i16 0) #6
  %337 = getelementptr bfloat, ptr addrspace(3) %319, i64 %328
  store i16 %336, ptr addrspace(3) %337, align 2
  %338 = add nuw nsw i64 %328, 1
  %exitcond280.not = icmp eq i64 %338, 4
  br i1 %exitcond280.not, label %.loopexit62, label %.preheader61

.loopexit62:                                      ; preds = %.preheader61, %320
  %339 = and i1 %16, %17
  %340 = shl nuw nsw i32 %14, 2
  %341 = zext nneg i32 %340 to i64
  %342 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 24576), i64 %341
  %343 = sext i32 %15 to i64
  %344 = getelementptr float, ptr addrspace(1) %2, i64 %343
  %345 = select i1 %339, i32 4, i32 0
  %346 = ptrtoint ptr addrspace(3) %342 to i64
  %347 = trunc i64 %346 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %347, ptr addrspace(1) %344, i32 %345) #6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
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
  br i1 %355, label %358, label %.preheader59.preheader

.preheader59.preheader:                           ; preds = %.loopexit62
  %invariant.op501 = or disjoint i32 %18, 32
  %invariant.op502 = and i1 %28, %348
  br label %.preheader59

358:                                              ; preds = %.loopexit62
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %370, ptr addrspace(1) %367, i32 %368) #6
  br label %.loopexit60

.preheader59:                                     ; preds = %.preheader59.preheader, %.preheader59
  %371 = phi i64 [ %380, %.preheader59 ], [ 0, %.preheader59.preheader ]
  %372 = trunc nuw nsw i64 %371 to i32
  %.reass354.reass = or disjoint i32 %372, %invariant.op501
  %373 = add i32 %.reass354.reass, %21
  %374 = sext i32 %373 to i64
  %375 = getelementptr bfloat, ptr addrspace(1) %0, i64 %374
  %376 = icmp slt i32 %.reass354.reass, %6
  %.reass147.reass.reass = and i1 %376, %invariant.op502
  %377 = zext i1 %.reass147.reass.reass to i32
  %378 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %375, i32 %377, i16 0) #6
  %379 = getelementptr bfloat, ptr addrspace(3) %357, i64 %371
  store i16 %378, ptr addrspace(3) %379, align 2
  %380 = add nuw nsw i64 %371, 1
  %exitcond281.not = icmp eq i64 %380, 4
  br i1 %exitcond281.not, label %.loopexit60, label %.preheader59

.loopexit60:                                      ; preds = %.preheader59, %358
  %381 = add i32 %67, %349
  %382 = sext i32 %381 to i64
  %383 = getelementptr bfloat, ptr addrspace(1) %0, i64 %382
  %384 = ptrtoint ptr addrspace(1) %383 to i64
  %385 = and i64 %384, 7
  %386 = icmp eq i64 %385, 0
  %387 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %79
  br i1 %386, label %388, label %.preheader57.preheader

.preheader57.preheader:                           ; preds = %.loopexit60
  %invariant.op503 = or disjoint i32 %18, 32
  %invariant.op504 = and i1 %74, %348
  br label %.preheader57

388:                                              ; preds = %.loopexit60
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %400, ptr addrspace(1) %397, i32 %398) #6
  br label %.loopexit58

.preheader57:                                     ; preds = %.preheader57.preheader, %.preheader57
  %401 = phi i64 [ %410, %.preheader57 ], [ 0, %.preheader57.preheader ]
  %402 = trunc nuw nsw i64 %401 to i32
  %.reass357.reass = or disjoint i32 %402, %invariant.op503
  %403 = add i32 %.reass357.reass, %67
  %404 = sext i32 %403 to i64
  %405 = getelementptr bfloat, ptr addrspace(1) %0, i64 %404
  %406 = icmp slt i32 %.reass357.reass, %6
  %.reass149.reass.reass = and i1 %406, %invariant.op504
  %407 = zext i1 %.reass149.reass.reass to i32
  %408 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %405, i32 %407, i16 0) #6
  %409 = getelementptr bfloat, ptr addrspace(3) %387, i64 %401
  store i16 %408, ptr addrspace(3) %409, align 2
  %410 = add nuw nsw i64 %401, 1
  %exitcond282.not = icmp eq i64 %410, 4
  br i1 %exitcond282.not, label %.loopexit58, label %.preheader57

.loopexit58:                                      ; preds = %.preheader57, %388
  %411 = add i32 %108, %349
  %412 = sext i32 %411 to i64
  %413 = getelementptr bfloat, ptr addrspace(1) %0, i64 %412
  %414 = ptrtoint ptr addrspace(1) %413 to i64
  %415 = and i64 %414, 7
  %416 = icmp eq i64 %415, 0
  %417 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %120
  br i1 %416, label %418, label %.preheader55.preheader

.preheader55.preheader:                           ; preds = %.loopexit58
  %invariant.op505 = or disjoint i32 %18, 32
  %invariant.op506 = and i1 %115, %348
  br label %.preheader55

418:                                              ; preds = %.loopexit58
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %430, ptr addrspace(1) %427, i32 %428) #6
  br label %.loopexit56

.preheader55:                                     ; preds = %.preheader55.preheader, %.preheader55
  %431 = phi i64 [ %440, %.preheader55 ], [ 0, %.preheader55.preheader ]
  %432 = trunc nuw nsw i64 %431 to i32
  %.reass360.reass = or disjoint i32 %432, %invariant.op505
  %433 = add i32 %.reass360.reass, %108
  %434 = sext i32 %433 to i64
  %435 = getelementptr bfloat, ptr addrspace(1) %0, i64 %434
  %436 = icmp slt i32 %.reass360.reass, %6
  %.reass151.reass.reass = and i1 %436, %invariant.op506
  %437 = zext i1 %.reass151.reass.reass to i32
  %438 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %435, i32 %437, i16 0) #6
  %439 = getelementptr bfloat, ptr addrspace(3) %417, i64 %431
  store i16 %438, ptr addrspace(3) %439, align 2
  %440 = add nuw nsw i64 %431, 1
  %exitcond283.not = icmp eq i64 %440, 4
  br i1 %exitcond283.not, label %.loopexit56, label %.preheader55

.loopexit56:                                      ; preds = %.preheader55, %418
  %441 = add i32 %149, %349
  %442 = sext i32 %441 to i64
  %443 = getelementptr bfloat, ptr addrspace(1) %0, i64 %442
  %444 = ptrtoint ptr addrspace(1) %443 to i64
  %445 = and i64 %444, 7
  %446 = icmp eq i64 %445, 0
  %447 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %161
  br i1 %446, label %448, label %.preheader53.preheader

.preheader53.preheader:                           ; preds = %.loopexit56
  %invariant.op507 = or disjoint i32 %18, 32
  %invariant.op508 = and i1 %156, %348
  br label %.preheader53

448:                                              ; preds = %.loopexit56
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %460, ptr addrspace(1) %457, i32 %458) #6
  br label %.loopexit54

.preheader53:                                     ; preds = %.preheader53.preheader, %.preheader53
  %461 = phi i64 [ %470, %.preheader53 ], [ 0, %.preheader53.preheader ]
  %462 = trunc nuw nsw i64 %461 to i32
  %.reass363.reass = or disjoint i32 %462, %invariant.op507
  %463 = add i32 %.reass363.reass, %149
  %464 = sext i32 %463 to i64
  %465 = getelementptr bfloat, ptr addrspace(1) %0, i64 %464
  %466 = icmp slt i32 %.reass363.reass, %6
  %.reass153.reass.reass = and i1 %466, %invariant.op508
  %467 = zext i1 %.reass153.reass.reass to i32
  %468 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %465, i32 %467, i16 0) #6
  %469 = getelementptr bfloat, ptr addrspace(3) %447, i64 %461
  store i16 %468, ptr addrspace(3) %469, align 2
  %470 = add nuw nsw i64 %461, 1
  %exitcond284.not = icmp eq i64 %470, 4
  br i1 %exitcond284.not, label %.loopexit54, label %.preheader53

.loopexit54:                                      ; preds = %.preheader53, %448
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
  br i1 %478, label %481, label %.preheader51.preheader

.preheader51.preheader:                           ; preds = %.loopexit54
  %invariant.op509 = or i32 %187, %13
  %invariant.op510 = and i1 %479, %348
  br label %.preheader51

481:                                              ; preds = %.loopexit54
  %482 = tail call i32 @llvm.umin.i32(i32 %203, i32 %356)
  %483 = select i1 %479, i32 %482, i32 0
  %484 = icmp eq i32 %483, 0
  %485 = select i1 %484, ptr addrspace(1) %1, ptr addrspace(1) %475
  %486 = shl nuw nsw i32 %483, 1
  %487 = ptrtoint ptr addrspace(3) %480 to i64
  %488 = trunc i64 %487 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %488, ptr addrspace(1) %485, i32 %486) #6
  br label %.loopexit52

.preheader51:                                     ; preds = %.preheader51.preheader, %.preheader51
  %489 = phi i64 [ %498, %.preheader51 ], [ 0, %.preheader51.preheader ]
  %490 = trunc nuw nsw i64 %489 to i32
  %.reass366.reass = or i32 %490, %invariant.op509
  %491 = add i32 %.reass366.reass, %472
  %492 = sext i32 %491 to i64
  %493 = getelementptr bfloat, ptr addrspace(1) %1, i64 %492
  %494 = icmp slt i32 %.reass366.reass, %5
  %.reass155.reass.reass = and i1 %494, %invariant.op510
  %495 = zext i1 %.reass155.reass.reass to i32
  %496 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %493, i32 %495, i16 0) #6
  %497 = getelementptr bfloat, ptr addrspace(3) %480, i64 %489
  store i16 %496, ptr addrspace(3) %497, align 2
  %498 = add nuw nsw i64 %489, 1
  %exitcond285.not = icmp eq i64 %498, 4
  br i1 %exitcond285.not, label %.loopexit52, label %.preheader51

.loopexit52:                                      ; preds = %.preheader51, %481
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
  br i1 %506, label %509, label %.preheader49.preheader

.preheader49.preheader:                           ; preds = %.loopexit52
  %invariant.op511 = or i32 %187, %13
  %invariant.op512 = and i1 %507, %348
  br label %.preheader49

509:                                              ; preds = %.loopexit52
  %510 = tail call i32 @llvm.umin.i32(i32 %203, i32 %356)
  %511 = select i1 %507, i32 %510, i32 0
  %512 = icmp eq i32 %511, 0
  %513 = select i1 %512, ptr addrspace(1) %1, ptr addrspace(1) %503
  %514 = shl nuw nsw i32 %511, 1
  %515 = ptrtoint ptr addrspace(3) %508 to i64
  %516 = trunc i64 %515 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %516, ptr addrspace(1) %513, i32 %514) #6
  br label %.loopexit50

.preheader49:                                     ; preds = %.preheader49.preheader, %.preheader49
  %517 = phi i64 [ %526, %.preheader49 ], [ 0, %.preheader49.preheader ]
  %518 = trunc nuw nsw i64 %517 to i32
  %.reass369.reass = or i32 %518, %invariant.op511
  %519 = add i32 %.reass369.reass, %500
  %520 = sext i32 %519 to i64
  %521 = getelementptr bfloat, ptr addrspace(1) %1, i64 %520
  %522 = icmp slt i32 %.reass369.reass, %5
  %.reass157.reass.reass = and i1 %522, %invariant.op512
  %523 = zext i1 %.reass157.reass.reass to i32
  %524 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %521, i32 %523, i16 0) #6
  %525 = getelementptr bfloat, ptr addrspace(3) %508, i64 %517
  store i16 %524, ptr addrspace(3) %525, align 2
  %526 = add nuw nsw i64 %517, 1
  %exitcond286.not = icmp eq i64 %526, 4
  br i1 %exitcond286.not, label %.loopexit50, label %.preheader49

.loopexit50:                                      ; preds = %.preheader49, %509
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
  br i1 %534, label %537, label %.preheader47.preheader

.preheader47.preheader:                           ; preds = %.loopexit50
  %invariant.op513 = or i32 %187, %13
  %invariant.op514 = and i1 %535, %348
  br label %.preheader47

537:                                              ; preds = %.loopexit50
  %538 = tail call i32 @llvm.umin.i32(i32 %203, i32 %356)
  %539 = select i1 %535, i32 %538, i32 0
  %540 = icmp eq i32 %539, 0
  %541 = select i1 %540, ptr addrspace(1) %1, ptr addrspace(1) %531
  %542 = shl nuw nsw i32 %539, 1
  %543 = ptrtoint ptr addrspace(3) %536 to i64
  %544 = trunc i64 %543 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %544, ptr addrspace(1) %541, i32 %542) #6
  br label %.loopexit48

.preheader47:                                     ; preds = %.preheader47.preheader, %.preheader47
  %545 = phi i64 [ %554, %.preheader47 ], [ 0, %.preheader47.preheader ]
  %546 = trunc nuw nsw i64 %545 to i32
  %.reass372.reass = or i32 %546, %invariant.op513
  %547 = add i32 %.reass372.reass, %528
  %548 = sext i32 %547 to i64
  %549 = getelementptr bfloat, ptr addrspace(1) %1, i64 %548
  %550 = icmp slt i32 %.reass372.reass, %5
  %.reass159.reass.reass = and i1 %550, %invariant.op514
  %551 = zext i1 %.reass159.reass.reass to i32
  %552 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %549, i32 %551, i16 0) #6
  %553 = getelementptr bfloat, ptr addrspace(3) %536, i64 %545
  store i16 %552, ptr addrspace(3) %553, align 2
  %554 = add nuw nsw i64 %545, 1
  %exitcond287.not = icmp eq i64 %554, 4
  br i1 %exitcond287.not, label %.loopexit48, label %.preheader47

.loopexit48:                                      ; preds = %.preheader47, %537
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
  br i1 %562, label %565, label %.preheader45.preheader

.preheader45.preheader:                           ; preds = %.loopexit48
  %invariant.op515 = or i32 %187, %13
  %invariant.op516 = and i1 %563, %348
  br label %.preheader45

565:                                              ; preds = %.loopexit48
  %566 = tail call i32 @llvm.umin.i32(i32 %203, i32 %356)
  %567 = select i1 %563, i32 %566, i32 0
  %568 = icmp eq i32 %567, 0
  %569 = select i1 %568, ptr addrspace(1) %1, ptr addrspace(1) %559
  %570 = shl nuw nsw i32 %567, 1
  %571 = ptrtoint ptr addrspace(3) %564 to i64
  %572 = trunc i64 %571 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %572, ptr addrspace(1) %569, i32 %570) #6
  br label %.loopexit46

.preheader45:                                     ; preds = %.preheader45.preheader, %.preheader45
  %573 = phi i64 [ %582, %.preheader45 ], [ 0, %.preheader45.preheader ]
  %574 = trunc nuw nsw i64 %573 to i32
  %.reass375.reass = or i32 %574, %invariant.op515
  %575 = add i32 %.reass375.reass, %556
  %576 = sext i32 %575 to i64
  %577 = getelementptr bfloat, ptr addrspace(1) %1, i64 %576
  %578 = icmp slt i32 %.reass375.reass, %5
  %.reass161.reass.reass = and i1 %578, %invariant.op516
  %579 = zext i1 %.reass161.reass.reass to i32
  %580 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %577, i32 %579, i16 0) #6
  %581 = getelementptr bfloat, ptr addrspace(3) %564, i64 %573
  store i16 %580, ptr addrspace(3) %581, align 2
  %582 = add nuw nsw i64 %573, 1
  %exitcond288.not = icmp eq i64 %582, 4
  br i1 %exitcond288.not, label %.loopexit46, label %.preheader45

.loopexit46:                                      ; preds = %.preheader45, %565
  %583 = add i32 %5, %15
  %584 = and i1 %16, %348
  %585 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 24832), i64 %341
  %586 = sext i32 %583 to i64
  %587 = getelementptr float, ptr addrspace(1) %2, i64 %586
  %588 = select i1 %584, i32 4, i32 0
  %589 = ptrtoint ptr addrspace(3) %585 to i64
  %590 = trunc i64 %589 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %590, ptr addrspace(1) %587, i32 %588) #6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  br i1 %17, label %.lr.ph, label %.loopexit46.._crit_edge_crit_edge

.loopexit46.._crit_edge_crit_edge:                ; preds = %.loopexit46
  %.pre = lshr i32 %8, 1
  %.pre297 = and i32 %8, 32
  %.pre299 = shl nuw nsw i32 %8, 1
  %.pre301 = and i32 %.pre299, 6
  %.pre303 = or disjoint i32 %.pre301, 1
  %.pre305 = or disjoint i32 %.pre297, 8
  %.pre307 = or disjoint i32 %.pre297, 16
  %.pre309 = or disjoint i32 %.pre297, 24
  br label %._crit_edge

.lr.ph:                                           ; preds = %.loopexit46
  %591 = lshr i32 %8, 5
  %592 = shl nuw nsw i32 %591, 4
  %593 = and i32 %592, 32
  %594 = and i32 %8, 32
  %595 = or disjoint i32 %594, 16
  %596 = and i32 %8, 15
  %597 = or disjoint i32 %593, %596
  %598 = lshr i32 %8, 1
  %599 = and i32 %598, 8
  %600 = shl nuw nsw i32 %597, 5
  %601 = shl nuw nsw i32 %598, 3
  %602 = and i32 %601, 24
  %603 = or disjoint i32 %599, %594
  %604 = lshr exact i32 %603, 3
  %605 = and i32 %8, 7
  %606 = xor i32 %604, %605
  %607 = shl nuw nsw i32 %606, 4
  %608 = or disjoint i32 %595, %599
  %609 = lshr exact i32 %608, 3
  %610 = xor i32 %609, %605
  %611 = shl nuw nsw i32 %610, 4
  %612 = shl nuw nsw i32 %591, 9
  %613 = shl nuw nsw i32 %596, 5
  %614 = or disjoint i32 %612, %613
  %615 = zext nneg i32 %14 to i64
  %616 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %615
  %617 = shl nuw nsw i32 %8, 1
  %618 = and i32 %617, 6
  %619 = or disjoint i32 %618, %594
  %620 = zext nneg i32 %619 to i64
  %621 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %620
  %622 = or disjoint i32 %618, 1
  %623 = or disjoint i32 %622, %594
  %624 = zext nneg i32 %623 to i64
  %625 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %624
  %626 = or disjoint i32 %594, 8
  %627 = or disjoint i32 %626, %618
  %628 = zext nneg i32 %627 to i64
  %629 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %628
  %630 = or disjoint i32 %622, %626
  %631 = zext nneg i32 %630 to i64
  %632 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %631
  %633 = or disjoint i32 %595, %618
  %634 = zext nneg i32 %633 to i64
  %635 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %634
  %636 = or disjoint i32 %622, %595
  %637 = zext nneg i32 %636 to i64
  %638 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %637
  %639 = or disjoint i32 %594, 24
  %640 = or disjoint i32 %639, %618
  %641 = zext nneg i32 %640 to i64
  %642 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %641
  %643 = or disjoint i32 %622, %639
  %644 = zext nneg i32 %643 to i64
  %645 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %644
  %646 = xor i32 %599, %602
  %647 = or disjoint i32 %646, %600
  %648 = zext nneg i32 %647 to i64
  %649 = shl nuw nsw i32 %596, 7
  %650 = or disjoint i32 %649, %607
  %651 = lshr exact i32 %650, 1
  %652 = zext nneg i32 %651 to i64
  %653 = or disjoint i32 %649, %611
  %654 = lshr exact i32 %653, 1
  %655 = zext nneg i32 %654 to i64
  %656 = or disjoint i32 %646, %614
  %657 = or i32 %656, 512
  %658 = zext nneg i32 %657 to i64
  %659 = or disjoint i32 %599, 16
  %660 = xor i32 %659, %602
  %661 = or disjoint i32 %660, %600
  %662 = zext nneg i32 %661 to i64
  %663 = shl nuw nsw i32 %596, 7
  %664 = or disjoint i32 %663, 2048
  %665 = or disjoint i32 %664, %607
  %666 = lshr exact i32 %665, 1
  %667 = zext nneg i32 %666 to i64
  %668 = or disjoint i32 %664, %611
  %669 = lshr exact i32 %668, 1
  %670 = zext nneg i32 %669 to i64
  %671 = or disjoint i32 %660, %614
  %672 = or i32 %671, 512
  %673 = zext nneg i32 %672 to i64
  %invariant.op525 = or i32 %187, %13
  %invariant.op527 = or i32 %187, %13
  %invariant.op529 = or i32 %187, %13
  %invariant.op531 = or i32 %187, %13
  br label %674

674:                                              ; preds = %.lr.ph, %.loopexit
  %675 = phi float [ 0.000000e+00, %.lr.ph ], [ %919, %.loopexit ]
  %676 = phi float [ 0.000000e+00, %.lr.ph ], [ %918, %.loopexit ]
  %677 = phi float [ 0.000000e+00, %.lr.ph ], [ %917, %.loopexit ]
  %678 = phi float [ 0.000000e+00, %.lr.ph ], [ %916, %.loopexit ]
  %679 = phi float [ 0.000000e+00, %.lr.ph ], [ %915, %.loopexit ]
  %680 = phi float [ 0.000000e+00, %.lr.ph ], [ %914, %.loopexit ]
  %681 = phi float [ 0.000000e+00, %.lr.ph ], [ %913, %.loopexit ]
  %682 = phi float [ 0.000000e+00, %.lr.ph ], [ %912, %.loopexit ]
  %683 = phi float [ 0.000000e+00, %.lr.ph ], [ %911, %.loopexit ]
  %684 = phi float [ 0.000000e+00, %.lr.ph ], [ %910, %.loopexit ]
  %685 = phi float [ 0.000000e+00, %.lr.ph ], [ %909, %.loopexit ]
  %686 = phi float [ 0.000000e+00, %.lr.ph ], [ %908, %.loopexit ]
  %687 = phi float [ 0.000000e+00, %.lr.ph ], [ %907, %.loopexit ]
  %688 = phi float [ 0.000000e+00, %.lr.ph ], [ %906, %.loopexit ]
  %689 = phi float [ 0.000000e+00, %.lr.ph ], [ %905, %.loopexit ]
  %690 = phi float [ 0.000000e+00, %.lr.ph ], [ %904, %.loopexit ]
  %691 = phi float [ 0.000000e+00, %.lr.ph ], [ %903, %.loopexit ]
  %692 = phi float [ 0.000000e+00, %.lr.ph ], [ %902, %.loopexit ]
  %693 = phi float [ 0.000000e+00, %.lr.ph ], [ %901, %.loopexit ]
  %694 = phi float [ 0.000000e+00, %.lr.ph ], [ %900, %.loopexit ]
  %695 = phi float [ 0.000000e+00, %.lr.ph ], [ %899, %.loopexit ]
  %696 = phi float [ 0.000000e+00, %.lr.ph ], [ %898, %.loopexit ]
  %697 = phi float [ 0.000000e+00, %.lr.ph ], [ %897, %.loopexit ]
  %698 = phi float [ 0.000000e+00, %.lr.ph ], [ %896, %.loopexit ]
  %699 = phi float [ 0.000000e+00, %.lr.ph ], [ %895, %.loopexit ]
  %700 = phi float [ 0.000000e+00, %.lr.ph ], [ %894, %.loopexit ]
  %701 = phi float [ 0.000000e+00, %.lr.ph ], [ %893, %.loopexit ]
  %702 = phi float [ 0.000000e+00, %.lr.ph ], [ %892, %.loopexit ]
  %703 = phi float [ 0.000000e+00, %.lr.ph ], [ %891, %.loopexit ]
  %704 = phi float [ 0.000000e+00, %.lr.ph ], [ %890, %.loopexit ]
  %705 = phi float [ 0.000000e+00, %.lr.ph ], [ %889, %.loopexit ]
  %706 = phi float [ 0.000000e+00, %.lr.ph ], [ %888, %.loopexit ]
  %707 = phi i32 [ 0, %.lr.ph ], [ %1170, %.loopexit ]
  %708 = lshr exact i32 %707, 5
  %709 = urem i32 %708, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %710 = shl nuw nsw i32 %709, 12
  %711 = zext nneg i32 %710 to i64
  %712 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %711
  %713 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %711
  %714 = shl nuw nsw i32 %709, 8
  %715 = zext nneg i32 %714 to i64
  %gep = getelementptr i8, ptr addrspace(3) %342, i64 %715
  %716 = load float, ptr addrspace(3) %gep, align 4
  %717 = getelementptr bfloat, ptr addrspace(3) %712, i64 %648
  %718 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %717)
  %719 = extractvalue { i32, i32, i32, i32 } %718, 0
  %720 = extractvalue { i32, i32, i32, i32 } %718, 1
  %721 = extractvalue { i32, i32, i32, i32 } %718, 2
  %722 = extractvalue { i32, i32, i32, i32 } %718, 3
  %723 = getelementptr bfloat, ptr addrspace(3) %713, i64 %652
  %724 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %723)
  %725 = extractvalue { i32, i32, i32, i32 } %724, 0
  %726 = extractvalue { i32, i32, i32, i32 } %724, 1
  %727 = extractvalue { i32, i32, i32, i32 } %724, 2
  %728 = extractvalue { i32, i32, i32, i32 } %724, 3
  %729 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %719, i32 %720, i32 %721, i32 %722, i32 %725, i32 %726, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %730 = extractvalue { float, float, float, float } %729, 0
  %731 = extractvalue { float, float, float, float } %729, 1
  %732 = extractvalue { float, float, float, float } %729, 2
  %733 = extractvalue { float, float, float, float } %729, 3
  %734 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %719, i32 %720, i32 %721, i32 %722, i32 %727, i32 %728, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %735 = extractvalue { float, float, float, float } %734, 0
  %736 = extractvalue { float, float, float, float } %734, 1
  %737 = extractvalue { float, float, float, float } %734, 2
  %738 = extractvalue { float, float, float, float } %734, 3
  %739 = getelementptr bfloat, ptr addrspace(3) %713, i64 %655
  %740 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %739)
  %741 = extractvalue { i32, i32, i32, i32 } %740, 0
  %742 = extractvalue { i32, i32, i32, i32 } %740, 1
  %743 = extractvalue { i32, i32, i32, i32 } %740, 2
  %744 = extractvalue { i32, i32, i32, i32 } %740, 3
  %745 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %719, i32 %720, i32 %721, i32 %722, i32 %741, i32 %742, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %746 = extractvalue { float, float, float, float } %745, 0
  %747 = extractvalue { float, float, float, float } %745, 1
  %748 = extractvalue { float, float, float, float } %745, 2
  %749 = extractvalue { float, float, float, float } %745, 3
  %750 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %719, i32 %720, i32 %721, i32 %722, i32 %743, i32 %744, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %751 = extractvalue { float, float, float, float } %750, 0
  %752 = extractvalue { float, float, float, float } %750, 1
  %753 = extractvalue { float, float, float, float } %750, 2
  %754 = extractvalue { float, float, float, float } %750, 3
  %755 = getelementptr bfloat, ptr addrspace(3) %712, i64 %658
  %756 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %755)
  %757 = extractvalue { i32, i32, i32, i32 } %756, 0
  %758 = extractvalue { i32, i32, i32, i32 } %756, 1
  %759 = extractvalue { i32, i32, i32, i32 } %756, 2
  %760 = extractvalue { i32, i32, i32, i32 } %756, 3
  %761 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %725, i32 %726, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %762 = extractvalue { float, float, float, float } %761, 0
  %763 = extractvalue { float, float, float, float } %761, 1
  %764 = extractvalue { float, float, float, float } %761, 2
  %765 = extractvalue { float, float, float, float } %761, 3
  %766 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %727, i32 %728, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %767 = extractvalue { float, float, float, float } %766, 0
  %768 = extractvalue { float, float, float, float } %766, 1
  %769 = extractvalue { float, float, float, float } %766, 2
  %770 = extractvalue { float, float, float, float } %766, 3
  %771 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %741, i32 %742, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %772 = extractvalue { float, float, float, float } %771, 0
  %773 = extractvalue { float, float, float, float } %771, 1
  %774 = extractvalue { float, float, float, float } %771, 2
  %775 = extractvalue { float, float, float, float } %771, 3
  %776 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %757, i32 %758, i32 %759, i32 %760, i32 %743, i32 %744, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %777 = extractvalue { float, float, float, float } %776, 0
  %778 = extractvalue { float, float, float, float } %776, 1
  %779 = extractvalue { float, float, float, float } %776, 2
  %780 = extractvalue { float, float, float, float } %776, 3
  %781 = getelementptr bfloat, ptr addrspace(3) %712, i64 %662
  %782 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %781)
  %783 = extractvalue { i32, i32, i32, i32 } %782, 0
  %784 = extractvalue { i32, i32, i32, i32 } %782, 1
  %785 = extractvalue { i32, i32, i32, i32 } %782, 2
  %786 = extractvalue { i32, i32, i32, i32 } %782, 3
  %787 = getelementptr bfloat, ptr addrspace(3) %713, i64 %667
  %788 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %787)
  %789 = extractvalue { i32, i32, i32, i32 } %788, 0
  %790 = extractvalue { i32, i32, i32, i32 } %788, 1
  %791 = extractvalue { i32, i32, i32, i32 } %788, 2
  %792 = extractvalue { i32, i32, i32, i32 } %788, 3
  %793 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %783, i32 %784, i32 %785, i32 %786, i32 %789, i32 %790, float %730, float %731, float %732, float %733) #6
  %794 = extractvalue { float, float, float, float } %793, 0
  %795 = extractvalue { float, float, float, float } %793, 1
  %796 = extractvalue { float, float, float, float } %793, 2
  %797 = extractvalue { float, float, float, float } %793, 3
  %798 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %783, i32 %784, i32 %785, i32 %786, i32 %791, i32 %792, float %735, float %736, float %737, float %738) #6
  %799 = extractvalue { float, float, float, float } %798, 0
  %800 = extractvalue { float, float, float, float } %798, 1
  %801 = extractvalue { float, float, float, float } %798, 2
  %802 = extractvalue { float, float, float, float } %798, 3
  %803 = getelementptr bfloat, ptr addrspace(3) %713, i64 %670
  %804 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %803)
  %805 = extractvalue { i32, i32, i32, i32 } %804, 0
  %806 = extractvalue { i32, i32, i32, i32 } %804, 1
  %807 = extractvalue { i32, i32, i32, i32 } %804, 2
  %808 = extractvalue { i32, i32, i32, i32 } %804, 3
  %809 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %783, i32 %784, i32 %785, i32 %786, i32 %805, i32 %806, float %746, float %747, float %748, float %749) #6
  %810 = extractvalue { float, float, float, float } %809, 0
  %811 = extractvalue { float, float, float, float } %809, 1
  %812 = extractvalue { float, float, float, float } %809, 2
  %813 = extractvalue { float, float, float, float } %809, 3
  %814 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %783, i32 %784, i32 %785, i32 %786, i32 %807, i32 %808, float %751, float %752, float %753, float %754) #6
  %815 = extractvalue { float, float, float, float } %814, 0
  %816 = extractvalue { float, float, float, float } %814, 1
  %817 = extractvalue { float, float, float, float } %814, 2
  %818 = extractvalue { float, float, float, float } %814, 3
  %819 = getelementptr bfloat, ptr addrspace(3) %712, i64 %673
  %820 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %819)
  %821 = extractvalue { i32, i32, i32, i32 } %820, 0
  %822 = extractvalue { i32, i32, i32, i32 } %820, 1
  %823 = extractvalue { i32, i32, i32, i32 } %820, 2
  %824 = extractvalue { i32, i32, i32, i32 } %820, 3
  %825 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %821, i32 %822, i32 %823, i32 %824, i32 %789, i32 %790, float %762, float %763, float %764, float %765) #6
  %826 = extractvalue { float, float, float, float } %825, 0
  %827 = extractvalue { float, float, float, float } %825, 1
  %828 = extractvalue { float, float, float, float } %825, 2
  %829 = extractvalue { float, float, float, float } %825, 3
  %830 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %821, i32 %822, i32 %823, i32 %824, i32 %791, i32 %792, float %767, float %768, float %769, float %770) #6
  %831 = extractvalue { float, float, float, float } %830, 0
  %832 = extractvalue { float, float, float, float } %830, 1
  %833 = extractvalue { float, float, float, float } %830, 2
  %834 = extractvalue { float, float, float, float } %830, 3
  %835 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %821, i32 %822, i32 %823, i32 %824, i32 %805, i32 %806, float %772, float %773, float %774, float %775) #6
  %836 = extractvalue { float, float, float, float } %835, 0
  %837 = extractvalue { float, float, float, float } %835, 1
  %838 = extractvalue { float, float, float, float } %835, 2
  %839 = extractvalue { float, float, float, float } %835, 3
  %840 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %821, i32 %822, i32 %823, i32 %824, i32 %807, i32 %808, float %777, float %778, float %779, float %780) #6
  %841 = extractvalue { float, float, float, float } %840, 0
  %842 = extractvalue { float, float, float, float } %840, 1
  %843 = extractvalue { float, float, float, float } %840, 2
  %844 = extractvalue { float, float, float, float } %840, 3
  %845 = add i32 %707, 64
  %846 = add nuw nsw i32 %708, 2
  %847 = urem i32 %846, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %716, ptr addrspace(3) %616, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %848 = load float, ptr addrspace(3) %621, align 8
  %849 = load float, ptr addrspace(3) %625, align 4
  %850 = load float, ptr addrspace(3) %629, align 8
  %851 = load float, ptr addrspace(3) %632, align 4
  %852 = load float, ptr addrspace(3) %635, align 8
  %853 = load float, ptr addrspace(3) %638, align 4
  %854 = load float, ptr addrspace(3) %642, align 8
  %855 = load float, ptr addrspace(3) %645, align 4
  %856 = fmul float %794, %848
  %857 = fmul float %795, %849
  %858 = fmul float %796, %848
  %859 = fmul float %797, %849
  %860 = fmul float %799, %850
  %861 = fmul float %800, %851
  %862 = fmul float %801, %850
  %863 = fmul float %802, %851
  %864 = fmul float %810, %852
  %865 = fmul float %811, %853
  %866 = fmul float %812, %852
  %867 = fmul float %813, %853
  %868 = fmul float %815, %854
  %869 = fmul float %816, %855
  %870 = fmul float %817, %854
  %871 = fmul float %818, %855
  %872 = fmul float %826, %848
  %873 = fmul float %827, %849
  %874 = fmul float %828, %848
  %875 = fmul float %829, %849
  %876 = fmul float %831, %850
  %877 = fmul float %832, %851
  %878 = fmul float %833, %850
  %879 = fmul float %834, %851
  %880 = fmul float %836, %852
  %881 = fmul float %837, %853
  %882 = fmul float %838, %852
  %883 = fmul float %839, %853
  %884 = fmul float %841, %854
  %885 = fmul float %842, %855
  %886 = fmul float %843, %854
  %887 = fmul float %844, %855
  %888 = fadd float %706, %856
  %889 = fadd float %705, %857
  %890 = fadd float %704, %858
  %891 = fadd float %703, %859
  %892 = fadd float %702, %860
  %893 = fadd float %701, %861
  %894 = fadd float %700, %862
  %895 = fadd float %699, %863
  %896 = fadd float %698, %864
  %897 = fadd float %697, %865
  %898 = fadd float %696, %866
  %899 = fadd float %695, %867
  %900 = fadd float %694, %868
  %901 = fadd float %693, %869
  %902 = fadd float %692, %870
  %903 = fadd float %691, %871
  %904 = fadd float %690, %872
  %905 = fadd float %689, %873
  %906 = fadd float %688, %874
  %907 = fadd float %687, %875
  %908 = fadd float %686, %876
  %909 = fadd float %685, %877
  %910 = fadd float %684, %878
  %911 = fadd float %683, %879
  %912 = fadd float %682, %880
  %913 = fadd float %681, %881
  %914 = fadd float %680, %882
  %915 = fadd float %679, %883
  %916 = fadd float %678, %884
  %917 = fadd float %677, %885
  %918 = fadd float %676, %886
  %919 = fadd float %675, %887
  %920 = icmp slt i32 %845, %6
  %921 = shl nuw nsw i32 %847, 12
  %922 = zext nneg i32 %921 to i64
  %923 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %922
  %924 = or disjoint i32 %845, %18
  %925 = add i32 %924, %21
  %926 = sext i32 %925 to i64
  %927 = getelementptr bfloat, ptr addrspace(1) %0, i64 %926
  %928 = ptrtoint ptr addrspace(1) %927 to i64
  %929 = and i64 %928, 7
  %930 = icmp eq i64 %929, 0
  %931 = select i1 %920, i32 4, i32 0
  %932 = getelementptr i8, ptr addrspace(3) %923, i64 %38
  br i1 %930, label %933, label %.preheader43.preheader

.preheader43.preheader:                           ; preds = %674
  %invariant.op517 = or i32 %845, %18
  %invariant.op518 = and i1 %28, %920
  br label %.preheader43

933:                                              ; preds = %674
  %934 = sext i32 %924 to i64
  %935 = sub nsw i64 %30, %934
  %936 = tail call i64 @llvm.smax.i64(i64 %935, i64 0)
  %937 = tail call i64 @llvm.umin.i64(i64 %936, i64 4)
  %938 = trunc nuw nsw i64 %937 to i32
  %939 = tail call i32 @llvm.umin.i32(i32 %29, i32 %938)
  %940 = tail call i32 @llvm.umin.i32(i32 %939, i32 %931)
  %941 = icmp eq i32 %940, 0
  %942 = select i1 %941, ptr addrspace(1) %0, ptr addrspace(1) %927
  %943 = shl nuw nsw i32 %940, 1
  %944 = ptrtoint ptr addrspace(3) %932 to i64
  %945 = trunc i64 %944 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %945, ptr addrspace(1) %942, i32 %943) #6
  br label %.loopexit44

.preheader43:                                     ; preds = %.preheader43.preheader, %.preheader43
  %946 = phi i64 [ %955, %.preheader43 ], [ 0, %.preheader43.preheader ]
  %947 = trunc nuw nsw i64 %946 to i32
  %.reass378.reass = or i32 %947, %invariant.op517
  %948 = add i32 %.reass378.reass, %21
  %949 = sext i32 %948 to i64
  %950 = getelementptr bfloat, ptr addrspace(1) %0, i64 %949
  %951 = icmp slt i32 %.reass378.reass, %6
  %.reass163.reass.reass = and i1 %951, %invariant.op518
  %952 = zext i1 %.reass163.reass.reass to i32
  %953 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %950, i32 %952, i16 0) #6
  %954 = getelementptr bfloat, ptr addrspace(3) %932, i64 %946
  store i16 %953, ptr addrspace(3) %954, align 2
  %955 = add nuw nsw i64 %946, 1
  %exitcond289.not = icmp eq i64 %955, 4
  br i1 %exitcond289.not, label %.loopexit44, label %.preheader43

.loopexit44:                                      ; preds = %.preheader43, %933
  %956 = add i32 %924, %67
  %957 = sext i32 %956 to i64
  %958 = getelementptr bfloat, ptr addrspace(1) %0, i64 %957
  %959 = ptrtoint ptr addrspace(1) %958 to i64
  %960 = and i64 %959, 7
  %961 = icmp eq i64 %960, 0
  %962 = getelementptr i8, ptr addrspace(3) %923, i64 %79
  br i1 %961, label %963, label %.preheader41.preheader

.preheader41.preheader:                           ; preds = %.loopexit44
  %invariant.op519 = or i32 %845, %18
  %invariant.op520 = and i1 %74, %920
  br label %.preheader41

963:                                              ; preds = %.loopexit44
  %964 = sext i32 %924 to i64
  %965 = sub nsw i64 %30, %964
  %966 = tail call i64 @llvm.smax.i64(i64 %965, i64 0)
  %967 = tail call i64 @llvm.umin.i64(i64 %966, i64 4)
  %968 = trunc nuw nsw i64 %967 to i32
  %969 = tail call i32 @llvm.umin.i32(i32 %75, i32 %968)
  %970 = tail call i32 @llvm.umin.i32(i32 %969, i32 %931)
  %971 = icmp eq i32 %970, 0
  %972 = select i1 %971, ptr addrspace(1) %0, ptr addrspace(1) %958
  %973 = shl nuw nsw i32 %970, 1
  %974 = ptrtoint ptr addrspace(3) %962 to i64
  %975 = trunc i64 %974 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %975, ptr addrspace(1) %972, i32 %973) #6
  br label %.loopexit42

.preheader41:                                     ; preds = %.preheader41.preheader, %.preheader41
  %976 = phi i64 [ %985, %.preheader41 ], [ 0, %.preheader41.preheader ]
  %977 = trunc nuw nsw i64 %976 to i32
  %.reass381.reass = or i32 %977, %invariant.op519
  %978 = add i32 %.reass381.reass, %67
  %979 = sext i32 %978 to i64
  %980 = getelementptr bfloat, ptr addrspace(1) %0, i64 %979
  %981 = icmp slt i32 %.reass381.reass, %6
  %.reass165.reass.reass = and i1 %981, %invariant.op520
  %982 = zext i1 %.reass165.reass.reass to i32
  %983 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %980, i32 %982, i16 0) #6
  %984 = getelementptr bfloat, ptr addrspace(3) %962, i64 %976
  store i16 %983, ptr addrspace(3) %984, align 2
  %985 = add nuw nsw i64 %976, 1
  %exitcond290.not = icmp eq i64 %985, 4
  br i1 %exitcond290.not, label %.loopexit42, label %.preheader41

.loopexit42:                                      ; preds = %.preheader41, %963
  %986 = add i32 %924, %108
  %987 = sext i32 %986 to i64
  %988 = getelementptr bfloat, ptr addrspace(1) %0, i64 %987
  %989 = ptrtoint ptr addrspace(1) %988 to i64
  %990 = and i64 %989, 7
  %991 = icmp eq i64 %990, 0
  %992 = getelementptr i8, ptr addrspace(3) %923, i64 %120
  br i1 %991, label %993, label %.preheader39.preheader

.preheader39.preheader:                           ; preds = %.loopexit42
  %invariant.op521 = or i32 %845, %18
  %invariant.op522 = and i1 %115, %920
  br label %.preheader39

993:                                              ; preds = %.loopexit42
  %994 = sext i32 %924 to i64
  %995 = sub nsw i64 %30, %994
  %996 = tail call i64 @llvm.smax.i64(i64 %995, i64 0)
  %997 = tail call i64 @llvm.umin.i64(i64 %996, i64 4)
  %998 = trunc nuw nsw i64 %997 to i32
  %999 = tail call i32 @llvm.umin.i32(i32 %116, i32 %998)
  %1000 = tail call i32 @llvm.umin.i32(i32 %999, i32 %931)
  %1001 = icmp eq i32 %1000, 0
  %1002 = select i1 %1001, ptr addrspace(1) %0, ptr addrspace(1) %988
  %1003 = shl nuw nsw i32 %1000, 1
  %1004 = ptrtoint ptr addrspace(3) %992 to i64
  %1005 = trunc i64 %1004 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1005, ptr addrspace(1) %1002, i32 %1003) #6
  br label %.loopexit40

.preheader39:                                     ; preds = %.preheader39.preheader, %.preheader39
  %1006 = phi i64 [ %1015, %.preheader39 ], [ 0, %.preheader39.preheader ]
  %1007 = trunc nuw nsw i64 %1006 to i32
  %.reass384.reass = or i32 %1007, %invariant.op521
  %1008 = add i32 %.reass384.reass, %108
  %1009 = sext i32 %1008 to i64
  %1010 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1009
  %1011 = icmp slt i32 %.reass384.reass, %6
  %.reass167.reass.reass = and i1 %1011, %invariant.op522
  %1012 = zext i1 %.reass167.reass.reass to i32
  %1013 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1010, i32 %1012, i16 0) #6
  %1014 = getelementptr bfloat, ptr addrspace(3) %992, i64 %1006
  store i16 %1013, ptr addrspace(3) %1014, align 2
  %1015 = add nuw nsw i64 %1006, 1
  %exitcond291.not = icmp eq i64 %1015, 4
  br i1 %exitcond291.not, label %.loopexit40, label %.preheader39

.loopexit40:                                      ; preds = %.preheader39, %993
  %1016 = add i32 %924, %149
  %1017 = sext i32 %1016 to i64
  %1018 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1017
  %1019 = ptrtoint ptr addrspace(1) %1018 to i64
  %1020 = and i64 %1019, 7
  %1021 = icmp eq i64 %1020, 0
  %1022 = getelementptr i8, ptr addrspace(3) %923, i64 %161
  br i1 %1021, label %1023, label %.preheader37.preheader

.preheader37.preheader:                           ; preds = %.loopexit40
  %invariant.op523 = or i32 %845, %18
  %invariant.op524 = and i1 %156, %920
  br label %.preheader37

1023:                                             ; preds = %.loopexit40
  %1024 = sext i32 %924 to i64
  %1025 = sub nsw i64 %30, %1024
  %1026 = tail call i64 @llvm.smax.i64(i64 %1025, i64 0)
  %1027 = tail call i64 @llvm.umin.i64(i64 %1026, i64 4)
  %1028 = trunc nuw nsw i64 %1027 to i32
  %1029 = tail call i32 @llvm.umin.i32(i32 %157, i32 %1028)
  %1030 = tail call i32 @llvm.umin.i32(i32 %1029, i32 %931)
  %1031 = icmp eq i32 %1030, 0
  %1032 = select i1 %1031, ptr addrspace(1) %0, ptr addrspace(1) %1018
  %1033 = shl nuw nsw i32 %1030, 1
  %1034 = ptrtoint ptr addrspace(3) %1022 to i64
  %1035 = trunc i64 %1034 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1035, ptr addrspace(1) %1032, i32 %1033) #6
  br label %.loopexit38

.preheader37:                                     ; preds = %.preheader37.preheader, %.preheader37
  %1036 = phi i64 [ %1045, %.preheader37 ], [ 0, %.preheader37.preheader ]
  %1037 = trunc nuw nsw i64 %1036 to i32
  %.reass387.reass = or i32 %1037, %invariant.op523
  %1038 = add i32 %.reass387.reass, %149
  %1039 = sext i32 %1038 to i64
  %1040 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1039
  %1041 = icmp slt i32 %.reass387.reass, %6
  %.reass169.reass.reass = and i1 %1041, %invariant.op524
  %1042 = zext i1 %.reass169.reass.reass to i32
  %1043 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1040, i32 %1042, i16 0) #6
  %1044 = getelementptr bfloat, ptr addrspace(3) %1022, i64 %1036
  store i16 %1043, ptr addrspace(3) %1044, align 2
  %1045 = add nuw nsw i64 %1036, 1
  %exitcond292.not = icmp eq i64 %1045, 4
  br i1 %exitcond292.not, label %.loopexit38, label %.preheader37

.loopexit38:                                      ; preds = %.preheader37, %1023
  %1046 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %922
  %1047 = or disjoint i32 %845, %188
  %1048 = mul i32 %1047, %5
  %1049 = add i32 %1048, %190
  %1050 = sext i32 %1049 to i64
  %1051 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1050
  %1052 = ptrtoint ptr addrspace(1) %1051 to i64
  %1053 = and i64 %1052, 7
  %1054 = icmp eq i64 %1053, 0
  %1055 = icmp slt i32 %1047, %6
  %1056 = getelementptr i8, ptr addrspace(3) %1046, i64 %210
  br i1 %1054, label %1057, label %.preheader35.preheader

.preheader35.preheader:                           ; preds = %.loopexit38
  %invariant.op526 = and i1 %1055, %920
  br label %.preheader35

1057:                                             ; preds = %.loopexit38
  %1058 = tail call i32 @llvm.umin.i32(i32 %203, i32 %931)
  %1059 = select i1 %1055, i32 %1058, i32 0
  %1060 = icmp eq i32 %1059, 0
  %1061 = select i1 %1060, ptr addrspace(1) %1, ptr addrspace(1) %1051
  %1062 = shl nuw nsw i32 %1059, 1
  %1063 = ptrtoint ptr addrspace(3) %1056 to i64
  %1064 = trunc i64 %1063 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1064, ptr addrspace(1) %1061, i32 %1062) #6
  br label %.loopexit36

.preheader35:                                     ; preds = %.preheader35.preheader, %.preheader35
  %1065 = phi i64 [ %1074, %.preheader35 ], [ 0, %.preheader35.preheader ]
  %1066 = trunc nuw nsw i64 %1065 to i32
  %.reass390.reass = or i32 %1066, %invariant.op525
  %1067 = add i32 %.reass390.reass, %1048
  %1068 = sext i32 %1067 to i64
  %1069 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1068
  %1070 = icmp slt i32 %.reass390.reass, %5
  %.reass171.reass.reass = and i1 %1070, %invariant.op526
  %1071 = zext i1 %.reass171.reass.reass to i32
  %1072 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1069, i32 %1071, i16 0) #6
  %1073 = getelementptr bfloat, ptr addrspace(3) %1056, i64 %1065
  store i16 %1072, ptr addrspace(3) %1073, align 2
  %1074 = add nuw nsw i64 %1065, 1
  %exitcond293.not = icmp eq i64 %1074, 4
  br i1 %exitcond293.not, label %.loopexit36, label %.preheader35

.loopexit36:                                      ; preds = %.preheader35, %1057
  %1075 = or disjoint i32 %845, %231
  %1076 = mul i32 %1075, %5
  %1077 = add i32 %1076, %190
  %1078 = sext i32 %1077 to i64
  %1079 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1078
  %1080 = ptrtoint ptr addrspace(1) %1079 to i64
  %1081 = and i64 %1080, 7
  %1082 = icmp eq i64 %1081, 0
  %1083 = icmp slt i32 %1075, %6
  %1084 = getelementptr i8, ptr addrspace(3) %1046, i64 %246
  br i1 %1082, label %1085, label %.preheader33.preheader

.preheader33.preheader:                           ; preds = %.loopexit36
  %invariant.op528 = and i1 %1083, %920
  br label %.preheader33

1085:                                             ; preds = %.loopexit36
  %1086 = tail call i32 @llvm.umin.i32(i32 %203, i32 %931)
  %1087 = select i1 %1083, i32 %1086, i32 0
  %1088 = icmp eq i32 %1087, 0
  %1089 = select i1 %1088, ptr addrspace(1) %1, ptr addrspace(1) %1079
  %1090 = shl nuw nsw i32 %1087, 1
  %1091 = ptrtoint ptr addrspace(3) %1084 to i64
  %1092 = trunc i64 %1091 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1092, ptr addrspace(1) %1089, i32 %1090) #6
  br label %.loopexit34

.preheader33:                                     ; preds = %.preheader33.preheader, %.preheader33
  %1093 = phi i64 [ %1102, %.preheader33 ], [ 0, %.preheader33.preheader ]
  %1094 = trunc nuw nsw i64 %1093 to i32
  %.reass393.reass = or i32 %1094, %invariant.op527
  %1095 = add i32 %.reass393.reass, %1076
  %1096 = sext i32 %1095 to i64
  %1097 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1096
  %1098 = icmp slt i32 %.reass393.reass, %5
  %.reass173.reass.reass = and i1 %1098, %invariant.op528
  %1099 = zext i1 %.reass173.reass.reass to i32
  %1100 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1097, i32 %1099, i16 0) #6
  %1101 = getelementptr bfloat, ptr addrspace(3) %1084, i64 %1093
  store i16 %1100, ptr addrspace(3) %1101, align 2
  %1102 = add nuw nsw i64 %1093, 1
  %exitcond294.not = icmp eq i64 %1102, 4
  br i1 %exitcond294.not, label %.loopexit34, label %.preheader33

.loopexit34:                                      ; preds = %.preheader33, %1085
  %1103 = or disjoint i32 %845, %267
  %1104 = mul i32 %1103, %5
  %1105 = add i32 %1104, %190
  %1106 = sext i32 %1105 to i64
  %1107 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1106
  %1108 = ptrtoint ptr addrspace(1) %1107 to i64
  %1109 = and i64 %1108, 7
  %1110 = icmp eq i64 %1109, 0
  %1111 = icmp slt i32 %1103, %6
  %1112 = getelementptr i8, ptr addrspace(3) %1046, i64 %282
  br i1 %1110, label %1113, label %.preheader31.preheader

.preheader31.preheader:                           ; preds = %.loopexit34
  %invariant.op530 = and i1 %1111, %920
  br label %.preheader31

1113:                                             ; preds = %.loopexit34
  %1114 = tail call i32 @llvm.umin.i32(i32 %203, i32 %931)
  %1115 = select i1 %1111, i32 %1114, i32 0
  %1116 = icmp eq i32 %1115, 0
  %1117 = select i1 %1116, ptr addrspace(1) %1, ptr addrspace(1) %1107
  %1118 = shl nuw nsw i32 %1115, 1
  %1119 = ptrtoint ptr addrspace(3) %1112 to i64
  %1120 = trunc i64 %1119 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1120, ptr addrspace(1) %1117, i32 %1118) #6
  br label %.loopexit32

.preheader31:                                     ; preds = %.preheader31.preheader, %.preheader31
  %1121 = phi i64 [ %1130, %.preheader31 ], [ 0, %.preheader31.preheader ]
  %1122 = trunc nuw nsw i64 %1121 to i32
  %.reass396.reass = or i32 %1122, %invariant.op529
  %1123 = add i32 %.reass396.reass, %1104
  %1124 = sext i32 %1123 to i64
  %1125 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1124
  %1126 = icmp slt i32 %.reass396.reass, %5
  %.reass175.reass.reass = and i1 %1126, %invariant.op530
  %1127 = zext i1 %.reass175.reass.reass to i32
  %1128 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1125, i32 %1127, i16 0) #6
  %1129 = getelementptr bfloat, ptr addrspace(3) %1112, i64 %1121
  store i16 %1128, ptr addrspace(3) %1129, align 2
  %1130 = add nuw nsw i64 %1121, 1
  %exitcond295.not = icmp eq i64 %1130, 4
  br i1 %exitcond295.not, label %.loopexit32, label %.preheader31

.loopexit32:                                      ; preds = %.preheader31, %1113
  %1131 = or disjoint i32 %845, %303
  %1132 = mul i32 %1131, %5
  %1133 = add i32 %1132, %190
  %1134 = sext i32 %1133 to i64
  %1135 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1134
  %1136 = ptrtoint ptr addrspace(1) %1135 to i64
  %1137 = and i64 %1136, 7
  %1138 = icmp eq i64 %1137, 0
  %1139 = icmp slt i32 %1131, %6
  %1140 = getelementptr i8, ptr addrspace(3) %1046, i64 %318
  br i1 %1138, label %1141, label %.preheader.preheader

.preheader.preheader:                             ; preds = %.loopexit32
  %invariant.op532 = and i1 %1139, %920
  br label %.preheader

1141:                                             ; preds = %.loopexit32
  %1142 = tail call i32 @llvm.umin.i32(i32 %203, i32 %931)
  %1143 = select i1 %1139, i32 %1142, i32 0
  %1144 = icmp eq i32 %1143, 0
  %1145 = select i1 %1144, ptr addrspace(1) %1, ptr addrspace(1) %1135
  %1146 = shl nuw nsw i32 %1143, 1
  %1147 = ptrtoint ptr addrspace(3) %1140 to i64
  %1148 = trunc i64 %1147 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1148, ptr addrspace(1) %1145, i32 %1146) #6
  br label %.loopexit

.preheader:                                       ; preds = %.preheader.preheader, %.preheader
  %1149 = phi i64 [ %1158, %.preheader ], [ 0, %.preheader.preheader ]
  %1150 = trunc nuw nsw i64 %1149 to i32
  %.reass399.reass = or i32 %1150, %invariant.op531
  %1151 = add i32 %.reass399.reass, %1132
  %1152 = sext i32 %1151 to i64
  %1153 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1152
  %1154 = icmp slt i32 %.reass399.reass, %5
  %.reass177.reass.reass = and i1 %1154, %invariant.op532
  %1155 = zext i1 %.reass177.reass.reass to i32
  %1156 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1153, i32 %1155, i16 0) #6
  %1157 = getelementptr bfloat, ptr addrspace(3) %1140, i64 %1149
  store i16 %1156, ptr addrspace(3) %1157, align 2
  %1158 = add nuw nsw i64 %1149, 1
  %exitcond296.not = icmp eq i64 %1158, 4
  br i1 %exitcond296.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %1141
  %1159 = lshr exact i32 %845, 5
  %1160 = mul i32 %1159, %5
  %1161 = add i32 %1160, %15
  %1162 = and i1 %16, %920
  %1163 = shl nuw nsw i32 %847, 8
  %1164 = zext nneg i32 %1163 to i64
  %gep179 = getelementptr i8, ptr addrspace(3) %342, i64 %1164
  %1165 = sext i32 %1161 to i64
  %1166 = getelementptr float, ptr addrspace(1) %2, i64 %1165
  %1167 = select i1 %1162, i32 4, i32 0
  %1168 = ptrtoint ptr addrspace(3) %gep179 to i64
  %1169 = trunc i64 %1168 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1169, ptr addrspace(1) %1166, i32 %1167) #6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %1170 = add i32 %707, 32
  %1171 = icmp slt i32 %1170, %6
  br i1 %1171, label %674, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
  %1172 = bitcast float %888 to i32
  %1173 = bitcast float %889 to i32
  %1174 = bitcast float %890 to i32
  %1175 = bitcast float %891 to i32
  %1176 = bitcast float %892 to i32
  %1177 = bitcast float %893 to i32
  %1178 = bitcast float %894 to i32
  %1179 = bitcast float %895 to i32
  %1180 = bitcast float %896 to i32
  %1181 = bitcast float %897 to i32
  %1182 = bitcast float %898 to i32
  %1183 = bitcast float %899 to i32
  %1184 = bitcast float %900 to i32
  %1185 = bitcast float %901 to i32
  %1186 = bitcast float %902 to i32
  %1187 = bitcast float %903 to i32
  %1188 = bitcast float %904 to i32
  %1189 = bitcast float %905 to i32
  %1190 = bitcast float %906 to i32
  %1191 = bitcast float %907 to i32
  %1192 = bitcast float %908 to i32
  %1193 = bitcast float %909 to i32
  %1194 = bitcast float %910 to i32
  %1195 = bitcast float %911 to i32
  %1196 = bitcast float %912 to i32
  %1197 = bitcast float %913 to i32
  %1198 = bitcast float %914 to i32
  %1199 = bitcast float %915 to i32
  %1200 = bitcast float %916 to i32
  %1201 = bitcast float %917 to i32
  %1202 = bitcast float %918 to i32
  %1203 = bitcast float %919 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit46.._crit_edge_crit_edge, %._crit_edge.loopexit
  %.pre-phi310 = phi i32 [ %.pre309, %.loopexit46.._crit_edge_crit_edge ], [ %639, %._crit_edge.loopexit ]
  %.pre-phi308 = phi i32 [ %.pre307, %.loopexit46.._crit_edge_crit_edge ], [ %595, %._crit_edge.loopexit ]
  %.pre-phi306 = phi i32 [ %.pre305, %.loopexit46.._crit_edge_crit_edge ], [ %626, %._crit_edge.loopexit ]
  %.pre-phi304 = phi i32 [ %.pre303, %.loopexit46.._crit_edge_crit_edge ], [ %622, %._crit_edge.loopexit ]
  %.pre-phi302 = phi i32 [ %.pre301, %.loopexit46.._crit_edge_crit_edge ], [ %618, %._crit_edge.loopexit ]
  %.pre-phi298 = phi i32 [ %.pre297, %.loopexit46.._crit_edge_crit_edge ], [ %594, %._crit_edge.loopexit ]
  %.pre-phi = phi i32 [ %.pre, %.loopexit46.._crit_edge_crit_edge ], [ %598, %._crit_edge.loopexit ]
  %.lcssa139 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1172, %._crit_edge.loopexit ]
  %.lcssa138 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1173, %._crit_edge.loopexit ]
  %.lcssa137 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1174, %._crit_edge.loopexit ]
  %.lcssa136 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1175, %._crit_edge.loopexit ]
  %.lcssa135 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1176, %._crit_edge.loopexit ]
  %.lcssa134 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1177, %._crit_edge.loopexit ]
  %.lcssa133 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1178, %._crit_edge.loopexit ]
  %.lcssa132 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1179, %._crit_edge.loopexit ]
  %.lcssa131 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1180, %._crit_edge.loopexit ]
  %.lcssa130 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1181, %._crit_edge.loopexit ]
  %.lcssa129 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1182, %._crit_edge.loopexit ]
  %.lcssa128 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1183, %._crit_edge.loopexit ]
  %.lcssa127 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1184, %._crit_edge.loopexit ]
  %.lcssa126 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1185, %._crit_edge.loopexit ]
  %.lcssa125 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1186, %._crit_edge.loopexit ]
  %.lcssa124 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1187, %._crit_edge.loopexit ]
  %.lcssa123 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1188, %._crit_edge.loopexit ]
  %.lcssa122 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1189, %._crit_edge.loopexit ]
  %.lcssa121 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1190, %._crit_edge.loopexit ]
  %.lcssa120 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1191, %._crit_edge.loopexit ]
  %.lcssa119 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1192, %._crit_edge.loopexit ]
  %.lcssa118 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1193, %._crit_edge.loopexit ]
  %.lcssa117 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1194, %._crit_edge.loopexit ]
  %.lcssa116 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1195, %._crit_edge.loopexit ]
  %.lcssa115 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1196, %._crit_edge.loopexit ]
  %.lcssa114 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1197, %._crit_edge.loopexit ]
  %.lcssa113 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1198, %._crit_edge.loopexit ]
  %.lcssa112 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1199, %._crit_edge.loopexit ]
  %.lcssa111 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1200, %._crit_edge.loopexit ]
  %.lcssa110 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1201, %._crit_edge.loopexit ]
  %.lcssa109 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1202, %._crit_edge.loopexit ]
  %.lcssa108 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1203, %._crit_edge.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1204 = lshr i32 %8, 2
  %1205 = and i32 %1204, 7
  %1206 = and i32 %.pre-phi, 32
  %1207 = or disjoint i32 %1205, %12
  %1208 = or disjoint i32 %1207, %1206
  %1209 = mul i32 %5, %1208
  %1210 = or disjoint i32 %13, %.pre-phi298
  %1211 = or disjoint i32 %1210, %.pre-phi302
  %1212 = add i32 %1209, %1211
  %1213 = sext i32 %1212 to i64
  %1214 = getelementptr float, ptr addrspace(1) %3, i64 %1213
  %1215 = icmp slt i32 %1208, %4
  %1216 = icmp slt i32 %1211, %5
  %1217 = and i1 %1215, %1216
  %1218 = or disjoint i32 %1210, %.pre-phi304
  %1219 = icmp slt i32 %1218, %5
  %1220 = ptrtoint ptr addrspace(1) %1214 to i64
  %1221 = and i64 %1220, 7
  %1222 = icmp eq i64 %1221, 0
  %1223 = and i1 %1217, %1222
  %1224 = and i1 %1219, %1223
  %1225 = xor i1 %1217, %1224
  %1226 = xor i1 %1215, %1223
  %1227 = and i1 %1219, %1226
  %1228 = zext i1 %1224 to i32
  %1229 = zext i1 %1225 to i32
  %1230 = zext i1 %1227 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1228, i32 %.lcssa139, i32 %.lcssa138, ptr addrspace(1) %1214, i32 %1229, i32 %1230) #6
  %1231 = or disjoint i32 %1205, 8
  %1232 = or disjoint i32 %1206, %12
  %1233 = or disjoint i32 %1232, %1231
  %1234 = mul i32 %5, %1233
  %1235 = add i32 %1234, %1211
  %1236 = sext i32 %1235 to i64
  %1237 = getelementptr float, ptr addrspace(1) %3, i64 %1236
  %1238 = icmp slt i32 %1233, %4
  %1239 = and i1 %1238, %1216
  %1240 = ptrtoint ptr addrspace(1) %1237 to i64
  %1241 = and i64 %1240, 7
  %1242 = icmp eq i64 %1241, 0
  %1243 = and i1 %1239, %1242
  %1244 = and i1 %1219, %1243
  %1245 = xor i1 %1239, %1244
  %1246 = xor i1 %1238, %1243
  %1247 = and i1 %1219, %1246
  %1248 = zext i1 %1244 to i32
  %1249 = zext i1 %1245 to i32
  %1250 = zext i1 %1247 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1248, i32 %.lcssa137, i32 %.lcssa136, ptr addrspace(1) %1237, i32 %1249, i32 %1250) #6
  %1251 = or disjoint i32 %.pre-phi302, %13
  %1252 = or disjoint i32 %1251, %.pre-phi306
  %1253 = add i32 %1209, %1252
  %1254 = sext i32 %1253 to i64
  %1255 = getelementptr float, ptr addrspace(1) %3, i64 %1254
  %1256 = icmp slt i32 %1252, %5
  %1257 = and i1 %1215, %1256
  %1258 = or disjoint i32 %.pre-phi304, %13
  %1259 = or disjoint i32 %1258, %.pre-phi306
  %1260 = icmp slt i32 %1259, %5
  %1261 = ptrtoint ptr addrspace(1) %1255 to i64
  %1262 = and i64 %1261, 7
  %1263 = icmp eq i64 %1262, 0
  %1264 = and i1 %1257, %1263
  %1265 = and i1 %1260, %1264
  %1266 = xor i1 %1257, %1265
  %1267 = xor i1 %1215, %1264
  %1268 = and i1 %1260, %1267
  %1269 = zext i1 %1265 to i32
  %1270 = zext i1 %1266 to i32
  %1271 = zext i1 %1268 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1269, i32 %.lcssa135, i32 %.lcssa134, ptr addrspace(1) %1255, i32 %1270, i32 %1271) #6
  %1272 = add i32 %1234, %1252
  %1273 = sext i32 %1272 to i64
  %1274 = getelementptr float, ptr addrspace(1) %3, i64 %1273
  %1275 = and i1 %1238, %1256
  %1276 = ptrtoint ptr addrspace(1) %1274 to i64
  %1277 = and i64 %1276, 7
  %1278 = icmp eq i64 %1277, 0
  %1279 = and i1 %1275, %1278
  %1280 = and i1 %1260, %1279
  %1281 = xor i1 %1275, %1280
  %1282 = xor i1 %1238, %1279
  %1283 = and i1 %1260, %1282
  %1284 = zext i1 %1280 to i32
  %1285 = zext i1 %1281 to i32
  %1286 = zext i1 %1283 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1284, i32 %.lcssa133, i32 %.lcssa132, ptr addrspace(1) %1274, i32 %1285, i32 %1286) #6
  %1287 = or disjoint i32 %1251, %.pre-phi308
  %1288 = add i32 %1209, %1287
  %1289 = sext i32 %1288 to i64
  %1290 = getelementptr float, ptr addrspace(1) %3, i64 %1289
  %1291 = icmp slt i32 %1287, %5
  %1292 = and i1 %1215, %1291
  %1293 = or disjoint i32 %1258, %.pre-phi308
  %1294 = icmp slt i32 %1293, %5
  %1295 = ptrtoint ptr addrspace(1) %1290 to i64
  %1296 = and i64 %1295, 7
  %1297 = icmp eq i64 %1296, 0
  %1298 = and i1 %1292, %1297
  %1299 = and i1 %1294, %1298
  %1300 = xor i1 %1292, %1299
  %1301 = xor i1 %1215, %1298
  %1302 = and i1 %1294, %1301
  %1303 = zext i1 %1299 to i32
  %1304 = zext i1 %1300 to i32
  %1305 = zext i1 %1302 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1303, i32 %.lcssa131, i32 %.lcssa130, ptr addrspace(1) %1290, i32 %1304, i32 %1305) #6
  %1306 = add i32 %1234, %1287
  %1307 = sext i32 %1306 to i64
  %1308 = getelementptr float, ptr addrspace(1) %3, i64 %1307
  %1309 = and i1 %1238, %1291
  %1310 = ptrtoint ptr addrspace(1) %1308 to i64
  %1311 = and i64 %1310, 7
  %1312 = icmp eq i64 %1311, 0
  %1313 = and i1 %1309, %1312
  %1314 = and i1 %1294, %1313
  %1315 = xor i1 %1309, %1314
  %1316 = xor i1 %1238, %1313
  %1317 = and i1 %1294, %1316
  %1318 = zext i1 %1314 to i32
  %1319 = zext i1 %1315 to i32
  %1320 = zext i1 %1317 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1318, i32 %.lcssa129, i32 %.lcssa128, ptr addrspace(1) %1308, i32 %1319, i32 %1320) #6
  %1321 = or disjoint i32 %1251, %.pre-phi310
  %1322 = add i32 %1209, %1321
  %1323 = sext i32 %1322 to i64
  %1324 = getelementptr float, ptr addrspace(1) %3, i64 %1323
  %1325 = icmp slt i32 %1321, %5
  %1326 = and i1 %1215, %1325
  %1327 = or disjoint i32 %1258, %.pre-phi310
  %1328 = icmp slt i32 %1327, %5
  %1329 = ptrtoint ptr addrspace(1) %1324 to i64
  %1330 = and i64 %1329, 7
  %1331 = icmp eq i64 %1330, 0
  %1332 = and i1 %1326, %1331
  %1333 = and i1 %1328, %1332
  %1334 = xor i1 %1326, %1333
  %1335 = xor i1 %1215, %1332
  %1336 = and i1 %1328, %1335
  %1337 = zext i1 %1333 to i32
  %1338 = zext i1 %1334 to i32
  %1339 = zext i1 %1336 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1337, i32 %.lcssa127, i32 %.lcssa126, ptr addrspace(1) %1324, i32 %1338, i32 %1339) #6
  %1340 = add i32 %1234, %1321
  %1341 = sext i32 %1340 to i64
  %1342 = getelementptr float, ptr addrspace(1) %3, i64 %1341
  %1343 = and i1 %1238, %1325
  %1344 = ptrtoint ptr addrspace(1) %1342 to i64
  %1345 = and i64 %1344, 7
  %1346 = icmp eq i64 %1345, 0
  %1347 = and i1 %1343, %1346
  %1348 = and i1 %1328, %1347
  %1349 = xor i1 %1343, %1348
  %1350 = xor i1 %1238, %1347
  %1351 = and i1 %1328, %1350
  %1352 = zext i1 %1348 to i32
  %1353 = zext i1 %1349 to i32
  %1354 = zext i1 %1351 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1352, i32 %.lcssa125, i32 %.lcssa124, ptr addrspace(1) %1342, i32 %1353, i32 %1354) #6
  %1355 = or disjoint i32 %1206, 16
  %1356 = or disjoint i32 %1207, %1355
  %1357 = mul i32 %5, %1356
  %1358 = add i32 %1357, %1211
  %1359 = sext i32 %1358 to i64
  %1360 = getelementptr float, ptr addrspace(1) %3, i64 %1359
  %1361 = icmp slt i32 %1356, %4
  %1362 = and i1 %1361, %1216
  %1363 = ptrtoint ptr addrspace(1) %1360 to i64
  %1364 = and i64 %1363, 7
  %1365 = icmp eq i64 %1364, 0
  %1366 = and i1 %1362, %1365
  %1367 = and i1 %1219, %1366
  %1368 = xor i1 %1362, %1367
  %1369 = xor i1 %1361, %1366
  %1370 = and i1 %1219, %1369
  %1371 = zext i1 %1367 to i32
  %1372 = zext i1 %1368 to i32
  %1373 = zext i1 %1370 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1371, i32 %.lcssa123, i32 %.lcssa122, ptr addrspace(1) %1360, i32 %1372, i32 %1373) #6
  %1374 = or disjoint i32 %1231, %12
  %1375 = or disjoint i32 %1374, %1355
  %1376 = mul i32 %5, %1375
  %1377 = add i32 %1376, %1211
  %1378 = sext i32 %1377 to i64
  %1379 = getelementptr float, ptr addrspace(1) %3, i64 %1378
  %1380 = icmp slt i32 %1375, %4
  %1381 = and i1 %1380, %1216
  %1382 = ptrtoint ptr addrspace(1) %1379 to i64
  %1383 = and i64 %1382, 7
  %1384 = icmp eq i64 %1383, 0
  %1385 = and i1 %1381, %1384
  %1386 = and i1 %1219, %1385
  %1387 = xor i1 %1381, %1386
  %1388 = xor i1 %1380, %1385
  %1389 = and i1 %1219, %1388
  %1390 = zext i1 %1386 to i32
  %1391 = zext i1 %1387 to i32
  %1392 = zext i1 %1389 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1390, i32 %.lcssa121, i32 %.lcssa120, ptr addrspace(1) %1379, i32 %1391, i32 %1392) #6
  %1393 = add i32 %1357, %1252
  %1394 = sext i32 %1393 to i64
  %1395 = getelementptr float, ptr addrspace(1) %3, i64 %1394
  %1396 = and i1 %1361, %1256
  %1397 = ptrtoint ptr addrspace(1) %1395 to i64
  %1398 = and i64 %1397, 7
  %1399 = icmp eq i64 %1398, 0
  %1400 = and i1 %1396, %1399
  %1401 = and i1 %1260, %1400
  %1402 = xor i1 %1396, %1401
  %1403 = xor i1 %1361, %1400
  %1404 = and i1 %1260, %1403
  %1405 = zext i1 %1401 to i32
  %1406 = zext i1 %1402 to i32
  %1407 = zext i1 %1404 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1405, i32 %.lcssa119, i32 %.lcssa118, ptr addrspace(1) %1395, i32 %1406, i32 %1407) #6
  %1408 = add i32 %1376, %1252
  %1409 = sext i32 %1408 to i64
  %1410 = getelementptr float, ptr addrspace(1) %3, i64 %1409
  %1411 = and i1 %1380, %1256
  %1412 = ptrtoint ptr addrspace(1) %1410 to i64
  %1413 = and i64 %1412, 7
  %1414 = icmp eq i64 %1413, 0
  %1415 = and i1 %1411, %1414
  %1416 = and i1 %1260, %1415
  %1417 = xor i1 %1411, %1416
  %1418 = xor i1 %1380, %1415
  %1419 = and i1 %1260, %1418
  %1420 = zext i1 %1416 to i32
  %1421 = zext i1 %1417 to i32
  %1422 = zext i1 %1419 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1420, i32 %.lcssa117, i32 %.lcssa116, ptr addrspace(1) %1410, i32 %1421, i32 %1422) #6
  %1423 = add i32 %1357, %1287
  %1424 = sext i32 %1423 to i64
  %1425 = getelementptr float, ptr addrspace(1) %3, i64 %1424
  %1426 = and i1 %1361, %1291
  %1427 = ptrtoint ptr addrspace(1) %1425 to i64
  %1428 = and i64 %1427, 7
  %1429 = icmp eq i64 %1428, 0
  %1430 = and i1 %1426, %1429
  %1431 = and i1 %1294, %1430
  %1432 = xor i1 %1426, %1431
  %1433 = xor i1 %1361, %1430
  %1434 = and i1 %1294, %1433
  %1435 = zext i1 %1431 to i32
  %1436 = zext i1 %1432 to i32
  %1437 = zext i1 %1434 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1435, i32 %.lcssa115, i32 %.lcssa114, ptr addrspace(1) %1425, i32 %1436, i32 %1437) #6
  %1438 = add i32 %1376, %1287
  %1439 = sext i32 %1438 to i64
  %1440 = getelementptr float, ptr addrspace(1) %3, i64 %1439
  %1441 = and i1 %1380, %1291
  %1442 = ptrtoint ptr addrspace(1) %1440 to i64
  %1443 = and i64 %1442, 7
  %1444 = icmp eq i64 %1443, 0
  %1445 = and i1 %1441, %1444
  %1446 = and i1 %1294, %1445
  %1447 = xor i1 %1441, %1446
  %1448 = xor i1 %1380, %1445
  %1449 = and i1 %1294, %1448
  %1450 = zext i1 %1446 to i32
  %1451 = zext i1 %1447 to i32
  %1452 = zext i1 %1449 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1450, i32 %.lcssa113, i32 %.lcssa112, ptr addrspace(1) %1440, i32 %1451, i32 %1452) #6
  %1453 = add i32 %1357, %1321
  %1454 = sext i32 %1453 to i64
  %1455 = getelementptr float, ptr addrspace(1) %3, i64 %1454
  %1456 = and i1 %1361, %1325
  %1457 = ptrtoint ptr addrspace(1) %1455 to i64
  %1458 = and i64 %1457, 7
  %1459 = icmp eq i64 %1458, 0
  %1460 = and i1 %1456, %1459
  %1461 = and i1 %1328, %1460
  %1462 = xor i1 %1456, %1461
  %1463 = xor i1 %1361, %1460
  %1464 = and i1 %1328, %1463
  %1465 = zext i1 %1461 to i32
  %1466 = zext i1 %1462 to i32
  %1467 = zext i1 %1464 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1465, i32 %.lcssa111, i32 %.lcssa110, ptr addrspace(1) %1455, i32 %1466, i32 %1467) #6
  %1468 = add i32 %1376, %1321
  %1469 = sext i32 %1468 to i64
  %1470 = getelementptr float, ptr addrspace(1) %3, i64 %1469
  %1471 = and i1 %1380, %1325
  %1472 = ptrtoint ptr addrspace(1) %1470 to i64
  %1473 = and i64 %1472, 7
  %1474 = icmp eq i64 %1473, 0
  %1475 = and i1 %1471, %1474
  %1476 = and i1 %1328, %1475
  %1477 = xor i1 %1471, %1476
  %1478 = xor i1 %1380, %1475
  %1479 = and i1 %1328, %1478
  %1480 = zext i1 %1476 to i32
  %1481 = zext i1 %1477 to i32
  %1482 = zext i1 %1479 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1480, i32 %.lcssa109, i32 %.lcssa108, ptr addrspace(1) %1470, i32 %1481, i32 %1482) #6
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
