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
  %.decomposed16 = sub i32 %.decomposed, %21
  %22 = add nuw i32 %.decomposed16, %16
  %23 = shl i32 %22, 7
  %24 = shl i32 %20, 8
  %25 = icmp eq i32 %7, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98304) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98304) to i32), i32 16)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %27

27:                                               ; preds = %26, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %28, label %29

28:                                               ; preds = %27
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98336) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98336) to i32), i32 16)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %29

29:                                               ; preds = %28, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %30, label %31

30:                                               ; preds = %29
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98368) to i32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %31

31:                                               ; preds = %30, %29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %32 = icmp samesign ult i32 %7, 32
  br i1 %32, label %33, label %34

33:                                               ; preds = %31
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98384) to i32)) #4
  br label %34

34:                                               ; preds = %33, %31
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %35 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98384) to i32)) #4
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
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98320) to i32), i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 81920) to i32), i64 %43, i32 64, i32 %23, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98320) to i32)) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 32768) to i32), i64 %42, i32 64, i32 %24, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98320) to i32)) #4
  br label %.critedge4

.critedge4:                                       ; preds = %.critedge1, %.critedge3
  br i1 %36, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %.critedge4
  %44 = ptrtoint ptr %0 to i64
  %45 = ptrtoint ptr %1 to i64
  br label %46

46:                                               ; preds = %.lr.ph, %.critedge13
  %47 = phi i32 [ 0, %.lr.ph ], [ %88, %.critedge13 ]
  %48 = lshr exact i32 %47, 6
  %49 = and i32 %48, 1
  %50 = lshr i32 %47, 7
  %51 = and i32 %50, 1
  %52 = shl nuw nsw i32 %49, 4
  br i1 %25, label %53, label %.loopexit

53:                                               ; preds = %46
  %54 = zext nneg i32 %52 to i64
  %55 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98304), i64 %54
  %56 = ptrtoint ptr addrspace(3) %55 to i64
  %57 = trunc i64 %56 to i32
  br label %58

58:                                               ; preds = %58, %53
  %59 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %57, i32 %51) #4
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %58, label %.loopexit

.loopexit:                                        ; preds = %58, %46
  %61 = icmp ne i32 %47, 0
  br i1 %25, label %62, label %.critedge6

62:                                               ; preds = %.loopexit
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
  %84 = zext nneg i32 %52 to i64
  %85 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98336), i64 %84
  %86 = ptrtoint ptr addrspace(3) %85 to i64
  %87 = trunc i64 %86 to i32
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %87) #4
  br label %.critedge6

.critedge6:                                       ; preds = %.loopexit, %62
  %88 = add i32 %47, 64
  %89 = icmp slt i32 %88, %5
  %90 = and i1 %61, %89
  br i1 %90, label %91, label %.critedge13

91:                                               ; preds = %.critedge6
  %92 = add nsw i32 %48, -1
  %93 = and i32 %92, 1
  %94 = lshr i32 %92, 1
  %95 = and i32 %94, 1
  br i1 %25, label %96, label %.critedge13

96:                                               ; preds = %91
  %97 = shl nuw nsw i32 %93, 4
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98336), i64 %98
  %100 = ptrtoint ptr addrspace(3) %99 to i64
  %101 = trunc i64 %100 to i32
  br label %102

102:                                              ; preds = %102, %96
  %103 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %101, i32 %95) #4
  %104 = icmp eq i32 %103, 0
  br i1 %104, label %102, label %.critedge8

.critedge8:                                       ; preds = %102
  %105 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98304), i64 %98
  %106 = ptrtoint ptr addrspace(3) %105 to i64
  %107 = trunc i64 %106 to i32
  %108 = shl nuw nsw i32 %93, 14
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 65536), i64 %109
  %111 = ptrtoint ptr addrspace(3) %110 to i64
  %112 = trunc i64 %111 to i32
  %113 = shl nuw nsw i32 %93, 15
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 %114
  %116 = ptrtoint ptr addrspace(3) %115 to i64
  %117 = trunc i64 %116 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %107, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %112, i64 %44, i32 %88, i32 %23, i32 %107) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %117, i64 %45, i32 %88, i32 %24, i32 %107) #4
  br label %.critedge13

.critedge13:                                      ; preds = %91, %.critedge8, %.critedge6
  br i1 %89, label %46, label %._crit_edge

._crit_edge:                                      ; preds = %.critedge13, %.critedge4
  br i1 %25, label %118, label %.preheader

118:                                              ; preds = %._crit_edge
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98368) to i32)) #4
  br label %.preheader

.preheader:                                       ; preds = %118, %._crit_edge
  br label %119

119:                                              ; preds = %.preheader, %119
  %120 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98368) to i32), i32 0) #4
  %121 = icmp eq i32 %120, 0
  br i1 %121, label %119, label %122

122:                                              ; preds = %119
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %123 = and i32 %7, 128
  %124 = shl nuw nsw i32 %7, 16
  %125 = and i32 %124, 6291456
  %126 = or disjoint i32 %125, %123
  %127 = add i32 %126, %35
  %128 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %127) #4
  %129 = add i32 %127, 32
  %130 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %129) #4
  %131 = add i32 %127, 64
  %132 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %131) #4
  %133 = add i32 %127, 96
  %134 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %133) #4
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %32, label %135, label %136

135:                                              ; preds = %122
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %35) #4
  br label %136

136:                                              ; preds = %135, %122
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %137, label %138

137:                                              ; preds = %136
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98304) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98304) to i32), i32 16)) #4
  br label %138

138:                                              ; preds = %137, %136
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %139, label %140

139:                                              ; preds = %138
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98336) to i32)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98336) to i32), i32 16)) #4
  br label %140

140:                                              ; preds = %139, %138
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %141, label %142

141:                                              ; preds = %140
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 98368) to i32)) #4
  br label %142

142:                                              ; preds = %141, %140
  %143 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 31
  %144 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 30
  %145 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 29
  %146 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 28
  %147 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 27
  %148 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 26
  %149 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 25
  %150 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 24
  %151 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 23
  %152 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 22
  %153 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 21
  %154 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 20
  %155 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 19
  %156 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 18
  %157 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 17
  %158 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 16
  %159 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 15
  %160 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 14
  %161 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 13
  %162 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 12
  %163 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 11
  %164 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 10
  %165 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 9
  %166 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 8
  %167 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 7
  %168 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 6
  %169 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 5
  %170 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 4
  %171 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 3
  %172 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 2
  %173 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 1
  %174 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %134, 0
  %175 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 31
  %176 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 30
  %177 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 29
  %178 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 28
  %179 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 27
  %180 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 26
  %181 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 25
  %182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 24
  %183 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 23
  %184 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 22
  %185 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 21
  %186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 20
  %187 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 19
  %188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 18
  %189 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 17
  %190 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 16
  %191 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 15
  %192 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 14
  %193 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 13
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 12
  %195 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 11
  %196 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 10
  %197 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 9
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 8
  %199 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 7
  %200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 6
  %201 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 5
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 4
  %203 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 3
  %204 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 2
  %205 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 1
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %132, 0
  %207 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 31
  %208 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 30
  %209 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 29
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 28
  %211 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 27
  %212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 26
  %213 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 25
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 24
  %215 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 23
  %216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 22
  %217 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 21
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 20
  %219 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 19
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 18
  %221 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 17
  %222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 16
  %223 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 15
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 14
  %225 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 13
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 12
  %227 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 11
  %228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 10
  %229 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 9
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 8
  %231 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 7
  %232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 6
  %233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 5
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 4
  %235 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 3
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 2
  %237 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 1
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %130, 0
  %239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 31
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 30
  %241 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 29
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 28
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 27
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 26
  %245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 25
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 24
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 23
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 22
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 21
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 20
  %251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 19
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 18
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 17
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 16
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 15
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 14
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 13
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 12
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 11
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 10
  %261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 9
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 8
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 7
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 6
  %265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 5
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 4
  %267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 3
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 2
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 1
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %128, 0
  %271 = and i32 %7, 127
  %272 = or disjoint i32 %23, %271
  %273 = mul i32 %272, %4
  %274 = or disjoint i32 %24, %123
  %275 = add i32 %273, %274
  %276 = sext i32 %275 to i64
  %277 = getelementptr float, ptr addrspace(1) %2, i64 %276
  %278 = icmp slt i32 %272, %3
  %279 = icmp slt i32 %274, %4
  %280 = and i1 %278, %279
  %281 = or disjoint i32 %274, 1
  %282 = icmp slt i32 %281, %4
  %283 = and i1 %278, %282
  %284 = or disjoint i32 %274, 2
  %285 = icmp slt i32 %284, %4
  %286 = and i1 %278, %285
  %287 = or disjoint i32 %274, 3
  %288 = icmp slt i32 %287, %4
  %289 = ptrtoint ptr addrspace(1) %277 to i64
  %290 = and i64 %289, 15
  %291 = icmp eq i64 %290, 0
  %292 = and i1 %280, %291
  %293 = and i1 %285, %292
  %294 = and i1 %288, %292
  %295 = xor i1 %280, %294
  %296 = xor i1 %283, %294
  %297 = xor i1 %286, %294
  %298 = xor i1 %278, %293
  %299 = and i1 %288, %298
  %300 = zext i1 %294 to i32
  %301 = select i1 %36, i32 %270, i32 0
  %302 = select i1 %36, i32 %269, i32 0
  %303 = select i1 %36, i32 %268, i32 0
  %304 = select i1 %36, i32 %267, i32 0
  %305 = zext i1 %295 to i32
  %306 = zext i1 %296 to i32
  %307 = zext i1 %297 to i32
  %308 = zext i1 %299 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %300, i32 %301, i32 %302, i32 %303, i32 %304, ptr addrspace(1) %277, i32 %305, i32 %306, i32 %307, i32 %308) #4
  %309 = or disjoint i32 %274, 4
  %310 = add i32 %273, %309
  %311 = sext i32 %310 to i64
  %312 = getelementptr float, ptr addrspace(1) %2, i64 %311
  %313 = icmp slt i32 %309, %4
  %314 = and i1 %278, %313
  %315 = or disjoint i32 %274, 5
  %316 = icmp slt i32 %315, %4
  %317 = and i1 %278, %316
  %318 = or disjoint i32 %274, 6
  %319 = icmp slt i32 %318, %4
  %320 = and i1 %278, %319
  %321 = or disjoint i32 %274, 7
  %322 = icmp slt i32 %321, %4
  %323 = ptrtoint ptr addrspace(1) %312 to i64
  %324 = and i64 %323, 15
  %325 = icmp eq i64 %324, 0
  %326 = and i1 %314, %325
  %327 = and i1 %319, %326
  %328 = and i1 %322, %326
  %329 = xor i1 %314, %328
  %330 = xor i1 %317, %328
  %331 = xor i1 %320, %328
  %332 = xor i1 %278, %327
  %333 = and i1 %322, %332
  %334 = zext i1 %328 to i32
  %335 = select i1 %36, i32 %266, i32 0
  %336 = select i1 %36, i32 %265, i32 0
  %337 = select i1 %36, i32 %264, i32 0
  %338 = select i1 %36, i32 %263, i32 0
  %339 = zext i1 %329 to i32
  %340 = zext i1 %330 to i32
  %341 = zext i1 %331 to i32
  %342 = zext i1 %333 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %334, i32 %335, i32 %336, i32 %337, i32 %338, ptr addrspace(1) %312, i32 %339, i32 %340, i32 %341, i32 %342) #4
  %343 = or disjoint i32 %274, 8
  %344 = add i32 %273, %343
  %345 = sext i32 %344 to i64
  %346 = getelementptr float, ptr addrspace(1) %2, i64 %345
  %347 = icmp slt i32 %343, %4
  %348 = and i1 %278, %347
  %349 = or disjoint i32 %274, 9
  %350 = icmp slt i32 %349, %4
  %351 = and i1 %278, %350
  %352 = or disjoint i32 %274, 10
  %353 = icmp slt i32 %352, %4
  %354 = and i1 %278, %353
  %355 = or disjoint i32 %274, 11
  %356 = icmp slt i32 %355, %4
  %357 = ptrtoint ptr addrspace(1) %346 to i64
  %358 = and i64 %357, 15
  %359 = icmp eq i64 %358, 0
  %360 = and i1 %348, %359
  %361 = and i1 %353, %360
  %362 = and i1 %356, %360
  %363 = xor i1 %348, %362
  %364 = xor i1 %351, %362
  %365 = xor i1 %354, %362
  %366 = xor i1 %278, %361
  %367 = and i1 %356, %366
  %368 = zext i1 %362 to i32
  %369 = select i1 %36, i32 %262, i32 0
  %370 = select i1 %36, i32 %261, i32 0
  %371 = select i1 %36, i32 %260, i32 0
  %372 = select i1 %36, i32 %259, i32 0
  %373 = zext i1 %363 to i32
  %374 = zext i1 %364 to i32
  %375 = zext i1 %365 to i32
  %376 = zext i1 %367 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %368, i32 %369, i32 %370, i32 %371, i32 %372, ptr addrspace(1) %346, i32 %373, i32 %374, i32 %375, i32 %376) #4
  %377 = or disjoint i32 %274, 12
  %378 = add i32 %273, %377
  %379 = sext i32 %378 to i64
  %380 = getelementptr float, ptr addrspace(1) %2, i64 %379
  %381 = icmp slt i32 %377, %4
  %382 = and i1 %278, %381
  %383 = or disjoint i32 %274, 13
  %384 = icmp slt i32 %383, %4
  %385 = and i1 %278, %384
  %386 = or disjoint i32 %274, 14
  %387 = icmp slt i32 %386, %4
  %388 = and i1 %278, %387
  %389 = or disjoint i32 %274, 15
  %390 = icmp slt i32 %389, %4
  %391 = ptrtoint ptr addrspace(1) %380 to i64
  %392 = and i64 %391, 15
  %393 = icmp eq i64 %392, 0
  %394 = and i1 %382, %393
  %395 = and i1 %387, %394
  %396 = and i1 %390, %394
  %397 = xor i1 %382, %396
  %398 = xor i1 %385, %396
  %399 = xor i1 %388, %396
  %400 = xor i1 %278, %395
  %401 = and i1 %390, %400
  %402 = zext i1 %396 to i32
  %403 = select i1 %36, i32 %258, i32 0
  %404 = select i1 %36, i32 %257, i32 0
  %405 = select i1 %36, i32 %256, i32 0
  %406 = select i1 %36, i32 %255, i32 0
  %407 = zext i1 %397 to i32
  %408 = zext i1 %398 to i32
  %409 = zext i1 %399 to i32
  %410 = zext i1 %401 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %402, i32 %403, i32 %404, i32 %405, i32 %406, ptr addrspace(1) %380, i32 %407, i32 %408, i32 %409, i32 %410) #4
  %411 = or disjoint i32 %274, 16
  %412 = add i32 %273, %411
  %413 = sext i32 %412 to i64
  %414 = getelementptr float, ptr addrspace(1) %2, i64 %413
  %415 = icmp slt i32 %411, %4
  %416 = and i1 %278, %415
  %417 = or disjoint i32 %274, 17
  %418 = icmp slt i32 %417, %4
  %419 = and i1 %278, %418
  %420 = or disjoint i32 %274, 18
  %421 = icmp slt i32 %420, %4
  %422 = and i1 %278, %421
  %423 = or disjoint i32 %274, 19
  %424 = icmp slt i32 %423, %4
  %425 = ptrtoint ptr addrspace(1) %414 to i64
  %426 = and i64 %425, 15
  %427 = icmp eq i64 %426, 0
  %428 = and i1 %416, %427
  %429 = and i1 %421, %428
  %430 = and i1 %424, %428
  %431 = xor i1 %416, %430
  %432 = xor i1 %419, %430
  %433 = xor i1 %422, %430
  %434 = xor i1 %278, %429
  %435 = and i1 %424, %434
  %436 = zext i1 %430 to i32
  %437 = select i1 %36, i32 %254, i32 0
  %438 = select i1 %36, i32 %253, i32 0
  %439 = select i1 %36, i32 %252, i32 0
  %440 = select i1 %36, i32 %251, i32 0
  %441 = zext i1 %431 to i32
  %442 = zext i1 %432 to i32
  %443 = zext i1 %433 to i32
  %444 = zext i1 %435 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %436, i32 %437, i32 %438, i32 %439, i32 %440, ptr addrspace(1) %414, i32 %441, i32 %442, i32 %443, i32 %444) #4
  %445 = or disjoint i32 %274, 20
  %446 = add i32 %273, %445
  %447 = sext i32 %446 to i64
  %448 = getelementptr float, ptr addrspace(1) %2, i64 %447
  %449 = icmp slt i32 %445, %4
  %450 = and i1 %278, %449
  %451 = or disjoint i32 %274, 21
  %452 = icmp slt i32 %451, %4
  %453 = and i1 %278, %452
  %454 = or disjoint i32 %274, 22
  %455 = icmp slt i32 %454, %4
  %456 = and i1 %278, %455
  %457 = or disjoint i32 %274, 23
  %458 = icmp slt i32 %457, %4
  %459 = ptrtoint ptr addrspace(1) %448 to i64
  %460 = and i64 %459, 15
  %461 = icmp eq i64 %460, 0
  %462 = and i1 %450, %461
  %463 = and i1 %455, %462
  %464 = and i1 %458, %462
  %465 = xor i1 %450, %464
  %466 = xor i1 %453, %464
  %467 = xor i1 %456, %464
  %468 = xor i1 %278, %463
  %469 = and i1 %458, %468
  %470 = zext i1 %464 to i32
  %471 = select i1 %36, i32 %250, i32 0
  %472 = select i1 %36, i32 %249, i32 0
  %473 = select i1 %36, i32 %248, i32 0
  %474 = select i1 %36, i32 %247, i32 0
  %475 = zext i1 %465 to i32
  %476 = zext i1 %466 to i32
  %477 = zext i1 %467 to i32
  %478 = zext i1 %469 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %470, i32 %471, i32 %472, i32 %473, i32 %474, ptr addrspace(1) %448, i32 %475, i32 %476, i32 %477, i32 %478) #4
  %479 = or disjoint i32 %274, 24
  %480 = add i32 %273, %479
  %481 = sext i32 %480 to i64
  %482 = getelementptr float, ptr addrspace(1) %2, i64 %481
  %483 = icmp slt i32 %479, %4
  %484 = and i1 %278, %483
  %485 = or disjoint i32 %274, 25
  %486 = icmp slt i32 %485, %4
  %487 = and i1 %278, %486
  %488 = or disjoint i32 %274, 26
  %489 = icmp slt i32 %488, %4
  %490 = and i1 %278, %489
  %491 = or disjoint i32 %274, 27
  %492 = icmp slt i32 %491, %4
  %493 = ptrtoint ptr addrspace(1) %482 to i64
  %494 = and i64 %493, 15
  %495 = icmp eq i64 %494, 0
  %496 = and i1 %484, %495
  %497 = and i1 %489, %496
  %498 = and i1 %492, %496
  %499 = xor i1 %484, %498
  %500 = xor i1 %487, %498
  %501 = xor i1 %490, %498
  %502 = xor i1 %278, %497
  %503 = and i1 %492, %502
  %504 = zext i1 %498 to i32
  %505 = select i1 %36, i32 %246, i32 0
  %506 = select i1 %36, i32 %245, i32 0
  %507 = select i1 %36, i32 %244, i32 0
  %508 = select i1 %36, i32 %243, i32 0
  %509 = zext i1 %499 to i32
  %510 = zext i1 %500 to i32
  %511 = zext i1 %501 to i32
  %512 = zext i1 %503 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %504, i32 %505, i32 %506, i32 %507, i32 %508, ptr addrspace(1) %482, i32 %509, i32 %510, i32 %511, i32 %512) #4
  %513 = or disjoint i32 %274, 28
  %514 = add i32 %273, %513
  %515 = sext i32 %514 to i64
  %516 = getelementptr float, ptr addrspace(1) %2, i64 %515
  %517 = icmp slt i32 %513, %4
  %518 = and i1 %278, %517
  %519 = or disjoint i32 %274, 29
  %520 = icmp slt i32 %519, %4
  %521 = and i1 %278, %520
  %522 = or disjoint i32 %274, 30
  %523 = icmp slt i32 %522, %4
  %524 = and i1 %278, %523
  %525 = or disjoint i32 %274, 31
  %526 = icmp slt i32 %525, %4
  %527 = ptrtoint ptr addrspace(1) %516 to i64
  %528 = and i64 %527, 15
  %529 = icmp eq i64 %528, 0
  %530 = and i1 %518, %529
  %531 = and i1 %523, %530
  %532 = and i1 %526, %530
  %533 = xor i1 %518, %532
  %534 = xor i1 %521, %532
  %535 = xor i1 %524, %532
  %536 = xor i1 %278, %531
  %537 = and i1 %526, %536
  %538 = zext i1 %532 to i32
  %539 = select i1 %36, i32 %242, i32 0
  %540 = select i1 %36, i32 %241, i32 0
  %541 = select i1 %36, i32 %240, i32 0
  %542 = select i1 %36, i32 %239, i32 0
  %543 = zext i1 %533 to i32
  %544 = zext i1 %534 to i32
  %545 = zext i1 %535 to i32
  %546 = zext i1 %537 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %538, i32 %539, i32 %540, i32 %541, i32 %542, ptr addrspace(1) %516, i32 %543, i32 %544, i32 %545, i32 %546) #4
  %547 = or disjoint i32 %274, 32
  %548 = add i32 %273, %547
  %549 = sext i32 %548 to i64
  %550 = getelementptr float, ptr addrspace(1) %2, i64 %549
  %551 = icmp slt i32 %547, %4
  %552 = and i1 %278, %551
  %553 = or disjoint i32 %274, 33
  %554 = icmp slt i32 %553, %4
  %555 = and i1 %278, %554
  %556 = or disjoint i32 %274, 34
  %557 = icmp slt i32 %556, %4
  %558 = and i1 %278, %557
  %559 = or disjoint i32 %274, 35
  %560 = icmp slt i32 %559, %4
  %561 = ptrtoint ptr addrspace(1) %550 to i64
  %562 = and i64 %561, 15
  %563 = icmp eq i64 %562, 0
  %564 = and i1 %552, %563
  %565 = and i1 %557, %564
  %566 = and i1 %560, %564
  %567 = xor i1 %552, %566
  %568 = xor i1 %555, %566
  %569 = xor i1 %558, %566
  %570 = xor i1 %278, %565
  %571 = and i1 %560, %570
  %572 = zext i1 %566 to i32
  %573 = select i1 %36, i32 %238, i32 0
  %574 = select i1 %36, i32 %237, i32 0
  %575 = select i1 %36, i32 %236, i32 0
  %576 = select i1 %36, i32 %235, i32 0
  %577 = zext i1 %567 to i32
  %578 = zext i1 %568 to i32
  %579 = zext i1 %569 to i32
  %580 = zext i1 %571 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %572, i32 %573, i32 %574, i32 %575, i32 %576, ptr addrspace(1) %550, i32 %577, i32 %578, i32 %579, i32 %580) #4
  %581 = or disjoint i32 %274, 36
  %582 = add i32 %273, %581
  %583 = sext i32 %582 to i64
  %584 = getelementptr float, ptr addrspace(1) %2, i64 %583
  %585 = icmp slt i32 %581, %4
  %586 = and i1 %278, %585
  %587 = or disjoint i32 %274, 37
  %588 = icmp slt i32 %587, %4
  %589 = and i1 %278, %588
  %590 = or disjoint i32 %274, 38
  %591 = icmp slt i32 %590, %4
  %592 = and i1 %278, %591
  %593 = or disjoint i32 %274, 39
  %594 = icmp slt i32 %593, %4
  %595 = ptrtoint ptr addrspace(1) %584 to i64
  %596 = and i64 %595, 15
  %597 = icmp eq i64 %596, 0
  %598 = and i1 %586, %597
  %599 = and i1 %591, %598
  %600 = and i1 %594, %598
  %601 = xor i1 %586, %600
  %602 = xor i1 %589, %600
  %603 = xor i1 %592, %600
  %604 = xor i1 %278, %599
  %605 = and i1 %594, %604
  %606 = zext i1 %600 to i32
  %607 = select i1 %36, i32 %234, i32 0
  %608 = select i1 %36, i32 %233, i32 0
  %609 = select i1 %36, i32 %232, i32 0
  %610 = select i1 %36, i32 %231, i32 0
  %611 = zext i1 %601 to i32
  %612 = zext i1 %602 to i32
  %613 = zext i1 %603 to i32
  %614 = zext i1 %605 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %606, i32 %607, i32 %608, i32 %609, i32 %610, ptr addrspace(1) %584, i32 %611, i32 %612, i32 %613, i32 %614) #4
  %615 = or disjoint i32 %274, 40
  %616 = add i32 %273, %615
  %617 = sext i32 %616 to i64
  %618 = getelementptr float, ptr addrspace(1) %2, i64 %617
  %619 = icmp slt i32 %615, %4
  %620 = and i1 %278, %619
  %621 = or disjoint i32 %274, 41
  %622 = icmp slt i32 %621, %4
  %623 = and i1 %278, %622
  %624 = or disjoint i32 %274, 42
  %625 = icmp slt i32 %624, %4
  %626 = and i1 %278, %625
  %627 = or disjoint i32 %274, 43
  %628 = icmp slt i32 %627, %4
  %629 = ptrtoint ptr addrspace(1) %618 to i64
  %630 = and i64 %629, 15
  %631 = icmp eq i64 %630, 0
  %632 = and i1 %620, %631
  %633 = and i1 %625, %632
  %634 = and i1 %628, %632
  %635 = xor i1 %620, %634
  %636 = xor i1 %623, %634
  %637 = xor i1 %626, %634
  %638 = xor i1 %278, %633
  %639 = and i1 %628, %638
  %640 = zext i1 %634 to i32
  %641 = select i1 %36, i32 %230, i32 0
  %642 = select i1 %36, i32 %229, i32 0
  %643 = select i1 %36, i32 %228, i32 0
  %644 = select i1 %36, i32 %227, i32 0
  %645 = zext i1 %635 to i32
  %646 = zext i1 %636 to i32
  %647 = zext i1 %637 to i32
  %648 = zext i1 %639 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %640, i32 %641, i32 %642, i32 %643, i32 %644, ptr addrspace(1) %618, i32 %645, i32 %646, i32 %647, i32 %648) #4
  %649 = or disjoint i32 %274, 44
  %650 = add i32 %273, %649
  %651 = sext i32 %650 to i64
  %652 = getelementptr float, ptr addrspace(1) %2, i64 %651
  %653 = icmp slt i32 %649, %4
  %654 = and i1 %278, %653
  %655 = or disjoint i32 %274, 45
  %656 = icmp slt i32 %655, %4
  %657 = and i1 %278, %656
  %658 = or disjoint i32 %274, 46
  %659 = icmp slt i32 %658, %4
  %660 = and i1 %278, %659
  %661 = or disjoint i32 %274, 47
  %662 = icmp slt i32 %661, %4
  %663 = ptrtoint ptr addrspace(1) %652 to i64
  %664 = and i64 %663, 15
  %665 = icmp eq i64 %664, 0
  %666 = and i1 %654, %665
  %667 = and i1 %659, %666
  %668 = and i1 %662, %666
  %669 = xor i1 %654, %668
  %670 = xor i1 %657, %668
  %671 = xor i1 %660, %668
  %672 = xor i1 %278, %667
  %673 = and i1 %662, %672
  %674 = zext i1 %668 to i32
  %675 = select i1 %36, i32 %226, i32 0
  %676 = select i1 %36, i32 %225, i32 0
  %677 = select i1 %36, i32 %224, i32 0
  %678 = select i1 %36, i32 %223, i32 0
  %679 = zext i1 %669 to i32
  %680 = zext i1 %670 to i32
  %681 = zext i1 %671 to i32
  %682 = zext i1 %673 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %674, i32 %675, i32 %676, i32 %677, i32 %678, ptr addrspace(1) %652, i32 %679, i32 %680, i32 %681, i32 %682) #4
  %683 = or disjoint i32 %274, 48
  %684 = add i32 %273, %683
  %685 = sext i32 %684 to i64
  %686 = getelementptr float, ptr addrspace(1) %2, i64 %685
  %687 = icmp slt i32 %683, %4
  %688 = and i1 %278, %687
  %689 = or disjoint i32 %274, 49
  %690 = icmp slt i32 %689, %4
  %691 = and i1 %278, %690
  %692 = or disjoint i32 %274, 50
  %693 = icmp slt i32 %692, %4
  %694 = and i1 %278, %693
  %695 = or disjoint i32 %274, 51
  %696 = icmp slt i32 %695, %4
  %697 = ptrtoint ptr addrspace(1) %686 to i64
  %698 = and i64 %697, 15
  %699 = icmp eq i64 %698, 0
  %700 = and i1 %688, %699
  %701 = and i1 %693, %700
  %702 = and i1 %696, %700
  %703 = xor i1 %688, %702
  %704 = xor i1 %691, %702
  %705 = xor i1 %694, %702
  %706 = xor i1 %278, %701
  %707 = and i1 %696, %706
  %708 = zext i1 %702 to i32
  %709 = select i1 %36, i32 %222, i32 0
  %710 = select i1 %36, i32 %221, i32 0
  %711 = select i1 %36, i32 %220, i32 0
  %712 = select i1 %36, i32 %219, i32 0
  %713 = zext i1 %703 to i32
  %714 = zext i1 %704 to i32
  %715 = zext i1 %705 to i32
  %716 = zext i1 %707 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %708, i32 %709, i32 %710, i32 %711, i32 %712, ptr addrspace(1) %686, i32 %713, i32 %714, i32 %715, i32 %716) #4
  %717 = or disjoint i32 %274, 52
  %718 = add i32 %273, %717
  %719 = sext i32 %718 to i64
  %720 = getelementptr float, ptr addrspace(1) %2, i64 %719
  %721 = icmp slt i32 %717, %4
  %722 = and i1 %278, %721
  %723 = or disjoint i32 %274, 53
  %724 = icmp slt i32 %723, %4
  %725 = and i1 %278, %724
  %726 = or disjoint i32 %274, 54
  %727 = icmp slt i32 %726, %4
  %728 = and i1 %278, %727
  %729 = or disjoint i32 %274, 55
  %730 = icmp slt i32 %729, %4
  %731 = ptrtoint ptr addrspace(1) %720 to i64
  %732 = and i64 %731, 15
  %733 = icmp eq i64 %732, 0
  %734 = and i1 %722, %733
  %735 = and i1 %727, %734
  %736 = and i1 %730, %734
  %737 = xor i1 %722, %736
  %738 = xor i1 %725, %736
  %739 = xor i1 %728, %736
  %740 = xor i1 %278, %735
  %741 = and i1 %730, %740
  %742 = zext i1 %736 to i32
  %743 = select i1 %36, i32 %218, i32 0
  %744 = select i1 %36, i32 %217, i32 0
  %745 = select i1 %36, i32 %216, i32 0
  %746 = select i1 %36, i32 %215, i32 0
  %747 = zext i1 %737 to i32
  %748 = zext i1 %738 to i32
  %749 = zext i1 %739 to i32
  %750 = zext i1 %741 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %742, i32 %743, i32 %744, i32 %745, i32 %746, ptr addrspace(1) %720, i32 %747, i32 %748, i32 %749, i32 %750) #4
  %751 = or disjoint i32 %274, 56
  %752 = add i32 %273, %751
  %753 = sext i32 %752 to i64
  %754 = getelementptr float, ptr addrspace(1) %2, i64 %753
  %755 = icmp slt i32 %751, %4
  %756 = and i1 %278, %755
  %757 = or disjoint i32 %274, 57
  %758 = icmp slt i32 %757, %4
  %759 = and i1 %278, %758
  %760 = or disjoint i32 %274, 58
  %761 = icmp slt i32 %760, %4
  %762 = and i1 %278, %761
  %763 = or disjoint i32 %274, 59
  %764 = icmp slt i32 %763, %4
  %765 = ptrtoint ptr addrspace(1) %754 to i64
  %766 = and i64 %765, 15
  %767 = icmp eq i64 %766, 0
  %768 = and i1 %756, %767
  %769 = and i1 %761, %768
  %770 = and i1 %764, %768
  %771 = xor i1 %756, %770
  %772 = xor i1 %759, %770
  %773 = xor i1 %762, %770
  %774 = xor i1 %278, %769
  %775 = and i1 %764, %774
  %776 = zext i1 %770 to i32
  %777 = select i1 %36, i32 %214, i32 0
  %778 = select i1 %36, i32 %213, i32 0
  %779 = select i1 %36, i32 %212, i32 0
  %780 = select i1 %36, i32 %211, i32 0
  %781 = zext i1 %771 to i32
  %782 = zext i1 %772 to i32
  %783 = zext i1 %773 to i32
  %784 = zext i1 %775 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %776, i32 %777, i32 %778, i32 %779, i32 %780, ptr addrspace(1) %754, i32 %781, i32 %782, i32 %783, i32 %784) #4
  %785 = or disjoint i32 %274, 60
  %786 = add i32 %273, %785
  %787 = sext i32 %786 to i64
  %788 = getelementptr float, ptr addrspace(1) %2, i64 %787
  %789 = icmp slt i32 %785, %4
  %790 = and i1 %278, %789
  %791 = or disjoint i32 %274, 61
  %792 = icmp slt i32 %791, %4
  %793 = and i1 %278, %792
  %794 = or disjoint i32 %274, 62
  %795 = icmp slt i32 %794, %4
  %796 = and i1 %278, %795
  %797 = or disjoint i32 %274, 63
  %798 = icmp slt i32 %797, %4
  %799 = ptrtoint ptr addrspace(1) %788 to i64
  %800 = and i64 %799, 15
  %801 = icmp eq i64 %800, 0
  %802 = and i1 %790, %801
  %803 = and i1 %795, %802
  %804 = and i1 %798, %802
  %805 = xor i1 %790, %804
  %806 = xor i1 %793, %804
  %807 = xor i1 %796, %804
  %808 = xor i1 %278, %803
  %809 = and i1 %798, %808
  %810 = zext i1 %804 to i32
  %811 = select i1 %36, i32 %210, i32 0
  %812 = select i1 %36, i32 %209, i32 0
  %813 = select i1 %36, i32 %208, i32 0
  %814 = select i1 %36, i32 %207, i32 0
  %815 = zext i1 %805 to i32
  %816 = zext i1 %806 to i32
  %817 = zext i1 %807 to i32
  %818 = zext i1 %809 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %810, i32 %811, i32 %812, i32 %813, i32 %814, ptr addrspace(1) %788, i32 %815, i32 %816, i32 %817, i32 %818) #4
  %819 = or disjoint i32 %274, 64
  %820 = add i32 %273, %819
  %821 = sext i32 %820 to i64
  %822 = getelementptr float, ptr addrspace(1) %2, i64 %821
  %823 = icmp slt i32 %819, %4
  %824 = and i1 %278, %823
  %825 = or disjoint i32 %274, 65
  %826 = icmp slt i32 %825, %4
  %827 = and i1 %278, %826
  %828 = or disjoint i32 %274, 66
  %829 = icmp slt i32 %828, %4
  %830 = and i1 %278, %829
  %831 = or disjoint i32 %274, 67
  %832 = icmp slt i32 %831, %4
  %833 = ptrtoint ptr addrspace(1) %822 to i64
  %834 = and i64 %833, 15
  %835 = icmp eq i64 %834, 0
  %836 = and i1 %824, %835
  %837 = and i1 %829, %836
  %838 = and i1 %832, %836
  %839 = xor i1 %824, %838
  %840 = xor i1 %827, %838
  %841 = xor i1 %830, %838
  %842 = xor i1 %278, %837
  %843 = and i1 %832, %842
  %844 = zext i1 %838 to i32
  %845 = select i1 %36, i32 %206, i32 0
  %846 = select i1 %36, i32 %205, i32 0
  %847 = select i1 %36, i32 %204, i32 0
  %848 = select i1 %36, i32 %203, i32 0
  %849 = zext i1 %839 to i32
  %850 = zext i1 %840 to i32
  %851 = zext i1 %841 to i32
  %852 = zext i1 %843 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %844, i32 %845, i32 %846, i32 %847, i32 %848, ptr addrspace(1) %822, i32 %849, i32 %850, i32 %851, i32 %852) #4
  %853 = or disjoint i32 %274, 68
  %854 = add i32 %273, %853
  %855 = sext i32 %854 to i64
  %856 = getelementptr float, ptr addrspace(1) %2, i64 %855
  %857 = icmp slt i32 %853, %4
  %858 = and i1 %278, %857
  %859 = or disjoint i32 %274, 69
  %860 = icmp slt i32 %859, %4
  %861 = and i1 %278, %860
  %862 = or disjoint i32 %274, 70
  %863 = icmp slt i32 %862, %4
  %864 = and i1 %278, %863
  %865 = or disjoint i32 %274, 71
  %866 = icmp slt i32 %865, %4
  %867 = ptrtoint ptr addrspace(1) %856 to i64
  %868 = and i64 %867, 15
  %869 = icmp eq i64 %868, 0
  %870 = and i1 %858, %869
  %871 = and i1 %863, %870
  %872 = and i1 %866, %870
  %873 = xor i1 %858, %872
  %874 = xor i1 %861, %872
  %875 = xor i1 %864, %872
  %876 = xor i1 %278, %871
  %877 = and i1 %866, %876
  %878 = zext i1 %872 to i32
  %879 = select i1 %36, i32 %202, i32 0
  %880 = select i1 %36, i32 %201, i32 0
  %881 = select i1 %36, i32 %200, i32 0
  %882 = select i1 %36, i32 %199, i32 0
  %883 = zext i1 %873 to i32
  %884 = zext i1 %874 to i32
  %885 = zext i1 %875 to i32
  %886 = zext i1 %877 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %878, i32 %879, i32 %880, i32 %881, i32 %882, ptr addrspace(1) %856, i32 %883, i32 %884, i32 %885, i32 %886) #4
  %887 = or disjoint i32 %274, 72
  %888 = add i32 %273, %887
  %889 = sext i32 %888 to i64
  %890 = getelementptr float, ptr addrspace(1) %2, i64 %889
  %891 = icmp slt i32 %887, %4
  %892 = and i1 %278, %891
  %893 = or disjoint i32 %274, 73
  %894 = icmp slt i32 %893, %4
  %895 = and i1 %278, %894
  %896 = or disjoint i32 %274, 74
  %897 = icmp slt i32 %896, %4
  %898 = and i1 %278, %897
  %899 = or disjoint i32 %274, 75
  %900 = icmp slt i32 %899, %4
  %901 = ptrtoint ptr addrspace(1) %890 to i64
  %902 = and i64 %901, 15
  %903 = icmp eq i64 %902, 0
  %904 = and i1 %892, %903
  %905 = and i1 %897, %904
  %906 = and i1 %900, %904
  %907 = xor i1 %892, %906
  %908 = xor i1 %895, %906
  %909 = xor i1 %898, %906
  %910 = xor i1 %278, %905
  %911 = and i1 %900, %910
  %912 = zext i1 %906 to i32
  %913 = select i1 %36, i32 %198, i32 0
  %914 = select i1 %36, i32 %197, i32 0
  %915 = select i1 %36, i32 %196, i32 0
  %916 = select i1 %36, i32 %195, i32 0
  %917 = zext i1 %907 to i32
  %918 = zext i1 %908 to i32
  %919 = zext i1 %909 to i32
  %920 = zext i1 %911 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %912, i32 %913, i32 %914, i32 %915, i32 %916, ptr addrspace(1) %890, i32 %917, i32 %918, i32 %919, i32 %920) #4
  %921 = or disjoint i32 %274, 76
  %922 = add i32 %273, %921
  %923 = sext i32 %922 to i64
  %924 = getelementptr float, ptr addrspace(1) %2, i64 %923
  %925 = icmp slt i32 %921, %4
  %926 = and i1 %278, %925
  %927 = or disjoint i32 %274, 77
  %928 = icmp slt i32 %927, %4
  %929 = and i1 %278, %928
  %930 = or disjoint i32 %274, 78
  %931 = icmp slt i32 %930, %4
  %932 = and i1 %278, %931
  %933 = or disjoint i32 %274, 79
  %934 = icmp slt i32 %933, %4
  %935 = ptrtoint ptr addrspace(1) %924 to i64
  %936 = and i64 %935, 15
  %937 = icmp eq i64 %936, 0
  %938 = and i1 %926, %937
  %939 = and i1 %931, %938
  %940 = and i1 %934, %938
  %941 = xor i1 %926, %940
  %942 = xor i1 %929, %940
  %943 = xor i1 %932, %940
  %944 = xor i1 %278, %939
  %945 = and i1 %934, %944
  %946 = zext i1 %940 to i32
  %947 = select i1 %36, i32 %194, i32 0
  %948 = select i1 %36, i32 %193, i32 0
  %949 = select i1 %36, i32 %192, i32 0
  %950 = select i1 %36, i32 %191, i32 0
  %951 = zext i1 %941 to i32
  %952 = zext i1 %942 to i32
  %953 = zext i1 %943 to i32
  %954 = zext i1 %945 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %946, i32 %947, i32 %948, i32 %949, i32 %950, ptr addrspace(1) %924, i32 %951, i32 %952, i32 %953, i32 %954) #4
  %955 = or disjoint i32 %274, 80
  %956 = add i32 %273, %955
  %957 = sext i32 %956 to i64
  %958 = getelementptr float, ptr addrspace(1) %2, i64 %957
  %959 = icmp slt i32 %955, %4
  %960 = and i1 %278, %959
  %961 = or disjoint i32 %274, 81
  %962 = icmp slt i32 %961, %4
  %963 = and i1 %278, %962
  %964 = or disjoint i32 %274, 82
  %965 = icmp slt i32 %964, %4
  %966 = and i1 %278, %965
  %967 = or disjoint i32 %274, 83
  %968 = icmp slt i32 %967, %4
  %969 = ptrtoint ptr addrspace(1) %958 to i64
  %970 = and i64 %969, 15
  %971 = icmp eq i64 %970, 0
  %972 = and i1 %960, %971
  %973 = and i1 %965, %972
  %974 = and i1 %968, %972
  %975 = xor i1 %960, %974
  %976 = xor i1 %963, %974
  %977 = xor i1 %966, %974
  %978 = xor i1 %278, %973
  %979 = and i1 %968, %978
  %980 = zext i1 %974 to i32
  %981 = select i1 %36, i32 %190, i32 0
  %982 = select i1 %36, i32 %189, i32 0
  %983 = select i1 %36, i32 %188, i32 0
  %984 = select i1 %36, i32 %187, i32 0
  %985 = zext i1 %975 to i32
  %986 = zext i1 %976 to i32
  %987 = zext i1 %977 to i32
  %988 = zext i1 %979 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %980, i32 %981, i32 %982, i32 %983, i32 %984, ptr addrspace(1) %958, i32 %985, i32 %986, i32 %987, i32 %988) #4
  %989 = or disjoint i32 %274, 84
  %990 = add i32 %273, %989
  %991 = sext i32 %990 to i64
  %992 = getelementptr float, ptr addrspace(1) %2, i64 %991
  %993 = icmp slt i32 %989, %4
  %994 = and i1 %278, %993
  %995 = or disjoint i32 %274, 85
  %996 = icmp slt i32 %995, %4
  %997 = and i1 %278, %996
  %998 = or disjoint i32 %274, 86
  %999 = icmp slt i32 %998, %4
  %1000 = and i1 %278, %999
  %1001 = or disjoint i32 %274, 87
  %1002 = icmp slt i32 %1001, %4
  %1003 = ptrtoint ptr addrspace(1) %992 to i64
  %1004 = and i64 %1003, 15
  %1005 = icmp eq i64 %1004, 0
  %1006 = and i1 %994, %1005
  %1007 = and i1 %999, %1006
  %1008 = and i1 %1002, %1006
  %1009 = xor i1 %994, %1008
  %1010 = xor i1 %997, %1008
  %1011 = xor i1 %1000, %1008
  %1012 = xor i1 %278, %1007
  %1013 = and i1 %1002, %1012
  %1014 = zext i1 %1008 to i32
  %1015 = select i1 %36, i32 %186, i32 0
  %1016 = select i1 %36, i32 %185, i32 0
  %1017 = select i1 %36, i32 %184, i32 0
  %1018 = select i1 %36, i32 %183, i32 0
  %1019 = zext i1 %1009 to i32
  %1020 = zext i1 %1010 to i32
  %1021 = zext i1 %1011 to i32
  %1022 = zext i1 %1013 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1014, i32 %1015, i32 %1016, i32 %1017, i32 %1018, ptr addrspace(1) %992, i32 %1019, i32 %1020, i32 %1021, i32 %1022) #4
  %1023 = or disjoint i32 %274, 88
  %1024 = add i32 %273, %1023
  %1025 = sext i32 %1024 to i64
  %1026 = getelementptr float, ptr addrspace(1) %2, i64 %1025
  %1027 = icmp slt i32 %1023, %4
  %1028 = and i1 %278, %1027
  %1029 = or disjoint i32 %274, 89
  %1030 = icmp slt i32 %1029, %4
  %1031 = and i1 %278, %1030
  %1032 = or disjoint i32 %274, 90
  %1033 = icmp slt i32 %1032, %4
  %1034 = and i1 %278, %1033
  %1035 = or disjoint i32 %274, 91
  %1036 = icmp slt i32 %1035, %4
  %1037 = ptrtoint ptr addrspace(1) %1026 to i64
  %1038 = and i64 %1037, 15
  %1039 = icmp eq i64 %1038, 0
  %1040 = and i1 %1028, %1039
  %1041 = and i1 %1033, %1040
  %1042 = and i1 %1036, %1040
  %1043 = xor i1 %1028, %1042
  %1044 = xor i1 %1031, %1042
  %1045 = xor i1 %1034, %1042
  %1046 = xor i1 %278, %1041
  %1047 = and i1 %1036, %1046
  %1048 = zext i1 %1042 to i32
  %1049 = select i1 %36, i32 %182, i32 0
  %1050 = select i1 %36, i32 %181, i32 0
  %1051 = select i1 %36, i32 %180, i32 0
  %1052 = select i1 %36, i32 %179, i32 0
  %1053 = zext i1 %1043 to i32
  %1054 = zext i1 %1044 to i32
  %1055 = zext i1 %1045 to i32
  %1056 = zext i1 %1047 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1048, i32 %1049, i32 %1050, i32 %1051, i32 %1052, ptr addrspace(1) %1026, i32 %1053, i32 %1054, i32 %1055, i32 %1056) #4
  %1057 = or disjoint i32 %274, 92
  %1058 = add i32 %273, %1057
  %1059 = sext i32 %1058 to i64
  %1060 = getelementptr float, ptr addrspace(1) %2, i64 %1059
  %1061 = icmp slt i32 %1057, %4
  %1062 = and i1 %278, %1061
  %1063 = or disjoint i32 %274, 93
  %1064 = icmp slt i32 %1063, %4
  %1065 = and i1 %278, %1064
  %1066 = or disjoint i32 %274, 94
  %1067 = icmp slt i32 %1066, %4
  %1068 = and i1 %278, %1067
  %1069 = or disjoint i32 %274, 95
  %1070 = icmp slt i32 %1069, %4
  %1071 = ptrtoint ptr addrspace(1) %1060 to i64
  %1072 = and i64 %1071, 15
  %1073 = icmp eq i64 %1072, 0
  %1074 = and i1 %1062, %1073
  %1075 = and i1 %1067, %1074
  %1076 = and i1 %1070, %1074
  %1077 = xor i1 %1062, %1076
  %1078 = xor i1 %1065, %1076
  %1079 = xor i1 %1068, %1076
  %1080 = xor i1 %278, %1075
  %1081 = and i1 %1070, %1080
  %1082 = zext i1 %1076 to i32
  %1083 = select i1 %36, i32 %178, i32 0
  %1084 = select i1 %36, i32 %177, i32 0
  %1085 = select i1 %36, i32 %176, i32 0
  %1086 = select i1 %36, i32 %175, i32 0
  %1087 = zext i1 %1077 to i32
  %1088 = zext i1 %1078 to i32
  %1089 = zext i1 %1079 to i32
  %1090 = zext i1 %1081 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1082, i32 %1083, i32 %1084, i32 %1085, i32 %1086, ptr addrspace(1) %1060, i32 %1087, i32 %1088, i32 %1089, i32 %1090) #4
  %1091 = or disjoint i32 %274, 96
  %1092 = add i32 %273, %1091
  %1093 = sext i32 %1092 to i64
  %1094 = getelementptr float, ptr addrspace(1) %2, i64 %1093
  %1095 = icmp slt i32 %1091, %4
  %1096 = and i1 %278, %1095
  %1097 = or disjoint i32 %274, 97
  %1098 = icmp slt i32 %1097, %4
  %1099 = and i1 %278, %1098
  %1100 = or disjoint i32 %274, 98
  %1101 = icmp slt i32 %1100, %4
  %1102 = and i1 %278, %1101
  %1103 = or disjoint i32 %274, 99
  %1104 = icmp slt i32 %1103, %4
  %1105 = ptrtoint ptr addrspace(1) %1094 to i64
  %1106 = and i64 %1105, 15
  %1107 = icmp eq i64 %1106, 0
  %1108 = and i1 %1096, %1107
  %1109 = and i1 %1101, %1108
  %1110 = and i1 %1104, %1108
  %1111 = xor i1 %1096, %1110
  %1112 = xor i1 %1099, %1110
  %1113 = xor i1 %1102, %1110
  %1114 = xor i1 %278, %1109
  %1115 = and i1 %1104, %1114
  %1116 = zext i1 %1110 to i32
  %1117 = select i1 %36, i32 %174, i32 0
  %1118 = select i1 %36, i32 %173, i32 0
  %1119 = select i1 %36, i32 %172, i32 0
  %1120 = select i1 %36, i32 %171, i32 0
  %1121 = zext i1 %1111 to i32
  %1122 = zext i1 %1112 to i32
  %1123 = zext i1 %1113 to i32
  %1124 = zext i1 %1115 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1116, i32 %1117, i32 %1118, i32 %1119, i32 %1120, ptr addrspace(1) %1094, i32 %1121, i32 %1122, i32 %1123, i32 %1124) #4
  %1125 = or disjoint i32 %274, 100
  %1126 = add i32 %273, %1125
  %1127 = sext i32 %1126 to i64
  %1128 = getelementptr float, ptr addrspace(1) %2, i64 %1127
  %1129 = icmp slt i32 %1125, %4
  %1130 = and i1 %278, %1129
  %1131 = or disjoint i32 %274, 101
  %1132 = icmp slt i32 %1131, %4
  %1133 = and i1 %278, %1132
  %1134 = or disjoint i32 %274, 102
  %1135 = icmp slt i32 %1134, %4
  %1136 = and i1 %278, %1135
  %1137 = or disjoint i32 %274, 103
  %1138 = icmp slt i32 %1137, %4
  %1139 = ptrtoint ptr addrspace(1) %1128 to i64
  %1140 = and i64 %1139, 15
  %1141 = icmp eq i64 %1140, 0
  %1142 = and i1 %1130, %1141
  %1143 = and i1 %1135, %1142
  %1144 = and i1 %1138, %1142
  %1145 = xor i1 %1130, %1144
  %1146 = xor i1 %1133, %1144
  %1147 = xor i1 %1136, %1144
  %1148 = xor i1 %278, %1143
  %1149 = and i1 %1138, %1148
  %1150 = zext i1 %1144 to i32
  %1151 = select i1 %36, i32 %170, i32 0
  %1152 = select i1 %36, i32 %169, i32 0
  %1153 = select i1 %36, i32 %168, i32 0
  %1154 = select i1 %36, i32 %167, i32 0
  %1155 = zext i1 %1145 to i32
  %1156 = zext i1 %1146 to i32
  %1157 = zext i1 %1147 to i32
  %1158 = zext i1 %1149 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1150, i32 %1151, i32 %1152, i32 %1153, i32 %1154, ptr addrspace(1) %1128, i32 %1155, i32 %1156, i32 %1157, i32 %1158) #4
  %1159 = or disjoint i32 %274, 104
  %1160 = add i32 %273, %1159
  %1161 = sext i32 %1160 to i64
  %1162 = getelementptr float, ptr addrspace(1) %2, i64 %1161
  %1163 = icmp slt i32 %1159, %4
  %1164 = and i1 %278, %1163
  %1165 = or disjoint i32 %274, 105
  %1166 = icmp slt i32 %1165, %4
  %1167 = and i1 %278, %1166
  %1168 = or disjoint i32 %274, 106
  %1169 = icmp slt i32 %1168, %4
  %1170 = and i1 %278, %1169
  %1171 = or disjoint i32 %274, 107
  %1172 = icmp slt i32 %1171, %4
  %1173 = ptrtoint ptr addrspace(1) %1162 to i64
  %1174 = and i64 %1173, 15
  %1175 = icmp eq i64 %1174, 0
  %1176 = and i1 %1164, %1175
  %1177 = and i1 %1169, %1176
  %1178 = and i1 %1172, %1176
  %1179 = xor i1 %1164, %1178
  %1180 = xor i1 %1167, %1178
  %1181 = xor i1 %1170, %1178
  %1182 = xor i1 %278, %1177
  %1183 = and i1 %1172, %1182
  %1184 = zext i1 %1178 to i32
  %1185 = select i1 %36, i32 %166, i32 0
  %1186 = select i1 %36, i32 %165, i32 0
  %1187 = select i1 %36, i32 %164, i32 0
  %1188 = select i1 %36, i32 %163, i32 0
  %1189 = zext i1 %1179 to i32
  %1190 = zext i1 %1180 to i32
  %1191 = zext i1 %1181 to i32
  %1192 = zext i1 %1183 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1184, i32 %1185, i32 %1186, i32 %1187, i32 %1188, ptr addrspace(1) %1162, i32 %1189, i32 %1190, i32 %1191, i32 %1192) #4
  %1193 = or disjoint i32 %274, 108
  %1194 = add i32 %273, %1193
  %1195 = sext i32 %1194 to i64
  %1196 = getelementptr float, ptr addrspace(1) %2, i64 %1195
  %1197 = icmp slt i32 %1193, %4
  %1198 = and i1 %278, %1197
  %1199 = or disjoint i32 %274, 109
  %1200 = icmp slt i32 %1199, %4
  %1201 = and i1 %278, %1200
  %1202 = or disjoint i32 %274, 110
  %1203 = icmp slt i32 %1202, %4
  %1204 = and i1 %278, %1203
  %1205 = or disjoint i32 %274, 111
  %1206 = icmp slt i32 %1205, %4
  %1207 = ptrtoint ptr addrspace(1) %1196 to i64
  %1208 = and i64 %1207, 15
  %1209 = icmp eq i64 %1208, 0
  %1210 = and i1 %1198, %1209
  %1211 = and i1 %1203, %1210
  %1212 = and i1 %1206, %1210
  %1213 = xor i1 %1198, %1212
  %1214 = xor i1 %1201, %1212
  %1215 = xor i1 %1204, %1212
  %1216 = xor i1 %278, %1211
  %1217 = and i1 %1206, %1216
  %1218 = zext i1 %1212 to i32
  %1219 = select i1 %36, i32 %162, i32 0
  %1220 = select i1 %36, i32 %161, i32 0
  %1221 = select i1 %36, i32 %160, i32 0
  %1222 = select i1 %36, i32 %159, i32 0
  %1223 = zext i1 %1213 to i32
  %1224 = zext i1 %1214 to i32
  %1225 = zext i1 %1215 to i32
  %1226 = zext i1 %1217 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1218, i32 %1219, i32 %1220, i32 %1221, i32 %1222, ptr addrspace(1) %1196, i32 %1223, i32 %1224, i32 %1225, i32 %1226) #4
  %1227 = or disjoint i32 %274, 112
  %1228 = add i32 %273, %1227
  %1229 = sext i32 %1228 to i64
  %1230 = getelementptr float, ptr addrspace(1) %2, i64 %1229
  %1231 = icmp slt i32 %1227, %4
  %1232 = and i1 %278, %1231
  %1233 = or disjoint i32 %274, 113
  %1234 = icmp slt i32 %1233, %4
  %1235 = and i1 %278, %1234
  %1236 = or disjoint i32 %274, 114
  %1237 = icmp slt i32 %1236, %4
  %1238 = and i1 %278, %1237
  %1239 = or disjoint i32 %274, 115
  %1240 = icmp slt i32 %1239, %4
  %1241 = ptrtoint ptr addrspace(1) %1230 to i64
  %1242 = and i64 %1241, 15
  %1243 = icmp eq i64 %1242, 0
  %1244 = and i1 %1232, %1243
  %1245 = and i1 %1237, %1244
  %1246 = and i1 %1240, %1244
  %1247 = xor i1 %1232, %1246
  %1248 = xor i1 %1235, %1246
  %1249 = xor i1 %1238, %1246
  %1250 = xor i1 %278, %1245
  %1251 = and i1 %1240, %1250
  %1252 = zext i1 %1246 to i32
  %1253 = select i1 %36, i32 %158, i32 0
  %1254 = select i1 %36, i32 %157, i32 0
  %1255 = select i1 %36, i32 %156, i32 0
  %1256 = select i1 %36, i32 %155, i32 0
  %1257 = zext i1 %1247 to i32
  %1258 = zext i1 %1248 to i32
  %1259 = zext i1 %1249 to i32
  %1260 = zext i1 %1251 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1252, i32 %1253, i32 %1254, i32 %1255, i32 %1256, ptr addrspace(1) %1230, i32 %1257, i32 %1258, i32 %1259, i32 %1260) #4
  %1261 = or disjoint i32 %274, 116
  %1262 = add i32 %273, %1261
  %1263 = sext i32 %1262 to i64
  %1264 = getelementptr float, ptr addrspace(1) %2, i64 %1263
  %1265 = icmp slt i32 %1261, %4
  %1266 = and i1 %278, %1265
  %1267 = or disjoint i32 %274, 117
  %1268 = icmp slt i32 %1267, %4
  %1269 = and i1 %278, %1268
  %1270 = or disjoint i32 %274, 118
  %1271 = icmp slt i32 %1270, %4
  %1272 = and i1 %278, %1271
  %1273 = or disjoint i32 %274, 119
  %1274 = icmp slt i32 %1273, %4
  %1275 = ptrtoint ptr addrspace(1) %1264 to i64
  %1276 = and i64 %1275, 15
  %1277 = icmp eq i64 %1276, 0
  %1278 = and i1 %1266, %1277
  %1279 = and i1 %1271, %1278
  %1280 = and i1 %1274, %1278
  %1281 = xor i1 %1266, %1280
  %1282 = xor i1 %1269, %1280
  %1283 = xor i1 %1272, %1280
  %1284 = xor i1 %278, %1279
  %1285 = and i1 %1274, %1284
  %1286 = zext i1 %1280 to i32
  %1287 = select i1 %36, i32 %154, i32 0
  %1288 = select i1 %36, i32 %153, i32 0
  %1289 = select i1 %36, i32 %152, i32 0
  %1290 = select i1 %36, i32 %151, i32 0
  %1291 = zext i1 %1281 to i32
  %1292 = zext i1 %1282 to i32
  %1293 = zext i1 %1283 to i32
  %1294 = zext i1 %1285 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1286, i32 %1287, i32 %1288, i32 %1289, i32 %1290, ptr addrspace(1) %1264, i32 %1291, i32 %1292, i32 %1293, i32 %1294) #4
  %1295 = or disjoint i32 %274, 120
  %1296 = add i32 %273, %1295
  %1297 = sext i32 %1296 to i64
  %1298 = getelementptr float, ptr addrspace(1) %2, i64 %1297
  %1299 = icmp slt i32 %1295, %4
  %1300 = and i1 %278, %1299
  %1301 = or disjoint i32 %274, 121
  %1302 = icmp slt i32 %1301, %4
  %1303 = and i1 %278, %1302
  %1304 = or disjoint i32 %274, 122
  %1305 = icmp slt i32 %1304, %4
  %1306 = and i1 %278, %1305
  %1307 = or disjoint i32 %274, 123
  %1308 = icmp slt i32 %1307, %4
  %1309 = ptrtoint ptr addrspace(1) %1298 to i64
  %1310 = and i64 %1309, 15
  %1311 = icmp eq i64 %1310, 0
  %1312 = and i1 %1300, %1311
  %1313 = and i1 %1305, %1312
  %1314 = and i1 %1308, %1312
  %1315 = xor i1 %1300, %1314
  %1316 = xor i1 %1303, %1314
  %1317 = xor i1 %1306, %1314
  %1318 = xor i1 %278, %1313
  %1319 = and i1 %1308, %1318
  %1320 = zext i1 %1314 to i32
  %1321 = select i1 %36, i32 %150, i32 0
  %1322 = select i1 %36, i32 %149, i32 0
  %1323 = select i1 %36, i32 %148, i32 0
  %1324 = select i1 %36, i32 %147, i32 0
  %1325 = zext i1 %1315 to i32
  %1326 = zext i1 %1316 to i32
  %1327 = zext i1 %1317 to i32
  %1328 = zext i1 %1319 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1320, i32 %1321, i32 %1322, i32 %1323, i32 %1324, ptr addrspace(1) %1298, i32 %1325, i32 %1326, i32 %1327, i32 %1328) #4
  %1329 = or disjoint i32 %274, 124
  %1330 = add i32 %273, %1329
  %1331 = sext i32 %1330 to i64
  %1332 = getelementptr float, ptr addrspace(1) %2, i64 %1331
  %1333 = icmp slt i32 %1329, %4
  %1334 = and i1 %278, %1333
  %1335 = or disjoint i32 %274, 125
  %1336 = icmp slt i32 %1335, %4
  %1337 = and i1 %278, %1336
  %1338 = or disjoint i32 %274, 126
  %1339 = icmp slt i32 %1338, %4
  %1340 = and i1 %278, %1339
  %1341 = or disjoint i32 %7, %24
  %1342 = or i32 %1341, 127
  %1343 = icmp slt i32 %1342, %4
  %1344 = ptrtoint ptr addrspace(1) %1332 to i64
  %1345 = and i64 %1344, 15
  %1346 = icmp eq i64 %1345, 0
  %1347 = and i1 %1334, %1346
  %1348 = and i1 %1339, %1347
  %1349 = and i1 %1343, %1348
  %1350 = xor i1 %1334, %1349
  %1351 = xor i1 %1337, %1349
  %1352 = xor i1 %1340, %1349
  %1353 = xor i1 %278, %1348
  %1354 = and i1 %1343, %1353
  %1355 = zext i1 %1349 to i32
  %1356 = select i1 %36, i32 %146, i32 0
  %1357 = select i1 %36, i32 %145, i32 0
  %1358 = select i1 %36, i32 %144, i32 0
  %1359 = select i1 %36, i32 %143, i32 0
  %1360 = zext i1 %1350 to i32
  %1361 = zext i1 %1351 to i32
  %1362 = zext i1 %1352 to i32
  %1363 = zext i1 %1354 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1355, i32 %1356, i32 %1357, i32 %1358, i32 %1359, ptr addrspace(1) %1332, i32 %1360, i32 %1361, i32 %1362, i32 %1363) #4
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
