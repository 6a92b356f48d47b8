; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 288) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  %.decomposed11 = sub i32 %.decomposed, %21
  %22 = add nuw i32 %.decomposed11, %16
  %23 = shl i32 %22, 7
  %24 = shl i32 %20, 8
  %25 = icmp eq i32 %7, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %27

27:                                               ; preds = %26, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %28, label %29

28:                                               ; preds = %27
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196672) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196672) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196672) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196672) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %29

29:                                               ; preds = %28, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %30, label %31

30:                                               ; preds = %29
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196736) to i32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %31

31:                                               ; preds = %30, %29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %32 = icmp sgt i32 %5, 0
  %33 = icmp samesign ugt i32 %7, 255
  br i1 %33, label %34, label %69

34:                                               ; preds = %31
  %35 = icmp eq i32 %7, 256
  %or.cond = select i1 %35, i1 %32, i1 false
  br i1 %or.cond, label %.lr.ph6, label %.loopexit

.lr.ph6:                                          ; preds = %34
  %36 = ptrtoint ptr %0 to i64
  %37 = ptrtoint ptr %1 to i64
  br label %38

38:                                               ; preds = %.lr.ph6, %53
  %39 = phi i32 [ 0, %.lr.ph6 ], [ %67, %53 ]
  %40 = lshr exact i32 %39, 6
  %41 = and i32 %40, 3
  %42 = lshr i32 %39, 8
  %43 = and i32 %42, 1
  %44 = xor i32 %43, 1
  %45 = shl nuw nsw i32 %41, 4
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196672), i64 %46
  %48 = ptrtoint ptr addrspace(3) %47 to i64
  %49 = trunc i64 %48 to i32
  br label %50

50:                                               ; preds = %50, %38
  %51 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %49, i32 %44) #4
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %50, label %53

53:                                               ; preds = %50
  %54 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608), i64 %46
  %55 = ptrtoint ptr addrspace(3) %54 to i64
  %56 = trunc i64 %55 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %56, i32 49152) #4
  %57 = shl nuw nsw i32 %41, 14
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 131072), i64 %58
  %60 = ptrtoint ptr addrspace(3) %59 to i64
  %61 = trunc i64 %60 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %61, i64 %36, i32 %39, i32 %23, i32 %56) #4
  %62 = shl nuw nsw i32 %41, 15
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 %63
  %65 = ptrtoint ptr addrspace(3) %64 to i64
  %66 = trunc i64 %65 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %66, i64 %37, i32 %39, i32 %24, i32 %56) #4
  %67 = add i32 %39, 64
  %68 = icmp slt i32 %67, %5
  br i1 %68, label %38, label %.loopexit

69:                                               ; preds = %31
  %70 = icmp samesign ult i32 %7, 32
  br i1 %70, label %71, label %72

71:                                               ; preds = %69
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196752) to i32)) #4
  br label %72

72:                                               ; preds = %71, %69
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %73 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196752) to i32)) #4
  br i1 %32, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %72, %.critedge5
  %74 = phi i32 [ %113, %.critedge5 ], [ 0, %72 ]
  %75 = lshr exact i32 %74, 6
  %76 = and i32 %75, 3
  %77 = lshr i32 %74, 8
  %78 = and i32 %77, 1
  br i1 %25, label %79, label %.critedge5

79:                                               ; preds = %.lr.ph
  %80 = shl nuw nsw i32 %76, 4
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608), i64 %81
  %83 = ptrtoint ptr addrspace(3) %82 to i64
  %84 = trunc i64 %83 to i32
  br label %85

85:                                               ; preds = %85, %79
  %86 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %84, i32 %78) #4
  %87 = icmp eq i32 %86, 0
  br i1 %87, label %85, label %.critedge

.critedge:                                        ; preds = %85
  %88 = shl nuw nsw i32 %76, 15
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 %89
  %91 = ptrtoint ptr addrspace(3) %90 to i64
  %92 = shl nuw nsw i32 %76, 14
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 131072), i64 %93
  %95 = ptrtoint ptr addrspace(3) %94 to i64
  %96 = icmp ne i32 %74, 0
  %97 = zext i1 %96 to i32
  %98 = lshr exact i64 %95, 4
  %99 = and i64 %98, 16320
  %100 = or disjoint i64 %99, 4611756662049538048
  %101 = lshr exact i64 %91, 4
  %102 = and i64 %101, 16320
  %103 = or disjoint i64 %102, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %73, i64 %100, i64 %103, i32 138413200, i32 %97) #4
  %104 = or disjoint i64 %99, 4611756662049538050
  %105 = or disjoint i64 %102, 4611756662049538050
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %73, i64 %104, i64 %105, i32 138413200, i32 1) #4
  %106 = or disjoint i64 %99, 4611756662049538052
  %107 = or disjoint i64 %102, 4611756662049538052
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %73, i64 %106, i64 %107, i32 138413200, i32 1) #4
  %108 = or disjoint i64 %99, 4611756662049538054
  %109 = or disjoint i64 %102, 4611756662049538054
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %73, i64 %108, i64 %109, i32 138413200, i32 1) #4
  %110 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196672), i64 %81
  %111 = ptrtoint ptr addrspace(3) %110 to i64
  %112 = trunc i64 %111 to i32
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %112) #4
  br label %.critedge5

.critedge5:                                       ; preds = %.lr.ph, %.critedge
  %113 = add i32 %74, 64
  %114 = icmp slt i32 %113, %5
  br i1 %114, label %.lr.ph, label %._crit_edge

._crit_edge:                                      ; preds = %.critedge5, %72
  br i1 %25, label %115, label %.preheader

115:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196736) to i32)) #4
  br label %.preheader

.preheader:                                       ; preds = %115, %._crit_edge
  br label %116

116:                                              ; preds = %.preheader, %116
  %117 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196736) to i32), i32 0) #4
  %118 = icmp eq i32 %117, 0
  br i1 %118, label %116, label %119

119:                                              ; preds = %116
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %120 = and i32 %7, 128
  %121 = shl nuw nsw i32 %7, 16
  %122 = and i32 %121, 6291456
  %123 = or disjoint i32 %122, %120
  %124 = add i32 %123, %73
  %125 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %124) #4
  %126 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 0
  %127 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 1
  %128 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 2
  %129 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 3
  %130 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 4
  %131 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 5
  %132 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 6
  %133 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 7
  %134 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 8
  %135 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 9
  %136 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 10
  %137 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 11
  %138 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 12
  %139 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 13
  %140 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 14
  %141 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 15
  %142 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 16
  %143 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 17
  %144 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 18
  %145 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 19
  %146 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 20
  %147 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 21
  %148 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 22
  %149 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 23
  %150 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 24
  %151 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 25
  %152 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 26
  %153 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 27
  %154 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 28
  %155 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 29
  %156 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 30
  %157 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 31
  %158 = add i32 %124, 32
  %159 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %158) #4
  %160 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 0
  %161 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 1
  %162 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 2
  %163 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 3
  %164 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 4
  %165 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 5
  %166 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 6
  %167 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 7
  %168 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 8
  %169 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 9
  %170 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 10
  %171 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 11
  %172 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 12
  %173 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 13
  %174 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 14
  %175 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 15
  %176 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 16
  %177 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 17
  %178 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 18
  %179 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 19
  %180 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 20
  %181 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 21
  %182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 22
  %183 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 23
  %184 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 24
  %185 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 25
  %186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 26
  %187 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 27
  %188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 28
  %189 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 29
  %190 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 30
  %191 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %159, 31
  %192 = add i32 %124, 64
  %193 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %192) #4
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 0
  %195 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 1
  %196 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 2
  %197 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 3
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 4
  %199 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 5
  %200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 6
  %201 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 7
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 8
  %203 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 9
  %204 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 10
  %205 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 11
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 12
  %207 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 13
  %208 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 14
  %209 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 15
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 16
  %211 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 17
  %212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 18
  %213 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 19
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 20
  %215 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 21
  %216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 22
  %217 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 23
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 24
  %219 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 25
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 26
  %221 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 27
  %222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 28
  %223 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 29
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 30
  %225 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 31
  %226 = add i32 %124, 96
  %227 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %226) #4
  %228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 0
  %229 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 1
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 2
  %231 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 3
  %232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 4
  %233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 5
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 6
  %235 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 7
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 8
  %237 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 9
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 10
  %239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 11
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 12
  %241 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 13
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 14
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 15
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 16
  %245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 17
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 18
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 19
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 20
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 21
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 22
  %251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 23
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 24
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 25
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 26
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 27
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 28
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 29
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 30
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 31
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %70, label %260, label %261

260:                                              ; preds = %119
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %73) #4
  br label %261

261:                                              ; preds = %260, %119
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %25, label %262, label %263

262:                                              ; preds = %261
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196672) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196672) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196672) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196672) to i32), i32 48)) #4
  br label %263

263:                                              ; preds = %262, %261
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %25, label %264, label %265

264:                                              ; preds = %263
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196736) to i32)) #4
  br label %265

265:                                              ; preds = %264, %263
  %266 = and i32 %7, 127
  %267 = or disjoint i32 %23, %266
  %268 = mul i32 %267, %4
  %269 = or disjoint i32 %24, %120
  %270 = add i32 %268, %269
  %271 = sext i32 %270 to i64
  %272 = getelementptr float, ptr addrspace(1) %2, i64 %271
  %273 = icmp slt i32 %267, %3
  %274 = icmp slt i32 %269, %4
  %275 = and i1 %273, %274
  %276 = or disjoint i32 %269, 1
  %277 = icmp slt i32 %276, %4
  %278 = and i1 %273, %277
  %279 = or disjoint i32 %269, 2
  %280 = icmp slt i32 %279, %4
  %281 = and i1 %273, %280
  %282 = or disjoint i32 %269, 3
  %283 = icmp slt i32 %282, %4
  %284 = ptrtoint ptr addrspace(1) %272 to i64
  %285 = and i64 %284, 15
  %286 = icmp eq i64 %285, 0
  %287 = and i1 %275, %286
  %288 = and i1 %280, %287
  %289 = and i1 %283, %287
  %290 = xor i1 %275, %289
  %291 = xor i1 %278, %289
  %292 = xor i1 %281, %289
  %293 = xor i1 %273, %288
  %294 = and i1 %283, %293
  %295 = zext i1 %289 to i32
  %296 = select i1 %32, i32 %126, i32 0
  %297 = select i1 %32, i32 %127, i32 0
  %298 = select i1 %32, i32 %128, i32 0
  %299 = select i1 %32, i32 %129, i32 0
  %300 = zext i1 %290 to i32
  %301 = zext i1 %291 to i32
  %302 = zext i1 %292 to i32
  %303 = zext i1 %294 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %295, i32 %296, i32 %297, i32 %298, i32 %299, ptr addrspace(1) %272, i32 %300, i32 %301, i32 %302, i32 %303) #4
  %304 = or disjoint i32 %269, 4
  %305 = add i32 %268, %304
  %306 = sext i32 %305 to i64
  %307 = getelementptr float, ptr addrspace(1) %2, i64 %306
  %308 = icmp slt i32 %304, %4
  %309 = and i1 %273, %308
  %310 = or disjoint i32 %269, 5
  %311 = icmp slt i32 %310, %4
  %312 = and i1 %273, %311
  %313 = or disjoint i32 %269, 6
  %314 = icmp slt i32 %313, %4
  %315 = and i1 %273, %314
  %316 = or disjoint i32 %269, 7
  %317 = icmp slt i32 %316, %4
  %318 = ptrtoint ptr addrspace(1) %307 to i64
  %319 = and i64 %318, 15
  %320 = icmp eq i64 %319, 0
  %321 = and i1 %309, %320
  %322 = and i1 %314, %321
  %323 = and i1 %317, %321
  %324 = xor i1 %309, %323
  %325 = xor i1 %312, %323
  %326 = xor i1 %315, %323
  %327 = xor i1 %273, %322
  %328 = and i1 %317, %327
  %329 = zext i1 %323 to i32
  %330 = select i1 %32, i32 %130, i32 0
  %331 = select i1 %32, i32 %131, i32 0
  %332 = select i1 %32, i32 %132, i32 0
  %333 = select i1 %32, i32 %133, i32 0
  %334 = zext i1 %324 to i32
  %335 = zext i1 %325 to i32
  %336 = zext i1 %326 to i32
  %337 = zext i1 %328 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %329, i32 %330, i32 %331, i32 %332, i32 %333, ptr addrspace(1) %307, i32 %334, i32 %335, i32 %336, i32 %337) #4
  %338 = or disjoint i32 %269, 8
  %339 = add i32 %268, %338
  %340 = sext i32 %339 to i64
  %341 = getelementptr float, ptr addrspace(1) %2, i64 %340
  %342 = icmp slt i32 %338, %4
  %343 = and i1 %273, %342
  %344 = or disjoint i32 %269, 9
  %345 = icmp slt i32 %344, %4
  %346 = and i1 %273, %345
  %347 = or disjoint i32 %269, 10
  %348 = icmp slt i32 %347, %4
  %349 = and i1 %273, %348
  %350 = or disjoint i32 %269, 11
  %351 = icmp slt i32 %350, %4
  %352 = ptrtoint ptr addrspace(1) %341 to i64
  %353 = and i64 %352, 15
  %354 = icmp eq i64 %353, 0
  %355 = and i1 %343, %354
  %356 = and i1 %348, %355
  %357 = and i1 %351, %355
  %358 = xor i1 %343, %357
  %359 = xor i1 %346, %357
  %360 = xor i1 %349, %357
  %361 = xor i1 %273, %356
  %362 = and i1 %351, %361
  %363 = zext i1 %357 to i32
  %364 = select i1 %32, i32 %134, i32 0
  %365 = select i1 %32, i32 %135, i32 0
  %366 = select i1 %32, i32 %136, i32 0
  %367 = select i1 %32, i32 %137, i32 0
  %368 = zext i1 %358 to i32
  %369 = zext i1 %359 to i32
  %370 = zext i1 %360 to i32
  %371 = zext i1 %362 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %363, i32 %364, i32 %365, i32 %366, i32 %367, ptr addrspace(1) %341, i32 %368, i32 %369, i32 %370, i32 %371) #4
  %372 = or disjoint i32 %269, 12
  %373 = add i32 %268, %372
  %374 = sext i32 %373 to i64
  %375 = getelementptr float, ptr addrspace(1) %2, i64 %374
  %376 = icmp slt i32 %372, %4
  %377 = and i1 %273, %376
  %378 = or disjoint i32 %269, 13
  %379 = icmp slt i32 %378, %4
  %380 = and i1 %273, %379
  %381 = or disjoint i32 %269, 14
  %382 = icmp slt i32 %381, %4
  %383 = and i1 %273, %382
  %384 = or disjoint i32 %269, 15
  %385 = icmp slt i32 %384, %4
  %386 = ptrtoint ptr addrspace(1) %375 to i64
  %387 = and i64 %386, 15
  %388 = icmp eq i64 %387, 0
  %389 = and i1 %377, %388
  %390 = and i1 %382, %389
  %391 = and i1 %385, %389
  %392 = xor i1 %377, %391
  %393 = xor i1 %380, %391
  %394 = xor i1 %383, %391
  %395 = xor i1 %273, %390
  %396 = and i1 %385, %395
  %397 = zext i1 %391 to i32
  %398 = select i1 %32, i32 %138, i32 0
  %399 = select i1 %32, i32 %139, i32 0
  %400 = select i1 %32, i32 %140, i32 0
  %401 = select i1 %32, i32 %141, i32 0
  %402 = zext i1 %392 to i32
  %403 = zext i1 %393 to i32
  %404 = zext i1 %394 to i32
  %405 = zext i1 %396 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %397, i32 %398, i32 %399, i32 %400, i32 %401, ptr addrspace(1) %375, i32 %402, i32 %403, i32 %404, i32 %405) #4
  %406 = or disjoint i32 %269, 16
  %407 = add i32 %268, %406
  %408 = sext i32 %407 to i64
  %409 = getelementptr float, ptr addrspace(1) %2, i64 %408
  %410 = icmp slt i32 %406, %4
  %411 = and i1 %273, %410
  %412 = or disjoint i32 %269, 17
  %413 = icmp slt i32 %412, %4
  %414 = and i1 %273, %413
  %415 = or disjoint i32 %269, 18
  %416 = icmp slt i32 %415, %4
  %417 = and i1 %273, %416
  %418 = or disjoint i32 %269, 19
  %419 = icmp slt i32 %418, %4
  %420 = ptrtoint ptr addrspace(1) %409 to i64
  %421 = and i64 %420, 15
  %422 = icmp eq i64 %421, 0
  %423 = and i1 %411, %422
  %424 = and i1 %416, %423
  %425 = and i1 %419, %423
  %426 = xor i1 %411, %425
  %427 = xor i1 %414, %425
  %428 = xor i1 %417, %425
  %429 = xor i1 %273, %424
  %430 = and i1 %419, %429
  %431 = zext i1 %425 to i32
  %432 = select i1 %32, i32 %142, i32 0
  %433 = select i1 %32, i32 %143, i32 0
  %434 = select i1 %32, i32 %144, i32 0
  %435 = select i1 %32, i32 %145, i32 0
  %436 = zext i1 %426 to i32
  %437 = zext i1 %427 to i32
  %438 = zext i1 %428 to i32
  %439 = zext i1 %430 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %431, i32 %432, i32 %433, i32 %434, i32 %435, ptr addrspace(1) %409, i32 %436, i32 %437, i32 %438, i32 %439) #4
  %440 = or disjoint i32 %269, 20
  %441 = add i32 %268, %440
  %442 = sext i32 %441 to i64
  %443 = getelementptr float, ptr addrspace(1) %2, i64 %442
  %444 = icmp slt i32 %440, %4
  %445 = and i1 %273, %444
  %446 = or disjoint i32 %269, 21
  %447 = icmp slt i32 %446, %4
  %448 = and i1 %273, %447
  %449 = or disjoint i32 %269, 22
  %450 = icmp slt i32 %449, %4
  %451 = and i1 %273, %450
  %452 = or disjoint i32 %269, 23
  %453 = icmp slt i32 %452, %4
  %454 = ptrtoint ptr addrspace(1) %443 to i64
  %455 = and i64 %454, 15
  %456 = icmp eq i64 %455, 0
  %457 = and i1 %445, %456
  %458 = and i1 %450, %457
  %459 = and i1 %453, %457
  %460 = xor i1 %445, %459
  %461 = xor i1 %448, %459
  %462 = xor i1 %451, %459
  %463 = xor i1 %273, %458
  %464 = and i1 %453, %463
  %465 = zext i1 %459 to i32
  %466 = select i1 %32, i32 %146, i32 0
  %467 = select i1 %32, i32 %147, i32 0
  %468 = select i1 %32, i32 %148, i32 0
  %469 = select i1 %32, i32 %149, i32 0
  %470 = zext i1 %460 to i32
  %471 = zext i1 %461 to i32
  %472 = zext i1 %462 to i32
  %473 = zext i1 %464 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %465, i32 %466, i32 %467, i32 %468, i32 %469, ptr addrspace(1) %443, i32 %470, i32 %471, i32 %472, i32 %473) #4
  %474 = or disjoint i32 %269, 24
  %475 = add i32 %268, %474
  %476 = sext i32 %475 to i64
  %477 = getelementptr float, ptr addrspace(1) %2, i64 %476
  %478 = icmp slt i32 %474, %4
  %479 = and i1 %273, %478
  %480 = or disjoint i32 %269, 25
  %481 = icmp slt i32 %480, %4
  %482 = and i1 %273, %481
  %483 = or disjoint i32 %269, 26
  %484 = icmp slt i32 %483, %4
  %485 = and i1 %273, %484
  %486 = or disjoint i32 %269, 27
  %487 = icmp slt i32 %486, %4
  %488 = ptrtoint ptr addrspace(1) %477 to i64
  %489 = and i64 %488, 15
  %490 = icmp eq i64 %489, 0
  %491 = and i1 %479, %490
  %492 = and i1 %484, %491
  %493 = and i1 %487, %491
  %494 = xor i1 %479, %493
  %495 = xor i1 %482, %493
  %496 = xor i1 %485, %493
  %497 = xor i1 %273, %492
  %498 = and i1 %487, %497
  %499 = zext i1 %493 to i32
  %500 = select i1 %32, i32 %150, i32 0
  %501 = select i1 %32, i32 %151, i32 0
  %502 = select i1 %32, i32 %152, i32 0
  %503 = select i1 %32, i32 %153, i32 0
  %504 = zext i1 %494 to i32
  %505 = zext i1 %495 to i32
  %506 = zext i1 %496 to i32
  %507 = zext i1 %498 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %499, i32 %500, i32 %501, i32 %502, i32 %503, ptr addrspace(1) %477, i32 %504, i32 %505, i32 %506, i32 %507) #4
  %508 = or disjoint i32 %269, 28
  %509 = add i32 %268, %508
  %510 = sext i32 %509 to i64
  %511 = getelementptr float, ptr addrspace(1) %2, i64 %510
  %512 = icmp slt i32 %508, %4
  %513 = and i1 %273, %512
  %514 = or disjoint i32 %269, 29
  %515 = icmp slt i32 %514, %4
  %516 = and i1 %273, %515
  %517 = or disjoint i32 %269, 30
  %518 = icmp slt i32 %517, %4
  %519 = and i1 %273, %518
  %520 = or disjoint i32 %269, 31
  %521 = icmp slt i32 %520, %4
  %522 = ptrtoint ptr addrspace(1) %511 to i64
  %523 = and i64 %522, 15
  %524 = icmp eq i64 %523, 0
  %525 = and i1 %513, %524
  %526 = and i1 %518, %525
  %527 = and i1 %521, %525
  %528 = xor i1 %513, %527
  %529 = xor i1 %516, %527
  %530 = xor i1 %519, %527
  %531 = xor i1 %273, %526
  %532 = and i1 %521, %531
  %533 = zext i1 %527 to i32
  %534 = select i1 %32, i32 %154, i32 0
  %535 = select i1 %32, i32 %155, i32 0
  %536 = select i1 %32, i32 %156, i32 0
  %537 = select i1 %32, i32 %157, i32 0
  %538 = zext i1 %528 to i32
  %539 = zext i1 %529 to i32
  %540 = zext i1 %530 to i32
  %541 = zext i1 %532 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %533, i32 %534, i32 %535, i32 %536, i32 %537, ptr addrspace(1) %511, i32 %538, i32 %539, i32 %540, i32 %541) #4
  %542 = or disjoint i32 %269, 32
  %543 = add i32 %268, %542
  %544 = sext i32 %543 to i64
  %545 = getelementptr float, ptr addrspace(1) %2, i64 %544
  %546 = icmp slt i32 %542, %4
  %547 = and i1 %273, %546
  %548 = or disjoint i32 %269, 33
  %549 = icmp slt i32 %548, %4
  %550 = and i1 %273, %549
  %551 = or disjoint i32 %269, 34
  %552 = icmp slt i32 %551, %4
  %553 = and i1 %273, %552
  %554 = or disjoint i32 %269, 35
  %555 = icmp slt i32 %554, %4
  %556 = ptrtoint ptr addrspace(1) %545 to i64
  %557 = and i64 %556, 15
  %558 = icmp eq i64 %557, 0
  %559 = and i1 %547, %558
  %560 = and i1 %552, %559
  %561 = and i1 %555, %559
  %562 = xor i1 %547, %561
  %563 = xor i1 %550, %561
  %564 = xor i1 %553, %561
  %565 = xor i1 %273, %560
  %566 = and i1 %555, %565
  %567 = zext i1 %561 to i32
  %568 = select i1 %32, i32 %160, i32 0
  %569 = select i1 %32, i32 %161, i32 0
  %570 = select i1 %32, i32 %162, i32 0
  %571 = select i1 %32, i32 %163, i32 0
  %572 = zext i1 %562 to i32
  %573 = zext i1 %563 to i32
  %574 = zext i1 %564 to i32
  %575 = zext i1 %566 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %567, i32 %568, i32 %569, i32 %570, i32 %571, ptr addrspace(1) %545, i32 %572, i32 %573, i32 %574, i32 %575) #4
  %576 = or disjoint i32 %269, 36
  %577 = add i32 %268, %576
  %578 = sext i32 %577 to i64
  %579 = getelementptr float, ptr addrspace(1) %2, i64 %578
  %580 = icmp slt i32 %576, %4
  %581 = and i1 %273, %580
  %582 = or disjoint i32 %269, 37
  %583 = icmp slt i32 %582, %4
  %584 = and i1 %273, %583
  %585 = or disjoint i32 %269, 38
  %586 = icmp slt i32 %585, %4
  %587 = and i1 %273, %586
  %588 = or disjoint i32 %269, 39
  %589 = icmp slt i32 %588, %4
  %590 = ptrtoint ptr addrspace(1) %579 to i64
  %591 = and i64 %590, 15
  %592 = icmp eq i64 %591, 0
  %593 = and i1 %581, %592
  %594 = and i1 %586, %593
  %595 = and i1 %589, %593
  %596 = xor i1 %581, %595
  %597 = xor i1 %584, %595
  %598 = xor i1 %587, %595
  %599 = xor i1 %273, %594
  %600 = and i1 %589, %599
  %601 = zext i1 %595 to i32
  %602 = select i1 %32, i32 %164, i32 0
  %603 = select i1 %32, i32 %165, i32 0
  %604 = select i1 %32, i32 %166, i32 0
  %605 = select i1 %32, i32 %167, i32 0
  %606 = zext i1 %596 to i32
  %607 = zext i1 %597 to i32
  %608 = zext i1 %598 to i32
  %609 = zext i1 %600 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %601, i32 %602, i32 %603, i32 %604, i32 %605, ptr addrspace(1) %579, i32 %606, i32 %607, i32 %608, i32 %609) #4
  %610 = or disjoint i32 %269, 40
  %611 = add i32 %268, %610
  %612 = sext i32 %611 to i64
  %613 = getelementptr float, ptr addrspace(1) %2, i64 %612
  %614 = icmp slt i32 %610, %4
  %615 = and i1 %273, %614
  %616 = or disjoint i32 %269, 41
  %617 = icmp slt i32 %616, %4
  %618 = and i1 %273, %617
  %619 = or disjoint i32 %269, 42
  %620 = icmp slt i32 %619, %4
  %621 = and i1 %273, %620
  %622 = or disjoint i32 %269, 43
  %623 = icmp slt i32 %622, %4
  %624 = ptrtoint ptr addrspace(1) %613 to i64
  %625 = and i64 %624, 15
  %626 = icmp eq i64 %625, 0
  %627 = and i1 %615, %626
  %628 = and i1 %620, %627
  %629 = and i1 %623, %627
  %630 = xor i1 %615, %629
  %631 = xor i1 %618, %629
  %632 = xor i1 %621, %629
  %633 = xor i1 %273, %628
  %634 = and i1 %623, %633
  %635 = zext i1 %629 to i32
  %636 = select i1 %32, i32 %168, i32 0
  %637 = select i1 %32, i32 %169, i32 0
  %638 = select i1 %32, i32 %170, i32 0
  %639 = select i1 %32, i32 %171, i32 0
  %640 = zext i1 %630 to i32
  %641 = zext i1 %631 to i32
  %642 = zext i1 %632 to i32
  %643 = zext i1 %634 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %635, i32 %636, i32 %637, i32 %638, i32 %639, ptr addrspace(1) %613, i32 %640, i32 %641, i32 %642, i32 %643) #4
  %644 = or disjoint i32 %269, 44
  %645 = add i32 %268, %644
  %646 = sext i32 %645 to i64
  %647 = getelementptr float, ptr addrspace(1) %2, i64 %646
  %648 = icmp slt i32 %644, %4
  %649 = and i1 %273, %648
  %650 = or disjoint i32 %269, 45
  %651 = icmp slt i32 %650, %4
  %652 = and i1 %273, %651
  %653 = or disjoint i32 %269, 46
  %654 = icmp slt i32 %653, %4
  %655 = and i1 %273, %654
  %656 = or disjoint i32 %269, 47
  %657 = icmp slt i32 %656, %4
  %658 = ptrtoint ptr addrspace(1) %647 to i64
  %659 = and i64 %658, 15
  %660 = icmp eq i64 %659, 0
  %661 = and i1 %649, %660
  %662 = and i1 %654, %661
  %663 = and i1 %657, %661
  %664 = xor i1 %649, %663
  %665 = xor i1 %652, %663
  %666 = xor i1 %655, %663
  %667 = xor i1 %273, %662
  %668 = and i1 %657, %667
  %669 = zext i1 %663 to i32
  %670 = select i1 %32, i32 %172, i32 0
  %671 = select i1 %32, i32 %173, i32 0
  %672 = select i1 %32, i32 %174, i32 0
  %673 = select i1 %32, i32 %175, i32 0
  %674 = zext i1 %664 to i32
  %675 = zext i1 %665 to i32
  %676 = zext i1 %666 to i32
  %677 = zext i1 %668 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %669, i32 %670, i32 %671, i32 %672, i32 %673, ptr addrspace(1) %647, i32 %674, i32 %675, i32 %676, i32 %677) #4
  %678 = or disjoint i32 %269, 48
  %679 = add i32 %268, %678
  %680 = sext i32 %679 to i64
  %681 = getelementptr float, ptr addrspace(1) %2, i64 %680
  %682 = icmp slt i32 %678, %4
  %683 = and i1 %273, %682
  %684 = or disjoint i32 %269, 49
  %685 = icmp slt i32 %684, %4
  %686 = and i1 %273, %685
  %687 = or disjoint i32 %269, 50
  %688 = icmp slt i32 %687, %4
  %689 = and i1 %273, %688
  %690 = or disjoint i32 %269, 51
  %691 = icmp slt i32 %690, %4
  %692 = ptrtoint ptr addrspace(1) %681 to i64
  %693 = and i64 %692, 15
  %694 = icmp eq i64 %693, 0
  %695 = and i1 %683, %694
  %696 = and i1 %688, %695
  %697 = and i1 %691, %695
  %698 = xor i1 %683, %697
  %699 = xor i1 %686, %697
  %700 = xor i1 %689, %697
  %701 = xor i1 %273, %696
  %702 = and i1 %691, %701
  %703 = zext i1 %697 to i32
  %704 = select i1 %32, i32 %176, i32 0
  %705 = select i1 %32, i32 %177, i32 0
  %706 = select i1 %32, i32 %178, i32 0
  %707 = select i1 %32, i32 %179, i32 0
  %708 = zext i1 %698 to i32
  %709 = zext i1 %699 to i32
  %710 = zext i1 %700 to i32
  %711 = zext i1 %702 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %703, i32 %704, i32 %705, i32 %706, i32 %707, ptr addrspace(1) %681, i32 %708, i32 %709, i32 %710, i32 %711) #4
  %712 = or disjoint i32 %269, 52
  %713 = add i32 %268, %712
  %714 = sext i32 %713 to i64
  %715 = getelementptr float, ptr addrspace(1) %2, i64 %714
  %716 = icmp slt i32 %712, %4
  %717 = and i1 %273, %716
  %718 = or disjoint i32 %269, 53
  %719 = icmp slt i32 %718, %4
  %720 = and i1 %273, %719
  %721 = or disjoint i32 %269, 54
  %722 = icmp slt i32 %721, %4
  %723 = and i1 %273, %722
  %724 = or disjoint i32 %269, 55
  %725 = icmp slt i32 %724, %4
  %726 = ptrtoint ptr addrspace(1) %715 to i64
  %727 = and i64 %726, 15
  %728 = icmp eq i64 %727, 0
  %729 = and i1 %717, %728
  %730 = and i1 %722, %729
  %731 = and i1 %725, %729
  %732 = xor i1 %717, %731
  %733 = xor i1 %720, %731
  %734 = xor i1 %723, %731
  %735 = xor i1 %273, %730
  %736 = and i1 %725, %735
  %737 = zext i1 %731 to i32
  %738 = select i1 %32, i32 %180, i32 0
  %739 = select i1 %32, i32 %181, i32 0
  %740 = select i1 %32, i32 %182, i32 0
  %741 = select i1 %32, i32 %183, i32 0
  %742 = zext i1 %732 to i32
  %743 = zext i1 %733 to i32
  %744 = zext i1 %734 to i32
  %745 = zext i1 %736 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %737, i32 %738, i32 %739, i32 %740, i32 %741, ptr addrspace(1) %715, i32 %742, i32 %743, i32 %744, i32 %745) #4
  %746 = or disjoint i32 %269, 56
  %747 = add i32 %268, %746
  %748 = sext i32 %747 to i64
  %749 = getelementptr float, ptr addrspace(1) %2, i64 %748
  %750 = icmp slt i32 %746, %4
  %751 = and i1 %273, %750
  %752 = or disjoint i32 %269, 57
  %753 = icmp slt i32 %752, %4
  %754 = and i1 %273, %753
  %755 = or disjoint i32 %269, 58
  %756 = icmp slt i32 %755, %4
  %757 = and i1 %273, %756
  %758 = or disjoint i32 %269, 59
  %759 = icmp slt i32 %758, %4
  %760 = ptrtoint ptr addrspace(1) %749 to i64
  %761 = and i64 %760, 15
  %762 = icmp eq i64 %761, 0
  %763 = and i1 %751, %762
  %764 = and i1 %756, %763
  %765 = and i1 %759, %763
  %766 = xor i1 %751, %765
  %767 = xor i1 %754, %765
  %768 = xor i1 %757, %765
  %769 = xor i1 %273, %764
  %770 = and i1 %759, %769
  %771 = zext i1 %765 to i32
  %772 = select i1 %32, i32 %184, i32 0
  %773 = select i1 %32, i32 %185, i32 0
  %774 = select i1 %32, i32 %186, i32 0
  %775 = select i1 %32, i32 %187, i32 0
  %776 = zext i1 %766 to i32
  %777 = zext i1 %767 to i32
  %778 = zext i1 %768 to i32
  %779 = zext i1 %770 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %771, i32 %772, i32 %773, i32 %774, i32 %775, ptr addrspace(1) %749, i32 %776, i32 %777, i32 %778, i32 %779) #4
  %780 = or disjoint i32 %269, 60
  %781 = add i32 %268, %780
  %782 = sext i32 %781 to i64
  %783 = getelementptr float, ptr addrspace(1) %2, i64 %782
  %784 = icmp slt i32 %780, %4
  %785 = and i1 %273, %784
  %786 = or disjoint i32 %269, 61
  %787 = icmp slt i32 %786, %4
  %788 = and i1 %273, %787
  %789 = or disjoint i32 %269, 62
  %790 = icmp slt i32 %789, %4
  %791 = and i1 %273, %790
  %792 = or disjoint i32 %269, 63
  %793 = icmp slt i32 %792, %4
  %794 = ptrtoint ptr addrspace(1) %783 to i64
  %795 = and i64 %794, 15
  %796 = icmp eq i64 %795, 0
  %797 = and i1 %785, %796
  %798 = and i1 %790, %797
  %799 = and i1 %793, %797
  %800 = xor i1 %785, %799
  %801 = xor i1 %788, %799
  %802 = xor i1 %791, %799
  %803 = xor i1 %273, %798
  %804 = and i1 %793, %803
  %805 = zext i1 %799 to i32
  %806 = select i1 %32, i32 %188, i32 0
  %807 = select i1 %32, i32 %189, i32 0
  %808 = select i1 %32, i32 %190, i32 0
  %809 = select i1 %32, i32 %191, i32 0
  %810 = zext i1 %800 to i32
  %811 = zext i1 %801 to i32
  %812 = zext i1 %802 to i32
  %813 = zext i1 %804 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %805, i32 %806, i32 %807, i32 %808, i32 %809, ptr addrspace(1) %783, i32 %810, i32 %811, i32 %812, i32 %813) #4
  %814 = or disjoint i32 %269, 64
  %815 = add i32 %268, %814
  %816 = sext i32 %815 to i64
  %817 = getelementptr float, ptr addrspace(1) %2, i64 %816
  %818 = icmp slt i32 %814, %4
  %819 = and i1 %273, %818
  %820 = or disjoint i32 %269, 65
  %821 = icmp slt i32 %820, %4
  %822 = and i1 %273, %821
  %823 = or disjoint i32 %269, 66
  %824 = icmp slt i32 %823, %4
  %825 = and i1 %273, %824
  %826 = or disjoint i32 %269, 67
  %827 = icmp slt i32 %826, %4
  %828 = ptrtoint ptr addrspace(1) %817 to i64
  %829 = and i64 %828, 15
  %830 = icmp eq i64 %829, 0
  %831 = and i1 %819, %830
  %832 = and i1 %824, %831
  %833 = and i1 %827, %831
  %834 = xor i1 %819, %833
  %835 = xor i1 %822, %833
  %836 = xor i1 %825, %833
  %837 = xor i1 %273, %832
  %838 = and i1 %827, %837
  %839 = zext i1 %833 to i32
  %840 = select i1 %32, i32 %194, i32 0
  %841 = select i1 %32, i32 %195, i32 0
  %842 = select i1 %32, i32 %196, i32 0
  %843 = select i1 %32, i32 %197, i32 0
  %844 = zext i1 %834 to i32
  %845 = zext i1 %835 to i32
  %846 = zext i1 %836 to i32
  %847 = zext i1 %838 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %839, i32 %840, i32 %841, i32 %842, i32 %843, ptr addrspace(1) %817, i32 %844, i32 %845, i32 %846, i32 %847) #4
  %848 = or disjoint i32 %269, 68
  %849 = add i32 %268, %848
  %850 = sext i32 %849 to i64
  %851 = getelementptr float, ptr addrspace(1) %2, i64 %850
  %852 = icmp slt i32 %848, %4
  %853 = and i1 %273, %852
  %854 = or disjoint i32 %269, 69
  %855 = icmp slt i32 %854, %4
  %856 = and i1 %273, %855
  %857 = or disjoint i32 %269, 70
  %858 = icmp slt i32 %857, %4
  %859 = and i1 %273, %858
  %860 = or disjoint i32 %269, 71
  %861 = icmp slt i32 %860, %4
  %862 = ptrtoint ptr addrspace(1) %851 to i64
  %863 = and i64 %862, 15
  %864 = icmp eq i64 %863, 0
  %865 = and i1 %853, %864
  %866 = and i1 %858, %865
  %867 = and i1 %861, %865
  %868 = xor i1 %853, %867
  %869 = xor i1 %856, %867
  %870 = xor i1 %859, %867
  %871 = xor i1 %273, %866
  %872 = and i1 %861, %871
  %873 = zext i1 %867 to i32
  %874 = select i1 %32, i32 %198, i32 0
  %875 = select i1 %32, i32 %199, i32 0
  %876 = select i1 %32, i32 %200, i32 0
  %877 = select i1 %32, i32 %201, i32 0
  %878 = zext i1 %868 to i32
  %879 = zext i1 %869 to i32
  %880 = zext i1 %870 to i32
  %881 = zext i1 %872 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %873, i32 %874, i32 %875, i32 %876, i32 %877, ptr addrspace(1) %851, i32 %878, i32 %879, i32 %880, i32 %881) #4
  %882 = or disjoint i32 %269, 72
  %883 = add i32 %268, %882
  %884 = sext i32 %883 to i64
  %885 = getelementptr float, ptr addrspace(1) %2, i64 %884
  %886 = icmp slt i32 %882, %4
  %887 = and i1 %273, %886
  %888 = or disjoint i32 %269, 73
  %889 = icmp slt i32 %888, %4
  %890 = and i1 %273, %889
  %891 = or disjoint i32 %269, 74
  %892 = icmp slt i32 %891, %4
  %893 = and i1 %273, %892
  %894 = or disjoint i32 %269, 75
  %895 = icmp slt i32 %894, %4
  %896 = ptrtoint ptr addrspace(1) %885 to i64
  %897 = and i64 %896, 15
  %898 = icmp eq i64 %897, 0
  %899 = and i1 %887, %898
  %900 = and i1 %892, %899
  %901 = and i1 %895, %899
  %902 = xor i1 %887, %901
  %903 = xor i1 %890, %901
  %904 = xor i1 %893, %901
  %905 = xor i1 %273, %900
  %906 = and i1 %895, %905
  %907 = zext i1 %901 to i32
  %908 = select i1 %32, i32 %202, i32 0
  %909 = select i1 %32, i32 %203, i32 0
  %910 = select i1 %32, i32 %204, i32 0
  %911 = select i1 %32, i32 %205, i32 0
  %912 = zext i1 %902 to i32
  %913 = zext i1 %903 to i32
  %914 = zext i1 %904 to i32
  %915 = zext i1 %906 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %907, i32 %908, i32 %909, i32 %910, i32 %911, ptr addrspace(1) %885, i32 %912, i32 %913, i32 %914, i32 %915) #4
  %916 = or disjoint i32 %269, 76
  %917 = add i32 %268, %916
  %918 = sext i32 %917 to i64
  %919 = getelementptr float, ptr addrspace(1) %2, i64 %918
  %920 = icmp slt i32 %916, %4
  %921 = and i1 %273, %920
  %922 = or disjoint i32 %269, 77
  %923 = icmp slt i32 %922, %4
  %924 = and i1 %273, %923
  %925 = or disjoint i32 %269, 78
  %926 = icmp slt i32 %925, %4
  %927 = and i1 %273, %926
  %928 = or disjoint i32 %269, 79
  %929 = icmp slt i32 %928, %4
  %930 = ptrtoint ptr addrspace(1) %919 to i64
  %931 = and i64 %930, 15
  %932 = icmp eq i64 %931, 0
  %933 = and i1 %921, %932
  %934 = and i1 %926, %933
  %935 = and i1 %929, %933
  %936 = xor i1 %921, %935
  %937 = xor i1 %924, %935
  %938 = xor i1 %927, %935
  %939 = xor i1 %273, %934
  %940 = and i1 %929, %939
  %941 = zext i1 %935 to i32
  %942 = select i1 %32, i32 %206, i32 0
  %943 = select i1 %32, i32 %207, i32 0
  %944 = select i1 %32, i32 %208, i32 0
  %945 = select i1 %32, i32 %209, i32 0
  %946 = zext i1 %936 to i32
  %947 = zext i1 %937 to i32
  %948 = zext i1 %938 to i32
  %949 = zext i1 %940 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %941, i32 %942, i32 %943, i32 %944, i32 %945, ptr addrspace(1) %919, i32 %946, i32 %947, i32 %948, i32 %949) #4
  %950 = or disjoint i32 %269, 80
  %951 = add i32 %268, %950
  %952 = sext i32 %951 to i64
  %953 = getelementptr float, ptr addrspace(1) %2, i64 %952
  %954 = icmp slt i32 %950, %4
  %955 = and i1 %273, %954
  %956 = or disjoint i32 %269, 81
  %957 = icmp slt i32 %956, %4
  %958 = and i1 %273, %957
  %959 = or disjoint i32 %269, 82
  %960 = icmp slt i32 %959, %4
  %961 = and i1 %273, %960
  %962 = or disjoint i32 %269, 83
  %963 = icmp slt i32 %962, %4
  %964 = ptrtoint ptr addrspace(1) %953 to i64
  %965 = and i64 %964, 15
  %966 = icmp eq i64 %965, 0
  %967 = and i1 %955, %966
  %968 = and i1 %960, %967
  %969 = and i1 %963, %967
  %970 = xor i1 %955, %969
  %971 = xor i1 %958, %969
  %972 = xor i1 %961, %969
  %973 = xor i1 %273, %968
  %974 = and i1 %963, %973
  %975 = zext i1 %969 to i32
  %976 = select i1 %32, i32 %210, i32 0
  %977 = select i1 %32, i32 %211, i32 0
  %978 = select i1 %32, i32 %212, i32 0
  %979 = select i1 %32, i32 %213, i32 0
  %980 = zext i1 %970 to i32
  %981 = zext i1 %971 to i32
  %982 = zext i1 %972 to i32
  %983 = zext i1 %974 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %975, i32 %976, i32 %977, i32 %978, i32 %979, ptr addrspace(1) %953, i32 %980, i32 %981, i32 %982, i32 %983) #4
  %984 = or disjoint i32 %269, 84
  %985 = add i32 %268, %984
  %986 = sext i32 %985 to i64
  %987 = getelementptr float, ptr addrspace(1) %2, i64 %986
  %988 = icmp slt i32 %984, %4
  %989 = and i1 %273, %988
  %990 = or disjoint i32 %269, 85
  %991 = icmp slt i32 %990, %4
  %992 = and i1 %273, %991
  %993 = or disjoint i32 %269, 86
  %994 = icmp slt i32 %993, %4
  %995 = and i1 %273, %994
  %996 = or disjoint i32 %269, 87
  %997 = icmp slt i32 %996, %4
  %998 = ptrtoint ptr addrspace(1) %987 to i64
  %999 = and i64 %998, 15
  %1000 = icmp eq i64 %999, 0
  %1001 = and i1 %989, %1000
  %1002 = and i1 %994, %1001
  %1003 = and i1 %997, %1001
  %1004 = xor i1 %989, %1003
  %1005 = xor i1 %992, %1003
  %1006 = xor i1 %995, %1003
  %1007 = xor i1 %273, %1002
  %1008 = and i1 %997, %1007
  %1009 = zext i1 %1003 to i32
  %1010 = select i1 %32, i32 %214, i32 0
  %1011 = select i1 %32, i32 %215, i32 0
  %1012 = select i1 %32, i32 %216, i32 0
  %1013 = select i1 %32, i32 %217, i32 0
  %1014 = zext i1 %1004 to i32
  %1015 = zext i1 %1005 to i32
  %1016 = zext i1 %1006 to i32
  %1017 = zext i1 %1008 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1009, i32 %1010, i32 %1011, i32 %1012, i32 %1013, ptr addrspace(1) %987, i32 %1014, i32 %1015, i32 %1016, i32 %1017) #4
  %1018 = or disjoint i32 %269, 88
  %1019 = add i32 %268, %1018
  %1020 = sext i32 %1019 to i64
  %1021 = getelementptr float, ptr addrspace(1) %2, i64 %1020
  %1022 = icmp slt i32 %1018, %4
  %1023 = and i1 %273, %1022
  %1024 = or disjoint i32 %269, 89
  %1025 = icmp slt i32 %1024, %4
  %1026 = and i1 %273, %1025
  %1027 = or disjoint i32 %269, 90
  %1028 = icmp slt i32 %1027, %4
  %1029 = and i1 %273, %1028
  %1030 = or disjoint i32 %269, 91
  %1031 = icmp slt i32 %1030, %4
  %1032 = ptrtoint ptr addrspace(1) %1021 to i64
  %1033 = and i64 %1032, 15
  %1034 = icmp eq i64 %1033, 0
  %1035 = and i1 %1023, %1034
  %1036 = and i1 %1028, %1035
  %1037 = and i1 %1031, %1035
  %1038 = xor i1 %1023, %1037
  %1039 = xor i1 %1026, %1037
  %1040 = xor i1 %1029, %1037
  %1041 = xor i1 %273, %1036
  %1042 = and i1 %1031, %1041
  %1043 = zext i1 %1037 to i32
  %1044 = select i1 %32, i32 %218, i32 0
  %1045 = select i1 %32, i32 %219, i32 0
  %1046 = select i1 %32, i32 %220, i32 0
  %1047 = select i1 %32, i32 %221, i32 0
  %1048 = zext i1 %1038 to i32
  %1049 = zext i1 %1039 to i32
  %1050 = zext i1 %1040 to i32
  %1051 = zext i1 %1042 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1043, i32 %1044, i32 %1045, i32 %1046, i32 %1047, ptr addrspace(1) %1021, i32 %1048, i32 %1049, i32 %1050, i32 %1051) #4
  %1052 = or disjoint i32 %269, 92
  %1053 = add i32 %268, %1052
  %1054 = sext i32 %1053 to i64
  %1055 = getelementptr float, ptr addrspace(1) %2, i64 %1054
  %1056 = icmp slt i32 %1052, %4
  %1057 = and i1 %273, %1056
  %1058 = or disjoint i32 %269, 93
  %1059 = icmp slt i32 %1058, %4
  %1060 = and i1 %273, %1059
  %1061 = or disjoint i32 %269, 94
  %1062 = icmp slt i32 %1061, %4
  %1063 = and i1 %273, %1062
  %1064 = or disjoint i32 %269, 95
  %1065 = icmp slt i32 %1064, %4
  %1066 = ptrtoint ptr addrspace(1) %1055 to i64
  %1067 = and i64 %1066, 15
  %1068 = icmp eq i64 %1067, 0
  %1069 = and i1 %1057, %1068
  %1070 = and i1 %1062, %1069
  %1071 = and i1 %1065, %1069
  %1072 = xor i1 %1057, %1071
  %1073 = xor i1 %1060, %1071
  %1074 = xor i1 %1063, %1071
  %1075 = xor i1 %273, %1070
  %1076 = and i1 %1065, %1075
  %1077 = zext i1 %1071 to i32
  %1078 = select i1 %32, i32 %222, i32 0
  %1079 = select i1 %32, i32 %223, i32 0
  %1080 = select i1 %32, i32 %224, i32 0
  %1081 = select i1 %32, i32 %225, i32 0
  %1082 = zext i1 %1072 to i32
  %1083 = zext i1 %1073 to i32
  %1084 = zext i1 %1074 to i32
  %1085 = zext i1 %1076 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1077, i32 %1078, i32 %1079, i32 %1080, i32 %1081, ptr addrspace(1) %1055, i32 %1082, i32 %1083, i32 %1084, i32 %1085) #4
  %1086 = or disjoint i32 %269, 96
  %1087 = add i32 %268, %1086
  %1088 = sext i32 %1087 to i64
  %1089 = getelementptr float, ptr addrspace(1) %2, i64 %1088
  %1090 = icmp slt i32 %1086, %4
  %1091 = and i1 %273, %1090
  %1092 = or disjoint i32 %269, 97
  %1093 = icmp slt i32 %1092, %4
  %1094 = and i1 %273, %1093
  %1095 = or disjoint i32 %269, 98
  %1096 = icmp slt i32 %1095, %4
  %1097 = and i1 %273, %1096
  %1098 = or disjoint i32 %269, 99
  %1099 = icmp slt i32 %1098, %4
  %1100 = ptrtoint ptr addrspace(1) %1089 to i64
  %1101 = and i64 %1100, 15
  %1102 = icmp eq i64 %1101, 0
  %1103 = and i1 %1091, %1102
  %1104 = and i1 %1096, %1103
  %1105 = and i1 %1099, %1103
  %1106 = xor i1 %1091, %1105
  %1107 = xor i1 %1094, %1105
  %1108 = xor i1 %1097, %1105
  %1109 = xor i1 %273, %1104
  %1110 = and i1 %1099, %1109
  %1111 = zext i1 %1105 to i32
  %1112 = select i1 %32, i32 %228, i32 0
  %1113 = select i1 %32, i32 %229, i32 0
  %1114 = select i1 %32, i32 %230, i32 0
  %1115 = select i1 %32, i32 %231, i32 0
  %1116 = zext i1 %1106 to i32
  %1117 = zext i1 %1107 to i32
  %1118 = zext i1 %1108 to i32
  %1119 = zext i1 %1110 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1111, i32 %1112, i32 %1113, i32 %1114, i32 %1115, ptr addrspace(1) %1089, i32 %1116, i32 %1117, i32 %1118, i32 %1119) #4
  %1120 = or disjoint i32 %269, 100
  %1121 = add i32 %268, %1120
  %1122 = sext i32 %1121 to i64
  %1123 = getelementptr float, ptr addrspace(1) %2, i64 %1122
  %1124 = icmp slt i32 %1120, %4
  %1125 = and i1 %273, %1124
  %1126 = or disjoint i32 %269, 101
  %1127 = icmp slt i32 %1126, %4
  %1128 = and i1 %273, %1127
  %1129 = or disjoint i32 %269, 102
  %1130 = icmp slt i32 %1129, %4
  %1131 = and i1 %273, %1130
  %1132 = or disjoint i32 %269, 103
  %1133 = icmp slt i32 %1132, %4
  %1134 = ptrtoint ptr addrspace(1) %1123 to i64
  %1135 = and i64 %1134, 15
  %1136 = icmp eq i64 %1135, 0
  %1137 = and i1 %1125, %1136
  %1138 = and i1 %1130, %1137
  %1139 = and i1 %1133, %1137
  %1140 = xor i1 %1125, %1139
  %1141 = xor i1 %1128, %1139
  %1142 = xor i1 %1131, %1139
  %1143 = xor i1 %273, %1138
  %1144 = and i1 %1133, %1143
  %1145 = zext i1 %1139 to i32
  %1146 = select i1 %32, i32 %232, i32 0
  %1147 = select i1 %32, i32 %233, i32 0
  %1148 = select i1 %32, i32 %234, i32 0
  %1149 = select i1 %32, i32 %235, i32 0
  %1150 = zext i1 %1140 to i32
  %1151 = zext i1 %1141 to i32
  %1152 = zext i1 %1142 to i32
  %1153 = zext i1 %1144 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1145, i32 %1146, i32 %1147, i32 %1148, i32 %1149, ptr addrspace(1) %1123, i32 %1150, i32 %1151, i32 %1152, i32 %1153) #4
  %1154 = or disjoint i32 %269, 104
  %1155 = add i32 %268, %1154
  %1156 = sext i32 %1155 to i64
  %1157 = getelementptr float, ptr addrspace(1) %2, i64 %1156
  %1158 = icmp slt i32 %1154, %4
  %1159 = and i1 %273, %1158
  %1160 = or disjoint i32 %269, 105
  %1161 = icmp slt i32 %1160, %4
  %1162 = and i1 %273, %1161
  %1163 = or disjoint i32 %269, 106
  %1164 = icmp slt i32 %1163, %4
  %1165 = and i1 %273, %1164
  %1166 = or disjoint i32 %269, 107
  %1167 = icmp slt i32 %1166, %4
  %1168 = ptrtoint ptr addrspace(1) %1157 to i64
  %1169 = and i64 %1168, 15
  %1170 = icmp eq i64 %1169, 0
  %1171 = and i1 %1159, %1170
  %1172 = and i1 %1164, %1171
  %1173 = and i1 %1167, %1171
  %1174 = xor i1 %1159, %1173
  %1175 = xor i1 %1162, %1173
  %1176 = xor i1 %1165, %1173
  %1177 = xor i1 %273, %1172
  %1178 = and i1 %1167, %1177
  %1179 = zext i1 %1173 to i32
  %1180 = select i1 %32, i32 %236, i32 0
  %1181 = select i1 %32, i32 %237, i32 0
  %1182 = select i1 %32, i32 %238, i32 0
  %1183 = select i1 %32, i32 %239, i32 0
  %1184 = zext i1 %1174 to i32
  %1185 = zext i1 %1175 to i32
  %1186 = zext i1 %1176 to i32
  %1187 = zext i1 %1178 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1179, i32 %1180, i32 %1181, i32 %1182, i32 %1183, ptr addrspace(1) %1157, i32 %1184, i32 %1185, i32 %1186, i32 %1187) #4
  %1188 = or disjoint i32 %269, 108
  %1189 = add i32 %268, %1188
  %1190 = sext i32 %1189 to i64
  %1191 = getelementptr float, ptr addrspace(1) %2, i64 %1190
  %1192 = icmp slt i32 %1188, %4
  %1193 = and i1 %273, %1192
  %1194 = or disjoint i32 %269, 109
  %1195 = icmp slt i32 %1194, %4
  %1196 = and i1 %273, %1195
  %1197 = or disjoint i32 %269, 110
  %1198 = icmp slt i32 %1197, %4
  %1199 = and i1 %273, %1198
  %1200 = or disjoint i32 %269, 111
  %1201 = icmp slt i32 %1200, %4
  %1202 = ptrtoint ptr addrspace(1) %1191 to i64
  %1203 = and i64 %1202, 15
  %1204 = icmp eq i64 %1203, 0
  %1205 = and i1 %1193, %1204
  %1206 = and i1 %1198, %1205
  %1207 = and i1 %1201, %1205
  %1208 = xor i1 %1193, %1207
  %1209 = xor i1 %1196, %1207
  %1210 = xor i1 %1199, %1207
  %1211 = xor i1 %273, %1206
  %1212 = and i1 %1201, %1211
  %1213 = zext i1 %1207 to i32
  %1214 = select i1 %32, i32 %240, i32 0
  %1215 = select i1 %32, i32 %241, i32 0
  %1216 = select i1 %32, i32 %242, i32 0
  %1217 = select i1 %32, i32 %243, i32 0
  %1218 = zext i1 %1208 to i32
  %1219 = zext i1 %1209 to i32
  %1220 = zext i1 %1210 to i32
  %1221 = zext i1 %1212 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1213, i32 %1214, i32 %1215, i32 %1216, i32 %1217, ptr addrspace(1) %1191, i32 %1218, i32 %1219, i32 %1220, i32 %1221) #4
  %1222 = or disjoint i32 %269, 112
  %1223 = add i32 %268, %1222
  %1224 = sext i32 %1223 to i64
  %1225 = getelementptr float, ptr addrspace(1) %2, i64 %1224
  %1226 = icmp slt i32 %1222, %4
  %1227 = and i1 %273, %1226
  %1228 = or disjoint i32 %269, 113
  %1229 = icmp slt i32 %1228, %4
  %1230 = and i1 %273, %1229
  %1231 = or disjoint i32 %269, 114
  %1232 = icmp slt i32 %1231, %4
  %1233 = and i1 %273, %1232
  %1234 = or disjoint i32 %269, 115
  %1235 = icmp slt i32 %1234, %4
  %1236 = ptrtoint ptr addrspace(1) %1225 to i64
  %1237 = and i64 %1236, 15
  %1238 = icmp eq i64 %1237, 0
  %1239 = and i1 %1227, %1238
  %1240 = and i1 %1232, %1239
  %1241 = and i1 %1235, %1239
  %1242 = xor i1 %1227, %1241
  %1243 = xor i1 %1230, %1241
  %1244 = xor i1 %1233, %1241
  %1245 = xor i1 %273, %1240
  %1246 = and i1 %1235, %1245
  %1247 = zext i1 %1241 to i32
  %1248 = select i1 %32, i32 %244, i32 0
  %1249 = select i1 %32, i32 %245, i32 0
  %1250 = select i1 %32, i32 %246, i32 0
  %1251 = select i1 %32, i32 %247, i32 0
  %1252 = zext i1 %1242 to i32
  %1253 = zext i1 %1243 to i32
  %1254 = zext i1 %1244 to i32
  %1255 = zext i1 %1246 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1247, i32 %1248, i32 %1249, i32 %1250, i32 %1251, ptr addrspace(1) %1225, i32 %1252, i32 %1253, i32 %1254, i32 %1255) #4
  %1256 = or disjoint i32 %269, 116
  %1257 = add i32 %268, %1256
  %1258 = sext i32 %1257 to i64
  %1259 = getelementptr float, ptr addrspace(1) %2, i64 %1258
  %1260 = icmp slt i32 %1256, %4
  %1261 = and i1 %273, %1260
  %1262 = or disjoint i32 %269, 117
  %1263 = icmp slt i32 %1262, %4
  %1264 = and i1 %273, %1263
  %1265 = or disjoint i32 %269, 118
  %1266 = icmp slt i32 %1265, %4
  %1267 = and i1 %273, %1266
  %1268 = or disjoint i32 %269, 119
  %1269 = icmp slt i32 %1268, %4
  %1270 = ptrtoint ptr addrspace(1) %1259 to i64
  %1271 = and i64 %1270, 15
  %1272 = icmp eq i64 %1271, 0
  %1273 = and i1 %1261, %1272
  %1274 = and i1 %1266, %1273
  %1275 = and i1 %1269, %1273
  %1276 = xor i1 %1261, %1275
  %1277 = xor i1 %1264, %1275
  %1278 = xor i1 %1267, %1275
  %1279 = xor i1 %273, %1274
  %1280 = and i1 %1269, %1279
  %1281 = zext i1 %1275 to i32
  %1282 = select i1 %32, i32 %248, i32 0
  %1283 = select i1 %32, i32 %249, i32 0
  %1284 = select i1 %32, i32 %250, i32 0
  %1285 = select i1 %32, i32 %251, i32 0
  %1286 = zext i1 %1276 to i32
  %1287 = zext i1 %1277 to i32
  %1288 = zext i1 %1278 to i32
  %1289 = zext i1 %1280 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1281, i32 %1282, i32 %1283, i32 %1284, i32 %1285, ptr addrspace(1) %1259, i32 %1286, i32 %1287, i32 %1288, i32 %1289) #4
  %1290 = or disjoint i32 %269, 120
  %1291 = add i32 %268, %1290
  %1292 = sext i32 %1291 to i64
  %1293 = getelementptr float, ptr addrspace(1) %2, i64 %1292
  %1294 = icmp slt i32 %1290, %4
  %1295 = and i1 %273, %1294
  %1296 = or disjoint i32 %269, 121
  %1297 = icmp slt i32 %1296, %4
  %1298 = and i1 %273, %1297
  %1299 = or disjoint i32 %269, 122
  %1300 = icmp slt i32 %1299, %4
  %1301 = and i1 %273, %1300
  %1302 = or disjoint i32 %269, 123
  %1303 = icmp slt i32 %1302, %4
  %1304 = ptrtoint ptr addrspace(1) %1293 to i64
  %1305 = and i64 %1304, 15
  %1306 = icmp eq i64 %1305, 0
  %1307 = and i1 %1295, %1306
  %1308 = and i1 %1300, %1307
  %1309 = and i1 %1303, %1307
  %1310 = xor i1 %1295, %1309
  %1311 = xor i1 %1298, %1309
  %1312 = xor i1 %1301, %1309
  %1313 = xor i1 %273, %1308
  %1314 = and i1 %1303, %1313
  %1315 = zext i1 %1309 to i32
  %1316 = select i1 %32, i32 %252, i32 0
  %1317 = select i1 %32, i32 %253, i32 0
  %1318 = select i1 %32, i32 %254, i32 0
  %1319 = select i1 %32, i32 %255, i32 0
  %1320 = zext i1 %1310 to i32
  %1321 = zext i1 %1311 to i32
  %1322 = zext i1 %1312 to i32
  %1323 = zext i1 %1314 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1315, i32 %1316, i32 %1317, i32 %1318, i32 %1319, ptr addrspace(1) %1293, i32 %1320, i32 %1321, i32 %1322, i32 %1323) #4
  %1324 = or disjoint i32 %269, 124
  %1325 = add i32 %268, %1324
  %1326 = sext i32 %1325 to i64
  %1327 = getelementptr float, ptr addrspace(1) %2, i64 %1326
  %1328 = icmp slt i32 %1324, %4
  %1329 = and i1 %273, %1328
  %1330 = or disjoint i32 %269, 125
  %1331 = icmp slt i32 %1330, %4
  %1332 = and i1 %273, %1331
  %1333 = or disjoint i32 %269, 126
  %1334 = icmp slt i32 %1333, %4
  %1335 = and i1 %273, %1334
  %1336 = or disjoint i32 %7, %24
  %1337 = or i32 %1336, 127
  %1338 = icmp slt i32 %1337, %4
  %1339 = ptrtoint ptr addrspace(1) %1327 to i64
  %1340 = and i64 %1339, 15
  %1341 = icmp eq i64 %1340, 0
  %1342 = and i1 %1329, %1341
  %1343 = and i1 %1334, %1342
  %1344 = and i1 %1338, %1343
  %1345 = xor i1 %1329, %1344
  %1346 = xor i1 %1332, %1344
  %1347 = xor i1 %1335, %1344
  %1348 = xor i1 %273, %1343
  %1349 = and i1 %1338, %1348
  %1350 = zext i1 %1344 to i32
  %1351 = select i1 %32, i32 %256, i32 0
  %1352 = select i1 %32, i32 %257, i32 0
  %1353 = select i1 %32, i32 %258, i32 0
  %1354 = select i1 %32, i32 %259, i32 0
  %1355 = zext i1 %1345 to i32
  %1356 = zext i1 %1346 to i32
  %1357 = zext i1 %1347 to i32
  %1358 = zext i1 %1349 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1350, i32 %1351, i32 %1352, i32 %1353, i32 %1354, ptr addrspace(1) %1327, i32 %1355, i32 %1356, i32 %1357, i32 %1358) #4
  br label %.loopexit

.loopexit:                                        ; preds = %53, %34, %265
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

attributes #0 = { nounwind "nvvm.reqntid"="288" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
