; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_128x128_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma_128x128(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
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
  %24 = shl i32 %20, 7
  %25 = icmp eq i32 %7, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131072) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131072) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131072) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131072) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %27

27:                                               ; preds = %26, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %28, label %29

28:                                               ; preds = %27
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131136) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131136) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131136) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131136) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %29

29:                                               ; preds = %28, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %30, label %31

30:                                               ; preds = %29
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131200) to i32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %31

31:                                               ; preds = %30, %29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %32 = icmp sgt i32 %5, 0
  %33 = icmp samesign ugt i32 %7, 255
  br i1 %33, label %34, label %67

34:                                               ; preds = %31
  %35 = icmp eq i32 %7, 256
  %or.cond = select i1 %35, i1 %32, i1 false
  br i1 %or.cond, label %.lr.ph6, label %.loopexit

.lr.ph6:                                          ; preds = %34
  %36 = ptrtoint ptr %0 to i64
  %37 = ptrtoint ptr %1 to i64
  br label %38

38:                                               ; preds = %.lr.ph6, %53
  %39 = phi i32 [ 0, %.lr.ph6 ], [ %65, %53 ]
  %40 = lshr exact i32 %39, 6
  %41 = and i32 %40, 3
  %42 = lshr i32 %39, 8
  %43 = and i32 %42, 1
  %44 = xor i32 %43, 1
  %45 = shl nuw nsw i32 %41, 4
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131136), i64 %46
  %48 = ptrtoint ptr addrspace(3) %47 to i64
  %49 = trunc i64 %48 to i32
  br label %50

50:                                               ; preds = %50, %38
  %51 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %49, i32 %44) #4
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %50, label %53

53:                                               ; preds = %50
  %54 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131072), i64 %46
  %55 = ptrtoint ptr addrspace(3) %54 to i64
  %56 = trunc i64 %55 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %56, i32 32768) #4
  %57 = shl nuw nsw i32 %41, 14
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 %58
  %60 = ptrtoint ptr addrspace(3) %59 to i64
  %61 = trunc i64 %60 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %61, i64 %36, i32 %39, i32 %23, i32 %56) #4
  %62 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 65536), i64 %58
  %63 = ptrtoint ptr addrspace(3) %62 to i64
  %64 = trunc i64 %63 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %64, i64 %37, i32 %39, i32 %24, i32 %56) #4
  %65 = add i32 %39, 64
  %66 = icmp slt i32 %65, %5
  br i1 %66, label %38, label %.loopexit

67:                                               ; preds = %31
  %68 = icmp samesign ult i32 %7, 32
  br i1 %68, label %69, label %70

69:                                               ; preds = %67
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 128;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131216) to i32)) #4
  br label %70

70:                                               ; preds = %69, %67
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %71 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131216) to i32)) #4
  br i1 %32, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %70, %.critedge5
  %72 = phi i32 [ %109, %.critedge5 ], [ 0, %70 ]
  %73 = lshr exact i32 %72, 6
  %74 = and i32 %73, 3
  %75 = lshr i32 %72, 8
  %76 = and i32 %75, 1
  br i1 %25, label %77, label %.critedge5

77:                                               ; preds = %.lr.ph
  %78 = shl nuw nsw i32 %74, 4
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131072), i64 %79
  %81 = ptrtoint ptr addrspace(3) %80 to i64
  %82 = trunc i64 %81 to i32
  br label %83

83:                                               ; preds = %83, %77
  %84 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %82, i32 %76) #4
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %83, label %.critedge

.critedge:                                        ; preds = %83
  %86 = shl nuw nsw i32 %74, 14
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 65536), i64 %87
  %89 = ptrtoint ptr addrspace(3) %88 to i64
  %90 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 %87
  %91 = ptrtoint ptr addrspace(3) %90 to i64
  %92 = icmp ne i32 %72, 0
  %93 = zext i1 %92 to i32
  %94 = lshr exact i64 %91, 4
  %95 = and i64 %94, 16320
  %96 = or disjoint i64 %95, 4611756662049538048
  %97 = lshr exact i64 %89, 4
  %98 = and i64 %97, 16320
  %99 = or disjoint i64 %98, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %71, i64 %96, i64 %99, i32 136316048, i32 %93) #4
  %100 = or disjoint i64 %95, 4611756662049538050
  %101 = or disjoint i64 %98, 4611756662049538050
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %71, i64 %100, i64 %101, i32 136316048, i32 1) #4
  %102 = or disjoint i64 %95, 4611756662049538052
  %103 = or disjoint i64 %98, 4611756662049538052
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %71, i64 %102, i64 %103, i32 136316048, i32 1) #4
  %104 = or disjoint i64 %95, 4611756662049538054
  %105 = or disjoint i64 %98, 4611756662049538054
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %71, i64 %104, i64 %105, i32 136316048, i32 1) #4
  %106 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131136), i64 %79
  %107 = ptrtoint ptr addrspace(3) %106 to i64
  %108 = trunc i64 %107 to i32
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %108) #4
  br label %.critedge5

.critedge5:                                       ; preds = %.lr.ph, %.critedge
  %109 = add i32 %72, 64
  %110 = icmp slt i32 %109, %5
  br i1 %110, label %.lr.ph, label %._crit_edge

._crit_edge:                                      ; preds = %.critedge5, %70
  br i1 %25, label %111, label %.preheader

111:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131200) to i32)) #4
  br label %.preheader

.preheader:                                       ; preds = %111, %._crit_edge
  br label %112

112:                                              ; preds = %.preheader, %112
  %113 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131200) to i32), i32 0) #4
  %114 = icmp eq i32 %113, 0
  br i1 %114, label %112, label %115

115:                                              ; preds = %112
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %116 = lshr i32 %7, 1
  %117 = and i32 %116, 64
  %118 = shl nuw nsw i32 %7, 16
  %119 = and i32 %118, 6291456
  %120 = or disjoint i32 %117, %119
  %121 = add i32 %120, %71
  %122 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %121) #4
  %123 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 0
  %124 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 1
  %125 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 2
  %126 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 3
  %127 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 4
  %128 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 5
  %129 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 6
  %130 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 7
  %131 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 8
  %132 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 9
  %133 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 10
  %134 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 11
  %135 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 12
  %136 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 13
  %137 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 14
  %138 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 15
  %139 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 16
  %140 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 17
  %141 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 18
  %142 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 19
  %143 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 20
  %144 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 21
  %145 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 22
  %146 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 23
  %147 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 24
  %148 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 25
  %149 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 26
  %150 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 27
  %151 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 28
  %152 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 29
  %153 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 30
  %154 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %122, 31
  %155 = add i32 %121, 32
  %156 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %155) #4
  %157 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 0
  %158 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 1
  %159 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 2
  %160 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 3
  %161 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 4
  %162 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 5
  %163 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 6
  %164 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 7
  %165 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 8
  %166 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 9
  %167 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 10
  %168 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 11
  %169 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 12
  %170 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 13
  %171 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 14
  %172 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 15
  %173 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 16
  %174 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 17
  %175 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 18
  %176 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 19
  %177 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 20
  %178 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 21
  %179 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 22
  %180 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 23
  %181 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 24
  %182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 25
  %183 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 26
  %184 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 27
  %185 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 28
  %186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 29
  %187 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 30
  %188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %156, 31
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %68, label %189, label %190

189:                                              ; preds = %115
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 128;", "r,~{memory}"(i32 %71) #4
  br label %190

190:                                              ; preds = %189, %115
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %25, label %191, label %192

191:                                              ; preds = %190
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131136) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131136) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131136) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131136) to i32), i32 48)) #4
  br label %192

192:                                              ; preds = %191, %190
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %25, label %193, label %194

193:                                              ; preds = %192
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem, i64 131200) to i32)) #4
  br label %194

194:                                              ; preds = %193, %192
  %195 = and i32 %7, 127
  %196 = or disjoint i32 %23, %195
  %197 = mul i32 %196, %4
  %198 = or disjoint i32 %24, %117
  %199 = add i32 %197, %198
  %200 = sext i32 %199 to i64
  %201 = getelementptr float, ptr addrspace(1) %2, i64 %200
  %202 = icmp slt i32 %196, %3
  %203 = icmp slt i32 %198, %4
  %204 = and i1 %202, %203
  %205 = or disjoint i32 %198, 1
  %206 = icmp slt i32 %205, %4
  %207 = and i1 %202, %206
  %208 = or disjoint i32 %198, 2
  %209 = icmp slt i32 %208, %4
  %210 = and i1 %202, %209
  %211 = or disjoint i32 %198, 3
  %212 = icmp slt i32 %211, %4
  %213 = ptrtoint ptr addrspace(1) %201 to i64
  %214 = and i64 %213, 15
  %215 = icmp eq i64 %214, 0
  %216 = and i1 %204, %215
  %217 = and i1 %209, %216
  %218 = and i1 %212, %216
  %219 = xor i1 %204, %218
  %220 = xor i1 %207, %218
  %221 = xor i1 %210, %218
  %222 = xor i1 %202, %217
  %223 = and i1 %212, %222
  %224 = zext i1 %218 to i32
  %225 = select i1 %32, i32 %123, i32 0
  %226 = select i1 %32, i32 %124, i32 0
  %227 = select i1 %32, i32 %125, i32 0
  %228 = select i1 %32, i32 %126, i32 0
  %229 = zext i1 %219 to i32
  %230 = zext i1 %220 to i32
  %231 = zext i1 %221 to i32
  %232 = zext i1 %223 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %224, i32 %225, i32 %226, i32 %227, i32 %228, ptr addrspace(1) %201, i32 %229, i32 %230, i32 %231, i32 %232) #4
  %233 = or disjoint i32 %198, 4
  %234 = add i32 %197, %233
  %235 = sext i32 %234 to i64
  %236 = getelementptr float, ptr addrspace(1) %2, i64 %235
  %237 = icmp slt i32 %233, %4
  %238 = and i1 %202, %237
  %239 = or disjoint i32 %198, 5
  %240 = icmp slt i32 %239, %4
  %241 = and i1 %202, %240
  %242 = or disjoint i32 %198, 6
  %243 = icmp slt i32 %242, %4
  %244 = and i1 %202, %243
  %245 = or disjoint i32 %198, 7
  %246 = icmp slt i32 %245, %4
  %247 = ptrtoint ptr addrspace(1) %236 to i64
  %248 = and i64 %247, 15
  %249 = icmp eq i64 %248, 0
  %250 = and i1 %238, %249
  %251 = and i1 %243, %250
  %252 = and i1 %246, %250
  %253 = xor i1 %238, %252
  %254 = xor i1 %241, %252
  %255 = xor i1 %244, %252
  %256 = xor i1 %202, %251
  %257 = and i1 %246, %256
  %258 = zext i1 %252 to i32
  %259 = select i1 %32, i32 %127, i32 0
  %260 = select i1 %32, i32 %128, i32 0
  %261 = select i1 %32, i32 %129, i32 0
  %262 = select i1 %32, i32 %130, i32 0
  %263 = zext i1 %253 to i32
  %264 = zext i1 %254 to i32
  %265 = zext i1 %255 to i32
  %266 = zext i1 %257 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %258, i32 %259, i32 %260, i32 %261, i32 %262, ptr addrspace(1) %236, i32 %263, i32 %264, i32 %265, i32 %266) #4
  %267 = or disjoint i32 %198, 8
  %268 = add i32 %197, %267
  %269 = sext i32 %268 to i64
  %270 = getelementptr float, ptr addrspace(1) %2, i64 %269
  %271 = icmp slt i32 %267, %4
  %272 = and i1 %202, %271
  %273 = or disjoint i32 %198, 9
  %274 = icmp slt i32 %273, %4
  %275 = and i1 %202, %274
  %276 = or disjoint i32 %198, 10
  %277 = icmp slt i32 %276, %4
  %278 = and i1 %202, %277
  %279 = or disjoint i32 %198, 11
  %280 = icmp slt i32 %279, %4
  %281 = ptrtoint ptr addrspace(1) %270 to i64
  %282 = and i64 %281, 15
  %283 = icmp eq i64 %282, 0
  %284 = and i1 %272, %283
  %285 = and i1 %277, %284
  %286 = and i1 %280, %284
  %287 = xor i1 %272, %286
  %288 = xor i1 %275, %286
  %289 = xor i1 %278, %286
  %290 = xor i1 %202, %285
  %291 = and i1 %280, %290
  %292 = zext i1 %286 to i32
  %293 = select i1 %32, i32 %131, i32 0
  %294 = select i1 %32, i32 %132, i32 0
  %295 = select i1 %32, i32 %133, i32 0
  %296 = select i1 %32, i32 %134, i32 0
  %297 = zext i1 %287 to i32
  %298 = zext i1 %288 to i32
  %299 = zext i1 %289 to i32
  %300 = zext i1 %291 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %292, i32 %293, i32 %294, i32 %295, i32 %296, ptr addrspace(1) %270, i32 %297, i32 %298, i32 %299, i32 %300) #4
  %301 = or disjoint i32 %198, 12
  %302 = add i32 %197, %301
  %303 = sext i32 %302 to i64
  %304 = getelementptr float, ptr addrspace(1) %2, i64 %303
  %305 = icmp slt i32 %301, %4
  %306 = and i1 %202, %305
  %307 = or disjoint i32 %198, 13
  %308 = icmp slt i32 %307, %4
  %309 = and i1 %202, %308
  %310 = or disjoint i32 %198, 14
  %311 = icmp slt i32 %310, %4
  %312 = and i1 %202, %311
  %313 = or disjoint i32 %198, 15
  %314 = icmp slt i32 %313, %4
  %315 = ptrtoint ptr addrspace(1) %304 to i64
  %316 = and i64 %315, 15
  %317 = icmp eq i64 %316, 0
  %318 = and i1 %306, %317
  %319 = and i1 %311, %318
  %320 = and i1 %314, %318
  %321 = xor i1 %306, %320
  %322 = xor i1 %309, %320
  %323 = xor i1 %312, %320
  %324 = xor i1 %202, %319
  %325 = and i1 %314, %324
  %326 = zext i1 %320 to i32
  %327 = select i1 %32, i32 %135, i32 0
  %328 = select i1 %32, i32 %136, i32 0
  %329 = select i1 %32, i32 %137, i32 0
  %330 = select i1 %32, i32 %138, i32 0
  %331 = zext i1 %321 to i32
  %332 = zext i1 %322 to i32
  %333 = zext i1 %323 to i32
  %334 = zext i1 %325 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %326, i32 %327, i32 %328, i32 %329, i32 %330, ptr addrspace(1) %304, i32 %331, i32 %332, i32 %333, i32 %334) #4
  %335 = or disjoint i32 %198, 16
  %336 = add i32 %197, %335
  %337 = sext i32 %336 to i64
  %338 = getelementptr float, ptr addrspace(1) %2, i64 %337
  %339 = icmp slt i32 %335, %4
  %340 = and i1 %202, %339
  %341 = or disjoint i32 %198, 17
  %342 = icmp slt i32 %341, %4
  %343 = and i1 %202, %342
  %344 = or disjoint i32 %198, 18
  %345 = icmp slt i32 %344, %4
  %346 = and i1 %202, %345
  %347 = or disjoint i32 %198, 19
  %348 = icmp slt i32 %347, %4
  %349 = ptrtoint ptr addrspace(1) %338 to i64
  %350 = and i64 %349, 15
  %351 = icmp eq i64 %350, 0
  %352 = and i1 %340, %351
  %353 = and i1 %345, %352
  %354 = and i1 %348, %352
  %355 = xor i1 %340, %354
  %356 = xor i1 %343, %354
  %357 = xor i1 %346, %354
  %358 = xor i1 %202, %353
  %359 = and i1 %348, %358
  %360 = zext i1 %354 to i32
  %361 = select i1 %32, i32 %139, i32 0
  %362 = select i1 %32, i32 %140, i32 0
  %363 = select i1 %32, i32 %141, i32 0
  %364 = select i1 %32, i32 %142, i32 0
  %365 = zext i1 %355 to i32
  %366 = zext i1 %356 to i32
  %367 = zext i1 %357 to i32
  %368 = zext i1 %359 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %360, i32 %361, i32 %362, i32 %363, i32 %364, ptr addrspace(1) %338, i32 %365, i32 %366, i32 %367, i32 %368) #4
  %369 = or disjoint i32 %198, 20
  %370 = add i32 %197, %369
  %371 = sext i32 %370 to i64
  %372 = getelementptr float, ptr addrspace(1) %2, i64 %371
  %373 = icmp slt i32 %369, %4
  %374 = and i1 %202, %373
  %375 = or disjoint i32 %198, 21
  %376 = icmp slt i32 %375, %4
  %377 = and i1 %202, %376
  %378 = or disjoint i32 %198, 22
  %379 = icmp slt i32 %378, %4
  %380 = and i1 %202, %379
  %381 = or disjoint i32 %198, 23
  %382 = icmp slt i32 %381, %4
  %383 = ptrtoint ptr addrspace(1) %372 to i64
  %384 = and i64 %383, 15
  %385 = icmp eq i64 %384, 0
  %386 = and i1 %374, %385
  %387 = and i1 %379, %386
  %388 = and i1 %382, %386
  %389 = xor i1 %374, %388
  %390 = xor i1 %377, %388
  %391 = xor i1 %380, %388
  %392 = xor i1 %202, %387
  %393 = and i1 %382, %392
  %394 = zext i1 %388 to i32
  %395 = select i1 %32, i32 %143, i32 0
  %396 = select i1 %32, i32 %144, i32 0
  %397 = select i1 %32, i32 %145, i32 0
  %398 = select i1 %32, i32 %146, i32 0
  %399 = zext i1 %389 to i32
  %400 = zext i1 %390 to i32
  %401 = zext i1 %391 to i32
  %402 = zext i1 %393 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %394, i32 %395, i32 %396, i32 %397, i32 %398, ptr addrspace(1) %372, i32 %399, i32 %400, i32 %401, i32 %402) #4
  %403 = or disjoint i32 %198, 24
  %404 = add i32 %197, %403
  %405 = sext i32 %404 to i64
  %406 = getelementptr float, ptr addrspace(1) %2, i64 %405
  %407 = icmp slt i32 %403, %4
  %408 = and i1 %202, %407
  %409 = or disjoint i32 %198, 25
  %410 = icmp slt i32 %409, %4
  %411 = and i1 %202, %410
  %412 = or disjoint i32 %198, 26
  %413 = icmp slt i32 %412, %4
  %414 = and i1 %202, %413
  %415 = or disjoint i32 %198, 27
  %416 = icmp slt i32 %415, %4
  %417 = ptrtoint ptr addrspace(1) %406 to i64
  %418 = and i64 %417, 15
  %419 = icmp eq i64 %418, 0
  %420 = and i1 %408, %419
  %421 = and i1 %413, %420
  %422 = and i1 %416, %420
  %423 = xor i1 %408, %422
  %424 = xor i1 %411, %422
  %425 = xor i1 %414, %422
  %426 = xor i1 %202, %421
  %427 = and i1 %416, %426
  %428 = zext i1 %422 to i32
  %429 = select i1 %32, i32 %147, i32 0
  %430 = select i1 %32, i32 %148, i32 0
  %431 = select i1 %32, i32 %149, i32 0
  %432 = select i1 %32, i32 %150, i32 0
  %433 = zext i1 %423 to i32
  %434 = zext i1 %424 to i32
  %435 = zext i1 %425 to i32
  %436 = zext i1 %427 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %428, i32 %429, i32 %430, i32 %431, i32 %432, ptr addrspace(1) %406, i32 %433, i32 %434, i32 %435, i32 %436) #4
  %437 = or disjoint i32 %198, 28
  %438 = add i32 %197, %437
  %439 = sext i32 %438 to i64
  %440 = getelementptr float, ptr addrspace(1) %2, i64 %439
  %441 = icmp slt i32 %437, %4
  %442 = and i1 %202, %441
  %443 = or disjoint i32 %198, 29
  %444 = icmp slt i32 %443, %4
  %445 = and i1 %202, %444
  %446 = or disjoint i32 %198, 30
  %447 = icmp slt i32 %446, %4
  %448 = and i1 %202, %447
  %449 = or disjoint i32 %198, 31
  %450 = icmp slt i32 %449, %4
  %451 = ptrtoint ptr addrspace(1) %440 to i64
  %452 = and i64 %451, 15
  %453 = icmp eq i64 %452, 0
  %454 = and i1 %442, %453
  %455 = and i1 %447, %454
  %456 = and i1 %450, %454
  %457 = xor i1 %442, %456
  %458 = xor i1 %445, %456
  %459 = xor i1 %448, %456
  %460 = xor i1 %202, %455
  %461 = and i1 %450, %460
  %462 = zext i1 %456 to i32
  %463 = select i1 %32, i32 %151, i32 0
  %464 = select i1 %32, i32 %152, i32 0
  %465 = select i1 %32, i32 %153, i32 0
  %466 = select i1 %32, i32 %154, i32 0
  %467 = zext i1 %457 to i32
  %468 = zext i1 %458 to i32
  %469 = zext i1 %459 to i32
  %470 = zext i1 %461 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %462, i32 %463, i32 %464, i32 %465, i32 %466, ptr addrspace(1) %440, i32 %467, i32 %468, i32 %469, i32 %470) #4
  %471 = or disjoint i32 %198, 32
  %472 = add i32 %197, %471
  %473 = sext i32 %472 to i64
  %474 = getelementptr float, ptr addrspace(1) %2, i64 %473
  %475 = icmp slt i32 %471, %4
  %476 = and i1 %202, %475
  %477 = or disjoint i32 %198, 33
  %478 = icmp slt i32 %477, %4
  %479 = and i1 %202, %478
  %480 = or disjoint i32 %198, 34
  %481 = icmp slt i32 %480, %4
  %482 = and i1 %202, %481
  %483 = or disjoint i32 %198, 35
  %484 = icmp slt i32 %483, %4
  %485 = ptrtoint ptr addrspace(1) %474 to i64
  %486 = and i64 %485, 15
  %487 = icmp eq i64 %486, 0
  %488 = and i1 %476, %487
  %489 = and i1 %481, %488
  %490 = and i1 %484, %488
  %491 = xor i1 %476, %490
  %492 = xor i1 %479, %490
  %493 = xor i1 %482, %490
  %494 = xor i1 %202, %489
  %495 = and i1 %484, %494
  %496 = zext i1 %490 to i32
  %497 = select i1 %32, i32 %157, i32 0
  %498 = select i1 %32, i32 %158, i32 0
  %499 = select i1 %32, i32 %159, i32 0
  %500 = select i1 %32, i32 %160, i32 0
  %501 = zext i1 %491 to i32
  %502 = zext i1 %492 to i32
  %503 = zext i1 %493 to i32
  %504 = zext i1 %495 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %496, i32 %497, i32 %498, i32 %499, i32 %500, ptr addrspace(1) %474, i32 %501, i32 %502, i32 %503, i32 %504) #4
  %505 = or disjoint i32 %198, 36
  %506 = add i32 %197, %505
  %507 = sext i32 %506 to i64
  %508 = getelementptr float, ptr addrspace(1) %2, i64 %507
  %509 = icmp slt i32 %505, %4
  %510 = and i1 %202, %509
  %511 = or disjoint i32 %198, 37
  %512 = icmp slt i32 %511, %4
  %513 = and i1 %202, %512
  %514 = or disjoint i32 %198, 38
  %515 = icmp slt i32 %514, %4
  %516 = and i1 %202, %515
  %517 = or disjoint i32 %198, 39
  %518 = icmp slt i32 %517, %4
  %519 = ptrtoint ptr addrspace(1) %508 to i64
  %520 = and i64 %519, 15
  %521 = icmp eq i64 %520, 0
  %522 = and i1 %510, %521
  %523 = and i1 %515, %522
  %524 = and i1 %518, %522
  %525 = xor i1 %510, %524
  %526 = xor i1 %513, %524
  %527 = xor i1 %516, %524
  %528 = xor i1 %202, %523
  %529 = and i1 %518, %528
  %530 = zext i1 %524 to i32
  %531 = select i1 %32, i32 %161, i32 0
  %532 = select i1 %32, i32 %162, i32 0
  %533 = select i1 %32, i32 %163, i32 0
  %534 = select i1 %32, i32 %164, i32 0
  %535 = zext i1 %525 to i32
  %536 = zext i1 %526 to i32
  %537 = zext i1 %527 to i32
  %538 = zext i1 %529 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %530, i32 %531, i32 %532, i32 %533, i32 %534, ptr addrspace(1) %508, i32 %535, i32 %536, i32 %537, i32 %538) #4
  %539 = or disjoint i32 %198, 40
  %540 = add i32 %197, %539
  %541 = sext i32 %540 to i64
  %542 = getelementptr float, ptr addrspace(1) %2, i64 %541
  %543 = icmp slt i32 %539, %4
  %544 = and i1 %202, %543
  %545 = or disjoint i32 %198, 41
  %546 = icmp slt i32 %545, %4
  %547 = and i1 %202, %546
  %548 = or disjoint i32 %198, 42
  %549 = icmp slt i32 %548, %4
  %550 = and i1 %202, %549
  %551 = or disjoint i32 %198, 43
  %552 = icmp slt i32 %551, %4
  %553 = ptrtoint ptr addrspace(1) %542 to i64
  %554 = and i64 %553, 15
  %555 = icmp eq i64 %554, 0
  %556 = and i1 %544, %555
  %557 = and i1 %549, %556
  %558 = and i1 %552, %556
  %559 = xor i1 %544, %558
  %560 = xor i1 %547, %558
  %561 = xor i1 %550, %558
  %562 = xor i1 %202, %557
  %563 = and i1 %552, %562
  %564 = zext i1 %558 to i32
  %565 = select i1 %32, i32 %165, i32 0
  %566 = select i1 %32, i32 %166, i32 0
  %567 = select i1 %32, i32 %167, i32 0
  %568 = select i1 %32, i32 %168, i32 0
  %569 = zext i1 %559 to i32
  %570 = zext i1 %560 to i32
  %571 = zext i1 %561 to i32
  %572 = zext i1 %563 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %564, i32 %565, i32 %566, i32 %567, i32 %568, ptr addrspace(1) %542, i32 %569, i32 %570, i32 %571, i32 %572) #4
  %573 = or disjoint i32 %198, 44
  %574 = add i32 %197, %573
  %575 = sext i32 %574 to i64
  %576 = getelementptr float, ptr addrspace(1) %2, i64 %575
  %577 = icmp slt i32 %573, %4
  %578 = and i1 %202, %577
  %579 = or disjoint i32 %198, 45
  %580 = icmp slt i32 %579, %4
  %581 = and i1 %202, %580
  %582 = or disjoint i32 %198, 46
  %583 = icmp slt i32 %582, %4
  %584 = and i1 %202, %583
  %585 = or disjoint i32 %198, 47
  %586 = icmp slt i32 %585, %4
  %587 = ptrtoint ptr addrspace(1) %576 to i64
  %588 = and i64 %587, 15
  %589 = icmp eq i64 %588, 0
  %590 = and i1 %578, %589
  %591 = and i1 %583, %590
  %592 = and i1 %586, %590
  %593 = xor i1 %578, %592
  %594 = xor i1 %581, %592
  %595 = xor i1 %584, %592
  %596 = xor i1 %202, %591
  %597 = and i1 %586, %596
  %598 = zext i1 %592 to i32
  %599 = select i1 %32, i32 %169, i32 0
  %600 = select i1 %32, i32 %170, i32 0
  %601 = select i1 %32, i32 %171, i32 0
  %602 = select i1 %32, i32 %172, i32 0
  %603 = zext i1 %593 to i32
  %604 = zext i1 %594 to i32
  %605 = zext i1 %595 to i32
  %606 = zext i1 %597 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %598, i32 %599, i32 %600, i32 %601, i32 %602, ptr addrspace(1) %576, i32 %603, i32 %604, i32 %605, i32 %606) #4
  %607 = or disjoint i32 %198, 48
  %608 = add i32 %197, %607
  %609 = sext i32 %608 to i64
  %610 = getelementptr float, ptr addrspace(1) %2, i64 %609
  %611 = icmp slt i32 %607, %4
  %612 = and i1 %202, %611
  %613 = or disjoint i32 %198, 49
  %614 = icmp slt i32 %613, %4
  %615 = and i1 %202, %614
  %616 = or disjoint i32 %198, 50
  %617 = icmp slt i32 %616, %4
  %618 = and i1 %202, %617
  %619 = or disjoint i32 %198, 51
  %620 = icmp slt i32 %619, %4
  %621 = ptrtoint ptr addrspace(1) %610 to i64
  %622 = and i64 %621, 15
  %623 = icmp eq i64 %622, 0
  %624 = and i1 %612, %623
  %625 = and i1 %617, %624
  %626 = and i1 %620, %624
  %627 = xor i1 %612, %626
  %628 = xor i1 %615, %626
  %629 = xor i1 %618, %626
  %630 = xor i1 %202, %625
  %631 = and i1 %620, %630
  %632 = zext i1 %626 to i32
  %633 = select i1 %32, i32 %173, i32 0
  %634 = select i1 %32, i32 %174, i32 0
  %635 = select i1 %32, i32 %175, i32 0
  %636 = select i1 %32, i32 %176, i32 0
  %637 = zext i1 %627 to i32
  %638 = zext i1 %628 to i32
  %639 = zext i1 %629 to i32
  %640 = zext i1 %631 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %632, i32 %633, i32 %634, i32 %635, i32 %636, ptr addrspace(1) %610, i32 %637, i32 %638, i32 %639, i32 %640) #4
  %641 = or disjoint i32 %198, 52
  %642 = add i32 %197, %641
  %643 = sext i32 %642 to i64
  %644 = getelementptr float, ptr addrspace(1) %2, i64 %643
  %645 = icmp slt i32 %641, %4
  %646 = and i1 %202, %645
  %647 = or disjoint i32 %198, 53
  %648 = icmp slt i32 %647, %4
  %649 = and i1 %202, %648
  %650 = or disjoint i32 %198, 54
  %651 = icmp slt i32 %650, %4
  %652 = and i1 %202, %651
  %653 = or disjoint i32 %198, 55
  %654 = icmp slt i32 %653, %4
  %655 = ptrtoint ptr addrspace(1) %644 to i64
  %656 = and i64 %655, 15
  %657 = icmp eq i64 %656, 0
  %658 = and i1 %646, %657
  %659 = and i1 %651, %658
  %660 = and i1 %654, %658
  %661 = xor i1 %646, %660
  %662 = xor i1 %649, %660
  %663 = xor i1 %652, %660
  %664 = xor i1 %202, %659
  %665 = and i1 %654, %664
  %666 = zext i1 %660 to i32
  %667 = select i1 %32, i32 %177, i32 0
  %668 = select i1 %32, i32 %178, i32 0
  %669 = select i1 %32, i32 %179, i32 0
  %670 = select i1 %32, i32 %180, i32 0
  %671 = zext i1 %661 to i32
  %672 = zext i1 %662 to i32
  %673 = zext i1 %663 to i32
  %674 = zext i1 %665 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %666, i32 %667, i32 %668, i32 %669, i32 %670, ptr addrspace(1) %644, i32 %671, i32 %672, i32 %673, i32 %674) #4
  %675 = or disjoint i32 %198, 56
  %676 = add i32 %197, %675
  %677 = sext i32 %676 to i64
  %678 = getelementptr float, ptr addrspace(1) %2, i64 %677
  %679 = icmp slt i32 %675, %4
  %680 = and i1 %202, %679
  %681 = or disjoint i32 %198, 57
  %682 = icmp slt i32 %681, %4
  %683 = and i1 %202, %682
  %684 = or disjoint i32 %198, 58
  %685 = icmp slt i32 %684, %4
  %686 = and i1 %202, %685
  %687 = or disjoint i32 %198, 59
  %688 = icmp slt i32 %687, %4
  %689 = ptrtoint ptr addrspace(1) %678 to i64
  %690 = and i64 %689, 15
  %691 = icmp eq i64 %690, 0
  %692 = and i1 %680, %691
  %693 = and i1 %685, %692
  %694 = and i1 %688, %692
  %695 = xor i1 %680, %694
  %696 = xor i1 %683, %694
  %697 = xor i1 %686, %694
  %698 = xor i1 %202, %693
  %699 = and i1 %688, %698
  %700 = zext i1 %694 to i32
  %701 = select i1 %32, i32 %181, i32 0
  %702 = select i1 %32, i32 %182, i32 0
  %703 = select i1 %32, i32 %183, i32 0
  %704 = select i1 %32, i32 %184, i32 0
  %705 = zext i1 %695 to i32
  %706 = zext i1 %696 to i32
  %707 = zext i1 %697 to i32
  %708 = zext i1 %699 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %700, i32 %701, i32 %702, i32 %703, i32 %704, ptr addrspace(1) %678, i32 %705, i32 %706, i32 %707, i32 %708) #4
  %709 = or disjoint i32 %198, 60
  %710 = add i32 %197, %709
  %711 = sext i32 %710 to i64
  %712 = getelementptr float, ptr addrspace(1) %2, i64 %711
  %713 = icmp slt i32 %709, %4
  %714 = and i1 %202, %713
  %715 = or disjoint i32 %198, 61
  %716 = icmp slt i32 %715, %4
  %717 = and i1 %202, %716
  %718 = or disjoint i32 %198, 62
  %719 = icmp slt i32 %718, %4
  %720 = and i1 %202, %719
  %721 = or disjoint i32 %116, %24
  %722 = or i32 %721, 63
  %723 = icmp slt i32 %722, %4
  %724 = ptrtoint ptr addrspace(1) %712 to i64
  %725 = and i64 %724, 15
  %726 = icmp eq i64 %725, 0
  %727 = and i1 %714, %726
  %728 = and i1 %719, %727
  %729 = and i1 %723, %728
  %730 = xor i1 %714, %729
  %731 = xor i1 %717, %729
  %732 = xor i1 %720, %729
  %733 = xor i1 %202, %728
  %734 = and i1 %723, %733
  %735 = zext i1 %729 to i32
  %736 = select i1 %32, i32 %185, i32 0
  %737 = select i1 %32, i32 %186, i32 0
  %738 = select i1 %32, i32 %187, i32 0
  %739 = select i1 %32, i32 %188, i32 0
  %740 = zext i1 %730 to i32
  %741 = zext i1 %731 to i32
  %742 = zext i1 %732 to i32
  %743 = zext i1 %734 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %735, i32 %736, i32 %737, i32 %738, i32 %739, ptr addrspace(1) %712, i32 %740, i32 %741, i32 %742, i32 %743) #4
  br label %.loopexit

.loopexit:                                        ; preds = %53, %34, %194
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
