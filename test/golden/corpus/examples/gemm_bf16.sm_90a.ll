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
  %63 = lshr i32 %26, 3
  %64 = and i32 %63, 7
  %65 = xor i32 %51, %64
  %66 = shl nuw nsw i32 %63, 7
  %67 = shl nuw nsw i32 %65, 4
  %68 = or disjoint i32 %67, %66
  %69 = zext nneg i32 %68 to i64
  %invariant.op525 = or i32 %48, %11
  %invariant.op526 = or i32 %48, %11
  br label %71

.preheader27:                                     ; preds = %.loopexit29
  %70 = icmp sgt i32 %5, 0
  br i1 %70, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %.preheader27
  %invariant.op531 = or i32 %48, %11
  %invariant.op532 = or i32 %48, %11
  br label %.lr.ph

71:                                               ; preds = %6, %.loopexit29
  %72 = phi i1 [ true, %6 ], [ false, %.loopexit29 ]
  %73 = phi i64 [ 0, %6 ], [ 1, %.loopexit29 ]
  %74 = trunc nuw nsw i64 %73 to i32
  %75 = shl nuw nsw i32 %74, 5
  %76 = icmp slt i32 %75, %5
  br i1 %76, label %77, label %.loopexit29

77:                                               ; preds = %71
  %78 = mul nuw nsw i64 %73, 12288
  %79 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %78
  %80 = or disjoint i32 %75, %14
  %81 = add i32 %80, %16
  %82 = sext i32 %81 to i64
  %83 = getelementptr bfloat, ptr addrspace(1) %0, i64 %82
  %84 = ptrtoint ptr addrspace(1) %83 to i64
  %85 = and i64 %84, 15
  %86 = icmp eq i64 %85, 0
  %87 = getelementptr i8, ptr addrspace(3) %79, i64 %25
  br i1 %86, label %88, label %.preheader38.preheader

.preheader38.preheader:                           ; preds = %77
  %invariant.op = or i32 %75, %14
  br label %.preheader38

88:                                               ; preds = %77
  %89 = zext nneg i32 %80 to i64
  %90 = sub nsw i64 %18, %89
  %91 = tail call i64 @llvm.smax.i64(i64 %90, i64 0)
  %92 = tail call i64 @llvm.umin.i64(i64 %91, i64 8)
  %93 = trunc nuw nsw i64 %92 to i32
  %94 = select i1 %17, i32 %93, i32 0
  %95 = icmp eq i32 %94, 0
  %96 = select i1 %95, ptr addrspace(1) %0, ptr addrspace(1) %83
  %97 = shl nuw nsw i32 %94, 1
  %98 = ptrtoint ptr addrspace(3) %87 to i64
  %99 = trunc i64 %98 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %99, ptr addrspace(1) %96, i32 %97) #5
  br label %.loopexit39

.preheader38:                                     ; preds = %.preheader38.preheader, %.preheader38
  %100 = phi i64 [ %110, %.preheader38 ], [ 0, %.preheader38.preheader ]
  %101 = trunc nuw nsw i64 %100 to i32
  %.reass.reass = or i32 %101, %invariant.op
  %102 = add i32 %.reass.reass, %16
  %103 = sext i32 %102 to i64
  %104 = getelementptr bfloat, ptr addrspace(1) %0, i64 %103
  %105 = icmp slt i32 %.reass.reass, %5
  %106 = and i1 %17, %105
  %107 = zext i1 %106 to i32
  %108 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %104, i32 %107, i16 0) #5
  %109 = getelementptr bfloat, ptr addrspace(3) %87, i64 %100
  store i16 %108, ptr addrspace(3) %109, align 2
  %110 = add nuw nsw i64 %100, 1
  %exitcond.not = icmp eq i64 %110, 8
  br i1 %exitcond.not, label %.loopexit39, label %.preheader38

.loopexit39:                                      ; preds = %.preheader38, %88
  %111 = add i32 %80, %29
  %112 = sext i32 %111 to i64
  %113 = getelementptr bfloat, ptr addrspace(1) %0, i64 %112
  %114 = ptrtoint ptr addrspace(1) %113 to i64
  %115 = and i64 %114, 15
  %116 = icmp eq i64 %115, 0
  %117 = getelementptr i8, ptr addrspace(3) %79, i64 %33
  br i1 %116, label %118, label %.preheader36.preheader

.preheader36.preheader:                           ; preds = %.loopexit39
  %invariant.op522 = or i32 %75, %14
  br label %.preheader36

118:                                              ; preds = %.loopexit39
  %119 = zext nneg i32 %80 to i64
  %120 = sub nsw i64 %18, %119
  %121 = tail call i64 @llvm.smax.i64(i64 %120, i64 0)
  %122 = tail call i64 @llvm.umin.i64(i64 %121, i64 8)
  %123 = trunc nuw nsw i64 %122 to i32
  %124 = select i1 %30, i32 %123, i32 0
  %125 = icmp eq i32 %124, 0
  %126 = select i1 %125, ptr addrspace(1) %0, ptr addrspace(1) %113
  %127 = shl nuw nsw i32 %124, 1
  %128 = ptrtoint ptr addrspace(3) %117 to i64
  %129 = trunc i64 %128 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %129, ptr addrspace(1) %126, i32 %127) #5
  br label %.loopexit37

.preheader36:                                     ; preds = %.preheader36.preheader, %.preheader36
  %130 = phi i64 [ %140, %.preheader36 ], [ 0, %.preheader36.preheader ]
  %131 = trunc nuw nsw i64 %130 to i32
  %.reass309.reass = or i32 %131, %invariant.op522
  %132 = add i32 %.reass309.reass, %29
  %133 = sext i32 %132 to i64
  %134 = getelementptr bfloat, ptr addrspace(1) %0, i64 %133
  %135 = icmp slt i32 %.reass309.reass, %5
  %136 = and i1 %30, %135
  %137 = zext i1 %136 to i32
  %138 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %134, i32 %137, i16 0) #5
  %139 = getelementptr bfloat, ptr addrspace(3) %117, i64 %130
  store i16 %138, ptr addrspace(3) %139, align 2
  %140 = add nuw nsw i64 %130, 1
  %exitcond230.not = icmp eq i64 %140, 8
  br i1 %exitcond230.not, label %.loopexit37, label %.preheader36

.loopexit37:                                      ; preds = %.preheader36, %118
  %141 = add i32 %80, %36
  %142 = sext i32 %141 to i64
  %143 = getelementptr bfloat, ptr addrspace(1) %0, i64 %142
  %144 = ptrtoint ptr addrspace(1) %143 to i64
  %145 = and i64 %144, 15
  %146 = icmp eq i64 %145, 0
  %147 = getelementptr i8, ptr addrspace(3) %79, i64 %40
  br i1 %146, label %148, label %.preheader34.preheader

.preheader34.preheader:                           ; preds = %.loopexit37
  %invariant.op523 = or i32 %75, %14
  br label %.preheader34

148:                                              ; preds = %.loopexit37
  %149 = zext nneg i32 %80 to i64
  %150 = sub nsw i64 %18, %149
  %151 = tail call i64 @llvm.smax.i64(i64 %150, i64 0)
  %152 = tail call i64 @llvm.umin.i64(i64 %151, i64 8)
  %153 = trunc nuw nsw i64 %152 to i32
  %154 = select i1 %37, i32 %153, i32 0
  %155 = icmp eq i32 %154, 0
  %156 = select i1 %155, ptr addrspace(1) %0, ptr addrspace(1) %143
  %157 = shl nuw nsw i32 %154, 1
  %158 = ptrtoint ptr addrspace(3) %147 to i64
  %159 = trunc i64 %158 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %159, ptr addrspace(1) %156, i32 %157) #5
  br label %.loopexit35

.preheader34:                                     ; preds = %.preheader34.preheader, %.preheader34
  %160 = phi i64 [ %170, %.preheader34 ], [ 0, %.preheader34.preheader ]
  %161 = trunc nuw nsw i64 %160 to i32
  %.reass311.reass = or i32 %161, %invariant.op523
  %162 = add i32 %.reass311.reass, %36
  %163 = sext i32 %162 to i64
  %164 = getelementptr bfloat, ptr addrspace(1) %0, i64 %163
  %165 = icmp slt i32 %.reass311.reass, %5
  %166 = and i1 %37, %165
  %167 = zext i1 %166 to i32
  %168 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %164, i32 %167, i16 0) #5
  %169 = getelementptr bfloat, ptr addrspace(3) %147, i64 %160
  store i16 %168, ptr addrspace(3) %169, align 2
  %170 = add nuw nsw i64 %160, 1
  %exitcond231.not = icmp eq i64 %170, 8
  br i1 %exitcond231.not, label %.loopexit35, label %.preheader34

.loopexit35:                                      ; preds = %.preheader34, %148
  %171 = add i32 %80, %43
  %172 = sext i32 %171 to i64
  %173 = getelementptr bfloat, ptr addrspace(1) %0, i64 %172
  %174 = ptrtoint ptr addrspace(1) %173 to i64
  %175 = and i64 %174, 15
  %176 = icmp eq i64 %175, 0
  %177 = getelementptr i8, ptr addrspace(3) %79, i64 %47
  br i1 %176, label %178, label %.preheader32.preheader

.preheader32.preheader:                           ; preds = %.loopexit35
  %invariant.op524 = or i32 %75, %14
  br label %.preheader32

178:                                              ; preds = %.loopexit35
  %179 = zext nneg i32 %80 to i64
  %180 = sub nsw i64 %18, %179
  %181 = tail call i64 @llvm.smax.i64(i64 %180, i64 0)
  %182 = tail call i64 @llvm.umin.i64(i64 %181, i64 8)
  %183 = trunc nuw nsw i64 %182 to i32
  %184 = select i1 %44, i32 %183, i32 0
  %185 = icmp eq i32 %184, 0
  %186 = select i1 %185, ptr addrspace(1) %0, ptr addrspace(1) %173
  %187 = shl nuw nsw i32 %184, 1
  %188 = ptrtoint ptr addrspace(3) %177 to i64
  %189 = trunc i64 %188 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %189, ptr addrspace(1) %186, i32 %187) #5
  br label %.loopexit33

.preheader32:                                     ; preds = %.preheader32.preheader, %.preheader32
  %190 = phi i64 [ %200, %.preheader32 ], [ 0, %.preheader32.preheader ]
  %191 = trunc nuw nsw i64 %190 to i32
  %.reass313.reass = or i32 %191, %invariant.op524
  %192 = add i32 %.reass313.reass, %43
  %193 = sext i32 %192 to i64
  %194 = getelementptr bfloat, ptr addrspace(1) %0, i64 %193
  %195 = icmp slt i32 %.reass313.reass, %5
  %196 = and i1 %44, %195
  %197 = zext i1 %196 to i32
  %198 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %194, i32 %197, i16 0) #5
  %199 = getelementptr bfloat, ptr addrspace(3) %177, i64 %190
  store i16 %198, ptr addrspace(3) %199, align 2
  %200 = add nuw nsw i64 %190, 1
  %exitcond232.not = icmp eq i64 %200, 8
  br i1 %exitcond232.not, label %.loopexit33, label %.preheader32

.loopexit33:                                      ; preds = %.preheader32, %178
  %201 = getelementptr i8, ptr addrspace(3) %79, i64 8192
  %202 = or disjoint i32 %75, %19
  %203 = mul i32 %202, %4
  %204 = add i32 %203, %49
  %205 = sext i32 %204 to i64
  %206 = getelementptr bfloat, ptr addrspace(1) %1, i64 %205
  %207 = ptrtoint ptr addrspace(1) %206 to i64
  %208 = and i64 %207, 15
  %209 = icmp eq i64 %208, 0
  %210 = icmp slt i32 %202, %5
  %211 = getelementptr i8, ptr addrspace(3) %201, i64 %57
  br i1 %209, label %212, label %.preheader30

212:                                              ; preds = %.loopexit33
  %213 = select i1 %210, i32 %62, i32 0
  %214 = icmp eq i32 %213, 0
  %215 = select i1 %214, ptr addrspace(1) %1, ptr addrspace(1) %206
  %216 = shl nuw nsw i32 %213, 1
  %217 = ptrtoint ptr addrspace(3) %211 to i64
  %218 = trunc i64 %217 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %218, ptr addrspace(1) %215, i32 %216) #5
  br label %.loopexit31

.preheader30:                                     ; preds = %.loopexit33, %.preheader30
  %219 = phi i64 [ %229, %.preheader30 ], [ 0, %.loopexit33 ]
  %220 = trunc nuw nsw i64 %219 to i32
  %.reass315.reass = or i32 %220, %invariant.op525
  %221 = add i32 %.reass315.reass, %203
  %222 = sext i32 %221 to i64
  %223 = getelementptr bfloat, ptr addrspace(1) %1, i64 %222
  %224 = icmp slt i32 %.reass315.reass, %4
  %225 = and i1 %210, %224
  %226 = zext i1 %225 to i32
  %227 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %223, i32 %226, i16 0) #5
  %228 = getelementptr bfloat, ptr addrspace(3) %211, i64 %219
  store i16 %227, ptr addrspace(3) %228, align 2
  %229 = add nuw nsw i64 %219, 1
  %exitcond233.not = icmp eq i64 %229, 8
  br i1 %exitcond233.not, label %.loopexit31, label %.preheader30

.loopexit31:                                      ; preds = %.preheader30, %212
  %230 = or disjoint i32 %75, %63
  %231 = mul i32 %230, %4
  %232 = add i32 %231, %49
  %233 = sext i32 %232 to i64
  %234 = getelementptr bfloat, ptr addrspace(1) %1, i64 %233
  %235 = ptrtoint ptr addrspace(1) %234 to i64
  %236 = and i64 %235, 15
  %237 = icmp eq i64 %236, 0
  %238 = icmp slt i32 %230, %5
  %239 = getelementptr i8, ptr addrspace(3) %201, i64 %69
  br i1 %237, label %240, label %.preheader28

240:                                              ; preds = %.loopexit31
  %241 = select i1 %238, i32 %62, i32 0
  %242 = icmp eq i32 %241, 0
  %243 = select i1 %242, ptr addrspace(1) %1, ptr addrspace(1) %234
  %244 = shl nuw nsw i32 %241, 1
  %245 = ptrtoint ptr addrspace(3) %239 to i64
  %246 = trunc i64 %245 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %246, ptr addrspace(1) %243, i32 %244) #5
  br label %.loopexit29

.preheader28:                                     ; preds = %.loopexit31, %.preheader28
  %247 = phi i64 [ %257, %.preheader28 ], [ 0, %.loopexit31 ]
  %248 = trunc nuw nsw i64 %247 to i32
  %.reass317.reass = or i32 %248, %invariant.op526
  %249 = add i32 %.reass317.reass, %231
  %250 = sext i32 %249 to i64
  %251 = getelementptr bfloat, ptr addrspace(1) %1, i64 %250
  %252 = icmp slt i32 %.reass317.reass, %4
  %253 = and i1 %238, %252
  %254 = zext i1 %253 to i32
  %255 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %251, i32 %254, i16 0) #5
  %256 = getelementptr bfloat, ptr addrspace(3) %239, i64 %247
  store i16 %255, ptr addrspace(3) %256, align 2
  %257 = add nuw nsw i64 %247, 1
  %exitcond234.not = icmp eq i64 %257, 8
  br i1 %exitcond234.not, label %.loopexit29, label %.preheader28

.loopexit29:                                      ; preds = %.preheader28, %240, %71
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  br i1 %72, label %71, label %.preheader27

.lr.ph:                                           ; preds = %.lr.ph.preheader, %.loopexit
  %258 = phi i32 [ %745, %.loopexit ], [ 0, %.lr.ph.preheader ]
  %259 = phi float [ %742, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %260 = phi float [ %741, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %261 = phi float [ %740, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %262 = phi float [ %739, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %263 = phi float [ %738, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %264 = phi float [ %737, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %265 = phi float [ %736, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %266 = phi float [ %735, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %267 = phi float [ %734, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %268 = phi float [ %733, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %269 = phi float [ %732, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %270 = phi float [ %731, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %271 = phi float [ %730, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %272 = phi float [ %729, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %273 = phi float [ %728, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %274 = phi float [ %727, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %275 = phi float [ %726, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %276 = phi float [ %725, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %277 = phi float [ %724, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %278 = phi float [ %723, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %279 = phi float [ %722, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %280 = phi float [ %721, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %281 = phi float [ %720, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %282 = phi float [ %719, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %283 = phi float [ %718, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %284 = phi float [ %717, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %285 = phi float [ %716, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %286 = phi float [ %715, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %287 = phi float [ %714, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %288 = phi float [ %713, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %289 = phi float [ %712, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %290 = phi float [ %711, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %291 = phi float [ %710, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %292 = phi float [ %709, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %293 = phi float [ %708, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %294 = phi float [ %707, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %295 = phi float [ %706, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %296 = phi float [ %705, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %297 = phi float [ %704, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %298 = phi float [ %703, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %299 = phi float [ %702, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %300 = phi float [ %701, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %301 = phi float [ %700, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %302 = phi float [ %699, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %303 = phi float [ %698, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %304 = phi float [ %697, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %305 = phi float [ %696, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %306 = phi float [ %695, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %307 = phi float [ %694, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %308 = phi float [ %693, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %309 = phi float [ %692, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %310 = phi float [ %691, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %311 = phi float [ %690, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %312 = phi float [ %689, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %313 = phi float [ %688, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %314 = phi float [ %687, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %315 = phi float [ %686, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %316 = phi float [ %685, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %317 = phi float [ %684, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %318 = phi float [ %683, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %319 = phi float [ %682, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %320 = phi float [ %681, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %321 = phi float [ %680, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %322 = phi float [ %679, %.loopexit ], [ 0.000000e+00, %.lr.ph.preheader ]
  %323 = phi i32 [ %746, %.loopexit ], [ 0, %.lr.ph.preheader ]
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %324 = add i32 %323, 64
  %325 = icmp slt i32 %324, %5
  %326 = icmp slt i32 %323, 2147483584
  %327 = and i1 %326, %325
  br i1 %327, label %328, label %.loopexit

328:                                              ; preds = %.lr.ph
  %329 = add i32 %258, 2
  %330 = icmp ugt i32 %329, 3
  %331 = add i32 %258, -2
  %332 = select i1 %330, i32 %331, i32 %329
  %333 = mul i32 %332, 12288
  %334 = sext i32 %333 to i64
  %335 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %334
  %336 = or disjoint i32 %324, %14
  %337 = add i32 %336, %16
  %338 = sext i32 %337 to i64
  %339 = getelementptr bfloat, ptr addrspace(1) %0, i64 %338
  %340 = ptrtoint ptr addrspace(1) %339 to i64
  %341 = and i64 %340, 15
  %342 = icmp eq i64 %341, 0
  %343 = getelementptr i8, ptr addrspace(3) %335, i64 %25
  br i1 %342, label %344, label %.preheader25.preheader

.preheader25.preheader:                           ; preds = %328
  %invariant.op527 = or i32 %324, %14
  br label %.preheader25

344:                                              ; preds = %328
  %345 = sext i32 %336 to i64
  %346 = sub nsw i64 %18, %345
  %347 = tail call i64 @llvm.smax.i64(i64 %346, i64 0)
  %348 = tail call i64 @llvm.umin.i64(i64 %347, i64 8)
  %349 = trunc nuw nsw i64 %348 to i32
  %350 = select i1 %17, i32 %349, i32 0
  %351 = icmp eq i32 %350, 0
  %352 = select i1 %351, ptr addrspace(1) %0, ptr addrspace(1) %339
  %353 = shl nuw nsw i32 %350, 1
  %354 = ptrtoint ptr addrspace(3) %343 to i64
  %355 = trunc i64 %354 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %355, ptr addrspace(1) %352, i32 %353) #5
  br label %.loopexit26

.preheader25:                                     ; preds = %.preheader25.preheader, %.preheader25
  %356 = phi i64 [ %366, %.preheader25 ], [ 0, %.preheader25.preheader ]
  %357 = trunc nuw nsw i64 %356 to i32
  %.reass319.reass = or i32 %357, %invariant.op527
  %358 = add i32 %.reass319.reass, %16
  %359 = sext i32 %358 to i64
  %360 = getelementptr bfloat, ptr addrspace(1) %0, i64 %359
  %361 = icmp slt i32 %.reass319.reass, %5
  %362 = and i1 %17, %361
  %363 = zext i1 %362 to i32
  %364 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %360, i32 %363, i16 0) #5
  %365 = getelementptr bfloat, ptr addrspace(3) %343, i64 %356
  store i16 %364, ptr addrspace(3) %365, align 2
  %366 = add nuw nsw i64 %356, 1
  %exitcond235.not = icmp eq i64 %366, 8
  br i1 %exitcond235.not, label %.loopexit26, label %.preheader25

.loopexit26:                                      ; preds = %.preheader25, %344
  %367 = add i32 %336, %29
  %368 = sext i32 %367 to i64
  %369 = getelementptr bfloat, ptr addrspace(1) %0, i64 %368
  %370 = ptrtoint ptr addrspace(1) %369 to i64
  %371 = and i64 %370, 15
  %372 = icmp eq i64 %371, 0
  %373 = getelementptr i8, ptr addrspace(3) %335, i64 %33
  br i1 %372, label %374, label %.preheader23.preheader

.preheader23.preheader:                           ; preds = %.loopexit26
  %invariant.op528 = or i32 %324, %14
  br label %.preheader23

374:                                              ; preds = %.loopexit26
  %375 = sext i32 %336 to i64
  %376 = sub nsw i64 %18, %375
  %377 = tail call i64 @llvm.smax.i64(i64 %376, i64 0)
  %378 = tail call i64 @llvm.umin.i64(i64 %377, i64 8)
  %379 = trunc nuw nsw i64 %378 to i32
  %380 = select i1 %30, i32 %379, i32 0
  %381 = icmp eq i32 %380, 0
  %382 = select i1 %381, ptr addrspace(1) %0, ptr addrspace(1) %369
  %383 = shl nuw nsw i32 %380, 1
  %384 = ptrtoint ptr addrspace(3) %373 to i64
  %385 = trunc i64 %384 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %385, ptr addrspace(1) %382, i32 %383) #5
  br label %.loopexit24

.preheader23:                                     ; preds = %.preheader23.preheader, %.preheader23
  %386 = phi i64 [ %396, %.preheader23 ], [ 0, %.preheader23.preheader ]
  %387 = trunc nuw nsw i64 %386 to i32
  %.reass321.reass = or i32 %387, %invariant.op528
  %388 = add i32 %.reass321.reass, %29
  %389 = sext i32 %388 to i64
  %390 = getelementptr bfloat, ptr addrspace(1) %0, i64 %389
  %391 = icmp slt i32 %.reass321.reass, %5
  %392 = and i1 %30, %391
  %393 = zext i1 %392 to i32
  %394 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %390, i32 %393, i16 0) #5
  %395 = getelementptr bfloat, ptr addrspace(3) %373, i64 %386
  store i16 %394, ptr addrspace(3) %395, align 2
  %396 = add nuw nsw i64 %386, 1
  %exitcond236.not = icmp eq i64 %396, 8
  br i1 %exitcond236.not, label %.loopexit24, label %.preheader23

.loopexit24:                                      ; preds = %.preheader23, %374
  %397 = add i32 %336, %36
  %398 = sext i32 %397 to i64
  %399 = getelementptr bfloat, ptr addrspace(1) %0, i64 %398
  %400 = ptrtoint ptr addrspace(1) %399 to i64
  %401 = and i64 %400, 15
  %402 = icmp eq i64 %401, 0
  %403 = getelementptr i8, ptr addrspace(3) %335, i64 %40
  br i1 %402, label %404, label %.preheader21.preheader

.preheader21.preheader:                           ; preds = %.loopexit24
  %invariant.op529 = or i32 %324, %14
  br label %.preheader21

404:                                              ; preds = %.loopexit24
  %405 = sext i32 %336 to i64
  %406 = sub nsw i64 %18, %405
  %407 = tail call i64 @llvm.smax.i64(i64 %406, i64 0)
  %408 = tail call i64 @llvm.umin.i64(i64 %407, i64 8)
  %409 = trunc nuw nsw i64 %408 to i32
  %410 = select i1 %37, i32 %409, i32 0
  %411 = icmp eq i32 %410, 0
  %412 = select i1 %411, ptr addrspace(1) %0, ptr addrspace(1) %399
  %413 = shl nuw nsw i32 %410, 1
  %414 = ptrtoint ptr addrspace(3) %403 to i64
  %415 = trunc i64 %414 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %415, ptr addrspace(1) %412, i32 %413) #5
  br label %.loopexit22

.preheader21:                                     ; preds = %.preheader21.preheader, %.preheader21
  %416 = phi i64 [ %426, %.preheader21 ], [ 0, %.preheader21.preheader ]
  %417 = trunc nuw nsw i64 %416 to i32
  %.reass323.reass = or i32 %417, %invariant.op529
  %418 = add i32 %.reass323.reass, %36
  %419 = sext i32 %418 to i64
  %420 = getelementptr bfloat, ptr addrspace(1) %0, i64 %419
  %421 = icmp slt i32 %.reass323.reass, %5
  %422 = and i1 %37, %421
  %423 = zext i1 %422 to i32
  %424 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %420, i32 %423, i16 0) #5
  %425 = getelementptr bfloat, ptr addrspace(3) %403, i64 %416
  store i16 %424, ptr addrspace(3) %425, align 2
  %426 = add nuw nsw i64 %416, 1
  %exitcond237.not = icmp eq i64 %426, 8
  br i1 %exitcond237.not, label %.loopexit22, label %.preheader21

.loopexit22:                                      ; preds = %.preheader21, %404
  %427 = add i32 %336, %43
  %428 = sext i32 %427 to i64
  %429 = getelementptr bfloat, ptr addrspace(1) %0, i64 %428
  %430 = ptrtoint ptr addrspace(1) %429 to i64
  %431 = and i64 %430, 15
  %432 = icmp eq i64 %431, 0
  %433 = getelementptr i8, ptr addrspace(3) %335, i64 %47
  br i1 %432, label %434, label %.preheader19.preheader

.preheader19.preheader:                           ; preds = %.loopexit22
  %invariant.op530 = or i32 %324, %14
  br label %.preheader19

434:                                              ; preds = %.loopexit22
  %435 = sext i32 %336 to i64
  %436 = sub nsw i64 %18, %435
  %437 = tail call i64 @llvm.smax.i64(i64 %436, i64 0)
  %438 = tail call i64 @llvm.umin.i64(i64 %437, i64 8)
  %439 = trunc nuw nsw i64 %438 to i32
  %440 = select i1 %44, i32 %439, i32 0
  %441 = icmp eq i32 %440, 0
  %442 = select i1 %441, ptr addrspace(1) %0, ptr addrspace(1) %429
  %443 = shl nuw nsw i32 %440, 1
  %444 = ptrtoint ptr addrspace(3) %433 to i64
  %445 = trunc i64 %444 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %445, ptr addrspace(1) %442, i32 %443) #5
  br label %.loopexit20

.preheader19:                                     ; preds = %.preheader19.preheader, %.preheader19
  %446 = phi i64 [ %456, %.preheader19 ], [ 0, %.preheader19.preheader ]
  %447 = trunc nuw nsw i64 %446 to i32
  %.reass325.reass = or i32 %447, %invariant.op530
  %448 = add i32 %.reass325.reass, %43
  %449 = sext i32 %448 to i64
  %450 = getelementptr bfloat, ptr addrspace(1) %0, i64 %449
  %451 = icmp slt i32 %.reass325.reass, %5
  %452 = and i1 %44, %451
  %453 = zext i1 %452 to i32
  %454 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %450, i32 %453, i16 0) #5
  %455 = getelementptr bfloat, ptr addrspace(3) %433, i64 %446
  store i16 %454, ptr addrspace(3) %455, align 2
  %456 = add nuw nsw i64 %446, 1
  %exitcond238.not = icmp eq i64 %456, 8
  br i1 %exitcond238.not, label %.loopexit20, label %.preheader19

.loopexit20:                                      ; preds = %.preheader19, %434
  %457 = getelementptr i8, ptr addrspace(3) %335, i64 8192
  %458 = or disjoint i32 %324, %19
  %459 = mul i32 %458, %4
  %460 = add i32 %459, %49
  %461 = sext i32 %460 to i64
  %462 = getelementptr bfloat, ptr addrspace(1) %1, i64 %461
  %463 = ptrtoint ptr addrspace(1) %462 to i64
  %464 = and i64 %463, 15
  %465 = icmp eq i64 %464, 0
  %466 = icmp slt i32 %458, %5
  %467 = getelementptr i8, ptr addrspace(3) %457, i64 %57
  br i1 %465, label %468, label %.preheader17

468:                                              ; preds = %.loopexit20
  %469 = select i1 %466, i32 %62, i32 0
  %470 = icmp eq i32 %469, 0
  %471 = select i1 %470, ptr addrspace(1) %1, ptr addrspace(1) %462
  %472 = shl nuw nsw i32 %469, 1
  %473 = ptrtoint ptr addrspace(3) %467 to i64
  %474 = trunc i64 %473 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %474, ptr addrspace(1) %471, i32 %472) #5
  br label %.loopexit18

.preheader17:                                     ; preds = %.loopexit20, %.preheader17
  %475 = phi i64 [ %485, %.preheader17 ], [ 0, %.loopexit20 ]
  %476 = trunc nuw nsw i64 %475 to i32
  %.reass327.reass = or i32 %476, %invariant.op531
  %477 = add i32 %.reass327.reass, %459
  %478 = sext i32 %477 to i64
  %479 = getelementptr bfloat, ptr addrspace(1) %1, i64 %478
  %480 = icmp slt i32 %.reass327.reass, %4
  %481 = and i1 %466, %480
  %482 = zext i1 %481 to i32
  %483 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %479, i32 %482, i16 0) #5
  %484 = getelementptr bfloat, ptr addrspace(3) %467, i64 %475
  store i16 %483, ptr addrspace(3) %484, align 2
  %485 = add nuw nsw i64 %475, 1
  %exitcond239.not = icmp eq i64 %485, 8
  br i1 %exitcond239.not, label %.loopexit18, label %.preheader17

.loopexit18:                                      ; preds = %.preheader17, %468
  %486 = or disjoint i32 %324, %63
  %487 = mul i32 %486, %4
  %488 = add i32 %487, %49
  %489 = sext i32 %488 to i64
  %490 = getelementptr bfloat, ptr addrspace(1) %1, i64 %489
  %491 = ptrtoint ptr addrspace(1) %490 to i64
  %492 = and i64 %491, 15
  %493 = icmp eq i64 %492, 0
  %494 = icmp slt i32 %486, %5
  %495 = getelementptr i8, ptr addrspace(3) %457, i64 %69
  br i1 %493, label %496, label %.preheader

496:                                              ; preds = %.loopexit18
  %497 = select i1 %494, i32 %62, i32 0
  %498 = icmp eq i32 %497, 0
  %499 = select i1 %498, ptr addrspace(1) %1, ptr addrspace(1) %490
  %500 = shl nuw nsw i32 %497, 1
  %501 = ptrtoint ptr addrspace(3) %495 to i64
  %502 = trunc i64 %501 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %502, ptr addrspace(1) %499, i32 %500) #5
  br label %.loopexit

.preheader:                                       ; preds = %.loopexit18, %.preheader
  %503 = phi i64 [ %513, %.preheader ], [ 0, %.loopexit18 ]
  %504 = trunc nuw nsw i64 %503 to i32
  %.reass329.reass = or i32 %504, %invariant.op532
  %505 = add i32 %.reass329.reass, %487
  %506 = sext i32 %505 to i64
  %507 = getelementptr bfloat, ptr addrspace(1) %1, i64 %506
  %508 = icmp slt i32 %.reass329.reass, %4
  %509 = and i1 %494, %508
  %510 = zext i1 %509 to i32
  %511 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %507, i32 %510, i16 0) #5
  %512 = getelementptr bfloat, ptr addrspace(3) %495, i64 %503
  store i16 %511, ptr addrspace(3) %512, align 2
  %513 = add nuw nsw i64 %503, 1
  %exitcond240.not = icmp eq i64 %513, 8
  br i1 %exitcond240.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %496, %.lr.ph
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %514 = mul i32 %258, 12288
  %515 = sext i32 %514 to i64
  %516 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %515
  %517 = getelementptr i8, ptr addrspace(3) %516, i64 8192
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #5
  %518 = ptrtoint ptr addrspace(3) %516 to i64
  %519 = lshr exact i64 %518, 4
  %520 = and i64 %519, 16320
  %521 = or disjoint i64 %520, -9223371899415756800
  %522 = ptrtoint ptr addrspace(3) %517 to i64
  %523 = lshr exact i64 %522, 4
  %524 = and i64 %523, 16383
  %525 = or disjoint i64 %524, 4611686293322072064
  %526 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %521, i64 %525, i32 1, float %322, float %321, float %320, float %319, float %318, float %317, float %316, float %315, float %314, float %313, float %312, float %311, float %310, float %309, float %308, float %307, float %306, float %305, float %304, float %303, float %302, float %301, float %300, float %299, float %298, float %297, float %296, float %295, float %294, float %293, float %292, float %291) #5
  %527 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 0
  %528 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 1
  %529 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 2
  %530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 3
  %531 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 4
  %532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 5
  %533 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 6
  %534 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 7
  %535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 8
  %536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 9
  %537 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 10
  %538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 11
  %539 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 12
  %540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 13
  %541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 14
  %542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 15
  %543 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 16
  %544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 17
  %545 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 18
  %546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 19
  %547 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 20
  %548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 21
  %549 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 22
  %550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 23
  %551 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 24
  %552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 25
  %553 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 26
  %554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 27
  %555 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 28
  %556 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 29
  %557 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 30
  %558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 31
  %559 = getelementptr i8, ptr addrspace(3) %516, i64 4096
  %560 = ptrtoint ptr addrspace(3) %559 to i64
  %561 = lshr exact i64 %560, 4
  %562 = and i64 %561, 16383
  %563 = or disjoint i64 %562, -9223371899415756800
  %564 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %563, i64 %525, i32 1, float %290, float %289, float %288, float %287, float %286, float %285, float %284, float %283, float %282, float %281, float %280, float %279, float %278, float %277, float %276, float %275, float %274, float %273, float %272, float %271, float %270, float %269, float %268, float %267, float %266, float %265, float %264, float %263, float %262, float %261, float %260, float %259) #5
  %565 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 0
  %566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 1
  %567 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 2
  %568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 3
  %569 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 4
  %570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 5
  %571 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 6
  %572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 7
  %573 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 8
  %574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 9
  %575 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 10
  %576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 11
  %577 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 12
  %578 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 13
  %579 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 14
  %580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 15
  %581 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 16
  %582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 17
  %583 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 18
  %584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 19
  %585 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 20
  %586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 21
  %587 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 22
  %588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 23
  %589 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 24
  %590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 25
  %591 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 26
  %592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 27
  %593 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 28
  %594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 29
  %595 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 30
  %596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %564, 31
  %597 = getelementptr i8, ptr addrspace(3) %516, i64 32
  %598 = ptrtoint ptr addrspace(3) %597 to i64
  %599 = lshr exact i64 %598, 4
  %600 = and i64 %599, 16383
  %601 = or disjoint i64 %600, -9223371899415756800
  %602 = getelementptr i8, ptr addrspace(3) %516, i64 10240
  %603 = ptrtoint ptr addrspace(3) %602 to i64
  %604 = lshr exact i64 %603, 4
  %605 = and i64 %604, 16383
  %606 = or disjoint i64 %605, 4611686293322072064
  %607 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %601, i64 %606, i32 1, float %527, float %528, float %529, float %530, float %531, float %532, float %533, float %534, float %535, float %536, float %537, float %538, float %539, float %540, float %541, float %542, float %543, float %544, float %545, float %546, float %547, float %548, float %549, float %550, float %551, float %552, float %553, float %554, float %555, float %556, float %557, float %558) #5
  %608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 0
  %609 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 1
  %610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 2
  %611 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 3
  %612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 4
  %613 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 5
  %614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 6
  %615 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 7
  %616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 8
  %617 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 9
  %618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 10
  %619 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 11
  %620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 12
  %621 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 13
  %622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 14
  %623 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 15
  %624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 16
  %625 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 17
  %626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 18
  %627 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 19
  %628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 20
  %629 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 21
  %630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 22
  %631 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 23
  %632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 24
  %633 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 25
  %634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 26
  %635 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 27
  %636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 28
  %637 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 29
  %638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 30
  %639 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %607, 31
  %640 = getelementptr i8, ptr addrspace(3) %516, i64 4128
  %641 = ptrtoint ptr addrspace(3) %640 to i64
  %642 = lshr exact i64 %641, 4
  %643 = and i64 %642, 16383
  %644 = or disjoint i64 %643, -9223371899415756800
  %645 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %644, i64 %606, i32 1, float %565, float %566, float %567, float %568, float %569, float %570, float %571, float %572, float %573, float %574, float %575, float %576, float %577, float %578, float %579, float %580, float %581, float %582, float %583, float %584, float %585, float %586, float %587, float %588, float %589, float %590, float %591, float %592, float %593, float %594, float %595, float %596) #5
  %646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 0
  %647 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 1
  %648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 2
  %649 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 3
  %650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 4
  %651 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 5
  %652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 6
  %653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 7
  %654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 8
  %655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 9
  %656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 10
  %657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 11
  %658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 12
  %659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 13
  %660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 14
  %661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 15
  %662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 16
  %663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 17
  %664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 18
  %665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 19
  %666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 20
  %667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 21
  %668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 22
  %669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 23
  %670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 24
  %671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 25
  %672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 26
  %673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 27
  %674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 28
  %675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 29
  %676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 30
  %677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"() #5
  %678 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(float %608, float %609, float %610, float %611, float %612, float %613, float %614, float %615, float %616, float %617, float %618, float %619, float %620, float %621, float %622, float %623, float %624, float %625, float %626, float %627, float %628, float %629, float %630, float %631, float %632, float %633, float %634, float %635, float %636, float %637, float %638, float %639, float %646, float %647, float %648, float %649, float %650, float %651, float %652, float %653, float %654, float %655, float %656, float %657, float %658, float %659, float %660, float %661, float %662, float %663, float %664, float %665, float %666, float %667, float %668, float %669, float %670, float %671, float %672, float %673, float %674, float %675, float %676, float %677) #5
  %679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 0
  %680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 1
  %681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 2
  %682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 3
  %683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 4
  %684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 5
  %685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 6
  %686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 7
  %687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 8
  %688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 9
  %689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 10
  %690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 11
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 12
  %692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 13
  %693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 14
  %694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 15
  %695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 16
  %696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 17
  %697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 18
  %698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 19
  %699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 20
  %700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 21
  %701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 22
  %702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 23
  %703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 24
  %704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 25
  %705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 26
  %706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 27
  %707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 28
  %708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 29
  %709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 30
  %710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 31
  %711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 32
  %712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 33
  %713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 34
  %714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 35
  %715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 36
  %716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 37
  %717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 38
  %718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 39
  %719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 40
  %720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 41
  %721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 42
  %722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 43
  %723 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 44
  %724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 45
  %725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 46
  %726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 47
  %727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 48
  %728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 49
  %729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 50
  %730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 51
  %731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 52
  %732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 53
  %733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 54
  %734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 55
  %735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 56
  %736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 57
  %737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 58
  %738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 59
  %739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 60
  %740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 61
  %741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 62
  %742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 63
  %743 = add i32 %258, 1
  %744 = icmp eq i32 %743, 4
  %745 = select i1 %744, i32 0, i32 %743
  %746 = add i32 %323, 32
  %747 = icmp slt i32 %746, %5
  br i1 %747, label %.lr.ph, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.preheader27
  %.lcssa102 = phi float [ 0.000000e+00, %.preheader27 ], [ %679, %.loopexit ]
  %.lcssa101 = phi float [ 0.000000e+00, %.preheader27 ], [ %680, %.loopexit ]
  %.lcssa100 = phi float [ 0.000000e+00, %.preheader27 ], [ %681, %.loopexit ]
  %.lcssa99 = phi float [ 0.000000e+00, %.preheader27 ], [ %682, %.loopexit ]
  %.lcssa98 = phi float [ 0.000000e+00, %.preheader27 ], [ %683, %.loopexit ]
  %.lcssa97 = phi float [ 0.000000e+00, %.preheader27 ], [ %684, %.loopexit ]
  %.lcssa96 = phi float [ 0.000000e+00, %.preheader27 ], [ %685, %.loopexit ]
  %.lcssa95 = phi float [ 0.000000e+00, %.preheader27 ], [ %686, %.loopexit ]
  %.lcssa94 = phi float [ 0.000000e+00, %.preheader27 ], [ %687, %.loopexit ]
  %.lcssa93 = phi float [ 0.000000e+00, %.preheader27 ], [ %688, %.loopexit ]
  %.lcssa92 = phi float [ 0.000000e+00, %.preheader27 ], [ %689, %.loopexit ]
  %.lcssa91 = phi float [ 0.000000e+00, %.preheader27 ], [ %690, %.loopexit ]
  %.lcssa90 = phi float [ 0.000000e+00, %.preheader27 ], [ %691, %.loopexit ]
  %.lcssa89 = phi float [ 0.000000e+00, %.preheader27 ], [ %692, %.loopexit ]
  %.lcssa88 = phi float [ 0.000000e+00, %.preheader27 ], [ %693, %.loopexit ]
  %.lcssa87 = phi float [ 0.000000e+00, %.preheader27 ], [ %694, %.loopexit ]
  %.lcssa86 = phi float [ 0.000000e+00, %.preheader27 ], [ %695, %.loopexit ]
  %.lcssa85 = phi float [ 0.000000e+00, %.preheader27 ], [ %696, %.loopexit ]
  %.lcssa84 = phi float [ 0.000000e+00, %.preheader27 ], [ %697, %.loopexit ]
  %.lcssa83 = phi float [ 0.000000e+00, %.preheader27 ], [ %698, %.loopexit ]
  %.lcssa82 = phi float [ 0.000000e+00, %.preheader27 ], [ %699, %.loopexit ]
  %.lcssa81 = phi float [ 0.000000e+00, %.preheader27 ], [ %700, %.loopexit ]
  %.lcssa80 = phi float [ 0.000000e+00, %.preheader27 ], [ %701, %.loopexit ]
  %.lcssa79 = phi float [ 0.000000e+00, %.preheader27 ], [ %702, %.loopexit ]
  %.lcssa78 = phi float [ 0.000000e+00, %.preheader27 ], [ %703, %.loopexit ]
  %.lcssa77 = phi float [ 0.000000e+00, %.preheader27 ], [ %704, %.loopexit ]
  %.lcssa76 = phi float [ 0.000000e+00, %.preheader27 ], [ %705, %.loopexit ]
  %.lcssa75 = phi float [ 0.000000e+00, %.preheader27 ], [ %706, %.loopexit ]
  %.lcssa74 = phi float [ 0.000000e+00, %.preheader27 ], [ %707, %.loopexit ]
  %.lcssa73 = phi float [ 0.000000e+00, %.preheader27 ], [ %708, %.loopexit ]
  %.lcssa72 = phi float [ 0.000000e+00, %.preheader27 ], [ %709, %.loopexit ]
  %.lcssa71 = phi float [ 0.000000e+00, %.preheader27 ], [ %710, %.loopexit ]
  %.lcssa70 = phi float [ 0.000000e+00, %.preheader27 ], [ %711, %.loopexit ]
  %.lcssa69 = phi float [ 0.000000e+00, %.preheader27 ], [ %712, %.loopexit ]
  %.lcssa68 = phi float [ 0.000000e+00, %.preheader27 ], [ %713, %.loopexit ]
  %.lcssa67 = phi float [ 0.000000e+00, %.preheader27 ], [ %714, %.loopexit ]
  %.lcssa66 = phi float [ 0.000000e+00, %.preheader27 ], [ %715, %.loopexit ]
  %.lcssa65 = phi float [ 0.000000e+00, %.preheader27 ], [ %716, %.loopexit ]
  %.lcssa64 = phi float [ 0.000000e+00, %.preheader27 ], [ %717, %.loopexit ]
  %.lcssa63 = phi float [ 0.000000e+00, %.preheader27 ], [ %718, %.loopexit ]
  %.lcssa62 = phi float [ 0.000000e+00, %.preheader27 ], [ %719, %.loopexit ]
  %.lcssa61 = phi float [ 0.000000e+00, %.preheader27 ], [ %720, %.loopexit ]
  %.lcssa60 = phi float [ 0.000000e+00, %.preheader27 ], [ %721, %.loopexit ]
  %.lcssa59 = phi float [ 0.000000e+00, %.preheader27 ], [ %722, %.loopexit ]
  %.lcssa58 = phi float [ 0.000000e+00, %.preheader27 ], [ %723, %.loopexit ]
  %.lcssa57 = phi float [ 0.000000e+00, %.preheader27 ], [ %724, %.loopexit ]
  %.lcssa56 = phi float [ 0.000000e+00, %.preheader27 ], [ %725, %.loopexit ]
  %.lcssa55 = phi float [ 0.000000e+00, %.preheader27 ], [ %726, %.loopexit ]
  %.lcssa54 = phi float [ 0.000000e+00, %.preheader27 ], [ %727, %.loopexit ]
  %.lcssa53 = phi float [ 0.000000e+00, %.preheader27 ], [ %728, %.loopexit ]
  %.lcssa52 = phi float [ 0.000000e+00, %.preheader27 ], [ %729, %.loopexit ]
  %.lcssa51 = phi float [ 0.000000e+00, %.preheader27 ], [ %730, %.loopexit ]
  %.lcssa50 = phi float [ 0.000000e+00, %.preheader27 ], [ %731, %.loopexit ]
  %.lcssa49 = phi float [ 0.000000e+00, %.preheader27 ], [ %732, %.loopexit ]
  %.lcssa48 = phi float [ 0.000000e+00, %.preheader27 ], [ %733, %.loopexit ]
  %.lcssa47 = phi float [ 0.000000e+00, %.preheader27 ], [ %734, %.loopexit ]
  %.lcssa46 = phi float [ 0.000000e+00, %.preheader27 ], [ %735, %.loopexit ]
  %.lcssa45 = phi float [ 0.000000e+00, %.preheader27 ], [ %736, %.loopexit ]
  %.lcssa44 = phi float [ 0.000000e+00, %.preheader27 ], [ %737, %.loopexit ]
  %.lcssa43 = phi float [ 0.000000e+00, %.preheader27 ], [ %738, %.loopexit ]
  %.lcssa42 = phi float [ 0.000000e+00, %.preheader27 ], [ %739, %.loopexit ]
  %.lcssa41 = phi float [ 0.000000e+00, %.preheader27 ], [ %740, %.loopexit ]
  %.lcssa40 = phi float [ 0.000000e+00, %.preheader27 ], [ %741, %.loopexit ]
  %.lcssa = phi float [ 0.000000e+00, %.preheader27 ], [ %742, %.loopexit ]
  %748 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(float %.lcssa102, float %.lcssa101, float %.lcssa100, float %.lcssa99, float %.lcssa98, float %.lcssa97, float %.lcssa96, float %.lcssa95, float %.lcssa94, float %.lcssa93, float %.lcssa92, float %.lcssa91, float %.lcssa90, float %.lcssa89, float %.lcssa88, float %.lcssa87, float %.lcssa86, float %.lcssa85, float %.lcssa84, float %.lcssa83, float %.lcssa82, float %.lcssa81, float %.lcssa80, float %.lcssa79, float %.lcssa78, float %.lcssa77, float %.lcssa76, float %.lcssa75, float %.lcssa74, float %.lcssa73, float %.lcssa72, float %.lcssa71, float %.lcssa70, float %.lcssa69, float %.lcssa68, float %.lcssa67, float %.lcssa66, float %.lcssa65, float %.lcssa64, float %.lcssa63, float %.lcssa62, float %.lcssa61, float %.lcssa60, float %.lcssa59, float %.lcssa58, float %.lcssa57, float %.lcssa56, float %.lcssa55, float %.lcssa54, float %.lcssa53, float %.lcssa52, float %.lcssa51, float %.lcssa50, float %.lcssa49, float %.lcssa48, float %.lcssa47, float %.lcssa46, float %.lcssa45, float %.lcssa44, float %.lcssa43, float %.lcssa42, float %.lcssa41, float %.lcssa40, float %.lcssa) #5
  %749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 0
  %750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 1
  %751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 2
  %752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 3
  %753 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 4
  %754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 5
  %755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 6
  %756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 7
  %757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 8
  %758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 9
  %759 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 10
  %760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 11
  %761 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 12
  %762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 13
  %763 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 14
  %764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 15
  %765 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 16
  %766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 17
  %767 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 18
  %768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 19
  %769 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 20
  %770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 21
  %771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 22
  %772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 23
  %773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 24
  %774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 25
  %775 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 26
  %776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 27
  %777 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 28
  %778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 29
  %779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 30
  %780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 31
  %781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 32
  %782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 33
  %783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 34
  %784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 35
  %785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 36
  %786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 37
  %787 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 38
  %788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 39
  %789 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 40
  %790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 41
  %791 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 42
  %792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 43
  %793 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 44
  %794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 45
  %795 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 46
  %796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 47
  %797 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 48
  %798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 49
  %799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 50
  %800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 51
  %801 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 52
  %802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 53
  %803 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 54
  %804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 55
  %805 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 56
  %806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 57
  %807 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 58
  %808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 59
  %809 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 60
  %810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 61
  %811 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 62
  %812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %748, 63
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %813 = and i32 %12, 7
  %814 = lshr i32 %7, 1
  %815 = and i32 %814, 48
  %816 = or disjoint i32 %815, %813
  %817 = shl nuw nsw i32 %7, 1
  %818 = and i32 %817, 6
  %819 = or disjoint i32 %816, %10
  %820 = mul i32 %4, %819
  %821 = or disjoint i32 %818, %11
  %822 = add i32 %820, %821
  %823 = sext i32 %822 to i64
  %824 = getelementptr float, ptr addrspace(1) %2, i64 %823
  %825 = icmp slt i32 %819, %3
  %826 = icmp slt i32 %821, %4
  %827 = and i1 %825, %826
  %828 = or disjoint i32 %821, 1
  %829 = icmp slt i32 %828, %4
  %830 = ptrtoint ptr addrspace(1) %824 to i64
  %831 = and i64 %830, 7
  %832 = icmp eq i64 %831, 0
  %833 = and i1 %827, %832
  %834 = and i1 %829, %833
  %835 = xor i1 %827, %834
  %836 = xor i1 %825, %833
  %837 = and i1 %829, %836
  %838 = zext i1 %834 to i32
  %839 = bitcast float %749 to i32
  %840 = bitcast float %750 to i32
  %841 = zext i1 %835 to i32
  %842 = zext i1 %837 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %838, i32 %839, i32 %840, ptr addrspace(1) %824, i32 %841, i32 %842) #5
  %843 = or disjoint i32 %816, %10
  %844 = or disjoint i32 %843, 8
  %845 = mul i32 %4, %844
  %846 = add i32 %845, %821
  %847 = sext i32 %846 to i64
  %848 = getelementptr float, ptr addrspace(1) %2, i64 %847
  %849 = icmp slt i32 %844, %3
  %850 = and i1 %849, %826
  %851 = ptrtoint ptr addrspace(1) %848 to i64
  %852 = and i64 %851, 7
  %853 = icmp eq i64 %852, 0
  %854 = and i1 %850, %853
  %855 = and i1 %829, %854
  %856 = xor i1 %850, %855
  %857 = xor i1 %849, %854
  %858 = and i1 %829, %857
  %859 = zext i1 %855 to i32
  %860 = bitcast float %751 to i32
  %861 = bitcast float %752 to i32
  %862 = zext i1 %856 to i32
  %863 = zext i1 %858 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %859, i32 %860, i32 %861, ptr addrspace(1) %848, i32 %862, i32 %863) #5
  %864 = or disjoint i32 %821, 8
  %865 = add i32 %820, %864
  %866 = sext i32 %865 to i64
  %867 = getelementptr float, ptr addrspace(1) %2, i64 %866
  %868 = icmp slt i32 %864, %4
  %869 = and i1 %825, %868
  %870 = or disjoint i32 %821, 9
  %871 = icmp slt i32 %870, %4
  %872 = ptrtoint ptr addrspace(1) %867 to i64
  %873 = and i64 %872, 7
  %874 = icmp eq i64 %873, 0
  %875 = and i1 %869, %874
  %876 = and i1 %871, %875
  %877 = xor i1 %869, %876
  %878 = xor i1 %825, %875
  %879 = and i1 %871, %878
  %880 = zext i1 %876 to i32
  %881 = bitcast float %753 to i32
  %882 = bitcast float %754 to i32
  %883 = zext i1 %877 to i32
  %884 = zext i1 %879 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %880, i32 %881, i32 %882, ptr addrspace(1) %867, i32 %883, i32 %884) #5
  %885 = add i32 %845, %864
  %886 = sext i32 %885 to i64
  %887 = getelementptr float, ptr addrspace(1) %2, i64 %886
  %888 = and i1 %849, %868
  %889 = ptrtoint ptr addrspace(1) %887 to i64
  %890 = and i64 %889, 7
  %891 = icmp eq i64 %890, 0
  %892 = and i1 %888, %891
  %893 = and i1 %871, %892
  %894 = xor i1 %888, %893
  %895 = xor i1 %849, %892
  %896 = and i1 %871, %895
  %897 = zext i1 %893 to i32
  %898 = bitcast float %755 to i32
  %899 = bitcast float %756 to i32
  %900 = zext i1 %894 to i32
  %901 = zext i1 %896 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %897, i32 %898, i32 %899, ptr addrspace(1) %887, i32 %900, i32 %901) #5
  %902 = or disjoint i32 %821, 16
  %903 = add i32 %820, %902
  %904 = sext i32 %903 to i64
  %905 = getelementptr float, ptr addrspace(1) %2, i64 %904
  %906 = icmp slt i32 %902, %4
  %907 = and i1 %825, %906
  %908 = or disjoint i32 %821, 17
  %909 = icmp slt i32 %908, %4
  %910 = ptrtoint ptr addrspace(1) %905 to i64
  %911 = and i64 %910, 7
  %912 = icmp eq i64 %911, 0
  %913 = and i1 %907, %912
  %914 = and i1 %909, %913
  %915 = xor i1 %907, %914
  %916 = xor i1 %825, %913
  %917 = and i1 %909, %916
  %918 = zext i1 %914 to i32
  %919 = bitcast float %757 to i32
  %920 = bitcast float %758 to i32
  %921 = zext i1 %915 to i32
  %922 = zext i1 %917 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %918, i32 %919, i32 %920, ptr addrspace(1) %905, i32 %921, i32 %922) #5
  %923 = add i32 %845, %902
  %924 = sext i32 %923 to i64
  %925 = getelementptr float, ptr addrspace(1) %2, i64 %924
  %926 = and i1 %849, %906
  %927 = ptrtoint ptr addrspace(1) %925 to i64
  %928 = and i64 %927, 7
  %929 = icmp eq i64 %928, 0
  %930 = and i1 %926, %929
  %931 = and i1 %909, %930
  %932 = xor i1 %926, %931
  %933 = xor i1 %849, %930
  %934 = and i1 %909, %933
  %935 = zext i1 %931 to i32
  %936 = bitcast float %759 to i32
  %937 = bitcast float %760 to i32
  %938 = zext i1 %932 to i32
  %939 = zext i1 %934 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %935, i32 %936, i32 %937, ptr addrspace(1) %925, i32 %938, i32 %939) #5
  %940 = or disjoint i32 %821, 24
  %941 = add i32 %820, %940
  %942 = sext i32 %941 to i64
  %943 = getelementptr float, ptr addrspace(1) %2, i64 %942
  %944 = icmp slt i32 %940, %4
  %945 = and i1 %825, %944
  %946 = or disjoint i32 %821, 25
  %947 = icmp slt i32 %946, %4
  %948 = ptrtoint ptr addrspace(1) %943 to i64
  %949 = and i64 %948, 7
  %950 = icmp eq i64 %949, 0
  %951 = and i1 %945, %950
  %952 = and i1 %947, %951
  %953 = xor i1 %945, %952
  %954 = xor i1 %825, %951
  %955 = and i1 %947, %954
  %956 = zext i1 %952 to i32
  %957 = bitcast float %761 to i32
  %958 = bitcast float %762 to i32
  %959 = zext i1 %953 to i32
  %960 = zext i1 %955 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %956, i32 %957, i32 %958, ptr addrspace(1) %943, i32 %959, i32 %960) #5
  %961 = add i32 %845, %940
  %962 = sext i32 %961 to i64
  %963 = getelementptr float, ptr addrspace(1) %2, i64 %962
  %964 = and i1 %849, %944
  %965 = ptrtoint ptr addrspace(1) %963 to i64
  %966 = and i64 %965, 7
  %967 = icmp eq i64 %966, 0
  %968 = and i1 %964, %967
  %969 = and i1 %947, %968
  %970 = xor i1 %964, %969
  %971 = xor i1 %849, %968
  %972 = and i1 %947, %971
  %973 = zext i1 %969 to i32
  %974 = bitcast float %763 to i32
  %975 = bitcast float %764 to i32
  %976 = zext i1 %970 to i32
  %977 = zext i1 %972 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %973, i32 %974, i32 %975, ptr addrspace(1) %963, i32 %976, i32 %977) #5
  %978 = or disjoint i32 %821, 32
  %979 = add i32 %820, %978
  %980 = sext i32 %979 to i64
  %981 = getelementptr float, ptr addrspace(1) %2, i64 %980
  %982 = icmp slt i32 %978, %4
  %983 = and i1 %825, %982
  %984 = or disjoint i32 %821, 33
  %985 = icmp slt i32 %984, %4
  %986 = ptrtoint ptr addrspace(1) %981 to i64
  %987 = and i64 %986, 7
  %988 = icmp eq i64 %987, 0
  %989 = and i1 %983, %988
  %990 = and i1 %985, %989
  %991 = xor i1 %983, %990
  %992 = xor i1 %825, %989
  %993 = and i1 %985, %992
  %994 = zext i1 %990 to i32
  %995 = bitcast float %765 to i32
  %996 = bitcast float %766 to i32
  %997 = zext i1 %991 to i32
  %998 = zext i1 %993 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %994, i32 %995, i32 %996, ptr addrspace(1) %981, i32 %997, i32 %998) #5
  %999 = add i32 %845, %978
  %1000 = sext i32 %999 to i64
  %1001 = getelementptr float, ptr addrspace(1) %2, i64 %1000
  %1002 = and i1 %849, %982
  %1003 = ptrtoint ptr addrspace(1) %1001 to i64
  %1004 = and i64 %1003, 7
  %1005 = icmp eq i64 %1004, 0
  %1006 = and i1 %1002, %1005
  %1007 = and i1 %985, %1006
  %1008 = xor i1 %1002, %1007
  %1009 = xor i1 %849, %1006
  %1010 = and i1 %985, %1009
  %1011 = zext i1 %1007 to i32
  %1012 = bitcast float %767 to i32
  %1013 = bitcast float %768 to i32
  %1014 = zext i1 %1008 to i32
  %1015 = zext i1 %1010 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1011, i32 %1012, i32 %1013, ptr addrspace(1) %1001, i32 %1014, i32 %1015) #5
  %1016 = or disjoint i32 %821, 40
  %1017 = add i32 %820, %1016
  %1018 = sext i32 %1017 to i64
  %1019 = getelementptr float, ptr addrspace(1) %2, i64 %1018
  %1020 = icmp slt i32 %1016, %4
  %1021 = and i1 %825, %1020
  %1022 = or disjoint i32 %821, 41
  %1023 = icmp slt i32 %1022, %4
  %1024 = ptrtoint ptr addrspace(1) %1019 to i64
  %1025 = and i64 %1024, 7
  %1026 = icmp eq i64 %1025, 0
  %1027 = and i1 %1021, %1026
  %1028 = and i1 %1023, %1027
  %1029 = xor i1 %1021, %1028
  %1030 = xor i1 %825, %1027
  %1031 = and i1 %1023, %1030
  %1032 = zext i1 %1028 to i32
  %1033 = bitcast float %769 to i32
  %1034 = bitcast float %770 to i32
  %1035 = zext i1 %1029 to i32
  %1036 = zext i1 %1031 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1032, i32 %1033, i32 %1034, ptr addrspace(1) %1019, i32 %1035, i32 %1036) #5
  %1037 = add i32 %845, %1016
  %1038 = sext i32 %1037 to i64
  %1039 = getelementptr float, ptr addrspace(1) %2, i64 %1038
  %1040 = and i1 %849, %1020
  %1041 = ptrtoint ptr addrspace(1) %1039 to i64
  %1042 = and i64 %1041, 7
  %1043 = icmp eq i64 %1042, 0
  %1044 = and i1 %1040, %1043
  %1045 = and i1 %1023, %1044
  %1046 = xor i1 %1040, %1045
  %1047 = xor i1 %849, %1044
  %1048 = and i1 %1023, %1047
  %1049 = zext i1 %1045 to i32
  %1050 = bitcast float %771 to i32
  %1051 = bitcast float %772 to i32
  %1052 = zext i1 %1046 to i32
  %1053 = zext i1 %1048 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1049, i32 %1050, i32 %1051, ptr addrspace(1) %1039, i32 %1052, i32 %1053) #5
  %1054 = or disjoint i32 %821, 48
  %1055 = add i32 %820, %1054
  %1056 = sext i32 %1055 to i64
  %1057 = getelementptr float, ptr addrspace(1) %2, i64 %1056
  %1058 = icmp slt i32 %1054, %4
  %1059 = and i1 %825, %1058
  %1060 = or disjoint i32 %821, 49
  %1061 = icmp slt i32 %1060, %4
  %1062 = ptrtoint ptr addrspace(1) %1057 to i64
  %1063 = and i64 %1062, 7
  %1064 = icmp eq i64 %1063, 0
  %1065 = and i1 %1059, %1064
  %1066 = and i1 %1061, %1065
  %1067 = xor i1 %1059, %1066
  %1068 = xor i1 %825, %1065
  %1069 = and i1 %1061, %1068
  %1070 = zext i1 %1066 to i32
  %1071 = bitcast float %773 to i32
  %1072 = bitcast float %774 to i32
  %1073 = zext i1 %1067 to i32
  %1074 = zext i1 %1069 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1070, i32 %1071, i32 %1072, ptr addrspace(1) %1057, i32 %1073, i32 %1074) #5
  %1075 = add i32 %845, %1054
  %1076 = sext i32 %1075 to i64
  %1077 = getelementptr float, ptr addrspace(1) %2, i64 %1076
  %1078 = and i1 %849, %1058
  %1079 = ptrtoint ptr addrspace(1) %1077 to i64
  %1080 = and i64 %1079, 7
  %1081 = icmp eq i64 %1080, 0
  %1082 = and i1 %1078, %1081
  %1083 = and i1 %1061, %1082
  %1084 = xor i1 %1078, %1083
  %1085 = xor i1 %849, %1082
  %1086 = and i1 %1061, %1085
  %1087 = zext i1 %1083 to i32
  %1088 = bitcast float %775 to i32
  %1089 = bitcast float %776 to i32
  %1090 = zext i1 %1084 to i32
  %1091 = zext i1 %1086 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1087, i32 %1088, i32 %1089, ptr addrspace(1) %1077, i32 %1090, i32 %1091) #5
  %1092 = or disjoint i32 %821, 56
  %1093 = add i32 %820, %1092
  %1094 = sext i32 %1093 to i64
  %1095 = getelementptr float, ptr addrspace(1) %2, i64 %1094
  %1096 = icmp slt i32 %1092, %4
  %1097 = and i1 %825, %1096
  %1098 = or disjoint i32 %821, 57
  %1099 = icmp slt i32 %1098, %4
  %1100 = ptrtoint ptr addrspace(1) %1095 to i64
  %1101 = and i64 %1100, 7
  %1102 = icmp eq i64 %1101, 0
  %1103 = and i1 %1097, %1102
  %1104 = and i1 %1099, %1103
  %1105 = xor i1 %1097, %1104
  %1106 = xor i1 %825, %1103
  %1107 = and i1 %1099, %1106
  %1108 = zext i1 %1104 to i32
  %1109 = bitcast float %777 to i32
  %1110 = bitcast float %778 to i32
  %1111 = zext i1 %1105 to i32
  %1112 = zext i1 %1107 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1108, i32 %1109, i32 %1110, ptr addrspace(1) %1095, i32 %1111, i32 %1112) #5
  %1113 = add i32 %845, %1092
  %1114 = sext i32 %1113 to i64
  %1115 = getelementptr float, ptr addrspace(1) %2, i64 %1114
  %1116 = and i1 %849, %1096
  %1117 = ptrtoint ptr addrspace(1) %1115 to i64
  %1118 = and i64 %1117, 7
  %1119 = icmp eq i64 %1118, 0
  %1120 = and i1 %1116, %1119
  %1121 = and i1 %1099, %1120
  %1122 = xor i1 %1116, %1121
  %1123 = xor i1 %849, %1120
  %1124 = and i1 %1099, %1123
  %1125 = zext i1 %1121 to i32
  %1126 = bitcast float %779 to i32
  %1127 = bitcast float %780 to i32
  %1128 = zext i1 %1122 to i32
  %1129 = zext i1 %1124 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1125, i32 %1126, i32 %1127, ptr addrspace(1) %1115, i32 %1128, i32 %1129) #5
  %1130 = or disjoint i32 %819, 64
  %1131 = mul i32 %4, %1130
  %1132 = add i32 %1131, %821
  %1133 = sext i32 %1132 to i64
  %1134 = getelementptr float, ptr addrspace(1) %2, i64 %1133
  %1135 = icmp slt i32 %1130, %3
  %1136 = and i1 %1135, %826
  %1137 = ptrtoint ptr addrspace(1) %1134 to i64
  %1138 = and i64 %1137, 7
  %1139 = icmp eq i64 %1138, 0
  %1140 = and i1 %1136, %1139
  %1141 = and i1 %829, %1140
  %1142 = xor i1 %1136, %1141
  %1143 = xor i1 %1135, %1140
  %1144 = and i1 %829, %1143
  %1145 = zext i1 %1141 to i32
  %1146 = bitcast float %781 to i32
  %1147 = bitcast float %782 to i32
  %1148 = zext i1 %1142 to i32
  %1149 = zext i1 %1144 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1145, i32 %1146, i32 %1147, ptr addrspace(1) %1134, i32 %1148, i32 %1149) #5
  %1150 = or disjoint i32 %843, 72
  %1151 = mul i32 %1150, %4
  %1152 = add i32 %1151, %821
  %1153 = sext i32 %1152 to i64
  %1154 = getelementptr float, ptr addrspace(1) %2, i64 %1153
  %1155 = icmp slt i32 %1150, %3
  %1156 = and i1 %1155, %826
  %1157 = ptrtoint ptr addrspace(1) %1154 to i64
  %1158 = and i64 %1157, 7
  %1159 = icmp eq i64 %1158, 0
  %1160 = and i1 %1156, %1159
  %1161 = and i1 %829, %1160
  %1162 = xor i1 %1156, %1161
  %1163 = xor i1 %1155, %1160
  %1164 = and i1 %829, %1163
  %1165 = zext i1 %1161 to i32
  %1166 = bitcast float %783 to i32
  %1167 = bitcast float %784 to i32
  %1168 = zext i1 %1162 to i32
  %1169 = zext i1 %1164 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1165, i32 %1166, i32 %1167, ptr addrspace(1) %1154, i32 %1168, i32 %1169) #5
  %1170 = add i32 %1131, %864
  %1171 = sext i32 %1170 to i64
  %1172 = getelementptr float, ptr addrspace(1) %2, i64 %1171
  %1173 = and i1 %1135, %868
  %1174 = ptrtoint ptr addrspace(1) %1172 to i64
  %1175 = and i64 %1174, 7
  %1176 = icmp eq i64 %1175, 0
  %1177 = and i1 %1173, %1176
  %1178 = and i1 %871, %1177
  %1179 = xor i1 %1173, %1178
  %1180 = xor i1 %1135, %1177
  %1181 = and i1 %871, %1180
  %1182 = zext i1 %1178 to i32
  %1183 = bitcast float %785 to i32
  %1184 = bitcast float %786 to i32
  %1185 = zext i1 %1179 to i32
  %1186 = zext i1 %1181 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1182, i32 %1183, i32 %1184, ptr addrspace(1) %1172, i32 %1185, i32 %1186) #5
  %1187 = add i32 %1151, %864
  %1188 = sext i32 %1187 to i64
  %1189 = getelementptr float, ptr addrspace(1) %2, i64 %1188
  %1190 = and i1 %1155, %868
  %1191 = ptrtoint ptr addrspace(1) %1189 to i64
  %1192 = and i64 %1191, 7
  %1193 = icmp eq i64 %1192, 0
  %1194 = and i1 %1190, %1193
  %1195 = and i1 %871, %1194
  %1196 = xor i1 %1190, %1195
  %1197 = xor i1 %1155, %1194
  %1198 = and i1 %871, %1197
  %1199 = zext i1 %1195 to i32
  %1200 = bitcast float %787 to i32
  %1201 = bitcast float %788 to i32
  %1202 = zext i1 %1196 to i32
  %1203 = zext i1 %1198 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1199, i32 %1200, i32 %1201, ptr addrspace(1) %1189, i32 %1202, i32 %1203) #5
  %1204 = add i32 %1131, %902
  %1205 = sext i32 %1204 to i64
  %1206 = getelementptr float, ptr addrspace(1) %2, i64 %1205
  %1207 = and i1 %1135, %906
  %1208 = ptrtoint ptr addrspace(1) %1206 to i64
  %1209 = and i64 %1208, 7
  %1210 = icmp eq i64 %1209, 0
  %1211 = and i1 %1207, %1210
  %1212 = and i1 %909, %1211
  %1213 = xor i1 %1207, %1212
  %1214 = xor i1 %1135, %1211
  %1215 = and i1 %909, %1214
  %1216 = zext i1 %1212 to i32
  %1217 = bitcast float %789 to i32
  %1218 = bitcast float %790 to i32
  %1219 = zext i1 %1213 to i32
  %1220 = zext i1 %1215 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1216, i32 %1217, i32 %1218, ptr addrspace(1) %1206, i32 %1219, i32 %1220) #5
  %1221 = add i32 %1151, %902
  %1222 = sext i32 %1221 to i64
  %1223 = getelementptr float, ptr addrspace(1) %2, i64 %1222
  %1224 = and i1 %1155, %906
  %1225 = ptrtoint ptr addrspace(1) %1223 to i64
  %1226 = and i64 %1225, 7
  %1227 = icmp eq i64 %1226, 0
  %1228 = and i1 %1224, %1227
  %1229 = and i1 %909, %1228
  %1230 = xor i1 %1224, %1229
  %1231 = xor i1 %1155, %1228
  %1232 = and i1 %909, %1231
  %1233 = zext i1 %1229 to i32
  %1234 = bitcast float %791 to i32
  %1235 = bitcast float %792 to i32
  %1236 = zext i1 %1230 to i32
  %1237 = zext i1 %1232 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1233, i32 %1234, i32 %1235, ptr addrspace(1) %1223, i32 %1236, i32 %1237) #5
  %1238 = add i32 %1131, %940
  %1239 = sext i32 %1238 to i64
  %1240 = getelementptr float, ptr addrspace(1) %2, i64 %1239
  %1241 = and i1 %1135, %944
  %1242 = ptrtoint ptr addrspace(1) %1240 to i64
  %1243 = and i64 %1242, 7
  %1244 = icmp eq i64 %1243, 0
  %1245 = and i1 %1241, %1244
  %1246 = and i1 %947, %1245
  %1247 = xor i1 %1241, %1246
  %1248 = xor i1 %1135, %1245
  %1249 = and i1 %947, %1248
  %1250 = zext i1 %1246 to i32
  %1251 = bitcast float %793 to i32
  %1252 = bitcast float %794 to i32
  %1253 = zext i1 %1247 to i32
  %1254 = zext i1 %1249 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1250, i32 %1251, i32 %1252, ptr addrspace(1) %1240, i32 %1253, i32 %1254) #5
  %1255 = add i32 %1151, %940
  %1256 = sext i32 %1255 to i64
  %1257 = getelementptr float, ptr addrspace(1) %2, i64 %1256
  %1258 = and i1 %1155, %944
  %1259 = ptrtoint ptr addrspace(1) %1257 to i64
  %1260 = and i64 %1259, 7
  %1261 = icmp eq i64 %1260, 0
  %1262 = and i1 %1258, %1261
  %1263 = and i1 %947, %1262
  %1264 = xor i1 %1258, %1263
  %1265 = xor i1 %1155, %1262
  %1266 = and i1 %947, %1265
  %1267 = zext i1 %1263 to i32
  %1268 = bitcast float %795 to i32
  %1269 = bitcast float %796 to i32
  %1270 = zext i1 %1264 to i32
  %1271 = zext i1 %1266 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1267, i32 %1268, i32 %1269, ptr addrspace(1) %1257, i32 %1270, i32 %1271) #5
  %1272 = add i32 %1131, %978
  %1273 = sext i32 %1272 to i64
  %1274 = getelementptr float, ptr addrspace(1) %2, i64 %1273
  %1275 = and i1 %1135, %982
  %1276 = ptrtoint ptr addrspace(1) %1274 to i64
  %1277 = and i64 %1276, 7
  %1278 = icmp eq i64 %1277, 0
  %1279 = and i1 %1275, %1278
  %1280 = and i1 %985, %1279
  %1281 = xor i1 %1275, %1280
  %1282 = xor i1 %1135, %1279
  %1283 = and i1 %985, %1282
  %1284 = zext i1 %1280 to i32
  %1285 = bitcast float %797 to i32
  %1286 = bitcast float %798 to i32
  %1287 = zext i1 %1281 to i32
  %1288 = zext i1 %1283 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1284, i32 %1285, i32 %1286, ptr addrspace(1) %1274, i32 %1287, i32 %1288) #5
  %1289 = add i32 %1151, %978
  %1290 = sext i32 %1289 to i64
  %1291 = getelementptr float, ptr addrspace(1) %2, i64 %1290
  %1292 = and i1 %1155, %982
  %1293 = ptrtoint ptr addrspace(1) %1291 to i64
  %1294 = and i64 %1293, 7
  %1295 = icmp eq i64 %1294, 0
  %1296 = and i1 %1292, %1295
  %1297 = and i1 %985, %1296
  %1298 = xor i1 %1292, %1297
  %1299 = xor i1 %1155, %1296
  %1300 = and i1 %985, %1299
  %1301 = zext i1 %1297 to i32
  %1302 = bitcast float %799 to i32
  %1303 = bitcast float %800 to i32
  %1304 = zext i1 %1298 to i32
  %1305 = zext i1 %1300 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1301, i32 %1302, i32 %1303, ptr addrspace(1) %1291, i32 %1304, i32 %1305) #5
  %1306 = add i32 %1131, %1016
  %1307 = sext i32 %1306 to i64
  %1308 = getelementptr float, ptr addrspace(1) %2, i64 %1307
  %1309 = and i1 %1135, %1020
  %1310 = ptrtoint ptr addrspace(1) %1308 to i64
  %1311 = and i64 %1310, 7
  %1312 = icmp eq i64 %1311, 0
  %1313 = and i1 %1309, %1312
  %1314 = and i1 %1023, %1313
  %1315 = xor i1 %1309, %1314
  %1316 = xor i1 %1135, %1313
  %1317 = and i1 %1023, %1316
  %1318 = zext i1 %1314 to i32
  %1319 = bitcast float %801 to i32
  %1320 = bitcast float %802 to i32
  %1321 = zext i1 %1315 to i32
  %1322 = zext i1 %1317 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1318, i32 %1319, i32 %1320, ptr addrspace(1) %1308, i32 %1321, i32 %1322) #5
  %1323 = add i32 %1151, %1016
  %1324 = sext i32 %1323 to i64
  %1325 = getelementptr float, ptr addrspace(1) %2, i64 %1324
  %1326 = and i1 %1155, %1020
  %1327 = ptrtoint ptr addrspace(1) %1325 to i64
  %1328 = and i64 %1327, 7
  %1329 = icmp eq i64 %1328, 0
  %1330 = and i1 %1326, %1329
  %1331 = and i1 %1023, %1330
  %1332 = xor i1 %1326, %1331
  %1333 = xor i1 %1155, %1330
  %1334 = and i1 %1023, %1333
  %1335 = zext i1 %1331 to i32
  %1336 = bitcast float %803 to i32
  %1337 = bitcast float %804 to i32
  %1338 = zext i1 %1332 to i32
  %1339 = zext i1 %1334 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1335, i32 %1336, i32 %1337, ptr addrspace(1) %1325, i32 %1338, i32 %1339) #5
  %1340 = add i32 %1131, %1054
  %1341 = sext i32 %1340 to i64
  %1342 = getelementptr float, ptr addrspace(1) %2, i64 %1341
  %1343 = and i1 %1135, %1058
  %1344 = ptrtoint ptr addrspace(1) %1342 to i64
  %1345 = and i64 %1344, 7
  %1346 = icmp eq i64 %1345, 0
  %1347 = and i1 %1343, %1346
  %1348 = and i1 %1061, %1347
  %1349 = xor i1 %1343, %1348
  %1350 = xor i1 %1135, %1347
  %1351 = and i1 %1061, %1350
  %1352 = zext i1 %1348 to i32
  %1353 = bitcast float %805 to i32
  %1354 = bitcast float %806 to i32
  %1355 = zext i1 %1349 to i32
  %1356 = zext i1 %1351 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1352, i32 %1353, i32 %1354, ptr addrspace(1) %1342, i32 %1355, i32 %1356) #5
  %1357 = add i32 %1151, %1054
  %1358 = sext i32 %1357 to i64
  %1359 = getelementptr float, ptr addrspace(1) %2, i64 %1358
  %1360 = and i1 %1155, %1058
  %1361 = ptrtoint ptr addrspace(1) %1359 to i64
  %1362 = and i64 %1361, 7
  %1363 = icmp eq i64 %1362, 0
  %1364 = and i1 %1360, %1363
  %1365 = and i1 %1061, %1364
  %1366 = xor i1 %1360, %1365
  %1367 = xor i1 %1155, %1364
  %1368 = and i1 %1061, %1367
  %1369 = zext i1 %1365 to i32
  %1370 = bitcast float %807 to i32
  %1371 = bitcast float %808 to i32
  %1372 = zext i1 %1366 to i32
  %1373 = zext i1 %1368 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1369, i32 %1370, i32 %1371, ptr addrspace(1) %1359, i32 %1372, i32 %1373) #5
  %1374 = add i32 %1131, %1092
  %1375 = sext i32 %1374 to i64
  %1376 = getelementptr float, ptr addrspace(1) %2, i64 %1375
  %1377 = and i1 %1135, %1096
  %1378 = ptrtoint ptr addrspace(1) %1376 to i64
  %1379 = and i64 %1378, 7
  %1380 = icmp eq i64 %1379, 0
  %1381 = and i1 %1377, %1380
  %1382 = and i1 %1099, %1381
  %1383 = xor i1 %1377, %1382
  %1384 = xor i1 %1135, %1381
  %1385 = and i1 %1099, %1384
  %1386 = zext i1 %1382 to i32
  %1387 = bitcast float %809 to i32
  %1388 = bitcast float %810 to i32
  %1389 = zext i1 %1383 to i32
  %1390 = zext i1 %1385 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1386, i32 %1387, i32 %1388, ptr addrspace(1) %1376, i32 %1389, i32 %1390) #5
  %1391 = add i32 %1151, %1092
  %1392 = sext i32 %1391 to i64
  %1393 = getelementptr float, ptr addrspace(1) %2, i64 %1392
  %1394 = and i1 %1155, %1096
  %1395 = ptrtoint ptr addrspace(1) %1393 to i64
  %1396 = and i64 %1395, 7
  %1397 = icmp eq i64 %1396, 0
  %1398 = and i1 %1394, %1397
  %1399 = and i1 %1099, %1398
  %1400 = xor i1 %1394, %1399
  %1401 = xor i1 %1155, %1398
  %1402 = and i1 %1099, %1401
  %1403 = zext i1 %1399 to i32
  %1404 = bitcast float %811 to i32
  %1405 = bitcast float %812 to i32
  %1406 = zext i1 %1400 to i32
  %1407 = zext i1 %1402 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1403, i32 %1404, i32 %1405, ptr addrspace(1) %1393, i32 %1406, i32 %1407) #5
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
