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
  %67 = icmp slt i64 %66, 1
  %68 = tail call i64 @llvm.smax.i64(i64 %66, i64 0)
  %69 = tail call i64 @llvm.umin.i64(i64 %68, i64 16)
  %70 = trunc nuw nsw i64 %69 to i32
  %71 = and i32 %33, 496
  %72 = shl nuw nsw i32 %18, 2
  %73 = or disjoint i32 %71, %72
  %74 = zext nneg i32 %73 to i64
  %75 = or disjoint i32 %12, %9
  %76 = mul i32 %14, %75
  %77 = icmp slt i32 %75, %5
  %78 = zext i1 %77 to i32
  %79 = icmp samesign ult i32 %9, 64
  %80 = or disjoint i32 %13, %9
  %81 = mul i32 %14, %80
  %82 = icmp slt i32 %80, %6
  %83 = zext i1 %82 to i32
  %invariant.op = or i32 %57, %13
  br label %86

.preheader24:                                     ; preds = %179
  %84 = icmp sgt i32 %7, 0
  br i1 %84, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.preheader24
  %85 = add i32 %22, 64
  %invariant.op51 = or i32 %57, %13
  br label %181

86:                                               ; preds = %21, %179
  %87 = phi i64 [ 0, %21 ], [ %180, %179 ]
  %88 = trunc nuw nsw i64 %87 to i32
  %89 = shl nuw nsw i32 %88, 5
  %90 = icmp slt i32 %89, %7
  br i1 %90, label %91, label %179

91:                                               ; preds = %86
  %92 = mul nuw nsw i64 %87, 7168
  %93 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 %92
  %94 = add i32 %31, %89
  %95 = sext i32 %94 to i64
  %96 = getelementptr i8, ptr addrspace(1) %0, i64 %95
  %97 = ptrtoint ptr addrspace(1) %96 to i64
  %98 = and i64 %97, 15
  %99 = icmp eq i64 %98, 0
  %100 = getelementptr i8, ptr addrspace(3) %93, i64 %39
  br i1 %99, label %102, label %.preheader30

.preheader30:                                     ; preds = %91
  %101 = add i32 %89, %30
  br label %106

102:                                              ; preds = %91
  %103 = select i1 %32, ptr addrspace(1) %96, ptr addrspace(1) %0
  %104 = ptrtoint ptr addrspace(3) %100 to i64
  %105 = trunc i64 %104 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %105, ptr addrspace(1) %103, i32 %41) #5
  br label %.loopexit31

106:                                              ; preds = %.preheader30, %106
  %107 = phi i64 [ 0, %.preheader30 ], [ %116, %106 ]
  %108 = trunc nuw nsw i64 %107 to i32
  %109 = or disjoint i32 %28, %108
  %110 = add i32 %101, %109
  %111 = sext i32 %110 to i64
  %112 = getelementptr i8, ptr addrspace(1) %0, i64 %111
  %113 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %112, i32 %40, i16 0) #5
  %114 = trunc i16 %113 to i8
  %115 = getelementptr i8, ptr addrspace(3) %100, i64 %107
  store i8 %114, ptr addrspace(3) %115, align 1
  %116 = add nuw nsw i64 %107, 1
  %exitcond.not = icmp eq i64 %116, 16
  br i1 %exitcond.not, label %.loopexit31, label %106

.loopexit31:                                      ; preds = %106, %102
  %117 = add i32 %45, %89
  %118 = sext i32 %117 to i64
  %119 = getelementptr i8, ptr addrspace(1) %0, i64 %118
  %120 = ptrtoint ptr addrspace(1) %119 to i64
  %121 = and i64 %120, 15
  %122 = icmp eq i64 %121, 0
  %123 = getelementptr i8, ptr addrspace(3) %93, i64 %51
  br i1 %122, label %125, label %.preheader28

.preheader28:                                     ; preds = %.loopexit31
  %124 = add i32 %89, %44
  br label %129

125:                                              ; preds = %.loopexit31
  %126 = select i1 %46, ptr addrspace(1) %119, ptr addrspace(1) %0
  %127 = ptrtoint ptr addrspace(3) %123 to i64
  %128 = trunc i64 %127 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %128, ptr addrspace(1) %126, i32 %53) #5
  br label %.loopexit29

129:                                              ; preds = %.preheader28, %129
  %130 = phi i64 [ 0, %.preheader28 ], [ %139, %129 ]
  %131 = trunc nuw nsw i64 %130 to i32
  %132 = or disjoint i32 %28, %131
  %133 = add i32 %124, %132
  %134 = sext i32 %133 to i64
  %135 = getelementptr i8, ptr addrspace(1) %0, i64 %134
  %136 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %135, i32 %52, i16 0) #5
  %137 = trunc i16 %136 to i8
  %138 = getelementptr i8, ptr addrspace(3) %123, i64 %130
  store i8 %137, ptr addrspace(3) %138, align 1
  %139 = add nuw nsw i64 %130, 1
  %exitcond33.not = icmp eq i64 %139, 16
  br i1 %exitcond33.not, label %.loopexit29, label %129

.loopexit29:                                      ; preds = %129, %125
  %140 = getelementptr i8, ptr addrspace(3) %93, i64 4096
  %141 = or disjoint i32 %56, %89
  %142 = mul i32 %141, %6
  %143 = add i32 %142, %58
  %144 = sext i32 %143 to i64
  %145 = getelementptr i8, ptr addrspace(1) %2, i64 %144
  %146 = ptrtoint ptr addrspace(1) %145 to i64
  %147 = and i64 %146, 15
  %148 = icmp eq i64 %147, 0
  %149 = getelementptr i8, ptr addrspace(3) %140, i64 %63
  br i1 %148, label %150, label %.preheader26

150:                                              ; preds = %.loopexit29
  %151 = select i1 %67, ptr addrspace(1) %2, ptr addrspace(1) %145
  %152 = ptrtoint ptr addrspace(3) %149 to i64
  %153 = trunc i64 %152 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %153, ptr addrspace(1) %151, i32 %70) #5
  br label %.loopexit27

.preheader26:                                     ; preds = %.loopexit29, %.preheader26
  %154 = phi i64 [ %164, %.preheader26 ], [ 0, %.loopexit29 ]
  %155 = trunc nuw nsw i64 %154 to i32
  %.reass.reass = or i32 %155, %invariant.op
  %156 = add i32 %.reass.reass, %142
  %157 = sext i32 %156 to i64
  %158 = getelementptr i8, ptr addrspace(1) %2, i64 %157
  %159 = icmp slt i32 %.reass.reass, %6
  %160 = zext i1 %159 to i32
  %161 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %158, i32 %160, i16 0) #5
  %162 = trunc i16 %161 to i8
  %163 = getelementptr i8, ptr addrspace(3) %149, i64 %154
  store i8 %162, ptr addrspace(3) %163, align 1
  %164 = add nuw nsw i64 %154, 1
  %exitcond34.not = icmp eq i64 %164, 16
  br i1 %exitcond34.not, label %.loopexit27, label %.preheader26

.loopexit27:                                      ; preds = %.preheader26, %150
  %165 = getelementptr i8, ptr addrspace(3) %93, i64 6144
  %166 = getelementptr i8, ptr addrspace(3) %165, i64 %74
  %167 = add i32 %76, %88
  %168 = sext i32 %167 to i64
  %169 = getelementptr i8, ptr addrspace(1) %1, i64 %168
  %170 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %169, i32 %78, i16 0) #5
  %171 = trunc i16 %170 to i8
  store i8 %171, ptr addrspace(3) %166, align 4
  br i1 %79, label %.loopexit25, label %179

.loopexit25:                                      ; preds = %.loopexit27
  %172 = getelementptr i8, ptr addrspace(3) %93, i64 6656
  %173 = getelementptr i8, ptr addrspace(3) %172, i64 %74
  %174 = add i32 %81, %88
  %175 = sext i32 %174 to i64
  %176 = getelementptr i8, ptr addrspace(1) %3, i64 %175
  %177 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %176, i32 %83, i16 0) #5
  %178 = trunc i16 %177 to i8
  store i8 %178, ptr addrspace(3) %173, align 4
  br label %179

179:                                              ; preds = %.loopexit25, %.loopexit27, %86
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %180 = add nuw nsw i64 %87, 1
  %exitcond35.not = icmp eq i64 %180, 3
  br i1 %exitcond35.not, label %.preheader24, label %86

181:                                              ; preds = %.lr.ph, %321
  %182 = phi i32 [ 0, %.lr.ph ], [ %325, %321 ]
  %183 = phi i32 [ 0, %.lr.ph ], [ %324, %321 ]
  %184 = phi i32 [ 0, %.lr.ph ], [ %326, %321 ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #5
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  br i1 %15, label %185, label %214

185:                                              ; preds = %181
  %186 = icmp ne i32 %182, 0
  %187 = zext i1 %186 to i32
  %188 = mul i32 %183, 7168
  %189 = sext i32 %188 to i64
  %190 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 %189
  %191 = ptrtoint ptr addrspace(3) %190 to i64
  %192 = getelementptr i8, ptr addrspace(3) %190, i64 4096
  %193 = ptrtoint ptr addrspace(3) %192 to i64
  %194 = getelementptr i8, ptr addrspace(3) %190, i64 6144
  %195 = ptrtoint ptr addrspace(3) %194 to i64
  %196 = getelementptr i8, ptr addrspace(3) %190, i64 6656
  %197 = ptrtoint ptr addrspace(3) %196 to i64
  %198 = shl i32 %183, 3
  %199 = add i32 %85, %198
  %200 = lshr exact i64 %195, 4
  %201 = and i64 %200, 16320
  %202 = or disjoint i64 %201, 70403103916032
  tail call void asm sideeffect "tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;", "r,l,~{memory}"(i32 %199, i64 %202) #5
  %203 = add i32 %199, 4
  %204 = lshr exact i64 %197, 4
  %205 = and i64 %204, 16352
  %206 = or disjoint i64 %205, 70403103916032
  tail call void asm sideeffect "tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;", "r,l,~{memory}"(i32 %203, i64 %206) #5
  %207 = lshr exact i64 %191, 4
  %208 = and i64 %207, 16320
  %209 = or disjoint i64 %208, 70437464178688
  %210 = lshr exact i64 %193, 4
  %211 = and i64 %210, 16320
  %212 = or disjoint i64 %211, 70403106013184
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 [$0], $1, $2, $3, [$5], [$6], p;\0A\09}", "r,l,l,r,r,r,r,~{memory}"(i32 %22, i64 %209, i64 %212, i32 143720448, i32 %187, i32 %199, i32 %203) #5
  %213 = add i32 %198, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32)
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %213) #5
  br label %214

214:                                              ; preds = %185, %181
  %215 = add i32 %184, 96
  %216 = icmp slt i32 %215, %7
  %217 = icmp slt i32 %184, 2147483552
  %218 = and i1 %217, %216
  %219 = icmp eq i32 %183, 0
  %220 = add i32 %183, -1
  %221 = select i1 %219, i32 3, i32 %220
  br i1 %218, label %222, label %321

222:                                              ; preds = %214
  %.not = icmp eq i32 %182, 0
  br i1 %.not, label %.loopexit23, label %223

223:                                              ; preds = %222
  %224 = add i32 %182, 7
  %225 = lshr i32 %224, 2
  %226 = shl i32 %221, 3
  %227 = add i32 %226, ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32)
  %228 = and i32 %225, 1
  br label %229

229:                                              ; preds = %229, %223
  %230 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %227, i32 %228) #5
  %231 = icmp eq i32 %230, 0
  br i1 %231, label %229, label %.loopexit23

.loopexit23:                                      ; preds = %229, %222
  %232 = lshr exact i32 %215, 5
  %233 = mul i32 %221, 7168
  %234 = sext i32 %233 to i64
  %235 = getelementptr i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 %234
  %236 = add i32 %31, %215
  %237 = sext i32 %236 to i64
  %238 = getelementptr i8, ptr addrspace(1) %0, i64 %237
  %239 = ptrtoint ptr addrspace(1) %238 to i64
  %240 = and i64 %239, 15
  %241 = icmp eq i64 %240, 0
  %242 = getelementptr i8, ptr addrspace(3) %235, i64 %39
  br i1 %241, label %244, label %.preheader21

.preheader21:                                     ; preds = %.loopexit23
  %243 = add i32 %215, %30
  br label %248

244:                                              ; preds = %.loopexit23
  %245 = select i1 %32, ptr addrspace(1) %238, ptr addrspace(1) %0
  %246 = ptrtoint ptr addrspace(3) %242 to i64
  %247 = trunc i64 %246 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %247, ptr addrspace(1) %245, i32 %41) #5
  br label %.loopexit22

248:                                              ; preds = %.preheader21, %248
  %249 = phi i64 [ 0, %.preheader21 ], [ %258, %248 ]
  %250 = trunc nuw nsw i64 %249 to i32
  %251 = or disjoint i32 %28, %250
  %252 = add i32 %243, %251
  %253 = sext i32 %252 to i64
  %254 = getelementptr i8, ptr addrspace(1) %0, i64 %253
  %255 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %254, i32 %40, i16 0) #5
  %256 = trunc i16 %255 to i8
  %257 = getelementptr i8, ptr addrspace(3) %242, i64 %249
  store i8 %256, ptr addrspace(3) %257, align 1
  %258 = add nuw nsw i64 %249, 1
  %exitcond36.not = icmp eq i64 %258, 16
  br i1 %exitcond36.not, label %.loopexit22, label %248

.loopexit22:                                      ; preds = %248, %244
  %259 = add i32 %45, %215
  %260 = sext i32 %259 to i64
  %261 = getelementptr i8, ptr addrspace(1) %0, i64 %260
  %262 = ptrtoint ptr addrspace(1) %261 to i64
  %263 = and i64 %262, 15
  %264 = icmp eq i64 %263, 0
  %265 = getelementptr i8, ptr addrspace(3) %235, i64 %51
  br i1 %264, label %267, label %.preheader19

.preheader19:                                     ; preds = %.loopexit22
  %266 = add i32 %215, %44
  br label %271

267:                                              ; preds = %.loopexit22
  %268 = select i1 %46, ptr addrspace(1) %261, ptr addrspace(1) %0
  %269 = ptrtoint ptr addrspace(3) %265 to i64
  %270 = trunc i64 %269 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %270, ptr addrspace(1) %268, i32 %53) #5
  br label %.loopexit20

271:                                              ; preds = %.preheader19, %271
  %272 = phi i64 [ 0, %.preheader19 ], [ %281, %271 ]
  %273 = trunc nuw nsw i64 %272 to i32
  %274 = or disjoint i32 %28, %273
  %275 = add i32 %266, %274
  %276 = sext i32 %275 to i64
  %277 = getelementptr i8, ptr addrspace(1) %0, i64 %276
  %278 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %277, i32 %52, i16 0) #5
  %279 = trunc i16 %278 to i8
  %280 = getelementptr i8, ptr addrspace(3) %265, i64 %272
  store i8 %279, ptr addrspace(3) %280, align 1
  %281 = add nuw nsw i64 %272, 1
  %exitcond37.not = icmp eq i64 %281, 16
  br i1 %exitcond37.not, label %.loopexit20, label %271

.loopexit20:                                      ; preds = %271, %267
  %282 = getelementptr i8, ptr addrspace(3) %235, i64 4096
  %283 = or disjoint i32 %56, %215
  %284 = mul i32 %283, %6
  %285 = add i32 %284, %58
  %286 = sext i32 %285 to i64
  %287 = getelementptr i8, ptr addrspace(1) %2, i64 %286
  %288 = ptrtoint ptr addrspace(1) %287 to i64
  %289 = and i64 %288, 15
  %290 = icmp eq i64 %289, 0
  %291 = getelementptr i8, ptr addrspace(3) %282, i64 %63
  br i1 %290, label %292, label %.preheader

292:                                              ; preds = %.loopexit20
  %293 = select i1 %67, ptr addrspace(1) %2, ptr addrspace(1) %287
  %294 = ptrtoint ptr addrspace(3) %291 to i64
  %295 = trunc i64 %294 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %295, ptr addrspace(1) %293, i32 %70) #5
  br label %.loopexit18

.preheader:                                       ; preds = %.loopexit20, %.preheader
  %296 = phi i64 [ %306, %.preheader ], [ 0, %.loopexit20 ]
  %297 = trunc nuw nsw i64 %296 to i32
  %.reass46.reass = or i32 %297, %invariant.op51
  %298 = add i32 %.reass46.reass, %284
  %299 = sext i32 %298 to i64
  %300 = getelementptr i8, ptr addrspace(1) %2, i64 %299
  %301 = icmp slt i32 %.reass46.reass, %6
  %302 = zext i1 %301 to i32
  %303 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %300, i32 %302, i16 0) #5
  %304 = trunc i16 %303 to i8
  %305 = getelementptr i8, ptr addrspace(3) %291, i64 %296
  store i8 %304, ptr addrspace(3) %305, align 1
  %306 = add nuw nsw i64 %296, 1
  %exitcond38.not = icmp eq i64 %306, 16
  br i1 %exitcond38.not, label %.loopexit18, label %.preheader

.loopexit18:                                      ; preds = %.preheader, %292
  %307 = getelementptr i8, ptr addrspace(3) %235, i64 6144
  %308 = getelementptr i8, ptr addrspace(3) %307, i64 %74
  %309 = add i32 %232, %76
  %310 = sext i32 %309 to i64
  %311 = getelementptr i8, ptr addrspace(1) %1, i64 %310
  %312 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %311, i32 %78, i16 0) #5
  %313 = trunc i16 %312 to i8
  store i8 %313, ptr addrspace(3) %308, align 4
  br i1 %79, label %.loopexit, label %321

.loopexit:                                        ; preds = %.loopexit18
  %314 = getelementptr i8, ptr addrspace(3) %235, i64 6656
  %315 = getelementptr i8, ptr addrspace(3) %314, i64 %74
  %316 = add i32 %232, %81
  %317 = sext i32 %316 to i64
  %318 = getelementptr i8, ptr addrspace(1) %3, i64 %317
  %319 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %318, i32 %83, i16 0) #5
  %320 = trunc i16 %319 to i8
  store i8 %320, ptr addrspace(3) %315, align 4
  br label %321

321:                                              ; preds = %.loopexit, %.loopexit18, %214
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #5
  %322 = add i32 %183, 1
  %323 = icmp eq i32 %322, 4
  %324 = select i1 %323, i32 0, i32 %322
  %325 = add i32 %182, 1
  %326 = add i32 %184, 32
  %327 = icmp slt i32 %326, %7
  br i1 %327, label %181, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %321
  %328 = icmp ult i32 %182, 2147483647
  br label %._crit_edge

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.preheader24
  %.lcssa = phi i1 [ false, %.preheader24 ], [ %328, %._crit_edge.loopexit ]
  br i1 %15, label %329, label %.preheader48

329:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 32)) #5
  br label %.preheader48

.preheader48:                                     ; preds = %329, %._crit_edge
  br label %330

330:                                              ; preds = %.preheader48, %330
  %331 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 32), i32 0) #5
  %332 = icmp eq i32 %331, 0
  br i1 %332, label %330, label %333

333:                                              ; preds = %330
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %334 = shl nuw nsw i32 %9, 16
  %335 = and i32 %334, 6291456
  %336 = add i32 %22, %335
  %337 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %336) #5
  %338 = add i32 %336, 32
  %339 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %338) #5
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #5
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %19, label %340, label %341

340:                                              ; preds = %333
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 128;", "r,~{memory}"(i32 %22) #5
  br label %341

341:                                              ; preds = %340, %333
  br i1 %15, label %342, label %343

342:                                              ; preds = %341
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 8)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 16)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 24)) #5
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_mxfp8_dsmem, i64 28672) to i32), i32 32)) #5
  br label %343

343:                                              ; preds = %342, %341
  %344 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 31
  %345 = bitcast i32 %344 to float
  %346 = fadd float %345, 0.000000e+00
  %347 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 30
  %348 = bitcast i32 %347 to float
  %349 = fadd float %348, 0.000000e+00
  %350 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 29
  %351 = bitcast i32 %350 to float
  %352 = fadd float %351, 0.000000e+00
  %353 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 28
  %354 = bitcast i32 %353 to float
  %355 = fadd float %354, 0.000000e+00
  %356 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 27
  %357 = bitcast i32 %356 to float
  %358 = fadd float %357, 0.000000e+00
  %359 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 26
  %360 = bitcast i32 %359 to float
  %361 = fadd float %360, 0.000000e+00
  %362 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 25
  %363 = bitcast i32 %362 to float
  %364 = fadd float %363, 0.000000e+00
  %365 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 24
  %366 = bitcast i32 %365 to float
  %367 = fadd float %366, 0.000000e+00
  %368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 23
  %369 = bitcast i32 %368 to float
  %370 = fadd float %369, 0.000000e+00
  %371 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 22
  %372 = bitcast i32 %371 to float
  %373 = fadd float %372, 0.000000e+00
  %374 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 21
  %375 = bitcast i32 %374 to float
  %376 = fadd float %375, 0.000000e+00
  %377 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 20
  %378 = bitcast i32 %377 to float
  %379 = fadd float %378, 0.000000e+00
  %380 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 19
  %381 = bitcast i32 %380 to float
  %382 = fadd float %381, 0.000000e+00
  %383 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 18
  %384 = bitcast i32 %383 to float
  %385 = fadd float %384, 0.000000e+00
  %386 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 17
  %387 = bitcast i32 %386 to float
  %388 = fadd float %387, 0.000000e+00
  %389 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 16
  %390 = bitcast i32 %389 to float
  %391 = fadd float %390, 0.000000e+00
  %392 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 15
  %393 = bitcast i32 %392 to float
  %394 = fadd float %393, 0.000000e+00
  %395 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 14
  %396 = bitcast i32 %395 to float
  %397 = fadd float %396, 0.000000e+00
  %398 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 13
  %399 = bitcast i32 %398 to float
  %400 = fadd float %399, 0.000000e+00
  %401 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 12
  %402 = bitcast i32 %401 to float
  %403 = fadd float %402, 0.000000e+00
  %404 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 11
  %405 = bitcast i32 %404 to float
  %406 = fadd float %405, 0.000000e+00
  %407 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 10
  %408 = bitcast i32 %407 to float
  %409 = fadd float %408, 0.000000e+00
  %410 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 9
  %411 = bitcast i32 %410 to float
  %412 = fadd float %411, 0.000000e+00
  %413 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 8
  %414 = bitcast i32 %413 to float
  %415 = fadd float %414, 0.000000e+00
  %416 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 7
  %417 = bitcast i32 %416 to float
  %418 = fadd float %417, 0.000000e+00
  %419 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 6
  %420 = bitcast i32 %419 to float
  %421 = fadd float %420, 0.000000e+00
  %422 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 5
  %423 = bitcast i32 %422 to float
  %424 = fadd float %423, 0.000000e+00
  %425 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 4
  %426 = bitcast i32 %425 to float
  %427 = fadd float %426, 0.000000e+00
  %428 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 3
  %429 = bitcast i32 %428 to float
  %430 = fadd float %429, 0.000000e+00
  %431 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 2
  %432 = bitcast i32 %431 to float
  %433 = fadd float %432, 0.000000e+00
  %434 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 1
  %435 = bitcast i32 %434 to float
  %436 = fadd float %435, 0.000000e+00
  %437 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %339, 0
  %438 = bitcast i32 %437 to float
  %439 = fadd float %438, 0.000000e+00
  %440 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 31
  %441 = bitcast i32 %440 to float
  %442 = fadd float %441, 0.000000e+00
  %443 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 30
  %444 = bitcast i32 %443 to float
  %445 = fadd float %444, 0.000000e+00
  %446 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 29
  %447 = bitcast i32 %446 to float
  %448 = fadd float %447, 0.000000e+00
  %449 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 28
  %450 = bitcast i32 %449 to float
  %451 = fadd float %450, 0.000000e+00
  %452 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 27
  %453 = bitcast i32 %452 to float
  %454 = fadd float %453, 0.000000e+00
  %455 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 26
  %456 = bitcast i32 %455 to float
  %457 = fadd float %456, 0.000000e+00
  %458 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 25
  %459 = bitcast i32 %458 to float
  %460 = fadd float %459, 0.000000e+00
  %461 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 24
  %462 = bitcast i32 %461 to float
  %463 = fadd float %462, 0.000000e+00
  %464 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 23
  %465 = bitcast i32 %464 to float
  %466 = fadd float %465, 0.000000e+00
  %467 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 22
  %468 = bitcast i32 %467 to float
  %469 = fadd float %468, 0.000000e+00
  %470 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 21
  %471 = bitcast i32 %470 to float
  %472 = fadd float %471, 0.000000e+00
  %473 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 20
  %474 = bitcast i32 %473 to float
  %475 = fadd float %474, 0.000000e+00
  %476 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 19
  %477 = bitcast i32 %476 to float
  %478 = fadd float %477, 0.000000e+00
  %479 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 18
  %480 = bitcast i32 %479 to float
  %481 = fadd float %480, 0.000000e+00
  %482 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 17
  %483 = bitcast i32 %482 to float
  %484 = fadd float %483, 0.000000e+00
  %485 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 16
  %486 = bitcast i32 %485 to float
  %487 = fadd float %486, 0.000000e+00
  %488 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 15
  %489 = bitcast i32 %488 to float
  %490 = fadd float %489, 0.000000e+00
  %491 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 14
  %492 = bitcast i32 %491 to float
  %493 = fadd float %492, 0.000000e+00
  %494 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 13
  %495 = bitcast i32 %494 to float
  %496 = fadd float %495, 0.000000e+00
  %497 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 12
  %498 = bitcast i32 %497 to float
  %499 = fadd float %498, 0.000000e+00
  %500 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 11
  %501 = bitcast i32 %500 to float
  %502 = fadd float %501, 0.000000e+00
  %503 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 10
  %504 = bitcast i32 %503 to float
  %505 = fadd float %504, 0.000000e+00
  %506 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 9
  %507 = bitcast i32 %506 to float
  %508 = fadd float %507, 0.000000e+00
  %509 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 8
  %510 = bitcast i32 %509 to float
  %511 = fadd float %510, 0.000000e+00
  %512 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 7
  %513 = bitcast i32 %512 to float
  %514 = fadd float %513, 0.000000e+00
  %515 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 6
  %516 = bitcast i32 %515 to float
  %517 = fadd float %516, 0.000000e+00
  %518 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 5
  %519 = bitcast i32 %518 to float
  %520 = fadd float %519, 0.000000e+00
  %521 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 4
  %522 = bitcast i32 %521 to float
  %523 = fadd float %522, 0.000000e+00
  %524 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 3
  %525 = bitcast i32 %524 to float
  %526 = fadd float %525, 0.000000e+00
  %527 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 2
  %528 = bitcast i32 %527 to float
  %529 = fadd float %528, 0.000000e+00
  %530 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 1
  %531 = bitcast i32 %530 to float
  %532 = fadd float %531, 0.000000e+00
  %533 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %337, 0
  %534 = bitcast i32 %533 to float
  %535 = fadd float %534, 0.000000e+00
  %536 = mul i32 %6, %75
  %537 = add i32 %536, %13
  %538 = sext i32 %537 to i64
  %539 = getelementptr float, ptr addrspace(1) %4, i64 %538
  %540 = icmp slt i32 %13, %6
  %541 = and i1 %77, %540
  %542 = or disjoint i32 %13, 1
  %543 = icmp slt i32 %542, %6
  %544 = and i1 %77, %543
  %545 = or disjoint i32 %13, 2
  %546 = icmp slt i32 %545, %6
  %547 = and i1 %77, %546
  %548 = or disjoint i32 %13, 3
  %549 = icmp slt i32 %548, %6
  %550 = and i1 %77, %549
  %551 = ptrtoint ptr addrspace(1) %539 to i64
  %552 = and i64 %551, 15
  %553 = icmp eq i64 %552, 0
  %554 = and i1 %550, %553
  %555 = xor i1 %541, %554
  %556 = xor i1 %544, %554
  %557 = xor i1 %547, %554
  %558 = xor i1 %550, %554
  %559 = zext i1 %554 to i32
  %560 = bitcast float %535 to i32
  %561 = select i1 %.lcssa, i32 %560, i32 0
  %562 = bitcast float %532 to i32
  %563 = select i1 %.lcssa, i32 %562, i32 0
  %564 = bitcast float %529 to i32
  %565 = select i1 %.lcssa, i32 %564, i32 0
  %566 = bitcast float %526 to i32
  %567 = select i1 %.lcssa, i32 %566, i32 0
  %568 = zext i1 %555 to i32
  %569 = zext i1 %556 to i32
  %570 = zext i1 %557 to i32
  %571 = zext i1 %558 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %559, i32 %561, i32 %563, i32 %565, i32 %567, ptr addrspace(1) %539, i32 %568, i32 %569, i32 %570, i32 %571) #5
  %572 = or disjoint i32 %13, 4
  %573 = add i32 %536, %572
  %574 = sext i32 %573 to i64
  %575 = getelementptr float, ptr addrspace(1) %4, i64 %574
  %576 = icmp slt i32 %572, %6
  %577 = and i1 %77, %576
  %578 = or disjoint i32 %13, 5
  %579 = icmp slt i32 %578, %6
  %580 = and i1 %77, %579
  %581 = or disjoint i32 %13, 6
  %582 = icmp slt i32 %581, %6
  %583 = and i1 %77, %582
  %584 = or disjoint i32 %13, 7
  %585 = icmp slt i32 %584, %6
  %586 = and i1 %77, %585
  %587 = ptrtoint ptr addrspace(1) %575 to i64
  %588 = and i64 %587, 15
  %589 = icmp eq i64 %588, 0
  %590 = and i1 %586, %589
  %591 = xor i1 %577, %590
  %592 = xor i1 %580, %590
  %593 = xor i1 %583, %590
  %594 = xor i1 %586, %590
  %595 = zext i1 %590 to i32
  %596 = bitcast float %523 to i32
  %597 = select i1 %.lcssa, i32 %596, i32 0
  %598 = bitcast float %520 to i32
  %599 = select i1 %.lcssa, i32 %598, i32 0
  %600 = bitcast float %517 to i32
  %601 = select i1 %.lcssa, i32 %600, i32 0
  %602 = bitcast float %514 to i32
  %603 = select i1 %.lcssa, i32 %602, i32 0
  %604 = zext i1 %591 to i32
  %605 = zext i1 %592 to i32
  %606 = zext i1 %593 to i32
  %607 = zext i1 %594 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %595, i32 %597, i32 %599, i32 %601, i32 %603, ptr addrspace(1) %575, i32 %604, i32 %605, i32 %606, i32 %607) #5
  %608 = or disjoint i32 %13, 8
  %609 = add i32 %536, %608
  %610 = sext i32 %609 to i64
  %611 = getelementptr float, ptr addrspace(1) %4, i64 %610
  %612 = icmp slt i32 %608, %6
  %613 = and i1 %77, %612
  %614 = or disjoint i32 %13, 9
  %615 = icmp slt i32 %614, %6
  %616 = and i1 %77, %615
  %617 = or disjoint i32 %13, 10
  %618 = icmp slt i32 %617, %6
  %619 = and i1 %77, %618
  %620 = or disjoint i32 %13, 11
  %621 = icmp slt i32 %620, %6
  %622 = and i1 %77, %621
  %623 = ptrtoint ptr addrspace(1) %611 to i64
  %624 = and i64 %623, 15
  %625 = icmp eq i64 %624, 0
  %626 = and i1 %622, %625
  %627 = xor i1 %613, %626
  %628 = xor i1 %616, %626
  %629 = xor i1 %619, %626
  %630 = xor i1 %622, %626
  %631 = zext i1 %626 to i32
  %632 = bitcast float %511 to i32
  %633 = select i1 %.lcssa, i32 %632, i32 0
  %634 = bitcast float %508 to i32
  %635 = select i1 %.lcssa, i32 %634, i32 0
  %636 = bitcast float %505 to i32
  %637 = select i1 %.lcssa, i32 %636, i32 0
  %638 = bitcast float %502 to i32
  %639 = select i1 %.lcssa, i32 %638, i32 0
  %640 = zext i1 %627 to i32
  %641 = zext i1 %628 to i32
  %642 = zext i1 %629 to i32
  %643 = zext i1 %630 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %631, i32 %633, i32 %635, i32 %637, i32 %639, ptr addrspace(1) %611, i32 %640, i32 %641, i32 %642, i32 %643) #5
  %644 = or disjoint i32 %13, 12
  %645 = add i32 %536, %644
  %646 = sext i32 %645 to i64
  %647 = getelementptr float, ptr addrspace(1) %4, i64 %646
  %648 = icmp slt i32 %644, %6
  %649 = and i1 %77, %648
  %650 = or disjoint i32 %13, 13
  %651 = icmp slt i32 %650, %6
  %652 = and i1 %77, %651
  %653 = or disjoint i32 %13, 14
  %654 = icmp slt i32 %653, %6
  %655 = and i1 %77, %654
  %656 = or disjoint i32 %13, 15
  %657 = icmp slt i32 %656, %6
  %658 = and i1 %77, %657
  %659 = ptrtoint ptr addrspace(1) %647 to i64
  %660 = and i64 %659, 15
  %661 = icmp eq i64 %660, 0
  %662 = and i1 %658, %661
  %663 = xor i1 %649, %662
  %664 = xor i1 %652, %662
  %665 = xor i1 %655, %662
  %666 = xor i1 %658, %662
  %667 = zext i1 %662 to i32
  %668 = bitcast float %499 to i32
  %669 = select i1 %.lcssa, i32 %668, i32 0
  %670 = bitcast float %496 to i32
  %671 = select i1 %.lcssa, i32 %670, i32 0
  %672 = bitcast float %493 to i32
  %673 = select i1 %.lcssa, i32 %672, i32 0
  %674 = bitcast float %490 to i32
  %675 = select i1 %.lcssa, i32 %674, i32 0
  %676 = zext i1 %663 to i32
  %677 = zext i1 %664 to i32
  %678 = zext i1 %665 to i32
  %679 = zext i1 %666 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %667, i32 %669, i32 %671, i32 %673, i32 %675, ptr addrspace(1) %647, i32 %676, i32 %677, i32 %678, i32 %679) #5
  %680 = or disjoint i32 %13, 16
  %681 = add i32 %536, %680
  %682 = sext i32 %681 to i64
  %683 = getelementptr float, ptr addrspace(1) %4, i64 %682
  %684 = icmp slt i32 %680, %6
  %685 = and i1 %77, %684
  %686 = or disjoint i32 %13, 17
  %687 = icmp slt i32 %686, %6
  %688 = and i1 %77, %687
  %689 = or disjoint i32 %13, 18
  %690 = icmp slt i32 %689, %6
  %691 = and i1 %77, %690
  %692 = or disjoint i32 %13, 19
  %693 = icmp slt i32 %692, %6
  %694 = and i1 %77, %693
  %695 = ptrtoint ptr addrspace(1) %683 to i64
  %696 = and i64 %695, 15
  %697 = icmp eq i64 %696, 0
  %698 = and i1 %694, %697
  %699 = xor i1 %685, %698
  %700 = xor i1 %688, %698
  %701 = xor i1 %691, %698
  %702 = xor i1 %694, %698
  %703 = zext i1 %698 to i32
  %704 = bitcast float %487 to i32
  %705 = select i1 %.lcssa, i32 %704, i32 0
  %706 = bitcast float %484 to i32
  %707 = select i1 %.lcssa, i32 %706, i32 0
  %708 = bitcast float %481 to i32
  %709 = select i1 %.lcssa, i32 %708, i32 0
  %710 = bitcast float %478 to i32
  %711 = select i1 %.lcssa, i32 %710, i32 0
  %712 = zext i1 %699 to i32
  %713 = zext i1 %700 to i32
  %714 = zext i1 %701 to i32
  %715 = zext i1 %702 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %703, i32 %705, i32 %707, i32 %709, i32 %711, ptr addrspace(1) %683, i32 %712, i32 %713, i32 %714, i32 %715) #5
  %716 = or disjoint i32 %13, 20
  %717 = add i32 %536, %716
  %718 = sext i32 %717 to i64
  %719 = getelementptr float, ptr addrspace(1) %4, i64 %718
  %720 = icmp slt i32 %716, %6
  %721 = and i1 %77, %720
  %722 = or disjoint i32 %13, 21
  %723 = icmp slt i32 %722, %6
  %724 = and i1 %77, %723
  %725 = or disjoint i32 %13, 22
  %726 = icmp slt i32 %725, %6
  %727 = and i1 %77, %726
  %728 = or disjoint i32 %13, 23
  %729 = icmp slt i32 %728, %6
  %730 = and i1 %77, %729
  %731 = ptrtoint ptr addrspace(1) %719 to i64
  %732 = and i64 %731, 15
  %733 = icmp eq i64 %732, 0
  %734 = and i1 %730, %733
  %735 = xor i1 %721, %734
  %736 = xor i1 %724, %734
  %737 = xor i1 %727, %734
  %738 = xor i1 %730, %734
  %739 = zext i1 %734 to i32
  %740 = bitcast float %475 to i32
  %741 = select i1 %.lcssa, i32 %740, i32 0
  %742 = bitcast float %472 to i32
  %743 = select i1 %.lcssa, i32 %742, i32 0
  %744 = bitcast float %469 to i32
  %745 = select i1 %.lcssa, i32 %744, i32 0
  %746 = bitcast float %466 to i32
  %747 = select i1 %.lcssa, i32 %746, i32 0
  %748 = zext i1 %735 to i32
  %749 = zext i1 %736 to i32
  %750 = zext i1 %737 to i32
  %751 = zext i1 %738 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %739, i32 %741, i32 %743, i32 %745, i32 %747, ptr addrspace(1) %719, i32 %748, i32 %749, i32 %750, i32 %751) #5
  %752 = or disjoint i32 %13, 24
  %753 = add i32 %536, %752
  %754 = sext i32 %753 to i64
  %755 = getelementptr float, ptr addrspace(1) %4, i64 %754
  %756 = icmp slt i32 %752, %6
  %757 = and i1 %77, %756
  %758 = or disjoint i32 %13, 25
  %759 = icmp slt i32 %758, %6
  %760 = and i1 %77, %759
  %761 = or disjoint i32 %13, 26
  %762 = icmp slt i32 %761, %6
  %763 = and i1 %77, %762
  %764 = or disjoint i32 %13, 27
  %765 = icmp slt i32 %764, %6
  %766 = and i1 %77, %765
  %767 = ptrtoint ptr addrspace(1) %755 to i64
  %768 = and i64 %767, 15
  %769 = icmp eq i64 %768, 0
  %770 = and i1 %766, %769
  %771 = xor i1 %757, %770
  %772 = xor i1 %760, %770
  %773 = xor i1 %763, %770
  %774 = xor i1 %766, %770
  %775 = zext i1 %770 to i32
  %776 = bitcast float %463 to i32
  %777 = select i1 %.lcssa, i32 %776, i32 0
  %778 = bitcast float %460 to i32
  %779 = select i1 %.lcssa, i32 %778, i32 0
  %780 = bitcast float %457 to i32
  %781 = select i1 %.lcssa, i32 %780, i32 0
  %782 = bitcast float %454 to i32
  %783 = select i1 %.lcssa, i32 %782, i32 0
  %784 = zext i1 %771 to i32
  %785 = zext i1 %772 to i32
  %786 = zext i1 %773 to i32
  %787 = zext i1 %774 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %775, i32 %777, i32 %779, i32 %781, i32 %783, ptr addrspace(1) %755, i32 %784, i32 %785, i32 %786, i32 %787) #5
  %788 = or disjoint i32 %13, 28
  %789 = add i32 %536, %788
  %790 = sext i32 %789 to i64
  %791 = getelementptr float, ptr addrspace(1) %4, i64 %790
  %792 = icmp slt i32 %788, %6
  %793 = and i1 %77, %792
  %794 = or disjoint i32 %13, 29
  %795 = icmp slt i32 %794, %6
  %796 = and i1 %77, %795
  %797 = or disjoint i32 %13, 30
  %798 = icmp slt i32 %797, %6
  %799 = and i1 %77, %798
  %800 = or disjoint i32 %13, 31
  %801 = icmp slt i32 %800, %6
  %802 = and i1 %77, %801
  %803 = ptrtoint ptr addrspace(1) %791 to i64
  %804 = and i64 %803, 15
  %805 = icmp eq i64 %804, 0
  %806 = and i1 %802, %805
  %807 = xor i1 %793, %806
  %808 = xor i1 %796, %806
  %809 = xor i1 %799, %806
  %810 = xor i1 %802, %806
  %811 = zext i1 %806 to i32
  %812 = bitcast float %451 to i32
  %813 = select i1 %.lcssa, i32 %812, i32 0
  %814 = bitcast float %448 to i32
  %815 = select i1 %.lcssa, i32 %814, i32 0
  %816 = bitcast float %445 to i32
  %817 = select i1 %.lcssa, i32 %816, i32 0
  %818 = bitcast float %442 to i32
  %819 = select i1 %.lcssa, i32 %818, i32 0
  %820 = zext i1 %807 to i32
  %821 = zext i1 %808 to i32
  %822 = zext i1 %809 to i32
  %823 = zext i1 %810 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %811, i32 %813, i32 %815, i32 %817, i32 %819, ptr addrspace(1) %791, i32 %820, i32 %821, i32 %822, i32 %823) #5
  %824 = or disjoint i32 %13, 32
  %825 = add i32 %536, %824
  %826 = sext i32 %825 to i64
  %827 = getelementptr float, ptr addrspace(1) %4, i64 %826
  %828 = icmp slt i32 %824, %6
  %829 = and i1 %77, %828
  %830 = or disjoint i32 %13, 33
  %831 = icmp slt i32 %830, %6
  %832 = and i1 %77, %831
  %833 = or disjoint i32 %13, 34
  %834 = icmp slt i32 %833, %6
  %835 = and i1 %77, %834
  %836 = or disjoint i32 %13, 35
  %837 = icmp slt i32 %836, %6
  %838 = and i1 %77, %837
  %839 = ptrtoint ptr addrspace(1) %827 to i64
  %840 = and i64 %839, 15
  %841 = icmp eq i64 %840, 0
  %842 = and i1 %838, %841
  %843 = xor i1 %829, %842
  %844 = xor i1 %832, %842
  %845 = xor i1 %835, %842
  %846 = xor i1 %838, %842
  %847 = zext i1 %842 to i32
  %848 = bitcast float %439 to i32
  %849 = select i1 %.lcssa, i32 %848, i32 0
  %850 = bitcast float %436 to i32
  %851 = select i1 %.lcssa, i32 %850, i32 0
  %852 = bitcast float %433 to i32
  %853 = select i1 %.lcssa, i32 %852, i32 0
  %854 = bitcast float %430 to i32
  %855 = select i1 %.lcssa, i32 %854, i32 0
  %856 = zext i1 %843 to i32
  %857 = zext i1 %844 to i32
  %858 = zext i1 %845 to i32
  %859 = zext i1 %846 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %847, i32 %849, i32 %851, i32 %853, i32 %855, ptr addrspace(1) %827, i32 %856, i32 %857, i32 %858, i32 %859) #5
  %860 = or disjoint i32 %13, 36
  %861 = add i32 %536, %860
  %862 = sext i32 %861 to i64
  %863 = getelementptr float, ptr addrspace(1) %4, i64 %862
  %864 = icmp slt i32 %860, %6
  %865 = and i1 %77, %864
  %866 = or disjoint i32 %13, 37
  %867 = icmp slt i32 %866, %6
  %868 = and i1 %77, %867
  %869 = or disjoint i32 %13, 38
  %870 = icmp slt i32 %869, %6
  %871 = and i1 %77, %870
  %872 = or disjoint i32 %13, 39
  %873 = icmp slt i32 %872, %6
  %874 = and i1 %77, %873
  %875 = ptrtoint ptr addrspace(1) %863 to i64
  %876 = and i64 %875, 15
  %877 = icmp eq i64 %876, 0
  %878 = and i1 %874, %877
  %879 = xor i1 %865, %878
  %880 = xor i1 %868, %878
  %881 = xor i1 %871, %878
  %882 = xor i1 %874, %878
  %883 = zext i1 %878 to i32
  %884 = bitcast float %427 to i32
  %885 = select i1 %.lcssa, i32 %884, i32 0
  %886 = bitcast float %424 to i32
  %887 = select i1 %.lcssa, i32 %886, i32 0
  %888 = bitcast float %421 to i32
  %889 = select i1 %.lcssa, i32 %888, i32 0
  %890 = bitcast float %418 to i32
  %891 = select i1 %.lcssa, i32 %890, i32 0
  %892 = zext i1 %879 to i32
  %893 = zext i1 %880 to i32
  %894 = zext i1 %881 to i32
  %895 = zext i1 %882 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %883, i32 %885, i32 %887, i32 %889, i32 %891, ptr addrspace(1) %863, i32 %892, i32 %893, i32 %894, i32 %895) #5
  %896 = or disjoint i32 %13, 40
  %897 = add i32 %536, %896
  %898 = sext i32 %897 to i64
  %899 = getelementptr float, ptr addrspace(1) %4, i64 %898
  %900 = icmp slt i32 %896, %6
  %901 = and i1 %77, %900
  %902 = or disjoint i32 %13, 41
  %903 = icmp slt i32 %902, %6
  %904 = and i1 %77, %903
  %905 = or disjoint i32 %13, 42
  %906 = icmp slt i32 %905, %6
  %907 = and i1 %77, %906
  %908 = or disjoint i32 %13, 43
  %909 = icmp slt i32 %908, %6
  %910 = and i1 %77, %909
  %911 = ptrtoint ptr addrspace(1) %899 to i64
  %912 = and i64 %911, 15
  %913 = icmp eq i64 %912, 0
  %914 = and i1 %910, %913
  %915 = xor i1 %901, %914
  %916 = xor i1 %904, %914
  %917 = xor i1 %907, %914
  %918 = xor i1 %910, %914
  %919 = zext i1 %914 to i32
  %920 = bitcast float %415 to i32
  %921 = select i1 %.lcssa, i32 %920, i32 0
  %922 = bitcast float %412 to i32
  %923 = select i1 %.lcssa, i32 %922, i32 0
  %924 = bitcast float %409 to i32
  %925 = select i1 %.lcssa, i32 %924, i32 0
  %926 = bitcast float %406 to i32
  %927 = select i1 %.lcssa, i32 %926, i32 0
  %928 = zext i1 %915 to i32
  %929 = zext i1 %916 to i32
  %930 = zext i1 %917 to i32
  %931 = zext i1 %918 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %919, i32 %921, i32 %923, i32 %925, i32 %927, ptr addrspace(1) %899, i32 %928, i32 %929, i32 %930, i32 %931) #5
  %932 = or disjoint i32 %13, 44
  %933 = add i32 %536, %932
  %934 = sext i32 %933 to i64
  %935 = getelementptr float, ptr addrspace(1) %4, i64 %934
  %936 = icmp slt i32 %932, %6
  %937 = and i1 %77, %936
  %938 = or disjoint i32 %13, 45
  %939 = icmp slt i32 %938, %6
  %940 = and i1 %77, %939
  %941 = or disjoint i32 %13, 46
  %942 = icmp slt i32 %941, %6
  %943 = and i1 %77, %942
  %944 = or disjoint i32 %13, 47
  %945 = icmp slt i32 %944, %6
  %946 = and i1 %77, %945
  %947 = ptrtoint ptr addrspace(1) %935 to i64
  %948 = and i64 %947, 15
  %949 = icmp eq i64 %948, 0
  %950 = and i1 %946, %949
  %951 = xor i1 %937, %950
  %952 = xor i1 %940, %950
  %953 = xor i1 %943, %950
  %954 = xor i1 %946, %950
  %955 = zext i1 %950 to i32
  %956 = bitcast float %403 to i32
  %957 = select i1 %.lcssa, i32 %956, i32 0
  %958 = bitcast float %400 to i32
  %959 = select i1 %.lcssa, i32 %958, i32 0
  %960 = bitcast float %397 to i32
  %961 = select i1 %.lcssa, i32 %960, i32 0
  %962 = bitcast float %394 to i32
  %963 = select i1 %.lcssa, i32 %962, i32 0
  %964 = zext i1 %951 to i32
  %965 = zext i1 %952 to i32
  %966 = zext i1 %953 to i32
  %967 = zext i1 %954 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %955, i32 %957, i32 %959, i32 %961, i32 %963, ptr addrspace(1) %935, i32 %964, i32 %965, i32 %966, i32 %967) #5
  %968 = or disjoint i32 %13, 48
  %969 = add i32 %536, %968
  %970 = sext i32 %969 to i64
  %971 = getelementptr float, ptr addrspace(1) %4, i64 %970
  %972 = icmp slt i32 %968, %6
  %973 = and i1 %77, %972
  %974 = or disjoint i32 %13, 49
  %975 = icmp slt i32 %974, %6
  %976 = and i1 %77, %975
  %977 = or disjoint i32 %13, 50
  %978 = icmp slt i32 %977, %6
  %979 = and i1 %77, %978
  %980 = or disjoint i32 %13, 51
  %981 = icmp slt i32 %980, %6
  %982 = and i1 %77, %981
  %983 = ptrtoint ptr addrspace(1) %971 to i64
  %984 = and i64 %983, 15
  %985 = icmp eq i64 %984, 0
  %986 = and i1 %982, %985
  %987 = xor i1 %973, %986
  %988 = xor i1 %976, %986
  %989 = xor i1 %979, %986
  %990 = xor i1 %982, %986
  %991 = zext i1 %986 to i32
  %992 = bitcast float %391 to i32
  %993 = select i1 %.lcssa, i32 %992, i32 0
  %994 = bitcast float %388 to i32
  %995 = select i1 %.lcssa, i32 %994, i32 0
  %996 = bitcast float %385 to i32
  %997 = select i1 %.lcssa, i32 %996, i32 0
  %998 = bitcast float %382 to i32
  %999 = select i1 %.lcssa, i32 %998, i32 0
  %1000 = zext i1 %987 to i32
  %1001 = zext i1 %988 to i32
  %1002 = zext i1 %989 to i32
  %1003 = zext i1 %990 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %991, i32 %993, i32 %995, i32 %997, i32 %999, ptr addrspace(1) %971, i32 %1000, i32 %1001, i32 %1002, i32 %1003) #5
  %1004 = or disjoint i32 %13, 52
  %1005 = add i32 %536, %1004
  %1006 = sext i32 %1005 to i64
  %1007 = getelementptr float, ptr addrspace(1) %4, i64 %1006
  %1008 = icmp slt i32 %1004, %6
  %1009 = and i1 %77, %1008
  %1010 = or disjoint i32 %13, 53
  %1011 = icmp slt i32 %1010, %6
  %1012 = and i1 %77, %1011
  %1013 = or disjoint i32 %13, 54
  %1014 = icmp slt i32 %1013, %6
  %1015 = and i1 %77, %1014
  %1016 = or disjoint i32 %13, 55
  %1017 = icmp slt i32 %1016, %6
  %1018 = and i1 %77, %1017
  %1019 = ptrtoint ptr addrspace(1) %1007 to i64
  %1020 = and i64 %1019, 15
  %1021 = icmp eq i64 %1020, 0
  %1022 = and i1 %1018, %1021
  %1023 = xor i1 %1009, %1022
  %1024 = xor i1 %1012, %1022
  %1025 = xor i1 %1015, %1022
  %1026 = xor i1 %1018, %1022
  %1027 = zext i1 %1022 to i32
  %1028 = bitcast float %379 to i32
  %1029 = select i1 %.lcssa, i32 %1028, i32 0
  %1030 = bitcast float %376 to i32
  %1031 = select i1 %.lcssa, i32 %1030, i32 0
  %1032 = bitcast float %373 to i32
  %1033 = select i1 %.lcssa, i32 %1032, i32 0
  %1034 = bitcast float %370 to i32
  %1035 = select i1 %.lcssa, i32 %1034, i32 0
  %1036 = zext i1 %1023 to i32
  %1037 = zext i1 %1024 to i32
  %1038 = zext i1 %1025 to i32
  %1039 = zext i1 %1026 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1027, i32 %1029, i32 %1031, i32 %1033, i32 %1035, ptr addrspace(1) %1007, i32 %1036, i32 %1037, i32 %1038, i32 %1039) #5
  %1040 = or disjoint i32 %13, 56
  %1041 = add i32 %536, %1040
  %1042 = sext i32 %1041 to i64
  %1043 = getelementptr float, ptr addrspace(1) %4, i64 %1042
  %1044 = icmp slt i32 %1040, %6
  %1045 = and i1 %77, %1044
  %1046 = or disjoint i32 %13, 57
  %1047 = icmp slt i32 %1046, %6
  %1048 = and i1 %77, %1047
  %1049 = or disjoint i32 %13, 58
  %1050 = icmp slt i32 %1049, %6
  %1051 = and i1 %77, %1050
  %1052 = or disjoint i32 %13, 59
  %1053 = icmp slt i32 %1052, %6
  %1054 = and i1 %77, %1053
  %1055 = ptrtoint ptr addrspace(1) %1043 to i64
  %1056 = and i64 %1055, 15
  %1057 = icmp eq i64 %1056, 0
  %1058 = and i1 %1054, %1057
  %1059 = xor i1 %1045, %1058
  %1060 = xor i1 %1048, %1058
  %1061 = xor i1 %1051, %1058
  %1062 = xor i1 %1054, %1058
  %1063 = zext i1 %1058 to i32
  %1064 = bitcast float %367 to i32
  %1065 = select i1 %.lcssa, i32 %1064, i32 0
  %1066 = bitcast float %364 to i32
  %1067 = select i1 %.lcssa, i32 %1066, i32 0
  %1068 = bitcast float %361 to i32
  %1069 = select i1 %.lcssa, i32 %1068, i32 0
  %1070 = bitcast float %358 to i32
  %1071 = select i1 %.lcssa, i32 %1070, i32 0
  %1072 = zext i1 %1059 to i32
  %1073 = zext i1 %1060 to i32
  %1074 = zext i1 %1061 to i32
  %1075 = zext i1 %1062 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1063, i32 %1065, i32 %1067, i32 %1069, i32 %1071, ptr addrspace(1) %1043, i32 %1072, i32 %1073, i32 %1074, i32 %1075) #5
  %1076 = or disjoint i32 %13, 60
  %1077 = add i32 %536, %1076
  %1078 = sext i32 %1077 to i64
  %1079 = getelementptr float, ptr addrspace(1) %4, i64 %1078
  %1080 = icmp slt i32 %1076, %6
  %1081 = and i1 %77, %1080
  %1082 = or disjoint i32 %13, 61
  %1083 = icmp slt i32 %1082, %6
  %1084 = and i1 %77, %1083
  %1085 = or disjoint i32 %13, 62
  %1086 = icmp slt i32 %1085, %6
  %1087 = and i1 %77, %1086
  %1088 = or disjoint i32 %13, 63
  %1089 = icmp slt i32 %1088, %6
  %1090 = and i1 %77, %1089
  %1091 = ptrtoint ptr addrspace(1) %1079 to i64
  %1092 = and i64 %1091, 15
  %1093 = icmp eq i64 %1092, 0
  %1094 = and i1 %1090, %1093
  %1095 = xor i1 %1081, %1094
  %1096 = xor i1 %1084, %1094
  %1097 = xor i1 %1087, %1094
  %1098 = xor i1 %1090, %1094
  %1099 = zext i1 %1094 to i32
  %1100 = bitcast float %355 to i32
  %1101 = select i1 %.lcssa, i32 %1100, i32 0
  %1102 = bitcast float %352 to i32
  %1103 = select i1 %.lcssa, i32 %1102, i32 0
  %1104 = bitcast float %349 to i32
  %1105 = select i1 %.lcssa, i32 %1104, i32 0
  %1106 = bitcast float %346 to i32
  %1107 = select i1 %.lcssa, i32 %1106, i32 0
  %1108 = zext i1 %1095 to i32
  %1109 = zext i1 %1096 to i32
  %1110 = zext i1 %1097 to i32
  %1111 = zext i1 %1098 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1099, i32 %1101, i32 %1103, i32 %1105, i32 %1107, ptr addrspace(1) %1079, i32 %1108, i32 %1109, i32 %1110, i32 %1111) #5
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
