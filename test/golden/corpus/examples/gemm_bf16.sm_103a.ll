; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 3
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = shl nuw nsw i32 %10, 7
  %12 = shl i32 %9, 6
  %13 = icmp eq i32 %7, 0
  br i1 %13, label %14, label %15

14:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 16)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 32)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 48)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %15

15:                                               ; preds = %14, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %13, label %16, label %17

16:                                               ; preds = %15
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49216) to i32)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %17

17:                                               ; preds = %16, %15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = icmp samesign ult i32 %7, 32
  br i1 %18, label %19, label %20

19:                                               ; preds = %17
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 64;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49232) to i32)) #5
  br label %20

20:                                               ; preds = %19, %17
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %21 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49232) to i32)) #5
  %22 = icmp sgt i32 %5, 0
  %23 = and i32 %8, 24
  %24 = lshr i32 %7, 2
  %25 = or disjoint i32 %11, %24
  %26 = mul i32 %5, %25
  %27 = add i32 %26, %23
  %28 = sext i32 %27 to i64
  %29 = getelementptr bfloat, ptr addrspace(1) %0, i64 %28
  %30 = ptrtoint ptr addrspace(1) %29 to i64
  %31 = and i64 %30, 15
  %32 = icmp eq i64 %31, 0
  %33 = icmp slt i32 %25, %3
  %34 = select i1 %33, i32 8, i32 0
  %35 = sext i32 %5 to i64
  %36 = select i1 %22, i32 8, i32 0
  %37 = lshr i32 %7, 3
  %38 = xor i32 %37, %7
  %39 = shl nuw nsw i32 %24, 6
  %40 = shl nuw nsw i32 %38, 4
  %41 = and i32 %40, 48
  %42 = or disjoint i32 %41, %39
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %43
  br i1 %32, label %45, label %.preheader71.preheader

.preheader71.preheader:                           ; preds = %20
  %invariant.op = and i1 %33, %22
  br label %.preheader71

45:                                               ; preds = %20
  %46 = zext nneg i32 %23 to i64
  %47 = sub nsw i64 %35, %46
  %48 = tail call i64 @llvm.smax.i64(i64 %47, i64 0)
  %49 = tail call i64 @llvm.umin.i64(i64 %48, i64 8)
  %50 = trunc nuw nsw i64 %49 to i32
  %51 = tail call i32 @llvm.umin.i32(i32 %34, i32 %50)
  %52 = tail call i32 @llvm.umin.i32(i32 %51, i32 %36)
  %53 = shl nuw nsw i32 %52, 1
  %54 = ptrtoint ptr addrspace(3) %44 to i64
  %55 = trunc i64 %54 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %55, ptr addrspace(1) %29, i32 %53) #5
  br label %.loopexit72

.preheader71:                                     ; preds = %.preheader71.preheader, %.preheader71
  %56 = phi i64 [ %66, %.preheader71 ], [ 0, %.preheader71.preheader ]
  %57 = trunc nuw nsw i64 %56 to i32
  %58 = or disjoint i32 %23, %57
  %59 = add i32 %58, %26
  %60 = sext i32 %59 to i64
  %61 = getelementptr bfloat, ptr addrspace(1) %0, i64 %60
  %62 = icmp slt i32 %58, %5
  %.reass.reass.reass = and i1 %62, %invariant.op
  %63 = zext i1 %.reass.reass.reass to i32
  %64 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %61, i32 %63, i16 0) #5
  %65 = getelementptr bfloat, ptr addrspace(3) %44, i64 %56
  store i16 %64, ptr addrspace(3) %65, align 2
  %66 = add nuw nsw i64 %56, 1
  %exitcond.not = icmp eq i64 %66, 8
  br i1 %exitcond.not, label %.loopexit72, label %.preheader71

.loopexit72:                                      ; preds = %.preheader71, %45
  %67 = or disjoint i32 %8, 1024
  %68 = lshr i32 %67, 5
  %69 = or disjoint i32 %68, %11
  %70 = mul i32 %5, %69
  %71 = add i32 %70, %23
  %72 = sext i32 %71 to i64
  %73 = getelementptr bfloat, ptr addrspace(1) %0, i64 %72
  %74 = ptrtoint ptr addrspace(1) %73 to i64
  %75 = and i64 %74, 15
  %76 = icmp eq i64 %75, 0
  %77 = icmp slt i32 %69, %3
  %78 = select i1 %77, i32 8, i32 0
  %79 = shl nuw nsw i32 %68, 6
  %80 = or disjoint i32 %79, %41
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %81
  br i1 %76, label %83, label %.preheader69.preheader

.preheader69.preheader:                           ; preds = %.loopexit72
  %invariant.op183 = and i1 %77, %22
  br label %.preheader69

83:                                               ; preds = %.loopexit72
  %84 = zext nneg i32 %23 to i64
  %85 = sub nsw i64 %35, %84
  %86 = tail call i64 @llvm.smax.i64(i64 %85, i64 0)
  %87 = tail call i64 @llvm.umin.i64(i64 %86, i64 8)
  %88 = trunc nuw nsw i64 %87 to i32
  %89 = tail call i32 @llvm.umin.i32(i32 %78, i32 %88)
  %90 = tail call i32 @llvm.umin.i32(i32 %89, i32 %36)
  %91 = shl nuw nsw i32 %90, 1
  %92 = ptrtoint ptr addrspace(3) %82 to i64
  %93 = trunc i64 %92 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %93, ptr addrspace(1) %73, i32 %91) #5
  br label %.loopexit70

.preheader69:                                     ; preds = %.preheader69.preheader, %.preheader69
  %94 = phi i64 [ %104, %.preheader69 ], [ 0, %.preheader69.preheader ]
  %95 = trunc nuw nsw i64 %94 to i32
  %96 = or disjoint i32 %23, %95
  %97 = add i32 %96, %70
  %98 = sext i32 %97 to i64
  %99 = getelementptr bfloat, ptr addrspace(1) %0, i64 %98
  %100 = icmp slt i32 %96, %5
  %.reass74.reass.reass = and i1 %100, %invariant.op183
  %101 = zext i1 %.reass74.reass.reass to i32
  %102 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %99, i32 %101, i16 0) #5
  %103 = getelementptr bfloat, ptr addrspace(3) %82, i64 %94
  store i16 %102, ptr addrspace(3) %103, align 2
  %104 = add nuw nsw i64 %94, 1
  %exitcond103.not = icmp eq i64 %104, 8
  br i1 %exitcond103.not, label %.loopexit70, label %.preheader69

.loopexit70:                                      ; preds = %.preheader69, %83
  %105 = or disjoint i32 %24, 64
  %106 = or disjoint i32 %105, %11
  %107 = mul i32 %5, %106
  %108 = add i32 %107, %23
  %109 = sext i32 %108 to i64
  %110 = getelementptr bfloat, ptr addrspace(1) %0, i64 %109
  %111 = ptrtoint ptr addrspace(1) %110 to i64
  %112 = and i64 %111, 15
  %113 = icmp eq i64 %112, 0
  %114 = icmp slt i32 %106, %3
  %115 = select i1 %114, i32 8, i32 0
  %116 = shl nuw nsw i32 %105, 6
  %117 = or disjoint i32 %41, %116
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %118
  br i1 %113, label %120, label %.preheader67.preheader

.preheader67.preheader:                           ; preds = %.loopexit70
  %invariant.op184 = and i1 %114, %22
  br label %.preheader67

120:                                              ; preds = %.loopexit70
  %121 = zext nneg i32 %23 to i64
  %122 = sub nsw i64 %35, %121
  %123 = tail call i64 @llvm.smax.i64(i64 %122, i64 0)
  %124 = tail call i64 @llvm.umin.i64(i64 %123, i64 8)
  %125 = trunc nuw nsw i64 %124 to i32
  %126 = tail call i32 @llvm.umin.i32(i32 %115, i32 %125)
  %127 = tail call i32 @llvm.umin.i32(i32 %126, i32 %36)
  %128 = shl nuw nsw i32 %127, 1
  %129 = ptrtoint ptr addrspace(3) %119 to i64
  %130 = trunc i64 %129 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %130, ptr addrspace(1) %110, i32 %128) #5
  br label %.loopexit68

.preheader67:                                     ; preds = %.preheader67.preheader, %.preheader67
  %131 = phi i64 [ %141, %.preheader67 ], [ 0, %.preheader67.preheader ]
  %132 = trunc nuw nsw i64 %131 to i32
  %133 = or disjoint i32 %23, %132
  %134 = add i32 %133, %107
  %135 = sext i32 %134 to i64
  %136 = getelementptr bfloat, ptr addrspace(1) %0, i64 %135
  %137 = icmp slt i32 %133, %5
  %.reass76.reass.reass = and i1 %137, %invariant.op184
  %138 = zext i1 %.reass76.reass.reass to i32
  %139 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %136, i32 %138, i16 0) #5
  %140 = getelementptr bfloat, ptr addrspace(3) %119, i64 %131
  store i16 %139, ptr addrspace(3) %140, align 2
  %141 = add nuw nsw i64 %131, 1
  %exitcond104.not = icmp eq i64 %141, 8
  br i1 %exitcond104.not, label %.loopexit68, label %.preheader67

.loopexit68:                                      ; preds = %.preheader67, %120
  %142 = or disjoint i32 %24, 96
  %143 = or disjoint i32 %142, %11
  %144 = mul i32 %5, %143
  %145 = add i32 %144, %23
  %146 = sext i32 %145 to i64
  %147 = getelementptr bfloat, ptr addrspace(1) %0, i64 %146
  %148 = ptrtoint ptr addrspace(1) %147 to i64
  %149 = and i64 %148, 15
  %150 = icmp eq i64 %149, 0
  %151 = icmp slt i32 %143, %3
  %152 = select i1 %151, i32 8, i32 0
  %153 = shl nuw nsw i32 %142, 6
  %154 = or disjoint i32 %41, %153
  %155 = zext nneg i32 %154 to i64
  %156 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %155
  br i1 %150, label %157, label %.preheader65.preheader

.preheader65.preheader:                           ; preds = %.loopexit68
  %invariant.op185 = and i1 %151, %22
  br label %.preheader65

157:                                              ; preds = %.loopexit68
  %158 = zext nneg i32 %23 to i64
  %159 = sub nsw i64 %35, %158
  %160 = tail call i64 @llvm.smax.i64(i64 %159, i64 0)
  %161 = tail call i64 @llvm.umin.i64(i64 %160, i64 8)
  %162 = trunc nuw nsw i64 %161 to i32
  %163 = tail call i32 @llvm.umin.i32(i32 %152, i32 %162)
  %164 = tail call i32 @llvm.umin.i32(i32 %163, i32 %36)
  %165 = shl nuw nsw i32 %164, 1
  %166 = ptrtoint ptr addrspace(3) %156 to i64
  %167 = trunc i64 %166 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %167, ptr addrspace(1) %147, i32 %165) #5
  br label %.loopexit66

.preheader65:                                     ; preds = %.preheader65.preheader, %.preheader65
  %168 = phi i64 [ %178, %.preheader65 ], [ 0, %.preheader65.preheader ]
  %169 = trunc nuw nsw i64 %168 to i32
  %170 = or disjoint i32 %23, %169
  %171 = add i32 %170, %144
  %172 = sext i32 %171 to i64
  %173 = getelementptr bfloat, ptr addrspace(1) %0, i64 %172
  %174 = icmp slt i32 %170, %5
  %.reass78.reass.reass = and i1 %174, %invariant.op185
  %175 = zext i1 %.reass78.reass.reass to i32
  %176 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %173, i32 %175, i16 0) #5
  %177 = getelementptr bfloat, ptr addrspace(3) %156, i64 %168
  store i16 %176, ptr addrspace(3) %177, align 2
  %178 = add nuw nsw i64 %168, 1
  %exitcond105.not = icmp eq i64 %178, 8
  br i1 %exitcond105.not, label %.loopexit66, label %.preheader65

.loopexit66:                                      ; preds = %.preheader65, %157
  %179 = and i32 %8, 56
  %180 = mul i32 %4, %37
  %181 = or disjoint i32 %179, %12
  %182 = add i32 %180, %181
  %183 = sext i32 %182 to i64
  %184 = getelementptr bfloat, ptr addrspace(1) %1, i64 %183
  %185 = ptrtoint ptr addrspace(1) %184 to i64
  %186 = and i64 %185, 15
  %187 = icmp eq i64 %186, 0
  %188 = icmp slt i32 %37, %5
  %189 = sext i32 %4 to i64
  %190 = sext i32 %181 to i64
  %191 = sub nsw i64 %189, %190
  %192 = tail call i64 @llvm.smax.i64(i64 %191, i64 0)
  %193 = tail call i64 @llvm.umin.i64(i64 %192, i64 8)
  %194 = trunc nuw nsw i64 %193 to i32
  %195 = lshr exact i32 %179, 3
  %196 = and i32 %37, 7
  %197 = xor i32 %195, %196
  %198 = shl nuw nsw i32 %37, 7
  %199 = shl nuw nsw i32 %197, 4
  %200 = or disjoint i32 %199, %198
  %201 = zext nneg i32 %200 to i64
  %202 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 32768), i64 %201
  br i1 %187, label %203, label %.preheader63.preheader

.preheader63.preheader:                           ; preds = %.loopexit66
  %invariant.op186 = or i32 %179, %12
  br label %.preheader63

203:                                              ; preds = %.loopexit66
  %204 = tail call i32 @llvm.umin.i32(i32 %194, i32 %36)
  %205 = shl nuw nsw i32 %204, 1
  %206 = select i1 %188, i32 %205, i32 0
  %207 = ptrtoint ptr addrspace(3) %202 to i64
  %208 = trunc i64 %207 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %208, ptr addrspace(1) %184, i32 %206) #5
  br label %.loopexit64

.preheader63:                                     ; preds = %.preheader63.preheader, %.preheader63
  %209 = phi i64 [ %219, %.preheader63 ], [ 0, %.preheader63.preheader ]
  %210 = trunc nuw nsw i64 %209 to i32
  %.reass.reass = or i32 %210, %invariant.op186
  %211 = add i32 %.reass.reass, %180
  %212 = sext i32 %211 to i64
  %213 = getelementptr bfloat, ptr addrspace(1) %1, i64 %212
  %214 = icmp slt i32 %.reass.reass, %4
  %215 = and i1 %188, %214
  %216 = zext i1 %215 to i32
  %217 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %213, i32 %216, i16 0) #5
  %218 = getelementptr bfloat, ptr addrspace(3) %202, i64 %209
  store i16 %217, ptr addrspace(3) %218, align 2
  %219 = add nuw nsw i64 %209, 1
  %exitcond106.not = icmp eq i64 %219, 8
  br i1 %exitcond106.not, label %.loopexit64, label %.preheader63

.loopexit64:                                      ; preds = %.preheader63, %203
  %220 = lshr i32 %67, 6
  %221 = mul i32 %4, %220
  %222 = add i32 %221, %181
  %223 = sext i32 %222 to i64
  %224 = getelementptr bfloat, ptr addrspace(1) %1, i64 %223
  %225 = ptrtoint ptr addrspace(1) %224 to i64
  %226 = and i64 %225, 15
  %227 = icmp eq i64 %226, 0
  %228 = icmp slt i32 %220, %5
  %229 = and i32 %220, 7
  %230 = xor i32 %229, %195
  %231 = shl nuw nsw i32 %220, 7
  %232 = shl nuw nsw i32 %230, 4
  %233 = or disjoint i32 %232, %231
  %234 = zext nneg i32 %233 to i64
  %235 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 32768), i64 %234
  br i1 %227, label %236, label %.preheader61.preheader

.preheader61.preheader:                           ; preds = %.loopexit64
  %invariant.op187 = or i32 %179, %12
  br label %.preheader61

236:                                              ; preds = %.loopexit64
  %237 = tail call i32 @llvm.umin.i32(i32 %194, i32 %36)
  %238 = shl nuw nsw i32 %237, 1
  %239 = select i1 %228, i32 %238, i32 0
  %240 = ptrtoint ptr addrspace(3) %235 to i64
  %241 = trunc i64 %240 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %241, ptr addrspace(1) %224, i32 %239) #5
  br label %.loopexit62

.preheader61:                                     ; preds = %.preheader61.preheader, %.preheader61
  %242 = phi i64 [ %252, %.preheader61 ], [ 0, %.preheader61.preheader ]
  %243 = trunc nuw nsw i64 %242 to i32
  %.reass133.reass = or i32 %243, %invariant.op187
  %244 = add i32 %.reass133.reass, %221
  %245 = sext i32 %244 to i64
  %246 = getelementptr bfloat, ptr addrspace(1) %1, i64 %245
  %247 = icmp slt i32 %.reass133.reass, %4
  %248 = and i1 %228, %247
  %249 = zext i1 %248 to i32
  %250 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %246, i32 %249, i16 0) #5
  %251 = getelementptr bfloat, ptr addrspace(3) %235, i64 %242
  store i16 %250, ptr addrspace(3) %251, align 2
  %252 = add nuw nsw i64 %242, 1
  %exitcond107.not = icmp eq i64 %252, 8
  br i1 %exitcond107.not, label %.loopexit62, label %.preheader61

.loopexit62:                                      ; preds = %.preheader61, %236
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %253 = icmp sgt i32 %5, 32
  %254 = or disjoint i32 %23, 32
  %255 = add i32 %26, %254
  %256 = sext i32 %255 to i64
  %257 = getelementptr bfloat, ptr addrspace(1) %0, i64 %256
  %258 = ptrtoint ptr addrspace(1) %257 to i64
  %259 = and i64 %258, 15
  %260 = icmp eq i64 %259, 0
  %261 = select i1 %253, i32 8, i32 0
  %262 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 8192), i64 %43
  br i1 %260, label %263, label %.preheader59.preheader

.preheader59.preheader:                           ; preds = %.loopexit62
  %invariant.op188 = or disjoint i32 %23, 32
  %invariant.op189 = and i1 %33, %253
  br label %.preheader59

263:                                              ; preds = %.loopexit62
  %264 = zext nneg i32 %254 to i64
  %265 = sub nsw i64 %35, %264
  %266 = tail call i64 @llvm.smax.i64(i64 %265, i64 0)
  %267 = tail call i64 @llvm.umin.i64(i64 %266, i64 8)
  %268 = trunc nuw nsw i64 %267 to i32
  %269 = tail call i32 @llvm.umin.i32(i32 %34, i32 %268)
  %270 = tail call i32 @llvm.umin.i32(i32 %269, i32 %261)
  %271 = shl nuw nsw i32 %270, 1
  %272 = ptrtoint ptr addrspace(3) %262 to i64
  %273 = trunc i64 %272 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %273, ptr addrspace(1) %257, i32 %271) #5
  br label %.loopexit60

.preheader59:                                     ; preds = %.preheader59.preheader, %.preheader59
  %274 = phi i64 [ %283, %.preheader59 ], [ 0, %.preheader59.preheader ]
  %275 = trunc nuw nsw i64 %274 to i32
  %.reass135.reass = or disjoint i32 %275, %invariant.op188
  %276 = add i32 %.reass135.reass, %26
  %277 = sext i32 %276 to i64
  %278 = getelementptr bfloat, ptr addrspace(1) %0, i64 %277
  %279 = icmp slt i32 %.reass135.reass, %5
  %.reass80.reass.reass = and i1 %279, %invariant.op189
  %280 = zext i1 %.reass80.reass.reass to i32
  %281 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %278, i32 %280, i16 0) #5
  %282 = getelementptr bfloat, ptr addrspace(3) %262, i64 %274
  store i16 %281, ptr addrspace(3) %282, align 2
  %283 = add nuw nsw i64 %274, 1
  %exitcond108.not = icmp eq i64 %283, 8
  br i1 %exitcond108.not, label %.loopexit60, label %.preheader59

.loopexit60:                                      ; preds = %.preheader59, %263
  %284 = add i32 %70, %254
  %285 = sext i32 %284 to i64
  %286 = getelementptr bfloat, ptr addrspace(1) %0, i64 %285
  %287 = ptrtoint ptr addrspace(1) %286 to i64
  %288 = and i64 %287, 15
  %289 = icmp eq i64 %288, 0
  %290 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 8192), i64 %81
  br i1 %289, label %291, label %.preheader57.preheader

.preheader57.preheader:                           ; preds = %.loopexit60
  %invariant.op190 = or disjoint i32 %23, 32
  %invariant.op191 = and i1 %77, %253
  br label %.preheader57

291:                                              ; preds = %.loopexit60
  %292 = zext nneg i32 %254 to i64
  %293 = sub nsw i64 %35, %292
  %294 = tail call i64 @llvm.smax.i64(i64 %293, i64 0)
  %295 = tail call i64 @llvm.umin.i64(i64 %294, i64 8)
  %296 = trunc nuw nsw i64 %295 to i32
  %297 = tail call i32 @llvm.umin.i32(i32 %78, i32 %296)
  %298 = tail call i32 @llvm.umin.i32(i32 %297, i32 %261)
  %299 = shl nuw nsw i32 %298, 1
  %300 = ptrtoint ptr addrspace(3) %290 to i64
  %301 = trunc i64 %300 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %301, ptr addrspace(1) %286, i32 %299) #5
  br label %.loopexit58

.preheader57:                                     ; preds = %.preheader57.preheader, %.preheader57
  %302 = phi i64 [ %311, %.preheader57 ], [ 0, %.preheader57.preheader ]
  %303 = trunc nuw nsw i64 %302 to i32
  %.reass138.reass = or disjoint i32 %303, %invariant.op190
  %304 = add i32 %.reass138.reass, %70
  %305 = sext i32 %304 to i64
  %306 = getelementptr bfloat, ptr addrspace(1) %0, i64 %305
  %307 = icmp slt i32 %.reass138.reass, %5
  %.reass82.reass.reass = and i1 %307, %invariant.op191
  %308 = zext i1 %.reass82.reass.reass to i32
  %309 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %306, i32 %308, i16 0) #5
  %310 = getelementptr bfloat, ptr addrspace(3) %290, i64 %302
  store i16 %309, ptr addrspace(3) %310, align 2
  %311 = add nuw nsw i64 %302, 1
  %exitcond109.not = icmp eq i64 %311, 8
  br i1 %exitcond109.not, label %.loopexit58, label %.preheader57

.loopexit58:                                      ; preds = %.preheader57, %291
  %312 = add i32 %107, %254
  %313 = sext i32 %312 to i64
  %314 = getelementptr bfloat, ptr addrspace(1) %0, i64 %313
  %315 = ptrtoint ptr addrspace(1) %314 to i64
  %316 = and i64 %315, 15
  %317 = icmp eq i64 %316, 0
  %318 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 8192), i64 %118
  br i1 %317, label %319, label %.preheader55.preheader

.preheader55.preheader:                           ; preds = %.loopexit58
  %invariant.op192 = or disjoint i32 %23, 32
  %invariant.op193 = and i1 %114, %253
  br label %.preheader55

319:                                              ; preds = %.loopexit58
  %320 = zext nneg i32 %254 to i64
  %321 = sub nsw i64 %35, %320
  %322 = tail call i64 @llvm.smax.i64(i64 %321, i64 0)
  %323 = tail call i64 @llvm.umin.i64(i64 %322, i64 8)
  %324 = trunc nuw nsw i64 %323 to i32
  %325 = tail call i32 @llvm.umin.i32(i32 %115, i32 %324)
  %326 = tail call i32 @llvm.umin.i32(i32 %325, i32 %261)
  %327 = shl nuw nsw i32 %326, 1
  %328 = ptrtoint ptr addrspace(3) %318 to i64
  %329 = trunc i64 %328 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %329, ptr addrspace(1) %314, i32 %327) #5
  br label %.loopexit56

.preheader55:                                     ; preds = %.preheader55.preheader, %.preheader55
  %330 = phi i64 [ %339, %.preheader55 ], [ 0, %.preheader55.preheader ]
  %331 = trunc nuw nsw i64 %330 to i32
  %.reass141.reass = or disjoint i32 %331, %invariant.op192
  %332 = add i32 %.reass141.reass, %107
  %333 = sext i32 %332 to i64
  %334 = getelementptr bfloat, ptr addrspace(1) %0, i64 %333
  %335 = icmp slt i32 %.reass141.reass, %5
  %.reass84.reass.reass = and i1 %335, %invariant.op193
  %336 = zext i1 %.reass84.reass.reass to i32
  %337 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %334, i32 %336, i16 0) #5
  %338 = getelementptr bfloat, ptr addrspace(3) %318, i64 %330
  store i16 %337, ptr addrspace(3) %338, align 2
  %339 = add nuw nsw i64 %330, 1
  %exitcond110.not = icmp eq i64 %339, 8
  br i1 %exitcond110.not, label %.loopexit56, label %.preheader55

.loopexit56:                                      ; preds = %.preheader55, %319
  %340 = add i32 %144, %254
  %341 = sext i32 %340 to i64
  %342 = getelementptr bfloat, ptr addrspace(1) %0, i64 %341
  %343 = ptrtoint ptr addrspace(1) %342 to i64
  %344 = and i64 %343, 15
  %345 = icmp eq i64 %344, 0
  %346 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 8192), i64 %155
  br i1 %345, label %347, label %.preheader53.preheader

.preheader53.preheader:                           ; preds = %.loopexit56
  %invariant.op194 = or disjoint i32 %23, 32
  %invariant.op195 = and i1 %151, %253
  br label %.preheader53

347:                                              ; preds = %.loopexit56
  %348 = zext nneg i32 %254 to i64
  %349 = sub nsw i64 %35, %348
  %350 = tail call i64 @llvm.smax.i64(i64 %349, i64 0)
  %351 = tail call i64 @llvm.umin.i64(i64 %350, i64 8)
  %352 = trunc nuw nsw i64 %351 to i32
  %353 = tail call i32 @llvm.umin.i32(i32 %152, i32 %352)
  %354 = tail call i32 @llvm.umin.i32(i32 %353, i32 %261)
  %355 = shl nuw nsw i32 %354, 1
  %356 = ptrtoint ptr addrspace(3) %346 to i64
  %357 = trunc i64 %356 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %357, ptr addrspace(1) %342, i32 %355) #5
  br label %.loopexit54

.preheader53:                                     ; preds = %.preheader53.preheader, %.preheader53
  %358 = phi i64 [ %367, %.preheader53 ], [ 0, %.preheader53.preheader ]
  %359 = trunc nuw nsw i64 %358 to i32
  %.reass144.reass = or disjoint i32 %359, %invariant.op194
  %360 = add i32 %.reass144.reass, %144
  %361 = sext i32 %360 to i64
  %362 = getelementptr bfloat, ptr addrspace(1) %0, i64 %361
  %363 = icmp slt i32 %.reass144.reass, %5
  %.reass86.reass.reass = and i1 %363, %invariant.op195
  %364 = zext i1 %.reass86.reass.reass to i32
  %365 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %362, i32 %364, i16 0) #5
  %366 = getelementptr bfloat, ptr addrspace(3) %346, i64 %358
  store i16 %365, ptr addrspace(3) %366, align 2
  %367 = add nuw nsw i64 %358, 1
  %exitcond111.not = icmp eq i64 %367, 8
  br i1 %exitcond111.not, label %.loopexit54, label %.preheader53

.loopexit54:                                      ; preds = %.preheader53, %347
  %368 = or disjoint i32 %37, 32
  %369 = mul i32 %4, %368
  %370 = add i32 %369, %181
  %371 = sext i32 %370 to i64
  %372 = getelementptr bfloat, ptr addrspace(1) %1, i64 %371
  %373 = ptrtoint ptr addrspace(1) %372 to i64
  %374 = and i64 %373, 15
  %375 = icmp eq i64 %374, 0
  %376 = icmp slt i32 %368, %5
  %377 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 36864), i64 %201
  br i1 %375, label %378, label %.preheader51.preheader

.preheader51.preheader:                           ; preds = %.loopexit54
  %invariant.op196 = or i32 %179, %12
  %invariant.op197 = and i1 %376, %253
  br label %.preheader51

378:                                              ; preds = %.loopexit54
  %379 = tail call i32 @llvm.umin.i32(i32 %194, i32 %261)
  %380 = shl nuw nsw i32 %379, 1
  %381 = select i1 %376, i32 %380, i32 0
  %382 = ptrtoint ptr addrspace(3) %377 to i64
  %383 = trunc i64 %382 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %383, ptr addrspace(1) %372, i32 %381) #5
  br label %.loopexit52

.preheader51:                                     ; preds = %.preheader51.preheader, %.preheader51
  %384 = phi i64 [ %393, %.preheader51 ], [ 0, %.preheader51.preheader ]
  %385 = trunc nuw nsw i64 %384 to i32
  %.reass147.reass = or i32 %385, %invariant.op196
  %386 = add i32 %.reass147.reass, %369
  %387 = sext i32 %386 to i64
  %388 = getelementptr bfloat, ptr addrspace(1) %1, i64 %387
  %389 = icmp slt i32 %.reass147.reass, %4
  %.reass88.reass.reass = and i1 %389, %invariant.op197
  %390 = zext i1 %.reass88.reass.reass to i32
  %391 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %388, i32 %390, i16 0) #5
  %392 = getelementptr bfloat, ptr addrspace(3) %377, i64 %384
  store i16 %391, ptr addrspace(3) %392, align 2
  %393 = add nuw nsw i64 %384, 1
  %exitcond112.not = icmp eq i64 %393, 8
  br i1 %exitcond112.not, label %.loopexit52, label %.preheader51

.loopexit52:                                      ; preds = %.preheader51, %378
  %394 = or disjoint i32 %220, 32
  %395 = mul i32 %4, %394
  %396 = add i32 %395, %181
  %397 = sext i32 %396 to i64
  %398 = getelementptr bfloat, ptr addrspace(1) %1, i64 %397
  %399 = ptrtoint ptr addrspace(1) %398 to i64
  %400 = and i64 %399, 15
  %401 = icmp eq i64 %400, 0
  %402 = icmp slt i32 %394, %5
  %403 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 36864), i64 %234
  br i1 %401, label %404, label %.preheader49.preheader

.preheader49.preheader:                           ; preds = %.loopexit52
  %invariant.op198 = or i32 %179, %12
  %invariant.op199 = and i1 %402, %253
  br label %.preheader49

404:                                              ; preds = %.loopexit52
  %405 = tail call i32 @llvm.umin.i32(i32 %194, i32 %261)
  %406 = shl nuw nsw i32 %405, 1
  %407 = select i1 %402, i32 %406, i32 0
  %408 = ptrtoint ptr addrspace(3) %403 to i64
  %409 = trunc i64 %408 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %409, ptr addrspace(1) %398, i32 %407) #5
  br label %.loopexit50

.preheader49:                                     ; preds = %.preheader49.preheader, %.preheader49
  %410 = phi i64 [ %419, %.preheader49 ], [ 0, %.preheader49.preheader ]
  %411 = trunc nuw nsw i64 %410 to i32
  %.reass150.reass = or i32 %411, %invariant.op198
  %412 = add i32 %.reass150.reass, %395
  %413 = sext i32 %412 to i64
  %414 = getelementptr bfloat, ptr addrspace(1) %1, i64 %413
  %415 = icmp slt i32 %.reass150.reass, %4
  %.reass90.reass.reass = and i1 %415, %invariant.op199
  %416 = zext i1 %.reass90.reass.reass to i32
  %417 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %414, i32 %416, i16 0) #5
  %418 = getelementptr bfloat, ptr addrspace(3) %403, i64 %410
  store i16 %417, ptr addrspace(3) %418, align 2
  %419 = add nuw nsw i64 %410, 1
  %exitcond113.not = icmp eq i64 %419, 8
  br i1 %exitcond113.not, label %.loopexit50, label %.preheader49

.loopexit50:                                      ; preds = %.preheader49, %404
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %420 = icmp sgt i32 %5, 64
  %421 = or disjoint i32 %23, 64
  %422 = add i32 %26, %421
  %423 = sext i32 %422 to i64
  %424 = getelementptr bfloat, ptr addrspace(1) %0, i64 %423
  %425 = ptrtoint ptr addrspace(1) %424 to i64
  %426 = and i64 %425, 15
  %427 = icmp eq i64 %426, 0
  %428 = select i1 %420, i32 8, i32 0
  %429 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 16384), i64 %43
  br i1 %427, label %430, label %.preheader47.preheader

.preheader47.preheader:                           ; preds = %.loopexit50
  %invariant.op200 = or disjoint i32 %23, 64
  %invariant.op201 = and i1 %33, %420
  br label %.preheader47

430:                                              ; preds = %.loopexit50
  %431 = zext nneg i32 %421 to i64
  %432 = sub nsw i64 %35, %431
  %433 = tail call i64 @llvm.smax.i64(i64 %432, i64 0)
  %434 = tail call i64 @llvm.umin.i64(i64 %433, i64 8)
  %435 = trunc nuw nsw i64 %434 to i32
  %436 = tail call i32 @llvm.umin.i32(i32 %34, i32 %435)
  %437 = tail call i32 @llvm.umin.i32(i32 %436, i32 %428)
  %438 = shl nuw nsw i32 %437, 1
  %439 = ptrtoint ptr addrspace(3) %429 to i64
  %440 = trunc i64 %439 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %440, ptr addrspace(1) %424, i32 %438) #5
  br label %.loopexit48

.preheader47:                                     ; preds = %.preheader47.preheader, %.preheader47
  %441 = phi i64 [ %450, %.preheader47 ], [ 0, %.preheader47.preheader ]
  %442 = trunc nuw nsw i64 %441 to i32
  %.reass153.reass = or disjoint i32 %442, %invariant.op200
  %443 = add i32 %.reass153.reass, %26
  %444 = sext i32 %443 to i64
  %445 = getelementptr bfloat, ptr addrspace(1) %0, i64 %444
  %446 = icmp slt i32 %.reass153.reass, %5
  %.reass92.reass.reass = and i1 %446, %invariant.op201
  %447 = zext i1 %.reass92.reass.reass to i32
  %448 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %445, i32 %447, i16 0) #5
  %449 = getelementptr bfloat, ptr addrspace(3) %429, i64 %441
  store i16 %448, ptr addrspace(3) %449, align 2
  %450 = add nuw nsw i64 %441, 1
  %exitcond114.not = icmp eq i64 %450, 8
  br i1 %exitcond114.not, label %.loopexit48, label %.preheader47

.loopexit48:                                      ; preds = %.preheader47, %430
  %451 = add i32 %70, %421
  %452 = sext i32 %451 to i64
  %453 = getelementptr bfloat, ptr addrspace(1) %0, i64 %452
  %454 = ptrtoint ptr addrspace(1) %453 to i64
  %455 = and i64 %454, 15
  %456 = icmp eq i64 %455, 0
  %457 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 16384), i64 %81
  br i1 %456, label %458, label %.preheader45.preheader

.preheader45.preheader:                           ; preds = %.loopexit48
  %invariant.op202 = or disjoint i32 %23, 64
  %invariant.op203 = and i1 %77, %420
  br label %.preheader45

458:                                              ; preds = %.loopexit48
  %459 = zext nneg i32 %421 to i64
  %460 = sub nsw i64 %35, %459
  %461 = tail call i64 @llvm.smax.i64(i64 %460, i64 0)
  %462 = tail call i64 @llvm.umin.i64(i64 %461, i64 8)
  %463 = trunc nuw nsw i64 %462 to i32
  %464 = tail call i32 @llvm.umin.i32(i32 %78, i32 %463)
  %465 = tail call i32 @llvm.umin.i32(i32 %464, i32 %428)
  %466 = shl nuw nsw i32 %465, 1
  %467 = ptrtoint ptr addrspace(3) %457 to i64
  %468 = trunc i64 %467 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %468, ptr addrspace(1) %453, i32 %466) #5
  br label %.loopexit46

.preheader45:                                     ; preds = %.preheader45.preheader, %.preheader45
  %469 = phi i64 [ %478, %.preheader45 ], [ 0, %.preheader45.preheader ]
  %470 = trunc nuw nsw i64 %469 to i32
  %.reass156.reass = or disjoint i32 %470, %invariant.op202
  %471 = add i32 %.reass156.reass, %70
  %472 = sext i32 %471 to i64
  %473 = getelementptr bfloat, ptr addrspace(1) %0, i64 %472
  %474 = icmp slt i32 %.reass156.reass, %5
  %.reass94.reass.reass = and i1 %474, %invariant.op203
  %475 = zext i1 %.reass94.reass.reass to i32
  %476 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %473, i32 %475, i16 0) #5
  %477 = getelementptr bfloat, ptr addrspace(3) %457, i64 %469
  store i16 %476, ptr addrspace(3) %477, align 2
  %478 = add nuw nsw i64 %469, 1
  %exitcond115.not = icmp eq i64 %478, 8
  br i1 %exitcond115.not, label %.loopexit46, label %.preheader45

.loopexit46:                                      ; preds = %.preheader45, %458
  %479 = add i32 %107, %421
  %480 = sext i32 %479 to i64
  %481 = getelementptr bfloat, ptr addrspace(1) %0, i64 %480
  %482 = ptrtoint ptr addrspace(1) %481 to i64
  %483 = and i64 %482, 15
  %484 = icmp eq i64 %483, 0
  %485 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 16384), i64 %118
  br i1 %484, label %486, label %.preheader43.preheader

.preheader43.preheader:                           ; preds = %.loopexit46
  %invariant.op204 = or disjoint i32 %23, 64
  %invariant.op205 = and i1 %114, %420
  br label %.preheader43

486:                                              ; preds = %.loopexit46
  %487 = zext nneg i32 %421 to i64
  %488 = sub nsw i64 %35, %487
  %489 = tail call i64 @llvm.smax.i64(i64 %488, i64 0)
  %490 = tail call i64 @llvm.umin.i64(i64 %489, i64 8)
  %491 = trunc nuw nsw i64 %490 to i32
  %492 = tail call i32 @llvm.umin.i32(i32 %115, i32 %491)
  %493 = tail call i32 @llvm.umin.i32(i32 %492, i32 %428)
  %494 = shl nuw nsw i32 %493, 1
  %495 = ptrtoint ptr addrspace(3) %485 to i64
  %496 = trunc i64 %495 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %496, ptr addrspace(1) %481, i32 %494) #5
  br label %.loopexit44

.preheader43:                                     ; preds = %.preheader43.preheader, %.preheader43
  %497 = phi i64 [ %506, %.preheader43 ], [ 0, %.preheader43.preheader ]
  %498 = trunc nuw nsw i64 %497 to i32
  %.reass159.reass = or disjoint i32 %498, %invariant.op204
  %499 = add i32 %.reass159.reass, %107
  %500 = sext i32 %499 to i64
  %501 = getelementptr bfloat, ptr addrspace(1) %0, i64 %500
  %502 = icmp slt i32 %.reass159.reass, %5
  %.reass96.reass.reass = and i1 %502, %invariant.op205
  %503 = zext i1 %.reass96.reass.reass to i32
  %504 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %501, i32 %503, i16 0) #5
  %505 = getelementptr bfloat, ptr addrspace(3) %485, i64 %497
  store i16 %504, ptr addrspace(3) %505, align 2
  %506 = add nuw nsw i64 %497, 1
  %exitcond116.not = icmp eq i64 %506, 8
  br i1 %exitcond116.not, label %.loopexit44, label %.preheader43

.loopexit44:                                      ; preds = %.preheader43, %486
  %507 = add i32 %144, %421
  %508 = sext i32 %507 to i64
  %509 = getelementptr bfloat, ptr addrspace(1) %0, i64 %508
  %510 = ptrtoint ptr addrspace(1) %509 to i64
  %511 = and i64 %510, 15
  %512 = icmp eq i64 %511, 0
  %513 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 16384), i64 %155
  br i1 %512, label %514, label %.preheader41.preheader

.preheader41.preheader:                           ; preds = %.loopexit44
  %invariant.op206 = or disjoint i32 %23, 64
  %invariant.op207 = and i1 %151, %420
  br label %.preheader41

514:                                              ; preds = %.loopexit44
  %515 = zext nneg i32 %421 to i64
  %516 = sub nsw i64 %35, %515
  %517 = tail call i64 @llvm.smax.i64(i64 %516, i64 0)
  %518 = tail call i64 @llvm.umin.i64(i64 %517, i64 8)
  %519 = trunc nuw nsw i64 %518 to i32
  %520 = tail call i32 @llvm.umin.i32(i32 %152, i32 %519)
  %521 = tail call i32 @llvm.umin.i32(i32 %520, i32 %428)
  %522 = shl nuw nsw i32 %521, 1
  %523 = ptrtoint ptr addrspace(3) %513 to i64
  %524 = trunc i64 %523 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %524, ptr addrspace(1) %509, i32 %522) #5
  br label %.loopexit42

.preheader41:                                     ; preds = %.preheader41.preheader, %.preheader41
  %525 = phi i64 [ %534, %.preheader41 ], [ 0, %.preheader41.preheader ]
  %526 = trunc nuw nsw i64 %525 to i32
  %.reass162.reass = or disjoint i32 %526, %invariant.op206
  %527 = add i32 %.reass162.reass, %144
  %528 = sext i32 %527 to i64
  %529 = getelementptr bfloat, ptr addrspace(1) %0, i64 %528
  %530 = icmp slt i32 %.reass162.reass, %5
  %.reass98.reass.reass = and i1 %530, %invariant.op207
  %531 = zext i1 %.reass98.reass.reass to i32
  %532 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %529, i32 %531, i16 0) #5
  %533 = getelementptr bfloat, ptr addrspace(3) %513, i64 %525
  store i16 %532, ptr addrspace(3) %533, align 2
  %534 = add nuw nsw i64 %525, 1
  %exitcond117.not = icmp eq i64 %534, 8
  br i1 %exitcond117.not, label %.loopexit42, label %.preheader41

.loopexit42:                                      ; preds = %.preheader41, %514
  %535 = or disjoint i32 %37, 64
  %536 = mul i32 %4, %535
  %537 = add i32 %536, %181
  %538 = sext i32 %537 to i64
  %539 = getelementptr bfloat, ptr addrspace(1) %1, i64 %538
  %540 = ptrtoint ptr addrspace(1) %539 to i64
  %541 = and i64 %540, 15
  %542 = icmp eq i64 %541, 0
  %543 = icmp slt i32 %535, %5
  %544 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 40960), i64 %201
  br i1 %542, label %545, label %.preheader39.preheader

.preheader39.preheader:                           ; preds = %.loopexit42
  %invariant.op208 = or i32 %179, %12
  %invariant.op209 = and i1 %543, %420
  br label %.preheader39

545:                                              ; preds = %.loopexit42
  %546 = tail call i32 @llvm.umin.i32(i32 %194, i32 %428)
  %547 = shl nuw nsw i32 %546, 1
  %548 = select i1 %543, i32 %547, i32 0
  %549 = ptrtoint ptr addrspace(3) %544 to i64
  %550 = trunc i64 %549 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %550, ptr addrspace(1) %539, i32 %548) #5
  br label %.loopexit40

.preheader39:                                     ; preds = %.preheader39.preheader, %.preheader39
  %551 = phi i64 [ %560, %.preheader39 ], [ 0, %.preheader39.preheader ]
  %552 = trunc nuw nsw i64 %551 to i32
  %.reass165.reass = or i32 %552, %invariant.op208
  %553 = add i32 %.reass165.reass, %536
  %554 = sext i32 %553 to i64
  %555 = getelementptr bfloat, ptr addrspace(1) %1, i64 %554
  %556 = icmp slt i32 %.reass165.reass, %4
  %.reass100.reass.reass = and i1 %556, %invariant.op209
  %557 = zext i1 %.reass100.reass.reass to i32
  %558 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %555, i32 %557, i16 0) #5
  %559 = getelementptr bfloat, ptr addrspace(3) %544, i64 %551
  store i16 %558, ptr addrspace(3) %559, align 2
  %560 = add nuw nsw i64 %551, 1
  %exitcond118.not = icmp eq i64 %560, 8
  br i1 %exitcond118.not, label %.loopexit40, label %.preheader39

.loopexit40:                                      ; preds = %.preheader39, %545
  %561 = or disjoint i32 %220, 64
  %562 = mul i32 %4, %561
  %563 = add i32 %562, %181
  %564 = sext i32 %563 to i64
  %565 = getelementptr bfloat, ptr addrspace(1) %1, i64 %564
  %566 = ptrtoint ptr addrspace(1) %565 to i64
  %567 = and i64 %566, 15
  %568 = icmp eq i64 %567, 0
  %569 = icmp slt i32 %561, %5
  %570 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 40960), i64 %234
  br i1 %568, label %571, label %.preheader37.preheader

.preheader37.preheader:                           ; preds = %.loopexit40
  %invariant.op210 = or i32 %179, %12
  %invariant.op211 = and i1 %569, %420
  br label %.preheader37

571:                                              ; preds = %.loopexit40
  %572 = tail call i32 @llvm.umin.i32(i32 %194, i32 %428)
  %573 = shl nuw nsw i32 %572, 1
  %574 = select i1 %569, i32 %573, i32 0
  %575 = ptrtoint ptr addrspace(3) %570 to i64
  %576 = trunc i64 %575 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %576, ptr addrspace(1) %565, i32 %574) #5
  br label %.loopexit38

.preheader37:                                     ; preds = %.preheader37.preheader, %.preheader37
  %577 = phi i64 [ %586, %.preheader37 ], [ 0, %.preheader37.preheader ]
  %578 = trunc nuw nsw i64 %577 to i32
  %.reass168.reass = or i32 %578, %invariant.op210
  %579 = add i32 %.reass168.reass, %562
  %580 = sext i32 %579 to i64
  %581 = getelementptr bfloat, ptr addrspace(1) %1, i64 %580
  %582 = icmp slt i32 %.reass168.reass, %4
  %.reass102.reass.reass = and i1 %582, %invariant.op211
  %583 = zext i1 %.reass102.reass.reass to i32
  %584 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %581, i32 %583, i16 0) #5
  %585 = getelementptr bfloat, ptr addrspace(3) %570, i64 %577
  store i16 %584, ptr addrspace(3) %585, align 2
  %586 = add nuw nsw i64 %577, 1
  %exitcond119.not = icmp eq i64 %586, 8
  br i1 %exitcond119.not, label %.loopexit38, label %.preheader37

.loopexit38:                                      ; preds = %.preheader37, %571
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  br i1 %22, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.loopexit38
  %587 = shl nuw nsw i32 %194, 1
  %invariant.op216 = or i32 %179, %12
  %invariant.op217 = or i32 %179, %12
  br label %588

588:                                              ; preds = %.lr.ph, %.loopexit
  %589 = phi i32 [ 0, %.lr.ph ], [ %805, %.loopexit ]
  %590 = lshr exact i32 %589, 5
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %13, label %591, label %.critedge

591:                                              ; preds = %588
  %592 = and i32 %590, 3
  %593 = shl nuw nsw i32 %592, 12
  %594 = zext nneg i32 %593 to i64
  %595 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 32768), i64 %594
  %596 = ptrtoint ptr addrspace(3) %595 to i64
  %597 = shl nuw nsw i32 %592, 13
  %598 = zext nneg i32 %597 to i64
  %599 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %598
  %600 = ptrtoint ptr addrspace(3) %599 to i64
  %601 = icmp ne i32 %589, 0
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %602 = zext i1 %601 to i32
  %603 = lshr exact i64 %600, 4
  %604 = and i64 %603, 16320
  %605 = or disjoint i64 %604, -9223301530671579136
  %606 = lshr exact i64 %596, 4
  %607 = and i64 %606, 16320
  %608 = or disjoint i64 %607, 4611756662066249728
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %21, i64 %605, i64 %608, i32 135333008, i32 %602) #5
  %609 = or disjoint i64 %604, -9223301530671579134
  %610 = add i64 %596, 2048
  %611 = lshr exact i64 %610, 4
  %612 = and i64 %611, 16320
  %613 = or disjoint i64 %612, 4611756662066249728
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %21, i64 %609, i64 %613, i32 135333008, i32 1) #5
  %614 = shl nuw nsw i32 %592, 4
  %615 = zext nneg i32 %614 to i64
  %616 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152), i64 %615
  %617 = ptrtoint ptr addrspace(3) %616 to i64
  %618 = trunc i64 %617 to i32
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %618) #5
  br label %.critedge

.critedge:                                        ; preds = %588, %591
  %619 = add i32 %589, 96
  %620 = icmp slt i32 %619, %5
  br i1 %620, label %621, label %.loopexit

621:                                              ; preds = %.critedge
  %622 = add nuw nsw i32 %590, 3
  %623 = and i32 %622, 3
  %624 = lshr i32 %622, 2
  %625 = and i32 %624, 1
  %626 = xor i32 %625, 1
  %627 = shl nuw nsw i32 %623, 4
  %628 = zext nneg i32 %627 to i64
  %629 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152), i64 %628
  %630 = ptrtoint ptr addrspace(3) %629 to i64
  %631 = trunc i64 %630 to i32
  br label %632

632:                                              ; preds = %632, %621
  %633 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %631, i32 %626) #5
  %634 = icmp eq i32 %633, 0
  br i1 %634, label %632, label %635

635:                                              ; preds = %632
  %636 = shl nuw nsw i32 %623, 13
  %637 = zext nneg i32 %636 to i64
  %638 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %637
  %639 = or disjoint i32 %619, %23
  %640 = add i32 %639, %26
  %641 = sext i32 %640 to i64
  %642 = getelementptr bfloat, ptr addrspace(1) %0, i64 %641
  %643 = ptrtoint ptr addrspace(1) %642 to i64
  %644 = and i64 %643, 15
  %645 = icmp eq i64 %644, 0
  %646 = getelementptr i8, ptr addrspace(3) %638, i64 %43
  br i1 %645, label %647, label %.preheader35.preheader

.preheader35.preheader:                           ; preds = %635
  %invariant.op212 = or i32 %619, %23
  br label %.preheader35

647:                                              ; preds = %635
  %648 = sext i32 %639 to i64
  %649 = sub nsw i64 %35, %648
  %650 = tail call i64 @llvm.smax.i64(i64 %649, i64 0)
  %651 = tail call i64 @llvm.umin.i64(i64 %650, i64 8)
  %652 = trunc nuw nsw i64 %651 to i32
  %653 = tail call i32 @llvm.umin.i32(i32 %34, i32 %652)
  %654 = shl nuw nsw i32 %653, 1
  %655 = ptrtoint ptr addrspace(3) %646 to i64
  %656 = trunc i64 %655 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %656, ptr addrspace(1) %642, i32 %654) #5
  br label %.loopexit36

.preheader35:                                     ; preds = %.preheader35.preheader, %.preheader35
  %657 = phi i64 [ %667, %.preheader35 ], [ 0, %.preheader35.preheader ]
  %658 = trunc nuw nsw i64 %657 to i32
  %.reass171.reass = or i32 %658, %invariant.op212
  %659 = add i32 %.reass171.reass, %26
  %660 = sext i32 %659 to i64
  %661 = getelementptr bfloat, ptr addrspace(1) %0, i64 %660
  %662 = icmp slt i32 %.reass171.reass, %5
  %663 = and i1 %33, %662
  %664 = zext i1 %663 to i32
  %665 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %661, i32 %664, i16 0) #5
  %666 = getelementptr bfloat, ptr addrspace(3) %646, i64 %657
  store i16 %665, ptr addrspace(3) %666, align 2
  %667 = add nuw nsw i64 %657, 1
  %exitcond120.not = icmp eq i64 %667, 8
  br i1 %exitcond120.not, label %.loopexit36, label %.preheader35

.loopexit36:                                      ; preds = %.preheader35, %647
  %668 = add i32 %639, %70
  %669 = sext i32 %668 to i64
  %670 = getelementptr bfloat, ptr addrspace(1) %0, i64 %669
  %671 = ptrtoint ptr addrspace(1) %670 to i64
  %672 = and i64 %671, 15
  %673 = icmp eq i64 %672, 0
  %674 = getelementptr i8, ptr addrspace(3) %638, i64 %81
  br i1 %673, label %675, label %.preheader33.preheader

.preheader33.preheader:                           ; preds = %.loopexit36
  %invariant.op213 = or i32 %619, %23
  br label %.preheader33

675:                                              ; preds = %.loopexit36
  %676 = sext i32 %639 to i64
  %677 = sub nsw i64 %35, %676
  %678 = tail call i64 @llvm.smax.i64(i64 %677, i64 0)
  %679 = tail call i64 @llvm.umin.i64(i64 %678, i64 8)
  %680 = trunc nuw nsw i64 %679 to i32
  %681 = tail call i32 @llvm.umin.i32(i32 %78, i32 %680)
  %682 = shl nuw nsw i32 %681, 1
  %683 = ptrtoint ptr addrspace(3) %674 to i64
  %684 = trunc i64 %683 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %684, ptr addrspace(1) %670, i32 %682) #5
  br label %.loopexit34

.preheader33:                                     ; preds = %.preheader33.preheader, %.preheader33
  %685 = phi i64 [ %695, %.preheader33 ], [ 0, %.preheader33.preheader ]
  %686 = trunc nuw nsw i64 %685 to i32
  %.reass173.reass = or i32 %686, %invariant.op213
  %687 = add i32 %.reass173.reass, %70
  %688 = sext i32 %687 to i64
  %689 = getelementptr bfloat, ptr addrspace(1) %0, i64 %688
  %690 = icmp slt i32 %.reass173.reass, %5
  %691 = and i1 %77, %690
  %692 = zext i1 %691 to i32
  %693 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %689, i32 %692, i16 0) #5
  %694 = getelementptr bfloat, ptr addrspace(3) %674, i64 %685
  store i16 %693, ptr addrspace(3) %694, align 2
  %695 = add nuw nsw i64 %685, 1
  %exitcond121.not = icmp eq i64 %695, 8
  br i1 %exitcond121.not, label %.loopexit34, label %.preheader33

.loopexit34:                                      ; preds = %.preheader33, %675
  %696 = add i32 %639, %107
  %697 = sext i32 %696 to i64
  %698 = getelementptr bfloat, ptr addrspace(1) %0, i64 %697
  %699 = ptrtoint ptr addrspace(1) %698 to i64
  %700 = and i64 %699, 15
  %701 = icmp eq i64 %700, 0
  %702 = getelementptr i8, ptr addrspace(3) %638, i64 %118
  br i1 %701, label %703, label %.preheader31.preheader

.preheader31.preheader:                           ; preds = %.loopexit34
  %invariant.op214 = or i32 %619, %23
  br label %.preheader31

703:                                              ; preds = %.loopexit34
  %704 = sext i32 %639 to i64
  %705 = sub nsw i64 %35, %704
  %706 = tail call i64 @llvm.smax.i64(i64 %705, i64 0)
  %707 = tail call i64 @llvm.umin.i64(i64 %706, i64 8)
  %708 = trunc nuw nsw i64 %707 to i32
  %709 = tail call i32 @llvm.umin.i32(i32 %115, i32 %708)
  %710 = shl nuw nsw i32 %709, 1
  %711 = ptrtoint ptr addrspace(3) %702 to i64
  %712 = trunc i64 %711 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %712, ptr addrspace(1) %698, i32 %710) #5
  br label %.loopexit32

.preheader31:                                     ; preds = %.preheader31.preheader, %.preheader31
  %713 = phi i64 [ %723, %.preheader31 ], [ 0, %.preheader31.preheader ]
  %714 = trunc nuw nsw i64 %713 to i32
  %.reass175.reass = or i32 %714, %invariant.op214
  %715 = add i32 %.reass175.reass, %107
  %716 = sext i32 %715 to i64
  %717 = getelementptr bfloat, ptr addrspace(1) %0, i64 %716
  %718 = icmp slt i32 %.reass175.reass, %5
  %719 = and i1 %114, %718
  %720 = zext i1 %719 to i32
  %721 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %717, i32 %720, i16 0) #5
  %722 = getelementptr bfloat, ptr addrspace(3) %702, i64 %713
  store i16 %721, ptr addrspace(3) %722, align 2
  %723 = add nuw nsw i64 %713, 1
  %exitcond122.not = icmp eq i64 %723, 8
  br i1 %exitcond122.not, label %.loopexit32, label %.preheader31

.loopexit32:                                      ; preds = %.preheader31, %703
  %724 = add i32 %639, %144
  %725 = sext i32 %724 to i64
  %726 = getelementptr bfloat, ptr addrspace(1) %0, i64 %725
  %727 = ptrtoint ptr addrspace(1) %726 to i64
  %728 = and i64 %727, 15
  %729 = icmp eq i64 %728, 0
  %730 = getelementptr i8, ptr addrspace(3) %638, i64 %155
  br i1 %729, label %731, label %.preheader29.preheader

.preheader29.preheader:                           ; preds = %.loopexit32
  %invariant.op215 = or i32 %619, %23
  br label %.preheader29

731:                                              ; preds = %.loopexit32
  %732 = sext i32 %639 to i64
  %733 = sub nsw i64 %35, %732
  %734 = tail call i64 @llvm.smax.i64(i64 %733, i64 0)
  %735 = tail call i64 @llvm.umin.i64(i64 %734, i64 8)
  %736 = trunc nuw nsw i64 %735 to i32
  %737 = tail call i32 @llvm.umin.i32(i32 %152, i32 %736)
  %738 = shl nuw nsw i32 %737, 1
  %739 = ptrtoint ptr addrspace(3) %730 to i64
  %740 = trunc i64 %739 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %740, ptr addrspace(1) %726, i32 %738) #5
  br label %.loopexit30

.preheader29:                                     ; preds = %.preheader29.preheader, %.preheader29
  %741 = phi i64 [ %751, %.preheader29 ], [ 0, %.preheader29.preheader ]
  %742 = trunc nuw nsw i64 %741 to i32
  %.reass177.reass = or i32 %742, %invariant.op215
  %743 = add i32 %.reass177.reass, %144
  %744 = sext i32 %743 to i64
  %745 = getelementptr bfloat, ptr addrspace(1) %0, i64 %744
  %746 = icmp slt i32 %.reass177.reass, %5
  %747 = and i1 %151, %746
  %748 = zext i1 %747 to i32
  %749 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %745, i32 %748, i16 0) #5
  %750 = getelementptr bfloat, ptr addrspace(3) %730, i64 %741
  store i16 %749, ptr addrspace(3) %750, align 2
  %751 = add nuw nsw i64 %741, 1
  %exitcond123.not = icmp eq i64 %751, 8
  br i1 %exitcond123.not, label %.loopexit30, label %.preheader29

.loopexit30:                                      ; preds = %.preheader29, %731
  %752 = shl nuw nsw i32 %623, 12
  %753 = zext nneg i32 %752 to i64
  %754 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 32768), i64 %753
  %755 = or disjoint i32 %619, %37
  %756 = mul i32 %755, %4
  %757 = add i32 %756, %181
  %758 = sext i32 %757 to i64
  %759 = getelementptr bfloat, ptr addrspace(1) %1, i64 %758
  %760 = ptrtoint ptr addrspace(1) %759 to i64
  %761 = and i64 %760, 15
  %762 = icmp eq i64 %761, 0
  %763 = icmp slt i32 %755, %5
  %764 = getelementptr i8, ptr addrspace(3) %754, i64 %201
  br i1 %762, label %765, label %.preheader27

765:                                              ; preds = %.loopexit30
  %766 = select i1 %763, i32 %587, i32 0
  %767 = ptrtoint ptr addrspace(3) %764 to i64
  %768 = trunc i64 %767 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %768, ptr addrspace(1) %759, i32 %766) #5
  br label %.loopexit28

.preheader27:                                     ; preds = %.loopexit30, %.preheader27
  %769 = phi i64 [ %779, %.preheader27 ], [ 0, %.loopexit30 ]
  %770 = trunc nuw nsw i64 %769 to i32
  %.reass179.reass = or i32 %770, %invariant.op216
  %771 = add i32 %.reass179.reass, %756
  %772 = sext i32 %771 to i64
  %773 = getelementptr bfloat, ptr addrspace(1) %1, i64 %772
  %774 = icmp slt i32 %.reass179.reass, %4
  %775 = and i1 %763, %774
  %776 = zext i1 %775 to i32
  %777 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %773, i32 %776, i16 0) #5
  %778 = getelementptr bfloat, ptr addrspace(3) %764, i64 %769
  store i16 %777, ptr addrspace(3) %778, align 2
  %779 = add nuw nsw i64 %769, 1
  %exitcond124.not = icmp eq i64 %779, 8
  br i1 %exitcond124.not, label %.loopexit28, label %.preheader27

.loopexit28:                                      ; preds = %.preheader27, %765
  %780 = or disjoint i32 %619, %220
  %781 = mul i32 %780, %4
  %782 = add i32 %781, %181
  %783 = sext i32 %782 to i64
  %784 = getelementptr bfloat, ptr addrspace(1) %1, i64 %783
  %785 = ptrtoint ptr addrspace(1) %784 to i64
  %786 = and i64 %785, 15
  %787 = icmp eq i64 %786, 0
  %788 = icmp slt i32 %780, %5
  %789 = getelementptr i8, ptr addrspace(3) %754, i64 %234
  br i1 %787, label %790, label %.preheader

790:                                              ; preds = %.loopexit28
  %791 = select i1 %788, i32 %587, i32 0
  %792 = ptrtoint ptr addrspace(3) %789 to i64
  %793 = trunc i64 %792 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %793, ptr addrspace(1) %784, i32 %791) #5
  br label %.loopexit

.preheader:                                       ; preds = %.loopexit28, %.preheader
  %794 = phi i64 [ %804, %.preheader ], [ 0, %.loopexit28 ]
  %795 = trunc nuw nsw i64 %794 to i32
  %.reass181.reass = or i32 %795, %invariant.op217
  %796 = add i32 %.reass181.reass, %781
  %797 = sext i32 %796 to i64
  %798 = getelementptr bfloat, ptr addrspace(1) %1, i64 %797
  %799 = icmp slt i32 %.reass181.reass, %4
  %800 = and i1 %788, %799
  %801 = zext i1 %800 to i32
  %802 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %798, i32 %801, i16 0) #5
  %803 = getelementptr bfloat, ptr addrspace(3) %789, i64 %794
  store i16 %802, ptr addrspace(3) %803, align 2
  %804 = add nuw nsw i64 %794, 1
  %exitcond125.not = icmp eq i64 %804, 8
  br i1 %exitcond125.not, label %.loopexit, label %.preheader

.loopexit:                                        ; preds = %.preheader, %790, %.critedge
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %805 = add i32 %589, 32
  %806 = icmp slt i32 %805, %5
  br i1 %806, label %588, label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit, %.loopexit38
  br i1 %13, label %807, label %.preheader182

807:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49216) to i32)) #5
  br label %.preheader182

.preheader182:                                    ; preds = %807, %._crit_edge
  br label %808

808:                                              ; preds = %.preheader182, %808
  %809 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49216) to i32), i32 0) #5
  %810 = icmp eq i32 %809, 0
  br i1 %810, label %808, label %811

811:                                              ; preds = %808
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %812 = shl nuw nsw i32 %7, 16
  %813 = and i32 %812, 6291456
  %814 = add i32 %21, %813
  %815 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %814) #5
  %816 = add i32 %814, 32
  %817 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %816) #5
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %18, label %818, label %819

818:                                              ; preds = %811
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 64;", "r,~{memory}"(i32 %21) #5
  br label %819

819:                                              ; preds = %818, %811
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %13, label %820, label %821

820:                                              ; preds = %819
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 16)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 32)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 48)) #5
  br label %821

821:                                              ; preds = %820, %819
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %13, label %822, label %823

822:                                              ; preds = %821
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49216) to i32)) #5
  br label %823

823:                                              ; preds = %822, %821
  %824 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 31
  %825 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 30
  %826 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 29
  %827 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 28
  %828 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 27
  %829 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 26
  %830 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 25
  %831 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 24
  %832 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 23
  %833 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 22
  %834 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 21
  %835 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 20
  %836 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 19
  %837 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 18
  %838 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 17
  %839 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 16
  %840 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 15
  %841 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 14
  %842 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 13
  %843 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 12
  %844 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 11
  %845 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 10
  %846 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 9
  %847 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 8
  %848 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 7
  %849 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 6
  %850 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 5
  %851 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 4
  %852 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 3
  %853 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 2
  %854 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 1
  %855 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %817, 0
  %856 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 31
  %857 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 30
  %858 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 29
  %859 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 28
  %860 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 27
  %861 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 26
  %862 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 25
  %863 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 24
  %864 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 23
  %865 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 22
  %866 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 21
  %867 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 20
  %868 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 19
  %869 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 18
  %870 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 17
  %871 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 16
  %872 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 15
  %873 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 14
  %874 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 13
  %875 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 12
  %876 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 11
  %877 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 10
  %878 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 9
  %879 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 8
  %880 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 7
  %881 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 6
  %882 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 5
  %883 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 4
  %884 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 3
  %885 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 2
  %886 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 1
  %887 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %815, 0
  %888 = or disjoint i32 %11, %7
  %889 = mul i32 %4, %888
  %890 = add i32 %889, %12
  %891 = sext i32 %890 to i64
  %892 = getelementptr float, ptr addrspace(1) %2, i64 %891
  %893 = icmp slt i32 %888, %3
  %894 = icmp slt i32 %12, %4
  %895 = and i1 %893, %894
  %896 = or disjoint i32 %12, 1
  %897 = icmp slt i32 %896, %4
  %898 = and i1 %893, %897
  %899 = or disjoint i32 %12, 2
  %900 = icmp slt i32 %899, %4
  %901 = and i1 %893, %900
  %902 = or disjoint i32 %12, 3
  %903 = icmp slt i32 %902, %4
  %904 = and i1 %893, %903
  %905 = ptrtoint ptr addrspace(1) %892 to i64
  %906 = and i64 %905, 15
  %907 = icmp eq i64 %906, 0
  %908 = and i1 %904, %907
  %909 = xor i1 %895, %908
  %910 = xor i1 %898, %908
  %911 = xor i1 %901, %908
  %912 = xor i1 %904, %908
  %913 = zext i1 %908 to i32
  %914 = select i1 %22, i32 %887, i32 0
  %915 = select i1 %22, i32 %886, i32 0
  %916 = select i1 %22, i32 %885, i32 0
  %917 = select i1 %22, i32 %884, i32 0
  %918 = zext i1 %909 to i32
  %919 = zext i1 %910 to i32
  %920 = zext i1 %911 to i32
  %921 = zext i1 %912 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %913, i32 %914, i32 %915, i32 %916, i32 %917, ptr addrspace(1) %892, i32 %918, i32 %919, i32 %920, i32 %921) #5
  %922 = or disjoint i32 %12, 4
  %923 = add i32 %889, %922
  %924 = sext i32 %923 to i64
  %925 = getelementptr float, ptr addrspace(1) %2, i64 %924
  %926 = icmp slt i32 %922, %4
  %927 = and i1 %893, %926
  %928 = or disjoint i32 %12, 5
  %929 = icmp slt i32 %928, %4
  %930 = and i1 %893, %929
  %931 = or disjoint i32 %12, 6
  %932 = icmp slt i32 %931, %4
  %933 = and i1 %893, %932
  %934 = or disjoint i32 %12, 7
  %935 = icmp slt i32 %934, %4
  %936 = and i1 %893, %935
  %937 = ptrtoint ptr addrspace(1) %925 to i64
  %938 = and i64 %937, 15
  %939 = icmp eq i64 %938, 0
  %940 = and i1 %936, %939
  %941 = xor i1 %927, %940
  %942 = xor i1 %930, %940
  %943 = xor i1 %933, %940
  %944 = xor i1 %936, %940
  %945 = zext i1 %940 to i32
  %946 = select i1 %22, i32 %883, i32 0
  %947 = select i1 %22, i32 %882, i32 0
  %948 = select i1 %22, i32 %881, i32 0
  %949 = select i1 %22, i32 %880, i32 0
  %950 = zext i1 %941 to i32
  %951 = zext i1 %942 to i32
  %952 = zext i1 %943 to i32
  %953 = zext i1 %944 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %945, i32 %946, i32 %947, i32 %948, i32 %949, ptr addrspace(1) %925, i32 %950, i32 %951, i32 %952, i32 %953) #5
  %954 = or disjoint i32 %12, 8
  %955 = add i32 %889, %954
  %956 = sext i32 %955 to i64
  %957 = getelementptr float, ptr addrspace(1) %2, i64 %956
  %958 = icmp slt i32 %954, %4
  %959 = and i1 %893, %958
  %960 = or disjoint i32 %12, 9
  %961 = icmp slt i32 %960, %4
  %962 = and i1 %893, %961
  %963 = or disjoint i32 %12, 10
  %964 = icmp slt i32 %963, %4
  %965 = and i1 %893, %964
  %966 = or disjoint i32 %12, 11
  %967 = icmp slt i32 %966, %4
  %968 = and i1 %893, %967
  %969 = ptrtoint ptr addrspace(1) %957 to i64
  %970 = and i64 %969, 15
  %971 = icmp eq i64 %970, 0
  %972 = and i1 %968, %971
  %973 = xor i1 %959, %972
  %974 = xor i1 %962, %972
  %975 = xor i1 %965, %972
  %976 = xor i1 %968, %972
  %977 = zext i1 %972 to i32
  %978 = select i1 %22, i32 %879, i32 0
  %979 = select i1 %22, i32 %878, i32 0
  %980 = select i1 %22, i32 %877, i32 0
  %981 = select i1 %22, i32 %876, i32 0
  %982 = zext i1 %973 to i32
  %983 = zext i1 %974 to i32
  %984 = zext i1 %975 to i32
  %985 = zext i1 %976 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %977, i32 %978, i32 %979, i32 %980, i32 %981, ptr addrspace(1) %957, i32 %982, i32 %983, i32 %984, i32 %985) #5
  %986 = or disjoint i32 %12, 12
  %987 = add i32 %889, %986
  %988 = sext i32 %987 to i64
  %989 = getelementptr float, ptr addrspace(1) %2, i64 %988
  %990 = icmp slt i32 %986, %4
  %991 = and i1 %893, %990
  %992 = or disjoint i32 %12, 13
  %993 = icmp slt i32 %992, %4
  %994 = and i1 %893, %993
  %995 = or disjoint i32 %12, 14
  %996 = icmp slt i32 %995, %4
  %997 = and i1 %893, %996
  %998 = or disjoint i32 %12, 15
  %999 = icmp slt i32 %998, %4
  %1000 = and i1 %893, %999
  %1001 = ptrtoint ptr addrspace(1) %989 to i64
  %1002 = and i64 %1001, 15
  %1003 = icmp eq i64 %1002, 0
  %1004 = and i1 %1000, %1003
  %1005 = xor i1 %991, %1004
  %1006 = xor i1 %994, %1004
  %1007 = xor i1 %997, %1004
  %1008 = xor i1 %1000, %1004
  %1009 = zext i1 %1004 to i32
  %1010 = select i1 %22, i32 %875, i32 0
  %1011 = select i1 %22, i32 %874, i32 0
  %1012 = select i1 %22, i32 %873, i32 0
  %1013 = select i1 %22, i32 %872, i32 0
  %1014 = zext i1 %1005 to i32
  %1015 = zext i1 %1006 to i32
  %1016 = zext i1 %1007 to i32
  %1017 = zext i1 %1008 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1009, i32 %1010, i32 %1011, i32 %1012, i32 %1013, ptr addrspace(1) %989, i32 %1014, i32 %1015, i32 %1016, i32 %1017) #5
  %1018 = or disjoint i32 %12, 16
  %1019 = add i32 %889, %1018
  %1020 = sext i32 %1019 to i64
  %1021 = getelementptr float, ptr addrspace(1) %2, i64 %1020
  %1022 = icmp slt i32 %1018, %4
  %1023 = and i1 %893, %1022
  %1024 = or disjoint i32 %12, 17
  %1025 = icmp slt i32 %1024, %4
  %1026 = and i1 %893, %1025
  %1027 = or disjoint i32 %12, 18
  %1028 = icmp slt i32 %1027, %4
  %1029 = and i1 %893, %1028
  %1030 = or disjoint i32 %12, 19
  %1031 = icmp slt i32 %1030, %4
  %1032 = and i1 %893, %1031
  %1033 = ptrtoint ptr addrspace(1) %1021 to i64
  %1034 = and i64 %1033, 15
  %1035 = icmp eq i64 %1034, 0
  %1036 = and i1 %1032, %1035
  %1037 = xor i1 %1023, %1036
  %1038 = xor i1 %1026, %1036
  %1039 = xor i1 %1029, %1036
  %1040 = xor i1 %1032, %1036
  %1041 = zext i1 %1036 to i32
  %1042 = select i1 %22, i32 %871, i32 0
  %1043 = select i1 %22, i32 %870, i32 0
  %1044 = select i1 %22, i32 %869, i32 0
  %1045 = select i1 %22, i32 %868, i32 0
  %1046 = zext i1 %1037 to i32
  %1047 = zext i1 %1038 to i32
  %1048 = zext i1 %1039 to i32
  %1049 = zext i1 %1040 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1041, i32 %1042, i32 %1043, i32 %1044, i32 %1045, ptr addrspace(1) %1021, i32 %1046, i32 %1047, i32 %1048, i32 %1049) #5
  %1050 = or disjoint i32 %12, 20
  %1051 = add i32 %889, %1050
  %1052 = sext i32 %1051 to i64
  %1053 = getelementptr float, ptr addrspace(1) %2, i64 %1052
  %1054 = icmp slt i32 %1050, %4
  %1055 = and i1 %893, %1054
  %1056 = or disjoint i32 %12, 21
  %1057 = icmp slt i32 %1056, %4
  %1058 = and i1 %893, %1057
  %1059 = or disjoint i32 %12, 22
  %1060 = icmp slt i32 %1059, %4
  %1061 = and i1 %893, %1060
  %1062 = or disjoint i32 %12, 23
  %1063 = icmp slt i32 %1062, %4
  %1064 = and i1 %893, %1063
  %1065 = ptrtoint ptr addrspace(1) %1053 to i64
  %1066 = and i64 %1065, 15
  %1067 = icmp eq i64 %1066, 0
  %1068 = and i1 %1064, %1067
  %1069 = xor i1 %1055, %1068
  %1070 = xor i1 %1058, %1068
  %1071 = xor i1 %1061, %1068
  %1072 = xor i1 %1064, %1068
  %1073 = zext i1 %1068 to i32
  %1074 = select i1 %22, i32 %867, i32 0
  %1075 = select i1 %22, i32 %866, i32 0
  %1076 = select i1 %22, i32 %865, i32 0
  %1077 = select i1 %22, i32 %864, i32 0
  %1078 = zext i1 %1069 to i32
  %1079 = zext i1 %1070 to i32
  %1080 = zext i1 %1071 to i32
  %1081 = zext i1 %1072 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1073, i32 %1074, i32 %1075, i32 %1076, i32 %1077, ptr addrspace(1) %1053, i32 %1078, i32 %1079, i32 %1080, i32 %1081) #5
  %1082 = or disjoint i32 %12, 24
  %1083 = add i32 %889, %1082
  %1084 = sext i32 %1083 to i64
  %1085 = getelementptr float, ptr addrspace(1) %2, i64 %1084
  %1086 = icmp slt i32 %1082, %4
  %1087 = and i1 %893, %1086
  %1088 = or disjoint i32 %12, 25
  %1089 = icmp slt i32 %1088, %4
  %1090 = and i1 %893, %1089
  %1091 = or disjoint i32 %12, 26
  %1092 = icmp slt i32 %1091, %4
  %1093 = and i1 %893, %1092
  %1094 = or disjoint i32 %12, 27
  %1095 = icmp slt i32 %1094, %4
  %1096 = and i1 %893, %1095
  %1097 = ptrtoint ptr addrspace(1) %1085 to i64
  %1098 = and i64 %1097, 15
  %1099 = icmp eq i64 %1098, 0
  %1100 = and i1 %1096, %1099
  %1101 = xor i1 %1087, %1100
  %1102 = xor i1 %1090, %1100
  %1103 = xor i1 %1093, %1100
  %1104 = xor i1 %1096, %1100
  %1105 = zext i1 %1100 to i32
  %1106 = select i1 %22, i32 %863, i32 0
  %1107 = select i1 %22, i32 %862, i32 0
  %1108 = select i1 %22, i32 %861, i32 0
  %1109 = select i1 %22, i32 %860, i32 0
  %1110 = zext i1 %1101 to i32
  %1111 = zext i1 %1102 to i32
  %1112 = zext i1 %1103 to i32
  %1113 = zext i1 %1104 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1105, i32 %1106, i32 %1107, i32 %1108, i32 %1109, ptr addrspace(1) %1085, i32 %1110, i32 %1111, i32 %1112, i32 %1113) #5
  %1114 = or disjoint i32 %12, 28
  %1115 = add i32 %889, %1114
  %1116 = sext i32 %1115 to i64
  %1117 = getelementptr float, ptr addrspace(1) %2, i64 %1116
  %1118 = icmp slt i32 %1114, %4
  %1119 = and i1 %893, %1118
  %1120 = or disjoint i32 %12, 29
  %1121 = icmp slt i32 %1120, %4
  %1122 = and i1 %893, %1121
  %1123 = or disjoint i32 %12, 30
  %1124 = icmp slt i32 %1123, %4
  %1125 = and i1 %893, %1124
  %1126 = or disjoint i32 %12, 31
  %1127 = icmp slt i32 %1126, %4
  %1128 = and i1 %893, %1127
  %1129 = ptrtoint ptr addrspace(1) %1117 to i64
  %1130 = and i64 %1129, 15
  %1131 = icmp eq i64 %1130, 0
  %1132 = and i1 %1128, %1131
  %1133 = xor i1 %1119, %1132
  %1134 = xor i1 %1122, %1132
  %1135 = xor i1 %1125, %1132
  %1136 = xor i1 %1128, %1132
  %1137 = zext i1 %1132 to i32
  %1138 = select i1 %22, i32 %859, i32 0
  %1139 = select i1 %22, i32 %858, i32 0
  %1140 = select i1 %22, i32 %857, i32 0
  %1141 = select i1 %22, i32 %856, i32 0
  %1142 = zext i1 %1133 to i32
  %1143 = zext i1 %1134 to i32
  %1144 = zext i1 %1135 to i32
  %1145 = zext i1 %1136 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1137, i32 %1138, i32 %1139, i32 %1140, i32 %1141, ptr addrspace(1) %1117, i32 %1142, i32 %1143, i32 %1144, i32 %1145) #5
  %1146 = or disjoint i32 %12, 32
  %1147 = add i32 %889, %1146
  %1148 = sext i32 %1147 to i64
  %1149 = getelementptr float, ptr addrspace(1) %2, i64 %1148
  %1150 = icmp slt i32 %1146, %4
  %1151 = and i1 %893, %1150
  %1152 = or disjoint i32 %12, 33
  %1153 = icmp slt i32 %1152, %4
  %1154 = and i1 %893, %1153
  %1155 = or disjoint i32 %12, 34
  %1156 = icmp slt i32 %1155, %4
  %1157 = and i1 %893, %1156
  %1158 = or disjoint i32 %12, 35
  %1159 = icmp slt i32 %1158, %4
  %1160 = and i1 %893, %1159
  %1161 = ptrtoint ptr addrspace(1) %1149 to i64
  %1162 = and i64 %1161, 15
  %1163 = icmp eq i64 %1162, 0
  %1164 = and i1 %1160, %1163
  %1165 = xor i1 %1151, %1164
  %1166 = xor i1 %1154, %1164
  %1167 = xor i1 %1157, %1164
  %1168 = xor i1 %1160, %1164
  %1169 = zext i1 %1164 to i32
  %1170 = select i1 %22, i32 %855, i32 0
  %1171 = select i1 %22, i32 %854, i32 0
  %1172 = select i1 %22, i32 %853, i32 0
  %1173 = select i1 %22, i32 %852, i32 0
  %1174 = zext i1 %1165 to i32
  %1175 = zext i1 %1166 to i32
  %1176 = zext i1 %1167 to i32
  %1177 = zext i1 %1168 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1169, i32 %1170, i32 %1171, i32 %1172, i32 %1173, ptr addrspace(1) %1149, i32 %1174, i32 %1175, i32 %1176, i32 %1177) #5
  %1178 = or disjoint i32 %12, 36
  %1179 = add i32 %889, %1178
  %1180 = sext i32 %1179 to i64
  %1181 = getelementptr float, ptr addrspace(1) %2, i64 %1180
  %1182 = icmp slt i32 %1178, %4
  %1183 = and i1 %893, %1182
  %1184 = or disjoint i32 %12, 37
  %1185 = icmp slt i32 %1184, %4
  %1186 = and i1 %893, %1185
  %1187 = or disjoint i32 %12, 38
  %1188 = icmp slt i32 %1187, %4
  %1189 = and i1 %893, %1188
  %1190 = or disjoint i32 %12, 39
  %1191 = icmp slt i32 %1190, %4
  %1192 = and i1 %893, %1191
  %1193 = ptrtoint ptr addrspace(1) %1181 to i64
  %1194 = and i64 %1193, 15
  %1195 = icmp eq i64 %1194, 0
  %1196 = and i1 %1192, %1195
  %1197 = xor i1 %1183, %1196
  %1198 = xor i1 %1186, %1196
  %1199 = xor i1 %1189, %1196
  %1200 = xor i1 %1192, %1196
  %1201 = zext i1 %1196 to i32
  %1202 = select i1 %22, i32 %851, i32 0
  %1203 = select i1 %22, i32 %850, i32 0
  %1204 = select i1 %22, i32 %849, i32 0
  %1205 = select i1 %22, i32 %848, i32 0
  %1206 = zext i1 %1197 to i32
  %1207 = zext i1 %1198 to i32
  %1208 = zext i1 %1199 to i32
  %1209 = zext i1 %1200 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1201, i32 %1202, i32 %1203, i32 %1204, i32 %1205, ptr addrspace(1) %1181, i32 %1206, i32 %1207, i32 %1208, i32 %1209) #5
  %1210 = or disjoint i32 %12, 40
  %1211 = add i32 %889, %1210
  %1212 = sext i32 %1211 to i64
  %1213 = getelementptr float, ptr addrspace(1) %2, i64 %1212
  %1214 = icmp slt i32 %1210, %4
  %1215 = and i1 %893, %1214
  %1216 = or disjoint i32 %12, 41
  %1217 = icmp slt i32 %1216, %4
  %1218 = and i1 %893, %1217
  %1219 = or disjoint i32 %12, 42
  %1220 = icmp slt i32 %1219, %4
  %1221 = and i1 %893, %1220
  %1222 = or disjoint i32 %12, 43
  %1223 = icmp slt i32 %1222, %4
  %1224 = and i1 %893, %1223
  %1225 = ptrtoint ptr addrspace(1) %1213 to i64
  %1226 = and i64 %1225, 15
  %1227 = icmp eq i64 %1226, 0
  %1228 = and i1 %1224, %1227
  %1229 = xor i1 %1215, %1228
  %1230 = xor i1 %1218, %1228
  %1231 = xor i1 %1221, %1228
  %1232 = xor i1 %1224, %1228
  %1233 = zext i1 %1228 to i32
  %1234 = select i1 %22, i32 %847, i32 0
  %1235 = select i1 %22, i32 %846, i32 0
  %1236 = select i1 %22, i32 %845, i32 0
  %1237 = select i1 %22, i32 %844, i32 0
  %1238 = zext i1 %1229 to i32
  %1239 = zext i1 %1230 to i32
  %1240 = zext i1 %1231 to i32
  %1241 = zext i1 %1232 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1233, i32 %1234, i32 %1235, i32 %1236, i32 %1237, ptr addrspace(1) %1213, i32 %1238, i32 %1239, i32 %1240, i32 %1241) #5
  %1242 = or disjoint i32 %12, 44
  %1243 = add i32 %889, %1242
  %1244 = sext i32 %1243 to i64
  %1245 = getelementptr float, ptr addrspace(1) %2, i64 %1244
  %1246 = icmp slt i32 %1242, %4
  %1247 = and i1 %893, %1246
  %1248 = or disjoint i32 %12, 45
  %1249 = icmp slt i32 %1248, %4
  %1250 = and i1 %893, %1249
  %1251 = or disjoint i32 %12, 46
  %1252 = icmp slt i32 %1251, %4
  %1253 = and i1 %893, %1252
  %1254 = or disjoint i32 %12, 47
  %1255 = icmp slt i32 %1254, %4
  %1256 = and i1 %893, %1255
  %1257 = ptrtoint ptr addrspace(1) %1245 to i64
  %1258 = and i64 %1257, 15
  %1259 = icmp eq i64 %1258, 0
  %1260 = and i1 %1256, %1259
  %1261 = xor i1 %1247, %1260
  %1262 = xor i1 %1250, %1260
  %1263 = xor i1 %1253, %1260
  %1264 = xor i1 %1256, %1260
  %1265 = zext i1 %1260 to i32
  %1266 = select i1 %22, i32 %843, i32 0
  %1267 = select i1 %22, i32 %842, i32 0
  %1268 = select i1 %22, i32 %841, i32 0
  %1269 = select i1 %22, i32 %840, i32 0
  %1270 = zext i1 %1261 to i32
  %1271 = zext i1 %1262 to i32
  %1272 = zext i1 %1263 to i32
  %1273 = zext i1 %1264 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1265, i32 %1266, i32 %1267, i32 %1268, i32 %1269, ptr addrspace(1) %1245, i32 %1270, i32 %1271, i32 %1272, i32 %1273) #5
  %1274 = or disjoint i32 %12, 48
  %1275 = add i32 %889, %1274
  %1276 = sext i32 %1275 to i64
  %1277 = getelementptr float, ptr addrspace(1) %2, i64 %1276
  %1278 = icmp slt i32 %1274, %4
  %1279 = and i1 %893, %1278
  %1280 = or disjoint i32 %12, 49
  %1281 = icmp slt i32 %1280, %4
  %1282 = and i1 %893, %1281
  %1283 = or disjoint i32 %12, 50
  %1284 = icmp slt i32 %1283, %4
  %1285 = and i1 %893, %1284
  %1286 = or disjoint i32 %12, 51
  %1287 = icmp slt i32 %1286, %4
  %1288 = and i1 %893, %1287
  %1289 = ptrtoint ptr addrspace(1) %1277 to i64
  %1290 = and i64 %1289, 15
  %1291 = icmp eq i64 %1290, 0
  %1292 = and i1 %1288, %1291
  %1293 = xor i1 %1279, %1292
  %1294 = xor i1 %1282, %1292
  %1295 = xor i1 %1285, %1292
  %1296 = xor i1 %1288, %1292
  %1297 = zext i1 %1292 to i32
  %1298 = select i1 %22, i32 %839, i32 0
  %1299 = select i1 %22, i32 %838, i32 0
  %1300 = select i1 %22, i32 %837, i32 0
  %1301 = select i1 %22, i32 %836, i32 0
  %1302 = zext i1 %1293 to i32
  %1303 = zext i1 %1294 to i32
  %1304 = zext i1 %1295 to i32
  %1305 = zext i1 %1296 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1297, i32 %1298, i32 %1299, i32 %1300, i32 %1301, ptr addrspace(1) %1277, i32 %1302, i32 %1303, i32 %1304, i32 %1305) #5
  %1306 = or disjoint i32 %12, 52
  %1307 = add i32 %889, %1306
  %1308 = sext i32 %1307 to i64
  %1309 = getelementptr float, ptr addrspace(1) %2, i64 %1308
  %1310 = icmp slt i32 %1306, %4
  %1311 = and i1 %893, %1310
  %1312 = or disjoint i32 %12, 53
  %1313 = icmp slt i32 %1312, %4
  %1314 = and i1 %893, %1313
  %1315 = or disjoint i32 %12, 54
  %1316 = icmp slt i32 %1315, %4
  %1317 = and i1 %893, %1316
  %1318 = or disjoint i32 %12, 55
  %1319 = icmp slt i32 %1318, %4
  %1320 = and i1 %893, %1319
  %1321 = ptrtoint ptr addrspace(1) %1309 to i64
  %1322 = and i64 %1321, 15
  %1323 = icmp eq i64 %1322, 0
  %1324 = and i1 %1320, %1323
  %1325 = xor i1 %1311, %1324
  %1326 = xor i1 %1314, %1324
  %1327 = xor i1 %1317, %1324
  %1328 = xor i1 %1320, %1324
  %1329 = zext i1 %1324 to i32
  %1330 = select i1 %22, i32 %835, i32 0
  %1331 = select i1 %22, i32 %834, i32 0
  %1332 = select i1 %22, i32 %833, i32 0
  %1333 = select i1 %22, i32 %832, i32 0
  %1334 = zext i1 %1325 to i32
  %1335 = zext i1 %1326 to i32
  %1336 = zext i1 %1327 to i32
  %1337 = zext i1 %1328 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1329, i32 %1330, i32 %1331, i32 %1332, i32 %1333, ptr addrspace(1) %1309, i32 %1334, i32 %1335, i32 %1336, i32 %1337) #5
  %1338 = or disjoint i32 %12, 56
  %1339 = add i32 %889, %1338
  %1340 = sext i32 %1339 to i64
  %1341 = getelementptr float, ptr addrspace(1) %2, i64 %1340
  %1342 = icmp slt i32 %1338, %4
  %1343 = and i1 %893, %1342
  %1344 = or disjoint i32 %12, 57
  %1345 = icmp slt i32 %1344, %4
  %1346 = and i1 %893, %1345
  %1347 = or disjoint i32 %12, 58
  %1348 = icmp slt i32 %1347, %4
  %1349 = and i1 %893, %1348
  %1350 = or disjoint i32 %12, 59
  %1351 = icmp slt i32 %1350, %4
  %1352 = and i1 %893, %1351
  %1353 = ptrtoint ptr addrspace(1) %1341 to i64
  %1354 = and i64 %1353, 15
  %1355 = icmp eq i64 %1354, 0
  %1356 = and i1 %1352, %1355
  %1357 = xor i1 %1343, %1356
  %1358 = xor i1 %1346, %1356
  %1359 = xor i1 %1349, %1356
  %1360 = xor i1 %1352, %1356
  %1361 = zext i1 %1356 to i32
  %1362 = select i1 %22, i32 %831, i32 0
  %1363 = select i1 %22, i32 %830, i32 0
  %1364 = select i1 %22, i32 %829, i32 0
  %1365 = select i1 %22, i32 %828, i32 0
  %1366 = zext i1 %1357 to i32
  %1367 = zext i1 %1358 to i32
  %1368 = zext i1 %1359 to i32
  %1369 = zext i1 %1360 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1361, i32 %1362, i32 %1363, i32 %1364, i32 %1365, ptr addrspace(1) %1341, i32 %1366, i32 %1367, i32 %1368, i32 %1369) #5
  %1370 = or disjoint i32 %12, 60
  %1371 = add i32 %889, %1370
  %1372 = sext i32 %1371 to i64
  %1373 = getelementptr float, ptr addrspace(1) %2, i64 %1372
  %1374 = icmp slt i32 %1370, %4
  %1375 = and i1 %893, %1374
  %1376 = or disjoint i32 %12, 61
  %1377 = icmp slt i32 %1376, %4
  %1378 = and i1 %893, %1377
  %1379 = or disjoint i32 %12, 62
  %1380 = icmp slt i32 %1379, %4
  %1381 = and i1 %893, %1380
  %1382 = or disjoint i32 %12, 63
  %1383 = icmp slt i32 %1382, %4
  %1384 = and i1 %893, %1383
  %1385 = ptrtoint ptr addrspace(1) %1373 to i64
  %1386 = and i64 %1385, 15
  %1387 = icmp eq i64 %1386, 0
  %1388 = and i1 %1384, %1387
  %1389 = xor i1 %1375, %1388
  %1390 = xor i1 %1378, %1388
  %1391 = xor i1 %1381, %1388
  %1392 = xor i1 %1384, %1388
  %1393 = zext i1 %1388 to i32
  %1394 = select i1 %22, i32 %827, i32 0
  %1395 = select i1 %22, i32 %826, i32 0
  %1396 = select i1 %22, i32 %825, i32 0
  %1397 = select i1 %22, i32 %824, i32 0
  %1398 = zext i1 %1389 to i32
  %1399 = zext i1 %1390 to i32
  %1400 = zext i1 %1391 to i32
  %1401 = zext i1 %1392 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1393, i32 %1394, i32 %1395, i32 %1396, i32 %1397, ptr addrspace(1) %1373, i32 %1398, i32 %1399, i32 %1400, i32 %1401) #5
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
