; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_nvfp4_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_nvfp4(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, ptr addrspace(1) %4, i32 %5, i32 %6, i32 %7) local_unnamed_addr #0 {
  %9 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = shl nuw nsw i32 %11, 7
  %13 = shl i32 %10, 6
  %14 = lshr i32 %7, 1
  %15 = lshr i32 %7, 4
  %16 = icmp eq i32 %9, 0
  br i1 %16, label %17, label %18

17:                                               ; preds = %8
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32)) #3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 8)) #3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 16)) #3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 24)) #3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 32)) #3
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3
  br label %18

18:                                               ; preds = %17, %8
  %19 = lshr i32 %9, 5
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %22

21:                                               ; preds = %18
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 128;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 40)) #3
  br label %22

22:                                               ; preds = %21, %18
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #3
  %23 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 40)) #3
  %24 = lshr i32 %9, 1
  %25 = and i32 %24, 56
  %26 = and i32 %9, 7
  %27 = or disjoint i32 %25, %26
  %28 = shl nuw nsw i32 %9, 1
  %29 = and i32 %28, 16
  %30 = or disjoint i32 %27, %12
  %31 = mul i32 %14, %30
  %invariant.op = add i32 %29, %31
  %32 = icmp slt i32 %30, %5
  %33 = shl nuw nsw i32 %9, 4
  %34 = and i32 %33, 1792
  %35 = shl nuw nsw i32 %29, 3
  %36 = shl nuw nsw i32 %26, 4
  %37 = or disjoint i32 %36, %34
  %38 = or disjoint i32 %37, %35
  %39 = zext nneg i32 %38 to i64
  %40 = zext i1 %32 to i32
  %41 = select i1 %32, i32 16, i32 0
  %42 = or disjoint i32 %27, 64
  %43 = or disjoint i32 %42, %12
  %44 = mul i32 %14, %43
  %45 = add i32 %44, %29
  %46 = icmp slt i32 %43, %5
  %47 = shl nuw nsw i32 %42, 5
  %48 = and i32 %47, 3840
  %49 = or disjoint i32 %36, %48
  %50 = or disjoint i32 %49, %35
  %51 = zext nneg i32 %50 to i64
  %52 = zext i1 %46 to i32
  %53 = select i1 %46, i32 16, i32 0
  %54 = or disjoint i32 %27, %13
  %55 = mul i32 %14, %54
  %56 = add i32 %55, %29
  %57 = icmp slt i32 %54, %6
  %58 = zext i1 %57 to i32
  %59 = select i1 %57, i32 16, i32 0
  %60 = or disjoint i32 %12, %9
  %61 = mul i32 %15, %60
  %62 = icmp slt i32 %60, %5
  %63 = and i32 %33, 496
  %64 = shl nuw nsw i32 %19, 2
  %65 = or disjoint i32 %63, %64
  %66 = zext nneg i32 %65 to i64
  %67 = zext i1 %62 to i32
  %68 = select i1 %62, i32 4, i32 0
  %69 = icmp samesign ult i32 %9, 64
  %70 = or disjoint i32 %13, %9
  %71 = mul i32 %15, %70
  %72 = icmp slt i32 %70, %6
  %73 = zext i1 %72 to i32
  %74 = select i1 %72, i32 4, i32 0
  br label %77

.preheader26:                                     ; preds = %.loopexit28
  %75 = icmp sgt i32 %7, 0
  br i1 %75, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader26
  %76 = add i32 %23, 64
  br label %186

77:                                               ; preds = %22, %.loopexit28
  %78 = phi i64 [ 0, %22 ], [ %185, %.loopexit28 ]
  %79 = trunc nuw nsw i64 %78 to i32
  %80 = shl nuw nsw i32 %79, 6
  %81 = icmp slt i32 %80, %7
  br i1 %81, label %82, label %.loopexit28

82:                                               ; preds = %77
  %83 = shl nuw nsw i32 %79, 5
  %84 = shl nuw nsw i32 %79, 2
  %85 = mul nuw nsw i64 %78, 7168
  %86 = getelementptr i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 %85
  %.reass = add i32 %83, %invariant.op
  %87 = sext i32 %.reass to i64
  %88 = getelementptr i8, ptr addrspace(1) %0, i64 %87
  %89 = ptrtoint ptr addrspace(1) %88 to i64
  %90 = and i64 %89, 15
  %91 = icmp eq i64 %90, 0
  %92 = getelementptr i8, ptr addrspace(3) %86, i64 %39
  br i1 %91, label %93, label %.preheader35

93:                                               ; preds = %82
  %94 = ptrtoint ptr addrspace(3) %92 to i64
  %95 = trunc i64 %94 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %95, ptr addrspace(1) %88, i32 %41) #3
  br label %.loopexit36

.preheader35:                                     ; preds = %82, %.preheader35
  %96 = phi i64 [ %104, %.preheader35 ], [ 0, %82 ]
  %97 = trunc nuw nsw i64 %96 to i32
  %98 = add i32 %.reass, %97
  %99 = sext i32 %98 to i64
  %100 = getelementptr i8, ptr addrspace(1) %0, i64 %99
  %101 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %100, i32 %40, i16 0) #3
  %102 = trunc i16 %101 to i8
  %103 = getelementptr i8, ptr addrspace(3) %92, i64 %96
  store i8 %102, ptr addrspace(3) %103, align 1
  %104 = add nuw nsw i64 %96, 1
  %exitcond.not = icmp eq i64 %104, 16
  br i1 %exitcond.not, label %.loopexit36, label %.preheader35

.loopexit36:                                      ; preds = %.preheader35, %93
  %105 = add i32 %45, %83
  %106 = sext i32 %105 to i64
  %107 = getelementptr i8, ptr addrspace(1) %0, i64 %106
  %108 = ptrtoint ptr addrspace(1) %107 to i64
  %109 = and i64 %108, 15
  %110 = icmp eq i64 %109, 0
  %111 = getelementptr i8, ptr addrspace(3) %86, i64 %51
  br i1 %110, label %112, label %.preheader33

112:                                              ; preds = %.loopexit36
  %113 = ptrtoint ptr addrspace(3) %111 to i64
  %114 = trunc i64 %113 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %114, ptr addrspace(1) %107, i32 %53) #3
  br label %.loopexit34

.preheader33:                                     ; preds = %.loopexit36, %.preheader33
  %115 = phi i64 [ %123, %.preheader33 ], [ 0, %.loopexit36 ]
  %116 = trunc nuw nsw i64 %115 to i32
  %117 = add i32 %105, %116
  %118 = sext i32 %117 to i64
  %119 = getelementptr i8, ptr addrspace(1) %0, i64 %118
  %120 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %119, i32 %52, i16 0) #3
  %121 = trunc i16 %120 to i8
  %122 = getelementptr i8, ptr addrspace(3) %111, i64 %115
  store i8 %121, ptr addrspace(3) %122, align 1
  %123 = add nuw nsw i64 %115, 1
  %exitcond44.not = icmp eq i64 %123, 16
  br i1 %exitcond44.not, label %.loopexit34, label %.preheader33

.loopexit34:                                      ; preds = %.preheader33, %112
  %124 = getelementptr i8, ptr addrspace(3) %86, i64 4096
  %125 = add i32 %56, %83
  %126 = sext i32 %125 to i64
  %127 = getelementptr i8, ptr addrspace(1) %2, i64 %126
  %128 = ptrtoint ptr addrspace(1) %127 to i64
  %129 = and i64 %128, 15
  %130 = icmp eq i64 %129, 0
  %131 = getelementptr i8, ptr addrspace(3) %124, i64 %39
  br i1 %130, label %132, label %.preheader31

132:                                              ; preds = %.loopexit34
  %133 = ptrtoint ptr addrspace(3) %131 to i64
  %134 = trunc i64 %133 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %134, ptr addrspace(1) %127, i32 %59) #3
  br label %.loopexit32

.preheader31:                                     ; preds = %.loopexit34, %.preheader31
  %135 = phi i64 [ %143, %.preheader31 ], [ 0, %.loopexit34 ]
  %136 = trunc nuw nsw i64 %135 to i32
  %137 = add i32 %125, %136
  %138 = sext i32 %137 to i64
  %139 = getelementptr i8, ptr addrspace(1) %2, i64 %138
  %140 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %139, i32 %58, i16 0) #3
  %141 = trunc i16 %140 to i8
  %142 = getelementptr i8, ptr addrspace(3) %131, i64 %135
  store i8 %141, ptr addrspace(3) %142, align 1
  %143 = add nuw nsw i64 %135, 1
  %exitcond45.not = icmp eq i64 %143, 16
  br i1 %exitcond45.not, label %.loopexit32, label %.preheader31

.loopexit32:                                      ; preds = %.preheader31, %132
  %144 = getelementptr i8, ptr addrspace(3) %86, i64 6144
  %145 = add i32 %84, %61
  %146 = sext i32 %145 to i64
  %147 = getelementptr i8, ptr addrspace(1) %1, i64 %146
  %148 = ptrtoint ptr addrspace(1) %147 to i64
  %149 = and i64 %148, 3
  %150 = icmp eq i64 %149, 0
  %151 = getelementptr i8, ptr addrspace(3) %144, i64 %66
  br i1 %150, label %152, label %.preheader29

152:                                              ; preds = %.loopexit32
  %153 = ptrtoint ptr addrspace(3) %151 to i64
  %154 = trunc i64 %153 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %154, ptr addrspace(1) %147, i32 %68) #3
  br label %.loopexit30

.preheader29:                                     ; preds = %.loopexit32, %.preheader29
  %155 = phi i64 [ %163, %.preheader29 ], [ 0, %.loopexit32 ]
  %156 = trunc nuw nsw i64 %155 to i32
  %157 = add i32 %145, %156
  %158 = sext i32 %157 to i64
  %159 = getelementptr i8, ptr addrspace(1) %1, i64 %158
  %160 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %159, i32 %67, i16 0) #3
  %161 = trunc i16 %160 to i8
  %162 = getelementptr i8, ptr addrspace(3) %151, i64 %155
  store i8 %161, ptr addrspace(3) %162, align 1
  %163 = add nuw nsw i64 %155, 1
  %exitcond46.not = icmp eq i64 %163, 4
  br i1 %exitcond46.not, label %.loopexit30, label %.preheader29

.loopexit30:                                      ; preds = %.preheader29, %152
  br i1 %69, label %164, label %.loopexit28

164:                                              ; preds = %.loopexit30
  %165 = getelementptr i8, ptr addrspace(3) %86, i64 6656
  %166 = add i32 %84, %71
  %167 = sext i32 %166 to i64
  %168 = getelementptr i8, ptr addrspace(1) %3, i64 %167
  %169 = ptrtoint ptr addrspace(1) %168 to i64
  %170 = and i64 %169, 3
  %171 = icmp eq i64 %170, 0
  %172 = getelementptr i8, ptr addrspace(3) %165, i64 %66
  br i1 %171, label %173, label %.preheader27

173:                                              ; preds = %164
  %174 = ptrtoint ptr addrspace(3) %172 to i64
  %175 = trunc i64 %174 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %175, ptr addrspace(1) %168, i32 %74) #3
  br label %.loopexit28

.preheader27:                                     ; preds = %164, %.preheader27
  %176 = phi i64 [ %184, %.preheader27 ], [ 0, %164 ]
  %177 = trunc nuw nsw i64 %176 to i32
  %178 = add i32 %166, %177
  %179 = sext i32 %178 to i64
  %180 = getelementptr i8, ptr addrspace(1) %3, i64 %179
  %181 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %180, i32 %73, i16 0) #3
  %182 = trunc i16 %181 to i8
  %183 = getelementptr i8, ptr addrspace(3) %172, i64 %176
  store i8 %182, ptr addrspace(3) %183, align 1
  %184 = add nuw nsw i64 %176, 1
  %exitcond47.not = icmp eq i64 %184, 4
  br i1 %exitcond47.not, label %.loopexit28, label %.preheader27

.loopexit28:                                      ; preds = %.preheader27, %.loopexit30, %173, %77
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %185 = add nuw nsw i64 %78, 1
  %exitcond48.not = icmp eq i64 %185, 3
  br i1 %exitcond48.not, label %.preheader26, label %77

186:                                              ; preds = %.lr.ph, %.loopexit
  %187 = phi i32 [ 0, %.lr.ph ], [ %343, %.loopexit ]
  %188 = phi i32 [ 0, %.lr.ph ], [ %342, %.loopexit ]
  %189 = phi i32 [ 0, %.lr.ph ], [ %344, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #3
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #3
  br i1 %16, label %190, label %219

190:                                              ; preds = %186
  %191 = icmp ne i32 %187, 0
  %192 = zext i1 %191 to i32
  %193 = mul i32 %188, 7168
  %194 = sext i32 %193 to i64
  %195 = getelementptr i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 %194
  %196 = ptrtoint ptr addrspace(3) %195 to i64
  %197 = getelementptr i8, ptr addrspace(3) %195, i64 4096
  %198 = ptrtoint ptr addrspace(3) %197 to i64
  %199 = getelementptr i8, ptr addrspace(3) %195, i64 6144
  %200 = ptrtoint ptr addrspace(3) %199 to i64
  %201 = getelementptr i8, ptr addrspace(3) %195, i64 6656
  %202 = ptrtoint ptr addrspace(3) %201 to i64
  %203 = shl i32 %188, 3
  %204 = add i32 %76, %203
  %205 = lshr exact i64 %200, 4
  %206 = and i64 %205, 16320
  %207 = or disjoint i64 %206, 70403103916032
  tail call void asm sideeffect "tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;", "r,l,~{memory}"(i32 %204, i64 %207) #3
  %208 = add i32 %204, 4
  %209 = lshr exact i64 %202, 4
  %210 = and i64 %209, 16352
  %211 = or disjoint i64 %210, 70403103916032
  tail call void asm sideeffect "tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;", "r,l,~{memory}"(i32 %208, i64 %211) #3
  %212 = lshr exact i64 %196, 4
  %213 = and i64 %212, 16320
  %214 = or disjoint i64 %213, 70437464178688
  %215 = lshr exact i64 %198, 4
  %216 = and i64 %215, 16320
  %217 = or disjoint i64 %216, 70437464178688
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16 [$0], $1, $2, $3, [$5], [$6], p;\0A\09}", "r,l,l,r,r,r,r,~{memory}"(i32 %23, i64 %214, i64 %217, i32 135267456, i32 %192, i32 %204, i32 %208) #3
  %218 = add i32 %203, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32)
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %218) #3
  br label %219

219:                                              ; preds = %190, %186
  %220 = add i32 %189, 192
  %221 = icmp slt i32 %220, %7
  %222 = icmp slt i32 %189, 2147483456
  %223 = and i1 %222, %221
  %224 = icmp eq i32 %188, 0
  %225 = add i32 %188, -1
  %226 = select i1 %224, i32 3, i32 %225
  br i1 %223, label %227, label %.loopexit

227:                                              ; preds = %219
  %.not = icmp eq i32 %187, 0
  br i1 %.not, label %.loopexit25, label %228

228:                                              ; preds = %227
  %229 = add i32 %187, 7
  %230 = lshr i32 %229, 2
  %231 = shl i32 %226, 3
  %232 = add i32 %231, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32)
  %233 = and i32 %230, 1
  br label %234

234:                                              ; preds = %234, %228
  %235 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %232, i32 %233) #3
  %236 = icmp eq i32 %235, 0
  br i1 %236, label %234, label %.loopexit25

.loopexit25:                                      ; preds = %234, %227
  %237 = lshr exact i32 %220, 1
  %238 = lshr exact i32 %220, 4
  %239 = mul i32 %226, 7168
  %240 = sext i32 %239 to i64
  %241 = getelementptr i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 %240
  %.reass40 = add i32 %237, %invariant.op
  %242 = sext i32 %.reass40 to i64
  %243 = getelementptr i8, ptr addrspace(1) %0, i64 %242
  %244 = ptrtoint ptr addrspace(1) %243 to i64
  %245 = and i64 %244, 15
  %246 = icmp eq i64 %245, 0
  %247 = getelementptr i8, ptr addrspace(3) %241, i64 %39
  br i1 %246, label %248, label %.preheader23

248:                                              ; preds = %.loopexit25
  %249 = ptrtoint ptr addrspace(3) %247 to i64
  %250 = trunc i64 %249 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %250, ptr addrspace(1) %243, i32 %41) #3
  br label %.loopexit24

.preheader23:                                     ; preds = %.loopexit25, %.preheader23
  %251 = phi i64 [ %259, %.preheader23 ], [ 0, %.loopexit25 ]
  %252 = trunc nuw nsw i64 %251 to i32
  %253 = add i32 %.reass40, %252
  %254 = sext i32 %253 to i64
  %255 = getelementptr i8, ptr addrspace(1) %0, i64 %254
  %256 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %255, i32 %40, i16 0) #3
  %257 = trunc i16 %256 to i8
  %258 = getelementptr i8, ptr addrspace(3) %247, i64 %251
  store i8 %257, ptr addrspace(3) %258, align 1
  %259 = add nuw nsw i64 %251, 1
  %exitcond49.not = icmp eq i64 %259, 16
  br i1 %exitcond49.not, label %.loopexit24, label %.preheader23

.loopexit24:                                      ; preds = %.preheader23, %248
  %260 = add i32 %45, %237
  %261 = sext i32 %260 to i64
  %262 = getelementptr i8, ptr addrspace(1) %0, i64 %261
  %263 = ptrtoint ptr addrspace(1) %262 to i64
  %264 = and i64 %263, 15
  %265 = icmp eq i64 %264, 0
  %266 = getelementptr i8, ptr addrspace(3) %241, i64 %51
  br i1 %265, label %267, label %.preheader21

267:                                              ; preds = %.loopexit24
  %268 = ptrtoint ptr addrspace(3) %266 to i64
  %269 = trunc i64 %268 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %269, ptr addrspace(1) %262, i32 %53) #3
  br label %.loopexit22

.preheader21:                                     ; preds = %.loopexit24, %.preheader21
  %270 = phi i64 [ %278, %.preheader21 ], [ 0, %.loopexit24 ]
  %271 = trunc nuw nsw i64 %270 to i32
  %272 = add i32 %260, %271
  %273 = sext i32 %272 to i64
  %274 = getelementptr i8, ptr addrspace(1) %0, i64 %273
  %275 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %274, i32 %52, i16 0) #3
  %276 = trunc i16 %275 to i8
  %277 = getelementptr i8, ptr addrspace(3) %266, i64 %270
  store i8 %276, ptr addrspace(3) %277, align 1
  %278 = add nuw nsw i64 %270, 1
  %exitcond50.not = icmp eq i64 %278, 16
  br i1 %exitcond50.not, label %.loopexit22, label %.preheader21

.loopexit22:                                      ; preds = %.preheader21, %267
  %279 = getelementptr i8, ptr addrspace(3) %241, i64 4096
  %280 = add i32 %56, %237
  %281 = sext i32 %280 to i64
  %282 = getelementptr i8, ptr addrspace(1) %2, i64 %281
  %283 = ptrtoint ptr addrspace(1) %282 to i64
  %284 = and i64 %283, 15
  %285 = icmp eq i64 %284, 0
  %286 = getelementptr i8, ptr addrspace(3) %279, i64 %39
  br i1 %285, label %287, label %.preheader19

287:                                              ; preds = %.loopexit22
  %288 = ptrtoint ptr addrspace(3) %286 to i64
  %289 = trunc i64 %288 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %289, ptr addrspace(1) %282, i32 %59) #3
  br label %.loopexit20

.preheader19:                                     ; preds = %.loopexit22, %.preheader19
  %290 = phi i64 [ %298, %.preheader19 ], [ 0, %.loopexit22 ]
  %291 = trunc nuw nsw i64 %290 to i32
  %292 = add i32 %280, %291
  %293 = sext i32 %292 to i64
  %294 = getelementptr i8, ptr addrspace(1) %2, i64 %293
  %295 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %294, i32 %58, i16 0) #3
  %296 = trunc i16 %295 to i8
  %297 = getelementptr i8, ptr addrspace(3) %286, i64 %290
  store i8 %296, ptr addrspace(3) %297, align 1
  %298 = add nuw nsw i64 %290, 1
  %exitcond51.not = icmp eq i64 %298, 16
  br i1 %exitcond51.not, label %.loopexit20, label %.preheader19

.loopexit20:                                      ; preds = %.preheader19, %287
  %299 = getelementptr i8, ptr addrspace(3) %241, i64 6144
  %300 = add i32 %238, %61
  %301 = sext i32 %300 to i64
  %302 = getelementptr i8, ptr addrspace(1) %1, i64 %301
  %303 = ptrtoint ptr addrspace(1) %302 to i64
  %304 = and i64 %303, 3
  %305 = icmp eq i64 %304, 0
  %306 = getelementptr i8, ptr addrspace(3) %299, i64 %66
  br i1 %305, label %307, label %.preheader17

307:                                              ; preds = %.loopexit20
  %308 = ptrtoint ptr addrspace(3) %306 to i64
  %309 = trunc i64 %308 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %309, ptr addrspace(1) %302, i32 %68) #3
  br label %.loopexit18

.preheader17:                                     ; preds = %.loopexit20, %.preheader17
  %310 = phi i64 [ %318, %.preheader17 ], [ 0, %.loopexit20 ]
  %311 = trunc nuw nsw i64 %310 to i32
  %312 = add i32 %300, %311
  %313 = sext i32 %312 to i64
  %314 = getelementptr i8, ptr addrspace(1) %1, i64 %313
  %315 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %314, i32 %67, i16 0) #3
  %316 = trunc i16 %315 to i8
  %317 = getelementptr i8, ptr addrspace(3) %306, i64 %310
  store i8 %316, ptr addrspace(3) %317, align 1
  %318 = add nuw nsw i64 %310, 1
  %exitcond52.not = icmp eq i64 %318, 4
  br i1 %exitcond52.not, label %.loopexit18, label %.preheader17

.loopexit18:                                      ; preds = %.preheader17, %307
  br i1 %69, label %319, label %.loopexit

319:                                              ; preds = %.loopexit18
  %320 = getelementptr i8, ptr addrspace(3) %241, i64 6656
  %321 = add i32 %238, %71
  %322 = sext i32 %321 to i64
  %323 = getelementptr i8, ptr addrspace(1) %3, i64 %322
  %324 = ptrtoint ptr addrspace(1) %323 to i64
  %325 = and i64 %324, 3
  %326 = icmp eq i64 %325, 0
  %327 = getelementptr i8, ptr addrspace(3) %320, i64 %66
  br i1 %326, label %328, label %.preheader

328:                                              ; preds = %319
  %329 = ptrtoint ptr addrspace(3) %327 to i64
  %330 = trunc i64 %329 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %330, ptr addrspace(1) %323, i32 %74) #3
  br label %.loopexit

.preheader:                                       ; preds = %319, %.preheader
  %331 = phi i64 [ %339, %.preheader ], [ 0, %319 ]
  %332 = trunc nuw nsw i64 %331 to i32
  %333 = add i32 %321, %332
  %334 = sext i32 %333 to i64
  %335 = getelementptr i8, ptr addrspace(1) %3, i64 %334
  %336 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %335, i32 %73, i16 0) #3
  %337 = trunc i16 %336 to i8
  %338 = getelementptr i8, ptr addrspace(3) %327, i64 %331
  store i8 %337, ptr addrspace(3) %338, align 1
  %339 = add nuw nsw i64 %331, 1
  %exitcond53.not = icmp eq i64 %339, 4
  br i1 %exitcond53.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %.loopexit18, %328, %219
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %340 = add i32 %188, 1
  %341 = icmp eq i32 %340, 4
  %342 = select i1 %341, i32 0, i32 %340
  %343 = add i32 %187, 1
  %344 = add i32 %189, 64
  %345 = icmp slt i32 %344, %7
  br i1 %345, label %186, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
  %346 = icmp ult i32 %187, 2147483647
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.preheader26
  %.lcssa = phi i1 [ false, %.preheader26 ], [ %346, %._crit_edge.loopexit ]
  br i1 %16, label %347, label %.preheader60

347:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 32)) #3
  br label %.preheader60

.preheader60:                                     ; preds = %347, %._crit_edge
  br label %348

348:                                              ; preds = %.preheader60, %348
  %349 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 32), i32 0) #3
  %350 = icmp eq i32 %349, 0
  br i1 %350, label %348, label %351

351:                                              ; preds = %348
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #3
  %352 = shl nuw nsw i32 %9, 16
  %353 = and i32 %352, 6291456
  %354 = add i32 %23, %353
  %355 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %354) #3
  %356 = add i32 %354, 32
  %357 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %356) #3
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #3
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %20, label %358, label %359

358:                                              ; preds = %351
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 128;", "r,~{memory}"(i32 %23) #3
  br label %359

359:                                              ; preds = %358, %351
  br i1 %16, label %360, label %361

360:                                              ; preds = %359
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32)) #3
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 8)) #3
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 16)) #3
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 24)) #3
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 32)) #3
  br label %361

361:                                              ; preds = %360, %359
  %362 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 31
  %363 = bitcast i32 %362 to float
  %364 = fadd float %363, 0.000000e+00
  %365 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 30
  %366 = bitcast i32 %365 to float
  %367 = fadd float %366, 0.000000e+00
  %368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 29
  %369 = bitcast i32 %368 to float
  %370 = fadd float %369, 0.000000e+00
  %371 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 28
  %372 = bitcast i32 %371 to float
  %373 = fadd float %372, 0.000000e+00
  %374 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 27
  %375 = bitcast i32 %374 to float
  %376 = fadd float %375, 0.000000e+00
  %377 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 26
  %378 = bitcast i32 %377 to float
  %379 = fadd float %378, 0.000000e+00
  %380 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 25
  %381 = bitcast i32 %380 to float
  %382 = fadd float %381, 0.000000e+00
  %383 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 24
  %384 = bitcast i32 %383 to float
  %385 = fadd float %384, 0.000000e+00
  %386 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 23
  %387 = bitcast i32 %386 to float
  %388 = fadd float %387, 0.000000e+00
  %389 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 22
  %390 = bitcast i32 %389 to float
  %391 = fadd float %390, 0.000000e+00
  %392 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 21
  %393 = bitcast i32 %392 to float
  %394 = fadd float %393, 0.000000e+00
  %395 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 20
  %396 = bitcast i32 %395 to float
  %397 = fadd float %396, 0.000000e+00
  %398 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 19
  %399 = bitcast i32 %398 to float
  %400 = fadd float %399, 0.000000e+00
  %401 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 18
  %402 = bitcast i32 %401 to float
  %403 = fadd float %402, 0.000000e+00
  %404 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 17
  %405 = bitcast i32 %404 to float
  %406 = fadd float %405, 0.000000e+00
  %407 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 16
  %408 = bitcast i32 %407 to float
  %409 = fadd float %408, 0.000000e+00
  %410 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 15
  %411 = bitcast i32 %410 to float
  %412 = fadd float %411, 0.000000e+00
  %413 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 14
  %414 = bitcast i32 %413 to float
  %415 = fadd float %414, 0.000000e+00
  %416 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 13
  %417 = bitcast i32 %416 to float
  %418 = fadd float %417, 0.000000e+00
  %419 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 12
  %420 = bitcast i32 %419 to float
  %421 = fadd float %420, 0.000000e+00
  %422 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 11
  %423 = bitcast i32 %422 to float
  %424 = fadd float %423, 0.000000e+00
  %425 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 10
  %426 = bitcast i32 %425 to float
  %427 = fadd float %426, 0.000000e+00
  %428 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 9
  %429 = bitcast i32 %428 to float
  %430 = fadd float %429, 0.000000e+00
  %431 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 8
  %432 = bitcast i32 %431 to float
  %433 = fadd float %432, 0.000000e+00
  %434 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 7
  %435 = bitcast i32 %434 to float
  %436 = fadd float %435, 0.000000e+00
  %437 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 6
  %438 = bitcast i32 %437 to float
  %439 = fadd float %438, 0.000000e+00
  %440 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 5
  %441 = bitcast i32 %440 to float
  %442 = fadd float %441, 0.000000e+00
  %443 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 4
  %444 = bitcast i32 %443 to float
  %445 = fadd float %444, 0.000000e+00
  %446 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 3
  %447 = bitcast i32 %446 to float
  %448 = fadd float %447, 0.000000e+00
  %449 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 2
  %450 = bitcast i32 %449 to float
  %451 = fadd float %450, 0.000000e+00
  %452 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 1
  %453 = bitcast i32 %452 to float
  %454 = fadd float %453, 0.000000e+00
  %455 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %357, 0
  %456 = bitcast i32 %455 to float
  %457 = fadd float %456, 0.000000e+00
  %458 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 31
  %459 = bitcast i32 %458 to float
  %460 = fadd float %459, 0.000000e+00
  %461 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 30
  %462 = bitcast i32 %461 to float
  %463 = fadd float %462, 0.000000e+00
  %464 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 29
  %465 = bitcast i32 %464 to float
  %466 = fadd float %465, 0.000000e+00
  %467 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 28
  %468 = bitcast i32 %467 to float
  %469 = fadd float %468, 0.000000e+00
  %470 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 27
  %471 = bitcast i32 %470 to float
  %472 = fadd float %471, 0.000000e+00
  %473 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 26
  %474 = bitcast i32 %473 to float
  %475 = fadd float %474, 0.000000e+00
  %476 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 25
  %477 = bitcast i32 %476 to float
  %478 = fadd float %477, 0.000000e+00
  %479 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 24
  %480 = bitcast i32 %479 to float
  %481 = fadd float %480, 0.000000e+00
  %482 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 23
  %483 = bitcast i32 %482 to float
  %484 = fadd float %483, 0.000000e+00
  %485 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 22
  %486 = bitcast i32 %485 to float
  %487 = fadd float %486, 0.000000e+00
  %488 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 21
  %489 = bitcast i32 %488 to float
  %490 = fadd float %489, 0.000000e+00
  %491 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 20
  %492 = bitcast i32 %491 to float
  %493 = fadd float %492, 0.000000e+00
  %494 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 19
  %495 = bitcast i32 %494 to float
  %496 = fadd float %495, 0.000000e+00
  %497 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 18
  %498 = bitcast i32 %497 to float
  %499 = fadd float %498, 0.000000e+00
  %500 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 17
  %501 = bitcast i32 %500 to float
  %502 = fadd float %501, 0.000000e+00
  %503 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 16
  %504 = bitcast i32 %503 to float
  %505 = fadd float %504, 0.000000e+00
  %506 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 15
  %507 = bitcast i32 %506 to float
  %508 = fadd float %507, 0.000000e+00
  %509 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 14
  %510 = bitcast i32 %509 to float
  %511 = fadd float %510, 0.000000e+00
  %512 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 13
  %513 = bitcast i32 %512 to float
  %514 = fadd float %513, 0.000000e+00
  %515 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 12
  %516 = bitcast i32 %515 to float
  %517 = fadd float %516, 0.000000e+00
  %518 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 11
  %519 = bitcast i32 %518 to float
  %520 = fadd float %519, 0.000000e+00
  %521 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 10
  %522 = bitcast i32 %521 to float
  %523 = fadd float %522, 0.000000e+00
  %524 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 9
  %525 = bitcast i32 %524 to float
  %526 = fadd float %525, 0.000000e+00
  %527 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 8
  %528 = bitcast i32 %527 to float
  %529 = fadd float %528, 0.000000e+00
  %530 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 7
  %531 = bitcast i32 %530 to float
  %532 = fadd float %531, 0.000000e+00
  %533 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 6
  %534 = bitcast i32 %533 to float
  %535 = fadd float %534, 0.000000e+00
  %536 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 5
  %537 = bitcast i32 %536 to float
  %538 = fadd float %537, 0.000000e+00
  %539 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 4
  %540 = bitcast i32 %539 to float
  %541 = fadd float %540, 0.000000e+00
  %542 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 3
  %543 = bitcast i32 %542 to float
  %544 = fadd float %543, 0.000000e+00
  %545 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 2
  %546 = bitcast i32 %545 to float
  %547 = fadd float %546, 0.000000e+00
  %548 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 1
  %549 = bitcast i32 %548 to float
  %550 = fadd float %549, 0.000000e+00
  %551 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %355, 0
  %552 = bitcast i32 %551 to float
  %553 = fadd float %552, 0.000000e+00
  %554 = mul i32 %6, %60
  %555 = add i32 %554, %13
  %556 = sext i32 %555 to i64
  %557 = getelementptr float, ptr addrspace(1) %4, i64 %556
  %558 = icmp slt i32 %13, %6
  %559 = and i1 %62, %558
  %560 = or disjoint i32 %13, 1
  %561 = icmp slt i32 %560, %6
  %562 = and i1 %62, %561
  %563 = or disjoint i32 %13, 2
  %564 = icmp slt i32 %563, %6
  %565 = and i1 %62, %564
  %566 = or disjoint i32 %13, 3
  %567 = icmp slt i32 %566, %6
  %568 = and i1 %62, %567
  %569 = ptrtoint ptr addrspace(1) %557 to i64
  %570 = and i64 %569, 15
  %571 = icmp eq i64 %570, 0
  %572 = and i1 %568, %571
  %573 = xor i1 %559, %572
  %574 = xor i1 %562, %572
  %575 = xor i1 %565, %572
  %576 = xor i1 %568, %572
  %577 = zext i1 %572 to i32
  %578 = bitcast float %553 to i32
  %579 = select i1 %.lcssa, i32 %578, i32 0
  %580 = bitcast float %550 to i32
  %581 = select i1 %.lcssa, i32 %580, i32 0
  %582 = bitcast float %547 to i32
  %583 = select i1 %.lcssa, i32 %582, i32 0
  %584 = bitcast float %544 to i32
  %585 = select i1 %.lcssa, i32 %584, i32 0
  %586 = zext i1 %573 to i32
  %587 = zext i1 %574 to i32
  %588 = zext i1 %575 to i32
  %589 = zext i1 %576 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %577, i32 %579, i32 %581, i32 %583, i32 %585, ptr addrspace(1) %557, i32 %586, i32 %587, i32 %588, i32 %589) #3
  %590 = or disjoint i32 %13, 4
  %591 = add i32 %554, %590
  %592 = sext i32 %591 to i64
  %593 = getelementptr float, ptr addrspace(1) %4, i64 %592
  %594 = icmp slt i32 %590, %6
  %595 = and i1 %62, %594
  %596 = or disjoint i32 %13, 5
  %597 = icmp slt i32 %596, %6
  %598 = and i1 %62, %597
  %599 = or disjoint i32 %13, 6
  %600 = icmp slt i32 %599, %6
  %601 = and i1 %62, %600
  %602 = or disjoint i32 %13, 7
  %603 = icmp slt i32 %602, %6
  %604 = and i1 %62, %603
  %605 = ptrtoint ptr addrspace(1) %593 to i64
  %606 = and i64 %605, 15
  %607 = icmp eq i64 %606, 0
  %608 = and i1 %604, %607
  %609 = xor i1 %595, %608
  %610 = xor i1 %598, %608
  %611 = xor i1 %601, %608
  %612 = xor i1 %604, %608
  %613 = zext i1 %608 to i32
  %614 = bitcast float %541 to i32
  %615 = select i1 %.lcssa, i32 %614, i32 0
  %616 = bitcast float %538 to i32
  %617 = select i1 %.lcssa, i32 %616, i32 0
  %618 = bitcast float %535 to i32
  %619 = select i1 %.lcssa, i32 %618, i32 0
  %620 = bitcast float %532 to i32
  %621 = select i1 %.lcssa, i32 %620, i32 0
  %622 = zext i1 %609 to i32
  %623 = zext i1 %610 to i32
  %624 = zext i1 %611 to i32
  %625 = zext i1 %612 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %613, i32 %615, i32 %617, i32 %619, i32 %621, ptr addrspace(1) %593, i32 %622, i32 %623, i32 %624, i32 %625) #3
  %626 = or disjoint i32 %13, 8
  %627 = add i32 %554, %626
  %628 = sext i32 %627 to i64
  %629 = getelementptr float, ptr addrspace(1) %4, i64 %628
  %630 = icmp slt i32 %626, %6
  %631 = and i1 %62, %630
  %632 = or disjoint i32 %13, 9
  %633 = icmp slt i32 %632, %6
  %634 = and i1 %62, %633
  %635 = or disjoint i32 %13, 10
  %636 = icmp slt i32 %635, %6
  %637 = and i1 %62, %636
  %638 = or disjoint i32 %13, 11
  %639 = icmp slt i32 %638, %6
  %640 = and i1 %62, %639
  %641 = ptrtoint ptr addrspace(1) %629 to i64
  %642 = and i64 %641, 15
  %643 = icmp eq i64 %642, 0
  %644 = and i1 %640, %643
  %645 = xor i1 %631, %644
  %646 = xor i1 %634, %644
  %647 = xor i1 %637, %644
  %648 = xor i1 %640, %644
  %649 = zext i1 %644 to i32
  %650 = bitcast float %529 to i32
  %651 = select i1 %.lcssa, i32 %650, i32 0
  %652 = bitcast float %526 to i32
  %653 = select i1 %.lcssa, i32 %652, i32 0
  %654 = bitcast float %523 to i32
  %655 = select i1 %.lcssa, i32 %654, i32 0
  %656 = bitcast float %520 to i32
  %657 = select i1 %.lcssa, i32 %656, i32 0
  %658 = zext i1 %645 to i32
  %659 = zext i1 %646 to i32
  %660 = zext i1 %647 to i32
  %661 = zext i1 %648 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %649, i32 %651, i32 %653, i32 %655, i32 %657, ptr addrspace(1) %629, i32 %658, i32 %659, i32 %660, i32 %661) #3
  %662 = or disjoint i32 %13, 12
  %663 = add i32 %554, %662
  %664 = sext i32 %663 to i64
  %665 = getelementptr float, ptr addrspace(1) %4, i64 %664
  %666 = icmp slt i32 %662, %6
  %667 = and i1 %62, %666
  %668 = or disjoint i32 %13, 13
  %669 = icmp slt i32 %668, %6
  %670 = and i1 %62, %669
  %671 = or disjoint i32 %13, 14
  %672 = icmp slt i32 %671, %6
  %673 = and i1 %62, %672
  %674 = or disjoint i32 %13, 15
  %675 = icmp slt i32 %674, %6
  %676 = and i1 %62, %675
  %677 = ptrtoint ptr addrspace(1) %665 to i64
  %678 = and i64 %677, 15
  %679 = icmp eq i64 %678, 0
  %680 = and i1 %676, %679
  %681 = xor i1 %667, %680
  %682 = xor i1 %670, %680
  %683 = xor i1 %673, %680
  %684 = xor i1 %676, %680
  %685 = zext i1 %680 to i32
  %686 = bitcast float %517 to i32
  %687 = select i1 %.lcssa, i32 %686, i32 0
  %688 = bitcast float %514 to i32
  %689 = select i1 %.lcssa, i32 %688, i32 0
  %690 = bitcast float %511 to i32
  %691 = select i1 %.lcssa, i32 %690, i32 0
  %692 = bitcast float %508 to i32
  %693 = select i1 %.lcssa, i32 %692, i32 0
  %694 = zext i1 %681 to i32
  %695 = zext i1 %682 to i32
  %696 = zext i1 %683 to i32
  %697 = zext i1 %684 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %685, i32 %687, i32 %689, i32 %691, i32 %693, ptr addrspace(1) %665, i32 %694, i32 %695, i32 %696, i32 %697) #3
  %698 = or disjoint i32 %13, 16
  %699 = add i32 %554, %698
  %700 = sext i32 %699 to i64
  %701 = getelementptr float, ptr addrspace(1) %4, i64 %700
  %702 = icmp slt i32 %698, %6
  %703 = and i1 %62, %702
  %704 = or disjoint i32 %13, 17
  %705 = icmp slt i32 %704, %6
  %706 = and i1 %62, %705
  %707 = or disjoint i32 %13, 18
  %708 = icmp slt i32 %707, %6
  %709 = and i1 %62, %708
  %710 = or disjoint i32 %13, 19
  %711 = icmp slt i32 %710, %6
  %712 = and i1 %62, %711
  %713 = ptrtoint ptr addrspace(1) %701 to i64
  %714 = and i64 %713, 15
  %715 = icmp eq i64 %714, 0
  %716 = and i1 %712, %715
  %717 = xor i1 %703, %716
  %718 = xor i1 %706, %716
  %719 = xor i1 %709, %716
  %720 = xor i1 %712, %716
  %721 = zext i1 %716 to i32
  %722 = bitcast float %505 to i32
  %723 = select i1 %.lcssa, i32 %722, i32 0
  %724 = bitcast float %502 to i32
  %725 = select i1 %.lcssa, i32 %724, i32 0
  %726 = bitcast float %499 to i32
  %727 = select i1 %.lcssa, i32 %726, i32 0
  %728 = bitcast float %496 to i32
  %729 = select i1 %.lcssa, i32 %728, i32 0
  %730 = zext i1 %717 to i32
  %731 = zext i1 %718 to i32
  %732 = zext i1 %719 to i32
  %733 = zext i1 %720 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %721, i32 %723, i32 %725, i32 %727, i32 %729, ptr addrspace(1) %701, i32 %730, i32 %731, i32 %732, i32 %733) #3
  %734 = or disjoint i32 %13, 20
  %735 = add i32 %554, %734
  %736 = sext i32 %735 to i64
  %737 = getelementptr float, ptr addrspace(1) %4, i64 %736
  %738 = icmp slt i32 %734, %6
  %739 = and i1 %62, %738
  %740 = or disjoint i32 %13, 21
  %741 = icmp slt i32 %740, %6
  %742 = and i1 %62, %741
  %743 = or disjoint i32 %13, 22
  %744 = icmp slt i32 %743, %6
  %745 = and i1 %62, %744
  %746 = or disjoint i32 %13, 23
  %747 = icmp slt i32 %746, %6
  %748 = and i1 %62, %747
  %749 = ptrtoint ptr addrspace(1) %737 to i64
  %750 = and i64 %749, 15
  %751 = icmp eq i64 %750, 0
  %752 = and i1 %748, %751
  %753 = xor i1 %739, %752
  %754 = xor i1 %742, %752
  %755 = xor i1 %745, %752
  %756 = xor i1 %748, %752
  %757 = zext i1 %752 to i32
  %758 = bitcast float %493 to i32
  %759 = select i1 %.lcssa, i32 %758, i32 0
  %760 = bitcast float %490 to i32
  %761 = select i1 %.lcssa, i32 %760, i32 0
  %762 = bitcast float %487 to i32
  %763 = select i1 %.lcssa, i32 %762, i32 0
  %764 = bitcast float %484 to i32
  %765 = select i1 %.lcssa, i32 %764, i32 0
  %766 = zext i1 %753 to i32
  %767 = zext i1 %754 to i32
  %768 = zext i1 %755 to i32
  %769 = zext i1 %756 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %757, i32 %759, i32 %761, i32 %763, i32 %765, ptr addrspace(1) %737, i32 %766, i32 %767, i32 %768, i32 %769) #3
  %770 = or disjoint i32 %13, 24
  %771 = add i32 %554, %770
  %772 = sext i32 %771 to i64
  %773 = getelementptr float, ptr addrspace(1) %4, i64 %772
  %774 = icmp slt i32 %770, %6
  %775 = and i1 %62, %774
  %776 = or disjoint i32 %13, 25
  %777 = icmp slt i32 %776, %6
  %778 = and i1 %62, %777
  %779 = or disjoint i32 %13, 26
  %780 = icmp slt i32 %779, %6
  %781 = and i1 %62, %780
  %782 = or disjoint i32 %13, 27
  %783 = icmp slt i32 %782, %6
  %784 = and i1 %62, %783
  %785 = ptrtoint ptr addrspace(1) %773 to i64
  %786 = and i64 %785, 15
  %787 = icmp eq i64 %786, 0
  %788 = and i1 %784, %787
  %789 = xor i1 %775, %788
  %790 = xor i1 %778, %788
  %791 = xor i1 %781, %788
  %792 = xor i1 %784, %788
  %793 = zext i1 %788 to i32
  %794 = bitcast float %481 to i32
  %795 = select i1 %.lcssa, i32 %794, i32 0
  %796 = bitcast float %478 to i32
  %797 = select i1 %.lcssa, i32 %796, i32 0
  %798 = bitcast float %475 to i32
  %799 = select i1 %.lcssa, i32 %798, i32 0
  %800 = bitcast float %472 to i32
  %801 = select i1 %.lcssa, i32 %800, i32 0
  %802 = zext i1 %789 to i32
  %803 = zext i1 %790 to i32
  %804 = zext i1 %791 to i32
  %805 = zext i1 %792 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %793, i32 %795, i32 %797, i32 %799, i32 %801, ptr addrspace(1) %773, i32 %802, i32 %803, i32 %804, i32 %805) #3
  %806 = or disjoint i32 %13, 28
  %807 = add i32 %554, %806
  %808 = sext i32 %807 to i64
  %809 = getelementptr float, ptr addrspace(1) %4, i64 %808
  %810 = icmp slt i32 %806, %6
  %811 = and i1 %62, %810
  %812 = or disjoint i32 %13, 29
  %813 = icmp slt i32 %812, %6
  %814 = and i1 %62, %813
  %815 = or disjoint i32 %13, 30
  %816 = icmp slt i32 %815, %6
  %817 = and i1 %62, %816
  %818 = or disjoint i32 %13, 31
  %819 = icmp slt i32 %818, %6
  %820 = and i1 %62, %819
  %821 = ptrtoint ptr addrspace(1) %809 to i64
  %822 = and i64 %821, 15
  %823 = icmp eq i64 %822, 0
  %824 = and i1 %820, %823
  %825 = xor i1 %811, %824
  %826 = xor i1 %814, %824
  %827 = xor i1 %817, %824
  %828 = xor i1 %820, %824
  %829 = zext i1 %824 to i32
  %830 = bitcast float %469 to i32
  %831 = select i1 %.lcssa, i32 %830, i32 0
  %832 = bitcast float %466 to i32
  %833 = select i1 %.lcssa, i32 %832, i32 0
  %834 = bitcast float %463 to i32
  %835 = select i1 %.lcssa, i32 %834, i32 0
  %836 = bitcast float %460 to i32
  %837 = select i1 %.lcssa, i32 %836, i32 0
  %838 = zext i1 %825 to i32
  %839 = zext i1 %826 to i32
  %840 = zext i1 %827 to i32
  %841 = zext i1 %828 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %829, i32 %831, i32 %833, i32 %835, i32 %837, ptr addrspace(1) %809, i32 %838, i32 %839, i32 %840, i32 %841) #3
  %842 = or disjoint i32 %13, 32
  %843 = add i32 %554, %842
  %844 = sext i32 %843 to i64
  %845 = getelementptr float, ptr addrspace(1) %4, i64 %844
  %846 = icmp slt i32 %842, %6
  %847 = and i1 %62, %846
  %848 = or disjoint i32 %13, 33
  %849 = icmp slt i32 %848, %6
  %850 = and i1 %62, %849
  %851 = or disjoint i32 %13, 34
  %852 = icmp slt i32 %851, %6
  %853 = and i1 %62, %852
  %854 = or disjoint i32 %13, 35
  %855 = icmp slt i32 %854, %6
  %856 = and i1 %62, %855
  %857 = ptrtoint ptr addrspace(1) %845 to i64
  %858 = and i64 %857, 15
  %859 = icmp eq i64 %858, 0
  %860 = and i1 %856, %859
  %861 = xor i1 %847, %860
  %862 = xor i1 %850, %860
  %863 = xor i1 %853, %860
  %864 = xor i1 %856, %860
  %865 = zext i1 %860 to i32
  %866 = bitcast float %457 to i32
  %867 = select i1 %.lcssa, i32 %866, i32 0
  %868 = bitcast float %454 to i32
  %869 = select i1 %.lcssa, i32 %868, i32 0
  %870 = bitcast float %451 to i32
  %871 = select i1 %.lcssa, i32 %870, i32 0
  %872 = bitcast float %448 to i32
  %873 = select i1 %.lcssa, i32 %872, i32 0
  %874 = zext i1 %861 to i32
  %875 = zext i1 %862 to i32
  %876 = zext i1 %863 to i32
  %877 = zext i1 %864 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %865, i32 %867, i32 %869, i32 %871, i32 %873, ptr addrspace(1) %845, i32 %874, i32 %875, i32 %876, i32 %877) #3
  %878 = or disjoint i32 %13, 36
  %879 = add i32 %554, %878
  %880 = sext i32 %879 to i64
  %881 = getelementptr float, ptr addrspace(1) %4, i64 %880
  %882 = icmp slt i32 %878, %6
  %883 = and i1 %62, %882
  %884 = or disjoint i32 %13, 37
  %885 = icmp slt i32 %884, %6
  %886 = and i1 %62, %885
  %887 = or disjoint i32 %13, 38
  %888 = icmp slt i32 %887, %6
  %889 = and i1 %62, %888
  %890 = or disjoint i32 %13, 39
  %891 = icmp slt i32 %890, %6
  %892 = and i1 %62, %891
  %893 = ptrtoint ptr addrspace(1) %881 to i64
  %894 = and i64 %893, 15
  %895 = icmp eq i64 %894, 0
  %896 = and i1 %892, %895
  %897 = xor i1 %883, %896
  %898 = xor i1 %886, %896
  %899 = xor i1 %889, %896
  %900 = xor i1 %892, %896
  %901 = zext i1 %896 to i32
  %902 = bitcast float %445 to i32
  %903 = select i1 %.lcssa, i32 %902, i32 0
  %904 = bitcast float %442 to i32
  %905 = select i1 %.lcssa, i32 %904, i32 0
  %906 = bitcast float %439 to i32
  %907 = select i1 %.lcssa, i32 %906, i32 0
  %908 = bitcast float %436 to i32
  %909 = select i1 %.lcssa, i32 %908, i32 0
  %910 = zext i1 %897 to i32
  %911 = zext i1 %898 to i32
  %912 = zext i1 %899 to i32
  %913 = zext i1 %900 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %901, i32 %903, i32 %905, i32 %907, i32 %909, ptr addrspace(1) %881, i32 %910, i32 %911, i32 %912, i32 %913) #3
  %914 = or disjoint i32 %13, 40
  %915 = add i32 %554, %914
  %916 = sext i32 %915 to i64
  %917 = getelementptr float, ptr addrspace(1) %4, i64 %916
  %918 = icmp slt i32 %914, %6
  %919 = and i1 %62, %918
  %920 = or disjoint i32 %13, 41
  %921 = icmp slt i32 %920, %6
  %922 = and i1 %62, %921
  %923 = or disjoint i32 %13, 42
  %924 = icmp slt i32 %923, %6
  %925 = and i1 %62, %924
  %926 = or disjoint i32 %13, 43
  %927 = icmp slt i32 %926, %6
  %928 = and i1 %62, %927
  %929 = ptrtoint ptr addrspace(1) %917 to i64
  %930 = and i64 %929, 15
  %931 = icmp eq i64 %930, 0
  %932 = and i1 %928, %931
  %933 = xor i1 %919, %932
  %934 = xor i1 %922, %932
  %935 = xor i1 %925, %932
  %936 = xor i1 %928, %932
  %937 = zext i1 %932 to i32
  %938 = bitcast float %433 to i32
  %939 = select i1 %.lcssa, i32 %938, i32 0
  %940 = bitcast float %430 to i32
  %941 = select i1 %.lcssa, i32 %940, i32 0
  %942 = bitcast float %427 to i32
  %943 = select i1 %.lcssa, i32 %942, i32 0
  %944 = bitcast float %424 to i32
  %945 = select i1 %.lcssa, i32 %944, i32 0
  %946 = zext i1 %933 to i32
  %947 = zext i1 %934 to i32
  %948 = zext i1 %935 to i32
  %949 = zext i1 %936 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %937, i32 %939, i32 %941, i32 %943, i32 %945, ptr addrspace(1) %917, i32 %946, i32 %947, i32 %948, i32 %949) #3
  %950 = or disjoint i32 %13, 44
  %951 = add i32 %554, %950
  %952 = sext i32 %951 to i64
  %953 = getelementptr float, ptr addrspace(1) %4, i64 %952
  %954 = icmp slt i32 %950, %6
  %955 = and i1 %62, %954
  %956 = or disjoint i32 %13, 45
  %957 = icmp slt i32 %956, %6
  %958 = and i1 %62, %957
  %959 = or disjoint i32 %13, 46
  %960 = icmp slt i32 %959, %6
  %961 = and i1 %62, %960
  %962 = or disjoint i32 %13, 47
  %963 = icmp slt i32 %962, %6
  %964 = and i1 %62, %963
  %965 = ptrtoint ptr addrspace(1) %953 to i64
  %966 = and i64 %965, 15
  %967 = icmp eq i64 %966, 0
  %968 = and i1 %964, %967
  %969 = xor i1 %955, %968
  %970 = xor i1 %958, %968
  %971 = xor i1 %961, %968
  %972 = xor i1 %964, %968
  %973 = zext i1 %968 to i32
  %974 = bitcast float %421 to i32
  %975 = select i1 %.lcssa, i32 %974, i32 0
  %976 = bitcast float %418 to i32
  %977 = select i1 %.lcssa, i32 %976, i32 0
  %978 = bitcast float %415 to i32
  %979 = select i1 %.lcssa, i32 %978, i32 0
  %980 = bitcast float %412 to i32
  %981 = select i1 %.lcssa, i32 %980, i32 0
  %982 = zext i1 %969 to i32
  %983 = zext i1 %970 to i32
  %984 = zext i1 %971 to i32
  %985 = zext i1 %972 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %973, i32 %975, i32 %977, i32 %979, i32 %981, ptr addrspace(1) %953, i32 %982, i32 %983, i32 %984, i32 %985) #3
  %986 = or disjoint i32 %13, 48
  %987 = add i32 %554, %986
  %988 = sext i32 %987 to i64
  %989 = getelementptr float, ptr addrspace(1) %4, i64 %988
  %990 = icmp slt i32 %986, %6
  %991 = and i1 %62, %990
  %992 = or disjoint i32 %13, 49
  %993 = icmp slt i32 %992, %6
  %994 = and i1 %62, %993
  %995 = or disjoint i32 %13, 50
  %996 = icmp slt i32 %995, %6
  %997 = and i1 %62, %996
  %998 = or disjoint i32 %13, 51
  %999 = icmp slt i32 %998, %6
  %1000 = and i1 %62, %999
  %1001 = ptrtoint ptr addrspace(1) %989 to i64
  %1002 = and i64 %1001, 15
  %1003 = icmp eq i64 %1002, 0
  %1004 = and i1 %1000, %1003
  %1005 = xor i1 %991, %1004
  %1006 = xor i1 %994, %1004
  %1007 = xor i1 %997, %1004
  %1008 = xor i1 %1000, %1004
  %1009 = zext i1 %1004 to i32
  %1010 = bitcast float %409 to i32
  %1011 = select i1 %.lcssa, i32 %1010, i32 0
  %1012 = bitcast float %406 to i32
  %1013 = select i1 %.lcssa, i32 %1012, i32 0
  %1014 = bitcast float %403 to i32
  %1015 = select i1 %.lcssa, i32 %1014, i32 0
  %1016 = bitcast float %400 to i32
  %1017 = select i1 %.lcssa, i32 %1016, i32 0
  %1018 = zext i1 %1005 to i32
  %1019 = zext i1 %1006 to i32
  %1020 = zext i1 %1007 to i32
  %1021 = zext i1 %1008 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1009, i32 %1011, i32 %1013, i32 %1015, i32 %1017, ptr addrspace(1) %989, i32 %1018, i32 %1019, i32 %1020, i32 %1021) #3
  %1022 = or disjoint i32 %13, 52
  %1023 = add i32 %554, %1022
  %1024 = sext i32 %1023 to i64
  %1025 = getelementptr float, ptr addrspace(1) %4, i64 %1024
  %1026 = icmp slt i32 %1022, %6
  %1027 = and i1 %62, %1026
  %1028 = or disjoint i32 %13, 53
  %1029 = icmp slt i32 %1028, %6
  %1030 = and i1 %62, %1029
  %1031 = or disjoint i32 %13, 54
  %1032 = icmp slt i32 %1031, %6
  %1033 = and i1 %62, %1032
  %1034 = or disjoint i32 %13, 55
  %1035 = icmp slt i32 %1034, %6
  %1036 = and i1 %62, %1035
  %1037 = ptrtoint ptr addrspace(1) %1025 to i64
  %1038 = and i64 %1037, 15
  %1039 = icmp eq i64 %1038, 0
  %1040 = and i1 %1036, %1039
  %1041 = xor i1 %1027, %1040
  %1042 = xor i1 %1030, %1040
  %1043 = xor i1 %1033, %1040
  %1044 = xor i1 %1036, %1040
  %1045 = zext i1 %1040 to i32
  %1046 = bitcast float %397 to i32
  %1047 = select i1 %.lcssa, i32 %1046, i32 0
  %1048 = bitcast float %394 to i32
  %1049 = select i1 %.lcssa, i32 %1048, i32 0
  %1050 = bitcast float %391 to i32
  %1051 = select i1 %.lcssa, i32 %1050, i32 0
  %1052 = bitcast float %388 to i32
  %1053 = select i1 %.lcssa, i32 %1052, i32 0
  %1054 = zext i1 %1041 to i32
  %1055 = zext i1 %1042 to i32
  %1056 = zext i1 %1043 to i32
  %1057 = zext i1 %1044 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1045, i32 %1047, i32 %1049, i32 %1051, i32 %1053, ptr addrspace(1) %1025, i32 %1054, i32 %1055, i32 %1056, i32 %1057) #3
  %1058 = or disjoint i32 %13, 56
  %1059 = add i32 %554, %1058
  %1060 = sext i32 %1059 to i64
  %1061 = getelementptr float, ptr addrspace(1) %4, i64 %1060
  %1062 = icmp slt i32 %1058, %6
  %1063 = and i1 %62, %1062
  %1064 = or disjoint i32 %13, 57
  %1065 = icmp slt i32 %1064, %6
  %1066 = and i1 %62, %1065
  %1067 = or disjoint i32 %13, 58
  %1068 = icmp slt i32 %1067, %6
  %1069 = and i1 %62, %1068
  %1070 = or disjoint i32 %13, 59
  %1071 = icmp slt i32 %1070, %6
  %1072 = and i1 %62, %1071
  %1073 = ptrtoint ptr addrspace(1) %1061 to i64
  %1074 = and i64 %1073, 15
  %1075 = icmp eq i64 %1074, 0
  %1076 = and i1 %1072, %1075
  %1077 = xor i1 %1063, %1076
  %1078 = xor i1 %1066, %1076
  %1079 = xor i1 %1069, %1076
  %1080 = xor i1 %1072, %1076
  %1081 = zext i1 %1076 to i32
  %1082 = bitcast float %385 to i32
  %1083 = select i1 %.lcssa, i32 %1082, i32 0
  %1084 = bitcast float %382 to i32
  %1085 = select i1 %.lcssa, i32 %1084, i32 0
  %1086 = bitcast float %379 to i32
  %1087 = select i1 %.lcssa, i32 %1086, i32 0
  %1088 = bitcast float %376 to i32
  %1089 = select i1 %.lcssa, i32 %1088, i32 0
  %1090 = zext i1 %1077 to i32
  %1091 = zext i1 %1078 to i32
  %1092 = zext i1 %1079 to i32
  %1093 = zext i1 %1080 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1081, i32 %1083, i32 %1085, i32 %1087, i32 %1089, ptr addrspace(1) %1061, i32 %1090, i32 %1091, i32 %1092, i32 %1093) #3
  %1094 = or disjoint i32 %13, 60
  %1095 = add i32 %554, %1094
  %1096 = sext i32 %1095 to i64
  %1097 = getelementptr float, ptr addrspace(1) %4, i64 %1096
  %1098 = icmp slt i32 %1094, %6
  %1099 = and i1 %62, %1098
  %1100 = or disjoint i32 %13, 61
  %1101 = icmp slt i32 %1100, %6
  %1102 = and i1 %62, %1101
  %1103 = or disjoint i32 %13, 62
  %1104 = icmp slt i32 %1103, %6
  %1105 = and i1 %62, %1104
  %1106 = or disjoint i32 %13, 63
  %1107 = icmp slt i32 %1106, %6
  %1108 = and i1 %62, %1107
  %1109 = ptrtoint ptr addrspace(1) %1097 to i64
  %1110 = and i64 %1109, 15
  %1111 = icmp eq i64 %1110, 0
  %1112 = and i1 %1108, %1111
  %1113 = xor i1 %1099, %1112
  %1114 = xor i1 %1102, %1112
  %1115 = xor i1 %1105, %1112
  %1116 = xor i1 %1108, %1112
  %1117 = zext i1 %1112 to i32
  %1118 = bitcast float %373 to i32
  %1119 = select i1 %.lcssa, i32 %1118, i32 0
  %1120 = bitcast float %370 to i32
  %1121 = select i1 %.lcssa, i32 %1120, i32 0
  %1122 = bitcast float %367 to i32
  %1123 = select i1 %.lcssa, i32 %1122, i32 0
  %1124 = bitcast float %364 to i32
  %1125 = select i1 %.lcssa, i32 %1124, i32 0
  %1126 = zext i1 %1113 to i32
  %1127 = zext i1 %1114 to i32
  %1128 = zext i1 %1115 to i32
  %1129 = zext i1 %1116 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1117, i32 %1119, i32 %1121, i32 %1123, i32 %1125, ptr addrspace(1) %1097, i32 %1126, i32 %1127, i32 %1128, i32 %1129) #3
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

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
