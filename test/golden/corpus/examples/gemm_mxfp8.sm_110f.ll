; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_mxfp8_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_mxfp8(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, ptr addrspace(1) %4, i32 %5, i32 %6, i32 %7) local_unnamed_addr #0 {
  %9 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = shl nuw nsw i32 %11, 7
  %13 = shl i32 %10, 6
  %14 = lshr i32 %7, 5
  %15 = icmp eq i32 %9, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %8
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 8)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 16)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 24)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 32)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %17

17:                                               ; preds = %16, %8
  %18 = lshr i32 %9, 5
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %17
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 128;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 40)) #5
  br label %21

21:                                               ; preds = %20, %17
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %22 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 40)) #5
  %23 = lshr i32 %9, 1
  %24 = and i32 %23, 56
  %25 = and i32 %9, 7
  %26 = or disjoint i32 %24, %25
  %27 = shl nuw nsw i32 %9, 1
  %28 = and i32 %27, 16
  %29 = or disjoint i32 %26, %12
  %30 = mul i32 %7, %29
  %31 = add i32 %30, %28
  %32 = icmp slt i32 %29, %5
  %33 = shl nuw nsw i32 %9, 4
  %34 = and i32 %33, 1792
  %35 = shl nuw nsw i32 %28, 3
  %36 = or disjoint i32 %35, %34
  %37 = shl nuw nsw i32 %25, 4
  %38 = or disjoint i32 %36, %37
  %39 = zext nneg i32 %38 to i64
  %40 = zext i1 %32 to i32
  %41 = select i1 %32, i32 16, i32 0
  %42 = or disjoint i32 %26, 64
  %43 = or disjoint i32 %42, %12
  %44 = mul i32 %7, %43
  %45 = add i32 %44, %28
  %46 = icmp slt i32 %43, %5
  %47 = shl nuw nsw i32 %42, 5
  %48 = and i32 %47, 3840
  %49 = or disjoint i32 %48, %35
  %50 = or disjoint i32 %49, %37
  %51 = zext nneg i32 %50 to i64
  %52 = zext i1 %46 to i32
  %53 = select i1 %46, i32 16, i32 0
  %54 = lshr i32 %9, 2
  %55 = and i32 %54, 24
  %56 = or disjoint i32 %55, %25
  %57 = and i32 %27, 48
  %58 = or disjoint i32 %57, %13
  %59 = shl nuw nsw i32 %57, 3
  %60 = and i32 %33, 1536
  %61 = or disjoint i32 %59, %60
  %62 = or disjoint i32 %61, %37
  %63 = zext nneg i32 %62 to i64
  %64 = sext i32 %6 to i64
  %65 = sext i32 %58 to i64
  %66 = sub nsw i64 %64, %65
  %67 = tail call i64 @llvm.smax.i64(i64 %66, i64 0)
  %68 = tail call i64 @llvm.umin.i64(i64 %67, i64 16)
  %69 = trunc nuw nsw i64 %68 to i32
  %70 = and i32 %33, 496
  %71 = shl nuw nsw i32 %18, 2
  %72 = or disjoint i32 %70, %71
  %73 = zext nneg i32 %72 to i64
  %74 = or disjoint i32 %12, %9
  %75 = mul i32 %14, %74
  %76 = icmp slt i32 %74, %5
  %77 = zext i1 %76 to i32
  %78 = icmp samesign ult i32 %9, 64
  %79 = or disjoint i32 %13, %9
  %80 = mul i32 %14, %79
  %81 = icmp slt i32 %79, %6
  %82 = zext i1 %81 to i32
  %invariant.op = or i32 %57, %13
  br label %85

.preheader24:                                     ; preds = %175
  %83 = icmp sgt i32 %7, 0
  br i1 %83, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader24
  %84 = add i32 %22, 64
  %invariant.op51 = or i32 %57, %13
  br label %177

85:                                               ; preds = %21, %175
  %86 = phi i64 [ 0, %21 ], [ %176, %175 ]
  %87 = trunc nuw nsw i64 %86 to i32
  %88 = shl nuw nsw i32 %87, 5
  %89 = icmp slt i32 %88, %7
  br i1 %89, label %90, label %175

90:                                               ; preds = %85
  %91 = mul nuw nsw i64 %86, 7168
  %92 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 %91
  %93 = add i32 %31, %88
  %94 = sext i32 %93 to i64
  %95 = getelementptr i8, ptr addrspace(1) %0, i64 %94
  %96 = ptrtoint ptr addrspace(1) %95 to i64
  %97 = and i64 %96, 15
  %98 = icmp eq i64 %97, 0
  %99 = getelementptr i8, ptr addrspace(3) %92, i64 %39
  br i1 %98, label %101, label %.preheader30

.preheader30:                                     ; preds = %90
  %100 = add i32 %88, %30
  br label %104

101:                                              ; preds = %90
  %102 = ptrtoint ptr addrspace(3) %99 to i64
  %103 = trunc i64 %102 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %103, ptr addrspace(1) %95, i32 %41) #5
  br label %.loopexit31

104:                                              ; preds = %.preheader30, %104
  %105 = phi i64 [ 0, %.preheader30 ], [ %114, %104 ]
  %106 = trunc nuw nsw i64 %105 to i32
  %107 = or disjoint i32 %28, %106
  %108 = add i32 %100, %107
  %109 = sext i32 %108 to i64
  %110 = getelementptr i8, ptr addrspace(1) %0, i64 %109
  %111 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %110, i32 %40, i16 0) #5
  %112 = trunc i16 %111 to i8
  %113 = getelementptr i8, ptr addrspace(3) %99, i64 %105
  store i8 %112, ptr addrspace(3) %113, align 1
  %114 = add nuw nsw i64 %105, 1
  %exitcond.not = icmp eq i64 %114, 16
  br i1 %exitcond.not, label %.loopexit31, label %104

.loopexit31:                                      ; preds = %104, %101
  %115 = add i32 %45, %88
  %116 = sext i32 %115 to i64
  %117 = getelementptr i8, ptr addrspace(1) %0, i64 %116
  %118 = ptrtoint ptr addrspace(1) %117 to i64
  %119 = and i64 %118, 15
  %120 = icmp eq i64 %119, 0
  %121 = getelementptr i8, ptr addrspace(3) %92, i64 %51
  br i1 %120, label %123, label %.preheader28

.preheader28:                                     ; preds = %.loopexit31
  %122 = add i32 %88, %44
  br label %126

123:                                              ; preds = %.loopexit31
  %124 = ptrtoint ptr addrspace(3) %121 to i64
  %125 = trunc i64 %124 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %125, ptr addrspace(1) %117, i32 %53) #5
  br label %.loopexit29

126:                                              ; preds = %.preheader28, %126
  %127 = phi i64 [ 0, %.preheader28 ], [ %136, %126 ]
  %128 = trunc nuw nsw i64 %127 to i32
  %129 = or disjoint i32 %28, %128
  %130 = add i32 %122, %129
  %131 = sext i32 %130 to i64
  %132 = getelementptr i8, ptr addrspace(1) %0, i64 %131
  %133 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %132, i32 %52, i16 0) #5
  %134 = trunc i16 %133 to i8
  %135 = getelementptr i8, ptr addrspace(3) %121, i64 %127
  store i8 %134, ptr addrspace(3) %135, align 1
  %136 = add nuw nsw i64 %127, 1
  %exitcond33.not = icmp eq i64 %136, 16
  br i1 %exitcond33.not, label %.loopexit29, label %126

.loopexit29:                                      ; preds = %126, %123
  %137 = getelementptr i8, ptr addrspace(3) %92, i64 4096
  %138 = or disjoint i32 %56, %88
  %139 = mul i32 %138, %6
  %140 = add i32 %139, %58
  %141 = sext i32 %140 to i64
  %142 = getelementptr i8, ptr addrspace(1) %2, i64 %141
  %143 = ptrtoint ptr addrspace(1) %142 to i64
  %144 = and i64 %143, 15
  %145 = icmp eq i64 %144, 0
  %146 = getelementptr i8, ptr addrspace(3) %137, i64 %63
  br i1 %145, label %147, label %.preheader26

147:                                              ; preds = %.loopexit29
  %148 = ptrtoint ptr addrspace(3) %146 to i64
  %149 = trunc i64 %148 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %149, ptr addrspace(1) %142, i32 %69) #5
  br label %.loopexit27

.preheader26:                                     ; preds = %.loopexit29, %.preheader26
  %150 = phi i64 [ %160, %.preheader26 ], [ 0, %.loopexit29 ]
  %151 = trunc nuw nsw i64 %150 to i32
  %.reass.reass = or i32 %151, %invariant.op
  %152 = add i32 %.reass.reass, %139
  %153 = sext i32 %152 to i64
  %154 = getelementptr i8, ptr addrspace(1) %2, i64 %153
  %155 = icmp slt i32 %.reass.reass, %6
  %156 = zext i1 %155 to i32
  %157 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %154, i32 %156, i16 0) #5
  %158 = trunc i16 %157 to i8
  %159 = getelementptr i8, ptr addrspace(3) %146, i64 %150
  store i8 %158, ptr addrspace(3) %159, align 1
  %160 = add nuw nsw i64 %150, 1
  %exitcond34.not = icmp eq i64 %160, 16
  br i1 %exitcond34.not, label %.loopexit27, label %.preheader26

.loopexit27:                                      ; preds = %.preheader26, %147
  %161 = getelementptr i8, ptr addrspace(3) %92, i64 6144
  %162 = getelementptr i8, ptr addrspace(3) %161, i64 %73
  %163 = add i32 %75, %87
  %164 = sext i32 %163 to i64
  %165 = getelementptr i8, ptr addrspace(1) %1, i64 %164
  %166 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %165, i32 %77, i16 0) #5
  %167 = trunc i16 %166 to i8
  store i8 %167, ptr addrspace(3) %162, align 4
  br i1 %78, label %.loopexit25, label %175

.loopexit25:                                      ; preds = %.loopexit27
  %168 = getelementptr i8, ptr addrspace(3) %92, i64 6656
  %169 = getelementptr i8, ptr addrspace(3) %168, i64 %73
  %170 = add i32 %80, %87
  %171 = sext i32 %170 to i64
  %172 = getelementptr i8, ptr addrspace(1) %3, i64 %171
  %173 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %172, i32 %82, i16 0) #5
  %174 = trunc i16 %173 to i8
  store i8 %174, ptr addrspace(3) %169, align 4
  br label %175

175:                                              ; preds = %.loopexit25, %.loopexit27, %85
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %176 = add nuw nsw i64 %86, 1
  %exitcond35.not = icmp eq i64 %176, 3
  br i1 %exitcond35.not, label %.preheader24, label %85

177:                                              ; preds = %.lr.ph, %314
  %178 = phi i32 [ 0, %.lr.ph ], [ %318, %314 ]
  %179 = phi i32 [ 0, %.lr.ph ], [ %317, %314 ]
  %180 = phi i32 [ 0, %.lr.ph ], [ %319, %314 ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  br i1 %15, label %181, label %210

181:                                              ; preds = %177
  %182 = icmp ne i32 %178, 0
  %183 = zext i1 %182 to i32
  %184 = mul i32 %179, 7168
  %185 = sext i32 %184 to i64
  %186 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 %185
  %187 = ptrtoint ptr addrspace(3) %186 to i64
  %188 = getelementptr i8, ptr addrspace(3) %186, i64 4096
  %189 = ptrtoint ptr addrspace(3) %188 to i64
  %190 = getelementptr i8, ptr addrspace(3) %186, i64 6144
  %191 = ptrtoint ptr addrspace(3) %190 to i64
  %192 = getelementptr i8, ptr addrspace(3) %186, i64 6656
  %193 = ptrtoint ptr addrspace(3) %192 to i64
  %194 = shl i32 %179, 3
  %195 = add i32 %84, %194
  %196 = lshr exact i64 %191, 4
  %197 = and i64 %196, 16320
  %198 = or disjoint i64 %197, 70403103916032
  tail call void asm sideeffect "tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;", "r,l,~{memory}"(i32 %195, i64 %198) #5
  %199 = add i32 %195, 4
  %200 = lshr exact i64 %193, 4
  %201 = and i64 %200, 16352
  %202 = or disjoint i64 %201, 70403103916032
  tail call void asm sideeffect "tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;", "r,l,~{memory}"(i32 %199, i64 %202) #5
  %203 = lshr exact i64 %187, 4
  %204 = and i64 %203, 16320
  %205 = or disjoint i64 %204, 70437464178688
  %206 = lshr exact i64 %189, 4
  %207 = and i64 %206, 16320
  %208 = or disjoint i64 %207, 70403106013184
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 [$0], $1, $2, $3, [$5], [$6], p;\0A\09}", "r,l,l,r,r,r,r,~{memory}"(i32 %22, i64 %205, i64 %208, i32 143720448, i32 %183, i32 %195, i32 %199) #5
  %209 = add i32 %194, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32)
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %209) #5
  br label %210

210:                                              ; preds = %181, %177
  %211 = add i32 %180, 96
  %212 = icmp slt i32 %211, %7
  %213 = icmp slt i32 %180, 2147483552
  %214 = and i1 %213, %212
  %215 = icmp eq i32 %179, 0
  %216 = add i32 %179, -1
  %217 = select i1 %215, i32 3, i32 %216
  br i1 %214, label %218, label %314

218:                                              ; preds = %210
  %.not = icmp eq i32 %178, 0
  br i1 %.not, label %.loopexit23, label %219

219:                                              ; preds = %218
  %220 = add i32 %178, 7
  %221 = lshr i32 %220, 2
  %222 = shl i32 %217, 3
  %223 = add i32 %222, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32)
  %224 = and i32 %221, 1
  br label %225

225:                                              ; preds = %225, %219
  %226 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %223, i32 %224) #5
  %227 = icmp eq i32 %226, 0
  br i1 %227, label %225, label %.loopexit23

.loopexit23:                                      ; preds = %225, %218
  %228 = lshr exact i32 %211, 5
  %229 = mul i32 %217, 7168
  %230 = sext i32 %229 to i64
  %231 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 %230
  %232 = add i32 %31, %211
  %233 = sext i32 %232 to i64
  %234 = getelementptr i8, ptr addrspace(1) %0, i64 %233
  %235 = ptrtoint ptr addrspace(1) %234 to i64
  %236 = and i64 %235, 15
  %237 = icmp eq i64 %236, 0
  %238 = getelementptr i8, ptr addrspace(3) %231, i64 %39
  br i1 %237, label %240, label %.preheader21

.preheader21:                                     ; preds = %.loopexit23
  %239 = add i32 %211, %30
  br label %243

240:                                              ; preds = %.loopexit23
  %241 = ptrtoint ptr addrspace(3) %238 to i64
  %242 = trunc i64 %241 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %242, ptr addrspace(1) %234, i32 %41) #5
  br label %.loopexit22

243:                                              ; preds = %.preheader21, %243
  %244 = phi i64 [ 0, %.preheader21 ], [ %253, %243 ]
  %245 = trunc nuw nsw i64 %244 to i32
  %246 = or disjoint i32 %28, %245
  %247 = add i32 %239, %246
  %248 = sext i32 %247 to i64
  %249 = getelementptr i8, ptr addrspace(1) %0, i64 %248
  %250 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %249, i32 %40, i16 0) #5
  %251 = trunc i16 %250 to i8
  %252 = getelementptr i8, ptr addrspace(3) %238, i64 %244
  store i8 %251, ptr addrspace(3) %252, align 1
  %253 = add nuw nsw i64 %244, 1
  %exitcond36.not = icmp eq i64 %253, 16
  br i1 %exitcond36.not, label %.loopexit22, label %243

.loopexit22:                                      ; preds = %243, %240
  %254 = add i32 %45, %211
  %255 = sext i32 %254 to i64
  %256 = getelementptr i8, ptr addrspace(1) %0, i64 %255
  %257 = ptrtoint ptr addrspace(1) %256 to i64
  %258 = and i64 %257, 15
  %259 = icmp eq i64 %258, 0
  %260 = getelementptr i8, ptr addrspace(3) %231, i64 %51
  br i1 %259, label %262, label %.preheader19

.preheader19:                                     ; preds = %.loopexit22
  %261 = add i32 %211, %44
  br label %265

262:                                              ; preds = %.loopexit22
  %263 = ptrtoint ptr addrspace(3) %260 to i64
  %264 = trunc i64 %263 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %264, ptr addrspace(1) %256, i32 %53) #5
  br label %.loopexit20

265:                                              ; preds = %.preheader19, %265
  %266 = phi i64 [ 0, %.preheader19 ], [ %275, %265 ]
  %267 = trunc nuw nsw i64 %266 to i32
  %268 = or disjoint i32 %28, %267
  %269 = add i32 %261, %268
  %270 = sext i32 %269 to i64
  %271 = getelementptr i8, ptr addrspace(1) %0, i64 %270
  %272 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %271, i32 %52, i16 0) #5
  %273 = trunc i16 %272 to i8
  %274 = getelementptr i8, ptr addrspace(3) %260, i64 %266
  store i8 %273, ptr addrspace(3) %274, align 1
  %275 = add nuw nsw i64 %266, 1
  %exitcond37.not = icmp eq i64 %275, 16
  br i1 %exitcond37.not, label %.loopexit20, label %265

.loopexit20:                                      ; preds = %265, %262
  %276 = getelementptr i8, ptr addrspace(3) %231, i64 4096
  %277 = or disjoint i32 %56, %211
  %278 = mul i32 %277, %6
  %279 = add i32 %278, %58
  %280 = sext i32 %279 to i64
  %281 = getelementptr i8, ptr addrspace(1) %2, i64 %280
  %282 = ptrtoint ptr addrspace(1) %281 to i64
  %283 = and i64 %282, 15
  %284 = icmp eq i64 %283, 0
  %285 = getelementptr i8, ptr addrspace(3) %276, i64 %63
  br i1 %284, label %286, label %.preheader

286:                                              ; preds = %.loopexit20
  %287 = ptrtoint ptr addrspace(3) %285 to i64
  %288 = trunc i64 %287 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %288, ptr addrspace(1) %281, i32 %69) #5
  br label %.loopexit18

.preheader:                                       ; preds = %.loopexit20, %.preheader
  %289 = phi i64 [ %299, %.preheader ], [ 0, %.loopexit20 ]
  %290 = trunc nuw nsw i64 %289 to i32
  %.reass46.reass = or i32 %290, %invariant.op51
  %291 = add i32 %.reass46.reass, %278
  %292 = sext i32 %291 to i64
  %293 = getelementptr i8, ptr addrspace(1) %2, i64 %292
  %294 = icmp slt i32 %.reass46.reass, %6
  %295 = zext i1 %294 to i32
  %296 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %293, i32 %295, i16 0) #5
  %297 = trunc i16 %296 to i8
  %298 = getelementptr i8, ptr addrspace(3) %285, i64 %289
  store i8 %297, ptr addrspace(3) %298, align 1
  %299 = add nuw nsw i64 %289, 1
  %exitcond38.not = icmp eq i64 %299, 16
  br i1 %exitcond38.not, label %.loopexit18, label %.preheader

.loopexit18:                                      ; preds = %.preheader, %286
  %300 = getelementptr i8, ptr addrspace(3) %231, i64 6144
  %301 = getelementptr i8, ptr addrspace(3) %300, i64 %73
  %302 = add i32 %228, %75
  %303 = sext i32 %302 to i64
  %304 = getelementptr i8, ptr addrspace(1) %1, i64 %303
  %305 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %304, i32 %77, i16 0) #5
  %306 = trunc i16 %305 to i8
  store i8 %306, ptr addrspace(3) %301, align 4
  br i1 %78, label %.loopexit, label %314

.loopexit:                                        ; preds = %.loopexit18
  %307 = getelementptr i8, ptr addrspace(3) %231, i64 6656
  %308 = getelementptr i8, ptr addrspace(3) %307, i64 %73
  %309 = add i32 %228, %80
  %310 = sext i32 %309 to i64
  %311 = getelementptr i8, ptr addrspace(1) %3, i64 %310
  %312 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %311, i32 %82, i16 0) #5
  %313 = trunc i16 %312 to i8
  store i8 %313, ptr addrspace(3) %308, align 4
  br label %314

314:                                              ; preds = %.loopexit, %.loopexit18, %210
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %315 = add i32 %179, 1
  %316 = icmp eq i32 %315, 4
  %317 = select i1 %316, i32 0, i32 %315
  %318 = add i32 %178, 1
  %319 = add i32 %180, 32
  %320 = icmp slt i32 %319, %7
  br i1 %320, label %177, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %314
  %321 = icmp ult i32 %178, 2147483647
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.preheader24
  %.lcssa = phi i1 [ false, %.preheader24 ], [ %321, %._crit_edge.loopexit ]
  br i1 %15, label %322, label %.preheader48

322:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 32)) #5
  br label %.preheader48

.preheader48:                                     ; preds = %322, %._crit_edge
  br label %323

323:                                              ; preds = %.preheader48, %323
  %324 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 32), i32 0) #5
  %325 = icmp eq i32 %324, 0
  br i1 %325, label %323, label %326

326:                                              ; preds = %323
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %327 = shl nuw nsw i32 %9, 16
  %328 = and i32 %327, 6291456
  %329 = add i32 %22, %328
  %330 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %329) #5
  %331 = add i32 %329, 32
  %332 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %331) #5
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #5
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %19, label %333, label %334

333:                                              ; preds = %326
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 128;", "r,~{memory}"(i32 %22) #5
  br label %334

334:                                              ; preds = %333, %326
  br i1 %15, label %335, label %336

335:                                              ; preds = %334
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 8)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 16)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 24)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 32)) #5
  br label %336

336:                                              ; preds = %335, %334
  %337 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 31
  %338 = bitcast i32 %337 to float
  %339 = fadd float %338, 0.000000e+00
  %340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 30
  %341 = bitcast i32 %340 to float
  %342 = fadd float %341, 0.000000e+00
  %343 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 29
  %344 = bitcast i32 %343 to float
  %345 = fadd float %344, 0.000000e+00
  %346 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 28
  %347 = bitcast i32 %346 to float
  %348 = fadd float %347, 0.000000e+00
  %349 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 27
  %350 = bitcast i32 %349 to float
  %351 = fadd float %350, 0.000000e+00
  %352 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 26
  %353 = bitcast i32 %352 to float
  %354 = fadd float %353, 0.000000e+00
  %355 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 25
  %356 = bitcast i32 %355 to float
  %357 = fadd float %356, 0.000000e+00
  %358 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 24
  %359 = bitcast i32 %358 to float
  %360 = fadd float %359, 0.000000e+00
  %361 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 23
  %362 = bitcast i32 %361 to float
  %363 = fadd float %362, 0.000000e+00
  %364 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 22
  %365 = bitcast i32 %364 to float
  %366 = fadd float %365, 0.000000e+00
  %367 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 21
  %368 = bitcast i32 %367 to float
  %369 = fadd float %368, 0.000000e+00
  %370 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 20
  %371 = bitcast i32 %370 to float
  %372 = fadd float %371, 0.000000e+00
  %373 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 19
  %374 = bitcast i32 %373 to float
  %375 = fadd float %374, 0.000000e+00
  %376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 18
  %377 = bitcast i32 %376 to float
  %378 = fadd float %377, 0.000000e+00
  %379 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 17
  %380 = bitcast i32 %379 to float
  %381 = fadd float %380, 0.000000e+00
  %382 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 16
  %383 = bitcast i32 %382 to float
  %384 = fadd float %383, 0.000000e+00
  %385 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 15
  %386 = bitcast i32 %385 to float
  %387 = fadd float %386, 0.000000e+00
  %388 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 14
  %389 = bitcast i32 %388 to float
  %390 = fadd float %389, 0.000000e+00
  %391 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 13
  %392 = bitcast i32 %391 to float
  %393 = fadd float %392, 0.000000e+00
  %394 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 12
  %395 = bitcast i32 %394 to float
  %396 = fadd float %395, 0.000000e+00
  %397 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 11
  %398 = bitcast i32 %397 to float
  %399 = fadd float %398, 0.000000e+00
  %400 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 10
  %401 = bitcast i32 %400 to float
  %402 = fadd float %401, 0.000000e+00
  %403 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 9
  %404 = bitcast i32 %403 to float
  %405 = fadd float %404, 0.000000e+00
  %406 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 8
  %407 = bitcast i32 %406 to float
  %408 = fadd float %407, 0.000000e+00
  %409 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 7
  %410 = bitcast i32 %409 to float
  %411 = fadd float %410, 0.000000e+00
  %412 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 6
  %413 = bitcast i32 %412 to float
  %414 = fadd float %413, 0.000000e+00
  %415 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 5
  %416 = bitcast i32 %415 to float
  %417 = fadd float %416, 0.000000e+00
  %418 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 4
  %419 = bitcast i32 %418 to float
  %420 = fadd float %419, 0.000000e+00
  %421 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 3
  %422 = bitcast i32 %421 to float
  %423 = fadd float %422, 0.000000e+00
  %424 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 2
  %425 = bitcast i32 %424 to float
  %426 = fadd float %425, 0.000000e+00
  %427 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 1
  %428 = bitcast i32 %427 to float
  %429 = fadd float %428, 0.000000e+00
  %430 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %332, 0
  %431 = bitcast i32 %430 to float
  %432 = fadd float %431, 0.000000e+00
  %433 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 31
  %434 = bitcast i32 %433 to float
  %435 = fadd float %434, 0.000000e+00
  %436 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 30
  %437 = bitcast i32 %436 to float
  %438 = fadd float %437, 0.000000e+00
  %439 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 29
  %440 = bitcast i32 %439 to float
  %441 = fadd float %440, 0.000000e+00
  %442 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 28
  %443 = bitcast i32 %442 to float
  %444 = fadd float %443, 0.000000e+00
  %445 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 27
  %446 = bitcast i32 %445 to float
  %447 = fadd float %446, 0.000000e+00
  %448 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 26
  %449 = bitcast i32 %448 to float
  %450 = fadd float %449, 0.000000e+00
  %451 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 25
  %452 = bitcast i32 %451 to float
  %453 = fadd float %452, 0.000000e+00
  %454 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 24
  %455 = bitcast i32 %454 to float
  %456 = fadd float %455, 0.000000e+00
  %457 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 23
  %458 = bitcast i32 %457 to float
  %459 = fadd float %458, 0.000000e+00
  %460 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 22
  %461 = bitcast i32 %460 to float
  %462 = fadd float %461, 0.000000e+00
  %463 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 21
  %464 = bitcast i32 %463 to float
  %465 = fadd float %464, 0.000000e+00
  %466 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 20
  %467 = bitcast i32 %466 to float
  %468 = fadd float %467, 0.000000e+00
  %469 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 19
  %470 = bitcast i32 %469 to float
  %471 = fadd float %470, 0.000000e+00
  %472 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 18
  %473 = bitcast i32 %472 to float
  %474 = fadd float %473, 0.000000e+00
  %475 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 17
  %476 = bitcast i32 %475 to float
  %477 = fadd float %476, 0.000000e+00
  %478 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 16
  %479 = bitcast i32 %478 to float
  %480 = fadd float %479, 0.000000e+00
  %481 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 15
  %482 = bitcast i32 %481 to float
  %483 = fadd float %482, 0.000000e+00
  %484 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 14
  %485 = bitcast i32 %484 to float
  %486 = fadd float %485, 0.000000e+00
  %487 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 13
  %488 = bitcast i32 %487 to float
  %489 = fadd float %488, 0.000000e+00
  %490 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 12
  %491 = bitcast i32 %490 to float
  %492 = fadd float %491, 0.000000e+00
  %493 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 11
  %494 = bitcast i32 %493 to float
  %495 = fadd float %494, 0.000000e+00
  %496 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 10
  %497 = bitcast i32 %496 to float
  %498 = fadd float %497, 0.000000e+00
  %499 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 9
  %500 = bitcast i32 %499 to float
  %501 = fadd float %500, 0.000000e+00
  %502 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 8
  %503 = bitcast i32 %502 to float
  %504 = fadd float %503, 0.000000e+00
  %505 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 7
  %506 = bitcast i32 %505 to float
  %507 = fadd float %506, 0.000000e+00
  %508 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 6
  %509 = bitcast i32 %508 to float
  %510 = fadd float %509, 0.000000e+00
  %511 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 5
  %512 = bitcast i32 %511 to float
  %513 = fadd float %512, 0.000000e+00
  %514 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 4
  %515 = bitcast i32 %514 to float
  %516 = fadd float %515, 0.000000e+00
  %517 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 3
  %518 = bitcast i32 %517 to float
  %519 = fadd float %518, 0.000000e+00
  %520 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 2
  %521 = bitcast i32 %520 to float
  %522 = fadd float %521, 0.000000e+00
  %523 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 1
  %524 = bitcast i32 %523 to float
  %525 = fadd float %524, 0.000000e+00
  %526 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %330, 0
  %527 = bitcast i32 %526 to float
  %528 = fadd float %527, 0.000000e+00
  %529 = mul i32 %6, %74
  %530 = add i32 %529, %13
  %531 = sext i32 %530 to i64
  %532 = getelementptr float, ptr addrspace(1) %4, i64 %531
  %533 = icmp slt i32 %13, %6
  %534 = and i1 %76, %533
  %535 = or disjoint i32 %13, 1
  %536 = icmp slt i32 %535, %6
  %537 = and i1 %76, %536
  %538 = or disjoint i32 %13, 2
  %539 = icmp slt i32 %538, %6
  %540 = and i1 %76, %539
  %541 = or disjoint i32 %13, 3
  %542 = icmp slt i32 %541, %6
  %543 = and i1 %76, %542
  %544 = ptrtoint ptr addrspace(1) %532 to i64
  %545 = and i64 %544, 15
  %546 = icmp eq i64 %545, 0
  %547 = and i1 %543, %546
  %548 = xor i1 %534, %547
  %549 = xor i1 %537, %547
  %550 = xor i1 %540, %547
  %551 = xor i1 %543, %547
  %552 = zext i1 %547 to i32
  %553 = bitcast float %528 to i32
  %554 = select i1 %.lcssa, i32 %553, i32 0
  %555 = bitcast float %525 to i32
  %556 = select i1 %.lcssa, i32 %555, i32 0
  %557 = bitcast float %522 to i32
  %558 = select i1 %.lcssa, i32 %557, i32 0
  %559 = bitcast float %519 to i32
  %560 = select i1 %.lcssa, i32 %559, i32 0
  %561 = zext i1 %548 to i32
  %562 = zext i1 %549 to i32
  %563 = zext i1 %550 to i32
  %564 = zext i1 %551 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %552, i32 %554, i32 %556, i32 %558, i32 %560, ptr addrspace(1) %532, i32 %561, i32 %562, i32 %563, i32 %564) #5
  %565 = or disjoint i32 %13, 4
  %566 = add i32 %529, %565
  %567 = sext i32 %566 to i64
  %568 = getelementptr float, ptr addrspace(1) %4, i64 %567
  %569 = icmp slt i32 %565, %6
  %570 = and i1 %76, %569
  %571 = or disjoint i32 %13, 5
  %572 = icmp slt i32 %571, %6
  %573 = and i1 %76, %572
  %574 = or disjoint i32 %13, 6
  %575 = icmp slt i32 %574, %6
  %576 = and i1 %76, %575
  %577 = or disjoint i32 %13, 7
  %578 = icmp slt i32 %577, %6
  %579 = and i1 %76, %578
  %580 = ptrtoint ptr addrspace(1) %568 to i64
  %581 = and i64 %580, 15
  %582 = icmp eq i64 %581, 0
  %583 = and i1 %579, %582
  %584 = xor i1 %570, %583
  %585 = xor i1 %573, %583
  %586 = xor i1 %576, %583
  %587 = xor i1 %579, %583
  %588 = zext i1 %583 to i32
  %589 = bitcast float %516 to i32
  %590 = select i1 %.lcssa, i32 %589, i32 0
  %591 = bitcast float %513 to i32
  %592 = select i1 %.lcssa, i32 %591, i32 0
  %593 = bitcast float %510 to i32
  %594 = select i1 %.lcssa, i32 %593, i32 0
  %595 = bitcast float %507 to i32
  %596 = select i1 %.lcssa, i32 %595, i32 0
  %597 = zext i1 %584 to i32
  %598 = zext i1 %585 to i32
  %599 = zext i1 %586 to i32
  %600 = zext i1 %587 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %588, i32 %590, i32 %592, i32 %594, i32 %596, ptr addrspace(1) %568, i32 %597, i32 %598, i32 %599, i32 %600) #5
  %601 = or disjoint i32 %13, 8
  %602 = add i32 %529, %601
  %603 = sext i32 %602 to i64
  %604 = getelementptr float, ptr addrspace(1) %4, i64 %603
  %605 = icmp slt i32 %601, %6
  %606 = and i1 %76, %605
  %607 = or disjoint i32 %13, 9
  %608 = icmp slt i32 %607, %6
  %609 = and i1 %76, %608
  %610 = or disjoint i32 %13, 10
  %611 = icmp slt i32 %610, %6
  %612 = and i1 %76, %611
  %613 = or disjoint i32 %13, 11
  %614 = icmp slt i32 %613, %6
  %615 = and i1 %76, %614
  %616 = ptrtoint ptr addrspace(1) %604 to i64
  %617 = and i64 %616, 15
  %618 = icmp eq i64 %617, 0
  %619 = and i1 %615, %618
  %620 = xor i1 %606, %619
  %621 = xor i1 %609, %619
  %622 = xor i1 %612, %619
  %623 = xor i1 %615, %619
  %624 = zext i1 %619 to i32
  %625 = bitcast float %504 to i32
  %626 = select i1 %.lcssa, i32 %625, i32 0
  %627 = bitcast float %501 to i32
  %628 = select i1 %.lcssa, i32 %627, i32 0
  %629 = bitcast float %498 to i32
  %630 = select i1 %.lcssa, i32 %629, i32 0
  %631 = bitcast float %495 to i32
  %632 = select i1 %.lcssa, i32 %631, i32 0
  %633 = zext i1 %620 to i32
  %634 = zext i1 %621 to i32
  %635 = zext i1 %622 to i32
  %636 = zext i1 %623 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %624, i32 %626, i32 %628, i32 %630, i32 %632, ptr addrspace(1) %604, i32 %633, i32 %634, i32 %635, i32 %636) #5
  %637 = or disjoint i32 %13, 12
  %638 = add i32 %529, %637
  %639 = sext i32 %638 to i64
  %640 = getelementptr float, ptr addrspace(1) %4, i64 %639
  %641 = icmp slt i32 %637, %6
  %642 = and i1 %76, %641
  %643 = or disjoint i32 %13, 13
  %644 = icmp slt i32 %643, %6
  %645 = and i1 %76, %644
  %646 = or disjoint i32 %13, 14
  %647 = icmp slt i32 %646, %6
  %648 = and i1 %76, %647
  %649 = or disjoint i32 %13, 15
  %650 = icmp slt i32 %649, %6
  %651 = and i1 %76, %650
  %652 = ptrtoint ptr addrspace(1) %640 to i64
  %653 = and i64 %652, 15
  %654 = icmp eq i64 %653, 0
  %655 = and i1 %651, %654
  %656 = xor i1 %642, %655
  %657 = xor i1 %645, %655
  %658 = xor i1 %648, %655
  %659 = xor i1 %651, %655
  %660 = zext i1 %655 to i32
  %661 = bitcast float %492 to i32
  %662 = select i1 %.lcssa, i32 %661, i32 0
  %663 = bitcast float %489 to i32
  %664 = select i1 %.lcssa, i32 %663, i32 0
  %665 = bitcast float %486 to i32
  %666 = select i1 %.lcssa, i32 %665, i32 0
  %667 = bitcast float %483 to i32
  %668 = select i1 %.lcssa, i32 %667, i32 0
  %669 = zext i1 %656 to i32
  %670 = zext i1 %657 to i32
  %671 = zext i1 %658 to i32
  %672 = zext i1 %659 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %660, i32 %662, i32 %664, i32 %666, i32 %668, ptr addrspace(1) %640, i32 %669, i32 %670, i32 %671, i32 %672) #5
  %673 = or disjoint i32 %13, 16
  %674 = add i32 %529, %673
  %675 = sext i32 %674 to i64
  %676 = getelementptr float, ptr addrspace(1) %4, i64 %675
  %677 = icmp slt i32 %673, %6
  %678 = and i1 %76, %677
  %679 = or disjoint i32 %13, 17
  %680 = icmp slt i32 %679, %6
  %681 = and i1 %76, %680
  %682 = or disjoint i32 %13, 18
  %683 = icmp slt i32 %682, %6
  %684 = and i1 %76, %683
  %685 = or disjoint i32 %13, 19
  %686 = icmp slt i32 %685, %6
  %687 = and i1 %76, %686
  %688 = ptrtoint ptr addrspace(1) %676 to i64
  %689 = and i64 %688, 15
  %690 = icmp eq i64 %689, 0
  %691 = and i1 %687, %690
  %692 = xor i1 %678, %691
  %693 = xor i1 %681, %691
  %694 = xor i1 %684, %691
  %695 = xor i1 %687, %691
  %696 = zext i1 %691 to i32
  %697 = bitcast float %480 to i32
  %698 = select i1 %.lcssa, i32 %697, i32 0
  %699 = bitcast float %477 to i32
  %700 = select i1 %.lcssa, i32 %699, i32 0
  %701 = bitcast float %474 to i32
  %702 = select i1 %.lcssa, i32 %701, i32 0
  %703 = bitcast float %471 to i32
  %704 = select i1 %.lcssa, i32 %703, i32 0
  %705 = zext i1 %692 to i32
  %706 = zext i1 %693 to i32
  %707 = zext i1 %694 to i32
  %708 = zext i1 %695 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %696, i32 %698, i32 %700, i32 %702, i32 %704, ptr addrspace(1) %676, i32 %705, i32 %706, i32 %707, i32 %708) #5
  %709 = or disjoint i32 %13, 20
  %710 = add i32 %529, %709
  %711 = sext i32 %710 to i64
  %712 = getelementptr float, ptr addrspace(1) %4, i64 %711
  %713 = icmp slt i32 %709, %6
  %714 = and i1 %76, %713
  %715 = or disjoint i32 %13, 21
  %716 = icmp slt i32 %715, %6
  %717 = and i1 %76, %716
  %718 = or disjoint i32 %13, 22
  %719 = icmp slt i32 %718, %6
  %720 = and i1 %76, %719
  %721 = or disjoint i32 %13, 23
  %722 = icmp slt i32 %721, %6
  %723 = and i1 %76, %722
  %724 = ptrtoint ptr addrspace(1) %712 to i64
  %725 = and i64 %724, 15
  %726 = icmp eq i64 %725, 0
  %727 = and i1 %723, %726
  %728 = xor i1 %714, %727
  %729 = xor i1 %717, %727
  %730 = xor i1 %720, %727
  %731 = xor i1 %723, %727
  %732 = zext i1 %727 to i32
  %733 = bitcast float %468 to i32
  %734 = select i1 %.lcssa, i32 %733, i32 0
  %735 = bitcast float %465 to i32
  %736 = select i1 %.lcssa, i32 %735, i32 0
  %737 = bitcast float %462 to i32
  %738 = select i1 %.lcssa, i32 %737, i32 0
  %739 = bitcast float %459 to i32
  %740 = select i1 %.lcssa, i32 %739, i32 0
  %741 = zext i1 %728 to i32
  %742 = zext i1 %729 to i32
  %743 = zext i1 %730 to i32
  %744 = zext i1 %731 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %732, i32 %734, i32 %736, i32 %738, i32 %740, ptr addrspace(1) %712, i32 %741, i32 %742, i32 %743, i32 %744) #5
  %745 = or disjoint i32 %13, 24
  %746 = add i32 %529, %745
  %747 = sext i32 %746 to i64
  %748 = getelementptr float, ptr addrspace(1) %4, i64 %747
  %749 = icmp slt i32 %745, %6
  %750 = and i1 %76, %749
  %751 = or disjoint i32 %13, 25
  %752 = icmp slt i32 %751, %6
  %753 = and i1 %76, %752
  %754 = or disjoint i32 %13, 26
  %755 = icmp slt i32 %754, %6
  %756 = and i1 %76, %755
  %757 = or disjoint i32 %13, 27
  %758 = icmp slt i32 %757, %6
  %759 = and i1 %76, %758
  %760 = ptrtoint ptr addrspace(1) %748 to i64
  %761 = and i64 %760, 15
  %762 = icmp eq i64 %761, 0
  %763 = and i1 %759, %762
  %764 = xor i1 %750, %763
  %765 = xor i1 %753, %763
  %766 = xor i1 %756, %763
  %767 = xor i1 %759, %763
  %768 = zext i1 %763 to i32
  %769 = bitcast float %456 to i32
  %770 = select i1 %.lcssa, i32 %769, i32 0
  %771 = bitcast float %453 to i32
  %772 = select i1 %.lcssa, i32 %771, i32 0
  %773 = bitcast float %450 to i32
  %774 = select i1 %.lcssa, i32 %773, i32 0
  %775 = bitcast float %447 to i32
  %776 = select i1 %.lcssa, i32 %775, i32 0
  %777 = zext i1 %764 to i32
  %778 = zext i1 %765 to i32
  %779 = zext i1 %766 to i32
  %780 = zext i1 %767 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %768, i32 %770, i32 %772, i32 %774, i32 %776, ptr addrspace(1) %748, i32 %777, i32 %778, i32 %779, i32 %780) #5
  %781 = or disjoint i32 %13, 28
  %782 = add i32 %529, %781
  %783 = sext i32 %782 to i64
  %784 = getelementptr float, ptr addrspace(1) %4, i64 %783
  %785 = icmp slt i32 %781, %6
  %786 = and i1 %76, %785
  %787 = or disjoint i32 %13, 29
  %788 = icmp slt i32 %787, %6
  %789 = and i1 %76, %788
  %790 = or disjoint i32 %13, 30
  %791 = icmp slt i32 %790, %6
  %792 = and i1 %76, %791
  %793 = or disjoint i32 %13, 31
  %794 = icmp slt i32 %793, %6
  %795 = and i1 %76, %794
  %796 = ptrtoint ptr addrspace(1) %784 to i64
  %797 = and i64 %796, 15
  %798 = icmp eq i64 %797, 0
  %799 = and i1 %795, %798
  %800 = xor i1 %786, %799
  %801 = xor i1 %789, %799
  %802 = xor i1 %792, %799
  %803 = xor i1 %795, %799
  %804 = zext i1 %799 to i32
  %805 = bitcast float %444 to i32
  %806 = select i1 %.lcssa, i32 %805, i32 0
  %807 = bitcast float %441 to i32
  %808 = select i1 %.lcssa, i32 %807, i32 0
  %809 = bitcast float %438 to i32
  %810 = select i1 %.lcssa, i32 %809, i32 0
  %811 = bitcast float %435 to i32
  %812 = select i1 %.lcssa, i32 %811, i32 0
  %813 = zext i1 %800 to i32
  %814 = zext i1 %801 to i32
  %815 = zext i1 %802 to i32
  %816 = zext i1 %803 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %804, i32 %806, i32 %808, i32 %810, i32 %812, ptr addrspace(1) %784, i32 %813, i32 %814, i32 %815, i32 %816) #5
  %817 = or disjoint i32 %13, 32
  %818 = add i32 %529, %817
  %819 = sext i32 %818 to i64
  %820 = getelementptr float, ptr addrspace(1) %4, i64 %819
  %821 = icmp slt i32 %817, %6
  %822 = and i1 %76, %821
  %823 = or disjoint i32 %13, 33
  %824 = icmp slt i32 %823, %6
  %825 = and i1 %76, %824
  %826 = or disjoint i32 %13, 34
  %827 = icmp slt i32 %826, %6
  %828 = and i1 %76, %827
  %829 = or disjoint i32 %13, 35
  %830 = icmp slt i32 %829, %6
  %831 = and i1 %76, %830
  %832 = ptrtoint ptr addrspace(1) %820 to i64
  %833 = and i64 %832, 15
  %834 = icmp eq i64 %833, 0
  %835 = and i1 %831, %834
  %836 = xor i1 %822, %835
  %837 = xor i1 %825, %835
  %838 = xor i1 %828, %835
  %839 = xor i1 %831, %835
  %840 = zext i1 %835 to i32
  %841 = bitcast float %432 to i32
  %842 = select i1 %.lcssa, i32 %841, i32 0
  %843 = bitcast float %429 to i32
  %844 = select i1 %.lcssa, i32 %843, i32 0
  %845 = bitcast float %426 to i32
  %846 = select i1 %.lcssa, i32 %845, i32 0
  %847 = bitcast float %423 to i32
  %848 = select i1 %.lcssa, i32 %847, i32 0
  %849 = zext i1 %836 to i32
  %850 = zext i1 %837 to i32
  %851 = zext i1 %838 to i32
  %852 = zext i1 %839 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %840, i32 %842, i32 %844, i32 %846, i32 %848, ptr addrspace(1) %820, i32 %849, i32 %850, i32 %851, i32 %852) #5
  %853 = or disjoint i32 %13, 36
  %854 = add i32 %529, %853
  %855 = sext i32 %854 to i64
  %856 = getelementptr float, ptr addrspace(1) %4, i64 %855
  %857 = icmp slt i32 %853, %6
  %858 = and i1 %76, %857
  %859 = or disjoint i32 %13, 37
  %860 = icmp slt i32 %859, %6
  %861 = and i1 %76, %860
  %862 = or disjoint i32 %13, 38
  %863 = icmp slt i32 %862, %6
  %864 = and i1 %76, %863
  %865 = or disjoint i32 %13, 39
  %866 = icmp slt i32 %865, %6
  %867 = and i1 %76, %866
  %868 = ptrtoint ptr addrspace(1) %856 to i64
  %869 = and i64 %868, 15
  %870 = icmp eq i64 %869, 0
  %871 = and i1 %867, %870
  %872 = xor i1 %858, %871
  %873 = xor i1 %861, %871
  %874 = xor i1 %864, %871
  %875 = xor i1 %867, %871
  %876 = zext i1 %871 to i32
  %877 = bitcast float %420 to i32
  %878 = select i1 %.lcssa, i32 %877, i32 0
  %879 = bitcast float %417 to i32
  %880 = select i1 %.lcssa, i32 %879, i32 0
  %881 = bitcast float %414 to i32
  %882 = select i1 %.lcssa, i32 %881, i32 0
  %883 = bitcast float %411 to i32
  %884 = select i1 %.lcssa, i32 %883, i32 0
  %885 = zext i1 %872 to i32
  %886 = zext i1 %873 to i32
  %887 = zext i1 %874 to i32
  %888 = zext i1 %875 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %876, i32 %878, i32 %880, i32 %882, i32 %884, ptr addrspace(1) %856, i32 %885, i32 %886, i32 %887, i32 %888) #5
  %889 = or disjoint i32 %13, 40
  %890 = add i32 %529, %889
  %891 = sext i32 %890 to i64
  %892 = getelementptr float, ptr addrspace(1) %4, i64 %891
  %893 = icmp slt i32 %889, %6
  %894 = and i1 %76, %893
  %895 = or disjoint i32 %13, 41
  %896 = icmp slt i32 %895, %6
  %897 = and i1 %76, %896
  %898 = or disjoint i32 %13, 42
  %899 = icmp slt i32 %898, %6
  %900 = and i1 %76, %899
  %901 = or disjoint i32 %13, 43
  %902 = icmp slt i32 %901, %6
  %903 = and i1 %76, %902
  %904 = ptrtoint ptr addrspace(1) %892 to i64
  %905 = and i64 %904, 15
  %906 = icmp eq i64 %905, 0
  %907 = and i1 %903, %906
  %908 = xor i1 %894, %907
  %909 = xor i1 %897, %907
  %910 = xor i1 %900, %907
  %911 = xor i1 %903, %907
  %912 = zext i1 %907 to i32
  %913 = bitcast float %408 to i32
  %914 = select i1 %.lcssa, i32 %913, i32 0
  %915 = bitcast float %405 to i32
  %916 = select i1 %.lcssa, i32 %915, i32 0
  %917 = bitcast float %402 to i32
  %918 = select i1 %.lcssa, i32 %917, i32 0
  %919 = bitcast float %399 to i32
  %920 = select i1 %.lcssa, i32 %919, i32 0
  %921 = zext i1 %908 to i32
  %922 = zext i1 %909 to i32
  %923 = zext i1 %910 to i32
  %924 = zext i1 %911 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %912, i32 %914, i32 %916, i32 %918, i32 %920, ptr addrspace(1) %892, i32 %921, i32 %922, i32 %923, i32 %924) #5
  %925 = or disjoint i32 %13, 44
  %926 = add i32 %529, %925
  %927 = sext i32 %926 to i64
  %928 = getelementptr float, ptr addrspace(1) %4, i64 %927
  %929 = icmp slt i32 %925, %6
  %930 = and i1 %76, %929
  %931 = or disjoint i32 %13, 45
  %932 = icmp slt i32 %931, %6
  %933 = and i1 %76, %932
  %934 = or disjoint i32 %13, 46
  %935 = icmp slt i32 %934, %6
  %936 = and i1 %76, %935
  %937 = or disjoint i32 %13, 47
  %938 = icmp slt i32 %937, %6
  %939 = and i1 %76, %938
  %940 = ptrtoint ptr addrspace(1) %928 to i64
  %941 = and i64 %940, 15
  %942 = icmp eq i64 %941, 0
  %943 = and i1 %939, %942
  %944 = xor i1 %930, %943
  %945 = xor i1 %933, %943
  %946 = xor i1 %936, %943
  %947 = xor i1 %939, %943
  %948 = zext i1 %943 to i32
  %949 = bitcast float %396 to i32
  %950 = select i1 %.lcssa, i32 %949, i32 0
  %951 = bitcast float %393 to i32
  %952 = select i1 %.lcssa, i32 %951, i32 0
  %953 = bitcast float %390 to i32
  %954 = select i1 %.lcssa, i32 %953, i32 0
  %955 = bitcast float %387 to i32
  %956 = select i1 %.lcssa, i32 %955, i32 0
  %957 = zext i1 %944 to i32
  %958 = zext i1 %945 to i32
  %959 = zext i1 %946 to i32
  %960 = zext i1 %947 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %948, i32 %950, i32 %952, i32 %954, i32 %956, ptr addrspace(1) %928, i32 %957, i32 %958, i32 %959, i32 %960) #5
  %961 = or disjoint i32 %13, 48
  %962 = add i32 %529, %961
  %963 = sext i32 %962 to i64
  %964 = getelementptr float, ptr addrspace(1) %4, i64 %963
  %965 = icmp slt i32 %961, %6
  %966 = and i1 %76, %965
  %967 = or disjoint i32 %13, 49
  %968 = icmp slt i32 %967, %6
  %969 = and i1 %76, %968
  %970 = or disjoint i32 %13, 50
  %971 = icmp slt i32 %970, %6
  %972 = and i1 %76, %971
  %973 = or disjoint i32 %13, 51
  %974 = icmp slt i32 %973, %6
  %975 = and i1 %76, %974
  %976 = ptrtoint ptr addrspace(1) %964 to i64
  %977 = and i64 %976, 15
  %978 = icmp eq i64 %977, 0
  %979 = and i1 %975, %978
  %980 = xor i1 %966, %979
  %981 = xor i1 %969, %979
  %982 = xor i1 %972, %979
  %983 = xor i1 %975, %979
  %984 = zext i1 %979 to i32
  %985 = bitcast float %384 to i32
  %986 = select i1 %.lcssa, i32 %985, i32 0
  %987 = bitcast float %381 to i32
  %988 = select i1 %.lcssa, i32 %987, i32 0
  %989 = bitcast float %378 to i32
  %990 = select i1 %.lcssa, i32 %989, i32 0
  %991 = bitcast float %375 to i32
  %992 = select i1 %.lcssa, i32 %991, i32 0
  %993 = zext i1 %980 to i32
  %994 = zext i1 %981 to i32
  %995 = zext i1 %982 to i32
  %996 = zext i1 %983 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %984, i32 %986, i32 %988, i32 %990, i32 %992, ptr addrspace(1) %964, i32 %993, i32 %994, i32 %995, i32 %996) #5
  %997 = or disjoint i32 %13, 52
  %998 = add i32 %529, %997
  %999 = sext i32 %998 to i64
  %1000 = getelementptr float, ptr addrspace(1) %4, i64 %999
  %1001 = icmp slt i32 %997, %6
  %1002 = and i1 %76, %1001
  %1003 = or disjoint i32 %13, 53
  %1004 = icmp slt i32 %1003, %6
  %1005 = and i1 %76, %1004
  %1006 = or disjoint i32 %13, 54
  %1007 = icmp slt i32 %1006, %6
  %1008 = and i1 %76, %1007
  %1009 = or disjoint i32 %13, 55
  %1010 = icmp slt i32 %1009, %6
  %1011 = and i1 %76, %1010
  %1012 = ptrtoint ptr addrspace(1) %1000 to i64
  %1013 = and i64 %1012, 15
  %1014 = icmp eq i64 %1013, 0
  %1015 = and i1 %1011, %1014
  %1016 = xor i1 %1002, %1015
  %1017 = xor i1 %1005, %1015
  %1018 = xor i1 %1008, %1015
  %1019 = xor i1 %1011, %1015
  %1020 = zext i1 %1015 to i32
  %1021 = bitcast float %372 to i32
  %1022 = select i1 %.lcssa, i32 %1021, i32 0
  %1023 = bitcast float %369 to i32
  %1024 = select i1 %.lcssa, i32 %1023, i32 0
  %1025 = bitcast float %366 to i32
  %1026 = select i1 %.lcssa, i32 %1025, i32 0
  %1027 = bitcast float %363 to i32
  %1028 = select i1 %.lcssa, i32 %1027, i32 0
  %1029 = zext i1 %1016 to i32
  %1030 = zext i1 %1017 to i32
  %1031 = zext i1 %1018 to i32
  %1032 = zext i1 %1019 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1020, i32 %1022, i32 %1024, i32 %1026, i32 %1028, ptr addrspace(1) %1000, i32 %1029, i32 %1030, i32 %1031, i32 %1032) #5
  %1033 = or disjoint i32 %13, 56
  %1034 = add i32 %529, %1033
  %1035 = sext i32 %1034 to i64
  %1036 = getelementptr float, ptr addrspace(1) %4, i64 %1035
  %1037 = icmp slt i32 %1033, %6
  %1038 = and i1 %76, %1037
  %1039 = or disjoint i32 %13, 57
  %1040 = icmp slt i32 %1039, %6
  %1041 = and i1 %76, %1040
  %1042 = or disjoint i32 %13, 58
  %1043 = icmp slt i32 %1042, %6
  %1044 = and i1 %76, %1043
  %1045 = or disjoint i32 %13, 59
  %1046 = icmp slt i32 %1045, %6
  %1047 = and i1 %76, %1046
  %1048 = ptrtoint ptr addrspace(1) %1036 to i64
  %1049 = and i64 %1048, 15
  %1050 = icmp eq i64 %1049, 0
  %1051 = and i1 %1047, %1050
  %1052 = xor i1 %1038, %1051
  %1053 = xor i1 %1041, %1051
  %1054 = xor i1 %1044, %1051
  %1055 = xor i1 %1047, %1051
  %1056 = zext i1 %1051 to i32
  %1057 = bitcast float %360 to i32
  %1058 = select i1 %.lcssa, i32 %1057, i32 0
  %1059 = bitcast float %357 to i32
  %1060 = select i1 %.lcssa, i32 %1059, i32 0
  %1061 = bitcast float %354 to i32
  %1062 = select i1 %.lcssa, i32 %1061, i32 0
  %1063 = bitcast float %351 to i32
  %1064 = select i1 %.lcssa, i32 %1063, i32 0
  %1065 = zext i1 %1052 to i32
  %1066 = zext i1 %1053 to i32
  %1067 = zext i1 %1054 to i32
  %1068 = zext i1 %1055 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1056, i32 %1058, i32 %1060, i32 %1062, i32 %1064, ptr addrspace(1) %1036, i32 %1065, i32 %1066, i32 %1067, i32 %1068) #5
  %1069 = or disjoint i32 %13, 60
  %1070 = add i32 %529, %1069
  %1071 = sext i32 %1070 to i64
  %1072 = getelementptr float, ptr addrspace(1) %4, i64 %1071
  %1073 = icmp slt i32 %1069, %6
  %1074 = and i1 %76, %1073
  %1075 = or disjoint i32 %13, 61
  %1076 = icmp slt i32 %1075, %6
  %1077 = and i1 %76, %1076
  %1078 = or disjoint i32 %13, 62
  %1079 = icmp slt i32 %1078, %6
  %1080 = and i1 %76, %1079
  %1081 = or disjoint i32 %13, 63
  %1082 = icmp slt i32 %1081, %6
  %1083 = and i1 %76, %1082
  %1084 = ptrtoint ptr addrspace(1) %1072 to i64
  %1085 = and i64 %1084, 15
  %1086 = icmp eq i64 %1085, 0
  %1087 = and i1 %1083, %1086
  %1088 = xor i1 %1074, %1087
  %1089 = xor i1 %1077, %1087
  %1090 = xor i1 %1080, %1087
  %1091 = xor i1 %1083, %1087
  %1092 = zext i1 %1087 to i32
  %1093 = bitcast float %348 to i32
  %1094 = select i1 %.lcssa, i32 %1093, i32 0
  %1095 = bitcast float %345 to i32
  %1096 = select i1 %.lcssa, i32 %1095, i32 0
  %1097 = bitcast float %342 to i32
  %1098 = select i1 %.lcssa, i32 %1097, i32 0
  %1099 = bitcast float %339 to i32
  %1100 = select i1 %.lcssa, i32 %1099, i32 0
  %1101 = zext i1 %1088 to i32
  %1102 = zext i1 %1089 to i32
  %1103 = zext i1 %1090 to i32
  %1104 = zext i1 %1091 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1092, i32 %1094, i32 %1096, i32 %1098, i32 %1100, ptr addrspace(1) %1072, i32 %1101, i32 %1102, i32 %1103, i32 %1104) #5
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
