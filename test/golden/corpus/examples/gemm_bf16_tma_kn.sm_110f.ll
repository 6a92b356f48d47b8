; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_kn_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma_kn(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
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
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %27

27:                                               ; preds = %26, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %28, label %29

28:                                               ; preds = %27
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196672) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196672) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196672) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196672) to i32), i32 48)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %29

29:                                               ; preds = %28, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %25, label %30, label %31

30:                                               ; preds = %29
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196736) to i32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %31

31:                                               ; preds = %30, %29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %32 = icmp sgt i32 %5, 0
  %33 = icmp samesign ugt i32 %7, 255
  br i1 %33, label %34, label %75

34:                                               ; preds = %31
  %35 = icmp eq i32 %7, 256
  %or.cond = select i1 %35, i1 %32, i1 false
  br i1 %or.cond, label %.lr.ph6, label %.loopexit

.lr.ph6:                                          ; preds = %34
  %36 = ptrtoint ptr %0 to i64
  %37 = ptrtoint ptr %1 to i64
  %38 = or disjoint i32 %24, 64
  %39 = or disjoint i32 %24, 128
  %40 = or disjoint i32 %24, 192
  br label %41

41:                                               ; preds = %.lr.ph6, %56
  %42 = phi i32 [ 0, %.lr.ph6 ], [ %73, %56 ]
  %43 = lshr exact i32 %42, 6
  %44 = and i32 %43, 3
  %45 = lshr i32 %42, 8
  %46 = and i32 %45, 1
  %47 = xor i32 %46, 1
  %48 = shl nuw nsw i32 %44, 4
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196672), i64 %49
  %51 = ptrtoint ptr addrspace(3) %50 to i64
  %52 = trunc i64 %51 to i32
  br label %53

53:                                               ; preds = %53, %41
  %54 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %52, i32 %47) #4
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %53, label %56

56:                                               ; preds = %53
  %57 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608), i64 %49
  %58 = ptrtoint ptr addrspace(3) %57 to i64
  %59 = trunc i64 %58 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %59, i32 49152) #4
  %60 = shl nuw nsw i32 %44, 14
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 131072), i64 %61
  %63 = ptrtoint ptr addrspace(3) %62 to i64
  %64 = trunc i64 %63 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %64, i64 %36, i32 %42, i32 %23, i32 %59) #4
  %65 = shl nuw nsw i32 %44, 15
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 %66
  %68 = ptrtoint ptr addrspace(3) %67 to i64
  %69 = trunc i64 %68 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %69, i64 %37, i32 %24, i32 %42, i32 %59) #4
  %70 = add i32 %69, 8192
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %70, i64 %37, i32 %38, i32 %42, i32 %59) #4
  %71 = add i32 %69, 16384
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %71, i64 %37, i32 %39, i32 %42, i32 %59) #4
  %72 = add i32 %69, 24576
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %72, i64 %37, i32 %40, i32 %42, i32 %59) #4
  %73 = add i32 %42, 64
  %74 = icmp slt i32 %73, %5
  br i1 %74, label %41, label %.loopexit

75:                                               ; preds = %31
  %76 = icmp samesign ult i32 %7, 32
  br i1 %76, label %77, label %78

77:                                               ; preds = %75
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196752) to i32)) #4
  br label %78

78:                                               ; preds = %77, %75
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %79 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196752) to i32)) #4
  br i1 %32, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %78, %.critedge5
  %80 = phi i32 [ %128, %.critedge5 ], [ 0, %78 ]
  %81 = lshr exact i32 %80, 6
  %82 = and i32 %81, 3
  %83 = lshr i32 %80, 8
  %84 = and i32 %83, 1
  br i1 %25, label %85, label %.critedge5

85:                                               ; preds = %.lr.ph
  %86 = shl nuw nsw i32 %82, 4
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196608), i64 %87
  %89 = ptrtoint ptr addrspace(3) %88 to i64
  %90 = trunc i64 %89 to i32
  br label %91

91:                                               ; preds = %91, %85
  %92 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %90, i32 %84) #4
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %91, label %.critedge

.critedge:                                        ; preds = %91
  %94 = shl nuw nsw i32 %82, 15
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 %95
  %97 = ptrtoint ptr addrspace(3) %96 to i64
  %98 = shl nuw nsw i32 %82, 14
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 131072), i64 %99
  %101 = ptrtoint ptr addrspace(3) %100 to i64
  %102 = icmp ne i32 %80, 0
  %103 = zext i1 %102 to i32
  %104 = lshr exact i64 %101, 4
  %105 = and i64 %104, 16320
  %106 = or disjoint i64 %105, 4611756662049538048
  %107 = lshr exact i64 %97, 4
  %108 = and i64 %107, 16320
  %109 = or disjoint i64 %108, 4611756662083026944
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %79, i64 %106, i64 %109, i32 138478736, i32 %103) #4
  %110 = or disjoint i64 %105, 4611756662049538050
  %111 = add i64 %97, 2048
  %112 = lshr exact i64 %111, 4
  %113 = and i64 %112, 16320
  %114 = or disjoint i64 %113, 4611756662083026944
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %79, i64 %110, i64 %114, i32 138478736, i32 1) #4
  %115 = or disjoint i64 %105, 4611756662049538052
  %116 = add i64 %97, 4096
  %117 = lshr exact i64 %116, 4
  %118 = and i64 %117, 16320
  %119 = or disjoint i64 %118, 4611756662083026944
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %79, i64 %115, i64 %119, i32 138478736, i32 1) #4
  %120 = or disjoint i64 %105, 4611756662049538054
  %121 = add i64 %97, 6144
  %122 = lshr exact i64 %121, 4
  %123 = and i64 %122, 16320
  %124 = or disjoint i64 %123, 4611756662083026944
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %79, i64 %120, i64 %124, i32 138478736, i32 1) #4
  %125 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196672), i64 %87
  %126 = ptrtoint ptr addrspace(3) %125 to i64
  %127 = trunc i64 %126 to i32
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %127) #4
  br label %.critedge5

.critedge5:                                       ; preds = %.lr.ph, %.critedge
  %128 = add i32 %80, 64
  %129 = icmp slt i32 %128, %5
  br i1 %129, label %.lr.ph, label %._crit_edge

._crit_edge:                                      ; preds = %.critedge5, %78
  br i1 %25, label %130, label %.preheader

130:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196736) to i32)) #4
  br label %.preheader

.preheader:                                       ; preds = %130, %._crit_edge
  br label %131

131:                                              ; preds = %.preheader, %131
  %132 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196736) to i32), i32 0) #4
  %133 = icmp eq i32 %132, 0
  br i1 %133, label %131, label %134

134:                                              ; preds = %131
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %135 = and i32 %7, 128
  %136 = shl nuw nsw i32 %7, 16
  %137 = and i32 %136, 6291456
  %138 = or disjoint i32 %137, %135
  %139 = add i32 %138, %79
  %140 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %139) #4
  %141 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 0
  %142 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 1
  %143 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 2
  %144 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 3
  %145 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 4
  %146 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 5
  %147 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 6
  %148 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 7
  %149 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 8
  %150 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 9
  %151 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 10
  %152 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 11
  %153 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 12
  %154 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 13
  %155 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 14
  %156 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 15
  %157 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 16
  %158 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 17
  %159 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 18
  %160 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 19
  %161 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 20
  %162 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 21
  %163 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 22
  %164 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 23
  %165 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 24
  %166 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 25
  %167 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 26
  %168 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 27
  %169 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 28
  %170 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 29
  %171 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 30
  %172 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %140, 31
  %173 = add i32 %139, 32
  %174 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %173) #4
  %175 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 0
  %176 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 1
  %177 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 2
  %178 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 3
  %179 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 4
  %180 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 5
  %181 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 6
  %182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 7
  %183 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 8
  %184 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 9
  %185 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 10
  %186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 11
  %187 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 12
  %188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 13
  %189 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 14
  %190 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 15
  %191 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 16
  %192 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 17
  %193 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 18
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 19
  %195 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 20
  %196 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 21
  %197 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 22
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 23
  %199 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 24
  %200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 25
  %201 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 26
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 27
  %203 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 28
  %204 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 29
  %205 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 30
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %174, 31
  %207 = add i32 %139, 64
  %208 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %207) #4
  %209 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 0
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 1
  %211 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 2
  %212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 3
  %213 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 4
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 5
  %215 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 6
  %216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 7
  %217 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 8
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 9
  %219 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 10
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 11
  %221 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 12
  %222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 13
  %223 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 14
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 15
  %225 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 16
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 17
  %227 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 18
  %228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 19
  %229 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 20
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 21
  %231 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 22
  %232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 23
  %233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 24
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 25
  %235 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 26
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 27
  %237 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 28
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 29
  %239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 30
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %208, 31
  %241 = add i32 %139, 96
  %242 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %241) #4
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 0
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 1
  %245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 2
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 3
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 4
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 5
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 6
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 7
  %251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 8
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 9
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 10
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 11
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 12
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 13
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 14
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 15
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 16
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 17
  %261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 18
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 19
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 20
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 21
  %265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 22
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 23
  %267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 24
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 25
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 26
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 27
  %271 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 28
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 29
  %273 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 30
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %242, 31
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %76, label %275, label %276

275:                                              ; preds = %134
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %79) #4
  br label %276

276:                                              ; preds = %275, %134
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %25, label %277, label %278

277:                                              ; preds = %276
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196672) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196672) to i32), i32 16)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196672) to i32), i32 32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196672) to i32), i32 48)) #4
  br label %278

278:                                              ; preds = %277, %276
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %25, label %279, label %280

279:                                              ; preds = %278
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_kn_dsmem, i64 196736) to i32)) #4
  br label %280

280:                                              ; preds = %279, %278
  %281 = and i32 %7, 127
  %282 = or disjoint i32 %23, %281
  %283 = mul i32 %282, %4
  %284 = or disjoint i32 %24, %135
  %285 = add i32 %283, %284
  %286 = sext i32 %285 to i64
  %287 = getelementptr float, ptr addrspace(1) %2, i64 %286
  %288 = icmp slt i32 %282, %3
  %289 = icmp slt i32 %284, %4
  %290 = and i1 %288, %289
  %291 = or disjoint i32 %284, 1
  %292 = icmp slt i32 %291, %4
  %293 = and i1 %288, %292
  %294 = or disjoint i32 %284, 2
  %295 = icmp slt i32 %294, %4
  %296 = and i1 %288, %295
  %297 = or disjoint i32 %284, 3
  %298 = icmp slt i32 %297, %4
  %299 = ptrtoint ptr addrspace(1) %287 to i64
  %300 = and i64 %299, 15
  %301 = icmp eq i64 %300, 0
  %302 = and i1 %290, %301
  %303 = and i1 %295, %302
  %304 = and i1 %298, %302
  %305 = xor i1 %290, %304
  %306 = xor i1 %293, %304
  %307 = xor i1 %296, %304
  %308 = xor i1 %288, %303
  %309 = and i1 %298, %308
  %310 = zext i1 %304 to i32
  %311 = select i1 %32, i32 %141, i32 0
  %312 = select i1 %32, i32 %142, i32 0
  %313 = select i1 %32, i32 %143, i32 0
  %314 = select i1 %32, i32 %144, i32 0
  %315 = zext i1 %305 to i32
  %316 = zext i1 %306 to i32
  %317 = zext i1 %307 to i32
  %318 = zext i1 %309 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %310, i32 %311, i32 %312, i32 %313, i32 %314, ptr addrspace(1) %287, i32 %315, i32 %316, i32 %317, i32 %318) #4
  %319 = or disjoint i32 %284, 4
  %320 = add i32 %283, %319
  %321 = sext i32 %320 to i64
  %322 = getelementptr float, ptr addrspace(1) %2, i64 %321
  %323 = icmp slt i32 %319, %4
  %324 = and i1 %288, %323
  %325 = or disjoint i32 %284, 5
  %326 = icmp slt i32 %325, %4
  %327 = and i1 %288, %326
  %328 = or disjoint i32 %284, 6
  %329 = icmp slt i32 %328, %4
  %330 = and i1 %288, %329
  %331 = or disjoint i32 %284, 7
  %332 = icmp slt i32 %331, %4
  %333 = ptrtoint ptr addrspace(1) %322 to i64
  %334 = and i64 %333, 15
  %335 = icmp eq i64 %334, 0
  %336 = and i1 %324, %335
  %337 = and i1 %329, %336
  %338 = and i1 %332, %336
  %339 = xor i1 %324, %338
  %340 = xor i1 %327, %338
  %341 = xor i1 %330, %338
  %342 = xor i1 %288, %337
  %343 = and i1 %332, %342
  %344 = zext i1 %338 to i32
  %345 = select i1 %32, i32 %145, i32 0
  %346 = select i1 %32, i32 %146, i32 0
  %347 = select i1 %32, i32 %147, i32 0
  %348 = select i1 %32, i32 %148, i32 0
  %349 = zext i1 %339 to i32
  %350 = zext i1 %340 to i32
  %351 = zext i1 %341 to i32
  %352 = zext i1 %343 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %344, i32 %345, i32 %346, i32 %347, i32 %348, ptr addrspace(1) %322, i32 %349, i32 %350, i32 %351, i32 %352) #4
  %353 = or disjoint i32 %284, 8
  %354 = add i32 %283, %353
  %355 = sext i32 %354 to i64
  %356 = getelementptr float, ptr addrspace(1) %2, i64 %355
  %357 = icmp slt i32 %353, %4
  %358 = and i1 %288, %357
  %359 = or disjoint i32 %284, 9
  %360 = icmp slt i32 %359, %4
  %361 = and i1 %288, %360
  %362 = or disjoint i32 %284, 10
  %363 = icmp slt i32 %362, %4
  %364 = and i1 %288, %363
  %365 = or disjoint i32 %284, 11
  %366 = icmp slt i32 %365, %4
  %367 = ptrtoint ptr addrspace(1) %356 to i64
  %368 = and i64 %367, 15
  %369 = icmp eq i64 %368, 0
  %370 = and i1 %358, %369
  %371 = and i1 %363, %370
  %372 = and i1 %366, %370
  %373 = xor i1 %358, %372
  %374 = xor i1 %361, %372
  %375 = xor i1 %364, %372
  %376 = xor i1 %288, %371
  %377 = and i1 %366, %376
  %378 = zext i1 %372 to i32
  %379 = select i1 %32, i32 %149, i32 0
  %380 = select i1 %32, i32 %150, i32 0
  %381 = select i1 %32, i32 %151, i32 0
  %382 = select i1 %32, i32 %152, i32 0
  %383 = zext i1 %373 to i32
  %384 = zext i1 %374 to i32
  %385 = zext i1 %375 to i32
  %386 = zext i1 %377 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %378, i32 %379, i32 %380, i32 %381, i32 %382, ptr addrspace(1) %356, i32 %383, i32 %384, i32 %385, i32 %386) #4
  %387 = or disjoint i32 %284, 12
  %388 = add i32 %283, %387
  %389 = sext i32 %388 to i64
  %390 = getelementptr float, ptr addrspace(1) %2, i64 %389
  %391 = icmp slt i32 %387, %4
  %392 = and i1 %288, %391
  %393 = or disjoint i32 %284, 13
  %394 = icmp slt i32 %393, %4
  %395 = and i1 %288, %394
  %396 = or disjoint i32 %284, 14
  %397 = icmp slt i32 %396, %4
  %398 = and i1 %288, %397
  %399 = or disjoint i32 %284, 15
  %400 = icmp slt i32 %399, %4
  %401 = ptrtoint ptr addrspace(1) %390 to i64
  %402 = and i64 %401, 15
  %403 = icmp eq i64 %402, 0
  %404 = and i1 %392, %403
  %405 = and i1 %397, %404
  %406 = and i1 %400, %404
  %407 = xor i1 %392, %406
  %408 = xor i1 %395, %406
  %409 = xor i1 %398, %406
  %410 = xor i1 %288, %405
  %411 = and i1 %400, %410
  %412 = zext i1 %406 to i32
  %413 = select i1 %32, i32 %153, i32 0
  %414 = select i1 %32, i32 %154, i32 0
  %415 = select i1 %32, i32 %155, i32 0
  %416 = select i1 %32, i32 %156, i32 0
  %417 = zext i1 %407 to i32
  %418 = zext i1 %408 to i32
  %419 = zext i1 %409 to i32
  %420 = zext i1 %411 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %412, i32 %413, i32 %414, i32 %415, i32 %416, ptr addrspace(1) %390, i32 %417, i32 %418, i32 %419, i32 %420) #4
  %421 = or disjoint i32 %284, 16
  %422 = add i32 %283, %421
  %423 = sext i32 %422 to i64
  %424 = getelementptr float, ptr addrspace(1) %2, i64 %423
  %425 = icmp slt i32 %421, %4
  %426 = and i1 %288, %425
  %427 = or disjoint i32 %284, 17
  %428 = icmp slt i32 %427, %4
  %429 = and i1 %288, %428
  %430 = or disjoint i32 %284, 18
  %431 = icmp slt i32 %430, %4
  %432 = and i1 %288, %431
  %433 = or disjoint i32 %284, 19
  %434 = icmp slt i32 %433, %4
  %435 = ptrtoint ptr addrspace(1) %424 to i64
  %436 = and i64 %435, 15
  %437 = icmp eq i64 %436, 0
  %438 = and i1 %426, %437
  %439 = and i1 %431, %438
  %440 = and i1 %434, %438
  %441 = xor i1 %426, %440
  %442 = xor i1 %429, %440
  %443 = xor i1 %432, %440
  %444 = xor i1 %288, %439
  %445 = and i1 %434, %444
  %446 = zext i1 %440 to i32
  %447 = select i1 %32, i32 %157, i32 0
  %448 = select i1 %32, i32 %158, i32 0
  %449 = select i1 %32, i32 %159, i32 0
  %450 = select i1 %32, i32 %160, i32 0
  %451 = zext i1 %441 to i32
  %452 = zext i1 %442 to i32
  %453 = zext i1 %443 to i32
  %454 = zext i1 %445 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %446, i32 %447, i32 %448, i32 %449, i32 %450, ptr addrspace(1) %424, i32 %451, i32 %452, i32 %453, i32 %454) #4
  %455 = or disjoint i32 %284, 20
  %456 = add i32 %283, %455
  %457 = sext i32 %456 to i64
  %458 = getelementptr float, ptr addrspace(1) %2, i64 %457
  %459 = icmp slt i32 %455, %4
  %460 = and i1 %288, %459
  %461 = or disjoint i32 %284, 21
  %462 = icmp slt i32 %461, %4
  %463 = and i1 %288, %462
  %464 = or disjoint i32 %284, 22
  %465 = icmp slt i32 %464, %4
  %466 = and i1 %288, %465
  %467 = or disjoint i32 %284, 23
  %468 = icmp slt i32 %467, %4
  %469 = ptrtoint ptr addrspace(1) %458 to i64
  %470 = and i64 %469, 15
  %471 = icmp eq i64 %470, 0
  %472 = and i1 %460, %471
  %473 = and i1 %465, %472
  %474 = and i1 %468, %472
  %475 = xor i1 %460, %474
  %476 = xor i1 %463, %474
  %477 = xor i1 %466, %474
  %478 = xor i1 %288, %473
  %479 = and i1 %468, %478
  %480 = zext i1 %474 to i32
  %481 = select i1 %32, i32 %161, i32 0
  %482 = select i1 %32, i32 %162, i32 0
  %483 = select i1 %32, i32 %163, i32 0
  %484 = select i1 %32, i32 %164, i32 0
  %485 = zext i1 %475 to i32
  %486 = zext i1 %476 to i32
  %487 = zext i1 %477 to i32
  %488 = zext i1 %479 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %480, i32 %481, i32 %482, i32 %483, i32 %484, ptr addrspace(1) %458, i32 %485, i32 %486, i32 %487, i32 %488) #4
  %489 = or disjoint i32 %284, 24
  %490 = add i32 %283, %489
  %491 = sext i32 %490 to i64
  %492 = getelementptr float, ptr addrspace(1) %2, i64 %491
  %493 = icmp slt i32 %489, %4
  %494 = and i1 %288, %493
  %495 = or disjoint i32 %284, 25
  %496 = icmp slt i32 %495, %4
  %497 = and i1 %288, %496
  %498 = or disjoint i32 %284, 26
  %499 = icmp slt i32 %498, %4
  %500 = and i1 %288, %499
  %501 = or disjoint i32 %284, 27
  %502 = icmp slt i32 %501, %4
  %503 = ptrtoint ptr addrspace(1) %492 to i64
  %504 = and i64 %503, 15
  %505 = icmp eq i64 %504, 0
  %506 = and i1 %494, %505
  %507 = and i1 %499, %506
  %508 = and i1 %502, %506
  %509 = xor i1 %494, %508
  %510 = xor i1 %497, %508
  %511 = xor i1 %500, %508
  %512 = xor i1 %288, %507
  %513 = and i1 %502, %512
  %514 = zext i1 %508 to i32
  %515 = select i1 %32, i32 %165, i32 0
  %516 = select i1 %32, i32 %166, i32 0
  %517 = select i1 %32, i32 %167, i32 0
  %518 = select i1 %32, i32 %168, i32 0
  %519 = zext i1 %509 to i32
  %520 = zext i1 %510 to i32
  %521 = zext i1 %511 to i32
  %522 = zext i1 %513 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %514, i32 %515, i32 %516, i32 %517, i32 %518, ptr addrspace(1) %492, i32 %519, i32 %520, i32 %521, i32 %522) #4
  %523 = or disjoint i32 %284, 28
  %524 = add i32 %283, %523
  %525 = sext i32 %524 to i64
  %526 = getelementptr float, ptr addrspace(1) %2, i64 %525
  %527 = icmp slt i32 %523, %4
  %528 = and i1 %288, %527
  %529 = or disjoint i32 %284, 29
  %530 = icmp slt i32 %529, %4
  %531 = and i1 %288, %530
  %532 = or disjoint i32 %284, 30
  %533 = icmp slt i32 %532, %4
  %534 = and i1 %288, %533
  %535 = or disjoint i32 %284, 31
  %536 = icmp slt i32 %535, %4
  %537 = ptrtoint ptr addrspace(1) %526 to i64
  %538 = and i64 %537, 15
  %539 = icmp eq i64 %538, 0
  %540 = and i1 %528, %539
  %541 = and i1 %533, %540
  %542 = and i1 %536, %540
  %543 = xor i1 %528, %542
  %544 = xor i1 %531, %542
  %545 = xor i1 %534, %542
  %546 = xor i1 %288, %541
  %547 = and i1 %536, %546
  %548 = zext i1 %542 to i32
  %549 = select i1 %32, i32 %169, i32 0
  %550 = select i1 %32, i32 %170, i32 0
  %551 = select i1 %32, i32 %171, i32 0
  %552 = select i1 %32, i32 %172, i32 0
  %553 = zext i1 %543 to i32
  %554 = zext i1 %544 to i32
  %555 = zext i1 %545 to i32
  %556 = zext i1 %547 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %548, i32 %549, i32 %550, i32 %551, i32 %552, ptr addrspace(1) %526, i32 %553, i32 %554, i32 %555, i32 %556) #4
  %557 = or disjoint i32 %284, 32
  %558 = add i32 %283, %557
  %559 = sext i32 %558 to i64
  %560 = getelementptr float, ptr addrspace(1) %2, i64 %559
  %561 = icmp slt i32 %557, %4
  %562 = and i1 %288, %561
  %563 = or disjoint i32 %284, 33
  %564 = icmp slt i32 %563, %4
  %565 = and i1 %288, %564
  %566 = or disjoint i32 %284, 34
  %567 = icmp slt i32 %566, %4
  %568 = and i1 %288, %567
  %569 = or disjoint i32 %284, 35
  %570 = icmp slt i32 %569, %4
  %571 = ptrtoint ptr addrspace(1) %560 to i64
  %572 = and i64 %571, 15
  %573 = icmp eq i64 %572, 0
  %574 = and i1 %562, %573
  %575 = and i1 %567, %574
  %576 = and i1 %570, %574
  %577 = xor i1 %562, %576
  %578 = xor i1 %565, %576
  %579 = xor i1 %568, %576
  %580 = xor i1 %288, %575
  %581 = and i1 %570, %580
  %582 = zext i1 %576 to i32
  %583 = select i1 %32, i32 %175, i32 0
  %584 = select i1 %32, i32 %176, i32 0
  %585 = select i1 %32, i32 %177, i32 0
  %586 = select i1 %32, i32 %178, i32 0
  %587 = zext i1 %577 to i32
  %588 = zext i1 %578 to i32
  %589 = zext i1 %579 to i32
  %590 = zext i1 %581 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %582, i32 %583, i32 %584, i32 %585, i32 %586, ptr addrspace(1) %560, i32 %587, i32 %588, i32 %589, i32 %590) #4
  %591 = or disjoint i32 %284, 36
  %592 = add i32 %283, %591
  %593 = sext i32 %592 to i64
  %594 = getelementptr float, ptr addrspace(1) %2, i64 %593
  %595 = icmp slt i32 %591, %4
  %596 = and i1 %288, %595
  %597 = or disjoint i32 %284, 37
  %598 = icmp slt i32 %597, %4
  %599 = and i1 %288, %598
  %600 = or disjoint i32 %284, 38
  %601 = icmp slt i32 %600, %4
  %602 = and i1 %288, %601
  %603 = or disjoint i32 %284, 39
  %604 = icmp slt i32 %603, %4
  %605 = ptrtoint ptr addrspace(1) %594 to i64
  %606 = and i64 %605, 15
  %607 = icmp eq i64 %606, 0
  %608 = and i1 %596, %607
  %609 = and i1 %601, %608
  %610 = and i1 %604, %608
  %611 = xor i1 %596, %610
  %612 = xor i1 %599, %610
  %613 = xor i1 %602, %610
  %614 = xor i1 %288, %609
  %615 = and i1 %604, %614
  %616 = zext i1 %610 to i32
  %617 = select i1 %32, i32 %179, i32 0
  %618 = select i1 %32, i32 %180, i32 0
  %619 = select i1 %32, i32 %181, i32 0
  %620 = select i1 %32, i32 %182, i32 0
  %621 = zext i1 %611 to i32
  %622 = zext i1 %612 to i32
  %623 = zext i1 %613 to i32
  %624 = zext i1 %615 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %616, i32 %617, i32 %618, i32 %619, i32 %620, ptr addrspace(1) %594, i32 %621, i32 %622, i32 %623, i32 %624) #4
  %625 = or disjoint i32 %284, 40
  %626 = add i32 %283, %625
  %627 = sext i32 %626 to i64
  %628 = getelementptr float, ptr addrspace(1) %2, i64 %627
  %629 = icmp slt i32 %625, %4
  %630 = and i1 %288, %629
  %631 = or disjoint i32 %284, 41
  %632 = icmp slt i32 %631, %4
  %633 = and i1 %288, %632
  %634 = or disjoint i32 %284, 42
  %635 = icmp slt i32 %634, %4
  %636 = and i1 %288, %635
  %637 = or disjoint i32 %284, 43
  %638 = icmp slt i32 %637, %4
  %639 = ptrtoint ptr addrspace(1) %628 to i64
  %640 = and i64 %639, 15
  %641 = icmp eq i64 %640, 0
  %642 = and i1 %630, %641
  %643 = and i1 %635, %642
  %644 = and i1 %638, %642
  %645 = xor i1 %630, %644
  %646 = xor i1 %633, %644
  %647 = xor i1 %636, %644
  %648 = xor i1 %288, %643
  %649 = and i1 %638, %648
  %650 = zext i1 %644 to i32
  %651 = select i1 %32, i32 %183, i32 0
  %652 = select i1 %32, i32 %184, i32 0
  %653 = select i1 %32, i32 %185, i32 0
  %654 = select i1 %32, i32 %186, i32 0
  %655 = zext i1 %645 to i32
  %656 = zext i1 %646 to i32
  %657 = zext i1 %647 to i32
  %658 = zext i1 %649 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %650, i32 %651, i32 %652, i32 %653, i32 %654, ptr addrspace(1) %628, i32 %655, i32 %656, i32 %657, i32 %658) #4
  %659 = or disjoint i32 %284, 44
  %660 = add i32 %283, %659
  %661 = sext i32 %660 to i64
  %662 = getelementptr float, ptr addrspace(1) %2, i64 %661
  %663 = icmp slt i32 %659, %4
  %664 = and i1 %288, %663
  %665 = or disjoint i32 %284, 45
  %666 = icmp slt i32 %665, %4
  %667 = and i1 %288, %666
  %668 = or disjoint i32 %284, 46
  %669 = icmp slt i32 %668, %4
  %670 = and i1 %288, %669
  %671 = or disjoint i32 %284, 47
  %672 = icmp slt i32 %671, %4
  %673 = ptrtoint ptr addrspace(1) %662 to i64
  %674 = and i64 %673, 15
  %675 = icmp eq i64 %674, 0
  %676 = and i1 %664, %675
  %677 = and i1 %669, %676
  %678 = and i1 %672, %676
  %679 = xor i1 %664, %678
  %680 = xor i1 %667, %678
  %681 = xor i1 %670, %678
  %682 = xor i1 %288, %677
  %683 = and i1 %672, %682
  %684 = zext i1 %678 to i32
  %685 = select i1 %32, i32 %187, i32 0
  %686 = select i1 %32, i32 %188, i32 0
  %687 = select i1 %32, i32 %189, i32 0
  %688 = select i1 %32, i32 %190, i32 0
  %689 = zext i1 %679 to i32
  %690 = zext i1 %680 to i32
  %691 = zext i1 %681 to i32
  %692 = zext i1 %683 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %684, i32 %685, i32 %686, i32 %687, i32 %688, ptr addrspace(1) %662, i32 %689, i32 %690, i32 %691, i32 %692) #4
  %693 = or disjoint i32 %284, 48
  %694 = add i32 %283, %693
  %695 = sext i32 %694 to i64
  %696 = getelementptr float, ptr addrspace(1) %2, i64 %695
  %697 = icmp slt i32 %693, %4
  %698 = and i1 %288, %697
  %699 = or disjoint i32 %284, 49
  %700 = icmp slt i32 %699, %4
  %701 = and i1 %288, %700
  %702 = or disjoint i32 %284, 50
  %703 = icmp slt i32 %702, %4
  %704 = and i1 %288, %703
  %705 = or disjoint i32 %284, 51
  %706 = icmp slt i32 %705, %4
  %707 = ptrtoint ptr addrspace(1) %696 to i64
  %708 = and i64 %707, 15
  %709 = icmp eq i64 %708, 0
  %710 = and i1 %698, %709
  %711 = and i1 %703, %710
  %712 = and i1 %706, %710
  %713 = xor i1 %698, %712
  %714 = xor i1 %701, %712
  %715 = xor i1 %704, %712
  %716 = xor i1 %288, %711
  %717 = and i1 %706, %716
  %718 = zext i1 %712 to i32
  %719 = select i1 %32, i32 %191, i32 0
  %720 = select i1 %32, i32 %192, i32 0
  %721 = select i1 %32, i32 %193, i32 0
  %722 = select i1 %32, i32 %194, i32 0
  %723 = zext i1 %713 to i32
  %724 = zext i1 %714 to i32
  %725 = zext i1 %715 to i32
  %726 = zext i1 %717 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %718, i32 %719, i32 %720, i32 %721, i32 %722, ptr addrspace(1) %696, i32 %723, i32 %724, i32 %725, i32 %726) #4
  %727 = or disjoint i32 %284, 52
  %728 = add i32 %283, %727
  %729 = sext i32 %728 to i64
  %730 = getelementptr float, ptr addrspace(1) %2, i64 %729
  %731 = icmp slt i32 %727, %4
  %732 = and i1 %288, %731
  %733 = or disjoint i32 %284, 53
  %734 = icmp slt i32 %733, %4
  %735 = and i1 %288, %734
  %736 = or disjoint i32 %284, 54
  %737 = icmp slt i32 %736, %4
  %738 = and i1 %288, %737
  %739 = or disjoint i32 %284, 55
  %740 = icmp slt i32 %739, %4
  %741 = ptrtoint ptr addrspace(1) %730 to i64
  %742 = and i64 %741, 15
  %743 = icmp eq i64 %742, 0
  %744 = and i1 %732, %743
  %745 = and i1 %737, %744
  %746 = and i1 %740, %744
  %747 = xor i1 %732, %746
  %748 = xor i1 %735, %746
  %749 = xor i1 %738, %746
  %750 = xor i1 %288, %745
  %751 = and i1 %740, %750
  %752 = zext i1 %746 to i32
  %753 = select i1 %32, i32 %195, i32 0
  %754 = select i1 %32, i32 %196, i32 0
  %755 = select i1 %32, i32 %197, i32 0
  %756 = select i1 %32, i32 %198, i32 0
  %757 = zext i1 %747 to i32
  %758 = zext i1 %748 to i32
  %759 = zext i1 %749 to i32
  %760 = zext i1 %751 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %752, i32 %753, i32 %754, i32 %755, i32 %756, ptr addrspace(1) %730, i32 %757, i32 %758, i32 %759, i32 %760) #4
  %761 = or disjoint i32 %284, 56
  %762 = add i32 %283, %761
  %763 = sext i32 %762 to i64
  %764 = getelementptr float, ptr addrspace(1) %2, i64 %763
  %765 = icmp slt i32 %761, %4
  %766 = and i1 %288, %765
  %767 = or disjoint i32 %284, 57
  %768 = icmp slt i32 %767, %4
  %769 = and i1 %288, %768
  %770 = or disjoint i32 %284, 58
  %771 = icmp slt i32 %770, %4
  %772 = and i1 %288, %771
  %773 = or disjoint i32 %284, 59
  %774 = icmp slt i32 %773, %4
  %775 = ptrtoint ptr addrspace(1) %764 to i64
  %776 = and i64 %775, 15
  %777 = icmp eq i64 %776, 0
  %778 = and i1 %766, %777
  %779 = and i1 %771, %778
  %780 = and i1 %774, %778
  %781 = xor i1 %766, %780
  %782 = xor i1 %769, %780
  %783 = xor i1 %772, %780
  %784 = xor i1 %288, %779
  %785 = and i1 %774, %784
  %786 = zext i1 %780 to i32
  %787 = select i1 %32, i32 %199, i32 0
  %788 = select i1 %32, i32 %200, i32 0
  %789 = select i1 %32, i32 %201, i32 0
  %790 = select i1 %32, i32 %202, i32 0
  %791 = zext i1 %781 to i32
  %792 = zext i1 %782 to i32
  %793 = zext i1 %783 to i32
  %794 = zext i1 %785 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %786, i32 %787, i32 %788, i32 %789, i32 %790, ptr addrspace(1) %764, i32 %791, i32 %792, i32 %793, i32 %794) #4
  %795 = or disjoint i32 %284, 60
  %796 = add i32 %283, %795
  %797 = sext i32 %796 to i64
  %798 = getelementptr float, ptr addrspace(1) %2, i64 %797
  %799 = icmp slt i32 %795, %4
  %800 = and i1 %288, %799
  %801 = or disjoint i32 %284, 61
  %802 = icmp slt i32 %801, %4
  %803 = and i1 %288, %802
  %804 = or disjoint i32 %284, 62
  %805 = icmp slt i32 %804, %4
  %806 = and i1 %288, %805
  %807 = or disjoint i32 %284, 63
  %808 = icmp slt i32 %807, %4
  %809 = ptrtoint ptr addrspace(1) %798 to i64
  %810 = and i64 %809, 15
  %811 = icmp eq i64 %810, 0
  %812 = and i1 %800, %811
  %813 = and i1 %805, %812
  %814 = and i1 %808, %812
  %815 = xor i1 %800, %814
  %816 = xor i1 %803, %814
  %817 = xor i1 %806, %814
  %818 = xor i1 %288, %813
  %819 = and i1 %808, %818
  %820 = zext i1 %814 to i32
  %821 = select i1 %32, i32 %203, i32 0
  %822 = select i1 %32, i32 %204, i32 0
  %823 = select i1 %32, i32 %205, i32 0
  %824 = select i1 %32, i32 %206, i32 0
  %825 = zext i1 %815 to i32
  %826 = zext i1 %816 to i32
  %827 = zext i1 %817 to i32
  %828 = zext i1 %819 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %820, i32 %821, i32 %822, i32 %823, i32 %824, ptr addrspace(1) %798, i32 %825, i32 %826, i32 %827, i32 %828) #4
  %829 = or disjoint i32 %284, 64
  %830 = add i32 %283, %829
  %831 = sext i32 %830 to i64
  %832 = getelementptr float, ptr addrspace(1) %2, i64 %831
  %833 = icmp slt i32 %829, %4
  %834 = and i1 %288, %833
  %835 = or disjoint i32 %284, 65
  %836 = icmp slt i32 %835, %4
  %837 = and i1 %288, %836
  %838 = or disjoint i32 %284, 66
  %839 = icmp slt i32 %838, %4
  %840 = and i1 %288, %839
  %841 = or disjoint i32 %284, 67
  %842 = icmp slt i32 %841, %4
  %843 = ptrtoint ptr addrspace(1) %832 to i64
  %844 = and i64 %843, 15
  %845 = icmp eq i64 %844, 0
  %846 = and i1 %834, %845
  %847 = and i1 %839, %846
  %848 = and i1 %842, %846
  %849 = xor i1 %834, %848
  %850 = xor i1 %837, %848
  %851 = xor i1 %840, %848
  %852 = xor i1 %288, %847
  %853 = and i1 %842, %852
  %854 = zext i1 %848 to i32
  %855 = select i1 %32, i32 %209, i32 0
  %856 = select i1 %32, i32 %210, i32 0
  %857 = select i1 %32, i32 %211, i32 0
  %858 = select i1 %32, i32 %212, i32 0
  %859 = zext i1 %849 to i32
  %860 = zext i1 %850 to i32
  %861 = zext i1 %851 to i32
  %862 = zext i1 %853 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %854, i32 %855, i32 %856, i32 %857, i32 %858, ptr addrspace(1) %832, i32 %859, i32 %860, i32 %861, i32 %862) #4
  %863 = or disjoint i32 %284, 68
  %864 = add i32 %283, %863
  %865 = sext i32 %864 to i64
  %866 = getelementptr float, ptr addrspace(1) %2, i64 %865
  %867 = icmp slt i32 %863, %4
  %868 = and i1 %288, %867
  %869 = or disjoint i32 %284, 69
  %870 = icmp slt i32 %869, %4
  %871 = and i1 %288, %870
  %872 = or disjoint i32 %284, 70
  %873 = icmp slt i32 %872, %4
  %874 = and i1 %288, %873
  %875 = or disjoint i32 %284, 71
  %876 = icmp slt i32 %875, %4
  %877 = ptrtoint ptr addrspace(1) %866 to i64
  %878 = and i64 %877, 15
  %879 = icmp eq i64 %878, 0
  %880 = and i1 %868, %879
  %881 = and i1 %873, %880
  %882 = and i1 %876, %880
  %883 = xor i1 %868, %882
  %884 = xor i1 %871, %882
  %885 = xor i1 %874, %882
  %886 = xor i1 %288, %881
  %887 = and i1 %876, %886
  %888 = zext i1 %882 to i32
  %889 = select i1 %32, i32 %213, i32 0
  %890 = select i1 %32, i32 %214, i32 0
  %891 = select i1 %32, i32 %215, i32 0
  %892 = select i1 %32, i32 %216, i32 0
  %893 = zext i1 %883 to i32
  %894 = zext i1 %884 to i32
  %895 = zext i1 %885 to i32
  %896 = zext i1 %887 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %888, i32 %889, i32 %890, i32 %891, i32 %892, ptr addrspace(1) %866, i32 %893, i32 %894, i32 %895, i32 %896) #4
  %897 = or disjoint i32 %284, 72
  %898 = add i32 %283, %897
  %899 = sext i32 %898 to i64
  %900 = getelementptr float, ptr addrspace(1) %2, i64 %899
  %901 = icmp slt i32 %897, %4
  %902 = and i1 %288, %901
  %903 = or disjoint i32 %284, 73
  %904 = icmp slt i32 %903, %4
  %905 = and i1 %288, %904
  %906 = or disjoint i32 %284, 74
  %907 = icmp slt i32 %906, %4
  %908 = and i1 %288, %907
  %909 = or disjoint i32 %284, 75
  %910 = icmp slt i32 %909, %4
  %911 = ptrtoint ptr addrspace(1) %900 to i64
  %912 = and i64 %911, 15
  %913 = icmp eq i64 %912, 0
  %914 = and i1 %902, %913
  %915 = and i1 %907, %914
  %916 = and i1 %910, %914
  %917 = xor i1 %902, %916
  %918 = xor i1 %905, %916
  %919 = xor i1 %908, %916
  %920 = xor i1 %288, %915
  %921 = and i1 %910, %920
  %922 = zext i1 %916 to i32
  %923 = select i1 %32, i32 %217, i32 0
  %924 = select i1 %32, i32 %218, i32 0
  %925 = select i1 %32, i32 %219, i32 0
  %926 = select i1 %32, i32 %220, i32 0
  %927 = zext i1 %917 to i32
  %928 = zext i1 %918 to i32
  %929 = zext i1 %919 to i32
  %930 = zext i1 %921 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %922, i32 %923, i32 %924, i32 %925, i32 %926, ptr addrspace(1) %900, i32 %927, i32 %928, i32 %929, i32 %930) #4
  %931 = or disjoint i32 %284, 76
  %932 = add i32 %283, %931
  %933 = sext i32 %932 to i64
  %934 = getelementptr float, ptr addrspace(1) %2, i64 %933
  %935 = icmp slt i32 %931, %4
  %936 = and i1 %288, %935
  %937 = or disjoint i32 %284, 77
  %938 = icmp slt i32 %937, %4
  %939 = and i1 %288, %938
  %940 = or disjoint i32 %284, 78
  %941 = icmp slt i32 %940, %4
  %942 = and i1 %288, %941
  %943 = or disjoint i32 %284, 79
  %944 = icmp slt i32 %943, %4
  %945 = ptrtoint ptr addrspace(1) %934 to i64
  %946 = and i64 %945, 15
  %947 = icmp eq i64 %946, 0
  %948 = and i1 %936, %947
  %949 = and i1 %941, %948
  %950 = and i1 %944, %948
  %951 = xor i1 %936, %950
  %952 = xor i1 %939, %950
  %953 = xor i1 %942, %950
  %954 = xor i1 %288, %949
  %955 = and i1 %944, %954
  %956 = zext i1 %950 to i32
  %957 = select i1 %32, i32 %221, i32 0
  %958 = select i1 %32, i32 %222, i32 0
  %959 = select i1 %32, i32 %223, i32 0
  %960 = select i1 %32, i32 %224, i32 0
  %961 = zext i1 %951 to i32
  %962 = zext i1 %952 to i32
  %963 = zext i1 %953 to i32
  %964 = zext i1 %955 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %956, i32 %957, i32 %958, i32 %959, i32 %960, ptr addrspace(1) %934, i32 %961, i32 %962, i32 %963, i32 %964) #4
  %965 = or disjoint i32 %284, 80
  %966 = add i32 %283, %965
  %967 = sext i32 %966 to i64
  %968 = getelementptr float, ptr addrspace(1) %2, i64 %967
  %969 = icmp slt i32 %965, %4
  %970 = and i1 %288, %969
  %971 = or disjoint i32 %284, 81
  %972 = icmp slt i32 %971, %4
  %973 = and i1 %288, %972
  %974 = or disjoint i32 %284, 82
  %975 = icmp slt i32 %974, %4
  %976 = and i1 %288, %975
  %977 = or disjoint i32 %284, 83
  %978 = icmp slt i32 %977, %4
  %979 = ptrtoint ptr addrspace(1) %968 to i64
  %980 = and i64 %979, 15
  %981 = icmp eq i64 %980, 0
  %982 = and i1 %970, %981
  %983 = and i1 %975, %982
  %984 = and i1 %978, %982
  %985 = xor i1 %970, %984
  %986 = xor i1 %973, %984
  %987 = xor i1 %976, %984
  %988 = xor i1 %288, %983
  %989 = and i1 %978, %988
  %990 = zext i1 %984 to i32
  %991 = select i1 %32, i32 %225, i32 0
  %992 = select i1 %32, i32 %226, i32 0
  %993 = select i1 %32, i32 %227, i32 0
  %994 = select i1 %32, i32 %228, i32 0
  %995 = zext i1 %985 to i32
  %996 = zext i1 %986 to i32
  %997 = zext i1 %987 to i32
  %998 = zext i1 %989 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %990, i32 %991, i32 %992, i32 %993, i32 %994, ptr addrspace(1) %968, i32 %995, i32 %996, i32 %997, i32 %998) #4
  %999 = or disjoint i32 %284, 84
  %1000 = add i32 %283, %999
  %1001 = sext i32 %1000 to i64
  %1002 = getelementptr float, ptr addrspace(1) %2, i64 %1001
  %1003 = icmp slt i32 %999, %4
  %1004 = and i1 %288, %1003
  %1005 = or disjoint i32 %284, 85
  %1006 = icmp slt i32 %1005, %4
  %1007 = and i1 %288, %1006
  %1008 = or disjoint i32 %284, 86
  %1009 = icmp slt i32 %1008, %4
  %1010 = and i1 %288, %1009
  %1011 = or disjoint i32 %284, 87
  %1012 = icmp slt i32 %1011, %4
  %1013 = ptrtoint ptr addrspace(1) %1002 to i64
  %1014 = and i64 %1013, 15
  %1015 = icmp eq i64 %1014, 0
  %1016 = and i1 %1004, %1015
  %1017 = and i1 %1009, %1016
  %1018 = and i1 %1012, %1016
  %1019 = xor i1 %1004, %1018
  %1020 = xor i1 %1007, %1018
  %1021 = xor i1 %1010, %1018
  %1022 = xor i1 %288, %1017
  %1023 = and i1 %1012, %1022
  %1024 = zext i1 %1018 to i32
  %1025 = select i1 %32, i32 %229, i32 0
  %1026 = select i1 %32, i32 %230, i32 0
  %1027 = select i1 %32, i32 %231, i32 0
  %1028 = select i1 %32, i32 %232, i32 0
  %1029 = zext i1 %1019 to i32
  %1030 = zext i1 %1020 to i32
  %1031 = zext i1 %1021 to i32
  %1032 = zext i1 %1023 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1024, i32 %1025, i32 %1026, i32 %1027, i32 %1028, ptr addrspace(1) %1002, i32 %1029, i32 %1030, i32 %1031, i32 %1032) #4
  %1033 = or disjoint i32 %284, 88
  %1034 = add i32 %283, %1033
  %1035 = sext i32 %1034 to i64
  %1036 = getelementptr float, ptr addrspace(1) %2, i64 %1035
  %1037 = icmp slt i32 %1033, %4
  %1038 = and i1 %288, %1037
  %1039 = or disjoint i32 %284, 89
  %1040 = icmp slt i32 %1039, %4
  %1041 = and i1 %288, %1040
  %1042 = or disjoint i32 %284, 90
  %1043 = icmp slt i32 %1042, %4
  %1044 = and i1 %288, %1043
  %1045 = or disjoint i32 %284, 91
  %1046 = icmp slt i32 %1045, %4
  %1047 = ptrtoint ptr addrspace(1) %1036 to i64
  %1048 = and i64 %1047, 15
  %1049 = icmp eq i64 %1048, 0
  %1050 = and i1 %1038, %1049
  %1051 = and i1 %1043, %1050
  %1052 = and i1 %1046, %1050
  %1053 = xor i1 %1038, %1052
  %1054 = xor i1 %1041, %1052
  %1055 = xor i1 %1044, %1052
  %1056 = xor i1 %288, %1051
  %1057 = and i1 %1046, %1056
  %1058 = zext i1 %1052 to i32
  %1059 = select i1 %32, i32 %233, i32 0
  %1060 = select i1 %32, i32 %234, i32 0
  %1061 = select i1 %32, i32 %235, i32 0
  %1062 = select i1 %32, i32 %236, i32 0
  %1063 = zext i1 %1053 to i32
  %1064 = zext i1 %1054 to i32
  %1065 = zext i1 %1055 to i32
  %1066 = zext i1 %1057 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1058, i32 %1059, i32 %1060, i32 %1061, i32 %1062, ptr addrspace(1) %1036, i32 %1063, i32 %1064, i32 %1065, i32 %1066) #4
  %1067 = or disjoint i32 %284, 92
  %1068 = add i32 %283, %1067
  %1069 = sext i32 %1068 to i64
  %1070 = getelementptr float, ptr addrspace(1) %2, i64 %1069
  %1071 = icmp slt i32 %1067, %4
  %1072 = and i1 %288, %1071
  %1073 = or disjoint i32 %284, 93
  %1074 = icmp slt i32 %1073, %4
  %1075 = and i1 %288, %1074
  %1076 = or disjoint i32 %284, 94
  %1077 = icmp slt i32 %1076, %4
  %1078 = and i1 %288, %1077
  %1079 = or disjoint i32 %284, 95
  %1080 = icmp slt i32 %1079, %4
  %1081 = ptrtoint ptr addrspace(1) %1070 to i64
  %1082 = and i64 %1081, 15
  %1083 = icmp eq i64 %1082, 0
  %1084 = and i1 %1072, %1083
  %1085 = and i1 %1077, %1084
  %1086 = and i1 %1080, %1084
  %1087 = xor i1 %1072, %1086
  %1088 = xor i1 %1075, %1086
  %1089 = xor i1 %1078, %1086
  %1090 = xor i1 %288, %1085
  %1091 = and i1 %1080, %1090
  %1092 = zext i1 %1086 to i32
  %1093 = select i1 %32, i32 %237, i32 0
  %1094 = select i1 %32, i32 %238, i32 0
  %1095 = select i1 %32, i32 %239, i32 0
  %1096 = select i1 %32, i32 %240, i32 0
  %1097 = zext i1 %1087 to i32
  %1098 = zext i1 %1088 to i32
  %1099 = zext i1 %1089 to i32
  %1100 = zext i1 %1091 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1092, i32 %1093, i32 %1094, i32 %1095, i32 %1096, ptr addrspace(1) %1070, i32 %1097, i32 %1098, i32 %1099, i32 %1100) #4
  %1101 = or disjoint i32 %284, 96
  %1102 = add i32 %283, %1101
  %1103 = sext i32 %1102 to i64
  %1104 = getelementptr float, ptr addrspace(1) %2, i64 %1103
  %1105 = icmp slt i32 %1101, %4
  %1106 = and i1 %288, %1105
  %1107 = or disjoint i32 %284, 97
  %1108 = icmp slt i32 %1107, %4
  %1109 = and i1 %288, %1108
  %1110 = or disjoint i32 %284, 98
  %1111 = icmp slt i32 %1110, %4
  %1112 = and i1 %288, %1111
  %1113 = or disjoint i32 %284, 99
  %1114 = icmp slt i32 %1113, %4
  %1115 = ptrtoint ptr addrspace(1) %1104 to i64
  %1116 = and i64 %1115, 15
  %1117 = icmp eq i64 %1116, 0
  %1118 = and i1 %1106, %1117
  %1119 = and i1 %1111, %1118
  %1120 = and i1 %1114, %1118
  %1121 = xor i1 %1106, %1120
  %1122 = xor i1 %1109, %1120
  %1123 = xor i1 %1112, %1120
  %1124 = xor i1 %288, %1119
  %1125 = and i1 %1114, %1124
  %1126 = zext i1 %1120 to i32
  %1127 = select i1 %32, i32 %243, i32 0
  %1128 = select i1 %32, i32 %244, i32 0
  %1129 = select i1 %32, i32 %245, i32 0
  %1130 = select i1 %32, i32 %246, i32 0
  %1131 = zext i1 %1121 to i32
  %1132 = zext i1 %1122 to i32
  %1133 = zext i1 %1123 to i32
  %1134 = zext i1 %1125 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1126, i32 %1127, i32 %1128, i32 %1129, i32 %1130, ptr addrspace(1) %1104, i32 %1131, i32 %1132, i32 %1133, i32 %1134) #4
  %1135 = or disjoint i32 %284, 100
  %1136 = add i32 %283, %1135
  %1137 = sext i32 %1136 to i64
  %1138 = getelementptr float, ptr addrspace(1) %2, i64 %1137
  %1139 = icmp slt i32 %1135, %4
  %1140 = and i1 %288, %1139
  %1141 = or disjoint i32 %284, 101
  %1142 = icmp slt i32 %1141, %4
  %1143 = and i1 %288, %1142
  %1144 = or disjoint i32 %284, 102
  %1145 = icmp slt i32 %1144, %4
  %1146 = and i1 %288, %1145
  %1147 = or disjoint i32 %284, 103
  %1148 = icmp slt i32 %1147, %4
  %1149 = ptrtoint ptr addrspace(1) %1138 to i64
  %1150 = and i64 %1149, 15
  %1151 = icmp eq i64 %1150, 0
  %1152 = and i1 %1140, %1151
  %1153 = and i1 %1145, %1152
  %1154 = and i1 %1148, %1152
  %1155 = xor i1 %1140, %1154
  %1156 = xor i1 %1143, %1154
  %1157 = xor i1 %1146, %1154
  %1158 = xor i1 %288, %1153
  %1159 = and i1 %1148, %1158
  %1160 = zext i1 %1154 to i32
  %1161 = select i1 %32, i32 %247, i32 0
  %1162 = select i1 %32, i32 %248, i32 0
  %1163 = select i1 %32, i32 %249, i32 0
  %1164 = select i1 %32, i32 %250, i32 0
  %1165 = zext i1 %1155 to i32
  %1166 = zext i1 %1156 to i32
  %1167 = zext i1 %1157 to i32
  %1168 = zext i1 %1159 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1160, i32 %1161, i32 %1162, i32 %1163, i32 %1164, ptr addrspace(1) %1138, i32 %1165, i32 %1166, i32 %1167, i32 %1168) #4
  %1169 = or disjoint i32 %284, 104
  %1170 = add i32 %283, %1169
  %1171 = sext i32 %1170 to i64
  %1172 = getelementptr float, ptr addrspace(1) %2, i64 %1171
  %1173 = icmp slt i32 %1169, %4
  %1174 = and i1 %288, %1173
  %1175 = or disjoint i32 %284, 105
  %1176 = icmp slt i32 %1175, %4
  %1177 = and i1 %288, %1176
  %1178 = or disjoint i32 %284, 106
  %1179 = icmp slt i32 %1178, %4
  %1180 = and i1 %288, %1179
  %1181 = or disjoint i32 %284, 107
  %1182 = icmp slt i32 %1181, %4
  %1183 = ptrtoint ptr addrspace(1) %1172 to i64
  %1184 = and i64 %1183, 15
  %1185 = icmp eq i64 %1184, 0
  %1186 = and i1 %1174, %1185
  %1187 = and i1 %1179, %1186
  %1188 = and i1 %1182, %1186
  %1189 = xor i1 %1174, %1188
  %1190 = xor i1 %1177, %1188
  %1191 = xor i1 %1180, %1188
  %1192 = xor i1 %288, %1187
  %1193 = and i1 %1182, %1192
  %1194 = zext i1 %1188 to i32
  %1195 = select i1 %32, i32 %251, i32 0
  %1196 = select i1 %32, i32 %252, i32 0
  %1197 = select i1 %32, i32 %253, i32 0
  %1198 = select i1 %32, i32 %254, i32 0
  %1199 = zext i1 %1189 to i32
  %1200 = zext i1 %1190 to i32
  %1201 = zext i1 %1191 to i32
  %1202 = zext i1 %1193 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1194, i32 %1195, i32 %1196, i32 %1197, i32 %1198, ptr addrspace(1) %1172, i32 %1199, i32 %1200, i32 %1201, i32 %1202) #4
  %1203 = or disjoint i32 %284, 108
  %1204 = add i32 %283, %1203
  %1205 = sext i32 %1204 to i64
  %1206 = getelementptr float, ptr addrspace(1) %2, i64 %1205
  %1207 = icmp slt i32 %1203, %4
  %1208 = and i1 %288, %1207
  %1209 = or disjoint i32 %284, 109
  %1210 = icmp slt i32 %1209, %4
  %1211 = and i1 %288, %1210
  %1212 = or disjoint i32 %284, 110
  %1213 = icmp slt i32 %1212, %4
  %1214 = and i1 %288, %1213
  %1215 = or disjoint i32 %284, 111
  %1216 = icmp slt i32 %1215, %4
  %1217 = ptrtoint ptr addrspace(1) %1206 to i64
  %1218 = and i64 %1217, 15
  %1219 = icmp eq i64 %1218, 0
  %1220 = and i1 %1208, %1219
  %1221 = and i1 %1213, %1220
  %1222 = and i1 %1216, %1220
  %1223 = xor i1 %1208, %1222
  %1224 = xor i1 %1211, %1222
  %1225 = xor i1 %1214, %1222
  %1226 = xor i1 %288, %1221
  %1227 = and i1 %1216, %1226
  %1228 = zext i1 %1222 to i32
  %1229 = select i1 %32, i32 %255, i32 0
  %1230 = select i1 %32, i32 %256, i32 0
  %1231 = select i1 %32, i32 %257, i32 0
  %1232 = select i1 %32, i32 %258, i32 0
  %1233 = zext i1 %1223 to i32
  %1234 = zext i1 %1224 to i32
  %1235 = zext i1 %1225 to i32
  %1236 = zext i1 %1227 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1228, i32 %1229, i32 %1230, i32 %1231, i32 %1232, ptr addrspace(1) %1206, i32 %1233, i32 %1234, i32 %1235, i32 %1236) #4
  %1237 = or disjoint i32 %284, 112
  %1238 = add i32 %283, %1237
  %1239 = sext i32 %1238 to i64
  %1240 = getelementptr float, ptr addrspace(1) %2, i64 %1239
  %1241 = icmp slt i32 %1237, %4
  %1242 = and i1 %288, %1241
  %1243 = or disjoint i32 %284, 113
  %1244 = icmp slt i32 %1243, %4
  %1245 = and i1 %288, %1244
  %1246 = or disjoint i32 %284, 114
  %1247 = icmp slt i32 %1246, %4
  %1248 = and i1 %288, %1247
  %1249 = or disjoint i32 %284, 115
  %1250 = icmp slt i32 %1249, %4
  %1251 = ptrtoint ptr addrspace(1) %1240 to i64
  %1252 = and i64 %1251, 15
  %1253 = icmp eq i64 %1252, 0
  %1254 = and i1 %1242, %1253
  %1255 = and i1 %1247, %1254
  %1256 = and i1 %1250, %1254
  %1257 = xor i1 %1242, %1256
  %1258 = xor i1 %1245, %1256
  %1259 = xor i1 %1248, %1256
  %1260 = xor i1 %288, %1255
  %1261 = and i1 %1250, %1260
  %1262 = zext i1 %1256 to i32
  %1263 = select i1 %32, i32 %259, i32 0
  %1264 = select i1 %32, i32 %260, i32 0
  %1265 = select i1 %32, i32 %261, i32 0
  %1266 = select i1 %32, i32 %262, i32 0
  %1267 = zext i1 %1257 to i32
  %1268 = zext i1 %1258 to i32
  %1269 = zext i1 %1259 to i32
  %1270 = zext i1 %1261 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1262, i32 %1263, i32 %1264, i32 %1265, i32 %1266, ptr addrspace(1) %1240, i32 %1267, i32 %1268, i32 %1269, i32 %1270) #4
  %1271 = or disjoint i32 %284, 116
  %1272 = add i32 %283, %1271
  %1273 = sext i32 %1272 to i64
  %1274 = getelementptr float, ptr addrspace(1) %2, i64 %1273
  %1275 = icmp slt i32 %1271, %4
  %1276 = and i1 %288, %1275
  %1277 = or disjoint i32 %284, 117
  %1278 = icmp slt i32 %1277, %4
  %1279 = and i1 %288, %1278
  %1280 = or disjoint i32 %284, 118
  %1281 = icmp slt i32 %1280, %4
  %1282 = and i1 %288, %1281
  %1283 = or disjoint i32 %284, 119
  %1284 = icmp slt i32 %1283, %4
  %1285 = ptrtoint ptr addrspace(1) %1274 to i64
  %1286 = and i64 %1285, 15
  %1287 = icmp eq i64 %1286, 0
  %1288 = and i1 %1276, %1287
  %1289 = and i1 %1281, %1288
  %1290 = and i1 %1284, %1288
  %1291 = xor i1 %1276, %1290
  %1292 = xor i1 %1279, %1290
  %1293 = xor i1 %1282, %1290
  %1294 = xor i1 %288, %1289
  %1295 = and i1 %1284, %1294
  %1296 = zext i1 %1290 to i32
  %1297 = select i1 %32, i32 %263, i32 0
  %1298 = select i1 %32, i32 %264, i32 0
  %1299 = select i1 %32, i32 %265, i32 0
  %1300 = select i1 %32, i32 %266, i32 0
  %1301 = zext i1 %1291 to i32
  %1302 = zext i1 %1292 to i32
  %1303 = zext i1 %1293 to i32
  %1304 = zext i1 %1295 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1296, i32 %1297, i32 %1298, i32 %1299, i32 %1300, ptr addrspace(1) %1274, i32 %1301, i32 %1302, i32 %1303, i32 %1304) #4
  %1305 = or disjoint i32 %284, 120
  %1306 = add i32 %283, %1305
  %1307 = sext i32 %1306 to i64
  %1308 = getelementptr float, ptr addrspace(1) %2, i64 %1307
  %1309 = icmp slt i32 %1305, %4
  %1310 = and i1 %288, %1309
  %1311 = or disjoint i32 %284, 121
  %1312 = icmp slt i32 %1311, %4
  %1313 = and i1 %288, %1312
  %1314 = or disjoint i32 %284, 122
  %1315 = icmp slt i32 %1314, %4
  %1316 = and i1 %288, %1315
  %1317 = or disjoint i32 %284, 123
  %1318 = icmp slt i32 %1317, %4
  %1319 = ptrtoint ptr addrspace(1) %1308 to i64
  %1320 = and i64 %1319, 15
  %1321 = icmp eq i64 %1320, 0
  %1322 = and i1 %1310, %1321
  %1323 = and i1 %1315, %1322
  %1324 = and i1 %1318, %1322
  %1325 = xor i1 %1310, %1324
  %1326 = xor i1 %1313, %1324
  %1327 = xor i1 %1316, %1324
  %1328 = xor i1 %288, %1323
  %1329 = and i1 %1318, %1328
  %1330 = zext i1 %1324 to i32
  %1331 = select i1 %32, i32 %267, i32 0
  %1332 = select i1 %32, i32 %268, i32 0
  %1333 = select i1 %32, i32 %269, i32 0
  %1334 = select i1 %32, i32 %270, i32 0
  %1335 = zext i1 %1325 to i32
  %1336 = zext i1 %1326 to i32
  %1337 = zext i1 %1327 to i32
  %1338 = zext i1 %1329 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1330, i32 %1331, i32 %1332, i32 %1333, i32 %1334, ptr addrspace(1) %1308, i32 %1335, i32 %1336, i32 %1337, i32 %1338) #4
  %1339 = or disjoint i32 %284, 124
  %1340 = add i32 %283, %1339
  %1341 = sext i32 %1340 to i64
  %1342 = getelementptr float, ptr addrspace(1) %2, i64 %1341
  %1343 = icmp slt i32 %1339, %4
  %1344 = and i1 %288, %1343
  %1345 = or disjoint i32 %284, 125
  %1346 = icmp slt i32 %1345, %4
  %1347 = and i1 %288, %1346
  %1348 = or disjoint i32 %284, 126
  %1349 = icmp slt i32 %1348, %4
  %1350 = and i1 %288, %1349
  %1351 = or disjoint i32 %7, %24
  %1352 = or i32 %1351, 127
  %1353 = icmp slt i32 %1352, %4
  %1354 = ptrtoint ptr addrspace(1) %1342 to i64
  %1355 = and i64 %1354, 15
  %1356 = icmp eq i64 %1355, 0
  %1357 = and i1 %1344, %1356
  %1358 = and i1 %1349, %1357
  %1359 = and i1 %1353, %1358
  %1360 = xor i1 %1344, %1359
  %1361 = xor i1 %1347, %1359
  %1362 = xor i1 %1350, %1359
  %1363 = xor i1 %288, %1358
  %1364 = and i1 %1353, %1363
  %1365 = zext i1 %1359 to i32
  %1366 = select i1 %32, i32 %271, i32 0
  %1367 = select i1 %32, i32 %272, i32 0
  %1368 = select i1 %32, i32 %273, i32 0
  %1369 = select i1 %32, i32 %274, i32 0
  %1370 = zext i1 %1360 to i32
  %1371 = zext i1 %1361 to i32
  %1372 = zext i1 %1362 to i32
  %1373 = zext i1 %1364 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1365, i32 %1366, i32 %1367, i32 %1368, i32 %1369, ptr addrspace(1) %1342, i32 %1370, i32 %1371, i32 %1372, i32 %1373) #4
  br label %.loopexit

.loopexit:                                        ; preds = %56, %34, %280
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
