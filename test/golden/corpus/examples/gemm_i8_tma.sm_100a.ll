; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_i8_tma_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_i8_tma(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
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
  %26 = add nuw i32 %25, 127
  %27 = sdiv i32 %26, 128
  %28 = icmp eq i32 %7, 0
  br i1 %28, label %29, label %30

29:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196608)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196640), i32 1) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196616)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196648), i32 1) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196624)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196656), i32 1) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196632)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196664), i32 1) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196672)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %30

30:                                               ; preds = %29, %6
  %31 = icmp samesign ult i32 %7, 32
  br i1 %31, label %32, label %33

32:                                               ; preds = %30
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196680)) #4
  br label %33

33:                                               ; preds = %32, %30
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %34 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196680)) #4
  br i1 %28, label %35, label %.preheader

35:                                               ; preds = %33
  %36 = icmp sgt i32 %26, 127
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
  %45 = add i32 %44, ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32)
  %46 = add i32 %44, add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 16384)
  %47 = shl i32 %43, 3
  %48 = add i32 %47, add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196608)
  %49 = shl i32 %43, 7
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
  %59 = or disjoint i32 %58, add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196608)
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
  %69 = add i32 %68, ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32)
  %70 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 16384)
  %71 = lshr exact i32 %69, 4
  %72 = and i32 %71, 16320
  %73 = zext nneg i32 %72 to i64
  %74 = or disjoint i64 %73, 4611756662049538048
  %75 = lshr exact i32 %70, 4
  %76 = and i32 %75, 16320
  %77 = zext nneg i32 %76 to i64
  %78 = or disjoint i64 %77, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::i8 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %34, i64 %74, i64 %78, i32 138413216, i32 %67) #4
  %79 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 32)
  %80 = lshr exact i32 %79, 4
  %81 = and i32 %80, 16322
  %82 = zext nneg i32 %81 to i64
  %83 = or disjoint i64 %82, 4611756662049538048
  %84 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 16416)
  %85 = lshr exact i32 %84, 4
  %86 = and i32 %85, 16322
  %87 = zext nneg i32 %86 to i64
  %88 = or disjoint i64 %87, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::i8 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %34, i64 %83, i64 %88, i32 138413216, i32 1) #4
  %89 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 64)
  %90 = lshr exact i32 %89, 4
  %91 = and i32 %90, 16324
  %92 = zext nneg i32 %91 to i64
  %93 = or disjoint i64 %92, 4611756662049538048
  %94 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 16448)
  %95 = lshr exact i32 %94, 4
  %96 = and i32 %95, 16324
  %97 = zext nneg i32 %96 to i64
  %98 = or disjoint i64 %97, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::i8 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %34, i64 %93, i64 %98, i32 138413216, i32 1) #4
  %99 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 96)
  %100 = lshr exact i32 %99, 4
  %101 = and i32 %100, 16326
  %102 = zext nneg i32 %101 to i64
  %103 = or disjoint i64 %102, 4611756662049538048
  %104 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 16480)
  %105 = lshr exact i32 %104, 4
  %106 = and i32 %105, 16326
  %107 = zext nneg i32 %106 to i64
  %108 = or disjoint i64 %107, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::i8 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %34, i64 %103, i64 %108, i32 138413216, i32 1) #4
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
  %117 = or disjoint i32 %116, add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196608)
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
  %126 = add i32 %125, ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32)
  %127 = add i32 %125, add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 16384)
  %128 = shl i32 %110, 7
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %117, i32 49152) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %126, i64 %52, i32 %128, i32 %23, i32 %117) #4
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %127, i64 %53, i32 %128, i32 %24, i32 %117) #4
  br label %129

129:                                              ; preds = %124, %65
  %130 = add nuw nsw i64 %55, 1
  %exitcond7.not = icmp eq i64 %130, %51
  br i1 %exitcond7.not, label %._crit_edge6, label %54

._crit_edge6:                                     ; preds = %129, %35
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196672)) #4
  br label %.preheader

.preheader:                                       ; preds = %._crit_edge6, %33
  br label %131

131:                                              ; preds = %.preheader, %131
  %132 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196672), i32 0) #4
  %133 = icmp eq i32 %132, 0
  br i1 %133, label %131, label %134

134:                                              ; preds = %131
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %135 = and i32 %7, 128
  %136 = shl nuw nsw i32 %7, 16
  %137 = and i32 %136, 6291456
  %138 = icmp sgt i32 %26, 127
  %139 = or disjoint i32 %137, %135
  %140 = add i32 %139, %34
  %141 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %140) #4
  %142 = add i32 %140, 32
  %143 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %142) #4
  %144 = add i32 %140, 64
  %145 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %144) #4
  %146 = add i32 %140, 96
  %147 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %146) #4
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %31, label %148, label %149

148:                                              ; preds = %134
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %34) #4
  br label %149

149:                                              ; preds = %148, %134
  br i1 %28, label %150, label %151

150:                                              ; preds = %149
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196608)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196640)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196616)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196648)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196624)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196656)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196632)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196664)) #4
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_i8_tma_dsmem to i32), i32 196672)) #4
  br label %151

151:                                              ; preds = %150, %149
  %152 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 31
  %153 = select i1 %138, i32 %152, i32 0
  %154 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 30
  %155 = select i1 %138, i32 %154, i32 0
  %156 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 29
  %157 = select i1 %138, i32 %156, i32 0
  %158 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 28
  %159 = select i1 %138, i32 %158, i32 0
  %160 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 27
  %161 = select i1 %138, i32 %160, i32 0
  %162 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 26
  %163 = select i1 %138, i32 %162, i32 0
  %164 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 25
  %165 = select i1 %138, i32 %164, i32 0
  %166 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 24
  %167 = select i1 %138, i32 %166, i32 0
  %168 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 23
  %169 = select i1 %138, i32 %168, i32 0
  %170 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 22
  %171 = select i1 %138, i32 %170, i32 0
  %172 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 21
  %173 = select i1 %138, i32 %172, i32 0
  %174 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 20
  %175 = select i1 %138, i32 %174, i32 0
  %176 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 19
  %177 = select i1 %138, i32 %176, i32 0
  %178 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 18
  %179 = select i1 %138, i32 %178, i32 0
  %180 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 17
  %181 = select i1 %138, i32 %180, i32 0
  %182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 16
  %183 = select i1 %138, i32 %182, i32 0
  %184 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 15
  %185 = select i1 %138, i32 %184, i32 0
  %186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 14
  %187 = select i1 %138, i32 %186, i32 0
  %188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 13
  %189 = select i1 %138, i32 %188, i32 0
  %190 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 12
  %191 = select i1 %138, i32 %190, i32 0
  %192 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 11
  %193 = select i1 %138, i32 %192, i32 0
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 10
  %195 = select i1 %138, i32 %194, i32 0
  %196 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 9
  %197 = select i1 %138, i32 %196, i32 0
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 8
  %199 = select i1 %138, i32 %198, i32 0
  %200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 7
  %201 = select i1 %138, i32 %200, i32 0
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 6
  %203 = select i1 %138, i32 %202, i32 0
  %204 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 5
  %205 = select i1 %138, i32 %204, i32 0
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 4
  %207 = select i1 %138, i32 %206, i32 0
  %208 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 3
  %209 = select i1 %138, i32 %208, i32 0
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 2
  %211 = select i1 %138, i32 %210, i32 0
  %212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 1
  %213 = select i1 %138, i32 %212, i32 0
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 0
  %215 = select i1 %138, i32 %214, i32 0
  %216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 31
  %217 = select i1 %138, i32 %216, i32 0
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 30
  %219 = select i1 %138, i32 %218, i32 0
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 29
  %221 = select i1 %138, i32 %220, i32 0
  %222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 28
  %223 = select i1 %138, i32 %222, i32 0
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 27
  %225 = select i1 %138, i32 %224, i32 0
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 26
  %227 = select i1 %138, i32 %226, i32 0
  %228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 25
  %229 = select i1 %138, i32 %228, i32 0
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 24
  %231 = select i1 %138, i32 %230, i32 0
  %232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 23
  %233 = select i1 %138, i32 %232, i32 0
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 22
  %235 = select i1 %138, i32 %234, i32 0
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 21
  %237 = select i1 %138, i32 %236, i32 0
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 20
  %239 = select i1 %138, i32 %238, i32 0
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 19
  %241 = select i1 %138, i32 %240, i32 0
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 18
  %243 = select i1 %138, i32 %242, i32 0
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 17
  %245 = select i1 %138, i32 %244, i32 0
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 16
  %247 = select i1 %138, i32 %246, i32 0
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 15
  %249 = select i1 %138, i32 %248, i32 0
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 14
  %251 = select i1 %138, i32 %250, i32 0
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 13
  %253 = select i1 %138, i32 %252, i32 0
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 12
  %255 = select i1 %138, i32 %254, i32 0
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 11
  %257 = select i1 %138, i32 %256, i32 0
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 10
  %259 = select i1 %138, i32 %258, i32 0
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 9
  %261 = select i1 %138, i32 %260, i32 0
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 8
  %263 = select i1 %138, i32 %262, i32 0
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 7
  %265 = select i1 %138, i32 %264, i32 0
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 6
  %267 = select i1 %138, i32 %266, i32 0
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 5
  %269 = select i1 %138, i32 %268, i32 0
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 4
  %271 = select i1 %138, i32 %270, i32 0
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 3
  %273 = select i1 %138, i32 %272, i32 0
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 2
  %275 = select i1 %138, i32 %274, i32 0
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 1
  %277 = select i1 %138, i32 %276, i32 0
  %278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %145, 0
  %279 = select i1 %138, i32 %278, i32 0
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 31
  %281 = select i1 %138, i32 %280, i32 0
  %282 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 30
  %283 = select i1 %138, i32 %282, i32 0
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 29
  %285 = select i1 %138, i32 %284, i32 0
  %286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 28
  %287 = select i1 %138, i32 %286, i32 0
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 27
  %289 = select i1 %138, i32 %288, i32 0
  %290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 26
  %291 = select i1 %138, i32 %290, i32 0
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 25
  %293 = select i1 %138, i32 %292, i32 0
  %294 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 24
  %295 = select i1 %138, i32 %294, i32 0
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 23
  %297 = select i1 %138, i32 %296, i32 0
  %298 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 22
  %299 = select i1 %138, i32 %298, i32 0
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 21
  %301 = select i1 %138, i32 %300, i32 0
  %302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 20
  %303 = select i1 %138, i32 %302, i32 0
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 19
  %305 = select i1 %138, i32 %304, i32 0
  %306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 18
  %307 = select i1 %138, i32 %306, i32 0
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 17
  %309 = select i1 %138, i32 %308, i32 0
  %310 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 16
  %311 = select i1 %138, i32 %310, i32 0
  %312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 15
  %313 = select i1 %138, i32 %312, i32 0
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 14
  %315 = select i1 %138, i32 %314, i32 0
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 13
  %317 = select i1 %138, i32 %316, i32 0
  %318 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 12
  %319 = select i1 %138, i32 %318, i32 0
  %320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 11
  %321 = select i1 %138, i32 %320, i32 0
  %322 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 10
  %323 = select i1 %138, i32 %322, i32 0
  %324 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 9
  %325 = select i1 %138, i32 %324, i32 0
  %326 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 8
  %327 = select i1 %138, i32 %326, i32 0
  %328 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 7
  %329 = select i1 %138, i32 %328, i32 0
  %330 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 6
  %331 = select i1 %138, i32 %330, i32 0
  %332 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 5
  %333 = select i1 %138, i32 %332, i32 0
  %334 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 4
  %335 = select i1 %138, i32 %334, i32 0
  %336 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 3
  %337 = select i1 %138, i32 %336, i32 0
  %338 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 2
  %339 = select i1 %138, i32 %338, i32 0
  %340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 1
  %341 = select i1 %138, i32 %340, i32 0
  %342 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %143, 0
  %343 = select i1 %138, i32 %342, i32 0
  %344 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 31
  %345 = select i1 %138, i32 %344, i32 0
  %346 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 30
  %347 = select i1 %138, i32 %346, i32 0
  %348 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 29
  %349 = select i1 %138, i32 %348, i32 0
  %350 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 28
  %351 = select i1 %138, i32 %350, i32 0
  %352 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 27
  %353 = select i1 %138, i32 %352, i32 0
  %354 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 26
  %355 = select i1 %138, i32 %354, i32 0
  %356 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 25
  %357 = select i1 %138, i32 %356, i32 0
  %358 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 24
  %359 = select i1 %138, i32 %358, i32 0
  %360 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 23
  %361 = select i1 %138, i32 %360, i32 0
  %362 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 22
  %363 = select i1 %138, i32 %362, i32 0
  %364 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 21
  %365 = select i1 %138, i32 %364, i32 0
  %366 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 20
  %367 = select i1 %138, i32 %366, i32 0
  %368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 19
  %369 = select i1 %138, i32 %368, i32 0
  %370 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 18
  %371 = select i1 %138, i32 %370, i32 0
  %372 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 17
  %373 = select i1 %138, i32 %372, i32 0
  %374 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 16
  %375 = select i1 %138, i32 %374, i32 0
  %376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 15
  %377 = select i1 %138, i32 %376, i32 0
  %378 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 14
  %379 = select i1 %138, i32 %378, i32 0
  %380 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 13
  %381 = select i1 %138, i32 %380, i32 0
  %382 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 12
  %383 = select i1 %138, i32 %382, i32 0
  %384 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 11
  %385 = select i1 %138, i32 %384, i32 0
  %386 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 10
  %387 = select i1 %138, i32 %386, i32 0
  %388 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 9
  %389 = select i1 %138, i32 %388, i32 0
  %390 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 8
  %391 = select i1 %138, i32 %390, i32 0
  %392 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 7
  %393 = select i1 %138, i32 %392, i32 0
  %394 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 6
  %395 = select i1 %138, i32 %394, i32 0
  %396 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 5
  %397 = select i1 %138, i32 %396, i32 0
  %398 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 4
  %399 = select i1 %138, i32 %398, i32 0
  %400 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 3
  %401 = select i1 %138, i32 %400, i32 0
  %402 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 2
  %403 = select i1 %138, i32 %402, i32 0
  %404 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 1
  %405 = select i1 %138, i32 %404, i32 0
  %406 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %141, 0
  %407 = select i1 %138, i32 %406, i32 0
  %408 = and i32 %7, 127
  %409 = or disjoint i32 %23, %408
  %410 = mul i32 %409, %4
  %411 = or disjoint i32 %24, %135
  %412 = add i32 %410, %411
  %413 = sext i32 %412 to i64
  %414 = getelementptr i32, ptr addrspace(1) %2, i64 %413
  %415 = icmp slt i32 %409, %3
  %416 = icmp slt i32 %411, %4
  %417 = and i1 %415, %416
  %418 = or disjoint i32 %411, 1
  %419 = icmp slt i32 %418, %4
  %420 = and i1 %415, %419
  %421 = or disjoint i32 %411, 2
  %422 = icmp slt i32 %421, %4
  %423 = and i1 %415, %422
  %424 = or disjoint i32 %411, 3
  %425 = icmp slt i32 %424, %4
  %426 = ptrtoint ptr addrspace(1) %414 to i64
  %427 = and i64 %426, 15
  %428 = icmp eq i64 %427, 0
  %429 = and i1 %417, %428
  %430 = and i1 %422, %429
  %431 = and i1 %425, %429
  %432 = xor i1 %417, %431
  %433 = xor i1 %420, %431
  %434 = xor i1 %423, %431
  %435 = xor i1 %415, %430
  %436 = and i1 %425, %435
  %437 = zext i1 %431 to i32
  %438 = zext i1 %432 to i32
  %439 = zext i1 %433 to i32
  %440 = zext i1 %434 to i32
  %441 = zext i1 %436 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %437, i32 %407, i32 %405, i32 %403, i32 %401, ptr addrspace(1) %414, i32 %438, i32 %439, i32 %440, i32 %441) #4
  %442 = or disjoint i32 %411, 4
  %443 = add i32 %410, %442
  %444 = sext i32 %443 to i64
  %445 = getelementptr i32, ptr addrspace(1) %2, i64 %444
  %446 = icmp slt i32 %442, %4
  %447 = and i1 %415, %446
  %448 = or disjoint i32 %411, 5
  %449 = icmp slt i32 %448, %4
  %450 = and i1 %415, %449
  %451 = or disjoint i32 %411, 6
  %452 = icmp slt i32 %451, %4
  %453 = and i1 %415, %452
  %454 = or disjoint i32 %411, 7
  %455 = icmp slt i32 %454, %4
  %456 = ptrtoint ptr addrspace(1) %445 to i64
  %457 = and i64 %456, 15
  %458 = icmp eq i64 %457, 0
  %459 = and i1 %447, %458
  %460 = and i1 %452, %459
  %461 = and i1 %455, %459
  %462 = xor i1 %447, %461
  %463 = xor i1 %450, %461
  %464 = xor i1 %453, %461
  %465 = xor i1 %415, %460
  %466 = and i1 %455, %465
  %467 = zext i1 %461 to i32
  %468 = zext i1 %462 to i32
  %469 = zext i1 %463 to i32
  %470 = zext i1 %464 to i32
  %471 = zext i1 %466 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %467, i32 %399, i32 %397, i32 %395, i32 %393, ptr addrspace(1) %445, i32 %468, i32 %469, i32 %470, i32 %471) #4
  %472 = or disjoint i32 %411, 8
  %473 = add i32 %410, %472
  %474 = sext i32 %473 to i64
  %475 = getelementptr i32, ptr addrspace(1) %2, i64 %474
  %476 = icmp slt i32 %472, %4
  %477 = and i1 %415, %476
  %478 = or disjoint i32 %411, 9
  %479 = icmp slt i32 %478, %4
  %480 = and i1 %415, %479
  %481 = or disjoint i32 %411, 10
  %482 = icmp slt i32 %481, %4
  %483 = and i1 %415, %482
  %484 = or disjoint i32 %411, 11
  %485 = icmp slt i32 %484, %4
  %486 = ptrtoint ptr addrspace(1) %475 to i64
  %487 = and i64 %486, 15
  %488 = icmp eq i64 %487, 0
  %489 = and i1 %477, %488
  %490 = and i1 %482, %489
  %491 = and i1 %485, %489
  %492 = xor i1 %477, %491
  %493 = xor i1 %480, %491
  %494 = xor i1 %483, %491
  %495 = xor i1 %415, %490
  %496 = and i1 %485, %495
  %497 = zext i1 %491 to i32
  %498 = zext i1 %492 to i32
  %499 = zext i1 %493 to i32
  %500 = zext i1 %494 to i32
  %501 = zext i1 %496 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %497, i32 %391, i32 %389, i32 %387, i32 %385, ptr addrspace(1) %475, i32 %498, i32 %499, i32 %500, i32 %501) #4
  %502 = or disjoint i32 %411, 12
  %503 = add i32 %410, %502
  %504 = sext i32 %503 to i64
  %505 = getelementptr i32, ptr addrspace(1) %2, i64 %504
  %506 = icmp slt i32 %502, %4
  %507 = and i1 %415, %506
  %508 = or disjoint i32 %411, 13
  %509 = icmp slt i32 %508, %4
  %510 = and i1 %415, %509
  %511 = or disjoint i32 %411, 14
  %512 = icmp slt i32 %511, %4
  %513 = and i1 %415, %512
  %514 = or disjoint i32 %411, 15
  %515 = icmp slt i32 %514, %4
  %516 = ptrtoint ptr addrspace(1) %505 to i64
  %517 = and i64 %516, 15
  %518 = icmp eq i64 %517, 0
  %519 = and i1 %507, %518
  %520 = and i1 %512, %519
  %521 = and i1 %515, %519
  %522 = xor i1 %507, %521
  %523 = xor i1 %510, %521
  %524 = xor i1 %513, %521
  %525 = xor i1 %415, %520
  %526 = and i1 %515, %525
  %527 = zext i1 %521 to i32
  %528 = zext i1 %522 to i32
  %529 = zext i1 %523 to i32
  %530 = zext i1 %524 to i32
  %531 = zext i1 %526 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %527, i32 %383, i32 %381, i32 %379, i32 %377, ptr addrspace(1) %505, i32 %528, i32 %529, i32 %530, i32 %531) #4
  %532 = or disjoint i32 %411, 16
  %533 = add i32 %410, %532
  %534 = sext i32 %533 to i64
  %535 = getelementptr i32, ptr addrspace(1) %2, i64 %534
  %536 = icmp slt i32 %532, %4
  %537 = and i1 %415, %536
  %538 = or disjoint i32 %411, 17
  %539 = icmp slt i32 %538, %4
  %540 = and i1 %415, %539
  %541 = or disjoint i32 %411, 18
  %542 = icmp slt i32 %541, %4
  %543 = and i1 %415, %542
  %544 = or disjoint i32 %411, 19
  %545 = icmp slt i32 %544, %4
  %546 = ptrtoint ptr addrspace(1) %535 to i64
  %547 = and i64 %546, 15
  %548 = icmp eq i64 %547, 0
  %549 = and i1 %537, %548
  %550 = and i1 %542, %549
  %551 = and i1 %545, %549
  %552 = xor i1 %537, %551
  %553 = xor i1 %540, %551
  %554 = xor i1 %543, %551
  %555 = xor i1 %415, %550
  %556 = and i1 %545, %555
  %557 = zext i1 %551 to i32
  %558 = zext i1 %552 to i32
  %559 = zext i1 %553 to i32
  %560 = zext i1 %554 to i32
  %561 = zext i1 %556 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %557, i32 %375, i32 %373, i32 %371, i32 %369, ptr addrspace(1) %535, i32 %558, i32 %559, i32 %560, i32 %561) #4
  %562 = or disjoint i32 %411, 20
  %563 = add i32 %410, %562
  %564 = sext i32 %563 to i64
  %565 = getelementptr i32, ptr addrspace(1) %2, i64 %564
  %566 = icmp slt i32 %562, %4
  %567 = and i1 %415, %566
  %568 = or disjoint i32 %411, 21
  %569 = icmp slt i32 %568, %4
  %570 = and i1 %415, %569
  %571 = or disjoint i32 %411, 22
  %572 = icmp slt i32 %571, %4
  %573 = and i1 %415, %572
  %574 = or disjoint i32 %411, 23
  %575 = icmp slt i32 %574, %4
  %576 = ptrtoint ptr addrspace(1) %565 to i64
  %577 = and i64 %576, 15
  %578 = icmp eq i64 %577, 0
  %579 = and i1 %567, %578
  %580 = and i1 %572, %579
  %581 = and i1 %575, %579
  %582 = xor i1 %567, %581
  %583 = xor i1 %570, %581
  %584 = xor i1 %573, %581
  %585 = xor i1 %415, %580
  %586 = and i1 %575, %585
  %587 = zext i1 %581 to i32
  %588 = zext i1 %582 to i32
  %589 = zext i1 %583 to i32
  %590 = zext i1 %584 to i32
  %591 = zext i1 %586 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %587, i32 %367, i32 %365, i32 %363, i32 %361, ptr addrspace(1) %565, i32 %588, i32 %589, i32 %590, i32 %591) #4
  %592 = or disjoint i32 %411, 24
  %593 = add i32 %410, %592
  %594 = sext i32 %593 to i64
  %595 = getelementptr i32, ptr addrspace(1) %2, i64 %594
  %596 = icmp slt i32 %592, %4
  %597 = and i1 %415, %596
  %598 = or disjoint i32 %411, 25
  %599 = icmp slt i32 %598, %4
  %600 = and i1 %415, %599
  %601 = or disjoint i32 %411, 26
  %602 = icmp slt i32 %601, %4
  %603 = and i1 %415, %602
  %604 = or disjoint i32 %411, 27
  %605 = icmp slt i32 %604, %4
  %606 = ptrtoint ptr addrspace(1) %595 to i64
  %607 = and i64 %606, 15
  %608 = icmp eq i64 %607, 0
  %609 = and i1 %597, %608
  %610 = and i1 %602, %609
  %611 = and i1 %605, %609
  %612 = xor i1 %597, %611
  %613 = xor i1 %600, %611
  %614 = xor i1 %603, %611
  %615 = xor i1 %415, %610
  %616 = and i1 %605, %615
  %617 = zext i1 %611 to i32
  %618 = zext i1 %612 to i32
  %619 = zext i1 %613 to i32
  %620 = zext i1 %614 to i32
  %621 = zext i1 %616 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %617, i32 %359, i32 %357, i32 %355, i32 %353, ptr addrspace(1) %595, i32 %618, i32 %619, i32 %620, i32 %621) #4
  %622 = or disjoint i32 %411, 28
  %623 = add i32 %410, %622
  %624 = sext i32 %623 to i64
  %625 = getelementptr i32, ptr addrspace(1) %2, i64 %624
  %626 = icmp slt i32 %622, %4
  %627 = and i1 %415, %626
  %628 = or disjoint i32 %411, 29
  %629 = icmp slt i32 %628, %4
  %630 = and i1 %415, %629
  %631 = or disjoint i32 %411, 30
  %632 = icmp slt i32 %631, %4
  %633 = and i1 %415, %632
  %634 = or disjoint i32 %411, 31
  %635 = icmp slt i32 %634, %4
  %636 = ptrtoint ptr addrspace(1) %625 to i64
  %637 = and i64 %636, 15
  %638 = icmp eq i64 %637, 0
  %639 = and i1 %627, %638
  %640 = and i1 %632, %639
  %641 = and i1 %635, %639
  %642 = xor i1 %627, %641
  %643 = xor i1 %630, %641
  %644 = xor i1 %633, %641
  %645 = xor i1 %415, %640
  %646 = and i1 %635, %645
  %647 = zext i1 %641 to i32
  %648 = zext i1 %642 to i32
  %649 = zext i1 %643 to i32
  %650 = zext i1 %644 to i32
  %651 = zext i1 %646 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %647, i32 %351, i32 %349, i32 %347, i32 %345, ptr addrspace(1) %625, i32 %648, i32 %649, i32 %650, i32 %651) #4
  %652 = or disjoint i32 %411, 32
  %653 = add i32 %410, %652
  %654 = sext i32 %653 to i64
  %655 = getelementptr i32, ptr addrspace(1) %2, i64 %654
  %656 = icmp slt i32 %652, %4
  %657 = and i1 %415, %656
  %658 = or disjoint i32 %411, 33
  %659 = icmp slt i32 %658, %4
  %660 = and i1 %415, %659
  %661 = or disjoint i32 %411, 34
  %662 = icmp slt i32 %661, %4
  %663 = and i1 %415, %662
  %664 = or disjoint i32 %411, 35
  %665 = icmp slt i32 %664, %4
  %666 = ptrtoint ptr addrspace(1) %655 to i64
  %667 = and i64 %666, 15
  %668 = icmp eq i64 %667, 0
  %669 = and i1 %657, %668
  %670 = and i1 %662, %669
  %671 = and i1 %665, %669
  %672 = xor i1 %657, %671
  %673 = xor i1 %660, %671
  %674 = xor i1 %663, %671
  %675 = xor i1 %415, %670
  %676 = and i1 %665, %675
  %677 = zext i1 %671 to i32
  %678 = zext i1 %672 to i32
  %679 = zext i1 %673 to i32
  %680 = zext i1 %674 to i32
  %681 = zext i1 %676 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %677, i32 %343, i32 %341, i32 %339, i32 %337, ptr addrspace(1) %655, i32 %678, i32 %679, i32 %680, i32 %681) #4
  %682 = or disjoint i32 %411, 36
  %683 = add i32 %410, %682
  %684 = sext i32 %683 to i64
  %685 = getelementptr i32, ptr addrspace(1) %2, i64 %684
  %686 = icmp slt i32 %682, %4
  %687 = and i1 %415, %686
  %688 = or disjoint i32 %411, 37
  %689 = icmp slt i32 %688, %4
  %690 = and i1 %415, %689
  %691 = or disjoint i32 %411, 38
  %692 = icmp slt i32 %691, %4
  %693 = and i1 %415, %692
  %694 = or disjoint i32 %411, 39
  %695 = icmp slt i32 %694, %4
  %696 = ptrtoint ptr addrspace(1) %685 to i64
  %697 = and i64 %696, 15
  %698 = icmp eq i64 %697, 0
  %699 = and i1 %687, %698
  %700 = and i1 %692, %699
  %701 = and i1 %695, %699
  %702 = xor i1 %687, %701
  %703 = xor i1 %690, %701
  %704 = xor i1 %693, %701
  %705 = xor i1 %415, %700
  %706 = and i1 %695, %705
  %707 = zext i1 %701 to i32
  %708 = zext i1 %702 to i32
  %709 = zext i1 %703 to i32
  %710 = zext i1 %704 to i32
  %711 = zext i1 %706 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %707, i32 %335, i32 %333, i32 %331, i32 %329, ptr addrspace(1) %685, i32 %708, i32 %709, i32 %710, i32 %711) #4
  %712 = or disjoint i32 %411, 40
  %713 = add i32 %410, %712
  %714 = sext i32 %713 to i64
  %715 = getelementptr i32, ptr addrspace(1) %2, i64 %714
  %716 = icmp slt i32 %712, %4
  %717 = and i1 %415, %716
  %718 = or disjoint i32 %411, 41
  %719 = icmp slt i32 %718, %4
  %720 = and i1 %415, %719
  %721 = or disjoint i32 %411, 42
  %722 = icmp slt i32 %721, %4
  %723 = and i1 %415, %722
  %724 = or disjoint i32 %411, 43
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
  %735 = xor i1 %415, %730
  %736 = and i1 %725, %735
  %737 = zext i1 %731 to i32
  %738 = zext i1 %732 to i32
  %739 = zext i1 %733 to i32
  %740 = zext i1 %734 to i32
  %741 = zext i1 %736 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %737, i32 %327, i32 %325, i32 %323, i32 %321, ptr addrspace(1) %715, i32 %738, i32 %739, i32 %740, i32 %741) #4
  %742 = or disjoint i32 %411, 44
  %743 = add i32 %410, %742
  %744 = sext i32 %743 to i64
  %745 = getelementptr i32, ptr addrspace(1) %2, i64 %744
  %746 = icmp slt i32 %742, %4
  %747 = and i1 %415, %746
  %748 = or disjoint i32 %411, 45
  %749 = icmp slt i32 %748, %4
  %750 = and i1 %415, %749
  %751 = or disjoint i32 %411, 46
  %752 = icmp slt i32 %751, %4
  %753 = and i1 %415, %752
  %754 = or disjoint i32 %411, 47
  %755 = icmp slt i32 %754, %4
  %756 = ptrtoint ptr addrspace(1) %745 to i64
  %757 = and i64 %756, 15
  %758 = icmp eq i64 %757, 0
  %759 = and i1 %747, %758
  %760 = and i1 %752, %759
  %761 = and i1 %755, %759
  %762 = xor i1 %747, %761
  %763 = xor i1 %750, %761
  %764 = xor i1 %753, %761
  %765 = xor i1 %415, %760
  %766 = and i1 %755, %765
  %767 = zext i1 %761 to i32
  %768 = zext i1 %762 to i32
  %769 = zext i1 %763 to i32
  %770 = zext i1 %764 to i32
  %771 = zext i1 %766 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %767, i32 %319, i32 %317, i32 %315, i32 %313, ptr addrspace(1) %745, i32 %768, i32 %769, i32 %770, i32 %771) #4
  %772 = or disjoint i32 %411, 48
  %773 = add i32 %410, %772
  %774 = sext i32 %773 to i64
  %775 = getelementptr i32, ptr addrspace(1) %2, i64 %774
  %776 = icmp slt i32 %772, %4
  %777 = and i1 %415, %776
  %778 = or disjoint i32 %411, 49
  %779 = icmp slt i32 %778, %4
  %780 = and i1 %415, %779
  %781 = or disjoint i32 %411, 50
  %782 = icmp slt i32 %781, %4
  %783 = and i1 %415, %782
  %784 = or disjoint i32 %411, 51
  %785 = icmp slt i32 %784, %4
  %786 = ptrtoint ptr addrspace(1) %775 to i64
  %787 = and i64 %786, 15
  %788 = icmp eq i64 %787, 0
  %789 = and i1 %777, %788
  %790 = and i1 %782, %789
  %791 = and i1 %785, %789
  %792 = xor i1 %777, %791
  %793 = xor i1 %780, %791
  %794 = xor i1 %783, %791
  %795 = xor i1 %415, %790
  %796 = and i1 %785, %795
  %797 = zext i1 %791 to i32
  %798 = zext i1 %792 to i32
  %799 = zext i1 %793 to i32
  %800 = zext i1 %794 to i32
  %801 = zext i1 %796 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %797, i32 %311, i32 %309, i32 %307, i32 %305, ptr addrspace(1) %775, i32 %798, i32 %799, i32 %800, i32 %801) #4
  %802 = or disjoint i32 %411, 52
  %803 = add i32 %410, %802
  %804 = sext i32 %803 to i64
  %805 = getelementptr i32, ptr addrspace(1) %2, i64 %804
  %806 = icmp slt i32 %802, %4
  %807 = and i1 %415, %806
  %808 = or disjoint i32 %411, 53
  %809 = icmp slt i32 %808, %4
  %810 = and i1 %415, %809
  %811 = or disjoint i32 %411, 54
  %812 = icmp slt i32 %811, %4
  %813 = and i1 %415, %812
  %814 = or disjoint i32 %411, 55
  %815 = icmp slt i32 %814, %4
  %816 = ptrtoint ptr addrspace(1) %805 to i64
  %817 = and i64 %816, 15
  %818 = icmp eq i64 %817, 0
  %819 = and i1 %807, %818
  %820 = and i1 %812, %819
  %821 = and i1 %815, %819
  %822 = xor i1 %807, %821
  %823 = xor i1 %810, %821
  %824 = xor i1 %813, %821
  %825 = xor i1 %415, %820
  %826 = and i1 %815, %825
  %827 = zext i1 %821 to i32
  %828 = zext i1 %822 to i32
  %829 = zext i1 %823 to i32
  %830 = zext i1 %824 to i32
  %831 = zext i1 %826 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %827, i32 %303, i32 %301, i32 %299, i32 %297, ptr addrspace(1) %805, i32 %828, i32 %829, i32 %830, i32 %831) #4
  %832 = or disjoint i32 %411, 56
  %833 = add i32 %410, %832
  %834 = sext i32 %833 to i64
  %835 = getelementptr i32, ptr addrspace(1) %2, i64 %834
  %836 = icmp slt i32 %832, %4
  %837 = and i1 %415, %836
  %838 = or disjoint i32 %411, 57
  %839 = icmp slt i32 %838, %4
  %840 = and i1 %415, %839
  %841 = or disjoint i32 %411, 58
  %842 = icmp slt i32 %841, %4
  %843 = and i1 %415, %842
  %844 = or disjoint i32 %411, 59
  %845 = icmp slt i32 %844, %4
  %846 = ptrtoint ptr addrspace(1) %835 to i64
  %847 = and i64 %846, 15
  %848 = icmp eq i64 %847, 0
  %849 = and i1 %837, %848
  %850 = and i1 %842, %849
  %851 = and i1 %845, %849
  %852 = xor i1 %837, %851
  %853 = xor i1 %840, %851
  %854 = xor i1 %843, %851
  %855 = xor i1 %415, %850
  %856 = and i1 %845, %855
  %857 = zext i1 %851 to i32
  %858 = zext i1 %852 to i32
  %859 = zext i1 %853 to i32
  %860 = zext i1 %854 to i32
  %861 = zext i1 %856 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %857, i32 %295, i32 %293, i32 %291, i32 %289, ptr addrspace(1) %835, i32 %858, i32 %859, i32 %860, i32 %861) #4
  %862 = or disjoint i32 %411, 60
  %863 = add i32 %410, %862
  %864 = sext i32 %863 to i64
  %865 = getelementptr i32, ptr addrspace(1) %2, i64 %864
  %866 = icmp slt i32 %862, %4
  %867 = and i1 %415, %866
  %868 = or disjoint i32 %411, 61
  %869 = icmp slt i32 %868, %4
  %870 = and i1 %415, %869
  %871 = or disjoint i32 %411, 62
  %872 = icmp slt i32 %871, %4
  %873 = and i1 %415, %872
  %874 = or disjoint i32 %411, 63
  %875 = icmp slt i32 %874, %4
  %876 = ptrtoint ptr addrspace(1) %865 to i64
  %877 = and i64 %876, 15
  %878 = icmp eq i64 %877, 0
  %879 = and i1 %867, %878
  %880 = and i1 %872, %879
  %881 = and i1 %875, %879
  %882 = xor i1 %867, %881
  %883 = xor i1 %870, %881
  %884 = xor i1 %873, %881
  %885 = xor i1 %415, %880
  %886 = and i1 %875, %885
  %887 = zext i1 %881 to i32
  %888 = zext i1 %882 to i32
  %889 = zext i1 %883 to i32
  %890 = zext i1 %884 to i32
  %891 = zext i1 %886 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %887, i32 %287, i32 %285, i32 %283, i32 %281, ptr addrspace(1) %865, i32 %888, i32 %889, i32 %890, i32 %891) #4
  %892 = or disjoint i32 %411, 64
  %893 = add i32 %410, %892
  %894 = sext i32 %893 to i64
  %895 = getelementptr i32, ptr addrspace(1) %2, i64 %894
  %896 = icmp slt i32 %892, %4
  %897 = and i1 %415, %896
  %898 = or disjoint i32 %411, 65
  %899 = icmp slt i32 %898, %4
  %900 = and i1 %415, %899
  %901 = or disjoint i32 %411, 66
  %902 = icmp slt i32 %901, %4
  %903 = and i1 %415, %902
  %904 = or disjoint i32 %411, 67
  %905 = icmp slt i32 %904, %4
  %906 = ptrtoint ptr addrspace(1) %895 to i64
  %907 = and i64 %906, 15
  %908 = icmp eq i64 %907, 0
  %909 = and i1 %897, %908
  %910 = and i1 %902, %909
  %911 = and i1 %905, %909
  %912 = xor i1 %897, %911
  %913 = xor i1 %900, %911
  %914 = xor i1 %903, %911
  %915 = xor i1 %415, %910
  %916 = and i1 %905, %915
  %917 = zext i1 %911 to i32
  %918 = zext i1 %912 to i32
  %919 = zext i1 %913 to i32
  %920 = zext i1 %914 to i32
  %921 = zext i1 %916 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %917, i32 %279, i32 %277, i32 %275, i32 %273, ptr addrspace(1) %895, i32 %918, i32 %919, i32 %920, i32 %921) #4
  %922 = or disjoint i32 %411, 68
  %923 = add i32 %410, %922
  %924 = sext i32 %923 to i64
  %925 = getelementptr i32, ptr addrspace(1) %2, i64 %924
  %926 = icmp slt i32 %922, %4
  %927 = and i1 %415, %926
  %928 = or disjoint i32 %411, 69
  %929 = icmp slt i32 %928, %4
  %930 = and i1 %415, %929
  %931 = or disjoint i32 %411, 70
  %932 = icmp slt i32 %931, %4
  %933 = and i1 %415, %932
  %934 = or disjoint i32 %411, 71
  %935 = icmp slt i32 %934, %4
  %936 = ptrtoint ptr addrspace(1) %925 to i64
  %937 = and i64 %936, 15
  %938 = icmp eq i64 %937, 0
  %939 = and i1 %927, %938
  %940 = and i1 %932, %939
  %941 = and i1 %935, %939
  %942 = xor i1 %927, %941
  %943 = xor i1 %930, %941
  %944 = xor i1 %933, %941
  %945 = xor i1 %415, %940
  %946 = and i1 %935, %945
  %947 = zext i1 %941 to i32
  %948 = zext i1 %942 to i32
  %949 = zext i1 %943 to i32
  %950 = zext i1 %944 to i32
  %951 = zext i1 %946 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %947, i32 %271, i32 %269, i32 %267, i32 %265, ptr addrspace(1) %925, i32 %948, i32 %949, i32 %950, i32 %951) #4
  %952 = or disjoint i32 %411, 72
  %953 = add i32 %410, %952
  %954 = sext i32 %953 to i64
  %955 = getelementptr i32, ptr addrspace(1) %2, i64 %954
  %956 = icmp slt i32 %952, %4
  %957 = and i1 %415, %956
  %958 = or disjoint i32 %411, 73
  %959 = icmp slt i32 %958, %4
  %960 = and i1 %415, %959
  %961 = or disjoint i32 %411, 74
  %962 = icmp slt i32 %961, %4
  %963 = and i1 %415, %962
  %964 = or disjoint i32 %411, 75
  %965 = icmp slt i32 %964, %4
  %966 = ptrtoint ptr addrspace(1) %955 to i64
  %967 = and i64 %966, 15
  %968 = icmp eq i64 %967, 0
  %969 = and i1 %957, %968
  %970 = and i1 %962, %969
  %971 = and i1 %965, %969
  %972 = xor i1 %957, %971
  %973 = xor i1 %960, %971
  %974 = xor i1 %963, %971
  %975 = xor i1 %415, %970
  %976 = and i1 %965, %975
  %977 = zext i1 %971 to i32
  %978 = zext i1 %972 to i32
  %979 = zext i1 %973 to i32
  %980 = zext i1 %974 to i32
  %981 = zext i1 %976 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %977, i32 %263, i32 %261, i32 %259, i32 %257, ptr addrspace(1) %955, i32 %978, i32 %979, i32 %980, i32 %981) #4
  %982 = or disjoint i32 %411, 76
  %983 = add i32 %410, %982
  %984 = sext i32 %983 to i64
  %985 = getelementptr i32, ptr addrspace(1) %2, i64 %984
  %986 = icmp slt i32 %982, %4
  %987 = and i1 %415, %986
  %988 = or disjoint i32 %411, 77
  %989 = icmp slt i32 %988, %4
  %990 = and i1 %415, %989
  %991 = or disjoint i32 %411, 78
  %992 = icmp slt i32 %991, %4
  %993 = and i1 %415, %992
  %994 = or disjoint i32 %411, 79
  %995 = icmp slt i32 %994, %4
  %996 = ptrtoint ptr addrspace(1) %985 to i64
  %997 = and i64 %996, 15
  %998 = icmp eq i64 %997, 0
  %999 = and i1 %987, %998
  %1000 = and i1 %992, %999
  %1001 = and i1 %995, %999
  %1002 = xor i1 %987, %1001
  %1003 = xor i1 %990, %1001
  %1004 = xor i1 %993, %1001
  %1005 = xor i1 %415, %1000
  %1006 = and i1 %995, %1005
  %1007 = zext i1 %1001 to i32
  %1008 = zext i1 %1002 to i32
  %1009 = zext i1 %1003 to i32
  %1010 = zext i1 %1004 to i32
  %1011 = zext i1 %1006 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1007, i32 %255, i32 %253, i32 %251, i32 %249, ptr addrspace(1) %985, i32 %1008, i32 %1009, i32 %1010, i32 %1011) #4
  %1012 = or disjoint i32 %411, 80
  %1013 = add i32 %410, %1012
  %1014 = sext i32 %1013 to i64
  %1015 = getelementptr i32, ptr addrspace(1) %2, i64 %1014
  %1016 = icmp slt i32 %1012, %4
  %1017 = and i1 %415, %1016
  %1018 = or disjoint i32 %411, 81
  %1019 = icmp slt i32 %1018, %4
  %1020 = and i1 %415, %1019
  %1021 = or disjoint i32 %411, 82
  %1022 = icmp slt i32 %1021, %4
  %1023 = and i1 %415, %1022
  %1024 = or disjoint i32 %411, 83
  %1025 = icmp slt i32 %1024, %4
  %1026 = ptrtoint ptr addrspace(1) %1015 to i64
  %1027 = and i64 %1026, 15
  %1028 = icmp eq i64 %1027, 0
  %1029 = and i1 %1017, %1028
  %1030 = and i1 %1022, %1029
  %1031 = and i1 %1025, %1029
  %1032 = xor i1 %1017, %1031
  %1033 = xor i1 %1020, %1031
  %1034 = xor i1 %1023, %1031
  %1035 = xor i1 %415, %1030
  %1036 = and i1 %1025, %1035
  %1037 = zext i1 %1031 to i32
  %1038 = zext i1 %1032 to i32
  %1039 = zext i1 %1033 to i32
  %1040 = zext i1 %1034 to i32
  %1041 = zext i1 %1036 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1037, i32 %247, i32 %245, i32 %243, i32 %241, ptr addrspace(1) %1015, i32 %1038, i32 %1039, i32 %1040, i32 %1041) #4
  %1042 = or disjoint i32 %411, 84
  %1043 = add i32 %410, %1042
  %1044 = sext i32 %1043 to i64
  %1045 = getelementptr i32, ptr addrspace(1) %2, i64 %1044
  %1046 = icmp slt i32 %1042, %4
  %1047 = and i1 %415, %1046
  %1048 = or disjoint i32 %411, 85
  %1049 = icmp slt i32 %1048, %4
  %1050 = and i1 %415, %1049
  %1051 = or disjoint i32 %411, 86
  %1052 = icmp slt i32 %1051, %4
  %1053 = and i1 %415, %1052
  %1054 = or disjoint i32 %411, 87
  %1055 = icmp slt i32 %1054, %4
  %1056 = ptrtoint ptr addrspace(1) %1045 to i64
  %1057 = and i64 %1056, 15
  %1058 = icmp eq i64 %1057, 0
  %1059 = and i1 %1047, %1058
  %1060 = and i1 %1052, %1059
  %1061 = and i1 %1055, %1059
  %1062 = xor i1 %1047, %1061
  %1063 = xor i1 %1050, %1061
  %1064 = xor i1 %1053, %1061
  %1065 = xor i1 %415, %1060
  %1066 = and i1 %1055, %1065
  %1067 = zext i1 %1061 to i32
  %1068 = zext i1 %1062 to i32
  %1069 = zext i1 %1063 to i32
  %1070 = zext i1 %1064 to i32
  %1071 = zext i1 %1066 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1067, i32 %239, i32 %237, i32 %235, i32 %233, ptr addrspace(1) %1045, i32 %1068, i32 %1069, i32 %1070, i32 %1071) #4
  %1072 = or disjoint i32 %411, 88
  %1073 = add i32 %410, %1072
  %1074 = sext i32 %1073 to i64
  %1075 = getelementptr i32, ptr addrspace(1) %2, i64 %1074
  %1076 = icmp slt i32 %1072, %4
  %1077 = and i1 %415, %1076
  %1078 = or disjoint i32 %411, 89
  %1079 = icmp slt i32 %1078, %4
  %1080 = and i1 %415, %1079
  %1081 = or disjoint i32 %411, 90
  %1082 = icmp slt i32 %1081, %4
  %1083 = and i1 %415, %1082
  %1084 = or disjoint i32 %411, 91
  %1085 = icmp slt i32 %1084, %4
  %1086 = ptrtoint ptr addrspace(1) %1075 to i64
  %1087 = and i64 %1086, 15
  %1088 = icmp eq i64 %1087, 0
  %1089 = and i1 %1077, %1088
  %1090 = and i1 %1082, %1089
  %1091 = and i1 %1085, %1089
  %1092 = xor i1 %1077, %1091
  %1093 = xor i1 %1080, %1091
  %1094 = xor i1 %1083, %1091
  %1095 = xor i1 %415, %1090
  %1096 = and i1 %1085, %1095
  %1097 = zext i1 %1091 to i32
  %1098 = zext i1 %1092 to i32
  %1099 = zext i1 %1093 to i32
  %1100 = zext i1 %1094 to i32
  %1101 = zext i1 %1096 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1097, i32 %231, i32 %229, i32 %227, i32 %225, ptr addrspace(1) %1075, i32 %1098, i32 %1099, i32 %1100, i32 %1101) #4
  %1102 = or disjoint i32 %411, 92
  %1103 = add i32 %410, %1102
  %1104 = sext i32 %1103 to i64
  %1105 = getelementptr i32, ptr addrspace(1) %2, i64 %1104
  %1106 = icmp slt i32 %1102, %4
  %1107 = and i1 %415, %1106
  %1108 = or disjoint i32 %411, 93
  %1109 = icmp slt i32 %1108, %4
  %1110 = and i1 %415, %1109
  %1111 = or disjoint i32 %411, 94
  %1112 = icmp slt i32 %1111, %4
  %1113 = and i1 %415, %1112
  %1114 = or disjoint i32 %411, 95
  %1115 = icmp slt i32 %1114, %4
  %1116 = ptrtoint ptr addrspace(1) %1105 to i64
  %1117 = and i64 %1116, 15
  %1118 = icmp eq i64 %1117, 0
  %1119 = and i1 %1107, %1118
  %1120 = and i1 %1112, %1119
  %1121 = and i1 %1115, %1119
  %1122 = xor i1 %1107, %1121
  %1123 = xor i1 %1110, %1121
  %1124 = xor i1 %1113, %1121
  %1125 = xor i1 %415, %1120
  %1126 = and i1 %1115, %1125
  %1127 = zext i1 %1121 to i32
  %1128 = zext i1 %1122 to i32
  %1129 = zext i1 %1123 to i32
  %1130 = zext i1 %1124 to i32
  %1131 = zext i1 %1126 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1127, i32 %223, i32 %221, i32 %219, i32 %217, ptr addrspace(1) %1105, i32 %1128, i32 %1129, i32 %1130, i32 %1131) #4
  %1132 = or disjoint i32 %411, 96
  %1133 = add i32 %410, %1132
  %1134 = sext i32 %1133 to i64
  %1135 = getelementptr i32, ptr addrspace(1) %2, i64 %1134
  %1136 = icmp slt i32 %1132, %4
  %1137 = and i1 %415, %1136
  %1138 = or disjoint i32 %411, 97
  %1139 = icmp slt i32 %1138, %4
  %1140 = and i1 %415, %1139
  %1141 = or disjoint i32 %411, 98
  %1142 = icmp slt i32 %1141, %4
  %1143 = and i1 %415, %1142
  %1144 = or disjoint i32 %411, 99
  %1145 = icmp slt i32 %1144, %4
  %1146 = ptrtoint ptr addrspace(1) %1135 to i64
  %1147 = and i64 %1146, 15
  %1148 = icmp eq i64 %1147, 0
  %1149 = and i1 %1137, %1148
  %1150 = and i1 %1142, %1149
  %1151 = and i1 %1145, %1149
  %1152 = xor i1 %1137, %1151
  %1153 = xor i1 %1140, %1151
  %1154 = xor i1 %1143, %1151
  %1155 = xor i1 %415, %1150
  %1156 = and i1 %1145, %1155
  %1157 = zext i1 %1151 to i32
  %1158 = zext i1 %1152 to i32
  %1159 = zext i1 %1153 to i32
  %1160 = zext i1 %1154 to i32
  %1161 = zext i1 %1156 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1157, i32 %215, i32 %213, i32 %211, i32 %209, ptr addrspace(1) %1135, i32 %1158, i32 %1159, i32 %1160, i32 %1161) #4
  %1162 = or disjoint i32 %411, 100
  %1163 = add i32 %410, %1162
  %1164 = sext i32 %1163 to i64
  %1165 = getelementptr i32, ptr addrspace(1) %2, i64 %1164
  %1166 = icmp slt i32 %1162, %4
  %1167 = and i1 %415, %1166
  %1168 = or disjoint i32 %411, 101
  %1169 = icmp slt i32 %1168, %4
  %1170 = and i1 %415, %1169
  %1171 = or disjoint i32 %411, 102
  %1172 = icmp slt i32 %1171, %4
  %1173 = and i1 %415, %1172
  %1174 = or disjoint i32 %411, 103
  %1175 = icmp slt i32 %1174, %4
  %1176 = ptrtoint ptr addrspace(1) %1165 to i64
  %1177 = and i64 %1176, 15
  %1178 = icmp eq i64 %1177, 0
  %1179 = and i1 %1167, %1178
  %1180 = and i1 %1172, %1179
  %1181 = and i1 %1175, %1179
  %1182 = xor i1 %1167, %1181
  %1183 = xor i1 %1170, %1181
  %1184 = xor i1 %1173, %1181
  %1185 = xor i1 %415, %1180
  %1186 = and i1 %1175, %1185
  %1187 = zext i1 %1181 to i32
  %1188 = zext i1 %1182 to i32
  %1189 = zext i1 %1183 to i32
  %1190 = zext i1 %1184 to i32
  %1191 = zext i1 %1186 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1187, i32 %207, i32 %205, i32 %203, i32 %201, ptr addrspace(1) %1165, i32 %1188, i32 %1189, i32 %1190, i32 %1191) #4
  %1192 = or disjoint i32 %411, 104
  %1193 = add i32 %410, %1192
  %1194 = sext i32 %1193 to i64
  %1195 = getelementptr i32, ptr addrspace(1) %2, i64 %1194
  %1196 = icmp slt i32 %1192, %4
  %1197 = and i1 %415, %1196
  %1198 = or disjoint i32 %411, 105
  %1199 = icmp slt i32 %1198, %4
  %1200 = and i1 %415, %1199
  %1201 = or disjoint i32 %411, 106
  %1202 = icmp slt i32 %1201, %4
  %1203 = and i1 %415, %1202
  %1204 = or disjoint i32 %411, 107
  %1205 = icmp slt i32 %1204, %4
  %1206 = ptrtoint ptr addrspace(1) %1195 to i64
  %1207 = and i64 %1206, 15
  %1208 = icmp eq i64 %1207, 0
  %1209 = and i1 %1197, %1208
  %1210 = and i1 %1202, %1209
  %1211 = and i1 %1205, %1209
  %1212 = xor i1 %1197, %1211
  %1213 = xor i1 %1200, %1211
  %1214 = xor i1 %1203, %1211
  %1215 = xor i1 %415, %1210
  %1216 = and i1 %1205, %1215
  %1217 = zext i1 %1211 to i32
  %1218 = zext i1 %1212 to i32
  %1219 = zext i1 %1213 to i32
  %1220 = zext i1 %1214 to i32
  %1221 = zext i1 %1216 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1217, i32 %199, i32 %197, i32 %195, i32 %193, ptr addrspace(1) %1195, i32 %1218, i32 %1219, i32 %1220, i32 %1221) #4
  %1222 = or disjoint i32 %411, 108
  %1223 = add i32 %410, %1222
  %1224 = sext i32 %1223 to i64
  %1225 = getelementptr i32, ptr addrspace(1) %2, i64 %1224
  %1226 = icmp slt i32 %1222, %4
  %1227 = and i1 %415, %1226
  %1228 = or disjoint i32 %411, 109
  %1229 = icmp slt i32 %1228, %4
  %1230 = and i1 %415, %1229
  %1231 = or disjoint i32 %411, 110
  %1232 = icmp slt i32 %1231, %4
  %1233 = and i1 %415, %1232
  %1234 = or disjoint i32 %411, 111
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
  %1245 = xor i1 %415, %1240
  %1246 = and i1 %1235, %1245
  %1247 = zext i1 %1241 to i32
  %1248 = zext i1 %1242 to i32
  %1249 = zext i1 %1243 to i32
  %1250 = zext i1 %1244 to i32
  %1251 = zext i1 %1246 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1247, i32 %191, i32 %189, i32 %187, i32 %185, ptr addrspace(1) %1225, i32 %1248, i32 %1249, i32 %1250, i32 %1251) #4
  %1252 = or disjoint i32 %411, 112
  %1253 = add i32 %410, %1252
  %1254 = sext i32 %1253 to i64
  %1255 = getelementptr i32, ptr addrspace(1) %2, i64 %1254
  %1256 = icmp slt i32 %1252, %4
  %1257 = and i1 %415, %1256
  %1258 = or disjoint i32 %411, 113
  %1259 = icmp slt i32 %1258, %4
  %1260 = and i1 %415, %1259
  %1261 = or disjoint i32 %411, 114
  %1262 = icmp slt i32 %1261, %4
  %1263 = and i1 %415, %1262
  %1264 = or disjoint i32 %411, 115
  %1265 = icmp slt i32 %1264, %4
  %1266 = ptrtoint ptr addrspace(1) %1255 to i64
  %1267 = and i64 %1266, 15
  %1268 = icmp eq i64 %1267, 0
  %1269 = and i1 %1257, %1268
  %1270 = and i1 %1262, %1269
  %1271 = and i1 %1265, %1269
  %1272 = xor i1 %1257, %1271
  %1273 = xor i1 %1260, %1271
  %1274 = xor i1 %1263, %1271
  %1275 = xor i1 %415, %1270
  %1276 = and i1 %1265, %1275
  %1277 = zext i1 %1271 to i32
  %1278 = zext i1 %1272 to i32
  %1279 = zext i1 %1273 to i32
  %1280 = zext i1 %1274 to i32
  %1281 = zext i1 %1276 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1277, i32 %183, i32 %181, i32 %179, i32 %177, ptr addrspace(1) %1255, i32 %1278, i32 %1279, i32 %1280, i32 %1281) #4
  %1282 = or disjoint i32 %411, 116
  %1283 = add i32 %410, %1282
  %1284 = sext i32 %1283 to i64
  %1285 = getelementptr i32, ptr addrspace(1) %2, i64 %1284
  %1286 = icmp slt i32 %1282, %4
  %1287 = and i1 %415, %1286
  %1288 = or disjoint i32 %411, 117
  %1289 = icmp slt i32 %1288, %4
  %1290 = and i1 %415, %1289
  %1291 = or disjoint i32 %411, 118
  %1292 = icmp slt i32 %1291, %4
  %1293 = and i1 %415, %1292
  %1294 = or disjoint i32 %411, 119
  %1295 = icmp slt i32 %1294, %4
  %1296 = ptrtoint ptr addrspace(1) %1285 to i64
  %1297 = and i64 %1296, 15
  %1298 = icmp eq i64 %1297, 0
  %1299 = and i1 %1287, %1298
  %1300 = and i1 %1292, %1299
  %1301 = and i1 %1295, %1299
  %1302 = xor i1 %1287, %1301
  %1303 = xor i1 %1290, %1301
  %1304 = xor i1 %1293, %1301
  %1305 = xor i1 %415, %1300
  %1306 = and i1 %1295, %1305
  %1307 = zext i1 %1301 to i32
  %1308 = zext i1 %1302 to i32
  %1309 = zext i1 %1303 to i32
  %1310 = zext i1 %1304 to i32
  %1311 = zext i1 %1306 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1307, i32 %175, i32 %173, i32 %171, i32 %169, ptr addrspace(1) %1285, i32 %1308, i32 %1309, i32 %1310, i32 %1311) #4
  %1312 = or disjoint i32 %411, 120
  %1313 = add i32 %410, %1312
  %1314 = sext i32 %1313 to i64
  %1315 = getelementptr i32, ptr addrspace(1) %2, i64 %1314
  %1316 = icmp slt i32 %1312, %4
  %1317 = and i1 %415, %1316
  %1318 = or disjoint i32 %411, 121
  %1319 = icmp slt i32 %1318, %4
  %1320 = and i1 %415, %1319
  %1321 = or disjoint i32 %411, 122
  %1322 = icmp slt i32 %1321, %4
  %1323 = and i1 %415, %1322
  %1324 = or disjoint i32 %411, 123
  %1325 = icmp slt i32 %1324, %4
  %1326 = ptrtoint ptr addrspace(1) %1315 to i64
  %1327 = and i64 %1326, 15
  %1328 = icmp eq i64 %1327, 0
  %1329 = and i1 %1317, %1328
  %1330 = and i1 %1322, %1329
  %1331 = and i1 %1325, %1329
  %1332 = xor i1 %1317, %1331
  %1333 = xor i1 %1320, %1331
  %1334 = xor i1 %1323, %1331
  %1335 = xor i1 %415, %1330
  %1336 = and i1 %1325, %1335
  %1337 = zext i1 %1331 to i32
  %1338 = zext i1 %1332 to i32
  %1339 = zext i1 %1333 to i32
  %1340 = zext i1 %1334 to i32
  %1341 = zext i1 %1336 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1337, i32 %167, i32 %165, i32 %163, i32 %161, ptr addrspace(1) %1315, i32 %1338, i32 %1339, i32 %1340, i32 %1341) #4
  %1342 = or disjoint i32 %411, 124
  %1343 = add i32 %410, %1342
  %1344 = sext i32 %1343 to i64
  %1345 = getelementptr i32, ptr addrspace(1) %2, i64 %1344
  %1346 = icmp slt i32 %1342, %4
  %1347 = and i1 %415, %1346
  %1348 = or disjoint i32 %411, 125
  %1349 = icmp slt i32 %1348, %4
  %1350 = and i1 %415, %1349
  %1351 = or disjoint i32 %411, 126
  %1352 = icmp slt i32 %1351, %4
  %1353 = and i1 %415, %1352
  %1354 = or disjoint i32 %7, %24
  %1355 = or i32 %1354, 127
  %1356 = icmp slt i32 %1355, %4
  %1357 = ptrtoint ptr addrspace(1) %1345 to i64
  %1358 = and i64 %1357, 15
  %1359 = icmp eq i64 %1358, 0
  %1360 = and i1 %1347, %1359
  %1361 = and i1 %1352, %1360
  %1362 = and i1 %1356, %1361
  %1363 = xor i1 %1347, %1362
  %1364 = xor i1 %1350, %1362
  %1365 = xor i1 %1353, %1362
  %1366 = xor i1 %415, %1361
  %1367 = and i1 %1356, %1366
  %1368 = zext i1 %1362 to i32
  %1369 = zext i1 %1363 to i32
  %1370 = zext i1 %1364 to i32
  %1371 = zext i1 %1365 to i32
  %1372 = zext i1 %1367 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1368, i32 %159, i32 %157, i32 %155, i32 %153, ptr addrspace(1) %1345, i32 %1369, i32 %1370, i32 %1371, i32 %1372) #4
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
