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
  %12 = icmp eq i32 %7, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 8)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 16)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 24)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 32)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %14

14:                                               ; preds = %13, %6
  %15 = icmp samesign ult i32 %7, 32
  br i1 %15, label %16, label %17

16:                                               ; preds = %14
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 64;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 40)) #5
  br label %17

17:                                               ; preds = %16, %14
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %18 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 40)) #5
  %19 = lshr i32 %7, 2
  %20 = and i32 %19, 24
  %21 = and i32 %7, 7
  %22 = or disjoint i32 %20, %21
  %23 = and i32 %7, 24
  %24 = or disjoint i32 %22, %10
  %25 = mul i32 %5, %24
  %26 = icmp slt i32 %24, %3
  %27 = zext nneg i32 %5 to i64
  %28 = shl nuw nsw i32 %7, 4
  %29 = zext nneg i32 %28 to i64
  %30 = or disjoint i32 %7, 128
  %31 = lshr i32 %30, 2
  %32 = and i32 %31, 56
  %33 = or disjoint i32 %21, %32
  %34 = or disjoint i32 %33, %10
  %35 = mul i32 %5, %34
  %36 = icmp slt i32 %34, %3
  %37 = shl nuw nsw i32 %30, 4
  %38 = zext nneg i32 %37 to i64
  %39 = or disjoint i32 %22, 64
  %40 = or disjoint i32 %39, %10
  %41 = mul i32 %5, %40
  %42 = icmp slt i32 %40, %3
  %43 = shl nuw nsw i32 %39, 6
  %44 = and i32 %43, 5632
  %45 = and i32 %28, 496
  %46 = or disjoint i32 %44, %45
  %47 = zext nneg i32 %46 to i64
  %48 = or disjoint i32 %22, 96
  %49 = or disjoint i32 %48, %10
  %50 = mul i32 %5, %49
  %51 = icmp slt i32 %49, %3
  %52 = shl nuw nsw i32 %48, 6
  %53 = and i32 %52, 7680
  %54 = or disjoint i32 %53, %45
  %55 = zext nneg i32 %54 to i64
  %56 = lshr i32 %7, 3
  %57 = and i32 %56, 8
  %58 = or disjoint i32 %57, %21
  %59 = and i32 %7, 56
  %60 = or disjoint i32 %11, %59
  %61 = sext i32 %4 to i64
  %62 = sext i32 %60 to i64
  %63 = sub nsw i64 %61, %62
  %64 = tail call i64 @llvm.smax.i64(i64 %63, i64 0)
  %65 = tail call i64 @llvm.umin.i64(i64 %64, i64 8)
  %66 = trunc nuw nsw i64 %65 to i32
  %67 = shl nuw nsw i32 %66, 1
  %68 = lshr i32 %30, 3
  %69 = and i32 %68, 24
  %70 = or disjoint i32 %69, %21
  %invariant.op90 = or i32 %11, %59
  %invariant.op91 = or i32 %11, %59
  br label %72

.preheader29:                                     ; preds = %.loopexit31
  %71 = icmp sgt i32 %5, 0
  br i1 %71, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %.preheader29
  %invariant.op96 = or i32 %11, %59
  %invariant.op97 = or i32 %11, %59
  br label %.lr.ph

72:                                               ; preds = %17, %.loopexit31
  %73 = phi i64 [ 0, %17 ], [ %244, %.loopexit31 ]
  %74 = trunc nuw nsw i64 %73 to i32
  %75 = shl nuw nsw i32 %74, 5
  %76 = icmp slt i32 %75, %5
  br i1 %76, label %77, label %.loopexit31

77:                                               ; preds = %72
  %78 = mul nuw nsw i64 %73, 12288
  %79 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %78
  %80 = or disjoint i32 %75, %23
  %81 = add i32 %80, %25
  %82 = sext i32 %81 to i64
  %83 = getelementptr bfloat, ptr addrspace(1) %0, i64 %82
  %84 = ptrtoint ptr addrspace(1) %83 to i64
  %85 = and i64 %84, 15
  %86 = icmp eq i64 %85, 0
  %87 = getelementptr i8, ptr addrspace(3) %79, i64 %29
  br i1 %86, label %88, label %.preheader40.preheader

.preheader40.preheader:                           ; preds = %77
  %invariant.op = or i32 %75, %23
  br label %.preheader40

88:                                               ; preds = %77
  %89 = zext nneg i32 %80 to i64
  %90 = sub nsw i64 %27, %89
  %91 = tail call i64 @llvm.smax.i64(i64 %90, i64 0)
  %92 = tail call i64 @llvm.umin.i64(i64 %91, i64 8)
  %93 = trunc nuw nsw i64 %92 to i32
  %94 = shl nuw nsw i32 %93, 1
  %95 = select i1 %26, i32 %94, i32 0
  %96 = ptrtoint ptr addrspace(3) %87 to i64
  %97 = trunc i64 %96 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %97, ptr addrspace(1) %83, i32 %95) #5
  br label %.loopexit41

.preheader40:                                     ; preds = %.preheader40.preheader, %.preheader40
  %98 = phi i64 [ %108, %.preheader40 ], [ 0, %.preheader40.preheader ]
  %99 = trunc nuw nsw i64 %98 to i32
  %.reass.reass = or i32 %99, %invariant.op
  %100 = add i32 %.reass.reass, %25
  %101 = sext i32 %100 to i64
  %102 = getelementptr bfloat, ptr addrspace(1) %0, i64 %101
  %103 = icmp slt i32 %.reass.reass, %5
  %104 = and i1 %26, %103
  %105 = zext i1 %104 to i32
  %106 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %102, i32 %105, i16 0) #5
  %107 = getelementptr bfloat, ptr addrspace(3) %87, i64 %98
  store i16 %106, ptr addrspace(3) %107, align 2
  %108 = add nuw nsw i64 %98, 1
  %exitcond.not = icmp eq i64 %108, 8
  br i1 %exitcond.not, label %.loopexit41, label %.preheader40

.loopexit41:                                      ; preds = %.preheader40, %88
  %109 = add i32 %80, %35
  %110 = sext i32 %109 to i64
  %111 = getelementptr bfloat, ptr addrspace(1) %0, i64 %110
  %112 = ptrtoint ptr addrspace(1) %111 to i64
  %113 = and i64 %112, 15
  %114 = icmp eq i64 %113, 0
  %115 = getelementptr i8, ptr addrspace(3) %79, i64 %38
  br i1 %114, label %116, label %.preheader38.preheader

.preheader38.preheader:                           ; preds = %.loopexit41
  %invariant.op87 = or i32 %75, %23
  br label %.preheader38

116:                                              ; preds = %.loopexit41
  %117 = zext nneg i32 %80 to i64
  %118 = sub nsw i64 %27, %117
  %119 = tail call i64 @llvm.smax.i64(i64 %118, i64 0)
  %120 = tail call i64 @llvm.umin.i64(i64 %119, i64 8)
  %121 = trunc nuw nsw i64 %120 to i32
  %122 = shl nuw nsw i32 %121, 1
  %123 = select i1 %36, i32 %122, i32 0
  %124 = ptrtoint ptr addrspace(3) %115 to i64
  %125 = trunc i64 %124 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %125, ptr addrspace(1) %111, i32 %123) #5
  br label %.loopexit39

.preheader38:                                     ; preds = %.preheader38.preheader, %.preheader38
  %126 = phi i64 [ %136, %.preheader38 ], [ 0, %.preheader38.preheader ]
  %127 = trunc nuw nsw i64 %126 to i32
  %.reass62.reass = or i32 %127, %invariant.op87
  %128 = add i32 %.reass62.reass, %35
  %129 = sext i32 %128 to i64
  %130 = getelementptr bfloat, ptr addrspace(1) %0, i64 %129
  %131 = icmp slt i32 %.reass62.reass, %5
  %132 = and i1 %36, %131
  %133 = zext i1 %132 to i32
  %134 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %130, i32 %133, i16 0) #5
  %135 = getelementptr bfloat, ptr addrspace(3) %115, i64 %126
  store i16 %134, ptr addrspace(3) %135, align 2
  %136 = add nuw nsw i64 %126, 1
  %exitcond43.not = icmp eq i64 %136, 8
  br i1 %exitcond43.not, label %.loopexit39, label %.preheader38

.loopexit39:                                      ; preds = %.preheader38, %116
  %137 = add i32 %80, %41
  %138 = sext i32 %137 to i64
  %139 = getelementptr bfloat, ptr addrspace(1) %0, i64 %138
  %140 = ptrtoint ptr addrspace(1) %139 to i64
  %141 = and i64 %140, 15
  %142 = icmp eq i64 %141, 0
  %143 = getelementptr i8, ptr addrspace(3) %79, i64 %47
  br i1 %142, label %144, label %.preheader36.preheader

.preheader36.preheader:                           ; preds = %.loopexit39
  %invariant.op88 = or i32 %75, %23
  br label %.preheader36

144:                                              ; preds = %.loopexit39
  %145 = zext nneg i32 %80 to i64
  %146 = sub nsw i64 %27, %145
  %147 = tail call i64 @llvm.smax.i64(i64 %146, i64 0)
  %148 = tail call i64 @llvm.umin.i64(i64 %147, i64 8)
  %149 = trunc nuw nsw i64 %148 to i32
  %150 = shl nuw nsw i32 %149, 1
  %151 = select i1 %42, i32 %150, i32 0
  %152 = ptrtoint ptr addrspace(3) %143 to i64
  %153 = trunc i64 %152 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %153, ptr addrspace(1) %139, i32 %151) #5
  br label %.loopexit37

.preheader36:                                     ; preds = %.preheader36.preheader, %.preheader36
  %154 = phi i64 [ %164, %.preheader36 ], [ 0, %.preheader36.preheader ]
  %155 = trunc nuw nsw i64 %154 to i32
  %.reass64.reass = or i32 %155, %invariant.op88
  %156 = add i32 %.reass64.reass, %41
  %157 = sext i32 %156 to i64
  %158 = getelementptr bfloat, ptr addrspace(1) %0, i64 %157
  %159 = icmp slt i32 %.reass64.reass, %5
  %160 = and i1 %42, %159
  %161 = zext i1 %160 to i32
  %162 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %158, i32 %161, i16 0) #5
  %163 = getelementptr bfloat, ptr addrspace(3) %143, i64 %154
  store i16 %162, ptr addrspace(3) %163, align 2
  %164 = add nuw nsw i64 %154, 1
  %exitcond44.not = icmp eq i64 %164, 8
  br i1 %exitcond44.not, label %.loopexit37, label %.preheader36

.loopexit37:                                      ; preds = %.preheader36, %144
  %165 = add i32 %80, %50
  %166 = sext i32 %165 to i64
  %167 = getelementptr bfloat, ptr addrspace(1) %0, i64 %166
  %168 = ptrtoint ptr addrspace(1) %167 to i64
  %169 = and i64 %168, 15
  %170 = icmp eq i64 %169, 0
  %171 = getelementptr i8, ptr addrspace(3) %79, i64 %55
  br i1 %170, label %172, label %.preheader34.preheader

.preheader34.preheader:                           ; preds = %.loopexit37
  %invariant.op89 = or i32 %75, %23
  br label %.preheader34

172:                                              ; preds = %.loopexit37
  %173 = zext nneg i32 %80 to i64
  %174 = sub nsw i64 %27, %173
  %175 = tail call i64 @llvm.smax.i64(i64 %174, i64 0)
  %176 = tail call i64 @llvm.umin.i64(i64 %175, i64 8)
  %177 = trunc nuw nsw i64 %176 to i32
  %178 = shl nuw nsw i32 %177, 1
  %179 = select i1 %51, i32 %178, i32 0
  %180 = ptrtoint ptr addrspace(3) %171 to i64
  %181 = trunc i64 %180 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %181, ptr addrspace(1) %167, i32 %179) #5
  br label %.loopexit35

.preheader34:                                     ; preds = %.preheader34.preheader, %.preheader34
  %182 = phi i64 [ %192, %.preheader34 ], [ 0, %.preheader34.preheader ]
  %183 = trunc nuw nsw i64 %182 to i32
  %.reass66.reass = or i32 %183, %invariant.op89
  %184 = add i32 %.reass66.reass, %50
  %185 = sext i32 %184 to i64
  %186 = getelementptr bfloat, ptr addrspace(1) %0, i64 %185
  %187 = icmp slt i32 %.reass66.reass, %5
  %188 = and i1 %51, %187
  %189 = zext i1 %188 to i32
  %190 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %186, i32 %189, i16 0) #5
  %191 = getelementptr bfloat, ptr addrspace(3) %171, i64 %182
  store i16 %190, ptr addrspace(3) %191, align 2
  %192 = add nuw nsw i64 %182, 1
  %exitcond45.not = icmp eq i64 %192, 8
  br i1 %exitcond45.not, label %.loopexit35, label %.preheader34

.loopexit35:                                      ; preds = %.preheader34, %172
  %193 = getelementptr i8, ptr addrspace(3) %79, i64 8192
  %194 = or disjoint i32 %58, %75
  %195 = mul i32 %194, %4
  %196 = add i32 %195, %60
  %197 = sext i32 %196 to i64
  %198 = getelementptr bfloat, ptr addrspace(1) %1, i64 %197
  %199 = ptrtoint ptr addrspace(1) %198 to i64
  %200 = and i64 %199, 15
  %201 = icmp eq i64 %200, 0
  %202 = icmp slt i32 %194, %5
  %203 = getelementptr i8, ptr addrspace(3) %193, i64 %29
  br i1 %201, label %204, label %.preheader32

204:                                              ; preds = %.loopexit35
  %205 = select i1 %202, i32 %67, i32 0
  %206 = ptrtoint ptr addrspace(3) %203 to i64
  %207 = trunc i64 %206 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %207, ptr addrspace(1) %198, i32 %205) #5
  br label %.loopexit33

.preheader32:                                     ; preds = %.loopexit35, %.preheader32
  %208 = phi i64 [ %218, %.preheader32 ], [ 0, %.loopexit35 ]
  %209 = trunc nuw nsw i64 %208 to i32
  %.reass68.reass = or i32 %209, %invariant.op90
  %210 = add i32 %.reass68.reass, %195
  %211 = sext i32 %210 to i64
  %212 = getelementptr bfloat, ptr addrspace(1) %1, i64 %211
  %213 = icmp slt i32 %.reass68.reass, %4
  %214 = and i1 %202, %213
  %215 = zext i1 %214 to i32
  %216 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %212, i32 %215, i16 0) #5
  %217 = getelementptr bfloat, ptr addrspace(3) %203, i64 %208
  store i16 %216, ptr addrspace(3) %217, align 2
  %218 = add nuw nsw i64 %208, 1
  %exitcond46.not = icmp eq i64 %218, 8
  br i1 %exitcond46.not, label %.loopexit33, label %.preheader32

.loopexit33:                                      ; preds = %.preheader32, %204
  %219 = or disjoint i32 %70, %75
  %220 = mul i32 %219, %4
  %221 = add i32 %220, %60
  %222 = sext i32 %221 to i64
  %223 = getelementptr bfloat, ptr addrspace(1) %1, i64 %222
  %224 = ptrtoint ptr addrspace(1) %223 to i64
  %225 = and i64 %224, 15
  %226 = icmp eq i64 %225, 0
  %227 = icmp slt i32 %219, %5
  %228 = getelementptr i8, ptr addrspace(3) %193, i64 %38
  br i1 %226, label %229, label %.preheader30

229:                                              ; preds = %.loopexit33
  %230 = select i1 %227, i32 %67, i32 0
  %231 = ptrtoint ptr addrspace(3) %228 to i64
  %232 = trunc i64 %231 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %232, ptr addrspace(1) %223, i32 %230) #5
  br label %.loopexit31

.preheader30:                                     ; preds = %.loopexit33, %.preheader30
  %233 = phi i64 [ %243, %.preheader30 ], [ 0, %.loopexit33 ]
  %234 = trunc nuw nsw i64 %233 to i32
  %.reass70.reass = or i32 %234, %invariant.op91
  %235 = add i32 %.reass70.reass, %220
  %236 = sext i32 %235 to i64
  %237 = getelementptr bfloat, ptr addrspace(1) %1, i64 %236
  %238 = icmp slt i32 %.reass70.reass, %4
  %239 = and i1 %227, %238
  %240 = zext i1 %239 to i32
  %241 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %237, i32 %240, i16 0) #5
  %242 = getelementptr bfloat, ptr addrspace(3) %228, i64 %233
  store i16 %241, ptr addrspace(3) %242, align 2
  %243 = add nuw nsw i64 %233, 1
  %exitcond47.not = icmp eq i64 %243, 8
  br i1 %exitcond47.not, label %.loopexit31, label %.preheader30

.loopexit31:                                      ; preds = %.preheader30, %229, %72
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %244 = add nuw nsw i64 %73, 1
  %exitcond48.not = icmp eq i64 %244, 3
  br i1 %exitcond48.not, label %.preheader29, label %72

.lr.ph:                                           ; preds = %.lr.ph.preheader, %.loopexit
  %245 = phi i32 [ %458, %.loopexit ], [ 0, %.lr.ph.preheader ]
  %246 = phi i32 [ %457, %.loopexit ], [ 0, %.lr.ph.preheader ]
  %247 = phi i32 [ %459, %.loopexit ], [ 0, %.lr.ph.preheader ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  br i1 %12, label %248, label %270

248:                                              ; preds = %.lr.ph
  %249 = icmp ne i32 %245, 0
  %250 = zext i1 %249 to i32
  %251 = mul i32 %246, 12288
  %252 = sext i32 %251 to i64
  %253 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %252
  %254 = ptrtoint ptr addrspace(3) %253 to i64
  %255 = getelementptr i8, ptr addrspace(3) %253, i64 8192
  %256 = ptrtoint ptr addrspace(3) %255 to i64
  %257 = lshr exact i64 %254, 4
  %258 = and i64 %257, 16320
  %259 = or disjoint i64 %258, 70506183655424
  %260 = lshr exact i64 %256, 4
  %261 = and i64 %260, 16320
  %262 = or disjoint i64 %261, 70403108110336
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %18, i64 %259, i64 %262, i32 135333008, i32 %250) #5
  %263 = or disjoint i64 %258, 70506183655440
  %264 = add i64 %256, 2048
  %265 = lshr exact i64 %264, 4
  %266 = and i64 %265, 16383
  %267 = or disjoint i64 %266, 70403108110336
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %18, i64 %263, i64 %267, i32 135333008, i32 1) #5
  %268 = shl i32 %246, 3
  %269 = add i32 %268, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32)
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %269) #5
  br label %270

270:                                              ; preds = %248, %.lr.ph
  %271 = add i32 %247, 96
  %272 = icmp slt i32 %271, %5
  %273 = icmp slt i32 %247, 2147483552
  %274 = and i1 %273, %272
  %275 = icmp eq i32 %246, 0
  %276 = add i32 %246, -1
  %277 = select i1 %275, i32 3, i32 %276
  br i1 %274, label %278, label %.loopexit

278:                                              ; preds = %270
  %.not = icmp eq i32 %245, 0
  br i1 %.not, label %.loopexit28, label %279

279:                                              ; preds = %278
  %280 = add i32 %245, 7
  %281 = lshr i32 %280, 2
  %282 = shl i32 %277, 3
  %283 = add i32 %282, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32)
  %284 = and i32 %281, 1
  br label %285

285:                                              ; preds = %285, %279
  %286 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %283, i32 %284) #5
  %287 = icmp eq i32 %286, 0
  br i1 %287, label %285, label %.loopexit28

.loopexit28:                                      ; preds = %285, %278
  %288 = mul i32 %277, 12288
  %289 = sext i32 %288 to i64
  %290 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %289
  %291 = or disjoint i32 %271, %23
  %292 = add i32 %291, %25
  %293 = sext i32 %292 to i64
  %294 = getelementptr bfloat, ptr addrspace(1) %0, i64 %293
  %295 = ptrtoint ptr addrspace(1) %294 to i64
  %296 = and i64 %295, 15
  %297 = icmp eq i64 %296, 0
  %298 = getelementptr i8, ptr addrspace(3) %290, i64 %29
  br i1 %297, label %299, label %.preheader26.preheader

.preheader26.preheader:                           ; preds = %.loopexit28
  %invariant.op92 = or i32 %271, %23
  br label %.preheader26

299:                                              ; preds = %.loopexit28
  %300 = sext i32 %291 to i64
  %301 = sub nsw i64 %27, %300
  %302 = tail call i64 @llvm.smax.i64(i64 %301, i64 0)
  %303 = tail call i64 @llvm.umin.i64(i64 %302, i64 8)
  %304 = trunc nuw nsw i64 %303 to i32
  %305 = shl nuw nsw i32 %304, 1
  %306 = select i1 %26, i32 %305, i32 0
  %307 = ptrtoint ptr addrspace(3) %298 to i64
  %308 = trunc i64 %307 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %308, ptr addrspace(1) %294, i32 %306) #5
  br label %.loopexit27

.preheader26:                                     ; preds = %.preheader26.preheader, %.preheader26
  %309 = phi i64 [ %319, %.preheader26 ], [ 0, %.preheader26.preheader ]
  %310 = trunc nuw nsw i64 %309 to i32
  %.reass72.reass = or i32 %310, %invariant.op92
  %311 = add i32 %.reass72.reass, %25
  %312 = sext i32 %311 to i64
  %313 = getelementptr bfloat, ptr addrspace(1) %0, i64 %312
  %314 = icmp slt i32 %.reass72.reass, %5
  %315 = and i1 %26, %314
  %316 = zext i1 %315 to i32
  %317 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %313, i32 %316, i16 0) #5
  %318 = getelementptr bfloat, ptr addrspace(3) %298, i64 %309
  store i16 %317, ptr addrspace(3) %318, align 2
  %319 = add nuw nsw i64 %309, 1
  %exitcond49.not = icmp eq i64 %319, 8
  br i1 %exitcond49.not, label %.loopexit27, label %.preheader26

.loopexit27:                                      ; preds = %.preheader26, %299
  %320 = add i32 %291, %35
  %321 = sext i32 %320 to i64
  %322 = getelementptr bfloat, ptr addrspace(1) %0, i64 %321
  %323 = ptrtoint ptr addrspace(1) %322 to i64
  %324 = and i64 %323, 15
  %325 = icmp eq i64 %324, 0
  %326 = getelementptr i8, ptr addrspace(3) %290, i64 %38
  br i1 %325, label %327, label %.preheader24.preheader

.preheader24.preheader:                           ; preds = %.loopexit27
  %invariant.op93 = or i32 %271, %23
  br label %.preheader24

327:                                              ; preds = %.loopexit27
  %328 = sext i32 %291 to i64
  %329 = sub nsw i64 %27, %328
  %330 = tail call i64 @llvm.smax.i64(i64 %329, i64 0)
  %331 = tail call i64 @llvm.umin.i64(i64 %330, i64 8)
  %332 = trunc nuw nsw i64 %331 to i32
  %333 = shl nuw nsw i32 %332, 1
  %334 = select i1 %36, i32 %333, i32 0
  %335 = ptrtoint ptr addrspace(3) %326 to i64
  %336 = trunc i64 %335 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %336, ptr addrspace(1) %322, i32 %334) #5
  br label %.loopexit25

.preheader24:                                     ; preds = %.preheader24.preheader, %.preheader24
  %337 = phi i64 [ %347, %.preheader24 ], [ 0, %.preheader24.preheader ]
  %338 = trunc nuw nsw i64 %337 to i32
  %.reass74.reass = or i32 %338, %invariant.op93
  %339 = add i32 %.reass74.reass, %35
  %340 = sext i32 %339 to i64
  %341 = getelementptr bfloat, ptr addrspace(1) %0, i64 %340
  %342 = icmp slt i32 %.reass74.reass, %5
  %343 = and i1 %36, %342
  %344 = zext i1 %343 to i32
  %345 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %341, i32 %344, i16 0) #5
  %346 = getelementptr bfloat, ptr addrspace(3) %326, i64 %337
  store i16 %345, ptr addrspace(3) %346, align 2
  %347 = add nuw nsw i64 %337, 1
  %exitcond50.not = icmp eq i64 %347, 8
  br i1 %exitcond50.not, label %.loopexit25, label %.preheader24

.loopexit25:                                      ; preds = %.preheader24, %327
  %348 = add i32 %291, %41
  %349 = sext i32 %348 to i64
  %350 = getelementptr bfloat, ptr addrspace(1) %0, i64 %349
  %351 = ptrtoint ptr addrspace(1) %350 to i64
  %352 = and i64 %351, 15
  %353 = icmp eq i64 %352, 0
  %354 = getelementptr i8, ptr addrspace(3) %290, i64 %47
  br i1 %353, label %355, label %.preheader22.preheader

.preheader22.preheader:                           ; preds = %.loopexit25
  %invariant.op94 = or i32 %271, %23
  br label %.preheader22

355:                                              ; preds = %.loopexit25
  %356 = sext i32 %291 to i64
  %357 = sub nsw i64 %27, %356
  %358 = tail call i64 @llvm.smax.i64(i64 %357, i64 0)
  %359 = tail call i64 @llvm.umin.i64(i64 %358, i64 8)
  %360 = trunc nuw nsw i64 %359 to i32
  %361 = shl nuw nsw i32 %360, 1
  %362 = select i1 %42, i32 %361, i32 0
  %363 = ptrtoint ptr addrspace(3) %354 to i64
  %364 = trunc i64 %363 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %364, ptr addrspace(1) %350, i32 %362) #5
  br label %.loopexit23

.preheader22:                                     ; preds = %.preheader22.preheader, %.preheader22
  %365 = phi i64 [ %375, %.preheader22 ], [ 0, %.preheader22.preheader ]
  %366 = trunc nuw nsw i64 %365 to i32
  %.reass76.reass = or i32 %366, %invariant.op94
  %367 = add i32 %.reass76.reass, %41
  %368 = sext i32 %367 to i64
  %369 = getelementptr bfloat, ptr addrspace(1) %0, i64 %368
  %370 = icmp slt i32 %.reass76.reass, %5
  %371 = and i1 %42, %370
  %372 = zext i1 %371 to i32
  %373 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %369, i32 %372, i16 0) #5
  %374 = getelementptr bfloat, ptr addrspace(3) %354, i64 %365
  store i16 %373, ptr addrspace(3) %374, align 2
  %375 = add nuw nsw i64 %365, 1
  %exitcond51.not = icmp eq i64 %375, 8
  br i1 %exitcond51.not, label %.loopexit23, label %.preheader22

.loopexit23:                                      ; preds = %.preheader22, %355
  %376 = add i32 %291, %50
  %377 = sext i32 %376 to i64
  %378 = getelementptr bfloat, ptr addrspace(1) %0, i64 %377
  %379 = ptrtoint ptr addrspace(1) %378 to i64
  %380 = and i64 %379, 15
  %381 = icmp eq i64 %380, 0
  %382 = getelementptr i8, ptr addrspace(3) %290, i64 %55
  br i1 %381, label %383, label %.preheader20.preheader

.preheader20.preheader:                           ; preds = %.loopexit23
  %invariant.op95 = or i32 %271, %23
  br label %.preheader20

383:                                              ; preds = %.loopexit23
  %384 = sext i32 %291 to i64
  %385 = sub nsw i64 %27, %384
  %386 = tail call i64 @llvm.smax.i64(i64 %385, i64 0)
  %387 = tail call i64 @llvm.umin.i64(i64 %386, i64 8)
  %388 = trunc nuw nsw i64 %387 to i32
  %389 = shl nuw nsw i32 %388, 1
  %390 = select i1 %51, i32 %389, i32 0
  %391 = ptrtoint ptr addrspace(3) %382 to i64
  %392 = trunc i64 %391 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %392, ptr addrspace(1) %378, i32 %390) #5
  br label %.loopexit21

.preheader20:                                     ; preds = %.preheader20.preheader, %.preheader20
  %393 = phi i64 [ %403, %.preheader20 ], [ 0, %.preheader20.preheader ]
  %394 = trunc nuw nsw i64 %393 to i32
  %.reass78.reass = or i32 %394, %invariant.op95
  %395 = add i32 %.reass78.reass, %50
  %396 = sext i32 %395 to i64
  %397 = getelementptr bfloat, ptr addrspace(1) %0, i64 %396
  %398 = icmp slt i32 %.reass78.reass, %5
  %399 = and i1 %51, %398
  %400 = zext i1 %399 to i32
  %401 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %397, i32 %400, i16 0) #5
  %402 = getelementptr bfloat, ptr addrspace(3) %382, i64 %393
  store i16 %401, ptr addrspace(3) %402, align 2
  %403 = add nuw nsw i64 %393, 1
  %exitcond52.not = icmp eq i64 %403, 8
  br i1 %exitcond52.not, label %.loopexit21, label %.preheader20

.loopexit21:                                      ; preds = %.preheader20, %383
  %404 = getelementptr i8, ptr addrspace(3) %290, i64 8192
  %405 = or disjoint i32 %58, %271
  %406 = mul i32 %405, %4
  %407 = add i32 %406, %60
  %408 = sext i32 %407 to i64
  %409 = getelementptr bfloat, ptr addrspace(1) %1, i64 %408
  %410 = ptrtoint ptr addrspace(1) %409 to i64
  %411 = and i64 %410, 15
  %412 = icmp eq i64 %411, 0
  %413 = icmp slt i32 %405, %5
  %414 = getelementptr i8, ptr addrspace(3) %404, i64 %29
  br i1 %412, label %415, label %.preheader18

415:                                              ; preds = %.loopexit21
  %416 = select i1 %413, i32 %67, i32 0
  %417 = ptrtoint ptr addrspace(3) %414 to i64
  %418 = trunc i64 %417 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %418, ptr addrspace(1) %409, i32 %416) #5
  br label %.loopexit19

.preheader18:                                     ; preds = %.loopexit21, %.preheader18
  %419 = phi i64 [ %429, %.preheader18 ], [ 0, %.loopexit21 ]
  %420 = trunc nuw nsw i64 %419 to i32
  %.reass80.reass = or i32 %420, %invariant.op96
  %421 = add i32 %.reass80.reass, %406
  %422 = sext i32 %421 to i64
  %423 = getelementptr bfloat, ptr addrspace(1) %1, i64 %422
  %424 = icmp slt i32 %.reass80.reass, %4
  %425 = and i1 %413, %424
  %426 = zext i1 %425 to i32
  %427 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %423, i32 %426, i16 0) #5
  %428 = getelementptr bfloat, ptr addrspace(3) %414, i64 %419
  store i16 %427, ptr addrspace(3) %428, align 2
  %429 = add nuw nsw i64 %419, 1
  %exitcond53.not = icmp eq i64 %429, 8
  br i1 %exitcond53.not, label %.loopexit19, label %.preheader18

.loopexit19:                                      ; preds = %.preheader18, %415
  %430 = or disjoint i32 %70, %271
  %431 = mul i32 %430, %4
  %432 = add i32 %431, %60
  %433 = sext i32 %432 to i64
  %434 = getelementptr bfloat, ptr addrspace(1) %1, i64 %433
  %435 = ptrtoint ptr addrspace(1) %434 to i64
  %436 = and i64 %435, 15
  %437 = icmp eq i64 %436, 0
  %438 = icmp slt i32 %430, %5
  %439 = getelementptr i8, ptr addrspace(3) %404, i64 %38
  br i1 %437, label %440, label %.preheader

440:                                              ; preds = %.loopexit19
  %441 = select i1 %438, i32 %67, i32 0
  %442 = ptrtoint ptr addrspace(3) %439 to i64
  %443 = trunc i64 %442 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %443, ptr addrspace(1) %434, i32 %441) #5
  br label %.loopexit

.preheader:                                       ; preds = %.loopexit19, %.preheader
  %444 = phi i64 [ %454, %.preheader ], [ 0, %.loopexit19 ]
  %445 = trunc nuw nsw i64 %444 to i32
  %.reass82.reass = or i32 %445, %invariant.op97
  %446 = add i32 %.reass82.reass, %431
  %447 = sext i32 %446 to i64
  %448 = getelementptr bfloat, ptr addrspace(1) %1, i64 %447
  %449 = icmp slt i32 %.reass82.reass, %4
  %450 = and i1 %438, %449
  %451 = zext i1 %450 to i32
  %452 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %448, i32 %451, i16 0) #5
  %453 = getelementptr bfloat, ptr addrspace(3) %439, i64 %444
  store i16 %452, ptr addrspace(3) %453, align 2
  %454 = add nuw nsw i64 %444, 1
  %exitcond54.not = icmp eq i64 %454, 8
  br i1 %exitcond54.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %440, %270
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %455 = add i32 %246, 1
  %456 = icmp eq i32 %455, 4
  %457 = select i1 %456, i32 0, i32 %455
  %458 = add i32 %245, 1
  %459 = add i32 %247, 32
  %460 = icmp slt i32 %459, %5
  br i1 %460, label %.lr.ph, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
  %461 = icmp ult i32 %245, 2147483647
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.preheader29
  %.lcssa = phi i1 [ false, %.preheader29 ], [ %461, %._crit_edge.loopexit ]
  br i1 %12, label %462, label %.preheader84

462:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 32)) #5
  br label %.preheader84

.preheader84:                                     ; preds = %462, %._crit_edge
  br label %463

463:                                              ; preds = %.preheader84, %463
  %464 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 32), i32 0) #5
  %465 = icmp eq i32 %464, 0
  br i1 %465, label %463, label %466

466:                                              ; preds = %463
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %467 = shl nuw nsw i32 %7, 16
  %468 = and i32 %467, 6291456
  %469 = add i32 %18, %468
  %470 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %469) #5
  %471 = add i32 %469, 32
  %472 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %471) #5
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #5
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %473, label %474

473:                                              ; preds = %466
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 64;", "r,~{memory}"(i32 %18) #5
  br label %474

474:                                              ; preds = %473, %466
  br i1 %12, label %475, label %476

475:                                              ; preds = %474
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 8)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 16)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 24)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 32)) #5
  br label %476

476:                                              ; preds = %475, %474
  %477 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 31
  %478 = bitcast i32 %477 to float
  %479 = fadd float %478, 0.000000e+00
  %480 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 30
  %481 = bitcast i32 %480 to float
  %482 = fadd float %481, 0.000000e+00
  %483 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 29
  %484 = bitcast i32 %483 to float
  %485 = fadd float %484, 0.000000e+00
  %486 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 28
  %487 = bitcast i32 %486 to float
  %488 = fadd float %487, 0.000000e+00
  %489 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 27
  %490 = bitcast i32 %489 to float
  %491 = fadd float %490, 0.000000e+00
  %492 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 26
  %493 = bitcast i32 %492 to float
  %494 = fadd float %493, 0.000000e+00
  %495 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 25
  %496 = bitcast i32 %495 to float
  %497 = fadd float %496, 0.000000e+00
  %498 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 24
  %499 = bitcast i32 %498 to float
  %500 = fadd float %499, 0.000000e+00
  %501 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 23
  %502 = bitcast i32 %501 to float
  %503 = fadd float %502, 0.000000e+00
  %504 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 22
  %505 = bitcast i32 %504 to float
  %506 = fadd float %505, 0.000000e+00
  %507 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 21
  %508 = bitcast i32 %507 to float
  %509 = fadd float %508, 0.000000e+00
  %510 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 20
  %511 = bitcast i32 %510 to float
  %512 = fadd float %511, 0.000000e+00
  %513 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 19
  %514 = bitcast i32 %513 to float
  %515 = fadd float %514, 0.000000e+00
  %516 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 18
  %517 = bitcast i32 %516 to float
  %518 = fadd float %517, 0.000000e+00
  %519 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 17
  %520 = bitcast i32 %519 to float
  %521 = fadd float %520, 0.000000e+00
  %522 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 16
  %523 = bitcast i32 %522 to float
  %524 = fadd float %523, 0.000000e+00
  %525 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 15
  %526 = bitcast i32 %525 to float
  %527 = fadd float %526, 0.000000e+00
  %528 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 14
  %529 = bitcast i32 %528 to float
  %530 = fadd float %529, 0.000000e+00
  %531 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 13
  %532 = bitcast i32 %531 to float
  %533 = fadd float %532, 0.000000e+00
  %534 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 12
  %535 = bitcast i32 %534 to float
  %536 = fadd float %535, 0.000000e+00
  %537 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 11
  %538 = bitcast i32 %537 to float
  %539 = fadd float %538, 0.000000e+00
  %540 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 10
  %541 = bitcast i32 %540 to float
  %542 = fadd float %541, 0.000000e+00
  %543 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 9
  %544 = bitcast i32 %543 to float
  %545 = fadd float %544, 0.000000e+00
  %546 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 8
  %547 = bitcast i32 %546 to float
  %548 = fadd float %547, 0.000000e+00
  %549 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 7
  %550 = bitcast i32 %549 to float
  %551 = fadd float %550, 0.000000e+00
  %552 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 6
  %553 = bitcast i32 %552 to float
  %554 = fadd float %553, 0.000000e+00
  %555 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 5
  %556 = bitcast i32 %555 to float
  %557 = fadd float %556, 0.000000e+00
  %558 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 4
  %559 = bitcast i32 %558 to float
  %560 = fadd float %559, 0.000000e+00
  %561 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 3
  %562 = bitcast i32 %561 to float
  %563 = fadd float %562, 0.000000e+00
  %564 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 2
  %565 = bitcast i32 %564 to float
  %566 = fadd float %565, 0.000000e+00
  %567 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 1
  %568 = bitcast i32 %567 to float
  %569 = fadd float %568, 0.000000e+00
  %570 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %472, 0
  %571 = bitcast i32 %570 to float
  %572 = fadd float %571, 0.000000e+00
  %573 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 31
  %574 = bitcast i32 %573 to float
  %575 = fadd float %574, 0.000000e+00
  %576 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 30
  %577 = bitcast i32 %576 to float
  %578 = fadd float %577, 0.000000e+00
  %579 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 29
  %580 = bitcast i32 %579 to float
  %581 = fadd float %580, 0.000000e+00
  %582 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 28
  %583 = bitcast i32 %582 to float
  %584 = fadd float %583, 0.000000e+00
  %585 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 27
  %586 = bitcast i32 %585 to float
  %587 = fadd float %586, 0.000000e+00
  %588 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 26
  %589 = bitcast i32 %588 to float
  %590 = fadd float %589, 0.000000e+00
  %591 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 25
  %592 = bitcast i32 %591 to float
  %593 = fadd float %592, 0.000000e+00
  %594 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 24
  %595 = bitcast i32 %594 to float
  %596 = fadd float %595, 0.000000e+00
  %597 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 23
  %598 = bitcast i32 %597 to float
  %599 = fadd float %598, 0.000000e+00
  %600 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 22
  %601 = bitcast i32 %600 to float
  %602 = fadd float %601, 0.000000e+00
  %603 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 21
  %604 = bitcast i32 %603 to float
  %605 = fadd float %604, 0.000000e+00
  %606 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 20
  %607 = bitcast i32 %606 to float
  %608 = fadd float %607, 0.000000e+00
  %609 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 19
  %610 = bitcast i32 %609 to float
  %611 = fadd float %610, 0.000000e+00
  %612 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 18
  %613 = bitcast i32 %612 to float
  %614 = fadd float %613, 0.000000e+00
  %615 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 17
  %616 = bitcast i32 %615 to float
  %617 = fadd float %616, 0.000000e+00
  %618 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 16
  %619 = bitcast i32 %618 to float
  %620 = fadd float %619, 0.000000e+00
  %621 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 15
  %622 = bitcast i32 %621 to float
  %623 = fadd float %622, 0.000000e+00
  %624 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 14
  %625 = bitcast i32 %624 to float
  %626 = fadd float %625, 0.000000e+00
  %627 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 13
  %628 = bitcast i32 %627 to float
  %629 = fadd float %628, 0.000000e+00
  %630 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 12
  %631 = bitcast i32 %630 to float
  %632 = fadd float %631, 0.000000e+00
  %633 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 11
  %634 = bitcast i32 %633 to float
  %635 = fadd float %634, 0.000000e+00
  %636 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 10
  %637 = bitcast i32 %636 to float
  %638 = fadd float %637, 0.000000e+00
  %639 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 9
  %640 = bitcast i32 %639 to float
  %641 = fadd float %640, 0.000000e+00
  %642 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 8
  %643 = bitcast i32 %642 to float
  %644 = fadd float %643, 0.000000e+00
  %645 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 7
  %646 = bitcast i32 %645 to float
  %647 = fadd float %646, 0.000000e+00
  %648 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 6
  %649 = bitcast i32 %648 to float
  %650 = fadd float %649, 0.000000e+00
  %651 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 5
  %652 = bitcast i32 %651 to float
  %653 = fadd float %652, 0.000000e+00
  %654 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 4
  %655 = bitcast i32 %654 to float
  %656 = fadd float %655, 0.000000e+00
  %657 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 3
  %658 = bitcast i32 %657 to float
  %659 = fadd float %658, 0.000000e+00
  %660 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 2
  %661 = bitcast i32 %660 to float
  %662 = fadd float %661, 0.000000e+00
  %663 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 1
  %664 = bitcast i32 %663 to float
  %665 = fadd float %664, 0.000000e+00
  %666 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %470, 0
  %667 = bitcast i32 %666 to float
  %668 = fadd float %667, 0.000000e+00
  %669 = or disjoint i32 %10, %7
  %670 = mul i32 %4, %669
  %671 = add i32 %670, %11
  %672 = sext i32 %671 to i64
  %673 = getelementptr float, ptr addrspace(1) %2, i64 %672
  %674 = icmp slt i32 %669, %3
  %675 = icmp slt i32 %11, %4
  %676 = and i1 %674, %675
  %677 = or disjoint i32 %11, 1
  %678 = icmp slt i32 %677, %4
  %679 = and i1 %674, %678
  %680 = or disjoint i32 %11, 2
  %681 = icmp slt i32 %680, %4
  %682 = and i1 %674, %681
  %683 = or disjoint i32 %11, 3
  %684 = icmp slt i32 %683, %4
  %685 = and i1 %674, %684
  %686 = ptrtoint ptr addrspace(1) %673 to i64
  %687 = and i64 %686, 15
  %688 = icmp eq i64 %687, 0
  %689 = and i1 %685, %688
  %690 = xor i1 %676, %689
  %691 = xor i1 %679, %689
  %692 = xor i1 %682, %689
  %693 = xor i1 %685, %689
  %694 = zext i1 %689 to i32
  %695 = bitcast float %668 to i32
  %696 = select i1 %.lcssa, i32 %695, i32 0
  %697 = bitcast float %665 to i32
  %698 = select i1 %.lcssa, i32 %697, i32 0
  %699 = bitcast float %662 to i32
  %700 = select i1 %.lcssa, i32 %699, i32 0
  %701 = bitcast float %659 to i32
  %702 = select i1 %.lcssa, i32 %701, i32 0
  %703 = zext i1 %690 to i32
  %704 = zext i1 %691 to i32
  %705 = zext i1 %692 to i32
  %706 = zext i1 %693 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %694, i32 %696, i32 %698, i32 %700, i32 %702, ptr addrspace(1) %673, i32 %703, i32 %704, i32 %705, i32 %706) #5
  %707 = or disjoint i32 %11, 4
  %708 = add i32 %670, %707
  %709 = sext i32 %708 to i64
  %710 = getelementptr float, ptr addrspace(1) %2, i64 %709
  %711 = icmp slt i32 %707, %4
  %712 = and i1 %674, %711
  %713 = or disjoint i32 %11, 5
  %714 = icmp slt i32 %713, %4
  %715 = and i1 %674, %714
  %716 = or disjoint i32 %11, 6
  %717 = icmp slt i32 %716, %4
  %718 = and i1 %674, %717
  %719 = or disjoint i32 %11, 7
  %720 = icmp slt i32 %719, %4
  %721 = and i1 %674, %720
  %722 = ptrtoint ptr addrspace(1) %710 to i64
  %723 = and i64 %722, 15
  %724 = icmp eq i64 %723, 0
  %725 = and i1 %721, %724
  %726 = xor i1 %712, %725
  %727 = xor i1 %715, %725
  %728 = xor i1 %718, %725
  %729 = xor i1 %721, %725
  %730 = zext i1 %725 to i32
  %731 = bitcast float %656 to i32
  %732 = select i1 %.lcssa, i32 %731, i32 0
  %733 = bitcast float %653 to i32
  %734 = select i1 %.lcssa, i32 %733, i32 0
  %735 = bitcast float %650 to i32
  %736 = select i1 %.lcssa, i32 %735, i32 0
  %737 = bitcast float %647 to i32
  %738 = select i1 %.lcssa, i32 %737, i32 0
  %739 = zext i1 %726 to i32
  %740 = zext i1 %727 to i32
  %741 = zext i1 %728 to i32
  %742 = zext i1 %729 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %730, i32 %732, i32 %734, i32 %736, i32 %738, ptr addrspace(1) %710, i32 %739, i32 %740, i32 %741, i32 %742) #5
  %743 = or disjoint i32 %11, 8
  %744 = add i32 %670, %743
  %745 = sext i32 %744 to i64
  %746 = getelementptr float, ptr addrspace(1) %2, i64 %745
  %747 = icmp slt i32 %743, %4
  %748 = and i1 %674, %747
  %749 = or disjoint i32 %11, 9
  %750 = icmp slt i32 %749, %4
  %751 = and i1 %674, %750
  %752 = or disjoint i32 %11, 10
  %753 = icmp slt i32 %752, %4
  %754 = and i1 %674, %753
  %755 = or disjoint i32 %11, 11
  %756 = icmp slt i32 %755, %4
  %757 = and i1 %674, %756
  %758 = ptrtoint ptr addrspace(1) %746 to i64
  %759 = and i64 %758, 15
  %760 = icmp eq i64 %759, 0
  %761 = and i1 %757, %760
  %762 = xor i1 %748, %761
  %763 = xor i1 %751, %761
  %764 = xor i1 %754, %761
  %765 = xor i1 %757, %761
  %766 = zext i1 %761 to i32
  %767 = bitcast float %644 to i32
  %768 = select i1 %.lcssa, i32 %767, i32 0
  %769 = bitcast float %641 to i32
  %770 = select i1 %.lcssa, i32 %769, i32 0
  %771 = bitcast float %638 to i32
  %772 = select i1 %.lcssa, i32 %771, i32 0
  %773 = bitcast float %635 to i32
  %774 = select i1 %.lcssa, i32 %773, i32 0
  %775 = zext i1 %762 to i32
  %776 = zext i1 %763 to i32
  %777 = zext i1 %764 to i32
  %778 = zext i1 %765 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %766, i32 %768, i32 %770, i32 %772, i32 %774, ptr addrspace(1) %746, i32 %775, i32 %776, i32 %777, i32 %778) #5
  %779 = or disjoint i32 %11, 12
  %780 = add i32 %670, %779
  %781 = sext i32 %780 to i64
  %782 = getelementptr float, ptr addrspace(1) %2, i64 %781
  %783 = icmp slt i32 %779, %4
  %784 = and i1 %674, %783
  %785 = or disjoint i32 %11, 13
  %786 = icmp slt i32 %785, %4
  %787 = and i1 %674, %786
  %788 = or disjoint i32 %11, 14
  %789 = icmp slt i32 %788, %4
  %790 = and i1 %674, %789
  %791 = or disjoint i32 %11, 15
  %792 = icmp slt i32 %791, %4
  %793 = and i1 %674, %792
  %794 = ptrtoint ptr addrspace(1) %782 to i64
  %795 = and i64 %794, 15
  %796 = icmp eq i64 %795, 0
  %797 = and i1 %793, %796
  %798 = xor i1 %784, %797
  %799 = xor i1 %787, %797
  %800 = xor i1 %790, %797
  %801 = xor i1 %793, %797
  %802 = zext i1 %797 to i32
  %803 = bitcast float %632 to i32
  %804 = select i1 %.lcssa, i32 %803, i32 0
  %805 = bitcast float %629 to i32
  %806 = select i1 %.lcssa, i32 %805, i32 0
  %807 = bitcast float %626 to i32
  %808 = select i1 %.lcssa, i32 %807, i32 0
  %809 = bitcast float %623 to i32
  %810 = select i1 %.lcssa, i32 %809, i32 0
  %811 = zext i1 %798 to i32
  %812 = zext i1 %799 to i32
  %813 = zext i1 %800 to i32
  %814 = zext i1 %801 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %802, i32 %804, i32 %806, i32 %808, i32 %810, ptr addrspace(1) %782, i32 %811, i32 %812, i32 %813, i32 %814) #5
  %815 = or disjoint i32 %11, 16
  %816 = add i32 %670, %815
  %817 = sext i32 %816 to i64
  %818 = getelementptr float, ptr addrspace(1) %2, i64 %817
  %819 = icmp slt i32 %815, %4
  %820 = and i1 %674, %819
  %821 = or disjoint i32 %11, 17
  %822 = icmp slt i32 %821, %4
  %823 = and i1 %674, %822
  %824 = or disjoint i32 %11, 18
  %825 = icmp slt i32 %824, %4
  %826 = and i1 %674, %825
  %827 = or disjoint i32 %11, 19
  %828 = icmp slt i32 %827, %4
  %829 = and i1 %674, %828
  %830 = ptrtoint ptr addrspace(1) %818 to i64
  %831 = and i64 %830, 15
  %832 = icmp eq i64 %831, 0
  %833 = and i1 %829, %832
  %834 = xor i1 %820, %833
  %835 = xor i1 %823, %833
  %836 = xor i1 %826, %833
  %837 = xor i1 %829, %833
  %838 = zext i1 %833 to i32
  %839 = bitcast float %620 to i32
  %840 = select i1 %.lcssa, i32 %839, i32 0
  %841 = bitcast float %617 to i32
  %842 = select i1 %.lcssa, i32 %841, i32 0
  %843 = bitcast float %614 to i32
  %844 = select i1 %.lcssa, i32 %843, i32 0
  %845 = bitcast float %611 to i32
  %846 = select i1 %.lcssa, i32 %845, i32 0
  %847 = zext i1 %834 to i32
  %848 = zext i1 %835 to i32
  %849 = zext i1 %836 to i32
  %850 = zext i1 %837 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %838, i32 %840, i32 %842, i32 %844, i32 %846, ptr addrspace(1) %818, i32 %847, i32 %848, i32 %849, i32 %850) #5
  %851 = or disjoint i32 %11, 20
  %852 = add i32 %670, %851
  %853 = sext i32 %852 to i64
  %854 = getelementptr float, ptr addrspace(1) %2, i64 %853
  %855 = icmp slt i32 %851, %4
  %856 = and i1 %674, %855
  %857 = or disjoint i32 %11, 21
  %858 = icmp slt i32 %857, %4
  %859 = and i1 %674, %858
  %860 = or disjoint i32 %11, 22
  %861 = icmp slt i32 %860, %4
  %862 = and i1 %674, %861
  %863 = or disjoint i32 %11, 23
  %864 = icmp slt i32 %863, %4
  %865 = and i1 %674, %864
  %866 = ptrtoint ptr addrspace(1) %854 to i64
  %867 = and i64 %866, 15
  %868 = icmp eq i64 %867, 0
  %869 = and i1 %865, %868
  %870 = xor i1 %856, %869
  %871 = xor i1 %859, %869
  %872 = xor i1 %862, %869
  %873 = xor i1 %865, %869
  %874 = zext i1 %869 to i32
  %875 = bitcast float %608 to i32
  %876 = select i1 %.lcssa, i32 %875, i32 0
  %877 = bitcast float %605 to i32
  %878 = select i1 %.lcssa, i32 %877, i32 0
  %879 = bitcast float %602 to i32
  %880 = select i1 %.lcssa, i32 %879, i32 0
  %881 = bitcast float %599 to i32
  %882 = select i1 %.lcssa, i32 %881, i32 0
  %883 = zext i1 %870 to i32
  %884 = zext i1 %871 to i32
  %885 = zext i1 %872 to i32
  %886 = zext i1 %873 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %874, i32 %876, i32 %878, i32 %880, i32 %882, ptr addrspace(1) %854, i32 %883, i32 %884, i32 %885, i32 %886) #5
  %887 = or disjoint i32 %11, 24
  %888 = add i32 %670, %887
  %889 = sext i32 %888 to i64
  %890 = getelementptr float, ptr addrspace(1) %2, i64 %889
  %891 = icmp slt i32 %887, %4
  %892 = and i1 %674, %891
  %893 = or disjoint i32 %11, 25
  %894 = icmp slt i32 %893, %4
  %895 = and i1 %674, %894
  %896 = or disjoint i32 %11, 26
  %897 = icmp slt i32 %896, %4
  %898 = and i1 %674, %897
  %899 = or disjoint i32 %11, 27
  %900 = icmp slt i32 %899, %4
  %901 = and i1 %674, %900
  %902 = ptrtoint ptr addrspace(1) %890 to i64
  %903 = and i64 %902, 15
  %904 = icmp eq i64 %903, 0
  %905 = and i1 %901, %904
  %906 = xor i1 %892, %905
  %907 = xor i1 %895, %905
  %908 = xor i1 %898, %905
  %909 = xor i1 %901, %905
  %910 = zext i1 %905 to i32
  %911 = bitcast float %596 to i32
  %912 = select i1 %.lcssa, i32 %911, i32 0
  %913 = bitcast float %593 to i32
  %914 = select i1 %.lcssa, i32 %913, i32 0
  %915 = bitcast float %590 to i32
  %916 = select i1 %.lcssa, i32 %915, i32 0
  %917 = bitcast float %587 to i32
  %918 = select i1 %.lcssa, i32 %917, i32 0
  %919 = zext i1 %906 to i32
  %920 = zext i1 %907 to i32
  %921 = zext i1 %908 to i32
  %922 = zext i1 %909 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %910, i32 %912, i32 %914, i32 %916, i32 %918, ptr addrspace(1) %890, i32 %919, i32 %920, i32 %921, i32 %922) #5
  %923 = or disjoint i32 %11, 28
  %924 = add i32 %670, %923
  %925 = sext i32 %924 to i64
  %926 = getelementptr float, ptr addrspace(1) %2, i64 %925
  %927 = icmp slt i32 %923, %4
  %928 = and i1 %674, %927
  %929 = or disjoint i32 %11, 29
  %930 = icmp slt i32 %929, %4
  %931 = and i1 %674, %930
  %932 = or disjoint i32 %11, 30
  %933 = icmp slt i32 %932, %4
  %934 = and i1 %674, %933
  %935 = or disjoint i32 %11, 31
  %936 = icmp slt i32 %935, %4
  %937 = and i1 %674, %936
  %938 = ptrtoint ptr addrspace(1) %926 to i64
  %939 = and i64 %938, 15
  %940 = icmp eq i64 %939, 0
  %941 = and i1 %937, %940
  %942 = xor i1 %928, %941
  %943 = xor i1 %931, %941
  %944 = xor i1 %934, %941
  %945 = xor i1 %937, %941
  %946 = zext i1 %941 to i32
  %947 = bitcast float %584 to i32
  %948 = select i1 %.lcssa, i32 %947, i32 0
  %949 = bitcast float %581 to i32
  %950 = select i1 %.lcssa, i32 %949, i32 0
  %951 = bitcast float %578 to i32
  %952 = select i1 %.lcssa, i32 %951, i32 0
  %953 = bitcast float %575 to i32
  %954 = select i1 %.lcssa, i32 %953, i32 0
  %955 = zext i1 %942 to i32
  %956 = zext i1 %943 to i32
  %957 = zext i1 %944 to i32
  %958 = zext i1 %945 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %946, i32 %948, i32 %950, i32 %952, i32 %954, ptr addrspace(1) %926, i32 %955, i32 %956, i32 %957, i32 %958) #5
  %959 = or disjoint i32 %11, 32
  %960 = add i32 %670, %959
  %961 = sext i32 %960 to i64
  %962 = getelementptr float, ptr addrspace(1) %2, i64 %961
  %963 = icmp slt i32 %959, %4
  %964 = and i1 %674, %963
  %965 = or disjoint i32 %11, 33
  %966 = icmp slt i32 %965, %4
  %967 = and i1 %674, %966
  %968 = or disjoint i32 %11, 34
  %969 = icmp slt i32 %968, %4
  %970 = and i1 %674, %969
  %971 = or disjoint i32 %11, 35
  %972 = icmp slt i32 %971, %4
  %973 = and i1 %674, %972
  %974 = ptrtoint ptr addrspace(1) %962 to i64
  %975 = and i64 %974, 15
  %976 = icmp eq i64 %975, 0
  %977 = and i1 %973, %976
  %978 = xor i1 %964, %977
  %979 = xor i1 %967, %977
  %980 = xor i1 %970, %977
  %981 = xor i1 %973, %977
  %982 = zext i1 %977 to i32
  %983 = bitcast float %572 to i32
  %984 = select i1 %.lcssa, i32 %983, i32 0
  %985 = bitcast float %569 to i32
  %986 = select i1 %.lcssa, i32 %985, i32 0
  %987 = bitcast float %566 to i32
  %988 = select i1 %.lcssa, i32 %987, i32 0
  %989 = bitcast float %563 to i32
  %990 = select i1 %.lcssa, i32 %989, i32 0
  %991 = zext i1 %978 to i32
  %992 = zext i1 %979 to i32
  %993 = zext i1 %980 to i32
  %994 = zext i1 %981 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %982, i32 %984, i32 %986, i32 %988, i32 %990, ptr addrspace(1) %962, i32 %991, i32 %992, i32 %993, i32 %994) #5
  %995 = or disjoint i32 %11, 36
  %996 = add i32 %670, %995
  %997 = sext i32 %996 to i64
  %998 = getelementptr float, ptr addrspace(1) %2, i64 %997
  %999 = icmp slt i32 %995, %4
  %1000 = and i1 %674, %999
  %1001 = or disjoint i32 %11, 37
  %1002 = icmp slt i32 %1001, %4
  %1003 = and i1 %674, %1002
  %1004 = or disjoint i32 %11, 38
  %1005 = icmp slt i32 %1004, %4
  %1006 = and i1 %674, %1005
  %1007 = or disjoint i32 %11, 39
  %1008 = icmp slt i32 %1007, %4
  %1009 = and i1 %674, %1008
  %1010 = ptrtoint ptr addrspace(1) %998 to i64
  %1011 = and i64 %1010, 15
  %1012 = icmp eq i64 %1011, 0
  %1013 = and i1 %1009, %1012
  %1014 = xor i1 %1000, %1013
  %1015 = xor i1 %1003, %1013
  %1016 = xor i1 %1006, %1013
  %1017 = xor i1 %1009, %1013
  %1018 = zext i1 %1013 to i32
  %1019 = bitcast float %560 to i32
  %1020 = select i1 %.lcssa, i32 %1019, i32 0
  %1021 = bitcast float %557 to i32
  %1022 = select i1 %.lcssa, i32 %1021, i32 0
  %1023 = bitcast float %554 to i32
  %1024 = select i1 %.lcssa, i32 %1023, i32 0
  %1025 = bitcast float %551 to i32
  %1026 = select i1 %.lcssa, i32 %1025, i32 0
  %1027 = zext i1 %1014 to i32
  %1028 = zext i1 %1015 to i32
  %1029 = zext i1 %1016 to i32
  %1030 = zext i1 %1017 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1018, i32 %1020, i32 %1022, i32 %1024, i32 %1026, ptr addrspace(1) %998, i32 %1027, i32 %1028, i32 %1029, i32 %1030) #5
  %1031 = or disjoint i32 %11, 40
  %1032 = add i32 %670, %1031
  %1033 = sext i32 %1032 to i64
  %1034 = getelementptr float, ptr addrspace(1) %2, i64 %1033
  %1035 = icmp slt i32 %1031, %4
  %1036 = and i1 %674, %1035
  %1037 = or disjoint i32 %11, 41
  %1038 = icmp slt i32 %1037, %4
  %1039 = and i1 %674, %1038
  %1040 = or disjoint i32 %11, 42
  %1041 = icmp slt i32 %1040, %4
  %1042 = and i1 %674, %1041
  %1043 = or disjoint i32 %11, 43
  %1044 = icmp slt i32 %1043, %4
  %1045 = and i1 %674, %1044
  %1046 = ptrtoint ptr addrspace(1) %1034 to i64
  %1047 = and i64 %1046, 15
  %1048 = icmp eq i64 %1047, 0
  %1049 = and i1 %1045, %1048
  %1050 = xor i1 %1036, %1049
  %1051 = xor i1 %1039, %1049
  %1052 = xor i1 %1042, %1049
  %1053 = xor i1 %1045, %1049
  %1054 = zext i1 %1049 to i32
  %1055 = bitcast float %548 to i32
  %1056 = select i1 %.lcssa, i32 %1055, i32 0
  %1057 = bitcast float %545 to i32
  %1058 = select i1 %.lcssa, i32 %1057, i32 0
  %1059 = bitcast float %542 to i32
  %1060 = select i1 %.lcssa, i32 %1059, i32 0
  %1061 = bitcast float %539 to i32
  %1062 = select i1 %.lcssa, i32 %1061, i32 0
  %1063 = zext i1 %1050 to i32
  %1064 = zext i1 %1051 to i32
  %1065 = zext i1 %1052 to i32
  %1066 = zext i1 %1053 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1054, i32 %1056, i32 %1058, i32 %1060, i32 %1062, ptr addrspace(1) %1034, i32 %1063, i32 %1064, i32 %1065, i32 %1066) #5
  %1067 = or disjoint i32 %11, 44
  %1068 = add i32 %670, %1067
  %1069 = sext i32 %1068 to i64
  %1070 = getelementptr float, ptr addrspace(1) %2, i64 %1069
  %1071 = icmp slt i32 %1067, %4
  %1072 = and i1 %674, %1071
  %1073 = or disjoint i32 %11, 45
  %1074 = icmp slt i32 %1073, %4
  %1075 = and i1 %674, %1074
  %1076 = or disjoint i32 %11, 46
  %1077 = icmp slt i32 %1076, %4
  %1078 = and i1 %674, %1077
  %1079 = or disjoint i32 %11, 47
  %1080 = icmp slt i32 %1079, %4
  %1081 = and i1 %674, %1080
  %1082 = ptrtoint ptr addrspace(1) %1070 to i64
  %1083 = and i64 %1082, 15
  %1084 = icmp eq i64 %1083, 0
  %1085 = and i1 %1081, %1084
  %1086 = xor i1 %1072, %1085
  %1087 = xor i1 %1075, %1085
  %1088 = xor i1 %1078, %1085
  %1089 = xor i1 %1081, %1085
  %1090 = zext i1 %1085 to i32
  %1091 = bitcast float %536 to i32
  %1092 = select i1 %.lcssa, i32 %1091, i32 0
  %1093 = bitcast float %533 to i32
  %1094 = select i1 %.lcssa, i32 %1093, i32 0
  %1095 = bitcast float %530 to i32
  %1096 = select i1 %.lcssa, i32 %1095, i32 0
  %1097 = bitcast float %527 to i32
  %1098 = select i1 %.lcssa, i32 %1097, i32 0
  %1099 = zext i1 %1086 to i32
  %1100 = zext i1 %1087 to i32
  %1101 = zext i1 %1088 to i32
  %1102 = zext i1 %1089 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1090, i32 %1092, i32 %1094, i32 %1096, i32 %1098, ptr addrspace(1) %1070, i32 %1099, i32 %1100, i32 %1101, i32 %1102) #5
  %1103 = or disjoint i32 %11, 48
  %1104 = add i32 %670, %1103
  %1105 = sext i32 %1104 to i64
  %1106 = getelementptr float, ptr addrspace(1) %2, i64 %1105
  %1107 = icmp slt i32 %1103, %4
  %1108 = and i1 %674, %1107
  %1109 = or disjoint i32 %11, 49
  %1110 = icmp slt i32 %1109, %4
  %1111 = and i1 %674, %1110
  %1112 = or disjoint i32 %11, 50
  %1113 = icmp slt i32 %1112, %4
  %1114 = and i1 %674, %1113
  %1115 = or disjoint i32 %11, 51
  %1116 = icmp slt i32 %1115, %4
  %1117 = and i1 %674, %1116
  %1118 = ptrtoint ptr addrspace(1) %1106 to i64
  %1119 = and i64 %1118, 15
  %1120 = icmp eq i64 %1119, 0
  %1121 = and i1 %1117, %1120
  %1122 = xor i1 %1108, %1121
  %1123 = xor i1 %1111, %1121
  %1124 = xor i1 %1114, %1121
  %1125 = xor i1 %1117, %1121
  %1126 = zext i1 %1121 to i32
  %1127 = bitcast float %524 to i32
  %1128 = select i1 %.lcssa, i32 %1127, i32 0
  %1129 = bitcast float %521 to i32
  %1130 = select i1 %.lcssa, i32 %1129, i32 0
  %1131 = bitcast float %518 to i32
  %1132 = select i1 %.lcssa, i32 %1131, i32 0
  %1133 = bitcast float %515 to i32
  %1134 = select i1 %.lcssa, i32 %1133, i32 0
  %1135 = zext i1 %1122 to i32
  %1136 = zext i1 %1123 to i32
  %1137 = zext i1 %1124 to i32
  %1138 = zext i1 %1125 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1126, i32 %1128, i32 %1130, i32 %1132, i32 %1134, ptr addrspace(1) %1106, i32 %1135, i32 %1136, i32 %1137, i32 %1138) #5
  %1139 = or disjoint i32 %11, 52
  %1140 = add i32 %670, %1139
  %1141 = sext i32 %1140 to i64
  %1142 = getelementptr float, ptr addrspace(1) %2, i64 %1141
  %1143 = icmp slt i32 %1139, %4
  %1144 = and i1 %674, %1143
  %1145 = or disjoint i32 %11, 53
  %1146 = icmp slt i32 %1145, %4
  %1147 = and i1 %674, %1146
  %1148 = or disjoint i32 %11, 54
  %1149 = icmp slt i32 %1148, %4
  %1150 = and i1 %674, %1149
  %1151 = or disjoint i32 %11, 55
  %1152 = icmp slt i32 %1151, %4
  %1153 = and i1 %674, %1152
  %1154 = ptrtoint ptr addrspace(1) %1142 to i64
  %1155 = and i64 %1154, 15
  %1156 = icmp eq i64 %1155, 0
  %1157 = and i1 %1153, %1156
  %1158 = xor i1 %1144, %1157
  %1159 = xor i1 %1147, %1157
  %1160 = xor i1 %1150, %1157
  %1161 = xor i1 %1153, %1157
  %1162 = zext i1 %1157 to i32
  %1163 = bitcast float %512 to i32
  %1164 = select i1 %.lcssa, i32 %1163, i32 0
  %1165 = bitcast float %509 to i32
  %1166 = select i1 %.lcssa, i32 %1165, i32 0
  %1167 = bitcast float %506 to i32
  %1168 = select i1 %.lcssa, i32 %1167, i32 0
  %1169 = bitcast float %503 to i32
  %1170 = select i1 %.lcssa, i32 %1169, i32 0
  %1171 = zext i1 %1158 to i32
  %1172 = zext i1 %1159 to i32
  %1173 = zext i1 %1160 to i32
  %1174 = zext i1 %1161 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1162, i32 %1164, i32 %1166, i32 %1168, i32 %1170, ptr addrspace(1) %1142, i32 %1171, i32 %1172, i32 %1173, i32 %1174) #5
  %1175 = or disjoint i32 %11, 56
  %1176 = add i32 %670, %1175
  %1177 = sext i32 %1176 to i64
  %1178 = getelementptr float, ptr addrspace(1) %2, i64 %1177
  %1179 = icmp slt i32 %1175, %4
  %1180 = and i1 %674, %1179
  %1181 = or disjoint i32 %11, 57
  %1182 = icmp slt i32 %1181, %4
  %1183 = and i1 %674, %1182
  %1184 = or disjoint i32 %11, 58
  %1185 = icmp slt i32 %1184, %4
  %1186 = and i1 %674, %1185
  %1187 = or disjoint i32 %11, 59
  %1188 = icmp slt i32 %1187, %4
  %1189 = and i1 %674, %1188
  %1190 = ptrtoint ptr addrspace(1) %1178 to i64
  %1191 = and i64 %1190, 15
  %1192 = icmp eq i64 %1191, 0
  %1193 = and i1 %1189, %1192
  %1194 = xor i1 %1180, %1193
  %1195 = xor i1 %1183, %1193
  %1196 = xor i1 %1186, %1193
  %1197 = xor i1 %1189, %1193
  %1198 = zext i1 %1193 to i32
  %1199 = bitcast float %500 to i32
  %1200 = select i1 %.lcssa, i32 %1199, i32 0
  %1201 = bitcast float %497 to i32
  %1202 = select i1 %.lcssa, i32 %1201, i32 0
  %1203 = bitcast float %494 to i32
  %1204 = select i1 %.lcssa, i32 %1203, i32 0
  %1205 = bitcast float %491 to i32
  %1206 = select i1 %.lcssa, i32 %1205, i32 0
  %1207 = zext i1 %1194 to i32
  %1208 = zext i1 %1195 to i32
  %1209 = zext i1 %1196 to i32
  %1210 = zext i1 %1197 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1198, i32 %1200, i32 %1202, i32 %1204, i32 %1206, ptr addrspace(1) %1178, i32 %1207, i32 %1208, i32 %1209, i32 %1210) #5
  %1211 = or disjoint i32 %11, 60
  %1212 = add i32 %670, %1211
  %1213 = sext i32 %1212 to i64
  %1214 = getelementptr float, ptr addrspace(1) %2, i64 %1213
  %1215 = icmp slt i32 %1211, %4
  %1216 = and i1 %674, %1215
  %1217 = or disjoint i32 %11, 61
  %1218 = icmp slt i32 %1217, %4
  %1219 = and i1 %674, %1218
  %1220 = or disjoint i32 %11, 62
  %1221 = icmp slt i32 %1220, %4
  %1222 = and i1 %674, %1221
  %1223 = or disjoint i32 %11, 63
  %1224 = icmp slt i32 %1223, %4
  %1225 = and i1 %674, %1224
  %1226 = ptrtoint ptr addrspace(1) %1214 to i64
  %1227 = and i64 %1226, 15
  %1228 = icmp eq i64 %1227, 0
  %1229 = and i1 %1225, %1228
  %1230 = xor i1 %1216, %1229
  %1231 = xor i1 %1219, %1229
  %1232 = xor i1 %1222, %1229
  %1233 = xor i1 %1225, %1229
  %1234 = zext i1 %1229 to i32
  %1235 = bitcast float %488 to i32
  %1236 = select i1 %.lcssa, i32 %1235, i32 0
  %1237 = bitcast float %485 to i32
  %1238 = select i1 %.lcssa, i32 %1237, i32 0
  %1239 = bitcast float %482 to i32
  %1240 = select i1 %.lcssa, i32 %1239, i32 0
  %1241 = bitcast float %479 to i32
  %1242 = select i1 %.lcssa, i32 %1241, i32 0
  %1243 = zext i1 %1230 to i32
  %1244 = zext i1 %1231 to i32
  %1245 = zext i1 %1232 to i32
  %1246 = zext i1 %1233 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1234, i32 %1236, i32 %1238, i32 %1240, i32 %1242, ptr addrspace(1) %1214, i32 %1243, i32 %1244, i32 %1245, i32 %1246) #5
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
