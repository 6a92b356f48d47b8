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
  %67 = lshr i32 %30, 3
  %68 = and i32 %67, 24
  %69 = or disjoint i32 %68, %21
  %invariant.op90 = or i32 %11, %59
  %invariant.op91 = or i32 %11, %59
  br label %71

.preheader29:                                     ; preds = %.loopexit31
  %70 = icmp sgt i32 %5, 0
  br i1 %70, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %.preheader29
  %invariant.op96 = or i32 %11, %59
  %invariant.op97 = or i32 %11, %59
  br label %.lr.ph

71:                                               ; preds = %17, %.loopexit31
  %72 = phi i64 [ 0, %17 ], [ %257, %.loopexit31 ]
  %73 = trunc nuw nsw i64 %72 to i32
  %74 = shl nuw nsw i32 %73, 5
  %75 = icmp slt i32 %74, %5
  br i1 %75, label %76, label %.loopexit31

76:                                               ; preds = %71
  %77 = mul nuw nsw i64 %72, 12288
  %78 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %77
  %79 = or disjoint i32 %74, %23
  %80 = add i32 %79, %25
  %81 = sext i32 %80 to i64
  %82 = getelementptr bfloat, ptr addrspace(1) %0, i64 %81
  %83 = ptrtoint ptr addrspace(1) %82 to i64
  %84 = and i64 %83, 15
  %85 = icmp eq i64 %84, 0
  %86 = getelementptr i8, ptr addrspace(3) %78, i64 %29
  br i1 %85, label %87, label %.preheader40.preheader

.preheader40.preheader:                           ; preds = %76
  %invariant.op = or i32 %74, %23
  br label %.preheader40

87:                                               ; preds = %76
  %88 = zext nneg i32 %79 to i64
  %89 = sub nsw i64 %27, %88
  %90 = tail call i64 @llvm.smax.i64(i64 %89, i64 0)
  %91 = tail call i64 @llvm.umin.i64(i64 %90, i64 8)
  %92 = trunc nuw nsw i64 %91 to i32
  %93 = select i1 %26, i32 %92, i32 0
  %94 = icmp eq i32 %93, 0
  %95 = select i1 %94, ptr addrspace(1) %0, ptr addrspace(1) %82
  %96 = shl nuw nsw i32 %93, 1
  %97 = ptrtoint ptr addrspace(3) %86 to i64
  %98 = trunc i64 %97 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %98, ptr addrspace(1) %95, i32 %96) #5
  br label %.loopexit41

.preheader40:                                     ; preds = %.preheader40.preheader, %.preheader40
  %99 = phi i64 [ %109, %.preheader40 ], [ 0, %.preheader40.preheader ]
  %100 = trunc nuw nsw i64 %99 to i32
  %.reass.reass = or i32 %100, %invariant.op
  %101 = add i32 %.reass.reass, %25
  %102 = sext i32 %101 to i64
  %103 = getelementptr bfloat, ptr addrspace(1) %0, i64 %102
  %104 = icmp slt i32 %.reass.reass, %5
  %105 = and i1 %26, %104
  %106 = zext i1 %105 to i32
  %107 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %103, i32 %106, i16 0) #5
  %108 = getelementptr bfloat, ptr addrspace(3) %86, i64 %99
  store i16 %107, ptr addrspace(3) %108, align 2
  %109 = add nuw nsw i64 %99, 1
  %exitcond.not = icmp eq i64 %109, 8
  br i1 %exitcond.not, label %.loopexit41, label %.preheader40

.loopexit41:                                      ; preds = %.preheader40, %87
  %110 = add i32 %79, %35
  %111 = sext i32 %110 to i64
  %112 = getelementptr bfloat, ptr addrspace(1) %0, i64 %111
  %113 = ptrtoint ptr addrspace(1) %112 to i64
  %114 = and i64 %113, 15
  %115 = icmp eq i64 %114, 0
  %116 = getelementptr i8, ptr addrspace(3) %78, i64 %38
  br i1 %115, label %117, label %.preheader38.preheader

.preheader38.preheader:                           ; preds = %.loopexit41
  %invariant.op87 = or i32 %74, %23
  br label %.preheader38

117:                                              ; preds = %.loopexit41
  %118 = zext nneg i32 %79 to i64
  %119 = sub nsw i64 %27, %118
  %120 = tail call i64 @llvm.smax.i64(i64 %119, i64 0)
  %121 = tail call i64 @llvm.umin.i64(i64 %120, i64 8)
  %122 = trunc nuw nsw i64 %121 to i32
  %123 = select i1 %36, i32 %122, i32 0
  %124 = icmp eq i32 %123, 0
  %125 = select i1 %124, ptr addrspace(1) %0, ptr addrspace(1) %112
  %126 = shl nuw nsw i32 %123, 1
  %127 = ptrtoint ptr addrspace(3) %116 to i64
  %128 = trunc i64 %127 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %128, ptr addrspace(1) %125, i32 %126) #5
  br label %.loopexit39

.preheader38:                                     ; preds = %.preheader38.preheader, %.preheader38
  %129 = phi i64 [ %139, %.preheader38 ], [ 0, %.preheader38.preheader ]
  %130 = trunc nuw nsw i64 %129 to i32
  %.reass62.reass = or i32 %130, %invariant.op87
  %131 = add i32 %.reass62.reass, %35
  %132 = sext i32 %131 to i64
  %133 = getelementptr bfloat, ptr addrspace(1) %0, i64 %132
  %134 = icmp slt i32 %.reass62.reass, %5
  %135 = and i1 %36, %134
  %136 = zext i1 %135 to i32
  %137 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %133, i32 %136, i16 0) #5
  %138 = getelementptr bfloat, ptr addrspace(3) %116, i64 %129
  store i16 %137, ptr addrspace(3) %138, align 2
  %139 = add nuw nsw i64 %129, 1
  %exitcond43.not = icmp eq i64 %139, 8
  br i1 %exitcond43.not, label %.loopexit39, label %.preheader38

.loopexit39:                                      ; preds = %.preheader38, %117
  %140 = add i32 %79, %41
  %141 = sext i32 %140 to i64
  %142 = getelementptr bfloat, ptr addrspace(1) %0, i64 %141
  %143 = ptrtoint ptr addrspace(1) %142 to i64
  %144 = and i64 %143, 15
  %145 = icmp eq i64 %144, 0
  %146 = getelementptr i8, ptr addrspace(3) %78, i64 %47
  br i1 %145, label %147, label %.preheader36.preheader

.preheader36.preheader:                           ; preds = %.loopexit39
  %invariant.op88 = or i32 %74, %23
  br label %.preheader36

147:                                              ; preds = %.loopexit39
  %148 = zext nneg i32 %79 to i64
  %149 = sub nsw i64 %27, %148
  %150 = tail call i64 @llvm.smax.i64(i64 %149, i64 0)
  %151 = tail call i64 @llvm.umin.i64(i64 %150, i64 8)
  %152 = trunc nuw nsw i64 %151 to i32
  %153 = select i1 %42, i32 %152, i32 0
  %154 = icmp eq i32 %153, 0
  %155 = select i1 %154, ptr addrspace(1) %0, ptr addrspace(1) %142
  %156 = shl nuw nsw i32 %153, 1
  %157 = ptrtoint ptr addrspace(3) %146 to i64
  %158 = trunc i64 %157 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %158, ptr addrspace(1) %155, i32 %156) #5
  br label %.loopexit37

.preheader36:                                     ; preds = %.preheader36.preheader, %.preheader36
  %159 = phi i64 [ %169, %.preheader36 ], [ 0, %.preheader36.preheader ]
  %160 = trunc nuw nsw i64 %159 to i32
  %.reass64.reass = or i32 %160, %invariant.op88
  %161 = add i32 %.reass64.reass, %41
  %162 = sext i32 %161 to i64
  %163 = getelementptr bfloat, ptr addrspace(1) %0, i64 %162
  %164 = icmp slt i32 %.reass64.reass, %5
  %165 = and i1 %42, %164
  %166 = zext i1 %165 to i32
  %167 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %163, i32 %166, i16 0) #5
  %168 = getelementptr bfloat, ptr addrspace(3) %146, i64 %159
  store i16 %167, ptr addrspace(3) %168, align 2
  %169 = add nuw nsw i64 %159, 1
  %exitcond44.not = icmp eq i64 %169, 8
  br i1 %exitcond44.not, label %.loopexit37, label %.preheader36

.loopexit37:                                      ; preds = %.preheader36, %147
  %170 = add i32 %79, %50
  %171 = sext i32 %170 to i64
  %172 = getelementptr bfloat, ptr addrspace(1) %0, i64 %171
  %173 = ptrtoint ptr addrspace(1) %172 to i64
  %174 = and i64 %173, 15
  %175 = icmp eq i64 %174, 0
  %176 = getelementptr i8, ptr addrspace(3) %78, i64 %55
  br i1 %175, label %177, label %.preheader34.preheader

.preheader34.preheader:                           ; preds = %.loopexit37
  %invariant.op89 = or i32 %74, %23
  br label %.preheader34

177:                                              ; preds = %.loopexit37
  %178 = zext nneg i32 %79 to i64
  %179 = sub nsw i64 %27, %178
  %180 = tail call i64 @llvm.smax.i64(i64 %179, i64 0)
  %181 = tail call i64 @llvm.umin.i64(i64 %180, i64 8)
  %182 = trunc nuw nsw i64 %181 to i32
  %183 = select i1 %51, i32 %182, i32 0
  %184 = icmp eq i32 %183, 0
  %185 = select i1 %184, ptr addrspace(1) %0, ptr addrspace(1) %172
  %186 = shl nuw nsw i32 %183, 1
  %187 = ptrtoint ptr addrspace(3) %176 to i64
  %188 = trunc i64 %187 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %188, ptr addrspace(1) %185, i32 %186) #5
  br label %.loopexit35

.preheader34:                                     ; preds = %.preheader34.preheader, %.preheader34
  %189 = phi i64 [ %199, %.preheader34 ], [ 0, %.preheader34.preheader ]
  %190 = trunc nuw nsw i64 %189 to i32
  %.reass66.reass = or i32 %190, %invariant.op89
  %191 = add i32 %.reass66.reass, %50
  %192 = sext i32 %191 to i64
  %193 = getelementptr bfloat, ptr addrspace(1) %0, i64 %192
  %194 = icmp slt i32 %.reass66.reass, %5
  %195 = and i1 %51, %194
  %196 = zext i1 %195 to i32
  %197 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %193, i32 %196, i16 0) #5
  %198 = getelementptr bfloat, ptr addrspace(3) %176, i64 %189
  store i16 %197, ptr addrspace(3) %198, align 2
  %199 = add nuw nsw i64 %189, 1
  %exitcond45.not = icmp eq i64 %199, 8
  br i1 %exitcond45.not, label %.loopexit35, label %.preheader34

.loopexit35:                                      ; preds = %.preheader34, %177
  %200 = getelementptr i8, ptr addrspace(3) %78, i64 8192
  %201 = or disjoint i32 %58, %74
  %202 = mul i32 %201, %4
  %203 = add i32 %202, %60
  %204 = sext i32 %203 to i64
  %205 = getelementptr bfloat, ptr addrspace(1) %1, i64 %204
  %206 = ptrtoint ptr addrspace(1) %205 to i64
  %207 = and i64 %206, 15
  %208 = icmp eq i64 %207, 0
  %209 = icmp slt i32 %201, %5
  %210 = getelementptr i8, ptr addrspace(3) %200, i64 %29
  br i1 %208, label %211, label %.preheader32

211:                                              ; preds = %.loopexit35
  %212 = select i1 %209, i32 %66, i32 0
  %213 = icmp eq i32 %212, 0
  %214 = select i1 %213, ptr addrspace(1) %1, ptr addrspace(1) %205
  %215 = shl nuw nsw i32 %212, 1
  %216 = ptrtoint ptr addrspace(3) %210 to i64
  %217 = trunc i64 %216 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %217, ptr addrspace(1) %214, i32 %215) #5
  br label %.loopexit33

.preheader32:                                     ; preds = %.loopexit35, %.preheader32
  %218 = phi i64 [ %228, %.preheader32 ], [ 0, %.loopexit35 ]
  %219 = trunc nuw nsw i64 %218 to i32
  %.reass68.reass = or i32 %219, %invariant.op90
  %220 = add i32 %.reass68.reass, %202
  %221 = sext i32 %220 to i64
  %222 = getelementptr bfloat, ptr addrspace(1) %1, i64 %221
  %223 = icmp slt i32 %.reass68.reass, %4
  %224 = and i1 %209, %223
  %225 = zext i1 %224 to i32
  %226 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %222, i32 %225, i16 0) #5
  %227 = getelementptr bfloat, ptr addrspace(3) %210, i64 %218
  store i16 %226, ptr addrspace(3) %227, align 2
  %228 = add nuw nsw i64 %218, 1
  %exitcond46.not = icmp eq i64 %228, 8
  br i1 %exitcond46.not, label %.loopexit33, label %.preheader32

.loopexit33:                                      ; preds = %.preheader32, %211
  %229 = or disjoint i32 %69, %74
  %230 = mul i32 %229, %4
  %231 = add i32 %230, %60
  %232 = sext i32 %231 to i64
  %233 = getelementptr bfloat, ptr addrspace(1) %1, i64 %232
  %234 = ptrtoint ptr addrspace(1) %233 to i64
  %235 = and i64 %234, 15
  %236 = icmp eq i64 %235, 0
  %237 = icmp slt i32 %229, %5
  %238 = getelementptr i8, ptr addrspace(3) %200, i64 %38
  br i1 %236, label %239, label %.preheader30

239:                                              ; preds = %.loopexit33
  %240 = select i1 %237, i32 %66, i32 0
  %241 = icmp eq i32 %240, 0
  %242 = select i1 %241, ptr addrspace(1) %1, ptr addrspace(1) %233
  %243 = shl nuw nsw i32 %240, 1
  %244 = ptrtoint ptr addrspace(3) %238 to i64
  %245 = trunc i64 %244 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %245, ptr addrspace(1) %242, i32 %243) #5
  br label %.loopexit31

.preheader30:                                     ; preds = %.loopexit33, %.preheader30
  %246 = phi i64 [ %256, %.preheader30 ], [ 0, %.loopexit33 ]
  %247 = trunc nuw nsw i64 %246 to i32
  %.reass70.reass = or i32 %247, %invariant.op91
  %248 = add i32 %.reass70.reass, %230
  %249 = sext i32 %248 to i64
  %250 = getelementptr bfloat, ptr addrspace(1) %1, i64 %249
  %251 = icmp slt i32 %.reass70.reass, %4
  %252 = and i1 %237, %251
  %253 = zext i1 %252 to i32
  %254 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %250, i32 %253, i16 0) #5
  %255 = getelementptr bfloat, ptr addrspace(3) %238, i64 %246
  store i16 %254, ptr addrspace(3) %255, align 2
  %256 = add nuw nsw i64 %246, 1
  %exitcond47.not = icmp eq i64 %256, 8
  br i1 %exitcond47.not, label %.loopexit31, label %.preheader30

.loopexit31:                                      ; preds = %.preheader30, %239, %71
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %257 = add nuw nsw i64 %72, 1
  %exitcond48.not = icmp eq i64 %257, 3
  br i1 %exitcond48.not, label %.preheader29, label %71

.lr.ph:                                           ; preds = %.lr.ph.preheader, %.loopexit
  %258 = phi i32 [ %485, %.loopexit ], [ 0, %.lr.ph.preheader ]
  %259 = phi i32 [ %484, %.loopexit ], [ 0, %.lr.ph.preheader ]
  %260 = phi i32 [ %486, %.loopexit ], [ 0, %.lr.ph.preheader ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  br i1 %12, label %261, label %283

261:                                              ; preds = %.lr.ph
  %262 = icmp ne i32 %258, 0
  %263 = zext i1 %262 to i32
  %264 = mul i32 %259, 12288
  %265 = sext i32 %264 to i64
  %266 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %265
  %267 = ptrtoint ptr addrspace(3) %266 to i64
  %268 = getelementptr i8, ptr addrspace(3) %266, i64 8192
  %269 = ptrtoint ptr addrspace(3) %268 to i64
  %270 = lshr exact i64 %267, 4
  %271 = and i64 %270, 16320
  %272 = or disjoint i64 %271, 70506183655424
  %273 = lshr exact i64 %269, 4
  %274 = and i64 %273, 16320
  %275 = or disjoint i64 %274, 70403108110336
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %18, i64 %272, i64 %275, i32 135333008, i32 %263) #5
  %276 = or disjoint i64 %271, 70506183655440
  %277 = add i64 %269, 2048
  %278 = lshr exact i64 %277, 4
  %279 = and i64 %278, 16383
  %280 = or disjoint i64 %279, 70403108110336
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %18, i64 %276, i64 %280, i32 135333008, i32 1) #5
  %281 = shl i32 %259, 3
  %282 = add i32 %281, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32)
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %282) #5
  br label %283

283:                                              ; preds = %261, %.lr.ph
  %284 = add i32 %260, 96
  %285 = icmp slt i32 %284, %5
  %286 = icmp slt i32 %260, 2147483552
  %287 = and i1 %286, %285
  %288 = icmp eq i32 %259, 0
  %289 = add i32 %259, -1
  %290 = select i1 %288, i32 3, i32 %289
  br i1 %287, label %291, label %.loopexit

291:                                              ; preds = %283
  %.not = icmp eq i32 %258, 0
  br i1 %.not, label %.loopexit28, label %292

292:                                              ; preds = %291
  %293 = add i32 %258, 7
  %294 = lshr i32 %293, 2
  %295 = shl i32 %290, 3
  %296 = add i32 %295, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32)
  %297 = and i32 %294, 1
  br label %298

298:                                              ; preds = %298, %292
  %299 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %296, i32 %297) #5
  %300 = icmp eq i32 %299, 0
  br i1 %300, label %298, label %.loopexit28

.loopexit28:                                      ; preds = %298, %291
  %301 = mul i32 %290, 12288
  %302 = sext i32 %301 to i64
  %303 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %302
  %304 = or disjoint i32 %284, %23
  %305 = add i32 %304, %25
  %306 = sext i32 %305 to i64
  %307 = getelementptr bfloat, ptr addrspace(1) %0, i64 %306
  %308 = ptrtoint ptr addrspace(1) %307 to i64
  %309 = and i64 %308, 15
  %310 = icmp eq i64 %309, 0
  %311 = getelementptr i8, ptr addrspace(3) %303, i64 %29
  br i1 %310, label %312, label %.preheader26.preheader

.preheader26.preheader:                           ; preds = %.loopexit28
  %invariant.op92 = or i32 %284, %23
  br label %.preheader26

312:                                              ; preds = %.loopexit28
  %313 = sext i32 %304 to i64
  %314 = sub nsw i64 %27, %313
  %315 = tail call i64 @llvm.smax.i64(i64 %314, i64 0)
  %316 = tail call i64 @llvm.umin.i64(i64 %315, i64 8)
  %317 = trunc nuw nsw i64 %316 to i32
  %318 = select i1 %26, i32 %317, i32 0
  %319 = icmp eq i32 %318, 0
  %320 = select i1 %319, ptr addrspace(1) %0, ptr addrspace(1) %307
  %321 = shl nuw nsw i32 %318, 1
  %322 = ptrtoint ptr addrspace(3) %311 to i64
  %323 = trunc i64 %322 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %323, ptr addrspace(1) %320, i32 %321) #5
  br label %.loopexit27

.preheader26:                                     ; preds = %.preheader26.preheader, %.preheader26
  %324 = phi i64 [ %334, %.preheader26 ], [ 0, %.preheader26.preheader ]
  %325 = trunc nuw nsw i64 %324 to i32
  %.reass72.reass = or i32 %325, %invariant.op92
  %326 = add i32 %.reass72.reass, %25
  %327 = sext i32 %326 to i64
  %328 = getelementptr bfloat, ptr addrspace(1) %0, i64 %327
  %329 = icmp slt i32 %.reass72.reass, %5
  %330 = and i1 %26, %329
  %331 = zext i1 %330 to i32
  %332 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %328, i32 %331, i16 0) #5
  %333 = getelementptr bfloat, ptr addrspace(3) %311, i64 %324
  store i16 %332, ptr addrspace(3) %333, align 2
  %334 = add nuw nsw i64 %324, 1
  %exitcond49.not = icmp eq i64 %334, 8
  br i1 %exitcond49.not, label %.loopexit27, label %.preheader26

.loopexit27:                                      ; preds = %.preheader26, %312
  %335 = add i32 %304, %35
  %336 = sext i32 %335 to i64
  %337 = getelementptr bfloat, ptr addrspace(1) %0, i64 %336
  %338 = ptrtoint ptr addrspace(1) %337 to i64
  %339 = and i64 %338, 15
  %340 = icmp eq i64 %339, 0
  %341 = getelementptr i8, ptr addrspace(3) %303, i64 %38
  br i1 %340, label %342, label %.preheader24.preheader

.preheader24.preheader:                           ; preds = %.loopexit27
  %invariant.op93 = or i32 %284, %23
  br label %.preheader24

342:                                              ; preds = %.loopexit27
  %343 = sext i32 %304 to i64
  %344 = sub nsw i64 %27, %343
  %345 = tail call i64 @llvm.smax.i64(i64 %344, i64 0)
  %346 = tail call i64 @llvm.umin.i64(i64 %345, i64 8)
  %347 = trunc nuw nsw i64 %346 to i32
  %348 = select i1 %36, i32 %347, i32 0
  %349 = icmp eq i32 %348, 0
  %350 = select i1 %349, ptr addrspace(1) %0, ptr addrspace(1) %337
  %351 = shl nuw nsw i32 %348, 1
  %352 = ptrtoint ptr addrspace(3) %341 to i64
  %353 = trunc i64 %352 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %353, ptr addrspace(1) %350, i32 %351) #5
  br label %.loopexit25

.preheader24:                                     ; preds = %.preheader24.preheader, %.preheader24
  %354 = phi i64 [ %364, %.preheader24 ], [ 0, %.preheader24.preheader ]
  %355 = trunc nuw nsw i64 %354 to i32
  %.reass74.reass = or i32 %355, %invariant.op93
  %356 = add i32 %.reass74.reass, %35
  %357 = sext i32 %356 to i64
  %358 = getelementptr bfloat, ptr addrspace(1) %0, i64 %357
  %359 = icmp slt i32 %.reass74.reass, %5
  %360 = and i1 %36, %359
  %361 = zext i1 %360 to i32
  %362 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %358, i32 %361, i16 0) #5
  %363 = getelementptr bfloat, ptr addrspace(3) %341, i64 %354
  store i16 %362, ptr addrspace(3) %363, align 2
  %364 = add nuw nsw i64 %354, 1
  %exitcond50.not = icmp eq i64 %364, 8
  br i1 %exitcond50.not, label %.loopexit25, label %.preheader24

.loopexit25:                                      ; preds = %.preheader24, %342
  %365 = add i32 %304, %41
  %366 = sext i32 %365 to i64
  %367 = getelementptr bfloat, ptr addrspace(1) %0, i64 %366
  %368 = ptrtoint ptr addrspace(1) %367 to i64
  %369 = and i64 %368, 15
  %370 = icmp eq i64 %369, 0
  %371 = getelementptr i8, ptr addrspace(3) %303, i64 %47
  br i1 %370, label %372, label %.preheader22.preheader

.preheader22.preheader:                           ; preds = %.loopexit25
  %invariant.op94 = or i32 %284, %23
  br label %.preheader22

372:                                              ; preds = %.loopexit25
  %373 = sext i32 %304 to i64
  %374 = sub nsw i64 %27, %373
  %375 = tail call i64 @llvm.smax.i64(i64 %374, i64 0)
  %376 = tail call i64 @llvm.umin.i64(i64 %375, i64 8)
  %377 = trunc nuw nsw i64 %376 to i32
  %378 = select i1 %42, i32 %377, i32 0
  %379 = icmp eq i32 %378, 0
  %380 = select i1 %379, ptr addrspace(1) %0, ptr addrspace(1) %367
  %381 = shl nuw nsw i32 %378, 1
  %382 = ptrtoint ptr addrspace(3) %371 to i64
  %383 = trunc i64 %382 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %383, ptr addrspace(1) %380, i32 %381) #5
  br label %.loopexit23

.preheader22:                                     ; preds = %.preheader22.preheader, %.preheader22
  %384 = phi i64 [ %394, %.preheader22 ], [ 0, %.preheader22.preheader ]
  %385 = trunc nuw nsw i64 %384 to i32
  %.reass76.reass = or i32 %385, %invariant.op94
  %386 = add i32 %.reass76.reass, %41
  %387 = sext i32 %386 to i64
  %388 = getelementptr bfloat, ptr addrspace(1) %0, i64 %387
  %389 = icmp slt i32 %.reass76.reass, %5
  %390 = and i1 %42, %389
  %391 = zext i1 %390 to i32
  %392 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %388, i32 %391, i16 0) #5
  %393 = getelementptr bfloat, ptr addrspace(3) %371, i64 %384
  store i16 %392, ptr addrspace(3) %393, align 2
  %394 = add nuw nsw i64 %384, 1
  %exitcond51.not = icmp eq i64 %394, 8
  br i1 %exitcond51.not, label %.loopexit23, label %.preheader22

.loopexit23:                                      ; preds = %.preheader22, %372
  %395 = add i32 %304, %50
  %396 = sext i32 %395 to i64
  %397 = getelementptr bfloat, ptr addrspace(1) %0, i64 %396
  %398 = ptrtoint ptr addrspace(1) %397 to i64
  %399 = and i64 %398, 15
  %400 = icmp eq i64 %399, 0
  %401 = getelementptr i8, ptr addrspace(3) %303, i64 %55
  br i1 %400, label %402, label %.preheader20.preheader

.preheader20.preheader:                           ; preds = %.loopexit23
  %invariant.op95 = or i32 %284, %23
  br label %.preheader20

402:                                              ; preds = %.loopexit23
  %403 = sext i32 %304 to i64
  %404 = sub nsw i64 %27, %403
  %405 = tail call i64 @llvm.smax.i64(i64 %404, i64 0)
  %406 = tail call i64 @llvm.umin.i64(i64 %405, i64 8)
  %407 = trunc nuw nsw i64 %406 to i32
  %408 = select i1 %51, i32 %407, i32 0
  %409 = icmp eq i32 %408, 0
  %410 = select i1 %409, ptr addrspace(1) %0, ptr addrspace(1) %397
  %411 = shl nuw nsw i32 %408, 1
  %412 = ptrtoint ptr addrspace(3) %401 to i64
  %413 = trunc i64 %412 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %413, ptr addrspace(1) %410, i32 %411) #5
  br label %.loopexit21

.preheader20:                                     ; preds = %.preheader20.preheader, %.preheader20
  %414 = phi i64 [ %424, %.preheader20 ], [ 0, %.preheader20.preheader ]
  %415 = trunc nuw nsw i64 %414 to i32
  %.reass78.reass = or i32 %415, %invariant.op95
  %416 = add i32 %.reass78.reass, %50
  %417 = sext i32 %416 to i64
  %418 = getelementptr bfloat, ptr addrspace(1) %0, i64 %417
  %419 = icmp slt i32 %.reass78.reass, %5
  %420 = and i1 %51, %419
  %421 = zext i1 %420 to i32
  %422 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %418, i32 %421, i16 0) #5
  %423 = getelementptr bfloat, ptr addrspace(3) %401, i64 %414
  store i16 %422, ptr addrspace(3) %423, align 2
  %424 = add nuw nsw i64 %414, 1
  %exitcond52.not = icmp eq i64 %424, 8
  br i1 %exitcond52.not, label %.loopexit21, label %.preheader20

.loopexit21:                                      ; preds = %.preheader20, %402
  %425 = getelementptr i8, ptr addrspace(3) %303, i64 8192
  %426 = or disjoint i32 %58, %284
  %427 = mul i32 %426, %4
  %428 = add i32 %427, %60
  %429 = sext i32 %428 to i64
  %430 = getelementptr bfloat, ptr addrspace(1) %1, i64 %429
  %431 = ptrtoint ptr addrspace(1) %430 to i64
  %432 = and i64 %431, 15
  %433 = icmp eq i64 %432, 0
  %434 = icmp slt i32 %426, %5
  %435 = getelementptr i8, ptr addrspace(3) %425, i64 %29
  br i1 %433, label %436, label %.preheader18

436:                                              ; preds = %.loopexit21
  %437 = select i1 %434, i32 %66, i32 0
  %438 = icmp eq i32 %437, 0
  %439 = select i1 %438, ptr addrspace(1) %1, ptr addrspace(1) %430
  %440 = shl nuw nsw i32 %437, 1
  %441 = ptrtoint ptr addrspace(3) %435 to i64
  %442 = trunc i64 %441 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %442, ptr addrspace(1) %439, i32 %440) #5
  br label %.loopexit19

.preheader18:                                     ; preds = %.loopexit21, %.preheader18
  %443 = phi i64 [ %453, %.preheader18 ], [ 0, %.loopexit21 ]
  %444 = trunc nuw nsw i64 %443 to i32
  %.reass80.reass = or i32 %444, %invariant.op96
  %445 = add i32 %.reass80.reass, %427
  %446 = sext i32 %445 to i64
  %447 = getelementptr bfloat, ptr addrspace(1) %1, i64 %446
  %448 = icmp slt i32 %.reass80.reass, %4
  %449 = and i1 %434, %448
  %450 = zext i1 %449 to i32
  %451 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %447, i32 %450, i16 0) #5
  %452 = getelementptr bfloat, ptr addrspace(3) %435, i64 %443
  store i16 %451, ptr addrspace(3) %452, align 2
  %453 = add nuw nsw i64 %443, 1
  %exitcond53.not = icmp eq i64 %453, 8
  br i1 %exitcond53.not, label %.loopexit19, label %.preheader18

.loopexit19:                                      ; preds = %.preheader18, %436
  %454 = or disjoint i32 %69, %284
  %455 = mul i32 %454, %4
  %456 = add i32 %455, %60
  %457 = sext i32 %456 to i64
  %458 = getelementptr bfloat, ptr addrspace(1) %1, i64 %457
  %459 = ptrtoint ptr addrspace(1) %458 to i64
  %460 = and i64 %459, 15
  %461 = icmp eq i64 %460, 0
  %462 = icmp slt i32 %454, %5
  %463 = getelementptr i8, ptr addrspace(3) %425, i64 %38
  br i1 %461, label %464, label %.preheader

464:                                              ; preds = %.loopexit19
  %465 = select i1 %462, i32 %66, i32 0
  %466 = icmp eq i32 %465, 0
  %467 = select i1 %466, ptr addrspace(1) %1, ptr addrspace(1) %458
  %468 = shl nuw nsw i32 %465, 1
  %469 = ptrtoint ptr addrspace(3) %463 to i64
  %470 = trunc i64 %469 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %470, ptr addrspace(1) %467, i32 %468) #5
  br label %.loopexit

.preheader:                                       ; preds = %.loopexit19, %.preheader
  %471 = phi i64 [ %481, %.preheader ], [ 0, %.loopexit19 ]
  %472 = trunc nuw nsw i64 %471 to i32
  %.reass82.reass = or i32 %472, %invariant.op97
  %473 = add i32 %.reass82.reass, %455
  %474 = sext i32 %473 to i64
  %475 = getelementptr bfloat, ptr addrspace(1) %1, i64 %474
  %476 = icmp slt i32 %.reass82.reass, %4
  %477 = and i1 %462, %476
  %478 = zext i1 %477 to i32
  %479 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %475, i32 %478, i16 0) #5
  %480 = getelementptr bfloat, ptr addrspace(3) %463, i64 %471
  store i16 %479, ptr addrspace(3) %480, align 2
  %481 = add nuw nsw i64 %471, 1
  %exitcond54.not = icmp eq i64 %481, 8
  br i1 %exitcond54.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %464, %283
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %482 = add i32 %259, 1
  %483 = icmp eq i32 %482, 4
  %484 = select i1 %483, i32 0, i32 %482
  %485 = add i32 %258, 1
  %486 = add i32 %260, 32
  %487 = icmp slt i32 %486, %5
  br i1 %487, label %.lr.ph, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
  %488 = icmp ult i32 %258, 2147483647
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.preheader29
  %.lcssa = phi i1 [ false, %.preheader29 ], [ %488, %._crit_edge.loopexit ]
  br i1 %12, label %489, label %.preheader84

489:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 32)) #5
  br label %.preheader84

.preheader84:                                     ; preds = %489, %._crit_edge
  br label %490

490:                                              ; preds = %.preheader84, %490
  %491 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 32), i32 0) #5
  %492 = icmp eq i32 %491, 0
  br i1 %492, label %490, label %493

493:                                              ; preds = %490
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %494 = shl nuw nsw i32 %7, 16
  %495 = and i32 %494, 6291456
  %496 = add i32 %18, %495
  %497 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %496) #5
  %498 = add i32 %496, 32
  %499 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %498) #5
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #5
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %500, label %501

500:                                              ; preds = %493
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 64;", "r,~{memory}"(i32 %18) #5
  br label %501

501:                                              ; preds = %500, %493
  br i1 %12, label %502, label %503

502:                                              ; preds = %501
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 8)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 16)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 24)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 32)) #5
  br label %503

503:                                              ; preds = %502, %501
  %504 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 31
  %505 = bitcast i32 %504 to float
  %506 = fadd float %505, 0.000000e+00
  %507 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 30
  %508 = bitcast i32 %507 to float
  %509 = fadd float %508, 0.000000e+00
  %510 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 29
  %511 = bitcast i32 %510 to float
  %512 = fadd float %511, 0.000000e+00
  %513 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 28
  %514 = bitcast i32 %513 to float
  %515 = fadd float %514, 0.000000e+00
  %516 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 27
  %517 = bitcast i32 %516 to float
  %518 = fadd float %517, 0.000000e+00
  %519 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 26
  %520 = bitcast i32 %519 to float
  %521 = fadd float %520, 0.000000e+00
  %522 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 25
  %523 = bitcast i32 %522 to float
  %524 = fadd float %523, 0.000000e+00
  %525 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 24
  %526 = bitcast i32 %525 to float
  %527 = fadd float %526, 0.000000e+00
  %528 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 23
  %529 = bitcast i32 %528 to float
  %530 = fadd float %529, 0.000000e+00
  %531 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 22
  %532 = bitcast i32 %531 to float
  %533 = fadd float %532, 0.000000e+00
  %534 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 21
  %535 = bitcast i32 %534 to float
  %536 = fadd float %535, 0.000000e+00
  %537 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 20
  %538 = bitcast i32 %537 to float
  %539 = fadd float %538, 0.000000e+00
  %540 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 19
  %541 = bitcast i32 %540 to float
  %542 = fadd float %541, 0.000000e+00
  %543 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 18
  %544 = bitcast i32 %543 to float
  %545 = fadd float %544, 0.000000e+00
  %546 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 17
  %547 = bitcast i32 %546 to float
  %548 = fadd float %547, 0.000000e+00
  %549 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 16
  %550 = bitcast i32 %549 to float
  %551 = fadd float %550, 0.000000e+00
  %552 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 15
  %553 = bitcast i32 %552 to float
  %554 = fadd float %553, 0.000000e+00
  %555 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 14
  %556 = bitcast i32 %555 to float
  %557 = fadd float %556, 0.000000e+00
  %558 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 13
  %559 = bitcast i32 %558 to float
  %560 = fadd float %559, 0.000000e+00
  %561 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 12
  %562 = bitcast i32 %561 to float
  %563 = fadd float %562, 0.000000e+00
  %564 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 11
  %565 = bitcast i32 %564 to float
  %566 = fadd float %565, 0.000000e+00
  %567 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 10
  %568 = bitcast i32 %567 to float
  %569 = fadd float %568, 0.000000e+00
  %570 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 9
  %571 = bitcast i32 %570 to float
  %572 = fadd float %571, 0.000000e+00
  %573 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 8
  %574 = bitcast i32 %573 to float
  %575 = fadd float %574, 0.000000e+00
  %576 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 7
  %577 = bitcast i32 %576 to float
  %578 = fadd float %577, 0.000000e+00
  %579 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 6
  %580 = bitcast i32 %579 to float
  %581 = fadd float %580, 0.000000e+00
  %582 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 5
  %583 = bitcast i32 %582 to float
  %584 = fadd float %583, 0.000000e+00
  %585 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 4
  %586 = bitcast i32 %585 to float
  %587 = fadd float %586, 0.000000e+00
  %588 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 3
  %589 = bitcast i32 %588 to float
  %590 = fadd float %589, 0.000000e+00
  %591 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 2
  %592 = bitcast i32 %591 to float
  %593 = fadd float %592, 0.000000e+00
  %594 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 1
  %595 = bitcast i32 %594 to float
  %596 = fadd float %595, 0.000000e+00
  %597 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %499, 0
  %598 = bitcast i32 %597 to float
  %599 = fadd float %598, 0.000000e+00
  %600 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 31
  %601 = bitcast i32 %600 to float
  %602 = fadd float %601, 0.000000e+00
  %603 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 30
  %604 = bitcast i32 %603 to float
  %605 = fadd float %604, 0.000000e+00
  %606 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 29
  %607 = bitcast i32 %606 to float
  %608 = fadd float %607, 0.000000e+00
  %609 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 28
  %610 = bitcast i32 %609 to float
  %611 = fadd float %610, 0.000000e+00
  %612 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 27
  %613 = bitcast i32 %612 to float
  %614 = fadd float %613, 0.000000e+00
  %615 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 26
  %616 = bitcast i32 %615 to float
  %617 = fadd float %616, 0.000000e+00
  %618 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 25
  %619 = bitcast i32 %618 to float
  %620 = fadd float %619, 0.000000e+00
  %621 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 24
  %622 = bitcast i32 %621 to float
  %623 = fadd float %622, 0.000000e+00
  %624 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 23
  %625 = bitcast i32 %624 to float
  %626 = fadd float %625, 0.000000e+00
  %627 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 22
  %628 = bitcast i32 %627 to float
  %629 = fadd float %628, 0.000000e+00
  %630 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 21
  %631 = bitcast i32 %630 to float
  %632 = fadd float %631, 0.000000e+00
  %633 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 20
  %634 = bitcast i32 %633 to float
  %635 = fadd float %634, 0.000000e+00
  %636 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 19
  %637 = bitcast i32 %636 to float
  %638 = fadd float %637, 0.000000e+00
  %639 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 18
  %640 = bitcast i32 %639 to float
  %641 = fadd float %640, 0.000000e+00
  %642 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 17
  %643 = bitcast i32 %642 to float
  %644 = fadd float %643, 0.000000e+00
  %645 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 16
  %646 = bitcast i32 %645 to float
  %647 = fadd float %646, 0.000000e+00
  %648 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 15
  %649 = bitcast i32 %648 to float
  %650 = fadd float %649, 0.000000e+00
  %651 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 14
  %652 = bitcast i32 %651 to float
  %653 = fadd float %652, 0.000000e+00
  %654 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 13
  %655 = bitcast i32 %654 to float
  %656 = fadd float %655, 0.000000e+00
  %657 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 12
  %658 = bitcast i32 %657 to float
  %659 = fadd float %658, 0.000000e+00
  %660 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 11
  %661 = bitcast i32 %660 to float
  %662 = fadd float %661, 0.000000e+00
  %663 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 10
  %664 = bitcast i32 %663 to float
  %665 = fadd float %664, 0.000000e+00
  %666 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 9
  %667 = bitcast i32 %666 to float
  %668 = fadd float %667, 0.000000e+00
  %669 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 8
  %670 = bitcast i32 %669 to float
  %671 = fadd float %670, 0.000000e+00
  %672 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 7
  %673 = bitcast i32 %672 to float
  %674 = fadd float %673, 0.000000e+00
  %675 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 6
  %676 = bitcast i32 %675 to float
  %677 = fadd float %676, 0.000000e+00
  %678 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 5
  %679 = bitcast i32 %678 to float
  %680 = fadd float %679, 0.000000e+00
  %681 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 4
  %682 = bitcast i32 %681 to float
  %683 = fadd float %682, 0.000000e+00
  %684 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 3
  %685 = bitcast i32 %684 to float
  %686 = fadd float %685, 0.000000e+00
  %687 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 2
  %688 = bitcast i32 %687 to float
  %689 = fadd float %688, 0.000000e+00
  %690 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 1
  %691 = bitcast i32 %690 to float
  %692 = fadd float %691, 0.000000e+00
  %693 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %497, 0
  %694 = bitcast i32 %693 to float
  %695 = fadd float %694, 0.000000e+00
  %696 = or disjoint i32 %10, %7
  %697 = mul i32 %4, %696
  %698 = add i32 %697, %11
  %699 = sext i32 %698 to i64
  %700 = getelementptr float, ptr addrspace(1) %2, i64 %699
  %701 = icmp slt i32 %696, %3
  %702 = icmp slt i32 %11, %4
  %703 = and i1 %701, %702
  %704 = or disjoint i32 %11, 1
  %705 = icmp slt i32 %704, %4
  %706 = and i1 %701, %705
  %707 = or disjoint i32 %11, 2
  %708 = icmp slt i32 %707, %4
  %709 = and i1 %701, %708
  %710 = or disjoint i32 %11, 3
  %711 = icmp slt i32 %710, %4
  %712 = and i1 %701, %711
  %713 = ptrtoint ptr addrspace(1) %700 to i64
  %714 = and i64 %713, 15
  %715 = icmp eq i64 %714, 0
  %716 = and i1 %712, %715
  %717 = xor i1 %703, %716
  %718 = xor i1 %706, %716
  %719 = xor i1 %709, %716
  %720 = xor i1 %712, %716
  %721 = zext i1 %716 to i32
  %722 = bitcast float %695 to i32
  %723 = select i1 %.lcssa, i32 %722, i32 0
  %724 = bitcast float %692 to i32
  %725 = select i1 %.lcssa, i32 %724, i32 0
  %726 = bitcast float %689 to i32
  %727 = select i1 %.lcssa, i32 %726, i32 0
  %728 = bitcast float %686 to i32
  %729 = select i1 %.lcssa, i32 %728, i32 0
  %730 = zext i1 %717 to i32
  %731 = zext i1 %718 to i32
  %732 = zext i1 %719 to i32
  %733 = zext i1 %720 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %721, i32 %723, i32 %725, i32 %727, i32 %729, ptr addrspace(1) %700, i32 %730, i32 %731, i32 %732, i32 %733) #5
  %734 = or disjoint i32 %11, 4
  %735 = add i32 %697, %734
  %736 = sext i32 %735 to i64
  %737 = getelementptr float, ptr addrspace(1) %2, i64 %736
  %738 = icmp slt i32 %734, %4
  %739 = and i1 %701, %738
  %740 = or disjoint i32 %11, 5
  %741 = icmp slt i32 %740, %4
  %742 = and i1 %701, %741
  %743 = or disjoint i32 %11, 6
  %744 = icmp slt i32 %743, %4
  %745 = and i1 %701, %744
  %746 = or disjoint i32 %11, 7
  %747 = icmp slt i32 %746, %4
  %748 = and i1 %701, %747
  %749 = ptrtoint ptr addrspace(1) %737 to i64
  %750 = and i64 %749, 15
  %751 = icmp eq i64 %750, 0
  %752 = and i1 %748, %751
  %753 = xor i1 %739, %752
  %754 = xor i1 %742, %752
  %755 = xor i1 %745, %752
  %756 = xor i1 %748, %752
  %757 = zext i1 %752 to i32
  %758 = bitcast float %683 to i32
  %759 = select i1 %.lcssa, i32 %758, i32 0
  %760 = bitcast float %680 to i32
  %761 = select i1 %.lcssa, i32 %760, i32 0
  %762 = bitcast float %677 to i32
  %763 = select i1 %.lcssa, i32 %762, i32 0
  %764 = bitcast float %674 to i32
  %765 = select i1 %.lcssa, i32 %764, i32 0
  %766 = zext i1 %753 to i32
  %767 = zext i1 %754 to i32
  %768 = zext i1 %755 to i32
  %769 = zext i1 %756 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %757, i32 %759, i32 %761, i32 %763, i32 %765, ptr addrspace(1) %737, i32 %766, i32 %767, i32 %768, i32 %769) #5
  %770 = or disjoint i32 %11, 8
  %771 = add i32 %697, %770
  %772 = sext i32 %771 to i64
  %773 = getelementptr float, ptr addrspace(1) %2, i64 %772
  %774 = icmp slt i32 %770, %4
  %775 = and i1 %701, %774
  %776 = or disjoint i32 %11, 9
  %777 = icmp slt i32 %776, %4
  %778 = and i1 %701, %777
  %779 = or disjoint i32 %11, 10
  %780 = icmp slt i32 %779, %4
  %781 = and i1 %701, %780
  %782 = or disjoint i32 %11, 11
  %783 = icmp slt i32 %782, %4
  %784 = and i1 %701, %783
  %785 = ptrtoint ptr addrspace(1) %773 to i64
  %786 = and i64 %785, 15
  %787 = icmp eq i64 %786, 0
  %788 = and i1 %784, %787
  %789 = xor i1 %775, %788
  %790 = xor i1 %778, %788
  %791 = xor i1 %781, %788
  %792 = xor i1 %784, %788
  %793 = zext i1 %788 to i32
  %794 = bitcast float %671 to i32
  %795 = select i1 %.lcssa, i32 %794, i32 0
  %796 = bitcast float %668 to i32
  %797 = select i1 %.lcssa, i32 %796, i32 0
  %798 = bitcast float %665 to i32
  %799 = select i1 %.lcssa, i32 %798, i32 0
  %800 = bitcast float %662 to i32
  %801 = select i1 %.lcssa, i32 %800, i32 0
  %802 = zext i1 %789 to i32
  %803 = zext i1 %790 to i32
  %804 = zext i1 %791 to i32
  %805 = zext i1 %792 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %793, i32 %795, i32 %797, i32 %799, i32 %801, ptr addrspace(1) %773, i32 %802, i32 %803, i32 %804, i32 %805) #5
  %806 = or disjoint i32 %11, 12
  %807 = add i32 %697, %806
  %808 = sext i32 %807 to i64
  %809 = getelementptr float, ptr addrspace(1) %2, i64 %808
  %810 = icmp slt i32 %806, %4
  %811 = and i1 %701, %810
  %812 = or disjoint i32 %11, 13
  %813 = icmp slt i32 %812, %4
  %814 = and i1 %701, %813
  %815 = or disjoint i32 %11, 14
  %816 = icmp slt i32 %815, %4
  %817 = and i1 %701, %816
  %818 = or disjoint i32 %11, 15
  %819 = icmp slt i32 %818, %4
  %820 = and i1 %701, %819
  %821 = ptrtoint ptr addrspace(1) %809 to i64
  %822 = and i64 %821, 15
  %823 = icmp eq i64 %822, 0
  %824 = and i1 %820, %823
  %825 = xor i1 %811, %824
  %826 = xor i1 %814, %824
  %827 = xor i1 %817, %824
  %828 = xor i1 %820, %824
  %829 = zext i1 %824 to i32
  %830 = bitcast float %659 to i32
  %831 = select i1 %.lcssa, i32 %830, i32 0
  %832 = bitcast float %656 to i32
  %833 = select i1 %.lcssa, i32 %832, i32 0
  %834 = bitcast float %653 to i32
  %835 = select i1 %.lcssa, i32 %834, i32 0
  %836 = bitcast float %650 to i32
  %837 = select i1 %.lcssa, i32 %836, i32 0
  %838 = zext i1 %825 to i32
  %839 = zext i1 %826 to i32
  %840 = zext i1 %827 to i32
  %841 = zext i1 %828 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %829, i32 %831, i32 %833, i32 %835, i32 %837, ptr addrspace(1) %809, i32 %838, i32 %839, i32 %840, i32 %841) #5
  %842 = or disjoint i32 %11, 16
  %843 = add i32 %697, %842
  %844 = sext i32 %843 to i64
  %845 = getelementptr float, ptr addrspace(1) %2, i64 %844
  %846 = icmp slt i32 %842, %4
  %847 = and i1 %701, %846
  %848 = or disjoint i32 %11, 17
  %849 = icmp slt i32 %848, %4
  %850 = and i1 %701, %849
  %851 = or disjoint i32 %11, 18
  %852 = icmp slt i32 %851, %4
  %853 = and i1 %701, %852
  %854 = or disjoint i32 %11, 19
  %855 = icmp slt i32 %854, %4
  %856 = and i1 %701, %855
  %857 = ptrtoint ptr addrspace(1) %845 to i64
  %858 = and i64 %857, 15
  %859 = icmp eq i64 %858, 0
  %860 = and i1 %856, %859
  %861 = xor i1 %847, %860
  %862 = xor i1 %850, %860
  %863 = xor i1 %853, %860
  %864 = xor i1 %856, %860
  %865 = zext i1 %860 to i32
  %866 = bitcast float %647 to i32
  %867 = select i1 %.lcssa, i32 %866, i32 0
  %868 = bitcast float %644 to i32
  %869 = select i1 %.lcssa, i32 %868, i32 0
  %870 = bitcast float %641 to i32
  %871 = select i1 %.lcssa, i32 %870, i32 0
  %872 = bitcast float %638 to i32
  %873 = select i1 %.lcssa, i32 %872, i32 0
  %874 = zext i1 %861 to i32
  %875 = zext i1 %862 to i32
  %876 = zext i1 %863 to i32
  %877 = zext i1 %864 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %865, i32 %867, i32 %869, i32 %871, i32 %873, ptr addrspace(1) %845, i32 %874, i32 %875, i32 %876, i32 %877) #5
  %878 = or disjoint i32 %11, 20
  %879 = add i32 %697, %878
  %880 = sext i32 %879 to i64
  %881 = getelementptr float, ptr addrspace(1) %2, i64 %880
  %882 = icmp slt i32 %878, %4
  %883 = and i1 %701, %882
  %884 = or disjoint i32 %11, 21
  %885 = icmp slt i32 %884, %4
  %886 = and i1 %701, %885
  %887 = or disjoint i32 %11, 22
  %888 = icmp slt i32 %887, %4
  %889 = and i1 %701, %888
  %890 = or disjoint i32 %11, 23
  %891 = icmp slt i32 %890, %4
  %892 = and i1 %701, %891
  %893 = ptrtoint ptr addrspace(1) %881 to i64
  %894 = and i64 %893, 15
  %895 = icmp eq i64 %894, 0
  %896 = and i1 %892, %895
  %897 = xor i1 %883, %896
  %898 = xor i1 %886, %896
  %899 = xor i1 %889, %896
  %900 = xor i1 %892, %896
  %901 = zext i1 %896 to i32
  %902 = bitcast float %635 to i32
  %903 = select i1 %.lcssa, i32 %902, i32 0
  %904 = bitcast float %632 to i32
  %905 = select i1 %.lcssa, i32 %904, i32 0
  %906 = bitcast float %629 to i32
  %907 = select i1 %.lcssa, i32 %906, i32 0
  %908 = bitcast float %626 to i32
  %909 = select i1 %.lcssa, i32 %908, i32 0
  %910 = zext i1 %897 to i32
  %911 = zext i1 %898 to i32
  %912 = zext i1 %899 to i32
  %913 = zext i1 %900 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %901, i32 %903, i32 %905, i32 %907, i32 %909, ptr addrspace(1) %881, i32 %910, i32 %911, i32 %912, i32 %913) #5
  %914 = or disjoint i32 %11, 24
  %915 = add i32 %697, %914
  %916 = sext i32 %915 to i64
  %917 = getelementptr float, ptr addrspace(1) %2, i64 %916
  %918 = icmp slt i32 %914, %4
  %919 = and i1 %701, %918
  %920 = or disjoint i32 %11, 25
  %921 = icmp slt i32 %920, %4
  %922 = and i1 %701, %921
  %923 = or disjoint i32 %11, 26
  %924 = icmp slt i32 %923, %4
  %925 = and i1 %701, %924
  %926 = or disjoint i32 %11, 27
  %927 = icmp slt i32 %926, %4
  %928 = and i1 %701, %927
  %929 = ptrtoint ptr addrspace(1) %917 to i64
  %930 = and i64 %929, 15
  %931 = icmp eq i64 %930, 0
  %932 = and i1 %928, %931
  %933 = xor i1 %919, %932
  %934 = xor i1 %922, %932
  %935 = xor i1 %925, %932
  %936 = xor i1 %928, %932
  %937 = zext i1 %932 to i32
  %938 = bitcast float %623 to i32
  %939 = select i1 %.lcssa, i32 %938, i32 0
  %940 = bitcast float %620 to i32
  %941 = select i1 %.lcssa, i32 %940, i32 0
  %942 = bitcast float %617 to i32
  %943 = select i1 %.lcssa, i32 %942, i32 0
  %944 = bitcast float %614 to i32
  %945 = select i1 %.lcssa, i32 %944, i32 0
  %946 = zext i1 %933 to i32
  %947 = zext i1 %934 to i32
  %948 = zext i1 %935 to i32
  %949 = zext i1 %936 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %937, i32 %939, i32 %941, i32 %943, i32 %945, ptr addrspace(1) %917, i32 %946, i32 %947, i32 %948, i32 %949) #5
  %950 = or disjoint i32 %11, 28
  %951 = add i32 %697, %950
  %952 = sext i32 %951 to i64
  %953 = getelementptr float, ptr addrspace(1) %2, i64 %952
  %954 = icmp slt i32 %950, %4
  %955 = and i1 %701, %954
  %956 = or disjoint i32 %11, 29
  %957 = icmp slt i32 %956, %4
  %958 = and i1 %701, %957
  %959 = or disjoint i32 %11, 30
  %960 = icmp slt i32 %959, %4
  %961 = and i1 %701, %960
  %962 = or disjoint i32 %11, 31
  %963 = icmp slt i32 %962, %4
  %964 = and i1 %701, %963
  %965 = ptrtoint ptr addrspace(1) %953 to i64
  %966 = and i64 %965, 15
  %967 = icmp eq i64 %966, 0
  %968 = and i1 %964, %967
  %969 = xor i1 %955, %968
  %970 = xor i1 %958, %968
  %971 = xor i1 %961, %968
  %972 = xor i1 %964, %968
  %973 = zext i1 %968 to i32
  %974 = bitcast float %611 to i32
  %975 = select i1 %.lcssa, i32 %974, i32 0
  %976 = bitcast float %608 to i32
  %977 = select i1 %.lcssa, i32 %976, i32 0
  %978 = bitcast float %605 to i32
  %979 = select i1 %.lcssa, i32 %978, i32 0
  %980 = bitcast float %602 to i32
  %981 = select i1 %.lcssa, i32 %980, i32 0
  %982 = zext i1 %969 to i32
  %983 = zext i1 %970 to i32
  %984 = zext i1 %971 to i32
  %985 = zext i1 %972 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %973, i32 %975, i32 %977, i32 %979, i32 %981, ptr addrspace(1) %953, i32 %982, i32 %983, i32 %984, i32 %985) #5
  %986 = or disjoint i32 %11, 32
  %987 = add i32 %697, %986
  %988 = sext i32 %987 to i64
  %989 = getelementptr float, ptr addrspace(1) %2, i64 %988
  %990 = icmp slt i32 %986, %4
  %991 = and i1 %701, %990
  %992 = or disjoint i32 %11, 33
  %993 = icmp slt i32 %992, %4
  %994 = and i1 %701, %993
  %995 = or disjoint i32 %11, 34
  %996 = icmp slt i32 %995, %4
  %997 = and i1 %701, %996
  %998 = or disjoint i32 %11, 35
  %999 = icmp slt i32 %998, %4
  %1000 = and i1 %701, %999
  %1001 = ptrtoint ptr addrspace(1) %989 to i64
  %1002 = and i64 %1001, 15
  %1003 = icmp eq i64 %1002, 0
  %1004 = and i1 %1000, %1003
  %1005 = xor i1 %991, %1004
  %1006 = xor i1 %994, %1004
  %1007 = xor i1 %997, %1004
  %1008 = xor i1 %1000, %1004
  %1009 = zext i1 %1004 to i32
  %1010 = bitcast float %599 to i32
  %1011 = select i1 %.lcssa, i32 %1010, i32 0
  %1012 = bitcast float %596 to i32
  %1013 = select i1 %.lcssa, i32 %1012, i32 0
  %1014 = bitcast float %593 to i32
  %1015 = select i1 %.lcssa, i32 %1014, i32 0
  %1016 = bitcast float %590 to i32
  %1017 = select i1 %.lcssa, i32 %1016, i32 0
  %1018 = zext i1 %1005 to i32
  %1019 = zext i1 %1006 to i32
  %1020 = zext i1 %1007 to i32
  %1021 = zext i1 %1008 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1009, i32 %1011, i32 %1013, i32 %1015, i32 %1017, ptr addrspace(1) %989, i32 %1018, i32 %1019, i32 %1020, i32 %1021) #5
  %1022 = or disjoint i32 %11, 36
  %1023 = add i32 %697, %1022
  %1024 = sext i32 %1023 to i64
  %1025 = getelementptr float, ptr addrspace(1) %2, i64 %1024
  %1026 = icmp slt i32 %1022, %4
  %1027 = and i1 %701, %1026
  %1028 = or disjoint i32 %11, 37
  %1029 = icmp slt i32 %1028, %4
  %1030 = and i1 %701, %1029
  %1031 = or disjoint i32 %11, 38
  %1032 = icmp slt i32 %1031, %4
  %1033 = and i1 %701, %1032
  %1034 = or disjoint i32 %11, 39
  %1035 = icmp slt i32 %1034, %4
  %1036 = and i1 %701, %1035
  %1037 = ptrtoint ptr addrspace(1) %1025 to i64
  %1038 = and i64 %1037, 15
  %1039 = icmp eq i64 %1038, 0
  %1040 = and i1 %1036, %1039
  %1041 = xor i1 %1027, %1040
  %1042 = xor i1 %1030, %1040
  %1043 = xor i1 %1033, %1040
  %1044 = xor i1 %1036, %1040
  %1045 = zext i1 %1040 to i32
  %1046 = bitcast float %587 to i32
  %1047 = select i1 %.lcssa, i32 %1046, i32 0
  %1048 = bitcast float %584 to i32
  %1049 = select i1 %.lcssa, i32 %1048, i32 0
  %1050 = bitcast float %581 to i32
  %1051 = select i1 %.lcssa, i32 %1050, i32 0
  %1052 = bitcast float %578 to i32
  %1053 = select i1 %.lcssa, i32 %1052, i32 0
  %1054 = zext i1 %1041 to i32
  %1055 = zext i1 %1042 to i32
  %1056 = zext i1 %1043 to i32
  %1057 = zext i1 %1044 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1045, i32 %1047, i32 %1049, i32 %1051, i32 %1053, ptr addrspace(1) %1025, i32 %1054, i32 %1055, i32 %1056, i32 %1057) #5
  %1058 = or disjoint i32 %11, 40
  %1059 = add i32 %697, %1058
  %1060 = sext i32 %1059 to i64
  %1061 = getelementptr float, ptr addrspace(1) %2, i64 %1060
  %1062 = icmp slt i32 %1058, %4
  %1063 = and i1 %701, %1062
  %1064 = or disjoint i32 %11, 41
  %1065 = icmp slt i32 %1064, %4
  %1066 = and i1 %701, %1065
  %1067 = or disjoint i32 %11, 42
  %1068 = icmp slt i32 %1067, %4
  %1069 = and i1 %701, %1068
  %1070 = or disjoint i32 %11, 43
  %1071 = icmp slt i32 %1070, %4
  %1072 = and i1 %701, %1071
  %1073 = ptrtoint ptr addrspace(1) %1061 to i64
  %1074 = and i64 %1073, 15
  %1075 = icmp eq i64 %1074, 0
  %1076 = and i1 %1072, %1075
  %1077 = xor i1 %1063, %1076
  %1078 = xor i1 %1066, %1076
  %1079 = xor i1 %1069, %1076
  %1080 = xor i1 %1072, %1076
  %1081 = zext i1 %1076 to i32
  %1082 = bitcast float %575 to i32
  %1083 = select i1 %.lcssa, i32 %1082, i32 0
  %1084 = bitcast float %572 to i32
  %1085 = select i1 %.lcssa, i32 %1084, i32 0
  %1086 = bitcast float %569 to i32
  %1087 = select i1 %.lcssa, i32 %1086, i32 0
  %1088 = bitcast float %566 to i32
  %1089 = select i1 %.lcssa, i32 %1088, i32 0
  %1090 = zext i1 %1077 to i32
  %1091 = zext i1 %1078 to i32
  %1092 = zext i1 %1079 to i32
  %1093 = zext i1 %1080 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1081, i32 %1083, i32 %1085, i32 %1087, i32 %1089, ptr addrspace(1) %1061, i32 %1090, i32 %1091, i32 %1092, i32 %1093) #5
  %1094 = or disjoint i32 %11, 44
  %1095 = add i32 %697, %1094
  %1096 = sext i32 %1095 to i64
  %1097 = getelementptr float, ptr addrspace(1) %2, i64 %1096
  %1098 = icmp slt i32 %1094, %4
  %1099 = and i1 %701, %1098
  %1100 = or disjoint i32 %11, 45
  %1101 = icmp slt i32 %1100, %4
  %1102 = and i1 %701, %1101
  %1103 = or disjoint i32 %11, 46
  %1104 = icmp slt i32 %1103, %4
  %1105 = and i1 %701, %1104
  %1106 = or disjoint i32 %11, 47
  %1107 = icmp slt i32 %1106, %4
  %1108 = and i1 %701, %1107
  %1109 = ptrtoint ptr addrspace(1) %1097 to i64
  %1110 = and i64 %1109, 15
  %1111 = icmp eq i64 %1110, 0
  %1112 = and i1 %1108, %1111
  %1113 = xor i1 %1099, %1112
  %1114 = xor i1 %1102, %1112
  %1115 = xor i1 %1105, %1112
  %1116 = xor i1 %1108, %1112
  %1117 = zext i1 %1112 to i32
  %1118 = bitcast float %563 to i32
  %1119 = select i1 %.lcssa, i32 %1118, i32 0
  %1120 = bitcast float %560 to i32
  %1121 = select i1 %.lcssa, i32 %1120, i32 0
  %1122 = bitcast float %557 to i32
  %1123 = select i1 %.lcssa, i32 %1122, i32 0
  %1124 = bitcast float %554 to i32
  %1125 = select i1 %.lcssa, i32 %1124, i32 0
  %1126 = zext i1 %1113 to i32
  %1127 = zext i1 %1114 to i32
  %1128 = zext i1 %1115 to i32
  %1129 = zext i1 %1116 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1117, i32 %1119, i32 %1121, i32 %1123, i32 %1125, ptr addrspace(1) %1097, i32 %1126, i32 %1127, i32 %1128, i32 %1129) #5
  %1130 = or disjoint i32 %11, 48
  %1131 = add i32 %697, %1130
  %1132 = sext i32 %1131 to i64
  %1133 = getelementptr float, ptr addrspace(1) %2, i64 %1132
  %1134 = icmp slt i32 %1130, %4
  %1135 = and i1 %701, %1134
  %1136 = or disjoint i32 %11, 49
  %1137 = icmp slt i32 %1136, %4
  %1138 = and i1 %701, %1137
  %1139 = or disjoint i32 %11, 50
  %1140 = icmp slt i32 %1139, %4
  %1141 = and i1 %701, %1140
  %1142 = or disjoint i32 %11, 51
  %1143 = icmp slt i32 %1142, %4
  %1144 = and i1 %701, %1143
  %1145 = ptrtoint ptr addrspace(1) %1133 to i64
  %1146 = and i64 %1145, 15
  %1147 = icmp eq i64 %1146, 0
  %1148 = and i1 %1144, %1147
  %1149 = xor i1 %1135, %1148
  %1150 = xor i1 %1138, %1148
  %1151 = xor i1 %1141, %1148
  %1152 = xor i1 %1144, %1148
  %1153 = zext i1 %1148 to i32
  %1154 = bitcast float %551 to i32
  %1155 = select i1 %.lcssa, i32 %1154, i32 0
  %1156 = bitcast float %548 to i32
  %1157 = select i1 %.lcssa, i32 %1156, i32 0
  %1158 = bitcast float %545 to i32
  %1159 = select i1 %.lcssa, i32 %1158, i32 0
  %1160 = bitcast float %542 to i32
  %1161 = select i1 %.lcssa, i32 %1160, i32 0
  %1162 = zext i1 %1149 to i32
  %1163 = zext i1 %1150 to i32
  %1164 = zext i1 %1151 to i32
  %1165 = zext i1 %1152 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1153, i32 %1155, i32 %1157, i32 %1159, i32 %1161, ptr addrspace(1) %1133, i32 %1162, i32 %1163, i32 %1164, i32 %1165) #5
  %1166 = or disjoint i32 %11, 52
  %1167 = add i32 %697, %1166
  %1168 = sext i32 %1167 to i64
  %1169 = getelementptr float, ptr addrspace(1) %2, i64 %1168
  %1170 = icmp slt i32 %1166, %4
  %1171 = and i1 %701, %1170
  %1172 = or disjoint i32 %11, 53
  %1173 = icmp slt i32 %1172, %4
  %1174 = and i1 %701, %1173
  %1175 = or disjoint i32 %11, 54
  %1176 = icmp slt i32 %1175, %4
  %1177 = and i1 %701, %1176
  %1178 = or disjoint i32 %11, 55
  %1179 = icmp slt i32 %1178, %4
  %1180 = and i1 %701, %1179
  %1181 = ptrtoint ptr addrspace(1) %1169 to i64
  %1182 = and i64 %1181, 15
  %1183 = icmp eq i64 %1182, 0
  %1184 = and i1 %1180, %1183
  %1185 = xor i1 %1171, %1184
  %1186 = xor i1 %1174, %1184
  %1187 = xor i1 %1177, %1184
  %1188 = xor i1 %1180, %1184
  %1189 = zext i1 %1184 to i32
  %1190 = bitcast float %539 to i32
  %1191 = select i1 %.lcssa, i32 %1190, i32 0
  %1192 = bitcast float %536 to i32
  %1193 = select i1 %.lcssa, i32 %1192, i32 0
  %1194 = bitcast float %533 to i32
  %1195 = select i1 %.lcssa, i32 %1194, i32 0
  %1196 = bitcast float %530 to i32
  %1197 = select i1 %.lcssa, i32 %1196, i32 0
  %1198 = zext i1 %1185 to i32
  %1199 = zext i1 %1186 to i32
  %1200 = zext i1 %1187 to i32
  %1201 = zext i1 %1188 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1189, i32 %1191, i32 %1193, i32 %1195, i32 %1197, ptr addrspace(1) %1169, i32 %1198, i32 %1199, i32 %1200, i32 %1201) #5
  %1202 = or disjoint i32 %11, 56
  %1203 = add i32 %697, %1202
  %1204 = sext i32 %1203 to i64
  %1205 = getelementptr float, ptr addrspace(1) %2, i64 %1204
  %1206 = icmp slt i32 %1202, %4
  %1207 = and i1 %701, %1206
  %1208 = or disjoint i32 %11, 57
  %1209 = icmp slt i32 %1208, %4
  %1210 = and i1 %701, %1209
  %1211 = or disjoint i32 %11, 58
  %1212 = icmp slt i32 %1211, %4
  %1213 = and i1 %701, %1212
  %1214 = or disjoint i32 %11, 59
  %1215 = icmp slt i32 %1214, %4
  %1216 = and i1 %701, %1215
  %1217 = ptrtoint ptr addrspace(1) %1205 to i64
  %1218 = and i64 %1217, 15
  %1219 = icmp eq i64 %1218, 0
  %1220 = and i1 %1216, %1219
  %1221 = xor i1 %1207, %1220
  %1222 = xor i1 %1210, %1220
  %1223 = xor i1 %1213, %1220
  %1224 = xor i1 %1216, %1220
  %1225 = zext i1 %1220 to i32
  %1226 = bitcast float %527 to i32
  %1227 = select i1 %.lcssa, i32 %1226, i32 0
  %1228 = bitcast float %524 to i32
  %1229 = select i1 %.lcssa, i32 %1228, i32 0
  %1230 = bitcast float %521 to i32
  %1231 = select i1 %.lcssa, i32 %1230, i32 0
  %1232 = bitcast float %518 to i32
  %1233 = select i1 %.lcssa, i32 %1232, i32 0
  %1234 = zext i1 %1221 to i32
  %1235 = zext i1 %1222 to i32
  %1236 = zext i1 %1223 to i32
  %1237 = zext i1 %1224 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1225, i32 %1227, i32 %1229, i32 %1231, i32 %1233, ptr addrspace(1) %1205, i32 %1234, i32 %1235, i32 %1236, i32 %1237) #5
  %1238 = or disjoint i32 %11, 60
  %1239 = add i32 %697, %1238
  %1240 = sext i32 %1239 to i64
  %1241 = getelementptr float, ptr addrspace(1) %2, i64 %1240
  %1242 = icmp slt i32 %1238, %4
  %1243 = and i1 %701, %1242
  %1244 = or disjoint i32 %11, 61
  %1245 = icmp slt i32 %1244, %4
  %1246 = and i1 %701, %1245
  %1247 = or disjoint i32 %11, 62
  %1248 = icmp slt i32 %1247, %4
  %1249 = and i1 %701, %1248
  %1250 = or disjoint i32 %11, 63
  %1251 = icmp slt i32 %1250, %4
  %1252 = and i1 %701, %1251
  %1253 = ptrtoint ptr addrspace(1) %1241 to i64
  %1254 = and i64 %1253, 15
  %1255 = icmp eq i64 %1254, 0
  %1256 = and i1 %1252, %1255
  %1257 = xor i1 %1243, %1256
  %1258 = xor i1 %1246, %1256
  %1259 = xor i1 %1249, %1256
  %1260 = xor i1 %1252, %1256
  %1261 = zext i1 %1256 to i32
  %1262 = bitcast float %515 to i32
  %1263 = select i1 %.lcssa, i32 %1262, i32 0
  %1264 = bitcast float %512 to i32
  %1265 = select i1 %.lcssa, i32 %1264, i32 0
  %1266 = bitcast float %509 to i32
  %1267 = select i1 %.lcssa, i32 %1266, i32 0
  %1268 = bitcast float %506 to i32
  %1269 = select i1 %.lcssa, i32 %1268, i32 0
  %1270 = zext i1 %1257 to i32
  %1271 = zext i1 %1258 to i32
  %1272 = zext i1 %1259 to i32
  %1273 = zext i1 %1260 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1261, i32 %1263, i32 %1265, i32 %1267, i32 %1269, ptr addrspace(1) %1241, i32 %1270, i32 %1271, i32 %1272, i32 %1273) #5
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
