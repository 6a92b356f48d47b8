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
  %19 = lshr i32 %7, 3
  %20 = xor i32 %19, %7
  %21 = shl nuw nsw i32 %12, 6
  %22 = shl nuw nsw i32 %20, 4
  %23 = and i32 %22, 48
  %24 = or disjoint i32 %23, %21
  %25 = zext nneg i32 %24 to i64
  %26 = or disjoint i32 %7, 128
  %27 = lshr i32 %26, 2
  %28 = or disjoint i32 %27, %10
  %29 = mul i32 %5, %28
  %30 = icmp slt i32 %28, %3
  %31 = shl nuw nsw i32 %27, 6
  %32 = or disjoint i32 %23, %31
  %33 = zext nneg i32 %32 to i64
  %34 = or disjoint i32 %12, 64
  %35 = or disjoint i32 %34, %10
  %36 = mul i32 %5, %35
  %37 = icmp slt i32 %35, %3
  %38 = shl nuw nsw i32 %34, 6
  %39 = or disjoint i32 %23, %38
  %40 = zext nneg i32 %39 to i64
  %41 = or disjoint i32 %12, 96
  %42 = or disjoint i32 %41, %10
  %43 = mul i32 %5, %42
  %44 = icmp slt i32 %42, %3
  %45 = shl nuw nsw i32 %41, 6
  %46 = or disjoint i32 %23, %45
  %47 = zext nneg i32 %46 to i64
  %48 = and i32 %13, 56
  %49 = or disjoint i32 %48, %11
  %50 = sext i32 %4 to i64
  %51 = lshr exact i32 %48, 3
  %52 = and i32 %19, 7
  %53 = xor i32 %51, %52
  %54 = shl nuw nsw i32 %19, 7
  %55 = shl nuw nsw i32 %53, 4
  %56 = or disjoint i32 %55, %54
  %57 = zext nneg i32 %56 to i64
  %58 = sext i32 %49 to i64
  %59 = sub nsw i64 %50, %58
  %60 = tail call i64 @llvm.smax.i64(i64 %59, i64 0)
  %61 = tail call i64 @llvm.umin.i64(i64 %60, i64 8)
  %62 = trunc nuw nsw i64 %61 to i32
  %63 = shl nuw nsw i32 %62, 1
  %64 = lshr i32 %26, 3
  %65 = and i32 %64, 7
  %66 = xor i32 %51, %65
  %67 = shl nuw nsw i32 %64, 7
  %68 = shl nuw nsw i32 %66, 4
  %69 = or disjoint i32 %68, %67
  %70 = zext nneg i32 %69 to i64
  %invariant.op525 = or i32 %48, %11
  %invariant.op526 = or i32 %48, %11
  br label %72

.preheader27:                                     ; preds = %.loopexit29
  %71 = icmp sgt i32 %5, 0
  br i1 %71, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %.preheader27
  %invariant.op531 = or i32 %48, %11
  %invariant.op532 = or i32 %48, %11
  br label %.lr.ph

72:                                               ; preds = %6, %.loopexit29
  %73 = phi i1 [ true, %6 ], [ false, %.loopexit29 ]
  %74 = phi i64 [ 0, %6 ], [ 1, %.loopexit29 ]
  %75 = trunc nuw nsw i64 %74 to i32
  %76 = shl nuw nsw i32 %75, 5
  %77 = icmp slt i32 %76, %5
  br i1 %77, label %78, label %.loopexit29

78:                                               ; preds = %72
  %79 = mul nuw nsw i64 %74, 12288
  %80 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %79
  %81 = or disjoint i32 %76, %14
  %82 = add i32 %81, %16
  %83 = sext i32 %82 to i64
  %84 = getelementptr bfloat, ptr addrspace(1) %0, i64 %83
  %85 = ptrtoint ptr addrspace(1) %84 to i64
  %86 = and i64 %85, 15
  %87 = icmp eq i64 %86, 0
  %88 = getelementptr i8, ptr addrspace(3) %80, i64 %25
  br i1 %87, label %89, label %.preheader38.preheader

.preheader38.preheader:                           ; preds = %78
  %invariant.op = or i32 %76, %14
  br label %.preheader38

89:                                               ; preds = %78
  %90 = zext nneg i32 %81 to i64
  %91 = sub nsw i64 %18, %90
  %92 = tail call i64 @llvm.smax.i64(i64 %91, i64 0)
  %93 = tail call i64 @llvm.umin.i64(i64 %92, i64 8)
  %94 = trunc nuw nsw i64 %93 to i32
  %95 = shl nuw nsw i32 %94, 1
  %96 = select i1 %17, i32 %95, i32 0
  %97 = ptrtoint ptr addrspace(3) %88 to i64
  %98 = trunc i64 %97 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %98, ptr addrspace(1) %84, i32 %96) #5
  br label %.loopexit39

.preheader38:                                     ; preds = %.preheader38.preheader, %.preheader38
  %99 = phi i64 [ %109, %.preheader38 ], [ 0, %.preheader38.preheader ]
  %100 = trunc nuw nsw i64 %99 to i32
  %.reass.reass = or i32 %100, %invariant.op
  %101 = add i32 %.reass.reass, %16
  %102 = sext i32 %101 to i64
  %103 = getelementptr bfloat, ptr addrspace(1) %0, i64 %102
  %104 = icmp slt i32 %.reass.reass, %5
  %105 = and i1 %17, %104
  %106 = zext i1 %105 to i32
  %107 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %103, i32 %106, i16 0) #5
  %108 = getelementptr bfloat, ptr addrspace(3) %88, i64 %99
  store i16 %107, ptr addrspace(3) %108, align 2
  %109 = add nuw nsw i64 %99, 1
  %exitcond.not = icmp eq i64 %109, 8
  br i1 %exitcond.not, label %.loopexit39, label %.preheader38

.loopexit39:                                      ; preds = %.preheader38, %89
  %110 = add i32 %81, %29
  %111 = sext i32 %110 to i64
  %112 = getelementptr bfloat, ptr addrspace(1) %0, i64 %111
  %113 = ptrtoint ptr addrspace(1) %112 to i64
  %114 = and i64 %113, 15
  %115 = icmp eq i64 %114, 0
  %116 = getelementptr i8, ptr addrspace(3) %80, i64 %33
  br i1 %115, label %117, label %.preheader36.preheader

.preheader36.preheader:                           ; preds = %.loopexit39
  %invariant.op522 = or i32 %76, %14
  br label %.preheader36

117:                                              ; preds = %.loopexit39
  %118 = zext nneg i32 %81 to i64
  %119 = sub nsw i64 %18, %118
  %120 = tail call i64 @llvm.smax.i64(i64 %119, i64 0)
  %121 = tail call i64 @llvm.umin.i64(i64 %120, i64 8)
  %122 = trunc nuw nsw i64 %121 to i32
  %123 = shl nuw nsw i32 %122, 1
  %124 = select i1 %30, i32 %123, i32 0
  %125 = ptrtoint ptr addrspace(3) %116 to i64
  %126 = trunc i64 %125 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %126, ptr addrspace(1) %112, i32 %124) #5
  br label %.loopexit37

.preheader36:                                     ; preds = %.preheader36.preheader, %.preheader36
  %127 = phi i64 [ %137, %.preheader36 ], [ 0, %.preheader36.preheader ]
  %128 = trunc nuw nsw i64 %127 to i32
  %.reass309.reass = or i32 %128, %invariant.op522
  %129 = add i32 %.reass309.reass, %29
  %130 = sext i32 %129 to i64
  %131 = getelementptr bfloat, ptr addrspace(1) %0, i64 %130
  %132 = icmp slt i32 %.reass309.reass, %5
  %133 = and i1 %30, %132
  %134 = zext i1 %133 to i32
  %135 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %131, i32 %134, i16 0) #5
  %136 = getelementptr bfloat, ptr addrspace(3) %116, i64 %127
  store i16 %135, ptr addrspace(3) %136, align 2
  %137 = add nuw nsw i64 %127, 1
  %exitcond230.not = icmp eq i64 %137, 8
  br i1 %exitcond230.not, label %.loopexit37, label %.preheader36

.loopexit37:                                      ; preds = %.preheader36, %117
  %138 = add i32 %81, %36
  %139 = sext i32 %138 to i64
  %140 = getelementptr bfloat, ptr addrspace(1) %0, i64 %139
  %141 = ptrtoint ptr addrspace(1) %140 to i64
  %142 = and i64 %141, 15
  %143 = icmp eq i64 %142, 0
  %144 = getelementptr i8, ptr addrspace(3) %80, i64 %40
  br i1 %143, label %145, label %.preheader34.preheader

.preheader34.preheader:                           ; preds = %.loopexit37
  %invariant.op523 = or i32 %76, %14
  br label %.preheader34

145:                                              ; preds = %.loopexit37
  %146 = zext nneg i32 %81 to i64
  %147 = sub nsw i64 %18, %146
  %148 = tail call i64 @llvm.smax.i64(i64 %147, i64 0)
  %149 = tail call i64 @llvm.umin.i64(i64 %148, i64 8)
  %150 = trunc nuw nsw i64 %149 to i32
  %151 = shl nuw nsw i32 %150, 1
  %152 = select i1 %37, i32 %151, i32 0
  %153 = ptrtoint ptr addrspace(3) %144 to i64
  %154 = trunc i64 %153 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %154, ptr addrspace(1) %140, i32 %152) #5
  br label %.loopexit35

.preheader34:                                     ; preds = %.preheader34.preheader, %.preheader34
  %155 = phi i64 [ %165, %.preheader34 ], [ 0, %.preheader34.preheader ]
  %156 = trunc nuw nsw i64 %155 to i32
  %.reass311.reass = or i32 %156, %invariant.op523
  %157 = add i32 %.reass311.reass, %36
  %158 = sext i32 %157 to i64
  %159 = getelementptr bfloat, ptr addrspace(1) %0, i64 %158
  %160 = icmp slt i32 %.reass311.reass, %5
  %161 = and i1 %37, %160
  %162 = zext i1 %161 to i32
  %163 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %159, i32 %162, i16 0) #5
  %164 = getelementptr bfloat, ptr addrspace(3) %144, i64 %155
  store i16 %163, ptr addrspace(3) %164, align 2
  %165 = add nuw nsw i64 %155, 1
  %exitcond231.not = icmp eq i64 %165, 8
  br i1 %exitcond231.not, label %.loopexit35, label %.preheader34

.loopexit35:                                      ; preds = %.preheader34, %145
  %166 = add i32 %81, %43
  %167 = sext i32 %166 to i64
  %168 = getelementptr bfloat, ptr addrspace(1) %0, i64 %167
  %169 = ptrtoint ptr addrspace(1) %168 to i64
  %170 = and i64 %169, 15
  %171 = icmp eq i64 %170, 0
  %172 = getelementptr i8, ptr addrspace(3) %80, i64 %47
  br i1 %171, label %173, label %.preheader32.preheader

.preheader32.preheader:                           ; preds = %.loopexit35
  %invariant.op524 = or i32 %76, %14
  br label %.preheader32

173:                                              ; preds = %.loopexit35
  %174 = zext nneg i32 %81 to i64
  %175 = sub nsw i64 %18, %174
  %176 = tail call i64 @llvm.smax.i64(i64 %175, i64 0)
  %177 = tail call i64 @llvm.umin.i64(i64 %176, i64 8)
  %178 = trunc nuw nsw i64 %177 to i32
  %179 = shl nuw nsw i32 %178, 1
  %180 = select i1 %44, i32 %179, i32 0
  %181 = ptrtoint ptr addrspace(3) %172 to i64
  %182 = trunc i64 %181 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %182, ptr addrspace(1) %168, i32 %180) #5
  br label %.loopexit33

.preheader32:                                     ; preds = %.preheader32.preheader, %.preheader32
  %183 = phi i64 [ %193, %.preheader32 ], [ 0, %.preheader32.preheader ]
  %184 = trunc nuw nsw i64 %183 to i32
  %.reass313.reass = or i32 %184, %invariant.op524
  %185 = add i32 %.reass313.reass, %43
  %186 = sext i32 %185 to i64
  %187 = getelementptr bfloat, ptr addrspace(1) %0, i64 %186
  %188 = icmp slt i32 %.reass313.reass, %5
  %189 = and i1 %44, %188
  %190 = zext i1 %189 to i32
  %191 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %187, i32 %190, i16 0) #5
  %192 = getelementptr bfloat, ptr addrspace(3) %172, i64 %183
  store i16 %191, ptr addrspace(3) %192, align 2
  %193 = add nuw nsw i64 %183, 1
  %exitcond232.not = icmp eq i64 %193, 8
  br i1 %exitcond232.not, label %.loopexit33, label %.preheader32

.loopexit33:                                      ; preds = %.preheader32, %173
  %194 = getelementptr i8, ptr addrspace(3) %80, i64 8192
  %195 = or disjoint i32 %76, %19
  %196 = mul i32 %195, %4
  %197 = add i32 %196, %49
  %198 = sext i32 %197 to i64
  %199 = getelementptr bfloat, ptr addrspace(1) %1, i64 %198
  %200 = ptrtoint ptr addrspace(1) %199 to i64
  %201 = and i64 %200, 15
  %202 = icmp eq i64 %201, 0
  %203 = icmp slt i32 %195, %5
  %204 = getelementptr i8, ptr addrspace(3) %194, i64 %57
  br i1 %202, label %205, label %.preheader30

205:                                              ; preds = %.loopexit33
  %206 = select i1 %203, i32 %63, i32 0
  %207 = ptrtoint ptr addrspace(3) %204 to i64
  %208 = trunc i64 %207 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %208, ptr addrspace(1) %199, i32 %206) #5
  br label %.loopexit31

.preheader30:                                     ; preds = %.loopexit33, %.preheader30
  %209 = phi i64 [ %219, %.preheader30 ], [ 0, %.loopexit33 ]
  %210 = trunc nuw nsw i64 %209 to i32
  %.reass315.reass = or i32 %210, %invariant.op525
  %211 = add i32 %.reass315.reass, %196
  %212 = sext i32 %211 to i64
  %213 = getelementptr bfloat, ptr addrspace(1) %1, i64 %212
  %214 = icmp slt i32 %.reass315.reass, %4
  %215 = and i1 %203, %214
  %216 = zext i1 %215 to i32
  %217 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %213, i32 %216, i16 0) #5
  %218 = getelementptr bfloat, ptr addrspace(3) %204, i64 %209
  store i16 %217, ptr addrspace(3) %218, align 2
  %219 = add nuw nsw i64 %209, 1
  %exitcond233.not = icmp eq i64 %219, 8
  br i1 %exitcond233.not, label %.loopexit31, label %.preheader30

.loopexit31:                                      ; preds = %.preheader30, %205
  %220 = or disjoint i32 %76, %64
  %221 = mul i32 %220, %4
  %222 = add i32 %221, %49
  %223 = sext i32 %222 to i64
  %224 = getelementptr bfloat, ptr addrspace(1) %1, i64 %223
  %225 = ptrtoint ptr addrspace(1) %224 to i64
  %226 = and i64 %225, 15
  %227 = icmp eq i64 %226, 0
  %228 = icmp slt i32 %220, %5
  %229 = getelementptr i8, ptr addrspace(3) %194, i64 %70
  br i1 %227, label %230, label %.preheader28

230:                                              ; preds = %.loopexit31
  %231 = select i1 %228, i32 %63, i32 0
  %232 = ptrtoint ptr addrspace(3) %229 to i64
  %233 = trunc i64 %232 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %233, ptr addrspace(1) %224, i32 %231) #5
  br label %.loopexit29

.preheader28:                                     ; preds = %.loopexit31, %.preheader28
  %234 = phi i64 [ %244, %.preheader28 ], [ 0, %.loopexit31 ]
  %235 = trunc nuw nsw i64 %234 to i32
  %.reass317.reass = or i32 %235, %invariant.op526
  %236 = add i32 %.reass317.reass, %221
  %237 = sext i32 %236 to i64
  %238 = getelementptr bfloat, ptr addrspace(1) %1, i64 %237
  %239 = icmp slt i32 %.reass317.reass, %4
  %240 = and i1 %228, %239
  %241 = zext i1 %240 to i32
  %242 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %238, i32 %241, i16 0) #5
  %243 = getelementptr bfloat, ptr addrspace(3) %229, i64 %234
  store i16 %242, ptr addrspace(3) %243, align 2
  %244 = add nuw nsw i64 %234, 1
  %exitcond234.not = icmp eq i64 %244, 8
  br i1 %exitcond234.not, label %.loopexit29, label %.preheader28

.loopexit29:                                      ; preds = %.preheader28, %230, %72
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  br i1 %73, label %72, label %.preheader27

.lr.ph:                                           ; preds = %.lr.ph.preheader, %.loopexit
  %245 = phi i32 [ %718, %.loopexit ], [ 0, %.lr.ph.preheader ]
  %246 = phi float [ %715, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %247 = phi float [ %714, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %248 = phi float [ %713, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %249 = phi float [ %712, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %250 = phi float [ %711, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %251 = phi float [ %710, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %252 = phi float [ %709, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %253 = phi float [ %708, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %254 = phi float [ %707, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %255 = phi float [ %706, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %256 = phi float [ %705, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %257 = phi float [ %704, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %258 = phi float [ %703, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %259 = phi float [ %702, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %260 = phi float [ %701, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %261 = phi float [ %700, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %262 = phi float [ %699, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %263 = phi float [ %698, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %264 = phi float [ %697, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %265 = phi float [ %696, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %266 = phi float [ %695, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %267 = phi float [ %694, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %268 = phi float [ %693, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %269 = phi float [ %692, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %270 = phi float [ %691, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %271 = phi float [ %690, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %272 = phi float [ %689, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %273 = phi float [ %688, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %274 = phi float [ %687, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %275 = phi float [ %686, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %276 = phi float [ %685, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %277 = phi float [ %684, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %278 = phi float [ %683, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %279 = phi float [ %682, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %280 = phi float [ %681, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %281 = phi float [ %680, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %282 = phi float [ %679, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %283 = phi float [ %678, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %284 = phi float [ %677, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %285 = phi float [ %676, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %286 = phi float [ %675, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %287 = phi float [ %674, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %288 = phi float [ %673, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %289 = phi float [ %672, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %290 = phi float [ %671, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %291 = phi float [ %670, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %292 = phi float [ %669, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %293 = phi float [ %668, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %294 = phi float [ %667, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %295 = phi float [ %666, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %296 = phi float [ %665, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %297 = phi float [ %664, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %298 = phi float [ %663, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %299 = phi float [ %662, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %300 = phi float [ %661, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %301 = phi float [ %660, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %302 = phi float [ %659, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %303 = phi float [ %658, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %304 = phi float [ %657, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %305 = phi float [ %656, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %306 = phi float [ %655, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %307 = phi float [ %654, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %308 = phi float [ %653, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %309 = phi float [ %652, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %310 = phi i32 [ %719, %.loopexit ], [ 0, %.lr.ph.preheader ]
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %311 = add i32 %310, 64
  %312 = icmp slt i32 %311, %5
  %313 = icmp slt i32 %310, 2147483584
  %314 = and i1 %313, %312
  br i1 %314, label %315, label %.loopexit

315:                                              ; preds = %.lr.ph
  %316 = add i32 %245, 2
  %317 = icmp ugt i32 %316, 3
  %318 = add i32 %245, -2
  %319 = select i1 %317, i32 %318, i32 %316
  %320 = mul i32 %319, 12288
  %321 = sext i32 %320 to i64
  %322 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %321
  %323 = or disjoint i32 %311, %14
  %324 = add i32 %323, %16
  %325 = sext i32 %324 to i64
  %326 = getelementptr bfloat, ptr addrspace(1) %0, i64 %325
  %327 = ptrtoint ptr addrspace(1) %326 to i64
  %328 = and i64 %327, 15
  %329 = icmp eq i64 %328, 0
  %330 = getelementptr i8, ptr addrspace(3) %322, i64 %25
  br i1 %329, label %331, label %.preheader25.preheader

.preheader25.preheader:                           ; preds = %315
  %invariant.op527 = or i32 %311, %14
  br label %.preheader25

331:                                              ; preds = %315
  %332 = sext i32 %323 to i64
  %333 = sub nsw i64 %18, %332
  %334 = tail call i64 @llvm.smax.i64(i64 %333, i64 0)
  %335 = tail call i64 @llvm.umin.i64(i64 %334, i64 8)
  %336 = trunc nuw nsw i64 %335 to i32
  %337 = shl nuw nsw i32 %336, 1
  %338 = select i1 %17, i32 %337, i32 0
  %339 = ptrtoint ptr addrspace(3) %330 to i64
  %340 = trunc i64 %339 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %340, ptr addrspace(1) %326, i32 %338) #5
  br label %.loopexit26

.preheader25:                                     ; preds = %.preheader25.preheader, %.preheader25
  %341 = phi i64 [ %351, %.preheader25 ], [ 0, %.preheader25.preheader ]
  %342 = trunc nuw nsw i64 %341 to i32
  %.reass319.reass = or i32 %342, %invariant.op527
  %343 = add i32 %.reass319.reass, %16
  %344 = sext i32 %343 to i64
  %345 = getelementptr bfloat, ptr addrspace(1) %0, i64 %344
  %346 = icmp slt i32 %.reass319.reass, %5
  %347 = and i1 %17, %346
  %348 = zext i1 %347 to i32
  %349 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %345, i32 %348, i16 0) #5
  %350 = getelementptr bfloat, ptr addrspace(3) %330, i64 %341
  store i16 %349, ptr addrspace(3) %350, align 2
  %351 = add nuw nsw i64 %341, 1
  %exitcond235.not = icmp eq i64 %351, 8
  br i1 %exitcond235.not, label %.loopexit26, label %.preheader25

.loopexit26:                                      ; preds = %.preheader25, %331
  %352 = add i32 %323, %29
  %353 = sext i32 %352 to i64
  %354 = getelementptr bfloat, ptr addrspace(1) %0, i64 %353
  %355 = ptrtoint ptr addrspace(1) %354 to i64
  %356 = and i64 %355, 15
  %357 = icmp eq i64 %356, 0
  %358 = getelementptr i8, ptr addrspace(3) %322, i64 %33
  br i1 %357, label %359, label %.preheader23.preheader

.preheader23.preheader:                           ; preds = %.loopexit26
  %invariant.op528 = or i32 %311, %14
  br label %.preheader23

359:                                              ; preds = %.loopexit26
  %360 = sext i32 %323 to i64
  %361 = sub nsw i64 %18, %360
  %362 = tail call i64 @llvm.smax.i64(i64 %361, i64 0)
  %363 = tail call i64 @llvm.umin.i64(i64 %362, i64 8)
  %364 = trunc nuw nsw i64 %363 to i32
  %365 = shl nuw nsw i32 %364, 1
  %366 = select i1 %30, i32 %365, i32 0
  %367 = ptrtoint ptr addrspace(3) %358 to i64
  %368 = trunc i64 %367 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %368, ptr addrspace(1) %354, i32 %366) #5
  br label %.loopexit24

.preheader23:                                     ; preds = %.preheader23.preheader, %.preheader23
  %369 = phi i64 [ %379, %.preheader23 ], [ 0, %.preheader23.preheader ]
  %370 = trunc nuw nsw i64 %369 to i32
  %.reass321.reass = or i32 %370, %invariant.op528
  %371 = add i32 %.reass321.reass, %29
  %372 = sext i32 %371 to i64
  %373 = getelementptr bfloat, ptr addrspace(1) %0, i64 %372
  %374 = icmp slt i32 %.reass321.reass, %5
  %375 = and i1 %30, %374
  %376 = zext i1 %375 to i32
  %377 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %373, i32 %376, i16 0) #5
  %378 = getelementptr bfloat, ptr addrspace(3) %358, i64 %369
  store i16 %377, ptr addrspace(3) %378, align 2
  %379 = add nuw nsw i64 %369, 1
  %exitcond236.not = icmp eq i64 %379, 8
  br i1 %exitcond236.not, label %.loopexit24, label %.preheader23

.loopexit24:                                      ; preds = %.preheader23, %359
  %380 = add i32 %323, %36
  %381 = sext i32 %380 to i64
  %382 = getelementptr bfloat, ptr addrspace(1) %0, i64 %381
  %383 = ptrtoint ptr addrspace(1) %382 to i64
  %384 = and i64 %383, 15
  %385 = icmp eq i64 %384, 0
  %386 = getelementptr i8, ptr addrspace(3) %322, i64 %40
  br i1 %385, label %387, label %.preheader21.preheader

.preheader21.preheader:                           ; preds = %.loopexit24
  %invariant.op529 = or i32 %311, %14
  br label %.preheader21

387:                                              ; preds = %.loopexit24
  %388 = sext i32 %323 to i64
  %389 = sub nsw i64 %18, %388
  %390 = tail call i64 @llvm.smax.i64(i64 %389, i64 0)
  %391 = tail call i64 @llvm.umin.i64(i64 %390, i64 8)
  %392 = trunc nuw nsw i64 %391 to i32
  %393 = shl nuw nsw i32 %392, 1
  %394 = select i1 %37, i32 %393, i32 0
  %395 = ptrtoint ptr addrspace(3) %386 to i64
  %396 = trunc i64 %395 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %396, ptr addrspace(1) %382, i32 %394) #5
  br label %.loopexit22

.preheader21:                                     ; preds = %.preheader21.preheader, %.preheader21
  %397 = phi i64 [ %407, %.preheader21 ], [ 0, %.preheader21.preheader ]
  %398 = trunc nuw nsw i64 %397 to i32
  %.reass323.reass = or i32 %398, %invariant.op529
  %399 = add i32 %.reass323.reass, %36
  %400 = sext i32 %399 to i64
  %401 = getelementptr bfloat, ptr addrspace(1) %0, i64 %400
  %402 = icmp slt i32 %.reass323.reass, %5
  %403 = and i1 %37, %402
  %404 = zext i1 %403 to i32
  %405 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %401, i32 %404, i16 0) #5
  %406 = getelementptr bfloat, ptr addrspace(3) %386, i64 %397
  store i16 %405, ptr addrspace(3) %406, align 2
  %407 = add nuw nsw i64 %397, 1
  %exitcond237.not = icmp eq i64 %407, 8
  br i1 %exitcond237.not, label %.loopexit22, label %.preheader21

.loopexit22:                                      ; preds = %.preheader21, %387
  %408 = add i32 %323, %43
  %409 = sext i32 %408 to i64
  %410 = getelementptr bfloat, ptr addrspace(1) %0, i64 %409
  %411 = ptrtoint ptr addrspace(1) %410 to i64
  %412 = and i64 %411, 15
  %413 = icmp eq i64 %412, 0
  %414 = getelementptr i8, ptr addrspace(3) %322, i64 %47
  br i1 %413, label %415, label %.preheader19.preheader

.preheader19.preheader:                           ; preds = %.loopexit22
  %invariant.op530 = or i32 %311, %14
  br label %.preheader19

415:                                              ; preds = %.loopexit22
  %416 = sext i32 %323 to i64
  %417 = sub nsw i64 %18, %416
  %418 = tail call i64 @llvm.smax.i64(i64 %417, i64 0)
  %419 = tail call i64 @llvm.umin.i64(i64 %418, i64 8)
  %420 = trunc nuw nsw i64 %419 to i32
  %421 = shl nuw nsw i32 %420, 1
  %422 = select i1 %44, i32 %421, i32 0
  %423 = ptrtoint ptr addrspace(3) %414 to i64
  %424 = trunc i64 %423 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %424, ptr addrspace(1) %410, i32 %422) #5
  br label %.loopexit20

.preheader19:                                     ; preds = %.preheader19.preheader, %.preheader19
  %425 = phi i64 [ %435, %.preheader19 ], [ 0, %.preheader19.preheader ]
  %426 = trunc nuw nsw i64 %425 to i32
  %.reass325.reass = or i32 %426, %invariant.op530
  %427 = add i32 %.reass325.reass, %43
  %428 = sext i32 %427 to i64
  %429 = getelementptr bfloat, ptr addrspace(1) %0, i64 %428
  %430 = icmp slt i32 %.reass325.reass, %5
  %431 = and i1 %44, %430
  %432 = zext i1 %431 to i32
  %433 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %429, i32 %432, i16 0) #5
  %434 = getelementptr bfloat, ptr addrspace(3) %414, i64 %425
  store i16 %433, ptr addrspace(3) %434, align 2
  %435 = add nuw nsw i64 %425, 1
  %exitcond238.not = icmp eq i64 %435, 8
  br i1 %exitcond238.not, label %.loopexit20, label %.preheader19

.loopexit20:                                      ; preds = %.preheader19, %415
  %436 = getelementptr i8, ptr addrspace(3) %322, i64 8192
  %437 = or disjoint i32 %311, %19
  %438 = mul i32 %437, %4
  %439 = add i32 %438, %49
  %440 = sext i32 %439 to i64
  %441 = getelementptr bfloat, ptr addrspace(1) %1, i64 %440
  %442 = ptrtoint ptr addrspace(1) %441 to i64
  %443 = and i64 %442, 15
  %444 = icmp eq i64 %443, 0
  %445 = icmp slt i32 %437, %5
  %446 = getelementptr i8, ptr addrspace(3) %436, i64 %57
  br i1 %444, label %447, label %.preheader17

447:                                              ; preds = %.loopexit20
  %448 = select i1 %445, i32 %63, i32 0
  %449 = ptrtoint ptr addrspace(3) %446 to i64
  %450 = trunc i64 %449 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %450, ptr addrspace(1) %441, i32 %448) #5
  br label %.loopexit18

.preheader17:                                     ; preds = %.loopexit20, %.preheader17
  %451 = phi i64 [ %461, %.preheader17 ], [ 0, %.loopexit20 ]
  %452 = trunc nuw nsw i64 %451 to i32
  %.reass327.reass = or i32 %452, %invariant.op531
  %453 = add i32 %.reass327.reass, %438
  %454 = sext i32 %453 to i64
  %455 = getelementptr bfloat, ptr addrspace(1) %1, i64 %454
  %456 = icmp slt i32 %.reass327.reass, %4
  %457 = and i1 %445, %456
  %458 = zext i1 %457 to i32
  %459 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %455, i32 %458, i16 0) #5
  %460 = getelementptr bfloat, ptr addrspace(3) %446, i64 %451
  store i16 %459, ptr addrspace(3) %460, align 2
  %461 = add nuw nsw i64 %451, 1
  %exitcond239.not = icmp eq i64 %461, 8
  br i1 %exitcond239.not, label %.loopexit18, label %.preheader17

.loopexit18:                                      ; preds = %.preheader17, %447
  %462 = or disjoint i32 %311, %64
  %463 = mul i32 %462, %4
  %464 = add i32 %463, %49
  %465 = sext i32 %464 to i64
  %466 = getelementptr bfloat, ptr addrspace(1) %1, i64 %465
  %467 = ptrtoint ptr addrspace(1) %466 to i64
  %468 = and i64 %467, 15
  %469 = icmp eq i64 %468, 0
  %470 = icmp slt i32 %462, %5
  %471 = getelementptr i8, ptr addrspace(3) %436, i64 %70
  br i1 %469, label %472, label %.preheader

472:                                              ; preds = %.loopexit18
  %473 = select i1 %470, i32 %63, i32 0
  %474 = ptrtoint ptr addrspace(3) %471 to i64
  %475 = trunc i64 %474 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %475, ptr addrspace(1) %466, i32 %473) #5
  br label %.loopexit

.preheader:                                       ; preds = %.loopexit18, %.preheader
  %476 = phi i64 [ %486, %.preheader ], [ 0, %.loopexit18 ]
  %477 = trunc nuw nsw i64 %476 to i32
  %.reass329.reass = or i32 %477, %invariant.op532
  %478 = add i32 %.reass329.reass, %463
  %479 = sext i32 %478 to i64
  %480 = getelementptr bfloat, ptr addrspace(1) %1, i64 %479
  %481 = icmp slt i32 %.reass329.reass, %4
  %482 = and i1 %470, %481
  %483 = zext i1 %482 to i32
  %484 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %480, i32 %483, i16 0) #5
  %485 = getelementptr bfloat, ptr addrspace(3) %471, i64 %476
  store i16 %484, ptr addrspace(3) %485, align 2
  %486 = add nuw nsw i64 %476, 1
  %exitcond240.not = icmp eq i64 %486, 8
  br i1 %exitcond240.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %472, %.lr.ph
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %487 = mul i32 %245, 12288
  %488 = sext i32 %487 to i64
  %489 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %488
  %490 = getelementptr i8, ptr addrspace(3) %489, i64 8192
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #5
  %491 = ptrtoint ptr addrspace(3) %489 to i64
  %492 = lshr exact i64 %491, 4
  %493 = and i64 %492, 16320
  %494 = or disjoint i64 %493, -9223371899415756800
  %495 = ptrtoint ptr addrspace(3) %490 to i64
  %496 = lshr exact i64 %495, 4
  %497 = and i64 %496, 16383
  %498 = or disjoint i64 %497, 4611686293322072064
  %499 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %494, i64 %498, i32 1, float %309, float %308, float %307, float %306, float %305, float %304, float %303, float %302, float %301, float %300, float %299, float %298, float %297, float %296, float %295, float %294, float %293, float %292, float %291, float %290, float %289, float %288, float %287, float %286, float %285, float %284, float %283, float %282, float %281, float %280, float %279, float %278) #5
  %500 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 0
  %501 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 1
  %502 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 2
  %503 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 3
  %504 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 4
  %505 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 5
  %506 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 6
  %507 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 7
  %508 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 8
  %509 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 9
  %510 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 10
  %511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 11
  %512 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 12
  %513 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 13
  %514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 14
  %515 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 15
  %516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 16
  %517 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 17
  %518 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 18
  %519 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 19
  %520 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 20
  %521 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 21
  %522 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 22
  %523 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 23
  %524 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 24
  %525 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 25
  %526 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 26
  %527 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 27
  %528 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 28
  %529 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 29
  %530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 30
  %531 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %499, 31
  %532 = getelementptr i8, ptr addrspace(3) %489, i64 4096
  %533 = ptrtoint ptr addrspace(3) %532 to i64
  %534 = lshr exact i64 %533, 4
  %535 = and i64 %534, 16383
  %536 = or disjoint i64 %535, -9223371899415756800
  %537 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %536, i64 %498, i32 1, float %277, float %276, float %275, float %274, float %273, float %272, float %271, float %270, float %269, float %268, float %267, float %266, float %265, float %264, float %263, float %262, float %261, float %260, float %259, float %258, float %257, float %256, float %255, float %254, float %253, float %252, float %251, float %250, float %249, float %248, float %247, float %246) #5
  %538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 0
  %539 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 1
  %540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 2
  %541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 3
  %542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 4
  %543 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 5
  %544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 6
  %545 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 7
  %546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 8
  %547 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 9
  %548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 10
  %549 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 11
  %550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 12
  %551 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 13
  %552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 14
  %553 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 15
  %554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 16
  %555 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 17
  %556 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 18
  %557 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 19
  %558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 20
  %559 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 21
  %560 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 22
  %561 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 23
  %562 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 24
  %563 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 25
  %564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 26
  %565 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 27
  %566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 28
  %567 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 29
  %568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 30
  %569 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %537, 31
  %570 = getelementptr i8, ptr addrspace(3) %489, i64 32
  %571 = ptrtoint ptr addrspace(3) %570 to i64
  %572 = lshr exact i64 %571, 4
  %573 = and i64 %572, 16383
  %574 = or disjoint i64 %573, -9223371899415756800
  %575 = getelementptr i8, ptr addrspace(3) %489, i64 10240
  %576 = ptrtoint ptr addrspace(3) %575 to i64
  %577 = lshr exact i64 %576, 4
  %578 = and i64 %577, 16383
  %579 = or disjoint i64 %578, 4611686293322072064
  %580 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %574, i64 %579, i32 1, float %500, float %501, float %502, float %503, float %504, float %505, float %506, float %507, float %508, float %509, float %510, float %511, float %512, float %513, float %514, float %515, float %516, float %517, float %518, float %519, float %520, float %521, float %522, float %523, float %524, float %525, float %526, float %527, float %528, float %529, float %530, float %531) #5
  %581 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 0
  %582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 1
  %583 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 2
  %584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 3
  %585 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 4
  %586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 5
  %587 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 6
  %588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 7
  %589 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 8
  %590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 9
  %591 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 10
  %592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 11
  %593 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 12
  %594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 13
  %595 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 14
  %596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 15
  %597 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 16
  %598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 17
  %599 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 18
  %600 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 19
  %601 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 20
  %602 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 21
  %603 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 22
  %604 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 23
  %605 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 24
  %606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 25
  %607 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 26
  %608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 27
  %609 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 28
  %610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 29
  %611 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 30
  %612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %580, 31
  %613 = getelementptr i8, ptr addrspace(3) %489, i64 4128
  %614 = ptrtoint ptr addrspace(3) %613 to i64
  %615 = lshr exact i64 %614, 4
  %616 = and i64 %615, 16383
  %617 = or disjoint i64 %616, -9223371899415756800
  %618 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %617, i64 %579, i32 1, float %538, float %539, float %540, float %541, float %542, float %543, float %544, float %545, float %546, float %547, float %548, float %549, float %550, float %551, float %552, float %553, float %554, float %555, float %556, float %557, float %558, float %559, float %560, float %561, float %562, float %563, float %564, float %565, float %566, float %567, float %568, float %569) #5
  %619 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 0
  %620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 1
  %621 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 2
  %622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 3
  %623 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 4
  %624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 5
  %625 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 6
  %626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 7
  %627 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 8
  %628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 9
  %629 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 10
  %630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 11
  %631 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 12
  %632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 13
  %633 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 14
  %634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 15
  %635 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 16
  %636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 17
  %637 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 18
  %638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 19
  %639 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 20
  %640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 21
  %641 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 22
  %642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 23
  %643 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 24
  %644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 25
  %645 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 26
  %646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 27
  %647 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 28
  %648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 29
  %649 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 30
  %650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %618, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #5
  %651 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(float %581, float %582, float %583, float %584, float %585, float %586, float %587, float %588, float %589, float %590, float %591, float %592, float %593, float %594, float %595, float %596, float %597, float %598, float %599, float %600, float %601, float %602, float %603, float %604, float %605, float %606, float %607, float %608, float %609, float %610, float %611, float %612, float %619, float %620, float %621, float %622, float %623, float %624, float %625, float %626, float %627, float %628, float %629, float %630, float %631, float %632, float %633, float %634, float %635, float %636, float %637, float %638, float %639, float %640, float %641, float %642, float %643, float %644, float %645, float %646, float %647, float %648, float %649, float %650) #5
  %652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 0
  %653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 1
  %654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 2
  %655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 3
  %656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 4
  %657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 5
  %658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 6
  %659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 7
  %660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 8
  %661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 9
  %662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 10
  %663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 11
  %664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 12
  %665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 13
  %666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 14
  %667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 15
  %668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 16
  %669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 17
  %670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 18
  %671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 19
  %672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 20
  %673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 21
  %674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 22
  %675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 23
  %676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 24
  %677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 25
  %678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 26
  %679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 27
  %680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 28
  %681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 29
  %682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 30
  %683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 31
  %684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 32
  %685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 33
  %686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 34
  %687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 35
  %688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 36
  %689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 37
  %690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 38
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 39
  %692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 40
  %693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 41
  %694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 42
  %695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 43
  %696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 44
  %697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 45
  %698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 46
  %699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 47
  %700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 48
  %701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 49
  %702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 50
  %703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 51
  %704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 52
  %705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 53
  %706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 54
  %707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 55
  %708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 56
  %709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 57
  %710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 58
  %711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 59
  %712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 60
  %713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 61
  %714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 62
  %715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 63
  %716 = add i32 %245, 1
  %717 = icmp eq i32 %716, 4
  %718 = select i1 %717, i32 0, i32 %716
  %719 = add i32 %310, 32
  %720 = icmp slt i32 %719, %5
  br i1 %720, label %.lr.ph, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.preheader27
  %.lcssa102 = phi float [ 0.000000e+00, %.preheader27 ], [ %652, %.loopexit ]
  %.lcssa101 = phi float [ 0.000000e+00, %.preheader27 ], [ %653, %.loopexit ]
  %.lcssa100 = phi float [ 0.000000e+00, %.preheader27 ], [ %654, %.loopexit ]
  %.lcssa99 = phi float [ 0.000000e+00, %.preheader27 ], [ %655, %.loopexit ]
  %.lcssa98 = phi float [ 0.000000e+00, %.preheader27 ], [ %656, %.loopexit ]
  %.lcssa97 = phi float [ 0.000000e+00, %.preheader27 ], [ %657, %.loopexit ]
  %.lcssa96 = phi float [ 0.000000e+00, %.preheader27 ], [ %658, %.loopexit ]
  %.lcssa95 = phi float [ 0.000000e+00, %.preheader27 ], [ %659, %.loopexit ]
  %.lcssa94 = phi float [ 0.000000e+00, %.preheader27 ], [ %660, %.loopexit ]
  %.lcssa93 = phi float [ 0.000000e+00, %.preheader27 ], [ %661, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.preheader27 ], [ %662, %.loopexit ]
  %.lcssa91 = phi float [ 0.000000e+00, %.preheader27 ], [ %663, %.loopexit ]
  %.lcssa90 = phi float [ 0.000000e+00, %.preheader27 ], [ %664, %.loopexit ]
  %.lcssa89 = phi float [ 0.000000e+00, %.preheader27 ], [ %665, %.loopexit ]
  %.lcssa88 = phi float [ 0.000000e+00, %.preheader27 ], [ %666, %.loopexit ]
  %.lcssa87 = phi float [ 0.000000e+00, %.preheader27 ], [ %667, %.loopexit ]
  %.lcssa86 = phi float [ 0.000000e+00, %.preheader27 ], [ %668, %.loopexit ]
  %.lcssa85 = phi float [ 0.000000e+00, %.preheader27 ], [ %669, %.loopexit ]
  %.lcssa84 = phi float [ 0.000000e+00, %.preheader27 ], [ %670, %.loopexit ]
  %.lcssa83 = phi float [ 0.000000e+00, %.preheader27 ], [ %671, %.loopexit ]
  %.lcssa82 = phi float [ 0.000000e+00, %.preheader27 ], [ %672, %.loopexit ]
  %.lcssa81 = phi float [ 0.000000e+00, %.preheader27 ], [ %673, %.loopexit ]
  %.lcssa80 = phi float [ 0.000000e+00, %.preheader27 ], [ %674, %.loopexit ]
  %.lcssa79 = phi float [ 0.000000e+00, %.preheader27 ], [ %675, %.loopexit ]
  %.lcssa78 = phi float [ 0.000000e+00, %.preheader27 ], [ %676, %.loopexit ]
  %.lcssa77 = phi float [ 0.000000e+00, %.preheader27 ], [ %677, %.loopexit ]
  %.lcssa76 = phi float [ 0.000000e+00, %.preheader27 ], [ %678, %.loopexit ]
  %.lcssa75 = phi float [ 0.000000e+00, %.preheader27 ], [ %679, %.loopexit ]
  %.lcssa74 = phi float [ 0.000000e+00, %.preheader27 ], [ %680, %.loopexit ]
  %.lcssa73 = phi float [ 0.000000e+00, %.preheader27 ], [ %681, %.loopexit ]
  %.lcssa72 = phi float [ 0.000000e+00, %.preheader27 ], [ %682, %.loopexit ]
  %.lcssa71 = phi float [ 0.000000e+00, %.preheader27 ], [ %683, %.loopexit ]
  %.lcssa70 = phi float [ 0.000000e+00, %.preheader27 ], [ %684, %.loopexit ]
  %.lcssa69 = phi float [ 0.000000e+00, %.preheader27 ], [ %685, %.loopexit ]
  %.lcssa68 = phi float [ 0.000000e+00, %.preheader27 ], [ %686, %.loopexit ]
  %.lcssa67 = phi float [ 0.000000e+00, %.preheader27 ], [ %687, %.loopexit ]
  %.lcssa66 = phi float [ 0.000000e+00, %.preheader27 ], [ %688, %.loopexit ]
  %.lcssa65 = phi float [ 0.000000e+00, %.preheader27 ], [ %689, %.loopexit ]
  %.lcssa64 = phi float [ 0.000000e+00, %.preheader27 ], [ %690, %.loopexit ]
  %.lcssa63 = phi float [ 0.000000e+00, %.preheader27 ], [ %691, %.loopexit ]
  %.lcssa62 = phi float [ 0.000000e+00, %.preheader27 ], [ %692, %.loopexit ]
  %.lcssa61 = phi float [ 0.000000e+00, %.preheader27 ], [ %693, %.loopexit ]
  %.lcssa60 = phi float [ 0.000000e+00, %.preheader27 ], [ %694, %.loopexit ]
  %.lcssa59 = phi float [ 0.000000e+00, %.preheader27 ], [ %695, %.loopexit ]
  %.lcssa58 = phi float [ 0.000000e+00, %.preheader27 ], [ %696, %.loopexit ]
  %.lcssa57 = phi float [ 0.000000e+00, %.preheader27 ], [ %697, %.loopexit ]
  %.lcssa56 = phi float [ 0.000000e+00, %.preheader27 ], [ %698, %.loopexit ]
  %.lcssa55 = phi float [ 0.000000e+00, %.preheader27 ], [ %699, %.loopexit ]
  %.lcssa54 = phi float [ 0.000000e+00, %.preheader27 ], [ %700, %.loopexit ]
  %.lcssa53 = phi float [ 0.000000e+00, %.preheader27 ], [ %701, %.loopexit ]
  %.lcssa52 = phi float [ 0.000000e+00, %.preheader27 ], [ %702, %.loopexit ]
  %.lcssa51 = phi float [ 0.000000e+00, %.preheader27 ], [ %703, %.loopexit ]
  %.lcssa50 = phi float [ 0.000000e+00, %.preheader27 ], [ %704, %.loopexit ]
  %.lcssa49 = phi float [ 0.000000e+00, %.preheader27 ], [ %705, %.loopexit ]
  %.lcssa48 = phi float [ 0.000000e+00, %.preheader27 ], [ %706, %.loopexit ]
  %.lcssa47 = phi float [ 0.000000e+00, %.preheader27 ], [ %707, %.loopexit ]
  %.lcssa46 = phi float [ 0.000000e+00, %.preheader27 ], [ %708, %.loopexit ]
  %.lcssa45 = phi float [ 0.000000e+00, %.preheader27 ], [ %709, %.loopexit ]
  %.lcssa44 = phi float [ 0.000000e+00, %.preheader27 ], [ %710, %.loopexit ]
  %.lcssa43 = phi float [ 0.000000e+00, %.preheader27 ], [ %711, %.loopexit ]
  %.lcssa42 = phi float [ 0.000000e+00, %.preheader27 ], [ %712, %.loopexit ]
  %.lcssa41 = phi float [ 0.000000e+00, %.preheader27 ], [ %713, %.loopexit ]
  %.lcssa40 = phi float [ 0.000000e+00, %.preheader27 ], [ %714, %.loopexit ]
  %.lcssa = phi float [ 0.000000e+00, %.preheader27 ], [ %715, %.loopexit ]
  %721 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(float %.lcssa102, float %.lcssa101, float %.lcssa100, float %.lcssa99, float %.lcssa98, float %.lcssa97, float %.lcssa96, float %.lcssa95, float %.lcssa94, float %.lcssa93, float %.lcssa92, float %.lcssa91, float %.lcssa90, float %.lcssa89, float %.lcssa88, float %.lcssa87, float %.lcssa86, float %.lcssa85, float %.lcssa84, float %.lcssa83, float %.lcssa82, float %.lcssa81, float %.lcssa80, float %.lcssa79, float %.lcssa78, float %.lcssa77, float %.lcssa76, float %.lcssa75, float %.lcssa74, float %.lcssa73, float %.lcssa72, float %.lcssa71, float %.lcssa70, float %.lcssa69, float %.lcssa68, float %.lcssa67, float %.lcssa66, float %.lcssa65, float %.lcssa64, float %.lcssa63, float %.lcssa62, float %.lcssa61, float %.lcssa60, float %.lcssa59, float %.lcssa58, float %.lcssa57, float %.lcssa56, float %.lcssa55, float %.lcssa54, float %.lcssa53, float %.lcssa52, float %.lcssa51, float %.lcssa50, float %.lcssa49, float %.lcssa48, float %.lcssa47, float %.lcssa46, float %.lcssa45, float %.lcssa44, float %.lcssa43, float %.lcssa42, float %.lcssa41, float %.lcssa40, float %.lcssa) #5
  %722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 0
  %723 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 1
  %724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 2
  %725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 3
  %726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 4
  %727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 5
  %728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 6
  %729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 7
  %730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 8
  %731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 9
  %732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 10
  %733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 11
  %734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 12
  %735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 13
  %736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 14
  %737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 15
  %738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 16
  %739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 17
  %740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 18
  %741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 19
  %742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 20
  %743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 21
  %744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 22
  %745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 23
  %746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 24
  %747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 25
  %748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 26
  %749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 27
  %750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 28
  %751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 29
  %752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 30
  %753 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 31
  %754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 32
  %755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 33
  %756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 34
  %757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 35
  %758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 36
  %759 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 37
  %760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 38
  %761 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 39
  %762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 40
  %763 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 41
  %764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 42
  %765 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 43
  %766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 44
  %767 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 45
  %768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 46
  %769 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 47
  %770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 48
  %771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 49
  %772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 50
  %773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 51
  %774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 52
  %775 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 53
  %776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 54
  %777 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 55
  %778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 56
  %779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 57
  %780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 58
  %781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 59
  %782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 60
  %783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 61
  %784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 62
  %785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %721, 63
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %786 = and i32 %12, 7
  %787 = lshr i32 %7, 1
  %788 = and i32 %787, 48
  %789 = or disjoint i32 %788, %786
  %790 = shl nuw nsw i32 %7, 1
  %791 = and i32 %790, 6
  %792 = or disjoint i32 %789, %10
  %793 = mul i32 %4, %792
  %794 = or disjoint i32 %791, %11
  %795 = add i32 %793, %794
  %796 = sext i32 %795 to i64
  %797 = getelementptr float, ptr addrspace(1) %2, i64 %796
  %798 = icmp slt i32 %792, %3
  %799 = icmp slt i32 %794, %4
  %800 = and i1 %798, %799
  %801 = or disjoint i32 %794, 1
  %802 = icmp slt i32 %801, %4
  %803 = ptrtoint ptr addrspace(1) %797 to i64
  %804 = and i64 %803, 7
  %805 = icmp eq i64 %804, 0
  %806 = and i1 %800, %805
  %807 = and i1 %802, %806
  %808 = xor i1 %800, %807
  %809 = xor i1 %798, %806
  %810 = and i1 %802, %809
  %811 = zext i1 %807 to i32
  %812 = bitcast float %722 to i32
  %813 = bitcast float %723 to i32
  %814 = zext i1 %808 to i32
  %815 = zext i1 %810 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %811, i32 %812, i32 %813, ptr addrspace(1) %797, i32 %814, i32 %815) #5
  %816 = or disjoint i32 %789, %10
  %817 = or disjoint i32 %816, 8
  %818 = mul i32 %4, %817
  %819 = add i32 %818, %794
  %820 = sext i32 %819 to i64
  %821 = getelementptr float, ptr addrspace(1) %2, i64 %820
  %822 = icmp slt i32 %817, %3
  %823 = and i1 %822, %799
  %824 = ptrtoint ptr addrspace(1) %821 to i64
  %825 = and i64 %824, 7
  %826 = icmp eq i64 %825, 0
  %827 = and i1 %823, %826
  %828 = and i1 %802, %827
  %829 = xor i1 %823, %828
  %830 = xor i1 %822, %827
  %831 = and i1 %802, %830
  %832 = zext i1 %828 to i32
  %833 = bitcast float %724 to i32
  %834 = bitcast float %725 to i32
  %835 = zext i1 %829 to i32
  %836 = zext i1 %831 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %832, i32 %833, i32 %834, ptr addrspace(1) %821, i32 %835, i32 %836) #5
  %837 = or disjoint i32 %794, 8
  %838 = add i32 %793, %837
  %839 = sext i32 %838 to i64
  %840 = getelementptr float, ptr addrspace(1) %2, i64 %839
  %841 = icmp slt i32 %837, %4
  %842 = and i1 %798, %841
  %843 = or disjoint i32 %794, 9
  %844 = icmp slt i32 %843, %4
  %845 = ptrtoint ptr addrspace(1) %840 to i64
  %846 = and i64 %845, 7
  %847 = icmp eq i64 %846, 0
  %848 = and i1 %842, %847
  %849 = and i1 %844, %848
  %850 = xor i1 %842, %849
  %851 = xor i1 %798, %848
  %852 = and i1 %844, %851
  %853 = zext i1 %849 to i32
  %854 = bitcast float %726 to i32
  %855 = bitcast float %727 to i32
  %856 = zext i1 %850 to i32
  %857 = zext i1 %852 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %853, i32 %854, i32 %855, ptr addrspace(1) %840, i32 %856, i32 %857) #5
  %858 = add i32 %818, %837
  %859 = sext i32 %858 to i64
  %860 = getelementptr float, ptr addrspace(1) %2, i64 %859
  %861 = and i1 %822, %841
  %862 = ptrtoint ptr addrspace(1) %860 to i64
  %863 = and i64 %862, 7
  %864 = icmp eq i64 %863, 0
  %865 = and i1 %861, %864
  %866 = and i1 %844, %865
  %867 = xor i1 %861, %866
  %868 = xor i1 %822, %865
  %869 = and i1 %844, %868
  %870 = zext i1 %866 to i32
  %871 = bitcast float %728 to i32
  %872 = bitcast float %729 to i32
  %873 = zext i1 %867 to i32
  %874 = zext i1 %869 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %870, i32 %871, i32 %872, ptr addrspace(1) %860, i32 %873, i32 %874) #5
  %875 = or disjoint i32 %794, 16
  %876 = add i32 %793, %875
  %877 = sext i32 %876 to i64
  %878 = getelementptr float, ptr addrspace(1) %2, i64 %877
  %879 = icmp slt i32 %875, %4
  %880 = and i1 %798, %879
  %881 = or disjoint i32 %794, 17
  %882 = icmp slt i32 %881, %4
  %883 = ptrtoint ptr addrspace(1) %878 to i64
  %884 = and i64 %883, 7
  %885 = icmp eq i64 %884, 0
  %886 = and i1 %880, %885
  %887 = and i1 %882, %886
  %888 = xor i1 %880, %887
  %889 = xor i1 %798, %886
  %890 = and i1 %882, %889
  %891 = zext i1 %887 to i32
  %892 = bitcast float %730 to i32
  %893 = bitcast float %731 to i32
  %894 = zext i1 %888 to i32
  %895 = zext i1 %890 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %891, i32 %892, i32 %893, ptr addrspace(1) %878, i32 %894, i32 %895) #5
  %896 = add i32 %818, %875
  %897 = sext i32 %896 to i64
  %898 = getelementptr float, ptr addrspace(1) %2, i64 %897
  %899 = and i1 %822, %879
  %900 = ptrtoint ptr addrspace(1) %898 to i64
  %901 = and i64 %900, 7
  %902 = icmp eq i64 %901, 0
  %903 = and i1 %899, %902
  %904 = and i1 %882, %903
  %905 = xor i1 %899, %904
  %906 = xor i1 %822, %903
  %907 = and i1 %882, %906
  %908 = zext i1 %904 to i32
  %909 = bitcast float %732 to i32
  %910 = bitcast float %733 to i32
  %911 = zext i1 %905 to i32
  %912 = zext i1 %907 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %908, i32 %909, i32 %910, ptr addrspace(1) %898, i32 %911, i32 %912) #5
  %913 = or disjoint i32 %794, 24
  %914 = add i32 %793, %913
  %915 = sext i32 %914 to i64
  %916 = getelementptr float, ptr addrspace(1) %2, i64 %915
  %917 = icmp slt i32 %913, %4
  %918 = and i1 %798, %917
  %919 = or disjoint i32 %794, 25
  %920 = icmp slt i32 %919, %4
  %921 = ptrtoint ptr addrspace(1) %916 to i64
  %922 = and i64 %921, 7
  %923 = icmp eq i64 %922, 0
  %924 = and i1 %918, %923
  %925 = and i1 %920, %924
  %926 = xor i1 %918, %925
  %927 = xor i1 %798, %924
  %928 = and i1 %920, %927
  %929 = zext i1 %925 to i32
  %930 = bitcast float %734 to i32
  %931 = bitcast float %735 to i32
  %932 = zext i1 %926 to i32
  %933 = zext i1 %928 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %929, i32 %930, i32 %931, ptr addrspace(1) %916, i32 %932, i32 %933) #5
  %934 = add i32 %818, %913
  %935 = sext i32 %934 to i64
  %936 = getelementptr float, ptr addrspace(1) %2, i64 %935
  %937 = and i1 %822, %917
  %938 = ptrtoint ptr addrspace(1) %936 to i64
  %939 = and i64 %938, 7
  %940 = icmp eq i64 %939, 0
  %941 = and i1 %937, %940
  %942 = and i1 %920, %941
  %943 = xor i1 %937, %942
  %944 = xor i1 %822, %941
  %945 = and i1 %920, %944
  %946 = zext i1 %942 to i32
  %947 = bitcast float %736 to i32
  %948 = bitcast float %737 to i32
  %949 = zext i1 %943 to i32
  %950 = zext i1 %945 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %946, i32 %947, i32 %948, ptr addrspace(1) %936, i32 %949, i32 %950) #5
  %951 = or disjoint i32 %794, 32
  %952 = add i32 %793, %951
  %953 = sext i32 %952 to i64
  %954 = getelementptr float, ptr addrspace(1) %2, i64 %953
  %955 = icmp slt i32 %951, %4
  %956 = and i1 %798, %955
  %957 = or disjoint i32 %794, 33
  %958 = icmp slt i32 %957, %4
  %959 = ptrtoint ptr addrspace(1) %954 to i64
  %960 = and i64 %959, 7
  %961 = icmp eq i64 %960, 0
  %962 = and i1 %956, %961
  %963 = and i1 %958, %962
  %964 = xor i1 %956, %963
  %965 = xor i1 %798, %962
  %966 = and i1 %958, %965
  %967 = zext i1 %963 to i32
  %968 = bitcast float %738 to i32
  %969 = bitcast float %739 to i32
  %970 = zext i1 %964 to i32
  %971 = zext i1 %966 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %967, i32 %968, i32 %969, ptr addrspace(1) %954, i32 %970, i32 %971) #5
  %972 = add i32 %818, %951
  %973 = sext i32 %972 to i64
  %974 = getelementptr float, ptr addrspace(1) %2, i64 %973
  %975 = and i1 %822, %955
  %976 = ptrtoint ptr addrspace(1) %974 to i64
  %977 = and i64 %976, 7
  %978 = icmp eq i64 %977, 0
  %979 = and i1 %975, %978
  %980 = and i1 %958, %979
  %981 = xor i1 %975, %980
  %982 = xor i1 %822, %979
  %983 = and i1 %958, %982
  %984 = zext i1 %980 to i32
  %985 = bitcast float %740 to i32
  %986 = bitcast float %741 to i32
  %987 = zext i1 %981 to i32
  %988 = zext i1 %983 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %984, i32 %985, i32 %986, ptr addrspace(1) %974, i32 %987, i32 %988) #5
  %989 = or disjoint i32 %794, 40
  %990 = add i32 %793, %989
  %991 = sext i32 %990 to i64
  %992 = getelementptr float, ptr addrspace(1) %2, i64 %991
  %993 = icmp slt i32 %989, %4
  %994 = and i1 %798, %993
  %995 = or disjoint i32 %794, 41
  %996 = icmp slt i32 %995, %4
  %997 = ptrtoint ptr addrspace(1) %992 to i64
  %998 = and i64 %997, 7
  %999 = icmp eq i64 %998, 0
  %1000 = and i1 %994, %999
  %1001 = and i1 %996, %1000
  %1002 = xor i1 %994, %1001
  %1003 = xor i1 %798, %1000
  %1004 = and i1 %996, %1003
  %1005 = zext i1 %1001 to i32
  %1006 = bitcast float %742 to i32
  %1007 = bitcast float %743 to i32
  %1008 = zext i1 %1002 to i32
  %1009 = zext i1 %1004 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1005, i32 %1006, i32 %1007, ptr addrspace(1) %992, i32 %1008, i32 %1009) #5
  %1010 = add i32 %818, %989
  %1011 = sext i32 %1010 to i64
  %1012 = getelementptr float, ptr addrspace(1) %2, i64 %1011
  %1013 = and i1 %822, %993
  %1014 = ptrtoint ptr addrspace(1) %1012 to i64
  %1015 = and i64 %1014, 7
  %1016 = icmp eq i64 %1015, 0
  %1017 = and i1 %1013, %1016
  %1018 = and i1 %996, %1017
  %1019 = xor i1 %1013, %1018
  %1020 = xor i1 %822, %1017
  %1021 = and i1 %996, %1020
  %1022 = zext i1 %1018 to i32
  %1023 = bitcast float %744 to i32
  %1024 = bitcast float %745 to i32
  %1025 = zext i1 %1019 to i32
  %1026 = zext i1 %1021 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1022, i32 %1023, i32 %1024, ptr addrspace(1) %1012, i32 %1025, i32 %1026) #5
  %1027 = or disjoint i32 %794, 48
  %1028 = add i32 %793, %1027
  %1029 = sext i32 %1028 to i64
  %1030 = getelementptr float, ptr addrspace(1) %2, i64 %1029
  %1031 = icmp slt i32 %1027, %4
  %1032 = and i1 %798, %1031
  %1033 = or disjoint i32 %794, 49
  %1034 = icmp slt i32 %1033, %4
  %1035 = ptrtoint ptr addrspace(1) %1030 to i64
  %1036 = and i64 %1035, 7
  %1037 = icmp eq i64 %1036, 0
  %1038 = and i1 %1032, %1037
  %1039 = and i1 %1034, %1038
  %1040 = xor i1 %1032, %1039
  %1041 = xor i1 %798, %1038
  %1042 = and i1 %1034, %1041
  %1043 = zext i1 %1039 to i32
  %1044 = bitcast float %746 to i32
  %1045 = bitcast float %747 to i32
  %1046 = zext i1 %1040 to i32
  %1047 = zext i1 %1042 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1043, i32 %1044, i32 %1045, ptr addrspace(1) %1030, i32 %1046, i32 %1047) #5
  %1048 = add i32 %818, %1027
  %1049 = sext i32 %1048 to i64
  %1050 = getelementptr float, ptr addrspace(1) %2, i64 %1049
  %1051 = and i1 %822, %1031
  %1052 = ptrtoint ptr addrspace(1) %1050 to i64
  %1053 = and i64 %1052, 7
  %1054 = icmp eq i64 %1053, 0
  %1055 = and i1 %1051, %1054
  %1056 = and i1 %1034, %1055
  %1057 = xor i1 %1051, %1056
  %1058 = xor i1 %822, %1055
  %1059 = and i1 %1034, %1058
  %1060 = zext i1 %1056 to i32
  %1061 = bitcast float %748 to i32
  %1062 = bitcast float %749 to i32
  %1063 = zext i1 %1057 to i32
  %1064 = zext i1 %1059 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1060, i32 %1061, i32 %1062, ptr addrspace(1) %1050, i32 %1063, i32 %1064) #5
  %1065 = or disjoint i32 %794, 56
  %1066 = add i32 %793, %1065
  %1067 = sext i32 %1066 to i64
  %1068 = getelementptr float, ptr addrspace(1) %2, i64 %1067
  %1069 = icmp slt i32 %1065, %4
  %1070 = and i1 %798, %1069
  %1071 = or disjoint i32 %794, 57
  %1072 = icmp slt i32 %1071, %4
  %1073 = ptrtoint ptr addrspace(1) %1068 to i64
  %1074 = and i64 %1073, 7
  %1075 = icmp eq i64 %1074, 0
  %1076 = and i1 %1070, %1075
  %1077 = and i1 %1072, %1076
  %1078 = xor i1 %1070, %1077
  %1079 = xor i1 %798, %1076
  %1080 = and i1 %1072, %1079
  %1081 = zext i1 %1077 to i32
  %1082 = bitcast float %750 to i32
  %1083 = bitcast float %751 to i32
  %1084 = zext i1 %1078 to i32
  %1085 = zext i1 %1080 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1081, i32 %1082, i32 %1083, ptr addrspace(1) %1068, i32 %1084, i32 %1085) #5
  %1086 = add i32 %818, %1065
  %1087 = sext i32 %1086 to i64
  %1088 = getelementptr float, ptr addrspace(1) %2, i64 %1087
  %1089 = and i1 %822, %1069
  %1090 = ptrtoint ptr addrspace(1) %1088 to i64
  %1091 = and i64 %1090, 7
  %1092 = icmp eq i64 %1091, 0
  %1093 = and i1 %1089, %1092
  %1094 = and i1 %1072, %1093
  %1095 = xor i1 %1089, %1094
  %1096 = xor i1 %822, %1093
  %1097 = and i1 %1072, %1096
  %1098 = zext i1 %1094 to i32
  %1099 = bitcast float %752 to i32
  %1100 = bitcast float %753 to i32
  %1101 = zext i1 %1095 to i32
  %1102 = zext i1 %1097 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1098, i32 %1099, i32 %1100, ptr addrspace(1) %1088, i32 %1101, i32 %1102) #5
  %1103 = or disjoint i32 %792, 64
  %1104 = mul i32 %4, %1103
  %1105 = add i32 %1104, %794
  %1106 = sext i32 %1105 to i64
  %1107 = getelementptr float, ptr addrspace(1) %2, i64 %1106
  %1108 = icmp slt i32 %1103, %3
  %1109 = and i1 %1108, %799
  %1110 = ptrtoint ptr addrspace(1) %1107 to i64
  %1111 = and i64 %1110, 7
  %1112 = icmp eq i64 %1111, 0
  %1113 = and i1 %1109, %1112
  %1114 = and i1 %802, %1113
  %1115 = xor i1 %1109, %1114
  %1116 = xor i1 %1108, %1113
  %1117 = and i1 %802, %1116
  %1118 = zext i1 %1114 to i32
  %1119 = bitcast float %754 to i32
  %1120 = bitcast float %755 to i32
  %1121 = zext i1 %1115 to i32
  %1122 = zext i1 %1117 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1118, i32 %1119, i32 %1120, ptr addrspace(1) %1107, i32 %1121, i32 %1122) #5
  %1123 = or disjoint i32 %816, 72
  %1124 = mul i32 %1123, %4
  %1125 = add i32 %1124, %794
  %1126 = sext i32 %1125 to i64
  %1127 = getelementptr float, ptr addrspace(1) %2, i64 %1126
  %1128 = icmp slt i32 %1123, %3
  %1129 = and i1 %1128, %799
  %1130 = ptrtoint ptr addrspace(1) %1127 to i64
  %1131 = and i64 %1130, 7
  %1132 = icmp eq i64 %1131, 0
  %1133 = and i1 %1129, %1132
  %1134 = and i1 %802, %1133
  %1135 = xor i1 %1129, %1134
  %1136 = xor i1 %1128, %1133
  %1137 = and i1 %802, %1136
  %1138 = zext i1 %1134 to i32
  %1139 = bitcast float %756 to i32
  %1140 = bitcast float %757 to i32
  %1141 = zext i1 %1135 to i32
  %1142 = zext i1 %1137 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1138, i32 %1139, i32 %1140, ptr addrspace(1) %1127, i32 %1141, i32 %1142) #5
  %1143 = add i32 %1104, %837
  %1144 = sext i32 %1143 to i64
  %1145 = getelementptr float, ptr addrspace(1) %2, i64 %1144
  %1146 = and i1 %1108, %841
  %1147 = ptrtoint ptr addrspace(1) %1145 to i64
  %1148 = and i64 %1147, 7
  %1149 = icmp eq i64 %1148, 0
  %1150 = and i1 %1146, %1149
  %1151 = and i1 %844, %1150
  %1152 = xor i1 %1146, %1151
  %1153 = xor i1 %1108, %1150
  %1154 = and i1 %844, %1153
  %1155 = zext i1 %1151 to i32
  %1156 = bitcast float %758 to i32
  %1157 = bitcast float %759 to i32
  %1158 = zext i1 %1152 to i32
  %1159 = zext i1 %1154 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1155, i32 %1156, i32 %1157, ptr addrspace(1) %1145, i32 %1158, i32 %1159) #5
  %1160 = add i32 %1124, %837
  %1161 = sext i32 %1160 to i64
  %1162 = getelementptr float, ptr addrspace(1) %2, i64 %1161
  %1163 = and i1 %1128, %841
  %1164 = ptrtoint ptr addrspace(1) %1162 to i64
  %1165 = and i64 %1164, 7
  %1166 = icmp eq i64 %1165, 0
  %1167 = and i1 %1163, %1166
  %1168 = and i1 %844, %1167
  %1169 = xor i1 %1163, %1168
  %1170 = xor i1 %1128, %1167
  %1171 = and i1 %844, %1170
  %1172 = zext i1 %1168 to i32
  %1173 = bitcast float %760 to i32
  %1174 = bitcast float %761 to i32
  %1175 = zext i1 %1169 to i32
  %1176 = zext i1 %1171 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1172, i32 %1173, i32 %1174, ptr addrspace(1) %1162, i32 %1175, i32 %1176) #5
  %1177 = add i32 %1104, %875
  %1178 = sext i32 %1177 to i64
  %1179 = getelementptr float, ptr addrspace(1) %2, i64 %1178
  %1180 = and i1 %1108, %879
  %1181 = ptrtoint ptr addrspace(1) %1179 to i64
  %1182 = and i64 %1181, 7
  %1183 = icmp eq i64 %1182, 0
  %1184 = and i1 %1180, %1183
  %1185 = and i1 %882, %1184
  %1186 = xor i1 %1180, %1185
  %1187 = xor i1 %1108, %1184
  %1188 = and i1 %882, %1187
  %1189 = zext i1 %1185 to i32
  %1190 = bitcast float %762 to i32
  %1191 = bitcast float %763 to i32
  %1192 = zext i1 %1186 to i32
  %1193 = zext i1 %1188 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1189, i32 %1190, i32 %1191, ptr addrspace(1) %1179, i32 %1192, i32 %1193) #5
  %1194 = add i32 %1124, %875
  %1195 = sext i32 %1194 to i64
  %1196 = getelementptr float, ptr addrspace(1) %2, i64 %1195
  %1197 = and i1 %1128, %879
  %1198 = ptrtoint ptr addrspace(1) %1196 to i64
  %1199 = and i64 %1198, 7
  %1200 = icmp eq i64 %1199, 0
  %1201 = and i1 %1197, %1200
  %1202 = and i1 %882, %1201
  %1203 = xor i1 %1197, %1202
  %1204 = xor i1 %1128, %1201
  %1205 = and i1 %882, %1204
  %1206 = zext i1 %1202 to i32
  %1207 = bitcast float %764 to i32
  %1208 = bitcast float %765 to i32
  %1209 = zext i1 %1203 to i32
  %1210 = zext i1 %1205 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1206, i32 %1207, i32 %1208, ptr addrspace(1) %1196, i32 %1209, i32 %1210) #5
  %1211 = add i32 %1104, %913
  %1212 = sext i32 %1211 to i64
  %1213 = getelementptr float, ptr addrspace(1) %2, i64 %1212
  %1214 = and i1 %1108, %917
  %1215 = ptrtoint ptr addrspace(1) %1213 to i64
  %1216 = and i64 %1215, 7
  %1217 = icmp eq i64 %1216, 0
  %1218 = and i1 %1214, %1217
  %1219 = and i1 %920, %1218
  %1220 = xor i1 %1214, %1219
  %1221 = xor i1 %1108, %1218
  %1222 = and i1 %920, %1221
  %1223 = zext i1 %1219 to i32
  %1224 = bitcast float %766 to i32
  %1225 = bitcast float %767 to i32
  %1226 = zext i1 %1220 to i32
  %1227 = zext i1 %1222 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1223, i32 %1224, i32 %1225, ptr addrspace(1) %1213, i32 %1226, i32 %1227) #5
  %1228 = add i32 %1124, %913
  %1229 = sext i32 %1228 to i64
  %1230 = getelementptr float, ptr addrspace(1) %2, i64 %1229
  %1231 = and i1 %1128, %917
  %1232 = ptrtoint ptr addrspace(1) %1230 to i64
  %1233 = and i64 %1232, 7
  %1234 = icmp eq i64 %1233, 0
  %1235 = and i1 %1231, %1234
  %1236 = and i1 %920, %1235
  %1237 = xor i1 %1231, %1236
  %1238 = xor i1 %1128, %1235
  %1239 = and i1 %920, %1238
  %1240 = zext i1 %1236 to i32
  %1241 = bitcast float %768 to i32
  %1242 = bitcast float %769 to i32
  %1243 = zext i1 %1237 to i32
  %1244 = zext i1 %1239 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1240, i32 %1241, i32 %1242, ptr addrspace(1) %1230, i32 %1243, i32 %1244) #5
  %1245 = add i32 %1104, %951
  %1246 = sext i32 %1245 to i64
  %1247 = getelementptr float, ptr addrspace(1) %2, i64 %1246
  %1248 = and i1 %1108, %955
  %1249 = ptrtoint ptr addrspace(1) %1247 to i64
  %1250 = and i64 %1249, 7
  %1251 = icmp eq i64 %1250, 0
  %1252 = and i1 %1248, %1251
  %1253 = and i1 %958, %1252
  %1254 = xor i1 %1248, %1253
  %1255 = xor i1 %1108, %1252
  %1256 = and i1 %958, %1255
  %1257 = zext i1 %1253 to i32
  %1258 = bitcast float %770 to i32
  %1259 = bitcast float %771 to i32
  %1260 = zext i1 %1254 to i32
  %1261 = zext i1 %1256 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1257, i32 %1258, i32 %1259, ptr addrspace(1) %1247, i32 %1260, i32 %1261) #5
  %1262 = add i32 %1124, %951
  %1263 = sext i32 %1262 to i64
  %1264 = getelementptr float, ptr addrspace(1) %2, i64 %1263
  %1265 = and i1 %1128, %955
  %1266 = ptrtoint ptr addrspace(1) %1264 to i64
  %1267 = and i64 %1266, 7
  %1268 = icmp eq i64 %1267, 0
  %1269 = and i1 %1265, %1268
  %1270 = and i1 %958, %1269
  %1271 = xor i1 %1265, %1270
  %1272 = xor i1 %1128, %1269
  %1273 = and i1 %958, %1272
  %1274 = zext i1 %1270 to i32
  %1275 = bitcast float %772 to i32
  %1276 = bitcast float %773 to i32
  %1277 = zext i1 %1271 to i32
  %1278 = zext i1 %1273 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1274, i32 %1275, i32 %1276, ptr addrspace(1) %1264, i32 %1277, i32 %1278) #5
  %1279 = add i32 %1104, %989
  %1280 = sext i32 %1279 to i64
  %1281 = getelementptr float, ptr addrspace(1) %2, i64 %1280
  %1282 = and i1 %1108, %993
  %1283 = ptrtoint ptr addrspace(1) %1281 to i64
  %1284 = and i64 %1283, 7
  %1285 = icmp eq i64 %1284, 0
  %1286 = and i1 %1282, %1285
  %1287 = and i1 %996, %1286
  %1288 = xor i1 %1282, %1287
  %1289 = xor i1 %1108, %1286
  %1290 = and i1 %996, %1289
  %1291 = zext i1 %1287 to i32
  %1292 = bitcast float %774 to i32
  %1293 = bitcast float %775 to i32
  %1294 = zext i1 %1288 to i32
  %1295 = zext i1 %1290 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1291, i32 %1292, i32 %1293, ptr addrspace(1) %1281, i32 %1294, i32 %1295) #5
  %1296 = add i32 %1124, %989
  %1297 = sext i32 %1296 to i64
  %1298 = getelementptr float, ptr addrspace(1) %2, i64 %1297
  %1299 = and i1 %1128, %993
  %1300 = ptrtoint ptr addrspace(1) %1298 to i64
  %1301 = and i64 %1300, 7
  %1302 = icmp eq i64 %1301, 0
  %1303 = and i1 %1299, %1302
  %1304 = and i1 %996, %1303
  %1305 = xor i1 %1299, %1304
  %1306 = xor i1 %1128, %1303
  %1307 = and i1 %996, %1306
  %1308 = zext i1 %1304 to i32
  %1309 = bitcast float %776 to i32
  %1310 = bitcast float %777 to i32
  %1311 = zext i1 %1305 to i32
  %1312 = zext i1 %1307 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1308, i32 %1309, i32 %1310, ptr addrspace(1) %1298, i32 %1311, i32 %1312) #5
  %1313 = add i32 %1104, %1027
  %1314 = sext i32 %1313 to i64
  %1315 = getelementptr float, ptr addrspace(1) %2, i64 %1314
  %1316 = and i1 %1108, %1031
  %1317 = ptrtoint ptr addrspace(1) %1315 to i64
  %1318 = and i64 %1317, 7
  %1319 = icmp eq i64 %1318, 0
  %1320 = and i1 %1316, %1319
  %1321 = and i1 %1034, %1320
  %1322 = xor i1 %1316, %1321
  %1323 = xor i1 %1108, %1320
  %1324 = and i1 %1034, %1323
  %1325 = zext i1 %1321 to i32
  %1326 = bitcast float %778 to i32
  %1327 = bitcast float %779 to i32
  %1328 = zext i1 %1322 to i32
  %1329 = zext i1 %1324 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1325, i32 %1326, i32 %1327, ptr addrspace(1) %1315, i32 %1328, i32 %1329) #5
  %1330 = add i32 %1124, %1027
  %1331 = sext i32 %1330 to i64
  %1332 = getelementptr float, ptr addrspace(1) %2, i64 %1331
  %1333 = and i1 %1128, %1031
  %1334 = ptrtoint ptr addrspace(1) %1332 to i64
  %1335 = and i64 %1334, 7
  %1336 = icmp eq i64 %1335, 0
  %1337 = and i1 %1333, %1336
  %1338 = and i1 %1034, %1337
  %1339 = xor i1 %1333, %1338
  %1340 = xor i1 %1128, %1337
  %1341 = and i1 %1034, %1340
  %1342 = zext i1 %1338 to i32
  %1343 = bitcast float %780 to i32
  %1344 = bitcast float %781 to i32
  %1345 = zext i1 %1339 to i32
  %1346 = zext i1 %1341 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1342, i32 %1343, i32 %1344, ptr addrspace(1) %1332, i32 %1345, i32 %1346) #5
  %1347 = add i32 %1104, %1065
  %1348 = sext i32 %1347 to i64
  %1349 = getelementptr float, ptr addrspace(1) %2, i64 %1348
  %1350 = and i1 %1108, %1069
  %1351 = ptrtoint ptr addrspace(1) %1349 to i64
  %1352 = and i64 %1351, 7
  %1353 = icmp eq i64 %1352, 0
  %1354 = and i1 %1350, %1353
  %1355 = and i1 %1072, %1354
  %1356 = xor i1 %1350, %1355
  %1357 = xor i1 %1108, %1354
  %1358 = and i1 %1072, %1357
  %1359 = zext i1 %1355 to i32
  %1360 = bitcast float %782 to i32
  %1361 = bitcast float %783 to i32
  %1362 = zext i1 %1356 to i32
  %1363 = zext i1 %1358 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1359, i32 %1360, i32 %1361, ptr addrspace(1) %1349, i32 %1362, i32 %1363) #5
  %1364 = add i32 %1124, %1065
  %1365 = sext i32 %1364 to i64
  %1366 = getelementptr float, ptr addrspace(1) %2, i64 %1365
  %1367 = and i1 %1128, %1069
  %1368 = ptrtoint ptr addrspace(1) %1366 to i64
  %1369 = and i64 %1368, 7
  %1370 = icmp eq i64 %1369, 0
  %1371 = and i1 %1367, %1370
  %1372 = and i1 %1072, %1371
  %1373 = xor i1 %1367, %1372
  %1374 = xor i1 %1128, %1371
  %1375 = and i1 %1072, %1374
  %1376 = zext i1 %1372 to i32
  %1377 = bitcast float %784 to i32
  %1378 = bitcast float %785 to i32
  %1379 = zext i1 %1373 to i32
  %1380 = zext i1 %1375 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1376, i32 %1377, i32 %1378, ptr addrspace(1) %1366, i32 %1379, i32 %1380) #5
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
