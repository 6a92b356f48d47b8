; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_128x128_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma_128x128(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
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
  %24 = shl i32 %20, 7
  %25 = tail call i32 @llvm.smax.i32(i32 %5, i32 0)
  %26 = add nuw i32 %25, 63
  %27 = sdiv i32 %26, 64
  %28 = icmp eq i32 %7, 0
  br i1 %28, label %29, label %30

29:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131072)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131104), i32 1) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131080)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131112), i32 1) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131088)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131120), i32 1) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131096)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131128), i32 1) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131136)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %30

30:                                               ; preds = %29, %6
  %31 = icmp samesign ult i32 %7, 32
  br i1 %31, label %32, label %33

32:                                               ; preds = %30
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 128;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131144)) #4
  br label %33

33:                                               ; preds = %32, %30
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %34 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131144)) #4
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
  %44 = shl i32 %43, 15
  %45 = add i32 %44, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32)
  %46 = add i32 %44, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 16384)
  %47 = shl i32 %43, 3
  %48 = add i32 %47, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131072)
  %49 = shl i32 %43, 6
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %48, i32 32768) #4
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
  %59 = or disjoint i32 %58, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131072)
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
  %68 = shl nuw nsw i32 %57, 15
  %69 = add i32 %68, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32)
  %70 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 16384)
  %71 = lshr exact i32 %69, 4
  %72 = and i32 %71, 16320
  %73 = zext nneg i32 %72 to i64
  %74 = or disjoint i64 %73, 4611756662049538048
  %75 = lshr exact i32 %70, 4
  %76 = and i32 %75, 16320
  %77 = zext nneg i32 %76 to i64
  %78 = or disjoint i64 %77, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %34, i64 %74, i64 %78, i32 136316048, i32 %67) #4
  %79 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 32)
  %80 = lshr exact i32 %79, 4
  %81 = and i32 %80, 16322
  %82 = zext nneg i32 %81 to i64
  %83 = or disjoint i64 %82, 4611756662049538048
  %84 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 16416)
  %85 = lshr exact i32 %84, 4
  %86 = and i32 %85, 16322
  %87 = zext nneg i32 %86 to i64
  %88 = or disjoint i64 %87, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %34, i64 %83, i64 %88, i32 136316048, i32 1) #4
  %89 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 64)
  %90 = lshr exact i32 %89, 4
  %91 = and i32 %90, 16324
  %92 = zext nneg i32 %91 to i64
  %93 = or disjoint i64 %92, 4611756662049538048
  %94 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 16448)
  %95 = lshr exact i32 %94, 4
  %96 = and i32 %95, 16324
  %97 = zext nneg i32 %96 to i64
  %98 = or disjoint i64 %97, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %34, i64 %93, i64 %98, i32 136316048, i32 1) #4
  %99 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 96)
  %100 = lshr exact i32 %99, 4
  %101 = and i32 %100, 16326
  %102 = zext nneg i32 %101 to i64
  %103 = or disjoint i64 %102, 4611756662049538048
  %104 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 16480)
  %105 = lshr exact i32 %104, 4
  %106 = and i32 %105, 16326
  %107 = zext nneg i32 %106 to i64
  %108 = or disjoint i64 %107, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %34, i64 %103, i64 %108, i32 136316048, i32 1) #4
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
  %117 = or disjoint i32 %116, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131072)
  %118 = or disjoint i32 %117, 32
  %119 = lshr i32 %114, 2
  %120 = and i32 %119, 1
  br label %121

121:                                              ; preds = %121, %113
  %122 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %118, i32 %120) #4
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %121, label %124

124:                                              ; preds = %121
  %125 = shl nuw nsw i32 %115, 15
  %126 = add i32 %125, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32)
  %127 = add i32 %125, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 16384)
  %128 = shl i32 %110, 6
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %117, i32 32768) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %126, i64 %52, i32 %128, i32 %23, i32 %117) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %127, i64 %53, i32 %128, i32 %24, i32 %117) #4
  br label %129

129:                                              ; preds = %124, %65
  %130 = add nuw nsw i64 %55, 1
  %exitcond7.not = icmp eq i64 %130, %51
  br i1 %exitcond7.not, label %._crit_edge6, label %54

._crit_edge6:                                     ; preds = %129, %35
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131136)) #4
  br label %.preheader

.preheader:                                       ; preds = %._crit_edge6, %33
  br label %131

131:                                              ; preds = %.preheader, %131
  %132 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131136), i32 0) #4
  %133 = icmp eq i32 %132, 0
  br i1 %133, label %131, label %134

134:                                              ; preds = %131
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %135 = lshr i32 %7, 1
  %136 = and i32 %135, 64
  %137 = shl nuw nsw i32 %7, 16
  %138 = and i32 %137, 6291456
  %139 = icmp sgt i32 %26, 63
  %140 = or disjoint i32 %136, %138
  %141 = add i32 %140, %34
  %142 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %141) #4
  %143 = add i32 %141, 32
  %144 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %143) #4
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %31, label %145, label %146

145:                                              ; preds = %134
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 128;", "r,~{memory}"(i32 %34) #4
  br label %146

146:                                              ; preds = %145, %134
  br i1 %28, label %147, label %148

147:                                              ; preds = %146
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131072)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131104)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131080)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131112)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131088)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131120)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131096)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131128)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_128x128_dsmem to i32), i32 131136)) #4
  br label %148

148:                                              ; preds = %147, %146
  %149 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 31
  %150 = bitcast i32 %149 to float
  %151 = fadd float %150, 0.000000e+00
  %152 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 30
  %153 = bitcast i32 %152 to float
  %154 = fadd float %153, 0.000000e+00
  %155 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 29
  %156 = bitcast i32 %155 to float
  %157 = fadd float %156, 0.000000e+00
  %158 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 28
  %159 = bitcast i32 %158 to float
  %160 = fadd float %159, 0.000000e+00
  %161 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 27
  %162 = bitcast i32 %161 to float
  %163 = fadd float %162, 0.000000e+00
  %164 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 26
  %165 = bitcast i32 %164 to float
  %166 = fadd float %165, 0.000000e+00
  %167 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 25
  %168 = bitcast i32 %167 to float
  %169 = fadd float %168, 0.000000e+00
  %170 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 24
  %171 = bitcast i32 %170 to float
  %172 = fadd float %171, 0.000000e+00
  %173 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 23
  %174 = bitcast i32 %173 to float
  %175 = fadd float %174, 0.000000e+00
  %176 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 22
  %177 = bitcast i32 %176 to float
  %178 = fadd float %177, 0.000000e+00
  %179 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 21
  %180 = bitcast i32 %179 to float
  %181 = fadd float %180, 0.000000e+00
  %182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 20
  %183 = bitcast i32 %182 to float
  %184 = fadd float %183, 0.000000e+00
  %185 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 19
  %186 = bitcast i32 %185 to float
  %187 = fadd float %186, 0.000000e+00
  %188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 18
  %189 = bitcast i32 %188 to float
  %190 = fadd float %189, 0.000000e+00
  %191 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 17
  %192 = bitcast i32 %191 to float
  %193 = fadd float %192, 0.000000e+00
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 16
  %195 = bitcast i32 %194 to float
  %196 = fadd float %195, 0.000000e+00
  %197 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 15
  %198 = bitcast i32 %197 to float
  %199 = fadd float %198, 0.000000e+00
  %200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 14
  %201 = bitcast i32 %200 to float
  %202 = fadd float %201, 0.000000e+00
  %203 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 13
  %204 = bitcast i32 %203 to float
  %205 = fadd float %204, 0.000000e+00
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 12
  %207 = bitcast i32 %206 to float
  %208 = fadd float %207, 0.000000e+00
  %209 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 11
  %210 = bitcast i32 %209 to float
  %211 = fadd float %210, 0.000000e+00
  %212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 10
  %213 = bitcast i32 %212 to float
  %214 = fadd float %213, 0.000000e+00
  %215 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 9
  %216 = bitcast i32 %215 to float
  %217 = fadd float %216, 0.000000e+00
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 8
  %219 = bitcast i32 %218 to float
  %220 = fadd float %219, 0.000000e+00
  %221 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 7
  %222 = bitcast i32 %221 to float
  %223 = fadd float %222, 0.000000e+00
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 6
  %225 = bitcast i32 %224 to float
  %226 = fadd float %225, 0.000000e+00
  %227 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 5
  %228 = bitcast i32 %227 to float
  %229 = fadd float %228, 0.000000e+00
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 4
  %231 = bitcast i32 %230 to float
  %232 = fadd float %231, 0.000000e+00
  %233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 3
  %234 = bitcast i32 %233 to float
  %235 = fadd float %234, 0.000000e+00
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 2
  %237 = bitcast i32 %236 to float
  %238 = fadd float %237, 0.000000e+00
  %239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 1
  %240 = bitcast i32 %239 to float
  %241 = fadd float %240, 0.000000e+00
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %144, 0
  %243 = bitcast i32 %242 to float
  %244 = fadd float %243, 0.000000e+00
  %245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 31
  %246 = bitcast i32 %245 to float
  %247 = fadd float %246, 0.000000e+00
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 30
  %249 = bitcast i32 %248 to float
  %250 = fadd float %249, 0.000000e+00
  %251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 29
  %252 = bitcast i32 %251 to float
  %253 = fadd float %252, 0.000000e+00
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 28
  %255 = bitcast i32 %254 to float
  %256 = fadd float %255, 0.000000e+00
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 27
  %258 = bitcast i32 %257 to float
  %259 = fadd float %258, 0.000000e+00
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 26
  %261 = bitcast i32 %260 to float
  %262 = fadd float %261, 0.000000e+00
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 25
  %264 = bitcast i32 %263 to float
  %265 = fadd float %264, 0.000000e+00
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 24
  %267 = bitcast i32 %266 to float
  %268 = fadd float %267, 0.000000e+00
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 23
  %270 = bitcast i32 %269 to float
  %271 = fadd float %270, 0.000000e+00
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 22
  %273 = bitcast i32 %272 to float
  %274 = fadd float %273, 0.000000e+00
  %275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 21
  %276 = bitcast i32 %275 to float
  %277 = fadd float %276, 0.000000e+00
  %278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 20
  %279 = bitcast i32 %278 to float
  %280 = fadd float %279, 0.000000e+00
  %281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 19
  %282 = bitcast i32 %281 to float
  %283 = fadd float %282, 0.000000e+00
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 18
  %285 = bitcast i32 %284 to float
  %286 = fadd float %285, 0.000000e+00
  %287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 17
  %288 = bitcast i32 %287 to float
  %289 = fadd float %288, 0.000000e+00
  %290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 16
  %291 = bitcast i32 %290 to float
  %292 = fadd float %291, 0.000000e+00
  %293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 15
  %294 = bitcast i32 %293 to float
  %295 = fadd float %294, 0.000000e+00
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 14
  %297 = bitcast i32 %296 to float
  %298 = fadd float %297, 0.000000e+00
  %299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 13
  %300 = bitcast i32 %299 to float
  %301 = fadd float %300, 0.000000e+00
  %302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 12
  %303 = bitcast i32 %302 to float
  %304 = fadd float %303, 0.000000e+00
  %305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 11
  %306 = bitcast i32 %305 to float
  %307 = fadd float %306, 0.000000e+00
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 10
  %309 = bitcast i32 %308 to float
  %310 = fadd float %309, 0.000000e+00
  %311 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 9
  %312 = bitcast i32 %311 to float
  %313 = fadd float %312, 0.000000e+00
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 8
  %315 = bitcast i32 %314 to float
  %316 = fadd float %315, 0.000000e+00
  %317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 7
  %318 = bitcast i32 %317 to float
  %319 = fadd float %318, 0.000000e+00
  %320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 6
  %321 = bitcast i32 %320 to float
  %322 = fadd float %321, 0.000000e+00
  %323 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 5
  %324 = bitcast i32 %323 to float
  %325 = fadd float %324, 0.000000e+00
  %326 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 4
  %327 = bitcast i32 %326 to float
  %328 = fadd float %327, 0.000000e+00
  %329 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 3
  %330 = bitcast i32 %329 to float
  %331 = fadd float %330, 0.000000e+00
  %332 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 2
  %333 = bitcast i32 %332 to float
  %334 = fadd float %333, 0.000000e+00
  %335 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 1
  %336 = bitcast i32 %335 to float
  %337 = fadd float %336, 0.000000e+00
  %338 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %142, 0
  %339 = bitcast i32 %338 to float
  %340 = fadd float %339, 0.000000e+00
  %341 = and i32 %7, 127
  %342 = or disjoint i32 %23, %341
  %343 = mul i32 %342, %4
  %344 = or disjoint i32 %24, %136
  %345 = add i32 %343, %344
  %346 = sext i32 %345 to i64
  %347 = getelementptr float, ptr addrspace(1) %2, i64 %346
  %348 = icmp slt i32 %342, %3
  %349 = icmp slt i32 %344, %4
  %350 = and i1 %348, %349
  %351 = or disjoint i32 %344, 1
  %352 = icmp slt i32 %351, %4
  %353 = and i1 %348, %352
  %354 = or disjoint i32 %344, 2
  %355 = icmp slt i32 %354, %4
  %356 = and i1 %348, %355
  %357 = or disjoint i32 %344, 3
  %358 = icmp slt i32 %357, %4
  %359 = ptrtoint ptr addrspace(1) %347 to i64
  %360 = and i64 %359, 15
  %361 = icmp eq i64 %360, 0
  %362 = and i1 %350, %361
  %363 = and i1 %355, %362
  %364 = and i1 %358, %362
  %365 = xor i1 %350, %364
  %366 = xor i1 %353, %364
  %367 = xor i1 %356, %364
  %368 = xor i1 %348, %363
  %369 = and i1 %358, %368
  %370 = zext i1 %364 to i32
  %371 = bitcast float %340 to i32
  %372 = select i1 %139, i32 %371, i32 0
  %373 = bitcast float %337 to i32
  %374 = select i1 %139, i32 %373, i32 0
  %375 = bitcast float %334 to i32
  %376 = select i1 %139, i32 %375, i32 0
  %377 = bitcast float %331 to i32
  %378 = select i1 %139, i32 %377, i32 0
  %379 = zext i1 %365 to i32
  %380 = zext i1 %366 to i32
  %381 = zext i1 %367 to i32
  %382 = zext i1 %369 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %370, i32 %372, i32 %374, i32 %376, i32 %378, ptr addrspace(1) %347, i32 %379, i32 %380, i32 %381, i32 %382) #4
  %383 = or disjoint i32 %344, 4
  %384 = add i32 %343, %383
  %385 = sext i32 %384 to i64
  %386 = getelementptr float, ptr addrspace(1) %2, i64 %385
  %387 = icmp slt i32 %383, %4
  %388 = and i1 %348, %387
  %389 = or disjoint i32 %344, 5
  %390 = icmp slt i32 %389, %4
  %391 = and i1 %348, %390
  %392 = or disjoint i32 %344, 6
  %393 = icmp slt i32 %392, %4
  %394 = and i1 %348, %393
  %395 = or disjoint i32 %344, 7
  %396 = icmp slt i32 %395, %4
  %397 = ptrtoint ptr addrspace(1) %386 to i64
  %398 = and i64 %397, 15
  %399 = icmp eq i64 %398, 0
  %400 = and i1 %388, %399
  %401 = and i1 %393, %400
  %402 = and i1 %396, %400
  %403 = xor i1 %388, %402
  %404 = xor i1 %391, %402
  %405 = xor i1 %394, %402
  %406 = xor i1 %348, %401
  %407 = and i1 %396, %406
  %408 = zext i1 %402 to i32
  %409 = bitcast float %328 to i32
  %410 = select i1 %139, i32 %409, i32 0
  %411 = bitcast float %325 to i32
  %412 = select i1 %139, i32 %411, i32 0
  %413 = bitcast float %322 to i32
  %414 = select i1 %139, i32 %413, i32 0
  %415 = bitcast float %319 to i32
  %416 = select i1 %139, i32 %415, i32 0
  %417 = zext i1 %403 to i32
  %418 = zext i1 %404 to i32
  %419 = zext i1 %405 to i32
  %420 = zext i1 %407 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %408, i32 %410, i32 %412, i32 %414, i32 %416, ptr addrspace(1) %386, i32 %417, i32 %418, i32 %419, i32 %420) #4
  %421 = or disjoint i32 %344, 8
  %422 = add i32 %343, %421
  %423 = sext i32 %422 to i64
  %424 = getelementptr float, ptr addrspace(1) %2, i64 %423
  %425 = icmp slt i32 %421, %4
  %426 = and i1 %348, %425
  %427 = or disjoint i32 %344, 9
  %428 = icmp slt i32 %427, %4
  %429 = and i1 %348, %428
  %430 = or disjoint i32 %344, 10
  %431 = icmp slt i32 %430, %4
  %432 = and i1 %348, %431
  %433 = or disjoint i32 %344, 11
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
  %444 = xor i1 %348, %439
  %445 = and i1 %434, %444
  %446 = zext i1 %440 to i32
  %447 = bitcast float %316 to i32
  %448 = select i1 %139, i32 %447, i32 0
  %449 = bitcast float %313 to i32
  %450 = select i1 %139, i32 %449, i32 0
  %451 = bitcast float %310 to i32
  %452 = select i1 %139, i32 %451, i32 0
  %453 = bitcast float %307 to i32
  %454 = select i1 %139, i32 %453, i32 0
  %455 = zext i1 %441 to i32
  %456 = zext i1 %442 to i32
  %457 = zext i1 %443 to i32
  %458 = zext i1 %445 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %446, i32 %448, i32 %450, i32 %452, i32 %454, ptr addrspace(1) %424, i32 %455, i32 %456, i32 %457, i32 %458) #4
  %459 = or disjoint i32 %344, 12
  %460 = add i32 %343, %459
  %461 = sext i32 %460 to i64
  %462 = getelementptr float, ptr addrspace(1) %2, i64 %461
  %463 = icmp slt i32 %459, %4
  %464 = and i1 %348, %463
  %465 = or disjoint i32 %344, 13
  %466 = icmp slt i32 %465, %4
  %467 = and i1 %348, %466
  %468 = or disjoint i32 %344, 14
  %469 = icmp slt i32 %468, %4
  %470 = and i1 %348, %469
  %471 = or disjoint i32 %344, 15
  %472 = icmp slt i32 %471, %4
  %473 = ptrtoint ptr addrspace(1) %462 to i64
  %474 = and i64 %473, 15
  %475 = icmp eq i64 %474, 0
  %476 = and i1 %464, %475
  %477 = and i1 %469, %476
  %478 = and i1 %472, %476
  %479 = xor i1 %464, %478
  %480 = xor i1 %467, %478
  %481 = xor i1 %470, %478
  %482 = xor i1 %348, %477
  %483 = and i1 %472, %482
  %484 = zext i1 %478 to i32
  %485 = bitcast float %304 to i32
  %486 = select i1 %139, i32 %485, i32 0
  %487 = bitcast float %301 to i32
  %488 = select i1 %139, i32 %487, i32 0
  %489 = bitcast float %298 to i32
  %490 = select i1 %139, i32 %489, i32 0
  %491 = bitcast float %295 to i32
  %492 = select i1 %139, i32 %491, i32 0
  %493 = zext i1 %479 to i32
  %494 = zext i1 %480 to i32
  %495 = zext i1 %481 to i32
  %496 = zext i1 %483 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %484, i32 %486, i32 %488, i32 %490, i32 %492, ptr addrspace(1) %462, i32 %493, i32 %494, i32 %495, i32 %496) #4
  %497 = or disjoint i32 %344, 16
  %498 = add i32 %343, %497
  %499 = sext i32 %498 to i64
  %500 = getelementptr float, ptr addrspace(1) %2, i64 %499
  %501 = icmp slt i32 %497, %4
  %502 = and i1 %348, %501
  %503 = or disjoint i32 %344, 17
  %504 = icmp slt i32 %503, %4
  %505 = and i1 %348, %504
  %506 = or disjoint i32 %344, 18
  %507 = icmp slt i32 %506, %4
  %508 = and i1 %348, %507
  %509 = or disjoint i32 %344, 19
  %510 = icmp slt i32 %509, %4
  %511 = ptrtoint ptr addrspace(1) %500 to i64
  %512 = and i64 %511, 15
  %513 = icmp eq i64 %512, 0
  %514 = and i1 %502, %513
  %515 = and i1 %507, %514
  %516 = and i1 %510, %514
  %517 = xor i1 %502, %516
  %518 = xor i1 %505, %516
  %519 = xor i1 %508, %516
  %520 = xor i1 %348, %515
  %521 = and i1 %510, %520
  %522 = zext i1 %516 to i32
  %523 = bitcast float %292 to i32
  %524 = select i1 %139, i32 %523, i32 0
  %525 = bitcast float %289 to i32
  %526 = select i1 %139, i32 %525, i32 0
  %527 = bitcast float %286 to i32
  %528 = select i1 %139, i32 %527, i32 0
  %529 = bitcast float %283 to i32
  %530 = select i1 %139, i32 %529, i32 0
  %531 = zext i1 %517 to i32
  %532 = zext i1 %518 to i32
  %533 = zext i1 %519 to i32
  %534 = zext i1 %521 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %522, i32 %524, i32 %526, i32 %528, i32 %530, ptr addrspace(1) %500, i32 %531, i32 %532, i32 %533, i32 %534) #4
  %535 = or disjoint i32 %344, 20
  %536 = add i32 %343, %535
  %537 = sext i32 %536 to i64
  %538 = getelementptr float, ptr addrspace(1) %2, i64 %537
  %539 = icmp slt i32 %535, %4
  %540 = and i1 %348, %539
  %541 = or disjoint i32 %344, 21
  %542 = icmp slt i32 %541, %4
  %543 = and i1 %348, %542
  %544 = or disjoint i32 %344, 22
  %545 = icmp slt i32 %544, %4
  %546 = and i1 %348, %545
  %547 = or disjoint i32 %344, 23
  %548 = icmp slt i32 %547, %4
  %549 = ptrtoint ptr addrspace(1) %538 to i64
  %550 = and i64 %549, 15
  %551 = icmp eq i64 %550, 0
  %552 = and i1 %540, %551
  %553 = and i1 %545, %552
  %554 = and i1 %548, %552
  %555 = xor i1 %540, %554
  %556 = xor i1 %543, %554
  %557 = xor i1 %546, %554
  %558 = xor i1 %348, %553
  %559 = and i1 %548, %558
  %560 = zext i1 %554 to i32
  %561 = bitcast float %280 to i32
  %562 = select i1 %139, i32 %561, i32 0
  %563 = bitcast float %277 to i32
  %564 = select i1 %139, i32 %563, i32 0
  %565 = bitcast float %274 to i32
  %566 = select i1 %139, i32 %565, i32 0
  %567 = bitcast float %271 to i32
  %568 = select i1 %139, i32 %567, i32 0
  %569 = zext i1 %555 to i32
  %570 = zext i1 %556 to i32
  %571 = zext i1 %557 to i32
  %572 = zext i1 %559 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %560, i32 %562, i32 %564, i32 %566, i32 %568, ptr addrspace(1) %538, i32 %569, i32 %570, i32 %571, i32 %572) #4
  %573 = or disjoint i32 %344, 24
  %574 = add i32 %343, %573
  %575 = sext i32 %574 to i64
  %576 = getelementptr float, ptr addrspace(1) %2, i64 %575
  %577 = icmp slt i32 %573, %4
  %578 = and i1 %348, %577
  %579 = or disjoint i32 %344, 25
  %580 = icmp slt i32 %579, %4
  %581 = and i1 %348, %580
  %582 = or disjoint i32 %344, 26
  %583 = icmp slt i32 %582, %4
  %584 = and i1 %348, %583
  %585 = or disjoint i32 %344, 27
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
  %596 = xor i1 %348, %591
  %597 = and i1 %586, %596
  %598 = zext i1 %592 to i32
  %599 = bitcast float %268 to i32
  %600 = select i1 %139, i32 %599, i32 0
  %601 = bitcast float %265 to i32
  %602 = select i1 %139, i32 %601, i32 0
  %603 = bitcast float %262 to i32
  %604 = select i1 %139, i32 %603, i32 0
  %605 = bitcast float %259 to i32
  %606 = select i1 %139, i32 %605, i32 0
  %607 = zext i1 %593 to i32
  %608 = zext i1 %594 to i32
  %609 = zext i1 %595 to i32
  %610 = zext i1 %597 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %598, i32 %600, i32 %602, i32 %604, i32 %606, ptr addrspace(1) %576, i32 %607, i32 %608, i32 %609, i32 %610) #4
  %611 = or disjoint i32 %344, 28
  %612 = add i32 %343, %611
  %613 = sext i32 %612 to i64
  %614 = getelementptr float, ptr addrspace(1) %2, i64 %613
  %615 = icmp slt i32 %611, %4
  %616 = and i1 %348, %615
  %617 = or disjoint i32 %344, 29
  %618 = icmp slt i32 %617, %4
  %619 = and i1 %348, %618
  %620 = or disjoint i32 %344, 30
  %621 = icmp slt i32 %620, %4
  %622 = and i1 %348, %621
  %623 = or disjoint i32 %344, 31
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
  %634 = xor i1 %348, %629
  %635 = and i1 %624, %634
  %636 = zext i1 %630 to i32
  %637 = bitcast float %256 to i32
  %638 = select i1 %139, i32 %637, i32 0
  %639 = bitcast float %253 to i32
  %640 = select i1 %139, i32 %639, i32 0
  %641 = bitcast float %250 to i32
  %642 = select i1 %139, i32 %641, i32 0
  %643 = bitcast float %247 to i32
  %644 = select i1 %139, i32 %643, i32 0
  %645 = zext i1 %631 to i32
  %646 = zext i1 %632 to i32
  %647 = zext i1 %633 to i32
  %648 = zext i1 %635 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %636, i32 %638, i32 %640, i32 %642, i32 %644, ptr addrspace(1) %614, i32 %645, i32 %646, i32 %647, i32 %648) #4
  %649 = or disjoint i32 %344, 32
  %650 = add i32 %343, %649
  %651 = sext i32 %650 to i64
  %652 = getelementptr float, ptr addrspace(1) %2, i64 %651
  %653 = icmp slt i32 %649, %4
  %654 = and i1 %348, %653
  %655 = or disjoint i32 %344, 33
  %656 = icmp slt i32 %655, %4
  %657 = and i1 %348, %656
  %658 = or disjoint i32 %344, 34
  %659 = icmp slt i32 %658, %4
  %660 = and i1 %348, %659
  %661 = or disjoint i32 %344, 35
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
  %672 = xor i1 %348, %667
  %673 = and i1 %662, %672
  %674 = zext i1 %668 to i32
  %675 = bitcast float %244 to i32
  %676 = select i1 %139, i32 %675, i32 0
  %677 = bitcast float %241 to i32
  %678 = select i1 %139, i32 %677, i32 0
  %679 = bitcast float %238 to i32
  %680 = select i1 %139, i32 %679, i32 0
  %681 = bitcast float %235 to i32
  %682 = select i1 %139, i32 %681, i32 0
  %683 = zext i1 %669 to i32
  %684 = zext i1 %670 to i32
  %685 = zext i1 %671 to i32
  %686 = zext i1 %673 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %674, i32 %676, i32 %678, i32 %680, i32 %682, ptr addrspace(1) %652, i32 %683, i32 %684, i32 %685, i32 %686) #4
  %687 = or disjoint i32 %344, 36
  %688 = add i32 %343, %687
  %689 = sext i32 %688 to i64
  %690 = getelementptr float, ptr addrspace(1) %2, i64 %689
  %691 = icmp slt i32 %687, %4
  %692 = and i1 %348, %691
  %693 = or disjoint i32 %344, 37
  %694 = icmp slt i32 %693, %4
  %695 = and i1 %348, %694
  %696 = or disjoint i32 %344, 38
  %697 = icmp slt i32 %696, %4
  %698 = and i1 %348, %697
  %699 = or disjoint i32 %344, 39
  %700 = icmp slt i32 %699, %4
  %701 = ptrtoint ptr addrspace(1) %690 to i64
  %702 = and i64 %701, 15
  %703 = icmp eq i64 %702, 0
  %704 = and i1 %692, %703
  %705 = and i1 %697, %704
  %706 = and i1 %700, %704
  %707 = xor i1 %692, %706
  %708 = xor i1 %695, %706
  %709 = xor i1 %698, %706
  %710 = xor i1 %348, %705
  %711 = and i1 %700, %710
  %712 = zext i1 %706 to i32
  %713 = bitcast float %232 to i32
  %714 = select i1 %139, i32 %713, i32 0
  %715 = bitcast float %229 to i32
  %716 = select i1 %139, i32 %715, i32 0
  %717 = bitcast float %226 to i32
  %718 = select i1 %139, i32 %717, i32 0
  %719 = bitcast float %223 to i32
  %720 = select i1 %139, i32 %719, i32 0
  %721 = zext i1 %707 to i32
  %722 = zext i1 %708 to i32
  %723 = zext i1 %709 to i32
  %724 = zext i1 %711 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %712, i32 %714, i32 %716, i32 %718, i32 %720, ptr addrspace(1) %690, i32 %721, i32 %722, i32 %723, i32 %724) #4
  %725 = or disjoint i32 %344, 40
  %726 = add i32 %343, %725
  %727 = sext i32 %726 to i64
  %728 = getelementptr float, ptr addrspace(1) %2, i64 %727
  %729 = icmp slt i32 %725, %4
  %730 = and i1 %348, %729
  %731 = or disjoint i32 %344, 41
  %732 = icmp slt i32 %731, %4
  %733 = and i1 %348, %732
  %734 = or disjoint i32 %344, 42
  %735 = icmp slt i32 %734, %4
  %736 = and i1 %348, %735
  %737 = or disjoint i32 %344, 43
  %738 = icmp slt i32 %737, %4
  %739 = ptrtoint ptr addrspace(1) %728 to i64
  %740 = and i64 %739, 15
  %741 = icmp eq i64 %740, 0
  %742 = and i1 %730, %741
  %743 = and i1 %735, %742
  %744 = and i1 %738, %742
  %745 = xor i1 %730, %744
  %746 = xor i1 %733, %744
  %747 = xor i1 %736, %744
  %748 = xor i1 %348, %743
  %749 = and i1 %738, %748
  %750 = zext i1 %744 to i32
  %751 = bitcast float %220 to i32
  %752 = select i1 %139, i32 %751, i32 0
  %753 = bitcast float %217 to i32
  %754 = select i1 %139, i32 %753, i32 0
  %755 = bitcast float %214 to i32
  %756 = select i1 %139, i32 %755, i32 0
  %757 = bitcast float %211 to i32
  %758 = select i1 %139, i32 %757, i32 0
  %759 = zext i1 %745 to i32
  %760 = zext i1 %746 to i32
  %761 = zext i1 %747 to i32
  %762 = zext i1 %749 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %750, i32 %752, i32 %754, i32 %756, i32 %758, ptr addrspace(1) %728, i32 %759, i32 %760, i32 %761, i32 %762) #4
  %763 = or disjoint i32 %344, 44
  %764 = add i32 %343, %763
  %765 = sext i32 %764 to i64
  %766 = getelementptr float, ptr addrspace(1) %2, i64 %765
  %767 = icmp slt i32 %763, %4
  %768 = and i1 %348, %767
  %769 = or disjoint i32 %344, 45
  %770 = icmp slt i32 %769, %4
  %771 = and i1 %348, %770
  %772 = or disjoint i32 %344, 46
  %773 = icmp slt i32 %772, %4
  %774 = and i1 %348, %773
  %775 = or disjoint i32 %344, 47
  %776 = icmp slt i32 %775, %4
  %777 = ptrtoint ptr addrspace(1) %766 to i64
  %778 = and i64 %777, 15
  %779 = icmp eq i64 %778, 0
  %780 = and i1 %768, %779
  %781 = and i1 %773, %780
  %782 = and i1 %776, %780
  %783 = xor i1 %768, %782
  %784 = xor i1 %771, %782
  %785 = xor i1 %774, %782
  %786 = xor i1 %348, %781
  %787 = and i1 %776, %786
  %788 = zext i1 %782 to i32
  %789 = bitcast float %208 to i32
  %790 = select i1 %139, i32 %789, i32 0
  %791 = bitcast float %205 to i32
  %792 = select i1 %139, i32 %791, i32 0
  %793 = bitcast float %202 to i32
  %794 = select i1 %139, i32 %793, i32 0
  %795 = bitcast float %199 to i32
  %796 = select i1 %139, i32 %795, i32 0
  %797 = zext i1 %783 to i32
  %798 = zext i1 %784 to i32
  %799 = zext i1 %785 to i32
  %800 = zext i1 %787 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %788, i32 %790, i32 %792, i32 %794, i32 %796, ptr addrspace(1) %766, i32 %797, i32 %798, i32 %799, i32 %800) #4
  %801 = or disjoint i32 %344, 48
  %802 = add i32 %343, %801
  %803 = sext i32 %802 to i64
  %804 = getelementptr float, ptr addrspace(1) %2, i64 %803
  %805 = icmp slt i32 %801, %4
  %806 = and i1 %348, %805
  %807 = or disjoint i32 %344, 49
  %808 = icmp slt i32 %807, %4
  %809 = and i1 %348, %808
  %810 = or disjoint i32 %344, 50
  %811 = icmp slt i32 %810, %4
  %812 = and i1 %348, %811
  %813 = or disjoint i32 %344, 51
  %814 = icmp slt i32 %813, %4
  %815 = ptrtoint ptr addrspace(1) %804 to i64
  %816 = and i64 %815, 15
  %817 = icmp eq i64 %816, 0
  %818 = and i1 %806, %817
  %819 = and i1 %811, %818
  %820 = and i1 %814, %818
  %821 = xor i1 %806, %820
  %822 = xor i1 %809, %820
  %823 = xor i1 %812, %820
  %824 = xor i1 %348, %819
  %825 = and i1 %814, %824
  %826 = zext i1 %820 to i32
  %827 = bitcast float %196 to i32
  %828 = select i1 %139, i32 %827, i32 0
  %829 = bitcast float %193 to i32
  %830 = select i1 %139, i32 %829, i32 0
  %831 = bitcast float %190 to i32
  %832 = select i1 %139, i32 %831, i32 0
  %833 = bitcast float %187 to i32
  %834 = select i1 %139, i32 %833, i32 0
  %835 = zext i1 %821 to i32
  %836 = zext i1 %822 to i32
  %837 = zext i1 %823 to i32
  %838 = zext i1 %825 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %826, i32 %828, i32 %830, i32 %832, i32 %834, ptr addrspace(1) %804, i32 %835, i32 %836, i32 %837, i32 %838) #4
  %839 = or disjoint i32 %344, 52
  %840 = add i32 %343, %839
  %841 = sext i32 %840 to i64
  %842 = getelementptr float, ptr addrspace(1) %2, i64 %841
  %843 = icmp slt i32 %839, %4
  %844 = and i1 %348, %843
  %845 = or disjoint i32 %344, 53
  %846 = icmp slt i32 %845, %4
  %847 = and i1 %348, %846
  %848 = or disjoint i32 %344, 54
  %849 = icmp slt i32 %848, %4
  %850 = and i1 %348, %849
  %851 = or disjoint i32 %344, 55
  %852 = icmp slt i32 %851, %4
  %853 = ptrtoint ptr addrspace(1) %842 to i64
  %854 = and i64 %853, 15
  %855 = icmp eq i64 %854, 0
  %856 = and i1 %844, %855
  %857 = and i1 %849, %856
  %858 = and i1 %852, %856
  %859 = xor i1 %844, %858
  %860 = xor i1 %847, %858
  %861 = xor i1 %850, %858
  %862 = xor i1 %348, %857
  %863 = and i1 %852, %862
  %864 = zext i1 %858 to i32
  %865 = bitcast float %184 to i32
  %866 = select i1 %139, i32 %865, i32 0
  %867 = bitcast float %181 to i32
  %868 = select i1 %139, i32 %867, i32 0
  %869 = bitcast float %178 to i32
  %870 = select i1 %139, i32 %869, i32 0
  %871 = bitcast float %175 to i32
  %872 = select i1 %139, i32 %871, i32 0
  %873 = zext i1 %859 to i32
  %874 = zext i1 %860 to i32
  %875 = zext i1 %861 to i32
  %876 = zext i1 %863 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %864, i32 %866, i32 %868, i32 %870, i32 %872, ptr addrspace(1) %842, i32 %873, i32 %874, i32 %875, i32 %876) #4
  %877 = or disjoint i32 %344, 56
  %878 = add i32 %343, %877
  %879 = sext i32 %878 to i64
  %880 = getelementptr float, ptr addrspace(1) %2, i64 %879
  %881 = icmp slt i32 %877, %4
  %882 = and i1 %348, %881
  %883 = or disjoint i32 %344, 57
  %884 = icmp slt i32 %883, %4
  %885 = and i1 %348, %884
  %886 = or disjoint i32 %344, 58
  %887 = icmp slt i32 %886, %4
  %888 = and i1 %348, %887
  %889 = or disjoint i32 %344, 59
  %890 = icmp slt i32 %889, %4
  %891 = ptrtoint ptr addrspace(1) %880 to i64
  %892 = and i64 %891, 15
  %893 = icmp eq i64 %892, 0
  %894 = and i1 %882, %893
  %895 = and i1 %887, %894
  %896 = and i1 %890, %894
  %897 = xor i1 %882, %896
  %898 = xor i1 %885, %896
  %899 = xor i1 %888, %896
  %900 = xor i1 %348, %895
  %901 = and i1 %890, %900
  %902 = zext i1 %896 to i32
  %903 = bitcast float %172 to i32
  %904 = select i1 %139, i32 %903, i32 0
  %905 = bitcast float %169 to i32
  %906 = select i1 %139, i32 %905, i32 0
  %907 = bitcast float %166 to i32
  %908 = select i1 %139, i32 %907, i32 0
  %909 = bitcast float %163 to i32
  %910 = select i1 %139, i32 %909, i32 0
  %911 = zext i1 %897 to i32
  %912 = zext i1 %898 to i32
  %913 = zext i1 %899 to i32
  %914 = zext i1 %901 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %902, i32 %904, i32 %906, i32 %908, i32 %910, ptr addrspace(1) %880, i32 %911, i32 %912, i32 %913, i32 %914) #4
  %915 = or disjoint i32 %344, 60
  %916 = add i32 %343, %915
  %917 = sext i32 %916 to i64
  %918 = getelementptr float, ptr addrspace(1) %2, i64 %917
  %919 = icmp slt i32 %915, %4
  %920 = and i1 %348, %919
  %921 = or disjoint i32 %344, 61
  %922 = icmp slt i32 %921, %4
  %923 = and i1 %348, %922
  %924 = or disjoint i32 %344, 62
  %925 = icmp slt i32 %924, %4
  %926 = and i1 %348, %925
  %927 = or disjoint i32 %135, %24
  %928 = or i32 %927, 63
  %929 = icmp slt i32 %928, %4
  %930 = ptrtoint ptr addrspace(1) %918 to i64
  %931 = and i64 %930, 15
  %932 = icmp eq i64 %931, 0
  %933 = and i1 %920, %932
  %934 = and i1 %925, %933
  %935 = and i1 %929, %934
  %936 = xor i1 %920, %935
  %937 = xor i1 %923, %935
  %938 = xor i1 %926, %935
  %939 = xor i1 %348, %934
  %940 = and i1 %929, %939
  %941 = zext i1 %935 to i32
  %942 = bitcast float %160 to i32
  %943 = select i1 %139, i32 %942, i32 0
  %944 = bitcast float %157 to i32
  %945 = select i1 %139, i32 %944, i32 0
  %946 = bitcast float %154 to i32
  %947 = select i1 %139, i32 %946, i32 0
  %948 = bitcast float %151 to i32
  %949 = select i1 %139, i32 %948, i32 0
  %950 = zext i1 %936 to i32
  %951 = zext i1 %937 to i32
  %952 = zext i1 %938 to i32
  %953 = zext i1 %940 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %941, i32 %943, i32 %945, i32 %947, i32 %949, ptr addrspace(1) %918, i32 %950, i32 %951, i32 %952, i32 %953) #4
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
