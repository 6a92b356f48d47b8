; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_fp8_loads_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_fp8_loads(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 4
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = shl nuw nsw i32 %10, 7
  %12 = shl i32 %9, 6
  %13 = icmp eq i32 %7, 0
  br i1 %13, label %14, label %15

14:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24576) to i32)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24576) to i32), i32 16)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24576) to i32), i32 32)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24576) to i32), i32 48)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %15

15:                                               ; preds = %14, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %13, label %16, label %17

16:                                               ; preds = %15
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24640) to i32)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %17

17:                                               ; preds = %16, %15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = icmp samesign ult i32 %7, 32
  br i1 %18, label %19, label %20

19:                                               ; preds = %17
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 64;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24656) to i32)) #5
  br label %20

20:                                               ; preds = %19, %17
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %21 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24656) to i32)) #5
  %22 = icmp sgt i32 %5, 0
  %23 = and i32 %8, 16
  %24 = lshr i32 %7, 1
  %25 = or disjoint i32 %11, %24
  %26 = mul i32 %5, %25
  %27 = add i32 %26, %23
  %28 = sext i32 %27 to i64
  %29 = getelementptr i8, ptr addrspace(1) %0, i64 %28
  %30 = ptrtoint ptr addrspace(1) %29 to i64
  %31 = and i64 %30, 15
  %32 = icmp eq i64 %31, 0
  %33 = icmp slt i32 %25, %3
  %34 = select i1 %33, i32 16, i32 0
  %35 = sext i32 %5 to i64
  %36 = zext nneg i32 %23 to i64
  %37 = sub nsw i64 %35, %36
  %38 = tail call i64 @llvm.smax.i64(i64 %37, i64 0)
  %39 = tail call i64 @llvm.umin.i64(i64 %38, i64 16)
  %40 = trunc nuw nsw i64 %39 to i32
  %41 = select i1 %22, i32 16, i32 0
  %42 = shl nuw nsw i32 %24, 5
  %43 = shl nuw nsw i32 %7, 1
  %44 = xor i32 %8, %43
  %45 = and i32 %44, 16
  %46 = or disjoint i32 %45, %42
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 %47
  br i1 %32, label %49, label %.preheader35.preheader

.preheader35.preheader:                           ; preds = %20
  %invariant.op = and i1 %33, %22
  br label %.preheader35

49:                                               ; preds = %20
  %50 = tail call i32 @llvm.umin.i32(i32 %34, i32 %40)
  %51 = tail call i32 @llvm.umin.i32(i32 %50, i32 %41)
  %52 = ptrtoint ptr addrspace(3) %48 to i64
  %53 = trunc i64 %52 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %53, ptr addrspace(1) %29, i32 %51) #5
  br label %.loopexit36

.preheader35:                                     ; preds = %.preheader35.preheader, %.preheader35
  %54 = phi i64 [ %65, %.preheader35 ], [ 0, %.preheader35.preheader ]
  %55 = trunc nuw nsw i64 %54 to i32
  %56 = or disjoint i32 %23, %55
  %57 = add i32 %56, %26
  %58 = sext i32 %57 to i64
  %59 = getelementptr i8, ptr addrspace(1) %0, i64 %58
  %60 = icmp slt i32 %56, %5
  %.reass.reass.reass = and i1 %60, %invariant.op
  %61 = zext i1 %.reass.reass.reass to i32
  %62 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %59, i32 %61, i16 0) #5
  %63 = trunc i16 %62 to i8
  %64 = getelementptr i8, ptr addrspace(3) %48, i64 %54
  store i8 %63, ptr addrspace(3) %64, align 1
  %65 = add nuw nsw i64 %54, 1
  %exitcond.not = icmp eq i64 %65, 16
  br i1 %exitcond.not, label %.loopexit36, label %.preheader35

.loopexit36:                                      ; preds = %.preheader35, %49
  %66 = or disjoint i32 %24, 64
  %67 = or disjoint i32 %66, %11
  %68 = mul i32 %5, %67
  %69 = add i32 %68, %23
  %70 = sext i32 %69 to i64
  %71 = getelementptr i8, ptr addrspace(1) %0, i64 %70
  %72 = ptrtoint ptr addrspace(1) %71 to i64
  %73 = and i64 %72, 15
  %74 = icmp eq i64 %73, 0
  %75 = icmp slt i32 %67, %3
  %76 = select i1 %75, i32 16, i32 0
  %77 = shl nuw nsw i32 %66, 5
  %78 = or disjoint i32 %77, %45
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 %79
  br i1 %74, label %81, label %.preheader33.preheader

.preheader33.preheader:                           ; preds = %.loopexit36
  %invariant.op92 = and i1 %75, %22
  br label %.preheader33

81:                                               ; preds = %.loopexit36
  %82 = tail call i32 @llvm.umin.i32(i32 %76, i32 %40)
  %83 = tail call i32 @llvm.umin.i32(i32 %82, i32 %41)
  %84 = ptrtoint ptr addrspace(3) %80 to i64
  %85 = trunc i64 %84 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %85, ptr addrspace(1) %71, i32 %83) #5
  br label %.loopexit34

.preheader33:                                     ; preds = %.preheader33.preheader, %.preheader33
  %86 = phi i64 [ %97, %.preheader33 ], [ 0, %.preheader33.preheader ]
  %87 = trunc nuw nsw i64 %86 to i32
  %88 = or disjoint i32 %23, %87
  %89 = add i32 %88, %68
  %90 = sext i32 %89 to i64
  %91 = getelementptr i8, ptr addrspace(1) %0, i64 %90
  %92 = icmp slt i32 %88, %5
  %.reass38.reass.reass = and i1 %92, %invariant.op92
  %93 = zext i1 %.reass38.reass.reass to i32
  %94 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %91, i32 %93, i16 0) #5
  %95 = trunc i16 %94 to i8
  %96 = getelementptr i8, ptr addrspace(3) %80, i64 %86
  store i8 %95, ptr addrspace(3) %96, align 1
  %97 = add nuw nsw i64 %86, 1
  %exitcond53.not = icmp eq i64 %97, 16
  br i1 %exitcond53.not, label %.loopexit34, label %.preheader33

.loopexit34:                                      ; preds = %.preheader33, %81
  %98 = or disjoint i32 %12, %24
  %99 = mul i32 %5, %98
  %100 = add i32 %99, %23
  %101 = sext i32 %100 to i64
  %102 = getelementptr i8, ptr addrspace(1) %1, i64 %101
  %103 = ptrtoint ptr addrspace(1) %102 to i64
  %104 = and i64 %103, 15
  %105 = icmp eq i64 %104, 0
  %106 = icmp slt i32 %98, %4
  %107 = select i1 %106, i32 16, i32 0
  %108 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 16384), i64 %47
  br i1 %105, label %109, label %.preheader31.preheader

.preheader31.preheader:                           ; preds = %.loopexit34
  %invariant.op93 = and i1 %106, %22
  br label %.preheader31

109:                                              ; preds = %.loopexit34
  %110 = tail call i32 @llvm.umin.i32(i32 %107, i32 %40)
  %111 = tail call i32 @llvm.umin.i32(i32 %110, i32 %41)
  %112 = ptrtoint ptr addrspace(3) %108 to i64
  %113 = trunc i64 %112 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %113, ptr addrspace(1) %102, i32 %111) #5
  br label %.loopexit32

.preheader31:                                     ; preds = %.preheader31.preheader, %.preheader31
  %114 = phi i64 [ %125, %.preheader31 ], [ 0, %.preheader31.preheader ]
  %115 = trunc nuw nsw i64 %114 to i32
  %116 = or disjoint i32 %23, %115
  %117 = add i32 %116, %99
  %118 = sext i32 %117 to i64
  %119 = getelementptr i8, ptr addrspace(1) %1, i64 %118
  %120 = icmp slt i32 %116, %5
  %.reass40.reass.reass = and i1 %120, %invariant.op93
  %121 = zext i1 %.reass40.reass.reass to i32
  %122 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %119, i32 %121, i16 0) #5
  %123 = trunc i16 %122 to i8
  %124 = getelementptr i8, ptr addrspace(3) %108, i64 %114
  store i8 %123, ptr addrspace(3) %124, align 1
  %125 = add nuw nsw i64 %114, 1
  %exitcond54.not = icmp eq i64 %125, 16
  br i1 %exitcond54.not, label %.loopexit32, label %.preheader31

.loopexit32:                                      ; preds = %.preheader31, %109
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %126 = icmp sgt i32 %5, 32
  %127 = or disjoint i32 %23, 32
  %128 = add i32 %26, %127
  %129 = sext i32 %128 to i64
  %130 = getelementptr i8, ptr addrspace(1) %0, i64 %129
  %131 = ptrtoint ptr addrspace(1) %130 to i64
  %132 = and i64 %131, 15
  %133 = icmp eq i64 %132, 0
  %134 = zext nneg i32 %127 to i64
  %135 = sub nsw i64 %35, %134
  %136 = tail call i64 @llvm.smax.i64(i64 %135, i64 0)
  %137 = tail call i64 @llvm.umin.i64(i64 %136, i64 16)
  %138 = trunc nuw nsw i64 %137 to i32
  %139 = select i1 %126, i32 16, i32 0
  %140 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 4096), i64 %47
  br i1 %133, label %141, label %.preheader29.preheader

.preheader29.preheader:                           ; preds = %.loopexit32
  %invariant.op94 = or disjoint i32 %23, 32
  %invariant.op95 = and i1 %33, %126
  br label %.preheader29

141:                                              ; preds = %.loopexit32
  %142 = tail call i32 @llvm.umin.i32(i32 %34, i32 %138)
  %143 = tail call i32 @llvm.umin.i32(i32 %142, i32 %139)
  %144 = ptrtoint ptr addrspace(3) %140 to i64
  %145 = trunc i64 %144 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %145, ptr addrspace(1) %130, i32 %143) #5
  br label %.loopexit30

.preheader29:                                     ; preds = %.preheader29.preheader, %.preheader29
  %146 = phi i64 [ %156, %.preheader29 ], [ 0, %.preheader29.preheader ]
  %147 = trunc nuw nsw i64 %146 to i32
  %.reass.reass = or disjoint i32 %147, %invariant.op94
  %148 = add i32 %.reass.reass, %26
  %149 = sext i32 %148 to i64
  %150 = getelementptr i8, ptr addrspace(1) %0, i64 %149
  %151 = icmp slt i32 %.reass.reass, %5
  %.reass42.reass.reass = and i1 %151, %invariant.op95
  %152 = zext i1 %.reass42.reass.reass to i32
  %153 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %150, i32 %152, i16 0) #5
  %154 = trunc i16 %153 to i8
  %155 = getelementptr i8, ptr addrspace(3) %140, i64 %146
  store i8 %154, ptr addrspace(3) %155, align 1
  %156 = add nuw nsw i64 %146, 1
  %exitcond55.not = icmp eq i64 %156, 16
  br i1 %exitcond55.not, label %.loopexit30, label %.preheader29

.loopexit30:                                      ; preds = %.preheader29, %141
  %157 = add i32 %68, %127
  %158 = sext i32 %157 to i64
  %159 = getelementptr i8, ptr addrspace(1) %0, i64 %158
  %160 = ptrtoint ptr addrspace(1) %159 to i64
  %161 = and i64 %160, 15
  %162 = icmp eq i64 %161, 0
  %163 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 4096), i64 %79
  br i1 %162, label %164, label %.preheader27.preheader

.preheader27.preheader:                           ; preds = %.loopexit30
  %invariant.op96 = or disjoint i32 %23, 32
  %invariant.op97 = and i1 %75, %126
  br label %.preheader27

164:                                              ; preds = %.loopexit30
  %165 = tail call i32 @llvm.umin.i32(i32 %76, i32 %138)
  %166 = tail call i32 @llvm.umin.i32(i32 %165, i32 %139)
  %167 = ptrtoint ptr addrspace(3) %163 to i64
  %168 = trunc i64 %167 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %168, ptr addrspace(1) %159, i32 %166) #5
  br label %.loopexit28

.preheader27:                                     ; preds = %.preheader27.preheader, %.preheader27
  %169 = phi i64 [ %179, %.preheader27 ], [ 0, %.preheader27.preheader ]
  %170 = trunc nuw nsw i64 %169 to i32
  %.reass71.reass = or disjoint i32 %170, %invariant.op96
  %171 = add i32 %.reass71.reass, %68
  %172 = sext i32 %171 to i64
  %173 = getelementptr i8, ptr addrspace(1) %0, i64 %172
  %174 = icmp slt i32 %.reass71.reass, %5
  %.reass44.reass.reass = and i1 %174, %invariant.op97
  %175 = zext i1 %.reass44.reass.reass to i32
  %176 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %173, i32 %175, i16 0) #5
  %177 = trunc i16 %176 to i8
  %178 = getelementptr i8, ptr addrspace(3) %163, i64 %169
  store i8 %177, ptr addrspace(3) %178, align 1
  %179 = add nuw nsw i64 %169, 1
  %exitcond56.not = icmp eq i64 %179, 16
  br i1 %exitcond56.not, label %.loopexit28, label %.preheader27

.loopexit28:                                      ; preds = %.preheader27, %164
  %180 = add i32 %99, %127
  %181 = sext i32 %180 to i64
  %182 = getelementptr i8, ptr addrspace(1) %1, i64 %181
  %183 = ptrtoint ptr addrspace(1) %182 to i64
  %184 = and i64 %183, 15
  %185 = icmp eq i64 %184, 0
  %186 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 18432), i64 %47
  br i1 %185, label %187, label %.preheader25.preheader

.preheader25.preheader:                           ; preds = %.loopexit28
  %invariant.op98 = or disjoint i32 %23, 32
  %invariant.op99 = and i1 %106, %126
  br label %.preheader25

187:                                              ; preds = %.loopexit28
  %188 = tail call i32 @llvm.umin.i32(i32 %107, i32 %138)
  %189 = tail call i32 @llvm.umin.i32(i32 %188, i32 %139)
  %190 = ptrtoint ptr addrspace(3) %186 to i64
  %191 = trunc i64 %190 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %191, ptr addrspace(1) %182, i32 %189) #5
  br label %.loopexit26

.preheader25:                                     ; preds = %.preheader25.preheader, %.preheader25
  %192 = phi i64 [ %202, %.preheader25 ], [ 0, %.preheader25.preheader ]
  %193 = trunc nuw nsw i64 %192 to i32
  %.reass74.reass = or disjoint i32 %193, %invariant.op98
  %194 = add i32 %.reass74.reass, %99
  %195 = sext i32 %194 to i64
  %196 = getelementptr i8, ptr addrspace(1) %1, i64 %195
  %197 = icmp slt i32 %.reass74.reass, %5
  %.reass46.reass.reass = and i1 %197, %invariant.op99
  %198 = zext i1 %.reass46.reass.reass to i32
  %199 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %196, i32 %198, i16 0) #5
  %200 = trunc i16 %199 to i8
  %201 = getelementptr i8, ptr addrspace(3) %186, i64 %192
  store i8 %200, ptr addrspace(3) %201, align 1
  %202 = add nuw nsw i64 %192, 1
  %exitcond57.not = icmp eq i64 %202, 16
  br i1 %exitcond57.not, label %.loopexit26, label %.preheader25

.loopexit26:                                      ; preds = %.preheader25, %187
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %203 = icmp sgt i32 %5, 64
  %204 = or disjoint i32 %23, 64
  %205 = add i32 %26, %204
  %206 = sext i32 %205 to i64
  %207 = getelementptr i8, ptr addrspace(1) %0, i64 %206
  %208 = ptrtoint ptr addrspace(1) %207 to i64
  %209 = and i64 %208, 15
  %210 = icmp eq i64 %209, 0
  %211 = zext nneg i32 %204 to i64
  %212 = sub nsw i64 %35, %211
  %213 = tail call i64 @llvm.smax.i64(i64 %212, i64 0)
  %214 = tail call i64 @llvm.umin.i64(i64 %213, i64 16)
  %215 = trunc nuw nsw i64 %214 to i32
  %216 = select i1 %203, i32 16, i32 0
  %217 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 8192), i64 %47
  br i1 %210, label %218, label %.preheader23.preheader

.preheader23.preheader:                           ; preds = %.loopexit26
  %invariant.op100 = or disjoint i32 %23, 64
  %invariant.op101 = and i1 %33, %203
  br label %.preheader23

218:                                              ; preds = %.loopexit26
  %219 = tail call i32 @llvm.umin.i32(i32 %34, i32 %215)
  %220 = tail call i32 @llvm.umin.i32(i32 %219, i32 %216)
  %221 = ptrtoint ptr addrspace(3) %217 to i64
  %222 = trunc i64 %221 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %222, ptr addrspace(1) %207, i32 %220) #5
  br label %.loopexit24

.preheader23:                                     ; preds = %.preheader23.preheader, %.preheader23
  %223 = phi i64 [ %233, %.preheader23 ], [ 0, %.preheader23.preheader ]
  %224 = trunc nuw nsw i64 %223 to i32
  %.reass77.reass = or disjoint i32 %224, %invariant.op100
  %225 = add i32 %.reass77.reass, %26
  %226 = sext i32 %225 to i64
  %227 = getelementptr i8, ptr addrspace(1) %0, i64 %226
  %228 = icmp slt i32 %.reass77.reass, %5
  %.reass48.reass.reass = and i1 %228, %invariant.op101
  %229 = zext i1 %.reass48.reass.reass to i32
  %230 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %227, i32 %229, i16 0) #5
  %231 = trunc i16 %230 to i8
  %232 = getelementptr i8, ptr addrspace(3) %217, i64 %223
  store i8 %231, ptr addrspace(3) %232, align 1
  %233 = add nuw nsw i64 %223, 1
  %exitcond58.not = icmp eq i64 %233, 16
  br i1 %exitcond58.not, label %.loopexit24, label %.preheader23

.loopexit24:                                      ; preds = %.preheader23, %218
  %234 = add i32 %68, %204
  %235 = sext i32 %234 to i64
  %236 = getelementptr i8, ptr addrspace(1) %0, i64 %235
  %237 = ptrtoint ptr addrspace(1) %236 to i64
  %238 = and i64 %237, 15
  %239 = icmp eq i64 %238, 0
  %240 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 8192), i64 %79
  br i1 %239, label %241, label %.preheader21.preheader

.preheader21.preheader:                           ; preds = %.loopexit24
  %invariant.op102 = or disjoint i32 %23, 64
  %invariant.op103 = and i1 %75, %203
  br label %.preheader21

241:                                              ; preds = %.loopexit24
  %242 = tail call i32 @llvm.umin.i32(i32 %76, i32 %215)
  %243 = tail call i32 @llvm.umin.i32(i32 %242, i32 %216)
  %244 = ptrtoint ptr addrspace(3) %240 to i64
  %245 = trunc i64 %244 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %245, ptr addrspace(1) %236, i32 %243) #5
  br label %.loopexit22

.preheader21:                                     ; preds = %.preheader21.preheader, %.preheader21
  %246 = phi i64 [ %256, %.preheader21 ], [ 0, %.preheader21.preheader ]
  %247 = trunc nuw nsw i64 %246 to i32
  %.reass80.reass = or disjoint i32 %247, %invariant.op102
  %248 = add i32 %.reass80.reass, %68
  %249 = sext i32 %248 to i64
  %250 = getelementptr i8, ptr addrspace(1) %0, i64 %249
  %251 = icmp slt i32 %.reass80.reass, %5
  %.reass50.reass.reass = and i1 %251, %invariant.op103
  %252 = zext i1 %.reass50.reass.reass to i32
  %253 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %250, i32 %252, i16 0) #5
  %254 = trunc i16 %253 to i8
  %255 = getelementptr i8, ptr addrspace(3) %240, i64 %246
  store i8 %254, ptr addrspace(3) %255, align 1
  %256 = add nuw nsw i64 %246, 1
  %exitcond59.not = icmp eq i64 %256, 16
  br i1 %exitcond59.not, label %.loopexit22, label %.preheader21

.loopexit22:                                      ; preds = %.preheader21, %241
  %257 = add i32 %99, %204
  %258 = sext i32 %257 to i64
  %259 = getelementptr i8, ptr addrspace(1) %1, i64 %258
  %260 = ptrtoint ptr addrspace(1) %259 to i64
  %261 = and i64 %260, 15
  %262 = icmp eq i64 %261, 0
  %263 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 20480), i64 %47
  br i1 %262, label %264, label %.preheader19.preheader

.preheader19.preheader:                           ; preds = %.loopexit22
  %invariant.op104 = or disjoint i32 %23, 64
  %invariant.op105 = and i1 %106, %203
  br label %.preheader19

264:                                              ; preds = %.loopexit22
  %265 = tail call i32 @llvm.umin.i32(i32 %107, i32 %215)
  %266 = tail call i32 @llvm.umin.i32(i32 %265, i32 %216)
  %267 = ptrtoint ptr addrspace(3) %263 to i64
  %268 = trunc i64 %267 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %268, ptr addrspace(1) %259, i32 %266) #5
  br label %.loopexit20

.preheader19:                                     ; preds = %.preheader19.preheader, %.preheader19
  %269 = phi i64 [ %279, %.preheader19 ], [ 0, %.preheader19.preheader ]
  %270 = trunc nuw nsw i64 %269 to i32
  %.reass83.reass = or disjoint i32 %270, %invariant.op104
  %271 = add i32 %.reass83.reass, %99
  %272 = sext i32 %271 to i64
  %273 = getelementptr i8, ptr addrspace(1) %1, i64 %272
  %274 = icmp slt i32 %.reass83.reass, %5
  %.reass52.reass.reass = and i1 %274, %invariant.op105
  %275 = zext i1 %.reass52.reass.reass to i32
  %276 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %273, i32 %275, i16 0) #5
  %277 = trunc i16 %276 to i8
  %278 = getelementptr i8, ptr addrspace(3) %263, i64 %269
  store i8 %277, ptr addrspace(3) %278, align 1
  %279 = add nuw nsw i64 %269, 1
  %exitcond60.not = icmp eq i64 %279, 16
  br i1 %exitcond60.not, label %.loopexit20, label %.preheader19

.loopexit20:                                      ; preds = %.preheader19, %264
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  br i1 %22, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.loopexit20, %.loopexit
  %280 = phi i32 [ %401, %.loopexit ], [ 0, %.loopexit20 ]
  %281 = lshr exact i32 %280, 5
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %13, label %282, label %.critedge

282:                                              ; preds = %.lr.ph
  %283 = and i32 %281, 3
  %284 = shl nuw nsw i32 %283, 11
  %285 = zext nneg i32 %284 to i64
  %286 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 16384), i64 %285
  %287 = ptrtoint ptr addrspace(3) %286 to i64
  %288 = shl nuw nsw i32 %283, 12
  %289 = zext nneg i32 %288 to i64
  %290 = getelementptr i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 %289
  %291 = ptrtoint ptr addrspace(3) %290 to i64
  %292 = icmp ne i32 %280, 0
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %293 = zext i1 %292 to i32
  %294 = lshr exact i64 %291, 4
  %295 = and i64 %294, 16320
  %296 = or disjoint i64 %295, -4611615580963667968
  %297 = lshr exact i64 %287, 4
  %298 = and i64 %297, 16320
  %299 = or disjoint i64 %298, -4611615580963667968
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f8f6f4 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %21, i64 %296, i64 %299, i32 135266320, i32 %293) #5
  %300 = shl nuw nsw i32 %283, 4
  %301 = zext nneg i32 %300 to i64
  %302 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24576), i64 %301
  %303 = ptrtoint ptr addrspace(3) %302 to i64
  %304 = trunc i64 %303 to i32
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %304) #5
  br label %.critedge

.critedge:                                        ; preds = %.lr.ph, %282
  %305 = add i32 %280, 96
  %306 = icmp slt i32 %305, %5
  br i1 %306, label %307, label %.loopexit

307:                                              ; preds = %.critedge
  %308 = add nuw nsw i32 %281, 3
  %309 = and i32 %308, 3
  %310 = lshr i32 %308, 2
  %311 = and i32 %310, 1
  %312 = xor i32 %311, 1
  %313 = shl nuw nsw i32 %309, 4
  %314 = zext nneg i32 %313 to i64
  %315 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24576), i64 %314
  %316 = ptrtoint ptr addrspace(3) %315 to i64
  %317 = trunc i64 %316 to i32
  br label %318

318:                                              ; preds = %318, %307
  %319 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %317, i32 %312) #5
  %320 = icmp eq i32 %319, 0
  br i1 %320, label %318, label %321

321:                                              ; preds = %318
  %322 = shl nuw nsw i32 %309, 12
  %323 = zext nneg i32 %322 to i64
  %324 = getelementptr i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 %323
  %325 = or disjoint i32 %305, %23
  %326 = add i32 %325, %26
  %327 = sext i32 %326 to i64
  %328 = getelementptr i8, ptr addrspace(1) %0, i64 %327
  %329 = ptrtoint ptr addrspace(1) %328 to i64
  %330 = and i64 %329, 15
  %331 = icmp eq i64 %330, 0
  %332 = sext i32 %325 to i64
  %333 = sub nsw i64 %35, %332
  %334 = tail call i64 @llvm.smax.i64(i64 %333, i64 0)
  %335 = tail call i64 @llvm.umin.i64(i64 %334, i64 16)
  %336 = trunc nuw nsw i64 %335 to i32
  %337 = getelementptr i8, ptr addrspace(3) %324, i64 %47
  br i1 %331, label %338, label %.preheader17.preheader

.preheader17.preheader:                           ; preds = %321
  %invariant.op106 = or i32 %305, %23
  br label %.preheader17

338:                                              ; preds = %321
  %339 = tail call i32 @llvm.umin.i32(i32 %34, i32 %336)
  %340 = ptrtoint ptr addrspace(3) %337 to i64
  %341 = trunc i64 %340 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %341, ptr addrspace(1) %328, i32 %339) #5
  br label %.loopexit18

.preheader17:                                     ; preds = %.preheader17.preheader, %.preheader17
  %342 = phi i64 [ %353, %.preheader17 ], [ 0, %.preheader17.preheader ]
  %343 = trunc nuw nsw i64 %342 to i32
  %.reass86.reass = or i32 %343, %invariant.op106
  %344 = add i32 %.reass86.reass, %26
  %345 = sext i32 %344 to i64
  %346 = getelementptr i8, ptr addrspace(1) %0, i64 %345
  %347 = icmp slt i32 %.reass86.reass, %5
  %348 = and i1 %33, %347
  %349 = zext i1 %348 to i32
  %350 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %346, i32 %349, i16 0) #5
  %351 = trunc i16 %350 to i8
  %352 = getelementptr i8, ptr addrspace(3) %337, i64 %342
  store i8 %351, ptr addrspace(3) %352, align 1
  %353 = add nuw nsw i64 %342, 1
  %exitcond61.not = icmp eq i64 %353, 16
  br i1 %exitcond61.not, label %.loopexit18, label %.preheader17

.loopexit18:                                      ; preds = %.preheader17, %338
  %354 = add i32 %325, %68
  %355 = sext i32 %354 to i64
  %356 = getelementptr i8, ptr addrspace(1) %0, i64 %355
  %357 = ptrtoint ptr addrspace(1) %356 to i64
  %358 = and i64 %357, 15
  %359 = icmp eq i64 %358, 0
  %360 = getelementptr i8, ptr addrspace(3) %324, i64 %79
  br i1 %359, label %361, label %.preheader15.preheader

.preheader15.preheader:                           ; preds = %.loopexit18
  %invariant.op107 = or i32 %305, %23
  br label %.preheader15

361:                                              ; preds = %.loopexit18
  %362 = tail call i32 @llvm.umin.i32(i32 %76, i32 %336)
  %363 = ptrtoint ptr addrspace(3) %360 to i64
  %364 = trunc i64 %363 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %364, ptr addrspace(1) %356, i32 %362) #5
  br label %.loopexit16

.preheader15:                                     ; preds = %.preheader15.preheader, %.preheader15
  %365 = phi i64 [ %376, %.preheader15 ], [ 0, %.preheader15.preheader ]
  %366 = trunc nuw nsw i64 %365 to i32
  %.reass88.reass = or i32 %366, %invariant.op107
  %367 = add i32 %.reass88.reass, %68
  %368 = sext i32 %367 to i64
  %369 = getelementptr i8, ptr addrspace(1) %0, i64 %368
  %370 = icmp slt i32 %.reass88.reass, %5
  %371 = and i1 %75, %370
  %372 = zext i1 %371 to i32
  %373 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %369, i32 %372, i16 0) #5
  %374 = trunc i16 %373 to i8
  %375 = getelementptr i8, ptr addrspace(3) %360, i64 %365
  store i8 %374, ptr addrspace(3) %375, align 1
  %376 = add nuw nsw i64 %365, 1
  %exitcond62.not = icmp eq i64 %376, 16
  br i1 %exitcond62.not, label %.loopexit16, label %.preheader15

.loopexit16:                                      ; preds = %.preheader15, %361
  %377 = shl nuw nsw i32 %309, 11
  %378 = zext nneg i32 %377 to i64
  %379 = add i32 %325, %99
  %380 = sext i32 %379 to i64
  %381 = getelementptr i8, ptr addrspace(1) %1, i64 %380
  %382 = ptrtoint ptr addrspace(1) %381 to i64
  %383 = and i64 %382, 15
  %384 = icmp eq i64 %383, 0
  %gep = getelementptr i8, ptr addrspace(3) %108, i64 %378
  br i1 %384, label %385, label %.preheader.preheader

.preheader.preheader:                             ; preds = %.loopexit16
  %invariant.op108 = or i32 %305, %23
  br label %.preheader

385:                                              ; preds = %.loopexit16
  %386 = tail call i32 @llvm.umin.i32(i32 %107, i32 %336)
  %387 = ptrtoint ptr addrspace(3) %gep to i64
  %388 = trunc i64 %387 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %388, ptr addrspace(1) %381, i32 %386) #5
  br label %.loopexit

.preheader:                                       ; preds = %.preheader.preheader, %.preheader
  %389 = phi i64 [ %400, %.preheader ], [ 0, %.preheader.preheader ]
  %390 = trunc nuw nsw i64 %389 to i32
  %.reass90.reass = or i32 %390, %invariant.op108
  %391 = add i32 %.reass90.reass, %99
  %392 = sext i32 %391 to i64
  %393 = getelementptr i8, ptr addrspace(1) %1, i64 %392
  %394 = icmp slt i32 %.reass90.reass, %5
  %395 = and i1 %106, %394
  %396 = zext i1 %395 to i32
  %397 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %393, i32 %396, i16 0) #5
  %398 = trunc i16 %397 to i8
  %399 = getelementptr i8, ptr addrspace(3) %gep, i64 %389
  store i8 %398, ptr addrspace(3) %399, align 1
  %400 = add nuw nsw i64 %389, 1
  %exitcond63.not = icmp eq i64 %400, 16
  br i1 %exitcond63.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %385, %.critedge
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %401 = add i32 %280, 32
  %402 = icmp slt i32 %401, %5
  br i1 %402, label %.lr.ph, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.loopexit20
  br i1 %13, label %403, label %.preheader91

403:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24640) to i32)) #5
  br label %.preheader91

.preheader91:                                     ; preds = %403, %._crit_edge
  br label %404

404:                                              ; preds = %.preheader91, %404
  %405 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24640) to i32), i32 0) #5
  %406 = icmp eq i32 %405, 0
  br i1 %406, label %404, label %407

407:                                              ; preds = %404
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %408 = shl nuw nsw i32 %7, 16
  %409 = and i32 %408, 6291456
  %410 = add i32 %21, %409
  %411 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %410) #5
  %412 = add i32 %410, 32
  %413 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %412) #5
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %18, label %414, label %415

414:                                              ; preds = %407
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 64;", "r,~{memory}"(i32 %21) #5
  br label %415

415:                                              ; preds = %414, %407
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %13, label %416, label %417

416:                                              ; preds = %415
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24576) to i32)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24576) to i32), i32 16)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24576) to i32), i32 32)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24576) to i32), i32 48)) #5
  br label %417

417:                                              ; preds = %416, %415
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %13, label %418, label %419

418:                                              ; preds = %417
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24640) to i32)) #5
  br label %419

419:                                              ; preds = %418, %417
  %420 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 31
  %421 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 30
  %422 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 29
  %423 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 28
  %424 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 27
  %425 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 26
  %426 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 25
  %427 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 24
  %428 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 23
  %429 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 22
  %430 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 21
  %431 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 20
  %432 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 19
  %433 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 18
  %434 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 17
  %435 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 16
  %436 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 15
  %437 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 14
  %438 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 13
  %439 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 12
  %440 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 11
  %441 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 10
  %442 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 9
  %443 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 8
  %444 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 7
  %445 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 6
  %446 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 5
  %447 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 4
  %448 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 3
  %449 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 2
  %450 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 1
  %451 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 0
  %452 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 31
  %453 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 30
  %454 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 29
  %455 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 28
  %456 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 27
  %457 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 26
  %458 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 25
  %459 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 24
  %460 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 23
  %461 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 22
  %462 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 21
  %463 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 20
  %464 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 19
  %465 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 18
  %466 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 17
  %467 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 16
  %468 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 15
  %469 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 14
  %470 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 13
  %471 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 12
  %472 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 11
  %473 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 10
  %474 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 9
  %475 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 8
  %476 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 7
  %477 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 6
  %478 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 5
  %479 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 4
  %480 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 3
  %481 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 2
  %482 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 1
  %483 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %411, 0
  %484 = or disjoint i32 %11, %7
  %485 = mul i32 %4, %484
  %486 = add i32 %485, %12
  %487 = sext i32 %486 to i64
  %488 = getelementptr float, ptr addrspace(1) %2, i64 %487
  %489 = icmp slt i32 %484, %3
  %490 = icmp slt i32 %12, %4
  %491 = and i1 %489, %490
  %492 = or disjoint i32 %12, 1
  %493 = icmp slt i32 %492, %4
  %494 = and i1 %489, %493
  %495 = or disjoint i32 %12, 2
  %496 = icmp slt i32 %495, %4
  %497 = and i1 %489, %496
  %498 = or disjoint i32 %12, 3
  %499 = icmp slt i32 %498, %4
  %500 = and i1 %489, %499
  %501 = ptrtoint ptr addrspace(1) %488 to i64
  %502 = and i64 %501, 15
  %503 = icmp eq i64 %502, 0
  %504 = and i1 %500, %503
  %505 = xor i1 %491, %504
  %506 = xor i1 %494, %504
  %507 = xor i1 %497, %504
  %508 = xor i1 %500, %504
  %509 = zext i1 %504 to i32
  %510 = select i1 %22, i32 %483, i32 0
  %511 = select i1 %22, i32 %482, i32 0
  %512 = select i1 %22, i32 %481, i32 0
  %513 = select i1 %22, i32 %480, i32 0
  %514 = zext i1 %505 to i32
  %515 = zext i1 %506 to i32
  %516 = zext i1 %507 to i32
  %517 = zext i1 %508 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %509, i32 %510, i32 %511, i32 %512, i32 %513, ptr addrspace(1) %488, i32 %514, i32 %515, i32 %516, i32 %517) #5
  %518 = or disjoint i32 %12, 4
  %519 = add i32 %485, %518
  %520 = sext i32 %519 to i64
  %521 = getelementptr float, ptr addrspace(1) %2, i64 %520
  %522 = icmp slt i32 %518, %4
  %523 = and i1 %489, %522
  %524 = or disjoint i32 %12, 5
  %525 = icmp slt i32 %524, %4
  %526 = and i1 %489, %525
  %527 = or disjoint i32 %12, 6
  %528 = icmp slt i32 %527, %4
  %529 = and i1 %489, %528
  %530 = or disjoint i32 %12, 7
  %531 = icmp slt i32 %530, %4
  %532 = and i1 %489, %531
  %533 = ptrtoint ptr addrspace(1) %521 to i64
  %534 = and i64 %533, 15
  %535 = icmp eq i64 %534, 0
  %536 = and i1 %532, %535
  %537 = xor i1 %523, %536
  %538 = xor i1 %526, %536
  %539 = xor i1 %529, %536
  %540 = xor i1 %532, %536
  %541 = zext i1 %536 to i32
  %542 = select i1 %22, i32 %479, i32 0
  %543 = select i1 %22, i32 %478, i32 0
  %544 = select i1 %22, i32 %477, i32 0
  %545 = select i1 %22, i32 %476, i32 0
  %546 = zext i1 %537 to i32
  %547 = zext i1 %538 to i32
  %548 = zext i1 %539 to i32
  %549 = zext i1 %540 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %541, i32 %542, i32 %543, i32 %544, i32 %545, ptr addrspace(1) %521, i32 %546, i32 %547, i32 %548, i32 %549) #5
  %550 = or disjoint i32 %12, 8
  %551 = add i32 %485, %550
  %552 = sext i32 %551 to i64
  %553 = getelementptr float, ptr addrspace(1) %2, i64 %552
  %554 = icmp slt i32 %550, %4
  %555 = and i1 %489, %554
  %556 = or disjoint i32 %12, 9
  %557 = icmp slt i32 %556, %4
  %558 = and i1 %489, %557
  %559 = or disjoint i32 %12, 10
  %560 = icmp slt i32 %559, %4
  %561 = and i1 %489, %560
  %562 = or disjoint i32 %12, 11
  %563 = icmp slt i32 %562, %4
  %564 = and i1 %489, %563
  %565 = ptrtoint ptr addrspace(1) %553 to i64
  %566 = and i64 %565, 15
  %567 = icmp eq i64 %566, 0
  %568 = and i1 %564, %567
  %569 = xor i1 %555, %568
  %570 = xor i1 %558, %568
  %571 = xor i1 %561, %568
  %572 = xor i1 %564, %568
  %573 = zext i1 %568 to i32
  %574 = select i1 %22, i32 %475, i32 0
  %575 = select i1 %22, i32 %474, i32 0
  %576 = select i1 %22, i32 %473, i32 0
  %577 = select i1 %22, i32 %472, i32 0
  %578 = zext i1 %569 to i32
  %579 = zext i1 %570 to i32
  %580 = zext i1 %571 to i32
  %581 = zext i1 %572 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %573, i32 %574, i32 %575, i32 %576, i32 %577, ptr addrspace(1) %553, i32 %578, i32 %579, i32 %580, i32 %581) #5
  %582 = or disjoint i32 %12, 12
  %583 = add i32 %485, %582
  %584 = sext i32 %583 to i64
  %585 = getelementptr float, ptr addrspace(1) %2, i64 %584
  %586 = icmp slt i32 %582, %4
  %587 = and i1 %489, %586
  %588 = or disjoint i32 %12, 13
  %589 = icmp slt i32 %588, %4
  %590 = and i1 %489, %589
  %591 = or disjoint i32 %12, 14
  %592 = icmp slt i32 %591, %4
  %593 = and i1 %489, %592
  %594 = or disjoint i32 %12, 15
  %595 = icmp slt i32 %594, %4
  %596 = and i1 %489, %595
  %597 = ptrtoint ptr addrspace(1) %585 to i64
  %598 = and i64 %597, 15
  %599 = icmp eq i64 %598, 0
  %600 = and i1 %596, %599
  %601 = xor i1 %587, %600
  %602 = xor i1 %590, %600
  %603 = xor i1 %593, %600
  %604 = xor i1 %596, %600
  %605 = zext i1 %600 to i32
  %606 = select i1 %22, i32 %471, i32 0
  %607 = select i1 %22, i32 %470, i32 0
  %608 = select i1 %22, i32 %469, i32 0
  %609 = select i1 %22, i32 %468, i32 0
  %610 = zext i1 %601 to i32
  %611 = zext i1 %602 to i32
  %612 = zext i1 %603 to i32
  %613 = zext i1 %604 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %605, i32 %606, i32 %607, i32 %608, i32 %609, ptr addrspace(1) %585, i32 %610, i32 %611, i32 %612, i32 %613) #5
  %614 = or disjoint i32 %12, 16
  %615 = add i32 %485, %614
  %616 = sext i32 %615 to i64
  %617 = getelementptr float, ptr addrspace(1) %2, i64 %616
  %618 = icmp slt i32 %614, %4
  %619 = and i1 %489, %618
  %620 = or disjoint i32 %12, 17
  %621 = icmp slt i32 %620, %4
  %622 = and i1 %489, %621
  %623 = or disjoint i32 %12, 18
  %624 = icmp slt i32 %623, %4
  %625 = and i1 %489, %624
  %626 = or disjoint i32 %12, 19
  %627 = icmp slt i32 %626, %4
  %628 = and i1 %489, %627
  %629 = ptrtoint ptr addrspace(1) %617 to i64
  %630 = and i64 %629, 15
  %631 = icmp eq i64 %630, 0
  %632 = and i1 %628, %631
  %633 = xor i1 %619, %632
  %634 = xor i1 %622, %632
  %635 = xor i1 %625, %632
  %636 = xor i1 %628, %632
  %637 = zext i1 %632 to i32
  %638 = select i1 %22, i32 %467, i32 0
  %639 = select i1 %22, i32 %466, i32 0
  %640 = select i1 %22, i32 %465, i32 0
  %641 = select i1 %22, i32 %464, i32 0
  %642 = zext i1 %633 to i32
  %643 = zext i1 %634 to i32
  %644 = zext i1 %635 to i32
  %645 = zext i1 %636 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %637, i32 %638, i32 %639, i32 %640, i32 %641, ptr addrspace(1) %617, i32 %642, i32 %643, i32 %644, i32 %645) #5
  %646 = or disjoint i32 %12, 20
  %647 = add i32 %485, %646
  %648 = sext i32 %647 to i64
  %649 = getelementptr float, ptr addrspace(1) %2, i64 %648
  %650 = icmp slt i32 %646, %4
  %651 = and i1 %489, %650
  %652 = or disjoint i32 %12, 21
  %653 = icmp slt i32 %652, %4
  %654 = and i1 %489, %653
  %655 = or disjoint i32 %12, 22
  %656 = icmp slt i32 %655, %4
  %657 = and i1 %489, %656
  %658 = or disjoint i32 %12, 23
  %659 = icmp slt i32 %658, %4
  %660 = and i1 %489, %659
  %661 = ptrtoint ptr addrspace(1) %649 to i64
  %662 = and i64 %661, 15
  %663 = icmp eq i64 %662, 0
  %664 = and i1 %660, %663
  %665 = xor i1 %651, %664
  %666 = xor i1 %654, %664
  %667 = xor i1 %657, %664
  %668 = xor i1 %660, %664
  %669 = zext i1 %664 to i32
  %670 = select i1 %22, i32 %463, i32 0
  %671 = select i1 %22, i32 %462, i32 0
  %672 = select i1 %22, i32 %461, i32 0
  %673 = select i1 %22, i32 %460, i32 0
  %674 = zext i1 %665 to i32
  %675 = zext i1 %666 to i32
  %676 = zext i1 %667 to i32
  %677 = zext i1 %668 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %669, i32 %670, i32 %671, i32 %672, i32 %673, ptr addrspace(1) %649, i32 %674, i32 %675, i32 %676, i32 %677) #5
  %678 = or disjoint i32 %12, 24
  %679 = add i32 %485, %678
  %680 = sext i32 %679 to i64
  %681 = getelementptr float, ptr addrspace(1) %2, i64 %680
  %682 = icmp slt i32 %678, %4
  %683 = and i1 %489, %682
  %684 = or disjoint i32 %12, 25
  %685 = icmp slt i32 %684, %4
  %686 = and i1 %489, %685
  %687 = or disjoint i32 %12, 26
  %688 = icmp slt i32 %687, %4
  %689 = and i1 %489, %688
  %690 = or disjoint i32 %12, 27
  %691 = icmp slt i32 %690, %4
  %692 = and i1 %489, %691
  %693 = ptrtoint ptr addrspace(1) %681 to i64
  %694 = and i64 %693, 15
  %695 = icmp eq i64 %694, 0
  %696 = and i1 %692, %695
  %697 = xor i1 %683, %696
  %698 = xor i1 %686, %696
  %699 = xor i1 %689, %696
  %700 = xor i1 %692, %696
  %701 = zext i1 %696 to i32
  %702 = select i1 %22, i32 %459, i32 0
  %703 = select i1 %22, i32 %458, i32 0
  %704 = select i1 %22, i32 %457, i32 0
  %705 = select i1 %22, i32 %456, i32 0
  %706 = zext i1 %697 to i32
  %707 = zext i1 %698 to i32
  %708 = zext i1 %699 to i32
  %709 = zext i1 %700 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %701, i32 %702, i32 %703, i32 %704, i32 %705, ptr addrspace(1) %681, i32 %706, i32 %707, i32 %708, i32 %709) #5
  %710 = or disjoint i32 %12, 28
  %711 = add i32 %485, %710
  %712 = sext i32 %711 to i64
  %713 = getelementptr float, ptr addrspace(1) %2, i64 %712
  %714 = icmp slt i32 %710, %4
  %715 = and i1 %489, %714
  %716 = or disjoint i32 %12, 29
  %717 = icmp slt i32 %716, %4
  %718 = and i1 %489, %717
  %719 = or disjoint i32 %12, 30
  %720 = icmp slt i32 %719, %4
  %721 = and i1 %489, %720
  %722 = or disjoint i32 %12, 31
  %723 = icmp slt i32 %722, %4
  %724 = and i1 %489, %723
  %725 = ptrtoint ptr addrspace(1) %713 to i64
  %726 = and i64 %725, 15
  %727 = icmp eq i64 %726, 0
  %728 = and i1 %724, %727
  %729 = xor i1 %715, %728
  %730 = xor i1 %718, %728
  %731 = xor i1 %721, %728
  %732 = xor i1 %724, %728
  %733 = zext i1 %728 to i32
  %734 = select i1 %22, i32 %455, i32 0
  %735 = select i1 %22, i32 %454, i32 0
  %736 = select i1 %22, i32 %453, i32 0
  %737 = select i1 %22, i32 %452, i32 0
  %738 = zext i1 %729 to i32
  %739 = zext i1 %730 to i32
  %740 = zext i1 %731 to i32
  %741 = zext i1 %732 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %733, i32 %734, i32 %735, i32 %736, i32 %737, ptr addrspace(1) %713, i32 %738, i32 %739, i32 %740, i32 %741) #5
  %742 = or disjoint i32 %12, 32
  %743 = add i32 %485, %742
  %744 = sext i32 %743 to i64
  %745 = getelementptr float, ptr addrspace(1) %2, i64 %744
  %746 = icmp slt i32 %742, %4
  %747 = and i1 %489, %746
  %748 = or disjoint i32 %12, 33
  %749 = icmp slt i32 %748, %4
  %750 = and i1 %489, %749
  %751 = or disjoint i32 %12, 34
  %752 = icmp slt i32 %751, %4
  %753 = and i1 %489, %752
  %754 = or disjoint i32 %12, 35
  %755 = icmp slt i32 %754, %4
  %756 = and i1 %489, %755
  %757 = ptrtoint ptr addrspace(1) %745 to i64
  %758 = and i64 %757, 15
  %759 = icmp eq i64 %758, 0
  %760 = and i1 %756, %759
  %761 = xor i1 %747, %760
  %762 = xor i1 %750, %760
  %763 = xor i1 %753, %760
  %764 = xor i1 %756, %760
  %765 = zext i1 %760 to i32
  %766 = select i1 %22, i32 %451, i32 0
  %767 = select i1 %22, i32 %450, i32 0
  %768 = select i1 %22, i32 %449, i32 0
  %769 = select i1 %22, i32 %448, i32 0
  %770 = zext i1 %761 to i32
  %771 = zext i1 %762 to i32
  %772 = zext i1 %763 to i32
  %773 = zext i1 %764 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %765, i32 %766, i32 %767, i32 %768, i32 %769, ptr addrspace(1) %745, i32 %770, i32 %771, i32 %772, i32 %773) #5
  %774 = or disjoint i32 %12, 36
  %775 = add i32 %485, %774
  %776 = sext i32 %775 to i64
  %777 = getelementptr float, ptr addrspace(1) %2, i64 %776
  %778 = icmp slt i32 %774, %4
  %779 = and i1 %489, %778
  %780 = or disjoint i32 %12, 37
  %781 = icmp slt i32 %780, %4
  %782 = and i1 %489, %781
  %783 = or disjoint i32 %12, 38
  %784 = icmp slt i32 %783, %4
  %785 = and i1 %489, %784
  %786 = or disjoint i32 %12, 39
  %787 = icmp slt i32 %786, %4
  %788 = and i1 %489, %787
  %789 = ptrtoint ptr addrspace(1) %777 to i64
  %790 = and i64 %789, 15
  %791 = icmp eq i64 %790, 0
  %792 = and i1 %788, %791
  %793 = xor i1 %779, %792
  %794 = xor i1 %782, %792
  %795 = xor i1 %785, %792
  %796 = xor i1 %788, %792
  %797 = zext i1 %792 to i32
  %798 = select i1 %22, i32 %447, i32 0
  %799 = select i1 %22, i32 %446, i32 0
  %800 = select i1 %22, i32 %445, i32 0
  %801 = select i1 %22, i32 %444, i32 0
  %802 = zext i1 %793 to i32
  %803 = zext i1 %794 to i32
  %804 = zext i1 %795 to i32
  %805 = zext i1 %796 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %797, i32 %798, i32 %799, i32 %800, i32 %801, ptr addrspace(1) %777, i32 %802, i32 %803, i32 %804, i32 %805) #5
  %806 = or disjoint i32 %12, 40
  %807 = add i32 %485, %806
  %808 = sext i32 %807 to i64
  %809 = getelementptr float, ptr addrspace(1) %2, i64 %808
  %810 = icmp slt i32 %806, %4
  %811 = and i1 %489, %810
  %812 = or disjoint i32 %12, 41
  %813 = icmp slt i32 %812, %4
  %814 = and i1 %489, %813
  %815 = or disjoint i32 %12, 42
  %816 = icmp slt i32 %815, %4
  %817 = and i1 %489, %816
  %818 = or disjoint i32 %12, 43
  %819 = icmp slt i32 %818, %4
  %820 = and i1 %489, %819
  %821 = ptrtoint ptr addrspace(1) %809 to i64
  %822 = and i64 %821, 15
  %823 = icmp eq i64 %822, 0
  %824 = and i1 %820, %823
  %825 = xor i1 %811, %824
  %826 = xor i1 %814, %824
  %827 = xor i1 %817, %824
  %828 = xor i1 %820, %824
  %829 = zext i1 %824 to i32
  %830 = select i1 %22, i32 %443, i32 0
  %831 = select i1 %22, i32 %442, i32 0
  %832 = select i1 %22, i32 %441, i32 0
  %833 = select i1 %22, i32 %440, i32 0
  %834 = zext i1 %825 to i32
  %835 = zext i1 %826 to i32
  %836 = zext i1 %827 to i32
  %837 = zext i1 %828 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %829, i32 %830, i32 %831, i32 %832, i32 %833, ptr addrspace(1) %809, i32 %834, i32 %835, i32 %836, i32 %837) #5
  %838 = or disjoint i32 %12, 44
  %839 = add i32 %485, %838
  %840 = sext i32 %839 to i64
  %841 = getelementptr float, ptr addrspace(1) %2, i64 %840
  %842 = icmp slt i32 %838, %4
  %843 = and i1 %489, %842
  %844 = or disjoint i32 %12, 45
  %845 = icmp slt i32 %844, %4
  %846 = and i1 %489, %845
  %847 = or disjoint i32 %12, 46
  %848 = icmp slt i32 %847, %4
  %849 = and i1 %489, %848
  %850 = or disjoint i32 %12, 47
  %851 = icmp slt i32 %850, %4
  %852 = and i1 %489, %851
  %853 = ptrtoint ptr addrspace(1) %841 to i64
  %854 = and i64 %853, 15
  %855 = icmp eq i64 %854, 0
  %856 = and i1 %852, %855
  %857 = xor i1 %843, %856
  %858 = xor i1 %846, %856
  %859 = xor i1 %849, %856
  %860 = xor i1 %852, %856
  %861 = zext i1 %856 to i32
  %862 = select i1 %22, i32 %439, i32 0
  %863 = select i1 %22, i32 %438, i32 0
  %864 = select i1 %22, i32 %437, i32 0
  %865 = select i1 %22, i32 %436, i32 0
  %866 = zext i1 %857 to i32
  %867 = zext i1 %858 to i32
  %868 = zext i1 %859 to i32
  %869 = zext i1 %860 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %861, i32 %862, i32 %863, i32 %864, i32 %865, ptr addrspace(1) %841, i32 %866, i32 %867, i32 %868, i32 %869) #5
  %870 = or disjoint i32 %12, 48
  %871 = add i32 %485, %870
  %872 = sext i32 %871 to i64
  %873 = getelementptr float, ptr addrspace(1) %2, i64 %872
  %874 = icmp slt i32 %870, %4
  %875 = and i1 %489, %874
  %876 = or disjoint i32 %12, 49
  %877 = icmp slt i32 %876, %4
  %878 = and i1 %489, %877
  %879 = or disjoint i32 %12, 50
  %880 = icmp slt i32 %879, %4
  %881 = and i1 %489, %880
  %882 = or disjoint i32 %12, 51
  %883 = icmp slt i32 %882, %4
  %884 = and i1 %489, %883
  %885 = ptrtoint ptr addrspace(1) %873 to i64
  %886 = and i64 %885, 15
  %887 = icmp eq i64 %886, 0
  %888 = and i1 %884, %887
  %889 = xor i1 %875, %888
  %890 = xor i1 %878, %888
  %891 = xor i1 %881, %888
  %892 = xor i1 %884, %888
  %893 = zext i1 %888 to i32
  %894 = select i1 %22, i32 %435, i32 0
  %895 = select i1 %22, i32 %434, i32 0
  %896 = select i1 %22, i32 %433, i32 0
  %897 = select i1 %22, i32 %432, i32 0
  %898 = zext i1 %889 to i32
  %899 = zext i1 %890 to i32
  %900 = zext i1 %891 to i32
  %901 = zext i1 %892 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %893, i32 %894, i32 %895, i32 %896, i32 %897, ptr addrspace(1) %873, i32 %898, i32 %899, i32 %900, i32 %901) #5
  %902 = or disjoint i32 %12, 52
  %903 = add i32 %485, %902
  %904 = sext i32 %903 to i64
  %905 = getelementptr float, ptr addrspace(1) %2, i64 %904
  %906 = icmp slt i32 %902, %4
  %907 = and i1 %489, %906
  %908 = or disjoint i32 %12, 53
  %909 = icmp slt i32 %908, %4
  %910 = and i1 %489, %909
  %911 = or disjoint i32 %12, 54
  %912 = icmp slt i32 %911, %4
  %913 = and i1 %489, %912
  %914 = or disjoint i32 %12, 55
  %915 = icmp slt i32 %914, %4
  %916 = and i1 %489, %915
  %917 = ptrtoint ptr addrspace(1) %905 to i64
  %918 = and i64 %917, 15
  %919 = icmp eq i64 %918, 0
  %920 = and i1 %916, %919
  %921 = xor i1 %907, %920
  %922 = xor i1 %910, %920
  %923 = xor i1 %913, %920
  %924 = xor i1 %916, %920
  %925 = zext i1 %920 to i32
  %926 = select i1 %22, i32 %431, i32 0
  %927 = select i1 %22, i32 %430, i32 0
  %928 = select i1 %22, i32 %429, i32 0
  %929 = select i1 %22, i32 %428, i32 0
  %930 = zext i1 %921 to i32
  %931 = zext i1 %922 to i32
  %932 = zext i1 %923 to i32
  %933 = zext i1 %924 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %925, i32 %926, i32 %927, i32 %928, i32 %929, ptr addrspace(1) %905, i32 %930, i32 %931, i32 %932, i32 %933) #5
  %934 = or disjoint i32 %12, 56
  %935 = add i32 %485, %934
  %936 = sext i32 %935 to i64
  %937 = getelementptr float, ptr addrspace(1) %2, i64 %936
  %938 = icmp slt i32 %934, %4
  %939 = and i1 %489, %938
  %940 = or disjoint i32 %12, 57
  %941 = icmp slt i32 %940, %4
  %942 = and i1 %489, %941
  %943 = or disjoint i32 %12, 58
  %944 = icmp slt i32 %943, %4
  %945 = and i1 %489, %944
  %946 = or disjoint i32 %12, 59
  %947 = icmp slt i32 %946, %4
  %948 = and i1 %489, %947
  %949 = ptrtoint ptr addrspace(1) %937 to i64
  %950 = and i64 %949, 15
  %951 = icmp eq i64 %950, 0
  %952 = and i1 %948, %951
  %953 = xor i1 %939, %952
  %954 = xor i1 %942, %952
  %955 = xor i1 %945, %952
  %956 = xor i1 %948, %952
  %957 = zext i1 %952 to i32
  %958 = select i1 %22, i32 %427, i32 0
  %959 = select i1 %22, i32 %426, i32 0
  %960 = select i1 %22, i32 %425, i32 0
  %961 = select i1 %22, i32 %424, i32 0
  %962 = zext i1 %953 to i32
  %963 = zext i1 %954 to i32
  %964 = zext i1 %955 to i32
  %965 = zext i1 %956 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %957, i32 %958, i32 %959, i32 %960, i32 %961, ptr addrspace(1) %937, i32 %962, i32 %963, i32 %964, i32 %965) #5
  %966 = or disjoint i32 %12, 60
  %967 = add i32 %485, %966
  %968 = sext i32 %967 to i64
  %969 = getelementptr float, ptr addrspace(1) %2, i64 %968
  %970 = icmp slt i32 %966, %4
  %971 = and i1 %489, %970
  %972 = or disjoint i32 %12, 61
  %973 = icmp slt i32 %972, %4
  %974 = and i1 %489, %973
  %975 = or disjoint i32 %12, 62
  %976 = icmp slt i32 %975, %4
  %977 = and i1 %489, %976
  %978 = or disjoint i32 %12, 63
  %979 = icmp slt i32 %978, %4
  %980 = and i1 %489, %979
  %981 = ptrtoint ptr addrspace(1) %969 to i64
  %982 = and i64 %981, 15
  %983 = icmp eq i64 %982, 0
  %984 = and i1 %980, %983
  %985 = xor i1 %971, %984
  %986 = xor i1 %974, %984
  %987 = xor i1 %977, %984
  %988 = xor i1 %980, %984
  %989 = zext i1 %984 to i32
  %990 = select i1 %22, i32 %423, i32 0
  %991 = select i1 %22, i32 %422, i32 0
  %992 = select i1 %22, i32 %421, i32 0
  %993 = select i1 %22, i32 %420, i32 0
  %994 = zext i1 %985 to i32
  %995 = zext i1 %986 to i32
  %996 = zext i1 %987 to i32
  %997 = zext i1 %988 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %989, i32 %990, i32 %991, i32 %992, i32 %993, ptr addrspace(1) %969, i32 %994, i32 %995, i32 %996, i32 %997) #5
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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

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
