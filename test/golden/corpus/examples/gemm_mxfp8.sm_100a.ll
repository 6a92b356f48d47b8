; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_mxfp8_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_mxfp8(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, ptr addrspace(1) %4, i32 %5, i32 %6, i32 %7) local_unnamed_addr #0 {
  %9 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = shl nuw nsw i32 %9, 4
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = shl nuw nsw i32 %12, 7
  %14 = shl i32 %11, 6
  %15 = lshr i32 %7, 5
  %16 = or disjoint i32 %13, %9
  %17 = and i32 %9, 63
  %18 = or disjoint i32 %14, %17
  %19 = icmp slt i32 %16, %5
  %20 = mul i32 %15, %16
  %21 = mul i32 %15, %18
  %22 = icmp eq i32 %9, 0
  br i1 %22, label %23, label %24

23:                                               ; preds = %8
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 16)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 32)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 48)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %24

24:                                               ; preds = %23, %8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %22, label %25, label %26

25:                                               ; preds = %24
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28736) to i32)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %26

26:                                               ; preds = %25, %24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %27 = lshr i32 %9, 5
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %30

29:                                               ; preds = %26
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 128;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28752) to i32)) #5
  br label %30

30:                                               ; preds = %29, %26
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %31 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28752) to i32)) #5
  %32 = add i32 %31, 64
  %33 = icmp sgt i32 %7, 0
  %34 = and i32 %10, 16
  %35 = lshr i32 %9, 1
  %36 = or disjoint i32 %13, %35
  %37 = mul i32 %7, %36
  %38 = add i32 %37, %34
  %39 = sext i32 %38 to i64
  %40 = getelementptr i8, ptr addrspace(1) %0, i64 %39
  %41 = ptrtoint ptr addrspace(1) %40 to i64
  %42 = and i64 %41, 15
  %43 = icmp eq i64 %42, 0
  %44 = icmp slt i32 %36, %5
  %45 = and i1 %44, %33
  %46 = shl nuw nsw i32 %35, 5
  %47 = shl nuw nsw i32 %9, 1
  %48 = xor i32 %10, %47
  %49 = and i32 %48, 16
  %50 = or disjoint i32 %49, %46
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 %51
  br i1 %43, label %54, label %.preheader35

.preheader35:                                     ; preds = %30
  %53 = zext i1 %45 to i32
  br label %58

54:                                               ; preds = %30
  %55 = select i1 %45, i32 16, i32 0
  %56 = ptrtoint ptr addrspace(3) %52 to i64
  %57 = trunc i64 %56 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %57, ptr addrspace(1) %40, i32 %55) #5
  br label %.loopexit36

58:                                               ; preds = %.preheader35, %58
  %59 = phi i64 [ 0, %.preheader35 ], [ %67, %58 ]
  %60 = trunc nuw nsw i64 %59 to i32
  %61 = add i32 %38, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr i8, ptr addrspace(1) %0, i64 %62
  %64 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %63, i32 %53, i16 0) #5
  %65 = trunc i16 %64 to i8
  %66 = getelementptr i8, ptr addrspace(3) %52, i64 %59
  store i8 %65, ptr addrspace(3) %66, align 1
  %67 = add nuw nsw i64 %59, 1
  %exitcond.not = icmp eq i64 %67, 16
  br i1 %exitcond.not, label %.loopexit36, label %58

.loopexit36:                                      ; preds = %58, %54
  %68 = or disjoint i32 %35, 64
  %69 = or disjoint i32 %68, %13
  %70 = mul i32 %7, %69
  %71 = add i32 %70, %34
  %72 = sext i32 %71 to i64
  %73 = getelementptr i8, ptr addrspace(1) %0, i64 %72
  %74 = ptrtoint ptr addrspace(1) %73 to i64
  %75 = and i64 %74, 15
  %76 = icmp eq i64 %75, 0
  %77 = icmp slt i32 %69, %5
  %78 = and i1 %77, %33
  %79 = shl nuw nsw i32 %68, 5
  %80 = or disjoint i32 %79, %49
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 %81
  br i1 %76, label %84, label %.preheader33

.preheader33:                                     ; preds = %.loopexit36
  %83 = zext i1 %78 to i32
  br label %88

84:                                               ; preds = %.loopexit36
  %85 = select i1 %78, i32 16, i32 0
  %86 = ptrtoint ptr addrspace(3) %82 to i64
  %87 = trunc i64 %86 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %87, ptr addrspace(1) %73, i32 %85) #5
  br label %.loopexit34

88:                                               ; preds = %.preheader33, %88
  %89 = phi i64 [ 0, %.preheader33 ], [ %97, %88 ]
  %90 = trunc nuw nsw i64 %89 to i32
  %91 = add i32 %71, %90
  %92 = sext i32 %91 to i64
  %93 = getelementptr i8, ptr addrspace(1) %0, i64 %92
  %94 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %93, i32 %83, i16 0) #5
  %95 = trunc i16 %94 to i8
  %96 = getelementptr i8, ptr addrspace(3) %82, i64 %89
  store i8 %95, ptr addrspace(3) %96, align 1
  %97 = add nuw nsw i64 %89, 1
  %exitcond41.not = icmp eq i64 %97, 16
  br i1 %exitcond41.not, label %.loopexit34, label %88

.loopexit34:                                      ; preds = %88, %84
  %98 = and i1 %19, %33
  %99 = and i32 %10, 496
  %100 = shl nuw nsw i32 %27, 2
  %101 = or disjoint i32 %99, %100
  %102 = zext nneg i32 %101 to i64
  %103 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 24576), i64 %102
  %104 = sext i32 %20 to i64
  %105 = getelementptr i8, ptr addrspace(1) %1, i64 %104
  %106 = zext i1 %98 to i32
  %107 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %105, i32 %106, i16 0) #5
  %108 = trunc i16 %107 to i8
  store i8 %108, ptr addrspace(3) %103, align 4
  %109 = and i32 %10, 48
  %110 = lshr i32 %9, 2
  %111 = mul i32 %6, %110
  %112 = or disjoint i32 %109, %14
  %113 = add i32 %111, %112
  %114 = sext i32 %113 to i64
  %115 = getelementptr i8, ptr addrspace(1) %2, i64 %114
  %116 = ptrtoint ptr addrspace(1) %115 to i64
  %117 = and i64 %116, 15
  %118 = icmp eq i64 %117, 0
  %119 = sext i32 %6 to i64
  %120 = sext i32 %112 to i64
  %121 = sub nsw i64 %119, %120
  %122 = tail call i64 @llvm.smax.i64(i64 %121, i64 0)
  %123 = tail call i64 @llvm.umin.i64(i64 %122, i64 16)
  %124 = trunc nuw nsw i64 %123 to i32
  %125 = shl nuw nsw i32 %110, 6
  %126 = and i32 %48, 48
  %127 = or disjoint i32 %126, %125
  %128 = zext nneg i32 %127 to i64
  %129 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 16384), i64 %128
  br i1 %118, label %130, label %.preheader31.preheader

.preheader31.preheader:                           ; preds = %.loopexit34
  %invariant.op = or i32 %109, %14
  br label %.preheader31

130:                                              ; preds = %.loopexit34
  %131 = select i1 %33, i32 %124, i32 0
  %132 = ptrtoint ptr addrspace(3) %129 to i64
  %133 = trunc i64 %132 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %133, ptr addrspace(1) %115, i32 %131) #5
  br label %.loopexit32

.preheader31:                                     ; preds = %.preheader31.preheader, %.preheader31
  %134 = phi i64 [ %145, %.preheader31 ], [ 0, %.preheader31.preheader ]
  %135 = trunc nuw nsw i64 %134 to i32
  %.reass.reass = or i32 %135, %invariant.op
  %136 = add i32 %.reass.reass, %111
  %137 = sext i32 %136 to i64
  %138 = getelementptr i8, ptr addrspace(1) %2, i64 %137
  %139 = icmp slt i32 %.reass.reass, %6
  %140 = and i1 %33, %139
  %141 = zext i1 %140 to i32
  %142 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %138, i32 %141, i16 0) #5
  %143 = trunc i16 %142 to i8
  %144 = getelementptr i8, ptr addrspace(3) %129, i64 %134
  store i8 %143, ptr addrspace(3) %144, align 1
  %145 = add nuw nsw i64 %134, 1
  %exitcond42.not = icmp eq i64 %145, 16
  br i1 %exitcond42.not, label %.loopexit32, label %.preheader31

.loopexit32:                                      ; preds = %.preheader31, %130
  %146 = icmp slt i32 %18, %6
  %147 = and i1 %146, %33
  %148 = lshr i32 %9, 3
  %149 = and i32 %148, 4
  %150 = or disjoint i32 %99, %149
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 26624), i64 %151
  %153 = sext i32 %21 to i64
  %154 = getelementptr i8, ptr addrspace(1) %3, i64 %153
  %155 = zext i1 %147 to i32
  %156 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %154, i32 %155, i16 0) #5
  %157 = trunc i16 %156 to i8
  store i8 %157, ptr addrspace(3) %152, align 4
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %158 = icmp sgt i32 %7, 32
  %159 = or disjoint i32 %34, 32
  %160 = add i32 %37, %159
  %161 = sext i32 %160 to i64
  %162 = getelementptr i8, ptr addrspace(1) %0, i64 %161
  %163 = ptrtoint ptr addrspace(1) %162 to i64
  %164 = and i64 %163, 15
  %165 = icmp eq i64 %164, 0
  %166 = and i1 %44, %158
  %167 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 4096), i64 %51
  br i1 %165, label %170, label %.preheader29

.preheader29:                                     ; preds = %.loopexit32
  %168 = add i32 %37, 32
  %169 = zext i1 %166 to i32
  br label %174

170:                                              ; preds = %.loopexit32
  %171 = select i1 %166, i32 16, i32 0
  %172 = ptrtoint ptr addrspace(3) %167 to i64
  %173 = trunc i64 %172 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %173, ptr addrspace(1) %162, i32 %171) #5
  br label %.loopexit30

174:                                              ; preds = %.preheader29, %174
  %175 = phi i64 [ 0, %.preheader29 ], [ %184, %174 ]
  %176 = trunc nuw nsw i64 %175 to i32
  %177 = or disjoint i32 %34, %176
  %178 = add i32 %168, %177
  %179 = sext i32 %178 to i64
  %180 = getelementptr i8, ptr addrspace(1) %0, i64 %179
  %181 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %180, i32 %169, i16 0) #5
  %182 = trunc i16 %181 to i8
  %183 = getelementptr i8, ptr addrspace(3) %167, i64 %175
  store i8 %182, ptr addrspace(3) %183, align 1
  %184 = add nuw nsw i64 %175, 1
  %exitcond43.not = icmp eq i64 %184, 16
  br i1 %exitcond43.not, label %.loopexit30, label %174

.loopexit30:                                      ; preds = %174, %170
  %185 = add i32 %70, %159
  %186 = sext i32 %185 to i64
  %187 = getelementptr i8, ptr addrspace(1) %0, i64 %186
  %188 = ptrtoint ptr addrspace(1) %187 to i64
  %189 = and i64 %188, 15
  %190 = icmp eq i64 %189, 0
  %191 = and i1 %77, %158
  %192 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 4096), i64 %81
  br i1 %190, label %195, label %.preheader27

.preheader27:                                     ; preds = %.loopexit30
  %193 = add i32 %70, 32
  %194 = zext i1 %191 to i32
  br label %199

195:                                              ; preds = %.loopexit30
  %196 = select i1 %191, i32 16, i32 0
  %197 = ptrtoint ptr addrspace(3) %192 to i64
  %198 = trunc i64 %197 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %198, ptr addrspace(1) %187, i32 %196) #5
  br label %.loopexit28

199:                                              ; preds = %.preheader27, %199
  %200 = phi i64 [ 0, %.preheader27 ], [ %209, %199 ]
  %201 = trunc nuw nsw i64 %200 to i32
  %202 = or disjoint i32 %34, %201
  %203 = add i32 %193, %202
  %204 = sext i32 %203 to i64
  %205 = getelementptr i8, ptr addrspace(1) %0, i64 %204
  %206 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %205, i32 %194, i16 0) #5
  %207 = trunc i16 %206 to i8
  %208 = getelementptr i8, ptr addrspace(3) %192, i64 %200
  store i8 %207, ptr addrspace(3) %208, align 1
  %209 = add nuw nsw i64 %200, 1
  %exitcond44.not = icmp eq i64 %209, 16
  br i1 %exitcond44.not, label %.loopexit28, label %199

.loopexit28:                                      ; preds = %199, %195
  %210 = add i32 %20, 1
  %211 = and i1 %19, %158
  %212 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 25088), i64 %102
  %213 = sext i32 %210 to i64
  %214 = getelementptr i8, ptr addrspace(1) %1, i64 %213
  %215 = zext i1 %211 to i32
  %216 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %214, i32 %215, i16 0) #5
  %217 = trunc i16 %216 to i8
  store i8 %217, ptr addrspace(3) %212, align 4
  %218 = or disjoint i32 %110, 32
  %219 = mul i32 %6, %218
  %220 = add i32 %219, %112
  %221 = sext i32 %220 to i64
  %222 = getelementptr i8, ptr addrspace(1) %2, i64 %221
  %223 = ptrtoint ptr addrspace(1) %222 to i64
  %224 = and i64 %223, 15
  %225 = icmp eq i64 %224, 0
  %226 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 18432), i64 %128
  br i1 %225, label %227, label %.preheader25.preheader

.preheader25.preheader:                           ; preds = %.loopexit28
  %invariant.op61 = or i32 %109, %14
  br label %.preheader25

227:                                              ; preds = %.loopexit28
  %228 = select i1 %158, i32 %124, i32 0
  %229 = ptrtoint ptr addrspace(3) %226 to i64
  %230 = trunc i64 %229 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %230, ptr addrspace(1) %222, i32 %228) #5
  br label %.loopexit26

.preheader25:                                     ; preds = %.preheader25.preheader, %.preheader25
  %231 = phi i64 [ %242, %.preheader25 ], [ 0, %.preheader25.preheader ]
  %232 = trunc nuw nsw i64 %231 to i32
  %.reass55.reass = or i32 %232, %invariant.op61
  %233 = add i32 %.reass55.reass, %219
  %234 = sext i32 %233 to i64
  %235 = getelementptr i8, ptr addrspace(1) %2, i64 %234
  %236 = icmp slt i32 %.reass55.reass, %6
  %237 = and i1 %158, %236
  %238 = zext i1 %237 to i32
  %239 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %235, i32 %238, i16 0) #5
  %240 = trunc i16 %239 to i8
  %241 = getelementptr i8, ptr addrspace(3) %226, i64 %231
  store i8 %240, ptr addrspace(3) %241, align 1
  %242 = add nuw nsw i64 %231, 1
  %exitcond45.not = icmp eq i64 %242, 16
  br i1 %exitcond45.not, label %.loopexit26, label %.preheader25

.loopexit26:                                      ; preds = %.preheader25, %227
  %243 = add i32 %21, 1
  %244 = and i1 %146, %158
  %245 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 27136), i64 %151
  %246 = sext i32 %243 to i64
  %247 = getelementptr i8, ptr addrspace(1) %3, i64 %246
  %248 = zext i1 %244 to i32
  %249 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %247, i32 %248, i16 0) #5
  %250 = trunc i16 %249 to i8
  store i8 %250, ptr addrspace(3) %245, align 4
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %251 = icmp sgt i32 %7, 64
  %252 = or disjoint i32 %34, 64
  %253 = add i32 %37, %252
  %254 = sext i32 %253 to i64
  %255 = getelementptr i8, ptr addrspace(1) %0, i64 %254
  %256 = ptrtoint ptr addrspace(1) %255 to i64
  %257 = and i64 %256, 15
  %258 = icmp eq i64 %257, 0
  %259 = and i1 %44, %251
  %260 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 8192), i64 %51
  br i1 %258, label %263, label %.preheader23

.preheader23:                                     ; preds = %.loopexit26
  %261 = add i32 %37, 64
  %262 = zext i1 %259 to i32
  br label %267

263:                                              ; preds = %.loopexit26
  %264 = select i1 %259, i32 16, i32 0
  %265 = ptrtoint ptr addrspace(3) %260 to i64
  %266 = trunc i64 %265 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %266, ptr addrspace(1) %255, i32 %264) #5
  br label %.loopexit24

267:                                              ; preds = %.preheader23, %267
  %268 = phi i64 [ 0, %.preheader23 ], [ %277, %267 ]
  %269 = trunc nuw nsw i64 %268 to i32
  %270 = or disjoint i32 %34, %269
  %271 = add i32 %261, %270
  %272 = sext i32 %271 to i64
  %273 = getelementptr i8, ptr addrspace(1) %0, i64 %272
  %274 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %273, i32 %262, i16 0) #5
  %275 = trunc i16 %274 to i8
  %276 = getelementptr i8, ptr addrspace(3) %260, i64 %268
  store i8 %275, ptr addrspace(3) %276, align 1
  %277 = add nuw nsw i64 %268, 1
  %exitcond46.not = icmp eq i64 %277, 16
  br i1 %exitcond46.not, label %.loopexit24, label %267

.loopexit24:                                      ; preds = %267, %263
  %278 = add i32 %70, %252
  %279 = sext i32 %278 to i64
  %280 = getelementptr i8, ptr addrspace(1) %0, i64 %279
  %281 = ptrtoint ptr addrspace(1) %280 to i64
  %282 = and i64 %281, 15
  %283 = icmp eq i64 %282, 0
  %284 = and i1 %77, %251
  %285 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 8192), i64 %81
  br i1 %283, label %288, label %.preheader21

.preheader21:                                     ; preds = %.loopexit24
  %286 = add i32 %70, 64
  %287 = zext i1 %284 to i32
  br label %292

288:                                              ; preds = %.loopexit24
  %289 = select i1 %284, i32 16, i32 0
  %290 = ptrtoint ptr addrspace(3) %285 to i64
  %291 = trunc i64 %290 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %291, ptr addrspace(1) %280, i32 %289) #5
  br label %.loopexit22

292:                                              ; preds = %.preheader21, %292
  %293 = phi i64 [ 0, %.preheader21 ], [ %302, %292 ]
  %294 = trunc nuw nsw i64 %293 to i32
  %295 = or disjoint i32 %34, %294
  %296 = add i32 %286, %295
  %297 = sext i32 %296 to i64
  %298 = getelementptr i8, ptr addrspace(1) %0, i64 %297
  %299 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %298, i32 %287, i16 0) #5
  %300 = trunc i16 %299 to i8
  %301 = getelementptr i8, ptr addrspace(3) %285, i64 %293
  store i8 %300, ptr addrspace(3) %301, align 1
  %302 = add nuw nsw i64 %293, 1
  %exitcond47.not = icmp eq i64 %302, 16
  br i1 %exitcond47.not, label %.loopexit22, label %292

.loopexit22:                                      ; preds = %292, %288
  %303 = add i32 %20, 2
  %304 = and i1 %19, %251
  %305 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 25600), i64 %102
  %306 = sext i32 %303 to i64
  %307 = getelementptr i8, ptr addrspace(1) %1, i64 %306
  %308 = zext i1 %304 to i32
  %309 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %307, i32 %308, i16 0) #5
  %310 = trunc i16 %309 to i8
  store i8 %310, ptr addrspace(3) %305, align 4
  %311 = or disjoint i32 %110, 64
  %312 = mul i32 %6, %311
  %313 = add i32 %312, %112
  %314 = sext i32 %313 to i64
  %315 = getelementptr i8, ptr addrspace(1) %2, i64 %314
  %316 = ptrtoint ptr addrspace(1) %315 to i64
  %317 = and i64 %316, 15
  %318 = icmp eq i64 %317, 0
  %319 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 20480), i64 %128
  br i1 %318, label %320, label %.preheader19.preheader

.preheader19.preheader:                           ; preds = %.loopexit22
  %invariant.op62 = or i32 %109, %14
  br label %.preheader19

320:                                              ; preds = %.loopexit22
  %321 = select i1 %251, i32 %124, i32 0
  %322 = ptrtoint ptr addrspace(3) %319 to i64
  %323 = trunc i64 %322 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %323, ptr addrspace(1) %315, i32 %321) #5
  br label %.loopexit20

.preheader19:                                     ; preds = %.preheader19.preheader, %.preheader19
  %324 = phi i64 [ %335, %.preheader19 ], [ 0, %.preheader19.preheader ]
  %325 = trunc nuw nsw i64 %324 to i32
  %.reass57.reass = or i32 %325, %invariant.op62
  %326 = add i32 %.reass57.reass, %312
  %327 = sext i32 %326 to i64
  %328 = getelementptr i8, ptr addrspace(1) %2, i64 %327
  %329 = icmp slt i32 %.reass57.reass, %6
  %330 = and i1 %251, %329
  %331 = zext i1 %330 to i32
  %332 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %328, i32 %331, i16 0) #5
  %333 = trunc i16 %332 to i8
  %334 = getelementptr i8, ptr addrspace(3) %319, i64 %324
  store i8 %333, ptr addrspace(3) %334, align 1
  %335 = add nuw nsw i64 %324, 1
  %exitcond48.not = icmp eq i64 %335, 16
  br i1 %exitcond48.not, label %.loopexit20, label %.preheader19

.loopexit20:                                      ; preds = %.preheader19, %320
  %336 = add i32 %21, 2
  %337 = and i1 %146, %251
  %338 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 27648), i64 %151
  %339 = sext i32 %336 to i64
  %340 = getelementptr i8, ptr addrspace(1) %3, i64 %339
  %341 = zext i1 %337 to i32
  %342 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %340, i32 %341, i16 0) #5
  %343 = trunc i16 %342 to i8
  store i8 %343, ptr addrspace(3) %338, align 4
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  br i1 %33, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.loopexit20
  %344 = zext i1 %44 to i32
  %345 = select i1 %44, i32 16, i32 0
  %346 = zext i1 %77 to i32
  %347 = select i1 %77, i32 16, i32 0
  %348 = zext i1 %19 to i32
  %349 = zext i1 %146 to i32
  %invariant.op63 = or i32 %109, %14
  br label %350

350:                                              ; preds = %.lr.ph, %493
  %351 = phi i32 [ 0, %.lr.ph ], [ %494, %493 ]
  %352 = lshr exact i32 %351, 5
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %22, label %353, label %.critedge

353:                                              ; preds = %350
  %354 = and i32 %352, 3
  %355 = shl nuw nsw i32 %354, 9
  %356 = zext nneg i32 %355 to i64
  %357 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 26624), i64 %356
  %358 = ptrtoint ptr addrspace(3) %357 to i64
  %359 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 24576), i64 %356
  %360 = ptrtoint ptr addrspace(3) %359 to i64
  %361 = shl nuw nsw i32 %354, 11
  %362 = zext nneg i32 %361 to i64
  %363 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 16384), i64 %362
  %364 = ptrtoint ptr addrspace(3) %363 to i64
  %365 = shl nuw nsw i32 %354, 12
  %366 = zext nneg i32 %365 to i64
  %367 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 %366
  %368 = ptrtoint ptr addrspace(3) %367 to i64
  %369 = shl nuw nsw i32 %354, 3
  %370 = add i32 %32, %369
  %371 = icmp ne i32 %351, 0
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %372 = lshr exact i64 %360, 4
  %373 = and i64 %372, 16352
  %374 = or disjoint i64 %373, 70403103916032
  tail call void asm sideeffect "tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;", "r,l,~{memory}"(i32 %370, i64 %374) #5
  %375 = add i32 %370, 4
  %376 = lshr exact i64 %358, 4
  %377 = and i64 %376, 16352
  %378 = or disjoint i64 %377, 70403103916032
  tail call void asm sideeffect "tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;", "r,l,~{memory}"(i32 %375, i64 %378) #5
  %379 = zext i1 %371 to i32
  %380 = lshr exact i64 %368, 4
  %381 = and i64 %380, 16320
  %382 = or disjoint i64 %381, -4611615580963667968
  %383 = lshr exact i64 %364, 4
  %384 = and i64 %383, 16320
  %385 = or disjoint i64 %384, -9223301530663256064
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 [$0], $1, $2, $3, [$5], [$6], p;\0A\09}", "r,l,l,r,r,r,r,~{memory}"(i32 %31, i64 %382, i64 %385, i32 143720448, i32 %379, i32 %370, i32 %375) #5
  %386 = shl nuw nsw i32 %354, 4
  %387 = zext nneg i32 %386 to i64
  %388 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672), i64 %387
  %389 = ptrtoint ptr addrspace(3) %388 to i64
  %390 = trunc i64 %389 to i32
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %390) #5
  br label %.critedge

.critedge:                                        ; preds = %350, %353
  %391 = add i32 %351, 96
  %392 = icmp slt i32 %391, %7
  br i1 %392, label %393, label %493

393:                                              ; preds = %.critedge
  %394 = add nuw nsw i32 %352, 3
  %395 = and i32 %394, 3
  %396 = lshr i32 %394, 2
  %397 = and i32 %396, 1
  %398 = xor i32 %397, 1
  %399 = shl nuw nsw i32 %395, 4
  %400 = zext nneg i32 %399 to i64
  %401 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672), i64 %400
  %402 = ptrtoint ptr addrspace(3) %401 to i64
  %403 = trunc i64 %402 to i32
  br label %404

404:                                              ; preds = %404, %393
  %405 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %403, i32 %398) #5
  %406 = icmp eq i32 %405, 0
  br i1 %406, label %404, label %407

407:                                              ; preds = %404
  %408 = shl nuw nsw i32 %395, 12
  %409 = zext nneg i32 %408 to i64
  %410 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 %409
  %411 = or disjoint i32 %391, %34
  %412 = add i32 %411, %37
  %413 = sext i32 %412 to i64
  %414 = getelementptr i8, ptr addrspace(1) %0, i64 %413
  %415 = ptrtoint ptr addrspace(1) %414 to i64
  %416 = and i64 %415, 15
  %417 = icmp eq i64 %416, 0
  %418 = getelementptr i8, ptr addrspace(3) %410, i64 %51
  br i1 %417, label %420, label %.preheader17

.preheader17:                                     ; preds = %407
  %419 = add i32 %391, %37
  br label %423

420:                                              ; preds = %407
  %421 = ptrtoint ptr addrspace(3) %418 to i64
  %422 = trunc i64 %421 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %422, ptr addrspace(1) %414, i32 %345) #5
  br label %.loopexit18

423:                                              ; preds = %.preheader17, %423
  %424 = phi i64 [ 0, %.preheader17 ], [ %433, %423 ]
  %425 = trunc nuw nsw i64 %424 to i32
  %426 = or disjoint i32 %34, %425
  %427 = add i32 %419, %426
  %428 = sext i32 %427 to i64
  %429 = getelementptr i8, ptr addrspace(1) %0, i64 %428
  %430 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %429, i32 %344, i16 0) #5
  %431 = trunc i16 %430 to i8
  %432 = getelementptr i8, ptr addrspace(3) %418, i64 %424
  store i8 %431, ptr addrspace(3) %432, align 1
  %433 = add nuw nsw i64 %424, 1
  %exitcond49.not = icmp eq i64 %433, 16
  br i1 %exitcond49.not, label %.loopexit18, label %423

.loopexit18:                                      ; preds = %423, %420
  %434 = add i32 %411, %70
  %435 = sext i32 %434 to i64
  %436 = getelementptr i8, ptr addrspace(1) %0, i64 %435
  %437 = ptrtoint ptr addrspace(1) %436 to i64
  %438 = and i64 %437, 15
  %439 = icmp eq i64 %438, 0
  %440 = getelementptr i8, ptr addrspace(3) %410, i64 %81
  br i1 %439, label %442, label %.preheader15

.preheader15:                                     ; preds = %.loopexit18
  %441 = add i32 %391, %70
  br label %445

442:                                              ; preds = %.loopexit18
  %443 = ptrtoint ptr addrspace(3) %440 to i64
  %444 = trunc i64 %443 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %444, ptr addrspace(1) %436, i32 %347) #5
  br label %.loopexit16

445:                                              ; preds = %.preheader15, %445
  %446 = phi i64 [ 0, %.preheader15 ], [ %455, %445 ]
  %447 = trunc nuw nsw i64 %446 to i32
  %448 = or disjoint i32 %34, %447
  %449 = add i32 %441, %448
  %450 = sext i32 %449 to i64
  %451 = getelementptr i8, ptr addrspace(1) %0, i64 %450
  %452 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %451, i32 %346, i16 0) #5
  %453 = trunc i16 %452 to i8
  %454 = getelementptr i8, ptr addrspace(3) %440, i64 %446
  store i8 %453, ptr addrspace(3) %454, align 1
  %455 = add nuw nsw i64 %446, 1
  %exitcond50.not = icmp eq i64 %455, 16
  br i1 %exitcond50.not, label %.loopexit16, label %445

.loopexit16:                                      ; preds = %445, %442
  %456 = lshr exact i32 %391, 5
  %457 = shl nuw nsw i32 %395, 9
  %458 = zext nneg i32 %457 to i64
  %459 = add i32 %456, %20
  %gep = getelementptr i8, ptr addrspace(3) %103, i64 %458
  %460 = sext i32 %459 to i64
  %461 = getelementptr i8, ptr addrspace(1) %1, i64 %460
  %462 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %461, i32 %348, i16 0) #5
  %463 = trunc i16 %462 to i8
  store i8 %463, ptr addrspace(3) %gep, align 4
  %464 = shl nuw nsw i32 %395, 11
  %465 = zext nneg i32 %464 to i64
  %466 = or disjoint i32 %391, %110
  %467 = mul i32 %466, %6
  %468 = add i32 %467, %112
  %469 = sext i32 %468 to i64
  %470 = getelementptr i8, ptr addrspace(1) %2, i64 %469
  %471 = ptrtoint ptr addrspace(1) %470 to i64
  %472 = and i64 %471, 15
  %473 = icmp eq i64 %472, 0
  %gep38 = getelementptr i8, ptr addrspace(3) %129, i64 %465
  br i1 %473, label %474, label %.preheader

474:                                              ; preds = %.loopexit16
  %475 = ptrtoint ptr addrspace(3) %gep38 to i64
  %476 = trunc i64 %475 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %476, ptr addrspace(1) %470, i32 %124) #5
  br label %.loopexit

.preheader:                                       ; preds = %.loopexit16, %.preheader
  %477 = phi i64 [ %487, %.preheader ], [ 0, %.loopexit16 ]
  %478 = trunc nuw nsw i64 %477 to i32
  %.reass59.reass = or i32 %478, %invariant.op63
  %479 = add i32 %.reass59.reass, %467
  %480 = sext i32 %479 to i64
  %481 = getelementptr i8, ptr addrspace(1) %2, i64 %480
  %482 = icmp slt i32 %.reass59.reass, %6
  %483 = zext i1 %482 to i32
  %484 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %481, i32 %483, i16 0) #5
  %485 = trunc i16 %484 to i8
  %486 = getelementptr i8, ptr addrspace(3) %gep38, i64 %477
  store i8 %485, ptr addrspace(3) %486, align 1
  %487 = add nuw nsw i64 %477, 1
  %exitcond51.not = icmp eq i64 %487, 16
  br i1 %exitcond51.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %474
  %488 = add i32 %456, %21
  %gep40 = getelementptr i8, ptr addrspace(3) %152, i64 %458
  %489 = sext i32 %488 to i64
  %490 = getelementptr i8, ptr addrspace(1) %3, i64 %489
  %491 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %490, i32 %349, i16 0) #5
  %492 = trunc i16 %491 to i8
  store i8 %492, ptr addrspace(3) %gep40, align 4
  br label %493

493:                                              ; preds = %.loopexit, %.critedge
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %494 = add i32 %351, 32
  %495 = icmp slt i32 %494, %7
  br i1 %495, label %350, label %._crit_edge

._crit_edge:                                      ; preds = %493, %.loopexit20
  br i1 %22, label %496, label %.preheader60

496:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28736) to i32)) #5
  br label %.preheader60

.preheader60:                                     ; preds = %496, %._crit_edge
  br label %497

497:                                              ; preds = %.preheader60, %497
  %498 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28736) to i32), i32 0) #5
  %499 = icmp eq i32 %498, 0
  br i1 %499, label %497, label %500

500:                                              ; preds = %497
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %501 = shl nuw nsw i32 %9, 16
  %502 = and i32 %501, 6291456
  %503 = add i32 %31, %502
  %504 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %503) #5
  %505 = add i32 %503, 32
  %506 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %505) #5
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %507, label %508

507:                                              ; preds = %500
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 128;", "r,~{memory}"(i32 %31) #5
  br label %508

508:                                              ; preds = %507, %500
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %22, label %509, label %510

509:                                              ; preds = %508
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 16)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 32)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 48)) #5
  br label %510

510:                                              ; preds = %509, %508
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %22, label %511, label %512

511:                                              ; preds = %510
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28736) to i32)) #5
  br label %512

512:                                              ; preds = %511, %510
  %513 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 31
  %514 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 30
  %515 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 29
  %516 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 28
  %517 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 27
  %518 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 26
  %519 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 25
  %520 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 24
  %521 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 23
  %522 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 22
  %523 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 21
  %524 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 20
  %525 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 19
  %526 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 18
  %527 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 17
  %528 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 16
  %529 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 15
  %530 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 14
  %531 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 13
  %532 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 12
  %533 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 11
  %534 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 10
  %535 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 9
  %536 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 8
  %537 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 7
  %538 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 6
  %539 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 5
  %540 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 4
  %541 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 3
  %542 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 2
  %543 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 1
  %544 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %506, 0
  %545 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 31
  %546 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 30
  %547 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 29
  %548 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 28
  %549 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 27
  %550 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 26
  %551 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 25
  %552 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 24
  %553 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 23
  %554 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 22
  %555 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 21
  %556 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 20
  %557 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 19
  %558 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 18
  %559 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 17
  %560 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 16
  %561 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 15
  %562 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 14
  %563 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 13
  %564 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 12
  %565 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 11
  %566 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 10
  %567 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 9
  %568 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 8
  %569 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 7
  %570 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 6
  %571 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 5
  %572 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 4
  %573 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 3
  %574 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 2
  %575 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 1
  %576 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %504, 0
  %577 = mul i32 %6, %16
  %578 = add i32 %577, %14
  %579 = sext i32 %578 to i64
  %580 = getelementptr float, ptr addrspace(1) %4, i64 %579
  %581 = icmp slt i32 %14, %6
  %582 = and i1 %19, %581
  %583 = or disjoint i32 %14, 1
  %584 = icmp slt i32 %583, %6
  %585 = and i1 %19, %584
  %586 = or disjoint i32 %14, 2
  %587 = icmp slt i32 %586, %6
  %588 = and i1 %19, %587
  %589 = or disjoint i32 %14, 3
  %590 = icmp slt i32 %589, %6
  %591 = and i1 %19, %590
  %592 = ptrtoint ptr addrspace(1) %580 to i64
  %593 = and i64 %592, 15
  %594 = icmp eq i64 %593, 0
  %595 = and i1 %591, %594
  %596 = xor i1 %582, %595
  %597 = xor i1 %585, %595
  %598 = xor i1 %588, %595
  %599 = xor i1 %591, %595
  %600 = zext i1 %595 to i32
  %601 = select i1 %33, i32 %576, i32 0
  %602 = select i1 %33, i32 %575, i32 0
  %603 = select i1 %33, i32 %574, i32 0
  %604 = select i1 %33, i32 %573, i32 0
  %605 = zext i1 %596 to i32
  %606 = zext i1 %597 to i32
  %607 = zext i1 %598 to i32
  %608 = zext i1 %599 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %600, i32 %601, i32 %602, i32 %603, i32 %604, ptr addrspace(1) %580, i32 %605, i32 %606, i32 %607, i32 %608) #5
  %609 = or disjoint i32 %14, 4
  %610 = add i32 %577, %609
  %611 = sext i32 %610 to i64
  %612 = getelementptr float, ptr addrspace(1) %4, i64 %611
  %613 = icmp slt i32 %609, %6
  %614 = and i1 %19, %613
  %615 = or disjoint i32 %14, 5
  %616 = icmp slt i32 %615, %6
  %617 = and i1 %19, %616
  %618 = or disjoint i32 %14, 6
  %619 = icmp slt i32 %618, %6
  %620 = and i1 %19, %619
  %621 = or disjoint i32 %14, 7
  %622 = icmp slt i32 %621, %6
  %623 = and i1 %19, %622
  %624 = ptrtoint ptr addrspace(1) %612 to i64
  %625 = and i64 %624, 15
  %626 = icmp eq i64 %625, 0
  %627 = and i1 %623, %626
  %628 = xor i1 %614, %627
  %629 = xor i1 %617, %627
  %630 = xor i1 %620, %627
  %631 = xor i1 %623, %627
  %632 = zext i1 %627 to i32
  %633 = select i1 %33, i32 %572, i32 0
  %634 = select i1 %33, i32 %571, i32 0
  %635 = select i1 %33, i32 %570, i32 0
  %636 = select i1 %33, i32 %569, i32 0
  %637 = zext i1 %628 to i32
  %638 = zext i1 %629 to i32
  %639 = zext i1 %630 to i32
  %640 = zext i1 %631 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %632, i32 %633, i32 %634, i32 %635, i32 %636, ptr addrspace(1) %612, i32 %637, i32 %638, i32 %639, i32 %640) #5
  %641 = or disjoint i32 %14, 8
  %642 = add i32 %577, %641
  %643 = sext i32 %642 to i64
  %644 = getelementptr float, ptr addrspace(1) %4, i64 %643
  %645 = icmp slt i32 %641, %6
  %646 = and i1 %19, %645
  %647 = or disjoint i32 %14, 9
  %648 = icmp slt i32 %647, %6
  %649 = and i1 %19, %648
  %650 = or disjoint i32 %14, 10
  %651 = icmp slt i32 %650, %6
  %652 = and i1 %19, %651
  %653 = or disjoint i32 %14, 11
  %654 = icmp slt i32 %653, %6
  %655 = and i1 %19, %654
  %656 = ptrtoint ptr addrspace(1) %644 to i64
  %657 = and i64 %656, 15
  %658 = icmp eq i64 %657, 0
  %659 = and i1 %655, %658
  %660 = xor i1 %646, %659
  %661 = xor i1 %649, %659
  %662 = xor i1 %652, %659
  %663 = xor i1 %655, %659
  %664 = zext i1 %659 to i32
  %665 = select i1 %33, i32 %568, i32 0
  %666 = select i1 %33, i32 %567, i32 0
  %667 = select i1 %33, i32 %566, i32 0
  %668 = select i1 %33, i32 %565, i32 0
  %669 = zext i1 %660 to i32
  %670 = zext i1 %661 to i32
  %671 = zext i1 %662 to i32
  %672 = zext i1 %663 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %664, i32 %665, i32 %666, i32 %667, i32 %668, ptr addrspace(1) %644, i32 %669, i32 %670, i32 %671, i32 %672) #5
  %673 = or disjoint i32 %14, 12
  %674 = add i32 %577, %673
  %675 = sext i32 %674 to i64
  %676 = getelementptr float, ptr addrspace(1) %4, i64 %675
  %677 = icmp slt i32 %673, %6
  %678 = and i1 %19, %677
  %679 = or disjoint i32 %14, 13
  %680 = icmp slt i32 %679, %6
  %681 = and i1 %19, %680
  %682 = or disjoint i32 %14, 14
  %683 = icmp slt i32 %682, %6
  %684 = and i1 %19, %683
  %685 = or disjoint i32 %14, 15
  %686 = icmp slt i32 %685, %6
  %687 = and i1 %19, %686
  %688 = ptrtoint ptr addrspace(1) %676 to i64
  %689 = and i64 %688, 15
  %690 = icmp eq i64 %689, 0
  %691 = and i1 %687, %690
  %692 = xor i1 %678, %691
  %693 = xor i1 %681, %691
  %694 = xor i1 %684, %691
  %695 = xor i1 %687, %691
  %696 = zext i1 %691 to i32
  %697 = select i1 %33, i32 %564, i32 0
  %698 = select i1 %33, i32 %563, i32 0
  %699 = select i1 %33, i32 %562, i32 0
  %700 = select i1 %33, i32 %561, i32 0
  %701 = zext i1 %692 to i32
  %702 = zext i1 %693 to i32
  %703 = zext i1 %694 to i32
  %704 = zext i1 %695 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %696, i32 %697, i32 %698, i32 %699, i32 %700, ptr addrspace(1) %676, i32 %701, i32 %702, i32 %703, i32 %704) #5
  %705 = or disjoint i32 %14, 16
  %706 = add i32 %577, %705
  %707 = sext i32 %706 to i64
  %708 = getelementptr float, ptr addrspace(1) %4, i64 %707
  %709 = icmp slt i32 %705, %6
  %710 = and i1 %19, %709
  %711 = or disjoint i32 %14, 17
  %712 = icmp slt i32 %711, %6
  %713 = and i1 %19, %712
  %714 = or disjoint i32 %14, 18
  %715 = icmp slt i32 %714, %6
  %716 = and i1 %19, %715
  %717 = or disjoint i32 %14, 19
  %718 = icmp slt i32 %717, %6
  %719 = and i1 %19, %718
  %720 = ptrtoint ptr addrspace(1) %708 to i64
  %721 = and i64 %720, 15
  %722 = icmp eq i64 %721, 0
  %723 = and i1 %719, %722
  %724 = xor i1 %710, %723
  %725 = xor i1 %713, %723
  %726 = xor i1 %716, %723
  %727 = xor i1 %719, %723
  %728 = zext i1 %723 to i32
  %729 = select i1 %33, i32 %560, i32 0
  %730 = select i1 %33, i32 %559, i32 0
  %731 = select i1 %33, i32 %558, i32 0
  %732 = select i1 %33, i32 %557, i32 0
  %733 = zext i1 %724 to i32
  %734 = zext i1 %725 to i32
  %735 = zext i1 %726 to i32
  %736 = zext i1 %727 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %728, i32 %729, i32 %730, i32 %731, i32 %732, ptr addrspace(1) %708, i32 %733, i32 %734, i32 %735, i32 %736) #5
  %737 = or disjoint i32 %14, 20
  %738 = add i32 %577, %737
  %739 = sext i32 %738 to i64
  %740 = getelementptr float, ptr addrspace(1) %4, i64 %739
  %741 = icmp slt i32 %737, %6
  %742 = and i1 %19, %741
  %743 = or disjoint i32 %14, 21
  %744 = icmp slt i32 %743, %6
  %745 = and i1 %19, %744
  %746 = or disjoint i32 %14, 22
  %747 = icmp slt i32 %746, %6
  %748 = and i1 %19, %747
  %749 = or disjoint i32 %14, 23
  %750 = icmp slt i32 %749, %6
  %751 = and i1 %19, %750
  %752 = ptrtoint ptr addrspace(1) %740 to i64
  %753 = and i64 %752, 15
  %754 = icmp eq i64 %753, 0
  %755 = and i1 %751, %754
  %756 = xor i1 %742, %755
  %757 = xor i1 %745, %755
  %758 = xor i1 %748, %755
  %759 = xor i1 %751, %755
  %760 = zext i1 %755 to i32
  %761 = select i1 %33, i32 %556, i32 0
  %762 = select i1 %33, i32 %555, i32 0
  %763 = select i1 %33, i32 %554, i32 0
  %764 = select i1 %33, i32 %553, i32 0
  %765 = zext i1 %756 to i32
  %766 = zext i1 %757 to i32
  %767 = zext i1 %758 to i32
  %768 = zext i1 %759 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %760, i32 %761, i32 %762, i32 %763, i32 %764, ptr addrspace(1) %740, i32 %765, i32 %766, i32 %767, i32 %768) #5
  %769 = or disjoint i32 %14, 24
  %770 = add i32 %577, %769
  %771 = sext i32 %770 to i64
  %772 = getelementptr float, ptr addrspace(1) %4, i64 %771
  %773 = icmp slt i32 %769, %6
  %774 = and i1 %19, %773
  %775 = or disjoint i32 %14, 25
  %776 = icmp slt i32 %775, %6
  %777 = and i1 %19, %776
  %778 = or disjoint i32 %14, 26
  %779 = icmp slt i32 %778, %6
  %780 = and i1 %19, %779
  %781 = or disjoint i32 %14, 27
  %782 = icmp slt i32 %781, %6
  %783 = and i1 %19, %782
  %784 = ptrtoint ptr addrspace(1) %772 to i64
  %785 = and i64 %784, 15
  %786 = icmp eq i64 %785, 0
  %787 = and i1 %783, %786
  %788 = xor i1 %774, %787
  %789 = xor i1 %777, %787
  %790 = xor i1 %780, %787
  %791 = xor i1 %783, %787
  %792 = zext i1 %787 to i32
  %793 = select i1 %33, i32 %552, i32 0
  %794 = select i1 %33, i32 %551, i32 0
  %795 = select i1 %33, i32 %550, i32 0
  %796 = select i1 %33, i32 %549, i32 0
  %797 = zext i1 %788 to i32
  %798 = zext i1 %789 to i32
  %799 = zext i1 %790 to i32
  %800 = zext i1 %791 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %792, i32 %793, i32 %794, i32 %795, i32 %796, ptr addrspace(1) %772, i32 %797, i32 %798, i32 %799, i32 %800) #5
  %801 = or disjoint i32 %14, 28
  %802 = add i32 %577, %801
  %803 = sext i32 %802 to i64
  %804 = getelementptr float, ptr addrspace(1) %4, i64 %803
  %805 = icmp slt i32 %801, %6
  %806 = and i1 %19, %805
  %807 = or disjoint i32 %14, 29
  %808 = icmp slt i32 %807, %6
  %809 = and i1 %19, %808
  %810 = or disjoint i32 %14, 30
  %811 = icmp slt i32 %810, %6
  %812 = and i1 %19, %811
  %813 = or disjoint i32 %14, 31
  %814 = icmp slt i32 %813, %6
  %815 = and i1 %19, %814
  %816 = ptrtoint ptr addrspace(1) %804 to i64
  %817 = and i64 %816, 15
  %818 = icmp eq i64 %817, 0
  %819 = and i1 %815, %818
  %820 = xor i1 %806, %819
  %821 = xor i1 %809, %819
  %822 = xor i1 %812, %819
  %823 = xor i1 %815, %819
  %824 = zext i1 %819 to i32
  %825 = select i1 %33, i32 %548, i32 0
  %826 = select i1 %33, i32 %547, i32 0
  %827 = select i1 %33, i32 %546, i32 0
  %828 = select i1 %33, i32 %545, i32 0
  %829 = zext i1 %820 to i32
  %830 = zext i1 %821 to i32
  %831 = zext i1 %822 to i32
  %832 = zext i1 %823 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %824, i32 %825, i32 %826, i32 %827, i32 %828, ptr addrspace(1) %804, i32 %829, i32 %830, i32 %831, i32 %832) #5
  %833 = or disjoint i32 %14, 32
  %834 = add i32 %577, %833
  %835 = sext i32 %834 to i64
  %836 = getelementptr float, ptr addrspace(1) %4, i64 %835
  %837 = icmp slt i32 %833, %6
  %838 = and i1 %19, %837
  %839 = or disjoint i32 %14, 33
  %840 = icmp slt i32 %839, %6
  %841 = and i1 %19, %840
  %842 = or disjoint i32 %14, 34
  %843 = icmp slt i32 %842, %6
  %844 = and i1 %19, %843
  %845 = or disjoint i32 %14, 35
  %846 = icmp slt i32 %845, %6
  %847 = and i1 %19, %846
  %848 = ptrtoint ptr addrspace(1) %836 to i64
  %849 = and i64 %848, 15
  %850 = icmp eq i64 %849, 0
  %851 = and i1 %847, %850
  %852 = xor i1 %838, %851
  %853 = xor i1 %841, %851
  %854 = xor i1 %844, %851
  %855 = xor i1 %847, %851
  %856 = zext i1 %851 to i32
  %857 = select i1 %33, i32 %544, i32 0
  %858 = select i1 %33, i32 %543, i32 0
  %859 = select i1 %33, i32 %542, i32 0
  %860 = select i1 %33, i32 %541, i32 0
  %861 = zext i1 %852 to i32
  %862 = zext i1 %853 to i32
  %863 = zext i1 %854 to i32
  %864 = zext i1 %855 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %856, i32 %857, i32 %858, i32 %859, i32 %860, ptr addrspace(1) %836, i32 %861, i32 %862, i32 %863, i32 %864) #5
  %865 = or disjoint i32 %14, 36
  %866 = add i32 %577, %865
  %867 = sext i32 %866 to i64
  %868 = getelementptr float, ptr addrspace(1) %4, i64 %867
  %869 = icmp slt i32 %865, %6
  %870 = and i1 %19, %869
  %871 = or disjoint i32 %14, 37
  %872 = icmp slt i32 %871, %6
  %873 = and i1 %19, %872
  %874 = or disjoint i32 %14, 38
  %875 = icmp slt i32 %874, %6
  %876 = and i1 %19, %875
  %877 = or disjoint i32 %14, 39
  %878 = icmp slt i32 %877, %6
  %879 = and i1 %19, %878
  %880 = ptrtoint ptr addrspace(1) %868 to i64
  %881 = and i64 %880, 15
  %882 = icmp eq i64 %881, 0
  %883 = and i1 %879, %882
  %884 = xor i1 %870, %883
  %885 = xor i1 %873, %883
  %886 = xor i1 %876, %883
  %887 = xor i1 %879, %883
  %888 = zext i1 %883 to i32
  %889 = select i1 %33, i32 %540, i32 0
  %890 = select i1 %33, i32 %539, i32 0
  %891 = select i1 %33, i32 %538, i32 0
  %892 = select i1 %33, i32 %537, i32 0
  %893 = zext i1 %884 to i32
  %894 = zext i1 %885 to i32
  %895 = zext i1 %886 to i32
  %896 = zext i1 %887 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %888, i32 %889, i32 %890, i32 %891, i32 %892, ptr addrspace(1) %868, i32 %893, i32 %894, i32 %895, i32 %896) #5
  %897 = or disjoint i32 %14, 40
  %898 = add i32 %577, %897
  %899 = sext i32 %898 to i64
  %900 = getelementptr float, ptr addrspace(1) %4, i64 %899
  %901 = icmp slt i32 %897, %6
  %902 = and i1 %19, %901
  %903 = or disjoint i32 %14, 41
  %904 = icmp slt i32 %903, %6
  %905 = and i1 %19, %904
  %906 = or disjoint i32 %14, 42
  %907 = icmp slt i32 %906, %6
  %908 = and i1 %19, %907
  %909 = or disjoint i32 %14, 43
  %910 = icmp slt i32 %909, %6
  %911 = and i1 %19, %910
  %912 = ptrtoint ptr addrspace(1) %900 to i64
  %913 = and i64 %912, 15
  %914 = icmp eq i64 %913, 0
  %915 = and i1 %911, %914
  %916 = xor i1 %902, %915
  %917 = xor i1 %905, %915
  %918 = xor i1 %908, %915
  %919 = xor i1 %911, %915
  %920 = zext i1 %915 to i32
  %921 = select i1 %33, i32 %536, i32 0
  %922 = select i1 %33, i32 %535, i32 0
  %923 = select i1 %33, i32 %534, i32 0
  %924 = select i1 %33, i32 %533, i32 0
  %925 = zext i1 %916 to i32
  %926 = zext i1 %917 to i32
  %927 = zext i1 %918 to i32
  %928 = zext i1 %919 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %920, i32 %921, i32 %922, i32 %923, i32 %924, ptr addrspace(1) %900, i32 %925, i32 %926, i32 %927, i32 %928) #5
  %929 = or disjoint i32 %14, 44
  %930 = add i32 %577, %929
  %931 = sext i32 %930 to i64
  %932 = getelementptr float, ptr addrspace(1) %4, i64 %931
  %933 = icmp slt i32 %929, %6
  %934 = and i1 %19, %933
  %935 = or disjoint i32 %14, 45
  %936 = icmp slt i32 %935, %6
  %937 = and i1 %19, %936
  %938 = or disjoint i32 %14, 46
  %939 = icmp slt i32 %938, %6
  %940 = and i1 %19, %939
  %941 = or disjoint i32 %14, 47
  %942 = icmp slt i32 %941, %6
  %943 = and i1 %19, %942
  %944 = ptrtoint ptr addrspace(1) %932 to i64
  %945 = and i64 %944, 15
  %946 = icmp eq i64 %945, 0
  %947 = and i1 %943, %946
  %948 = xor i1 %934, %947
  %949 = xor i1 %937, %947
  %950 = xor i1 %940, %947
  %951 = xor i1 %943, %947
  %952 = zext i1 %947 to i32
  %953 = select i1 %33, i32 %532, i32 0
  %954 = select i1 %33, i32 %531, i32 0
  %955 = select i1 %33, i32 %530, i32 0
  %956 = select i1 %33, i32 %529, i32 0
  %957 = zext i1 %948 to i32
  %958 = zext i1 %949 to i32
  %959 = zext i1 %950 to i32
  %960 = zext i1 %951 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %952, i32 %953, i32 %954, i32 %955, i32 %956, ptr addrspace(1) %932, i32 %957, i32 %958, i32 %959, i32 %960) #5
  %961 = or disjoint i32 %14, 48
  %962 = add i32 %577, %961
  %963 = sext i32 %962 to i64
  %964 = getelementptr float, ptr addrspace(1) %4, i64 %963
  %965 = icmp slt i32 %961, %6
  %966 = and i1 %19, %965
  %967 = or disjoint i32 %14, 49
  %968 = icmp slt i32 %967, %6
  %969 = and i1 %19, %968
  %970 = or disjoint i32 %14, 50
  %971 = icmp slt i32 %970, %6
  %972 = and i1 %19, %971
  %973 = or disjoint i32 %14, 51
  %974 = icmp slt i32 %973, %6
  %975 = and i1 %19, %974
  %976 = ptrtoint ptr addrspace(1) %964 to i64
  %977 = and i64 %976, 15
  %978 = icmp eq i64 %977, 0
  %979 = and i1 %975, %978
  %980 = xor i1 %966, %979
  %981 = xor i1 %969, %979
  %982 = xor i1 %972, %979
  %983 = xor i1 %975, %979
  %984 = zext i1 %979 to i32
  %985 = select i1 %33, i32 %528, i32 0
  %986 = select i1 %33, i32 %527, i32 0
  %987 = select i1 %33, i32 %526, i32 0
  %988 = select i1 %33, i32 %525, i32 0
  %989 = zext i1 %980 to i32
  %990 = zext i1 %981 to i32
  %991 = zext i1 %982 to i32
  %992 = zext i1 %983 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %984, i32 %985, i32 %986, i32 %987, i32 %988, ptr addrspace(1) %964, i32 %989, i32 %990, i32 %991, i32 %992) #5
  %993 = or disjoint i32 %14, 52
  %994 = add i32 %577, %993
  %995 = sext i32 %994 to i64
  %996 = getelementptr float, ptr addrspace(1) %4, i64 %995
  %997 = icmp slt i32 %993, %6
  %998 = and i1 %19, %997
  %999 = or disjoint i32 %14, 53
  %1000 = icmp slt i32 %999, %6
  %1001 = and i1 %19, %1000
  %1002 = or disjoint i32 %14, 54
  %1003 = icmp slt i32 %1002, %6
  %1004 = and i1 %19, %1003
  %1005 = or disjoint i32 %14, 55
  %1006 = icmp slt i32 %1005, %6
  %1007 = and i1 %19, %1006
  %1008 = ptrtoint ptr addrspace(1) %996 to i64
  %1009 = and i64 %1008, 15
  %1010 = icmp eq i64 %1009, 0
  %1011 = and i1 %1007, %1010
  %1012 = xor i1 %998, %1011
  %1013 = xor i1 %1001, %1011
  %1014 = xor i1 %1004, %1011
  %1015 = xor i1 %1007, %1011
  %1016 = zext i1 %1011 to i32
  %1017 = select i1 %33, i32 %524, i32 0
  %1018 = select i1 %33, i32 %523, i32 0
  %1019 = select i1 %33, i32 %522, i32 0
  %1020 = select i1 %33, i32 %521, i32 0
  %1021 = zext i1 %1012 to i32
  %1022 = zext i1 %1013 to i32
  %1023 = zext i1 %1014 to i32
  %1024 = zext i1 %1015 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1016, i32 %1017, i32 %1018, i32 %1019, i32 %1020, ptr addrspace(1) %996, i32 %1021, i32 %1022, i32 %1023, i32 %1024) #5
  %1025 = or disjoint i32 %14, 56
  %1026 = add i32 %577, %1025
  %1027 = sext i32 %1026 to i64
  %1028 = getelementptr float, ptr addrspace(1) %4, i64 %1027
  %1029 = icmp slt i32 %1025, %6
  %1030 = and i1 %19, %1029
  %1031 = or disjoint i32 %14, 57
  %1032 = icmp slt i32 %1031, %6
  %1033 = and i1 %19, %1032
  %1034 = or disjoint i32 %14, 58
  %1035 = icmp slt i32 %1034, %6
  %1036 = and i1 %19, %1035
  %1037 = or disjoint i32 %14, 59
  %1038 = icmp slt i32 %1037, %6
  %1039 = and i1 %19, %1038
  %1040 = ptrtoint ptr addrspace(1) %1028 to i64
  %1041 = and i64 %1040, 15
  %1042 = icmp eq i64 %1041, 0
  %1043 = and i1 %1039, %1042
  %1044 = xor i1 %1030, %1043
  %1045 = xor i1 %1033, %1043
  %1046 = xor i1 %1036, %1043
  %1047 = xor i1 %1039, %1043
  %1048 = zext i1 %1043 to i32
  %1049 = select i1 %33, i32 %520, i32 0
  %1050 = select i1 %33, i32 %519, i32 0
  %1051 = select i1 %33, i32 %518, i32 0
  %1052 = select i1 %33, i32 %517, i32 0
  %1053 = zext i1 %1044 to i32
  %1054 = zext i1 %1045 to i32
  %1055 = zext i1 %1046 to i32
  %1056 = zext i1 %1047 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1048, i32 %1049, i32 %1050, i32 %1051, i32 %1052, ptr addrspace(1) %1028, i32 %1053, i32 %1054, i32 %1055, i32 %1056) #5
  %1057 = or disjoint i32 %14, 60
  %1058 = add i32 %577, %1057
  %1059 = sext i32 %1058 to i64
  %1060 = getelementptr float, ptr addrspace(1) %4, i64 %1059
  %1061 = icmp slt i32 %1057, %6
  %1062 = and i1 %19, %1061
  %1063 = or disjoint i32 %14, 61
  %1064 = icmp slt i32 %1063, %6
  %1065 = and i1 %19, %1064
  %1066 = or disjoint i32 %14, 62
  %1067 = icmp slt i32 %1066, %6
  %1068 = and i1 %19, %1067
  %1069 = or disjoint i32 %14, 63
  %1070 = icmp slt i32 %1069, %6
  %1071 = and i1 %19, %1070
  %1072 = ptrtoint ptr addrspace(1) %1060 to i64
  %1073 = and i64 %1072, 15
  %1074 = icmp eq i64 %1073, 0
  %1075 = and i1 %1071, %1074
  %1076 = xor i1 %1062, %1075
  %1077 = xor i1 %1065, %1075
  %1078 = xor i1 %1068, %1075
  %1079 = xor i1 %1071, %1075
  %1080 = zext i1 %1075 to i32
  %1081 = select i1 %33, i32 %516, i32 0
  %1082 = select i1 %33, i32 %515, i32 0
  %1083 = select i1 %33, i32 %514, i32 0
  %1084 = select i1 %33, i32 %513, i32 0
  %1085 = zext i1 %1076 to i32
  %1086 = zext i1 %1077 to i32
  %1087 = zext i1 %1078 to i32
  %1088 = zext i1 %1079 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1080, i32 %1081, i32 %1082, i32 %1083, i32 %1084, ptr addrspace(1) %1060, i32 %1085, i32 %1086, i32 %1087, i32 %1088) #5
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
