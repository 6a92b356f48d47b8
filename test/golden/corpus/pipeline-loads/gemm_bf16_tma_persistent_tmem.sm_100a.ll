; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_persistent_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma_persistent(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %3, 127
  %9 = lshr i32 %8, 7
  %10 = add i32 %4, 255
  %11 = lshr i32 %10, 8
  %12 = mul i32 %11, %9
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = icmp eq i32 %7, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %17

17:                                               ; preds = %16, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %18, label %19

18:                                               ; preds = %17
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %19

19:                                               ; preds = %18, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %20, label %21

20:                                               ; preds = %19
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196736) to i32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %21

21:                                               ; preds = %20, %19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %22 = icmp samesign ult i32 %7, 32
  br i1 %22, label %23, label %24

23:                                               ; preds = %21
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196752) to i32)) #4
  br label %24

24:                                               ; preds = %23, %21
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %25 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196752) to i32)) #4
  %26 = icmp slt i32 %13, %12
  br i1 %26, label %.lr.ph31, label %._crit_edge32

.lr.ph31:                                         ; preds = %24
  %27 = shl nuw nsw i32 %11, 3
  %28 = icmp sgt i32 %5, 0
  %29 = and i1 %15, %28
  %30 = ptrtoint ptr %1 to i64
  %31 = ptrtoint ptr %0 to i64
  %32 = icmp sgt i32 %5, 64
  %33 = and i1 %15, %32
  %34 = icmp sgt i32 %5, 128
  %35 = and i1 %15, %34
  %36 = icmp sgt i32 %5, 192
  %37 = and i1 %15, %36
  %38 = and i32 %7, 128
  %39 = shl nuw nsw i32 %7, 16
  %40 = and i32 %39, 6291456
  %41 = or disjoint i32 %40, %38
  %42 = add i32 %41, %25
  %43 = add i32 %42, 32
  %44 = add i32 %42, 64
  %45 = add i32 %42, 96
  %46 = and i32 %7, 127
  %47 = add i32 %5, 63
  %48 = sdiv i32 %47, 64
  %49 = select i1 %28, i32 %48, i32 0
  %invariant.op = or i32 %7, 127
  br label %50

50:                                               ; preds = %.lr.ph31, %211
  %51 = phi i32 [ 0, %.lr.ph31 ], [ %1434, %211 ]
  %52 = phi i32 [ %13, %.lr.ph31 ], [ %1435, %211 ]
  %.frozen = freeze i32 %52
  %.frozen38 = freeze i32 %27
  %53 = udiv i32 %.frozen, %.frozen38
  %54 = shl i32 %53, 3
  %55 = sub i32 %9, %54
  %56 = call i32 @llvm.umin.i32(i32 %55, i32 8)
  %57 = mul i32 %53, %.frozen38
  %.decomposed = sub i32 %.frozen, %57
  %.frozen39 = freeze i32 %56
  %58 = udiv i32 %.decomposed, %.frozen39
  %59 = mul i32 %58, %.frozen39
  %.decomposed40 = sub i32 %.decomposed, %59
  %60 = add nuw i32 %.decomposed40, %54
  %61 = shl i32 %60, 7
  %62 = shl i32 %58, 8
  %63 = and i32 %51, 3
  br i1 %29, label %.critedge, label %.critedge24

.critedge:                                        ; preds = %50
  %64 = shl nuw nsw i32 %63, 15
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %65
  %67 = ptrtoint ptr addrspace(3) %66 to i64
  %68 = trunc i64 %67 to i32
  %69 = shl nuw nsw i32 %63, 14
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 131072), i64 %70
  %72 = ptrtoint ptr addrspace(3) %71 to i64
  %73 = trunc i64 %72 to i32
  %74 = shl nuw nsw i32 %63, 4
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608), i64 %75
  %77 = ptrtoint ptr addrspace(3) %76 to i64
  %78 = trunc i64 %77 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %78, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %73, i64 %31, i32 0, i32 %61, i32 %78) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %68, i64 %30, i32 0, i32 %62, i32 %78) #4
  br label %.critedge24

.critedge24:                                      ; preds = %50, %.critedge
  br i1 %33, label %.critedge4, label %.critedge25

.critedge4:                                       ; preds = %.critedge24
  %79 = add i32 %51, 1
  %80 = and i32 %79, 3
  %81 = shl nuw nsw i32 %80, 15
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %82
  %84 = ptrtoint ptr addrspace(3) %83 to i64
  %85 = trunc i64 %84 to i32
  %86 = shl nuw nsw i32 %80, 14
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 131072), i64 %87
  %89 = ptrtoint ptr addrspace(3) %88 to i64
  %90 = trunc i64 %89 to i32
  %91 = shl nuw nsw i32 %80, 4
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608), i64 %92
  %94 = ptrtoint ptr addrspace(3) %93 to i64
  %95 = trunc i64 %94 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %95, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %90, i64 %31, i32 64, i32 %61, i32 %95) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %85, i64 %30, i32 64, i32 %62, i32 %95) #4
  br label %.critedge25

.critedge25:                                      ; preds = %.critedge24, %.critedge4
  br i1 %35, label %.critedge8, label %.critedge26

.critedge8:                                       ; preds = %.critedge25
  %96 = xor i32 %63, 2
  %97 = shl nuw nsw i32 %96, 15
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %98
  %100 = ptrtoint ptr addrspace(3) %99 to i64
  %101 = trunc i64 %100 to i32
  %102 = shl nuw nsw i32 %96, 14
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 131072), i64 %103
  %105 = ptrtoint ptr addrspace(3) %104 to i64
  %106 = trunc i64 %105 to i32
  %107 = shl nuw nsw i32 %96, 4
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608), i64 %108
  %110 = ptrtoint ptr addrspace(3) %109 to i64
  %111 = trunc i64 %110 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %111, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %106, i64 %31, i32 128, i32 %61, i32 %111) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %101, i64 %30, i32 128, i32 %62, i32 %111) #4
  br label %.critedge26

.critedge26:                                      ; preds = %.critedge25, %.critedge8
  br i1 %37, label %.critedge12, label %.critedge27

.critedge12:                                      ; preds = %.critedge26
  %112 = add i32 %51, 3
  %113 = and i32 %112, 3
  %114 = shl nuw nsw i32 %113, 15
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %115
  %117 = ptrtoint ptr addrspace(3) %116 to i64
  %118 = trunc i64 %117 to i32
  %119 = shl nuw nsw i32 %113, 14
  %120 = zext nneg i32 %119 to i64
  %121 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 131072), i64 %120
  %122 = ptrtoint ptr addrspace(3) %121 to i64
  %123 = trunc i64 %122 to i32
  %124 = shl nuw nsw i32 %113, 4
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608), i64 %125
  %127 = ptrtoint ptr addrspace(3) %126 to i64
  %128 = trunc i64 %127 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %128, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %123, i64 %31, i32 192, i32 %61, i32 %128) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %118, i64 %30, i32 192, i32 %62, i32 %128) #4
  br label %.critedge27

.critedge27:                                      ; preds = %.critedge26, %.critedge12
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.critedge27, %.critedge28
  %129 = phi i32 [ %201, %.critedge28 ], [ 0, %.critedge27 ]
  %130 = lshr exact i32 %129, 6
  %131 = add i32 %130, %51
  %132 = and i32 %131, 3
  %133 = lshr i32 %131, 2
  %134 = and i32 %133, 1
  %135 = shl nuw nsw i32 %132, 4
  br i1 %15, label %136, label %.loopexit

136:                                              ; preds = %.lr.ph
  %137 = zext nneg i32 %135 to i64
  %138 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608), i64 %137
  %139 = ptrtoint ptr addrspace(3) %138 to i64
  %140 = trunc i64 %139 to i32
  br label %141

141:                                              ; preds = %141, %136
  %142 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %140, i32 %134) #4
  %143 = icmp eq i32 %142, 0
  br i1 %143, label %141, label %.loopexit

.loopexit:                                        ; preds = %141, %.lr.ph
  %144 = icmp ne i32 %129, 0
  br i1 %15, label %145, label %.critedge16

145:                                              ; preds = %.loopexit
  %146 = shl nuw nsw i32 %132, 15
  %147 = zext nneg i32 %146 to i64
  %148 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %147
  %149 = ptrtoint ptr addrspace(3) %148 to i64
  %150 = shl nuw nsw i32 %132, 14
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 131072), i64 %151
  %153 = ptrtoint ptr addrspace(3) %152 to i64
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %154 = zext i1 %144 to i32
  %155 = lshr exact i64 %153, 4
  %156 = and i64 %155, 16320
  %157 = or disjoint i64 %156, 4611756662049538048
  %158 = lshr exact i64 %149, 4
  %159 = and i64 %158, 16320
  %160 = or disjoint i64 %159, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %25, i64 %157, i64 %160, i32 138413200, i32 %154) #4
  %161 = or disjoint i64 %156, 4611756662049538050
  %162 = or disjoint i64 %159, 4611756662049538050
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %25, i64 %161, i64 %162, i32 138413200, i32 1) #4
  %163 = or disjoint i64 %156, 4611756662049538052
  %164 = or disjoint i64 %159, 4611756662049538052
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %25, i64 %163, i64 %164, i32 138413200, i32 1) #4
  %165 = or disjoint i64 %156, 4611756662049538054
  %166 = or disjoint i64 %159, 4611756662049538054
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %25, i64 %165, i64 %166, i32 138413200, i32 1) #4
  %167 = zext nneg i32 %135 to i64
  %168 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672), i64 %167
  %169 = ptrtoint ptr addrspace(3) %168 to i64
  %170 = trunc i64 %169 to i32
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %170) #4
  br label %.critedge16

.critedge16:                                      ; preds = %.loopexit, %145
  %171 = add i32 %129, 192
  %172 = icmp slt i32 %171, %5
  %173 = and i1 %144, %172
  br i1 %173, label %174, label %.critedge28

174:                                              ; preds = %.critedge16
  %175 = add i32 %131, -1
  %176 = and i32 %175, 3
  %177 = lshr i32 %175, 2
  %178 = and i32 %177, 1
  br i1 %15, label %179, label %.critedge28

179:                                              ; preds = %174
  %180 = shl nuw nsw i32 %176, 4
  %181 = zext nneg i32 %180 to i64
  %182 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672), i64 %181
  %183 = ptrtoint ptr addrspace(3) %182 to i64
  %184 = trunc i64 %183 to i32
  br label %185

185:                                              ; preds = %185, %179
  %186 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %184, i32 %178) #4
  %187 = icmp eq i32 %186, 0
  br i1 %187, label %185, label %.critedge18

.critedge18:                                      ; preds = %185
  %188 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608), i64 %181
  %189 = ptrtoint ptr addrspace(3) %188 to i64
  %190 = trunc i64 %189 to i32
  %191 = shl nuw nsw i32 %176, 14
  %192 = zext nneg i32 %191 to i64
  %193 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 131072), i64 %192
  %194 = ptrtoint ptr addrspace(3) %193 to i64
  %195 = trunc i64 %194 to i32
  %196 = shl nuw nsw i32 %176, 15
  %197 = zext nneg i32 %196 to i64
  %198 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %197
  %199 = ptrtoint ptr addrspace(3) %198 to i64
  %200 = trunc i64 %199 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %190, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %195, i64 %31, i32 %171, i32 %61, i32 %190) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %200, i64 %30, i32 %171, i32 %62, i32 %190) #4
  br label %.critedge28

.critedge28:                                      ; preds = %174, %.critedge18, %.critedge16
  %201 = add i32 %129, 64
  %202 = icmp slt i32 %201, %5
  br i1 %202, label %.lr.ph, label %._crit_edge

._crit_edge:                                      ; preds = %.critedge28, %.critedge27
  br i1 %15, label %203, label %204

203:                                              ; preds = %._crit_edge
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196736) to i32)) #4
  br label %204

204:                                              ; preds = %203, %._crit_edge
  %205 = sub i32 %52, %13
  %206 = udiv i32 %205, %14
  %207 = and i32 %206, 1
  br label %208

208:                                              ; preds = %208, %204
  %209 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196736) to i32), i32 %207) #4
  %210 = icmp eq i32 %209, 0
  br i1 %210, label %208, label %211

211:                                              ; preds = %208
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %212 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %42) #4
  %213 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 0
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 1
  %215 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 2
  %216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 3
  %217 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 4
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 5
  %219 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 6
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 7
  %221 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 8
  %222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 9
  %223 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 10
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 11
  %225 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 12
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 13
  %227 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 14
  %228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 15
  %229 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 16
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 17
  %231 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 18
  %232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 19
  %233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 20
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 21
  %235 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 22
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 23
  %237 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 24
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 25
  %239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 26
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 27
  %241 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 28
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 29
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 30
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %212, 31
  %245 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %43) #4
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 0
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 1
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 2
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 3
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 4
  %251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 5
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 6
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 7
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 8
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 9
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 10
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 11
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 12
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 13
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 14
  %261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 15
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 16
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 17
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 18
  %265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 19
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 20
  %267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 21
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 22
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 23
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 24
  %271 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 25
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 26
  %273 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 27
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 28
  %275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 29
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 30
  %277 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %245, 31
  %278 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %44) #4
  %279 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 0
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 1
  %281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 2
  %282 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 3
  %283 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 4
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 5
  %285 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 6
  %286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 7
  %287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 8
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 9
  %289 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 10
  %290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 11
  %291 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 12
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 13
  %293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 14
  %294 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 15
  %295 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 16
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 17
  %297 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 18
  %298 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 19
  %299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 20
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 21
  %301 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 22
  %302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 23
  %303 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 24
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 25
  %305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 26
  %306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 27
  %307 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 28
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 29
  %309 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 30
  %310 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %278, 31
  %311 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %45) #4
  %312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 0
  %313 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 1
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 2
  %315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 3
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 4
  %317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 5
  %318 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 6
  %319 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 7
  %320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 8
  %321 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 9
  %322 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 10
  %323 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 11
  %324 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 12
  %325 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 13
  %326 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 14
  %327 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 15
  %328 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 16
  %329 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 17
  %330 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 18
  %331 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 19
  %332 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 20
  %333 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 21
  %334 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 22
  %335 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 23
  %336 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 24
  %337 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 25
  %338 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 26
  %339 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 27
  %340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 28
  %341 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 29
  %342 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 30
  %343 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %311, 31
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  %344 = or disjoint i32 %61, %46
  %345 = mul i32 %344, %4
  %346 = or disjoint i32 %62, %38
  %347 = add i32 %345, %346
  %348 = sext i32 %347 to i64
  %349 = getelementptr float, ptr addrspace(1) %2, i64 %348
  %350 = icmp slt i32 %344, %3
  %351 = icmp slt i32 %346, %4
  %352 = and i1 %350, %351
  %353 = or disjoint i32 %346, 1
  %354 = icmp slt i32 %353, %4
  %355 = and i1 %350, %354
  %356 = or disjoint i32 %346, 2
  %357 = icmp slt i32 %356, %4
  %358 = and i1 %350, %357
  %359 = or disjoint i32 %346, 3
  %360 = icmp slt i32 %359, %4
  %361 = ptrtoint ptr addrspace(1) %349 to i64
  %362 = and i64 %361, 15
  %363 = icmp eq i64 %362, 0
  %364 = and i1 %352, %363
  %365 = and i1 %357, %364
  %366 = and i1 %360, %364
  %367 = xor i1 %352, %366
  %368 = xor i1 %355, %366
  %369 = xor i1 %358, %366
  %370 = xor i1 %350, %365
  %371 = and i1 %360, %370
  %372 = zext i1 %366 to i32
  %373 = select i1 %28, i32 %213, i32 0
  %374 = select i1 %28, i32 %214, i32 0
  %375 = select i1 %28, i32 %215, i32 0
  %376 = select i1 %28, i32 %216, i32 0
  %377 = zext i1 %367 to i32
  %378 = zext i1 %368 to i32
  %379 = zext i1 %369 to i32
  %380 = zext i1 %371 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %372, i32 %373, i32 %374, i32 %375, i32 %376, ptr addrspace(1) %349, i32 %377, i32 %378, i32 %379, i32 %380) #4
  %381 = or disjoint i32 %346, 4
  %382 = add i32 %345, %381
  %383 = sext i32 %382 to i64
  %384 = getelementptr float, ptr addrspace(1) %2, i64 %383
  %385 = icmp slt i32 %381, %4
  %386 = and i1 %350, %385
  %387 = or disjoint i32 %346, 5
  %388 = icmp slt i32 %387, %4
  %389 = and i1 %350, %388
  %390 = or disjoint i32 %346, 6
  %391 = icmp slt i32 %390, %4
  %392 = and i1 %350, %391
  %393 = or disjoint i32 %346, 7
  %394 = icmp slt i32 %393, %4
  %395 = ptrtoint ptr addrspace(1) %384 to i64
  %396 = and i64 %395, 15
  %397 = icmp eq i64 %396, 0
  %398 = and i1 %386, %397
  %399 = and i1 %391, %398
  %400 = and i1 %394, %398
  %401 = xor i1 %386, %400
  %402 = xor i1 %389, %400
  %403 = xor i1 %392, %400
  %404 = xor i1 %350, %399
  %405 = and i1 %394, %404
  %406 = zext i1 %400 to i32
  %407 = select i1 %28, i32 %217, i32 0
  %408 = select i1 %28, i32 %218, i32 0
  %409 = select i1 %28, i32 %219, i32 0
  %410 = select i1 %28, i32 %220, i32 0
  %411 = zext i1 %401 to i32
  %412 = zext i1 %402 to i32
  %413 = zext i1 %403 to i32
  %414 = zext i1 %405 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %406, i32 %407, i32 %408, i32 %409, i32 %410, ptr addrspace(1) %384, i32 %411, i32 %412, i32 %413, i32 %414) #4
  %415 = or disjoint i32 %346, 8
  %416 = add i32 %345, %415
  %417 = sext i32 %416 to i64
  %418 = getelementptr float, ptr addrspace(1) %2, i64 %417
  %419 = icmp slt i32 %415, %4
  %420 = and i1 %350, %419
  %421 = or disjoint i32 %346, 9
  %422 = icmp slt i32 %421, %4
  %423 = and i1 %350, %422
  %424 = or disjoint i32 %346, 10
  %425 = icmp slt i32 %424, %4
  %426 = and i1 %350, %425
  %427 = or disjoint i32 %346, 11
  %428 = icmp slt i32 %427, %4
  %429 = ptrtoint ptr addrspace(1) %418 to i64
  %430 = and i64 %429, 15
  %431 = icmp eq i64 %430, 0
  %432 = and i1 %420, %431
  %433 = and i1 %425, %432
  %434 = and i1 %428, %432
  %435 = xor i1 %420, %434
  %436 = xor i1 %423, %434
  %437 = xor i1 %426, %434
  %438 = xor i1 %350, %433
  %439 = and i1 %428, %438
  %440 = zext i1 %434 to i32
  %441 = select i1 %28, i32 %221, i32 0
  %442 = select i1 %28, i32 %222, i32 0
  %443 = select i1 %28, i32 %223, i32 0
  %444 = select i1 %28, i32 %224, i32 0
  %445 = zext i1 %435 to i32
  %446 = zext i1 %436 to i32
  %447 = zext i1 %437 to i32
  %448 = zext i1 %439 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %440, i32 %441, i32 %442, i32 %443, i32 %444, ptr addrspace(1) %418, i32 %445, i32 %446, i32 %447, i32 %448) #4
  %449 = or disjoint i32 %346, 12
  %450 = add i32 %345, %449
  %451 = sext i32 %450 to i64
  %452 = getelementptr float, ptr addrspace(1) %2, i64 %451
  %453 = icmp slt i32 %449, %4
  %454 = and i1 %350, %453
  %455 = or disjoint i32 %346, 13
  %456 = icmp slt i32 %455, %4
  %457 = and i1 %350, %456
  %458 = or disjoint i32 %346, 14
  %459 = icmp slt i32 %458, %4
  %460 = and i1 %350, %459
  %461 = or disjoint i32 %346, 15
  %462 = icmp slt i32 %461, %4
  %463 = ptrtoint ptr addrspace(1) %452 to i64
  %464 = and i64 %463, 15
  %465 = icmp eq i64 %464, 0
  %466 = and i1 %454, %465
  %467 = and i1 %459, %466
  %468 = and i1 %462, %466
  %469 = xor i1 %454, %468
  %470 = xor i1 %457, %468
  %471 = xor i1 %460, %468
  %472 = xor i1 %350, %467
  %473 = and i1 %462, %472
  %474 = zext i1 %468 to i32
  %475 = select i1 %28, i32 %225, i32 0
  %476 = select i1 %28, i32 %226, i32 0
  %477 = select i1 %28, i32 %227, i32 0
  %478 = select i1 %28, i32 %228, i32 0
  %479 = zext i1 %469 to i32
  %480 = zext i1 %470 to i32
  %481 = zext i1 %471 to i32
  %482 = zext i1 %473 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %474, i32 %475, i32 %476, i32 %477, i32 %478, ptr addrspace(1) %452, i32 %479, i32 %480, i32 %481, i32 %482) #4
  %483 = or disjoint i32 %346, 16
  %484 = add i32 %345, %483
  %485 = sext i32 %484 to i64
  %486 = getelementptr float, ptr addrspace(1) %2, i64 %485
  %487 = icmp slt i32 %483, %4
  %488 = and i1 %350, %487
  %489 = or disjoint i32 %346, 17
  %490 = icmp slt i32 %489, %4
  %491 = and i1 %350, %490
  %492 = or disjoint i32 %346, 18
  %493 = icmp slt i32 %492, %4
  %494 = and i1 %350, %493
  %495 = or disjoint i32 %346, 19
  %496 = icmp slt i32 %495, %4
  %497 = ptrtoint ptr addrspace(1) %486 to i64
  %498 = and i64 %497, 15
  %499 = icmp eq i64 %498, 0
  %500 = and i1 %488, %499
  %501 = and i1 %493, %500
  %502 = and i1 %496, %500
  %503 = xor i1 %488, %502
  %504 = xor i1 %491, %502
  %505 = xor i1 %494, %502
  %506 = xor i1 %350, %501
  %507 = and i1 %496, %506
  %508 = zext i1 %502 to i32
  %509 = select i1 %28, i32 %229, i32 0
  %510 = select i1 %28, i32 %230, i32 0
  %511 = select i1 %28, i32 %231, i32 0
  %512 = select i1 %28, i32 %232, i32 0
  %513 = zext i1 %503 to i32
  %514 = zext i1 %504 to i32
  %515 = zext i1 %505 to i32
  %516 = zext i1 %507 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %508, i32 %509, i32 %510, i32 %511, i32 %512, ptr addrspace(1) %486, i32 %513, i32 %514, i32 %515, i32 %516) #4
  %517 = or disjoint i32 %346, 20
  %518 = add i32 %345, %517
  %519 = sext i32 %518 to i64
  %520 = getelementptr float, ptr addrspace(1) %2, i64 %519
  %521 = icmp slt i32 %517, %4
  %522 = and i1 %350, %521
  %523 = or disjoint i32 %346, 21
  %524 = icmp slt i32 %523, %4
  %525 = and i1 %350, %524
  %526 = or disjoint i32 %346, 22
  %527 = icmp slt i32 %526, %4
  %528 = and i1 %350, %527
  %529 = or disjoint i32 %346, 23
  %530 = icmp slt i32 %529, %4
  %531 = ptrtoint ptr addrspace(1) %520 to i64
  %532 = and i64 %531, 15
  %533 = icmp eq i64 %532, 0
  %534 = and i1 %522, %533
  %535 = and i1 %527, %534
  %536 = and i1 %530, %534
  %537 = xor i1 %522, %536
  %538 = xor i1 %525, %536
  %539 = xor i1 %528, %536
  %540 = xor i1 %350, %535
  %541 = and i1 %530, %540
  %542 = zext i1 %536 to i32
  %543 = select i1 %28, i32 %233, i32 0
  %544 = select i1 %28, i32 %234, i32 0
  %545 = select i1 %28, i32 %235, i32 0
  %546 = select i1 %28, i32 %236, i32 0
  %547 = zext i1 %537 to i32
  %548 = zext i1 %538 to i32
  %549 = zext i1 %539 to i32
  %550 = zext i1 %541 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %542, i32 %543, i32 %544, i32 %545, i32 %546, ptr addrspace(1) %520, i32 %547, i32 %548, i32 %549, i32 %550) #4
  %551 = or disjoint i32 %346, 24
  %552 = add i32 %345, %551
  %553 = sext i32 %552 to i64
  %554 = getelementptr float, ptr addrspace(1) %2, i64 %553
  %555 = icmp slt i32 %551, %4
  %556 = and i1 %350, %555
  %557 = or disjoint i32 %346, 25
  %558 = icmp slt i32 %557, %4
  %559 = and i1 %350, %558
  %560 = or disjoint i32 %346, 26
  %561 = icmp slt i32 %560, %4
  %562 = and i1 %350, %561
  %563 = or disjoint i32 %346, 27
  %564 = icmp slt i32 %563, %4
  %565 = ptrtoint ptr addrspace(1) %554 to i64
  %566 = and i64 %565, 15
  %567 = icmp eq i64 %566, 0
  %568 = and i1 %556, %567
  %569 = and i1 %561, %568
  %570 = and i1 %564, %568
  %571 = xor i1 %556, %570
  %572 = xor i1 %559, %570
  %573 = xor i1 %562, %570
  %574 = xor i1 %350, %569
  %575 = and i1 %564, %574
  %576 = zext i1 %570 to i32
  %577 = select i1 %28, i32 %237, i32 0
  %578 = select i1 %28, i32 %238, i32 0
  %579 = select i1 %28, i32 %239, i32 0
  %580 = select i1 %28, i32 %240, i32 0
  %581 = zext i1 %571 to i32
  %582 = zext i1 %572 to i32
  %583 = zext i1 %573 to i32
  %584 = zext i1 %575 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %576, i32 %577, i32 %578, i32 %579, i32 %580, ptr addrspace(1) %554, i32 %581, i32 %582, i32 %583, i32 %584) #4
  %585 = or disjoint i32 %346, 28
  %586 = add i32 %345, %585
  %587 = sext i32 %586 to i64
  %588 = getelementptr float, ptr addrspace(1) %2, i64 %587
  %589 = icmp slt i32 %585, %4
  %590 = and i1 %350, %589
  %591 = or disjoint i32 %346, 29
  %592 = icmp slt i32 %591, %4
  %593 = and i1 %350, %592
  %594 = or disjoint i32 %346, 30
  %595 = icmp slt i32 %594, %4
  %596 = and i1 %350, %595
  %597 = or disjoint i32 %346, 31
  %598 = icmp slt i32 %597, %4
  %599 = ptrtoint ptr addrspace(1) %588 to i64
  %600 = and i64 %599, 15
  %601 = icmp eq i64 %600, 0
  %602 = and i1 %590, %601
  %603 = and i1 %595, %602
  %604 = and i1 %598, %602
  %605 = xor i1 %590, %604
  %606 = xor i1 %593, %604
  %607 = xor i1 %596, %604
  %608 = xor i1 %350, %603
  %609 = and i1 %598, %608
  %610 = zext i1 %604 to i32
  %611 = select i1 %28, i32 %241, i32 0
  %612 = select i1 %28, i32 %242, i32 0
  %613 = select i1 %28, i32 %243, i32 0
  %614 = select i1 %28, i32 %244, i32 0
  %615 = zext i1 %605 to i32
  %616 = zext i1 %606 to i32
  %617 = zext i1 %607 to i32
  %618 = zext i1 %609 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %610, i32 %611, i32 %612, i32 %613, i32 %614, ptr addrspace(1) %588, i32 %615, i32 %616, i32 %617, i32 %618) #4
  %619 = or disjoint i32 %346, 32
  %620 = add i32 %345, %619
  %621 = sext i32 %620 to i64
  %622 = getelementptr float, ptr addrspace(1) %2, i64 %621
  %623 = icmp slt i32 %619, %4
  %624 = and i1 %350, %623
  %625 = or disjoint i32 %346, 33
  %626 = icmp slt i32 %625, %4
  %627 = and i1 %350, %626
  %628 = or disjoint i32 %346, 34
  %629 = icmp slt i32 %628, %4
  %630 = and i1 %350, %629
  %631 = or disjoint i32 %346, 35
  %632 = icmp slt i32 %631, %4
  %633 = ptrtoint ptr addrspace(1) %622 to i64
  %634 = and i64 %633, 15
  %635 = icmp eq i64 %634, 0
  %636 = and i1 %624, %635
  %637 = and i1 %629, %636
  %638 = and i1 %632, %636
  %639 = xor i1 %624, %638
  %640 = xor i1 %627, %638
  %641 = xor i1 %630, %638
  %642 = xor i1 %350, %637
  %643 = and i1 %632, %642
  %644 = zext i1 %638 to i32
  %645 = select i1 %28, i32 %246, i32 0
  %646 = select i1 %28, i32 %247, i32 0
  %647 = select i1 %28, i32 %248, i32 0
  %648 = select i1 %28, i32 %249, i32 0
  %649 = zext i1 %639 to i32
  %650 = zext i1 %640 to i32
  %651 = zext i1 %641 to i32
  %652 = zext i1 %643 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %644, i32 %645, i32 %646, i32 %647, i32 %648, ptr addrspace(1) %622, i32 %649, i32 %650, i32 %651, i32 %652) #4
  %653 = or disjoint i32 %346, 36
  %654 = add i32 %345, %653
  %655 = sext i32 %654 to i64
  %656 = getelementptr float, ptr addrspace(1) %2, i64 %655
  %657 = icmp slt i32 %653, %4
  %658 = and i1 %350, %657
  %659 = or disjoint i32 %346, 37
  %660 = icmp slt i32 %659, %4
  %661 = and i1 %350, %660
  %662 = or disjoint i32 %346, 38
  %663 = icmp slt i32 %662, %4
  %664 = and i1 %350, %663
  %665 = or disjoint i32 %346, 39
  %666 = icmp slt i32 %665, %4
  %667 = ptrtoint ptr addrspace(1) %656 to i64
  %668 = and i64 %667, 15
  %669 = icmp eq i64 %668, 0
  %670 = and i1 %658, %669
  %671 = and i1 %663, %670
  %672 = and i1 %666, %670
  %673 = xor i1 %658, %672
  %674 = xor i1 %661, %672
  %675 = xor i1 %664, %672
  %676 = xor i1 %350, %671
  %677 = and i1 %666, %676
  %678 = zext i1 %672 to i32
  %679 = select i1 %28, i32 %250, i32 0
  %680 = select i1 %28, i32 %251, i32 0
  %681 = select i1 %28, i32 %252, i32 0
  %682 = select i1 %28, i32 %253, i32 0
  %683 = zext i1 %673 to i32
  %684 = zext i1 %674 to i32
  %685 = zext i1 %675 to i32
  %686 = zext i1 %677 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %678, i32 %679, i32 %680, i32 %681, i32 %682, ptr addrspace(1) %656, i32 %683, i32 %684, i32 %685, i32 %686) #4
  %687 = or disjoint i32 %346, 40
  %688 = add i32 %345, %687
  %689 = sext i32 %688 to i64
  %690 = getelementptr float, ptr addrspace(1) %2, i64 %689
  %691 = icmp slt i32 %687, %4
  %692 = and i1 %350, %691
  %693 = or disjoint i32 %346, 41
  %694 = icmp slt i32 %693, %4
  %695 = and i1 %350, %694
  %696 = or disjoint i32 %346, 42
  %697 = icmp slt i32 %696, %4
  %698 = and i1 %350, %697
  %699 = or disjoint i32 %346, 43
  %700 = icmp slt i32 %699, %4
  %701 = ptrtoint ptr addrspace(1) %690 to i64
  %702 = and i64 %701, 15
  %703 = icmp eq i64 %702, 0
  %704 = and i1 %692, %703
  %705 = and i1 %697, %704
  %706 = and i1 %700, %704
  %707 = xor i1 %692, %706
  %708 = xor i1 %695, %706
  %709 = xor i1 %698, %706
  %710 = xor i1 %350, %705
  %711 = and i1 %700, %710
  %712 = zext i1 %706 to i32
  %713 = select i1 %28, i32 %254, i32 0
  %714 = select i1 %28, i32 %255, i32 0
  %715 = select i1 %28, i32 %256, i32 0
  %716 = select i1 %28, i32 %257, i32 0
  %717 = zext i1 %707 to i32
  %718 = zext i1 %708 to i32
  %719 = zext i1 %709 to i32
  %720 = zext i1 %711 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %712, i32 %713, i32 %714, i32 %715, i32 %716, ptr addrspace(1) %690, i32 %717, i32 %718, i32 %719, i32 %720) #4
  %721 = or disjoint i32 %346, 44
  %722 = add i32 %345, %721
  %723 = sext i32 %722 to i64
  %724 = getelementptr float, ptr addrspace(1) %2, i64 %723
  %725 = icmp slt i32 %721, %4
  %726 = and i1 %350, %725
  %727 = or disjoint i32 %346, 45
  %728 = icmp slt i32 %727, %4
  %729 = and i1 %350, %728
  %730 = or disjoint i32 %346, 46
  %731 = icmp slt i32 %730, %4
  %732 = and i1 %350, %731
  %733 = or disjoint i32 %346, 47
  %734 = icmp slt i32 %733, %4
  %735 = ptrtoint ptr addrspace(1) %724 to i64
  %736 = and i64 %735, 15
  %737 = icmp eq i64 %736, 0
  %738 = and i1 %726, %737
  %739 = and i1 %731, %738
  %740 = and i1 %734, %738
  %741 = xor i1 %726, %740
  %742 = xor i1 %729, %740
  %743 = xor i1 %732, %740
  %744 = xor i1 %350, %739
  %745 = and i1 %734, %744
  %746 = zext i1 %740 to i32
  %747 = select i1 %28, i32 %258, i32 0
  %748 = select i1 %28, i32 %259, i32 0
  %749 = select i1 %28, i32 %260, i32 0
  %750 = select i1 %28, i32 %261, i32 0
  %751 = zext i1 %741 to i32
  %752 = zext i1 %742 to i32
  %753 = zext i1 %743 to i32
  %754 = zext i1 %745 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %746, i32 %747, i32 %748, i32 %749, i32 %750, ptr addrspace(1) %724, i32 %751, i32 %752, i32 %753, i32 %754) #4
  %755 = or disjoint i32 %346, 48
  %756 = add i32 %345, %755
  %757 = sext i32 %756 to i64
  %758 = getelementptr float, ptr addrspace(1) %2, i64 %757
  %759 = icmp slt i32 %755, %4
  %760 = and i1 %350, %759
  %761 = or disjoint i32 %346, 49
  %762 = icmp slt i32 %761, %4
  %763 = and i1 %350, %762
  %764 = or disjoint i32 %346, 50
  %765 = icmp slt i32 %764, %4
  %766 = and i1 %350, %765
  %767 = or disjoint i32 %346, 51
  %768 = icmp slt i32 %767, %4
  %769 = ptrtoint ptr addrspace(1) %758 to i64
  %770 = and i64 %769, 15
  %771 = icmp eq i64 %770, 0
  %772 = and i1 %760, %771
  %773 = and i1 %765, %772
  %774 = and i1 %768, %772
  %775 = xor i1 %760, %774
  %776 = xor i1 %763, %774
  %777 = xor i1 %766, %774
  %778 = xor i1 %350, %773
  %779 = and i1 %768, %778
  %780 = zext i1 %774 to i32
  %781 = select i1 %28, i32 %262, i32 0
  %782 = select i1 %28, i32 %263, i32 0
  %783 = select i1 %28, i32 %264, i32 0
  %784 = select i1 %28, i32 %265, i32 0
  %785 = zext i1 %775 to i32
  %786 = zext i1 %776 to i32
  %787 = zext i1 %777 to i32
  %788 = zext i1 %779 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %780, i32 %781, i32 %782, i32 %783, i32 %784, ptr addrspace(1) %758, i32 %785, i32 %786, i32 %787, i32 %788) #4
  %789 = or disjoint i32 %346, 52
  %790 = add i32 %345, %789
  %791 = sext i32 %790 to i64
  %792 = getelementptr float, ptr addrspace(1) %2, i64 %791
  %793 = icmp slt i32 %789, %4
  %794 = and i1 %350, %793
  %795 = or disjoint i32 %346, 53
  %796 = icmp slt i32 %795, %4
  %797 = and i1 %350, %796
  %798 = or disjoint i32 %346, 54
  %799 = icmp slt i32 %798, %4
  %800 = and i1 %350, %799
  %801 = or disjoint i32 %346, 55
  %802 = icmp slt i32 %801, %4
  %803 = ptrtoint ptr addrspace(1) %792 to i64
  %804 = and i64 %803, 15
  %805 = icmp eq i64 %804, 0
  %806 = and i1 %794, %805
  %807 = and i1 %799, %806
  %808 = and i1 %802, %806
  %809 = xor i1 %794, %808
  %810 = xor i1 %797, %808
  %811 = xor i1 %800, %808
  %812 = xor i1 %350, %807
  %813 = and i1 %802, %812
  %814 = zext i1 %808 to i32
  %815 = select i1 %28, i32 %266, i32 0
  %816 = select i1 %28, i32 %267, i32 0
  %817 = select i1 %28, i32 %268, i32 0
  %818 = select i1 %28, i32 %269, i32 0
  %819 = zext i1 %809 to i32
  %820 = zext i1 %810 to i32
  %821 = zext i1 %811 to i32
  %822 = zext i1 %813 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %814, i32 %815, i32 %816, i32 %817, i32 %818, ptr addrspace(1) %792, i32 %819, i32 %820, i32 %821, i32 %822) #4
  %823 = or disjoint i32 %346, 56
  %824 = add i32 %345, %823
  %825 = sext i32 %824 to i64
  %826 = getelementptr float, ptr addrspace(1) %2, i64 %825
  %827 = icmp slt i32 %823, %4
  %828 = and i1 %350, %827
  %829 = or disjoint i32 %346, 57
  %830 = icmp slt i32 %829, %4
  %831 = and i1 %350, %830
  %832 = or disjoint i32 %346, 58
  %833 = icmp slt i32 %832, %4
  %834 = and i1 %350, %833
  %835 = or disjoint i32 %346, 59
  %836 = icmp slt i32 %835, %4
  %837 = ptrtoint ptr addrspace(1) %826 to i64
  %838 = and i64 %837, 15
  %839 = icmp eq i64 %838, 0
  %840 = and i1 %828, %839
  %841 = and i1 %833, %840
  %842 = and i1 %836, %840
  %843 = xor i1 %828, %842
  %844 = xor i1 %831, %842
  %845 = xor i1 %834, %842
  %846 = xor i1 %350, %841
  %847 = and i1 %836, %846
  %848 = zext i1 %842 to i32
  %849 = select i1 %28, i32 %270, i32 0
  %850 = select i1 %28, i32 %271, i32 0
  %851 = select i1 %28, i32 %272, i32 0
  %852 = select i1 %28, i32 %273, i32 0
  %853 = zext i1 %843 to i32
  %854 = zext i1 %844 to i32
  %855 = zext i1 %845 to i32
  %856 = zext i1 %847 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %848, i32 %849, i32 %850, i32 %851, i32 %852, ptr addrspace(1) %826, i32 %853, i32 %854, i32 %855, i32 %856) #4
  %857 = or disjoint i32 %346, 60
  %858 = add i32 %345, %857
  %859 = sext i32 %858 to i64
  %860 = getelementptr float, ptr addrspace(1) %2, i64 %859
  %861 = icmp slt i32 %857, %4
  %862 = and i1 %350, %861
  %863 = or disjoint i32 %346, 61
  %864 = icmp slt i32 %863, %4
  %865 = and i1 %350, %864
  %866 = or disjoint i32 %346, 62
  %867 = icmp slt i32 %866, %4
  %868 = and i1 %350, %867
  %869 = or disjoint i32 %346, 63
  %870 = icmp slt i32 %869, %4
  %871 = ptrtoint ptr addrspace(1) %860 to i64
  %872 = and i64 %871, 15
  %873 = icmp eq i64 %872, 0
  %874 = and i1 %862, %873
  %875 = and i1 %867, %874
  %876 = and i1 %870, %874
  %877 = xor i1 %862, %876
  %878 = xor i1 %865, %876
  %879 = xor i1 %868, %876
  %880 = xor i1 %350, %875
  %881 = and i1 %870, %880
  %882 = zext i1 %876 to i32
  %883 = select i1 %28, i32 %274, i32 0
  %884 = select i1 %28, i32 %275, i32 0
  %885 = select i1 %28, i32 %276, i32 0
  %886 = select i1 %28, i32 %277, i32 0
  %887 = zext i1 %877 to i32
  %888 = zext i1 %878 to i32
  %889 = zext i1 %879 to i32
  %890 = zext i1 %881 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %882, i32 %883, i32 %884, i32 %885, i32 %886, ptr addrspace(1) %860, i32 %887, i32 %888, i32 %889, i32 %890) #4
  %891 = or disjoint i32 %346, 64
  %892 = add i32 %345, %891
  %893 = sext i32 %892 to i64
  %894 = getelementptr float, ptr addrspace(1) %2, i64 %893
  %895 = icmp slt i32 %891, %4
  %896 = and i1 %350, %895
  %897 = or disjoint i32 %346, 65
  %898 = icmp slt i32 %897, %4
  %899 = and i1 %350, %898
  %900 = or disjoint i32 %346, 66
  %901 = icmp slt i32 %900, %4
  %902 = and i1 %350, %901
  %903 = or disjoint i32 %346, 67
  %904 = icmp slt i32 %903, %4
  %905 = ptrtoint ptr addrspace(1) %894 to i64
  %906 = and i64 %905, 15
  %907 = icmp eq i64 %906, 0
  %908 = and i1 %896, %907
  %909 = and i1 %901, %908
  %910 = and i1 %904, %908
  %911 = xor i1 %896, %910
  %912 = xor i1 %899, %910
  %913 = xor i1 %902, %910
  %914 = xor i1 %350, %909
  %915 = and i1 %904, %914
  %916 = zext i1 %910 to i32
  %917 = select i1 %28, i32 %279, i32 0
  %918 = select i1 %28, i32 %280, i32 0
  %919 = select i1 %28, i32 %281, i32 0
  %920 = select i1 %28, i32 %282, i32 0
  %921 = zext i1 %911 to i32
  %922 = zext i1 %912 to i32
  %923 = zext i1 %913 to i32
  %924 = zext i1 %915 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %916, i32 %917, i32 %918, i32 %919, i32 %920, ptr addrspace(1) %894, i32 %921, i32 %922, i32 %923, i32 %924) #4
  %925 = or disjoint i32 %346, 68
  %926 = add i32 %345, %925
  %927 = sext i32 %926 to i64
  %928 = getelementptr float, ptr addrspace(1) %2, i64 %927
  %929 = icmp slt i32 %925, %4
  %930 = and i1 %350, %929
  %931 = or disjoint i32 %346, 69
  %932 = icmp slt i32 %931, %4
  %933 = and i1 %350, %932
  %934 = or disjoint i32 %346, 70
  %935 = icmp slt i32 %934, %4
  %936 = and i1 %350, %935
  %937 = or disjoint i32 %346, 71
  %938 = icmp slt i32 %937, %4
  %939 = ptrtoint ptr addrspace(1) %928 to i64
  %940 = and i64 %939, 15
  %941 = icmp eq i64 %940, 0
  %942 = and i1 %930, %941
  %943 = and i1 %935, %942
  %944 = and i1 %938, %942
  %945 = xor i1 %930, %944
  %946 = xor i1 %933, %944
  %947 = xor i1 %936, %944
  %948 = xor i1 %350, %943
  %949 = and i1 %938, %948
  %950 = zext i1 %944 to i32
  %951 = select i1 %28, i32 %283, i32 0
  %952 = select i1 %28, i32 %284, i32 0
  %953 = select i1 %28, i32 %285, i32 0
  %954 = select i1 %28, i32 %286, i32 0
  %955 = zext i1 %945 to i32
  %956 = zext i1 %946 to i32
  %957 = zext i1 %947 to i32
  %958 = zext i1 %949 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %950, i32 %951, i32 %952, i32 %953, i32 %954, ptr addrspace(1) %928, i32 %955, i32 %956, i32 %957, i32 %958) #4
  %959 = or disjoint i32 %346, 72
  %960 = add i32 %345, %959
  %961 = sext i32 %960 to i64
  %962 = getelementptr float, ptr addrspace(1) %2, i64 %961
  %963 = icmp slt i32 %959, %4
  %964 = and i1 %350, %963
  %965 = or disjoint i32 %346, 73
  %966 = icmp slt i32 %965, %4
  %967 = and i1 %350, %966
  %968 = or disjoint i32 %346, 74
  %969 = icmp slt i32 %968, %4
  %970 = and i1 %350, %969
  %971 = or disjoint i32 %346, 75
  %972 = icmp slt i32 %971, %4
  %973 = ptrtoint ptr addrspace(1) %962 to i64
  %974 = and i64 %973, 15
  %975 = icmp eq i64 %974, 0
  %976 = and i1 %964, %975
  %977 = and i1 %969, %976
  %978 = and i1 %972, %976
  %979 = xor i1 %964, %978
  %980 = xor i1 %967, %978
  %981 = xor i1 %970, %978
  %982 = xor i1 %350, %977
  %983 = and i1 %972, %982
  %984 = zext i1 %978 to i32
  %985 = select i1 %28, i32 %287, i32 0
  %986 = select i1 %28, i32 %288, i32 0
  %987 = select i1 %28, i32 %289, i32 0
  %988 = select i1 %28, i32 %290, i32 0
  %989 = zext i1 %979 to i32
  %990 = zext i1 %980 to i32
  %991 = zext i1 %981 to i32
  %992 = zext i1 %983 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %984, i32 %985, i32 %986, i32 %987, i32 %988, ptr addrspace(1) %962, i32 %989, i32 %990, i32 %991, i32 %992) #4
  %993 = or disjoint i32 %346, 76
  %994 = add i32 %345, %993
  %995 = sext i32 %994 to i64
  %996 = getelementptr float, ptr addrspace(1) %2, i64 %995
  %997 = icmp slt i32 %993, %4
  %998 = and i1 %350, %997
  %999 = or disjoint i32 %346, 77
  %1000 = icmp slt i32 %999, %4
  %1001 = and i1 %350, %1000
  %1002 = or disjoint i32 %346, 78
  %1003 = icmp slt i32 %1002, %4
  %1004 = and i1 %350, %1003
  %1005 = or disjoint i32 %346, 79
  %1006 = icmp slt i32 %1005, %4
  %1007 = ptrtoint ptr addrspace(1) %996 to i64
  %1008 = and i64 %1007, 15
  %1009 = icmp eq i64 %1008, 0
  %1010 = and i1 %998, %1009
  %1011 = and i1 %1003, %1010
  %1012 = and i1 %1006, %1010
  %1013 = xor i1 %998, %1012
  %1014 = xor i1 %1001, %1012
  %1015 = xor i1 %1004, %1012
  %1016 = xor i1 %350, %1011
  %1017 = and i1 %1006, %1016
  %1018 = zext i1 %1012 to i32
  %1019 = select i1 %28, i32 %291, i32 0
  %1020 = select i1 %28, i32 %292, i32 0
  %1021 = select i1 %28, i32 %293, i32 0
  %1022 = select i1 %28, i32 %294, i32 0
  %1023 = zext i1 %1013 to i32
  %1024 = zext i1 %1014 to i32
  %1025 = zext i1 %1015 to i32
  %1026 = zext i1 %1017 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1018, i32 %1019, i32 %1020, i32 %1021, i32 %1022, ptr addrspace(1) %996, i32 %1023, i32 %1024, i32 %1025, i32 %1026) #4
  %1027 = or disjoint i32 %346, 80
  %1028 = add i32 %345, %1027
  %1029 = sext i32 %1028 to i64
  %1030 = getelementptr float, ptr addrspace(1) %2, i64 %1029
  %1031 = icmp slt i32 %1027, %4
  %1032 = and i1 %350, %1031
  %1033 = or disjoint i32 %346, 81
  %1034 = icmp slt i32 %1033, %4
  %1035 = and i1 %350, %1034
  %1036 = or disjoint i32 %346, 82
  %1037 = icmp slt i32 %1036, %4
  %1038 = and i1 %350, %1037
  %1039 = or disjoint i32 %346, 83
  %1040 = icmp slt i32 %1039, %4
  %1041 = ptrtoint ptr addrspace(1) %1030 to i64
  %1042 = and i64 %1041, 15
  %1043 = icmp eq i64 %1042, 0
  %1044 = and i1 %1032, %1043
  %1045 = and i1 %1037, %1044
  %1046 = and i1 %1040, %1044
  %1047 = xor i1 %1032, %1046
  %1048 = xor i1 %1035, %1046
  %1049 = xor i1 %1038, %1046
  %1050 = xor i1 %350, %1045
  %1051 = and i1 %1040, %1050
  %1052 = zext i1 %1046 to i32
  %1053 = select i1 %28, i32 %295, i32 0
  %1054 = select i1 %28, i32 %296, i32 0
  %1055 = select i1 %28, i32 %297, i32 0
  %1056 = select i1 %28, i32 %298, i32 0
  %1057 = zext i1 %1047 to i32
  %1058 = zext i1 %1048 to i32
  %1059 = zext i1 %1049 to i32
  %1060 = zext i1 %1051 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1052, i32 %1053, i32 %1054, i32 %1055, i32 %1056, ptr addrspace(1) %1030, i32 %1057, i32 %1058, i32 %1059, i32 %1060) #4
  %1061 = or disjoint i32 %346, 84
  %1062 = add i32 %345, %1061
  %1063 = sext i32 %1062 to i64
  %1064 = getelementptr float, ptr addrspace(1) %2, i64 %1063
  %1065 = icmp slt i32 %1061, %4
  %1066 = and i1 %350, %1065
  %1067 = or disjoint i32 %346, 85
  %1068 = icmp slt i32 %1067, %4
  %1069 = and i1 %350, %1068
  %1070 = or disjoint i32 %346, 86
  %1071 = icmp slt i32 %1070, %4
  %1072 = and i1 %350, %1071
  %1073 = or disjoint i32 %346, 87
  %1074 = icmp slt i32 %1073, %4
  %1075 = ptrtoint ptr addrspace(1) %1064 to i64
  %1076 = and i64 %1075, 15
  %1077 = icmp eq i64 %1076, 0
  %1078 = and i1 %1066, %1077
  %1079 = and i1 %1071, %1078
  %1080 = and i1 %1074, %1078
  %1081 = xor i1 %1066, %1080
  %1082 = xor i1 %1069, %1080
  %1083 = xor i1 %1072, %1080
  %1084 = xor i1 %350, %1079
  %1085 = and i1 %1074, %1084
  %1086 = zext i1 %1080 to i32
  %1087 = select i1 %28, i32 %299, i32 0
  %1088 = select i1 %28, i32 %300, i32 0
  %1089 = select i1 %28, i32 %301, i32 0
  %1090 = select i1 %28, i32 %302, i32 0
  %1091 = zext i1 %1081 to i32
  %1092 = zext i1 %1082 to i32
  %1093 = zext i1 %1083 to i32
  %1094 = zext i1 %1085 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1086, i32 %1087, i32 %1088, i32 %1089, i32 %1090, ptr addrspace(1) %1064, i32 %1091, i32 %1092, i32 %1093, i32 %1094) #4
  %1095 = or disjoint i32 %346, 88
  %1096 = add i32 %345, %1095
  %1097 = sext i32 %1096 to i64
  %1098 = getelementptr float, ptr addrspace(1) %2, i64 %1097
  %1099 = icmp slt i32 %1095, %4
  %1100 = and i1 %350, %1099
  %1101 = or disjoint i32 %346, 89
  %1102 = icmp slt i32 %1101, %4
  %1103 = and i1 %350, %1102
  %1104 = or disjoint i32 %346, 90
  %1105 = icmp slt i32 %1104, %4
  %1106 = and i1 %350, %1105
  %1107 = or disjoint i32 %346, 91
  %1108 = icmp slt i32 %1107, %4
  %1109 = ptrtoint ptr addrspace(1) %1098 to i64
  %1110 = and i64 %1109, 15
  %1111 = icmp eq i64 %1110, 0
  %1112 = and i1 %1100, %1111
  %1113 = and i1 %1105, %1112
  %1114 = and i1 %1108, %1112
  %1115 = xor i1 %1100, %1114
  %1116 = xor i1 %1103, %1114
  %1117 = xor i1 %1106, %1114
  %1118 = xor i1 %350, %1113
  %1119 = and i1 %1108, %1118
  %1120 = zext i1 %1114 to i32
  %1121 = select i1 %28, i32 %303, i32 0
  %1122 = select i1 %28, i32 %304, i32 0
  %1123 = select i1 %28, i32 %305, i32 0
  %1124 = select i1 %28, i32 %306, i32 0
  %1125 = zext i1 %1115 to i32
  %1126 = zext i1 %1116 to i32
  %1127 = zext i1 %1117 to i32
  %1128 = zext i1 %1119 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1120, i32 %1121, i32 %1122, i32 %1123, i32 %1124, ptr addrspace(1) %1098, i32 %1125, i32 %1126, i32 %1127, i32 %1128) #4
  %1129 = or disjoint i32 %346, 92
  %1130 = add i32 %345, %1129
  %1131 = sext i32 %1130 to i64
  %1132 = getelementptr float, ptr addrspace(1) %2, i64 %1131
  %1133 = icmp slt i32 %1129, %4
  %1134 = and i1 %350, %1133
  %1135 = or disjoint i32 %346, 93
  %1136 = icmp slt i32 %1135, %4
  %1137 = and i1 %350, %1136
  %1138 = or disjoint i32 %346, 94
  %1139 = icmp slt i32 %1138, %4
  %1140 = and i1 %350, %1139
  %1141 = or disjoint i32 %346, 95
  %1142 = icmp slt i32 %1141, %4
  %1143 = ptrtoint ptr addrspace(1) %1132 to i64
  %1144 = and i64 %1143, 15
  %1145 = icmp eq i64 %1144, 0
  %1146 = and i1 %1134, %1145
  %1147 = and i1 %1139, %1146
  %1148 = and i1 %1142, %1146
  %1149 = xor i1 %1134, %1148
  %1150 = xor i1 %1137, %1148
  %1151 = xor i1 %1140, %1148
  %1152 = xor i1 %350, %1147
  %1153 = and i1 %1142, %1152
  %1154 = zext i1 %1148 to i32
  %1155 = select i1 %28, i32 %307, i32 0
  %1156 = select i1 %28, i32 %308, i32 0
  %1157 = select i1 %28, i32 %309, i32 0
  %1158 = select i1 %28, i32 %310, i32 0
  %1159 = zext i1 %1149 to i32
  %1160 = zext i1 %1150 to i32
  %1161 = zext i1 %1151 to i32
  %1162 = zext i1 %1153 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1154, i32 %1155, i32 %1156, i32 %1157, i32 %1158, ptr addrspace(1) %1132, i32 %1159, i32 %1160, i32 %1161, i32 %1162) #4
  %1163 = or disjoint i32 %346, 96
  %1164 = add i32 %345, %1163
  %1165 = sext i32 %1164 to i64
  %1166 = getelementptr float, ptr addrspace(1) %2, i64 %1165
  %1167 = icmp slt i32 %1163, %4
  %1168 = and i1 %350, %1167
  %1169 = or disjoint i32 %346, 97
  %1170 = icmp slt i32 %1169, %4
  %1171 = and i1 %350, %1170
  %1172 = or disjoint i32 %346, 98
  %1173 = icmp slt i32 %1172, %4
  %1174 = and i1 %350, %1173
  %1175 = or disjoint i32 %346, 99
  %1176 = icmp slt i32 %1175, %4
  %1177 = ptrtoint ptr addrspace(1) %1166 to i64
  %1178 = and i64 %1177, 15
  %1179 = icmp eq i64 %1178, 0
  %1180 = and i1 %1168, %1179
  %1181 = and i1 %1173, %1180
  %1182 = and i1 %1176, %1180
  %1183 = xor i1 %1168, %1182
  %1184 = xor i1 %1171, %1182
  %1185 = xor i1 %1174, %1182
  %1186 = xor i1 %350, %1181
  %1187 = and i1 %1176, %1186
  %1188 = zext i1 %1182 to i32
  %1189 = select i1 %28, i32 %312, i32 0
  %1190 = select i1 %28, i32 %313, i32 0
  %1191 = select i1 %28, i32 %314, i32 0
  %1192 = select i1 %28, i32 %315, i32 0
  %1193 = zext i1 %1183 to i32
  %1194 = zext i1 %1184 to i32
  %1195 = zext i1 %1185 to i32
  %1196 = zext i1 %1187 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1188, i32 %1189, i32 %1190, i32 %1191, i32 %1192, ptr addrspace(1) %1166, i32 %1193, i32 %1194, i32 %1195, i32 %1196) #4
  %1197 = or disjoint i32 %346, 100
  %1198 = add i32 %345, %1197
  %1199 = sext i32 %1198 to i64
  %1200 = getelementptr float, ptr addrspace(1) %2, i64 %1199
  %1201 = icmp slt i32 %1197, %4
  %1202 = and i1 %350, %1201
  %1203 = or disjoint i32 %346, 101
  %1204 = icmp slt i32 %1203, %4
  %1205 = and i1 %350, %1204
  %1206 = or disjoint i32 %346, 102
  %1207 = icmp slt i32 %1206, %4
  %1208 = and i1 %350, %1207
  %1209 = or disjoint i32 %346, 103
  %1210 = icmp slt i32 %1209, %4
  %1211 = ptrtoint ptr addrspace(1) %1200 to i64
  %1212 = and i64 %1211, 15
  %1213 = icmp eq i64 %1212, 0
  %1214 = and i1 %1202, %1213
  %1215 = and i1 %1207, %1214
  %1216 = and i1 %1210, %1214
  %1217 = xor i1 %1202, %1216
  %1218 = xor i1 %1205, %1216
  %1219 = xor i1 %1208, %1216
  %1220 = xor i1 %350, %1215
  %1221 = and i1 %1210, %1220
  %1222 = zext i1 %1216 to i32
  %1223 = select i1 %28, i32 %316, i32 0
  %1224 = select i1 %28, i32 %317, i32 0
  %1225 = select i1 %28, i32 %318, i32 0
  %1226 = select i1 %28, i32 %319, i32 0
  %1227 = zext i1 %1217 to i32
  %1228 = zext i1 %1218 to i32
  %1229 = zext i1 %1219 to i32
  %1230 = zext i1 %1221 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1222, i32 %1223, i32 %1224, i32 %1225, i32 %1226, ptr addrspace(1) %1200, i32 %1227, i32 %1228, i32 %1229, i32 %1230) #4
  %1231 = or disjoint i32 %346, 104
  %1232 = add i32 %345, %1231
  %1233 = sext i32 %1232 to i64
  %1234 = getelementptr float, ptr addrspace(1) %2, i64 %1233
  %1235 = icmp slt i32 %1231, %4
  %1236 = and i1 %350, %1235
  %1237 = or disjoint i32 %346, 105
  %1238 = icmp slt i32 %1237, %4
  %1239 = and i1 %350, %1238
  %1240 = or disjoint i32 %346, 106
  %1241 = icmp slt i32 %1240, %4
  %1242 = and i1 %350, %1241
  %1243 = or disjoint i32 %346, 107
  %1244 = icmp slt i32 %1243, %4
  %1245 = ptrtoint ptr addrspace(1) %1234 to i64
  %1246 = and i64 %1245, 15
  %1247 = icmp eq i64 %1246, 0
  %1248 = and i1 %1236, %1247
  %1249 = and i1 %1241, %1248
  %1250 = and i1 %1244, %1248
  %1251 = xor i1 %1236, %1250
  %1252 = xor i1 %1239, %1250
  %1253 = xor i1 %1242, %1250
  %1254 = xor i1 %350, %1249
  %1255 = and i1 %1244, %1254
  %1256 = zext i1 %1250 to i32
  %1257 = select i1 %28, i32 %320, i32 0
  %1258 = select i1 %28, i32 %321, i32 0
  %1259 = select i1 %28, i32 %322, i32 0
  %1260 = select i1 %28, i32 %323, i32 0
  %1261 = zext i1 %1251 to i32
  %1262 = zext i1 %1252 to i32
  %1263 = zext i1 %1253 to i32
  %1264 = zext i1 %1255 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1256, i32 %1257, i32 %1258, i32 %1259, i32 %1260, ptr addrspace(1) %1234, i32 %1261, i32 %1262, i32 %1263, i32 %1264) #4
  %1265 = or disjoint i32 %346, 108
  %1266 = add i32 %345, %1265
  %1267 = sext i32 %1266 to i64
  %1268 = getelementptr float, ptr addrspace(1) %2, i64 %1267
  %1269 = icmp slt i32 %1265, %4
  %1270 = and i1 %350, %1269
  %1271 = or disjoint i32 %346, 109
  %1272 = icmp slt i32 %1271, %4
  %1273 = and i1 %350, %1272
  %1274 = or disjoint i32 %346, 110
  %1275 = icmp slt i32 %1274, %4
  %1276 = and i1 %350, %1275
  %1277 = or disjoint i32 %346, 111
  %1278 = icmp slt i32 %1277, %4
  %1279 = ptrtoint ptr addrspace(1) %1268 to i64
  %1280 = and i64 %1279, 15
  %1281 = icmp eq i64 %1280, 0
  %1282 = and i1 %1270, %1281
  %1283 = and i1 %1275, %1282
  %1284 = and i1 %1278, %1282
  %1285 = xor i1 %1270, %1284
  %1286 = xor i1 %1273, %1284
  %1287 = xor i1 %1276, %1284
  %1288 = xor i1 %350, %1283
  %1289 = and i1 %1278, %1288
  %1290 = zext i1 %1284 to i32
  %1291 = select i1 %28, i32 %324, i32 0
  %1292 = select i1 %28, i32 %325, i32 0
  %1293 = select i1 %28, i32 %326, i32 0
  %1294 = select i1 %28, i32 %327, i32 0
  %1295 = zext i1 %1285 to i32
  %1296 = zext i1 %1286 to i32
  %1297 = zext i1 %1287 to i32
  %1298 = zext i1 %1289 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1290, i32 %1291, i32 %1292, i32 %1293, i32 %1294, ptr addrspace(1) %1268, i32 %1295, i32 %1296, i32 %1297, i32 %1298) #4
  %1299 = or disjoint i32 %346, 112
  %1300 = add i32 %345, %1299
  %1301 = sext i32 %1300 to i64
  %1302 = getelementptr float, ptr addrspace(1) %2, i64 %1301
  %1303 = icmp slt i32 %1299, %4
  %1304 = and i1 %350, %1303
  %1305 = or disjoint i32 %346, 113
  %1306 = icmp slt i32 %1305, %4
  %1307 = and i1 %350, %1306
  %1308 = or disjoint i32 %346, 114
  %1309 = icmp slt i32 %1308, %4
  %1310 = and i1 %350, %1309
  %1311 = or disjoint i32 %346, 115
  %1312 = icmp slt i32 %1311, %4
  %1313 = ptrtoint ptr addrspace(1) %1302 to i64
  %1314 = and i64 %1313, 15
  %1315 = icmp eq i64 %1314, 0
  %1316 = and i1 %1304, %1315
  %1317 = and i1 %1309, %1316
  %1318 = and i1 %1312, %1316
  %1319 = xor i1 %1304, %1318
  %1320 = xor i1 %1307, %1318
  %1321 = xor i1 %1310, %1318
  %1322 = xor i1 %350, %1317
  %1323 = and i1 %1312, %1322
  %1324 = zext i1 %1318 to i32
  %1325 = select i1 %28, i32 %328, i32 0
  %1326 = select i1 %28, i32 %329, i32 0
  %1327 = select i1 %28, i32 %330, i32 0
  %1328 = select i1 %28, i32 %331, i32 0
  %1329 = zext i1 %1319 to i32
  %1330 = zext i1 %1320 to i32
  %1331 = zext i1 %1321 to i32
  %1332 = zext i1 %1323 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1324, i32 %1325, i32 %1326, i32 %1327, i32 %1328, ptr addrspace(1) %1302, i32 %1329, i32 %1330, i32 %1331, i32 %1332) #4
  %1333 = or disjoint i32 %346, 116
  %1334 = add i32 %345, %1333
  %1335 = sext i32 %1334 to i64
  %1336 = getelementptr float, ptr addrspace(1) %2, i64 %1335
  %1337 = icmp slt i32 %1333, %4
  %1338 = and i1 %350, %1337
  %1339 = or disjoint i32 %346, 117
  %1340 = icmp slt i32 %1339, %4
  %1341 = and i1 %350, %1340
  %1342 = or disjoint i32 %346, 118
  %1343 = icmp slt i32 %1342, %4
  %1344 = and i1 %350, %1343
  %1345 = or disjoint i32 %346, 119
  %1346 = icmp slt i32 %1345, %4
  %1347 = ptrtoint ptr addrspace(1) %1336 to i64
  %1348 = and i64 %1347, 15
  %1349 = icmp eq i64 %1348, 0
  %1350 = and i1 %1338, %1349
  %1351 = and i1 %1343, %1350
  %1352 = and i1 %1346, %1350
  %1353 = xor i1 %1338, %1352
  %1354 = xor i1 %1341, %1352
  %1355 = xor i1 %1344, %1352
  %1356 = xor i1 %350, %1351
  %1357 = and i1 %1346, %1356
  %1358 = zext i1 %1352 to i32
  %1359 = select i1 %28, i32 %332, i32 0
  %1360 = select i1 %28, i32 %333, i32 0
  %1361 = select i1 %28, i32 %334, i32 0
  %1362 = select i1 %28, i32 %335, i32 0
  %1363 = zext i1 %1353 to i32
  %1364 = zext i1 %1354 to i32
  %1365 = zext i1 %1355 to i32
  %1366 = zext i1 %1357 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1358, i32 %1359, i32 %1360, i32 %1361, i32 %1362, ptr addrspace(1) %1336, i32 %1363, i32 %1364, i32 %1365, i32 %1366) #4
  %1367 = or disjoint i32 %346, 120
  %1368 = add i32 %345, %1367
  %1369 = sext i32 %1368 to i64
  %1370 = getelementptr float, ptr addrspace(1) %2, i64 %1369
  %1371 = icmp slt i32 %1367, %4
  %1372 = and i1 %350, %1371
  %1373 = or disjoint i32 %346, 121
  %1374 = icmp slt i32 %1373, %4
  %1375 = and i1 %350, %1374
  %1376 = or disjoint i32 %346, 122
  %1377 = icmp slt i32 %1376, %4
  %1378 = and i1 %350, %1377
  %1379 = or disjoint i32 %346, 123
  %1380 = icmp slt i32 %1379, %4
  %1381 = ptrtoint ptr addrspace(1) %1370 to i64
  %1382 = and i64 %1381, 15
  %1383 = icmp eq i64 %1382, 0
  %1384 = and i1 %1372, %1383
  %1385 = and i1 %1377, %1384
  %1386 = and i1 %1380, %1384
  %1387 = xor i1 %1372, %1386
  %1388 = xor i1 %1375, %1386
  %1389 = xor i1 %1378, %1386
  %1390 = xor i1 %350, %1385
  %1391 = and i1 %1380, %1390
  %1392 = zext i1 %1386 to i32
  %1393 = select i1 %28, i32 %336, i32 0
  %1394 = select i1 %28, i32 %337, i32 0
  %1395 = select i1 %28, i32 %338, i32 0
  %1396 = select i1 %28, i32 %339, i32 0
  %1397 = zext i1 %1387 to i32
  %1398 = zext i1 %1388 to i32
  %1399 = zext i1 %1389 to i32
  %1400 = zext i1 %1391 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1392, i32 %1393, i32 %1394, i32 %1395, i32 %1396, ptr addrspace(1) %1370, i32 %1397, i32 %1398, i32 %1399, i32 %1400) #4
  %1401 = or disjoint i32 %346, 124
  %1402 = add i32 %345, %1401
  %1403 = sext i32 %1402 to i64
  %1404 = getelementptr float, ptr addrspace(1) %2, i64 %1403
  %1405 = icmp slt i32 %1401, %4
  %1406 = and i1 %350, %1405
  %1407 = or disjoint i32 %346, 125
  %1408 = icmp slt i32 %1407, %4
  %1409 = and i1 %350, %1408
  %1410 = or disjoint i32 %346, 126
  %1411 = icmp slt i32 %1410, %4
  %1412 = and i1 %350, %1411
  %.reass = or disjoint i32 %62, %invariant.op
  %1413 = icmp slt i32 %.reass, %4
  %1414 = ptrtoint ptr addrspace(1) %1404 to i64
  %1415 = and i64 %1414, 15
  %1416 = icmp eq i64 %1415, 0
  %1417 = and i1 %1406, %1416
  %1418 = and i1 %1411, %1417
  %1419 = and i1 %1413, %1418
  %1420 = xor i1 %1406, %1419
  %1421 = xor i1 %1409, %1419
  %1422 = xor i1 %1412, %1419
  %1423 = xor i1 %350, %1418
  %1424 = and i1 %1413, %1423
  %1425 = zext i1 %1419 to i32
  %1426 = select i1 %28, i32 %340, i32 0
  %1427 = select i1 %28, i32 %341, i32 0
  %1428 = select i1 %28, i32 %342, i32 0
  %1429 = select i1 %28, i32 %343, i32 0
  %1430 = zext i1 %1420 to i32
  %1431 = zext i1 %1421 to i32
  %1432 = zext i1 %1422 to i32
  %1433 = zext i1 %1424 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1425, i32 %1426, i32 %1427, i32 %1428, i32 %1429, ptr addrspace(1) %1404, i32 %1430, i32 %1431, i32 %1432, i32 %1433) #4
  %1434 = add i32 %51, %49
  %1435 = add i32 %52, %14
  %1436 = icmp slt i32 %1435, %12
  br i1 %1436, label %50, label %._crit_edge32

._crit_edge32:                                    ; preds = %211, %24
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %22, label %1437, label %1438

1437:                                             ; preds = %._crit_edge32
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %25) #4
  br label %1438

1438:                                             ; preds = %1437, %._crit_edge32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %1439, label %1440

1439:                                             ; preds = %1438
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32), i32 16)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32), i32 32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32), i32 48)) #4
  br label %1440

1440:                                             ; preds = %1439, %1438
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %1441, label %1442

1441:                                             ; preds = %1440
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672) to i32), i32 16)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672) to i32), i32 32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196672) to i32), i32 48)) #4
  br label %1442

1442:                                             ; preds = %1441, %1440
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %1443, label %1444

1443:                                             ; preds = %1442
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196736) to i32)) #4
  br label %1444

1444:                                             ; preds = %1443, %1442
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
