; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_i8_tma_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_i8_tma(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
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
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196608) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196608) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196608) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196608) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %27

27:                                               ; preds = %26, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %28, label %29

28:                                               ; preds = %27
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196672) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196672) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196672) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196672) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %29

29:                                               ; preds = %28, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %30, label %31

30:                                               ; preds = %29
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196736) to i32)) #4
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
  %40 = lshr exact i32 %39, 7
  %41 = and i32 %40, 3
  %42 = lshr i32 %39, 9
  %43 = and i32 %42, 1
  %44 = xor i32 %43, 1
  %45 = shl nuw nsw i32 %41, 4
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196672), i64 %46
  %48 = ptrtoint ptr addrspace(3) %47 to i64
  %49 = trunc i64 %48 to i32
  br label %50

50:                                               ; preds = %50, %38
  %51 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %49, i32 %44) #4
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %50, label %53

53:                                               ; preds = %50
  %54 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196608), i64 %46
  %55 = ptrtoint ptr addrspace(3) %54 to i64
  %56 = trunc i64 %55 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %56, i32 49152) #4
  %57 = shl nuw nsw i32 %41, 14
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 131072), i64 %58
  %60 = ptrtoint ptr addrspace(3) %59 to i64
  %61 = trunc i64 %60 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %61, i64 %36, i32 %39, i32 %23, i32 %56) #4
  %62 = shl nuw nsw i32 %41, 15
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 %63
  %65 = ptrtoint ptr addrspace(3) %64 to i64
  %66 = trunc i64 %65 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %66, i64 %37, i32 %39, i32 %24, i32 %56) #4
  %67 = add i32 %39, 128
  %68 = icmp slt i32 %67, %5
  br i1 %68, label %38, label %.loopexit

69:                                               ; preds = %31
  %70 = icmp samesign ult i32 %7, 32
  br i1 %70, label %71, label %72

71:                                               ; preds = %69
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196752) to i32)) #4
  br label %72

72:                                               ; preds = %71, %69
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %73 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196752) to i32)) #4
  br i1 %32, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %72, %.critedge5
  %74 = phi i32 [ %113, %.critedge5 ], [ 0, %72 ]
  %75 = lshr exact i32 %74, 7
  %76 = and i32 %75, 3
  %77 = lshr i32 %74, 9
  %78 = and i32 %77, 1
  br i1 %25, label %79, label %.critedge5

79:                                               ; preds = %.lr.ph
  %80 = shl nuw nsw i32 %76, 4
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196608), i64 %81
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
  %90 = getelementptr i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 %89
  %91 = ptrtoint ptr addrspace(3) %90 to i64
  %92 = shl nuw nsw i32 %76, 14
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 131072), i64 %93
  %95 = ptrtoint ptr addrspace(3) %94 to i64
  %96 = icmp ne i32 %74, 0
  %97 = zext i1 %96 to i32
  %98 = lshr exact i64 %95, 4
  %99 = and i64 %98, 16320
  %100 = or disjoint i64 %99, 4611756662049538048
  %101 = lshr exact i64 %91, 4
  %102 = and i64 %101, 16320
  %103 = or disjoint i64 %102, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::i8 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %73, i64 %100, i64 %103, i32 138413216, i32 %97) #4
  %104 = or disjoint i64 %99, 4611756662049538050
  %105 = or disjoint i64 %102, 4611756662049538050
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::i8 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %73, i64 %104, i64 %105, i32 138413216, i32 1) #4
  %106 = or disjoint i64 %99, 4611756662049538052
  %107 = or disjoint i64 %102, 4611756662049538052
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::i8 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %73, i64 %106, i64 %107, i32 138413216, i32 1) #4
  %108 = or disjoint i64 %99, 4611756662049538054
  %109 = or disjoint i64 %102, 4611756662049538054
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::i8 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %73, i64 %108, i64 %109, i32 138413216, i32 1) #4
  %110 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196672), i64 %81
  %111 = ptrtoint ptr addrspace(3) %110 to i64
  %112 = trunc i64 %111 to i32
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %112) #4
  br label %.critedge5

.critedge5:                                       ; preds = %.lr.ph, %.critedge
  %113 = add i32 %74, 128
  %114 = icmp slt i32 %113, %5
  br i1 %114, label %.lr.ph, label %._crit_edge

._crit_edge:                                      ; preds = %.critedge5, %72
  br i1 %25, label %115, label %.preheader

115:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196736) to i32)) #4
  br label %.preheader

.preheader:                                       ; preds = %115, %._crit_edge
  br label %116

116:                                              ; preds = %.preheader, %116
  %117 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196736) to i32), i32 0) #4
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
  %127 = select i1 %32, i32 %126, i32 0
  %128 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 1
  %129 = select i1 %32, i32 %128, i32 0
  %130 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 2
  %131 = select i1 %32, i32 %130, i32 0
  %132 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 3
  %133 = select i1 %32, i32 %132, i32 0
  %134 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 4
  %135 = select i1 %32, i32 %134, i32 0
  %136 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 5
  %137 = select i1 %32, i32 %136, i32 0
  %138 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 6
  %139 = select i1 %32, i32 %138, i32 0
  %140 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 7
  %141 = select i1 %32, i32 %140, i32 0
  %142 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 8
  %143 = select i1 %32, i32 %142, i32 0
  %144 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 9
  %145 = select i1 %32, i32 %144, i32 0
  %146 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 10
  %147 = select i1 %32, i32 %146, i32 0
  %148 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 11
  %149 = select i1 %32, i32 %148, i32 0
  %150 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 12
  %151 = select i1 %32, i32 %150, i32 0
  %152 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 13
  %153 = select i1 %32, i32 %152, i32 0
  %154 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 14
  %155 = select i1 %32, i32 %154, i32 0
  %156 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 15
  %157 = select i1 %32, i32 %156, i32 0
  %158 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 16
  %159 = select i1 %32, i32 %158, i32 0
  %160 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 17
  %161 = select i1 %32, i32 %160, i32 0
  %162 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 18
  %163 = select i1 %32, i32 %162, i32 0
  %164 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 19
  %165 = select i1 %32, i32 %164, i32 0
  %166 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 20
  %167 = select i1 %32, i32 %166, i32 0
  %168 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 21
  %169 = select i1 %32, i32 %168, i32 0
  %170 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 22
  %171 = select i1 %32, i32 %170, i32 0
  %172 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 23
  %173 = select i1 %32, i32 %172, i32 0
  %174 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 24
  %175 = select i1 %32, i32 %174, i32 0
  %176 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 25
  %177 = select i1 %32, i32 %176, i32 0
  %178 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 26
  %179 = select i1 %32, i32 %178, i32 0
  %180 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 27
  %181 = select i1 %32, i32 %180, i32 0
  %182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 28
  %183 = select i1 %32, i32 %182, i32 0
  %184 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 29
  %185 = select i1 %32, i32 %184, i32 0
  %186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 30
  %187 = select i1 %32, i32 %186, i32 0
  %188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 31
  %189 = select i1 %32, i32 %188, i32 0
  %190 = add i32 %124, 32
  %191 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %190) #4
  %192 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 0
  %193 = select i1 %32, i32 %192, i32 0
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 1
  %195 = select i1 %32, i32 %194, i32 0
  %196 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 2
  %197 = select i1 %32, i32 %196, i32 0
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 3
  %199 = select i1 %32, i32 %198, i32 0
  %200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 4
  %201 = select i1 %32, i32 %200, i32 0
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 5
  %203 = select i1 %32, i32 %202, i32 0
  %204 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 6
  %205 = select i1 %32, i32 %204, i32 0
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 7
  %207 = select i1 %32, i32 %206, i32 0
  %208 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 8
  %209 = select i1 %32, i32 %208, i32 0
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 9
  %211 = select i1 %32, i32 %210, i32 0
  %212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 10
  %213 = select i1 %32, i32 %212, i32 0
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 11
  %215 = select i1 %32, i32 %214, i32 0
  %216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 12
  %217 = select i1 %32, i32 %216, i32 0
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 13
  %219 = select i1 %32, i32 %218, i32 0
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 14
  %221 = select i1 %32, i32 %220, i32 0
  %222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 15
  %223 = select i1 %32, i32 %222, i32 0
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 16
  %225 = select i1 %32, i32 %224, i32 0
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 17
  %227 = select i1 %32, i32 %226, i32 0
  %228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 18
  %229 = select i1 %32, i32 %228, i32 0
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 19
  %231 = select i1 %32, i32 %230, i32 0
  %232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 20
  %233 = select i1 %32, i32 %232, i32 0
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 21
  %235 = select i1 %32, i32 %234, i32 0
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 22
  %237 = select i1 %32, i32 %236, i32 0
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 23
  %239 = select i1 %32, i32 %238, i32 0
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 24
  %241 = select i1 %32, i32 %240, i32 0
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 25
  %243 = select i1 %32, i32 %242, i32 0
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 26
  %245 = select i1 %32, i32 %244, i32 0
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 27
  %247 = select i1 %32, i32 %246, i32 0
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 28
  %249 = select i1 %32, i32 %248, i32 0
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 29
  %251 = select i1 %32, i32 %250, i32 0
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 30
  %253 = select i1 %32, i32 %252, i32 0
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %191, 31
  %255 = select i1 %32, i32 %254, i32 0
  %256 = add i32 %124, 64
  %257 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %256) #4
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 0
  %259 = select i1 %32, i32 %258, i32 0
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 1
  %261 = select i1 %32, i32 %260, i32 0
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 2
  %263 = select i1 %32, i32 %262, i32 0
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 3
  %265 = select i1 %32, i32 %264, i32 0
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 4
  %267 = select i1 %32, i32 %266, i32 0
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 5
  %269 = select i1 %32, i32 %268, i32 0
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 6
  %271 = select i1 %32, i32 %270, i32 0
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 7
  %273 = select i1 %32, i32 %272, i32 0
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 8
  %275 = select i1 %32, i32 %274, i32 0
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 9
  %277 = select i1 %32, i32 %276, i32 0
  %278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 10
  %279 = select i1 %32, i32 %278, i32 0
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 11
  %281 = select i1 %32, i32 %280, i32 0
  %282 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 12
  %283 = select i1 %32, i32 %282, i32 0
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 13
  %285 = select i1 %32, i32 %284, i32 0
  %286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 14
  %287 = select i1 %32, i32 %286, i32 0
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 15
  %289 = select i1 %32, i32 %288, i32 0
  %290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 16
  %291 = select i1 %32, i32 %290, i32 0
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 17
  %293 = select i1 %32, i32 %292, i32 0
  %294 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 18
  %295 = select i1 %32, i32 %294, i32 0
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 19
  %297 = select i1 %32, i32 %296, i32 0
  %298 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 20
  %299 = select i1 %32, i32 %298, i32 0
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 21
  %301 = select i1 %32, i32 %300, i32 0
  %302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 22
  %303 = select i1 %32, i32 %302, i32 0
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 23
  %305 = select i1 %32, i32 %304, i32 0
  %306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 24
  %307 = select i1 %32, i32 %306, i32 0
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 25
  %309 = select i1 %32, i32 %308, i32 0
  %310 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 26
  %311 = select i1 %32, i32 %310, i32 0
  %312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 27
  %313 = select i1 %32, i32 %312, i32 0
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 28
  %315 = select i1 %32, i32 %314, i32 0
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 29
  %317 = select i1 %32, i32 %316, i32 0
  %318 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 30
  %319 = select i1 %32, i32 %318, i32 0
  %320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %257, 31
  %321 = select i1 %32, i32 %320, i32 0
  %322 = add i32 %124, 96
  %323 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %322) #4
  %324 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 0
  %325 = select i1 %32, i32 %324, i32 0
  %326 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 1
  %327 = select i1 %32, i32 %326, i32 0
  %328 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 2
  %329 = select i1 %32, i32 %328, i32 0
  %330 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 3
  %331 = select i1 %32, i32 %330, i32 0
  %332 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 4
  %333 = select i1 %32, i32 %332, i32 0
  %334 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 5
  %335 = select i1 %32, i32 %334, i32 0
  %336 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 6
  %337 = select i1 %32, i32 %336, i32 0
  %338 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 7
  %339 = select i1 %32, i32 %338, i32 0
  %340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 8
  %341 = select i1 %32, i32 %340, i32 0
  %342 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 9
  %343 = select i1 %32, i32 %342, i32 0
  %344 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 10
  %345 = select i1 %32, i32 %344, i32 0
  %346 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 11
  %347 = select i1 %32, i32 %346, i32 0
  %348 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 12
  %349 = select i1 %32, i32 %348, i32 0
  %350 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 13
  %351 = select i1 %32, i32 %350, i32 0
  %352 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 14
  %353 = select i1 %32, i32 %352, i32 0
  %354 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 15
  %355 = select i1 %32, i32 %354, i32 0
  %356 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 16
  %357 = select i1 %32, i32 %356, i32 0
  %358 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 17
  %359 = select i1 %32, i32 %358, i32 0
  %360 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 18
  %361 = select i1 %32, i32 %360, i32 0
  %362 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 19
  %363 = select i1 %32, i32 %362, i32 0
  %364 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 20
  %365 = select i1 %32, i32 %364, i32 0
  %366 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 21
  %367 = select i1 %32, i32 %366, i32 0
  %368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 22
  %369 = select i1 %32, i32 %368, i32 0
  %370 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 23
  %371 = select i1 %32, i32 %370, i32 0
  %372 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 24
  %373 = select i1 %32, i32 %372, i32 0
  %374 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 25
  %375 = select i1 %32, i32 %374, i32 0
  %376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 26
  %377 = select i1 %32, i32 %376, i32 0
  %378 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 27
  %379 = select i1 %32, i32 %378, i32 0
  %380 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 28
  %381 = select i1 %32, i32 %380, i32 0
  %382 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 29
  %383 = select i1 %32, i32 %382, i32 0
  %384 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 30
  %385 = select i1 %32, i32 %384, i32 0
  %386 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %323, 31
  %387 = select i1 %32, i32 %386, i32 0
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %70, label %388, label %389

388:                                              ; preds = %119
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %73) #4
  br label %389

389:                                              ; preds = %388, %119
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %25, label %390, label %391

390:                                              ; preds = %389
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196672) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196672) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196672) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196672) to i32), i32 48)) #4
  br label %391

391:                                              ; preds = %390, %389
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %25, label %392, label %393

392:                                              ; preds = %391
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_i8_tma_dsmem, i64 196736) to i32)) #4
  br label %393

393:                                              ; preds = %392, %391
  %394 = and i32 %7, 127
  %395 = or disjoint i32 %23, %394
  %396 = mul i32 %395, %4
  %397 = or disjoint i32 %24, %120
  %398 = add i32 %396, %397
  %399 = sext i32 %398 to i64
  %400 = getelementptr i32, ptr addrspace(1) %2, i64 %399
  %401 = icmp slt i32 %395, %3
  %402 = icmp slt i32 %397, %4
  %403 = and i1 %401, %402
  %404 = or disjoint i32 %397, 1
  %405 = icmp slt i32 %404, %4
  %406 = and i1 %401, %405
  %407 = or disjoint i32 %397, 2
  %408 = icmp slt i32 %407, %4
  %409 = and i1 %401, %408
  %410 = or disjoint i32 %397, 3
  %411 = icmp slt i32 %410, %4
  %412 = ptrtoint ptr addrspace(1) %400 to i64
  %413 = and i64 %412, 15
  %414 = icmp eq i64 %413, 0
  %415 = and i1 %403, %414
  %416 = and i1 %408, %415
  %417 = and i1 %411, %415
  %418 = xor i1 %403, %417
  %419 = xor i1 %406, %417
  %420 = xor i1 %409, %417
  %421 = xor i1 %401, %416
  %422 = and i1 %411, %421
  %423 = zext i1 %417 to i32
  %424 = zext i1 %418 to i32
  %425 = zext i1 %419 to i32
  %426 = zext i1 %420 to i32
  %427 = zext i1 %422 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %423, i32 %127, i32 %129, i32 %131, i32 %133, ptr addrspace(1) %400, i32 %424, i32 %425, i32 %426, i32 %427) #4
  %428 = or disjoint i32 %397, 4
  %429 = add i32 %396, %428
  %430 = sext i32 %429 to i64
  %431 = getelementptr i32, ptr addrspace(1) %2, i64 %430
  %432 = icmp slt i32 %428, %4
  %433 = and i1 %401, %432
  %434 = or disjoint i32 %397, 5
  %435 = icmp slt i32 %434, %4
  %436 = and i1 %401, %435
  %437 = or disjoint i32 %397, 6
  %438 = icmp slt i32 %437, %4
  %439 = and i1 %401, %438
  %440 = or disjoint i32 %397, 7
  %441 = icmp slt i32 %440, %4
  %442 = ptrtoint ptr addrspace(1) %431 to i64
  %443 = and i64 %442, 15
  %444 = icmp eq i64 %443, 0
  %445 = and i1 %433, %444
  %446 = and i1 %438, %445
  %447 = and i1 %441, %445
  %448 = xor i1 %433, %447
  %449 = xor i1 %436, %447
  %450 = xor i1 %439, %447
  %451 = xor i1 %401, %446
  %452 = and i1 %441, %451
  %453 = zext i1 %447 to i32
  %454 = zext i1 %448 to i32
  %455 = zext i1 %449 to i32
  %456 = zext i1 %450 to i32
  %457 = zext i1 %452 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %453, i32 %135, i32 %137, i32 %139, i32 %141, ptr addrspace(1) %431, i32 %454, i32 %455, i32 %456, i32 %457) #4
  %458 = or disjoint i32 %397, 8
  %459 = add i32 %396, %458
  %460 = sext i32 %459 to i64
  %461 = getelementptr i32, ptr addrspace(1) %2, i64 %460
  %462 = icmp slt i32 %458, %4
  %463 = and i1 %401, %462
  %464 = or disjoint i32 %397, 9
  %465 = icmp slt i32 %464, %4
  %466 = and i1 %401, %465
  %467 = or disjoint i32 %397, 10
  %468 = icmp slt i32 %467, %4
  %469 = and i1 %401, %468
  %470 = or disjoint i32 %397, 11
  %471 = icmp slt i32 %470, %4
  %472 = ptrtoint ptr addrspace(1) %461 to i64
  %473 = and i64 %472, 15
  %474 = icmp eq i64 %473, 0
  %475 = and i1 %463, %474
  %476 = and i1 %468, %475
  %477 = and i1 %471, %475
  %478 = xor i1 %463, %477
  %479 = xor i1 %466, %477
  %480 = xor i1 %469, %477
  %481 = xor i1 %401, %476
  %482 = and i1 %471, %481
  %483 = zext i1 %477 to i32
  %484 = zext i1 %478 to i32
  %485 = zext i1 %479 to i32
  %486 = zext i1 %480 to i32
  %487 = zext i1 %482 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %483, i32 %143, i32 %145, i32 %147, i32 %149, ptr addrspace(1) %461, i32 %484, i32 %485, i32 %486, i32 %487) #4
  %488 = or disjoint i32 %397, 12
  %489 = add i32 %396, %488
  %490 = sext i32 %489 to i64
  %491 = getelementptr i32, ptr addrspace(1) %2, i64 %490
  %492 = icmp slt i32 %488, %4
  %493 = and i1 %401, %492
  %494 = or disjoint i32 %397, 13
  %495 = icmp slt i32 %494, %4
  %496 = and i1 %401, %495
  %497 = or disjoint i32 %397, 14
  %498 = icmp slt i32 %497, %4
  %499 = and i1 %401, %498
  %500 = or disjoint i32 %397, 15
  %501 = icmp slt i32 %500, %4
  %502 = ptrtoint ptr addrspace(1) %491 to i64
  %503 = and i64 %502, 15
  %504 = icmp eq i64 %503, 0
  %505 = and i1 %493, %504
  %506 = and i1 %498, %505
  %507 = and i1 %501, %505
  %508 = xor i1 %493, %507
  %509 = xor i1 %496, %507
  %510 = xor i1 %499, %507
  %511 = xor i1 %401, %506
  %512 = and i1 %501, %511
  %513 = zext i1 %507 to i32
  %514 = zext i1 %508 to i32
  %515 = zext i1 %509 to i32
  %516 = zext i1 %510 to i32
  %517 = zext i1 %512 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %513, i32 %151, i32 %153, i32 %155, i32 %157, ptr addrspace(1) %491, i32 %514, i32 %515, i32 %516, i32 %517) #4
  %518 = or disjoint i32 %397, 16
  %519 = add i32 %396, %518
  %520 = sext i32 %519 to i64
  %521 = getelementptr i32, ptr addrspace(1) %2, i64 %520
  %522 = icmp slt i32 %518, %4
  %523 = and i1 %401, %522
  %524 = or disjoint i32 %397, 17
  %525 = icmp slt i32 %524, %4
  %526 = and i1 %401, %525
  %527 = or disjoint i32 %397, 18
  %528 = icmp slt i32 %527, %4
  %529 = and i1 %401, %528
  %530 = or disjoint i32 %397, 19
  %531 = icmp slt i32 %530, %4
  %532 = ptrtoint ptr addrspace(1) %521 to i64
  %533 = and i64 %532, 15
  %534 = icmp eq i64 %533, 0
  %535 = and i1 %523, %534
  %536 = and i1 %528, %535
  %537 = and i1 %531, %535
  %538 = xor i1 %523, %537
  %539 = xor i1 %526, %537
  %540 = xor i1 %529, %537
  %541 = xor i1 %401, %536
  %542 = and i1 %531, %541
  %543 = zext i1 %537 to i32
  %544 = zext i1 %538 to i32
  %545 = zext i1 %539 to i32
  %546 = zext i1 %540 to i32
  %547 = zext i1 %542 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %543, i32 %159, i32 %161, i32 %163, i32 %165, ptr addrspace(1) %521, i32 %544, i32 %545, i32 %546, i32 %547) #4
  %548 = or disjoint i32 %397, 20
  %549 = add i32 %396, %548
  %550 = sext i32 %549 to i64
  %551 = getelementptr i32, ptr addrspace(1) %2, i64 %550
  %552 = icmp slt i32 %548, %4
  %553 = and i1 %401, %552
  %554 = or disjoint i32 %397, 21
  %555 = icmp slt i32 %554, %4
  %556 = and i1 %401, %555
  %557 = or disjoint i32 %397, 22
  %558 = icmp slt i32 %557, %4
  %559 = and i1 %401, %558
  %560 = or disjoint i32 %397, 23
  %561 = icmp slt i32 %560, %4
  %562 = ptrtoint ptr addrspace(1) %551 to i64
  %563 = and i64 %562, 15
  %564 = icmp eq i64 %563, 0
  %565 = and i1 %553, %564
  %566 = and i1 %558, %565
  %567 = and i1 %561, %565
  %568 = xor i1 %553, %567
  %569 = xor i1 %556, %567
  %570 = xor i1 %559, %567
  %571 = xor i1 %401, %566
  %572 = and i1 %561, %571
  %573 = zext i1 %567 to i32
  %574 = zext i1 %568 to i32
  %575 = zext i1 %569 to i32
  %576 = zext i1 %570 to i32
  %577 = zext i1 %572 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %573, i32 %167, i32 %169, i32 %171, i32 %173, ptr addrspace(1) %551, i32 %574, i32 %575, i32 %576, i32 %577) #4
  %578 = or disjoint i32 %397, 24
  %579 = add i32 %396, %578
  %580 = sext i32 %579 to i64
  %581 = getelementptr i32, ptr addrspace(1) %2, i64 %580
  %582 = icmp slt i32 %578, %4
  %583 = and i1 %401, %582
  %584 = or disjoint i32 %397, 25
  %585 = icmp slt i32 %584, %4
  %586 = and i1 %401, %585
  %587 = or disjoint i32 %397, 26
  %588 = icmp slt i32 %587, %4
  %589 = and i1 %401, %588
  %590 = or disjoint i32 %397, 27
  %591 = icmp slt i32 %590, %4
  %592 = ptrtoint ptr addrspace(1) %581 to i64
  %593 = and i64 %592, 15
  %594 = icmp eq i64 %593, 0
  %595 = and i1 %583, %594
  %596 = and i1 %588, %595
  %597 = and i1 %591, %595
  %598 = xor i1 %583, %597
  %599 = xor i1 %586, %597
  %600 = xor i1 %589, %597
  %601 = xor i1 %401, %596
  %602 = and i1 %591, %601
  %603 = zext i1 %597 to i32
  %604 = zext i1 %598 to i32
  %605 = zext i1 %599 to i32
  %606 = zext i1 %600 to i32
  %607 = zext i1 %602 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %603, i32 %175, i32 %177, i32 %179, i32 %181, ptr addrspace(1) %581, i32 %604, i32 %605, i32 %606, i32 %607) #4
  %608 = or disjoint i32 %397, 28
  %609 = add i32 %396, %608
  %610 = sext i32 %609 to i64
  %611 = getelementptr i32, ptr addrspace(1) %2, i64 %610
  %612 = icmp slt i32 %608, %4
  %613 = and i1 %401, %612
  %614 = or disjoint i32 %397, 29
  %615 = icmp slt i32 %614, %4
  %616 = and i1 %401, %615
  %617 = or disjoint i32 %397, 30
  %618 = icmp slt i32 %617, %4
  %619 = and i1 %401, %618
  %620 = or disjoint i32 %397, 31
  %621 = icmp slt i32 %620, %4
  %622 = ptrtoint ptr addrspace(1) %611 to i64
  %623 = and i64 %622, 15
  %624 = icmp eq i64 %623, 0
  %625 = and i1 %613, %624
  %626 = and i1 %618, %625
  %627 = and i1 %621, %625
  %628 = xor i1 %613, %627
  %629 = xor i1 %616, %627
  %630 = xor i1 %619, %627
  %631 = xor i1 %401, %626
  %632 = and i1 %621, %631
  %633 = zext i1 %627 to i32
  %634 = zext i1 %628 to i32
  %635 = zext i1 %629 to i32
  %636 = zext i1 %630 to i32
  %637 = zext i1 %632 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %633, i32 %183, i32 %185, i32 %187, i32 %189, ptr addrspace(1) %611, i32 %634, i32 %635, i32 %636, i32 %637) #4
  %638 = or disjoint i32 %397, 32
  %639 = add i32 %396, %638
  %640 = sext i32 %639 to i64
  %641 = getelementptr i32, ptr addrspace(1) %2, i64 %640
  %642 = icmp slt i32 %638, %4
  %643 = and i1 %401, %642
  %644 = or disjoint i32 %397, 33
  %645 = icmp slt i32 %644, %4
  %646 = and i1 %401, %645
  %647 = or disjoint i32 %397, 34
  %648 = icmp slt i32 %647, %4
  %649 = and i1 %401, %648
  %650 = or disjoint i32 %397, 35
  %651 = icmp slt i32 %650, %4
  %652 = ptrtoint ptr addrspace(1) %641 to i64
  %653 = and i64 %652, 15
  %654 = icmp eq i64 %653, 0
  %655 = and i1 %643, %654
  %656 = and i1 %648, %655
  %657 = and i1 %651, %655
  %658 = xor i1 %643, %657
  %659 = xor i1 %646, %657
  %660 = xor i1 %649, %657
  %661 = xor i1 %401, %656
  %662 = and i1 %651, %661
  %663 = zext i1 %657 to i32
  %664 = zext i1 %658 to i32
  %665 = zext i1 %659 to i32
  %666 = zext i1 %660 to i32
  %667 = zext i1 %662 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %663, i32 %193, i32 %195, i32 %197, i32 %199, ptr addrspace(1) %641, i32 %664, i32 %665, i32 %666, i32 %667) #4
  %668 = or disjoint i32 %397, 36
  %669 = add i32 %396, %668
  %670 = sext i32 %669 to i64
  %671 = getelementptr i32, ptr addrspace(1) %2, i64 %670
  %672 = icmp slt i32 %668, %4
  %673 = and i1 %401, %672
  %674 = or disjoint i32 %397, 37
  %675 = icmp slt i32 %674, %4
  %676 = and i1 %401, %675
  %677 = or disjoint i32 %397, 38
  %678 = icmp slt i32 %677, %4
  %679 = and i1 %401, %678
  %680 = or disjoint i32 %397, 39
  %681 = icmp slt i32 %680, %4
  %682 = ptrtoint ptr addrspace(1) %671 to i64
  %683 = and i64 %682, 15
  %684 = icmp eq i64 %683, 0
  %685 = and i1 %673, %684
  %686 = and i1 %678, %685
  %687 = and i1 %681, %685
  %688 = xor i1 %673, %687
  %689 = xor i1 %676, %687
  %690 = xor i1 %679, %687
  %691 = xor i1 %401, %686
  %692 = and i1 %681, %691
  %693 = zext i1 %687 to i32
  %694 = zext i1 %688 to i32
  %695 = zext i1 %689 to i32
  %696 = zext i1 %690 to i32
  %697 = zext i1 %692 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %693, i32 %201, i32 %203, i32 %205, i32 %207, ptr addrspace(1) %671, i32 %694, i32 %695, i32 %696, i32 %697) #4
  %698 = or disjoint i32 %397, 40
  %699 = add i32 %396, %698
  %700 = sext i32 %699 to i64
  %701 = getelementptr i32, ptr addrspace(1) %2, i64 %700
  %702 = icmp slt i32 %698, %4
  %703 = and i1 %401, %702
  %704 = or disjoint i32 %397, 41
  %705 = icmp slt i32 %704, %4
  %706 = and i1 %401, %705
  %707 = or disjoint i32 %397, 42
  %708 = icmp slt i32 %707, %4
  %709 = and i1 %401, %708
  %710 = or disjoint i32 %397, 43
  %711 = icmp slt i32 %710, %4
  %712 = ptrtoint ptr addrspace(1) %701 to i64
  %713 = and i64 %712, 15
  %714 = icmp eq i64 %713, 0
  %715 = and i1 %703, %714
  %716 = and i1 %708, %715
  %717 = and i1 %711, %715
  %718 = xor i1 %703, %717
  %719 = xor i1 %706, %717
  %720 = xor i1 %709, %717
  %721 = xor i1 %401, %716
  %722 = and i1 %711, %721
  %723 = zext i1 %717 to i32
  %724 = zext i1 %718 to i32
  %725 = zext i1 %719 to i32
  %726 = zext i1 %720 to i32
  %727 = zext i1 %722 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %723, i32 %209, i32 %211, i32 %213, i32 %215, ptr addrspace(1) %701, i32 %724, i32 %725, i32 %726, i32 %727) #4
  %728 = or disjoint i32 %397, 44
  %729 = add i32 %396, %728
  %730 = sext i32 %729 to i64
  %731 = getelementptr i32, ptr addrspace(1) %2, i64 %730
  %732 = icmp slt i32 %728, %4
  %733 = and i1 %401, %732
  %734 = or disjoint i32 %397, 45
  %735 = icmp slt i32 %734, %4
  %736 = and i1 %401, %735
  %737 = or disjoint i32 %397, 46
  %738 = icmp slt i32 %737, %4
  %739 = and i1 %401, %738
  %740 = or disjoint i32 %397, 47
  %741 = icmp slt i32 %740, %4
  %742 = ptrtoint ptr addrspace(1) %731 to i64
  %743 = and i64 %742, 15
  %744 = icmp eq i64 %743, 0
  %745 = and i1 %733, %744
  %746 = and i1 %738, %745
  %747 = and i1 %741, %745
  %748 = xor i1 %733, %747
  %749 = xor i1 %736, %747
  %750 = xor i1 %739, %747
  %751 = xor i1 %401, %746
  %752 = and i1 %741, %751
  %753 = zext i1 %747 to i32
  %754 = zext i1 %748 to i32
  %755 = zext i1 %749 to i32
  %756 = zext i1 %750 to i32
  %757 = zext i1 %752 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %753, i32 %217, i32 %219, i32 %221, i32 %223, ptr addrspace(1) %731, i32 %754, i32 %755, i32 %756, i32 %757) #4
  %758 = or disjoint i32 %397, 48
  %759 = add i32 %396, %758
  %760 = sext i32 %759 to i64
  %761 = getelementptr i32, ptr addrspace(1) %2, i64 %760
  %762 = icmp slt i32 %758, %4
  %763 = and i1 %401, %762
  %764 = or disjoint i32 %397, 49
  %765 = icmp slt i32 %764, %4
  %766 = and i1 %401, %765
  %767 = or disjoint i32 %397, 50
  %768 = icmp slt i32 %767, %4
  %769 = and i1 %401, %768
  %770 = or disjoint i32 %397, 51
  %771 = icmp slt i32 %770, %4
  %772 = ptrtoint ptr addrspace(1) %761 to i64
  %773 = and i64 %772, 15
  %774 = icmp eq i64 %773, 0
  %775 = and i1 %763, %774
  %776 = and i1 %768, %775
  %777 = and i1 %771, %775
  %778 = xor i1 %763, %777
  %779 = xor i1 %766, %777
  %780 = xor i1 %769, %777
  %781 = xor i1 %401, %776
  %782 = and i1 %771, %781
  %783 = zext i1 %777 to i32
  %784 = zext i1 %778 to i32
  %785 = zext i1 %779 to i32
  %786 = zext i1 %780 to i32
  %787 = zext i1 %782 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %783, i32 %225, i32 %227, i32 %229, i32 %231, ptr addrspace(1) %761, i32 %784, i32 %785, i32 %786, i32 %787) #4
  %788 = or disjoint i32 %397, 52
  %789 = add i32 %396, %788
  %790 = sext i32 %789 to i64
  %791 = getelementptr i32, ptr addrspace(1) %2, i64 %790
  %792 = icmp slt i32 %788, %4
  %793 = and i1 %401, %792
  %794 = or disjoint i32 %397, 53
  %795 = icmp slt i32 %794, %4
  %796 = and i1 %401, %795
  %797 = or disjoint i32 %397, 54
  %798 = icmp slt i32 %797, %4
  %799 = and i1 %401, %798
  %800 = or disjoint i32 %397, 55
  %801 = icmp slt i32 %800, %4
  %802 = ptrtoint ptr addrspace(1) %791 to i64
  %803 = and i64 %802, 15
  %804 = icmp eq i64 %803, 0
  %805 = and i1 %793, %804
  %806 = and i1 %798, %805
  %807 = and i1 %801, %805
  %808 = xor i1 %793, %807
  %809 = xor i1 %796, %807
  %810 = xor i1 %799, %807
  %811 = xor i1 %401, %806
  %812 = and i1 %801, %811
  %813 = zext i1 %807 to i32
  %814 = zext i1 %808 to i32
  %815 = zext i1 %809 to i32
  %816 = zext i1 %810 to i32
  %817 = zext i1 %812 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %813, i32 %233, i32 %235, i32 %237, i32 %239, ptr addrspace(1) %791, i32 %814, i32 %815, i32 %816, i32 %817) #4
  %818 = or disjoint i32 %397, 56
  %819 = add i32 %396, %818
  %820 = sext i32 %819 to i64
  %821 = getelementptr i32, ptr addrspace(1) %2, i64 %820
  %822 = icmp slt i32 %818, %4
  %823 = and i1 %401, %822
  %824 = or disjoint i32 %397, 57
  %825 = icmp slt i32 %824, %4
  %826 = and i1 %401, %825
  %827 = or disjoint i32 %397, 58
  %828 = icmp slt i32 %827, %4
  %829 = and i1 %401, %828
  %830 = or disjoint i32 %397, 59
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
  %841 = xor i1 %401, %836
  %842 = and i1 %831, %841
  %843 = zext i1 %837 to i32
  %844 = zext i1 %838 to i32
  %845 = zext i1 %839 to i32
  %846 = zext i1 %840 to i32
  %847 = zext i1 %842 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %843, i32 %241, i32 %243, i32 %245, i32 %247, ptr addrspace(1) %821, i32 %844, i32 %845, i32 %846, i32 %847) #4
  %848 = or disjoint i32 %397, 60
  %849 = add i32 %396, %848
  %850 = sext i32 %849 to i64
  %851 = getelementptr i32, ptr addrspace(1) %2, i64 %850
  %852 = icmp slt i32 %848, %4
  %853 = and i1 %401, %852
  %854 = or disjoint i32 %397, 61
  %855 = icmp slt i32 %854, %4
  %856 = and i1 %401, %855
  %857 = or disjoint i32 %397, 62
  %858 = icmp slt i32 %857, %4
  %859 = and i1 %401, %858
  %860 = or disjoint i32 %397, 63
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
  %871 = xor i1 %401, %866
  %872 = and i1 %861, %871
  %873 = zext i1 %867 to i32
  %874 = zext i1 %868 to i32
  %875 = zext i1 %869 to i32
  %876 = zext i1 %870 to i32
  %877 = zext i1 %872 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %873, i32 %249, i32 %251, i32 %253, i32 %255, ptr addrspace(1) %851, i32 %874, i32 %875, i32 %876, i32 %877) #4
  %878 = or disjoint i32 %397, 64
  %879 = add i32 %396, %878
  %880 = sext i32 %879 to i64
  %881 = getelementptr i32, ptr addrspace(1) %2, i64 %880
  %882 = icmp slt i32 %878, %4
  %883 = and i1 %401, %882
  %884 = or disjoint i32 %397, 65
  %885 = icmp slt i32 %884, %4
  %886 = and i1 %401, %885
  %887 = or disjoint i32 %397, 66
  %888 = icmp slt i32 %887, %4
  %889 = and i1 %401, %888
  %890 = or disjoint i32 %397, 67
  %891 = icmp slt i32 %890, %4
  %892 = ptrtoint ptr addrspace(1) %881 to i64
  %893 = and i64 %892, 15
  %894 = icmp eq i64 %893, 0
  %895 = and i1 %883, %894
  %896 = and i1 %888, %895
  %897 = and i1 %891, %895
  %898 = xor i1 %883, %897
  %899 = xor i1 %886, %897
  %900 = xor i1 %889, %897
  %901 = xor i1 %401, %896
  %902 = and i1 %891, %901
  %903 = zext i1 %897 to i32
  %904 = zext i1 %898 to i32
  %905 = zext i1 %899 to i32
  %906 = zext i1 %900 to i32
  %907 = zext i1 %902 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %903, i32 %259, i32 %261, i32 %263, i32 %265, ptr addrspace(1) %881, i32 %904, i32 %905, i32 %906, i32 %907) #4
  %908 = or disjoint i32 %397, 68
  %909 = add i32 %396, %908
  %910 = sext i32 %909 to i64
  %911 = getelementptr i32, ptr addrspace(1) %2, i64 %910
  %912 = icmp slt i32 %908, %4
  %913 = and i1 %401, %912
  %914 = or disjoint i32 %397, 69
  %915 = icmp slt i32 %914, %4
  %916 = and i1 %401, %915
  %917 = or disjoint i32 %397, 70
  %918 = icmp slt i32 %917, %4
  %919 = and i1 %401, %918
  %920 = or disjoint i32 %397, 71
  %921 = icmp slt i32 %920, %4
  %922 = ptrtoint ptr addrspace(1) %911 to i64
  %923 = and i64 %922, 15
  %924 = icmp eq i64 %923, 0
  %925 = and i1 %913, %924
  %926 = and i1 %918, %925
  %927 = and i1 %921, %925
  %928 = xor i1 %913, %927
  %929 = xor i1 %916, %927
  %930 = xor i1 %919, %927
  %931 = xor i1 %401, %926
  %932 = and i1 %921, %931
  %933 = zext i1 %927 to i32
  %934 = zext i1 %928 to i32
  %935 = zext i1 %929 to i32
  %936 = zext i1 %930 to i32
  %937 = zext i1 %932 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %933, i32 %267, i32 %269, i32 %271, i32 %273, ptr addrspace(1) %911, i32 %934, i32 %935, i32 %936, i32 %937) #4
  %938 = or disjoint i32 %397, 72
  %939 = add i32 %396, %938
  %940 = sext i32 %939 to i64
  %941 = getelementptr i32, ptr addrspace(1) %2, i64 %940
  %942 = icmp slt i32 %938, %4
  %943 = and i1 %401, %942
  %944 = or disjoint i32 %397, 73
  %945 = icmp slt i32 %944, %4
  %946 = and i1 %401, %945
  %947 = or disjoint i32 %397, 74
  %948 = icmp slt i32 %947, %4
  %949 = and i1 %401, %948
  %950 = or disjoint i32 %397, 75
  %951 = icmp slt i32 %950, %4
  %952 = ptrtoint ptr addrspace(1) %941 to i64
  %953 = and i64 %952, 15
  %954 = icmp eq i64 %953, 0
  %955 = and i1 %943, %954
  %956 = and i1 %948, %955
  %957 = and i1 %951, %955
  %958 = xor i1 %943, %957
  %959 = xor i1 %946, %957
  %960 = xor i1 %949, %957
  %961 = xor i1 %401, %956
  %962 = and i1 %951, %961
  %963 = zext i1 %957 to i32
  %964 = zext i1 %958 to i32
  %965 = zext i1 %959 to i32
  %966 = zext i1 %960 to i32
  %967 = zext i1 %962 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %963, i32 %275, i32 %277, i32 %279, i32 %281, ptr addrspace(1) %941, i32 %964, i32 %965, i32 %966, i32 %967) #4
  %968 = or disjoint i32 %397, 76
  %969 = add i32 %396, %968
  %970 = sext i32 %969 to i64
  %971 = getelementptr i32, ptr addrspace(1) %2, i64 %970
  %972 = icmp slt i32 %968, %4
  %973 = and i1 %401, %972
  %974 = or disjoint i32 %397, 77
  %975 = icmp slt i32 %974, %4
  %976 = and i1 %401, %975
  %977 = or disjoint i32 %397, 78
  %978 = icmp slt i32 %977, %4
  %979 = and i1 %401, %978
  %980 = or disjoint i32 %397, 79
  %981 = icmp slt i32 %980, %4
  %982 = ptrtoint ptr addrspace(1) %971 to i64
  %983 = and i64 %982, 15
  %984 = icmp eq i64 %983, 0
  %985 = and i1 %973, %984
  %986 = and i1 %978, %985
  %987 = and i1 %981, %985
  %988 = xor i1 %973, %987
  %989 = xor i1 %976, %987
  %990 = xor i1 %979, %987
  %991 = xor i1 %401, %986
  %992 = and i1 %981, %991
  %993 = zext i1 %987 to i32
  %994 = zext i1 %988 to i32
  %995 = zext i1 %989 to i32
  %996 = zext i1 %990 to i32
  %997 = zext i1 %992 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %993, i32 %283, i32 %285, i32 %287, i32 %289, ptr addrspace(1) %971, i32 %994, i32 %995, i32 %996, i32 %997) #4
  %998 = or disjoint i32 %397, 80
  %999 = add i32 %396, %998
  %1000 = sext i32 %999 to i64
  %1001 = getelementptr i32, ptr addrspace(1) %2, i64 %1000
  %1002 = icmp slt i32 %998, %4
  %1003 = and i1 %401, %1002
  %1004 = or disjoint i32 %397, 81
  %1005 = icmp slt i32 %1004, %4
  %1006 = and i1 %401, %1005
  %1007 = or disjoint i32 %397, 82
  %1008 = icmp slt i32 %1007, %4
  %1009 = and i1 %401, %1008
  %1010 = or disjoint i32 %397, 83
  %1011 = icmp slt i32 %1010, %4
  %1012 = ptrtoint ptr addrspace(1) %1001 to i64
  %1013 = and i64 %1012, 15
  %1014 = icmp eq i64 %1013, 0
  %1015 = and i1 %1003, %1014
  %1016 = and i1 %1008, %1015
  %1017 = and i1 %1011, %1015
  %1018 = xor i1 %1003, %1017
  %1019 = xor i1 %1006, %1017
  %1020 = xor i1 %1009, %1017
  %1021 = xor i1 %401, %1016
  %1022 = and i1 %1011, %1021
  %1023 = zext i1 %1017 to i32
  %1024 = zext i1 %1018 to i32
  %1025 = zext i1 %1019 to i32
  %1026 = zext i1 %1020 to i32
  %1027 = zext i1 %1022 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1023, i32 %291, i32 %293, i32 %295, i32 %297, ptr addrspace(1) %1001, i32 %1024, i32 %1025, i32 %1026, i32 %1027) #4
  %1028 = or disjoint i32 %397, 84
  %1029 = add i32 %396, %1028
  %1030 = sext i32 %1029 to i64
  %1031 = getelementptr i32, ptr addrspace(1) %2, i64 %1030
  %1032 = icmp slt i32 %1028, %4
  %1033 = and i1 %401, %1032
  %1034 = or disjoint i32 %397, 85
  %1035 = icmp slt i32 %1034, %4
  %1036 = and i1 %401, %1035
  %1037 = or disjoint i32 %397, 86
  %1038 = icmp slt i32 %1037, %4
  %1039 = and i1 %401, %1038
  %1040 = or disjoint i32 %397, 87
  %1041 = icmp slt i32 %1040, %4
  %1042 = ptrtoint ptr addrspace(1) %1031 to i64
  %1043 = and i64 %1042, 15
  %1044 = icmp eq i64 %1043, 0
  %1045 = and i1 %1033, %1044
  %1046 = and i1 %1038, %1045
  %1047 = and i1 %1041, %1045
  %1048 = xor i1 %1033, %1047
  %1049 = xor i1 %1036, %1047
  %1050 = xor i1 %1039, %1047
  %1051 = xor i1 %401, %1046
  %1052 = and i1 %1041, %1051
  %1053 = zext i1 %1047 to i32
  %1054 = zext i1 %1048 to i32
  %1055 = zext i1 %1049 to i32
  %1056 = zext i1 %1050 to i32
  %1057 = zext i1 %1052 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1053, i32 %299, i32 %301, i32 %303, i32 %305, ptr addrspace(1) %1031, i32 %1054, i32 %1055, i32 %1056, i32 %1057) #4
  %1058 = or disjoint i32 %397, 88
  %1059 = add i32 %396, %1058
  %1060 = sext i32 %1059 to i64
  %1061 = getelementptr i32, ptr addrspace(1) %2, i64 %1060
  %1062 = icmp slt i32 %1058, %4
  %1063 = and i1 %401, %1062
  %1064 = or disjoint i32 %397, 89
  %1065 = icmp slt i32 %1064, %4
  %1066 = and i1 %401, %1065
  %1067 = or disjoint i32 %397, 90
  %1068 = icmp slt i32 %1067, %4
  %1069 = and i1 %401, %1068
  %1070 = or disjoint i32 %397, 91
  %1071 = icmp slt i32 %1070, %4
  %1072 = ptrtoint ptr addrspace(1) %1061 to i64
  %1073 = and i64 %1072, 15
  %1074 = icmp eq i64 %1073, 0
  %1075 = and i1 %1063, %1074
  %1076 = and i1 %1068, %1075
  %1077 = and i1 %1071, %1075
  %1078 = xor i1 %1063, %1077
  %1079 = xor i1 %1066, %1077
  %1080 = xor i1 %1069, %1077
  %1081 = xor i1 %401, %1076
  %1082 = and i1 %1071, %1081
  %1083 = zext i1 %1077 to i32
  %1084 = zext i1 %1078 to i32
  %1085 = zext i1 %1079 to i32
  %1086 = zext i1 %1080 to i32
  %1087 = zext i1 %1082 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1083, i32 %307, i32 %309, i32 %311, i32 %313, ptr addrspace(1) %1061, i32 %1084, i32 %1085, i32 %1086, i32 %1087) #4
  %1088 = or disjoint i32 %397, 92
  %1089 = add i32 %396, %1088
  %1090 = sext i32 %1089 to i64
  %1091 = getelementptr i32, ptr addrspace(1) %2, i64 %1090
  %1092 = icmp slt i32 %1088, %4
  %1093 = and i1 %401, %1092
  %1094 = or disjoint i32 %397, 93
  %1095 = icmp slt i32 %1094, %4
  %1096 = and i1 %401, %1095
  %1097 = or disjoint i32 %397, 94
  %1098 = icmp slt i32 %1097, %4
  %1099 = and i1 %401, %1098
  %1100 = or disjoint i32 %397, 95
  %1101 = icmp slt i32 %1100, %4
  %1102 = ptrtoint ptr addrspace(1) %1091 to i64
  %1103 = and i64 %1102, 15
  %1104 = icmp eq i64 %1103, 0
  %1105 = and i1 %1093, %1104
  %1106 = and i1 %1098, %1105
  %1107 = and i1 %1101, %1105
  %1108 = xor i1 %1093, %1107
  %1109 = xor i1 %1096, %1107
  %1110 = xor i1 %1099, %1107
  %1111 = xor i1 %401, %1106
  %1112 = and i1 %1101, %1111
  %1113 = zext i1 %1107 to i32
  %1114 = zext i1 %1108 to i32
  %1115 = zext i1 %1109 to i32
  %1116 = zext i1 %1110 to i32
  %1117 = zext i1 %1112 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1113, i32 %315, i32 %317, i32 %319, i32 %321, ptr addrspace(1) %1091, i32 %1114, i32 %1115, i32 %1116, i32 %1117) #4
  %1118 = or disjoint i32 %397, 96
  %1119 = add i32 %396, %1118
  %1120 = sext i32 %1119 to i64
  %1121 = getelementptr i32, ptr addrspace(1) %2, i64 %1120
  %1122 = icmp slt i32 %1118, %4
  %1123 = and i1 %401, %1122
  %1124 = or disjoint i32 %397, 97
  %1125 = icmp slt i32 %1124, %4
  %1126 = and i1 %401, %1125
  %1127 = or disjoint i32 %397, 98
  %1128 = icmp slt i32 %1127, %4
  %1129 = and i1 %401, %1128
  %1130 = or disjoint i32 %397, 99
  %1131 = icmp slt i32 %1130, %4
  %1132 = ptrtoint ptr addrspace(1) %1121 to i64
  %1133 = and i64 %1132, 15
  %1134 = icmp eq i64 %1133, 0
  %1135 = and i1 %1123, %1134
  %1136 = and i1 %1128, %1135
  %1137 = and i1 %1131, %1135
  %1138 = xor i1 %1123, %1137
  %1139 = xor i1 %1126, %1137
  %1140 = xor i1 %1129, %1137
  %1141 = xor i1 %401, %1136
  %1142 = and i1 %1131, %1141
  %1143 = zext i1 %1137 to i32
  %1144 = zext i1 %1138 to i32
  %1145 = zext i1 %1139 to i32
  %1146 = zext i1 %1140 to i32
  %1147 = zext i1 %1142 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1143, i32 %325, i32 %327, i32 %329, i32 %331, ptr addrspace(1) %1121, i32 %1144, i32 %1145, i32 %1146, i32 %1147) #4
  %1148 = or disjoint i32 %397, 100
  %1149 = add i32 %396, %1148
  %1150 = sext i32 %1149 to i64
  %1151 = getelementptr i32, ptr addrspace(1) %2, i64 %1150
  %1152 = icmp slt i32 %1148, %4
  %1153 = and i1 %401, %1152
  %1154 = or disjoint i32 %397, 101
  %1155 = icmp slt i32 %1154, %4
  %1156 = and i1 %401, %1155
  %1157 = or disjoint i32 %397, 102
  %1158 = icmp slt i32 %1157, %4
  %1159 = and i1 %401, %1158
  %1160 = or disjoint i32 %397, 103
  %1161 = icmp slt i32 %1160, %4
  %1162 = ptrtoint ptr addrspace(1) %1151 to i64
  %1163 = and i64 %1162, 15
  %1164 = icmp eq i64 %1163, 0
  %1165 = and i1 %1153, %1164
  %1166 = and i1 %1158, %1165
  %1167 = and i1 %1161, %1165
  %1168 = xor i1 %1153, %1167
  %1169 = xor i1 %1156, %1167
  %1170 = xor i1 %1159, %1167
  %1171 = xor i1 %401, %1166
  %1172 = and i1 %1161, %1171
  %1173 = zext i1 %1167 to i32
  %1174 = zext i1 %1168 to i32
  %1175 = zext i1 %1169 to i32
  %1176 = zext i1 %1170 to i32
  %1177 = zext i1 %1172 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1173, i32 %333, i32 %335, i32 %337, i32 %339, ptr addrspace(1) %1151, i32 %1174, i32 %1175, i32 %1176, i32 %1177) #4
  %1178 = or disjoint i32 %397, 104
  %1179 = add i32 %396, %1178
  %1180 = sext i32 %1179 to i64
  %1181 = getelementptr i32, ptr addrspace(1) %2, i64 %1180
  %1182 = icmp slt i32 %1178, %4
  %1183 = and i1 %401, %1182
  %1184 = or disjoint i32 %397, 105
  %1185 = icmp slt i32 %1184, %4
  %1186 = and i1 %401, %1185
  %1187 = or disjoint i32 %397, 106
  %1188 = icmp slt i32 %1187, %4
  %1189 = and i1 %401, %1188
  %1190 = or disjoint i32 %397, 107
  %1191 = icmp slt i32 %1190, %4
  %1192 = ptrtoint ptr addrspace(1) %1181 to i64
  %1193 = and i64 %1192, 15
  %1194 = icmp eq i64 %1193, 0
  %1195 = and i1 %1183, %1194
  %1196 = and i1 %1188, %1195
  %1197 = and i1 %1191, %1195
  %1198 = xor i1 %1183, %1197
  %1199 = xor i1 %1186, %1197
  %1200 = xor i1 %1189, %1197
  %1201 = xor i1 %401, %1196
  %1202 = and i1 %1191, %1201
  %1203 = zext i1 %1197 to i32
  %1204 = zext i1 %1198 to i32
  %1205 = zext i1 %1199 to i32
  %1206 = zext i1 %1200 to i32
  %1207 = zext i1 %1202 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1203, i32 %341, i32 %343, i32 %345, i32 %347, ptr addrspace(1) %1181, i32 %1204, i32 %1205, i32 %1206, i32 %1207) #4
  %1208 = or disjoint i32 %397, 108
  %1209 = add i32 %396, %1208
  %1210 = sext i32 %1209 to i64
  %1211 = getelementptr i32, ptr addrspace(1) %2, i64 %1210
  %1212 = icmp slt i32 %1208, %4
  %1213 = and i1 %401, %1212
  %1214 = or disjoint i32 %397, 109
  %1215 = icmp slt i32 %1214, %4
  %1216 = and i1 %401, %1215
  %1217 = or disjoint i32 %397, 110
  %1218 = icmp slt i32 %1217, %4
  %1219 = and i1 %401, %1218
  %1220 = or disjoint i32 %397, 111
  %1221 = icmp slt i32 %1220, %4
  %1222 = ptrtoint ptr addrspace(1) %1211 to i64
  %1223 = and i64 %1222, 15
  %1224 = icmp eq i64 %1223, 0
  %1225 = and i1 %1213, %1224
  %1226 = and i1 %1218, %1225
  %1227 = and i1 %1221, %1225
  %1228 = xor i1 %1213, %1227
  %1229 = xor i1 %1216, %1227
  %1230 = xor i1 %1219, %1227
  %1231 = xor i1 %401, %1226
  %1232 = and i1 %1221, %1231
  %1233 = zext i1 %1227 to i32
  %1234 = zext i1 %1228 to i32
  %1235 = zext i1 %1229 to i32
  %1236 = zext i1 %1230 to i32
  %1237 = zext i1 %1232 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1233, i32 %349, i32 %351, i32 %353, i32 %355, ptr addrspace(1) %1211, i32 %1234, i32 %1235, i32 %1236, i32 %1237) #4
  %1238 = or disjoint i32 %397, 112
  %1239 = add i32 %396, %1238
  %1240 = sext i32 %1239 to i64
  %1241 = getelementptr i32, ptr addrspace(1) %2, i64 %1240
  %1242 = icmp slt i32 %1238, %4
  %1243 = and i1 %401, %1242
  %1244 = or disjoint i32 %397, 113
  %1245 = icmp slt i32 %1244, %4
  %1246 = and i1 %401, %1245
  %1247 = or disjoint i32 %397, 114
  %1248 = icmp slt i32 %1247, %4
  %1249 = and i1 %401, %1248
  %1250 = or disjoint i32 %397, 115
  %1251 = icmp slt i32 %1250, %4
  %1252 = ptrtoint ptr addrspace(1) %1241 to i64
  %1253 = and i64 %1252, 15
  %1254 = icmp eq i64 %1253, 0
  %1255 = and i1 %1243, %1254
  %1256 = and i1 %1248, %1255
  %1257 = and i1 %1251, %1255
  %1258 = xor i1 %1243, %1257
  %1259 = xor i1 %1246, %1257
  %1260 = xor i1 %1249, %1257
  %1261 = xor i1 %401, %1256
  %1262 = and i1 %1251, %1261
  %1263 = zext i1 %1257 to i32
  %1264 = zext i1 %1258 to i32
  %1265 = zext i1 %1259 to i32
  %1266 = zext i1 %1260 to i32
  %1267 = zext i1 %1262 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1263, i32 %357, i32 %359, i32 %361, i32 %363, ptr addrspace(1) %1241, i32 %1264, i32 %1265, i32 %1266, i32 %1267) #4
  %1268 = or disjoint i32 %397, 116
  %1269 = add i32 %396, %1268
  %1270 = sext i32 %1269 to i64
  %1271 = getelementptr i32, ptr addrspace(1) %2, i64 %1270
  %1272 = icmp slt i32 %1268, %4
  %1273 = and i1 %401, %1272
  %1274 = or disjoint i32 %397, 117
  %1275 = icmp slt i32 %1274, %4
  %1276 = and i1 %401, %1275
  %1277 = or disjoint i32 %397, 118
  %1278 = icmp slt i32 %1277, %4
  %1279 = and i1 %401, %1278
  %1280 = or disjoint i32 %397, 119
  %1281 = icmp slt i32 %1280, %4
  %1282 = ptrtoint ptr addrspace(1) %1271 to i64
  %1283 = and i64 %1282, 15
  %1284 = icmp eq i64 %1283, 0
  %1285 = and i1 %1273, %1284
  %1286 = and i1 %1278, %1285
  %1287 = and i1 %1281, %1285
  %1288 = xor i1 %1273, %1287
  %1289 = xor i1 %1276, %1287
  %1290 = xor i1 %1279, %1287
  %1291 = xor i1 %401, %1286
  %1292 = and i1 %1281, %1291
  %1293 = zext i1 %1287 to i32
  %1294 = zext i1 %1288 to i32
  %1295 = zext i1 %1289 to i32
  %1296 = zext i1 %1290 to i32
  %1297 = zext i1 %1292 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1293, i32 %365, i32 %367, i32 %369, i32 %371, ptr addrspace(1) %1271, i32 %1294, i32 %1295, i32 %1296, i32 %1297) #4
  %1298 = or disjoint i32 %397, 120
  %1299 = add i32 %396, %1298
  %1300 = sext i32 %1299 to i64
  %1301 = getelementptr i32, ptr addrspace(1) %2, i64 %1300
  %1302 = icmp slt i32 %1298, %4
  %1303 = and i1 %401, %1302
  %1304 = or disjoint i32 %397, 121
  %1305 = icmp slt i32 %1304, %4
  %1306 = and i1 %401, %1305
  %1307 = or disjoint i32 %397, 122
  %1308 = icmp slt i32 %1307, %4
  %1309 = and i1 %401, %1308
  %1310 = or disjoint i32 %397, 123
  %1311 = icmp slt i32 %1310, %4
  %1312 = ptrtoint ptr addrspace(1) %1301 to i64
  %1313 = and i64 %1312, 15
  %1314 = icmp eq i64 %1313, 0
  %1315 = and i1 %1303, %1314
  %1316 = and i1 %1308, %1315
  %1317 = and i1 %1311, %1315
  %1318 = xor i1 %1303, %1317
  %1319 = xor i1 %1306, %1317
  %1320 = xor i1 %1309, %1317
  %1321 = xor i1 %401, %1316
  %1322 = and i1 %1311, %1321
  %1323 = zext i1 %1317 to i32
  %1324 = zext i1 %1318 to i32
  %1325 = zext i1 %1319 to i32
  %1326 = zext i1 %1320 to i32
  %1327 = zext i1 %1322 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1323, i32 %373, i32 %375, i32 %377, i32 %379, ptr addrspace(1) %1301, i32 %1324, i32 %1325, i32 %1326, i32 %1327) #4
  %1328 = or disjoint i32 %397, 124
  %1329 = add i32 %396, %1328
  %1330 = sext i32 %1329 to i64
  %1331 = getelementptr i32, ptr addrspace(1) %2, i64 %1330
  %1332 = icmp slt i32 %1328, %4
  %1333 = and i1 %401, %1332
  %1334 = or disjoint i32 %397, 125
  %1335 = icmp slt i32 %1334, %4
  %1336 = and i1 %401, %1335
  %1337 = or disjoint i32 %397, 126
  %1338 = icmp slt i32 %1337, %4
  %1339 = and i1 %401, %1338
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
  %1352 = xor i1 %401, %1347
  %1353 = and i1 %1342, %1352
  %1354 = zext i1 %1348 to i32
  %1355 = zext i1 %1349 to i32
  %1356 = zext i1 %1350 to i32
  %1357 = zext i1 %1351 to i32
  %1358 = zext i1 %1353 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1354, i32 %381, i32 %383, i32 %385, i32 %387, ptr addrspace(1) %1331, i32 %1355, i32 %1356, i32 %1357, i32 %1358) #4
  br label %.loopexit

.loopexit:                                        ; preds = %53, %34, %393
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
