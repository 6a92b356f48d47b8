; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %12 = mul i32 %9, %10
  %13 = add i32 %12, %8
  %14 = shl i32 %10, 3
  %15 = udiv i32 %13, %14
  %16 = shl i32 %15, 3
  %17 = sub i32 %11, %16
  %18 = tail call i32 @llvm.umin.i32(i32 %17, i32 8)
  %19 = mul i32 %15, %14
  %.decomposed = sub i32 %13, %19
  %.frozen = freeze i32 %18
  %20 = udiv i32 %.decomposed, %.frozen
  %21 = mul i32 %20, %.frozen
  %.decomposed15 = sub i32 %.decomposed, %21
  %22 = add nuw i32 %.decomposed15, %16
  %23 = shl i32 %22, 7
  %24 = shl i32 %20, 8
  %25 = icmp eq i32 %7, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98304) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98304) to i32), i32 128)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %27

27:                                               ; preds = %26, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %28, label %29

28:                                               ; preds = %27
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98560) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98560) to i32), i32 128)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %29

29:                                               ; preds = %28, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %30, label %31

30:                                               ; preds = %29
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98816) to i32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %31

31:                                               ; preds = %30, %29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %32 = icmp samesign ult i32 %7, 32
  br i1 %32, label %33, label %34

33:                                               ; preds = %31
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98944) to i32)) #4
  br label %34

34:                                               ; preds = %33, %31
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %35 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98944) to i32)) #4
  %36 = icmp sgt i32 %5, 0
  %37 = and i1 %25, %36
  br i1 %37, label %.critedge, label %.critedge1

.critedge:                                        ; preds = %34
  %38 = ptrtoint ptr %1 to i64
  %39 = ptrtoint ptr %0 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98304) to i32), i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 65536) to i32), i64 %39, i32 0, i32 %23, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98304) to i32)) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_dsmem to i32), i64 %38, i32 0, i32 %24, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98304) to i32)) #4
  br label %.critedge1

.critedge1:                                       ; preds = %34, %.critedge
  %40 = icmp sgt i32 %5, 64
  %41 = and i1 %25, %40
  br i1 %41, label %.critedge3, label %.critedge4

.critedge3:                                       ; preds = %.critedge1
  %42 = ptrtoint ptr %1 to i64
  %43 = ptrtoint ptr %0 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98432) to i32), i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 81920) to i32), i64 %43, i32 64, i32 %23, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98432) to i32)) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 32768) to i32), i64 %42, i32 64, i32 %24, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98432) to i32)) #4
  br label %.critedge4

.critedge4:                                       ; preds = %.critedge1, %.critedge3
  br i1 %36, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.critedge4
  %44 = ptrtoint ptr %1 to i64
  %45 = ptrtoint ptr %0 to i64
  br label %46

46:                                               ; preds = %.lr.ph, %.critedge13
  %47 = phi i32 [ 0, %.lr.ph ], [ %87, %.critedge13 ]
  %48 = lshr exact i32 %47, 6
  %49 = and i32 %48, 1
  %50 = lshr i32 %47, 7
  %51 = and i32 %50, 1
  %52 = shl nuw nsw i32 %49, 7
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98304), i64 %53
  %55 = ptrtoint ptr addrspace(3) %54 to i64
  %56 = trunc i64 %55 to i32
  br label %57

57:                                               ; preds = %57, %46
  %58 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %56, i32 %51) #4
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %57, label %60

60:                                               ; preds = %57
  %61 = icmp ne i32 %47, 0
  br i1 %25, label %62, label %.critedge6

62:                                               ; preds = %60
  %63 = shl nuw nsw i32 %49, 15
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 %64
  %66 = ptrtoint ptr addrspace(3) %65 to i64
  %67 = shl nuw nsw i32 %49, 14
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 65536), i64 %68
  %70 = ptrtoint ptr addrspace(3) %69 to i64
  %71 = zext i1 %61 to i32
  %72 = lshr exact i64 %70, 4
  %73 = and i64 %72, 16320
  %74 = or disjoint i64 %73, 4611756662049538048
  %75 = lshr exact i64 %66, 4
  %76 = and i64 %75, 16320
  %77 = or disjoint i64 %76, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %35, i64 %74, i64 %77, i32 138413200, i32 %71) #4
  %78 = or disjoint i64 %73, 4611756662049538050
  %79 = or disjoint i64 %76, 4611756662049538050
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %35, i64 %78, i64 %79, i32 138413200, i32 1) #4
  %80 = or disjoint i64 %73, 4611756662049538052
  %81 = or disjoint i64 %76, 4611756662049538052
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %35, i64 %80, i64 %81, i32 138413200, i32 1) #4
  %82 = or disjoint i64 %73, 4611756662049538054
  %83 = or disjoint i64 %76, 4611756662049538054
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %35, i64 %82, i64 %83, i32 138413200, i32 1) #4
  %84 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98560), i64 %53
  %85 = ptrtoint ptr addrspace(3) %84 to i64
  %86 = trunc i64 %85 to i32
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %86) #4
  br label %.critedge6

.critedge6:                                       ; preds = %60, %62
  %87 = add i32 %47, 64
  %88 = icmp slt i32 %87, %5
  %89 = and i1 %61, %88
  br i1 %89, label %90, label %.critedge13

90:                                               ; preds = %.critedge6
  %91 = add nsw i32 %48, -1
  %92 = and i32 %91, 1
  %93 = lshr i32 %91, 1
  %94 = and i32 %93, 1
  %95 = shl nuw nsw i32 %92, 7
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98560), i64 %96
  %98 = ptrtoint ptr addrspace(3) %97 to i64
  %99 = trunc i64 %98 to i32
  br label %100

100:                                              ; preds = %100, %90
  %101 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %99, i32 %94) #4
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %100, label %103

103:                                              ; preds = %100
  br i1 %25, label %.critedge8, label %.critedge13

.critedge8:                                       ; preds = %103
  %104 = shl nuw nsw i32 %92, 15
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 %105
  %107 = ptrtoint ptr addrspace(3) %106 to i64
  %108 = trunc i64 %107 to i32
  %109 = shl nuw nsw i32 %92, 14
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 65536), i64 %110
  %112 = ptrtoint ptr addrspace(3) %111 to i64
  %113 = trunc i64 %112 to i32
  %114 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98304), i64 %96
  %115 = ptrtoint ptr addrspace(3) %114 to i64
  %116 = trunc i64 %115 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %116, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %113, i64 %45, i32 %87, i32 %23, i32 %116) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %108, i64 %44, i32 %87, i32 %24, i32 %116) #4
  br label %.critedge13

.critedge13:                                      ; preds = %103, %.critedge8, %.critedge6
  br i1 %88, label %46, label %._crit_edge

._crit_edge:                                      ; preds = %.critedge13, %.critedge4
  br i1 %25, label %117, label %.preheader

117:                                              ; preds = %._crit_edge
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98816) to i32)) #4
  br label %.preheader

.preheader:                                       ; preds = %117, %._crit_edge
  br label %118

118:                                              ; preds = %.preheader, %118
  %119 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98816) to i32), i32 0) #4
  %120 = icmp eq i32 %119, 0
  br i1 %120, label %118, label %121

121:                                              ; preds = %118
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %122 = and i32 %7, 128
  %123 = shl nuw nsw i32 %7, 16
  %124 = and i32 %123, 6291456
  %125 = or disjoint i32 %124, %122
  %126 = add i32 %125, %35
  %127 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %126) #4
  %128 = add i32 %126, 32
  %129 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %128) #4
  %130 = add i32 %126, 64
  %131 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %130) #4
  %132 = add i32 %126, 96
  %133 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %132) #4
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %32, label %134, label %135

134:                                              ; preds = %121
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %35) #4
  br label %135

135:                                              ; preds = %134, %121
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %136, label %137

136:                                              ; preds = %135
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98304) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98304) to i32), i32 128)) #4
  br label %137

137:                                              ; preds = %136, %135
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %138, label %139

138:                                              ; preds = %137
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98560) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98560) to i32), i32 128)) #4
  br label %139

139:                                              ; preds = %138, %137
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %140, label %141

140:                                              ; preds = %139
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98816) to i32)) #4
  br label %141

141:                                              ; preds = %140, %139
  %142 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 31
  %143 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 30
  %144 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 29
  %145 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 28
  %146 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 27
  %147 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 26
  %148 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 25
  %149 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 24
  %150 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 23
  %151 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 22
  %152 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 21
  %153 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 20
  %154 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 19
  %155 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 18
  %156 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 17
  %157 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 16
  %158 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 15
  %159 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 14
  %160 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 13
  %161 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 12
  %162 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 11
  %163 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 10
  %164 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 9
  %165 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 8
  %166 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 7
  %167 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 6
  %168 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 5
  %169 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 4
  %170 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 3
  %171 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 2
  %172 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 1
  %173 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %133, 0
  %174 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 31
  %175 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 30
  %176 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 29
  %177 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 28
  %178 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 27
  %179 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 26
  %180 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 25
  %181 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 24
  %182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 23
  %183 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 22
  %184 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 21
  %185 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 20
  %186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 19
  %187 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 18
  %188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 17
  %189 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 16
  %190 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 15
  %191 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 14
  %192 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 13
  %193 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 12
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 11
  %195 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 10
  %196 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 9
  %197 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 8
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 7
  %199 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 6
  %200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 5
  %201 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 4
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 3
  %203 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 2
  %204 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 1
  %205 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %131, 0
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 31
  %207 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 30
  %208 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 29
  %209 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 28
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 27
  %211 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 26
  %212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 25
  %213 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 24
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 23
  %215 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 22
  %216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 21
  %217 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 20
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 19
  %219 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 18
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 17
  %221 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 16
  %222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 15
  %223 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 14
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 13
  %225 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 12
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 11
  %227 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 10
  %228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 9
  %229 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 8
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 7
  %231 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 6
  %232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 5
  %233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 4
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 3
  %235 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 2
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 1
  %237 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %129, 0
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 31
  %239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 30
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 29
  %241 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 28
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 27
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 26
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 25
  %245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 24
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 23
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 22
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 21
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 20
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 19
  %251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 18
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 17
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 16
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 15
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 14
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 13
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 12
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 11
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 10
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 9
  %261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 8
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 7
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 6
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 5
  %265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 4
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 3
  %267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 2
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 1
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %127, 0
  %270 = and i32 %7, 127
  %271 = or disjoint i32 %23, %270
  %272 = mul i32 %271, %4
  %273 = or disjoint i32 %24, %122
  %274 = add i32 %272, %273
  %275 = sext i32 %274 to i64
  %276 = getelementptr float, ptr addrspace(1) %2, i64 %275
  %277 = icmp slt i32 %271, %3
  %278 = icmp slt i32 %273, %4
  %279 = and i1 %277, %278
  %280 = or disjoint i32 %273, 1
  %281 = icmp slt i32 %280, %4
  %282 = and i1 %277, %281
  %283 = or disjoint i32 %273, 2
  %284 = icmp slt i32 %283, %4
  %285 = and i1 %277, %284
  %286 = or disjoint i32 %273, 3
  %287 = icmp slt i32 %286, %4
  %288 = ptrtoint ptr addrspace(1) %276 to i64
  %289 = and i64 %288, 15
  %290 = icmp eq i64 %289, 0
  %291 = and i1 %279, %290
  %292 = and i1 %284, %291
  %293 = and i1 %287, %291
  %294 = xor i1 %279, %293
  %295 = xor i1 %282, %293
  %296 = xor i1 %285, %293
  %297 = xor i1 %277, %292
  %298 = and i1 %287, %297
  %299 = zext i1 %293 to i32
  %300 = select i1 %36, i32 %269, i32 0
  %301 = select i1 %36, i32 %268, i32 0
  %302 = select i1 %36, i32 %267, i32 0
  %303 = select i1 %36, i32 %266, i32 0
  %304 = zext i1 %294 to i32
  %305 = zext i1 %295 to i32
  %306 = zext i1 %296 to i32
  %307 = zext i1 %298 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %299, i32 %300, i32 %301, i32 %302, i32 %303, ptr addrspace(1) %276, i32 %304, i32 %305, i32 %306, i32 %307) #4
  %308 = or disjoint i32 %273, 4
  %309 = add i32 %272, %308
  %310 = sext i32 %309 to i64
  %311 = getelementptr float, ptr addrspace(1) %2, i64 %310
  %312 = icmp slt i32 %308, %4
  %313 = and i1 %277, %312
  %314 = or disjoint i32 %273, 5
  %315 = icmp slt i32 %314, %4
  %316 = and i1 %277, %315
  %317 = or disjoint i32 %273, 6
  %318 = icmp slt i32 %317, %4
  %319 = and i1 %277, %318
  %320 = or disjoint i32 %273, 7
  %321 = icmp slt i32 %320, %4
  %322 = ptrtoint ptr addrspace(1) %311 to i64
  %323 = and i64 %322, 15
  %324 = icmp eq i64 %323, 0
  %325 = and i1 %313, %324
  %326 = and i1 %318, %325
  %327 = and i1 %321, %325
  %328 = xor i1 %313, %327
  %329 = xor i1 %316, %327
  %330 = xor i1 %319, %327
  %331 = xor i1 %277, %326
  %332 = and i1 %321, %331
  %333 = zext i1 %327 to i32
  %334 = select i1 %36, i32 %265, i32 0
  %335 = select i1 %36, i32 %264, i32 0
  %336 = select i1 %36, i32 %263, i32 0
  %337 = select i1 %36, i32 %262, i32 0
  %338 = zext i1 %328 to i32
  %339 = zext i1 %329 to i32
  %340 = zext i1 %330 to i32
  %341 = zext i1 %332 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %333, i32 %334, i32 %335, i32 %336, i32 %337, ptr addrspace(1) %311, i32 %338, i32 %339, i32 %340, i32 %341) #4
  %342 = or disjoint i32 %273, 8
  %343 = add i32 %272, %342
  %344 = sext i32 %343 to i64
  %345 = getelementptr float, ptr addrspace(1) %2, i64 %344
  %346 = icmp slt i32 %342, %4
  %347 = and i1 %277, %346
  %348 = or disjoint i32 %273, 9
  %349 = icmp slt i32 %348, %4
  %350 = and i1 %277, %349
  %351 = or disjoint i32 %273, 10
  %352 = icmp slt i32 %351, %4
  %353 = and i1 %277, %352
  %354 = or disjoint i32 %273, 11
  %355 = icmp slt i32 %354, %4
  %356 = ptrtoint ptr addrspace(1) %345 to i64
  %357 = and i64 %356, 15
  %358 = icmp eq i64 %357, 0
  %359 = and i1 %347, %358
  %360 = and i1 %352, %359
  %361 = and i1 %355, %359
  %362 = xor i1 %347, %361
  %363 = xor i1 %350, %361
  %364 = xor i1 %353, %361
  %365 = xor i1 %277, %360
  %366 = and i1 %355, %365
  %367 = zext i1 %361 to i32
  %368 = select i1 %36, i32 %261, i32 0
  %369 = select i1 %36, i32 %260, i32 0
  %370 = select i1 %36, i32 %259, i32 0
  %371 = select i1 %36, i32 %258, i32 0
  %372 = zext i1 %362 to i32
  %373 = zext i1 %363 to i32
  %374 = zext i1 %364 to i32
  %375 = zext i1 %366 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %367, i32 %368, i32 %369, i32 %370, i32 %371, ptr addrspace(1) %345, i32 %372, i32 %373, i32 %374, i32 %375) #4
  %376 = or disjoint i32 %273, 12
  %377 = add i32 %272, %376
  %378 = sext i32 %377 to i64
  %379 = getelementptr float, ptr addrspace(1) %2, i64 %378
  %380 = icmp slt i32 %376, %4
  %381 = and i1 %277, %380
  %382 = or disjoint i32 %273, 13
  %383 = icmp slt i32 %382, %4
  %384 = and i1 %277, %383
  %385 = or disjoint i32 %273, 14
  %386 = icmp slt i32 %385, %4
  %387 = and i1 %277, %386
  %388 = or disjoint i32 %273, 15
  %389 = icmp slt i32 %388, %4
  %390 = ptrtoint ptr addrspace(1) %379 to i64
  %391 = and i64 %390, 15
  %392 = icmp eq i64 %391, 0
  %393 = and i1 %381, %392
  %394 = and i1 %386, %393
  %395 = and i1 %389, %393
  %396 = xor i1 %381, %395
  %397 = xor i1 %384, %395
  %398 = xor i1 %387, %395
  %399 = xor i1 %277, %394
  %400 = and i1 %389, %399
  %401 = zext i1 %395 to i32
  %402 = select i1 %36, i32 %257, i32 0
  %403 = select i1 %36, i32 %256, i32 0
  %404 = select i1 %36, i32 %255, i32 0
  %405 = select i1 %36, i32 %254, i32 0
  %406 = zext i1 %396 to i32
  %407 = zext i1 %397 to i32
  %408 = zext i1 %398 to i32
  %409 = zext i1 %400 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %401, i32 %402, i32 %403, i32 %404, i32 %405, ptr addrspace(1) %379, i32 %406, i32 %407, i32 %408, i32 %409) #4
  %410 = or disjoint i32 %273, 16
  %411 = add i32 %272, %410
  %412 = sext i32 %411 to i64
  %413 = getelementptr float, ptr addrspace(1) %2, i64 %412
  %414 = icmp slt i32 %410, %4
  %415 = and i1 %277, %414
  %416 = or disjoint i32 %273, 17
  %417 = icmp slt i32 %416, %4
  %418 = and i1 %277, %417
  %419 = or disjoint i32 %273, 18
  %420 = icmp slt i32 %419, %4
  %421 = and i1 %277, %420
  %422 = or disjoint i32 %273, 19
  %423 = icmp slt i32 %422, %4
  %424 = ptrtoint ptr addrspace(1) %413 to i64
  %425 = and i64 %424, 15
  %426 = icmp eq i64 %425, 0
  %427 = and i1 %415, %426
  %428 = and i1 %420, %427
  %429 = and i1 %423, %427
  %430 = xor i1 %415, %429
  %431 = xor i1 %418, %429
  %432 = xor i1 %421, %429
  %433 = xor i1 %277, %428
  %434 = and i1 %423, %433
  %435 = zext i1 %429 to i32
  %436 = select i1 %36, i32 %253, i32 0
  %437 = select i1 %36, i32 %252, i32 0
  %438 = select i1 %36, i32 %251, i32 0
  %439 = select i1 %36, i32 %250, i32 0
  %440 = zext i1 %430 to i32
  %441 = zext i1 %431 to i32
  %442 = zext i1 %432 to i32
  %443 = zext i1 %434 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %435, i32 %436, i32 %437, i32 %438, i32 %439, ptr addrspace(1) %413, i32 %440, i32 %441, i32 %442, i32 %443) #4
  %444 = or disjoint i32 %273, 20
  %445 = add i32 %272, %444
  %446 = sext i32 %445 to i64
  %447 = getelementptr float, ptr addrspace(1) %2, i64 %446
  %448 = icmp slt i32 %444, %4
  %449 = and i1 %277, %448
  %450 = or disjoint i32 %273, 21
  %451 = icmp slt i32 %450, %4
  %452 = and i1 %277, %451
  %453 = or disjoint i32 %273, 22
  %454 = icmp slt i32 %453, %4
  %455 = and i1 %277, %454
  %456 = or disjoint i32 %273, 23
  %457 = icmp slt i32 %456, %4
  %458 = ptrtoint ptr addrspace(1) %447 to i64
  %459 = and i64 %458, 15
  %460 = icmp eq i64 %459, 0
  %461 = and i1 %449, %460
  %462 = and i1 %454, %461
  %463 = and i1 %457, %461
  %464 = xor i1 %449, %463
  %465 = xor i1 %452, %463
  %466 = xor i1 %455, %463
  %467 = xor i1 %277, %462
  %468 = and i1 %457, %467
  %469 = zext i1 %463 to i32
  %470 = select i1 %36, i32 %249, i32 0
  %471 = select i1 %36, i32 %248, i32 0
  %472 = select i1 %36, i32 %247, i32 0
  %473 = select i1 %36, i32 %246, i32 0
  %474 = zext i1 %464 to i32
  %475 = zext i1 %465 to i32
  %476 = zext i1 %466 to i32
  %477 = zext i1 %468 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %469, i32 %470, i32 %471, i32 %472, i32 %473, ptr addrspace(1) %447, i32 %474, i32 %475, i32 %476, i32 %477) #4
  %478 = or disjoint i32 %273, 24
  %479 = add i32 %272, %478
  %480 = sext i32 %479 to i64
  %481 = getelementptr float, ptr addrspace(1) %2, i64 %480
  %482 = icmp slt i32 %478, %4
  %483 = and i1 %277, %482
  %484 = or disjoint i32 %273, 25
  %485 = icmp slt i32 %484, %4
  %486 = and i1 %277, %485
  %487 = or disjoint i32 %273, 26
  %488 = icmp slt i32 %487, %4
  %489 = and i1 %277, %488
  %490 = or disjoint i32 %273, 27
  %491 = icmp slt i32 %490, %4
  %492 = ptrtoint ptr addrspace(1) %481 to i64
  %493 = and i64 %492, 15
  %494 = icmp eq i64 %493, 0
  %495 = and i1 %483, %494
  %496 = and i1 %488, %495
  %497 = and i1 %491, %495
  %498 = xor i1 %483, %497
  %499 = xor i1 %486, %497
  %500 = xor i1 %489, %497
  %501 = xor i1 %277, %496
  %502 = and i1 %491, %501
  %503 = zext i1 %497 to i32
  %504 = select i1 %36, i32 %245, i32 0
  %505 = select i1 %36, i32 %244, i32 0
  %506 = select i1 %36, i32 %243, i32 0
  %507 = select i1 %36, i32 %242, i32 0
  %508 = zext i1 %498 to i32
  %509 = zext i1 %499 to i32
  %510 = zext i1 %500 to i32
  %511 = zext i1 %502 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %503, i32 %504, i32 %505, i32 %506, i32 %507, ptr addrspace(1) %481, i32 %508, i32 %509, i32 %510, i32 %511) #4
  %512 = or disjoint i32 %273, 28
  %513 = add i32 %272, %512
  %514 = sext i32 %513 to i64
  %515 = getelementptr float, ptr addrspace(1) %2, i64 %514
  %516 = icmp slt i32 %512, %4
  %517 = and i1 %277, %516
  %518 = or disjoint i32 %273, 29
  %519 = icmp slt i32 %518, %4
  %520 = and i1 %277, %519
  %521 = or disjoint i32 %273, 30
  %522 = icmp slt i32 %521, %4
  %523 = and i1 %277, %522
  %524 = or disjoint i32 %273, 31
  %525 = icmp slt i32 %524, %4
  %526 = ptrtoint ptr addrspace(1) %515 to i64
  %527 = and i64 %526, 15
  %528 = icmp eq i64 %527, 0
  %529 = and i1 %517, %528
  %530 = and i1 %522, %529
  %531 = and i1 %525, %529
  %532 = xor i1 %517, %531
  %533 = xor i1 %520, %531
  %534 = xor i1 %523, %531
  %535 = xor i1 %277, %530
  %536 = and i1 %525, %535
  %537 = zext i1 %531 to i32
  %538 = select i1 %36, i32 %241, i32 0
  %539 = select i1 %36, i32 %240, i32 0
  %540 = select i1 %36, i32 %239, i32 0
  %541 = select i1 %36, i32 %238, i32 0
  %542 = zext i1 %532 to i32
  %543 = zext i1 %533 to i32
  %544 = zext i1 %534 to i32
  %545 = zext i1 %536 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %537, i32 %538, i32 %539, i32 %540, i32 %541, ptr addrspace(1) %515, i32 %542, i32 %543, i32 %544, i32 %545) #4
  %546 = or disjoint i32 %273, 32
  %547 = add i32 %272, %546
  %548 = sext i32 %547 to i64
  %549 = getelementptr float, ptr addrspace(1) %2, i64 %548
  %550 = icmp slt i32 %546, %4
  %551 = and i1 %277, %550
  %552 = or disjoint i32 %273, 33
  %553 = icmp slt i32 %552, %4
  %554 = and i1 %277, %553
  %555 = or disjoint i32 %273, 34
  %556 = icmp slt i32 %555, %4
  %557 = and i1 %277, %556
  %558 = or disjoint i32 %273, 35
  %559 = icmp slt i32 %558, %4
  %560 = ptrtoint ptr addrspace(1) %549 to i64
  %561 = and i64 %560, 15
  %562 = icmp eq i64 %561, 0
  %563 = and i1 %551, %562
  %564 = and i1 %556, %563
  %565 = and i1 %559, %563
  %566 = xor i1 %551, %565
  %567 = xor i1 %554, %565
  %568 = xor i1 %557, %565
  %569 = xor i1 %277, %564
  %570 = and i1 %559, %569
  %571 = zext i1 %565 to i32
  %572 = select i1 %36, i32 %237, i32 0
  %573 = select i1 %36, i32 %236, i32 0
  %574 = select i1 %36, i32 %235, i32 0
  %575 = select i1 %36, i32 %234, i32 0
  %576 = zext i1 %566 to i32
  %577 = zext i1 %567 to i32
  %578 = zext i1 %568 to i32
  %579 = zext i1 %570 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %571, i32 %572, i32 %573, i32 %574, i32 %575, ptr addrspace(1) %549, i32 %576, i32 %577, i32 %578, i32 %579) #4
  %580 = or disjoint i32 %273, 36
  %581 = add i32 %272, %580
  %582 = sext i32 %581 to i64
  %583 = getelementptr float, ptr addrspace(1) %2, i64 %582
  %584 = icmp slt i32 %580, %4
  %585 = and i1 %277, %584
  %586 = or disjoint i32 %273, 37
  %587 = icmp slt i32 %586, %4
  %588 = and i1 %277, %587
  %589 = or disjoint i32 %273, 38
  %590 = icmp slt i32 %589, %4
  %591 = and i1 %277, %590
  %592 = or disjoint i32 %273, 39
  %593 = icmp slt i32 %592, %4
  %594 = ptrtoint ptr addrspace(1) %583 to i64
  %595 = and i64 %594, 15
  %596 = icmp eq i64 %595, 0
  %597 = and i1 %585, %596
  %598 = and i1 %590, %597
  %599 = and i1 %593, %597
  %600 = xor i1 %585, %599
  %601 = xor i1 %588, %599
  %602 = xor i1 %591, %599
  %603 = xor i1 %277, %598
  %604 = and i1 %593, %603
  %605 = zext i1 %599 to i32
  %606 = select i1 %36, i32 %233, i32 0
  %607 = select i1 %36, i32 %232, i32 0
  %608 = select i1 %36, i32 %231, i32 0
  %609 = select i1 %36, i32 %230, i32 0
  %610 = zext i1 %600 to i32
  %611 = zext i1 %601 to i32
  %612 = zext i1 %602 to i32
  %613 = zext i1 %604 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %605, i32 %606, i32 %607, i32 %608, i32 %609, ptr addrspace(1) %583, i32 %610, i32 %611, i32 %612, i32 %613) #4
  %614 = or disjoint i32 %273, 40
  %615 = add i32 %272, %614
  %616 = sext i32 %615 to i64
  %617 = getelementptr float, ptr addrspace(1) %2, i64 %616
  %618 = icmp slt i32 %614, %4
  %619 = and i1 %277, %618
  %620 = or disjoint i32 %273, 41
  %621 = icmp slt i32 %620, %4
  %622 = and i1 %277, %621
  %623 = or disjoint i32 %273, 42
  %624 = icmp slt i32 %623, %4
  %625 = and i1 %277, %624
  %626 = or disjoint i32 %273, 43
  %627 = icmp slt i32 %626, %4
  %628 = ptrtoint ptr addrspace(1) %617 to i64
  %629 = and i64 %628, 15
  %630 = icmp eq i64 %629, 0
  %631 = and i1 %619, %630
  %632 = and i1 %624, %631
  %633 = and i1 %627, %631
  %634 = xor i1 %619, %633
  %635 = xor i1 %622, %633
  %636 = xor i1 %625, %633
  %637 = xor i1 %277, %632
  %638 = and i1 %627, %637
  %639 = zext i1 %633 to i32
  %640 = select i1 %36, i32 %229, i32 0
  %641 = select i1 %36, i32 %228, i32 0
  %642 = select i1 %36, i32 %227, i32 0
  %643 = select i1 %36, i32 %226, i32 0
  %644 = zext i1 %634 to i32
  %645 = zext i1 %635 to i32
  %646 = zext i1 %636 to i32
  %647 = zext i1 %638 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %639, i32 %640, i32 %641, i32 %642, i32 %643, ptr addrspace(1) %617, i32 %644, i32 %645, i32 %646, i32 %647) #4
  %648 = or disjoint i32 %273, 44
  %649 = add i32 %272, %648
  %650 = sext i32 %649 to i64
  %651 = getelementptr float, ptr addrspace(1) %2, i64 %650
  %652 = icmp slt i32 %648, %4
  %653 = and i1 %277, %652
  %654 = or disjoint i32 %273, 45
  %655 = icmp slt i32 %654, %4
  %656 = and i1 %277, %655
  %657 = or disjoint i32 %273, 46
  %658 = icmp slt i32 %657, %4
  %659 = and i1 %277, %658
  %660 = or disjoint i32 %273, 47
  %661 = icmp slt i32 %660, %4
  %662 = ptrtoint ptr addrspace(1) %651 to i64
  %663 = and i64 %662, 15
  %664 = icmp eq i64 %663, 0
  %665 = and i1 %653, %664
  %666 = and i1 %658, %665
  %667 = and i1 %661, %665
  %668 = xor i1 %653, %667
  %669 = xor i1 %656, %667
  %670 = xor i1 %659, %667
  %671 = xor i1 %277, %666
  %672 = and i1 %661, %671
  %673 = zext i1 %667 to i32
  %674 = select i1 %36, i32 %225, i32 0
  %675 = select i1 %36, i32 %224, i32 0
  %676 = select i1 %36, i32 %223, i32 0
  %677 = select i1 %36, i32 %222, i32 0
  %678 = zext i1 %668 to i32
  %679 = zext i1 %669 to i32
  %680 = zext i1 %670 to i32
  %681 = zext i1 %672 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %673, i32 %674, i32 %675, i32 %676, i32 %677, ptr addrspace(1) %651, i32 %678, i32 %679, i32 %680, i32 %681) #4
  %682 = or disjoint i32 %273, 48
  %683 = add i32 %272, %682
  %684 = sext i32 %683 to i64
  %685 = getelementptr float, ptr addrspace(1) %2, i64 %684
  %686 = icmp slt i32 %682, %4
  %687 = and i1 %277, %686
  %688 = or disjoint i32 %273, 49
  %689 = icmp slt i32 %688, %4
  %690 = and i1 %277, %689
  %691 = or disjoint i32 %273, 50
  %692 = icmp slt i32 %691, %4
  %693 = and i1 %277, %692
  %694 = or disjoint i32 %273, 51
  %695 = icmp slt i32 %694, %4
  %696 = ptrtoint ptr addrspace(1) %685 to i64
  %697 = and i64 %696, 15
  %698 = icmp eq i64 %697, 0
  %699 = and i1 %687, %698
  %700 = and i1 %692, %699
  %701 = and i1 %695, %699
  %702 = xor i1 %687, %701
  %703 = xor i1 %690, %701
  %704 = xor i1 %693, %701
  %705 = xor i1 %277, %700
  %706 = and i1 %695, %705
  %707 = zext i1 %701 to i32
  %708 = select i1 %36, i32 %221, i32 0
  %709 = select i1 %36, i32 %220, i32 0
  %710 = select i1 %36, i32 %219, i32 0
  %711 = select i1 %36, i32 %218, i32 0
  %712 = zext i1 %702 to i32
  %713 = zext i1 %703 to i32
  %714 = zext i1 %704 to i32
  %715 = zext i1 %706 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %707, i32 %708, i32 %709, i32 %710, i32 %711, ptr addrspace(1) %685, i32 %712, i32 %713, i32 %714, i32 %715) #4
  %716 = or disjoint i32 %273, 52
  %717 = add i32 %272, %716
  %718 = sext i32 %717 to i64
  %719 = getelementptr float, ptr addrspace(1) %2, i64 %718
  %720 = icmp slt i32 %716, %4
  %721 = and i1 %277, %720
  %722 = or disjoint i32 %273, 53
  %723 = icmp slt i32 %722, %4
  %724 = and i1 %277, %723
  %725 = or disjoint i32 %273, 54
  %726 = icmp slt i32 %725, %4
  %727 = and i1 %277, %726
  %728 = or disjoint i32 %273, 55
  %729 = icmp slt i32 %728, %4
  %730 = ptrtoint ptr addrspace(1) %719 to i64
  %731 = and i64 %730, 15
  %732 = icmp eq i64 %731, 0
  %733 = and i1 %721, %732
  %734 = and i1 %726, %733
  %735 = and i1 %729, %733
  %736 = xor i1 %721, %735
  %737 = xor i1 %724, %735
  %738 = xor i1 %727, %735
  %739 = xor i1 %277, %734
  %740 = and i1 %729, %739
  %741 = zext i1 %735 to i32
  %742 = select i1 %36, i32 %217, i32 0
  %743 = select i1 %36, i32 %216, i32 0
  %744 = select i1 %36, i32 %215, i32 0
  %745 = select i1 %36, i32 %214, i32 0
  %746 = zext i1 %736 to i32
  %747 = zext i1 %737 to i32
  %748 = zext i1 %738 to i32
  %749 = zext i1 %740 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %741, i32 %742, i32 %743, i32 %744, i32 %745, ptr addrspace(1) %719, i32 %746, i32 %747, i32 %748, i32 %749) #4
  %750 = or disjoint i32 %273, 56
  %751 = add i32 %272, %750
  %752 = sext i32 %751 to i64
  %753 = getelementptr float, ptr addrspace(1) %2, i64 %752
  %754 = icmp slt i32 %750, %4
  %755 = and i1 %277, %754
  %756 = or disjoint i32 %273, 57
  %757 = icmp slt i32 %756, %4
  %758 = and i1 %277, %757
  %759 = or disjoint i32 %273, 58
  %760 = icmp slt i32 %759, %4
  %761 = and i1 %277, %760
  %762 = or disjoint i32 %273, 59
  %763 = icmp slt i32 %762, %4
  %764 = ptrtoint ptr addrspace(1) %753 to i64
  %765 = and i64 %764, 15
  %766 = icmp eq i64 %765, 0
  %767 = and i1 %755, %766
  %768 = and i1 %760, %767
  %769 = and i1 %763, %767
  %770 = xor i1 %755, %769
  %771 = xor i1 %758, %769
  %772 = xor i1 %761, %769
  %773 = xor i1 %277, %768
  %774 = and i1 %763, %773
  %775 = zext i1 %769 to i32
  %776 = select i1 %36, i32 %213, i32 0
  %777 = select i1 %36, i32 %212, i32 0
  %778 = select i1 %36, i32 %211, i32 0
  %779 = select i1 %36, i32 %210, i32 0
  %780 = zext i1 %770 to i32
  %781 = zext i1 %771 to i32
  %782 = zext i1 %772 to i32
  %783 = zext i1 %774 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %775, i32 %776, i32 %777, i32 %778, i32 %779, ptr addrspace(1) %753, i32 %780, i32 %781, i32 %782, i32 %783) #4
  %784 = or disjoint i32 %273, 60
  %785 = add i32 %272, %784
  %786 = sext i32 %785 to i64
  %787 = getelementptr float, ptr addrspace(1) %2, i64 %786
  %788 = icmp slt i32 %784, %4
  %789 = and i1 %277, %788
  %790 = or disjoint i32 %273, 61
  %791 = icmp slt i32 %790, %4
  %792 = and i1 %277, %791
  %793 = or disjoint i32 %273, 62
  %794 = icmp slt i32 %793, %4
  %795 = and i1 %277, %794
  %796 = or disjoint i32 %273, 63
  %797 = icmp slt i32 %796, %4
  %798 = ptrtoint ptr addrspace(1) %787 to i64
  %799 = and i64 %798, 15
  %800 = icmp eq i64 %799, 0
  %801 = and i1 %789, %800
  %802 = and i1 %794, %801
  %803 = and i1 %797, %801
  %804 = xor i1 %789, %803
  %805 = xor i1 %792, %803
  %806 = xor i1 %795, %803
  %807 = xor i1 %277, %802
  %808 = and i1 %797, %807
  %809 = zext i1 %803 to i32
  %810 = select i1 %36, i32 %209, i32 0
  %811 = select i1 %36, i32 %208, i32 0
  %812 = select i1 %36, i32 %207, i32 0
  %813 = select i1 %36, i32 %206, i32 0
  %814 = zext i1 %804 to i32
  %815 = zext i1 %805 to i32
  %816 = zext i1 %806 to i32
  %817 = zext i1 %808 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %809, i32 %810, i32 %811, i32 %812, i32 %813, ptr addrspace(1) %787, i32 %814, i32 %815, i32 %816, i32 %817) #4
  %818 = or disjoint i32 %273, 64
  %819 = add i32 %272, %818
  %820 = sext i32 %819 to i64
  %821 = getelementptr float, ptr addrspace(1) %2, i64 %820
  %822 = icmp slt i32 %818, %4
  %823 = and i1 %277, %822
  %824 = or disjoint i32 %273, 65
  %825 = icmp slt i32 %824, %4
  %826 = and i1 %277, %825
  %827 = or disjoint i32 %273, 66
  %828 = icmp slt i32 %827, %4
  %829 = and i1 %277, %828
  %830 = or disjoint i32 %273, 67
  %831 = icmp slt i32 %830, %4
  %832 = ptrtoint ptr addrspace(1) %821 to i64
  %833 = and i64 %832, 15
  %834 = icmp eq i64 %833, 0
  %835 = and i1 %823, %834
  %836 = and i1 %828, %835
  %837 = and i1 %831, %835
  %838 = xor i1 %823, %837
  %839 = xor i1 %826, %837
  %840 = xor i1 %829, %837
  %841 = xor i1 %277, %836
  %842 = and i1 %831, %841
  %843 = zext i1 %837 to i32
  %844 = select i1 %36, i32 %205, i32 0
  %845 = select i1 %36, i32 %204, i32 0
  %846 = select i1 %36, i32 %203, i32 0
  %847 = select i1 %36, i32 %202, i32 0
  %848 = zext i1 %838 to i32
  %849 = zext i1 %839 to i32
  %850 = zext i1 %840 to i32
  %851 = zext i1 %842 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %843, i32 %844, i32 %845, i32 %846, i32 %847, ptr addrspace(1) %821, i32 %848, i32 %849, i32 %850, i32 %851) #4
  %852 = or disjoint i32 %273, 68
  %853 = add i32 %272, %852
  %854 = sext i32 %853 to i64
  %855 = getelementptr float, ptr addrspace(1) %2, i64 %854
  %856 = icmp slt i32 %852, %4
  %857 = and i1 %277, %856
  %858 = or disjoint i32 %273, 69
  %859 = icmp slt i32 %858, %4
  %860 = and i1 %277, %859
  %861 = or disjoint i32 %273, 70
  %862 = icmp slt i32 %861, %4
  %863 = and i1 %277, %862
  %864 = or disjoint i32 %273, 71
  %865 = icmp slt i32 %864, %4
  %866 = ptrtoint ptr addrspace(1) %855 to i64
  %867 = and i64 %866, 15
  %868 = icmp eq i64 %867, 0
  %869 = and i1 %857, %868
  %870 = and i1 %862, %869
  %871 = and i1 %865, %869
  %872 = xor i1 %857, %871
  %873 = xor i1 %860, %871
  %874 = xor i1 %863, %871
  %875 = xor i1 %277, %870
  %876 = and i1 %865, %875
  %877 = zext i1 %871 to i32
  %878 = select i1 %36, i32 %201, i32 0
  %879 = select i1 %36, i32 %200, i32 0
  %880 = select i1 %36, i32 %199, i32 0
  %881 = select i1 %36, i32 %198, i32 0
  %882 = zext i1 %872 to i32
  %883 = zext i1 %873 to i32
  %884 = zext i1 %874 to i32
  %885 = zext i1 %876 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %877, i32 %878, i32 %879, i32 %880, i32 %881, ptr addrspace(1) %855, i32 %882, i32 %883, i32 %884, i32 %885) #4
  %886 = or disjoint i32 %273, 72
  %887 = add i32 %272, %886
  %888 = sext i32 %887 to i64
  %889 = getelementptr float, ptr addrspace(1) %2, i64 %888
  %890 = icmp slt i32 %886, %4
  %891 = and i1 %277, %890
  %892 = or disjoint i32 %273, 73
  %893 = icmp slt i32 %892, %4
  %894 = and i1 %277, %893
  %895 = or disjoint i32 %273, 74
  %896 = icmp slt i32 %895, %4
  %897 = and i1 %277, %896
  %898 = or disjoint i32 %273, 75
  %899 = icmp slt i32 %898, %4
  %900 = ptrtoint ptr addrspace(1) %889 to i64
  %901 = and i64 %900, 15
  %902 = icmp eq i64 %901, 0
  %903 = and i1 %891, %902
  %904 = and i1 %896, %903
  %905 = and i1 %899, %903
  %906 = xor i1 %891, %905
  %907 = xor i1 %894, %905
  %908 = xor i1 %897, %905
  %909 = xor i1 %277, %904
  %910 = and i1 %899, %909
  %911 = zext i1 %905 to i32
  %912 = select i1 %36, i32 %197, i32 0
  %913 = select i1 %36, i32 %196, i32 0
  %914 = select i1 %36, i32 %195, i32 0
  %915 = select i1 %36, i32 %194, i32 0
  %916 = zext i1 %906 to i32
  %917 = zext i1 %907 to i32
  %918 = zext i1 %908 to i32
  %919 = zext i1 %910 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %911, i32 %912, i32 %913, i32 %914, i32 %915, ptr addrspace(1) %889, i32 %916, i32 %917, i32 %918, i32 %919) #4
  %920 = or disjoint i32 %273, 76
  %921 = add i32 %272, %920
  %922 = sext i32 %921 to i64
  %923 = getelementptr float, ptr addrspace(1) %2, i64 %922
  %924 = icmp slt i32 %920, %4
  %925 = and i1 %277, %924
  %926 = or disjoint i32 %273, 77
  %927 = icmp slt i32 %926, %4
  %928 = and i1 %277, %927
  %929 = or disjoint i32 %273, 78
  %930 = icmp slt i32 %929, %4
  %931 = and i1 %277, %930
  %932 = or disjoint i32 %273, 79
  %933 = icmp slt i32 %932, %4
  %934 = ptrtoint ptr addrspace(1) %923 to i64
  %935 = and i64 %934, 15
  %936 = icmp eq i64 %935, 0
  %937 = and i1 %925, %936
  %938 = and i1 %930, %937
  %939 = and i1 %933, %937
  %940 = xor i1 %925, %939
  %941 = xor i1 %928, %939
  %942 = xor i1 %931, %939
  %943 = xor i1 %277, %938
  %944 = and i1 %933, %943
  %945 = zext i1 %939 to i32
  %946 = select i1 %36, i32 %193, i32 0
  %947 = select i1 %36, i32 %192, i32 0
  %948 = select i1 %36, i32 %191, i32 0
  %949 = select i1 %36, i32 %190, i32 0
  %950 = zext i1 %940 to i32
  %951 = zext i1 %941 to i32
  %952 = zext i1 %942 to i32
  %953 = zext i1 %944 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %945, i32 %946, i32 %947, i32 %948, i32 %949, ptr addrspace(1) %923, i32 %950, i32 %951, i32 %952, i32 %953) #4
  %954 = or disjoint i32 %273, 80
  %955 = add i32 %272, %954
  %956 = sext i32 %955 to i64
  %957 = getelementptr float, ptr addrspace(1) %2, i64 %956
  %958 = icmp slt i32 %954, %4
  %959 = and i1 %277, %958
  %960 = or disjoint i32 %273, 81
  %961 = icmp slt i32 %960, %4
  %962 = and i1 %277, %961
  %963 = or disjoint i32 %273, 82
  %964 = icmp slt i32 %963, %4
  %965 = and i1 %277, %964
  %966 = or disjoint i32 %273, 83
  %967 = icmp slt i32 %966, %4
  %968 = ptrtoint ptr addrspace(1) %957 to i64
  %969 = and i64 %968, 15
  %970 = icmp eq i64 %969, 0
  %971 = and i1 %959, %970
  %972 = and i1 %964, %971
  %973 = and i1 %967, %971
  %974 = xor i1 %959, %973
  %975 = xor i1 %962, %973
  %976 = xor i1 %965, %973
  %977 = xor i1 %277, %972
  %978 = and i1 %967, %977
  %979 = zext i1 %973 to i32
  %980 = select i1 %36, i32 %189, i32 0
  %981 = select i1 %36, i32 %188, i32 0
  %982 = select i1 %36, i32 %187, i32 0
  %983 = select i1 %36, i32 %186, i32 0
  %984 = zext i1 %974 to i32
  %985 = zext i1 %975 to i32
  %986 = zext i1 %976 to i32
  %987 = zext i1 %978 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %979, i32 %980, i32 %981, i32 %982, i32 %983, ptr addrspace(1) %957, i32 %984, i32 %985, i32 %986, i32 %987) #4
  %988 = or disjoint i32 %273, 84
  %989 = add i32 %272, %988
  %990 = sext i32 %989 to i64
  %991 = getelementptr float, ptr addrspace(1) %2, i64 %990
  %992 = icmp slt i32 %988, %4
  %993 = and i1 %277, %992
  %994 = or disjoint i32 %273, 85
  %995 = icmp slt i32 %994, %4
  %996 = and i1 %277, %995
  %997 = or disjoint i32 %273, 86
  %998 = icmp slt i32 %997, %4
  %999 = and i1 %277, %998
  %1000 = or disjoint i32 %273, 87
  %1001 = icmp slt i32 %1000, %4
  %1002 = ptrtoint ptr addrspace(1) %991 to i64
  %1003 = and i64 %1002, 15
  %1004 = icmp eq i64 %1003, 0
  %1005 = and i1 %993, %1004
  %1006 = and i1 %998, %1005
  %1007 = and i1 %1001, %1005
  %1008 = xor i1 %993, %1007
  %1009 = xor i1 %996, %1007
  %1010 = xor i1 %999, %1007
  %1011 = xor i1 %277, %1006
  %1012 = and i1 %1001, %1011
  %1013 = zext i1 %1007 to i32
  %1014 = select i1 %36, i32 %185, i32 0
  %1015 = select i1 %36, i32 %184, i32 0
  %1016 = select i1 %36, i32 %183, i32 0
  %1017 = select i1 %36, i32 %182, i32 0
  %1018 = zext i1 %1008 to i32
  %1019 = zext i1 %1009 to i32
  %1020 = zext i1 %1010 to i32
  %1021 = zext i1 %1012 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1013, i32 %1014, i32 %1015, i32 %1016, i32 %1017, ptr addrspace(1) %991, i32 %1018, i32 %1019, i32 %1020, i32 %1021) #4
  %1022 = or disjoint i32 %273, 88
  %1023 = add i32 %272, %1022
  %1024 = sext i32 %1023 to i64
  %1025 = getelementptr float, ptr addrspace(1) %2, i64 %1024
  %1026 = icmp slt i32 %1022, %4
  %1027 = and i1 %277, %1026
  %1028 = or disjoint i32 %273, 89
  %1029 = icmp slt i32 %1028, %4
  %1030 = and i1 %277, %1029
  %1031 = or disjoint i32 %273, 90
  %1032 = icmp slt i32 %1031, %4
  %1033 = and i1 %277, %1032
  %1034 = or disjoint i32 %273, 91
  %1035 = icmp slt i32 %1034, %4
  %1036 = ptrtoint ptr addrspace(1) %1025 to i64
  %1037 = and i64 %1036, 15
  %1038 = icmp eq i64 %1037, 0
  %1039 = and i1 %1027, %1038
  %1040 = and i1 %1032, %1039
  %1041 = and i1 %1035, %1039
  %1042 = xor i1 %1027, %1041
  %1043 = xor i1 %1030, %1041
  %1044 = xor i1 %1033, %1041
  %1045 = xor i1 %277, %1040
  %1046 = and i1 %1035, %1045
  %1047 = zext i1 %1041 to i32
  %1048 = select i1 %36, i32 %181, i32 0
  %1049 = select i1 %36, i32 %180, i32 0
  %1050 = select i1 %36, i32 %179, i32 0
  %1051 = select i1 %36, i32 %178, i32 0
  %1052 = zext i1 %1042 to i32
  %1053 = zext i1 %1043 to i32
  %1054 = zext i1 %1044 to i32
  %1055 = zext i1 %1046 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1047, i32 %1048, i32 %1049, i32 %1050, i32 %1051, ptr addrspace(1) %1025, i32 %1052, i32 %1053, i32 %1054, i32 %1055) #4
  %1056 = or disjoint i32 %273, 92
  %1057 = add i32 %272, %1056
  %1058 = sext i32 %1057 to i64
  %1059 = getelementptr float, ptr addrspace(1) %2, i64 %1058
  %1060 = icmp slt i32 %1056, %4
  %1061 = and i1 %277, %1060
  %1062 = or disjoint i32 %273, 93
  %1063 = icmp slt i32 %1062, %4
  %1064 = and i1 %277, %1063
  %1065 = or disjoint i32 %273, 94
  %1066 = icmp slt i32 %1065, %4
  %1067 = and i1 %277, %1066
  %1068 = or disjoint i32 %273, 95
  %1069 = icmp slt i32 %1068, %4
  %1070 = ptrtoint ptr addrspace(1) %1059 to i64
  %1071 = and i64 %1070, 15
  %1072 = icmp eq i64 %1071, 0
  %1073 = and i1 %1061, %1072
  %1074 = and i1 %1066, %1073
  %1075 = and i1 %1069, %1073
  %1076 = xor i1 %1061, %1075
  %1077 = xor i1 %1064, %1075
  %1078 = xor i1 %1067, %1075
  %1079 = xor i1 %277, %1074
  %1080 = and i1 %1069, %1079
  %1081 = zext i1 %1075 to i32
  %1082 = select i1 %36, i32 %177, i32 0
  %1083 = select i1 %36, i32 %176, i32 0
  %1084 = select i1 %36, i32 %175, i32 0
  %1085 = select i1 %36, i32 %174, i32 0
  %1086 = zext i1 %1076 to i32
  %1087 = zext i1 %1077 to i32
  %1088 = zext i1 %1078 to i32
  %1089 = zext i1 %1080 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1081, i32 %1082, i32 %1083, i32 %1084, i32 %1085, ptr addrspace(1) %1059, i32 %1086, i32 %1087, i32 %1088, i32 %1089) #4
  %1090 = or disjoint i32 %273, 96
  %1091 = add i32 %272, %1090
  %1092 = sext i32 %1091 to i64
  %1093 = getelementptr float, ptr addrspace(1) %2, i64 %1092
  %1094 = icmp slt i32 %1090, %4
  %1095 = and i1 %277, %1094
  %1096 = or disjoint i32 %273, 97
  %1097 = icmp slt i32 %1096, %4
  %1098 = and i1 %277, %1097
  %1099 = or disjoint i32 %273, 98
  %1100 = icmp slt i32 %1099, %4
  %1101 = and i1 %277, %1100
  %1102 = or disjoint i32 %273, 99
  %1103 = icmp slt i32 %1102, %4
  %1104 = ptrtoint ptr addrspace(1) %1093 to i64
  %1105 = and i64 %1104, 15
  %1106 = icmp eq i64 %1105, 0
  %1107 = and i1 %1095, %1106
  %1108 = and i1 %1100, %1107
  %1109 = and i1 %1103, %1107
  %1110 = xor i1 %1095, %1109
  %1111 = xor i1 %1098, %1109
  %1112 = xor i1 %1101, %1109
  %1113 = xor i1 %277, %1108
  %1114 = and i1 %1103, %1113
  %1115 = zext i1 %1109 to i32
  %1116 = select i1 %36, i32 %173, i32 0
  %1117 = select i1 %36, i32 %172, i32 0
  %1118 = select i1 %36, i32 %171, i32 0
  %1119 = select i1 %36, i32 %170, i32 0
  %1120 = zext i1 %1110 to i32
  %1121 = zext i1 %1111 to i32
  %1122 = zext i1 %1112 to i32
  %1123 = zext i1 %1114 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1115, i32 %1116, i32 %1117, i32 %1118, i32 %1119, ptr addrspace(1) %1093, i32 %1120, i32 %1121, i32 %1122, i32 %1123) #4
  %1124 = or disjoint i32 %273, 100
  %1125 = add i32 %272, %1124
  %1126 = sext i32 %1125 to i64
  %1127 = getelementptr float, ptr addrspace(1) %2, i64 %1126
  %1128 = icmp slt i32 %1124, %4
  %1129 = and i1 %277, %1128
  %1130 = or disjoint i32 %273, 101
  %1131 = icmp slt i32 %1130, %4
  %1132 = and i1 %277, %1131
  %1133 = or disjoint i32 %273, 102
  %1134 = icmp slt i32 %1133, %4
  %1135 = and i1 %277, %1134
  %1136 = or disjoint i32 %273, 103
  %1137 = icmp slt i32 %1136, %4
  %1138 = ptrtoint ptr addrspace(1) %1127 to i64
  %1139 = and i64 %1138, 15
  %1140 = icmp eq i64 %1139, 0
  %1141 = and i1 %1129, %1140
  %1142 = and i1 %1134, %1141
  %1143 = and i1 %1137, %1141
  %1144 = xor i1 %1129, %1143
  %1145 = xor i1 %1132, %1143
  %1146 = xor i1 %1135, %1143
  %1147 = xor i1 %277, %1142
  %1148 = and i1 %1137, %1147
  %1149 = zext i1 %1143 to i32
  %1150 = select i1 %36, i32 %169, i32 0
  %1151 = select i1 %36, i32 %168, i32 0
  %1152 = select i1 %36, i32 %167, i32 0
  %1153 = select i1 %36, i32 %166, i32 0
  %1154 = zext i1 %1144 to i32
  %1155 = zext i1 %1145 to i32
  %1156 = zext i1 %1146 to i32
  %1157 = zext i1 %1148 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1149, i32 %1150, i32 %1151, i32 %1152, i32 %1153, ptr addrspace(1) %1127, i32 %1154, i32 %1155, i32 %1156, i32 %1157) #4
  %1158 = or disjoint i32 %273, 104
  %1159 = add i32 %272, %1158
  %1160 = sext i32 %1159 to i64
  %1161 = getelementptr float, ptr addrspace(1) %2, i64 %1160
  %1162 = icmp slt i32 %1158, %4
  %1163 = and i1 %277, %1162
  %1164 = or disjoint i32 %273, 105
  %1165 = icmp slt i32 %1164, %4
  %1166 = and i1 %277, %1165
  %1167 = or disjoint i32 %273, 106
  %1168 = icmp slt i32 %1167, %4
  %1169 = and i1 %277, %1168
  %1170 = or disjoint i32 %273, 107
  %1171 = icmp slt i32 %1170, %4
  %1172 = ptrtoint ptr addrspace(1) %1161 to i64
  %1173 = and i64 %1172, 15
  %1174 = icmp eq i64 %1173, 0
  %1175 = and i1 %1163, %1174
  %1176 = and i1 %1168, %1175
  %1177 = and i1 %1171, %1175
  %1178 = xor i1 %1163, %1177
  %1179 = xor i1 %1166, %1177
  %1180 = xor i1 %1169, %1177
  %1181 = xor i1 %277, %1176
  %1182 = and i1 %1171, %1181
  %1183 = zext i1 %1177 to i32
  %1184 = select i1 %36, i32 %165, i32 0
  %1185 = select i1 %36, i32 %164, i32 0
  %1186 = select i1 %36, i32 %163, i32 0
  %1187 = select i1 %36, i32 %162, i32 0
  %1188 = zext i1 %1178 to i32
  %1189 = zext i1 %1179 to i32
  %1190 = zext i1 %1180 to i32
  %1191 = zext i1 %1182 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1183, i32 %1184, i32 %1185, i32 %1186, i32 %1187, ptr addrspace(1) %1161, i32 %1188, i32 %1189, i32 %1190, i32 %1191) #4
  %1192 = or disjoint i32 %273, 108
  %1193 = add i32 %272, %1192
  %1194 = sext i32 %1193 to i64
  %1195 = getelementptr float, ptr addrspace(1) %2, i64 %1194
  %1196 = icmp slt i32 %1192, %4
  %1197 = and i1 %277, %1196
  %1198 = or disjoint i32 %273, 109
  %1199 = icmp slt i32 %1198, %4
  %1200 = and i1 %277, %1199
  %1201 = or disjoint i32 %273, 110
  %1202 = icmp slt i32 %1201, %4
  %1203 = and i1 %277, %1202
  %1204 = or disjoint i32 %273, 111
  %1205 = icmp slt i32 %1204, %4
  %1206 = ptrtoint ptr addrspace(1) %1195 to i64
  %1207 = and i64 %1206, 15
  %1208 = icmp eq i64 %1207, 0
  %1209 = and i1 %1197, %1208
  %1210 = and i1 %1202, %1209
  %1211 = and i1 %1205, %1209
  %1212 = xor i1 %1197, %1211
  %1213 = xor i1 %1200, %1211
  %1214 = xor i1 %1203, %1211
  %1215 = xor i1 %277, %1210
  %1216 = and i1 %1205, %1215
  %1217 = zext i1 %1211 to i32
  %1218 = select i1 %36, i32 %161, i32 0
  %1219 = select i1 %36, i32 %160, i32 0
  %1220 = select i1 %36, i32 %159, i32 0
  %1221 = select i1 %36, i32 %158, i32 0
  %1222 = zext i1 %1212 to i32
  %1223 = zext i1 %1213 to i32
  %1224 = zext i1 %1214 to i32
  %1225 = zext i1 %1216 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1217, i32 %1218, i32 %1219, i32 %1220, i32 %1221, ptr addrspace(1) %1195, i32 %1222, i32 %1223, i32 %1224, i32 %1225) #4
  %1226 = or disjoint i32 %273, 112
  %1227 = add i32 %272, %1226
  %1228 = sext i32 %1227 to i64
  %1229 = getelementptr float, ptr addrspace(1) %2, i64 %1228
  %1230 = icmp slt i32 %1226, %4
  %1231 = and i1 %277, %1230
  %1232 = or disjoint i32 %273, 113
  %1233 = icmp slt i32 %1232, %4
  %1234 = and i1 %277, %1233
  %1235 = or disjoint i32 %273, 114
  %1236 = icmp slt i32 %1235, %4
  %1237 = and i1 %277, %1236
  %1238 = or disjoint i32 %273, 115
  %1239 = icmp slt i32 %1238, %4
  %1240 = ptrtoint ptr addrspace(1) %1229 to i64
  %1241 = and i64 %1240, 15
  %1242 = icmp eq i64 %1241, 0
  %1243 = and i1 %1231, %1242
  %1244 = and i1 %1236, %1243
  %1245 = and i1 %1239, %1243
  %1246 = xor i1 %1231, %1245
  %1247 = xor i1 %1234, %1245
  %1248 = xor i1 %1237, %1245
  %1249 = xor i1 %277, %1244
  %1250 = and i1 %1239, %1249
  %1251 = zext i1 %1245 to i32
  %1252 = select i1 %36, i32 %157, i32 0
  %1253 = select i1 %36, i32 %156, i32 0
  %1254 = select i1 %36, i32 %155, i32 0
  %1255 = select i1 %36, i32 %154, i32 0
  %1256 = zext i1 %1246 to i32
  %1257 = zext i1 %1247 to i32
  %1258 = zext i1 %1248 to i32
  %1259 = zext i1 %1250 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1251, i32 %1252, i32 %1253, i32 %1254, i32 %1255, ptr addrspace(1) %1229, i32 %1256, i32 %1257, i32 %1258, i32 %1259) #4
  %1260 = or disjoint i32 %273, 116
  %1261 = add i32 %272, %1260
  %1262 = sext i32 %1261 to i64
  %1263 = getelementptr float, ptr addrspace(1) %2, i64 %1262
  %1264 = icmp slt i32 %1260, %4
  %1265 = and i1 %277, %1264
  %1266 = or disjoint i32 %273, 117
  %1267 = icmp slt i32 %1266, %4
  %1268 = and i1 %277, %1267
  %1269 = or disjoint i32 %273, 118
  %1270 = icmp slt i32 %1269, %4
  %1271 = and i1 %277, %1270
  %1272 = or disjoint i32 %273, 119
  %1273 = icmp slt i32 %1272, %4
  %1274 = ptrtoint ptr addrspace(1) %1263 to i64
  %1275 = and i64 %1274, 15
  %1276 = icmp eq i64 %1275, 0
  %1277 = and i1 %1265, %1276
  %1278 = and i1 %1270, %1277
  %1279 = and i1 %1273, %1277
  %1280 = xor i1 %1265, %1279
  %1281 = xor i1 %1268, %1279
  %1282 = xor i1 %1271, %1279
  %1283 = xor i1 %277, %1278
  %1284 = and i1 %1273, %1283
  %1285 = zext i1 %1279 to i32
  %1286 = select i1 %36, i32 %153, i32 0
  %1287 = select i1 %36, i32 %152, i32 0
  %1288 = select i1 %36, i32 %151, i32 0
  %1289 = select i1 %36, i32 %150, i32 0
  %1290 = zext i1 %1280 to i32
  %1291 = zext i1 %1281 to i32
  %1292 = zext i1 %1282 to i32
  %1293 = zext i1 %1284 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1285, i32 %1286, i32 %1287, i32 %1288, i32 %1289, ptr addrspace(1) %1263, i32 %1290, i32 %1291, i32 %1292, i32 %1293) #4
  %1294 = or disjoint i32 %273, 120
  %1295 = add i32 %272, %1294
  %1296 = sext i32 %1295 to i64
  %1297 = getelementptr float, ptr addrspace(1) %2, i64 %1296
  %1298 = icmp slt i32 %1294, %4
  %1299 = and i1 %277, %1298
  %1300 = or disjoint i32 %273, 121
  %1301 = icmp slt i32 %1300, %4
  %1302 = and i1 %277, %1301
  %1303 = or disjoint i32 %273, 122
  %1304 = icmp slt i32 %1303, %4
  %1305 = and i1 %277, %1304
  %1306 = or disjoint i32 %273, 123
  %1307 = icmp slt i32 %1306, %4
  %1308 = ptrtoint ptr addrspace(1) %1297 to i64
  %1309 = and i64 %1308, 15
  %1310 = icmp eq i64 %1309, 0
  %1311 = and i1 %1299, %1310
  %1312 = and i1 %1304, %1311
  %1313 = and i1 %1307, %1311
  %1314 = xor i1 %1299, %1313
  %1315 = xor i1 %1302, %1313
  %1316 = xor i1 %1305, %1313
  %1317 = xor i1 %277, %1312
  %1318 = and i1 %1307, %1317
  %1319 = zext i1 %1313 to i32
  %1320 = select i1 %36, i32 %149, i32 0
  %1321 = select i1 %36, i32 %148, i32 0
  %1322 = select i1 %36, i32 %147, i32 0
  %1323 = select i1 %36, i32 %146, i32 0
  %1324 = zext i1 %1314 to i32
  %1325 = zext i1 %1315 to i32
  %1326 = zext i1 %1316 to i32
  %1327 = zext i1 %1318 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1319, i32 %1320, i32 %1321, i32 %1322, i32 %1323, ptr addrspace(1) %1297, i32 %1324, i32 %1325, i32 %1326, i32 %1327) #4
  %1328 = or disjoint i32 %273, 124
  %1329 = add i32 %272, %1328
  %1330 = sext i32 %1329 to i64
  %1331 = getelementptr float, ptr addrspace(1) %2, i64 %1330
  %1332 = icmp slt i32 %1328, %4
  %1333 = and i1 %277, %1332
  %1334 = or disjoint i32 %273, 125
  %1335 = icmp slt i32 %1334, %4
  %1336 = and i1 %277, %1335
  %1337 = or disjoint i32 %273, 126
  %1338 = icmp slt i32 %1337, %4
  %1339 = and i1 %277, %1338
  %1340 = or disjoint i32 %7, %24
  %1341 = or i32 %1340, 127
  %1342 = icmp slt i32 %1341, %4
  %1343 = ptrtoint ptr addrspace(1) %1331 to i64
  %1344 = and i64 %1343, 15
  %1345 = icmp eq i64 %1344, 0
  %1346 = and i1 %1333, %1345
  %1347 = and i1 %1338, %1346
  %1348 = and i1 %1342, %1347
  %1349 = xor i1 %1333, %1348
  %1350 = xor i1 %1336, %1348
  %1351 = xor i1 %1339, %1348
  %1352 = xor i1 %277, %1347
  %1353 = and i1 %1342, %1352
  %1354 = zext i1 %1348 to i32
  %1355 = select i1 %36, i32 %145, i32 0
  %1356 = select i1 %36, i32 %144, i32 0
  %1357 = select i1 %36, i32 %143, i32 0
  %1358 = select i1 %36, i32 %142, i32 0
  %1359 = zext i1 %1349 to i32
  %1360 = zext i1 %1350 to i32
  %1361 = zext i1 %1351 to i32
  %1362 = zext i1 %1353 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1354, i32 %1355, i32 %1356, i32 %1357, i32 %1358, ptr addrspace(1) %1331, i32 %1359, i32 %1360, i32 %1361, i32 %1362) #4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
