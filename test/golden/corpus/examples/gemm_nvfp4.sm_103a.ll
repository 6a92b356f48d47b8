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
  br label %191

77:                                               ; preds = %22, %.loopexit28
  %78 = phi i64 [ 0, %22 ], [ %190, %.loopexit28 ]
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
  %94 = select i1 %32, ptr addrspace(1) %88, ptr addrspace(1) %0
  %95 = ptrtoint ptr addrspace(3) %92 to i64
  %96 = trunc i64 %95 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %96, ptr addrspace(1) %94, i32 %41) #3
  br label %.loopexit36

.preheader35:                                     ; preds = %82, %.preheader35
  %97 = phi i64 [ %105, %.preheader35 ], [ 0, %82 ]
  %98 = trunc nuw nsw i64 %97 to i32
  %99 = add i32 %.reass, %98
  %100 = sext i32 %99 to i64
  %101 = getelementptr i8, ptr addrspace(1) %0, i64 %100
  %102 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %101, i32 %40, i16 0) #3
  %103 = trunc i16 %102 to i8
  %104 = getelementptr i8, ptr addrspace(3) %92, i64 %97
  store i8 %103, ptr addrspace(3) %104, align 1
  %105 = add nuw nsw i64 %97, 1
  %exitcond.not = icmp eq i64 %105, 16
  br i1 %exitcond.not, label %.loopexit36, label %.preheader35

.loopexit36:                                      ; preds = %.preheader35, %93
  %106 = add i32 %45, %83
  %107 = sext i32 %106 to i64
  %108 = getelementptr i8, ptr addrspace(1) %0, i64 %107
  %109 = ptrtoint ptr addrspace(1) %108 to i64
  %110 = and i64 %109, 15
  %111 = icmp eq i64 %110, 0
  %112 = getelementptr i8, ptr addrspace(3) %86, i64 %51
  br i1 %111, label %113, label %.preheader33

113:                                              ; preds = %.loopexit36
  %114 = select i1 %46, ptr addrspace(1) %108, ptr addrspace(1) %0
  %115 = ptrtoint ptr addrspace(3) %112 to i64
  %116 = trunc i64 %115 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %116, ptr addrspace(1) %114, i32 %53) #3
  br label %.loopexit34

.preheader33:                                     ; preds = %.loopexit36, %.preheader33
  %117 = phi i64 [ %125, %.preheader33 ], [ 0, %.loopexit36 ]
  %118 = trunc nuw nsw i64 %117 to i32
  %119 = add i32 %106, %118
  %120 = sext i32 %119 to i64
  %121 = getelementptr i8, ptr addrspace(1) %0, i64 %120
  %122 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %121, i32 %52, i16 0) #3
  %123 = trunc i16 %122 to i8
  %124 = getelementptr i8, ptr addrspace(3) %112, i64 %117
  store i8 %123, ptr addrspace(3) %124, align 1
  %125 = add nuw nsw i64 %117, 1
  %exitcond44.not = icmp eq i64 %125, 16
  br i1 %exitcond44.not, label %.loopexit34, label %.preheader33

.loopexit34:                                      ; preds = %.preheader33, %113
  %126 = getelementptr i8, ptr addrspace(3) %86, i64 4096
  %127 = add i32 %56, %83
  %128 = sext i32 %127 to i64
  %129 = getelementptr i8, ptr addrspace(1) %2, i64 %128
  %130 = ptrtoint ptr addrspace(1) %129 to i64
  %131 = and i64 %130, 15
  %132 = icmp eq i64 %131, 0
  %133 = getelementptr i8, ptr addrspace(3) %126, i64 %39
  br i1 %132, label %134, label %.preheader31

134:                                              ; preds = %.loopexit34
  %135 = select i1 %57, ptr addrspace(1) %129, ptr addrspace(1) %2
  %136 = ptrtoint ptr addrspace(3) %133 to i64
  %137 = trunc i64 %136 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %137, ptr addrspace(1) %135, i32 %59) #3
  br label %.loopexit32

.preheader31:                                     ; preds = %.loopexit34, %.preheader31
  %138 = phi i64 [ %146, %.preheader31 ], [ 0, %.loopexit34 ]
  %139 = trunc nuw nsw i64 %138 to i32
  %140 = add i32 %127, %139
  %141 = sext i32 %140 to i64
  %142 = getelementptr i8, ptr addrspace(1) %2, i64 %141
  %143 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %142, i32 %58, i16 0) #3
  %144 = trunc i16 %143 to i8
  %145 = getelementptr i8, ptr addrspace(3) %133, i64 %138
  store i8 %144, ptr addrspace(3) %145, align 1
  %146 = add nuw nsw i64 %138, 1
  %exitcond45.not = icmp eq i64 %146, 16
  br i1 %exitcond45.not, label %.loopexit32, label %.preheader31

.loopexit32:                                      ; preds = %.preheader31, %134
  %147 = getelementptr i8, ptr addrspace(3) %86, i64 6144
  %148 = add i32 %84, %61
  %149 = sext i32 %148 to i64
  %150 = getelementptr i8, ptr addrspace(1) %1, i64 %149
  %151 = ptrtoint ptr addrspace(1) %150 to i64
  %152 = and i64 %151, 3
  %153 = icmp eq i64 %152, 0
  %154 = getelementptr i8, ptr addrspace(3) %147, i64 %66
  br i1 %153, label %155, label %.preheader29

155:                                              ; preds = %.loopexit32
  %156 = select i1 %62, ptr addrspace(1) %150, ptr addrspace(1) %1
  %157 = ptrtoint ptr addrspace(3) %154 to i64
  %158 = trunc i64 %157 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %158, ptr addrspace(1) %156, i32 %68) #3
  br label %.loopexit30

.preheader29:                                     ; preds = %.loopexit32, %.preheader29
  %159 = phi i64 [ %167, %.preheader29 ], [ 0, %.loopexit32 ]
  %160 = trunc nuw nsw i64 %159 to i32
  %161 = add i32 %148, %160
  %162 = sext i32 %161 to i64
  %163 = getelementptr i8, ptr addrspace(1) %1, i64 %162
  %164 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %163, i32 %67, i16 0) #3
  %165 = trunc i16 %164 to i8
  %166 = getelementptr i8, ptr addrspace(3) %154, i64 %159
  store i8 %165, ptr addrspace(3) %166, align 1
  %167 = add nuw nsw i64 %159, 1
  %exitcond46.not = icmp eq i64 %167, 4
  br i1 %exitcond46.not, label %.loopexit30, label %.preheader29

.loopexit30:                                      ; preds = %.preheader29, %155
  br i1 %69, label %168, label %.loopexit28

168:                                              ; preds = %.loopexit30
  %169 = getelementptr i8, ptr addrspace(3) %86, i64 6656
  %170 = add i32 %84, %71
  %171 = sext i32 %170 to i64
  %172 = getelementptr i8, ptr addrspace(1) %3, i64 %171
  %173 = ptrtoint ptr addrspace(1) %172 to i64
  %174 = and i64 %173, 3
  %175 = icmp eq i64 %174, 0
  %176 = getelementptr i8, ptr addrspace(3) %169, i64 %66
  br i1 %175, label %177, label %.preheader27

177:                                              ; preds = %168
  %178 = select i1 %72, ptr addrspace(1) %172, ptr addrspace(1) %3
  %179 = ptrtoint ptr addrspace(3) %176 to i64
  %180 = trunc i64 %179 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %180, ptr addrspace(1) %178, i32 %74) #3
  br label %.loopexit28

.preheader27:                                     ; preds = %168, %.preheader27
  %181 = phi i64 [ %189, %.preheader27 ], [ 0, %168 ]
  %182 = trunc nuw nsw i64 %181 to i32
  %183 = add i32 %170, %182
  %184 = sext i32 %183 to i64
  %185 = getelementptr i8, ptr addrspace(1) %3, i64 %184
  %186 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %185, i32 %73, i16 0) #3
  %187 = trunc i16 %186 to i8
  %188 = getelementptr i8, ptr addrspace(3) %176, i64 %181
  store i8 %187, ptr addrspace(3) %188, align 1
  %189 = add nuw nsw i64 %181, 1
  %exitcond47.not = icmp eq i64 %189, 4
  br i1 %exitcond47.not, label %.loopexit28, label %.preheader27

.loopexit28:                                      ; preds = %.preheader27, %.loopexit30, %177, %77
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %190 = add nuw nsw i64 %78, 1
  %exitcond48.not = icmp eq i64 %190, 3
  br i1 %exitcond48.not, label %.preheader26, label %77

191:                                              ; preds = %.lr.ph, %.loopexit
  %192 = phi i32 [ 0, %.lr.ph ], [ %353, %.loopexit ]
  %193 = phi i32 [ 0, %.lr.ph ], [ %352, %.loopexit ]
  %194 = phi i32 [ 0, %.lr.ph ], [ %354, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #3
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #3
  br i1 %16, label %195, label %224

195:                                              ; preds = %191
  %196 = icmp ne i32 %192, 0
  %197 = zext i1 %196 to i32
  %198 = mul i32 %193, 7168
  %199 = sext i32 %198 to i64
  %200 = getelementptr i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 %199
  %201 = ptrtoint ptr addrspace(3) %200 to i64
  %202 = getelementptr i8, ptr addrspace(3) %200, i64 4096
  %203 = ptrtoint ptr addrspace(3) %202 to i64
  %204 = getelementptr i8, ptr addrspace(3) %200, i64 6144
  %205 = ptrtoint ptr addrspace(3) %204 to i64
  %206 = getelementptr i8, ptr addrspace(3) %200, i64 6656
  %207 = ptrtoint ptr addrspace(3) %206 to i64
  %208 = shl i32 %193, 3
  %209 = add i32 %76, %208
  %210 = lshr exact i64 %205, 4
  %211 = and i64 %210, 16320
  %212 = or disjoint i64 %211, 70403103916032
  tail call void asm sideeffect "tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;", "r,l,~{memory}"(i32 %209, i64 %212) #3
  %213 = add i32 %209, 4
  %214 = lshr exact i64 %207, 4
  %215 = and i64 %214, 16352
  %216 = or disjoint i64 %215, 70403103916032
  tail call void asm sideeffect "tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;", "r,l,~{memory}"(i32 %213, i64 %216) #3
  %217 = lshr exact i64 %201, 4
  %218 = and i64 %217, 16320
  %219 = or disjoint i64 %218, 70437464178688
  %220 = lshr exact i64 %203, 4
  %221 = and i64 %220, 16320
  %222 = or disjoint i64 %221, 70437464178688
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16 [$0], $1, $2, $3, [$5], [$6], p;\0A\09}", "r,l,l,r,r,r,r,~{memory}"(i32 %23, i64 %219, i64 %222, i32 135267456, i32 %197, i32 %209, i32 %213) #3
  %223 = add i32 %208, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32)
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %223) #3
  br label %224

224:                                              ; preds = %195, %191
  %225 = add i32 %194, 192
  %226 = icmp slt i32 %225, %7
  %227 = icmp slt i32 %194, 2147483456
  %228 = and i1 %227, %226
  %229 = icmp eq i32 %193, 0
  %230 = add i32 %193, -1
  %231 = select i1 %229, i32 3, i32 %230
  br i1 %228, label %232, label %.loopexit

232:                                              ; preds = %224
  %.not = icmp eq i32 %192, 0
  br i1 %.not, label %.loopexit25, label %233

233:                                              ; preds = %232
  %234 = add i32 %192, 7
  %235 = lshr i32 %234, 2
  %236 = shl i32 %231, 3
  %237 = add i32 %236, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32)
  %238 = and i32 %235, 1
  br label %239

239:                                              ; preds = %239, %233
  %240 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %237, i32 %238) #3
  %241 = icmp eq i32 %240, 0
  br i1 %241, label %239, label %.loopexit25

.loopexit25:                                      ; preds = %239, %232
  %242 = lshr exact i32 %225, 1
  %243 = lshr exact i32 %225, 4
  %244 = mul i32 %231, 7168
  %245 = sext i32 %244 to i64
  %246 = getelementptr i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 %245
  %.reass40 = add i32 %242, %invariant.op
  %247 = sext i32 %.reass40 to i64
  %248 = getelementptr i8, ptr addrspace(1) %0, i64 %247
  %249 = ptrtoint ptr addrspace(1) %248 to i64
  %250 = and i64 %249, 15
  %251 = icmp eq i64 %250, 0
  %252 = getelementptr i8, ptr addrspace(3) %246, i64 %39
  br i1 %251, label %253, label %.preheader23

253:                                              ; preds = %.loopexit25
  %254 = select i1 %32, ptr addrspace(1) %248, ptr addrspace(1) %0
  %255 = ptrtoint ptr addrspace(3) %252 to i64
  %256 = trunc i64 %255 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %256, ptr addrspace(1) %254, i32 %41) #3
  br label %.loopexit24

.preheader23:                                     ; preds = %.loopexit25, %.preheader23
  %257 = phi i64 [ %265, %.preheader23 ], [ 0, %.loopexit25 ]
  %258 = trunc nuw nsw i64 %257 to i32
  %259 = add i32 %.reass40, %258
  %260 = sext i32 %259 to i64
  %261 = getelementptr i8, ptr addrspace(1) %0, i64 %260
  %262 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %261, i32 %40, i16 0) #3
  %263 = trunc i16 %262 to i8
  %264 = getelementptr i8, ptr addrspace(3) %252, i64 %257
  store i8 %263, ptr addrspace(3) %264, align 1
  %265 = add nuw nsw i64 %257, 1
  %exitcond49.not = icmp eq i64 %265, 16
  br i1 %exitcond49.not, label %.loopexit24, label %.preheader23

.loopexit24:                                      ; preds = %.preheader23, %253
  %266 = add i32 %45, %242
  %267 = sext i32 %266 to i64
  %268 = getelementptr i8, ptr addrspace(1) %0, i64 %267
  %269 = ptrtoint ptr addrspace(1) %268 to i64
  %270 = and i64 %269, 15
  %271 = icmp eq i64 %270, 0
  %272 = getelementptr i8, ptr addrspace(3) %246, i64 %51
  br i1 %271, label %273, label %.preheader21

273:                                              ; preds = %.loopexit24
  %274 = select i1 %46, ptr addrspace(1) %268, ptr addrspace(1) %0
  %275 = ptrtoint ptr addrspace(3) %272 to i64
  %276 = trunc i64 %275 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %276, ptr addrspace(1) %274, i32 %53) #3
  br label %.loopexit22

.preheader21:                                     ; preds = %.loopexit24, %.preheader21
  %277 = phi i64 [ %285, %.preheader21 ], [ 0, %.loopexit24 ]
  %278 = trunc nuw nsw i64 %277 to i32
  %279 = add i32 %266, %278
  %280 = sext i32 %279 to i64
  %281 = getelementptr i8, ptr addrspace(1) %0, i64 %280
  %282 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %281, i32 %52, i16 0) #3
  %283 = trunc i16 %282 to i8
  %284 = getelementptr i8, ptr addrspace(3) %272, i64 %277
  store i8 %283, ptr addrspace(3) %284, align 1
  %285 = add nuw nsw i64 %277, 1
  %exitcond50.not = icmp eq i64 %285, 16
  br i1 %exitcond50.not, label %.loopexit22, label %.preheader21

.loopexit22:                                      ; preds = %.preheader21, %273
  %286 = getelementptr i8, ptr addrspace(3) %246, i64 4096
  %287 = add i32 %56, %242
  %288 = sext i32 %287 to i64
  %289 = getelementptr i8, ptr addrspace(1) %2, i64 %288
  %290 = ptrtoint ptr addrspace(1) %289 to i64
  %291 = and i64 %290, 15
  %292 = icmp eq i64 %291, 0
  %293 = getelementptr i8, ptr addrspace(3) %286, i64 %39
  br i1 %292, label %294, label %.preheader19

294:                                              ; preds = %.loopexit22
  %295 = select i1 %57, ptr addrspace(1) %289, ptr addrspace(1) %2
  %296 = ptrtoint ptr addrspace(3) %293 to i64
  %297 = trunc i64 %296 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %297, ptr addrspace(1) %295, i32 %59) #3
  br label %.loopexit20

.preheader19:                                     ; preds = %.loopexit22, %.preheader19
  %298 = phi i64 [ %306, %.preheader19 ], [ 0, %.loopexit22 ]
  %299 = trunc nuw nsw i64 %298 to i32
  %300 = add i32 %287, %299
  %301 = sext i32 %300 to i64
  %302 = getelementptr i8, ptr addrspace(1) %2, i64 %301
  %303 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %302, i32 %58, i16 0) #3
  %304 = trunc i16 %303 to i8
  %305 = getelementptr i8, ptr addrspace(3) %293, i64 %298
  store i8 %304, ptr addrspace(3) %305, align 1
  %306 = add nuw nsw i64 %298, 1
  %exitcond51.not = icmp eq i64 %306, 16
  br i1 %exitcond51.not, label %.loopexit20, label %.preheader19

.loopexit20:                                      ; preds = %.preheader19, %294
  %307 = getelementptr i8, ptr addrspace(3) %246, i64 6144
  %308 = add i32 %243, %61
  %309 = sext i32 %308 to i64
  %310 = getelementptr i8, ptr addrspace(1) %1, i64 %309
  %311 = ptrtoint ptr addrspace(1) %310 to i64
  %312 = and i64 %311, 3
  %313 = icmp eq i64 %312, 0
  %314 = getelementptr i8, ptr addrspace(3) %307, i64 %66
  br i1 %313, label %315, label %.preheader17

315:                                              ; preds = %.loopexit20
  %316 = select i1 %62, ptr addrspace(1) %310, ptr addrspace(1) %1
  %317 = ptrtoint ptr addrspace(3) %314 to i64
  %318 = trunc i64 %317 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %318, ptr addrspace(1) %316, i32 %68) #3
  br label %.loopexit18

.preheader17:                                     ; preds = %.loopexit20, %.preheader17
  %319 = phi i64 [ %327, %.preheader17 ], [ 0, %.loopexit20 ]
  %320 = trunc nuw nsw i64 %319 to i32
  %321 = add i32 %308, %320
  %322 = sext i32 %321 to i64
  %323 = getelementptr i8, ptr addrspace(1) %1, i64 %322
  %324 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %323, i32 %67, i16 0) #3
  %325 = trunc i16 %324 to i8
  %326 = getelementptr i8, ptr addrspace(3) %314, i64 %319
  store i8 %325, ptr addrspace(3) %326, align 1
  %327 = add nuw nsw i64 %319, 1
  %exitcond52.not = icmp eq i64 %327, 4
  br i1 %exitcond52.not, label %.loopexit18, label %.preheader17

.loopexit18:                                      ; preds = %.preheader17, %315
  br i1 %69, label %328, label %.loopexit

328:                                              ; preds = %.loopexit18
  %329 = getelementptr i8, ptr addrspace(3) %246, i64 6656
  %330 = add i32 %243, %71
  %331 = sext i32 %330 to i64
  %332 = getelementptr i8, ptr addrspace(1) %3, i64 %331
  %333 = ptrtoint ptr addrspace(1) %332 to i64
  %334 = and i64 %333, 3
  %335 = icmp eq i64 %334, 0
  %336 = getelementptr i8, ptr addrspace(3) %329, i64 %66
  br i1 %335, label %337, label %.preheader

337:                                              ; preds = %328
  %338 = select i1 %72, ptr addrspace(1) %332, ptr addrspace(1) %3
  %339 = ptrtoint ptr addrspace(3) %336 to i64
  %340 = trunc i64 %339 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %340, ptr addrspace(1) %338, i32 %74) #3
  br label %.loopexit

.preheader:                                       ; preds = %328, %.preheader
  %341 = phi i64 [ %349, %.preheader ], [ 0, %328 ]
  %342 = trunc nuw nsw i64 %341 to i32
  %343 = add i32 %330, %342
  %344 = sext i32 %343 to i64
  %345 = getelementptr i8, ptr addrspace(1) %3, i64 %344
  %346 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %345, i32 %73, i16 0) #3
  %347 = trunc i16 %346 to i8
  %348 = getelementptr i8, ptr addrspace(3) %336, i64 %341
  store i8 %347, ptr addrspace(3) %348, align 1
  %349 = add nuw nsw i64 %341, 1
  %exitcond53.not = icmp eq i64 %349, 4
  br i1 %exitcond53.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %.loopexit18, %337, %224
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %350 = add i32 %193, 1
  %351 = icmp eq i32 %350, 4
  %352 = select i1 %351, i32 0, i32 %350
  %353 = add i32 %192, 1
  %354 = add i32 %194, 64
  %355 = icmp slt i32 %354, %7
  br i1 %355, label %191, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
  %356 = icmp ult i32 %192, 2147483647
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.preheader26
  %.lcssa = phi i1 [ false, %.preheader26 ], [ %356, %._crit_edge.loopexit ]
  br i1 %16, label %357, label %.preheader60

357:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 32)) #3
  br label %.preheader60

.preheader60:                                     ; preds = %357, %._crit_edge
  br label %358

358:                                              ; preds = %.preheader60, %358
  %359 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 32), i32 0) #3
  %360 = icmp eq i32 %359, 0
  br i1 %360, label %358, label %361

361:                                              ; preds = %358
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #3
  %362 = shl nuw nsw i32 %9, 16
  %363 = and i32 %362, 6291456
  %364 = add i32 %23, %363
  %365 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %364) #3
  %366 = add i32 %364, 32
  %367 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %366) #3
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #3
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %20, label %368, label %369

368:                                              ; preds = %361
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 128;", "r,~{memory}"(i32 %23) #3
  br label %369

369:                                              ; preds = %368, %361
  br i1 %16, label %370, label %371

370:                                              ; preds = %369
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32)) #3
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 8)) #3
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 16)) #3
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 24)) #3
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_nvfp4_dsmem, i64 28672) to i32), i32 32)) #3
  br label %371

371:                                              ; preds = %370, %369
  %372 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 31
  %373 = bitcast i32 %372 to float
  %374 = fadd float %373, 0.000000e+00
  %375 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 30
  %376 = bitcast i32 %375 to float
  %377 = fadd float %376, 0.000000e+00
  %378 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 29
  %379 = bitcast i32 %378 to float
  %380 = fadd float %379, 0.000000e+00
  %381 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 28
  %382 = bitcast i32 %381 to float
  %383 = fadd float %382, 0.000000e+00
  %384 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 27
  %385 = bitcast i32 %384 to float
  %386 = fadd float %385, 0.000000e+00
  %387 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 26
  %388 = bitcast i32 %387 to float
  %389 = fadd float %388, 0.000000e+00
  %390 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 25
  %391 = bitcast i32 %390 to float
  %392 = fadd float %391, 0.000000e+00
  %393 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 24
  %394 = bitcast i32 %393 to float
  %395 = fadd float %394, 0.000000e+00
  %396 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 23
  %397 = bitcast i32 %396 to float
  %398 = fadd float %397, 0.000000e+00
  %399 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 22
  %400 = bitcast i32 %399 to float
  %401 = fadd float %400, 0.000000e+00
  %402 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 21
  %403 = bitcast i32 %402 to float
  %404 = fadd float %403, 0.000000e+00
  %405 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 20
  %406 = bitcast i32 %405 to float
  %407 = fadd float %406, 0.000000e+00
  %408 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 19
  %409 = bitcast i32 %408 to float
  %410 = fadd float %409, 0.000000e+00
  %411 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 18
  %412 = bitcast i32 %411 to float
  %413 = fadd float %412, 0.000000e+00
  %414 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 17
  %415 = bitcast i32 %414 to float
  %416 = fadd float %415, 0.000000e+00
  %417 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 16
  %418 = bitcast i32 %417 to float
  %419 = fadd float %418, 0.000000e+00
  %420 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 15
  %421 = bitcast i32 %420 to float
  %422 = fadd float %421, 0.000000e+00
  %423 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 14
  %424 = bitcast i32 %423 to float
  %425 = fadd float %424, 0.000000e+00
  %426 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 13
  %427 = bitcast i32 %426 to float
  %428 = fadd float %427, 0.000000e+00
  %429 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 12
  %430 = bitcast i32 %429 to float
  %431 = fadd float %430, 0.000000e+00
  %432 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 11
  %433 = bitcast i32 %432 to float
  %434 = fadd float %433, 0.000000e+00
  %435 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 10
  %436 = bitcast i32 %435 to float
  %437 = fadd float %436, 0.000000e+00
  %438 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 9
  %439 = bitcast i32 %438 to float
  %440 = fadd float %439, 0.000000e+00
  %441 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 8
  %442 = bitcast i32 %441 to float
  %443 = fadd float %442, 0.000000e+00
  %444 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 7
  %445 = bitcast i32 %444 to float
  %446 = fadd float %445, 0.000000e+00
  %447 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 6
  %448 = bitcast i32 %447 to float
  %449 = fadd float %448, 0.000000e+00
  %450 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 5
  %451 = bitcast i32 %450 to float
  %452 = fadd float %451, 0.000000e+00
  %453 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 4
  %454 = bitcast i32 %453 to float
  %455 = fadd float %454, 0.000000e+00
  %456 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 3
  %457 = bitcast i32 %456 to float
  %458 = fadd float %457, 0.000000e+00
  %459 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 2
  %460 = bitcast i32 %459 to float
  %461 = fadd float %460, 0.000000e+00
  %462 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 1
  %463 = bitcast i32 %462 to float
  %464 = fadd float %463, 0.000000e+00
  %465 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %367, 0
  %466 = bitcast i32 %465 to float
  %467 = fadd float %466, 0.000000e+00
  %468 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 31
  %469 = bitcast i32 %468 to float
  %470 = fadd float %469, 0.000000e+00
  %471 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 30
  %472 = bitcast i32 %471 to float
  %473 = fadd float %472, 0.000000e+00
  %474 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 29
  %475 = bitcast i32 %474 to float
  %476 = fadd float %475, 0.000000e+00
  %477 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 28
  %478 = bitcast i32 %477 to float
  %479 = fadd float %478, 0.000000e+00
  %480 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 27
  %481 = bitcast i32 %480 to float
  %482 = fadd float %481, 0.000000e+00
  %483 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 26
  %484 = bitcast i32 %483 to float
  %485 = fadd float %484, 0.000000e+00
  %486 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 25
  %487 = bitcast i32 %486 to float
  %488 = fadd float %487, 0.000000e+00
  %489 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 24
  %490 = bitcast i32 %489 to float
  %491 = fadd float %490, 0.000000e+00
  %492 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 23
  %493 = bitcast i32 %492 to float
  %494 = fadd float %493, 0.000000e+00
  %495 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 22
  %496 = bitcast i32 %495 to float
  %497 = fadd float %496, 0.000000e+00
  %498 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 21
  %499 = bitcast i32 %498 to float
  %500 = fadd float %499, 0.000000e+00
  %501 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 20
  %502 = bitcast i32 %501 to float
  %503 = fadd float %502, 0.000000e+00
  %504 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 19
  %505 = bitcast i32 %504 to float
  %506 = fadd float %505, 0.000000e+00
  %507 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 18
  %508 = bitcast i32 %507 to float
  %509 = fadd float %508, 0.000000e+00
  %510 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 17
  %511 = bitcast i32 %510 to float
  %512 = fadd float %511, 0.000000e+00
  %513 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 16
  %514 = bitcast i32 %513 to float
  %515 = fadd float %514, 0.000000e+00
  %516 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 15
  %517 = bitcast i32 %516 to float
  %518 = fadd float %517, 0.000000e+00
  %519 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 14
  %520 = bitcast i32 %519 to float
  %521 = fadd float %520, 0.000000e+00
  %522 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 13
  %523 = bitcast i32 %522 to float
  %524 = fadd float %523, 0.000000e+00
  %525 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 12
  %526 = bitcast i32 %525 to float
  %527 = fadd float %526, 0.000000e+00
  %528 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 11
  %529 = bitcast i32 %528 to float
  %530 = fadd float %529, 0.000000e+00
  %531 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 10
  %532 = bitcast i32 %531 to float
  %533 = fadd float %532, 0.000000e+00
  %534 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 9
  %535 = bitcast i32 %534 to float
  %536 = fadd float %535, 0.000000e+00
  %537 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 8
  %538 = bitcast i32 %537 to float
  %539 = fadd float %538, 0.000000e+00
  %540 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 7
  %541 = bitcast i32 %540 to float
  %542 = fadd float %541, 0.000000e+00
  %543 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 6
  %544 = bitcast i32 %543 to float
  %545 = fadd float %544, 0.000000e+00
  %546 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 5
  %547 = bitcast i32 %546 to float
  %548 = fadd float %547, 0.000000e+00
  %549 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 4
  %550 = bitcast i32 %549 to float
  %551 = fadd float %550, 0.000000e+00
  %552 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 3
  %553 = bitcast i32 %552 to float
  %554 = fadd float %553, 0.000000e+00
  %555 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 2
  %556 = bitcast i32 %555 to float
  %557 = fadd float %556, 0.000000e+00
  %558 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 1
  %559 = bitcast i32 %558 to float
  %560 = fadd float %559, 0.000000e+00
  %561 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %365, 0
  %562 = bitcast i32 %561 to float
  %563 = fadd float %562, 0.000000e+00
  %564 = mul i32 %6, %60
  %565 = add i32 %564, %13
  %566 = sext i32 %565 to i64
  %567 = getelementptr float, ptr addrspace(1) %4, i64 %566
  %568 = icmp slt i32 %13, %6
  %569 = and i1 %62, %568
  %570 = or disjoint i32 %13, 1
  %571 = icmp slt i32 %570, %6
  %572 = and i1 %62, %571
  %573 = or disjoint i32 %13, 2
  %574 = icmp slt i32 %573, %6
  %575 = and i1 %62, %574
  %576 = or disjoint i32 %13, 3
  %577 = icmp slt i32 %576, %6
  %578 = and i1 %62, %577
  %579 = ptrtoint ptr addrspace(1) %567 to i64
  %580 = and i64 %579, 15
  %581 = icmp eq i64 %580, 0
  %582 = and i1 %578, %581
  %583 = xor i1 %569, %582
  %584 = xor i1 %572, %582
  %585 = xor i1 %575, %582
  %586 = xor i1 %578, %582
  %587 = zext i1 %582 to i32
  %588 = bitcast float %563 to i32
  %589 = select i1 %.lcssa, i32 %588, i32 0
  %590 = bitcast float %560 to i32
  %591 = select i1 %.lcssa, i32 %590, i32 0
  %592 = bitcast float %557 to i32
  %593 = select i1 %.lcssa, i32 %592, i32 0
  %594 = bitcast float %554 to i32
  %595 = select i1 %.lcssa, i32 %594, i32 0
  %596 = zext i1 %583 to i32
  %597 = zext i1 %584 to i32
  %598 = zext i1 %585 to i32
  %599 = zext i1 %586 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %587, i32 %589, i32 %591, i32 %593, i32 %595, ptr addrspace(1) %567, i32 %596, i32 %597, i32 %598, i32 %599) #3
  %600 = or disjoint i32 %13, 4
  %601 = add i32 %564, %600
  %602 = sext i32 %601 to i64
  %603 = getelementptr float, ptr addrspace(1) %4, i64 %602
  %604 = icmp slt i32 %600, %6
  %605 = and i1 %62, %604
  %606 = or disjoint i32 %13, 5
  %607 = icmp slt i32 %606, %6
  %608 = and i1 %62, %607
  %609 = or disjoint i32 %13, 6
  %610 = icmp slt i32 %609, %6
  %611 = and i1 %62, %610
  %612 = or disjoint i32 %13, 7
  %613 = icmp slt i32 %612, %6
  %614 = and i1 %62, %613
  %615 = ptrtoint ptr addrspace(1) %603 to i64
  %616 = and i64 %615, 15
  %617 = icmp eq i64 %616, 0
  %618 = and i1 %614, %617
  %619 = xor i1 %605, %618
  %620 = xor i1 %608, %618
  %621 = xor i1 %611, %618
  %622 = xor i1 %614, %618
  %623 = zext i1 %618 to i32
  %624 = bitcast float %551 to i32
  %625 = select i1 %.lcssa, i32 %624, i32 0
  %626 = bitcast float %548 to i32
  %627 = select i1 %.lcssa, i32 %626, i32 0
  %628 = bitcast float %545 to i32
  %629 = select i1 %.lcssa, i32 %628, i32 0
  %630 = bitcast float %542 to i32
  %631 = select i1 %.lcssa, i32 %630, i32 0
  %632 = zext i1 %619 to i32
  %633 = zext i1 %620 to i32
  %634 = zext i1 %621 to i32
  %635 = zext i1 %622 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %623, i32 %625, i32 %627, i32 %629, i32 %631, ptr addrspace(1) %603, i32 %632, i32 %633, i32 %634, i32 %635) #3
  %636 = or disjoint i32 %13, 8
  %637 = add i32 %564, %636
  %638 = sext i32 %637 to i64
  %639 = getelementptr float, ptr addrspace(1) %4, i64 %638
  %640 = icmp slt i32 %636, %6
  %641 = and i1 %62, %640
  %642 = or disjoint i32 %13, 9
  %643 = icmp slt i32 %642, %6
  %644 = and i1 %62, %643
  %645 = or disjoint i32 %13, 10
  %646 = icmp slt i32 %645, %6
  %647 = and i1 %62, %646
  %648 = or disjoint i32 %13, 11
  %649 = icmp slt i32 %648, %6
  %650 = and i1 %62, %649
  %651 = ptrtoint ptr addrspace(1) %639 to i64
  %652 = and i64 %651, 15
  %653 = icmp eq i64 %652, 0
  %654 = and i1 %650, %653
  %655 = xor i1 %641, %654
  %656 = xor i1 %644, %654
  %657 = xor i1 %647, %654
  %658 = xor i1 %650, %654
  %659 = zext i1 %654 to i32
  %660 = bitcast float %539 to i32
  %661 = select i1 %.lcssa, i32 %660, i32 0
  %662 = bitcast float %536 to i32
  %663 = select i1 %.lcssa, i32 %662, i32 0
  %664 = bitcast float %533 to i32
  %665 = select i1 %.lcssa, i32 %664, i32 0
  %666 = bitcast float %530 to i32
  %667 = select i1 %.lcssa, i32 %666, i32 0
  %668 = zext i1 %655 to i32
  %669 = zext i1 %656 to i32
  %670 = zext i1 %657 to i32
  %671 = zext i1 %658 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %659, i32 %661, i32 %663, i32 %665, i32 %667, ptr addrspace(1) %639, i32 %668, i32 %669, i32 %670, i32 %671) #3
  %672 = or disjoint i32 %13, 12
  %673 = add i32 %564, %672
  %674 = sext i32 %673 to i64
  %675 = getelementptr float, ptr addrspace(1) %4, i64 %674
  %676 = icmp slt i32 %672, %6
  %677 = and i1 %62, %676
  %678 = or disjoint i32 %13, 13
  %679 = icmp slt i32 %678, %6
  %680 = and i1 %62, %679
  %681 = or disjoint i32 %13, 14
  %682 = icmp slt i32 %681, %6
  %683 = and i1 %62, %682
  %684 = or disjoint i32 %13, 15
  %685 = icmp slt i32 %684, %6
  %686 = and i1 %62, %685
  %687 = ptrtoint ptr addrspace(1) %675 to i64
  %688 = and i64 %687, 15
  %689 = icmp eq i64 %688, 0
  %690 = and i1 %686, %689
  %691 = xor i1 %677, %690
  %692 = xor i1 %680, %690
  %693 = xor i1 %683, %690
  %694 = xor i1 %686, %690
  %695 = zext i1 %690 to i32
  %696 = bitcast float %527 to i32
  %697 = select i1 %.lcssa, i32 %696, i32 0
  %698 = bitcast float %524 to i32
  %699 = select i1 %.lcssa, i32 %698, i32 0
  %700 = bitcast float %521 to i32
  %701 = select i1 %.lcssa, i32 %700, i32 0
  %702 = bitcast float %518 to i32
  %703 = select i1 %.lcssa, i32 %702, i32 0
  %704 = zext i1 %691 to i32
  %705 = zext i1 %692 to i32
  %706 = zext i1 %693 to i32
  %707 = zext i1 %694 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %695, i32 %697, i32 %699, i32 %701, i32 %703, ptr addrspace(1) %675, i32 %704, i32 %705, i32 %706, i32 %707) #3
  %708 = or disjoint i32 %13, 16
  %709 = add i32 %564, %708
  %710 = sext i32 %709 to i64
  %711 = getelementptr float, ptr addrspace(1) %4, i64 %710
  %712 = icmp slt i32 %708, %6
  %713 = and i1 %62, %712
  %714 = or disjoint i32 %13, 17
  %715 = icmp slt i32 %714, %6
  %716 = and i1 %62, %715
  %717 = or disjoint i32 %13, 18
  %718 = icmp slt i32 %717, %6
  %719 = and i1 %62, %718
  %720 = or disjoint i32 %13, 19
  %721 = icmp slt i32 %720, %6
  %722 = and i1 %62, %721
  %723 = ptrtoint ptr addrspace(1) %711 to i64
  %724 = and i64 %723, 15
  %725 = icmp eq i64 %724, 0
  %726 = and i1 %722, %725
  %727 = xor i1 %713, %726
  %728 = xor i1 %716, %726
  %729 = xor i1 %719, %726
  %730 = xor i1 %722, %726
  %731 = zext i1 %726 to i32
  %732 = bitcast float %515 to i32
  %733 = select i1 %.lcssa, i32 %732, i32 0
  %734 = bitcast float %512 to i32
  %735 = select i1 %.lcssa, i32 %734, i32 0
  %736 = bitcast float %509 to i32
  %737 = select i1 %.lcssa, i32 %736, i32 0
  %738 = bitcast float %506 to i32
  %739 = select i1 %.lcssa, i32 %738, i32 0
  %740 = zext i1 %727 to i32
  %741 = zext i1 %728 to i32
  %742 = zext i1 %729 to i32
  %743 = zext i1 %730 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %731, i32 %733, i32 %735, i32 %737, i32 %739, ptr addrspace(1) %711, i32 %740, i32 %741, i32 %742, i32 %743) #3
  %744 = or disjoint i32 %13, 20
  %745 = add i32 %564, %744
  %746 = sext i32 %745 to i64
  %747 = getelementptr float, ptr addrspace(1) %4, i64 %746
  %748 = icmp slt i32 %744, %6
  %749 = and i1 %62, %748
  %750 = or disjoint i32 %13, 21
  %751 = icmp slt i32 %750, %6
  %752 = and i1 %62, %751
  %753 = or disjoint i32 %13, 22
  %754 = icmp slt i32 %753, %6
  %755 = and i1 %62, %754
  %756 = or disjoint i32 %13, 23
  %757 = icmp slt i32 %756, %6
  %758 = and i1 %62, %757
  %759 = ptrtoint ptr addrspace(1) %747 to i64
  %760 = and i64 %759, 15
  %761 = icmp eq i64 %760, 0
  %762 = and i1 %758, %761
  %763 = xor i1 %749, %762
  %764 = xor i1 %752, %762
  %765 = xor i1 %755, %762
  %766 = xor i1 %758, %762
  %767 = zext i1 %762 to i32
  %768 = bitcast float %503 to i32
  %769 = select i1 %.lcssa, i32 %768, i32 0
  %770 = bitcast float %500 to i32
  %771 = select i1 %.lcssa, i32 %770, i32 0
  %772 = bitcast float %497 to i32
  %773 = select i1 %.lcssa, i32 %772, i32 0
  %774 = bitcast float %494 to i32
  %775 = select i1 %.lcssa, i32 %774, i32 0
  %776 = zext i1 %763 to i32
  %777 = zext i1 %764 to i32
  %778 = zext i1 %765 to i32
  %779 = zext i1 %766 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %767, i32 %769, i32 %771, i32 %773, i32 %775, ptr addrspace(1) %747, i32 %776, i32 %777, i32 %778, i32 %779) #3
  %780 = or disjoint i32 %13, 24
  %781 = add i32 %564, %780
  %782 = sext i32 %781 to i64
  %783 = getelementptr float, ptr addrspace(1) %4, i64 %782
  %784 = icmp slt i32 %780, %6
  %785 = and i1 %62, %784
  %786 = or disjoint i32 %13, 25
  %787 = icmp slt i32 %786, %6
  %788 = and i1 %62, %787
  %789 = or disjoint i32 %13, 26
  %790 = icmp slt i32 %789, %6
  %791 = and i1 %62, %790
  %792 = or disjoint i32 %13, 27
  %793 = icmp slt i32 %792, %6
  %794 = and i1 %62, %793
  %795 = ptrtoint ptr addrspace(1) %783 to i64
  %796 = and i64 %795, 15
  %797 = icmp eq i64 %796, 0
  %798 = and i1 %794, %797
  %799 = xor i1 %785, %798
  %800 = xor i1 %788, %798
  %801 = xor i1 %791, %798
  %802 = xor i1 %794, %798
  %803 = zext i1 %798 to i32
  %804 = bitcast float %491 to i32
  %805 = select i1 %.lcssa, i32 %804, i32 0
  %806 = bitcast float %488 to i32
  %807 = select i1 %.lcssa, i32 %806, i32 0
  %808 = bitcast float %485 to i32
  %809 = select i1 %.lcssa, i32 %808, i32 0
  %810 = bitcast float %482 to i32
  %811 = select i1 %.lcssa, i32 %810, i32 0
  %812 = zext i1 %799 to i32
  %813 = zext i1 %800 to i32
  %814 = zext i1 %801 to i32
  %815 = zext i1 %802 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %803, i32 %805, i32 %807, i32 %809, i32 %811, ptr addrspace(1) %783, i32 %812, i32 %813, i32 %814, i32 %815) #3
  %816 = or disjoint i32 %13, 28
  %817 = add i32 %564, %816
  %818 = sext i32 %817 to i64
  %819 = getelementptr float, ptr addrspace(1) %4, i64 %818
  %820 = icmp slt i32 %816, %6
  %821 = and i1 %62, %820
  %822 = or disjoint i32 %13, 29
  %823 = icmp slt i32 %822, %6
  %824 = and i1 %62, %823
  %825 = or disjoint i32 %13, 30
  %826 = icmp slt i32 %825, %6
  %827 = and i1 %62, %826
  %828 = or disjoint i32 %13, 31
  %829 = icmp slt i32 %828, %6
  %830 = and i1 %62, %829
  %831 = ptrtoint ptr addrspace(1) %819 to i64
  %832 = and i64 %831, 15
  %833 = icmp eq i64 %832, 0
  %834 = and i1 %830, %833
  %835 = xor i1 %821, %834
  %836 = xor i1 %824, %834
  %837 = xor i1 %827, %834
  %838 = xor i1 %830, %834
  %839 = zext i1 %834 to i32
  %840 = bitcast float %479 to i32
  %841 = select i1 %.lcssa, i32 %840, i32 0
  %842 = bitcast float %476 to i32
  %843 = select i1 %.lcssa, i32 %842, i32 0
  %844 = bitcast float %473 to i32
  %845 = select i1 %.lcssa, i32 %844, i32 0
  %846 = bitcast float %470 to i32
  %847 = select i1 %.lcssa, i32 %846, i32 0
  %848 = zext i1 %835 to i32
  %849 = zext i1 %836 to i32
  %850 = zext i1 %837 to i32
  %851 = zext i1 %838 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %839, i32 %841, i32 %843, i32 %845, i32 %847, ptr addrspace(1) %819, i32 %848, i32 %849, i32 %850, i32 %851) #3
  %852 = or disjoint i32 %13, 32
  %853 = add i32 %564, %852
  %854 = sext i32 %853 to i64
  %855 = getelementptr float, ptr addrspace(1) %4, i64 %854
  %856 = icmp slt i32 %852, %6
  %857 = and i1 %62, %856
  %858 = or disjoint i32 %13, 33
  %859 = icmp slt i32 %858, %6
  %860 = and i1 %62, %859
  %861 = or disjoint i32 %13, 34
  %862 = icmp slt i32 %861, %6
  %863 = and i1 %62, %862
  %864 = or disjoint i32 %13, 35
  %865 = icmp slt i32 %864, %6
  %866 = and i1 %62, %865
  %867 = ptrtoint ptr addrspace(1) %855 to i64
  %868 = and i64 %867, 15
  %869 = icmp eq i64 %868, 0
  %870 = and i1 %866, %869
  %871 = xor i1 %857, %870
  %872 = xor i1 %860, %870
  %873 = xor i1 %863, %870
  %874 = xor i1 %866, %870
  %875 = zext i1 %870 to i32
  %876 = bitcast float %467 to i32
  %877 = select i1 %.lcssa, i32 %876, i32 0
  %878 = bitcast float %464 to i32
  %879 = select i1 %.lcssa, i32 %878, i32 0
  %880 = bitcast float %461 to i32
  %881 = select i1 %.lcssa, i32 %880, i32 0
  %882 = bitcast float %458 to i32
  %883 = select i1 %.lcssa, i32 %882, i32 0
  %884 = zext i1 %871 to i32
  %885 = zext i1 %872 to i32
  %886 = zext i1 %873 to i32
  %887 = zext i1 %874 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %875, i32 %877, i32 %879, i32 %881, i32 %883, ptr addrspace(1) %855, i32 %884, i32 %885, i32 %886, i32 %887) #3
  %888 = or disjoint i32 %13, 36
  %889 = add i32 %564, %888
  %890 = sext i32 %889 to i64
  %891 = getelementptr float, ptr addrspace(1) %4, i64 %890
  %892 = icmp slt i32 %888, %6
  %893 = and i1 %62, %892
  %894 = or disjoint i32 %13, 37
  %895 = icmp slt i32 %894, %6
  %896 = and i1 %62, %895
  %897 = or disjoint i32 %13, 38
  %898 = icmp slt i32 %897, %6
  %899 = and i1 %62, %898
  %900 = or disjoint i32 %13, 39
  %901 = icmp slt i32 %900, %6
  %902 = and i1 %62, %901
  %903 = ptrtoint ptr addrspace(1) %891 to i64
  %904 = and i64 %903, 15
  %905 = icmp eq i64 %904, 0
  %906 = and i1 %902, %905
  %907 = xor i1 %893, %906
  %908 = xor i1 %896, %906
  %909 = xor i1 %899, %906
  %910 = xor i1 %902, %906
  %911 = zext i1 %906 to i32
  %912 = bitcast float %455 to i32
  %913 = select i1 %.lcssa, i32 %912, i32 0
  %914 = bitcast float %452 to i32
  %915 = select i1 %.lcssa, i32 %914, i32 0
  %916 = bitcast float %449 to i32
  %917 = select i1 %.lcssa, i32 %916, i32 0
  %918 = bitcast float %446 to i32
  %919 = select i1 %.lcssa, i32 %918, i32 0
  %920 = zext i1 %907 to i32
  %921 = zext i1 %908 to i32
  %922 = zext i1 %909 to i32
  %923 = zext i1 %910 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %911, i32 %913, i32 %915, i32 %917, i32 %919, ptr addrspace(1) %891, i32 %920, i32 %921, i32 %922, i32 %923) #3
  %924 = or disjoint i32 %13, 40
  %925 = add i32 %564, %924
  %926 = sext i32 %925 to i64
  %927 = getelementptr float, ptr addrspace(1) %4, i64 %926
  %928 = icmp slt i32 %924, %6
  %929 = and i1 %62, %928
  %930 = or disjoint i32 %13, 41
  %931 = icmp slt i32 %930, %6
  %932 = and i1 %62, %931
  %933 = or disjoint i32 %13, 42
  %934 = icmp slt i32 %933, %6
  %935 = and i1 %62, %934
  %936 = or disjoint i32 %13, 43
  %937 = icmp slt i32 %936, %6
  %938 = and i1 %62, %937
  %939 = ptrtoint ptr addrspace(1) %927 to i64
  %940 = and i64 %939, 15
  %941 = icmp eq i64 %940, 0
  %942 = and i1 %938, %941
  %943 = xor i1 %929, %942
  %944 = xor i1 %932, %942
  %945 = xor i1 %935, %942
  %946 = xor i1 %938, %942
  %947 = zext i1 %942 to i32
  %948 = bitcast float %443 to i32
  %949 = select i1 %.lcssa, i32 %948, i32 0
  %950 = bitcast float %440 to i32
  %951 = select i1 %.lcssa, i32 %950, i32 0
  %952 = bitcast float %437 to i32
  %953 = select i1 %.lcssa, i32 %952, i32 0
  %954 = bitcast float %434 to i32
  %955 = select i1 %.lcssa, i32 %954, i32 0
  %956 = zext i1 %943 to i32
  %957 = zext i1 %944 to i32
  %958 = zext i1 %945 to i32
  %959 = zext i1 %946 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %947, i32 %949, i32 %951, i32 %953, i32 %955, ptr addrspace(1) %927, i32 %956, i32 %957, i32 %958, i32 %959) #3
  %960 = or disjoint i32 %13, 44
  %961 = add i32 %564, %960
  %962 = sext i32 %961 to i64
  %963 = getelementptr float, ptr addrspace(1) %4, i64 %962
  %964 = icmp slt i32 %960, %6
  %965 = and i1 %62, %964
  %966 = or disjoint i32 %13, 45
  %967 = icmp slt i32 %966, %6
  %968 = and i1 %62, %967
  %969 = or disjoint i32 %13, 46
  %970 = icmp slt i32 %969, %6
  %971 = and i1 %62, %970
  %972 = or disjoint i32 %13, 47
  %973 = icmp slt i32 %972, %6
  %974 = and i1 %62, %973
  %975 = ptrtoint ptr addrspace(1) %963 to i64
  %976 = and i64 %975, 15
  %977 = icmp eq i64 %976, 0
  %978 = and i1 %974, %977
  %979 = xor i1 %965, %978
  %980 = xor i1 %968, %978
  %981 = xor i1 %971, %978
  %982 = xor i1 %974, %978
  %983 = zext i1 %978 to i32
  %984 = bitcast float %431 to i32
  %985 = select i1 %.lcssa, i32 %984, i32 0
  %986 = bitcast float %428 to i32
  %987 = select i1 %.lcssa, i32 %986, i32 0
  %988 = bitcast float %425 to i32
  %989 = select i1 %.lcssa, i32 %988, i32 0
  %990 = bitcast float %422 to i32
  %991 = select i1 %.lcssa, i32 %990, i32 0
  %992 = zext i1 %979 to i32
  %993 = zext i1 %980 to i32
  %994 = zext i1 %981 to i32
  %995 = zext i1 %982 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %983, i32 %985, i32 %987, i32 %989, i32 %991, ptr addrspace(1) %963, i32 %992, i32 %993, i32 %994, i32 %995) #3
  %996 = or disjoint i32 %13, 48
  %997 = add i32 %564, %996
  %998 = sext i32 %997 to i64
  %999 = getelementptr float, ptr addrspace(1) %4, i64 %998
  %1000 = icmp slt i32 %996, %6
  %1001 = and i1 %62, %1000
  %1002 = or disjoint i32 %13, 49
  %1003 = icmp slt i32 %1002, %6
  %1004 = and i1 %62, %1003
  %1005 = or disjoint i32 %13, 50
  %1006 = icmp slt i32 %1005, %6
  %1007 = and i1 %62, %1006
  %1008 = or disjoint i32 %13, 51
  %1009 = icmp slt i32 %1008, %6
  %1010 = and i1 %62, %1009
  %1011 = ptrtoint ptr addrspace(1) %999 to i64
  %1012 = and i64 %1011, 15
  %1013 = icmp eq i64 %1012, 0
  %1014 = and i1 %1010, %1013
  %1015 = xor i1 %1001, %1014
  %1016 = xor i1 %1004, %1014
  %1017 = xor i1 %1007, %1014
  %1018 = xor i1 %1010, %1014
  %1019 = zext i1 %1014 to i32
  %1020 = bitcast float %419 to i32
  %1021 = select i1 %.lcssa, i32 %1020, i32 0
  %1022 = bitcast float %416 to i32
  %1023 = select i1 %.lcssa, i32 %1022, i32 0
  %1024 = bitcast float %413 to i32
  %1025 = select i1 %.lcssa, i32 %1024, i32 0
  %1026 = bitcast float %410 to i32
  %1027 = select i1 %.lcssa, i32 %1026, i32 0
  %1028 = zext i1 %1015 to i32
  %1029 = zext i1 %1016 to i32
  %1030 = zext i1 %1017 to i32
  %1031 = zext i1 %1018 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1019, i32 %1021, i32 %1023, i32 %1025, i32 %1027, ptr addrspace(1) %999, i32 %1028, i32 %1029, i32 %1030, i32 %1031) #3
  %1032 = or disjoint i32 %13, 52
  %1033 = add i32 %564, %1032
  %1034 = sext i32 %1033 to i64
  %1035 = getelementptr float, ptr addrspace(1) %4, i64 %1034
  %1036 = icmp slt i32 %1032, %6
  %1037 = and i1 %62, %1036
  %1038 = or disjoint i32 %13, 53
  %1039 = icmp slt i32 %1038, %6
  %1040 = and i1 %62, %1039
  %1041 = or disjoint i32 %13, 54
  %1042 = icmp slt i32 %1041, %6
  %1043 = and i1 %62, %1042
  %1044 = or disjoint i32 %13, 55
  %1045 = icmp slt i32 %1044, %6
  %1046 = and i1 %62, %1045
  %1047 = ptrtoint ptr addrspace(1) %1035 to i64
  %1048 = and i64 %1047, 15
  %1049 = icmp eq i64 %1048, 0
  %1050 = and i1 %1046, %1049
  %1051 = xor i1 %1037, %1050
  %1052 = xor i1 %1040, %1050
  %1053 = xor i1 %1043, %1050
  %1054 = xor i1 %1046, %1050
  %1055 = zext i1 %1050 to i32
  %1056 = bitcast float %407 to i32
  %1057 = select i1 %.lcssa, i32 %1056, i32 0
  %1058 = bitcast float %404 to i32
  %1059 = select i1 %.lcssa, i32 %1058, i32 0
  %1060 = bitcast float %401 to i32
  %1061 = select i1 %.lcssa, i32 %1060, i32 0
  %1062 = bitcast float %398 to i32
  %1063 = select i1 %.lcssa, i32 %1062, i32 0
  %1064 = zext i1 %1051 to i32
  %1065 = zext i1 %1052 to i32
  %1066 = zext i1 %1053 to i32
  %1067 = zext i1 %1054 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1055, i32 %1057, i32 %1059, i32 %1061, i32 %1063, ptr addrspace(1) %1035, i32 %1064, i32 %1065, i32 %1066, i32 %1067) #3
  %1068 = or disjoint i32 %13, 56
  %1069 = add i32 %564, %1068
  %1070 = sext i32 %1069 to i64
  %1071 = getelementptr float, ptr addrspace(1) %4, i64 %1070
  %1072 = icmp slt i32 %1068, %6
  %1073 = and i1 %62, %1072
  %1074 = or disjoint i32 %13, 57
  %1075 = icmp slt i32 %1074, %6
  %1076 = and i1 %62, %1075
  %1077 = or disjoint i32 %13, 58
  %1078 = icmp slt i32 %1077, %6
  %1079 = and i1 %62, %1078
  %1080 = or disjoint i32 %13, 59
  %1081 = icmp slt i32 %1080, %6
  %1082 = and i1 %62, %1081
  %1083 = ptrtoint ptr addrspace(1) %1071 to i64
  %1084 = and i64 %1083, 15
  %1085 = icmp eq i64 %1084, 0
  %1086 = and i1 %1082, %1085
  %1087 = xor i1 %1073, %1086
  %1088 = xor i1 %1076, %1086
  %1089 = xor i1 %1079, %1086
  %1090 = xor i1 %1082, %1086
  %1091 = zext i1 %1086 to i32
  %1092 = bitcast float %395 to i32
  %1093 = select i1 %.lcssa, i32 %1092, i32 0
  %1094 = bitcast float %392 to i32
  %1095 = select i1 %.lcssa, i32 %1094, i32 0
  %1096 = bitcast float %389 to i32
  %1097 = select i1 %.lcssa, i32 %1096, i32 0
  %1098 = bitcast float %386 to i32
  %1099 = select i1 %.lcssa, i32 %1098, i32 0
  %1100 = zext i1 %1087 to i32
  %1101 = zext i1 %1088 to i32
  %1102 = zext i1 %1089 to i32
  %1103 = zext i1 %1090 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1091, i32 %1093, i32 %1095, i32 %1097, i32 %1099, ptr addrspace(1) %1071, i32 %1100, i32 %1101, i32 %1102, i32 %1103) #3
  %1104 = or disjoint i32 %13, 60
  %1105 = add i32 %564, %1104
  %1106 = sext i32 %1105 to i64
  %1107 = getelementptr float, ptr addrspace(1) %4, i64 %1106
  %1108 = icmp slt i32 %1104, %6
  %1109 = and i1 %62, %1108
  %1110 = or disjoint i32 %13, 61
  %1111 = icmp slt i32 %1110, %6
  %1112 = and i1 %62, %1111
  %1113 = or disjoint i32 %13, 62
  %1114 = icmp slt i32 %1113, %6
  %1115 = and i1 %62, %1114
  %1116 = or disjoint i32 %13, 63
  %1117 = icmp slt i32 %1116, %6
  %1118 = and i1 %62, %1117
  %1119 = ptrtoint ptr addrspace(1) %1107 to i64
  %1120 = and i64 %1119, 15
  %1121 = icmp eq i64 %1120, 0
  %1122 = and i1 %1118, %1121
  %1123 = xor i1 %1109, %1122
  %1124 = xor i1 %1112, %1122
  %1125 = xor i1 %1115, %1122
  %1126 = xor i1 %1118, %1122
  %1127 = zext i1 %1122 to i32
  %1128 = bitcast float %383 to i32
  %1129 = select i1 %.lcssa, i32 %1128, i32 0
  %1130 = bitcast float %380 to i32
  %1131 = select i1 %.lcssa, i32 %1130, i32 0
  %1132 = bitcast float %377 to i32
  %1133 = select i1 %.lcssa, i32 %1132, i32 0
  %1134 = bitcast float %374 to i32
  %1135 = select i1 %.lcssa, i32 %1134, i32 0
  %1136 = zext i1 %1123 to i32
  %1137 = zext i1 %1124 to i32
  %1138 = zext i1 %1125 to i32
  %1139 = zext i1 %1126 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1127, i32 %1129, i32 %1131, i32 %1133, i32 %1135, ptr addrspace(1) %1107, i32 %1136, i32 %1137, i32 %1138, i32 %1139) #3
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
