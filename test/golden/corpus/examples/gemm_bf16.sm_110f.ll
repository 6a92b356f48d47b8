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
  %invariant.op = or disjoint i32 %23, 1
  %invariant.op55 = or disjoint i32 %23, 2
  %invariant.op57 = or disjoint i32 %23, 3
  %invariant.op59 = or disjoint i32 %23, 4
  %invariant.op61 = or disjoint i32 %23, 5
  %invariant.op63 = or disjoint i32 %23, 6
  %invariant.op65 = or disjoint i32 %23, 7
  %invariant.op67 = or disjoint i32 %23, 1
  %invariant.op69 = or disjoint i32 %23, 2
  %invariant.op71 = or disjoint i32 %23, 3
  %invariant.op73 = or disjoint i32 %23, 4
  %invariant.op75 = or disjoint i32 %23, 5
  %invariant.op77 = or disjoint i32 %23, 6
  %invariant.op79 = or disjoint i32 %23, 7
  %invariant.op81 = or disjoint i32 %23, 1
  %invariant.op83 = or disjoint i32 %23, 2
  %invariant.op85 = or disjoint i32 %23, 3
  %invariant.op87 = or disjoint i32 %23, 4
  %invariant.op89 = or disjoint i32 %23, 5
  %invariant.op91 = or disjoint i32 %23, 6
  %invariant.op93 = or disjoint i32 %23, 7
  %invariant.op95 = or disjoint i32 %23, 1
  %invariant.op97 = or disjoint i32 %23, 2
  %invariant.op99 = or disjoint i32 %23, 3
  %invariant.op101 = or disjoint i32 %23, 4
  %invariant.op103 = or disjoint i32 %23, 5
  %invariant.op105 = or disjoint i32 %23, 6
  %invariant.op107 = or disjoint i32 %23, 7
  %70 = icmp slt i32 %60, %4
  %71 = or disjoint i32 %59, %11
  %72 = or disjoint i32 %71, 1
  %73 = icmp slt i32 %72, %4
  %74 = or disjoint i32 %59, %11
  %75 = or disjoint i32 %74, 2
  %76 = icmp slt i32 %75, %4
  %77 = or disjoint i32 %59, %11
  %78 = or disjoint i32 %77, 3
  %79 = icmp slt i32 %78, %4
  %80 = or disjoint i32 %59, %11
  %81 = or disjoint i32 %80, 4
  %82 = icmp slt i32 %81, %4
  %83 = or disjoint i32 %59, %11
  %84 = or disjoint i32 %83, 5
  %85 = icmp slt i32 %84, %4
  %86 = or disjoint i32 %59, %11
  %87 = or disjoint i32 %86, 6
  %88 = icmp slt i32 %87, %4
  %89 = or disjoint i32 %59, %11
  %90 = or disjoint i32 %89, 7
  %91 = icmp slt i32 %90, %4
  %92 = icmp slt i32 %60, %4
  %93 = or disjoint i32 %59, %11
  %94 = or disjoint i32 %93, 1
  %95 = icmp slt i32 %94, %4
  %96 = or disjoint i32 %59, %11
  %97 = or disjoint i32 %96, 2
  %98 = icmp slt i32 %97, %4
  %99 = or disjoint i32 %59, %11
  %100 = or disjoint i32 %99, 3
  %101 = icmp slt i32 %100, %4
  %102 = or disjoint i32 %59, %11
  %103 = or disjoint i32 %102, 4
  %104 = icmp slt i32 %103, %4
  %105 = or disjoint i32 %59, %11
  %106 = or disjoint i32 %105, 5
  %107 = icmp slt i32 %106, %4
  %108 = or disjoint i32 %59, %11
  %109 = or disjoint i32 %108, 6
  %110 = icmp slt i32 %109, %4
  %111 = or disjoint i32 %59, %11
  %112 = or disjoint i32 %111, 7
  %113 = icmp slt i32 %112, %4
  br label %159

.preheader29:                                     ; preds = %.loopexit31
  %114 = icmp sgt i32 %5, 0
  br i1 %114, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader29
  %invariant.op109 = or disjoint i32 %23, 1
  %invariant.op111 = or disjoint i32 %23, 2
  %invariant.op113 = or disjoint i32 %23, 3
  %invariant.op115 = or disjoint i32 %23, 4
  %invariant.op117 = or disjoint i32 %23, 5
  %invariant.op119 = or disjoint i32 %23, 6
  %invariant.op121 = or disjoint i32 %23, 7
  %invariant.op123 = or disjoint i32 %23, 1
  %invariant.op125 = or disjoint i32 %23, 2
  %invariant.op127 = or disjoint i32 %23, 3
  %invariant.op129 = or disjoint i32 %23, 4
  %invariant.op131 = or disjoint i32 %23, 5
  %invariant.op133 = or disjoint i32 %23, 6
  %invariant.op135 = or disjoint i32 %23, 7
  %invariant.op137 = or disjoint i32 %23, 1
  %invariant.op139 = or disjoint i32 %23, 2
  %invariant.op141 = or disjoint i32 %23, 3
  %invariant.op143 = or disjoint i32 %23, 4
  %invariant.op145 = or disjoint i32 %23, 5
  %invariant.op147 = or disjoint i32 %23, 6
  %invariant.op149 = or disjoint i32 %23, 7
  %invariant.op151 = or disjoint i32 %23, 1
  %invariant.op153 = or disjoint i32 %23, 2
  %invariant.op155 = or disjoint i32 %23, 3
  %invariant.op157 = or disjoint i32 %23, 4
  %invariant.op159 = or disjoint i32 %23, 5
  %invariant.op161 = or disjoint i32 %23, 6
  %invariant.op163 = or disjoint i32 %23, 7
  %115 = icmp slt i32 %60, %4
  %116 = or disjoint i32 %59, %11
  %117 = or disjoint i32 %116, 1
  %118 = icmp slt i32 %117, %4
  %119 = or disjoint i32 %59, %11
  %120 = or disjoint i32 %119, 2
  %121 = icmp slt i32 %120, %4
  %122 = or disjoint i32 %59, %11
  %123 = or disjoint i32 %122, 3
  %124 = icmp slt i32 %123, %4
  %125 = or disjoint i32 %59, %11
  %126 = or disjoint i32 %125, 4
  %127 = icmp slt i32 %126, %4
  %128 = or disjoint i32 %59, %11
  %129 = or disjoint i32 %128, 5
  %130 = icmp slt i32 %129, %4
  %131 = or disjoint i32 %59, %11
  %132 = or disjoint i32 %131, 6
  %133 = icmp slt i32 %132, %4
  %134 = or disjoint i32 %59, %11
  %135 = or disjoint i32 %134, 7
  %136 = icmp slt i32 %135, %4
  %137 = icmp slt i32 %60, %4
  %138 = or disjoint i32 %59, %11
  %139 = or disjoint i32 %138, 1
  %140 = icmp slt i32 %139, %4
  %141 = or disjoint i32 %59, %11
  %142 = or disjoint i32 %141, 2
  %143 = icmp slt i32 %142, %4
  %144 = or disjoint i32 %59, %11
  %145 = or disjoint i32 %144, 3
  %146 = icmp slt i32 %145, %4
  %147 = or disjoint i32 %59, %11
  %148 = or disjoint i32 %147, 4
  %149 = icmp slt i32 %148, %4
  %150 = or disjoint i32 %59, %11
  %151 = or disjoint i32 %150, 5
  %152 = icmp slt i32 %151, %4
  %153 = or disjoint i32 %59, %11
  %154 = or disjoint i32 %153, 6
  %155 = icmp slt i32 %154, %4
  %156 = or disjoint i32 %59, %11
  %157 = or disjoint i32 %156, 7
  %158 = icmp slt i32 %157, %4
  br label %624

159:                                              ; preds = %17, %.loopexit31
  %160 = phi i64 [ 0, %17 ], [ %623, %.loopexit31 ]
  %161 = trunc nuw nsw i64 %160 to i32
  %162 = shl nuw nsw i32 %161, 5
  %163 = icmp slt i32 %162, %5
  br i1 %163, label %164, label %.loopexit31

164:                                              ; preds = %159
  %165 = mul nuw nsw i64 %160, 12288
  %166 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %165
  %167 = or disjoint i32 %162, %23
  %168 = add i32 %167, %25
  %169 = sext i32 %168 to i64
  %170 = getelementptr bfloat, ptr addrspace(1) %0, i64 %169
  %171 = ptrtoint ptr addrspace(1) %170 to i64
  %172 = and i64 %171, 15
  %173 = icmp eq i64 %172, 0
  %174 = getelementptr i8, ptr addrspace(3) %166, i64 %29
  br i1 %173, label %235, label %.preheader40

.preheader40:                                     ; preds = %164
  %175 = icmp slt i32 %167, %5
  %176 = and i1 %26, %175
  %177 = zext i1 %176 to i32
  %178 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %170, i32 %177, i16 0) #5
  store i16 %178, ptr addrspace(3) %174, align 16
  %.reass = or disjoint i32 %162, %invariant.op
  %179 = add i32 %.reass, %25
  %180 = sext i32 %179 to i64
  %181 = getelementptr bfloat, ptr addrspace(1) %0, i64 %180
  %182 = icmp slt i32 %.reass, %5
  %183 = and i1 %26, %182
  %184 = zext i1 %183 to i32
  %185 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %181, i32 %184, i16 0) #5
  %186 = getelementptr i8, ptr addrspace(3) %174, i64 2
  store i16 %185, ptr addrspace(3) %186, align 2
  %.reass56 = or disjoint i32 %162, %invariant.op55
  %187 = add i32 %.reass56, %25
  %188 = sext i32 %187 to i64
  %189 = getelementptr bfloat, ptr addrspace(1) %0, i64 %188
  %190 = icmp slt i32 %.reass56, %5
  %191 = and i1 %26, %190
  %192 = zext i1 %191 to i32
  %193 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %189, i32 %192, i16 0) #5
  %194 = getelementptr i8, ptr addrspace(3) %174, i64 4
  store i16 %193, ptr addrspace(3) %194, align 4
  %.reass58 = or disjoint i32 %162, %invariant.op57
  %195 = add i32 %.reass58, %25
  %196 = sext i32 %195 to i64
  %197 = getelementptr bfloat, ptr addrspace(1) %0, i64 %196
  %198 = icmp slt i32 %.reass58, %5
  %199 = and i1 %26, %198
  %200 = zext i1 %199 to i32
  %201 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %197, i32 %200, i16 0) #5
  %202 = getelementptr i8, ptr addrspace(3) %174, i64 6
  store i16 %201, ptr addrspace(3) %202, align 2
  %.reass60 = or disjoint i32 %162, %invariant.op59
  %203 = add i32 %.reass60, %25
  %204 = sext i32 %203 to i64
  %205 = getelementptr bfloat, ptr addrspace(1) %0, i64 %204
  %206 = icmp slt i32 %.reass60, %5
  %207 = and i1 %26, %206
  %208 = zext i1 %207 to i32
  %209 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %205, i32 %208, i16 0) #5
  %210 = getelementptr i8, ptr addrspace(3) %174, i64 8
  store i16 %209, ptr addrspace(3) %210, align 8
  %.reass62 = or disjoint i32 %162, %invariant.op61
  %211 = add i32 %.reass62, %25
  %212 = sext i32 %211 to i64
  %213 = getelementptr bfloat, ptr addrspace(1) %0, i64 %212
  %214 = icmp slt i32 %.reass62, %5
  %215 = and i1 %26, %214
  %216 = zext i1 %215 to i32
  %217 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %213, i32 %216, i16 0) #5
  %218 = getelementptr i8, ptr addrspace(3) %174, i64 10
  store i16 %217, ptr addrspace(3) %218, align 2
  %.reass64 = or disjoint i32 %162, %invariant.op63
  %219 = add i32 %.reass64, %25
  %220 = sext i32 %219 to i64
  %221 = getelementptr bfloat, ptr addrspace(1) %0, i64 %220
  %222 = icmp slt i32 %.reass64, %5
  %223 = and i1 %26, %222
  %224 = zext i1 %223 to i32
  %225 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %221, i32 %224, i16 0) #5
  %226 = getelementptr i8, ptr addrspace(3) %174, i64 12
  store i16 %225, ptr addrspace(3) %226, align 4
  %.reass66 = or disjoint i32 %162, %invariant.op65
  %227 = add i32 %.reass66, %25
  %228 = sext i32 %227 to i64
  %229 = getelementptr bfloat, ptr addrspace(1) %0, i64 %228
  %230 = icmp slt i32 %.reass66, %5
  %231 = and i1 %26, %230
  %232 = zext i1 %231 to i32
  %233 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %229, i32 %232, i16 0) #5
  %234 = getelementptr i8, ptr addrspace(3) %174, i64 14
  store i16 %233, ptr addrspace(3) %234, align 2
  br label %.loopexit41

235:                                              ; preds = %164
  %236 = zext nneg i32 %167 to i64
  %237 = sub nsw i64 %27, %236
  %238 = tail call i64 @llvm.smax.i64(i64 %237, i64 0)
  %239 = tail call i64 @llvm.umin.i64(i64 %238, i64 8)
  %240 = trunc nuw nsw i64 %239 to i32
  %241 = select i1 %26, i32 %240, i32 0
  %242 = icmp eq i32 %241, 0
  %243 = select i1 %242, ptr addrspace(1) %0, ptr addrspace(1) %170
  %244 = shl nuw nsw i32 %241, 1
  %245 = ptrtoint ptr addrspace(3) %174 to i64
  %246 = trunc i64 %245 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %246, ptr addrspace(1) %243, i32 %244) #5
  br label %.loopexit41

.loopexit41:                                      ; preds = %.preheader40, %235
  %247 = add i32 %167, %35
  %248 = sext i32 %247 to i64
  %249 = getelementptr bfloat, ptr addrspace(1) %0, i64 %248
  %250 = ptrtoint ptr addrspace(1) %249 to i64
  %251 = and i64 %250, 15
  %252 = icmp eq i64 %251, 0
  %253 = getelementptr i8, ptr addrspace(3) %166, i64 %38
  br i1 %252, label %314, label %.preheader38

.preheader38:                                     ; preds = %.loopexit41
  %254 = icmp slt i32 %167, %5
  %255 = and i1 %36, %254
  %256 = zext i1 %255 to i32
  %257 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %249, i32 %256, i16 0) #5
  store i16 %257, ptr addrspace(3) %253, align 16
  %.reass68 = or disjoint i32 %162, %invariant.op67
  %258 = add i32 %.reass68, %35
  %259 = sext i32 %258 to i64
  %260 = getelementptr bfloat, ptr addrspace(1) %0, i64 %259
  %261 = icmp slt i32 %.reass68, %5
  %262 = and i1 %36, %261
  %263 = zext i1 %262 to i32
  %264 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %260, i32 %263, i16 0) #5
  %265 = getelementptr i8, ptr addrspace(3) %253, i64 2
  store i16 %264, ptr addrspace(3) %265, align 2
  %.reass70 = or disjoint i32 %162, %invariant.op69
  %266 = add i32 %.reass70, %35
  %267 = sext i32 %266 to i64
  %268 = getelementptr bfloat, ptr addrspace(1) %0, i64 %267
  %269 = icmp slt i32 %.reass70, %5
  %270 = and i1 %36, %269
  %271 = zext i1 %270 to i32
  %272 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %268, i32 %271, i16 0) #5
  %273 = getelementptr i8, ptr addrspace(3) %253, i64 4
  store i16 %272, ptr addrspace(3) %273, align 4
  %.reass72 = or disjoint i32 %162, %invariant.op71
  %274 = add i32 %.reass72, %35
  %275 = sext i32 %274 to i64
  %276 = getelementptr bfloat, ptr addrspace(1) %0, i64 %275
  %277 = icmp slt i32 %.reass72, %5
  %278 = and i1 %36, %277
  %279 = zext i1 %278 to i32
  %280 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %276, i32 %279, i16 0) #5
  %281 = getelementptr i8, ptr addrspace(3) %253, i64 6
  store i16 %280, ptr addrspace(3) %281, align 2
  %.reass74 = or disjoint i32 %162, %invariant.op73
  %282 = add i32 %.reass74, %35
  %283 = sext i32 %282 to i64
  %284 = getelementptr bfloat, ptr addrspace(1) %0, i64 %283
  %285 = icmp slt i32 %.reass74, %5
  %286 = and i1 %36, %285
  %287 = zext i1 %286 to i32
  %288 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %284, i32 %287, i16 0) #5
  %289 = getelementptr i8, ptr addrspace(3) %253, i64 8
  store i16 %288, ptr addrspace(3) %289, align 8
  %.reass76 = or disjoint i32 %162, %invariant.op75
  %290 = add i32 %.reass76, %35
  %291 = sext i32 %290 to i64
  %292 = getelementptr bfloat, ptr addrspace(1) %0, i64 %291
  %293 = icmp slt i32 %.reass76, %5
  %294 = and i1 %36, %293
  %295 = zext i1 %294 to i32
  %296 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %292, i32 %295, i16 0) #5
  %297 = getelementptr i8, ptr addrspace(3) %253, i64 10
  store i16 %296, ptr addrspace(3) %297, align 2
  %.reass78 = or disjoint i32 %162, %invariant.op77
  %298 = add i32 %.reass78, %35
  %299 = sext i32 %298 to i64
  %300 = getelementptr bfloat, ptr addrspace(1) %0, i64 %299
  %301 = icmp slt i32 %.reass78, %5
  %302 = and i1 %36, %301
  %303 = zext i1 %302 to i32
  %304 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %300, i32 %303, i16 0) #5
  %305 = getelementptr i8, ptr addrspace(3) %253, i64 12
  store i16 %304, ptr addrspace(3) %305, align 4
  %.reass80 = or disjoint i32 %162, %invariant.op79
  %306 = add i32 %.reass80, %35
  %307 = sext i32 %306 to i64
  %308 = getelementptr bfloat, ptr addrspace(1) %0, i64 %307
  %309 = icmp slt i32 %.reass80, %5
  %310 = and i1 %36, %309
  %311 = zext i1 %310 to i32
  %312 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %308, i32 %311, i16 0) #5
  %313 = getelementptr i8, ptr addrspace(3) %253, i64 14
  store i16 %312, ptr addrspace(3) %313, align 2
  br label %.loopexit39

314:                                              ; preds = %.loopexit41
  %315 = zext nneg i32 %167 to i64
  %316 = sub nsw i64 %27, %315
  %317 = tail call i64 @llvm.smax.i64(i64 %316, i64 0)
  %318 = tail call i64 @llvm.umin.i64(i64 %317, i64 8)
  %319 = trunc nuw nsw i64 %318 to i32
  %320 = select i1 %36, i32 %319, i32 0
  %321 = icmp eq i32 %320, 0
  %322 = select i1 %321, ptr addrspace(1) %0, ptr addrspace(1) %249
  %323 = shl nuw nsw i32 %320, 1
  %324 = ptrtoint ptr addrspace(3) %253 to i64
  %325 = trunc i64 %324 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %325, ptr addrspace(1) %322, i32 %323) #5
  br label %.loopexit39

.loopexit39:                                      ; preds = %.preheader38, %314
  %326 = add i32 %167, %41
  %327 = sext i32 %326 to i64
  %328 = getelementptr bfloat, ptr addrspace(1) %0, i64 %327
  %329 = ptrtoint ptr addrspace(1) %328 to i64
  %330 = and i64 %329, 15
  %331 = icmp eq i64 %330, 0
  %332 = getelementptr i8, ptr addrspace(3) %166, i64 %47
  br i1 %331, label %393, label %.preheader36

.preheader36:                                     ; preds = %.loopexit39
  %333 = icmp slt i32 %167, %5
  %334 = and i1 %42, %333
  %335 = zext i1 %334 to i32
  %336 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %328, i32 %335, i16 0) #5
  store i16 %336, ptr addrspace(3) %332, align 16
  %.reass82 = or disjoint i32 %162, %invariant.op81
  %337 = add i32 %.reass82, %41
  %338 = sext i32 %337 to i64
  %339 = getelementptr bfloat, ptr addrspace(1) %0, i64 %338
  %340 = icmp slt i32 %.reass82, %5
  %341 = and i1 %42, %340
  %342 = zext i1 %341 to i32
  %343 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %339, i32 %342, i16 0) #5
  %344 = getelementptr i8, ptr addrspace(3) %332, i64 2
  store i16 %343, ptr addrspace(3) %344, align 2
  %.reass84 = or disjoint i32 %162, %invariant.op83
  %345 = add i32 %.reass84, %41
  %346 = sext i32 %345 to i64
  %347 = getelementptr bfloat, ptr addrspace(1) %0, i64 %346
  %348 = icmp slt i32 %.reass84, %5
  %349 = and i1 %42, %348
  %350 = zext i1 %349 to i32
  %351 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %347, i32 %350, i16 0) #5
  %352 = getelementptr i8, ptr addrspace(3) %332, i64 4
  store i16 %351, ptr addrspace(3) %352, align 4
  %.reass86 = or disjoint i32 %162, %invariant.op85
  %353 = add i32 %.reass86, %41
  %354 = sext i32 %353 to i64
  %355 = getelementptr bfloat, ptr addrspace(1) %0, i64 %354
  %356 = icmp slt i32 %.reass86, %5
  %357 = and i1 %42, %356
  %358 = zext i1 %357 to i32
  %359 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %355, i32 %358, i16 0) #5
  %360 = getelementptr i8, ptr addrspace(3) %332, i64 6
  store i16 %359, ptr addrspace(3) %360, align 2
  %.reass88 = or disjoint i32 %162, %invariant.op87
  %361 = add i32 %.reass88, %41
  %362 = sext i32 %361 to i64
  %363 = getelementptr bfloat, ptr addrspace(1) %0, i64 %362
  %364 = icmp slt i32 %.reass88, %5
  %365 = and i1 %42, %364
  %366 = zext i1 %365 to i32
  %367 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %363, i32 %366, i16 0) #5
  %368 = getelementptr i8, ptr addrspace(3) %332, i64 8
  store i16 %367, ptr addrspace(3) %368, align 8
  %.reass90 = or disjoint i32 %162, %invariant.op89
  %369 = add i32 %.reass90, %41
  %370 = sext i32 %369 to i64
  %371 = getelementptr bfloat, ptr addrspace(1) %0, i64 %370
  %372 = icmp slt i32 %.reass90, %5
  %373 = and i1 %42, %372
  %374 = zext i1 %373 to i32
  %375 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %371, i32 %374, i16 0) #5
  %376 = getelementptr i8, ptr addrspace(3) %332, i64 10
  store i16 %375, ptr addrspace(3) %376, align 2
  %.reass92 = or disjoint i32 %162, %invariant.op91
  %377 = add i32 %.reass92, %41
  %378 = sext i32 %377 to i64
  %379 = getelementptr bfloat, ptr addrspace(1) %0, i64 %378
  %380 = icmp slt i32 %.reass92, %5
  %381 = and i1 %42, %380
  %382 = zext i1 %381 to i32
  %383 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %379, i32 %382, i16 0) #5
  %384 = getelementptr i8, ptr addrspace(3) %332, i64 12
  store i16 %383, ptr addrspace(3) %384, align 4
  %.reass94 = or disjoint i32 %162, %invariant.op93
  %385 = add i32 %.reass94, %41
  %386 = sext i32 %385 to i64
  %387 = getelementptr bfloat, ptr addrspace(1) %0, i64 %386
  %388 = icmp slt i32 %.reass94, %5
  %389 = and i1 %42, %388
  %390 = zext i1 %389 to i32
  %391 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %387, i32 %390, i16 0) #5
  %392 = getelementptr i8, ptr addrspace(3) %332, i64 14
  store i16 %391, ptr addrspace(3) %392, align 2
  br label %.loopexit37

393:                                              ; preds = %.loopexit39
  %394 = zext nneg i32 %167 to i64
  %395 = sub nsw i64 %27, %394
  %396 = tail call i64 @llvm.smax.i64(i64 %395, i64 0)
  %397 = tail call i64 @llvm.umin.i64(i64 %396, i64 8)
  %398 = trunc nuw nsw i64 %397 to i32
  %399 = select i1 %42, i32 %398, i32 0
  %400 = icmp eq i32 %399, 0
  %401 = select i1 %400, ptr addrspace(1) %0, ptr addrspace(1) %328
  %402 = shl nuw nsw i32 %399, 1
  %403 = ptrtoint ptr addrspace(3) %332 to i64
  %404 = trunc i64 %403 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %404, ptr addrspace(1) %401, i32 %402) #5
  br label %.loopexit37

.loopexit37:                                      ; preds = %.preheader36, %393
  %405 = add i32 %167, %50
  %406 = sext i32 %405 to i64
  %407 = getelementptr bfloat, ptr addrspace(1) %0, i64 %406
  %408 = ptrtoint ptr addrspace(1) %407 to i64
  %409 = and i64 %408, 15
  %410 = icmp eq i64 %409, 0
  %411 = getelementptr i8, ptr addrspace(3) %166, i64 %55
  br i1 %410, label %472, label %.preheader34

.preheader34:                                     ; preds = %.loopexit37
  %412 = icmp slt i32 %167, %5
  %413 = and i1 %51, %412
  %414 = zext i1 %413 to i32
  %415 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %407, i32 %414, i16 0) #5
  store i16 %415, ptr addrspace(3) %411, align 16
  %.reass96 = or disjoint i32 %162, %invariant.op95
  %416 = add i32 %.reass96, %50
  %417 = sext i32 %416 to i64
  %418 = getelementptr bfloat, ptr addrspace(1) %0, i64 %417
  %419 = icmp slt i32 %.reass96, %5
  %420 = and i1 %51, %419
  %421 = zext i1 %420 to i32
  %422 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %418, i32 %421, i16 0) #5
  %423 = getelementptr i8, ptr addrspace(3) %411, i64 2
  store i16 %422, ptr addrspace(3) %423, align 2
  %.reass98 = or disjoint i32 %162, %invariant.op97
  %424 = add i32 %.reass98, %50
  %425 = sext i32 %424 to i64
  %426 = getelementptr bfloat, ptr addrspace(1) %0, i64 %425
  %427 = icmp slt i32 %.reass98, %5
  %428 = and i1 %51, %427
  %429 = zext i1 %428 to i32
  %430 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %426, i32 %429, i16 0) #5
  %431 = getelementptr i8, ptr addrspace(3) %411, i64 4
  store i16 %430, ptr addrspace(3) %431, align 4
  %.reass100 = or disjoint i32 %162, %invariant.op99
  %432 = add i32 %.reass100, %50
  %433 = sext i32 %432 to i64
  %434 = getelementptr bfloat, ptr addrspace(1) %0, i64 %433
  %435 = icmp slt i32 %.reass100, %5
  %436 = and i1 %51, %435
  %437 = zext i1 %436 to i32
  %438 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %434, i32 %437, i16 0) #5
  %439 = getelementptr i8, ptr addrspace(3) %411, i64 6
  store i16 %438, ptr addrspace(3) %439, align 2
  %.reass102 = or disjoint i32 %162, %invariant.op101
  %440 = add i32 %.reass102, %50
  %441 = sext i32 %440 to i64
  %442 = getelementptr bfloat, ptr addrspace(1) %0, i64 %441
  %443 = icmp slt i32 %.reass102, %5
  %444 = and i1 %51, %443
  %445 = zext i1 %444 to i32
  %446 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %442, i32 %445, i16 0) #5
  %447 = getelementptr i8, ptr addrspace(3) %411, i64 8
  store i16 %446, ptr addrspace(3) %447, align 8
  %.reass104 = or disjoint i32 %162, %invariant.op103
  %448 = add i32 %.reass104, %50
  %449 = sext i32 %448 to i64
  %450 = getelementptr bfloat, ptr addrspace(1) %0, i64 %449
  %451 = icmp slt i32 %.reass104, %5
  %452 = and i1 %51, %451
  %453 = zext i1 %452 to i32
  %454 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %450, i32 %453, i16 0) #5
  %455 = getelementptr i8, ptr addrspace(3) %411, i64 10
  store i16 %454, ptr addrspace(3) %455, align 2
  %.reass106 = or disjoint i32 %162, %invariant.op105
  %456 = add i32 %.reass106, %50
  %457 = sext i32 %456 to i64
  %458 = getelementptr bfloat, ptr addrspace(1) %0, i64 %457
  %459 = icmp slt i32 %.reass106, %5
  %460 = and i1 %51, %459
  %461 = zext i1 %460 to i32
  %462 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %458, i32 %461, i16 0) #5
  %463 = getelementptr i8, ptr addrspace(3) %411, i64 12
  store i16 %462, ptr addrspace(3) %463, align 4
  %.reass108 = or disjoint i32 %162, %invariant.op107
  %464 = add i32 %.reass108, %50
  %465 = sext i32 %464 to i64
  %466 = getelementptr bfloat, ptr addrspace(1) %0, i64 %465
  %467 = icmp slt i32 %.reass108, %5
  %468 = and i1 %51, %467
  %469 = zext i1 %468 to i32
  %470 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %466, i32 %469, i16 0) #5
  %471 = getelementptr i8, ptr addrspace(3) %411, i64 14
  store i16 %470, ptr addrspace(3) %471, align 2
  br label %.loopexit35

472:                                              ; preds = %.loopexit37
  %473 = zext nneg i32 %167 to i64
  %474 = sub nsw i64 %27, %473
  %475 = tail call i64 @llvm.smax.i64(i64 %474, i64 0)
  %476 = tail call i64 @llvm.umin.i64(i64 %475, i64 8)
  %477 = trunc nuw nsw i64 %476 to i32
  %478 = select i1 %51, i32 %477, i32 0
  %479 = icmp eq i32 %478, 0
  %480 = select i1 %479, ptr addrspace(1) %0, ptr addrspace(1) %407
  %481 = shl nuw nsw i32 %478, 1
  %482 = ptrtoint ptr addrspace(3) %411 to i64
  %483 = trunc i64 %482 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %483, ptr addrspace(1) %480, i32 %481) #5
  br label %.loopexit35

.loopexit35:                                      ; preds = %.preheader34, %472
  %484 = getelementptr i8, ptr addrspace(3) %166, i64 8192
  %485 = or disjoint i32 %58, %162
  %486 = mul i32 %485, %4
  %487 = add i32 %486, %60
  %488 = sext i32 %487 to i64
  %489 = getelementptr bfloat, ptr addrspace(1) %1, i64 %488
  %490 = ptrtoint ptr addrspace(1) %489 to i64
  %491 = and i64 %490, 15
  %492 = icmp eq i64 %491, 0
  %493 = icmp slt i32 %485, %5
  %494 = getelementptr i8, ptr addrspace(3) %484, i64 %29
  br i1 %492, label %547, label %.preheader32.preheader

.preheader32.preheader:                           ; preds = %.loopexit35
  %495 = and i1 %493, %70
  %496 = zext i1 %495 to i32
  %497 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %489, i32 %496, i16 0) #5
  store i16 %497, ptr addrspace(3) %494, align 16
  %498 = add i32 %72, %486
  %499 = sext i32 %498 to i64
  %500 = getelementptr bfloat, ptr addrspace(1) %1, i64 %499
  %501 = and i1 %493, %73
  %502 = zext i1 %501 to i32
  %503 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %500, i32 %502, i16 0) #5
  %504 = getelementptr i8, ptr addrspace(3) %494, i64 2
  store i16 %503, ptr addrspace(3) %504, align 2
  %505 = add i32 %75, %486
  %506 = sext i32 %505 to i64
  %507 = getelementptr bfloat, ptr addrspace(1) %1, i64 %506
  %508 = and i1 %493, %76
  %509 = zext i1 %508 to i32
  %510 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %507, i32 %509, i16 0) #5
  %511 = getelementptr i8, ptr addrspace(3) %494, i64 4
  store i16 %510, ptr addrspace(3) %511, align 4
  %512 = add i32 %78, %486
  %513 = sext i32 %512 to i64
  %514 = getelementptr bfloat, ptr addrspace(1) %1, i64 %513
  %515 = and i1 %493, %79
  %516 = zext i1 %515 to i32
  %517 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %514, i32 %516, i16 0) #5
  %518 = getelementptr i8, ptr addrspace(3) %494, i64 6
  store i16 %517, ptr addrspace(3) %518, align 2
  %519 = add i32 %81, %486
  %520 = sext i32 %519 to i64
  %521 = getelementptr bfloat, ptr addrspace(1) %1, i64 %520
  %522 = and i1 %493, %82
  %523 = zext i1 %522 to i32
  %524 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %521, i32 %523, i16 0) #5
  %525 = getelementptr i8, ptr addrspace(3) %494, i64 8
  store i16 %524, ptr addrspace(3) %525, align 8
  %526 = add i32 %84, %486
  %527 = sext i32 %526 to i64
  %528 = getelementptr bfloat, ptr addrspace(1) %1, i64 %527
  %529 = and i1 %493, %85
  %530 = zext i1 %529 to i32
  %531 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %528, i32 %530, i16 0) #5
  %532 = getelementptr i8, ptr addrspace(3) %494, i64 10
  store i16 %531, ptr addrspace(3) %532, align 2
  %533 = add i32 %87, %486
  %534 = sext i32 %533 to i64
  %535 = getelementptr bfloat, ptr addrspace(1) %1, i64 %534
  %536 = and i1 %493, %88
  %537 = zext i1 %536 to i32
  %538 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %535, i32 %537, i16 0) #5
  %539 = getelementptr i8, ptr addrspace(3) %494, i64 12
  store i16 %538, ptr addrspace(3) %539, align 4
  %540 = add i32 %90, %486
  %541 = sext i32 %540 to i64
  %542 = getelementptr bfloat, ptr addrspace(1) %1, i64 %541
  %543 = and i1 %493, %91
  %544 = zext i1 %543 to i32
  %545 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %542, i32 %544, i16 0) #5
  %546 = getelementptr i8, ptr addrspace(3) %494, i64 14
  store i16 %545, ptr addrspace(3) %546, align 2
  br label %.loopexit33

547:                                              ; preds = %.loopexit35
  %548 = select i1 %493, i32 %66, i32 0
  %549 = icmp eq i32 %548, 0
  %550 = select i1 %549, ptr addrspace(1) %1, ptr addrspace(1) %489
  %551 = shl nuw nsw i32 %548, 1
  %552 = ptrtoint ptr addrspace(3) %494 to i64
  %553 = trunc i64 %552 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %553, ptr addrspace(1) %550, i32 %551) #5
  br label %.loopexit33

.loopexit33:                                      ; preds = %.preheader32.preheader, %547
  %554 = or disjoint i32 %69, %162
  %555 = mul i32 %554, %4
  %556 = add i32 %555, %60
  %557 = sext i32 %556 to i64
  %558 = getelementptr bfloat, ptr addrspace(1) %1, i64 %557
  %559 = ptrtoint ptr addrspace(1) %558 to i64
  %560 = and i64 %559, 15
  %561 = icmp eq i64 %560, 0
  %562 = icmp slt i32 %554, %5
  %563 = getelementptr i8, ptr addrspace(3) %484, i64 %38
  br i1 %561, label %616, label %.preheader30.preheader

.preheader30.preheader:                           ; preds = %.loopexit33
  %564 = and i1 %562, %92
  %565 = zext i1 %564 to i32
  %566 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %558, i32 %565, i16 0) #5
  store i16 %566, ptr addrspace(3) %563, align 16
  %567 = add i32 %94, %555
  %568 = sext i32 %567 to i64
  %569 = getelementptr bfloat, ptr addrspace(1) %1, i64 %568
  %570 = and i1 %562, %95
  %571 = zext i1 %570 to i32
  %572 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %569, i32 %571, i16 0) #5
  %573 = getelementptr i8, ptr addrspace(3) %563, i64 2
  store i16 %572, ptr addrspace(3) %573, align 2
  %574 = add i32 %97, %555
  %575 = sext i32 %574 to i64
  %576 = getelementptr bfloat, ptr addrspace(1) %1, i64 %575
  %577 = and i1 %562, %98
  %578 = zext i1 %577 to i32
  %579 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %576, i32 %578, i16 0) #5
  %580 = getelementptr i8, ptr addrspace(3) %563, i64 4
  store i16 %579, ptr addrspace(3) %580, align 4
  %581 = add i32 %100, %555
  %582 = sext i32 %581 to i64
  %583 = getelementptr bfloat, ptr addrspace(1) %1, i64 %582
  %584 = and i1 %562, %101
  %585 = zext i1 %584 to i32
  %586 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %583, i32 %585, i16 0) #5
  %587 = getelementptr i8, ptr addrspace(3) %563, i64 6
  store i16 %586, ptr addrspace(3) %587, align 2
  %588 = add i32 %103, %555
  %589 = sext i32 %588 to i64
  %590 = getelementptr bfloat, ptr addrspace(1) %1, i64 %589
  %591 = and i1 %562, %104
  %592 = zext i1 %591 to i32
  %593 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %590, i32 %592, i16 0) #5
  %594 = getelementptr i8, ptr addrspace(3) %563, i64 8
  store i16 %593, ptr addrspace(3) %594, align 8
  %595 = add i32 %106, %555
  %596 = sext i32 %595 to i64
  %597 = getelementptr bfloat, ptr addrspace(1) %1, i64 %596
  %598 = and i1 %562, %107
  %599 = zext i1 %598 to i32
  %600 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %597, i32 %599, i16 0) #5
  %601 = getelementptr i8, ptr addrspace(3) %563, i64 10
  store i16 %600, ptr addrspace(3) %601, align 2
  %602 = add i32 %109, %555
  %603 = sext i32 %602 to i64
  %604 = getelementptr bfloat, ptr addrspace(1) %1, i64 %603
  %605 = and i1 %562, %110
  %606 = zext i1 %605 to i32
  %607 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %604, i32 %606, i16 0) #5
  %608 = getelementptr i8, ptr addrspace(3) %563, i64 12
  store i16 %607, ptr addrspace(3) %608, align 4
  %609 = add i32 %112, %555
  %610 = sext i32 %609 to i64
  %611 = getelementptr bfloat, ptr addrspace(1) %1, i64 %610
  %612 = and i1 %562, %113
  %613 = zext i1 %612 to i32
  %614 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %611, i32 %613, i16 0) #5
  %615 = getelementptr i8, ptr addrspace(3) %563, i64 14
  store i16 %614, ptr addrspace(3) %615, align 2
  br label %.loopexit31

616:                                              ; preds = %.loopexit33
  %617 = select i1 %562, i32 %66, i32 0
  %618 = icmp eq i32 %617, 0
  %619 = select i1 %618, ptr addrspace(1) %1, ptr addrspace(1) %558
  %620 = shl nuw nsw i32 %617, 1
  %621 = ptrtoint ptr addrspace(3) %563 to i64
  %622 = trunc i64 %621 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %622, ptr addrspace(1) %619, i32 %620) #5
  br label %.loopexit31

.loopexit31:                                      ; preds = %.preheader30.preheader, %616, %159
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %623 = add nuw nsw i64 %160, 1
  %exitcond.not = icmp eq i64 %623, 3
  br i1 %exitcond.not, label %.preheader29, label %159

624:                                              ; preds = %.lr.ph, %.loopexit
  %625 = phi i32 [ 0, %.lr.ph ], [ %1130, %.loopexit ]
  %626 = phi i32 [ 0, %.lr.ph ], [ %1129, %.loopexit ]
  %627 = phi i32 [ 0, %.lr.ph ], [ %1131, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  br i1 %12, label %628, label %650

628:                                              ; preds = %624
  %629 = icmp ne i32 %625, 0
  %630 = zext i1 %629 to i32
  %631 = mul i32 %626, 12288
  %632 = sext i32 %631 to i64
  %633 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %632
  %634 = ptrtoint ptr addrspace(3) %633 to i64
  %635 = getelementptr i8, ptr addrspace(3) %633, i64 8192
  %636 = ptrtoint ptr addrspace(3) %635 to i64
  %637 = lshr exact i64 %634, 4
  %638 = and i64 %637, 16320
  %639 = or disjoint i64 %638, 70506183655424
  %640 = lshr exact i64 %636, 4
  %641 = and i64 %640, 16320
  %642 = or disjoint i64 %641, 70403108110336
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %18, i64 %639, i64 %642, i32 135333008, i32 %630) #5
  %643 = or disjoint i64 %638, 70506183655440
  %644 = add i64 %636, 2048
  %645 = lshr exact i64 %644, 4
  %646 = and i64 %645, 16383
  %647 = or disjoint i64 %646, 70403108110336
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %18, i64 %643, i64 %647, i32 135333008, i32 1) #5
  %648 = shl i32 %626, 3
  %649 = add i32 %648, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32)
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %649) #5
  br label %650

650:                                              ; preds = %628, %624
  %651 = add i32 %627, 96
  %652 = icmp slt i32 %651, %5
  %653 = icmp slt i32 %627, 2147483552
  %654 = and i1 %653, %652
  %655 = icmp eq i32 %626, 0
  %656 = add i32 %626, -1
  %657 = select i1 %655, i32 3, i32 %656
  br i1 %654, label %658, label %.loopexit

658:                                              ; preds = %650
  %.not = icmp eq i32 %625, 0
  br i1 %.not, label %.loopexit28, label %659

659:                                              ; preds = %658
  %660 = add i32 %625, 7
  %661 = lshr i32 %660, 2
  %662 = shl i32 %657, 3
  %663 = add i32 %662, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32)
  %664 = and i32 %661, 1
  br label %665

665:                                              ; preds = %665, %659
  %666 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %663, i32 %664) #5
  %667 = icmp eq i32 %666, 0
  br i1 %667, label %665, label %.loopexit28

.loopexit28:                                      ; preds = %665, %658
  %668 = mul i32 %657, 12288
  %669 = sext i32 %668 to i64
  %670 = getelementptr i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 %669
  %671 = or disjoint i32 %651, %23
  %672 = add i32 %671, %25
  %673 = sext i32 %672 to i64
  %674 = getelementptr bfloat, ptr addrspace(1) %0, i64 %673
  %675 = ptrtoint ptr addrspace(1) %674 to i64
  %676 = and i64 %675, 15
  %677 = icmp eq i64 %676, 0
  %678 = getelementptr i8, ptr addrspace(3) %670, i64 %29
  br i1 %677, label %739, label %.preheader26

.preheader26:                                     ; preds = %.loopexit28
  %679 = icmp slt i32 %671, %5
  %680 = and i1 %26, %679
  %681 = zext i1 %680 to i32
  %682 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %674, i32 %681, i16 0) #5
  store i16 %682, ptr addrspace(3) %678, align 16
  %.reass110 = or disjoint i32 %651, %invariant.op109
  %683 = add i32 %.reass110, %25
  %684 = sext i32 %683 to i64
  %685 = getelementptr bfloat, ptr addrspace(1) %0, i64 %684
  %686 = icmp slt i32 %.reass110, %5
  %687 = and i1 %26, %686
  %688 = zext i1 %687 to i32
  %689 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %685, i32 %688, i16 0) #5
  %690 = getelementptr i8, ptr addrspace(3) %678, i64 2
  store i16 %689, ptr addrspace(3) %690, align 2
  %.reass112 = or disjoint i32 %651, %invariant.op111
  %691 = add i32 %.reass112, %25
  %692 = sext i32 %691 to i64
  %693 = getelementptr bfloat, ptr addrspace(1) %0, i64 %692
  %694 = icmp slt i32 %.reass112, %5
  %695 = and i1 %26, %694
  %696 = zext i1 %695 to i32
  %697 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %693, i32 %696, i16 0) #5
  %698 = getelementptr i8, ptr addrspace(3) %678, i64 4
  store i16 %697, ptr addrspace(3) %698, align 4
  %.reass114 = or disjoint i32 %651, %invariant.op113
  %699 = add i32 %.reass114, %25
  %700 = sext i32 %699 to i64
  %701 = getelementptr bfloat, ptr addrspace(1) %0, i64 %700
  %702 = icmp slt i32 %.reass114, %5
  %703 = and i1 %26, %702
  %704 = zext i1 %703 to i32
  %705 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %701, i32 %704, i16 0) #5
  %706 = getelementptr i8, ptr addrspace(3) %678, i64 6
  store i16 %705, ptr addrspace(3) %706, align 2
  %.reass116 = or disjoint i32 %651, %invariant.op115
  %707 = add i32 %.reass116, %25
  %708 = sext i32 %707 to i64
  %709 = getelementptr bfloat, ptr addrspace(1) %0, i64 %708
  %710 = icmp slt i32 %.reass116, %5
  %711 = and i1 %26, %710
  %712 = zext i1 %711 to i32
  %713 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %709, i32 %712, i16 0) #5
  %714 = getelementptr i8, ptr addrspace(3) %678, i64 8
  store i16 %713, ptr addrspace(3) %714, align 8
  %.reass118 = or disjoint i32 %651, %invariant.op117
  %715 = add i32 %.reass118, %25
  %716 = sext i32 %715 to i64
  %717 = getelementptr bfloat, ptr addrspace(1) %0, i64 %716
  %718 = icmp slt i32 %.reass118, %5
  %719 = and i1 %26, %718
  %720 = zext i1 %719 to i32
  %721 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %717, i32 %720, i16 0) #5
  %722 = getelementptr i8, ptr addrspace(3) %678, i64 10
  store i16 %721, ptr addrspace(3) %722, align 2
  %.reass120 = or disjoint i32 %651, %invariant.op119
  %723 = add i32 %.reass120, %25
  %724 = sext i32 %723 to i64
  %725 = getelementptr bfloat, ptr addrspace(1) %0, i64 %724
  %726 = icmp slt i32 %.reass120, %5
  %727 = and i1 %26, %726
  %728 = zext i1 %727 to i32
  %729 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %725, i32 %728, i16 0) #5
  %730 = getelementptr i8, ptr addrspace(3) %678, i64 12
  store i16 %729, ptr addrspace(3) %730, align 4
  %.reass122 = or disjoint i32 %651, %invariant.op121
  %731 = add i32 %.reass122, %25
  %732 = sext i32 %731 to i64
  %733 = getelementptr bfloat, ptr addrspace(1) %0, i64 %732
  %734 = icmp slt i32 %.reass122, %5
  %735 = and i1 %26, %734
  %736 = zext i1 %735 to i32
  %737 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %733, i32 %736, i16 0) #5
  %738 = getelementptr i8, ptr addrspace(3) %678, i64 14
  store i16 %737, ptr addrspace(3) %738, align 2
  br label %.loopexit27

739:                                              ; preds = %.loopexit28
  %740 = sext i32 %671 to i64
  %741 = sub nsw i64 %27, %740
  %742 = tail call i64 @llvm.smax.i64(i64 %741, i64 0)
  %743 = tail call i64 @llvm.umin.i64(i64 %742, i64 8)
  %744 = trunc nuw nsw i64 %743 to i32
  %745 = select i1 %26, i32 %744, i32 0
  %746 = icmp eq i32 %745, 0
  %747 = select i1 %746, ptr addrspace(1) %0, ptr addrspace(1) %674
  %748 = shl nuw nsw i32 %745, 1
  %749 = ptrtoint ptr addrspace(3) %678 to i64
  %750 = trunc i64 %749 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %750, ptr addrspace(1) %747, i32 %748) #5
  br label %.loopexit27

.loopexit27:                                      ; preds = %.preheader26, %739
  %751 = add i32 %671, %35
  %752 = sext i32 %751 to i64
  %753 = getelementptr bfloat, ptr addrspace(1) %0, i64 %752
  %754 = ptrtoint ptr addrspace(1) %753 to i64
  %755 = and i64 %754, 15
  %756 = icmp eq i64 %755, 0
  %757 = getelementptr i8, ptr addrspace(3) %670, i64 %38
  br i1 %756, label %818, label %.preheader24

.preheader24:                                     ; preds = %.loopexit27
  %758 = icmp slt i32 %671, %5
  %759 = and i1 %36, %758
  %760 = zext i1 %759 to i32
  %761 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %753, i32 %760, i16 0) #5
  store i16 %761, ptr addrspace(3) %757, align 16
  %.reass124 = or disjoint i32 %651, %invariant.op123
  %762 = add i32 %.reass124, %35
  %763 = sext i32 %762 to i64
  %764 = getelementptr bfloat, ptr addrspace(1) %0, i64 %763
  %765 = icmp slt i32 %.reass124, %5
  %766 = and i1 %36, %765
  %767 = zext i1 %766 to i32
  %768 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %764, i32 %767, i16 0) #5
  %769 = getelementptr i8, ptr addrspace(3) %757, i64 2
  store i16 %768, ptr addrspace(3) %769, align 2
  %.reass126 = or disjoint i32 %651, %invariant.op125
  %770 = add i32 %.reass126, %35
  %771 = sext i32 %770 to i64
  %772 = getelementptr bfloat, ptr addrspace(1) %0, i64 %771
  %773 = icmp slt i32 %.reass126, %5
  %774 = and i1 %36, %773
  %775 = zext i1 %774 to i32
  %776 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %772, i32 %775, i16 0) #5
  %777 = getelementptr i8, ptr addrspace(3) %757, i64 4
  store i16 %776, ptr addrspace(3) %777, align 4
  %.reass128 = or disjoint i32 %651, %invariant.op127
  %778 = add i32 %.reass128, %35
  %779 = sext i32 %778 to i64
  %780 = getelementptr bfloat, ptr addrspace(1) %0, i64 %779
  %781 = icmp slt i32 %.reass128, %5
  %782 = and i1 %36, %781
  %783 = zext i1 %782 to i32
  %784 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %780, i32 %783, i16 0) #5
  %785 = getelementptr i8, ptr addrspace(3) %757, i64 6
  store i16 %784, ptr addrspace(3) %785, align 2
  %.reass130 = or disjoint i32 %651, %invariant.op129
  %786 = add i32 %.reass130, %35
  %787 = sext i32 %786 to i64
  %788 = getelementptr bfloat, ptr addrspace(1) %0, i64 %787
  %789 = icmp slt i32 %.reass130, %5
  %790 = and i1 %36, %789
  %791 = zext i1 %790 to i32
  %792 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %788, i32 %791, i16 0) #5
  %793 = getelementptr i8, ptr addrspace(3) %757, i64 8
  store i16 %792, ptr addrspace(3) %793, align 8
  %.reass132 = or disjoint i32 %651, %invariant.op131
  %794 = add i32 %.reass132, %35
  %795 = sext i32 %794 to i64
  %796 = getelementptr bfloat, ptr addrspace(1) %0, i64 %795
  %797 = icmp slt i32 %.reass132, %5
  %798 = and i1 %36, %797
  %799 = zext i1 %798 to i32
  %800 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %796, i32 %799, i16 0) #5
  %801 = getelementptr i8, ptr addrspace(3) %757, i64 10
  store i16 %800, ptr addrspace(3) %801, align 2
  %.reass134 = or disjoint i32 %651, %invariant.op133
  %802 = add i32 %.reass134, %35
  %803 = sext i32 %802 to i64
  %804 = getelementptr bfloat, ptr addrspace(1) %0, i64 %803
  %805 = icmp slt i32 %.reass134, %5
  %806 = and i1 %36, %805
  %807 = zext i1 %806 to i32
  %808 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %804, i32 %807, i16 0) #5
  %809 = getelementptr i8, ptr addrspace(3) %757, i64 12
  store i16 %808, ptr addrspace(3) %809, align 4
  %.reass136 = or disjoint i32 %651, %invariant.op135
  %810 = add i32 %.reass136, %35
  %811 = sext i32 %810 to i64
  %812 = getelementptr bfloat, ptr addrspace(1) %0, i64 %811
  %813 = icmp slt i32 %.reass136, %5
  %814 = and i1 %36, %813
  %815 = zext i1 %814 to i32
  %816 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %812, i32 %815, i16 0) #5
  %817 = getelementptr i8, ptr addrspace(3) %757, i64 14
  store i16 %816, ptr addrspace(3) %817, align 2
  br label %.loopexit25

818:                                              ; preds = %.loopexit27
  %819 = sext i32 %671 to i64
  %820 = sub nsw i64 %27, %819
  %821 = tail call i64 @llvm.smax.i64(i64 %820, i64 0)
  %822 = tail call i64 @llvm.umin.i64(i64 %821, i64 8)
  %823 = trunc nuw nsw i64 %822 to i32
  %824 = select i1 %36, i32 %823, i32 0
  %825 = icmp eq i32 %824, 0
  %826 = select i1 %825, ptr addrspace(1) %0, ptr addrspace(1) %753
  %827 = shl nuw nsw i32 %824, 1
  %828 = ptrtoint ptr addrspace(3) %757 to i64
  %829 = trunc i64 %828 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %829, ptr addrspace(1) %826, i32 %827) #5
  br label %.loopexit25

.loopexit25:                                      ; preds = %.preheader24, %818
  %830 = add i32 %671, %41
  %831 = sext i32 %830 to i64
  %832 = getelementptr bfloat, ptr addrspace(1) %0, i64 %831
  %833 = ptrtoint ptr addrspace(1) %832 to i64
  %834 = and i64 %833, 15
  %835 = icmp eq i64 %834, 0
  %836 = getelementptr i8, ptr addrspace(3) %670, i64 %47
  br i1 %835, label %897, label %.preheader22

.preheader22:                                     ; preds = %.loopexit25
  %837 = icmp slt i32 %671, %5
  %838 = and i1 %42, %837
  %839 = zext i1 %838 to i32
  %840 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %832, i32 %839, i16 0) #5
  store i16 %840, ptr addrspace(3) %836, align 16
  %.reass138 = or disjoint i32 %651, %invariant.op137
  %841 = add i32 %.reass138, %41
  %842 = sext i32 %841 to i64
  %843 = getelementptr bfloat, ptr addrspace(1) %0, i64 %842
  %844 = icmp slt i32 %.reass138, %5
  %845 = and i1 %42, %844
  %846 = zext i1 %845 to i32
  %847 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %843, i32 %846, i16 0) #5
  %848 = getelementptr i8, ptr addrspace(3) %836, i64 2
  store i16 %847, ptr addrspace(3) %848, align 2
  %.reass140 = or disjoint i32 %651, %invariant.op139
  %849 = add i32 %.reass140, %41
  %850 = sext i32 %849 to i64
  %851 = getelementptr bfloat, ptr addrspace(1) %0, i64 %850
  %852 = icmp slt i32 %.reass140, %5
  %853 = and i1 %42, %852
  %854 = zext i1 %853 to i32
  %855 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %851, i32 %854, i16 0) #5
  %856 = getelementptr i8, ptr addrspace(3) %836, i64 4
  store i16 %855, ptr addrspace(3) %856, align 4
  %.reass142 = or disjoint i32 %651, %invariant.op141
  %857 = add i32 %.reass142, %41
  %858 = sext i32 %857 to i64
  %859 = getelementptr bfloat, ptr addrspace(1) %0, i64 %858
  %860 = icmp slt i32 %.reass142, %5
  %861 = and i1 %42, %860
  %862 = zext i1 %861 to i32
  %863 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %859, i32 %862, i16 0) #5
  %864 = getelementptr i8, ptr addrspace(3) %836, i64 6
  store i16 %863, ptr addrspace(3) %864, align 2
  %.reass144 = or disjoint i32 %651, %invariant.op143
  %865 = add i32 %.reass144, %41
  %866 = sext i32 %865 to i64
  %867 = getelementptr bfloat, ptr addrspace(1) %0, i64 %866
  %868 = icmp slt i32 %.reass144, %5
  %869 = and i1 %42, %868
  %870 = zext i1 %869 to i32
  %871 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %867, i32 %870, i16 0) #5
  %872 = getelementptr i8, ptr addrspace(3) %836, i64 8
  store i16 %871, ptr addrspace(3) %872, align 8
  %.reass146 = or disjoint i32 %651, %invariant.op145
  %873 = add i32 %.reass146, %41
  %874 = sext i32 %873 to i64
  %875 = getelementptr bfloat, ptr addrspace(1) %0, i64 %874
  %876 = icmp slt i32 %.reass146, %5
  %877 = and i1 %42, %876
  %878 = zext i1 %877 to i32
  %879 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %875, i32 %878, i16 0) #5
  %880 = getelementptr i8, ptr addrspace(3) %836, i64 10
  store i16 %879, ptr addrspace(3) %880, align 2
  %.reass148 = or disjoint i32 %651, %invariant.op147
  %881 = add i32 %.reass148, %41
  %882 = sext i32 %881 to i64
  %883 = getelementptr bfloat, ptr addrspace(1) %0, i64 %882
  %884 = icmp slt i32 %.reass148, %5
  %885 = and i1 %42, %884
  %886 = zext i1 %885 to i32
  %887 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %883, i32 %886, i16 0) #5
  %888 = getelementptr i8, ptr addrspace(3) %836, i64 12
  store i16 %887, ptr addrspace(3) %888, align 4
  %.reass150 = or disjoint i32 %651, %invariant.op149
  %889 = add i32 %.reass150, %41
  %890 = sext i32 %889 to i64
  %891 = getelementptr bfloat, ptr addrspace(1) %0, i64 %890
  %892 = icmp slt i32 %.reass150, %5
  %893 = and i1 %42, %892
  %894 = zext i1 %893 to i32
  %895 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %891, i32 %894, i16 0) #5
  %896 = getelementptr i8, ptr addrspace(3) %836, i64 14
  store i16 %895, ptr addrspace(3) %896, align 2
  br label %.loopexit23

897:                                              ; preds = %.loopexit25
  %898 = sext i32 %671 to i64
  %899 = sub nsw i64 %27, %898
  %900 = tail call i64 @llvm.smax.i64(i64 %899, i64 0)
  %901 = tail call i64 @llvm.umin.i64(i64 %900, i64 8)
  %902 = trunc nuw nsw i64 %901 to i32
  %903 = select i1 %42, i32 %902, i32 0
  %904 = icmp eq i32 %903, 0
  %905 = select i1 %904, ptr addrspace(1) %0, ptr addrspace(1) %832
  %906 = shl nuw nsw i32 %903, 1
  %907 = ptrtoint ptr addrspace(3) %836 to i64
  %908 = trunc i64 %907 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %908, ptr addrspace(1) %905, i32 %906) #5
  br label %.loopexit23

.loopexit23:                                      ; preds = %.preheader22, %897
  %909 = add i32 %671, %50
  %910 = sext i32 %909 to i64
  %911 = getelementptr bfloat, ptr addrspace(1) %0, i64 %910
  %912 = ptrtoint ptr addrspace(1) %911 to i64
  %913 = and i64 %912, 15
  %914 = icmp eq i64 %913, 0
  %915 = getelementptr i8, ptr addrspace(3) %670, i64 %55
  br i1 %914, label %976, label %.preheader20

.preheader20:                                     ; preds = %.loopexit23
  %916 = icmp slt i32 %671, %5
  %917 = and i1 %51, %916
  %918 = zext i1 %917 to i32
  %919 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %911, i32 %918, i16 0) #5
  store i16 %919, ptr addrspace(3) %915, align 16
  %.reass152 = or disjoint i32 %651, %invariant.op151
  %920 = add i32 %.reass152, %50
  %921 = sext i32 %920 to i64
  %922 = getelementptr bfloat, ptr addrspace(1) %0, i64 %921
  %923 = icmp slt i32 %.reass152, %5
  %924 = and i1 %51, %923
  %925 = zext i1 %924 to i32
  %926 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %922, i32 %925, i16 0) #5
  %927 = getelementptr i8, ptr addrspace(3) %915, i64 2
  store i16 %926, ptr addrspace(3) %927, align 2
  %.reass154 = or disjoint i32 %651, %invariant.op153
  %928 = add i32 %.reass154, %50
  %929 = sext i32 %928 to i64
  %930 = getelementptr bfloat, ptr addrspace(1) %0, i64 %929
  %931 = icmp slt i32 %.reass154, %5
  %932 = and i1 %51, %931
  %933 = zext i1 %932 to i32
  %934 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %930, i32 %933, i16 0) #5
  %935 = getelementptr i8, ptr addrspace(3) %915, i64 4
  store i16 %934, ptr addrspace(3) %935, align 4
  %.reass156 = or disjoint i32 %651, %invariant.op155
  %936 = add i32 %.reass156, %50
  %937 = sext i32 %936 to i64
  %938 = getelementptr bfloat, ptr addrspace(1) %0, i64 %937
  %939 = icmp slt i32 %.reass156, %5
  %940 = and i1 %51, %939
  %941 = zext i1 %940 to i32
  %942 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %938, i32 %941, i16 0) #5
  %943 = getelementptr i8, ptr addrspace(3) %915, i64 6
  store i16 %942, ptr addrspace(3) %943, align 2
  %.reass158 = or disjoint i32 %651, %invariant.op157
  %944 = add i32 %.reass158, %50
  %945 = sext i32 %944 to i64
  %946 = getelementptr bfloat, ptr addrspace(1) %0, i64 %945
  %947 = icmp slt i32 %.reass158, %5
  %948 = and i1 %51, %947
  %949 = zext i1 %948 to i32
  %950 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %946, i32 %949, i16 0) #5
  %951 = getelementptr i8, ptr addrspace(3) %915, i64 8
  store i16 %950, ptr addrspace(3) %951, align 8
  %.reass160 = or disjoint i32 %651, %invariant.op159
  %952 = add i32 %.reass160, %50
  %953 = sext i32 %952 to i64
  %954 = getelementptr bfloat, ptr addrspace(1) %0, i64 %953
  %955 = icmp slt i32 %.reass160, %5
  %956 = and i1 %51, %955
  %957 = zext i1 %956 to i32
  %958 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %954, i32 %957, i16 0) #5
  %959 = getelementptr i8, ptr addrspace(3) %915, i64 10
  store i16 %958, ptr addrspace(3) %959, align 2
  %.reass162 = or disjoint i32 %651, %invariant.op161
  %960 = add i32 %.reass162, %50
  %961 = sext i32 %960 to i64
  %962 = getelementptr bfloat, ptr addrspace(1) %0, i64 %961
  %963 = icmp slt i32 %.reass162, %5
  %964 = and i1 %51, %963
  %965 = zext i1 %964 to i32
  %966 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %962, i32 %965, i16 0) #5
  %967 = getelementptr i8, ptr addrspace(3) %915, i64 12
  store i16 %966, ptr addrspace(3) %967, align 4
  %.reass164 = or disjoint i32 %651, %invariant.op163
  %968 = add i32 %.reass164, %50
  %969 = sext i32 %968 to i64
  %970 = getelementptr bfloat, ptr addrspace(1) %0, i64 %969
  %971 = icmp slt i32 %.reass164, %5
  %972 = and i1 %51, %971
  %973 = zext i1 %972 to i32
  %974 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %970, i32 %973, i16 0) #5
  %975 = getelementptr i8, ptr addrspace(3) %915, i64 14
  store i16 %974, ptr addrspace(3) %975, align 2
  br label %.loopexit21

976:                                              ; preds = %.loopexit23
  %977 = sext i32 %671 to i64
  %978 = sub nsw i64 %27, %977
  %979 = tail call i64 @llvm.smax.i64(i64 %978, i64 0)
  %980 = tail call i64 @llvm.umin.i64(i64 %979, i64 8)
  %981 = trunc nuw nsw i64 %980 to i32
  %982 = select i1 %51, i32 %981, i32 0
  %983 = icmp eq i32 %982, 0
  %984 = select i1 %983, ptr addrspace(1) %0, ptr addrspace(1) %911
  %985 = shl nuw nsw i32 %982, 1
  %986 = ptrtoint ptr addrspace(3) %915 to i64
  %987 = trunc i64 %986 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %987, ptr addrspace(1) %984, i32 %985) #5
  br label %.loopexit21

.loopexit21:                                      ; preds = %.preheader20, %976
  %988 = getelementptr i8, ptr addrspace(3) %670, i64 8192
  %989 = or disjoint i32 %58, %651
  %990 = mul i32 %989, %4
  %991 = add i32 %990, %60
  %992 = sext i32 %991 to i64
  %993 = getelementptr bfloat, ptr addrspace(1) %1, i64 %992
  %994 = ptrtoint ptr addrspace(1) %993 to i64
  %995 = and i64 %994, 15
  %996 = icmp eq i64 %995, 0
  %997 = icmp slt i32 %989, %5
  %998 = getelementptr i8, ptr addrspace(3) %988, i64 %29
  br i1 %996, label %1051, label %.preheader18.preheader

.preheader18.preheader:                           ; preds = %.loopexit21
  %999 = and i1 %997, %115
  %1000 = zext i1 %999 to i32
  %1001 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %993, i32 %1000, i16 0) #5
  store i16 %1001, ptr addrspace(3) %998, align 16
  %1002 = add i32 %117, %990
  %1003 = sext i32 %1002 to i64
  %1004 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1003
  %1005 = and i1 %997, %118
  %1006 = zext i1 %1005 to i32
  %1007 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1004, i32 %1006, i16 0) #5
  %1008 = getelementptr i8, ptr addrspace(3) %998, i64 2
  store i16 %1007, ptr addrspace(3) %1008, align 2
  %1009 = add i32 %120, %990
  %1010 = sext i32 %1009 to i64
  %1011 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1010
  %1012 = and i1 %997, %121
  %1013 = zext i1 %1012 to i32
  %1014 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1011, i32 %1013, i16 0) #5
  %1015 = getelementptr i8, ptr addrspace(3) %998, i64 4
  store i16 %1014, ptr addrspace(3) %1015, align 4
  %1016 = add i32 %123, %990
  %1017 = sext i32 %1016 to i64
  %1018 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1017
  %1019 = and i1 %997, %124
  %1020 = zext i1 %1019 to i32
  %1021 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1018, i32 %1020, i16 0) #5
  %1022 = getelementptr i8, ptr addrspace(3) %998, i64 6
  store i16 %1021, ptr addrspace(3) %1022, align 2
  %1023 = add i32 %126, %990
  %1024 = sext i32 %1023 to i64
  %1025 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1024
  %1026 = and i1 %997, %127
  %1027 = zext i1 %1026 to i32
  %1028 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1025, i32 %1027, i16 0) #5
  %1029 = getelementptr i8, ptr addrspace(3) %998, i64 8
  store i16 %1028, ptr addrspace(3) %1029, align 8
  %1030 = add i32 %129, %990
  %1031 = sext i32 %1030 to i64
  %1032 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1031
  %1033 = and i1 %997, %130
  %1034 = zext i1 %1033 to i32
  %1035 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1032, i32 %1034, i16 0) #5
  %1036 = getelementptr i8, ptr addrspace(3) %998, i64 10
  store i16 %1035, ptr addrspace(3) %1036, align 2
  %1037 = add i32 %132, %990
  %1038 = sext i32 %1037 to i64
  %1039 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1038
  %1040 = and i1 %997, %133
  %1041 = zext i1 %1040 to i32
  %1042 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1039, i32 %1041, i16 0) #5
  %1043 = getelementptr i8, ptr addrspace(3) %998, i64 12
  store i16 %1042, ptr addrspace(3) %1043, align 4
  %1044 = add i32 %135, %990
  %1045 = sext i32 %1044 to i64
  %1046 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1045
  %1047 = and i1 %997, %136
  %1048 = zext i1 %1047 to i32
  %1049 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1046, i32 %1048, i16 0) #5
  %1050 = getelementptr i8, ptr addrspace(3) %998, i64 14
  store i16 %1049, ptr addrspace(3) %1050, align 2
  br label %.loopexit19

1051:                                             ; preds = %.loopexit21
  %1052 = select i1 %997, i32 %66, i32 0
  %1053 = icmp eq i32 %1052, 0
  %1054 = select i1 %1053, ptr addrspace(1) %1, ptr addrspace(1) %993
  %1055 = shl nuw nsw i32 %1052, 1
  %1056 = ptrtoint ptr addrspace(3) %998 to i64
  %1057 = trunc i64 %1056 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1057, ptr addrspace(1) %1054, i32 %1055) #5
  br label %.loopexit19

.loopexit19:                                      ; preds = %.preheader18.preheader, %1051
  %1058 = or disjoint i32 %69, %651
  %1059 = mul i32 %1058, %4
  %1060 = add i32 %1059, %60
  %1061 = sext i32 %1060 to i64
  %1062 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1061
  %1063 = ptrtoint ptr addrspace(1) %1062 to i64
  %1064 = and i64 %1063, 15
  %1065 = icmp eq i64 %1064, 0
  %1066 = icmp slt i32 %1058, %5
  %1067 = getelementptr i8, ptr addrspace(3) %988, i64 %38
  br i1 %1065, label %1120, label %.preheader.preheader

.preheader.preheader:                             ; preds = %.loopexit19
  %1068 = and i1 %1066, %137
  %1069 = zext i1 %1068 to i32
  %1070 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1062, i32 %1069, i16 0) #5
  store i16 %1070, ptr addrspace(3) %1067, align 16
  %1071 = add i32 %139, %1059
  %1072 = sext i32 %1071 to i64
  %1073 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1072
  %1074 = and i1 %1066, %140
  %1075 = zext i1 %1074 to i32
  %1076 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1073, i32 %1075, i16 0) #5
  %1077 = getelementptr i8, ptr addrspace(3) %1067, i64 2
  store i16 %1076, ptr addrspace(3) %1077, align 2
  %1078 = add i32 %142, %1059
  %1079 = sext i32 %1078 to i64
  %1080 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1079
  %1081 = and i1 %1066, %143
  %1082 = zext i1 %1081 to i32
  %1083 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1080, i32 %1082, i16 0) #5
  %1084 = getelementptr i8, ptr addrspace(3) %1067, i64 4
  store i16 %1083, ptr addrspace(3) %1084, align 4
  %1085 = add i32 %145, %1059
  %1086 = sext i32 %1085 to i64
  %1087 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1086
  %1088 = and i1 %1066, %146
  %1089 = zext i1 %1088 to i32
  %1090 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1087, i32 %1089, i16 0) #5
  %1091 = getelementptr i8, ptr addrspace(3) %1067, i64 6
  store i16 %1090, ptr addrspace(3) %1091, align 2
  %1092 = add i32 %148, %1059
  %1093 = sext i32 %1092 to i64
  %1094 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1093
  %1095 = and i1 %1066, %149
  %1096 = zext i1 %1095 to i32
  %1097 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1094, i32 %1096, i16 0) #5
  %1098 = getelementptr i8, ptr addrspace(3) %1067, i64 8
  store i16 %1097, ptr addrspace(3) %1098, align 8
  %1099 = add i32 %151, %1059
  %1100 = sext i32 %1099 to i64
  %1101 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1100
  %1102 = and i1 %1066, %152
  %1103 = zext i1 %1102 to i32
  %1104 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1101, i32 %1103, i16 0) #5
  %1105 = getelementptr i8, ptr addrspace(3) %1067, i64 10
  store i16 %1104, ptr addrspace(3) %1105, align 2
  %1106 = add i32 %154, %1059
  %1107 = sext i32 %1106 to i64
  %1108 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1107
  %1109 = and i1 %1066, %155
  %1110 = zext i1 %1109 to i32
  %1111 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1108, i32 %1110, i16 0) #5
  %1112 = getelementptr i8, ptr addrspace(3) %1067, i64 12
  store i16 %1111, ptr addrspace(3) %1112, align 4
  %1113 = add i32 %157, %1059
  %1114 = sext i32 %1113 to i64
  %1115 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1114
  %1116 = and i1 %1066, %158
  %1117 = zext i1 %1116 to i32
  %1118 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %1115, i32 %1117, i16 0) #5
  %1119 = getelementptr i8, ptr addrspace(3) %1067, i64 14
  store i16 %1118, ptr addrspace(3) %1119, align 2
  br label %.loopexit

1120:                                             ; preds = %.loopexit19
  %1121 = select i1 %1066, i32 %66, i32 0
  %1122 = icmp eq i32 %1121, 0
  %1123 = select i1 %1122, ptr addrspace(1) %1, ptr addrspace(1) %1062
  %1124 = shl nuw nsw i32 %1121, 1
  %1125 = ptrtoint ptr addrspace(3) %1067 to i64
  %1126 = trunc i64 %1125 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1126, ptr addrspace(1) %1123, i32 %1124) #5
  br label %.loopexit

.loopexit:                                        ; preds = %.preheader.preheader, %1120, %650
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %1127 = add i32 %626, 1
  %1128 = icmp eq i32 %1127, 4
  %1129 = select i1 %1128, i32 0, i32 %1127
  %1130 = add i32 %625, 1
  %1131 = add i32 %627, 32
  %1132 = icmp slt i32 %1131, %5
  br i1 %1132, label %624, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
  %1133 = icmp ult i32 %625, 2147483647
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.preheader29
  %.lcssa = phi i1 [ false, %.preheader29 ], [ %1133, %._crit_edge.loopexit ]
  br i1 %12, label %1134, label %.preheader

1134:                                             ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 32)) #5
  br label %.preheader

.preheader:                                       ; preds = %1134, %._crit_edge
  br label %1135

1135:                                             ; preds = %.preheader, %1135
  %1136 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 32), i32 0) #5
  %1137 = icmp eq i32 %1136, 0
  br i1 %1137, label %1135, label %1138

1138:                                             ; preds = %1135
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %1139 = shl nuw nsw i32 %7, 16
  %1140 = and i32 %1139, 6291456
  %1141 = add i32 %18, %1140
  %1142 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %1141) #5
  %1143 = add i32 %1141, 32
  %1144 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %1143) #5
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #5
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %1145, label %1146

1145:                                             ; preds = %1138
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 64;", "r,~{memory}"(i32 %18) #5
  br label %1146

1146:                                             ; preds = %1145, %1138
  br i1 %12, label %1147, label %1148

1147:                                             ; preds = %1146
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 8)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 16)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 24)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_dsmem, i64 49152) to i32), i32 32)) #5
  br label %1148

1148:                                             ; preds = %1147, %1146
  %1149 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 31
  %1150 = bitcast i32 %1149 to float
  %1151 = fadd float %1150, 0.000000e+00
  %1152 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 30
  %1153 = bitcast i32 %1152 to float
  %1154 = fadd float %1153, 0.000000e+00
  %1155 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 29
  %1156 = bitcast i32 %1155 to float
  %1157 = fadd float %1156, 0.000000e+00
  %1158 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 28
  %1159 = bitcast i32 %1158 to float
  %1160 = fadd float %1159, 0.000000e+00
  %1161 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 27
  %1162 = bitcast i32 %1161 to float
  %1163 = fadd float %1162, 0.000000e+00
  %1164 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 26
  %1165 = bitcast i32 %1164 to float
  %1166 = fadd float %1165, 0.000000e+00
  %1167 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 25
  %1168 = bitcast i32 %1167 to float
  %1169 = fadd float %1168, 0.000000e+00
  %1170 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 24
  %1171 = bitcast i32 %1170 to float
  %1172 = fadd float %1171, 0.000000e+00
  %1173 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 23
  %1174 = bitcast i32 %1173 to float
  %1175 = fadd float %1174, 0.000000e+00
  %1176 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 22
  %1177 = bitcast i32 %1176 to float
  %1178 = fadd float %1177, 0.000000e+00
  %1179 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 21
  %1180 = bitcast i32 %1179 to float
  %1181 = fadd float %1180, 0.000000e+00
  %1182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 20
  %1183 = bitcast i32 %1182 to float
  %1184 = fadd float %1183, 0.000000e+00
  %1185 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 19
  %1186 = bitcast i32 %1185 to float
  %1187 = fadd float %1186, 0.000000e+00
  %1188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 18
  %1189 = bitcast i32 %1188 to float
  %1190 = fadd float %1189, 0.000000e+00
  %1191 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 17
  %1192 = bitcast i32 %1191 to float
  %1193 = fadd float %1192, 0.000000e+00
  %1194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 16
  %1195 = bitcast i32 %1194 to float
  %1196 = fadd float %1195, 0.000000e+00
  %1197 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 15
  %1198 = bitcast i32 %1197 to float
  %1199 = fadd float %1198, 0.000000e+00
  %1200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 14
  %1201 = bitcast i32 %1200 to float
  %1202 = fadd float %1201, 0.000000e+00
  %1203 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 13
  %1204 = bitcast i32 %1203 to float
  %1205 = fadd float %1204, 0.000000e+00
  %1206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 12
  %1207 = bitcast i32 %1206 to float
  %1208 = fadd float %1207, 0.000000e+00
  %1209 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 11
  %1210 = bitcast i32 %1209 to float
  %1211 = fadd float %1210, 0.000000e+00
  %1212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 10
  %1213 = bitcast i32 %1212 to float
  %1214 = fadd float %1213, 0.000000e+00
  %1215 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 9
  %1216 = bitcast i32 %1215 to float
  %1217 = fadd float %1216, 0.000000e+00
  %1218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 8
  %1219 = bitcast i32 %1218 to float
  %1220 = fadd float %1219, 0.000000e+00
  %1221 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 7
  %1222 = bitcast i32 %1221 to float
  %1223 = fadd float %1222, 0.000000e+00
  %1224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 6
  %1225 = bitcast i32 %1224 to float
  %1226 = fadd float %1225, 0.000000e+00
  %1227 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 5
  %1228 = bitcast i32 %1227 to float
  %1229 = fadd float %1228, 0.000000e+00
  %1230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 4
  %1231 = bitcast i32 %1230 to float
  %1232 = fadd float %1231, 0.000000e+00
  %1233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 3
  %1234 = bitcast i32 %1233 to float
  %1235 = fadd float %1234, 0.000000e+00
  %1236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 2
  %1237 = bitcast i32 %1236 to float
  %1238 = fadd float %1237, 0.000000e+00
  %1239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 1
  %1240 = bitcast i32 %1239 to float
  %1241 = fadd float %1240, 0.000000e+00
  %1242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1144, 0
  %1243 = bitcast i32 %1242 to float
  %1244 = fadd float %1243, 0.000000e+00
  %1245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 31
  %1246 = bitcast i32 %1245 to float
  %1247 = fadd float %1246, 0.000000e+00
  %1248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 30
  %1249 = bitcast i32 %1248 to float
  %1250 = fadd float %1249, 0.000000e+00
  %1251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 29
  %1252 = bitcast i32 %1251 to float
  %1253 = fadd float %1252, 0.000000e+00
  %1254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 28
  %1255 = bitcast i32 %1254 to float
  %1256 = fadd float %1255, 0.000000e+00
  %1257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 27
  %1258 = bitcast i32 %1257 to float
  %1259 = fadd float %1258, 0.000000e+00
  %1260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 26
  %1261 = bitcast i32 %1260 to float
  %1262 = fadd float %1261, 0.000000e+00
  %1263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 25
  %1264 = bitcast i32 %1263 to float
  %1265 = fadd float %1264, 0.000000e+00
  %1266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 24
  %1267 = bitcast i32 %1266 to float
  %1268 = fadd float %1267, 0.000000e+00
  %1269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 23
  %1270 = bitcast i32 %1269 to float
  %1271 = fadd float %1270, 0.000000e+00
  %1272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 22
  %1273 = bitcast i32 %1272 to float
  %1274 = fadd float %1273, 0.000000e+00
  %1275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 21
  %1276 = bitcast i32 %1275 to float
  %1277 = fadd float %1276, 0.000000e+00
  %1278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 20
  %1279 = bitcast i32 %1278 to float
  %1280 = fadd float %1279, 0.000000e+00
  %1281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 19
  %1282 = bitcast i32 %1281 to float
  %1283 = fadd float %1282, 0.000000e+00
  %1284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 18
  %1285 = bitcast i32 %1284 to float
  %1286 = fadd float %1285, 0.000000e+00
  %1287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 17
  %1288 = bitcast i32 %1287 to float
  %1289 = fadd float %1288, 0.000000e+00
  %1290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 16
  %1291 = bitcast i32 %1290 to float
  %1292 = fadd float %1291, 0.000000e+00
  %1293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 15
  %1294 = bitcast i32 %1293 to float
  %1295 = fadd float %1294, 0.000000e+00
  %1296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 14
  %1297 = bitcast i32 %1296 to float
  %1298 = fadd float %1297, 0.000000e+00
  %1299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 13
  %1300 = bitcast i32 %1299 to float
  %1301 = fadd float %1300, 0.000000e+00
  %1302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 12
  %1303 = bitcast i32 %1302 to float
  %1304 = fadd float %1303, 0.000000e+00
  %1305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 11
  %1306 = bitcast i32 %1305 to float
  %1307 = fadd float %1306, 0.000000e+00
  %1308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 10
  %1309 = bitcast i32 %1308 to float
  %1310 = fadd float %1309, 0.000000e+00
  %1311 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 9
  %1312 = bitcast i32 %1311 to float
  %1313 = fadd float %1312, 0.000000e+00
  %1314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 8
  %1315 = bitcast i32 %1314 to float
  %1316 = fadd float %1315, 0.000000e+00
  %1317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 7
  %1318 = bitcast i32 %1317 to float
  %1319 = fadd float %1318, 0.000000e+00
  %1320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 6
  %1321 = bitcast i32 %1320 to float
  %1322 = fadd float %1321, 0.000000e+00
  %1323 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 5
  %1324 = bitcast i32 %1323 to float
  %1325 = fadd float %1324, 0.000000e+00
  %1326 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 4
  %1327 = bitcast i32 %1326 to float
  %1328 = fadd float %1327, 0.000000e+00
  %1329 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 3
  %1330 = bitcast i32 %1329 to float
  %1331 = fadd float %1330, 0.000000e+00
  %1332 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 2
  %1333 = bitcast i32 %1332 to float
  %1334 = fadd float %1333, 0.000000e+00
  %1335 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 1
  %1336 = bitcast i32 %1335 to float
  %1337 = fadd float %1336, 0.000000e+00
  %1338 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1142, 0
  %1339 = bitcast i32 %1338 to float
  %1340 = fadd float %1339, 0.000000e+00
  %1341 = or disjoint i32 %10, %7
  %1342 = mul i32 %4, %1341
  %1343 = add i32 %1342, %11
  %1344 = sext i32 %1343 to i64
  %1345 = getelementptr float, ptr addrspace(1) %2, i64 %1344
  %1346 = icmp slt i32 %1341, %3
  %1347 = icmp slt i32 %11, %4
  %1348 = and i1 %1346, %1347
  %1349 = or disjoint i32 %11, 1
  %1350 = icmp slt i32 %1349, %4
  %1351 = and i1 %1346, %1350
  %1352 = or disjoint i32 %11, 2
  %1353 = icmp slt i32 %1352, %4
  %1354 = and i1 %1346, %1353
  %1355 = or disjoint i32 %11, 3
  %1356 = icmp slt i32 %1355, %4
  %1357 = and i1 %1346, %1356
  %1358 = ptrtoint ptr addrspace(1) %1345 to i64
  %1359 = and i64 %1358, 15
  %1360 = icmp eq i64 %1359, 0
  %1361 = and i1 %1357, %1360
  %1362 = xor i1 %1348, %1361
  %1363 = xor i1 %1351, %1361
  %1364 = xor i1 %1354, %1361
  %1365 = xor i1 %1357, %1361
  %1366 = zext i1 %1361 to i32
  %1367 = bitcast float %1340 to i32
  %1368 = select i1 %.lcssa, i32 %1367, i32 0
  %1369 = bitcast float %1337 to i32
  %1370 = select i1 %.lcssa, i32 %1369, i32 0
  %1371 = bitcast float %1334 to i32
  %1372 = select i1 %.lcssa, i32 %1371, i32 0
  %1373 = bitcast float %1331 to i32
  %1374 = select i1 %.lcssa, i32 %1373, i32 0
  %1375 = zext i1 %1362 to i32
  %1376 = zext i1 %1363 to i32
  %1377 = zext i1 %1364 to i32
  %1378 = zext i1 %1365 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1366, i32 %1368, i32 %1370, i32 %1372, i32 %1374, ptr addrspace(1) %1345, i32 %1375, i32 %1376, i32 %1377, i32 %1378) #5
  %1379 = or disjoint i32 %11, 4
  %1380 = add i32 %1342, %1379
  %1381 = sext i32 %1380 to i64
  %1382 = getelementptr float, ptr addrspace(1) %2, i64 %1381
  %1383 = icmp slt i32 %1379, %4
  %1384 = and i1 %1346, %1383
  %1385 = or disjoint i32 %11, 5
  %1386 = icmp slt i32 %1385, %4
  %1387 = and i1 %1346, %1386
  %1388 = or disjoint i32 %11, 6
  %1389 = icmp slt i32 %1388, %4
  %1390 = and i1 %1346, %1389
  %1391 = or disjoint i32 %11, 7
  %1392 = icmp slt i32 %1391, %4
  %1393 = and i1 %1346, %1392
  %1394 = ptrtoint ptr addrspace(1) %1382 to i64
  %1395 = and i64 %1394, 15
  %1396 = icmp eq i64 %1395, 0
  %1397 = and i1 %1393, %1396
  %1398 = xor i1 %1384, %1397
  %1399 = xor i1 %1387, %1397
  %1400 = xor i1 %1390, %1397
  %1401 = xor i1 %1393, %1397
  %1402 = zext i1 %1397 to i32
  %1403 = bitcast float %1328 to i32
  %1404 = select i1 %.lcssa, i32 %1403, i32 0
  %1405 = bitcast float %1325 to i32
  %1406 = select i1 %.lcssa, i32 %1405, i32 0
  %1407 = bitcast float %1322 to i32
  %1408 = select i1 %.lcssa, i32 %1407, i32 0
  %1409 = bitcast float %1319 to i32
  %1410 = select i1 %.lcssa, i32 %1409, i32 0
  %1411 = zext i1 %1398 to i32
  %1412 = zext i1 %1399 to i32
  %1413 = zext i1 %1400 to i32
  %1414 = zext i1 %1401 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1402, i32 %1404, i32 %1406, i32 %1408, i32 %1410, ptr addrspace(1) %1382, i32 %1411, i32 %1412, i32 %1413, i32 %1414) #5
  %1415 = or disjoint i32 %11, 8
  %1416 = add i32 %1342, %1415
  %1417 = sext i32 %1416 to i64
  %1418 = getelementptr float, ptr addrspace(1) %2, i64 %1417
  %1419 = icmp slt i32 %1415, %4
  %1420 = and i1 %1346, %1419
  %1421 = or disjoint i32 %11, 9
  %1422 = icmp slt i32 %1421, %4
  %1423 = and i1 %1346, %1422
  %1424 = or disjoint i32 %11, 10
  %1425 = icmp slt i32 %1424, %4
  %1426 = and i1 %1346, %1425
  %1427 = or disjoint i32 %11, 11
  %1428 = icmp slt i32 %1427, %4
  %1429 = and i1 %1346, %1428
  %1430 = ptrtoint ptr addrspace(1) %1418 to i64
  %1431 = and i64 %1430, 15
  %1432 = icmp eq i64 %1431, 0
  %1433 = and i1 %1429, %1432
  %1434 = xor i1 %1420, %1433
  %1435 = xor i1 %1423, %1433
  %1436 = xor i1 %1426, %1433
  %1437 = xor i1 %1429, %1433
  %1438 = zext i1 %1433 to i32
  %1439 = bitcast float %1316 to i32
  %1440 = select i1 %.lcssa, i32 %1439, i32 0
  %1441 = bitcast float %1313 to i32
  %1442 = select i1 %.lcssa, i32 %1441, i32 0
  %1443 = bitcast float %1310 to i32
  %1444 = select i1 %.lcssa, i32 %1443, i32 0
  %1445 = bitcast float %1307 to i32
  %1446 = select i1 %.lcssa, i32 %1445, i32 0
  %1447 = zext i1 %1434 to i32
  %1448 = zext i1 %1435 to i32
  %1449 = zext i1 %1436 to i32
  %1450 = zext i1 %1437 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1438, i32 %1440, i32 %1442, i32 %1444, i32 %1446, ptr addrspace(1) %1418, i32 %1447, i32 %1448, i32 %1449, i32 %1450) #5
  %1451 = or disjoint i32 %11, 12
  %1452 = add i32 %1342, %1451
  %1453 = sext i32 %1452 to i64
  %1454 = getelementptr float, ptr addrspace(1) %2, i64 %1453
  %1455 = icmp slt i32 %1451, %4
  %1456 = and i1 %1346, %1455
  %1457 = or disjoint i32 %11, 13
  %1458 = icmp slt i32 %1457, %4
  %1459 = and i1 %1346, %1458
  %1460 = or disjoint i32 %11, 14
  %1461 = icmp slt i32 %1460, %4
  %1462 = and i1 %1346, %1461
  %1463 = or disjoint i32 %11, 15
  %1464 = icmp slt i32 %1463, %4
  %1465 = and i1 %1346, %1464
  %1466 = ptrtoint ptr addrspace(1) %1454 to i64
  %1467 = and i64 %1466, 15
  %1468 = icmp eq i64 %1467, 0
  %1469 = and i1 %1465, %1468
  %1470 = xor i1 %1456, %1469
  %1471 = xor i1 %1459, %1469
  %1472 = xor i1 %1462, %1469
  %1473 = xor i1 %1465, %1469
  %1474 = zext i1 %1469 to i32
  %1475 = bitcast float %1304 to i32
  %1476 = select i1 %.lcssa, i32 %1475, i32 0
  %1477 = bitcast float %1301 to i32
  %1478 = select i1 %.lcssa, i32 %1477, i32 0
  %1479 = bitcast float %1298 to i32
  %1480 = select i1 %.lcssa, i32 %1479, i32 0
  %1481 = bitcast float %1295 to i32
  %1482 = select i1 %.lcssa, i32 %1481, i32 0
  %1483 = zext i1 %1470 to i32
  %1484 = zext i1 %1471 to i32
  %1485 = zext i1 %1472 to i32
  %1486 = zext i1 %1473 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1474, i32 %1476, i32 %1478, i32 %1480, i32 %1482, ptr addrspace(1) %1454, i32 %1483, i32 %1484, i32 %1485, i32 %1486) #5
  %1487 = or disjoint i32 %11, 16
  %1488 = add i32 %1342, %1487
  %1489 = sext i32 %1488 to i64
  %1490 = getelementptr float, ptr addrspace(1) %2, i64 %1489
  %1491 = icmp slt i32 %1487, %4
  %1492 = and i1 %1346, %1491
  %1493 = or disjoint i32 %11, 17
  %1494 = icmp slt i32 %1493, %4
  %1495 = and i1 %1346, %1494
  %1496 = or disjoint i32 %11, 18
  %1497 = icmp slt i32 %1496, %4
  %1498 = and i1 %1346, %1497
  %1499 = or disjoint i32 %11, 19
  %1500 = icmp slt i32 %1499, %4
  %1501 = and i1 %1346, %1500
  %1502 = ptrtoint ptr addrspace(1) %1490 to i64
  %1503 = and i64 %1502, 15
  %1504 = icmp eq i64 %1503, 0
  %1505 = and i1 %1501, %1504
  %1506 = xor i1 %1492, %1505
  %1507 = xor i1 %1495, %1505
  %1508 = xor i1 %1498, %1505
  %1509 = xor i1 %1501, %1505
  %1510 = zext i1 %1505 to i32
  %1511 = bitcast float %1292 to i32
  %1512 = select i1 %.lcssa, i32 %1511, i32 0
  %1513 = bitcast float %1289 to i32
  %1514 = select i1 %.lcssa, i32 %1513, i32 0
  %1515 = bitcast float %1286 to i32
  %1516 = select i1 %.lcssa, i32 %1515, i32 0
  %1517 = bitcast float %1283 to i32
  %1518 = select i1 %.lcssa, i32 %1517, i32 0
  %1519 = zext i1 %1506 to i32
  %1520 = zext i1 %1507 to i32
  %1521 = zext i1 %1508 to i32
  %1522 = zext i1 %1509 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1510, i32 %1512, i32 %1514, i32 %1516, i32 %1518, ptr addrspace(1) %1490, i32 %1519, i32 %1520, i32 %1521, i32 %1522) #5
  %1523 = or disjoint i32 %11, 20
  %1524 = add i32 %1342, %1523
  %1525 = sext i32 %1524 to i64
  %1526 = getelementptr float, ptr addrspace(1) %2, i64 %1525
  %1527 = icmp slt i32 %1523, %4
  %1528 = and i1 %1346, %1527
  %1529 = or disjoint i32 %11, 21
  %1530 = icmp slt i32 %1529, %4
  %1531 = and i1 %1346, %1530
  %1532 = or disjoint i32 %11, 22
  %1533 = icmp slt i32 %1532, %4
  %1534 = and i1 %1346, %1533
  %1535 = or disjoint i32 %11, 23
  %1536 = icmp slt i32 %1535, %4
  %1537 = and i1 %1346, %1536
  %1538 = ptrtoint ptr addrspace(1) %1526 to i64
  %1539 = and i64 %1538, 15
  %1540 = icmp eq i64 %1539, 0
  %1541 = and i1 %1537, %1540
  %1542 = xor i1 %1528, %1541
  %1543 = xor i1 %1531, %1541
  %1544 = xor i1 %1534, %1541
  %1545 = xor i1 %1537, %1541
  %1546 = zext i1 %1541 to i32
  %1547 = bitcast float %1280 to i32
  %1548 = select i1 %.lcssa, i32 %1547, i32 0
  %1549 = bitcast float %1277 to i32
  %1550 = select i1 %.lcssa, i32 %1549, i32 0
  %1551 = bitcast float %1274 to i32
  %1552 = select i1 %.lcssa, i32 %1551, i32 0
  %1553 = bitcast float %1271 to i32
  %1554 = select i1 %.lcssa, i32 %1553, i32 0
  %1555 = zext i1 %1542 to i32
  %1556 = zext i1 %1543 to i32
  %1557 = zext i1 %1544 to i32
  %1558 = zext i1 %1545 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1546, i32 %1548, i32 %1550, i32 %1552, i32 %1554, ptr addrspace(1) %1526, i32 %1555, i32 %1556, i32 %1557, i32 %1558) #5
  %1559 = or disjoint i32 %11, 24
  %1560 = add i32 %1342, %1559
  %1561 = sext i32 %1560 to i64
  %1562 = getelementptr float, ptr addrspace(1) %2, i64 %1561
  %1563 = icmp slt i32 %1559, %4
  %1564 = and i1 %1346, %1563
  %1565 = or disjoint i32 %11, 25
  %1566 = icmp slt i32 %1565, %4
  %1567 = and i1 %1346, %1566
  %1568 = or disjoint i32 %11, 26
  %1569 = icmp slt i32 %1568, %4
  %1570 = and i1 %1346, %1569
  %1571 = or disjoint i32 %11, 27
  %1572 = icmp slt i32 %1571, %4
  %1573 = and i1 %1346, %1572
  %1574 = ptrtoint ptr addrspace(1) %1562 to i64
  %1575 = and i64 %1574, 15
  %1576 = icmp eq i64 %1575, 0
  %1577 = and i1 %1573, %1576
  %1578 = xor i1 %1564, %1577
  %1579 = xor i1 %1567, %1577
  %1580 = xor i1 %1570, %1577
  %1581 = xor i1 %1573, %1577
  %1582 = zext i1 %1577 to i32
  %1583 = bitcast float %1268 to i32
  %1584 = select i1 %.lcssa, i32 %1583, i32 0
  %1585 = bitcast float %1265 to i32
  %1586 = select i1 %.lcssa, i32 %1585, i32 0
  %1587 = bitcast float %1262 to i32
  %1588 = select i1 %.lcssa, i32 %1587, i32 0
  %1589 = bitcast float %1259 to i32
  %1590 = select i1 %.lcssa, i32 %1589, i32 0
  %1591 = zext i1 %1578 to i32
  %1592 = zext i1 %1579 to i32
  %1593 = zext i1 %1580 to i32
  %1594 = zext i1 %1581 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1582, i32 %1584, i32 %1586, i32 %1588, i32 %1590, ptr addrspace(1) %1562, i32 %1591, i32 %1592, i32 %1593, i32 %1594) #5
  %1595 = or disjoint i32 %11, 28
  %1596 = add i32 %1342, %1595
  %1597 = sext i32 %1596 to i64
  %1598 = getelementptr float, ptr addrspace(1) %2, i64 %1597
  %1599 = icmp slt i32 %1595, %4
  %1600 = and i1 %1346, %1599
  %1601 = or disjoint i32 %11, 29
  %1602 = icmp slt i32 %1601, %4
  %1603 = and i1 %1346, %1602
  %1604 = or disjoint i32 %11, 30
  %1605 = icmp slt i32 %1604, %4
  %1606 = and i1 %1346, %1605
  %1607 = or disjoint i32 %11, 31
  %1608 = icmp slt i32 %1607, %4
  %1609 = and i1 %1346, %1608
  %1610 = ptrtoint ptr addrspace(1) %1598 to i64
  %1611 = and i64 %1610, 15
  %1612 = icmp eq i64 %1611, 0
  %1613 = and i1 %1609, %1612
  %1614 = xor i1 %1600, %1613
  %1615 = xor i1 %1603, %1613
  %1616 = xor i1 %1606, %1613
  %1617 = xor i1 %1609, %1613
  %1618 = zext i1 %1613 to i32
  %1619 = bitcast float %1256 to i32
  %1620 = select i1 %.lcssa, i32 %1619, i32 0
  %1621 = bitcast float %1253 to i32
  %1622 = select i1 %.lcssa, i32 %1621, i32 0
  %1623 = bitcast float %1250 to i32
  %1624 = select i1 %.lcssa, i32 %1623, i32 0
  %1625 = bitcast float %1247 to i32
  %1626 = select i1 %.lcssa, i32 %1625, i32 0
  %1627 = zext i1 %1614 to i32
  %1628 = zext i1 %1615 to i32
  %1629 = zext i1 %1616 to i32
  %1630 = zext i1 %1617 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1618, i32 %1620, i32 %1622, i32 %1624, i32 %1626, ptr addrspace(1) %1598, i32 %1627, i32 %1628, i32 %1629, i32 %1630) #5
  %1631 = or disjoint i32 %11, 32
  %1632 = add i32 %1342, %1631
  %1633 = sext i32 %1632 to i64
  %1634 = getelementptr float, ptr addrspace(1) %2, i64 %1633
  %1635 = icmp slt i32 %1631, %4
  %1636 = and i1 %1346, %1635
  %1637 = or disjoint i32 %11, 33
  %1638 = icmp slt i32 %1637, %4
  %1639 = and i1 %1346, %1638
  %1640 = or disjoint i32 %11, 34
  %1641 = icmp slt i32 %1640, %4
  %1642 = and i1 %1346, %1641
  %1643 = or disjoint i32 %11, 35
  %1644 = icmp slt i32 %1643, %4
  %1645 = and i1 %1346, %1644
  %1646 = ptrtoint ptr addrspace(1) %1634 to i64
  %1647 = and i64 %1646, 15
  %1648 = icmp eq i64 %1647, 0
  %1649 = and i1 %1645, %1648
  %1650 = xor i1 %1636, %1649
  %1651 = xor i1 %1639, %1649
  %1652 = xor i1 %1642, %1649
  %1653 = xor i1 %1645, %1649
  %1654 = zext i1 %1649 to i32
  %1655 = bitcast float %1244 to i32
  %1656 = select i1 %.lcssa, i32 %1655, i32 0
  %1657 = bitcast float %1241 to i32
  %1658 = select i1 %.lcssa, i32 %1657, i32 0
  %1659 = bitcast float %1238 to i32
  %1660 = select i1 %.lcssa, i32 %1659, i32 0
  %1661 = bitcast float %1235 to i32
  %1662 = select i1 %.lcssa, i32 %1661, i32 0
  %1663 = zext i1 %1650 to i32
  %1664 = zext i1 %1651 to i32
  %1665 = zext i1 %1652 to i32
  %1666 = zext i1 %1653 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1654, i32 %1656, i32 %1658, i32 %1660, i32 %1662, ptr addrspace(1) %1634, i32 %1663, i32 %1664, i32 %1665, i32 %1666) #5
  %1667 = or disjoint i32 %11, 36
  %1668 = add i32 %1342, %1667
  %1669 = sext i32 %1668 to i64
  %1670 = getelementptr float, ptr addrspace(1) %2, i64 %1669
  %1671 = icmp slt i32 %1667, %4
  %1672 = and i1 %1346, %1671
  %1673 = or disjoint i32 %11, 37
  %1674 = icmp slt i32 %1673, %4
  %1675 = and i1 %1346, %1674
  %1676 = or disjoint i32 %11, 38
  %1677 = icmp slt i32 %1676, %4
  %1678 = and i1 %1346, %1677
  %1679 = or disjoint i32 %11, 39
  %1680 = icmp slt i32 %1679, %4
  %1681 = and i1 %1346, %1680
  %1682 = ptrtoint ptr addrspace(1) %1670 to i64
  %1683 = and i64 %1682, 15
  %1684 = icmp eq i64 %1683, 0
  %1685 = and i1 %1681, %1684
  %1686 = xor i1 %1672, %1685
  %1687 = xor i1 %1675, %1685
  %1688 = xor i1 %1678, %1685
  %1689 = xor i1 %1681, %1685
  %1690 = zext i1 %1685 to i32
  %1691 = bitcast float %1232 to i32
  %1692 = select i1 %.lcssa, i32 %1691, i32 0
  %1693 = bitcast float %1229 to i32
  %1694 = select i1 %.lcssa, i32 %1693, i32 0
  %1695 = bitcast float %1226 to i32
  %1696 = select i1 %.lcssa, i32 %1695, i32 0
  %1697 = bitcast float %1223 to i32
  %1698 = select i1 %.lcssa, i32 %1697, i32 0
  %1699 = zext i1 %1686 to i32
  %1700 = zext i1 %1687 to i32
  %1701 = zext i1 %1688 to i32
  %1702 = zext i1 %1689 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1690, i32 %1692, i32 %1694, i32 %1696, i32 %1698, ptr addrspace(1) %1670, i32 %1699, i32 %1700, i32 %1701, i32 %1702) #5
  %1703 = or disjoint i32 %11, 40
  %1704 = add i32 %1342, %1703
  %1705 = sext i32 %1704 to i64
  %1706 = getelementptr float, ptr addrspace(1) %2, i64 %1705
  %1707 = icmp slt i32 %1703, %4
  %1708 = and i1 %1346, %1707
  %1709 = or disjoint i32 %11, 41
  %1710 = icmp slt i32 %1709, %4
  %1711 = and i1 %1346, %1710
  %1712 = or disjoint i32 %11, 42
  %1713 = icmp slt i32 %1712, %4
  %1714 = and i1 %1346, %1713
  %1715 = or disjoint i32 %11, 43
  %1716 = icmp slt i32 %1715, %4
  %1717 = and i1 %1346, %1716
  %1718 = ptrtoint ptr addrspace(1) %1706 to i64
  %1719 = and i64 %1718, 15
  %1720 = icmp eq i64 %1719, 0
  %1721 = and i1 %1717, %1720
  %1722 = xor i1 %1708, %1721
  %1723 = xor i1 %1711, %1721
  %1724 = xor i1 %1714, %1721
  %1725 = xor i1 %1717, %1721
  %1726 = zext i1 %1721 to i32
  %1727 = bitcast float %1220 to i32
  %1728 = select i1 %.lcssa, i32 %1727, i32 0
  %1729 = bitcast float %1217 to i32
  %1730 = select i1 %.lcssa, i32 %1729, i32 0
  %1731 = bitcast float %1214 to i32
  %1732 = select i1 %.lcssa, i32 %1731, i32 0
  %1733 = bitcast float %1211 to i32
  %1734 = select i1 %.lcssa, i32 %1733, i32 0
  %1735 = zext i1 %1722 to i32
  %1736 = zext i1 %1723 to i32
  %1737 = zext i1 %1724 to i32
  %1738 = zext i1 %1725 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1726, i32 %1728, i32 %1730, i32 %1732, i32 %1734, ptr addrspace(1) %1706, i32 %1735, i32 %1736, i32 %1737, i32 %1738) #5
  %1739 = or disjoint i32 %11, 44
  %1740 = add i32 %1342, %1739
  %1741 = sext i32 %1740 to i64
  %1742 = getelementptr float, ptr addrspace(1) %2, i64 %1741
  %1743 = icmp slt i32 %1739, %4
  %1744 = and i1 %1346, %1743
  %1745 = or disjoint i32 %11, 45
  %1746 = icmp slt i32 %1745, %4
  %1747 = and i1 %1346, %1746
  %1748 = or disjoint i32 %11, 46
  %1749 = icmp slt i32 %1748, %4
  %1750 = and i1 %1346, %1749
  %1751 = or disjoint i32 %11, 47
  %1752 = icmp slt i32 %1751, %4
  %1753 = and i1 %1346, %1752
  %1754 = ptrtoint ptr addrspace(1) %1742 to i64
  %1755 = and i64 %1754, 15
  %1756 = icmp eq i64 %1755, 0
  %1757 = and i1 %1753, %1756
  %1758 = xor i1 %1744, %1757
  %1759 = xor i1 %1747, %1757
  %1760 = xor i1 %1750, %1757
  %1761 = xor i1 %1753, %1757
  %1762 = zext i1 %1757 to i32
  %1763 = bitcast float %1208 to i32
  %1764 = select i1 %.lcssa, i32 %1763, i32 0
  %1765 = bitcast float %1205 to i32
  %1766 = select i1 %.lcssa, i32 %1765, i32 0
  %1767 = bitcast float %1202 to i32
  %1768 = select i1 %.lcssa, i32 %1767, i32 0
  %1769 = bitcast float %1199 to i32
  %1770 = select i1 %.lcssa, i32 %1769, i32 0
  %1771 = zext i1 %1758 to i32
  %1772 = zext i1 %1759 to i32
  %1773 = zext i1 %1760 to i32
  %1774 = zext i1 %1761 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1762, i32 %1764, i32 %1766, i32 %1768, i32 %1770, ptr addrspace(1) %1742, i32 %1771, i32 %1772, i32 %1773, i32 %1774) #5
  %1775 = or disjoint i32 %11, 48
  %1776 = add i32 %1342, %1775
  %1777 = sext i32 %1776 to i64
  %1778 = getelementptr float, ptr addrspace(1) %2, i64 %1777
  %1779 = icmp slt i32 %1775, %4
  %1780 = and i1 %1346, %1779
  %1781 = or disjoint i32 %11, 49
  %1782 = icmp slt i32 %1781, %4
  %1783 = and i1 %1346, %1782
  %1784 = or disjoint i32 %11, 50
  %1785 = icmp slt i32 %1784, %4
  %1786 = and i1 %1346, %1785
  %1787 = or disjoint i32 %11, 51
  %1788 = icmp slt i32 %1787, %4
  %1789 = and i1 %1346, %1788
  %1790 = ptrtoint ptr addrspace(1) %1778 to i64
  %1791 = and i64 %1790, 15
  %1792 = icmp eq i64 %1791, 0
  %1793 = and i1 %1789, %1792
  %1794 = xor i1 %1780, %1793
  %1795 = xor i1 %1783, %1793
  %1796 = xor i1 %1786, %1793
  %1797 = xor i1 %1789, %1793
  %1798 = zext i1 %1793 to i32
  %1799 = bitcast float %1196 to i32
  %1800 = select i1 %.lcssa, i32 %1799, i32 0
  %1801 = bitcast float %1193 to i32
  %1802 = select i1 %.lcssa, i32 %1801, i32 0
  %1803 = bitcast float %1190 to i32
  %1804 = select i1 %.lcssa, i32 %1803, i32 0
  %1805 = bitcast float %1187 to i32
  %1806 = select i1 %.lcssa, i32 %1805, i32 0
  %1807 = zext i1 %1794 to i32
  %1808 = zext i1 %1795 to i32
  %1809 = zext i1 %1796 to i32
  %1810 = zext i1 %1797 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1798, i32 %1800, i32 %1802, i32 %1804, i32 %1806, ptr addrspace(1) %1778, i32 %1807, i32 %1808, i32 %1809, i32 %1810) #5
  %1811 = or disjoint i32 %11, 52
  %1812 = add i32 %1342, %1811
  %1813 = sext i32 %1812 to i64
  %1814 = getelementptr float, ptr addrspace(1) %2, i64 %1813
  %1815 = icmp slt i32 %1811, %4
  %1816 = and i1 %1346, %1815
  %1817 = or disjoint i32 %11, 53
  %1818 = icmp slt i32 %1817, %4
  %1819 = and i1 %1346, %1818
  %1820 = or disjoint i32 %11, 54
  %1821 = icmp slt i32 %1820, %4
  %1822 = and i1 %1346, %1821
  %1823 = or disjoint i32 %11, 55
  %1824 = icmp slt i32 %1823, %4
  %1825 = and i1 %1346, %1824
  %1826 = ptrtoint ptr addrspace(1) %1814 to i64
  %1827 = and i64 %1826, 15
  %1828 = icmp eq i64 %1827, 0
  %1829 = and i1 %1825, %1828
  %1830 = xor i1 %1816, %1829
  %1831 = xor i1 %1819, %1829
  %1832 = xor i1 %1822, %1829
  %1833 = xor i1 %1825, %1829
  %1834 = zext i1 %1829 to i32
  %1835 = bitcast float %1184 to i32
  %1836 = select i1 %.lcssa, i32 %1835, i32 0
  %1837 = bitcast float %1181 to i32
  %1838 = select i1 %.lcssa, i32 %1837, i32 0
  %1839 = bitcast float %1178 to i32
  %1840 = select i1 %.lcssa, i32 %1839, i32 0
  %1841 = bitcast float %1175 to i32
  %1842 = select i1 %.lcssa, i32 %1841, i32 0
  %1843 = zext i1 %1830 to i32
  %1844 = zext i1 %1831 to i32
  %1845 = zext i1 %1832 to i32
  %1846 = zext i1 %1833 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1834, i32 %1836, i32 %1838, i32 %1840, i32 %1842, ptr addrspace(1) %1814, i32 %1843, i32 %1844, i32 %1845, i32 %1846) #5
  %1847 = or disjoint i32 %11, 56
  %1848 = add i32 %1342, %1847
  %1849 = sext i32 %1848 to i64
  %1850 = getelementptr float, ptr addrspace(1) %2, i64 %1849
  %1851 = icmp slt i32 %1847, %4
  %1852 = and i1 %1346, %1851
  %1853 = or disjoint i32 %11, 57
  %1854 = icmp slt i32 %1853, %4
  %1855 = and i1 %1346, %1854
  %1856 = or disjoint i32 %11, 58
  %1857 = icmp slt i32 %1856, %4
  %1858 = and i1 %1346, %1857
  %1859 = or disjoint i32 %11, 59
  %1860 = icmp slt i32 %1859, %4
  %1861 = and i1 %1346, %1860
  %1862 = ptrtoint ptr addrspace(1) %1850 to i64
  %1863 = and i64 %1862, 15
  %1864 = icmp eq i64 %1863, 0
  %1865 = and i1 %1861, %1864
  %1866 = xor i1 %1852, %1865
  %1867 = xor i1 %1855, %1865
  %1868 = xor i1 %1858, %1865
  %1869 = xor i1 %1861, %1865
  %1870 = zext i1 %1865 to i32
  %1871 = bitcast float %1172 to i32
  %1872 = select i1 %.lcssa, i32 %1871, i32 0
  %1873 = bitcast float %1169 to i32
  %1874 = select i1 %.lcssa, i32 %1873, i32 0
  %1875 = bitcast float %1166 to i32
  %1876 = select i1 %.lcssa, i32 %1875, i32 0
  %1877 = bitcast float %1163 to i32
  %1878 = select i1 %.lcssa, i32 %1877, i32 0
  %1879 = zext i1 %1866 to i32
  %1880 = zext i1 %1867 to i32
  %1881 = zext i1 %1868 to i32
  %1882 = zext i1 %1869 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1870, i32 %1872, i32 %1874, i32 %1876, i32 %1878, ptr addrspace(1) %1850, i32 %1879, i32 %1880, i32 %1881, i32 %1882) #5
  %1883 = or disjoint i32 %11, 60
  %1884 = add i32 %1342, %1883
  %1885 = sext i32 %1884 to i64
  %1886 = getelementptr float, ptr addrspace(1) %2, i64 %1885
  %1887 = icmp slt i32 %1883, %4
  %1888 = and i1 %1346, %1887
  %1889 = or disjoint i32 %11, 61
  %1890 = icmp slt i32 %1889, %4
  %1891 = and i1 %1346, %1890
  %1892 = or disjoint i32 %11, 62
  %1893 = icmp slt i32 %1892, %4
  %1894 = and i1 %1346, %1893
  %1895 = or disjoint i32 %11, 63
  %1896 = icmp slt i32 %1895, %4
  %1897 = and i1 %1346, %1896
  %1898 = ptrtoint ptr addrspace(1) %1886 to i64
  %1899 = and i64 %1898, 15
  %1900 = icmp eq i64 %1899, 0
  %1901 = and i1 %1897, %1900
  %1902 = xor i1 %1888, %1901
  %1903 = xor i1 %1891, %1901
  %1904 = xor i1 %1894, %1901
  %1905 = xor i1 %1897, %1901
  %1906 = zext i1 %1901 to i32
  %1907 = bitcast float %1160 to i32
  %1908 = select i1 %.lcssa, i32 %1907, i32 0
  %1909 = bitcast float %1157 to i32
  %1910 = select i1 %.lcssa, i32 %1909, i32 0
  %1911 = bitcast float %1154 to i32
  %1912 = select i1 %.lcssa, i32 %1911, i32 0
  %1913 = bitcast float %1151 to i32
  %1914 = select i1 %.lcssa, i32 %1913, i32 0
  %1915 = zext i1 %1902 to i32
  %1916 = zext i1 %1903 to i32
  %1917 = zext i1 %1904 to i32
  %1918 = zext i1 %1905 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1906, i32 %1908, i32 %1910, i32 %1912, i32 %1914, ptr addrspace(1) %1886, i32 %1915, i32 %1916, i32 %1917, i32 %1918) #5
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
