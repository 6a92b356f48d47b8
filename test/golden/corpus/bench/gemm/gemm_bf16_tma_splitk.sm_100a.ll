; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_splitk_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma_splitk(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 288) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %12 = shl nuw nsw i32 %9, 7
  %13 = shl i32 %8, 8
  %14 = add i32 %5, 63
  %15 = lshr i32 %14, 6
  %16 = add nsw i32 %11, -1
  %17 = add nuw nsw i32 %16, %15
  %18 = udiv i32 %17, %11
  %19 = mul i32 %18, %10
  %20 = add i32 %19, %18
  %21 = tail call i32 @llvm.umin.i32(i32 %20, i32 %15)
  %22 = shl i32 %19, 6
  %23 = shl nuw i32 %21, 6
  %24 = icmp eq i32 %7, 0
  br i1 %24, label %25, label %26

25:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196608) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196608) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196608) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196608) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %26

26:                                               ; preds = %25, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %24, label %27, label %28

27:                                               ; preds = %26
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196672) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196672) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196672) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196672) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %28

28:                                               ; preds = %27, %26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %24, label %29, label %30

29:                                               ; preds = %28
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196736) to i32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %30

30:                                               ; preds = %29, %28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %31 = icmp slt i32 %22, %23
  %32 = icmp samesign ugt i32 %7, 255
  br i1 %32, label %33, label %69

33:                                               ; preds = %30
  %34 = icmp eq i32 %7, 256
  %or.cond = select i1 %34, i1 %31, i1 false
  br i1 %or.cond, label %.lr.ph8, label %.loopexit

.lr.ph8:                                          ; preds = %33
  %35 = ptrtoint ptr %0 to i64
  %36 = ptrtoint ptr %1 to i64
  br label %37

37:                                               ; preds = %.lr.ph8, %53
  %38 = phi i32 [ %22, %.lr.ph8 ], [ %67, %53 ]
  %39 = sub i32 %38, %22
  %40 = lshr exact i32 %39, 6
  %41 = and i32 %40, 3
  %42 = lshr i32 %39, 8
  %43 = and i32 %42, 1
  %44 = xor i32 %43, 1
  %45 = shl nuw nsw i32 %41, 4
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196672), i64 %46
  %48 = ptrtoint ptr addrspace(3) %47 to i64
  %49 = trunc i64 %48 to i32
  br label %50

50:                                               ; preds = %50, %37
  %51 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %49, i32 %44) #4
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %50, label %53

53:                                               ; preds = %50
  %54 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196608), i64 %46
  %55 = ptrtoint ptr addrspace(3) %54 to i64
  %56 = trunc i64 %55 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %56, i32 49152) #4
  %57 = shl nuw nsw i32 %41, 14
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 131072), i64 %58
  %60 = ptrtoint ptr addrspace(3) %59 to i64
  %61 = trunc i64 %60 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %61, i64 %35, i32 %38, i32 %12, i32 %56) #4
  %62 = shl nuw nsw i32 %41, 15
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %63
  %65 = ptrtoint ptr addrspace(3) %64 to i64
  %66 = trunc i64 %65 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %66, i64 %36, i32 %38, i32 %13, i32 %56) #4
  %67 = add nsw i32 %38, 64
  %68 = icmp slt i32 %67, %23
  br i1 %68, label %37, label %.loopexit

69:                                               ; preds = %30
  %70 = icmp samesign ult i32 %7, 32
  br i1 %70, label %71, label %72

71:                                               ; preds = %69
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196752) to i32)) #4
  br label %72

72:                                               ; preds = %71, %69
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %73 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196752) to i32)) #4
  br i1 %31, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %72, %.critedge7
  %74 = phi i32 [ %114, %.critedge7 ], [ %22, %72 ]
  %75 = sub i32 %74, %22
  %76 = lshr exact i32 %75, 6
  %77 = and i32 %76, 3
  %78 = lshr i32 %75, 8
  %79 = and i32 %78, 1
  br i1 %24, label %80, label %.critedge7

80:                                               ; preds = %.lr.ph
  %81 = shl nuw nsw i32 %77, 4
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196608), i64 %82
  %84 = ptrtoint ptr addrspace(3) %83 to i64
  %85 = trunc i64 %84 to i32
  br label %86

86:                                               ; preds = %86, %80
  %87 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %85, i32 %79) #4
  %88 = icmp eq i32 %87, 0
  br i1 %88, label %86, label %.critedge

.critedge:                                        ; preds = %86
  %89 = shl nuw nsw i32 %77, 15
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %90
  %92 = ptrtoint ptr addrspace(3) %91 to i64
  %93 = shl nuw nsw i32 %77, 14
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 131072), i64 %94
  %96 = ptrtoint ptr addrspace(3) %95 to i64
  %97 = icmp ne i32 %74, %22
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
  %111 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196672), i64 %82
  %112 = ptrtoint ptr addrspace(3) %111 to i64
  %113 = trunc i64 %112 to i32
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %113) #4
  br label %.critedge7

.critedge7:                                       ; preds = %.lr.ph, %.critedge
  %114 = add nsw i32 %74, 64
  %115 = icmp slt i32 %114, %23
  br i1 %115, label %.lr.ph, label %._crit_edge

._crit_edge:                                      ; preds = %.critedge7, %72
  br i1 %24, label %116, label %.preheader

116:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196736) to i32)) #4
  br label %.preheader

.preheader:                                       ; preds = %116, %._crit_edge
  br label %117

117:                                              ; preds = %.preheader, %117
  %118 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196736) to i32), i32 0) #4
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
  %128 = bitcast i32 %127 to float
  %129 = select i1 %31, float %128, float 0.000000e+00
  %130 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 1
  %131 = bitcast i32 %130 to float
  %132 = select i1 %31, float %131, float 0.000000e+00
  %133 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 2
  %134 = bitcast i32 %133 to float
  %135 = select i1 %31, float %134, float 0.000000e+00
  %136 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 3
  %137 = bitcast i32 %136 to float
  %138 = select i1 %31, float %137, float 0.000000e+00
  %139 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 4
  %140 = bitcast i32 %139 to float
  %141 = select i1 %31, float %140, float 0.000000e+00
  %142 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 5
  %143 = bitcast i32 %142 to float
  %144 = select i1 %31, float %143, float 0.000000e+00
  %145 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 6
  %146 = bitcast i32 %145 to float
  %147 = select i1 %31, float %146, float 0.000000e+00
  %148 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 7
  %149 = bitcast i32 %148 to float
  %150 = select i1 %31, float %149, float 0.000000e+00
  %151 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 8
  %152 = bitcast i32 %151 to float
  %153 = select i1 %31, float %152, float 0.000000e+00
  %154 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 9
  %155 = bitcast i32 %154 to float
  %156 = select i1 %31, float %155, float 0.000000e+00
  %157 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 10
  %158 = bitcast i32 %157 to float
  %159 = select i1 %31, float %158, float 0.000000e+00
  %160 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 11
  %161 = bitcast i32 %160 to float
  %162 = select i1 %31, float %161, float 0.000000e+00
  %163 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 12
  %164 = bitcast i32 %163 to float
  %165 = select i1 %31, float %164, float 0.000000e+00
  %166 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 13
  %167 = bitcast i32 %166 to float
  %168 = select i1 %31, float %167, float 0.000000e+00
  %169 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 14
  %170 = bitcast i32 %169 to float
  %171 = select i1 %31, float %170, float 0.000000e+00
  %172 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 15
  %173 = bitcast i32 %172 to float
  %174 = select i1 %31, float %173, float 0.000000e+00
  %175 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 16
  %176 = bitcast i32 %175 to float
  %177 = select i1 %31, float %176, float 0.000000e+00
  %178 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 17
  %179 = bitcast i32 %178 to float
  %180 = select i1 %31, float %179, float 0.000000e+00
  %181 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 18
  %182 = bitcast i32 %181 to float
  %183 = select i1 %31, float %182, float 0.000000e+00
  %184 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 19
  %185 = bitcast i32 %184 to float
  %186 = select i1 %31, float %185, float 0.000000e+00
  %187 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 20
  %188 = bitcast i32 %187 to float
  %189 = select i1 %31, float %188, float 0.000000e+00
  %190 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 21
  %191 = bitcast i32 %190 to float
  %192 = select i1 %31, float %191, float 0.000000e+00
  %193 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 22
  %194 = bitcast i32 %193 to float
  %195 = select i1 %31, float %194, float 0.000000e+00
  %196 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 23
  %197 = bitcast i32 %196 to float
  %198 = select i1 %31, float %197, float 0.000000e+00
  %199 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 24
  %200 = bitcast i32 %199 to float
  %201 = select i1 %31, float %200, float 0.000000e+00
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 25
  %203 = bitcast i32 %202 to float
  %204 = select i1 %31, float %203, float 0.000000e+00
  %205 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 26
  %206 = bitcast i32 %205 to float
  %207 = select i1 %31, float %206, float 0.000000e+00
  %208 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 27
  %209 = bitcast i32 %208 to float
  %210 = select i1 %31, float %209, float 0.000000e+00
  %211 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 28
  %212 = bitcast i32 %211 to float
  %213 = select i1 %31, float %212, float 0.000000e+00
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 29
  %215 = bitcast i32 %214 to float
  %216 = select i1 %31, float %215, float 0.000000e+00
  %217 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 30
  %218 = bitcast i32 %217 to float
  %219 = select i1 %31, float %218, float 0.000000e+00
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %126, 31
  %221 = bitcast i32 %220 to float
  %222 = select i1 %31, float %221, float 0.000000e+00
  %223 = add i32 %125, 32
  %224 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %223) #4
  %225 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 0
  %226 = bitcast i32 %225 to float
  %227 = select i1 %31, float %226, float 0.000000e+00
  %228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 1
  %229 = bitcast i32 %228 to float
  %230 = select i1 %31, float %229, float 0.000000e+00
  %231 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 2
  %232 = bitcast i32 %231 to float
  %233 = select i1 %31, float %232, float 0.000000e+00
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 3
  %235 = bitcast i32 %234 to float
  %236 = select i1 %31, float %235, float 0.000000e+00
  %237 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 4
  %238 = bitcast i32 %237 to float
  %239 = select i1 %31, float %238, float 0.000000e+00
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 5
  %241 = bitcast i32 %240 to float
  %242 = select i1 %31, float %241, float 0.000000e+00
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 6
  %244 = bitcast i32 %243 to float
  %245 = select i1 %31, float %244, float 0.000000e+00
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 7
  %247 = bitcast i32 %246 to float
  %248 = select i1 %31, float %247, float 0.000000e+00
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 8
  %250 = bitcast i32 %249 to float
  %251 = select i1 %31, float %250, float 0.000000e+00
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 9
  %253 = bitcast i32 %252 to float
  %254 = select i1 %31, float %253, float 0.000000e+00
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 10
  %256 = bitcast i32 %255 to float
  %257 = select i1 %31, float %256, float 0.000000e+00
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 11
  %259 = bitcast i32 %258 to float
  %260 = select i1 %31, float %259, float 0.000000e+00
  %261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 12
  %262 = bitcast i32 %261 to float
  %263 = select i1 %31, float %262, float 0.000000e+00
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 13
  %265 = bitcast i32 %264 to float
  %266 = select i1 %31, float %265, float 0.000000e+00
  %267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 14
  %268 = bitcast i32 %267 to float
  %269 = select i1 %31, float %268, float 0.000000e+00
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 15
  %271 = bitcast i32 %270 to float
  %272 = select i1 %31, float %271, float 0.000000e+00
  %273 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 16
  %274 = bitcast i32 %273 to float
  %275 = select i1 %31, float %274, float 0.000000e+00
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 17
  %277 = bitcast i32 %276 to float
  %278 = select i1 %31, float %277, float 0.000000e+00
  %279 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 18
  %280 = bitcast i32 %279 to float
  %281 = select i1 %31, float %280, float 0.000000e+00
  %282 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 19
  %283 = bitcast i32 %282 to float
  %284 = select i1 %31, float %283, float 0.000000e+00
  %285 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 20
  %286 = bitcast i32 %285 to float
  %287 = select i1 %31, float %286, float 0.000000e+00
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 21
  %289 = bitcast i32 %288 to float
  %290 = select i1 %31, float %289, float 0.000000e+00
  %291 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 22
  %292 = bitcast i32 %291 to float
  %293 = select i1 %31, float %292, float 0.000000e+00
  %294 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 23
  %295 = bitcast i32 %294 to float
  %296 = select i1 %31, float %295, float 0.000000e+00
  %297 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 24
  %298 = bitcast i32 %297 to float
  %299 = select i1 %31, float %298, float 0.000000e+00
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 25
  %301 = bitcast i32 %300 to float
  %302 = select i1 %31, float %301, float 0.000000e+00
  %303 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 26
  %304 = bitcast i32 %303 to float
  %305 = select i1 %31, float %304, float 0.000000e+00
  %306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 27
  %307 = bitcast i32 %306 to float
  %308 = select i1 %31, float %307, float 0.000000e+00
  %309 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 28
  %310 = bitcast i32 %309 to float
  %311 = select i1 %31, float %310, float 0.000000e+00
  %312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 29
  %313 = bitcast i32 %312 to float
  %314 = select i1 %31, float %313, float 0.000000e+00
  %315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 30
  %316 = bitcast i32 %315 to float
  %317 = select i1 %31, float %316, float 0.000000e+00
  %318 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %224, 31
  %319 = bitcast i32 %318 to float
  %320 = select i1 %31, float %319, float 0.000000e+00
  %321 = add i32 %125, 64
  %322 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %321) #4
  %323 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 0
  %324 = bitcast i32 %323 to float
  %325 = select i1 %31, float %324, float 0.000000e+00
  %326 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 1
  %327 = bitcast i32 %326 to float
  %328 = select i1 %31, float %327, float 0.000000e+00
  %329 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 2
  %330 = bitcast i32 %329 to float
  %331 = select i1 %31, float %330, float 0.000000e+00
  %332 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 3
  %333 = bitcast i32 %332 to float
  %334 = select i1 %31, float %333, float 0.000000e+00
  %335 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 4
  %336 = bitcast i32 %335 to float
  %337 = select i1 %31, float %336, float 0.000000e+00
  %338 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 5
  %339 = bitcast i32 %338 to float
  %340 = select i1 %31, float %339, float 0.000000e+00
  %341 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 6
  %342 = bitcast i32 %341 to float
  %343 = select i1 %31, float %342, float 0.000000e+00
  %344 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 7
  %345 = bitcast i32 %344 to float
  %346 = select i1 %31, float %345, float 0.000000e+00
  %347 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 8
  %348 = bitcast i32 %347 to float
  %349 = select i1 %31, float %348, float 0.000000e+00
  %350 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 9
  %351 = bitcast i32 %350 to float
  %352 = select i1 %31, float %351, float 0.000000e+00
  %353 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 10
  %354 = bitcast i32 %353 to float
  %355 = select i1 %31, float %354, float 0.000000e+00
  %356 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 11
  %357 = bitcast i32 %356 to float
  %358 = select i1 %31, float %357, float 0.000000e+00
  %359 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 12
  %360 = bitcast i32 %359 to float
  %361 = select i1 %31, float %360, float 0.000000e+00
  %362 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 13
  %363 = bitcast i32 %362 to float
  %364 = select i1 %31, float %363, float 0.000000e+00
  %365 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 14
  %366 = bitcast i32 %365 to float
  %367 = select i1 %31, float %366, float 0.000000e+00
  %368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 15
  %369 = bitcast i32 %368 to float
  %370 = select i1 %31, float %369, float 0.000000e+00
  %371 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 16
  %372 = bitcast i32 %371 to float
  %373 = select i1 %31, float %372, float 0.000000e+00
  %374 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 17
  %375 = bitcast i32 %374 to float
  %376 = select i1 %31, float %375, float 0.000000e+00
  %377 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 18
  %378 = bitcast i32 %377 to float
  %379 = select i1 %31, float %378, float 0.000000e+00
  %380 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 19
  %381 = bitcast i32 %380 to float
  %382 = select i1 %31, float %381, float 0.000000e+00
  %383 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 20
  %384 = bitcast i32 %383 to float
  %385 = select i1 %31, float %384, float 0.000000e+00
  %386 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 21
  %387 = bitcast i32 %386 to float
  %388 = select i1 %31, float %387, float 0.000000e+00
  %389 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 22
  %390 = bitcast i32 %389 to float
  %391 = select i1 %31, float %390, float 0.000000e+00
  %392 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 23
  %393 = bitcast i32 %392 to float
  %394 = select i1 %31, float %393, float 0.000000e+00
  %395 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 24
  %396 = bitcast i32 %395 to float
  %397 = select i1 %31, float %396, float 0.000000e+00
  %398 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 25
  %399 = bitcast i32 %398 to float
  %400 = select i1 %31, float %399, float 0.000000e+00
  %401 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 26
  %402 = bitcast i32 %401 to float
  %403 = select i1 %31, float %402, float 0.000000e+00
  %404 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 27
  %405 = bitcast i32 %404 to float
  %406 = select i1 %31, float %405, float 0.000000e+00
  %407 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 28
  %408 = bitcast i32 %407 to float
  %409 = select i1 %31, float %408, float 0.000000e+00
  %410 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 29
  %411 = bitcast i32 %410 to float
  %412 = select i1 %31, float %411, float 0.000000e+00
  %413 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 30
  %414 = bitcast i32 %413 to float
  %415 = select i1 %31, float %414, float 0.000000e+00
  %416 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %322, 31
  %417 = bitcast i32 %416 to float
  %418 = select i1 %31, float %417, float 0.000000e+00
  %419 = add i32 %125, 96
  %420 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %419) #4
  %421 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 0
  %422 = bitcast i32 %421 to float
  %423 = select i1 %31, float %422, float 0.000000e+00
  %424 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 1
  %425 = bitcast i32 %424 to float
  %426 = select i1 %31, float %425, float 0.000000e+00
  %427 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 2
  %428 = bitcast i32 %427 to float
  %429 = select i1 %31, float %428, float 0.000000e+00
  %430 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 3
  %431 = bitcast i32 %430 to float
  %432 = select i1 %31, float %431, float 0.000000e+00
  %433 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 4
  %434 = bitcast i32 %433 to float
  %435 = select i1 %31, float %434, float 0.000000e+00
  %436 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 5
  %437 = bitcast i32 %436 to float
  %438 = select i1 %31, float %437, float 0.000000e+00
  %439 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 6
  %440 = bitcast i32 %439 to float
  %441 = select i1 %31, float %440, float 0.000000e+00
  %442 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 7
  %443 = bitcast i32 %442 to float
  %444 = select i1 %31, float %443, float 0.000000e+00
  %445 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 8
  %446 = bitcast i32 %445 to float
  %447 = select i1 %31, float %446, float 0.000000e+00
  %448 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 9
  %449 = bitcast i32 %448 to float
  %450 = select i1 %31, float %449, float 0.000000e+00
  %451 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 10
  %452 = bitcast i32 %451 to float
  %453 = select i1 %31, float %452, float 0.000000e+00
  %454 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 11
  %455 = bitcast i32 %454 to float
  %456 = select i1 %31, float %455, float 0.000000e+00
  %457 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 12
  %458 = bitcast i32 %457 to float
  %459 = select i1 %31, float %458, float 0.000000e+00
  %460 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 13
  %461 = bitcast i32 %460 to float
  %462 = select i1 %31, float %461, float 0.000000e+00
  %463 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 14
  %464 = bitcast i32 %463 to float
  %465 = select i1 %31, float %464, float 0.000000e+00
  %466 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 15
  %467 = bitcast i32 %466 to float
  %468 = select i1 %31, float %467, float 0.000000e+00
  %469 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 16
  %470 = bitcast i32 %469 to float
  %471 = select i1 %31, float %470, float 0.000000e+00
  %472 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 17
  %473 = bitcast i32 %472 to float
  %474 = select i1 %31, float %473, float 0.000000e+00
  %475 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 18
  %476 = bitcast i32 %475 to float
  %477 = select i1 %31, float %476, float 0.000000e+00
  %478 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 19
  %479 = bitcast i32 %478 to float
  %480 = select i1 %31, float %479, float 0.000000e+00
  %481 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 20
  %482 = bitcast i32 %481 to float
  %483 = select i1 %31, float %482, float 0.000000e+00
  %484 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 21
  %485 = bitcast i32 %484 to float
  %486 = select i1 %31, float %485, float 0.000000e+00
  %487 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 22
  %488 = bitcast i32 %487 to float
  %489 = select i1 %31, float %488, float 0.000000e+00
  %490 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 23
  %491 = bitcast i32 %490 to float
  %492 = select i1 %31, float %491, float 0.000000e+00
  %493 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 24
  %494 = bitcast i32 %493 to float
  %495 = select i1 %31, float %494, float 0.000000e+00
  %496 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 25
  %497 = bitcast i32 %496 to float
  %498 = select i1 %31, float %497, float 0.000000e+00
  %499 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 26
  %500 = bitcast i32 %499 to float
  %501 = select i1 %31, float %500, float 0.000000e+00
  %502 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 27
  %503 = bitcast i32 %502 to float
  %504 = select i1 %31, float %503, float 0.000000e+00
  %505 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 28
  %506 = bitcast i32 %505 to float
  %507 = select i1 %31, float %506, float 0.000000e+00
  %508 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 29
  %509 = bitcast i32 %508 to float
  %510 = select i1 %31, float %509, float 0.000000e+00
  %511 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 30
  %512 = bitcast i32 %511 to float
  %513 = select i1 %31, float %512, float 0.000000e+00
  %514 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %420, 31
  %515 = bitcast i32 %514 to float
  %516 = select i1 %31, float %515, float 0.000000e+00
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %70, label %517, label %518

517:                                              ; preds = %120
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %73) #4
  br label %518

518:                                              ; preds = %517, %120
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %24, label %519, label %520

519:                                              ; preds = %518
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196672) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196672) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196672) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196672) to i32), i32 48)) #4
  br label %520

520:                                              ; preds = %519, %518
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %24, label %521, label %522

521:                                              ; preds = %520
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 196736) to i32)) #4
  br label %522

522:                                              ; preds = %521, %520
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  %523 = shl nuw nsw i32 %121, 9
  %524 = shl nuw nsw i32 %7, 7
  %525 = and i32 %524, 16256
  %526 = shl nuw nsw i32 %7, 4
  %527 = and i32 %526, 112
  %528 = or disjoint i32 %527, %523
  %529 = or disjoint i32 %528, %525
  %530 = zext nneg i32 %529 to i64
  %531 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %530
  %532 = insertelement <4 x float> poison, float %129, i64 0
  %533 = insertelement <4 x float> %532, float %132, i64 1
  %534 = insertelement <4 x float> %533, float %135, i64 2
  %535 = insertelement <4 x float> %534, float %138, i64 3
  store <4 x float> %535, ptr addrspace(3) %531, align 16
  %536 = xor i32 %529, 16
  %537 = zext nneg i32 %536 to i64
  %538 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %537
  %539 = insertelement <4 x float> poison, float %141, i64 0
  %540 = insertelement <4 x float> %539, float %144, i64 1
  %541 = insertelement <4 x float> %540, float %147, i64 2
  %542 = insertelement <4 x float> %541, float %150, i64 3
  store <4 x float> %542, ptr addrspace(3) %538, align 16
  %543 = xor i32 %529, 32
  %544 = zext nneg i32 %543 to i64
  %545 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %544
  %546 = insertelement <4 x float> poison, float %153, i64 0
  %547 = insertelement <4 x float> %546, float %156, i64 1
  %548 = insertelement <4 x float> %547, float %159, i64 2
  %549 = insertelement <4 x float> %548, float %162, i64 3
  store <4 x float> %549, ptr addrspace(3) %545, align 16
  %550 = xor i32 %529, 48
  %551 = zext nneg i32 %550 to i64
  %552 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %551
  %553 = insertelement <4 x float> poison, float %165, i64 0
  %554 = insertelement <4 x float> %553, float %168, i64 1
  %555 = insertelement <4 x float> %554, float %171, i64 2
  %556 = insertelement <4 x float> %555, float %174, i64 3
  store <4 x float> %556, ptr addrspace(3) %552, align 16
  %557 = xor i32 %529, 64
  %558 = zext nneg i32 %557 to i64
  %559 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %558
  %560 = insertelement <4 x float> poison, float %177, i64 0
  %561 = insertelement <4 x float> %560, float %180, i64 1
  %562 = insertelement <4 x float> %561, float %183, i64 2
  %563 = insertelement <4 x float> %562, float %186, i64 3
  store <4 x float> %563, ptr addrspace(3) %559, align 16
  %564 = xor i32 %529, 80
  %565 = zext nneg i32 %564 to i64
  %566 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %565
  %567 = insertelement <4 x float> poison, float %189, i64 0
  %568 = insertelement <4 x float> %567, float %192, i64 1
  %569 = insertelement <4 x float> %568, float %195, i64 2
  %570 = insertelement <4 x float> %569, float %198, i64 3
  store <4 x float> %570, ptr addrspace(3) %566, align 16
  %571 = xor i32 %529, 96
  %572 = zext nneg i32 %571 to i64
  %573 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %572
  %574 = insertelement <4 x float> poison, float %201, i64 0
  %575 = insertelement <4 x float> %574, float %204, i64 1
  %576 = insertelement <4 x float> %575, float %207, i64 2
  %577 = insertelement <4 x float> %576, float %210, i64 3
  store <4 x float> %577, ptr addrspace(3) %573, align 16
  %578 = xor i32 %529, 112
  %579 = zext nneg i32 %578 to i64
  %580 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %579
  %581 = insertelement <4 x float> poison, float %213, i64 0
  %582 = insertelement <4 x float> %581, float %216, i64 1
  %583 = insertelement <4 x float> %582, float %219, i64 2
  %584 = insertelement <4 x float> %583, float %222, i64 3
  store <4 x float> %584, ptr addrspace(3) %580, align 16
  %585 = getelementptr i8, ptr addrspace(3) %531, i64 16384
  %586 = insertelement <4 x float> poison, float %227, i64 0
  %587 = insertelement <4 x float> %586, float %230, i64 1
  %588 = insertelement <4 x float> %587, float %233, i64 2
  %589 = insertelement <4 x float> %588, float %236, i64 3
  store <4 x float> %589, ptr addrspace(3) %585, align 16
  %590 = shl nuw nsw i32 %7, 9
  %591 = and i32 %590, 65536
  %592 = or disjoint i32 %527, %591
  %593 = or disjoint i32 %592, %524
  %594 = or i32 %593, 16384
  %595 = xor i32 %594, 16
  %596 = zext nneg i32 %595 to i64
  %597 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %596
  %598 = insertelement <4 x float> poison, float %239, i64 0
  %599 = insertelement <4 x float> %598, float %242, i64 1
  %600 = insertelement <4 x float> %599, float %245, i64 2
  %601 = insertelement <4 x float> %600, float %248, i64 3
  store <4 x float> %601, ptr addrspace(3) %597, align 16
  %602 = xor i32 %594, 32
  %603 = zext nneg i32 %602 to i64
  %604 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %603
  %605 = insertelement <4 x float> poison, float %251, i64 0
  %606 = insertelement <4 x float> %605, float %254, i64 1
  %607 = insertelement <4 x float> %606, float %257, i64 2
  %608 = insertelement <4 x float> %607, float %260, i64 3
  store <4 x float> %608, ptr addrspace(3) %604, align 16
  %609 = xor i32 %594, 48
  %610 = zext nneg i32 %609 to i64
  %611 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %610
  %612 = insertelement <4 x float> poison, float %263, i64 0
  %613 = insertelement <4 x float> %612, float %266, i64 1
  %614 = insertelement <4 x float> %613, float %269, i64 2
  %615 = insertelement <4 x float> %614, float %272, i64 3
  store <4 x float> %615, ptr addrspace(3) %611, align 16
  %616 = xor i32 %594, 64
  %617 = zext nneg i32 %616 to i64
  %618 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %617
  %619 = insertelement <4 x float> poison, float %275, i64 0
  %620 = insertelement <4 x float> %619, float %278, i64 1
  %621 = insertelement <4 x float> %620, float %281, i64 2
  %622 = insertelement <4 x float> %621, float %284, i64 3
  store <4 x float> %622, ptr addrspace(3) %618, align 16
  %623 = xor i32 %594, 80
  %624 = zext nneg i32 %623 to i64
  %625 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %624
  %626 = insertelement <4 x float> poison, float %287, i64 0
  %627 = insertelement <4 x float> %626, float %290, i64 1
  %628 = insertelement <4 x float> %627, float %293, i64 2
  %629 = insertelement <4 x float> %628, float %296, i64 3
  store <4 x float> %629, ptr addrspace(3) %625, align 16
  %630 = xor i32 %594, 96
  %631 = zext nneg i32 %630 to i64
  %632 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %631
  %633 = insertelement <4 x float> poison, float %299, i64 0
  %634 = insertelement <4 x float> %633, float %302, i64 1
  %635 = insertelement <4 x float> %634, float %305, i64 2
  %636 = insertelement <4 x float> %635, float %308, i64 3
  store <4 x float> %636, ptr addrspace(3) %632, align 16
  %637 = xor i32 %594, 112
  %638 = zext nneg i32 %637 to i64
  %639 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %638
  %640 = insertelement <4 x float> poison, float %311, i64 0
  %641 = insertelement <4 x float> %640, float %314, i64 1
  %642 = insertelement <4 x float> %641, float %317, i64 2
  %643 = insertelement <4 x float> %642, float %320, i64 3
  store <4 x float> %643, ptr addrspace(3) %639, align 16
  %644 = getelementptr i8, ptr addrspace(3) %531, i64 32768
  %645 = insertelement <4 x float> poison, float %325, i64 0
  %646 = insertelement <4 x float> %645, float %328, i64 1
  %647 = insertelement <4 x float> %646, float %331, i64 2
  %648 = insertelement <4 x float> %647, float %334, i64 3
  store <4 x float> %648, ptr addrspace(3) %644, align 16
  %649 = or disjoint i32 %592, %525
  %650 = xor i32 %649, 32784
  %651 = zext nneg i32 %650 to i64
  %652 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %651
  %653 = insertelement <4 x float> poison, float %337, i64 0
  %654 = insertelement <4 x float> %653, float %340, i64 1
  %655 = insertelement <4 x float> %654, float %343, i64 2
  %656 = insertelement <4 x float> %655, float %346, i64 3
  store <4 x float> %656, ptr addrspace(3) %652, align 16
  %657 = xor i32 %649, 32800
  %658 = zext nneg i32 %657 to i64
  %659 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %658
  %660 = insertelement <4 x float> poison, float %349, i64 0
  %661 = insertelement <4 x float> %660, float %352, i64 1
  %662 = insertelement <4 x float> %661, float %355, i64 2
  %663 = insertelement <4 x float> %662, float %358, i64 3
  store <4 x float> %663, ptr addrspace(3) %659, align 16
  %664 = xor i32 %649, 32816
  %665 = zext nneg i32 %664 to i64
  %666 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %665
  %667 = insertelement <4 x float> poison, float %361, i64 0
  %668 = insertelement <4 x float> %667, float %364, i64 1
  %669 = insertelement <4 x float> %668, float %367, i64 2
  %670 = insertelement <4 x float> %669, float %370, i64 3
  store <4 x float> %670, ptr addrspace(3) %666, align 16
  %671 = xor i32 %649, 32832
  %672 = zext nneg i32 %671 to i64
  %673 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %672
  %674 = insertelement <4 x float> poison, float %373, i64 0
  %675 = insertelement <4 x float> %674, float %376, i64 1
  %676 = insertelement <4 x float> %675, float %379, i64 2
  %677 = insertelement <4 x float> %676, float %382, i64 3
  store <4 x float> %677, ptr addrspace(3) %673, align 16
  %678 = xor i32 %649, 32848
  %679 = zext nneg i32 %678 to i64
  %680 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %679
  %681 = insertelement <4 x float> poison, float %385, i64 0
  %682 = insertelement <4 x float> %681, float %388, i64 1
  %683 = insertelement <4 x float> %682, float %391, i64 2
  %684 = insertelement <4 x float> %683, float %394, i64 3
  store <4 x float> %684, ptr addrspace(3) %680, align 16
  %685 = xor i32 %649, 32864
  %686 = zext nneg i32 %685 to i64
  %687 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %686
  %688 = insertelement <4 x float> poison, float %397, i64 0
  %689 = insertelement <4 x float> %688, float %400, i64 1
  %690 = insertelement <4 x float> %689, float %403, i64 2
  %691 = insertelement <4 x float> %690, float %406, i64 3
  store <4 x float> %691, ptr addrspace(3) %687, align 16
  %692 = xor i32 %649, 32880
  %693 = zext nneg i32 %692 to i64
  %694 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %693
  %695 = insertelement <4 x float> poison, float %409, i64 0
  %696 = insertelement <4 x float> %695, float %412, i64 1
  %697 = insertelement <4 x float> %696, float %415, i64 2
  %698 = insertelement <4 x float> %697, float %418, i64 3
  store <4 x float> %698, ptr addrspace(3) %694, align 16
  %699 = getelementptr i8, ptr addrspace(3) %531, i64 49152
  %700 = insertelement <4 x float> poison, float %423, i64 0
  %701 = insertelement <4 x float> %700, float %426, i64 1
  %702 = insertelement <4 x float> %701, float %429, i64 2
  %703 = insertelement <4 x float> %702, float %432, i64 3
  store <4 x float> %703, ptr addrspace(3) %699, align 16
  %704 = or i32 %593, 49152
  %705 = xor i32 %704, 16
  %706 = zext nneg i32 %705 to i64
  %707 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %706
  %708 = insertelement <4 x float> poison, float %435, i64 0
  %709 = insertelement <4 x float> %708, float %438, i64 1
  %710 = insertelement <4 x float> %709, float %441, i64 2
  %711 = insertelement <4 x float> %710, float %444, i64 3
  store <4 x float> %711, ptr addrspace(3) %707, align 16
  %712 = xor i32 %704, 32
  %713 = zext nneg i32 %712 to i64
  %714 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %713
  %715 = insertelement <4 x float> poison, float %447, i64 0
  %716 = insertelement <4 x float> %715, float %450, i64 1
  %717 = insertelement <4 x float> %716, float %453, i64 2
  %718 = insertelement <4 x float> %717, float %456, i64 3
  store <4 x float> %718, ptr addrspace(3) %714, align 16
  %719 = xor i32 %704, 48
  %720 = zext nneg i32 %719 to i64
  %721 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %720
  %722 = insertelement <4 x float> poison, float %459, i64 0
  %723 = insertelement <4 x float> %722, float %462, i64 1
  %724 = insertelement <4 x float> %723, float %465, i64 2
  %725 = insertelement <4 x float> %724, float %468, i64 3
  store <4 x float> %725, ptr addrspace(3) %721, align 16
  %726 = xor i32 %704, 64
  %727 = zext nneg i32 %726 to i64
  %728 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %727
  %729 = insertelement <4 x float> poison, float %471, i64 0
  %730 = insertelement <4 x float> %729, float %474, i64 1
  %731 = insertelement <4 x float> %730, float %477, i64 2
  %732 = insertelement <4 x float> %731, float %480, i64 3
  store <4 x float> %732, ptr addrspace(3) %728, align 16
  %733 = xor i32 %704, 80
  %734 = zext nneg i32 %733 to i64
  %735 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %734
  %736 = insertelement <4 x float> poison, float %483, i64 0
  %737 = insertelement <4 x float> %736, float %486, i64 1
  %738 = insertelement <4 x float> %737, float %489, i64 2
  %739 = insertelement <4 x float> %738, float %492, i64 3
  store <4 x float> %739, ptr addrspace(3) %735, align 16
  %740 = xor i32 %704, 96
  %741 = zext nneg i32 %740 to i64
  %742 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %741
  %743 = insertelement <4 x float> poison, float %495, i64 0
  %744 = insertelement <4 x float> %743, float %498, i64 1
  %745 = insertelement <4 x float> %744, float %501, i64 2
  %746 = insertelement <4 x float> %745, float %504, i64 3
  store <4 x float> %746, ptr addrspace(3) %742, align 16
  %747 = xor i32 %704, 112
  %748 = zext nneg i32 %747 to i64
  %749 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem, i64 %748
  %750 = insertelement <4 x float> poison, float %507, i64 0
  %751 = insertelement <4 x float> %750, float %510, i64 1
  %752 = insertelement <4 x float> %751, float %513, i64 2
  %753 = insertelement <4 x float> %752, float %516, i64 3
  store <4 x float> %753, ptr addrspace(3) %749, align 16
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %24, label %754, label %.critedge4

754:                                              ; preds = %522
  %755 = ptrtoint ptr %2 to i64
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %755, i32 %13, i32 %12, i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32)) #4
  %756 = or disjoint i32 %13, 32
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %755, i32 %756, i32 %12, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 16384)) #4
  %757 = or disjoint i32 %13, 64
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %755, i32 %757, i32 %12, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 32768)) #4
  %758 = or disjoint i32 %13, 96
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %755, i32 %758, i32 %12, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 49152)) #4
  %759 = or disjoint i32 %13, 128
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %755, i32 %759, i32 %12, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 65536)) #4
  %760 = or disjoint i32 %13, 160
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %755, i32 %760, i32 %12, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 81920)) #4
  %761 = or disjoint i32 %13, 192
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %755, i32 %761, i32 %12, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 98304)) #4
  %762 = or disjoint i32 %13, 224
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %755, i32 %762, i32 %12, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_splitk_dsmem to i32), i32 114688)) #4
  call void asm sideeffect "cp.async.bulk.commit_group;", "~{memory}"() #4
  call void asm sideeffect "cp.async.bulk.wait_group.read 0;", "~{memory}"() #4
  br label %.critedge4

.critedge4:                                       ; preds = %522, %754
  call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br label %.loopexit

.loopexit:                                        ; preds = %53, %33, %.critedge4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #1

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
