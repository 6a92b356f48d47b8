; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 384) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  %.decomposed8 = sub i32 %.decomposed, %21
  %22 = add nuw i32 %.decomposed8, %16
  %23 = shl i32 %22, 7
  %24 = shl i32 %20, 8
  %25 = icmp eq i32 %7, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32), i32 128)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32), i32 256)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608) to i32), i32 384)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %27

27:                                               ; preds = %26, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %28, label %29

28:                                               ; preds = %27
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197120) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197120) to i32), i32 128)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197120) to i32), i32 256)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197120) to i32), i32 384)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %29

29:                                               ; preds = %28, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %30, label %31

30:                                               ; preds = %29
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197632) to i32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %31

31:                                               ; preds = %30, %29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %32 = icmp sgt i32 %5, 0
  %33 = icmp samesign ugt i32 %7, 255
  br i1 %33, label %34, label %69

34:                                               ; preds = %31
  tail call void asm sideeffect "setmaxnreg.dec.sync.aligned.u32 40;", "~{memory}"() #4
  %35 = icmp eq i32 %7, 256
  %or.cond = select i1 %35, i1 %32, i1 false
  br i1 %or.cond, label %.lr.ph3, label %.loopexit

.lr.ph3:                                          ; preds = %34
  %36 = ptrtoint ptr %0 to i64
  %37 = ptrtoint ptr %1 to i64
  br label %38

38:                                               ; preds = %.lr.ph3, %53
  %39 = phi i32 [ 0, %.lr.ph3 ], [ %67, %53 ]
  %40 = lshr exact i32 %39, 6
  %41 = and i32 %40, 3
  %42 = lshr i32 %39, 8
  %43 = and i32 %42, 1
  %44 = xor i32 %43, 1
  %45 = shl nuw nsw i32 %41, 7
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197120), i64 %46
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
  tail call void asm sideeffect "setmaxnreg.inc.sync.aligned.u32 232;", "~{memory}"() #4
  %70 = icmp samesign ult i32 %7, 32
  br i1 %70, label %71, label %72

71:                                               ; preds = %69
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197760) to i32)) #4
  br label %72

72:                                               ; preds = %71, %69
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %73 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197760) to i32)) #4
  br i1 %32, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %72, %.critedge
  %74 = phi i32 [ %114, %.critedge ], [ 0, %72 ]
  %75 = lshr exact i32 %74, 6
  %76 = and i32 %75, 3
  %77 = lshr i32 %74, 8
  %78 = and i32 %77, 1
  %79 = shl nuw nsw i32 %76, 7
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 196608), i64 %80
  %82 = ptrtoint ptr addrspace(3) %81 to i64
  %83 = trunc i64 %82 to i32
  br label %84

84:                                               ; preds = %84, %.lr.ph
  %85 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %83, i32 %78) #4
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %84, label %87

87:                                               ; preds = %84
  br i1 %25, label %88, label %.critedge

88:                                               ; preds = %87
  %89 = shl nuw nsw i32 %76, 15
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 %90
  %92 = ptrtoint ptr addrspace(3) %91 to i64
  %93 = shl nuw nsw i32 %76, 14
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 131072), i64 %94
  %96 = ptrtoint ptr addrspace(3) %95 to i64
  %97 = icmp ne i32 %74, 0
  %98 = zext i1 %97 to i32
  %99 = lshr exact i64 %96, 4
  %100 = and i64 %99, 16320
  %101 = or disjoint i64 %100, 4611756662049538048
  %102 = lshr exact i64 %92, 4
  %103 = and i64 %102, 16320
  %104 = or disjoint i64 %103, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %73, i64 %101, i64 %104, i32 138413200, i32 %98) #4
  %105 = or disjoint i64 %100, 4611756662049538050
  %106 = or disjoint i64 %103, 4611756662049538050
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %73, i64 %105, i64 %106, i32 138413200, i32 1) #4
  %107 = or disjoint i64 %100, 4611756662049538052
  %108 = or disjoint i64 %103, 4611756662049538052
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %73, i64 %107, i64 %108, i32 138413200, i32 1) #4
  %109 = or disjoint i64 %100, 4611756662049538054
  %110 = or disjoint i64 %103, 4611756662049538054
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %73, i64 %109, i64 %110, i32 138413200, i32 1) #4
  %111 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197120), i64 %80
  %112 = ptrtoint ptr addrspace(3) %111 to i64
  %113 = trunc i64 %112 to i32
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %113) #4
  br label %.critedge

.critedge:                                        ; preds = %87, %88
  %114 = add i32 %74, 64
  %115 = icmp slt i32 %114, %5
  br i1 %115, label %.lr.ph, label %._crit_edge

._crit_edge:                                      ; preds = %.critedge, %72
  br i1 %25, label %116, label %.preheader

116:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197632) to i32)) #4
  br label %.preheader

.preheader:                                       ; preds = %116, %._crit_edge
  br label %117

117:                                              ; preds = %.preheader, %117
  %118 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197632) to i32), i32 0) #4
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %117, label %120

120:                                              ; preds = %117
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %121 = and i32 %7, 128
  %122 = shl nuw nsw i32 %7, 16
  %123 = and i32 %122, 6291456
  %124 = or disjoint i32 %123, %121
  %125 = add i32 %124, %73
  %126 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %125) #4
  %127 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 0
  %128 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 1
  %129 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 2
  %130 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 3
  %131 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 4
  %132 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 5
  %133 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 6
  %134 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 7
  %135 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 8
  %136 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 9
  %137 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 10
  %138 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 11
  %139 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 12
  %140 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 13
  %141 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 14
  %142 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 15
  %143 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 16
  %144 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 17
  %145 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 18
  %146 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 19
  %147 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 20
  %148 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 21
  %149 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 22
  %150 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 23
  %151 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 24
  %152 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 25
  %153 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 26
  %154 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 27
  %155 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 28
  %156 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 29
  %157 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 30
  %158 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 31
  %159 = add i32 %125, 32
  %160 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %159) #4
  %161 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 0
  %162 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 1
  %163 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 2
  %164 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 3
  %165 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 4
  %166 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 5
  %167 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 6
  %168 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 7
  %169 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 8
  %170 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 9
  %171 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 10
  %172 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 11
  %173 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 12
  %174 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 13
  %175 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 14
  %176 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 15
  %177 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 16
  %178 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 17
  %179 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 18
  %180 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 19
  %181 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 20
  %182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 21
  %183 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 22
  %184 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 23
  %185 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 24
  %186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 25
  %187 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 26
  %188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 27
  %189 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 28
  %190 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 29
  %191 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 30
  %192 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %160, 31
  %193 = add i32 %125, 64
  %194 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %193) #4
  %195 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 0
  %196 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 1
  %197 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 2
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 3
  %199 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 4
  %200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 5
  %201 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 6
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 7
  %203 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 8
  %204 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 9
  %205 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 10
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 11
  %207 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 12
  %208 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 13
  %209 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 14
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 15
  %211 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 16
  %212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 17
  %213 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 18
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 19
  %215 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 20
  %216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 21
  %217 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 22
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 23
  %219 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 24
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 25
  %221 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 26
  %222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 27
  %223 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 28
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 29
  %225 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 30
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %194, 31
  %227 = add i32 %125, 96
  %228 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %227) #4
  %229 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 0
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 1
  %231 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 2
  %232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 3
  %233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 4
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 5
  %235 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 6
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 7
  %237 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 8
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 9
  %239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 10
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 11
  %241 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 12
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 13
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 14
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 15
  %245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 16
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 17
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 18
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 19
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 20
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 21
  %251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 22
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 23
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 24
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 25
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 26
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 27
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 28
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 29
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 30
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %228, 31
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %70, label %261, label %262

261:                                              ; preds = %120
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %73) #4
  br label %262

262:                                              ; preds = %261, %120
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %25, label %263, label %264

263:                                              ; preds = %262
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197120) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197120) to i32), i32 128)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197120) to i32), i32 256)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197120) to i32), i32 384)) #4
  br label %264

264:                                              ; preds = %263, %262
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %25, label %265, label %266

265:                                              ; preds = %264
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_dsmem, i64 197632) to i32)) #4
  br label %266

266:                                              ; preds = %265, %264
  %267 = and i32 %7, 127
  %268 = or disjoint i32 %23, %267
  %269 = mul i32 %268, %4
  %270 = or disjoint i32 %24, %121
  %271 = add i32 %269, %270
  %272 = sext i32 %271 to i64
  %273 = getelementptr float, ptr addrspace(1) %2, i64 %272
  %274 = icmp slt i32 %268, %3
  %275 = icmp slt i32 %270, %4
  %276 = and i1 %274, %275
  %277 = or disjoint i32 %270, 1
  %278 = icmp slt i32 %277, %4
  %279 = and i1 %274, %278
  %280 = or disjoint i32 %270, 2
  %281 = icmp slt i32 %280, %4
  %282 = and i1 %274, %281
  %283 = or disjoint i32 %270, 3
  %284 = icmp slt i32 %283, %4
  %285 = ptrtoint ptr addrspace(1) %273 to i64
  %286 = and i64 %285, 15
  %287 = icmp eq i64 %286, 0
  %288 = and i1 %276, %287
  %289 = and i1 %281, %288
  %290 = and i1 %284, %288
  %291 = xor i1 %276, %290
  %292 = xor i1 %279, %290
  %293 = xor i1 %282, %290
  %294 = xor i1 %274, %289
  %295 = and i1 %284, %294
  %296 = zext i1 %290 to i32
  %297 = select i1 %32, i32 %127, i32 0
  %298 = select i1 %32, i32 %128, i32 0
  %299 = select i1 %32, i32 %129, i32 0
  %300 = select i1 %32, i32 %130, i32 0
  %301 = zext i1 %291 to i32
  %302 = zext i1 %292 to i32
  %303 = zext i1 %293 to i32
  %304 = zext i1 %295 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %296, i32 %297, i32 %298, i32 %299, i32 %300, ptr addrspace(1) %273, i32 %301, i32 %302, i32 %303, i32 %304) #4
  %305 = or disjoint i32 %270, 4
  %306 = add i32 %269, %305
  %307 = sext i32 %306 to i64
  %308 = getelementptr float, ptr addrspace(1) %2, i64 %307
  %309 = icmp slt i32 %305, %4
  %310 = and i1 %274, %309
  %311 = or disjoint i32 %270, 5
  %312 = icmp slt i32 %311, %4
  %313 = and i1 %274, %312
  %314 = or disjoint i32 %270, 6
  %315 = icmp slt i32 %314, %4
  %316 = and i1 %274, %315
  %317 = or disjoint i32 %270, 7
  %318 = icmp slt i32 %317, %4
  %319 = ptrtoint ptr addrspace(1) %308 to i64
  %320 = and i64 %319, 15
  %321 = icmp eq i64 %320, 0
  %322 = and i1 %310, %321
  %323 = and i1 %315, %322
  %324 = and i1 %318, %322
  %325 = xor i1 %310, %324
  %326 = xor i1 %313, %324
  %327 = xor i1 %316, %324
  %328 = xor i1 %274, %323
  %329 = and i1 %318, %328
  %330 = zext i1 %324 to i32
  %331 = select i1 %32, i32 %131, i32 0
  %332 = select i1 %32, i32 %132, i32 0
  %333 = select i1 %32, i32 %133, i32 0
  %334 = select i1 %32, i32 %134, i32 0
  %335 = zext i1 %325 to i32
  %336 = zext i1 %326 to i32
  %337 = zext i1 %327 to i32
  %338 = zext i1 %329 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %330, i32 %331, i32 %332, i32 %333, i32 %334, ptr addrspace(1) %308, i32 %335, i32 %336, i32 %337, i32 %338) #4
  %339 = or disjoint i32 %270, 8
  %340 = add i32 %269, %339
  %341 = sext i32 %340 to i64
  %342 = getelementptr float, ptr addrspace(1) %2, i64 %341
  %343 = icmp slt i32 %339, %4
  %344 = and i1 %274, %343
  %345 = or disjoint i32 %270, 9
  %346 = icmp slt i32 %345, %4
  %347 = and i1 %274, %346
  %348 = or disjoint i32 %270, 10
  %349 = icmp slt i32 %348, %4
  %350 = and i1 %274, %349
  %351 = or disjoint i32 %270, 11
  %352 = icmp slt i32 %351, %4
  %353 = ptrtoint ptr addrspace(1) %342 to i64
  %354 = and i64 %353, 15
  %355 = icmp eq i64 %354, 0
  %356 = and i1 %344, %355
  %357 = and i1 %349, %356
  %358 = and i1 %352, %356
  %359 = xor i1 %344, %358
  %360 = xor i1 %347, %358
  %361 = xor i1 %350, %358
  %362 = xor i1 %274, %357
  %363 = and i1 %352, %362
  %364 = zext i1 %358 to i32
  %365 = select i1 %32, i32 %135, i32 0
  %366 = select i1 %32, i32 %136, i32 0
  %367 = select i1 %32, i32 %137, i32 0
  %368 = select i1 %32, i32 %138, i32 0
  %369 = zext i1 %359 to i32
  %370 = zext i1 %360 to i32
  %371 = zext i1 %361 to i32
  %372 = zext i1 %363 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %364, i32 %365, i32 %366, i32 %367, i32 %368, ptr addrspace(1) %342, i32 %369, i32 %370, i32 %371, i32 %372) #4
  %373 = or disjoint i32 %270, 12
  %374 = add i32 %269, %373
  %375 = sext i32 %374 to i64
  %376 = getelementptr float, ptr addrspace(1) %2, i64 %375
  %377 = icmp slt i32 %373, %4
  %378 = and i1 %274, %377
  %379 = or disjoint i32 %270, 13
  %380 = icmp slt i32 %379, %4
  %381 = and i1 %274, %380
  %382 = or disjoint i32 %270, 14
  %383 = icmp slt i32 %382, %4
  %384 = and i1 %274, %383
  %385 = or disjoint i32 %270, 15
  %386 = icmp slt i32 %385, %4
  %387 = ptrtoint ptr addrspace(1) %376 to i64
  %388 = and i64 %387, 15
  %389 = icmp eq i64 %388, 0
  %390 = and i1 %378, %389
  %391 = and i1 %383, %390
  %392 = and i1 %386, %390
  %393 = xor i1 %378, %392
  %394 = xor i1 %381, %392
  %395 = xor i1 %384, %392
  %396 = xor i1 %274, %391
  %397 = and i1 %386, %396
  %398 = zext i1 %392 to i32
  %399 = select i1 %32, i32 %139, i32 0
  %400 = select i1 %32, i32 %140, i32 0
  %401 = select i1 %32, i32 %141, i32 0
  %402 = select i1 %32, i32 %142, i32 0
  %403 = zext i1 %393 to i32
  %404 = zext i1 %394 to i32
  %405 = zext i1 %395 to i32
  %406 = zext i1 %397 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %398, i32 %399, i32 %400, i32 %401, i32 %402, ptr addrspace(1) %376, i32 %403, i32 %404, i32 %405, i32 %406) #4
  %407 = or disjoint i32 %270, 16
  %408 = add i32 %269, %407
  %409 = sext i32 %408 to i64
  %410 = getelementptr float, ptr addrspace(1) %2, i64 %409
  %411 = icmp slt i32 %407, %4
  %412 = and i1 %274, %411
  %413 = or disjoint i32 %270, 17
  %414 = icmp slt i32 %413, %4
  %415 = and i1 %274, %414
  %416 = or disjoint i32 %270, 18
  %417 = icmp slt i32 %416, %4
  %418 = and i1 %274, %417
  %419 = or disjoint i32 %270, 19
  %420 = icmp slt i32 %419, %4
  %421 = ptrtoint ptr addrspace(1) %410 to i64
  %422 = and i64 %421, 15
  %423 = icmp eq i64 %422, 0
  %424 = and i1 %412, %423
  %425 = and i1 %417, %424
  %426 = and i1 %420, %424
  %427 = xor i1 %412, %426
  %428 = xor i1 %415, %426
  %429 = xor i1 %418, %426
  %430 = xor i1 %274, %425
  %431 = and i1 %420, %430
  %432 = zext i1 %426 to i32
  %433 = select i1 %32, i32 %143, i32 0
  %434 = select i1 %32, i32 %144, i32 0
  %435 = select i1 %32, i32 %145, i32 0
  %436 = select i1 %32, i32 %146, i32 0
  %437 = zext i1 %427 to i32
  %438 = zext i1 %428 to i32
  %439 = zext i1 %429 to i32
  %440 = zext i1 %431 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %432, i32 %433, i32 %434, i32 %435, i32 %436, ptr addrspace(1) %410, i32 %437, i32 %438, i32 %439, i32 %440) #4
  %441 = or disjoint i32 %270, 20
  %442 = add i32 %269, %441
  %443 = sext i32 %442 to i64
  %444 = getelementptr float, ptr addrspace(1) %2, i64 %443
  %445 = icmp slt i32 %441, %4
  %446 = and i1 %274, %445
  %447 = or disjoint i32 %270, 21
  %448 = icmp slt i32 %447, %4
  %449 = and i1 %274, %448
  %450 = or disjoint i32 %270, 22
  %451 = icmp slt i32 %450, %4
  %452 = and i1 %274, %451
  %453 = or disjoint i32 %270, 23
  %454 = icmp slt i32 %453, %4
  %455 = ptrtoint ptr addrspace(1) %444 to i64
  %456 = and i64 %455, 15
  %457 = icmp eq i64 %456, 0
  %458 = and i1 %446, %457
  %459 = and i1 %451, %458
  %460 = and i1 %454, %458
  %461 = xor i1 %446, %460
  %462 = xor i1 %449, %460
  %463 = xor i1 %452, %460
  %464 = xor i1 %274, %459
  %465 = and i1 %454, %464
  %466 = zext i1 %460 to i32
  %467 = select i1 %32, i32 %147, i32 0
  %468 = select i1 %32, i32 %148, i32 0
  %469 = select i1 %32, i32 %149, i32 0
  %470 = select i1 %32, i32 %150, i32 0
  %471 = zext i1 %461 to i32
  %472 = zext i1 %462 to i32
  %473 = zext i1 %463 to i32
  %474 = zext i1 %465 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %466, i32 %467, i32 %468, i32 %469, i32 %470, ptr addrspace(1) %444, i32 %471, i32 %472, i32 %473, i32 %474) #4
  %475 = or disjoint i32 %270, 24
  %476 = add i32 %269, %475
  %477 = sext i32 %476 to i64
  %478 = getelementptr float, ptr addrspace(1) %2, i64 %477
  %479 = icmp slt i32 %475, %4
  %480 = and i1 %274, %479
  %481 = or disjoint i32 %270, 25
  %482 = icmp slt i32 %481, %4
  %483 = and i1 %274, %482
  %484 = or disjoint i32 %270, 26
  %485 = icmp slt i32 %484, %4
  %486 = and i1 %274, %485
  %487 = or disjoint i32 %270, 27
  %488 = icmp slt i32 %487, %4
  %489 = ptrtoint ptr addrspace(1) %478 to i64
  %490 = and i64 %489, 15
  %491 = icmp eq i64 %490, 0
  %492 = and i1 %480, %491
  %493 = and i1 %485, %492
  %494 = and i1 %488, %492
  %495 = xor i1 %480, %494
  %496 = xor i1 %483, %494
  %497 = xor i1 %486, %494
  %498 = xor i1 %274, %493
  %499 = and i1 %488, %498
  %500 = zext i1 %494 to i32
  %501 = select i1 %32, i32 %151, i32 0
  %502 = select i1 %32, i32 %152, i32 0
  %503 = select i1 %32, i32 %153, i32 0
  %504 = select i1 %32, i32 %154, i32 0
  %505 = zext i1 %495 to i32
  %506 = zext i1 %496 to i32
  %507 = zext i1 %497 to i32
  %508 = zext i1 %499 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %500, i32 %501, i32 %502, i32 %503, i32 %504, ptr addrspace(1) %478, i32 %505, i32 %506, i32 %507, i32 %508) #4
  %509 = or disjoint i32 %270, 28
  %510 = add i32 %269, %509
  %511 = sext i32 %510 to i64
  %512 = getelementptr float, ptr addrspace(1) %2, i64 %511
  %513 = icmp slt i32 %509, %4
  %514 = and i1 %274, %513
  %515 = or disjoint i32 %270, 29
  %516 = icmp slt i32 %515, %4
  %517 = and i1 %274, %516
  %518 = or disjoint i32 %270, 30
  %519 = icmp slt i32 %518, %4
  %520 = and i1 %274, %519
  %521 = or disjoint i32 %270, 31
  %522 = icmp slt i32 %521, %4
  %523 = ptrtoint ptr addrspace(1) %512 to i64
  %524 = and i64 %523, 15
  %525 = icmp eq i64 %524, 0
  %526 = and i1 %514, %525
  %527 = and i1 %519, %526
  %528 = and i1 %522, %526
  %529 = xor i1 %514, %528
  %530 = xor i1 %517, %528
  %531 = xor i1 %520, %528
  %532 = xor i1 %274, %527
  %533 = and i1 %522, %532
  %534 = zext i1 %528 to i32
  %535 = select i1 %32, i32 %155, i32 0
  %536 = select i1 %32, i32 %156, i32 0
  %537 = select i1 %32, i32 %157, i32 0
  %538 = select i1 %32, i32 %158, i32 0
  %539 = zext i1 %529 to i32
  %540 = zext i1 %530 to i32
  %541 = zext i1 %531 to i32
  %542 = zext i1 %533 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %534, i32 %535, i32 %536, i32 %537, i32 %538, ptr addrspace(1) %512, i32 %539, i32 %540, i32 %541, i32 %542) #4
  %543 = or disjoint i32 %270, 32
  %544 = add i32 %269, %543
  %545 = sext i32 %544 to i64
  %546 = getelementptr float, ptr addrspace(1) %2, i64 %545
  %547 = icmp slt i32 %543, %4
  %548 = and i1 %274, %547
  %549 = or disjoint i32 %270, 33
  %550 = icmp slt i32 %549, %4
  %551 = and i1 %274, %550
  %552 = or disjoint i32 %270, 34
  %553 = icmp slt i32 %552, %4
  %554 = and i1 %274, %553
  %555 = or disjoint i32 %270, 35
  %556 = icmp slt i32 %555, %4
  %557 = ptrtoint ptr addrspace(1) %546 to i64
  %558 = and i64 %557, 15
  %559 = icmp eq i64 %558, 0
  %560 = and i1 %548, %559
  %561 = and i1 %553, %560
  %562 = and i1 %556, %560
  %563 = xor i1 %548, %562
  %564 = xor i1 %551, %562
  %565 = xor i1 %554, %562
  %566 = xor i1 %274, %561
  %567 = and i1 %556, %566
  %568 = zext i1 %562 to i32
  %569 = select i1 %32, i32 %161, i32 0
  %570 = select i1 %32, i32 %162, i32 0
  %571 = select i1 %32, i32 %163, i32 0
  %572 = select i1 %32, i32 %164, i32 0
  %573 = zext i1 %563 to i32
  %574 = zext i1 %564 to i32
  %575 = zext i1 %565 to i32
  %576 = zext i1 %567 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %568, i32 %569, i32 %570, i32 %571, i32 %572, ptr addrspace(1) %546, i32 %573, i32 %574, i32 %575, i32 %576) #4
  %577 = or disjoint i32 %270, 36
  %578 = add i32 %269, %577
  %579 = sext i32 %578 to i64
  %580 = getelementptr float, ptr addrspace(1) %2, i64 %579
  %581 = icmp slt i32 %577, %4
  %582 = and i1 %274, %581
  %583 = or disjoint i32 %270, 37
  %584 = icmp slt i32 %583, %4
  %585 = and i1 %274, %584
  %586 = or disjoint i32 %270, 38
  %587 = icmp slt i32 %586, %4
  %588 = and i1 %274, %587
  %589 = or disjoint i32 %270, 39
  %590 = icmp slt i32 %589, %4
  %591 = ptrtoint ptr addrspace(1) %580 to i64
  %592 = and i64 %591, 15
  %593 = icmp eq i64 %592, 0
  %594 = and i1 %582, %593
  %595 = and i1 %587, %594
  %596 = and i1 %590, %594
  %597 = xor i1 %582, %596
  %598 = xor i1 %585, %596
  %599 = xor i1 %588, %596
  %600 = xor i1 %274, %595
  %601 = and i1 %590, %600
  %602 = zext i1 %596 to i32
  %603 = select i1 %32, i32 %165, i32 0
  %604 = select i1 %32, i32 %166, i32 0
  %605 = select i1 %32, i32 %167, i32 0
  %606 = select i1 %32, i32 %168, i32 0
  %607 = zext i1 %597 to i32
  %608 = zext i1 %598 to i32
  %609 = zext i1 %599 to i32
  %610 = zext i1 %601 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %602, i32 %603, i32 %604, i32 %605, i32 %606, ptr addrspace(1) %580, i32 %607, i32 %608, i32 %609, i32 %610) #4
  %611 = or disjoint i32 %270, 40
  %612 = add i32 %269, %611
  %613 = sext i32 %612 to i64
  %614 = getelementptr float, ptr addrspace(1) %2, i64 %613
  %615 = icmp slt i32 %611, %4
  %616 = and i1 %274, %615
  %617 = or disjoint i32 %270, 41
  %618 = icmp slt i32 %617, %4
  %619 = and i1 %274, %618
  %620 = or disjoint i32 %270, 42
  %621 = icmp slt i32 %620, %4
  %622 = and i1 %274, %621
  %623 = or disjoint i32 %270, 43
  %624 = icmp slt i32 %623, %4
  %625 = ptrtoint ptr addrspace(1) %614 to i64
  %626 = and i64 %625, 15
  %627 = icmp eq i64 %626, 0
  %628 = and i1 %616, %627
  %629 = and i1 %621, %628
  %630 = and i1 %624, %628
  %631 = xor i1 %616, %630
  %632 = xor i1 %619, %630
  %633 = xor i1 %622, %630
  %634 = xor i1 %274, %629
  %635 = and i1 %624, %634
  %636 = zext i1 %630 to i32
  %637 = select i1 %32, i32 %169, i32 0
  %638 = select i1 %32, i32 %170, i32 0
  %639 = select i1 %32, i32 %171, i32 0
  %640 = select i1 %32, i32 %172, i32 0
  %641 = zext i1 %631 to i32
  %642 = zext i1 %632 to i32
  %643 = zext i1 %633 to i32
  %644 = zext i1 %635 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %636, i32 %637, i32 %638, i32 %639, i32 %640, ptr addrspace(1) %614, i32 %641, i32 %642, i32 %643, i32 %644) #4
  %645 = or disjoint i32 %270, 44
  %646 = add i32 %269, %645
  %647 = sext i32 %646 to i64
  %648 = getelementptr float, ptr addrspace(1) %2, i64 %647
  %649 = icmp slt i32 %645, %4
  %650 = and i1 %274, %649
  %651 = or disjoint i32 %270, 45
  %652 = icmp slt i32 %651, %4
  %653 = and i1 %274, %652
  %654 = or disjoint i32 %270, 46
  %655 = icmp slt i32 %654, %4
  %656 = and i1 %274, %655
  %657 = or disjoint i32 %270, 47
  %658 = icmp slt i32 %657, %4
  %659 = ptrtoint ptr addrspace(1) %648 to i64
  %660 = and i64 %659, 15
  %661 = icmp eq i64 %660, 0
  %662 = and i1 %650, %661
  %663 = and i1 %655, %662
  %664 = and i1 %658, %662
  %665 = xor i1 %650, %664
  %666 = xor i1 %653, %664
  %667 = xor i1 %656, %664
  %668 = xor i1 %274, %663
  %669 = and i1 %658, %668
  %670 = zext i1 %664 to i32
  %671 = select i1 %32, i32 %173, i32 0
  %672 = select i1 %32, i32 %174, i32 0
  %673 = select i1 %32, i32 %175, i32 0
  %674 = select i1 %32, i32 %176, i32 0
  %675 = zext i1 %665 to i32
  %676 = zext i1 %666 to i32
  %677 = zext i1 %667 to i32
  %678 = zext i1 %669 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %670, i32 %671, i32 %672, i32 %673, i32 %674, ptr addrspace(1) %648, i32 %675, i32 %676, i32 %677, i32 %678) #4
  %679 = or disjoint i32 %270, 48
  %680 = add i32 %269, %679
  %681 = sext i32 %680 to i64
  %682 = getelementptr float, ptr addrspace(1) %2, i64 %681
  %683 = icmp slt i32 %679, %4
  %684 = and i1 %274, %683
  %685 = or disjoint i32 %270, 49
  %686 = icmp slt i32 %685, %4
  %687 = and i1 %274, %686
  %688 = or disjoint i32 %270, 50
  %689 = icmp slt i32 %688, %4
  %690 = and i1 %274, %689
  %691 = or disjoint i32 %270, 51
  %692 = icmp slt i32 %691, %4
  %693 = ptrtoint ptr addrspace(1) %682 to i64
  %694 = and i64 %693, 15
  %695 = icmp eq i64 %694, 0
  %696 = and i1 %684, %695
  %697 = and i1 %689, %696
  %698 = and i1 %692, %696
  %699 = xor i1 %684, %698
  %700 = xor i1 %687, %698
  %701 = xor i1 %690, %698
  %702 = xor i1 %274, %697
  %703 = and i1 %692, %702
  %704 = zext i1 %698 to i32
  %705 = select i1 %32, i32 %177, i32 0
  %706 = select i1 %32, i32 %178, i32 0
  %707 = select i1 %32, i32 %179, i32 0
  %708 = select i1 %32, i32 %180, i32 0
  %709 = zext i1 %699 to i32
  %710 = zext i1 %700 to i32
  %711 = zext i1 %701 to i32
  %712 = zext i1 %703 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %704, i32 %705, i32 %706, i32 %707, i32 %708, ptr addrspace(1) %682, i32 %709, i32 %710, i32 %711, i32 %712) #4
  %713 = or disjoint i32 %270, 52
  %714 = add i32 %269, %713
  %715 = sext i32 %714 to i64
  %716 = getelementptr float, ptr addrspace(1) %2, i64 %715
  %717 = icmp slt i32 %713, %4
  %718 = and i1 %274, %717
  %719 = or disjoint i32 %270, 53
  %720 = icmp slt i32 %719, %4
  %721 = and i1 %274, %720
  %722 = or disjoint i32 %270, 54
  %723 = icmp slt i32 %722, %4
  %724 = and i1 %274, %723
  %725 = or disjoint i32 %270, 55
  %726 = icmp slt i32 %725, %4
  %727 = ptrtoint ptr addrspace(1) %716 to i64
  %728 = and i64 %727, 15
  %729 = icmp eq i64 %728, 0
  %730 = and i1 %718, %729
  %731 = and i1 %723, %730
  %732 = and i1 %726, %730
  %733 = xor i1 %718, %732
  %734 = xor i1 %721, %732
  %735 = xor i1 %724, %732
  %736 = xor i1 %274, %731
  %737 = and i1 %726, %736
  %738 = zext i1 %732 to i32
  %739 = select i1 %32, i32 %181, i32 0
  %740 = select i1 %32, i32 %182, i32 0
  %741 = select i1 %32, i32 %183, i32 0
  %742 = select i1 %32, i32 %184, i32 0
  %743 = zext i1 %733 to i32
  %744 = zext i1 %734 to i32
  %745 = zext i1 %735 to i32
  %746 = zext i1 %737 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %738, i32 %739, i32 %740, i32 %741, i32 %742, ptr addrspace(1) %716, i32 %743, i32 %744, i32 %745, i32 %746) #4
  %747 = or disjoint i32 %270, 56
  %748 = add i32 %269, %747
  %749 = sext i32 %748 to i64
  %750 = getelementptr float, ptr addrspace(1) %2, i64 %749
  %751 = icmp slt i32 %747, %4
  %752 = and i1 %274, %751
  %753 = or disjoint i32 %270, 57
  %754 = icmp slt i32 %753, %4
  %755 = and i1 %274, %754
  %756 = or disjoint i32 %270, 58
  %757 = icmp slt i32 %756, %4
  %758 = and i1 %274, %757
  %759 = or disjoint i32 %270, 59
  %760 = icmp slt i32 %759, %4
  %761 = ptrtoint ptr addrspace(1) %750 to i64
  %762 = and i64 %761, 15
  %763 = icmp eq i64 %762, 0
  %764 = and i1 %752, %763
  %765 = and i1 %757, %764
  %766 = and i1 %760, %764
  %767 = xor i1 %752, %766
  %768 = xor i1 %755, %766
  %769 = xor i1 %758, %766
  %770 = xor i1 %274, %765
  %771 = and i1 %760, %770
  %772 = zext i1 %766 to i32
  %773 = select i1 %32, i32 %185, i32 0
  %774 = select i1 %32, i32 %186, i32 0
  %775 = select i1 %32, i32 %187, i32 0
  %776 = select i1 %32, i32 %188, i32 0
  %777 = zext i1 %767 to i32
  %778 = zext i1 %768 to i32
  %779 = zext i1 %769 to i32
  %780 = zext i1 %771 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %772, i32 %773, i32 %774, i32 %775, i32 %776, ptr addrspace(1) %750, i32 %777, i32 %778, i32 %779, i32 %780) #4
  %781 = or disjoint i32 %270, 60
  %782 = add i32 %269, %781
  %783 = sext i32 %782 to i64
  %784 = getelementptr float, ptr addrspace(1) %2, i64 %783
  %785 = icmp slt i32 %781, %4
  %786 = and i1 %274, %785
  %787 = or disjoint i32 %270, 61
  %788 = icmp slt i32 %787, %4
  %789 = and i1 %274, %788
  %790 = or disjoint i32 %270, 62
  %791 = icmp slt i32 %790, %4
  %792 = and i1 %274, %791
  %793 = or disjoint i32 %270, 63
  %794 = icmp slt i32 %793, %4
  %795 = ptrtoint ptr addrspace(1) %784 to i64
  %796 = and i64 %795, 15
  %797 = icmp eq i64 %796, 0
  %798 = and i1 %786, %797
  %799 = and i1 %791, %798
  %800 = and i1 %794, %798
  %801 = xor i1 %786, %800
  %802 = xor i1 %789, %800
  %803 = xor i1 %792, %800
  %804 = xor i1 %274, %799
  %805 = and i1 %794, %804
  %806 = zext i1 %800 to i32
  %807 = select i1 %32, i32 %189, i32 0
  %808 = select i1 %32, i32 %190, i32 0
  %809 = select i1 %32, i32 %191, i32 0
  %810 = select i1 %32, i32 %192, i32 0
  %811 = zext i1 %801 to i32
  %812 = zext i1 %802 to i32
  %813 = zext i1 %803 to i32
  %814 = zext i1 %805 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %806, i32 %807, i32 %808, i32 %809, i32 %810, ptr addrspace(1) %784, i32 %811, i32 %812, i32 %813, i32 %814) #4
  %815 = or disjoint i32 %270, 64
  %816 = add i32 %269, %815
  %817 = sext i32 %816 to i64
  %818 = getelementptr float, ptr addrspace(1) %2, i64 %817
  %819 = icmp slt i32 %815, %4
  %820 = and i1 %274, %819
  %821 = or disjoint i32 %270, 65
  %822 = icmp slt i32 %821, %4
  %823 = and i1 %274, %822
  %824 = or disjoint i32 %270, 66
  %825 = icmp slt i32 %824, %4
  %826 = and i1 %274, %825
  %827 = or disjoint i32 %270, 67
  %828 = icmp slt i32 %827, %4
  %829 = ptrtoint ptr addrspace(1) %818 to i64
  %830 = and i64 %829, 15
  %831 = icmp eq i64 %830, 0
  %832 = and i1 %820, %831
  %833 = and i1 %825, %832
  %834 = and i1 %828, %832
  %835 = xor i1 %820, %834
  %836 = xor i1 %823, %834
  %837 = xor i1 %826, %834
  %838 = xor i1 %274, %833
  %839 = and i1 %828, %838
  %840 = zext i1 %834 to i32
  %841 = select i1 %32, i32 %195, i32 0
  %842 = select i1 %32, i32 %196, i32 0
  %843 = select i1 %32, i32 %197, i32 0
  %844 = select i1 %32, i32 %198, i32 0
  %845 = zext i1 %835 to i32
  %846 = zext i1 %836 to i32
  %847 = zext i1 %837 to i32
  %848 = zext i1 %839 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %840, i32 %841, i32 %842, i32 %843, i32 %844, ptr addrspace(1) %818, i32 %845, i32 %846, i32 %847, i32 %848) #4
  %849 = or disjoint i32 %270, 68
  %850 = add i32 %269, %849
  %851 = sext i32 %850 to i64
  %852 = getelementptr float, ptr addrspace(1) %2, i64 %851
  %853 = icmp slt i32 %849, %4
  %854 = and i1 %274, %853
  %855 = or disjoint i32 %270, 69
  %856 = icmp slt i32 %855, %4
  %857 = and i1 %274, %856
  %858 = or disjoint i32 %270, 70
  %859 = icmp slt i32 %858, %4
  %860 = and i1 %274, %859
  %861 = or disjoint i32 %270, 71
  %862 = icmp slt i32 %861, %4
  %863 = ptrtoint ptr addrspace(1) %852 to i64
  %864 = and i64 %863, 15
  %865 = icmp eq i64 %864, 0
  %866 = and i1 %854, %865
  %867 = and i1 %859, %866
  %868 = and i1 %862, %866
  %869 = xor i1 %854, %868
  %870 = xor i1 %857, %868
  %871 = xor i1 %860, %868
  %872 = xor i1 %274, %867
  %873 = and i1 %862, %872
  %874 = zext i1 %868 to i32
  %875 = select i1 %32, i32 %199, i32 0
  %876 = select i1 %32, i32 %200, i32 0
  %877 = select i1 %32, i32 %201, i32 0
  %878 = select i1 %32, i32 %202, i32 0
  %879 = zext i1 %869 to i32
  %880 = zext i1 %870 to i32
  %881 = zext i1 %871 to i32
  %882 = zext i1 %873 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %874, i32 %875, i32 %876, i32 %877, i32 %878, ptr addrspace(1) %852, i32 %879, i32 %880, i32 %881, i32 %882) #4
  %883 = or disjoint i32 %270, 72
  %884 = add i32 %269, %883
  %885 = sext i32 %884 to i64
  %886 = getelementptr float, ptr addrspace(1) %2, i64 %885
  %887 = icmp slt i32 %883, %4
  %888 = and i1 %274, %887
  %889 = or disjoint i32 %270, 73
  %890 = icmp slt i32 %889, %4
  %891 = and i1 %274, %890
  %892 = or disjoint i32 %270, 74
  %893 = icmp slt i32 %892, %4
  %894 = and i1 %274, %893
  %895 = or disjoint i32 %270, 75
  %896 = icmp slt i32 %895, %4
  %897 = ptrtoint ptr addrspace(1) %886 to i64
  %898 = and i64 %897, 15
  %899 = icmp eq i64 %898, 0
  %900 = and i1 %888, %899
  %901 = and i1 %893, %900
  %902 = and i1 %896, %900
  %903 = xor i1 %888, %902
  %904 = xor i1 %891, %902
  %905 = xor i1 %894, %902
  %906 = xor i1 %274, %901
  %907 = and i1 %896, %906
  %908 = zext i1 %902 to i32
  %909 = select i1 %32, i32 %203, i32 0
  %910 = select i1 %32, i32 %204, i32 0
  %911 = select i1 %32, i32 %205, i32 0
  %912 = select i1 %32, i32 %206, i32 0
  %913 = zext i1 %903 to i32
  %914 = zext i1 %904 to i32
  %915 = zext i1 %905 to i32
  %916 = zext i1 %907 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %908, i32 %909, i32 %910, i32 %911, i32 %912, ptr addrspace(1) %886, i32 %913, i32 %914, i32 %915, i32 %916) #4
  %917 = or disjoint i32 %270, 76
  %918 = add i32 %269, %917
  %919 = sext i32 %918 to i64
  %920 = getelementptr float, ptr addrspace(1) %2, i64 %919
  %921 = icmp slt i32 %917, %4
  %922 = and i1 %274, %921
  %923 = or disjoint i32 %270, 77
  %924 = icmp slt i32 %923, %4
  %925 = and i1 %274, %924
  %926 = or disjoint i32 %270, 78
  %927 = icmp slt i32 %926, %4
  %928 = and i1 %274, %927
  %929 = or disjoint i32 %270, 79
  %930 = icmp slt i32 %929, %4
  %931 = ptrtoint ptr addrspace(1) %920 to i64
  %932 = and i64 %931, 15
  %933 = icmp eq i64 %932, 0
  %934 = and i1 %922, %933
  %935 = and i1 %927, %934
  %936 = and i1 %930, %934
  %937 = xor i1 %922, %936
  %938 = xor i1 %925, %936
  %939 = xor i1 %928, %936
  %940 = xor i1 %274, %935
  %941 = and i1 %930, %940
  %942 = zext i1 %936 to i32
  %943 = select i1 %32, i32 %207, i32 0
  %944 = select i1 %32, i32 %208, i32 0
  %945 = select i1 %32, i32 %209, i32 0
  %946 = select i1 %32, i32 %210, i32 0
  %947 = zext i1 %937 to i32
  %948 = zext i1 %938 to i32
  %949 = zext i1 %939 to i32
  %950 = zext i1 %941 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %942, i32 %943, i32 %944, i32 %945, i32 %946, ptr addrspace(1) %920, i32 %947, i32 %948, i32 %949, i32 %950) #4
  %951 = or disjoint i32 %270, 80
  %952 = add i32 %269, %951
  %953 = sext i32 %952 to i64
  %954 = getelementptr float, ptr addrspace(1) %2, i64 %953
  %955 = icmp slt i32 %951, %4
  %956 = and i1 %274, %955
  %957 = or disjoint i32 %270, 81
  %958 = icmp slt i32 %957, %4
  %959 = and i1 %274, %958
  %960 = or disjoint i32 %270, 82
  %961 = icmp slt i32 %960, %4
  %962 = and i1 %274, %961
  %963 = or disjoint i32 %270, 83
  %964 = icmp slt i32 %963, %4
  %965 = ptrtoint ptr addrspace(1) %954 to i64
  %966 = and i64 %965, 15
  %967 = icmp eq i64 %966, 0
  %968 = and i1 %956, %967
  %969 = and i1 %961, %968
  %970 = and i1 %964, %968
  %971 = xor i1 %956, %970
  %972 = xor i1 %959, %970
  %973 = xor i1 %962, %970
  %974 = xor i1 %274, %969
  %975 = and i1 %964, %974
  %976 = zext i1 %970 to i32
  %977 = select i1 %32, i32 %211, i32 0
  %978 = select i1 %32, i32 %212, i32 0
  %979 = select i1 %32, i32 %213, i32 0
  %980 = select i1 %32, i32 %214, i32 0
  %981 = zext i1 %971 to i32
  %982 = zext i1 %972 to i32
  %983 = zext i1 %973 to i32
  %984 = zext i1 %975 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %976, i32 %977, i32 %978, i32 %979, i32 %980, ptr addrspace(1) %954, i32 %981, i32 %982, i32 %983, i32 %984) #4
  %985 = or disjoint i32 %270, 84
  %986 = add i32 %269, %985
  %987 = sext i32 %986 to i64
  %988 = getelementptr float, ptr addrspace(1) %2, i64 %987
  %989 = icmp slt i32 %985, %4
  %990 = and i1 %274, %989
  %991 = or disjoint i32 %270, 85
  %992 = icmp slt i32 %991, %4
  %993 = and i1 %274, %992
  %994 = or disjoint i32 %270, 86
  %995 = icmp slt i32 %994, %4
  %996 = and i1 %274, %995
  %997 = or disjoint i32 %270, 87
  %998 = icmp slt i32 %997, %4
  %999 = ptrtoint ptr addrspace(1) %988 to i64
  %1000 = and i64 %999, 15
  %1001 = icmp eq i64 %1000, 0
  %1002 = and i1 %990, %1001
  %1003 = and i1 %995, %1002
  %1004 = and i1 %998, %1002
  %1005 = xor i1 %990, %1004
  %1006 = xor i1 %993, %1004
  %1007 = xor i1 %996, %1004
  %1008 = xor i1 %274, %1003
  %1009 = and i1 %998, %1008
  %1010 = zext i1 %1004 to i32
  %1011 = select i1 %32, i32 %215, i32 0
  %1012 = select i1 %32, i32 %216, i32 0
  %1013 = select i1 %32, i32 %217, i32 0
  %1014 = select i1 %32, i32 %218, i32 0
  %1015 = zext i1 %1005 to i32
  %1016 = zext i1 %1006 to i32
  %1017 = zext i1 %1007 to i32
  %1018 = zext i1 %1009 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1010, i32 %1011, i32 %1012, i32 %1013, i32 %1014, ptr addrspace(1) %988, i32 %1015, i32 %1016, i32 %1017, i32 %1018) #4
  %1019 = or disjoint i32 %270, 88
  %1020 = add i32 %269, %1019
  %1021 = sext i32 %1020 to i64
  %1022 = getelementptr float, ptr addrspace(1) %2, i64 %1021
  %1023 = icmp slt i32 %1019, %4
  %1024 = and i1 %274, %1023
  %1025 = or disjoint i32 %270, 89
  %1026 = icmp slt i32 %1025, %4
  %1027 = and i1 %274, %1026
  %1028 = or disjoint i32 %270, 90
  %1029 = icmp slt i32 %1028, %4
  %1030 = and i1 %274, %1029
  %1031 = or disjoint i32 %270, 91
  %1032 = icmp slt i32 %1031, %4
  %1033 = ptrtoint ptr addrspace(1) %1022 to i64
  %1034 = and i64 %1033, 15
  %1035 = icmp eq i64 %1034, 0
  %1036 = and i1 %1024, %1035
  %1037 = and i1 %1029, %1036
  %1038 = and i1 %1032, %1036
  %1039 = xor i1 %1024, %1038
  %1040 = xor i1 %1027, %1038
  %1041 = xor i1 %1030, %1038
  %1042 = xor i1 %274, %1037
  %1043 = and i1 %1032, %1042
  %1044 = zext i1 %1038 to i32
  %1045 = select i1 %32, i32 %219, i32 0
  %1046 = select i1 %32, i32 %220, i32 0
  %1047 = select i1 %32, i32 %221, i32 0
  %1048 = select i1 %32, i32 %222, i32 0
  %1049 = zext i1 %1039 to i32
  %1050 = zext i1 %1040 to i32
  %1051 = zext i1 %1041 to i32
  %1052 = zext i1 %1043 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1044, i32 %1045, i32 %1046, i32 %1047, i32 %1048, ptr addrspace(1) %1022, i32 %1049, i32 %1050, i32 %1051, i32 %1052) #4
  %1053 = or disjoint i32 %270, 92
  %1054 = add i32 %269, %1053
  %1055 = sext i32 %1054 to i64
  %1056 = getelementptr float, ptr addrspace(1) %2, i64 %1055
  %1057 = icmp slt i32 %1053, %4
  %1058 = and i1 %274, %1057
  %1059 = or disjoint i32 %270, 93
  %1060 = icmp slt i32 %1059, %4
  %1061 = and i1 %274, %1060
  %1062 = or disjoint i32 %270, 94
  %1063 = icmp slt i32 %1062, %4
  %1064 = and i1 %274, %1063
  %1065 = or disjoint i32 %270, 95
  %1066 = icmp slt i32 %1065, %4
  %1067 = ptrtoint ptr addrspace(1) %1056 to i64
  %1068 = and i64 %1067, 15
  %1069 = icmp eq i64 %1068, 0
  %1070 = and i1 %1058, %1069
  %1071 = and i1 %1063, %1070
  %1072 = and i1 %1066, %1070
  %1073 = xor i1 %1058, %1072
  %1074 = xor i1 %1061, %1072
  %1075 = xor i1 %1064, %1072
  %1076 = xor i1 %274, %1071
  %1077 = and i1 %1066, %1076
  %1078 = zext i1 %1072 to i32
  %1079 = select i1 %32, i32 %223, i32 0
  %1080 = select i1 %32, i32 %224, i32 0
  %1081 = select i1 %32, i32 %225, i32 0
  %1082 = select i1 %32, i32 %226, i32 0
  %1083 = zext i1 %1073 to i32
  %1084 = zext i1 %1074 to i32
  %1085 = zext i1 %1075 to i32
  %1086 = zext i1 %1077 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1078, i32 %1079, i32 %1080, i32 %1081, i32 %1082, ptr addrspace(1) %1056, i32 %1083, i32 %1084, i32 %1085, i32 %1086) #4
  %1087 = or disjoint i32 %270, 96
  %1088 = add i32 %269, %1087
  %1089 = sext i32 %1088 to i64
  %1090 = getelementptr float, ptr addrspace(1) %2, i64 %1089
  %1091 = icmp slt i32 %1087, %4
  %1092 = and i1 %274, %1091
  %1093 = or disjoint i32 %270, 97
  %1094 = icmp slt i32 %1093, %4
  %1095 = and i1 %274, %1094
  %1096 = or disjoint i32 %270, 98
  %1097 = icmp slt i32 %1096, %4
  %1098 = and i1 %274, %1097
  %1099 = or disjoint i32 %270, 99
  %1100 = icmp slt i32 %1099, %4
  %1101 = ptrtoint ptr addrspace(1) %1090 to i64
  %1102 = and i64 %1101, 15
  %1103 = icmp eq i64 %1102, 0
  %1104 = and i1 %1092, %1103
  %1105 = and i1 %1097, %1104
  %1106 = and i1 %1100, %1104
  %1107 = xor i1 %1092, %1106
  %1108 = xor i1 %1095, %1106
  %1109 = xor i1 %1098, %1106
  %1110 = xor i1 %274, %1105
  %1111 = and i1 %1100, %1110
  %1112 = zext i1 %1106 to i32
  %1113 = select i1 %32, i32 %229, i32 0
  %1114 = select i1 %32, i32 %230, i32 0
  %1115 = select i1 %32, i32 %231, i32 0
  %1116 = select i1 %32, i32 %232, i32 0
  %1117 = zext i1 %1107 to i32
  %1118 = zext i1 %1108 to i32
  %1119 = zext i1 %1109 to i32
  %1120 = zext i1 %1111 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1112, i32 %1113, i32 %1114, i32 %1115, i32 %1116, ptr addrspace(1) %1090, i32 %1117, i32 %1118, i32 %1119, i32 %1120) #4
  %1121 = or disjoint i32 %270, 100
  %1122 = add i32 %269, %1121
  %1123 = sext i32 %1122 to i64
  %1124 = getelementptr float, ptr addrspace(1) %2, i64 %1123
  %1125 = icmp slt i32 %1121, %4
  %1126 = and i1 %274, %1125
  %1127 = or disjoint i32 %270, 101
  %1128 = icmp slt i32 %1127, %4
  %1129 = and i1 %274, %1128
  %1130 = or disjoint i32 %270, 102
  %1131 = icmp slt i32 %1130, %4
  %1132 = and i1 %274, %1131
  %1133 = or disjoint i32 %270, 103
  %1134 = icmp slt i32 %1133, %4
  %1135 = ptrtoint ptr addrspace(1) %1124 to i64
  %1136 = and i64 %1135, 15
  %1137 = icmp eq i64 %1136, 0
  %1138 = and i1 %1126, %1137
  %1139 = and i1 %1131, %1138
  %1140 = and i1 %1134, %1138
  %1141 = xor i1 %1126, %1140
  %1142 = xor i1 %1129, %1140
  %1143 = xor i1 %1132, %1140
  %1144 = xor i1 %274, %1139
  %1145 = and i1 %1134, %1144
  %1146 = zext i1 %1140 to i32
  %1147 = select i1 %32, i32 %233, i32 0
  %1148 = select i1 %32, i32 %234, i32 0
  %1149 = select i1 %32, i32 %235, i32 0
  %1150 = select i1 %32, i32 %236, i32 0
  %1151 = zext i1 %1141 to i32
  %1152 = zext i1 %1142 to i32
  %1153 = zext i1 %1143 to i32
  %1154 = zext i1 %1145 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1146, i32 %1147, i32 %1148, i32 %1149, i32 %1150, ptr addrspace(1) %1124, i32 %1151, i32 %1152, i32 %1153, i32 %1154) #4
  %1155 = or disjoint i32 %270, 104
  %1156 = add i32 %269, %1155
  %1157 = sext i32 %1156 to i64
  %1158 = getelementptr float, ptr addrspace(1) %2, i64 %1157
  %1159 = icmp slt i32 %1155, %4
  %1160 = and i1 %274, %1159
  %1161 = or disjoint i32 %270, 105
  %1162 = icmp slt i32 %1161, %4
  %1163 = and i1 %274, %1162
  %1164 = or disjoint i32 %270, 106
  %1165 = icmp slt i32 %1164, %4
  %1166 = and i1 %274, %1165
  %1167 = or disjoint i32 %270, 107
  %1168 = icmp slt i32 %1167, %4
  %1169 = ptrtoint ptr addrspace(1) %1158 to i64
  %1170 = and i64 %1169, 15
  %1171 = icmp eq i64 %1170, 0
  %1172 = and i1 %1160, %1171
  %1173 = and i1 %1165, %1172
  %1174 = and i1 %1168, %1172
  %1175 = xor i1 %1160, %1174
  %1176 = xor i1 %1163, %1174
  %1177 = xor i1 %1166, %1174
  %1178 = xor i1 %274, %1173
  %1179 = and i1 %1168, %1178
  %1180 = zext i1 %1174 to i32
  %1181 = select i1 %32, i32 %237, i32 0
  %1182 = select i1 %32, i32 %238, i32 0
  %1183 = select i1 %32, i32 %239, i32 0
  %1184 = select i1 %32, i32 %240, i32 0
  %1185 = zext i1 %1175 to i32
  %1186 = zext i1 %1176 to i32
  %1187 = zext i1 %1177 to i32
  %1188 = zext i1 %1179 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1180, i32 %1181, i32 %1182, i32 %1183, i32 %1184, ptr addrspace(1) %1158, i32 %1185, i32 %1186, i32 %1187, i32 %1188) #4
  %1189 = or disjoint i32 %270, 108
  %1190 = add i32 %269, %1189
  %1191 = sext i32 %1190 to i64
  %1192 = getelementptr float, ptr addrspace(1) %2, i64 %1191
  %1193 = icmp slt i32 %1189, %4
  %1194 = and i1 %274, %1193
  %1195 = or disjoint i32 %270, 109
  %1196 = icmp slt i32 %1195, %4
  %1197 = and i1 %274, %1196
  %1198 = or disjoint i32 %270, 110
  %1199 = icmp slt i32 %1198, %4
  %1200 = and i1 %274, %1199
  %1201 = or disjoint i32 %270, 111
  %1202 = icmp slt i32 %1201, %4
  %1203 = ptrtoint ptr addrspace(1) %1192 to i64
  %1204 = and i64 %1203, 15
  %1205 = icmp eq i64 %1204, 0
  %1206 = and i1 %1194, %1205
  %1207 = and i1 %1199, %1206
  %1208 = and i1 %1202, %1206
  %1209 = xor i1 %1194, %1208
  %1210 = xor i1 %1197, %1208
  %1211 = xor i1 %1200, %1208
  %1212 = xor i1 %274, %1207
  %1213 = and i1 %1202, %1212
  %1214 = zext i1 %1208 to i32
  %1215 = select i1 %32, i32 %241, i32 0
  %1216 = select i1 %32, i32 %242, i32 0
  %1217 = select i1 %32, i32 %243, i32 0
  %1218 = select i1 %32, i32 %244, i32 0
  %1219 = zext i1 %1209 to i32
  %1220 = zext i1 %1210 to i32
  %1221 = zext i1 %1211 to i32
  %1222 = zext i1 %1213 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1214, i32 %1215, i32 %1216, i32 %1217, i32 %1218, ptr addrspace(1) %1192, i32 %1219, i32 %1220, i32 %1221, i32 %1222) #4
  %1223 = or disjoint i32 %270, 112
  %1224 = add i32 %269, %1223
  %1225 = sext i32 %1224 to i64
  %1226 = getelementptr float, ptr addrspace(1) %2, i64 %1225
  %1227 = icmp slt i32 %1223, %4
  %1228 = and i1 %274, %1227
  %1229 = or disjoint i32 %270, 113
  %1230 = icmp slt i32 %1229, %4
  %1231 = and i1 %274, %1230
  %1232 = or disjoint i32 %270, 114
  %1233 = icmp slt i32 %1232, %4
  %1234 = and i1 %274, %1233
  %1235 = or disjoint i32 %270, 115
  %1236 = icmp slt i32 %1235, %4
  %1237 = ptrtoint ptr addrspace(1) %1226 to i64
  %1238 = and i64 %1237, 15
  %1239 = icmp eq i64 %1238, 0
  %1240 = and i1 %1228, %1239
  %1241 = and i1 %1233, %1240
  %1242 = and i1 %1236, %1240
  %1243 = xor i1 %1228, %1242
  %1244 = xor i1 %1231, %1242
  %1245 = xor i1 %1234, %1242
  %1246 = xor i1 %274, %1241
  %1247 = and i1 %1236, %1246
  %1248 = zext i1 %1242 to i32
  %1249 = select i1 %32, i32 %245, i32 0
  %1250 = select i1 %32, i32 %246, i32 0
  %1251 = select i1 %32, i32 %247, i32 0
  %1252 = select i1 %32, i32 %248, i32 0
  %1253 = zext i1 %1243 to i32
  %1254 = zext i1 %1244 to i32
  %1255 = zext i1 %1245 to i32
  %1256 = zext i1 %1247 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1248, i32 %1249, i32 %1250, i32 %1251, i32 %1252, ptr addrspace(1) %1226, i32 %1253, i32 %1254, i32 %1255, i32 %1256) #4
  %1257 = or disjoint i32 %270, 116
  %1258 = add i32 %269, %1257
  %1259 = sext i32 %1258 to i64
  %1260 = getelementptr float, ptr addrspace(1) %2, i64 %1259
  %1261 = icmp slt i32 %1257, %4
  %1262 = and i1 %274, %1261
  %1263 = or disjoint i32 %270, 117
  %1264 = icmp slt i32 %1263, %4
  %1265 = and i1 %274, %1264
  %1266 = or disjoint i32 %270, 118
  %1267 = icmp slt i32 %1266, %4
  %1268 = and i1 %274, %1267
  %1269 = or disjoint i32 %270, 119
  %1270 = icmp slt i32 %1269, %4
  %1271 = ptrtoint ptr addrspace(1) %1260 to i64
  %1272 = and i64 %1271, 15
  %1273 = icmp eq i64 %1272, 0
  %1274 = and i1 %1262, %1273
  %1275 = and i1 %1267, %1274
  %1276 = and i1 %1270, %1274
  %1277 = xor i1 %1262, %1276
  %1278 = xor i1 %1265, %1276
  %1279 = xor i1 %1268, %1276
  %1280 = xor i1 %274, %1275
  %1281 = and i1 %1270, %1280
  %1282 = zext i1 %1276 to i32
  %1283 = select i1 %32, i32 %249, i32 0
  %1284 = select i1 %32, i32 %250, i32 0
  %1285 = select i1 %32, i32 %251, i32 0
  %1286 = select i1 %32, i32 %252, i32 0
  %1287 = zext i1 %1277 to i32
  %1288 = zext i1 %1278 to i32
  %1289 = zext i1 %1279 to i32
  %1290 = zext i1 %1281 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1282, i32 %1283, i32 %1284, i32 %1285, i32 %1286, ptr addrspace(1) %1260, i32 %1287, i32 %1288, i32 %1289, i32 %1290) #4
  %1291 = or disjoint i32 %270, 120
  %1292 = add i32 %269, %1291
  %1293 = sext i32 %1292 to i64
  %1294 = getelementptr float, ptr addrspace(1) %2, i64 %1293
  %1295 = icmp slt i32 %1291, %4
  %1296 = and i1 %274, %1295
  %1297 = or disjoint i32 %270, 121
  %1298 = icmp slt i32 %1297, %4
  %1299 = and i1 %274, %1298
  %1300 = or disjoint i32 %270, 122
  %1301 = icmp slt i32 %1300, %4
  %1302 = and i1 %274, %1301
  %1303 = or disjoint i32 %270, 123
  %1304 = icmp slt i32 %1303, %4
  %1305 = ptrtoint ptr addrspace(1) %1294 to i64
  %1306 = and i64 %1305, 15
  %1307 = icmp eq i64 %1306, 0
  %1308 = and i1 %1296, %1307
  %1309 = and i1 %1301, %1308
  %1310 = and i1 %1304, %1308
  %1311 = xor i1 %1296, %1310
  %1312 = xor i1 %1299, %1310
  %1313 = xor i1 %1302, %1310
  %1314 = xor i1 %274, %1309
  %1315 = and i1 %1304, %1314
  %1316 = zext i1 %1310 to i32
  %1317 = select i1 %32, i32 %253, i32 0
  %1318 = select i1 %32, i32 %254, i32 0
  %1319 = select i1 %32, i32 %255, i32 0
  %1320 = select i1 %32, i32 %256, i32 0
  %1321 = zext i1 %1311 to i32
  %1322 = zext i1 %1312 to i32
  %1323 = zext i1 %1313 to i32
  %1324 = zext i1 %1315 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1316, i32 %1317, i32 %1318, i32 %1319, i32 %1320, ptr addrspace(1) %1294, i32 %1321, i32 %1322, i32 %1323, i32 %1324) #4
  %1325 = or disjoint i32 %270, 124
  %1326 = add i32 %269, %1325
  %1327 = sext i32 %1326 to i64
  %1328 = getelementptr float, ptr addrspace(1) %2, i64 %1327
  %1329 = icmp slt i32 %1325, %4
  %1330 = and i1 %274, %1329
  %1331 = or disjoint i32 %270, 125
  %1332 = icmp slt i32 %1331, %4
  %1333 = and i1 %274, %1332
  %1334 = or disjoint i32 %270, 126
  %1335 = icmp slt i32 %1334, %4
  %1336 = and i1 %274, %1335
  %1337 = or disjoint i32 %7, %24
  %1338 = or i32 %1337, 127
  %1339 = icmp slt i32 %1338, %4
  %1340 = ptrtoint ptr addrspace(1) %1328 to i64
  %1341 = and i64 %1340, 15
  %1342 = icmp eq i64 %1341, 0
  %1343 = and i1 %1330, %1342
  %1344 = and i1 %1335, %1343
  %1345 = and i1 %1339, %1344
  %1346 = xor i1 %1330, %1345
  %1347 = xor i1 %1333, %1345
  %1348 = xor i1 %1336, %1345
  %1349 = xor i1 %274, %1344
  %1350 = and i1 %1339, %1349
  %1351 = zext i1 %1345 to i32
  %1352 = select i1 %32, i32 %257, i32 0
  %1353 = select i1 %32, i32 %258, i32 0
  %1354 = select i1 %32, i32 %259, i32 0
  %1355 = select i1 %32, i32 %260, i32 0
  %1356 = zext i1 %1346 to i32
  %1357 = zext i1 %1347 to i32
  %1358 = zext i1 %1348 to i32
  %1359 = zext i1 %1350 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1351, i32 %1352, i32 %1353, i32 %1354, i32 %1355, ptr addrspace(1) %1328, i32 %1356, i32 %1357, i32 %1358, i32 %1359) #4
  br label %.loopexit

.loopexit:                                        ; preds = %53, %34, %266
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

attributes #0 = { nounwind "nvvm.reqntid"="384" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
