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
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24576) to i32), i32 128)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24576) to i32), i32 256)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24576) to i32), i32 384)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %15

15:                                               ; preds = %14, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %13, label %16, label %17

16:                                               ; preds = %15
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 25088) to i32)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %17

17:                                               ; preds = %16, %15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = icmp samesign ult i32 %7, 32
  br i1 %18, label %19, label %20

19:                                               ; preds = %17
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 64;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 25216) to i32)) #5
  br label %20

20:                                               ; preds = %19, %17
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %21 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 25216) to i32)) #5
  %22 = icmp sgt i32 %5, 0
  %23 = and i32 %8, 16
  %24 = lshr i32 %7, 1
  %25 = or disjoint i32 %11, %24
  %26 = mul i32 %5, %25
  %27 = add i32 %26, %23
  %28 = sext i32 %27 to i64
  %29 = getelementptr i8, ptr addrspace(1) %0, i64 %28
  %30 = ptrtoint ptr addrspace(1) %29 to i64
  %31 = and i64 %30, 3
  %32 = icmp eq i64 %31, 0
  %33 = icmp slt i32 %25, %3
  %34 = select i1 %33, i32 4, i32 0
  %35 = sext i32 %5 to i64
  %36 = zext nneg i32 %23 to i64
  %37 = sub nsw i64 %35, %36
  %38 = tail call i64 @llvm.smax.i64(i64 %37, i64 0)
  %39 = tail call i64 @llvm.umin.i64(i64 %38, i64 4)
  %40 = trunc nuw nsw i64 %39 to i32
  %41 = select i1 %22, i32 4, i32 0
  %42 = shl nuw nsw i32 %24, 5
  %43 = shl nuw nsw i32 %7, 1
  %44 = xor i32 %8, %43
  %45 = and i32 %44, 16
  %46 = or disjoint i32 %45, %42
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 %47
  br i1 %32, label %49, label %.preheader143.preheader

.preheader143.preheader:                          ; preds = %20
  %invariant.op = and i1 %33, %22
  br label %.preheader143

49:                                               ; preds = %20
  %50 = tail call i32 @llvm.umin.i32(i32 %34, i32 %40)
  %51 = tail call i32 @llvm.umin.i32(i32 %50, i32 %41)
  %52 = ptrtoint ptr addrspace(3) %48 to i64
  %53 = trunc i64 %52 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %53, ptr addrspace(1) %29, i32 %51) #5
  br label %.loopexit144

.preheader143:                                    ; preds = %.preheader143.preheader, %.preheader143
  %54 = phi i64 [ %65, %.preheader143 ], [ 0, %.preheader143.preheader ]
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
  %exitcond.not = icmp eq i64 %65, 4
  br i1 %exitcond.not, label %.loopexit144, label %.preheader143

.loopexit144:                                     ; preds = %.preheader143, %49
  %66 = or disjoint i32 %23, 4
  %67 = add i32 %26, %66
  %68 = sext i32 %67 to i64
  %69 = getelementptr i8, ptr addrspace(1) %0, i64 %68
  %70 = ptrtoint ptr addrspace(1) %69 to i64
  %71 = and i64 %70, 3
  %72 = icmp eq i64 %71, 0
  %73 = zext nneg i32 %66 to i64
  %74 = sub nsw i64 %35, %73
  %75 = tail call i64 @llvm.smax.i64(i64 %74, i64 0)
  %76 = tail call i64 @llvm.umin.i64(i64 %75, i64 4)
  %77 = trunc nuw nsw i64 %76 to i32
  %78 = or disjoint i32 %46, 4
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 %79
  br i1 %72, label %81, label %.preheader141.preheader

.preheader141.preheader:                          ; preds = %.loopexit144
  %invariant.op371 = and i1 %33, %22
  br label %.preheader141

81:                                               ; preds = %.loopexit144
  %82 = tail call i32 @llvm.umin.i32(i32 %34, i32 %77)
  %83 = tail call i32 @llvm.umin.i32(i32 %82, i32 %41)
  %84 = ptrtoint ptr addrspace(3) %80 to i64
  %85 = trunc i64 %84 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %85, ptr addrspace(1) %69, i32 %83) #5
  br label %.loopexit142

.preheader141:                                    ; preds = %.preheader141.preheader, %.preheader141
  %86 = phi i64 [ %97, %.preheader141 ], [ 0, %.preheader141.preheader ]
  %87 = trunc nuw nsw i64 %86 to i32
  %88 = or disjoint i32 %66, %87
  %89 = add i32 %88, %26
  %90 = sext i32 %89 to i64
  %91 = getelementptr i8, ptr addrspace(1) %0, i64 %90
  %92 = icmp slt i32 %88, %5
  %.reass146.reass.reass = and i1 %92, %invariant.op371
  %93 = zext i1 %.reass146.reass.reass to i32
  %94 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %91, i32 %93, i16 0) #5
  %95 = trunc i16 %94 to i8
  %96 = getelementptr i8, ptr addrspace(3) %80, i64 %86
  store i8 %95, ptr addrspace(3) %96, align 1
  %97 = add nuw nsw i64 %86, 1
  %exitcond215.not = icmp eq i64 %97, 4
  br i1 %exitcond215.not, label %.loopexit142, label %.preheader141

.loopexit142:                                     ; preds = %.preheader141, %81
  %98 = or disjoint i32 %23, 8
  %99 = add i32 %26, %98
  %100 = sext i32 %99 to i64
  %101 = getelementptr i8, ptr addrspace(1) %0, i64 %100
  %102 = ptrtoint ptr addrspace(1) %101 to i64
  %103 = and i64 %102, 3
  %104 = icmp eq i64 %103, 0
  %105 = zext nneg i32 %98 to i64
  %106 = sub nsw i64 %35, %105
  %107 = tail call i64 @llvm.smax.i64(i64 %106, i64 0)
  %108 = tail call i64 @llvm.umin.i64(i64 %107, i64 4)
  %109 = trunc nuw nsw i64 %108 to i32
  %110 = or disjoint i32 %46, 8
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 %111
  br i1 %104, label %113, label %.preheader139.preheader

.preheader139.preheader:                          ; preds = %.loopexit142
  %invariant.op372 = and i1 %33, %22
  br label %.preheader139

113:                                              ; preds = %.loopexit142
  %114 = tail call i32 @llvm.umin.i32(i32 %34, i32 %109)
  %115 = tail call i32 @llvm.umin.i32(i32 %114, i32 %41)
  %116 = ptrtoint ptr addrspace(3) %112 to i64
  %117 = trunc i64 %116 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %117, ptr addrspace(1) %101, i32 %115) #5
  br label %.loopexit140

.preheader139:                                    ; preds = %.preheader139.preheader, %.preheader139
  %118 = phi i64 [ %129, %.preheader139 ], [ 0, %.preheader139.preheader ]
  %119 = trunc nuw nsw i64 %118 to i32
  %120 = or disjoint i32 %98, %119
  %121 = add i32 %120, %26
  %122 = sext i32 %121 to i64
  %123 = getelementptr i8, ptr addrspace(1) %0, i64 %122
  %124 = icmp slt i32 %120, %5
  %.reass148.reass.reass = and i1 %124, %invariant.op372
  %125 = zext i1 %.reass148.reass.reass to i32
  %126 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %123, i32 %125, i16 0) #5
  %127 = trunc i16 %126 to i8
  %128 = getelementptr i8, ptr addrspace(3) %112, i64 %118
  store i8 %127, ptr addrspace(3) %128, align 1
  %129 = add nuw nsw i64 %118, 1
  %exitcond216.not = icmp eq i64 %129, 4
  br i1 %exitcond216.not, label %.loopexit140, label %.preheader139

.loopexit140:                                     ; preds = %.preheader139, %113
  %130 = or disjoint i32 %23, 12
  %131 = add i32 %26, %130
  %132 = sext i32 %131 to i64
  %133 = getelementptr i8, ptr addrspace(1) %0, i64 %132
  %134 = ptrtoint ptr addrspace(1) %133 to i64
  %135 = and i64 %134, 3
  %136 = icmp eq i64 %135, 0
  %137 = zext nneg i32 %130 to i64
  %138 = sub nsw i64 %35, %137
  %139 = tail call i64 @llvm.smax.i64(i64 %138, i64 0)
  %140 = tail call i64 @llvm.umin.i64(i64 %139, i64 4)
  %141 = trunc nuw nsw i64 %140 to i32
  %142 = or disjoint i32 %46, 12
  %143 = zext nneg i32 %142 to i64
  %144 = getelementptr i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 %143
  br i1 %136, label %145, label %.preheader137.preheader

.preheader137.preheader:                          ; preds = %.loopexit140
  %invariant.op373 = and i1 %33, %22
  br label %.preheader137

145:                                              ; preds = %.loopexit140
  %146 = tail call i32 @llvm.umin.i32(i32 %34, i32 %141)
  %147 = tail call i32 @llvm.umin.i32(i32 %146, i32 %41)
  %148 = ptrtoint ptr addrspace(3) %144 to i64
  %149 = trunc i64 %148 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %149, ptr addrspace(1) %133, i32 %147) #5
  br label %.loopexit138

.preheader137:                                    ; preds = %.preheader137.preheader, %.preheader137
  %150 = phi i64 [ %161, %.preheader137 ], [ 0, %.preheader137.preheader ]
  %151 = trunc nuw nsw i64 %150 to i32
  %152 = or disjoint i32 %130, %151
  %153 = add i32 %152, %26
  %154 = sext i32 %153 to i64
  %155 = getelementptr i8, ptr addrspace(1) %0, i64 %154
  %156 = icmp slt i32 %152, %5
  %.reass150.reass.reass = and i1 %156, %invariant.op373
  %157 = zext i1 %.reass150.reass.reass to i32
  %158 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %155, i32 %157, i16 0) #5
  %159 = trunc i16 %158 to i8
  %160 = getelementptr i8, ptr addrspace(3) %144, i64 %150
  store i8 %159, ptr addrspace(3) %160, align 1
  %161 = add nuw nsw i64 %150, 1
  %exitcond217.not = icmp eq i64 %161, 4
  br i1 %exitcond217.not, label %.loopexit138, label %.preheader137

.loopexit138:                                     ; preds = %.preheader137, %145
  %162 = or disjoint i32 %24, 64
  %163 = or disjoint i32 %162, %11
  %164 = mul i32 %5, %163
  %165 = add i32 %164, %23
  %166 = sext i32 %165 to i64
  %167 = getelementptr i8, ptr addrspace(1) %0, i64 %166
  %168 = ptrtoint ptr addrspace(1) %167 to i64
  %169 = and i64 %168, 3
  %170 = icmp eq i64 %169, 0
  %171 = icmp slt i32 %163, %3
  %172 = select i1 %171, i32 4, i32 0
  %173 = shl nuw nsw i32 %162, 5
  %174 = or disjoint i32 %173, %45
  %175 = zext nneg i32 %174 to i64
  %176 = getelementptr i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 %175
  br i1 %170, label %177, label %.preheader135.preheader

.preheader135.preheader:                          ; preds = %.loopexit138
  %invariant.op374 = and i1 %171, %22
  br label %.preheader135

177:                                              ; preds = %.loopexit138
  %178 = tail call i32 @llvm.umin.i32(i32 %172, i32 %40)
  %179 = tail call i32 @llvm.umin.i32(i32 %178, i32 %41)
  %180 = ptrtoint ptr addrspace(3) %176 to i64
  %181 = trunc i64 %180 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %181, ptr addrspace(1) %167, i32 %179) #5
  br label %.loopexit136

.preheader135:                                    ; preds = %.preheader135.preheader, %.preheader135
  %182 = phi i64 [ %193, %.preheader135 ], [ 0, %.preheader135.preheader ]
  %183 = trunc nuw nsw i64 %182 to i32
  %184 = or disjoint i32 %23, %183
  %185 = add i32 %184, %164
  %186 = sext i32 %185 to i64
  %187 = getelementptr i8, ptr addrspace(1) %0, i64 %186
  %188 = icmp slt i32 %184, %5
  %.reass152.reass.reass = and i1 %188, %invariant.op374
  %189 = zext i1 %.reass152.reass.reass to i32
  %190 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %187, i32 %189, i16 0) #5
  %191 = trunc i16 %190 to i8
  %192 = getelementptr i8, ptr addrspace(3) %176, i64 %182
  store i8 %191, ptr addrspace(3) %192, align 1
  %193 = add nuw nsw i64 %182, 1
  %exitcond218.not = icmp eq i64 %193, 4
  br i1 %exitcond218.not, label %.loopexit136, label %.preheader135

.loopexit136:                                     ; preds = %.preheader135, %177
  %194 = or disjoint i32 %8, 2052
  %195 = and i32 %194, 20
  %196 = lshr i32 %194, 5
  %197 = or disjoint i32 %196, %11
  %198 = mul i32 %5, %197
  %199 = add i32 %198, %195
  %200 = sext i32 %199 to i64
  %201 = getelementptr i8, ptr addrspace(1) %0, i64 %200
  %202 = ptrtoint ptr addrspace(1) %201 to i64
  %203 = and i64 %202, 3
  %204 = icmp eq i64 %203, 0
  %205 = icmp slt i32 %197, %3
  %206 = select i1 %205, i32 4, i32 0
  %207 = and i32 %194, 4064
  %208 = or disjoint i32 %45, %207
  %209 = or disjoint i32 %208, 4
  %210 = zext nneg i32 %209 to i64
  %211 = getelementptr i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 %210
  br i1 %204, label %212, label %.preheader133.preheader

.preheader133.preheader:                          ; preds = %.loopexit136
  %invariant.op375 = and i1 %205, %22
  br label %.preheader133

212:                                              ; preds = %.loopexit136
  %213 = zext nneg i32 %195 to i64
  %214 = sub nsw i64 %35, %213
  %215 = tail call i64 @llvm.smax.i64(i64 %214, i64 0)
  %216 = tail call i64 @llvm.umin.i64(i64 %215, i64 4)
  %217 = trunc nuw nsw i64 %216 to i32
  %218 = tail call i32 @llvm.umin.i32(i32 %206, i32 %217)
  %219 = tail call i32 @llvm.umin.i32(i32 %218, i32 %41)
  %220 = ptrtoint ptr addrspace(3) %211 to i64
  %221 = trunc i64 %220 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %221, ptr addrspace(1) %201, i32 %219) #5
  br label %.loopexit134

.preheader133:                                    ; preds = %.preheader133.preheader, %.preheader133
  %222 = phi i64 [ %233, %.preheader133 ], [ 0, %.preheader133.preheader ]
  %223 = trunc nuw nsw i64 %222 to i32
  %224 = or disjoint i32 %195, %223
  %225 = add i32 %224, %198
  %226 = sext i32 %225 to i64
  %227 = getelementptr i8, ptr addrspace(1) %0, i64 %226
  %228 = icmp slt i32 %224, %5
  %.reass154.reass.reass = and i1 %228, %invariant.op375
  %229 = zext i1 %.reass154.reass.reass to i32
  %230 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %227, i32 %229, i16 0) #5
  %231 = trunc i16 %230 to i8
  %232 = getelementptr i8, ptr addrspace(3) %211, i64 %222
  store i8 %231, ptr addrspace(3) %232, align 1
  %233 = add nuw nsw i64 %222, 1
  %exitcond219.not = icmp eq i64 %233, 4
  br i1 %exitcond219.not, label %.loopexit134, label %.preheader133

.loopexit134:                                     ; preds = %.preheader133, %212
  %234 = or disjoint i32 %8, 2056
  %235 = and i32 %234, 24
  %236 = lshr i32 %234, 5
  %237 = or disjoint i32 %236, %11
  %238 = mul i32 %5, %237
  %239 = add i32 %238, %235
  %240 = sext i32 %239 to i64
  %241 = getelementptr i8, ptr addrspace(1) %0, i64 %240
  %242 = ptrtoint ptr addrspace(1) %241 to i64
  %243 = and i64 %242, 3
  %244 = icmp eq i64 %243, 0
  %245 = icmp slt i32 %237, %3
  %246 = select i1 %245, i32 4, i32 0
  %247 = and i32 %234, 4064
  %248 = or disjoint i32 %45, %247
  %249 = or disjoint i32 %248, 8
  %250 = zext nneg i32 %249 to i64
  %251 = getelementptr i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 %250
  br i1 %244, label %252, label %.preheader131.preheader

.preheader131.preheader:                          ; preds = %.loopexit134
  %invariant.op376 = and i1 %245, %22
  br label %.preheader131

252:                                              ; preds = %.loopexit134
  %253 = zext nneg i32 %235 to i64
  %254 = sub nsw i64 %35, %253
  %255 = tail call i64 @llvm.smax.i64(i64 %254, i64 0)
  %256 = tail call i64 @llvm.umin.i64(i64 %255, i64 4)
  %257 = trunc nuw nsw i64 %256 to i32
  %258 = tail call i32 @llvm.umin.i32(i32 %246, i32 %257)
  %259 = tail call i32 @llvm.umin.i32(i32 %258, i32 %41)
  %260 = ptrtoint ptr addrspace(3) %251 to i64
  %261 = trunc i64 %260 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %261, ptr addrspace(1) %241, i32 %259) #5
  br label %.loopexit132

.preheader131:                                    ; preds = %.preheader131.preheader, %.preheader131
  %262 = phi i64 [ %273, %.preheader131 ], [ 0, %.preheader131.preheader ]
  %263 = trunc nuw nsw i64 %262 to i32
  %264 = or disjoint i32 %235, %263
  %265 = add i32 %264, %238
  %266 = sext i32 %265 to i64
  %267 = getelementptr i8, ptr addrspace(1) %0, i64 %266
  %268 = icmp slt i32 %264, %5
  %.reass156.reass.reass = and i1 %268, %invariant.op376
  %269 = zext i1 %.reass156.reass.reass to i32
  %270 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %267, i32 %269, i16 0) #5
  %271 = trunc i16 %270 to i8
  %272 = getelementptr i8, ptr addrspace(3) %251, i64 %262
  store i8 %271, ptr addrspace(3) %272, align 1
  %273 = add nuw nsw i64 %262, 1
  %exitcond220.not = icmp eq i64 %273, 4
  br i1 %exitcond220.not, label %.loopexit132, label %.preheader131

.loopexit132:                                     ; preds = %.preheader131, %252
  %274 = or disjoint i32 %8, 2060
  %275 = and i32 %274, 28
  %276 = lshr i32 %274, 5
  %277 = or disjoint i32 %276, %11
  %278 = mul i32 %5, %277
  %279 = add i32 %278, %275
  %280 = sext i32 %279 to i64
  %281 = getelementptr i8, ptr addrspace(1) %0, i64 %280
  %282 = ptrtoint ptr addrspace(1) %281 to i64
  %283 = and i64 %282, 3
  %284 = icmp eq i64 %283, 0
  %285 = icmp slt i32 %277, %3
  %286 = select i1 %285, i32 4, i32 0
  %287 = and i32 %274, 4064
  %288 = or disjoint i32 %45, %287
  %289 = or disjoint i32 %288, 12
  %290 = zext nneg i32 %289 to i64
  %291 = getelementptr i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 %290
  br i1 %284, label %292, label %.preheader129.preheader

.preheader129.preheader:                          ; preds = %.loopexit132
  %invariant.op377 = and i1 %285, %22
  br label %.preheader129

292:                                              ; preds = %.loopexit132
  %293 = zext nneg i32 %275 to i64
  %294 = sub nsw i64 %35, %293
  %295 = tail call i64 @llvm.smax.i64(i64 %294, i64 0)
  %296 = tail call i64 @llvm.umin.i64(i64 %295, i64 4)
  %297 = trunc nuw nsw i64 %296 to i32
  %298 = tail call i32 @llvm.umin.i32(i32 %286, i32 %297)
  %299 = tail call i32 @llvm.umin.i32(i32 %298, i32 %41)
  %300 = ptrtoint ptr addrspace(3) %291 to i64
  %301 = trunc i64 %300 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %301, ptr addrspace(1) %281, i32 %299) #5
  br label %.loopexit130

.preheader129:                                    ; preds = %.preheader129.preheader, %.preheader129
  %302 = phi i64 [ %313, %.preheader129 ], [ 0, %.preheader129.preheader ]
  %303 = trunc nuw nsw i64 %302 to i32
  %304 = or disjoint i32 %275, %303
  %305 = add i32 %304, %278
  %306 = sext i32 %305 to i64
  %307 = getelementptr i8, ptr addrspace(1) %0, i64 %306
  %308 = icmp slt i32 %304, %5
  %.reass158.reass.reass = and i1 %308, %invariant.op377
  %309 = zext i1 %.reass158.reass.reass to i32
  %310 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %307, i32 %309, i16 0) #5
  %311 = trunc i16 %310 to i8
  %312 = getelementptr i8, ptr addrspace(3) %291, i64 %302
  store i8 %311, ptr addrspace(3) %312, align 1
  %313 = add nuw nsw i64 %302, 1
  %exitcond221.not = icmp eq i64 %313, 4
  br i1 %exitcond221.not, label %.loopexit130, label %.preheader129

.loopexit130:                                     ; preds = %.preheader129, %292
  %314 = or disjoint i32 %12, %24
  %315 = mul i32 %5, %314
  %316 = add i32 %315, %23
  %317 = sext i32 %316 to i64
  %318 = getelementptr i8, ptr addrspace(1) %1, i64 %317
  %319 = ptrtoint ptr addrspace(1) %318 to i64
  %320 = and i64 %319, 3
  %321 = icmp eq i64 %320, 0
  %322 = icmp slt i32 %314, %4
  %323 = select i1 %322, i32 4, i32 0
  %324 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 16384), i64 %47
  br i1 %321, label %325, label %.preheader127.preheader

.preheader127.preheader:                          ; preds = %.loopexit130
  %invariant.op378 = and i1 %322, %22
  br label %.preheader127

325:                                              ; preds = %.loopexit130
  %326 = tail call i32 @llvm.umin.i32(i32 %323, i32 %40)
  %327 = tail call i32 @llvm.umin.i32(i32 %326, i32 %41)
  %328 = ptrtoint ptr addrspace(3) %324 to i64
  %329 = trunc i64 %328 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %329, ptr addrspace(1) %318, i32 %327) #5
  br label %.loopexit128

.preheader127:                                    ; preds = %.preheader127.preheader, %.preheader127
  %330 = phi i64 [ %341, %.preheader127 ], [ 0, %.preheader127.preheader ]
  %331 = trunc nuw nsw i64 %330 to i32
  %332 = or disjoint i32 %23, %331
  %333 = add i32 %332, %315
  %334 = sext i32 %333 to i64
  %335 = getelementptr i8, ptr addrspace(1) %1, i64 %334
  %336 = icmp slt i32 %332, %5
  %.reass160.reass.reass = and i1 %336, %invariant.op378
  %337 = zext i1 %.reass160.reass.reass to i32
  %338 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %335, i32 %337, i16 0) #5
  %339 = trunc i16 %338 to i8
  %340 = getelementptr i8, ptr addrspace(3) %324, i64 %330
  store i8 %339, ptr addrspace(3) %340, align 1
  %341 = add nuw nsw i64 %330, 1
  %exitcond222.not = icmp eq i64 %341, 4
  br i1 %exitcond222.not, label %.loopexit128, label %.preheader127

.loopexit128:                                     ; preds = %.preheader127, %325
  %342 = add i32 %315, %66
  %343 = sext i32 %342 to i64
  %344 = getelementptr i8, ptr addrspace(1) %1, i64 %343
  %345 = ptrtoint ptr addrspace(1) %344 to i64
  %346 = and i64 %345, 3
  %347 = icmp eq i64 %346, 0
  %348 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 16384), i64 %79
  br i1 %347, label %349, label %.preheader125.preheader

.preheader125.preheader:                          ; preds = %.loopexit128
  %invariant.op379 = and i1 %322, %22
  br label %.preheader125

349:                                              ; preds = %.loopexit128
  %350 = tail call i32 @llvm.umin.i32(i32 %323, i32 %77)
  %351 = tail call i32 @llvm.umin.i32(i32 %350, i32 %41)
  %352 = ptrtoint ptr addrspace(3) %348 to i64
  %353 = trunc i64 %352 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %353, ptr addrspace(1) %344, i32 %351) #5
  br label %.loopexit126

.preheader125:                                    ; preds = %.preheader125.preheader, %.preheader125
  %354 = phi i64 [ %365, %.preheader125 ], [ 0, %.preheader125.preheader ]
  %355 = trunc nuw nsw i64 %354 to i32
  %356 = or disjoint i32 %66, %355
  %357 = add i32 %356, %315
  %358 = sext i32 %357 to i64
  %359 = getelementptr i8, ptr addrspace(1) %1, i64 %358
  %360 = icmp slt i32 %356, %5
  %.reass162.reass.reass = and i1 %360, %invariant.op379
  %361 = zext i1 %.reass162.reass.reass to i32
  %362 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %359, i32 %361, i16 0) #5
  %363 = trunc i16 %362 to i8
  %364 = getelementptr i8, ptr addrspace(3) %348, i64 %354
  store i8 %363, ptr addrspace(3) %364, align 1
  %365 = add nuw nsw i64 %354, 1
  %exitcond223.not = icmp eq i64 %365, 4
  br i1 %exitcond223.not, label %.loopexit126, label %.preheader125

.loopexit126:                                     ; preds = %.preheader125, %349
  %366 = add i32 %315, %98
  %367 = sext i32 %366 to i64
  %368 = getelementptr i8, ptr addrspace(1) %1, i64 %367
  %369 = ptrtoint ptr addrspace(1) %368 to i64
  %370 = and i64 %369, 3
  %371 = icmp eq i64 %370, 0
  %372 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 16384), i64 %111
  br i1 %371, label %373, label %.preheader123.preheader

.preheader123.preheader:                          ; preds = %.loopexit126
  %invariant.op380 = and i1 %322, %22
  br label %.preheader123

373:                                              ; preds = %.loopexit126
  %374 = tail call i32 @llvm.umin.i32(i32 %323, i32 %109)
  %375 = tail call i32 @llvm.umin.i32(i32 %374, i32 %41)
  %376 = ptrtoint ptr addrspace(3) %372 to i64
  %377 = trunc i64 %376 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %377, ptr addrspace(1) %368, i32 %375) #5
  br label %.loopexit124

.preheader123:                                    ; preds = %.preheader123.preheader, %.preheader123
  %378 = phi i64 [ %389, %.preheader123 ], [ 0, %.preheader123.preheader ]
  %379 = trunc nuw nsw i64 %378 to i32
  %380 = or disjoint i32 %98, %379
  %381 = add i32 %380, %315
  %382 = sext i32 %381 to i64
  %383 = getelementptr i8, ptr addrspace(1) %1, i64 %382
  %384 = icmp slt i32 %380, %5
  %.reass164.reass.reass = and i1 %384, %invariant.op380
  %385 = zext i1 %.reass164.reass.reass to i32
  %386 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %383, i32 %385, i16 0) #5
  %387 = trunc i16 %386 to i8
  %388 = getelementptr i8, ptr addrspace(3) %372, i64 %378
  store i8 %387, ptr addrspace(3) %388, align 1
  %389 = add nuw nsw i64 %378, 1
  %exitcond224.not = icmp eq i64 %389, 4
  br i1 %exitcond224.not, label %.loopexit124, label %.preheader123

.loopexit124:                                     ; preds = %.preheader123, %373
  %390 = add i32 %315, %130
  %391 = sext i32 %390 to i64
  %392 = getelementptr i8, ptr addrspace(1) %1, i64 %391
  %393 = ptrtoint ptr addrspace(1) %392 to i64
  %394 = and i64 %393, 3
  %395 = icmp eq i64 %394, 0
  %396 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 16384), i64 %143
  br i1 %395, label %397, label %.preheader121.preheader

.preheader121.preheader:                          ; preds = %.loopexit124
  %invariant.op381 = and i1 %322, %22
  br label %.preheader121

397:                                              ; preds = %.loopexit124
  %398 = tail call i32 @llvm.umin.i32(i32 %323, i32 %141)
  %399 = tail call i32 @llvm.umin.i32(i32 %398, i32 %41)
  %400 = ptrtoint ptr addrspace(3) %396 to i64
  %401 = trunc i64 %400 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %401, ptr addrspace(1) %392, i32 %399) #5
  br label %.loopexit122

.preheader121:                                    ; preds = %.preheader121.preheader, %.preheader121
  %402 = phi i64 [ %413, %.preheader121 ], [ 0, %.preheader121.preheader ]
  %403 = trunc nuw nsw i64 %402 to i32
  %404 = or disjoint i32 %130, %403
  %405 = add i32 %404, %315
  %406 = sext i32 %405 to i64
  %407 = getelementptr i8, ptr addrspace(1) %1, i64 %406
  %408 = icmp slt i32 %404, %5
  %.reass166.reass.reass = and i1 %408, %invariant.op381
  %409 = zext i1 %.reass166.reass.reass to i32
  %410 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %407, i32 %409, i16 0) #5
  %411 = trunc i16 %410 to i8
  %412 = getelementptr i8, ptr addrspace(3) %396, i64 %402
  store i8 %411, ptr addrspace(3) %412, align 1
  %413 = add nuw nsw i64 %402, 1
  %exitcond225.not = icmp eq i64 %413, 4
  br i1 %exitcond225.not, label %.loopexit122, label %.preheader121

.loopexit122:                                     ; preds = %.preheader121, %397
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %414 = icmp sgt i32 %5, 32
  %415 = or disjoint i32 %23, 32
  %416 = add i32 %26, %415
  %417 = sext i32 %416 to i64
  %418 = getelementptr i8, ptr addrspace(1) %0, i64 %417
  %419 = ptrtoint ptr addrspace(1) %418 to i64
  %420 = and i64 %419, 3
  %421 = icmp eq i64 %420, 0
  %422 = zext nneg i32 %415 to i64
  %423 = sub nsw i64 %35, %422
  %424 = tail call i64 @llvm.smax.i64(i64 %423, i64 0)
  %425 = tail call i64 @llvm.umin.i64(i64 %424, i64 4)
  %426 = trunc nuw nsw i64 %425 to i32
  %427 = select i1 %414, i32 4, i32 0
  %428 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 4096), i64 %47
  br i1 %421, label %429, label %.preheader119.preheader

.preheader119.preheader:                          ; preds = %.loopexit122
  %invariant.op382 = or disjoint i32 %23, 32
  %invariant.op383 = and i1 %33, %414
  br label %.preheader119

429:                                              ; preds = %.loopexit122
  %430 = tail call i32 @llvm.umin.i32(i32 %34, i32 %426)
  %431 = tail call i32 @llvm.umin.i32(i32 %430, i32 %427)
  %432 = ptrtoint ptr addrspace(3) %428 to i64
  %433 = trunc i64 %432 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %433, ptr addrspace(1) %418, i32 %431) #5
  br label %.loopexit120

.preheader119:                                    ; preds = %.preheader119.preheader, %.preheader119
  %434 = phi i64 [ %444, %.preheader119 ], [ 0, %.preheader119.preheader ]
  %435 = trunc nuw nsw i64 %434 to i32
  %.reass.reass = or disjoint i32 %435, %invariant.op382
  %436 = add i32 %.reass.reass, %26
  %437 = sext i32 %436 to i64
  %438 = getelementptr i8, ptr addrspace(1) %0, i64 %437
  %439 = icmp slt i32 %.reass.reass, %5
  %.reass168.reass.reass = and i1 %439, %invariant.op383
  %440 = zext i1 %.reass168.reass.reass to i32
  %441 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %438, i32 %440, i16 0) #5
  %442 = trunc i16 %441 to i8
  %443 = getelementptr i8, ptr addrspace(3) %428, i64 %434
  store i8 %442, ptr addrspace(3) %443, align 1
  %444 = add nuw nsw i64 %434, 1
  %exitcond226.not = icmp eq i64 %444, 4
  br i1 %exitcond226.not, label %.loopexit120, label %.preheader119

.loopexit120:                                     ; preds = %.preheader119, %429
  %445 = or disjoint i32 %23, 36
  %446 = add i32 %26, %445
  %447 = sext i32 %446 to i64
  %448 = getelementptr i8, ptr addrspace(1) %0, i64 %447
  %449 = ptrtoint ptr addrspace(1) %448 to i64
  %450 = and i64 %449, 3
  %451 = icmp eq i64 %450, 0
  %452 = zext nneg i32 %445 to i64
  %453 = sub nsw i64 %35, %452
  %454 = tail call i64 @llvm.smax.i64(i64 %453, i64 0)
  %455 = tail call i64 @llvm.umin.i64(i64 %454, i64 4)
  %456 = trunc nuw nsw i64 %455 to i32
  %457 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 4096), i64 %79
  br i1 %451, label %458, label %.preheader117.preheader

.preheader117.preheader:                          ; preds = %.loopexit120
  %invariant.op384 = or disjoint i32 %23, 36
  %invariant.op385 = and i1 %33, %414
  br label %.preheader117

458:                                              ; preds = %.loopexit120
  %459 = tail call i32 @llvm.umin.i32(i32 %34, i32 %456)
  %460 = tail call i32 @llvm.umin.i32(i32 %459, i32 %427)
  %461 = ptrtoint ptr addrspace(3) %457 to i64
  %462 = trunc i64 %461 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %462, ptr addrspace(1) %448, i32 %460) #5
  br label %.loopexit118

.preheader117:                                    ; preds = %.preheader117.preheader, %.preheader117
  %463 = phi i64 [ %473, %.preheader117 ], [ 0, %.preheader117.preheader ]
  %464 = trunc nuw nsw i64 %463 to i32
  %.reass278.reass = or disjoint i32 %464, %invariant.op384
  %465 = add i32 %.reass278.reass, %26
  %466 = sext i32 %465 to i64
  %467 = getelementptr i8, ptr addrspace(1) %0, i64 %466
  %468 = icmp slt i32 %.reass278.reass, %5
  %.reass170.reass.reass = and i1 %468, %invariant.op385
  %469 = zext i1 %.reass170.reass.reass to i32
  %470 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %467, i32 %469, i16 0) #5
  %471 = trunc i16 %470 to i8
  %472 = getelementptr i8, ptr addrspace(3) %457, i64 %463
  store i8 %471, ptr addrspace(3) %472, align 1
  %473 = add nuw nsw i64 %463, 1
  %exitcond227.not = icmp eq i64 %473, 4
  br i1 %exitcond227.not, label %.loopexit118, label %.preheader117

.loopexit118:                                     ; preds = %.preheader117, %458
  %474 = or disjoint i32 %23, 40
  %475 = add i32 %26, %474
  %476 = sext i32 %475 to i64
  %477 = getelementptr i8, ptr addrspace(1) %0, i64 %476
  %478 = ptrtoint ptr addrspace(1) %477 to i64
  %479 = and i64 %478, 3
  %480 = icmp eq i64 %479, 0
  %481 = zext nneg i32 %474 to i64
  %482 = sub nsw i64 %35, %481
  %483 = tail call i64 @llvm.smax.i64(i64 %482, i64 0)
  %484 = tail call i64 @llvm.umin.i64(i64 %483, i64 4)
  %485 = trunc nuw nsw i64 %484 to i32
  %486 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 4096), i64 %111
  br i1 %480, label %487, label %.preheader115.preheader

.preheader115.preheader:                          ; preds = %.loopexit118
  %invariant.op386 = or disjoint i32 %23, 40
  %invariant.op387 = and i1 %33, %414
  br label %.preheader115

487:                                              ; preds = %.loopexit118
  %488 = tail call i32 @llvm.umin.i32(i32 %34, i32 %485)
  %489 = tail call i32 @llvm.umin.i32(i32 %488, i32 %427)
  %490 = ptrtoint ptr addrspace(3) %486 to i64
  %491 = trunc i64 %490 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %491, ptr addrspace(1) %477, i32 %489) #5
  br label %.loopexit116

.preheader115:                                    ; preds = %.preheader115.preheader, %.preheader115
  %492 = phi i64 [ %502, %.preheader115 ], [ 0, %.preheader115.preheader ]
  %493 = trunc nuw nsw i64 %492 to i32
  %.reass281.reass = or disjoint i32 %493, %invariant.op386
  %494 = add i32 %.reass281.reass, %26
  %495 = sext i32 %494 to i64
  %496 = getelementptr i8, ptr addrspace(1) %0, i64 %495
  %497 = icmp slt i32 %.reass281.reass, %5
  %.reass172.reass.reass = and i1 %497, %invariant.op387
  %498 = zext i1 %.reass172.reass.reass to i32
  %499 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %496, i32 %498, i16 0) #5
  %500 = trunc i16 %499 to i8
  %501 = getelementptr i8, ptr addrspace(3) %486, i64 %492
  store i8 %500, ptr addrspace(3) %501, align 1
  %502 = add nuw nsw i64 %492, 1
  %exitcond228.not = icmp eq i64 %502, 4
  br i1 %exitcond228.not, label %.loopexit116, label %.preheader115

.loopexit116:                                     ; preds = %.preheader115, %487
  %503 = or disjoint i32 %23, 44
  %504 = add i32 %26, %503
  %505 = sext i32 %504 to i64
  %506 = getelementptr i8, ptr addrspace(1) %0, i64 %505
  %507 = ptrtoint ptr addrspace(1) %506 to i64
  %508 = and i64 %507, 3
  %509 = icmp eq i64 %508, 0
  %510 = zext nneg i32 %503 to i64
  %511 = sub nsw i64 %35, %510
  %512 = tail call i64 @llvm.smax.i64(i64 %511, i64 0)
  %513 = tail call i64 @llvm.umin.i64(i64 %512, i64 4)
  %514 = trunc nuw nsw i64 %513 to i32
  %515 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 4096), i64 %143
  br i1 %509, label %516, label %.preheader113.preheader

.preheader113.preheader:                          ; preds = %.loopexit116
  %invariant.op388 = or disjoint i32 %23, 44
  %invariant.op389 = and i1 %33, %414
  br label %.preheader113

516:                                              ; preds = %.loopexit116
  %517 = tail call i32 @llvm.umin.i32(i32 %34, i32 %514)
  %518 = tail call i32 @llvm.umin.i32(i32 %517, i32 %427)
  %519 = ptrtoint ptr addrspace(3) %515 to i64
  %520 = trunc i64 %519 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %520, ptr addrspace(1) %506, i32 %518) #5
  br label %.loopexit114

.preheader113:                                    ; preds = %.preheader113.preheader, %.preheader113
  %521 = phi i64 [ %531, %.preheader113 ], [ 0, %.preheader113.preheader ]
  %522 = trunc nuw nsw i64 %521 to i32
  %.reass284.reass = or disjoint i32 %522, %invariant.op388
  %523 = add i32 %.reass284.reass, %26
  %524 = sext i32 %523 to i64
  %525 = getelementptr i8, ptr addrspace(1) %0, i64 %524
  %526 = icmp slt i32 %.reass284.reass, %5
  %.reass174.reass.reass = and i1 %526, %invariant.op389
  %527 = zext i1 %.reass174.reass.reass to i32
  %528 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %525, i32 %527, i16 0) #5
  %529 = trunc i16 %528 to i8
  %530 = getelementptr i8, ptr addrspace(3) %515, i64 %521
  store i8 %529, ptr addrspace(3) %530, align 1
  %531 = add nuw nsw i64 %521, 1
  %exitcond229.not = icmp eq i64 %531, 4
  br i1 %exitcond229.not, label %.loopexit114, label %.preheader113

.loopexit114:                                     ; preds = %.preheader113, %516
  %532 = add i32 %164, %415
  %533 = sext i32 %532 to i64
  %534 = getelementptr i8, ptr addrspace(1) %0, i64 %533
  %535 = ptrtoint ptr addrspace(1) %534 to i64
  %536 = and i64 %535, 3
  %537 = icmp eq i64 %536, 0
  %538 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 4096), i64 %175
  br i1 %537, label %539, label %.preheader111.preheader

.preheader111.preheader:                          ; preds = %.loopexit114
  %invariant.op390 = or disjoint i32 %23, 32
  %invariant.op391 = and i1 %171, %414
  br label %.preheader111

539:                                              ; preds = %.loopexit114
  %540 = tail call i32 @llvm.umin.i32(i32 %172, i32 %426)
  %541 = tail call i32 @llvm.umin.i32(i32 %540, i32 %427)
  %542 = ptrtoint ptr addrspace(3) %538 to i64
  %543 = trunc i64 %542 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %543, ptr addrspace(1) %534, i32 %541) #5
  br label %.loopexit112

.preheader111:                                    ; preds = %.preheader111.preheader, %.preheader111
  %544 = phi i64 [ %554, %.preheader111 ], [ 0, %.preheader111.preheader ]
  %545 = trunc nuw nsw i64 %544 to i32
  %.reass287.reass = or disjoint i32 %545, %invariant.op390
  %546 = add i32 %.reass287.reass, %164
  %547 = sext i32 %546 to i64
  %548 = getelementptr i8, ptr addrspace(1) %0, i64 %547
  %549 = icmp slt i32 %.reass287.reass, %5
  %.reass176.reass.reass = and i1 %549, %invariant.op391
  %550 = zext i1 %.reass176.reass.reass to i32
  %551 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %548, i32 %550, i16 0) #5
  %552 = trunc i16 %551 to i8
  %553 = getelementptr i8, ptr addrspace(3) %538, i64 %544
  store i8 %552, ptr addrspace(3) %553, align 1
  %554 = add nuw nsw i64 %544, 1
  %exitcond230.not = icmp eq i64 %554, 4
  br i1 %exitcond230.not, label %.loopexit112, label %.preheader111

.loopexit112:                                     ; preds = %.preheader111, %539
  %555 = or disjoint i32 %195, 32
  %556 = add i32 %198, %555
  %557 = sext i32 %556 to i64
  %558 = getelementptr i8, ptr addrspace(1) %0, i64 %557
  %559 = ptrtoint ptr addrspace(1) %558 to i64
  %560 = and i64 %559, 3
  %561 = icmp eq i64 %560, 0
  %562 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 4096), i64 %210
  br i1 %561, label %563, label %.preheader109.preheader

.preheader109.preheader:                          ; preds = %.loopexit112
  %invariant.op392 = or disjoint i32 %195, 32
  %invariant.op393 = and i1 %205, %414
  br label %.preheader109

563:                                              ; preds = %.loopexit112
  %564 = zext nneg i32 %555 to i64
  %565 = sub nsw i64 %35, %564
  %566 = tail call i64 @llvm.smax.i64(i64 %565, i64 0)
  %567 = tail call i64 @llvm.umin.i64(i64 %566, i64 4)
  %568 = trunc nuw nsw i64 %567 to i32
  %569 = tail call i32 @llvm.umin.i32(i32 %206, i32 %568)
  %570 = tail call i32 @llvm.umin.i32(i32 %569, i32 %427)
  %571 = ptrtoint ptr addrspace(3) %562 to i64
  %572 = trunc i64 %571 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %572, ptr addrspace(1) %558, i32 %570) #5
  br label %.loopexit110

.preheader109:                                    ; preds = %.preheader109.preheader, %.preheader109
  %573 = phi i64 [ %583, %.preheader109 ], [ 0, %.preheader109.preheader ]
  %574 = trunc nuw nsw i64 %573 to i32
  %.reass290.reass = or disjoint i32 %574, %invariant.op392
  %575 = add i32 %.reass290.reass, %198
  %576 = sext i32 %575 to i64
  %577 = getelementptr i8, ptr addrspace(1) %0, i64 %576
  %578 = icmp slt i32 %.reass290.reass, %5
  %.reass178.reass.reass = and i1 %578, %invariant.op393
  %579 = zext i1 %.reass178.reass.reass to i32
  %580 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %577, i32 %579, i16 0) #5
  %581 = trunc i16 %580 to i8
  %582 = getelementptr i8, ptr addrspace(3) %562, i64 %573
  store i8 %581, ptr addrspace(3) %582, align 1
  %583 = add nuw nsw i64 %573, 1
  %exitcond231.not = icmp eq i64 %583, 4
  br i1 %exitcond231.not, label %.loopexit110, label %.preheader109

.loopexit110:                                     ; preds = %.preheader109, %563
  %584 = or disjoint i32 %235, 32
  %585 = add i32 %238, %584
  %586 = sext i32 %585 to i64
  %587 = getelementptr i8, ptr addrspace(1) %0, i64 %586
  %588 = ptrtoint ptr addrspace(1) %587 to i64
  %589 = and i64 %588, 3
  %590 = icmp eq i64 %589, 0
  %591 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 4096), i64 %250
  br i1 %590, label %592, label %.preheader107.preheader

.preheader107.preheader:                          ; preds = %.loopexit110
  %invariant.op394 = or disjoint i32 %235, 32
  %invariant.op395 = and i1 %245, %414
  br label %.preheader107

592:                                              ; preds = %.loopexit110
  %593 = zext nneg i32 %584 to i64
  %594 = sub nsw i64 %35, %593
  %595 = tail call i64 @llvm.smax.i64(i64 %594, i64 0)
  %596 = tail call i64 @llvm.umin.i64(i64 %595, i64 4)
  %597 = trunc nuw nsw i64 %596 to i32
  %598 = tail call i32 @llvm.umin.i32(i32 %246, i32 %597)
  %599 = tail call i32 @llvm.umin.i32(i32 %598, i32 %427)
  %600 = ptrtoint ptr addrspace(3) %591 to i64
  %601 = trunc i64 %600 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %601, ptr addrspace(1) %587, i32 %599) #5
  br label %.loopexit108

.preheader107:                                    ; preds = %.preheader107.preheader, %.preheader107
  %602 = phi i64 [ %612, %.preheader107 ], [ 0, %.preheader107.preheader ]
  %603 = trunc nuw nsw i64 %602 to i32
  %.reass293.reass = or disjoint i32 %603, %invariant.op394
  %604 = add i32 %.reass293.reass, %238
  %605 = sext i32 %604 to i64
  %606 = getelementptr i8, ptr addrspace(1) %0, i64 %605
  %607 = icmp slt i32 %.reass293.reass, %5
  %.reass180.reass.reass = and i1 %607, %invariant.op395
  %608 = zext i1 %.reass180.reass.reass to i32
  %609 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %606, i32 %608, i16 0) #5
  %610 = trunc i16 %609 to i8
  %611 = getelementptr i8, ptr addrspace(3) %591, i64 %602
  store i8 %610, ptr addrspace(3) %611, align 1
  %612 = add nuw nsw i64 %602, 1
  %exitcond232.not = icmp eq i64 %612, 4
  br i1 %exitcond232.not, label %.loopexit108, label %.preheader107

.loopexit108:                                     ; preds = %.preheader107, %592
  %613 = or disjoint i32 %275, 32
  %614 = add i32 %278, %613
  %615 = sext i32 %614 to i64
  %616 = getelementptr i8, ptr addrspace(1) %0, i64 %615
  %617 = ptrtoint ptr addrspace(1) %616 to i64
  %618 = and i64 %617, 3
  %619 = icmp eq i64 %618, 0
  %620 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 4096), i64 %290
  br i1 %619, label %621, label %.preheader105.preheader

.preheader105.preheader:                          ; preds = %.loopexit108
  %invariant.op396 = or disjoint i32 %275, 32
  %invariant.op397 = and i1 %285, %414
  br label %.preheader105

621:                                              ; preds = %.loopexit108
  %622 = zext nneg i32 %613 to i64
  %623 = sub nsw i64 %35, %622
  %624 = tail call i64 @llvm.smax.i64(i64 %623, i64 0)
  %625 = tail call i64 @llvm.umin.i64(i64 %624, i64 4)
  %626 = trunc nuw nsw i64 %625 to i32
  %627 = tail call i32 @llvm.umin.i32(i32 %286, i32 %626)
  %628 = tail call i32 @llvm.umin.i32(i32 %627, i32 %427)
  %629 = ptrtoint ptr addrspace(3) %620 to i64
  %630 = trunc i64 %629 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %630, ptr addrspace(1) %616, i32 %628) #5
  br label %.loopexit106

.preheader105:                                    ; preds = %.preheader105.preheader, %.preheader105
  %631 = phi i64 [ %641, %.preheader105 ], [ 0, %.preheader105.preheader ]
  %632 = trunc nuw nsw i64 %631 to i32
  %.reass296.reass = or disjoint i32 %632, %invariant.op396
  %633 = add i32 %.reass296.reass, %278
  %634 = sext i32 %633 to i64
  %635 = getelementptr i8, ptr addrspace(1) %0, i64 %634
  %636 = icmp slt i32 %.reass296.reass, %5
  %.reass182.reass.reass = and i1 %636, %invariant.op397
  %637 = zext i1 %.reass182.reass.reass to i32
  %638 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %635, i32 %637, i16 0) #5
  %639 = trunc i16 %638 to i8
  %640 = getelementptr i8, ptr addrspace(3) %620, i64 %631
  store i8 %639, ptr addrspace(3) %640, align 1
  %641 = add nuw nsw i64 %631, 1
  %exitcond233.not = icmp eq i64 %641, 4
  br i1 %exitcond233.not, label %.loopexit106, label %.preheader105

.loopexit106:                                     ; preds = %.preheader105, %621
  %642 = add i32 %315, %415
  %643 = sext i32 %642 to i64
  %644 = getelementptr i8, ptr addrspace(1) %1, i64 %643
  %645 = ptrtoint ptr addrspace(1) %644 to i64
  %646 = and i64 %645, 3
  %647 = icmp eq i64 %646, 0
  %648 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 18432), i64 %47
  br i1 %647, label %649, label %.preheader103.preheader

.preheader103.preheader:                          ; preds = %.loopexit106
  %invariant.op398 = or disjoint i32 %23, 32
  %invariant.op399 = and i1 %322, %414
  br label %.preheader103

649:                                              ; preds = %.loopexit106
  %650 = tail call i32 @llvm.umin.i32(i32 %323, i32 %426)
  %651 = tail call i32 @llvm.umin.i32(i32 %650, i32 %427)
  %652 = ptrtoint ptr addrspace(3) %648 to i64
  %653 = trunc i64 %652 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %653, ptr addrspace(1) %644, i32 %651) #5
  br label %.loopexit104

.preheader103:                                    ; preds = %.preheader103.preheader, %.preheader103
  %654 = phi i64 [ %664, %.preheader103 ], [ 0, %.preheader103.preheader ]
  %655 = trunc nuw nsw i64 %654 to i32
  %.reass299.reass = or disjoint i32 %655, %invariant.op398
  %656 = add i32 %.reass299.reass, %315
  %657 = sext i32 %656 to i64
  %658 = getelementptr i8, ptr addrspace(1) %1, i64 %657
  %659 = icmp slt i32 %.reass299.reass, %5
  %.reass184.reass.reass = and i1 %659, %invariant.op399
  %660 = zext i1 %.reass184.reass.reass to i32
  %661 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %658, i32 %660, i16 0) #5
  %662 = trunc i16 %661 to i8
  %663 = getelementptr i8, ptr addrspace(3) %648, i64 %654
  store i8 %662, ptr addrspace(3) %663, align 1
  %664 = add nuw nsw i64 %654, 1
  %exitcond234.not = icmp eq i64 %664, 4
  br i1 %exitcond234.not, label %.loopexit104, label %.preheader103

.loopexit104:                                     ; preds = %.preheader103, %649
  %665 = add i32 %315, %445
  %666 = sext i32 %665 to i64
  %667 = getelementptr i8, ptr addrspace(1) %1, i64 %666
  %668 = ptrtoint ptr addrspace(1) %667 to i64
  %669 = and i64 %668, 3
  %670 = icmp eq i64 %669, 0
  %671 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 18432), i64 %79
  br i1 %670, label %672, label %.preheader101.preheader

.preheader101.preheader:                          ; preds = %.loopexit104
  %invariant.op400 = or disjoint i32 %23, 36
  %invariant.op401 = and i1 %322, %414
  br label %.preheader101

672:                                              ; preds = %.loopexit104
  %673 = tail call i32 @llvm.umin.i32(i32 %323, i32 %456)
  %674 = tail call i32 @llvm.umin.i32(i32 %673, i32 %427)
  %675 = ptrtoint ptr addrspace(3) %671 to i64
  %676 = trunc i64 %675 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %676, ptr addrspace(1) %667, i32 %674) #5
  br label %.loopexit102

.preheader101:                                    ; preds = %.preheader101.preheader, %.preheader101
  %677 = phi i64 [ %687, %.preheader101 ], [ 0, %.preheader101.preheader ]
  %678 = trunc nuw nsw i64 %677 to i32
  %.reass302.reass = or disjoint i32 %678, %invariant.op400
  %679 = add i32 %.reass302.reass, %315
  %680 = sext i32 %679 to i64
  %681 = getelementptr i8, ptr addrspace(1) %1, i64 %680
  %682 = icmp slt i32 %.reass302.reass, %5
  %.reass186.reass.reass = and i1 %682, %invariant.op401
  %683 = zext i1 %.reass186.reass.reass to i32
  %684 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %681, i32 %683, i16 0) #5
  %685 = trunc i16 %684 to i8
  %686 = getelementptr i8, ptr addrspace(3) %671, i64 %677
  store i8 %685, ptr addrspace(3) %686, align 1
  %687 = add nuw nsw i64 %677, 1
  %exitcond235.not = icmp eq i64 %687, 4
  br i1 %exitcond235.not, label %.loopexit102, label %.preheader101

.loopexit102:                                     ; preds = %.preheader101, %672
  %688 = add i32 %315, %474
  %689 = sext i32 %688 to i64
  %690 = getelementptr i8, ptr addrspace(1) %1, i64 %689
  %691 = ptrtoint ptr addrspace(1) %690 to i64
  %692 = and i64 %691, 3
  %693 = icmp eq i64 %692, 0
  %694 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 18432), i64 %111
  br i1 %693, label %695, label %.preheader99.preheader

.preheader99.preheader:                           ; preds = %.loopexit102
  %invariant.op402 = or disjoint i32 %23, 40
  %invariant.op403 = and i1 %322, %414
  br label %.preheader99

695:                                              ; preds = %.loopexit102
  %696 = tail call i32 @llvm.umin.i32(i32 %323, i32 %485)
  %697 = tail call i32 @llvm.umin.i32(i32 %696, i32 %427)
  %698 = ptrtoint ptr addrspace(3) %694 to i64
  %699 = trunc i64 %698 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %699, ptr addrspace(1) %690, i32 %697) #5
  br label %.loopexit100

.preheader99:                                     ; preds = %.preheader99.preheader, %.preheader99
  %700 = phi i64 [ %710, %.preheader99 ], [ 0, %.preheader99.preheader ]
  %701 = trunc nuw nsw i64 %700 to i32
  %.reass305.reass = or disjoint i32 %701, %invariant.op402
  %702 = add i32 %.reass305.reass, %315
  %703 = sext i32 %702 to i64
  %704 = getelementptr i8, ptr addrspace(1) %1, i64 %703
  %705 = icmp slt i32 %.reass305.reass, %5
  %.reass188.reass.reass = and i1 %705, %invariant.op403
  %706 = zext i1 %.reass188.reass.reass to i32
  %707 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %704, i32 %706, i16 0) #5
  %708 = trunc i16 %707 to i8
  %709 = getelementptr i8, ptr addrspace(3) %694, i64 %700
  store i8 %708, ptr addrspace(3) %709, align 1
  %710 = add nuw nsw i64 %700, 1
  %exitcond236.not = icmp eq i64 %710, 4
  br i1 %exitcond236.not, label %.loopexit100, label %.preheader99

.loopexit100:                                     ; preds = %.preheader99, %695
  %711 = add i32 %315, %503
  %712 = sext i32 %711 to i64
  %713 = getelementptr i8, ptr addrspace(1) %1, i64 %712
  %714 = ptrtoint ptr addrspace(1) %713 to i64
  %715 = and i64 %714, 3
  %716 = icmp eq i64 %715, 0
  %717 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 18432), i64 %143
  br i1 %716, label %718, label %.preheader97.preheader

.preheader97.preheader:                           ; preds = %.loopexit100
  %invariant.op404 = or disjoint i32 %23, 44
  %invariant.op405 = and i1 %322, %414
  br label %.preheader97

718:                                              ; preds = %.loopexit100
  %719 = tail call i32 @llvm.umin.i32(i32 %323, i32 %514)
  %720 = tail call i32 @llvm.umin.i32(i32 %719, i32 %427)
  %721 = ptrtoint ptr addrspace(3) %717 to i64
  %722 = trunc i64 %721 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %722, ptr addrspace(1) %713, i32 %720) #5
  br label %.loopexit98

.preheader97:                                     ; preds = %.preheader97.preheader, %.preheader97
  %723 = phi i64 [ %733, %.preheader97 ], [ 0, %.preheader97.preheader ]
  %724 = trunc nuw nsw i64 %723 to i32
  %.reass308.reass = or disjoint i32 %724, %invariant.op404
  %725 = add i32 %.reass308.reass, %315
  %726 = sext i32 %725 to i64
  %727 = getelementptr i8, ptr addrspace(1) %1, i64 %726
  %728 = icmp slt i32 %.reass308.reass, %5
  %.reass190.reass.reass = and i1 %728, %invariant.op405
  %729 = zext i1 %.reass190.reass.reass to i32
  %730 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %727, i32 %729, i16 0) #5
  %731 = trunc i16 %730 to i8
  %732 = getelementptr i8, ptr addrspace(3) %717, i64 %723
  store i8 %731, ptr addrspace(3) %732, align 1
  %733 = add nuw nsw i64 %723, 1
  %exitcond237.not = icmp eq i64 %733, 4
  br i1 %exitcond237.not, label %.loopexit98, label %.preheader97

.loopexit98:                                      ; preds = %.preheader97, %718
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %734 = icmp sgt i32 %5, 64
  %735 = or disjoint i32 %23, 64
  %736 = add i32 %26, %735
  %737 = sext i32 %736 to i64
  %738 = getelementptr i8, ptr addrspace(1) %0, i64 %737
  %739 = ptrtoint ptr addrspace(1) %738 to i64
  %740 = and i64 %739, 3
  %741 = icmp eq i64 %740, 0
  %742 = zext nneg i32 %735 to i64
  %743 = sub nsw i64 %35, %742
  %744 = tail call i64 @llvm.smax.i64(i64 %743, i64 0)
  %745 = tail call i64 @llvm.umin.i64(i64 %744, i64 4)
  %746 = trunc nuw nsw i64 %745 to i32
  %747 = select i1 %734, i32 4, i32 0
  %748 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 8192), i64 %47
  br i1 %741, label %749, label %.preheader95.preheader

.preheader95.preheader:                           ; preds = %.loopexit98
  %invariant.op406 = or disjoint i32 %23, 64
  %invariant.op407 = and i1 %33, %734
  br label %.preheader95

749:                                              ; preds = %.loopexit98
  %750 = tail call i32 @llvm.umin.i32(i32 %34, i32 %746)
  %751 = tail call i32 @llvm.umin.i32(i32 %750, i32 %747)
  %752 = ptrtoint ptr addrspace(3) %748 to i64
  %753 = trunc i64 %752 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %753, ptr addrspace(1) %738, i32 %751) #5
  br label %.loopexit96

.preheader95:                                     ; preds = %.preheader95.preheader, %.preheader95
  %754 = phi i64 [ %764, %.preheader95 ], [ 0, %.preheader95.preheader ]
  %755 = trunc nuw nsw i64 %754 to i32
  %.reass311.reass = or disjoint i32 %755, %invariant.op406
  %756 = add i32 %.reass311.reass, %26
  %757 = sext i32 %756 to i64
  %758 = getelementptr i8, ptr addrspace(1) %0, i64 %757
  %759 = icmp slt i32 %.reass311.reass, %5
  %.reass192.reass.reass = and i1 %759, %invariant.op407
  %760 = zext i1 %.reass192.reass.reass to i32
  %761 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %758, i32 %760, i16 0) #5
  %762 = trunc i16 %761 to i8
  %763 = getelementptr i8, ptr addrspace(3) %748, i64 %754
  store i8 %762, ptr addrspace(3) %763, align 1
  %764 = add nuw nsw i64 %754, 1
  %exitcond238.not = icmp eq i64 %764, 4
  br i1 %exitcond238.not, label %.loopexit96, label %.preheader95

.loopexit96:                                      ; preds = %.preheader95, %749
  %765 = or disjoint i32 %23, 68
  %766 = add i32 %26, %765
  %767 = sext i32 %766 to i64
  %768 = getelementptr i8, ptr addrspace(1) %0, i64 %767
  %769 = ptrtoint ptr addrspace(1) %768 to i64
  %770 = and i64 %769, 3
  %771 = icmp eq i64 %770, 0
  %772 = zext nneg i32 %765 to i64
  %773 = sub nsw i64 %35, %772
  %774 = tail call i64 @llvm.smax.i64(i64 %773, i64 0)
  %775 = tail call i64 @llvm.umin.i64(i64 %774, i64 4)
  %776 = trunc nuw nsw i64 %775 to i32
  %777 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 8192), i64 %79
  br i1 %771, label %778, label %.preheader93.preheader

.preheader93.preheader:                           ; preds = %.loopexit96
  %invariant.op408 = or disjoint i32 %23, 68
  %invariant.op409 = and i1 %33, %734
  br label %.preheader93

778:                                              ; preds = %.loopexit96
  %779 = tail call i32 @llvm.umin.i32(i32 %34, i32 %776)
  %780 = tail call i32 @llvm.umin.i32(i32 %779, i32 %747)
  %781 = ptrtoint ptr addrspace(3) %777 to i64
  %782 = trunc i64 %781 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %782, ptr addrspace(1) %768, i32 %780) #5
  br label %.loopexit94

.preheader93:                                     ; preds = %.preheader93.preheader, %.preheader93
  %783 = phi i64 [ %793, %.preheader93 ], [ 0, %.preheader93.preheader ]
  %784 = trunc nuw nsw i64 %783 to i32
  %.reass314.reass = or disjoint i32 %784, %invariant.op408
  %785 = add i32 %.reass314.reass, %26
  %786 = sext i32 %785 to i64
  %787 = getelementptr i8, ptr addrspace(1) %0, i64 %786
  %788 = icmp slt i32 %.reass314.reass, %5
  %.reass194.reass.reass = and i1 %788, %invariant.op409
  %789 = zext i1 %.reass194.reass.reass to i32
  %790 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %787, i32 %789, i16 0) #5
  %791 = trunc i16 %790 to i8
  %792 = getelementptr i8, ptr addrspace(3) %777, i64 %783
  store i8 %791, ptr addrspace(3) %792, align 1
  %793 = add nuw nsw i64 %783, 1
  %exitcond239.not = icmp eq i64 %793, 4
  br i1 %exitcond239.not, label %.loopexit94, label %.preheader93

.loopexit94:                                      ; preds = %.preheader93, %778
  %794 = or disjoint i32 %23, 72
  %795 = add i32 %26, %794
  %796 = sext i32 %795 to i64
  %797 = getelementptr i8, ptr addrspace(1) %0, i64 %796
  %798 = ptrtoint ptr addrspace(1) %797 to i64
  %799 = and i64 %798, 3
  %800 = icmp eq i64 %799, 0
  %801 = zext nneg i32 %794 to i64
  %802 = sub nsw i64 %35, %801
  %803 = tail call i64 @llvm.smax.i64(i64 %802, i64 0)
  %804 = tail call i64 @llvm.umin.i64(i64 %803, i64 4)
  %805 = trunc nuw nsw i64 %804 to i32
  %806 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 8192), i64 %111
  br i1 %800, label %807, label %.preheader91.preheader

.preheader91.preheader:                           ; preds = %.loopexit94
  %invariant.op410 = or disjoint i32 %23, 72
  %invariant.op411 = and i1 %33, %734
  br label %.preheader91

807:                                              ; preds = %.loopexit94
  %808 = tail call i32 @llvm.umin.i32(i32 %34, i32 %805)
  %809 = tail call i32 @llvm.umin.i32(i32 %808, i32 %747)
  %810 = ptrtoint ptr addrspace(3) %806 to i64
  %811 = trunc i64 %810 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %811, ptr addrspace(1) %797, i32 %809) #5
  br label %.loopexit92

.preheader91:                                     ; preds = %.preheader91.preheader, %.preheader91
  %812 = phi i64 [ %822, %.preheader91 ], [ 0, %.preheader91.preheader ]
  %813 = trunc nuw nsw i64 %812 to i32
  %.reass317.reass = or disjoint i32 %813, %invariant.op410
  %814 = add i32 %.reass317.reass, %26
  %815 = sext i32 %814 to i64
  %816 = getelementptr i8, ptr addrspace(1) %0, i64 %815
  %817 = icmp slt i32 %.reass317.reass, %5
  %.reass196.reass.reass = and i1 %817, %invariant.op411
  %818 = zext i1 %.reass196.reass.reass to i32
  %819 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %816, i32 %818, i16 0) #5
  %820 = trunc i16 %819 to i8
  %821 = getelementptr i8, ptr addrspace(3) %806, i64 %812
  store i8 %820, ptr addrspace(3) %821, align 1
  %822 = add nuw nsw i64 %812, 1
  %exitcond240.not = icmp eq i64 %822, 4
  br i1 %exitcond240.not, label %.loopexit92, label %.preheader91

.loopexit92:                                      ; preds = %.preheader91, %807
  %823 = or disjoint i32 %23, 76
  %824 = add i32 %26, %823
  %825 = sext i32 %824 to i64
  %826 = getelementptr i8, ptr addrspace(1) %0, i64 %825
  %827 = ptrtoint ptr addrspace(1) %826 to i64
  %828 = and i64 %827, 3
  %829 = icmp eq i64 %828, 0
  %830 = zext nneg i32 %823 to i64
  %831 = sub nsw i64 %35, %830
  %832 = tail call i64 @llvm.smax.i64(i64 %831, i64 0)
  %833 = tail call i64 @llvm.umin.i64(i64 %832, i64 4)
  %834 = trunc nuw nsw i64 %833 to i32
  %835 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 8192), i64 %143
  br i1 %829, label %836, label %.preheader89.preheader

.preheader89.preheader:                           ; preds = %.loopexit92
  %invariant.op412 = or disjoint i32 %23, 76
  %invariant.op413 = and i1 %33, %734
  br label %.preheader89

836:                                              ; preds = %.loopexit92
  %837 = tail call i32 @llvm.umin.i32(i32 %34, i32 %834)
  %838 = tail call i32 @llvm.umin.i32(i32 %837, i32 %747)
  %839 = ptrtoint ptr addrspace(3) %835 to i64
  %840 = trunc i64 %839 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %840, ptr addrspace(1) %826, i32 %838) #5
  br label %.loopexit90

.preheader89:                                     ; preds = %.preheader89.preheader, %.preheader89
  %841 = phi i64 [ %851, %.preheader89 ], [ 0, %.preheader89.preheader ]
  %842 = trunc nuw nsw i64 %841 to i32
  %.reass320.reass = or disjoint i32 %842, %invariant.op412
  %843 = add i32 %.reass320.reass, %26
  %844 = sext i32 %843 to i64
  %845 = getelementptr i8, ptr addrspace(1) %0, i64 %844
  %846 = icmp slt i32 %.reass320.reass, %5
  %.reass198.reass.reass = and i1 %846, %invariant.op413
  %847 = zext i1 %.reass198.reass.reass to i32
  %848 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %845, i32 %847, i16 0) #5
  %849 = trunc i16 %848 to i8
  %850 = getelementptr i8, ptr addrspace(3) %835, i64 %841
  store i8 %849, ptr addrspace(3) %850, align 1
  %851 = add nuw nsw i64 %841, 1
  %exitcond241.not = icmp eq i64 %851, 4
  br i1 %exitcond241.not, label %.loopexit90, label %.preheader89

.loopexit90:                                      ; preds = %.preheader89, %836
  %852 = add i32 %164, %735
  %853 = sext i32 %852 to i64
  %854 = getelementptr i8, ptr addrspace(1) %0, i64 %853
  %855 = ptrtoint ptr addrspace(1) %854 to i64
  %856 = and i64 %855, 3
  %857 = icmp eq i64 %856, 0
  %858 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 8192), i64 %175
  br i1 %857, label %859, label %.preheader87.preheader

.preheader87.preheader:                           ; preds = %.loopexit90
  %invariant.op414 = or disjoint i32 %23, 64
  %invariant.op415 = and i1 %171, %734
  br label %.preheader87

859:                                              ; preds = %.loopexit90
  %860 = tail call i32 @llvm.umin.i32(i32 %172, i32 %746)
  %861 = tail call i32 @llvm.umin.i32(i32 %860, i32 %747)
  %862 = ptrtoint ptr addrspace(3) %858 to i64
  %863 = trunc i64 %862 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %863, ptr addrspace(1) %854, i32 %861) #5
  br label %.loopexit88

.preheader87:                                     ; preds = %.preheader87.preheader, %.preheader87
  %864 = phi i64 [ %874, %.preheader87 ], [ 0, %.preheader87.preheader ]
  %865 = trunc nuw nsw i64 %864 to i32
  %.reass323.reass = or disjoint i32 %865, %invariant.op414
  %866 = add i32 %.reass323.reass, %164
  %867 = sext i32 %866 to i64
  %868 = getelementptr i8, ptr addrspace(1) %0, i64 %867
  %869 = icmp slt i32 %.reass323.reass, %5
  %.reass200.reass.reass = and i1 %869, %invariant.op415
  %870 = zext i1 %.reass200.reass.reass to i32
  %871 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %868, i32 %870, i16 0) #5
  %872 = trunc i16 %871 to i8
  %873 = getelementptr i8, ptr addrspace(3) %858, i64 %864
  store i8 %872, ptr addrspace(3) %873, align 1
  %874 = add nuw nsw i64 %864, 1
  %exitcond242.not = icmp eq i64 %874, 4
  br i1 %exitcond242.not, label %.loopexit88, label %.preheader87

.loopexit88:                                      ; preds = %.preheader87, %859
  %875 = or disjoint i32 %195, 64
  %876 = add i32 %198, %875
  %877 = sext i32 %876 to i64
  %878 = getelementptr i8, ptr addrspace(1) %0, i64 %877
  %879 = ptrtoint ptr addrspace(1) %878 to i64
  %880 = and i64 %879, 3
  %881 = icmp eq i64 %880, 0
  %882 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 8192), i64 %210
  br i1 %881, label %883, label %.preheader85.preheader

.preheader85.preheader:                           ; preds = %.loopexit88
  %invariant.op416 = or disjoint i32 %195, 64
  %invariant.op417 = and i1 %205, %734
  br label %.preheader85

883:                                              ; preds = %.loopexit88
  %884 = zext nneg i32 %875 to i64
  %885 = sub nsw i64 %35, %884
  %886 = tail call i64 @llvm.smax.i64(i64 %885, i64 0)
  %887 = tail call i64 @llvm.umin.i64(i64 %886, i64 4)
  %888 = trunc nuw nsw i64 %887 to i32
  %889 = tail call i32 @llvm.umin.i32(i32 %206, i32 %888)
  %890 = tail call i32 @llvm.umin.i32(i32 %889, i32 %747)
  %891 = ptrtoint ptr addrspace(3) %882 to i64
  %892 = trunc i64 %891 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %892, ptr addrspace(1) %878, i32 %890) #5
  br label %.loopexit86

.preheader85:                                     ; preds = %.preheader85.preheader, %.preheader85
  %893 = phi i64 [ %903, %.preheader85 ], [ 0, %.preheader85.preheader ]
  %894 = trunc nuw nsw i64 %893 to i32
  %.reass326.reass = or disjoint i32 %894, %invariant.op416
  %895 = add i32 %.reass326.reass, %198
  %896 = sext i32 %895 to i64
  %897 = getelementptr i8, ptr addrspace(1) %0, i64 %896
  %898 = icmp slt i32 %.reass326.reass, %5
  %.reass202.reass.reass = and i1 %898, %invariant.op417
  %899 = zext i1 %.reass202.reass.reass to i32
  %900 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %897, i32 %899, i16 0) #5
  %901 = trunc i16 %900 to i8
  %902 = getelementptr i8, ptr addrspace(3) %882, i64 %893
  store i8 %901, ptr addrspace(3) %902, align 1
  %903 = add nuw nsw i64 %893, 1
  %exitcond243.not = icmp eq i64 %903, 4
  br i1 %exitcond243.not, label %.loopexit86, label %.preheader85

.loopexit86:                                      ; preds = %.preheader85, %883
  %904 = or disjoint i32 %235, 64
  %905 = add i32 %238, %904
  %906 = sext i32 %905 to i64
  %907 = getelementptr i8, ptr addrspace(1) %0, i64 %906
  %908 = ptrtoint ptr addrspace(1) %907 to i64
  %909 = and i64 %908, 3
  %910 = icmp eq i64 %909, 0
  %911 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 8192), i64 %250
  br i1 %910, label %912, label %.preheader83.preheader

.preheader83.preheader:                           ; preds = %.loopexit86
  %invariant.op418 = or disjoint i32 %235, 64
  %invariant.op419 = and i1 %245, %734
  br label %.preheader83

912:                                              ; preds = %.loopexit86
  %913 = zext nneg i32 %904 to i64
  %914 = sub nsw i64 %35, %913
  %915 = tail call i64 @llvm.smax.i64(i64 %914, i64 0)
  %916 = tail call i64 @llvm.umin.i64(i64 %915, i64 4)
  %917 = trunc nuw nsw i64 %916 to i32
  %918 = tail call i32 @llvm.umin.i32(i32 %246, i32 %917)
  %919 = tail call i32 @llvm.umin.i32(i32 %918, i32 %747)
  %920 = ptrtoint ptr addrspace(3) %911 to i64
  %921 = trunc i64 %920 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %921, ptr addrspace(1) %907, i32 %919) #5
  br label %.loopexit84

.preheader83:                                     ; preds = %.preheader83.preheader, %.preheader83
  %922 = phi i64 [ %932, %.preheader83 ], [ 0, %.preheader83.preheader ]
  %923 = trunc nuw nsw i64 %922 to i32
  %.reass329.reass = or disjoint i32 %923, %invariant.op418
  %924 = add i32 %.reass329.reass, %238
  %925 = sext i32 %924 to i64
  %926 = getelementptr i8, ptr addrspace(1) %0, i64 %925
  %927 = icmp slt i32 %.reass329.reass, %5
  %.reass204.reass.reass = and i1 %927, %invariant.op419
  %928 = zext i1 %.reass204.reass.reass to i32
  %929 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %926, i32 %928, i16 0) #5
  %930 = trunc i16 %929 to i8
  %931 = getelementptr i8, ptr addrspace(3) %911, i64 %922
  store i8 %930, ptr addrspace(3) %931, align 1
  %932 = add nuw nsw i64 %922, 1
  %exitcond244.not = icmp eq i64 %932, 4
  br i1 %exitcond244.not, label %.loopexit84, label %.preheader83

.loopexit84:                                      ; preds = %.preheader83, %912
  %933 = or disjoint i32 %275, 64
  %934 = add i32 %278, %933
  %935 = sext i32 %934 to i64
  %936 = getelementptr i8, ptr addrspace(1) %0, i64 %935
  %937 = ptrtoint ptr addrspace(1) %936 to i64
  %938 = and i64 %937, 3
  %939 = icmp eq i64 %938, 0
  %940 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 8192), i64 %290
  br i1 %939, label %941, label %.preheader81.preheader

.preheader81.preheader:                           ; preds = %.loopexit84
  %invariant.op420 = or disjoint i32 %275, 64
  %invariant.op421 = and i1 %285, %734
  br label %.preheader81

941:                                              ; preds = %.loopexit84
  %942 = zext nneg i32 %933 to i64
  %943 = sub nsw i64 %35, %942
  %944 = tail call i64 @llvm.smax.i64(i64 %943, i64 0)
  %945 = tail call i64 @llvm.umin.i64(i64 %944, i64 4)
  %946 = trunc nuw nsw i64 %945 to i32
  %947 = tail call i32 @llvm.umin.i32(i32 %286, i32 %946)
  %948 = tail call i32 @llvm.umin.i32(i32 %947, i32 %747)
  %949 = ptrtoint ptr addrspace(3) %940 to i64
  %950 = trunc i64 %949 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %950, ptr addrspace(1) %936, i32 %948) #5
  br label %.loopexit82

.preheader81:                                     ; preds = %.preheader81.preheader, %.preheader81
  %951 = phi i64 [ %961, %.preheader81 ], [ 0, %.preheader81.preheader ]
  %952 = trunc nuw nsw i64 %951 to i32
  %.reass332.reass = or disjoint i32 %952, %invariant.op420
  %953 = add i32 %.reass332.reass, %278
  %954 = sext i32 %953 to i64
  %955 = getelementptr i8, ptr addrspace(1) %0, i64 %954
  %956 = icmp slt i32 %.reass332.reass, %5
  %.reass206.reass.reass = and i1 %956, %invariant.op421
  %957 = zext i1 %.reass206.reass.reass to i32
  %958 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %955, i32 %957, i16 0) #5
  %959 = trunc i16 %958 to i8
  %960 = getelementptr i8, ptr addrspace(3) %940, i64 %951
  store i8 %959, ptr addrspace(3) %960, align 1
  %961 = add nuw nsw i64 %951, 1
  %exitcond245.not = icmp eq i64 %961, 4
  br i1 %exitcond245.not, label %.loopexit82, label %.preheader81

.loopexit82:                                      ; preds = %.preheader81, %941
  %962 = add i32 %315, %735
  %963 = sext i32 %962 to i64
  %964 = getelementptr i8, ptr addrspace(1) %1, i64 %963
  %965 = ptrtoint ptr addrspace(1) %964 to i64
  %966 = and i64 %965, 3
  %967 = icmp eq i64 %966, 0
  %968 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 20480), i64 %47
  br i1 %967, label %969, label %.preheader79.preheader

.preheader79.preheader:                           ; preds = %.loopexit82
  %invariant.op422 = or disjoint i32 %23, 64
  %invariant.op423 = and i1 %322, %734
  br label %.preheader79

969:                                              ; preds = %.loopexit82
  %970 = tail call i32 @llvm.umin.i32(i32 %323, i32 %746)
  %971 = tail call i32 @llvm.umin.i32(i32 %970, i32 %747)
  %972 = ptrtoint ptr addrspace(3) %968 to i64
  %973 = trunc i64 %972 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %973, ptr addrspace(1) %964, i32 %971) #5
  br label %.loopexit80

.preheader79:                                     ; preds = %.preheader79.preheader, %.preheader79
  %974 = phi i64 [ %984, %.preheader79 ], [ 0, %.preheader79.preheader ]
  %975 = trunc nuw nsw i64 %974 to i32
  %.reass335.reass = or disjoint i32 %975, %invariant.op422
  %976 = add i32 %.reass335.reass, %315
  %977 = sext i32 %976 to i64
  %978 = getelementptr i8, ptr addrspace(1) %1, i64 %977
  %979 = icmp slt i32 %.reass335.reass, %5
  %.reass208.reass.reass = and i1 %979, %invariant.op423
  %980 = zext i1 %.reass208.reass.reass to i32
  %981 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %978, i32 %980, i16 0) #5
  %982 = trunc i16 %981 to i8
  %983 = getelementptr i8, ptr addrspace(3) %968, i64 %974
  store i8 %982, ptr addrspace(3) %983, align 1
  %984 = add nuw nsw i64 %974, 1
  %exitcond246.not = icmp eq i64 %984, 4
  br i1 %exitcond246.not, label %.loopexit80, label %.preheader79

.loopexit80:                                      ; preds = %.preheader79, %969
  %985 = add i32 %315, %765
  %986 = sext i32 %985 to i64
  %987 = getelementptr i8, ptr addrspace(1) %1, i64 %986
  %988 = ptrtoint ptr addrspace(1) %987 to i64
  %989 = and i64 %988, 3
  %990 = icmp eq i64 %989, 0
  %991 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 20480), i64 %79
  br i1 %990, label %992, label %.preheader77.preheader

.preheader77.preheader:                           ; preds = %.loopexit80
  %invariant.op424 = or disjoint i32 %23, 68
  %invariant.op425 = and i1 %322, %734
  br label %.preheader77

992:                                              ; preds = %.loopexit80
  %993 = tail call i32 @llvm.umin.i32(i32 %323, i32 %776)
  %994 = tail call i32 @llvm.umin.i32(i32 %993, i32 %747)
  %995 = ptrtoint ptr addrspace(3) %991 to i64
  %996 = trunc i64 %995 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %996, ptr addrspace(1) %987, i32 %994) #5
  br label %.loopexit78

.preheader77:                                     ; preds = %.preheader77.preheader, %.preheader77
  %997 = phi i64 [ %1007, %.preheader77 ], [ 0, %.preheader77.preheader ]
  %998 = trunc nuw nsw i64 %997 to i32
  %.reass338.reass = or disjoint i32 %998, %invariant.op424
  %999 = add i32 %.reass338.reass, %315
  %1000 = sext i32 %999 to i64
  %1001 = getelementptr i8, ptr addrspace(1) %1, i64 %1000
  %1002 = icmp slt i32 %.reass338.reass, %5
  %.reass210.reass.reass = and i1 %1002, %invariant.op425
  %1003 = zext i1 %.reass210.reass.reass to i32
  %1004 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1001, i32 %1003, i16 0) #5
  %1005 = trunc i16 %1004 to i8
  %1006 = getelementptr i8, ptr addrspace(3) %991, i64 %997
  store i8 %1005, ptr addrspace(3) %1006, align 1
  %1007 = add nuw nsw i64 %997, 1
  %exitcond247.not = icmp eq i64 %1007, 4
  br i1 %exitcond247.not, label %.loopexit78, label %.preheader77

.loopexit78:                                      ; preds = %.preheader77, %992
  %1008 = add i32 %315, %794
  %1009 = sext i32 %1008 to i64
  %1010 = getelementptr i8, ptr addrspace(1) %1, i64 %1009
  %1011 = ptrtoint ptr addrspace(1) %1010 to i64
  %1012 = and i64 %1011, 3
  %1013 = icmp eq i64 %1012, 0
  %1014 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 20480), i64 %111
  br i1 %1013, label %1015, label %.preheader75.preheader

.preheader75.preheader:                           ; preds = %.loopexit78
  %invariant.op426 = or disjoint i32 %23, 72
  %invariant.op427 = and i1 %322, %734
  br label %.preheader75

1015:                                             ; preds = %.loopexit78
  %1016 = tail call i32 @llvm.umin.i32(i32 %323, i32 %805)
  %1017 = tail call i32 @llvm.umin.i32(i32 %1016, i32 %747)
  %1018 = ptrtoint ptr addrspace(3) %1014 to i64
  %1019 = trunc i64 %1018 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1019, ptr addrspace(1) %1010, i32 %1017) #5
  br label %.loopexit76

.preheader75:                                     ; preds = %.preheader75.preheader, %.preheader75
  %1020 = phi i64 [ %1030, %.preheader75 ], [ 0, %.preheader75.preheader ]
  %1021 = trunc nuw nsw i64 %1020 to i32
  %.reass341.reass = or disjoint i32 %1021, %invariant.op426
  %1022 = add i32 %.reass341.reass, %315
  %1023 = sext i32 %1022 to i64
  %1024 = getelementptr i8, ptr addrspace(1) %1, i64 %1023
  %1025 = icmp slt i32 %.reass341.reass, %5
  %.reass212.reass.reass = and i1 %1025, %invariant.op427
  %1026 = zext i1 %.reass212.reass.reass to i32
  %1027 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1024, i32 %1026, i16 0) #5
  %1028 = trunc i16 %1027 to i8
  %1029 = getelementptr i8, ptr addrspace(3) %1014, i64 %1020
  store i8 %1028, ptr addrspace(3) %1029, align 1
  %1030 = add nuw nsw i64 %1020, 1
  %exitcond248.not = icmp eq i64 %1030, 4
  br i1 %exitcond248.not, label %.loopexit76, label %.preheader75

.loopexit76:                                      ; preds = %.preheader75, %1015
  %1031 = add i32 %315, %823
  %1032 = sext i32 %1031 to i64
  %1033 = getelementptr i8, ptr addrspace(1) %1, i64 %1032
  %1034 = ptrtoint ptr addrspace(1) %1033 to i64
  %1035 = and i64 %1034, 3
  %1036 = icmp eq i64 %1035, 0
  %1037 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 20480), i64 %143
  br i1 %1036, label %1038, label %.preheader73.preheader

.preheader73.preheader:                           ; preds = %.loopexit76
  %invariant.op428 = or disjoint i32 %23, 76
  %invariant.op429 = and i1 %322, %734
  br label %.preheader73

1038:                                             ; preds = %.loopexit76
  %1039 = tail call i32 @llvm.umin.i32(i32 %323, i32 %834)
  %1040 = tail call i32 @llvm.umin.i32(i32 %1039, i32 %747)
  %1041 = ptrtoint ptr addrspace(3) %1037 to i64
  %1042 = trunc i64 %1041 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1042, ptr addrspace(1) %1033, i32 %1040) #5
  br label %.loopexit74

.preheader73:                                     ; preds = %.preheader73.preheader, %.preheader73
  %1043 = phi i64 [ %1053, %.preheader73 ], [ 0, %.preheader73.preheader ]
  %1044 = trunc nuw nsw i64 %1043 to i32
  %.reass344.reass = or disjoint i32 %1044, %invariant.op428
  %1045 = add i32 %.reass344.reass, %315
  %1046 = sext i32 %1045 to i64
  %1047 = getelementptr i8, ptr addrspace(1) %1, i64 %1046
  %1048 = icmp slt i32 %.reass344.reass, %5
  %.reass214.reass.reass = and i1 %1048, %invariant.op429
  %1049 = zext i1 %.reass214.reass.reass to i32
  %1050 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1047, i32 %1049, i16 0) #5
  %1051 = trunc i16 %1050 to i8
  %1052 = getelementptr i8, ptr addrspace(3) %1037, i64 %1043
  store i8 %1051, ptr addrspace(3) %1052, align 1
  %1053 = add nuw nsw i64 %1043, 1
  %exitcond249.not = icmp eq i64 %1053, 4
  br i1 %exitcond249.not, label %.loopexit74, label %.preheader73

.loopexit74:                                      ; preds = %.preheader73, %1038
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  br i1 %22, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.loopexit74, %.loopexit
  %1054 = phi i32 [ %1420, %.loopexit ], [ 0, %.loopexit74 ]
  %1055 = lshr exact i32 %1054, 5
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %13, label %1056, label %.critedge

1056:                                             ; preds = %.lr.ph
  %1057 = and i32 %1055, 3
  %1058 = shl nuw nsw i32 %1057, 11
  %1059 = zext nneg i32 %1058 to i64
  %1060 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 16384), i64 %1059
  %1061 = ptrtoint ptr addrspace(3) %1060 to i64
  %1062 = shl nuw nsw i32 %1057, 12
  %1063 = zext nneg i32 %1062 to i64
  %1064 = getelementptr i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 %1063
  %1065 = ptrtoint ptr addrspace(3) %1064 to i64
  %1066 = icmp ne i32 %1054, 0
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %1067 = zext i1 %1066 to i32
  %1068 = lshr exact i64 %1065, 4
  %1069 = and i64 %1068, 16320
  %1070 = or disjoint i64 %1069, -4611615580963667968
  %1071 = lshr exact i64 %1061, 4
  %1072 = and i64 %1071, 16320
  %1073 = or disjoint i64 %1072, -4611615580963667968
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f8f6f4 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %21, i64 %1070, i64 %1073, i32 135266320, i32 %1067) #5
  %1074 = shl nuw nsw i32 %1057, 7
  %1075 = zext nneg i32 %1074 to i64
  %1076 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24576), i64 %1075
  %1077 = ptrtoint ptr addrspace(3) %1076 to i64
  %1078 = trunc i64 %1077 to i32
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %1078) #5
  br label %.critedge

.critedge:                                        ; preds = %.lr.ph, %1056
  %1079 = add i32 %1054, 96
  %1080 = icmp slt i32 %1079, %5
  br i1 %1080, label %1081, label %.loopexit

1081:                                             ; preds = %.critedge
  %1082 = add nuw nsw i32 %1055, 3
  %1083 = and i32 %1082, 3
  %1084 = lshr i32 %1082, 2
  %1085 = and i32 %1084, 1
  %1086 = xor i32 %1085, 1
  %1087 = shl nuw nsw i32 %1083, 7
  %1088 = zext nneg i32 %1087 to i64
  %1089 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24576), i64 %1088
  %1090 = ptrtoint ptr addrspace(3) %1089 to i64
  %1091 = trunc i64 %1090 to i32
  br label %1092

1092:                                             ; preds = %1092, %1081
  %1093 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1091, i32 %1086) #5
  %1094 = icmp eq i32 %1093, 0
  br i1 %1094, label %1092, label %1095

1095:                                             ; preds = %1092
  %1096 = shl nuw nsw i32 %1083, 12
  %1097 = zext nneg i32 %1096 to i64
  %1098 = getelementptr i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 %1097
  %1099 = or disjoint i32 %1079, %23
  %1100 = add i32 %1099, %26
  %1101 = sext i32 %1100 to i64
  %1102 = getelementptr i8, ptr addrspace(1) %0, i64 %1101
  %1103 = ptrtoint ptr addrspace(1) %1102 to i64
  %1104 = and i64 %1103, 3
  %1105 = icmp eq i64 %1104, 0
  %1106 = sext i32 %1099 to i64
  %1107 = sub nsw i64 %35, %1106
  %1108 = tail call i64 @llvm.smax.i64(i64 %1107, i64 0)
  %1109 = tail call i64 @llvm.umin.i64(i64 %1108, i64 4)
  %1110 = trunc nuw nsw i64 %1109 to i32
  %1111 = getelementptr i8, ptr addrspace(3) %1098, i64 %47
  br i1 %1105, label %1112, label %.preheader71.preheader

.preheader71.preheader:                           ; preds = %1095
  %invariant.op430 = or i32 %1079, %23
  br label %.preheader71

1112:                                             ; preds = %1095
  %1113 = tail call i32 @llvm.umin.i32(i32 %34, i32 %1110)
  %1114 = ptrtoint ptr addrspace(3) %1111 to i64
  %1115 = trunc i64 %1114 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1115, ptr addrspace(1) %1102, i32 %1113) #5
  br label %.loopexit72

.preheader71:                                     ; preds = %.preheader71.preheader, %.preheader71
  %1116 = phi i64 [ %1127, %.preheader71 ], [ 0, %.preheader71.preheader ]
  %1117 = trunc nuw nsw i64 %1116 to i32
  %.reass347.reass = or i32 %1117, %invariant.op430
  %1118 = add i32 %.reass347.reass, %26
  %1119 = sext i32 %1118 to i64
  %1120 = getelementptr i8, ptr addrspace(1) %0, i64 %1119
  %1121 = icmp slt i32 %.reass347.reass, %5
  %1122 = and i1 %33, %1121
  %1123 = zext i1 %1122 to i32
  %1124 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1120, i32 %1123, i16 0) #5
  %1125 = trunc i16 %1124 to i8
  %1126 = getelementptr i8, ptr addrspace(3) %1111, i64 %1116
  store i8 %1125, ptr addrspace(3) %1126, align 1
  %1127 = add nuw nsw i64 %1116, 1
  %exitcond250.not = icmp eq i64 %1127, 4
  br i1 %exitcond250.not, label %.loopexit72, label %.preheader71

.loopexit72:                                      ; preds = %.preheader71, %1112
  %1128 = or disjoint i32 %1079, %66
  %1129 = add i32 %1128, %26
  %1130 = sext i32 %1129 to i64
  %1131 = getelementptr i8, ptr addrspace(1) %0, i64 %1130
  %1132 = ptrtoint ptr addrspace(1) %1131 to i64
  %1133 = and i64 %1132, 3
  %1134 = icmp eq i64 %1133, 0
  %1135 = sext i32 %1128 to i64
  %1136 = sub nsw i64 %35, %1135
  %1137 = tail call i64 @llvm.smax.i64(i64 %1136, i64 0)
  %1138 = tail call i64 @llvm.umin.i64(i64 %1137, i64 4)
  %1139 = trunc nuw nsw i64 %1138 to i32
  %1140 = getelementptr i8, ptr addrspace(3) %1098, i64 %79
  br i1 %1134, label %1141, label %.preheader69.preheader

.preheader69.preheader:                           ; preds = %.loopexit72
  %invariant.op431 = or i32 %1079, %66
  br label %.preheader69

1141:                                             ; preds = %.loopexit72
  %1142 = tail call i32 @llvm.umin.i32(i32 %34, i32 %1139)
  %1143 = ptrtoint ptr addrspace(3) %1140 to i64
  %1144 = trunc i64 %1143 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1144, ptr addrspace(1) %1131, i32 %1142) #5
  br label %.loopexit70

.preheader69:                                     ; preds = %.preheader69.preheader, %.preheader69
  %1145 = phi i64 [ %1156, %.preheader69 ], [ 0, %.preheader69.preheader ]
  %1146 = trunc nuw nsw i64 %1145 to i32
  %.reass349.reass = or i32 %1146, %invariant.op431
  %1147 = add i32 %.reass349.reass, %26
  %1148 = sext i32 %1147 to i64
  %1149 = getelementptr i8, ptr addrspace(1) %0, i64 %1148
  %1150 = icmp slt i32 %.reass349.reass, %5
  %1151 = and i1 %33, %1150
  %1152 = zext i1 %1151 to i32
  %1153 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1149, i32 %1152, i16 0) #5
  %1154 = trunc i16 %1153 to i8
  %1155 = getelementptr i8, ptr addrspace(3) %1140, i64 %1145
  store i8 %1154, ptr addrspace(3) %1155, align 1
  %1156 = add nuw nsw i64 %1145, 1
  %exitcond251.not = icmp eq i64 %1156, 4
  br i1 %exitcond251.not, label %.loopexit70, label %.preheader69

.loopexit70:                                      ; preds = %.preheader69, %1141
  %1157 = or disjoint i32 %1079, %98
  %1158 = add i32 %1157, %26
  %1159 = sext i32 %1158 to i64
  %1160 = getelementptr i8, ptr addrspace(1) %0, i64 %1159
  %1161 = ptrtoint ptr addrspace(1) %1160 to i64
  %1162 = and i64 %1161, 3
  %1163 = icmp eq i64 %1162, 0
  %1164 = sext i32 %1157 to i64
  %1165 = sub nsw i64 %35, %1164
  %1166 = tail call i64 @llvm.smax.i64(i64 %1165, i64 0)
  %1167 = tail call i64 @llvm.umin.i64(i64 %1166, i64 4)
  %1168 = trunc nuw nsw i64 %1167 to i32
  %1169 = getelementptr i8, ptr addrspace(3) %1098, i64 %111
  br i1 %1163, label %1170, label %.preheader67.preheader

.preheader67.preheader:                           ; preds = %.loopexit70
  %invariant.op432 = or i32 %1079, %98
  br label %.preheader67

1170:                                             ; preds = %.loopexit70
  %1171 = tail call i32 @llvm.umin.i32(i32 %34, i32 %1168)
  %1172 = ptrtoint ptr addrspace(3) %1169 to i64
  %1173 = trunc i64 %1172 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1173, ptr addrspace(1) %1160, i32 %1171) #5
  br label %.loopexit68

.preheader67:                                     ; preds = %.preheader67.preheader, %.preheader67
  %1174 = phi i64 [ %1185, %.preheader67 ], [ 0, %.preheader67.preheader ]
  %1175 = trunc nuw nsw i64 %1174 to i32
  %.reass351.reass = or i32 %1175, %invariant.op432
  %1176 = add i32 %.reass351.reass, %26
  %1177 = sext i32 %1176 to i64
  %1178 = getelementptr i8, ptr addrspace(1) %0, i64 %1177
  %1179 = icmp slt i32 %.reass351.reass, %5
  %1180 = and i1 %33, %1179
  %1181 = zext i1 %1180 to i32
  %1182 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1178, i32 %1181, i16 0) #5
  %1183 = trunc i16 %1182 to i8
  %1184 = getelementptr i8, ptr addrspace(3) %1169, i64 %1174
  store i8 %1183, ptr addrspace(3) %1184, align 1
  %1185 = add nuw nsw i64 %1174, 1
  %exitcond252.not = icmp eq i64 %1185, 4
  br i1 %exitcond252.not, label %.loopexit68, label %.preheader67

.loopexit68:                                      ; preds = %.preheader67, %1170
  %1186 = or disjoint i32 %1079, %130
  %1187 = add i32 %1186, %26
  %1188 = sext i32 %1187 to i64
  %1189 = getelementptr i8, ptr addrspace(1) %0, i64 %1188
  %1190 = ptrtoint ptr addrspace(1) %1189 to i64
  %1191 = and i64 %1190, 3
  %1192 = icmp eq i64 %1191, 0
  %1193 = sext i32 %1186 to i64
  %1194 = sub nsw i64 %35, %1193
  %1195 = tail call i64 @llvm.smax.i64(i64 %1194, i64 0)
  %1196 = tail call i64 @llvm.umin.i64(i64 %1195, i64 4)
  %1197 = trunc nuw nsw i64 %1196 to i32
  %1198 = getelementptr i8, ptr addrspace(3) %1098, i64 %143
  br i1 %1192, label %1199, label %.preheader65.preheader

.preheader65.preheader:                           ; preds = %.loopexit68
  %invariant.op433 = or i32 %1079, %130
  br label %.preheader65

1199:                                             ; preds = %.loopexit68
  %1200 = tail call i32 @llvm.umin.i32(i32 %34, i32 %1197)
  %1201 = ptrtoint ptr addrspace(3) %1198 to i64
  %1202 = trunc i64 %1201 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1202, ptr addrspace(1) %1189, i32 %1200) #5
  br label %.loopexit66

.preheader65:                                     ; preds = %.preheader65.preheader, %.preheader65
  %1203 = phi i64 [ %1214, %.preheader65 ], [ 0, %.preheader65.preheader ]
  %1204 = trunc nuw nsw i64 %1203 to i32
  %.reass353.reass = or i32 %1204, %invariant.op433
  %1205 = add i32 %.reass353.reass, %26
  %1206 = sext i32 %1205 to i64
  %1207 = getelementptr i8, ptr addrspace(1) %0, i64 %1206
  %1208 = icmp slt i32 %.reass353.reass, %5
  %1209 = and i1 %33, %1208
  %1210 = zext i1 %1209 to i32
  %1211 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1207, i32 %1210, i16 0) #5
  %1212 = trunc i16 %1211 to i8
  %1213 = getelementptr i8, ptr addrspace(3) %1198, i64 %1203
  store i8 %1212, ptr addrspace(3) %1213, align 1
  %1214 = add nuw nsw i64 %1203, 1
  %exitcond253.not = icmp eq i64 %1214, 4
  br i1 %exitcond253.not, label %.loopexit66, label %.preheader65

.loopexit66:                                      ; preds = %.preheader65, %1199
  %1215 = add i32 %1099, %164
  %1216 = sext i32 %1215 to i64
  %1217 = getelementptr i8, ptr addrspace(1) %0, i64 %1216
  %1218 = ptrtoint ptr addrspace(1) %1217 to i64
  %1219 = and i64 %1218, 3
  %1220 = icmp eq i64 %1219, 0
  %1221 = getelementptr i8, ptr addrspace(3) %1098, i64 %175
  br i1 %1220, label %1222, label %.preheader63.preheader

.preheader63.preheader:                           ; preds = %.loopexit66
  %invariant.op434 = or i32 %1079, %23
  br label %.preheader63

1222:                                             ; preds = %.loopexit66
  %1223 = tail call i32 @llvm.umin.i32(i32 %172, i32 %1110)
  %1224 = ptrtoint ptr addrspace(3) %1221 to i64
  %1225 = trunc i64 %1224 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1225, ptr addrspace(1) %1217, i32 %1223) #5
  br label %.loopexit64

.preheader63:                                     ; preds = %.preheader63.preheader, %.preheader63
  %1226 = phi i64 [ %1237, %.preheader63 ], [ 0, %.preheader63.preheader ]
  %1227 = trunc nuw nsw i64 %1226 to i32
  %.reass355.reass = or i32 %1227, %invariant.op434
  %1228 = add i32 %.reass355.reass, %164
  %1229 = sext i32 %1228 to i64
  %1230 = getelementptr i8, ptr addrspace(1) %0, i64 %1229
  %1231 = icmp slt i32 %.reass355.reass, %5
  %1232 = and i1 %171, %1231
  %1233 = zext i1 %1232 to i32
  %1234 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1230, i32 %1233, i16 0) #5
  %1235 = trunc i16 %1234 to i8
  %1236 = getelementptr i8, ptr addrspace(3) %1221, i64 %1226
  store i8 %1235, ptr addrspace(3) %1236, align 1
  %1237 = add nuw nsw i64 %1226, 1
  %exitcond254.not = icmp eq i64 %1237, 4
  br i1 %exitcond254.not, label %.loopexit64, label %.preheader63

.loopexit64:                                      ; preds = %.preheader63, %1222
  %1238 = or disjoint i32 %1079, %195
  %1239 = add i32 %1238, %198
  %1240 = sext i32 %1239 to i64
  %1241 = getelementptr i8, ptr addrspace(1) %0, i64 %1240
  %1242 = ptrtoint ptr addrspace(1) %1241 to i64
  %1243 = and i64 %1242, 3
  %1244 = icmp eq i64 %1243, 0
  %1245 = getelementptr i8, ptr addrspace(3) %1098, i64 %210
  br i1 %1244, label %1246, label %.preheader61.preheader

.preheader61.preheader:                           ; preds = %.loopexit64
  %invariant.op435 = or i32 %1079, %195
  br label %.preheader61

1246:                                             ; preds = %.loopexit64
  %1247 = sext i32 %1238 to i64
  %1248 = sub nsw i64 %35, %1247
  %1249 = tail call i64 @llvm.smax.i64(i64 %1248, i64 0)
  %1250 = tail call i64 @llvm.umin.i64(i64 %1249, i64 4)
  %1251 = trunc nuw nsw i64 %1250 to i32
  %1252 = tail call i32 @llvm.umin.i32(i32 %206, i32 %1251)
  %1253 = ptrtoint ptr addrspace(3) %1245 to i64
  %1254 = trunc i64 %1253 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1254, ptr addrspace(1) %1241, i32 %1252) #5
  br label %.loopexit62

.preheader61:                                     ; preds = %.preheader61.preheader, %.preheader61
  %1255 = phi i64 [ %1266, %.preheader61 ], [ 0, %.preheader61.preheader ]
  %1256 = trunc nuw nsw i64 %1255 to i32
  %.reass357.reass = or i32 %1256, %invariant.op435
  %1257 = add i32 %.reass357.reass, %198
  %1258 = sext i32 %1257 to i64
  %1259 = getelementptr i8, ptr addrspace(1) %0, i64 %1258
  %1260 = icmp slt i32 %.reass357.reass, %5
  %1261 = and i1 %205, %1260
  %1262 = zext i1 %1261 to i32
  %1263 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1259, i32 %1262, i16 0) #5
  %1264 = trunc i16 %1263 to i8
  %1265 = getelementptr i8, ptr addrspace(3) %1245, i64 %1255
  store i8 %1264, ptr addrspace(3) %1265, align 1
  %1266 = add nuw nsw i64 %1255, 1
  %exitcond255.not = icmp eq i64 %1266, 4
  br i1 %exitcond255.not, label %.loopexit62, label %.preheader61

.loopexit62:                                      ; preds = %.preheader61, %1246
  %1267 = or disjoint i32 %1079, %235
  %1268 = add i32 %1267, %238
  %1269 = sext i32 %1268 to i64
  %1270 = getelementptr i8, ptr addrspace(1) %0, i64 %1269
  %1271 = ptrtoint ptr addrspace(1) %1270 to i64
  %1272 = and i64 %1271, 3
  %1273 = icmp eq i64 %1272, 0
  %1274 = getelementptr i8, ptr addrspace(3) %1098, i64 %250
  br i1 %1273, label %1275, label %.preheader59.preheader

.preheader59.preheader:                           ; preds = %.loopexit62
  %invariant.op436 = or i32 %1079, %235
  br label %.preheader59

1275:                                             ; preds = %.loopexit62
  %1276 = sext i32 %1267 to i64
  %1277 = sub nsw i64 %35, %1276
  %1278 = tail call i64 @llvm.smax.i64(i64 %1277, i64 0)
  %1279 = tail call i64 @llvm.umin.i64(i64 %1278, i64 4)
  %1280 = trunc nuw nsw i64 %1279 to i32
  %1281 = tail call i32 @llvm.umin.i32(i32 %246, i32 %1280)
  %1282 = ptrtoint ptr addrspace(3) %1274 to i64
  %1283 = trunc i64 %1282 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1283, ptr addrspace(1) %1270, i32 %1281) #5
  br label %.loopexit60

.preheader59:                                     ; preds = %.preheader59.preheader, %.preheader59
  %1284 = phi i64 [ %1295, %.preheader59 ], [ 0, %.preheader59.preheader ]
  %1285 = trunc nuw nsw i64 %1284 to i32
  %.reass359.reass = or i32 %1285, %invariant.op436
  %1286 = add i32 %.reass359.reass, %238
  %1287 = sext i32 %1286 to i64
  %1288 = getelementptr i8, ptr addrspace(1) %0, i64 %1287
  %1289 = icmp slt i32 %.reass359.reass, %5
  %1290 = and i1 %245, %1289
  %1291 = zext i1 %1290 to i32
  %1292 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1288, i32 %1291, i16 0) #5
  %1293 = trunc i16 %1292 to i8
  %1294 = getelementptr i8, ptr addrspace(3) %1274, i64 %1284
  store i8 %1293, ptr addrspace(3) %1294, align 1
  %1295 = add nuw nsw i64 %1284, 1
  %exitcond256.not = icmp eq i64 %1295, 4
  br i1 %exitcond256.not, label %.loopexit60, label %.preheader59

.loopexit60:                                      ; preds = %.preheader59, %1275
  %1296 = or disjoint i32 %1079, %275
  %1297 = add i32 %1296, %278
  %1298 = sext i32 %1297 to i64
  %1299 = getelementptr i8, ptr addrspace(1) %0, i64 %1298
  %1300 = ptrtoint ptr addrspace(1) %1299 to i64
  %1301 = and i64 %1300, 3
  %1302 = icmp eq i64 %1301, 0
  %1303 = getelementptr i8, ptr addrspace(3) %1098, i64 %290
  br i1 %1302, label %1304, label %.preheader57.preheader

.preheader57.preheader:                           ; preds = %.loopexit60
  %invariant.op437 = or i32 %1079, %275
  br label %.preheader57

1304:                                             ; preds = %.loopexit60
  %1305 = sext i32 %1296 to i64
  %1306 = sub nsw i64 %35, %1305
  %1307 = tail call i64 @llvm.smax.i64(i64 %1306, i64 0)
  %1308 = tail call i64 @llvm.umin.i64(i64 %1307, i64 4)
  %1309 = trunc nuw nsw i64 %1308 to i32
  %1310 = tail call i32 @llvm.umin.i32(i32 %286, i32 %1309)
  %1311 = ptrtoint ptr addrspace(3) %1303 to i64
  %1312 = trunc i64 %1311 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1312, ptr addrspace(1) %1299, i32 %1310) #5
  br label %.loopexit58

.preheader57:                                     ; preds = %.preheader57.preheader, %.preheader57
  %1313 = phi i64 [ %1324, %.preheader57 ], [ 0, %.preheader57.preheader ]
  %1314 = trunc nuw nsw i64 %1313 to i32
  %.reass361.reass = or i32 %1314, %invariant.op437
  %1315 = add i32 %.reass361.reass, %278
  %1316 = sext i32 %1315 to i64
  %1317 = getelementptr i8, ptr addrspace(1) %0, i64 %1316
  %1318 = icmp slt i32 %.reass361.reass, %5
  %1319 = and i1 %285, %1318
  %1320 = zext i1 %1319 to i32
  %1321 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1317, i32 %1320, i16 0) #5
  %1322 = trunc i16 %1321 to i8
  %1323 = getelementptr i8, ptr addrspace(3) %1303, i64 %1313
  store i8 %1322, ptr addrspace(3) %1323, align 1
  %1324 = add nuw nsw i64 %1313, 1
  %exitcond257.not = icmp eq i64 %1324, 4
  br i1 %exitcond257.not, label %.loopexit58, label %.preheader57

.loopexit58:                                      ; preds = %.preheader57, %1304
  %1325 = shl nuw nsw i32 %1083, 11
  %1326 = zext nneg i32 %1325 to i64
  %1327 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 16384), i64 %1326
  %1328 = add i32 %1099, %315
  %1329 = sext i32 %1328 to i64
  %1330 = getelementptr i8, ptr addrspace(1) %1, i64 %1329
  %1331 = ptrtoint ptr addrspace(1) %1330 to i64
  %1332 = and i64 %1331, 3
  %1333 = icmp eq i64 %1332, 0
  %1334 = getelementptr i8, ptr addrspace(3) %1327, i64 %47
  br i1 %1333, label %1335, label %.preheader55.preheader

.preheader55.preheader:                           ; preds = %.loopexit58
  %invariant.op438 = or i32 %1079, %23
  br label %.preheader55

1335:                                             ; preds = %.loopexit58
  %1336 = tail call i32 @llvm.umin.i32(i32 %323, i32 %1110)
  %1337 = ptrtoint ptr addrspace(3) %1334 to i64
  %1338 = trunc i64 %1337 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1338, ptr addrspace(1) %1330, i32 %1336) #5
  br label %.loopexit56

.preheader55:                                     ; preds = %.preheader55.preheader, %.preheader55
  %1339 = phi i64 [ %1350, %.preheader55 ], [ 0, %.preheader55.preheader ]
  %1340 = trunc nuw nsw i64 %1339 to i32
  %.reass363.reass = or i32 %1340, %invariant.op438
  %1341 = add i32 %.reass363.reass, %315
  %1342 = sext i32 %1341 to i64
  %1343 = getelementptr i8, ptr addrspace(1) %1, i64 %1342
  %1344 = icmp slt i32 %.reass363.reass, %5
  %1345 = and i1 %322, %1344
  %1346 = zext i1 %1345 to i32
  %1347 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1343, i32 %1346, i16 0) #5
  %1348 = trunc i16 %1347 to i8
  %1349 = getelementptr i8, ptr addrspace(3) %1334, i64 %1339
  store i8 %1348, ptr addrspace(3) %1349, align 1
  %1350 = add nuw nsw i64 %1339, 1
  %exitcond258.not = icmp eq i64 %1350, 4
  br i1 %exitcond258.not, label %.loopexit56, label %.preheader55

.loopexit56:                                      ; preds = %.preheader55, %1335
  %1351 = add i32 %1128, %315
  %1352 = sext i32 %1351 to i64
  %1353 = getelementptr i8, ptr addrspace(1) %1, i64 %1352
  %1354 = ptrtoint ptr addrspace(1) %1353 to i64
  %1355 = and i64 %1354, 3
  %1356 = icmp eq i64 %1355, 0
  %1357 = getelementptr i8, ptr addrspace(3) %1327, i64 %79
  br i1 %1356, label %1358, label %.preheader53.preheader

.preheader53.preheader:                           ; preds = %.loopexit56
  %invariant.op439 = or i32 %1079, %66
  br label %.preheader53

1358:                                             ; preds = %.loopexit56
  %1359 = tail call i32 @llvm.umin.i32(i32 %323, i32 %1139)
  %1360 = ptrtoint ptr addrspace(3) %1357 to i64
  %1361 = trunc i64 %1360 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1361, ptr addrspace(1) %1353, i32 %1359) #5
  br label %.loopexit54

.preheader53:                                     ; preds = %.preheader53.preheader, %.preheader53
  %1362 = phi i64 [ %1373, %.preheader53 ], [ 0, %.preheader53.preheader ]
  %1363 = trunc nuw nsw i64 %1362 to i32
  %.reass365.reass = or i32 %1363, %invariant.op439
  %1364 = add i32 %.reass365.reass, %315
  %1365 = sext i32 %1364 to i64
  %1366 = getelementptr i8, ptr addrspace(1) %1, i64 %1365
  %1367 = icmp slt i32 %.reass365.reass, %5
  %1368 = and i1 %322, %1367
  %1369 = zext i1 %1368 to i32
  %1370 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1366, i32 %1369, i16 0) #5
  %1371 = trunc i16 %1370 to i8
  %1372 = getelementptr i8, ptr addrspace(3) %1357, i64 %1362
  store i8 %1371, ptr addrspace(3) %1372, align 1
  %1373 = add nuw nsw i64 %1362, 1
  %exitcond259.not = icmp eq i64 %1373, 4
  br i1 %exitcond259.not, label %.loopexit54, label %.preheader53

.loopexit54:                                      ; preds = %.preheader53, %1358
  %1374 = add i32 %1157, %315
  %1375 = sext i32 %1374 to i64
  %1376 = getelementptr i8, ptr addrspace(1) %1, i64 %1375
  %1377 = ptrtoint ptr addrspace(1) %1376 to i64
  %1378 = and i64 %1377, 3
  %1379 = icmp eq i64 %1378, 0
  %1380 = getelementptr i8, ptr addrspace(3) %1327, i64 %111
  br i1 %1379, label %1381, label %.preheader51.preheader

.preheader51.preheader:                           ; preds = %.loopexit54
  %invariant.op440 = or i32 %1079, %98
  br label %.preheader51

1381:                                             ; preds = %.loopexit54
  %1382 = tail call i32 @llvm.umin.i32(i32 %323, i32 %1168)
  %1383 = ptrtoint ptr addrspace(3) %1380 to i64
  %1384 = trunc i64 %1383 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1384, ptr addrspace(1) %1376, i32 %1382) #5
  br label %.loopexit52

.preheader51:                                     ; preds = %.preheader51.preheader, %.preheader51
  %1385 = phi i64 [ %1396, %.preheader51 ], [ 0, %.preheader51.preheader ]
  %1386 = trunc nuw nsw i64 %1385 to i32
  %.reass367.reass = or i32 %1386, %invariant.op440
  %1387 = add i32 %.reass367.reass, %315
  %1388 = sext i32 %1387 to i64
  %1389 = getelementptr i8, ptr addrspace(1) %1, i64 %1388
  %1390 = icmp slt i32 %.reass367.reass, %5
  %1391 = and i1 %322, %1390
  %1392 = zext i1 %1391 to i32
  %1393 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1389, i32 %1392, i16 0) #5
  %1394 = trunc i16 %1393 to i8
  %1395 = getelementptr i8, ptr addrspace(3) %1380, i64 %1385
  store i8 %1394, ptr addrspace(3) %1395, align 1
  %1396 = add nuw nsw i64 %1385, 1
  %exitcond260.not = icmp eq i64 %1396, 4
  br i1 %exitcond260.not, label %.loopexit52, label %.preheader51

.loopexit52:                                      ; preds = %.preheader51, %1381
  %1397 = add i32 %1186, %315
  %1398 = sext i32 %1397 to i64
  %1399 = getelementptr i8, ptr addrspace(1) %1, i64 %1398
  %1400 = ptrtoint ptr addrspace(1) %1399 to i64
  %1401 = and i64 %1400, 3
  %1402 = icmp eq i64 %1401, 0
  %1403 = getelementptr i8, ptr addrspace(3) %1327, i64 %143
  br i1 %1402, label %1404, label %.preheader.preheader

.preheader.preheader:                             ; preds = %.loopexit52
  %invariant.op441 = or i32 %1079, %130
  br label %.preheader

1404:                                             ; preds = %.loopexit52
  %1405 = tail call i32 @llvm.umin.i32(i32 %323, i32 %1197)
  %1406 = ptrtoint ptr addrspace(3) %1403 to i64
  %1407 = trunc i64 %1406 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1407, ptr addrspace(1) %1399, i32 %1405) #5
  br label %.loopexit

.preheader:                                       ; preds = %.preheader.preheader, %.preheader
  %1408 = phi i64 [ %1419, %.preheader ], [ 0, %.preheader.preheader ]
  %1409 = trunc nuw nsw i64 %1408 to i32
  %.reass369.reass = or i32 %1409, %invariant.op441
  %1410 = add i32 %.reass369.reass, %315
  %1411 = sext i32 %1410 to i64
  %1412 = getelementptr i8, ptr addrspace(1) %1, i64 %1411
  %1413 = icmp slt i32 %.reass369.reass, %5
  %1414 = and i1 %322, %1413
  %1415 = zext i1 %1414 to i32
  %1416 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1412, i32 %1415, i16 0) #5
  %1417 = trunc i16 %1416 to i8
  %1418 = getelementptr i8, ptr addrspace(3) %1403, i64 %1408
  store i8 %1417, ptr addrspace(3) %1418, align 1
  %1419 = add nuw nsw i64 %1408, 1
  %exitcond261.not = icmp eq i64 %1419, 4
  br i1 %exitcond261.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %1404, %.critedge
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %1420 = add i32 %1054, 32
  %1421 = icmp slt i32 %1420, %5
  br i1 %1421, label %.lr.ph, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.loopexit74
  br i1 %13, label %1422, label %.preheader370

1422:                                             ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 25088) to i32)) #5
  br label %.preheader370

.preheader370:                                    ; preds = %1422, %._crit_edge
  br label %1423

1423:                                             ; preds = %.preheader370, %1423
  %1424 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 25088) to i32), i32 0) #5
  %1425 = icmp eq i32 %1424, 0
  br i1 %1425, label %1423, label %1426

1426:                                             ; preds = %1423
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %1427 = shl nuw nsw i32 %7, 16
  %1428 = and i32 %1427, 6291456
  %1429 = add i32 %21, %1428
  %1430 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %1429) #5
  %1431 = add i32 %1429, 32
  %1432 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %1431) #5
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %18, label %1433, label %1434

1433:                                             ; preds = %1426
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 64;", "r,~{memory}"(i32 %21) #5
  br label %1434

1434:                                             ; preds = %1433, %1426
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %13, label %1435, label %1436

1435:                                             ; preds = %1434
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24576) to i32)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24576) to i32), i32 128)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24576) to i32), i32 256)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 24576) to i32), i32 384)) #5
  br label %1436

1436:                                             ; preds = %1435, %1434
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %13, label %1437, label %1438

1437:                                             ; preds = %1436
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_fp8_loads_dsmem, i64 25088) to i32)) #5
  br label %1438

1438:                                             ; preds = %1437, %1436
  %1439 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 31
  %1440 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 30
  %1441 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 29
  %1442 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 28
  %1443 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 27
  %1444 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 26
  %1445 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 25
  %1446 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 24
  %1447 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 23
  %1448 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 22
  %1449 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 21
  %1450 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 20
  %1451 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 19
  %1452 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 18
  %1453 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 17
  %1454 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 16
  %1455 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 15
  %1456 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 14
  %1457 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 13
  %1458 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 12
  %1459 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 11
  %1460 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 10
  %1461 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 9
  %1462 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 8
  %1463 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 7
  %1464 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 6
  %1465 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 5
  %1466 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 4
  %1467 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 3
  %1468 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 2
  %1469 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 1
  %1470 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1432, 0
  %1471 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 31
  %1472 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 30
  %1473 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 29
  %1474 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 28
  %1475 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 27
  %1476 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 26
  %1477 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 25
  %1478 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 24
  %1479 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 23
  %1480 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 22
  %1481 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 21
  %1482 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 20
  %1483 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 19
  %1484 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 18
  %1485 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 17
  %1486 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 16
  %1487 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 15
  %1488 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 14
  %1489 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 13
  %1490 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 12
  %1491 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 11
  %1492 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 10
  %1493 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 9
  %1494 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 8
  %1495 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 7
  %1496 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 6
  %1497 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 5
  %1498 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 4
  %1499 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 3
  %1500 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 2
  %1501 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 1
  %1502 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1430, 0
  %1503 = or disjoint i32 %11, %7
  %1504 = mul i32 %4, %1503
  %1505 = add i32 %1504, %12
  %1506 = sext i32 %1505 to i64
  %1507 = getelementptr float, ptr addrspace(1) %2, i64 %1506
  %1508 = icmp slt i32 %1503, %3
  %1509 = icmp slt i32 %12, %4
  %1510 = and i1 %1508, %1509
  %1511 = or disjoint i32 %12, 1
  %1512 = icmp slt i32 %1511, %4
  %1513 = and i1 %1508, %1512
  %1514 = or disjoint i32 %12, 2
  %1515 = icmp slt i32 %1514, %4
  %1516 = and i1 %1508, %1515
  %1517 = or disjoint i32 %12, 3
  %1518 = icmp slt i32 %1517, %4
  %1519 = and i1 %1508, %1518
  %1520 = ptrtoint ptr addrspace(1) %1507 to i64
  %1521 = and i64 %1520, 15
  %1522 = icmp eq i64 %1521, 0
  %1523 = and i1 %1519, %1522
  %1524 = xor i1 %1510, %1523
  %1525 = xor i1 %1513, %1523
  %1526 = xor i1 %1516, %1523
  %1527 = xor i1 %1519, %1523
  %1528 = zext i1 %1523 to i32
  %1529 = select i1 %22, i32 %1502, i32 0
  %1530 = select i1 %22, i32 %1501, i32 0
  %1531 = select i1 %22, i32 %1500, i32 0
  %1532 = select i1 %22, i32 %1499, i32 0
  %1533 = zext i1 %1524 to i32
  %1534 = zext i1 %1525 to i32
  %1535 = zext i1 %1526 to i32
  %1536 = zext i1 %1527 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1528, i32 %1529, i32 %1530, i32 %1531, i32 %1532, ptr addrspace(1) %1507, i32 %1533, i32 %1534, i32 %1535, i32 %1536) #5
  %1537 = or disjoint i32 %12, 4
  %1538 = add i32 %1504, %1537
  %1539 = sext i32 %1538 to i64
  %1540 = getelementptr float, ptr addrspace(1) %2, i64 %1539
  %1541 = icmp slt i32 %1537, %4
  %1542 = and i1 %1508, %1541
  %1543 = or disjoint i32 %12, 5
  %1544 = icmp slt i32 %1543, %4
  %1545 = and i1 %1508, %1544
  %1546 = or disjoint i32 %12, 6
  %1547 = icmp slt i32 %1546, %4
  %1548 = and i1 %1508, %1547
  %1549 = or disjoint i32 %12, 7
  %1550 = icmp slt i32 %1549, %4
  %1551 = and i1 %1508, %1550
  %1552 = ptrtoint ptr addrspace(1) %1540 to i64
  %1553 = and i64 %1552, 15
  %1554 = icmp eq i64 %1553, 0
  %1555 = and i1 %1551, %1554
  %1556 = xor i1 %1542, %1555
  %1557 = xor i1 %1545, %1555
  %1558 = xor i1 %1548, %1555
  %1559 = xor i1 %1551, %1555
  %1560 = zext i1 %1555 to i32
  %1561 = select i1 %22, i32 %1498, i32 0
  %1562 = select i1 %22, i32 %1497, i32 0
  %1563 = select i1 %22, i32 %1496, i32 0
  %1564 = select i1 %22, i32 %1495, i32 0
  %1565 = zext i1 %1556 to i32
  %1566 = zext i1 %1557 to i32
  %1567 = zext i1 %1558 to i32
  %1568 = zext i1 %1559 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1560, i32 %1561, i32 %1562, i32 %1563, i32 %1564, ptr addrspace(1) %1540, i32 %1565, i32 %1566, i32 %1567, i32 %1568) #5
  %1569 = or disjoint i32 %12, 8
  %1570 = add i32 %1504, %1569
  %1571 = sext i32 %1570 to i64
  %1572 = getelementptr float, ptr addrspace(1) %2, i64 %1571
  %1573 = icmp slt i32 %1569, %4
  %1574 = and i1 %1508, %1573
  %1575 = or disjoint i32 %12, 9
  %1576 = icmp slt i32 %1575, %4
  %1577 = and i1 %1508, %1576
  %1578 = or disjoint i32 %12, 10
  %1579 = icmp slt i32 %1578, %4
  %1580 = and i1 %1508, %1579
  %1581 = or disjoint i32 %12, 11
  %1582 = icmp slt i32 %1581, %4
  %1583 = and i1 %1508, %1582
  %1584 = ptrtoint ptr addrspace(1) %1572 to i64
  %1585 = and i64 %1584, 15
  %1586 = icmp eq i64 %1585, 0
  %1587 = and i1 %1583, %1586
  %1588 = xor i1 %1574, %1587
  %1589 = xor i1 %1577, %1587
  %1590 = xor i1 %1580, %1587
  %1591 = xor i1 %1583, %1587
  %1592 = zext i1 %1587 to i32
  %1593 = select i1 %22, i32 %1494, i32 0
  %1594 = select i1 %22, i32 %1493, i32 0
  %1595 = select i1 %22, i32 %1492, i32 0
  %1596 = select i1 %22, i32 %1491, i32 0
  %1597 = zext i1 %1588 to i32
  %1598 = zext i1 %1589 to i32
  %1599 = zext i1 %1590 to i32
  %1600 = zext i1 %1591 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1592, i32 %1593, i32 %1594, i32 %1595, i32 %1596, ptr addrspace(1) %1572, i32 %1597, i32 %1598, i32 %1599, i32 %1600) #5
  %1601 = or disjoint i32 %12, 12
  %1602 = add i32 %1504, %1601
  %1603 = sext i32 %1602 to i64
  %1604 = getelementptr float, ptr addrspace(1) %2, i64 %1603
  %1605 = icmp slt i32 %1601, %4
  %1606 = and i1 %1508, %1605
  %1607 = or disjoint i32 %12, 13
  %1608 = icmp slt i32 %1607, %4
  %1609 = and i1 %1508, %1608
  %1610 = or disjoint i32 %12, 14
  %1611 = icmp slt i32 %1610, %4
  %1612 = and i1 %1508, %1611
  %1613 = or disjoint i32 %12, 15
  %1614 = icmp slt i32 %1613, %4
  %1615 = and i1 %1508, %1614
  %1616 = ptrtoint ptr addrspace(1) %1604 to i64
  %1617 = and i64 %1616, 15
  %1618 = icmp eq i64 %1617, 0
  %1619 = and i1 %1615, %1618
  %1620 = xor i1 %1606, %1619
  %1621 = xor i1 %1609, %1619
  %1622 = xor i1 %1612, %1619
  %1623 = xor i1 %1615, %1619
  %1624 = zext i1 %1619 to i32
  %1625 = select i1 %22, i32 %1490, i32 0
  %1626 = select i1 %22, i32 %1489, i32 0
  %1627 = select i1 %22, i32 %1488, i32 0
  %1628 = select i1 %22, i32 %1487, i32 0
  %1629 = zext i1 %1620 to i32
  %1630 = zext i1 %1621 to i32
  %1631 = zext i1 %1622 to i32
  %1632 = zext i1 %1623 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1624, i32 %1625, i32 %1626, i32 %1627, i32 %1628, ptr addrspace(1) %1604, i32 %1629, i32 %1630, i32 %1631, i32 %1632) #5
  %1633 = or disjoint i32 %12, 16
  %1634 = add i32 %1504, %1633
  %1635 = sext i32 %1634 to i64
  %1636 = getelementptr float, ptr addrspace(1) %2, i64 %1635
  %1637 = icmp slt i32 %1633, %4
  %1638 = and i1 %1508, %1637
  %1639 = or disjoint i32 %12, 17
  %1640 = icmp slt i32 %1639, %4
  %1641 = and i1 %1508, %1640
  %1642 = or disjoint i32 %12, 18
  %1643 = icmp slt i32 %1642, %4
  %1644 = and i1 %1508, %1643
  %1645 = or disjoint i32 %12, 19
  %1646 = icmp slt i32 %1645, %4
  %1647 = and i1 %1508, %1646
  %1648 = ptrtoint ptr addrspace(1) %1636 to i64
  %1649 = and i64 %1648, 15
  %1650 = icmp eq i64 %1649, 0
  %1651 = and i1 %1647, %1650
  %1652 = xor i1 %1638, %1651
  %1653 = xor i1 %1641, %1651
  %1654 = xor i1 %1644, %1651
  %1655 = xor i1 %1647, %1651
  %1656 = zext i1 %1651 to i32
  %1657 = select i1 %22, i32 %1486, i32 0
  %1658 = select i1 %22, i32 %1485, i32 0
  %1659 = select i1 %22, i32 %1484, i32 0
  %1660 = select i1 %22, i32 %1483, i32 0
  %1661 = zext i1 %1652 to i32
  %1662 = zext i1 %1653 to i32
  %1663 = zext i1 %1654 to i32
  %1664 = zext i1 %1655 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1656, i32 %1657, i32 %1658, i32 %1659, i32 %1660, ptr addrspace(1) %1636, i32 %1661, i32 %1662, i32 %1663, i32 %1664) #5
  %1665 = or disjoint i32 %12, 20
  %1666 = add i32 %1504, %1665
  %1667 = sext i32 %1666 to i64
  %1668 = getelementptr float, ptr addrspace(1) %2, i64 %1667
  %1669 = icmp slt i32 %1665, %4
  %1670 = and i1 %1508, %1669
  %1671 = or disjoint i32 %12, 21
  %1672 = icmp slt i32 %1671, %4
  %1673 = and i1 %1508, %1672
  %1674 = or disjoint i32 %12, 22
  %1675 = icmp slt i32 %1674, %4
  %1676 = and i1 %1508, %1675
  %1677 = or disjoint i32 %12, 23
  %1678 = icmp slt i32 %1677, %4
  %1679 = and i1 %1508, %1678
  %1680 = ptrtoint ptr addrspace(1) %1668 to i64
  %1681 = and i64 %1680, 15
  %1682 = icmp eq i64 %1681, 0
  %1683 = and i1 %1679, %1682
  %1684 = xor i1 %1670, %1683
  %1685 = xor i1 %1673, %1683
  %1686 = xor i1 %1676, %1683
  %1687 = xor i1 %1679, %1683
  %1688 = zext i1 %1683 to i32
  %1689 = select i1 %22, i32 %1482, i32 0
  %1690 = select i1 %22, i32 %1481, i32 0
  %1691 = select i1 %22, i32 %1480, i32 0
  %1692 = select i1 %22, i32 %1479, i32 0
  %1693 = zext i1 %1684 to i32
  %1694 = zext i1 %1685 to i32
  %1695 = zext i1 %1686 to i32
  %1696 = zext i1 %1687 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1688, i32 %1689, i32 %1690, i32 %1691, i32 %1692, ptr addrspace(1) %1668, i32 %1693, i32 %1694, i32 %1695, i32 %1696) #5
  %1697 = or disjoint i32 %12, 24
  %1698 = add i32 %1504, %1697
  %1699 = sext i32 %1698 to i64
  %1700 = getelementptr float, ptr addrspace(1) %2, i64 %1699
  %1701 = icmp slt i32 %1697, %4
  %1702 = and i1 %1508, %1701
  %1703 = or disjoint i32 %12, 25
  %1704 = icmp slt i32 %1703, %4
  %1705 = and i1 %1508, %1704
  %1706 = or disjoint i32 %12, 26
  %1707 = icmp slt i32 %1706, %4
  %1708 = and i1 %1508, %1707
  %1709 = or disjoint i32 %12, 27
  %1710 = icmp slt i32 %1709, %4
  %1711 = and i1 %1508, %1710
  %1712 = ptrtoint ptr addrspace(1) %1700 to i64
  %1713 = and i64 %1712, 15
  %1714 = icmp eq i64 %1713, 0
  %1715 = and i1 %1711, %1714
  %1716 = xor i1 %1702, %1715
  %1717 = xor i1 %1705, %1715
  %1718 = xor i1 %1708, %1715
  %1719 = xor i1 %1711, %1715
  %1720 = zext i1 %1715 to i32
  %1721 = select i1 %22, i32 %1478, i32 0
  %1722 = select i1 %22, i32 %1477, i32 0
  %1723 = select i1 %22, i32 %1476, i32 0
  %1724 = select i1 %22, i32 %1475, i32 0
  %1725 = zext i1 %1716 to i32
  %1726 = zext i1 %1717 to i32
  %1727 = zext i1 %1718 to i32
  %1728 = zext i1 %1719 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1720, i32 %1721, i32 %1722, i32 %1723, i32 %1724, ptr addrspace(1) %1700, i32 %1725, i32 %1726, i32 %1727, i32 %1728) #5
  %1729 = or disjoint i32 %12, 28
  %1730 = add i32 %1504, %1729
  %1731 = sext i32 %1730 to i64
  %1732 = getelementptr float, ptr addrspace(1) %2, i64 %1731
  %1733 = icmp slt i32 %1729, %4
  %1734 = and i1 %1508, %1733
  %1735 = or disjoint i32 %12, 29
  %1736 = icmp slt i32 %1735, %4
  %1737 = and i1 %1508, %1736
  %1738 = or disjoint i32 %12, 30
  %1739 = icmp slt i32 %1738, %4
  %1740 = and i1 %1508, %1739
  %1741 = or disjoint i32 %12, 31
  %1742 = icmp slt i32 %1741, %4
  %1743 = and i1 %1508, %1742
  %1744 = ptrtoint ptr addrspace(1) %1732 to i64
  %1745 = and i64 %1744, 15
  %1746 = icmp eq i64 %1745, 0
  %1747 = and i1 %1743, %1746
  %1748 = xor i1 %1734, %1747
  %1749 = xor i1 %1737, %1747
  %1750 = xor i1 %1740, %1747
  %1751 = xor i1 %1743, %1747
  %1752 = zext i1 %1747 to i32
  %1753 = select i1 %22, i32 %1474, i32 0
  %1754 = select i1 %22, i32 %1473, i32 0
  %1755 = select i1 %22, i32 %1472, i32 0
  %1756 = select i1 %22, i32 %1471, i32 0
  %1757 = zext i1 %1748 to i32
  %1758 = zext i1 %1749 to i32
  %1759 = zext i1 %1750 to i32
  %1760 = zext i1 %1751 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1752, i32 %1753, i32 %1754, i32 %1755, i32 %1756, ptr addrspace(1) %1732, i32 %1757, i32 %1758, i32 %1759, i32 %1760) #5
  %1761 = or disjoint i32 %12, 32
  %1762 = add i32 %1504, %1761
  %1763 = sext i32 %1762 to i64
  %1764 = getelementptr float, ptr addrspace(1) %2, i64 %1763
  %1765 = icmp slt i32 %1761, %4
  %1766 = and i1 %1508, %1765
  %1767 = or disjoint i32 %12, 33
  %1768 = icmp slt i32 %1767, %4
  %1769 = and i1 %1508, %1768
  %1770 = or disjoint i32 %12, 34
  %1771 = icmp slt i32 %1770, %4
  %1772 = and i1 %1508, %1771
  %1773 = or disjoint i32 %12, 35
  %1774 = icmp slt i32 %1773, %4
  %1775 = and i1 %1508, %1774
  %1776 = ptrtoint ptr addrspace(1) %1764 to i64
  %1777 = and i64 %1776, 15
  %1778 = icmp eq i64 %1777, 0
  %1779 = and i1 %1775, %1778
  %1780 = xor i1 %1766, %1779
  %1781 = xor i1 %1769, %1779
  %1782 = xor i1 %1772, %1779
  %1783 = xor i1 %1775, %1779
  %1784 = zext i1 %1779 to i32
  %1785 = select i1 %22, i32 %1470, i32 0
  %1786 = select i1 %22, i32 %1469, i32 0
  %1787 = select i1 %22, i32 %1468, i32 0
  %1788 = select i1 %22, i32 %1467, i32 0
  %1789 = zext i1 %1780 to i32
  %1790 = zext i1 %1781 to i32
  %1791 = zext i1 %1782 to i32
  %1792 = zext i1 %1783 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1784, i32 %1785, i32 %1786, i32 %1787, i32 %1788, ptr addrspace(1) %1764, i32 %1789, i32 %1790, i32 %1791, i32 %1792) #5
  %1793 = or disjoint i32 %12, 36
  %1794 = add i32 %1504, %1793
  %1795 = sext i32 %1794 to i64
  %1796 = getelementptr float, ptr addrspace(1) %2, i64 %1795
  %1797 = icmp slt i32 %1793, %4
  %1798 = and i1 %1508, %1797
  %1799 = or disjoint i32 %12, 37
  %1800 = icmp slt i32 %1799, %4
  %1801 = and i1 %1508, %1800
  %1802 = or disjoint i32 %12, 38
  %1803 = icmp slt i32 %1802, %4
  %1804 = and i1 %1508, %1803
  %1805 = or disjoint i32 %12, 39
  %1806 = icmp slt i32 %1805, %4
  %1807 = and i1 %1508, %1806
  %1808 = ptrtoint ptr addrspace(1) %1796 to i64
  %1809 = and i64 %1808, 15
  %1810 = icmp eq i64 %1809, 0
  %1811 = and i1 %1807, %1810
  %1812 = xor i1 %1798, %1811
  %1813 = xor i1 %1801, %1811
  %1814 = xor i1 %1804, %1811
  %1815 = xor i1 %1807, %1811
  %1816 = zext i1 %1811 to i32
  %1817 = select i1 %22, i32 %1466, i32 0
  %1818 = select i1 %22, i32 %1465, i32 0
  %1819 = select i1 %22, i32 %1464, i32 0
  %1820 = select i1 %22, i32 %1463, i32 0
  %1821 = zext i1 %1812 to i32
  %1822 = zext i1 %1813 to i32
  %1823 = zext i1 %1814 to i32
  %1824 = zext i1 %1815 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1816, i32 %1817, i32 %1818, i32 %1819, i32 %1820, ptr addrspace(1) %1796, i32 %1821, i32 %1822, i32 %1823, i32 %1824) #5
  %1825 = or disjoint i32 %12, 40
  %1826 = add i32 %1504, %1825
  %1827 = sext i32 %1826 to i64
  %1828 = getelementptr float, ptr addrspace(1) %2, i64 %1827
  %1829 = icmp slt i32 %1825, %4
  %1830 = and i1 %1508, %1829
  %1831 = or disjoint i32 %12, 41
  %1832 = icmp slt i32 %1831, %4
  %1833 = and i1 %1508, %1832
  %1834 = or disjoint i32 %12, 42
  %1835 = icmp slt i32 %1834, %4
  %1836 = and i1 %1508, %1835
  %1837 = or disjoint i32 %12, 43
  %1838 = icmp slt i32 %1837, %4
  %1839 = and i1 %1508, %1838
  %1840 = ptrtoint ptr addrspace(1) %1828 to i64
  %1841 = and i64 %1840, 15
  %1842 = icmp eq i64 %1841, 0
  %1843 = and i1 %1839, %1842
  %1844 = xor i1 %1830, %1843
  %1845 = xor i1 %1833, %1843
  %1846 = xor i1 %1836, %1843
  %1847 = xor i1 %1839, %1843
  %1848 = zext i1 %1843 to i32
  %1849 = select i1 %22, i32 %1462, i32 0
  %1850 = select i1 %22, i32 %1461, i32 0
  %1851 = select i1 %22, i32 %1460, i32 0
  %1852 = select i1 %22, i32 %1459, i32 0
  %1853 = zext i1 %1844 to i32
  %1854 = zext i1 %1845 to i32
  %1855 = zext i1 %1846 to i32
  %1856 = zext i1 %1847 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1848, i32 %1849, i32 %1850, i32 %1851, i32 %1852, ptr addrspace(1) %1828, i32 %1853, i32 %1854, i32 %1855, i32 %1856) #5
  %1857 = or disjoint i32 %12, 44
  %1858 = add i32 %1504, %1857
  %1859 = sext i32 %1858 to i64
  %1860 = getelementptr float, ptr addrspace(1) %2, i64 %1859
  %1861 = icmp slt i32 %1857, %4
  %1862 = and i1 %1508, %1861
  %1863 = or disjoint i32 %12, 45
  %1864 = icmp slt i32 %1863, %4
  %1865 = and i1 %1508, %1864
  %1866 = or disjoint i32 %12, 46
  %1867 = icmp slt i32 %1866, %4
  %1868 = and i1 %1508, %1867
  %1869 = or disjoint i32 %12, 47
  %1870 = icmp slt i32 %1869, %4
  %1871 = and i1 %1508, %1870
  %1872 = ptrtoint ptr addrspace(1) %1860 to i64
  %1873 = and i64 %1872, 15
  %1874 = icmp eq i64 %1873, 0
  %1875 = and i1 %1871, %1874
  %1876 = xor i1 %1862, %1875
  %1877 = xor i1 %1865, %1875
  %1878 = xor i1 %1868, %1875
  %1879 = xor i1 %1871, %1875
  %1880 = zext i1 %1875 to i32
  %1881 = select i1 %22, i32 %1458, i32 0
  %1882 = select i1 %22, i32 %1457, i32 0
  %1883 = select i1 %22, i32 %1456, i32 0
  %1884 = select i1 %22, i32 %1455, i32 0
  %1885 = zext i1 %1876 to i32
  %1886 = zext i1 %1877 to i32
  %1887 = zext i1 %1878 to i32
  %1888 = zext i1 %1879 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1880, i32 %1881, i32 %1882, i32 %1883, i32 %1884, ptr addrspace(1) %1860, i32 %1885, i32 %1886, i32 %1887, i32 %1888) #5
  %1889 = or disjoint i32 %12, 48
  %1890 = add i32 %1504, %1889
  %1891 = sext i32 %1890 to i64
  %1892 = getelementptr float, ptr addrspace(1) %2, i64 %1891
  %1893 = icmp slt i32 %1889, %4
  %1894 = and i1 %1508, %1893
  %1895 = or disjoint i32 %12, 49
  %1896 = icmp slt i32 %1895, %4
  %1897 = and i1 %1508, %1896
  %1898 = or disjoint i32 %12, 50
  %1899 = icmp slt i32 %1898, %4
  %1900 = and i1 %1508, %1899
  %1901 = or disjoint i32 %12, 51
  %1902 = icmp slt i32 %1901, %4
  %1903 = and i1 %1508, %1902
  %1904 = ptrtoint ptr addrspace(1) %1892 to i64
  %1905 = and i64 %1904, 15
  %1906 = icmp eq i64 %1905, 0
  %1907 = and i1 %1903, %1906
  %1908 = xor i1 %1894, %1907
  %1909 = xor i1 %1897, %1907
  %1910 = xor i1 %1900, %1907
  %1911 = xor i1 %1903, %1907
  %1912 = zext i1 %1907 to i32
  %1913 = select i1 %22, i32 %1454, i32 0
  %1914 = select i1 %22, i32 %1453, i32 0
  %1915 = select i1 %22, i32 %1452, i32 0
  %1916 = select i1 %22, i32 %1451, i32 0
  %1917 = zext i1 %1908 to i32
  %1918 = zext i1 %1909 to i32
  %1919 = zext i1 %1910 to i32
  %1920 = zext i1 %1911 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1912, i32 %1913, i32 %1914, i32 %1915, i32 %1916, ptr addrspace(1) %1892, i32 %1917, i32 %1918, i32 %1919, i32 %1920) #5
  %1921 = or disjoint i32 %12, 52
  %1922 = add i32 %1504, %1921
  %1923 = sext i32 %1922 to i64
  %1924 = getelementptr float, ptr addrspace(1) %2, i64 %1923
  %1925 = icmp slt i32 %1921, %4
  %1926 = and i1 %1508, %1925
  %1927 = or disjoint i32 %12, 53
  %1928 = icmp slt i32 %1927, %4
  %1929 = and i1 %1508, %1928
  %1930 = or disjoint i32 %12, 54
  %1931 = icmp slt i32 %1930, %4
  %1932 = and i1 %1508, %1931
  %1933 = or disjoint i32 %12, 55
  %1934 = icmp slt i32 %1933, %4
  %1935 = and i1 %1508, %1934
  %1936 = ptrtoint ptr addrspace(1) %1924 to i64
  %1937 = and i64 %1936, 15
  %1938 = icmp eq i64 %1937, 0
  %1939 = and i1 %1935, %1938
  %1940 = xor i1 %1926, %1939
  %1941 = xor i1 %1929, %1939
  %1942 = xor i1 %1932, %1939
  %1943 = xor i1 %1935, %1939
  %1944 = zext i1 %1939 to i32
  %1945 = select i1 %22, i32 %1450, i32 0
  %1946 = select i1 %22, i32 %1449, i32 0
  %1947 = select i1 %22, i32 %1448, i32 0
  %1948 = select i1 %22, i32 %1447, i32 0
  %1949 = zext i1 %1940 to i32
  %1950 = zext i1 %1941 to i32
  %1951 = zext i1 %1942 to i32
  %1952 = zext i1 %1943 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1944, i32 %1945, i32 %1946, i32 %1947, i32 %1948, ptr addrspace(1) %1924, i32 %1949, i32 %1950, i32 %1951, i32 %1952) #5
  %1953 = or disjoint i32 %12, 56
  %1954 = add i32 %1504, %1953
  %1955 = sext i32 %1954 to i64
  %1956 = getelementptr float, ptr addrspace(1) %2, i64 %1955
  %1957 = icmp slt i32 %1953, %4
  %1958 = and i1 %1508, %1957
  %1959 = or disjoint i32 %12, 57
  %1960 = icmp slt i32 %1959, %4
  %1961 = and i1 %1508, %1960
  %1962 = or disjoint i32 %12, 58
  %1963 = icmp slt i32 %1962, %4
  %1964 = and i1 %1508, %1963
  %1965 = or disjoint i32 %12, 59
  %1966 = icmp slt i32 %1965, %4
  %1967 = and i1 %1508, %1966
  %1968 = ptrtoint ptr addrspace(1) %1956 to i64
  %1969 = and i64 %1968, 15
  %1970 = icmp eq i64 %1969, 0
  %1971 = and i1 %1967, %1970
  %1972 = xor i1 %1958, %1971
  %1973 = xor i1 %1961, %1971
  %1974 = xor i1 %1964, %1971
  %1975 = xor i1 %1967, %1971
  %1976 = zext i1 %1971 to i32
  %1977 = select i1 %22, i32 %1446, i32 0
  %1978 = select i1 %22, i32 %1445, i32 0
  %1979 = select i1 %22, i32 %1444, i32 0
  %1980 = select i1 %22, i32 %1443, i32 0
  %1981 = zext i1 %1972 to i32
  %1982 = zext i1 %1973 to i32
  %1983 = zext i1 %1974 to i32
  %1984 = zext i1 %1975 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1976, i32 %1977, i32 %1978, i32 %1979, i32 %1980, ptr addrspace(1) %1956, i32 %1981, i32 %1982, i32 %1983, i32 %1984) #5
  %1985 = or disjoint i32 %12, 60
  %1986 = add i32 %1504, %1985
  %1987 = sext i32 %1986 to i64
  %1988 = getelementptr float, ptr addrspace(1) %2, i64 %1987
  %1989 = icmp slt i32 %1985, %4
  %1990 = and i1 %1508, %1989
  %1991 = or disjoint i32 %12, 61
  %1992 = icmp slt i32 %1991, %4
  %1993 = and i1 %1508, %1992
  %1994 = or disjoint i32 %12, 62
  %1995 = icmp slt i32 %1994, %4
  %1996 = and i1 %1508, %1995
  %1997 = or disjoint i32 %12, 63
  %1998 = icmp slt i32 %1997, %4
  %1999 = and i1 %1508, %1998
  %2000 = ptrtoint ptr addrspace(1) %1988 to i64
  %2001 = and i64 %2000, 15
  %2002 = icmp eq i64 %2001, 0
  %2003 = and i1 %1999, %2002
  %2004 = xor i1 %1990, %2003
  %2005 = xor i1 %1993, %2003
  %2006 = xor i1 %1996, %2003
  %2007 = xor i1 %1999, %2003
  %2008 = zext i1 %2003 to i32
  %2009 = select i1 %22, i32 %1442, i32 0
  %2010 = select i1 %22, i32 %1441, i32 0
  %2011 = select i1 %22, i32 %1440, i32 0
  %2012 = select i1 %22, i32 %1439, i32 0
  %2013 = zext i1 %2004 to i32
  %2014 = zext i1 %2005 to i32
  %2015 = zext i1 %2006 to i32
  %2016 = zext i1 %2007 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %2008, i32 %2009, i32 %2010, i32 %2011, i32 %2012, ptr addrspace(1) %1988, i32 %2013, i32 %2014, i32 %2015, i32 %2016) #5
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
