; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_store_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma_store(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
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
  %.decomposed13 = sub i32 %.decomposed, %21
  %22 = add nuw i32 %.decomposed13, %16
  %23 = shl i32 %22, 7
  %24 = shl i32 %20, 8
  %25 = icmp eq i32 %7, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196608) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196608) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196608) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196608) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %27

27:                                               ; preds = %26, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %28, label %29

28:                                               ; preds = %27
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196672) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196672) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196672) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196672) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %29

29:                                               ; preds = %28, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %30, label %31

30:                                               ; preds = %29
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196736) to i32)) #4
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
  br i1 %or.cond, label %.lr.ph8, label %.loopexit

.lr.ph8:                                          ; preds = %34
  %36 = ptrtoint ptr %0 to i64
  %37 = ptrtoint ptr %1 to i64
  br label %38

38:                                               ; preds = %.lr.ph8, %53
  %39 = phi i32 [ 0, %.lr.ph8 ], [ %67, %53 ]
  %40 = lshr exact i32 %39, 6
  %41 = and i32 %40, 3
  %42 = lshr i32 %39, 8
  %43 = and i32 %42, 1
  %44 = xor i32 %43, 1
  %45 = shl nuw nsw i32 %41, 4
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196672), i64 %46
  %48 = ptrtoint ptr addrspace(3) %47 to i64
  %49 = trunc i64 %48 to i32
  br label %50

50:                                               ; preds = %50, %38
  %51 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %49, i32 %44) #4
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %50, label %53

53:                                               ; preds = %50
  %54 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196608), i64 %46
  %55 = ptrtoint ptr addrspace(3) %54 to i64
  %56 = trunc i64 %55 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %56, i32 49152) #4
  %57 = shl nuw nsw i32 %41, 14
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 131072), i64 %58
  %60 = ptrtoint ptr addrspace(3) %59 to i64
  %61 = trunc i64 %60 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %61, i64 %36, i32 %39, i32 %23, i32 %56) #4
  %62 = shl nuw nsw i32 %41, 15
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %63
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
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196752) to i32)) #4
  br label %72

72:                                               ; preds = %71, %69
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %73 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196752) to i32)) #4
  br i1 %32, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %72, %.critedge7
  %74 = phi i32 [ %113, %.critedge7 ], [ 0, %72 ]
  %75 = lshr exact i32 %74, 6
  %76 = and i32 %75, 3
  %77 = lshr i32 %74, 8
  %78 = and i32 %77, 1
  br i1 %25, label %79, label %.critedge7

79:                                               ; preds = %.lr.ph
  %80 = shl nuw nsw i32 %76, 4
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196608), i64 %81
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
  %90 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %89
  %91 = ptrtoint ptr addrspace(3) %90 to i64
  %92 = shl nuw nsw i32 %76, 14
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 131072), i64 %93
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
  %110 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196672), i64 %81
  %111 = ptrtoint ptr addrspace(3) %110 to i64
  %112 = trunc i64 %111 to i32
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %112) #4
  br label %.critedge7

.critedge7:                                       ; preds = %.lr.ph, %.critedge
  %113 = add i32 %74, 64
  %114 = icmp slt i32 %113, %5
  br i1 %114, label %.lr.ph, label %._crit_edge

._crit_edge:                                      ; preds = %.critedge7, %72
  br i1 %25, label %115, label %.preheader

115:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196736) to i32)) #4
  br label %.preheader

.preheader:                                       ; preds = %115, %._crit_edge
  br label %116

116:                                              ; preds = %.preheader, %116
  %117 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196736) to i32), i32 0) #4
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
  %127 = bitcast i32 %126 to float
  %128 = select i1 %32, float %127, float 0.000000e+00
  %129 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 1
  %130 = bitcast i32 %129 to float
  %131 = select i1 %32, float %130, float 0.000000e+00
  %132 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 2
  %133 = bitcast i32 %132 to float
  %134 = select i1 %32, float %133, float 0.000000e+00
  %135 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 3
  %136 = bitcast i32 %135 to float
  %137 = select i1 %32, float %136, float 0.000000e+00
  %138 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 4
  %139 = bitcast i32 %138 to float
  %140 = select i1 %32, float %139, float 0.000000e+00
  %141 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 5
  %142 = bitcast i32 %141 to float
  %143 = select i1 %32, float %142, float 0.000000e+00
  %144 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 6
  %145 = bitcast i32 %144 to float
  %146 = select i1 %32, float %145, float 0.000000e+00
  %147 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 7
  %148 = bitcast i32 %147 to float
  %149 = select i1 %32, float %148, float 0.000000e+00
  %150 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 8
  %151 = bitcast i32 %150 to float
  %152 = select i1 %32, float %151, float 0.000000e+00
  %153 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 9
  %154 = bitcast i32 %153 to float
  %155 = select i1 %32, float %154, float 0.000000e+00
  %156 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 10
  %157 = bitcast i32 %156 to float
  %158 = select i1 %32, float %157, float 0.000000e+00
  %159 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 11
  %160 = bitcast i32 %159 to float
  %161 = select i1 %32, float %160, float 0.000000e+00
  %162 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 12
  %163 = bitcast i32 %162 to float
  %164 = select i1 %32, float %163, float 0.000000e+00
  %165 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 13
  %166 = bitcast i32 %165 to float
  %167 = select i1 %32, float %166, float 0.000000e+00
  %168 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 14
  %169 = bitcast i32 %168 to float
  %170 = select i1 %32, float %169, float 0.000000e+00
  %171 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 15
  %172 = bitcast i32 %171 to float
  %173 = select i1 %32, float %172, float 0.000000e+00
  %174 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 16
  %175 = bitcast i32 %174 to float
  %176 = select i1 %32, float %175, float 0.000000e+00
  %177 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 17
  %178 = bitcast i32 %177 to float
  %179 = select i1 %32, float %178, float 0.000000e+00
  %180 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 18
  %181 = bitcast i32 %180 to float
  %182 = select i1 %32, float %181, float 0.000000e+00
  %183 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 19
  %184 = bitcast i32 %183 to float
  %185 = select i1 %32, float %184, float 0.000000e+00
  %186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 20
  %187 = bitcast i32 %186 to float
  %188 = select i1 %32, float %187, float 0.000000e+00
  %189 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 21
  %190 = bitcast i32 %189 to float
  %191 = select i1 %32, float %190, float 0.000000e+00
  %192 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 22
  %193 = bitcast i32 %192 to float
  %194 = select i1 %32, float %193, float 0.000000e+00
  %195 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 23
  %196 = bitcast i32 %195 to float
  %197 = select i1 %32, float %196, float 0.000000e+00
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 24
  %199 = bitcast i32 %198 to float
  %200 = select i1 %32, float %199, float 0.000000e+00
  %201 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 25
  %202 = bitcast i32 %201 to float
  %203 = select i1 %32, float %202, float 0.000000e+00
  %204 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 26
  %205 = bitcast i32 %204 to float
  %206 = select i1 %32, float %205, float 0.000000e+00
  %207 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 27
  %208 = bitcast i32 %207 to float
  %209 = select i1 %32, float %208, float 0.000000e+00
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 28
  %211 = bitcast i32 %210 to float
  %212 = select i1 %32, float %211, float 0.000000e+00
  %213 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 29
  %214 = bitcast i32 %213 to float
  %215 = select i1 %32, float %214, float 0.000000e+00
  %216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 30
  %217 = bitcast i32 %216 to float
  %218 = select i1 %32, float %217, float 0.000000e+00
  %219 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %125, 31
  %220 = bitcast i32 %219 to float
  %221 = select i1 %32, float %220, float 0.000000e+00
  %222 = add i32 %124, 32
  %223 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %222) #4
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 0
  %225 = bitcast i32 %224 to float
  %226 = select i1 %32, float %225, float 0.000000e+00
  %227 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 1
  %228 = bitcast i32 %227 to float
  %229 = select i1 %32, float %228, float 0.000000e+00
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 2
  %231 = bitcast i32 %230 to float
  %232 = select i1 %32, float %231, float 0.000000e+00
  %233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 3
  %234 = bitcast i32 %233 to float
  %235 = select i1 %32, float %234, float 0.000000e+00
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 4
  %237 = bitcast i32 %236 to float
  %238 = select i1 %32, float %237, float 0.000000e+00
  %239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 5
  %240 = bitcast i32 %239 to float
  %241 = select i1 %32, float %240, float 0.000000e+00
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 6
  %243 = bitcast i32 %242 to float
  %244 = select i1 %32, float %243, float 0.000000e+00
  %245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 7
  %246 = bitcast i32 %245 to float
  %247 = select i1 %32, float %246, float 0.000000e+00
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 8
  %249 = bitcast i32 %248 to float
  %250 = select i1 %32, float %249, float 0.000000e+00
  %251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 9
  %252 = bitcast i32 %251 to float
  %253 = select i1 %32, float %252, float 0.000000e+00
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 10
  %255 = bitcast i32 %254 to float
  %256 = select i1 %32, float %255, float 0.000000e+00
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 11
  %258 = bitcast i32 %257 to float
  %259 = select i1 %32, float %258, float 0.000000e+00
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 12
  %261 = bitcast i32 %260 to float
  %262 = select i1 %32, float %261, float 0.000000e+00
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 13
  %264 = bitcast i32 %263 to float
  %265 = select i1 %32, float %264, float 0.000000e+00
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 14
  %267 = bitcast i32 %266 to float
  %268 = select i1 %32, float %267, float 0.000000e+00
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 15
  %270 = bitcast i32 %269 to float
  %271 = select i1 %32, float %270, float 0.000000e+00
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 16
  %273 = bitcast i32 %272 to float
  %274 = select i1 %32, float %273, float 0.000000e+00
  %275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 17
  %276 = bitcast i32 %275 to float
  %277 = select i1 %32, float %276, float 0.000000e+00
  %278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 18
  %279 = bitcast i32 %278 to float
  %280 = select i1 %32, float %279, float 0.000000e+00
  %281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 19
  %282 = bitcast i32 %281 to float
  %283 = select i1 %32, float %282, float 0.000000e+00
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 20
  %285 = bitcast i32 %284 to float
  %286 = select i1 %32, float %285, float 0.000000e+00
  %287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 21
  %288 = bitcast i32 %287 to float
  %289 = select i1 %32, float %288, float 0.000000e+00
  %290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 22
  %291 = bitcast i32 %290 to float
  %292 = select i1 %32, float %291, float 0.000000e+00
  %293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 23
  %294 = bitcast i32 %293 to float
  %295 = select i1 %32, float %294, float 0.000000e+00
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 24
  %297 = bitcast i32 %296 to float
  %298 = select i1 %32, float %297, float 0.000000e+00
  %299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 25
  %300 = bitcast i32 %299 to float
  %301 = select i1 %32, float %300, float 0.000000e+00
  %302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 26
  %303 = bitcast i32 %302 to float
  %304 = select i1 %32, float %303, float 0.000000e+00
  %305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 27
  %306 = bitcast i32 %305 to float
  %307 = select i1 %32, float %306, float 0.000000e+00
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 28
  %309 = bitcast i32 %308 to float
  %310 = select i1 %32, float %309, float 0.000000e+00
  %311 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 29
  %312 = bitcast i32 %311 to float
  %313 = select i1 %32, float %312, float 0.000000e+00
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 30
  %315 = bitcast i32 %314 to float
  %316 = select i1 %32, float %315, float 0.000000e+00
  %317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %223, 31
  %318 = bitcast i32 %317 to float
  %319 = select i1 %32, float %318, float 0.000000e+00
  %320 = add i32 %124, 64
  %321 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %320) #4
  %322 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 0
  %323 = bitcast i32 %322 to float
  %324 = select i1 %32, float %323, float 0.000000e+00
  %325 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 1
  %326 = bitcast i32 %325 to float
  %327 = select i1 %32, float %326, float 0.000000e+00
  %328 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 2
  %329 = bitcast i32 %328 to float
  %330 = select i1 %32, float %329, float 0.000000e+00
  %331 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 3
  %332 = bitcast i32 %331 to float
  %333 = select i1 %32, float %332, float 0.000000e+00
  %334 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 4
  %335 = bitcast i32 %334 to float
  %336 = select i1 %32, float %335, float 0.000000e+00
  %337 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 5
  %338 = bitcast i32 %337 to float
  %339 = select i1 %32, float %338, float 0.000000e+00
  %340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 6
  %341 = bitcast i32 %340 to float
  %342 = select i1 %32, float %341, float 0.000000e+00
  %343 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 7
  %344 = bitcast i32 %343 to float
  %345 = select i1 %32, float %344, float 0.000000e+00
  %346 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 8
  %347 = bitcast i32 %346 to float
  %348 = select i1 %32, float %347, float 0.000000e+00
  %349 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 9
  %350 = bitcast i32 %349 to float
  %351 = select i1 %32, float %350, float 0.000000e+00
  %352 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 10
  %353 = bitcast i32 %352 to float
  %354 = select i1 %32, float %353, float 0.000000e+00
  %355 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 11
  %356 = bitcast i32 %355 to float
  %357 = select i1 %32, float %356, float 0.000000e+00
  %358 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 12
  %359 = bitcast i32 %358 to float
  %360 = select i1 %32, float %359, float 0.000000e+00
  %361 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 13
  %362 = bitcast i32 %361 to float
  %363 = select i1 %32, float %362, float 0.000000e+00
  %364 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 14
  %365 = bitcast i32 %364 to float
  %366 = select i1 %32, float %365, float 0.000000e+00
  %367 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 15
  %368 = bitcast i32 %367 to float
  %369 = select i1 %32, float %368, float 0.000000e+00
  %370 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 16
  %371 = bitcast i32 %370 to float
  %372 = select i1 %32, float %371, float 0.000000e+00
  %373 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 17
  %374 = bitcast i32 %373 to float
  %375 = select i1 %32, float %374, float 0.000000e+00
  %376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 18
  %377 = bitcast i32 %376 to float
  %378 = select i1 %32, float %377, float 0.000000e+00
  %379 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 19
  %380 = bitcast i32 %379 to float
  %381 = select i1 %32, float %380, float 0.000000e+00
  %382 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 20
  %383 = bitcast i32 %382 to float
  %384 = select i1 %32, float %383, float 0.000000e+00
  %385 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 21
  %386 = bitcast i32 %385 to float
  %387 = select i1 %32, float %386, float 0.000000e+00
  %388 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 22
  %389 = bitcast i32 %388 to float
  %390 = select i1 %32, float %389, float 0.000000e+00
  %391 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 23
  %392 = bitcast i32 %391 to float
  %393 = select i1 %32, float %392, float 0.000000e+00
  %394 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 24
  %395 = bitcast i32 %394 to float
  %396 = select i1 %32, float %395, float 0.000000e+00
  %397 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 25
  %398 = bitcast i32 %397 to float
  %399 = select i1 %32, float %398, float 0.000000e+00
  %400 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 26
  %401 = bitcast i32 %400 to float
  %402 = select i1 %32, float %401, float 0.000000e+00
  %403 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 27
  %404 = bitcast i32 %403 to float
  %405 = select i1 %32, float %404, float 0.000000e+00
  %406 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 28
  %407 = bitcast i32 %406 to float
  %408 = select i1 %32, float %407, float 0.000000e+00
  %409 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 29
  %410 = bitcast i32 %409 to float
  %411 = select i1 %32, float %410, float 0.000000e+00
  %412 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 30
  %413 = bitcast i32 %412 to float
  %414 = select i1 %32, float %413, float 0.000000e+00
  %415 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %321, 31
  %416 = bitcast i32 %415 to float
  %417 = select i1 %32, float %416, float 0.000000e+00
  %418 = add i32 %124, 96
  %419 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %418) #4
  %420 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 0
  %421 = bitcast i32 %420 to float
  %422 = select i1 %32, float %421, float 0.000000e+00
  %423 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 1
  %424 = bitcast i32 %423 to float
  %425 = select i1 %32, float %424, float 0.000000e+00
  %426 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 2
  %427 = bitcast i32 %426 to float
  %428 = select i1 %32, float %427, float 0.000000e+00
  %429 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 3
  %430 = bitcast i32 %429 to float
  %431 = select i1 %32, float %430, float 0.000000e+00
  %432 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 4
  %433 = bitcast i32 %432 to float
  %434 = select i1 %32, float %433, float 0.000000e+00
  %435 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 5
  %436 = bitcast i32 %435 to float
  %437 = select i1 %32, float %436, float 0.000000e+00
  %438 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 6
  %439 = bitcast i32 %438 to float
  %440 = select i1 %32, float %439, float 0.000000e+00
  %441 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 7
  %442 = bitcast i32 %441 to float
  %443 = select i1 %32, float %442, float 0.000000e+00
  %444 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 8
  %445 = bitcast i32 %444 to float
  %446 = select i1 %32, float %445, float 0.000000e+00
  %447 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 9
  %448 = bitcast i32 %447 to float
  %449 = select i1 %32, float %448, float 0.000000e+00
  %450 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 10
  %451 = bitcast i32 %450 to float
  %452 = select i1 %32, float %451, float 0.000000e+00
  %453 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 11
  %454 = bitcast i32 %453 to float
  %455 = select i1 %32, float %454, float 0.000000e+00
  %456 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 12
  %457 = bitcast i32 %456 to float
  %458 = select i1 %32, float %457, float 0.000000e+00
  %459 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 13
  %460 = bitcast i32 %459 to float
  %461 = select i1 %32, float %460, float 0.000000e+00
  %462 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 14
  %463 = bitcast i32 %462 to float
  %464 = select i1 %32, float %463, float 0.000000e+00
  %465 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 15
  %466 = bitcast i32 %465 to float
  %467 = select i1 %32, float %466, float 0.000000e+00
  %468 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 16
  %469 = bitcast i32 %468 to float
  %470 = select i1 %32, float %469, float 0.000000e+00
  %471 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 17
  %472 = bitcast i32 %471 to float
  %473 = select i1 %32, float %472, float 0.000000e+00
  %474 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 18
  %475 = bitcast i32 %474 to float
  %476 = select i1 %32, float %475, float 0.000000e+00
  %477 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 19
  %478 = bitcast i32 %477 to float
  %479 = select i1 %32, float %478, float 0.000000e+00
  %480 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 20
  %481 = bitcast i32 %480 to float
  %482 = select i1 %32, float %481, float 0.000000e+00
  %483 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 21
  %484 = bitcast i32 %483 to float
  %485 = select i1 %32, float %484, float 0.000000e+00
  %486 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 22
  %487 = bitcast i32 %486 to float
  %488 = select i1 %32, float %487, float 0.000000e+00
  %489 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 23
  %490 = bitcast i32 %489 to float
  %491 = select i1 %32, float %490, float 0.000000e+00
  %492 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 24
  %493 = bitcast i32 %492 to float
  %494 = select i1 %32, float %493, float 0.000000e+00
  %495 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 25
  %496 = bitcast i32 %495 to float
  %497 = select i1 %32, float %496, float 0.000000e+00
  %498 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 26
  %499 = bitcast i32 %498 to float
  %500 = select i1 %32, float %499, float 0.000000e+00
  %501 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 27
  %502 = bitcast i32 %501 to float
  %503 = select i1 %32, float %502, float 0.000000e+00
  %504 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 28
  %505 = bitcast i32 %504 to float
  %506 = select i1 %32, float %505, float 0.000000e+00
  %507 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 29
  %508 = bitcast i32 %507 to float
  %509 = select i1 %32, float %508, float 0.000000e+00
  %510 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 30
  %511 = bitcast i32 %510 to float
  %512 = select i1 %32, float %511, float 0.000000e+00
  %513 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %419, 31
  %514 = bitcast i32 %513 to float
  %515 = select i1 %32, float %514, float 0.000000e+00
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %70, label %516, label %517

516:                                              ; preds = %119
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %73) #4
  br label %517

517:                                              ; preds = %516, %119
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %25, label %518, label %519

518:                                              ; preds = %517
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196672) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196672) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196672) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196672) to i32), i32 48)) #4
  br label %519

519:                                              ; preds = %518, %517
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %25, label %520, label %521

520:                                              ; preds = %519
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 196736) to i32)) #4
  br label %521

521:                                              ; preds = %520, %519
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  %522 = shl nuw nsw i32 %120, 9
  %523 = shl nuw nsw i32 %7, 7
  %524 = and i32 %523, 16256
  %525 = shl nuw nsw i32 %7, 4
  %526 = and i32 %525, 112
  %527 = or disjoint i32 %526, %522
  %528 = or disjoint i32 %527, %524
  %529 = zext nneg i32 %528 to i64
  %530 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %529
  %531 = insertelement <4 x float> poison, float %128, i64 0
  %532 = insertelement <4 x float> %531, float %131, i64 1
  %533 = insertelement <4 x float> %532, float %134, i64 2
  %534 = insertelement <4 x float> %533, float %137, i64 3
  store <4 x float> %534, ptr addrspace(3) %530, align 16
  %535 = xor i32 %528, 16
  %536 = zext nneg i32 %535 to i64
  %537 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %536
  %538 = insertelement <4 x float> poison, float %140, i64 0
  %539 = insertelement <4 x float> %538, float %143, i64 1
  %540 = insertelement <4 x float> %539, float %146, i64 2
  %541 = insertelement <4 x float> %540, float %149, i64 3
  store <4 x float> %541, ptr addrspace(3) %537, align 16
  %542 = xor i32 %528, 32
  %543 = zext nneg i32 %542 to i64
  %544 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %543
  %545 = insertelement <4 x float> poison, float %152, i64 0
  %546 = insertelement <4 x float> %545, float %155, i64 1
  %547 = insertelement <4 x float> %546, float %158, i64 2
  %548 = insertelement <4 x float> %547, float %161, i64 3
  store <4 x float> %548, ptr addrspace(3) %544, align 16
  %549 = xor i32 %528, 48
  %550 = zext nneg i32 %549 to i64
  %551 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %550
  %552 = insertelement <4 x float> poison, float %164, i64 0
  %553 = insertelement <4 x float> %552, float %167, i64 1
  %554 = insertelement <4 x float> %553, float %170, i64 2
  %555 = insertelement <4 x float> %554, float %173, i64 3
  store <4 x float> %555, ptr addrspace(3) %551, align 16
  %556 = xor i32 %528, 64
  %557 = zext nneg i32 %556 to i64
  %558 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %557
  %559 = insertelement <4 x float> poison, float %176, i64 0
  %560 = insertelement <4 x float> %559, float %179, i64 1
  %561 = insertelement <4 x float> %560, float %182, i64 2
  %562 = insertelement <4 x float> %561, float %185, i64 3
  store <4 x float> %562, ptr addrspace(3) %558, align 16
  %563 = xor i32 %528, 80
  %564 = zext nneg i32 %563 to i64
  %565 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %564
  %566 = insertelement <4 x float> poison, float %188, i64 0
  %567 = insertelement <4 x float> %566, float %191, i64 1
  %568 = insertelement <4 x float> %567, float %194, i64 2
  %569 = insertelement <4 x float> %568, float %197, i64 3
  store <4 x float> %569, ptr addrspace(3) %565, align 16
  %570 = xor i32 %528, 96
  %571 = zext nneg i32 %570 to i64
  %572 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %571
  %573 = insertelement <4 x float> poison, float %200, i64 0
  %574 = insertelement <4 x float> %573, float %203, i64 1
  %575 = insertelement <4 x float> %574, float %206, i64 2
  %576 = insertelement <4 x float> %575, float %209, i64 3
  store <4 x float> %576, ptr addrspace(3) %572, align 16
  %577 = xor i32 %528, 112
  %578 = zext nneg i32 %577 to i64
  %579 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %578
  %580 = insertelement <4 x float> poison, float %212, i64 0
  %581 = insertelement <4 x float> %580, float %215, i64 1
  %582 = insertelement <4 x float> %581, float %218, i64 2
  %583 = insertelement <4 x float> %582, float %221, i64 3
  store <4 x float> %583, ptr addrspace(3) %579, align 16
  %584 = getelementptr i8, ptr addrspace(3) %530, i64 16384
  %585 = insertelement <4 x float> poison, float %226, i64 0
  %586 = insertelement <4 x float> %585, float %229, i64 1
  %587 = insertelement <4 x float> %586, float %232, i64 2
  %588 = insertelement <4 x float> %587, float %235, i64 3
  store <4 x float> %588, ptr addrspace(3) %584, align 16
  %589 = shl nuw nsw i32 %7, 9
  %590 = and i32 %589, 65536
  %591 = or disjoint i32 %526, %590
  %592 = or disjoint i32 %591, %523
  %593 = or i32 %592, 16384
  %594 = xor i32 %593, 16
  %595 = zext nneg i32 %594 to i64
  %596 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %595
  %597 = insertelement <4 x float> poison, float %238, i64 0
  %598 = insertelement <4 x float> %597, float %241, i64 1
  %599 = insertelement <4 x float> %598, float %244, i64 2
  %600 = insertelement <4 x float> %599, float %247, i64 3
  store <4 x float> %600, ptr addrspace(3) %596, align 16
  %601 = xor i32 %593, 32
  %602 = zext nneg i32 %601 to i64
  %603 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %602
  %604 = insertelement <4 x float> poison, float %250, i64 0
  %605 = insertelement <4 x float> %604, float %253, i64 1
  %606 = insertelement <4 x float> %605, float %256, i64 2
  %607 = insertelement <4 x float> %606, float %259, i64 3
  store <4 x float> %607, ptr addrspace(3) %603, align 16
  %608 = xor i32 %593, 48
  %609 = zext nneg i32 %608 to i64
  %610 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %609
  %611 = insertelement <4 x float> poison, float %262, i64 0
  %612 = insertelement <4 x float> %611, float %265, i64 1
  %613 = insertelement <4 x float> %612, float %268, i64 2
  %614 = insertelement <4 x float> %613, float %271, i64 3
  store <4 x float> %614, ptr addrspace(3) %610, align 16
  %615 = xor i32 %593, 64
  %616 = zext nneg i32 %615 to i64
  %617 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %616
  %618 = insertelement <4 x float> poison, float %274, i64 0
  %619 = insertelement <4 x float> %618, float %277, i64 1
  %620 = insertelement <4 x float> %619, float %280, i64 2
  %621 = insertelement <4 x float> %620, float %283, i64 3
  store <4 x float> %621, ptr addrspace(3) %617, align 16
  %622 = xor i32 %593, 80
  %623 = zext nneg i32 %622 to i64
  %624 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %623
  %625 = insertelement <4 x float> poison, float %286, i64 0
  %626 = insertelement <4 x float> %625, float %289, i64 1
  %627 = insertelement <4 x float> %626, float %292, i64 2
  %628 = insertelement <4 x float> %627, float %295, i64 3
  store <4 x float> %628, ptr addrspace(3) %624, align 16
  %629 = xor i32 %593, 96
  %630 = zext nneg i32 %629 to i64
  %631 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %630
  %632 = insertelement <4 x float> poison, float %298, i64 0
  %633 = insertelement <4 x float> %632, float %301, i64 1
  %634 = insertelement <4 x float> %633, float %304, i64 2
  %635 = insertelement <4 x float> %634, float %307, i64 3
  store <4 x float> %635, ptr addrspace(3) %631, align 16
  %636 = xor i32 %593, 112
  %637 = zext nneg i32 %636 to i64
  %638 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %637
  %639 = insertelement <4 x float> poison, float %310, i64 0
  %640 = insertelement <4 x float> %639, float %313, i64 1
  %641 = insertelement <4 x float> %640, float %316, i64 2
  %642 = insertelement <4 x float> %641, float %319, i64 3
  store <4 x float> %642, ptr addrspace(3) %638, align 16
  %643 = getelementptr i8, ptr addrspace(3) %530, i64 32768
  %644 = insertelement <4 x float> poison, float %324, i64 0
  %645 = insertelement <4 x float> %644, float %327, i64 1
  %646 = insertelement <4 x float> %645, float %330, i64 2
  %647 = insertelement <4 x float> %646, float %333, i64 3
  store <4 x float> %647, ptr addrspace(3) %643, align 16
  %648 = or disjoint i32 %591, %524
  %649 = xor i32 %648, 32784
  %650 = zext nneg i32 %649 to i64
  %651 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %650
  %652 = insertelement <4 x float> poison, float %336, i64 0
  %653 = insertelement <4 x float> %652, float %339, i64 1
  %654 = insertelement <4 x float> %653, float %342, i64 2
  %655 = insertelement <4 x float> %654, float %345, i64 3
  store <4 x float> %655, ptr addrspace(3) %651, align 16
  %656 = xor i32 %648, 32800
  %657 = zext nneg i32 %656 to i64
  %658 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %657
  %659 = insertelement <4 x float> poison, float %348, i64 0
  %660 = insertelement <4 x float> %659, float %351, i64 1
  %661 = insertelement <4 x float> %660, float %354, i64 2
  %662 = insertelement <4 x float> %661, float %357, i64 3
  store <4 x float> %662, ptr addrspace(3) %658, align 16
  %663 = xor i32 %648, 32816
  %664 = zext nneg i32 %663 to i64
  %665 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %664
  %666 = insertelement <4 x float> poison, float %360, i64 0
  %667 = insertelement <4 x float> %666, float %363, i64 1
  %668 = insertelement <4 x float> %667, float %366, i64 2
  %669 = insertelement <4 x float> %668, float %369, i64 3
  store <4 x float> %669, ptr addrspace(3) %665, align 16
  %670 = xor i32 %648, 32832
  %671 = zext nneg i32 %670 to i64
  %672 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %671
  %673 = insertelement <4 x float> poison, float %372, i64 0
  %674 = insertelement <4 x float> %673, float %375, i64 1
  %675 = insertelement <4 x float> %674, float %378, i64 2
  %676 = insertelement <4 x float> %675, float %381, i64 3
  store <4 x float> %676, ptr addrspace(3) %672, align 16
  %677 = xor i32 %648, 32848
  %678 = zext nneg i32 %677 to i64
  %679 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %678
  %680 = insertelement <4 x float> poison, float %384, i64 0
  %681 = insertelement <4 x float> %680, float %387, i64 1
  %682 = insertelement <4 x float> %681, float %390, i64 2
  %683 = insertelement <4 x float> %682, float %393, i64 3
  store <4 x float> %683, ptr addrspace(3) %679, align 16
  %684 = xor i32 %648, 32864
  %685 = zext nneg i32 %684 to i64
  %686 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %685
  %687 = insertelement <4 x float> poison, float %396, i64 0
  %688 = insertelement <4 x float> %687, float %399, i64 1
  %689 = insertelement <4 x float> %688, float %402, i64 2
  %690 = insertelement <4 x float> %689, float %405, i64 3
  store <4 x float> %690, ptr addrspace(3) %686, align 16
  %691 = xor i32 %648, 32880
  %692 = zext nneg i32 %691 to i64
  %693 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %692
  %694 = insertelement <4 x float> poison, float %408, i64 0
  %695 = insertelement <4 x float> %694, float %411, i64 1
  %696 = insertelement <4 x float> %695, float %414, i64 2
  %697 = insertelement <4 x float> %696, float %417, i64 3
  store <4 x float> %697, ptr addrspace(3) %693, align 16
  %698 = getelementptr i8, ptr addrspace(3) %530, i64 49152
  %699 = insertelement <4 x float> poison, float %422, i64 0
  %700 = insertelement <4 x float> %699, float %425, i64 1
  %701 = insertelement <4 x float> %700, float %428, i64 2
  %702 = insertelement <4 x float> %701, float %431, i64 3
  store <4 x float> %702, ptr addrspace(3) %698, align 16
  %703 = or i32 %592, 49152
  %704 = xor i32 %703, 16
  %705 = zext nneg i32 %704 to i64
  %706 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %705
  %707 = insertelement <4 x float> poison, float %434, i64 0
  %708 = insertelement <4 x float> %707, float %437, i64 1
  %709 = insertelement <4 x float> %708, float %440, i64 2
  %710 = insertelement <4 x float> %709, float %443, i64 3
  store <4 x float> %710, ptr addrspace(3) %706, align 16
  %711 = xor i32 %703, 32
  %712 = zext nneg i32 %711 to i64
  %713 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %712
  %714 = insertelement <4 x float> poison, float %446, i64 0
  %715 = insertelement <4 x float> %714, float %449, i64 1
  %716 = insertelement <4 x float> %715, float %452, i64 2
  %717 = insertelement <4 x float> %716, float %455, i64 3
  store <4 x float> %717, ptr addrspace(3) %713, align 16
  %718 = xor i32 %703, 48
  %719 = zext nneg i32 %718 to i64
  %720 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %719
  %721 = insertelement <4 x float> poison, float %458, i64 0
  %722 = insertelement <4 x float> %721, float %461, i64 1
  %723 = insertelement <4 x float> %722, float %464, i64 2
  %724 = insertelement <4 x float> %723, float %467, i64 3
  store <4 x float> %724, ptr addrspace(3) %720, align 16
  %725 = xor i32 %703, 64
  %726 = zext nneg i32 %725 to i64
  %727 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %726
  %728 = insertelement <4 x float> poison, float %470, i64 0
  %729 = insertelement <4 x float> %728, float %473, i64 1
  %730 = insertelement <4 x float> %729, float %476, i64 2
  %731 = insertelement <4 x float> %730, float %479, i64 3
  store <4 x float> %731, ptr addrspace(3) %727, align 16
  %732 = xor i32 %703, 80
  %733 = zext nneg i32 %732 to i64
  %734 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %733
  %735 = insertelement <4 x float> poison, float %482, i64 0
  %736 = insertelement <4 x float> %735, float %485, i64 1
  %737 = insertelement <4 x float> %736, float %488, i64 2
  %738 = insertelement <4 x float> %737, float %491, i64 3
  store <4 x float> %738, ptr addrspace(3) %734, align 16
  %739 = xor i32 %703, 96
  %740 = zext nneg i32 %739 to i64
  %741 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %740
  %742 = insertelement <4 x float> poison, float %494, i64 0
  %743 = insertelement <4 x float> %742, float %497, i64 1
  %744 = insertelement <4 x float> %743, float %500, i64 2
  %745 = insertelement <4 x float> %744, float %503, i64 3
  store <4 x float> %745, ptr addrspace(3) %741, align 16
  %746 = xor i32 %703, 112
  %747 = zext nneg i32 %746 to i64
  %748 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %747
  %749 = insertelement <4 x float> poison, float %506, i64 0
  %750 = insertelement <4 x float> %749, float %509, i64 1
  %751 = insertelement <4 x float> %750, float %512, i64 2
  %752 = insertelement <4 x float> %751, float %515, i64 3
  store <4 x float> %752, ptr addrspace(3) %748, align 16
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %25, label %753, label %.critedge4

753:                                              ; preds = %521
  %754 = ptrtoint ptr %2 to i64
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %754, i32 %24, i32 %23, i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32)) #4
  %755 = or disjoint i32 %24, 32
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %754, i32 %755, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 16384)) #4
  %756 = or disjoint i32 %24, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %754, i32 %756, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 32768)) #4
  %757 = or disjoint i32 %24, 96
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %754, i32 %757, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 49152)) #4
  %758 = or disjoint i32 %24, 128
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %754, i32 %758, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 65536)) #4
  %759 = or disjoint i32 %24, 160
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %754, i32 %759, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 81920)) #4
  %760 = or disjoint i32 %24, 192
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %754, i32 %760, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 98304)) #4
  %761 = or disjoint i32 %24, 224
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %754, i32 %761, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 114688)) #4
  call void asm sideeffect "cp.async.bulk.commit_group;", "~{memory}"() #4
  call void asm sideeffect "cp.async.bulk.wait_group.read 0;", "~{memory}"() #4
  br label %.critedge4

.critedge4:                                       ; preds = %521, %753
  call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br label %.loopexit

.loopexit:                                        ; preds = %53, %34, %.critedge4
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
