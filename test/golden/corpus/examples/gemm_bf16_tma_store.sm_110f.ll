; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_store_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma_store(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
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
  %.decomposed10 = sub i32 %.decomposed, %21
  %22 = add nuw i32 %.decomposed10, %16
  %23 = shl i32 %22, 7
  %24 = shl i32 %20, 8
  %25 = tail call i32 @llvm.smax.i32(i32 %5, i32 0)
  %26 = add nuw i32 %25, 63
  %27 = sdiv i32 %26, 64
  %28 = icmp eq i32 %7, 0
  br i1 %28, label %29, label %30

29:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196608)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196640), i32 1) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196616)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196648), i32 1) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196624)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196656), i32 1) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196632)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196664), i32 1) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196672)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %30

30:                                               ; preds = %29, %6
  %31 = icmp samesign ult i32 %7, 32
  br i1 %31, label %32, label %33

32:                                               ; preds = %30
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196680)) #4
  br label %33

33:                                               ; preds = %32, %30
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %34 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196680)) #4
  br i1 %28, label %35, label %.preheader

35:                                               ; preds = %33
  %36 = icmp sgt i32 %26, 63
  br i1 %36, label %.lr.ph, label %._crit_edge6

.lr.ph:                                           ; preds = %35
  %37 = ptrtoint ptr %0 to i64
  %38 = ptrtoint ptr %1 to i64
  %39 = call i32 @llvm.smax.i32(i32 %27, i32 1)
  %40 = call i32 @llvm.umin.i32(i32 %39, i32 4)
  %smax = zext nneg i32 %40 to i64
  br label %41

41:                                               ; preds = %.lr.ph, %41
  %42 = phi i64 [ 0, %.lr.ph ], [ %50, %41 ]
  %43 = trunc i64 %42 to i32
  %44 = mul i32 %43, 49152
  %45 = add i32 %44, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32)
  %46 = add i32 %44, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 16384)
  %47 = shl i32 %43, 3
  %48 = add i32 %47, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196608)
  %49 = shl i32 %43, 6
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %48, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %45, i64 %37, i32 %49, i32 %23, i32 %48) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %46, i64 %38, i32 %49, i32 %24, i32 %48) #4
  %50 = add nuw nsw i64 %42, 1
  %exitcond.not = icmp eq i64 %50, %smax
  br i1 %exitcond.not, label %._crit_edge, label %41

._crit_edge:                                      ; preds = %41
  %51 = zext nneg i32 %27 to i64
  %52 = ptrtoint ptr %0 to i64
  %53 = ptrtoint ptr %1 to i64
  br label %54

54:                                               ; preds = %._crit_edge, %129
  %55 = phi i64 [ 0, %._crit_edge ], [ %130, %129 ]
  %56 = trunc i64 %55 to i32
  %57 = and i32 %56, 3
  %58 = shl nuw nsw i32 %57, 3
  %59 = or disjoint i32 %58, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196608)
  %60 = lshr i32 %56, 2
  %61 = and i32 %60, 1
  br label %62

62:                                               ; preds = %62, %54
  %63 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %59, i32 %61) #4
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %62, label %65

65:                                               ; preds = %62
  %66 = icmp ne i32 %56, 0
  %67 = zext i1 %66 to i32
  %68 = mul nuw nsw i32 %57, 49152
  %69 = add i32 %68, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32)
  %70 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 16384)
  %71 = lshr exact i32 %69, 4
  %72 = and i32 %71, 16320
  %73 = zext nneg i32 %72 to i64
  %74 = or disjoint i64 %73, 4611756662049538048
  %75 = lshr exact i32 %70, 4
  %76 = and i32 %75, 16320
  %77 = zext nneg i32 %76 to i64
  %78 = or disjoint i64 %77, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %34, i64 %74, i64 %78, i32 138413200, i32 %67) #4
  %79 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 32)
  %80 = lshr exact i32 %79, 4
  %81 = and i32 %80, 16322
  %82 = zext nneg i32 %81 to i64
  %83 = or disjoint i64 %82, 4611756662049538048
  %84 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 16416)
  %85 = lshr exact i32 %84, 4
  %86 = and i32 %85, 16322
  %87 = zext nneg i32 %86 to i64
  %88 = or disjoint i64 %87, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %34, i64 %83, i64 %88, i32 138413200, i32 1) #4
  %89 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 64)
  %90 = lshr exact i32 %89, 4
  %91 = and i32 %90, 16324
  %92 = zext nneg i32 %91 to i64
  %93 = or disjoint i64 %92, 4611756662049538048
  %94 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 16448)
  %95 = lshr exact i32 %94, 4
  %96 = and i32 %95, 16324
  %97 = zext nneg i32 %96 to i64
  %98 = or disjoint i64 %97, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %34, i64 %93, i64 %98, i32 138413200, i32 1) #4
  %99 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 96)
  %100 = lshr exact i32 %99, 4
  %101 = and i32 %100, 16326
  %102 = zext nneg i32 %101 to i64
  %103 = or disjoint i64 %102, 4611756662049538048
  %104 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 16480)
  %105 = lshr exact i32 %104, 4
  %106 = and i32 %105, 16326
  %107 = zext nneg i32 %106 to i64
  %108 = or disjoint i64 %107, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %34, i64 %103, i64 %108, i32 138413200, i32 1) #4
  %109 = or disjoint i32 %59, 32
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %109) #4
  %110 = add i32 %56, 3
  %111 = icmp slt i32 %110, %27
  %112 = and i1 %66, %111
  br i1 %112, label %113, label %129

113:                                              ; preds = %65
  %114 = add i32 %56, -1
  %115 = and i32 %114, 3
  %116 = shl nuw nsw i32 %115, 3
  %117 = or disjoint i32 %116, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196608)
  %118 = or disjoint i32 %117, 32
  %119 = lshr i32 %114, 2
  %120 = and i32 %119, 1
  br label %121

121:                                              ; preds = %121, %113
  %122 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %118, i32 %120) #4
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %121, label %124

124:                                              ; preds = %121
  %125 = mul nuw nsw i32 %115, 49152
  %126 = add i32 %125, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32)
  %127 = add i32 %125, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 16384)
  %128 = shl i32 %110, 6
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %117, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %126, i64 %52, i32 %128, i32 %23, i32 %117) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %127, i64 %53, i32 %128, i32 %24, i32 %117) #4
  br label %129

129:                                              ; preds = %124, %65
  %130 = add nuw nsw i64 %55, 1
  %exitcond7.not = icmp eq i64 %130, %51
  br i1 %exitcond7.not, label %._crit_edge6, label %54

._crit_edge6:                                     ; preds = %129, %35
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196672)) #4
  br label %.preheader

.preheader:                                       ; preds = %._crit_edge6, %33
  br label %131

131:                                              ; preds = %.preheader, %131
  %132 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196672), i32 0) #4
  %133 = icmp eq i32 %132, 0
  br i1 %133, label %131, label %134

134:                                              ; preds = %131
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %135 = and i32 %7, 128
  %136 = shl nuw nsw i32 %7, 16
  %137 = and i32 %136, 6291456
  %138 = icmp sgt i32 %26, 63
  %139 = or disjoint i32 %137, %135
  %140 = add i32 %139, %34
  %141 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %140) #4
  %142 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 0
  %143 = bitcast i32 %142 to float
  %144 = fadd float %143, 0.000000e+00
  %145 = select i1 %138, float %144, float 0.000000e+00
  %146 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 1
  %147 = bitcast i32 %146 to float
  %148 = fadd float %147, 0.000000e+00
  %149 = select i1 %138, float %148, float 0.000000e+00
  %150 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 2
  %151 = bitcast i32 %150 to float
  %152 = fadd float %151, 0.000000e+00
  %153 = select i1 %138, float %152, float 0.000000e+00
  %154 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 3
  %155 = bitcast i32 %154 to float
  %156 = fadd float %155, 0.000000e+00
  %157 = select i1 %138, float %156, float 0.000000e+00
  %158 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 4
  %159 = bitcast i32 %158 to float
  %160 = fadd float %159, 0.000000e+00
  %161 = select i1 %138, float %160, float 0.000000e+00
  %162 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 5
  %163 = bitcast i32 %162 to float
  %164 = fadd float %163, 0.000000e+00
  %165 = select i1 %138, float %164, float 0.000000e+00
  %166 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 6
  %167 = bitcast i32 %166 to float
  %168 = fadd float %167, 0.000000e+00
  %169 = select i1 %138, float %168, float 0.000000e+00
  %170 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 7
  %171 = bitcast i32 %170 to float
  %172 = fadd float %171, 0.000000e+00
  %173 = select i1 %138, float %172, float 0.000000e+00
  %174 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 8
  %175 = bitcast i32 %174 to float
  %176 = fadd float %175, 0.000000e+00
  %177 = select i1 %138, float %176, float 0.000000e+00
  %178 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 9
  %179 = bitcast i32 %178 to float
  %180 = fadd float %179, 0.000000e+00
  %181 = select i1 %138, float %180, float 0.000000e+00
  %182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 10
  %183 = bitcast i32 %182 to float
  %184 = fadd float %183, 0.000000e+00
  %185 = select i1 %138, float %184, float 0.000000e+00
  %186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 11
  %187 = bitcast i32 %186 to float
  %188 = fadd float %187, 0.000000e+00
  %189 = select i1 %138, float %188, float 0.000000e+00
  %190 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 12
  %191 = bitcast i32 %190 to float
  %192 = fadd float %191, 0.000000e+00
  %193 = select i1 %138, float %192, float 0.000000e+00
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 13
  %195 = bitcast i32 %194 to float
  %196 = fadd float %195, 0.000000e+00
  %197 = select i1 %138, float %196, float 0.000000e+00
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 14
  %199 = bitcast i32 %198 to float
  %200 = fadd float %199, 0.000000e+00
  %201 = select i1 %138, float %200, float 0.000000e+00
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 15
  %203 = bitcast i32 %202 to float
  %204 = fadd float %203, 0.000000e+00
  %205 = select i1 %138, float %204, float 0.000000e+00
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 16
  %207 = bitcast i32 %206 to float
  %208 = fadd float %207, 0.000000e+00
  %209 = select i1 %138, float %208, float 0.000000e+00
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 17
  %211 = bitcast i32 %210 to float
  %212 = fadd float %211, 0.000000e+00
  %213 = select i1 %138, float %212, float 0.000000e+00
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 18
  %215 = bitcast i32 %214 to float
  %216 = fadd float %215, 0.000000e+00
  %217 = select i1 %138, float %216, float 0.000000e+00
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 19
  %219 = bitcast i32 %218 to float
  %220 = fadd float %219, 0.000000e+00
  %221 = select i1 %138, float %220, float 0.000000e+00
  %222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 20
  %223 = bitcast i32 %222 to float
  %224 = fadd float %223, 0.000000e+00
  %225 = select i1 %138, float %224, float 0.000000e+00
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 21
  %227 = bitcast i32 %226 to float
  %228 = fadd float %227, 0.000000e+00
  %229 = select i1 %138, float %228, float 0.000000e+00
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 22
  %231 = bitcast i32 %230 to float
  %232 = fadd float %231, 0.000000e+00
  %233 = select i1 %138, float %232, float 0.000000e+00
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 23
  %235 = bitcast i32 %234 to float
  %236 = fadd float %235, 0.000000e+00
  %237 = select i1 %138, float %236, float 0.000000e+00
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 24
  %239 = bitcast i32 %238 to float
  %240 = fadd float %239, 0.000000e+00
  %241 = select i1 %138, float %240, float 0.000000e+00
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 25
  %243 = bitcast i32 %242 to float
  %244 = fadd float %243, 0.000000e+00
  %245 = select i1 %138, float %244, float 0.000000e+00
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 26
  %247 = bitcast i32 %246 to float
  %248 = fadd float %247, 0.000000e+00
  %249 = select i1 %138, float %248, float 0.000000e+00
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 27
  %251 = bitcast i32 %250 to float
  %252 = fadd float %251, 0.000000e+00
  %253 = select i1 %138, float %252, float 0.000000e+00
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 28
  %255 = bitcast i32 %254 to float
  %256 = fadd float %255, 0.000000e+00
  %257 = select i1 %138, float %256, float 0.000000e+00
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 29
  %259 = bitcast i32 %258 to float
  %260 = fadd float %259, 0.000000e+00
  %261 = select i1 %138, float %260, float 0.000000e+00
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 30
  %263 = bitcast i32 %262 to float
  %264 = fadd float %263, 0.000000e+00
  %265 = select i1 %138, float %264, float 0.000000e+00
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 31
  %267 = bitcast i32 %266 to float
  %268 = fadd float %267, 0.000000e+00
  %269 = select i1 %138, float %268, float 0.000000e+00
  %270 = add i32 %140, 32
  %271 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %270) #4
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 0
  %273 = bitcast i32 %272 to float
  %274 = fadd float %273, 0.000000e+00
  %275 = select i1 %138, float %274, float 0.000000e+00
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 1
  %277 = bitcast i32 %276 to float
  %278 = fadd float %277, 0.000000e+00
  %279 = select i1 %138, float %278, float 0.000000e+00
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 2
  %281 = bitcast i32 %280 to float
  %282 = fadd float %281, 0.000000e+00
  %283 = select i1 %138, float %282, float 0.000000e+00
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 3
  %285 = bitcast i32 %284 to float
  %286 = fadd float %285, 0.000000e+00
  %287 = select i1 %138, float %286, float 0.000000e+00
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 4
  %289 = bitcast i32 %288 to float
  %290 = fadd float %289, 0.000000e+00
  %291 = select i1 %138, float %290, float 0.000000e+00
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 5
  %293 = bitcast i32 %292 to float
  %294 = fadd float %293, 0.000000e+00
  %295 = select i1 %138, float %294, float 0.000000e+00
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 6
  %297 = bitcast i32 %296 to float
  %298 = fadd float %297, 0.000000e+00
  %299 = select i1 %138, float %298, float 0.000000e+00
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 7
  %301 = bitcast i32 %300 to float
  %302 = fadd float %301, 0.000000e+00
  %303 = select i1 %138, float %302, float 0.000000e+00
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 8
  %305 = bitcast i32 %304 to float
  %306 = fadd float %305, 0.000000e+00
  %307 = select i1 %138, float %306, float 0.000000e+00
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 9
  %309 = bitcast i32 %308 to float
  %310 = fadd float %309, 0.000000e+00
  %311 = select i1 %138, float %310, float 0.000000e+00
  %312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 10
  %313 = bitcast i32 %312 to float
  %314 = fadd float %313, 0.000000e+00
  %315 = select i1 %138, float %314, float 0.000000e+00
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 11
  %317 = bitcast i32 %316 to float
  %318 = fadd float %317, 0.000000e+00
  %319 = select i1 %138, float %318, float 0.000000e+00
  %320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 12
  %321 = bitcast i32 %320 to float
  %322 = fadd float %321, 0.000000e+00
  %323 = select i1 %138, float %322, float 0.000000e+00
  %324 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 13
  %325 = bitcast i32 %324 to float
  %326 = fadd float %325, 0.000000e+00
  %327 = select i1 %138, float %326, float 0.000000e+00
  %328 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 14
  %329 = bitcast i32 %328 to float
  %330 = fadd float %329, 0.000000e+00
  %331 = select i1 %138, float %330, float 0.000000e+00
  %332 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 15
  %333 = bitcast i32 %332 to float
  %334 = fadd float %333, 0.000000e+00
  %335 = select i1 %138, float %334, float 0.000000e+00
  %336 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 16
  %337 = bitcast i32 %336 to float
  %338 = fadd float %337, 0.000000e+00
  %339 = select i1 %138, float %338, float 0.000000e+00
  %340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 17
  %341 = bitcast i32 %340 to float
  %342 = fadd float %341, 0.000000e+00
  %343 = select i1 %138, float %342, float 0.000000e+00
  %344 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 18
  %345 = bitcast i32 %344 to float
  %346 = fadd float %345, 0.000000e+00
  %347 = select i1 %138, float %346, float 0.000000e+00
  %348 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 19
  %349 = bitcast i32 %348 to float
  %350 = fadd float %349, 0.000000e+00
  %351 = select i1 %138, float %350, float 0.000000e+00
  %352 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 20
  %353 = bitcast i32 %352 to float
  %354 = fadd float %353, 0.000000e+00
  %355 = select i1 %138, float %354, float 0.000000e+00
  %356 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 21
  %357 = bitcast i32 %356 to float
  %358 = fadd float %357, 0.000000e+00
  %359 = select i1 %138, float %358, float 0.000000e+00
  %360 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 22
  %361 = bitcast i32 %360 to float
  %362 = fadd float %361, 0.000000e+00
  %363 = select i1 %138, float %362, float 0.000000e+00
  %364 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 23
  %365 = bitcast i32 %364 to float
  %366 = fadd float %365, 0.000000e+00
  %367 = select i1 %138, float %366, float 0.000000e+00
  %368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 24
  %369 = bitcast i32 %368 to float
  %370 = fadd float %369, 0.000000e+00
  %371 = select i1 %138, float %370, float 0.000000e+00
  %372 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 25
  %373 = bitcast i32 %372 to float
  %374 = fadd float %373, 0.000000e+00
  %375 = select i1 %138, float %374, float 0.000000e+00
  %376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 26
  %377 = bitcast i32 %376 to float
  %378 = fadd float %377, 0.000000e+00
  %379 = select i1 %138, float %378, float 0.000000e+00
  %380 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 27
  %381 = bitcast i32 %380 to float
  %382 = fadd float %381, 0.000000e+00
  %383 = select i1 %138, float %382, float 0.000000e+00
  %384 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 28
  %385 = bitcast i32 %384 to float
  %386 = fadd float %385, 0.000000e+00
  %387 = select i1 %138, float %386, float 0.000000e+00
  %388 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 29
  %389 = bitcast i32 %388 to float
  %390 = fadd float %389, 0.000000e+00
  %391 = select i1 %138, float %390, float 0.000000e+00
  %392 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 30
  %393 = bitcast i32 %392 to float
  %394 = fadd float %393, 0.000000e+00
  %395 = select i1 %138, float %394, float 0.000000e+00
  %396 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %271, 31
  %397 = bitcast i32 %396 to float
  %398 = fadd float %397, 0.000000e+00
  %399 = select i1 %138, float %398, float 0.000000e+00
  %400 = add i32 %140, 64
  %401 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %400) #4
  %402 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 0
  %403 = bitcast i32 %402 to float
  %404 = fadd float %403, 0.000000e+00
  %405 = select i1 %138, float %404, float 0.000000e+00
  %406 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 1
  %407 = bitcast i32 %406 to float
  %408 = fadd float %407, 0.000000e+00
  %409 = select i1 %138, float %408, float 0.000000e+00
  %410 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 2
  %411 = bitcast i32 %410 to float
  %412 = fadd float %411, 0.000000e+00
  %413 = select i1 %138, float %412, float 0.000000e+00
  %414 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 3
  %415 = bitcast i32 %414 to float
  %416 = fadd float %415, 0.000000e+00
  %417 = select i1 %138, float %416, float 0.000000e+00
  %418 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 4
  %419 = bitcast i32 %418 to float
  %420 = fadd float %419, 0.000000e+00
  %421 = select i1 %138, float %420, float 0.000000e+00
  %422 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 5
  %423 = bitcast i32 %422 to float
  %424 = fadd float %423, 0.000000e+00
  %425 = select i1 %138, float %424, float 0.000000e+00
  %426 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 6
  %427 = bitcast i32 %426 to float
  %428 = fadd float %427, 0.000000e+00
  %429 = select i1 %138, float %428, float 0.000000e+00
  %430 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 7
  %431 = bitcast i32 %430 to float
  %432 = fadd float %431, 0.000000e+00
  %433 = select i1 %138, float %432, float 0.000000e+00
  %434 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 8
  %435 = bitcast i32 %434 to float
  %436 = fadd float %435, 0.000000e+00
  %437 = select i1 %138, float %436, float 0.000000e+00
  %438 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 9
  %439 = bitcast i32 %438 to float
  %440 = fadd float %439, 0.000000e+00
  %441 = select i1 %138, float %440, float 0.000000e+00
  %442 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 10
  %443 = bitcast i32 %442 to float
  %444 = fadd float %443, 0.000000e+00
  %445 = select i1 %138, float %444, float 0.000000e+00
  %446 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 11
  %447 = bitcast i32 %446 to float
  %448 = fadd float %447, 0.000000e+00
  %449 = select i1 %138, float %448, float 0.000000e+00
  %450 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 12
  %451 = bitcast i32 %450 to float
  %452 = fadd float %451, 0.000000e+00
  %453 = select i1 %138, float %452, float 0.000000e+00
  %454 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 13
  %455 = bitcast i32 %454 to float
  %456 = fadd float %455, 0.000000e+00
  %457 = select i1 %138, float %456, float 0.000000e+00
  %458 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 14
  %459 = bitcast i32 %458 to float
  %460 = fadd float %459, 0.000000e+00
  %461 = select i1 %138, float %460, float 0.000000e+00
  %462 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 15
  %463 = bitcast i32 %462 to float
  %464 = fadd float %463, 0.000000e+00
  %465 = select i1 %138, float %464, float 0.000000e+00
  %466 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 16
  %467 = bitcast i32 %466 to float
  %468 = fadd float %467, 0.000000e+00
  %469 = select i1 %138, float %468, float 0.000000e+00
  %470 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 17
  %471 = bitcast i32 %470 to float
  %472 = fadd float %471, 0.000000e+00
  %473 = select i1 %138, float %472, float 0.000000e+00
  %474 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 18
  %475 = bitcast i32 %474 to float
  %476 = fadd float %475, 0.000000e+00
  %477 = select i1 %138, float %476, float 0.000000e+00
  %478 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 19
  %479 = bitcast i32 %478 to float
  %480 = fadd float %479, 0.000000e+00
  %481 = select i1 %138, float %480, float 0.000000e+00
  %482 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 20
  %483 = bitcast i32 %482 to float
  %484 = fadd float %483, 0.000000e+00
  %485 = select i1 %138, float %484, float 0.000000e+00
  %486 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 21
  %487 = bitcast i32 %486 to float
  %488 = fadd float %487, 0.000000e+00
  %489 = select i1 %138, float %488, float 0.000000e+00
  %490 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 22
  %491 = bitcast i32 %490 to float
  %492 = fadd float %491, 0.000000e+00
  %493 = select i1 %138, float %492, float 0.000000e+00
  %494 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 23
  %495 = bitcast i32 %494 to float
  %496 = fadd float %495, 0.000000e+00
  %497 = select i1 %138, float %496, float 0.000000e+00
  %498 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 24
  %499 = bitcast i32 %498 to float
  %500 = fadd float %499, 0.000000e+00
  %501 = select i1 %138, float %500, float 0.000000e+00
  %502 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 25
  %503 = bitcast i32 %502 to float
  %504 = fadd float %503, 0.000000e+00
  %505 = select i1 %138, float %504, float 0.000000e+00
  %506 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 26
  %507 = bitcast i32 %506 to float
  %508 = fadd float %507, 0.000000e+00
  %509 = select i1 %138, float %508, float 0.000000e+00
  %510 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 27
  %511 = bitcast i32 %510 to float
  %512 = fadd float %511, 0.000000e+00
  %513 = select i1 %138, float %512, float 0.000000e+00
  %514 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 28
  %515 = bitcast i32 %514 to float
  %516 = fadd float %515, 0.000000e+00
  %517 = select i1 %138, float %516, float 0.000000e+00
  %518 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 29
  %519 = bitcast i32 %518 to float
  %520 = fadd float %519, 0.000000e+00
  %521 = select i1 %138, float %520, float 0.000000e+00
  %522 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 30
  %523 = bitcast i32 %522 to float
  %524 = fadd float %523, 0.000000e+00
  %525 = select i1 %138, float %524, float 0.000000e+00
  %526 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %401, 31
  %527 = bitcast i32 %526 to float
  %528 = fadd float %527, 0.000000e+00
  %529 = select i1 %138, float %528, float 0.000000e+00
  %530 = add i32 %140, 96
  %531 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %530) #4
  %532 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 0
  %533 = bitcast i32 %532 to float
  %534 = fadd float %533, 0.000000e+00
  %535 = select i1 %138, float %534, float 0.000000e+00
  %536 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 1
  %537 = bitcast i32 %536 to float
  %538 = fadd float %537, 0.000000e+00
  %539 = select i1 %138, float %538, float 0.000000e+00
  %540 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 2
  %541 = bitcast i32 %540 to float
  %542 = fadd float %541, 0.000000e+00
  %543 = select i1 %138, float %542, float 0.000000e+00
  %544 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 3
  %545 = bitcast i32 %544 to float
  %546 = fadd float %545, 0.000000e+00
  %547 = select i1 %138, float %546, float 0.000000e+00
  %548 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 4
  %549 = bitcast i32 %548 to float
  %550 = fadd float %549, 0.000000e+00
  %551 = select i1 %138, float %550, float 0.000000e+00
  %552 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 5
  %553 = bitcast i32 %552 to float
  %554 = fadd float %553, 0.000000e+00
  %555 = select i1 %138, float %554, float 0.000000e+00
  %556 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 6
  %557 = bitcast i32 %556 to float
  %558 = fadd float %557, 0.000000e+00
  %559 = select i1 %138, float %558, float 0.000000e+00
  %560 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 7
  %561 = bitcast i32 %560 to float
  %562 = fadd float %561, 0.000000e+00
  %563 = select i1 %138, float %562, float 0.000000e+00
  %564 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 8
  %565 = bitcast i32 %564 to float
  %566 = fadd float %565, 0.000000e+00
  %567 = select i1 %138, float %566, float 0.000000e+00
  %568 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 9
  %569 = bitcast i32 %568 to float
  %570 = fadd float %569, 0.000000e+00
  %571 = select i1 %138, float %570, float 0.000000e+00
  %572 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 10
  %573 = bitcast i32 %572 to float
  %574 = fadd float %573, 0.000000e+00
  %575 = select i1 %138, float %574, float 0.000000e+00
  %576 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 11
  %577 = bitcast i32 %576 to float
  %578 = fadd float %577, 0.000000e+00
  %579 = select i1 %138, float %578, float 0.000000e+00
  %580 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 12
  %581 = bitcast i32 %580 to float
  %582 = fadd float %581, 0.000000e+00
  %583 = select i1 %138, float %582, float 0.000000e+00
  %584 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 13
  %585 = bitcast i32 %584 to float
  %586 = fadd float %585, 0.000000e+00
  %587 = select i1 %138, float %586, float 0.000000e+00
  %588 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 14
  %589 = bitcast i32 %588 to float
  %590 = fadd float %589, 0.000000e+00
  %591 = select i1 %138, float %590, float 0.000000e+00
  %592 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 15
  %593 = bitcast i32 %592 to float
  %594 = fadd float %593, 0.000000e+00
  %595 = select i1 %138, float %594, float 0.000000e+00
  %596 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 16
  %597 = bitcast i32 %596 to float
  %598 = fadd float %597, 0.000000e+00
  %599 = select i1 %138, float %598, float 0.000000e+00
  %600 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 17
  %601 = bitcast i32 %600 to float
  %602 = fadd float %601, 0.000000e+00
  %603 = select i1 %138, float %602, float 0.000000e+00
  %604 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 18
  %605 = bitcast i32 %604 to float
  %606 = fadd float %605, 0.000000e+00
  %607 = select i1 %138, float %606, float 0.000000e+00
  %608 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 19
  %609 = bitcast i32 %608 to float
  %610 = fadd float %609, 0.000000e+00
  %611 = select i1 %138, float %610, float 0.000000e+00
  %612 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 20
  %613 = bitcast i32 %612 to float
  %614 = fadd float %613, 0.000000e+00
  %615 = select i1 %138, float %614, float 0.000000e+00
  %616 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 21
  %617 = bitcast i32 %616 to float
  %618 = fadd float %617, 0.000000e+00
  %619 = select i1 %138, float %618, float 0.000000e+00
  %620 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 22
  %621 = bitcast i32 %620 to float
  %622 = fadd float %621, 0.000000e+00
  %623 = select i1 %138, float %622, float 0.000000e+00
  %624 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 23
  %625 = bitcast i32 %624 to float
  %626 = fadd float %625, 0.000000e+00
  %627 = select i1 %138, float %626, float 0.000000e+00
  %628 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 24
  %629 = bitcast i32 %628 to float
  %630 = fadd float %629, 0.000000e+00
  %631 = select i1 %138, float %630, float 0.000000e+00
  %632 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 25
  %633 = bitcast i32 %632 to float
  %634 = fadd float %633, 0.000000e+00
  %635 = select i1 %138, float %634, float 0.000000e+00
  %636 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 26
  %637 = bitcast i32 %636 to float
  %638 = fadd float %637, 0.000000e+00
  %639 = select i1 %138, float %638, float 0.000000e+00
  %640 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 27
  %641 = bitcast i32 %640 to float
  %642 = fadd float %641, 0.000000e+00
  %643 = select i1 %138, float %642, float 0.000000e+00
  %644 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 28
  %645 = bitcast i32 %644 to float
  %646 = fadd float %645, 0.000000e+00
  %647 = select i1 %138, float %646, float 0.000000e+00
  %648 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 29
  %649 = bitcast i32 %648 to float
  %650 = fadd float %649, 0.000000e+00
  %651 = select i1 %138, float %650, float 0.000000e+00
  %652 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 30
  %653 = bitcast i32 %652 to float
  %654 = fadd float %653, 0.000000e+00
  %655 = select i1 %138, float %654, float 0.000000e+00
  %656 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %531, 31
  %657 = bitcast i32 %656 to float
  %658 = fadd float %657, 0.000000e+00
  %659 = select i1 %138, float %658, float 0.000000e+00
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %31, label %660, label %661

660:                                              ; preds = %134
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %34) #4
  br label %661

661:                                              ; preds = %660, %134
  br i1 %28, label %662, label %663

662:                                              ; preds = %661
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196608)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196640)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196616)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196648)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196624)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196656)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196632)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196664)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 196672)) #4
  br label %663

663:                                              ; preds = %662, %661
  %664 = shl nuw nsw i32 %135, 9
  %665 = shl nuw nsw i32 %7, 7
  %666 = and i32 %665, 16256
  %667 = shl nuw nsw i32 %7, 4
  %668 = and i32 %667, 112
  %669 = or disjoint i32 %668, %664
  %670 = or disjoint i32 %669, %666
  %671 = zext nneg i32 %670 to i64
  %672 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %671
  %673 = insertelement <4 x float> poison, float %145, i64 0
  %674 = insertelement <4 x float> %673, float %149, i64 1
  %675 = insertelement <4 x float> %674, float %153, i64 2
  %676 = insertelement <4 x float> %675, float %157, i64 3
  store <4 x float> %676, ptr addrspace(3) %672, align 16
  %677 = xor i32 %670, 16
  %678 = zext nneg i32 %677 to i64
  %679 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %678
  %680 = insertelement <4 x float> poison, float %161, i64 0
  %681 = insertelement <4 x float> %680, float %165, i64 1
  %682 = insertelement <4 x float> %681, float %169, i64 2
  %683 = insertelement <4 x float> %682, float %173, i64 3
  store <4 x float> %683, ptr addrspace(3) %679, align 16
  %684 = xor i32 %670, 32
  %685 = zext nneg i32 %684 to i64
  %686 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %685
  %687 = insertelement <4 x float> poison, float %177, i64 0
  %688 = insertelement <4 x float> %687, float %181, i64 1
  %689 = insertelement <4 x float> %688, float %185, i64 2
  %690 = insertelement <4 x float> %689, float %189, i64 3
  store <4 x float> %690, ptr addrspace(3) %686, align 16
  %691 = xor i32 %670, 48
  %692 = zext nneg i32 %691 to i64
  %693 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %692
  %694 = insertelement <4 x float> poison, float %193, i64 0
  %695 = insertelement <4 x float> %694, float %197, i64 1
  %696 = insertelement <4 x float> %695, float %201, i64 2
  %697 = insertelement <4 x float> %696, float %205, i64 3
  store <4 x float> %697, ptr addrspace(3) %693, align 16
  %698 = xor i32 %670, 64
  %699 = zext nneg i32 %698 to i64
  %700 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %699
  %701 = insertelement <4 x float> poison, float %209, i64 0
  %702 = insertelement <4 x float> %701, float %213, i64 1
  %703 = insertelement <4 x float> %702, float %217, i64 2
  %704 = insertelement <4 x float> %703, float %221, i64 3
  store <4 x float> %704, ptr addrspace(3) %700, align 16
  %705 = xor i32 %670, 80
  %706 = zext nneg i32 %705 to i64
  %707 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %706
  %708 = insertelement <4 x float> poison, float %225, i64 0
  %709 = insertelement <4 x float> %708, float %229, i64 1
  %710 = insertelement <4 x float> %709, float %233, i64 2
  %711 = insertelement <4 x float> %710, float %237, i64 3
  store <4 x float> %711, ptr addrspace(3) %707, align 16
  %712 = xor i32 %670, 96
  %713 = zext nneg i32 %712 to i64
  %714 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %713
  %715 = insertelement <4 x float> poison, float %241, i64 0
  %716 = insertelement <4 x float> %715, float %245, i64 1
  %717 = insertelement <4 x float> %716, float %249, i64 2
  %718 = insertelement <4 x float> %717, float %253, i64 3
  store <4 x float> %718, ptr addrspace(3) %714, align 16
  %719 = xor i32 %670, 112
  %720 = zext nneg i32 %719 to i64
  %721 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %720
  %722 = insertelement <4 x float> poison, float %257, i64 0
  %723 = insertelement <4 x float> %722, float %261, i64 1
  %724 = insertelement <4 x float> %723, float %265, i64 2
  %725 = insertelement <4 x float> %724, float %269, i64 3
  store <4 x float> %725, ptr addrspace(3) %721, align 16
  %726 = getelementptr i8, ptr addrspace(3) %672, i64 16384
  %727 = insertelement <4 x float> poison, float %275, i64 0
  %728 = insertelement <4 x float> %727, float %279, i64 1
  %729 = insertelement <4 x float> %728, float %283, i64 2
  %730 = insertelement <4 x float> %729, float %287, i64 3
  store <4 x float> %730, ptr addrspace(3) %726, align 16
  %731 = shl nuw nsw i32 %7, 9
  %732 = and i32 %731, 65536
  %733 = or disjoint i32 %668, %732
  %734 = or disjoint i32 %733, %665
  %735 = or i32 %734, 16384
  %736 = xor i32 %735, 16
  %737 = zext nneg i32 %736 to i64
  %738 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %737
  %739 = insertelement <4 x float> poison, float %291, i64 0
  %740 = insertelement <4 x float> %739, float %295, i64 1
  %741 = insertelement <4 x float> %740, float %299, i64 2
  %742 = insertelement <4 x float> %741, float %303, i64 3
  store <4 x float> %742, ptr addrspace(3) %738, align 16
  %743 = xor i32 %735, 32
  %744 = zext nneg i32 %743 to i64
  %745 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %744
  %746 = insertelement <4 x float> poison, float %307, i64 0
  %747 = insertelement <4 x float> %746, float %311, i64 1
  %748 = insertelement <4 x float> %747, float %315, i64 2
  %749 = insertelement <4 x float> %748, float %319, i64 3
  store <4 x float> %749, ptr addrspace(3) %745, align 16
  %750 = xor i32 %735, 48
  %751 = zext nneg i32 %750 to i64
  %752 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %751
  %753 = insertelement <4 x float> poison, float %323, i64 0
  %754 = insertelement <4 x float> %753, float %327, i64 1
  %755 = insertelement <4 x float> %754, float %331, i64 2
  %756 = insertelement <4 x float> %755, float %335, i64 3
  store <4 x float> %756, ptr addrspace(3) %752, align 16
  %757 = xor i32 %735, 64
  %758 = zext nneg i32 %757 to i64
  %759 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %758
  %760 = insertelement <4 x float> poison, float %339, i64 0
  %761 = insertelement <4 x float> %760, float %343, i64 1
  %762 = insertelement <4 x float> %761, float %347, i64 2
  %763 = insertelement <4 x float> %762, float %351, i64 3
  store <4 x float> %763, ptr addrspace(3) %759, align 16
  %764 = xor i32 %735, 80
  %765 = zext nneg i32 %764 to i64
  %766 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %765
  %767 = insertelement <4 x float> poison, float %355, i64 0
  %768 = insertelement <4 x float> %767, float %359, i64 1
  %769 = insertelement <4 x float> %768, float %363, i64 2
  %770 = insertelement <4 x float> %769, float %367, i64 3
  store <4 x float> %770, ptr addrspace(3) %766, align 16
  %771 = xor i32 %735, 96
  %772 = zext nneg i32 %771 to i64
  %773 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %772
  %774 = insertelement <4 x float> poison, float %371, i64 0
  %775 = insertelement <4 x float> %774, float %375, i64 1
  %776 = insertelement <4 x float> %775, float %379, i64 2
  %777 = insertelement <4 x float> %776, float %383, i64 3
  store <4 x float> %777, ptr addrspace(3) %773, align 16
  %778 = xor i32 %735, 112
  %779 = zext nneg i32 %778 to i64
  %780 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %779
  %781 = insertelement <4 x float> poison, float %387, i64 0
  %782 = insertelement <4 x float> %781, float %391, i64 1
  %783 = insertelement <4 x float> %782, float %395, i64 2
  %784 = insertelement <4 x float> %783, float %399, i64 3
  store <4 x float> %784, ptr addrspace(3) %780, align 16
  %785 = getelementptr i8, ptr addrspace(3) %672, i64 32768
  %786 = insertelement <4 x float> poison, float %405, i64 0
  %787 = insertelement <4 x float> %786, float %409, i64 1
  %788 = insertelement <4 x float> %787, float %413, i64 2
  %789 = insertelement <4 x float> %788, float %417, i64 3
  store <4 x float> %789, ptr addrspace(3) %785, align 16
  %790 = or disjoint i32 %733, %666
  %791 = xor i32 %790, 32784
  %792 = zext nneg i32 %791 to i64
  %793 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %792
  %794 = insertelement <4 x float> poison, float %421, i64 0
  %795 = insertelement <4 x float> %794, float %425, i64 1
  %796 = insertelement <4 x float> %795, float %429, i64 2
  %797 = insertelement <4 x float> %796, float %433, i64 3
  store <4 x float> %797, ptr addrspace(3) %793, align 16
  %798 = xor i32 %790, 32800
  %799 = zext nneg i32 %798 to i64
  %800 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %799
  %801 = insertelement <4 x float> poison, float %437, i64 0
  %802 = insertelement <4 x float> %801, float %441, i64 1
  %803 = insertelement <4 x float> %802, float %445, i64 2
  %804 = insertelement <4 x float> %803, float %449, i64 3
  store <4 x float> %804, ptr addrspace(3) %800, align 16
  %805 = xor i32 %790, 32816
  %806 = zext nneg i32 %805 to i64
  %807 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %806
  %808 = insertelement <4 x float> poison, float %453, i64 0
  %809 = insertelement <4 x float> %808, float %457, i64 1
  %810 = insertelement <4 x float> %809, float %461, i64 2
  %811 = insertelement <4 x float> %810, float %465, i64 3
  store <4 x float> %811, ptr addrspace(3) %807, align 16
  %812 = xor i32 %790, 32832
  %813 = zext nneg i32 %812 to i64
  %814 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %813
  %815 = insertelement <4 x float> poison, float %469, i64 0
  %816 = insertelement <4 x float> %815, float %473, i64 1
  %817 = insertelement <4 x float> %816, float %477, i64 2
  %818 = insertelement <4 x float> %817, float %481, i64 3
  store <4 x float> %818, ptr addrspace(3) %814, align 16
  %819 = xor i32 %790, 32848
  %820 = zext nneg i32 %819 to i64
  %821 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %820
  %822 = insertelement <4 x float> poison, float %485, i64 0
  %823 = insertelement <4 x float> %822, float %489, i64 1
  %824 = insertelement <4 x float> %823, float %493, i64 2
  %825 = insertelement <4 x float> %824, float %497, i64 3
  store <4 x float> %825, ptr addrspace(3) %821, align 16
  %826 = xor i32 %790, 32864
  %827 = zext nneg i32 %826 to i64
  %828 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %827
  %829 = insertelement <4 x float> poison, float %501, i64 0
  %830 = insertelement <4 x float> %829, float %505, i64 1
  %831 = insertelement <4 x float> %830, float %509, i64 2
  %832 = insertelement <4 x float> %831, float %513, i64 3
  store <4 x float> %832, ptr addrspace(3) %828, align 16
  %833 = xor i32 %790, 32880
  %834 = zext nneg i32 %833 to i64
  %835 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %834
  %836 = insertelement <4 x float> poison, float %517, i64 0
  %837 = insertelement <4 x float> %836, float %521, i64 1
  %838 = insertelement <4 x float> %837, float %525, i64 2
  %839 = insertelement <4 x float> %838, float %529, i64 3
  store <4 x float> %839, ptr addrspace(3) %835, align 16
  %840 = getelementptr i8, ptr addrspace(3) %672, i64 49152
  %841 = insertelement <4 x float> poison, float %535, i64 0
  %842 = insertelement <4 x float> %841, float %539, i64 1
  %843 = insertelement <4 x float> %842, float %543, i64 2
  %844 = insertelement <4 x float> %843, float %547, i64 3
  store <4 x float> %844, ptr addrspace(3) %840, align 16
  %845 = or i32 %734, 49152
  %846 = xor i32 %845, 16
  %847 = zext nneg i32 %846 to i64
  %848 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %847
  %849 = insertelement <4 x float> poison, float %551, i64 0
  %850 = insertelement <4 x float> %849, float %555, i64 1
  %851 = insertelement <4 x float> %850, float %559, i64 2
  %852 = insertelement <4 x float> %851, float %563, i64 3
  store <4 x float> %852, ptr addrspace(3) %848, align 16
  %853 = xor i32 %845, 32
  %854 = zext nneg i32 %853 to i64
  %855 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %854
  %856 = insertelement <4 x float> poison, float %567, i64 0
  %857 = insertelement <4 x float> %856, float %571, i64 1
  %858 = insertelement <4 x float> %857, float %575, i64 2
  %859 = insertelement <4 x float> %858, float %579, i64 3
  store <4 x float> %859, ptr addrspace(3) %855, align 16
  %860 = xor i32 %845, 48
  %861 = zext nneg i32 %860 to i64
  %862 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %861
  %863 = insertelement <4 x float> poison, float %583, i64 0
  %864 = insertelement <4 x float> %863, float %587, i64 1
  %865 = insertelement <4 x float> %864, float %591, i64 2
  %866 = insertelement <4 x float> %865, float %595, i64 3
  store <4 x float> %866, ptr addrspace(3) %862, align 16
  %867 = xor i32 %845, 64
  %868 = zext nneg i32 %867 to i64
  %869 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %868
  %870 = insertelement <4 x float> poison, float %599, i64 0
  %871 = insertelement <4 x float> %870, float %603, i64 1
  %872 = insertelement <4 x float> %871, float %607, i64 2
  %873 = insertelement <4 x float> %872, float %611, i64 3
  store <4 x float> %873, ptr addrspace(3) %869, align 16
  %874 = xor i32 %845, 80
  %875 = zext nneg i32 %874 to i64
  %876 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %875
  %877 = insertelement <4 x float> poison, float %615, i64 0
  %878 = insertelement <4 x float> %877, float %619, i64 1
  %879 = insertelement <4 x float> %878, float %623, i64 2
  %880 = insertelement <4 x float> %879, float %627, i64 3
  store <4 x float> %880, ptr addrspace(3) %876, align 16
  %881 = xor i32 %845, 96
  %882 = zext nneg i32 %881 to i64
  %883 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %882
  %884 = insertelement <4 x float> poison, float %631, i64 0
  %885 = insertelement <4 x float> %884, float %635, i64 1
  %886 = insertelement <4 x float> %885, float %639, i64 2
  %887 = insertelement <4 x float> %886, float %643, i64 3
  store <4 x float> %887, ptr addrspace(3) %883, align 16
  %888 = xor i32 %845, 112
  %889 = zext nneg i32 %888 to i64
  %890 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_store_dsmem, i64 %889
  %891 = insertelement <4 x float> poison, float %647, i64 0
  %892 = insertelement <4 x float> %891, float %651, i64 1
  %893 = insertelement <4 x float> %892, float %655, i64 2
  %894 = insertelement <4 x float> %893, float %659, i64 3
  store <4 x float> %894, ptr addrspace(3) %890, align 16
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %895, label %.critedge

895:                                              ; preds = %663
  %896 = ptrtoint ptr %2 to i64
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %896, i32 %24, i32 %23, i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32)) #4
  %897 = or disjoint i32 %24, 32
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %896, i32 %897, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 16384)) #4
  %898 = or disjoint i32 %24, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %896, i32 %898, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 32768)) #4
  %899 = or disjoint i32 %24, 96
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %896, i32 %899, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 49152)) #4
  %900 = or disjoint i32 %24, 128
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %896, i32 %900, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 65536)) #4
  %901 = or disjoint i32 %24, 160
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %896, i32 %901, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 81920)) #4
  %902 = or disjoint i32 %24, 192
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %896, i32 %902, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 98304)) #4
  %903 = or disjoint i32 %24, 224
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %896, i32 %903, i32 %23, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_store_dsmem to i32), i32 114688)) #4
  call void asm sideeffect "cp.async.bulk.commit_group;", "~{memory}"() #4
  call void asm sideeffect "cp.async.bulk.wait_group.read 0;", "~{memory}"() #4
  br label %.critedge

.critedge:                                        ; preds = %663, %895
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
