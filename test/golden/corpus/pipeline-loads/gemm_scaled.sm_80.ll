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
  %.mask27 = xor i32 %31, %8
  %33 = and i32 %.mask27, 48
  %34 = or disjoint i32 %33, %32
  %35 = and i32 %31, 8
  %36 = or disjoint i32 %34, %35
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %37
  br i1 %26, label %39, label %.preheader75.preheader

.preheader75.preheader:                           ; preds = %7
  %invariant.op = and i1 %27, %16
  br label %.preheader75

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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %49, ptr addrspace(1) %23, i32 %47) #6
  br label %.loopexit76

.preheader75:                                     ; preds = %.preheader75.preheader, %.preheader75
  %50 = phi i64 [ %60, %.preheader75 ], [ 0, %.preheader75.preheader ]
  %51 = trunc nuw nsw i64 %50 to i32
  %52 = or disjoint i32 %17, %51
  %53 = add i32 %52, %20
  %54 = sext i32 %53 to i64
  %55 = getelementptr bfloat, ptr addrspace(1) %0, i64 %54
  %56 = icmp slt i32 %52, %6
  %.reass.reass.reass = and i1 %56, %invariant.op
  %57 = zext i1 %.reass.reass.reass to i32
  %58 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %55, i32 %57, i16 0) #6
  %59 = getelementptr bfloat, ptr addrspace(3) %38, i64 %50
  store i16 %58, ptr addrspace(3) %59, align 2
  %60 = add nuw nsw i64 %50, 1
  %exitcond.not = icmp eq i64 %60, 4
  br i1 %exitcond.not, label %.loopexit76, label %.preheader75

.loopexit76:                                      ; preds = %.preheader75, %39
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
  br i1 %70, label %78, label %.preheader73.preheader

.preheader73.preheader:                           ; preds = %.loopexit76
  %invariant.op492 = and i1 %71, %16
  br label %.preheader73

78:                                               ; preds = %.loopexit76
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %88, ptr addrspace(1) %67, i32 %86) #6
  br label %.loopexit74

.preheader73:                                     ; preds = %.preheader73.preheader, %.preheader73
  %89 = phi i64 [ %99, %.preheader73 ], [ 0, %.preheader73.preheader ]
  %90 = trunc nuw nsw i64 %89 to i32
  %91 = or disjoint i32 %17, %90
  %92 = add i32 %91, %64
  %93 = sext i32 %92 to i64
  %94 = getelementptr bfloat, ptr addrspace(1) %0, i64 %93
  %95 = icmp slt i32 %91, %6
  %.reass141.reass.reass = and i1 %95, %invariant.op492
  %96 = zext i1 %.reass141.reass.reass to i32
  %97 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %94, i32 %96, i16 0) #6
  %98 = getelementptr bfloat, ptr addrspace(3) %77, i64 %89
  store i16 %97, ptr addrspace(3) %98, align 2
  %99 = add nuw nsw i64 %89, 1
  %exitcond272.not = icmp eq i64 %99, 4
  br i1 %exitcond272.not, label %.loopexit74, label %.preheader73

.loopexit74:                                      ; preds = %.preheader73, %78
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
  br i1 %109, label %117, label %.preheader71.preheader

.preheader71.preheader:                           ; preds = %.loopexit74
  %invariant.op493 = and i1 %110, %16
  br label %.preheader71

117:                                              ; preds = %.loopexit74
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %127, ptr addrspace(1) %106, i32 %125) #6
  br label %.loopexit72

.preheader71:                                     ; preds = %.preheader71.preheader, %.preheader71
  %128 = phi i64 [ %138, %.preheader71 ], [ 0, %.preheader71.preheader ]
  %129 = trunc nuw nsw i64 %128 to i32
  %130 = or disjoint i32 %17, %129
  %131 = add i32 %130, %103
  %132 = sext i32 %131 to i64
  %133 = getelementptr bfloat, ptr addrspace(1) %0, i64 %132
  %134 = icmp slt i32 %130, %6
  %.reass143.reass.reass = and i1 %134, %invariant.op493
  %135 = zext i1 %.reass143.reass.reass to i32
  %136 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %133, i32 %135, i16 0) #6
  %137 = getelementptr bfloat, ptr addrspace(3) %116, i64 %128
  store i16 %136, ptr addrspace(3) %137, align 2
  %138 = add nuw nsw i64 %128, 1
  %exitcond273.not = icmp eq i64 %138, 4
  br i1 %exitcond273.not, label %.loopexit72, label %.preheader71

.loopexit72:                                      ; preds = %.preheader71, %117
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
  br i1 %148, label %156, label %.preheader69.preheader

.preheader69.preheader:                           ; preds = %.loopexit72
  %invariant.op494 = and i1 %149, %16
  br label %.preheader69

156:                                              ; preds = %.loopexit72
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %166, ptr addrspace(1) %145, i32 %164) #6
  br label %.loopexit70

.preheader69:                                     ; preds = %.preheader69.preheader, %.preheader69
  %167 = phi i64 [ %177, %.preheader69 ], [ 0, %.preheader69.preheader ]
  %168 = trunc nuw nsw i64 %167 to i32
  %169 = or disjoint i32 %17, %168
  %170 = add i32 %169, %142
  %171 = sext i32 %170 to i64
  %172 = getelementptr bfloat, ptr addrspace(1) %0, i64 %171
  %173 = icmp slt i32 %169, %6
  %.reass145.reass.reass = and i1 %173, %invariant.op494
  %174 = zext i1 %.reass145.reass.reass to i32
  %175 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %172, i32 %174, i16 0) #6
  %176 = getelementptr bfloat, ptr addrspace(3) %155, i64 %167
  store i16 %175, ptr addrspace(3) %176, align 2
  %177 = add nuw nsw i64 %167, 1
  %exitcond274.not = icmp eq i64 %177, 4
  br i1 %exitcond274.not, label %.loopexit70, label %.preheader69

.loopexit70:                                      ; preds = %.preheader69, %156
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
  br i1 %187, label %203, label %.preheader67.preheader

.preheader67.preheader:                           ; preds = %.loopexit70
  %invariant.op495 = or i32 %178, %13
  br label %.preheader67

203:                                              ; preds = %.loopexit70
  %204 = tail call i32 @llvm.umin.i32(i32 %194, i32 %30)
  %205 = shl nuw nsw i32 %204, 1
  %206 = select i1 %188, i32 %205, i32 0
  %207 = ptrtoint ptr addrspace(3) %202 to i64
  %208 = trunc i64 %207 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %208, ptr addrspace(1) %184, i32 %206) #6
  br label %.loopexit68

.preheader67:                                     ; preds = %.preheader67.preheader, %.preheader67
  %209 = phi i64 [ %219, %.preheader67 ], [ 0, %.preheader67.preheader ]
  %210 = trunc nuw nsw i64 %209 to i32
  %.reass.reass = or i32 %210, %invariant.op495
  %211 = add i32 %.reass.reass, %180
  %212 = sext i32 %211 to i64
  %213 = getelementptr bfloat, ptr addrspace(1) %1, i64 %212
  %214 = icmp slt i32 %.reass.reass, %5
  %215 = and i1 %188, %214
  %216 = zext i1 %215 to i32
  %217 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %213, i32 %216, i16 0) #6
  %218 = getelementptr bfloat, ptr addrspace(3) %202, i64 %209
  store i16 %217, ptr addrspace(3) %218, align 2
  %219 = add nuw nsw i64 %209, 1
  %exitcond275.not = icmp eq i64 %219, 4
  br i1 %exitcond275.not, label %.loopexit68, label %.preheader67

.loopexit68:                                      ; preds = %.preheader67, %203
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
  br i1 %227, label %237, label %.preheader65.preheader

.preheader65.preheader:                           ; preds = %.loopexit68
  %invariant.op496 = or i32 %178, %13
  br label %.preheader65

237:                                              ; preds = %.loopexit68
  %238 = tail call i32 @llvm.umin.i32(i32 %194, i32 %30)
  %239 = shl nuw nsw i32 %238, 1
  %240 = select i1 %228, i32 %239, i32 0
  %241 = ptrtoint ptr addrspace(3) %236 to i64
  %242 = trunc i64 %241 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %242, ptr addrspace(1) %224, i32 %240) #6
  br label %.loopexit66

.preheader65:                                     ; preds = %.preheader65.preheader, %.preheader65
  %243 = phi i64 [ %253, %.preheader65 ], [ 0, %.preheader65.preheader ]
  %244 = trunc nuw nsw i64 %243 to i32
  %.reass346.reass = or i32 %244, %invariant.op496
  %245 = add i32 %.reass346.reass, %221
  %246 = sext i32 %245 to i64
  %247 = getelementptr bfloat, ptr addrspace(1) %1, i64 %246
  %248 = icmp slt i32 %.reass346.reass, %5
  %249 = and i1 %228, %248
  %250 = zext i1 %249 to i32
  %251 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %247, i32 %250, i16 0) #6
  %252 = getelementptr bfloat, ptr addrspace(3) %236, i64 %243
  store i16 %251, ptr addrspace(3) %252, align 2
  %253 = add nuw nsw i64 %243, 1
  %exitcond276.not = icmp eq i64 %253, 4
  br i1 %exitcond276.not, label %.loopexit66, label %.preheader65

.loopexit66:                                      ; preds = %.preheader65, %237
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
  br i1 %261, label %271, label %.preheader63.preheader

.preheader63.preheader:                           ; preds = %.loopexit66
  %invariant.op497 = or i32 %178, %13
  br label %.preheader63

271:                                              ; preds = %.loopexit66
  %272 = tail call i32 @llvm.umin.i32(i32 %194, i32 %30)
  %273 = shl nuw nsw i32 %272, 1
  %274 = select i1 %262, i32 %273, i32 0
  %275 = ptrtoint ptr addrspace(3) %270 to i64
  %276 = trunc i64 %275 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %276, ptr addrspace(1) %258, i32 %274) #6
  br label %.loopexit64

.preheader63:                                     ; preds = %.preheader63.preheader, %.preheader63
  %277 = phi i64 [ %287, %.preheader63 ], [ 0, %.preheader63.preheader ]
  %278 = trunc nuw nsw i64 %277 to i32
  %.reass348.reass = or i32 %278, %invariant.op497
  %279 = add i32 %.reass348.reass, %255
  %280 = sext i32 %279 to i64
  %281 = getelementptr bfloat, ptr addrspace(1) %1, i64 %280
  %282 = icmp slt i32 %.reass348.reass, %5
  %283 = and i1 %262, %282
  %284 = zext i1 %283 to i32
  %285 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %281, i32 %284, i16 0) #6
  %286 = getelementptr bfloat, ptr addrspace(3) %270, i64 %277
  store i16 %285, ptr addrspace(3) %286, align 2
  %287 = add nuw nsw i64 %277, 1
  %exitcond277.not = icmp eq i64 %287, 4
  br i1 %exitcond277.not, label %.loopexit64, label %.preheader63

.loopexit64:                                      ; preds = %.preheader63, %271
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
  br i1 %295, label %305, label %.preheader61.preheader

.preheader61.preheader:                           ; preds = %.loopexit64
  %invariant.op498 = or i32 %178, %13
  br label %.preheader61

305:                                              ; preds = %.loopexit64
  %306 = tail call i32 @llvm.umin.i32(i32 %194, i32 %30)
  %307 = shl nuw nsw i32 %306, 1
  %308 = select i1 %296, i32 %307, i32 0
  %309 = ptrtoint ptr addrspace(3) %304 to i64
  %310 = trunc i64 %309 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %310, ptr addrspace(1) %292, i32 %308) #6
  br label %.loopexit62

.preheader61:                                     ; preds = %.preheader61.preheader, %.preheader61
  %311 = phi i64 [ %321, %.preheader61 ], [ 0, %.preheader61.preheader ]
  %312 = trunc nuw nsw i64 %311 to i32
  %.reass350.reass = or i32 %312, %invariant.op498
  %313 = add i32 %.reass350.reass, %289
  %314 = sext i32 %313 to i64
  %315 = getelementptr bfloat, ptr addrspace(1) %1, i64 %314
  %316 = icmp slt i32 %.reass350.reass, %5
  %317 = and i1 %296, %316
  %318 = zext i1 %317 to i32
  %319 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %315, i32 %318, i16 0) #6
  %320 = getelementptr bfloat, ptr addrspace(3) %304, i64 %311
  store i16 %319, ptr addrspace(3) %320, align 2
  %321 = add nuw nsw i64 %311, 1
  %exitcond278.not = icmp eq i64 %321, 4
  br i1 %exitcond278.not, label %.loopexit62, label %.preheader61

.loopexit62:                                      ; preds = %.preheader61, %305
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %331, ptr addrspace(1) %328, i32 %329) #6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
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
  br i1 %339, label %342, label %.preheader59.preheader

.preheader59.preheader:                           ; preds = %.loopexit62
  %invariant.op499 = or disjoint i32 %17, 32
  %invariant.op500 = and i1 %27, %332
  br label %.preheader59

342:                                              ; preds = %.loopexit62
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %352, ptr addrspace(1) %336, i32 %350) #6
  br label %.loopexit60

.preheader59:                                     ; preds = %.preheader59.preheader, %.preheader59
  %353 = phi i64 [ %362, %.preheader59 ], [ 0, %.preheader59.preheader ]
  %354 = trunc nuw nsw i64 %353 to i32
  %.reass352.reass = or disjoint i32 %354, %invariant.op499
  %355 = add i32 %.reass352.reass, %20
  %356 = sext i32 %355 to i64
  %357 = getelementptr bfloat, ptr addrspace(1) %0, i64 %356
  %358 = icmp slt i32 %.reass352.reass, %6
  %.reass147.reass.reass = and i1 %358, %invariant.op500
  %359 = zext i1 %.reass147.reass.reass to i32
  %360 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %357, i32 %359, i16 0) #6
  %361 = getelementptr bfloat, ptr addrspace(3) %341, i64 %353
  store i16 %360, ptr addrspace(3) %361, align 2
  %362 = add nuw nsw i64 %353, 1
  %exitcond279.not = icmp eq i64 %362, 4
  br i1 %exitcond279.not, label %.loopexit60, label %.preheader59

.loopexit60:                                      ; preds = %.preheader59, %342
  %363 = add i32 %64, %333
  %364 = sext i32 %363 to i64
  %365 = getelementptr bfloat, ptr addrspace(1) %0, i64 %364
  %366 = ptrtoint ptr addrspace(1) %365 to i64
  %367 = and i64 %366, 7
  %368 = icmp eq i64 %367, 0
  %369 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %76
  br i1 %368, label %370, label %.preheader57.preheader

.preheader57.preheader:                           ; preds = %.loopexit60
  %invariant.op501 = or disjoint i32 %17, 32
  %invariant.op502 = and i1 %71, %332
  br label %.preheader57

370:                                              ; preds = %.loopexit60
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %380, ptr addrspace(1) %365, i32 %378) #6
  br label %.loopexit58

.preheader57:                                     ; preds = %.preheader57.preheader, %.preheader57
  %381 = phi i64 [ %390, %.preheader57 ], [ 0, %.preheader57.preheader ]
  %382 = trunc nuw nsw i64 %381 to i32
  %.reass355.reass = or disjoint i32 %382, %invariant.op501
  %383 = add i32 %.reass355.reass, %64
  %384 = sext i32 %383 to i64
  %385 = getelementptr bfloat, ptr addrspace(1) %0, i64 %384
  %386 = icmp slt i32 %.reass355.reass, %6
  %.reass149.reass.reass = and i1 %386, %invariant.op502
  %387 = zext i1 %.reass149.reass.reass to i32
  %388 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %385, i32 %387, i16 0) #6
  %389 = getelementptr bfloat, ptr addrspace(3) %369, i64 %381
  store i16 %388, ptr addrspace(3) %389, align 2
  %390 = add nuw nsw i64 %381, 1
  %exitcond280.not = icmp eq i64 %390, 4
  br i1 %exitcond280.not, label %.loopexit58, label %.preheader57

.loopexit58:                                      ; preds = %.preheader57, %370
  %391 = add i32 %103, %333
  %392 = sext i32 %391 to i64
  %393 = getelementptr bfloat, ptr addrspace(1) %0, i64 %392
  %394 = ptrtoint ptr addrspace(1) %393 to i64
  %395 = and i64 %394, 7
  %396 = icmp eq i64 %395, 0
  %397 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %115
  br i1 %396, label %398, label %.preheader55.preheader

.preheader55.preheader:                           ; preds = %.loopexit58
  %invariant.op503 = or disjoint i32 %17, 32
  %invariant.op504 = and i1 %110, %332
  br label %.preheader55

398:                                              ; preds = %.loopexit58
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %408, ptr addrspace(1) %393, i32 %406) #6
  br label %.loopexit56

.preheader55:                                     ; preds = %.preheader55.preheader, %.preheader55
  %409 = phi i64 [ %418, %.preheader55 ], [ 0, %.preheader55.preheader ]
  %410 = trunc nuw nsw i64 %409 to i32
  %.reass358.reass = or disjoint i32 %410, %invariant.op503
  %411 = add i32 %.reass358.reass, %103
  %412 = sext i32 %411 to i64
  %413 = getelementptr bfloat, ptr addrspace(1) %0, i64 %412
  %414 = icmp slt i32 %.reass358.reass, %6
  %.reass151.reass.reass = and i1 %414, %invariant.op504
  %415 = zext i1 %.reass151.reass.reass to i32
  %416 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %413, i32 %415, i16 0) #6
  %417 = getelementptr bfloat, ptr addrspace(3) %397, i64 %409
  store i16 %416, ptr addrspace(3) %417, align 2
  %418 = add nuw nsw i64 %409, 1
  %exitcond281.not = icmp eq i64 %418, 4
  br i1 %exitcond281.not, label %.loopexit56, label %.preheader55

.loopexit56:                                      ; preds = %.preheader55, %398
  %419 = add i32 %142, %333
  %420 = sext i32 %419 to i64
  %421 = getelementptr bfloat, ptr addrspace(1) %0, i64 %420
  %422 = ptrtoint ptr addrspace(1) %421 to i64
  %423 = and i64 %422, 7
  %424 = icmp eq i64 %423, 0
  %425 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %154
  br i1 %424, label %426, label %.preheader53.preheader

.preheader53.preheader:                           ; preds = %.loopexit56
  %invariant.op505 = or disjoint i32 %17, 32
  %invariant.op506 = and i1 %149, %332
  br label %.preheader53

426:                                              ; preds = %.loopexit56
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %436, ptr addrspace(1) %421, i32 %434) #6
  br label %.loopexit54

.preheader53:                                     ; preds = %.preheader53.preheader, %.preheader53
  %437 = phi i64 [ %446, %.preheader53 ], [ 0, %.preheader53.preheader ]
  %438 = trunc nuw nsw i64 %437 to i32
  %.reass361.reass = or disjoint i32 %438, %invariant.op505
  %439 = add i32 %.reass361.reass, %142
  %440 = sext i32 %439 to i64
  %441 = getelementptr bfloat, ptr addrspace(1) %0, i64 %440
  %442 = icmp slt i32 %.reass361.reass, %6
  %.reass153.reass.reass = and i1 %442, %invariant.op506
  %443 = zext i1 %.reass153.reass.reass to i32
  %444 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %441, i32 %443, i16 0) #6
  %445 = getelementptr bfloat, ptr addrspace(3) %425, i64 %437
  store i16 %444, ptr addrspace(3) %445, align 2
  %446 = add nuw nsw i64 %437, 1
  %exitcond282.not = icmp eq i64 %446, 4
  br i1 %exitcond282.not, label %.loopexit54, label %.preheader53

.loopexit54:                                      ; preds = %.preheader53, %426
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
  br i1 %454, label %457, label %.preheader51.preheader

.preheader51.preheader:                           ; preds = %.loopexit54
  %invariant.op507 = or i32 %178, %13
  %invariant.op508 = and i1 %455, %332
  br label %.preheader51

457:                                              ; preds = %.loopexit54
  %458 = tail call i32 @llvm.umin.i32(i32 %194, i32 %340)
  %459 = shl nuw nsw i32 %458, 1
  %460 = select i1 %455, i32 %459, i32 0
  %461 = ptrtoint ptr addrspace(3) %456 to i64
  %462 = trunc i64 %461 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %462, ptr addrspace(1) %451, i32 %460) #6
  br label %.loopexit52

.preheader51:                                     ; preds = %.preheader51.preheader, %.preheader51
  %463 = phi i64 [ %472, %.preheader51 ], [ 0, %.preheader51.preheader ]
  %464 = trunc nuw nsw i64 %463 to i32
  %.reass364.reass = or i32 %464, %invariant.op507
  %465 = add i32 %.reass364.reass, %448
  %466 = sext i32 %465 to i64
  %467 = getelementptr bfloat, ptr addrspace(1) %1, i64 %466
  %468 = icmp slt i32 %.reass364.reass, %5
  %.reass155.reass.reass = and i1 %468, %invariant.op508
  %469 = zext i1 %.reass155.reass.reass to i32
  %470 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %467, i32 %469, i16 0) #6
  %471 = getelementptr bfloat, ptr addrspace(3) %456, i64 %463
  store i16 %470, ptr addrspace(3) %471, align 2
  %472 = add nuw nsw i64 %463, 1
  %exitcond283.not = icmp eq i64 %472, 4
  br i1 %exitcond283.not, label %.loopexit52, label %.preheader51

.loopexit52:                                      ; preds = %.preheader51, %457
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
  br i1 %480, label %483, label %.preheader49.preheader

.preheader49.preheader:                           ; preds = %.loopexit52
  %invariant.op509 = or i32 %178, %13
  %invariant.op510 = and i1 %481, %332
  br label %.preheader49

483:                                              ; preds = %.loopexit52
  %484 = tail call i32 @llvm.umin.i32(i32 %194, i32 %340)
  %485 = shl nuw nsw i32 %484, 1
  %486 = select i1 %481, i32 %485, i32 0
  %487 = ptrtoint ptr addrspace(3) %482 to i64
  %488 = trunc i64 %487 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %488, ptr addrspace(1) %477, i32 %486) #6
  br label %.loopexit50

.preheader49:                                     ; preds = %.preheader49.preheader, %.preheader49
  %489 = phi i64 [ %498, %.preheader49 ], [ 0, %.preheader49.preheader ]
  %490 = trunc nuw nsw i64 %489 to i32
  %.reass367.reass = or i32 %490, %invariant.op509
  %491 = add i32 %.reass367.reass, %474
  %492 = sext i32 %491 to i64
  %493 = getelementptr bfloat, ptr addrspace(1) %1, i64 %492
  %494 = icmp slt i32 %.reass367.reass, %5
  %.reass157.reass.reass = and i1 %494, %invariant.op510
  %495 = zext i1 %.reass157.reass.reass to i32
  %496 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %493, i32 %495, i16 0) #6
  %497 = getelementptr bfloat, ptr addrspace(3) %482, i64 %489
  store i16 %496, ptr addrspace(3) %497, align 2
  %498 = add nuw nsw i64 %489, 1
  %exitcond284.not = icmp eq i64 %498, 4
  br i1 %exitcond284.not, label %.loopexit50, label %.preheader49

.loopexit50:                                      ; preds = %.preheader49, %483
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
  br i1 %506, label %509, label %.preheader47.preheader

.preheader47.preheader:                           ; preds = %.loopexit50
  %invariant.op511 = or i32 %178, %13
  %invariant.op512 = and i1 %507, %332
  br label %.preheader47

509:                                              ; preds = %.loopexit50
  %510 = tail call i32 @llvm.umin.i32(i32 %194, i32 %340)
  %511 = shl nuw nsw i32 %510, 1
  %512 = select i1 %507, i32 %511, i32 0
  %513 = ptrtoint ptr addrspace(3) %508 to i64
  %514 = trunc i64 %513 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %514, ptr addrspace(1) %503, i32 %512) #6
  br label %.loopexit48

.preheader47:                                     ; preds = %.preheader47.preheader, %.preheader47
  %515 = phi i64 [ %524, %.preheader47 ], [ 0, %.preheader47.preheader ]
  %516 = trunc nuw nsw i64 %515 to i32
  %.reass370.reass = or i32 %516, %invariant.op511
  %517 = add i32 %.reass370.reass, %500
  %518 = sext i32 %517 to i64
  %519 = getelementptr bfloat, ptr addrspace(1) %1, i64 %518
  %520 = icmp slt i32 %.reass370.reass, %5
  %.reass159.reass.reass = and i1 %520, %invariant.op512
  %521 = zext i1 %.reass159.reass.reass to i32
  %522 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %519, i32 %521, i16 0) #6
  %523 = getelementptr bfloat, ptr addrspace(3) %508, i64 %515
  store i16 %522, ptr addrspace(3) %523, align 2
  %524 = add nuw nsw i64 %515, 1
  %exitcond285.not = icmp eq i64 %524, 4
  br i1 %exitcond285.not, label %.loopexit48, label %.preheader47

.loopexit48:                                      ; preds = %.preheader47, %509
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
  br i1 %532, label %535, label %.preheader45.preheader

.preheader45.preheader:                           ; preds = %.loopexit48
  %invariant.op513 = or i32 %178, %13
  %invariant.op514 = and i1 %533, %332
  br label %.preheader45

535:                                              ; preds = %.loopexit48
  %536 = tail call i32 @llvm.umin.i32(i32 %194, i32 %340)
  %537 = shl nuw nsw i32 %536, 1
  %538 = select i1 %533, i32 %537, i32 0
  %539 = ptrtoint ptr addrspace(3) %534 to i64
  %540 = trunc i64 %539 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %540, ptr addrspace(1) %529, i32 %538) #6
  br label %.loopexit46

.preheader45:                                     ; preds = %.preheader45.preheader, %.preheader45
  %541 = phi i64 [ %550, %.preheader45 ], [ 0, %.preheader45.preheader ]
  %542 = trunc nuw nsw i64 %541 to i32
  %.reass373.reass = or i32 %542, %invariant.op513
  %543 = add i32 %.reass373.reass, %526
  %544 = sext i32 %543 to i64
  %545 = getelementptr bfloat, ptr addrspace(1) %1, i64 %544
  %546 = icmp slt i32 %.reass373.reass, %5
  %.reass161.reass.reass = and i1 %546, %invariant.op514
  %547 = zext i1 %.reass161.reass.reass to i32
  %548 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %545, i32 %547, i16 0) #6
  %549 = getelementptr bfloat, ptr addrspace(3) %534, i64 %541
  store i16 %548, ptr addrspace(3) %549, align 2
  %550 = add nuw nsw i64 %541, 1
  %exitcond286.not = icmp eq i64 %550, 4
  br i1 %exitcond286.not, label %.loopexit46, label %.preheader45

.loopexit46:                                      ; preds = %.preheader45, %535
  %551 = add i32 %5, %15
  %552 = and i1 %322, %332
  %553 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 24832), i64 %325
  %554 = sext i32 %551 to i64
  %555 = getelementptr float, ptr addrspace(1) %2, i64 %554
  %556 = select i1 %552, i32 4, i32 0
  %557 = ptrtoint ptr addrspace(3) %553 to i64
  %558 = trunc i64 %557 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %558, ptr addrspace(1) %555, i32 %556) #6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  br i1 %16, label %.lr.ph, label %.loopexit46.._crit_edge_crit_edge

.loopexit46.._crit_edge_crit_edge:                ; preds = %.loopexit46
  %.pre = lshr i32 %8, 1
  %.pre295 = and i32 %8, 32
  %.pre297 = shl nuw nsw i32 %8, 1
  %.pre299 = and i32 %.pre297, 6
  %.pre301 = or disjoint i32 %.pre299, 1
  %.pre303 = or disjoint i32 %.pre295, 8
  %.pre305 = or disjoint i32 %.pre295, 16
  %.pre307 = or disjoint i32 %.pre295, 24
  br label %._crit_edge

.lr.ph:                                           ; preds = %.loopexit46
  %559 = lshr i32 %8, 5
  %560 = shl nuw nsw i32 %559, 4
  %561 = and i32 %560, 32
  %562 = and i32 %8, 32
  %563 = or disjoint i32 %562, 16
  %564 = and i32 %8, 15
  %565 = or disjoint i32 %561, %564
  %566 = lshr i32 %8, 1
  %567 = and i32 %566, 8
  %568 = shl nuw nsw i32 %565, 5
  %569 = shl nuw nsw i32 %566, 3
  %570 = and i32 %569, 24
  %571 = or disjoint i32 %567, %562
  %572 = lshr exact i32 %571, 3
  %573 = and i32 %8, 7
  %574 = xor i32 %572, %573
  %575 = shl nuw nsw i32 %574, 4
  %576 = or disjoint i32 %563, %567
  %577 = lshr exact i32 %576, 3
  %578 = xor i32 %577, %573
  %579 = shl nuw nsw i32 %578, 4
  %580 = shl nuw nsw i32 %559, 9
  %581 = shl nuw nsw i32 %564, 5
  %582 = or disjoint i32 %580, %581
  %583 = shl nuw nsw i32 %8, 1
  %584 = and i32 %583, 6
  %585 = or disjoint i32 %584, %562
  %586 = shl nuw nsw i32 %585, 2
  %587 = zext nneg i32 %586 to i64
  %588 = or disjoint i32 %584, 1
  %589 = or disjoint i32 %588, %562
  %590 = shl nuw nsw i32 %589, 2
  %591 = zext nneg i32 %590 to i64
  %592 = or disjoint i32 %562, 8
  %593 = or disjoint i32 %592, %584
  %594 = shl nuw nsw i32 %593, 2
  %595 = zext nneg i32 %594 to i64
  %596 = or disjoint i32 %588, %592
  %597 = shl nuw nsw i32 %596, 2
  %598 = zext nneg i32 %597 to i64
  %599 = or disjoint i32 %563, %584
  %600 = shl nuw nsw i32 %599, 2
  %601 = zext nneg i32 %600 to i64
  %602 = or disjoint i32 %588, %563
  %603 = shl nuw nsw i32 %602, 2
  %604 = zext nneg i32 %603 to i64
  %605 = or disjoint i32 %562, 24
  %606 = or disjoint i32 %605, %584
  %607 = shl nuw nsw i32 %606, 2
  %608 = zext nneg i32 %607 to i64
  %609 = or disjoint i32 %588, %605
  %610 = shl nuw nsw i32 %609, 2
  %611 = zext nneg i32 %610 to i64
  %612 = xor i32 %567, %570
  %613 = or disjoint i32 %612, %568
  %614 = zext nneg i32 %613 to i64
  %615 = shl nuw nsw i32 %564, 7
  %616 = or disjoint i32 %615, %575
  %617 = lshr exact i32 %616, 1
  %618 = zext nneg i32 %617 to i64
  %619 = or disjoint i32 %615, %579
  %620 = lshr exact i32 %619, 1
  %621 = zext nneg i32 %620 to i64
  %622 = or disjoint i32 %612, %582
  %623 = or i32 %622, 512
  %624 = zext nneg i32 %623 to i64
  %625 = or disjoint i32 %567, 16
  %626 = xor i32 %625, %570
  %627 = or disjoint i32 %626, %568
  %628 = zext nneg i32 %627 to i64
  %629 = shl nuw nsw i32 %564, 7
  %630 = or disjoint i32 %629, 2048
  %631 = or disjoint i32 %630, %575
  %632 = lshr exact i32 %631, 1
  %633 = zext nneg i32 %632 to i64
  %634 = or disjoint i32 %630, %579
  %635 = lshr exact i32 %634, 1
  %636 = zext nneg i32 %635 to i64
  %637 = or disjoint i32 %626, %582
  %638 = or i32 %637, 512
  %639 = zext nneg i32 %638 to i64
  %invariant.op523 = or i32 %178, %13
  %invariant.op525 = or i32 %178, %13
  %invariant.op527 = or i32 %178, %13
  %invariant.op529 = or i32 %178, %13
  br label %640

640:                                              ; preds = %.lr.ph, %.loopexit
  %641 = phi float [ 0.000000e+00, %.lr.ph ], [ %893, %.loopexit ]
  %642 = phi float [ 0.000000e+00, %.lr.ph ], [ %892, %.loopexit ]
  %643 = phi float [ 0.000000e+00, %.lr.ph ], [ %891, %.loopexit ]
  %644 = phi float [ 0.000000e+00, %.lr.ph ], [ %890, %.loopexit ]
  %645 = phi float [ 0.000000e+00, %.lr.ph ], [ %889, %.loopexit ]
  %646 = phi float [ 0.000000e+00, %.lr.ph ], [ %888, %.loopexit ]
  %647 = phi float [ 0.000000e+00, %.lr.ph ], [ %887, %.loopexit ]
  %648 = phi float [ 0.000000e+00, %.lr.ph ], [ %886, %.loopexit ]
  %649 = phi float [ 0.000000e+00, %.lr.ph ], [ %885, %.loopexit ]
  %650 = phi float [ 0.000000e+00, %.lr.ph ], [ %884, %.loopexit ]
  %651 = phi float [ 0.000000e+00, %.lr.ph ], [ %883, %.loopexit ]
  %652 = phi float [ 0.000000e+00, %.lr.ph ], [ %882, %.loopexit ]
  %653 = phi float [ 0.000000e+00, %.lr.ph ], [ %881, %.loopexit ]
  %654 = phi float [ 0.000000e+00, %.lr.ph ], [ %880, %.loopexit ]
  %655 = phi float [ 0.000000e+00, %.lr.ph ], [ %879, %.loopexit ]
  %656 = phi float [ 0.000000e+00, %.lr.ph ], [ %878, %.loopexit ]
  %657 = phi float [ 0.000000e+00, %.lr.ph ], [ %877, %.loopexit ]
  %658 = phi float [ 0.000000e+00, %.lr.ph ], [ %876, %.loopexit ]
  %659 = phi float [ 0.000000e+00, %.lr.ph ], [ %875, %.loopexit ]
  %660 = phi float [ 0.000000e+00, %.lr.ph ], [ %874, %.loopexit ]
  %661 = phi float [ 0.000000e+00, %.lr.ph ], [ %873, %.loopexit ]
  %662 = phi float [ 0.000000e+00, %.lr.ph ], [ %872, %.loopexit ]
  %663 = phi float [ 0.000000e+00, %.lr.ph ], [ %871, %.loopexit ]
  %664 = phi float [ 0.000000e+00, %.lr.ph ], [ %870, %.loopexit ]
  %665 = phi float [ 0.000000e+00, %.lr.ph ], [ %869, %.loopexit ]
  %666 = phi float [ 0.000000e+00, %.lr.ph ], [ %868, %.loopexit ]
  %667 = phi float [ 0.000000e+00, %.lr.ph ], [ %867, %.loopexit ]
  %668 = phi float [ 0.000000e+00, %.lr.ph ], [ %866, %.loopexit ]
  %669 = phi float [ 0.000000e+00, %.lr.ph ], [ %865, %.loopexit ]
  %670 = phi float [ 0.000000e+00, %.lr.ph ], [ %864, %.loopexit ]
  %671 = phi float [ 0.000000e+00, %.lr.ph ], [ %863, %.loopexit ]
  %672 = phi float [ 0.000000e+00, %.lr.ph ], [ %862, %.loopexit ]
  %673 = phi i32 [ 0, %.lr.ph ], [ %1128, %.loopexit ]
  %674 = lshr exact i32 %673, 5
  %675 = urem i32 %674, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %676 = shl nuw nsw i32 %675, 12
  %677 = zext nneg i32 %676 to i64
  %678 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %677
  %679 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %677
  %680 = getelementptr bfloat, ptr addrspace(3) %678, i64 %614
  %681 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %680)
  %682 = extractvalue { i32, i32, i32, i32 } %681, 0
  %683 = extractvalue { i32, i32, i32, i32 } %681, 1
  %684 = extractvalue { i32, i32, i32, i32 } %681, 2
  %685 = extractvalue { i32, i32, i32, i32 } %681, 3
  %686 = getelementptr bfloat, ptr addrspace(3) %679, i64 %618
  %687 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %686)
  %688 = extractvalue { i32, i32, i32, i32 } %687, 0
  %689 = extractvalue { i32, i32, i32, i32 } %687, 1
  %690 = extractvalue { i32, i32, i32, i32 } %687, 2
  %691 = extractvalue { i32, i32, i32, i32 } %687, 3
  %692 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %682, i32 %683, i32 %684, i32 %685, i32 %688, i32 %689, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %693 = extractvalue { float, float, float, float } %692, 0
  %694 = extractvalue { float, float, float, float } %692, 1
  %695 = extractvalue { float, float, float, float } %692, 2
  %696 = extractvalue { float, float, float, float } %692, 3
  %697 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %682, i32 %683, i32 %684, i32 %685, i32 %690, i32 %691, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %698 = extractvalue { float, float, float, float } %697, 0
  %699 = extractvalue { float, float, float, float } %697, 1
  %700 = extractvalue { float, float, float, float } %697, 2
  %701 = extractvalue { float, float, float, float } %697, 3
  %702 = getelementptr bfloat, ptr addrspace(3) %679, i64 %621
  %703 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %702)
  %704 = extractvalue { i32, i32, i32, i32 } %703, 0
  %705 = extractvalue { i32, i32, i32, i32 } %703, 1
  %706 = extractvalue { i32, i32, i32, i32 } %703, 2
  %707 = extractvalue { i32, i32, i32, i32 } %703, 3
  %708 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %682, i32 %683, i32 %684, i32 %685, i32 %704, i32 %705, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %709 = extractvalue { float, float, float, float } %708, 0
  %710 = extractvalue { float, float, float, float } %708, 1
  %711 = extractvalue { float, float, float, float } %708, 2
  %712 = extractvalue { float, float, float, float } %708, 3
  %713 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %682, i32 %683, i32 %684, i32 %685, i32 %706, i32 %707, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %714 = extractvalue { float, float, float, float } %713, 0
  %715 = extractvalue { float, float, float, float } %713, 1
  %716 = extractvalue { float, float, float, float } %713, 2
  %717 = extractvalue { float, float, float, float } %713, 3
  %718 = getelementptr bfloat, ptr addrspace(3) %678, i64 %624
  %719 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %718)
  %720 = extractvalue { i32, i32, i32, i32 } %719, 0
  %721 = extractvalue { i32, i32, i32, i32 } %719, 1
  %722 = extractvalue { i32, i32, i32, i32 } %719, 2
  %723 = extractvalue { i32, i32, i32, i32 } %719, 3
  %724 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %720, i32 %721, i32 %722, i32 %723, i32 %688, i32 %689, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %725 = extractvalue { float, float, float, float } %724, 0
  %726 = extractvalue { float, float, float, float } %724, 1
  %727 = extractvalue { float, float, float, float } %724, 2
  %728 = extractvalue { float, float, float, float } %724, 3
  %729 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %720, i32 %721, i32 %722, i32 %723, i32 %690, i32 %691, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %730 = extractvalue { float, float, float, float } %729, 0
  %731 = extractvalue { float, float, float, float } %729, 1
  %732 = extractvalue { float, float, float, float } %729, 2
  %733 = extractvalue { float, float, float, float } %729, 3
  %734 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %720, i32 %721, i32 %722, i32 %723, i32 %704, i32 %705, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %735 = extractvalue { float, float, float, float } %734, 0
  %736 = extractvalue { float, float, float, float } %734, 1
  %737 = extractvalue { float, float, float, float } %734, 2
  %738 = extractvalue { float, float, float, float } %734, 3
  %739 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %720, i32 %721, i32 %722, i32 %723, i32 %706, i32 %707, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %740 = extractvalue { float, float, float, float } %739, 0
  %741 = extractvalue { float, float, float, float } %739, 1
  %742 = extractvalue { float, float, float, float } %739, 2
  %743 = extractvalue { float, float, float, float } %739, 3
  %744 = getelementptr bfloat, ptr addrspace(3) %678, i64 %628
  %745 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %744)
  %746 = extractvalue { i32, i32, i32, i32 } %745, 0
  %747 = extractvalue { i32, i32, i32, i32 } %745, 1
  %748 = extractvalue { i32, i32, i32, i32 } %745, 2
  %749 = extractvalue { i32, i32, i32, i32 } %745, 3
  %750 = getelementptr bfloat, ptr addrspace(3) %679, i64 %633
  %751 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %750)
  %752 = extractvalue { i32, i32, i32, i32 } %751, 0
  %753 = extractvalue { i32, i32, i32, i32 } %751, 1
  %754 = extractvalue { i32, i32, i32, i32 } %751, 2
  %755 = extractvalue { i32, i32, i32, i32 } %751, 3
  %756 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %746, i32 %747, i32 %748, i32 %749, i32 %752, i32 %753, float %693, float %694, float %695, float %696) #6
  %757 = extractvalue { float, float, float, float } %756, 0
  %758 = extractvalue { float, float, float, float } %756, 1
  %759 = extractvalue { float, float, float, float } %756, 2
  %760 = extractvalue { float, float, float, float } %756, 3
  %761 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %746, i32 %747, i32 %748, i32 %749, i32 %754, i32 %755, float %698, float %699, float %700, float %701) #6
  %762 = extractvalue { float, float, float, float } %761, 0
  %763 = extractvalue { float, float, float, float } %761, 1
  %764 = extractvalue { float, float, float, float } %761, 2
  %765 = extractvalue { float, float, float, float } %761, 3
  %766 = getelementptr bfloat, ptr addrspace(3) %679, i64 %636
  %767 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %766)
  %768 = extractvalue { i32, i32, i32, i32 } %767, 0
  %769 = extractvalue { i32, i32, i32, i32 } %767, 1
  %770 = extractvalue { i32, i32, i32, i32 } %767, 2
  %771 = extractvalue { i32, i32, i32, i32 } %767, 3
  %772 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %746, i32 %747, i32 %748, i32 %749, i32 %768, i32 %769, float %709, float %710, float %711, float %712) #6
  %773 = extractvalue { float, float, float, float } %772, 0
  %774 = extractvalue { float, float, float, float } %772, 1
  %775 = extractvalue { float, float, float, float } %772, 2
  %776 = extractvalue { float, float, float, float } %772, 3
  %777 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %746, i32 %747, i32 %748, i32 %749, i32 %770, i32 %771, float %714, float %715, float %716, float %717) #6
  %778 = extractvalue { float, float, float, float } %777, 0
  %779 = extractvalue { float, float, float, float } %777, 1
  %780 = extractvalue { float, float, float, float } %777, 2
  %781 = extractvalue { float, float, float, float } %777, 3
  %782 = getelementptr bfloat, ptr addrspace(3) %678, i64 %639
  %783 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %782)
  %784 = extractvalue { i32, i32, i32, i32 } %783, 0
  %785 = extractvalue { i32, i32, i32, i32 } %783, 1
  %786 = extractvalue { i32, i32, i32, i32 } %783, 2
  %787 = extractvalue { i32, i32, i32, i32 } %783, 3
  %788 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %784, i32 %785, i32 %786, i32 %787, i32 %752, i32 %753, float %725, float %726, float %727, float %728) #6
  %789 = extractvalue { float, float, float, float } %788, 0
  %790 = extractvalue { float, float, float, float } %788, 1
  %791 = extractvalue { float, float, float, float } %788, 2
  %792 = extractvalue { float, float, float, float } %788, 3
  %793 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %784, i32 %785, i32 %786, i32 %787, i32 %754, i32 %755, float %730, float %731, float %732, float %733) #6
  %794 = extractvalue { float, float, float, float } %793, 0
  %795 = extractvalue { float, float, float, float } %793, 1
  %796 = extractvalue { float, float, float, float } %793, 2
  %797 = extractvalue { float, float, float, float } %793, 3
  %798 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %784, i32 %785, i32 %786, i32 %787, i32 %768, i32 %769, float %735, float %736, float %737, float %738) #6
  %799 = extractvalue { float, float, float, float } %798, 0
  %800 = extractvalue { float, float, float, float } %798, 1
  %801 = extractvalue { float, float, float, float } %798, 2
  %802 = extractvalue { float, float, float, float } %798, 3
  %803 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %784, i32 %785, i32 %786, i32 %787, i32 %770, i32 %771, float %740, float %741, float %742, float %743) #6
  %804 = extractvalue { float, float, float, float } %803, 0
  %805 = extractvalue { float, float, float, float } %803, 1
  %806 = extractvalue { float, float, float, float } %803, 2
  %807 = extractvalue { float, float, float, float } %803, 3
  %808 = add i32 %673, 64
  %809 = add nuw nsw i32 %674, 2
  %810 = urem i32 %809, 3
  %811 = shl nuw nsw i32 %675, 8
  %812 = zext nneg i32 %811 to i64
  %813 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 24576), i64 %812
  %814 = getelementptr i8, ptr addrspace(3) %813, i64 %587
  %815 = load float, ptr addrspace(3) %814, align 8
  %816 = getelementptr i8, ptr addrspace(3) %813, i64 %591
  %817 = load float, ptr addrspace(3) %816, align 4
  %818 = getelementptr i8, ptr addrspace(3) %813, i64 %595
  %819 = load float, ptr addrspace(3) %818, align 8
  %820 = getelementptr i8, ptr addrspace(3) %813, i64 %598
  %821 = load float, ptr addrspace(3) %820, align 4
  %822 = getelementptr i8, ptr addrspace(3) %813, i64 %601
  %823 = load float, ptr addrspace(3) %822, align 8
  %824 = getelementptr i8, ptr addrspace(3) %813, i64 %604
  %825 = load float, ptr addrspace(3) %824, align 4
  %826 = getelementptr i8, ptr addrspace(3) %813, i64 %608
  %827 = load float, ptr addrspace(3) %826, align 8
  %828 = getelementptr i8, ptr addrspace(3) %813, i64 %611
  %829 = load float, ptr addrspace(3) %828, align 4
  %830 = fmul float %757, %815
  %831 = fmul float %758, %817
  %832 = fmul float %759, %815
  %833 = fmul float %760, %817
  %834 = fmul float %762, %819
  %835 = fmul float %763, %821
  %836 = fmul float %764, %819
  %837 = fmul float %765, %821
  %838 = fmul float %773, %823
  %839 = fmul float %774, %825
  %840 = fmul float %775, %823
  %841 = fmul float %776, %825
  %842 = fmul float %778, %827
  %843 = fmul float %779, %829
  %844 = fmul float %780, %827
  %845 = fmul float %781, %829
  %846 = fmul float %789, %815
  %847 = fmul float %790, %817
  %848 = fmul float %791, %815
  %849 = fmul float %792, %817
  %850 = fmul float %794, %819
  %851 = fmul float %795, %821
  %852 = fmul float %796, %819
  %853 = fmul float %797, %821
  %854 = fmul float %799, %823
  %855 = fmul float %800, %825
  %856 = fmul float %801, %823
  %857 = fmul float %802, %825
  %858 = fmul float %804, %827
  %859 = fmul float %805, %829
  %860 = fmul float %806, %827
  %861 = fmul float %807, %829
  %862 = fadd float %672, %830
  %863 = fadd float %671, %831
  %864 = fadd float %670, %832
  %865 = fadd float %669, %833
  %866 = fadd float %668, %834
  %867 = fadd float %667, %835
  %868 = fadd float %666, %836
  %869 = fadd float %665, %837
  %870 = fadd float %664, %838
  %871 = fadd float %663, %839
  %872 = fadd float %662, %840
  %873 = fadd float %661, %841
  %874 = fadd float %660, %842
  %875 = fadd float %659, %843
  %876 = fadd float %658, %844
  %877 = fadd float %657, %845
  %878 = fadd float %656, %846
  %879 = fadd float %655, %847
  %880 = fadd float %654, %848
  %881 = fadd float %653, %849
  %882 = fadd float %652, %850
  %883 = fadd float %651, %851
  %884 = fadd float %650, %852
  %885 = fadd float %649, %853
  %886 = fadd float %648, %854
  %887 = fadd float %647, %855
  %888 = fadd float %646, %856
  %889 = fadd float %645, %857
  %890 = fadd float %644, %858
  %891 = fadd float %643, %859
  %892 = fadd float %642, %860
  %893 = fadd float %641, %861
  %894 = icmp slt i32 %808, %6
  %895 = shl nuw nsw i32 %810, 12
  %896 = zext nneg i32 %895 to i64
  %897 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %896
  %898 = or disjoint i32 %808, %17
  %899 = add i32 %898, %20
  %900 = sext i32 %899 to i64
  %901 = getelementptr bfloat, ptr addrspace(1) %0, i64 %900
  %902 = ptrtoint ptr addrspace(1) %901 to i64
  %903 = and i64 %902, 7
  %904 = icmp eq i64 %903, 0
  %905 = select i1 %894, i32 4, i32 0
  %906 = getelementptr i8, ptr addrspace(3) %897, i64 %37
  br i1 %904, label %907, label %.preheader43.preheader

.preheader43.preheader:                           ; preds = %640
  %invariant.op515 = or i32 %808, %17
  %invariant.op516 = and i1 %27, %894
  br label %.preheader43

907:                                              ; preds = %640
  %908 = sext i32 %898 to i64
  %909 = sub nsw i64 %29, %908
  %910 = tail call i64 @llvm.smax.i64(i64 %909, i64 0)
  %911 = tail call i64 @llvm.umin.i64(i64 %910, i64 4)
  %912 = trunc nuw nsw i64 %911 to i32
  %913 = tail call i32 @llvm.umin.i32(i32 %28, i32 %912)
  %914 = tail call i32 @llvm.umin.i32(i32 %913, i32 %905)
  %915 = shl nuw nsw i32 %914, 1
  %916 = ptrtoint ptr addrspace(3) %906 to i64
  %917 = trunc i64 %916 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %917, ptr addrspace(1) %901, i32 %915) #6
  br label %.loopexit44

.preheader43:                                     ; preds = %.preheader43.preheader, %.preheader43
  %918 = phi i64 [ %927, %.preheader43 ], [ 0, %.preheader43.preheader ]
  %919 = trunc nuw nsw i64 %918 to i32
  %.reass376.reass = or i32 %919, %invariant.op515
  %920 = add i32 %.reass376.reass, %20
  %921 = sext i32 %920 to i64
  %922 = getelementptr bfloat, ptr addrspace(1) %0, i64 %921
  %923 = icmp slt i32 %.reass376.reass, %6
  %.reass163.reass.reass = and i1 %923, %invariant.op516
  %924 = zext i1 %.reass163.reass.reass to i32
  %925 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %922, i32 %924, i16 0) #6
  %926 = getelementptr bfloat, ptr addrspace(3) %906, i64 %918
  store i16 %925, ptr addrspace(3) %926, align 2
  %927 = add nuw nsw i64 %918, 1
  %exitcond287.not = icmp eq i64 %927, 4
  br i1 %exitcond287.not, label %.loopexit44, label %.preheader43

.loopexit44:                                      ; preds = %.preheader43, %907
  %928 = add i32 %898, %64
  %929 = sext i32 %928 to i64
  %930 = getelementptr bfloat, ptr addrspace(1) %0, i64 %929
  %931 = ptrtoint ptr addrspace(1) %930 to i64
  %932 = and i64 %931, 7
  %933 = icmp eq i64 %932, 0
  %934 = getelementptr i8, ptr addrspace(3) %897, i64 %76
  br i1 %933, label %935, label %.preheader41.preheader

.preheader41.preheader:                           ; preds = %.loopexit44
  %invariant.op517 = or i32 %808, %17
  %invariant.op518 = and i1 %71, %894
  br label %.preheader41

935:                                              ; preds = %.loopexit44
  %936 = sext i32 %898 to i64
  %937 = sub nsw i64 %29, %936
  %938 = tail call i64 @llvm.smax.i64(i64 %937, i64 0)
  %939 = tail call i64 @llvm.umin.i64(i64 %938, i64 4)
  %940 = trunc nuw nsw i64 %939 to i32
  %941 = tail call i32 @llvm.umin.i32(i32 %72, i32 %940)
  %942 = tail call i32 @llvm.umin.i32(i32 %941, i32 %905)
  %943 = shl nuw nsw i32 %942, 1
  %944 = ptrtoint ptr addrspace(3) %934 to i64
  %945 = trunc i64 %944 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %945, ptr addrspace(1) %930, i32 %943) #6
  br label %.loopexit42

.preheader41:                                     ; preds = %.preheader41.preheader, %.preheader41
  %946 = phi i64 [ %955, %.preheader41 ], [ 0, %.preheader41.preheader ]
  %947 = trunc nuw nsw i64 %946 to i32
  %.reass379.reass = or i32 %947, %invariant.op517
  %948 = add i32 %.reass379.reass, %64
  %949 = sext i32 %948 to i64
  %950 = getelementptr bfloat, ptr addrspace(1) %0, i64 %949
  %951 = icmp slt i32 %.reass379.reass, %6
  %.reass165.reass.reass = and i1 %951, %invariant.op518
  %952 = zext i1 %.reass165.reass.reass to i32
  %953 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %950, i32 %952, i16 0) #6
  %954 = getelementptr bfloat, ptr addrspace(3) %934, i64 %946
  store i16 %953, ptr addrspace(3) %954, align 2
  %955 = add nuw nsw i64 %946, 1
  %exitcond288.not = icmp eq i64 %955, 4
  br i1 %exitcond288.not, label %.loopexit42, label %.preheader41

.loopexit42:                                      ; preds = %.preheader41, %935
  %956 = add i32 %898, %103
  %957 = sext i32 %956 to i64
  %958 = getelementptr bfloat, ptr addrspace(1) %0, i64 %957
  %959 = ptrtoint ptr addrspace(1) %958 to i64
  %960 = and i64 %959, 7
  %961 = icmp eq i64 %960, 0
  %962 = getelementptr i8, ptr addrspace(3) %897, i64 %115
  br i1 %961, label %963, label %.preheader39.preheader

.preheader39.preheader:                           ; preds = %.loopexit42
  %invariant.op519 = or i32 %808, %17
  %invariant.op520 = and i1 %110, %894
  br label %.preheader39

963:                                              ; preds = %.loopexit42
  %964 = sext i32 %898 to i64
  %965 = sub nsw i64 %29, %964
  %966 = tail call i64 @llvm.smax.i64(i64 %965, i64 0)
  %967 = tail call i64 @llvm.umin.i64(i64 %966, i64 4)
  %968 = trunc nuw nsw i64 %967 to i32
  %969 = tail call i32 @llvm.umin.i32(i32 %111, i32 %968)
  %970 = tail call i32 @llvm.umin.i32(i32 %969, i32 %905)
  %971 = shl nuw nsw i32 %970, 1
  %972 = ptrtoint ptr addrspace(3) %962 to i64
  %973 = trunc i64 %972 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %973, ptr addrspace(1) %958, i32 %971) #6
  br label %.loopexit40

.preheader39:                                     ; preds = %.preheader39.preheader, %.preheader39
  %974 = phi i64 [ %983, %.preheader39 ], [ 0, %.preheader39.preheader ]
  %975 = trunc nuw nsw i64 %974 to i32
  %.reass382.reass = or i32 %975, %invariant.op519
  %976 = add i32 %.reass382.reass, %103
  %977 = sext i32 %976 to i64
  %978 = getelementptr bfloat, ptr addrspace(1) %0, i64 %977
  %979 = icmp slt i32 %.reass382.reass, %6
  %.reass167.reass.reass = and i1 %979, %invariant.op520
  %980 = zext i1 %.reass167.reass.reass to i32
  %981 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %978, i32 %980, i16 0) #6
  %982 = getelementptr bfloat, ptr addrspace(3) %962, i64 %974
  store i16 %981, ptr addrspace(3) %982, align 2
  %983 = add nuw nsw i64 %974, 1
  %exitcond289.not = icmp eq i64 %983, 4
  br i1 %exitcond289.not, label %.loopexit40, label %.preheader39

.loopexit40:                                      ; preds = %.preheader39, %963
  %984 = add i32 %898, %142
  %985 = sext i32 %984 to i64
  %986 = getelementptr bfloat, ptr addrspace(1) %0, i64 %985
  %987 = ptrtoint ptr addrspace(1) %986 to i64
  %988 = and i64 %987, 7
  %989 = icmp eq i64 %988, 0
  %990 = getelementptr i8, ptr addrspace(3) %897, i64 %154
  br i1 %989, label %991, label %.preheader37.preheader

.preheader37.preheader:                           ; preds = %.loopexit40
  %invariant.op521 = or i32 %808, %17
  %invariant.op522 = and i1 %149, %894
  br label %.preheader37

991:                                              ; preds = %.loopexit40
  %992 = sext i32 %898 to i64
  %993 = sub nsw i64 %29, %992
  %994 = tail call i64 @llvm.smax.i64(i64 %993, i64 0)
  %995 = tail call i64 @llvm.umin.i64(i64 %994, i64 4)
  %996 = trunc nuw nsw i64 %995 to i32
  %997 = tail call i32 @llvm.umin.i32(i32 %150, i32 %996)
  %998 = tail call i32 @llvm.umin.i32(i32 %997, i32 %905)
  %999 = shl nuw nsw i32 %998, 1
  %1000 = ptrtoint ptr addrspace(3) %990 to i64
  %1001 = trunc i64 %1000 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1001, ptr addrspace(1) %986, i32 %999) #6
  br label %.loopexit38

.preheader37:                                     ; preds = %.preheader37.preheader, %.preheader37
  %1002 = phi i64 [ %1011, %.preheader37 ], [ 0, %.preheader37.preheader ]
  %1003 = trunc nuw nsw i64 %1002 to i32
  %.reass385.reass = or i32 %1003, %invariant.op521
  %1004 = add i32 %.reass385.reass, %142
  %1005 = sext i32 %1004 to i64
  %1006 = getelementptr bfloat, ptr addrspace(1) %0, i64 %1005
  %1007 = icmp slt i32 %.reass385.reass, %6
  %.reass169.reass.reass = and i1 %1007, %invariant.op522
  %1008 = zext i1 %.reass169.reass.reass to i32
  %1009 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1006, i32 %1008, i16 0) #6
  %1010 = getelementptr bfloat, ptr addrspace(3) %990, i64 %1002
  store i16 %1009, ptr addrspace(3) %1010, align 2
  %1011 = add nuw nsw i64 %1002, 1
  %exitcond290.not = icmp eq i64 %1011, 4
  br i1 %exitcond290.not, label %.loopexit38, label %.preheader37

.loopexit38:                                      ; preds = %.preheader37, %991
  %1012 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %896
  %1013 = or disjoint i32 %808, %179
  %1014 = mul i32 %1013, %5
  %1015 = add i32 %1014, %181
  %1016 = sext i32 %1015 to i64
  %1017 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1016
  %1018 = ptrtoint ptr addrspace(1) %1017 to i64
  %1019 = and i64 %1018, 7
  %1020 = icmp eq i64 %1019, 0
  %1021 = icmp slt i32 %1013, %6
  %1022 = getelementptr i8, ptr addrspace(3) %1012, i64 %201
  br i1 %1020, label %1023, label %.preheader35.preheader

.preheader35.preheader:                           ; preds = %.loopexit38
  %invariant.op524 = and i1 %1021, %894
  br label %.preheader35

1023:                                             ; preds = %.loopexit38
  %1024 = tail call i32 @llvm.umin.i32(i32 %194, i32 %905)
  %1025 = shl nuw nsw i32 %1024, 1
  %1026 = select i1 %1021, i32 %1025, i32 0
  %1027 = ptrtoint ptr addrspace(3) %1022 to i64
  %1028 = trunc i64 %1027 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1028, ptr addrspace(1) %1017, i32 %1026) #6
  br label %.loopexit36

.preheader35:                                     ; preds = %.preheader35.preheader, %.preheader35
  %1029 = phi i64 [ %1038, %.preheader35 ], [ 0, %.preheader35.preheader ]
  %1030 = trunc nuw nsw i64 %1029 to i32
  %.reass388.reass = or i32 %1030, %invariant.op523
  %1031 = add i32 %.reass388.reass, %1014
  %1032 = sext i32 %1031 to i64
  %1033 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1032
  %1034 = icmp slt i32 %.reass388.reass, %5
  %.reass171.reass.reass = and i1 %1034, %invariant.op524
  %1035 = zext i1 %.reass171.reass.reass to i32
  %1036 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1033, i32 %1035, i16 0) #6
  %1037 = getelementptr bfloat, ptr addrspace(3) %1022, i64 %1029
  store i16 %1036, ptr addrspace(3) %1037, align 2
  %1038 = add nuw nsw i64 %1029, 1
  %exitcond291.not = icmp eq i64 %1038, 4
  br i1 %exitcond291.not, label %.loopexit36, label %.preheader35

.loopexit36:                                      ; preds = %.preheader35, %1023
  %1039 = or disjoint i32 %808, %220
  %1040 = mul i32 %1039, %5
  %1041 = add i32 %1040, %181
  %1042 = sext i32 %1041 to i64
  %1043 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1042
  %1044 = ptrtoint ptr addrspace(1) %1043 to i64
  %1045 = and i64 %1044, 7
  %1046 = icmp eq i64 %1045, 0
  %1047 = icmp slt i32 %1039, %6
  %1048 = getelementptr i8, ptr addrspace(3) %1012, i64 %235
  br i1 %1046, label %1049, label %.preheader33.preheader

.preheader33.preheader:                           ; preds = %.loopexit36
  %invariant.op526 = and i1 %1047, %894
  br label %.preheader33

1049:                                             ; preds = %.loopexit36
  %1050 = tail call i32 @llvm.umin.i32(i32 %194, i32 %905)
  %1051 = shl nuw nsw i32 %1050, 1
  %1052 = select i1 %1047, i32 %1051, i32 0
  %1053 = ptrtoint ptr addrspace(3) %1048 to i64
  %1054 = trunc i64 %1053 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1054, ptr addrspace(1) %1043, i32 %1052) #6
  br label %.loopexit34

.preheader33:                                     ; preds = %.preheader33.preheader, %.preheader33
  %1055 = phi i64 [ %1064, %.preheader33 ], [ 0, %.preheader33.preheader ]
  %1056 = trunc nuw nsw i64 %1055 to i32
  %.reass391.reass = or i32 %1056, %invariant.op525
  %1057 = add i32 %.reass391.reass, %1040
  %1058 = sext i32 %1057 to i64
  %1059 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1058
  %1060 = icmp slt i32 %.reass391.reass, %5
  %.reass173.reass.reass = and i1 %1060, %invariant.op526
  %1061 = zext i1 %.reass173.reass.reass to i32
  %1062 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1059, i32 %1061, i16 0) #6
  %1063 = getelementptr bfloat, ptr addrspace(3) %1048, i64 %1055
  store i16 %1062, ptr addrspace(3) %1063, align 2
  %1064 = add nuw nsw i64 %1055, 1
  %exitcond292.not = icmp eq i64 %1064, 4
  br i1 %exitcond292.not, label %.loopexit34, label %.preheader33

.loopexit34:                                      ; preds = %.preheader33, %1049
  %1065 = or disjoint i32 %808, %254
  %1066 = mul i32 %1065, %5
  %1067 = add i32 %1066, %181
  %1068 = sext i32 %1067 to i64
  %1069 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1068
  %1070 = ptrtoint ptr addrspace(1) %1069 to i64
  %1071 = and i64 %1070, 7
  %1072 = icmp eq i64 %1071, 0
  %1073 = icmp slt i32 %1065, %6
  %1074 = getelementptr i8, ptr addrspace(3) %1012, i64 %269
  br i1 %1072, label %1075, label %.preheader31.preheader

.preheader31.preheader:                           ; preds = %.loopexit34
  %invariant.op528 = and i1 %1073, %894
  br label %.preheader31

1075:                                             ; preds = %.loopexit34
  %1076 = tail call i32 @llvm.umin.i32(i32 %194, i32 %905)
  %1077 = shl nuw nsw i32 %1076, 1
  %1078 = select i1 %1073, i32 %1077, i32 0
  %1079 = ptrtoint ptr addrspace(3) %1074 to i64
  %1080 = trunc i64 %1079 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1080, ptr addrspace(1) %1069, i32 %1078) #6
  br label %.loopexit32

.preheader31:                                     ; preds = %.preheader31.preheader, %.preheader31
  %1081 = phi i64 [ %1090, %.preheader31 ], [ 0, %.preheader31.preheader ]
  %1082 = trunc nuw nsw i64 %1081 to i32
  %.reass394.reass = or i32 %1082, %invariant.op527
  %1083 = add i32 %.reass394.reass, %1066
  %1084 = sext i32 %1083 to i64
  %1085 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1084
  %1086 = icmp slt i32 %.reass394.reass, %5
  %.reass175.reass.reass = and i1 %1086, %invariant.op528
  %1087 = zext i1 %.reass175.reass.reass to i32
  %1088 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1085, i32 %1087, i16 0) #6
  %1089 = getelementptr bfloat, ptr addrspace(3) %1074, i64 %1081
  store i16 %1088, ptr addrspace(3) %1089, align 2
  %1090 = add nuw nsw i64 %1081, 1
  %exitcond293.not = icmp eq i64 %1090, 4
  br i1 %exitcond293.not, label %.loopexit32, label %.preheader31

.loopexit32:                                      ; preds = %.preheader31, %1075
  %1091 = or disjoint i32 %808, %288
  %1092 = mul i32 %1091, %5
  %1093 = add i32 %1092, %181
  %1094 = sext i32 %1093 to i64
  %1095 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1094
  %1096 = ptrtoint ptr addrspace(1) %1095 to i64
  %1097 = and i64 %1096, 7
  %1098 = icmp eq i64 %1097, 0
  %1099 = icmp slt i32 %1091, %6
  %1100 = getelementptr i8, ptr addrspace(3) %1012, i64 %303
  br i1 %1098, label %1101, label %.preheader.preheader

.preheader.preheader:                             ; preds = %.loopexit32
  %invariant.op530 = and i1 %1099, %894
  br label %.preheader

1101:                                             ; preds = %.loopexit32
  %1102 = tail call i32 @llvm.umin.i32(i32 %194, i32 %905)
  %1103 = shl nuw nsw i32 %1102, 1
  %1104 = select i1 %1099, i32 %1103, i32 0
  %1105 = ptrtoint ptr addrspace(3) %1100 to i64
  %1106 = trunc i64 %1105 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1106, ptr addrspace(1) %1095, i32 %1104) #6
  br label %.loopexit

.preheader:                                       ; preds = %.preheader.preheader, %.preheader
  %1107 = phi i64 [ %1116, %.preheader ], [ 0, %.preheader.preheader ]
  %1108 = trunc nuw nsw i64 %1107 to i32
  %.reass397.reass = or i32 %1108, %invariant.op529
  %1109 = add i32 %.reass397.reass, %1092
  %1110 = sext i32 %1109 to i64
  %1111 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1110
  %1112 = icmp slt i32 %.reass397.reass, %5
  %.reass177.reass.reass = and i1 %1112, %invariant.op530
  %1113 = zext i1 %.reass177.reass.reass to i32
  %1114 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1111, i32 %1113, i16 0) #6
  %1115 = getelementptr bfloat, ptr addrspace(3) %1100, i64 %1107
  store i16 %1114, ptr addrspace(3) %1115, align 2
  %1116 = add nuw nsw i64 %1107, 1
  %exitcond294.not = icmp eq i64 %1116, 4
  br i1 %exitcond294.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %1101
  %1117 = lshr exact i32 %808, 5
  %1118 = mul i32 %1117, %5
  %1119 = shl nuw nsw i32 %810, 8
  %1120 = zext nneg i32 %1119 to i64
  %1121 = add i32 %1118, %15
  %1122 = and i1 %322, %894
  %gep = getelementptr i8, ptr addrspace(3) %326, i64 %1120
  %1123 = sext i32 %1121 to i64
  %1124 = getelementptr float, ptr addrspace(1) %2, i64 %1123
  %1125 = select i1 %1122, i32 4, i32 0
  %1126 = ptrtoint ptr addrspace(3) %gep to i64
  %1127 = trunc i64 %1126 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1127, ptr addrspace(1) %1124, i32 %1125) #6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %1128 = add i32 %673, 32
  %1129 = icmp slt i32 %1128, %6
  br i1 %1129, label %640, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
  %1130 = bitcast float %862 to i32
  %1131 = bitcast float %863 to i32
  %1132 = bitcast float %864 to i32
  %1133 = bitcast float %865 to i32
  %1134 = bitcast float %866 to i32
  %1135 = bitcast float %867 to i32
  %1136 = bitcast float %868 to i32
  %1137 = bitcast float %869 to i32
  %1138 = bitcast float %870 to i32
  %1139 = bitcast float %871 to i32
  %1140 = bitcast float %872 to i32
  %1141 = bitcast float %873 to i32
  %1142 = bitcast float %874 to i32
  %1143 = bitcast float %875 to i32
  %1144 = bitcast float %876 to i32
  %1145 = bitcast float %877 to i32
  %1146 = bitcast float %878 to i32
  %1147 = bitcast float %879 to i32
  %1148 = bitcast float %880 to i32
  %1149 = bitcast float %881 to i32
  %1150 = bitcast float %882 to i32
  %1151 = bitcast float %883 to i32
  %1152 = bitcast float %884 to i32
  %1153 = bitcast float %885 to i32
  %1154 = bitcast float %886 to i32
  %1155 = bitcast float %887 to i32
  %1156 = bitcast float %888 to i32
  %1157 = bitcast float %889 to i32
  %1158 = bitcast float %890 to i32
  %1159 = bitcast float %891 to i32
  %1160 = bitcast float %892 to i32
  %1161 = bitcast float %893 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit46.._crit_edge_crit_edge, %._crit_edge.loopexit
  %.pre-phi308 = phi i32 [ %.pre307, %.loopexit46.._crit_edge_crit_edge ], [ %605, %._crit_edge.loopexit ]
  %.pre-phi306 = phi i32 [ %.pre305, %.loopexit46.._crit_edge_crit_edge ], [ %563, %._crit_edge.loopexit ]
  %.pre-phi304 = phi i32 [ %.pre303, %.loopexit46.._crit_edge_crit_edge ], [ %592, %._crit_edge.loopexit ]
  %.pre-phi302 = phi i32 [ %.pre301, %.loopexit46.._crit_edge_crit_edge ], [ %588, %._crit_edge.loopexit ]
  %.pre-phi300 = phi i32 [ %.pre299, %.loopexit46.._crit_edge_crit_edge ], [ %584, %._crit_edge.loopexit ]
  %.pre-phi296 = phi i32 [ %.pre295, %.loopexit46.._crit_edge_crit_edge ], [ %562, %._crit_edge.loopexit ]
  %.pre-phi = phi i32 [ %.pre, %.loopexit46.._crit_edge_crit_edge ], [ %566, %._crit_edge.loopexit ]
  %.lcssa139 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1130, %._crit_edge.loopexit ]
  %.lcssa138 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1131, %._crit_edge.loopexit ]
  %.lcssa137 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1132, %._crit_edge.loopexit ]
  %.lcssa136 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1133, %._crit_edge.loopexit ]
  %.lcssa135 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1134, %._crit_edge.loopexit ]
  %.lcssa134 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1135, %._crit_edge.loopexit ]
  %.lcssa133 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1136, %._crit_edge.loopexit ]
  %.lcssa132 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1137, %._crit_edge.loopexit ]
  %.lcssa131 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1138, %._crit_edge.loopexit ]
  %.lcssa130 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1139, %._crit_edge.loopexit ]
  %.lcssa129 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1140, %._crit_edge.loopexit ]
  %.lcssa128 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1141, %._crit_edge.loopexit ]
  %.lcssa127 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1142, %._crit_edge.loopexit ]
  %.lcssa126 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1143, %._crit_edge.loopexit ]
  %.lcssa125 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1144, %._crit_edge.loopexit ]
  %.lcssa124 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1145, %._crit_edge.loopexit ]
  %.lcssa123 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1146, %._crit_edge.loopexit ]
  %.lcssa122 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1147, %._crit_edge.loopexit ]
  %.lcssa121 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1148, %._crit_edge.loopexit ]
  %.lcssa120 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1149, %._crit_edge.loopexit ]
  %.lcssa119 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1150, %._crit_edge.loopexit ]
  %.lcssa118 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1151, %._crit_edge.loopexit ]
  %.lcssa117 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1152, %._crit_edge.loopexit ]
  %.lcssa116 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1153, %._crit_edge.loopexit ]
  %.lcssa115 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1154, %._crit_edge.loopexit ]
  %.lcssa114 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1155, %._crit_edge.loopexit ]
  %.lcssa113 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1156, %._crit_edge.loopexit ]
  %.lcssa112 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1157, %._crit_edge.loopexit ]
  %.lcssa111 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1158, %._crit_edge.loopexit ]
  %.lcssa110 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1159, %._crit_edge.loopexit ]
  %.lcssa109 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1160, %._crit_edge.loopexit ]
  %.lcssa108 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1161, %._crit_edge.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1162 = lshr i32 %8, 2
  %1163 = and i32 %1162, 7
  %1164 = and i32 %.pre-phi, 32
  %1165 = or disjoint i32 %1163, %12
  %1166 = or disjoint i32 %1165, %1164
  %1167 = mul i32 %5, %1166
  %1168 = or disjoint i32 %13, %.pre-phi296
  %1169 = or disjoint i32 %1168, %.pre-phi300
  %1170 = add i32 %1167, %1169
  %1171 = sext i32 %1170 to i64
  %1172 = getelementptr float, ptr addrspace(1) %3, i64 %1171
  %1173 = icmp slt i32 %1166, %4
  %1174 = icmp slt i32 %1169, %5
  %1175 = and i1 %1173, %1174
  %1176 = or disjoint i32 %1168, %.pre-phi302
  %1177 = icmp slt i32 %1176, %5
  %1178 = ptrtoint ptr addrspace(1) %1172 to i64
  %1179 = and i64 %1178, 7
  %1180 = icmp eq i64 %1179, 0
  %1181 = and i1 %1175, %1180
  %1182 = and i1 %1177, %1181
  %1183 = xor i1 %1175, %1182
  %1184 = xor i1 %1173, %1181
  %1185 = and i1 %1177, %1184
  %1186 = zext i1 %1182 to i32
  %1187 = zext i1 %1183 to i32
  %1188 = zext i1 %1185 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1186, i32 %.lcssa139, i32 %.lcssa138, ptr addrspace(1) %1172, i32 %1187, i32 %1188) #6
  %1189 = or disjoint i32 %1163, 8
  %1190 = or disjoint i32 %1164, %12
  %1191 = or disjoint i32 %1190, %1189
  %1192 = mul i32 %5, %1191
  %1193 = add i32 %1192, %1169
  %1194 = sext i32 %1193 to i64
  %1195 = getelementptr float, ptr addrspace(1) %3, i64 %1194
  %1196 = icmp slt i32 %1191, %4
  %1197 = and i1 %1196, %1174
  %1198 = ptrtoint ptr addrspace(1) %1195 to i64
  %1199 = and i64 %1198, 7
  %1200 = icmp eq i64 %1199, 0
  %1201 = and i1 %1197, %1200
  %1202 = and i1 %1177, %1201
  %1203 = xor i1 %1197, %1202
  %1204 = xor i1 %1196, %1201
  %1205 = and i1 %1177, %1204
  %1206 = zext i1 %1202 to i32
  %1207 = zext i1 %1203 to i32
  %1208 = zext i1 %1205 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1206, i32 %.lcssa137, i32 %.lcssa136, ptr addrspace(1) %1195, i32 %1207, i32 %1208) #6
  %1209 = or disjoint i32 %.pre-phi300, %13
  %1210 = or disjoint i32 %1209, %.pre-phi304
  %1211 = add i32 %1167, %1210
  %1212 = sext i32 %1211 to i64
  %1213 = getelementptr float, ptr addrspace(1) %3, i64 %1212
  %1214 = icmp slt i32 %1210, %5
  %1215 = and i1 %1173, %1214
  %1216 = or disjoint i32 %.pre-phi302, %13
  %1217 = or disjoint i32 %1216, %.pre-phi304
  %1218 = icmp slt i32 %1217, %5
  %1219 = ptrtoint ptr addrspace(1) %1213 to i64
  %1220 = and i64 %1219, 7
  %1221 = icmp eq i64 %1220, 0
  %1222 = and i1 %1215, %1221
  %1223 = and i1 %1218, %1222
  %1224 = xor i1 %1215, %1223
  %1225 = xor i1 %1173, %1222
  %1226 = and i1 %1218, %1225
  %1227 = zext i1 %1223 to i32
  %1228 = zext i1 %1224 to i32
  %1229 = zext i1 %1226 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1227, i32 %.lcssa135, i32 %.lcssa134, ptr addrspace(1) %1213, i32 %1228, i32 %1229) #6
  %1230 = add i32 %1192, %1210
  %1231 = sext i32 %1230 to i64
  %1232 = getelementptr float, ptr addrspace(1) %3, i64 %1231
  %1233 = and i1 %1196, %1214
  %1234 = ptrtoint ptr addrspace(1) %1232 to i64
  %1235 = and i64 %1234, 7
  %1236 = icmp eq i64 %1235, 0
  %1237 = and i1 %1233, %1236
  %1238 = and i1 %1218, %1237
  %1239 = xor i1 %1233, %1238
  %1240 = xor i1 %1196, %1237
  %1241 = and i1 %1218, %1240
  %1242 = zext i1 %1238 to i32
  %1243 = zext i1 %1239 to i32
  %1244 = zext i1 %1241 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1242, i32 %.lcssa133, i32 %.lcssa132, ptr addrspace(1) %1232, i32 %1243, i32 %1244) #6
  %1245 = or disjoint i32 %1209, %.pre-phi306
  %1246 = add i32 %1167, %1245
  %1247 = sext i32 %1246 to i64
  %1248 = getelementptr float, ptr addrspace(1) %3, i64 %1247
  %1249 = icmp slt i32 %1245, %5
  %1250 = and i1 %1173, %1249
  %1251 = or disjoint i32 %1216, %.pre-phi306
  %1252 = icmp slt i32 %1251, %5
  %1253 = ptrtoint ptr addrspace(1) %1248 to i64
  %1254 = and i64 %1253, 7
  %1255 = icmp eq i64 %1254, 0
  %1256 = and i1 %1250, %1255
  %1257 = and i1 %1252, %1256
  %1258 = xor i1 %1250, %1257
  %1259 = xor i1 %1173, %1256
  %1260 = and i1 %1252, %1259
  %1261 = zext i1 %1257 to i32
  %1262 = zext i1 %1258 to i32
  %1263 = zext i1 %1260 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1261, i32 %.lcssa131, i32 %.lcssa130, ptr addrspace(1) %1248, i32 %1262, i32 %1263) #6
  %1264 = add i32 %1192, %1245
  %1265 = sext i32 %1264 to i64
  %1266 = getelementptr float, ptr addrspace(1) %3, i64 %1265
  %1267 = and i1 %1196, %1249
  %1268 = ptrtoint ptr addrspace(1) %1266 to i64
  %1269 = and i64 %1268, 7
  %1270 = icmp eq i64 %1269, 0
  %1271 = and i1 %1267, %1270
  %1272 = and i1 %1252, %1271
  %1273 = xor i1 %1267, %1272
  %1274 = xor i1 %1196, %1271
  %1275 = and i1 %1252, %1274
  %1276 = zext i1 %1272 to i32
  %1277 = zext i1 %1273 to i32
  %1278 = zext i1 %1275 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1276, i32 %.lcssa129, i32 %.lcssa128, ptr addrspace(1) %1266, i32 %1277, i32 %1278) #6
  %1279 = or disjoint i32 %1209, %.pre-phi308
  %1280 = add i32 %1167, %1279
  %1281 = sext i32 %1280 to i64
  %1282 = getelementptr float, ptr addrspace(1) %3, i64 %1281
  %1283 = icmp slt i32 %1279, %5
  %1284 = and i1 %1173, %1283
  %1285 = or disjoint i32 %1216, %.pre-phi308
  %1286 = icmp slt i32 %1285, %5
  %1287 = ptrtoint ptr addrspace(1) %1282 to i64
  %1288 = and i64 %1287, 7
  %1289 = icmp eq i64 %1288, 0
  %1290 = and i1 %1284, %1289
  %1291 = and i1 %1286, %1290
  %1292 = xor i1 %1284, %1291
  %1293 = xor i1 %1173, %1290
  %1294 = and i1 %1286, %1293
  %1295 = zext i1 %1291 to i32
  %1296 = zext i1 %1292 to i32
  %1297 = zext i1 %1294 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1295, i32 %.lcssa127, i32 %.lcssa126, ptr addrspace(1) %1282, i32 %1296, i32 %1297) #6
  %1298 = add i32 %1192, %1279
  %1299 = sext i32 %1298 to i64
  %1300 = getelementptr float, ptr addrspace(1) %3, i64 %1299
  %1301 = and i1 %1196, %1283
  %1302 = ptrtoint ptr addrspace(1) %1300 to i64
  %1303 = and i64 %1302, 7
  %1304 = icmp eq i64 %1303, 0
  %1305 = and i1 %1301, %1304
  %1306 = and i1 %1286, %1305
  %1307 = xor i1 %1301, %1306
  %1308 = xor i1 %1196, %1305
  %1309 = and i1 %1286, %1308
  %1310 = zext i1 %1306 to i32
  %1311 = zext i1 %1307 to i32
  %1312 = zext i1 %1309 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1310, i32 %.lcssa125, i32 %.lcssa124, ptr addrspace(1) %1300, i32 %1311, i32 %1312) #6
  %1313 = or disjoint i32 %1164, 16
  %1314 = or disjoint i32 %1165, %1313
  %1315 = mul i32 %5, %1314
  %1316 = add i32 %1315, %1169
  %1317 = sext i32 %1316 to i64
  %1318 = getelementptr float, ptr addrspace(1) %3, i64 %1317
  %1319 = icmp slt i32 %1314, %4
  %1320 = and i1 %1319, %1174
  %1321 = ptrtoint ptr addrspace(1) %1318 to i64
  %1322 = and i64 %1321, 7
  %1323 = icmp eq i64 %1322, 0
  %1324 = and i1 %1320, %1323
  %1325 = and i1 %1177, %1324
  %1326 = xor i1 %1320, %1325
  %1327 = xor i1 %1319, %1324
  %1328 = and i1 %1177, %1327
  %1329 = zext i1 %1325 to i32
  %1330 = zext i1 %1326 to i32
  %1331 = zext i1 %1328 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1329, i32 %.lcssa123, i32 %.lcssa122, ptr addrspace(1) %1318, i32 %1330, i32 %1331) #6
  %1332 = or disjoint i32 %1189, %12
  %1333 = or disjoint i32 %1332, %1313
  %1334 = mul i32 %5, %1333
  %1335 = add i32 %1334, %1169
  %1336 = sext i32 %1335 to i64
  %1337 = getelementptr float, ptr addrspace(1) %3, i64 %1336
  %1338 = icmp slt i32 %1333, %4
  %1339 = and i1 %1338, %1174
  %1340 = ptrtoint ptr addrspace(1) %1337 to i64
  %1341 = and i64 %1340, 7
  %1342 = icmp eq i64 %1341, 0
  %1343 = and i1 %1339, %1342
  %1344 = and i1 %1177, %1343
  %1345 = xor i1 %1339, %1344
  %1346 = xor i1 %1338, %1343
  %1347 = and i1 %1177, %1346
  %1348 = zext i1 %1344 to i32
  %1349 = zext i1 %1345 to i32
  %1350 = zext i1 %1347 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1348, i32 %.lcssa121, i32 %.lcssa120, ptr addrspace(1) %1337, i32 %1349, i32 %1350) #6
  %1351 = add i32 %1315, %1210
  %1352 = sext i32 %1351 to i64
  %1353 = getelementptr float, ptr addrspace(1) %3, i64 %1352
  %1354 = and i1 %1319, %1214
  %1355 = ptrtoint ptr addrspace(1) %1353 to i64
  %1356 = and i64 %1355, 7
  %1357 = icmp eq i64 %1356, 0
  %1358 = and i1 %1354, %1357
  %1359 = and i1 %1218, %1358
  %1360 = xor i1 %1354, %1359
  %1361 = xor i1 %1319, %1358
  %1362 = and i1 %1218, %1361
  %1363 = zext i1 %1359 to i32
  %1364 = zext i1 %1360 to i32
  %1365 = zext i1 %1362 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1363, i32 %.lcssa119, i32 %.lcssa118, ptr addrspace(1) %1353, i32 %1364, i32 %1365) #6
  %1366 = add i32 %1334, %1210
  %1367 = sext i32 %1366 to i64
  %1368 = getelementptr float, ptr addrspace(1) %3, i64 %1367
  %1369 = and i1 %1338, %1214
  %1370 = ptrtoint ptr addrspace(1) %1368 to i64
  %1371 = and i64 %1370, 7
  %1372 = icmp eq i64 %1371, 0
  %1373 = and i1 %1369, %1372
  %1374 = and i1 %1218, %1373
  %1375 = xor i1 %1369, %1374
  %1376 = xor i1 %1338, %1373
  %1377 = and i1 %1218, %1376
  %1378 = zext i1 %1374 to i32
  %1379 = zext i1 %1375 to i32
  %1380 = zext i1 %1377 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1378, i32 %.lcssa117, i32 %.lcssa116, ptr addrspace(1) %1368, i32 %1379, i32 %1380) #6
  %1381 = add i32 %1315, %1245
  %1382 = sext i32 %1381 to i64
  %1383 = getelementptr float, ptr addrspace(1) %3, i64 %1382
  %1384 = and i1 %1319, %1249
  %1385 = ptrtoint ptr addrspace(1) %1383 to i64
  %1386 = and i64 %1385, 7
  %1387 = icmp eq i64 %1386, 0
  %1388 = and i1 %1384, %1387
  %1389 = and i1 %1252, %1388
  %1390 = xor i1 %1384, %1389
  %1391 = xor i1 %1319, %1388
  %1392 = and i1 %1252, %1391
  %1393 = zext i1 %1389 to i32
  %1394 = zext i1 %1390 to i32
  %1395 = zext i1 %1392 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1393, i32 %.lcssa115, i32 %.lcssa114, ptr addrspace(1) %1383, i32 %1394, i32 %1395) #6
  %1396 = add i32 %1334, %1245
  %1397 = sext i32 %1396 to i64
  %1398 = getelementptr float, ptr addrspace(1) %3, i64 %1397
  %1399 = and i1 %1338, %1249
  %1400 = ptrtoint ptr addrspace(1) %1398 to i64
  %1401 = and i64 %1400, 7
  %1402 = icmp eq i64 %1401, 0
  %1403 = and i1 %1399, %1402
  %1404 = and i1 %1252, %1403
  %1405 = xor i1 %1399, %1404
  %1406 = xor i1 %1338, %1403
  %1407 = and i1 %1252, %1406
  %1408 = zext i1 %1404 to i32
  %1409 = zext i1 %1405 to i32
  %1410 = zext i1 %1407 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1408, i32 %.lcssa113, i32 %.lcssa112, ptr addrspace(1) %1398, i32 %1409, i32 %1410) #6
  %1411 = add i32 %1315, %1279
  %1412 = sext i32 %1411 to i64
  %1413 = getelementptr float, ptr addrspace(1) %3, i64 %1412
  %1414 = and i1 %1319, %1283
  %1415 = ptrtoint ptr addrspace(1) %1413 to i64
  %1416 = and i64 %1415, 7
  %1417 = icmp eq i64 %1416, 0
  %1418 = and i1 %1414, %1417
  %1419 = and i1 %1286, %1418
  %1420 = xor i1 %1414, %1419
  %1421 = xor i1 %1319, %1418
  %1422 = and i1 %1286, %1421
  %1423 = zext i1 %1419 to i32
  %1424 = zext i1 %1420 to i32
  %1425 = zext i1 %1422 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1423, i32 %.lcssa111, i32 %.lcssa110, ptr addrspace(1) %1413, i32 %1424, i32 %1425) #6
  %1426 = add i32 %1334, %1279
  %1427 = sext i32 %1426 to i64
  %1428 = getelementptr float, ptr addrspace(1) %3, i64 %1427
  %1429 = and i1 %1338, %1283
  %1430 = ptrtoint ptr addrspace(1) %1428 to i64
  %1431 = and i64 %1430, 7
  %1432 = icmp eq i64 %1431, 0
  %1433 = and i1 %1429, %1432
  %1434 = and i1 %1286, %1433
  %1435 = xor i1 %1429, %1434
  %1436 = xor i1 %1338, %1433
  %1437 = and i1 %1286, %1436
  %1438 = zext i1 %1434 to i32
  %1439 = zext i1 %1435 to i32
  %1440 = zext i1 %1437 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1438, i32 %.lcssa109, i32 %.lcssa108, ptr addrspace(1) %1428, i32 %1439, i32 %1440) #6
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
