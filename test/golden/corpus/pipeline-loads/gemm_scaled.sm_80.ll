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
  %48 = shl nuw nsw i32 %47, 1
  %49 = ptrtoint ptr addrspace(3) %39 to i64
  %50 = trunc i64 %49 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %50, ptr addrspace(1) %24, i32 %48) #6
  br label %.loopexit76

.preheader75:                                     ; preds = %.preheader75.preheader, %.preheader75
  %51 = phi i64 [ %61, %.preheader75 ], [ 0, %.preheader75.preheader ]
  %52 = trunc nuw nsw i64 %51 to i32
  %53 = or disjoint i32 %18, %52
  %54 = add i32 %53, %21
  %55 = sext i32 %54 to i64
  %56 = getelementptr bfloat, ptr addrspace(1) %0, i64 %55
  %57 = icmp slt i32 %53, %6
  %.reass.reass.reass = and i1 %57, %invariant.op
  %58 = zext i1 %.reass.reass.reass to i32
  %59 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %56, i32 %58, i16 0) #6
  %60 = getelementptr bfloat, ptr addrspace(3) %39, i64 %51
  store i16 %59, ptr addrspace(3) %60, align 2
  %61 = add nuw nsw i64 %51, 1
  %exitcond.not = icmp eq i64 %61, 4
  br i1 %exitcond.not, label %.loopexit76, label %.preheader75

.loopexit76:                                      ; preds = %.preheader75, %40
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
  br i1 %71, label %79, label %.preheader73.preheader

.preheader73.preheader:                           ; preds = %.loopexit76
  %invariant.op494 = and i1 %72, %17
  br label %.preheader73

79:                                               ; preds = %.loopexit76
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %89, ptr addrspace(1) %68, i32 %87) #6
  br label %.loopexit74

.preheader73:                                     ; preds = %.preheader73.preheader, %.preheader73
  %90 = phi i64 [ %100, %.preheader73 ], [ 0, %.preheader73.preheader ]
  %91 = trunc nuw nsw i64 %90 to i32
  %92 = or disjoint i32 %18, %91
  %93 = add i32 %92, %65
  %94 = sext i32 %93 to i64
  %95 = getelementptr bfloat, ptr addrspace(1) %0, i64 %94
  %96 = icmp slt i32 %92, %6
  %.reass141.reass.reass = and i1 %96, %invariant.op494
  %97 = zext i1 %.reass141.reass.reass to i32
  %98 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %95, i32 %97, i16 0) #6
  %99 = getelementptr bfloat, ptr addrspace(3) %78, i64 %90
  store i16 %98, ptr addrspace(3) %99, align 2
  %100 = add nuw nsw i64 %90, 1
  %exitcond274.not = icmp eq i64 %100, 4
  br i1 %exitcond274.not, label %.loopexit74, label %.preheader73

.loopexit74:                                      ; preds = %.preheader73, %79
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
  br i1 %110, label %118, label %.preheader71.preheader

.preheader71.preheader:                           ; preds = %.loopexit74
  %invariant.op495 = and i1 %111, %17
  br label %.preheader71

118:                                              ; preds = %.loopexit74
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %128, ptr addrspace(1) %107, i32 %126) #6
  br label %.loopexit72

.preheader71:                                     ; preds = %.preheader71.preheader, %.preheader71
  %129 = phi i64 [ %139, %.preheader71 ], [ 0, %.preheader71.preheader ]
  %130 = trunc nuw nsw i64 %129 to i32
  %131 = or disjoint i32 %18, %130
  %132 = add i32 %131, %104
  %133 = sext i32 %132 to i64
  %134 = getelementptr bfloat, ptr addrspace(1) %0, i64 %133
  %135 = icmp slt i32 %131, %6
  %.reass143.reass.reass = and i1 %135, %invariant.op495
  %136 = zext i1 %.reass143.reass.reass to i32
  %137 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %134, i32 %136, i16 0) #6
  %138 = getelementptr bfloat, ptr addrspace(3) %117, i64 %129
  store i16 %137, ptr addrspace(3) %138, align 2
  %139 = add nuw nsw i64 %129, 1
  %exitcond275.not = icmp eq i64 %139, 4
  br i1 %exitcond275.not, label %.loopexit72, label %.preheader71

.loopexit72:                                      ; preds = %.preheader71, %118
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
  br i1 %149, label %157, label %.preheader69.preheader

.preheader69.preheader:                           ; preds = %.loopexit72
  %invariant.op496 = and i1 %150, %17
  br label %.preheader69

157:                                              ; preds = %.loopexit72
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %167, ptr addrspace(1) %146, i32 %165) #6
  br label %.loopexit70

.preheader69:                                     ; preds = %.preheader69.preheader, %.preheader69
  %168 = phi i64 [ %178, %.preheader69 ], [ 0, %.preheader69.preheader ]
  %169 = trunc nuw nsw i64 %168 to i32
  %170 = or disjoint i32 %18, %169
  %171 = add i32 %170, %143
  %172 = sext i32 %171 to i64
  %173 = getelementptr bfloat, ptr addrspace(1) %0, i64 %172
  %174 = icmp slt i32 %170, %6
  %.reass145.reass.reass = and i1 %174, %invariant.op496
  %175 = zext i1 %.reass145.reass.reass to i32
  %176 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %173, i32 %175, i16 0) #6
  %177 = getelementptr bfloat, ptr addrspace(3) %156, i64 %168
  store i16 %176, ptr addrspace(3) %177, align 2
  %178 = add nuw nsw i64 %168, 1
  %exitcond276.not = icmp eq i64 %178, 4
  br i1 %exitcond276.not, label %.loopexit70, label %.preheader69

.loopexit70:                                      ; preds = %.preheader69, %157
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
  br i1 %188, label %204, label %.preheader67.preheader

.preheader67.preheader:                           ; preds = %.loopexit70
  %invariant.op497 = or i32 %179, %13
  br label %.preheader67

204:                                              ; preds = %.loopexit70
  %205 = tail call i32 @llvm.umin.i32(i32 %195, i32 %31)
  %206 = shl nuw nsw i32 %205, 1
  %207 = select i1 %189, i32 %206, i32 0
  %208 = ptrtoint ptr addrspace(3) %203 to i64
  %209 = trunc i64 %208 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %209, ptr addrspace(1) %185, i32 %207) #6
  br label %.loopexit68

.preheader67:                                     ; preds = %.preheader67.preheader, %.preheader67
  %210 = phi i64 [ %220, %.preheader67 ], [ 0, %.preheader67.preheader ]
  %211 = trunc nuw nsw i64 %210 to i32
  %.reass.reass = or i32 %211, %invariant.op497
  %212 = add i32 %.reass.reass, %181
  %213 = sext i32 %212 to i64
  %214 = getelementptr bfloat, ptr addrspace(1) %1, i64 %213
  %215 = icmp slt i32 %.reass.reass, %5
  %216 = and i1 %189, %215
  %217 = zext i1 %216 to i32
  %218 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %214, i32 %217, i16 0) #6
  %219 = getelementptr bfloat, ptr addrspace(3) %203, i64 %210
  store i16 %218, ptr addrspace(3) %219, align 2
  %220 = add nuw nsw i64 %210, 1
  %exitcond277.not = icmp eq i64 %220, 4
  br i1 %exitcond277.not, label %.loopexit68, label %.preheader67

.loopexit68:                                      ; preds = %.preheader67, %204
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
  br i1 %228, label %238, label %.preheader65.preheader

.preheader65.preheader:                           ; preds = %.loopexit68
  %invariant.op498 = or i32 %179, %13
  br label %.preheader65

238:                                              ; preds = %.loopexit68
  %239 = tail call i32 @llvm.umin.i32(i32 %195, i32 %31)
  %240 = shl nuw nsw i32 %239, 1
  %241 = select i1 %229, i32 %240, i32 0
  %242 = ptrtoint ptr addrspace(3) %237 to i64
  %243 = trunc i64 %242 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %243, ptr addrspace(1) %225, i32 %241) #6
  br label %.loopexit66

.preheader65:                                     ; preds = %.preheader65.preheader, %.preheader65
  %244 = phi i64 [ %254, %.preheader65 ], [ 0, %.preheader65.preheader ]
  %245 = trunc nuw nsw i64 %244 to i32
  %.reass348.reass = or i32 %245, %invariant.op498
  %246 = add i32 %.reass348.reass, %222
  %247 = sext i32 %246 to i64
  %248 = getelementptr bfloat, ptr addrspace(1) %1, i64 %247
  %249 = icmp slt i32 %.reass348.reass, %5
  %250 = and i1 %229, %249
  %251 = zext i1 %250 to i32
  %252 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %248, i32 %251, i16 0) #6
  %253 = getelementptr bfloat, ptr addrspace(3) %237, i64 %244
  store i16 %252, ptr addrspace(3) %253, align 2
  %254 = add nuw nsw i64 %244, 1
  %exitcond278.not = icmp eq i64 %254, 4
  br i1 %exitcond278.not, label %.loopexit66, label %.preheader65

.loopexit66:                                      ; preds = %.preheader65, %238
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
  br i1 %262, label %272, label %.preheader63.preheader

.preheader63.preheader:                           ; preds = %.loopexit66
  %invariant.op499 = or i32 %179, %13
  br label %.preheader63

272:                                              ; preds = %.loopexit66
  %273 = tail call i32 @llvm.umin.i32(i32 %195, i32 %31)
  %274 = shl nuw nsw i32 %273, 1
  %275 = select i1 %263, i32 %274, i32 0
  %276 = ptrtoint ptr addrspace(3) %271 to i64
  %277 = trunc i64 %276 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %277, ptr addrspace(1) %259, i32 %275) #6
  br label %.loopexit64

.preheader63:                                     ; preds = %.preheader63.preheader, %.preheader63
  %278 = phi i64 [ %288, %.preheader63 ], [ 0, %.preheader63.preheader ]
  %279 = trunc nuw nsw i64 %278 to i32
  %.reass350.reass = or i32 %279, %invariant.op499
  %280 = add i32 %.reass350.reass, %256
  %281 = sext i32 %280 to i64
  %282 = getelementptr bfloat, ptr addrspace(1) %1, i64 %281
  %283 = icmp slt i32 %.reass350.reass, %5
  %284 = and i1 %263, %283
  %285 = zext i1 %284 to i32
  %286 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %282, i32 %285, i16 0) #6
  %287 = getelementptr bfloat, ptr addrspace(3) %271, i64 %278
  store i16 %286, ptr addrspace(3) %287, align 2
  %288 = add nuw nsw i64 %278, 1
  %exitcond279.not = icmp eq i64 %288, 4
  br i1 %exitcond279.not, label %.loopexit64, label %.preheader63

.loopexit64:                                      ; preds = %.preheader63, %272
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
  br i1 %296, label %306, label %.preheader61.preheader

.preheader61.preheader:                           ; preds = %.loopexit64
  %invariant.op500 = or i32 %179, %13
  br label %.preheader61

306:                                              ; preds = %.loopexit64
  %307 = tail call i32 @llvm.umin.i32(i32 %195, i32 %31)
  %308 = shl nuw nsw i32 %307, 1
  %309 = select i1 %297, i32 %308, i32 0
  %310 = ptrtoint ptr addrspace(3) %305 to i64
  %311 = trunc i64 %310 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %311, ptr addrspace(1) %293, i32 %309) #6
  br label %.loopexit62

.preheader61:                                     ; preds = %.preheader61.preheader, %.preheader61
  %312 = phi i64 [ %322, %.preheader61 ], [ 0, %.preheader61.preheader ]
  %313 = trunc nuw nsw i64 %312 to i32
  %.reass352.reass = or i32 %313, %invariant.op500
  %314 = add i32 %.reass352.reass, %290
  %315 = sext i32 %314 to i64
  %316 = getelementptr bfloat, ptr addrspace(1) %1, i64 %315
  %317 = icmp slt i32 %.reass352.reass, %5
  %318 = and i1 %297, %317
  %319 = zext i1 %318 to i32
  %320 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %316, i32 %319, i16 0) #6
  %321 = getelementptr bfloat, ptr addrspace(3) %305, i64 %312
  store i16 %320, ptr addrspace(3) %321, align 2
  %322 = add nuw nsw i64 %312, 1
  %exitcond280.not = icmp eq i64 %322, 4
  br i1 %exitcond280.not, label %.loopexit62, label %.preheader61

.loopexit62:                                      ; preds = %.preheader61, %306
  %323 = and i1 %16, %17
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
  %333 = or disjoint i32 %18, 32
  %334 = add i32 %21, %333
  %335 = sext i32 %334 to i64
  %336 = getelementptr bfloat, ptr addrspace(1) %0, i64 %335
  %337 = ptrtoint ptr addrspace(1) %336 to i64
  %338 = and i64 %337, 7
  %339 = icmp eq i64 %338, 0
  %340 = select i1 %332, i32 4, i32 0
  %341 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %38
  br i1 %339, label %342, label %.preheader59.preheader

.preheader59.preheader:                           ; preds = %.loopexit62
  %invariant.op501 = or disjoint i32 %18, 32
  %invariant.op502 = and i1 %28, %332
  br label %.preheader59

342:                                              ; preds = %.loopexit62
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %352, ptr addrspace(1) %336, i32 %350) #6
  br label %.loopexit60

.preheader59:                                     ; preds = %.preheader59.preheader, %.preheader59
  %353 = phi i64 [ %362, %.preheader59 ], [ 0, %.preheader59.preheader ]
  %354 = trunc nuw nsw i64 %353 to i32
  %.reass354.reass = or disjoint i32 %354, %invariant.op501
  %355 = add i32 %.reass354.reass, %21
  %356 = sext i32 %355 to i64
  %357 = getelementptr bfloat, ptr addrspace(1) %0, i64 %356
  %358 = icmp slt i32 %.reass354.reass, %6
  %.reass147.reass.reass = and i1 %358, %invariant.op502
  %359 = zext i1 %.reass147.reass.reass to i32
  %360 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %357, i32 %359, i16 0) #6
  %361 = getelementptr bfloat, ptr addrspace(3) %341, i64 %353
  store i16 %360, ptr addrspace(3) %361, align 2
  %362 = add nuw nsw i64 %353, 1
  %exitcond281.not = icmp eq i64 %362, 4
  br i1 %exitcond281.not, label %.loopexit60, label %.preheader59

.loopexit60:                                      ; preds = %.preheader59, %342
  %363 = add i32 %65, %333
  %364 = sext i32 %363 to i64
  %365 = getelementptr bfloat, ptr addrspace(1) %0, i64 %364
  %366 = ptrtoint ptr addrspace(1) %365 to i64
  %367 = and i64 %366, 7
  %368 = icmp eq i64 %367, 0
  %369 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %77
  br i1 %368, label %370, label %.preheader57.preheader

.preheader57.preheader:                           ; preds = %.loopexit60
  %invariant.op503 = or disjoint i32 %18, 32
  %invariant.op504 = and i1 %72, %332
  br label %.preheader57

370:                                              ; preds = %.loopexit60
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %380, ptr addrspace(1) %365, i32 %378) #6
  br label %.loopexit58

.preheader57:                                     ; preds = %.preheader57.preheader, %.preheader57
  %381 = phi i64 [ %390, %.preheader57 ], [ 0, %.preheader57.preheader ]
  %382 = trunc nuw nsw i64 %381 to i32
  %.reass357.reass = or disjoint i32 %382, %invariant.op503
  %383 = add i32 %.reass357.reass, %65
  %384 = sext i32 %383 to i64
  %385 = getelementptr bfloat, ptr addrspace(1) %0, i64 %384
  %386 = icmp slt i32 %.reass357.reass, %6
  %.reass149.reass.reass = and i1 %386, %invariant.op504
  %387 = zext i1 %.reass149.reass.reass to i32
  %388 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %385, i32 %387, i16 0) #6
  %389 = getelementptr bfloat, ptr addrspace(3) %369, i64 %381
  store i16 %388, ptr addrspace(3) %389, align 2
  %390 = add nuw nsw i64 %381, 1
  %exitcond282.not = icmp eq i64 %390, 4
  br i1 %exitcond282.not, label %.loopexit58, label %.preheader57

.loopexit58:                                      ; preds = %.preheader57, %370
  %391 = add i32 %104, %333
  %392 = sext i32 %391 to i64
  %393 = getelementptr bfloat, ptr addrspace(1) %0, i64 %392
  %394 = ptrtoint ptr addrspace(1) %393 to i64
  %395 = and i64 %394, 7
  %396 = icmp eq i64 %395, 0
  %397 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %116
  br i1 %396, label %398, label %.preheader55.preheader

.preheader55.preheader:                           ; preds = %.loopexit58
  %invariant.op505 = or disjoint i32 %18, 32
  %invariant.op506 = and i1 %111, %332
  br label %.preheader55

398:                                              ; preds = %.loopexit58
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %408, ptr addrspace(1) %393, i32 %406) #6
  br label %.loopexit56

.preheader55:                                     ; preds = %.preheader55.preheader, %.preheader55
  %409 = phi i64 [ %418, %.preheader55 ], [ 0, %.preheader55.preheader ]
  %410 = trunc nuw nsw i64 %409 to i32
  %.reass360.reass = or disjoint i32 %410, %invariant.op505
  %411 = add i32 %.reass360.reass, %104
  %412 = sext i32 %411 to i64
  %413 = getelementptr bfloat, ptr addrspace(1) %0, i64 %412
  %414 = icmp slt i32 %.reass360.reass, %6
  %.reass151.reass.reass = and i1 %414, %invariant.op506
  %415 = zext i1 %.reass151.reass.reass to i32
  %416 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %413, i32 %415, i16 0) #6
  %417 = getelementptr bfloat, ptr addrspace(3) %397, i64 %409
  store i16 %416, ptr addrspace(3) %417, align 2
  %418 = add nuw nsw i64 %409, 1
  %exitcond283.not = icmp eq i64 %418, 4
  br i1 %exitcond283.not, label %.loopexit56, label %.preheader55

.loopexit56:                                      ; preds = %.preheader55, %398
  %419 = add i32 %143, %333
  %420 = sext i32 %419 to i64
  %421 = getelementptr bfloat, ptr addrspace(1) %0, i64 %420
  %422 = ptrtoint ptr addrspace(1) %421 to i64
  %423 = and i64 %422, 7
  %424 = icmp eq i64 %423, 0
  %425 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 4096), i64 %155
  br i1 %424, label %426, label %.preheader53.preheader

.preheader53.preheader:                           ; preds = %.loopexit56
  %invariant.op507 = or disjoint i32 %18, 32
  %invariant.op508 = and i1 %150, %332
  br label %.preheader53

426:                                              ; preds = %.loopexit56
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %436, ptr addrspace(1) %421, i32 %434) #6
  br label %.loopexit54

.preheader53:                                     ; preds = %.preheader53.preheader, %.preheader53
  %437 = phi i64 [ %446, %.preheader53 ], [ 0, %.preheader53.preheader ]
  %438 = trunc nuw nsw i64 %437 to i32
  %.reass363.reass = or disjoint i32 %438, %invariant.op507
  %439 = add i32 %.reass363.reass, %143
  %440 = sext i32 %439 to i64
  %441 = getelementptr bfloat, ptr addrspace(1) %0, i64 %440
  %442 = icmp slt i32 %.reass363.reass, %6
  %.reass153.reass.reass = and i1 %442, %invariant.op508
  %443 = zext i1 %.reass153.reass.reass to i32
  %444 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %441, i32 %443, i16 0) #6
  %445 = getelementptr bfloat, ptr addrspace(3) %425, i64 %437
  store i16 %444, ptr addrspace(3) %445, align 2
  %446 = add nuw nsw i64 %437, 1
  %exitcond284.not = icmp eq i64 %446, 4
  br i1 %exitcond284.not, label %.loopexit54, label %.preheader53

.loopexit54:                                      ; preds = %.preheader53, %426
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
  br i1 %454, label %457, label %.preheader51.preheader

.preheader51.preheader:                           ; preds = %.loopexit54
  %invariant.op509 = or i32 %179, %13
  %invariant.op510 = and i1 %455, %332
  br label %.preheader51

457:                                              ; preds = %.loopexit54
  %458 = tail call i32 @llvm.umin.i32(i32 %195, i32 %340)
  %459 = shl nuw nsw i32 %458, 1
  %460 = select i1 %455, i32 %459, i32 0
  %461 = ptrtoint ptr addrspace(3) %456 to i64
  %462 = trunc i64 %461 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %462, ptr addrspace(1) %451, i32 %460) #6
  br label %.loopexit52

.preheader51:                                     ; preds = %.preheader51.preheader, %.preheader51
  %463 = phi i64 [ %472, %.preheader51 ], [ 0, %.preheader51.preheader ]
  %464 = trunc nuw nsw i64 %463 to i32
  %.reass366.reass = or i32 %464, %invariant.op509
  %465 = add i32 %.reass366.reass, %448
  %466 = sext i32 %465 to i64
  %467 = getelementptr bfloat, ptr addrspace(1) %1, i64 %466
  %468 = icmp slt i32 %.reass366.reass, %5
  %.reass155.reass.reass = and i1 %468, %invariant.op510
  %469 = zext i1 %.reass155.reass.reass to i32
  %470 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %467, i32 %469, i16 0) #6
  %471 = getelementptr bfloat, ptr addrspace(3) %456, i64 %463
  store i16 %470, ptr addrspace(3) %471, align 2
  %472 = add nuw nsw i64 %463, 1
  %exitcond285.not = icmp eq i64 %472, 4
  br i1 %exitcond285.not, label %.loopexit52, label %.preheader51

.loopexit52:                                      ; preds = %.preheader51, %457
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
  br i1 %480, label %483, label %.preheader49.preheader

.preheader49.preheader:                           ; preds = %.loopexit52
  %invariant.op511 = or i32 %179, %13
  %invariant.op512 = and i1 %481, %332
  br label %.preheader49

483:                                              ; preds = %.loopexit52
  %484 = tail call i32 @llvm.umin.i32(i32 %195, i32 %340)
  %485 = shl nuw nsw i32 %484, 1
  %486 = select i1 %481, i32 %485, i32 0
  %487 = ptrtoint ptr addrspace(3) %482 to i64
  %488 = trunc i64 %487 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %488, ptr addrspace(1) %477, i32 %486) #6
  br label %.loopexit50

.preheader49:                                     ; preds = %.preheader49.preheader, %.preheader49
  %489 = phi i64 [ %498, %.preheader49 ], [ 0, %.preheader49.preheader ]
  %490 = trunc nuw nsw i64 %489 to i32
  %.reass369.reass = or i32 %490, %invariant.op511
  %491 = add i32 %.reass369.reass, %474
  %492 = sext i32 %491 to i64
  %493 = getelementptr bfloat, ptr addrspace(1) %1, i64 %492
  %494 = icmp slt i32 %.reass369.reass, %5
  %.reass157.reass.reass = and i1 %494, %invariant.op512
  %495 = zext i1 %.reass157.reass.reass to i32
  %496 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %493, i32 %495, i16 0) #6
  %497 = getelementptr bfloat, ptr addrspace(3) %482, i64 %489
  store i16 %496, ptr addrspace(3) %497, align 2
  %498 = add nuw nsw i64 %489, 1
  %exitcond286.not = icmp eq i64 %498, 4
  br i1 %exitcond286.not, label %.loopexit50, label %.preheader49

.loopexit50:                                      ; preds = %.preheader49, %483
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
  br i1 %506, label %509, label %.preheader47.preheader

.preheader47.preheader:                           ; preds = %.loopexit50
  %invariant.op513 = or i32 %179, %13
  %invariant.op514 = and i1 %507, %332
  br label %.preheader47

509:                                              ; preds = %.loopexit50
  %510 = tail call i32 @llvm.umin.i32(i32 %195, i32 %340)
  %511 = shl nuw nsw i32 %510, 1
  %512 = select i1 %507, i32 %511, i32 0
  %513 = ptrtoint ptr addrspace(3) %508 to i64
  %514 = trunc i64 %513 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %514, ptr addrspace(1) %503, i32 %512) #6
  br label %.loopexit48

.preheader47:                                     ; preds = %.preheader47.preheader, %.preheader47
  %515 = phi i64 [ %524, %.preheader47 ], [ 0, %.preheader47.preheader ]
  %516 = trunc nuw nsw i64 %515 to i32
  %.reass372.reass = or i32 %516, %invariant.op513
  %517 = add i32 %.reass372.reass, %500
  %518 = sext i32 %517 to i64
  %519 = getelementptr bfloat, ptr addrspace(1) %1, i64 %518
  %520 = icmp slt i32 %.reass372.reass, %5
  %.reass159.reass.reass = and i1 %520, %invariant.op514
  %521 = zext i1 %.reass159.reass.reass to i32
  %522 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %519, i32 %521, i16 0) #6
  %523 = getelementptr bfloat, ptr addrspace(3) %508, i64 %515
  store i16 %522, ptr addrspace(3) %523, align 2
  %524 = add nuw nsw i64 %515, 1
  %exitcond287.not = icmp eq i64 %524, 4
  br i1 %exitcond287.not, label %.loopexit48, label %.preheader47

.loopexit48:                                      ; preds = %.preheader47, %509
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
  br i1 %532, label %535, label %.preheader45.preheader

.preheader45.preheader:                           ; preds = %.loopexit48
  %invariant.op515 = or i32 %179, %13
  %invariant.op516 = and i1 %533, %332
  br label %.preheader45

535:                                              ; preds = %.loopexit48
  %536 = tail call i32 @llvm.umin.i32(i32 %195, i32 %340)
  %537 = shl nuw nsw i32 %536, 1
  %538 = select i1 %533, i32 %537, i32 0
  %539 = ptrtoint ptr addrspace(3) %534 to i64
  %540 = trunc i64 %539 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %540, ptr addrspace(1) %529, i32 %538) #6
  br label %.loopexit46

.preheader45:                                     ; preds = %.preheader45.preheader, %.preheader45
  %541 = phi i64 [ %550, %.preheader45 ], [ 0, %.preheader45.preheader ]
  %542 = trunc nuw nsw i64 %541 to i32
  %.reass375.reass = or i32 %542, %invariant.op515
  %543 = add i32 %.reass375.reass, %526
  %544 = sext i32 %543 to i64
  %545 = getelementptr bfloat, ptr addrspace(1) %1, i64 %544
  %546 = icmp slt i32 %.reass375.reass, %5
  %.reass161.reass.reass = and i1 %546, %invariant.op516
  %547 = zext i1 %.reass161.reass.reass to i32
  %548 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %545, i32 %547, i16 0) #6
  %549 = getelementptr bfloat, ptr addrspace(3) %534, i64 %541
  store i16 %548, ptr addrspace(3) %549, align 2
  %550 = add nuw nsw i64 %541, 1
  %exitcond288.not = icmp eq i64 %550, 4
  br i1 %exitcond288.not, label %.loopexit46, label %.preheader45

.loopexit46:                                      ; preds = %.preheader45, %535
  %551 = add i32 %5, %15
  %552 = and i1 %16, %332
  %553 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 24832), i64 %325
  %554 = sext i32 %551 to i64
  %555 = getelementptr float, ptr addrspace(1) %2, i64 %554
  %556 = select i1 %552, i32 4, i32 0
  %557 = ptrtoint ptr addrspace(3) %553 to i64
  %558 = trunc i64 %557 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %558, ptr addrspace(1) %555, i32 %556) #6
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
  %583 = zext nneg i32 %14 to i64
  %584 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %583
  %585 = shl nuw nsw i32 %8, 1
  %586 = and i32 %585, 6
  %587 = or disjoint i32 %586, %562
  %588 = zext nneg i32 %587 to i64
  %589 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %588
  %590 = or disjoint i32 %586, 1
  %591 = or disjoint i32 %590, %562
  %592 = zext nneg i32 %591 to i64
  %593 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %592
  %594 = or disjoint i32 %562, 8
  %595 = or disjoint i32 %594, %586
  %596 = zext nneg i32 %595 to i64
  %597 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %596
  %598 = or disjoint i32 %590, %594
  %599 = zext nneg i32 %598 to i64
  %600 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %599
  %601 = or disjoint i32 %563, %586
  %602 = zext nneg i32 %601 to i64
  %603 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %602
  %604 = or disjoint i32 %590, %563
  %605 = zext nneg i32 %604 to i64
  %606 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %605
  %607 = or disjoint i32 %562, 24
  %608 = or disjoint i32 %607, %586
  %609 = zext nneg i32 %608 to i64
  %610 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %609
  %611 = or disjoint i32 %590, %607
  %612 = zext nneg i32 %611 to i64
  %613 = getelementptr float, ptr addrspace(3) @gemm_scaled_smem, i64 %612
  %614 = xor i32 %567, %570
  %615 = or disjoint i32 %614, %568
  %616 = zext nneg i32 %615 to i64
  %617 = shl nuw nsw i32 %564, 7
  %618 = or disjoint i32 %617, %575
  %619 = lshr exact i32 %618, 1
  %620 = zext nneg i32 %619 to i64
  %621 = or disjoint i32 %617, %579
  %622 = lshr exact i32 %621, 1
  %623 = zext nneg i32 %622 to i64
  %624 = or disjoint i32 %614, %582
  %625 = or i32 %624, 512
  %626 = zext nneg i32 %625 to i64
  %627 = or disjoint i32 %567, 16
  %628 = xor i32 %627, %570
  %629 = or disjoint i32 %628, %568
  %630 = zext nneg i32 %629 to i64
  %631 = shl nuw nsw i32 %564, 7
  %632 = or disjoint i32 %631, 2048
  %633 = or disjoint i32 %632, %575
  %634 = lshr exact i32 %633, 1
  %635 = zext nneg i32 %634 to i64
  %636 = or disjoint i32 %632, %579
  %637 = lshr exact i32 %636, 1
  %638 = zext nneg i32 %637 to i64
  %639 = or disjoint i32 %628, %582
  %640 = or i32 %639, 512
  %641 = zext nneg i32 %640 to i64
  %invariant.op525 = or i32 %179, %13
  %invariant.op527 = or i32 %179, %13
  %invariant.op529 = or i32 %179, %13
  %invariant.op531 = or i32 %179, %13
  br label %642

642:                                              ; preds = %.lr.ph, %.loopexit
  %643 = phi float [ 0.000000e+00, %.lr.ph ], [ %887, %.loopexit ]
  %644 = phi float [ 0.000000e+00, %.lr.ph ], [ %886, %.loopexit ]
  %645 = phi float [ 0.000000e+00, %.lr.ph ], [ %885, %.loopexit ]
  %646 = phi float [ 0.000000e+00, %.lr.ph ], [ %884, %.loopexit ]
  %647 = phi float [ 0.000000e+00, %.lr.ph ], [ %883, %.loopexit ]
  %648 = phi float [ 0.000000e+00, %.lr.ph ], [ %882, %.loopexit ]
  %649 = phi float [ 0.000000e+00, %.lr.ph ], [ %881, %.loopexit ]
  %650 = phi float [ 0.000000e+00, %.lr.ph ], [ %880, %.loopexit ]
  %651 = phi float [ 0.000000e+00, %.lr.ph ], [ %879, %.loopexit ]
  %652 = phi float [ 0.000000e+00, %.lr.ph ], [ %878, %.loopexit ]
  %653 = phi float [ 0.000000e+00, %.lr.ph ], [ %877, %.loopexit ]
  %654 = phi float [ 0.000000e+00, %.lr.ph ], [ %876, %.loopexit ]
  %655 = phi float [ 0.000000e+00, %.lr.ph ], [ %875, %.loopexit ]
  %656 = phi float [ 0.000000e+00, %.lr.ph ], [ %874, %.loopexit ]
  %657 = phi float [ 0.000000e+00, %.lr.ph ], [ %873, %.loopexit ]
  %658 = phi float [ 0.000000e+00, %.lr.ph ], [ %872, %.loopexit ]
  %659 = phi float [ 0.000000e+00, %.lr.ph ], [ %871, %.loopexit ]
  %660 = phi float [ 0.000000e+00, %.lr.ph ], [ %870, %.loopexit ]
  %661 = phi float [ 0.000000e+00, %.lr.ph ], [ %869, %.loopexit ]
  %662 = phi float [ 0.000000e+00, %.lr.ph ], [ %868, %.loopexit ]
  %663 = phi float [ 0.000000e+00, %.lr.ph ], [ %867, %.loopexit ]
  %664 = phi float [ 0.000000e+00, %.lr.ph ], [ %866, %.loopexit ]
  %665 = phi float [ 0.000000e+00, %.lr.ph ], [ %865, %.loopexit ]
  %666 = phi float [ 0.000000e+00, %.lr.ph ], [ %864, %.loopexit ]
  %667 = phi float [ 0.000000e+00, %.lr.ph ], [ %863, %.loopexit ]
  %668 = phi float [ 0.000000e+00, %.lr.ph ], [ %862, %.loopexit ]
  %669 = phi float [ 0.000000e+00, %.lr.ph ], [ %861, %.loopexit ]
  %670 = phi float [ 0.000000e+00, %.lr.ph ], [ %860, %.loopexit ]
  %671 = phi float [ 0.000000e+00, %.lr.ph ], [ %859, %.loopexit ]
  %672 = phi float [ 0.000000e+00, %.lr.ph ], [ %858, %.loopexit ]
  %673 = phi float [ 0.000000e+00, %.lr.ph ], [ %857, %.loopexit ]
  %674 = phi float [ 0.000000e+00, %.lr.ph ], [ %856, %.loopexit ]
  %675 = phi i32 [ 0, %.lr.ph ], [ %1122, %.loopexit ]
  %676 = lshr exact i32 %675, 5
  %677 = urem i32 %676, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %678 = shl nuw nsw i32 %677, 12
  %679 = zext nneg i32 %678 to i64
  %680 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %679
  %681 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %679
  %682 = shl nuw nsw i32 %677, 8
  %683 = zext nneg i32 %682 to i64
  %gep = getelementptr i8, ptr addrspace(3) %326, i64 %683
  %684 = load float, ptr addrspace(3) %gep, align 4
  %685 = getelementptr bfloat, ptr addrspace(3) %680, i64 %616
  %686 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %685)
  %687 = extractvalue { i32, i32, i32, i32 } %686, 0
  %688 = extractvalue { i32, i32, i32, i32 } %686, 1
  %689 = extractvalue { i32, i32, i32, i32 } %686, 2
  %690 = extractvalue { i32, i32, i32, i32 } %686, 3
  %691 = getelementptr bfloat, ptr addrspace(3) %681, i64 %620
  %692 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %691)
  %693 = extractvalue { i32, i32, i32, i32 } %692, 0
  %694 = extractvalue { i32, i32, i32, i32 } %692, 1
  %695 = extractvalue { i32, i32, i32, i32 } %692, 2
  %696 = extractvalue { i32, i32, i32, i32 } %692, 3
  %697 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %687, i32 %688, i32 %689, i32 %690, i32 %693, i32 %694, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %698 = extractvalue { float, float, float, float } %697, 0
  %699 = extractvalue { float, float, float, float } %697, 1
  %700 = extractvalue { float, float, float, float } %697, 2
  %701 = extractvalue { float, float, float, float } %697, 3
  %702 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %687, i32 %688, i32 %689, i32 %690, i32 %695, i32 %696, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %703 = extractvalue { float, float, float, float } %702, 0
  %704 = extractvalue { float, float, float, float } %702, 1
  %705 = extractvalue { float, float, float, float } %702, 2
  %706 = extractvalue { float, float, float, float } %702, 3
  %707 = getelementptr bfloat, ptr addrspace(3) %681, i64 %623
  %708 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %707)
  %709 = extractvalue { i32, i32, i32, i32 } %708, 0
  %710 = extractvalue { i32, i32, i32, i32 } %708, 1
  %711 = extractvalue { i32, i32, i32, i32 } %708, 2
  %712 = extractvalue { i32, i32, i32, i32 } %708, 3
  %713 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %687, i32 %688, i32 %689, i32 %690, i32 %709, i32 %710, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %714 = extractvalue { float, float, float, float } %713, 0
  %715 = extractvalue { float, float, float, float } %713, 1
  %716 = extractvalue { float, float, float, float } %713, 2
  %717 = extractvalue { float, float, float, float } %713, 3
  %718 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %687, i32 %688, i32 %689, i32 %690, i32 %711, i32 %712, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %719 = extractvalue { float, float, float, float } %718, 0
  %720 = extractvalue { float, float, float, float } %718, 1
  %721 = extractvalue { float, float, float, float } %718, 2
  %722 = extractvalue { float, float, float, float } %718, 3
  %723 = getelementptr bfloat, ptr addrspace(3) %680, i64 %626
  %724 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %723)
  %725 = extractvalue { i32, i32, i32, i32 } %724, 0
  %726 = extractvalue { i32, i32, i32, i32 } %724, 1
  %727 = extractvalue { i32, i32, i32, i32 } %724, 2
  %728 = extractvalue { i32, i32, i32, i32 } %724, 3
  %729 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %725, i32 %726, i32 %727, i32 %728, i32 %693, i32 %694, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %730 = extractvalue { float, float, float, float } %729, 0
  %731 = extractvalue { float, float, float, float } %729, 1
  %732 = extractvalue { float, float, float, float } %729, 2
  %733 = extractvalue { float, float, float, float } %729, 3
  %734 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %725, i32 %726, i32 %727, i32 %728, i32 %695, i32 %696, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %735 = extractvalue { float, float, float, float } %734, 0
  %736 = extractvalue { float, float, float, float } %734, 1
  %737 = extractvalue { float, float, float, float } %734, 2
  %738 = extractvalue { float, float, float, float } %734, 3
  %739 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %725, i32 %726, i32 %727, i32 %728, i32 %709, i32 %710, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %740 = extractvalue { float, float, float, float } %739, 0
  %741 = extractvalue { float, float, float, float } %739, 1
  %742 = extractvalue { float, float, float, float } %739, 2
  %743 = extractvalue { float, float, float, float } %739, 3
  %744 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %725, i32 %726, i32 %727, i32 %728, i32 %711, i32 %712, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %745 = extractvalue { float, float, float, float } %744, 0
  %746 = extractvalue { float, float, float, float } %744, 1
  %747 = extractvalue { float, float, float, float } %744, 2
  %748 = extractvalue { float, float, float, float } %744, 3
  %749 = getelementptr bfloat, ptr addrspace(3) %680, i64 %630
  %750 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %749)
  %751 = extractvalue { i32, i32, i32, i32 } %750, 0
  %752 = extractvalue { i32, i32, i32, i32 } %750, 1
  %753 = extractvalue { i32, i32, i32, i32 } %750, 2
  %754 = extractvalue { i32, i32, i32, i32 } %750, 3
  %755 = getelementptr bfloat, ptr addrspace(3) %681, i64 %635
  %756 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %755)
  %757 = extractvalue { i32, i32, i32, i32 } %756, 0
  %758 = extractvalue { i32, i32, i32, i32 } %756, 1
  %759 = extractvalue { i32, i32, i32, i32 } %756, 2
  %760 = extractvalue { i32, i32, i32, i32 } %756, 3
  %761 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %751, i32 %752, i32 %753, i32 %754, i32 %757, i32 %758, float %698, float %699, float %700, float %701) #6
  %762 = extractvalue { float, float, float, float } %761, 0
  %763 = extractvalue { float, float, float, float } %761, 1
  %764 = extractvalue { float, float, float, float } %761, 2
  %765 = extractvalue { float, float, float, float } %761, 3
  %766 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %751, i32 %752, i32 %753, i32 %754, i32 %759, i32 %760, float %703, float %704, float %705, float %706) #6
  %767 = extractvalue { float, float, float, float } %766, 0
  %768 = extractvalue { float, float, float, float } %766, 1
  %769 = extractvalue { float, float, float, float } %766, 2
  %770 = extractvalue { float, float, float, float } %766, 3
  %771 = getelementptr bfloat, ptr addrspace(3) %681, i64 %638
  %772 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %771)
  %773 = extractvalue { i32, i32, i32, i32 } %772, 0
  %774 = extractvalue { i32, i32, i32, i32 } %772, 1
  %775 = extractvalue { i32, i32, i32, i32 } %772, 2
  %776 = extractvalue { i32, i32, i32, i32 } %772, 3
  %777 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %751, i32 %752, i32 %753, i32 %754, i32 %773, i32 %774, float %714, float %715, float %716, float %717) #6
  %778 = extractvalue { float, float, float, float } %777, 0
  %779 = extractvalue { float, float, float, float } %777, 1
  %780 = extractvalue { float, float, float, float } %777, 2
  %781 = extractvalue { float, float, float, float } %777, 3
  %782 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %751, i32 %752, i32 %753, i32 %754, i32 %775, i32 %776, float %719, float %720, float %721, float %722) #6
  %783 = extractvalue { float, float, float, float } %782, 0
  %784 = extractvalue { float, float, float, float } %782, 1
  %785 = extractvalue { float, float, float, float } %782, 2
  %786 = extractvalue { float, float, float, float } %782, 3
  %787 = getelementptr bfloat, ptr addrspace(3) %680, i64 %641
  %788 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %787)
  %789 = extractvalue { i32, i32, i32, i32 } %788, 0
  %790 = extractvalue { i32, i32, i32, i32 } %788, 1
  %791 = extractvalue { i32, i32, i32, i32 } %788, 2
  %792 = extractvalue { i32, i32, i32, i32 } %788, 3
  %793 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %789, i32 %790, i32 %791, i32 %792, i32 %757, i32 %758, float %730, float %731, float %732, float %733) #6
  %794 = extractvalue { float, float, float, float } %793, 0
  %795 = extractvalue { float, float, float, float } %793, 1
  %796 = extractvalue { float, float, float, float } %793, 2
  %797 = extractvalue { float, float, float, float } %793, 3
  %798 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %789, i32 %790, i32 %791, i32 %792, i32 %759, i32 %760, float %735, float %736, float %737, float %738) #6
  %799 = extractvalue { float, float, float, float } %798, 0
  %800 = extractvalue { float, float, float, float } %798, 1
  %801 = extractvalue { float, float, float, float } %798, 2
  %802 = extractvalue { float, float, float, float } %798, 3
  %803 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %789, i32 %790, i32 %791, i32 %792, i32 %773, i32 %774, float %740, float %741, float %742, float %743) #6
  %804 = extractvalue { float, float, float, float } %803, 0
  %805 = extractvalue { float, float, float, float } %803, 1
  %806 = extractvalue { float, float, float, float } %803, 2
  %807 = extractvalue { float, float, float, float } %803, 3
  %808 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %789, i32 %790, i32 %791, i32 %792, i32 %775, i32 %776, float %745, float %746, float %747, float %748) #6
  %809 = extractvalue { float, float, float, float } %808, 0
  %810 = extractvalue { float, float, float, float } %808, 1
  %811 = extractvalue { float, float, float, float } %808, 2
  %812 = extractvalue { float, float, float, float } %808, 3
  %813 = add i32 %675, 64
  %814 = add nuw nsw i32 %676, 2
  %815 = urem i32 %814, 3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %684, ptr addrspace(3) %584, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %816 = load float, ptr addrspace(3) %589, align 8
  %817 = load float, ptr addrspace(3) %593, align 4
  %818 = load float, ptr addrspace(3) %597, align 8
  %819 = load float, ptr addrspace(3) %600, align 4
  %820 = load float, ptr addrspace(3) %603, align 8
  %821 = load float, ptr addrspace(3) %606, align 4
  %822 = load float, ptr addrspace(3) %610, align 8
  %823 = load float, ptr addrspace(3) %613, align 4
  %824 = fmul float %762, %816
  %825 = fmul float %763, %817
  %826 = fmul float %764, %816
  %827 = fmul float %765, %817
  %828 = fmul float %767, %818
  %829 = fmul float %768, %819
  %830 = fmul float %769, %818
  %831 = fmul float %770, %819
  %832 = fmul float %778, %820
  %833 = fmul float %779, %821
  %834 = fmul float %780, %820
  %835 = fmul float %781, %821
  %836 = fmul float %783, %822
  %837 = fmul float %784, %823
  %838 = fmul float %785, %822
  %839 = fmul float %786, %823
  %840 = fmul float %794, %816
  %841 = fmul float %795, %817
  %842 = fmul float %796, %816
  %843 = fmul float %797, %817
  %844 = fmul float %799, %818
  %845 = fmul float %800, %819
  %846 = fmul float %801, %818
  %847 = fmul float %802, %819
  %848 = fmul float %804, %820
  %849 = fmul float %805, %821
  %850 = fmul float %806, %820
  %851 = fmul float %807, %821
  %852 = fmul float %809, %822
  %853 = fmul float %810, %823
  %854 = fmul float %811, %822
  %855 = fmul float %812, %823
  %856 = fadd float %674, %824
  %857 = fadd float %673, %825
  %858 = fadd float %672, %826
  %859 = fadd float %671, %827
  %860 = fadd float %670, %828
  %861 = fadd float %669, %829
  %862 = fadd float %668, %830
  %863 = fadd float %667, %831
  %864 = fadd float %666, %832
  %865 = fadd float %665, %833
  %866 = fadd float %664, %834
  %867 = fadd float %663, %835
  %868 = fadd float %662, %836
  %869 = fadd float %661, %837
  %870 = fadd float %660, %838
  %871 = fadd float %659, %839
  %872 = fadd float %658, %840
  %873 = fadd float %657, %841
  %874 = fadd float %656, %842
  %875 = fadd float %655, %843
  %876 = fadd float %654, %844
  %877 = fadd float %653, %845
  %878 = fadd float %652, %846
  %879 = fadd float %651, %847
  %880 = fadd float %650, %848
  %881 = fadd float %649, %849
  %882 = fadd float %648, %850
  %883 = fadd float %647, %851
  %884 = fadd float %646, %852
  %885 = fadd float %645, %853
  %886 = fadd float %644, %854
  %887 = fadd float %643, %855
  %888 = icmp slt i32 %813, %6
  %889 = shl nuw nsw i32 %815, 12
  %890 = zext nneg i32 %889 to i64
  %891 = getelementptr i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 %890
  %892 = or disjoint i32 %813, %18
  %893 = add i32 %892, %21
  %894 = sext i32 %893 to i64
  %895 = getelementptr bfloat, ptr addrspace(1) %0, i64 %894
  %896 = ptrtoint ptr addrspace(1) %895 to i64
  %897 = and i64 %896, 7
  %898 = icmp eq i64 %897, 0
  %899 = select i1 %888, i32 4, i32 0
  %900 = getelementptr i8, ptr addrspace(3) %891, i64 %38
  br i1 %898, label %901, label %.preheader43.preheader

.preheader43.preheader:                           ; preds = %642
  %invariant.op517 = or i32 %813, %18
  %invariant.op518 = and i1 %28, %888
  br label %.preheader43

901:                                              ; preds = %642
  %902 = sext i32 %892 to i64
  %903 = sub nsw i64 %30, %902
  %904 = tail call i64 @llvm.smax.i64(i64 %903, i64 0)
  %905 = tail call i64 @llvm.umin.i64(i64 %904, i64 4)
  %906 = trunc nuw nsw i64 %905 to i32
  %907 = tail call i32 @llvm.umin.i32(i32 %29, i32 %906)
  %908 = tail call i32 @llvm.umin.i32(i32 %907, i32 %899)
  %909 = shl nuw nsw i32 %908, 1
  %910 = ptrtoint ptr addrspace(3) %900 to i64
  %911 = trunc i64 %910 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %911, ptr addrspace(1) %895, i32 %909) #6
  br label %.loopexit44

.preheader43:                                     ; preds = %.preheader43.preheader, %.preheader43
  %912 = phi i64 [ %921, %.preheader43 ], [ 0, %.preheader43.preheader ]
  %913 = trunc nuw nsw i64 %912 to i32
  %.reass378.reass = or i32 %913, %invariant.op517
  %914 = add i32 %.reass378.reass, %21
  %915 = sext i32 %914 to i64
  %916 = getelementptr bfloat, ptr addrspace(1) %0, i64 %915
  %917 = icmp slt i32 %.reass378.reass, %6
  %.reass163.reass.reass = and i1 %917, %invariant.op518
  %918 = zext i1 %.reass163.reass.reass to i32
  %919 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %916, i32 %918, i16 0) #6
  %920 = getelementptr bfloat, ptr addrspace(3) %900, i64 %912
  store i16 %919, ptr addrspace(3) %920, align 2
  %921 = add nuw nsw i64 %912, 1
  %exitcond289.not = icmp eq i64 %921, 4
  br i1 %exitcond289.not, label %.loopexit44, label %.preheader43

.loopexit44:                                      ; preds = %.preheader43, %901
  %922 = add i32 %892, %65
  %923 = sext i32 %922 to i64
  %924 = getelementptr bfloat, ptr addrspace(1) %0, i64 %923
  %925 = ptrtoint ptr addrspace(1) %924 to i64
  %926 = and i64 %925, 7
  %927 = icmp eq i64 %926, 0
  %928 = getelementptr i8, ptr addrspace(3) %891, i64 %77
  br i1 %927, label %929, label %.preheader41.preheader

.preheader41.preheader:                           ; preds = %.loopexit44
  %invariant.op519 = or i32 %813, %18
  %invariant.op520 = and i1 %72, %888
  br label %.preheader41

929:                                              ; preds = %.loopexit44
  %930 = sext i32 %892 to i64
  %931 = sub nsw i64 %30, %930
  %932 = tail call i64 @llvm.smax.i64(i64 %931, i64 0)
  %933 = tail call i64 @llvm.umin.i64(i64 %932, i64 4)
  %934 = trunc nuw nsw i64 %933 to i32
  %935 = tail call i32 @llvm.umin.i32(i32 %73, i32 %934)
  %936 = tail call i32 @llvm.umin.i32(i32 %935, i32 %899)
  %937 = shl nuw nsw i32 %936, 1
  %938 = ptrtoint ptr addrspace(3) %928 to i64
  %939 = trunc i64 %938 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %939, ptr addrspace(1) %924, i32 %937) #6
  br label %.loopexit42

.preheader41:                                     ; preds = %.preheader41.preheader, %.preheader41
  %940 = phi i64 [ %949, %.preheader41 ], [ 0, %.preheader41.preheader ]
  %941 = trunc nuw nsw i64 %940 to i32
  %.reass381.reass = or i32 %941, %invariant.op519
  %942 = add i32 %.reass381.reass, %65
  %943 = sext i32 %942 to i64
  %944 = getelementptr bfloat, ptr addrspace(1) %0, i64 %943
  %945 = icmp slt i32 %.reass381.reass, %6
  %.reass165.reass.reass = and i1 %945, %invariant.op520
  %946 = zext i1 %.reass165.reass.reass to i32
  %947 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %944, i32 %946, i16 0) #6
  %948 = getelementptr bfloat, ptr addrspace(3) %928, i64 %940
  store i16 %947, ptr addrspace(3) %948, align 2
  %949 = add nuw nsw i64 %940, 1
  %exitcond290.not = icmp eq i64 %949, 4
  br i1 %exitcond290.not, label %.loopexit42, label %.preheader41

.loopexit42:                                      ; preds = %.preheader41, %929
  %950 = add i32 %892, %104
  %951 = sext i32 %950 to i64
  %952 = getelementptr bfloat, ptr addrspace(1) %0, i64 %951
  %953 = ptrtoint ptr addrspace(1) %952 to i64
  %954 = and i64 %953, 7
  %955 = icmp eq i64 %954, 0
  %956 = getelementptr i8, ptr addrspace(3) %891, i64 %116
  br i1 %955, label %957, label %.preheader39.preheader

.preheader39.preheader:                           ; preds = %.loopexit42
  %invariant.op521 = or i32 %813, %18
  %invariant.op522 = and i1 %111, %888
  br label %.preheader39

957:                                              ; preds = %.loopexit42
  %958 = sext i32 %892 to i64
  %959 = sub nsw i64 %30, %958
  %960 = tail call i64 @llvm.smax.i64(i64 %959, i64 0)
  %961 = tail call i64 @llvm.umin.i64(i64 %960, i64 4)
  %962 = trunc nuw nsw i64 %961 to i32
  %963 = tail call i32 @llvm.umin.i32(i32 %112, i32 %962)
  %964 = tail call i32 @llvm.umin.i32(i32 %963, i32 %899)
  %965 = shl nuw nsw i32 %964, 1
  %966 = ptrtoint ptr addrspace(3) %956 to i64
  %967 = trunc i64 %966 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %967, ptr addrspace(1) %952, i32 %965) #6
  br label %.loopexit40

.preheader39:                                     ; preds = %.preheader39.preheader, %.preheader39
  %968 = phi i64 [ %977, %.preheader39 ], [ 0, %.preheader39.preheader ]
  %969 = trunc nuw nsw i64 %968 to i32
  %.reass384.reass = or i32 %969, %invariant.op521
  %970 = add i32 %.reass384.reass, %104
  %971 = sext i32 %970 to i64
  %972 = getelementptr bfloat, ptr addrspace(1) %0, i64 %971
  %973 = icmp slt i32 %.reass384.reass, %6
  %.reass167.reass.reass = and i1 %973, %invariant.op522
  %974 = zext i1 %.reass167.reass.reass to i32
  %975 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %972, i32 %974, i16 0) #6
  %976 = getelementptr bfloat, ptr addrspace(3) %956, i64 %968
  store i16 %975, ptr addrspace(3) %976, align 2
  %977 = add nuw nsw i64 %968, 1
  %exitcond291.not = icmp eq i64 %977, 4
  br i1 %exitcond291.not, label %.loopexit40, label %.preheader39

.loopexit40:                                      ; preds = %.preheader39, %957
  %978 = add i32 %892, %143
  %979 = sext i32 %978 to i64
  %980 = getelementptr bfloat, ptr addrspace(1) %0, i64 %979
  %981 = ptrtoint ptr addrspace(1) %980 to i64
  %982 = and i64 %981, 7
  %983 = icmp eq i64 %982, 0
  %984 = getelementptr i8, ptr addrspace(3) %891, i64 %155
  br i1 %983, label %985, label %.preheader37.preheader

.preheader37.preheader:                           ; preds = %.loopexit40
  %invariant.op523 = or i32 %813, %18
  %invariant.op524 = and i1 %150, %888
  br label %.preheader37

985:                                              ; preds = %.loopexit40
  %986 = sext i32 %892 to i64
  %987 = sub nsw i64 %30, %986
  %988 = tail call i64 @llvm.smax.i64(i64 %987, i64 0)
  %989 = tail call i64 @llvm.umin.i64(i64 %988, i64 4)
  %990 = trunc nuw nsw i64 %989 to i32
  %991 = tail call i32 @llvm.umin.i32(i32 %151, i32 %990)
  %992 = tail call i32 @llvm.umin.i32(i32 %991, i32 %899)
  %993 = shl nuw nsw i32 %992, 1
  %994 = ptrtoint ptr addrspace(3) %984 to i64
  %995 = trunc i64 %994 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %995, ptr addrspace(1) %980, i32 %993) #6
  br label %.loopexit38

.preheader37:                                     ; preds = %.preheader37.preheader, %.preheader37
  %996 = phi i64 [ %1005, %.preheader37 ], [ 0, %.preheader37.preheader ]
  %997 = trunc nuw nsw i64 %996 to i32
  %.reass387.reass = or i32 %997, %invariant.op523
  %998 = add i32 %.reass387.reass, %143
  %999 = sext i32 %998 to i64
  %1000 = getelementptr bfloat, ptr addrspace(1) %0, i64 %999
  %1001 = icmp slt i32 %.reass387.reass, %6
  %.reass169.reass.reass = and i1 %1001, %invariant.op524
  %1002 = zext i1 %.reass169.reass.reass to i32
  %1003 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1000, i32 %1002, i16 0) #6
  %1004 = getelementptr bfloat, ptr addrspace(3) %984, i64 %996
  store i16 %1003, ptr addrspace(3) %1004, align 2
  %1005 = add nuw nsw i64 %996, 1
  %exitcond292.not = icmp eq i64 %1005, 4
  br i1 %exitcond292.not, label %.loopexit38, label %.preheader37

.loopexit38:                                      ; preds = %.preheader37, %985
  %1006 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_scaled_dsmem, i64 12288), i64 %890
  %1007 = or disjoint i32 %813, %180
  %1008 = mul i32 %1007, %5
  %1009 = add i32 %1008, %182
  %1010 = sext i32 %1009 to i64
  %1011 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1010
  %1012 = ptrtoint ptr addrspace(1) %1011 to i64
  %1013 = and i64 %1012, 7
  %1014 = icmp eq i64 %1013, 0
  %1015 = icmp slt i32 %1007, %6
  %1016 = getelementptr i8, ptr addrspace(3) %1006, i64 %202
  br i1 %1014, label %1017, label %.preheader35.preheader

.preheader35.preheader:                           ; preds = %.loopexit38
  %invariant.op526 = and i1 %1015, %888
  br label %.preheader35

1017:                                             ; preds = %.loopexit38
  %1018 = tail call i32 @llvm.umin.i32(i32 %195, i32 %899)
  %1019 = shl nuw nsw i32 %1018, 1
  %1020 = select i1 %1015, i32 %1019, i32 0
  %1021 = ptrtoint ptr addrspace(3) %1016 to i64
  %1022 = trunc i64 %1021 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1022, ptr addrspace(1) %1011, i32 %1020) #6
  br label %.loopexit36

.preheader35:                                     ; preds = %.preheader35.preheader, %.preheader35
  %1023 = phi i64 [ %1032, %.preheader35 ], [ 0, %.preheader35.preheader ]
  %1024 = trunc nuw nsw i64 %1023 to i32
  %.reass390.reass = or i32 %1024, %invariant.op525
  %1025 = add i32 %.reass390.reass, %1008
  %1026 = sext i32 %1025 to i64
  %1027 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1026
  %1028 = icmp slt i32 %.reass390.reass, %5
  %.reass171.reass.reass = and i1 %1028, %invariant.op526
  %1029 = zext i1 %.reass171.reass.reass to i32
  %1030 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1027, i32 %1029, i16 0) #6
  %1031 = getelementptr bfloat, ptr addrspace(3) %1016, i64 %1023
  store i16 %1030, ptr addrspace(3) %1031, align 2
  %1032 = add nuw nsw i64 %1023, 1
  %exitcond293.not = icmp eq i64 %1032, 4
  br i1 %exitcond293.not, label %.loopexit36, label %.preheader35

.loopexit36:                                      ; preds = %.preheader35, %1017
  %1033 = or disjoint i32 %813, %221
  %1034 = mul i32 %1033, %5
  %1035 = add i32 %1034, %182
  %1036 = sext i32 %1035 to i64
  %1037 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1036
  %1038 = ptrtoint ptr addrspace(1) %1037 to i64
  %1039 = and i64 %1038, 7
  %1040 = icmp eq i64 %1039, 0
  %1041 = icmp slt i32 %1033, %6
  %1042 = getelementptr i8, ptr addrspace(3) %1006, i64 %236
  br i1 %1040, label %1043, label %.preheader33.preheader

.preheader33.preheader:                           ; preds = %.loopexit36
  %invariant.op528 = and i1 %1041, %888
  br label %.preheader33

1043:                                             ; preds = %.loopexit36
  %1044 = tail call i32 @llvm.umin.i32(i32 %195, i32 %899)
  %1045 = shl nuw nsw i32 %1044, 1
  %1046 = select i1 %1041, i32 %1045, i32 0
  %1047 = ptrtoint ptr addrspace(3) %1042 to i64
  %1048 = trunc i64 %1047 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1048, ptr addrspace(1) %1037, i32 %1046) #6
  br label %.loopexit34

.preheader33:                                     ; preds = %.preheader33.preheader, %.preheader33
  %1049 = phi i64 [ %1058, %.preheader33 ], [ 0, %.preheader33.preheader ]
  %1050 = trunc nuw nsw i64 %1049 to i32
  %.reass393.reass = or i32 %1050, %invariant.op527
  %1051 = add i32 %.reass393.reass, %1034
  %1052 = sext i32 %1051 to i64
  %1053 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1052
  %1054 = icmp slt i32 %.reass393.reass, %5
  %.reass173.reass.reass = and i1 %1054, %invariant.op528
  %1055 = zext i1 %.reass173.reass.reass to i32
  %1056 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1053, i32 %1055, i16 0) #6
  %1057 = getelementptr bfloat, ptr addrspace(3) %1042, i64 %1049
  store i16 %1056, ptr addrspace(3) %1057, align 2
  %1058 = add nuw nsw i64 %1049, 1
  %exitcond294.not = icmp eq i64 %1058, 4
  br i1 %exitcond294.not, label %.loopexit34, label %.preheader33

.loopexit34:                                      ; preds = %.preheader33, %1043
  %1059 = or disjoint i32 %813, %255
  %1060 = mul i32 %1059, %5
  %1061 = add i32 %1060, %182
  %1062 = sext i32 %1061 to i64
  %1063 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1062
  %1064 = ptrtoint ptr addrspace(1) %1063 to i64
  %1065 = and i64 %1064, 7
  %1066 = icmp eq i64 %1065, 0
  %1067 = icmp slt i32 %1059, %6
  %1068 = getelementptr i8, ptr addrspace(3) %1006, i64 %270
  br i1 %1066, label %1069, label %.preheader31.preheader

.preheader31.preheader:                           ; preds = %.loopexit34
  %invariant.op530 = and i1 %1067, %888
  br label %.preheader31

1069:                                             ; preds = %.loopexit34
  %1070 = tail call i32 @llvm.umin.i32(i32 %195, i32 %899)
  %1071 = shl nuw nsw i32 %1070, 1
  %1072 = select i1 %1067, i32 %1071, i32 0
  %1073 = ptrtoint ptr addrspace(3) %1068 to i64
  %1074 = trunc i64 %1073 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1074, ptr addrspace(1) %1063, i32 %1072) #6
  br label %.loopexit32

.preheader31:                                     ; preds = %.preheader31.preheader, %.preheader31
  %1075 = phi i64 [ %1084, %.preheader31 ], [ 0, %.preheader31.preheader ]
  %1076 = trunc nuw nsw i64 %1075 to i32
  %.reass396.reass = or i32 %1076, %invariant.op529
  %1077 = add i32 %.reass396.reass, %1060
  %1078 = sext i32 %1077 to i64
  %1079 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1078
  %1080 = icmp slt i32 %.reass396.reass, %5
  %.reass175.reass.reass = and i1 %1080, %invariant.op530
  %1081 = zext i1 %.reass175.reass.reass to i32
  %1082 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1079, i32 %1081, i16 0) #6
  %1083 = getelementptr bfloat, ptr addrspace(3) %1068, i64 %1075
  store i16 %1082, ptr addrspace(3) %1083, align 2
  %1084 = add nuw nsw i64 %1075, 1
  %exitcond295.not = icmp eq i64 %1084, 4
  br i1 %exitcond295.not, label %.loopexit32, label %.preheader31

.loopexit32:                                      ; preds = %.preheader31, %1069
  %1085 = or disjoint i32 %813, %289
  %1086 = mul i32 %1085, %5
  %1087 = add i32 %1086, %182
  %1088 = sext i32 %1087 to i64
  %1089 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1088
  %1090 = ptrtoint ptr addrspace(1) %1089 to i64
  %1091 = and i64 %1090, 7
  %1092 = icmp eq i64 %1091, 0
  %1093 = icmp slt i32 %1085, %6
  %1094 = getelementptr i8, ptr addrspace(3) %1006, i64 %304
  br i1 %1092, label %1095, label %.preheader.preheader

.preheader.preheader:                             ; preds = %.loopexit32
  %invariant.op532 = and i1 %1093, %888
  br label %.preheader

1095:                                             ; preds = %.loopexit32
  %1096 = tail call i32 @llvm.umin.i32(i32 %195, i32 %899)
  %1097 = shl nuw nsw i32 %1096, 1
  %1098 = select i1 %1093, i32 %1097, i32 0
  %1099 = ptrtoint ptr addrspace(3) %1094 to i64
  %1100 = trunc i64 %1099 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %1100, ptr addrspace(1) %1089, i32 %1098) #6
  br label %.loopexit

.preheader:                                       ; preds = %.preheader.preheader, %.preheader
  %1101 = phi i64 [ %1110, %.preheader ], [ 0, %.preheader.preheader ]
  %1102 = trunc nuw nsw i64 %1101 to i32
  %.reass399.reass = or i32 %1102, %invariant.op531
  %1103 = add i32 %.reass399.reass, %1086
  %1104 = sext i32 %1103 to i64
  %1105 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1104
  %1106 = icmp slt i32 %.reass399.reass, %5
  %.reass177.reass.reass = and i1 %1106, %invariant.op532
  %1107 = zext i1 %.reass177.reass.reass to i32
  %1108 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1105, i32 %1107, i16 0) #6
  %1109 = getelementptr bfloat, ptr addrspace(3) %1094, i64 %1101
  store i16 %1108, ptr addrspace(3) %1109, align 2
  %1110 = add nuw nsw i64 %1101, 1
  %exitcond296.not = icmp eq i64 %1110, 4
  br i1 %exitcond296.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %1095
  %1111 = lshr exact i32 %813, 5
  %1112 = mul i32 %1111, %5
  %1113 = add i32 %1112, %15
  %1114 = and i1 %16, %888
  %1115 = shl nuw nsw i32 %815, 8
  %1116 = zext nneg i32 %1115 to i64
  %gep179 = getelementptr i8, ptr addrspace(3) %326, i64 %1116
  %1117 = sext i32 %1113 to i64
  %1118 = getelementptr float, ptr addrspace(1) %2, i64 %1117
  %1119 = select i1 %1114, i32 4, i32 0
  %1120 = ptrtoint ptr addrspace(3) %gep179 to i64
  %1121 = trunc i64 %1120 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1121, ptr addrspace(1) %1118, i32 %1119) #6
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #6
  %1122 = add i32 %675, 32
  %1123 = icmp slt i32 %1122, %6
  br i1 %1123, label %642, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
  %1124 = bitcast float %856 to i32
  %1125 = bitcast float %857 to i32
  %1126 = bitcast float %858 to i32
  %1127 = bitcast float %859 to i32
  %1128 = bitcast float %860 to i32
  %1129 = bitcast float %861 to i32
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
  br label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit46.._crit_edge_crit_edge, %._crit_edge.loopexit
  %.pre-phi310 = phi i32 [ %.pre309, %.loopexit46.._crit_edge_crit_edge ], [ %607, %._crit_edge.loopexit ]
  %.pre-phi308 = phi i32 [ %.pre307, %.loopexit46.._crit_edge_crit_edge ], [ %563, %._crit_edge.loopexit ]
  %.pre-phi306 = phi i32 [ %.pre305, %.loopexit46.._crit_edge_crit_edge ], [ %594, %._crit_edge.loopexit ]
  %.pre-phi304 = phi i32 [ %.pre303, %.loopexit46.._crit_edge_crit_edge ], [ %590, %._crit_edge.loopexit ]
  %.pre-phi302 = phi i32 [ %.pre301, %.loopexit46.._crit_edge_crit_edge ], [ %586, %._crit_edge.loopexit ]
  %.pre-phi298 = phi i32 [ %.pre297, %.loopexit46.._crit_edge_crit_edge ], [ %562, %._crit_edge.loopexit ]
  %.pre-phi = phi i32 [ %.pre, %.loopexit46.._crit_edge_crit_edge ], [ %566, %._crit_edge.loopexit ]
  %.lcssa139 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1124, %._crit_edge.loopexit ]
  %.lcssa138 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1125, %._crit_edge.loopexit ]
  %.lcssa137 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1126, %._crit_edge.loopexit ]
  %.lcssa136 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1127, %._crit_edge.loopexit ]
  %.lcssa135 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1128, %._crit_edge.loopexit ]
  %.lcssa134 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1129, %._crit_edge.loopexit ]
  %.lcssa133 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1130, %._crit_edge.loopexit ]
  %.lcssa132 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1131, %._crit_edge.loopexit ]
  %.lcssa131 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1132, %._crit_edge.loopexit ]
  %.lcssa130 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1133, %._crit_edge.loopexit ]
  %.lcssa129 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1134, %._crit_edge.loopexit ]
  %.lcssa128 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1135, %._crit_edge.loopexit ]
  %.lcssa127 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1136, %._crit_edge.loopexit ]
  %.lcssa126 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1137, %._crit_edge.loopexit ]
  %.lcssa125 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1138, %._crit_edge.loopexit ]
  %.lcssa124 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1139, %._crit_edge.loopexit ]
  %.lcssa123 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1140, %._crit_edge.loopexit ]
  %.lcssa122 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1141, %._crit_edge.loopexit ]
  %.lcssa121 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1142, %._crit_edge.loopexit ]
  %.lcssa120 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1143, %._crit_edge.loopexit ]
  %.lcssa119 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1144, %._crit_edge.loopexit ]
  %.lcssa118 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1145, %._crit_edge.loopexit ]
  %.lcssa117 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1146, %._crit_edge.loopexit ]
  %.lcssa116 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1147, %._crit_edge.loopexit ]
  %.lcssa115 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1148, %._crit_edge.loopexit ]
  %.lcssa114 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1149, %._crit_edge.loopexit ]
  %.lcssa113 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1150, %._crit_edge.loopexit ]
  %.lcssa112 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1151, %._crit_edge.loopexit ]
  %.lcssa111 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1152, %._crit_edge.loopexit ]
  %.lcssa110 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1153, %._crit_edge.loopexit ]
  %.lcssa109 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1154, %._crit_edge.loopexit ]
  %.lcssa108 = phi i32 [ 0, %.loopexit46.._crit_edge_crit_edge ], [ %1155, %._crit_edge.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1156 = lshr i32 %8, 2
  %1157 = and i32 %1156, 7
  %1158 = and i32 %.pre-phi, 32
  %1159 = or disjoint i32 %1157, %12
  %1160 = or disjoint i32 %1159, %1158
  %1161 = mul i32 %5, %1160
  %1162 = or disjoint i32 %13, %.pre-phi298
  %1163 = or disjoint i32 %1162, %.pre-phi302
  %1164 = add i32 %1161, %1163
  %1165 = sext i32 %1164 to i64
  %1166 = getelementptr float, ptr addrspace(1) %3, i64 %1165
  %1167 = icmp slt i32 %1160, %4
  %1168 = icmp slt i32 %1163, %5
  %1169 = and i1 %1167, %1168
  %1170 = or disjoint i32 %1162, %.pre-phi304
  %1171 = icmp slt i32 %1170, %5
  %1172 = ptrtoint ptr addrspace(1) %1166 to i64
  %1173 = and i64 %1172, 7
  %1174 = icmp eq i64 %1173, 0
  %1175 = and i1 %1169, %1174
  %1176 = and i1 %1171, %1175
  %1177 = xor i1 %1169, %1176
  %1178 = xor i1 %1167, %1175
  %1179 = and i1 %1171, %1178
  %1180 = zext i1 %1176 to i32
  %1181 = zext i1 %1177 to i32
  %1182 = zext i1 %1179 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1180, i32 %.lcssa139, i32 %.lcssa138, ptr addrspace(1) %1166, i32 %1181, i32 %1182) #6
  %1183 = or disjoint i32 %1157, 8
  %1184 = or disjoint i32 %1158, %12
  %1185 = or disjoint i32 %1184, %1183
  %1186 = mul i32 %5, %1185
  %1187 = add i32 %1186, %1163
  %1188 = sext i32 %1187 to i64
  %1189 = getelementptr float, ptr addrspace(1) %3, i64 %1188
  %1190 = icmp slt i32 %1185, %4
  %1191 = and i1 %1190, %1168
  %1192 = ptrtoint ptr addrspace(1) %1189 to i64
  %1193 = and i64 %1192, 7
  %1194 = icmp eq i64 %1193, 0
  %1195 = and i1 %1191, %1194
  %1196 = and i1 %1171, %1195
  %1197 = xor i1 %1191, %1196
  %1198 = xor i1 %1190, %1195
  %1199 = and i1 %1171, %1198
  %1200 = zext i1 %1196 to i32
  %1201 = zext i1 %1197 to i32
  %1202 = zext i1 %1199 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1200, i32 %.lcssa137, i32 %.lcssa136, ptr addrspace(1) %1189, i32 %1201, i32 %1202) #6
  %1203 = or disjoint i32 %.pre-phi302, %13
  %1204 = or disjoint i32 %1203, %.pre-phi306
  %1205 = add i32 %1161, %1204
  %1206 = sext i32 %1205 to i64
  %1207 = getelementptr float, ptr addrspace(1) %3, i64 %1206
  %1208 = icmp slt i32 %1204, %5
  %1209 = and i1 %1167, %1208
  %1210 = or disjoint i32 %.pre-phi304, %13
  %1211 = or disjoint i32 %1210, %.pre-phi306
  %1212 = icmp slt i32 %1211, %5
  %1213 = ptrtoint ptr addrspace(1) %1207 to i64
  %1214 = and i64 %1213, 7
  %1215 = icmp eq i64 %1214, 0
  %1216 = and i1 %1209, %1215
  %1217 = and i1 %1212, %1216
  %1218 = xor i1 %1209, %1217
  %1219 = xor i1 %1167, %1216
  %1220 = and i1 %1212, %1219
  %1221 = zext i1 %1217 to i32
  %1222 = zext i1 %1218 to i32
  %1223 = zext i1 %1220 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1221, i32 %.lcssa135, i32 %.lcssa134, ptr addrspace(1) %1207, i32 %1222, i32 %1223) #6
  %1224 = add i32 %1186, %1204
  %1225 = sext i32 %1224 to i64
  %1226 = getelementptr float, ptr addrspace(1) %3, i64 %1225
  %1227 = and i1 %1190, %1208
  %1228 = ptrtoint ptr addrspace(1) %1226 to i64
  %1229 = and i64 %1228, 7
  %1230 = icmp eq i64 %1229, 0
  %1231 = and i1 %1227, %1230
  %1232 = and i1 %1212, %1231
  %1233 = xor i1 %1227, %1232
  %1234 = xor i1 %1190, %1231
  %1235 = and i1 %1212, %1234
  %1236 = zext i1 %1232 to i32
  %1237 = zext i1 %1233 to i32
  %1238 = zext i1 %1235 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1236, i32 %.lcssa133, i32 %.lcssa132, ptr addrspace(1) %1226, i32 %1237, i32 %1238) #6
  %1239 = or disjoint i32 %1203, %.pre-phi308
  %1240 = add i32 %1161, %1239
  %1241 = sext i32 %1240 to i64
  %1242 = getelementptr float, ptr addrspace(1) %3, i64 %1241
  %1243 = icmp slt i32 %1239, %5
  %1244 = and i1 %1167, %1243
  %1245 = or disjoint i32 %1210, %.pre-phi308
  %1246 = icmp slt i32 %1245, %5
  %1247 = ptrtoint ptr addrspace(1) %1242 to i64
  %1248 = and i64 %1247, 7
  %1249 = icmp eq i64 %1248, 0
  %1250 = and i1 %1244, %1249
  %1251 = and i1 %1246, %1250
  %1252 = xor i1 %1244, %1251
  %1253 = xor i1 %1167, %1250
  %1254 = and i1 %1246, %1253
  %1255 = zext i1 %1251 to i32
  %1256 = zext i1 %1252 to i32
  %1257 = zext i1 %1254 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1255, i32 %.lcssa131, i32 %.lcssa130, ptr addrspace(1) %1242, i32 %1256, i32 %1257) #6
  %1258 = add i32 %1186, %1239
  %1259 = sext i32 %1258 to i64
  %1260 = getelementptr float, ptr addrspace(1) %3, i64 %1259
  %1261 = and i1 %1190, %1243
  %1262 = ptrtoint ptr addrspace(1) %1260 to i64
  %1263 = and i64 %1262, 7
  %1264 = icmp eq i64 %1263, 0
  %1265 = and i1 %1261, %1264
  %1266 = and i1 %1246, %1265
  %1267 = xor i1 %1261, %1266
  %1268 = xor i1 %1190, %1265
  %1269 = and i1 %1246, %1268
  %1270 = zext i1 %1266 to i32
  %1271 = zext i1 %1267 to i32
  %1272 = zext i1 %1269 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1270, i32 %.lcssa129, i32 %.lcssa128, ptr addrspace(1) %1260, i32 %1271, i32 %1272) #6
  %1273 = or disjoint i32 %1203, %.pre-phi310
  %1274 = add i32 %1161, %1273
  %1275 = sext i32 %1274 to i64
  %1276 = getelementptr float, ptr addrspace(1) %3, i64 %1275
  %1277 = icmp slt i32 %1273, %5
  %1278 = and i1 %1167, %1277
  %1279 = or disjoint i32 %1210, %.pre-phi310
  %1280 = icmp slt i32 %1279, %5
  %1281 = ptrtoint ptr addrspace(1) %1276 to i64
  %1282 = and i64 %1281, 7
  %1283 = icmp eq i64 %1282, 0
  %1284 = and i1 %1278, %1283
  %1285 = and i1 %1280, %1284
  %1286 = xor i1 %1278, %1285
  %1287 = xor i1 %1167, %1284
  %1288 = and i1 %1280, %1287
  %1289 = zext i1 %1285 to i32
  %1290 = zext i1 %1286 to i32
  %1291 = zext i1 %1288 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1289, i32 %.lcssa127, i32 %.lcssa126, ptr addrspace(1) %1276, i32 %1290, i32 %1291) #6
  %1292 = add i32 %1186, %1273
  %1293 = sext i32 %1292 to i64
  %1294 = getelementptr float, ptr addrspace(1) %3, i64 %1293
  %1295 = and i1 %1190, %1277
  %1296 = ptrtoint ptr addrspace(1) %1294 to i64
  %1297 = and i64 %1296, 7
  %1298 = icmp eq i64 %1297, 0
  %1299 = and i1 %1295, %1298
  %1300 = and i1 %1280, %1299
  %1301 = xor i1 %1295, %1300
  %1302 = xor i1 %1190, %1299
  %1303 = and i1 %1280, %1302
  %1304 = zext i1 %1300 to i32
  %1305 = zext i1 %1301 to i32
  %1306 = zext i1 %1303 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1304, i32 %.lcssa125, i32 %.lcssa124, ptr addrspace(1) %1294, i32 %1305, i32 %1306) #6
  %1307 = or disjoint i32 %1158, 16
  %1308 = or disjoint i32 %1159, %1307
  %1309 = mul i32 %5, %1308
  %1310 = add i32 %1309, %1163
  %1311 = sext i32 %1310 to i64
  %1312 = getelementptr float, ptr addrspace(1) %3, i64 %1311
  %1313 = icmp slt i32 %1308, %4
  %1314 = and i1 %1313, %1168
  %1315 = ptrtoint ptr addrspace(1) %1312 to i64
  %1316 = and i64 %1315, 7
  %1317 = icmp eq i64 %1316, 0
  %1318 = and i1 %1314, %1317
  %1319 = and i1 %1171, %1318
  %1320 = xor i1 %1314, %1319
  %1321 = xor i1 %1313, %1318
  %1322 = and i1 %1171, %1321
  %1323 = zext i1 %1319 to i32
  %1324 = zext i1 %1320 to i32
  %1325 = zext i1 %1322 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1323, i32 %.lcssa123, i32 %.lcssa122, ptr addrspace(1) %1312, i32 %1324, i32 %1325) #6
  %1326 = or disjoint i32 %1183, %12
  %1327 = or disjoint i32 %1326, %1307
  %1328 = mul i32 %5, %1327
  %1329 = add i32 %1328, %1163
  %1330 = sext i32 %1329 to i64
  %1331 = getelementptr float, ptr addrspace(1) %3, i64 %1330
  %1332 = icmp slt i32 %1327, %4
  %1333 = and i1 %1332, %1168
  %1334 = ptrtoint ptr addrspace(1) %1331 to i64
  %1335 = and i64 %1334, 7
  %1336 = icmp eq i64 %1335, 0
  %1337 = and i1 %1333, %1336
  %1338 = and i1 %1171, %1337
  %1339 = xor i1 %1333, %1338
  %1340 = xor i1 %1332, %1337
  %1341 = and i1 %1171, %1340
  %1342 = zext i1 %1338 to i32
  %1343 = zext i1 %1339 to i32
  %1344 = zext i1 %1341 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1342, i32 %.lcssa121, i32 %.lcssa120, ptr addrspace(1) %1331, i32 %1343, i32 %1344) #6
  %1345 = add i32 %1309, %1204
  %1346 = sext i32 %1345 to i64
  %1347 = getelementptr float, ptr addrspace(1) %3, i64 %1346
  %1348 = and i1 %1313, %1208
  %1349 = ptrtoint ptr addrspace(1) %1347 to i64
  %1350 = and i64 %1349, 7
  %1351 = icmp eq i64 %1350, 0
  %1352 = and i1 %1348, %1351
  %1353 = and i1 %1212, %1352
  %1354 = xor i1 %1348, %1353
  %1355 = xor i1 %1313, %1352
  %1356 = and i1 %1212, %1355
  %1357 = zext i1 %1353 to i32
  %1358 = zext i1 %1354 to i32
  %1359 = zext i1 %1356 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1357, i32 %.lcssa119, i32 %.lcssa118, ptr addrspace(1) %1347, i32 %1358, i32 %1359) #6
  %1360 = add i32 %1328, %1204
  %1361 = sext i32 %1360 to i64
  %1362 = getelementptr float, ptr addrspace(1) %3, i64 %1361
  %1363 = and i1 %1332, %1208
  %1364 = ptrtoint ptr addrspace(1) %1362 to i64
  %1365 = and i64 %1364, 7
  %1366 = icmp eq i64 %1365, 0
  %1367 = and i1 %1363, %1366
  %1368 = and i1 %1212, %1367
  %1369 = xor i1 %1363, %1368
  %1370 = xor i1 %1332, %1367
  %1371 = and i1 %1212, %1370
  %1372 = zext i1 %1368 to i32
  %1373 = zext i1 %1369 to i32
  %1374 = zext i1 %1371 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1372, i32 %.lcssa117, i32 %.lcssa116, ptr addrspace(1) %1362, i32 %1373, i32 %1374) #6
  %1375 = add i32 %1309, %1239
  %1376 = sext i32 %1375 to i64
  %1377 = getelementptr float, ptr addrspace(1) %3, i64 %1376
  %1378 = and i1 %1313, %1243
  %1379 = ptrtoint ptr addrspace(1) %1377 to i64
  %1380 = and i64 %1379, 7
  %1381 = icmp eq i64 %1380, 0
  %1382 = and i1 %1378, %1381
  %1383 = and i1 %1246, %1382
  %1384 = xor i1 %1378, %1383
  %1385 = xor i1 %1313, %1382
  %1386 = and i1 %1246, %1385
  %1387 = zext i1 %1383 to i32
  %1388 = zext i1 %1384 to i32
  %1389 = zext i1 %1386 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1387, i32 %.lcssa115, i32 %.lcssa114, ptr addrspace(1) %1377, i32 %1388, i32 %1389) #6
  %1390 = add i32 %1328, %1239
  %1391 = sext i32 %1390 to i64
  %1392 = getelementptr float, ptr addrspace(1) %3, i64 %1391
  %1393 = and i1 %1332, %1243
  %1394 = ptrtoint ptr addrspace(1) %1392 to i64
  %1395 = and i64 %1394, 7
  %1396 = icmp eq i64 %1395, 0
  %1397 = and i1 %1393, %1396
  %1398 = and i1 %1246, %1397
  %1399 = xor i1 %1393, %1398
  %1400 = xor i1 %1332, %1397
  %1401 = and i1 %1246, %1400
  %1402 = zext i1 %1398 to i32
  %1403 = zext i1 %1399 to i32
  %1404 = zext i1 %1401 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1402, i32 %.lcssa113, i32 %.lcssa112, ptr addrspace(1) %1392, i32 %1403, i32 %1404) #6
  %1405 = add i32 %1309, %1273
  %1406 = sext i32 %1405 to i64
  %1407 = getelementptr float, ptr addrspace(1) %3, i64 %1406
  %1408 = and i1 %1313, %1277
  %1409 = ptrtoint ptr addrspace(1) %1407 to i64
  %1410 = and i64 %1409, 7
  %1411 = icmp eq i64 %1410, 0
  %1412 = and i1 %1408, %1411
  %1413 = and i1 %1280, %1412
  %1414 = xor i1 %1408, %1413
  %1415 = xor i1 %1313, %1412
  %1416 = and i1 %1280, %1415
  %1417 = zext i1 %1413 to i32
  %1418 = zext i1 %1414 to i32
  %1419 = zext i1 %1416 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1417, i32 %.lcssa111, i32 %.lcssa110, ptr addrspace(1) %1407, i32 %1418, i32 %1419) #6
  %1420 = add i32 %1328, %1273
  %1421 = sext i32 %1420 to i64
  %1422 = getelementptr float, ptr addrspace(1) %3, i64 %1421
  %1423 = and i1 %1332, %1277
  %1424 = ptrtoint ptr addrspace(1) %1422 to i64
  %1425 = and i64 %1424, 7
  %1426 = icmp eq i64 %1425, 0
  %1427 = and i1 %1423, %1426
  %1428 = and i1 %1280, %1427
  %1429 = xor i1 %1423, %1428
  %1430 = xor i1 %1332, %1427
  %1431 = and i1 %1280, %1430
  %1432 = zext i1 %1428 to i32
  %1433 = zext i1 %1429 to i32
  %1434 = zext i1 %1431 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1432, i32 %.lcssa109, i32 %.lcssa108, ptr addrspace(1) %1422, i32 %1433, i32 %1434) #6
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
