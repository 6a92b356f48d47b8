; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_nvfp4_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_nvfp4(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, ptr addrspace(1) %4, i32 %5, i32 %6, i32 %7) local_unnamed_addr #0 {
  %9 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = shl nuw nsw i32 %9, 1
  %11 = shl nuw nsw i32 %9, 4
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %14 = shl nuw nsw i32 %13, 7
  %15 = shl i32 %12, 6
  %16 = lshr i32 %7, 1
  %17 = lshr i32 %7, 4
  %18 = lshr i32 %9, 1
  %19 = or disjoint i32 %15, %18
  %20 = mul i32 %17, %19
  %21 = and i32 %10, 2
  %22 = or disjoint i32 %21, 1
  %23 = add i32 %20, %21
  %24 = add i32 %20, %22
  %25 = icmp eq i32 %9, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %8
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32)) #3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 16)) #3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 32)) #3
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 48)) #3
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3
  br label %27

27:                                               ; preds = %26, %8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %28, label %29

28:                                               ; preds = %27
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28736) to i32)) #3
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #3
  br label %29

29:                                               ; preds = %28, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %30 = icmp samesign ult i32 %9, 32
  br i1 %30, label %31, label %32

31:                                               ; preds = %29
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 128;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28752) to i32)) #3
  br label %32

32:                                               ; preds = %31, %29
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #3
  %33 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28752) to i32)) #3
  %34 = add i32 %33, 64
  %35 = icmp sgt i32 %7, 0
  %36 = and i32 %11, 16
  %37 = or disjoint i32 %14, %18
  %38 = mul i32 %16, %37
  %39 = add i32 %38, %36
  %40 = sext i32 %39 to i64
  %41 = getelementptr i8, ptr addrspace(1) %0, i64 %40
  %42 = ptrtoint ptr addrspace(1) %41 to i64
  %43 = and i64 %42, 15
  %44 = icmp eq i64 %43, 0
  %45 = icmp slt i32 %37, %5
  %46 = and i1 %45, %35
  %47 = shl nuw nsw i32 %18, 5
  %48 = xor i32 %11, %10
  %49 = and i32 %48, 16
  %50 = or disjoint i32 %49, %47
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 %51
  br i1 %44, label %54, label %.preheader47

.preheader47:                                     ; preds = %32
  %53 = zext i1 %46 to i32
  br label %58

54:                                               ; preds = %32
  %55 = select i1 %46, i32 16, i32 0
  %56 = ptrtoint ptr addrspace(3) %52 to i64
  %57 = trunc i64 %56 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %57, ptr addrspace(1) %41, i32 %55) #3
  br label %.loopexit48

58:                                               ; preds = %.preheader47, %58
  %59 = phi i64 [ 0, %.preheader47 ], [ %67, %58 ]
  %60 = trunc nuw nsw i64 %59 to i32
  %61 = add i32 %39, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr i8, ptr addrspace(1) %0, i64 %62
  %64 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %63, i32 %53, i16 0) #3
  %65 = trunc i16 %64 to i8
  %66 = getelementptr i8, ptr addrspace(3) %52, i64 %59
  store i8 %65, ptr addrspace(3) %66, align 1
  %67 = add nuw nsw i64 %59, 1
  %exitcond.not = icmp eq i64 %67, 16
  br i1 %exitcond.not, label %.loopexit48, label %58

.loopexit48:                                      ; preds = %58, %54
  %68 = or disjoint i32 %18, 64
  %69 = or disjoint i32 %68, %14
  %70 = mul i32 %16, %69
  %71 = add i32 %70, %36
  %72 = sext i32 %71 to i64
  %73 = getelementptr i8, ptr addrspace(1) %0, i64 %72
  %74 = ptrtoint ptr addrspace(1) %73 to i64
  %75 = and i64 %74, 15
  %76 = icmp eq i64 %75, 0
  %77 = icmp slt i32 %69, %5
  %78 = and i1 %77, %35
  %79 = shl nuw nsw i32 %68, 5
  %80 = or disjoint i32 %79, %49
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 %81
  br i1 %76, label %84, label %.preheader45

.preheader45:                                     ; preds = %.loopexit48
  %83 = zext i1 %78 to i32
  br label %88

84:                                               ; preds = %.loopexit48
  %85 = select i1 %78, i32 16, i32 0
  %86 = ptrtoint ptr addrspace(3) %82 to i64
  %87 = trunc i64 %86 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %87, ptr addrspace(1) %73, i32 %85) #3
  br label %.loopexit46

88:                                               ; preds = %.preheader45, %88
  %89 = phi i64 [ 0, %.preheader45 ], [ %97, %88 ]
  %90 = trunc nuw nsw i64 %89 to i32
  %91 = add i32 %71, %90
  %92 = sext i32 %91 to i64
  %93 = getelementptr i8, ptr addrspace(1) %0, i64 %92
  %94 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %93, i32 %83, i16 0) #3
  %95 = trunc i16 %94 to i8
  %96 = getelementptr i8, ptr addrspace(3) %82, i64 %89
  store i8 %95, ptr addrspace(3) %96, align 1
  %97 = add nuw nsw i64 %89, 1
  %exitcond51.not = icmp eq i64 %97, 16
  br i1 %exitcond51.not, label %.loopexit46, label %88

.loopexit46:                                      ; preds = %88, %84
  %98 = or disjoint i32 %14, %9
  %99 = mul i32 %17, %98
  %100 = sext i32 %99 to i64
  %101 = getelementptr i8, ptr addrspace(1) %1, i64 %100
  %102 = ptrtoint ptr addrspace(1) %101 to i64
  %103 = and i64 %102, 3
  %104 = icmp eq i64 %103, 0
  %105 = icmp slt i32 %98, %5
  %106 = and i1 %105, %35
  %107 = and i32 %11, 496
  %108 = lshr i32 %9, 3
  %109 = and i32 %108, 12
  %110 = or disjoint i32 %107, %109
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 24576), i64 %111
  br i1 %104, label %114, label %.preheader43

.preheader43:                                     ; preds = %.loopexit46
  %113 = zext i1 %106 to i32
  br label %118

114:                                              ; preds = %.loopexit46
  %115 = select i1 %106, i32 4, i32 0
  %116 = ptrtoint ptr addrspace(3) %112 to i64
  %117 = trunc i64 %116 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %117, ptr addrspace(1) %101, i32 %115) #3
  br label %.loopexit44

118:                                              ; preds = %.preheader43, %118
  %119 = phi i64 [ 0, %.preheader43 ], [ %127, %118 ]
  %120 = trunc nuw nsw i64 %119 to i32
  %121 = add i32 %99, %120
  %122 = sext i32 %121 to i64
  %123 = getelementptr i8, ptr addrspace(1) %1, i64 %122
  %124 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %123, i32 %113, i16 0) #3
  %125 = trunc i16 %124 to i8
  %126 = getelementptr i8, ptr addrspace(3) %112, i64 %119
  store i8 %125, ptr addrspace(3) %126, align 1
  %127 = add nuw nsw i64 %119, 1
  %exitcond52.not = icmp eq i64 %127, 4
  br i1 %exitcond52.not, label %.loopexit44, label %118

.loopexit44:                                      ; preds = %118, %114
  %128 = mul i32 %16, %19
  %129 = add i32 %128, %36
  %130 = sext i32 %129 to i64
  %131 = getelementptr i8, ptr addrspace(1) %2, i64 %130
  %132 = ptrtoint ptr addrspace(1) %131 to i64
  %133 = and i64 %132, 15
  %134 = icmp eq i64 %133, 0
  %135 = icmp slt i32 %19, %6
  %136 = and i1 %135, %35
  %137 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 16384), i64 %51
  br i1 %134, label %139, label %.preheader41

.preheader41:                                     ; preds = %.loopexit44
  %138 = zext i1 %136 to i32
  br label %143

139:                                              ; preds = %.loopexit44
  %140 = select i1 %136, i32 16, i32 0
  %141 = ptrtoint ptr addrspace(3) %137 to i64
  %142 = trunc i64 %141 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %142, ptr addrspace(1) %131, i32 %140) #3
  %.pre = zext i1 %136 to i32
  br label %.loopexit42

143:                                              ; preds = %.preheader41, %143
  %144 = phi i64 [ 0, %.preheader41 ], [ %152, %143 ]
  %145 = trunc nuw nsw i64 %144 to i32
  %146 = add i32 %129, %145
  %147 = sext i32 %146 to i64
  %148 = getelementptr i8, ptr addrspace(1) %2, i64 %147
  %149 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %148, i32 %138, i16 0) #3
  %150 = trunc i16 %149 to i8
  %151 = getelementptr i8, ptr addrspace(3) %137, i64 %144
  store i8 %150, ptr addrspace(3) %151, align 1
  %152 = add nuw nsw i64 %144, 1
  %exitcond53.not = icmp eq i64 %152, 16
  br i1 %exitcond53.not, label %.loopexit42, label %143

.loopexit42:                                      ; preds = %143, %139
  %.pre-phi = phi i32 [ %.pre, %139 ], [ %138, %143 ]
  %153 = shl nuw nsw i32 %18, 4
  %154 = and i32 %153, 496
  %155 = lshr i32 %9, 4
  %156 = and i32 %155, 4
  %157 = or disjoint i32 %154, %156
  %158 = or disjoint i32 %157, %21
  %159 = zext nneg i32 %158 to i64
  %160 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 26624), i64 %159
  %161 = sext i32 %23 to i64
  %162 = getelementptr i8, ptr addrspace(1) %3, i64 %161
  %163 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %162, i32 %.pre-phi, i16 0) #3
  %164 = trunc i16 %163 to i8
  store i8 %164, ptr addrspace(3) %160, align 2
  %165 = or disjoint i32 %157, %22
  %166 = zext nneg i32 %165 to i64
  %167 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 26624), i64 %166
  %168 = sext i32 %24 to i64
  %169 = getelementptr i8, ptr addrspace(1) %3, i64 %168
  %170 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %169, i32 %.pre-phi, i16 0) #3
  %171 = trunc i16 %170 to i8
  store i8 %171, ptr addrspace(3) %167, align 1
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %172 = icmp sgt i32 %7, 64
  %173 = add i32 %39, 32
  %174 = sext i32 %173 to i64
  %175 = getelementptr i8, ptr addrspace(1) %0, i64 %174
  %176 = ptrtoint ptr addrspace(1) %175 to i64
  %177 = and i64 %176, 15
  %178 = icmp eq i64 %177, 0
  %179 = and i1 %45, %172
  %180 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 4096), i64 %51
  br i1 %178, label %184, label %.preheader39

.preheader39:                                     ; preds = %.loopexit42
  %181 = or disjoint i32 %36, 32
  %182 = add i32 %181, %38
  %183 = zext i1 %179 to i32
  br label %188

184:                                              ; preds = %.loopexit42
  %185 = select i1 %179, i32 16, i32 0
  %186 = ptrtoint ptr addrspace(3) %180 to i64
  %187 = trunc i64 %186 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %187, ptr addrspace(1) %175, i32 %185) #3
  br label %.loopexit40

188:                                              ; preds = %.preheader39, %188
  %189 = phi i64 [ 0, %.preheader39 ], [ %197, %188 ]
  %190 = trunc nuw nsw i64 %189 to i32
  %191 = add i32 %182, %190
  %192 = sext i32 %191 to i64
  %193 = getelementptr i8, ptr addrspace(1) %0, i64 %192
  %194 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %193, i32 %183, i16 0) #3
  %195 = trunc i16 %194 to i8
  %196 = getelementptr i8, ptr addrspace(3) %180, i64 %189
  store i8 %195, ptr addrspace(3) %196, align 1
  %197 = add nuw nsw i64 %189, 1
  %exitcond54.not = icmp eq i64 %197, 16
  br i1 %exitcond54.not, label %.loopexit40, label %188

.loopexit40:                                      ; preds = %188, %184
  %198 = add i32 %71, 32
  %199 = sext i32 %198 to i64
  %200 = getelementptr i8, ptr addrspace(1) %0, i64 %199
  %201 = ptrtoint ptr addrspace(1) %200 to i64
  %202 = and i64 %201, 15
  %203 = icmp eq i64 %202, 0
  %204 = and i1 %77, %172
  %205 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 4096), i64 %81
  br i1 %203, label %209, label %.preheader37

.preheader37:                                     ; preds = %.loopexit40
  %206 = or disjoint i32 %36, 32
  %207 = add i32 %206, %70
  %208 = zext i1 %204 to i32
  br label %213

209:                                              ; preds = %.loopexit40
  %210 = select i1 %204, i32 16, i32 0
  %211 = ptrtoint ptr addrspace(3) %205 to i64
  %212 = trunc i64 %211 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %212, ptr addrspace(1) %200, i32 %210) #3
  br label %.loopexit38

213:                                              ; preds = %.preheader37, %213
  %214 = phi i64 [ 0, %.preheader37 ], [ %222, %213 ]
  %215 = trunc nuw nsw i64 %214 to i32
  %216 = add i32 %207, %215
  %217 = sext i32 %216 to i64
  %218 = getelementptr i8, ptr addrspace(1) %0, i64 %217
  %219 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %218, i32 %208, i16 0) #3
  %220 = trunc i16 %219 to i8
  %221 = getelementptr i8, ptr addrspace(3) %205, i64 %214
  store i8 %220, ptr addrspace(3) %221, align 1
  %222 = add nuw nsw i64 %214, 1
  %exitcond55.not = icmp eq i64 %222, 16
  br i1 %exitcond55.not, label %.loopexit38, label %213

.loopexit38:                                      ; preds = %213, %209
  %223 = add i32 %99, 4
  %224 = sext i32 %223 to i64
  %225 = getelementptr i8, ptr addrspace(1) %1, i64 %224
  %226 = ptrtoint ptr addrspace(1) %225 to i64
  %227 = and i64 %226, 3
  %228 = icmp eq i64 %227, 0
  %229 = and i1 %105, %172
  %230 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 25088), i64 %111
  br i1 %228, label %232, label %.preheader35

.preheader35:                                     ; preds = %.loopexit38
  %231 = zext i1 %229 to i32
  br label %236

232:                                              ; preds = %.loopexit38
  %233 = select i1 %229, i32 4, i32 0
  %234 = ptrtoint ptr addrspace(3) %230 to i64
  %235 = trunc i64 %234 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %235, ptr addrspace(1) %225, i32 %233) #3
  br label %.loopexit36

236:                                              ; preds = %.preheader35, %236
  %237 = phi i64 [ 0, %.preheader35 ], [ %245, %236 ]
  %238 = trunc nuw nsw i64 %237 to i32
  %239 = add i32 %223, %238
  %240 = sext i32 %239 to i64
  %241 = getelementptr i8, ptr addrspace(1) %1, i64 %240
  %242 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %241, i32 %231, i16 0) #3
  %243 = trunc i16 %242 to i8
  %244 = getelementptr i8, ptr addrspace(3) %230, i64 %237
  store i8 %243, ptr addrspace(3) %244, align 1
  %245 = add nuw nsw i64 %237, 1
  %exitcond56.not = icmp eq i64 %245, 4
  br i1 %exitcond56.not, label %.loopexit36, label %236

.loopexit36:                                      ; preds = %236, %232
  %246 = add i32 %129, 32
  %247 = sext i32 %246 to i64
  %248 = getelementptr i8, ptr addrspace(1) %2, i64 %247
  %249 = ptrtoint ptr addrspace(1) %248 to i64
  %250 = and i64 %249, 15
  %251 = icmp eq i64 %250, 0
  %252 = and i1 %135, %172
  %253 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 18432), i64 %51
  br i1 %251, label %257, label %.preheader33

.preheader33:                                     ; preds = %.loopexit36
  %254 = or disjoint i32 %36, 32
  %255 = add i32 %254, %128
  %256 = zext i1 %252 to i32
  br label %261

257:                                              ; preds = %.loopexit36
  %258 = select i1 %252, i32 16, i32 0
  %259 = ptrtoint ptr addrspace(3) %253 to i64
  %260 = trunc i64 %259 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %260, ptr addrspace(1) %248, i32 %258) #3
  %.pre66 = zext i1 %252 to i32
  br label %.loopexit34

261:                                              ; preds = %.preheader33, %261
  %262 = phi i64 [ 0, %.preheader33 ], [ %270, %261 ]
  %263 = trunc nuw nsw i64 %262 to i32
  %264 = add i32 %255, %263
  %265 = sext i32 %264 to i64
  %266 = getelementptr i8, ptr addrspace(1) %2, i64 %265
  %267 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %266, i32 %256, i16 0) #3
  %268 = trunc i16 %267 to i8
  %269 = getelementptr i8, ptr addrspace(3) %253, i64 %262
  store i8 %268, ptr addrspace(3) %269, align 1
  %270 = add nuw nsw i64 %262, 1
  %exitcond57.not = icmp eq i64 %270, 16
  br i1 %exitcond57.not, label %.loopexit34, label %261

.loopexit34:                                      ; preds = %261, %257
  %.pre-phi67 = phi i32 [ %.pre66, %257 ], [ %256, %261 ]
  %271 = add i32 %23, 4
  %272 = add i32 %24, 4
  %273 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 27136), i64 %159
  %274 = sext i32 %271 to i64
  %275 = getelementptr i8, ptr addrspace(1) %3, i64 %274
  %276 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %275, i32 %.pre-phi67, i16 0) #3
  %277 = trunc i16 %276 to i8
  store i8 %277, ptr addrspace(3) %273, align 2
  %278 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 27136), i64 %166
  %279 = sext i32 %272 to i64
  %280 = getelementptr i8, ptr addrspace(1) %3, i64 %279
  %281 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %280, i32 %.pre-phi67, i16 0) #3
  %282 = trunc i16 %281 to i8
  store i8 %282, ptr addrspace(3) %278, align 1
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %283 = icmp sgt i32 %7, 128
  %284 = add i32 %39, 64
  %285 = sext i32 %284 to i64
  %286 = getelementptr i8, ptr addrspace(1) %0, i64 %285
  %287 = ptrtoint ptr addrspace(1) %286 to i64
  %288 = and i64 %287, 15
  %289 = icmp eq i64 %288, 0
  %290 = and i1 %45, %283
  %291 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 8192), i64 %51
  br i1 %289, label %295, label %.preheader31

.preheader31:                                     ; preds = %.loopexit34
  %292 = or disjoint i32 %36, 64
  %293 = add i32 %292, %38
  %294 = zext i1 %290 to i32
  br label %299

295:                                              ; preds = %.loopexit34
  %296 = select i1 %290, i32 16, i32 0
  %297 = ptrtoint ptr addrspace(3) %291 to i64
  %298 = trunc i64 %297 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %298, ptr addrspace(1) %286, i32 %296) #3
  br label %.loopexit32

299:                                              ; preds = %.preheader31, %299
  %300 = phi i64 [ 0, %.preheader31 ], [ %308, %299 ]
  %301 = trunc nuw nsw i64 %300 to i32
  %302 = add i32 %293, %301
  %303 = sext i32 %302 to i64
  %304 = getelementptr i8, ptr addrspace(1) %0, i64 %303
  %305 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %304, i32 %294, i16 0) #3
  %306 = trunc i16 %305 to i8
  %307 = getelementptr i8, ptr addrspace(3) %291, i64 %300
  store i8 %306, ptr addrspace(3) %307, align 1
  %308 = add nuw nsw i64 %300, 1
  %exitcond58.not = icmp eq i64 %308, 16
  br i1 %exitcond58.not, label %.loopexit32, label %299

.loopexit32:                                      ; preds = %299, %295
  %309 = add i32 %71, 64
  %310 = sext i32 %309 to i64
  %311 = getelementptr i8, ptr addrspace(1) %0, i64 %310
  %312 = ptrtoint ptr addrspace(1) %311 to i64
  %313 = and i64 %312, 15
  %314 = icmp eq i64 %313, 0
  %315 = and i1 %77, %283
  %316 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 8192), i64 %81
  br i1 %314, label %320, label %.preheader29

.preheader29:                                     ; preds = %.loopexit32
  %317 = or disjoint i32 %36, 64
  %318 = add i32 %317, %70
  %319 = zext i1 %315 to i32
  br label %324

320:                                              ; preds = %.loopexit32
  %321 = select i1 %315, i32 16, i32 0
  %322 = ptrtoint ptr addrspace(3) %316 to i64
  %323 = trunc i64 %322 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %323, ptr addrspace(1) %311, i32 %321) #3
  br label %.loopexit30

324:                                              ; preds = %.preheader29, %324
  %325 = phi i64 [ 0, %.preheader29 ], [ %333, %324 ]
  %326 = trunc nuw nsw i64 %325 to i32
  %327 = add i32 %318, %326
  %328 = sext i32 %327 to i64
  %329 = getelementptr i8, ptr addrspace(1) %0, i64 %328
  %330 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %329, i32 %319, i16 0) #3
  %331 = trunc i16 %330 to i8
  %332 = getelementptr i8, ptr addrspace(3) %316, i64 %325
  store i8 %331, ptr addrspace(3) %332, align 1
  %333 = add nuw nsw i64 %325, 1
  %exitcond59.not = icmp eq i64 %333, 16
  br i1 %exitcond59.not, label %.loopexit30, label %324

.loopexit30:                                      ; preds = %324, %320
  %334 = add i32 %99, 8
  %335 = sext i32 %334 to i64
  %336 = getelementptr i8, ptr addrspace(1) %1, i64 %335
  %337 = ptrtoint ptr addrspace(1) %336 to i64
  %338 = and i64 %337, 3
  %339 = icmp eq i64 %338, 0
  %340 = and i1 %105, %283
  %341 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 25600), i64 %111
  br i1 %339, label %343, label %.preheader27

.preheader27:                                     ; preds = %.loopexit30
  %342 = zext i1 %340 to i32
  br label %347

343:                                              ; preds = %.loopexit30
  %344 = select i1 %340, i32 4, i32 0
  %345 = ptrtoint ptr addrspace(3) %341 to i64
  %346 = trunc i64 %345 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %346, ptr addrspace(1) %336, i32 %344) #3
  br label %.loopexit28

347:                                              ; preds = %.preheader27, %347
  %348 = phi i64 [ 0, %.preheader27 ], [ %356, %347 ]
  %349 = trunc nuw nsw i64 %348 to i32
  %350 = add i32 %334, %349
  %351 = sext i32 %350 to i64
  %352 = getelementptr i8, ptr addrspace(1) %1, i64 %351
  %353 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %352, i32 %342, i16 0) #3
  %354 = trunc i16 %353 to i8
  %355 = getelementptr i8, ptr addrspace(3) %341, i64 %348
  store i8 %354, ptr addrspace(3) %355, align 1
  %356 = add nuw nsw i64 %348, 1
  %exitcond60.not = icmp eq i64 %356, 4
  br i1 %exitcond60.not, label %.loopexit28, label %347

.loopexit28:                                      ; preds = %347, %343
  %357 = add i32 %129, 64
  %358 = sext i32 %357 to i64
  %359 = getelementptr i8, ptr addrspace(1) %2, i64 %358
  %360 = ptrtoint ptr addrspace(1) %359 to i64
  %361 = and i64 %360, 15
  %362 = icmp eq i64 %361, 0
  %363 = and i1 %135, %283
  %364 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 20480), i64 %51
  br i1 %362, label %368, label %.preheader25

.preheader25:                                     ; preds = %.loopexit28
  %365 = or disjoint i32 %36, 64
  %366 = add i32 %365, %128
  %367 = zext i1 %363 to i32
  br label %372

368:                                              ; preds = %.loopexit28
  %369 = select i1 %363, i32 16, i32 0
  %370 = ptrtoint ptr addrspace(3) %364 to i64
  %371 = trunc i64 %370 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %371, ptr addrspace(1) %359, i32 %369) #3
  %.pre68 = zext i1 %363 to i32
  br label %.loopexit26

372:                                              ; preds = %.preheader25, %372
  %373 = phi i64 [ 0, %.preheader25 ], [ %381, %372 ]
  %374 = trunc nuw nsw i64 %373 to i32
  %375 = add i32 %366, %374
  %376 = sext i32 %375 to i64
  %377 = getelementptr i8, ptr addrspace(1) %2, i64 %376
  %378 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %377, i32 %367, i16 0) #3
  %379 = trunc i16 %378 to i8
  %380 = getelementptr i8, ptr addrspace(3) %364, i64 %373
  store i8 %379, ptr addrspace(3) %380, align 1
  %381 = add nuw nsw i64 %373, 1
  %exitcond61.not = icmp eq i64 %381, 16
  br i1 %exitcond61.not, label %.loopexit26, label %372

.loopexit26:                                      ; preds = %372, %368
  %.pre-phi69 = phi i32 [ %.pre68, %368 ], [ %367, %372 ]
  %382 = add i32 %23, 8
  %383 = add i32 %24, 8
  %384 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 27648), i64 %159
  %385 = sext i32 %382 to i64
  %386 = getelementptr i8, ptr addrspace(1) %3, i64 %385
  %387 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %386, i32 %.pre-phi69, i16 0) #3
  %388 = trunc i16 %387 to i8
  store i8 %388, ptr addrspace(3) %384, align 2
  %389 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 27648), i64 %166
  %390 = sext i32 %383 to i64
  %391 = getelementptr i8, ptr addrspace(1) %3, i64 %390
  %392 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %391, i32 %.pre-phi69, i16 0) #3
  %393 = trunc i16 %392 to i8
  store i8 %393, ptr addrspace(3) %389, align 1
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  br i1 %35, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.loopexit26
  %394 = zext i1 %45 to i32
  %395 = select i1 %45, i32 16, i32 0
  %396 = zext i1 %77 to i32
  %397 = select i1 %77, i32 16, i32 0
  %398 = zext i1 %105 to i32
  %399 = select i1 %105, i32 4, i32 0
  %400 = zext i1 %135 to i32
  %401 = select i1 %135, i32 16, i32 0
  br label %402

402:                                              ; preds = %.lr.ph, %556
  %403 = phi i32 [ 0, %.lr.ph ], [ %557, %556 ]
  %404 = lshr exact i32 %403, 6
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #3
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %405, label %.critedge

405:                                              ; preds = %402
  %406 = and i32 %404, 3
  %407 = shl nuw nsw i32 %406, 9
  %408 = zext nneg i32 %407 to i64
  %409 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 26624), i64 %408
  %410 = ptrtoint ptr addrspace(3) %409 to i64
  %411 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 24576), i64 %408
  %412 = ptrtoint ptr addrspace(3) %411 to i64
  %413 = shl nuw nsw i32 %406, 11
  %414 = zext nneg i32 %413 to i64
  %415 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 16384), i64 %414
  %416 = ptrtoint ptr addrspace(3) %415 to i64
  %417 = shl nuw nsw i32 %406, 12
  %418 = zext nneg i32 %417 to i64
  %419 = getelementptr i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 %418
  %420 = ptrtoint ptr addrspace(3) %419 to i64
  %421 = shl nuw nsw i32 %406, 3
  %422 = add i32 %34, %421
  %423 = icmp ne i32 %403, 0
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #3
  %424 = lshr exact i64 %412, 4
  %425 = and i64 %424, 16352
  %426 = or disjoint i64 %425, 70403103916032
  tail call void asm sideeffect "tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;", "r,l,~{memory}"(i32 %422, i64 %426) #3
  %427 = add i32 %422, 4
  %428 = lshr exact i64 %410, 4
  %429 = and i64 %428, 16352
  %430 = or disjoint i64 %429, 70403103916032
  tail call void asm sideeffect "tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;", "r,l,~{memory}"(i32 %427, i64 %430) #3
  %431 = zext i1 %423 to i32
  %432 = lshr exact i64 %420, 4
  %433 = and i64 %432, 16320
  %434 = or disjoint i64 %433, -4611615580963667968
  %435 = lshr exact i64 %416, 4
  %436 = and i64 %435, 16320
  %437 = or disjoint i64 %436, -4611615580963667968
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16 [$0], $1, $2, $3, [$5], [$6], p;\0A\09}", "r,l,l,r,r,r,r,~{memory}"(i32 %33, i64 %434, i64 %437, i32 135267456, i32 %431, i32 %422, i32 %427) #3
  %438 = shl nuw nsw i32 %406, 4
  %439 = zext nneg i32 %438 to i64
  %440 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672), i64 %439
  %441 = ptrtoint ptr addrspace(3) %440 to i64
  %442 = trunc i64 %441 to i32
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %442) #3
  br label %.critedge

.critedge:                                        ; preds = %402, %405
  %443 = add i32 %403, 192
  %444 = icmp slt i32 %443, %7
  br i1 %444, label %445, label %556

445:                                              ; preds = %.critedge
  %446 = add nuw nsw i32 %404, 3
  %447 = and i32 %446, 3
  %448 = lshr i32 %446, 2
  %449 = and i32 %448, 1
  %450 = xor i32 %449, 1
  %451 = shl nuw nsw i32 %447, 4
  %452 = zext nneg i32 %451 to i64
  %453 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672), i64 %452
  %454 = ptrtoint ptr addrspace(3) %453 to i64
  %455 = trunc i64 %454 to i32
  br label %456

456:                                              ; preds = %456, %445
  %457 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %455, i32 %450) #3
  %458 = icmp eq i32 %457, 0
  br i1 %458, label %456, label %459

459:                                              ; preds = %456
  %460 = lshr exact i32 %443, 1
  %461 = shl nuw nsw i32 %447, 12
  %462 = zext nneg i32 %461 to i64
  %463 = getelementptr i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 %462
  %464 = add i32 %460, %39
  %465 = sext i32 %464 to i64
  %466 = getelementptr i8, ptr addrspace(1) %0, i64 %465
  %467 = ptrtoint ptr addrspace(1) %466 to i64
  %468 = and i64 %467, 15
  %469 = icmp eq i64 %468, 0
  %470 = getelementptr i8, ptr addrspace(3) %463, i64 %51
  br i1 %469, label %471, label %.preheader23

471:                                              ; preds = %459
  %472 = ptrtoint ptr addrspace(3) %470 to i64
  %473 = trunc i64 %472 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %473, ptr addrspace(1) %466, i32 %395) #3
  br label %.loopexit24

.preheader23:                                     ; preds = %459, %.preheader23
  %474 = phi i64 [ %482, %.preheader23 ], [ 0, %459 ]
  %475 = trunc nuw nsw i64 %474 to i32
  %476 = add i32 %464, %475
  %477 = sext i32 %476 to i64
  %478 = getelementptr i8, ptr addrspace(1) %0, i64 %477
  %479 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %478, i32 %394, i16 0) #3
  %480 = trunc i16 %479 to i8
  %481 = getelementptr i8, ptr addrspace(3) %470, i64 %474
  store i8 %480, ptr addrspace(3) %481, align 1
  %482 = add nuw nsw i64 %474, 1
  %exitcond62.not = icmp eq i64 %482, 16
  br i1 %exitcond62.not, label %.loopexit24, label %.preheader23

.loopexit24:                                      ; preds = %.preheader23, %471
  %483 = add i32 %460, %71
  %484 = sext i32 %483 to i64
  %485 = getelementptr i8, ptr addrspace(1) %0, i64 %484
  %486 = ptrtoint ptr addrspace(1) %485 to i64
  %487 = and i64 %486, 15
  %488 = icmp eq i64 %487, 0
  %489 = getelementptr i8, ptr addrspace(3) %463, i64 %81
  br i1 %488, label %490, label %.preheader21

490:                                              ; preds = %.loopexit24
  %491 = ptrtoint ptr addrspace(3) %489 to i64
  %492 = trunc i64 %491 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %492, ptr addrspace(1) %485, i32 %397) #3
  br label %.loopexit22

.preheader21:                                     ; preds = %.loopexit24, %.preheader21
  %493 = phi i64 [ %501, %.preheader21 ], [ 0, %.loopexit24 ]
  %494 = trunc nuw nsw i64 %493 to i32
  %495 = add i32 %483, %494
  %496 = sext i32 %495 to i64
  %497 = getelementptr i8, ptr addrspace(1) %0, i64 %496
  %498 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %497, i32 %396, i16 0) #3
  %499 = trunc i16 %498 to i8
  %500 = getelementptr i8, ptr addrspace(3) %489, i64 %493
  store i8 %499, ptr addrspace(3) %500, align 1
  %501 = add nuw nsw i64 %493, 1
  %exitcond63.not = icmp eq i64 %501, 16
  br i1 %exitcond63.not, label %.loopexit22, label %.preheader21

.loopexit22:                                      ; preds = %.preheader21, %490
  %502 = lshr exact i32 %443, 4
  %503 = shl nuw nsw i32 %447, 9
  %504 = zext nneg i32 %503 to i64
  %505 = add i32 %502, %99
  %506 = sext i32 %505 to i64
  %507 = getelementptr i8, ptr addrspace(1) %1, i64 %506
  %508 = ptrtoint ptr addrspace(1) %507 to i64
  %509 = and i64 %508, 3
  %510 = icmp eq i64 %509, 0
  %gep = getelementptr i8, ptr addrspace(3) %112, i64 %504
  br i1 %510, label %511, label %.preheader19

511:                                              ; preds = %.loopexit22
  %512 = ptrtoint ptr addrspace(3) %gep to i64
  %513 = trunc i64 %512 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %513, ptr addrspace(1) %507, i32 %399) #3
  br label %.loopexit20

.preheader19:                                     ; preds = %.loopexit22, %.preheader19
  %514 = phi i64 [ %522, %.preheader19 ], [ 0, %.loopexit22 ]
  %515 = trunc nuw nsw i64 %514 to i32
  %516 = add i32 %505, %515
  %517 = sext i32 %516 to i64
  %518 = getelementptr i8, ptr addrspace(1) %1, i64 %517
  %519 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %518, i32 %398, i16 0) #3
  %520 = trunc i16 %519 to i8
  %521 = getelementptr i8, ptr addrspace(3) %gep, i64 %514
  store i8 %520, ptr addrspace(3) %521, align 1
  %522 = add nuw nsw i64 %514, 1
  %exitcond64.not = icmp eq i64 %522, 4
  br i1 %exitcond64.not, label %.loopexit20, label %.preheader19

.loopexit20:                                      ; preds = %.preheader19, %511
  %523 = shl nuw nsw i32 %447, 11
  %524 = zext nneg i32 %523 to i64
  %525 = add i32 %460, %129
  %526 = sext i32 %525 to i64
  %527 = getelementptr i8, ptr addrspace(1) %2, i64 %526
  %528 = ptrtoint ptr addrspace(1) %527 to i64
  %529 = and i64 %528, 15
  %530 = icmp eq i64 %529, 0
  %gep50 = getelementptr i8, ptr addrspace(3) %137, i64 %524
  br i1 %530, label %531, label %.preheader

531:                                              ; preds = %.loopexit20
  %532 = ptrtoint ptr addrspace(3) %gep50 to i64
  %533 = trunc i64 %532 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %533, ptr addrspace(1) %527, i32 %401) #3
  br label %.loopexit

.preheader:                                       ; preds = %.loopexit20, %.preheader
  %534 = phi i64 [ %542, %.preheader ], [ 0, %.loopexit20 ]
  %535 = trunc nuw nsw i64 %534 to i32
  %536 = add i32 %525, %535
  %537 = sext i32 %536 to i64
  %538 = getelementptr i8, ptr addrspace(1) %2, i64 %537
  %539 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %538, i32 %400, i16 0) #3
  %540 = trunc i16 %539 to i8
  %541 = getelementptr i8, ptr addrspace(3) %gep50, i64 %534
  store i8 %540, ptr addrspace(3) %541, align 1
  %542 = add nuw nsw i64 %534, 1
  %exitcond65.not = icmp eq i64 %542, 16
  br i1 %exitcond65.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %531
  %543 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 26624), i64 %504
  %544 = add i32 %502, %23
  %545 = add i32 %502, %24
  %546 = getelementptr i8, ptr addrspace(3) %543, i64 %159
  %547 = sext i32 %544 to i64
  %548 = getelementptr i8, ptr addrspace(1) %3, i64 %547
  %549 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %548, i32 %400, i16 0) #3
  %550 = trunc i16 %549 to i8
  store i8 %550, ptr addrspace(3) %546, align 2
  %551 = getelementptr i8, ptr addrspace(3) %543, i64 %166
  %552 = sext i32 %545 to i64
  %553 = getelementptr i8, ptr addrspace(1) %3, i64 %552
  %554 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %553, i32 %400, i16 0) #3
  %555 = trunc i16 %554 to i8
  store i8 %555, ptr addrspace(3) %551, align 1
  br label %556

556:                                              ; preds = %.loopexit, %.critedge
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %557 = add i32 %403, 64
  %558 = icmp slt i32 %557, %7
  br i1 %558, label %402, label %._crit_edge

._crit_edge:                                      ; preds = %556, %.loopexit26
  br i1 %25, label %559, label %.preheader72

559:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28736) to i32)) #3
  br label %.preheader72

.preheader72:                                     ; preds = %559, %._crit_edge
  br label %560

560:                                              ; preds = %.preheader72, %560
  %561 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28736) to i32), i32 0) #3
  %562 = icmp eq i32 %561, 0
  br i1 %562, label %560, label %563

563:                                              ; preds = %560
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #3
  %564 = shl nuw nsw i32 %9, 16
  %565 = and i32 %564, 6291456
  %566 = add i32 %33, %565
  %567 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %566) #3
  %568 = add i32 %566, 32
  %569 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %568) #3
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %30, label %570, label %571

570:                                              ; preds = %563
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 128;", "r,~{memory}"(i32 %33) #3
  br label %571

571:                                              ; preds = %570, %563
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %572, label %573

572:                                              ; preds = %571
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32)) #3
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 16)) #3
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 32)) #3
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 48)) #3
  br label %573

573:                                              ; preds = %572, %571
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %574, label %575

574:                                              ; preds = %573
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28736) to i32)) #3
  br label %575

575:                                              ; preds = %574, %573
  %576 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 31
  %577 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 30
  %578 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 29
  %579 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 28
  %580 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 27
  %581 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 26
  %582 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 25
  %583 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 24
  %584 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 23
  %585 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 22
  %586 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 21
  %587 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 20
  %588 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 19
  %589 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 18
  %590 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 17
  %591 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 16
  %592 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 15
  %593 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 14
  %594 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 13
  %595 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 12
  %596 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 11
  %597 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 10
  %598 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 9
  %599 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 8
  %600 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 7
  %601 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 6
  %602 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 5
  %603 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 4
  %604 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 3
  %605 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 2
  %606 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 1
  %607 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %569, 0
  %608 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 31
  %609 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 30
  %610 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 29
  %611 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 28
  %612 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 27
  %613 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 26
  %614 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 25
  %615 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 24
  %616 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 23
  %617 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 22
  %618 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 21
  %619 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 20
  %620 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 19
  %621 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 18
  %622 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 17
  %623 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 16
  %624 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 15
  %625 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 14
  %626 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 13
  %627 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 12
  %628 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 11
  %629 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 10
  %630 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 9
  %631 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 8
  %632 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 7
  %633 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 6
  %634 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 5
  %635 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 4
  %636 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 3
  %637 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 2
  %638 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 1
  %639 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %567, 0
  %640 = mul i32 %6, %98
  %641 = add i32 %640, %15
  %642 = sext i32 %641 to i64
  %643 = getelementptr float, ptr addrspace(1) %4, i64 %642
  %644 = icmp slt i32 %15, %6
  %645 = and i1 %105, %644
  %646 = or disjoint i32 %15, 1
  %647 = icmp slt i32 %646, %6
  %648 = and i1 %105, %647
  %649 = or disjoint i32 %15, 2
  %650 = icmp slt i32 %649, %6
  %651 = and i1 %105, %650
  %652 = or disjoint i32 %15, 3
  %653 = icmp slt i32 %652, %6
  %654 = and i1 %105, %653
  %655 = ptrtoint ptr addrspace(1) %643 to i64
  %656 = and i64 %655, 15
  %657 = icmp eq i64 %656, 0
  %658 = and i1 %654, %657
  %659 = xor i1 %645, %658
  %660 = xor i1 %648, %658
  %661 = xor i1 %651, %658
  %662 = xor i1 %654, %658
  %663 = zext i1 %658 to i32
  %664 = select i1 %35, i32 %639, i32 0
  %665 = select i1 %35, i32 %638, i32 0
  %666 = select i1 %35, i32 %637, i32 0
  %667 = select i1 %35, i32 %636, i32 0
  %668 = zext i1 %659 to i32
  %669 = zext i1 %660 to i32
  %670 = zext i1 %661 to i32
  %671 = zext i1 %662 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %663, i32 %664, i32 %665, i32 %666, i32 %667, ptr addrspace(1) %643, i32 %668, i32 %669, i32 %670, i32 %671) #3
  %672 = or disjoint i32 %15, 4
  %673 = add i32 %640, %672
  %674 = sext i32 %673 to i64
  %675 = getelementptr float, ptr addrspace(1) %4, i64 %674
  %676 = icmp slt i32 %672, %6
  %677 = and i1 %105, %676
  %678 = or disjoint i32 %15, 5
  %679 = icmp slt i32 %678, %6
  %680 = and i1 %105, %679
  %681 = or disjoint i32 %15, 6
  %682 = icmp slt i32 %681, %6
  %683 = and i1 %105, %682
  %684 = or disjoint i32 %15, 7
  %685 = icmp slt i32 %684, %6
  %686 = and i1 %105, %685
  %687 = ptrtoint ptr addrspace(1) %675 to i64
  %688 = and i64 %687, 15
  %689 = icmp eq i64 %688, 0
  %690 = and i1 %686, %689
  %691 = xor i1 %677, %690
  %692 = xor i1 %680, %690
  %693 = xor i1 %683, %690
  %694 = xor i1 %686, %690
  %695 = zext i1 %690 to i32
  %696 = select i1 %35, i32 %635, i32 0
  %697 = select i1 %35, i32 %634, i32 0
  %698 = select i1 %35, i32 %633, i32 0
  %699 = select i1 %35, i32 %632, i32 0
  %700 = zext i1 %691 to i32
  %701 = zext i1 %692 to i32
  %702 = zext i1 %693 to i32
  %703 = zext i1 %694 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %695, i32 %696, i32 %697, i32 %698, i32 %699, ptr addrspace(1) %675, i32 %700, i32 %701, i32 %702, i32 %703) #3
  %704 = or disjoint i32 %15, 8
  %705 = add i32 %640, %704
  %706 = sext i32 %705 to i64
  %707 = getelementptr float, ptr addrspace(1) %4, i64 %706
  %708 = icmp slt i32 %704, %6
  %709 = and i1 %105, %708
  %710 = or disjoint i32 %15, 9
  %711 = icmp slt i32 %710, %6
  %712 = and i1 %105, %711
  %713 = or disjoint i32 %15, 10
  %714 = icmp slt i32 %713, %6
  %715 = and i1 %105, %714
  %716 = or disjoint i32 %15, 11
  %717 = icmp slt i32 %716, %6
  %718 = and i1 %105, %717
  %719 = ptrtoint ptr addrspace(1) %707 to i64
  %720 = and i64 %719, 15
  %721 = icmp eq i64 %720, 0
  %722 = and i1 %718, %721
  %723 = xor i1 %709, %722
  %724 = xor i1 %712, %722
  %725 = xor i1 %715, %722
  %726 = xor i1 %718, %722
  %727 = zext i1 %722 to i32
  %728 = select i1 %35, i32 %631, i32 0
  %729 = select i1 %35, i32 %630, i32 0
  %730 = select i1 %35, i32 %629, i32 0
  %731 = select i1 %35, i32 %628, i32 0
  %732 = zext i1 %723 to i32
  %733 = zext i1 %724 to i32
  %734 = zext i1 %725 to i32
  %735 = zext i1 %726 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %727, i32 %728, i32 %729, i32 %730, i32 %731, ptr addrspace(1) %707, i32 %732, i32 %733, i32 %734, i32 %735) #3
  %736 = or disjoint i32 %15, 12
  %737 = add i32 %640, %736
  %738 = sext i32 %737 to i64
  %739 = getelementptr float, ptr addrspace(1) %4, i64 %738
  %740 = icmp slt i32 %736, %6
  %741 = and i1 %105, %740
  %742 = or disjoint i32 %15, 13
  %743 = icmp slt i32 %742, %6
  %744 = and i1 %105, %743
  %745 = or disjoint i32 %15, 14
  %746 = icmp slt i32 %745, %6
  %747 = and i1 %105, %746
  %748 = or disjoint i32 %15, 15
  %749 = icmp slt i32 %748, %6
  %750 = and i1 %105, %749
  %751 = ptrtoint ptr addrspace(1) %739 to i64
  %752 = and i64 %751, 15
  %753 = icmp eq i64 %752, 0
  %754 = and i1 %750, %753
  %755 = xor i1 %741, %754
  %756 = xor i1 %744, %754
  %757 = xor i1 %747, %754
  %758 = xor i1 %750, %754
  %759 = zext i1 %754 to i32
  %760 = select i1 %35, i32 %627, i32 0
  %761 = select i1 %35, i32 %626, i32 0
  %762 = select i1 %35, i32 %625, i32 0
  %763 = select i1 %35, i32 %624, i32 0
  %764 = zext i1 %755 to i32
  %765 = zext i1 %756 to i32
  %766 = zext i1 %757 to i32
  %767 = zext i1 %758 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %759, i32 %760, i32 %761, i32 %762, i32 %763, ptr addrspace(1) %739, i32 %764, i32 %765, i32 %766, i32 %767) #3
  %768 = or disjoint i32 %15, 16
  %769 = add i32 %640, %768
  %770 = sext i32 %769 to i64
  %771 = getelementptr float, ptr addrspace(1) %4, i64 %770
  %772 = icmp slt i32 %768, %6
  %773 = and i1 %105, %772
  %774 = or disjoint i32 %15, 17
  %775 = icmp slt i32 %774, %6
  %776 = and i1 %105, %775
  %777 = or disjoint i32 %15, 18
  %778 = icmp slt i32 %777, %6
  %779 = and i1 %105, %778
  %780 = or disjoint i32 %15, 19
  %781 = icmp slt i32 %780, %6
  %782 = and i1 %105, %781
  %783 = ptrtoint ptr addrspace(1) %771 to i64
  %784 = and i64 %783, 15
  %785 = icmp eq i64 %784, 0
  %786 = and i1 %782, %785
  %787 = xor i1 %773, %786
  %788 = xor i1 %776, %786
  %789 = xor i1 %779, %786
  %790 = xor i1 %782, %786
  %791 = zext i1 %786 to i32
  %792 = select i1 %35, i32 %623, i32 0
  %793 = select i1 %35, i32 %622, i32 0
  %794 = select i1 %35, i32 %621, i32 0
  %795 = select i1 %35, i32 %620, i32 0
  %796 = zext i1 %787 to i32
  %797 = zext i1 %788 to i32
  %798 = zext i1 %789 to i32
  %799 = zext i1 %790 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %791, i32 %792, i32 %793, i32 %794, i32 %795, ptr addrspace(1) %771, i32 %796, i32 %797, i32 %798, i32 %799) #3
  %800 = or disjoint i32 %15, 20
  %801 = add i32 %640, %800
  %802 = sext i32 %801 to i64
  %803 = getelementptr float, ptr addrspace(1) %4, i64 %802
  %804 = icmp slt i32 %800, %6
  %805 = and i1 %105, %804
  %806 = or disjoint i32 %15, 21
  %807 = icmp slt i32 %806, %6
  %808 = and i1 %105, %807
  %809 = or disjoint i32 %15, 22
  %810 = icmp slt i32 %809, %6
  %811 = and i1 %105, %810
  %812 = or disjoint i32 %15, 23
  %813 = icmp slt i32 %812, %6
  %814 = and i1 %105, %813
  %815 = ptrtoint ptr addrspace(1) %803 to i64
  %816 = and i64 %815, 15
  %817 = icmp eq i64 %816, 0
  %818 = and i1 %814, %817
  %819 = xor i1 %805, %818
  %820 = xor i1 %808, %818
  %821 = xor i1 %811, %818
  %822 = xor i1 %814, %818
  %823 = zext i1 %818 to i32
  %824 = select i1 %35, i32 %619, i32 0
  %825 = select i1 %35, i32 %618, i32 0
  %826 = select i1 %35, i32 %617, i32 0
  %827 = select i1 %35, i32 %616, i32 0
  %828 = zext i1 %819 to i32
  %829 = zext i1 %820 to i32
  %830 = zext i1 %821 to i32
  %831 = zext i1 %822 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %823, i32 %824, i32 %825, i32 %826, i32 %827, ptr addrspace(1) %803, i32 %828, i32 %829, i32 %830, i32 %831) #3
  %832 = or disjoint i32 %15, 24
  %833 = add i32 %640, %832
  %834 = sext i32 %833 to i64
  %835 = getelementptr float, ptr addrspace(1) %4, i64 %834
  %836 = icmp slt i32 %832, %6
  %837 = and i1 %105, %836
  %838 = or disjoint i32 %15, 25
  %839 = icmp slt i32 %838, %6
  %840 = and i1 %105, %839
  %841 = or disjoint i32 %15, 26
  %842 = icmp slt i32 %841, %6
  %843 = and i1 %105, %842
  %844 = or disjoint i32 %15, 27
  %845 = icmp slt i32 %844, %6
  %846 = and i1 %105, %845
  %847 = ptrtoint ptr addrspace(1) %835 to i64
  %848 = and i64 %847, 15
  %849 = icmp eq i64 %848, 0
  %850 = and i1 %846, %849
  %851 = xor i1 %837, %850
  %852 = xor i1 %840, %850
  %853 = xor i1 %843, %850
  %854 = xor i1 %846, %850
  %855 = zext i1 %850 to i32
  %856 = select i1 %35, i32 %615, i32 0
  %857 = select i1 %35, i32 %614, i32 0
  %858 = select i1 %35, i32 %613, i32 0
  %859 = select i1 %35, i32 %612, i32 0
  %860 = zext i1 %851 to i32
  %861 = zext i1 %852 to i32
  %862 = zext i1 %853 to i32
  %863 = zext i1 %854 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %855, i32 %856, i32 %857, i32 %858, i32 %859, ptr addrspace(1) %835, i32 %860, i32 %861, i32 %862, i32 %863) #3
  %864 = or disjoint i32 %15, 28
  %865 = add i32 %640, %864
  %866 = sext i32 %865 to i64
  %867 = getelementptr float, ptr addrspace(1) %4, i64 %866
  %868 = icmp slt i32 %864, %6
  %869 = and i1 %105, %868
  %870 = or disjoint i32 %15, 29
  %871 = icmp slt i32 %870, %6
  %872 = and i1 %105, %871
  %873 = or disjoint i32 %15, 30
  %874 = icmp slt i32 %873, %6
  %875 = and i1 %105, %874
  %876 = or disjoint i32 %15, 31
  %877 = icmp slt i32 %876, %6
  %878 = and i1 %105, %877
  %879 = ptrtoint ptr addrspace(1) %867 to i64
  %880 = and i64 %879, 15
  %881 = icmp eq i64 %880, 0
  %882 = and i1 %878, %881
  %883 = xor i1 %869, %882
  %884 = xor i1 %872, %882
  %885 = xor i1 %875, %882
  %886 = xor i1 %878, %882
  %887 = zext i1 %882 to i32
  %888 = select i1 %35, i32 %611, i32 0
  %889 = select i1 %35, i32 %610, i32 0
  %890 = select i1 %35, i32 %609, i32 0
  %891 = select i1 %35, i32 %608, i32 0
  %892 = zext i1 %883 to i32
  %893 = zext i1 %884 to i32
  %894 = zext i1 %885 to i32
  %895 = zext i1 %886 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %887, i32 %888, i32 %889, i32 %890, i32 %891, ptr addrspace(1) %867, i32 %892, i32 %893, i32 %894, i32 %895) #3
  %896 = or disjoint i32 %15, 32
  %897 = add i32 %640, %896
  %898 = sext i32 %897 to i64
  %899 = getelementptr float, ptr addrspace(1) %4, i64 %898
  %900 = icmp slt i32 %896, %6
  %901 = and i1 %105, %900
  %902 = or disjoint i32 %15, 33
  %903 = icmp slt i32 %902, %6
  %904 = and i1 %105, %903
  %905 = or disjoint i32 %15, 34
  %906 = icmp slt i32 %905, %6
  %907 = and i1 %105, %906
  %908 = or disjoint i32 %15, 35
  %909 = icmp slt i32 %908, %6
  %910 = and i1 %105, %909
  %911 = ptrtoint ptr addrspace(1) %899 to i64
  %912 = and i64 %911, 15
  %913 = icmp eq i64 %912, 0
  %914 = and i1 %910, %913
  %915 = xor i1 %901, %914
  %916 = xor i1 %904, %914
  %917 = xor i1 %907, %914
  %918 = xor i1 %910, %914
  %919 = zext i1 %914 to i32
  %920 = select i1 %35, i32 %607, i32 0
  %921 = select i1 %35, i32 %606, i32 0
  %922 = select i1 %35, i32 %605, i32 0
  %923 = select i1 %35, i32 %604, i32 0
  %924 = zext i1 %915 to i32
  %925 = zext i1 %916 to i32
  %926 = zext i1 %917 to i32
  %927 = zext i1 %918 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %919, i32 %920, i32 %921, i32 %922, i32 %923, ptr addrspace(1) %899, i32 %924, i32 %925, i32 %926, i32 %927) #3
  %928 = or disjoint i32 %15, 36
  %929 = add i32 %640, %928
  %930 = sext i32 %929 to i64
  %931 = getelementptr float, ptr addrspace(1) %4, i64 %930
  %932 = icmp slt i32 %928, %6
  %933 = and i1 %105, %932
  %934 = or disjoint i32 %15, 37
  %935 = icmp slt i32 %934, %6
  %936 = and i1 %105, %935
  %937 = or disjoint i32 %15, 38
  %938 = icmp slt i32 %937, %6
  %939 = and i1 %105, %938
  %940 = or disjoint i32 %15, 39
  %941 = icmp slt i32 %940, %6
  %942 = and i1 %105, %941
  %943 = ptrtoint ptr addrspace(1) %931 to i64
  %944 = and i64 %943, 15
  %945 = icmp eq i64 %944, 0
  %946 = and i1 %942, %945
  %947 = xor i1 %933, %946
  %948 = xor i1 %936, %946
  %949 = xor i1 %939, %946
  %950 = xor i1 %942, %946
  %951 = zext i1 %946 to i32
  %952 = select i1 %35, i32 %603, i32 0
  %953 = select i1 %35, i32 %602, i32 0
  %954 = select i1 %35, i32 %601, i32 0
  %955 = select i1 %35, i32 %600, i32 0
  %956 = zext i1 %947 to i32
  %957 = zext i1 %948 to i32
  %958 = zext i1 %949 to i32
  %959 = zext i1 %950 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %951, i32 %952, i32 %953, i32 %954, i32 %955, ptr addrspace(1) %931, i32 %956, i32 %957, i32 %958, i32 %959) #3
  %960 = or disjoint i32 %15, 40
  %961 = add i32 %640, %960
  %962 = sext i32 %961 to i64
  %963 = getelementptr float, ptr addrspace(1) %4, i64 %962
  %964 = icmp slt i32 %960, %6
  %965 = and i1 %105, %964
  %966 = or disjoint i32 %15, 41
  %967 = icmp slt i32 %966, %6
  %968 = and i1 %105, %967
  %969 = or disjoint i32 %15, 42
  %970 = icmp slt i32 %969, %6
  %971 = and i1 %105, %970
  %972 = or disjoint i32 %15, 43
  %973 = icmp slt i32 %972, %6
  %974 = and i1 %105, %973
  %975 = ptrtoint ptr addrspace(1) %963 to i64
  %976 = and i64 %975, 15
  %977 = icmp eq i64 %976, 0
  %978 = and i1 %974, %977
  %979 = xor i1 %965, %978
  %980 = xor i1 %968, %978
  %981 = xor i1 %971, %978
  %982 = xor i1 %974, %978
  %983 = zext i1 %978 to i32
  %984 = select i1 %35, i32 %599, i32 0
  %985 = select i1 %35, i32 %598, i32 0
  %986 = select i1 %35, i32 %597, i32 0
  %987 = select i1 %35, i32 %596, i32 0
  %988 = zext i1 %979 to i32
  %989 = zext i1 %980 to i32
  %990 = zext i1 %981 to i32
  %991 = zext i1 %982 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %983, i32 %984, i32 %985, i32 %986, i32 %987, ptr addrspace(1) %963, i32 %988, i32 %989, i32 %990, i32 %991) #3
  %992 = or disjoint i32 %15, 44
  %993 = add i32 %640, %992
  %994 = sext i32 %993 to i64
  %995 = getelementptr float, ptr addrspace(1) %4, i64 %994
  %996 = icmp slt i32 %992, %6
  %997 = and i1 %105, %996
  %998 = or disjoint i32 %15, 45
  %999 = icmp slt i32 %998, %6
  %1000 = and i1 %105, %999
  %1001 = or disjoint i32 %15, 46
  %1002 = icmp slt i32 %1001, %6
  %1003 = and i1 %105, %1002
  %1004 = or disjoint i32 %15, 47
  %1005 = icmp slt i32 %1004, %6
  %1006 = and i1 %105, %1005
  %1007 = ptrtoint ptr addrspace(1) %995 to i64
  %1008 = and i64 %1007, 15
  %1009 = icmp eq i64 %1008, 0
  %1010 = and i1 %1006, %1009
  %1011 = xor i1 %997, %1010
  %1012 = xor i1 %1000, %1010
  %1013 = xor i1 %1003, %1010
  %1014 = xor i1 %1006, %1010
  %1015 = zext i1 %1010 to i32
  %1016 = select i1 %35, i32 %595, i32 0
  %1017 = select i1 %35, i32 %594, i32 0
  %1018 = select i1 %35, i32 %593, i32 0
  %1019 = select i1 %35, i32 %592, i32 0
  %1020 = zext i1 %1011 to i32
  %1021 = zext i1 %1012 to i32
  %1022 = zext i1 %1013 to i32
  %1023 = zext i1 %1014 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1015, i32 %1016, i32 %1017, i32 %1018, i32 %1019, ptr addrspace(1) %995, i32 %1020, i32 %1021, i32 %1022, i32 %1023) #3
  %1024 = or disjoint i32 %15, 48
  %1025 = add i32 %640, %1024
  %1026 = sext i32 %1025 to i64
  %1027 = getelementptr float, ptr addrspace(1) %4, i64 %1026
  %1028 = icmp slt i32 %1024, %6
  %1029 = and i1 %105, %1028
  %1030 = or disjoint i32 %15, 49
  %1031 = icmp slt i32 %1030, %6
  %1032 = and i1 %105, %1031
  %1033 = or disjoint i32 %15, 50
  %1034 = icmp slt i32 %1033, %6
  %1035 = and i1 %105, %1034
  %1036 = or disjoint i32 %15, 51
  %1037 = icmp slt i32 %1036, %6
  %1038 = and i1 %105, %1037
  %1039 = ptrtoint ptr addrspace(1) %1027 to i64
  %1040 = and i64 %1039, 15
  %1041 = icmp eq i64 %1040, 0
  %1042 = and i1 %1038, %1041
  %1043 = xor i1 %1029, %1042
  %1044 = xor i1 %1032, %1042
  %1045 = xor i1 %1035, %1042
  %1046 = xor i1 %1038, %1042
  %1047 = zext i1 %1042 to i32
  %1048 = select i1 %35, i32 %591, i32 0
  %1049 = select i1 %35, i32 %590, i32 0
  %1050 = select i1 %35, i32 %589, i32 0
  %1051 = select i1 %35, i32 %588, i32 0
  %1052 = zext i1 %1043 to i32
  %1053 = zext i1 %1044 to i32
  %1054 = zext i1 %1045 to i32
  %1055 = zext i1 %1046 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1047, i32 %1048, i32 %1049, i32 %1050, i32 %1051, ptr addrspace(1) %1027, i32 %1052, i32 %1053, i32 %1054, i32 %1055) #3
  %1056 = or disjoint i32 %15, 52
  %1057 = add i32 %640, %1056
  %1058 = sext i32 %1057 to i64
  %1059 = getelementptr float, ptr addrspace(1) %4, i64 %1058
  %1060 = icmp slt i32 %1056, %6
  %1061 = and i1 %105, %1060
  %1062 = or disjoint i32 %15, 53
  %1063 = icmp slt i32 %1062, %6
  %1064 = and i1 %105, %1063
  %1065 = or disjoint i32 %15, 54
  %1066 = icmp slt i32 %1065, %6
  %1067 = and i1 %105, %1066
  %1068 = or disjoint i32 %15, 55
  %1069 = icmp slt i32 %1068, %6
  %1070 = and i1 %105, %1069
  %1071 = ptrtoint ptr addrspace(1) %1059 to i64
  %1072 = and i64 %1071, 15
  %1073 = icmp eq i64 %1072, 0
  %1074 = and i1 %1070, %1073
  %1075 = xor i1 %1061, %1074
  %1076 = xor i1 %1064, %1074
  %1077 = xor i1 %1067, %1074
  %1078 = xor i1 %1070, %1074
  %1079 = zext i1 %1074 to i32
  %1080 = select i1 %35, i32 %587, i32 0
  %1081 = select i1 %35, i32 %586, i32 0
  %1082 = select i1 %35, i32 %585, i32 0
  %1083 = select i1 %35, i32 %584, i32 0
  %1084 = zext i1 %1075 to i32
  %1085 = zext i1 %1076 to i32
  %1086 = zext i1 %1077 to i32
  %1087 = zext i1 %1078 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1079, i32 %1080, i32 %1081, i32 %1082, i32 %1083, ptr addrspace(1) %1059, i32 %1084, i32 %1085, i32 %1086, i32 %1087) #3
  %1088 = or disjoint i32 %15, 56
  %1089 = add i32 %640, %1088
  %1090 = sext i32 %1089 to i64
  %1091 = getelementptr float, ptr addrspace(1) %4, i64 %1090
  %1092 = icmp slt i32 %1088, %6
  %1093 = and i1 %105, %1092
  %1094 = or disjoint i32 %15, 57
  %1095 = icmp slt i32 %1094, %6
  %1096 = and i1 %105, %1095
  %1097 = or disjoint i32 %15, 58
  %1098 = icmp slt i32 %1097, %6
  %1099 = and i1 %105, %1098
  %1100 = or disjoint i32 %15, 59
  %1101 = icmp slt i32 %1100, %6
  %1102 = and i1 %105, %1101
  %1103 = ptrtoint ptr addrspace(1) %1091 to i64
  %1104 = and i64 %1103, 15
  %1105 = icmp eq i64 %1104, 0
  %1106 = and i1 %1102, %1105
  %1107 = xor i1 %1093, %1106
  %1108 = xor i1 %1096, %1106
  %1109 = xor i1 %1099, %1106
  %1110 = xor i1 %1102, %1106
  %1111 = zext i1 %1106 to i32
  %1112 = select i1 %35, i32 %583, i32 0
  %1113 = select i1 %35, i32 %582, i32 0
  %1114 = select i1 %35, i32 %581, i32 0
  %1115 = select i1 %35, i32 %580, i32 0
  %1116 = zext i1 %1107 to i32
  %1117 = zext i1 %1108 to i32
  %1118 = zext i1 %1109 to i32
  %1119 = zext i1 %1110 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1111, i32 %1112, i32 %1113, i32 %1114, i32 %1115, ptr addrspace(1) %1091, i32 %1116, i32 %1117, i32 %1118, i32 %1119) #3
  %1120 = or disjoint i32 %15, 60
  %1121 = add i32 %640, %1120
  %1122 = sext i32 %1121 to i64
  %1123 = getelementptr float, ptr addrspace(1) %4, i64 %1122
  %1124 = icmp slt i32 %1120, %6
  %1125 = and i1 %105, %1124
  %1126 = or disjoint i32 %15, 61
  %1127 = icmp slt i32 %1126, %6
  %1128 = and i1 %105, %1127
  %1129 = or disjoint i32 %15, 62
  %1130 = icmp slt i32 %1129, %6
  %1131 = and i1 %105, %1130
  %1132 = or disjoint i32 %15, 63
  %1133 = icmp slt i32 %1132, %6
  %1134 = and i1 %105, %1133
  %1135 = ptrtoint ptr addrspace(1) %1123 to i64
  %1136 = and i64 %1135, 15
  %1137 = icmp eq i64 %1136, 0
  %1138 = and i1 %1134, %1137
  %1139 = xor i1 %1125, %1138
  %1140 = xor i1 %1128, %1138
  %1141 = xor i1 %1131, %1138
  %1142 = xor i1 %1134, %1138
  %1143 = zext i1 %1138 to i32
  %1144 = select i1 %35, i32 %579, i32 0
  %1145 = select i1 %35, i32 %578, i32 0
  %1146 = select i1 %35, i32 %577, i32 0
  %1147 = select i1 %35, i32 %576, i32 0
  %1148 = zext i1 %1139 to i32
  %1149 = zext i1 %1140 to i32
  %1150 = zext i1 %1141 to i32
  %1151 = zext i1 %1142 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1143, i32 %1144, i32 %1145, i32 %1146, i32 %1147, ptr addrspace(1) %1123, i32 %1148, i32 %1149, i32 %1150, i32 %1151) #3
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
