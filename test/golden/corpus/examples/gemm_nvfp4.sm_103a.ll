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
  br label %462

77:                                               ; preds = %22, %.loopexit28
  %78 = phi i64 [ 0, %22 ], [ %461, %.loopexit28 ]
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
  br i1 %91, label %185, label %.preheader35

.preheader35:                                     ; preds = %82
  %93 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %88, i32 %40, i16 0) #3
  %94 = trunc i16 %93 to i8
  store i8 %94, ptr addrspace(3) %92, align 16
  %95 = add i32 %.reass, 1
  %96 = sext i32 %95 to i64
  %97 = getelementptr i8, ptr addrspace(1) %0, i64 %96
  %98 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %97, i32 %40, i16 0) #3
  %99 = trunc i16 %98 to i8
  %100 = getelementptr i8, ptr addrspace(3) %92, i64 1
  store i8 %99, ptr addrspace(3) %100, align 1
  %101 = add i32 %.reass, 2
  %102 = sext i32 %101 to i64
  %103 = getelementptr i8, ptr addrspace(1) %0, i64 %102
  %104 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %103, i32 %40, i16 0) #3
  %105 = trunc i16 %104 to i8
  %106 = getelementptr i8, ptr addrspace(3) %92, i64 2
  store i8 %105, ptr addrspace(3) %106, align 2
  %107 = add i32 %.reass, 3
  %108 = sext i32 %107 to i64
  %109 = getelementptr i8, ptr addrspace(1) %0, i64 %108
  %110 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %109, i32 %40, i16 0) #3
  %111 = trunc i16 %110 to i8
  %112 = getelementptr i8, ptr addrspace(3) %92, i64 3
  store i8 %111, ptr addrspace(3) %112, align 1
  %113 = add i32 %.reass, 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr i8, ptr addrspace(1) %0, i64 %114
  %116 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %115, i32 %40, i16 0) #3
  %117 = trunc i16 %116 to i8
  %118 = getelementptr i8, ptr addrspace(3) %92, i64 4
  store i8 %117, ptr addrspace(3) %118, align 4
  %119 = add i32 %.reass, 5
  %120 = sext i32 %119 to i64
  %121 = getelementptr i8, ptr addrspace(1) %0, i64 %120
  %122 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %121, i32 %40, i16 0) #3
  %123 = trunc i16 %122 to i8
  %124 = getelementptr i8, ptr addrspace(3) %92, i64 5
  store i8 %123, ptr addrspace(3) %124, align 1
  %125 = add i32 %.reass, 6
  %126 = sext i32 %125 to i64
  %127 = getelementptr i8, ptr addrspace(1) %0, i64 %126
  %128 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %127, i32 %40, i16 0) #3
  %129 = trunc i16 %128 to i8
  %130 = getelementptr i8, ptr addrspace(3) %92, i64 6
  store i8 %129, ptr addrspace(3) %130, align 2
  %131 = add i32 %.reass, 7
  %132 = sext i32 %131 to i64
  %133 = getelementptr i8, ptr addrspace(1) %0, i64 %132
  %134 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %133, i32 %40, i16 0) #3
  %135 = trunc i16 %134 to i8
  %136 = getelementptr i8, ptr addrspace(3) %92, i64 7
  store i8 %135, ptr addrspace(3) %136, align 1
  %137 = add i32 %.reass, 8
  %138 = sext i32 %137 to i64
  %139 = getelementptr i8, ptr addrspace(1) %0, i64 %138
  %140 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %139, i32 %40, i16 0) #3
  %141 = trunc i16 %140 to i8
  %142 = getelementptr i8, ptr addrspace(3) %92, i64 8
  store i8 %141, ptr addrspace(3) %142, align 8
  %143 = add i32 %.reass, 9
  %144 = sext i32 %143 to i64
  %145 = getelementptr i8, ptr addrspace(1) %0, i64 %144
  %146 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %145, i32 %40, i16 0) #3
  %147 = trunc i16 %146 to i8
  %148 = getelementptr i8, ptr addrspace(3) %92, i64 9
  store i8 %147, ptr addrspace(3) %148, align 1
  %149 = add i32 %.reass, 10
  %150 = sext i32 %149 to i64
  %151 = getelementptr i8, ptr addrspace(1) %0, i64 %150
  %152 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %151, i32 %40, i16 0) #3
  %153 = trunc i16 %152 to i8
  %154 = getelementptr i8, ptr addrspace(3) %92, i64 10
  store i8 %153, ptr addrspace(3) %154, align 2
  %155 = add i32 %.reass, 11
  %156 = sext i32 %155 to i64
  %157 = getelementptr i8, ptr addrspace(1) %0, i64 %156
  %158 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %157, i32 %40, i16 0) #3
  %159 = trunc i16 %158 to i8
  %160 = getelementptr i8, ptr addrspace(3) %92, i64 11
  store i8 %159, ptr addrspace(3) %160, align 1
  %161 = add i32 %.reass, 12
  %162 = sext i32 %161 to i64
  %163 = getelementptr i8, ptr addrspace(1) %0, i64 %162
  %164 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %163, i32 %40, i16 0) #3
  %165 = trunc i16 %164 to i8
  %166 = getelementptr i8, ptr addrspace(3) %92, i64 12
  store i8 %165, ptr addrspace(3) %166, align 4
  %167 = add i32 %.reass, 13
  %168 = sext i32 %167 to i64
  %169 = getelementptr i8, ptr addrspace(1) %0, i64 %168
  %170 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %169, i32 %40, i16 0) #3
  %171 = trunc i16 %170 to i8
  %172 = getelementptr i8, ptr addrspace(3) %92, i64 13
  store i8 %171, ptr addrspace(3) %172, align 1
  %173 = add i32 %.reass, 14
  %174 = sext i32 %173 to i64
  %175 = getelementptr i8, ptr addrspace(1) %0, i64 %174
  %176 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %175, i32 %40, i16 0) #3
  %177 = trunc i16 %176 to i8
  %178 = getelementptr i8, ptr addrspace(3) %92, i64 14
  store i8 %177, ptr addrspace(3) %178, align 2
  %179 = add i32 %.reass, 15
  %180 = sext i32 %179 to i64
  %181 = getelementptr i8, ptr addrspace(1) %0, i64 %180
  %182 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %181, i32 %40, i16 0) #3
  %183 = trunc i16 %182 to i8
  %184 = getelementptr i8, ptr addrspace(3) %92, i64 15
  store i8 %183, ptr addrspace(3) %184, align 1
  br label %.loopexit36

185:                                              ; preds = %82
  %186 = select i1 %32, ptr addrspace(1) %88, ptr addrspace(1) %0
  %187 = ptrtoint ptr addrspace(3) %92 to i64
  %188 = trunc i64 %187 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %188, ptr addrspace(1) %186, i32 %41) #3
  br label %.loopexit36

.loopexit36:                                      ; preds = %.preheader35, %185
  %189 = add i32 %45, %83
  %190 = sext i32 %189 to i64
  %191 = getelementptr i8, ptr addrspace(1) %0, i64 %190
  %192 = ptrtoint ptr addrspace(1) %191 to i64
  %193 = and i64 %192, 15
  %194 = icmp eq i64 %193, 0
  %195 = getelementptr i8, ptr addrspace(3) %86, i64 %51
  br i1 %194, label %288, label %.preheader33

.preheader33:                                     ; preds = %.loopexit36
  %196 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %191, i32 %52, i16 0) #3
  %197 = trunc i16 %196 to i8
  store i8 %197, ptr addrspace(3) %195, align 16
  %198 = add i32 %189, 1
  %199 = sext i32 %198 to i64
  %200 = getelementptr i8, ptr addrspace(1) %0, i64 %199
  %201 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %200, i32 %52, i16 0) #3
  %202 = trunc i16 %201 to i8
  %203 = getelementptr i8, ptr addrspace(3) %195, i64 1
  store i8 %202, ptr addrspace(3) %203, align 1
  %204 = add i32 %189, 2
  %205 = sext i32 %204 to i64
  %206 = getelementptr i8, ptr addrspace(1) %0, i64 %205
  %207 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %206, i32 %52, i16 0) #3
  %208 = trunc i16 %207 to i8
  %209 = getelementptr i8, ptr addrspace(3) %195, i64 2
  store i8 %208, ptr addrspace(3) %209, align 2
  %210 = add i32 %189, 3
  %211 = sext i32 %210 to i64
  %212 = getelementptr i8, ptr addrspace(1) %0, i64 %211
  %213 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %212, i32 %52, i16 0) #3
  %214 = trunc i16 %213 to i8
  %215 = getelementptr i8, ptr addrspace(3) %195, i64 3
  store i8 %214, ptr addrspace(3) %215, align 1
  %216 = add i32 %189, 4
  %217 = sext i32 %216 to i64
  %218 = getelementptr i8, ptr addrspace(1) %0, i64 %217
  %219 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %218, i32 %52, i16 0) #3
  %220 = trunc i16 %219 to i8
  %221 = getelementptr i8, ptr addrspace(3) %195, i64 4
  store i8 %220, ptr addrspace(3) %221, align 4
  %222 = add i32 %189, 5
  %223 = sext i32 %222 to i64
  %224 = getelementptr i8, ptr addrspace(1) %0, i64 %223
  %225 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %224, i32 %52, i16 0) #3
  %226 = trunc i16 %225 to i8
  %227 = getelementptr i8, ptr addrspace(3) %195, i64 5
  store i8 %226, ptr addrspace(3) %227, align 1
  %228 = add i32 %189, 6
  %229 = sext i32 %228 to i64
  %230 = getelementptr i8, ptr addrspace(1) %0, i64 %229
  %231 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %230, i32 %52, i16 0) #3
  %232 = trunc i16 %231 to i8
  %233 = getelementptr i8, ptr addrspace(3) %195, i64 6
  store i8 %232, ptr addrspace(3) %233, align 2
  %234 = add i32 %189, 7
  %235 = sext i32 %234 to i64
  %236 = getelementptr i8, ptr addrspace(1) %0, i64 %235
  %237 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %236, i32 %52, i16 0) #3
  %238 = trunc i16 %237 to i8
  %239 = getelementptr i8, ptr addrspace(3) %195, i64 7
  store i8 %238, ptr addrspace(3) %239, align 1
  %240 = add i32 %189, 8
  %241 = sext i32 %240 to i64
  %242 = getelementptr i8, ptr addrspace(1) %0, i64 %241
  %243 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %242, i32 %52, i16 0) #3
  %244 = trunc i16 %243 to i8
  %245 = getelementptr i8, ptr addrspace(3) %195, i64 8
  store i8 %244, ptr addrspace(3) %245, align 8
  %246 = add i32 %189, 9
  %247 = sext i32 %246 to i64
  %248 = getelementptr i8, ptr addrspace(1) %0, i64 %247
  %249 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %248, i32 %52, i16 0) #3
  %250 = trunc i16 %249 to i8
  %251 = getelementptr i8, ptr addrspace(3) %195, i64 9
  store i8 %250, ptr addrspace(3) %251, align 1
  %252 = add i32 %189, 10
  %253 = sext i32 %252 to i64
  %254 = getelementptr i8, ptr addrspace(1) %0, i64 %253
  %255 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %254, i32 %52, i16 0) #3
  %256 = trunc i16 %255 to i8
  %257 = getelementptr i8, ptr addrspace(3) %195, i64 10
  store i8 %256, ptr addrspace(3) %257, align 2
  %258 = add i32 %189, 11
  %259 = sext i32 %258 to i64
  %260 = getelementptr i8, ptr addrspace(1) %0, i64 %259
  %261 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %260, i32 %52, i16 0) #3
  %262 = trunc i16 %261 to i8
  %263 = getelementptr i8, ptr addrspace(3) %195, i64 11
  store i8 %262, ptr addrspace(3) %263, align 1
  %264 = add i32 %189, 12
  %265 = sext i32 %264 to i64
  %266 = getelementptr i8, ptr addrspace(1) %0, i64 %265
  %267 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %266, i32 %52, i16 0) #3
  %268 = trunc i16 %267 to i8
  %269 = getelementptr i8, ptr addrspace(3) %195, i64 12
  store i8 %268, ptr addrspace(3) %269, align 4
  %270 = add i32 %189, 13
  %271 = sext i32 %270 to i64
  %272 = getelementptr i8, ptr addrspace(1) %0, i64 %271
  %273 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %272, i32 %52, i16 0) #3
  %274 = trunc i16 %273 to i8
  %275 = getelementptr i8, ptr addrspace(3) %195, i64 13
  store i8 %274, ptr addrspace(3) %275, align 1
  %276 = add i32 %189, 14
  %277 = sext i32 %276 to i64
  %278 = getelementptr i8, ptr addrspace(1) %0, i64 %277
  %279 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %278, i32 %52, i16 0) #3
  %280 = trunc i16 %279 to i8
  %281 = getelementptr i8, ptr addrspace(3) %195, i64 14
  store i8 %280, ptr addrspace(3) %281, align 2
  %282 = add i32 %189, 15
  %283 = sext i32 %282 to i64
  %284 = getelementptr i8, ptr addrspace(1) %0, i64 %283
  %285 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %284, i32 %52, i16 0) #3
  %286 = trunc i16 %285 to i8
  %287 = getelementptr i8, ptr addrspace(3) %195, i64 15
  store i8 %286, ptr addrspace(3) %287, align 1
  br label %.loopexit34

288:                                              ; preds = %.loopexit36
  %289 = select i1 %46, ptr addrspace(1) %191, ptr addrspace(1) %0
  %290 = ptrtoint ptr addrspace(3) %195 to i64
  %291 = trunc i64 %290 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %291, ptr addrspace(1) %289, i32 %53) #3
  br label %.loopexit34

.loopexit34:                                      ; preds = %.preheader33, %288
  %292 = getelementptr i8, ptr addrspace(3) %86, i64 4096
  %293 = add i32 %56, %83
  %294 = sext i32 %293 to i64
  %295 = getelementptr i8, ptr addrspace(1) %2, i64 %294
  %296 = ptrtoint ptr addrspace(1) %295 to i64
  %297 = and i64 %296, 15
  %298 = icmp eq i64 %297, 0
  %299 = getelementptr i8, ptr addrspace(3) %292, i64 %39
  br i1 %298, label %392, label %.preheader31

.preheader31:                                     ; preds = %.loopexit34
  %300 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %295, i32 %58, i16 0) #3
  %301 = trunc i16 %300 to i8
  store i8 %301, ptr addrspace(3) %299, align 16
  %302 = add i32 %293, 1
  %303 = sext i32 %302 to i64
  %304 = getelementptr i8, ptr addrspace(1) %2, i64 %303
  %305 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %304, i32 %58, i16 0) #3
  %306 = trunc i16 %305 to i8
  %307 = getelementptr i8, ptr addrspace(3) %299, i64 1
  store i8 %306, ptr addrspace(3) %307, align 1
  %308 = add i32 %293, 2
  %309 = sext i32 %308 to i64
  %310 = getelementptr i8, ptr addrspace(1) %2, i64 %309
  %311 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %310, i32 %58, i16 0) #3
  %312 = trunc i16 %311 to i8
  %313 = getelementptr i8, ptr addrspace(3) %299, i64 2
  store i8 %312, ptr addrspace(3) %313, align 2
  %314 = add i32 %293, 3
  %315 = sext i32 %314 to i64
  %316 = getelementptr i8, ptr addrspace(1) %2, i64 %315
  %317 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %316, i32 %58, i16 0) #3
  %318 = trunc i16 %317 to i8
  %319 = getelementptr i8, ptr addrspace(3) %299, i64 3
  store i8 %318, ptr addrspace(3) %319, align 1
  %320 = add i32 %293, 4
  %321 = sext i32 %320 to i64
  %322 = getelementptr i8, ptr addrspace(1) %2, i64 %321
  %323 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %322, i32 %58, i16 0) #3
  %324 = trunc i16 %323 to i8
  %325 = getelementptr i8, ptr addrspace(3) %299, i64 4
  store i8 %324, ptr addrspace(3) %325, align 4
  %326 = add i32 %293, 5
  %327 = sext i32 %326 to i64
  %328 = getelementptr i8, ptr addrspace(1) %2, i64 %327
  %329 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %328, i32 %58, i16 0) #3
  %330 = trunc i16 %329 to i8
  %331 = getelementptr i8, ptr addrspace(3) %299, i64 5
  store i8 %330, ptr addrspace(3) %331, align 1
  %332 = add i32 %293, 6
  %333 = sext i32 %332 to i64
  %334 = getelementptr i8, ptr addrspace(1) %2, i64 %333
  %335 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %334, i32 %58, i16 0) #3
  %336 = trunc i16 %335 to i8
  %337 = getelementptr i8, ptr addrspace(3) %299, i64 6
  store i8 %336, ptr addrspace(3) %337, align 2
  %338 = add i32 %293, 7
  %339 = sext i32 %338 to i64
  %340 = getelementptr i8, ptr addrspace(1) %2, i64 %339
  %341 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %340, i32 %58, i16 0) #3
  %342 = trunc i16 %341 to i8
  %343 = getelementptr i8, ptr addrspace(3) %299, i64 7
  store i8 %342, ptr addrspace(3) %343, align 1
  %344 = add i32 %293, 8
  %345 = sext i32 %344 to i64
  %346 = getelementptr i8, ptr addrspace(1) %2, i64 %345
  %347 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %346, i32 %58, i16 0) #3
  %348 = trunc i16 %347 to i8
  %349 = getelementptr i8, ptr addrspace(3) %299, i64 8
  store i8 %348, ptr addrspace(3) %349, align 8
  %350 = add i32 %293, 9
  %351 = sext i32 %350 to i64
  %352 = getelementptr i8, ptr addrspace(1) %2, i64 %351
  %353 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %352, i32 %58, i16 0) #3
  %354 = trunc i16 %353 to i8
  %355 = getelementptr i8, ptr addrspace(3) %299, i64 9
  store i8 %354, ptr addrspace(3) %355, align 1
  %356 = add i32 %293, 10
  %357 = sext i32 %356 to i64
  %358 = getelementptr i8, ptr addrspace(1) %2, i64 %357
  %359 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %358, i32 %58, i16 0) #3
  %360 = trunc i16 %359 to i8
  %361 = getelementptr i8, ptr addrspace(3) %299, i64 10
  store i8 %360, ptr addrspace(3) %361, align 2
  %362 = add i32 %293, 11
  %363 = sext i32 %362 to i64
  %364 = getelementptr i8, ptr addrspace(1) %2, i64 %363
  %365 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %364, i32 %58, i16 0) #3
  %366 = trunc i16 %365 to i8
  %367 = getelementptr i8, ptr addrspace(3) %299, i64 11
  store i8 %366, ptr addrspace(3) %367, align 1
  %368 = add i32 %293, 12
  %369 = sext i32 %368 to i64
  %370 = getelementptr i8, ptr addrspace(1) %2, i64 %369
  %371 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %370, i32 %58, i16 0) #3
  %372 = trunc i16 %371 to i8
  %373 = getelementptr i8, ptr addrspace(3) %299, i64 12
  store i8 %372, ptr addrspace(3) %373, align 4
  %374 = add i32 %293, 13
  %375 = sext i32 %374 to i64
  %376 = getelementptr i8, ptr addrspace(1) %2, i64 %375
  %377 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %376, i32 %58, i16 0) #3
  %378 = trunc i16 %377 to i8
  %379 = getelementptr i8, ptr addrspace(3) %299, i64 13
  store i8 %378, ptr addrspace(3) %379, align 1
  %380 = add i32 %293, 14
  %381 = sext i32 %380 to i64
  %382 = getelementptr i8, ptr addrspace(1) %2, i64 %381
  %383 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %382, i32 %58, i16 0) #3
  %384 = trunc i16 %383 to i8
  %385 = getelementptr i8, ptr addrspace(3) %299, i64 14
  store i8 %384, ptr addrspace(3) %385, align 2
  %386 = add i32 %293, 15
  %387 = sext i32 %386 to i64
  %388 = getelementptr i8, ptr addrspace(1) %2, i64 %387
  %389 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %388, i32 %58, i16 0) #3
  %390 = trunc i16 %389 to i8
  %391 = getelementptr i8, ptr addrspace(3) %299, i64 15
  store i8 %390, ptr addrspace(3) %391, align 1
  br label %.loopexit32

392:                                              ; preds = %.loopexit34
  %393 = select i1 %57, ptr addrspace(1) %295, ptr addrspace(1) %2
  %394 = ptrtoint ptr addrspace(3) %299 to i64
  %395 = trunc i64 %394 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %395, ptr addrspace(1) %393, i32 %59) #3
  br label %.loopexit32

.loopexit32:                                      ; preds = %.preheader31, %392
  %396 = getelementptr i8, ptr addrspace(3) %86, i64 6144
  %397 = add i32 %84, %61
  %398 = sext i32 %397 to i64
  %399 = getelementptr i8, ptr addrspace(1) %1, i64 %398
  %400 = ptrtoint ptr addrspace(1) %399 to i64
  %401 = and i64 %400, 3
  %402 = icmp eq i64 %401, 0
  %403 = getelementptr i8, ptr addrspace(3) %396, i64 %66
  br i1 %402, label %424, label %.preheader29

.preheader29:                                     ; preds = %.loopexit32
  %404 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %399, i32 %67, i16 0) #3
  %405 = trunc i16 %404 to i8
  store i8 %405, ptr addrspace(3) %403, align 4
  %406 = add i32 %397, 1
  %407 = sext i32 %406 to i64
  %408 = getelementptr i8, ptr addrspace(1) %1, i64 %407
  %409 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %408, i32 %67, i16 0) #3
  %410 = trunc i16 %409 to i8
  %411 = getelementptr i8, ptr addrspace(3) %403, i64 1
  store i8 %410, ptr addrspace(3) %411, align 1
  %412 = add i32 %397, 2
  %413 = sext i32 %412 to i64
  %414 = getelementptr i8, ptr addrspace(1) %1, i64 %413
  %415 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %414, i32 %67, i16 0) #3
  %416 = trunc i16 %415 to i8
  %417 = getelementptr i8, ptr addrspace(3) %403, i64 2
  store i8 %416, ptr addrspace(3) %417, align 2
  %418 = add i32 %397, 3
  %419 = sext i32 %418 to i64
  %420 = getelementptr i8, ptr addrspace(1) %1, i64 %419
  %421 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %420, i32 %67, i16 0) #3
  %422 = trunc i16 %421 to i8
  %423 = getelementptr i8, ptr addrspace(3) %403, i64 3
  store i8 %422, ptr addrspace(3) %423, align 1
  br label %.loopexit30

424:                                              ; preds = %.loopexit32
  %425 = select i1 %62, ptr addrspace(1) %399, ptr addrspace(1) %1
  %426 = ptrtoint ptr addrspace(3) %403 to i64
  %427 = trunc i64 %426 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %427, ptr addrspace(1) %425, i32 %68) #3
  br label %.loopexit30

.loopexit30:                                      ; preds = %.preheader29, %424
  br i1 %69, label %428, label %.loopexit28

428:                                              ; preds = %.loopexit30
  %429 = getelementptr i8, ptr addrspace(3) %86, i64 6656
  %430 = add i32 %84, %71
  %431 = sext i32 %430 to i64
  %432 = getelementptr i8, ptr addrspace(1) %3, i64 %431
  %433 = ptrtoint ptr addrspace(1) %432 to i64
  %434 = and i64 %433, 3
  %435 = icmp eq i64 %434, 0
  %436 = getelementptr i8, ptr addrspace(3) %429, i64 %66
  br i1 %435, label %457, label %.preheader27

.preheader27:                                     ; preds = %428
  %437 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %432, i32 %73, i16 0) #3
  %438 = trunc i16 %437 to i8
  store i8 %438, ptr addrspace(3) %436, align 4
  %439 = add i32 %430, 1
  %440 = sext i32 %439 to i64
  %441 = getelementptr i8, ptr addrspace(1) %3, i64 %440
  %442 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %441, i32 %73, i16 0) #3
  %443 = trunc i16 %442 to i8
  %444 = getelementptr i8, ptr addrspace(3) %436, i64 1
  store i8 %443, ptr addrspace(3) %444, align 1
  %445 = add i32 %430, 2
  %446 = sext i32 %445 to i64
  %447 = getelementptr i8, ptr addrspace(1) %3, i64 %446
  %448 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %447, i32 %73, i16 0) #3
  %449 = trunc i16 %448 to i8
  %450 = getelementptr i8, ptr addrspace(3) %436, i64 2
  store i8 %449, ptr addrspace(3) %450, align 2
  %451 = add i32 %430, 3
  %452 = sext i32 %451 to i64
  %453 = getelementptr i8, ptr addrspace(1) %3, i64 %452
  %454 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %453, i32 %73, i16 0) #3
  %455 = trunc i16 %454 to i8
  %456 = getelementptr i8, ptr addrspace(3) %436, i64 3
  store i8 %455, ptr addrspace(3) %456, align 1
  br label %.loopexit28

457:                                              ; preds = %428
  %458 = select i1 %72, ptr addrspace(1) %432, ptr addrspace(1) %3
  %459 = ptrtoint ptr addrspace(3) %436 to i64
  %460 = trunc i64 %459 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %460, ptr addrspace(1) %458, i32 %74) #3
  br label %.loopexit28

.loopexit28:                                      ; preds = %.preheader27, %.loopexit30, %457, %77
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %461 = add nuw nsw i64 %78, 1
  %exitcond.not = icmp eq i64 %461, 3
  br i1 %exitcond.not, label %.preheader26, label %77

462:                                              ; preds = %.lr.ph, %.loopexit
  %463 = phi i32 [ 0, %.lr.ph ], [ %895, %.loopexit ]
  %464 = phi i32 [ 0, %.lr.ph ], [ %894, %.loopexit ]
  %465 = phi i32 [ 0, %.lr.ph ], [ %896, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #3
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #3
  br i1 %16, label %466, label %495

466:                                              ; preds = %462
  %467 = icmp ne i32 %463, 0
  %468 = zext i1 %467 to i32
  %469 = mul i32 %464, 7168
  %470 = sext i32 %469 to i64
  %471 = getelementptr i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 %470
  %472 = ptrtoint ptr addrspace(3) %471 to i64
  %473 = getelementptr i8, ptr addrspace(3) %471, i64 4096
  %474 = ptrtoint ptr addrspace(3) %473 to i64
  %475 = getelementptr i8, ptr addrspace(3) %471, i64 6144
  %476 = ptrtoint ptr addrspace(3) %475 to i64
  %477 = getelementptr i8, ptr addrspace(3) %471, i64 6656
  %478 = ptrtoint ptr addrspace(3) %477 to i64
  %479 = shl i32 %464, 3
  %480 = add i32 %76, %479
  %481 = lshr exact i64 %476, 4
  %482 = and i64 %481, 16320
  %483 = or disjoint i64 %482, 70403103916032
  tail call void asm sideeffect "tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;", "r,l,~{memory}"(i32 %480, i64 %483) #3
  %484 = add i32 %480, 4
  %485 = lshr exact i64 %478, 4
  %486 = and i64 %485, 16352
  %487 = or disjoint i64 %486, 70403103916032
  tail call void asm sideeffect "tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;", "r,l,~{memory}"(i32 %484, i64 %487) #3
  %488 = lshr exact i64 %472, 4
  %489 = and i64 %488, 16320
  %490 = or disjoint i64 %489, 70437464178688
  %491 = lshr exact i64 %474, 4
  %492 = and i64 %491, 16320
  %493 = or disjoint i64 %492, 70437464178688
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16 [$0], $1, $2, $3, [$5], [$6], p;\0A\09}", "r,l,l,r,r,r,r,~{memory}"(i32 %23, i64 %490, i64 %493, i32 135267456, i32 %468, i32 %480, i32 %484) #3
  %494 = add i32 %479, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32)
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %494) #3
  br label %495

495:                                              ; preds = %466, %462
  %496 = add i32 %465, 192
  %497 = icmp slt i32 %496, %7
  %498 = icmp slt i32 %465, 2147483456
  %499 = and i1 %498, %497
  %500 = icmp eq i32 %464, 0
  %501 = add i32 %464, -1
  %502 = select i1 %500, i32 3, i32 %501
  br i1 %499, label %503, label %.loopexit

503:                                              ; preds = %495
  %.not = icmp eq i32 %463, 0
  br i1 %.not, label %.loopexit25, label %504

504:                                              ; preds = %503
  %505 = add i32 %463, 7
  %506 = lshr i32 %505, 2
  %507 = shl i32 %502, 3
  %508 = add i32 %507, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32)
  %509 = and i32 %506, 1
  br label %510

510:                                              ; preds = %510, %504
  %511 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %508, i32 %509) #3
  %512 = icmp eq i32 %511, 0
  br i1 %512, label %510, label %.loopexit25

.loopexit25:                                      ; preds = %510, %503
  %513 = lshr exact i32 %496, 1
  %514 = lshr exact i32 %496, 4
  %515 = mul i32 %502, 7168
  %516 = sext i32 %515 to i64
  %517 = getelementptr i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 %516
  %.reass40 = add i32 %513, %invariant.op
  %518 = sext i32 %.reass40 to i64
  %519 = getelementptr i8, ptr addrspace(1) %0, i64 %518
  %520 = ptrtoint ptr addrspace(1) %519 to i64
  %521 = and i64 %520, 15
  %522 = icmp eq i64 %521, 0
  %523 = getelementptr i8, ptr addrspace(3) %517, i64 %39
  br i1 %522, label %616, label %.preheader23

.preheader23:                                     ; preds = %.loopexit25
  %524 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %519, i32 %40, i16 0) #3
  %525 = trunc i16 %524 to i8
  store i8 %525, ptr addrspace(3) %523, align 16
  %526 = add i32 %.reass40, 1
  %527 = sext i32 %526 to i64
  %528 = getelementptr i8, ptr addrspace(1) %0, i64 %527
  %529 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %528, i32 %40, i16 0) #3
  %530 = trunc i16 %529 to i8
  %531 = getelementptr i8, ptr addrspace(3) %523, i64 1
  store i8 %530, ptr addrspace(3) %531, align 1
  %532 = add i32 %.reass40, 2
  %533 = sext i32 %532 to i64
  %534 = getelementptr i8, ptr addrspace(1) %0, i64 %533
  %535 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %534, i32 %40, i16 0) #3
  %536 = trunc i16 %535 to i8
  %537 = getelementptr i8, ptr addrspace(3) %523, i64 2
  store i8 %536, ptr addrspace(3) %537, align 2
  %538 = add i32 %.reass40, 3
  %539 = sext i32 %538 to i64
  %540 = getelementptr i8, ptr addrspace(1) %0, i64 %539
  %541 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %540, i32 %40, i16 0) #3
  %542 = trunc i16 %541 to i8
  %543 = getelementptr i8, ptr addrspace(3) %523, i64 3
  store i8 %542, ptr addrspace(3) %543, align 1
  %544 = add i32 %.reass40, 4
  %545 = sext i32 %544 to i64
  %546 = getelementptr i8, ptr addrspace(1) %0, i64 %545
  %547 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %546, i32 %40, i16 0) #3
  %548 = trunc i16 %547 to i8
  %549 = getelementptr i8, ptr addrspace(3) %523, i64 4
  store i8 %548, ptr addrspace(3) %549, align 4
  %550 = add i32 %.reass40, 5
  %551 = sext i32 %550 to i64
  %552 = getelementptr i8, ptr addrspace(1) %0, i64 %551
  %553 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %552, i32 %40, i16 0) #3
  %554 = trunc i16 %553 to i8
  %555 = getelementptr i8, ptr addrspace(3) %523, i64 5
  store i8 %554, ptr addrspace(3) %555, align 1
  %556 = add i32 %.reass40, 6
  %557 = sext i32 %556 to i64
  %558 = getelementptr i8, ptr addrspace(1) %0, i64 %557
  %559 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %558, i32 %40, i16 0) #3
  %560 = trunc i16 %559 to i8
  %561 = getelementptr i8, ptr addrspace(3) %523, i64 6
  store i8 %560, ptr addrspace(3) %561, align 2
  %562 = add i32 %.reass40, 7
  %563 = sext i32 %562 to i64
  %564 = getelementptr i8, ptr addrspace(1) %0, i64 %563
  %565 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %564, i32 %40, i16 0) #3
  %566 = trunc i16 %565 to i8
  %567 = getelementptr i8, ptr addrspace(3) %523, i64 7
  store i8 %566, ptr addrspace(3) %567, align 1
  %568 = add i32 %.reass40, 8
  %569 = sext i32 %568 to i64
  %570 = getelementptr i8, ptr addrspace(1) %0, i64 %569
  %571 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %570, i32 %40, i16 0) #3
  %572 = trunc i16 %571 to i8
  %573 = getelementptr i8, ptr addrspace(3) %523, i64 8
  store i8 %572, ptr addrspace(3) %573, align 8
  %574 = add i32 %.reass40, 9
  %575 = sext i32 %574 to i64
  %576 = getelementptr i8, ptr addrspace(1) %0, i64 %575
  %577 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %576, i32 %40, i16 0) #3
  %578 = trunc i16 %577 to i8
  %579 = getelementptr i8, ptr addrspace(3) %523, i64 9
  store i8 %578, ptr addrspace(3) %579, align 1
  %580 = add i32 %.reass40, 10
  %581 = sext i32 %580 to i64
  %582 = getelementptr i8, ptr addrspace(1) %0, i64 %581
  %583 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %582, i32 %40, i16 0) #3
  %584 = trunc i16 %583 to i8
  %585 = getelementptr i8, ptr addrspace(3) %523, i64 10
  store i8 %584, ptr addrspace(3) %585, align 2
  %586 = add i32 %.reass40, 11
  %587 = sext i32 %586 to i64
  %588 = getelementptr i8, ptr addrspace(1) %0, i64 %587
  %589 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %588, i32 %40, i16 0) #3
  %590 = trunc i16 %589 to i8
  %591 = getelementptr i8, ptr addrspace(3) %523, i64 11
  store i8 %590, ptr addrspace(3) %591, align 1
  %592 = add i32 %.reass40, 12
  %593 = sext i32 %592 to i64
  %594 = getelementptr i8, ptr addrspace(1) %0, i64 %593
  %595 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %594, i32 %40, i16 0) #3
  %596 = trunc i16 %595 to i8
  %597 = getelementptr i8, ptr addrspace(3) %523, i64 12
  store i8 %596, ptr addrspace(3) %597, align 4
  %598 = add i32 %.reass40, 13
  %599 = sext i32 %598 to i64
  %600 = getelementptr i8, ptr addrspace(1) %0, i64 %599
  %601 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %600, i32 %40, i16 0) #3
  %602 = trunc i16 %601 to i8
  %603 = getelementptr i8, ptr addrspace(3) %523, i64 13
  store i8 %602, ptr addrspace(3) %603, align 1
  %604 = add i32 %.reass40, 14
  %605 = sext i32 %604 to i64
  %606 = getelementptr i8, ptr addrspace(1) %0, i64 %605
  %607 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %606, i32 %40, i16 0) #3
  %608 = trunc i16 %607 to i8
  %609 = getelementptr i8, ptr addrspace(3) %523, i64 14
  store i8 %608, ptr addrspace(3) %609, align 2
  %610 = add i32 %.reass40, 15
  %611 = sext i32 %610 to i64
  %612 = getelementptr i8, ptr addrspace(1) %0, i64 %611
  %613 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %612, i32 %40, i16 0) #3
  %614 = trunc i16 %613 to i8
  %615 = getelementptr i8, ptr addrspace(3) %523, i64 15
  store i8 %614, ptr addrspace(3) %615, align 1
  br label %.loopexit24

616:                                              ; preds = %.loopexit25
  %617 = select i1 %32, ptr addrspace(1) %519, ptr addrspace(1) %0
  %618 = ptrtoint ptr addrspace(3) %523 to i64
  %619 = trunc i64 %618 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %619, ptr addrspace(1) %617, i32 %41) #3
  br label %.loopexit24

.loopexit24:                                      ; preds = %.preheader23, %616
  %620 = add i32 %45, %513
  %621 = sext i32 %620 to i64
  %622 = getelementptr i8, ptr addrspace(1) %0, i64 %621
  %623 = ptrtoint ptr addrspace(1) %622 to i64
  %624 = and i64 %623, 15
  %625 = icmp eq i64 %624, 0
  %626 = getelementptr i8, ptr addrspace(3) %517, i64 %51
  br i1 %625, label %719, label %.preheader21

.preheader21:                                     ; preds = %.loopexit24
  %627 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %622, i32 %52, i16 0) #3
  %628 = trunc i16 %627 to i8
  store i8 %628, ptr addrspace(3) %626, align 16
  %629 = add i32 %620, 1
  %630 = sext i32 %629 to i64
  %631 = getelementptr i8, ptr addrspace(1) %0, i64 %630
  %632 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %631, i32 %52, i16 0) #3
  %633 = trunc i16 %632 to i8
  %634 = getelementptr i8, ptr addrspace(3) %626, i64 1
  store i8 %633, ptr addrspace(3) %634, align 1
  %635 = add i32 %620, 2
  %636 = sext i32 %635 to i64
  %637 = getelementptr i8, ptr addrspace(1) %0, i64 %636
  %638 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %637, i32 %52, i16 0) #3
  %639 = trunc i16 %638 to i8
  %640 = getelementptr i8, ptr addrspace(3) %626, i64 2
  store i8 %639, ptr addrspace(3) %640, align 2
  %641 = add i32 %620, 3
  %642 = sext i32 %641 to i64
  %643 = getelementptr i8, ptr addrspace(1) %0, i64 %642
  %644 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %643, i32 %52, i16 0) #3
  %645 = trunc i16 %644 to i8
  %646 = getelementptr i8, ptr addrspace(3) %626, i64 3
  store i8 %645, ptr addrspace(3) %646, align 1
  %647 = add i32 %620, 4
  %648 = sext i32 %647 to i64
  %649 = getelementptr i8, ptr addrspace(1) %0, i64 %648
  %650 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %649, i32 %52, i16 0) #3
  %651 = trunc i16 %650 to i8
  %652 = getelementptr i8, ptr addrspace(3) %626, i64 4
  store i8 %651, ptr addrspace(3) %652, align 4
  %653 = add i32 %620, 5
  %654 = sext i32 %653 to i64
  %655 = getelementptr i8, ptr addrspace(1) %0, i64 %654
  %656 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %655, i32 %52, i16 0) #3
  %657 = trunc i16 %656 to i8
  %658 = getelementptr i8, ptr addrspace(3) %626, i64 5
  store i8 %657, ptr addrspace(3) %658, align 1
  %659 = add i32 %620, 6
  %660 = sext i32 %659 to i64
  %661 = getelementptr i8, ptr addrspace(1) %0, i64 %660
  %662 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %661, i32 %52, i16 0) #3
  %663 = trunc i16 %662 to i8
  %664 = getelementptr i8, ptr addrspace(3) %626, i64 6
  store i8 %663, ptr addrspace(3) %664, align 2
  %665 = add i32 %620, 7
  %666 = sext i32 %665 to i64
  %667 = getelementptr i8, ptr addrspace(1) %0, i64 %666
  %668 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %667, i32 %52, i16 0) #3
  %669 = trunc i16 %668 to i8
  %670 = getelementptr i8, ptr addrspace(3) %626, i64 7
  store i8 %669, ptr addrspace(3) %670, align 1
  %671 = add i32 %620, 8
  %672 = sext i32 %671 to i64
  %673 = getelementptr i8, ptr addrspace(1) %0, i64 %672
  %674 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %673, i32 %52, i16 0) #3
  %675 = trunc i16 %674 to i8
  %676 = getelementptr i8, ptr addrspace(3) %626, i64 8
  store i8 %675, ptr addrspace(3) %676, align 8
  %677 = add i32 %620, 9
  %678 = sext i32 %677 to i64
  %679 = getelementptr i8, ptr addrspace(1) %0, i64 %678
  %680 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %679, i32 %52, i16 0) #3
  %681 = trunc i16 %680 to i8
  %682 = getelementptr i8, ptr addrspace(3) %626, i64 9
  store i8 %681, ptr addrspace(3) %682, align 1
  %683 = add i32 %620, 10
  %684 = sext i32 %683 to i64
  %685 = getelementptr i8, ptr addrspace(1) %0, i64 %684
  %686 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %685, i32 %52, i16 0) #3
  %687 = trunc i16 %686 to i8
  %688 = getelementptr i8, ptr addrspace(3) %626, i64 10
  store i8 %687, ptr addrspace(3) %688, align 2
  %689 = add i32 %620, 11
  %690 = sext i32 %689 to i64
  %691 = getelementptr i8, ptr addrspace(1) %0, i64 %690
  %692 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %691, i32 %52, i16 0) #3
  %693 = trunc i16 %692 to i8
  %694 = getelementptr i8, ptr addrspace(3) %626, i64 11
  store i8 %693, ptr addrspace(3) %694, align 1
  %695 = add i32 %620, 12
  %696 = sext i32 %695 to i64
  %697 = getelementptr i8, ptr addrspace(1) %0, i64 %696
  %698 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %697, i32 %52, i16 0) #3
  %699 = trunc i16 %698 to i8
  %700 = getelementptr i8, ptr addrspace(3) %626, i64 12
  store i8 %699, ptr addrspace(3) %700, align 4
  %701 = add i32 %620, 13
  %702 = sext i32 %701 to i64
  %703 = getelementptr i8, ptr addrspace(1) %0, i64 %702
  %704 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %703, i32 %52, i16 0) #3
  %705 = trunc i16 %704 to i8
  %706 = getelementptr i8, ptr addrspace(3) %626, i64 13
  store i8 %705, ptr addrspace(3) %706, align 1
  %707 = add i32 %620, 14
  %708 = sext i32 %707 to i64
  %709 = getelementptr i8, ptr addrspace(1) %0, i64 %708
  %710 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %709, i32 %52, i16 0) #3
  %711 = trunc i16 %710 to i8
  %712 = getelementptr i8, ptr addrspace(3) %626, i64 14
  store i8 %711, ptr addrspace(3) %712, align 2
  %713 = add i32 %620, 15
  %714 = sext i32 %713 to i64
  %715 = getelementptr i8, ptr addrspace(1) %0, i64 %714
  %716 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %715, i32 %52, i16 0) #3
  %717 = trunc i16 %716 to i8
  %718 = getelementptr i8, ptr addrspace(3) %626, i64 15
  store i8 %717, ptr addrspace(3) %718, align 1
  br label %.loopexit22

719:                                              ; preds = %.loopexit24
  %720 = select i1 %46, ptr addrspace(1) %622, ptr addrspace(1) %0
  %721 = ptrtoint ptr addrspace(3) %626 to i64
  %722 = trunc i64 %721 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %722, ptr addrspace(1) %720, i32 %53) #3
  br label %.loopexit22

.loopexit22:                                      ; preds = %.preheader21, %719
  %723 = getelementptr i8, ptr addrspace(3) %517, i64 4096
  %724 = add i32 %56, %513
  %725 = sext i32 %724 to i64
  %726 = getelementptr i8, ptr addrspace(1) %2, i64 %725
  %727 = ptrtoint ptr addrspace(1) %726 to i64
  %728 = and i64 %727, 15
  %729 = icmp eq i64 %728, 0
  %730 = getelementptr i8, ptr addrspace(3) %723, i64 %39
  br i1 %729, label %823, label %.preheader19

.preheader19:                                     ; preds = %.loopexit22
  %731 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %726, i32 %58, i16 0) #3
  %732 = trunc i16 %731 to i8
  store i8 %732, ptr addrspace(3) %730, align 16
  %733 = add i32 %724, 1
  %734 = sext i32 %733 to i64
  %735 = getelementptr i8, ptr addrspace(1) %2, i64 %734
  %736 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %735, i32 %58, i16 0) #3
  %737 = trunc i16 %736 to i8
  %738 = getelementptr i8, ptr addrspace(3) %730, i64 1
  store i8 %737, ptr addrspace(3) %738, align 1
  %739 = add i32 %724, 2
  %740 = sext i32 %739 to i64
  %741 = getelementptr i8, ptr addrspace(1) %2, i64 %740
  %742 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %741, i32 %58, i16 0) #3
  %743 = trunc i16 %742 to i8
  %744 = getelementptr i8, ptr addrspace(3) %730, i64 2
  store i8 %743, ptr addrspace(3) %744, align 2
  %745 = add i32 %724, 3
  %746 = sext i32 %745 to i64
  %747 = getelementptr i8, ptr addrspace(1) %2, i64 %746
  %748 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %747, i32 %58, i16 0) #3
  %749 = trunc i16 %748 to i8
  %750 = getelementptr i8, ptr addrspace(3) %730, i64 3
  store i8 %749, ptr addrspace(3) %750, align 1
  %751 = add i32 %724, 4
  %752 = sext i32 %751 to i64
  %753 = getelementptr i8, ptr addrspace(1) %2, i64 %752
  %754 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %753, i32 %58, i16 0) #3
  %755 = trunc i16 %754 to i8
  %756 = getelementptr i8, ptr addrspace(3) %730, i64 4
  store i8 %755, ptr addrspace(3) %756, align 4
  %757 = add i32 %724, 5
  %758 = sext i32 %757 to i64
  %759 = getelementptr i8, ptr addrspace(1) %2, i64 %758
  %760 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %759, i32 %58, i16 0) #3
  %761 = trunc i16 %760 to i8
  %762 = getelementptr i8, ptr addrspace(3) %730, i64 5
  store i8 %761, ptr addrspace(3) %762, align 1
  %763 = add i32 %724, 6
  %764 = sext i32 %763 to i64
  %765 = getelementptr i8, ptr addrspace(1) %2, i64 %764
  %766 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %765, i32 %58, i16 0) #3
  %767 = trunc i16 %766 to i8
  %768 = getelementptr i8, ptr addrspace(3) %730, i64 6
  store i8 %767, ptr addrspace(3) %768, align 2
  %769 = add i32 %724, 7
  %770 = sext i32 %769 to i64
  %771 = getelementptr i8, ptr addrspace(1) %2, i64 %770
  %772 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %771, i32 %58, i16 0) #3
  %773 = trunc i16 %772 to i8
  %774 = getelementptr i8, ptr addrspace(3) %730, i64 7
  store i8 %773, ptr addrspace(3) %774, align 1
  %775 = add i32 %724, 8
  %776 = sext i32 %775 to i64
  %777 = getelementptr i8, ptr addrspace(1) %2, i64 %776
  %778 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %777, i32 %58, i16 0) #3
  %779 = trunc i16 %778 to i8
  %780 = getelementptr i8, ptr addrspace(3) %730, i64 8
  store i8 %779, ptr addrspace(3) %780, align 8
  %781 = add i32 %724, 9
  %782 = sext i32 %781 to i64
  %783 = getelementptr i8, ptr addrspace(1) %2, i64 %782
  %784 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %783, i32 %58, i16 0) #3
  %785 = trunc i16 %784 to i8
  %786 = getelementptr i8, ptr addrspace(3) %730, i64 9
  store i8 %785, ptr addrspace(3) %786, align 1
  %787 = add i32 %724, 10
  %788 = sext i32 %787 to i64
  %789 = getelementptr i8, ptr addrspace(1) %2, i64 %788
  %790 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %789, i32 %58, i16 0) #3
  %791 = trunc i16 %790 to i8
  %792 = getelementptr i8, ptr addrspace(3) %730, i64 10
  store i8 %791, ptr addrspace(3) %792, align 2
  %793 = add i32 %724, 11
  %794 = sext i32 %793 to i64
  %795 = getelementptr i8, ptr addrspace(1) %2, i64 %794
  %796 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %795, i32 %58, i16 0) #3
  %797 = trunc i16 %796 to i8
  %798 = getelementptr i8, ptr addrspace(3) %730, i64 11
  store i8 %797, ptr addrspace(3) %798, align 1
  %799 = add i32 %724, 12
  %800 = sext i32 %799 to i64
  %801 = getelementptr i8, ptr addrspace(1) %2, i64 %800
  %802 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %801, i32 %58, i16 0) #3
  %803 = trunc i16 %802 to i8
  %804 = getelementptr i8, ptr addrspace(3) %730, i64 12
  store i8 %803, ptr addrspace(3) %804, align 4
  %805 = add i32 %724, 13
  %806 = sext i32 %805 to i64
  %807 = getelementptr i8, ptr addrspace(1) %2, i64 %806
  %808 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %807, i32 %58, i16 0) #3
  %809 = trunc i16 %808 to i8
  %810 = getelementptr i8, ptr addrspace(3) %730, i64 13
  store i8 %809, ptr addrspace(3) %810, align 1
  %811 = add i32 %724, 14
  %812 = sext i32 %811 to i64
  %813 = getelementptr i8, ptr addrspace(1) %2, i64 %812
  %814 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %813, i32 %58, i16 0) #3
  %815 = trunc i16 %814 to i8
  %816 = getelementptr i8, ptr addrspace(3) %730, i64 14
  store i8 %815, ptr addrspace(3) %816, align 2
  %817 = add i32 %724, 15
  %818 = sext i32 %817 to i64
  %819 = getelementptr i8, ptr addrspace(1) %2, i64 %818
  %820 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %819, i32 %58, i16 0) #3
  %821 = trunc i16 %820 to i8
  %822 = getelementptr i8, ptr addrspace(3) %730, i64 15
  store i8 %821, ptr addrspace(3) %822, align 1
  br label %.loopexit20

823:                                              ; preds = %.loopexit22
  %824 = select i1 %57, ptr addrspace(1) %726, ptr addrspace(1) %2
  %825 = ptrtoint ptr addrspace(3) %730 to i64
  %826 = trunc i64 %825 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %826, ptr addrspace(1) %824, i32 %59) #3
  br label %.loopexit20

.loopexit20:                                      ; preds = %.preheader19, %823
  %827 = getelementptr i8, ptr addrspace(3) %517, i64 6144
  %828 = add i32 %514, %61
  %829 = sext i32 %828 to i64
  %830 = getelementptr i8, ptr addrspace(1) %1, i64 %829
  %831 = ptrtoint ptr addrspace(1) %830 to i64
  %832 = and i64 %831, 3
  %833 = icmp eq i64 %832, 0
  %834 = getelementptr i8, ptr addrspace(3) %827, i64 %66
  br i1 %833, label %855, label %.preheader17

.preheader17:                                     ; preds = %.loopexit20
  %835 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %830, i32 %67, i16 0) #3
  %836 = trunc i16 %835 to i8
  store i8 %836, ptr addrspace(3) %834, align 4
  %837 = add i32 %828, 1
  %838 = sext i32 %837 to i64
  %839 = getelementptr i8, ptr addrspace(1) %1, i64 %838
  %840 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %839, i32 %67, i16 0) #3
  %841 = trunc i16 %840 to i8
  %842 = getelementptr i8, ptr addrspace(3) %834, i64 1
  store i8 %841, ptr addrspace(3) %842, align 1
  %843 = add i32 %828, 2
  %844 = sext i32 %843 to i64
  %845 = getelementptr i8, ptr addrspace(1) %1, i64 %844
  %846 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %845, i32 %67, i16 0) #3
  %847 = trunc i16 %846 to i8
  %848 = getelementptr i8, ptr addrspace(3) %834, i64 2
  store i8 %847, ptr addrspace(3) %848, align 2
  %849 = add i32 %828, 3
  %850 = sext i32 %849 to i64
  %851 = getelementptr i8, ptr addrspace(1) %1, i64 %850
  %852 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %851, i32 %67, i16 0) #3
  %853 = trunc i16 %852 to i8
  %854 = getelementptr i8, ptr addrspace(3) %834, i64 3
  store i8 %853, ptr addrspace(3) %854, align 1
  br label %.loopexit18

855:                                              ; preds = %.loopexit20
  %856 = select i1 %62, ptr addrspace(1) %830, ptr addrspace(1) %1
  %857 = ptrtoint ptr addrspace(3) %834 to i64
  %858 = trunc i64 %857 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %858, ptr addrspace(1) %856, i32 %68) #3
  br label %.loopexit18

.loopexit18:                                      ; preds = %.preheader17, %855
  br i1 %69, label %859, label %.loopexit

859:                                              ; preds = %.loopexit18
  %860 = getelementptr i8, ptr addrspace(3) %517, i64 6656
  %861 = add i32 %514, %71
  %862 = sext i32 %861 to i64
  %863 = getelementptr i8, ptr addrspace(1) %3, i64 %862
  %864 = ptrtoint ptr addrspace(1) %863 to i64
  %865 = and i64 %864, 3
  %866 = icmp eq i64 %865, 0
  %867 = getelementptr i8, ptr addrspace(3) %860, i64 %66
  br i1 %866, label %888, label %.preheader

.preheader:                                       ; preds = %859
  %868 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %863, i32 %73, i16 0) #3
  %869 = trunc i16 %868 to i8
  store i8 %869, ptr addrspace(3) %867, align 4
  %870 = add i32 %861, 1
  %871 = sext i32 %870 to i64
  %872 = getelementptr i8, ptr addrspace(1) %3, i64 %871
  %873 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %872, i32 %73, i16 0) #3
  %874 = trunc i16 %873 to i8
  %875 = getelementptr i8, ptr addrspace(3) %867, i64 1
  store i8 %874, ptr addrspace(3) %875, align 1
  %876 = add i32 %861, 2
  %877 = sext i32 %876 to i64
  %878 = getelementptr i8, ptr addrspace(1) %3, i64 %877
  %879 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %878, i32 %73, i16 0) #3
  %880 = trunc i16 %879 to i8
  %881 = getelementptr i8, ptr addrspace(3) %867, i64 2
  store i8 %880, ptr addrspace(3) %881, align 2
  %882 = add i32 %861, 3
  %883 = sext i32 %882 to i64
  %884 = getelementptr i8, ptr addrspace(1) %3, i64 %883
  %885 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %884, i32 %73, i16 0) #3
  %886 = trunc i16 %885 to i8
  %887 = getelementptr i8, ptr addrspace(3) %867, i64 3
  store i8 %886, ptr addrspace(3) %887, align 1
  br label %.loopexit

888:                                              ; preds = %859
  %889 = select i1 %72, ptr addrspace(1) %863, ptr addrspace(1) %3
  %890 = ptrtoint ptr addrspace(3) %867 to i64
  %891 = trunc i64 %890 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %891, ptr addrspace(1) %889, i32 %74) #3
  br label %.loopexit

.loopexit:                                        ; preds = %.preheader, %.loopexit18, %888, %495
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %892 = add i32 %464, 1
  %893 = icmp eq i32 %892, 4
  %894 = select i1 %893, i32 0, i32 %892
  %895 = add i32 %463, 1
  %896 = add i32 %465, 64
  %897 = icmp slt i32 %896, %7
  br i1 %897, label %462, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
  %898 = icmp ult i32 %463, 2147483647
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.preheader26
  %.lcssa = phi i1 [ false, %.preheader26 ], [ %898, %._crit_edge.loopexit ]
  br i1 %16, label %899, label %.preheader55

899:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 32)) #3
  br label %.preheader55

.preheader55:                                     ; preds = %899, %._crit_edge
  br label %900

900:                                              ; preds = %.preheader55, %900
  %901 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 32), i32 0) #3
  %902 = icmp eq i32 %901, 0
  br i1 %902, label %900, label %903

903:                                              ; preds = %900
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #3
  %904 = shl nuw nsw i32 %9, 16
  %905 = and i32 %904, 6291456
  %906 = add i32 %23, %905
  %907 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %906) #3
  %908 = add i32 %906, 32
  %909 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %908) #3
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #3
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %20, label %910, label %911

910:                                              ; preds = %903
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 128;", "r,~{memory}"(i32 %23) #3
  br label %911

911:                                              ; preds = %910, %903
  br i1 %16, label %912, label %913

912:                                              ; preds = %911
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32)) #3
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 8)) #3
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 16)) #3
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 24)) #3
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 32)) #3
  br label %913

913:                                              ; preds = %912, %911
  %914 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 31
  %915 = bitcast i32 %914 to float
  %916 = fadd float %915, 0.000000e+00
  %917 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 30
  %918 = bitcast i32 %917 to float
  %919 = fadd float %918, 0.000000e+00
  %920 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 29
  %921 = bitcast i32 %920 to float
  %922 = fadd float %921, 0.000000e+00
  %923 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 28
  %924 = bitcast i32 %923 to float
  %925 = fadd float %924, 0.000000e+00
  %926 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 27
  %927 = bitcast i32 %926 to float
  %928 = fadd float %927, 0.000000e+00
  %929 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 26
  %930 = bitcast i32 %929 to float
  %931 = fadd float %930, 0.000000e+00
  %932 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 25
  %933 = bitcast i32 %932 to float
  %934 = fadd float %933, 0.000000e+00
  %935 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 24
  %936 = bitcast i32 %935 to float
  %937 = fadd float %936, 0.000000e+00
  %938 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 23
  %939 = bitcast i32 %938 to float
  %940 = fadd float %939, 0.000000e+00
  %941 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 22
  %942 = bitcast i32 %941 to float
  %943 = fadd float %942, 0.000000e+00
  %944 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 21
  %945 = bitcast i32 %944 to float
  %946 = fadd float %945, 0.000000e+00
  %947 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 20
  %948 = bitcast i32 %947 to float
  %949 = fadd float %948, 0.000000e+00
  %950 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 19
  %951 = bitcast i32 %950 to float
  %952 = fadd float %951, 0.000000e+00
  %953 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 18
  %954 = bitcast i32 %953 to float
  %955 = fadd float %954, 0.000000e+00
  %956 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 17
  %957 = bitcast i32 %956 to float
  %958 = fadd float %957, 0.000000e+00
  %959 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 16
  %960 = bitcast i32 %959 to float
  %961 = fadd float %960, 0.000000e+00
  %962 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 15
  %963 = bitcast i32 %962 to float
  %964 = fadd float %963, 0.000000e+00
  %965 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 14
  %966 = bitcast i32 %965 to float
  %967 = fadd float %966, 0.000000e+00
  %968 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 13
  %969 = bitcast i32 %968 to float
  %970 = fadd float %969, 0.000000e+00
  %971 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 12
  %972 = bitcast i32 %971 to float
  %973 = fadd float %972, 0.000000e+00
  %974 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 11
  %975 = bitcast i32 %974 to float
  %976 = fadd float %975, 0.000000e+00
  %977 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 10
  %978 = bitcast i32 %977 to float
  %979 = fadd float %978, 0.000000e+00
  %980 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 9
  %981 = bitcast i32 %980 to float
  %982 = fadd float %981, 0.000000e+00
  %983 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 8
  %984 = bitcast i32 %983 to float
  %985 = fadd float %984, 0.000000e+00
  %986 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 7
  %987 = bitcast i32 %986 to float
  %988 = fadd float %987, 0.000000e+00
  %989 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 6
  %990 = bitcast i32 %989 to float
  %991 = fadd float %990, 0.000000e+00
  %992 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 5
  %993 = bitcast i32 %992 to float
  %994 = fadd float %993, 0.000000e+00
  %995 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 4
  %996 = bitcast i32 %995 to float
  %997 = fadd float %996, 0.000000e+00
  %998 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 3
  %999 = bitcast i32 %998 to float
  %1000 = fadd float %999, 0.000000e+00
  %1001 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 2
  %1002 = bitcast i32 %1001 to float
  %1003 = fadd float %1002, 0.000000e+00
  %1004 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 1
  %1005 = bitcast i32 %1004 to float
  %1006 = fadd float %1005, 0.000000e+00
  %1007 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %909, 0
  %1008 = bitcast i32 %1007 to float
  %1009 = fadd float %1008, 0.000000e+00
  %1010 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 31
  %1011 = bitcast i32 %1010 to float
  %1012 = fadd float %1011, 0.000000e+00
  %1013 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 30
  %1014 = bitcast i32 %1013 to float
  %1015 = fadd float %1014, 0.000000e+00
  %1016 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 29
  %1017 = bitcast i32 %1016 to float
  %1018 = fadd float %1017, 0.000000e+00
  %1019 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 28
  %1020 = bitcast i32 %1019 to float
  %1021 = fadd float %1020, 0.000000e+00
  %1022 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 27
  %1023 = bitcast i32 %1022 to float
  %1024 = fadd float %1023, 0.000000e+00
  %1025 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 26
  %1026 = bitcast i32 %1025 to float
  %1027 = fadd float %1026, 0.000000e+00
  %1028 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 25
  %1029 = bitcast i32 %1028 to float
  %1030 = fadd float %1029, 0.000000e+00
  %1031 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 24
  %1032 = bitcast i32 %1031 to float
  %1033 = fadd float %1032, 0.000000e+00
  %1034 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 23
  %1035 = bitcast i32 %1034 to float
  %1036 = fadd float %1035, 0.000000e+00
  %1037 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 22
  %1038 = bitcast i32 %1037 to float
  %1039 = fadd float %1038, 0.000000e+00
  %1040 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 21
  %1041 = bitcast i32 %1040 to float
  %1042 = fadd float %1041, 0.000000e+00
  %1043 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 20
  %1044 = bitcast i32 %1043 to float
  %1045 = fadd float %1044, 0.000000e+00
  %1046 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 19
  %1047 = bitcast i32 %1046 to float
  %1048 = fadd float %1047, 0.000000e+00
  %1049 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 18
  %1050 = bitcast i32 %1049 to float
  %1051 = fadd float %1050, 0.000000e+00
  %1052 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 17
  %1053 = bitcast i32 %1052 to float
  %1054 = fadd float %1053, 0.000000e+00
  %1055 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 16
  %1056 = bitcast i32 %1055 to float
  %1057 = fadd float %1056, 0.000000e+00
  %1058 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 15
  %1059 = bitcast i32 %1058 to float
  %1060 = fadd float %1059, 0.000000e+00
  %1061 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 14
  %1062 = bitcast i32 %1061 to float
  %1063 = fadd float %1062, 0.000000e+00
  %1064 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 13
  %1065 = bitcast i32 %1064 to float
  %1066 = fadd float %1065, 0.000000e+00
  %1067 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 12
  %1068 = bitcast i32 %1067 to float
  %1069 = fadd float %1068, 0.000000e+00
  %1070 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 11
  %1071 = bitcast i32 %1070 to float
  %1072 = fadd float %1071, 0.000000e+00
  %1073 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 10
  %1074 = bitcast i32 %1073 to float
  %1075 = fadd float %1074, 0.000000e+00
  %1076 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 9
  %1077 = bitcast i32 %1076 to float
  %1078 = fadd float %1077, 0.000000e+00
  %1079 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 8
  %1080 = bitcast i32 %1079 to float
  %1081 = fadd float %1080, 0.000000e+00
  %1082 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 7
  %1083 = bitcast i32 %1082 to float
  %1084 = fadd float %1083, 0.000000e+00
  %1085 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 6
  %1086 = bitcast i32 %1085 to float
  %1087 = fadd float %1086, 0.000000e+00
  %1088 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 5
  %1089 = bitcast i32 %1088 to float
  %1090 = fadd float %1089, 0.000000e+00
  %1091 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 4
  %1092 = bitcast i32 %1091 to float
  %1093 = fadd float %1092, 0.000000e+00
  %1094 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 3
  %1095 = bitcast i32 %1094 to float
  %1096 = fadd float %1095, 0.000000e+00
  %1097 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 2
  %1098 = bitcast i32 %1097 to float
  %1099 = fadd float %1098, 0.000000e+00
  %1100 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 1
  %1101 = bitcast i32 %1100 to float
  %1102 = fadd float %1101, 0.000000e+00
  %1103 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %907, 0
  %1104 = bitcast i32 %1103 to float
  %1105 = fadd float %1104, 0.000000e+00
  %1106 = mul i32 %6, %60
  %1107 = add i32 %1106, %13
  %1108 = sext i32 %1107 to i64
  %1109 = getelementptr float, ptr addrspace(1) %4, i64 %1108
  %1110 = icmp slt i32 %13, %6
  %1111 = and i1 %62, %1110
  %1112 = or disjoint i32 %13, 1
  %1113 = icmp slt i32 %1112, %6
  %1114 = and i1 %62, %1113
  %1115 = or disjoint i32 %13, 2
  %1116 = icmp slt i32 %1115, %6
  %1117 = and i1 %62, %1116
  %1118 = or disjoint i32 %13, 3
  %1119 = icmp slt i32 %1118, %6
  %1120 = and i1 %62, %1119
  %1121 = ptrtoint ptr addrspace(1) %1109 to i64
  %1122 = and i64 %1121, 15
  %1123 = icmp eq i64 %1122, 0
  %1124 = and i1 %1120, %1123
  %1125 = xor i1 %1111, %1124
  %1126 = xor i1 %1114, %1124
  %1127 = xor i1 %1117, %1124
  %1128 = xor i1 %1120, %1124
  %1129 = zext i1 %1124 to i32
  %1130 = bitcast float %1105 to i32
  %1131 = select i1 %.lcssa, i32 %1130, i32 0
  %1132 = bitcast float %1102 to i32
  %1133 = select i1 %.lcssa, i32 %1132, i32 0
  %1134 = bitcast float %1099 to i32
  %1135 = select i1 %.lcssa, i32 %1134, i32 0
  %1136 = bitcast float %1096 to i32
  %1137 = select i1 %.lcssa, i32 %1136, i32 0
  %1138 = zext i1 %1125 to i32
  %1139 = zext i1 %1126 to i32
  %1140 = zext i1 %1127 to i32
  %1141 = zext i1 %1128 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1129, i32 %1131, i32 %1133, i32 %1135, i32 %1137, ptr addrspace(1) %1109, i32 %1138, i32 %1139, i32 %1140, i32 %1141) #3
  %1142 = or disjoint i32 %13, 4
  %1143 = add i32 %1106, %1142
  %1144 = sext i32 %1143 to i64
  %1145 = getelementptr float, ptr addrspace(1) %4, i64 %1144
  %1146 = icmp slt i32 %1142, %6
  %1147 = and i1 %62, %1146
  %1148 = or disjoint i32 %13, 5
  %1149 = icmp slt i32 %1148, %6
  %1150 = and i1 %62, %1149
  %1151 = or disjoint i32 %13, 6
  %1152 = icmp slt i32 %1151, %6
  %1153 = and i1 %62, %1152
  %1154 = or disjoint i32 %13, 7
  %1155 = icmp slt i32 %1154, %6
  %1156 = and i1 %62, %1155
  %1157 = ptrtoint ptr addrspace(1) %1145 to i64
  %1158 = and i64 %1157, 15
  %1159 = icmp eq i64 %1158, 0
  %1160 = and i1 %1156, %1159
  %1161 = xor i1 %1147, %1160
  %1162 = xor i1 %1150, %1160
  %1163 = xor i1 %1153, %1160
  %1164 = xor i1 %1156, %1160
  %1165 = zext i1 %1160 to i32
  %1166 = bitcast float %1093 to i32
  %1167 = select i1 %.lcssa, i32 %1166, i32 0
  %1168 = bitcast float %1090 to i32
  %1169 = select i1 %.lcssa, i32 %1168, i32 0
  %1170 = bitcast float %1087 to i32
  %1171 = select i1 %.lcssa, i32 %1170, i32 0
  %1172 = bitcast float %1084 to i32
  %1173 = select i1 %.lcssa, i32 %1172, i32 0
  %1174 = zext i1 %1161 to i32
  %1175 = zext i1 %1162 to i32
  %1176 = zext i1 %1163 to i32
  %1177 = zext i1 %1164 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1165, i32 %1167, i32 %1169, i32 %1171, i32 %1173, ptr addrspace(1) %1145, i32 %1174, i32 %1175, i32 %1176, i32 %1177) #3
  %1178 = or disjoint i32 %13, 8
  %1179 = add i32 %1106, %1178
  %1180 = sext i32 %1179 to i64
  %1181 = getelementptr float, ptr addrspace(1) %4, i64 %1180
  %1182 = icmp slt i32 %1178, %6
  %1183 = and i1 %62, %1182
  %1184 = or disjoint i32 %13, 9
  %1185 = icmp slt i32 %1184, %6
  %1186 = and i1 %62, %1185
  %1187 = or disjoint i32 %13, 10
  %1188 = icmp slt i32 %1187, %6
  %1189 = and i1 %62, %1188
  %1190 = or disjoint i32 %13, 11
  %1191 = icmp slt i32 %1190, %6
  %1192 = and i1 %62, %1191
  %1193 = ptrtoint ptr addrspace(1) %1181 to i64
  %1194 = and i64 %1193, 15
  %1195 = icmp eq i64 %1194, 0
  %1196 = and i1 %1192, %1195
  %1197 = xor i1 %1183, %1196
  %1198 = xor i1 %1186, %1196
  %1199 = xor i1 %1189, %1196
  %1200 = xor i1 %1192, %1196
  %1201 = zext i1 %1196 to i32
  %1202 = bitcast float %1081 to i32
  %1203 = select i1 %.lcssa, i32 %1202, i32 0
  %1204 = bitcast float %1078 to i32
  %1205 = select i1 %.lcssa, i32 %1204, i32 0
  %1206 = bitcast float %1075 to i32
  %1207 = select i1 %.lcssa, i32 %1206, i32 0
  %1208 = bitcast float %1072 to i32
  %1209 = select i1 %.lcssa, i32 %1208, i32 0
  %1210 = zext i1 %1197 to i32
  %1211 = zext i1 %1198 to i32
  %1212 = zext i1 %1199 to i32
  %1213 = zext i1 %1200 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1201, i32 %1203, i32 %1205, i32 %1207, i32 %1209, ptr addrspace(1) %1181, i32 %1210, i32 %1211, i32 %1212, i32 %1213) #3
  %1214 = or disjoint i32 %13, 12
  %1215 = add i32 %1106, %1214
  %1216 = sext i32 %1215 to i64
  %1217 = getelementptr float, ptr addrspace(1) %4, i64 %1216
  %1218 = icmp slt i32 %1214, %6
  %1219 = and i1 %62, %1218
  %1220 = or disjoint i32 %13, 13
  %1221 = icmp slt i32 %1220, %6
  %1222 = and i1 %62, %1221
  %1223 = or disjoint i32 %13, 14
  %1224 = icmp slt i32 %1223, %6
  %1225 = and i1 %62, %1224
  %1226 = or disjoint i32 %13, 15
  %1227 = icmp slt i32 %1226, %6
  %1228 = and i1 %62, %1227
  %1229 = ptrtoint ptr addrspace(1) %1217 to i64
  %1230 = and i64 %1229, 15
  %1231 = icmp eq i64 %1230, 0
  %1232 = and i1 %1228, %1231
  %1233 = xor i1 %1219, %1232
  %1234 = xor i1 %1222, %1232
  %1235 = xor i1 %1225, %1232
  %1236 = xor i1 %1228, %1232
  %1237 = zext i1 %1232 to i32
  %1238 = bitcast float %1069 to i32
  %1239 = select i1 %.lcssa, i32 %1238, i32 0
  %1240 = bitcast float %1066 to i32
  %1241 = select i1 %.lcssa, i32 %1240, i32 0
  %1242 = bitcast float %1063 to i32
  %1243 = select i1 %.lcssa, i32 %1242, i32 0
  %1244 = bitcast float %1060 to i32
  %1245 = select i1 %.lcssa, i32 %1244, i32 0
  %1246 = zext i1 %1233 to i32
  %1247 = zext i1 %1234 to i32
  %1248 = zext i1 %1235 to i32
  %1249 = zext i1 %1236 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1237, i32 %1239, i32 %1241, i32 %1243, i32 %1245, ptr addrspace(1) %1217, i32 %1246, i32 %1247, i32 %1248, i32 %1249) #3
  %1250 = or disjoint i32 %13, 16
  %1251 = add i32 %1106, %1250
  %1252 = sext i32 %1251 to i64
  %1253 = getelementptr float, ptr addrspace(1) %4, i64 %1252
  %1254 = icmp slt i32 %1250, %6
  %1255 = and i1 %62, %1254
  %1256 = or disjoint i32 %13, 17
  %1257 = icmp slt i32 %1256, %6
  %1258 = and i1 %62, %1257
  %1259 = or disjoint i32 %13, 18
  %1260 = icmp slt i32 %1259, %6
  %1261 = and i1 %62, %1260
  %1262 = or disjoint i32 %13, 19
  %1263 = icmp slt i32 %1262, %6
  %1264 = and i1 %62, %1263
  %1265 = ptrtoint ptr addrspace(1) %1253 to i64
  %1266 = and i64 %1265, 15
  %1267 = icmp eq i64 %1266, 0
  %1268 = and i1 %1264, %1267
  %1269 = xor i1 %1255, %1268
  %1270 = xor i1 %1258, %1268
  %1271 = xor i1 %1261, %1268
  %1272 = xor i1 %1264, %1268
  %1273 = zext i1 %1268 to i32
  %1274 = bitcast float %1057 to i32
  %1275 = select i1 %.lcssa, i32 %1274, i32 0
  %1276 = bitcast float %1054 to i32
  %1277 = select i1 %.lcssa, i32 %1276, i32 0
  %1278 = bitcast float %1051 to i32
  %1279 = select i1 %.lcssa, i32 %1278, i32 0
  %1280 = bitcast float %1048 to i32
  %1281 = select i1 %.lcssa, i32 %1280, i32 0
  %1282 = zext i1 %1269 to i32
  %1283 = zext i1 %1270 to i32
  %1284 = zext i1 %1271 to i32
  %1285 = zext i1 %1272 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1273, i32 %1275, i32 %1277, i32 %1279, i32 %1281, ptr addrspace(1) %1253, i32 %1282, i32 %1283, i32 %1284, i32 %1285) #3
  %1286 = or disjoint i32 %13, 20
  %1287 = add i32 %1106, %1286
  %1288 = sext i32 %1287 to i64
  %1289 = getelementptr float, ptr addrspace(1) %4, i64 %1288
  %1290 = icmp slt i32 %1286, %6
  %1291 = and i1 %62, %1290
  %1292 = or disjoint i32 %13, 21
  %1293 = icmp slt i32 %1292, %6
  %1294 = and i1 %62, %1293
  %1295 = or disjoint i32 %13, 22
  %1296 = icmp slt i32 %1295, %6
  %1297 = and i1 %62, %1296
  %1298 = or disjoint i32 %13, 23
  %1299 = icmp slt i32 %1298, %6
  %1300 = and i1 %62, %1299
  %1301 = ptrtoint ptr addrspace(1) %1289 to i64
  %1302 = and i64 %1301, 15
  %1303 = icmp eq i64 %1302, 0
  %1304 = and i1 %1300, %1303
  %1305 = xor i1 %1291, %1304
  %1306 = xor i1 %1294, %1304
  %1307 = xor i1 %1297, %1304
  %1308 = xor i1 %1300, %1304
  %1309 = zext i1 %1304 to i32
  %1310 = bitcast float %1045 to i32
  %1311 = select i1 %.lcssa, i32 %1310, i32 0
  %1312 = bitcast float %1042 to i32
  %1313 = select i1 %.lcssa, i32 %1312, i32 0
  %1314 = bitcast float %1039 to i32
  %1315 = select i1 %.lcssa, i32 %1314, i32 0
  %1316 = bitcast float %1036 to i32
  %1317 = select i1 %.lcssa, i32 %1316, i32 0
  %1318 = zext i1 %1305 to i32
  %1319 = zext i1 %1306 to i32
  %1320 = zext i1 %1307 to i32
  %1321 = zext i1 %1308 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1309, i32 %1311, i32 %1313, i32 %1315, i32 %1317, ptr addrspace(1) %1289, i32 %1318, i32 %1319, i32 %1320, i32 %1321) #3
  %1322 = or disjoint i32 %13, 24
  %1323 = add i32 %1106, %1322
  %1324 = sext i32 %1323 to i64
  %1325 = getelementptr float, ptr addrspace(1) %4, i64 %1324
  %1326 = icmp slt i32 %1322, %6
  %1327 = and i1 %62, %1326
  %1328 = or disjoint i32 %13, 25
  %1329 = icmp slt i32 %1328, %6
  %1330 = and i1 %62, %1329
  %1331 = or disjoint i32 %13, 26
  %1332 = icmp slt i32 %1331, %6
  %1333 = and i1 %62, %1332
  %1334 = or disjoint i32 %13, 27
  %1335 = icmp slt i32 %1334, %6
  %1336 = and i1 %62, %1335
  %1337 = ptrtoint ptr addrspace(1) %1325 to i64
  %1338 = and i64 %1337, 15
  %1339 = icmp eq i64 %1338, 0
  %1340 = and i1 %1336, %1339
  %1341 = xor i1 %1327, %1340
  %1342 = xor i1 %1330, %1340
  %1343 = xor i1 %1333, %1340
  %1344 = xor i1 %1336, %1340
  %1345 = zext i1 %1340 to i32
  %1346 = bitcast float %1033 to i32
  %1347 = select i1 %.lcssa, i32 %1346, i32 0
  %1348 = bitcast float %1030 to i32
  %1349 = select i1 %.lcssa, i32 %1348, i32 0
  %1350 = bitcast float %1027 to i32
  %1351 = select i1 %.lcssa, i32 %1350, i32 0
  %1352 = bitcast float %1024 to i32
  %1353 = select i1 %.lcssa, i32 %1352, i32 0
  %1354 = zext i1 %1341 to i32
  %1355 = zext i1 %1342 to i32
  %1356 = zext i1 %1343 to i32
  %1357 = zext i1 %1344 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1345, i32 %1347, i32 %1349, i32 %1351, i32 %1353, ptr addrspace(1) %1325, i32 %1354, i32 %1355, i32 %1356, i32 %1357) #3
  %1358 = or disjoint i32 %13, 28
  %1359 = add i32 %1106, %1358
  %1360 = sext i32 %1359 to i64
  %1361 = getelementptr float, ptr addrspace(1) %4, i64 %1360
  %1362 = icmp slt i32 %1358, %6
  %1363 = and i1 %62, %1362
  %1364 = or disjoint i32 %13, 29
  %1365 = icmp slt i32 %1364, %6
  %1366 = and i1 %62, %1365
  %1367 = or disjoint i32 %13, 30
  %1368 = icmp slt i32 %1367, %6
  %1369 = and i1 %62, %1368
  %1370 = or disjoint i32 %13, 31
  %1371 = icmp slt i32 %1370, %6
  %1372 = and i1 %62, %1371
  %1373 = ptrtoint ptr addrspace(1) %1361 to i64
  %1374 = and i64 %1373, 15
  %1375 = icmp eq i64 %1374, 0
  %1376 = and i1 %1372, %1375
  %1377 = xor i1 %1363, %1376
  %1378 = xor i1 %1366, %1376
  %1379 = xor i1 %1369, %1376
  %1380 = xor i1 %1372, %1376
  %1381 = zext i1 %1376 to i32
  %1382 = bitcast float %1021 to i32
  %1383 = select i1 %.lcssa, i32 %1382, i32 0
  %1384 = bitcast float %1018 to i32
  %1385 = select i1 %.lcssa, i32 %1384, i32 0
  %1386 = bitcast float %1015 to i32
  %1387 = select i1 %.lcssa, i32 %1386, i32 0
  %1388 = bitcast float %1012 to i32
  %1389 = select i1 %.lcssa, i32 %1388, i32 0
  %1390 = zext i1 %1377 to i32
  %1391 = zext i1 %1378 to i32
  %1392 = zext i1 %1379 to i32
  %1393 = zext i1 %1380 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1381, i32 %1383, i32 %1385, i32 %1387, i32 %1389, ptr addrspace(1) %1361, i32 %1390, i32 %1391, i32 %1392, i32 %1393) #3
  %1394 = or disjoint i32 %13, 32
  %1395 = add i32 %1106, %1394
  %1396 = sext i32 %1395 to i64
  %1397 = getelementptr float, ptr addrspace(1) %4, i64 %1396
  %1398 = icmp slt i32 %1394, %6
  %1399 = and i1 %62, %1398
  %1400 = or disjoint i32 %13, 33
  %1401 = icmp slt i32 %1400, %6
  %1402 = and i1 %62, %1401
  %1403 = or disjoint i32 %13, 34
  %1404 = icmp slt i32 %1403, %6
  %1405 = and i1 %62, %1404
  %1406 = or disjoint i32 %13, 35
  %1407 = icmp slt i32 %1406, %6
  %1408 = and i1 %62, %1407
  %1409 = ptrtoint ptr addrspace(1) %1397 to i64
  %1410 = and i64 %1409, 15
  %1411 = icmp eq i64 %1410, 0
  %1412 = and i1 %1408, %1411
  %1413 = xor i1 %1399, %1412
  %1414 = xor i1 %1402, %1412
  %1415 = xor i1 %1405, %1412
  %1416 = xor i1 %1408, %1412
  %1417 = zext i1 %1412 to i32
  %1418 = bitcast float %1009 to i32
  %1419 = select i1 %.lcssa, i32 %1418, i32 0
  %1420 = bitcast float %1006 to i32
  %1421 = select i1 %.lcssa, i32 %1420, i32 0
  %1422 = bitcast float %1003 to i32
  %1423 = select i1 %.lcssa, i32 %1422, i32 0
  %1424 = bitcast float %1000 to i32
  %1425 = select i1 %.lcssa, i32 %1424, i32 0
  %1426 = zext i1 %1413 to i32
  %1427 = zext i1 %1414 to i32
  %1428 = zext i1 %1415 to i32
  %1429 = zext i1 %1416 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1417, i32 %1419, i32 %1421, i32 %1423, i32 %1425, ptr addrspace(1) %1397, i32 %1426, i32 %1427, i32 %1428, i32 %1429) #3
  %1430 = or disjoint i32 %13, 36
  %1431 = add i32 %1106, %1430
  %1432 = sext i32 %1431 to i64
  %1433 = getelementptr float, ptr addrspace(1) %4, i64 %1432
  %1434 = icmp slt i32 %1430, %6
  %1435 = and i1 %62, %1434
  %1436 = or disjoint i32 %13, 37
  %1437 = icmp slt i32 %1436, %6
  %1438 = and i1 %62, %1437
  %1439 = or disjoint i32 %13, 38
  %1440 = icmp slt i32 %1439, %6
  %1441 = and i1 %62, %1440
  %1442 = or disjoint i32 %13, 39
  %1443 = icmp slt i32 %1442, %6
  %1444 = and i1 %62, %1443
  %1445 = ptrtoint ptr addrspace(1) %1433 to i64
  %1446 = and i64 %1445, 15
  %1447 = icmp eq i64 %1446, 0
  %1448 = and i1 %1444, %1447
  %1449 = xor i1 %1435, %1448
  %1450 = xor i1 %1438, %1448
  %1451 = xor i1 %1441, %1448
  %1452 = xor i1 %1444, %1448
  %1453 = zext i1 %1448 to i32
  %1454 = bitcast float %997 to i32
  %1455 = select i1 %.lcssa, i32 %1454, i32 0
  %1456 = bitcast float %994 to i32
  %1457 = select i1 %.lcssa, i32 %1456, i32 0
  %1458 = bitcast float %991 to i32
  %1459 = select i1 %.lcssa, i32 %1458, i32 0
  %1460 = bitcast float %988 to i32
  %1461 = select i1 %.lcssa, i32 %1460, i32 0
  %1462 = zext i1 %1449 to i32
  %1463 = zext i1 %1450 to i32
  %1464 = zext i1 %1451 to i32
  %1465 = zext i1 %1452 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1453, i32 %1455, i32 %1457, i32 %1459, i32 %1461, ptr addrspace(1) %1433, i32 %1462, i32 %1463, i32 %1464, i32 %1465) #3
  %1466 = or disjoint i32 %13, 40
  %1467 = add i32 %1106, %1466
  %1468 = sext i32 %1467 to i64
  %1469 = getelementptr float, ptr addrspace(1) %4, i64 %1468
  %1470 = icmp slt i32 %1466, %6
  %1471 = and i1 %62, %1470
  %1472 = or disjoint i32 %13, 41
  %1473 = icmp slt i32 %1472, %6
  %1474 = and i1 %62, %1473
  %1475 = or disjoint i32 %13, 42
  %1476 = icmp slt i32 %1475, %6
  %1477 = and i1 %62, %1476
  %1478 = or disjoint i32 %13, 43
  %1479 = icmp slt i32 %1478, %6
  %1480 = and i1 %62, %1479
  %1481 = ptrtoint ptr addrspace(1) %1469 to i64
  %1482 = and i64 %1481, 15
  %1483 = icmp eq i64 %1482, 0
  %1484 = and i1 %1480, %1483
  %1485 = xor i1 %1471, %1484
  %1486 = xor i1 %1474, %1484
  %1487 = xor i1 %1477, %1484
  %1488 = xor i1 %1480, %1484
  %1489 = zext i1 %1484 to i32
  %1490 = bitcast float %985 to i32
  %1491 = select i1 %.lcssa, i32 %1490, i32 0
  %1492 = bitcast float %982 to i32
  %1493 = select i1 %.lcssa, i32 %1492, i32 0
  %1494 = bitcast float %979 to i32
  %1495 = select i1 %.lcssa, i32 %1494, i32 0
  %1496 = bitcast float %976 to i32
  %1497 = select i1 %.lcssa, i32 %1496, i32 0
  %1498 = zext i1 %1485 to i32
  %1499 = zext i1 %1486 to i32
  %1500 = zext i1 %1487 to i32
  %1501 = zext i1 %1488 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1489, i32 %1491, i32 %1493, i32 %1495, i32 %1497, ptr addrspace(1) %1469, i32 %1498, i32 %1499, i32 %1500, i32 %1501) #3
  %1502 = or disjoint i32 %13, 44
  %1503 = add i32 %1106, %1502
  %1504 = sext i32 %1503 to i64
  %1505 = getelementptr float, ptr addrspace(1) %4, i64 %1504
  %1506 = icmp slt i32 %1502, %6
  %1507 = and i1 %62, %1506
  %1508 = or disjoint i32 %13, 45
  %1509 = icmp slt i32 %1508, %6
  %1510 = and i1 %62, %1509
  %1511 = or disjoint i32 %13, 46
  %1512 = icmp slt i32 %1511, %6
  %1513 = and i1 %62, %1512
  %1514 = or disjoint i32 %13, 47
  %1515 = icmp slt i32 %1514, %6
  %1516 = and i1 %62, %1515
  %1517 = ptrtoint ptr addrspace(1) %1505 to i64
  %1518 = and i64 %1517, 15
  %1519 = icmp eq i64 %1518, 0
  %1520 = and i1 %1516, %1519
  %1521 = xor i1 %1507, %1520
  %1522 = xor i1 %1510, %1520
  %1523 = xor i1 %1513, %1520
  %1524 = xor i1 %1516, %1520
  %1525 = zext i1 %1520 to i32
  %1526 = bitcast float %973 to i32
  %1527 = select i1 %.lcssa, i32 %1526, i32 0
  %1528 = bitcast float %970 to i32
  %1529 = select i1 %.lcssa, i32 %1528, i32 0
  %1530 = bitcast float %967 to i32
  %1531 = select i1 %.lcssa, i32 %1530, i32 0
  %1532 = bitcast float %964 to i32
  %1533 = select i1 %.lcssa, i32 %1532, i32 0
  %1534 = zext i1 %1521 to i32
  %1535 = zext i1 %1522 to i32
  %1536 = zext i1 %1523 to i32
  %1537 = zext i1 %1524 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1525, i32 %1527, i32 %1529, i32 %1531, i32 %1533, ptr addrspace(1) %1505, i32 %1534, i32 %1535, i32 %1536, i32 %1537) #3
  %1538 = or disjoint i32 %13, 48
  %1539 = add i32 %1106, %1538
  %1540 = sext i32 %1539 to i64
  %1541 = getelementptr float, ptr addrspace(1) %4, i64 %1540
  %1542 = icmp slt i32 %1538, %6
  %1543 = and i1 %62, %1542
  %1544 = or disjoint i32 %13, 49
  %1545 = icmp slt i32 %1544, %6
  %1546 = and i1 %62, %1545
  %1547 = or disjoint i32 %13, 50
  %1548 = icmp slt i32 %1547, %6
  %1549 = and i1 %62, %1548
  %1550 = or disjoint i32 %13, 51
  %1551 = icmp slt i32 %1550, %6
  %1552 = and i1 %62, %1551
  %1553 = ptrtoint ptr addrspace(1) %1541 to i64
  %1554 = and i64 %1553, 15
  %1555 = icmp eq i64 %1554, 0
  %1556 = and i1 %1552, %1555
  %1557 = xor i1 %1543, %1556
  %1558 = xor i1 %1546, %1556
  %1559 = xor i1 %1549, %1556
  %1560 = xor i1 %1552, %1556
  %1561 = zext i1 %1556 to i32
  %1562 = bitcast float %961 to i32
  %1563 = select i1 %.lcssa, i32 %1562, i32 0
  %1564 = bitcast float %958 to i32
  %1565 = select i1 %.lcssa, i32 %1564, i32 0
  %1566 = bitcast float %955 to i32
  %1567 = select i1 %.lcssa, i32 %1566, i32 0
  %1568 = bitcast float %952 to i32
  %1569 = select i1 %.lcssa, i32 %1568, i32 0
  %1570 = zext i1 %1557 to i32
  %1571 = zext i1 %1558 to i32
  %1572 = zext i1 %1559 to i32
  %1573 = zext i1 %1560 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1561, i32 %1563, i32 %1565, i32 %1567, i32 %1569, ptr addrspace(1) %1541, i32 %1570, i32 %1571, i32 %1572, i32 %1573) #3
  %1574 = or disjoint i32 %13, 52
  %1575 = add i32 %1106, %1574
  %1576 = sext i32 %1575 to i64
  %1577 = getelementptr float, ptr addrspace(1) %4, i64 %1576
  %1578 = icmp slt i32 %1574, %6
  %1579 = and i1 %62, %1578
  %1580 = or disjoint i32 %13, 53
  %1581 = icmp slt i32 %1580, %6
  %1582 = and i1 %62, %1581
  %1583 = or disjoint i32 %13, 54
  %1584 = icmp slt i32 %1583, %6
  %1585 = and i1 %62, %1584
  %1586 = or disjoint i32 %13, 55
  %1587 = icmp slt i32 %1586, %6
  %1588 = and i1 %62, %1587
  %1589 = ptrtoint ptr addrspace(1) %1577 to i64
  %1590 = and i64 %1589, 15
  %1591 = icmp eq i64 %1590, 0
  %1592 = and i1 %1588, %1591
  %1593 = xor i1 %1579, %1592
  %1594 = xor i1 %1582, %1592
  %1595 = xor i1 %1585, %1592
  %1596 = xor i1 %1588, %1592
  %1597 = zext i1 %1592 to i32
  %1598 = bitcast float %949 to i32
  %1599 = select i1 %.lcssa, i32 %1598, i32 0
  %1600 = bitcast float %946 to i32
  %1601 = select i1 %.lcssa, i32 %1600, i32 0
  %1602 = bitcast float %943 to i32
  %1603 = select i1 %.lcssa, i32 %1602, i32 0
  %1604 = bitcast float %940 to i32
  %1605 = select i1 %.lcssa, i32 %1604, i32 0
  %1606 = zext i1 %1593 to i32
  %1607 = zext i1 %1594 to i32
  %1608 = zext i1 %1595 to i32
  %1609 = zext i1 %1596 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1597, i32 %1599, i32 %1601, i32 %1603, i32 %1605, ptr addrspace(1) %1577, i32 %1606, i32 %1607, i32 %1608, i32 %1609) #3
  %1610 = or disjoint i32 %13, 56
  %1611 = add i32 %1106, %1610
  %1612 = sext i32 %1611 to i64
  %1613 = getelementptr float, ptr addrspace(1) %4, i64 %1612
  %1614 = icmp slt i32 %1610, %6
  %1615 = and i1 %62, %1614
  %1616 = or disjoint i32 %13, 57
  %1617 = icmp slt i32 %1616, %6
  %1618 = and i1 %62, %1617
  %1619 = or disjoint i32 %13, 58
  %1620 = icmp slt i32 %1619, %6
  %1621 = and i1 %62, %1620
  %1622 = or disjoint i32 %13, 59
  %1623 = icmp slt i32 %1622, %6
  %1624 = and i1 %62, %1623
  %1625 = ptrtoint ptr addrspace(1) %1613 to i64
  %1626 = and i64 %1625, 15
  %1627 = icmp eq i64 %1626, 0
  %1628 = and i1 %1624, %1627
  %1629 = xor i1 %1615, %1628
  %1630 = xor i1 %1618, %1628
  %1631 = xor i1 %1621, %1628
  %1632 = xor i1 %1624, %1628
  %1633 = zext i1 %1628 to i32
  %1634 = bitcast float %937 to i32
  %1635 = select i1 %.lcssa, i32 %1634, i32 0
  %1636 = bitcast float %934 to i32
  %1637 = select i1 %.lcssa, i32 %1636, i32 0
  %1638 = bitcast float %931 to i32
  %1639 = select i1 %.lcssa, i32 %1638, i32 0
  %1640 = bitcast float %928 to i32
  %1641 = select i1 %.lcssa, i32 %1640, i32 0
  %1642 = zext i1 %1629 to i32
  %1643 = zext i1 %1630 to i32
  %1644 = zext i1 %1631 to i32
  %1645 = zext i1 %1632 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1633, i32 %1635, i32 %1637, i32 %1639, i32 %1641, ptr addrspace(1) %1613, i32 %1642, i32 %1643, i32 %1644, i32 %1645) #3
  %1646 = or disjoint i32 %13, 60
  %1647 = add i32 %1106, %1646
  %1648 = sext i32 %1647 to i64
  %1649 = getelementptr float, ptr addrspace(1) %4, i64 %1648
  %1650 = icmp slt i32 %1646, %6
  %1651 = and i1 %62, %1650
  %1652 = or disjoint i32 %13, 61
  %1653 = icmp slt i32 %1652, %6
  %1654 = and i1 %62, %1653
  %1655 = or disjoint i32 %13, 62
  %1656 = icmp slt i32 %1655, %6
  %1657 = and i1 %62, %1656
  %1658 = or disjoint i32 %13, 63
  %1659 = icmp slt i32 %1658, %6
  %1660 = and i1 %62, %1659
  %1661 = ptrtoint ptr addrspace(1) %1649 to i64
  %1662 = and i64 %1661, 15
  %1663 = icmp eq i64 %1662, 0
  %1664 = and i1 %1660, %1663
  %1665 = xor i1 %1651, %1664
  %1666 = xor i1 %1654, %1664
  %1667 = xor i1 %1657, %1664
  %1668 = xor i1 %1660, %1664
  %1669 = zext i1 %1664 to i32
  %1670 = bitcast float %925 to i32
  %1671 = select i1 %.lcssa, i32 %1670, i32 0
  %1672 = bitcast float %922 to i32
  %1673 = select i1 %.lcssa, i32 %1672, i32 0
  %1674 = bitcast float %919 to i32
  %1675 = select i1 %.lcssa, i32 %1674, i32 0
  %1676 = bitcast float %916 to i32
  %1677 = select i1 %.lcssa, i32 %1676, i32 0
  %1678 = zext i1 %1665 to i32
  %1679 = zext i1 %1666 to i32
  %1680 = zext i1 %1667 to i32
  %1681 = zext i1 %1668 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1669, i32 %1671, i32 %1673, i32 %1675, i32 %1677, ptr addrspace(1) %1649, i32 %1678, i32 %1679, i32 %1680, i32 %1681) #3
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
